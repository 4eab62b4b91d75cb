"""Meistermarkt: the computers and the Rat read the view only (items 148,
163, 168): the others' money values, the cards others laid on a Kobold, the
cards a letter presser chose and the deck order never change a decision."""

from __future__ import annotations

import contextlib
import random
from typing import Any

import pytest

from engines import fabel
from engines.core import Decision
from engines.fabel import Mode, Options, ai
from engines.fabel.ai.arena import play
from engines.fabel.ai.determinize import OFFER, POT, known_pool, sample_hidden
from engines.fabel.state import BRIEF_PAY, BRIEF_VORKAUF, KOBOLD_PHASE, MEINS, State

MM = Options(mode=Mode.MEISTERMARKT)
#: Phases of the Meistermarkt's own decisions; positions there are kept always.
SPECIAL = (MEINS, BRIEF_VORKAUF, BRIEF_PAY, KOBOLD_PHASE)


class _Enough(Exception):
    """Stops a game once enough positions are collected."""


def _positions(seats: int, seed: int, every: int, limit: int) -> list[State]:
    """Copies of a Normal Meistermarkt game: every third decision in a letter
    race, letter Vorkauf, letter payment or Kobold round, and every
    ``every``-th decision, at most ``limit`` positions."""
    out: list[State] = []
    state = fabel.new_game(seats, seed, MM)
    count = [0]

    def player(view: Any, decision: Decision, rng: random.Random) -> Any:
        count[0] += 1
        if (state.phase in SPECIAL and count[0] % 3 == 0) or count[0] % every == 0:
            out.append(state.copy())
            if len(out) >= limit:
                raise _Enough
        return ai.decide(view, decision, rng, "normal", budget=None)

    with contextlib.suppress(_Enough):
        play(state, [player] * seats, seed)
    return out


def _split(cards: list[int], n: int) -> tuple[list[int], list[int]]:
    return cards[:n], cards[n:]


def _counts(values: list[int]) -> list[int]:
    counts = fabel.money.counts_from_values(tuple(values))
    assert counts is not None
    return counts


def _scramble(state: State, rng: random.Random, reader: int) -> State:
    """The same public position with other hidden data: the others' money
    cards and the cards they laid on a running Kobold dealt anew among them
    (same card counts per seat and on the Kobold, same Kassenbuch), and the
    deck reshuffled."""
    other = state.copy()
    seats = [s for s in range(state.seats) if s != reader]
    ko = other.kobold
    cards = [v for s in seats for v in fabel.money.values_of(other.hands[s])]
    if ko is not None:
        cards += [v for s in seats for v in fabel.money.values_of(ko.own[s])]
    rng.shuffle(cards)
    for s in seats:
        part, cards = _split(cards, sum(other.hands[s]))
        other.hands[s] = _counts(part)
        if ko is not None:
            part, cards = _split(cards, sum(ko.own[s]))
            ko.own[s] = _counts(part)
    if ko is not None:
        ko.pot = [sum(ko.own[s][i] for s in range(state.seats)) for i in range(7)]
    rng.shuffle(other.deck)
    return other


@pytest.mark.parametrize("strength", ["leicht", "normal", "stark"])
def test_item_163_meistermarkt_hidden_data_never_changes_a_decision(strength: str) -> None:
    """163 / 148 in the Meistermarkt: "Er rechnet nur mit dem, was du auch
    siehst"."""
    checked, special = 0, 0
    for position in _positions(4, seed=31, every=23, limit=60):
        for d in position.pending():
            twin = _scramble(position, random.Random(checked), d.seat)
            assert twin.view(d.seat) == position.view(d.seat)
            a = ai.decide(position.view(d.seat), d, random.Random(5), strength, budget=None)
            b = ai.decide(twin.view(d.seat), d, random.Random(5), strength, budget=None)
            assert a == b
            differs = any(twin.hands[s] != position.hands[s]
                          for s in range(4) if s != d.seat)
            checked += differs
            special += differs and position.phase in SPECIAL
    assert checked > 10 and special > 3


def test_item_168_the_meistermarkt_rat_ignores_hidden_data() -> None:
    """168: the Rat in letter races, letter payments and Kobold rounds does
    not change with the computers' hidden cards."""
    seen = set()
    for position in _positions(4, seed=8, every=50, limit=24):
        d = position.pending()[0] if position.pending() else None
        if d is None:
            continue
        seen.add(position.phase)
        twin = _scramble(position, random.Random(1), d.seat)
        a = ai.advise(position.view(d.seat), d, random.Random(2), budget=None)
        b = ai.advise(twin.view(d.seat), d, random.Random(2), budget=None)
        assert a == b
    assert {MEINS, KOBOLD_PHASE} <= seen


def test_item_148_meistermarkt_pool_is_what_the_others_hold_and_laid() -> None:
    """148: with three or more players the pool the computer deals out is
    exactly the others' cards, a covered offer and the others' cards on a
    running Kobold (66-card money with the 20er, start 100)."""
    positions = _positions(4, seed=3, every=17, limit=40)
    assert any(p.kobold is not None for p in positions)
    for position in positions:
        for reader in range(4):
            view = position.view(reader)
            pool, exact = known_pool(view)
            assert exact
            truth = [0] * 7
            for s in range(4):
                if s != reader:
                    fabel.money.add(truth, position.hands[s])
                    if position.kobold is not None:
                        fabel.money.add(truth, position.kobold.own[s])
            tr = position.trade
            if tr is not None and tr.offer is not None and tr.challenger != reader:
                fabel.money.add(truth, tr.offer)
            assert pool == truth
            hidden = sample_hidden(view, random.Random(0))
            for group, counts in hidden.hands.items():
                if group == POT:
                    assert view.kobold is not None
                    assert sum(counts) == view.kobold.pot_count - len(view.kobold.own_laid)
                elif group != OFFER:
                    assert sum(counts) == view.players[group].money_count
