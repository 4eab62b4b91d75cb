"""The picture process yields the cores to the event loop: under load a
picture may come late, a click's answer may not (issue 8)."""

from __future__ import annotations

import os

import pytest

from bot.fabel import drawing, pictures


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities here")
def test_the_picture_process_runs_at_a_lower_priority_than_the_bot() -> None:
    pictures.start().result()
    worker = pictures.worker_pids()[0]
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    theirs = os.getpriority(os.PRIO_PROCESS, worker)
    assert theirs == min(19, mine + drawing.NICENESS)
