"""Item 87 (Stark "spielt jede Wahl in vielen möglichen Kartenverteilungen
bis zum Rundenende durch") with deals that read the others' plays this
round (issue 32: opponent models from the public history), and item 88
(it reads views only): the view keeps the round's tricks everyone saw, and
the deals lean towards hands that fit what the others did -- a seat that
did not get ahead as last player seldom gets a card that would have put him
ahead, the right neighbour seldom a card weaker than the one he passed --
without ruling any consistent deal out. The checks count with the test's
own record of the game, not with :mod:`engines.troedel.ai.reading`."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from engines.troedel import ai
from engines.troedel.ai import deals
from engines.troedel.ai.deals import Dealer, deal
from engines.troedel.ai.knowledge import hold_value
from engines.troedel.cards import TAUSCHRUNDE
from engines.troedel.events import CardPlayed, RoundStarted, TrickWon
from engines.troedel.state import State, new_game
from engines.troedel.tricks import follow_suit, playable, winner
from engines.troedel.twins import hidden_twins
from engines.troedel.view import TroedelView
from tests.troedel_ai.deal_check import problems


def _normal_games(games: int, first_seed: int) -> Iterator[tuple[State, TroedelView]]:
    """Every card decision of ``games`` four-seat games of four Normal, with
    the deciding seat's view."""
    for g in range(games):
        st = new_game(4, first_seed + g)
        rng = random.Random(g)
        while not st.is_over():
            d = st.pending()[0]
            view = st.view(d.seat)
            if d.kind == "play":
                yield st, view
            st.apply(ai.decide(view, d, rng, "normal"))


def test_item_88_the_view_keeps_the_rounds_tricks_as_everyone_saw_them() -> None:
    # the test's own record from the public events: who laid what, trick by trick
    st = new_game(4, 8100)
    rng = random.Random(3)
    mine: list[tuple[tuple[int, int], ...]] = []
    open_trick: list[tuple[int, int]] = []
    compared = 0
    while not st.is_over():
        view = st.view(st.pending()[0].seat)
        assert [t for t, _, _, _ in view.round_tricks] == mine
        assert view.round_tricks == st.view(None).round_tricks
        compared += 1
        d = st.pending()[0]
        for e in st.apply(ai.decide(view, d, rng, "normal")):
            if isinstance(e, CardPlayed):
                open_trick.append((e.seat, e.card))
            elif isinstance(e, TrickWon):
                assert tuple(open_trick) == e.cards
                mine.append(e.cards)
                open_trick = []
            elif isinstance(e, RoundStarted):
                mine = []
    assert compared > 200


def _missed(view: TroedelView) -> list[tuple[int, frozenset[int], int | None, tuple[int, ...]]]:
    """The test's own reading: seats that followed as last player this round
    since the hands last changed and did not get ahead, as (seat, the cards
    that would have put him ahead, the suit to follow, the cards he laid
    from then on)."""
    tricks = list(view.round_tricks)
    if view.gave:
        cut = max(i for i, (t, _, _, _) in enumerate(tricks) if TAUSCHRUNDE in [c for _, c in t])
        tricks = tricks[cut + 1:]
    out = []
    for k, (trick, heute, heute_seat, ramsch) in enumerate(tricks):
        seat, card = trick[-1]
        if seat == view.reader or any(c == 100 for _, c in trick):
            continue
        def ahead(x: int, trick: tuple[tuple[int, int], ...] = trick,
                  heute: int | None = heute, heute_seat: int | None = heute_seat,
                  ramsch: bool = ramsch, seat: int = seat) -> bool:
            return winner([*trick[:-1], (seat, x)], heute=heute, heute_seat=heute_seat,
                          ramsch=ramsch)[0] == seat
        if ahead(card):
            continue
        later = [c for t, _, _, _ in tricks[k + 1:] for s, c in t if s == seat]
        if view.trick:
            later += [c for s, c in view.trick if s == seat]
        wins = frozenset(x for x in range(100) if ahead(x))
        follow = follow_suit(trick[:-1], heute)
        out.append((seat, wins, follow, (card, *later)))
    return out


def _could_win(hand: list[int], wins: frozenset[int], follow: int | None,
               since: tuple[int, ...]) -> bool:
    held = [*hand, *since]
    return any(c in wins for c in playable(held, follow))


def _plain_and_read(view: TroedelView, count: Callable[[list[list[int]]], int],
                    monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """``count`` summed over six deals as main deals them (every consistent
    deal alike, ``CANDIDATES`` 1) and six that read the plays (4); every
    deal must keep the view's hard facts."""
    sums = []
    for candidates in (1, 4):
        monkeypatch.setattr(deals, "CANDIDATES", candidates)
        dealer = Dealer(view)
        total = 0
        for k in range(6):
            hands = deal(view, random.Random(k), dealer)
            assert problems(view, hands) == []
            total += count(hands)
        sums.append(total)
    return sums[0], sums[1]


def test_item_87_a_last_player_who_did_not_get_ahead_seldom_gets_a_winner(
        monkeypatch: pytest.MonkeyPatch) -> None:
    plain = read = cases = 0
    for _st, view in _normal_games(4, 8200):
        marks = _missed(view)
        if not marks or view.trick_no % 2:
            continue
        cases += 1
        p, r = _plain_and_read(view, lambda hands, marks=marks: sum(
            _could_win(hands[s], w, f, since) for s, w, f, since in marks), monkeypatch)
        plain, read = plain + p, read + r
    assert cases > 100
    # main's deals gave such a seat a winner in many deals (it treats every
    # consistent deal alike); the reading keeps far fewer
    assert plain > 200
    assert read < 0.6 * plain, (read, plain)


def test_item_87_the_right_neighbour_seldom_holds_a_card_weaker_than_his_pass(
        monkeypatch: pytest.MonkeyPatch) -> None:
    plain = read = cases = 0
    for _st, view in _normal_games(12, 8300):
        me = view.reader
        assert me is not None
        right = (me - 1) % view.seats
        got = [c for c, frm in view.received if frm == right]
        if not got or view.trick:
            continue
        cases += 1
        key = (hold_value(got[0]), got[0])
        p, r = _plain_and_read(view, lambda hands, right=right, key=key: sum(
            1 for c in hands[right] if (hold_value(c), c) < key), monkeypatch)
        plain, read = plain + p, read + r
    assert cases > 30
    assert plain > 50
    assert read < 0.8 * plain, (read, plain)


def test_item_88_the_reading_deals_come_from_the_view_alone() -> None:
    # twins differ only in what the reader cannot see: the same deals
    rng = random.Random(5)
    compared = 0
    for st, view in _normal_games(3, 8400):
        if not view.round_tricks or st.trick_no % 3:
            continue
        me = view.reader
        for _what, twin, readers in hidden_twins(st, rng):
            if me not in readers:
                continue
            assert deal(twin.view(me), random.Random(9)) == deal(view, random.Random(9))
            compared += 1
    assert compared > 30
