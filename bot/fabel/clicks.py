"""Speedfabel's own clicks at a kit table (:meth:`GameUI.on_click`): its
private panel, bids and the Zahlenfeld, the Vorkauf, payments, trades,
two-player distribution, "Meins!", the Kobold, the Kassenbuch, Karten-Info,
the Rat and "Deine Punkte". The shell routes them here and applies the
actions (:meth:`bot.kit.controller.KitController.act`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, cast

import discord

from bot.answers import MAX_CONTENT, tell
from bot.fabel import panels, prefs, public
from bot.fabel.pictures import info_picture, panel_picture
from bot.ids import ButtonId, modal_id
from bot.parsing import BadInput, number, numbers, one_of, single
from engines import fabel
from engines.core import Decision, IllegalAction, derive_seed
from engines.fabel import money
from engines.fabel.actions import LayCard, Meins, TakeKobold
from engines.fabel.ai import advise
from engines.fabel.cards import KOBOLD_TRADE
from engines.fabel.info import (
    CreatureInfo,
    DeckInfo,
    MoneyInfo,
    creature_info,
    creature_lines,
    deck_info,
    deck_lines,
    money_info,
    money_lines,
)
from engines.fabel.info_meister import (
    KoboldInfo,
    LetterInfo,
    kobold_info,
    kobold_notes,
    letter_info,
    letter_notes,
)
from engines.fabel.state import State
from engines.fabel.view import FabelView
from engines.texts import t

#: The largest step of a quick bid ("+100").
QUICK_BID_MAX = 100
#: The Zahlenfeld's input.
AMOUNT_FIELD = "betrag"
#: Clicks the shell answers for Speedfabel as for every game.
SHELL_VERBS = frozenset({"hand", "log", "quit", "again", "rules", "report"})
#: Clicks that are one action of the clicking seat, applied by the shell.
SIMPLE: dict[str, Callable[[int], Any]] = {
    "reveal": fabel.Reveal, "sell": fabel.Sell, "buy": fabel.BuySelf, "keep": fabel.Keep,
    "give": fabel.Give, "end": fabel.EndTurn, "accept": fabel.Accept,
    "nothing": lambda seat: fabel.Counter(seat, ()),
    # Vorkauf of a letter: the auctioneer keeps it, or the presser gets it.
    "letter_keep": fabel.BuySelf, "letter_let_go": fabel.Sell,
}
#: Host and Running are the kit's controller and its running table.
Host = Any
Running = Any


class TableClicks:
    """The table's click handlers (``_on_<verb>``); :meth:`click` routes."""

    async def click(self, host: Host, interaction: discord.Interaction[Any], running: Running,
                    seat: int, cid: ButtonId, values: list[str] | None) -> bool:
        """A click (``values`` None) or a choice; False for the shell's own."""
        if values is not None:
            await self._choice(host, interaction, running, seat, cid, values)
            return True
        if cid.verb in SHELL_VERBS or cid.verb in SIMPLE:
            return False    # the shell's, or an action the shell applies (simple_action)
        handler = getattr(self, f"_on_{cid.verb}", None)
        if handler is None:
            raise BadInput("core.answer.bad_id")
        await handler(host, interaction, running, seat, cid)
        return True

    async def _choice(self, host: Host, interaction: discord.Interaction[Any], running: Running,
                      seat: int, cid: ButtonId, values: list[str]) -> None:
        if cid.verb == "kassenbuch":
            view = running.table.state.view(seat)
            chosen = one_of(values, [str(p.seat) for p in view.players if p.seat != seat])
            other = view.players[int(chosen)]
            text = t("fabel.answer.kassenbuch", name=running.presenter.names[other.seat],
                     rechenweg=other.estimate_rechenweg)
            if other.estimate_inexact:
                text += panels.inexact_reason(view, running.table.actions, other.seat)
            await tell(interaction, text)
        elif cid.verb == "info":
            await self.card_info(host, interaction, running, seat, single(values))
        elif cid.verb == "challenge":
            opponent, kind = numbers(single(values), 2, key="core.answer.bad_choice")
            if opponent >= len(running.table.seats) or kind > KOBOLD_TRADE:
                raise BadInput("core.answer.bad_choice")
            await host.act(interaction, running, seat,
                           fabel.Challenge(seat, opponent, kind), cid.step)
        else:
            raise BadInput("core.answer.bad_id")

    async def modal(self, host: Host, interaction: discord.Interaction[Any], running: Running,
                    seat: int, cid: ButtonId, fields: dict[str, str]) -> bool:
        """The Zahlenfeld's answer, for the auction its id names."""
        if cid.verb != "amount" or AMOUNT_FIELD not in fields:
            raise BadInput("core.answer.bad_id")
        await self.bid_amount(host, interaction, running, seat, fields[AMOUNT_FIELD],
                              auction=cid.arg)
        return True


    # ------------------------------------------------------------- the panel
    async def panel_for(self, host: Host, running: Running, seat: int,
                        chosen: list[int] | None = None) -> panels.Panel:
        """The private panel (the Rat's preselected cards until the step moves on)."""
        mine = await prefs.prefs(host.storage, running.table.seats[seat].user_id or 0)
        view = running.table.state.view(seat)
        step = running.table.step
        if chosen is None:
            pre = running.memo.get("preselect", {}).get(seat)
            if pre is not None and pre[0] == step:
                chosen = pre[1]
        return panels.panel(running.table.id, step, view, running.presenter.names,
                            kassenbuch=mine.einsteiger_hilfe, chosen=chosen)

    async def panel_message(self, host: Host, running: Running, seat: int, user_id: int, *,
                            picture: bool = True
                            ) -> tuple[str, discord.ui.View, discord.File | None]:
        """The panel with the player's own picture in his theme."""
        panel = await self.panel_for(host, running, seat)
        file = None
        if picture:
            settings = await host.storage.settings.get(user_id)
            file = await panel_picture(running.table, seat, running.presenter.names,
                                       settings.theme.value)
        return panel.content, panel.view, file

    async def _on_trade(self, host: Host, interaction: discord.Interaction[Any],
                        running: Running, seat: int, cid: ButtonId) -> None:
        """"Handeln": the private panel with the trade's choices."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await host.send_panel(interaction, running, seat)

    async def _on_answer(self, host: Host, interaction: discord.Interaction[Any],
                         running: Running, seat: int, cid: ButtonId) -> None:
        """"Antworten" on the public message: only the one who decides now."""
        state = cast(State, running.table.state)  # a Speedfabel table holds a fabel State
        if state.decider() != seat:
            code = "not_challenged" if state.phase == "answer" else "not_your_turn"
            await tell(interaction, t(f"fabel.err.{code}"))
            return
        await self._on_trade(host, interaction, running, seat, cid)

    async def _on_plus(self, host: Host, interaction: discord.Interaction[Any],
                       running: Running, seat: int, cid: ButtonId) -> None:
        """A quick bid: the step on the high bid the button was pressed
        against, in the auction it was pressed in; a second press of the same
        button (a double click) finds a higher bid and is answered as outdated."""
        parts = cid.arg.split(".")
        step = number(parts[0], high=QUICK_BID_MAX)
        against: tuple[str, int] | None = None
        if len(parts) == 4:
            turn, pleiten, high = (number(p) for p in parts[1:])
            against = (f"{turn}.{pleiten}", high)
        elif len(parts) != 1:  # one part: a button posted before the high bid was in it
            raise BadInput()
        names = running.presenter.names

        def quick_bid(state: State) -> fabel.Bid:
            view = state.view(seat)
            auction = view.auction
            if against is not None:
                if auction is None or public.auction_key(view) != against[0]:
                    raise IllegalAction("bid_outdated", t("fabel.answer.auction_gone"))
                if auction.high != against[1]:
                    who = names[auction.bidder] if auction.bidder is not None else "–"
                    raise IllegalAction("bid_outdated", t("fabel.answer.bid_outdated",
                                                          high=auction.high, name=who))
            high = auction.high if auction is not None else 0
            return fabel.Bid(seat, high + step)

        await interaction.response.defer(ephemeral=True, thinking=False)
        try:
            await running.table.act(quick_bid)
        except IllegalAction as refused:
            await interaction.followup.send(refused.reason, ephemeral=True)

    async def _on_amount(self, host: Host, interaction: discord.Interaction[Any],
                         running: Running, seat: int, cid: ButtonId) -> None:
        """The Zahlenfeld, tied to the auction running now (its id names it,
        so the answer reaches the table after a restart too)."""
        view = running.table.state.view(seat)
        if view.auction is None or not view.auction.bidding:
            await tell(interaction, t("fabel.answer.auction_gone"))
            return
        mine = await prefs.prefs(host.storage, interaction.user.id)
        key = public.auction_key(view)
        await interaction.response.send_modal(bid_modal(running.table.id, key, mine.last_bid))

    async def bid_amount(self, host: Host, interaction: discord.Interaction[Any],
                         running: Running, seat: int, typed: str,
                         auction: str | None = None) -> None:
        """The modal's number: letters, odd digits and bad amounts get a clear
        answer; an amount typed for an auction that is over is refused."""
        amount = number(typed, key="fabel.answer.not_a_number", high=999_999)

        def typed_bid(state: State) -> fabel.Bid:
            view = state.view(seat)
            if auction is not None and (view.auction is None
                                        or public.auction_key(view) != auction):
                raise IllegalAction("bid_outdated", t("fabel.answer.auction_gone"))
            return fabel.Bid(seat, amount)

        # Answer and bid first; the typed amount is remembered afterwards, so
        # neither Discord's first answer nor the bid queues behind that write.
        await interaction.response.defer(ephemeral=True, thinking=False)
        try:
            await running.table.act(typed_bid)
        except IllegalAction as refused:
            await interaction.followup.send(refused.reason, ephemeral=True)
        await prefs.set_last_bid(host.storage, interaction.user.id, amount)

    async def _on_pick(self, host: Host, interaction: discord.Interaction[Any],
                       running: Running, seat: int, cid: ButtonId) -> None:
        """A money card toggled in a payment or offer: redraw the panel."""
        if cid.step != running.table.step:
            await tell(interaction, t("fabel.answer.outdated"))
            return
        try:
            _, chosen = panels.decode_counts(cid.arg)
        except ValueError:
            raise BadInput("core.answer.bad_id") from None
        # Answered with the new panel itself (one request): the settings it needs
        # are in the storage's memory since the panel was opened, so nothing
        # here waits for the database before Discord's first answer.
        panel = await self.panel_for(host, running, seat, chosen)
        await interaction.response.edit_message(content=panel.content, view=panel.view)

    _on_reset = _on_pick

    async def _on_confirm(self, host: Host, interaction: discord.Interaction[Any],
                          running: Running, seat: int, cid: ButtonId) -> None:
        try:
            kind, chosen = panels.decode_counts(cid.arg)
        except ValueError:
            raise BadInput("core.answer.bad_id") from None
        cards = money.values_of(chosen)
        action = {"pay": fabel.Pay, "offer": fabel.Offer, "counter": fabel.Counter,
                  "letter": fabel.Pay}[kind]
        await interaction.response.defer()
        await host.act(interaction, running, seat, action(seat, cards), cid.step)

    #: "Passend zahlen": the same payment, under a verb of its own (its cards
    #: may equal the ones picked by hand, and two buttons need two ids).
    _on_exact = _on_confirm

    # ------------------------------------------------------------ Meistermarkt
    async def _on_meins(self, host: Host, interaction: discord.Interaction[Any],
                        running: Running, seat: int, cid: ButtonId) -> None:
        """"Meins!": the first press to reach the table wins (its lock keeps the
        arrival order); a press with too few money cards, or after another
        press, is answered privately and changes nothing (items 95, 100)."""
        names = running.presenter.names

        def press(state: State) -> Meins:
            # Checked under the table's lock, with the counter at arrival.
            view = state.view(seat)
            refusal = meins_refusal(view, seat, names)
            if refusal is not None:
                raise refusal
            return Meins(seat)

        await host.act(interaction, running, seat, press, None)

    async def _kobold_turn(self, interaction: discord.Interaction[Any], running: Running,
                           seat: int) -> bool:
        """Whether ``seat`` decides at the Kobold now; if not, he is told who does."""
        state = cast(State, running.table.state)
        decider = state.decider()
        if state.phase == "kobold" and decider is not None and decider != seat:
            await tell(interaction, t("fabel.answer.not_kobold_turn",
                                      name=running.presenter.names[decider]))
            return False
        return True

    async def _on_kobold_take(self, host: Host, interaction: discord.Interaction[Any],
                              running: Running, seat: int, cid: ButtonId) -> None:
        """"Nehmen": the Kobold and every card laid on it (item 110)."""
        if await self._kobold_turn(interaction, running, seat):
            await host.act(interaction, running, seat, TakeKobold(seat), cid.step)

    async def _on_kobold_lay(self, host: Host, interaction: discord.Interaction[Any],
                             running: Running, seat: int, cid: ButtonId) -> None:
        """"Karte dazulegen" on the public message: the private panel with his
        money cards, one button per kind of card (item 110)."""
        if await self._kobold_turn(interaction, running, seat):
            await self._on_trade(host, interaction, running, seat, cid)

    async def _on_kobold_card(self, host: Host, interaction: discord.Interaction[Any],
                              running: Running, seat: int, cid: ButtonId) -> None:
        """One money card face down on the Kobold."""
        value = number(cid.arg, high=999)
        if await self._kobold_turn(interaction, running, seat):
            await host.act(interaction, running, seat, LayCard(seat, value), cid.step)

    async def _on_rat(self, host: Host, interaction: discord.Interaction[Any],
                      running: Running, seat: int, cid: ButtonId) -> None:
        """The strong computer's advice, for solo tables only; it executes nothing."""
        if not running.settings.rat:
            await tell(interaction, t("fabel.answer.no_rat"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        view = running.table.state.view(seat)
        decision = panels.decision_of(view)
        race = view.race
        if decision is None and view.phase == "meins" and race is not None \
                and seat != race.auctioneer:
            # Too few cards to press yet: the Rat still tells from which number on.
            decision = Decision(seat, "meins", False, False)
        if decision is None:
            await interaction.followup.send(t("fabel.task.wait"), ephemeral=True)
            return
        rng = random.Random(derive_seed(running.table.seed, running.table.seq, seat, "rat"))
        advice = advise(view, decision, rng, names=running.presenter.names)
        lines = [t("fabel.answer.rat"), *advice.reasons]
        if advice.preselected_cards:
            counts = money.counts_from_values(advice.preselected_cards)
            if counts is not None:
                running.memo.setdefault("preselect", {})[seat] = (running.table.step, counts)
        await interaction.followup.send("\n".join(lines)[:MAX_CONTENT], ephemeral=True)

    async def card_info(self, host: Host, interaction: discord.Interaction[Any],
                        running: Running, seat: int, choice: str) -> None:
        """Karten-Info: what a card means for this player now, computed from his
        own view, as a private picture with its sentences (items 137-140).
        ``choice`` must be one the select offers (checked before "thinking…")."""
        view = running.table.state.view(seat)
        offered = public.info_options(view)
        if view.meister:
            offered += public.meister_info_options(view)
        one_of([choice], {str(o.value) for o in offered})
        await interaction.response.defer(ephemeral=True, thinking=True)
        names = running.presenter.names
        info: CreatureInfo | MoneyInfo | DeckInfo | LetterInfo | KoboldInfo
        if choice.startswith("c."):
            info = creature_info(view, int(choice[2:]))
            lines = creature_lines(info, names)
        elif choice.startswith("m."):
            info = money_info(view, int(choice[2:]))
            lines = money_lines(info)
        elif choice.startswith("l.") and view.meister:
            info = letter_info(view, int(choice[2:]))
            lines = tuple(note.text for note in letter_notes(info, names))
        elif choice == "kobold" and view.meister:
            info = kobold_info(view)
            lines = tuple(note.text for note in kobold_notes(info, names))
        else:
            info = deck_info(view)
            lines = deck_lines(info, names)
        theme = (await host.storage.settings.get(interaction.user.id)).theme.value
        file = await info_picture(info, names, theme, "\n".join(lines))
        await interaction.followup.send("\n".join(lines)[:MAX_CONTENT], file=file,
                                        ephemeral=True)

    async def _on_points(self, host: Host, interaction: discord.Interaction[Any],
                         running: Running, seat: int, cid: ButtonId) -> None:
        """Deine Punkte jetzt: the Rechenweg with the current state (item 122)."""
        view = running.table.state.view(seat)
        await tell(interaction, t("fabel.answer.points", line=panels.points_line(view, seat)))


def simple_action(verb: str, seat: int) -> Any:
    """The action a simple click means (:data:`SIMPLE`); ValueError for none."""
    make = SIMPLE.get(verb)
    if make is None:
        raise ValueError(f"unknown verb {verb!r}")
    return make(seat)


def meins_refusal(view: FabelView, seat: int, names: Sequence[str]) -> IllegalAction | None:
    """Why a "Meins!" press of ``seat`` changes nothing, in words for that
    person (None: the press goes to the table)."""
    race = view.race
    if race is None or seat == race.auctioneer:
        return None
    if race.presser == seat:
        # The winner pressing again: not "too late" - the race is already won.
        return IllegalAction("meins_late", t("fabel.answer.meins_yours"))
    if race.presser is not None:
        return IllegalAction("meins_late", t("fabel.answer.meins_late", name=names[race.presser]))
    have = view.players[seat].money_count
    if have < race.counter:
        return IllegalAction("meins_cards", t("fabel.answer.meins_cards",
                                             counter=race.counter, have=have))
    return None


def bid_modal(table_id: int, auction: str, last: int | None) -> discord.ui.Modal:
    """The Zahlenfeld: one number; what was typed last stands in it again.

    Its id names the table and the auction it is for; its answer is routed
    by the client (:func:`bot.items.route_modal`), not by this object, so a
    modal opened before a restart is still answered after it.
    """
    modal = discord.ui.Modal(title=t("fabel.modal.title"), timeout=None,
                             custom_id=modal_id(table_id, None, "amount", auction))
    modal.add_item(discord.ui.TextInput(
        label=t("fabel.modal.label"), default=None if last is None else str(last),
        max_length=6, custom_id=AMOUNT_FIELD))
    modal.stop()  # nothing waits on this object: the answer comes through the client
    return modal
