"""A bot process's share of its machine (issue 36).

``python -m bot cluster --processes K`` runs K bot processes on one machine
and tells each its K (``SPEEDTISCH_LOCAL_PROCESSES``; 1 by default: a
process alone, or one of a cluster whose processes were started by hand,
docs/DEPLOY.md). What the machine has once is split among them, so that K
processes holding N tables between them cost what one process holding N
tables costs (Discord's global limit is the token's, split over the whole
cluster's processes: :mod:`bot.kit.runtime.budget`):

- the cores the event loops leave: the deciding processes, each bot
  process starting its 1/K of them (one at least); the picture processes,
  started once for the machine by the launcher (its picture servers,
  ``SPEEDTISCH_PICTURE_SERVERS``: :mod:`bot.kit.runtime.picture_server`) and
  shared by the K processes, or, without the launcher, each bot process
  starting its 1/K of them (one at least);
- the room for table pictures waiting for a shared picture process: each
  bot process its 1/K of what one process alone may queue;
- the room of the picture caches whose entries belong to tables (a table's
  names as labels, a person's panels): each picture process draws the
  pictures of 1/K of the tables, so it keeps 1/K of the room
  (:mod:`render.cache_share`). Caches of what every table shares (a game's
  static layers, card faces) keep their room: each picture process draws
  every kind of table.

>>> processes({"SPEEDTISCH_LOCAL_PROCESSES": "2"}), processes({"SPEEDTISCH_PROCESSES": "4"})
(2, 1)
>>> deciding_workers({"SPEEDTISCH_LOCAL_PROCESSES": "2"}, cores=2)
1
>>> deciding_workers({}, cores=2), deciding_workers({}, cores=8)
(2, 7)
>>> picture_workers({}, cores=8), picture_workers({"SPEEDTISCH_LOCAL_PROCESSES": "2"}, cores=8)
(7, 3)
>>> picture_servers({"SPEEDTISCH_PICTURE_SERVERS": "/s/a.sock,/s/b.sock"})
('/s/a.sock', '/s/b.sock')
>>> servers = {"SPEEDTISCH_PICTURE_SERVERS": "/s/a.sock", "SPEEDTISCH_LOCAL_PROCESSES": "2"}
>>> picture_queue({}, alone=4), picture_queue(servers, alone=4)
(4, 2)
"""

from __future__ import annotations

import os
from collections.abc import Mapping

#: The environment variable the launcher sets: bot processes on this machine.
LOCAL_PROCESSES = "SPEEDTISCH_LOCAL_PROCESSES"
#: The environment variable the launcher sets: its picture servers' sockets.
PICTURE_SERVERS = "SPEEDTISCH_PICTURE_SERVERS"


def processes(env: Mapping[str, str] | None = None) -> int:
    """K: how many bot processes share this machine (``SPEEDTISCH_LOCAL_PROCESSES``,
    at least 1)."""
    values = os.environ if env is None else env
    return max(1, int(values.get(LOCAL_PROCESSES, "").strip() or 1))


def spare_cores(cores: int | None = None) -> int:
    """The machine's cores but the one its event loops need, one at least."""
    return max(1, ((os.cpu_count() or 2) if cores is None else cores) - 1)


def picture_workers(env: Mapping[str, str] | None = None, cores: int | None = None) -> int:
    """This bot process's picture processes: its 1/K of the spare cores
    (on two cores one, so that the event loop keeps the other)."""
    return max(1, spare_cores(cores) // processes(env))


def deciding_workers(env: Mapping[str, str] | None = None, cores: int | None = None) -> int:
    """This bot process's deciding processes: its 1/K of the spare cores,
    where the machine runs two at least (two strong searches at once, as the
    threads before them)."""
    return max(1, max(2, spare_cores(cores)) // processes(env))


def picture_servers(env: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The sockets of the machine's picture servers (``SPEEDTISCH_PICTURE_SERVERS``,
    comma-separated); none: the bot process starts picture processes of its own."""
    values = os.environ if env is None else env
    return tuple(p.strip() for p in values.get(PICTURE_SERVERS, "").split(",") if p.strip())


def picture_queue(env: Mapping[str, str] | None = None, *, alone: int) -> int:
    """How many table pictures this bot process may have waiting for its
    picture processes, where a process with its own may have ``alone``: with
    the machine's shared servers its 1/K of that (one at least)."""
    if not picture_servers(env):
        return alone
    return max(1, alone // processes(env))
