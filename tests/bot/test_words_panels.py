"""Issue 20, "Words": the private panel's task and points in right German."""

from __future__ import annotations

from bot.fabel import panels, public
from engines.fabel.actions import LayCard, Reveal
from engines.fabel.cards import KOBOLD, Creature
from tests.fabel.test_info_meister import meister
from tests.fabel_ai import scenes

NAMES = ("Anna", "Ben", "Cem", "Dora")


def test_the_trade_task_says_fuer_einen_drachen() -> None:
    state = scenes.table()
    state.creatures[0][Creature.DRACHE] = 2
    state.creatures[1][Creature.DRACHE] = 1
    scenes.trade(state, 0, 1, Creature.DRACHE)
    view = state.view(0)
    task = panels.task_text(view, NAMES, panels.decision_of(view))
    assert "für einen Drachen von Ben" in task
    scenes.set_money(state, 0, {10: 3})
    scenes.trade(state, 0, 1, Creature.DRACHE, offer={10: 2})
    view = state.view(1)
    task = panels.task_text(view, NAMES, panels.decision_of(view))
    assert task.startswith("Anna bietet 2 Karten für einen Drachen.")


def test_points_without_a_vierer_are_not_0_equals_0() -> None:
    state = scenes.table()
    line = panels.points_line(state.view(0), 0)
    assert "0 = 0" not in line and "kein Vierer" in line
    state.creatures[0][Creature.TROLL] = 4
    assert panels.points_line(state.view(0), 0) == "(250) × 1 = 250"


def test_the_first_at_a_kobold_gets_a_task_without_a_count() -> None:
    state = meister(4, top=[KOBOLD], hands={1: [50, 10]})
    state.apply(Reveal(0))
    view = state.view(1)
    task = panels.task_text(view, NAMES, panels.decision_of(view))
    assert task.startswith("Kobold: nimm ihn (noch liegt nichts darauf)")
    state.apply(LayCard(1, 10))
    view = state.view(2)
    task = panels.task_text(view, NAMES, panels.decision_of(view))
    assert "mit der einen Karte darauf" in task


def test_the_public_offer_line_names_the_cards_in_the_accusative() -> None:
    state = scenes.table()
    state.creatures[0][Creature.DRACHE] = 2
    state.creatures[1][Creature.DRACHE] = 1
    scenes.trade(state, 0, 1, Creature.DRACHE)
    content = public.public_content(state.view(None), NAMES, deadline=None, now=0.0)
    assert "Anna fordert Ben zum Handel um einen Drachen heraus und legt ein Angebot." in content
