"""The limits that protect a server and the bot's one global request budget
(issue 37, item 3): how many lobbies and tables may be open, and how fast
one person may send commands and clicks.

A refusal is the interaction's own answer, ephemeral, and names the limit
and who can change it; a person who sends too fast costs nothing beyond
that answer (no message, no edit): the answer is checked before anything
else of the click runs. Openings are counted from what the games'
controllers hold (their lobbies and unfinished tables) plus the openings
under way, which are reserved before their first wait, so that 30 quick
``/tisch`` commands cannot all pass the same count.
"""

from __future__ import annotations

import contextlib
import time
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import discord

from bot.kit.answers import tell
from bot.kit.server import Limits, limits_of
from engines.texts import t

#: The window of :attr:`Limits.actions_per_10s`, in seconds.
WINDOW = 10.0
#: People whose recent actions are remembered before the idle ones are dropped.
MAX_TRACKED = 20_000


@dataclass(frozen=True, slots=True)
class Open:
    """A lobby or unfinished table (or one being opened) as the limits see it."""

    game: str
    guild_id: int | None
    people: frozenset[int]
    #: The host of a lobby (None: a running table).
    lobby_host: int | None
    mention: str = ""


class Guard:
    """The limits of every server (one per bot; ``controllers`` yields the
    games' controllers, ``now`` is a monotonic clock in seconds)."""

    def __init__(self, storage: Any, controllers: Callable[[], Iterable[Any]],
                 now: Callable[[], float] = time.monotonic) -> None:
        self.storage = storage
        self.controllers = controllers
        self.now = now
        #: Openings under way (reserved, not yet in a controller).
        self.pending: list[Open] = []
        #: When each person's accepted actions came, per (server, person).
        self.recent: dict[tuple[int | None, int], deque[float]] = {}

    # ------------------------------------------------------------ the pace
    async def too_fast(self, interaction: discord.Interaction[Any]) -> bool:
        """True after answering that this person sends too fast (nothing of
        the interaction is run then); else the action counts."""
        limits = await limits_of(self.storage, interaction.guild_id)
        if self.accept(interaction.guild_id, interaction.user.id, limits):
            return False
        await tell(interaction, t("limit.too_fast", count=limits.actions_per_10s,
                                  who=t("limit.who")))
        return True

    def accept(self, guild_id: int | None, user_id: int, limits: Limits) -> bool:
        """Whether one more action of this person fits into the window (a
        refused one does not count: who slows down is let through again)."""
        now = self.now()
        key = (guild_id, user_id)
        times = self.recent.get(key)
        if times is None:
            if len(self.recent) >= MAX_TRACKED:
                self._forget_idle(now)
            times = self.recent[key] = deque()
        while times and times[0] <= now - WINDOW:
            times.popleft()
        if len(times) >= limits.actions_per_10s:
            return False
        times.append(now)
        return True

    def _forget_idle(self, now: float) -> None:
        for key in [k for k, v in self.recent.items() if not v or v[-1] <= now - WINDOW]:
            del self.recent[key]

    # ------------------------------------------------------------ openings
    def live(self) -> Iterator[Open]:
        """Every open lobby and unfinished table of every game, and the
        openings under way."""
        for controller in self.controllers():
            for lobby in controller.lobbies.values():
                yield Open(controller.game, lobby.guild_id,
                           frozenset(s.user_id for s in lobby.seats if s.user_id is not None),
                           lobby.host_id, getattr(lobby.thread, "mention", ""))
            for running in controller.tables.values():
                if not running.table.state.is_over():
                    yield Open(controller.game, running.guild_id,
                               frozenset(s.user_id for s in running.table.seats
                                         if s.user_id is not None), None)
        yield from self.pending

    def refusal(self, opening: Open, title: str, limits: Limits) -> str | None:
        """Why this opening is not allowed now (None: it is)."""
        who = t("limit.who")
        person = next(iter(opening.people))
        lobbies = [o for o in self.live() if o.lobby_host == person and o.game == opening.game
                   and o.guild_id == opening.guild_id]
        if opening.lobby_host is not None and len(lobbies) >= limits.lobbies_per_game:
            return t("limit.lobby", game=title, thread=lobbies[0].mention,
                     count=limits.lobbies_per_game, who=who)
        if opening.guild_id is not None and sum(
                o.guild_id == opening.guild_id for o in self.live()) >= limits.tables_per_server:
            return t("limit.server", count=limits.tables_per_server, who=who)
        if sum(person in o.people and o.guild_id == opening.guild_id
               for o in self.live()) >= limits.tables_per_person:
            return t("limit.person", count=limits.tables_per_person, who=who)
        return None

    @contextlib.asynccontextmanager
    async def opening(self, interaction: discord.Interaction[Any], game: str, title: str, *,
                      lobby: bool) -> AsyncIterator[bool]:
        """Around opening a table: yields False after answering why the
        limits refuse it; True while it is reserved (until the block ends,
        by when the opened table is in its controller)."""
        limits = await limits_of(self.storage, interaction.guild_id)
        user = interaction.user.id
        opening = Open(game, interaction.guild_id, frozenset({user}), user if lobby else None)
        # no wait between the count and the reservation
        refused = self.refusal(opening, title, limits)
        if refused is not None:
            await tell(interaction, refused)
            yield False
            return
        self.pending.append(opening)
        try:
            yield True
        finally:
            self.pending.remove(opening)


def guard_of(client: Any) -> Guard | None:
    """The bot's guard (None for a client without limits)."""
    guard = getattr(client, "guard", None)
    return guard if isinstance(guard, Guard) else None


def guarded(controller: Any, run: Callable[[discord.Interaction[Any]], Any], *,
            lobby: bool) -> Callable[[discord.Interaction[Any]], Any]:
    """``run`` (a command that opens a table of ``controller``'s game: a
    lobby, or a game at once) within the limits of its server."""
    async def opening(interaction: discord.Interaction[Any]) -> None:
        guard = guard_of(getattr(controller, "client", None))
        if guard is None:
            await run(interaction)
            return
        async with guard.opening(interaction, controller.game, controller.info.title,
                                 lobby=lobby) as allowed:
            if allowed:
                await run(interaction)
    return opening
