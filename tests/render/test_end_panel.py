"""The end board (items 77, 87, 88) and the private panel ("Deine Punkte
jetzt", own money by value)."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.core.result import leaderboard_text
from engines.fabel.scoring import score_line
from render.fabel.endboard import render_end
from render.fabel.panel import render_panel
from render.fabel.table import render_table
from tests.render.fabel_scenes import find_scenes
from tests.render.helpers import first_state

NAMES = ("Anna", "Bernd", "Clara", "Dörte", "Eßer", "Fritz")


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_item_77_places_rechenweg_and_money(seats: int, drawn) -> None:  # type: ignore[no-untyped-def]
    """"Punkte = Summe der Werte deiner Vierer × Anzahl deiner Vierer" with
    the Rechenweg, places and every player's money on the end board."""
    view = find_scenes(seats)["ende"].view(None)
    assert view.result is not None
    render_end(view, names=NAMES[:seats])
    flat = drawn.flat()
    for st in view.result.standings:
        assert st.rechenweg in flat
        assert str(st.points) in drawn.texts
        board = leaderboard_text(st.leaderboard_points)
        assert f"Geld {st.money} · Bestenliste {board}" in drawn.texts
        assert f"{st.place}." in drawn.texts
        assert NAMES[st.seat] in drawn.texts


def test_item_87_marktbericht_figures(drawn) -> None:  # type: ignore[no-untyped-def]
    """"was die Bank ihm gezahlt hat, was er bei Versteigerungen eingenommen
    und ausgegeben hat, wie viele Karten er gekauft hat, sein teuerster Kauf
    und wie viele Handel er gewonnen und verloren hat"."""
    view = find_scenes(4)["ende"].view(None)
    assert view.result is not None
    render_end(view, names=NAMES[:4])
    flat = drawn.flat()
    for r in view.result.reports:
        bought = "1 Karte" if r.bought == 1 else f"{r.bought} Karten"
        line = (f"Bank {r.payouts} · eingenommen {r.income} · ausgegeben {r.spending} · "
                f"{bought} gekauft · teuerster ")
        assert line in flat, line
        assert f"Handel {r.trades_won} gewonnen, {r.trades_lost} verloren" in flat
        if r.top_kind is not None:
            assert f"für {r.top_price}" in flat
    assert "Marktbericht" in drawn.texts


def test_item_88_sentence_only_for_its_reader(drawn) -> None:  # type: ignore[no-untyped-def]
    """"Dazu ein Satz zu dir": seat 1's end board carries his sentence and
    nobody else's; the public board carries none."""
    state = find_scenes(4)["ende"]
    full = state.result()
    render_end(state.view(None))
    assert not any(s in drawn.flat() for s in full.sentences if s)
    drawn.clear()
    render_end(state.view(1))
    assert full.sentences[1] in drawn.flat()
    others = {s for i, s in enumerate(full.sentences) if i != 1 and s != full.sentences[1]}
    assert not any(s in drawn.flat() for s in others)


def test_end_board_needs_a_finished_game() -> None:
    with pytest.raises(ValueError, match="not over"):
        render_end(find_scenes(3)["zug"].view(None))


def test_table_after_the_end_says_so(drawn) -> None:  # type: ignore[no-untyped-def]
    render_table(find_scenes(3)["ende"].view(None))
    assert "Die Partie ist vorbei." in drawn.flat()


def test_panel_points_now_with_rechenweg(drawn) -> None:  # type: ignore[no-untyped-def]
    """"Deine Punkte jetzt": the Rechenweg with the current state, e.g.
    "(250 + 160) × 2 = 820"."""
    state = first_state(4, lambda s: sum(c == 4 for c in s.creatures[0]) >= 2
                        and not s.is_over())
    view = state.view(0)
    render_panel(view, names=NAMES[:4])
    points, line = score_line(view.players[0].vierer)
    assert line in drawn.flat() and str(points) in drawn.texts


def test_panel_shows_own_money_by_value_and_creatures(drawn) -> None:  # type: ignore[no-untyped-def]
    state = find_scenes(4)["zug"]
    view = state.view(2)
    render_panel(view, names=NAMES[:4])
    hand = Counter(view.hand or ())
    assert f"Dein Geld: {sum(view.hand or ())} Taler" in drawn.texts
    counts = [x for x in drawn.texts if x.startswith("× ")]
    kinds = [k for k in range(10) if view.players[2].creatures[k]]
    singles = [view.players[2].creatures[k] for k in reversed(kinds)]
    expected = [f"× {hand[v]}" for v in sorted(hand, reverse=True)]
    expected += ["4 ★" if n == 4 else f"× {n}" for n in singles]
    assert counts == [x for x in expected if x.startswith("× ")]


def test_panel_shows_own_covered_offer(drawn) -> None:  # type: ignore[no-untyped-def]
    """"Die Beträge sehen nur ihr beiden": the challenger's panel shows his
    own offer; the opponent's panel does not show it."""
    state = find_scenes(4)["antwort"]
    trade = state.view(None).trade
    assert trade is not None
    own = state.view(trade.challenger).trade
    assert own is not None and own.own_offer is not None
    render_panel(state.view(trade.challenger))
    assert "Dein verdecktes Angebot" in drawn.flat()
    drawn.clear()
    render_panel(state.view(trade.opponent))
    assert "Dein verdecktes Angebot" not in drawn.flat()


def test_panel_two_players_peek_only_for_the_looker() -> None:
    state = find_scenes(2)["verteilen"]
    looker = state.turn_seat
    assert state.view(looker).peek is not None and state.view(1 - looker).peek is None
    assert render_panel(state.view(looker)).height > render_panel(state.view(1 - looker)).height
