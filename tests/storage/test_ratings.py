"""Ratings (issue 34): a win against strong computers counts more, shared
places, seasons in Berlin time, and a rebuild from the stored games that
gives exactly the stored ratings."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from bot.storage import Einsatz, Leaver, Storage, Strength
from bot.storage.migrations import MIGRATIONS, RATINGS_MIGRATION
from bot.storage.skill import Rating, season_of
from tests.storage.conftest import played, record

LEICHT, NORMAL, STARK = Strength.LEICHT, Strength.NORMAL, Strength.STARK


async def rating_of(store: Storage, user: int, *, guild: int = 1, game: str = "fabel",
                    mode: str = "klassisch") -> Rating:
    person = await store.ratings.person(user, game, mode, guild_id=guild)
    assert person.rating is not None
    return person.rating


async def test_a_win_against_three_stark_raises_more_than_against_three_leicht(
        store: Storage) -> None:
    await record(store, played([(1, 1, 90, 10)], computers=(STARK, STARK, STARK)))
    await record(store, played([(2, 1, 90, 10)], computers=(LEICHT, LEICHT, LEICHT)))
    against_stark, against_leicht = await rating_of(store, 1), await rating_of(store, 2)
    new = Rating()
    assert against_stark.conservative > against_leicht.conservative > new.conservative
    assert against_stark.mu - new.mu > against_leicht.mu - new.mu


async def test_a_loss_against_leicht_costs_more_than_against_stark(store: Storage) -> None:
    # the person is last behind three computers
    await record(store, played([(1, 4, 0, 0)], computers=(LEICHT, LEICHT, LEICHT)))
    await record(store, played([(2, 4, 0, 0)], computers=(STARK, STARK, STARK)))
    assert (await rating_of(store, 1)).mu < (await rating_of(store, 2)).mu < Rating().mu


async def test_shared_places_share_the_change(store: Storage) -> None:
    """Two people share the first place (the engine gives both place 1): their
    ratings move alike, above the one behind them, and less than a win alone."""
    await record(store, played([(1, 1, 50, 5), (2, 1, 50, 5), (3, 3, 10, 1)],
                               einsatz=Einsatz.RANGLISTE))
    await record(store, played([(4, 1, 50, 5), (5, 2, 40, 4), (6, 3, 10, 1)],
                               einsatz=Einsatz.RANGLISTE))
    one, two, three = [await rating_of(store, u) for u in (1, 2, 3)]
    alone, second = await rating_of(store, 4), await rating_of(store, 5)
    assert one == two
    assert one.mu > three.mu and one.mu > Rating().mu
    assert alone.mu > one.mu and alone.mu > second.mu


async def test_everyone_sharing_one_place_moves_only_the_uncertainty(store: Storage) -> None:
    await record(store, played([(1, 1, 5, 1), (2, 1, 5, 1)], einsatz=Einsatz.RANGLISTE))
    one = await rating_of(store, 1)
    assert one.mu == Rating().mu and one.sigma < Rating().sigma


async def test_a_leaver_is_placed_behind_everyone(store: Storage) -> None:
    """DECISIONS: "a computer of the table's strength takes the seat"; the
    leaver is rated as behind every seat that finished."""
    game = replace(played([(1, 1, 50, 5), (2, 2, 10, 1)], computers=(NORMAL,),
                          einsatz=Einsatz.RANGLISTE), leavers=(Leaver(3, 2),))
    await record(store, game, leave_points=-10)
    behind = await rating_of(store, 3)
    assert behind.mu < (await rating_of(store, 2)).mu < (await rating_of(store, 1)).mu
    person = await store.ratings.person(3, "fabel", "klassisch", guild_id=1)
    assert person.last[0].place is None and person.last[0].entrants == 4


async def test_friendly_games_and_lernpartien_are_not_rated(store: Storage) -> None:
    await record(store, played([(1, 1, 5, 1), (2, 2, 1, 0)], einsatz=Einsatz.FREUNDSCHAFT))
    await record(store, played([(1, 1, 5, 1)], computers=(STARK,), records=False))
    assert (await store.ratings.person(1, "fabel", "klassisch", guild_id=1)).rating is None
    await record(store, played([(1, 1, 5, 1)], computers=(STARK,)))  # a solo game counts
    assert (await store.ratings.person(1, "fabel", "klassisch", guild_id=1)).games == 1


async def test_ratings_are_kept_per_server_per_mode_and_across_servers(store: Storage) -> None:
    await record(store, played([(1, 1, 5, 1)], computers=(STARK,), guild=1))
    await record(store, played([(1, 2, 5, 1)], computers=(STARK,), guild=2))
    await record(store, played([(1, 1, 5, 1)], computers=(STARK,), guild=2, mode="meistermarkt"))
    here = await store.ratings.person(1, "fabel", "klassisch", guild_id=1)
    there = await store.ratings.person(1, "fabel", "klassisch", guild_id=2)
    assert (here.games, there.games, here.overall_games) == (1, 1, 2)
    assert here.rating is not None and there.rating is not None
    assert here.rating.mu > there.rating.mu
    assert here.overall == there.overall
    other = await store.ratings.person(1, "fabel", "meistermarkt", guild_id=2)
    assert other.games == 1 and other.overall_games == 1


def _utc(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


def test_the_season_changes_on_the_first_in_berlin_time() -> None:
    assert season_of(_utc(2026, 11, 30, 22, 59)) == "2026-11"   # 23:59 in Berlin
    assert season_of(_utc(2026, 11, 30, 23, 30)) == "2026-12"   # 00:30 in Berlin
    assert season_of(_utc(2026, 3, 31, 21, 59)) == "2026-03"    # summer time: UTC+2
    assert season_of(_utc(2026, 3, 31, 22, 0)) == "2026-04"
    assert season_of(_utc(2026, 12, 31, 23, 0)) == "2027-01"


async def test_season_boards_start_afresh_and_stay_after_the_month(store: Storage) -> None:
    november, december = _utc(2026, 11, 30, 22, 30), _utc(2026, 11, 30, 23, 30)
    await record(store, played([(1, 1, 5, 1)], computers=(STARK,), at=november))
    await record(store, played([(2, 1, 5, 1)], computers=(STARK,), at=december))
    await record(store, played([(1, 1, 5, 1)], computers=(STARK,), at=december + 60))
    nov = await store.ratings.board(1, "fabel", "klassisch", season="2026-11")
    dec = await store.ratings.board(1, "fabel", "klassisch", season="2026-12", user_id=1)
    ever = await store.ratings.board(1, "fabel", "klassisch")
    assert [(e.user_id, e.games) for e in nov.top] == [(1, 1)]
    assert {(e.user_id, e.games) for e in dec.top} == {(1, 1), (2, 1)}
    assert dec.me is not None and dec.me.games == 1
    assert {(e.user_id, e.games) for e in ever.top} == {(1, 2), (2, 1)}
    assert await store.ratings.seasons(1, "fabel", "klassisch") == ("2026-12", "2026-11")


async def _snapshot(store: Storage) -> tuple[list[tuple[object, ...]], ...]:
    ratings = await store._db.fetchall("SELECT * FROM ratings ORDER BY 1, 2, 3, 4, 5")
    course = await store._db.fetchall("SELECT * FROM rating_history ORDER BY 1, 2, 3")
    return [tuple(r) for r in ratings], [tuple(r) for r in course]


async def _random_games(store: Storage, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for n in range(count):
        people = rng.randint(1, 4)
        computers = tuple(rng.choice(list(Strength)) for _ in range(rng.randint(
            1 if people == 1 else 0, 6 - people)))
        seats = people + len(computers)
        places = sorted(rng.randint(1, seats) for _ in range(seats))
        users = rng.sample(range(1, 12), people + 1)
        game = played([(u, places[i], 0, 0) for i, u in enumerate(users[:people])],
                      computers=computers, guild=rng.choice((1, 2, None)),
                      mode=rng.choice(("klassisch", "meistermarkt")),
                      at=_utc(2026, 10, 1) + n * 40_000.0,
                      einsatz=Einsatz.RANGLISTE if people > 1 or rng.random() < .2 else None)
        game = replace(game, result=replace(game.result, seats=tuple(
            replace(s, place=places[i]) for i, s in enumerate(game.result.seats))))
        if rng.random() < 0.2:
            game = replace(game, leavers=(Leaver(users[-1], 0),), einsatz=Einsatz.RANGLISTE)
        await record(store, game, leave_points=-10)


async def test_a_rebuild_gives_the_stored_ratings_exactly(store: Storage) -> None:
    await _random_games(store, 120, seed=3)
    before = await _snapshot(store)
    assert len(before[0]) > 20 and len(before[1]) > 100
    check = await store.ratings.rebuild(write=False)
    assert check.differences == 0 and check.games == 120
    assert (check.ratings, check.history) == (len(before[0]), len(before[1]))
    # a changed rating is found, and the rebuild puts back exactly the stored floats
    await store._db.execute("UPDATE ratings SET mu = mu + 1e-12 WHERE user_id = 1")
    await store._db.execute("DELETE FROM rating_history WHERE user_id = 2")
    broken = await store.ratings.rebuild(write=False)
    assert broken.differences > 0
    assert (await store.ratings.rebuild()).differences == broken.differences
    assert await _snapshot(store) == before
    assert (await store.ratings.rebuild(write=False)).differences == 0


async def test_games_stored_before_the_ratings_are_rated_when_storage_opens(
        tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    before_ratings = MIGRATIONS[:MIGRATIONS.index(RATINGS_MIGRATION)]
    async with await Storage.open(path, migrations=before_ratings) as old:
        await old._db.execute(
            "INSERT INTO games (id, guild_id, game, mode, finished_at, einsatz, "
            "counts_for_leaderboard, computer_strengths) VALUES "
            "(1, 1, 'fabel', 'klassisch', 10.0, 'rangliste', 1, '[\"stark\"]'), "
            "(2, 1, 'fabel', 'klassisch', 20.0, 'freundschaft', 0, '[]')")
        await old._db.execute(
            "INSERT INTO player_results (game_id, user_id, seat, place, points, "
            "leaderboard_points, won) VALUES (1, 1, 0, 1, 5, 5, 1), (1, 2, 1, 2, 1, 1, 0), "
            "(2, 1, 0, 2, 5, 5, 0), (2, 2, 1, 1, 1, 1, 1)")
    async with await Storage.open(path) as storage:
        one = await storage.ratings.person(1, "fabel", "klassisch", guild_id=1)
        two = await storage.ratings.person(2, "fabel", "klassisch", guild_id=1)
        assert (one.games, two.games) == (1, 1)   # the friendly game is not rated
        assert one.rating is not None and two.rating is not None
        assert one.rating.mu > two.rating.mu
        assert (await storage.ratings.rebuild(write=False)).differences == 0
        assert not await storage.ratings.rebuild_pending()


async def test_a_persons_course_best_and_last_games(store: Storage) -> None:
    for n, place in enumerate((1, 2, 1, 2, 2)):
        await record(store, played([(1, place, 5, 1)], computers=(STARK,), at=100.0 * n))
    person = await store.ratings.person(1, "fabel", "klassisch", guild_id=1, points=4,
                                        shown=2)
    assert [p.finished_at for p in person.course] == [100.0, 200.0, 300.0, 400.0]
    assert [p.finished_at for p in person.last] == [400.0, 300.0]
    assert all(p.change > 0 for p in person.best) and person.best[0].place == 1
    assert person.course[-1].rating == person.rating and person.games == 5
