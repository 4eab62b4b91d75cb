"""German texts every game shares: the engine kit's words (``core.*``),
Discord's own names (``discord.*``) and the command line's (``cli.*``). No
key here starts with a game's name."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "core.err.timer_stale": "Diese Zeit ist schon abgelaufen.",
    "core.err.not_seated": "Du sitzt nicht an diesem Tisch.",
    "core.err.game_over": "Die Partie ist schon vorbei.",
    # --- Discord's own names, as the German client shows them
    "discord.permission.send_messages": "Nachrichten senden",
    "discord.permission.create_public_threads": "Öffentliche Threads erstellen",
    "discord.permission.send_messages_in_threads": "Nachrichten in Threads senden",
    "discord.permission.attach_files": "Dateien anhängen",
    "discord.permission.embed_links": "Links einbetten",
    # --- The command line
    "cli.no_token": "DISCORD_TOKEN fehlt: Kopiere .env.example nach .env und trage das Token deiner Bot-Anwendung ein (README, Abschnitt \"For server admins\").",
    "cli.demo_written": "Demo-Partie geschrieben nach {folder}",
}
