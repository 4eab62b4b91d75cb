"""The Händlerschule's five lessons, each built on a real position: a
seeded game is played by random legal moves until the lesson's situation
arises, so a lesson never shows an impossible trick. The right answer is
the engine's own (what it accepts, who its rules make win, what it counts
as missing), and a wrong answer's feedback says why in the rule text's
words.

>>> [lesson.key for lesson in lessons()]
['bedienen', 'smaragd', 'kiste', 'schnaeppchen', 'sonder']
>>> all(sum(a.right for a in lesson.answers) == 1 for lesson in lessons())
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from engines.core import IllegalAction
from engines.texts import LANGUAGES, language, reading, t
from engines.troedel.actions import PlayCard
from engines.troedel.cards import SMARAGD, SPECIAL, suit_of
from engines.troedel.preview import ahead_with
from engines.troedel.state import State, new_game
from engines.troedel.tricks import winner
from engines.troedel.view import TroedelView
from render.troedel.cards import card_name

#: The traders of every lesson: the learner is seat 0.
SEATS = 4
LESSON_NAMES = ("Du", "Fritz", "Lotte", "Gustav")


@dataclass(frozen=True, slots=True)
class Answer:
    """One button of a check question and what pressing it says."""

    label: str
    right: bool
    feedback: str


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: its title, what it teaches, the position's picture
    (``picture`` is ``table`` or ``hand``; ``view`` the learner's view),
    the check question and its answers."""

    key: str
    title: str
    text: str
    question: str
    answers: tuple[Answer, ...]
    picture: str
    view: TroedelView


def _find(wanted: Callable[[State], bool], max_games: int = 400) -> State:
    """The first position of seeded random games where ``wanted`` holds,
    the learner (seat 0) being the one who decides there."""
    for seed in range(max_games):
        state = new_game(SEATS, seed)
        rng = random.Random(seed)
        while not state.is_over():
            if wanted(state):
                return state
            seat = state.pending()[0].seat
            legal = state.legal(seat)
            state.apply(legal[rng.randrange(len(legal))])
    raise LookupError("no such position in the games played")


def _refusal(state: State, card: int) -> str:
    """The engine's own reason for refusing ``card`` (on a copy)."""
    try:
        state.copy().apply(PlayCard(state.turn, card))
    except IllegalAction as refused:
        return refused.reason
    return ""


def _on_turn(state: State) -> bool:
    return state.phase == "play" and state.turn == 0


def _bedienen() -> Lesson:
    def wanted(s: State) -> bool:
        f = s.follow()
        return (_on_turn(s) and bool(s.trick) and f is not None and f != SMARAGD
                and any(suit_of(c) == f for c in s.hands[0])
                and any(suit_of(c) not in (f, SPECIAL) for c in s.hands[0]))
    state = _find(wanted)
    follow = state.follow()
    assert follow is not None
    right = next(c for c in state.hands[0] if suit_of(c) == follow)
    wrong = [c for c in state.hands[0] if suit_of(c) not in (follow, SPECIAL)][:2]
    answers = [Answer(card_name(right), True, t("troedel.schule.bedienen.right",
                                                  suit=t(f"troedel.suit.{follow}")))]
    answers += [Answer(card_name(c), False, _refusal(state, c)) for c in wrong]
    return Lesson("bedienen", t("troedel.schule.bedienen.title"), t("troedel.schule.bedienen.text"),
                  t("troedel.schule.bedienen.question"), _shuffled(answers, 1), "hand",
                  state.view(0))


def _smaragd() -> Lesson:
    def wanted(s: State) -> bool:
        f = s.follow()
        return (_on_turn(s) and len(s.trick) == SEATS - 1 and f is not None and f != SMARAGD
                and not any(suit_of(c) == f for c in s.hands[0])
                and any(suit_of(c) == SMARAGD for c in s.hands[0])
                and not any(suit_of(c) == SMARAGD for _, c in s.trick))
    state = _find(wanted)
    view = state.view(0)
    trump = min(c for c in state.hands[0] if suit_of(c) == SMARAGD)
    ahead = ahead_with(view, trump)
    leader, _ = winner(view.trick, heute=view.heute, heute_seat=view.heute_seat,
                       ramsch=view.ramsch)
    assert ahead == 0
    answers = [Answer(t("troedel.schule.smaragd.me"), True, t("troedel.schule.smaragd.right")),
               Answer(LESSON_NAMES[leader], False, t("troedel.schule.smaragd.wrong_colour",
                                                      name=LESSON_NAMES[leader])),
               Answer(t("troedel.schule.smaragd.nobody"), False,
                      t("troedel.schule.smaragd.wrong_nobody"))]
    return Lesson("smaragd", t("troedel.schule.smaragd.title"), t("troedel.schule.smaragd.text"),
                  t("troedel.schule.smaragd.question", card=card_name(trump)),
                  _shuffled(answers, 2), "hand", view)


def _kiste() -> Lesson:
    def wanted(s: State) -> bool:
        v = s.view(0)
        return (_on_turn(s) and s.round >= 2 and v.next_hand_size is not None
                and len(v.kiste) > 0 and len(v.ladentisch[0]) > 0 and v.missing[0] > 0)
    state = _find(wanted)
    view = state.view(0)
    size = view.next_hand_size
    assert size is not None
    kiste, laden, missing = len(view.kiste), len(view.ladentisch[0]), view.missing[0]
    wrongs = [(size - laden, "troedel.schule.kiste.wrong_kiste"),
              (size - kiste, "troedel.schule.kiste.wrong_laden"),
              (size, "troedel.schule.kiste.wrong_all")]
    answers = [Answer(str(missing), True, t("troedel.schule.kiste.right", size=size,
                                            kiste=kiste, laden=laden, missing=missing))]
    seen = {missing}
    for value, key in wrongs:
        if value not in seen and value >= 0:
            seen.add(value)
            answers.append(Answer(str(value), False, t(key, size=size, kiste=kiste,
                                                       laden=laden)))
    return Lesson("kiste", t("troedel.schule.kiste.title"), t("troedel.schule.kiste.text"),
                  t("troedel.schule.kiste.question", size=size, kiste=kiste, laden=laden),
                  _shuffled(answers, 3), "table", view)


def _schnaeppchen() -> Lesson:
    def wanted(s: State) -> bool:
        return (s.phase == "pick" and s.trick[s.queue[0]][0] == 0 and s.won_by != 0
                and s.posten is None)
    state = _find(wanted)
    view = state.view(0)
    winner = LESSON_NAMES[state.won_by]
    answers = [Answer(t("troedel.schule.schnaeppchen.pick"), True,
                      t("troedel.schule.schnaeppchen.right", name=winner)),
               Answer(t("troedel.schule.schnaeppchen.wins"), False,
                      t("troedel.schule.schnaeppchen.wrong_wins", name=winner)),
               Answer(t("troedel.schule.schnaeppchen.nothing", name=winner), False,
                      t("troedel.schule.schnaeppchen.wrong_nothing"))]
    return Lesson("schnaeppchen", t("troedel.schule.schnaeppchen.title"),
                  t("troedel.schule.schnaeppchen.text"),
                  t("troedel.schule.schnaeppchen.question", name=winner),
                  _shuffled(answers, 4), "hand", view)


def _sonder() -> Lesson:
    def wanted(s: State) -> bool:
        f = s.follow()
        return (_on_turn(s) and bool(s.trick) and f is not None
                and any(suit_of(c) == f for c in s.hands[0])
                and any(c >= 100 for c in s.hands[0]))
    state = _find(wanted)
    follow = state.follow()
    special = next(c for c in state.hands[0] if c >= 100)
    legal = PlayCard(0, special) in state.legal(0)
    assert legal
    suit = t(f"troedel.suit.{follow}")
    answers = [Answer(t("troedel.schule.sonder.yes"), True, t("troedel.schule.sonder.right")),
               Answer(t("troedel.schule.sonder.no", suit=suit), False,
                      t("troedel.schule.sonder.wrong_no")),
               Answer(t("troedel.schule.sonder.lead"), False,
                      t("troedel.schule.sonder.wrong_lead"))]
    return Lesson("sonder", t("troedel.schule.sonder.title"), t("troedel.schule.sonder.text"),
                  t("troedel.schule.sonder.question", card=card_name(special), suit=suit),
                  _shuffled(answers, 5), "hand", state.view(0))


def _shuffled(answers: list[Answer], seed: int) -> tuple[Answer, ...]:
    """The answers in a fixed mixed order (the right one is not always first)."""
    out = list(answers)
    random.Random(seed).shuffle(out)
    return tuple(out)


def lessons() -> tuple[Lesson, ...]:
    """The five lessons in their order, in the reader's language (found
    once per language, then kept)."""
    return _lessons(language())


@lru_cache(maxsize=len(LANGUAGES))
def _lessons(lang: str) -> tuple[Lesson, ...]:
    with reading(lang):
        return (_bedienen(), _smaragd(), _kiste(), _schnaeppchen(), _sonder())


def lesson(key: str) -> Lesson:
    """The lesson called ``key`` (KeyError for none)."""
    for one in lessons():
        if one.key == key:
            return one
    raise KeyError(key)
