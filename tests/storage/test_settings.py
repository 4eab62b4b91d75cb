"""User settings: theme, Einsteiger-Hilfe (item 147), last typed bid (item 29)."""

from __future__ import annotations

from pathlib import Path

from bot.storage import Storage, Theme, UserSettings


async def test_item_147_a_new_user_has_the_kassenbuch_on(store: Storage) -> None:
    settings = await store.settings.get(1)
    assert settings == UserSettings(Theme.LATERNENNACHT, einsteiger_hilfe=True, last_bid=None)


async def test_item_147_turning_it_off_hides_it_for_that_user_only(store: Storage) -> None:
    await store.settings.set_einsteiger_hilfe(1, False)
    assert (await store.settings.get(1)).einsteiger_hilfe is False
    assert (await store.settings.get(2)).einsteiger_hilfe is True
    await store.settings.set_einsteiger_hilfe(1, True)
    assert (await store.settings.get(1)).einsteiger_hilfe is True


async def test_item_29_the_last_typed_bid_stays(store: Storage) -> None:
    """"Was du dort schreibst, bleibt stehen": reopening shows 100."""
    await store.settings.set_last_bid(2, 100)
    assert (await store.settings.get(2)).last_bid == 100
    await store.settings.set_last_bid(2, 130)
    assert (await store.settings.get(2)).last_bid == 130
    await store.settings.set_last_bid(2, None)
    assert (await store.settings.get(2)).last_bid is None


async def test_theme_per_user_and_settings_are_independent(store: Storage) -> None:
    await store.settings.set_theme(1, Theme.MORGENTAU)
    await store.settings.set_last_bid(1, 70)
    settings = await store.settings.get(1)
    assert settings == UserSettings(Theme.MORGENTAU, einsteiger_hilfe=True, last_bid=70)
    assert (await store.settings.get(2)).theme is Theme.LATERNENNACHT


async def test_settings_survive_reopen(db_path: Path) -> None:
    async with await Storage.open(db_path) as storage:
        await storage.settings.set_theme(3, Theme.MORGENTAU)
        await storage.settings.set_einsteiger_hilfe(3, False)
    async with await Storage.open(db_path) as storage:
        assert await storage.settings.get(3) == UserSettings(Theme.MORGENTAU, False, None)


async def test_item_147_a_cached_setting_follows_a_later_change(store: Storage) -> None:
    """Settings are kept in memory after a read; a change must still show."""
    assert (await store.settings.get(5)).einsteiger_hilfe is True  # now cached
    await store.settings.set_einsteiger_hilfe(5, False)
    assert (await store.settings.get(5)).einsteiger_hilfe is False
    await store.settings.set_theme(5, Theme.MORGENTAU)
    assert await store.settings.get(5) == UserSettings(Theme.MORGENTAU, False, None)


async def test_settings_cache_is_bounded(db_path: Path) -> None:
    async with await Storage.open(db_path) as storage:
        storage.settings._cache_size = 3
        for user in range(10):
            await storage.settings.get(user)
        assert list(storage.settings._cache) == [7, 8, 9]
        await storage.settings.set_theme(1, Theme.MORGENTAU)
        assert (await storage.settings.get(1)).theme is Theme.MORGENTAU
