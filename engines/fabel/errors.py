"""Refusals of the Speedfabel rules, with a reason a player can read."""

from __future__ import annotations

from engines.core import IllegalAction
from engines.texts import t


def refuse(code: str, **params: object) -> IllegalAction:
    """The error for a refused action: ``code`` names the reason
    (``fabel.err.<code>`` in the text catalog).

    >>> refuse("not_your_turn").reason
    'Du bist nicht dran.'
    """
    return IllegalAction(code, t(f"fabel.err.{code}", **params))
