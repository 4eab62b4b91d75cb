"""The heuristic computer players: one policy, three profiles.

Every decision is computed from the reader's view with the valuation model
of :mod:`.valuation`; a :class:`~.profiles.Profile` says how carefully
(Leicht, Normal, Stark: see :mod:`.profiles`). The decisions live beside
this entry, by the seams of the game: :mod:`.auction` (bids, Vorkauf,
payment), :mod:`.trade` (challenges, offers, answers) and :mod:`.deal`
(two players' keep or give). Stark searches on top (:mod:`.search`).

Their names stay importable from here.
"""

from __future__ import annotations

import random
from typing import Any

from engines.core import Decision
from engines.fabel.actions import Challenge, EndTurn, Reveal
from engines.fabel.ai.auction import bid_limit, choose_bid, pay, vorkauf
from engines.fabel.ai.deal import deck_money_average, distribute, relative_worth
from engines.fabel.ai.profiles import LEICHT, NORMAL, PROFILES, STARK, Profile
from engines.fabel.ai.trade import (
    COUNT_READINGS,
    TEN_READING,
    TradeOutlook,
    answer,
    best_answer,
    choose_challenge,
    count_offer,
    count_readings,
    money_slope,
    offer,
    offer_cards,
    offer_guesses,
    offer_value,
    opponent_reserve,
    plan_offer,
    ranked_challenges,
    stake_of,
    trade_outlook,
)
from engines.fabel.ai.valuation import outlook_of
from engines.fabel.view import FabelView

__all__ = [
    "COUNT_READINGS", "LEICHT", "NORMAL", "PROFILES", "STARK", "TEN_READING", "Profile",
    "TradeOutlook", "answer", "best_answer", "bid_limit", "choose_bid", "choose_challenge",
    "count_offer", "count_readings", "decide_heuristic", "deck_money_average", "distribute",
    "money_slope", "offer", "offer_cards", "offer_guesses", "offer_value", "opponent_reserve",
    "outlook_of", "pay", "plan_offer", "ranked_challenges", "relative_worth", "stake_of",
    "trade_outlook", "turn", "vorkauf",
]


def turn(view: FabelView, profile: Profile, rng: random.Random) -> Reveal | Challenge:
    """Versteigern or Handeln."""
    assert view.reader is not None
    me = view.reader
    challenge, gain = choose_challenge(view, profile, rng)
    if view.deck_count == 0:
        assert challenge is not None, "the engine skips a turn without any action"
        return challenge
    if challenge is not None and rng.random() < profile.trade_gate \
            and gain > profile.trade_margin:
        return challenge
    return Reveal(me)


# ------------------------------------------------------------------- entry
def decide_heuristic(view: FabelView, decision: Decision, profile: Profile,
                     rng: random.Random) -> Any:
    """The profile's action for ``decision`` (None: no bid now)."""
    kind = decision.kind
    if kind == "bid":
        limit = bid_limit(view, profile, rng=rng)
        return choose_bid(view, profile, limit)
    if kind == "vorkauf":
        return vorkauf(view, profile)
    if kind == "pay":
        return pay(view)
    if kind == "turn":
        return turn(view, profile, rng)
    if kind == "offer":
        return offer(view, profile, rng)
    if kind == "answer":
        return answer(view, profile, rng)
    if kind == "distribute":
        return distribute(view, profile)
    if kind == "superhandel":
        assert view.reader is not None
        return Reveal(view.reader) if view.deck_count else EndTurn(view.reader)
    raise ValueError(f"unknown decision kind {kind!r}")
