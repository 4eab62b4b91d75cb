"""German texts of Speedfabel (keys ``fabel.*`` and ``render.fabel.*``, the
Meistermarkt's pictures under ``render.fabel.meister.*``), in the rule text's
own words."""

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
}
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
# --- render/: the Speedfabel pictures -------------------------------------------------
TEXTS.update({
    "render.fabel.taler": "Taler",
    "render.fabel.seat": "Platz {n}",
    "render.fabel.deck": "Stapel",
    "render.fabel.deck_money": "{n} Geldkarten",
    "render.fabel.estimate": "ca. {amount}",
    "render.fabel.estimate_inexact": "ca. {amount}?",
    "render.fabel.turn_title": "Jetzt: {name} ist am Zug",
    "render.fabel.turn_task": "Versteigern oder Handeln",
    "render.fabel.turn_task_trade": "Der Stapel ist leer: Handeln",
    "render.fabel.turn_task_two": "Verteilen oder Handeln",
    "render.fabel.super_task": "Superhandel: versteigern oder Zug beenden",
    "render.fabel.super_task_two": "Superhandel: verteilen oder Zug beenden",
    "render.fabel.points": "Punkte",
    "render.fabel.points_now": "{n} Punkte",
    "render.fabel.everyone": "Alle",
    "render.fabel.and": "und",
    "render.fabel.everyone_but": "Alle außer {names}",
    "render.fabel.now": "Jetzt: {what}",
    "render.fabel.now.bid": "Jetzt: {who} bieten",
    "render.fabel.now.vorkauf": "Jetzt: {name} entscheidet: verkaufen oder selbst kaufen",
    "render.fabel.now.pay": "Jetzt: {payer} zahlt {amount} an {receiver}",
    "render.fabel.now.answer": "Jetzt: {name} antwortet",
    "render.fabel.now.offer": "Jetzt: {name} legt ein Angebot",
    "render.fabel.now.offer_both": "Jetzt: {first} und {second} bieten neu",
    "render.fabel.now.distribute": "Jetzt: {name} schaut die oberste Karte an",
    "render.fabel.now.kobold": "Jetzt: {name} nimmt den Kobold oder legt eine Karte verdeckt dazu",
    "render.fabel.distribute_hint": "Behalten oder abgeben: nur {name} sieht die Karte.",
    "render.fabel.auction_none": "Versteigert: {card}. Noch kein Gebot.",
    "render.fabel.auction_high": "Versteigert: {card}. Gebot {amount} von {bidder}",
    "render.fabel.trade_kobold": "Kobolde",
    "render.fabel.trade_about": "Handel um {what}",
    "render.fabel.trade_challenge": "Handel um {what}: {challenger} fordert {opponent} heraus.",
    "render.fabel.trade_side": "{name}: {what}",
    "render.fabel.last_trade_line": "Letzter Handel um {what}: {challenger} ({mine}) gegen {opponent} ({theirs}).",
    "render.fabel.hammer.1": "Zum Ersten!",
    "render.fabel.hammer.2": "Zum Zweiten!",
    "render.fabel.hammer.3": "Zum Dritten!",
    "render.fabel.zuschlag": "Zuschlag!",
    "render.fabel.stroke.1": "Zum Ersten",
    "render.fabel.stroke.2": "Zum Zweiten",
    "render.fabel.stroke.3": "Zum Dritten",
    "render.fabel.tempo": "Tempo",
    "render.fabel.tempo.ruhig": "ruhig",
    "render.fabel.tempo.normal": "normal",
    "render.fabel.tempo.flott": "flott",
    "render.fabel.tempo_first": "Erst {first} s, nach jedem Gebot {seconds} s.",
    "render.fabel.tempo_bid": "Nach jedem Gebot {seconds} s.",
    "render.fabel.payout": "Goldesel! Die Bank zahlt jedem {amount}.",
    "render.fabel.pleite": "Pleite! {name} zeigt {total} Taler:",
    "render.fabel.vorkauf_task": "{name} entscheidet: verkaufen oder selbst kaufen",
    "render.fabel.pay_task": "{payer} zahlt {amount} an {receiver}",
    "render.fabel.trade_round2": "Gleichstand: neu bieten",
    "render.fabel.cards.one": "1 Karte",
    "render.fabel.cards.many": "{n} Karten",
    "render.fabel.cards.none": "nichts",
    "render.fabel.offer_waiting": "legt noch",
    "render.fabel.answer_waiting": "antwortet noch",
    "render.fabel.waits_again": "wartet",
    "render.fabel.trade_accepted": "angenommen",
    "render.fabel.trade_winner": "{name} gewinnt",
    "render.fabel.skipped": "{name} übersprungen: {reason}",
    "render.fabel.over": "Die Partie ist vorbei.",
    "render.fabel.panel_title": "Dein Stand",
    "render.fabel.panel_money": "Dein Geld: {total} Taler",
    "render.fabel.panel_no_money": "Du hast keine Geldkarten.",
    "render.fabel.panel_creatures": "Deine Fabelwesen",
    "render.fabel.panel_no_creatures": "Noch keine Fabelwesen.",
    "render.fabel.panel_points": "Deine Punkte jetzt",
    "render.fabel.panel_no_vierer": "Noch kein Vierer: einzelne Karten zählen nichts.",
    "fabel.result.no_vierer": "Kein Vierer – einzelne Karten zählen nichts",
    "render.fabel.panel_offer": "Dein verdecktes Angebot: {cards} = {total}",
    "render.fabel.panel_offer_empty": "Dein verdecktes Angebot: nichts",
    "render.fabel.panel_peek": "Oberste Karte (nur du siehst sie):",
    "render.fabel.count": "× {n}",
    "render.fabel.end_title": "Abrechnung",
    "render.fabel.end_reason.vierer": "Alle zehn Sorten sind als Vierer verteilt.",
    "render.fabel.end_reason.cap": "Die Partie endete nach 400 Zügen.",
    "render.fabel.place": "{place}.",
    "render.fabel.end_money": "Geld {amount}",
    "render.fabel.end_board": "Bestenliste {points}",
    "render.fabel.report_title": "Marktbericht",
    "render.fabel.report_note": "eingenommen und ausgegeben: in Versteigerungen",
    "render.fabel.report.line": (
        "Bank {payouts} · eingenommen {income} · ausgegeben {spending} · "
        "{bought} gekauft · teuerster {top} · Handel {won} gewonnen, {lost} verloren"
    ),
    "render.fabel.report.top_line": "{card} für {price}",
    "render.fabel.report.top_none": "keiner",
    "render.fabel.meister.report.line": "{letters} · Kobold-Taler {kobold}",
})

# --- Speedfabel at the Discord table: buttons, panels, answers ---------------
TEXTS.update({
    "fabel.btn.hand": "Meine Karten",
    "fabel.btn.reveal": "Versteigern",
    "fabel.btn.look": "Karte ansehen",
    "fabel.btn.trade": "Handeln …",
    "fabel.btn.rules": "Regeln",
    "fabel.btn.rat": "Rat",
    "fabel.btn.amount": "Betrag …",
    "fabel.btn.sell": "Verkaufen",
    "fabel.btn.buy": "Selbst kaufen",
    "fabel.btn.pay": "Bezahlen ({sum} / {amount})",
    "fabel.btn.offer": "Verdeckt hinlegen ({count} Karten)",
    "fabel.btn.counter": "Gegenangebot legen ({count} Karten)",
    "fabel.btn.nothing": "Nichts dagegenlegen",
    "fabel.btn.accept": "Annehmen",
    "fabel.btn.answer": "Antworten",
    "fabel.btn.keep": "Behalten",
    "fabel.btn.give": "Abgeben",
    "fabel.btn.end_turn": "Zug beenden",
    "fabel.btn.reset": "Zurücksetzen",
    "fabel.btn.points": "Meine Punkte",
    "fabel.btn.report": "Mein Bericht",
    "fabel.btn.money": "{value} Taler ({chosen} von {have})",
    "fabel.btn.pay_exact": "Passend zahlen ({cards})",
    "fabel.select.trade": "Handeln mit … (Gegner und Sorte)",
    "fabel.select.trade_option": "{name}: {card} (um {stake})",
    "fabel.select.kassenbuch": "Kassenbuch: Rechenweg von …",
    "fabel.select.info": "Karten-Info …",
    "fabel.select.info_creature": "Vierer {value}",
    "fabel.select.info_money": "Geldkarte {value}",
    "fabel.select.info_deck": "Der Stapel",
    "fabel.modal.title": "Dein Gebot",
    "fabel.modal.label": "Betrag in Taler (Zehnerschritte)",
    "fabel.public.turn": "**{name}** ist dran: versteigern oder handeln.",
    "fabel.public.turn_two": "**{name}** ist dran: Karte ansehen und verteilen, oder handeln.",
    "fabel.public.auction": "**{card}** wird versteigert von {auctioneer}. {bid}",
    "fabel.public.high_bid": "Höchstgebot: **{amount}** von {name}.",
    "fabel.public.no_bid_yet": "Noch kein Gebot.",
    "fabel.public.ends": "Zuschlag {when}",
    "fabel.public.hammer.1": "Zum Ersten!",
    "fabel.public.hammer.2": "Zum Zweiten!",
    "fabel.public.hammer.3": "Zum Dritten!",
    "fabel.public.vorkauf": "Zuschlag bei {amount} für {bidder}. {auctioneer} entscheidet: verkaufen oder selbst kaufen.",
    "fabel.public.pay": "{payer} zahlt {amount} an {receiver}.",
    "fabel.public.offer": "{challenger} fordert {opponent} zum Handel um {about} heraus und legt ein Angebot.",
    "fabel.public.answer": "{challenger} hat {count} Karten gelegt. {opponent} nimmt an oder legt dagegen.",
    "fabel.public.distribute": "{name} sieht sich die oberste Karte an.",
    "fabel.public.superhandel": "Superhandel: {name} darf noch versteigern oder den Zug beenden.",
    "fabel.public.over": "Die Partie ist aus.",
    "fabel.public.clock": "Bedenkzeit für {name}: {when}",
    "fabel.public.nachfrist": "Nachfrist für {name}: {when}",
    "fabel.public.excluded": "Nach Pleite nicht dabei: {names}.",
    "fabel.public.payout": "Goldesel! Die Bank hat allen {amount} Taler ausgezahlt.",
    "fabel.public.deck": "Stapel: {count} Karten",
    "fabel.public.deck_two": "Stapel: {count} Karten, davon {money} Geldkarten",
    "fabel.panel.title": "**Deine Karten, {name}**",
    "fabel.panel.money": "Geld: {cards} (= {sum} Taler)",
    "fabel.panel.no_money": "Geld: keine Geldkarten",
    "fabel.panel.creatures": "Tiere: {list}",
    "fabel.alt.player": "{name}: {cards} Geldkarten; Tiere: {creatures}",
    "fabel.alt.no_creatures": "noch keine",
    "fabel.panel.no_creatures": "Tiere: noch keine",
    "fabel.panel.points": "Deine Punkte jetzt: {line}",
    "fabel.panel.points_none": "0 – noch kein Vierer (einzelne Karten zählen nichts)",
    "fabel.panel.kassenbuch": "Kassenbuch: {list}",
    "fabel.panel.estimate": "{name} ca. {amount}",
    "fabel.panel.task": "**Dein Auftrag:** {task}",
    "fabel.task.turn": "Du bist dran: versteigern oder handeln.",
    "fabel.task.turn_two": "Du bist dran: oberste Karte ansehen und verteilen, oder handeln.",
    "fabel.task.bid": "Biete mit, wenn du willst. Höchstgebot: {high}.",
    "fabel.task.vorkauf": "Höchstgebot {amount} von {bidder}: verkaufen oder selbst kaufen?",
    "fabel.task.pay": "Bezahle {amount} an {receiver}: tippe deine Geldkarten an. Kein Wechselgeld!",
    "fabel.task.offer": "Lege dein Angebot für {cards} von {opponent} verdeckt hin (Nullen erlaubt).",
    "fabel.task.answer": "{challenger} bietet {count} Karten für {cards}. Annehmen oder dagegenlegen?",
    "fabel.task.distribute": "Die oberste Karte ist **{card}**. Behalten oder abgeben?",
    "fabel.task.superhandel": "Noch versteigern oder den Zug beenden?",
    "fabel.task.wait": "Gerade ist nichts von dir gefragt.",
    "fabel.answer.outdated": "Dieses Fenster ist veraltet – öffne „Meine Karten“ neu.",
    "fabel.answer.not_a_number": "Bitte nur eine Zahl eingeben, z. B. 70.",
    "fabel.answer.no_rat": "Rat gibt es nur in Solo-Partien.",
    "fabel.answer.rat": "**Rat** (was der starke Computer an deiner Stelle täte):",
    "fabel.answer.trade_result": "Dein Handel mit {name}: du {mine} gegen {theirs} → {outcome}",
    "fabel.private.trade_won": "Du bekommst {cards}. {money}",
    "fabel.private.trade_lost": "{name} bekommt {cards}. {money}",
    "fabel.private.trade_kobold_gave": "Du bietest mehr und gibst deine Kobolde ab. {money}",
    "fabel.private.trade_kobold_got": "{name} bietet mehr und gibt dir die Kobolde. {money}",
    "fabel.private.trade_money": "Dein Geld: −{paid} + {got} = {net} Taler.",
    "fabel.private.trade_no_money": "Dabei wechselt kein Taler.",
    "fabel.private.trade_tie": "Gleichstand: Jeder bekommt das eigene Angebot zurück, ihr bietet noch einmal.",
    "fabel.answer.points": "Deine Punkte jetzt: {line}",
    "fabel.answer.kassenbuch": "{name}: {rechenweg}",
    "fabel.answer.kassenbuch_inexact": " (ungenauer: {what} kennt nur, wer dabei war)",
    "fabel.answer.inexact.trade": "Handelsbeträge",
    "fabel.answer.inexact.dealt": "verdeckt verteilte Geldkarten",
    "fabel.answer.inexact.meister": "Geldkarten für Ahnenbriefe und vom Kobold",
    "fabel.answer.only_host": "Das darf nur der Gastgeber.",
    "fabel.answer.done": "Erledigt.",
})

# --- Speedfabel lobby and end of game -----------------------------------------
TEXTS.update({
    "fabel.lobby.title": "**Marktstand von {host}** – Speedfabel · {mode}, {taken}/{seats} Plätze",
    "fabel.lobby.seat": "{n}. {name}",
    "fabel.lobby.free": "{n}. (frei)",
    "fabel.lobby.host_mark": " (Gastgeber)",
    "fabel.lobby.settings": "Spielart: {mode} · Bedenkzeit: {clock} · Auktionstempo: {tempo} · Computerstärke: {strength} · Hausregeln: {house} · Einsatz: {einsatz}",
    "fabel.lobby.started": "Die Partie läuft – viel Glück am Markt!",
    "fabel.lobby.btn.leave": "Verlassen",
    "fabel.lobby.btn.computer": "Computer hinzufügen",
    "fabel.lobby.btn.settings": "Einstellungen",
    "fabel.lobby.btn.start": "Starten",
    "fabel.lobby.joined": "Du sitzt am Tisch.",
    "fabel.lobby.left": "Du hast den Tisch verlassen.",
    "fabel.lobby.too_few": "Zum Starten braucht es mindestens zwei Plätze.",
    "fabel.lobby.gone": "Diese Lobby gibt es nicht mehr.",
    "fabel.lobby.bad_settings": "Mit diesen Einstellungen kann der Tisch nicht starten – bitte wähle sie neu.",
    "fabel.answer.again_started": "Die nächste Partie an diesem Tisch wird schon eröffnet.",
    "fabel.answer.bid_outdated": "Das Höchstgebot ist inzwischen {high} von {name} – dein Klick galt einem älteren Gebot und zählt nicht.",
    "fabel.answer.auction_gone": "Diese Versteigerung ist vorbei – dein Gebot zählt nicht.",
    "fabel.lobby.settings_title": "Einstellungen des Tisches (nur der Gastgeber):",
    "fabel.lobby.clock.none": "ohne Uhr",
    "fabel.lobby.clock.seconds": "{seconds} s",
    "fabel.lobby.house.none": "keine",
    "fabel.lobby.house.superhandel": "Superhandel",
    "fabel.lobby.house.geld": "Geld zählt mit",
    "fabel.lobby.einsatz.rangliste": "Rangliste",
    "fabel.lobby.einsatz.freundschaft": "Freundschaft",
    "fabel.lobby.einsatz.solo": "Solo (zählt)",
    "fabel.lobby.ph.clock": "Bedenkzeit",
    "fabel.lobby.ph.tempo": "Auktionstempo",
    "fabel.lobby.ph.strength": "Computerstärke",
    "fabel.lobby.ph.house": "Hausregeln",
    "fabel.lobby.ph.einsatz": "Einsatz",
    "fabel.mode.klassisch": "Klassisch",
    "fabel.tempo.ruhig": "ruhig (6 s)",
    "fabel.tempo.normal": "normal (4 s)",
    "fabel.tempo.flott": "flott (3 s)",
    "fabel.strength.leicht": "leicht",
    "fabel.strength.normal": "normal",
    "fabel.strength.stark": "stark",
    "fabel.computer_names": "Fuchs:m,Eule:f,Dachs:m,Rabe:m,Igel:m,Biber:m",
    "fabel.thread.name": "Speedfabel – Tisch von {host}",
    "fabel.thread.solo": "Speedfabel – {host} solo",
    "fabel.thread.daily": "Speedfabel – Tagesmarkt von {host}",
    "fabel.daily.empty": "Heute hat noch niemand den Tagesmarkt beendet.",
    "fabel.answer.no_rat": "Den Rat gibt es nur an Solo-Tischen (nicht im Tagesmarkt).",
    "fabel.cmd.opened": "Dein Marktstand ist offen: {thread}",
    "fabel.cmd.solo_opened": "Deine Solo-Partie läuft: {thread}",
    "fabel.end.title": "**Abrechnung**",
    "fabel.end.line": "{place}. {name}: {rechenweg} · {money} Taler · Bestenliste {lb}",
    "fabel.end.report": "Marktbericht {name}: Bank {payouts} · eingenommen {income} · ausgegeben {spending} · {bought} Karten gekauft · teuerster Kauf {top} · Handel {won} gewonnen / {lost} verloren",
    "fabel.end.top": "{price} ({card})",
    "fabel.end.friendly": "Freundschaftspartie: zählt nicht für die Bestenliste.",
    "fabel.my.record.vierer": "Meiste Vierer",
    "fabel.my.record.drache": "Billigster Drache",
    "fabel.settings.saved": "Gespeichert: Thema {theme}, Einsteiger-Hilfe (Kassenbuch) {einsteiger_hilfe}.",
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
})

# --- Speedfabel slash commands -------------------------------------------------
TEXTS.update({
    "fabel.cmd.desc.tisch": "Eröffne einen Marktstand für 2 bis 6 Spieler",
    "fabel.cmd.desc.solo": "Spiele sofort gegen 1 bis 5 Computer-Händler",
    "fabel.cmd.desc.tagesmarkt": "Der Tagesmarkt: heute für alle dieselbe Kartenfolge",
    "fabel.cmd.desc.tagesliste": "Die besten Händler des heutigen Tagesmarkts",
    "fabel.cmd.desc.bestenliste": "Die Bestenliste dieses Servers",
    "fabel.cmd.desc.partien": "Deine Partien und Bestmarken",
    "fabel.cmd.desc.regeln": "Die Spielregeln von Speedfabel",
    "fabel.cmd.desc.ansicht": "Thema und Einsteiger-Hilfe (Kassenbuch)",
    "fabel.cmd.param.nur_dieser_server": "Nur Partien von diesem Server zeigen",
    "fabel.cmd.group": "Speedfabel: Fabelwesen ersteigern und verdeckt handeln",
    "fabel.cmd.param.plaetze": "Wie viele Plätze der Tisch hat (2 bis 6)",
    "fabel.cmd.param.computer": "Anzahl der Computer-Händler (1 bis 5)",
    "fabel.cmd.param.staerke": "Computerstärke",
    "fabel.cmd.param.einsteiger_hilfe": "Kassenbuch der Mitspieler anzeigen",
})

# --- Speedfabel: Karten-Info (creature, money card, deck) -----------------------
TEXTS.update({
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

# --- Speedfabel: the rules command ------------------------------------------------
TEXTS.update({
    "fabel.rules.title": "Speedfabel – Spielregeln",
})

# --- render: the Meistermarkt pictures (issue 7, the pictures part) ------------------
TEXTS.update({
    "render.fabel.meister.letter_card": "Ahnenbrief",
    "render.fabel.meister.laid": "{n} gelegt",
    "render.fabel.meister.last_kobold": "Letzter Kobold: {name}, mit {cards}",
    "render.fabel.meister.race_task": "Wer jetzt „Meins!“ ruft, gibt {counter} Geldkarten.",
    "render.fabel.meister.race_free": "Bis 1 keiner? Dann hat ihn {name} umsonst.",
    "render.fabel.meister.race_rule": "Wer zuerst „Meins!“ ruft, gibt so viele Geldkarten, wie der Zähler gerade zeigt.",
    "render.fabel.meister.counter": "Zähler",
    "render.fabel.meister.counter_range": "{start} bis 1",
    "render.fabel.meister.pressed": "{name} ruft „Meins!“ bei {k}: Preis {cards}",
    "render.fabel.meister.vorkauf_task": (
        "Jetzt Vorkauf: {name} behält den Brief oder gibt ihn ab – ohne Blick auf die Karten"
    ),
    "render.fabel.meister.pay_pressed": "{payer} gibt {receiver} {n} Geldkarten und bekommt den Brief",
    "render.fabel.meister.pay_kept": "{payer} behält den Brief und gibt {receiver} {n} Geldkarten",
    "render.fabel.meister.now.meins": "Jetzt: {who} können „Meins!“ rufen",
    "render.fabel.meister.pot": "Auf dem Kobold: {cards}, verdeckt.",
    "render.fabel.meister.pot_empty": "Auf dem Kobold liegt noch keine Karte.",
    "render.fabel.meister.kobold_rule": (
        "Wer ihn nimmt, bekommt alle Karten darauf."
    ),
    "render.fabel.meister.kobold_trade": "Umgekehrt: Wer mehr bietet, gibt alle seine Kobolde ab.",
    "render.fabel.meister.panel_letters": "Deine Ahnenbriefe und Kobolde",
    "render.fabel.meister.panel_no_letters": "Noch keine Ahnenbriefe, keine Kobolde.",
    "render.fabel.meister.panel_with_letter": "Mit dem {card}: {line} statt {now}, {diff:+d}",
    "render.fabel.meister.panel_own_laid": "Deine Karten auf dem Kobold: {cards} = {total}",
    "render.fabel.meister.panel_pot": "Auf deinem Kobold lagen: {cards} = {total}",
    "render.fabel.meister.panel_pot_empty": "Auf deinem Kobold lag nichts.",
    "render.fabel.meister.panel_own_laid_one": "Deine Karte auf dem Kobold: {value} Taler",
    "render.fabel.meister.panel_pot_one": "Auf deinem Kobold lag eine Karte: {value} Taler",
    "render.fabel.meister.end_steps": (
        "Die Schritte: 1. Kobolde streichen einen Vierer · 2. Summe der Vierer · "
        "3. + 250 je passender Brief · 4. mal Anzahl der Vierer · 5. + 250 je freier Brief"
    ),
    "render.fabel.meister.end_step.1": "1.",
    "render.fabel.meister.end_step.2": "2.",
    "render.fabel.meister.end_step.3": "3.",
    "render.fabel.meister.end_step.4": "4.",
    "render.fabel.meister.end_step.5": "5.",
    "render.fabel.meister.step.1": "1. Kobolde: gestrichen",
    "render.fabel.meister.step.2": "2. Vierer",
    "render.fabel.meister.step.3": "3. Passende Briefe",
    "render.fabel.meister.step.4": "4. Malnehmen",
    "render.fabel.meister.step.5": "5. Freie Briefe",
})

# --- Discord table: Meistermarkt (issue 7, the Discord part) -----------------------
TEXTS.update({
    "fabel.mode.meistermarkt": "Meistermarkt",
    "fabel.cmd.param.spielart": "Spielart: Klassisch oder Meistermarkt",
    "fabel.cmd.param.superhandel": "Hausregel Superhandel: nach einem Handel noch versteigern",
    "fabel.cmd.param.geld_zaehlt": "Hausregel Geld zählt mit: am Ende zählt dein Geld zu den Punkten",
    "fabel.lobby.ph.mode": "Spielart",
    "fabel.public.race": "**{card}** von {auctioneer} – wer ruft „Meins!“? Zähler: **{counter}** · endet {when}",
    "fabel.public.race_last": "**Nur noch {counter}!**",
    "fabel.public.race_gain": "{name}: {with_letter} statt {now}, {diff:+d}",
    "fabel.public.race_brief_vorkauf": "{presser} ruft „Meins!“ bei {counter}. {auctioneer} entscheidet ohne Blick auf die Karten: behalten oder abgeben.",
    "fabel.public.race_pay": "{payer} gibt {receiver} {counter} Geldkarten für den {card}.",
    "fabel.public.kobold": "**Kobold** von {auctioneer}: **{name}** nimmt ihn oder legt eine Karte dazu. Auf dem Kobold: {pot} Karten.",
    "fabel.public.kobold_laid": "Dazugelegt: {list}",
    "fabel.public.kobold_laid_one": "{name} {count}×",
    "fabel.btn.meins": "Meins! ({counter})",
    "fabel.btn.meins_panel": "Meins!",
    "fabel.btn.letter_keep": "Behalten",
    "fabel.btn.letter_let_go": "Abgeben",
    "fabel.btn.letter_pay": "Geben ({chosen} / {count} Karten)",
    "fabel.btn.kobold_take": "Nehmen",
    "fabel.btn.kobold_lay": "Karte dazulegen",
    "fabel.btn.kobold_lay_card": "{value} dazulegen",
    "fabel.select.trade_kobolde": "{name}: Kobolde (wer mehr bietet, gibt seine Kobolde ab)",
    "fabel.task.meins": "Wer zuerst „Meins!“ drückt, bekommt den {card} und gibt so viele Geldkarten, wie der Zähler zeigt. {when_line}",
    "fabel.task.meins_from": "Du hast {cards} Geldkarten: du kannst ab {from_} drücken.",
    "fabel.task.meins_now": "Du hast {cards} Geldkarten: du kannst jetzt drücken.",
    "fabel.task.meins_never": "Du hast keine Geldkarten: du kannst nicht drücken.",
    "fabel.task.meins_gain": "Mit dem Brief: {with_letter} statt {now}, {diff:+d}.",
    "fabel.task.meins_own": "Dein Ahnenbrief: rufen dürfen nur die anderen. Ruft bis 1 niemand, bekommst du ihn umsonst.",
    "fabel.task.brief_vorkauf": "{presser} ruft „Meins!“ bei {count}. Behältst du den {card}? Dann gibst du {presser} {count} Geldkarten deiner Wahl; sonst gibt {presser} sie dir.",
    "fabel.task.brief_pay": "Gib {receiver} genau {count} Geldkarten – welche, ist egal (Nullen und Zehner sind vorgewählt).",
    "fabel.task.kobold": "Kobold: nimm ihn mit {all_cards} darauf, oder lege eine Geldkarte verdeckt dazu (auch eine Null).",
    "fabel.task.kobold_empty": "Kobold: nimm ihn (noch liegt nichts darauf), oder lege eine Geldkarte verdeckt dazu (auch eine Null).",
    "fabel.task.kobold_must": "Kobold: du hast kein Geld mehr und musst ihn nehmen (darauf: {cards}).",
    "fabel.task.kobold_trade_offer": "Kobold-Handel mit {opponent}: wer mehr bietet, gibt alle seine Kobolde ab. Lege dein Angebot verdeckt hin (Nullen erlaubt).",
    "fabel.task.kobold_trade_answer": "{challenger} bietet {count} Karten im Kobold-Handel: wer mehr bietet, gibt alle seine Kobolde ab. Annehmen (dann gibt {challenger} alle eigenen Kobolde ab) oder dagegenlegen?",
    "fabel.panel.meister": "Ahnenbriefe: {letters} · Kobolde: {kobolde}",
    "fabel.panel.no_letters": "keine",
    "fabel.answer.meins_cards": "Du brauchst {counter} Geldkarten, du hast {have}.",
    "fabel.answer.meins_late": "Zu spät – {name} hat schon „Meins!“ gerufen.",
    "fabel.answer.meins_yours": "Du hast „Meins!“ schon gerufen – du warst am schnellsten.",
    "fabel.answer.not_kobold_turn": "Beim Kobold ist gerade {name} dran, nicht du.",
    "fabel.end.report_meister": " · Briefe {letters} · Kobold-Taler {kobold}",
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
    "fabel.select.info_meister": "Ahnenbriefe und Kobolde …",
    "fabel.select.info_letter_at": "schon vergeben",
    "fabel.select.info_letter_stage": "auf der Bühne",
    "fabel.select.info_letter_deck": "noch im Stapel",
    "fabel.select.info_kobold": "Kobolde",
    "fabel.select.info_kobold_desc": "verteilt {held}, auf der Bühne {stage}, im Stapel {deck}",
})
