"""User settings: the user-wide theme, and each game's own settings
(Speedfabel's Einsteiger-Hilfe, item 147, and last typed bid, item 29)."""

from __future__ import annotations

import pytest

from bot.fabel.prefs import FabelPrefs, prefs, set_einsteiger_hilfe, set_last_bid
from bot.storage import Storage, Theme, UserSettings


async def test_item_147_a_new_user_has_the_kassenbuch_on(store: Storage) -> None:
    assert await store.settings.get(1) == UserSettings(Theme.LATERNENNACHT)
    assert await prefs(store, 1) == FabelPrefs(einsteiger_hilfe=True, last_bid=None)
    assert dict(await store.settings.game(1, "fabel")) == {}


async def test_item_147_turning_it_off_hides_it_for_that_user_only(store: Storage) -> None:
    await set_einsteiger_hilfe(store, 1, False)
    assert (await prefs(store, 1)).einsteiger_hilfe is False
    assert (await prefs(store, 2)).einsteiger_hilfe is True
    await set_einsteiger_hilfe(store, 1, True)
    assert (await prefs(store, 1)).einsteiger_hilfe is True


async def test_item_29_the_last_typed_bid_stays(store: Storage) -> None:
    """"Was du dort schreibst, bleibt stehen": reopening shows 100."""
    await set_last_bid(store, 2, 100)
    assert (await prefs(store, 2)).last_bid == 100
    await set_last_bid(store, 2, 130)
    assert (await prefs(store, 2)).last_bid == 130
    await set_last_bid(store, 2, None)
    assert (await prefs(store, 2)).last_bid is None
    assert dict(await store.settings.game(2, "fabel")) == {}


async def test_theme_per_user_and_settings_are_independent(store: Storage) -> None:
    await store.settings.set_theme(1, Theme.MORGENTAU)
    await set_last_bid(store, 1, 70)
    assert await store.settings.get(1) == UserSettings(Theme.MORGENTAU)
    assert await prefs(store, 1) == FabelPrefs(True, 70)
    assert (await store.settings.get(2)).theme is Theme.LATERNENNACHT


async def test_settings_are_per_game(store: Storage) -> None:
    """Two games keep their own settings of the same person; changing one
    key keeps the others; None puts a key back to the game's default."""
    await store.settings.set_game(1, "fabel", {"einsteiger_hilfe": False, "last_bid": 90})
    await store.settings.set_game(1, "spuk", {"gedaechtnishilfe": True})
    await store.settings.set_game(1, "fabel", {"last_bid": 120})
    assert dict(await store.settings.game(1, "fabel")) == {"einsteiger_hilfe": False,
                                                          "last_bid": 120}
    assert dict(await store.settings.game(1, "spuk")) == {"gedaechtnishilfe": True}
    assert dict(await store.settings.game(2, "spuk")) == {}
    await store.settings.set_game(1, "fabel", {"einsteiger_hilfe": None})
    assert dict(await store.settings.game(1, "fabel")) == {"last_bid": 120}
    assert dict(await store.settings.game(1, "spuk")) == {"gedaechtnishilfe": True}


async def test_game_settings_are_read_only(store: Storage) -> None:
    await store.settings.set_game(1, "spuk", {"a": 1})
    values = await store.settings.game(1, "spuk")
    with pytest.raises(TypeError):
        values["a"] = 2  # type: ignore[index]
    assert dict(await store.settings.game(1, "spuk")) == {"a": 1}


async def test_settings_survive_reopen(target: str) -> None:
    async with await Storage.open(target) as storage:
        await storage.settings.set_theme(3, Theme.MORGENTAU)
        await set_einsteiger_hilfe(storage, 3, False)
        await storage.settings.set_game(3, "fossil", {"ansicht": "kompakt"})
    async with await Storage.open(target) as storage:
        assert await storage.settings.get(3) == UserSettings(Theme.MORGENTAU)
        assert await prefs(storage, 3) == FabelPrefs(False, None)
        assert dict(await storage.settings.game(3, "fossil")) == {"ansicht": "kompakt"}


async def test_item_147_a_cached_setting_follows_a_later_change(store: Storage) -> None:
    """Settings are kept in memory after a read; a change must still show."""
    assert (await prefs(store, 5)).einsteiger_hilfe is True  # now cached
    await set_einsteiger_hilfe(store, 5, False)
    assert (await prefs(store, 5)).einsteiger_hilfe is False
    assert (await store.settings.get(5)).theme is Theme.LATERNENNACHT  # cached too
    await store.settings.set_theme(5, Theme.MORGENTAU)
    assert await store.settings.get(5) == UserSettings(Theme.MORGENTAU)
    assert await prefs(store, 5) == FabelPrefs(False, None)


async def test_a_cached_read_does_not_touch_the_database(store: Storage) -> None:
    """Panels never wait for the database: a second read is served from memory."""
    await store.settings.set_game(4, "fabel", {"last_bid": 10})
    first = await store.settings.game(4, "fabel")
    # change the row behind the cache's back: a cached read cannot see it
    await store._db.execute("UPDATE game_settings SET data = '{}' WHERE user_id = 4")
    assert await store.settings.game(4, "fabel") is first


async def test_settings_cache_is_bounded(target: str) -> None:
    async with await Storage.open(target) as storage:
        storage.settings._cache.size = 3
        for user in range(10):
            await storage.settings.get(user)
        assert list(storage.settings._cache) == [(7, None), (8, None), (9, None)]
        await storage.settings.game(8, "fabel")
        assert list(storage.settings._cache) == [(8, None), (9, None), (8, "fabel")]
        await storage.settings.set_theme(1, Theme.MORGENTAU)
        assert (await storage.settings.get(1)).theme is Theme.MORGENTAU
