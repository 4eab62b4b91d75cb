"""Karten-Info: what a card of the rows, the Stapel, the Ablage or the drawn
card is, and what it means for the reader now, from his view only.

A face-down card is named by who has seen it and how long ago, never by
its value; a value stands only where the view holds one (open now, or the
Gedächtnishilfe), and a saving only where every value it needs is open.

Topics are ``c<seat>.<position>``, ``deck``, ``ablage`` and ``held``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.spuk.cards import ACTIONS, COUNTS
from engines.spuk.narrate import card_label
from engines.spuk.view import SpukView
from engines.texts import t

#: Discord's limit of options in one select.
MAX_TOPICS = 25


def topics(view: SpukView) -> tuple[tuple[str, str], ...]:
    """The (topic, label) pairs the reader may ask about: the Stapel, the
    Ablage, his drawn card, his own cards, then the others' (as they fit)."""
    out = [("deck", t("spuk.info.topic.deck"))]
    if view.ablage_top is not None:
        out.append(("ablage", t("spuk.info.topic.ablage", label=card_label(view.ablage_top))))
    if view.held is not None and view.reader == view.turn_seat:
        out.append(("held", t("spuk.info.topic.held", label=card_label(view.held))))
    order = sorted(view.rows, key=lambda r: r.seat != view.reader)
    for row in order:
        for pos in range(len(row.cards)):
            if row.seat == view.reader:
                label = t("spuk.info.topic.own", place=pos + 1)
            else:
                label = t("spuk.info.topic.other", seat=row.seat + 1, place=pos + 1)
            out.append((f"c{row.seat}.{pos}", label))
    return tuple(out[:MAX_TOPICS])


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
    return t("spuk.info.ago_one") if n == 1 else t("spuk.info.ago", turns=n)


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
        seen = []
        for s, eye in card.seen:
            who = t("spuk.info.you") if s == view.reader else names[s]
            seen.append(t("spuk.info.seen_by", name=who, ago=ago(eye)))
        lines.append("; ".join(seen) if seen else t("spuk.info.seen_nobody"))
        if view.rows[seat].protected:
            lines.append(t("spuk.info.protected"))
        if own and view.held is not None and card.value is not None:
            diff = card.value - view.held
            if diff > 0:
                lines.append(t("spuk.info.saves", points=diff))
        return "\n".join(lines)
    return t("spuk.info.unknown")


def _savings(view: SpukView, held: int) -> str:
    """How much swapping the held card saves at each own place whose value is
    open to the reader (never from memory without the Gedächtnishilfe)."""
    parts = []
    for pos, card in enumerate(view.own_row().cards):
        if card.value is not None and card.value > held:
            parts.append(t("spuk.info.saves_at", place=pos + 1, points=card.value - held))
    return t("spuk.info.savings", parts=", ".join(parts)) if parts else ""
