"""The simulator reads a picture's width and height from its header, as
Discord reports them in the attachment object, without decoding it."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from tests.discord_sim.model import SimAttachment, header_size


def _encoded(format_: str, mode: str = "RGB", **options: object) -> bytes:
    image = Image.new(mode, (900, 614), (40, 60, 80))
    image.paste((200, 10, 10), (100, 100, 300, 200))
    buffer = io.BytesIO()
    image.save(buffer, format=format_, **options)
    return buffer.getvalue()


@pytest.mark.parametrize(("format_", "mode", "options"), [
    ("WEBP", "RGB", {"lossless": True, "method": 0, "quality": 0}),   # what the bot sends
    ("WEBP", "RGB", {"quality": 80}),                                 # VP8
    ("WEBP", "RGBA", {"quality": 80}),                                # VP8X
    ("PNG", "RGB", {}),
])
def test_the_header_gives_the_size_pillow_reads(format_: str, mode: str,
                                                options: dict[str, object]) -> None:
    data = _encoded(format_, mode, **options)
    with Image.open(io.BytesIO(data)) as image:
        assert header_size(data) == image.size == (900, 614)


def test_other_files_have_no_size_or_pillow_s() -> None:
    assert SimAttachment(1, "notiz.txt", b"Speedfabel").image_size() is None
    gif = _encoded("GIF")
    assert header_size(gif) is None
    assert SimAttachment(2, "bild.gif", gif).image_size() == (900, 614)
