"""What a Speedfabel table shows in Discord, built from views only.

``public_content`` and ``public_view`` make the table message in the thread
(everyone sees it); ``panel`` makes one player's private (ephemeral) panel.
Nothing here reads the engine state: hidden values cannot leak into the
public message because the public view does not hold them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.ids import ButtonId, select_id
from bot.items import TableButton, TableSelect, TableView
from bot.parsing import BadInput, number
from engines.core import Decision
from engines.fabel import actions as fabel_actions
from engines.fabel import money
from engines.fabel.cards import (
    DENOMINATIONS,
    KINDS,
    KOBOLD_TRADE,
    KOBOLDE,
    LETTER,
    MEINS_STEP,
    VIERER_VALUE,
)
from engines.fabel.narrate import card_name, creatures
from engines.fabel.scoring import Score, score_meister
from engines.fabel.view import FabelView, RaceView
from engines.texts import t
from engines.texts.de.grammar import all_of, counted, definite

PRIMARY = discord.ButtonStyle.primary
SUCCESS = discord.ButtonStyle.success
DANGER = discord.ButtonStyle.danger
GREY = discord.ButtonStyle.secondary


def hammer(remaining: float) -> int:
    """Which hammer stroke stands now: 0 before the last three seconds, then
    1 (Zum Ersten), 2 (Zum Zweiten), 3 (Zum Dritten).

    >>> [hammer(r) for r in (6.5, 3.0, 2.5, 1.5, 0.5)]
    [0, 1, 1, 2, 3]
    """
    if remaining > 3.0:
        return 0
    return min(3, 4 - max(1, int(remaining + 0.999)))


def when(deadline: float) -> str:
    """A Discord timestamp that every client counts down by itself."""
    return f"<t:{int(deadline + 0.5)}:R>"


#: The "Meins!" button turns red for the last three numbers (the web's pulsing).
RACE_DANGER = 3


def race_end(race: RaceView, deadline: float | None, now: float) -> float:
    """When the race ends if nobody presses: ``deadline`` is the next step
    of the counter (None: the counter starts now, once the letter is shown);
    after the step from 1 the letter goes to the auctioneer.

    >>> from engines.fabel.view import RaceView
    >>> race = RaceView(3, 0, 7, (1, 2), None, 0, None, False)
    >>> race_end(race, 100.0, 99.5), race_end(race, None, 99.5)
    (106.0, 106.5)
    """
    step = deadline if deadline is not None else now + MEINS_STEP
    return step + (race.counter - 1) * MEINS_STEP


def letter_gain(view: FabelView, seat: int, kind: int) -> tuple[Score, Score]:
    """``seat``'s points now and with the Ahnenbrief of ``kind`` (public
    information only: Vierer, letters and Kobolde lie open)."""
    p = view.players[seat]
    now = view.score(seat)
    letters = tuple(sorted({*p.letters, kind}))
    return now, score_meister(p.vierer, letters, p.kobolde == 4)


def _gain_text(key: str, view: FabelView, names: Sequence[str], seat: int, kind: int) -> str:
    now, with_letter = letter_gain(view, seat, kind)
    return t(key, name=names[seat], with_letter=with_letter.rechenweg, now=now.points,
             diff=with_letter.points - now.points)


def _race_lines(view: FabelView, race: RaceView, names: Sequence[str],
                deadline: float | None, now: float) -> list[str]:
    """The letter race on the public message: counter, end, and for every
    player who may press how his points would change with the letter."""
    card = card_name(LETTER + race.kind)
    lines = [t("fabel.public.race", card=card, auctioneer=names[race.auctioneer],
               counter=race.counter, when=when(race_end(race, deadline, now)))]
    if race.counter <= RACE_DANGER:
        lines.append(t("fabel.public.race_last", counter=race.counter))
    for p in view.players:
        if p.seat != race.auctioneer and p.money_count > 0:
            lines.append(_gain_text("fabel.public.race_gain", view, names, p.seat, race.kind))
    return lines


def _letter_deal_line(race: RaceView, names: Sequence[str]) -> str:
    """After the press: the auctioneer's Vorkauf, then the payment of k cards."""
    presser = race.presser if race.presser is not None else race.auctioneer
    if race.payer is None:
        return t("fabel.public.race_brief_vorkauf", presser=names[presser], counter=race.k,
                 auctioneer=names[race.auctioneer])
    receiver = presser if race.kept else race.auctioneer
    return t("fabel.public.race_pay", payer=names[race.payer], receiver=names[receiver],
             counter=race.k, card=card_name(LETTER + race.kind))


def _kobold_lines(view: FabelView, names: Sequence[str]) -> list[str]:
    ko = view.kobold
    assert ko is not None
    lines = [t("fabel.public.kobold", auctioneer=names[ko.auctioneer], name=names[ko.seat],
               pot=ko.pot_count)]
    laid = [t("fabel.public.kobold_laid_one", name=names[s], count=n)
            for s, n in enumerate(ko.laid) if n]
    if laid:
        lines.append(t("fabel.public.kobold_laid", list=", ".join(laid)))
    return lines


# ------------------------------------------------------------------ public
def public_content(view: FabelView, names: Sequence[str], *, deadline: float | None,
                   now: float) -> str:
    """The text of the public table message: whose decision, what, until when."""
    lines = []
    decider = view.pending[0] if view.pending else None
    a = view.auction
    if view.phase == "over":
        lines.append(t("fabel.public.over"))
    elif view.phase == "auction" and a is not None:
        bid = (t("fabel.public.high_bid", amount=a.high, name=names[a.bidder])
               if a.bidder is not None else t("fabel.public.no_bid_yet"))
        lines.append(t("fabel.public.auction", card=card_name(a.card),
                       auctioneer=names[a.auctioneer], bid=bid))
        if a.payout is not None:
            lines.append(t("fabel.public.payout", amount=a.payout))
        if a.excluded:
            lines.append(t("fabel.public.excluded",
                           names=", ".join(names[s] for s in a.excluded)))
        if deadline is not None:
            stroke = hammer(deadline - now)
            text = t("fabel.public.ends", when=when(deadline))
            if stroke:
                text = f"**{t(f'fabel.public.hammer.{stroke}')}** " + text
            lines.append(text)
    elif view.phase == "vorkauf" and a is not None and a.bidder is not None:
        lines.append(t("fabel.public.vorkauf", amount=a.high, bidder=names[a.bidder],
                       auctioneer=names[a.auctioneer]))
    elif view.phase == "pay" and view.payment is not None:
        p = view.payment
        lines.append(t("fabel.public.pay", payer=names[p.payer], amount=p.amount,
                       receiver=names[p.receiver]))
    elif view.phase in ("offer", "answer") and view.trade is not None:
        tr = view.trade
        if view.phase == "offer":
            about = (definite("kobold", "akk", plural=True) if tr.kind == KOBOLD_TRADE
                     else creatures(tr.kind, tr.stake))
            lines.append(t("fabel.public.offer", challenger=names[tr.challenger],
                           opponent=names[tr.opponent], about=about))
        else:
            lines.append(t("fabel.public.answer", challenger=names[tr.challenger],
                           count=tr.offer_count, opponent=names[tr.opponent]))
    elif view.phase == "meins" and view.race is not None:
        lines.extend(_race_lines(view, view.race, names, deadline, now))
    elif view.phase in ("brief_vorkauf", "brief_pay") and view.race is not None:
        lines.append(_letter_deal_line(view.race, names))
    elif view.phase == "kobold" and view.kobold is not None:
        lines.extend(_kobold_lines(view, names))
    elif view.phase == "distribute":
        lines.append(t("fabel.public.distribute", name=names[view.turn_seat]))
    elif view.phase == "superhandel":
        lines.append(t("fabel.public.superhandel", name=names[view.turn_seat]))
    else:
        key = "fabel.public.turn_two" if view.seats == 2 else "fabel.public.turn"
        lines.append(t(key, name=names[view.turn_seat]))
    timer = view.timer
    if timer is not None and deadline is not None and timer.kind in ("bedenkzeit", "nachfrist"):
        seat = timer.seat if timer.seat is not None else (decider.seat if decider else 0)
        lines.append(t(f"fabel.public.{'clock' if timer.kind == 'bedenkzeit' else 'nachfrist'}",
                       name=names[seat], when=when(deadline)))
    if view.deck_money is not None:
        lines.append(t("fabel.public.deck_two", count=view.deck_count, money=view.deck_money))
    else:
        lines.append(t("fabel.public.deck", count=view.deck_count))
    return "\n".join(lines)


def public_view(table_id: int, view: FabelView, *, solo: bool, danger: bool = False,
                leave: bool = False) -> discord.ui.View:
    """The buttons of the public table message (``leave``: "Tisch verlassen",
    for a table where other people play)."""
    ui = TableView()
    if view.phase == "over":
        return ui

    def add(verb: str, label: str, style: discord.ButtonStyle = GREY, arg: str = "",
            row: int = 0) -> None:
        ui.add_item(TableButton(ButtonId(table_id, None, verb, arg), label, style=style,
                                row=row))

    add("hand", t("fabel.btn.hand"), PRIMARY)
    if view.phase in ("turn", "superhandel"):
        if view.deck_count:  # an empty deck leaves only trading (item 18)
            add("reveal", t("fabel.btn.look" if view.seats == 2 else "fabel.btn.reveal"))
        if view.phase == "turn":
            add("trade", t("fabel.btn.trade"))
    elif view.phase == "answer":
        add("answer", t("fabel.btn.answer"))
    elif view.phase == "kobold":
        # Only the one whose turn it is at the Kobold may use them (item 110).
        add("kobold_take", t("fabel.btn.kobold_take"), PRIMARY)
        add("kobold_lay", t("fabel.btn.kobold_lay"))
    add("rules", t("fabel.btn.rules"))
    if solo:
        add("rat", t("fabel.btn.rat"))
    if view.phase == "auction":
        style = DANGER if danger else SUCCESS
        for step in (10, 50, 100):
            add("plus", f"+{step}", style, quick_bid_arg(view, step), row=1)
        add("amount", t("fabel.btn.amount"), GREY, row=1)
    if view.phase == "meins" and view.race is not None:
        add("meins", t("fabel.btn.meins", counter=view.race.counter), meins_style(view.race),
            row=1)
    add("log", t("core.btn.log"), row=1)
    if leave:
        add("quit", t("core.btn.leave"), DANGER, row=4)
    ui.add_item(TableSelect(select_id(table_id, None, "info"), info_options(view),
                            placeholder=t("fabel.select.info"), row=2))
    if view.meister:
        # Creatures, money and the deck fill 18 of a select's 25 places: the
        # Meistermarkt's own cards get a select of their own.
        ui.add_item(TableSelect(select_id(table_id, None, "info", "m"), meister_info_options(view),
                                placeholder=t("fabel.select.info_meister"), row=3))
    return ui


def meins_style(race: RaceView) -> discord.ButtonStyle:
    """Red in the last three numbers (item 101), green before."""
    return DANGER if race.counter <= RACE_DANGER else SUCCESS


def info_options(view: FabelView) -> list[discord.SelectOption]:
    """Karten-Info: every creature, every kind of money card of the Spielart
    (the 20er only in the Meistermarkt), the deck."""
    options = [discord.SelectOption(label=card_name(k), value=f"c.{k}",
                                    description=t("fabel.select.info_creature",
                                                  value=VIERER_VALUE[k]))
               for k in range(KINDS - 1, -1, -1)]
    values = DENOMINATIONS if view.meister else tuple(v for v in DENOMINATIONS if v != 20)
    options += [discord.SelectOption(label=t("fabel.select.info_money", value=v),
                                     value=f"m.{v}") for v in values]
    options.append(discord.SelectOption(label=t("fabel.select.info_deck"), value="deck"))
    return options


def meister_info_options(view: FabelView) -> list[discord.SelectOption]:
    """Karten-Info of the Meistermarkt's own cards: every Ahnenbrief (each
    one's place is public: with a player, on the stage or still to come) and
    the Kobolde. The public message carries it, so it names no one."""
    held = {k for p in view.players for k in p.letters}
    stage = view.race.kind if view.race is not None else None
    options = []
    for kind in range(KINDS - 1, -1, -1):
        key = ("fabel.select.info_letter_stage" if kind == stage else
               "fabel.select.info_letter_at" if kind in held else
               "fabel.select.info_letter_deck")
        options.append(discord.SelectOption(label=card_name(LETTER + kind), value=f"l.{kind}",
                                            description=t(key)))
    on_stage = int(view.kobold is not None)
    held_kobolde = sum(p.kobolde for p in view.players)
    options.append(discord.SelectOption(
        label=t("fabel.select.info_kobold"), value="kobold",
        description=t("fabel.select.info_kobold_desc", held=held_kobolde, stage=on_stage,
                      deck=KOBOLDE - held_kobolde - on_stage)))
    return options


# ----------------------------------------------------------------- private
@dataclass(frozen=True, slots=True)
class Panel:
    """A private panel: its text and its components."""

    content: str
    view: discord.ui.View


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


def auction_key(view: FabelView) -> str:
    """Which auction is running (its turn and how often its card was offered
    again after a Pleite): a quick bid or a typed amount is for this one."""
    if view.auction is None:
        return ""
    return f"{view.turn_number}.{len(view.auction.pleiten)}"


def quick_bid_arg(view: FabelView, step: int) -> str:
    """A "+10" button's argument: the step, the auction and the high bid it
    is pressed against (a second press of the same button is outdated)."""
    high = view.auction.high if view.auction is not None else 0
    return f"{step}.{auction_key(view)}.{high}"


def _composer(ui: discord.ui.View, table_id: int, step: int, kind: str,
              hand_counts: Sequence[int], chosen: Sequence[int]) -> None:
    """Toggle buttons per denomination: a click adds one card of it (and
    wraps back to none); the label shows chosen/held."""
    row, used = 0, 0
    for i, have in enumerate(hand_counts):
        if not have:
            continue
        nxt = list(chosen)
        nxt[i] = (chosen[i] + 1) % (have + 1)
        label = t("fabel.btn.money", value=DENOMINATIONS[i], chosen=chosen[i], have=have)
        ui.add_item(TableButton(ButtonId(table_id, step, "pick", encode_counts(kind, nxt)),
                                label, style=PRIMARY if chosen[i] else GREY, row=row))
        used += 1
        if used == 5:
            row, used = 1, 0


def panel(table_id: int, step: int, view: FabelView, names: Sequence[str], *,
          kassenbuch: bool, chosen: Sequence[int] | None = None) -> Panel:
    """The private panel of ``view.reader`` for decision number ``step``.

    ``chosen`` is the money selected so far in a payment or offer (counts).
    """
    decision = decision_of(view)
    text = panel_text(view, names, kassenbuch=kassenbuch,
                      task=task_text(view, names, decision))
    ui = TableView()
    seat = view.reader
    assert seat is not None and view.hand is not None
    hand = money.counts_from_values(view.hand) or [0] * len(DENOMINATIONS)
    picked = list(chosen) if chosen is not None else [0] * len(DENOMINATIONS)

    def add(verb: str, label: str, style: discord.ButtonStyle = GREY, arg: str = "",
            row: int = 2, disabled: bool = False, stepped: bool = True) -> None:
        ui.add_item(TableButton(ButtonId(table_id, step if stepped else None, verb, arg),
                                label, style=style, row=row, disabled=disabled))

    kind = decision.kind if decision else None
    if view.phase == "meins" and view.race is not None and seat != view.race.auctioneer:
        # A private panel is not edited while the counter runs (nor after the
        # race): its button carries no number and no green "now", the public
        # message shows the live counter.
        add("meins", t("fabel.btn.meins_panel"), PRIMARY, row=0, stepped=False)
    if kind == "turn":
        if view.deck_count:  # an empty deck leaves only trading
            add("reveal", t("fabel.btn.look" if view.seats == 2 else "fabel.btn.reveal"),
                PRIMARY, row=0)
        # Kobolde first (item 113): only when both have one; the higher offer gives them away.
        options = [
            discord.SelectOption(label=t("fabel.select.trade_kobolde", name=names[o])[:100],
                                 value=f"{o}.{KOBOLD_TRADE}")
            for o in range(view.seats) if view.can_trade(seat, o, KOBOLD_TRADE)
        ]
        options += [
            discord.SelectOption(
                label=t("fabel.select.trade_option", name=names[o], card=card_name(k),
                        stake=_stake(view, seat, o, k)),
                value=f"{o}.{k}")
            for o in range(view.seats) for k in range(KINDS) if view.can_trade(seat, o, k)
        ]
        options = options[:25]
        if options:
            ui.add_item(TableSelect(select_id(table_id, step, "challenge"), options,
                                    placeholder=t("fabel.select.trade"), row=1))
    elif kind == "bid":
        for amount in (10, 50, 100):
            add("plus", f"+{amount}", SUCCESS, quick_bid_arg(view, amount), row=0,
                stepped=False)
        add("amount", t("fabel.btn.amount"), row=0, stepped=False)
    elif kind == "vorkauf" and view.auction is not None:
        add("sell", t("fabel.btn.sell"), PRIMARY, row=0)
        can_buy = sum(view.hand) >= view.auction.high
        add("buy", t("fabel.btn.buy"), GREY, row=0, disabled=not can_buy)
    elif kind == "pay" and view.payment is not None:
        amount = view.payment.amount
        _composer(ui, table_id, step, "pay", hand, picked)
        ok = money.is_minimal_payment(picked, amount)
        add("confirm", t("fabel.btn.pay", sum=money.total(picked), amount=amount),
            SUCCESS, encode_counts("pay", picked), disabled=not ok)
        add("reset", t("fabel.btn.reset"), arg=encode_counts("pay", [0] * len(hand)))
        exact = exact_payment(hand, amount)
        if exact is not None:
            add("exact", t("fabel.btn.pay_exact", cards=grouped_money(money.as_values(exact))),
                PRIMARY,
                encode_counts("pay", exact), row=3)
    elif kind == "offer":
        _composer(ui, table_id, step, "offer", hand, picked)
        ok = any(picked) or not any(hand)
        add("confirm", t("fabel.btn.offer", count=sum(picked)), SUCCESS,
            encode_counts("offer", picked), disabled=not ok)
        add("reset", t("fabel.btn.reset"), arg=encode_counts("offer", [0] * len(hand)))
    elif kind == "answer":
        add("accept", t("fabel.btn.accept"), PRIMARY, row=3)
        add("nothing", t("fabel.btn.nothing"), row=3)
        _composer(ui, table_id, step, "counter", hand, picked)
        add("confirm", t("fabel.btn.counter", count=sum(picked)), SUCCESS,
            encode_counts("counter", picked), disabled=not any(picked))
    elif kind == "brief_vorkauf" and view.race is not None:
        add("letter_keep", t("fabel.btn.letter_keep"), PRIMARY, row=0,
            disabled=len(view.hand) < view.race.k)
        add("letter_let_go", t("fabel.btn.letter_let_go"), row=0)
    elif kind == "brief_pay" and view.race is not None:
        k = view.race.k
        if chosen is None:
            picked = cheapest_cards(hand, k)
        _composer(ui, table_id, step, "letter", hand, picked)
        add("confirm", t("fabel.btn.letter_pay", chosen=sum(picked), count=k), SUCCESS,
            encode_counts("letter", picked), disabled=sum(picked) != k)
        add("reset", t("fabel.btn.reset"), arg=encode_counts("letter", [0] * len(hand)))
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
    add("points", t("fabel.btn.points"), row=3, stepped=False)
    if kassenbuch and view.seats > 1:
        others = [discord.SelectOption(label=names[p.seat], value=str(p.seat))
                  for p in view.players if p.seat != seat]
        ui.add_item(TableSelect(select_id(table_id, None, "kassenbuch"), others,
                                placeholder=t("fabel.select.kassenbuch"), row=4))
    return Panel(text, ui)


def _stake(view: FabelView, seat: int, opponent: int, kind: int) -> int:
    both_two = (view.players[seat].creatures[kind] == 2
                and view.players[opponent].creatures[kind] == 2)
    return 2 if both_two else 1


def component_labels(ui: discord.ui.View) -> list[str]:
    """Labels of a view's buttons (for tests and logs)."""
    out: list[str] = []
    for item in ui.children:
        inner: Any = getattr(item, "item", item)
        if isinstance(inner, discord.ui.Button) and inner.label:
            out.append(inner.label)
    return out
