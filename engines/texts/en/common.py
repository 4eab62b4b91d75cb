"""English texts every game shares in the engines' layer: the daily list
picture's words (``core.daily*``, drawn by render/daily.py), the rating
chart's (``core.rating.chart*``, render/ratings.py), and two
refusals no code looks up today (the clock words its own). No key here starts
with a game's name; the shell's shared words are in bot/texts/en/common.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "core.err.timer_stale": "This time has already run out.",
    "core.err.game_over": "The game is already over.",
    # --- the daily list's picture (render/daily.py) ---------------------------
    "core.daily.empty": "Nobody has finished the daily game yet today.",
    "core.dailyboard.title": "Daily list {game} · {day}",
    "core.dailyboard.row": "{rank}. {name} – {points} points",
    "core.dailyboard.rank_name": "{rank}. {name}",
    "core.dailyboard.points": "{points} points",
    "core.dailyboard.me": "Your place: {rank}",
    "core.dailyboard.me_none": "You're not on today's list.",
    "core.dailyboard.yesterday": "Yesterday: {rank}",
    "core.dailyboard.yesterday_none": "Yesterday: not played",
    # --- the rating chart (render/ratings.py) --------------------------------
    "core.rating.chart_alt": "The rating over {games} games: from {first} to {last}.",
    "core.rating.chart_empty": "No rated game yet.",
    "core.rating.chart_computer": "Computer {name}: {value}",
    "core.rating.chart_axis": "History over {games} games",
}
