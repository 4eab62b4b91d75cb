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
    assert len([f for f in files if "-moment" in f]) == 2 * rounds
    end = [f for f in files if "-abrechnung" in f]
    assert len(end) == 1 and files.index(end[0]) == len(files) - 2   # last, before log.txt
    assert "Feld" in log and "Bestenliste" in log
    board = Image.open(io.BytesIO((folder / end[0]).read_bytes()))
    assert board.width == 720 and board.height > 900
