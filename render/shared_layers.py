"""Layers that every picture process of one machine shares (issue 36).

A game's static layers (its empty table of a size: background, boxes,
titles) are the same for every table of that size, so one picture process
keeps each once, however many tables it draws. K bot processes of a cluster
on one machine each have their own picture process; kept in each, the
layers would cost K times what one process keeps. So a cluster shares them
through files in memory: the launcher makes a folder (in ``/dev/shm`` where
the machine has it) and names it in :data:`FOLDER`; the first process that
needs a layer draws it and writes it there, and every process maps the file
(``mmap``), so the machine holds one copy of its pages.

Without the folder (``python -m bot`` alone) each process keeps its own
layers, as :func:`shared`'s function returns them. A shared layer carries no
``info`` (what the legibility checks record of its texts): the checks run
without the folder.

The folder holds at most one file per layer a game draws (its sizes,
themes, languages); the launcher removes it when the cluster stops.
"""

from __future__ import annotations

import hashlib
import mmap
import os
import struct
import tempfile
from collections.abc import Callable
from functools import wraps
from pathlib import Path

from engines.texts import language
from render.layers import Packed

#: The environment variable naming the machine's folder of shared layers.
FOLDER = "SPEEDTISCH_SHARED_LAYERS"
#: A layer file: width and height, then the packed RGB bytes.
_HEADER = struct.Struct("<II")


def folder() -> Path | None:
    """The folder of shared layers, if this process is one of a cluster."""
    value = os.environ.get(FOLDER, "").strip()
    return Path(value) if value else None


def shared(name: str) -> Callable[[Callable[..., Packed]], Callable[..., Packed]]:
    """Share the layers ``draw`` makes among the machine's picture processes
    (see the module docstring); ``name`` and the reader's language and the
    arguments name the file, so the arguments must read the same in every
    process (numbers, text, a theme)."""
    def wrap(draw: Callable[..., Packed]) -> Callable[..., Packed]:
        @wraps(draw)
        def layer(*args: object) -> Packed:
            where = folder()
            if where is None:
                return draw(*args)
            key = repr((name, language(), args)).encode()
            path = where / f"{hashlib.sha256(key).hexdigest()[:32]}.layer"
            try:
                return _read(path)
            except OSError:
                pass   # not drawn yet (or the folder cannot be read: drawn here)
            drawn = draw(*args)
            try:
                _write(path, drawn)
                return _read(path)
            except OSError:
                # the folder is full or gone: this process keeps its own
                return drawn
        return layer
    return wrap


def _write(path: Path, layer: Packed) -> None:
    """Write ``layer`` whole under another name first (in the folder, made
    if missing), then rename it: a
    process that reads ``path`` never sees half a file (two that draw it at
    once both write; the last rename stands, and both files are the same)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, part = tempfile.mkstemp(dir=path.parent, suffix=".part")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(_HEADER.pack(*layer.size))
            out.write(layer.data)
        os.replace(part, path)
    except OSError:
        Path(part).unlink(missing_ok=True)
        raise


def _read(path: Path) -> Packed:
    """The layer in ``path``, mapped (its pages are the machine's one copy)."""
    with open(path, "rb") as file:
        mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
    width, height = _HEADER.unpack_from(mapped)
    return Packed((width, height), memoryview(mapped)[_HEADER.size:], {})
