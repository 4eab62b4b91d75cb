"""Helpers for drawing sprites (card faces, tokens, emblems) at a large
scale before they are shrunk: a pen in unit coordinates, polygon shapes,
rounded boxes and text with a shadow.

>>> from PIL import Image, ImageDraw
>>> image = Image.new("RGBA", (40, 40))
>>> Pen(ImageDraw.Draw(image), 0, 0, 40, (255, 255, 255), (128, 128, 128), (0, 0, 0)).p((0.5, 1.0))
(20.0, 40.0)
>>> len(rotated_oval(0, 0, 2, 1, 30, steps=8)), shrink(image, (10, 10)).size
(8, (10, 10))
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from render import fonts
from render.theme import RGB

Point = tuple[float, float]


class Pen:
    """Draws an emblem in unit coordinates (0..1) into a box of an image."""

    def __init__(self, draw: ImageDraw.ImageDraw, x: float, y: float, size: float,
                 fg: RGB, mid: RGB, dark: RGB) -> None:
        self.draw, self.x, self.y, self.size = draw, x, y, size
        self.colours = {"fg": fg, "mid": mid, "dark": dark}

    def p(self, pt: Point) -> Point:
        """A unit point in image pixels."""
        return (self.x + pt[0] * self.size, self.y + pt[1] * self.size)

    def poly(self, pts: list[Point], role: str = "fg") -> None:
        """A filled polygon."""
        self.draw.polygon([self.p(q) for q in pts], fill=self.colours[role])

    def oval(self, x0: float, y0: float, x1: float, y1: float, role: str = "fg") -> None:
        """A filled ellipse in a unit box."""
        self.draw.ellipse([self.p((x0, y0)), self.p((x1, y1))], fill=self.colours[role])

    def line(self, pts: list[Point], width: float, role: str = "fg") -> None:
        """A polyline ``width`` units thick with round joints."""
        w = max(1, round(width * self.size))
        self.draw.line([self.p(q) for q in pts], fill=self.colours[role], width=w, joint="curve")
        for q in (pts[0], pts[-1]):
            cx, cy = self.p(q)
            self.draw.ellipse([cx - w / 2, cy - w / 2, cx + w / 2, cy + w / 2],
                              fill=self.colours[role])


def teardrop(cx: float, cy: float, r: float, tx: float, ty: float, steps: int = 24) -> list[Point]:
    """A drop shape: a circle round (cx, cy) drawn out to a tip at (tx, ty)."""
    dx, dy = tx - cx, ty - cy
    dist = math.hypot(dx, dy)
    towards = math.atan2(dy, dx)
    half = math.acos(min(1.0, r / dist))
    pts: list[Point] = [(tx, ty)]
    start, end = towards + half, towards + 2 * math.pi - half
    for i in range(steps + 1):
        a = start + (end - start) * i / steps
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def rotated_oval(cx: float, cy: float, rx: float, ry: float, angle: float,
                 steps: int = 28) -> list[Point]:
    """An ellipse turned by ``angle`` degrees, as a polygon."""
    a = math.radians(angle)
    out: list[Point] = []
    for i in range(steps):
        u = 2 * math.pi * i / steps
        x, y = rx * math.cos(u), ry * math.sin(u)
        out.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
    return out


def shrink(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    """``image`` scaled down to ``size`` with smooth edges."""
    return image.resize(size, Image.Resampling.LANCZOS)


def rounded(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], radius: float,
            fill: RGB | None, outline: RGB | None = None, width: int = 0) -> None:
    """A rounded rectangle (``fill`` None: the outline only)."""
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def shadow_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
                fill: RGB, anchor: str, shadow: RGB | None = None) -> None:
    """``text`` in the shipped bold face, with a shadow offset down-right
    by a fourteenth of its size when ``shadow`` is given."""
    face = fonts.font(size)
    if shadow is not None:
        off = max(1, size // 14)
        draw.text((xy[0] + off, xy[1] + off), text, font=face, fill=shadow, anchor=anchor)
    draw.text(xy, text, font=face, fill=fill, anchor=anchor)
