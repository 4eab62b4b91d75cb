"""The pace limit's window (issue 37, item 3): "a cool-down for a person who
sends commands or clicks faster than a human can" - counted per server and
person over the last 10 seconds; a refused action does not count, so who
slows down is let through again."""

from __future__ import annotations

from bot.kit.guard import WINDOW, Guard
from bot.kit.server import Limits


def test_the_window_counts_accepted_actions_per_server_and_person() -> None:
    now = [0.0]
    guard = Guard(storage=None, controllers=lambda: (), now=lambda: now[0])
    limits = Limits(actions_per_10s=5)
    assert [guard.accept(1, 7, limits) for _ in range(8)] == [True] * 5 + [False] * 3
    assert guard.accept(1, 8, limits)            # another person
    assert guard.accept(2, 7, limits)            # the same person on another server
    now[0] = WINDOW - 0.1
    assert not guard.accept(1, 7, limits)        # the first five are still in the window
    now[0] = WINDOW + 0.1
    assert [guard.accept(1, 7, limits) for _ in range(6)] == [True] * 5 + [False]
