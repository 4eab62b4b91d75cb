"""Issue 37, items 1, 3 and 5 through the real discord.py in the simulator:
the server settings (``/speedtisch-admin``, only for "Server verwalten"),
the limits that protect a server, and ``/speedtisch hilfe``.

Issue 37: "a member without ‚Server verwalten' cannot see or use the
settings (the command carries default_permissions, and a forged call is
refused on the server side); a setting changes the defaults of the next
table, and a switched-off game refuses to open; a second lobby of the same
person is refused with the limit named; the server limit holds against 30
quick /tisch commands from ten members; a flood of 200 clicks in 10 s from
one member gets answers and costs no extra request against the global
budget."
"""

from __future__ import annotations

import asyncio

import pytest

from bot.client import SpeedtischBot
from bot.storage import Storage
from engines.texts import t
from tests.discord_sim import DiscordSim, SimConfig, SimInteraction
from tests.discord_sim.errors import SimulatorError

TEN = tuple(f"p{i}" for i in range(10))
#: Routes that answer an interaction (Discord does not count them against
#: the bot's global request budget).
INTERACTION_ROUTES = ("POST /interactions/", "POST /webhooks/", "PATCH /webhooks/",
                      "DELETE /webhooks/", "GET /webhooks/")


def budget_requests(sim: DiscordSim, since: int) -> list[str]:
    """The bot's requests after the ``since``-th that count against its
    global budget (everything but answers to interactions)."""
    return [r.route for r in sim.requests[since:]
            if not r.route.startswith(INTERACTION_ROUTES)]


async def answer_of(ix: SimInteraction) -> str:
    """The finished text of an interaction's answer."""
    return (await ix.wait_for_reply()).text


@pytest.mark.real_pace    # the summary shows the real defaults
async def test_settings_are_hidden_and_refused_without_server_verwalten(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot, storage: Storage) -> None:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    discord_sim.grant(anna, "manage_guild")
    # default_permissions: Discord lists the command only for Server verwalten
    assert anna.sees_command("speedtisch-admin")
    assert not ben.sees_command("speedtisch-admin")
    assert ben.sees_command("speedtisch")          # the help is for everybody
    with pytest.raises(SimulatorError, match="does not see"):
        await ben.run_command("speedtisch-admin einstellungen")
    # a forged call is refused by the bot itself and changes nothing
    for path, values in (("speedtisch-admin fabel", {"an": False}),
                         ("speedtisch-admin grenzen", {"tische_pro_server": 500}),
                         ("speedtisch-admin einstellungen", {})):
        forged = await ben.run_command(path, forged=True, **values)
        reply = await forged.wait_for_reply(contains=t("admin.denied"))
        assert reply.is_ephemeral
    assert dict(await storage.guilds.get(discord_sim.guild_id, "fabel")) == {}
    assert dict(await storage.guilds.get(discord_sim.guild_id, "")) == {}
    # Anna may: one ephemeral summary of everything
    summary = await (await anna.run_command("speedtisch-admin einstellungen")).wait_for_reply(
        contains=t("admin.summary.title"))
    assert summary.is_ephemeral
    for title in ("Speedfabel", "Speedspuk", "Speedtrödel", "Speedfossil"):
        assert f"**{title}**: an" in summary.text
    assert t("admin.summary.limits", lobbies=1, server=25, person=3, actions=30) in summary.text


async def test_a_setting_changes_the_next_tables_defaults_and_a_game_switched_off_refuses(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot, storage: Storage) -> None:
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    discord_sim.grant(anna, "manage_guild")
    saved = await (await anna.run_command(
        "speedtisch-admin spuk", bedenkzeit="30", staerke="stark",
        karten_je_reihe="6", einsatz="freundschaft")).wait_for_reply(contains=t("admin.saved"))
    assert saved.is_ephemeral and "Bedenkzeit: 30 s" in saved.text
    await (await ben.run_command("spuk tisch")).wait_for_reply(contains="offen")
    lobby = next(iter(speedtisch.controllers["spuk"].lobbies.values()))
    assert (lobby.settings.bedenkzeit, lobby.settings.strength, lobby.settings.einsatz,
            lobby.settings.choices["cards"]) == (30, "stark", "freundschaft", ("6",))
    message = await discord_sim.wait_for_message(discord_sim.thread("Ben"), contains="Bedenkzeit",
                                                 since=0)
    assert "Bedenkzeit: 30 s" in message.text and "6 Karten" in message.text
    # the host can still change a default in the lobby
    panel = await (await ben.click(message, "Einstellungen")).wait_for_reply()
    await ben.select(panel, t("core.lobby.ph.clock"), ["60"])
    assert lobby.settings.bedenkzeit == 60
    # a house rule switched on by default (a multi choice: one yes/no option per value)
    await anna.run_command("speedtisch-admin troedel", dachboden_offen=True)
    assert (await storage.guilds.get(discord_sim.guild_id, "troedel"))["choices"] == {
        "house": ["dachboden_offen"]}
    # switched off: no table, solo or daily game opens, and the answer says who can
    threads = len(discord_sim.threads)
    await anna.run_command("speedtisch-admin troedel", an=False)
    for command in ("troedel tisch", "troedel solo", "troedel tagesspiel"):
        refused = await answer_of(await carla.run_command(command))
        assert "ausgeschaltet" in refused and "Server verwalten" in refused
    assert len(discord_sim.threads) == threads
    assert not speedtisch.controllers["troedel"].lobbies
    assert not speedtisch.controllers["troedel"].tables
    await anna.run_command("speedtisch-admin troedel", an=True)
    await (await carla.run_command("troedel tisch")).wait_for_reply(contains="offen")
    carlas = next(iter(speedtisch.controllers["troedel"].lobbies.values()))
    assert carlas.settings.choices["house"] == ("dachboden_offen",)


async def test_tables_open_in_the_channel_the_server_set(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot) -> None:
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    discord_sim.grant(anna, "manage_guild")
    elsewhere = discord_sim.channel("allgemein")
    await anna.run_command("speedtisch-admin fossil", kanal=elsewhere)
    answer = await answer_of(await ben.run_command("fossil tisch", channel="spieltische"))
    thread = discord_sim.thread("Ben")
    assert thread.parent_id == elsewhere.id
    assert f"<#{elsewhere.id}>" in answer and thread.mention in answer
    # a channel where the bot may not open threads is refused and changes nothing
    await discord_sim.deny_bot("allgemein", "create_public_threads")
    refused = await answer_of(await anna.run_command("speedtisch-admin fossil", kanal=elsewhere))
    assert "Öffentliche Threads erstellen" in refused and "nichts geändert" in refused
    # back to "where the command was used"
    await anna.run_command("speedtisch-admin fossil", kanal_zuruecksetzen=True)
    await (await anna.run_command("fossil solo", channel="spieltische")).wait_for_reply(
        contains="läuft")
    assert discord_sim.thread("Solo von Anna").parent_id == discord_sim.channel(
        "spieltische").id


async def test_a_second_lobby_of_the_same_person_is_refused_with_the_limit_named(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    await (await anna.run_command("fabel tisch")).wait_for_reply(contains="offen")
    thread = discord_sim.thread("Anna")
    refused = await (await anna.run_command("fabel tisch")).wait_for_reply()
    assert refused.is_ephemeral
    assert "Offene Lobbys je Person und Spiel: höchstens 1." in refused.text
    assert thread.mention in refused.text and "Server verwalten" in refused.text
    assert len(speedtisch.controllers["fabel"].lobbies) == 1
    assert len(discord_sim.threads) == 1
    # another game is another lobby
    await (await anna.run_command("spuk tisch")).wait_for_reply(contains="offen")
    assert len(discord_sim.threads) == 2


@pytest.mark.discord_sim_config(SimConfig(members=TEN, default_timeout=20.0))
async def test_the_server_limit_holds_against_30_quick_tisch_commands_from_ten_members(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot) -> None:
    games = ("fabel", "spuk", "troedel", "fossil")
    # each member three lobbies of three games: within the per-person limits
    commands = await asyncio.gather(*(
        discord_sim.member(name).run_command(f"{games[(i + k) % 4]} tisch", wait=False)
        for k in range(3) for i, name in enumerate(TEN)))
    answers = await asyncio.gather(*(answer_of(ix) for ix in commands))
    lobbies = sum(len(c.lobbies) for c in speedtisch.controllers.values())
    assert lobbies == 25
    assert len(discord_sim.threads) == 25
    refused = [a for a in answers if "auf diesem Server: höchstens 25," in a]
    assert len(refused) == 5
    assert all("Server verwalten" in a for a in refused)


@pytest.mark.real_pace
async def test_a_flood_of_200_clicks_is_answered_and_costs_no_request_beyond_the_answers(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot) -> None:
    anna = discord_sim.member("anna")
    await (await anna.run_command("fabel tisch")).wait_for_reply(contains="offen")
    lobby = await discord_sim.wait_for_message(discord_sim.thread("Anna"), contains="Anna",
                                               since=0)
    panel = await (await anna.click(lobby, "Einstellungen")).wait_for_reply()
    # the 200 clicks fall into one 10-second window of the bot's pace clock
    guard = getattr(speedtisch, "guard", None)
    if guard is not None:
        guard.now = lambda: 1000.0
    before = len(discord_sim.requests)
    clicks = [await anna.select(panel, t("core.lobby.ph.clock"), ["30" if n % 2 else "90"],
                                wait=False) for n in range(200)]
    await asyncio.gather(*(ix.wait_answered() for ix in clicks))
    answers = [ix.response_message.text if ix.response_message is not None else ""
               for ix in clicks]
    slow = [a for a in answers if "Langsamer" in a]
    # the pace limit is the default (30 in 10 s): commands and the first click count too
    assert len(slow) >= 200 - 30
    assert all("Befehle und Klicks in 10 Sekunden: höchstens 30." in a
               and "Server verwalten" in a for a in slow)
    # the refusals were the answers themselves: each accepted choice edited
    # the lobby message once, nothing else went to the global budget
    await discord_sim.wait_until(lambda: not speedtisch.controllers["fabel"].busy,
                                 what="the choices to be applied")
    spent = budget_requests(discord_sim, before)
    assert len(spent) <= 200 - len(slow)
    assert set(spent) <= {"PATCH /channels/{channel_id}/messages/{message_id}"}


async def test_help_lists_the_games_and_the_commands_this_member_may_use(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot) -> None:
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    discord_sim.grant(anna, "manage_guild")
    discord_sim.grant(carla, "manage_threads")
    await anna.run_command("speedtisch-admin spuk", an=False)
    everyone = await (await ben.run_command("speedtisch hilfe")).wait_for_reply()
    assert everyone.is_ephemeral
    for name in ("fabel", "troedel", "fossil"):
        assert f"(`/{name}`): {t(f'{name}.help.line')}" in everyone.text
    assert "~~Speedspuk~~" in everyone.text
    assert "/<spiel> tisch" in everyone.text
    assert "/speedtisch-admin" not in everyone.text and "/speedtisch-mod" not in everyone.text
    admin = (await (await anna.run_command("speedtisch hilfe")).wait_for_reply()).text
    assert "/speedtisch-admin einstellungen" in admin and "/speedtisch-mod" not in admin
    mod = (await (await carla.run_command("speedtisch hilfe")).wait_for_reply()).text
    assert "/speedtisch-mod beenden" in mod and "/speedtisch-mod platz-abnehmen" in mod
    assert "/speedtisch-admin" not in mod
