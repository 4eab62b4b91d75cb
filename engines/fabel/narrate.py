"""The Spielverlauf: German log lines for events, in the rule text's words.

``line(event, names)`` describes one event for everybody who may see it;
private events (payment cards, trade amounts, a looked-at card) describe
what only their audience may read.

>>> from engines.fabel.events import BidPlaced
>>> line(BidPlaced(1, 60), ("Anna", "Ben"))
'Ben bietet 60.'
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import Event
from engines.fabel import events as ev
from engines.fabel.cards import KOBOLD, KOBOLD_TRADE, LETTER, is_letter, is_money, money_value
from engines.texts import t
from engines.texts.grammar import Case, counted, creature_key, definite, indefinite


def card_name(card: int, count: int = 1) -> str:
    """German name of a creature (plural for counts above one) or money card."""
    if is_money(card):
        return t("fabel.private.money_card", value=money_value(card))
    if is_letter(card):
        return t("fabel.card.letter", kind=t(f"fabel.creature.{card - LETTER}"))
    if card in (KOBOLD, KOBOLD_TRADE):
        return t("fabel.card.kobold_plural" if count > 1 else "fabel.card.kobold")
    return t(f"fabel.creature{'_plural' if count > 1 else ''}.{card}")


def _card_key(card: int) -> tuple[str, str]:
    """The grammar key of a card and the kind named with its noun
    (Ahnenbrief "Drache", Geldkarte "50"), empty if none."""
    if is_letter(card):
        return "ahnenbrief", t(f"fabel.creature.{card - LETTER}")
    if card in (KOBOLD, KOBOLD_TRADE):
        return "kobold", ""
    if is_money(card):
        return "geldkarte", str(money_value(card))
    return creature_key(card), ""


def _with_kind(phrase: str, kind: str) -> str:
    """Article and noun (``phrase``) with the kind where the language puts it:
    "den Ahnenbrief Drache", "the Dragon pedigree"."""
    if not kind:
        return phrase
    article_word, noun = phrase.split(" ", 1)
    return t("fabel.card.with_kind", article=article_word, noun=noun, kind=kind)


def the_card(card: int, case: Case = "akk") -> str:
    """A card with the definite article: ``the_card(9)`` = ``'den Drachen'``."""
    key, kind = _card_key(card)
    return _with_kind(definite(key, case), kind)


def a_card(card: int, case: Case = "akk") -> str:
    """A card with the indefinite article: ``a_card(7)`` = ``'ein Einhorn'``."""
    key, kind = _card_key(card)
    return _with_kind(indefinite(key, case), kind)


def creatures(kind: int, count: int, case: Case = "akk", numeral: bool = False) -> str:
    """``count`` creatures of ``kind``: ``creatures(9, 1)`` = ``'einen Drachen'``,
    ``creatures(7, 4, "dat")`` = ``'4 Einhörnern'``."""
    return counted(creature_key(kind), count, case, numeral)


def vierer_of(kind: int) -> str:
    """What follows "Vierer" for ``kind``: ``vierer_of(8)`` = ``'der Phönixe'``."""
    return definite(creature_key(kind), "gen", plural=True)


def money_list(cards: Sequence[int]) -> str:
    """Money cards as ``50 + 10 + 0 = 60``."""
    if not cards:
        return t("fabel.money.none")
    return " + ".join(str(c) for c in cards) + f" = {sum(cards)}"


def line(event: Event, names: Sequence[str]) -> str | None:
    """The log line for ``event``, or None if it needs no line of its own."""
    n = names
    meister = _meister_line(event, n)
    if meister is not None:
        return meister
    match event:
        case ev.TurnStarted(seat=s):
            return t("fabel.log.turn", name=n[s])
        case ev.TurnSkipped(seat=s, reason=r):
            return t("fabel.log.skip", name=n[s], reason=t(f"fabel.skip.{r}"))
        case ev.CardRevealed(seat=s, card=c):
            return t("fabel.log.reveal", name=n[s], card=card_name(c))
        case ev.GoldeselPayout(amount=a):
            return t("fabel.log.goldesel", amount=a)
        case ev.AuctionOpened(excluded=ex) if ex:
            return t("fabel.log.reauction", names=", ".join(n[s] for s in ex))
        case ev.BidPlaced(seat=s, amount=a):
            return t("fabel.log.bid", name=n[s], amount=a)
        case ev.AuctionClosed(bidder=None, auctioneer=s, card=c):
            return t("fabel.log.no_bid", name=n[s], the_card=the_card(c))
        case ev.AuctionClosed(bidder=b, amount=a) if b is not None:
            return t("fabel.log.hammer", name=n[b], amount=a)
        case ev.VorkaufDecided(auctioneer=s, bought=True):
            return t("fabel.log.bought", auctioneer=n[s])
        case ev.PaymentMade(payer=p, receiver=r, amount=a):
            return t("fabel.log.paid", payer=n[p], receiver=n[r], amount=a)
        case ev.PaymentCards(cards=cards):
            return t("fabel.private.paid", cards=money_list(cards))
        case ev.Pleite(seat=s, cards=cards):
            return t("fabel.log.pleite", name=n[s], cards=money_list(cards))
        case ev.ChallengeMade(challenger=c, opponent=o, round=2):
            return t("fabel.log.challenge_again", challenger=n[c], opponent=n[o])
        case ev.ChallengeMade(challenger=c, opponent=o, kind=k, stake=st):
            return t("fabel.log.challenge", challenger=n[c], opponent=n[o],
                     cards=creatures(k, st))
        case ev.OfferLaid(seat=s, count=0, counter=True):
            return t("fabel.log.counter_nothing", name=n[s])
        case ev.OfferLaid(seat=s, count=cnt, counter=counter):
            return t("fabel.log.counter" if counter else "fabel.log.offer", name=n[s], count=cnt)
        case ev.TradeAccepted(challenger=c, opponent=o, kind=k, stake=st):
            return t("fabel.log.accepted", challenger=n[c], opponent=n[o],
                     cards=creatures(k, st))
        case ev.TradeRevealed(winner=None, challenger_count=cc, opponent_count=oc):
            return t("fabel.log.trade_tie", c_count=cc, o_count=oc)
        case ev.TradeRevealed(winner=w, kind=k, stake=st, challenger_count=cc,
                              opponent_count=oc) if w is not None:
            return t("fabel.log.trade_won", winner=n[w], cards=creatures(k, st),
                     c_count=cc, o_count=oc)
        case ev.CardLooked(seat=s, card=None):
            return t("fabel.log.looked", name=n[s])
        case ev.CardLooked(card=c) if c is not None:
            return t("fabel.private.looked", card=card_name(c))
        case ev.CardDealt(seat=s, card=None):
            return t("fabel.log.dealt_money", name=n[s])
        case ev.CardDealt(seat=s, card=c) if c is not None:
            return t("fabel.log.dealt_card", name=n[s], a_card=a_card(c))
        case ev.TurnEnded(seat=s):
            return t("fabel.log.end_turn", name=n[s])
        case ev.NachfristStarted(seat=s, seconds=sec):
            return t("fabel.log.nachfrist", name=n[s], seconds=int(sec))
        case ev.TimeUp(seat=s):
            return t("fabel.log.timeup", name=n[s])
        case ev.GameOver(reason=r):
            return t("fabel.log.over_vierer" if r == "vierer" else "fabel.log.over_cap")
    return None


def _meister_line(event: Event, n: Sequence[str]) -> str | None:
    """Log lines of the Meistermarkt events (letters, Kobolde, Kobold trades)."""
    match event:
        case ev.CardRevealed(seat=s, card=c) if c == KOBOLD:
            return t("fabel.log.reveal_kobold", name=n[s])
        case ev.CardRevealed(seat=s, card=c) if is_letter(c):
            return t("fabel.log.reveal_letter", name=n[s], card=card_name(c))
        case ev.MeinsCount(counter=c):
            return t("fabel.log.meins_count", counter=c) if c <= 3 else None
        case ev.MeinsPressed(seat=s, counter=c):
            return t("fabel.log.meins_pressed", name=n[s], counter=c)
        case ev.LetterPaid(payer=p, receiver=r, count=c):
            return t("fabel.log.letter_paid", payer=n[p], receiver=n[r], count=c)
        case ev.LetterTaken(seat=s, kind=k, how=how) if how in ("free", "pressed", "kept"):
            return t(f"fabel.log.letter_{how}", name=n[s], card=card_name(LETTER + k))
        case ev.KoboldRound(first=f):
            return t("fabel.log.kobold_round", name=n[f])
        case ev.KoboldLaid(seat=s, laid=laid, pot=pot):
            return t("fabel.log.kobold_laid", name=n[s], laid=laid, pot=pot)
        case ev.KoboldOwnCard(card=c):
            return t("fabel.private.kobold_own", card=c)
        case ev.KoboldTaken(seat=s, pot=0, how="round"):
            return t("fabel.log.kobold_taken_empty", name=n[s])
        case ev.KoboldTaken(seat=s, pot=pot, how="round"):
            return t("fabel.log.kobold_taken", name=n[s], pot=pot)
        case ev.KoboldPot(cards=cards):
            return t("fabel.private.kobold_pot", cards=money_list(cards))
        case ev.KoboldsGiven(giver=g, taker=tk, count=c):
            return t("fabel.log.kobolds_given", giver=n[g], taker=n[tk], count=c)
        case ev.ChallengeMade(challenger=c, opponent=o, kind=k, round=1) if k == KOBOLD_TRADE:
            return t("fabel.log.challenge_kobold", challenger=n[c], opponent=n[o])
        case ev.TradeAccepted(challenger=c, opponent=o, kind=k) if k == KOBOLD_TRADE:
            return t("fabel.log.kobold_accepted", challenger=n[c], opponent=n[o])
        case ev.TradeRevealed(winner=w, kind=k, challenger_count=cc,
                              opponent_count=oc) if k == KOBOLD_TRADE and w is not None:
            return t("fabel.log.kobold_trade_won", winner=n[w], c_count=cc, o_count=oc)
    return None


def _signed(n: int) -> str:
    """A difference with its sign: ``+20``, ``−30``, ``0``."""
    return f"+{n}" if n > 0 else (f"\u2212{-n}" if n < 0 else "0")


def _trade_outcome(revealed: ev.TradeRevealed, reader: int, other: str, paid: int,
                   got: int) -> str:
    """Who won the trade and what it did to the reader's money."""
    if revealed.winner is None:
        return t("fabel.private.trade_tie")
    won = revealed.winner == reader
    money = (t("fabel.private.trade_money", paid=paid, got=got, net=_signed(got - paid))
             if paid or got else t("fabel.private.trade_no_money"))
    if revealed.kind == KOBOLD_TRADE:
        key = "fabel.private.trade_kobold_gave" if won else "fabel.private.trade_kobold_got"
        return t(key, name=other, money=money)
    cards = creatures(revealed.kind, revealed.stake)
    key = "fabel.private.trade_won" if won else "fabel.private.trade_lost"
    return t(key, name=other, cards=cards, money=money)


def private_line(event: Event, reader: int, names: Sequence[str],
                 revealed: ev.TradeRevealed | None = None) -> str | None:
    """What an event addressed to ``reader`` tells in private.

    The cards of a trade come with its outcome when ``revealed`` (the public
    uncovering just before) is given: who won, and what the reader paid and
    got::

        >>> from engines.fabel.events import TradeAmounts, TradeRevealed
        >>> amounts = TradeAmounts(0, 1, (50, 0), (10, 10))
        >>> private_line(amounts, 0, ("Anna", "Ben"))
        'Dein Handel: du 50 + 0 = 50 · Ben 10 + 10 = 20'
        >>> private_line(amounts, 0, ("Anna", "Ben"), TradeRevealed(0, 1, 9, 1, 2, 2, 0, 1))
        'Dein Handel mit Ben: du 50 + 0 = 50 gegen 10 + 10 = 20 → Du bekommst einen Drachen. \
Dein Geld: −50 + 20 = −30 Taler.'
    """
    if isinstance(event, ev.TradeAmounts):
        mine, theirs = event.challenger_cards, event.opponent_cards
        other = event.opponent
        if reader == event.opponent:
            mine, theirs, other = theirs, mine, event.challenger
        if revealed is None or (revealed.challenger, revealed.opponent) != (
                event.challenger, event.opponent):
            return t("fabel.private.trade", mine=money_list(mine), them=names[other],
                     theirs=money_list(theirs))
        paid, got = (sum(mine), sum(theirs)) if revealed.winner is not None else (0, 0)
        return t("fabel.answer.trade_result", name=names[other], mine=money_list(mine),
                 theirs=money_list(theirs),
                 outcome=_trade_outcome(revealed, reader, names[other], paid, got))
    return line(event, names)


def private_lines(events: Sequence[Event], names: Sequence[str]) -> list[tuple[int, str]]:
    """The private lines of these events as (reader, text), a trade's cards
    with the outcome of its uncovering."""
    out = []
    revealed: ev.TradeRevealed | None = None
    for e in events:
        if isinstance(e, ev.TradeRevealed):
            revealed = e
        for seat in e.audience or ():
            text = private_line(e, seat, names, revealed)
            if text is not None:
                out.append((seat, text))
    return out


def vierer_lines(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]],
                 names: Sequence[str]) -> list[str]:
    """The announcement of each Vierer completed between two looks at the
    table (the kinds each seat holds complete, before and after).

    >>> vierer_lines([(), (4,)], [(8,), (4,)], ("Anna", "Ben"))
    ['Anna hat den Vierer der Phönixe voll!']
    """
    out = []
    for seat, (old, new) in enumerate(zip(before, after, strict=True)):
        for kind in new:
            if kind not in old:
                out.append(t("fabel.log.vierer", name=names[seat], of_kinds=vierer_of(kind)))
    return out


def public_lines(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """Log lines of the public events, in order."""
    out = []
    for e in events:
        if e.audience is None and (text := line(e, names)) is not None:
            out.append(text)
    return out
