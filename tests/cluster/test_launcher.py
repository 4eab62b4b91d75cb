"""Issue 36, item 2: "A documented way runs K processes for N shards ...:
a launcher, ``python -m bot cluster --processes K --shards N``". The
launcher (bot/kit/runtime/launcher.py) gives each process its shard range, starts a
process that died again, and stops them all the clean way (Ctrl+C)."""

from __future__ import annotations

import json
import signal
import sys
import time
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.config import Settings
from bot.kit.runtime import launcher as cluster
from bot.kit.runtime import picture_server
from bot.kit.runtime.launcher import Launcher, plan
from bot.kit.runtime.shards import Shards
from render.shared_layers import FOLDER

#: A stand-in for ``python -m bot``: it writes down its shards and start,
#: dies at once on its first start (exit 1), then runs until Ctrl+C.
CHILD = """
import json, os, signal, sys, time
from pathlib import Path
folder = Path(sys.argv[1])
me = os.environ["SPEEDTISCH_SHARDS"]
starts = folder / f"starts-{me}"
count = int(starts.read_text()) + 1 if starts.exists() else 1
starts.write_text(str(count))
(folder / f"env-{me}").write_text(json.dumps({k: v for k, v in os.environ.items()
                                              if k.startswith("SPEEDTISCH_")}))
if count == 1 and me == "0-1":
    sys.exit(1)
def stop(*_):
    (folder / f"stopped-{me}").write_text("yes")
    sys.exit(0)
signal.signal(signal.SIGINT, stop)
(folder / f"ready-{me}").write_text("yes")   # from here on Ctrl+C stops it the clean way
while True:
    time.sleep(0.02)
"""


def wait(until: float, check: object) -> None:
    while time.monotonic() < until and not check():  # type: ignore[operator]
        time.sleep(0.02)


def test_each_process_gets_its_range_a_dead_one_starts_again_and_all_stop(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cluster, "FIRST_PAUSE", 0.05)
    script = tmp_path / "child.py"
    script.write_text(CHILD, encoding="utf-8")
    launcher = Launcher(plan(2, 4, {"PATH": "/usr/bin:/bin"}),
                        command=(sys.executable, str(script), str(tmp_path)))
    assert [c.name for c in launcher.children] == ["shards 0-1", "shards 2-3"]
    try:
        starts = tmp_path / "starts-0-1"
        end = time.monotonic() + 20
        while time.monotonic() < end and not (starts.exists() and starts.read_text() == "2"):
            assert launcher.look() == 0
            time.sleep(0.02)
        assert (tmp_path / "starts-0-1").read_text() == "2"     # died once, started again
        wait(time.monotonic() + 10, lambda: (tmp_path / "env-2-3").exists())
        assert (tmp_path / "starts-2-3").read_text() == "1"
        env = json.loads((tmp_path / "env-2-3").read_text())
        assert env == {"SPEEDTISCH_SHARDS": "2-3", "SPEEDTISCH_SHARD_COUNT": "4",
                       "SPEEDTISCH_PROCESSES": "2", "SPEEDTISCH_LOCAL_PROCESSES": "2"}
        # each child reads its shards through the bot's own settings
        assert Settings.from_env(env).shards == Shards((2, 3), 4)
        # (a Ctrl+C before a child's handler is set would end it with a traceback)
        wait(time.monotonic() + 20, lambda: all(
            (tmp_path / f"ready-{me}").exists() for me in ("0-1", "2-3")))
    finally:
        launcher.stop_all()   # never leave a child running when a check fails
    assert all(c.process is not None and c.process.returncode == 0 for c in launcher.children)
    assert (tmp_path / "stopped-0-1").exists() and (tmp_path / "stopped-2-3").exists()


def test_a_process_that_cannot_run_stops_the_cluster(tmp_path: Path) -> None:
    launcher = Launcher(plan(1, 1, {}), command=(sys.executable, "-c", "raise SystemExit(2)"))
    assert launcher.run() == 2
    assert launcher.children[0].starts == 1


def test_the_command_line_refuses_more_processes_than_shards(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    assert main(["cluster", "--processes", "3", "--shards", "2"]) == 2
    assert "--processes 3 --shards 2" in capsys.readouterr().err


def test_the_cluster_shares_one_folder_of_layers_that_ends_with_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The picture processes of the cluster's processes share the layers every
    table of a size shares (render/shared_layers.py): the launcher makes the
    folder, names it to every process, and removes it when the cluster stops."""
    seen: list[list[dict[str, str]]] = []

    def run(self: Launcher) -> int:
        seen.append([dict(e) for e in self.envs])
        folder = Path(self.envs[0][FOLDER])
        assert folder.is_dir()
        (folder / "some.layer").write_bytes(b"x")
        return 0

    monkeypatch.setattr(Launcher, "run", run)
    assert cluster.run_cluster(2, 4, {}) == 0
    folders = {e[FOLDER] for e in seen[0]}
    assert len(seen[0]) == 2 and len(folders) == 1
    assert not Path(folders.pop()).exists()
    # a folder the environment names is the one used, made if missing, and kept
    named = tmp_path / "layers"
    assert cluster.run_cluster(1, 1, {FOLDER: str(named)}) == 0
    assert seen[1][0][FOLDER] == str(named) and (named / "some.layer").exists()


def test_the_cluster_s_picture_servers_start_first_are_named_and_restarted(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot processes of the cluster share the machine's picture processes
    (bot/kit/runtime/picture_server.py): the launcher starts them before the
    bot processes, names their sockets to them, starts a dead one again, and
    stops them after the bot processes."""
    monkeypatch.setattr(cluster, "FIRST_PAUSE", 0.05)
    script = tmp_path / "child.py"
    script.write_text(CHILD, encoding="utf-8")
    (path,) = picture_server.socket_paths(str(tmp_path), 1)
    launcher = Launcher(plan(2, 4, {"PATH": "/usr/bin:/bin"}), servers=(path,),
                        command=(sys.executable, str(script), str(tmp_path)))
    assert [c.name for c in launcher.children] == [
        f"picture server {path}", "shards 0-1", "shards 2-3"]
    server = launcher.children[0]
    try:
        assert launcher.look() == 0
        picture_server.wait_listening(path, within=0.5)   # listening before the bots start
        wait(time.monotonic() + 20, lambda: (tmp_path / "env-2-3").exists())
        env = json.loads((tmp_path / "env-2-3").read_text())
        assert env["SPEEDTISCH_PICTURE_SERVERS"] == path
        assert server.process is not None
        first = server.process.pid
        server.process.kill()
        end = time.monotonic() + 20
        while time.monotonic() < end and server.starts < 2:
            assert launcher.look() == 0
            time.sleep(0.02)
        assert server.starts == 2 and server.process is not None and server.process.pid != first
        picture_server.wait_listening(path, server.process)
        wait(time.monotonic() + 20, lambda: all(
            (tmp_path / f"ready-{me}").exists() for me in ("0-1", "2-3")))
    finally:
        launcher.stop_all()
    bots = launcher.children[1:]
    assert all(c.process is not None and c.process.returncode == 0 for c in bots)
    assert server.process is not None and server.process.returncode == -signal.SIGTERM
