"""German texts of Speedtrödel (keys ``troedel.*``), in the rule text's own
words: suits, special cards, tiers, refusals, lobby, the end, the Vorschau,
the computers' names and the Rat."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # --- suits and cards -----------------------------------------------------
    "troedel.suit.0": "Porzellan",
    "troedel.suit.1": "Spielzeug",
    "troedel.suit.2": "Bücher",
    "troedel.suit.3": "Messing",
    "troedel.suit.4": "Smaragd",
    "troedel.special.100": "Fälschung",
    "troedel.special.101": "Tauschrunde",
    "troedel.special.102": "Vordrängeln",
    "troedel.special.103": "Heute gefragt",
    "troedel.special.104": "Ramschtag",
    "troedel.special.105": "Ganzer Posten",
    "troedel.tier.1": "Schuppen",
    "troedel.tier.2": "Speicher",
    "troedel.tier.3": "Stadthaus",
    "troedel.tier.4": "Landhaus",
    "troedel.tier.5": "Schloss",
    # --- why an action is refused -------------------------------------------
    "troedel.err.game_over": "Die Partie ist schon vorbei.",
    "troedel.err.no_seat": "Diesen Platz gibt es an diesem Tisch nicht.",
    "troedel.err.unknown_action": "Das geht in Speedtrödel nicht.",
    "troedel.err.not_your_turn": "Du bist nicht dran.",
    "troedel.err.not_in_hand": "Diese Karte hast du nicht auf der Hand.",
    "troedel.err.bedienen": "Bedienen: Du hast {suit} und musst {suit} legen (oder eine Sonderkarte).",
    "troedel.err.not_in_trick": "Diese Karte kannst du nicht aus dem Stich nehmen.",
    "troedel.err.no_suit": "Nenne Porzellan, Spielzeug, Bücher, Messing oder Smaragd.",
    # --- the lobby -------------------------------------------------------------
    "troedel.lobby.house": "Hausregeln und Spielarten",
    "troedel.lobby.house.kurz": "Partie kurz",
    "troedel.lobby.house.ohne_sonderkarten": "Ohne Sonderkarten",
    "troedel.lobby.house.faelschung_ohne_strafe": "Fälschung ohne Strafe",
    "troedel.lobby.house.dachboden_offen": "Dachboden offen",
    "troedel.mode.standard": "8 Runden",
    "troedel.mode.kurz": "Partie kurz",
    # --- the end -----------------------------------------------------------------
    "troedel.reason.runden": "Nach der letzten Runde gewinnt, wer die meisten Punkte hat.",
    "troedel.reason.leergekauft": "Leergekauft: Der Dachboden reicht nicht mehr für alle – der Markt schließt.",
    "troedel.rechenweg": "{rounds} = {total} Punkte",
    # --- the Vorschau --------------------------------------------------------------
    "troedel.vorschau.du": "du führst",
    "troedel.vorschau.bleibt": "{name} bleibt vorn",
    "troedel.vorschau.heute": "{name} bleibt vorn (Heute gefragt)",
    # --- the computers' names (short trader names) ---------------------------------
    "troedel.computer_names": "Fritz,Lotte,Gustav,Hanne,Emil,Trude,Anton,Mimi",
    # --- the Rat ------------------------------------------------------------------
    "troedel.rat.play": "Leg {card}.",
    "troedel.rat.pick": "Nimm {card} aus dem Stich.",
    "troedel.rat.pass": "Gib {card} weiter.",
    "troedel.rat.name": "Nenne {suit}.",
    "troedel.rat.win_share": "Damit fängst du den Stich in {share} % der durchgespielten Verteilungen.",
    "troedel.rat.expect": "Erwartet: {now} Karten in dieser Runde, Wert fürs nächste Blatt {next}.",
    "troedel.rat.deals": "Durchgespielt in {deals} möglichen Kartenverteilungen bis zum Rundenende.",
    "troedel.rat.only": "Du hast nur diese eine Wahl.",
    "troedel.rat.faelschung": "Vorsicht: Wer die Fälschung nimmt, bekommt sofort −3.",
    "troedel.rat.next_hand": "Was du fängst, kommt in deine Kiste und ist dein nächstes Blatt.",
    "troedel.rat.alternative": "{action}: Stich in {share} %, erwartet {now} Karten, nächstes Blatt {next}",
    "troedel.rat.alternative_plain": "{action}: erwartet {now} Karten, nächstes Blatt {next}",
    "troedel.rat.pass_weak": "Die Karte hilft dir am wenigsten und dem Nachbarn wenig.",
}

