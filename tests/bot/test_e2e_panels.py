"""The private panel and what only one person sees: outsiders and outdated
panels, the Kassenbuch, Karten-Info, themes, two players, trades, the Rat."""

from __future__ import annotations

import functools
from typing import Any

import pytest

from bot.client import SpeedtischBot
from bot.kit.runtime import decisions
from bot.kit.runtime.clock import ManualScheduler
from engines.fabel.game import GAME
from engines.texts import t
from tests.bot.autoplay import open_panel, settle
from tests.bot.e2e import (
    _brightness,
    advance,
    choose_setting,
    game_log,
    open_three_player_table,
    seated,
)
from tests.discord_sim import DiscordSim


async def test_outsiders_and_outdated_panels_change_nothing(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Items 13 and 20: "Meine Karten" is private and fresh; strangers and old
    panels get a clear answer and the action log stays as it was."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    turn = running.table.state.turn_seat
    dario = discord_sim.member("dario")
    for label in ("Meine Karten", "Versteigern", "Handeln …"):
        answer = await dario.click(table, label)
        assert (await answer.wait_for_reply(contains="sitzt nicht an diesem Tisch")).is_ephemeral
    assert running.table.seq == 0

    hand = await seats[turn].click(table, "Meine Karten")
    panel = await hand.wait_for_reply(contains="Deine Karten", ephemeral=True)
    assert panel.is_ephemeral and panel.ephemeral_for == seats[turn].id
    assert "1 × 50 · 4 × 10 · 2 × 0" in panel.text
    assert panel not in dario.sees(thread)

    # The panel's own "Versteigern" acts; a second click on the same panel is outdated.
    await seats[turn].click(panel, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="versteigert")
    old = await seats[turn].click(table, "Meine Karten")
    stale_panel = await old.wait_for_reply(contains="Deine Karten", ephemeral=True)
    await advance(discord_sim, speedtisch, clock, 7.1)  # nobody bids: the card goes for free
    await discord_sim.wait_for_message(thread, contains="umsonst")
    seq = running.table.seq
    if "Versteigern" in stale_panel.button_labels:
        answer = await seats[turn].click(stale_panel, "Versteigern")
        assert (await answer.wait_for_reply(contains="veraltet")).is_ephemeral
    assert running.table.seq == seq


async def test_items_146_147_182_kassenbuch_rechenweg_and_einsteiger_hilfe(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    me, other = seats[0], 1
    panel = await open_panel(discord_sim, me, table)
    assert f"{names[other]} ca. 90" in panel.text
    await me.select(panel, t("fabel.select.kassenbuch"), [str(other)])
    answer = await me.wait_for_ephemeral(f"{names[other]}: 90 Startgeld = ca. 90")
    assert answer.is_ephemeral
    points = await (await me.click(panel, "Meine Punkte")).wait_for_reply()
    assert t("fabel.panel.points_none") in points.text       # item 122: no Vierer yet
    await (await me.run_command("fabel ansicht", einsteiger_hilfe=False)).wait_for_reply()
    quiet = await open_panel(discord_sim, me, table)
    assert "ca." not in quiet.text
    assert "ca." in (await open_panel(discord_sim, seats[1], table)).text


async def test_item_137_karten_info_answers_privately_with_a_picture(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    menu = table.select_menu(t("fabel.select.info"))
    values = {o["value"] for o in menu.options}
    assert {f"c.{k}" for k in range(10)} <= values and "deck" in values
    assert {"m.0", "m.10", "m.50", "m.500"} <= values
    for choice, expected in (("c.9", "Drache"), ("m.10", "10"), ("deck", "40")):
        await seats[0].select(table, menu.custom_id, [choice])
        answer = await seats[0].wait_for_ephemeral(expected)
        assert answer.is_ephemeral and answer.filenames and answer.filenames[0].startswith("info")
    stranger = await discord_sim.member("dario").select(table, menu.custom_id, ["c.9"])
    assert (await stranger.wait_for_reply(contains="sitzt nicht")).is_ephemeral


async def test_item_180_the_table_uses_its_theme_and_panels_the_users_theme(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    ben = discord_sim.member("ben")
    await (await ben.run_command("fabel ansicht", thema="morgentau")).wait_for_reply()
    thread, table = await open_three_player_table(discord_sim, speedtisch)   # Anna's table
    running, seats, names = seated(discord_sim, speedtisch)
    assert running.settings.theme == "laternennacht"           # the host's theme
    await discord_sim.wait_until(lambda: bool(table.filenames), what="the table picture")
    assert _brightness(table.image_bytes()) < 100               # dark: Laternennacht
    panel = await open_panel(discord_sim, ben, table)
    assert _brightness(panel.image_bytes()) > 150               # light: Morgentau
    anna_panel = await open_panel(discord_sim, discord_sim.member("anna"), table)
    assert _brightness(anna_panel.image_bytes()) < 100


async def test_item_180_the_host_chooses_the_tables_theme_in_the_lobby(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Item 180 ("lobby setting Thema"): Anna's own theme is Laternennacht;
    she sets the table to Morgentau in the lobby's settings. The public
    picture is light, her private panel stays in her own dark theme."""
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tisch", plaetze=2)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    assert "Thema: Laternennacht" in lobby.text                 # the host's theme first
    await ben.click(lobby, "Beitreten")
    settings = await (await anna.click(lobby, "Einstellungen")).wait_for_reply(
        contains="Einstellungen")
    await choose_setting(discord_sim, anna, settings, "Thema der Tischbilder", ["morgentau"])
    await discord_sim.wait_for_edit(lobby, contains="Thema: Morgentau")
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="ist dran")
    running, _, _ = seated(discord_sim, speedtisch)
    assert running.settings.theme == "morgentau"
    await discord_sim.wait_until(lambda: bool(table.filenames), what="the table picture")
    assert _brightness(table.image_bytes()) > 150               # light: Morgentau
    panel = await open_panel(discord_sim, anna, table)
    assert _brightness(panel.image_bytes()) < 100               # her own: Laternennacht


async def test_two_players_distribute_in_the_private_panel(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Items 124 and 132: the looked-at card only in the looker's panel."""
    speedtisch.controllers["fabel"].new_seed = lambda: 2
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    await (await anna.run_command("fabel tisch", plaetze=2)).wait_for_reply(contains="offen")
    thread = await discord_sim.wait_for_thread("Tisch von Anna")
    lobby = await discord_sim.wait_for_message(thread, contains="Marktstand von Anna")
    await ben.click(lobby, "Beitreten")
    await anna.click(lobby, "Starten")
    table = await discord_sim.wait_for_message(thread, contains="ist dran")
    running, seats, names = seated(discord_sim, speedtisch)
    looker = seats[running.table.state.turn_seat]
    other = seats[1 - running.table.state.turn_seat]
    assert "Karte ansehen" in table.button_labels
    await looker.click(table, "Karte ansehen")
    panel = await looker.wait_for_ephemeral("Behalten oder abgeben")
    assert panel.is_ephemeral and panel.filenames          # the card picture, privately
    card = running.table.state.peek
    assert card is not None
    public = await discord_sim.wait_for_message(thread, contains="sieht sich die oberste Karte an")
    assert "Behalten" not in public.text
    assert not [m for m in other.ephemerals() if "oberste Karte ist" in m.text]
    await looker.click(panel, "Behalten")
    await settle(discord_sim, speedtisch)
    assert running.table.state.turn_seat == seats.index(other)


async def test_a_trade_with_a_tie_then_the_challenger_wins(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Items 58, 63, 64, 66–70: both hold a Troll; zeros against nothing tie twice,
    then the challenger wins; each trader sees the Rechenweg privately, the
    thread only card counts and the winner."""
    thread, table = await open_three_player_table(discord_sim, speedtisch, seed=13)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    order = [(first + i) % 3 for i in range(3)]
    for seat in order:                      # three reveals nobody bids on
        panel = await open_panel(discord_sim, seats[seat], table)
        await seats[seat].click(panel, "Versteigern")
        await settle(discord_sim, speedtisch)
        await advance(discord_sim, speedtisch, clock, 7.1)
    challenger, opponent = order[0], order[1]
    panel = await open_panel(discord_sim, seats[challenger], table)
    menu = panel.select_menu(t("fabel.select.trade"))
    legal = {f"{c.opponent}.{c.kind}" for c in running.table.state.challenges(challenger)}
    assert {o["value"] for o in menu.options} == legal           # item 58
    await seats[challenger].select(panel, menu.custom_id, [f"{opponent}.4"])
    for _ in range(2):
        panel = await open_panel(discord_sim, seats[challenger], table)
        assert "verdeckt hin" in panel.text
        await seats[challenger].click(panel, "0 Taler (0 von 2)")
        await seats[challenger].click(panel, "Verdeckt hinlegen (1 Karte)")
        await settle(discord_sim, speedtisch)
        public = await discord_sim.wait_for_message(thread, contains="nimmt an oder legt")
        assert "Antworten" in public.button_labels
        stranger = seats[order[2]]
        refused = await stranger.click(public, "Antworten")
        assert (await refused.wait_for_reply(contains="Herausgeforderte")).is_ephemeral
        answer = await (await seats[opponent].click(public, "Antworten")).wait_for_reply(
            contains="Annehmen oder dagegenlegen")
        await seats[opponent].click(answer, "Nichts dagegenlegen")
        await settle(discord_sim, speedtisch)
    await discord_sim.wait_for_message(thread, contains=f"{names[challenger]} bekommt einen Troll")
    assert running.table.state.creatures[challenger][4] == 2
    log = game_log(speedtisch, thread)
    assert "Gleichstand" in log and " = 0" not in log
    def notes(seat: int) -> str:
        return "\n".join(m.text for m in seats[seat].ephemerals() if "Dein Handel" in m.text)

    for seat in (challenger, opponent):
        await discord_sim.wait_until(lambda s=seat: notes(s).count("Dein Handel mit") == 2,
                                     what="both Rechenwege")
    assert not [m for m in seats[order[2]].ephemerals() if "Dein Handel" in m.text]


async def test_item_166_the_rat_advises_at_solo_tables_and_acts_for_nobody(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    speedtisch.controllers["fabel"].new_seed = lambda: 4
    anna = discord_sim.member("anna")
    await (await anna.run_command("fabel solo", computer=2)).wait_for_reply(contains="Solo")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    table = await discord_sim.wait_for_message(thread, contains="Stapel")
    running, _, _ = seated(discord_sim, speedtisch)
    await discord_sim.wait_until(lambda: any(d.seat == 0 for d in running.table.state.pending())
                                 or clock.next_due() is not None, what="a decision")
    while not any(d.seat == 0 and d.required for d in running.table.state.pending()):
        await advance(discord_sim, speedtisch, clock, 0.5)
    seq = running.table.seq
    advice = await (await anna.click(table, "Rat")).wait_for_reply(contains="Rat")
    assert advice.is_ephemeral and len(advice.text.splitlines()) >= 2
    assert running.table.seq == seq                          # item 169: nothing executed


async def test_the_rat_searches_where_computers_decide(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29: "Its Rat runs where the kit's runs": the Rat's search (about
    0.15 s) goes to :func:`bot.kit.runtime.decisions.decide`, off the event loop, with
    the table's names for its reasons."""
    jobs: list[functools.partial[Any]] = []
    real = decisions.decide

    async def watched(call: functools.partial[Any]) -> Any:
        jobs.append(call)
        return await real(call)

    monkeypatch.setattr(decisions, "decide", watched)
    speedtisch.controllers["fabel"].new_seed = lambda: 4
    anna = discord_sim.member("anna")
    await (await anna.run_command("fabel solo", computer=2)).wait_for_reply(contains="Solo")
    thread = await discord_sim.wait_for_thread("Speedfabel")
    table = await discord_sim.wait_for_message(thread, contains="Stapel")
    running, _, names = seated(discord_sim, speedtisch)
    while not any(d.seat == 0 and d.required for d in running.table.state.pending()):
        await advance(discord_sim, speedtisch, clock, 0.5)
    advice = await (await anna.click(table, "Rat")).wait_for_reply(contains="Rat")
    assert advice.is_ephemeral
    rats = [job for job in jobs if job.func is GAME.advise]
    assert len(rats) == 1 and rats[0].keywords["names"] == running.presenter.names


async def test_item_169_the_rat_preselects_cards_in_the_next_panel(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """The Rat only preselects: the cards it suggests stand chosen in the next
    payment panel; nothing is paid until the person confirms."""
    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    auctioneer, bidder = seats[first], seats[(first + 1) % 3]
    await auctioneer.click(table, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")
    await bidder.click(table, "+50")
    await advance(discord_sim, speedtisch, clock, 4.1)
    panel = await open_panel(discord_sim, auctioneer, table)
    await auctioneer.click(panel, "Verkaufen")
    await settle(discord_sim, speedtisch)
    payer = (first + 1) % 3
    # as the Rat does (the Rat part's rat_draft): its cards, for this decision of the payer
    running.memo.setdefault("rat_draft", {})[payer] = (running.table.step_of(payer),
                                                       "pay.0.0.0.1.0.0.0")
    seq = running.table.seq
    pay = await open_panel(discord_sim, bidder, table)
    assert "50 Taler (1 von 1)" in pay.button_labels
    assert not pay.button("Bezahlen (50 / 50)").disabled
    assert running.table.seq == seq


async def test_the_panel_picture_after_paying_shows_the_new_hand(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Issue 20: after "Passend zahlen" the panel's text and its picture both
    show the hand without the cards paid (the picture used to keep the old
    hand); "Passend zahlen" pays the fewest cards without change at once."""
    import io

    from PIL import Image, ImageChops

    from engines.fabel.state import State
    from render.fabel.panel import render_panel

    thread, table = await open_three_player_table(discord_sim, speedtisch)
    running, seats, names = seated(discord_sim, speedtisch)
    first = running.table.state.turn_seat
    auctioneer, bidder = seats[first], seats[(first + 1) % 3]
    await auctioneer.click(table, "Versteigern")
    await discord_sim.wait_for_message(thread, contains="Noch kein Gebot")
    await bidder.click(table, "+50")
    await advance(discord_sim, speedtisch, clock, 4.1)
    panel = await open_panel(discord_sim, auctioneer, table)
    await auctioneer.click(panel, "Verkaufen")
    await settle(discord_sim, speedtisch)
    payer = (first + 1) % 3
    state: State = running.table.state
    before = state.view(payer)
    pay = await open_panel(discord_sim, bidder, table)
    exact = next(b.label for b in pay.buttons if b.label and b.label.startswith("Passend"))
    old_picture = pay.image_bytes()
    await bidder.click(pay, exact)
    await settle(discord_sim, speedtisch)
    after = running.table.state.view(payer)
    assert after.hand != before.hand and sum(before.hand or ()) - sum(after.hand or ()) == 50
    await discord_sim.wait_until(lambda: pay.image_bytes() != old_picture, what="a new picture")
    shown = Image.open(io.BytesIO(pay.image_bytes())).convert("RGB")

    def distance(view: object) -> int:
        expected = render_panel(view, names=tuple(names)).convert("RGB")  # type: ignore[arg-type]
        if expected.size != shown.size:
            return 10 ** 9
        return sum(ImageChops.difference(shown, expected).convert("L").tobytes())

    assert distance(after) < distance(before)
    assert "Geld:" not in pay.text or " × " in pay.text      # money counted per value
