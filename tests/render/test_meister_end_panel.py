"""The Meistermarkt end board (items 121 and 89) and private panel ("Deine
Punkte jetzt" with the five steps, the points with the letter)."""

from __future__ import annotations

from engines.fabel.actions import LayCard, TakeKobold
from engines.fabel.cards import Creature
from engines.fabel.phases import KOBOLD_PHASE, MEINS
from engines.fabel.state import State
from engines.fabel.view import FabelView
from render.fabel.endboard import NORMAL, px, render_end
from render.fabel.panel import render_panel
from tests.render.fabel_scenes import find_meister_scenes
from tests.render.meister_helpers import PlacedLog, meister_states, play_out

NAMES = ("Anna", "Bernd", "Clara", "Dörte")


def _holding(state: State, seat: int, vierer: tuple[int, ...], letters: tuple[int, ...],
             kobolde: int) -> State:
    """A copy of ``state`` where ``seat`` holds exactly these Vierer, letters
    and Kobolde (the cards he gives up go to the next seat, the Kobolde he
    gains come from the others, so the material stays complete)."""
    other = state.copy()
    n = other.seats
    nxt = (seat + 1) % n
    for k in range(10):
        total = other.creatures[seat][k]
        want = 4 if k in vierer else 0
        if want > total:
            for s in range(n):
                other.creatures[s][k] = 0
        else:
            other.creatures[nxt][k] += total - want
        other.creatures[seat][k] = want
        had = other.letters[seat][k]
        other.letters[seat][k] = 1 if k in letters else 0
        if had and k not in letters:
            other.letters[nxt][k] = 1
        if k in letters:
            for s in range(n):
                if s != seat:
                    other.letters[s][k] = 0
    others = [s for s in range(n) if s != seat]
    other.kobolde = [0] * n
    other.kobolde[seat] = kobolde
    other.kobolde[others[0]] = 4 - kobolde
    return other


def _end_state() -> State:
    state = find_meister_scenes(4)["ende"]
    assert state.is_over()
    return state


def test_item_121_the_2770_example_shows_every_step(placed: PlacedLog) -> None:
    """Vierer Drache and Irrlicht, letters Drache and Zwerg: "1010",
    "+ 250" (matching), "× 2", "+ 250" (free), total 2770, nothing struck."""
    state = _holding(_end_state(), 0, (Creature.DRACHE, Creature.IRRLICHT),
                     (Creature.DRACHE, Creature.ZWERG), 1)
    view = state.view(None)
    assert view.result is not None
    mine = next(s for s in view.result.standings if s.seat == 0)
    assert mine.points == 2770
    render_end(view, names=NAMES)
    # The five steps are drawn in Anna's box, below her name, in a row.
    name_y = next(d.y for d in placed.find("Anna") if d.size == NORMAL)
    row = [d for d in placed.items
           if name_y + px(160) < d.y < name_y + px(200) and d.size == NORMAL]
    assert [d.text for d in row] == ["–", "1010", "+ 250", "× 2", "+ 250"]
    assert "2770" in placed.texts
    assert "(1010 + 250) × 2 + 250 = 2770" in placed.flat()


def test_item_121_the_struck_vierer_is_named(placed: PlacedLog) -> None:
    """4 Kobolde, Vierer Nixe (with the Nixe letter), Troll, Drache: the
    Troll is struck, total 2820."""
    state = _holding(_end_state(), 2, (Creature.NIXE, Creature.TROLL, Creature.DRACHE),
                     (Creature.NIXE,), 4)
    view = state.view(None)
    render_end(view, names=NAMES)
    name_y = next(d.y for d in placed.find("Clara") if d.size == NORMAL)
    row = [d.text for d in placed.items if name_y + px(160) < d.y < name_y + px(200)
           and d.size == NORMAL]
    assert row == ["Troll", "1160", "+ 250", "× 2", "+ 0"]
    assert "2820" in placed.texts


def _kobold_with(values: tuple[int, int, int]) -> tuple[int, int, State]:
    """A game where the first Kobold round goes: three players lay ``values``
    one each and the fourth takes it, played on to the end; the taker
    collects no other Kobold money."""
    for seed, state in meister_states(4):
        ko = state.kobold
        if state.phase != KOBOLD_PHASE or ko is None or sum(ko.pot):
            continue
        order = [(ko.seat + i) % 4 for i in range(4)]
        hands = [state.view(s).hand or () for s in order[:3]]
        if not all(v in h for v, h in zip(values, hands, strict=True)):
            continue
        game = state.copy()
        for seat, value in zip(order, values, strict=False):
            game.apply(LayCard(seat, value))
        game.apply(TakeKobold(order[3]))
        play_out(game, seed)
        if game.stats[order[3]].kobold_income == sum(values):
            return seed, order[3], game
    raise LookupError


def test_item_89_marktbericht_letters_and_kobold_taler(placed: PlacedLog) -> None:
    """A player took a Kobold with [10, 0, 50] on it: "Kobold-Taler 60" in
    his Marktbericht; every player's number of Ahnenbriefe in his."""
    _, taker, state = _kobold_with((10, 0, 50))
    view = state.view(None)
    assert view.result is not None
    render_end(view, names=NAMES)
    flat = placed.flat()
    for report in view.result.reports:
        letters = "1 Ahnenbrief" if report.letters == 1 else f"{report.letters} Ahnenbriefe"
        assert f"{letters} · Kobold-Taler {report.kobold_income}" in flat
        if report.seat == taker:
            assert report.kobold_income == 60


def _panel_steps(placed: PlacedLog) -> list[str]:
    labels = ("1. Kobolde: gestrichen", "2. Vierer", "3. Passende Briefe", "4. Malnehmen",
              "5. Freie Briefe")
    out = []
    for label in labels:
        y = placed.find(label)[0].y
        out.append(next(d.text for d in placed.items if d.y == y and d.text != label))
    return out


def test_item_122_deine_punkte_jetzt_with_the_five_steps(placed: PlacedLog) -> None:
    """"Deine Punkte jetzt": the Rechenweg of ``view.score`` and its five
    steps; Vierer Troll with the Troll letter: "(250 + 250) × 1 = 500"."""
    state = _holding(find_meister_scenes(4)["zug"], 1, (Creature.TROLL,), (Creature.TROLL,), 0)
    view = state.view(1)
    assert view.score(1).rechenweg == "(250 + 250) × 1 = 500"
    render_panel(view, names=NAMES)
    assert "(250 + 250) × 1 = 500" in placed.flat()
    assert "500" in placed.texts
    assert _panel_steps(placed) == ["–", "250", "+ 250", "× 1", "+ 0"]


def test_panel_every_scene_shows_view_score(placed: PlacedLog) -> None:
    for scene, state in find_meister_scenes(4).items():
        if scene == "ende":
            continue
        placed.clear()
        view = state.view(0)
        render_panel(view, names=NAMES)
        score = view.score(0)
        assert str(score.points) in placed.texts, scene
        if view.players[0].vierer or view.players[0].letters:
            assert score.rechenweg in placed.flat(), scene


def _race_view() -> FabelView:
    """Item 102's example: the Zwerg letter on the stage; seat 2 (index 1)
    holds Vierer Zwerg and Drache."""
    state = find_meister_scenes(4)["brief"]
    assert state.phase == MEINS and state.race is not None
    other = _holding(state, 1, (Creature.ZWERG, Creature.DRACHE), (), 0)
    assert other.race is not None
    other.race = other.race.copy()
    other.race.kind = Creature.ZWERG
    return other.view(1)


def test_panel_shows_how_the_letter_would_change_the_points(placed: PlacedLog) -> None:
    """"Unter dem Knopf steht, wie sich deine Punkte mit dem Brief ändern
    würden": "(1090 + 250) × 2 = 2680 statt 2180, +500"."""
    render_panel(_race_view(), names=NAMES)
    assert ("Mit dem Ahnenbrief Zwerg: (1090 + 250) × 2 = 2680 statt 2180, +500"
            in placed.flat())


def test_panel_shows_own_cards_on_the_kobold_only_to_their_owner(placed: PlacedLog) -> None:
    state = find_meister_scenes(4)["kobold"]
    ko = state.kobold
    assert ko is not None
    layer = next(s for s in range(4) if sum(ko.own[s]))
    own = state.view(layer).kobold
    assert own is not None and own.own_laid
    render_panel(state.view(layer), names=NAMES)
    text = " + ".join(map(str, own.own_laid))
    if len(own.own_laid) == 1:   # one card is its value, not "20 = 20"
        assert f"Deine Karte auf dem Kobold: {text} Taler" in placed.flat()
        assert " = " not in placed.flat().split("Kobold: ")[-1].split(" Taler")[0]
    else:
        assert f"Deine Karten auf dem Kobold: {text} = {sum(own.own_laid)}" in placed.flat()
    for reader in (s for s in range(4) if not sum(ko.own[s])):
        placed.clear()
        render_panel(state.view(reader), names=NAMES)
        assert "auf dem Kobold" not in placed.flat()
