"""Server leaderboards (items 78-85). The leaderboard points of one game are
the engine's (``engines.fabel.scoring.leaderboard_points``); storage sums them
per server, game and Spielart, over the games that count."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.storage import (
    BoardEntry,
    ComputerSeat,
    Einsatz,
    HumanSeat,
    Leaver,
    Status,
    Storage,
    Strength,
    TableClosed,
)
from engines import fabel
from engines.core.playout import random_game
from engines.fabel.game import summarize
from engines.fabel.scoring import leaderboard_points
from tests.storage.conftest import Played, live_table, played, record

GUILD_A = 1001
GUILD_B = 1002


def _game(
    guild: int,
    players: list[tuple[int, int, int]],
    *,
    mode: str = "klassisch",
    einsatz: Einsatz | None = Einsatz.RANGLISTE,
    computers: tuple[Strength, ...] = (),
    seats: int | None = None,
    divisor: int = 20,
    at: float = 1_000.0,
) -> Played:
    """A result from (user id, place, points) triples; the leaderboard points
    come from the engine's formula for a table of ``seats`` players."""
    total = seats if seats is not None else len(players) + len(computers)
    return played(
        [(user, place, points, leaderboard_points(points, place, total, divisor))
         for user, place, points in players],
        computers=computers, mode=mode, guild=guild, at=at, einsatz=einsatz)


async def test_item_78_klassisch_text_example_3600_first_of_four_gives_230(
    store: Storage,
) -> None:
    """"Im Beispiel oben wären das 3600 / 20 = 180, als Sieger plus 50 = 230.\""""
    await record(store,
        _game(GUILD_A, [(1, 1, 3600), (2, 2, 2000), (3, 3, 900), (4, 4, 90)]))
    board = await store.results.leaderboard(GUILD_A, "fabel", "klassisch")
    assert [(e.user_id, e.total) for e in board.top] == [(1, 230), (2, 125), (3, 55), (4, 5)]


async def test_item_78_sums_over_games(store: Storage) -> None:
    await record(store, _game(GUILD_A, [(1, 1, 3600), (2, 2, 90)]))
    await record(store, _game(GUILD_A, [(1, 2, 90), (2, 1, 3600)], at=2_000.0))
    await record(store, _game(GUILD_A, [(1, 1, 400), (2, 2, 0)], at=3_000.0))
    board = await store.results.leaderboard(GUILD_A, "fabel", "klassisch")
    # user 1: (180 + 50) + 5 + (20 + 50); user 2: 5 + 230 + 0
    assert board.top == (BoardEntry(1, 1, 305, 3), BoardEntry(2, 2, 235, 3))


async def test_item_79_last_place_never_gets_a_bonus(store: Storage) -> None:
    """"Zu dritt gibt es nur 50 / 25 – Platz 3 ist dort der letzte Platz.\""""
    await record(store, _game(GUILD_A, [(1, 1, 200), (2, 2, 200), (3, 3, 200)]))
    await record(store,
        _game(GUILD_B, [(1, 1, 200), (2, 2, 200), (3, 3, 200), (4, 4, 200)]))
    await record(store, _game(1003, [(1, 1, 200), (2, 2, 200)]))
    three = await store.results.leaderboard(GUILD_A, "fabel", "klassisch")
    four = await store.results.leaderboard(GUILD_B, "fabel", "klassisch")
    two = await store.results.leaderboard(1003, "fabel", "klassisch")
    assert [e.total for e in three.top] == [60, 35, 10]
    assert [e.total for e in four.top] == [60, 35, 20, 10]
    assert [e.total for e in two.top] == [60, 10]


async def test_item_80_meistermarkt_divides_by_40(store: Storage) -> None:
    await record(store, _game(
        GUILD_A, [(1, 1, 4020), (2, 2, 4000), (3, 3, 10)], mode="meistermarkt", divisor=40))
    await record(store, _game(
        GUILD_B, [(5, 1, 4100), (6, 2, 4000), (7, 3, 10), (8, 4, 0)], mode="meistermarkt",
        divisor=40))
    three = await store.results.leaderboard(GUILD_A, "fabel", "meistermarkt")
    four = await store.results.leaderboard(GUILD_B, "fabel", "meistermarkt")
    assert (three.top[0].user_id, three.top[0].total) == (1, 151)  # 100.5 -> 101, + 50
    assert (four.top[1].user_id, four.top[1].total) == (6, 125)  # 100 + 25


async def test_item_81_boards_are_per_server_game_and_mode(store: Storage) -> None:
    """The same user plays Klassisch in guild A and Meistermarkt in guild B:
    he appears on A's Klassisch board and B's Meistermarkt board only."""
    await record(store, _game(GUILD_A, [(1, 1, 1000), (2, 2, 0)]))
    await record(store,
        _game(GUILD_B, [(1, 1, 2000), (3, 2, 0)], mode="meistermarkt", divisor=40))
    boards = {
        (guild, mode): {e.user_id for e in (
            await store.results.leaderboard(guild, "fabel", mode)).top}
        for guild in (GUILD_A, GUILD_B) for mode in ("klassisch", "meistermarkt")
    }
    assert boards == {
        (GUILD_A, "klassisch"): {1, 2},
        (GUILD_A, "meistermarkt"): set(),
        (GUILD_B, "klassisch"): set(),
        (GUILD_B, "meistermarkt"): {1, 3},
    }
    assert (await store.results.leaderboard(GUILD_A, "spuk", "klassisch")).top == ()


async def test_item_82_computers_get_no_entries_a_human_behind_a_computer_is_second(
    store: Storage,
) -> None:
    """Solo, a computer wins, the human is second of 4: points ÷ 20 + 25."""
    game = _game(GUILD_A, [(1, 2, 1800)], einsatz=None,
                 computers=(Strength.STARK, Strength.STARK, Strength.STARK))
    await record(store, game)
    board = await store.results.leaderboard(GUILD_A, "fabel", "klassisch")
    assert board.top == (BoardEntry(1, 1, 90 + 25, 1),)


async def test_item_82_every_seat_needs_a_holder(store: Storage) -> None:
    game = _game(GUILD_A, [(1, 1, 10)], einsatz=None, computers=(Strength.LEICHT,))
    with pytest.raises(ValueError, match="seat"):
        await store.results.record_game(game.result, game.seats[:1], guild_id=GUILD_A,
                                        einsatz=None, finished_at=1.0)
    assert (await store.results.leaderboard(GUILD_A, "fabel", "klassisch")).top == ()


async def test_item_83_freundschaft_games_never_reach_the_leaderboard(store: Storage) -> None:
    await record(store,
        _game(GUILD_A, [(1, 1, 3600), (2, 2, 100)], einsatz=Einsatz.FREUNDSCHAFT))
    assert (await store.results.leaderboard(GUILD_A, "fabel", "klassisch")).top == ()
    await record(store,
        _game(GUILD_A, [(1, 1, 400), (2, 2, 100)], einsatz=Einsatz.RANGLISTE))
    board = await store.results.leaderboard(GUILD_A, "fabel", "klassisch")
    assert [(e.user_id, e.total, e.games) for e in board.top] == [(1, 70, 1), (2, 5, 1)]


async def test_item_84_solo_games_count(store: Storage) -> None:
    solo = _game(GUILD_A, [(9, 1, 600)], einsatz=None, computers=(Strength.LEICHT,))
    await record(store, solo)
    board = await store.results.leaderboard(GUILD_A, "fabel", "klassisch")
    assert board.top == (BoardEntry(1, 9, 30 + 50, 1),)


async def test_item_84_a_table_with_other_people_needs_an_einsatz(store: Storage) -> None:
    with pytest.raises(ValueError, match="Einsatz"):
        await record(store, _game(GUILD_A, [(1, 1, 10), (2, 2, 0)], einsatz=None))
    # a leaver is another person too
    with pytest.raises(ValueError, match="Einsatz"):
        await record(store, replace(_game(GUILD_A, [(1, 1, 10)], einsatz=None,
                                          computers=(Strength.NORMAL,)),
                                    leavers=(Leaver(2, 1),)))


async def test_item_85_top_ten_and_the_askers_own_place(store: Storage) -> None:
    # twelve people, user u scores 100 * u points: the lower the id, the lower the sum
    for user in range(1, 13):
        await record(store,
            _game(GUILD_A, [(user, 1, 100 * user)], einsatz=None, computers=(Strength.NORMAL,),
                  at=float(user)))
    board = await store.results.leaderboard(GUILD_A, "fabel", "klassisch", user_id=1)
    assert [e.user_id for e in board.top] == list(range(12, 2, -1))
    assert [e.rank for e in board.top] == list(range(1, 11))
    assert board.me == BoardEntry(12, 1, 5 + 50, 1)
    inside = await store.results.leaderboard(GUILD_A, "fabel", "klassisch", user_id=12)
    assert inside.me == inside.top[0]
    stranger = await store.results.leaderboard(GUILD_A, "fabel", "klassisch", user_id=99)
    assert stranger.me is None and len(stranger.top) == 10


async def test_item_85_equal_sums_share_a_rank(store: Storage) -> None:
    await record(store, _game(GUILD_A, [(3, 1, 200), (4, 1, 200), (5, 3, 0)]))
    board = await store.results.leaderboard(GUILD_A, "fabel", "klassisch")
    assert [(e.rank, e.user_id, e.total) for e in board.top] == [(1, 3, 60), (1, 4, 60),
                                                                 (3, 5, 0)]


async def test_a_real_engine_result_is_stored_as_the_engine_scored_it(store: Storage) -> None:
    """A random solo game (seat 0 a person, three computers) goes through the
    shapes the shell uses: the engine's summarize() into record_game."""
    state = fabel.new_game(4, seed=99)
    random_game(state, random.Random(99), timeout_weight=3)
    result = state.result()
    mine = next(s for s in result.standings if s.seat == 0)
    report = result.reports[0]
    await store.results.record_game(
        summarize(state), [HumanSeat(42, "Ada"), *[ComputerSeat(Strength.NORMAL)] * 3],
        guild_id=GUILD_A, einsatz=None, finished_at=5.0)
    board = await store.results.leaderboard(GUILD_A, "fabel", "klassisch", user_id=42)
    assert board.me == BoardEntry(1, 42, mine.leaderboard_points, 1)
    records = await store.results.my_games(42, "fabel", "klassisch")
    assert (records.best_points, records.record("vierer"),
            records.record("cheapest_drache")) == (
        mine.points, len(mine.vierer), report.cheapest_drache)
    assert records.wins == (1 if mine.place == 1 else 0)
    assert records.wins_against[Strength.NORMAL] == records.wins


async def test_a_table_finishes_with_its_result_once(store: Storage) -> None:
    """record_game with a table id finishes the table in the same transaction;
    a second report of the same table, or one for an abandoned table, is
    refused and writes nothing."""
    table = await live_table(store, guild_id=GUILD_A)
    game = _game(GUILD_A, [(1, 1, 3600), (2, 2, 90)])
    await record(store, replace(game, table_id=table.id))
    assert (await store.tables.get(table.id)).status is Status.FINISHED
    with pytest.raises(TableClosed):
        await record(store, replace(game, table_id=table.id))
    gone = await live_table(store, guild_id=GUILD_A)
    await store.tables.abandon(gone.id)
    with pytest.raises(TableClosed):
        await record(store, replace(game, table_id=gone.id))
    board = await store.results.leaderboard(GUILD_A, "fabel", "klassisch")
    assert [(e.user_id, e.total, e.games) for e in board.top] == [(1, 230, 1), (2, 5, 1)]


async def test_boards_are_per_game_too(store: Storage) -> None:
    """Two games on one server and one mode name: each board sums its own."""
    await record(store, played([(1, 1, 40, 130), (2, 2, 101, 19)], game="spuk",
                               mode="standard", guild=GUILD_A, einsatz=Einsatz.RANGLISTE))
    await record(store, played([(2, 1, 500, 75)], game="troedel", mode="standard",
                               guild=GUILD_A, computers=(Strength.NORMAL,)))
    spuk = await store.results.leaderboard(GUILD_A, "spuk", "standard")
    troedel = await store.results.leaderboard(GUILD_A, "troedel", "standard")
    assert [(e.user_id, e.total) for e in spuk.top] == [(1, 130), (2, 19)]
    assert [(e.user_id, e.total) for e in troedel.top] == [(2, 75)]


async def test_a_leaver_gets_the_leave_points_and_no_win(store: Storage) -> None:
    """Speedtrödel: a person who leaves a game with other people gets -10; the
    computer that took his seat gets no row."""
    game = replace(
        played([(1, 1, 300, 65), (2, 2, 200, 35)], computers=(Strength.NORMAL,),
               game="troedel", mode="standard", guild=GUILD_A, einsatz=Einsatz.RANGLISTE),
        leavers=(Leaver(3, 2),))
    game_id = await record(store, game, leave_points=-10)
    board = await store.results.leaderboard(GUILD_A, "troedel", "standard")
    assert [(e.user_id, e.total, e.games) for e in board.top] == [
        (1, 65, 1), (2, 35, 1), (3, -10, 1)]
    mine = await store.results.my_games(3, "troedel", "standard", records=())
    assert (mine.games, mine.wins, mine.points_total, mine.best_points) == (1, 0, 0, None)
    assert mine.wins_against == dict.fromkeys(Strength, 0)
    assert game_id == 1


async def test_a_game_without_leave_points_gives_the_leaver_nothing(store: Storage) -> None:
    game = replace(played([(1, 1, 300, 65)], computers=(Strength.NORMAL,), game="spuk",
                          mode="standard", guild=GUILD_A, einsatz=Einsatz.RANGLISTE),
                   leavers=(Leaver(3, 1),))
    await record(store, game, leave_points=None)
    board = await store.results.leaderboard(GUILD_A, "spuk", "standard")
    assert [e.user_id for e in board.top] == [1]
    assert (await store.results.my_games(3, "spuk", "standard", records=())).games == 0


async def test_leave_points_are_read_from_the_declaration(store: Storage) -> None:
    """Without leave_points the game's registry entry decides: Speedfabel
    declares none, so its leaver gets no row."""
    from engines.core.registry import game as declared

    assert declared("fabel").leave_points is None
    game = replace(_game(GUILD_A, [(1, 1, 400)], einsatz=Einsatz.RANGLISTE,
                         computers=(Strength.NORMAL,)), leavers=(Leaver(2, 1),))
    await record(store, game)
    assert [e.user_id for e in (await store.results.leaderboard(
        GUILD_A, "fabel", "klassisch")).top] == [1]
