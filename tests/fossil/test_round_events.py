"""The public events of a revealed round, kept for the shell's pictures of
the reveal and the Museum's outcome (issue 19: the outcome spans the
Langfinger's picks, which are actions of their own)."""

from __future__ import annotations

from engines.fossil.actions import Bid, Inspect, SendThief, Show
from engines.fossil.events import (
    AllChosen,
    Arrested,
    CardRevealed,
    ChoiceSealed,
    Chosen,
    InspectorMoved,
    RoundStarted,
    Stolen,
)
from tests.fossil.helpers import era, table


def test_round_events_run_from_the_reveal_over_the_picks_to_the_next_round() -> None:
    vit = (era(2), era(3), era(4))
    state = table(4, collections=[[era(1)], list(vit), [era(1, 1)], [era(5)]],
                  market=[era(6), era(6, 1)], fields=[0, 0, 0, 0])
    assert state.view(None).round_events == ()
    for choice in (SendThief(0, 10, "museum"), Show(1, vit), Inspect(2)):
        state.apply(choice)
    assert state.view(None).round_events == ()  # nothing revealed yet
    state.apply(Bid(3, 4, 0))
    kept = state.view(None).round_events
    assert isinstance(kept[0], AllChosen)
    assert sum(isinstance(e, CardRevealed) for e in kept) == 4
    assert not any(isinstance(e, RoundStarted) for e in kept)  # the thief picks first
    state.apply(state.legal(0)[0])
    kept = state.view(None).round_events
    assert [type(e) for e in kept if isinstance(e, Stolen | Arrested | InspectorMoved)] == [
        Stolen, Arrested, InspectorMoved]
    assert isinstance(kept[-1], RoundStarted)
    assert not any(isinstance(e, ChoiceSealed) or e.audience for e in kept)
    # the next round's choices do not join the finished round's record
    state.apply(Inspect(0))
    assert state.view(None).round_events == kept
    assert not any(isinstance(e, Chosen) for e in kept)
