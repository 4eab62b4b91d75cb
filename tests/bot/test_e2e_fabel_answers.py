"""Issue 20, "Answers that mislead": ``/fabel tisch`` typed inside a table's
thread answered "Speedfabel-Tische gibt es nur auf Servern." (the shell's
answer now says why: a table opens in a text channel, not in a thread), and
``/fabel bestenliste`` without a server said the same table sentence."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from engines.texts import t
from tests.bot.autoplay import play_to_the_end
from tests.bot.e2e import open_three_player_table, seated
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
    await speedtisch.controllers["fabel"].lists.send_leaderboard(dm, "klassisch")  # type: ignore[arg-type]
    assert sent == [t("core.cmd.only_guild_list")]
    assert "Tische" not in sent[0]


async def test_the_end_board_names_the_computers_with_their_strength(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 20: a computer is its short name with a mark everywhere, "and
    the strength where it matters, e.g. the lobby and the end board": the
    end board is drawn with "Igel 🖥 (stark)", the table with "Igel 🖥"."""
    from bot.kit import endgame

    drawn_names: list[tuple[str, ...]] = []
    original = endgame.draw

    async def recording(job: Any, *args: Any) -> bytes:
        if getattr(job, "__name__", "") == "end":
            drawn_names.append(tuple(args[2]))
        return await original(job, *args)

    monkeypatch.setattr(endgame, "draw", recording)
    speedtisch.controllers["fabel"].new_seed = lambda: 21
    anna = discord_sim.member("anna")
    command = await anna.run_command("fabel solo", computer=2, staerke="stark", turbo=True)
    await command.wait_for_reply(contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    await discord_sim.wait_for_message(thread, contains="Stapel")
    running, _, names = seated(discord_sim, speedtisch)
    assert all("(" not in n for n in names)                        # the table: short names
    await play_to_the_end(discord_sim, speedtisch, clock, running, {0: anna}, thread)
    await discord_sim.wait_for_message(thread, contains="Abrechnung")
    await discord_sim.wait_until(lambda: bool(drawn_names), what="the end board drawn")
    board = drawn_names[0]
    computers = board[1:]
    assert computers and all(n.endswith(" 🖥 (stark)") for n in computers), board
    assert "(" not in board[0]
