"""The throwaway server's rule (issue 36, item 3): without server binaries
the PostgreSQL storage tests skip, unless SPEEDTISCH_REQUIRE_POSTGRES is
set (as .ci/run sets it): then they fail."""

from __future__ import annotations

import pytest

from tests import postgres_server


def test_no_binaries_skips_unless_required(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(postgres_server, "find_bin_dir", lambda: None)
    monkeypatch.delenv(postgres_server.EXTERNAL_ENV, raising=False)
    monkeypatch.delenv(postgres_server.REQUIRE_ENV, raising=False)
    assert postgres_server.open_server() is None
    monkeypatch.setenv(postgres_server.REQUIRE_ENV, "1")
    with pytest.raises(RuntimeError, match="SPEEDTISCH_REQUIRE_POSTGRES"):
        postgres_server.open_server()


def test_the_server_runs_as_an_unprivileged_user(
        postgres_server: postgres_server.PostgresServer) -> None:
    import os

    if postgres_server.folder is None:
        pytest.skip("an external server")
    owner = os.stat(postgres_server.folder / "data").st_uid
    assert owner != 0 or os.geteuid() != 0
    assert postgres_server.url.startswith("postgresql://speedtisch@127.0.0.1:")
