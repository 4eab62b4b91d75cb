"""The label cache of render.fonts: bounded by the bytes its shapes hold
(every table's names make labels of their own, so a bound by their number
let the picture process grow with the tables, issue 22), least recently
used first out, one byte a pixel, and a label made from a kept shape is the
label drawn afresh."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from render import fonts


@pytest.fixture
def labels() -> Iterator[fonts._Labels]:
    """The module's cache, emptied before and after (other tests keep theirs)."""
    fonts.label.cache_clear()
    yield fonts.label
    fonts.label.cache_clear()


def test_a_label_asked_again_comes_from_the_kept_shape_with_the_same_pixels(
        labels: fonts._Labels) -> None:
    first = labels("Maximilian Wüstenrot", 26, (240, 230, 200))
    again = labels("Maximilian Wüstenrot", 26, (40, 30, 200))
    hits, misses, kept, held = labels.cache_info()
    assert (hits, misses, kept) == (1, 1, 1)
    # one byte a pixel for the text in every colour
    assert held == first.width * first.height
    assert first.tobytes() == fonts._draw_label("Maximilian Wüstenrot", 26,
                                                (240, 230, 200)).tobytes()
    assert again.tobytes() == fonts._draw_label("Maximilian Wüstenrot", 26,
                                                (40, 30, 200)).tobytes()


def test_the_cache_never_holds_more_than_its_bytes(labels: fonts._Labels,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    one = labels("Spieler 000", 26, (0, 0, 0))
    monkeypatch.setattr(fonts, "LABEL_BYTES", 10 * one.width * one.height)
    for n in range(200):
        labels(f"Spieler {n:03d}", 26, (0, 0, 0))
        assert labels.cache_info()[3] <= fonts.LABEL_BYTES
    assert 5 <= labels.cache_info()[2] <= 10


def test_the_least_recently_used_label_goes_first(labels: fonts._Labels,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    a = labels.shape("Anna", 20)
    b = labels.shape("Bert", 20)
    monkeypatch.setattr(fonts, "LABEL_BYTES", labels.cache_info()[3])
    labels.shape("Anna", 20)                 # a used again: b is now the oldest
    labels.shape("Carl", 20)                 # makes room: b goes, a stays
    assert labels.shape("Anna", 20) is a
    assert labels.shape("Bert", 20) is not b
