"""German texts of Speedfabel's Karten-Info: what a creature, a money card,
the deck, an Ahnenbrief or the Kobolde mean now (``fabel.info.*``)."""

from __future__ import annotations

# --- Speedfabel: Karten-Info (creature, money card, deck) -----------------------
TEXTS: dict[str, str] = {
    "fabel.info.and": "{first} und {last}",
    "fabel.info.vierer_points": "Punkte für den Vierer",
    "fabel.info.rule.vierer": (
        "Ein Vierer {of_kinds} ist {value} Punkte wert; einzelne Karten zählen nichts."
    ),
    "fabel.info.rule.score": "Punkte = Summe der Werte deiner Vierer × Anzahl deiner Vierer.",
    "fabel.info.rule.trade": (
        "Handeln kannst du mit jedem, der auch {kinds} hat – solange keiner von euch "
        "alle vier besitzt."
    ),
    "fabel.info.rule.stake": "Habt ihr beide je zwei Karten, geht es um beide, sonst um eine.",
    "fabel.info.rule.goldesel": (
        "Wird ein Goldesel aufgedeckt, zahlt die Bank zuerst jedem Spieler Geld aus: "
        "{payouts}."
    ),
    "fabel.info.goldesel_next": "Beim nächsten Goldesel zahlt die Bank jedem {amount} Taler.",
    "fabel.info.goldesel_done": "Alle vier Goldesel-Auszahlungen sind vorbei.",
    "fabel.info.you_hold": "Du hast {n} von 4.",
    "fabel.info.have_vierer": "Dein Vierer ist voll und zählt schon: {line}.",
    "fabel.info.vierer_taken": "{name} hat alle vier – diesen Vierer bekommst du nicht mehr.",
    "fabel.info.raise": "Ein Vierer {of_kinds} hebt deine Wertung von {now} auf {line}.",
    "fabel.info.missing": "Dir fehlen noch {n} Karten.",
    "fabel.info.missing_one": "Dir fehlt nur noch eine Karte.",
    "fabel.info.trade_with": "Handel möglich mit {names}.",
    "fabel.info.trade_need_own": (
        "Handeln kannst du erst, wenn du selbst {kinds} hast."
    ),
    "fabel.info.trade_none": "Handel gerade mit niemandem möglich.",
    "fabel.info.stage_no_bid": "Auf der Bühne, noch kein Gebot. Dein Geld: {money} Taler.",
    "fabel.info.stage_covers": (
        "Auf der Bühne: {name} bietet {high}. Deine {money} Taler decken das – "
        "du kannst mithalten."
    ),
    "fabel.info.stage_short": (
        "Auf der Bühne: {name} bietet {high}. Deine {money} Taler decken {high} nicht – "
        "wer mehr bietet, als das eigene Geld deckt, riskiert die Pleite."
    ),
    "fabel.info.stage_leading": "Du hast mit {high} das Höchstgebot; dein Geld ({money}) reicht.",
    "fabel.info.stage_leading_short": (
        "Du hast mit {high} das Höchstgebot, aber nur {money} Taler – es droht die Pleite."
    ),
    "fabel.info.stage_own_no_bid": (
        "Du versteigerst sie. Bietet niemand, bekommst du sie umsonst."
    ),
    "fabel.info.stage_buy_self": (
        "Du versteigerst sie: {name} bietet {high}. Deine {money} Taler reichen zum "
        "Selbst kaufen."
    ),
    "fabel.info.stage_buy_self_short": (
        "Du versteigerst sie: {name} bietet {high}. Deine {money} Taler reichen nicht "
        "zum Selbst kaufen."
    ),
    "fabel.info.stage_closed": "Auf der Bühne: Zuschlag bei {high} für {name}.",
    "fabel.info.stage_excluded": "Nach deiner Pleite bietest du bei dieser Karte nicht mehr mit.",
    "fabel.info.section.holders": "Wer hat wie viele?",
    "fabel.info.section.you": "Für dich jetzt",
    "fabel.info.section.now": "Gerade jetzt",
    "fabel.info.section.rules": "Regeln",
    "fabel.info.stage": "Bühne",
    "fabel.info.undealt": "im Stapel",
    "fabel.info.undealt_two": "nicht verteilt",
    "fabel.info.money.title": "Geldkarte",
    "fabel.info.money.held": (
        "Du hast {n} × {value}. Dein Geld: {total} Taler in {cards} Karten."
    ),
    "fabel.info.money.rule_change": (
        "Kein Wechselgeld: Musst du 60 zahlen und hast nur 50 und 50, gibst du 100 ab."
    ),
    "fabel.info.money.rule_minimal": (
        "Du gibst nur so viele Karten, dass ohne eine von ihnen der Betrag nicht mehr "
        "erreicht wäre."
    ),
    "fabel.info.money.rule_hidden": (
        "Die Mitspieler sehen nur, wie viele Geldkarten du hast – nicht ihre Werte."
    ),
    "fabel.info.money.rule_zero": (
        "Nullen sind nichts wert, zählen im Handel aber als Karten – damit lässt sich bluffen."
    ),
    "fabel.info.money.pay_uses": (
        "Du zahlst gerade {amount}: am günstigsten mit {cards} = {paid} – die {value} ist dabei."
    ),
    "fabel.info.money.pay_skips": (
        "Du zahlst gerade {amount}: am günstigsten mit {cards} = {paid} – ohne die {value}."
    ),
    "fabel.info.money.pay_short": "Du zahlst gerade {amount}, aber dein Geld reicht nicht.",
    "fabel.info.deck.title": "Stapel",
    "fabel.info.deck.cards": "Karten im Stapel",
    "fabel.info.deck.cards_one": "Karte im Stapel",
    "fabel.info.deck.money_big": "davon {n} Geldkarten",
    "fabel.info.deck.count": "Noch {n} Karten im Stapel.",
    "fabel.info.deck.count_one": "Noch 1 Karte im Stapel.",
    "fabel.info.deck.empty": "Der Stapel ist leer – jetzt wird nur noch gehandelt.",
    "fabel.info.deck.looking": "Dazu die Karte, die {name} gerade ansieht.",
    "fabel.info.deck.money": "Noch nicht verteilte Geldkarten: {n}.",
    "fabel.info.deck.kinds": "Noch nicht verteilt:",
    "fabel.info.deck.no_kinds": "Alle Fabelwesen sind verteilt.",
    "fabel.info.deck.rule_auction": (
        "Bist du dran, deckst du die oberste Karte auf und versteigerst sie."
    ),
    "fabel.info.deck.rule_two": (
        "Zu zweit siehst du die oberste Karte geheim an: Behältst du sie, bekommt dein "
        "Gegner die nächste – gibst du sie ab, bekommst du die nächste."
    ),
    "fabel.info.deck.rule_two_money": (
        "Eine Geldkarte nimmst du auf die Hand; ihren Wert kennen nur du und wer sie "
        "angesehen hat."
    ),
    "fabel.info.deck.rule_empty": (
        "Ist der Stapel leer und du kannst mit niemandem handeln, wird dein Zug übersprungen."
    ),
}

# --- Speedfabel Meistermarkt: Karten-Info for Ahnenbriefe, Kobolde and the deck (issue 7, part F)
TEXTS.update({
    "fabel.info.m.rule.score": (
        "Gezählt wird in fünf Schritten: Kobolde streichen, Vierer zusammenzählen, "
        "+ 250 je passendem Brief, × Anzahl der Vierer, + 250 je freiem Brief."
    ),
    "fabel.info.m.rule.vierer_letter": (
        "Mit dem Ahnenbrief dazu zählt der Vierer {of_kinds} {points} mehr – vor dem Malnehmen."
    ),
    "fabel.info.m.rule.letter": (
        "Ein Ahnenbrief bringt + {points}: Hast du den Vierer {of_kinds}, zählt er vor dem "
        "Malnehmen (Schritt 3), sonst danach als freier Brief (Schritt 5)."
    ),
    "fabel.info.m.rule.letter_struck": (
        "Streichen die Kobolde deinen Vierer {of_kinds}, zählt der Brief dazu erst in Schritt 5."
    ),
    "fabel.info.m.rule.meins": (
        "Wer zuerst „Meins!“ drückt, bekommt ihn und gibt so viele Geldkarten, wie der "
        "Zähler zeigt – welche, ist egal. Ruft bis 1 niemand, bekommt ihn der Aufdecker "
        "umsonst."
    ),
    "fabel.info.m.rule.letter_two": (
        "Zu zweit gibt es kein „Meins!“: Der Brief geht einfach an den, der ihn bekommt."
    ),
    "fabel.info.m.rule.letter_no_trade": (
        "Ahnenbriefe kann man nicht handeln, sie bleiben bei ihrem Besitzer."
    ),
    "fabel.info.m.rule.kobold_strike": (
        "Wer am Ende alle vier Kobolde hat, streicht einen eigenen Vierer – den, dessen "
        "Verlust am wenigsten kostet."
    ),
    "fabel.info.m.rule.kobold_round": (
        "Wird ein Kobold aufgedeckt, beginnt der linke Nachbar: Er nimmt ihn oder legt eine "
        "Geldkarte verdeckt dazu (auch eine Null) – reihum, bis jemand ihn nimmt."
    ),
    "fabel.info.m.rule.kobold_take": (
        "Wer ihn nimmt, bekommt alle Karten darauf. Wer kein Geld mehr hat, muss ihn nehmen."
    ),
    "fabel.info.m.rule.kobold_two": (
        "Zu zweit gibt es keine Kobold-Runde: Der Kobold geht einfach an den, der ihn bekommt."
    ),
    "fabel.info.m.rule.kobold_trade": (
        "Handel um Kobolde geht umgekehrt: Wer mehr bietet, gibt alle seine Kobolde ab. Bei "
        "Gleichstand wird einmal neu geboten, dann gibt der Herausforderer ab."
    ),
    "fabel.info.m.letter_yours": "Dein Brief zählt: {line} statt {instead}, {diff}.",
    "fabel.info.m.letter_with": "Mit diesem Brief: {line} statt {instead}, {diff}.",
    "fabel.info.m.letter_held": "{name} hat diesen Brief – Briefe kann man nicht handeln.",
    "fabel.info.m.letter_holder": "Für {name}: {line} statt {instead}, {diff}.",
    "fabel.info.m.letter_matches": (
        "Du hast den Vierer {of_kinds}: Der Brief zählt vor dem Malnehmen, also × {factor}."
    ),
    "fabel.info.m.letter_struck": (
        "Die Kobolde streichen deinen Vierer {of_kinds}: Der Brief zählt frei, + 250."
    ),
    "fabel.info.m.letter_free_taken": (
        "{name} hat den Vierer {of_kinds}: Für dich bleibt es ein freier Brief, + 250."
    ),
    "fabel.info.m.letter_free_missing": (
        "Mit dem Vierer {of_kinds} zählte er vor dem Malnehmen – dir fehlen noch {n} Karten."
    ),
    "fabel.info.m.letter_free_missing_one": (
        "Mit dem Vierer {of_kinds} zählte er vor dem Malnehmen – dir fehlt nur noch eine Karte."
    ),
    "fabel.info.m.letter_free": "Ohne den Vierer {of_kinds} zählt er als freier Brief: + 250.",
    "fabel.info.m.letter_to_come": "Der Brief ist noch nicht aufgedeckt.",
    "fabel.info.m.race_own": (
        "Dein Brief auf der Bühne (Zähler {counter}): Rufen dürfen nur die anderen. Ruft bis 1 "
        "niemand, bekommst du ihn umsonst."
    ),
    "fabel.info.m.race_now": (
        "Zähler {counter}: Du hast {cards} Geldkarten – du kannst jetzt „Meins!“ rufen und "
        "gibst {counter}."
    ),
    "fabel.info.m.race_from": (
        "Zähler {counter}: Du hast {cards} Geldkarten – „Meins!“ kannst du ab {cards} rufen."
    ),
    "fabel.info.m.race_never": "Du hast keine Geldkarten: „Meins!“ kannst du nicht rufen.",
    "fabel.info.m.race_keep": (
        "{name} ruft „Meins!“ bei {k}: Behältst du den Brief, gibst du {name} {k} deiner "
        "{cards} Geldkarten."
    ),
    "fabel.info.m.race_keep_short": (
        "{name} ruft „Meins!“ bei {k}: Mit {cards} Geldkarten kannst du ihn nicht behalten."
    ),
    "fabel.info.m.race_vorkauf": (
        "{name} ruft „Meins!“ bei {k}; {auctioneer} entscheidet: behalten oder abgeben."
    ),
    "fabel.info.m.race_pay": "{payer} gibt {receiver} {k} Geldkarten; den Brief bekommt {winner}.",
    "fabel.info.m.kobold_would": (
        "Hättest du alle vier, würden sie deinen Vierer {of_kinds} streichen: {line} statt "
        "{instead}, {diff}."
    ),
    "fabel.info.m.kobold_all": (
        "Du hast alle vier: Sie streichen deinen Vierer {of_kinds} – {line} statt {instead}, "
        "{diff}."
    ),
    "fabel.info.m.kobold_none": (
        "Hättest du alle vier, würden sie dich jetzt nichts kosten – du hast noch keinen Vierer."
    ),
    "fabel.info.m.kobold_all_none": (
        "Du hast alle vier, aber noch keinen Vierer – gerade kosten sie dich nichts."
    ),
    "fabel.info.m.kobold_together": "{name} hat alle vier Kobolde.",
    "fabel.info.m.kobold_trade_with": (
        "Kobold-Handel möglich mit {names} – wer mehr bietet, gibt alle seine Kobolde ab."
    ),
    "fabel.info.m.kobold_your_turn": (
        "Du bist dran: Nimm ihn mit {all_cards} darauf oder lege eine Geldkarte "
        "verdeckt dazu."
    ),
    "fabel.info.m.kobold_your_turn_empty": (
        "Du bist dran: Nimm ihn (noch liegt nichts darauf) oder lege eine Geldkarte verdeckt "
        "dazu."
    ),
    "fabel.info.m.kobold_must": (
        "Du bist dran und hast kein Geld mehr: Du musst ihn nehmen (darauf: {cards})."
    ),
    "fabel.info.m.kobold_turn": "Auf der Bühne: {name} ist dran, auf dem Kobold liegen {pot} Karten.",
    "fabel.info.m.kobold_laid": "Dazugelegt: {list}.",
    "fabel.info.m.kobold_laid_one": "{name} {n}×",
    "fabel.info.m.kobold_own_laid": "Deine Karten darauf: {cards} = {total}.",
    "fabel.info.m.kobold_own_laid_one": "Deine Karte darauf: {card}.",
    "fabel.info.m.deck.rule_material": (
        "Im Meistermarkt liegen zu den 40 Fabelwesen 10 Ahnenbriefe (einer je Sorte) und "
        "4 Kobolde im Stapel – 54 Karten."
    ),
    "fabel.info.m.deck.rule_specials": (
        "Ein Ahnenbrief startet „Meins!“, ein Kobold wird reihum weitergereicht."
    ),
    "fabel.info.m.deck.specials": "Noch nicht aufgedeckt: {letters} und {kobolde}.",
    "fabel.info.m.deck.specials_two": "Noch nicht verteilt: {letters} und {kobolde}.",
    "fabel.info.m.deck.to_come_two": "Briefe und Kobolde, nicht verteilt:",
    "fabel.info.m.none.letter": "kein Ahnenbrief",
    "fabel.info.m.one.letter": "1 Ahnenbrief",
    "fabel.info.m.many.letter": "{n} Ahnenbriefe",
    "fabel.info.m.none.kobold": "kein Kobold",
    "fabel.info.m.one.kobold": "1 Kobold",
    "fabel.info.m.many.kobold": "{n} Kobolde",
    "fabel.info.m.letter_title": "Ahnenbrief {kind}",
    "fabel.info.m.letter_unit": "Punkte für den Brief",
    "fabel.info.m.where.yours": "Dein Brief.",
    "fabel.info.m.where.holder": "Bei {name}.",
    "fabel.info.m.where.stage": "Auf der Bühne.",
    "fabel.info.m.where.deck": "Noch im Stapel.",
    "fabel.info.m.section.letters": "Wer hat welche Briefe?",
    "fabel.info.m.kobold_unit": "Punkte bei allen vier",
    "fabel.info.m.kobold_unit_public": "Kobolde im Spiel",
    "fabel.info.m.deck.to_come": "Noch nicht aufgedeckt:",
})
