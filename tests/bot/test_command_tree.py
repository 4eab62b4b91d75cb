"""The slash commands Discord sees stay what they were when Speedfabel had a
command group of its own (``bot/fabel/cog.py``, before issue 13's last step):
every game's group is now built by the kit from its declaration
(:mod:`bot.kit.cog`, :class:`bot.kit.slash.Slash`), and each command, its
parameters, their types, ranges, defaults-as-required, choices and
descriptions are compared with the tree dumped from the code before.

A game or a command added since is not compared (the other games grow);
a command that existed then must be as it was, apart from deliberate
differences, and only these (:data:`CHANGES`; add one there, with its
reason, when a command is changed on purpose):
- every mode parameter has a description; before, some said "…" (Discord's
  placeholder for none): Speedfabel's ``spielart`` at ``partien`` and
  ``tagesliste``, and the other games' ``modus`` everywhere;
- the order of a group's subcommands in the payload (each subcommand is
  compared by its name; the order of each command's parameters is compared);
- ``bestenliste``'s options ``liste`` (Wertung or Punkte) and ``saison``
  after the mode (issue 34: the rating board and its seasons; :data:`ADDED`);
- ``ansicht``'s option ``sprache`` last (issue 35: "a person may override
  that in /<game> ansicht"), so that its ``thema`` may be left out in every
  game now (one may set only the language).
"""

from __future__ import annotations

import copy
import json
from typing import Any

from bot.fabel.ui import SLASH
from bot.registry import plugins
from engines.texts import t
from tests.bot.command_tree import BEFORE, BEFORE_DEFAULTS, command_defaults, command_tree

#: (group, subcommand, parameter, field) -> the value now, where it differs
#: on purpose from :data:`BEFORE` (see the module docstring).
CHANGES: dict[tuple[str, str, str, str], Any] = {
    **{("fabel", sub, "spielart", "description"): t("fabel.cmd.param.spielart")
       for sub in ("partien", "tagesliste")},
    **{(game, sub, "modus", "description"): t("core.cmd.param.modus")
       for game, subs in (("spuk", ("bestenliste", "partien")),
                          ("fossil", ("bestenliste", "partien", "tagesspiel", "tagesliste")),
                          ("troedel", ("bestenliste", "partien", "tagesspiel", "tagesliste")))
       for sub in subs},
    **{(game, "ansicht", "thema", "required"): False for game in ("fossil", "spuk", "troedel")},
}


#: (group, subcommand) -> the options added since at the end, as Discord sees them.
ADDED: dict[tuple[str, str], list[dict[str, Any]]] = {
    (game, "bestenliste"): [
        {"type": 3, "name": "liste", "description": t("core.cmd.param.liste"),
         "required": False, "choices": [{"name": "Wertung", "value": "wertung"},
                                        {"name": "Punkte", "value": "punkte"}]},
        {"type": 3, "name": "saison", "description": t("core.cmd.param.saison"),
         "required": False}]
    for game in ("fabel", "spuk", "troedel", "fossil")} | {
    (game, "ansicht"): [
        {"type": 3, "name": "sprache", "description": t("core.cmd.param.sprache"),
         "required": False, "choices": [
             {"name": t("core.language.auto"), "value": "auto"},
             {"name": "Deutsch", "value": "de"}, {"name": "English", "value": "en"}]}]
    for game in ("fabel", "spuk", "troedel", "fossil")}
#: Their defaults by command (the rating board of all seasons; no language chosen),
#: and the ``thema`` that may be left out now.
ADDED_DEFAULTS = {"bestenliste": {"liste": "wertung", "saison": None},
                  "ansicht": {"thema": None, "sprache": None}}


def _by_name(tree: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each group with its subcommands keyed by name (their order aside)."""
    out = {}
    for name, group in tree.items():
        group = dict(group)
        group["options"] = {sub["name"]: sub for sub in group["options"]}
        out[name] = group
    return out


def _expected() -> dict[str, dict[str, Any]]:
    before = _by_name(copy.deepcopy(json.loads(BEFORE.read_text(encoding="utf-8"))))
    for (game, sub, param, key), value in CHANGES.items():
        options = before[game]["options"][sub]["options"]
        option = next(o for o in options if o["name"] == param)
        assert option[key] != value, f"{game} {sub} {param}: not a change"
        option[key] = value
    for (game, sub), options in ADDED.items():
        before[game]["options"][sub]["options"] += options
    return before


async def test_every_game_offers_the_same_commands_as_before() -> None:
    """Names, parameters (in order), types, ranges, required, choices and
    descriptions of every command there was equal the tree before the move,
    apart from :data:`CHANGES`; so do the groups' own fields."""
    now = _by_name(await command_tree())
    expected = _expected()
    assert expected.keys() <= now.keys()
    for game in expected:
        assert expected[game]["options"].keys() <= now[game]["options"].keys(), game
        for sub, command in expected[game]["options"].items():
            assert now[game]["options"][sub] == command, f"/{game} {sub}"
        rest = {k: v for k, v in now[game].items() if k != "options"}
        assert rest == {k: v for k, v in expected[game].items() if k != "options"}, game


async def test_every_parameter_has_the_same_default_as_before() -> None:
    """What a command gets for a left-out option (Discord is not told it):
    /fabel tisch four seats, solo three computers, klassisch, ansicht's
    options None (unchanged); the other games' fewest seats and first mode."""
    before = json.loads(BEFORE_DEFAULTS.read_text(encoding="utf-8"))
    now = await command_defaults()
    for game, subs in before.items():
        for sub, defaults in subs.items():
            added = ADDED_DEFAULTS[sub] if (game, sub) in ADDED else {}
            assert now[game][sub] == {**defaults, **added}, f"/{game} {sub}"
    assert before["fabel"]["solo"]["computer"] == 3


async def test_fabel_is_built_from_its_declaration() -> None:
    """/fabel's own parts come from :data:`bot.fabel.ui.SLASH`: the Spielart
    parameter at tisch and solo, the Tagesmarkt, four seats and three
    computers by default, the house rules at solo, the Einsteiger-Hilfe at
    ansicht (both of ansicht's options may be left out)."""
    fabel = _by_name(await command_tree())["fabel"]["options"]
    assert next(p for p in plugins() if p.info.name == "fabel").parts.lobby.slash is SLASH
    assert "tagesmarkt" in fabel and "tagesspiel" not in fabel
    solo = [o["name"] for o in fabel["solo"]["options"]]
    assert solo == ["computer", "staerke", "turbo", "spielart", "superhandel", "geld_zaehlt"]
    assert [o["name"] for o in fabel["tisch"]["options"]] == ["plaetze", "spielart"]
    ansicht = fabel["ansicht"]["options"]
    assert [(o["name"], o.get("required", False)) for o in ansicht] == [
        ("thema", False), ("einsteiger_hilfe", False), ("sprache", False)]


async def test_a_game_without_preferences_offers_the_theme_and_the_language() -> None:
    """Without preferences of its own, ``ansicht`` has the theme and the
    language (issue 35), either may be left out; nor do tisch and solo have
    a mode parameter."""
    spuk = _by_name(await command_tree())["spuk"]["options"]
    assert [(o["name"], o.get("required", False)) for o in spuk["ansicht"]["options"]] == [
        ("thema", False), ("sprache", False)]
    assert [o["name"] for o in spuk["tisch"]["options"]] == ["plaetze"]
