"""What a game's bot part tells the kit, in two halves.

**Required** (:class:`GameUI`, eight members): every game writes them —
its rule text, its three drawing jobs, the table message's text, the
private panel, what a click means and the Spielverlauf lines. With only
these a game plays (the sealed test game, ``tests/bot/sealed_ui.py``,
writes little more).

**Optional** (:mod:`bot.kit.parts`): wording, lobby layout, the table
message's layout, countdowns, controls beyond the panel (drafts, looks),
Karten-Info, the Rat, the end board, alt texts, private notes and moments. A game composes
the parts it writes in its ``plugin.py`` (:class:`bot.kit.parts.Parts`);
every part it leaves out is the kit's default.

Callbacks hold no rules: :meth:`GameUI.action` only turns a click into an
engine action; the engine checks it. A game holds no Discord objects: its
rows are :class:`Button` and :class:`Select`, a typed amount a
:class:`Modal`; the kit makes the Discord components of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

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
    the kit answers with :meth:`~bot.kit.parts.Controls.draft_panel` for ``draft``. The draft
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
    game names a setting for it (:attr:`~bot.kit.parts.LobbyLayout.remembered`)."""

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
    own theme (``view`` is what the job needs, read from the asker's view;
    the job returns a picture's bytes, or its pages' where it is too tall
    for a phone), and ``rows`` of further controls (their clicks are looks
    again)."""

    content: str
    picture: Callable[[Any, tuple[str, ...], str], bytes | tuple[bytes, ...]] | None = None
    view: Any = None
    rows: tuple[Row, ...] = ()
    #: The picture's alt text ("": :attr:`content`), from the asker's view.
    alt: str = ""


#: A drawing job run in the picture process: ``(view, names, theme) -> bytes``.
Drawing = Callable[[Any, tuple[str, ...], str], bytes]
#: The end board's drawing job: ``(public view at the end, result, names,
#: theme, news) -> bytes`` (or a tuple of pages, sent together in order);
#: ``news`` holds per seat the album items this game added to its person's
#: album (empty for computers and for games without an album).
EndDrawing = Callable[[Any, GameResult, tuple[str, ...], str, tuple[tuple[str, ...], ...]],
                      bytes | tuple[bytes, ...]]


@runtime_checkable
class GameUI(Protocol):
    """The required half of a game's bot part: what every game must write
    (see the module docstring; the optional half is :mod:`bot.kit.parts`).

    ``table_picture`` and ``panel_picture`` are drawing jobs run in the
    picture process (module-level functions, :data:`Drawing`), ``end_picture``
    draws the end board (:data:`EndDrawing`); None draws no picture.
    """

    #: The rule text ("Regeln"); "" shows the kit's "no rules" answer.
    rules: str
    table_picture: Drawing | None
    panel_picture: Drawing | None
    end_picture: EndDrawing | None

    def public_content(self, view: Any, names: Sequence[str]) -> str:
        """The lines above the table picture (who acts now, and what is asked)."""
        ...

    def panel(self, view: Any, names: Sequence[str]) -> Panel:
        """The private panel of the view's reader."""
        ...

    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any,
               names: Sequence[str]) -> Any:
        """What a click or choice (or a :class:`Modal`'s typed text, the one
        value) means (``names``: the seats' names, for a refusal that names
        the player who was faster): the engine action; a function of the table's state
        that builds the action under the table's lock (a bid against the
        high bid at arrival; it may raise :class:`engines.core.IllegalAction`);
        a :class:`Draft`, :class:`Modal` or :class:`ShowPanel`. ValueError
        if it means none (an outdated control); IllegalAction or
        :class:`bot.kit.parsing.BadInput` with a clear answer that changes nothing."""
        ...

    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """The Spielverlauf lines of public events."""
        ...


@dataclass
class Basics:
    """The data members of :class:`GameUI` as a dataclass a game's UI may
    build on (it still writes the four methods itself)."""

    rules: str = ""
    table_picture: Drawing | None = None
    panel_picture: Drawing | None = None
    end_picture: EndDrawing | None = None


def end_lines(result: GameResult, names: Sequence[str], *,
              computers: frozenset[int] = frozenset()) -> list[str]:
    """The end of the game in the kit's words: one line per seat by place."""
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
