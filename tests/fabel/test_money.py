"""Item 41 against an independent oracle: a payment is minimal when no
single card of it can be left out with the rest still covering the amount."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.fabel.cards import DENOMINATIONS, values_of
from engines.fabel.money import is_minimal_payment, minimal_payments, submultisets

hands = st.lists(st.integers(0, 3), min_size=len(DENOMINATIONS), max_size=len(DENOMINATIONS))
amounts = st.integers(1, 120).map(lambda n: 10 * n)


def oracle_minimal(cards: tuple[int, ...], amount: int) -> bool:
    """The rule, card by card: covers the amount, and leaving out any one
    card no longer does."""
    paid = sum(cards)
    return bool(cards) and paid >= amount and all(paid - c < amount for c in cards)


@settings(max_examples=150, deadline=None)
@given(hand=hands, amount=amounts)
def test_item_41_minimal_payments_match_the_rule(hand: list[int], amount: int) -> None:
    """Item 41: "no card of it may be removable with the rest still covering
    the amount (so zeros never go into a payment)"."""
    expected = {values_of(sub) for sub in submultisets(hand, nonempty=True)
                if oracle_minimal(values_of(sub), amount)}
    got = {values_of(p) for p in minimal_payments(hand, amount)}
    assert got == expected
    for sub in submultisets(hand, nonempty=True):
        assert is_minimal_payment(sub, amount) == oracle_minimal(values_of(sub), amount)
    assert all(0 not in p for p in got)
    # whoever can cover the amount has at least one minimal payment
    assert bool(got) == (sum(values_of(hand)) >= amount)
