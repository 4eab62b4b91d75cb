"""Stark variants on the decision path of the arena before the Merkzeit change.

Run: ``python -m tests.bench.spuk_oldpath [--games 120] [--base issue33]
[--field leicht] [--variant NAME:SETTING=VALUE,...] ... [--json FILE]``
(no variant: ``base``, the code as it is)

Issue 33's Merkzeit (commit f4f8c4f) left two Zudecken steps out of a
computer game: the seat on turn whose cards are still open from its look
now covers them with its first action, and a Kerze or Kristallkugel in a
round's last turn no longer waits for its Zudecken before the scoring. The
arena derives each decision's rng from its step number, so one step fewer
moves the rng of every later decision: the games before and after the
change part after the first look of the first round, and their win shares
are two independent samples on the same decks (about ± 1.6 points of
standard error for the difference over 1440 games), whatever Stark does.

This bench plays the arena as :func:`engines.spuk.ai.arena.play_game` does,
but counts a step wherever the old engine asked for such a Zudecken. With
the code of today its games are the old tree's games (the tree before
f4f8c4f, the same decks) action for action, but for the one thing the
change really changed for computers: the seat on turn whose cards of the
first look are still open decides with them in view, where before it had
covered them and decided from memory. Stark forgets nothing, so its
decisions are the same; a Leicht (Normal) may forget a card right after
covering it (12 % (2 %) at once), so in rare games a Leicht plays its
first turn otherwise (decks issue33, issue33b, issue33c: 17 of 1440 games
against Leicht, none of 192 against Normal). A Stark variant (settings as in
:mod:`tests.bench.spuk_diag`; ``base`` is the code as it is) differs from
the first variant only where it decides otherwise, so the paired
difference per deck is sharp.

Each deck is played four times, the hero (Stark) in each seat against three
``--field``; the ± are one standard error over the decks.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from engines.core import Event, Timeout, visible_to
from engines.core.rng import derive_seed
from engines.spuk import events as ev
from engines.spuk.ai import decide
from engines.spuk.options import Options
from engines.spuk.state import State, new_game
from tests.bench.spuk_diag import apply_settings, parse_variant, restore

SEATS = 4


def play_old_path(strengths: Sequence[str], seed: int, max_actions: int = 20_000) -> State:
    """A computer game whose decisions draw the rngs the arena drew before
    the Merkzeit change (see the module docstring)."""
    state = new_game(len(strengths), seed, Options())
    seen: list[list[Event]] = [[] for _ in strengths]

    def keep(events: list[Event]) -> None:
        for e in events:
            for seat, log in enumerate(seen):
                if visible_to(e, seat):
                    log.append(e)

    steps = 0
    while not state.is_over():
        pending = state.pending()
        if not pending:
            timer = state.timer()
            assert timer is not None, "nothing to do"
            keep(state.apply(Timeout(timer.token)))
            continue
        for d in sorted(pending, key=lambda p: p.kind != "cover"):
            if d.kind != "cover" and d.seat in state.open:
                steps += 1  # the old engine asked this seat to cover first
            steps += 1
            if steps > max_actions:
                raise RuntimeError("the game did not end")
            rng = random.Random(seed * 1_000_003 + steps * 7919 + d.seat)
            action = decide(state.view(d.seat), d, rng, strengths[d.seat], events=seen[d.seat])
            looked = set(state.open)
            events = state.apply(action)
            # cards a round's end closed: the old engine asked for Zudecken first
            looked |= {e.seat for e in events if isinstance(e, ev.PeekedAt)}
            covered = {e.seat for e in events if isinstance(e, ev.Covered)}
            steps += len(looked - set(state.open) - covered)
            keep(events)
            if state.pending() != pending:
                break
    return state


def play_deck(field: str, seed: int, settings: dict[str, float]) -> dict[str, Any]:
    """The four games of one deck with the variant's Stark in each seat."""
    undo = apply_settings(settings)
    try:
        games = []
        for seat in range(SEATS):
            lineup = [field] * SEATS
            lineup[seat] = "stark"
            state = play_old_path(lineup, seed)
            assert state.places is not None
            games.append({"win": state.places[seat] == 1, "totals": list(state.totals)})
        return {"wins": sum(g["win"] for g in games), "games": games}
    finally:
        restore(undo)


def _se(xs: list[float]) -> float:
    return statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0


def main(argv: list[str] | None = None) -> None:
    """Play the variants on the same decks; print shares and paired differences."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=120, help="decks per variant")
    parser.add_argument("--base", default="issue33", help="name the deck seeds derive from")
    parser.add_argument("--field", default="leicht", choices=("leicht", "normal"))
    parser.add_argument("--variant", action="append", default=[],
                        help="NAME:SETTING=VALUE,... (repeatable; the first is the reference)")
    parser.add_argument("--json", help="write every deck's games to this file")
    args = parser.parse_args(argv)
    variants = [parse_variant(v) for v in args.variant] or [("base", {})]
    seeds = [derive_seed("spuk-ai-bench", args.base, i) for i in range(args.games)]
    start = time.perf_counter()
    results: dict[str, list[dict[str, Any]]] = {}
    first: list[float] | None = None
    for name, settings in variants:
        decks = [play_deck(args.field, s, settings) for s in seeds]
        results[name] = decks
        shares = [d["wins"] / SEATS for d in decks]
        line = (f"{name:<12} stark vs 3 {args.field}: {sum(d['wins'] for d in decks)}"
                f"/{SEATS * len(decks)} = {100 * statistics.fmean(shares):.1f} %"
                f" (SE {100 * _se(shares):.1f})")
        if first is not None:
            diff = [b - a for a, b in zip(first, shares, strict=True)]
            moved = sum(1 for a, b in zip(results[variants[0][0]], decks, strict=True)
                        if a["games"] != b["games"])
            line += (f"  paired diff {100 * statistics.fmean(diff):+.2f}"
                     f" (SE {100 * _se(diff):.2f}), decks with a changed game {moved}")
        else:
            first = shares
        print(line, flush=True)
    print(f"{time.perf_counter() - start:.0f} s")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"base": args.base, "field": args.field, "results": results}, f)


if __name__ == "__main__":
    main()
