"""One player's private (ephemeral) panel at a Speedfabel table, built
from that player's view only: its text (the task, the points, the hand) and
its rows of kit buttons and selects (bids, the composers of a payment or an
offer, answers), which the kit turns into Discord components. The table
message is :mod:`bot.fabel.public`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bot.fabel.public import GREY, PRIMARY, SUCCESS, letter_gain, quick_bid_arg
from bot.kit.parsing import BadInput, number
from bot.kit.ui import Button, Panel, Row, Select
from engines.core import Decision
from engines.fabel import actions as fabel_actions
from engines.fabel import money
from engines.fabel.cards import (
    DENOMINATIONS,
    KINDS,
    KOBOLD_TRADE,
    LETTER,
)
from engines.fabel.narrate import card_name, creatures
from engines.fabel.view import FabelView, RaceView
from engines.texts import t
from engines.texts.grammar import all_of, counted


def points_line(view: FabelView, seat: int) -> str:
    """"Deine Punkte jetzt" with the Rechenweg (Meistermarkt: the five steps);
    without a Vierer and nothing else that counts, a plain 0 and why."""
    score = view.score(seat)
    if score.points == 0 and not view.players[seat].vierer:
        return t("fabel.panel.points_none")
    return score.rechenweg


def inexact_reason(view: FabelView, actions: Sequence[object], seat: int) -> str:
    """Why ``seat``'s Kassenbuch is "ungenauer", from what the table saw:
    trades with that seat, money cards dealt face down at two players, money
    for Ahnenbriefe and from Kobolde in the Meistermarkt."""
    what = []
    if any(isinstance(a, fabel_actions.Challenge) and seat in (a.seat, a.opponent)
           for a in actions):
        what.append(t("fabel.answer.inexact.trade"))
    if view.seats == 2:
        what.append(t("fabel.answer.inexact.dealt"))
    if view.meister and any(isinstance(a, (fabel_actions.Meins, fabel_actions.TakeKobold))
                            for a in actions):
        what.append(t("fabel.answer.inexact.meister"))
    if not what:
        what.append(t("fabel.answer.inexact.trade"))
    listed = what[0] if len(what) == 1 else t("fabel.info.and", first=", ".join(what[:-1]),
                                                 last=what[-1])
    return t("fabel.answer.kassenbuch_inexact", what=listed)


def _creature_list(creatures: Sequence[int]) -> str:
    parts = [f"{card_name(k, n)} ×{n}" for k, n in enumerate(creatures) if n]
    return ", ".join(parts)


def grouped_money(values: Sequence[int]) -> str:
    """Money cards as counts per value, highest first.

    >>> grouped_money([10, 100, 50, 10, 0, 50])
    '1 × 100 · 2 × 50 · 2 × 10 · 1 × 0'
    """
    counts = Counter(values)
    return " · ".join(f"{counts[v]} × {v}" for v in sorted(counts, reverse=True))


def exact_payment(hand: Sequence[int], amount: int) -> list[int] | None:
    """"Passend zahlen": the payment (counts) that gives away the least money,
    with the fewest cards among those; None when the hand cannot pay."""
    options = money.minimal_payments(hand, amount)
    if not options:
        return None
    return min(options, key=lambda p: (money.total(p), sum(p)))


def panel_text(view: FabelView, names: Sequence[str], *, kassenbuch: bool,
               task: str) -> str:
    """The private panel's text: own money, creatures, points, estimates, task."""
    seat = view.reader
    assert seat is not None and view.hand is not None
    me = view.players[seat]
    lines = [t("fabel.panel.title", name=names[seat])]
    if view.hand:
        lines.append(t("fabel.panel.money", cards=grouped_money(view.hand), sum=sum(view.hand)))
    else:
        lines.append(t("fabel.panel.no_money"))
    listed = _creature_list(me.creatures)
    lines.append(t("fabel.panel.creatures", list=listed) if listed
                 else t("fabel.panel.no_creatures"))
    if view.meister:
        letters = ", ".join(t(f"fabel.creature.{k}") for k in me.letters)
        lines.append(t("fabel.panel.meister", letters=letters or t("fabel.panel.no_letters"),
                       kobolde=me.kobolde))
    lines.append(t("fabel.panel.points", line=points_line(view, seat)))
    if kassenbuch:
        estimates = []
        for p in view.players:
            if p.seat != seat:
                mark = f" ({t('fabel.kassenbuch.inexact')})" if p.estimate_inexact else ""
                estimates.append(t("fabel.panel.estimate", name=names[p.seat],
                                   amount=max(0, p.estimate)) + mark)  # never "ca. -20"
        lines.append(t("fabel.panel.kassenbuch", list=" · ".join(estimates)))
    lines.append(t("fabel.panel.task", task=task))
    return "\n".join(lines)


def panel_alt(view: FabelView, names: Sequence[str]) -> str:
    """The panel picture's alt text, from its reader's view: what the
    picture shows (money, creatures, points) and the task."""
    return t("core.alt.panel", lines=panel_text(
        view, names, kassenbuch=False, task=task_text(view, names, decision_of(view))))


def decision_of(view: FabelView) -> Decision | None:
    """The reader's open decision, if any."""
    return next((d for d in view.pending if d.seat == view.reader), None)


def task_text(view: FabelView, names: Sequence[str], decision: Decision | None) -> str:
    """The reader's task in words."""
    if view.phase == "meins" and view.race is not None:
        return _race_task(view, view.race)
    if decision is None:
        return t("fabel.task.wait")
    kind = decision.kind
    a, tr, p, r = view.auction, view.trade, view.payment, view.race
    if kind == "turn":
        return t("fabel.task.turn_two" if view.seats == 2 else "fabel.task.turn")
    if kind == "bid" and a is not None:
        return t("fabel.task.bid", high=a.high)
    if kind == "vorkauf" and a is not None and a.bidder is not None:
        return t("fabel.task.vorkauf", amount=a.high, bidder=names[a.bidder])
    if kind == "pay" and p is not None:
        return t("fabel.task.pay", amount=p.amount, receiver=names[p.receiver])
    if kind == "offer" and tr is not None and tr.kind == KOBOLD_TRADE:
        return t("fabel.task.kobold_trade_offer", opponent=names[tr.opponent])
    if kind == "answer" and tr is not None and tr.kind == KOBOLD_TRADE:
        return t("fabel.task.kobold_trade_answer", challenger=names[tr.challenger],
                 count=tr.offer_count)
    if kind == "brief_vorkauf" and r is not None and r.presser is not None:
        return t("fabel.task.brief_vorkauf", presser=names[r.presser], count=r.k,
                 card=card_name(LETTER + r.kind))
    if kind == "brief_pay" and r is not None and r.presser is not None:
        receiver = r.presser if r.kept else r.auctioneer
        return t("fabel.task.brief_pay", receiver=names[receiver], count=r.k)
    if kind == "kobold" and view.kobold is not None:
        must = not view.hand
        pot = view.kobold.pot_count
        if must:
            return t("fabel.task.kobold_must", cards=counted("karte", pot, numeral=True))
        if not pot:  # the first in the round: nothing lies on it yet
            return t("fabel.task.kobold_empty")
        return t("fabel.task.kobold", all_cards=all_of("karte", pot, "dat"))
    if kind == "offer" and tr is not None:
        return t("fabel.task.offer", cards=creatures(tr.kind, tr.stake),
                 opponent=names[tr.opponent])
    if kind == "answer" and tr is not None:
        return t("fabel.task.answer", challenger=names[tr.challenger], count=tr.offer_count,
                 cards=creatures(tr.kind, tr.stake))
    if kind == "distribute" and view.peek is not None:
        return t("fabel.task.distribute", card=card_name(view.peek))
    if kind == "superhandel":
        return t("fabel.task.superhandel")
    return t("fabel.task.wait")


def _race_task(view: FabelView, race: RaceView) -> str:
    """The letter race in the private panel: from which number on the reader
    can press, and what the letter would bring him."""
    seat = view.reader
    assert seat is not None and view.hand is not None
    if seat == race.auctioneer:
        return t("fabel.task.meins_own")
    cards = len(view.hand)
    if cards == 0:
        when_line = t("fabel.task.meins_never")
    elif cards >= race.counter:
        when_line = t("fabel.task.meins_now", cards=cards)
    else:
        when_line = t("fabel.task.meins_from", cards=cards, from_=cards)
    text = t("fabel.task.meins", card=card_name(LETTER + race.kind), when_line=when_line)
    now, with_letter = letter_gain(view, seat, race.kind)
    return text + " " + t("fabel.task.meins_gain", with_letter=with_letter.rechenweg,
                          now=now.points, diff=with_letter.points - now.points)


def cheapest_cards(hand: Sequence[int], count: int) -> list[int]:
    """The ``count`` smallest money cards as counts: zeros and tens first,
    as the computers pay for a letter.

    >>> cheapest_cards([1, 2, 0, 1, 0, 0, 0], 3)
    [1, 2, 0, 0, 0, 0, 0]
    """
    chosen = [0] * len(hand)
    left = count
    for i, have in enumerate(hand):
        take = min(have, left)
        chosen[i] = take
        left -= take
    return chosen


def encode_counts(kind: str, counts: Sequence[int]) -> str:
    """A composer's state as a button argument: ``pay.0.1.0.1.0.0.0``."""
    return ".".join([kind, *(str(c) for c in counts)])


#: What a money composer composes (the kinds :func:`encode_counts` writes).
COMPOSER_KINDS = ("pay", "offer", "counter", "letter")


def decode_counts(arg: str) -> tuple[str, list[int]]:
    """The inverse of :func:`encode_counts`; ValueError for anything else."""
    kind, *rest = arg.split(".")
    if kind not in COMPOSER_KINDS or len(rest) != len(DENOMINATIONS):
        raise ValueError("bad composer state")
    try:
        counts = [number(c, high=99) for c in rest]
    except BadInput:
        raise ValueError("bad composer state") from None
    return kind, counts


class _Rows:
    """The panel's five rows, filled by row number (a select fills a row)."""

    def __init__(self) -> None:
        self.buttons: list[list[Button]] = [[] for _ in range(5)]
        self.selects: dict[int, Select] = {}

    def add(self, verb: str, label: str, style: str = GREY, arg: str = "", row: int = 2,
            disabled: bool = False, stepped: bool = True) -> None:
        self.buttons[row].append(Button(label, verb, arg, style, disabled, not stepped))

    def rows(self) -> tuple[Row, ...]:
        out: list[Row] = [self.selects.get(i) or tuple(b) for i, b in enumerate(self.buttons)]
        while out and out[-1] == ():
            out.pop()
        return tuple(out)


def _composer(rows: _Rows, kind: str, hand_counts: Sequence[int],
              chosen: Sequence[int]) -> None:
    """Toggle buttons per denomination: a click adds one card of it (and
    wraps back to none); the label shows chosen/held."""
    row, used = 1, 0
    for i, have in enumerate(hand_counts):
        if not have:
            continue
        nxt = list(chosen)
        nxt[i] = (chosen[i] + 1) % (have + 1)
        label = t("fabel.btn.money", value=DENOMINATIONS[i], chosen=chosen[i], have=have)
        rows.add("pick", label, PRIMARY if chosen[i] else GREY, encode_counts(kind, nxt), row=row)
        used += 1
        if used == 5:
            row, used = 2, 0


def panel(view: FabelView, names: Sequence[str], *, kassenbuch: bool,
          chosen: Sequence[int] | None = None) -> Panel:
    """The private panel of ``view.reader`` (its buttons are for the
    decision it is drawn for, except the bids, "Meins!", the points and the
    Kassenbuch, which hold for any).

    ``chosen`` is the money selected so far in a payment or offer (counts).
    """
    decision = decision_of(view)
    text = panel_text(view, names, kassenbuch=kassenbuch,
                      task=task_text(view, names, decision))
    out = _Rows()
    add = out.add
    seat = view.reader
    assert seat is not None and view.hand is not None
    hand = money.counts_from_values(view.hand) or [0] * len(DENOMINATIONS)
    picked = list(chosen) if chosen is not None else [0] * len(DENOMINATIONS)

    kind = decision.kind if decision else None
    if view.phase == "meins" and view.race is not None and seat != view.race.auctioneer:
        # A private panel is not edited while the counter runs (nor after the
        # race): its button carries no number and no green "now", the public
        # message shows the live counter.
        add("meins", t("fabel.btn.meins_panel"), PRIMARY, row=0, stepped=False)
    if kind in ("pay", "offer", "answer", "brief_pay"):
        _money_rows(out, view, kind, hand, picked, chosen)
    else:
        _decision_rows(out, view, names, kind, hand)
    add("points", t("fabel.btn.points"), row=3, stepped=False)
    if kassenbuch and view.seats > 1:
        others = tuple((str(p.seat), names[p.seat]) for p in view.players if p.seat != seat)
        out.selects[4] = Select(t("fabel.select.kassenbuch"), "kassenbuch", others,
                                any_step=True)
    return Panel(text, out.rows())


def _decision_rows(out: _Rows, view: FabelView, names: Sequence[str], kind: str | None,
                   hand: Sequence[int]) -> None:
    """The rows of a decision that pays nothing: a turn, a bid, a Vorkauf,
    a letter's Vorkauf, the Kobold, the distribution, a Superhandel."""
    add, seat = out.add, view.reader
    assert seat is not None
    if kind == "turn":
        if view.deck_count:  # an empty deck leaves only trading
            add("reveal", t("fabel.btn.look" if view.seats == 2 else "fabel.btn.reveal"),
                PRIMARY, row=0)
        # Kobolde first (item 113): only when both have one; the higher offer gives them away.
        options = [(f"{o}.{KOBOLD_TRADE}", t("fabel.select.trade_kobolde", name=names[o]))
                   for o in range(view.seats) if view.can_trade(seat, o, KOBOLD_TRADE)]
        options += [(f"{o}.{k}", t("fabel.select.trade_option", name=names[o],
                                   card=card_name(k), stake=_stake(view, seat, o, k)))
                    for o in range(view.seats) for k in range(KINDS)
                    if view.can_trade(seat, o, k)]
        if options:
            out.selects[1] = Select(t("fabel.select.trade"), "challenge", tuple(options[:25]))
    elif kind == "bid":
        for amount in (10, 50, 100):
            add("plus", f"+{amount}", SUCCESS, quick_bid_arg(view, amount), row=0,
                stepped=False)
        add("amount", t("fabel.btn.amount"), row=0, stepped=False)
    elif kind == "vorkauf" and view.auction is not None:
        add("sell", t("fabel.btn.sell"), PRIMARY, row=0)
        assert view.hand is not None
        can_buy = sum(view.hand) >= view.auction.high
        add("buy", t("fabel.btn.buy"), GREY, row=0, disabled=not can_buy)
    elif kind == "brief_vorkauf" and view.race is not None:
        assert view.hand is not None
        add("letter_keep", t("fabel.btn.letter_keep"), PRIMARY, row=0,
            disabled=len(view.hand) < view.race.k)
        add("letter_let_go", t("fabel.btn.letter_let_go"), row=0)
    elif kind == "kobold":
        add("kobold_take", t("fabel.btn.kobold_take"), PRIMARY, row=0)
        row, used = 1, 0
        for i, have in enumerate(hand):
            if have:
                add("kobold_card", t("fabel.btn.kobold_lay_card", value=DENOMINATIONS[i]),
                    arg=str(DENOMINATIONS[i]), row=row)
                used += 1
                if used == 5:
                    row, used = 2, 0
    elif kind == "distribute":
        add("keep", t("fabel.btn.keep"), PRIMARY, row=0)
        add("give", t("fabel.btn.give"), row=0)
    elif kind == "superhandel":
        if view.deck_count:
            add("reveal", t("fabel.btn.look" if view.seats == 2 else "fabel.btn.reveal"),
                PRIMARY, row=0)
        add("end", t("fabel.btn.end_turn"), row=0)


def _money_rows(out: _Rows, view: FabelView, kind: str, hand: Sequence[int],
                picked: list[int], chosen: Sequence[int] | None) -> None:
    """The rows of a decision that picks money cards: a payment, an offer,
    an answer to one (accept, nothing, or a counter offer), a letter's cards."""
    add = out.add
    if kind == "pay" and view.payment is not None:
        amount = view.payment.amount
        _composer(out, "pay", hand, picked)
        ok = money.is_minimal_payment(picked, amount)
        add("confirm", t("fabel.btn.pay", sum=money.total(picked), amount=amount),
            SUCCESS, encode_counts("pay", picked), disabled=not ok)
        add("reset", t("fabel.btn.reset"), arg=encode_counts("pay", [0] * len(hand)))
        exact = exact_payment(hand, amount)
        if exact is not None:
            add("exact", t("fabel.btn.pay_exact", cards=grouped_money(money.as_values(exact))),
                PRIMARY, encode_counts("pay", exact), row=3)
    elif kind == "offer":
        _composer(out, "offer", hand, picked)
        ok = any(picked) or not any(hand)
        add("confirm", t("fabel.btn.offer", count=sum(picked)), SUCCESS,
            encode_counts("offer", picked), disabled=not ok)
        add("reset", t("fabel.btn.reset"), arg=encode_counts("offer", [0] * len(hand)))
    elif kind == "answer":
        add("accept", t("fabel.btn.accept"), PRIMARY, row=3)
        add("nothing", t("fabel.btn.nothing"), row=3)
        _composer(out, "counter", hand, picked)
        add("confirm", t("fabel.btn.counter", count=sum(picked)), SUCCESS,
            encode_counts("counter", picked), disabled=not any(picked))
    elif kind == "brief_pay" and view.race is not None:
        k = view.race.k
        if chosen is None:
            picked = cheapest_cards(hand, k)
        _composer(out, "letter", hand, picked)
        add("confirm", t("fabel.btn.letter_pay", chosen=sum(picked), count=k), SUCCESS,
            encode_counts("letter", picked), disabled=sum(picked) != k)
        add("reset", t("fabel.btn.reset"), arg=encode_counts("letter", [0] * len(hand)))


def _stake(view: FabelView, seat: int, opponent: int, kind: int) -> int:
    both_two = (view.players[seat].creatures[kind] == 2
                and view.players[opponent].creatures[kind] == 2)
    return 2 if both_two else 1
