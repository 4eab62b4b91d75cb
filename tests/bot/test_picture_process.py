"""The picture process yields the cores to the event loop: under load a
picture may come late, a click's answer may not (issue 8)."""

from __future__ import annotations

import os

import pytest

from bot.kit.runtime import picture_worker, pictures


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities here")
async def test_the_picture_process_draws_only_when_the_bot_does_not_need_the_core() -> None:
    await pictures.start()
    worker = pictures.worker_pids()[0]
    if hasattr(os, "sched_getscheduler") and hasattr(os, "SCHED_IDLE"):
        assert os.sched_getscheduler(worker) == os.SCHED_IDLE
        assert os.sched_getscheduler(0) != os.SCHED_IDLE
    else:
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, worker) == min(19, mine + picture_worker.NICENESS)
