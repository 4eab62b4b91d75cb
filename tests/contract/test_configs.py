"""The suite's choice of tables: every seat count and value, every pair of
values, a bounded number, the same every run."""

from __future__ import annotations

import doctest
import itertools

import pytest

from engines.core.clock import BEDENKZEIT_STEPS
from engines.core.registry import Choice, game
from tests.contract import configs
from tests.contract.configs import MAX_CONFIGS, configurations, picks
from tests.contract.games import contract_games


def _factors(config: configs.Config) -> tuple[object, ...]:
    return (config.seats, *(v for _, v in config.choices), config.bedenkzeit is None)


@pytest.mark.parametrize("name", [g.name for g in contract_games()])
def test_every_pair_of_values_is_played_and_the_same_every_run(name: str) -> None:
    info = game(name)
    played = configurations(info)
    assert played == configurations(info)
    assert len(played) <= MAX_CONFIGS + sum(len(picks(c)) for c in info.choices) + 7
    factors: list[list[object]] = [list(range(info.min_seats, info.max_seats + 1))]
    factors += [list(picks(c)) for c in info.choices]
    factors.append([True, False])
    rows = [_factors(c) for c in played]
    if len(played) < MAX_CONFIGS:
        for (i, a), (j, b) in itertools.combinations(list(enumerate(factors)), 2):
            for x, y in itertools.product(a, b):
                assert any(r[i] == x and r[j] == y for r in rows), (name, x, y)
    for i, factor in enumerate(factors):
        assert {r[i] for r in rows} >= set(factor)
    clocks = {c.bedenkzeit for c in played} - {None}
    assert clocks <= set(BEDENKZEIT_STEPS) and clocks


def test_a_multi_choice_offers_its_subsets() -> None:
    few = Choice("house", "l", (("a", "x"), ("b", "y")), (), multi=True)
    assert picks(few) == [(), ("a",), ("b",), ("a", "b")]
    many = Choice("house", "l", tuple((v, v) for v in "abcd"), (), multi=True)
    assert picks(many) == [(), ("a", "b", "c", "d"), ("a",), ("b",), ("c",), ("d",)]


def test_docstring_examples() -> None:
    assert doctest.testmod(configs).failed == 0
