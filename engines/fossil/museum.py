"""The pure arithmetic of a round: who buys, who wins fame, ranks, the arrest.

Everything here is a function of plain values, shared by the state, the
preview and the computers, so they all count the same way.

>>> auction_order([(0, 3), (1, 3)], fields=[5, 8], counts=[2, 2], start=1)
[0, 1]
>>> competition_ranks([10, 8, 8, 3])
[1, 2, 2, 4]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engines.fossil.fossils import vitrine_key


def bid_key(seat: int, wechsel: int, fields: Sequence[int], counts: Sequence[int],
            start: int) -> tuple[int, int, int, int]:
    """The order of bidders (smaller wins): the higher Wechsel, then the one
    further back on the Ruhmesleiter, then fewer fossils, then who comes
    first from the start player on."""
    n = len(fields)
    return (-wechsel, fields[seat], counts[seat], (seat - start) % n)


def auction_order(bids: Sequence[tuple[int, int]], *, fields: Sequence[int],
                  counts: Sequence[int], start: int) -> list[int]:
    """The bidding seats, the winner first (``bids`` are (seat, Wechsel))."""
    ranked = sorted(bids, key=lambda b: bid_key(b[0], b[1], fields, counts, start))
    return [seat for seat, _ in ranked]


def fame_order(vitrines: Mapping[int, Sequence[int]]) -> list[int]:
    """The seats showing a Vitrine, the best first: most fossils, then the
    oldest piece (two Vitrinen never tie: every fossil is unique)."""
    return sorted(vitrines, key=lambda s: vitrine_key(vitrines[s]), reverse=True)


def competition_ranks(fields: Sequence[int]) -> list[int]:
    """Every seat's rank on the Ruhmesleiter: 1 for the front, equal fields
    share the better rank, the next rank counts everyone ahead."""
    return [1 + sum(1 for other in fields if other > mine) for mine in fields]


def arrest(cells: Sequence[tuple[int, int]], new: Sequence[tuple[int, int]],
           size: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The arrest after new arrivals: (cells, released).

    ``cells`` start with cell 1; each newcomer (seat, Dienstjahre) enters
    cell 1, the fewest Dienstjahre first, and everyone moves one cell on; who
    slips out of the last cell comes home.

    >>> arrest([], [(0, 9), (1, 2)], 3)
    ([(0, 9), (1, 2)], [])
    >>> arrest([(0, 1), (1, 2), (2, 3)], [(0, 10)], 3)
    ([(0, 10), (0, 1), (1, 2)], [(2, 3)])
    """
    out = list(cells)
    released: list[tuple[int, int]] = []
    for thief in sorted(new, key=lambda t: t[1]):
        out.insert(0, thief)
        if len(out) > size:
            released.append(out.pop())
    return out, released


def best_final(finals: Mapping[int, Sequence[int]]) -> list[int]:
    """The seats with a valid Schlussvitrine, the best first."""
    return fame_order({s: v for s, v in finals.items() if v})
