"""Every game's pictures as a real table draws them, for the legibility
test (issue 38): computers play a seeded game with long real names (one per
mode a game's lobby offers as "mode"), and the game's own drawing jobs draw
the table whenever the Spielverlauf tells something, each moment, the
private panel of whoever must decide, the Karten-Info pictures of some of
those players, the end board and the album, all under
:func:`render.legibility.recording`.

    python -m tests.render.gallery [folder]    # writes them, and 400 px copies
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

from bot.kit.parts import InfoTopics
from bot.kit.plugin import GamePlugin
from bot.kit.ui import GameUI, Look
from bot.registry import plugins
from engines.core import GameInfo, Timeout, derive_seed
from engines.core.registry import TableFacts
from render.legibility import DrawnPicture, recording
from render.theme import THEMES

#: Long real names first (the longest the name tests use), the rest a
#: computer's; the table cuts nothing of them.
LONG_NAMES = ("Eßer-Übelhör Magdalena", "Maximilian Wüstenrot", "Anna-Lena Kürschner",
              "Dörte Öztürk")
#: How many table pictures of one game are drawn at most (evenly spread).
TABLES = 14
#: How many private panels of one game are drawn at most.
PANELS = 8
#: Of how many of those panels' readers the Karten-Info is drawn, and how
#: many topics each (spread over what the game offers).
INFO_READERS, INFO_TOPICS = 1, 4


@dataclass(frozen=True, slots=True)
class Drawn:
    """A picture of the gallery (or a page of one): its name, its bytes and
    its recorded texts."""

    name: str
    data: bytes
    record: DrawnPicture


def games() -> dict[str, GamePlugin]:
    """Every registered game by its command name."""
    return {p.info.name: p for p in plugins()}


def seat_counts(info: GameInfo) -> tuple[int, ...]:
    """3 to 6 seats, as far as the game allows."""
    return tuple(range(max(3, info.min_seats), min(6, info.max_seats) + 1))


def names_for(info: GameInfo, seats: int) -> tuple[str, ...]:
    """Long real names for the first seats, a computer's for the others."""
    people = LONG_NAMES[:max(1, seats - 2)]
    computers = info.computer_names
    return people + tuple(computers[i % len(computers)] for i in range(seats - len(people)))


def clear_layers() -> None:
    """Forget the cached layers, so their texts are drawn (and recorded) again."""
    from render.fabel import table as fabel_table
    from render.fossil import table as fossil_table
    from render.spuk import table as spuk_table
    for module in (fabel_table, fossil_table, spuk_table):
        module.static_layer.cache_clear()


def _spread(items: list[Any], most: int) -> list[Any]:
    if len(items) <= most:
        return items
    step = len(items) / most
    return [items[int(i * step)] for i in range(most)] + [items[-1]]


def modes(info: GameInfo) -> dict[str, Any]:
    """The options of one game per mode the lobby's "mode" choice offers
    (None: the game's defaults, where it has no such choice)."""
    choice = next((c for c in info.choices if c.key == "mode"), None)
    if choice is None:
        return {"": None}
    defaults = info.default_choices()
    return {mode: info.make_options({**defaults, "mode": (mode,)}, TableFacts())
            for mode, _ in choice.values}


#: A drawing job: the encoded picture (or its pages).
Job = Callable[[], bytes | tuple[bytes, ...]]


def _info_jobs(info_part: InfoTopics, views: list[Any], names: tuple[str, ...],
               theme: str) -> list[tuple[str, Job]]:
    """The Karten-Info pictures of ``views``' readers: topics spread over
    what the game offers them (its topics and its Karten-Info selects)."""
    jobs: list[tuple[str, Job]] = []
    for view in _spread(views, INFO_READERS):
        topics = [value for value, _ in info_part.info_topics(view, names)]
        topics += [value for select in info_part.info_selects(view, names)
                   for value, _ in select.options]
        for topic in _spread(topics, INFO_TOPICS):
            answer = info_part.info(view, topic, names)
            if isinstance(answer, Look) and answer.picture is not None:
                jobs.append((f"info-{len(jobs)}",
                             partial(answer.picture, answer.view, names, theme)))
    return jobs


def drawing_jobs(plugin: GamePlugin, seats: int, theme: str, seed: int = 1,
                 options: Any = None) -> list[tuple[str, Job]]:
    """(name, drawing job) of every gallery picture of one seeded game of
    computers, in the order drawn: tables and moments spread over the game,
    the panels of whoever must decide, Karten-Info, end board and album."""
    info, ui, parts = plugin.info, plugin.ui, plugin.parts
    assert isinstance(ui, GameUI)
    names = names_for(info, seats)
    state = info.new_game(seats, seed, options)
    tables: list[Any] = []
    panels: list[Any] = []
    moments: list[tuple[Callable[..., bytes], Any]] = []
    steps = 0
    while not state.is_over():
        steps += 1
        pending = state.pending()
        for decision in pending[:1]:
            panels.append(state.view(decision.seat))
        action = _next(info, state, seed, steps)
        events = state.apply(action)
        public = [e for e in events if e.audience is None]
        if ui.log_lines(public, names):
            tables.append(parts.table.table_input(state.view(None), public, names))
        for moment in parts.news.moments(public, state.view(None), names) if public else ():
            if moment.picture is not None:
                moments.append((moment.picture, moment.view))
    jobs: list[tuple[str, Job]] = []
    if ui.table_picture is not None:
        draw_table = ui.table_picture
        jobs += [(f"tisch-{i}", partial(draw_table, v, names, theme))
                 for i, v in enumerate(_spread(tables, TABLES))]
    if ui.panel_picture is not None:
        draw_panel = ui.panel_picture
        jobs += [(f"hand-{i}", partial(draw_panel, v, names, theme))
                 for i, v in enumerate(_spread(panels, PANELS))]
    jobs += [(f"moment-{i}", partial(job, v, names, theme))
             for i, (job, v) in enumerate(_spread(moments, TABLES))]
    jobs += _info_jobs(parts.info, panels, names, theme)
    result = info.summarize(state)
    if ui.end_picture is not None:
        draw_end = ui.end_picture
        news = tuple(seat.album for seat in result.seats)
        end_view = parts.ending.end_input(state.view(None), tuple(() for _ in range(seats)))
        jobs.append(("abrechnung", lambda: draw_end(end_view, result, names, theme, news)))
    if parts.ending.album_picture is not None:
        draw_album = parts.ending.album_picture
        jobs.append(("album-leer", lambda: draw_album((), theme)))
        jobs.append(("album", lambda: draw_album(result.seats[0].album, theme)))
    return jobs


def picture_name(info: GameInfo, seats: int, theme: str, options: Any, job: str) -> str:
    """A gallery picture's name: game (and mode), seats, theme and job."""
    mode = f"-{info.mode_of(options)}" if options is not None else ""
    return f"{info.name}{mode}/{seats}p/{theme}/{job}"


def play(plugin: GamePlugin, seats: int, theme: str, seed: int = 1,
         options: Any = None) -> Iterator[Drawn]:
    """The pictures of one seeded game of computers, in the order drawn,
    with the texts each one pasted."""
    jobs = drawing_jobs(plugin, seats, theme, seed, options)
    with recording() as done:
        clear_layers()
        for name, job in jobs:
            before = len(done)
            data = job()
            pages = (data,) if isinstance(data, bytes) else data
            records = done[before:]
            assert len(records) == len(pages), name
            for k, (record, page) in enumerate(zip(records, pages, strict=True)):
                record.name = (picture_name(plugin.info, seats, theme, options, name)
                               + (f"/{k + 1}" if len(pages) > 1 else ""))
                yield Drawn(record.name, page, record)


def _next(info: GameInfo, state: Any, seed: int, steps: int) -> Any:
    for decision in state.pending():
        rng = random.Random(derive_seed(seed, steps, decision.seat, "gallery"))
        action = info.decide(state.view(decision.seat), decision, rng, "normal",
                             **info.decide_extra([], decision.seat))
        if action is not None:
            return action
    timer = state.timer()
    assert timer is not None, "nobody acts and no countdown runs"
    return Timeout(timer.token)


def every_picture(game: str) -> Iterator[Drawn]:
    """Every gallery picture of ``game``: each seat count, both themes."""
    plugin = games()[game]
    for options in modes(plugin.info).values():
        for seats in seat_counts(plugin.info):
            for theme in THEMES:
                yield from play(plugin, seats, theme, options=options)


@lru_cache(maxsize=4)
def drawn_once(game: str) -> tuple[Drawn, ...]:
    """:func:`every_picture` of ``game``, drawn once per test process: the
    legibility checks and the pixel digests read the same pictures (drawn
    under a recording, which draws the same pixels as the bot's cached
    layers: the digests of the demo games, drawn the bot's way, stay
    beside them)."""
    return tuple(every_picture(game))


def main() -> None:
    """Write the gallery of every game (and 400 px copies) into a folder."""
    from io import BytesIO

    from PIL import Image
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="out/gallery38", type=Path)
    parser.add_argument("--spiel", default=None)
    args = parser.parse_args()
    for game in [args.spiel] if args.spiel else list(games()):
        for drawn in every_picture(game):
            path = args.folder / (drawn.name.replace("/", "_") + ".png")
            path.parent.mkdir(parents=True, exist_ok=True)
            image = Image.open(BytesIO(drawn.data))
            image.save(path)
            image.resize((400, round(image.height * 400 / image.width)),
                         Image.Resampling.LANCZOS).save(path.with_name(path.stem + "_400.png"))


if __name__ == "__main__":
    main()
