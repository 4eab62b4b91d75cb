"""The contract's checks of one moment of a game (the suite's building blocks).

Each check takes the game's declaration and a state it must not change (it
works on clones); a failed check is an AssertionError naming the moment.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Iterable, Sequence
from typing import Any

from engines.core.contract import Decision, Event, GameState, IllegalAction, Timeout
from engines.core.records import from_json, to_json
from engines.core.registry import GameInfo
from engines.core.result import GameResult
from tests.contract.play import clone, readers, seat_of, snapshot, with_seat

#: Listed legal actions applied per seat and moment (a sample of long lists).
LEGAL_SAMPLE = 6
#: Candidates that are not listed, tried per moment.
CANDIDATES = 14
#: Pending decisions a computer is asked for per moment (the strong one may
#: search for a second or so).
COMPUTER_DECISIONS = 2
#: Stale timer tokens tried per moment: this many of the latest, as many older ones.
STALE_TOKENS = 2


def through_json(record: Any, types: Iterable[type]) -> Any:
    """``record`` to JSON text and back, as the action log stores it."""
    return from_json(json.loads(json.dumps(to_json(record))), types)


def check_pending(state: GameState, where: str) -> None:
    """Decisions name real seats, one each; a required one has a legal
    action, a seat without a decision has none; when nobody may act, a
    timer runs; a timer is well formed and runs only for seats with a
    decision that is not overdue."""
    pending = state.pending()
    seats = [d.seat for d in pending]
    assert len(set(seats)) == len(seats), f"{where}: two decisions for one seat: {pending}"
    for d in pending:
        assert isinstance(d, Decision), f"{where}: {d!r} is not a Decision"
        assert 0 <= d.seat < state.seats, f"{where}: decision of no seat: {d}"
        assert d.kind, f"{where}: a decision without a kind: {d}"
        if d.required:
            assert state.legal(d.seat), f"{where}: no legal action for {d}"
    for seat in set(range(state.seats)) - set(seats):
        assert not state.legal(seat), f"{where}: seat {seat} has legal actions but no decision"
    timer = state.timer()
    if not pending:
        assert timer is not None, f"{where}: nobody may act and no timer runs"
    if timer is not None:
        assert timer.seconds > 0 and math.isfinite(timer.seconds), f"{where}: {timer}"
        assert timer.kind, f"{where}: a timer without a kind: {timer}"
        assert all(0 <= s < state.seats for s in timer.seats), f"{where}: {timer}"
        assert list(timer.seats) == sorted(set(timer.seats)), f"{where}: {timer}"
        # a seat's clock runs only while it has a decision that is not overdue yet
        assert set(timer.seats) <= set(seats), f"{where}: {timer} for seats without a decision"
        late = {d.seat for d in pending if d.overdue}
        assert not late & set(timer.seats), f"{where}: {timer} still runs for overdue {late}"


def check_events(info: GameInfo, state: GameState, events: list[Event], where: str) -> None:
    """Every event is a declared type with an audience of real seats and
    survives the JSON round trip."""
    for e in events:
        assert isinstance(e, Event), f"{where}: {e!r} is not an Event"
        assert type(e) in info.event_types, f"{where}: {type(e).__name__} is not declared"
        if e.audience is not None:
            assert e.audience, f"{where}: an event nobody may see: {e}"
            assert all(0 <= s < state.seats for s in e.audience), f"{where}: {e}"
        back = through_json(e, info.event_types)
        assert back == e and back.audience == e.audience, f"{where}: {e} -> {back}"


def check_listed_apply(state: GameState, rng: random.Random, where: str) -> None:
    """Every listed legal action (a sample of long lists) applies on a copy."""
    for seat in range(state.seats):
        legal = state.legal(seat)
        for action in rng.sample(legal, min(len(legal), LEGAL_SAMPLE)):
            try:
                clone(state).apply(action)
            except IllegalAction as err:
                raise AssertionError(f"{where}: listed {action} refused: {err.code}") from err


def _decision_of(state: GameState, seat: int) -> Decision | None:
    return next((d for d in state.pending() if d.seat == seat), None)


def candidates(legal: dict[int, list[Any]], seats: int, pool: list[Any],
               rng: random.Random) -> list[Any]:
    """Actions worth trying now: every seat's legal actions (``legal``),
    actions of other moments (``pool``), each also made by another seat or
    by no seat."""
    found: list[Any] = [a for actions in legal.values() for a in actions]
    found += rng.sample(pool, min(len(pool), CANDIDATES))
    moved = []
    for action in rng.sample(found, min(len(found), CANDIDATES)):
        other = with_seat(action, rng.randrange(seats + 1))  # ``seats`` is no seat
        if other is not None:
            moved.append(other)
    out = rng.sample(found, min(len(found), CANDIDATES)) + moved
    return [a for a in out if not isinstance(a, Timeout)]


def _lookup(actions: list[Any]) -> set[Any] | list[Any]:
    """``actions`` for fast membership tests (a list if they are not hashable)."""
    try:
        return set(actions)
    except TypeError:
        return actions


def check_refusals(state: GameState, pool: list[Any], rng: random.Random, where: str) -> int:
    """``legal(seat)`` is what ``apply`` accepts, on sampled candidates: a
    listed action applies; an unlisted one is refused with IllegalAction and
    changes nothing (every view, the decisions, the timer and the next legal
    actions stay as they were). Returns how many refusals were checked.

    ``legal`` may list representatives of an open-ended amount (a bid of any
    higher sum): for a seat whose decision is not required, an unlisted
    action of a type its list holds is not judged.
    """
    legal = {s: state.legal(s) for s in range(state.seats)}
    listed_now = {s: _lookup(actions) for s, actions in legal.items()}
    pending = {d.seat: d for d in state.pending()}
    before = snapshot(state)
    seen = snapshot(state, legal=False)
    probe = clone(state)
    assert snapshot(probe) == before, f"{where}: copy() differs from the state"
    refused = 0
    for action in candidates(legal, state.seats, pool, rng):
        seat = seat_of(action)
        assert seat is not None, f"{where}: {action} names no seat (only Timeout may)"
        listed = 0 <= seat < state.seats and action in listed_now[seat]
        decision = pending.get(seat)
        if not listed and decision is not None and not decision.required and any(
                type(a) is type(action) for a in legal[seat]):
            continue
        try:
            probe.apply(action)
        except IllegalAction as err:
            assert not listed, f"{where}: listed {action} refused: {err.code}"
            assert isinstance(err.reason, str) and err.reason and err.code, f"{where}: {err!r}"
            assert snapshot(probe, legal=False) == seen, (
                f"{where}: the refused {action} ({err.code}) changed the game")
            refused += 1
            continue
        assert listed, f"{where}: {action} is not listed but apply() accepts it"
        probe = clone(state)
    assert snapshot(probe) == before, f"{where}: refusals changed the legal actions"
    return refused


def check_stale_timeouts(state: GameState, tokens: set[int], rng: random.Random,
                         where: str) -> None:
    """A timer token that is not the running one's (the latest ones, a few
    older ones, one never used) is refused ("timer_stale") and changes nothing."""
    timer = state.timer()
    current = None if timer is None else timer.token
    old = sorted(t for t in tokens if t != current)
    stale = set(old[-STALE_TOKENS:]) | set(rng.sample(old, min(len(old), STALE_TOKENS)))
    stale |= {-1, max(tokens | {0}) + 1000}
    before = snapshot(state)
    probe = clone(state)
    for token in sorted(stale):
        try:
            probe.apply(Timeout(token))
        except IllegalAction as err:
            assert err.code == "timer_stale", f"{where}: Timeout({token}) refused as {err.code}"
        else:
            raise AssertionError(f"{where}: stale Timeout({token}) accepted (running: {timer})")
        assert snapshot(probe) == before, f"{where}: a stale Timeout({token}) changed the game"


def check_twins(info: GameInfo, state: GameState, rng: random.Random, where: str) -> int:
    """The declaration's hidden twins: no listed reader notices what differs;
    building them leaves the state alone. Returns the number of twins."""
    assert info.hidden_twins is not None
    before = snapshot(state)
    twins = info.hidden_twins(state, rng)
    assert snapshot(state) == before, f"{where}: hidden_twins changed the state"
    everyone = set(readers(state))
    for what, twin, watchers in twins:
        assert twin is not state, f"{where}: the twin '{what}' is the state itself"
        assert set(watchers) <= everyone, f"{where}: twin '{what}' names unknown readers"
        for reader in watchers:
            assert state.view(reader) == twin.view(reader), (
                f"{where}: view({reader}) reveals the {what}")
    return len(twins)


def check_computers(info: GameInfo, state: GameState, rng: random.Random, strength: str,
                    where: str, events: Sequence[Any] = ()) -> None:
    """The computer of up to :data:`COMPUTER_DECISIONS` pending decisions
    gives an action ``apply`` accepts, or None where the decision is not
    required; it decides for a person where the decision is overdue (as the
    shell asks it) and, for the second decision, anyway; its reaction delay
    is a plain number of seconds. A game that ``remembers`` gets the events
    so far (``events``) its seat may see, as the shell passes them."""
    pending = list(state.pending())
    for i, decision in enumerate(rng.sample(pending, min(len(pending), COMPUTER_DECISIONS))):
        delay = info.reaction_delay(strength, decision.kind, rng)
        assert isinstance(delay, float | int) and 0 <= delay < 60, f"{where}: delay {delay}"
        for_person = decision.overdue or i == 1
        view = state.view(decision.seat)
        extra = info.decide_extra(events, decision.seat)
        action = info.decide(view, decision, rng, strength, for_person=for_person, **extra)
        if action is None:
            assert not decision.required, (
                f"{where}: the {strength} computer found nothing for {decision}")
            continue
        assert seat_of(action) in (decision.seat, None), f"{where}: {action} for {decision}"
        try:
            clone(state).apply(action)
        except IllegalAction as err:
            raise AssertionError(
                f"{where}: the {strength} computer's {action} for {decision} "
                f"(for a person: {for_person}) is refused: {err.code}") from err


def check_result(info: GameInfo, state: GameState, options: Any, where: str) -> GameResult:
    """``summarize``: one SeatResult per seat in seat order, places a
    competition ranking consistent with points and daily keys, a better
    place never earns less, and a JSON round trip."""
    result = info.summarize(state)
    assert isinstance(result, GameResult), f"{where}: {result!r}"
    assert result.game == info.name and result.mode == info.mode_of(options), where
    assert result.mode in info.modes, f"{where}: mode {result.mode!r} not in {info.modes}"
    assert result.reason and result.rounds >= 0, f"{where}: {result.reason!r} {result.rounds}"
    seats = result.seats
    assert [s.seat for s in seats] == list(range(state.seats)), f"{where}: {seats}"
    ranks = [s.place for s in seats]
    for s in seats:
        assert s.place == 1 + sum(1 for p in ranks if p < s.place), (
            f"{where}: places {ranks} are not a ranking with shared places")
    better = [(a, b) for a in seats for b in seats if a.place < b.place]
    higher = any(a.points > b.points for a, b in better)
    lower = any(a.points < b.points for a, b in better)
    assert not (higher and lower), f"{where}: places {ranks} do not follow points"
    for a in seats:
        for b in seats:
            if a.place == b.place:
                assert a.points == b.points, f"{where}: a shared place with other points"
            if a.place < b.place:
                assert a.leaderboard >= b.leaderboard, (
                    f"{where}: place {a.place} earns less than place {b.place}")
                if a.daily_key and b.daily_key:
                    assert a.daily_key >= b.daily_key, f"{where}: daily keys against places"
    back = GameResult.from_json(json.loads(json.dumps(result.to_json())))
    assert back == result, f"{where}: the result changes through JSON"
    return result
