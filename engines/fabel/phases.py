"""The phases of a Speedfabel game: what the game waits for."""

from __future__ import annotations

TURN = "turn"            # the player on turn: Versteigern or Handeln
AUCTION = "auction"      # everyone but the auctioneer may bid until the countdown ends
VORKAUF = "vorkauf"      # the auctioneer: Verkaufen or Selbst kaufen
PAY = "pay"              # the payer picks money cards
OFFER = "offer"          # the challenger lays his offer face down
ANSWER = "answer"        # the challenged player accepts or counters
DISTRIBUTE = "distribute"  # two players: keep or give the looked-at card
SUPER = "superhandel"    # house rule: reveal after the trade, or end the turn
OVER = "over"

#: Phases in which exactly one seat decides (the Bedenkzeit applies).
DECIDER_PHASES = (TURN, VORKAUF, PAY, OFFER, ANSWER, DISTRIBUTE, SUPER)
