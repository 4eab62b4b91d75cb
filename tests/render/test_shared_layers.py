"""The static layers shared by the picture processes of one machine (issue
36: K processes of a cluster must not keep K copies of what every table
shares): drawn once by the first process that needs one, mapped by every
other, the same pixels as a layer kept alone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from render.shared_layers import FOLDER

ROOT = Path(__file__).resolve().parents[2]

#: One picture process's work: each game's table layer of four seats, its
#: pixels' digest, and how often the game's drawing actually ran.
_PROBE = """
import hashlib, json
from render.fabel import table as fabel
from render.fossil import table as fossil
from render.spuk import table as spuk
from render.theme import get_theme
from render import canvas

drawn = []
plain = canvas.Canvas.__init__
def counting(self, base, **kw):
    drawn.append(base.size)
    plain(self, base, **kw)
canvas.Canvas.__init__ = counting
layers = [fabel.static_layer(get_theme("laternennacht"), 4, True, False, False, 0),
          fossil.static_layer("morgentau", 4, 3, True, 20),
          spuk.static_layer("laternennacht", 4)]
print(json.dumps({"digests": [hashlib.sha256(l.image().tobytes()).hexdigest() for l in layers],
                  "drawn": len(drawn), "shared": [isinstance(l.data, memoryview) for l in layers]}))
"""


def _probe(folder: Path | None) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != FOLDER}
    if folder is not None:
        env[FOLDER] = str(folder)
    done = subprocess.run([sys.executable, "-c", _PROBE], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="processes sharing mapped files")
def test_the_second_process_maps_the_layers_the_first_drew(tmp_path: Path) -> None:
    alone = _probe(None)
    first = _probe(tmp_path)
    second = _probe(tmp_path)
    # the same pixels, whoever drew them
    assert first["digests"] == second["digests"] == alone["digests"]
    # the first process drew the three layers, the second none: it mapped them
    assert alone["drawn"] == first["drawn"] and alone["drawn"] >= 3
    assert second["drawn"] == 0
    assert first["shared"] == second["shared"] == [True, True, True]
    assert alone["shared"] == [False, False, False]
    assert len(list(tmp_path.glob("*.layer"))) == 3
    assert not list(tmp_path.glob("*.part"))


def test_a_folder_that_cannot_be_written_leaves_the_process_its_own_layer(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from render.spuk import table as spuk

    (tmp_path / "a file").write_text("not a folder")
    monkeypatch.setenv(FOLDER, str(tmp_path / "a file" / "layers"))
    spuk.static_layer.cache_clear()  # type: ignore[attr-defined]
    try:
        layer = spuk.static_layer("laternennacht", 3)
    finally:
        spuk.static_layer.cache_clear()  # type: ignore[attr-defined]
    assert isinstance(layer.data, bytes) and layer.image().size == spuk.size_for(3)
