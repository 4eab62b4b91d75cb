"""The picture process every game draws in: off the event loop and outside
its GIL (a drawing thread in the bot's process made every click wait for the
GIL behind Python drawing code). Every picture is drawn from a view only.

Games hand their drawing jobs (module-level functions of their drawing
module) to :func:`draw`; :func:`start` warms every game's renderers up.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Callable, Sequence
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

import discord

from bot.kit.runtime import picture_worker, pools, share
from engines.texts import in_language, language, t
from render.encode import SUFFIX

#: What a drawing job returns: a picture's bytes, or its pages.
Drawn = TypeVar("Drawn")

#: Drawing processes: on two cores one, so that the event loop keeps the
#: other (K processes of a cluster split the cores: :mod:`bot.kit.runtime.share`).
WORKERS = share.picture_workers()
#: A cluster's bot processes on one machine draw in the launcher's picture
#: servers, one set for all (:mod:`bot.kit.runtime.picture_server`).
_POOL = pools.Pool(WORKERS, picture_worker.init_worker, name="pictures",
                   servers=share.picture_servers())


def start(warm_ups: Sequence[str] = ()) -> asyncio.Future[bool]:
    """Start the picture process now (its imports take a second) and warm up
    the games' renderers (``"module:function"``), so that the first table
    does not wait for it. Called on the running event loop."""
    return _POOL.start().submit(picture_worker.ready, tuple(warm_ups))


def worker_pids() -> list[int]:
    """The picture processes' ids (for memory figures)."""
    return _POOL.pids()


async def draw(job: Callable[..., Drawn], *args: Any) -> Drawn:
    """Run a drawing job in the picture process, its words in the language of
    whoever the picture is for (the reader now: :func:`engines.texts.language`).
    Once :func:`stop` ended it (the bot's process is ending), the job ends as
    cancelled: the task that waits for it is one the stop ends anyway."""
    lang = language()
    try:
        return await _POOL.run(in_language, lang, job, *args)  # type: ignore[no-any-return]
    except BrokenProcessPool:
        # The picture process died (e.g. killed for memory): a new one draws it.
        return await _POOL.run(in_language, lang, job, *args)  # type: ignore[no-any-return]


#: How many table pictures may wait for the picture process at once (all
#: tables together): under load a message's text must not wait behind other
#: tables' pictures; the picture follows when there is room.
PICTURE_QUEUE = share.picture_queue(alone=4)
_pictures_waiting = 0


async def table_picture(job: Callable[..., bytes], view: Any, names: tuple[str, ...],
                        theme: str) -> bytes | None:
    """A table picture from the picture process, or None while
    :data:`PICTURE_QUEUE` table pictures already wait for it."""
    global _pictures_waiting
    if _pictures_waiting >= PICTURE_QUEUE:
        return None
    _pictures_waiting += 1
    try:
        return await draw(job, view, names, theme)
    finally:
        _pictures_waiting -= 1


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
