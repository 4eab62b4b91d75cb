"""Tagesmarkt (checklist items 150, 151)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from engines.core import derive_seed
from engines.fabel import Mode, Options, new_game
from engines.fabel.daily import (
    MARKET_ZONE,
    PERSON_SEAT,
    daily_seed,
    market_day,
    new_tagesmarkt,
    tagesmarkt_options,
)


def test_item_150_same_day_and_mode_same_deck_everywhere() -> None:
    """Item 150: "Alle Spieler bekommen an diesem Tag dieselbe Kartenfolge"."""
    day = date(2026, 11, 29)
    # two guilds ask independently: the seed has no guild in it
    guild_a, guild_b = new_tagesmarkt(day), new_tagesmarkt(day)
    assert guild_a.deck == guild_b.deck and guild_a.hands == guild_b.hands
    assert daily_seed(day, Mode.KLASSISCH) == derive_seed(
        "fabel", "tagesmarkt", "klassisch", "2026-11-29")
    assert new_tagesmarkt(date(2026, 11, 30)).deck != guild_a.deck


def test_item_150_modes_differ() -> None:
    """Item 150: Klassisch and Meistermarkt of the same date differ."""
    day = date(2026, 11, 29)
    assert daily_seed(day, "klassisch") != daily_seed(day, "meistermarkt")


def test_item_150_the_day_changes_at_midnight_berlin() -> None:
    """Item 150: 23:59 and 00:01 Berlin time give different seeds."""
    before = datetime(2026, 11, 29, 23, 59, tzinfo=MARKET_ZONE)
    after = datetime(2026, 11, 30, 0, 1, tzinfo=MARKET_ZONE)
    assert market_day(before) != market_day(after)
    assert daily_seed(market_day(before), "klassisch") != daily_seed(
        market_day(after), "klassisch")
    # 23:30 UTC in winter is already the next day in Berlin (UTC+1)
    assert market_day(datetime(2026, 11, 29, 23, 30, tzinfo=UTC)) == date(2026, 11, 30)
    # and in summer (UTC+2) 22:30 UTC is too
    assert market_day(datetime(2026, 7, 1, 22, 30, tzinfo=UTC)) == date(2026, 7, 2)
    assert market_day(datetime(2026, 7, 1, 21, 59, tzinfo=UTC)) == date(2026, 7, 1)


def test_item_150_naive_times_are_refused() -> None:
    """A time without a zone cannot name a market day."""
    with pytest.raises(ValueError):
        market_day(datetime(2026, 11, 29, 12, 0))


@pytest.mark.parametrize("day", [date(2026, 1, d) for d in range(1, 11)])
def test_item_151_tagesmarkt_person_starts_four_seats_no_house_rules(day: date) -> None:
    """Item 151: four seats, the person has the first turn, house rules off."""
    state = new_tagesmarkt(day)
    assert state.seats == 4
    assert state.turn_seat == PERSON_SEAT
    assert state.pending()[0].seat == PERSON_SEAT
    opts = tagesmarkt_options()
    assert not opts.superhandel and not opts.geld_zaehlt and opts.bedenkzeit is None


def test_item_151_first_seat_option_overrides_the_lot() -> None:
    """Item 151 / 14: Options(first_seat=...) overrides the first player drawn
    by lot, without changing the deck."""
    drawn = new_game(4, seed=77)
    for seat in range(4):
        fixed = new_game(4, seed=77, options=Options(first_seat=seat))
        assert fixed.turn_seat == seat
        assert fixed.deck == drawn.deck
    with pytest.raises(ValueError):
        new_game(4, seed=77, options=Options(first_seat=4))
