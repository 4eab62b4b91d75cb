"""Issue 20, "Answers that mislead": ``/fabel tisch`` typed inside a table's
thread answered "Speedfabel-Tische gibt es nur auf Servern." (the shell's
answer now says why: a table opens in a text channel, not in a thread), and
``/fabel bestenliste`` without a server said the same table sentence."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from bot.client import SpeedtischBot
from engines.texts import t
from tests.bot.e2e import open_three_player_table
from tests.discord_sim import DiscordSim


async def test_a_table_command_in_a_thread_says_why_not(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot) -> None:
    thread, _ = await open_three_player_table(discord_sim, speedtisch)
    anna = discord_sim.member("anna")
    command = await anna.run_command("fabel tisch", plaetze=3, channel=thread)
    reply = await command.wait_for_reply()
    assert reply.is_ephemeral
    assert "in einem Thread geht das nicht" in reply.text
    assert "nur auf Servern" not in reply.text


async def test_the_leaderboard_without_a_server_is_not_the_table_sentence(
        speedtisch: SpeedtischBot) -> None:
    sent: list[str] = []

    class Response:
        def is_done(self) -> bool:
            return False

        async def send_message(self, text: str, **kw: Any) -> None:
            sent.append(text)

    dm = SimpleNamespace(guild_id=None, response=Response(), user=SimpleNamespace(id=7))
    await speedtisch.controllers["fabel"].send_leaderboard(dm, "klassisch")  # type: ignore[arg-type]
    assert sent == [t("core.cmd.only_guild_list")]
    assert "Tische" not in sent[0]
