"""Speedtrödel's "Meine Partien": the best score per computer strength
(item 89 of ../shared/checklists/troedel.md), kept for every kit game; the
leaderboard's points from Speedtrödel's own result (item 109)."""

from __future__ import annotations

from bot.storage import Einsatz, Storage, Strength
from bot.storage.records import HumanSeat
from engines.core import GameResult
from engines.core.registry import game
from engines.troedel import rounds
from engines.troedel.options import Options
from engines.troedel.state import new_game
from tests.storage.conftest import played, record

USER = 7


async def test_item_89_a_stark_best_rises_and_leicht_and_normal_stay(store: Storage) -> None:
    await record(store, played([(USER, 1, 35, 45)], computers=(Strength.STARK,) * 3,
                               game="troedel", mode="standard"))
    await record(store, played([(USER, 2, 20, 25)], computers=(Strength.LEICHT,) * 2,
                               game="troedel", mode="standard", at=1.0))
    mine = await store.results.my_games(USER, "troedel", "standard")
    assert mine.best_against == {Strength.LEICHT: 20, Strength.NORMAL: None, Strength.STARK: 35}
    await record(store, played([(USER, 1, 41, 51)], computers=(Strength.STARK,) * 3,
                               game="troedel", mode="standard", at=2.0))
    await record(store, played([(USER, 3, 12, 12)], computers=(Strength.STARK,) * 3,
                               game="troedel", mode="standard", at=3.0))
    mine = await store.results.my_games(USER, "troedel", "standard")
    assert mine.best_against == {Strength.LEICHT: 20, Strength.NORMAL: None, Strength.STARK: 41}
    other = await store.results.my_games(USER, "troedel", "kurz")
    assert other.best_against == dict.fromkeys(Strength)


def _finished(points: list[int]) -> GameResult:
    """Speedtrödel's own result of a game that ended with these totals."""
    state = new_game(len(points), 1, Options(bedenkzeit=60))
    state.points, state.history, state.round = list(points), [tuple(points)], state.rounds
    rounds.finish(state, rounds.RUNDEN, [])
    return game("troedel").summarize(state)


async def test_item_109_the_leaderboard_stores_final_points_never_below_0_plus_the_bonus(
        store: Storage) -> None:
    """3p finals 25, 20, −4 give 35, 25, 0; 4p finals 30, 25, 25, 10 give 40,
    30, 30, 10 (a shared place each gets its bonus, the last none), summed
    per person on the server's list."""
    for users, points, at in (((1, 2, 3), [25, 20, -4], 1.0),
                              ((4, 5, 6, 7), [30, 25, 25, 10], 2.0)):
        seats = tuple(HumanSeat(u, f"P{u}") for u in users)
        await store.results.record_game(_finished(points), seats, guild_id=1,
                                        einsatz=Einsatz.RANGLISTE, finished_at=at)
    board = await store.results.leaderboard(1, "troedel", "standard")
    assert {e.user_id: e.total for e in board.top} == {
        1: 35, 2: 25, 3: 0, 4: 40, 5: 30, 6: 30, 7: 10}
