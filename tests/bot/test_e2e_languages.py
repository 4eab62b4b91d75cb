"""Issue 35 through the real discord.py in the simulator: who reads which
language.

- "A person's private answers and panels are in their own Discord language
  (German for de, English for every other locale), and a person may
  override that in /<game> ansicht."
- "A table's public message and pictures are in the language the host
  chose for the table, a lobby setting that starts as the host's own
  language."
- "The command tree carries both languages' names and descriptions."
- The simulator's transcript of a whole game of each game, in English,
  holds no word of the German word list, and in German none of the
  English list (tests/language_words.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.client import SpeedtischBot
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.translator import ENGLISH_NAMES
from engines.texts import text_in
from tests.bot.chaos import live_tables
from tests.bot.e2e import kit_controller
from tests.bot.panel_play import idle
from tests.discord_sim import DiscordSim, Person, SimChannel, SimMessage
from tests.discord_sim.model import walk_components
from tests.language_words import foreign_words, has_words_of


def screen(message: SimMessage) -> str:
    """What a person reads of a message: its text, its buttons and selects,
    its pictures' descriptions."""
    parts = [message.text, *message.button_labels]
    parts += [s.placeholder or "" for s in message.selects]
    parts += [o.get("label", "") for s in message.selects for o in getattr(s, "options", [])]
    parts += [a.description or "" for a in message.attachments]
    return "\n".join(parts)


def earlier(message: SimMessage) -> list[str]:
    """What the message showed before each of its edits: text, embeds, labels."""
    shown = []
    for version in message.versions:
        labels = [str(c.get("label", "")) for c in walk_components(version.components)]
        embeds = [str(e.get(k, "")) for e in version.embeds for k in ("title", "description")]
        shown.append("\n".join([version.content, *embeds, *labels]))
    return shown


def assert_in(lang: str, *messages: SimMessage) -> None:
    """Each message reads in ``lang``: a word of its list, none of the other's."""
    for message in messages:
        shown = screen(message)
        assert has_words_of(shown, lang), (lang, shown[:300])
        assert not foreign_words(shown, lang), (lang, foreign_words(shown, lang), shown[:300])


def labelled(message: SimMessage, verb: str) -> str:
    """The label of the kit button ``verb`` (found by its id, in any language)."""
    return next(b.label or "" for b in message.buttons
                if f":{verb}:" in (b.custom_id or ""))


async def open_table(sim: DiscordSim, bot: SpeedtischBot, game: str, host: Person,
                     guests: tuple[Person, ...] = (), computers: int = 0,
                     short: dict[str, list[str]] | None = None
                     ) -> tuple[SimChannel, SimMessage]:
    """``host`` opens a table of ``game`` (with the command's German names,
    which Discord sends whatever the client shows), the guests sit down, the
    host adds computers and starts; every button found by its id. The
    thread, and the command's answer. ``short``: the game's choices that
    make it short, set on the lobby directly (not the words under test)."""
    before = {th.id for th in sim.threads}
    answer = await (await host.run_command(f"{game} tisch",
                                           plaetze=1 + len(guests) + computers)).wait_for_reply()
    thread = await sim.wait_for(lambda: next((th for th in sim.threads
                                              if th.id not in before), None), what="a thread")
    lobby = await sim.wait_for_message(thread, where=lambda m: any(
        ":start:" in (b.custom_id or "") for b in m.buttons), since=0)
    for guest in guests:
        await guest.click(lobby, labelled(lobby, "join"))
    for _ in range(computers):
        await host.click(lobby, labelled(lobby, "computer"))
    kit = kit_controller(bot, game)
    for key, values in (short or {}).items():
        for waiting in kit.lobbies.values():
            waiting.settings = waiting.settings.with_choice(kit.info, "set_game", values, key)
    await host.click(lobby, labelled(lobby, "start"))
    await sim.wait_until(lambda: bool(live_tables(bot, thread)), what="the game to start")
    await idle(sim, bot, game)
    return thread, answer


def table_message(thread: SimChannel) -> SimMessage:
    """The table's public message as it stands now."""
    return next(m for m in reversed(thread.messages) if not m.deleted and not m.is_ephemeral
                and any(":hand:" in (b.custom_id or "") for b in m.buttons))


async def panel(person: Person, thread: SimChannel) -> SimMessage:
    """The person's private panel, opened from the table message."""
    table = table_message(thread)
    return await (await person.click(table, labelled(table, "hand"))).wait_for_reply()


async def test_each_reads_own_panels_and_the_table_reads_the_hosts_language(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """Anna's client is en-US, Ben's de: Anna hosts, so the lobby and the
    table message are English; each one's panel and Spielverlauf is in their
    own language;
    Ben chooses English in /spuk ansicht and gets his next panel in English,
    then "automatisch" and gets German again."""
    anna, ben = discord_sim.member("anna"), discord_sim.member("ben")
    anna.user.locale = "en-US"
    thread, opened = await open_table(discord_sim, speedtisch, "spuk", anna, (ben,))
    assert_in("en", opened)
    public = table_message(thread)
    assert_in("en", public)
    assert labelled(public, "hand") == text_in("en", "core.btn.hand")
    anna_panel, ben_panel = await panel(anna, thread), await panel(ben, thread)
    assert_in("en", anna_panel)
    assert_in("de", ben_panel)
    said = await (await ben.run_command("spuk ansicht", sprache="en")).wait_for_reply()
    assert_in("en", said)
    assert_in("en", await panel(ben, thread))
    assert_in("en", table_message(thread))   # the table's language did not change
    said = await (await ben.run_command("spuk ansicht", sprache="auto")).wait_for_reply()
    assert_in("de", said)                    # his Discord's language again
    assert_in("de", await panel(ben, thread))
    # time runs out for them (log lines); the whole Spielverlauf is a
    # private answer: each reads it in their own language
    await clock.advance(120.0)
    await idle(discord_sim, speedtisch, "spuk")
    assert live_tables(speedtisch, thread)[0].presenter.lines
    public = table_message(thread)
    for person, lang in ((anna, "en"), (ben, "de")):
        log = await (await person.click(public, labelled(public, "log"))).wait_for_reply()
        assert_in(lang, log)


async def test_the_lobby_language_is_the_tables_and_the_host_may_change_it(
        discord_sim: DiscordSim, clock: ManualScheduler, speedtisch: SpeedtischBot) -> None:
    """A German host's table is German; the host chooses English in the
    lobby's settings, and the table message is English."""
    carla = discord_sim.member("carla")
    before = {th.id for th in discord_sim.threads}
    await (await carla.run_command("troedel tisch", plaetze=3)).wait_for_reply()
    thread = await discord_sim.wait_for(lambda: next(
        (th for th in discord_sim.threads if th.id not in before), None), what="a thread")
    lobby = await discord_sim.wait_for_message(thread, where=lambda m: any(
        ":start:" in (b.custom_id or "") for b in m.buttons), since=0)
    assert_in("de", lobby)
    settings = await (await carla.click(lobby, labelled(lobby, "settings"))).wait_for_reply()
    pages = 0
    while not any(s.placeholder == text_in("de", "core.lobby.ph.language")
                  for s in settings.selects):
        pages += 1
        assert pages < 5, "no language select on any settings page"
        before_seq = settings.updated_seq
        await carla.click(settings, labelled(settings, "settings"))
        await discord_sim.wait_until(lambda seen=before_seq: settings.updated_seq > seen,
                                     what="the next settings page")
    await (await carla.select(settings, text_in("de", "core.lobby.ph.language"),
                              ["en"])).wait_answered()
    lobby = await discord_sim.wait_for_message(thread, where=lambda m: any(
        ":start:" in (b.custom_id or "") for b in m.buttons), since=0)
    await discord_sim.wait_until(lambda: labelled(lobby, "start") == text_in(
        "en", "core.lobby.btn.start"), what="the lobby in English")
    assert_in("en", lobby)
    for _ in range(2):
        await carla.click(lobby, labelled(lobby, "computer"))
    await carla.click(lobby, labelled(lobby, "start"))
    await discord_sim.wait_until(lambda: bool(live_tables(speedtisch, thread)),
                                 what="the game to start")
    await idle(discord_sim, speedtisch, "troedel")
    assert_in("en", table_message(thread))
    assert_in("de", await panel(carla, thread))


def _names(tree: dict[str, Any]) -> dict[str, Any]:
    """group -> subcommand -> (description, option names)."""
    return {name: {sub["name"]: (sub["description"], [o["name"] for o in sub.get("options", [])])
                   for sub in group.get("options", [])} for name, group in tree.items()}


def _every_name(tree: dict[str, Any]) -> set[str]:
    """Every command's and option's name of a tree (choices aside)."""
    found: set[str] = set()

    def walk(item: dict[str, Any]) -> None:
        found.add(item["name"])
        for option in item.get("options", []):
            walk(option)

    for command in tree.values():
        walk(command)
    return found


async def test_the_command_tree_carries_both_languages(
        discord_sim: DiscordSim, speedtisch: SpeedtischBot) -> None:
    """Discord shows an en-US or en-GB client English names and descriptions,
    a de client German ones (the base, which other locales see too)."""
    english = _names(discord_sim.commands.seen_in("en-US"))
    german = _names(discord_sim.commands.seen_in("de"))
    assert _names(discord_sim.commands.seen_in("en-GB")) == english
    assert _names(discord_sim.commands.seen_in("fr")) == german
    assert german["fabel"]["tisch"][1] == ["plaetze", "spielart"]
    assert german["fabel"]["tisch"][0] == text_in("de", "fabel.cmd.desc.tisch", game="Speedfabel")
    assert english["fabel"]["table"][0] == text_in("en", "fabel.cmd.desc.tisch", game="Speedfabel")
    assert english["fabel"]["table"][1] == ["seats", "mode"]
    assert english["spuk"]["view"][1] == ["theme", "language"]
    assert "speedtisch-admin" in english and "settings" in english["speedtisch-admin"]
    for group, subs in english.items():
        for sub, (description, options) in subs.items():
            assert not foreign_words(description, "en"), (group, sub, description)
            assert all(name.isascii() for name in (sub, *options)), (group, sub, options)
    for group, subs in german.items():
        for sub, (description, _) in subs.items():
            assert not foreign_words(description, "de"), (group, sub, description)
    # every command and option has an English name of its own (none German),
    # but a game's group, which is its name in every language
    assert set(english) == set(german)
    games = set(speedtisch.controllers)
    missing = {name for name in _every_name(discord_sim.commands.seen_in("de"))
               if name not in ENGLISH_NAMES and name not in games}
    assert not missing, f"no English name in bot/kit/translator.py: {sorted(missing)}"


#: Each game's shortest settings (a whole game in the simulator costs time).
SHORT = {"fabel": {"tempo": ["flott"]}, "fossil": {"banquet": ["20"]},
         "spuk": {"cards": ["4"]}, "troedel": {"house": ["kurz"]}}


@pytest.mark.parametrize(("lang", "locale"), [("en", "en-US"), ("de", "de")])
@pytest.mark.parametrize("game", sorted(SHORT))
async def test_a_whole_game_through_the_simulator_in_one_language(
        game: str, lang: str, locale: str, discord_sim: DiscordSim, clock: ManualScheduler,
        speedtisch: SpeedtischBot) -> None:
    """Anna (en-US, or de) against computers, her Bedenkzeit running out
    each time (a computer chooses for her): every message of the thread in
    every version it showed, from the lobby to the end board, and the whole
    Spielverlauf hold no word of the other language's list."""
    anna = discord_sim.member("anna")
    anna.user.locale = locale
    speedtisch.controllers[game].new_seed = lambda: 3  # type: ignore[attr-defined]
    info = speedtisch.controllers[game].info
    thread, _ = await open_table(discord_sim, speedtisch, game, anna,
                                 computers=info.min_seats - 1, short=SHORT[game])
    running = live_tables(speedtisch, thread)[0]
    for _ in range(200):
        if running.table.state.is_over():
            break
        # ten minutes at a time: many timed-out turns and computers' moves
        # each (the table message shows the latest of them)
        await clock.advance(600.0)
        await idle(discord_sim, speedtisch, game)
    assert running.table.state.is_over()
    await idle(discord_sim, speedtisch, game)
    messages = thread.messages   # every one shown, also those replaced since
    # the end board came (its picture, its text and buttons are checked with the rest)
    assert any(name.startswith("abrechnung") for m in messages for name in m.filenames)
    screens = [text for m in messages for text in (screen(m), *earlier(m))]
    # the whole Spielverlauf ("Game log"), of which the message shows the last lines
    screens += running.presenter.lines
    assert len(screens) > 20
    found = {text[:80]: foreign_words(text, lang) for text in screens
             if foreign_words(text, lang)}
    assert not found, found
