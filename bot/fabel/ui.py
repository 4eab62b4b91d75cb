"""Speedfabel's words and controls for the kit (:class:`bot.kit.ui.GameUI`):
the table message's head, rows and Spielverlauf, the auction's hammer
strokes, the stage that must be seen before its countdown, the table
picture, its lobby's Spielart and settings, its private panel
(:mod:`bot.fabel.panels`), what its clicks mean (:mod:`bot.fabel.verbs`),
Karten-Info, the Rat's hooks and its end board (:mod:`bot.fabel.endgame`).
The kit runs the rest (every click, panel, modal and answer) as for every
game.

The hammer strokes and the "Meins!" counter run in the message's text (a
cheap edit); the picture is uploaded again only when what it shows changed.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from importlib import resources
from typing import Any

from bot.fabel import drawing, endgame, panels, public, verbs
from bot.fabel import prefs as _prefs
from bot.fabel.public import hammer, public_content
from bot.kit.parts import (
    AltTexts,
    Controls,
    Countdowns,
    Ending,
    InfoTopics,
    LobbyLayout,
    News,
    Rat,
    TableMessage,
)
from bot.kit.slash import Slash, Switch
from bot.kit.ui import Basics, Clock, GameUI, Look, Panel, Row, Select
from engines.core import Decision, Event, GameResult, Timer
from engines.fabel.cards import MEINS_START
from engines.fabel.events import CardRevealed, GoldeselPayout, MeinsCount, Pleite
from engines.fabel.narrate import card_name, private_lines, public_lines, vierer_lines
from engines.fabel.view import FabelView
from engines.texts import t

#: Lines of the table message above the Spielverlauf (the head is padded to them).
HEAD_LINES = 5
#: An empty line that Discord keeps.
BLANK = "\u200b"
#: Seconds before the Zuschlag of the hammer's strokes (Zum Ersten, Zweiten, Dritten).
HAMMER_STROKES = (3.0, 2.0, 1.0)
#: Events that put a card on the stage: the table waits until it is shown.
STAGE_EVENTS = (CardRevealed, GoldeselPayout, Pleite)
#: The shell's texts in Speedfabel's own words (a market stall, not a table).
WORDS = {
    "core.lobby.title": "fabel.lobby.title",
    "core.lobby.started": "fabel.lobby.started",
    "core.lobby.too_few": "fabel.lobby.too_few",
    "core.lobby.bad_settings": "fabel.lobby.bad_settings",
    "core.lobby.bad_size": "fabel.lobby.bad_settings",
    "core.lobby.gone": "fabel.lobby.gone",
    "core.lobby.only_host": "fabel.answer.only_host",
    "core.lobby.settings_title": "fabel.lobby.settings_title",
    "core.lobby.clock": "fabel.lobby.clock.seconds",
    "core.lobby.clock_none": "fabel.lobby.clock.none",
    "core.lobby.einsatz.rangliste": "fabel.lobby.einsatz.rangliste",
    "core.lobby.einsatz.freundschaft": "fabel.lobby.einsatz.freundschaft",
    "core.lobby.ph.clock": "fabel.lobby.ph.clock",
    "core.lobby.ph.strength": "fabel.lobby.ph.strength",
    "core.lobby.ph.einsatz": "fabel.lobby.ph.einsatz",
    "core.strength.leicht": "fabel.strength.leicht",
    "core.strength.normal": "fabel.strength.normal",
    "core.strength.stark": "fabel.strength.stark",
    "core.answer.not_offered": "core.answer.bad_choice",
    "core.answer.again_started": "fabel.answer.again_started",
    "core.answer.wait": "fabel.task.wait",
    "core.answer.outdated": "fabel.answer.outdated",
    "core.answer.rat": "fabel.answer.rat",
    "core.answer.no_rat": "fabel.answer.no_rat",
    "core.thread.table": "fabel.thread.name",
    "core.thread.solo": "fabel.thread.solo",
    "core.thread.daily": "fabel.thread.daily",
    # the daily game is the Tagesmarkt in its command, its thread and its list
    "core.daily.empty": "fabel.daily.empty",
    "core.cmd.opened": "fabel.cmd.opened",
    "core.cmd.solo_opened": "fabel.cmd.solo_opened",
    "core.rules.title": "fabel.rules.title",
    "core.cmd.group": "fabel.cmd.group",
    "core.cmd.desc.tisch": "fabel.cmd.desc.tisch",
    "core.cmd.desc.solo": "fabel.cmd.desc.solo",
    "core.cmd.desc.regeln": "fabel.cmd.desc.regeln",
    "core.cmd.desc.ansicht": "fabel.cmd.desc.ansicht",
    "core.cmd.desc.bestenliste": "fabel.cmd.desc.bestenliste",
    "core.cmd.desc.partien": "fabel.cmd.desc.partien",
    "core.cmd.desc.tagesspiel": "fabel.cmd.desc.tagesmarkt",
    "core.cmd.desc.tagesliste": "fabel.cmd.desc.tagesliste",
    "core.cmd.param.plaetze": "fabel.cmd.param.plaetze",
    "core.cmd.param.computer": "fabel.cmd.param.computer",
    "core.cmd.param.staerke": "fabel.cmd.param.staerke",
    "core.cmd.param.modus": "fabel.cmd.param.spielart",
    "core.cmd.param.nur_dieser_server": "fabel.cmd.param.nur_dieser_server",
    "core.settings.saved": "fabel.settings.saved",
    "core.btn.report": "fabel.btn.report",
}
#: The house rules' values (of the choice "house") as the old rows stored
#: them; the flags are also the switches of ``/fabel solo``.
HOUSE_FLAGS = (("superhandel", "superhandel"), ("geld", "geld_zaehlt"))
#: /fabel: the Spielart at every command, the Tagesmarkt, four seats, the
#: house rules at solo, the Einsteiger-Hilfe at ansicht.
SLASH = Slash(mode_param="spielart", mode_choice="mode", daily="tagesmarkt", seats=4,
              solo_switches=tuple(Switch(flag, f"fabel.cmd.param.{flag}", "house", value)
                                  for value, flag in HOUSE_FLAGS),
              preferences=(_prefs.EINSTEIGER_HILFE,))


@dataclass
class FabelUI(Basics):
    """Speedfabel at a kit table (see the module docstring)."""

    def public_content(self, view: Any, names: Sequence[str]) -> str:
        """Whose decision and what (the head without its deadline; the table
        message shows :meth:`FabelCountdowns.public_head`)."""
        return public_content(view, names, deadline=None, now=0.0)

    def panel(self, view: Any, names: Sequence[str]) -> Panel:
        """The private panel with the Kassenbuch shown (the default)."""
        return panels.panel(view, names, kassenbuch=True, chosen=None)

    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any,
               names: Sequence[str]) -> Any:
        """Reveal, sell, keep, give, end the turn, accept, the letter's
        Vorkauf, payments and offers, trades, bids (quick and typed),
        "Meins!", the Kobold (see :mod:`bot.fabel.verbs`); its refusals name
        the player who was faster."""
        return verbs.action(verb, arg, values, seat, view, names)

    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """The Spielverlauf keeps only a race's result, not one line a number."""
        return public_lines([e for e in events if not isinstance(e, MeinsCount)], names)

    # ------------------------------------------------------------- end


@dataclass(frozen=True)
class FabelLobby(LobbyLayout):
    """The Spielart on the lobby (its settings panel has five selects), the
    Zahlenfeld's last amount, rows from before the kit."""

    lobby_choices: tuple[str, ...] = ("mode",)
    settings_order: tuple[str, ...] = ("clock", "tempo", "strength", "house", "einsatz")
    slash: Slash = SLASH
    #: The Zahlenfeld shows the amount typed last.
    remembered: Mapping[str, str] = field(default_factory=lambda: {"amount": _prefs.LAST_BID})

    def lobby_settings(self, settings: Any) -> str | None:
        """Spielart, Bedenkzeit, Auktionstempo, Computerstärke, Hausregeln, Einsatz."""
        s = settings
        house = [t(f"fabel.lobby.house.{k}") for k in s.choices.get("house", ())]
        clock = (t("fabel.lobby.clock.none") if s.bedenkzeit is None or s.solo
                 else t("fabel.lobby.clock.seconds", seconds=s.bedenkzeit))
        return t("fabel.lobby.settings", mode=t(f"fabel.mode.{s.choices['mode'][0]}"),
                 clock=clock, tempo=t(f"fabel.tempo.{s.choices['tempo'][0]}"),
                 strength=t(f"fabel.strength.{s.strength}"),
                 house=", ".join(house) or t("fabel.lobby.house.none"),
                 einsatz=t(f"fabel.lobby.einsatz.{s.einsatz}"))

    def upgrade_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        """A row written before Speedfabel played on the kit (its own
        settings: mode, tempo and the house rules as flags) as the kit's."""
        if "choices" in options:
            return options
        old = dict(options)
        house = [key for key, flag in HOUSE_FLAGS if old.pop(flag, False) is True]
        choices = {"mode": [old.pop("mode", "klassisch")], "tempo": [old.pop("tempo", "normal")],
                   "house": house}
        return {**old, "size": old.get("size", seats), "choices": choices}


@dataclass(frozen=True)
class FabelTable(TableMessage):
    """The table message's rows, the picture without the running counter,
    the Vierer; edits kept in reserve for the auction's many bids."""

    log_shown: int = 5
    edit_reserve: bool = True

    def public_rows(self, view: Any, names: Sequence[str], clock: Clock, *, rat: bool,
                    leave: bool) -> tuple[Row, ...] | None:
        """The table message's buttons (+10 … red at the hammer's strokes)
        and the Karten-Info selects."""
        remaining = clock.remaining
        return public.public_rows(view, solo=rat, leave=leave,
                                  danger=remaining is not None and hammer(remaining) > 0)

    def picture_view(self, view: Any) -> Any:
        """The public view without the running "Meins!" counter: it counts
        down in the message's text and on the button, one edit a number, not
        one picture a number."""
        race = view.race
        if race is None or race.presser is not None:
            return view
        return replace(view, race=replace(race, counter=MEINS_START))

    def view_lines(self, before: Any, after: Any, names: Sequence[str]) -> list[str]:
        """A Vierer has no event of its own: announce what became complete."""
        if before is None:
            return []
        return vierer_lines([p.vierer for p in before.players],
                            [p.vierer for p in after.players], names)


@dataclass(frozen=True)
class FabelCountdowns(Countdowns):
    """The head with the hammer, the strokes, the stage shown first."""

    def public_head(self, game: GameUI, view: Any, names: Sequence[str],
                    clock: Clock) -> list[str]:
        """Whose decision, what, until when (a Discord timestamp, and the
        hammer's stroke in the last three seconds), padded to
        :data:`HEAD_LINES` lines so the buttons keep their place."""
        lines = public_content(view, names, deadline=clock.deadline, now=clock.now).split("\n")
        return lines + [BLANK] * (HEAD_LINES - len(lines))

    def refresh_marks(self, timer: Timer) -> tuple[float, ...]:
        """An auction's countdown is edited at each hammer stroke."""
        return HAMMER_STROKES if timer.kind == "auction" else ()

    def shows_at_once(self, events: Sequence[Event]) -> bool:
        """A card put on the stage (or a payout, a Pleite) is shown before
        its countdown starts."""
        return any(isinstance(e, STAGE_EVENTS) for e in events)


@dataclass(frozen=True)
class FabelControls(Controls):
    """The person's own panel and the looks."""

    def person_panel(self, game: GameUI, view: Any, names: Sequence[str], draft: str,
                     prefs: Mapping[str, Any]) -> Panel:
        """The private panel with the person's Kassenbuch setting
        (Einsteiger-Hilfe) and the money picked so far (``draft``)."""
        chosen = None
        if draft:
            try:
                chosen = panels.decode_counts(draft)[1]
            except ValueError:
                chosen = None
        kassenbuch = _prefs.from_settings(prefs).einsteiger_hilfe
        return panels.panel(view, names, kassenbuch=kassenbuch, chosen=chosen)

    def look_at(self, verb: str, arg: str, values: Sequence[str], view: Any,
                names: Sequence[str], actions: Sequence[Any]) -> Look | None:
        """"Deine Punkte jetzt" and the Kassenbuch of another player."""
        return verbs.look(verb, values, view, names, actions)


@dataclass(frozen=True)
class FabelInfo(InfoTopics):
    """Karten-Info on the table message."""

    def info_selects(self, view: Any, names: Sequence[str]) -> tuple[Select, ...]:
        """Karten-Info stands on the table message (two selects in the Meistermarkt)."""
        return public.info_selects(view)

    def info(self, view: Any, topic: str, names: Sequence[str]) -> Look:
        """Karten-Info from the asker's view, with its picture."""
        return verbs.card_info(view, topic, names)


@dataclass(frozen=True)
class FabelRat(Rat):
    """The Rat's hooks."""

    def rat_decision(self, view: Any, decision: Any) -> Any:
        """In a letter race with too few cards to press yet, the Rat still
        tells from which number on."""
        race = view.race
        if decision is None and view.phase == "meins" and race is not None \
                and view.reader != race.auctioneer:
            return Decision(view.reader, "meins", False, False)
        return decision

    def rat_job(self, advise: Callable[..., Any], view: Any, decision: Any, rng: Any,
                names: Sequence[str]) -> functools.partial[Any]:
        """The Rat names the others by their names at the table."""
        return functools.partial(advise, view, decision, rng, names=tuple(names))

    def rat_lines(self, advice: Any) -> list[str]:
        """Its reasons (its alternatives are actions, not sentences)."""
        return list(advice.reasons)

    def rat_draft(self, advice: Any, view: Any) -> str | None:
        """The cards it would pay or offer, preselected."""
        return verbs.rat_draft(advice, view)


@dataclass(frozen=True)
class FabelAlts(AltTexts):
    """The pictures' alt texts."""

    def table_alt(self, game: GameUI, view: Any, names: Sequence[str]) -> str:
        """The table picture's alt text, from the public view it is drawn
        from: who decides what (the card on offer, the highest bid), then
        each player's open creatures and how many money cards he holds."""
        lines = [public_content(view, names, deadline=None, now=0.0)]
        for p in view.players:
            held = ", ".join(f"{card_name(k, n)} ×{n}" for k, n in enumerate(p.creatures) if n)
            lines.append(t("fabel.alt.player", name=names[p.seat], cards=p.money_count,
                           creatures=held or t("fabel.alt.no_creatures")))
        return t("core.alt.table", lines="\n".join(lines))

    def panel_alt(self, game: GameUI, view: Any, names: Sequence[str]) -> str:
        """The panel picture's alt text: the reader's money, creatures,
        points and task (:func:`bot.fabel.panels.panel_alt`)."""
        return panels.panel_alt(view, names)


@dataclass(frozen=True)
class FabelNews(News):
    """Private notes across events."""

    def private_notes(self, events: Sequence[Event],
                      names: Sequence[str]) -> list[tuple[int, str]]:
        """Payment cards and a trade's cards with the outcome of its uncovering."""
        return private_lines(events, names)


@dataclass(frozen=True)
class FabelEnding(Ending):
    """The end board (computers with their strength) and Mein Bericht."""

    end_strengths: bool = True

    def end_text(self, view: Any, result: GameResult, names: Sequence[str], *, title: str,
                 friendly: bool, computers: frozenset[int] = frozenset()) -> list[str]:
        """Each player's place, Rechenweg, money and leaderboard points ("–"
        for a computer), then each one's Marktbericht (Meistermarkt: letters
        and Kobold-Taler)."""
        return endgame.end_lines(view, names, friendly=friendly, computers=computers)

    def report(self, view: Any) -> str | None:
        """Mein Bericht: the reader's own sentences about the game."""
        if view.result is None or view.reader is None:
            return None
        return view.result.sentences[view.reader] or ""


def fabel_ui() -> FabelUI:
    """Speedfabel's UI with its rule text and drawing jobs."""
    rules = resources.files("bot.fabel").joinpath("regeln.txt").read_text(encoding="utf-8")
    return FabelUI(rules=rules, table_picture=drawing.table, panel_picture=drawing.panel,
                   end_picture=drawing.end)


__all__ = ["FabelUI", "FabelView", "fabel_ui"]
