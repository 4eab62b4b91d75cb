"""What a game's bot part tells the kit: how its public message, private
panel, clicks, log and end read. A game subclasses :class:`GameUI` and
overrides what it needs; the kit does the rest (lobby, timers, storage,
restart, notifying people).

Callbacks hold no rules: :meth:`GameUI.action` only turns a click into an
engine action; the engine checks it. A game holds no Discord objects: its
rows are :class:`Button` and :class:`Select`, a typed amount a
:class:`Modal`; the kit makes the Discord components of them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.kit.slash import Slash
from engines.core import Event, GameResult, Timer
from engines.core.result import leaderboard_text
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
    #: On a private panel: the button holds for every decision number, not
    #: only the one it was drawn for (a bid against the running auction, a
    #: press in a race: the engine or the game's check under the lock judges).
    any_step: bool = False


@dataclass(frozen=True, slots=True)
class Select:
    """A select: ``options`` are (value, label) pairs (at most 25);
    ``descriptions`` (if given) the grey line under each option's label."""

    placeholder: str
    verb: str
    options: tuple[tuple[str, str], ...]
    arg: str = ""
    min_values: int = 1
    max_values: int = 1
    #: The values shown as chosen (a setting's current value).
    chosen: tuple[str, ...] = ()
    descriptions: tuple[str, ...] = ()
    #: As :attr:`Button.any_step`.
    any_step: bool = False


#: A row of a panel or of the public message: buttons, or one select.
Row = tuple[Button, ...] | Select


def labels(rows: Sequence[Row]) -> list[str]:
    """The buttons' labels of ``rows``, in order (for logs and tests)."""
    return [b.label for row in rows if not isinstance(row, Select) for b in row]


@dataclass(frozen=True, slots=True)
class Panel:
    """A private panel: its text and its rows of buttons and selects."""

    content: str
    rows: tuple[Row, ...] = ()


@dataclass(frozen=True, slots=True)
class Draft:
    """What :meth:`GameUI.action` returns for a click that only moves a
    half-made choice along (a card picked, a find not yet): no engine action;
    the kit answers with :meth:`GameUI.draft_panel` for ``draft``. The draft
    lives in the component ids (``arg``), never in memory, so a restart
    loses nothing; it must fit an id's argument (``[0-9a-z._-]``)."""

    draft: str


@dataclass(frozen=True, slots=True)
class Modal:
    """What :meth:`GameUI.action` returns for a click that asks the person to
    type one value (an amount): the kit opens a modal with one field. Its
    answer comes back to :meth:`GameUI.action` as the same ``verb`` and
    ``arg`` with the typed text as the one value (:class:`bot.kit.parsing.BadInput`
    or :class:`engines.core.IllegalAction` there: a clear answer, nothing
    changes). What the person typed last stands in the field again when the
    game names a setting for it (:attr:`GameUI.remembered`)."""

    title: str
    label: str
    verb: str
    arg: str = ""
    max_length: int = 100


@dataclass(frozen=True, slots=True)
class ShowPanel:
    """What :meth:`GameUI.action` returns for a button of the public message
    that only shows the clicker's private panel (as "Meine Karten" does),
    e.g. after checking that it is their turn (else raise
    :class:`engines.core.IllegalAction` with the answer)."""


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
    #: The picture's alt text ("": :attr:`text`), from the same record.
    alt: str = ""


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
    rows: tuple[Row, ...] = ()
    #: The picture's alt text ("": :attr:`content`), from the asker's view.
    alt: str = ""


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
    #: A :class:`Modal`'s verb -> the key of the person's settings of this
    #: game that keeps what they typed last (shown in the field again).
    remembered: dict[str, str] = field(default_factory=dict)

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

    def end_text(self, view: Any, result: GameResult, names: Sequence[str], *, title: str,
                 friendly: bool, computers: frozenset[int] = frozenset()) -> list[str]:
        """The end board's text from the public ``view`` at the end: a title
        (the game's ``title`` in it) and :meth:`end_lines` (``friendly``: a
        Freundschaftspartie, it does not count for the Bestenliste;
        ``computers``: the seats computers played at the end)."""
        return [self.word("core.end.title", game=title),
                *self.end_lines(result, names, computers=computers)]

    def report(self, view: Any) -> str | None:
        """"Mein Bericht": the game's words about the game of ``view``'s
        reader, read at the end (None: the game has none, no button)."""
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

    def public_rows(self, view: Any, names: Sequence[str], clock: Clock, *, rat: bool,
                    leave: bool) -> tuple[Row, ...] | None:
        """All rows of the table message, for a game that lays them out
        itself (None: the kit's rows of "Meine Karten", :meth:`public_buttons`,
        the Rat, the rules, Karten-Info and "Tisch verlassen"). ``rat``: the
        Rat is offered; ``leave``: other people play here; ``clock``: the
        countdown as the message shows it (a button may turn red)."""
        return None

    def panel(self, view: Any, names: Sequence[str]) -> Panel:
        """The private panel of the view's reader."""
        return Panel(t("core.panel.nothing"))

    def draft_panel(self, view: Any, names: Sequence[str], draft: str) -> Panel:
        """The private panel with a half-made choice (see :class:`Draft`)."""
        return self.panel(view, names)

    def person_panel(self, view: Any, names: Sequence[str], draft: str,
                     prefs: Mapping[str, Any]) -> Panel:
        """The private panel as the kit draws it: with ``draft`` half-made
        ("": none) and the person's own settings of this game (``prefs``,
        e.g. a help they switched off); by default :meth:`draft_panel` or
        :meth:`panel`, which read no settings."""
        return self.draft_panel(view, names, draft) if draft else self.panel(view, names)
    def panel_deadlines(self, panel: Panel, view: Any, deadlines: Mapping[int, float]) -> Panel:
        """The private panel with the deadlines it names: ``deadlines`` are
        the running countdowns' (engine timer token -> UNIX seconds), e.g. a
        Merkzeit beside the Bedenkzeit; by default the panel as it is."""
        return panel

    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any) -> Any:
        """What a click or choice (or a :class:`Modal`'s typed text, the one
        value) means: the engine action; a function of the table's state
        that builds the action under the table's lock (a bid against the
        high bid at arrival; it may raise :class:`engines.core.IllegalAction`);
        a :class:`Draft`, :class:`Modal` or :class:`ShowPanel`. ValueError
        if it means none (an outdated control); IllegalAction or
        :class:`bot.kit.parsing.BadInput` with a clear answer that changes nothing."""
        raise ValueError(f"unknown verb {verb!r}")

    def click(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any,
              names: Sequence[str]) -> Any:
        """What the kit asks for a click: :meth:`action`, for a game whose
        answers (a refusal built under the lock) name players by ``names``."""
        return self.action(verb, arg, values, seat, view)

    def look(self, verb: str, arg: str, values: Sequence[str], view: Any,
             names: Sequence[str]) -> Look | None:
        """The private answer to a click that only shows something (the
        reader's view is ``view``), or None when ``verb`` is an action's
        (ValueError if it is malformed)."""
        return None

    def look_at(self, verb: str, arg: str, values: Sequence[str], view: Any,
                names: Sequence[str], actions: Sequence[Any]) -> Look | None:
        """:meth:`look` for an answer that also reads what happened at the
        table: ``actions`` are the table's actions so far, of which it may
        read only what everybody saw (who traded with whom, never which
        cards). By default :meth:`look`."""
        return self.look(verb, arg, values, view, names)

    # ------------------------------------------------------------ the Rat
    def rat_decision(self, view: Any, decision: Any) -> Any:
        """The decision the Rat advises on for the reader of ``view``
        (``decision``: the one they owe or may take now, or None); a game
        may advise before a decision opens (None: "wait")."""
        return decision

    def rat_job(self, advise: Callable[..., Any], view: Any, decision: Any, rng: Any,
                names: Sequence[str]) -> functools.partial[Any]:
        """The Rat's search as a picklable call: it runs where computers
        decide (:mod:`bot.kit.runtime.decisions`); a game whose reasons name people
        passes ``names`` too."""
        return functools.partial(advise, view, decision, rng)

    def rat_lines(self, advice: Any) -> list[str]:
        """The Rat's answer below its title: its reasons, then its
        alternatives (sentences)."""
        return [*advice.reasons, *getattr(advice, "alternatives", ())]

    def rat_draft(self, advice: Any, view: Any) -> str | None:
        """A :class:`Draft` the Rat's advice makes on the person's panel
        (the cards it would pay, preselected) until their decision moves
        on; None: none."""
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

    def info_selects(self, view: Any, names: Sequence[str]) -> tuple[Select, ...]:
        """Karten-Info selects (verb ``info``) standing on the table message
        itself, for a game that lays its rows out itself (:meth:`public_rows`);
        their choices are answered by :meth:`info` as a new private message
        and may be any of their options."""
        return ()

    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """The Spielverlauf lines of public events."""
        return []

    def private_lines(self, event: Event, seat: int, names: Sequence[str]) -> list[str]:
        """What ``seat`` alone is told about ``event`` (it is in its audience)."""
        return []

    # ----------------------------------------------------------- alt texts
    # Each picture's description for a screen reader (and for a picture that
    # does not load), read from the same view the picture is drawn from: it
    # can never name what the picture's reader may not know.
    def table_alt(self, view: Any, names: Sequence[str]) -> str:
        """The table picture's alt text, from the public ``view`` it is drawn
        from (:meth:`picture_view`): by default :meth:`public_content`."""
        return t("core.alt.table", lines=self.public_content(view, names))

    def panel_alt(self, view: Any, names: Sequence[str]) -> str:
        """The private panel picture's alt text, from its reader's ``view``:
        by default the panel's own text."""
        return t("core.alt.panel", lines=self.panel(view, names).content)

    def moment_alt(self, moment: Moment, names: Sequence[str]) -> str:
        """A moment's picture's alt text: its :attr:`Moment.alt`, else its text."""
        return moment.alt or moment.text

    def look_alt(self, look: Look) -> str:
        """A look's (or Karten-Info's) picture's alt text: its
        :attr:`Look.alt`, else its text."""
        return look.alt or look.content

    def end_alt(self, view: Any, result: GameResult, names: Sequence[str]) -> str:
        """The end board's alt text, from the ``view`` it is drawn from and
        the result: by default :meth:`end_lines` (places and points)."""
        return t("core.alt.end", lines="\n".join(self.end_lines(result, names)))

    def album_alt(self, items: Sequence[str], title: str) -> str:
        """The album picture's alt text: the game and how much was found."""
        return t("core.alt.album", game=title, count=len(items))

    def end_lines(self, result: GameResult, names: Sequence[str], *,
                  computers: frozenset[int] = frozenset()) -> list[str]:
        """The end of the game in words (one line per seat by default); a
        computer's leaderboard points read "–" (:func:`leaderboard_points`)."""
        order = sorted(result.seats, key=lambda s: (s.place, s.seat))
        return [t("core.end.line", place=s.place, name=names[s.seat], points=s.points,
                  rechenweg=s.rechenweg or s.points,
                  lb=leaderboard_points(s.leaderboard, s.seat in computers)) for s in order]


def leaderboard_points(points: int, computer: bool) -> str:
    """Leaderboard points as every end board writes them: signed for a
    person, "–" for a computer (the lists count only people).

    >>> leaderboard_points(142, False), leaderboard_points(0, False), leaderboard_points(9, True)
    ('+142', '0', '–')
    """
    return leaderboard_text(points, counted=not computer)
