"""Issue 20, what was left: a Kobold round's rows keep everyone's points
beside the cards he laid; the auction's picture names its tempo and the
hammer's strokes; the gallery's real-name scenes."""

from __future__ import annotations

from engines.texts import t
from render.fabel.scenes import find_meister_scenes
from render.fabel.table import render_table
from tests.render.conftest import TextLog


def _computer(name: str) -> str:
    return t("core.computer_name", name=name, strength=t("core.strength.normal"))


#: Long people's names and the bot's computers, as a real table shows them.
REAL = ("Maximilian Wüstenrot", _computer("Eule"), "Dörte Öztürk", _computer("Igel"),
        "Anna-Lena Kürschner", _computer("Biber"))
SHORT = ("Anna", "Ben", "Cem", "Dora", "Eli", "Fe")


def test_kobold_round_rows_show_the_points_and_the_laid_cards(drawn: TextLog) -> None:
    """"Bei den Mitspielern steht, wer schon wie oft eine Karte dazugelegt
    hat" (item 108) and everyone's points now are public (issue 20): in a
    Kobold round every row carries both, "n gelegt" beside "n Punkte" (the
    points were replaced by the laid count), with the longest names whole."""
    for seats in (3, 4, 6):
        for names in (REAL[:seats], SHORT[:seats]):
            view = find_meister_scenes(seats)["kobold"].view(None)
            assert view.kobold is not None
            drawn.clear()
            render_table(view, names=names)
            texts = drawn.texts
            for p in view.players:
                assert f"{view.score(p.seat).points} Punkte" in texts, (seats, p.seat)
                assert names[p.seat] in texts, (seats, names[p.seat])
            laid = sorted(x for x in texts if x.endswith(" gelegt"))
            assert laid == sorted(f"{p.kobold_laid} gelegt" for p in view.players)
            assert not [x for x in texts if x.endswith("…")], (seats, names)


def test_kobold_round_keeps_the_kassenbuch_where_the_names_leave_room(drawn: TextLog) -> None:
    """Short names leave room for "ca. …" too; where one long name has not,
    no row shows it (the rows stay alike, the panel keeps the Kassenbuch)
    rather than cutting the name."""
    view = find_meister_scenes(6)["kobold"].view(None)
    render_table(view, names=SHORT)
    assert sum(x.startswith("ca. ") for x in drawn.texts) == 6
    drawn.clear()
    render_table(view, names=REAL)
    assert not [x for x in drawn.texts if x.startswith("ca. ")]
    assert all(name in drawn.texts for name in REAL)
