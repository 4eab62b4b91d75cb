"""Speedtrödel at a Discord table: the public lines and buttons, the private
panel (one button per hand card with its Vorschau, the Schnäppchenblick's
pick, the Tauschrunde's select, the five suits of Heute gefragt), "Letzter
Stich" and "Dein Laden", the clicks, the Spielverlauf, the Kassensturz and
the end.

No rules live here: a click names a card or a suit and the engine checks
it; the panel only disables what the view says may not be laid now.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.kit.parts import AltTexts, Controls, Ending, InfoTopics, News, TableMessage
from bot.kit.ui import Basics, Button, GameUI, Look, Moment, Panel, Select, leaderboard_points
from bot.troedel import drawing
from bot.troedel import info as karten_info
from bot.troedel.words import card_list, card_name, log_line, private_line
from engines.core import Event, GameResult
from engines.texts import t
from engines.texts.formats import listed
from engines.texts.grammar import role
from engines.troedel.actions import NameSuit, PassCard, PickCard, PlayCard
from engines.troedel.cards import SUITS
from engines.troedel.events import RoundScored
from engines.troedel.preview import line as vorschau
from engines.troedel.tricks import playable
from engines.troedel.view import TroedelView

RULES = (Path(__file__).with_name("regeln.txt")).read_text(encoding="utf-8")
#: Buttons in a row and rows of cards (13 cards: three rows of five at most).
PER_ROW = 5
#: Discord's limit of a button's label.
LABEL = 80


def _rows(buttons: list[Button]) -> tuple[tuple[Button, ...], ...]:
    return tuple(tuple(buttons[i:i + PER_ROW]) for i in range(0, len(buttons), PER_ROW))


def _card(arg: str, allowed: Sequence[int]) -> int:
    """The card a click names (ValueError unless it is a card code)."""
    if not arg.isdigit() or len(arg) > 3:
        raise ValueError(f"not a card: {arg!r}")
    card = int(arg)
    if card not in allowed:
        raise ValueError(f"not offered: {card}")
    return card


def _zeros_before(view: TroedelView) -> list[int]:
    """While zeros pick: the owners of the zeros that pick before the
    reader's own zero (empty when he has none still to pick)."""
    if view.phase != "pick" or view.reader is None:
        return []
    owners = [view.trick[pos][0] for pos in view.pick_queue]
    if view.reader not in owners[1:]:
        return []
    return list(dict.fromkeys(owners[:owners.index(view.reader, 1)]))


def missing_words(view: TroedelView) -> str:
    """What "Dein Laden" says about the next round's attic cards."""
    assert view.reader is not None
    if view.next_hand_size is None:
        return t("troedel.ui.laden.last_round")
    return t("troedel.ui.laden.missing", missing=view.missing[view.reader],
             size=view.next_hand_size, kiste=len(view.kiste),
             laden=len(view.ladentisch[view.reader]))


@dataclass
class TroedelUI(Basics):
    """Speedtrödel's words and controls (see the module docstring)."""

    # ------------------------------------------------------------ public
    def public_content(self, view: TroedelView, names: Sequence[str]) -> str:
        """Three steady lines: round and trick with the suit to follow; who
        acts now (in the Tauschrunde: who has chosen, never what); points."""
        if view.follow is not None:
            follow = t("troedel.ui.follow", suit=t(f"troedel.suit.{view.follow}"))
        else:
            follow = t("troedel.ui.follow_none")
        head = t("troedel.ui.head", round=view.round, rounds=view.rounds, trick=view.trick_no,
                 follow=follow)
        if view.over_reason:
            # Leergekauft closes the market before a round is dealt: that
            # round was never played, so the head counts the rounds scored
            head = t("troedel.ui.head_over", played=len(view.history), rounds=view.rounds,
                     why=t(f"troedel.ui.why.{view.over_reason}"))
        if view.over_reason:
            acting = t("troedel.ui.over")
        elif view.phase == "pass":
            done = [f"✓ {names[s]}" for s in range(view.seats) if s not in view.passing]
            acting = t("troedel.ui.passing", done=", ".join(done) or t("troedel.ui.nobody"),
                       open=", ".join(names[s] for s in view.passing))
        elif view.phase == "pick" and view.picking is not None:
            # the zeros pick in the order laid: the later ones are named too
            then = list(dict.fromkeys(view.trick[pos][0] for pos in view.pick_queue[1:]))
            acting = (t("troedel.ui.picking_then", name=names[view.picking],
                        then=", ".join(names[s] for s in then)) if then
                      else t("troedel.ui.picking", name=names[view.picking]))
        elif view.phase == "name" and view.naming is not None:
            acting = t("troedel.ui.naming", name=names[view.naming])
        elif view.turn is not None:
            acting = t("troedel.ui.turn", name=names[view.turn])
        else:
            acting = "\u200b"
        points = " · ".join(t("troedel.ui.points_of", name=names[s], points=view.points[s])
                            for s in range(view.seats))
        return "\n".join((head, acting, points))

    # ------------------------------------------------------------- panel
    def panel(self, view: TroedelView, names: Sequence[str]) -> Panel:
        """The reader's panel for what is asked of him now."""
        seat = view.reader
        assert seat is not None
        title = (t("troedel.ui.panel.title_over", name=names[seat]) if view.over_reason
                 else t("troedel.ui.panel.title", name=names[seat], round=view.round,
                        trick=view.trick_no))
        if view.phase == "pick" and view.picking == seat:
            return self._pick_panel(view, names, title)
        if view.phase == "pass" and seat in view.passing:
            return self._pass_panel(view, names, title)
        if view.phase == "pass" and view.chosen is not None:
            return Panel("\n".join((title, t("troedel.ui.panel.passed",
                                             card=card_name(view.chosen),
                                             name=names[(seat + 1) % view.seats]))))
        if view.phase == "name" and view.naming == seat:
            buttons = [Button(f"{i + 1} · {t(f'troedel.suit.{s}')}", "name", str(s),
                              style="primary") for i, s in enumerate(SUITS)]
            return Panel("\n".join((title, t("troedel.ui.panel.name"))), (tuple(buttons),))
        return self._hand_panel(view, names, title)

    def _hand_panel(self, view: TroedelView, names: Sequence[str], title: str) -> Panel:
        seat = view.reader
        assert seat is not None
        mine = view.turn == seat and view.phase == "play"
        allowed = set(playable(view.hand, view.follow)) if mine else set()
        lines = [title]
        if mine:
            lines.append(t("troedel.ui.follow", suit=t(f"troedel.suit.{view.follow}"))
                         if view.follow is not None else t("troedel.ui.follow_none"))
            lines.append(t("troedel.ui.panel.play"))
        elif view.over_reason:
            lines.append(t("troedel.ui.over"))
        elif (ahead := _zeros_before(view)):
            lines.append(t("troedel.ui.panel.pick_later",
                           names=listed([names[s] for s in ahead])))
        else:
            lines.append(t("troedel.ui.panel.wait"))
        buttons = []
        # the Vorschau stands in the text, one line per outcome, so that a
        # button says the card alone and several fit a phone's row
        outcomes: dict[str, list[str]] = {}
        for i, card in enumerate(view.hand):
            style = "secondary"
            if card in allowed:
                words = vorschau(view, card, list(names))
                cards = outcomes.setdefault(words, [])
                if card_name(card) not in cards:
                    cards.append(card_name(card))
                style = "success" if words == t("troedel.vorschau.du") else "primary"
            # the position keeps ids apart when the hand holds both Fälschungen
            buttons.append(Button(card_name(card)[:LABEL], "play", f"{card}.{i}", style=style,
                                  disabled=card not in allowed))
        lines += [t("troedel.ui.vorschau.line", words=words, cards=", ".join(cards))
                  for words, cards in outcomes.items()]
        return Panel("\n".join(lines), _rows(buttons))

    def _pick_panel(self, view: TroedelView, names: Sequence[str], title: str) -> Panel:
        by_card = {card: seat for seat, card in view.trick}
        buttons = [Button(f"{i + 1} · {card_name(c)} ({names[by_card[c]]})"[:LABEL], "pick",
                          str(c), style="primary") for i, c in enumerate(view.pick_cards)]
        return Panel("\n".join((title, t("troedel.ui.panel.pick"))), _rows(buttons))

    def _pass_panel(self, view: TroedelView, names: Sequence[str], title: str) -> Panel:
        seat = view.reader
        assert seat is not None
        left = names[(seat + 1) % view.seats]
        options = tuple((str(c), card_name(c)) for c in dict.fromkeys(view.hand))
        return Panel("\n".join((title, t("troedel.ui.panel.pass", name=left,
                                         neighbour=role("linker_nachbar", left)))),
                     (Select(t("troedel.ui.ph.pass", name=left)[:150], "pass", options),))

    # ------------------------------------------------------------ clicks
    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any,
               names: Sequence[str]) -> Any:
        """The engine action of a card, pick, pass or suit click (ValueError
        for anything malformed; the engine judges the rest)."""
        if verb == "play":
            return PlayCard(seat, _card(arg.split(".")[0], view.hand))
        if verb == "pick":
            return PickCard(seat, _card(arg, [c for _, c in view.trick]))
        if verb == "pass":
            if len(values) != 1:
                raise ValueError("one card")
            return PassCard(seat, _card(values[0], view.hand))
        if verb == "name":
            if arg not in {str(s) for s in SUITS}:
                raise ValueError(f"no suit {arg!r}")
            return NameSuit(seat, int(arg))
        raise ValueError(f"unknown verb {verb!r}")

    # ------------------------------------------------------ log and end
    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """One line per trick (cards, winner) and per pick, Posten, Fälschung,
        Tauschrunde, suit named, Kassensturz and end."""
        return [line for e in events if (line := log_line(e, names)) is not None]


@dataclass(frozen=True)
class TroedelTable(TableMessage):
    """The table message's buttons."""

    def public_buttons(self, view: TroedelView, *, solo: bool) -> tuple[Button, ...]:
        """"Letzter Stich" and "Dein Laden" (answers only the asker sees)."""
        return (Button(t("troedel.ui.btn.last"), "last"),
                Button(t("troedel.ui.btn.laden"), "laden"))


@dataclass(frozen=True)
class TroedelAlts(AltTexts):
    """The pictures' alt texts."""

    def table_alt(self, game: GameUI, view: TroedelView, names: Sequence[str]) -> str:
        """The table picture's alt text: round, trick and the suit to follow,
        who acts, the points, and the cards laid in the trick so far."""
        laid = " · ".join(f"{names[s]} {card_name(c)}" for s, c in view.trick)
        return t("core.alt.table", lines="\n".join((
            game.public_content(view, names),
            t("troedel.alt.trick", cards=laid) if laid else t("troedel.alt.no_trick"))))

    def panel_alt(self, game: GameUI, view: TroedelView, names: Sequence[str]) -> str:
        """The hand picture's alt text: the reader's cards in the picture's
        order, then the panel's words (the Vorschau)."""
        return t("core.alt.panel", lines="\n".join((
            t("troedel.alt.hand", count=len(view.hand),
              cards=", ".join(card_name(c) for c in view.hand) or "–"),
            game.panel(view, names).content)))


@dataclass(frozen=True)
class TroedelControls(Controls):
    """"Letzter Stich" and "Dein Laden"."""

    def look(self, verb: str, arg: str, values: Sequence[str], view: Any,
             names: Sequence[str]) -> Look | None:
        """"Letzter Stich", "Dein Laden" and "Ladentisch von …"."""
        if verb == "last":
            # the alt text reads the rows the picture shows: card, player, receiver
            rows = [t("troedel.alt.last_row", name=names[p], card=card_name(c),
                      receiver=names[r]) for p, c, r in view.last_trick]
            return Look(t("troedel.ui.last"), drawing.last_trick, view,
                        alt="\n".join((t("troedel.pic.last_title"),
                                       *(rows or [t("troedel.pic.last_none")]))))
        if verb == "laden":
            return self._laden(view, names)
        if verb == "shop":
            if len(values) != 1 or not values[0].isdigit() or int(values[0]) >= view.seats:
                raise ValueError("no trader")
            other = int(values[0])
            cards = view.ladentisch[other]
            return Look(t("troedel.ui.shop", name=names[other], count=len(cards),
                          cards=card_list(cards)), drawing.shop,
                        (t("troedel.pic.shop", name=names[other], count=len(cards)),
                         tuple(cards)))
        return None

    def _laden(self, view: TroedelView, names: Sequence[str]) -> Look:
        seat = view.reader
        assert seat is not None
        laden = view.ladentisch[seat]
        lines = [t("troedel.ui.laden.title", name=names[seat]),
                 t("troedel.ui.laden.ladentisch", count=len(laden), cards=card_list(laden)),
                 t("troedel.ui.laden.kiste", count=len(view.kiste),
                   cards=card_list(view.kiste)),
                 missing_words(view)]
        traders = tuple((str(s), t("troedel.ui.opt.shop", name=names[s],
                                   count=len(view.ladentisch[s])))
                        for s in range(view.seats))
        return Look("\n".join(lines), rows=(Select(t("troedel.ui.ph.shop"), "shop", traders),))


@dataclass(frozen=True)
class TroedelInfo(InfoTopics):
    """Karten-Info (:mod:`.info`)."""

    def info_topics(self, view: Any, names: Sequence[str]) -> tuple[tuple[str, str], ...]:
        """Karten-Info: Smaragd, the Schnäppchenblick, the special cards, the Dachboden."""
        return karten_info.topics(view)

    def info(self, view: Any, topic: str, names: Sequence[str]) -> str:
        """Karten-Info about ``topic`` from the reader's view."""
        return karten_info.answer(view, topic, names)


@dataclass(frozen=True)
class TroedelNews(News):
    """What one player alone is told; the Kassensturz as a moment."""

    def private_lines(self, event: Event, seat: int, names: Sequence[str]) -> list[str]:
        """The card passed to or by ``seat`` in a Tauschrunde."""
        line = private_line(event, seat, names)
        return [line] if line is not None else []

    def moments(self, events: Sequence[Event], view: Any,
                names: Sequence[str]) -> list[Moment]:
        """The Kassensturz of each round: a message with its picture."""
        out = []
        for e in events:
            if isinstance(e, RoundScored):
                text = "\n".join([t("troedel.ui.kassensturz", round=e.round)] + [
                    t("troedel.ui.kassensturz_line", name=names[s],
                      points=e.gained[s] + e.penalties[s], total=e.totals[s])
                    for s in range(len(e.totals))])
                out.append(Moment(text, drawing.kassensturz, e))
        return out


@dataclass(frozen=True)
class TroedelEnding(Ending):
    """The end in words."""

    def end_lines(self, result: GameResult, names: Sequence[str], *,
                  computers: frozenset[int] = frozenset()) -> list[str]:
        """Why it ended, then places, points, Rechenweg, Fälschungen and
        leaderboard points ("–" for a computer)."""
        lines = [t(f"troedel.reason.{result.reason}")]
        for s in sorted(result.seats, key=lambda s: (s.place, s.seat)):
            lines.append(t("troedel.ui.end.line", place=s.place, name=names[s.seat],
                           points=s.points,
                           lb=leaderboard_points(s.leaderboard, s.seat in computers),
                           faelschungen=s.stats.get("faelschungen", 0)))
            if s.rechenweg:
                lines.append(t("troedel.ui.end.rechenweg", rechenweg=s.rechenweg))
        return lines

