"""German texts of Speedfabel's play, in the rule text's own words: the
creatures, why an action is refused, the log of the game (Spielverlauf), the
lobby's choices and the Rat, for the Klassisch game and the Meistermarkt."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # --- Speedfabel: creature names (index = Creature value) ---------------
    "fabel.creature.0": "Irrlicht",
    "fabel.creature.1": "Wolpertinger",
    "fabel.creature.2": "Zwerg",
    "fabel.creature.3": "Nixe",
    "fabel.creature.4": "Troll",
    "fabel.creature.5": "Greif",
    "fabel.creature.6": "Goldesel",
    "fabel.creature.7": "Einhorn",
    "fabel.creature.8": "Phönix",
    "fabel.creature.9": "Drache",
    "fabel.creature_plural.0": "Irrlichter",
    "fabel.creature_plural.1": "Wolpertinger",
    "fabel.creature_plural.2": "Zwerge",
    "fabel.creature_plural.3": "Nixen",
    "fabel.creature_plural.4": "Trolle",
    "fabel.creature_plural.5": "Greife",
    "fabel.creature_plural.6": "Goldesel",
    "fabel.creature_plural.7": "Einhörner",
    "fabel.creature_plural.8": "Phönixe",
    "fabel.creature_plural.9": "Drachen",
    "fabel.money_card": "Geldkarte",
    # --- Speedfabel: why an action is refused --------------------------------
    "fabel.err.game_over": "Die Partie ist schon vorbei.",
    "fabel.err.not_your_turn": "Du bist nicht dran.",
    "fabel.err.not_now": "Das geht gerade nicht.",
    "fabel.err.no_seat": "Diesen Platz gibt es nicht.",
    "fabel.err.deck_empty": "Der Stapel ist leer – du kannst nur noch handeln.",
    "fabel.err.two_players_no_auction": "Zu zweit wird verteilt statt versteigert.",
    "fabel.err.auctioneer_cannot_bid": "Als Versteigerer darfst du nicht mitbieten.",
    "fabel.err.pleite_excluded": "Nach deiner Pleite bietest du bei dieser Karte nicht mehr mit.",
    "fabel.err.no_auction": "Gerade läuft keine Versteigerung.",
    "fabel.err.auction_closed": "Zuschlag schon erteilt.",
    "fabel.err.bid_step": "Geboten wird in Zehnerschritten.",
    "fabel.err.bid_minimum": "Das niedrigste Gebot ist 10.",
    "fabel.err.bid_not_higher": "Dein Gebot ist nicht höher als {high}.",
    "fabel.err.buy_self_money": "Selbst kaufen geht nur, wenn dein Geld für {amount} reicht.",
    "fabel.err.cards_not_held": "Diese Geldkarten hast du nicht.",
    "fabel.err.pay_too_little": "Das reicht nicht: {paid} von {amount}.",
    "fabel.err.pay_not_minimal": (
        "Zu viel gegeben: Ohne eine der Karten reicht es auch noch – es gibt kein Wechselgeld."
    ),
    "fabel.err.trade_self": "Mit dir selbst kannst du nicht handeln.",
    "fabel.err.trade_kind_missing": "Ihr müsst beide mindestens eine Karte dieser Sorte haben.",
    "fabel.err.trade_kind_complete": "Diese Sorte hat schon jemand vollständig.",
    "fabel.err.offer_needs_card": "Du musst mindestens eine Geldkarte legen (Nullen sind erlaubt).",
    "fabel.err.not_challenged": "Nur der Herausgeforderte antwortet auf den Handel.",
    "fabel.err.timer_stale": "Dieser Countdown ist schon vorbei.",
    "fabel.err.unknown_action": "Diese Aktion gibt es in Speedfabel nicht.",
    # --- Speedfabel: reasons and labels ------------------------------------------
    "fabel.skip.no_trade": "Der Stapel ist leer und kein Handel möglich.",
    "fabel.kassenbuch.start": "Startgeld",
    "fabel.kassenbuch.pleite": "Pleite gezeigt",
    "fabel.kassenbuch.payout": "Bank",
    "fabel.kassenbuch.received": "Höchstgebot erhalten",
    "fabel.kassenbuch.paid": "Höchstgebot gezahlt",
    "fabel.kassenbuch.inexact": "ungenauer",
    "fabel.kassenbuch.about": "ca. {estimate}",
    "fabel.score.money": "{money} Taler",
    "fabel.money.none": "nichts",
}

# --- Speedfabel: Mein Bericht, read at the end
TEXTS.update({
    "fabel.report.spent_most": "Für {kind} hast du am meisten ausgegeben, in Versteigerungen und Handelsangeboten zusammen: {amount} Taler.",
    "fabel.report.spent_nothing": "Du hast keinen Taler für Fabelwesen ausgegeben.",
})

# --- Speedfabel: the log of the game (Spielverlauf), one line per public event
TEXTS.update({
    "fabel.log.turn": "**{name}** ist dran.",
    "fabel.log.skip": "{name} wird übersprungen: {reason}",
    "fabel.log.reveal": "{name} versteigert: **{card}**.",
    "fabel.log.goldesel": "Goldesel! Die Bank zahlt jedem {amount} Taler.",
    "fabel.log.reauction": "Die Karte wird neu versteigert – ohne {names}.",
    "fabel.log.bid": "{name} bietet {amount}.",
    "fabel.log.no_bid": "Kein Gebot: {name} bekommt {the_card} umsonst.",
    "fabel.log.hammer": "Zuschlag: {amount} von {name}.",
    "fabel.log.bought": "{auctioneer} kauft selbst (Vorkaufsrecht).",
    "fabel.log.paid": "{payer} zahlt {amount} an {receiver}.",
    "fabel.log.pleite": "Pleite! {name} kann nicht zahlen und zeigt das ganze Geld: {cards}.",
    "fabel.log.challenge": "{challenger} fordert {opponent} heraus: Handel um {cards}.",
    "fabel.log.challenge_again": "Gleichstand – {challenger} und {opponent} bieten noch einmal.",
    "fabel.log.offer": "{name} legt {count} Karten verdeckt hin.",
    "fabel.log.counter": "{name} legt {count} Karten dagegen.",
    "fabel.log.counter_nothing": "{name} legt nichts dagegen.",
    "fabel.log.accepted": "{opponent} nimmt an: {challenger} bekommt {cards}.",
    "fabel.log.trade_won": (
        "Aufgedeckt ({c_count} gegen {o_count} Karten): {winner} bekommt {cards}."
    ),
    "fabel.log.trade_tie": "Aufgedeckt ({c_count} gegen {o_count} Karten): Gleichstand!",
    "fabel.log.looked": "{name} sieht sich die oberste Karte an.",
    "fabel.log.dealt_money": "{name} bekommt eine Geldkarte.",
    "fabel.log.dealt_card": "{name} bekommt {a_card}.",
    "fabel.log.end_turn": "{name} beendet den Zug.",
    "fabel.log.nachfrist": "{name}: Bedenkzeit vorbei – {seconds} Sekunden Nachfrist.",
    "fabel.log.timeup": "{name}: Zeit um – der Computer entscheidet.",
    "fabel.log.over_vierer": "Alle Sorten sind vollständig – die Partie ist aus!",
    "fabel.log.over_cap": "400 Züge gespielt – die Partie ist aus!",
    "fabel.log.vierer": "{name} hat den Vierer {of_kinds} voll!",
    "fabel.private.paid": "Bezahlt: {cards}.",
    "fabel.private.looked": "Oberste Karte: **{card}**.",
    "fabel.private.money_card": "Geldkarte {value}",
    "fabel.private.trade": "Dein Handel: du {mine} · {them} {theirs}",
})

# --- Speedfabel: a trade's outcome, as the engine tells it to the two traders
TEXTS.update({
    "fabel.answer.trade_result": "Dein Handel mit {name}: du {mine} gegen {theirs} → {outcome}",
    "fabel.private.trade_won": "Du bekommst {cards}. {money}",
    "fabel.private.trade_lost": "{name} bekommt {cards}. {money}",
    "fabel.private.trade_kobold_gave": "Du bietest mehr und gibst deine Kobolde ab. {money}",
    "fabel.private.trade_kobold_got": "{name} bietet mehr und gibt dir die Kobolde. {money}",
    "fabel.private.trade_money": "Dein Geld: −{paid} + {got} = {net} Taler.",
    "fabel.private.trade_no_money": "Dabei wechselt kein Taler.",
    "fabel.private.trade_tie": "Gleichstand: Jeder bekommt das eigene Angebot zurück, ihr bietet noch einmal.",
    "fabel.answer.done": "Erledigt.",
})

# --- Speedfabel: the lobby's choices (the declaration names them) and the records
TEXTS.update({
    "fabel.lobby.seat": "{n}. {name}",
    "fabel.lobby.free": "{n}. (frei)",
    "fabel.lobby.host_mark": " (Gastgeber)",
    "fabel.lobby.btn.leave": "Verlassen",
    "fabel.lobby.btn.computer": "Computer hinzufügen",
    "fabel.lobby.btn.settings": "Einstellungen",
    "fabel.lobby.btn.start": "Starten",
    "fabel.lobby.joined": "Du sitzt am Tisch.",
    "fabel.lobby.left": "Du hast den Tisch verlassen.",
    "fabel.lobby.house.superhandel": "Superhandel",
    "fabel.lobby.house.geld": "Geld zählt mit",
    "fabel.lobby.ph.tempo": "Auktionstempo",
    "fabel.lobby.ph.house": "Hausregeln",
    "fabel.mode.klassisch": "Klassisch",
    "fabel.tempo.ruhig": "ruhig (6 s)",
    "fabel.tempo.normal": "normal (4 s)",
    "fabel.tempo.flott": "flott (3 s)",
    "fabel.computer_names": "Fuchs:m,Eule:f,Dachs:m,Rabe:m,Igel:m,Biber:m",
    "fabel.my.record.vierer": "Meiste Vierer",
    "fabel.my.record.drache": "Billigster Drache",
})

# --- Speedfabel engine: refusals added with the rule tests ------------------
TEXTS.update({
    "fabel.err.no_kind": "Diese Sorte gibt es nicht.",
})

TEXTS.update({
    # --- Speedfabel: the Rat (the strong computer's advice) -------------------
    "fabel.rat.seat": "Platz {n}",
    "fabel.rat.no_cards": "keine Karte",
    "fabel.rat.vierer": (
        "Du hast {held} von {four}; der Vierer brächte dir {gain} Punkte "
        "({V} + {k1} × {v})."
    ),
    "fabel.rat.threat": "{seat} hat {cards} und will den Vierer.",
    "fabel.rat.kassenbuch": "{seat} hat laut Kassenbuch ca. {estimate} Taler.",
    "fabel.rat.kassenbuch_inexact": (
        "{seat} hat laut Kassenbuch ca. {estimate} Taler (ungenauer nach einem Handel)."
    ),
    "fabel.rat.limit": "Biete für {the_card} höchstens {limit} Taler.",
    "fabel.rat.overpay": (
        "Ein Gebot von {bid} kostet dich mit deinen Karten {cost} – es gibt kein Wechselgeld."
    ),
    "fabel.rat.stop": "Steig aus: {high} Taler sind schon mehr, als dir die Karte wert ist.",
    "fabel.rat.bid_now": "Biete jetzt {amount}.",
    "fabel.rat.leading": "Du hast mit {high} das Höchstgebot – warte ab.",
    "fabel.rat.buy_self": "Kauf selbst: {the_card} ist dir {high} Taler wert.",
    "fabel.rat.deny": "Sonst hätte {seat} den Vierer {of_kinds} voll.",
    "fabel.rat.sell": "Verkaufe: {seat} zahlt dir {high} Taler, mehr als dir die Karte bringt.",
    "fabel.rat.pay": "Zahle mit {cards} = {paid} – so gibst du am wenigsten ab.",
    "fabel.rat.challenge": (
        "Fordere {seat} zum Handel um {cards} heraus und lege etwa {amount} Taler."
    ),
    "fabel.rat.reveal": "Versteigere die oberste Karte ({deck} liegen noch im Stapel).",
    "fabel.rat.no_trade": "Ein Handel mit {seat} um {cards} lohnt sich gerade nicht.",
    "fabel.rat.offer": "Lege {cards} = {paid} Taler ({count} Karten) verdeckt hin.",
    "fabel.rat.bluff": "Nur Nullen: ein Bluff – der Gegner sieht bloß die Kartenzahl.",
    "fabel.rat.offer_guess": (
        "{seat} hat {count} Karten gelegt; nach dem Kassenbuch sind das etwa {guess} Taler."
    ),
    "fabel.rat.counter": "Lege {cards} = {paid} Taler dagegen.",
    "fabel.rat.accept": "Nimm an: Dagegenhalten lohnt sich bei diesem Angebot nicht.",
    "fabel.rat.keep": "Behalte die Karte ({card}): Sie bringt dir mehr als eine zufällige.",
    "fabel.rat.give": (
        "Gib die Karte ({card}) ab: Eine zufällige aus dem Rest bringt dir mehr."
    ),
    "fabel.rat.superhandel": "Versteigere noch die oberste Karte, solange der Stapel reicht.",
    # The reason the search found (search.TradePlan): its deals are the money
    # hands that fit the Kassenbuch and the card counts.
    "fabel.rat.offer_chance": (
        "Damit gewinnst du den Handel in etwa {chance} % der durchgerechneten Fälle, "
        "die zu Kassenbuch und Kartenzahl passen."
    ),
    "fabel.rat.challenge_best": (
        "Der Stapel ist leer: Von allen Handeln verspricht dieser am meisten. Mit diesem "
        "Angebot gewinnst du ihn in etwa {chance} % der durchgerechneten Fälle, die zu "
        "Kassenbuch und Kartenzahl passen."
    ),
    "fabel.rat.counter_chance": (
        "Legst du {paid} Taler dagegen, gewinnst du den Handel in etwa {chance} % der "
        "durchgerechneten Fälle, die zu Kassenbuch und Kartenzahl passen."
    ),
    "fabel.rat.ahead": "Das bringt dir im Schnitt etwa {margin} Punkte mehr als {other}.",
    "fabel.rat.ahead_even": "Das ist knapp besser als {other}.",
    "fabel.rat.alt_accept": "Annehmen",
    "fabel.rat.alt_offer": "ein Angebot über {paid} Taler (Gewinnchance {chance} %)",
    "fabel.rat.alt_counter": "ein Gegengebot über {paid} Taler (Gewinnchance {chance} %)",
})

# Speedfabel Meistermarkt: Ahnenbriefe, Kobolde, the five scoring steps
TEXTS.update({
    "fabel.err.no_letter": "Gerade liegt kein Ahnenbrief auf der Bühne.",
    "fabel.err.meins_auctioneer": "Deinen eigenen Ahnenbrief kannst du nicht rufen.",
    "fabel.err.meins_late": "Zu spät – jemand anderes hat schon „Meins!“ gerufen.",
    "fabel.err.meins_cards": (
        "Für „Meins!“ bei {counter} brauchst du mindestens {counter} Geldkarten."
    ),
    "fabel.err.keep_letter_cards": (
        "Behalten geht nur, wenn du mindestens {count} Geldkarten hast."
    ),
    "fabel.err.letter_pay_count": "Du gibst genau {count} Geldkarten – welche, ist egal.",
    "fabel.err.kobold_trade_missing": "Um Kobolde handeln geht nur, wenn ihr beide einen habt.",
    "fabel.card.letter": "Ahnenbrief {kind}",
    "fabel.card.letter_plural": "Ahnenbriefe",
    # a card named by its noun and its kind, with the noun's article
    "fabel.card.with_kind": "{article} {noun} {kind}",
    "fabel.card.kobold": "Kobold",
    "fabel.card.kobold_plural": "Kobolde",
    "fabel.score.struck": "Kobolde: {card} gestrichen · {line}",
    "fabel.log.reveal_letter": "{name} deckt einen **{card}** auf – wer ruft „Meins!“?",
    "fabel.log.reveal_kobold": "{name} deckt einen **Kobold** auf!",
    "fabel.log.meins_count": "Noch {counter} …",
    "fabel.log.meins_pressed": "{name} ruft „Meins!“ bei {counter}.",
    "fabel.log.letter_keep": "{auctioneer} behält den Ahnenbrief (Vorkauf).",
    "fabel.log.letter_paid": "{payer} gibt {receiver} {count} Geldkarten.",
    "fabel.log.letter_free": "Niemand ruft: {name} bekommt den {card} umsonst.",
    "fabel.log.letter_pressed": "{name} bekommt den {card}.",
    "fabel.log.letter_kept": "{name} behält den {card}.",
    "fabel.log.kobold_round": "{name} beginnt: den Kobold nehmen oder eine Karte dazulegen.",
    "fabel.log.kobold_laid": "{name} legt eine Karte auf den Kobold ({laid}. Mal) – dort "
                             "liegen jetzt {pot} Karten.",
    "fabel.log.kobold_taken": "{name} nimmt den Kobold und {pot} Karten.",
    "fabel.log.kobold_taken_empty": "{name} nimmt den Kobold – es lag nichts dabei.",
    "fabel.log.kobolds_given": "{giver} gibt {count} Kobolde an {taker} ab.",
    "fabel.log.challenge_kobold": (
        "{challenger} fordert {opponent} zum Kobold-Handel heraus: Wer mehr bietet, gibt "
        "alle eigenen Kobolde ab."
    ),
    "fabel.log.kobold_accepted": "{opponent} nimmt an: {challenger} gibt alle eigenen Kobolde ab.",
    "fabel.log.kobold_trade_won": (
        "Aufgedeckt ({c_count} gegen {o_count} Karten): {winner} bietet mehr und gibt "
        "alle eigenen Kobolde ab."
    ),
    "fabel.private.kobold_own": "Du legst {card} auf den Kobold.",
    "fabel.private.kobold_pot": "Auf dem Kobold lagen: {cards}.",
})

# --- Speedfabel Meistermarkt: its Spielart in the lobby (the declaration names it)
TEXTS.update({
    "fabel.mode.meistermarkt": "Meistermarkt",
    "fabel.lobby.ph.mode": "Spielart",
})

# --- Speedfabel Meistermarkt: the Rat for letters, Kobolde and Kobold trades (issue 7, computers)
TEXTS.update({
    "fabel.rat.m.letter_vierer": (
        "Der {letter} bringt dir etwa {worth} Punkte: Du hast den Vierer {of_kinds}, "
        "also + 250 × {factor} Vierer."
    ),
    "fabel.rat.m.letter_free": (
        "Der {letter} bringt dir etwa {worth} Punkte (ohne den Vierer zählt er als freier "
        "Brief + 250)."
    ),
    "fabel.rat.m.press_from": (
        "Bei der Zahl {k} kannst du „Meins!“ rufen: Deine {k} billigsten Karten "
        "({cards} = {paid} Taler) kosten dich dann weniger, als der Brief bringt."
    ),
    "fabel.rat.m.press_now": "Drück jetzt „Meins!“ – der Zähler steht auf {counter}.",
    "fabel.rat.m.press_wait": "Warte noch bis {k}.",
    "fabel.rat.m.no_press": (
        "Ruf nicht „Meins!“: Schon deine billigsten Karten sind dir mehr wert als der Brief."
    ),
    "fabel.rat.m.letter_keep": (
        "Behalte den Brief: Er ist dir mehr wert als {count} deiner Karten ({cards}), "
        "die {seat} dann bekommt."
    ),
    "fabel.rat.m.letter_let_go": (
        "Lass {seat} den Brief: {seat} gibt dir {count} Karten, geschätzt {guess} Taler."
    ),
    "fabel.rat.m.letter_pay": (
        "Gib {cards} ({count} Karten, {paid} Taler): Welche, ist egal – also Nullen und "
        "Zehner zuerst."
    ),
    "fabel.rat.m.kobold_take": (
        "Nimm den Kobold: Auf ihm liegen {count} Karten, geschätzt {pot} Taler – "
        "ein Kobold mehr kostet dich etwa {damage} Taler."
    ),
    "fabel.rat.m.kobold_lay": (
        "Leg eine {card} dazu: Geschätzt {pot} Taler auf dem Kobold ({count} Karten) sind "
        "weniger als die etwa {damage} Taler, die dich ein Kobold mehr kostet."
    ),
    "fabel.rat.m.kobold_must": "Du hast kein Geld mehr: Du musst den Kobold nehmen.",
    "fabel.rat.m.kobold_threat": (
        "Wer am Ende alle vier Kobolde hat, streicht einen eigenen Vierer; du hast {mine}."
    ),
    "fabel.rat.m.kobold_rule": "Kobold-Handel: Wer mehr bietet, gibt alle seine Kobolde ab.",
    "fabel.rat.m.kobold_challenge": (
        "Fordere {seat} zum Kobold-Handel heraus und lege etwa {amount} Taler."
    ),
    "fabel.rat.m.kobold_counter": (
        "Lege {cards} = {paid} Taler dagegen: Ist das mehr, gibst du deine Kobolde ab."
    ),
    "fabel.rat.m.kobold_accept": (
        "Nimm an: Dann gibt {seat} dir die Kobolde, und du bekommst das Angebot dazu."
    ),
})
