"""How much room this picture process gives the caches whose entries belong
to tables (issue 36).

A table's names drawn as labels and a person's encoded panels are kept for
as long as the cache has room; their number grows with the tables drawn.
K bot processes of a cluster on one machine started without the
launcher's picture servers each have a picture process that draws the
pictures of 1/K of the tables, so each keeps 1/K of the room (a picture
server draws every table of the machine and keeps all of it): K
processes then hold what one process holding every table holds, and each
holds as many tables' entries per byte as that one does. (Caches
of what every table shares, a game's static layers or card faces, keep
their room: every picture process draws every kind of table.)

The picture process sets its K when it starts
(:func:`bot.kit.runtime.picture_worker.init_worker`, ``init_server``).

>>> set_processes(2)
>>> room(12 * 2**20) // 2**20
6
>>> set_processes(1)
>>> room(12 * 2**20) // 2**20
12
"""

from __future__ import annotations

#: The bot processes of a cluster on this machine (1: the process is alone).
_processes = 1


def set_processes(count: int) -> None:
    """This picture process serves one of ``count`` bot processes."""
    global _processes
    _processes = max(1, count)


def processes() -> int:
    """The bot processes this picture process takes its share among."""
    return _processes


def room(limit: int) -> int:
    """This process's share of ``limit`` bytes (the room a cache of tables'
    entries has when one process holds every table)."""
    return limit // _processes
