"""Issue 34 through the simulator, for every game: ``/<game> bestenliste``
(the rating board by default, its seasons, the points board on request) and
``/<game> wertung [person]`` (the rating here and on every server, the
comparison with the computers, the chart, the best and last games)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.client import SpeedtischBot
from bot.config import Settings
from bot.fabel.plugin import PLUGIN as FABEL
from bot.kit.plugin import kit_plugin
from bot.kit.runtime.clock import ManualScheduler
from bot.registry import plugins
from bot.storage import ComputerSeat, Einsatz, HumanSeat, Seat, Storage, Strength
from bot.storage.skill import display, season_of
from engines.core import GameInfo, GameResult, SeatResult
from engines.core.daily import DAILY_ZONE
from tests.bot.autoplay import play_to_the_end
from tests.bot.e2e import seated
from tests.bot.sealed_game import SEALED
from tests.bot.sealed_ui import SEALED_PARTS, SealedUI
from tests.bot.test_e2e_kit import kitbot as kitbot_fixture
from tests.bot.test_e2e_kit import open_lobby, panel_of, settle
from tests.discord_sim import DiscordSim

GAMES = [p.info for p in plugins()]
#: The bot with Speedfabel and the sealed test game (test_e2e_kit's fixture).
kitbot = kitbot_fixture


async def _play(storage: Storage, info: GameInfo, guild: int, at: float,
                seats: list[tuple[Seat, int]], einsatz: Einsatz | None) -> None:
    """A finished game of ``info`` with each seat's holder and place."""
    name, mode = info.name, info.modes[0]
    result = GameResult(name, mode, "over", 3, tuple(
        SeatResult(i, place, 10 - place, 10 - place) for i, (_, place) in enumerate(seats)))
    await storage.results.record_game(result, [s for s, _ in seats], guild_id=guild,
                                      einsatz=einsatz, finished_at=at)


@pytest.mark.parametrize("info", GAMES, ids=[g.name for g in GAMES])
async def test_the_rating_board_and_a_persons_rating(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage, info: GameInfo) -> None:
    name, mode = info.name, info.modes[0]
    anna, ben, carla = (discord_sim.member(n) for n in ("anna", "ben", "carla"))
    guild, now = discord_sim.guild_id, clock.now()
    stark = ComputerSeat(Strength.STARK)
    # Anna wins against Ben and a Stark computer, then alone against three Stark ones.
    await _play(storage, info, guild, now - 60, [
        (HumanSeat(anna.id, "Anna"), 1), (HumanSeat(ben.id, "Ben"), 2), (stark, 3)],
        Einsatz.RANGLISTE)
    await _play(storage, info, guild, now, [(HumanSeat(anna.id, "Anna"), 1)] + [
        (stark, 2)] * 2, None)
    board = await storage.ratings.board(guild, name, mode)
    assert [e.user_id for e in board.top] == [anna.id, ben.id]
    first, second = board.top

    shown = await (await anna.run_command(f"{name} bestenliste")).wait_for_reply(
        contains="Wertung")
    assert f"1. <@{anna.id}> – {first.shown} (2 Partien)" in shown.text
    assert f"2. <@{ben.id}> – {second.shown} (1 Partie)" in shown.text
    assert f"Laufende Saison: {season_of(now)}" in shown.text and not shown.is_ephemeral

    season = season_of(now)
    this = await (await anna.run_command(f"{name} bestenliste", saison=season)
                  ).wait_for_reply(contains="Saison")
    assert f"Saison {season}" in this.text and f"<@{anna.id}>" in this.text
    earlier = await (await anna.run_command(f"{name} bestenliste", saison="2020-01")
                     ).wait_for_reply(contains="Saison 2020-01")
    assert "Noch keine gewerteten Partien" in earlier.text
    bad = await (await anna.run_command(f"{name} bestenliste", saison="November")
                 ).wait_for_reply()
    assert bad.is_ephemeral and "keine Saison" in bad.text
    points = await (await anna.run_command(f"{name} bestenliste", liste="punkte")
                    ).wait_for_reply(contains="Bestenliste")
    assert f"<@{anna.id}> – 18 Punkte (2 Partien)" in points.text

    mine = await (await anna.run_command(f"{name} wertung")).wait_for_reply(
        contains="Wertung")
    assert f"<@{anna.id}>" in mine.text
    assert f"Dieser Server: **{first.shown}** aus 2 Partien" in mine.text
    assert "Alle Server:" in mine.text and "Letzte Partien:" in mine.text
    day = datetime.fromtimestamp(now, UTC).astimezone(DAILY_ZONE).strftime("%d.%m.%Y")
    assert f"{day} Platz 1 von 3" in mine.text
    assert mine.filenames == ["wertung.webp"] and mine.attachments[0].image_size() == (720, 400)
    assert "Die Wertung über 2 Partien" in (mine.attachments[0].description or "")

    his = await (await anna.run_command(f"{name} wertung", person=ben)).wait_for_reply(
        contains="Wertung")
    assert f"<@{ben.id}>" in his.text and "Platz 2 von 3" in his.text
    assert f"Dieser Server: **{second.shown}** aus 1 Partie" in his.text
    nobody = await (await anna.run_command(f"{name} wertung", person=carla)).wait_for_reply(
        contains="Wertung")
    assert "noch keine gewertete Partie" in nobody.text and not nobody.filenames


async def test_a_strong_rating_says_it_is_stronger_than_the_computers(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """"stärker als Normal": after many wins against Stark computers the
    conservative estimate passes the fixed ratings of Leicht and Normal."""
    anna = discord_sim.member("anna")
    info = GAMES[0]
    for n in range(40):
        await _play(storage, info, discord_sim.guild_id, clock.now() + n, [
            (HumanSeat(anna.id, "Anna"), 1)] + [(ComputerSeat(Strength.STARK), 2)] * 3, None)
    rating = (await storage.ratings.person(anna.id, info.name, info.modes[0],
                                           guild_id=discord_sim.guild_id)).rating
    assert rating is not None and display(rating.conservative) > display(25.0)
    mine = await (await anna.run_command(f"{info.name} wertung")).wait_for_reply(
        contains="Wertung")
    assert "Sicher stärker als der Computer: Leicht, Normal" in mine.text


async def test_a_game_played_through_the_kit_moves_the_rating(
        discord_sim: DiscordSim, clock: ManualScheduler, kitbot: SpeedtischBot,
        storage: Storage) -> None:
    """The kit's end stores the result and rates it in one step: a sealed solo
    game against one computer, then /sealed wertung."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("sealed solo", computer=1)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1")
    for _ in range(2):
        await anna.click(await panel_of(anna, table), "3")
        await settle(discord_sim, kitbot)
        await clock.advance(2.5)
        await settle(discord_sim, kitbot)
    await discord_sim.wait_for_message(thread, contains="Abrechnung")
    person = await storage.ratings.person(anna.id, "sealed", "standard",
                                          guild_id=discord_sim.guild_id)
    assert person.games == 1 and person.rating is not None
    mine = await (await anna.run_command("sealed wertung")).wait_for_reply(contains="Wertung")
    assert f"**{display(person.rating.conservative)}** aus 1 Partie" in mine.text
    assert "Platz 1 von 2" in mine.text and mine.filenames == ["wertung.webp"]


async def test_a_past_seasons_final_board_can_be_looked_up(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    anna = discord_sim.member("anna")
    info, guild, now = GAMES[1], discord_sim.guild_id, clock.now()
    earlier = now - 40 * 86_400.0
    past, current = season_of(earlier), season_of(now)
    assert past < current
    await _play(storage, info, guild, earlier, [(HumanSeat(anna.id, "Anna"), 1)] + [
        (ComputerSeat(Strength.NORMAL), 2)] * 2, None)
    board = await (await anna.run_command(f"{info.name} bestenliste")).wait_for_reply(
        contains="Wertung")
    assert f"Laufende Saison: {current}" in board.text and f"hier: {past}" in board.text
    final = await (await anna.run_command(f"{info.name} bestenliste", saison=past)
                   ).wait_for_reply(contains="Wertung")
    assert f"Endstand der Saison {past}" in final.text and f"1. <@{anna.id}>" in final.text
    now_board = await (await anna.run_command(f"{info.name} bestenliste", saison=current)
                       ).wait_for_reply(contains="Wertung")
    assert f"– Saison {current}" in now_board.text and f"<@{anna.id}>" not in now_board.text


async def test_a_game_with_a_house_rule_counts_for_points_but_not_for_the_rating(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        storage: Storage) -> None:
    """docs/RATINGS.md: a house rule (here "Geld zählt") keeps a game out of
    the rating; its points still go on the points board."""
    speedtisch.controllers["fabel"].new_seed = lambda: 21
    anna = discord_sim.member("anna")
    command = await anna.run_command("fabel solo", computer=1, staerke="leicht", turbo=True,
                                     geld_zaehlt=True)
    await command.wait_for_reply(contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    await discord_sim.wait_for_message(thread, contains="Stapel")
    running, _, _ = seated(discord_sim, speedtisch)
    assert running.settings.choices["house"] == ("geld",)
    await play_to_the_end(discord_sim, speedtisch, clock, running, {0: anna}, thread)
    await discord_sim.wait_for_message(thread, contains="Abrechnung")
    guild = discord_sim.guild_id
    assert (await storage.results.my_games(anna.id, "fabel", "klassisch")).games == 1
    person = await storage.ratings.person(anna.id, "fabel", "klassisch", guild_id=guild)
    assert person.games == 0 and person.overall is None
    mine = await (await anna.run_command("fabel wertung")).wait_for_reply(contains="Wertung")
    assert "noch keine gewertete Partie" in mine.text


async def test_a_person_who_leaves_is_rated_behind_everyone(
        discord_sim: DiscordSim, clock: ManualScheduler, storage: Storage) -> None:
    """DECISIONS: a leaver's seat goes to a computer and his result is -10;
    his rating counts him behind every seat that finished (docs/RATINGS.md)."""
    costly = kit_plugin(replace(SEALED, leave_points=-10), SealedUI(), parts=SEALED_PARTS)
    bot = SpeedtischBot(Settings(token=discord_sim.token, test_guild=None, db_path=Path()),
                        scheduler=clock, storage=storage, games=(FABEL, costly))
    await discord_sim.start_bot(bot)
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    thread, table = await open_lobby(discord_sim, bot, ("ben",))
    ask = await (await ben.click(table, "Tisch verlassen")).wait_for_reply(contains="-10")
    await ben.click(ask, "Ja, Tisch verlassen")
    await discord_sim.wait_for_message(thread, contains="hat den Tisch verlassen")
    for _ in range(2):                                       # two rounds to the end
        await settle(discord_sim, bot)
        await clock.advance(2.5)
        await anna.click(await panel_of(anna, table), "1")
        await settle(discord_sim, bot)
    await discord_sim.wait_for_message(thread, contains="Abrechnung")
    guild = discord_sim.guild_id
    left = await storage.ratings.person(ben.id, "sealed", "standard", guild_id=guild)
    stayed = await storage.ratings.person(anna.id, "sealed", "standard", guild_id=guild)
    assert left.rating is not None and stayed.rating is not None
    assert left.last[0].place is None and left.last[0].entrants == 3   # Anna, computer, Ben
    assert left.rating.mu < stayed.rating.mu and left.last[0].change < 0
    his = await (await anna.run_command("sealed wertung", person=ben)).wait_for_reply(
        contains="Wertung")
    assert "verlassen (" in his.text
    await discord_sim.stop_bot(bot)
