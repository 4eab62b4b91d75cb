"""German texts. Keys are grouped by game and purpose; values use the rule
texts' own words."""

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
    "fabel.report.spent_most": "Für {kind} hast du am meisten ausgegeben: {amount} Taler.",
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
    "fabel.log.no_bid": "Kein Gebot: {name} bekommt {card} umsonst.",
    "fabel.log.hammer": "Zuschlag: {amount} von {name}.",
    "fabel.log.bought": "{auctioneer} kauft selbst (Vorkaufsrecht).",
    "fabel.log.paid": "{payer} zahlt {amount} an {receiver}.",
    "fabel.log.pleite": "Pleite! {name} kann nicht zahlen und zeigt sein Geld: {cards}.",
    "fabel.log.challenge": "{challenger} fordert {opponent} heraus: Handel um {stake} {card}.",
    "fabel.log.challenge_again": "Gleichstand – {challenger} und {opponent} bieten noch einmal.",
    "fabel.log.offer": "{name} legt {count} Karten verdeckt hin.",
    "fabel.log.counter": "{name} legt {count} Karten dagegen.",
    "fabel.log.counter_nothing": "{name} legt nichts dagegen.",
    "fabel.log.accepted": "{opponent} nimmt an: {challenger} bekommt {stake} {card}.",
    "fabel.log.trade_won": (
        "Aufgedeckt ({c_count} gegen {o_count} Karten): {winner} bekommt {stake} {card}."
    ),
    "fabel.log.trade_tie": "Aufgedeckt ({c_count} gegen {o_count} Karten): Gleichstand!",
    "fabel.log.looked": "{name} sieht sich die oberste Karte an.",
    "fabel.log.dealt_money": "{name} bekommt eine Geldkarte.",
    "fabel.log.dealt_card": "{name} bekommt {card}.",
    "fabel.log.end_turn": "{name} beendet den Zug.",
    "fabel.log.nachfrist": "{name}: Bedenkzeit vorbei – {seconds} Sekunden Nachfrist.",
    "fabel.log.timeup": "{name}: Zeit um – der Computer entscheidet.",
    "fabel.log.over_vierer": "Alle Sorten sind vollständig – die Partie ist aus!",
    "fabel.log.over_cap": "400 Züge gespielt – die Partie ist aus!",
    "fabel.log.vierer": "{name} hat den Vierer {card} voll!",
    "fabel.private.paid": "Bezahlt: {cards}.",
    "fabel.private.looked": "Oberste Karte: **{card}**.",
    "fabel.private.money_card": "Geldkarte {value}",
    "fabel.private.trade": "{me}: {mine} · {them}: {theirs}",
})
# --- render/: the Speedfabel pictures -------------------------------------------------
TEXTS.update({
    "render.fabel.taler": "Taler",
    "render.fabel.seat": "Platz {n}",
})
