"""The bot's event loop (bot/kit/runtime/eventloop.py): uvloop where installed,
asyncio's own on request, and discord.py's JSON through orjson."""

from __future__ import annotations

import asyncio
import sys

import discord.utils
import pytest

from bot.kit.runtime import eventloop


async def _running() -> str:
    return eventloop.loop_name(asyncio.get_running_loop())


def test_the_bot_runs_on_uvloop_which_it_installs() -> None:
    # a dependency in pyproject.toml everywhere but Windows
    assert sys.platform != "win32"
    assert eventloop.run(_running(), {}) == "uvloop"


def test_speedtisch_loop_asyncio_gives_asyncio_s_own_loop() -> None:
    assert eventloop.run(_running(), {"SPEEDTISCH_LOOP": "asyncio"}) == "asyncio"
    assert eventloop.run(_running(), {"SPEEDTISCH_LOOP": " uvloop "}) == "uvloop"


def test_an_unknown_loop_name_is_refused_with_the_choices() -> None:
    coroutine = _running()
    with pytest.raises(ValueError, match="uvloop, asyncio"):
        eventloop.run(coroutine, {"SPEEDTISCH_LOOP": "trio"})
    coroutine.close()


def test_without_uvloop_the_bot_falls_back_to_asyncio(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "uvloop", None)   # import uvloop now fails
    assert eventloop.loop_factory({}) is None
    assert eventloop.run(_running(), {}) == "asyncio"


def test_discord_py_reads_its_json_with_orjson() -> None:
    # orjson is a dependency: discord.py decodes every gateway message and
    # answer with it when it is installed
    assert discord.utils.HAS_ORJSON
    assert discord.utils._from_json('{"a": [1, 2]}') == {"a": [1, 2]}
