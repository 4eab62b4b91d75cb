"""The daily end board of every game with a daily game (issue 19: item 71
of ../shared/checklists/fossil.md; the kit draws it for every game): the
ten best of today, the person's place and his place yesterday."""

from __future__ import annotations

from datetime import date

import pytest

from bot.kit.daily import daily_board, daily_end_picture
from bot.storage import Status, Storage
from bot.storage.records import ComputerSeat, HumanSeat, Strength
from engines.core import GameResult, SeatResult
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.daily import (
    DailyBoard,
    DailyRow,
    board_lines,
    mine_fill,
    render_daily,
)
from render.theme import THEMES, contrast, ink

TODAY = date(2026, 12, 1)
YESTERDAY = date(2026, 11, 30)
STRONG = ComputerSeat(Strength.STARK)


async def _daily_game(store: Storage, user: int, name: str, field: int, rounds: int,
                      day: date, at: float) -> None:
    seats = [HumanSeat(user, name), STRONG, STRONG, STRONG]
    table = await store.tables.create(
        game="fossil", mode="standard", guild_id=1 + user % 2, channel_id=5, host_id=user,
        seats=seats, options={}, seed=3, status=Status.LIVE, created_at=at)
    result = GameResult("fossil", "standard", "banquet", rounds, tuple(
        SeatResult(s, 1 + s, field if s == 0 else 10, field + 30 if s == 0 else 10,
                   daily_key=(field if s == 0 else 10, -rounds)) for s in range(4)))
    await store.results.record_game(result, seats, guild_id=1 + user % 2, einsatz=None,
                                    finished_at=at, table_id=table.id, daily_day=day)


async def test_item_71_ten_best_my_place_and_yesterdays(storage: Storage) -> None:
    store = storage
    """12 results today, the person's is the seventh; yesterday he was third."""
    for k in range(12):
        await _daily_game(store, 100 + k, f"Sammlerin {k}", 50 - k, 20, TODAY, 1000.0 + k)
    for k, user in enumerate((201, 202, 106)):
        await _daily_game(store, user, f"Gestrige {k}", 40 - k, 20, YESTERDAY, 10.0 + k)
    board = await daily_board(store, game="fossil", title="Speedfossil", mode="standard",
                              day=TODAY, user_id=106)
    assert len(board.rows) == 10
    assert [r.rank for r in board.rows] == list(range(1, 11))
    assert board.rows[6] == DailyRow(7, "Sammlerin 6", 44, True)
    assert sum(r.mine for r in board.rows) == 1
    lines = board_lines(board)
    assert "Dein Platz: 7" in lines and "Gestern: 3" in lines
    assert lines[0] == "Tagesliste Speedfossil · 01.12.2026"
    # a person outside the ten best still learns his place
    later = await daily_board(store, game="fossil", title="Speedfossil", mode="standard",
                              day=TODAY, user_id=111)
    assert later.me == 12 and not any(r.mine for r in later.rows)
    assert "Gestern: nicht gespielt" in board_lines(later)
    data = await daily_end_picture(store, game="fossil", title="Speedfossil",
                                   mode="standard", day=TODAY.isoformat(), user_id=106,
                                   theme="morgentau")
    assert data is not None and data[0][:4] == b"RIFF"
    # issue 38: its alt text is the board's words, as the picture shows them
    assert data[1].splitlines() == board_lines(board)


async def test_item_71_30_in_14_rounds_ranks_above_30_in_16(storage: Storage) -> None:
    store = storage
    await _daily_game(store, 1, "Langsam", 30, 16, TODAY, 10.0)
    await _daily_game(store, 2, "Schnell", 30, 14, TODAY, 20.0)
    board = await daily_board(store, game="fossil", title="Speedfossil", mode="standard",
                              day=TODAY, user_id=1)
    assert [r.name for r in board.rows] == ["Schnell", "Langsam"] and board.me == 2


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_item_71_the_board_is_legible_at_400_px_with_long_names(theme: str) -> None:
    rows = tuple(DailyRow(k + 1, name, 60 - k, k == 6) for k, name in enumerate(
        ("Maximilian Wüstenrot", "Dörte Öztürk", "Professor Knochenhauer", "Eßer-Übelhör",
         "Baronin Bernstein", "Doktor Schiefer", "Ida", "Gustav", "Emma", "Paul")))
    image = render_daily(DailyBoard("Speedfossil", "01.12.2026", rows, 7, 3), theme=theme)
    assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12
    assert image.info[OVERFLOW_KEY] == ()



def test_item_71_every_text_of_the_board_has_4_5_to_1_contrast() -> None:
    for name, th in THEMES.items():
        fill = mine_fill(name)
        assert contrast(ink(fill), fill) >= 4.5, name
        for surface in (th.panel, th.background, th.glow):
            assert contrast(th.text, surface) >= 4.5, name
        assert contrast(th.muted, th.panel) >= 4.5, name
