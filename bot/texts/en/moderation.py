"""The shell's English words for moderators and for tables that end before
their game does (issue 37): ``/speedtisch-mod`` (``core.mod.*``), lobbies
nobody starts and tables every person left (``core.idle.*``), and the last
person's leaving (``core.leave.confirm_last*``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "core.mod.group": "Moderate Speedtisch tables (Manage Threads)",
    "core.mod.desc.beenden": "End the table of this thread: the game counts for nobody",
    "core.mod.desc.platz": "Take a person's seat away: a computer plays on for them",
    "core.mod.param.person": "Who has to give up the seat",
    "core.mod.not_moderator": "Only moderators with the “Manage Threads” permission in this channel can do that. Nothing has changed.",
    "core.mod.only_guild": "Moderating works only on servers.",
    "core.mod.no_table": "No Speedtisch table is running here. Use the command in the table's thread. Nothing has changed.",
    "core.mod.over": "The game at this table is already over. Nothing has changed.",
    "core.mod.ended_told": "{moderator} has ended this table. The game counts for nobody: not for the leaderboard and not for the rating. The thread will be archived.",
    "core.mod.ended_done": "The table has ended and the thread is archived. The game counts for nobody.",
    "core.mod.lobby_ended_told": "{moderator} closed this table before the game began. The thread will be archived.",
    "core.mod.lobby_ended_done": "The table is closed and the thread archived.",
    "core.mod.lobby_no_seat": "The game hasn't started yet: a seat can only be taken away once it is running. Nothing has changed.",
    "core.mod.not_seated": "{name} is not seated at this table. Nothing has changed.",
    "core.mod.taken_told": "{moderator} took {name}'s seat away; {computer} takes it over.",
    "core.mod.taken_done": "{name} has given up the seat; {computer} plays on there.",
    "core.mod.taken_log": "Moderation: {moderator} took {name}'s seat away.",
    "core.idle.lobby_deadline": "⏳ If nobody starts the game, the table closes {when}.",
    "core.idle.lobby_closed": "This table is closed: nobody started it within {minutes} minutes. Just open a new one.",
    "core.idle.everyone_left": "Every human has left the table, and computers don't play on alone: the game has ended. The computers' seats count for nobody. The thread will be archived.",
    "core.leave.confirm_last": "Do you really want to leave the table? You're the last human at the table: the game will then end.",
    "core.leave.confirm_last_points": "Do you really want to leave the table? You're the last human at the table: the game will then end, and it gives you {points} points on the leaderboard.",
}

#: Counted words of these texts beyond the glossary's nouns (plural -> singular).
COUNTED: dict[str, str] = {"minutes": "minute"}
