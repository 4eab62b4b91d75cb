"""Which kit games are rated (issue 34, docs/RATINGS.md): not one with a
house rule, read alike from every game's declaration (bot/kit/rated.py)."""

from __future__ import annotations

import pytest

from bot.kit.rated import house_rules
from bot.registry import plugins
from engines.core.registry import game
from tests.kitgame.game import GAME as GEHEIMZAHL


@pytest.mark.parametrize("name", [p.info.name for p in plugins()])
def test_the_default_table_of_every_game_has_no_house_rule(name: str) -> None:
    info = game(name)
    assert house_rules(info, info.default_choices()) == ()


def test_house_rules_are_the_multi_choices_chosen_against_their_default() -> None:
    fabel, troedel = game("fabel"), game("troedel")
    assert house_rules(fabel, {"house": ("superhandel", "geld")}) == ("superhandel", "geld")
    assert house_rules(fabel, {"mode": ("meistermarkt",), "tempo": ("flott",)}) == ()
    # "Partie kurz" picks Speedtrödel's mode kurz, which is rated on its own
    assert house_rules(troedel, {"house": ("kurz",)}) == ()
    assert house_rules(troedel, {"house": ("ohne_sonderkarten",)}) == ("ohne_sonderkarten",)
    # a house rule on by default counts when it is switched off
    assert house_rules(GEHEIMZAHL, {"house": ("glueck",)}) == ()
    assert house_rules(GEHEIMZAHL, {"house": ()}) == ("glueck",)
