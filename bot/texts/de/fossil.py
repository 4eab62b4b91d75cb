"""The shell's German words for Speedfossil: what its Discord table says
(buttons, panels, answers, info topics, lobby, end board, commands)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # --- the mode's name (lobby, commands, lists) -----------------------------
    "fossil.mode.standard": "Speedfossil",
    # --- the Discord table (bot/fossil) ------------------------------------------------
    "fossil.ui.head": "Runde {round} · Ehrenbankett auf Feld {banquet} · Fundbörse: A {a} · B {b}",
    "fossil.ui.fields": "Ruhmesleiter: {fields}",
    "fossil.ui.field_of": "{name} {field}",
    "fossil.ui.choosing": "Verdeckt wählen – gewählt: {done} · noch offen: {open}",
    "fossil.ui.nobody": "niemand",
    "fossil.ui.stealing": "Museum: der Langfinger von {name} ({years} Dienstjahre) nimmt aus "
                          "der Vitrine von {victim}.",
    "fossil.ui.over": "Die Partie ist zu Ende.",
    "fossil.ui.empty_slot": "leer",
    "fossil.ui.find": "{fossil} (Zeitalter {era}, {age} Mio. J.)",
    "fossil.ui.panel.title": "Deine Wahl, {name} – Runde {round}",
    "fossil.ui.panel.hand": "Wechsel: {wechsel} · Langfinger daheim: {home} · Sammlung "
                            "(Zeitalter): {collection}",
    "fossil.ui.piece": "{fossil} ({era})",
    "fossil.ui.panel.pick_card": "Wähle eine Handlungskarte.",
    "fossil.ui.panel.sealed": "Verdeckt gewählt: {choice}. Warte auf die anderen.",
    "fossil.ui.panel.wait": "Gerade hast du nichts zu wählen. Warte auf die anderen.",
    "fossil.ui.panel.pick_slot": "Welches Fundstück willst du?",
    "fossil.ui.panel.pick_place": "Wohin geht dein Langfinger?",
    "fossil.ui.panel.pick_vitrine": "Welche Fossilien zeigst du?",
    "fossil.ui.panel.last_wechsel": "Achtung: Das ist dein letzter Wechsel. Danach kannst "
                                    "du nicht mehr bieten.",
    "fossil.ui.panel.steal": "Dein Langfinger ({years} Dienstjahre) nimmt ein Fossil aus der "
                             "Vitrine von {victim}: tippe eines an, dann „Mitnehmen“.",
    "fossil.ui.panel.steal_pick": "Du nimmst: {fossil}.",
    "fossil.ui.ph.card": "Handlungskarte wählen",
    "fossil.ui.ph.vitrine": "Vitrine wählen",
    "fossil.ui.ph.fossils": "Fossilien für die Vitrine",
    "fossil.ui.ph.take": "Fossil zum Mitnehmen",
    "fossil.ui.opt.wechsel": "Wechsel {value} → Fundbörse",
    "fossil.ui.opt.langfinger": "Langfinger ({years} Dienstjahre) → Fundbörse oder Museum",
    "fossil.ui.opt.kommissar": "Kommissar → Museum",
    "fossil.ui.opt.vitrine": "Vitrine → Museum",
    "fossil.ui.btn.slot": "{slot}: {fossil}",
    "fossil.ui.btn.seal": "Verdeckt wählen",
    "fossil.ui.btn.take": "Mitnehmen",
    "fossil.ui.choice.bid": "Wechsel {value} für {slot}",
    "fossil.ui.choice.thief": "Langfinger ({years} Dienstjahre) {place}",
    "fossil.ui.choice.inspect": "Kommissar ins Museum",
    "fossil.ui.choice.show": "Vitrine ins Museum: {fossils}",
    "fossil.ui.end.line": "{place}. {name}: Feld {field} · Bestenliste {lb}",
    "fossil.ui.end.rechenweg": "   {rechenweg}",
    "fossil.ui.end.rounds": "Gespielt: {rounds} Runden.",
    # --- the album's alt text ---------------------------------------------------
    "fossil.alt.album_era": "Zeitalter {era}, {found} von {total}: {names}",
    # --- the moments the table message announces ------------------------------
    "fossil.moment.reveal": "**Runde {round}: Alle Karten liegen offen.**",
    "fossil.moment.outcome": "**Runde {round}: die Auswertung.**",
}

# the help overview's one line (/speedtisch hilfe)
TEXTS["fossil.help.line"] = "Fossilien ersteigern und im Museum zeigen; wer zuerst am Ehrenbankett sitzt, beendet die Partie."
