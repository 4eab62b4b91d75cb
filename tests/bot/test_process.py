"""``python -m bot`` as a process against the simulator: a bot that cannot
run exits with a message and a non-zero code; Ctrl+C stops it cleanly."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from tests.discord_sim import DiscordSim

ROOT = Path(__file__).resolve().parents[2]
#: Points discord.py at the simulator, then runs ``python -m bot``'s main.
RUNNER = """
import sys
if __name__ == "__main__":
    import discord, yarl
    discord.http.Route.BASE = sys.argv[1]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
    from bot.__main__ import main
    sys.exit(main([]))
"""
#: Seconds a stopping process may take before the test calls it hung.
STOP_WITHIN = 30.0


async def _start(discord_sim: DiscordSim, tmp_path: Path,
                 token: str | None = None) -> asyncio.subprocess.Process:
    runner = tmp_path / "runner.py"
    runner.write_text(RUNNER, encoding="utf-8")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT),
           "DISCORD_TOKEN": token or discord_sim.token,
           "SPEEDTISCH_DB": str(tmp_path / "speedtisch.sqlite3")}
    return await asyncio.create_subprocess_exec(
        sys.executable, str(runner), discord_sim.api_url, discord_sim.gateway_url,
        cwd=tmp_path, env=env, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)


async def _ended(process: asyncio.subprocess.Process) -> tuple[int, str]:
    try:
        _, err = await asyncio.wait_for(process.communicate(), STOP_WITHIN)
    except TimeoutError:
        process.kill()
        await process.wait()
        raise AssertionError("the bot's process did not end") from None
    assert process.returncode is not None
    return process.returncode, err.decode("utf-8", "replace")


async def test_a_bot_that_cannot_start_exits_with_a_message(
        discord_sim: DiscordSim, tmp_path: Path) -> None:
    """The database is open when syncing the commands fails: the process ends
    anyway, non-zero, and says why in German (no traceback)."""
    discord_sim.faults.server_error("PUT /applications/{application_id}/commands",
                                    status=503, times=100)
    discord_sim.expect_errors(503)
    code, err = await _ended(await _start(discord_sim, tmp_path))
    assert code != 0
    assert "konnte nicht starten" in err
    assert "Traceback" not in err


async def test_a_wrong_token_ends_the_process_with_a_message(
        discord_sim: DiscordSim, tmp_path: Path) -> None:
    discord_sim.expect_errors(0)  # 401 Unauthorized carries code 0
    code, err = await _ended(await _start(discord_sim, tmp_path, token="falsch"))
    assert code != 0
    assert "Token" in err and "Traceback" not in err


async def test_ctrl_c_stops_the_bot_cleanly(discord_sim: DiscordSim, tmp_path: Path) -> None:
    process = await _start(discord_sim, tmp_path)
    await discord_sim.wait_until(lambda: bool(discord_sim.gateway.ops("IDENTIFY"))
                                 and bool(discord_sim.commands), timeout=STOP_WITHIN,
                                 what="the bot's login")
    await asyncio.sleep(0.5)
    process.send_signal(signal.SIGINT)
    code, err = await _ended(process)
    assert code == 0, err
    assert "Traceback" not in err
