"""German texts every game shares (keys ``core.*``): the shell's and the
engine kit's words."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "core.err.timer_stale": "Diese Zeit ist schon abgelaufen.",
    "core.err.not_seated": "Du sitzt nicht an diesem Tisch.",
    "core.err.game_over": "Die Partie ist schon vorbei.",
    "core.cmd.only_guild": "{game}-Tische gibt es nur auf Servern, nicht in Direktnachrichten.",
    "core.cmd.only_text_channel": "Öffne einen Tisch in einem Textkanal: er bekommt dort einen eigenen Thread (in einem Thread geht das nicht).",
    "core.cmd.missing_permissions": "Mir fehlen hier Berechtigungen: {names}. Bitte gib sie mir für diesen Kanal, dann eröffne den Tisch noch einmal.",
    "core.cmd.no_thread_permission": "Ich darf hier keine Threads erstellen. Bitte gib mir die Berechtigungen „Öffentliche Threads erstellen“, „Nachrichten in Threads senden“ und „Dateien anhängen“.",
    "core.computer_name": "{name} (Computer, {strength})",
    "core.strength.leicht": "leicht",
    "core.strength.normal": "normal",
    "core.strength.stark": "stark",
    "core.answer.bad_input": "Das kann ich nicht lesen – es hat sich nichts geändert.",
    "core.answer.bad_choice": "Diese Auswahl gibt es hier nicht – es hat sich nichts geändert.",
    "core.answer.bad_id": "Dieser Knopf gehört zu nichts, was ich kenne – es hat sich nichts geändert.",
    "core.answer.failed": "Das hat leider nicht geklappt. Bitte versuch es noch einmal.",
    "core.restore.set_aside": "Dieser {game}-Tisch konnte nach einem Neustart des Bots nicht wiederhergestellt werden und ist geschlossen. Bitte eröffnet einen neuen Tisch.",
    "core.cli.cannot_start": "Speedtisch konnte nicht starten: {reason}",
    "core.cli.bad_token": "Speedtisch konnte nicht starten: Discord lehnt das Token ab. Prüfe DISCORD_TOKEN in der .env.",
}
