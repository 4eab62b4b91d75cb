"""The Rat: the strong computer's choice and its three best options.

For each option it says how often it works out (Zuschlag, Ehrenschild,
Langfinger caught, loot, arrest) and how many fields it brings on average,
from the very search Stark plays by (:mod:`.stark`, the same samples), so
with the same rng its choice is Stark's choice. It reads only the player's
view; it never acts by itself.
"""

from __future__ import annotations

import random

from engines.core import Decision
from engines.core.registry import Advice
from engines.fossil.actions import BOERSE, Bid, Choice, Inspect, SendThief, Show, Take
from engines.fossil.ai.model import state_from_view
from engines.fossil.ai.policy import best_take
from engines.fossil.ai.stark import Outcome, search
from engines.fossil.fossils import FOSSILS
from engines.fossil.phases import STEAL
from engines.fossil.view import FossilView
from engines.fossil.words import count
from engines.texts import t
from engines.texts.formats import decimal


def describe(choice: Choice | Take) -> str:
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
    return t("fossil.rat.take", fossil=FOSSILS[choice.fossil].name, victim=choice.victim + 1)


def option_line(out: Outcome) -> str:
    """One option: its average fields and how often each outcome happened."""
    n = max(1, out.samples)
    odds = [t(f"fossil.rat.{name}", pct=round(100 * count / n))
            for name, count in (("zuschlag", out.zuschlag), ("ehrenschild", out.ehrenschild),
                                ("caught", out.caught), ("loot", out.loot),
                                ("arrest", out.arrest)) if count]
    fields = decimal(out.fields / n)
    return t("fossil.rat.option", choice=describe(out.choice), fields=fields,
             odds=", ".join(odds) if odds else t("fossil.rat.nothing"))


def advise(view: FossilView, decision: Decision, rng: random.Random) -> Advice:
    """The Rat for ``decision`` of the view's reader."""
    if view.reader != decision.seat:
        raise ValueError("the Rat advises only from the player's own view")
    state = state_from_view(view, rng)
    seat = decision.seat
    if decision.kind == STEAL:
        take = best_take(state, seat)
        return Advice(take, (t("fossil.rat.best", choice=describe(take)),))
    outcomes = search(state, seat, rng)
    best = outcomes[0]
    lines = tuple(option_line(o) for o in outcomes[:3])
    return Advice(best.choice, (t("fossil.rat.best", choice=describe(best.choice)), lines[0]),
                  lines)
