"""Scenes for Speedtrödel tests: cards by name and states set up by hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.troedel import rounds
from engines.troedel.actions import NameSuit, PassCard, PickCard, PlayCard
from engines.troedel.cards import SPECIAL_NAMES, SUIT_LETTER, card
from engines.troedel.options import Options
from engines.troedel.state import State, new_game

_BY_NAME = {v: k for k, v in SPECIAL_NAMES.items()}
_BY_NAME.update({"F": 100, "TR": 101, "VD": 102, "HG": 103, "RT": 104, "GP": 105})


def c(text: str) -> int:
    """A card by name: ``P12``, ``Sm0``, ``B0``, ``Ramschtag`` (or ``RT``)."""
    if text in _BY_NAME:
        return _BY_NAME[text]
    letter = "Sm" if text.startswith("Sm") else text[0]
    return card(SUIT_LETTER.index(letter), int(text[len(letter):]))


def cs(text: str) -> list[int]:
    """Several cards: ``"P12 B14 Sm3"``."""
    return [c(x) for x in text.split()]


def scene(hands: Sequence[str], *, leader: int = 0, heute: int | None = None,
          heute_seat: int | None = None, ramsch: bool = False,
          options: Options | None = None, seed: int = 1) -> State:
    """A state whose hands are ``hands`` (one string per seat) and whose
    trick starts now with ``leader`` and these effects."""
    st = new_game(len(hands), seed, options or Options())
    st.hands = [cs(h) for h in hands]
    st.stock = [[] for _ in hands]
    st.unknown = [len(h) for h in st.hands]
    st.start_trick(leader, heute, heute_seat, ramsch, [])
    st.trick_no = 1
    return st


def play(st: State, *cards_: str) -> list[Any]:
    """The seats on turn lay these cards in order; all events."""
    events: list[Any] = []
    for name in cards_:
        events += st.apply(PlayCard(st.turn, c(name)))
    return events


def pick(st: State, seat: int, name: str) -> list[Any]:
    """``seat``'s zero picks ``name``."""
    return st.apply(PickCard(seat, c(name)))


def pass_(st: State, seat: int, name: str) -> list[Any]:
    """``seat`` passes ``name`` in the Tauschrunde."""
    return st.apply(PassCard(seat, c(name)))


def name_suit(st: State, seat: int, suit: int) -> list[Any]:
    """Heute gefragt: ``seat`` names ``suit``."""
    return st.apply(NameSuit(seat, suit))


def next_round(st: State, *, kisten: Sequence[Sequence[int]], attic: Sequence[int],
               tiers: Sequence[int] | None = None, points: Sequence[int] | None = None,
               last_order: Sequence[int] | None = None, round_no: int = 2) -> list[Any]:
    """Start round ``round_no`` with these Kisten and this attic (top last)."""
    st.round = round_no
    st.kisten = [list(k) for k in kisten]
    st.attic = list(attic)
    st.attic_tier = list(tiers) if tiers is not None else [1] * len(attic)
    if points is not None:
        st.points = list(points)
    if last_order is not None:
        st.last_order = list(last_order)
    st.hands = [[] for _ in range(st.seats)]
    events: list[Any] = []
    rounds.start_round(st, events, first=False)
    return events
