"""Starting the bot as `python -m bot` does: settings, a missing token, the
default database and clock, and the offline demo."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from bot.__main__ import main
from bot.client import SpeedtischBot
from bot.config import Settings
from tests.discord_sim import DiscordSim


def test_without_a_token_the_bot_says_what_to_do(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, capture_output=True,
                          text=True, env={"PATH": "/usr/bin:/bin"}, timeout=60)
    assert done.returncode == 2
    assert "DISCORD_TOKEN" in done.stderr and ".env.example" in done.stderr


def test_settings_come_from_the_env_file(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=abc\nSPEEDTISCH_DB=x/y.sqlite3\n", encoding="utf-8")
    settings = Settings.from_env({}, env_file=env_file)
    assert settings.token == "abc" and settings.db_path == Path("x/y.sqlite3")
    assert Settings.from_env({"DISCORD_TOKEN": "env"}, env_file=env_file).token == "env"


async def test_the_bot_starts_with_its_own_database_and_opens_a_table(
        discord_sim: DiscordSim, tmp_path: Path) -> None:
    bot = SpeedtischBot(Settings(token=discord_sim.token, test_guild=discord_sim.guild_id,
                                 db_path=tmp_path / "data" / "speedtisch.sqlite3"))
    await discord_sim.start_bot(bot)
    try:
        assert (tmp_path / "data" / "speedtisch.sqlite3").exists()
        anna = discord_sim.member("anna")
        reply = await (await anna.run_command("fabel solo")).wait_for_reply(contains="Solo")
        assert reply.is_ephemeral
        thread = await discord_sim.wait_for_thread("Speedfabel")
        await discord_sim.wait_for_message(thread, contains="Stapel", since=0)
    finally:
        await discord_sim.stop_bot(bot)


def test_the_demo_writes_pictures_and_a_log(tmp_path: Path) -> None:
    assert main(["demo", str(tmp_path / "demo"), "--seats", "3", "--seed", "2"]) == 0
    files = sorted(p.name for p in (tmp_path / "demo").iterdir())
    assert "log.txt" in files and any("-abrechnung" in f for f in files)
    assert len([f for f in files if "-tisch" in f]) > 10
    log = (tmp_path / "demo" / "log.txt").read_text(encoding="utf-8")
    assert "die Partie ist aus" in log


def test_the_demo_plays_a_meistermarkt_game(tmp_path: Path) -> None:
    """Item 90's Spielart offline: the demo plays a Meistermarkt game with its
    letter races and Kobold rounds to the five-step end."""
    folder = tmp_path / "demo"
    assert main(["demo", str(folder), "--seed", "3", "--spielart", "meistermarkt"]) == 0
    log = (folder / "log.txt").read_text(encoding="utf-8")
    assert "die Partie ist aus" in log
    assert "Ahnenbrief" in log and "Kobold" in log


def test_the_demo_plays_every_kit_game_offline(tmp_path: Path) -> None:
    """Every game on the kit gets ``python -m bot demo --spiel <game>``: the
    computers play to the end; table pictures, the end in the log."""
    from bot.registry import plugins

    for plugin in plugins():
        if plugin.ui is None:
            continue
        info = plugin.info
        folder = tmp_path / info.name
        assert main(["demo", str(folder), "--spiel", info.name,
                     "--seats", str(info.min_seats)]) == 0
        files = sorted(p.name for p in folder.iterdir())
        assert "log.txt" in files
        assert len([f for f in files if "-tisch" in f]) > 2, info.name
        state_lines = (folder / "log.txt").read_text(encoding="utf-8").splitlines()
        assert len(state_lines) > 5, info.name


def test_the_demo_refuses_what_a_game_does_not_offer(tmp_path: Path, capsys: Any) -> None:
    assert main(["demo", str(tmp_path), "--spiel", "schach"]) == 2
    assert main(["demo", str(tmp_path), "--spiel", "fossil", "--seats", "9"]) == 2
    assert main(["demo", str(tmp_path), "--spiel", "fossil", "--wahl", "banquet=7"]) == 2
    assert main(["demo", str(tmp_path), "--spiel", "fossil", "--staerke", "gott"]) == 2
    assert capsys.readouterr().err.count("Diese Demo gibt es nicht") == 4
