"""The album (Speedfossil: "Jedes Fossil, das einmal in deiner Sammlung lag
... wird im Album eingetragen"; the end board shows what is new) and streaks
that run across games (Speedspuk: richtige Mitternachts-Rufe in Folge;
"Lernpartien zählen nicht")."""

from __future__ import annotations

from bot.storage import AlbumItem, Einsatz, Storage, Streak, Strength
from engines.core.registry import RecordSpec
from tests.storage.conftest import Played, played, record

CALLS = (RecordSpec("calls", "spuk.record.calls_in_a_row", streak=True),
         RecordSpec("calls_in_game", "spuk.record.calls_in_game"),
         RecordSpec("round_sum", "spuk.record.round_sum", best="min"))


async def test_album_keeps_every_item_with_its_first_time_and_game(store: Storage) -> None:
    first = await record(store, played([(1, 1, 30, 80)], computers=(Strength.STARK,),
                                       game="fossil", mode="bankett30", at=10.0,
                                       albums=[("trilobit", "ammonit")]))
    second = await record(store, played([(1, 2, 20, 10), (2, 1, 30, 80)], game="fossil",
                                        mode="bankett30", at=20.0, einsatz=Einsatz.RANGLISTE,
                                        albums=[("ammonit", "belemnit", "belemnit"),
                                                ("trilobit",)]))
    assert await store.album.items(1, "fossil") == (
        AlbumItem("ammonit", 10.0, first), AlbumItem("trilobit", 10.0, first),
        AlbumItem("belemnit", 20.0, second))
    assert await store.album.items(2, "fossil") == (AlbumItem("trilobit", 20.0, second),)
    assert await store.album.new_in(1, second) == ("belemnit",)
    assert await store.album.new_in(1, first) == ("ammonit", "trilobit")
    assert await store.album.new_in(2, first) == ()


async def test_album_is_per_person_and_game(store: Storage) -> None:
    assert await store.album.add(1, "fossil", ["trilobit", "ammonit"], at=5.0) == (
        "trilobit", "ammonit")
    assert await store.album.add(1, "fossil", ["ammonit", "seelilie"], at=6.0) == (
        "seelilie",)
    assert await store.album.add(1, "spuk", ["ammonit"], at=7.0) == ("ammonit",)
    assert [i.item for i in await store.album.items(1, "fossil")] == [
        "ammonit", "trilobit", "seelilie"]
    assert [(i.item, i.first_game_id) for i in await store.album.items(1, "spuk")] == [
        ("ammonit", None)]
    assert await store.album.items(2, "fossil") == ()


async def test_computers_collect_nothing(store: Storage) -> None:
    await record(store, played([(1, 2, 10, 0)], computers=(Strength.STARK,), game="fossil",
                               mode="bankett30", albums=[()]))
    assert await store.album.items(1, "fossil") == ()


def _spuk(user: int, calls: list[bool], *, at: float, records: bool = True,
          round_sum: int = 20) -> Played:
    return played([(user, 1, 40, 130)], computers=(Strength.NORMAL,), game="spuk",
                  mode="standard", at=at, records=records,
                  stats=[{"calls": calls, "calls_in_game": sum(calls),
                          "round_sum": round_sum}])


async def test_a_streak_runs_across_games(store: Storage) -> None:
    await record(store, _spuk(1, [True, True], at=1.0), records=CALLS)
    assert await store.streaks.get(1, "spuk", "calls") == Streak(2, 2)
    await record(store, _spuk(1, [True], at=2.0), records=CALLS)
    assert await store.streaks.get(1, "spuk", "calls") == Streak(3, 3)
    await record(store, _spuk(1, [False, True], at=3.0), records=CALLS)
    assert await store.streaks.get(1, "spuk", "calls") == Streak(1, 3)
    await record(store, _spuk(1, [], at=4.0), records=CALLS)  # no call: the run goes on
    assert await store.streaks.get(1, "spuk", "calls") == Streak(1, 3)
    assert await store.streaks.get(2, "spuk", "calls") == Streak(0, 0)


async def test_a_lernpartie_neither_lengthens_nor_ends_a_streak(store: Storage) -> None:
    await record(store, _spuk(1, [True, True], at=1.0), records=CALLS)
    await record(store, _spuk(1, [True] * 5, at=2.0, records=False, round_sum=1),
                 records=CALLS)
    await record(store, _spuk(1, [False], at=3.0, records=False), records=CALLS)
    assert await store.streaks.get(1, "spuk", "calls") == Streak(2, 2)
    mine = await store.results.my_games(1, "spuk", "standard", records=CALLS)
    assert mine.games == 3  # it is a game, but sets no record
    assert (mine.record("calls"), mine.record("calls_in_game"),
            mine.record("round_sum")) == (2, 2, 20)
    assert mine.best_points == 40


async def test_meine_partien_shows_streak_and_plain_records(store: Storage) -> None:
    await record(store, _spuk(1, [True, True, True], at=1.0, round_sum=14), records=CALLS)
    await record(store, _spuk(1, [False, True], at=2.0, round_sum=9), records=CALLS)
    mine = await store.results.my_games(1, "spuk", "standard", records=CALLS)
    by_stat = {r.stat: (r.value, r.current, r.label) for r in mine.records}
    assert by_stat == {"calls": (3, 1, "spuk.record.calls_in_a_row"),
                       "calls_in_game": (3, None, "spuk.record.calls_in_game"),
                       "round_sum": (9, None, "spuk.record.round_sum")}
    assert [r.stat for r in mine.records] == ["calls", "calls_in_game", "round_sum"]
    nobody = await store.results.my_games(2, "spuk", "standard", records=CALLS)
    assert [(r.value, r.current) for r in nobody.records] == [(None, None)] * 3


async def test_streaks_are_per_game_and_name(store: Storage) -> None:
    """The same streak name in two games, and two names in one game, run
    apart; the direct update moves one on by its outcomes in order."""
    assert await store.streaks.update(1, "spuk", "calls", [True, True], at=1.0) == Streak(2, 2)
    assert await store.streaks.update(1, "troedel", "calls", [True], at=1.0) == Streak(1, 1)
    assert await store.streaks.update(1, "spuk", "wins", [False, True], at=2.0) == Streak(1, 1)
    assert await store.streaks.update(1, "spuk", "calls", [False], at=3.0) == Streak(0, 2)
    assert await store.streaks.all(1, "spuk") == {"calls": Streak(0, 2), "wins": Streak(1, 1)}
    assert await store.streaks.all(1, "troedel") == {"calls": Streak(1, 1)}


async def test_a_single_true_stat_counts_as_one_outcome(store: Storage) -> None:
    spec = (RecordSpec("won_all", "x.won_all", streak=True),)
    for at, value in enumerate([True, True, False, True]):
        await record(store, played([(1, 1, 1, 1)], game="x", mode="m", at=float(at),
                                   stats=[{"won_all": value}]), records=spec)
    assert await store.streaks.get(1, "x", "won_all") == Streak(1, 2)


async def test_stats_records_ignore_left_games_and_missing_values(store: Storage) -> None:
    spec = (RecordSpec("groups", "x.groups"),)
    await record(store, played([(1, 1, 10, 1)], game="x", mode="m", stats=[{"groups": 4}]),
                 records=spec)
    await record(store, played([(1, 1, 10, 1)], game="x", mode="m", stats=[{}]),
                 records=spec)
    mine = await store.results.my_games(1, "x", "m", records=spec)
    assert (mine.games, mine.record("groups")) == (2, 4)
