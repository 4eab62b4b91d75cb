"""What the table picture shows of the last step (item 78 of
../shared/checklists/spuk.md): the cards a step touched light up and a
caption says what happened, from public events only, never a value that
lies face down."""

from __future__ import annotations

from bot.spuk.last import last_step
from engines.spuk import events as ev
from engines.spuk.state import new_game
from render.spuk.table import render_table

NAMES = ("Anna", "Ben", "Lady Nebel 🖥")


def test_item_78_swaps_takes_looks_and_poltergeist_light_up_their_cards() -> None:
    """A swap lights the card's new place, a group its leftmost place, a
    Fehlgriff both shown cards, a Poltergeist both changed places, a
    Kristallkugel the card looked at; taking the Ablage names the card."""
    swap = last_step([ev.Drew(0), ev.Swapped(0, "deck", (2,), (9,))], NAMES)
    assert swap is not None and swap.cards == ((0, 2),)
    assert swap.text == "Anna tauscht Platz 3, 9 Hexe auf die Ablage"
    group = last_step([ev.Swapped(1, "ablage", (1, 3), (5, 5))], NAMES)
    assert group is not None and group.cards == ((1, 1),) and "2 gleiche Karten" in group.text
    miss = last_step([ev.Fehlgriff(0, (0, 2), (5, 9), 1)], NAMES)
    assert miss is not None and miss.cards == ((0, 0), (0, 2))
    polter = last_step([ev.Discarded(2, 11, "polter"), ev.Poltered(2, 0, 1, 3)], NAMES)
    assert polter is not None and polter.cards == ((2, 0), (1, 3))
    assert polter.text == "Poltergeist: Lady Nebel 🖥 Platz 1 ↔ Ben Platz 4"
    kugel = last_step([ev.PeekedAt(0, 1, 1, "kugel")], NAMES)
    assert kugel is not None and kugel.cards == ((1, 1),)
    assert kugel.text == "Kristallkugel: Anna sieht Platz 2 von Ben an"
    take = last_step([ev.TookDiscard(1, 4)], NAMES)
    assert take is not None and take.text == "Ben nimmt die Ablagekarte 4 Fledermaus"
    # a private event (a card seen by one reader) is never a step of the picture
    assert last_step([ev.Seen(0, 0, (1,), (7,), audience=frozenset({0}))], NAMES) is None


def test_item_78_the_lit_card_changes_the_public_picture() -> None:
    """The same public view with and without the last step: the picture
    differs (the touched card is lit up, the caption stands)."""
    view = new_game(3, seed=2).view(None)
    plain = render_table(view, names=NAMES)
    lit = render_table(view, names=NAMES, last=last_step([ev.PeekedAt(0, 1, 1, "kugel")],
                                                         NAMES))
    assert plain.size == lit.size and plain.tobytes() != lit.tobytes()
