"""Issue 38, item 5, "German from one place": every game's demo (its
Spielverlauf, moments, end text and the panels on the way) and every text
key of the catalog are free of the errors the issue lists:

- "Langfinger (1 Dienstjahre)": a count of one with the plural;
- "Frau Flüster ist Startspieler": a computer name noted female with the
  masculine role;
- "Bestenliste Speedtrödel 8 Runden": a game and its mode without a separator;
- "Speedspuk – Spielregeln" over "Speedspuk – Spielregeln (Discord)", and the
  Vitrine line said twice in the Speedfossil panel: a title or line doubled.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from bot.fossil import codes
from bot.kit.answers import rule_messages
from bot.kit.demo import _next_action, play
from bot.kit.parts import News, Parts
from bot.kit.plugin import GamePlugin
from bot.kit.settings import KitSettings
from bot.kit.tables import GameController
from bot.kit.ui import GameUI, Moment
from bot.registry import plugins
from engines.core import Event, GameInfo
from engines.fossil.fossils import valid_vitrines
from engines.fossil.state import new_game
from engines.texts import t
from engines.texts.de import ORIGIN, TEXTS, WOMEN, agree
from engines.texts.de.grammar import CASES, NOUNS, ROLES, counted
from render.fossil.hand import hand_cards

PLUGINS = {p.info.name: p for p in plugins()}


def _one_with_plural() -> re.Pattern[str]:
    """"1 Dienstjahre": the digit one before a plural that is no singular
    form of its noun (and the picture's old "1 Jahre")."""
    plurals = {p for n in NOUNS.values() for p in n.plural if p not in n.singular}
    words = "|".join(sorted((re.escape(p) for p in plurals | {"Jahre"}), key=len, reverse=True))
    return re.compile(rf"(?<![\d.,-])\b1 (?:{words})(?![\w-])")


def _female_as_male() -> re.Pattern[str]:
    """A female computer name followed, in the same clause, by a role's
    masculine form ("Frau Flüster ist Startspieler", "Lady Nebel hat als Rufer")."""
    names = "|".join(re.escape(n) for n in sorted(WOMEN))
    roles = "|".join(male for male, _ in ROLES.values())
    return re.compile(rf"\b(?:{names})\b[^.:;\n]{{0,20}}\b(?:{roles})\b(?!in)")


def _no_separator() -> re.Pattern[str]:
    """A game's title right before one of its modes' names ("Speedtrödel 8 Runden")."""
    pairs = [rf"{re.escape(p.info.title)} {re.escape(t(f'{p.info.name}.mode.{m}'))}"
             for p in PLUGINS.values() for m in p.info.modes]
    return re.compile("|".join(pairs))


ERRORS: dict[str, re.Pattern[str]] = {
    "a count of one with the plural": _one_with_plural(),
    "a female computer name with the masculine role": _female_as_male(),
    "a game and its mode without a separator": _no_separator(),
}


def german_errors(text: str) -> list[str]:
    """Each listed error found in ``text``, with the words that show it."""
    return [f"{what}: {m.group(0)!r}" for what, pattern in ERRORS.items()
            for m in pattern.finditer(text)]


def doubled_lines(text: str) -> list[str]:
    """Lines of one message said twice."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return sorted({line for line in lines if lines.count(line) > 1})


def test_the_checks_see_each_error_of_the_issue() -> None:
    """The checks themselves: each line the issue quotes is found."""
    assert german_errors("Langfinger (1 Dienstjahre)")
    assert german_errors("Der Langfinger mit 1 Dienstjahren")
    assert german_errors("Runde 2: Frau Flüster ist Startspieler.")
    assert german_errors("Bestenliste Speedtrödel 8 Runden")
    assert not german_errors("Langfinger (11 Dienstjahre); Frau Flüster ist Startspielerin; "
                             "Bestenliste Speedtrödel · 8 Runden; Ben ist Startspieler")
    assert doubled_lines("Vitrine ins Museum: 3-4-4\nx\nVitrine ins Museum: 3-4-4")


# ------------------------------------------------------------------ the catalog
_PERSON_FIELDS = frozenset({"name", "names", "who", "winner", "caller", "victim", "host",
                            "player", "thief", "seller", "buyer", "leader"})


def _filled(template: str, game: str) -> str | None:
    """``template`` through :func:`t`'s agreement, every number 1 and every
    person a computer noted female (None: a template whose fields need
    values of their own kind, e.g. an attribute)."""
    fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
    if any(not f.isidentifier() for f in fields):
        return None
    values: dict[str, object] = {f: sorted(WOMEN)[0] if f in _PERSON_FIELDS else 1
                                 for f in fields}
    if "mode" in fields and game in PLUGINS:
        # a game's mode by its name: "Speedfabel {mode}" must get a separator
        values["mode"] = t(f"{game}.mode.{PLUGINS[game].info.modes[0]}")
    try:
        return agree(template.format(**values))
    except (ValueError, TypeError, KeyError, IndexError):
        return None


def test_every_text_key_filled_with_one_and_a_woman_reads_right() -> None:
    """Every catalog text, filled with counts of one and a female computer
    name for every person: "1 Dienstjahr", "Frau Flüster ist Startspielerin".
    Both catalogs: the engines' and the shell's (bot/texts, added on import)."""
    assert {"engines.texts.de.fabel", "bot.texts.de.common"} <= set(ORIGIN.values())
    found = {key: errors for key, template in TEXTS.items()
             if (filled := _filled(template, key.split(".")[0])) is not None
             and (errors := german_errors(filled))}
    assert not found, found


def test_every_rules_title_is_said_once() -> None:
    """"Speedspuk – Spielregeln" is not followed by "Speedspuk – Spielregeln (Discord)"."""
    for name, plugin in PLUGINS.items():
        assert plugin.ui is not None
        title = plugin.parts.word("core.rules.title", game=plugin.info.title)
        embeds = [e for message in rule_messages(plugin.ui.rules, title) for e in message]
        said = [e.title or "" for e in embeds] + [e.description or "" for e in embeds]
        assert sum(text.count(title) for text in said) == 1, (name, embeds[0].description[:80])


@pytest.mark.parametrize("name", sorted(PLUGINS))
def test_a_game_with_its_mode_has_a_separator(name: str) -> None:
    """"Bestenliste Speedtrödel · 8 Runden", "Meine Partien – Speedtrödel · 8 Runden"."""
    info = PLUGINS[name].info
    fake = SimpleNamespace(spec=SimpleNamespace(info=info))
    for mode in info.modes:
        label = GameController.label(fake, mode)  # type: ignore[arg-type]
        for key in ("core.board.title", "core.mine.title", "core.daily.title"):
            text = t(key, game=label, day="06.12.2026")
            assert not german_errors(text), text
        if len(info.modes) > 1:
            assert t(f"{name}.mode.{mode}") in label and label != info.title


# ----------------------------------------------------------------- the demos
def _quiet(ui: GameUI, parts: Parts) -> tuple[GameUI, Parts]:
    """The game's UI and parts without pictures (the words are what is
    checked here)."""
    told = parts.news

    class Quiet(News):
        def private_notes(self, events: Any, names: Any) -> list[tuple[int, str]]:
            return told.private_notes(events, names)

        def moments(self, events: Any, view: Any, names: Any) -> list[Moment]:
            return [replace(m, picture=None) for m in told.moments(events, view, names)]

    quiet = replace(ui, table_picture=None, end_picture=None)  # type: ignore[type-var]
    return quiet, replace(parts, news=Quiet())


def _demos() -> Iterator[tuple[str, int, str]]:
    for name, plugin in sorted(PLUGINS.items()):
        info = plugin.info
        for mode in info.modes:
            yield name, info.max_seats, mode


@pytest.mark.parametrize(("name", "seats", "mode"), list(_demos()))
def test_every_demo_log_reads_right(name: str, seats: int, mode: str, tmp_path: Path) -> None:
    """The demo of every game and mode at its most seats (so its female
    computer names play): Spielverlauf, moments and end text."""
    plugin = PLUGINS[name]
    assert plugin.ui is not None
    mode_choice = {"mode": [mode]} if any(c.key == "mode" for c in plugin.info.choices) else {}
    play(plugin.info, *_quiet(plugin.ui, plugin.parts), tmp_path, seats=seats, choices=mode_choice)
    log = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert len(log.splitlines()) > 20
    errors = german_errors(log)
    assert not errors, errors


def _walk(info: GameInfo, seats: int, seed: int = 1) -> Iterator[Any]:
    """Every state of the demo's game, as :func:`bot.kit.demo.play` plays it."""
    settings = KitSettings.fresh(info, size=seats, bedenkzeit=None, einsatz="solo",
                                 strength="normal", theme="laternennacht")
    state = info.new_game(seats, seed, settings.engine_options(info))
    history: list[Event] = []
    steps = 0
    while not state.is_over():
        yield state
        steps += 1
        events = state.apply(_next_action(info, state, seed, steps, "normal", history))
        if info.remembers:
            history.extend(events)


def _names(info: GameInfo, seats: int) -> tuple[str, ...]:
    return tuple(info.computer_names[i % len(info.computer_names)] for i in range(seats))


@pytest.mark.parametrize("name", sorted(PLUGINS))
def test_every_panel_of_a_demo_reads_right(name: str) -> None:
    """Each private panel of each seat that must act, through a whole demo:
    none of the errors, no line said twice."""
    plugin: GamePlugin = PLUGINS[name]
    ui, info = plugin.ui, plugin.info
    assert ui is not None
    names = _names(info, info.max_seats)
    shown = 0
    for state in _walk(info, info.max_seats):
        for seat in sorted({d.seat for d in state.pending()}):
            text = ui.panel(state.view(seat), names).content
            shown += 1
            assert not german_errors(text), text
            assert not doubled_lines(text), text
    assert shown > 10


def test_the_fossil_vitrine_line_is_said_once() -> None:
    """"Vitrine ins Museum: 3-4-4: Samenfarn, …" stood twice in the panel:
    once as the pick, once as the choice. Every Vitrine a seat could show
    in the demo, in its panel."""
    plugin = PLUGINS["fossil"]
    ui, info = plugin.ui, plugin.info
    assert ui is not None
    names = _names(info, 4)
    shown = 0
    for state in _walk(info, 4):
        view = state.view(None)
        if view.phase != "choose":
            continue
        for decision in state.pending():
            mine = state.view(decision.seat)
            vitrines = valid_vitrines(frozenset(mine.players[decision.seat].collection))
            if vitrines:
                panel = plugin.parts.controls.draft_panel(ui, mine, names,
                                                          "v." + codes.mask(vitrines[-1]))
                shown += 1
                assert not doubled_lines(panel.content), panel.content
    assert shown > 0


# ---------------------------------------------------------------- the grammar
@pytest.mark.parametrize("key", sorted(NOUNS))
def test_every_noun_counts_right_in_every_case(key: str) -> None:
    """Every noun and count: the digit with the singular for one, the plural
    otherwise; and a template written for many ("{n} Dienstjahre",
    "mit {n} Dienstjahren") reads right for one after the agreement step
    (Nominativ, Akkusativ and Dativ: the cases the texts count in)."""
    noun = NOUNS[key]
    for index, case in enumerate(CASES):
        plural = noun.plural[index]
        for n in (0, 1, 2, 11, 21):
            said = counted(key, n, case, numeral=True)
            assert said == f"{n} {plural if n != 1 else noun.singular[index]}"
            assert not german_errors(said), said
            agreed = agree(f"{n} {plural}")
            if n != 1 or plural in noun.singular:
                assert agreed == f"{n} {plural}"
            elif case != "gen":
                assert agreed == said


def test_the_langfinger_card_says_the_word_of_the_texts() -> None:
    """The Speedfossil hand picture said "1 Jahr" where every text says
    Dienstjahr: now the card's note is the texts' word."""
    cards = [c for c in hand_cards(new_game(3, seed=1).view(0)) if c.kind == "langfinger"]
    assert [c.note for c in cards] == ["1 Dienstjahr", "10 Dienstjahre"]
    for card, years in zip(cards, (1, 10), strict=True):
        assert card.note in t("fossil.ui.opt.langfinger", years=years)
