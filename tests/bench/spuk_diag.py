"""Where Stark's points come from, and paired comparisons of Stark variants.

Run: ``python -m tests.bench.spuk_diag [--decks 40] [--field leicht]
[--base spuk-tune4-a] [--variant NAME:SETTING=VALUE,...] [--jobs 1]``

Every deck is played four times, Stark (hero) in each seat against three
computers of ``--field``; every variant plays the same decks. A variant
changes Stark's profile (``p.play_close=2``) or a module constant of the
computers (``policy.THREAT_RISK=0.2``, ``search.HABITS=0``; modules
``policy``, ``search``, ``rollout``, ``sampler``, ``memory``, ``endgame``
of ``engines.spuk.ai``), set in the worker process before its games.
The variant "base" is the code as it is; ``--cache FILE`` keeps its decks
for the next run (delete the file when the code changes).

Per variant it prints the win share with its ± (1.96 standard errors over
the decks), "rel" (Stark's points per round minus the others' mean, lower
is better), and where the points come from: the rounds by who ended them
(a field player's call, Stark's call, the clock), Stark's and the field's
mean points in them, Stark's calls and how many were right,
Geisterstunden, 100 -> 50 fallbacks, and how the lost games were lost (by
how much, whether Stark's total ended the game, whether a winner had used
his fallback).
Against ``base`` it prints the paired difference per deck of the share and
of rel, with their ±.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import math
import os
import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from engines.core.rng import derive_seed
from engines.spuk.ai.arena import play_game
from engines.spuk.ai.memory import PROFILES

SEATS = 4
_MODULES = ("policy", "search", "rollout", "sampler", "memory", "endgame")


def parse_variant(text: str) -> tuple[str, dict[str, Any]]:
    """``"name:a=1,b=2"`` -> ("name", {"a": 1.0, "b": 2.0}); "base" alone has
    none; a value that is no number stays a word (``search.UTILITY=game``).

    >>> parse_variant("x:p.play_close=2,policy.THREAT_RISK=0.2,search.UTILITY=game")
    ('x', {'p.play_close': 2.0, 'policy.THREAT_RISK': 0.2, 'search.UTILITY': 'game'})
    """
    name, _, rest = text.partition(":")
    settings: dict[str, Any] = {}
    for part in filter(None, rest.split(",")):
        key, _, value = part.partition("=")
        try:
            settings[key.strip()] = float(value)
        except ValueError:
            settings[key.strip()] = value.strip()
    return name, settings


def apply_settings(settings: dict[str, Any]) -> dict[str, Any]:
    """Set the variant's values (in this process); returns what to undo."""
    undo: dict[str, Any] = {"p": PROFILES["stark"]}
    fields: dict[str, Any] = {}
    for key, value in settings.items():
        where, _, attr = key.partition(".")
        if where == "p":
            old = getattr(PROFILES["stark"], attr)
            fields[attr] = type(old)(value)
            continue
        if where not in _MODULES:
            raise ValueError(f"unknown setting {key!r}")
        module = importlib.import_module(f"engines.spuk.ai.{where}")
        old = getattr(module, attr)
        undo[key] = old
        setattr(module, attr, type(old)(value))
    if fields:
        PROFILES["stark"] = dataclasses.replace(PROFILES["stark"], **fields)
    return undo


def restore(undo: dict[str, Any]) -> None:
    """Undo :func:`apply_settings`."""
    PROFILES["stark"] = undo.pop("p")
    for key, old in undo.items():
        where, _, attr = key.partition(".")
        setattr(importlib.import_module(f"engines.spuk.ai.{where}"), attr, old)


def play_deck(field: str, seed: int, settings: dict[str, Any]) -> dict[str, Any]:
    """The four games of one deck with the variant's Stark; its tallies."""
    undo = apply_settings(settings)
    try:
        tally: Counter[str] = Counter()
        wins = 0
        rel = 0.0
        rounds = 0
        for seat in range(SEATS):
            lineup = [field] * SEATS
            lineup[seat] = "stark"
            state = play_game(lineup, seed)
            assert state.places is not None
            wins += state.places[seat] == 1
            for score in state.history:
                rounds += 1
                others = [p for s, p in enumerate(score.points) if s != seat]
                mine = score.points[seat]
                rel += mine - sum(others) / len(others)
                who = ("clock" if score.caller is None
                       else "stark" if score.caller == seat else "field")
                tally[f"rounds {who}"] += 1
                tally[f"pts {who} stark"] += mine
                tally[f"pts {who} field"] += sum(others) / len(others)
                if who == "stark":
                    tally["stark calls right"] += score.caller_lowest
                    if not score.caller_lowest:
                        tally["stark fail pts"] += mine
                if who == "field":
                    tally["field calls right"] += score.caller_lowest
                    tally["stark lowest at field call"] += (
                        score.sums[seat] <= min(score.sums))
                    tally["stark sum at field call"] += score.sums[seat]
                if score.geisterstunde is not None:
                    by = "stark" if score.geisterstunde == seat else "field"
                    tally[f"ghost by {by}"] += 1
                tally["fallback stark"] += seat in score.fallback
                tally["fallback field"] += sum(1 for s in score.fallback if s != seat)
            if state.places[seat] != 1:
                best = min(t for s, t in enumerate(state.totals) if s != seat)
                tally["lost games"] += 1
                tally["lost by"] += state.totals[seat] - best
                tally["lost stark ended"] += max(state.totals) == state.totals[seat] > 100
                winners = [s for s, place in enumerate(state.places) if place == 1]
                tally["lost to a fallback"] += any(state.fallback_used[s] for s in winners)
        return {"wins": wins, "rel": rel / max(1, rounds), "tally": tally}
    finally:
        restore(undo)


def _job(args: tuple[str, int, dict[str, Any]]) -> dict[str, Any]:
    return play_deck(*args)


def _pm(xs: list[float]) -> float:
    return 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0


def report(name: str, decks: list[dict[str, Any]], base: list[dict[str, Any]] | None) -> None:
    """Print one variant's figures (and its paired difference to ``base``)."""
    shares = [d["wins"] / SEATS for d in decks]
    rels = [d["rel"] for d in decks]
    t: Counter[str] = Counter()
    for d in decks:
        t.update(d["tally"])
    line = (f"{name:<14} share {100 * statistics.fmean(shares):5.1f} % ± {100 * _pm(shares):4.1f}"
            f"  rel {statistics.fmean(rels):+.2f} ± {_pm(rels):.2f}")
    if base is not None:
        ds = [d["wins"] / SEATS - b["wins"] / SEATS for d, b in zip(decks, base, strict=True)]
        dr = [d["rel"] - b["rel"] for d, b in zip(decks, base, strict=True)]
        line += (f"  diff {100 * statistics.fmean(ds):+5.1f} ± {100 * _pm(ds):4.1f}"
                 f"  rel diff {statistics.fmean(dr):+.2f} ± {_pm(dr):.2f}")
    print(line)
    total = sum(t[f"rounds {w}"] for w in ("field", "stark", "clock"))
    parts = []
    for who in ("field", "stark", "clock"):
        n = t[f"rounds {who}"]
        if n:
            parts.append(f"{who} ended {n} ({100 * n / total:.0f} %): stark "
                         f"{t[f'pts {who} stark'] / n:.1f}, field {t[f'pts {who} field'] / n:.1f}")
    print("   ", "; ".join(parts))
    sc, fc = t["rounds stark"], t["rounds field"]
    print(f"    stark calls right {t['stark calls right']}/{sc}"
          f" (fail mean {t['stark fail pts'] / max(1, sc - t['stark calls right']):.1f});"
          f" field calls right {t['field calls right']}/{fc};"
          f" stark lowest at field calls {t['stark lowest at field call']}/{fc},"
          f" its sum {t['stark sum at field call'] / max(1, fc):.1f}")
    print(f"    ghost by stark {t['ghost by stark']}, by field {t['ghost by field']};"
          f" fallback stark {t['fallback stark']}, field {t['fallback field']};"
          f" lost {t['lost games']} by {t['lost by'] / max(1, t['lost games']):.1f},"
          f" stark ended {t['lost stark ended']}, to a fallback {t['lost to a fallback']}",
          flush=True)


def main(argv: list[str] | None = None) -> None:
    """Play the variants on the same decks and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--decks", type=int, default=40)
    parser.add_argument("--field", default="leicht", choices=("leicht", "normal"))
    parser.add_argument("--base", default="spuk-tune4-a", help="name the deck seeds derive from")
    parser.add_argument("--variant", action="append", default=[],
                        help="NAME:SETTING=VALUE,... (repeatable); 'base' is always played")
    parser.add_argument("--no-base", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--cache", help="a JSON file keeping the base's decks between runs "
                        "(only while the code is unchanged)")
    args = parser.parse_args(argv)
    variants = ([] if args.no_base else [("base", {})]) + [parse_variant(v) for v in args.variant]
    seeds = [derive_seed("spuk-ai-bench", args.base, i) for i in range(args.decks)]
    first: list[dict[str, Any]] | None = None
    start = time.perf_counter()
    cached: dict[str, Any] = {}
    key = f"{args.field}/{args.base}/{args.decks}"
    if args.cache and os.path.exists(args.cache):
        with open(args.cache) as f:
            cached = json.load(f)
    for name, settings in variants:
        tasks = [(args.field, s, settings) for s in seeds]
        if name == "base" and key in cached:
            decks = [{**d, "tally": Counter(d["tally"])} for d in cached[key]]
        elif args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                decks = list(pool.map(_job, tasks, chunksize=2))
        else:
            decks = [_job(task) for task in tasks]
        report(name, decks, first)
        if name == "base" and args.cache and key not in cached:
            cached[key] = decks
            with open(args.cache, "w") as f:
                json.dump(cached, f)
        if first is None:
            first = decks
    print(f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
