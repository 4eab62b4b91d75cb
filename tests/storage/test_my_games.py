"""Meine Partien (item 154): "Meine Partien zeigt außer Siegen und Punkten
auch deine Bestmarken: beste Partie (Klassisch und Meistermarkt getrennt),
meiste Vierer, billigster Drache und deine Siege gegen jede Computerstärke.\""""

from __future__ import annotations

from bot.storage import Einsatz, MyGames, RecordValue, Storage, Strength
from tests.storage.conftest import Played, played, record

USER = 7


def _solo(
    place: int,
    points: int,
    *,
    computers: tuple[Strength, ...],
    mode: str = "klassisch",
    vierer: int = 0,
    drache: int | None = None,
    guild: int = 1,
    at: float = 0.0,
) -> Played:
    return played([(USER, place, points, points // 20)], computers=computers, mode=mode,
                  guild=guild, at=at, stats=[{"vierer": vierer, "cheapest_drache": drache}])


async def test_item_154_nothing_played_yet(store: Storage) -> None:
    records = await store.results.my_games(USER, "fabel", "klassisch")
    assert records == MyGames(0, 0, 0, None, records=(
        RecordValue("vierer", "fabel.my.record.vierer", None),
        RecordValue("cheapest_drache", "fabel.my.record.drache", None)))
    assert records.wins_against == {Strength.LEICHT: 0, Strength.NORMAL: 0, Strength.STARK: 0}


async def test_item_154_wins_points_and_bestmarken(store: Storage) -> None:
    await record(store, _solo(1, 1200, computers=(Strength.NORMAL,), vierer=3,
                                          drache=140))
    await record(store, _solo(2, 3600, computers=(Strength.NORMAL,), vierer=2))
    await record(store, _solo(1, 500, computers=(Strength.NORMAL,), vierer=4,
                                          drache=210, guild=2))
    records = await store.results.my_games(USER, "fabel", "klassisch")
    assert (records.games, records.wins, records.points_total) == (3, 2, 5300)
    assert records.best_points == 3600
    assert records.record("vierer") == 4
    assert records.record("cheapest_drache") == 140


async def test_item_154_a_cheaper_drache_replaces_the_record(store: Storage) -> None:
    """A Drache bought for 90 replaces a record of 140; a game without a
    bought Drache (free or traded: the engine reports None) leaves it."""
    await record(store, _solo(1, 100, computers=(), drache=140))
    await record(store, _solo(1, 100, computers=(), drache=None))
    mine = await store.results.my_games(USER, "fabel", "klassisch")
    assert mine.record("cheapest_drache") == 140
    await record(store, _solo(1, 100, computers=(), drache=90))
    mine = await store.results.my_games(USER, "fabel", "klassisch")
    assert mine.record("cheapest_drache") == 90


async def test_item_154_a_win_against_stark_raises_only_the_stark_counter(
    store: Storage,
) -> None:
    await record(store, _solo(1, 800, computers=(Strength.STARK,) * 3))
    records = await store.results.my_games(USER, "fabel", "klassisch")
    assert records.wins_against == {Strength.LEICHT: 0, Strength.NORMAL: 0, Strength.STARK: 1}


async def test_item_154_wins_against_each_strength_and_losses_do_not_count(
    store: Storage,
) -> None:
    mixed = (Strength.LEICHT, Strength.STARK, Strength.STARK)
    await record(store, _solo(1, 800, computers=mixed))
    await record(store, _solo(1, 800, computers=(Strength.LEICHT,)))
    await record(store, _solo(2, 800, computers=(Strength.NORMAL,)))
    await record(store, _solo(1, 800, computers=()))  # no computer at all
    records = await store.results.my_games(USER, "fabel", "klassisch")
    assert records.wins == 3
    # a game with two stark computers is one win against stark
    assert records.wins_against == {Strength.LEICHT: 2, Strength.NORMAL: 0, Strength.STARK: 1}


async def test_item_154_records_are_kept_per_mode(store: Storage) -> None:
    """"Deine Rekorde stehen je Spielart getrennt.\""""
    await record(store, _solo(1, 900, computers=(Strength.STARK,), vierer=3))
    await record(store, _solo(1, 9000, computers=(Strength.LEICHT,), vierer=5,
                                          mode="meistermarkt"))
    klassisch = await store.results.my_games(USER, "fabel", "klassisch")
    meister = await store.results.my_games(USER, "fabel", "meistermarkt")
    assert (klassisch.best_points, klassisch.record("vierer")) == (900, 3)
    assert (meister.best_points, meister.record("vierer")) == (9000, 5)
    assert klassisch.wins_against[Strength.LEICHT] == 0
    assert meister.wins_against[Strength.STARK] == 0


async def test_item_83_freundschaft_games_appear_in_meine_partien(store: Storage) -> None:
    friendly = played([(USER, 1, 2500, 175), (8, 2, 100, 5)], einsatz=Einsatz.FREUNDSCHAFT)
    await record(store, friendly)
    records = await store.results.my_games(USER, "fabel", "klassisch")
    assert (records.games, records.wins, records.best_points) == (1, 1, 2500)
    assert (await store.results.leaderboard(1, "fabel", "klassisch")).top == ()


async def test_item_154_only_the_users_own_games(store: Storage) -> None:
    game = played([(USER, 2, 100, 5), (8, 1, 4000, 250)], einsatz=Einsatz.RANGLISTE,
                  stats=[{"vierer": 1, "cheapest_drache": None},
                         {"vierer": 6, "cheapest_drache": 80}])
    await record(store, game)
    records = await store.results.my_games(USER, "fabel", "klassisch")
    assert (records.wins, records.best_points, records.record("vierer")) == (0, 100, 1)
    assert records.record("cheapest_drache") is None
