"""Speedspuk's private panel: what the reader may do now, as buttons and
selects, built from his own view only.

- The first look: one button per place of the row (pressed ones turn blue),
  then "Ansehen". The open cards (also after a Kerze or Kristallkugel) are
  named in the panel and shown large in its picture until "Zudecken" (or
  the Merkzeit ends, or the reader's next own action); the game goes on
  meanwhile, so the seat on turn has "Zudecken" beside its turn's buttons.
- The turn: "Vom Stapel ziehen", "Ablage nehmen" (with the card), and
  "Mitternacht!" while nobody has called.
- A card in hand: the places to swap out (one, or 2 to 4 for a group), then
  "Tauschen"; "Ablegen" for a card from the Stapel. "Achtung" (a chosen card
  never seen, or with the Gedächtnishilfe different values) turns
  "Tauschen" red; swapping is still allowed.
- Kerze: a button per own place; Kristallkugel: a select "Spieler · Platz";
  Poltergeist: an own place and a select, then "Poltern"; "Verzichten".

Only ``CardView.value`` is ever named (open now, or the Gedächtnishilfe):
the game does not remember for the player.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.kit.ui import Button, Panel, Select
from bot.spuk import codes
from bot.spuk.info import ago
from engines.spuk.actions import Call, Cover, Discard, Draw, Peek, Poltern, TakeDiscard
from engines.spuk.narrate import card_label
from engines.spuk.view import DIFFERS, UNSEEN, SpukView
from engines.texts import t

Row = tuple[Button, ...] | Select


def place_rows(n: int, verb: str, args: Sequence[str], chosen: Sequence[int] = (),
               labels: Sequence[str] | None = None) -> list[tuple[Button, ...]]:
    """Buttons "Platz 1" … "Platz n" in one row (two rows of three for six)."""
    buttons = [Button(labels[p] if labels else t("spuk.ui.place", place=p + 1), verb, args[p],
                      style="primary" if p in chosen else "secondary") for p in range(n)]
    if n <= 5:
        return [tuple(buttons)]
    half = (n + 1) // 2
    return [tuple(buttons[:half]), tuple(buttons[half:])]


def open_cards(view: SpukView, names: Sequence[str]) -> list[str]:
    """The cards open for the reader now, named ("Platz 2: 3 Eule")."""
    out = []
    for row in view.rows:
        for pos, card in enumerate(row.cards):
            if card.open and card.value is not None:
                if row.seat == view.reader:
                    out.append(t("spuk.ui.open_own", place=pos + 1, label=card_label(card.value)))
                else:
                    out.append(t("spuk.ui.open_other", name=names[row.seat],
                                 place=pos + 1, label=card_label(card.value)))
    return out


def warning(view: SpukView, chosen: tuple[int, ...]) -> str:
    """The "Achtung" line for the chosen places ("" if none is needed)."""
    if not chosen:
        return ""
    codes_ = view.group_warning(chosen)
    unseen = [p + 1 for p, c in zip(chosen, codes_, strict=True) if c == UNSEEN]
    parts = []
    if unseen:
        parts.append(t("spuk.ui.warn_unseen", places=", ".join(map(str, unseen)),
                       count=len(unseen)))
    if DIFFERS in codes_:
        parts.append(t("spuk.ui.warn_differs"))
    return t("spuk.ui.achtung", why=" ".join(parts)) if parts else ""


def build(view: SpukView, names: Sequence[str], draft: str) -> Panel:
    """The reader's panel with ``draft`` half-chosen (see :mod:`.codes`)."""
    seat = view.reader
    assert seat is not None
    title = t("spuk.ui.title", name=names[seat], round=view.round)
    kinds = {d.kind for d in view.pending}
    lines = [title]
    shown = open_cards(view, names)
    if "look" in kinds:
        return _look(view, title, draft)
    if "cover" in kinds:
        return Panel("\n".join([*lines, *_open_lines(view, shown)]), (_cover_row(),))
    if view.over:
        return Panel("\n".join([*lines, t("spuk.ui.over")]))
    if view.turn_seat != seat:
        if view.phase == "look":
            lines.append(t("spuk.ui.wait_look"))
        elif view.turn_seat is not None:
            lines.append(t("spuk.ui.wait_turn", name=names[view.turn_seat]))
        return Panel("\n".join(lines))
    if "turn" in kinds:
        return _turn(view, lines, shown)
    if kinds & {"drawn", "taken"}:
        return _swap(view, lines, draft)
    if "kerze" in kinds:
        n = len(view.rows[seat].cards)
        lines.append(t("spuk.ui.kerze"))
        rows: list[Row] = [*place_rows(n, "peek", [codes.card_code(seat, p) for p in range(n)])]
        rows.append((Button(t("spuk.ui.btn.pass"), "pass"),))
        return Panel("\n".join(lines), tuple(rows))
    if "kugel" in kinds:
        lines.append(t("spuk.ui.kugel"))
        options = tuple((codes.card_code(a.target, a.position), target_label(view, names, a))
                        for a in view.legal if isinstance(a, Peek))
        pass_row = (Button(t("spuk.ui.btn.pass"), "pass"),)
        if not options:
            # every other row is the caller's: nothing may be looked at
            lines.append(t("spuk.ui.no_target"))
            return Panel("\n".join(lines), (pass_row,))
        return Panel("\n".join(lines), (Select(t("spuk.ui.ph.target"), "peek", options[:25]),
                                        pass_row))
    if "polter" in kinds:
        return _polter(view, names, lines, draft)
    return Panel("\n".join(lines))


def target_label(view: SpukView, names: Sequence[str], action: Peek | Poltern) -> str:
    """A card of another player as a select names it: "Ben · Platz 2",
    with the reader's eye if he has seen it."""
    seat = action.target
    pos = action.position if isinstance(action, Peek) else action.target_position
    label = t("spuk.ui.target", name=names[seat], place=pos + 1)
    eye = view.rows[seat].cards[pos].eye(view.reader)
    if eye is not None:
        label += " · " + t("spuk.ui.seen_ago", ago=ago(eye))
    return label


def _look(view: SpukView, title: str, draft: str) -> Panel:
    k = view.options.look_count
    try:
        chosen = codes.positions(draft)
    except ValueError:
        chosen = ()
    n = len(view.own_row().cards)
    chosen = tuple(p for p in chosen if p < n)
    lines = [title, t("spuk.ui.look", count=k)]
    if chosen:
        lines.append(t("spuk.ui.chosen", places=", ".join(str(p + 1) for p in chosen)))
    rows: list[Row] = [*place_rows(n, "pick", [codes.toggle(codes.positions_code(chosen), p)
                                              for p in range(n)], chosen)]
    rows.append((Button(t("spuk.ui.btn.look"), "look", codes.positions_code(chosen),
                        style="success", disabled=len(chosen) != k),))
    return Panel("\n".join(lines), tuple(rows))


def _open_lines(view: SpukView, shown: list[str]) -> list[str]:
    """The reader's open cards and how long they stay open."""
    return [t("spuk.ui.open", cards="; ".join(shown)),
            t("spuk.ui.merk_solo") if view.options.merk_seconds is None else t("spuk.ui.merk")]


def _cover_row() -> tuple[Button, ...]:
    return (Button(t("spuk.ui.btn.cover"), "cover", style="success"),)


def _turn(view: SpukView, lines: list[str], shown: list[str]) -> Panel:
    legal = set(map(type, view.legal))
    top = view.ablage_top
    if shown:
        # the first look's cards may still be open when the turn starts
        lines.extend(_open_lines(view, shown))
    lines.append(t("spuk.ui.turn"))
    buttons = [Button(t("spuk.ui.btn.draw"), "draw", style="primary",
                      disabled=Draw not in legal)]
    if top is not None:
        buttons.append(Button(t("spuk.ui.btn.take", label=card_label(top)), "take",
                              disabled=TakeDiscard not in legal))
    if Call in legal:
        buttons.append(Button(t("spuk.ui.btn.call"), "call", style="danger"))
    elif view.caller is not None:
        lines.append(t("spuk.ui.called_already"))
    rows: tuple[tuple[Button, ...], ...] = (tuple(buttons),)
    if shown and Cover in legal:
        rows = (*rows, _cover_row())
    return Panel("\n".join(lines), rows)


def _swap(view: SpukView, lines: list[str], draft: str) -> Panel:
    seat = view.reader
    assert seat is not None and view.held is not None
    try:
        chosen = codes.positions(draft)
    except ValueError:
        chosen = ()
    n = len(view.own_row().cards)
    chosen = tuple(p for p in chosen if p < n)
    source = "spuk.ui.held_ablage" if view.holding == "ablage" else "spuk.ui.held_deck"
    lines.append(t(source, label=card_label(view.held)))
    lines.append(t("spuk.ui.swap_how") if view.holding == "ablage" else t("spuk.ui.swap_or"))
    if chosen:
        lines.append(t("spuk.ui.chosen", places=", ".join(str(p + 1) for p in chosen)))
    warn = warning(view, chosen)
    if warn:
        lines.append(warn)
    rows: list[Row] = [*place_rows(n, "pick", [codes.toggle(codes.positions_code(chosen), p)
                                              for p in range(n)], chosen)]
    key = "spuk.ui.btn.swap_group" if len(chosen) > 1 else "spuk.ui.btn.swap"
    buttons = [Button(t(key), "swap", codes.positions_code(chosen),
                      style="danger" if warn else "success",
                      disabled=not 1 <= len(chosen) <= 4)]
    if any(isinstance(a, Discard) for a in view.legal):
        buttons.append(Button(t("spuk.ui.btn.discard"), "discard"))
    rows.append(tuple(buttons))
    return Panel("\n".join(lines), tuple(rows))


def _polter(view: SpukView, names: Sequence[str], lines: list[str], draft: str) -> Panel:
    seat = view.reader
    assert seat is not None
    try:
        own, other = codes.polter(draft)
    except ValueError:
        own, other = None, None
    n = len(view.own_row().cards)
    targets = {(a.target, a.target_position): a for a in view.legal if isinstance(a, Poltern)}
    if own is not None and own >= n:
        own = None
    if other is not None and other not in targets:
        other = None
    lines.append(t("spuk.ui.polter"))
    if own is not None:
        lines.append(t("spuk.ui.polter_own", place=own + 1))
    if other is not None:
        lines.append(t("spuk.ui.polter_other", target=target_label(view, names,
                                                                   targets[other])))
    rows: list[Row] = [*place_rows(n, "pown", [codes.polter_code(p, other) for p in range(n)],
                                   () if own is None else (own,))]
    seen: set[tuple[int, int]] = set()
    options = []
    for key, action in targets.items():
        if key not in seen:
            seen.add(key)
            options.append((codes.polter_code(own, key), target_label(view, names, action)))
    if options:
        rows.append(Select(t("spuk.ui.ph.target"), "ptarget", tuple(options[:25])))
    else:
        lines.append(t("spuk.ui.no_target"))
    done = own is not None and other is not None
    rows.append((Button(t("spuk.ui.btn.polter"), "polter",
                        codes.polter_code(own, other) if done else "", style="success",
                        disabled=not done), Button(t("spuk.ui.btn.pass"), "pass")))
    return Panel("\n".join(lines), tuple(rows))
