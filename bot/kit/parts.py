"""The optional half of a game's bot part (the required half is
:class:`bot.kit.ui.GameUI`).

Each part is a small class whose methods are the kit's default. A game
that wants another behaviour subclasses the part, overrides what it needs
and composes it into its :class:`Parts` in its ``plugin.py``; every part it
leaves out stays the kit's. A default that reads the required half gets the
game's :class:`~bot.kit.ui.GameUI` as its first argument (``game``).

- :class:`Wording`: the game's own words for the shell's texts.
- :class:`LobbyLayout`: lobby line, lobby selects, settings order, slash
  commands, remembered typed values, old table rows.
- :class:`TableMessage`: the table message's rows, log length, picture input.
- :class:`Countdowns`: the head with its deadline, refresh marks, panels'
  deadlines and panels gone stale.
- :class:`Controls`: drafts, the person's own panel, looks.
- :class:`InfoTopics`: Karten-Info.
- :class:`Rat`: the Rat's decision, search, words and draft.
- :class:`Ending`: the end board, Mein Bericht, the album.
- :class:`AltTexts`: the table's and the panel's picture descriptions.
- :class:`News`: private notes and moments with a message of their own.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from discord import app_commands

from bot.kit.slash import Slash
from bot.kit.translator import said
from bot.kit.ui import Button, Clock, GameUI, Look, Moment, Panel, Row, Select, end_lines
from engines.core import Event, GameResult, Timer
from engines.texts import t


@dataclass(frozen=True)
class Wording:
    """The game's own wording of shell texts (its commands' descriptions
    too): ``words`` maps a ``core.*`` key to the game's key (called with the
    same values; a game's text may use fewer of them)."""

    words: Mapping[str, str] = field(default_factory=dict)

    def word(self, key: str, **values: Any) -> str:
        """A shell text in the game's wording."""
        return t(self.words.get(key, key), **values)

    def said(self, key: str, **values: Any) -> app_commands.locale_str:
        """A command's text in the game's wording, for every language
        (:func:`bot.kit.translator.said`)."""
        return said(self.words.get(key, key), **values)


@dataclass(frozen=True)
class LobbyLayout:
    """How the lobby and the settings panel read."""

    #: Keys of the declaration's choices that stand as a select on the lobby
    #: message itself (the first thing a host picks), not in the settings panel.
    lobby_choices: tuple[str, ...] = ()
    #: The settings panel's selects in order: "clock", "strength", "einsatz"
    #: and the choices' keys (empty: the shell's three, then the choices).
    settings_order: tuple[str, ...] = ()
    #: Its slash commands where they differ from the shell's (the mode
    #: parameter's name, the daily command's name, switches of its own).
    slash: Slash = field(default_factory=Slash)
    #: A :class:`~bot.kit.ui.Modal`'s verb -> the key of the person's settings
    #: of this game that keeps what they typed last (shown in the field again).
    remembered: Mapping[str, str] = field(default_factory=dict)

    def lobby_settings(self, settings: Any) -> str | None:
        """The lobby's line of settings (None: the shell's)."""
        return None

    def upgrade_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        """A table row's options as the kit's settings read them; a game whose
        rows were written before it played on the kit converts them here
        (``seats``: the row's seats, for a row that did not store a size)."""
        return options


@dataclass(frozen=True)
class TableMessage:
    """The table message: its rows, its Spielverlauf, its picture's input."""

    #: Spielverlauf lines shown inside the table message.
    log_shown: int = 4
    #: Made for load (a game with many fast computer moves, such as an
    #: auction's bids): refreshes nobody waits for (computers' moves, a
    #: countdown's marks) leave edits in reserve for people's clicks, and the
    #: table picture waits for a later edit while the picture process is
    #: busy (the text goes out at once). False: every edit at once, each
    #: with its picture.
    edit_reserve: bool = False

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

    def picture_view(self, view: Any) -> Any:
        """What the table picture is drawn from (and redrawn when it changes):
        the public view, or the part of it the picture shows. A change
        outside it (a counter that runs in the message's text) costs a text
        edit, not a new upload."""
        return view

    def table_input(self, view: Any, events: Sequence[Event], names: Sequence[str]) -> Any:
        """What the table picture draws: the public ``view`` by default; a
        game may pair it with what the public ``events`` since the last
        picture did (Discord cannot animate: the picture shows the last step).
        It must hold only what everybody may know and be picklable."""
        return view

    def view_lines(self, before: Any, after: Any, names: Sequence[str]) -> list[str]:
        """Spielverlauf lines for what changed between two public views
        without an event of its own (``before`` None: the first look)."""
        return []


@dataclass(frozen=True)
class Countdowns:
    """Who must act by when, where people read it."""

    def public_head(self, game: GameUI, view: Any, names: Sequence[str],
                    clock: Clock) -> list[str]:
        """The table message's lines above the Spielverlauf: by default the
        game's :meth:`~bot.kit.ui.GameUI.public_content` and who must act by
        when (a Discord timestamp every client counts down by itself). Keep
        their number steady."""
        timer = clock.timer
        line = "\u200b"
        if timer is not None and clock.deadline is not None and timer.seats:
            who = ", ".join(names[s] for s in timer.seats)
            line = t(f"core.public.clock.{timer.kind}" if timer.kind in ("bedenkzeit",
                     "nachfrist") else "core.public.clock.other", names=who,
                     when=f"<t:{int(clock.deadline)}:R>")
        return [game.public_content(view, names), line]

    def refresh_marks(self, timer: Timer) -> tuple[float, ...]:
        """Seconds before ``timer``'s deadline at which the table message is
        edited again (a text edit; the picture is drawn again only when
        :meth:`TableMessage.picture_view` changed), e.g. an auction's hammer strokes."""
        return ()

    def shows_at_once(self, events: Sequence[Event]) -> bool:
        """Whether the table must show these events before the countdown
        that follows them starts (a card put on the stage): the table holds
        its lock until that edit went out."""
        return True

    def panel_deadlines(self, panel: Panel, view: Any, deadlines: Mapping[int, float]) -> Panel:
        """The private panel with the deadlines it names: ``deadlines`` are
        the running countdowns' (engine timer token -> UNIX seconds), e.g. a
        Merkzeit beside the Bedenkzeit; by default the panel as it is."""
        return panel

    def stale_panels(self, events: Sequence[Event]) -> frozenset[int]:
        """Seats whose last private panel shows something ``events`` took
        away (cards covered when a Merkzeit ran out): the kit draws those
        panels again in place, so they stop showing it."""
        return frozenset()


@dataclass(frozen=True)
class Controls:
    """Controls beyond the plain panel: half-made choices and looks."""

    def draft_panel(self, game: GameUI, view: Any, names: Sequence[str], draft: str) -> Panel:
        """The private panel with a half-made choice (see
        :class:`~bot.kit.ui.Draft`); by default the game's panel."""
        return game.panel(view, names)

    def person_panel(self, game: GameUI, view: Any, names: Sequence[str], draft: str,
                     prefs: Mapping[str, Any]) -> Panel:
        """The private panel as the kit draws it: with ``draft`` half-made
        ("": none) and the person's own settings of this game (``prefs``,
        e.g. a help they switched off); by default :meth:`draft_panel` or
        the game's panel, which read no settings."""
        return self.draft_panel(game, view, names, draft) if draft else game.panel(view, names)

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


@dataclass(frozen=True)
class InfoTopics:
    """Karten-Info (by default none: no button)."""

    def info_topics(self, view: Any, names: Sequence[str]) -> tuple[tuple[str, str], ...]:
        """The (value, label) topics the reader of ``view`` may ask about (at
        most 25; none hides the button); ``names`` are the seats' names, for
        labels that name a player."""
        return ()

    def info(self, view: Any, topic: str, names: Sequence[str]) -> str | Look:
        """Karten-Info about ``topic`` for the reader of ``view``: what it
        does, how often it exists, what it means for them now. Never a
        hidden value (only the view is read). A :class:`~bot.kit.ui.Look`
        answers with a picture too (drawn in the asker's theme; its ``rows``
        are unused)."""
        return ""

    def info_selects(self, view: Any, names: Sequence[str]) -> tuple[Select, ...]:
        """Karten-Info selects (verb ``info``) standing on the table message
        itself, for a game that lays its rows out itself
        (:meth:`TableMessage.public_rows`); their choices are answered by
        :meth:`info` as a new private message and may be any of their options."""
        return ()


@dataclass(frozen=True)
class Rat:
    """The Rat (for a game whose declaration has an adviser)."""

    def rat_decision(self, view: Any, decision: Any) -> Any:
        """The decision the Rat advises on for the reader of ``view``
        (``decision``: the one they owe or may take now, or None); a game
        may advise before a decision opens (None: "wait")."""
        return decision

    def rat_job(self, advise: Callable[..., Any], view: Any, decision: Any, rng: Any,
                names: Sequence[str]) -> functools.partial[Any]:
        """The Rat's search as a picklable call: it runs where computers
        decide (:mod:`bot.kit.runtime.decisions`); a game whose reasons name
        people passes ``names`` too."""
        return functools.partial(advise, view, decision, rng)

    def rat_lines(self, advice: Any) -> list[str]:
        """The Rat's answer below its title: its reasons, then its
        alternatives (sentences)."""
        return [*advice.reasons, *getattr(advice, "alternatives", ())]

    def rat_draft(self, advice: Any, view: Any) -> str | None:
        """A :class:`~bot.kit.ui.Draft` the Rat's advice makes on the
        person's panel (the cards it would pay, preselected) until their
        decision moves on; None: none."""
        return None


@dataclass(frozen=True)
class Ending:
    """The end board, Mein Bericht and the album."""

    #: The end board names computers with their strength ("Igel (stark)").
    end_strengths: bool = False
    #: Draws a person's album as ``(items, theme) -> bytes`` (or pages); a
    #: game that fills ``GameResult`` album items gets ``/<game> album``.
    album_picture: Callable[[tuple[str, ...], str], bytes | tuple[bytes, ...]] | None = None

    def end_lines(self, result: GameResult, names: Sequence[str], *,
                  computers: frozenset[int] = frozenset()) -> list[str]:
        """The end of the game in words (one line per seat by default); a
        computer's leaderboard points read "–"."""
        return end_lines(result, names, computers=computers)

    def end_text(self, view: Any, result: GameResult, names: Sequence[str], *, title: str,
                 friendly: bool, computers: frozenset[int] = frozenset()) -> list[str]:
        """The end board's text from the public ``view`` at the end: by
        default the ``title`` line (the kit's, in the game's words) and
        :meth:`end_lines` (``friendly``: a Freundschaftspartie, it does not
        count for the Bestenliste; ``computers``: the seats computers played
        at the end)."""
        return [title, *self.end_lines(result, names, computers=computers)]

    def end_alt(self, view: Any, result: GameResult, names: Sequence[str]) -> str:
        """The end board's alt text, from the ``view`` it is drawn from and
        the result: by default :meth:`end_lines` (places and points)."""
        return t("core.alt.end", lines="\n".join(self.end_lines(result, names)))

    def end_input(self, view: Any, records: tuple[tuple[str, ...], ...]) -> Any:
        """What the end picture gets as its view: the public view at the end
        by default; a game may pair it with ``records``, per seat the
        statistics whose record the game just set (to mark them)."""
        return view

    def report(self, view: Any) -> str | None:
        """"Mein Bericht": the game's words about the game of ``view``'s
        reader, read at the end (None: the game has none, no button)."""
        return None

    def album_alt(self, items: Sequence[str], title: str) -> str:
        """The album picture's alt text: the game and how much was found."""
        return t("core.alt.album", game=title, count=len(items))


@dataclass(frozen=True)
class AltTexts:
    """Each picture's description for a screen reader (and for a picture
    that does not load), read from the same view the picture is drawn from:
    it can never name what the picture's reader may not know."""

    def table_alt(self, game: GameUI, view: Any, names: Sequence[str]) -> str:
        """The table picture's alt text, from the public ``view`` it is drawn
        from (:meth:`TableMessage.picture_view`): by default the game's
        :meth:`~bot.kit.ui.GameUI.public_content`."""
        return t("core.alt.table", lines=game.public_content(view, names))

    def panel_alt(self, game: GameUI, view: Any, names: Sequence[str]) -> str:
        """The private panel picture's alt text, from its reader's ``view``:
        by default the panel's own text."""
        return t("core.alt.panel", lines=game.panel(view, names).content)


@dataclass(frozen=True)
class News:
    """What is told beyond the Spielverlauf: to one reader, or as a moment."""

    def private_lines(self, event: Event, seat: int, names: Sequence[str]) -> list[str]:
        """What ``seat`` alone is told about ``event`` (it is in its audience)."""
        return []

    def private_notes(self, events: Sequence[Event],
                      names: Sequence[str]) -> list[tuple[int, str]]:
        """(seat, text) of what each reader alone is told about ``events``;
        by default :meth:`private_lines` of each event for each seat in its
        audience (a game whose notes read across events overrides this)."""
        return [(seat, line) for event in events for seat in event.audience or ()
                for line in self.private_lines(event, seat, names)]

    def moments(self, events: Sequence[Event], view: Any,
                names: Sequence[str]) -> list[Moment]:
        """Moments among public ``events`` that get a message of their own
        (posted in order, after the table message is updated); ``view`` is
        the public view after them."""
        return []


@dataclass(frozen=True)
class Parts:
    """A game's optional parts, composed in its ``plugin.py``; each one left
    out is the kit's default."""

    wording: Wording = field(default_factory=Wording)
    lobby: LobbyLayout = field(default_factory=LobbyLayout)
    table: TableMessage = field(default_factory=TableMessage)
    countdowns: Countdowns = field(default_factory=Countdowns)
    controls: Controls = field(default_factory=Controls)
    info: InfoTopics = field(default_factory=InfoTopics)
    rat: Rat = field(default_factory=Rat)
    ending: Ending = field(default_factory=Ending)
    alts: AltTexts = field(default_factory=AltTexts)
    news: News = field(default_factory=News)

    def word(self, key: str, **values: Any) -> str:
        """A shell text in the game's wording (:class:`Wording`)."""
        return self.wording.word(key, **values)


def moment_alt(moment: Moment) -> str:
    """A moment's picture's alt text: its :attr:`Moment.alt`, else its text."""
    return moment.alt or moment.text


def look_alt(look: Look) -> str:
    """A look's (or Karten-Info's) picture's alt text: its
    :attr:`Look.alt`, else its text."""
    return look.alt or look.content
