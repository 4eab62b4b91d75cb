"""The simulator's change counter and the waits of tests on it: a test
waits until the bot did something (a message, an edit, a thread), never for
a fixed time; problems found on the way fail the test."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from .errors import DiscordError, SimTimeout, SimulatorError, UnknownRouteError
from .model import SimChannel, SimInteraction, SimMessage
from .rest import RecordedRequest

if TYPE_CHECKING:
    from .people import Person

_log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass
class ErrorRecord:
    """An error answer the simulator gave the bot because it broke a rule."""

    request: RecordedRequest
    error: DiscordError


class SimWaiting:
    """Change notification and waiting; a part of :class:`DiscordSim`."""

    def bump(self) -> int:
        """Count a change of the world; returns its sequence number."""
        self.seq += 1
        return self.seq

    def notify(self) -> None:
        """Wake every waiting helper so it can check its condition again."""
        self._changed.set()
        self._changed = asyncio.Event()

    def mark(self) -> int:
        """Remember "now": ``wait_for_message`` looks at what changed after the latest mark."""
        self.action_mark = self.seq
        return self.action_mark

    def problem(self, text: str) -> None:
        """Record something that must fail the test (an unknown route, a protocol error)."""
        _log.error("discord simulator: %s", text)
        self.problems.append(text)
        self.notify()

    def check_problems(self) -> None:
        """Raise if the bot did something the simulator cannot accept."""
        if self.problems:
            raise UnknownRouteError("; ".join(self.problems))
        for run in self._bots:
            if run.task.done() and not run.task.cancelled() and run.task.exception() is not None:
                raise SimulatorError(f"the bot crashed: {run.task.exception()!r}")

    def record_error(self, request: RecordedRequest, error: DiscordError) -> None:
        """Keep an error answer, for tests and for the fixture's final check."""
        self.errors.append(ErrorRecord(request, error))

    def expect_errors(self, *codes: int) -> None:
        """Declare error codes the test provokes on purpose; the fixture then accepts them."""
        self.expected_error_codes.update(codes)

    def unexpected_errors(self) -> list[ErrorRecord]:
        """Error answers (not planned faults) that the test did not declare as expected."""
        return [r for r in self.errors if r.error.code not in self.expected_error_codes]

    def unanswered(self) -> list[SimInteraction]:
        """Interactions the bot never answered: the person saw "This interaction failed"."""
        return [ix for ix in self.interactions.values() if not ix.answered]

    def allow_unanswered(self) -> None:
        """Let the fixture accept interactions without an answer (for tests that provoke them)."""
        self.unanswered_allowed = True

    async def wait_for(
        self,
        find: Callable[[], T | None],
        *,
        timeout: float | None = None,
        what: str = "a condition",
    ) -> T:
        """Wait until ``find()`` returns something other than None/False, and return it."""
        loop = asyncio.get_running_loop()
        limit = self.config.default_timeout if timeout is None else timeout
        deadline = loop.time() + limit
        while True:
            changed = self._changed
            self.check_problems()
            result = find()
            if result is not None and result is not False:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise SimTimeout(f"waited {limit:.1f} s for {what}\n{self.describe_recent()}")
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(changed.wait(), min(remaining, 0.25))

    async def wait_until(
        self,
        condition: Callable[[], bool],
        *,
        timeout: float | None = None,
        what: str = "a condition",
    ) -> None:
        """Wait until ``condition()`` is true."""
        await self.wait_for(lambda: True if condition() else None, timeout=timeout, what=what)

    async def wait_for_message(
        self,
        channel: SimChannel | str | None = None,
        contains: str | None = None,
        *,
        where: Callable[[SimMessage], bool] | None = None,
        visible_to: Person | None = None,
        since: int | None = None,
        include_edits: bool = True,
        timeout: float | None = None,
    ) -> SimMessage:
        """Wait for a message, new or edited since the last person action (or ``since``).

        ``channel`` may be a channel, a thread or a name; ``contains`` is looked
        up in the message's text (content, embeds, text displays).
        """
        target = self.channel(channel) if isinstance(channel, str) else channel
        mark = self.action_mark if since is None else since

        def find() -> SimMessage | None:
            channels = [target] if target is not None else self.channels
            for ch in channels:
                for message in ch.messages:
                    if message.deleted or message.is_loading:
                        continue
                    fresh = message.created_seq > mark or (
                        include_edits and message.updated_seq > mark
                    )
                    if not fresh:
                        continue
                    if visible_to is not None and not message.visible_to(visible_to.id):
                        continue
                    if visible_to is None and message.is_ephemeral:
                        continue
                    if contains is not None and not message.contains(contains):
                        continue
                    if where is not None and not where(message):
                        continue
                    return message
            return None

        place = f" in #{target.name}" if target else ""
        return await self.wait_for(
            find, timeout=timeout, what=f"a message{place} containing {contains!r}"
        )

    async def wait_for_edit(
        self, message: SimMessage, contains: str | None = None, *, timeout: float | None = None
    ) -> SimMessage:
        """Wait until ``message`` is edited (after the last mark) and, if given, contains a text."""
        mark = max(self.action_mark, 0)
        start_versions = message.edit_count

        def find() -> SimMessage | None:
            changed = message.updated_seq > mark or message.edit_count > start_versions
            if changed and (contains is None or message.contains(contains)):
                return message
            return None

        return await self.wait_for(
            find, timeout=timeout, what=f"an edit of {message.describe()} containing {contains!r}"
        )

    async def wait_for_thread(
        self, contains: str | None = None, *, timeout: float | None = None
    ) -> SimChannel:
        """Wait for a thread whose name contains ``contains`` (any thread if None)."""

        def find() -> SimChannel | None:
            for channel in self.threads:
                if contains is None or contains in channel.name:
                    return channel
            return None

        return await self.wait_for(find, timeout=timeout, what=f"a thread named like {contains!r}")

    def describe_recent(self, count: int = 8) -> str:
        """The latest messages and requests, for failure messages."""
        lines = ["recent messages:"]
        messages = sorted(
            (m for c in self.channels for m in c.messages),
            key=lambda m: max(m.created_seq, m.updated_seq),
        )
        lines += [f"  {m.describe()}" for m in messages[-count:]] or ["  (none)"]
        lines.append("recent requests:")
        lines += [f"  {r.method} {r.path} -> {r.status}" for r in self.rest.requests[-count:]] or [
            "  (none)"
        ]
        if self.errors:
            lines.append("errors answered:")
            lines += [f"  {r.request.route}: {r.error}" for r in self.errors[-count:]]
        return "\n".join(lines)
