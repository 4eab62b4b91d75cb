"""``python -m bot`` starts the bot; ``python -m bot demo [folder]`` plays an
offline demo game; ``python -m bot ratings rebuild [--check]`` recomputes
every rating from the stored games (docs/RATINGS.md)."""

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
    ratings.add_argument("--db", type=Path, default=None,
                         help="the database (default: SPEEDTISCH_DB or the bot's own)")
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
    settings = Settings.from_env(env_file=Path(".env"))
    if args.command == "ratings":
        return rebuild_ratings(args.db or settings.db_path, check=args.check)
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


def rebuild_ratings(path: Path, *, check: bool) -> int:
    """Recompute the ratings of the database at ``path`` from its games and
    say how many stored rows differed; 0 if none did or they were rewritten,
    1 if ``check`` found differences, 2 without a database."""
    from bot.storage import Storage

    if not path.is_file():
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


def serve(settings: Settings) -> int:
    """Run the bot until it stops: 0 after Ctrl+C, 1 with a message when it
    cannot run (the bot closes its database and Discord either way)."""
    import discord

    from bot.client import SpeedtischBot

    bot = SpeedtischBot(settings)
    try:
        # discord.py closes the bot on every way out (``async with``) and
        # returns quietly after Ctrl+C.
        bot.run(settings.token, log_handler=None)
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
