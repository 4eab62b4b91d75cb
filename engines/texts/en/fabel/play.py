"""English texts of Speedfabel's play, in the rule text's words: the
creatures, why an action is refused, the game log, the lobby's choices and
the Rat, for the Classic game and the Master Market."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # --- Speedfabel: creature names (index = Creature value) ---------------
    "fabel.creature.0": "Will-o'-wisp",
    "fabel.creature.1": "Wolpertinger",
    "fabel.creature.2": "Dwarf",
    "fabel.creature.3": "Nixie",
    "fabel.creature.4": "Troll",
    "fabel.creature.5": "Griffin",
    "fabel.creature.6": "Gold Donkey",
    "fabel.creature.7": "Unicorn",
    "fabel.creature.8": "Phoenix",
    "fabel.creature.9": "Dragon",
    "fabel.creature_plural.0": "Will-o'-wisps",
    "fabel.creature_plural.1": "Wolpertingers",
    "fabel.creature_plural.2": "Dwarves",
    "fabel.creature_plural.3": "Nixies",
    "fabel.creature_plural.4": "Trolls",
    "fabel.creature_plural.5": "Griffins",
    "fabel.creature_plural.6": "Gold Donkeys",
    "fabel.creature_plural.7": "Unicorns",
    "fabel.creature_plural.8": "Phoenixes",
    "fabel.creature_plural.9": "Dragons",
    "fabel.money_card": "Money card",
    # --- Speedfabel: why an action is refused --------------------------------
    "fabel.err.game_over": "The game is already over.",
    "fabel.err.not_your_turn": "It is not your turn.",
    "fabel.err.not_now": "You cannot do that right now.",
    "fabel.err.no_seat": "That seat does not exist.",
    "fabel.err.deck_empty": "The deck is empty – you can only trade now.",
    "fabel.err.two_players_no_auction": "With two players, cards are dealt instead of auctioned.",
    "fabel.err.auctioneer_cannot_bid": "As the auctioneer you may not bid.",
    "fabel.err.pleite_excluded": "After your bankruptcy you no longer bid on this card.",
    "fabel.err.no_auction": "No auction is running right now.",
    "fabel.err.auction_closed": "Already sold.",
    "fabel.err.bid_step": "Bids go up in steps of ten.",
    "fabel.err.bid_minimum": "The lowest bid is 10.",
    "fabel.err.bid_not_higher": "Your bid is not higher than {high}.",
    "fabel.err.buy_self_money": "You can only buy it yourself if your money covers {amount}.",
    "fabel.err.cards_not_held": "You do not have these money cards.",
    "fabel.err.pay_too_little": "Not enough: {paid} of {amount}.",
    "fabel.err.pay_not_minimal": (
        "Too much: it is still enough without one of the cards – there is no change."
    ),
    "fabel.err.trade_self": "You cannot trade with yourself.",
    "fabel.err.trade_kind_missing": "You both need at least one card of this kind.",
    "fabel.err.trade_kind_complete": "Someone already has all of this kind.",
    "fabel.err.offer_needs_card": "You must lay at least one money card (zeros are allowed).",
    "fabel.err.not_challenged": "Only the challenged player answers the trade.",
    "fabel.err.timer_stale": "This countdown is already over.",
    "fabel.err.unknown_action": "Speedfabel has no such action.",
    # --- Speedfabel: reasons and labels ------------------------------------------
    "fabel.skip.no_trade": "The deck is empty and no trade is possible.",
    "fabel.kassenbuch.start": "starting money",
    "fabel.kassenbuch.pleite": "shown at bankruptcy",
    "fabel.kassenbuch.payout": "bank",
    "fabel.kassenbuch.received": "highest bid received",
    "fabel.kassenbuch.paid": "highest bid paid",
    "fabel.kassenbuch.inexact": "less exact",
    "fabel.kassenbuch.about": "approx. {estimate}",
    "fabel.score.money": "{money} thalers",
    "fabel.money.none": "nothing",
}

# --- Speedfabel: My report, read at the end
TEXTS.update({
    "fabel.report.spent_most": "You spent the most on {kind}, in auctions and trade offers together: {amount} thalers.",
    "fabel.report.spent_nothing": "You did not spend a single thaler on creatures.",
})

# --- Speedfabel: the game log, one line per public event
TEXTS.update({
    "fabel.log.turn": "It is **{name}**'s turn.",
    "fabel.log.skip": "{name} is skipped: {reason}",
    "fabel.log.reveal": "{name} auctions: **{card}**.",
    "fabel.log.goldesel": "Gold Donkey! The bank pays everyone {amount} thalers.",
    "fabel.log.reauction": "The card is auctioned again – without {names}.",
    "fabel.log.bid": "{name} bids {amount}.",
    "fabel.log.no_bid": "No bid: {name} gets {the_card} for free.",
    "fabel.log.hammer": "Sold to {name} for {amount}.",
    "fabel.log.bought": "{auctioneer} buys it themselves (buy-back right).",
    "fabel.log.paid": "{payer} pays {amount} to {receiver}.",
    "fabel.log.pleite": "Bankrupt! {name} cannot pay and shows all their money: {cards}.",
    "fabel.log.challenge": "{challenger} challenges {opponent}: a trade for {cards}.",
    "fabel.log.challenge_again": "Tie – {challenger} and {opponent} bid once more.",
    "fabel.log.offer": "{name} lays {count} cards face down.",
    "fabel.log.counter": "{name} lays {count} cards against it.",
    "fabel.log.counter_nothing": "{name} lays nothing against it.",
    "fabel.log.accepted": "{opponent} accepts: {challenger} gets {cards}.",
    "fabel.log.trade_won": (
        "Revealed ({c_count} against {o_count} cards): {winner} gets {cards}."
    ),
    "fabel.log.trade_tie": "Revealed ({c_count} against {o_count} cards): a tie!",
    "fabel.log.looked": "{name} looks at the top card.",
    "fabel.log.dealt_money": "{name} gets a money card.",
    "fabel.log.dealt_card": "{name} gets {a_card}.",
    "fabel.log.end_turn": "{name} ends the turn.",
    "fabel.log.nachfrist": "{name}: thinking time is up – {seconds} seconds of grace period.",
    "fabel.log.timeup": "{name}: time is up – the computer decides.",
    "fabel.log.over_vierer": "All kinds are complete – the game is over!",
    "fabel.log.over_cap": "400 turns played – the game is over!",
    "fabel.log.vierer": "{name} has completed the quartet of {of_kinds}!",
    "fabel.private.paid": "Paid: {cards}.",
    "fabel.private.looked": "Top card: **{card}**.",
    "fabel.private.money_card": "Money card {value}",
    "fabel.private.trade": "Your trade: you {mine} · {them} {theirs}",
})

# --- Speedfabel: a trade's outcome, as the engine tells it to the two traders
TEXTS.update({
    "fabel.answer.trade_result": "Your trade with {name}: you {mine} against {theirs} → {outcome}",
    "fabel.private.trade_won": "You get {cards}. {money}",
    "fabel.private.trade_lost": "{name} gets {cards}. {money}",
    "fabel.private.trade_kobold_gave": "You bid more and give away your Kobolds. {money}",
    "fabel.private.trade_kobold_got": "{name} bids more and gives you the Kobolds. {money}",
    "fabel.private.trade_money": "Your money: −{paid} + {got} = {net} thalers.",
    "fabel.private.trade_no_money": "Not a single thaler changes hands.",
    "fabel.private.trade_tie": "Tie: each of you gets your own offer back, and you bid once more.",
    "fabel.answer.done": "Done.",
})

# --- Speedfabel: the lobby's choices (the declaration names them) and the records
TEXTS.update({
    "fabel.lobby.seat": "{n}. {name}",
    "fabel.lobby.free": "{n}. (free)",
    "fabel.lobby.host_mark": " (host)",
    "fabel.lobby.btn.leave": "Leave",
    "fabel.lobby.btn.computer": "Add computer",
    "fabel.lobby.btn.settings": "Settings",
    "fabel.lobby.btn.start": "Start",
    "fabel.lobby.joined": "You are seated at the table.",
    "fabel.lobby.left": "You have left the table.",
    "fabel.lobby.house.superhandel": "Super trade",
    "fabel.lobby.house.geld": "Money counts",
    "fabel.lobby.ph.tempo": "Auction pace",
    "fabel.lobby.ph.house": "House rules",
    "fabel.mode.klassisch": "Classic",
    "fabel.tempo.ruhig": "calm (6 s)",
    "fabel.tempo.normal": "normal (4 s)",
    "fabel.tempo.flott": "brisk (3 s)",
    "fabel.computer_names": "Fuchs:m,Eule:f,Dachs:m,Rabe:m,Igel:m,Biber:m",
    "fabel.my.record.vierer": "Most quartets",
    "fabel.my.record.drache": "Cheapest Dragon",
})

# --- Speedfabel engine: refusals added with the rule tests ------------------
TEXTS.update({
    "fabel.err.no_kind": "That kind does not exist.",
})

TEXTS.update({
    # --- Speedfabel: the Rat (the strong computer's advice) -------------------
    "fabel.rat.seat": "Seat {n}",
    "fabel.rat.no_cards": "no card",
    "fabel.rat.vierer": (
        "You have {held} of {four}; the quartet would bring you {gain} points "
        "({V} + {k1} × {v})."
    ),
    "fabel.rat.threat": "{seat} has {cards} and wants the quartet.",
    "fabel.rat.kassenbuch": "By the ledger, {seat} has about {estimate} thalers.",
    "fabel.rat.kassenbuch_inexact": (
        "By the ledger, {seat} has about {estimate} thalers (less exact after a trade)."
    ),
    "fabel.rat.limit": "Bid at most {limit} thalers for {the_card}.",
    "fabel.rat.overpay": (
        "A bid of {bid} costs you {cost} with your cards – there is no change."
    ),
    "fabel.rat.stop": "Drop out: {high} thalers is already more than the card is worth to you.",
    "fabel.rat.bid_now": "Bid {amount} now.",
    "fabel.rat.leading": "You have the highest bid with {high} – wait and see.",
    "fabel.rat.buy_self": "Buy it yourself: {the_card} is worth {high} thalers to you.",
    "fabel.rat.deny": "Otherwise {seat} would complete the quartet of {of_kinds}.",
    "fabel.rat.sell": "Sell: {seat} pays you {high} thalers, more than the card brings you.",
    "fabel.rat.pay": "Pay with {cards} = {paid} – that way you hand over the least.",
    "fabel.rat.challenge": (
        "Challenge {seat} to a trade for {cards} and lay about {amount} thalers."
    ),
    "fabel.rat.reveal": "Auction the top card ({deck} still in the deck).",
    "fabel.rat.no_trade": "A trade with {seat} for {cards} does not pay off right now.",
    "fabel.rat.offer": "Lay {cards} = {paid} thalers ({count} cards) face down.",
    "fabel.rat.bluff": "Only zeros: a bluff – your opponent sees just the number of cards.",
    "fabel.rat.offer_guess": (
        "{seat} has laid {count} cards; by the ledger that is about {guess} thalers."
    ),
    "fabel.rat.counter": "Lay {cards} = {paid} thalers against it.",
    "fabel.rat.accept": "Accept: countering does not pay off against this offer.",
    "fabel.rat.keep": "Keep the card ({card}): it brings you more than a random one.",
    "fabel.rat.give": (
        "Give the card ({card}) away: a random one from the rest brings you more."
    ),
    "fabel.rat.superhandel": "Auction the top card as well, while the deck lasts.",
    # The reason the search found (search.TradePlan): its deals are the money
    # hands that fit the ledger and the card counts.
    "fabel.rat.offer_chance": (
        "With this you win the trade in about {chance}% of the worked-out cases "
        "that fit the ledger and the card counts."
    ),
    "fabel.rat.challenge_best": (
        "The deck is empty: of all trades this one promises most. With this offer you win "
        "it in about {chance}% of the worked-out cases that fit the ledger and the card "
        "counts."
    ),
    "fabel.rat.counter_chance": (
        "If you lay {paid} thalers against it, you win the trade in about {chance}% of the "
        "worked-out cases that fit the ledger and the card counts."
    ),
    "fabel.rat.ahead": "On average that brings you about {margin} points more than {other}.",
    "fabel.rat.ahead_even": "That is slightly better than {other}.",
    "fabel.rat.alt_accept": "accepting",
    "fabel.rat.alt_offer": "an offer of {paid} thalers (chance to win {chance}%)",
    "fabel.rat.alt_counter": "a counter-offer of {paid} thalers (chance to win {chance}%)",
})

# Speedfabel Master Market: pedigrees, Kobolds, the five scoring steps
TEXTS.update({
    "fabel.err.no_letter": "There is no pedigree on the stage right now.",
    "fabel.err.meins_auctioneer": "You cannot call your own pedigree.",
    "fabel.err.meins_late": "Too late – someone else has already called “Meins!”.",
    "fabel.err.meins_cards": (
        "To call “Meins!” at {counter} you need at least {counter} money cards."
    ),
    "fabel.err.keep_letter_cards": (
        "You can only keep it if you have at least {count} money cards."
    ),
    "fabel.err.letter_pay_count": "You hand over exactly {count} money cards – any of them.",
    "fabel.err.kobold_trade_missing": "You can only trade for Kobolds if you both have one.",
    "fabel.card.letter": "{kind} pedigree",
    "fabel.card.letter_plural": "Pedigrees",
    # the kind before the noun ("a Dragon pedigree"); every kind takes "a"
    "fabel.card.with_kind": "{article} {kind} {noun}",
    "fabel.card.kobold": "Kobold",
    "fabel.card.kobold_plural": "Kobolds",
    "fabel.score.struck": "Kobolds: {card} struck · {line}",
    "fabel.log.reveal_letter": "{name} reveals a **{card}** – who calls “Meins!”?",
    "fabel.log.reveal_kobold": "{name} reveals a **Kobold**!",
    "fabel.log.meins_count": "Counter: {counter} …",
    "fabel.log.meins_pressed": "{name} calls “Meins!” at {counter}.",
    "fabel.log.letter_keep": "{auctioneer} keeps the pedigree (buy-back).",
    "fabel.log.letter_paid": "{payer} gives {receiver} {count} money cards.",
    "fabel.log.letter_free": "Nobody calls: {name} gets the {card} for free.",
    "fabel.log.letter_pressed": "{name} gets the {card}.",
    "fabel.log.letter_kept": "{name} keeps the {card}.",
    "fabel.log.kobold_round": "{name} begins: take the Kobold or add a card.",
    "fabel.log.kobold_laid": "{name} adds a card to the Kobold ({laid}× so far) – "
                             "cards on it now: {pot}.",
    "fabel.log.kobold_taken": "{name} takes the Kobold and {pot} cards.",
    "fabel.log.kobold_taken_empty": "{name} takes the Kobold – there was nothing on it.",
    "fabel.log.kobolds_given": "{giver} gives {count} Kobolds to {taker}.",
    "fabel.log.challenge_kobold": (
        "{challenger} challenges {opponent} to a Kobold trade: whoever bids more gives "
        "away all their own Kobolds."
    ),
    "fabel.log.kobold_accepted": "{opponent} accepts: {challenger} gives away all their own Kobolds.",
    "fabel.log.kobold_trade_won": (
        "Revealed ({c_count} against {o_count} cards): {winner} bids more and gives away "
        "all their own Kobolds."
    ),
    "fabel.private.kobold_own": "You put {card} on the Kobold.",
    "fabel.private.kobold_pot": "On the Kobold were: {cards}.",
})

# --- Speedfabel Master Market: its game mode in the lobby (the declaration names it)
TEXTS.update({
    "fabel.mode.meistermarkt": "Master Market",
    "fabel.lobby.ph.mode": "Game mode",
})

# --- Speedfabel Master Market: the Rat for pedigrees, Kobolds and Kobold trades (issue 7, computers)
TEXTS.update({
    "fabel.rat.m.letter_vierer": (
        "The {letter} brings you about {worth} points: you have the quartet of {of_kinds}, "
        "so + 250 × {factor} quartets."
    ),
    "fabel.rat.m.letter_free": (
        "The {letter} brings you about {worth} points (without the quartet it counts as a "
        "free pedigree, + 250)."
    ),
    "fabel.rat.m.press_from": (
        "At {k} you can call “Meins!”: your {k} cheapest cards "
        "({cards} = {paid} thalers) then cost you less than the pedigree brings."
    ),
    "fabel.rat.m.press_now": "Press “Meins!” now – the counter is at {counter}.",
    "fabel.rat.m.press_wait": "Wait until {k}.",
    "fabel.rat.m.no_press": (
        "Do not call “Meins!”: even your cheapest cards are worth more to you than the pedigree."
    ),
    "fabel.rat.m.letter_keep": (
        "Keep the pedigree: it is worth more to you than {count} of your cards ({cards}), "
        "which {seat} then gets."
    ),
    "fabel.rat.m.letter_let_go": (
        "Let {seat} have the pedigree: {seat} gives you {count} cards, an estimated {guess} thalers."
    ),
    "fabel.rat.m.letter_pay": (
        "Give {cards} ({count} cards, {paid} thalers): any of them will do – so zeros and "
        "tens first."
    ),
    "fabel.rat.m.kobold_take": (
        "Take the Kobold: {count} cards on it, an estimated {pot} thalers – "
        "one more Kobold costs you about {damage} thalers."
    ),
    "fabel.rat.m.kobold_lay": (
        "Add a {card}: an estimated {pot} thalers on the Kobold ({count} cards) is "
        "less than the roughly {damage} thalers one more Kobold costs you."
    ),
    "fabel.rat.m.kobold_must": "You have no money left: you must take the Kobold.",
    "fabel.rat.m.kobold_threat": (
        "Whoever has all four Kobolds at the end strikes one of their own quartets; you have {mine}."
    ),
    "fabel.rat.m.kobold_rule": "Kobold trade: whoever bids more gives away all their Kobolds.",
    "fabel.rat.m.kobold_challenge": (
        "Challenge {seat} to a Kobold trade and lay about {amount} thalers."
    ),
    "fabel.rat.m.kobold_counter": (
        "Lay {cards} = {paid} thalers against it: if that is more, you give away your Kobolds."
    ),
    "fabel.rat.m.kobold_accept": (
        "Accept: then {seat} gives you the Kobolds, and you get the offer as well."
    ),
})
