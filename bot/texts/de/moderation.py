"""The shell's German words for moderators and for tables that end before
their game does (issue 37): ``/speedtisch-mod`` (``core.mod.*``), lobbies
nobody starts and tables every person left (``core.idle.*``), and the last
person's leaving (``core.leave.confirm_last*``)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "core.mod.group": "Speedtisch-Tische moderieren (Threads verwalten)",
    "core.mod.desc.beenden": "Den Tisch dieses Threads beenden: die Partie zählt für niemanden",
    "core.mod.desc.platz": "Einer Person ihren Platz abnehmen: ein Computer spielt für sie weiter",
    "core.mod.param.person": "Wer den Platz abgeben muss",
    "core.mod.not_moderator": "Das dürfen nur Moderatoren mit der Berechtigung „Threads verwalten“ in diesem Kanal. Es hat sich nichts geändert.",
    "core.mod.only_guild": "Moderieren geht nur auf Servern.",
    "core.mod.no_table": "Hier läuft kein Speedtisch-Tisch. Nutze den Befehl im Thread des Tisches. Es hat sich nichts geändert.",
    "core.mod.over": "Die Partie an diesem Tisch ist schon vorbei. Es hat sich nichts geändert.",
    "core.mod.ended_told": "{moderator} hat diesen Tisch beendet. Die Partie zählt für niemanden: nicht für die Bestenliste und nicht für die Wertung. Der Thread wird archiviert.",
    "core.mod.ended_done": "Der Tisch ist beendet und der Thread archiviert. Die Partie zählt für niemanden.",
    "core.mod.lobby_ended_told": "{moderator} hat diesen Tisch geschlossen, bevor die Partie begann. Der Thread wird archiviert.",
    "core.mod.lobby_ended_done": "Der Tisch ist geschlossen und der Thread archiviert.",
    "core.mod.lobby_no_seat": "Die Partie hat noch nicht begonnen: einen Platz abnehmen geht erst, wenn sie läuft. Es hat sich nichts geändert.",
    "core.mod.not_seated": "{name} sitzt nicht an diesem Tisch. Es hat sich nichts geändert.",
    "core.mod.taken_told": "{moderator} hat {name} den Platz abgenommen; {computer} übernimmt ihn.",
    "core.mod.taken_done": "{name} hat den Platz abgegeben; {computer} spielt dort weiter.",
    "core.mod.taken_log": "Moderation: {moderator} hat {name} den Platz abgenommen.",
    "core.idle.lobby_deadline": "⏳ Startet niemand die Partie, schließt der Tisch {when}.",
    "core.idle.lobby_closed": "Dieser Tisch ist geschlossen: niemand hat ihn in {minutes} Minuten gestartet. Eröffnet einfach einen neuen.",
    "core.idle.everyone_left": "Alle Menschen haben den Tisch verlassen, und Computer spielen nicht allein weiter: die Partie ist beendet. Die Plätze der Computer zählen für niemanden. Der Thread wird archiviert.",
    "core.leave.confirm_last": "Willst du den Tisch wirklich verlassen? Du bist der letzte Mensch am Tisch: die Partie endet dann.",
    "core.leave.confirm_last_points": "Willst du den Tisch wirklich verlassen? Du bist der letzte Mensch am Tisch: die Partie endet dann, und du bekommst für sie {points} Punkte auf der Bestenliste.",
}
