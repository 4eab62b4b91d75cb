"""Speedfossil at a Discord table: the public lines, the private panel of the
sealed choice and of a Langfinger's pick, the clicks, log and end.

The panel asks in steps: the card (a select), then what it needs (find A or
B, Fundbörse or Museum, the Vitrine's fossils), then "Verdeckt wählen". What
a person has half-chosen travels in the component ids (:mod:`.codes`), so a
restart loses nothing. No rules live here: the engine checks every choice;
the panel only offers what the view shows the person owns, and prints the
engine's preview under a complete choice.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.fossil import codes, drawing
from bot.kit.parts import Controls, Ending, InfoTopics, News, Rat
from bot.kit.runtime.editing import cut_words
from bot.kit.ui import (
    Basics,
    Button,
    Draft,
    GameUI,
    Look,
    Moment,
    Panel,
    Select,
    leaderboard_points,
)
from engines.core import Event, GameResult
from engines.fossil import info, narrate
from engines.fossil.actions import Bid, Choice, Inspect, SendThief, Show
from engines.fossil.events import AllChosen, CardRevealed, GameOver, RoundStarted
from engines.fossil.fossils import (
    ERA_OF,
    FOSSILS,
    MIN_VITRINE,
    eras_without_gap,
    valid_vitrines,
)
from engines.fossil.preview import preview
from engines.fossil.view import FossilView
from engines.texts import t
from render.fossil.album import album_slots
from render.fossil.scenes import scene_words

RULES = (Path(__file__).with_name("regeln.txt")).read_text(encoding="utf-8")
#: Discord's limit of options in one select.
MAX_OPTIONS = 25


def fossil_label(f: int) -> str:
    """A fossil with its era and age, as the panel names it."""
    fossil = FOSSILS[f]
    return t("fossil.ui.find", fossil=fossil.name, era=fossil.era, age=fossil.age)


def vitrine_label(fossils: Sequence[int]) -> str:
    """A Vitrine by its eras and names: ``1-1-2: Trilobit, Pikaia, Seelilie``."""
    eras = "-".join(str(ERA_OF[f]) for f in fossils)
    return f"{eras}: " + ", ".join(FOSSILS[f].name for f in fossils)


def choice_words(choice: Choice) -> str:
    """A sealed choice in words, for its chooser only."""
    if isinstance(choice, Bid):
        return t("fossil.ui.choice.bid", value=choice.wechsel,
                 slot=t(f"fossil.slot.{choice.slot}"))
    if isinstance(choice, SendThief):
        return t("fossil.ui.choice.thief", years=choice.years,
                 place=t(f"fossil.to.{choice.place}"))
    if isinstance(choice, Inspect):
        return t("fossil.ui.choice.inspect")
    assert isinstance(choice, Show)
    return t("fossil.ui.choice.show", fossils=vitrine_label(choice.fossils))


@dataclass
class FossilUI(Basics):
    """Speedfossil's words and controls (see the module docstring)."""

    # ------------------------------------------------------------ public
    def public_content(self, view: FossilView, names: Sequence[str]) -> str:
        """Three steady lines: round, banquet and finds; the fields; who has
        chosen (never what) or whose Langfinger picks now."""
        finds = [fossil_label(f) if f is not None else t("fossil.ui.empty_slot")
                 for f in view.market]
        head = t("fossil.ui.head", round=view.round, banquet=view.banquet, a=finds[0],
                 b=finds[1])
        fields = t("fossil.ui.fields", fields=" · ".join(
            t("fossil.ui.field_of", name=names[p.seat], field=p.field) for p in view.players))
        if view.phase == "over":
            third = t("fossil.ui.over")
        elif view.phase == "steal" and view.thieves and view.victims:
            seat, years = view.thieves[0]
            third = t("fossil.ui.stealing", name=names[seat], years=years,
                      victim=names[view.victims[0]])
        else:
            done = [f"✓ {names[p.seat]}" for p in view.players if p.chosen]
            waiting = [names[p.seat] for p in view.players if not p.chosen]
            third = t("fossil.ui.choosing", done=", ".join(done) or t("fossil.ui.nobody"),
                      open=", ".join(waiting) or t("fossil.ui.nobody"))
        return "\n".join((head, fields, third))

    # ------------------------------------------------------------- panel
    def panel(self, view: FossilView, names: Sequence[str]) -> Panel:
        """The reader's panel with nothing half-chosen."""
        return FossilControls().draft_panel(self, view, names, "")

    # ------------------------------------------------------------ clicks
    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any,
               names: Sequence[str]) -> Any:
        """A Draft for a step of the choice, the engine action for "Verdeckt
        wählen" and "Mitnehmen" (ValueError for anything malformed)."""
        if verb == "card":
            if len(values) != 1:
                raise ValueError("one card")
            codes.parse(values[0])
            return Draft(values[0])
        if verb == "draft":
            codes.parse(arg)
            return Draft(arg)
        if verb == "vit":
            if arg == "one" and len(values) == 1:
                fossils = codes.unmask(values[0])
            elif arg == "many" and values:
                fossils = tuple(sorted({_index(v) for v in values}))
            else:
                raise ValueError("not a Vitrine")
            return Draft("v." + codes.mask(fossils))
        if verb == "seal":
            return codes.to_action(arg, seat)
        if verb == "pick":
            if len(values) != 1:
                raise ValueError("one fossil")
            codes.to_take(values[0], seat)
            return Draft(values[0])
        if verb == "take":
            return codes.to_take(arg, seat)
        raise ValueError(f"unknown verb {verb!r}")

    # ------------------------------------------------------- log and end
    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """The engine's own log lines of public events."""
        return [line for e in events if (line := narrate.line(e, names, None)) is not None]


@dataclass(frozen=True)
class FossilControls(Controls):
    """The panel in steps, a half-made choice in its ids."""

    def draft_panel(self, game: GameUI, view: FossilView, names: Sequence[str],
                    draft: str) -> Panel:
        """The reader's panel with ``draft`` half-chosen (see :mod:`.codes`)."""
        seat = view.reader
        assert seat is not None
        me = view.players[seat]
        title = t("fossil.ui.panel.title", name=names[seat], round=view.round)
        hand = t("fossil.ui.panel.hand",
                 wechsel=", ".join(map(str, me.wechsel)) or t("fossil.ui.panel.none"),
                 home=", ".join(map(str, me.home)) or t("fossil.ui.panel.none"),
                 collection=", ".join(t("fossil.ui.piece", fossil=FOSSILS[f].name,
                                        era=FOSSILS[f].era) for f in me.collection)
                 or t("fossil.ui.panel.none"))
        if view.phase == "steal" and view.thieves and view.thieves[0][0] == seat:
            return self._steal_panel(view, names, title, draft)
        if view.phase != "choose" or not any(d.seat == seat for d in view.decisions):
            if view.own_choice is not None:
                return Panel("\n".join((title, t("fossil.ui.panel.sealed",
                                                 choice=choice_words(view.own_choice)))))
            return Panel("\n".join((title, t("fossil.ui.panel.wait"))))
        try:
            card, numbers, rest = codes.parse(draft) if draft else ("", (), "")
        except ValueError:
            card, numbers, rest = "", (), ""
        lines = [title, hand]
        rows: list[tuple[Button, ...] | Select] = [self._card_select(view, draft)]
        code = ""
        if not card:
            lines.append(t("fossil.ui.panel.pick_card"))
        elif card == "k":
            code = "k"
        elif card == "w":
            value = numbers[0]
            lines.append(t("fossil.ui.panel.pick_slot"))
            rows.append(tuple(
                Button(t("fossil.ui.btn.slot", slot=t(f"fossil.slot.{slot}"),
                         fossil=FOSSILS[f].name), "draft", f"w{value}.{slot}",
                       style="primary" if numbers[1:] == (slot,) else "secondary")
                for slot, f in enumerate(view.market) if f is not None))
            if len(numbers) == 2:
                code = f"w{value}.{numbers[1]}"
            if len(me.wechsel) == 1:
                lines.append(t("fossil.ui.panel.last_wechsel"))
        elif card == "l":
            years = numbers[0]
            lines.append(t("fossil.ui.panel.pick_place"))
            rows.append(tuple(
                Button(t(f"fossil.place.{place}"), "draft", f"l{years}.{letter}",
                       style="primary" if rest == letter else "secondary")
                for letter, place in (("b", "boerse"), ("m", "museum"))))
            if rest:
                code = f"l{years}.{rest}"
        elif card == "v":
            lines.append(t("fossil.ui.panel.pick_vitrine"))
            rows.append(self._vitrine_select(me.collection))
            if numbers:
                problem = _vitrine_problem(numbers)
                if problem:
                    # a valid Vitrine is said once, below, as the choice
                    lines += [t("fossil.ui.choice.show", fossils=vitrine_label(numbers)),
                              problem]
                else:
                    code = "v." + codes.mask(numbers)
        if code:
            choice = codes.to_action(code, seat)
            lines.append(choice_words(choice))
            lines.append(preview(view, choice, tuple(names)).text)
        rows.append((Button(t("fossil.ui.btn.seal"), "seal", code, style="success",
                            disabled=not code),))
        return Panel("\n".join(lines), tuple(rows))

    def _card_select(self, view: FossilView, draft: str) -> Select:
        seat = view.reader
        assert seat is not None
        me = view.players[seat]
        options: list[tuple[str, str]] = []
        if any(f is not None for f in view.market):
            options += [(f"w{w}", t("fossil.ui.opt.wechsel", value=w))
                        for w in sorted(set(me.wechsel))]
        options += [(f"l{y}", t("fossil.ui.opt.langfinger", years=y))
                    for y in sorted(set(me.home))]
        options.append(("k", t("fossil.ui.opt.kommissar")))
        if valid_vitrines(frozenset(me.collection)):
            options.append(("v", t("fossil.ui.opt.vitrine")))
        return Select(t("fossil.ui.ph.card"), "card", tuple(options), arg=draft)

    def _vitrine_select(self, collection: Sequence[int]) -> Select:
        combos = valid_vitrines(frozenset(collection))
        if len(combos) <= MAX_OPTIONS:
            return Select(t("fossil.ui.ph.vitrine"), "vit",
                          tuple((codes.mask(c), vitrine_label(c)) for c in combos), arg="one")
        # too many combinations for one select: the fossils themselves
        mine = tuple(collection)[:MAX_OPTIONS]
        return Select(t("fossil.ui.ph.fossils"), "vit",
                      tuple((str(f), vitrine_label((f,))) for f in mine), arg="many",
                      min_values=1, max_values=len(mine))

    def _steal_panel(self, view: FossilView, names: Sequence[str], title: str,
                     draft: str) -> Panel:
        seat, years = view.thieves[0]
        victim = view.victims[0]
        vitrine = view.vitrine_of(victim)
        lines = [title, t("fossil.ui.panel.steal", years=years, victim=names[victim])]
        picked: int | None = None
        try:
            take = codes.to_take(draft, seat) if draft else None
        except ValueError:
            take = None
        if take is not None and take.victim == victim and take.fossil in vitrine:
            picked = take.fossil
            lines.append(t("fossil.ui.panel.steal_pick", fossil=fossil_label(picked)))
        rows: tuple[tuple[Button, ...] | Select, ...] = (
            Select(t("fossil.ui.ph.take"), "pick",
                   tuple((codes.take_code(years, victim, f), fossil_label(f))
                         for f in vitrine[:MAX_OPTIONS])),
            (Button(t("fossil.ui.btn.take"), "take",
                    codes.take_code(years, victim, picked) if picked is not None else "",
                    style="success", disabled=picked is None),))
        return Panel("\n".join(lines), rows)


@dataclass(frozen=True)
class FossilInfo(InfoTopics):
    """Karten-Info from the reader's view."""

    def info_topics(self, view: FossilView, names: Sequence[str]) -> tuple[tuple[str, str], ...]:
        """Karten-Info: the four action cards, finds A and B, the six eras."""
        return info.topics(view)

    def info(self, view: FossilView, topic: str, names: Sequence[str]) -> Look:
        """Karten-Info about ``topic`` from the reader's view, with its picture."""
        return Look(info.answer(view, topic, names), drawing.info, (view, topic))


@dataclass(frozen=True)
class FossilRat(Rat):
    """The Rat names the others by their names at the table."""

    def rat_job(self, advise: Callable[..., Any], view: Any, decision: Any, rng: Any,
                names: Sequence[str]) -> functools.partial[Any]:
        """The Rat's search with the table's names (its pick names the victim)."""
        return functools.partial(advise, view, decision, rng, names=tuple(names))


@dataclass(frozen=True)
class FossilNews(News):
    """What one player alone is told; reveals as moments."""

    def private_lines(self, event: Event, seat: int, names: Sequence[str]) -> list[str]:
        """The engine's line for its reader (his own sealed choice)."""
        line = narrate.line(event, names, seat)
        return [line] if line is not None else []

    def moments(self, events: Sequence[Event], view: FossilView,
                names: Sequence[str]) -> list[Moment]:
        """The reveal as a picture when the cards are turned, and the round's
        outcome (Fundbörse, places and shields, thefts, arrests, Kommissare)
        when the round is over: after the Langfinger's picks, which may come
        in later actions (both drawn from the view's ``round_events``)."""
        out: list[Moment] = []
        rnd = next((e.round for e in view.round_events if isinstance(e, AllChosen)), view.round)
        shown = view.round_events
        last = max((i for i, e in enumerate(shown) if isinstance(e, CardRevealed)), default=-1)
        if any(isinstance(e, CardRevealed) for e in events):
            # one line of what was revealed: who played which card where
            said = _said(shown[:last + 1], names, CardRevealed)
            out.append(Moment(_with_line(t("fossil.moment.reveal", round=rnd), said),
                              drawing.reveal, view, alt=scene_words(view, names, "reveal")))
        ended = view.round_events and isinstance(view.round_events[-1],
                                                 RoundStarted | GameOver)
        if ended and any(isinstance(e, RoundStarted | GameOver) for e in events):
            # one line of the outcome: purchases, thefts, arrests, the next round
            said = _said(shown[last + 1:], names, None)
            out.append(Moment(_with_line(t("fossil.moment.outcome", round=rnd), said),
                              drawing.outcome, view, alt=scene_words(view, names, "outcome")))
        return out


@dataclass(frozen=True)
class FossilEnding(Ending):
    """The end in words and the album's alt text."""

    def end_lines(self, result: GameResult, names: Sequence[str], *,
                  computers: frozenset[int] = frozenset()) -> list[str]:
        """Places, fields, leaderboard points ("–" for a computer) and each
        Rechenweg."""
        lines = [t("fossil.ui.end.rounds", rounds=result.rounds)]
        for s in sorted(result.seats, key=lambda s: (s.place, s.seat)):
            lines.append(t("fossil.ui.end.line", place=s.place, name=names[s.seat],
                           field=s.points,
                           lb=leaderboard_points(s.leaderboard, s.seat in computers)))
            if s.rechenweg:
                lines.append(t("fossil.ui.end.rechenweg", rechenweg=s.rechenweg))
        return lines

    def album_alt(self, items: Sequence[str], title: str) -> str:
        """The album picture's alt text: per era what was found and how many
        are still missing, as the album shows it."""
        slots = album_slots(items)
        found = sum(ok for era in slots for _, ok in era)
        lines = [t("fossil.album.title", found=found, total=sum(map(len, slots)))]
        for era, fossils in enumerate(slots, 1):
            have = [FOSSILS[f].name for f, ok in fossils if ok]
            lines.append(t("fossil.alt.album_era", era=era, found=len(have),
                           total=len(fossils), names=", ".join(have) or "–"))
        return "\n".join(lines)


def _said(events: Sequence[Event], names: Sequence[str], kind: type | None) -> list[str]:
    """The public Spielverlauf lines of ``events`` (of ``kind`` only, if given)."""
    return [line for e in events if kind is None or isinstance(e, kind)
            if (line := narrate.line(e, names, None)) is not None]


def _with_line(headline: str, lines: Sequence[str]) -> str:
    """A moment's headline and one line of what happened."""
    return headline if not lines else f"{headline}\n{cut_words(' · '.join(lines), 400)}"


def _index(value: str) -> int:
    if not value.isdigit() or int(value) >= len(FOSSILS):
        raise ValueError(f"no fossil {value!r}")
    return int(value)


def _vitrine_problem(fossils: Sequence[int]) -> str:
    """Why a multi-select's fossils make no Vitrine ("" if they do); the
    engine's own refusal texts, checked again by the engine on sealing."""
    if len(fossils) < MIN_VITRINE:
        return t("fossil.err.vitrine_small")
    if not eras_without_gap(fossils):
        return t("fossil.err.vitrine_gap")
    return ""
