"""/fabel ansicht through the real discord.py in the simulator: built by the
kit from Speedfabel's declared preference (the Einsteiger-Hilfe), it answers
what is set now, also when called without options, and keeps the choice
with the person's Speedfabel settings (items 147, 180)."""

from __future__ import annotations

from bot.client import SpeedtischBot
from bot.fabel import prefs
from bot.storage import Storage
from engines.texts import t
from tests.discord_sim import DiscordSim


async def test_items_147_180_fabel_ansicht_answers_and_keeps_the_einsteiger_hilfe(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot, storage: Storage) -> None:
    anna = discord_sim.member("anna")
    shown = t("fabel.settings.saved", theme="Laternennacht", einsteiger_hilfe="an")
    answer = await (await anna.run_command("fabel ansicht")).wait_for_reply(contains=shown)
    assert answer.is_ephemeral
    off = t("fabel.settings.saved", theme="Morgentau", einsteiger_hilfe="aus")
    await (await anna.run_command("fabel ansicht", thema="morgentau", einsteiger_hilfe=False)
           ).wait_for_reply(contains=off)
    assert not (await prefs.prefs(storage, anna.id)).einsteiger_hilfe
    assert (await storage.settings.get(anna.id)).theme.value == "morgentau"
    still = t("fabel.settings.saved", theme="Laternennacht", einsteiger_hilfe="aus")
    await (await anna.run_command("fabel ansicht", thema="laternennacht")
           ).wait_for_reply(contains=still)
