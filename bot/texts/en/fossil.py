"""The shell's English words for Speedfossil: what its Discord table says
(buttons, panels, answers, info topics, lobby, end board, commands)."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # --- the mode's name (lobby, commands, lists) -----------------------------
    "fossil.mode.standard": "Speedfossil",
    # --- the Discord table (bot/fossil) ------------------------------------------------
    "fossil.ui.head": "Round {round} · Honor Banquet on space {banquet} · Finds Exchange: A {a} · B {b}",
    "fossil.ui.fields": "Fame ladder: {fields}",
    "fossil.ui.field_of": "{name} {field}",
    "fossil.ui.choosing": "Choosing face down – chosen: {done} · still to choose: {open}",
    "fossil.ui.nobody": "nobody",
    "fossil.ui.stealing": "Museum: {name}'s thief ({years} years of service) is taking from "
                          "{victim}'s display case.",
    "fossil.ui.over": "The game is over.",
    "fossil.ui.empty_slot": "empty",
    "fossil.ui.find": "{fossil} (era {era}, {age} M yrs)",
    "fossil.ui.panel.title": "Your choice, {name} – round {round}",
    "fossil.ui.panel.hand": "Bills: {wechsel} · Thieves at home: {home} · Collection "
                            "(era): {collection}",
    "fossil.ui.piece": "{fossil} ({era})",
    "fossil.ui.panel.pick_card": "Choose an action card.",
    "fossil.ui.panel.sealed": "Chosen face down: {choice}. Wait for the others.",
    "fossil.ui.panel.wait": "You have nothing to choose right now. Wait for the others.",
    "fossil.ui.panel.pick_slot": "Which find do you want?",
    "fossil.ui.panel.pick_place": "Where does your thief go?",
    "fossil.ui.panel.pick_vitrine": "Which fossils do you show?",
    "fossil.ui.panel.last_wechsel": "Careful: this is your last bill. After it you can't "
                                    "bid any more.",
    "fossil.ui.panel.steal": "Your thief ({years} years of service) takes a fossil from "
                             "{victim}'s display case: choose one, then press “Take”.",
    "fossil.ui.panel.steal_pick": "You take: {fossil}.",
    "fossil.ui.ph.card": "Choose an action card",
    "fossil.ui.ph.vitrine": "Choose a display case",
    "fossil.ui.ph.fossils": "Fossils for the display case",
    "fossil.ui.ph.take": "Fossil to take",
    "fossil.ui.opt.wechsel": "Bill {value} → Finds Exchange",
    "fossil.ui.opt.langfinger": "Thief ({years} years of service) → Finds Exchange or Museum",
    "fossil.ui.opt.kommissar": "Inspector → Museum",
    "fossil.ui.opt.vitrine": "Display Case → Museum",
    "fossil.ui.btn.slot": "{slot}: {fossil}",
    "fossil.ui.btn.seal": "Choose face down",
    "fossil.ui.btn.take": "Take",
    "fossil.ui.choice.bid": "Bill {value} for {slot}",
    "fossil.ui.choice.thief": "Thief ({years} years of service) {place}",
    "fossil.ui.choice.inspect": "Inspector to the museum",
    "fossil.ui.choice.show": "Display case to the museum: {fossils}",
    "fossil.ui.end.line": "{place}. {name}: space {field} · Leaderboard {lb}",
    "fossil.ui.end.rechenweg": "   {rechenweg}",
    "fossil.ui.end.rounds": "Played: {rounds} rounds.",
    # --- the album's alt text ---------------------------------------------------
    "fossil.alt.album_era": "Era {era}, {found} of {total}: {names}",
    # --- the moments the table message announces ------------------------------
    "fossil.moment.reveal": "**Round {round}: all cards are face up.**",
    "fossil.moment.outcome": "**Round {round}: the results.**",
}

# the help overview's one line (/speedtisch hilfe)
TEXTS["fossil.help.line"] = "Bid for fossils and show them in the museum; whoever first sits at the Honor Banquet ends the game."
