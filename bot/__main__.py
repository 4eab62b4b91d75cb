"""``python -m bot`` starts the bot; ``python -m bot cluster --processes K
--shards N`` runs K bot processes for N shards (docs/DEPLOY.md);
``python -m bot demo [folder]`` plays an offline demo game; ``python -m bot
ratings rebuild [--check]`` recomputes every rating from the stored games
(docs/RATINGS.md); ``python -m bot storage copy --from SQLITE_FILE --to
postgresql://…`` copies a whole database into an empty one and checks the
counts (docs/STORAGE.md)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path

from bot.config import Settings
from engines.texts import DEFAULT, LANGUAGES, reading, t


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run."""
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    demo = sub.add_parser("demo", help="computers play one game; pictures and log to a folder")
    demo.add_argument("folder", nargs="?", default="out/demo", type=Path)
    demo.add_argument("--spiel", default=None,
                      help="the game (its command name; the first game if left out)")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--seats", type=int, default=4)
    demo.add_argument("--staerke", default="normal", help="the computers' strength")
    demo.add_argument("--spielart", default=None,
                      help="the game's Spielart (mode), for a game with more than one")
    demo.add_argument("--wahl", action="append", default=[], metavar="SCHLUESSEL=WERT",
                      help="one of the game's lobby choices, e.g. --wahl banquet=30")
    demo.add_argument("--sprache", "--language", dest="sprache", choices=LANGUAGES,
                      default=DEFAULT, help="the language of the log and the pictures")
    ratings = sub.add_parser("ratings", help="the ratings: rebuild them from the stored games")
    ratings.add_argument("action", choices=["rebuild"])
    ratings.add_argument("--check", action="store_true",
                         help="only compare with the stored ratings, change nothing")
    ratings.add_argument("--db", default=None,
                         help="the database (default: SPEEDTISCH_DB or the bot's own)")
    cluster = sub.add_parser("cluster", help="K bot processes for N shards on this machine")
    cluster.add_argument("--processes", type=int, required=True, metavar="K")
    cluster.add_argument("--shards", type=int, required=True, metavar="N")
    storage = sub.add_parser("storage", help="copy a whole database into an empty one")
    storage.add_argument("action", choices=["copy"])
    storage.add_argument("--from", dest="source", required=True,
                         help="the database to copy: an SQLite file (sqlite:PATH or PATH) "
                              "or a postgresql:// URL")
    storage.add_argument("--to", dest="target", required=True,
                         help="the empty database to fill (a postgresql:// URL or a file)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    if args.command == "demo":
        with reading(args.sprache):
            try:
                folder = demo_game(args)
            except ValueError as bad:
                print(t("cli.demo_bad", reason=str(bad)), file=sys.stderr)
                return 2
            print(t("cli.demo_written", folder=folder))
        return 0
    if args.command == "storage":
        return copy_storage(args.source, args.target)
    settings = Settings.from_env(env_file=Path(".env"))
    if args.command == "cluster":
        return start_cluster(args.processes, args.shards, settings)
    if args.command == "ratings":
        return rebuild_ratings(args.db or settings.database, check=args.check)
    if not settings.token:
        print(t("cli.no_token"), file=sys.stderr)
        return 2
    return serve(settings)


def demo_game(args: argparse.Namespace) -> Path:
    """Play the demo the arguments ask for; ValueError for a game, seat
    count, strength or setting the game does not offer."""
    from bot.registry import plugins

    games = {p.info.name: p for p in plugins()}
    plugin = games.get(args.spiel or next(iter(games)))
    if plugin is None:
        raise ValueError(f"--spiel {args.spiel}: one of {', '.join(games)}")
    info = plugin.info
    if not info.min_seats <= args.seats <= info.max_seats:
        raise ValueError(f"--seats {args.seats}: {info.min_seats} to {info.max_seats}")
    if args.staerke not in info.strengths:
        raise ValueError(f"--staerke {args.staerke}: one of {', '.join(info.strengths)}")
    mode = args.spielart or info.modes[0]
    if mode not in info.modes:
        raise ValueError(f"--spielart {mode}: one of {', '.join(info.modes)}")
    if plugin.demo is not None:
        return Path(plugin.demo(args.folder, seats=args.seats, seed=args.seed,
                                strength=args.staerke, mode=mode))
    if plugin.ui is None:
        raise ValueError(f"--spiel {info.name}: this game has no demo")
    from bot.kit.demo import play

    choices: dict[str, list[str]] = {}
    if args.spielart is not None and any(c.key == "mode" for c in info.choices):
        choices["mode"] = [args.spielart]     # the Spielart as the lobby chooses it
    for item in args.wahl:
        key, _, value = item.partition("=")
        if not value:
            raise ValueError(f"--wahl {item}: SCHLUESSEL=WERT")
        choices.setdefault(key, []).append(value)
    return play(info, plugin.ui, plugin.parts, args.folder, seats=args.seats, seed=args.seed,
                strength=args.staerke, choices=choices)


def _database(name: str | Path) -> str:
    """A database argument as Storage.open takes it (``sqlite:`` dropped)."""
    text = str(name)
    return text.removeprefix("sqlite:")


def rebuild_ratings(path: str | Path, *, check: bool) -> int:
    """Recompute the ratings of the database at ``path`` from its games and
    say how many stored rows differed; 0 if none did or they were rewritten,
    1 if ``check`` found differences, 2 without a database."""
    from bot.storage import Storage
    from bot.storage.storage import is_postgres

    path = _database(path)
    if not is_postgres(path) and not Path(path).is_file():
        print(t("cli.no_database", path=path), file=sys.stderr)
        return 2

    async def run() -> int:
        async with await Storage.open(path) as storage:
            report = await storage.ratings.rebuild(write=not check)
        print(t("cli.ratings_checked" if check else "cli.ratings_rebuilt",
                games=report.games, ratings=report.ratings, history=report.history,
                differences=report.differences))
        return 1 if check and report.differences else 0

    return asyncio.run(run())


def start_cluster(processes: int, shards: int, settings: Settings) -> int:
    """Run the launcher (:mod:`bot.kit.runtime.launcher`); 2 with a message when the
    numbers do not fit or the token is missing."""
    import os

    from bot.config import read_env_file
    from bot.kit.runtime.launcher import run_cluster

    if not settings.token:
        print(t("cli.no_token"), file=sys.stderr)
        return 2
    if not 1 <= processes <= shards:
        print(t("cli.cluster_bad", processes=processes, shards=shards), file=sys.stderr)
        return 2
    # the children read the same settings; the .env file's too, as this process did
    env = read_env_file(Path(".env")) | dict(os.environ)
    return run_cluster(processes, shards, env)


def copy_storage(source: str, target: str) -> int:
    """Copy the database ``source`` into the empty ``target`` and print the
    rows per table on both sides; 0 when every count agrees, 1 when the copy
    could not run or a count differs, 2 without a source database."""
    from bot.storage import Storage
    from bot.storage.copy import copy_database
    from bot.storage.storage import is_postgres

    source, target = _database(source), _database(target)
    if not is_postgres(source) and not Path(source).is_file():
        print(t("cli.no_database", path=source), file=sys.stderr)
        return 2

    async def run() -> int:
        try:
            async with await Storage.open(source) as src, await Storage.open(target) as dst:
                counts = await copy_database(src, dst)
        except Exception as bad:  # CopyError, or a database that cannot be opened
            print(t("cli.copy_failed", reason=f"{type(bad).__name__}: {bad}"), file=sys.stderr)
            return 1
        for c in counts:
            print(t("cli.copy_table", table=c.table, source=c.source, target=c.target))
        print(t("cli.copy_done", tables=len(counts), rows=sum(c.target for c in counts)))
        return 0

    return asyncio.run(run())


def serve(settings: Settings) -> int:
    """Run the bot until it stops: 0 after Ctrl+C, 1 with a message when it
    cannot run (the bot closes its database and Discord either way)."""
    import discord

    from bot.client import make_bot, run
    from bot.kit.runtime import budget

    budget.configure(settings.global_rate)   # the .env file's share too
    bot = make_bot(settings)
    try:
        run(bot, settings.token)
    except discord.LoginFailure:
        print(t("core.cli.bad_token"), file=sys.stderr)
        return 1
    except Exception as exc:  # anything that stops the start: said in one line
        logging.getLogger("bot").debug("the bot could not run", exc_info=True)
        print(t("core.cli.cannot_start", reason=f"{type(exc).__name__}: {exc}"),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
