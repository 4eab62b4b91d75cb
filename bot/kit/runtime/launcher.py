"""``python -m bot cluster --processes K --shards N``: K bot processes on
this machine, each connecting its range of the N shards (docs/DEPLOY.md).

The launcher starts one ``python -m bot`` per range, with the range in its
environment (``SPEEDTISCH_SHARDS``, ``SPEEDTISCH_SHARD_COUNT``,
``SPEEDTISCH_PROCESSES``, and ``SPEEDTISCH_LOCAL_PROCESSES``: all K run on
this machine, :mod:`bot.kit.runtime.share`), and watches them: a process
that dies is started again (after a pause that grows while it keeps dying,
so a broken start does not spin), and its restart brings back its guilds'
tables from the shared database. Ctrl+C (or SIGTERM) stops every process the clean way
and waits for them. A process that ends for want of a token or settings
(exit code 2) is not restarted: the launcher stops them all.

Before them it starts the machine's picture servers, one per spare core
(:mod:`bot.kit.runtime.picture_server`), and names their sockets to the bot
processes (``SPEEDTISCH_PICTURE_SERVERS``): the K processes share one set
of picture processes, as one process alone has. A server that dies is
started again in the same way; the bot processes draw in processes of
their own meanwhile. The servers stop after the bot processes.

>>> [e["SPEEDTISCH_SHARDS"] for e in plan(2, 5, {})]
['0-2', '3-4']
>>> [plan(2, 4, {"DISCORD_TOKEN": "x"})[1][k] for k in ("SPEEDTISCH_PROCESSES",
...                                                     "SPEEDTISCH_LOCAL_PROCESSES")]
['2', '2']
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import FrameType

from bot.kit.runtime import picture_server
from bot.kit.runtime.shards import format_ids, split
from bot.kit.runtime.share import LOCAL_PROCESSES, PICTURE_SERVERS, spare_cores
from render.shared_layers import FOLDER

log = logging.getLogger(__name__)

#: The first pause before a died process starts again, and the longest.
FIRST_PAUSE, LONGEST_PAUSE = 1.0, 60.0
#: A process that ran this long is well again: its next death waits FIRST_PAUSE.
WELL_AFTER = 120.0
#: Seconds the processes get to stop after Ctrl+C before they are killed.
STOP_WITHIN = 60.0
#: The exit code of a process that cannot run at all (no token, bad settings).
CANNOT_RUN = 2
#: How often the launcher looks at its processes.
LOOK_EVERY = 0.2


def plan(processes: int, shards: int, env: Mapping[str, str]) -> list[dict[str, str]]:
    """The environment of each process: ``env`` and its shard range."""
    return [dict(env) | {"SPEEDTISCH_SHARDS": format_ids(ids),
                         "SPEEDTISCH_SHARD_COUNT": str(shards),
                         "SPEEDTISCH_PROCESSES": str(processes),
                         LOCAL_PROCESSES: str(processes)}
            for ids in split(shards, processes)]


@dataclass
class Child:
    """One watched process of the cluster (a bot process, or with a
    ``command`` of its own a picture server)."""

    env: dict[str, str]
    command: Sequence[str] | None = None
    process: subprocess.Popen[bytes] | None = None
    started: float = 0.0
    pause: float = FIRST_PAUSE
    #: When (monotonic) it is to start again after dying; None while it runs.
    due: float | None = 0.0
    starts: int = 0

    @property
    def name(self) -> str:
        """``shards 0-1`` (or ``picture server /dev/shm/…``), for logs."""
        if self.command is not None:
            return f"picture server {self.command[-1]}"
        return f"shards {self.env['SPEEDTISCH_SHARDS']}"


@dataclass
class Launcher:
    """Starts and watches the processes of :func:`plan` (see the module docstring)."""

    envs: Sequence[dict[str, str]]
    command: Sequence[str] = (sys.executable, "-m", "bot")
    clock: Callable[[], float] = time.monotonic
    #: The picture servers' sockets (started first, stopped last).
    servers: Sequence[str] = ()
    children: list[Child] = field(default_factory=list)
    stopping: bool = False

    def __post_init__(self) -> None:
        base = dict(self.envs[0]) if self.envs else {}
        self.children = [Child(base, picture_server.command(path)) for path in self.servers]
        self.children += [Child(dict(env) | self._named_servers()) for env in self.envs]

    def _named_servers(self) -> dict[str, str]:
        return {PICTURE_SERVERS: ",".join(self.servers)} if self.servers else {}

    def stop(self, *_: object) -> None:
        """Ask for the stop (a signal handler)."""
        self.stopping = True

    def run(self) -> int:
        """Run until stopped (0) or until a process cannot run at all (its code)."""
        code = 0
        while not self.stopping:
            code = self.look()
            if code:
                break
            time.sleep(LOOK_EVERY)
        self.stop_all()
        return code

    def look(self) -> int:
        """Start what is due, notice what died; a process's code if it cannot run."""
        now = self.clock()
        for child in self.children:
            if child.process is None:
                if child.due is not None and now >= child.due:
                    self._start(child, now)
                continue
            code = child.process.poll()
            if code is None:
                continue
            child.process = None
            if code == CANNOT_RUN:
                log.error("%s cannot run (exit code %d): stopping the cluster", child.name, code)
                return code
            if now - child.started >= WELL_AFTER:
                child.pause = FIRST_PAUSE   # a long healthy run forgives earlier deaths
            child.due = now + child.pause
            log.warning("%s ended with %d; starting again in %.0f s", child.name, code,
                        child.pause)
            child.pause = min(child.pause * 2, LONGEST_PAUSE)
        return 0

    def _start(self, child: Child, now: float) -> None:
        if child.command is not None:
            # a server listens before the bot processes after it start
            # (a bot process that finds none draws in its own meanwhile)
            child.process = subprocess.Popen(list(child.command), env=child.env,
                                             start_new_session=True)
            with contextlib.suppress(RuntimeError):
                picture_server.wait_listening(child.command[-1], child.process, within=10.0)
        else:
            child.process = subprocess.Popen(list(self.command), env=child.env,
                                             start_new_session=True)
        child.started, child.due = now, None
        child.starts += 1
        log.info("%s: process %d started", child.name, child.process.pid)

    def stop_all(self) -> None:
        """Ctrl+C to every bot process (each in a session of its own), then
        wait; kill what is still running after :data:`STOP_WITHIN` seconds.
        Then the picture servers, which nothing needs any more."""
        self._stop([c for c in self.children if c.command is None], signal.SIGINT)
        self._stop([c for c in self.children if c.command is not None], signal.SIGTERM)

    def _stop(self, children: list[Child], how: signal.Signals) -> None:
        running = [c.process for c in children if c.process is not None]
        for process in running:
            process.send_signal(how)
        end = time.monotonic() + STOP_WITHIN
        for process in running:
            try:
                process.wait(max(0.0, end - time.monotonic()))
            except subprocess.TimeoutExpired:
                log.error("process %d did not stop: killed", process.pid)
                process.kill()
                process.wait()


def run_cluster(processes: int, shards: int, env: Mapping[str, str]) -> int:
    """``python -m bot cluster``: run the launcher in this process until Ctrl+C.

    Its processes' picture processes share the layers every table of a size
    shares through a folder in memory that lives as long as the cluster
    (:mod:`render.shared_layers`; one named in the environment is used, made
    if missing, and kept)."""
    with contextlib.ExitStack() as stack:
        if env.get(FOLDER):
            os.makedirs(env[FOLDER], exist_ok=True)
        else:
            folder = stack.enter_context(tempfile.TemporaryDirectory(
                prefix="speedtisch-layers-", dir=memory_folder()))
            env = dict(env) | {FOLDER: folder}
        servers = picture_server.socket_paths(env[FOLDER], spare_cores())
        launcher = Launcher(plan(processes, shards, env), servers=servers)

        def on_signal(_number: int, _frame: FrameType | None) -> None:
            launcher.stop()

        signal.signal(signal.SIGINT, on_signal)
        signal.signal(signal.SIGTERM, on_signal)
        log.info("cluster: %d processes for %d shards", processes, shards)
        return launcher.run()


def memory_folder() -> str | None:
    """``/dev/shm`` where the machine has it (its files live in memory), else
    the temporary folder."""
    return "/dev/shm" if os.path.isdir("/dev/shm") else None
