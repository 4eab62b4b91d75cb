"""Button and select ids of every game: templates that survive a restart.

Every component of a table carries the table id (which says the game), the
decision number it was built for (``-`` where any moment is fine) and a verb
with an argument; ``tb`` marks a button and ``ts`` a select::

    >>> ButtonId(12, 3, "pick", "pay.0.1.0.1.0.0.0").encode()
    'tb:12:3:pick:pay.0.1.0.1.0.0.0'
    >>> ButtonId.decode('tb:12:-:plus:50')
    ButtonId(table=12, step=None, verb='plus', arg='50')

Ids of the first Speedfabel-only bot (``fb``/``fs``) stand on messages that
were posted before the kit; they are read the same way:

    >>> ButtonId.decode('fb:12:-:plus:50').table
    12
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_FIELDS = r":(?P<table>\d+):(?P<step>-|\d+):(?P<verb>[a-z_]+):(?P<arg>[0-9a-z._-]*)"
BUTTON_TEMPLATE = r"(?:tb|fb)" + _FIELDS
SELECT_TEMPLATE = r"(?:ts|fs)" + _FIELDS


@dataclass(frozen=True, slots=True)
class ButtonId:
    """What a click means: which table, for which decision, which verb."""

    table: int
    step: int | None
    verb: str
    arg: str = ""
    prefix: str = "tb"

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
            raise ValueError(f"not a table component id: {custom_id!r}")
        return cls.from_match(match, _PREFIX[custom_id[:2]])

    @classmethod
    def from_match(cls, match: re.Match[str], prefix: str = "tb") -> ButtonId:
        """Build from a template match."""
        step = match["step"]
        return cls(int(match["table"]), None if step == "-" else int(step), match["verb"],
                   match["arg"], prefix)

    def __repr__(self) -> str:
        return (f"ButtonId(table={self.table}, step={self.step}, verb={self.verb!r}, "
                f"arg={self.arg!r})")


def select_id(table: int, step: int | None, verb: str, arg: str = "") -> str:
    """The custom_id of a select."""
    return ButtonId(table, step, verb, arg, "ts").encode()


#: The prefix a decoded id is written with again (old ids become new ones).
_PREFIX = {"tb": "tb", "fb": "tb", "ts": "ts", "fs": "ts"}
