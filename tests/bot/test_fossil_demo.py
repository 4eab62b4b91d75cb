"""``python -m bot demo --spiel fossil`` plays a Speedfossil game offline
(issue 19): table pictures, the reveal and outcome of every round, the end
board, the Spielverlauf."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

from bot.__main__ import main


def test_the_demo_plays_a_speedfossil_game_with_its_moments_and_end_board(
        tmp_path: Path) -> None:
    folder = tmp_path / "fossil"
    assert main(["demo", str(folder), "--spiel", "fossil", "--seats", "3", "--seed", "4",
                 "--wahl", "banquet=20"]) == 0
    files = sorted(p.name for p in folder.iterdir())
    log = (folder / "log.txt").read_text(encoding="utf-8")
    rounds = log.count("Alle Karten liegen offen.")
    assert rounds >= 3 and log.count("die Auswertung.") == rounds
    assert len([f for f in files if f.endswith("-moment.webp")]) == 2 * rounds
    # the end board last (before log.txt), in pages a phone shows whole (issue 38)
    end = [f for f in files if "-abrechnung" in f]
    assert end[0].endswith("-abrechnung.webp") and len(end) >= 2
    assert files[-len(end) - 1:-1] == end
    assert "Feld" in log and "Bestenliste" in log
    for name in end:
        board = Image.open(io.BytesIO((folder / name).read_bytes()))
        assert board.width == 720 and board.height <= 1.6 * 720
