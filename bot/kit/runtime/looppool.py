"""A pool of worker processes driven by the event loop itself.

The picture process and the deciding processes used to be
``concurrent.futures.ProcessPoolExecutor`` s. Each of their jobs woke two
threads in the bot's process (the pool's manager thread, which hands the
job on and reads the result, and its queue's feeder thread, which pickles
the job and writes it), and every wake-up competed with the event loop for
the GIL: measured at 100 live Speedfabel tables (docs/BENCHMARKS.md, "Bot
process per table, stop 15"), those two threads took 0.42 ms of CPU per
job, 1.1 ms per action in all, a quarter of the bot process's CPU.

Here the event loop does that work without any thread: a job is pickled
and written to its worker's pipe at once (non-blocking; the rest follows
when the pipe has room), and the loop reads each worker's results as they
come (``add_reader``), in frames of a length and a pickle. Each worker
holds up to :data:`DEPTH` jobs (the next one waits in its pipe, so it starts
the moment the last one is done, as with the executor's queue); the others
wait here, first come first served.

A worker that dies (killed, out of memory) breaks the pool, as a
``ProcessPoolExecutor`` does: every job waiting in it fails with
``BrokenProcessPool`` and the owner starts a new pool. :meth:`LoopPool.kill`
ends the processes at once and cancels every waiting job (the bot stops:
nothing a worker still does is worth waiting for, and nothing can hang
half-read, since the loop never blocks on a pipe).

A pool may also be handed servers (``servers``: Unix socket paths): the
picture servers a cluster's launcher starts for all bot processes of its
machine (:mod:`bot.kit.runtime.picture_server`). Each connection is then one
worker, written to and read from as a pipe; the pool neither starts nor
ends the server. If one cannot be reached, the pool spawns workers of its
own (:attr:`LoopPool.fallback`; its owner tries the servers again later,
:class:`bot.kit.runtime.pools.Pool`).

Jobs are submitted on an event loop. Tests run one loop after another in
one process and share the pools: a pool moves its readers to the loop of
the latest job; a result for a job of a loop that has closed is dropped.

This module imports only the standard library: the picture process must
stay small.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import multiprocessing
import os
import pickle
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from bot.kit.runtime.jobframes import (
    CHUNK,
    HEAD,
    FreeMemory,
    Served,
    connect,
    frame,
    peer_pid,
    run_frame,
    take_frames,
)

log = logging.getLogger(__name__)

#: Jobs handed to one worker at a time (the one it runs and the next).
DEPTH = 2


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _read_exactly(fd: int, size: int) -> bytes | None:
    parts, left = [], size
    while left:
        chunk = os.read(fd, min(left, CHUNK))
        if not chunk:
            return None
        parts.append(chunk)
        left -= len(chunk)
    return b"".join(parts)


def _serve(jobs: Connection, results: Connection,
           initializer: Callable[[], None] | None) -> None:
    """A worker's life: the initializer, then job after job until the pool's
    end of the pipe closes; when no job waits, the allocator's free memory
    goes back to the system."""
    if initializer is not None:
        initializer()
    jobs_fd, results_fd = jobs.fileno(), results.fileno()
    free = FreeMemory()
    while True:
        if not jobs.poll():
            free.maybe()
        head = _read_exactly(jobs_fd, HEAD.size)
        if head is None:
            return
        body = _read_exactly(jobs_fd, HEAD.unpack(head)[0])
        if body is None:
            return
        _write_all(results_fd, frame(run_frame(body)))


@dataclass
class _Job:
    payload: bytes
    future: asyncio.Future[Any]


@dataclass
class _Worker:
    process: Any
    jobs_fd: int
    results_fd: int
    #: The jobs handed to this worker, in order (their results come in that order).
    jobs: collections.deque[_Job] = field(default_factory=collections.deque)
    #: The part of the jobs' frames not yet written (the pipe was full).
    unsent: bytearray = field(default_factory=bytearray)
    #: Whether the loop waits for room in the job pipe.
    writing: bool = False
    inbox: bytearray = field(default_factory=bytearray)


class LoopPool:
    """``workers`` processes (spawned, ``initializer`` first in each) that
    run module-level functions with picklable arguments (see the module
    docstring). With ``servers`` (socket paths) it sends its jobs to those
    servers instead, one worker each, shared with the machine's other bot
    processes; when one cannot be reached it spawns its own workers
    (:attr:`fallback`)."""

    def __init__(self, workers: int, initializer: Callable[[], None] | None = None,
                 name: str = "pool", servers: tuple[str, ...] = ()) -> None:
        self.size = workers
        self.initializer = initializer
        self.name = name
        self.servers = servers
        #: Whether it spawned its own workers because a server could not be reached.
        self.fallback = False
        self.broken = False
        self._workers: list[_Worker] = []
        self._queue: collections.deque[_Job] = collections.deque()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._started = False

    # ------------------------------------------------------------ public
    def submit(self, func: Callable[..., Any], *args: Any) -> asyncio.Future[Any]:
        """Run ``func(*args)`` in a worker; its result as a future of the
        running loop. Raises ``BrokenProcessPool`` on a broken pool and what
        pickling raises for arguments that cannot go to a process."""
        if self.broken:
            raise BrokenProcessPool(f"a process of the {self.name} pool died")
        loop = asyncio.get_running_loop()
        self._attach(loop)
        job = _Job(frame(pickle.dumps((func, args), pickle.HIGHEST_PROTOCOL)),
                   loop.create_future())
        self._queue.append(job)
        self._dispatch()
        return job.future

    async def run(self, func: Callable[..., Any], *args: Any) -> Any:
        """``func(*args)`` in a worker, waited for."""
        return await self.submit(func, *args)

    def start(self) -> None:
        """Start the processes now (they import for a second or so)."""
        if self._started or self.broken:
            return
        self._started = True
        if self.servers and self._connect():
            return
        context = multiprocessing.get_context("spawn")
        for _ in range(self.size):
            jobs_read, jobs_write = context.Pipe(duplex=False)
            results_read, results_write = context.Pipe(duplex=False)
            process = context.Process(target=_serve, daemon=True, name=f"{self.name}-worker",
                                      args=(jobs_read, results_write, self.initializer))
            process.start()
            # The worker's ends are the worker's: a dead worker then reads as the end of its pipe.
            jobs_read.close()
            results_write.close()
            worker = _Worker(process, os.dup(jobs_write.fileno()),
                             os.dup(results_read.fileno()))
            jobs_write.close()
            results_read.close()
            os.set_blocking(worker.jobs_fd, False)
            os.set_blocking(worker.results_fd, False)
            self._workers.append(worker)
            if self._loop is not None:
                self._loop.add_reader(worker.results_fd, self._readable, worker)

    def _connect(self) -> bool:
        """One worker per server; False (and nothing connected) if one of them
        cannot be reached: the pool then spawns its own (:attr:`fallback`)."""
        fds: list[int] = []
        try:
            for path in self.servers:
                fds.append(connect(path))
        except OSError as error:
            for fd in fds:
                os.close(fd)
            log.warning("%s: server not reached (%s); drawing in processes of its own",
                        self.name, error)
            self.fallback = True
            return False
        for fd in fds:
            self._workers.append(_Worker(Served(peer_pid(fd)), fd, os.dup(fd)))
        return True

    def idle(self) -> bool:
        """Whether no job waits here or in a worker."""
        return not self._queue and not any(w.jobs for w in self._workers)

    def pids(self) -> list[int]:
        """The workers' process ids (a server's too)."""
        return [w.process.pid for w in self._workers if w.process.pid is not None]

    def kill(self) -> int:
        """End the workers now and cancel every job waiting here; how many
        processes were ended."""
        self.broken = True
        ended = 0
        for worker in self._workers:
            if isinstance(worker.process, Served):
                continue    # only its connection ends (_close_all)
            with contextlib.suppress(OSError, ValueError):
                worker.process.kill()
                ended += 1
        for worker in self._workers:
            with contextlib.suppress(OSError, ValueError, AssertionError):
                worker.process.join(1.0)
        self._close_all(None)
        return ended

    # ----------------------------------------------------------- inside
    def _attach(self, loop: asyncio.AbstractEventLoop) -> None:
        """Read the workers' results on ``loop`` (the loop of the latest job)."""
        if loop is self._loop:
            return
        old, self._loop = self._loop, loop
        if old is not None and not old.is_closed():
            for worker in self._workers:
                old.remove_reader(worker.results_fd)
                old.remove_writer(worker.jobs_fd)
        self.start()
        for worker in self._workers:
            loop.add_reader(worker.results_fd, self._readable, worker)
            if worker.writing:
                loop.add_writer(worker.jobs_fd, self._writable, worker)

    def _dispatch(self) -> None:
        """Hand waiting jobs to the workers with the fewest jobs (up to :data:`DEPTH`)."""
        while self._queue and self._workers and not self.broken:
            worker = min(self._workers, key=lambda w: len(w.jobs))
            if len(worker.jobs) >= DEPTH:
                return
            job = self._queue.popleft()
            if job.future.done():    # a job whose caller gave up is not run
                continue
            worker.jobs.append(job)
            worker.unsent += job.payload
            self._writable(worker)

    def _writable(self, worker: _Worker) -> None:
        """Write what the pipe takes of the worker's job; the rest when it has room."""
        if worker.unsent:
            try:
                written = os.write(worker.jobs_fd, worker.unsent)
            except BlockingIOError:
                written = 0
            except OSError:
                self._died(worker)
                return
            del worker.unsent[:written]
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        if worker.unsent and not worker.writing:
            loop.add_writer(worker.jobs_fd, self._writable, worker)
            worker.writing = True
        elif not worker.unsent and worker.writing:
            loop.remove_writer(worker.jobs_fd)
            worker.writing = False

    def _readable(self, worker: _Worker) -> None:
        """Take what the worker wrote; finish its job when its frame is whole."""
        try:
            chunk = os.read(worker.results_fd, CHUNK)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._died(worker)
            return
        worker.inbox += chunk
        for result in take_frames(worker.inbox):
            if worker.jobs:
                self._finish(worker.jobs.popleft(), result)
        self._dispatch()

    @staticmethod
    def _finish(job: _Job, result: bytes) -> None:
        """Give ``job``'s caller its result (unless it gave up or its loop closed)."""
        future = job.future
        if future.done() or future.get_loop().is_closed():
            return
        try:
            ok, value = pickle.loads(result)
        except Exception as error:  # noqa: BLE001 - a result that cannot be read
            ok, value = False, error
        if ok:
            future.set_result(value)
        else:
            future.set_exception(value)

    def _died(self, worker: _Worker) -> None:
        """A worker is gone: the pool is broken (its owner starts a new one)."""
        if self.broken:
            return
        if isinstance(worker.process, Served):
            log.warning("%s: the server %s closed the connection", self.name, worker.process.pid)
        else:
            log.warning("%s: a worker process died (exit code %s)", self.name,
                        worker.process.exitcode)
        self.broken = True
        for other in self._workers:
            with contextlib.suppress(OSError, ValueError):
                other.process.kill()
        self._close_all(BrokenProcessPool(f"a process of the {self.name} pool died"))

    def _close_all(self, error: BaseException | None) -> None:
        """Stop reading and writing, close the pipes, end every waiting job
        (with ``error``, or cancelled)."""
        loop = self._loop
        jobs = list(self._queue)
        self._queue.clear()
        for worker in self._workers:
            if loop is not None and not loop.is_closed():
                loop.remove_reader(worker.results_fd)
                loop.remove_writer(worker.jobs_fd)
            for fd in (worker.jobs_fd, worker.results_fd):
                with contextlib.suppress(OSError):
                    os.close(fd)
            jobs.extend(worker.jobs)
            worker.jobs.clear()
        for job in jobs:
            future = job.future
            if future.done() or future.get_loop().is_closed():
                continue
            if error is None:
                future.cancel()
            else:
                future.set_exception(error)
