"""Karten-Info: what a card of the rows, the Stapel, the Ablage or the drawn
card is, and what it means for the reader now, from his view only.

A face-down card is named by who has seen it and how long ago, never by
its value; a value stands only where the view holds one (open now, or the
Gedächtnishilfe), and a saving only where every value it needs is open.

Topics are ``c<seat>.<position>`` (a card), ``r<seat>`` (a whole row, when
one topic per card would not fit the 25 options), ``deck``, ``ablage`` and
``held``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.spuk.cards import ACTIONS, COUNTS
from engines.spuk.narrate import card_label
from engines.spuk.view import CardView, SpukView
from engines.texts import t
from engines.texts.formats import category

#: Discord's limit of options in one select.
MAX_TOPICS = 25


def topics(view: SpukView, names: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """The (topic, label) pairs the reader may ask about: the Stapel, the
    Ablage, his drawn card, then every card of the rows, own row first.

    When one topic per card does not fit Discord's 25 options (four rows
    of six cards), each row of another player is one topic that answers for
    the whole row, so every card can still be asked about."""
    head = [("deck", t("spuk.info.topic.deck"))]
    if view.ablage_top is not None:
        head.append(("ablage", t("spuk.info.topic.ablage", label=card_label(view.ablage_top))))
    if view.held is not None and view.reader == view.turn_seat:
        head.append(("held", t("spuk.info.topic.held", label=card_label(view.held))))
    order = sorted(view.rows, key=lambda r: r.seat != view.reader)
    cards = sum(len(row.cards) for row in order)
    by_row = len(head) + cards > MAX_TOPICS
    out = list(head)
    for row in order:
        if by_row and row.seat != view.reader:
            out.append((f"r{row.seat}", t("spuk.info.topic.row", name=names[row.seat],
                                          count=len(row.cards))))
            continue
        for pos in range(len(row.cards)):
            if row.seat == view.reader:
                label = t("spuk.info.topic.own", place=pos + 1)
            else:
                label = t("spuk.info.topic.other", name=names[row.seat],
                          place=pos + 1)
            out.append((f"c{row.seat}.{pos}", label))
    return tuple(out)


def facts(value: int) -> str:
    """"11 Poltergeist: Schreckwert 11, 4 Stück, Aktion Poltergeist – …"."""
    kind = ACTIONS.get(value)
    action = (t("spuk.info.action", action=t(f"spuk.action.{kind}"),
                does=t(f"spuk.action.{kind}.does")) if kind else t("spuk.info.no_action"))
    return t("spuk.info.facts", label=card_label(value), value=value,
             count=COUNTS[value], action=action)


def ago(n: int) -> str:
    """"vor 2 Zügen", "vor 1 Zug", or "in diesem Zug"."""
    if n == 0:
        return t("spuk.info.now")
    return t("spuk.info.ago_one") if category(n) == "one" else t("spuk.info.ago", turns=n)


def answer(view: SpukView, topic: str, names: Sequence[str]) -> str:
    """The answer to ``topic`` (an unknown topic gets a short refusal)."""
    if topic == "deck":
        return t("spuk.info.deck", count=view.deck_count)
    if topic == "ablage" and view.ablage_top is not None:
        return "\n".join((facts(view.ablage_top), t("spuk.info.ablage")))
    if topic == "held" and view.held is not None and view.reader == view.turn_seat:
        lines = [facts(view.held)]
        lines.append(t("spuk.info.held_ablage") if view.holding == "ablage"
                     else t("spuk.info.held_deck"))
        savings = _savings(view, view.held)
        if savings:
            lines.append(savings)
        return "\n".join(lines)
    if topic.startswith("r"):
        try:
            seat = int(topic[1:])
            row = view.rows[seat]
        except (ValueError, IndexError):
            return t("spuk.info.unknown")
        lines = [t("spuk.info.row", name=names[seat], count=len(row.cards))]
        lines.extend(t("spuk.info.row_card", place=pos + 1,
                       about=_card_brief(view, card, names))
                     for pos, card in enumerate(row.cards))
        if row.protected:
            lines.append(t("spuk.info.protected"))
        return "\n".join(lines)
    if topic.startswith("c"):
        try:
            seat_s, pos_s = topic[1:].split(".")
            seat, pos = int(seat_s), int(pos_s)
            card = view.rows[seat].cards[pos]
        except (ValueError, IndexError):
            return t("spuk.info.unknown")
        own = seat == view.reader
        where = (t("spuk.info.own_card", place=pos + 1) if own
                 else t("spuk.info.other_card", name=names[seat], place=pos + 1))
        lines = [where]
        if card.value is not None:
            lines.append(facts(card.value))
        else:
            lines.append(t("spuk.info.face_down"))
        lines.append(_seen_by(view, card, names))
        if view.rows[seat].protected:
            lines.append(t("spuk.info.protected"))
        if own and view.held is not None and card.value is not None:
            diff = card.value - view.held
            if diff > 0:
                lines.append(t("spuk.info.saves", points=diff))
        return "\n".join(lines)
    return t("spuk.info.unknown")


def _seen_by(view: SpukView, card: CardView, names: Sequence[str]) -> str:
    """"gesehen von Anna vor 2 Zügen; gesehen von dir in diesem Zug"."""
    seen = []
    for s, eye in card.seen:
        who = t("spuk.info.you") if s == view.reader else names[s]
        seen.append(t("spuk.info.seen_by", name=who, ago=ago(eye)))
    return "; ".join(seen) if seen else t("spuk.info.seen_nobody")


def _card_brief(view: SpukView, card: CardView, names: Sequence[str]) -> str:
    """One card of a row in a line: its label if the view holds it (open,
    or the Gedächtnishilfe), else "verdeckt", and who has seen it."""
    what = (t("spuk.info.row_open", label=card_label(card.value)) if card.value is not None
            else t("spuk.info.row_down"))
    return f"{what}; {_seen_by(view, card, names)}"


def _savings(view: SpukView, held: int) -> str:
    """How much swapping the held card saves at each own place whose value is
    open to the reader (never from memory without the Gedächtnishilfe)."""
    parts = []
    for pos, card in enumerate(view.own_row().cards):
        if card.value is not None and card.value > held:
            parts.append(t("spuk.info.saves_at", place=pos + 1, points=card.value - held))
    return t("spuk.info.savings", parts=", ".join(parts)) if parts else ""
