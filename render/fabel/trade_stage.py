"""The stage of Speedfabel's table picture during a trade and a turn: the
trade's sort and covered offers, who lays what, and after a trade its sort
and outcome in one sentence (the auction's stage is :mod:`render.fabel.auction`,
the Meistermarkt's :mod:`render.fabel.meister_table`)."""

from __future__ import annotations

from engines.fabel.cards import KOBOLD_TRADE
from engines.fabel.view import SUPER, FabelView, TradeView
from engines.texts import t
from engines.texts.formats import one_or_many
from engines.texts.grammar import counted, creature_key
from render.canvas import Canvas
from render.fabel import cards, sentences
from render.fabel.auction import StageLayout, ring_box
from render.sizes import SMALL
from render.theme import Theme

#: The last trade's sort, large in the stage card's place.
LAST_TRADE_ICON = 96


def _cards_text(n: int) -> str:
    if n == 0:
        return t("render.fabel.cards.none")
    return t(f"render.fabel.cards.{one_or_many(n)}", n=n)


def _offer(canvas: Canvas, cx: int, y: int, count: int | None) -> None:
    """A covered offer: up to three card backs fanned."""
    if not count:
        return
    back = cards.card_back(40)
    for i in range(min(count, 3)):
        canvas.sprite(back, cx - 20 - 8 + i * 8, y - i * 4)


def trade_stage(canvas: Canvas, th: Theme, lay: StageLayout, tr: TradeView,
                names: tuple[str, ...], y: int, decides: set[int]) -> int:
    """A trade on the stage: its sort on the card's place, the covered offers
    by the ring, who lays what (``decides``: the seats deciding now) and the
    notes of a tie and of the Kobold trade; returns the sentences' foot."""
    cx0, cy0, cx1, _ = lay.stage_card()
    card_width = cx1 - cx0
    tx, tw = lay.text_column()
    if tr.kind == KOBOLD_TRADE:
        canvas.sprite(cards.kobold_card(card_width), cx0, cy0)
        what = t("render.fabel.trade_kobold")
    else:
        canvas.sprite(cards.creature_card(tr.kind, card_width), cx0, cy0)
        what = counted(creature_key(tr.kind), tr.stake, "akk")
    mid, ring_y, _ = ring_box(lay)
    _offer(canvas, mid - 26, ring_y + 10, tr.offer_count)
    _offer(canvas, mid + 30, ring_y + 70, tr.counter_count)
    if tr.round == 1 and tr.offer_count is None:
        # Before any offer: who challenges whom, in one sentence (the
        # challenge is public; the one challenged is named from the start).
        y = sentences.whole(canvas, tx, y, tw, t("render.fabel.trade_challenge", what=what,
                                                 challenger=names[tr.challenger],
                                                 opponent=names[tr.opponent]), th.text)
    else:
        y = sentences.whole(canvas, tx, y, tw, t("render.fabel.trade_about", what=what),
                            th.text)
        mine = (t("render.fabel.offer_waiting") if tr.offer_count is None
                else _cards_text(tr.offer_count))
        y = sentences.whole(canvas, tx, y + 4, tw, t("render.fabel.trade_side",
                                                     name=names[tr.challenger], what=mine),
                            th.text)
        if tr.counter_count is not None:
            theirs = _cards_text(tr.counter_count)
        elif tr.offer_count is not None:
            theirs = t("render.fabel.answer_waiting")
        elif tr.opponent in decides:
            theirs = t("render.fabel.offer_waiting")  # both lay anew at once
        else:
            theirs = t("render.fabel.waits_again")   # a tie: the challenger lays first
        y = sentences.whole(canvas, tx, y, tw, t("render.fabel.trade_side",
                                                 name=names[tr.opponent], what=theirs),
                            th.text)
    # The notes, where they fit above the stage's foot: the tie first (it
    # is this moment's), then the Kobold trade's reverse rule.
    notes = [t("render.fabel.trade_round2")] if tr.round == 2 else []
    if tr.kind == KOBOLD_TRADE:
        notes.append(t("render.fabel.meister.kobold_trade"))
    for note in notes:
        y = sentences.whole(canvas, tx, y + 4, tw, note, th.accent)
    return y


def turn_stage(canvas: Canvas, th: Theme, lay: StageLayout, view: FabelView,
               names: tuple[str, ...], y: int) -> int:
    """A turn on the stage: the task, who was skipped, and the last trade's
    sort and sentence where they fit; returns the sentences' foot."""
    tx, tw = lay.text_column()
    if view.phase == SUPER:
        key = "render.fabel.super_task_two" if view.seats == 2 else "render.fabel.super_task"
    elif view.deck_count == 0:
        key = "render.fabel.turn_task_trade"
    else:
        key = "render.fabel.turn_task_two" if view.seats == 2 else "render.fabel.turn_task"
    y = sentences.whole(canvas, tx, y, tw, t(key), th.text)
    for seat in view.skipped:
        y = sentences.whole(canvas, tx, y + 4, tw, t("render.fabel.skipped", name=names[seat],
                                                       reason=t("fabel.skip.no_trade")),
                              th.muted)
    last = view.last_trade
    if last is None:
        return y
    # The last trade: its sort large in the card's place, the sentence under
    # the task.
    cx0, cy0, _, _ = lay.stage_card()
    icon = (cards.kobold_icon(LAST_TRADE_ICON) if last.kind == KOBOLD_TRADE
            else cards.creature_icon(last.kind, LAST_TRADE_ICON))
    canvas.sprite(icon, cx0 + 7, cy0 + 4)
    if last.kind == KOBOLD_TRADE:
        what = t("render.fabel.trade_kobold")
    else:
        what = counted(creature_key(last.kind), last.stake, "akk")
    theirs = (t("render.fabel.trade_accepted") if last.opponent_count is None
              else _cards_text(last.opponent_count))
    text = t("render.fabel.last_trade_line", what=what, challenger=names[last.challenger],
             mine=_cards_text(last.challenger_count), opponent=names[last.opponent],
             theirs=theirs)
    if last.winner is not None:
        text += " " + t("render.fabel.trade_winner", name=names[last.winner]) + "."
    tx, tw = lay.text_column()
    room = (lay.stage[3] - 10 - (y + 8)) // round(SMALL * 1.2)
    # Whole sentences only: without the winner if the room is short, else not at all.
    for sentence in (text, text.split(". ")[0] + "."):
        lines = len(canvas.wrap(sentence, SMALL, tw))
        if lines <= room:
            return canvas.paragraph(tx, y + 8, tw, sentence, SMALL, th.muted, max_lines=lines)
    return y
