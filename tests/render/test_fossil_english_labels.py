"""Issue 35: the Speedfossil table picture drew its era cells as "Z1: 2"
in every language; an English reader sees "E1: 2", as on the English hand
picture (render/fossil/hand.py, "fossil.hand.era")."""

from __future__ import annotations

from engines.texts import reading, t
from render.fossil.table import era_label


def test_era_cells_follow_the_reader_s_language() -> None:
    assert era_label(3, 2) == "Z3: 2"
    with reading("en"):
        assert era_label(3, 2) == "E3: 2"
        # the same letter as the English hand picture's era rows
        assert t("fossil.hand.era", era=3, fossils="x").startswith("E3:")
