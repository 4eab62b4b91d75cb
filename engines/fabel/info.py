"""Karten-Info: what a creature, a money card or the deck means for one seat.

The rule text: "Wert des Vierers, wer schon wie viele Karten der Sorte hat,
die Regeln dazu und was die Karte gerade für dich bedeutet – zum Beispiel
wie weit ein Vierer deine Wertung heben würde, mit wem du handeln kannst und
ob du beim Bieten noch mithalten kannst."

Every function here reads a :class:`~engines.fabel.view.FabelView` only, so
an info never knows more than the asking seat (checklist item 140). The
infos are frozen data; the ``*_lines`` functions turn them into German
sentences (player names come from the caller, the engine knows none).

>>> from engines.fabel import new_game
>>> from engines.fabel.cards import Creature
>>> view = new_game(3, seed=1).view(0)
>>> info = creature_info(view, Creature.DRACHE)
>>> info.vierer_value, info.holders, info.undealt
(1000, (0, 0, 0), 4)
>>> money_info(view, 10).count, deck_info(view).count
(4, 40)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.fabel import money
from engines.fabel.cards import (
    DENOMINATIONS,
    GOLDESEL_PAYOUTS,
    KINDS,
    KOBOLDE,
    LETTER_POINTS,
    VIERER_VALUE,
    Creature,
)
from engines.fabel.narrate import vierer_of
from engines.fabel.phases import DISTRIBUTE, PAY, VORKAUF
from engines.fabel.scoring import score_line, score_meister
from engines.fabel.view import FabelView
from engines.texts import t
from engines.texts.formats import category, one_or_many

__all__ = [
    "CreatureInfo",
    "DeckInfo",
    "MoneyInfo",
    "Note",
    "count_phrase",
    "StageBid",
    "creature_info",
    "creature_lines",
    "creature_notes",
    "deck_info",
    "deck_lines",
    "money_info",
    "money_lines",
    "names_list",
    "kinds_name",
]

#: Moods of a note: plain, good news, bad news, the key figure.
NEUTRAL, GOOD, BAD, KEY = "neutral", "good", "bad", "key"


@dataclass(frozen=True, slots=True)
class Note:
    """One sentence of an info and its mood (the picture colours it)."""

    text: str
    mood: str = NEUTRAL


#: The reader's part in an auction of the card he asks about.
ROLES = ("bidder", "leading", "auctioneer", "excluded")


@dataclass(frozen=True, slots=True)
class StageBid:
    """The asked-about kind lies on the stage: the bid and the reader's money.

    ``role``: ``bidder`` (may bid), ``leading`` (holds the highest bid),
    ``auctioneer`` (decides Verkaufen / Selbst kaufen) or ``excluded``
    (after his Pleite). ``covers``: his money reaches the highest bid.
    ``bidding``: the countdown runs; ``vorkauf``: the auctioneer decides.
    """

    high: int
    bidder: int | None
    auctioneer: int
    money: int
    role: str
    covers: bool
    bidding: bool
    vorkauf: bool


@dataclass(frozen=True, slots=True)
class CreatureInfo:
    """Everything the Karten-Info shows about one kind of creature.

    ``holders`` has one count per seat; ``undealt`` counts the cards of the
    kind neither with a player nor on the stage. The reader's part (``own``
    and below) is None for the public view. ``points_with`` is the score with
    a complete Vierer of this kind (None if he has it already or someone else
    holds all four).
    """

    kind: int
    vierer_value: int
    seats: int
    reader: int | None
    holders: tuple[int, ...]
    on_stage: bool
    undealt: int
    complete_by: int | None
    rules: tuple[str, ...]
    own: int | None
    points_now: int | None
    line_now: str | None
    points_with: int | None
    line_with: str | None
    trade_with: tuple[int, ...]
    stage: StageBid | None


@dataclass(frozen=True, slots=True)
class MoneyInfo:
    """One of the reader's money cards: its value, how many he holds, the
    payment rule, and (while he pays) the cheapest payment."""

    value: int
    count: int
    total: int
    cards: int
    two: bool
    rules: tuple[str, ...]
    payment_due: int | None
    cheapest: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class DeckInfo:
    """The deck: cards left, money cards among them (two players only),
    creatures not yet dealt per kind, the next Goldesel payout.

    Meistermarkt: ``letters`` are the kinds whose Ahnenbrief nobody holds
    and none is on the stage, ``kobolde`` the Kobolde neither with a player
    nor in a running round; both are public (10 and 4 minus those on the
    table). None in Klassisch.
    """

    count: int
    money: int | None
    looking: int | None
    undealt: tuple[int, ...]
    next_payout: int | None
    seats: int
    rules: tuple[str, ...]
    letters: tuple[int, ...] | None = None
    kobolde: int | None = None


# --------------------------------------------------------------------- creatures

def kinds_name(kind: int) -> str:
    """The plural of a kind ("Drachen")."""
    return t(f"fabel.creature_plural.{kind}")


def _creature_rules(view: FabelView, kind: int) -> tuple[str, ...]:
    rules = [t("fabel.info.rule.vierer", of_kinds=vierer_of(kind), value=VIERER_VALUE[kind])]
    if view.meister:
        rules += [t("fabel.info.m.rule.score"),
                  t("fabel.info.m.rule.vierer_letter", of_kinds=vierer_of(kind),
                    points=LETTER_POINTS)]
    else:
        rules.append(t("fabel.info.rule.score"))
    rules += [t("fabel.info.rule.trade", kinds=kinds_name(kind)), t("fabel.info.rule.stake")]
    if kind == Creature.GOLDESEL:
        payouts = " / ".join(str(p) for p in GOLDESEL_PAYOUTS)
        rules.append(t("fabel.info.rule.goldesel", payouts=payouts))
        nxt = view.next_payout
        rules.append(t("fabel.info.goldesel_next", amount=nxt) if nxt is not None
                     else t("fabel.info.goldesel_done"))
    return tuple(rules)


def _stage_bid(view: FabelView, kind: int, reader: int) -> StageBid | None:
    a = view.auction
    if a is None or a.card != kind:
        return None
    cash = view.hand_total or 0
    if reader == a.auctioneer:
        role = "auctioneer"
    elif reader in a.excluded:
        role = "excluded"
    elif reader == a.bidder:
        role = "leading"
    else:
        role = "bidder"
    return StageBid(a.high, a.bidder, a.auctioneer, cash, role, cash >= a.high, a.bidding,
                    view.phase == VORKAUF)


def _points(view: FabelView, seat: int, vierer: Sequence[int],
            cash: int | None) -> tuple[int, str]:
    """Points and Rechenweg with these Vierer; in the Meistermarkt the five
    steps with the seat's letters and Kobolde (all public)."""
    if view.meister:
        p = view.players[seat]
        score = score_meister(vierer, p.letters, p.kobolde == KOBOLDE, cash)
        return score.points, score.rechenweg
    return score_line(vierer, cash)


def creature_info(view: FabelView, kind: int) -> CreatureInfo:
    """The Karten-Info of ``kind`` for ``view.reader`` (item 138)."""
    if not 0 <= kind < KINDS:
        raise ValueError(f"no creature kind {kind}")
    holders = tuple(p.creatures[kind] for p in view.players)
    on_stage = view.auction is not None and view.auction.card == kind
    complete_by = next((s for s, n in enumerate(holders) if n == 4), None)
    undealt = 4 - sum(holders) - int(on_stage)
    reader = view.reader
    own = points_now = points_with = None
    line_now = line_with = None
    trade_with: tuple[int, ...] = ()
    stage = None
    if reader is not None:
        me = view.players[reader]
        own = holders[reader]
        # "Geld zählt mit" adds the money in both lines alike.
        cash = view.hand_total if view.options.geld_zaehlt else None
        points_now, line_now = _points(view, reader, me.vierer, cash)
        if complete_by is None:
            points_with, line_with = _points(view, reader, (*me.vierer, kind), cash)
        trade_with = tuple(s for s in range(view.seats) if view.can_trade(reader, s, kind))
        stage = _stage_bid(view, kind, reader)
    return CreatureInfo(
        kind=kind, vierer_value=VIERER_VALUE[kind], seats=view.seats, reader=reader,
        holders=holders, on_stage=on_stage, undealt=undealt, complete_by=complete_by,
        rules=_creature_rules(view, kind), own=own, points_now=points_now, line_now=line_now,
        points_with=points_with, line_with=line_with, trade_with=trade_with, stage=stage,
    )


def names_list(seats: Sequence[int], names: Sequence[str]) -> str:
    """"Ben", "Ben und Cem", "Ben, Cem und Dora"."""
    shown = [names[s] for s in seats]
    if len(shown) <= 1:
        return "".join(shown)
    return t("fabel.info.and", first=", ".join(shown[:-1]), last=shown[-1])


def creature_notes(info: CreatureInfo, names: Sequence[str]) -> tuple[Note, ...]:
    """What the kind means for the reader now, as German sentences with their
    mood (the first one always tells how many he holds): how far a Vierer
    raises his score, with whom he can trade, whether his money keeps up with
    the bid on the stage."""
    if info.reader is None or info.own is None:
        return ()
    kinds = kinds_name(info.kind)
    out = [Note(t("fabel.info.you_hold", n=info.own))]
    if info.own == 4:
        out.append(Note(t("fabel.info.have_vierer", line=info.line_now), GOOD))
    elif info.complete_by is not None:
        out.append(Note(t("fabel.info.vierer_taken", name=names[info.complete_by]), BAD))
    else:
        out.append(Note(t("fabel.info.raise", of_kinds=vierer_of(info.kind), now=info.points_now,
                          line=info.line_with), KEY))
        missing = 4 - info.own
        out.append(Note(t("fabel.info.missing_one") if missing == 1
                        else t("fabel.info.missing", n=missing)))
    if info.trade_with:
        out.append(Note(t("fabel.info.trade_with", names=names_list(info.trade_with, names)),
                        GOOD))
    elif info.own == 0 and any(0 < n < 4 for n in info.holders):
        out.append(Note(t("fabel.info.trade_need_own", kinds=kinds)))
    elif 0 < info.own < 4:
        out.append(Note(t("fabel.info.trade_none")))
    stage = info.stage
    if stage is not None:
        open_now = stage.bidding or (stage.vorkauf and stage.role == "auctioneer")
        mood = NEUTRAL if stage.bidder is None or not open_now else GOOD if stage.covers else BAD
        out.append(Note(_stage_line(stage, names), BAD if stage.role == "excluded" else mood))
    return tuple(out)


def creature_lines(info: CreatureInfo, names: Sequence[str]) -> tuple[str, ...]:
    """The sentences of :func:`creature_notes` without their mood."""
    return tuple(note.text for note in creature_notes(info, names))


def _stage_line(stage: StageBid, names: Sequence[str]) -> str:
    if stage.bidder is not None and not stage.bidding and not (
            stage.vorkauf and stage.role == "auctioneer"):
        # After the Zuschlag nobody bids any more: only the price is news.
        return t("fabel.info.stage_closed", high=stage.high, name=names[stage.bidder])
    if stage.role == "excluded":
        return t("fabel.info.stage_excluded")
    if stage.role == "auctioneer":
        if stage.bidder is None:
            return t("fabel.info.stage_own_no_bid")
        key = "fabel.info.stage_buy_self" if stage.covers else "fabel.info.stage_buy_self_short"
        return t(key, high=stage.high, money=stage.money, name=names[stage.bidder])
    if stage.bidder is None:
        return t("fabel.info.stage_no_bid", money=stage.money)
    if stage.role == "leading":
        key = "fabel.info.stage_leading" if stage.covers else "fabel.info.stage_leading_short"
        return t(key, high=stage.high, money=stage.money)
    key = "fabel.info.stage_covers" if stage.covers else "fabel.info.stage_short"
    return t(key, high=stage.high, money=stage.money, name=names[stage.bidder])


# ------------------------------------------------------------------------ money

def money_info(view: FabelView, value: int) -> MoneyInfo:
    """The Karten-Info of the reader's money card ``value`` (item 139)."""
    if view.reader is None or view.hand is None:
        raise ValueError("money cards are only shown to their owner")
    if value not in DENOMINATIONS:
        raise ValueError(f"no money card of value {value}")
    two = view.seats == 2
    rules = [t("fabel.info.money.rule_change"), t("fabel.info.money.rule_minimal"),
             t("fabel.info.money.rule_hidden")]
    if value == 0:
        rules.append(t("fabel.info.money.rule_zero"))
    due = cheapest = None
    p = view.payment
    if view.phase == PAY and p is not None and p.payer == view.reader:
        due = p.amount
        counts = money.counts_from_values(view.hand)
        assert counts is not None  # a hand holds denominations only
        best = money.cheapest_payment(counts, p.amount)
        cheapest = None if best is None else money.values_of(best)
    return MoneyInfo(value=value, count=view.hand.count(value), total=sum(view.hand),
                     cards=len(view.hand), two=two, rules=tuple(rules), payment_due=due,
                     cheapest=cheapest)


def money_lines(info: MoneyInfo) -> tuple[str, ...]:
    """The reader's part of a money card's info, as German sentences."""
    out = [t("fabel.info.money.held", n=info.count, value=info.value, total=info.total,
             cards=info.cards)]
    if info.payment_due is not None:
        if info.cheapest is None:
            out.append(t("fabel.info.money.pay_short", amount=info.payment_due))
        else:
            used = info.value in info.cheapest
            key = "fabel.info.money.pay_uses" if used else "fabel.info.money.pay_skips"
            out.append(t(key, amount=info.payment_due, value=info.value,
                         cards=" + ".join(str(v) for v in info.cheapest),
                         paid=sum(info.cheapest)))
    return tuple(out)


# ------------------------------------------------------------------------- deck

def deck_info(view: FabelView) -> DeckInfo:
    """The Karten-Info of the deck (item 139): cards left, and at two
    players how many money cards are not dealt yet."""
    looking = view.turn_seat if view.phase == DISTRIBUTE else None
    on_stage = view.auction.card if view.auction is not None else None
    undealt = tuple(4 - sum(p.creatures[k] for p in view.players) - int(on_stage == k)
                    for k in range(KINDS))
    rules: tuple[str, ...]
    if view.seats == 2:
        rules = (t("fabel.info.deck.rule_two"), t("fabel.info.deck.rule_two_money"),
                 t("fabel.info.deck.rule_empty"))
    else:
        rules = (t("fabel.info.deck.rule_auction"), t("fabel.info.deck.rule_empty"))
    letters = kobolde = None
    if view.meister:
        letters = _letters_to_come(view)
        kobolde = KOBOLDE - sum(p.kobolde for p in view.players) - int(view.kobold is not None)
        rules = (t("fabel.info.m.deck.rule_material"),
                 *((t("fabel.info.m.deck.rule_specials"),) if view.seats > 2 else ()),
                 *rules)
    return DeckInfo(count=view.deck_count, money=view.deck_money, looking=looking,
                    undealt=undealt, next_payout=view.next_payout, seats=view.seats,
                    rules=rules, letters=letters, kobolde=kobolde)


def _letters_to_come(view: FabelView) -> tuple[int, ...]:
    """Kinds whose Ahnenbrief is with no player and not on the stage (most
    valuable first): one letter per kind, so this is public."""
    held = {k for p in view.players for k in p.letters}
    if view.race is not None:
        held.add(view.race.kind)
    return tuple(k for k in reversed(range(KINDS)) if k not in held)


def deck_lines(info: DeckInfo, names: Sequence[str], *,
               counts: bool = True) -> tuple[str, ...]:
    """The deck's state as German sentences; ``counts=False`` leaves out the
    card and money counts (for a picture that shows them large)."""
    out: list[str] = []
    if info.count == 0 and info.looking is None:
        out.append(t("fabel.info.deck.empty"))
    elif counts:
        out.append(t("fabel.info.deck.count_one") if category(info.count) == "one"
                   else t("fabel.info.deck.count", n=info.count))
    if info.looking is not None:
        out.append(t("fabel.info.deck.looking", name=names[info.looking]))
    if info.money is not None and counts:
        # Counts the looked-at card too while it is not dealt (engine's deck_money).
        out.append(t("fabel.info.deck.money", n=info.money))
    if info.letters is not None and info.kobolde is not None:
        key = "fabel.info.m.deck.specials_two" if info.seats == 2 else "fabel.info.m.deck.specials"
        out.append(t(key, letters=count_phrase(len(info.letters), "letter"),
                     kobolde=count_phrase(info.kobolde, "kobold")))
    if info.next_payout is not None and info.undealt[Creature.GOLDESEL]:
        out.append(t("fabel.info.goldesel_next", amount=info.next_payout))
    return tuple(out)


def count_phrase(n: int, noun: str) -> str:
    """"1 Kobold", "3 Kobolde", "kein Ahnenbrief"."""
    if n == 0:
        return t(f"fabel.info.m.none.{noun}")
    return t(f"fabel.info.m.{one_or_many(n)}.{noun}", n=n)
