"""Reading what a click, a select or a modal sent: one way for every game.

Component ids, select values and modal fields come from people's clients,
so they may be forged, damaged or odd ("²" passes ``str.isdigit()`` but not
``int()``). Everything here either returns a clean value or raises
:class:`BadInput`, which the shell answers in German at once (see
:func:`answer_bad_input`) without changing anything.

    >>> number("70"), number(" 70 ")
    (70, 70)
    >>> for typed in ("²", "①", "٣", "-5", "7 0", ""):
    ...     try:
    ...         number(typed)
    ...     except BadInput:
    ...         print("refused", repr(typed))
    refused '²'
    refused '①'
    refused '٣'
    refused '-5'
    refused '7 0'
    refused ''
    >>> one_of(["c.3"], {"c.3", "deck"})
    'c.3'
    >>> numbers("4.2", 2)
    (4, 2)
"""

from __future__ import annotations

import logging
import re
from collections.abc import Collection, Mapping, Sequence
from typing import Any

import discord

from engines.texts import t

log = logging.getLogger(__name__)

#: Plain ASCII digits only: int() also takes other scripts' digits.
_DIGITS = re.compile(r"[0-9]{1,12}")


class BadInput(Exception):
    """What a person sent cannot be used; ``text`` is the German answer."""

    def __init__(self, key: str = "core.answer.bad_input", **values: Any) -> None:
        super().__init__(key)
        self.text = t(key, **values)


def number(text: str | None, *, key: str = "core.answer.bad_input",
           low: int | None = None, high: int | None = None) -> int:
    """A non-negative whole number written in ASCII digits (blanks around it
    are fine), within ``low``..``high`` if given; else :class:`BadInput`
    with the text ``key``."""
    stripped = (text or "").strip()
    if _DIGITS.fullmatch(stripped) is None:
        raise BadInput(key)
    value = int(stripped)
    if (low is not None and value < low) or (high is not None and value > high):
        raise BadInput(key)
    return value


def numbers(text: str | None, count: int, *, sep: str = ".",
            key: str = "core.answer.bad_input") -> tuple[int, ...]:
    """Exactly ``count`` numbers joined by ``sep`` (e.g. ``"4.2"``)."""
    parts = (text or "").split(sep)
    if len(parts) != count:
        raise BadInput(key)
    return tuple(number(p, key=key) for p in parts)


def single(values: Sequence[str] | None, *, key: str = "core.answer.bad_choice") -> str:
    """The one value chosen in a select (checked further by the caller)."""
    if not values or len(values) != 1 or not isinstance(values[0], str):
        raise BadInput(key)
    return values[0]


def one_of(values: Sequence[str] | None, allowed: Collection[str], *,
           key: str = "core.answer.bad_choice") -> str:
    """The one value chosen in a select, which must be among ``allowed``
    (the options the select offered)."""
    if not values or len(values) != 1 or values[0] not in allowed:
        raise BadInput(key)
    return values[0]


def some_of(values: Sequence[str] | None, allowed: Collection[str], *,
            most: int | None = None, key: str = "core.answer.bad_choice") -> tuple[str, ...]:
    """Several values chosen in a select (none is fine), each among
    ``allowed``, none twice, at most ``most``."""
    chosen = tuple(values or ())
    if len(set(chosen)) != len(chosen) or any(v not in allowed for v in chosen):
        raise BadInput(key)
    if most is not None and len(chosen) > most:
        raise BadInput(key)
    return chosen


def modal_fields(data: Mapping[str, Any] | None) -> dict[str, str]:
    """The text inputs of a modal submission, by custom_id (rows or labels)."""
    fields: dict[str, str] = {}

    def walk(items: Any) -> None:
        if not isinstance(items, list):
            return
        for item in items:
            if not isinstance(item, dict):
                continue
            if "custom_id" in item and isinstance(item.get("value"), str):
                fields[str(item["custom_id"])] = item["value"]
            walk(item.get("components"))
            inner = item.get("component")
            if isinstance(inner, dict):
                walk([inner])

    walk((data or {}).get("components"))
    return fields


async def answer_bad_input(interaction: discord.Interaction[Any], text: str) -> None:
    """Answer privately that the input could not be used; never raises (the
    interaction may be answered already, or be gone)."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer interaction %s: %s", interaction.id, text)
