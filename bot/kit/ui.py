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

from bot.kit.slash import Slash
from engines.core import Event, GameResult, Timer
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
    #: The values shown as chosen (a setting's current value).
    chosen: tuple[str, ...] = ()


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
    picture: Callable[[Any, tuple[str, ...], str], bytes | tuple[bytes, ...]] | None = None
    view: Any = None


@dataclass(frozen=True, slots=True)
class Clock:
    """The countdown at the moment the public message is drawn: the engine's
    running ``timer`` (None: none runs), its ``deadline`` (None: it has not
    started, e.g. a card not yet on the stage) and ``now``."""

    timer: Timer | None
    deadline: float | None
    now: float

    @property
    def remaining(self) -> float | None:
        """Seconds left (None while no countdown stands)."""
        return None if self.deadline is None else self.deadline - self.now


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
    Both may return a tuple of pages instead, for a picture that would be
    too tall for a phone: they are sent together, in order.
    """

    rules: str = ""
    table_picture: Callable[[Any, tuple[str, ...], str], bytes] | None = None
    panel_picture: Callable[[Any, tuple[str, ...], str], bytes] | None = None
    end_picture: Callable[[Any, GameResult, tuple[str, ...], str,
                           tuple[tuple[str, ...], ...]], bytes | tuple[bytes, ...]] | None = None
    album_picture: Callable[[tuple[str, ...], str], bytes | tuple[bytes, ...]] | None = None
    #: Karten-Info's picture beside the answer: ``(reader's view, topic, names,
    #: theme) -> bytes`` (None: the answer is text alone).
    extra: dict[str, Any] = field(default_factory=dict)
    #: Spielverlauf lines shown inside the table message.
    log_shown: int = 4
    #: Made for load (a game with many fast computer moves, such as an
    #: auction's bids): refreshes nobody waits for (computers' moves, a
    #: countdown's marks) leave edits in reserve for people's clicks, and the
    #: table picture waits for a later edit while the picture process is
    #: busy (the text goes out at once). False: every edit at once, each
    #: with its picture.
    edit_reserve: bool = False
    #: The end board names computers with their strength ("Igel (stark)").
    end_strengths: bool = False
    #: The game's own wording of shell texts (its commands' descriptions too):
    #: a ``core.*`` key -> the game's key (called with the same values; a
    #: game's text may use fewer of them).
    words: dict[str, str] = field(default_factory=dict)
    #: Keys of the declaration's choices that stand as a select on the lobby
    #: message itself (the first thing a host picks), not in the settings panel.
    lobby_choices: tuple[str, ...] = ()
    #: The settings panel's selects in order: "clock", "strength", "einsatz"
    #: and the choices' keys (empty: the shell's three, then the choices).
    settings_order: tuple[str, ...] = ()
    #: Its slash commands where they differ from the shell's (the mode
    #: parameter's name, the daily command's name, switches of its own).
    slash: Slash = field(default_factory=Slash)

    def word(self, key: str, **values: Any) -> str:
        """A shell text in the game's wording (:attr:`words`)."""
        return t(self.words.get(key, key), **values)

    def lobby_settings(self, settings: Any) -> str | None:
        """The lobby's line of settings (None: the shell's)."""
        return None

    def upgrade_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        """A table row's options as the kit's settings read them; a game whose
        rows were written before it played on the kit converts them here
        (``seats``: the row's seats, for a row that did not store a size)."""
        return options

    def public_components(self, table_id: int, view: Any, *, rat: bool, leave: bool,
                          clock: Clock) -> Any:
        """The table message's components as a Discord view, for a game that
        lays them out itself (None: the shell's rows of :meth:`public_buttons`).
        ``rat``: the Rat is offered; ``leave``: other people play here."""
        return None

    async def on_click(self, host: Any, interaction: Any, running: Any, seat: int, cid: Any,
                       values: Sequence[str] | None) -> bool:
        """A click (``values`` None) or a choice of a seated person that the
        game answers itself (its bids, races, questions); False leaves it to
        the shell. ``host`` is the controller (its storage, :meth:`act`,
        panels); ``running`` the table."""
        return False

    async def on_modal(self, host: Any, interaction: Any, running: Any, seat: int, cid: Any,
                       fields: dict[str, str]) -> bool:
        """A modal's answer (a number typed into a field); False: not the game's."""
        return False

    async def panel_message(self, host: Any, running: Any, seat: int, user_id: int, *,
                            picture: bool = True) -> Any:
        """The private panel as (content, Discord view, file or None), for a
        game that builds it itself (None: :meth:`panel` and
        :attr:`panel_picture` through the shell). ``picture`` False: the
        panel replaces one after a click, its picture stays."""
        return None

    def end_text(self, view: Any, result: GameResult, names: Sequence[str], *, title: str,
                 friendly: bool) -> list[str]:
        """The end board's text from the public ``view`` at the end: a title
        (the game's ``title`` in it) and :meth:`end_lines` (``friendly``: a
        Freundschaftspartie, it does not count for the Bestenliste)."""
        return [self.word("core.end.title", game=title), *self.end_lines(result, names)]

    def report(self, view: Any) -> str | None:
        """"Mein Bericht": the game's words about the game of ``view``'s
        reader, read at the end (None: the game has none, no button)."""
        return None

        return None

    def public_head(self, view: Any, names: Sequence[str], clock: Clock) -> list[str]:
        """The table message's lines above the Spielverlauf: by default
        :meth:`public_content` and who must act by when (a Discord timestamp
        every client counts down by itself). Keep their number steady."""
        timer = clock.timer
        line = "\u200b"
        if timer is not None and clock.deadline is not None and timer.seats:
            who = ", ".join(names[s] for s in timer.seats)
            line = t(f"core.public.clock.{timer.kind}" if timer.kind in ("bedenkzeit",
                     "nachfrist") else "core.public.clock.other", names=who,
                     when=f"<t:{int(clock.deadline)}:R>")
        return [self.public_content(view, names), line]

    def refresh_marks(self, timer: Timer) -> tuple[float, ...]:
        """Seconds before ``timer``'s deadline at which the table message is
        edited again (a text edit; the picture is drawn again only when
        :meth:`picture_view` changed), e.g. an auction's hammer strokes."""
        return ()

    def shows_at_once(self, events: Sequence[Event]) -> bool:
        """Whether the table must show these events before the countdown
        that follows them starts (a card put on the stage): the table holds
        its lock until that edit went out."""
        return True

    def picture_view(self, view: Any) -> Any:
        """What the table picture is drawn from (and redrawn when it changes):
        the public view, or the part of it the picture shows. A change
        outside it (a counter that runs in the message's text) costs a text
        edit, not a new upload."""
        return view

    def view_lines(self, before: Any, after: Any, names: Sequence[str]) -> list[str]:
        """Spielverlauf lines for what changed between two public views
        without an event of its own (``before`` None: the first look)."""
        return []

    def private_notes(self, events: Sequence[Event],
                      names: Sequence[str]) -> list[tuple[int, str]]:
        """(seat, text) of what each reader alone is told about ``events``;
        by default :meth:`private_lines` of each event for each seat in its
        audience (a game whose notes read across events overrides this)."""
        return [(seat, line) for event in events for seat in event.audience or ()
                for line in self.private_lines(event, seat, names)]

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

    def info_topics(self, view: Any, names: Sequence[str]) -> tuple[tuple[str, str], ...]:
        """Karten-Info: the (value, label) topics the reader of ``view`` may
        ask about (at most 25; none hides the button); ``names`` are the
        seats' names, for labels that name a player."""
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
