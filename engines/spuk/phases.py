"""The phases of a Speedspuk round: what the game waits for.

Open cards (the first look, a Kerze, a Kristallkugel) are no phase: each
seat's Merkzeit runs beside the game (DECISIONS "Open cards never hold up
the table"), see :mod:`.look`.
"""

from __future__ import annotations

LOOK = "look"      # the first look: some seats still choose their cards
TURN = "turn"      # the seat on turn draws, takes the Ablage or calls
DRAWN = "drawn"    # holding a card drawn from the deck: swap or discard
TAKEN = "taken"    # holding the Ablage card: swap
ACTION = "action"  # a discarded 7-12: use its action or pass
OVER = "over"

#: Phases in which one seat decides under the Bedenkzeit.
TURN_PHASES = frozenset({TURN, DRAWN, TAKEN, ACTION})
