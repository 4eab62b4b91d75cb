"""The rating chart of ``/<game> wertung`` (issue 34): readable on a phone
(every text at least 12 px high at 400 px, 4.5:1 contrast, nothing cut) in
both themes, with Discord's longest names, and its words for the alt text."""

from __future__ import annotations

import pytest

from render.legibility import problems, recording
from render.ratings import RatingChart, chart_lines, render_rating_chart

COMPUTERS = (("Leicht", 720), ("Normal", 1000), ("Stark", 1280))
#: 32 characters, Discord's longest display name.
LONG = "Eßer-Übelhör Magdalena Wilhelmin"


@pytest.mark.parametrize("theme", ["laternennacht", "morgentau"])
@pytest.mark.parametrize("values", [(), (40,), (0, -80, 35, 120, 1400, 960), tuple(range(30))])
def test_the_chart_reads_on_a_phone(theme: str, values: tuple[int, ...]) -> None:
    with recording() as drawn:
        image = render_rating_chart(RatingChart(LONG, values, COMPUTERS), theme=theme)
    assert len(drawn) == 1 and not problems(drawn[0])
    assert image.info["speedtisch.overflow"] == ()
    texts = [d.text for d in drawn[0].texts]
    assert LONG in texts and {"Leicht", "Normal", "Stark"} <= set(texts)
    if values:
        assert str(values[-1]) in texts


def test_the_alt_text_says_the_course_and_the_computers() -> None:
    lines = chart_lines(RatingChart("Anna", (0, 120, 260), COMPUTERS))
    assert lines == ["Anna", "Die Wertung über 3 Partien: von 0 auf 260.",
                     "Computer Leicht: 720", "Computer Normal: 1000", "Computer Stark: 1280"]
    assert chart_lines(RatingChart("Bo", (40,)))[1] == "Die Wertung über 1 Partie: von 40 auf 40."
