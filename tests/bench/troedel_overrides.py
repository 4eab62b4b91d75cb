"""Where Stark's search pays: Speedtrödel's Stark against three Normal,
decision by decision.

Run: ``python -m tests.bench.troedel_overrides --decks N [--jobs 2]
[--seed-base 65000] [--conts 2] [--after normal|stark] [--json PATH]``

The games are the ones of ``tests.bench.ai_troedel`` ("stark vs 3 normal":
each deck from every seat, the same rng). At every decision of Stark with
more than one legal action it notes the kind (``lead``, ``follow`` in the
middle of a trick, ``last`` seat, ``pick``, ``pass``, ``suit``), the part of
the round (early, mid, late: the trick's third), whether the search
overrode Normal's choice and by how much (the gap in search points). Where
it did, the game is played on from that point (the true state: this is a
measurement, not a player) ``--conts`` times, once with Stark's choice and
once with Normal's, the same rng for both (the engine's shuffles too); the
three Normal play on as Normal, Stark's seat as ``--after`` (Normal: a
one-step deviation, cheap; Stark: as in the game). Recorded per override:
Stark's seat's points of the round against the others' mean (``d_round``),
at the end of the game (``d_game``), and its share of first place
(``d_share``), each Stark's choice minus Normal's.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from collections import defaultdict
from typing import Any

from engines.troedel import ai
from engines.troedel.ai import stark
from engines.troedel.ai.normal import decide_normal
from engines.troedel.cards import hand_size
from engines.troedel.state import State, new_game
from tests.bench.ai_troedel import LINEUPS, streamed

KINDS = ("lead", "follow", "last", "pick", "pass", "suit")
PHASES = ("early", "mid", "late")


def phase_of(state: State) -> str:
    """Which third of the round's tricks is being played."""
    size = hand_size(state.seats, state.round, kurz=state.options.kurz)
    return PHASES[min(2, 3 * (state.trick_no - 1) // size)]


def _rel(points: list[int], hero: int) -> float:
    others = [p for s, p in enumerate(points) if s != hero]
    return points[hero] - sum(others) / len(others)


def play_on(state: State, hero: int, after: str, rng: random.Random, start: list[int],
            rnd: int) -> tuple[float, float, float]:
    """Play ``state`` to the end: (hero's points since ``start`` at the end of
    round ``rnd`` against the others' mean, the same for the game's end,
    hero's share of first place)."""
    round_rel: float | None = None
    if state.round != rnd or state.is_over():  # the decision ended the round
        round_rel = _rel([p - s for p, s in zip(state.points, start, strict=True)], hero)
    while not state.is_over():
        d = state.pending()[0]
        view = state.view(d.seat)
        strength = after if d.seat == hero else "normal"
        state.apply(ai.decide(view, d, rng, strength), record=False)
        if round_rel is None and (state.round != rnd or state.is_over()):
            round_rel = _rel([p - s for p, s in zip(state.points, start, strict=True)], hero)
    pts = state.points
    best = max(pts)
    firsts = [s for s in range(state.seats) if pts[s] == best]
    share = 1 / len(firsts) if hero in firsts else 0.0
    assert round_rel is not None
    return round_rel, _rel(pts, hero), share


def one_game(args: tuple[int, int, int, str]) -> list[dict[str, Any]]:
    """Game ``g`` of "stark vs 3 normal": one record per Stark decision with
    a choice (and the played-on figures where Stark overrode Normal)."""
    g, seed_base, conts, after = args
    lineup = LINEUPS["stark vs 3 normal"]
    shift = g % 4
    seats = list(lineup[-shift:] + lineup[:-shift]) if shift else list(lineup)
    hero = shift
    state = new_game(4, seed_base + g // 4)
    rng = random.Random(seed_base * 31 + g)
    out: list[dict[str, Any]] = []
    while not state.is_over():
        d = state.pending()[0]
        view = state.view(d.seat)
        if d.seat != hero:
            state.apply(ai.decide(view, d, rng, seats[d.seat]))
            continue
        choice = stark.choose(view, d, rng)
        if choice.scored:
            rec: dict[str, Any] = {"game": g, "kind": stark.decision_kind(view, d.kind),
                                   "phase": phase_of(state), "round": state.round,
                                   "choices": len(choice.scored), "gap": choice.gap,
                                   "override": choice.action != choice.default}
            best = choice.scored[0].action
            # near: the search's best lost only by the margin
            rec["near"] = not rec["override"] and best != choice.default
            if rec["override"] or rec["near"]:
                normal = decide_normal(view, d, random.Random(0))
                assert normal == choice.default
                diffs = []
                for c in range(conts):
                    seed = (seed_base * 7919 + g) * 1009 + len(out) * 17 + c
                    figs = []
                    for action in (best, normal):
                        st = state.copy()
                        st.rng.seed(seed)
                        st.apply(action, record=False)
                        figs.append(play_on(st, hero, after, random.Random(seed),
                                            list(state.points), state.round))
                    diffs.append([a - b for a, b in zip(figs[0], figs[1], strict=True)])
                for i, key in enumerate(("d_round", "d_game", "d_share")):
                    rec[key] = sum(x[i] for x in diffs) / conts
            out.append(rec)
        state.apply(choice.action)
    return out


def _mean_ci(xs: list[float]) -> str:
    if not xs:
        return f"{'':>13}"
    m = statistics.mean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
    return f"{m:+6.2f} ± {half:4.2f}"


def table(recs: list[dict[str, Any]], key: str, values: tuple[str, ...] | list[Any],
          which: str = "override") -> None:
    """Print decisions, overrides (``which``: or the near ones, where the
    search's best lost by the margin) and what they paid, split by ``key``."""
    groups: dict[Any, list[dict[str, Any]]] = defaultdict(list)
    for r in recs:
        groups[r[key]].append(r)
    print(f"{key:<8} {'decisions':>9} {which:>9} {'share':>6} "
          f"{'round pts (95 %)':>16} {'game pts (95 %)':>16} {'1st share (95 %)':>16}")
    for v in values:
        rs = groups.get(v, [])
        ov = [r for r in rs if r.get(which)]
        rate = len(ov) / len(rs) if rs else 0.0
        figs = [_mean_ci([scale * r[key] for r in ov])
                for scale, key in ((1, "d_round"), (1, "d_game"), (100, "d_share"))]
        print(f"{v!s:<8} {len(rs):>9} {len(ov):>9} {100 * rate:>5.1f}% "
              f"{figs[0]:>16} {figs[1]:>16} {figs[2]:>16}")


def gap_bucket(gap: float) -> str:
    """The override's gap in search points, bucketed."""
    for edge in (1.0, 2.0, 4.0):
        if gap < edge:
            return f"<{edge:g}"
    return ">=4"


def main(argv: list[str] | None = None) -> int:
    """Run the games and print the tables (``--json``: every record)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decks", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed-base", type=int, default=65000)
    parser.add_argument("--games", type=int, help="only the first games (4 a deck)")
    parser.add_argument("--conts", type=int, default=2, help="continuations per override")
    parser.add_argument("--after", choices=("normal", "stark"), default="normal",
                        help="who plays Stark's seat after the decision")
    parser.add_argument("--json", help="write every record here (one JSON line each)")
    parser.add_argument("--load", help="only print the tables of an earlier --json")
    args = parser.parse_args(argv)
    if args.load:
        with open(args.load) as fh:
            recs = [json.loads(line) for line in fh if line.strip()]
    else:
        games = min(4 * args.decks, args.games or 4 * args.decks)
        tasks = [(g, args.seed_base, args.conts, args.after) for g in range(games)]
        # every finished game's records go out as it ends (a long run
        # stopped half way still leaves its games in the file)
        parts = streamed(one_game, tasks, args.jobs, args.json, records=lambda part: part)
        recs = [r for part in parts for r in part]
    for r in recs:
        r["gaps"] = gap_bucket(r["gap"]) if r["override"] else "-"
        r["near_gaps"] = f"<{0.25 if r['gap'] < 0.25 else 0.5}" if r.get("near") else "-"
        r["kind_phase"] = f"{r['kind']}/{r['phase']}"
    table(recs, "kind", KINDS)
    table(recs, "phase", PHASES)
    table(recs, "gaps", ["<1", "<2", "<4", ">=4"])
    table(recs, "kind_phase", [f"{k}/{p}" for k in KINDS for p in PHASES])
    table(recs, "round", sorted({r["round"] for r in recs}))
    table(recs, "kind", KINDS, "near")
    table(recs, "near_gaps", ["<0.25", "<0.5"], "near")
    return 0


if __name__ == "__main__":
    sys.exit(main())
