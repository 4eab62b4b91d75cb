"""Speedfossil's Karten-Info and moments (items 76 to 78 of
../shared/checklists/fossil.md): every fossil and action card can be asked
about; the answers read only the reader's view."""

from __future__ import annotations

import random

from bot.fossil.ui import FossilInfo, FossilNews, FossilUI
from engines.fossil import info
from engines.fossil.actions import Bid, Inspect, SendThief, Show
from engines.fossil.fossils import FOSSILS
from engines.fossil.twins import hidden_twins
from tests.fossil.helpers import era, table

NAMES = ("Maximilian Wüstenrot", "Dörte Öztürk", "Professor Knochenhauer")


def test_item_76_the_topics_cover_every_card_and_every_fossil() -> None:
    view = table(3, market=[era(4), era(6)]).view(0)
    topics = info.topics(view)
    assert len(topics) <= 25
    values = [v for v, _ in topics]
    assert values[:4] == ["card.wechsel", "card.langfinger", "card.kommissar", "card.vitrine"]
    asked = "\n".join(info.answer(view, v, NAMES) for v in values)
    for f in FOSSILS:
        assert f"**{f.name}**, Zeitalter {f.era}, {f.age} Mio. Jahre alt" in asked
    assert info.answer(view, "era.7", NAMES) == info.answer(view, "nonsense", NAMES) == ""


def test_item_77_a_fossil_says_where_it_lies_and_whether_it_enlarges_your_vitrine() -> None:
    mine = [era(2), era(3), era(3, 1)]
    state = table(3, collections=[mine, [era(1)], [era(5)]], market=[era(4), era(6)])
    view = state.view(0)
    answer = info.answer(view, "find.0", NAMES)
    assert "Fundstück A in der Fundbörse" in answer
    assert "vergrößert deine größte Vitrine auf 4" in answer
    assert "vergrößert deine größte Vitrine nicht" in info.answer(view, "find.1", NAMES)
    era1 = info.answer(view, "era.1", NAMES)
    assert f"**{FOSSILS[era(1)].name}**" in era1 and "Sammlung von Dörte Öztürk" in era1
    assert "liegt in deiner Sammlung; gehört zu deiner größten Vitrine" in info.answer(
        view, "era.2", NAMES)


def test_item_78_a_langfinger_in_cell_2_of_3_comes_free_after_2_more_arrests() -> None:
    state = table(3, cells=[(1, 9), (0, 10)], home=[[1], [2], [3, 8]])
    answer = info.answer(state.view(0), "card.langfinger", NAMES)
    assert "Langfinger** → Fundbörse oder Museum" in answer
    assert "Zelle 2 von 3: er kommt nach 2 weiteren Festnahmen frei" in answer
    assert "mit 1 Dienstjahr ist zu Hause" in answer
    assert "Rang 1" in info.answer(state.view(0), "card.kommissar", NAMES)
    assert "4 Wechsel (1, 2, 3, 4)" in info.answer(state.view(0), "card.wechsel", NAMES)


def test_item_76_the_answers_are_the_same_for_every_hidden_twin() -> None:
    state = table(3, market=[era(4), era(6)])
    state.apply(Show(1, tuple(state.collections[1])) if len(state.collections[1]) >= 3
                else Inspect(1))
    ui = FossilInfo()
    for _, twin, readers in hidden_twins(state, random.Random(1)):
        for reader in readers:
            for value, _ in ui.info_topics(state.view(reader), NAMES):
                assert ui.info(twin.view(reader), value, NAMES) == ui.info(
                    state.view(reader), value, NAMES)


def test_moments_the_reveal_then_the_outcome_after_the_thiefs_pick() -> None:
    ui = FossilNews()
    vit = (era(2), era(3), era(4))
    state = table(3, collections=[[era(1)], list(vit), [era(5)]], market=[era(6), era(6, 1)])
    first = state.apply(SendThief(0, 10, "museum")) + state.apply(Show(1, vit))
    assert ui.moments(first, state.view(None), NAMES) == []
    reveal = state.apply(Bid(2, 4, 0))
    moments = ui.moments([e for e in reveal if e.audience is None], state.view(None), NAMES)
    # issue 29: every moment says in one line of text what happened
    assert [m.text.split("\n") for m in moments] == [[
        "**Runde 1: Alle Karten liegen offen.**",
        f"{NAMES[0]}: Langfinger ins Museum. · {NAMES[1]}: Vitrine ins Museum. · "
        f"{NAMES[2]}: Wechsel in die Fundbörse."]]
    assert moments[0].picture is not None and moments[0].view == state.view(None)
    pick = state.apply(state.legal(0)[0])
    moments = ui.moments(pick, state.view(None), NAMES)
    assert [m.text.split("\n")[0] for m in moments] == ["**Runde 1: die Auswertung.**"]
    assert len(moments[0].text.split("\n")) == 2
    assert moments[0].picture is not None
    png = moments[0].picture(moments[0].view, NAMES, "morgentau")
    assert png[:4] == b"RIFF"


def test_item_24_the_drum_roll_comes_once_when_the_last_choice_arrives() -> None:
    ui = FossilUI()
    state = table(3, market=[era(6), era(6, 1)])
    lines = []
    for choice in (Inspect(0), Bid(1, 2, 0), Inspect(2)):
        events = [e for e in state.apply(choice) if e.audience is None]
        lines.append(ui.log_lines(events, NAMES))
    assert ["Alle haben gewählt!" in batch for batch in lines] == [False, False, True]
    assert lines[2].count("Alle haben gewählt!") == 1
