"""The one way the shell reads what people send (bot/kit/parsing.py), the ids
(bot/kit/ids.py) and a restored table that ends once (bot/kit/runtime/table.py)."""

from __future__ import annotations

import random

import pytest

from bot.kit.ids import ButtonId, modal_id
from bot.kit.parsing import BadInput, modal_fields, number, numbers, one_of, single, some_of
from bot.kit.runtime.clock import ManualScheduler
from bot.kit.runtime.table import Table
from engines.core import to_json
from engines.core.playout import random_game
from engines.fabel import Options
from engines.fabel.game import GAME
from tests.bot.helpers import MemoryLog, Recorder
from tests.bot.test_table import PEOPLE, SPEC


@pytest.mark.parametrize("typed", ["²", "①", "٣", "-1", "1.5", "", " ", "1e3", "0x10",
                                   "9" * 13, None])
def test_numbers_are_plain_ascii_digits(typed: str | None) -> None:
    with pytest.raises(BadInput) as refused:
        number(typed)
    assert "nichts geändert" in refused.value.text


def test_numbers_within_bounds_and_in_groups() -> None:
    assert number(" 120 ", high=999) == 120
    with pytest.raises(BadInput):
        number("120", high=100)
    assert numbers("3.0.10", 3) == (3, 0, 10)
    for bad in ("3.0", "3..1", "x.y.z", "3.0.1.2"):
        with pytest.raises(BadInput):
            numbers(bad, 3)


def test_select_values_must_be_offered() -> None:
    assert one_of(["c.3"], ("c.3", "deck")) == "c.3"
    assert single(["x"]) == "x"
    assert some_of([], ("a", "b")) == ()
    assert some_of(["b", "a"], ("a", "b")) == ("b", "a")
    for values in ([], ["c.99"], ["c.3", "deck"], None):
        with pytest.raises(BadInput):
            one_of(values, ("c.3", "deck"))
    for values in (["a", "a"], ["c"]):
        with pytest.raises(BadInput):
            some_of(values, ("a", "b"))
    with pytest.raises(BadInput):
        single([])


def test_modal_fields_in_rows_and_labels() -> None:
    rows = {"components": [{"type": 1, "components": [
        {"type": 4, "custom_id": "betrag", "value": "70"}]}]}
    labels = {"components": [{"type": 18, "component": {
        "type": 4, "custom_id": "betrag", "value": "80"}}]}
    assert modal_fields(rows) == {"betrag": "70"}
    assert modal_fields(labels) == {"betrag": "80"}
    assert modal_fields(None) == {} and modal_fields({"components": "x"}) == {}


def test_ids_are_read_strictly() -> None:
    assert ButtonId.decode(modal_id(4, None, "amount", "3.0")).prefix == "tm"
    assert ButtonId.decode("fs:4:2:info:").prefix == "ts"
    for damaged in ("tb:4:x:plus:10", "tb:²:-:plus:10", "tb:4:-:PLUS:10", "tb:4:-:plus:1 0",
                    "tx:4:-:plus:10", "tb:4:-:plus", "tb:4:١:plus:10"):
        with pytest.raises(ValueError):
            ButtonId.decode(damaged)


async def test_a_restored_game_that_is_over_ends_once_when_resumed() -> None:
    """The end of a game whose last action is in the log is told when the
    table resumes (after it is registered), and only once."""
    options = Options(first_seat=0)
    actions = random_game(GAME.new_game(3, 5, options), random.Random(3), timeout_weight=3)
    recorder = Recorder()
    table = await Table.restore(
        actions=[to_json(a) for a in actions], timer=None, resume=False, table_id=0,
        spec=SPEC, seats=PEOPLE, options=options, seed=5, scheduler=ManualScheduler(),
        action_log=MemoryLog(), listener=recorder)
    assert table.state.is_over() and not recorder.finished_tables
    await table.resume()
    await table.resume()
    assert recorder.finished_tables == [table]
