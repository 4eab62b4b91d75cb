"""Speedtrödel's "Meine Partien": the best score per computer strength
(item 89 of ../shared/checklists/troedel.md), kept for every kit game."""

from __future__ import annotations

from bot.storage import Storage, Strength
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
