"""Item 87: Stark's rollouts with Normal's own decisions (``stark.NORMAL_MOVES``),
the seat views they are built from, and Normal's trick test without a trick
per card (the same answers as :func:`winner`)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.core import Decision
from engines.core.playout import random_step
from engines.troedel.ai import normal, stark
from engines.troedel.ai.knowledge import maybe_out
from engines.troedel.ai.normal import decide_normal
from engines.troedel.options import Options
from engines.troedel.state import OVER, PLAY, State, new_game
from engines.troedel.tricks import winner
from engines.troedel.view import TroedelView


def _positions(seed: int, seats: int = 4, options: Options | None = None) -> list[State]:
    """Every state of one game played by random legal steps."""
    st = new_game(seats, seed, options)
    rng = random.Random(seed)
    out = []
    while not st.is_over():
        out.append(st.copy())
        st.apply(random_step(st, rng))
    return out


def _win_chance_by_winner(view: TroedelView, c: int, out: Counter[int],
                          trick: list[tuple[int, int]]) -> float:
    """``normal.win_chance`` as first written: a trick built for every card out."""
    me = view.reader
    assert me is not None

    def ahead(t: list[tuple[int, int]]) -> int:
        return winner(t, heute=view.heute, heute_seat=view.heute_seat, ramsch=view.ramsch)[0]

    mine = [*trick, (me, c)]
    if ahead(mine) != me:
        return 0.0
    played = {p for p, _ in mine}
    total = max(1, sum(out.values()))
    chance = 1.0
    for s in (s for s in range(view.seats) if s not in played):
        weight = 0.0
        for o, k in out.items():
            if o >= 100 or ahead([*mine, (s, o)]) == me:
                continue
            trump = o // 20 == 4 and c < 100 and c // 20 != 4
            weight += k * (1.0 if not trump or c // 20 in view.voids[s] else 0.3)
        chance *= (1 - min(1.0, weight / total)) ** max(1, view.hand_counts[s])
    return chance


@pytest.mark.parametrize(("seed", "seats", "options"), [
    (5, 4, Options()), (6, 3, Options(ohne_sonderkarten=True)), (7, 5, Options())])
def test_normals_win_chance_is_the_one_a_trick_per_card_gives(seed: int, seats: int,
                                                              options: Options) -> None:
    checked = 0
    for st in _positions(seed, seats, options):
        if st.phase != PLAY:
            continue
        view = st.view(st.turn)
        out = maybe_out(view)
        for c in set(view.hand):
            assert normal.win_chance(view, c, out, list(view.trick)) == \
                _win_chance_by_winner(view, c, out, list(view.trick))
            checked += 1
    assert checked > 100


def test_a_seat_view_of_the_true_state_gives_normals_own_decision() -> None:
    seen = 0
    for st in _positions(9):
        reader = st.deciders()[0]
        kisten = [tuple(sorted(k)) for k in st.kisten]
        for s in st.deciders():
            d = Decision(s, st.phase)
            assert decide_normal(stark.seat_view(st, s, st.view(reader), kisten), d,
                                 random.Random(0)) == decide_normal(st.view(s), d,
                                                                    random.Random(0))
            seen += 1
    assert seen > 100


def test_world_kisten_hold_the_stock_not_in_hand() -> None:
    st = _positions(11)[-1]
    assert st.phase != OVER and st.round > 1
    view = st.view(0)
    kisten = stark.world_kisten(view, st.hands)
    assert kisten[0] == view.kiste
    for s in (1, 2, 3):
        assert sorted(kisten[s]) == sorted(st.kisten[s])


def test_normal_moves_play_normals_choices_in_the_rollout(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    st = next(p for p in _positions(13) if p.phase == PLAY and len(p.legal(p.turn)) > 2)
    d = st.pending()[0]
    view = st.view(d.seat)
    calls: list[int] = []
    real = stark._normal_move

    def counted(*args: object) -> None:
        calls.append(1)
        real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(stark, "_normal_move", counted)
    monkeypatch.setattr(stark, "NORMAL_MOVES", 3)
    first = stark.evaluate(view, d, random.Random(4), deals=5)
    actions = len(first)
    assert len(calls) == 3 * 5 * actions  # three moves in each rollout
    # the same view and rng give the same figures
    assert stark.evaluate(view, d, random.Random(4), deals=5) == first
    monkeypatch.setattr(stark, "NORMAL_MOVES", 0)
    calls.clear()
    stark.evaluate(view, d, random.Random(4), deals=5)
    assert not calls
