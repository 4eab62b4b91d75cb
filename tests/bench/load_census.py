"""What a picture or deciding process holds (issue 36's memory per table):
run in that process as a job (:func:`census`), it lists the caches that keep
pictures, texts or bytes and what they hold, the live Pillow images, and
the C allocator's own figures (``mallinfo2``: bytes in use against bytes
kept free in its heaps).

``python -m tests.bench.load_mix --tables 100 --census`` prints it for the
picture and deciding processes before and after the window.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import sys
from collections.abc import Iterable
from typing import Any


def _image_bytes(image: Any) -> int:
    """Pixel bytes of a Pillow image (Pillow keeps RGB in 4 bytes a pixel)."""
    bands = {"1": 1, "L": 1, "P": 1, "LA": 4, "RGB": 4, "RGBA": 4, "I": 4, "F": 4}
    return image.width * image.height * bands.get(image.mode, 4)


def _held(value: Any, seen: dict[int, Any], depth: int = 0) -> int:
    """Bytes of pictures and byte strings inside ``value`` (a cache's entry);
    ``seen`` keeps what it counted alive (a freed object's id is reused)."""
    from PIL import Image

    if id(value) in seen or depth > 4:
        return 0
    seen[id(value)] = value
    if isinstance(value, Image.Image):
        return _image_bytes(value)
    if isinstance(value, (bytes, bytearray)):
        return len(value)
    if isinstance(value, str):
        return sys.getsizeof(value)
    if isinstance(value, dict):
        return sum(_held(v, seen, depth + 1) for v in value.values())
    if isinstance(value, (tuple, list, set, frozenset)):
        return sum(_held(v, seen, depth + 1) for v in value)
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return _held(dict(vars(value)), seen, depth + 1)
    return 0


def _caches() -> Iterable[tuple[str, Any]]:
    """Every ``functools.lru_cache`` and byte-bounded cache of the loaded
    render/engines/bot modules, by name."""
    for value in gc.get_objects():
        if isinstance(value, functools._lru_cache_wrapper):  # type: ignore[attr-defined]
            # a per-language cache wraps the drawing: named after it
            inner = [c.cell_contents for c in value.__wrapped__.__closure__ or ()
                     if callable(c.cell_contents)]
            named = inner[0] if inner else value
            yield f"{named.__module__}.{named.__qualname__}", value
    for name, module in list(sys.modules.items()):
        if not name.startswith(("render", "engines", "bot")) or module is None:
            continue
        for attr, value in list(vars(module).items()):
            bounded = hasattr(value, "_kept") or hasattr(value, "_encoded")
            if bounded and not isinstance(value, (type, functools.partial)):
                yield f"{name}.{attr}", value


def _cache_bytes(cache: Any, seen: dict[int, Any]) -> tuple[int, int]:
    """(entries, bytes) of one cache (what ``seen`` holds already left out)."""
    if isinstance(cache, functools._lru_cache_wrapper):  # type: ignore[attr-defined]
        # its referents: the wrapped function, the keys and results, the dict
        inner = [o for o in gc.get_referents(cache) if o is not cache.__wrapped__]
        return cache.cache_info().currsize, _held(inner, seen)
    store = getattr(cache, "_kept", None) or getattr(cache, "_encoded", None)
    shapes = getattr(cache, "_shapes", None)
    store = store if isinstance(store, dict) else {}
    shapes = shapes if isinstance(shapes, dict) else {}
    return len(store) + len(shapes), _held(dict(store), seen) + _held(dict(shapes), seen)


def _hits(cache: Any) -> list[int]:
    """[hits, misses] of a cache where it counts them ([] elsewhere)."""
    if isinstance(cache, functools._lru_cache_wrapper):  # type: ignore[attr-defined]
        info = cache.cache_info()
        return [info.hits, info.misses]
    counted = getattr(cache, "_kept", cache)   # a render.kept.Kept counts both
    if hasattr(counted, "hits"):
        return [counted.hits, getattr(counted, "misses", -1)]
    return []


def mallinfo() -> dict[str, int]:
    """glibc's allocator figures of this process (empty elsewhere)."""
    name = ctypes.util.find_library("c")
    if not name:
        return {}
    libc = ctypes.CDLL(name)
    if not hasattr(libc, "mallinfo2"):
        return {}

    class Info(ctypes.Structure):
        _fields_ = [(f, ctypes.c_size_t) for f in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
            "uordblks", "fordblks", "keepcost")]

    libc.mallinfo2.restype = Info
    info = libc.mallinfo2()
    return {"heap": info.arena, "mmapped": info.hblkhd, "in use": info.uordblks,
            "free in heap": info.fordblks, "trimmable": info.keepcost}


def rss() -> int:
    """This process's resident bytes."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def census() -> dict[str, Any]:
    """What this process holds (MB): resident, the allocator's heap, live
    Pillow images, each cache holding at least 0.1 MB."""
    from PIL import Image

    gc.collect()
    mb = 2**20
    images = [o for o in gc.get_objects() if isinstance(o, Image.Image)]
    caches = {}
    seen: dict[int, Any] = {}
    for name, cache in _caches():
        if id(cache) in seen:
            continue
        seen[id(cache)] = cache
        entries, held = _cache_bytes(cache, seen)
        if held >= mb // 10:
            caches[name] = [entries, round(held / mb, 2), *_hits(cache)]
    count, total = len(images), sum(map(_image_bytes, images))
    loose = [o for o in images if id(o) not in seen]
    del images[:]   # (the list itself would show as the holder of each)
    resident = rss()
    trim = getattr(ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6"), "malloc_trim", None)
    if trim is not None:
        trim(0)
    return {"rss": round(resident / mb, 1), "rss once trimmed": round(rss() / mb, 1),
            "malloc": {k: round(v / mb, 1) for k, v in mallinfo().items()},
            "images": [count, round(total / mb, 1)],
            "images in no cache": [len(loose), round(sum(map(_image_bytes, loose)) / mb, 1)],
            "loose by size": _by_size(loose),
            "caches": dict(sorted(caches.items(), key=lambda kv: -kv[1][1]))}


def _by_size(images: list[Any]) -> list[list[Any]]:
    """The largest groups of ``images`` by mode and size, with who holds one."""
    groups: dict[tuple[str, tuple[int, int]], list[Any]] = {}
    for image in images:
        groups.setdefault((image.mode, image.size), []).append(image)
    ranked = sorted(groups.items(), key=lambda kv: -sum(map(_image_bytes, kv[1])))[:8]
    ours = {id(images), id(groups), id(ranked), *map(id, groups.values())}
    return [[mode, list(size), len(group),
             round(sum(map(_image_bytes, group)) / 2**20, 2), _holder(group[0], ours)]
            for (mode, size), group in ranked]


def _holder(obj: Any, ours: set[int]) -> str:
    """A chain of who refers to ``obj`` (type names, three steps; the
    census's own lists left out)."""
    chain = []
    for _ in range(3):
        referrers = [r for r in gc.get_referrers(obj) if id(r) not in ours
                     and type(r).__name__ != "frame"][:1]
        if not referrers:
            break
        obj = referrers[0]
        name = type(obj).__name__
        if isinstance(obj, dict) and "__name__" in obj:
            name = f"module {obj['__name__']}"
        chain.append(name)
    return " <- ".join(chain)
