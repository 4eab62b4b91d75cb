"""Run every benchmark in tests/bench and print a table of the runs.

Run: ``python -m tests.bench [--size tiny|small|normal] [--only NAME ...]``

Each benchmark is a module of this folder with a ``main()`` (helpers such as
``loadkit`` and ``profile_share`` are not). It runs in its own process with
the arguments of the chosen size from :data:`SIZES`: ``tiny`` only proves
that it still runs (the test suite does that, see
tests/test_benchmarks_run.py), ``small`` gives rough figures in a few
minutes, ``normal`` the figures of docs/BENCHMARKS.md. The output of each
benchmark is printed as it comes; the table at the end says how long each
took and whether it finished.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: Modules here that are not benchmarks.
HELPERS = frozenset({"__init__", "__main__", "lag", "load_census", "load_split", "loadkit",
                     "loadsim", "pictimes", "profile_share", "serverlimits"})
#: Arguments per benchmark and size. A new benchmark needs a "tiny" entry
#: (the suite's test fails without one); its other sizes default to no arguments.
SIZES: dict[str, dict[str, list[str]]] = {
    "engine_fabel": {"tiny": ["--seconds", "0.02"], "small": ["--seconds", "1"],
                     "normal": []},
    "render_fabel": {"tiny": ["--meister", "--rounds", "1"], "small": ["--rounds", "5"],
                     "normal": []},
    "render_fabel_end": {"tiny": ["--rounds", "1", "--passes", "1"], "small": ["--rounds", "4"],
                         "normal": []},
    "render_fossil": {"tiny": ["--games", "1", "--rounds", "1", "--every", "10"],
                      "small": ["--rounds", "1"], "normal": []},
    "render_fossil_more": {"tiny": ["--games", "1", "--every", "20"], "small": ["--games", "1"],
                           "normal": []},
    "render_kinds": {"tiny": ["--games", "1", "--every", "40", "--only", "fossil", "troedel"],
                     "small": ["--every", "4"], "normal": []},
    "render_spuk": {"tiny": ["--games", "1", "--rounds", "1", "--every", "10"],
                    "small": ["--rounds", "1"], "normal": []},
    "render_troedel": {"tiny": ["--games", "1", "--rounds", "1", "--every", "10"],
                       "small": ["--rounds", "1"], "normal": []},
    "meins_loop": {"tiny": ["--races", "1"], "small": ["--races", "3"], "normal": []},
    "ai_fabel": {"tiny": ["--games", "1", "--only", "normal vs 3 leicht"],
                 "small": ["--games", "4"], "normal": ["--jobs", "2"]},
    "load_fabel": {"tiny": ["--tables", "2", "--seconds", "2", "--warmup", "1",
                            "--lobby-share", "0.5"],
                   "small": ["--tables", "10", "50", "--seconds", "15", "--warmup", "5"],
                   "normal": []},
    "engine_troedel": {"tiny": ["--seconds", "0.02"], "small": ["--seconds", "1"],
                       "normal": []},
    "ai_troedel": {"tiny": ["--decks", "1", "--only", "normal vs 3 leicht"],
                   "small": ["--decks", "4", "--jobs", "2"], "normal": ["--jobs", "2"]},
    "troedel_overrides": {"tiny": ["--decks", "1", "--games", "1", "--conts", "1"],
                          "small": ["--decks", "4", "--jobs", "2"],
                          "normal": ["--decks", "40", "--jobs", "2", "--conts", "4"]},
    "race_fabel": {"tiny": ["--races", "2"], "small": ["--races", "50"], "normal": []},
    "engine_fossil": {"tiny": ["--seconds", "0.02"], "small": ["--seconds", "1"],
                      "normal": []},
    "ai_fossil": {"tiny": ["--games", "1", "--only", "normal vs 3 leicht"],
                  "small": ["--games", "10", "--jobs", "2"], "normal": ["--jobs", "2"]},
    "engine_spuk": {"tiny": ["--seconds", "0.02"], "small": ["--seconds", "1"], "normal": []},
    "ai_spuk": {"tiny": ["--games", "1", "--only", "normal vs 3 leicht"],
                "small": ["--games", "20"], "normal": ["--jobs", "2"]},
    "spuk_diag": {"tiny": ["--decks", "1"], "small": ["--decks", "20"],
                  "normal": ["--decks", "200"]},
    "spuk_oldpath": {"tiny": ["--games", "1"], "small": ["--games", "20"], "normal": []},
    "load_restart": {"tiny": ["--tables", "2", "--before", "2", "--after", "1",
                              "--lobby-share", "0.5"],
                     "small": ["--tables", "20", "--before", "8", "--after", "5"],
                     "normal": []},
    "loop_probe": {"tiny": ["--tables", "2", "--seconds", "2", "--warmup", "1"],
                   "small": ["--tables", "50", "--seconds", "15", "--warmup", "5"],
                   "normal": ["--tables", "100", "--seconds", "30", "--warmup", "10"]},
    "load_mix": {"tiny": ["--tables", "3", "--seconds", "2", "--warmup", "1"],
                 "small": ["--tables", "10", "50", "--seconds", "15", "--warmup", "5"],
                 "normal": []},
    "restart_hands": {"tiny": ["--tables", "2", "--kills", "1"], "small": ["--kills", "2"],
                      "normal": []},
    "global_limit": {"tiny": ["--tables", "3", "--carry", "--seconds", "2", "--warmup", "1"],
                     "small": ["--tables", "8", "--carry", "10", "--seconds", "15",
                               "--warmup", "5"],
                     "normal": []},
    "panels": {"tiny": ["--games", "troedel", "--clicks", "6"], "small": ["--clicks", "60"],
               "normal": []},
    "decide_lag": {"tiny": ["--seconds", "0.5", "--points", "3"],
                   "small": ["--seconds", "5", "--points", "20"], "normal": []},
    "ratings": {"tiny": ["--games", "300", "--users", "50", "--calls", "10"],
                "small": ["--games", "10000", "--users", "1000", "--calls", "50"],
                "normal": []},
    "storage_results": {"tiny": ["--games", "300", "--users", "50", "--calls", "10"],
                        "small": ["--games", "20000", "--users", "2000"], "normal": []},
}


def benchmarks() -> list[str]:
    """The benchmark modules of this folder, by name."""
    return sorted(p.stem for p in HERE.glob("*.py") if p.stem not in HELPERS)


def command(name: str, size: str, extra: list[str] | None = None) -> list[str]:
    """The command line that runs ``name`` in ``size``."""
    args = SIZES.get(name, {}).get(size, [])
    return [sys.executable, "-m", f"tests.bench.{name}", *args, *(extra or [])]


def run(name: str, size: str, *, capture: bool = False, timeout: float | None = None,
        extra: list[str] | None = None) -> tuple[int, float, str]:
    """Run one benchmark: (exit code, seconds, output if captured)."""
    start = time.perf_counter()
    done = subprocess.run(command(name, size, extra), cwd=HERE.parent.parent, timeout=timeout,
                          capture_output=capture, text=True,
                          env=os.environ | {"PYTHONUNBUFFERED": "1"})
    output = (done.stdout + done.stderr) if capture else ""
    return done.returncode, time.perf_counter() - start, output


def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks and print the table; non-zero if one failed."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", choices=("tiny", "small", "normal"), default="small")
    parser.add_argument("--only", nargs="+", choices=benchmarks(), help="run only these")
    args = parser.parse_args(argv)
    rows: list[tuple[str, str, float, str]] = []
    for name in args.only or benchmarks():
        line = " ".join(command(name, args.size)[1:])
        print(f"\n=== {line}", flush=True)
        code, seconds, _ = run(name, args.size)
        rows.append((name, " ".join(SIZES.get(name, {}).get(args.size, [])) or "(defaults)",
                     seconds, "ok" if code == 0 else f"FAILED ({code})"))
    width = max(len(r[1]) for r in rows)
    print(f"\n{'benchmark':<14} {'arguments':<{width}} {'seconds':>8}  status")
    for name, arguments, seconds, status in rows:
        print(f"{name:<14} {arguments:<{width}} {seconds:>8.1f}  {status}")
    print(f"size {args.size}; {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
    return 0 if all(r[3] == "ok" for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
