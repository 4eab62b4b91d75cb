"""The phases of a Speedspuk round: what the game waits for."""

from __future__ import annotations

LOOK = "look"      # the first look: some seats still choose their cards
MERK = "merk"      # everyone looked; the Merkzeit runs for open cards
TURN = "turn"      # the seat on turn draws, takes the Ablage or calls
DRAWN = "drawn"    # holding a card drawn from the deck: swap or discard
TAKEN = "taken"    # holding the Ablage card: swap
ACTION = "action"  # a discarded 7-12: use its action or pass
PEEKED = "peeked"  # Kerze / Kristallkugel: the card is open until Zudecken
OVER = "over"

#: Phases in which one seat decides under the Bedenkzeit.
TURN_PHASES = frozenset({TURN, DRAWN, TAKEN, ACTION})
