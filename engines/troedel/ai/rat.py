"""The Rat: the strong computer's choice for a person, with its reasons and
the best alternatives, for every decision kind. It reads the person's view
only and never acts by itself.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engines.core import Decision
from engines.texts import t
from engines.texts.formats import decimal
from engines.troedel.actions import NameSuit, PassCard, PickCard, PlayCard
from engines.troedel.ai.knowledge import legal_actions
from engines.troedel.ai.stark import Scored, deals_for, evaluate
from engines.troedel.cards import FAELSCHUNG, said
from engines.troedel.view import TroedelView


@dataclass(frozen=True, slots=True)
class Advice:
    """The Rat for one open decision: ``action`` is what the strong computer
    would do; ``reasons`` German sentences; ``alternatives`` the next best
    actions as German lines, best first; ``scored`` the figures behind them."""

    action: Any
    reasons: tuple[str, ...]
    alternatives: tuple[str, ...] = ()
    scored: tuple[Scored, ...] = ()


def describe(action: Any) -> str:
    """The action in words: "Leg B14.", "Nenne Smaragd."."""
    if isinstance(action, PlayCard):
        return t("troedel.rat.play", card=said(action.card))
    if isinstance(action, PickCard):
        return t("troedel.rat.pick", card=said(action.card))
    if isinstance(action, PassCard):
        return t("troedel.rat.pass", card=said(action.card))
    assert isinstance(action, NameSuit)
    return t("troedel.rat.name", suit=t(f"troedel.suit.{action.suit}"))


def card_words(c: int) -> str:
    """A card's full name: "Porzellan 3", "Fälschung"."""
    if c >= 100:
        return said(c)
    return t("troedel.card", suit=t(f"troedel.suit.{c // 20}"), value=c % 20)


def reason(view: TroedelView, best: Scored) -> str:
    """The search's reason for a card: "Du führst mit Porzellan 3: 62 %
    Gewinnchance im Stich" (the share of the deals played through in which
    the card's trick went to the reader)."""
    key = "troedel.rat.reason_follow" if view.trick else "troedel.rat.reason_lead"
    return t(key, card=card_words(best.action.card), share=round(100 * best.trick_share))


def _decimal(x: float) -> str:
    """One decimal in the reader's language: 4,1 (German), 4.1 (English)."""
    return decimal(x)


def _figures(s: Scored) -> dict[str, str]:
    return {"share": str(round(100 * s.trick_share)), "now": _decimal(s.cards_now),
            "next": _decimal(s.next_hand)}


def advise(view: TroedelView, decision: Decision, rng: random.Random,
           deals: int | None = None) -> Advice:
    """Stark's choice for the person deciding ``decision``, and why."""
    actions = legal_actions(view, decision.kind)
    if len(actions) == 1:
        return Advice(actions[0], (describe(actions[0]), t("troedel.rat.only")))
    n_deals = deals if deals is not None else deals_for(len(actions))
    scored = evaluate(view, decision, rng, n_deals)
    best = scored[0]
    reasons = [describe(best.action)]
    if decision.kind == "play":
        reasons.append(reason(view, best))
    reasons.append(t("troedel.rat.expect", **_figures(best)))
    reasons.append(t("troedel.rat.deals", deals=n_deals))
    if decision.kind == "pick" and FAELSCHUNG in view.pick_cards:
        reasons.append(t("troedel.rat.faelschung"))
    if decision.kind == "pass":
        reasons.append(t("troedel.rat.pass_weak"))
    reasons.append(t("troedel.rat.next_hand"))
    key = "troedel.rat.alternative" if decision.kind == "play" else "troedel.rat.alternative_plain"
    alternatives = tuple(t(key, action=describe(s.action).rstrip("."), **_figures(s))
                         for s in scored[1:4])
    return Advice(best.action, tuple(reasons), alternatives, tuple(scored))
