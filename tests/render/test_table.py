"""What the public table picture must show (items 22, 59, 131, 141, 142 and
the auction's stage)."""

from __future__ import annotations

from PIL import Image

from engines import fabel
from engines.fabel.cards import KINDS, Creature
from engines.fabel.state import AUCTION, TURN
from render.canvas import MIN_TEXT_KEY
from render.fabel import cards
from render.fabel.grid import STAGE_CARD_WIDTH, layout
from render.fabel.table import render_table, static_layer
from render.theme import PLAYER_COLOURS, get_theme
from tests.render.fabel_scenes import find_scenes
from tests.render.helpers import first_state

NAMES = ("Anna", "Bernd", "Clara", "Dörte", "Eßer", "Fritz")


def test_item_22_revealed_card_lies_large_on_the_stage() -> None:
    """"Die aufgedeckte Karte erscheint groß in der Mitte der Bühne": after
    a Drache is revealed, the stage shows the Drache card at stage size."""
    state = first_state(4, lambda s: s.phase == AUCTION and s.auction is not None
                        and s.auction.card == Creature.DRACHE)
    view = state.view(None)
    image = render_table(view, names=NAMES[:4])
    x0, y0, x1, y1 = layout(4, True).stage_card()
    assert x1 - x0 == STAGE_CARD_WIDTH >= 110
    sprite = cards.creature_card(Creature.DRACHE, STAGE_CARD_WIDTH).convert("RGB")
    inset = 12  # leave out the rounded corners, where the table shows through
    shown = image.crop((x0 + inset, y0 + inset, x1 - inset, y1 - inset))
    expected = sprite.crop((inset, inset, sprite.width - inset, sprite.height - inset))
    assert shown.tobytes() == expected.tobytes()


def _pixel(image: Image.Image, xy: tuple[int, int]) -> tuple[int, int, int]:
    value = image.getpixel(xy)
    assert isinstance(value, tuple)
    return (value[0], value[1], value[2])


def test_item_59_trade_partners_outlined_green() -> None:
    """"grün umrandet = Handel möglich": during a turn, exactly the other
    players' cells the player on turn could trade for get the green outline."""
    state = find_scenes(4)["zug"]
    view = state.view(None)
    assert view.phase == TURN
    image = render_table(view, names=NAMES[:4])
    lay = layout(4, True)
    green = get_theme("laternennacht").good
    outlined = 0
    for p in view.players:
        for kind in range(KINDS):
            if p.creatures[kind] == 0:
                continue
            box = lay.cell(p.seat, kind)
            edge = _pixel(image, (box[0] - 1, (box[1] + box[3]) // 2))
            tradeable = view.can_trade(view.turn_seat, p.seat, kind)
            assert (edge == green) == tradeable, (p.seat, kind)
            outlined += tradeable
    assert outlined > 0


def test_item_59_no_outline_outside_a_turn() -> None:
    view = find_scenes(4)["vorkauf"].view(None)
    image = render_table(view)
    lay = layout(4, True)
    green = get_theme("laternennacht").good
    for p in view.players:
        for kind in range(KINDS):
            box = lay.cell(p.seat, kind)
            assert _pixel(image, (box[0] - 1, (box[1] + box[3]) // 2)) != green


def test_item_131_two_players_deck_shows_money_cards(drawn) -> None:  # type: ignore[no-untyped-def]
    """Zu zweit: "Der Stapel zeigt, wie viele Geldkarten noch darin liegen":
    17 at the start, 16 after a money card was drawn."""
    start = fabel.new_game(2, seed=5)
    render_table(start.view(None))
    assert "17 Geldkarten" in drawn.texts
    later = first_state(2, lambda s: s.deck_money == 16)
    drawn.clear()
    render_table(later.view(None))
    assert "16 Geldkarten" in drawn.texts
    assert not any("Geldkarten" in x for x in _texts_of(find_scenes(4)["zug"].view(None), drawn))


def _texts_of(view: fabel.FabelView, drawn) -> list[str]:  # type: ignore[no-untyped-def]
    drawn.clear()
    render_table(view)
    return list(drawn.texts)


def test_item_141_six_players_legible_at_phone_width() -> None:
    """One wide picture, "few, large glyphs": scaled to 400 px width, the
    smallest text of a 6p table is at least 12 px (issue 38: 30 px at 720
    px). A turn stays landscape; a moment with more sentences (an auction,
    a Pleite) grows the stage by whole lines, never past 1.35 × the width
    (six rows of two lines and five lines of sentences at 30 px are more
    than 720 px)."""
    for name, state in find_scenes(6).items():
        if state.is_over():
            continue
        image = render_table(state.view(None), names=NAMES)
        assert image.height <= 1.35 * image.width, name
        if name == "zug":
            assert image.width > image.height
        scale = 400 / image.width
        smallest = image.info[MIN_TEXT_KEY]
        assert smallest * scale >= 12
        assert smallest * 0.73 * scale >= 8.7


def test_item_142_tiertafel_columns_in_player_colours() -> None:
    """"jede Spalte gehört zu der Farbe im Kopf der Tafel": four columns,
    each headed by its player's colour."""
    view = find_scenes(4)["zug"].view(None)
    image = render_table(view, names=NAMES[:4])
    lay = layout(4, True)
    heads = []
    for seat in range(4):
        x0, y0, _, _ = lay.header(seat)
        heads.append(_pixel(image, (x0 + 12, y0 + 3)))
    assert heads == list(PLAYER_COLOURS[:4])
    assert len(set(heads)) == 4


def test_countdown_ring_and_hammer(drawn) -> None:  # type: ignore[no-untyped-def]
    """The ring shows the moment of drawing where one is given; the hammer's
    strokes "zum Ersten, zum Zweiten, zum Dritten" stand on every auction
    picture (the one falling is filled: tests/render/test_fabel_feel.py),
    "dann fällt der Zuschlag" at 0 s."""
    view = find_scenes(4)["versteigerung"].view(None)
    full = render_table(view, remaining=None)
    half = render_table(view, remaining=view.timer.seconds / 2 if view.timer else 2.0)
    assert full.tobytes() != half.tobytes()
    strokes = {"Zum Ersten", "Zum Zweiten", "Zum Dritten"}
    for left in (None, 5.0, 2.5, 1.5, 0.5, 0.0):
        drawn.clear()
        render_table(view, remaining=left)
        assert strokes <= set(drawn.texts), left
        assert ("Zuschlag!" in drawn.texts) == (left == 0.0), left


def test_auction_shows_bid_bidder_and_auctioneer(drawn) -> None:  # type: ignore[no-untyped-def]
    view = find_scenes(4)["versteigerung"].view(None)
    a = view.auction
    assert a is not None and a.bidder is not None
    render_table(view, names=NAMES[:4], remaining=4.0)
    texts = drawn.joined()
    assert str(a.high) in drawn.texts
    assert NAMES[a.bidder] in texts and NAMES[a.auctioneer] in texts


def test_goldesel_payout_and_pleite_are_shown(drawn) -> None:  # type: ignore[no-untyped-def]
    goldesel = find_scenes(4)["goldesel"].view(None)
    assert goldesel.auction is not None and goldesel.auction.payout is not None
    render_table(goldesel)
    assert f"Goldesel! Die Bank zahlt jedem {goldesel.auction.payout}." in drawn.flat()
    drawn.clear()
    pleite = find_scenes(4)["pleite"].view(None)
    assert pleite.auction is not None
    seat, shown = pleite.auction.pleiten[-1]
    render_table(pleite, names=NAMES[:4])
    assert f"Pleite! {NAMES[seat]} zeigt {sum(shown)} Taler:" in drawn.flat()


def test_trade_shows_counts_not_amounts(drawn) -> None:  # type: ignore[no-untyped-def]
    """"Alle sehen nur, wie viele Karten du gelegt hast"."""
    view = find_scenes(4)["antwort"].view(None)
    trade = view.trade
    assert trade is not None and trade.offer_count is not None
    render_table(view)
    n = trade.offer_count
    assert (": 1 Karte" if n == 1 else f": {n} Karten") in drawn.flat()


def test_skipped_turn_names_the_reason(drawn) -> None:  # type: ignore[no-untyped-def]
    view = find_scenes(4)["uebersprungen"].view(None)
    render_table(view, names=NAMES[:4])
    assert f"{NAMES[view.skipped[0]]} übersprungen:" in drawn.flat()
    assert "kein Handel möglich" in drawn.flat()


def test_kassenbuch_estimate_only_when_enabled(drawn) -> None:  # type: ignore[no-untyped-def]
    view = find_scenes(4)["zug"].view(None)
    render_table(view, kassenbuch=True)
    for p in view.players:
        assert any(x.startswith(f"ca. {p.estimate}") for x in drawn.texts)
    drawn.clear()
    render_table(view, kassenbuch=False)
    assert not any(x.startswith("ca. ") for x in drawn.texts)


def test_static_layer_is_cached() -> None:
    """The background and fixed parts are drawn once per table, then reused."""
    view = find_scenes(3)["zug"].view(None)
    static_layer.cache_clear()
    render_table(view, names=NAMES[:3])
    render_table(view, names=NAMES[:3], remaining=1.0)
    info = static_layer.cache_info()
    assert (info.misses, info.hits) == (1, 1)


def test_names_without_glyphs_are_cleaned(drawn) -> None:  # type: ignore[no-untyped-def]
    view = find_scenes(3)["zug"].view(None)
    render_table(view, names=("Anna 🦄", "🐉", "Groß"))
    assert "Anna" in drawn.texts and "Platz 2" in drawn.texts
    assert not any("🦄" in x or "🐉" in x for x in drawn.texts)


def test_static_layer_is_shared_by_tables_with_other_names() -> None:
    """Every table of a size and theme shares one static layer (the names are
    drawn per picture), so many live tables do not hold one layer each."""
    view = find_scenes(3)["zug"].view(None)
    static_layer.cache_clear()
    first = render_table(view, names=("Anna", "Ben", "Carla"))
    second = render_table(view, names=("Dora", "Emil", "Fritz"))
    info = static_layer.cache_info()
    assert (info.misses, info.hits, info.currsize) == (1, 1, 1)
    assert first.tobytes() != second.tobytes()  # the names differ on the picture
