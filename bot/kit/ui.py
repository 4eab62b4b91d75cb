"""What a game's bot part tells the kit: how its public message, private
panel, clicks, log and end read. A game subclasses :class:`GameUI` and
overrides what it needs; the kit does the rest (lobby, timers, storage,
restart, notifying people).

Callbacks hold no rules: :meth:`GameUI.action` only turns a click into an
engine action; the engine checks it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engines.core import Event, GameResult
from engines.texts import t


@dataclass(frozen=True, slots=True)
class Button:
    """A button of a panel or of the public message: ``verb`` and ``arg``
    become its id; ``style`` is one of primary, secondary, success, danger."""

    label: str
    verb: str
    arg: str = ""
    style: str = "secondary"
    disabled: bool = False


@dataclass(frozen=True, slots=True)
class Select:
    """A select: ``options`` are (value, label) pairs (at most 25)."""

    placeholder: str
    verb: str
    options: tuple[tuple[str, str], ...]
    arg: str = ""
    min_values: int = 1
    max_values: int = 1


@dataclass(frozen=True, slots=True)
class Panel:
    """A private panel: its text and its rows of buttons and selects."""

    content: str
    rows: tuple[tuple[Button, ...] | Select, ...] = ()


@dataclass(frozen=True, slots=True)
class Draft:
    """What :meth:`GameUI.action` returns for a click that only moves a
    half-made choice along (a card picked, a find not yet): no engine action;
    the kit answers with :meth:`GameUI.draft_panel` for ``draft``. The draft
    lives in the component ids (``arg``), never in memory, so a restart
    loses nothing; it must fit an id's argument (``[0-9a-z._-]``)."""

    draft: str


@dataclass(frozen=True, slots=True)
class Moment:
    """A moment worth its own message in the thread (a reveal, a round's
    scoring): its ``text`` and, if ``picture`` is set, a picture the picture
    process draws as ``picture(view, names, theme)``. ``view`` is whatever
    the job needs (a public view, or a small picklable record of the moment);
    it must hold only what everybody may know."""

    text: str
    picture: Callable[[Any, tuple[str, ...], str], bytes] | None = None
    view: Any = None


@dataclass(frozen=True, slots=True)
class Look:
    """An answer only its asker sees, to a click that changes nothing (the
    last trick, one's own shop): its ``content``, a ``picture`` job the
    picture process draws as ``picture(view, names, theme)`` in the asker's
    own theme (``view`` is what the job needs, read from the asker's view),
    and ``rows`` of further controls (their clicks are looks again)."""

    content: str
    picture: Callable[[Any, tuple[str, ...], str], bytes] | None = None
    view: Any = None
    rows: tuple[tuple[Button, ...] | Select, ...] = ()


@dataclass
class GameUI:
    """A game's words and controls (see the module docstring).

    ``table_picture`` and ``panel_picture`` are drawing jobs run in the
    picture process (module-level functions: ``(view, names, theme) ->
    bytes``); None draws no picture. ``end_picture`` draws the end board as
    ``(public view at the end, result, names, theme, news) -> bytes``, where
    ``news`` holds per seat the album items this game added to its
    person's album (empty for computers and for games without an album);
    ``album_picture`` draws a person's album as ``(items, theme) -> bytes``
    (a game that fills ``GameResult`` album items gets ``/<game> album``).
    """

    rules: str = ""
    table_picture: Callable[[Any, tuple[str, ...], str], bytes] | None = None
    panel_picture: Callable[[Any, tuple[str, ...], str], bytes] | None = None
    end_picture: Callable[[Any, GameResult, tuple[str, ...], str,
                           tuple[tuple[str, ...], ...]], bytes] | None = None
    album_picture: Callable[[tuple[str, ...], str], bytes] | None = None
    #: Karten-Info's picture beside the answer: ``(reader's view, topic, names,
    #: theme) -> bytes`` (None: the answer is text alone).
    extra: dict[str, Any] = field(default_factory=dict)

    def public_content(self, view: Any, names: Sequence[str]) -> str:
        """The lines above the table picture (who acts now, and what is asked)."""
        return ""

    def public_buttons(self, view: Any, *, solo: bool) -> tuple[Button, ...]:
        """Buttons of the public message beside "Meine Karten" (at most four)."""
        return ()

    def panel(self, view: Any, names: Sequence[str]) -> Panel:
        """The private panel of the view's reader."""
        return Panel(t("core.panel.nothing"))

    def draft_panel(self, view: Any, names: Sequence[str], draft: str) -> Panel:
        """The private panel with a half-made choice (see :class:`Draft`)."""
        return self.panel(view, names)

    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any) -> Any:
        """The engine action a click or choice means, or a :class:`Draft`
        (ValueError if it means none)."""
        raise ValueError(f"unknown verb {verb!r}")

    def look(self, verb: str, arg: str, values: Sequence[str], view: Any,
             names: Sequence[str]) -> Look | None:
        """The private answer to a click that only shows something (the
        reader's view is ``view``), or None when ``verb`` is an action's
        (ValueError if it is malformed)."""
        return None

    def moments(self, events: Sequence[Event], view: Any,
                names: Sequence[str]) -> list[Moment]:
        """Moments among public ``events`` that get a message of their own
        (posted in order, after the table message is updated); ``view`` is
        the public view after them."""
        return []

    def table_input(self, view: Any, events: Sequence[Event], names: Sequence[str]) -> Any:
        """What :attr:`table_picture` draws: the public ``view`` by default; a
        game may pair it with what the public ``events`` since the last
        picture did (Discord cannot animate: the picture shows the last step).
        It must hold only what everybody may know and be picklable."""
        return view

    def end_input(self, view: Any, records: tuple[tuple[str, ...], ...]) -> Any:
        """What :attr:`end_picture` gets as its view: the public view at the
        end by default; a game may pair it with ``records``, per seat the
        statistics whose record the game just set (to mark them)."""
        return view

    def stale_panels(self, events: Sequence[Event]) -> frozenset[int]:
        """Seats whose last private panel shows something ``events`` took
        away (cards covered when a Merkzeit ran out): the kit draws those
        panels again in place, so they stop showing it."""
        return frozenset()

    def info_topics(self, view: Any) -> tuple[tuple[str, str], ...]:
        """Karten-Info: the (value, label) topics the reader of ``view`` may
        ask about (at most 25; none hides the button)."""
        return ()

    def info(self, view: Any, topic: str, names: Sequence[str]) -> str | Look:
        """Karten-Info about ``topic`` for the reader of ``view``: what it
        does, how often it exists, what it means for them now. Never a
        hidden value (only the view is read). A :class:`Look` answers with a
        picture too (drawn in the asker's theme; its ``rows`` are unused)."""
        return ""

    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """The Spielverlauf lines of public events."""
        return []

    def private_lines(self, event: Event, seat: int, names: Sequence[str]) -> list[str]:
        """What ``seat`` alone is told about ``event`` (it is in its audience)."""
        return []

    def end_lines(self, result: GameResult, names: Sequence[str]) -> list[str]:
        """The end of the game in words (one line per seat by default)."""
        order = sorted(result.seats, key=lambda s: (s.place, s.seat))
        return [t("core.end.line", place=s.place, name=names[s.seat], points=s.points,
                  rechenweg=s.rechenweg or s.points, lb=s.leaderboard) for s in order]
