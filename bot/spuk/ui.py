"""Speedspuk at a Discord table, on the game kit: the public lines and
buttons ("Stapel", "Ablage", "Mitternacht!"), the private panel
(:mod:`.panels`), the clicks, the log, the round's scoring as a message of
its own with its picture, Karten-Info (:mod:`.info`) and the end.

No rules live here: a click becomes an engine action (or a half-made
choice, a :class:`~bot.kit.ui.Draft`, carried in the component ids), and
the engine checks it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.kit.parts import (
    AltTexts,
    Controls,
    Countdowns,
    Ending,
    InfoTopics,
    News,
    TableMessage,
)
from bot.kit.ui import Basics, Button, Draft, GameUI, Moment, Panel, leaderboard_points
from bot.kit.ui import Look as Answer
from bot.spuk import codes, info, panels
from bot.spuk.last import last_step
from engines.core import Event, GameResult
from engines.spuk import events as ev
from engines.spuk.actions import (
    Call,
    Cover,
    Discard,
    Draw,
    Look,
    Pass,
    Peek,
    Poltern,
    Swap,
    TakeDiscard,
)
from engines.spuk.narrate import card_label, log_line
from engines.spuk.view import SpukView
from engines.texts import t

RULES = (Path(__file__).with_name("regeln.txt")).read_text(encoding="utf-8")


@dataclass
class SpukUI(Basics):
    """Speedspuk's words and controls (see the module docstring)."""

    # ------------------------------------------------------------ public
    def public_content(self, view: SpukView, names: Sequence[str]) -> str:
        """Three steady lines: the round and who acts; the Ablage and the
        Stapel; the call (who called, who still has his one more turn)."""
        if view.over:
            head = t("spuk.ui.pub.over")
        elif view.phase == "look":
            done = [f"✓ {names[s]}" for s in view.looked]
            waiting = [names[s] for s in range(view.seats) if s not in view.looked]
            head = t("spuk.ui.pub.look", round=view.round,
                     done=", ".join(done) or t("spuk.ui.nobody"),
                     open=", ".join(waiting) or t("spuk.ui.nobody"))
        else:
            assert view.turn_seat is not None
            head = t("spuk.ui.pub.turn", round=view.round, name=names[view.turn_seat],
                     turn=view.turns + 1)
        top = view.ablage_top
        middle = t("spuk.ui.pub.table", label=card_label(top) if top is not None else "–",
                   count=view.deck_count)
        if view.caller is not None:
            third = t("spuk.ui.pub.called", name=names[view.caller],
                      left=", ".join(names[s] for s in view.final_left)
                      or t("spuk.ui.nobody"))
        else:
            third = t("spuk.ui.pub.points", points=" · ".join(
                f"{names[s]} {view.totals[s]}" for s in range(view.seats)))
        return "\n".join((head, middle, third))

    # ------------------------------------------------------------- panel
    def panel(self, view: SpukView, names: Sequence[str]) -> Panel:
        """The reader's panel with nothing half-chosen."""
        return panels.build(view, names, "")

    # ------------------------------------------------------------ clicks
    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any,
               names: Sequence[str]) -> Any:
        """The engine action (or Draft) a click means; ValueError if none."""
        simple = {"draw": Draw, "take": TakeDiscard, "call": Call, "cover": Cover,
                  "discard": Discard, "pass": Pass}
        if verb in simple:
            return simple[verb](seat)
        if verb == "pick":
            codes.positions(arg)
            return Draft(arg)
        if verb == "look":
            return Look(seat, codes.positions(arg))
        if verb == "swap":
            chosen = codes.positions(arg)
            if not chosen:
                raise ValueError("no place chosen")
            return Swap(seat, chosen)
        if verb == "peek":
            target, position = codes.card(values[0] if values else arg)
            return Peek(seat, target, position)
        if verb == "pown":
            codes.polter(arg)
            return Draft(arg)
        if verb == "ptarget":
            if len(values) != 1:
                raise ValueError("one card")
            codes.polter(values[0])
            return Draft(values[0])
        if verb == "polter":
            own, other = codes.polter(arg)
            if own is None or other is None:
                raise ValueError("an incomplete Poltergeist choice")
            return Poltern(seat, own, other[0], other[1])
        raise ValueError(f"unknown verb {verb!r}")

    # ------------------------------------------------------- log and end
    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """The engine's log line of every public event."""
        return [line for e in events if (line := log_line(e, names)) is not None]


@dataclass(frozen=True)
class SpukTable(TableMessage):
    """Speedspuk's table message: its buttons and the last step lit up."""

    def public_buttons(self, view: SpukView, *, solo: bool) -> tuple[Button, ...]:
        """"Stapel", "Ablage" and "Mitternacht!" while a turn is open (the
        engine refuses anyone not on turn)."""
        if view.phase != "turn":
            return ()
        out = [Button(t("spuk.ui.btn.pub_draw"), "draw", style="primary"),
               Button(t("spuk.ui.btn.pub_take"), "take")]
        if view.caller is None:
            out.append(Button(t("spuk.ui.btn.call"), "call", style="danger"))
        return tuple(out)

    def table_input(self, view: SpukView, events: Sequence[Event],
                    names: Sequence[str]) -> Any:
        """The public view with what the last step did (lit up, a caption)."""
        return view, last_step(events, names)


@dataclass(frozen=True)
class SpukCountdowns(Countdowns):
    """The Merkzeit on the panel; covered cards drawn again."""

    def panel_deadlines(self, panel: Panel, view: SpukView,
                        deadlines: Mapping[int, float]) -> Panel:
        """The reader's panel with the end of his Merkzeit (a Discord
        timestamp that counts down by itself) while his cards are open."""
        merk = view.merkzeit
        if merk is None or merk.token not in deadlines:
            return panel
        line = t("spuk.ui.merk_until", when=f"<t:{int(deadlines[merk.token] + 0.5)}:R>")
        return Panel(f"{panel.content}\n{line}", panel.rows)

    def stale_panels(self, events: Sequence[Event]) -> frozenset[int]:
        """Covered cards (the Merkzeit ran out): that seat's panel is drawn
        again, without the values."""
        return frozenset(e.seat for e in events if isinstance(e, ev.Covered))


@dataclass(frozen=True)
class SpukControls(Controls):
    """The panel with a half-made choice."""

    def draft_panel(self, game: GameUI, view: SpukView, names: Sequence[str],
                    draft: str) -> Panel:
        """The reader's panel with ``draft`` half-chosen."""
        return panels.build(view, names, draft)


@dataclass(frozen=True)
class SpukAlts(AltTexts):
    """The private picture's alt text."""

    def panel_alt(self, game: GameUI, view: SpukView, names: Sequence[str]) -> str:
        """The private picture's alt text: the reader's row place by place as
        the picture shows it (a card open now with its value, the others
        covered), then the panel's words (the drawn card, the task)."""
        assert view.reader is not None
        places = [t("spuk.alt.open", place=p + 1, card=card_label(c.value))
                  if c.open and c.value is not None else t("spuk.alt.covered", place=p + 1)
                  for p, c in enumerate(view.rows[view.reader].cards)]
        return t("core.alt.panel", lines="\n".join((
            t("spuk.alt.row", places=" · ".join(places)), game.panel(view, names).content)))


@dataclass(frozen=True)
class SpukInfo(InfoTopics):
    """Karten-Info (:mod:`.info`)."""

    def info_topics(self, view: Any, names: Sequence[str]) -> tuple[tuple[str, str], ...]:
        """The cards of the rows, the Stapel, the Ablage and the drawn card."""
        return info.topics(view, names)

    def info(self, view: Any, topic: str, names: Sequence[str]) -> Answer:
        """What the topic is and means for the reader now, from his view,
        in words and as a picture of the card(s) asked about."""
        from bot.spuk import drawing

        text = info.answer(view, topic, names)
        return Answer(text, drawing.info, (view, topic, text))


@dataclass(frozen=True)
class SpukNews(News):
    """The round's scoring as a moment; nothing private in messages."""

    def private_lines(self, event: Event, seat: int, names: Sequence[str]) -> list[str]:
        """Nothing: seen values stand only in the panel (which "Zudecken"
        covers), never in a message that would keep them."""
        return []

    def moments(self, events: Sequence[Event], view: Any,
                names: Sequence[str]) -> list[Moment]:
        """The round's scoring: a message of its own with all rows face up."""
        from bot.spuk import drawing

        out = []
        for event in events:
            if isinstance(event, ev.RoundScored):
                out.append(Moment(scoring_text(event, names), drawing.scoring, event))
        return out


@dataclass(frozen=True)
class SpukEnding(Ending):
    """The end board's records and lines."""

    def end_input(self, view: SpukView, records: tuple[tuple[str, ...], ...]) -> Any:
        """The end board's view with the short names of the records each
        seat just set."""
        return view, tuple(tuple(t(f"spuk.record.short.{s}") for s in seat) for seat in records)

    def end_lines(self, result: GameResult, names: Sequence[str], *,
                  computers: frozenset[int] = frozenset()) -> list[str]:
        """Places, totals and leaderboard points (half in a Lernpartie; "–"
        for a computer)."""
        lines = [t("spuk.ui.end.rounds", rounds=result.rounds)]
        if not result.records:
            lines.append(t("spuk.ui.end.lern"))
        for s in sorted(result.seats, key=lambda s: (s.place, s.seat)):
            lines.append(t("spuk.ui.end.line", place=s.place, name=names[s.seat],
                           total=s.points,
                           lb=leaderboard_points(s.leaderboard, s.seat in computers)))
        return lines


def scoring_text(event: ev.RoundScored, names: Sequence[str]) -> str:
    """The round's scoring in words: the caller rule or Geisterstunde, then
    each row's sum, points and total."""
    lines = [t("spuk.ui.score.title", number=event.number)]
    if event.caller is None and event.geisterstunde is None:
        lines.append(t("spuk.ui.score.no_caller"))
    body = log_line(event, names)
    if body:
        lines.extend(body.splitlines())
    return "\n".join(lines)
