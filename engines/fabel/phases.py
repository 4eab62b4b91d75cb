"""The phases of a Speedfabel game: what the game waits for, and from whom."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engines.fabel.state import State

TURN = "turn"            # the player on turn: Versteigern or Handeln
AUCTION = "auction"      # everyone but the auctioneer may bid until the countdown ends
VORKAUF = "vorkauf"      # the auctioneer: Verkaufen or Selbst kaufen
PAY = "pay"              # the payer picks money cards
OFFER = "offer"          # the challenger lays his offer face down
ANSWER = "answer"        # the challenged player accepts or counters
DISTRIBUTE = "distribute"  # two players: keep or give the looked-at card
SUPER = "superhandel"    # house rule: reveal after the trade, or end the turn
MEINS = "meins"          # Meistermarkt: the letter race, counter from 10 to 1
BRIEF_VORKAUF = "brief_vorkauf"  # the auctioneer keeps the letter or lets the presser have it
BRIEF_PAY = "brief_pay"  # the payer of a letter picks k money cards
KOBOLD_PHASE = "kobold"      # Meistermarkt: take the Kobold or lay a card on it
OVER = "over"

#: Phases in which exactly one seat decides (the Bedenkzeit applies).
DECIDER_PHASES = (TURN, VORKAUF, PAY, OFFER, ANSWER, DISTRIBUTE, SUPER, BRIEF_VORKAUF,
                  BRIEF_PAY, KOBOLD_PHASE)

#: The same as a set: ``phase in`` is one hash lookup (interned strings hash once).
DECIDER_SET = frozenset(DECIDER_PHASES)

#: Who decides in each single-decider phase (a hot path: no if-chain).
DECIDER: dict[str, Callable[[State], int]] = {
    TURN: attrgetter("turn_seat"),
    SUPER: attrgetter("turn_seat"),
    DISTRIBUTE: attrgetter("turn_seat"),
    VORKAUF: attrgetter("auction.auctioneer"),
    PAY: attrgetter("payment.payer"),
    OFFER: attrgetter("trade.challenger"),
    ANSWER: attrgetter("trade.opponent"),
    BRIEF_VORKAUF: attrgetter("race.auctioneer"),
    BRIEF_PAY: attrgetter("race.payer"),
    KOBOLD_PHASE: attrgetter("kobold.seat"),
}
