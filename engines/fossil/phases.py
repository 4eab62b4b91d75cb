"""The phases of a Speedfossil game; a decision's kind is its phase's name.

``CHOOSE``: everyone chooses sealed; ``STEAL``: a Langfinger in the Museum
picks; ``OVER``: the game has ended.
"""

from __future__ import annotations

CHOOSE = "choose"
STEAL = "steal"
OVER = "over"
