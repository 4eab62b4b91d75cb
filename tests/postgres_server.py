"""A throwaway PostgreSQL server for tests (and the cluster e2e test).

    server = PostgresServer.start()        # initdb into a temp dir, a free port
    url = server.url                       # postgresql://speedtisch@127.0.0.1:PORT/postgres
    url2 = server.create_database("t1")    # a fresh, empty database of its own
    server.stop()                          # stops the server, removes the dir

``initdb`` and ``postgres`` refuse to run as root: when the tests run as
root (CI containers do), the server runs as an unprivileged user (``postgres``
if it exists, else ``nobody``) that owns the temporary folder. The server
trusts local connections and skips fsync: it holds test data only.

An existing server can stand in: ``SPEEDTISCH_TEST_POSTGRES`` set to its URL
(a user allowed to create databases) makes :func:`postgres_server` use it and
start nothing. Without server binaries the fixture skips, unless
``SPEEDTISCH_REQUIRE_POSTGRES`` is set (``.ci/run`` sets it): then it fails.
"""

from __future__ import annotations

import atexit
import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

#: The role the tests connect as (a superuser of the throwaway cluster).
USER = "speedtisch"
REQUIRE_ENV = "SPEEDTISCH_REQUIRE_POSTGRES"
EXTERNAL_ENV = "SPEEDTISCH_TEST_POSTGRES"


def find_bin_dir() -> Path | None:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``, or None."""
    candidates: list[str] = []
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(str(Path(on_path).resolve().parent))
    candidates.append("/usr/local/bin")
    # Debian keeps them out of PATH, one folder per major version (newest first)
    candidates += sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    for folder in candidates:
        path = Path(folder)
        if all((path / name).exists() for name in ("initdb", "pg_ctl", "postgres")):
            return path
    return None


def required() -> bool:
    """Whether a missing server is a failure rather than a skip."""
    return os.environ.get(REQUIRE_ENV, "") not in ("", "0")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _run_as() -> str | None:
    """The user the server runs as when we are root (None: ourselves)."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            pwd.getpwnam(name)
            return name
    raise RuntimeError("running as root and no unprivileged user to run PostgreSQL as")


def with_database(url: str, name: str) -> str:
    """``url`` with its database name replaced by ``name``."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


@dataclass
class PostgresServer:
    """A running server: its URL (database ``postgres``) and how to stop it."""

    url: str
    folder: Path | None = None
    bin_dir: Path | None = None
    user: str | None = None
    _databases: list[str] = field(default_factory=list)

    @classmethod
    def start(cls, bin_dir: Path | None = None) -> PostgresServer:
        """initdb into a new temporary folder and start a server on a free
        127.0.0.1 port; raises RuntimeError if the binaries are missing."""
        bin_dir = bin_dir or find_bin_dir()
        if bin_dir is None:
            raise RuntimeError("no PostgreSQL server binaries (initdb, pg_ctl, postgres)")
        user = _run_as()
        folder = Path(tempfile.mkdtemp(prefix="speedtisch-pg-"))
        data = folder / "data"
        if user is not None:
            entry = pwd.getpwnam(user)
            os.chown(folder, entry.pw_uid, entry.pw_gid)
        server = cls(url="", folder=folder, bin_dir=bin_dir, user=user)
        try:
            server._pg("initdb", "-D", str(data), "-U", USER, "-A", "trust", "-E", "UTF8",
                       "--locale=C", "--no-sync", "--no-instructions")
            port = _free_port()
            options = (f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 "
                       "-c fsync=off -c full_page_writes=off "
                       "-c max_connections=200")
            server._pg("pg_ctl", "-D", str(data), "-l", str(folder / "server.log"),
                       "-o", options, "-w", "-t", "60", "start")
        except BaseException:
            server.stop()
            raise
        server.url = f"postgresql://{USER}@127.0.0.1:{port}/postgres"
        atexit.register(server.stop)   # also when a run ends without its fixtures' teardown
        return server

    def _pg(self, program: str, *args: str) -> None:
        assert self.bin_dir is not None and self.folder is not None
        done = subprocess.run([str(self.bin_dir / program), *args], cwd=self.folder,
                              user=self.user, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{program} failed ({done.returncode}): "
                               f"{done.stdout}\n{done.stderr}")

    def create_database(self, name: str | None = None) -> str:
        """Create an empty database (a fresh name if none given); its URL."""
        name = name or "t_" + uuid.uuid4().hex[:12]
        self._sql(f'CREATE DATABASE "{name}"')
        self._databases.append(name)
        return with_database(self.url, name)

    def _sql(self, statement: str) -> None:
        # psql is in PATH wherever the client package is; the server's folder
        # has one too.
        psql = shutil.which("psql") or str((self.bin_dir or Path("/usr/bin")) / "psql")
        done = subprocess.run([psql, self.url, "-v", "ON_ERROR_STOP=1", "-q", "-c", statement],
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"psql failed: {done.stderr}")

    def stop(self) -> None:
        """Stop the server at once and remove its folder (for a server this
        module started; an external one is left running)."""
        if self.folder is None:
            return
        data = self.folder / "data"
        if (data / "postmaster.pid").exists():
            with contextlib.suppress(RuntimeError):
                self._pg("pg_ctl", "-D", str(data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)
        self.folder = None


def open_server() -> PostgresServer | None:
    """The server the tests use: an external one (``SPEEDTISCH_TEST_POSTGRES``),
    else a throwaway one; None when there are no binaries and a server is
    not required (raises then)."""
    external = os.environ.get(EXTERNAL_ENV)
    if external:
        return PostgresServer(url=external)
    if find_bin_dir() is None:
        if required():
            raise RuntimeError(f"{REQUIRE_ENV} is set but no PostgreSQL server binaries exist")
        return None
    return PostgresServer.start()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole test session (skips the test if
    there is none and none is required; see the module docstring)."""
    server = open_server()
    if server is None:
        pytest.skip("no PostgreSQL server binaries (set SPEEDTISCH_REQUIRE_POSTGRES to fail)")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """The URL of a fresh, empty database on the session's server."""
    return postgres_server.create_database()
