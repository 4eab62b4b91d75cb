"""The picture server of a cluster on one machine (issue 36):
``python -m bot.kit.runtime.picture_server SOCKET``.

One bot process alone draws in picture processes of its own
(:mod:`bot.kit.runtime.pictures`). K bot processes of a cluster on one
machine share the machine's picture processes instead: the launcher
(:mod:`bot.kit.runtime.launcher`) starts one server per spare core, each
listening on a Unix socket, and names the sockets to the bot processes
(``SPEEDTISCH_PICTURE_SERVERS``, :func:`bot.kit.runtime.share.picture_servers`).
Each bot process's pool connects to every server as one of its workers
(:class:`bot.kit.runtime.looppool.LoopPool`). So the machine runs as many
picture processes, with one set of caches, for K processes holding N tables
as for one process holding them: before, each bot process started its own
(at least one), and K of them drew more pictures and kept K sets of caches
(docs/BENCHMARKS.md, the split).

A server speaks the pool's wire (:mod:`bot.kit.runtime.jobframes`): job
frames in, result frames out, in order on each connection. It runs one job
at a time, taking the connections in turn, so that no bot process waits
behind another's queue; it never blocks on a slow reader (results wait in
the connection's outbox). A connection that closes is dropped; the server
ends with its launcher.
"""

from __future__ import annotations

import collections
import contextlib
import os
import selectors
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from bot.kit.runtime.jobframes import (
    CHUNK,
    FreeMemory,
    connect,
    frame,
    run_frame,
    take_frames,
)

#: Seconds a new server gets to listen before :func:`started` gives up.
LISTEN_WITHIN = 30.0


# ================================================================ starting servers
def command(path: str) -> list[str]:
    """The command line of the server listening at ``path``."""
    return [sys.executable, "-m", "bot.kit.runtime.picture_server", path]


def socket_paths(folder: str, count: int) -> tuple[str, ...]:
    """Where ``count`` servers of the cluster whose folder is ``folder`` listen.

    >>> socket_paths("/dev/shm/x", 2)
    ('/dev/shm/x/pictures-0.sock', '/dev/shm/x/pictures-1.sock')
    """
    return tuple(os.path.join(folder, f"pictures-{i}.sock") for i in range(count))


@contextlib.contextmanager
def started(paths: Sequence[str], env: dict[str, str] | None = None
            ) -> Iterator[list[subprocess.Popen[bytes]]]:
    """Servers at ``paths`` for the time of the ``with`` (benchmarks and tests;
    the launcher starts and watches its own): each is up once the block begins."""
    servers = [subprocess.Popen(command(path), env=env) for path in paths]
    try:
        for path, server in zip(paths, servers, strict=True):
            wait_listening(path, server)
        yield servers
    finally:
        for server in servers:
            server.terminate()
        for server in servers:
            server.wait()


def wait_listening(path: str, server: subprocess.Popen[bytes] | None = None,
                   within: float = LISTEN_WITHIN) -> None:
    """Return once a server listens at ``path``; RuntimeError if ``server``
    ended or ``within`` seconds passed first."""
    end = time.monotonic() + within
    while True:
        with contextlib.suppress(OSError):
            os.close(connect(path))
            return
        if server is not None and server.poll() is not None:
            raise RuntimeError(f"the picture server for {path} ended with {server.returncode}")
        if time.monotonic() > end:
            raise RuntimeError(f"no picture server listens at {path}")
        time.sleep(0.02)


# ================================================================ the server
@dataclass
class _Client:
    """One bot process's connection."""

    sock: socket.socket
    inbox: bytearray = field(default_factory=bytearray)
    jobs: collections.deque[bytes] = field(default_factory=collections.deque)
    outbox: bytearray = field(default_factory=bytearray)


def listen(path: str) -> socket.socket:
    """A socket listening at ``path`` (a stale file of a dead server is replaced)."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    listener.setblocking(False)
    return listener


def serve(listener: socket.socket, run: Callable[[bytes], bytes] = run_frame,
          free: FreeMemory | None = None) -> None:
    """Serve jobs from every connection to ``listener`` until it is closed
    (or for ever): one job at a time, the connections in turn."""
    selector = selectors.DefaultSelector()
    selector.register(listener, selectors.EVENT_READ, None)
    turn: collections.deque[_Client] = collections.deque()
    free = free or FreeMemory()

    def drop(client: _Client) -> None:
        with contextlib.suppress(KeyError, ValueError):
            selector.unregister(client.sock)
        with contextlib.suppress(ValueError):
            turn.remove(client)
        client.sock.close()

    def flush(client: _Client) -> None:
        try:
            sent = client.sock.send(client.outbox) if client.outbox else 0
        except BlockingIOError:
            sent = 0
        except OSError:
            drop(client)
            return
        del client.outbox[:sent]
        events = selectors.EVENT_READ | (selectors.EVENT_WRITE if client.outbox else 0)
        with contextlib.suppress(KeyError, ValueError):
            selector.modify(client.sock, events, client)

    while listener.fileno() >= 0:
        waiting = any(c.jobs for c in turn)
        if not waiting:
            free.maybe()
        for key, mask in selector.select(timeout=0 if waiting else None):
            if key.data is None:
                with contextlib.suppress(BlockingIOError):
                    sock, _ = listener.accept()
                    sock.setblocking(False)
                    client = _Client(sock)
                    selector.register(sock, selectors.EVENT_READ, client)
                    turn.append(client)
                continue
            client = key.data
            if mask & selectors.EVENT_WRITE:
                flush(client)
            if mask & selectors.EVENT_READ and client in turn:
                try:
                    chunk = client.sock.recv(CHUNK)
                except BlockingIOError:
                    continue
                except OSError:
                    chunk = b""
                if not chunk:
                    drop(client)
                    continue
                client.inbox += chunk
                client.jobs.extend(take_frames(client.inbox))
        # one job, from the next connection in turn that has one
        for _ in range(len(turn)):
            client = turn[0]
            turn.rotate(-1)
            if client.jobs:
                client.outbox += frame(run(client.jobs.popleft()))
                flush(client)
                break


def main(argv: Sequence[str] | None = None) -> int:
    """Listen at the path in ``argv`` first (so that bot processes starting
    now find it), then set the process up as a picture process and serve."""
    from bot.kit.runtime.picture_worker import init_server

    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m bot.kit.runtime.picture_server SOCKET", file=sys.stderr)
        return 2
    listener = listen(args[0])
    init_server()
    serve(listener)
    return 0


if __name__ == "__main__":
    sys.exit(main())
