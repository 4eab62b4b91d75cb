"""Which rule carries out each kind of Speedfabel action.

``State.apply`` checks an action's kind and seat, then calls the rule here;
the random playout (:func:`engines.fabel.randomplay.random_playout`) calls
the same rules for the actions it draws itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engines.core import Event
from engines.fabel import auction, deal, meister, trade
from engines.fabel.actions import (
    Accept,
    Bid,
    BuySelf,
    Challenge,
    Counter,
    EndTurn,
    Give,
    Keep,
    LayCard,
    Meins,
    Offer,
    Pay,
    Reveal,
    Sell,
    TakeKobold,
)

if TYPE_CHECKING:
    from engines.fabel.state import State

#: The rule that carries out each kind of action a seat takes (the timer's
#: expiry is the state's own: ``State.apply``).
HANDLERS: dict[type, Callable[[State, Any, list[Event] | None], None]] = {
    Reveal: auction.on_reveal,
    Challenge: trade.on_challenge,
    Offer: trade.on_offer,
    Accept: trade.on_accept,
    Counter: trade.on_counter,
    Bid: auction.on_bid,
    Sell: auction.on_sell,
    BuySelf: auction.on_buy_self,
    Pay: auction.on_pay,
    Keep: deal.on_keep_or_give,
    Give: deal.on_keep_or_give,
    EndTurn: trade.on_end_turn,
    Meins: meister.on_meins,
    TakeKobold: auction.on_take_kobold,
    LayCard: meister.on_lay_card,
}
