"""Rows split into pages a phone shows whole (issue 38): a long end board
goes out as several pictures, none taller than a share of its width."""

from __future__ import annotations

from collections.abc import Sequence


def paged(heights: Sequence[int], *, first_top: int, tallest: int, margin: int,
          gap: int = 6) -> list[list[int]]:
    """The indices of rows of these ``heights`` per page, in order: the first
    page's rows start at ``first_top`` (below its title), the others' at
    ``margin``; a page ends ``margin`` below its last row and is at most
    ``tallest`` high, but holds at least one row; rows are ``gap`` apart.

    >>> paged([100, 100, 100], first_top=50, tallest=300, margin=10)
    [[0, 1], [2]]
    >>> paged([500], first_top=50, tallest=300, margin=10)
    [[0]]
    """
    pages: list[list[int]] = [[]]
    used = first_top
    for i, height in enumerate(heights):
        if pages[-1] and used + height + gap + margin > tallest:
            pages.append([])
            used = margin
        pages[-1].append(i)
        used += height + gap
    return pages
