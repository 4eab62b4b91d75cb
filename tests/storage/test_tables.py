"""Live tables, action logs and timers (item 184: "Live tables are rebuilt from
their stored seed and action log after a restart, their timers resuming from
the stored deadlines")."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.storage import (
    ComputerSeat,
    Einsatz,
    HumanSeat,
    Leaver,
    SeatHolder,
    SequenceError,
    Status,
    Storage,
    Strength,
    TableClosed,
    TimerRecord,
    UnknownTable,
    leavers_of,
)
from engines import fabel
from engines.core.playout import random_step
from engines.core.records import from_json, to_json
from tests.storage.conftest import live_table


async def test_create_and_get_a_table_round_trips_every_field(store: Storage) -> None:
    seats = [HumanSeat(11, "Ädä"), ComputerSeat(Strength.STARK), ComputerSeat(Strength.LEICHT)]
    created = await store.tables.create(
        game="fabel", mode="klassisch", guild_id=5, channel_id=6, host_id=11, seats=seats,
        options={"tempo": "flott", "bedenkzeit": 60, "einsatz": "rangliste"},
        seed=2**62, created_at=123.25,
    )
    got = await store.tables.get(created.id)
    assert got == created
    assert got.game == "fabel" and got.status is Status.LOBBY
    assert got.seats == tuple(seats)
    assert got.options["bedenkzeit"] == 60
    assert got.seed == 2**62
    assert got.thread_id is None and got.message_id is None


async def test_unknown_table(store: Storage) -> None:
    with pytest.raises(UnknownTable):
        await store.tables.get(999)
    with pytest.raises(UnknownTable):
        await store.tables.append_action(999, 0, {"type": "Reveal"})
    with pytest.raises(UnknownTable):
        await store.tables.set_messages(999, thread_id=1, message_id=2)


async def test_item_184_actions_are_numbered_consecutively_per_table(store: Storage) -> None:
    one = await live_table(store)
    two = await live_table(store)
    for seq in range(3):
        await store.tables.append_action(one.id, seq, {"type": "Bid", "amount": 10 * (seq + 1)},
                                         applied_at=50.0 + seq)
    await store.tables.append_action(two.id, 0, {"type": "Reveal"})
    loaded = await store.tables.load(one.id)
    assert [a.seq for a in loaded.actions] == [0, 1, 2]
    assert [a.action["amount"] for a in loaded.actions] == [10, 20, 30]
    assert [a.applied_at for a in loaded.actions] == [50.0, 51.0, 52.0]
    assert loaded.next_seq == 3
    assert (await store.tables.load(two.id)).next_seq == 1


async def test_item_184_duplicate_sequence_number_is_rejected(store: Storage) -> None:
    table = await live_table(store)
    await store.tables.append_action(table.id, 0, {"type": "Reveal"})
    await store.tables.append_action(table.id, 1, {"type": "Bid", "amount": 10})
    with pytest.raises(SequenceError) as caught:
        await store.tables.append_action(table.id, 1, {"type": "Bid", "amount": 20})
    assert caught.value.duplicate
    assert (caught.value.expected, caught.value.got) == (2, 1)
    log = (await store.tables.load(table.id)).actions
    assert [a.action for a in log] == [{"type": "Reveal"}, {"type": "Bid", "amount": 10}]


async def test_item_184_gap_in_sequence_is_rejected(store: Storage) -> None:
    table = await live_table(store)
    with pytest.raises(SequenceError) as caught:
        await store.tables.append_action(table.id, 1, {"type": "Reveal"})
    assert not caught.value.duplicate
    assert caught.value.expected == 0
    with pytest.raises(SequenceError):
        await store.tables.append_action(table.id, -1, {"type": "Reveal"})
    assert (await store.tables.load(table.id)).actions == ()


async def test_item_184_double_click_two_appends_at_once_only_one_is_stored(
    store: Storage,
) -> None:
    """Two clicks carrying the same action number arrive together: one wins."""
    table = await live_table(store)
    outcomes = await asyncio.gather(
        store.tables.append_action(table.id, 0, {"type": "Bid", "amount": 60}),
        store.tables.append_action(table.id, 0, {"type": "Bid", "amount": 70}),
        return_exceptions=True,
    )
    errors = [o for o in outcomes if isinstance(o, SequenceError)]
    assert len(errors) == 1 and errors[0].duplicate
    assert len((await store.tables.load(table.id)).actions) == 1


async def test_actions_only_for_live_tables(store: Storage) -> None:
    lobby = await store.tables.create(
        game="fabel", mode="klassisch", guild_id=1, channel_id=2, host_id=3,
        seats=[HumanSeat(3, "A")], options={}, seed=1)
    with pytest.raises(TableClosed):
        await store.tables.append_action(lobby.id, 0, {"type": "Reveal"})
    await store.tables.start(lobby.id)
    await store.tables.append_action(lobby.id, 0, {"type": "Reveal"})
    await store.tables.finish(lobby.id, at=2_000.0)
    with pytest.raises(TableClosed):
        await store.tables.append_action(lobby.id, 1, {"type": "Reveal"})


async def test_timer_is_stored_replaced_and_cleared(store: Storage) -> None:
    table = await live_table(store)
    assert (await store.tables.load(table.id)).timer is None
    await store.tables.set_timer(table.id, TimerRecord(3, "auction", 1_700_000_007.5))
    await store.tables.set_timer(table.id, TimerRecord(4, "auction", 1_700_000_009.0))
    assert (await store.tables.load(table.id)).timer == TimerRecord(4, "auction", 1_700_000_009.0)
    await store.tables.clear_timer(table.id)
    assert (await store.tables.load(table.id)).timer is None


async def test_message_ids_seats_and_options(store: Storage) -> None:
    table = await store.tables.create(
        game="fabel", mode="klassisch", guild_id=1, channel_id=2, host_id=3,
        seats=[HumanSeat(3, "A")], options={"tempo": "normal"}, seed=1)
    await store.tables.set_messages(table.id, thread_id=77, message_id=88)
    await store.tables.set_seats(table.id, [HumanSeat(3, "A"), ComputerSeat(Strength.NORMAL)])
    await store.tables.set_options(table.id, mode="meistermarkt", options={"tempo": "ruhig"})
    got = await store.tables.get(table.id)
    assert (got.thread_id, got.message_id) == (77, 88)
    assert got.seats == (HumanSeat(3, "A"), ComputerSeat(Strength.NORMAL))
    assert (got.mode, got.options) == ("meistermarkt", {"tempo": "ruhig"})
    await store.tables.start(table.id)
    with pytest.raises(TableClosed):  # options are fixed once the game runs
        await store.tables.set_options(table.id, mode="klassisch", options={})


async def test_status_transitions(store: Storage) -> None:
    table = await live_table(store)
    with pytest.raises(TableClosed):  # already live
        await store.tables.start(table.id)
    await store.tables.set_timer(table.id, TimerRecord(1, "bedenkzeit", 10.0))
    await store.tables.abandon(table.id, at=3_000.0)
    got = await store.tables.load(table.id)
    assert got.table.status is Status.ABANDONED and got.table.ended_at == 3_000.0
    assert got.timer is None  # an ended table has no countdown
    with pytest.raises(TableClosed):
        await store.tables.finish(table.id)
    with pytest.raises(TableClosed):
        await store.tables.set_timer(table.id, TimerRecord(2, "auction", 11.0))
    with pytest.raises(TableClosed):
        await store.tables.set_seats(table.id, [])


async def test_item_184_open_tables_lists_lobby_and_live_with_logs_and_timers(
    store: Storage,
) -> None:
    lobby = await store.tables.create(
        game="fabel", mode="klassisch", guild_id=1, channel_id=2, host_id=3,
        seats=[HumanSeat(3, "A")], options={}, seed=1)
    live = await live_table(store)
    done = await live_table(store)
    gone = await live_table(store)
    for seq in range(4):
        await store.tables.append_action(live.id, seq, {"type": "Bid", "amount": seq})
    await store.tables.append_action(done.id, 0, {"type": "Reveal"})
    await store.tables.set_timer(live.id, TimerRecord(9, "auction", 44.0))
    await store.tables.finish(done.id)
    await store.tables.abandon(gone.id)

    tables = await store.tables.open_tables(game="fabel")
    assert [t.table.id for t in tables] == [lobby.id, live.id]
    assert tables[0].actions == () and tables[0].timer is None
    assert [a.action["amount"] for a in tables[1].actions] == [0, 1, 2, 3]
    assert tables[1].timer == TimerRecord(9, "auction", 44.0)
    only_live = await store.tables.open_tables(game="fabel", statuses=[Status.LIVE])
    assert [t.table.id for t in only_live] == [live.id]


async def test_item_184_tables_logs_and_timers_survive_close_and_reopen(target: str) -> None:
    async with await Storage.open(target) as storage:
        table = await live_table(storage)
        await storage.tables.set_messages(table.id, thread_id=300, message_id=301)
        await storage.tables.append_action(table.id, 0, {"type": "Reveal"}, applied_at=10.0)
        await storage.tables.append_action(table.id, 1, {"type": "Bid", "amount": 120},
                                           applied_at=12.0)
        await storage.tables.set_timer(table.id, TimerRecord(5, "auction", 1_800_000_016.0))
        before = await storage.tables.load(table.id)
    async with await Storage.open(target) as storage:
        [after] = await storage.tables.open_tables(game="fabel")
        assert after == before
        assert after.table.message_id == 301
        # the log continues where it stopped; a replayed old click is refused
        with pytest.raises(SequenceError):
            await storage.tables.append_action(table.id, 1, {"type": "Bid", "amount": 130})
        await storage.tables.append_action(table.id, 2, {"type": "Bid", "amount": 130})


def _options(data: dict[str, object]) -> fabel.Options:
    return fabel.Options(tempo=fabel.Tempo(str(data["tempo"])))


async def test_item_184_a_real_game_is_rebuilt_from_seed_and_log_after_restart(
    target: str,
) -> None:
    """Play a 4-player game with random actions, logging each as the shell
    does, and stop during an auction; after a reopen, seed + log give the same game: same public and
    private views, same timer token, and the stored deadline."""
    seats = [HumanSeat(1, "Ada"), HumanSeat(2, "Bo"), ComputerSeat(Strength.NORMAL),
             ComputerSeat(Strength.STARK)]
    rng = random.Random(4)
    async with await Storage.open(target) as storage:
        table = await storage.tables.create(
            game="fabel", mode="klassisch", guild_id=1, channel_id=2, host_id=1, seats=seats,
            options={"tempo": "flott"}, seed=31337, status=Status.LIVE)
        state = fabel.new_game(len(seats), table.seed, _options(table.options))
        seq = 0
        # stop in the middle of an auction after at least 150 actions
        while seq < 150 or state.timer() is None:
            assert not state.is_over()
            action = random_step(state, rng, timeout_weight=3)
            state.apply(action)
            await storage.tables.append_action(table.id, seq, to_json(action))
            seq += 1
        timer = state.timer()
        assert timer is not None
        await storage.tables.set_timer(
            table.id, TimerRecord(timer.token, timer.kind, 1_800_000_000.0 + timer.seconds))

    async with await Storage.open(target) as storage:
        [restored] = await storage.tables.open_tables(game="fabel")
    rebuilt = fabel.new_game(len(restored.table.seats), restored.table.seed,
                             _options(restored.table.options))
    for record in restored.actions:
        rebuilt.apply(from_json(record.action, fabel.ACTION_TYPES))
    for seat in (None, 0, 1, 2, 3):
        assert rebuilt.view(seat) == state.view(seat)
    assert len(restored.actions) == seq
    assert rebuilt.timer() == timer
    assert restored.timer == TimerRecord(timer.token, timer.kind, 1_800_000_000.0 + timer.seconds)


async def test_game_is_required(store: Storage) -> None:
    with pytest.raises(TypeError):
        await store.tables.create(  # type: ignore[call-arg]
            mode="klassisch", guild_id=1, channel_id=2, host_id=3,
            seats=[HumanSeat(3, "A")], options={}, seed=1)
    with pytest.raises(ValueError, match="game"):
        await store.tables.create(game="", mode="klassisch", guild_id=1, channel_id=2,
                                  host_id=3, seats=[HumanSeat(3, "A")], options={}, seed=1)
    with pytest.raises(TypeError):
        await store.tables.open_tables()  # type: ignore[call-arg]


async def test_restore_filters_by_game(store: Storage) -> None:
    """With two games, each game's restart sees only its own tables: one
    game's log is never replayed with another's engine."""
    fabel_table = await live_table(store)
    spuk_lobby = await store.tables.create(
        game="spuk", mode="standard", guild_id=1, channel_id=2, host_id=3,
        seats=[HumanSeat(3, "A")], options={}, seed=1)
    spuk_live = await store.tables.create(
        game="spuk", mode="standard", guild_id=1, channel_id=2, host_id=3,
        seats=[HumanSeat(3, "A"), ComputerSeat(Strength.LEICHT)], options={}, seed=2,
        status=Status.LIVE)
    await store.tables.append_action(spuk_live.id, 0, {"type": "Look"})
    await store.tables.append_action(fabel_table.id, 0, {"type": "Reveal"})
    await store.tables.set_timer(spuk_live.id, TimerRecord(1, "look", 5.0))
    fabel_open = await store.tables.open_tables(game="fabel")
    spuk_open = await store.tables.open_tables(game="spuk")
    assert [t.table.id for t in fabel_open] == [fabel_table.id]
    assert [a.action for a in fabel_open[0].actions] == [{"type": "Reveal"}]
    assert fabel_open[0].timer is None
    assert [t.table.id for t in spuk_open] == [spuk_lobby.id, spuk_live.id]
    assert [a.action for a in spuk_open[1].actions] == [{"type": "Look"}]
    assert spuk_open[1].timer == TimerRecord(1, "look", 5.0)
    assert {t.table.game for t in spuk_open} == {"spuk"}
    assert await store.tables.open_tables(game="fossil") == []


async def test_seat_history_starts_when_the_game_starts(store: Storage) -> None:
    lobby = await store.tables.create(
        game="troedel", mode="standard", guild_id=1, channel_id=2, host_id=3,
        seats=[HumanSeat(3, "A")], options={}, seed=1)
    assert await store.tables.seat_history(lobby.id) == ()
    await store.tables.set_seats(lobby.id, [HumanSeat(3, "A"), HumanSeat(4, "B"),
                                            ComputerSeat(Strength.STARK)])
    await store.tables.start(lobby.id)
    assert await store.tables.seat_history(lobby.id) == (
        SeatHolder(0, 0, HumanSeat(3, "A")), SeatHolder(1, 0, HumanSeat(4, "B")),
        SeatHolder(2, 0, ComputerSeat(Strength.STARK)))
    solo = await live_table(store)
    assert [h.holder for h in await store.tables.seat_history(solo.id)] == [
        HumanSeat(1, "Ada"), HumanSeat(2, "Bo")]


async def test_seat_history_knows_the_leaver_and_the_computer_after_him(
    store: Storage,
) -> None:
    """Speedtrödel: Bo leaves after 7 actions, a normal computer takes his
    seat; the seats show the computer, the history both, and a restart
    brings the history back."""
    table = await live_table(store)
    for seq in range(7):
        await store.tables.append_action(table.id, seq, {"n": seq})
    await store.tables.replace_seat(table.id, 1, ComputerSeat(Strength.NORMAL), from_seq=7)
    assert (await store.tables.get(table.id)).seats == (
        HumanSeat(1, "Ada"), ComputerSeat(Strength.NORMAL))
    history = (SeatHolder(0, 0, HumanSeat(1, "Ada")), SeatHolder(1, 0, HumanSeat(2, "Bo")),
               SeatHolder(1, 7, ComputerSeat(Strength.NORMAL)))
    assert await store.tables.seat_history(table.id) == history
    assert (await store.tables.load(table.id)).history == history
    [restored] = await store.tables.open_tables(game="fabel")
    assert restored.history == history
    with pytest.raises(ValueError, match="seat"):
        await store.tables.replace_seat(table.id, 5, ComputerSeat(Strength.NORMAL), from_seq=7)
    await store.tables.finish(table.id)
    with pytest.raises(TableClosed):
        await store.tables.replace_seat(table.id, 0, ComputerSeat(Strength.NORMAL), from_seq=8)
    with pytest.raises(UnknownTable):
        await store.tables.replace_seat(999, 0, ComputerSeat(Strength.NORMAL), from_seq=0)
    assert await store.tables.seat_history(table.id) == history


async def test_the_seat_history_gives_the_leavers_for_the_result(store: Storage) -> None:
    """From the history to record_game: the leaver gets the leave points,
    the computer after him nothing, the person who stayed his result."""
    from engines.core.result import GameResult, SeatResult

    table = await live_table(store)
    await store.tables.append_action(table.id, 0, {"n": 0})
    await store.tables.replace_seat(table.id, 1, ComputerSeat(Strength.NORMAL), from_seq=1)
    live = await store.tables.load(table.id)
    assert leavers_of(live.history) == (Leaver(2, 1),)
    result = GameResult("troedel", "standard", "over", 8,
                        (SeatResult(0, 1, 300, 80), SeatResult(1, 2, 100, 30)))
    await store.results.record_game(result, live.table.seats, guild_id=100,
                                    einsatz=Einsatz.RANGLISTE, finished_at=5.0,
                                    table_id=table.id, leavers=leavers_of(live.history),
                                    leave_points=-10)
    board = await store.results.leaderboard(100, "troedel", "standard")
    assert [(e.user_id, e.total) for e in board.top] == [(1, 80), (2, -10)]
