"""The kit's remembered private panels (bot/kit/remembered.py)."""

from __future__ import annotations

from typing import Any

from bot.kit.remembered import PANELS_KEPT, PanelMemory


def editor(name: str) -> Any:
    async def edit(**_: Any) -> str:
        return name
    edit.__name__ = name
    return edit


def test_a_panel_drawn_again_replaces_what_was_kept_of_its_message() -> None:
    memory = PanelMemory()
    memory.remember(1, 0, 500, editor("first"), drawn=3)
    memory.remember(1, 0, 500, editor("after a click"), drawn=4)
    memory.remember(1, 0, None, editor("unknown message"), drawn=2)
    assert len(memory) == 2
    assert [e.__name__ for e in memory.drawn_before(1, 0, 5)] == ["after a click",
                                                                 "unknown message"]
    assert [e.__name__ for e in memory.drawn_before(1, 0, 4)] == ["unknown message"]


def test_a_half_made_choice_makes_its_panel_current() -> None:
    memory = PanelMemory()
    memory.remember(1, 0, 500, editor("panel"), drawn=3)
    memory.touch(1, 0, 500, drawn=6)
    assert memory.drawn_before(1, 0, 6) == []
    assert len(memory.drawn_before(1, 0, 7)) == 1
    memory.touch(1, 0, 500, drawn=2)               # never back
    assert memory.drawn_before(1, 0, 6) == []


def test_only_the_latest_panels_of_a_seat_are_kept_and_a_table_forgets_its_own() -> None:
    memory = PanelMemory()
    for i in range(PANELS_KEPT + 3):
        memory.remember(1, 0, 100 + i, editor(f"p{i}"), drawn=i)
    memory.remember(2, 0, 900, editor("other table"), drawn=0)
    kept = [e.__name__ for e in memory.drawn_before(1, 0, 100)]
    assert kept == [f"p{i}" for i in range(3, PANELS_KEPT + 3)]
    memory.forget(1)
    assert memory.drawn_before(1, 0, 100) == [] and len(memory) == 1


def test_a_new_panel_hands_over_the_older_ones_and_a_table_forgets_all_it_kept() -> None:
    """Issue 29: the seat's older panels are handed out once to be deleted
    (those whose token lives); what a table kept goes with it."""
    memory = PanelMemory()
    memory.remember(1, 0, 500, editor("old"), drawn=1, issued=0.0)
    memory.remember(1, 0, 501, editor("older reachable"), drawn=2, issued=1500.0)
    memory.remember(1, 0, 502, editor("new"), drawn=3, issued=2000.0)
    memory.remember(1, 1, 600, editor("another seat"), drawn=3, issued=2000.0)
    old = memory.older(1, 0, keep=502)
    assert [p.message_id for p in old] == [500, 501]
    assert [p.reachable(2000.0) for p in old] == [False, True]   # 15-minute tokens
    assert memory.older(1, 0, keep=502) == []                     # handed out once
    assert len(memory) == 2
    memory.deleted(1, 501)
    memory.steps[(1, 0)] = 3
    memory.lock(1, 0)
    assert memory.is_deleted(1, 501) and not memory.is_deleted(1, 502)
    memory.forget(1)
    assert len(memory) == 0 and not memory.is_deleted(1, 501) and memory.steps == {}
