"""Karten-Info of Speedtrödel: Smaragd, the Schnäppchenblick, the seven
special cards and the Dachboden, each in the rule text's words with what
the reader's own view says about it now (how many exist, how many he holds,
which lie open on a Ladentisch). Never a hidden card.

>>> from engines.troedel.state import new_game
>>> [v for v, _ in topics(new_game(3, seed=1).view(0))][:3]
['smaragd', 'zero', '100']
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.texts import t
from engines.troedel.cards import SMARAGD, SPECIALS, attic_tiers, is_zero, suit_of
from engines.troedel.view import TroedelView

#: How many of each special card the attic holds (both Fälschungen are 100).
_COPIES = {100: 2}


def topics(view: TroedelView) -> tuple[tuple[str, str], ...]:
    """The (value, label) topics of the Karten-Info select."""
    out = [("smaragd", t("troedel.suit.4")), ("zero", t("troedel.info.zero.title"))]
    if not view.options.ohne_sonderkarten:
        out += [(str(c), t(f"troedel.special.{c}")) for c in SPECIALS]
    out.append(("attic", t("troedel.pic.attic")))
    return tuple(out)


def _where(view: TroedelView, wanted: Sequence[int], names: Sequence[str]) -> list[str]:
    lines = []
    mine = sum(1 for c in view.hand if c in wanted)
    if view.reader is not None:
        lines.append(t("troedel.info.in_hand", count=mine))
    open_ = [f"{names[s]} ({n})" for s in range(view.seats)
             if (n := sum(1 for c in view.ladentisch[s] if c in wanted))]
    if open_:
        lines.append(t("troedel.info.on_tables", where=", ".join(open_)))
    return lines


def answer(view: TroedelView, topic: str, names: Sequence[str]) -> str:
    """The Karten-Info about ``topic`` ("" for a topic there is none of)."""
    if topic == "smaragd":
        cards = [c for c in range(SMARAGD * 20, SMARAGD * 20 + 17)]
        return "\n".join([t("troedel.info.smaragd"), *_where(view, cards, names)])
    if topic == "zero":
        cards = [c for c in range(100) if is_zero(c) and suit_of(c) <= SMARAGD]
        return "\n".join([t("troedel.info.zero"), *_where(view, cards, names)])
    if topic == "attic":
        lines = [t("troedel.info.attic")]
        tiers = attic_tiers(view.options.ohne_sonderkarten)
        for i, tier in enumerate(tiers):
            lines.append(t("troedel.info.tier", stars="★" * (i + 1),
                           name=t(f"troedel.tier.{i + 1}"), left=view.attic_counts[i],
                           size=len(tier)))
        return "\n".join(lines)
    if topic.isdigit() and int(topic) in SPECIALS and not view.options.ohne_sonderkarten:
        card = int(topic)
        lines = [t(f"troedel.info.special.{card}"),
                 t("troedel.info.copies", count=_COPIES.get(card, 1))]
        return "\n".join(lines + _where(view, [card], names))
    return ""
