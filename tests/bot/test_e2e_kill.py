"""Issue 22, "killed without warning": the bot as a process of its own,
with a table of every registered game (both Speedfabel Spielarten, the
sealed test game) and people pressing what they see, is killed with
SIGKILL and started again on the same database
(tests/bot/killrun.py; the 100-kill run is ``python -m tests.bot.killrun``).

The two kills here are aimed (tests/bot/killaim.py): at two of four sealed
choices made in Speedfossil and at Speedspuk's first look with some people
looked. After each restart: no game lost, the log kept (the choices made
stay made), the countdown resumed from its stored deadline, the old
buttons work, the step goes on (the people who had not chosen act), and no
table message is shown twice.
"""

from __future__ import annotations

from tests.bot.killaim import FIRST_LOOK
from tests.bot.killrun import run

AIMED = ("fossil: 2 of 4 sealed choices made", FIRST_LOOK)


async def test_two_aimed_kills_lose_no_game_and_every_table_goes_on() -> None:
    report = await run(2, seed=7, aims=AIMED)
    assert report.problems == []
    assert report.lost == 0
    assert report.kills == 2 and report.tables >= 6
    assert report.aims.hit == {aim: 1 for aim in AIMED}, report.aims.missed
    assert report.aims.went_on == 2     # both steps went on after the restart
    assert report.timers_checked > 0    # a countdown ran through a kill and ended on time
