"""The shell's English words for the people who run a server: the server
settings (``admin.*``), the limits' refusals (``limit.*``) and the help
overview (``help.*``). A game's one help line is ``<game>.help.line`` in
the game's own catalog."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # --- /speedtisch-admin ---------------------------------------------------
    "admin.cmd.group": "Set up Speedtisch for this server (Manage Server)",
    "admin.cmd.desc.einstellungen": "Show all of Speedtisch's settings on this server",
    "admin.cmd.desc.grenzen": "Set the limits against abuse",
    "admin.cmd.desc.game": "{game}: on/off, channel and the defaults for new tables",
    "admin.cmd.param.an": "Whether {game} can be played on this server",
    "admin.cmd.param.kanal": "The channel in which {game} tables get their thread",
    "admin.cmd.param.kanal_zuruecksetzen": "Open tables again wherever the command is used",
    "admin.cmd.param.bedenkzeit": "Default thinking time for new tables",
    "admin.cmd.param.staerke": "Default computer strength for new tables",
    "admin.cmd.param.einsatz": "Default stakes for new tables",
    "admin.cmd.param.choice": "Default for new tables: {label}",
    "admin.cmd.param.switch": "Default for new tables: {label} ({group})",
    "admin.cmd.param.lobbys_pro_spiel": "Open lobbies per person and game",
    "admin.cmd.param.tische_pro_server": "Running tables and lobbies on this server",
    "admin.cmd.param.tische_pro_person": "Running tables and lobbies one person sits at",
    "admin.cmd.param.aktionen_pro_10s": "Commands and button presses by one person in 10 seconds",
    "admin.only_guild": "Settings exist only on servers.",
    "admin.denied": "Only members with the “Manage Server” permission can do that. Nothing has changed.",
    "admin.bad_channel": "I can't open tables in {channel}, I'm missing these permissions there: {names}. Nothing has changed.",
    "admin.saved": "Saved. It applies from the next table on.",
    "admin.summary.title": "**Speedtisch on this server**",
    "admin.summary.limits": "Limits (at most): open lobbies per person and game {lobbies} · tables and lobbies on the server {server} · per person {person} · commands and button presses per person in 10 seconds {actions}",
    "admin.summary.game_off": "**{game}**: off",
    "admin.summary.game": "**{game}**: on · tables in {channel} · {settings}",
    "admin.summary.here": "the channel of the command",
    "admin.summary.hint": "To change: `/speedtisch-admin limits` and `/speedtisch-admin <game>`; hosts can still change the defaults in their lobby.",
    # --- limits --------------------------------------------------------------
    "limit.who": "A member with “Manage Server” can change this (`/speedtisch-admin limits`).",
    "limit.game_off": "{game} is switched off on this server. A member with “Manage Server” can switch it on (`/speedtisch-admin {name}`).",
    "limit.lobby": "You already have an open {game} lobby: {thread}. Open lobbies per person and game: at most {count}. {who}",
    "limit.server": "Tables and lobbies on this server: at most {count}, and that many are open. Try again when one has finished. {who}",
    "limit.person": "Tables and lobbies one person sits at: at most {count}, and you're at that many already. {who}",
    "limit.too_fast": "Slower, please – commands and button presses in 10 seconds: at most {count}. This one was not carried out. {who}",
    "limit.where": "(in {channel}, the channel for {game} tables)",
    "limit.channel_gone": "The channel set for {game} tables can't be reached. A member with “Manage Server” can change it (`/speedtisch-admin {name}`).",
    # --- /speedtisch help ----------------------------------------------------
    "help.cmd.group": "Speedtisch: help and overview",
    "help.cmd.desc.hilfe": "The games, how to open a table, and what you may set up here",
    "help.title": "**Speedtisch** – four fast card games:",
    "help.game": "• **{game}** (`/{name}`): {line}",
    "help.game_off": "• ~~{game}~~ (switched off on this server)",
    "help.start": "**Opening a table:** `/<game> table` opens a thread with a lobby – other players press “Join”, the host fills empty seats with computers and presses “Start”. `/<game> solo` plays against computers right away, `/<game> rules` shows the rules.",
    "help.admin": "**For you (Manage Server):** `/speedtisch-admin settings` shows everything, `/speedtisch-admin limits` sets the limits, `/speedtisch-admin <game>` switches a game on or off and sets its channel and defaults.",
    "help.mod": "**For you (Manage Threads), in a table's thread:** `/speedtisch-mod end` ends the game without rating it, `/speedtisch-mod take-seat` gives a seat to a computer.",
    "help.none": "Settings and moderation are for members with “Manage Server” or “Manage Threads”.",
}
