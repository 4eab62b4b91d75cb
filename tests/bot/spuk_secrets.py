"""What a person may know of Speedspuk's cards, and a scan of what Discord
shows them against it (item 79 of ../shared/checklists/spuk.md).

A face-down card's value may be named to a reader only where the reader's
view holds it (open now, the Gedächtnishilfe) or where a step just laid it
face up (the events since the last scan: a swap onto the Ablage, a
Fehlgriff, the scoring) or showed it to that reader alone (``Seen``).
Every other value of a card in the rows, and another's drawn card, is
secret: no line of text, button label or select option that appears for
that reader may name it ("3 Eule", "Eule", "Schreckwert 3").

>>> k = Knowledge(secret=frozenset({3}), allowed=frozenset({5}))
>>> k.leaks("Ablage: 5 Katze · Stapel: 30 Karten"), k.leaks("Ben · Platz 2: 3 Eule")
([], ['3 Eule'])
>>> Knowledge(frozenset({11}), frozenset()).leaks("Aktion Poltergeist")
[]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engines.core import Event
from engines.spuk import events as ev
from engines.spuk.cards import ACTIONS
from engines.spuk.narrate import card_label, card_name
from engines.spuk.state import State
from engines.texts import t
from tests.discord_sim import SimMessage

#: Action words that are also a card's name (11 Poltergeist): only the
#: label "11 Poltergeist" names that card.
_ACTION_WORDS = {t(f"spuk.action.{kind}") for kind in set(ACTIONS.values())}


def _patterns(value: int) -> list[re.Pattern[str]]:
    """How a text could name ``value``: its label, its name as a word (if
    that is not also an action's name), "Schreckwert 3", "Wert 3"."""
    name = card_name(value)
    out = [re.compile(rf"(?<!\d){re.escape(card_label(value))}\b"),
           re.compile(rf"\b(?:Schreck)?[wW]ert {value}(?!\d)")]
    if name not in _ACTION_WORDS:
        out.append(re.compile(rf"\b{re.escape(name)}\b"))
    return out


_PATTERNS = {v: _patterns(v) for v in range(14)}


def event_values(event: Event, reader: int | None) -> list[int]:
    """The values ``event`` lays face up for ``reader`` (None: the public)."""
    if event.audience is not None and (reader is None or reader not in event.audience):
        return []
    if isinstance(event, ev.RoundStarted):
        return [event.top]
    if isinstance(event, ev.TookDiscard | ev.Discarded):
        return [event.value]
    if isinstance(event, ev.Swapped | ev.Seen):
        return list(event.values)
    if isinstance(event, ev.Fehlgriff):
        return [*event.values, event.new]
    if isinstance(event, ev.RoundScored):
        return [v for row in event.rows for v in row]
    return []


@dataclass(frozen=True)
class Knowledge:
    """The values a reader must not be told now (``secret``) and those that
    are open to him (``allowed``: a secret value may still be named when
    another card of that value is open to him)."""

    secret: frozenset[int]
    allowed: frozenset[int]

    def leaks(self, text: str) -> list[str]:
        """The words of ``text`` that name a secret value."""
        found = []
        for value in sorted(self.secret - self.allowed):
            for pattern in _PATTERNS[value]:
                found.extend(m.group(0) for m in pattern.finditer(text))
        return found


def knowledge(state: State, reader: int | None, recent: Iterable[Event]) -> Knowledge:
    """What ``reader`` may know now: the values his view holds and the
    ``recent`` events lay open to him; secret are all other values of the
    cards in the rows and the drawn card if his view does not hold it."""
    view = state.view(reader)
    allowed = {v for row in view.rows for c in row.cards if (v := c.value) is not None}
    allowed.update(view.ablage)
    allowed.update(v for _, _, v in view.discards)
    if view.held is not None:
        allowed.add(view.held)
    for event in recent:
        allowed.update(event_values(event, reader))
    secret = {state.rows[s][p].value for s, row in enumerate(view.rows)
              for p, c in enumerate(row.cards) if c.value is None}
    if state.held is not None and view.held is None:
        secret.add(state.held)
    return Knowledge(frozenset(secret), frozenset(allowed))


def shown_lines(message: SimMessage) -> set[str]:
    """Every line of text a person reads on ``message``: its content and
    embeds, button labels, select placeholders, option labels and
    descriptions."""
    lines = set(message.text.splitlines())
    lines.update(b.label for b in message.buttons if b.label)
    for select in message.selects:
        if select.placeholder:
            lines.add(select.placeholder)
        for option in select.options:
            lines.add(str(option.get("label", "")))
            if option.get("description"):
                lines.add(str(option["description"]))
    return {line for line in lines if line}


@dataclass
class Scan:
    """Lines scanned so far per (message, reader), and what leaked."""

    before: dict[tuple[int, int | None], set[str]] = field(default_factory=dict)
    lines: int = 0
    messages: int = 0
    secrets: int = 0
    leaks: list[str] = field(default_factory=list)

    def message(self, message: SimMessage, reader: int | None, know: Knowledge,
                where: str) -> None:
        """Scan the lines of ``message`` that are new since its last scan
        (a message edited in place, a log that grows, shows only those)."""
        key = (message.id, reader)
        now = shown_lines(message)
        fresh = now - self.before.get(key, set())
        if key not in self.before or fresh:
            self.messages += 1
        self.before[key] = now
        self.text(fresh, know, f"{where} message {message.id}")

    def text(self, lines: Iterable[str], know: Knowledge, where: str) -> None:
        """Scan ``lines`` shown to a reader who knows ``know``."""
        self.secrets = max(self.secrets, len(know.secret - know.allowed))
        for line in lines:
            self.lines += 1
            for word in know.leaks(line):
                self.leaks.append(f"{where}: {word!r} in {line!r}")


def visible(messages: Sequence[SimMessage], user_id: int | None) -> list[SimMessage]:
    """The messages a person (None: anyone, the public ones) sees."""
    return [m for m in messages if not m.deleted and (
        not m.is_ephemeral if user_id is None else m.ephemeral_for == user_id)]


def summary(scan: Scan, extra: dict[str, Any]) -> str:
    """A line for the test's output."""
    parts = [f"{scan.lines} lines of {scan.messages} message versions",
             f"up to {scan.secrets} secret values at once"]
    parts.extend(f"{k} {v}" for k, v in extra.items())
    return ", ".join(parts)
