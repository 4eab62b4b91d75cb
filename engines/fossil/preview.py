"""What a choice can bring, from the open collections alone.

The panel prints it under a selection and the Rat uses it too, so both say
the same: for a Vitrine its place against the largest Vitrinen the others
could show and the Ehrenschild; for the Kommissar his rank; for a Wechsel
who could outbid it.

>>> from engines.fossil.state import new_game
>>> from engines.fossil.actions import Inspect
>>> preview(new_game(3, seed=1).view(0), Inspect(0)).rank
1
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.fossil.actions import BOERSE, Bid, Choice, Inspect, SendThief, Show
from engines.fossil.fossils import best_vitrine, vitrine_key
from engines.fossil.museum import bid_key, competition_ranks
from engines.fossil.options import shield
from engines.fossil.view import FossilView
from engines.fossil.words import count
from engines.texts import t


@dataclass(frozen=True, slots=True)
class Preview:
    """The preview of one choice: ``place`` (Vitrine), ``rank`` (Kommissar),
    ``fields`` it brings if it works out, ``outbid_by`` (Wechsel: the seats
    that could beat it) and the player-facing ``text``."""

    card: str
    fields: int = 0
    place: int | None = None
    rank: int | None = None
    outbid_by: tuple[int, ...] = ()
    text: str = ""


def vitrine_place(view: FossilView, seat: int, fossils: tuple[int, ...]) -> tuple[int, int]:
    """(place, fields) of a Vitrine against the best the others could show."""
    mine = vitrine_key(fossils)
    better = sum(1 for p in view.players if p.seat != seat
                 and vitrine_key(best_vitrine(frozenset(p.collection))) > mine)
    top, bottom = shield(view.banquet, max(view.fields))
    gains = (top, bottom)
    return better + 1, gains[better] if better < 2 else 0


def outbidders(view: FossilView, seat: int, wechsel: int) -> tuple[int, ...]:
    """The other seats holding a Wechsel that would beat ``wechsel``."""
    fields, counts = view.fields, view.counts
    mine = bid_key(seat, wechsel, fields, counts, view.start)
    return tuple(p.seat for p in view.players if p.seat != seat and any(
        bid_key(p.seat, w, fields, counts, view.start) < mine for w in set(p.wechsel)))


def preview(view: FossilView, choice: Choice, names: tuple[str, ...] = ()) -> Preview:
    """The preview of ``choice`` for its seat; ``names`` name the seats in the
    Wechsel's text (default: "Platz 1" ...)."""
    seat = choice.seat
    if isinstance(choice, Show):
        place, fields = vitrine_place(view, seat, choice.fossils)
        key = "fossil.preview.vitrine" if fields else "fossil.preview.vitrine_none"
        return Preview("vitrine", fields, place=place, text=t(key, place=place, fields=fields))
    if isinstance(choice, Inspect):
        rank = competition_ranks(view.fields)[seat]
        return Preview("kommissar", rank, rank=rank,
                       text=t("fossil.preview.kommissar", rank=rank, fields=count(rank, "feld")))
    if isinstance(choice, Bid):
        beaten = outbidders(view, seat, choice.wechsel)
        if not beaten:
            return Preview("wechsel", text=t("fossil.preview.wechsel_safe"))
        label = ", ".join(names[s] if s < len(names) else str(s + 1) for s in beaten)
        return Preview("wechsel", outbid_by=beaten,
                       text=t("fossil.preview.wechsel_beaten", names=label))
    assert isinstance(choice, SendThief)
    key = ("fossil.preview.langfinger_boerse" if choice.place == BOERSE
           else "fossil.preview.langfinger_museum")
    return Preview("langfinger", text=t(key))
