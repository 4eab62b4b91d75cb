"""Speedfabel computer players: tournaments and decision times.

Run: ``python -m tests.bench.ai_fabel --games N [--jobs 2] [--budget 0.15]
[--auction-search] [--only NAME] [--seed-base 7000] [--mode meister]
[--json PATH]``

``--mode meister`` plays the same tournaments in the Meistermarkt (letters,
Kobolde, 66 money cards).

Tournaments at four seats with fixed seeds and rotated seats (game g uses
the deck of seed ``--seed-base`` (7000) + g // 4 and moves the line-up g seats on, so every
deck is played from all four seats): one Stark against three
Normal, one Normal against three Normal (the fairness check: about 25 %),
one Normal against three Leicht, one Stark against three random players
(``State.sample``). A shared first place counts as a share; "±" is one
standard error of the share; "95 % over decks" is 1.96 standard errors of
the per-deck mean (the four games of a deck are not independent). Every
computer decision is timed; the table shows median and p95 per strength.
``--json`` writes every game's share, so two trees run on the same decks can
be compared game by game (paired).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import time
from typing import Any

from engines import fabel
from engines.core import Decision
from engines.fabel import ai
from engines.fabel.ai import search
from engines.fabel.ai.arena import play

LINEUPS = {
    "stark vs 3 normal": ("stark", "normal", "normal", "normal"),
    # The fairness check of the arena: one Normal among three equals must
    # win about a quarter, or the seat rotation or the auction order is biased.
    "normal vs 3 normal": ("normal", "normal", "normal", "normal"),
    "normal vs 3 leicht": ("normal", "leicht", "leicht", "leicht"),
    "stark vs 3 zufall": ("stark", "zufall", "zufall", "zufall"),
}


MODES = {"klassisch": fabel.Mode.KLASSISCH, "meister": fabel.Mode.MEISTERMARKT}


def one_game(args: tuple[str, int, float | None, bool, int, str]
             ) -> tuple[float, dict[str, list[float]]]:
    """Play game ``g`` of a line-up: (share of the first seat's strength, times)."""
    name, g, budget, auction_search, seed_base, mode = args
    search.AUCTION_SEARCH = auction_search
    lineup = LINEUPS[name]
    shift = g % len(lineup)
    seats = list(lineup[-shift:] + lineup[:-shift]) if shift else list(lineup)
    hero = seats.index(lineup[0])
    # Every deck is played four times, the line-up one seat further on each
    # time: the hero meets the same cards from every seat (less deck luck).
    state = fabel.new_game(len(seats), seed_base + g // len(lineup),
                           fabel.Options(mode=MODES[mode]))
    times: dict[str, list[float]] = {}

    def player(strength: str) -> Any:
        def act(view: Any, decision: Decision, rng: random.Random) -> Any:
            if strength == "zufall":
                if decision.kind == "bid" and rng.random() < 0.7:
                    return None
                return state.sample(decision.seat, rng)
            start, cpu = time.perf_counter(), time.process_time()
            action = ai.decide(view, decision, rng, strength, budget=budget)
            times.setdefault(strength, []).append(time.perf_counter() - start)
            # CPU time as well: on a busy machine the wall clock includes waiting.
            times.setdefault(strength + " cpu", []).append(time.process_time() - cpu)
            return action
        return act

    play(state, [player(s) for s in seats], g)
    standings = state.result().standings
    firsts = [s.seat for s in standings if s.place == 1]
    share = (1.0 / len(firsts)) if hero in firsts else 0.0
    return share, times


def main(argv: list[str] | None = None) -> None:
    """Run the tournaments and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40, help="games per tournament")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--budget", type=float, default=0.15,
                        help="Stark's search budget (CPU s of the deciding process)")
    parser.add_argument("--auction-search", action="store_true",
                        help="Stark refines its bid limits by search (off by default)")
    parser.add_argument("--only", choices=sorted(LINEUPS), action="append",
                        help="run only this tournament (repeatable)")
    parser.add_argument("--seed-base", type=int, default=7000,
                        help="deck seeds seed_base + g // 4 (other values: fresh decks)")
    parser.add_argument("--mode", choices=sorted(MODES), default="klassisch",
                        help="Spielart (default klassisch)")
    parser.add_argument("--json", help="write every game's share to this file")
    parser.add_argument("--paired", help="a --json file of another tree on the same decks: "
                        "print the difference game by game")
    args = parser.parse_args(argv)
    all_times: dict[str, list[float]] = {}
    shares: dict[str, list[float]] = {}
    names = args.only or list(LINEUPS)
    for name in names:
        jobs = [(name, g, args.budget, args.auction_search, args.seed_base, args.mode)
                for g in range(args.games)]
        start = time.perf_counter()
        if args.jobs > 1:
            with multiprocessing.Pool(args.jobs) as pool:
                results = pool.map(one_game, jobs)
        else:
            results = [one_game(j) for j in jobs]
        wins = sum(share for share, _ in results)
        rate = wins / args.games
        shares[name] = [share for share, _ in results]
        # The spread of a share measured over n games: one standard error.
        spread = math.sqrt(max(rate * (1 - rate), 1e-9) / args.games)
        for _, times in results:
            for strength, ts in times.items():
                all_times.setdefault(strength, []).extend(ts)
        print(f"{name}: {lineup_hero(name)} wins {wins:.1f} of {args.games} "
              f"= {100 * rate:.1f} % ± {100 * spread:.1f} "
              f"(95 % over decks ± {100 * deck_spread(shares[name]):.1f}; "
              f"{time.perf_counter() - start:.0f} s)", flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump({"seed_base": args.seed_base, "mode": args.mode, "shares": shares}, out)
    if args.paired:
        paired(shares, args.paired, args.seed_base, args.mode)
    print(f"{'strength':>11} {'decisions':>10} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for strength in ("leicht", "normal", "stark", "leicht cpu", "normal cpu", "stark cpu"):
        ts = sorted(all_times.get(strength, []))
        if not ts:
            continue
        p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
        print(f"{strength:>11} {len(ts):>10} {1000 * statistics.median(ts):>10.2f} "
              f"{1000 * p95:>8.2f} {1000 * ts[-1]:>8.1f}")


def paired(shares: dict[str, list[float]], path: str, seed_base: int, mode: str) -> None:
    """Print this run minus the run in ``path`` (same decks and seats), per
    line-up, with 1.96 standard errors of the per-deck difference."""
    with open(path, encoding="utf-8") as f:
        other = json.load(f)
    if (other["seed_base"], other["mode"]) != (seed_base, mode):
        raise SystemExit("--paired needs a run on the same --seed-base and --mode")
    for name, mine in shares.items():
        theirs = other["shares"].get(name)
        if theirs is None or len(theirs) != len(mine):
            print(f"{name}: no paired run of the same length")
            continue
        diff = [a - b for a, b in zip(mine, theirs, strict=True)]
        print(f"{name} paired: {100 * sum(mine) / len(mine):.1f} % - "
              f"{100 * sum(theirs) / len(theirs):.1f} % = "
              f"{100 * sum(diff) / len(diff):+.1f} points ± {100 * deck_spread(diff):.1f} "
              f"(95 % over {len(diff) // 4} decks)")


def deck_spread(shares: list[float], seats: int = 4) -> float:
    """1.96 standard errors of the mean share over decks (each deck's games
    averaged first; 0 with fewer than two decks)."""
    decks = [sum(shares[i:i + seats]) / len(shares[i:i + seats])
             for i in range(0, len(shares), seats)]
    if len(decks) < 2:
        return 0.0
    return 1.96 * statistics.stdev(decks) / math.sqrt(len(decks))


def lineup_hero(name: str) -> str:
    """The strength whose win share a tournament measures."""
    return LINEUPS[name][0]


if __name__ == "__main__":
    main()
