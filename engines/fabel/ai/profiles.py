"""The three profiles of the heuristic computer players: how carefully one
policy plays.

Every decision is computed from the reader's view with the valuation model
of :mod:`.valuation`; a :class:`Profile` says how carefully:

- Leicht bids cautiously (a fraction of the card's worth, no eye on the
  others), trades rarely and never bluffs.
- Normal values each card for its Vierer, reads the others' money from the
  Kassenbuch, never bids an amount it could only pay with a large overpay,
  buys per Vorkaufsrecht when the bidder would complete a Vierer, plans its
  covered offers against what their card count tells the opponent
  (:func:`.trade.count_offer`), and bluffs with zeros now and then.
- Stark uses the same model with sharper prices, weighs the leader more,
  pads its offers with zeros so their card count tells little, and on top of
  that searches (see :mod:`.search`).
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.fabel.ai.valuation import Judge


@dataclass(frozen=True, slots=True)
class Profile:
    """How one strength plays (see the module docstring)."""

    name: str
    judge: Judge
    bid_factor: float
    bid_noise: float
    overpay_guard: bool
    kassenbuch: bool
    vorkauf_denial: bool
    trade_gate: float      # chance to consider a trade while the deck is not empty
    trade_margin: float    # points a trade must promise before it beats revealing
    bluff: float           # chance of a zero bluff when offering
    pad_zeros: bool        # lay zeros beside a real offer to hide its size
    samples: int           # guesses of hidden money for trade answers
    count_offers: bool = False  # offers planned against what the card count tells


LEICHT = Profile("leicht", Judge(rate_scale=1.5, rival=0.0), bid_factor=0.45, bid_noise=0.1,
                 overpay_guard=False, kassenbuch=False, vorkauf_denial=False,
                 trade_gate=0.08, trade_margin=120.0, bluff=0.0, pad_zeros=False, samples=4)
# Normal's Taler are worth 3.0 (was 2.5): it keeps money for the trades after
# the deck is empty instead of entering them poor (docs/BENCHMARKS.md).
NORMAL = Profile("normal", Judge(rate_scale=3.0, rival=0.6, leader=0.5), bid_factor=1.0,
                 bid_noise=0.08, overpay_guard=True, kassenbuch=True, vorkauf_denial=True,
                 trade_gate=1.0, trade_margin=25.0, bluff=0.08, pad_zeros=False, samples=12,
                 count_offers=True)
# Stark's Taler are worth 3.0 too (was 2.5): paired on the tuning decks
# 60000-60049 it won 61.0 % against three Normal, 56.5 % before; fresh decks in
# docs/BENCHMARKS.md.
STARK = Profile("stark", Judge(rate_scale=3.0, rival=0.3, leader=0.6), bid_factor=1.3,
                bid_noise=0.03, overpay_guard=True, kassenbuch=True, vorkauf_denial=True,
                trade_gate=1.0, trade_margin=15.0, bluff=0.05, pad_zeros=True, samples=24)

PROFILES = {p.name: p for p in (LEICHT, NORMAL, STARK)}
