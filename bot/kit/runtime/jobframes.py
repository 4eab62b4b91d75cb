"""The jobs' wire and a worker's side of it, shared by the pool's own
workers (:mod:`bot.kit.runtime.looppool`) and the machine's picture server
(:mod:`bot.kit.runtime.picture_server`): a job goes as a frame (its length,
then a pickle of ``(func, args)``), its result comes back as a frame of
``(ok, value)``; a worker with nothing to do gives its free memory back.

>>> inbox = bytearray(frame(b"one") + frame(b"two")[:5])
>>> take_frames(inbox), len(inbox)
([b'one'], 5)

This module imports only the standard library: the picture process must
stay small.

A pool reaches a server (:func:`connect`) through a Unix socket; the
server's side is :mod:`bot.kit.runtime.picture_server`.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import pickle
import socket
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass

#: A frame: its length (8 bytes, big-endian), then that many bytes of pickle.
HEAD = struct.Struct("!Q")
#: Bytes read from a pipe at once.
CHUNK = 1 << 18

#: A worker with no job waiting gives its allocator's free memory back to
#: the system at most this often (seconds; see :class:`FreeMemory`).
RELEASE_EVERY = 1.0


class FreeMemory:
    """Gives the C allocator's free memory back to the system (glibc's
    ``malloc_trim``; nothing where it is missing).

    A picture is a few megabytes of pixels made and freed again; the
    allocator keeps what was freed in its heap for the next one, and in
    the gaps between kept pictures (the caches' entries) the heap grows by
    tens of megabytes that the process holds but does not use: 12-25 MB
    of the picture process's 60-80 MB of growth at 100 tables
    (docs/benchmarks-history/2026-diary.md, "Memory per table and the
    split"). A worker calls :meth:`maybe` when no job waits (about 1 ms):
    what it gives back stays given back while the bot is quiet. A busy
    worker would only draw it back in with its next pictures, page by page,
    so it does not pay for it."""

    def __init__(self, every: float = RELEASE_EVERY,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.every = every
        self.clock = clock
        self.last = -every
        self.released = 0
        self._trim: Callable[[int], int] | None = None
        with contextlib.suppress(OSError, AttributeError):
            self._trim = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim

    def maybe(self) -> bool:
        """Give the free memory back unless it was given back within
        :attr:`every` seconds; whether it was."""
        now = self.clock()
        if self._trim is None or now - self.last < self.every:
            return False
        self.last = now
        self._trim(0)
        self.released += 1
        return True


def run_frame(body: bytes) -> bytes:
    """Run one job's frame body (a pickle of ``(func, args)``) and return the
    pickle of ``(True, result)`` or ``(False, error)``: every failure goes
    back to the caller, one that cannot be pickled as a RuntimeError."""
    try:
        func, args = pickle.loads(body)
        return pickle.dumps((True, func(*args)), pickle.HIGHEST_PROTOCOL)
    except BaseException as error:  # noqa: BLE001 - every failure goes back to the caller
        try:
            return pickle.dumps((False, error), pickle.HIGHEST_PROTOCOL)
        except Exception:  # noqa: BLE001 - an exception that cannot be pickled
            return pickle.dumps((False, RuntimeError(repr(error))), pickle.HIGHEST_PROTOCOL)


def frame(body: bytes) -> bytes:
    """``body`` as a frame: its length, then itself."""
    return HEAD.pack(len(body)) + body


def take_frames(inbox: bytearray) -> list[bytes]:
    """Cut the whole frames off the front of ``inbox`` (a part stays)."""
    frames = []
    while len(inbox) >= HEAD.size:
        size = HEAD.unpack_from(inbox)[0]
        if len(inbox) < HEAD.size + size:
            break
        frames.append(bytes(inbox[HEAD.size:HEAD.size + size]))
        del inbox[:HEAD.size + size]
    return frames


@dataclass
class Served:
    """A pool's worker that is a server, reached through a socket: the pool
    neither starts nor ends it (its launcher does)."""

    pid: int | None
    exitcode: int | None = None

    def kill(self) -> None:
        """Nothing: the server is its launcher's to end."""

    def join(self, _timeout: float | None = None) -> None:
        """Nothing to wait for."""


def connect(path: str) -> int:
    """A connected, non-blocking socket to the server at ``path``, as a file
    descriptor; OSError when nobody listens there."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(path)
    except OSError:
        sock.close()
        raise
    sock.setblocking(False)
    return sock.detach()


def peer_pid(fd: int) -> int | None:
    """The process at the other end of the Unix socket ``fd`` (Linux), else None."""
    if not hasattr(socket, "SO_PEERCRED"):
        return None
    with socket.socket(fileno=os.dup(fd)) as sock:
        creds = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    return int(struct.unpack("3i", creds)[0])
