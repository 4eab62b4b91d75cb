"""``python -m bot demo --spiel <game>``: computers play one game of a kit
game offline; its table pictures, moments, end board and Spielverlauf are
written to a folder, so a newcomer sees the game without a Discord token.

The demo goes through the same pieces as a table in Discord: the game's
declaration decides for every seat, the game's UI writes the log lines and
moments, its drawing jobs draw the pictures (here in this process).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bot.kit.parts import Parts
from bot.kit.settings import KitSettings
from bot.kit.ui import GameUI
from engines.core import Event, GameInfo, Timeout, derive_seed
from render.encode import SUFFIX


def play(info: GameInfo, ui: GameUI, parts: Parts, out: Path, *, seats: int, seed: int = 1,
         strength: str = "normal", theme: str = "laternennacht",
         choices: Mapping[str, Sequence[str]] | None = None) -> Path:
    """Play one game and write ``log.txt`` and its pictures into ``out``
    (a table picture whenever the public table changed after a step that
    the Spielverlauf tells, each moment, the end board); return ``out``.

    ``choices`` are the game's own lobby choices by key (values as the
    lobby's select sends them); ValueError for one the lobby does not offer.
    """
    settings = KitSettings.fresh(info, size=seats, bedenkzeit=None, einsatz="solo",
                                 strength=strength, theme=theme)
    for key, values in (choices or {}).items():
        settings = settings.with_choice(info, "set_game", list(values), key=key)
    out.mkdir(parents=True, exist_ok=True)
    names = tuple(info.computer_names[i % len(info.computer_names)] for i in range(seats))
    state = info.new_game(seats, seed, settings.engine_options(info))
    lines: list[str] = []
    written = 0
    shown: Any = None

    def write(stem: str, data: bytes | tuple[bytes, ...]) -> None:
        # a picture's pages (issue 38) follow it, named as the bot sends them
        nonlocal written
        for page, one in enumerate((data,) if isinstance(data, bytes) else data, 1):
            written += 1
            name = stem if page == 1 else f"{stem}-{page}"
            (out / f"{written:04d}-{name}{SUFFIX}").write_bytes(one)

    def snapshot() -> None:
        nonlocal shown
        view = state.view(None)
        if ui.table_picture is not None and view != shown:
            write("tisch", ui.table_picture(view, names, theme))
            shown = view

    snapshot()
    steps = 0
    history: list[Event] = []  # for computers that remember (GameInfo.remembers)
    while not state.is_over():
        steps += 1
        action = _next_action(info, state, seed, steps, strength, history)
        events = state.apply(action)
        if info.remembers:
            history.extend(events)
        public = [e for e in events if e.audience is None]
        told = ui.log_lines(public, names)
        lines.extend(told)
        for moment in parts.news.moments(public, state.view(None), names) if public else ():
            lines.append(moment.text)
            if moment.picture is not None:
                write("moment", moment.picture(moment.view, names, theme))
        if told:
            snapshot()
    result = info.summarize(state)
    lines.extend(parts.ending.end_text(state.view(None), result, names,
                                         title=parts.word("core.end.title", game=info.title),
                             friendly=False))
    if ui.end_picture is not None:
        news = tuple(() for _ in range(seats))
        write("abrechnung", ui.end_picture(state.view(None), result, names, theme, news))
    (out / "log.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def _next_action(info: GameInfo, state: Any, seed: int, steps: int, strength: str,
                 history: list[Event]) -> Any:
    """The first computer's action among the pending decisions, else the
    running countdown's expiry (as the table's clock would send it); a
    remembering game's computer gets the events so far its seat may see."""
    for decision in state.pending():
        rng = random.Random(derive_seed(seed, steps, decision.seat, "demo"))
        extra = info.decide_extra(history, decision.seat)
        action = info.decide(state.view(decision.seat), decision, rng, strength, **extra)
        if action is not None:
            return action
    timer = state.timer()
    if timer is None:
        raise RuntimeError("nobody acts and no countdown runs")
    return Timeout(timer.token)
