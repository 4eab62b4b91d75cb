"""``python -m bot`` starts the bot; ``python -m bot demo [folder]`` plays an
offline demo game."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from bot.config import Settings
from engines.texts import t


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run."""
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    demo = sub.add_parser("demo", help="computers play one game; pictures and log to a folder")
    demo.add_argument("folder", nargs="?", default="out/demo", type=Path)
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--seats", type=int, default=4, choices=range(2, 5))
    demo.add_argument("--spielart", default="klassisch", choices=("klassisch", "meistermarkt"))
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    if args.command == "demo":
        from bot.fabel.demo import play
        from engines.fabel import Mode

        mode = Mode.MEISTERMARKT if args.spielart == "meistermarkt" else Mode.KLASSISCH
        folder = play(args.folder, seats=args.seats, seed=args.seed, mode=mode)
        print(t("cli.demo_written", folder=folder))
        return 0
    settings = Settings.from_env(env_file=Path(".env"))
    if not settings.token:
        print(t("cli.no_token"), file=sys.stderr)
        return 2
    return serve(settings)


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
