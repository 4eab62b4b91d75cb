"""Button and select ids of every game: templates that survive a restart.

Every component of a table carries the table id (which says the game), the
decision number it was built for (``-`` where any moment is fine) and a verb
with an argument; ``tb`` marks a button and ``ts`` a select::

    >>> ButtonId(12, 3, "pick", "pay.0.1.0.1.0.0.0").encode()
    'tb:12:3:pick:pay.0.1.0.1.0.0.0'
    >>> ButtonId.decode('tb:12:-:plus:50')
    ButtonId(table=12, step=None, verb='plus', arg='50')

A modal's id is built the same way with ``tm``; its answer is routed by the
client (:mod:`bot.kit.items`), so it reaches its table after a restart too.

Ids of the first Speedfabel-only bot (``fb``/``fs``) stand on messages that
were posted before the kit; they are read the same way:

    >>> ButtonId.decode('fb:12:-:plus:50').table
    12
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_FIELDS = (r":(?P<table>[0-9]{1,18}):(?P<step>-|[0-9]{1,9}):(?P<verb>[a-z_]{1,30}):"
           r"(?P<arg>[0-9a-z._-]*)")
#: What the dynamic items catch: every id with the kit's prefixes, also a
#: damaged one (it is answered, see :mod:`bot.kit.items`); :meth:`ButtonId.decode`
#: then reads it strictly.
BUTTON_TEMPLATE = r"(?:tb|fb):.*"
SELECT_TEMPLATE = r"(?:ts|fs):.*"
#: The prefixes of every component and modal id of the kit.
KIT_PREFIXES = ("tb:", "fb:", "ts:", "fs:", "tm:")
_STRICT = re.compile(r"(?P<prefix>tb|fb|ts|fs|tm)" + _FIELDS)


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
        """Parse a custom_id made by :meth:`encode`; ValueError for anything else."""
        match = _STRICT.fullmatch(custom_id)
        if match is None:
            raise ValueError(f"not a table component id: {custom_id!r}")
        step = match["step"]
        return cls(int(match["table"]), None if step == "-" else int(step), match["verb"],
                   match["arg"], _PREFIX[match["prefix"]])

    def __repr__(self) -> str:
        return (f"ButtonId(table={self.table}, step={self.step}, verb={self.verb!r}, "
                f"arg={self.arg!r})")


def select_id(table: int, step: int | None, verb: str, arg: str = "") -> str:
    """The custom_id of a select."""
    return ButtonId(table, step, verb, arg, "ts").encode()


def modal_id(table: int, step: int | None, verb: str, arg: str = "") -> str:
    """The custom_id of a modal."""
    return ButtonId(table, step, verb, arg, "tm").encode()


#: The prefix a decoded id is written with again (old ids become new ones).
_PREFIX = {"tb": "tb", "fb": "tb", "ts": "ts", "fs": "ts", "tm": "tm"}
