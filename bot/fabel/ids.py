"""Button and select ids: templates that survive a restart.

Every component of a Speedfabel table carries the table id, the decision
number it was built for (``-`` where any moment is fine) and a verb with an
argument::

    >>> ButtonId(12, 3, "pick", "pay.0.1.0.1.0.0.0").encode()
    'fb:12:3:pick:pay.0.1.0.1.0.0.0'
    >>> ButtonId.decode('fb:12:-:plus:50')
    ButtonId(table=12, step=None, verb='plus', arg='50')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

BUTTON_TEMPLATE = r"fb:(?P<table>\d+):(?P<step>-|\d+):(?P<verb>[a-z_]+):(?P<arg>[0-9a-z._-]*)"
SELECT_TEMPLATE = r"fs:(?P<table>\d+):(?P<step>-|\d+):(?P<verb>[a-z_]+):(?P<arg>[0-9a-z._-]*)"


@dataclass(frozen=True, slots=True)
class ButtonId:
    """What a click means: which table, for which decision, which verb."""

    table: int
    step: int | None
    verb: str
    arg: str = ""
    prefix: str = "fb"

    def encode(self) -> str:
        """The custom_id (at most 100 characters)."""
        step = "-" if self.step is None else str(self.step)
        return f"{self.prefix}:{self.table}:{step}:{self.verb}:{self.arg}"

    @classmethod
    def decode(cls, custom_id: str) -> ButtonId:
        """Parse a custom_id made by :meth:`encode`."""
        match = re.fullmatch(BUTTON_TEMPLATE, custom_id) or re.fullmatch(SELECT_TEMPLATE,
                                                                          custom_id)
        if match is None:
            raise ValueError(f"not a Speedfabel id: {custom_id!r}")
        return cls.from_match(match, custom_id[:2])

    @classmethod
    def from_match(cls, match: re.Match[str], prefix: str = "fb") -> ButtonId:
        """Build from a template match."""
        step = match["step"]
        return cls(int(match["table"]), None if step == "-" else int(step), match["verb"],
                   match["arg"], prefix)

    def __repr__(self) -> str:
        return (f"ButtonId(table={self.table}, step={self.step}, verb={self.verb!r}, "
                f"arg={self.arg!r})")


def select_id(table: int, step: int | None, verb: str, arg: str = "") -> str:
    """The custom_id of a select."""
    return ButtonId(table, step, verb, arg, "fs").encode()
