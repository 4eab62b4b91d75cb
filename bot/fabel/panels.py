"""What a Speedfabel table shows in Discord, built from views only.

``public_content`` and ``public_view`` make the table message in the thread
(everyone sees it); ``panel`` makes one player's private (ephemeral) panel.
Nothing here reads the engine state: hidden values cannot leak into the
public message because the public view does not hold them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.fabel.ids import ButtonId, select_id
from bot.fabel.items import FabelButton, FabelSelect
from engines.core import Decision
from engines.fabel import money
from engines.fabel.cards import DENOMINATIONS, KINDS, VIERER_VALUE
from engines.fabel.narrate import card_name
from engines.fabel.scoring import score_line
from engines.fabel.view import FabelView
from engines.texts import t

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
            lines.append(t("fabel.public.offer", challenger=names[tr.challenger],
                           opponent=names[tr.opponent], card=card_name(tr.kind, tr.stake)))
        else:
            lines.append(t("fabel.public.answer", challenger=names[tr.challenger],
                           count=tr.offer_count, opponent=names[tr.opponent]))
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


def public_view(table_id: int, view: FabelView, *, solo: bool, danger: bool = False
                ) -> discord.ui.View:
    """The buttons of the public table message."""
    ui = discord.ui.View(timeout=None)
    if view.phase == "over":
        return ui

    def add(verb: str, label: str, style: discord.ButtonStyle = GREY, arg: str = "",
            row: int = 0) -> None:
        ui.add_item(FabelButton(ButtonId(table_id, None, verb, arg), label, style=style,
                                row=row))

    add("hand", t("fabel.btn.hand"), PRIMARY)
    if view.phase in ("turn", "superhandel"):
        add("reveal", t("fabel.btn.look" if view.seats == 2 else "fabel.btn.reveal"))
        if view.phase == "turn":
            add("trade", t("fabel.btn.trade"))
    elif view.phase == "answer":
        add("answer", t("fabel.btn.answer"))
    add("rules", t("fabel.btn.rules"))
    if solo:
        add("rat", t("fabel.btn.rat"))
    if view.phase == "auction":
        style = DANGER if danger else SUCCESS
        for step in (10, 50, 100):
            add("plus", f"+{step}", style, str(step), row=1)
        add("amount", t("fabel.btn.amount"), GREY, row=1)
    ui.add_item(FabelSelect(select_id(table_id, None, "info"), info_options(),
                            placeholder=t("fabel.select.info"), row=2))
    return ui


def info_options() -> list[discord.SelectOption]:
    """Karten-Info: every creature, every kind of money card, the deck."""
    options = [discord.SelectOption(label=card_name(k), value=f"c.{k}",
                                    description=t("fabel.select.info_creature",
                                                  value=VIERER_VALUE[k]))
               for k in range(KINDS - 1, -1, -1)]
    options += [discord.SelectOption(label=t("fabel.select.info_money", value=v),
                                     value=f"m.{v}") for v in DENOMINATIONS]
    options.append(discord.SelectOption(label=t("fabel.select.info_deck"), value="deck"))
    return options


# ----------------------------------------------------------------- private
@dataclass(frozen=True, slots=True)
class Panel:
    """A private panel: its text and its components."""

    content: str
    view: discord.ui.View


def points_line(view: FabelView, seat: int) -> str:
    """"Deine Punkte jetzt" with the Rechenweg."""
    return score_line(view.players[seat].vierer)[1]


def _creature_list(creatures: Sequence[int]) -> str:
    parts = [f"{card_name(k, n)} ×{n}" for k, n in enumerate(creatures) if n]
    return ", ".join(parts)


def panel_text(view: FabelView, names: Sequence[str], *, kassenbuch: bool,
               task: str) -> str:
    """The private panel's text: own money, creatures, points, estimates, task."""
    seat = view.reader
    assert seat is not None and view.hand is not None
    me = view.players[seat]
    lines = [t("fabel.panel.title", name=names[seat])]
    if view.hand:
        lines.append(t("fabel.panel.money", cards=" · ".join(str(v) for v in view.hand),
                       sum=sum(view.hand)))
    else:
        lines.append(t("fabel.panel.no_money"))
    listed = _creature_list(me.creatures)
    lines.append(t("fabel.panel.creatures", list=listed) if listed
                 else t("fabel.panel.no_creatures"))
    lines.append(t("fabel.panel.points", line=points_line(view, seat)))
    if kassenbuch:
        estimates = []
        for p in view.players:
            if p.seat != seat:
                mark = f" ({t('fabel.kassenbuch.inexact')})" if p.estimate_inexact else ""
                estimates.append(t("fabel.panel.estimate", name=names[p.seat],
                                   amount=p.estimate) + mark)
        lines.append(t("fabel.panel.kassenbuch", list=" · ".join(estimates)))
    lines.append(t("fabel.panel.task", task=task))
    return "\n".join(lines)


def decision_of(view: FabelView) -> Decision | None:
    """The reader's open decision, if any."""
    return next((d for d in view.pending if d.seat == view.reader), None)


def task_text(view: FabelView, names: Sequence[str], decision: Decision | None) -> str:
    """The reader's task in words."""
    if decision is None:
        return t("fabel.task.wait")
    kind = decision.kind
    a, tr, p = view.auction, view.trade, view.payment
    if kind == "turn":
        return t("fabel.task.turn_two" if view.seats == 2 else "fabel.task.turn")
    if kind == "bid" and a is not None:
        return t("fabel.task.bid", high=a.high)
    if kind == "vorkauf" and a is not None and a.bidder is not None:
        return t("fabel.task.vorkauf", amount=a.high, bidder=names[a.bidder])
    if kind == "pay" and p is not None:
        return t("fabel.task.pay", amount=p.amount, receiver=names[p.receiver])
    if kind == "offer" and tr is not None:
        return t("fabel.task.offer", stake=tr.stake, card=card_name(tr.kind, tr.stake),
                 opponent=names[tr.opponent])
    if kind == "answer" and tr is not None:
        return t("fabel.task.answer", challenger=names[tr.challenger], count=tr.offer_count,
                 stake=tr.stake, card=card_name(tr.kind, tr.stake))
    if kind == "distribute" and view.peek is not None:
        return t("fabel.task.distribute", card=card_name(view.peek))
    if kind == "superhandel":
        return t("fabel.task.superhandel")
    return t("fabel.task.wait")


def encode_counts(kind: str, counts: Sequence[int]) -> str:
    """A composer's state as a button argument: ``pay.0.1.0.1.0.0.0``."""
    return ".".join([kind, *(str(c) for c in counts)])


def decode_counts(arg: str) -> tuple[str, list[int]]:
    """The inverse of :func:`encode_counts`."""
    kind, *rest = arg.split(".")
    counts = [int(c) for c in rest]
    if len(counts) != len(DENOMINATIONS) or any(c < 0 for c in counts):
        raise ValueError("bad composer state")
    return kind, counts


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
        ui.add_item(FabelButton(ButtonId(table_id, step, "pick", encode_counts(kind, nxt)),
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
    ui = discord.ui.View(timeout=None)
    seat = view.reader
    assert seat is not None and view.hand is not None
    hand = money.counts_from_values(view.hand) or [0] * len(DENOMINATIONS)
    picked = list(chosen) if chosen is not None else [0] * len(DENOMINATIONS)

    def add(verb: str, label: str, style: discord.ButtonStyle = GREY, arg: str = "",
            row: int = 2, disabled: bool = False, stepped: bool = True) -> None:
        ui.add_item(FabelButton(ButtonId(table_id, step if stepped else None, verb, arg),
                                label, style=style, row=row, disabled=disabled))

    kind = decision.kind if decision else None
    if kind == "turn":
        add("reveal", t("fabel.btn.look" if view.seats == 2 else "fabel.btn.reveal"), PRIMARY,
            row=0)
        options = [
            discord.SelectOption(
                label=t("fabel.select.trade_option", name=names[o], card=card_name(k),
                        stake=_stake(view, seat, o, k)),
                value=f"{o}.{k}")
            for o in range(view.seats) for k in range(KINDS) if view.can_trade(seat, o, k)
        ][:25]
        if options:
            ui.add_item(FabelSelect(select_id(table_id, step, "challenge"), options,
                                    placeholder=t("fabel.select.trade"), row=1))
    elif kind == "bid":
        for amount in (10, 50, 100):
            add("plus", f"+{amount}", SUCCESS, str(amount), row=0, stepped=False)
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
        ui.add_item(FabelSelect(select_id(table_id, None, "kassenbuch"), others,
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
