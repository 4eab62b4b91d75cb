"""Taking and leaving seats in a lobby, the same for every game's lobby.

A pure step: the seats before, who clicked what, and the seats after, or
the text key of why not (the caller answers it and changes nothing)::

    >>> from bot.kit.runtime.table import Seat
    >>> host = Seat("Anna", user_id=1)
    >>> seats, why = seat_change([host], "join", user_id=2, name="Ben", host_id=1, size=2,
    ...                          computer=lambda i: Seat("Igel", strength="normal"))
    >>> [s.name for s in seats], why
    (['Anna', 'Ben'], None)
    >>> seat_change(seats, "join", user_id=3, name="Cem", host_id=1, size=2,
    ...             computer=lambda i: Seat("Igel", strength="normal"))[1]
    'core.lobby.full'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.kit.runtime.table import Seat
from bot.storage.records import ComputerSeat, HumanSeat, Strength

#: The lobby buttons that change the seats.
SEAT_VERBS = frozenset({"join", "leave", "computer"})


def seat_change(seats: Sequence[Seat], verb: str, *, user_id: int, name: str, host_id: int,
                size: int, computer: Callable[[int], Seat]) -> tuple[list[Seat], str | None]:
    """The seats after ``verb`` ("join", "leave", "computer"), or the
    unchanged seats and the text key of the refusal."""
    now = list(seats)
    seated = any(s.user_id == user_id for s in now)
    if verb == "join":
        if seated:
            return now, "core.lobby.already"
        if len(now) >= size:
            return now, "core.lobby.full"
        return [*now, Seat(name, user_id=user_id)], None
    if verb == "leave":
        if not seated:
            return now, "core.lobby.not_there"
        if user_id == host_id:
            return now, "core.lobby.host_stays"
        return [s for s in now if s.user_id != user_id], None
    if verb == "computer":
        if user_id != host_id:
            return now, "core.lobby.only_host"
        if len(now) >= size:
            return now, "core.lobby.full"
        return [*now, computer(len(now))], None
    raise ValueError(f"not a seat verb: {verb!r}")


def stored(seats: Sequence[Seat]) -> list[HumanSeat | ComputerSeat]:
    """Seats as the database keeps them: a person by id and name, a computer
    by its strength."""
    return [HumanSeat(s.user_id, s.name) if s.user_id is not None
            else ComputerSeat(Strength(s.strength or "normal")) for s in seats]


def unstored(seats: Sequence[HumanSeat | ComputerSeat],
             computer: Callable[[int, str], Seat]) -> list[Seat]:
    """Stored seats as a table seats them; ``computer(index, strength)``
    names a computer's seat."""
    return [Seat(s.name, user_id=s.user_id) if isinstance(s, HumanSeat)
            else computer(i, s.strength.value) for i, s in enumerate(seats)]
