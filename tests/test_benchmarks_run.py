"""Every benchmark in tests/bench runs once in a tiny size, so none can rot.

Timing is never asserted here (the figures live in docs/BENCHMARKS.md); a
benchmark passes when it runs to its end. The load benchmarks are also
checked for what must hold at any speed: clicks were answered and acted
on, and a restart loses no action (item 184: tables survive a restart).
Each benchmark runs in its own process, as ``python -m tests.bench`` runs it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.bench import __main__ as bench

#: Benchmarks with checks of their own below.
CHECKED = {"load_fabel", "load_restart"}


def figures(name: str, tmp_path: Path) -> Any:
    """Run ``name`` in its tiny size and read the figures it wrote."""
    out = tmp_path / f"{name}.json"
    code, _, output = bench.run(name, "tiny", capture=True, timeout=120,
                                extra=["--json", str(out)])
    assert code == 0, output[-3000:]
    return json.loads(out.read_text())


def test_every_benchmark_has_a_tiny_size() -> None:
    missing = [name for name in bench.benchmarks() if "tiny" not in bench.SIZES.get(name, {})]
    assert not missing, f"give these a tiny size in tests/bench/__main__.py: {missing}"


@pytest.mark.parametrize("name", [n for n in bench.benchmarks() if n not in CHECKED])
def test_benchmark_runs_in_a_tiny_size(name: str) -> None:
    code, _, output = bench.run(name, "tiny", capture=True, timeout=120)
    assert code == 0, output[-3000:]


def test_load_benchmark_answers_and_applies_clicks(tmp_path: Path) -> None:
    (result,) = figures("load_fabel", tmp_path)
    assert result["tables"] == 2 and result["live_at_end"] + result["games_started"] >= 2
    assert result["clicks"] > 0 and result["unanswered"] == 0
    assert result["actions"] > 0
    assert not result["sim_errors"], result["sim_errors"]


def test_item_184_restart_under_load_loses_no_action(tmp_path: Path) -> None:
    """Item 184: "Live tables are rebuilt from their stored seed and action log
    after a restart" - here with people clicking until the stop."""
    result = figures("load_restart", tmp_path)
    assert result["live_at_stop"] == 2
    assert result["tables_with_lost_actions"] == 0
    assert result["tables_not_restored"] == 0
    assert result["unanswered_tables"] == 0
