"""Speedfabel's own settings of a person (Einsteiger-Hilfe, the last typed
bid), kept by storage as the person's settings of the game ``fabel``; the
theme is user-wide (``storage.settings.get``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.kit.slash import Preference
from bot.storage import Storage

GAME = "fabel"
#: The setting that keeps the amount last typed into the Zahlenfeld.
LAST_BID = "last_bid"
#: Shown to everybody at first (item 147); ``/fabel ansicht einsteiger_hilfe``.
EINSTEIGER_HILFE = Preference("einsteiger_hilfe", "fabel.cmd.param.einsteiger_hilfe",
                              default=True)


@dataclass(frozen=True, slots=True)
class FabelPrefs:
    """A person's Speedfabel settings; who never changed anything gets these
    defaults (Einsteiger-Hilfe on, item 147). ``last_bid`` is the amount last
    typed into the bid modal, shown again when it reopens (item 29)."""

    einsteiger_hilfe: bool = EINSTEIGER_HILFE.default
    last_bid: int | None = None


async def prefs(storage: Storage, user_id: int) -> FabelPrefs:
    """The person's Speedfabel settings, defaults filled in (from memory
    after the first read)."""
    return from_settings(await storage.settings.game(user_id, GAME))


def from_settings(values: Mapping[str, Any]) -> FabelPrefs:
    """A person's Speedfabel settings from their stored values (the kit
    hands them to the panel; the typed bid is kept as its text)."""
    bid = values.get(LAST_BID)
    return FabelPrefs(einsteiger_hilfe=bool(values.get(EINSTEIGER_HILFE.name,
                                                      EINSTEIGER_HILFE.default)),
                      last_bid=int(bid) if bid is not None else None)


async def set_einsteiger_hilfe(storage: Storage, user_id: int, on: bool) -> None:
    """Show (True) or hide this person's Kassenbuch."""
    await storage.settings.set_game(user_id, GAME, {EINSTEIGER_HILFE.name: bool(on)})


async def set_last_bid(storage: Storage, user_id: int, amount: int | None) -> None:
    """Remember the amount the person last typed into the bid modal."""
    await storage.settings.set_game(user_id, GAME, {LAST_BID: amount})
