"""English texts of Speedfabel's card info: what a creature, a money card,
the deck, a pedigree or the Kobolds mean right now (``fabel.info.*``)."""

from __future__ import annotations

# --- Speedfabel: card info (creature, money card, deck) ---------------------------
TEXTS: dict[str, str] = {
    "fabel.info.and": "{first} and {last}",
    "fabel.info.vierer_points": "Points for the quartet",
    "fabel.info.rule.vierer": (
        "A quartet of {of_kinds} is worth {value} points; single cards count for nothing."
    ),
    "fabel.info.rule.score": "Points = sum of your quartets' values × number of your quartets.",
    "fabel.info.rule.trade": (
        "You can trade with anyone who also has {kinds} – as long as neither of you "
        "holds all four."
    ),
    "fabel.info.rule.stake": "If you both have two cards each, the trade is for both; otherwise for one.",
    "fabel.info.rule.goldesel": (
        "When a Gold Donkey is revealed, the bank first pays money to every player: "
        "{payouts}."
    ),
    "fabel.info.goldesel_next": "At the next Gold Donkey the bank pays everyone {amount} thalers.",
    "fabel.info.goldesel_done": "All four Gold Donkey payouts are over.",
    "fabel.info.you_hold": "You have {n} of 4.",
    "fabel.info.have_vierer": "Your quartet is complete and already counts: {line}.",
    "fabel.info.vierer_taken": "{name} has all four – you can no longer get this quartet.",
    "fabel.info.raise": "A quartet of {of_kinds} raises your score from {now} to {line}.",
    "fabel.info.missing": "You still need {n} cards.",
    "fabel.info.missing_one": "You need just one more card.",
    "fabel.info.trade_with": "You can trade with {names}.",
    "fabel.info.trade_need_own": (
        "You can only trade once you have {kinds} yourself."
    ),
    "fabel.info.trade_none": "No trade is possible with anyone right now.",
    "fabel.info.stage_no_bid": "On the stage, no bid yet. Your money: {money} thalers.",
    "fabel.info.stage_covers": (
        "On the stage: {name} bids {high}. Your {money} thalers cover that – "
        "you can keep up."
    ),
    "fabel.info.stage_short": (
        "On the stage: {name} bids {high}. Your {money} thalers do not cover {high} – "
        "whoever bids more than their own money covers risks going bankrupt."
    ),
    "fabel.info.stage_leading": "You have the highest bid with {high}; your money ({money}) is enough.",
    "fabel.info.stage_leading_short": (
        "You have the highest bid with {high}, but only {money} thalers – you may go bankrupt."
    ),
    "fabel.info.stage_own_no_bid": (
        "You are auctioning it. If nobody bids, you get it for free."
    ),
    "fabel.info.stage_buy_self": (
        "You are auctioning it: {name} bids {high}. Your {money} thalers are enough to "
        "buy it yourself."
    ),
    "fabel.info.stage_buy_self_short": (
        "You are auctioning it: {name} bids {high}. Your {money} thalers are not enough "
        "to buy it yourself."
    ),
    "fabel.info.stage_closed": "On the stage: sold at {high} to {name}.",
    "fabel.info.stage_excluded": "After your bankruptcy you no longer bid on this card.",
    "fabel.info.section.holders": "Who has how many?",
    "fabel.info.section.you": "For you now",
    "fabel.info.section.now": "Right now",
    "fabel.info.section.rules": "Rules",
    "fabel.info.stage": "Stage",
    "fabel.info.undealt": "in the deck",
    "fabel.info.undealt_two": "not dealt",
    "fabel.info.money.title": "Money card",
    "fabel.info.money.held": (
        "You have {n} × {value}. Your money: {total} thalers in {cards} cards."
    ),
    "fabel.info.money.rule_change": (
        "No change: if you must pay 60 and only have 50 and 50, you hand over 100."
    ),
    "fabel.info.money.rule_minimal": (
        "You hand over only so many cards that without any one of them the amount would "
        "no longer be reached."
    ),
    "fabel.info.money.rule_hidden": (
        "The other players only see how many money cards you have – not their values."
    ),
    "fabel.info.money.rule_zero": (
        "Zeros are worth nothing, but count as cards in a trade – good for bluffing."
    ),
    "fabel.info.money.pay_uses": (
        "You are paying {amount} now: cheapest with {cards} = {paid} – the {value} is part of it."
    ),
    "fabel.info.money.pay_skips": (
        "You are paying {amount} now: cheapest with {cards} = {paid} – without the {value}."
    ),
    "fabel.info.money.pay_short": "You are paying {amount} now, but your money is not enough.",
    "fabel.info.deck.title": "Deck",
    "fabel.info.deck.cards": "cards in the deck",
    "fabel.info.deck.cards_one": "card in the deck",
    "fabel.info.deck.money_big": "incl. {n} money cards",
    "fabel.info.deck.count": "{n} cards left in the deck.",
    "fabel.info.deck.count_one": "1 card left in the deck.",
    "fabel.info.deck.empty": "The deck is empty – from now on there is only trading.",
    "fabel.info.deck.looking": "Plus the card {name} is looking at right now.",
    "fabel.info.deck.money": "Money cards not dealt yet: {n}.",
    "fabel.info.deck.kinds": "Not dealt yet:",
    "fabel.info.deck.no_kinds": "All creatures have been dealt.",
    "fabel.info.deck.rule_auction": (
        "On your turn you reveal the top card and auction it."
    ),
    "fabel.info.deck.rule_two": (
        "With two players you look at the top card in secret: if you keep it, your "
        "opponent gets the next one – if you give it away, you get the next one."
    ),
    "fabel.info.deck.rule_two_money": (
        "You take a money card into your hand; only you and whoever looked at it know "
        "its value."
    ),
    "fabel.info.deck.rule_empty": (
        "If the deck is empty and you cannot trade with anyone, your turn is skipped."
    ),
}

# --- Speedfabel Master Market: card info for pedigrees, Kobolds and the deck (issue 7, part F)
TEXTS.update({
    "fabel.info.m.rule.score": (
        "Scoring has five steps: the Kobolds strike, add up the quartets, "
        "+ 250 per matching pedigree, × number of quartets, + 250 per free pedigree."
    ),
    "fabel.info.m.rule.vierer_letter": (
        "With its pedigree the quartet of {of_kinds} counts {points} more – before multiplying."
    ),
    "fabel.info.m.rule.letter": (
        "A pedigree brings + {points}: if you have the quartet of {of_kinds}, it counts "
        "before multiplying (step 3), otherwise after it as a free pedigree (step 5)."
    ),
    "fabel.info.m.rule.letter_struck": (
        "If the Kobolds strike your quartet of {of_kinds}, its pedigree only counts in step 5."
    ),
    "fabel.info.m.rule.meins": (
        "Whoever presses “Meins!” first gets it and hands over as many money cards as the "
        "counter shows – any of them. If nobody calls by 1, the player who revealed "
        "it gets it for free."
    ),
    "fabel.info.m.rule.letter_two": (
        "With two players there is no “Meins!”: the pedigree simply goes to whoever gets it."
    ),
    "fabel.info.m.rule.letter_no_trade": (
        "Pedigrees cannot be traded; they stay with their owner."
    ),
    "fabel.info.m.rule.kobold_strike": (
        "Whoever has all four Kobolds at the end strikes one of their own quartets – the "
        "one whose loss costs the least."
    ),
    "fabel.info.m.rule.kobold_round": (
        "When a Kobold is revealed, the left neighbor begins: they take it or add a money "
        "card face down (a zero too) – in turn, until someone takes it."
    ),
    "fabel.info.m.rule.kobold_take": (
        "Whoever takes it gets all the cards on it. Whoever has no money left must take it."
    ),
    "fabel.info.m.rule.kobold_two": (
        "With two players there is no Kobold round: the Kobold simply goes to whoever gets it."
    ),
    "fabel.info.m.rule.kobold_trade": (
        "A trade for Kobolds works the other way round: whoever bids more gives away all "
        "their Kobolds. On a tie you bid once more, then the challenger gives them away."
    ),
    "fabel.info.m.letter_yours": "Your pedigree counts: {line} instead of {instead}, {diff}.",
    "fabel.info.m.letter_with": "With this pedigree: {line} instead of {instead}, {diff}.",
    "fabel.info.m.letter_held": "{name} has this pedigree – pedigrees cannot be traded.",
    "fabel.info.m.letter_holder": "For {name}: {line} instead of {instead}, {diff}.",
    "fabel.info.m.letter_matches": (
        "You have the quartet of {of_kinds}: the pedigree counts before multiplying, so × {factor}."
    ),
    "fabel.info.m.letter_struck": (
        "The Kobolds strike your quartet of {of_kinds}: the pedigree counts as free, + 250."
    ),
    "fabel.info.m.letter_free_taken": (
        "{name} has the quartet of {of_kinds}: for you it stays a free pedigree, + 250."
    ),
    "fabel.info.m.letter_free_missing": (
        "With the quartet of {of_kinds} it would count before multiplying – you still need "
        "{n} cards."
    ),
    "fabel.info.m.letter_free_missing_one": (
        "With the quartet of {of_kinds} it would count before multiplying – you need just "
        "one more card."
    ),
    "fabel.info.m.letter_free": "Without the quartet of {of_kinds} it counts as a free pedigree: + 250.",
    "fabel.info.m.letter_to_come": "This pedigree has not been revealed yet.",
    "fabel.info.m.race_own": (
        "Your pedigree on the stage (counter {counter}): only the others may call. If nobody "
        "calls by 1, you get it for free."
    ),
    "fabel.info.m.race_now": (
        "Counter {counter}: you have {cards} money cards – you can call “Meins!” now and "
        "hand over {counter}."
    ),
    "fabel.info.m.race_from": (
        "Counter {counter}: you have {cards} money cards – you can call “Meins!” from {cards} on."
    ),
    "fabel.info.m.race_never": "You have no money cards: you cannot call “Meins!”.",
    "fabel.info.m.race_keep": (
        "{name} calls “Meins!” at {k}: if you keep the pedigree, you give {name} {k} of your "
        "{cards} money cards."
    ),
    "fabel.info.m.race_keep_short": (
        "{name} calls “Meins!” at {k}: with {cards} money cards you cannot keep it."
    ),
    "fabel.info.m.race_vorkauf": (
        "{name} calls “Meins!” at {k}; {auctioneer} decides: keep it or let it go."
    ),
    "fabel.info.m.race_pay": "{payer} gives {receiver} {k} money cards; {winner} gets the pedigree.",
    "fabel.info.m.kobold_would": (
        "If you had all four, they would strike your quartet of {of_kinds}: {line} instead "
        "of {instead}, {diff}."
    ),
    "fabel.info.m.kobold_all": (
        "You have all four: they strike your quartet of {of_kinds} – {line} instead of "
        "{instead}, {diff}."
    ),
    "fabel.info.m.kobold_none": (
        "If you had all four, they would cost you nothing now – you have no quartet yet."
    ),
    "fabel.info.m.kobold_all_none": (
        "You have all four, but no quartet yet – right now they cost you nothing."
    ),
    "fabel.info.m.kobold_together": "{name} has all four Kobolds.",
    "fabel.info.m.kobold_trade_with": (
        "Kobold trade possible with {names} – whoever bids more gives away all their Kobolds."
    ),
    "fabel.info.m.kobold_your_turn": (
        "Your turn: take it with {all_cards} on it, or add a money card "
        "face down."
    ),
    "fabel.info.m.kobold_your_turn_empty": (
        "Your turn: take it (nothing on it yet) or add a money card face "
        "down."
    ),
    "fabel.info.m.kobold_must": (
        "Your turn and you have no money left: you must take it (on it: {cards})."
    ),
    "fabel.info.m.kobold_turn": "On the stage: it is {name}'s turn; cards on the Kobold: {pot}.",
    "fabel.info.m.kobold_laid": "Added: {list}.",
    "fabel.info.m.kobold_laid_one": "{name} {n}×",
    "fabel.info.m.kobold_own_laid": "Your cards on it: {cards} = {total}.",
    "fabel.info.m.kobold_own_laid_one": "Your card on it: {card}.",
    "fabel.info.m.deck.rule_material": (
        "In the Master Market the deck holds, besides the 40 creatures, 10 pedigrees (one per "
        "kind) and 4 Kobolds – 54 cards."
    ),
    "fabel.info.m.deck.rule_specials": (
        "A pedigree starts “Meins!”, a Kobold is passed round in turn."
    ),
    "fabel.info.m.deck.specials": "Not revealed yet: {letters} and {kobolde}.",
    "fabel.info.m.deck.specials_two": "Not dealt yet: {letters} and {kobolde}.",
    "fabel.info.m.deck.to_come_two": "Pedigrees and Kobolds, not dealt:",
    "fabel.info.m.none.letter": "no pedigree",
    "fabel.info.m.one.letter": "1 pedigree",
    "fabel.info.m.many.letter": "{n} pedigrees",
    "fabel.info.m.none.kobold": "no Kobold",
    "fabel.info.m.one.kobold": "1 Kobold",
    "fabel.info.m.many.kobold": "{n} Kobolds",
    "fabel.info.m.letter_title": "{kind} pedigree",
    "fabel.info.m.letter_unit": "Points for the pedigree",
    "fabel.info.m.where.yours": "Your pedigree.",
    "fabel.info.m.where.holder": "With {name}.",
    "fabel.info.m.where.stage": "On the stage.",
    "fabel.info.m.where.deck": "Still in the deck.",
    "fabel.info.m.section.letters": "Who has which pedigrees?",
    "fabel.info.m.kobold_unit": "Points with all four",
    "fabel.info.m.kobold_unit_public": "Kobolds in play",
    "fabel.info.m.deck.to_come": "Not revealed yet:",
})
