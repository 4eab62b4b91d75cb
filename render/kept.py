"""A cache bounded by the bytes its values hold, least recently used out
first: the one mechanism behind the label shapes (:mod:`render.fonts`), the
encoded panels (:mod:`render.encode`) and the tiles (:mod:`render.tiles`).

>>> kept = Kept(room=lambda: 10, size=len)
>>> kept.find("a") is None, kept.keep("a", b"12345"), kept.keep("b", b"123456")
(True, b'12345', b'123456')
>>> list(kept), kept.held, kept.find("b"), (kept.hits, kept.misses)
(['b'], 6, b'123456', (1, 1))
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Kept(OrderedDict[Hashable, V], Generic[V]):
    """Values by key; once their sizes (``size(value)``) add up to more than
    ``room()`` bytes, the least recently used go first, one at least staying.
    ``room`` is asked each time: a picture process's share of a cache's room
    is set after the cache is made (:mod:`render.cache_share`)."""

    def __init__(self, room: Callable[[], int], size: Callable[[V], int]) -> None:
        super().__init__()
        self.room, self.size = room, size
        self.held = self.hits = self.misses = 0

    def find(self, key: Hashable) -> V | None:
        """The value kept for ``key`` (now the most recently used), or None."""
        value = self.get(key)
        if value is None:
            self.misses += 1
            return None
        self.hits += 1
        self.move_to_end(key)
        return value

    def keep(self, key: Hashable, value: V) -> V:
        """Keep ``value`` for ``key`` (one not kept) and make room; ``value`` back."""
        self[key] = value
        self.held += self.size(value)
        while self.held > self.room() and len(self) > 1:
            _, old = self.popitem(last=False)
            self.held -= self.size(old)
        return value

    def forget(self) -> None:
        """Forget every value and the counts."""
        self.clear()
        self.held = self.hits = self.misses = 0
