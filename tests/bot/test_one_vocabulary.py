"""Issue 29: one name for one thing across the four games, from one place
in the texts: the lobby's join button (DECISIONS: "its Beitreten button"),
the replay button, and the daily game's name in its command, its thread,
its list and the Rat's refusal."""

from __future__ import annotations

import pytest

from bot.registry import plugins

GAMES = plugins()


def test_the_join_and_replay_buttons_have_one_name_in_every_game() -> None:
    assert {p.parts.word("core.lobby.btn.join") for p in GAMES} == {"Beitreten"}
    assert len({p.parts.word("core.btn.again") for p in GAMES}) == 1


@pytest.mark.parametrize("plugin", GAMES, ids=lambda p: p.info.name)
def test_the_daily_game_has_the_name_of_its_command_everywhere(plugin: object) -> None:
    parts = plugin.parts  # type: ignore[attr-defined]
    name = parts.lobby.slash.daily.capitalize()        # "Tagesmarkt", "Tagesspiel"
    other = ({"Tagesmarkt", "Tagesspiel"} - {name}).pop()
    for text in (parts.word("core.daily.empty"), parts.word("core.answer.no_rat"),
                 parts.word("core.thread.daily", game="Spiel", host="Anna")):
        assert name in text and other not in text, text
