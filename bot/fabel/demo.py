"""``python -m bot demo``: computers play one Speedfabel game offline and the
table pictures and the log are written to a folder, so a newcomer sees the
game without a Discord token."""

from __future__ import annotations

import random
from pathlib import Path

from engines import fabel
from engines.core import Timeout, derive_seed
from engines.fabel import events as ev
from engines.fabel.narrate import public_lines
from render.encode import SUFFIX, encode
from render.fabel.endboard import render_end
from render.fabel.table import render_table

NAMES = ("Fuchs", "Eule", "Dachs", "Rabe", "Igel", "Otter")


# The events after which the demo draws the table: a new turn, a card on the
# stage (auction, letter race, Kobold round) and a trade's end.
SNAPSHOT_EVENTS = (ev.AuctionOpened, ev.TurnStarted, ev.TradeRevealed, ev.TradeAccepted,
                   ev.MeinsOpened, ev.LetterTaken, ev.KoboldRound, ev.KoboldTaken)


def play(out: Path, *, seats: int = 4, seed: int = 1, strength: str = "normal",
         theme: str = "laternennacht", mode: fabel.Mode = fabel.Mode.KLASSISCH) -> Path:
    """Play one game of Spielart ``mode`` and write ``log.txt`` plus a picture
    per turn; return the folder."""
    from engines.fabel import ai
    out.mkdir(parents=True, exist_ok=True)
    names = NAMES[:seats]
    state = fabel.new_game(seats, seed, fabel.Options(mode=mode))
    lines: list[str] = []
    pictures = 0

    def snapshot() -> None:
        nonlocal pictures
        pictures += 1
        image = render_table(state.view(None), names=names, theme=theme)
        (out / f"tisch-{pictures:03d}{SUFFIX}").write_bytes(encode(image))

    snapshot()
    steps = 0
    while not state.is_over():
        steps += 1
        action = None
        for decision in state.pending():
            rng = random.Random(derive_seed(seed, steps, decision.seat))
            action = ai.decide(state.view(decision.seat), decision, rng, strength)
            if action is not None:
                break
        if action is None:
            timer = state.timer()
            assert timer is not None, "nobody acts and no countdown runs"
            action = Timeout(timer.token)
        events = state.apply(action)
        lines.extend(public_lines(events, names))
        if any(isinstance(e, SNAPSHOT_EVENTS) for e in events):
            snapshot()
    board = render_end(state.view(None), names=names, theme=theme)
    (out / f"abrechnung{SUFFIX}").write_bytes(encode(board))
    (out / "log.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def demo(out: Path, *, seats: int, seed: int, strength: str, mode: str) -> Path:
    """``python -m bot demo --spiel fabel``: :func:`play` with the Spielart by name."""
    return play(out, seats=seats, seed=seed, strength=strength, mode=fabel.Mode(mode))
