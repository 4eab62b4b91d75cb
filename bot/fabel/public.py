"""The public table message of a Speedfabel table, built from the public
view only: its text (whose decision, what, until when) and its buttons and
selects (everyone sees them). Hidden values cannot leak into it because the
public view does not hold them.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.kit.ui import Button, Row, Select
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
from engines.texts.grammar import definite

PRIMARY, SUCCESS, DANGER, GREY = "primary", "success", "danger", "secondary"


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


def public_rows(view: FabelView, *, solo: bool, danger: bool = False,
                leave: bool = False) -> tuple[Row, ...]:
    """The rows of the public table message (``solo``: the Rat is offered;
    ``danger``: the hammer strokes, the bids turn red; ``leave``: "Tisch
    verlassen", for a table where other people play)."""
    if view.phase == "over":
        return ()
    top: list[Button] = [Button(t("fabel.btn.hand"), "hand", style=PRIMARY)]
    bids: list[Button] = []
    if view.phase in ("turn", "superhandel"):
        if view.deck_count:  # an empty deck leaves only trading (item 18)
            top.append(Button(t("fabel.btn.look" if view.seats == 2 else "fabel.btn.reveal"),
                              "reveal"))
        if view.phase == "turn":
            top.append(Button(t("fabel.btn.trade"), "trade"))
    elif view.phase == "answer":
        top.append(Button(t("fabel.btn.answer"), "answer"))
    elif view.phase == "kobold":
        # Only the one whose turn it is at the Kobold may use them (item 110).
        top.append(Button(t("fabel.btn.kobold_take"), "kobold_take", style=PRIMARY))
        top.append(Button(t("fabel.btn.kobold_lay"), "kobold_lay"))
    top.append(Button(t("fabel.btn.rules"), "rules"))
    if solo:
        top.append(Button(t("fabel.btn.rat"), "rat"))
    if view.phase == "auction":
        style = DANGER if danger else SUCCESS
        bids += [Button(f"+{step}", "plus", quick_bid_arg(view, step), style)
                 for step in (10, 50, 100)]
        bids.append(Button(t("fabel.btn.amount"), "amount"))
    if view.phase == "meins" and view.race is not None:
        bids.append(Button(t("fabel.btn.meins", counter=view.race.counter), "meins",
                           style=meins_style(view.race)))
    bids.append(Button(t("core.btn.log"), "log"))
    rows: list[Row] = [tuple(top), tuple(bids), *info_selects(view)]
    if leave:
        rows.append((Button(t("core.btn.leave"), "quit", style=DANGER),))
    return tuple(rows)


def meins_style(race: RaceView) -> str:
    """Red in the last three numbers (item 101), green before."""
    return DANGER if race.counter <= RACE_DANGER else SUCCESS


def info_selects(view: FabelView) -> tuple[Select, ...]:
    """Karten-Info on the table message: creatures, money and the deck; in
    the Meistermarkt a second select of its own cards (the first fills 18
    of a select's 25 places)."""
    selects = [_select(t("fabel.select.info"), "", info_options(view))]
    if view.meister:
        selects.append(_select(t("fabel.select.info_meister"), "m",
                               meister_info_options(view)))
    return tuple(selects)


def _select(placeholder: str, arg: str, options: list[tuple[str, str, str]]) -> Select:
    return Select(placeholder, "info", tuple((v, label) for v, label, _ in options), arg=arg,
                  descriptions=tuple(d for _, _, d in options))


def info_options(view: FabelView) -> list[tuple[str, str, str]]:
    """Karten-Info: every creature, every kind of money card of the Spielart
    (the 20er only in the Meistermarkt), the deck, as (value, label,
    description)."""
    options = [(f"c.{k}", card_name(k), t("fabel.select.info_creature", value=VIERER_VALUE[k]))
               for k in range(KINDS - 1, -1, -1)]
    values = DENOMINATIONS if view.meister else tuple(v for v in DENOMINATIONS if v != 20)
    options += [(f"m.{v}", t("fabel.select.info_money", value=v), "") for v in values]
    options.append(("deck", t("fabel.select.info_deck"), ""))
    return options


def meister_info_options(view: FabelView) -> list[tuple[str, str, str]]:
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
        options.append((f"l.{kind}", card_name(LETTER + kind), t(key)))
    on_stage = int(view.kobold is not None)
    held_kobolde = sum(p.kobolde for p in view.players)
    options.append(("kobold", t("fabel.select.info_kobold"),
                    t("fabel.select.info_kobold_desc", held=held_kobolde, stage=on_stage,
                      deck=KOBOLDE - held_kobolde - on_stage)))
    return options


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
