"""Issue 22, "killed without warning": the bot as a process of its own,
with a table of every registered game (both Speedfabel Spielarten, the
sealed test game) and people pressing what they see, is killed with
SIGKILL at random moments and started again on the same database
(tests/bot/killrun.py; the 100-kill run is ``python -m tests.bot.killrun``)."""

from __future__ import annotations

from tests.bot.killrun import run


async def test_two_kills_lose_no_game_and_every_table_goes_on() -> None:
    report = await run(2, seed=7, low=1.0, high=3.0)
    assert report.problems == []
    assert report.lost == 0
    assert report.tables >= 4 and report.kills == 2
    assert report.timers_checked > 0    # a countdown ran through a kill and ended on time
