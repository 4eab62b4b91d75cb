"""K bot processes of a cluster on one machine cost what one process with
all their tables costs (issue 36: "the memory per table [does] not grow
with the split"): each starts its 1/K of the deciding and picture processes,
and its picture process keeps 1/K of the room for tables' labels and
panels; an idle helper process gives its allocator's free memory back."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time

import pytest

from bot.kit.runtime.jobframes import RELEASE_EVERY
from bot.kit.runtime.looppool import LoopPool
from tests.bench.load_census import rss

_PROBE = """
import json
from bot.kit.runtime import decisions, pictures, picture_worker
from render import fonts
from render.encode import CACHE_BYTES, PixelCache
picture_worker.init_worker()   # what the picture process runs first
for i in range(3000):          # every table's names: far more than the room
    fonts.label(f"Spielerin {i:04d} am Tisch", 30, (200, 180, 40))
panels = PixelCache()
print(json.dumps({"deciding": decisions.WORKERS, "pictures": pictures.WORKERS,
                  "labels": fonts.label.cache_info()[3], "label_room": fonts.LABEL_BYTES,
                  "panels": getattr(panels, "room", panels.limit), "panel_room": CACHE_BYTES}))
"""


def _probe(processes: str | None, cluster: str | None = None) -> dict[str, int]:
    """What a picture process of one of ``processes`` bot processes on this
    machine keeps (the launcher's environment), of ``cluster`` in all."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("SPEEDTISCH_LOCAL_PROCESSES", "SPEEDTISCH_PROCESSES")}
    if processes is not None:
        env["SPEEDTISCH_LOCAL_PROCESSES"] = processes
    if cluster or processes:
        env["SPEEDTISCH_PROCESSES"] = cluster or processes or "1"
    done = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


@pytest.mark.skipif(not hasattr(os, "sched_setscheduler"), reason="Linux process classes")
def test_two_processes_of_a_cluster_each_take_half_of_the_machine() -> None:
    alone, one_of_two = _probe(None), _probe("2")
    # the deciding processes: two on the machine (two strong searches at once)
    assert alone["deciding"] == max(2, (os.cpu_count() or 2) - 1)
    assert one_of_two["deciding"] == max(1, alone["deciding"] // 2)
    assert one_of_two["pictures"] == max(1, alone["pictures"] // 2)
    # the labels of 3000 names fill the room: alone all of it, one of two half
    assert alone["label_room"] - 2**20 < alone["labels"] <= alone["label_room"]
    assert one_of_two["label_room"] // 2 - 2**20 < one_of_two["labels"] \
        <= one_of_two["label_room"] // 2
    assert (alone["panels"], one_of_two["panels"]) == (alone["panel_room"],
                                                         alone["panel_room"] // 2)
    # a cluster of four over machines, started by hand: alone on this machine
    # (only Discord's global limit is split four ways, bot/kit/runtime/budget.py)
    assert _probe(None, cluster="4") == alone


def scatter_and_free(megabytes: int, rest: float) -> int:
    """Runs in a worker: fills the allocator's heap with ``megabytes`` of
    small blocks and frees all but the last one (which pins the heap's top,
    so only the free memory below it can go back); its resident bytes then.
    It rests ``rest`` seconds before it ends (a worker releases at most once
    a second)."""
    blocks = [bytearray(64 * 1024) for _ in range(megabytes * 16)]
    for block in blocks:
        block[::4096] = b"x" * len(block[::4096])   # touched: resident
    _scatter_and_free_pins.append(blocks.pop())
    del blocks
    full = rss()
    time.sleep(rest)
    return full


_scatter_and_free_pins: list[bytearray] = []


def resident_after_a_pause(seconds: float) -> int:
    """Runs in a worker: its resident bytes once it had ``seconds`` without a job."""
    time.sleep(seconds)
    return rss()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
async def test_an_idle_worker_gives_its_free_heap_back() -> None:
    pool = LoopPool(1, name="test-free")
    try:
        # the job rests longer than the release interval: with no job
        # waiting, the worker releases right after it; the next job reads
        # its resident memory
        full = await pool.run(scatter_and_free, 80, RELEASE_EVERY + 0.2)
        await asyncio.sleep(0.1)
        after = await pool.run(resident_after_a_pause, 0.0)
        assert full - after > 40 * 2**20, (full, after)
    finally:
        pool.kill()
