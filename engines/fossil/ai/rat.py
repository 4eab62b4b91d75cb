"""The Rat: the strong computer's choice, why, and its three best options.

Its choice is Stark's: the very search Stark plays by (:mod:`.stark`, the
same samples), so with the same rng the Rat advises what Stark would play.
Its reason is what that search found for the choice, in the player's words:
how often the choice works out in the rounds it played through (the
Zuschlag for the find, an Ehrenschild for the Vitrine, a caught Langfinger,
loot, and the risks: arrest, a fossil taken from the Vitrine) and how many
fields it brings on average. For a Langfinger's pick it says whether the
fossil helps the player's own collection most or hurts its owner most, the
two things Stark's pick weighs. Then the three best options, each with its
odds. It reads only the player's view; it never acts by itself.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engines.core import Decision
from engines.core.registry import Advice
from engines.fossil.actions import BOERSE, Bid, Choice, Inspect, SendThief, Show, Take
from engines.fossil.ai.model import state_from_view
from engines.fossil.ai.policy import best_take, loss_value, piece_value
from engines.fossil.ai.stark import Outcome, search
from engines.fossil.fossils import FOSSILS
from engines.fossil.phases import STEAL
from engines.fossil.state import State
from engines.fossil.view import FossilView
from engines.fossil.words import count
from engines.texts import t
from engines.texts.formats import decimal

#: The names at the table by seat (None: "Sammler 2" and so on).
Names = Sequence[str] | None


def _seat(seat: int, names: Names) -> str:
    """A seat as the person sees it: the name the table shows."""
    if names is not None and seat < len(names):
        return names[seat]
    return t("fossil.rat.seat", n=seat + 1)


def describe(choice: Choice | Take, names: Names = None) -> str:
    """A choice in the player's words."""
    if isinstance(choice, Bid):
        return t("fossil.choice.wechsel", value=choice.wechsel,
                 slot=t(f"fossil.slot.{choice.slot}"))
    if isinstance(choice, SendThief):
        if choice.place == BOERSE:
            return t("fossil.choice.langfinger", years=choice.years,
                     place=t("fossil.place.boerse"))
        return t("fossil.choice.langfinger_museum", years=choice.years)
    if isinstance(choice, Inspect):
        return t("fossil.choice.kommissar")
    if isinstance(choice, Show):
        return t("fossil.choice.vitrine", count=count(len(choice.fossils), "fossil"))
    return t("fossil.rat.take", fossil=FOSSILS[choice.fossil].name,
             victim=_seat(choice.victim, names))


def _pct(hits: int, out: Outcome) -> int:
    return round(100 * hits / max(1, out.samples))


def option_line(out: Outcome) -> str:
    """One option: its average fields and how often each outcome happened."""
    odds = [t(f"fossil.rat.{name}", pct=_pct(hits, out))
            for name, hits in (("zuschlag", out.zuschlag), ("ehrenschild", out.ehrenschild),
                               ("caught", out.caught), ("loot", out.loot),
                               ("arrest", out.arrest)) if hits]
    fields = decimal(out.fields / max(1, out.samples))
    return t("fossil.rat.option", choice=describe(out.choice), fields=fields,
             odds=", ".join(odds) if odds else t("fossil.rat.nothing"))


def _chance(out: Outcome, state: State) -> tuple[str, int, dict[str, object]]:
    """The outcome a choice is played for: its text key, its count in the
    search, and the words the text needs."""
    c = out.choice
    if isinstance(c, Bid):
        fossil = state.market[c.slot]
        name = FOSSILS[fossil].name if fossil is not None else ""
        return "fossil.rat.why.bid", out.zuschlag, {"fossil": name}
    if isinstance(c, Show):
        return "fossil.rat.why.show", out.ehrenschild, {}
    if isinstance(c, Inspect):
        return "fossil.rat.why.inspect", out.caught, {}
    assert isinstance(c, SendThief)
    if c.place == BOERSE:
        return "fossil.rat.why.boerse", out.loot, {}
    return "fossil.rat.why.museum", out.loot, {}


def reason(out: Outcome, state: State) -> str:
    """Why the search chose ``out``: how often the round it is played for
    came off in the rounds it played through, the fields it brought on
    average, and its risk (arrest, a fossil lost from the Vitrine)."""
    key, hits, words = _chance(out, state)
    fields = decimal(out.fields / max(1, out.samples))
    if not hits:
        line = t("fossil.rat.why.quiet", choice=describe(out.choice), fields=fields)
    else:
        line = t(key, pct=_pct(hits, out), rounds=out.samples, fields=fields, **words)
    risk = out.arrest if isinstance(out.choice, SendThief) else out.robbed
    if risk:
        what = "arrest" if isinstance(out.choice, SendThief) else "robbed"
        line += " " + t(f"fossil.rat.why.{what}", pct=_pct(risk, out))
    return line


def take_reason(state: State, take: Take, names: Names) -> str:
    """Why the Langfinger takes this fossil: Stark's pick weighs what it adds
    to the player's collection against what its owner loses; the larger part
    is the reason."""
    mine = piece_value(state.collections[take.seat], take.fossil)
    theirs = 0.5 * loss_value(state.collections[take.victim], take.fossil)
    fossil = FOSSILS[take.fossil].name
    if mine >= theirs:
        return t("fossil.rat.why.take_mine", fossil=fossil)
    return t("fossil.rat.why.take_theirs", fossil=fossil, victim=_seat(take.victim, names))


def advise(view: FossilView, decision: Decision, rng: random.Random, *,
           names: Names = None) -> Advice:
    """The Rat for ``decision`` of the view's reader; ``names`` are the
    names at the table by seat (the others are named so)."""
    if view.reader != decision.seat:
        raise ValueError("the Rat advises only from the player's own view")
    state = state_from_view(view, rng)
    seat = decision.seat
    if decision.kind == STEAL:
        take = best_take(state, seat)
        return Advice(take, (t("fossil.rat.best", choice=describe(take, names)),
                             take_reason(state, take, names)))
    outcomes = search(state, seat, rng)
    best = outcomes[0]
    lines = tuple(option_line(o) for o in outcomes[:3])
    return Advice(best.choice, (t("fossil.rat.best", choice=describe(best.choice)),
                                reason(best, state)), lines)
