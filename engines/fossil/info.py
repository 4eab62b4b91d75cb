"""Karten-Info of Speedfossil (the web's hover or long press): every action
card and every fossil, from the reader's view only.

Topics (at most 25, one select): the four action cards, finds A and B, and
the six eras, each era listing its fossils with age, where each lies and
what it would mean for the reader's largest Vitrine. So every one of the 45
fossils can be asked about, at any time.

>>> from engines.fossil.state import new_game
>>> [v for v, _ in topics(new_game(3, seed=1).view(0))][:5]
['card.wechsel', 'card.langfinger', 'card.kommissar', 'card.vitrine', 'find.0']
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.fossil.fossils import ERA_OF, ERA_SIZES, ERAS, FOSSILS, best_vitrine, first_of_era
from engines.fossil.museum import competition_ranks
from engines.fossil.options import shield
from engines.fossil.view import FossilView
from engines.fossil.words import count
from engines.texts import t

CARDS = ("wechsel", "langfinger", "kommissar", "vitrine")


def topics(view: FossilView) -> tuple[tuple[str, str], ...]:
    """The (value, label) topics of the Karten-Info select."""
    out = [(f"card.{c}", t("fossil.info.topic.card", card=t(f"fossil.card.{c}")))
           for c in CARDS]
    for slot, f in enumerate(view.market):
        if f is not None:
            out.append((f"find.{slot}", t("fossil.info.topic.find", slot="AB"[slot],
                                          fossil=FOSSILS[f].name)))
    out += [(f"era.{e}", t("fossil.info.topic.era", era=e)) for e in range(1, ERAS + 1)]
    return tuple(out)


def answer(view: FossilView, topic: str, names: Sequence[str]) -> str:
    """The Karten-Info about ``topic`` for the view's reader ("" for an
    unknown topic)."""
    kind, _, arg = topic.partition(".")
    if kind == "card" and arg in CARDS:
        return _card(view, arg)
    if kind == "find" and arg in ("0", "1"):
        f = view.market[int(arg)]
        return fossil_info(view, f, names) if f is not None else ""
    if kind == "era" and arg.isdigit() and 1 <= int(arg) <= ERAS:
        era = int(arg)
        first = first_of_era(era)
        lines = [t("fossil.info.era.head", era=era, count=ERA_SIZES[era - 1])]
        lines += ["• " + fossil_info(view, f, names)
                  for f in range(first, first + ERA_SIZES[era - 1])]
        return "\n".join(lines)
    return ""


def where(view: FossilView, f: int, names: Sequence[str]) -> str:
    """Where fossil ``f`` lies, as the reader may know it."""
    for slot, m in enumerate(view.market):
        if m == f:
            return t("fossil.info.where.market", slot="AB"[slot])
    for p in view.players:
        if f in p.collection:
            if p.seat == view.reader:
                return t("fossil.info.where.mine")
            return t("fossil.info.where.theirs", name=names[p.seat])
    return t("fossil.info.where.unseen")


def meaning(view: FossilView, f: int) -> str:
    """What ``f`` would do to the reader's largest Vitrine."""
    if view.reader is None:
        return ""
    mine = frozenset(view.players[view.reader].collection)
    if f in mine:
        return (t("fossil.info.means.in_best") if f in best_vitrine(mine)
                else t("fossil.info.means.not_in_best"))
    before, after = len(best_vitrine(mine)), len(best_vitrine(mine | {f}))
    if after > before:
        return t("fossil.info.means.enlarges", size=after)
    return t("fossil.info.means.no_change")


def fossil_info(view: FossilView, f: int, names: Sequence[str]) -> str:
    """One fossil: name, era and age, where it lies, what it means for you."""
    fossil = FOSSILS[f]
    parts = [t("fossil.info.fossil", fossil=fossil.name, era=ERA_OF[f], age=fossil.age),
             where(view, f, names), meaning(view, f)]
    return " ".join(p for p in parts if p)


def release_after(cell: int, cells: int) -> int:
    """How many more arrests push a Langfinger in ``cell`` (1-based) out of
    the last of ``cells`` cells.

    >>> release_after(2, 3), release_after(3, 3), release_after(1, 5)
    (2, 1, 5)
    """
    return cells - cell + 1


def _card(view: FossilView, card: str) -> str:
    lines = [t(f"fossil.info.card.{card}")]
    seat = view.reader
    if seat is None:
        return lines[0]
    me = view.players[seat]
    if card == "wechsel":
        lines.append(t("fossil.info.now.wechsel",
                       mine=", ".join(map(str, me.wechsel)) or t("fossil.ui.panel.none"),
                       left=count(len(me.wechsel), "wechsel")))
    elif card == "langfinger":
        for years in me.home:
            lines.append(t("fossil.info.now.thief_home", years=count(years, "dienstjahr", "dat")))
        for years, cell in me.jailed:
            more = release_after(cell, view.seats)
            lines.append(t("fossil.info.now.thief_jailed", years=count(years, "dienstjahr", "dat"),
                           cell=cell,
                           cells=view.seats, more=count(more, "weitere_festnahme", "dat")))
    elif card == "kommissar":
        rank = competition_ranks(view.fields)[seat]
        lines.append(t("fossil.info.now.kommissar", rank=rank, fields=count(rank, "feld")))
    else:
        best = best_vitrine(frozenset(me.collection))
        top, bottom = shield(view.banquet, max(view.fields))
        if best:
            lines.append(t("fossil.info.now.vitrine", eras="-".join(
                str(ERA_OF[f]) for f in best), size=count(len(best), "fossil"), top=top,
                bottom=bottom))
        else:
            lines.append(t("fossil.info.now.no_vitrine", top=top, bottom=bottom))
    return "\n".join(lines)
