"""Geheimzahl's German texts and its Spielverlauf lines.

The test game is not shipped, so its texts are not a module of
``engines/texts/de``: :func:`tests.kitgame.game.installed` adds them to the
catalog while the game is registered (and takes them out again), so the
shell and the contract suite read them through ``engines.texts.t`` like any
game's.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.contract import Event
from tests.kitgame import geheimzahl as gz

TEXTS: dict[str, str] = {
    "geheimzahl.title": "Geheimzahl",
    "geheimzahl.mode.standard": "Standard",
    "geheimzahl.lobby.rounds": "Runden",
    "geheimzahl.rounds.3": "3 Runden",
    "geheimzahl.rounds.5": "5 Runden",
    "geheimzahl.lobby.house": "Hausregeln",
    "geheimzahl.house.glueck": "Glückszahl",
    "geheimzahl.house.doppelt": "Letzte Runde doppelt",
    "geheimzahl.computer_names": "Zahlenfee,Rechenrabe,Würfelwolf",
    "geheimzahl.decision.choose": "Wähle verdeckt eine Zahl von 1 bis 5.",
    "geheimzahl.panel.title": "Deine Geheimzahl",
    "geheimzahl.panel.chosen": "Du hast die {number} gewählt. Warte auf die anderen.",
    "geheimzahl.panel.waiting": "Noch nicht gewählt: {names}.",
    "geheimzahl.panel.overdue": "Deine Zeit ist um: Der Computer wählt für dich.",
    "geheimzahl.record.wins": "Meiste gewonnene Runden",
    "geheimzahl.err.game_over": "Die Partie ist schon vorbei.",
    "geheimzahl.err.no_seat": "Du sitzt nicht an diesem Tisch.",
    "geheimzahl.err.already_chosen": "Du hast in dieser Runde schon gewählt.",
    "geheimzahl.err.not_a_number": "Wähle eine Zahl von 1 bis 5.",
    "geheimzahl.err.unknown_action": "Das geht in Geheimzahl nicht.",
    "geheimzahl.log.round": "Runde {round} von {rounds}: Alle wählen gleichzeitig eine Zahl.",
    "geheimzahl.log.chosen": "{name} hat gewählt.",
    "geheimzahl.log.own": "Du hast die {number} gewählt.",
    "geheimzahl.log.nachfrist": "Die Bedenkzeit ist um: noch {seconds} Sekunden Nachfrist.",
    "geheimzahl.log.time_up": "Die Zeit ist um: Der Computer wählt für {names}.",
    "geheimzahl.log.reveal": "Aufgedeckt: {numbers}.",
    "geheimzahl.log.glueck": "Die Glückszahl war die {number}.",
    "geheimzahl.log.scored": "{name} hat mit der {number} die höchste Zahl, die niemand sonst "
                             "gewählt hat: {points} Punkte.",
    "geheimzahl.log.nobody": "Keine Zahl steht allein: Niemand bekommt Punkte.",
    "geheimzahl.log.over": "Die Partie ist aus.",
}


def text(key: str, /, **params: object) -> str:
    """A text of this catalog, filled with ``params``.

    >>> text("geheimzahl.log.chosen", name="Ada")
    'Ada hat gewählt.'
    """
    return TEXTS[key].format(**params)


def _names(seats: Sequence[int], names: Sequence[str]) -> str:
    listed = [names[s] for s in seats]
    return listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " und " + listed[-1]


def narrate(event: Event, names: Sequence[str]) -> str | None:
    """The Spielverlauf line of ``event`` (None for an event without one);
    ``names`` are the seats' names. Private events read as their reader
    sees them ("Du hast ...").

    >>> narrate(gz.Revealed(2, (3, 5, 3), None), ["Ada", "Ben", "Cem"])
    'Aufgedeckt: Ada 3, Ben 5, Cem 3.'
    """
    if isinstance(event, gz.RoundStarted):
        return text("geheimzahl.log.round", round=event.round, rounds=event.rounds)
    if isinstance(event, gz.Chosen):
        return text("geheimzahl.log.chosen", name=names[event.seat])
    if isinstance(event, gz.OwnChoice):
        return text("geheimzahl.log.own", number=event.number)
    if isinstance(event, gz.NachfristStarted):
        return text("geheimzahl.log.nachfrist", seconds=int(event.seconds))
    if isinstance(event, gz.TimeUp):
        return text("geheimzahl.log.time_up", names=_names(event.seats, names))
    if isinstance(event, gz.Revealed):
        line = text("geheimzahl.log.reveal",
                    numbers=", ".join(f"{names[s]} {n}" for s, n in enumerate(event.numbers)))
        if event.glueck is not None:
            line += " " + text("geheimzahl.log.glueck", number=event.glueck)
        return line
    if isinstance(event, gz.Scored):
        if event.seat is None:
            return text("geheimzahl.log.nobody")
        return text("geheimzahl.log.scored", name=names[event.seat], number=event.number,
                    points=event.points)
    if isinstance(event, gz.GameOver):
        return text("geheimzahl.log.over")
    return None
