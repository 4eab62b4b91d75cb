"""German texts every game shares in the engines' layer: the daily list
picture's words (``core.daily*``, drawn by render/daily.py), the rating
chart's (``core.rating.chart*``, render/ratings.py), and two
refusals no code looks up today (the clock words its own). No key here starts
with a game's name; the shell's shared words are in bot/texts/de/common.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "core.err.timer_stale": "Diese Zeit ist schon abgelaufen.",
    "core.err.game_over": "Die Partie ist schon vorbei.",
    # --- the daily list's picture (render/daily.py) ---------------------------
    "core.daily.empty": "Heute hat noch niemand das Tagesspiel beendet.",
    "core.dailyboard.title": "Tagesliste {game} · {day}",
    "core.dailyboard.row": "{rank}. {name} – {points} Punkte",
    "core.dailyboard.rank_name": "{rank}. {name}",
    "core.dailyboard.points": "{points} Punkte",
    "core.dailyboard.me": "Dein Platz: {rank}",
    "core.dailyboard.me_none": "Du stehst heute nicht auf der Liste.",
    "core.dailyboard.yesterday": "Gestern: {rank}",
    "core.dailyboard.yesterday_none": "Gestern: nicht gespielt",
    # --- the rating chart (render/ratings.py) --------------------------------
    "core.rating.chart_alt": "Die Wertung über {games} Partien: von {first} auf {last}.",
    "core.rating.chart_empty": "Noch keine gewertete Partie.",
    "core.rating.chart_computer": "Computer {name}: {value}",
    "core.rating.chart_axis": "Verlauf über {games} Partien",
}
