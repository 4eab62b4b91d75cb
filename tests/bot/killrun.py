"""The bot killed without warning (SIGKILL) at random moments and started
again on the same database, with tables of every registered game running.

The bot runs as a process of its own (``python <runner>``, the real
client on the real asyncio scheduler, its clock running :data:`SPEED`
times as fast so that Bedenkzeit and computers' pauses pass quickly; the
clock's epoch is fixed, so a restarted process goes on with the same
time). This process holds the simulator and the people, who open a table
of every game and press whatever they see (:class:`BlindClicker`; it knows
nothing of the bot's inside).

The kills are aimed in turn (tests/bot/killaim.py) at the moments issue 22
names: two of four sealed choices made (Speedfossil), Speedspuk's first
look with some looked (a fresh table each time), a Speedtrödel Tauschrunde
with some cards given, a thief's pick, a Speedfabel auction and "Meins!"
race, any simultaneous step partly chosen; every eighth kill comes at a
random moment. While aiming, the people of the aimed table choose through
their panels (so a step is met partly made); the tables have 4 seats and a
Bedenkzeit of 120 s (6 s of real time).

After each kill the database is read (the process is dead, nothing writes):
each live table is replayed with its engine to say at which moment it was
hit. After the restart:

- 0 games lost: every table live at the kill is live again or finished,
  never set aside, and its stored actions start with the ones before the kill;
- timers resume from the stored deadline: the countdown running at the kill
  ends (its Timeout is applied) no earlier than its stored deadline, and no
  later than shortly after the restart when the deadline passed meanwhile;
- old buttons work: "Meine Karten" on the table message posted before the
  kill opens the person's panel;
- a step hit partly made goes on: the seats that had not chosen act after
  the restart (themselves, or in their name after the Nachfrist);
- no thread shows its table message twice (checked before each kill and
  at the end);
- the process never logs a traceback of its own.

Used by tests/bot/test_e2e_kill.py (a few kills) and by
``python -m tests.bot.killrun --kills 100`` (docs/RELIABILITY.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bot.kit.runtime.clock import AsyncioScheduler, Callback, Handle
from tests.bench.serverlimits import MOST, set_limits
from tests.bot.chaos import LEAVING, PEOPLE, GameSetup, german_problem, setups
from tests.bot.e2e import join_label
from tests.bot.killaim import AIM_WAIT, AIMS, Aimer, AimTally, Watcher, shown_twice
from tests.bot.killcheck import (
    GAMES,
    SPEED,
    after_restart,
    moments,
    old_buttons_work,
    table_messages,
)
from tests.discord_sim import DiscordSim, SimChannel, SimConfig, SimulatorError

ROOT = Path(__file__).resolve().parents[2]
#: The fixed epoch of the fast clock (the same in every process).
EPOCH = 1_800_000_000.0
#: Seconds the bot's own processes get to end after it was killed.
ORPHAN_GRACE = 3.0
#: Discord's style number of a green button.
SUCCESS = 3
#: Real seconds, at most, the steps hit by the last kill get to go on.
FINAL_WAIT = 40.0

RUNNER = """
import logging, os, sys
from pathlib import Path

if __name__ == "__main__":  # the picture process starts by spawn: it imports this file
    import discord, faulthandler, signal, yarl
    # (a stop that hangs: the run asks for every thread's and task's stack)
    faulthandler.register(signal.SIGUSR1, all_threads=True)

    def tasks(*_):
        import asyncio
        for task in asyncio.all_tasks(asyncio.get_running_loop()):
            task.print_stack(limit=12, file=sys.stderr)
        sys.stderr.flush()

    signal.signal(signal.SIGUSR2, tasks)
    discord.http.Route.BASE = sys.argv[1]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(levelname)s %(name)s %(message)s")
    from bot.client import SpeedtischBot
    from bot.config import Settings
    from tests.bot.killrun import GAMES, FastScheduler

    settings = Settings(token=os.environ["DISCORD_TOKEN"], test_guild=None,
                        db_path=Path(os.environ["SPEEDTISCH_DB"]))
    bot = SpeedtischBot(settings, scheduler=FastScheduler(), games=GAMES,
                        guild_ready_timeout=0.05)
    bot.run(settings.token, log_handler=None)
"""


class FastScheduler(AsyncioScheduler):
    """Table time :data:`SPEED` times as fast as the wall clock, from a fixed
    epoch (so a restarted process reads the stored deadlines on the same clock)."""

    def now(self) -> float:
        """The fast clock's time."""
        return EPOCH + (time.time() - EPOCH) * SPEED

    def call_later(self, delay: float, callback: Callback) -> Handle:
        """Run ``callback`` after ``delay`` seconds of fast time."""
        return super().call_later(delay / SPEED, callback)


def fast_now() -> float:
    """The bot's table time, read from this process."""
    return EPOCH + (time.time() - EPOCH) * SPEED


# ------------------------------------------------------------ the process
class BotProcess:
    """The bot as a process of its own on ``db``."""

    def __init__(self, sim: DiscordSim, db: Path, folder: Path) -> None:
        self.sim = sim
        self.db = db
        self.runner = folder / "runner.py"
        self.runner.write_text(RUNNER, encoding="utf-8")
        self.process: asyncio.subprocess.Process | None = None
        self.logs: list[str] = []
        #: Picture or deciding processes found alive after their bot was gone.
        self.orphans = 0
        #: Their command lines (the end).
        self.left: list[str] = []
        #: Where the logs stood when the clean stop began (what follows is the stop's).
        self.stopping_at: int | None = None
        #: When (monotonic) the process was seen to end after the clean stop.
        self.ended_at: float | None = None
        #: Every thread's stack, printed by a process that did not stop in time.
        self.stacks: list[str] = []
        self._reader: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Start the process and wait until it logged in and synced its commands."""
        identified = len(self.sim.gateway.ops("IDENTIFY"))
        synced = len(self.sim.requests_to("PUT /applications/{application_id}/commands"))
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT),
               "DISCORD_TOKEN": self.sim.token, "SPEEDTISCH_DB": str(self.db)}
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, str(self.runner), self.sim.api_url, self.sim.gateway_url,
            cwd=self.runner.parent, env=env, stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE, start_new_session=True)
        self._reader = asyncio.get_running_loop().create_task(self._read())
        await self.sim.wait_until(
            lambda: len(self.sim.gateway.ops("IDENTIFY")) > identified and len(
                self.sim.requests_to("PUT /applications/{application_id}/commands")) > synced,
            timeout=60, what="the bot process to log in")

    async def _read(self) -> None:
        assert self.process is not None and self.process.stderr is not None
        async for line in self.process.stderr:
            self.logs.append(line.decode("utf-8", "replace").rstrip())

    async def kill(self) -> None:
        """SIGKILL of the bot's process alone: no shutdown of any kind. Its
        picture and deciding processes are left to notice it; any of them
        still alive after :data:`ORPHAN_GRACE` seconds is counted and killed."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        # (its children hold its log pipe: the exit is awaited once they are gone)
        await asyncio.sleep(ORPHAN_GRACE)
        self.orphans += self._kill_group()
        await asyncio.wait_for(self.process.wait(), 30)
        await self._drain()
        await self.sim.drop_connection()

    def _kill_group(self) -> int:
        """Kill what is left of the process's group; how many were left."""
        assert self.process is not None
        group = self.process.pid
        left = 0
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(stat[2]) == group and stat[0] != "Z":
                left += 1
                with contextlib.suppress(OSError):
                    command = (entry / "cmdline").read_bytes().replace(b"\0", b" ")
                    self.left.append(command.decode("utf-8", "replace")[-60:])
        if left:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(group, signal.SIGKILL)
        return left

    async def _drain(self) -> None:
        """Until the log pipe closes (a process still holding it is gone by now)."""
        if self._reader is not None:
            try:
                await asyncio.wait_for(self._reader, 10)
            except TimeoutError:
                self._reader.cancel()

    async def stop(self, within: float = 60.0) -> int:
        """Ctrl+C, the clean way; the exit code (-1000: still running after
        ``within`` seconds; its threads' stacks are in :attr:`stacks`, then
        it is killed)."""
        assert self.process is not None
        self.stopping_at = len(self.logs)
        self.process.send_signal(signal.SIGINT)
        end = time.monotonic() + within
        while self.process.returncode is None and time.monotonic() < end:
            await asyncio.sleep(0.05)
        code = self.process.returncode
        if code is None:
            dumped = len(self.logs)
            self.process.send_signal(signal.SIGUSR1)   # faulthandler: every stack
            await asyncio.sleep(0.5)
            self.process.send_signal(signal.SIGUSR2)   # every asyncio task's stack
            await asyncio.sleep(1.0)
            self.stacks.append("\n".join(self.logs[dumped:]))
            self.process.send_signal(signal.SIGKILL)
            code = -1000     # did not stop in time
        else:
            self.ended_at = time.monotonic()
        await asyncio.sleep(ORPHAN_GRACE)
        self.orphans += self._kill_group()
        await asyncio.wait_for(self.process.wait(), 30)
        await self._drain()
        return code

    def tracebacks(self) -> list[str]:
        """Logged failures of the bot itself (ERROR lines, each with the
        last line of its traceback: the exception that got through)."""
        found = []
        levels = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
        for i, line in enumerate(self.logs[:self.stopping_at]):
            if not line.startswith(("ERROR", "CRITICAL")):
                continue
            tail = ""
            for later in self.logs[i + 1:]:
                if later.startswith(levels):
                    break
                if later and not later.startswith((" ", "Traceback", "During handling",
                                                   "The above exception")):
                    tail = later
            found.append(f"{line} -> {tail}" if tail else line)
        return found


# ------------------------------------------------------------ the people
class BlindClicker:
    """People who press what they see, with no view into the bot."""

    def __init__(self, sim: DiscordSim, threads: list[SimChannel], rng: random.Random,
                 people: int = 3) -> None:
        self.sim = sim
        self.threads = threads
        self.rng = rng
        self.people = [sim.member(n) for n in PEOPLE[:people]]
        self.clicks = 0
        self.problems: list[str] = []
        #: The thread most clicks go to while a kill is aimed at its table.
        self.focus: SimChannel | None = None

    def connected(self) -> bool:
        """Whether the bot is connected (a click needs a listener)."""
        session = self.sim.gateway.session_for_guild(self.sim.guild_id)
        return session is not None and session.ws is not None

    async def step(self) -> None:
        """One click of one person somewhere, answered or not (the bot may die)."""
        if not self.connected():
            await asyncio.sleep(0.05)
            return
        person = self.rng.choice(self.people)
        thread = (self.focus if self.focus is not None and self.rng.random() < 0.7
                  else self.rng.choice(self.threads))
        seen = [m for m in person.sees(thread) if not m.deleted and not m.is_loading
                and any(not b.disabled and b.custom_id and b.label not in LEAVING
                        for b in m.buttons)][-4:]
        if not seen:
            await asyncio.sleep(0.05)
            return
        message = self.rng.choice(seen)
        if thread is self.focus and self.rng.random() < 0.5:
            # aiming: a person mostly goes on in their own newest panel (choosing there)
            own = [m for m in seen if m.is_ephemeral]
            message = own[-1] if own else message
        buttons = [b for b in message.buttons if not b.disabled and b.custom_id and not b.url
                   and b.label not in LEAVING]
        selects = [s for s in message.selects if not s.disabled and s.options]
        aiming = thread is self.focus and message.is_ephemeral
        if aiming and self.rng.random() < 0.6:
            # (aiming: a choice is made; the green button seals or confirms it)
            buttons = [b for b in buttons if b.style == SUCCESS] or buttons
        try:
            if selects and (not buttons or self.rng.random() < (0.6 if aiming else 0.4)):
                menu = self.rng.choice(selects)
                option = self.rng.choice(menu.options)
                ix = await person.select(message, menu.custom_id, [option["value"]], wait=False)
            else:
                ix = await person.click(message, self.rng.choice(buttons).custom_id or "",
                                        wait=False)
            self.clicks += 1
            await ix.wait_answered(timeout=5)
        except SimulatorError:
            return  # the bot died meanwhile, or the click was not answered in time
        if ix.modal is not None:
            ix.modal.submitted = True   # closed without sending
        for reply in ix.messages:
            problem = german_problem(reply.text) if reply.text else None
            if problem is not None and not reply.is_loading:
                self.problems.append(f"{reply.text[:80]!r}: {problem}")

    async def run(self, seconds: float, pause: float = 0.05) -> None:
        """Click for ``seconds`` (real time)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            await self.step()
            await asyncio.sleep(pause)


# ------------------------------------------------------------ a whole run
@dataclass
class KillReport:
    """What a run did and found."""

    kills: int = 0
    tables: int = 0
    phases: dict[str, int] = field(default_factory=dict)
    lost: int = 0
    timers_checked: int = 0
    problems: list[str] = field(default_factory=list)
    clicks: int = 0
    restart_seconds: list[float] = field(default_factory=list)
    #: The bot's picture or deciding processes still alive 3 s after it died.
    orphans: int = 0
    #: Errors logged during the final clean stop (Ctrl+C), not counted as problems.
    stop_errors: int = 0
    #: What the bot processes logged (warnings and worse).
    logs: list[str] = field(default_factory=list, repr=False)
    #: The aimed kills: hit, missed, and the steps hit that went on.
    aims: AimTally = field(default_factory=AimTally)


async def open_tables(sim: DiscordSim, table_setups: Sequence[GameSetup], *,
                      bedenkzeit: int | None = None) -> list[SimChannel]:
    """Anna opens a table of each setup, the next people sit down (as many
    as it has seats), Anna starts (``bedenkzeit``: chosen in the lobby, else
    the shell's default)."""
    threads = []
    # Anna sits at every table (more open while the run goes on), and people
    # click at a machine's pace: the server's admin allows that (issue 37's
    # limits, tests/bench/serverlimits.py)
    await set_limits(sim, tische_pro_person=50, aktionen_pro_10s=MOST)
    for setup in table_setups:
        anna, *guests = (sim.member(n) for n in PEOPLE[:setup.seats])
        known = {th.id for th in sim.threads}
        command = await anna.run_command(f"{setup.game} tisch", plaetze=setup.seats,
                                         **setup.options)
        await command.wait_for_reply(timeout=15)
        thread = await sim.wait_for(lambda k=known: next(
            (th for th in sim.threads if th.id not in k), None), timeout=15, what="a thread")
        lobby = await sim.wait_for_message(thread, where=lambda m: "Starten" in m.button_labels,
                                           since=0, timeout=15)
        settings = next((b for b in lobby.buttons if ":settings:" in (b.custom_id or "")), None)
        if settings is not None and bedenkzeit is not None:
            # a longer Bedenkzeit: people (not only the Nachfrist) make their choices
            page = await (await anna.click(lobby, settings.custom_id or "", timeout=15)
                          ).wait_for_reply(timeout=15)
            clock = next(m.custom_id for m in page.selects if "set_clock" in m.custom_id)
            await anna.select(page, clock, [str(bedenkzeit)], timeout=15)
        for guest in guests:
            await guest.click(lobby, join_label(lobby), timeout=15)
        await anna.click(lobby, "Starten", timeout=15)
        threads.append(thread)
    return threads


async def run(kills: int, seed: int, *, low: float = 1.0, high: float = 5.0,
              folder: Path | None = None, progress: bool = False,
              aims: Sequence[str | None] = AIMS, seats: int = 4,
              aim_wait: float = AIM_WAIT, bedenkzeit: int | None = 120) -> KillReport:
    """``kills`` SIGKILLs with a table of every game setup running: in turn
    aimed at the moments of :data:`tests.bot.killaim.AIMS` (killed the
    moment a table is there, or after ``aim_wait`` seconds anyway), and at
    random moments (``low`` to ``high`` seconds of real time apart) where
    the aim is None."""
    report = KillReport()
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="speedtisch-kill-") as tmp:
        where = folder or Path(tmp)
        db = where / "kill.sqlite3"
        async with DiscordSim(SimConfig(default_timeout=15)) as sim:
            sim.allow_unanswered()     # clicks in flight at a kill get no answer
            bot = BotProcess(sim, db, where)
            await bot.start()
            table_setups = setups(GAMES, seats=seats)
            threads = await open_tables(sim, table_setups, bedenkzeit=bedenkzeit)
            people = BlindClicker(sim, threads, rng, people=seats)
            spuk = next((s for s in table_setups if s.game == "spuk"), table_setups[0])
            aimer = Aimer(Watcher(db, GAMES), people, sim,
                          lambda more: open_tables(sim, more, bedenkzeit=bedenkzeit), spuk)
            for number in range(kills):
                aim = aims[number % len(aims)] if aims else None
                hit = None
                if aim is None:
                    await people.run(rng.uniform(low, high))
                else:
                    hit = await aimer.until(aim, at_least=rng.uniform(0.3, 1.0),
                                            wait=aim_wait)
                report.problems += await shown_twice(people.threads)
                await bot.kill()
                report.kills += 1
                aimer.hit(aim, hit)
                at_kill = await moments(db)
                messages = await table_messages(db)
                report.tables += len(at_kill)
                for moment in at_kill.values():
                    report.phases[moment.phase] = report.phases.get(moment.phase, 0) + 1
                started = time.monotonic()
                await bot.start()
                report.restart_seconds.append(time.monotonic() - started)
                problems, checked = await after_restart(db, at_kill, fast_now())
                report.problems += problems
                report.timers_checked += checked
                report.problems += await old_buttons_work(sim, db, messages,
                                                          sim.member("anna"))
                aimer.went_on()
                if progress:
                    aimed = "" if aim is None else (
                        f"aimed at {aim}: " + ("hit" if hit is not None else "missed") + "; ")
                    print(f"kill {report.kills}: {aimed}{len(at_kill)} tables, restart "
                          f"{report.restart_seconds[-1]:.1f} s, {len(report.problems)} "
                          f"problems so far, {report.timers_checked} timers checked; "
                          + "; ".join(m.phase for m in at_kill.values()),
                          file=sys.stderr, flush=True)
                # a finished table is played again: the people press "Nochmal" themselves
            # The steps hit last go on (a Bedenkzeit is 6 s here); on a loaded
            # machine the restarted bot's deciding processes may take a while
            # to start, so the people play on until they did, up to a limit.
            await people.run(8.0)
            waited = 8.0
            aimer.went_on()
            while aimer.followed and waited < FINAL_WAIT:
                await people.run(2.0)
                waited += 2.0
                aimer.went_on()
            aimer.went_on(final=True)
            report.problems += await shown_twice(people.threads)
            report.aims = aimer.tally
            report.problems += aimer.tally.stuck
            # the people stop first: a click in the middle of a clean stop is not a kill's
            await asyncio.sleep(1.0)
            code = await bot.stop()
            if code != 0:
                report.problems.append("the bot did not stop within 60 s of Ctrl+C"
                                       if code == -1000 else
                                       f"the bot ended with {code} after Ctrl+C")
            report.problems += people.problems + bot.tracebacks()
            # (a click still waiting when the clean stop closes its table is not answered)
            report.stop_errors = sum(1 for line in bot.logs[bot.stopping_at or 0:]
                                     if line.startswith("ERROR"))
            report.clicks = people.clicks
            report.orphans = bot.orphans
            report.logs = bot.logs
        report.lost = sum(1 for p in report.problems if "abandoned" in p)
    return report


def main(argv: list[str] | None = None) -> int:
    """Run the kills and print the report (JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--low", type=float, default=1.0, help="least seconds between kills")
    parser.add_argument("--high", type=float, default=5.0, help="most seconds between kills")
    parser.add_argument("--random", action="store_true",
                        help="no aimed kills: every kill at a random moment")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--logs", type=Path, help="write what the bot logged to this file")
    args = parser.parse_args(argv)
    started = time.time()
    report = asyncio.run(run(args.kills, args.seed, low=args.low, high=args.high,
                             progress=True, aims=() if args.random else AIMS))
    if args.logs is not None:
        args.logs.write_text("\n".join(report.logs) + "\n", encoding="utf-8")
    figures = {"kills": report.kills, "tables at the kills": report.tables,
               "lost": report.lost, "timers checked": report.timers_checked,
               "problems": report.problems, "clicks": report.clicks,
               "errors at the clean stop": report.stop_errors,
               "processes left 3 s after their bot died": report.orphans,
               "restart s (max)": round(max(report.restart_seconds, default=0), 2),
               "aimed kills that hit": dict(sorted(report.aims.hit.items())),
               "aimed kills that missed": dict(sorted(report.aims.missed.items())),
               "steps hit that went on after the restart": report.aims.went_on,
               "phases": dict(sorted(report.phases.items())),
               "seconds": round(time.time() - started, 1)}
    if args.json:
        print(json.dumps(figures, ensure_ascii=False))
    else:
        for key, value in figures.items():
            if key == "phases":
                print("phases at the kills:")
                for phase, n in value.items():  # type: ignore[union-attr]
                    print(f"  {n:4d}  {phase}")
            else:
                print(f"{key}: {value}")
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
