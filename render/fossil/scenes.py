"""The two moments of a Speedfossil round as pictures, since Discord cannot
animate: the reveal (who went where with which card) and the round's
outcome (the Fundbörse's purchase and thefts, the places in the Museum with
the Ehrenschild's moves, what each Langfinger took, the arrests, the
Kommissare's moves, and at the end the Schlussvitrinen).

Both are drawn from the public view's ``round_events``: the public events
from the reveal to the end of the round, never a sealed choice.

>>> from engines.fossil.actions import Bid, Inspect, SendThief
>>> from engines.fossil.state import new_game
>>> state = new_game(3, seed=1)
>>> for c in (Bid(0, 4, 0), SendThief(1, 2, "boerse"), Inspect(2)):
...     _ = state.apply(c)
>>> [kind for kind, _ in reveal_sections(state.view(None), ("A", "B", "C"))]
['boerse', 'museum']
>>> render_outcome(state.view(None), names=("A", "B", "C")).size[0]
720
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.core import Event
from engines.fossil import events as ev
from engines.fossil.actions import BOERSE
from engines.fossil.fossils import ERA_OF, FOSSILS
from engines.fossil.options import shield
from engines.fossil.view import FossilView
from engines.fossil.words import count
from engines.texts import t
from render.canvas import Canvas
from render.encode import EFFORT_KEY, ONCE, encode
from render.fossil.layout import LARGE, LINE, MARGIN, WIDTH, led, led_height, title
from render.layers import background
from render.theme import Theme, get_theme

#: A line of a scene: the seat whose disc leads it (None: no disc) and its text.
Line = tuple[int | None, str]
Section = tuple[str, list[Line]]

HEAD = 60


def _round_of(view: FossilView) -> int:
    first = next((e for e in view.round_events if isinstance(e, ev.AllChosen)), None)
    return first.round if first is not None else view.round


def _fossil(f: int) -> str:
    return t("fossil.scene.fossil", fossil=FOSSILS[f].name, era=FOSSILS[f].era)


def card_text(e: ev.CardRevealed, names: Sequence[str], finds: Sequence[int | None]) -> str:
    """What a collector went with, as the reveal shows it."""
    name = names[e.seat]
    if e.card == "wechsel":
        find = finds[e.slot] if 0 <= e.slot < len(finds) else None
        what = (_fossil(find) if find is not None else "")
        return t("fossil.scene.wechsel", name=name, value=e.value, slot="AB"[e.slot],
                 fossil=what)
    if e.card == "langfinger":
        return t("fossil.scene.langfinger", name=name, years=count(e.value, "dienstjahr", "dat"))
    if e.card == "kommissar":
        return t("fossil.scene.kommissar", name=name)
    eras = "-".join(str(ERA_OF[f]) for f in e.fossils)
    return t("fossil.scene.vitrine", name=name, eras=eras,
             fossils=", ".join(FOSSILS[f].name for f in e.fossils))


def _finds_at_reveal(view: FossilView) -> list[int | None]:
    """Finds A and B as they lay when the cards were revealed (a bought
    slot was refilled since)."""
    finds = list(view.market)
    for e in view.round_events:
        if isinstance(e, ev.Bought):
            finds[e.slot] = e.fossil
    return finds


def reveal_sections(view: FossilView, names: Sequence[str]) -> list[Section]:
    """The reveal: the cards in the Fundbörse, then those in the Museum."""
    finds = _finds_at_reveal(view)
    cards = [e for e in view.round_events if isinstance(e, ev.CardRevealed)]
    out: list[Section] = []
    for place in ("boerse", "museum"):
        lines: list[Line] = [(e.seat, card_text(e, names, finds)) for e in cards
                             if (e.place == BOERSE) == (place == "boerse")]
        if not lines:
            lines = [(None, t("fossil.scene.nobody"))]
        out.append((place, lines))
    return out


def outcome_sections(view: FossilView, names: Sequence[str]) -> list[Section]:
    """The round's outcome, section by section (empty ones left out)."""
    events = view.round_events
    rnd = _round_of(view)
    boerse: list[Line] = []
    fame: list[Line] = []
    thieves: list[Line] = []
    arrest: list[Line] = []
    police: list[Line] = []
    final: list[Line] = []
    for e in events:
        line = _outcome_line(e, names)
        if line is None:
            continue
        if isinstance(e, ev.Bought | ev.WechselBack | ev.WechselStolen | ev.ThievesBlocked):
            boerse.append(line)
        elif isinstance(e, ev.FameWon):
            fame.append(line)
        elif isinstance(e, ev.Stolen):
            thieves.append(line)
        elif isinstance(e, ev.Arrested | ev.Released):
            arrest.append(line)
        elif isinstance(e, ev.InspectorMoved):
            police.append(line)
        elif isinstance(e, ev.FinalShown):
            final.append(line)
    if not boerse:
        boerse = [(None, t("fossil.scene.no_purchase"))]
    museum_title = "museum"
    if fame:
        leader = max(p.course[rnd - 1] if len(p.course) >= rnd else p.field
                     for p in view.players)
        top, bottom = shield(view.banquet, leader)
        museum_title = t("fossil.scene.title.museum_shield", top=top, bottom=bottom)
    else:
        fame = [(None, t("fossil.scene.no_vitrine"))]
    out: list[Section] = [("boerse", boerse), (museum_title, fame)]
    out += [(k, v) for k, v in (("thieves", thieves), ("arrest", arrest),
                                ("police", police), ("final", final)) if v]
    return out


def _outcome_line(e: Event, names: Sequence[str]) -> Line | None:
    if isinstance(e, ev.Bought):
        return e.seat, t("fossil.scene.bought", name=names[e.seat], fossil=_fossil(e.fossil),
                         value=e.wechsel)
    if isinstance(e, ev.WechselBack):
        return e.seat, t("fossil.scene.back", name=names[e.seat], value=e.wechsel)
    if isinstance(e, ev.WechselStolen):
        return e.seat, t("fossil.scene.wechsel_stolen", name=names[e.seat],
                         years=count(e.years, "dienstjahr"),
                         value=e.wechsel)
    if isinstance(e, ev.ThievesBlocked):
        return None, t("fossil.scene.blocked", names=", ".join(names[s] for s in e.seats))
    if isinstance(e, ev.FameWon):
        return e.seat, t("fossil.scene.fame", place=e.place, name=names[e.seat],
                         fields=count(e.fields, "feld"), before=e.before, after=e.after)
    if isinstance(e, ev.Stolen):
        return e.seat, t("fossil.scene.stolen", name=names[e.seat],
                         years=count(e.years, "dienstjahr"),
                         fossil=_fossil(e.fossil), victim=names[e.victim])
    if isinstance(e, ev.Arrested):
        return e.seat, t("fossil.scene.arrested", name=names[e.seat],
                         years=count(e.years, "dienstjahr"))
    if isinstance(e, ev.Released):
        return e.seat, t("fossil.scene.released", name=names[e.seat],
                         years=count(e.years, "dienstjahr"))
    if isinstance(e, ev.InspectorMoved):
        return e.seat, t("fossil.scene.inspector", name=names[e.seat], rank=e.rank,
                         fields=count(e.after - e.before, "feld"), before=e.before,
                         after=e.after)
    if isinstance(e, ev.FinalShown):
        return e.seat, t("fossil.scene.final", name=names[e.seat],
                         count=count(len(e.fossils), "fossil"),
                         fields=count(e.fields, "feld"), after=e.after)
    return None


def _section_title(kind: str) -> str:
    key = f"fossil.scene.title.{kind}"
    return t(key) if kind in ("boerse", "museum", "thieves", "arrest", "police",
                              "final") else kind


#: The tallest a page may be, as a share of the width (a phone shows it whole).
TALLEST = 1.6


def _section_height(lines: Sequence[Line]) -> int:
    return LINE + 16 + sum(led_height(s, x) for s, x in lines)


def _draw(th: Theme, heading: str, sections: Sequence[Section]) -> list[Image.Image]:
    """The sections under ``heading``, on as many pages as keep each no
    taller than a phone shows whole (a section is never split; every page
    repeats the heading)."""
    tallest = round(TALLEST * WIDTH)
    groups: list[list[Section]] = [[]]
    used = HEAD
    for section in sections:
        h = _section_height(section[1]) + 12
        if groups[-1] and used + h + MARGIN > tallest:
            groups.append([])
            used = HEAD
        groups[-1].append(section)
        used += h
    pages = []
    for group in groups:
        height = HEAD + sum(_section_height(lines) + 12 for _, lines in group) + MARGIN
        canvas = Canvas(background(th, (WIDTH, height)))
        canvas.text(MARGIN, 14, heading, LARGE, th.text)
        y = HEAD
        for kind, lines in group:
            h = _section_height(lines)
            canvas.box((MARGIN, y, WIDTH - MARGIN, y + h), th.panel, th.panel_edge, 2)
            yy = title(canvas, th, y + 8, _section_title(kind))
            for seat, text in lines:
                yy = led(canvas, th, yy, seat, text)
            y += h + 12
        image = canvas.finish()
        image.info[EFFORT_KEY] = ONCE  # posted once
        pages.append(image)
    return pages


def reveal_pages(view: FossilView, *, names: Sequence[str],
                 theme: str = "laternennacht") -> list[Image.Image]:
    """The reveal of the round in ``view.round_events``, in pages."""
    return _draw(get_theme(theme), t("fossil.scene.reveal", round=_round_of(view)),
                 reveal_sections(view, names))


def outcome_pages(view: FossilView, *, names: Sequence[str],
                  theme: str = "laternennacht") -> list[Image.Image]:
    """The outcome of the round in ``view.round_events``, in pages."""
    return _draw(get_theme(theme), t("fossil.scene.outcome", round=_round_of(view)),
                 outcome_sections(view, names))


def scene_words(view: FossilView, names: Sequence[str], kind: str) -> str:
    """The words of the reveal (``kind`` "reveal") or the outcome picture,
    line by line as the picture shows them: its alt text."""
    sections = reveal_sections(view, names) if kind == "reveal" else outcome_sections(view, names)
    lines = [t(f"fossil.scene.{kind}", round=_round_of(view))]
    for section, rows in sections:
        lines.append(t("fossil.scene.alt_section", title=_section_title(section),
                       lines="; ".join(text.rstrip(".") for _, text in rows)))
    return "\n".join(lines)



def render_reveal(view: FossilView, *, names: Sequence[str],
                  theme: str = "laternennacht") -> Image.Image:
    """The reveal's first page (see :func:`reveal_pages`)."""
    return reveal_pages(view, names=names, theme=theme)[0]


def render_outcome(view: FossilView, *, names: Sequence[str],
                   theme: str = "laternennacht") -> Image.Image:
    """The outcome's first page (see :func:`outcome_pages`)."""
    return outcome_pages(view, names=names, theme=theme)[0]


def _encoded(pages: Sequence[Image.Image]) -> bytes | tuple[bytes, ...]:
    data = tuple(encode(page) for page in pages)
    return data[0] if len(data) == 1 else data


def reveal_picture(view: FossilView, names: Sequence[str],
                   theme: str) -> bytes | tuple[bytes, ...]:
    """The reveal, encoded: one picture or its pages (a drawing job of the
    picture process)."""
    return _encoded(reveal_pages(view, names=tuple(names), theme=theme))


def outcome_picture(view: FossilView, names: Sequence[str],
                    theme: str) -> bytes | tuple[bytes, ...]:
    """The outcome, encoded: one picture or its pages (a drawing job of the
    picture process)."""
    return _encoded(outcome_pages(view, names=tuple(names), theme=theme))
