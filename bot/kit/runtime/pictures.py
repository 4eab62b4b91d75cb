"""The picture processes every game draws in: off the event loop and outside
its GIL (a drawing thread in the bot's process made every click wait for the
GIL behind Python drawing code). Every picture is drawn from a view only.

As many processes as the machine has cores to spare (:func:`processes`),
fed from one queue. Games hand their drawing jobs (module-level functions
of their drawing module) to :func:`draw`; a table's picture goes through
:func:`latest`, where a table's newer picture takes the place of its older
one still waiting; :func:`start` warms every game's renderers up.
"""

from __future__ import annotations

import asyncio
import collections
import hashlib
import io
import os
import re
from collections.abc import Callable, Hashable, Mapping, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, TypeVar

import discord

from bot.kit.runtime import picture_worker, pools
from bot.kit.runtime.looppool import Superseded, pickled
from engines.texts import t
from render.encode import SUFFIX

#: What a drawing job returns: a picture's bytes, or its pages.
Drawn = TypeVar("Drawn")

#: The environment variable that sets how many picture processes draw.
PROCESSES_ENV = "SPEEDTISCH_PICTURE_PROCESSES"


def processes(env: Mapping[str, str] | None = None) -> int:
    """How many picture processes draw: every core but the one the event
    loop keeps (at least one), unless :data:`PROCESSES_ENV` says a number.

    >>> processes({PROCESSES_ENV: "3"}), processes({PROCESSES_ENV: "0"})
    (3, 1)
    """
    value = (os.environ if env is None else env).get(PROCESSES_ENV, "").strip()
    if value.isdigit():
        return max(1, int(value))
    return max(1, (os.cpu_count() or 2) - 1)


#: Drawing processes: on two cores one, so that the event loop keeps the other.
WORKERS = processes()
_POOL = pools.Pool(WORKERS, picture_worker.init_worker, name="pictures")
#: Table pictures drawn, dropped unseen because a newer one of their table
#: took their place in the queue, and the other jobs by name (for the load
#: benchmark).
counts: collections.Counter[str] = collections.Counter()


def start(warm_ups: Sequence[str] = ()) -> asyncio.Future[bool]:
    """Start the picture process now (its imports take a second) and warm up
    the games' renderers (``"module:function"``), so that the first table
    does not wait for it. Called on the running event loop."""
    return _POOL.start().submit(picture_worker.ready, tuple(warm_ups))


def worker_pids() -> list[int]:
    """The picture processes' ids (for memory figures)."""
    return _POOL.pids()


async def draw(job: Callable[..., Drawn], *args: Any) -> Drawn:
    """Run a drawing job in the picture process. Once :func:`stop` ended it
    (the bot's process is ending), the job ends as cancelled: the task
    that waits for it is one the stop ends anyway."""
    counts[f"{getattr(job, '__module__', '?')}.{getattr(job, '__name__', '?')}"] += 1
    try:
        return await _POOL.run(job, *args)  # type: ignore[no-any-return]
    except BrokenProcessPool:
        # The picture process died (e.g. killed for memory): a new one draws it.
        return await _POOL.run(job, *args)  # type: ignore[no-any-return]


#: How many pictures (per picture process) may be under way before a table's
#: edit stops waiting for its picture: under load a message's text must not
#: wait behind other pictures (a person's panel, other tables'); the
#: picture follows when drawn. (A process takes two jobs at a time: a third
#: waits.)
PICTURE_QUEUE = 3
#: Seconds an edit waits for its picture when other pictures are under way
#: (the picture processes draw only on a core nobody else wants: on a busy
#: machine even a short queue can take seconds).
PICTURE_WAIT = 0.15


@dataclass(frozen=True)
class Request:
    """A drawing job with its inputs, pickled once: ``key`` is a digest of
    those bytes, so two requests with the same key draw the same picture
    (the job, the view it gets, the names, the theme: all a renderer reads)."""

    body: bytes
    key: bytes

    @classmethod
    def of(cls, job: Callable[..., Any], *args: Any) -> Request:
        """The request to run ``job(*args)``."""
        body = pickled(job, *args)
        return cls(body, hashlib.blake2b(body, digest_size=16).digest())


def patience() -> float | None:
    """How long a table's edit waits for its picture, asked before it is
    queued: as long as it takes while no other picture is under way (a
    quiet bot, a test), none at all while :data:`PICTURE_QUEUE` per picture
    process are, else :data:`PICTURE_WAIT`."""
    ahead = _POOL.outstanding()
    if ahead == 0:
        return None
    return 0.0 if ahead >= PICTURE_QUEUE * WORKERS else PICTURE_WAIT


def latest(table: Hashable, request: Request) -> asyncio.Task[bytes | None]:
    """Draw ``table``'s picture in the one queue of the picture processes.
    Only a table's latest request is drawn: one of the same table that still
    waits for a process is dropped, and its task gives None."""
    return asyncio.get_running_loop().create_task(_latest(table, request))


async def _latest(table: Hashable, request: Request) -> bytes | None:
    try:
        try:
            data = await _POOL.run_latest(("table", table), request.body)
        except BrokenProcessPool:
            # The picture process died (e.g. killed for memory): a new one draws it.
            data = await _POOL.run_latest(("table", table), request.body)
    except Superseded:
        counts["superseded"] += 1
        return None
    counts["drawn"] += 1
    return data  # type: ignore[no-any-return]


def stop() -> int:
    """End the picture process now, queued pictures and all (the bot's
    process is ending: see :mod:`bot.kit.runtime.pools`); how many processes ended."""
    return _POOL.stop()


#: Discord's limit of an attachment's description (its alt text).
ALT_LIMIT = 1024
_MARKUP = (
    (re.compile(r"<t:\d+(?::[tTdDfFR])?>"), ""),       # a timestamp counts down in the text
    (re.compile(r"<@!?\d+>"), ""),                   # a mention is no word to read aloud
    (re.compile(r"\*\*|__|`|\|\|"), ""),
    (re.compile(r"\u200b"), ""),
    (re.compile(r"[ \t]+"), " "),
    (re.compile(r" *\n+ *"), "\n"),
)


def alt_text(text: str) -> str:
    """``text`` as an attachment's alt text: Discord's markup taken out, at
    most :data:`ALT_LIMIT` characters (cut at a word, with "…").

    >>> alt_text("**Runde 2**, Ben ist dran <t:1800000000:R>\u200b")
    'Runde 2, Ben ist dran'
    """
    for pattern, by in _MARKUP:
        text = pattern.sub(by, text)
    text = text.strip()
    if len(text) > ALT_LIMIT:
        text = text[:ALT_LIMIT - 1].rsplit(maxsplit=1)[0] + "…"
    return text


def as_file(data: bytes, stem: str, alt: str) -> discord.File:
    """Encoded picture bytes as an attachment named ``stem``, described by
    ``alt`` (read aloud by a screen reader, shown when the picture does not
    load: what the picture shows, from the same view it is drawn from)."""
    return discord.File(io.BytesIO(data), filename=f"{stem}{SUFFIX}",
                        description=alt_text(alt) or None)


def as_files(data: bytes | tuple[bytes, ...], stem: str, alt: str) -> list[discord.File]:
    """A picture, or the pages of one too tall for a phone (issue 38), as
    attachments ``stem``, ``stem-2``, … in their order (Discord takes ten
    files a message); each page is described by ``alt`` and its number."""
    pages = (data,) if isinstance(data, bytes) else data
    if len(pages) == 1:
        return [as_file(pages[0], stem, alt)]
    return [as_file(page, stem if i == 0 else f"{stem}-{i + 1}",
                    t("core.alt.page", page=i + 1, pages=len(pages), alt=alt))
            for i, page in enumerate(pages[:10])]
