"""Server settings (issue 37, item 1): one JSON object per server and scope,
patched key by key, kept across a reopen, and read from memory after the
first read until the next write; the kit's reading checks every value."""

from __future__ import annotations

from bot.kit.server import GameDefaults, Limits, defaults_of, limits_of
from bot.storage import Storage
from engines.fabel.game import GAME as FABEL


async def test_settings_are_patched_per_server_and_scope_and_survive_a_reopen(
        target: str) -> None:
    async with await Storage.open(target) as storage:
        assert dict(await storage.guilds.get(1)) == {}
        await storage.guilds.set(1, "", {"tables_per_server": 40})
        await storage.guilds.set(1, "fabel", {"on": False, "channel": 99})
        await storage.guilds.set(1, "fabel", {"channel": None, "bedenkzeit": 30})
        await storage.guilds.set(2, "fabel", {"strength": "stark"})
        assert dict(await storage.guilds.get(1, "fabel")) == {"on": False, "bedenkzeit": 30}
    async with await Storage.open(target) as storage:
        assert dict(await storage.guilds.get(1)) == {"tables_per_server": 40}
        assert dict(await storage.guilds.get(1, "fabel")) == {"on": False, "bedenkzeit": 30}
        assert dict(await storage.guilds.get(2, "fabel")) == {"strength": "stark"}
        assert (await limits_of(storage, 1)).tables_per_server == 40
        assert not (await defaults_of(storage, 1, FABEL)).enabled


async def test_a_read_is_cached_until_the_next_write(store: Storage) -> None:
    await store.guilds.set(5, "spuk", {"bedenkzeit": 90})
    first = await store.guilds.get(5, "spuk")
    assert await store.guilds.get(5, "spuk") is first       # from memory
    await store.guilds.set(5, "spuk", {"bedenkzeit": 120})
    assert dict(await store.guilds.get(5, "spuk")) == {"bedenkzeit": 120}


def test_values_no_setting_offers_read_as_their_defaults() -> None:
    assert Limits.read({"tables_per_server": 5000, "lobbies_per_game": "2",
                        "actions_per_10s": 12}) == Limits(actions_per_10s=12)
    read = GameDefaults.read(FABEL, {"on": "nein", "channel": "x", "bedenkzeit": 33,
                                     "einsatz": "solo", "choices": {"mode": ["turbo"],
                                                                    "house": ["geld"]}})
    assert read == GameDefaults(choices={"house": ("geld",)})
