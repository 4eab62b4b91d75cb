"""What a click at a Speedfabel table means, for the kit's one path
(:meth:`bot.kit.ui.GameUI.action` and :meth:`~bot.kit.parts.Controls.look_at`):
an engine action, a function that builds it under the table's lock (a
quick bid against the high bid at arrival, "Meins!" with the counter at
arrival), a draft of the money composer, the Zahlenfeld's modal, or the
clicker's panel. No Discord here: the kit applies and answers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.fabel import drawing, panels, public
from bot.kit.parsing import BadInput, number, numbers, one_of, single
from bot.kit.ui import Draft, Look, Modal, ShowPanel
from engines import fabel
from engines.core import IllegalAction
from engines.fabel import money
from engines.fabel.actions import LayCard, Meins, TakeKobold
from engines.fabel.cards import KOBOLD_TRADE
from engines.fabel.info import (
    CreatureInfo,
    DeckInfo,
    MoneyInfo,
    creature_info,
    creature_lines,
    deck_info,
    deck_lines,
    money_info,
    money_lines,
)
from engines.fabel.info_meister import (
    KoboldInfo,
    LetterInfo,
    kobold_info,
    kobold_notes,
    letter_info,
    letter_notes,
)
from engines.fabel.view import FabelView
from engines.texts import t

#: The largest step of a quick bid ("+100").
QUICK_BID_MAX = 100
#: The highest amount the Zahlenfeld takes.
AMOUNT_MAX = 999_999
#: Clicks that are one action of the clicking seat.
SIMPLE: dict[str, Callable[[int], Any]] = {
    "reveal": fabel.Reveal, "sell": fabel.Sell, "buy": fabel.BuySelf, "keep": fabel.Keep,
    "give": fabel.Give, "end": fabel.EndTurn, "accept": fabel.Accept,
    "nothing": lambda seat: fabel.Counter(seat, ()),
    # Vorkauf of a letter: the auctioneer keeps it, or the presser gets it.
    "letter_keep": fabel.BuySelf, "letter_let_go": fabel.Sell,
}
#: A composer's confirmation -> its action.
CONFIRM: dict[str, Callable[[int, tuple[int, ...]], Any]] = {
    "pay": fabel.Pay, "offer": fabel.Offer, "counter": fabel.Counter, "letter": fabel.Pay}
#: A composer's kind for each decision (the Rat's preselected cards).
COMPOSER_OF = {"pay": "pay", "offer": "offer", "answer": "counter", "brief_pay": "letter"}
#: Names of the seats, for answers that name a player.
Names = Sequence[str]


def action(verb: str, arg: str, values: Sequence[str], seat: int, view: FabelView,
           names: Names) -> Any:
    """What ``seat``'s click (or choice, or typed amount: ``values``) means
    (see the module docstring); :class:`BadInput` for a verb no Speedfabel
    control carries."""
    make = SIMPLE.get(verb)
    if make is not None:
        return make(seat)
    if verb in ("pick", "reset"):
        _counts(arg)
        return Draft(arg)
    if verb in ("confirm", "exact"):
        # "Passend zahlen" is the same payment under a verb of its own (its
        # cards may equal the ones picked by hand, and two buttons need two ids).
        kind, chosen = _counts(arg)
        return CONFIRM[kind](seat, money.values_of(chosen))
    if verb == "challenge":
        opponent, creature = numbers(single(values), 2, key="core.answer.bad_choice")
        if opponent >= view.seats or creature > KOBOLD_TRADE:
            raise BadInput("core.answer.bad_choice")
        return fabel.Challenge(seat, opponent, creature)
    if verb == "plus":
        return quick_bid(arg, seat, names)
    if verb == "amount":
        return typed_bid(single(values), arg, seat) if values else zahlenfeld(view)
    if verb == "meins":
        return press(seat, names)
    if verb == "trade":
        return ShowPanel()
    if verb == "answer":
        decider = _decider(view)
        if decider != seat:
            code = "not_challenged" if view.phase == "answer" else "not_your_turn"
            raise IllegalAction(code, t(f"fabel.err.{code}"))
        return ShowPanel()
    if verb in ("kobold_take", "kobold_lay", "kobold_card"):
        _kobold_turn(view, seat, names)
        if verb == "kobold_take":
            return TakeKobold(seat)
        if verb == "kobold_lay":
            return ShowPanel()
        return LayCard(seat, number(arg, high=999))
    raise BadInput("core.answer.bad_id")


def _counts(arg: str) -> tuple[str, list[int]]:
    try:
        return panels.decode_counts(arg)
    except ValueError:
        raise BadInput("core.answer.bad_id") from None


def _decider(view: FabelView) -> int | None:
    """The one seat the game waits for (none in an auction or a race)."""
    if view.phase in ("auction", "meins") or not view.pending:
        return None
    return view.pending[0].seat


def _kobold_turn(view: FabelView, seat: int, names: Names) -> None:
    """IllegalAction unless ``seat`` decides at the Kobold now (it names who does)."""
    decider = _decider(view)
    if view.phase == "kobold" and decider is not None and decider != seat:
        raise IllegalAction("not_kobold_turn", t("fabel.answer.not_kobold_turn",
                                                 name=names[decider]))


def quick_bid(arg: str, seat: int, names: Names) -> Callable[[Any], fabel.Bid]:
    """A quick bid: the step on the high bid the button was pressed against,
    in the auction it was pressed in, built under the table's lock; a second
    press of the same button (a double click) finds a higher bid and is
    answered as outdated."""
    parts = arg.split(".")
    step = number(parts[0], high=QUICK_BID_MAX)
    against: tuple[str, int] | None = None
    if len(parts) == 4:
        turn, pleiten, high = (number(p) for p in parts[1:])
        against = (f"{turn}.{pleiten}", high)
    elif len(parts) != 1:  # one part: a button posted before the high bid was in it
        raise BadInput()

    def build(state: Any) -> fabel.Bid:
        view = state.view(seat)
        auction = view.auction
        if against is not None:
            if auction is None or public.auction_key(view) != against[0]:
                raise IllegalAction("bid_outdated", t("fabel.answer.auction_gone"))
            if auction.high != against[1]:
                who = names[auction.bidder] if auction.bidder is not None else "–"
                raise IllegalAction("bid_outdated", t("fabel.answer.bid_outdated",
                                                      high=auction.high, name=who))
        high = auction.high if auction is not None else 0
        return fabel.Bid(seat, high + step)

    return build


def zahlenfeld(view: FabelView) -> Modal:
    """The Zahlenfeld, tied to the auction running now (its id names it, so
    the answer reaches the table after a restart too)."""
    if view.auction is None or not view.auction.bidding:
        raise IllegalAction("bid_outdated", t("fabel.answer.auction_gone"))
    return Modal(t("fabel.modal.title"), t("fabel.modal.label"), "amount",
                 public.auction_key(view), max_length=6)


def typed_bid(typed: str, auction: str, seat: int) -> Callable[[Any], fabel.Bid]:
    """The Zahlenfeld's amount: letters and odd characters get a clear
    answer (:class:`BadInput`); an amount typed for an auction that is over
    is refused under the lock; the engine judges the amount itself."""
    amount = number(typed, key="fabel.answer.not_a_number", high=AMOUNT_MAX)

    def build(state: Any) -> fabel.Bid:
        view = state.view(seat)
        if auction and (view.auction is None or public.auction_key(view) != auction):
            raise IllegalAction("bid_outdated", t("fabel.answer.auction_gone"))
        return fabel.Bid(seat, amount)

    return build


def press(seat: int, names: Names) -> Callable[[Any], Meins]:
    """"Meins!": the first press to reach the table wins (its lock keeps the
    arrival order); a press with too few money cards, or after another
    press, is refused and changes nothing (items 95, 100)."""

    def build(state: Any) -> Meins:
        # Checked under the table's lock, with the counter at arrival.
        refusal = meins_refusal(state.view(seat), seat, names)
        if refusal is not None:
            raise refusal
        return Meins(seat)

    return build


def meins_refusal(view: FabelView, seat: int, names: Names) -> IllegalAction | None:
    """Why a "Meins!" press of ``seat`` changes nothing, in words for that
    person (None: the press goes to the table)."""
    race = view.race
    if race is None or seat == race.auctioneer:
        return None
    if race.presser == seat:
        # The winner pressing again: not "too late" - the race is already won.
        return IllegalAction("meins_late", t("fabel.answer.meins_yours"))
    if race.presser is not None:
        return IllegalAction("meins_late", t("fabel.answer.meins_late", name=names[race.presser]))
    have = view.players[seat].money_count
    if have < race.counter:
        return IllegalAction("meins_cards", t("fabel.answer.meins_cards",
                                             counter=race.counter, have=have))
    return None


def look(verb: str, values: Sequence[str], view: FabelView, names: Names,
         actions: Sequence[Any]) -> Look | None:
    """"Deine Punkte jetzt" and the Kassenbuch of another player (why it
    is inexact reads only who traded, from ``actions``); None for others."""
    seat = view.reader
    if verb == "points" and seat is not None:
        return Look(t("fabel.answer.points", line=panels.points_line(view, seat)))
    if verb == "kassenbuch" and seat is not None:
        chosen = one_of(values, [str(p.seat) for p in view.players if p.seat != seat])
        other = view.players[int(chosen)]
        text = t("fabel.answer.kassenbuch", name=names[other.seat],
                 rechenweg=other.estimate_rechenweg)
        if other.estimate_inexact:
            text += panels.inexact_reason(view, actions, other.seat)
        return Look(text)
    return None


def rat_draft(advice: Any, view: FabelView) -> str | None:
    """The Rat's cards preselected in the reader's composer (None: none)."""
    decision = panels.decision_of(view)
    composer = COMPOSER_OF.get(decision.kind) if decision is not None else None
    if composer is None or not advice.preselected_cards:
        return None
    counts = money.counts_from_values(advice.preselected_cards)
    return None if counts is None else panels.encode_counts(composer, counts)


def card_info(view: FabelView, topic: str, names: Names) -> Look:
    """Karten-Info: what a card means for the reader now, from their own
    view, with its picture (items 137-140); ``topic`` is one the selects
    offer (the kit checked it). It reads the asker's own cards: an
    onlooker is told that he does not sit here."""
    if view.reader is None:
        return Look(t("core.err.not_seated"))
    info: CreatureInfo | MoneyInfo | DeckInfo | LetterInfo | KoboldInfo
    if topic.startswith("c."):
        info = creature_info(view, int(topic[2:]))
        lines = creature_lines(info, names)
    elif topic.startswith("m."):
        info = money_info(view, int(topic[2:]))
        lines = money_lines(info)
    elif topic.startswith("l.") and view.meister:
        info = letter_info(view, int(topic[2:]))
        lines = tuple(note.text for note in letter_notes(info, names))
    elif topic == "kobold" and view.meister:
        info = kobold_info(view)
        lines = tuple(note.text for note in kobold_notes(info, names))
    else:
        info = deck_info(view)
        lines = deck_lines(info, names)
    return Look("\n".join(lines), drawing.info, info)
