"""The two themes every table offers and the fixed colours of the players.

Laternennacht is dark (lantern light on a night-blue market), Morgentau is
light (dew on a pale green morning). Player colours (and a game's card
faces) are the same in both themes so they are recognised at a glance
whatever the theme; only the table around them changes.

>>> get_theme("morgentau").dark, get_theme("laternennacht").dark
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


def hex_rgb(code: str) -> RGB:
    """``"#ff8800"`` -> ``(255, 136, 0)``."""
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


@dataclass(frozen=True, slots=True)
class Theme:
    """The colours of one theme."""

    name: str
    dark: bool
    background: RGB
    glow: RGB          # the soft light in the middle of the table
    panel: RGB         # boxes on the table
    panel_edge: RGB
    grid: RGB
    text: RGB
    muted: RGB
    accent: RGB        # whose turn, the countdown ring
    warn: RGB          # danger, bad news
    good: RGB          # a move that is possible now, good news
    highlight: RGB     # something complete or won (a full set, the winner)


LATERNENNACHT = Theme(
    name="laternennacht",
    dark=True,
    background=hex_rgb("#121a30"),
    glow=hex_rgb("#24304f"),
    panel=hex_rgb("#1b2542"),
    panel_edge=hex_rgb("#34426a"),
    grid=hex_rgb("#2b375a"),
    text=hex_rgb("#f4ecd6"),
    muted=hex_rgb("#a9b0c8"),
    accent=hex_rgb("#ffbf47"),
    warn=hex_rgb("#ff6b5b"),
    good=hex_rgb("#3ddc84"),
    highlight=hex_rgb("#ffbf47"),
)

MORGENTAU = Theme(
    name="morgentau",
    dark=False,
    background=hex_rgb("#e6f0e8"),
    glow=hex_rgb("#f7fbf4"),
    panel=hex_rgb("#fbfdf9"),
    panel_edge=hex_rgb("#b7cdbd"),
    grid=hex_rgb("#d3e2d6"),
    text=hex_rgb("#1c2b2e"),
    muted=hex_rgb("#58706a"),
    accent=hex_rgb("#b93f0c"),  # 5.4:1 on the panel
    warn=hex_rgb("#c92a2a"),
    good=hex_rgb("#167a45"),  # 5.3:1 on the panel
    highlight=hex_rgb("#e8a317"),
)

THEMES: dict[str, Theme] = {t.name: t for t in (LATERNENNACHT, MORGENTAU)}


def get_theme(name: str) -> Theme:
    """The theme called ``name`` (``laternennacht`` or ``morgentau``)."""
    try:
        return THEMES[name]
    except KeyError:
        raise ValueError(f"unknown theme {name!r}; choose from {sorted(THEMES)}") from None


#: One colour per seat, distinct on both backgrounds (used as fills, with
#: text in :func:`ink_on` on top).
PLAYER_COLOURS: tuple[RGB, ...] = tuple(hex_rgb(c) for c in (
    "#e5484d",  # red
    "#3e8ed0",  # blue
    "#2fa36b",  # green
    "#e59a14",  # amber
    "#a870e0",  # violet (light enough for dark ink: 5.3:1)
    "#14a3a3",  # teal
))

def luminance(colour: RGB) -> float:
    """The relative luminance of ``colour`` (WCAG 2)."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: RGB, b: RGB) -> float:
    """The WCAG contrast ratio of two colours (1 to 21).

    >>> round(contrast((255, 255, 255), (0, 0, 0)))
    21
    """
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


#: The two inks text on a coloured fill is drawn in.
DARK_INK: RGB = (20, 20, 28)
WHITE_INK: RGB = (255, 255, 255)


BLACK: RGB = (0, 0, 0)
WHITE: RGB = (255, 255, 255)


def ink(fill: RGB) -> RGB:
    """Black or white text on ``fill``, whichever contrasts more.

    >>> ink((255, 191, 71)), ink((20, 30, 60))
    ((0, 0, 0), (255, 255, 255))
    """
    key = tuple(fill)
    found = _INKS.get(key)
    if found is None:
        found = BLACK if contrast(BLACK, fill) >= contrast(WHITE, fill) else WHITE
        if len(_INKS) < 4096:
            _INKS[key] = found
    return found


#: ``ink`` of the fills asked for so far (a picture asks for the same few
#: fills dozens of times; bounded).
_INKS: dict[tuple[int, ...], RGB] = {}


def ink_on(fill: RGB) -> RGB:
    """Dark or white text, whichever has the higher contrast on ``fill``
    (every player colour takes dark ink at 4.5:1 or more).

    >>> ink_on((255, 255, 255)), ink_on((0, 0, 0))
    ((20, 20, 28), (255, 255, 255))
    """
    return DARK_INK if contrast(fill, DARK_INK) >= contrast(fill, WHITE_INK) else WHITE_INK


def mix(a: RGB, b: RGB, share: float) -> RGB:
    """``a`` moved ``share`` of the way towards ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * share),
        round(a[1] + (b[1] - a[1]) * share),
        round(a[2] + (b[2] - a[2]) * share),
    )
