"""Issue 29, "End boards show '–' for a computer's leaderboard points": the
end board picture of every game, drawn with one seat marked as a computer
(``SeatResult.counted`` False, as the kit marks it), writes "Bestenliste –"
for that seat alone; the people's points stay signed numbers."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot.kit.ui import GameUI
from render.legibility import recording
from tests.render.gallery import _next, clear_layers, games, names_for

SEATS = 3


@pytest.mark.parametrize("game", sorted(games()))
def test_a_computers_leaderboard_points_read_a_dash_on_the_end_board(game: str) -> None:
    plugin = games()[game]
    info, ui = plugin.info, plugin.ui
    assert isinstance(ui, GameUI) and ui.end_picture is not None
    names = names_for(info, SEATS)
    state = info.new_game(SEATS, 3, None)
    steps = 0
    while not state.is_over():
        steps += 1
        state.apply(_next(info, state, 3, steps))
    result = info.summarize(state)
    marked = replace(result, seats=tuple(replace(s, counted=s.seat != 1)
                                         for s in result.seats))
    end_view = plugin.parts.ending.end_input(state.view(None), tuple(() for _ in range(SEATS)))
    with recording() as done:
        clear_layers()
        ui.end_picture(end_view, marked, names, "laternennacht",
                       tuple(s.album for s in marked.seats))
    texts = [d.text for picture in done for d in picture.texts]
    joined = "\n".join(texts)
    assert len(re.findall(r"Bestenliste:? –", joined)) == 1, texts
    assert len(re.findall(r"Bestenliste:? (?:[+-]\d+|0)\b", joined)) == SEATS - 1, texts
