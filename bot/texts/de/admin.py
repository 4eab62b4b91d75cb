"""The shell's German words for the people who run a server: the server
settings (``admin.*``), the limits' refusals (``limit.*``) and the help
overview (``help.*``). A game's one help line is ``<game>.help.line`` in
the game's own catalog."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # --- /speedtisch-admin ---------------------------------------------------
    "admin.cmd.group": "Speedtisch für diesen Server einstellen (Server verwalten)",
    "admin.cmd.desc.einstellungen": "Alle Einstellungen von Speedtisch auf diesem Server zeigen",
    "admin.cmd.desc.grenzen": "Die Grenzen gegen Missbrauch einstellen",
    "admin.cmd.desc.game": "{game}: an/aus, Kanal und die Voreinstellungen neuer Tische",
    "admin.cmd.param.an": "Ob {game} auf diesem Server gespielt werden kann",
    "admin.cmd.param.kanal": "Der Kanal, in dem {game}-Tische ihren Thread bekommen",
    "admin.cmd.param.kanal_zuruecksetzen": "Tische wieder dort öffnen, wo der Befehl benutzt wird",
    "admin.cmd.param.bedenkzeit": "Voreingestellte Bedenkzeit neuer Tische",
    "admin.cmd.param.staerke": "Voreingestellte Computerstärke neuer Tische",
    "admin.cmd.param.einsatz": "Voreingestellter Einsatz neuer Tische",
    "admin.cmd.param.choice": "Voreinstellung neuer Tische: {label}",
    "admin.cmd.param.switch": "Voreinstellung neuer Tische: {label} ({group})",
    "admin.cmd.param.lobbys_pro_spiel": "Offene Lobbys je Person und Spiel",
    "admin.cmd.param.tische_pro_server": "Laufende Tische und Lobbys auf diesem Server",
    "admin.cmd.param.tische_pro_person": "Laufende Tische und Lobbys, an denen eine Person sitzt",
    "admin.cmd.param.aktionen_pro_10s": "Befehle und Klicks einer Person in 10 Sekunden",
    "admin.only_guild": "Einstellungen gibt es nur auf Servern.",
    "admin.denied": "Das dürfen nur Mitglieder mit der Berechtigung „Server verwalten“. Es hat sich nichts geändert.",
    "admin.bad_channel": "In {channel} kann ich keine Tische öffnen, mir fehlen dort: {names}. Es hat sich nichts geändert.",
    "admin.saved": "Gespeichert. Es gilt ab dem nächsten Tisch.",
    "admin.summary.title": "**Speedtisch auf diesem Server**",
    "admin.summary.limits": "Grenzen (höchstens): offene Lobbys je Person und Spiel {lobbies} · Tische und Lobbys auf dem Server {server} · je Person {person} · Befehle und Klicks je Person in 10 Sekunden {actions}",
    "admin.summary.game_off": "**{game}**: aus",
    "admin.summary.game": "**{game}**: an · Tische in {channel} · {settings}",
    "admin.summary.here": "dem Kanal des Befehls",
    "admin.summary.hint": "Ändern: `/speedtisch-admin grenzen` und `/speedtisch-admin <spiel>`; Gastgeber können die Voreinstellungen in ihrer Lobby noch ändern.",
    # --- limits --------------------------------------------------------------
    "limit.who": "Ändern kann das ein Mitglied mit „Server verwalten“ (`/speedtisch-admin grenzen`).",
    "limit.game_off": "{game} ist auf diesem Server ausgeschaltet. Einschalten kann es ein Mitglied mit „Server verwalten“ (`/speedtisch-admin {name}`).",
    "limit.lobby": "Du hast schon eine offene {game}-Lobby: {thread}. Offene Lobbys je Person und Spiel: höchstens {count}. {who}",
    "limit.server": "Tische und Lobbys auf diesem Server: höchstens {count}, und so viele sind offen. Versuch es wieder, wenn einer fertig ist. {who}",
    "limit.person": "Tische und Lobbys, an denen eine Person sitzt: höchstens {count}, und so viele sind es bei dir schon. {who}",
    "limit.too_fast": "Langsamer, bitte – Befehle und Klicks in 10 Sekunden: höchstens {count}. Das hier wurde nicht ausgeführt. {who}",
    "limit.where": "(in {channel}, dem Kanal für {game}-Tische)",
    "limit.channel_gone": "Der eingestellte Kanal für {game}-Tische ist nicht erreichbar. Ein Mitglied mit „Server verwalten“ kann ihn ändern (`/speedtisch-admin {name}`).",
    # --- /speedtisch hilfe ---------------------------------------------------
    "help.cmd.group": "Speedtisch: Hilfe und Überblick",
    "help.cmd.desc.hilfe": "Die Spiele, wie man einen Tisch öffnet, und was du hier einstellen darfst",
    "help.title": "**Speedtisch** – vier schnelle Kartenspiele:",
    "help.game": "• **{game}** (`/{name}`): {line}",
    "help.game_off": "• ~~{game}~~ (auf diesem Server ausgeschaltet)",
    "help.start": "**Einen Tisch öffnen:** `/<spiel> tisch` öffnet einen Thread mit einer Lobby – Mitspieler drücken „Beitreten“, der Gastgeber füllt freie Plätze mit Computern und drückt „Starten“. `/<spiel> solo` spielt sofort gegen Computer, `/<spiel> regeln` zeigt die Regeln.",
    "help.admin": "**Für dich (Server verwalten):** `/speedtisch-admin einstellungen` zeigt alles, `/speedtisch-admin grenzen` stellt die Grenzen ein, `/speedtisch-admin <spiel>` schaltet ein Spiel an oder aus und legt Kanal und Voreinstellungen fest.",
    "help.mod": "**Für dich (Threads verwalten), im Thread eines Tisches:** `/speedtisch-mod beenden` beendet die Partie ohne Wertung, `/speedtisch-mod platz-abnehmen` gibt einen Platz an einen Computer.",
    "help.none": "Einstellungen und Moderation gibt es für Mitglieder mit „Server verwalten“ bzw. „Threads verwalten“.",
}
