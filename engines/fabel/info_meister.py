"""Karten-Info for the Meistermarkt's own cards: an Ahnenbrief (what it
adds to the reader's five-step count, who holds which letters, his part in
the "Meins!" race) and the Kobolde (what all four would cost him, who holds
how many, the running Kobold round).

Like :mod:`engines.fabel.info`, every function reads a view only (item
140), and the ``*_notes`` functions turn an info into German sentences.

>>> from engines.fabel import Mode, Options, new_game
>>> from engines.fabel.cards import Creature
>>> view = new_game(4, seed=3, options=Options(mode=Mode.MEISTERMARKT)).view(0)
>>> info = letter_info(view, Creature.DRACHE)
>>> info.holder is None, info.to_come
(True, 10)
>>> kobold_info(view).holders
(0, 0, 0, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engines.fabel.cards import KINDS, KOBOLDE, LETTER_POINTS
from engines.fabel.info import BAD, GOOD, KEY, Note, names_list
from engines.fabel.narrate import vierer_of
from engines.fabel.scoring import Score, score_meister
from engines.fabel.view import FabelView, KoboldView, RaceView
from engines.texts import t
from engines.texts.grammar import all_of, counted

__all__ = ["KoboldInfo", "LetterInfo", "kobold_info", "kobold_notes", "letter_info",
           "letter_notes"]


@dataclass(frozen=True, slots=True)
class LetterInfo:
    """The Karten-Info of the Ahnenbrief of ``kind`` (Meistermarkt).

    ``holder`` has the letter (None: it lies on the stage or is still to
    come); ``letters`` are every seat's letters, ``stage`` the kind of the
    letter on the stage (any kind) and ``vierer_by`` holds the kind's Vierer
    (all public). The reader's part (None for the public view):
    ``own`` his cards of the kind; ``now`` his points as ``view.score``
    counts them; ``other`` his points with this letter if he lacks it, or
    without it if he holds it; ``holder_now`` / ``holder_without`` the same
    for another holder; ``cards`` his money cards (for the race).
    """

    kind: int
    seats: int
    reader: int | None
    holder: int | None
    stage: int | None
    letters: tuple[tuple[int, ...], ...]
    vierer_by: int | None
    rules: tuple[str, ...]
    race: RaceView | None
    own: int | None
    now: Score | None
    other: Score | None
    holder_now: Score | None
    holder_without: Score | None
    cards: int | None

    @property
    def on_stage(self) -> bool:
        """Whether this letter lies on the stage (its race runs)."""
        return self.stage == self.kind

    @property
    def to_come(self) -> int:
        """Letters nobody holds and none on the stage (still in the deck)."""
        held = sum(len(row) for row in self.letters) + int(self.stage is not None)
        return KINDS - held


@dataclass(frozen=True, slots=True)
class KoboldInfo:
    """The Karten-Info of the Kobolde (Meistermarkt).

    ``holders`` counts every seat's Kobolde; ``on_stage`` while a Kobold
    round runs (``round``); ``undealt`` the Kobolde still in the deck. The
    reader's part (None for the public view): ``own`` his Kobolde, ``free``
    his points without all four, ``all_four`` with all four (the five steps
    strike a Vierer), ``trade_with`` the seats he may challenge to a Kobold
    trade, ``cards`` his money cards.
    """

    seats: int
    reader: int | None
    holders: tuple[int, ...]
    on_stage: bool
    undealt: int
    round: KoboldView | None
    rules: tuple[str, ...]
    own: int | None
    free: Score | None
    all_four: Score | None
    trade_with: tuple[int, ...]
    cards: int | None

    @property
    def cost(self) -> int | None:
        """What all four Kobolde cost the reader now, in points."""
        if self.free is None or self.all_four is None:
            return None
        return self.free.points - self.all_four.points


def _score_of(view: FabelView, seat: int, letters: Iterable[int]) -> Score:
    """``seat``'s points as ``view.score`` counts them, with these letters."""
    p = view.players[seat]
    return score_meister(p.vierer, tuple(sorted(letters)), p.kobolde == KOBOLDE)


def _letter_rules(view: FabelView, kind: int) -> tuple[str, ...]:
    kinds = vierer_of(kind)
    rules = [t("fabel.info.m.rule.letter", of_kinds=kinds, points=LETTER_POINTS),
             t("fabel.info.m.rule.letter_struck", of_kinds=kinds)]
    rules.append(t("fabel.info.m.rule.letter_two") if view.seats == 2
                 else t("fabel.info.m.rule.meins"))
    rules.append(t("fabel.info.m.rule.letter_no_trade"))
    return tuple(rules)


def letter_info(view: FabelView, kind: int) -> LetterInfo:
    """The Karten-Info of the Ahnenbrief of ``kind`` for ``view.reader``."""
    if not view.meister:
        raise ValueError("Ahnenbriefe are Meistermarkt cards")
    if not 0 <= kind < KINDS:
        raise ValueError(f"no creature kind {kind}")
    holder = next((p.seat for p in view.players if kind in p.letters), None)
    stage = view.race.kind if view.race is not None else None
    race = view.race if stage == kind else None
    vierer_by = next((p.seat for p in view.players if p.creatures[kind] == 4), None)
    reader = view.reader
    own = now = other = holder_now = holder_without = cards = None
    if reader is not None:
        me = view.players[reader]
        own = me.creatures[kind]
        now = view.score(reader)
        mine = set(me.letters)
        other = _score_of(view, reader, mine - {kind} if kind in mine else mine | {kind})
        cards = len(view.hand or ())
    if holder is not None and holder != reader:
        holder_now = view.score(holder)
        holder_without = _score_of(view, holder, set(view.players[holder].letters) - {kind})
    return LetterInfo(
        kind=kind, seats=view.seats, reader=reader, holder=holder, stage=stage,
        letters=tuple(p.letters for p in view.players), vierer_by=vierer_by,
        rules=_letter_rules(view, kind), race=race, own=own, now=now, other=other,
        holder_now=holder_now, holder_without=holder_without, cards=cards,
    )


def _signed(n: int) -> str:
    """+500, −1430 (a true minus sign), ±0."""
    return "±0" if n == 0 else f"{n:+d}".replace("-", "\u2212")


def _statt(key: str, with_: Score, without: Score, **params: object) -> str:
    """A sentence with "<Rechenweg> statt <points>, <difference>" (item 102's
    form). The Rechenweg of a struck Vierer leaves out its "Kobolde: …
    gestrichen" head where the sentence names the struck Vierer itself."""
    line = with_.rechenweg
    if with_.struck is not None and "of_kinds" in params:
        head = t("fabel.score.struck", card=t(f"fabel.creature.{with_.struck}"), line="")
        line = line.removeprefix(head)
    return t(key, line=line, instead=without.points,
             diff=_signed(with_.points - without.points), **params)


def letter_notes(info: LetterInfo, names: Sequence[str]) -> tuple[Note, ...]:
    """What the letter means for the reader now, as German sentences with
    their mood: his points with it "statt" without, how it counts for him,
    and the running race."""
    if info.reader is None or info.now is None or info.other is None or info.own is None:
        return ()
    kinds = vierer_of(info.kind)
    out: list[Note] = []
    mine = info.holder == info.reader
    if mine:
        out.append(Note(_statt("fabel.info.m.letter_yours", info.now, info.other), GOOD))
        counted = info.now
    elif info.holder is not None:
        out.append(Note(t("fabel.info.m.letter_held", name=names[info.holder]), BAD))
        if info.holder_now is not None and info.holder_without is not None:
            out.append(Note(_statt("fabel.info.m.letter_holder", info.holder_now,
                                   info.holder_without, name=names[info.holder])))
        counted = None
    else:
        out.append(Note(_statt("fabel.info.m.letter_with", info.other, info.now), KEY))
        counted = info.other
    if counted is not None:
        if info.kind in counted.matching:
            out.append(Note(t("fabel.info.m.letter_matches", of_kinds=kinds,
                              factor=counted.factor)))
        elif counted.struck == info.kind:
            out.append(Note(t("fabel.info.m.letter_struck", of_kinds=kinds)))
        elif info.vierer_by is not None and info.vierer_by != info.reader:
            out.append(Note(t("fabel.info.m.letter_free_taken", of_kinds=kinds,
                              name=names[info.vierer_by])))
        elif info.own:
            missing = 4 - info.own
            out.append(Note(t("fabel.info.m.letter_free_missing", of_kinds=kinds, n=missing)
                            if missing > 1 else
                            t("fabel.info.m.letter_free_missing_one", of_kinds=kinds)))
        else:
            out.append(Note(t("fabel.info.m.letter_free", of_kinds=kinds)))
    if info.race is not None:
        out.append(_race_note(info.race, info.reader, info.cards or 0, names))
    elif info.holder is None:
        out.append(Note(t("fabel.info.m.letter_to_come")))
    return tuple(out)


def _race_note(race: RaceView, reader: int, cards: int, names: Sequence[str]) -> Note:
    """The reader's part in the race for the letter on the stage."""
    if race.presser is None:
        if reader == race.auctioneer:
            return Note(t("fabel.info.m.race_own", counter=race.counter))
        if cards >= race.counter:
            return Note(t("fabel.info.m.race_now", counter=race.counter, cards=cards), GOOD)
        if cards == 0:
            return Note(t("fabel.info.m.race_never"), BAD)
        return Note(t("fabel.info.m.race_from", counter=race.counter, cards=cards))
    presser = names[race.presser]
    if race.payer is None:
        if reader == race.auctioneer:
            key = "fabel.info.m.race_keep" if cards >= race.k else "fabel.info.m.race_keep_short"
            return Note(t(key, name=presser, k=race.k, cards=cards),
                        GOOD if cards >= race.k else BAD)
        return Note(t("fabel.info.m.race_vorkauf", name=presser, k=race.k,
                      auctioneer=names[race.auctioneer]))
    receiver = race.presser if race.kept else race.auctioneer
    winner = race.auctioneer if race.kept else race.presser
    return Note(t("fabel.info.m.race_pay", payer=names[race.payer], receiver=names[receiver],
                  k=race.k, winner=names[winner]))


def _kobold_rules(view: FabelView) -> tuple[str, ...]:
    rules = [t("fabel.info.m.rule.kobold_strike")]
    if view.seats == 2:
        rules.append(t("fabel.info.m.rule.kobold_two"))
    else:
        rules += [t("fabel.info.m.rule.kobold_round"), t("fabel.info.m.rule.kobold_take")]
    rules.append(t("fabel.info.m.rule.kobold_trade"))
    return tuple(rules)


def kobold_info(view: FabelView) -> KoboldInfo:
    """The Karten-Info of the Kobolde for ``view.reader``."""
    if not view.meister:
        raise ValueError("Kobolde are Meistermarkt cards")
    holders = tuple(p.kobolde for p in view.players)
    on_stage = view.kobold is not None
    undealt = KOBOLDE - sum(holders) - int(on_stage)
    reader = view.reader
    own = free = all_four = cards = None
    trade_with: tuple[int, ...] = ()
    if reader is not None:
        me = view.players[reader]
        own = me.kobolde
        free = score_meister(me.vierer, me.letters, False)
        all_four = score_meister(me.vierer, me.letters, True)
        if own:
            trade_with = tuple(s for s, n in enumerate(holders) if s != reader and n)
        cards = len(view.hand or ())
    return KoboldInfo(seats=view.seats, reader=reader, holders=holders, on_stage=on_stage,
                      undealt=undealt, round=view.kobold, rules=_kobold_rules(view), own=own,
                      free=free, all_four=all_four, trade_with=trade_with, cards=cards)


def kobold_notes(info: KoboldInfo, names: Sequence[str]) -> tuple[Note, ...]:
    """What the Kobolde mean for the reader now: what all four would cost
    him (which Vierer they strike), with whom he can trade them, and his
    part in a running Kobold round."""
    if info.reader is None or info.free is None or info.all_four is None or info.own is None:
        return ()
    out: list[Note] = []
    cost = info.cost or 0
    struck = info.all_four.struck
    if struck is None:
        key = "fabel.info.m.kobold_all_none" if info.own == KOBOLDE else "fabel.info.m.kobold_none"
        out.append(Note(t(key)))
    else:
        key = "fabel.info.m.kobold_all" if info.own == KOBOLDE else "fabel.info.m.kobold_would"
        out.append(Note(_statt(key, info.all_four, info.free, of_kinds=vierer_of(struck),
                               cost=cost),
                        BAD if info.own == KOBOLDE else KEY))
    together = next((s for s, n in enumerate(info.holders) if n == KOBOLDE), None)
    if together is not None and together != info.reader:
        out.append(Note(t("fabel.info.m.kobold_together", name=names[together]), GOOD))
    if info.trade_with:
        out.append(Note(t("fabel.info.m.kobold_trade_with",
                          names=names_list(info.trade_with, names))))
    ko = info.round
    if ko is not None:
        if ko.seat == info.reader:
            if info.cards:
                out.append(Note(t("fabel.info.m.kobold_your_turn",
                                  all_cards=all_of("karte", ko.pot_count, "dat"))
                                if ko.pot_count else t("fabel.info.m.kobold_your_turn_empty"),
                                KEY))
            else:
                out.append(Note(t("fabel.info.m.kobold_must",
                                  cards=counted("karte", ko.pot_count, numeral=True)), BAD))
        else:
            out.append(Note(t("fabel.info.m.kobold_turn", name=names[ko.seat],
                              pot=ko.pot_count)))
        laid = [t("fabel.info.m.kobold_laid_one", name=names[s], n=n)
                for s, n in enumerate(ko.laid) if n]
        if laid:
            out.append(Note(t("fabel.info.m.kobold_laid", list=", ".join(laid))))
        if len(ko.own_laid) == 1:
            out.append(Note(t("fabel.info.m.kobold_own_laid_one", card=ko.own_laid[0])))
        elif ko.own_laid:
            out.append(Note(t("fabel.info.m.kobold_own_laid",
                              cards=" + ".join(str(v) for v in ko.own_laid),
                              total=sum(ko.own_laid))))
    return tuple(out)
