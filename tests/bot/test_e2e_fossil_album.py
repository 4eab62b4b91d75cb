"""Speedfossil's album, end board and Karten-Info through the simulator
(issue 19; items of ../shared/checklists/fossil.md named per test)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.client import SpeedtischBot
from bot.fossil import drawing
from bot.kit.live import KitRunning
from bot.kit.runtime.clock import ManualScheduler
from bot.storage import Storage
from engines.fossil.fossils import FOSSILS
from engines.fossil.game import GAME
from tests.bot.fossil_play import choose, only_table, panel_of, settle
from tests.bot.test_e2e_fossil import fossilbot as fossilbot_fixture
from tests.discord_sim import DiscordSim, SimMessage

#: The bot with Speedfabel and Speedfossil (the fixture of test_e2e_fossil).
fossilbot = fossilbot_fixture


async def _solo_to_the_end(sim: DiscordSim, bot: SpeedtischBot, clock: ManualScheduler,
                           running: KitRunning, table: SimMessage) -> SimMessage:
    anna = sim.member("anna")
    state = running.table.state
    while not state.is_over():
        await settle(sim, bot)
        if state.is_over():
            break
        if any(d.seat == 0 for d in state.pending()):
            # Anna buys when she can (a fuller album), else the Kommissar
            legal = state.legal(0)
            bids = [a for a in legal if type(a).__name__ == "Bid"]
            await choose(anna, await panel_of(anna, table), bids[-1] if bids else legal[0])
        else:
            await clock.advance(3.0)
    thread = sim.channel(running.thread.id)
    return await sim.wait_for(lambda: next((m for m in reversed(sim.bot_messages(thread))
                                            if "Abrechnung" in m.text), None),
                              timeout=30, what="the end message")


def _live(bot: SpeedtischBot) -> KitRunning | None:
    kit = bot.controllers["fossil"]
    return next((r for r in kit.tables.values() if not r.table.state.is_over()), None)


async def test_item_73_74_75_the_album_after_two_games(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot,
        storage: Storage) -> None:
    """Items 73 to 75: every fossil ever in Anna's collection (at the start,
    bought or stolen) is in her album, nothing else; each end board names
    the finds new in that game; /fossil album answers privately with the
    album picture."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("fossil solo", computer=2, staerke="leicht")).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    seen: set[str] = set()
    for game in range(2):
        running = _live(fossilbot)
        assert running is not None
        state = running.table.state
        end = await _solo_to_the_end(discord_sim, fossilbot, clock, running, table)
        owned = {FOSSILS[f].key for f in state.album[0]}       # start, bought, stolen
        stored = {i.item for i in await storage.album.items(anna.id, "fossil")}
        assert stored == seen | owned                          # item 73
        news = tuple(sorted(owned - seen))
        assert news or game == 1        # the first game's finds are all new
        # item 75: the end board is drawn with exactly the finds new in this game
        # (a computer's leaderboard points read "–": the kit marks them so)
        result = GAME.summarize(state)
        result = replace(result, seats=tuple(
            replace(s, counted=not running.table.seats[s.seat].is_computer)
            for s in result.seats))
        expected = drawing.end(state.view(None), result, running.presenter.names,
                               running.settings.theme, (news, (), ()))
        pages = (expected,) if isinstance(expected, bytes) else expected
        assert end.filenames == ["abrechnung.webp"] + [f"abrechnung-{i}.webp"
                                                       for i in range(2, len(pages) + 1)]
        assert tuple(end.image_bytes(i) for i in range(len(pages))) == pages
        seen |= owned
        if game == 0:
            await anna.click(end, "Nochmal am selben Tisch")
            await discord_sim.wait_until(lambda: _live(fossilbot) is not None,
                                         what="the second game")
            # the second game's table message, below the first game's end
            after = end.created_seq
            table = await discord_sim.wait_for_message(
                thread, where=lambda m, after=after: m.created_seq > after  # type: ignore[misc]
                and "Meine Karten" in m.button_labels, timeout=30)
    answer = await (await anna.run_command("fossil album")).wait_for_reply(contains="Album")
    assert answer.is_ephemeral and answer.flags & 64           # item 74
    assert f"({len(seen)} gefunden)" in answer.text
    items = tuple(i.item for i in await storage.album.items(anna.id, "fossil"))
    # issue 38: an album too tall for a phone comes as pages, sent together
    pages = drawing.album(items, "laternennacht")
    pages = (pages,) if isinstance(pages, bytes) else pages
    assert answer.filenames == ["album.webp"] + [f"album-{i}.webp"
                                                 for i in range(2, len(pages) + 1)]
    assert tuple(answer.image_bytes(i) for i in range(len(pages))) == pages


async def test_item_76_karten_info_answers_privately_from_the_readers_view(
        discord_sim: DiscordSim, clock: ManualScheduler, fossilbot: SpeedtischBot) -> None:
    """Item 76: "Karten-Info" on the table message opens a private select of
    the cards, finds and eras; a choice answers privately (flag 64)."""
    anna = discord_sim.member("anna")
    await (await anna.run_command("fossil solo", computer=2)).wait_for_reply(
        contains="Solo-Partie")
    thread = await discord_sim.wait_for_thread("Solo von Anna")
    table = await discord_sim.wait_for_message(thread, contains="Runde 1", timeout=30)
    state = only_table(fossilbot).table.state
    ask = await (await anna.click(table, "Karten-Info")).wait_for_reply(contains="Karten-Info")
    assert ask.is_ephemeral and ask.flags & 64
    menu = ask.select_menu(None)
    values = [o["value"] for o in menu.options]
    assert values[:4] == ["card.wechsel", "card.langfinger", "card.kommissar", "card.vitrine"]
    assert [v for v in values if v.startswith("era.")] == [f"era.{e}" for e in range(1, 7)]
    await anna.select(ask, None, ["find.0"])
    find = state.market[0]
    assert find is not None
    await discord_sim.wait_until(lambda: FOSSILS[find].name in ask.text, what="the answer")
    assert "Fundstück A in der Fundbörse" in ask.text and ask.is_ephemeral
    # items 77 and 78: the answer comes with its picture, drawn from Anna's view
    running = only_table(fossilbot)
    await discord_sim.wait_until(lambda: bool(ask.attachments), what="the info picture")
    assert ask.image_bytes() == drawing.info((state.view(0), "find.0"), running.presenter.names,
                                             "laternennacht")
    await anna.select(ask, None, ["card.langfinger"])
    await discord_sim.wait_until(lambda: "Dienstjahren ist zu Hause" in ask.text,
                                 what="the Langfinger's answer")
    # someone at no seat asks too: the answer is the public one, no "für dich"
    emil = discord_sim.member("emil")
    other = await (await emil.click(table, "Karten-Info")).wait_for_reply(contains="Karten-Info")
    await emil.select(other, None, ["card.kommissar"])
    await discord_sim.wait_until(lambda: "Kommissar" in other.text and "**" in other.text,
                                 what="Emil's answer")
    assert "Für dich jetzt" not in other.text


pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
