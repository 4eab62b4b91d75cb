"""German texts every game shares (keys ``core.*``): the shell's and the
engine kit's words."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "core.err.timer_stale": "Diese Zeit ist schon abgelaufen.",
    "core.err.not_seated": "Du sitzt nicht an diesem Tisch.",
    "core.err.game_over": "Die Partie ist schon vorbei.",
    "core.computer_name": "{name} (Computer, {strength})",
    "core.strength.leicht": "leicht",
    "core.strength.normal": "normal",
    "core.strength.stark": "stark",
}
