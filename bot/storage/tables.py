"""Tables, their action logs, timers and seat histories: the restart story.

Every action is stored before its result is shown; after a restart every
open table is rebuilt from its seed and its actions (:meth:`Tables.open_tables`),
and its timer resumes from the stored deadline (countdowns running beside
it, such as a Speedspuk Merkzeit, from the stored time of the action that
started them: ``applied_at``).

Appending an action is one INSERT, committed on its own. The INSERT carries
its own check: it only writes if the sequence number is exactly the next one
of a live table, so a double click (the same number twice) or a lost action
(a gap) is refused with :class:`SequenceError` and nothing is written.

Every table belongs to one game (``game`` is required): a restart restores
one game's tables with that game's engine (:meth:`Tables.open_tables` takes
the game). The seat history says who held each seat from which action on:
the seats when the game starts (``from_seq`` 0), then every change made
while it runs (:meth:`Tables.replace_seat`: a person leaves, a computer
takes over), so the end knows both the leaver and his successor.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Sequence
from typing import Any, NoReturn

from bot.storage.database import Database, Row, Transaction
from bot.storage.errors import ConstraintError, SequenceError, TableClosed, UnknownTable
from bot.storage.records import (
    TRANSITIONS,
    ActionRecord,
    ComputerSeat,
    HumanSeat,
    LiveTable,
    Seat,
    SeatHolder,
    Status,
    Strength,
    TableRecord,
    TimerRecord,
    seat_from_json,
    seat_to_json,
)

_TABLE_COLUMNS = (
    "id, game, mode, guild_id, channel_id, thread_id, message_id, host_id, "
    "seats, options, seed, status, created_at, ended_at"
)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _seats_json(seats: Sequence[Seat]) -> str:
    return _dumps([seat_to_json(s) for s in seats])


def _table(row: Row) -> TableRecord:
    return TableRecord(
        id=row["id"],
        game=row["game"],
        mode=row["mode"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        message_id=row["message_id"],
        host_id=row["host_id"],
        seats=tuple(seat_from_json(s) for s in json.loads(row["seats"])),
        options=json.loads(row["options"]),
        seed=row["seed"],
        status=Status(row["status"]),
        created_at=row["created_at"],
        ended_at=row["ended_at"],
    )


def _action(row: Row) -> ActionRecord:
    return ActionRecord(row["table_id"], row["seq"], json.loads(row["action"]),
                        row["applied_at"])


def _timer(row: Row) -> TimerRecord:
    return TimerRecord(row["token"], row["kind"], row["deadline"])


def _holder(row: Row) -> SeatHolder:
    seat: Seat = (HumanSeat(row["user_id"], row["name"] or "") if row["user_id"] is not None
                  else ComputerSeat(Strength(row["strength"])))
    return SeatHolder(row["seat"], row["from_seq"], seat)


def _holder_row(table_id: int, seat: int, from_seq: int, holder: Seat) -> tuple[object, ...]:
    if isinstance(holder, HumanSeat):
        return (table_id, seat, from_seq, holder.user_id, holder.name, None)
    return (table_id, seat, from_seq, None, None, holder.strength.value)


_HISTORY_INSERT = (
    "INSERT INTO seat_history (table_id, seat, from_seq, user_id, name, strength) "
    "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (table_id, seat, from_seq) DO UPDATE SET "
    "user_id = excluded.user_id, name = excluded.name, strength = excluded.strength")


async def _start_history(tx: Transaction, table_id: int) -> None:
    """The seats of a table that goes live, as held from action 0 on."""
    row = await tx.fetchone("SELECT seats FROM game_tables WHERE id = ?", (table_id,))
    if row is None:  # pragma: no cover - the transition has just found the table
        raise UnknownTable(table_id)
    seats = [seat_from_json(s) for s in json.loads(row["seats"])]
    await tx.executemany(_HISTORY_INSERT,
                         [_holder_row(table_id, i, 0, s) for i, s in enumerate(seats)])


async def _status_of(tx: Transaction, table_id: int) -> Status:
    row = await tx.fetchone("SELECT status FROM game_tables WHERE id = ?", (table_id,))
    if row is None:
        raise UnknownTable(table_id)
    return Status(row["status"])


async def transition(tx: Transaction, table_id: int, new: Status, at: float) -> None:
    """Move a table to ``new`` inside ``tx`` (see ``records.TRANSITIONS``).

    Ending a table (finished, abandoned) stamps ``ended_at`` and drops its
    timer. Raises :class:`UnknownTable` or :class:`TableClosed`.
    """
    sources = [old.value for old, targets in TRANSITIONS.items() if new in targets]
    marks = ", ".join("?" for _ in sources)
    ended = None if new.is_open else at
    changed = await tx.execute(
        f"UPDATE game_tables SET status = ?, ended_at = ? WHERE id = ? AND status IN ({marks})",
        (new.value, ended, table_id, *sources),
    )
    if changed == 0:
        status = await _status_of(tx, table_id)
        raise TableClosed(table_id, status.value, f"become {new.value}")
    if not new.is_open:
        await tx.execute("DELETE FROM timers WHERE table_id = ?", (table_id,))
    if new is Status.LIVE:
        await _start_history(tx, table_id)


class Tables:
    """Tables, action logs, timers and seat histories. Reached as ``storage.tables``."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def create(
        self,
        *,
        game: str,
        mode: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        seats: Sequence[Seat],
        options: dict[str, Any],
        seed: int,
        status: Status = Status.LOBBY,
        thread_id: int | None = None,
        message_id: int | None = None,
        created_at: float | None = None,
    ) -> TableRecord:
        """Store a new table and return it with its id.

        A table usually starts in the lobby; a solo table may start ``live``
        (its seats then start the seat history).
        """
        if not status.is_open:
            raise ValueError("a new table is in the lobby or live")
        if not game:
            raise ValueError("a table belongs to a game")
        created = time.time() if created_at is None else created_at
        sql = ("INSERT INTO game_tables (game, mode, guild_id, channel_id, thread_id, "
               "message_id, host_id, seats, options, seed, status, created_at) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        row = (game, mode, guild_id, channel_id, thread_id, message_id, host_id,
               _seats_json(seats), _dumps(options), seed, status.value, created)
        if status is Status.LOBBY:
            table_id = await self._db.insert(sql, row)  # one statement: the short path
        else:
            async with self._db.transaction() as tx:  # the table and its seat history
                table_id = await tx.insert(sql, row)
                await _start_history(tx, table_id)
        return TableRecord(table_id, game, mode, guild_id, channel_id, thread_id, message_id,
                           host_id, tuple(seats), json.loads(_dumps(options)), seed, status,
                           created)

    async def get(self, table_id: int) -> TableRecord:
        """The stored table; :class:`UnknownTable` if there is none."""
        row = await self._db.fetchone(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE id = ?", (table_id,))
        if row is None:
            raise UnknownTable(table_id)
        return _table(row)

    async def load(self, table_id: int) -> LiveTable:
        """A table with its action log and timer."""
        async with self._db.transaction(write=False) as tx:
            row = await tx.fetchone(
                f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE id = ?", (table_id,))
            if row is None:
                raise UnknownTable(table_id)
            actions = await tx.fetchall(
                "SELECT table_id, seq, action, applied_at FROM actions "
                "WHERE table_id = ? ORDER BY seq", (table_id,))
            timer = await tx.fetchone(
                "SELECT token, kind, deadline FROM timers WHERE table_id = ?", (table_id,))
            history = await tx.fetchall(
                "SELECT seat, from_seq, user_id, name, strength FROM seat_history "
                "WHERE table_id = ? ORDER BY seat, from_seq", (table_id,))
        return LiveTable(_table(row), tuple(_action(a) for a in actions),
                         _timer(timer) if timer is not None else None,
                         tuple(_holder(h) for h in history))

    async def open_tables(
        self, *, game: str, statuses: Iterable[Status] = (Status.LOBBY, Status.LIVE),
        unreadable: list[tuple[int, int]] | None = None,
        shard_ids: Sequence[int] | None = None, shard_count: int = 1,
    ) -> list[LiveTable]:
        """Every table of ``game`` in one of ``statuses`` (by default the
        lobby and live ones, all a restart must bring back), oldest first,
        each with its actions in order, its timer and its seat history.

        A table whose row, actions or seat history cannot be read (a damaged
        row) is left out and, if ``unreadable`` is given, named there as
        ``(table id, thread or channel id)``, so that the others still come
        back and the caller can set it aside.

        With ``shard_ids``, only the tables of guilds those shards carry, out
        of ``shard_count`` (``(guild_id >> 22) % shard_count``; a table
        without a guild counts as shard 0): a process of a cluster restores
        its own guilds' tables only (docs/DEPLOY.md)."""
        wanted = [s.value for s in statuses]
        marks = ", ".join("?" for _ in wanted)
        where = f"t.game = ? AND t.status IN ({marks})"
        params: list[Any] = [game, *wanted]
        if shard_ids is not None:
            shards = ", ".join("?" for _ in shard_ids)
            where += f" AND (COALESCE(t.guild_id, 0) >> 22) % ? IN ({shards})"
            params += [shard_count, *shard_ids]
        async with self._db.transaction(write=False) as tx:
            tables = await tx.fetchall(
                f"SELECT {_TABLE_COLUMNS} FROM game_tables t WHERE {where} ORDER BY id", params)
            actions = await tx.fetchall(
                "SELECT a.table_id, a.seq, a.action, a.applied_at FROM actions a "
                f"JOIN game_tables t ON t.id = a.table_id WHERE {where} "
                "ORDER BY a.table_id, a.seq", params)
            timers = await tx.fetchall(
                "SELECT m.table_id, m.token, m.kind, m.deadline FROM timers m "
                f"JOIN game_tables t ON t.id = m.table_id WHERE {where}", params)
            history = await tx.fetchall(
                "SELECT h.table_id, h.seat, h.from_seq, h.user_id, h.name, h.strength "
                f"FROM seat_history h JOIN game_tables t ON t.id = h.table_id WHERE {where} "
                "ORDER BY h.table_id, h.seat, h.from_seq", params)
        logs: dict[int, list[Row]] = {}
        for row in actions:
            logs.setdefault(row["table_id"], []).append(row)
        deadlines = {row["table_id"]: row for row in timers}
        holders: dict[int, list[Row]] = {}
        for row in history:
            holders.setdefault(row["table_id"], []).append(row)
        out: list[LiveTable] = []
        for row in tables:
            try:
                timer = deadlines.get(row["id"])
                out.append(LiveTable(
                    _table(row), tuple(_action(a) for a in logs.get(row["id"], ())),
                    _timer(timer) if timer is not None else None,
                    tuple(_holder(h) for h in holders.get(row["id"], ()))))
            except (ValueError, KeyError, TypeError):
                if unreadable is None:
                    raise
                unreadable.append((int(row["id"]), int(row["thread_id"] or row["channel_id"])))
        return out

    async def seat_history(self, table_id: int) -> tuple[SeatHolder, ...]:
        """Who held each seat from which action on, by seat, then action
        number (empty while the table is in the lobby)."""
        rows = await self._db.fetchall(
            "SELECT seat, from_seq, user_id, name, strength FROM seat_history "
            "WHERE table_id = ? ORDER BY seat, from_seq", (table_id,))
        return tuple(_holder(r) for r in rows)

    async def replace_seat(self, table_id: int, seat: int, holder: Seat, *,
                           from_seq: int) -> None:
        """A live table's seat changes hands from action ``from_seq`` on (a
        person leaves and a computer takes over): the seats and the seat
        history change in one transaction."""
        async with self._db.transaction() as tx:
            row = await tx.fetchone(
                "SELECT status, seats FROM game_tables WHERE id = ?", (table_id,))
            if row is None:
                raise UnknownTable(table_id)
            if row["status"] != Status.LIVE.value:
                raise TableClosed(table_id, row["status"], "change a seat's holder")
            seats = [seat_from_json(s) for s in json.loads(row["seats"])]
            if not 0 <= seat < len(seats):
                raise ValueError(f"table {table_id} has no seat {seat}")
            seats[seat] = holder
            await tx.execute("UPDATE game_tables SET seats = ? WHERE id = ?",
                             (_seats_json(seats), table_id))
            await tx.execute(_HISTORY_INSERT, _holder_row(table_id, seat, from_seq, holder))

    async def append_action(
        self, table_id: int, seq: int, action: dict[str, Any], *, applied_at: float | None = None
    ) -> ActionRecord:
        """Log an action of a live table; ``seq`` must be the table's next number.

        One INSERT, committed before this returns. Raises
        :class:`SequenceError` for a duplicate or a gap, :class:`TableClosed`
        if the table is not live, :class:`UnknownTable` if it does not exist.
        """
        at = time.time() if applied_at is None else applied_at
        text = _dumps(action)
        try:
            written = await self._db.execute(
                "INSERT INTO actions (table_id, seq, action, applied_at) "
                "SELECT :table, :seq, :action, :at "
                "WHERE (SELECT status FROM game_tables WHERE id = :table) = 'live' "
                "AND :seq = (SELECT COALESCE(MAX(seq), -1) + 1 FROM actions "
                "WHERE table_id = :table)",
                {"table": table_id, "seq": seq, "action": text, "at": at},
            )
        except ConstraintError:
            # Only reachable when another process writes the same table.
            written = 0
        if written == 0:
            await self._refuse_action(table_id, seq)
        return ActionRecord(table_id, seq, json.loads(text), at)

    async def _refuse_action(self, table_id: int, seq: int) -> NoReturn:
        async with self._db.transaction(write=False) as tx:
            status = await _status_of(tx, table_id)
            row = await tx.fetchone(
                "SELECT COALESCE(MAX(seq), -1) + 1 FROM actions WHERE table_id = ?", (table_id,))
        if status is not Status.LIVE:
            raise TableClosed(table_id, status.value, "log an action")
        expected = int(row[0]) if row is not None else 0
        raise SequenceError(table_id, expected, seq)

    async def set_timer(self, table_id: int, timer: TimerRecord) -> None:
        """Store (or replace) the table's running countdown."""
        written = await self._db.execute(
            "INSERT INTO timers (table_id, token, kind, deadline) "
            "SELECT :table, :token, :kind, :deadline "
            "WHERE (SELECT status FROM game_tables WHERE id = :table) IN ('lobby', 'live') "
            "ON CONFLICT (table_id) DO UPDATE SET token = excluded.token, "
            "kind = excluded.kind, deadline = excluded.deadline",
            {"table": table_id, "token": timer.token, "kind": timer.kind,
             "deadline": timer.deadline},
        )
        if written == 0:
            await self._refuse(table_id, "set a timer")

    async def clear_timer(self, table_id: int) -> None:
        """Forget the table's countdown (no timer runs now)."""
        await self._db.execute("DELETE FROM timers WHERE table_id = ?", (table_id,))

    async def set_messages(
        self, table_id: int, *, thread_id: int | None, message_id: int | None
    ) -> None:
        """Remember the table's thread and its public table message."""
        changed = await self._db.execute(
            "UPDATE game_tables SET thread_id = ?, message_id = ? WHERE id = ?",
            (thread_id, message_id, table_id))
        if changed == 0:
            raise UnknownTable(table_id)

    async def set_seats(self, table_id: int, seats: Sequence[Seat]) -> None:
        """Replace the seats of an open table (joins, leaves, computers added
        in the lobby; a running game's changes go through :meth:`replace_seat`,
        which keeps the seat history)."""
        changed = await self._db.execute(
            "UPDATE game_tables SET seats = ? WHERE id = ? AND status IN ('lobby', 'live')",
            (_seats_json(seats), table_id))
        if changed == 0:
            await self._refuse(table_id, "change its seats")

    async def set_options(self, table_id: int, *, mode: str, options: dict[str, Any]) -> None:
        """Replace the Spielart and options while the table is in the lobby."""
        changed = await self._db.execute(
            "UPDATE game_tables SET mode = ?, options = ? WHERE id = ? AND status = 'lobby'",
            (mode, _dumps(options), table_id))
        if changed == 0:
            await self._refuse(table_id, "change its options")

    async def start(self, table_id: int) -> None:
        """Lobby -> live."""
        async with self._db.transaction() as tx:
            await transition(tx, table_id, Status.LIVE, time.time())

    async def finish(self, table_id: int, *, at: float | None = None) -> None:
        """Live -> finished; the timer is dropped. (``Results.record_game`` with
        a ``table_id`` does this in the same transaction as the result.)"""
        async with self._db.transaction() as tx:
            await transition(tx, table_id, Status.FINISHED, time.time() if at is None else at)

    async def abandon(self, table_id: int, *, at: float | None = None) -> None:
        """Lobby or live -> abandoned; the timer is dropped, no result is kept."""
        async with self._db.transaction() as tx:
            await transition(tx, table_id, Status.ABANDONED, time.time() if at is None else at)

    async def _refuse(self, table_id: int, wanted: str) -> NoReturn:
        async with self._db.transaction(write=False) as tx:
            status = await _status_of(tx, table_id)
        raise TableClosed(table_id, status.value, wanted)
