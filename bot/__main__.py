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
    from bot.client import SpeedtischBot

    SpeedtischBot(settings).run(settings.token, log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
