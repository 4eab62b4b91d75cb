"""Issue 35: a fossil's name follows the reader's language. The names were
looked up once, when engines.fossil.fossils was imported (German, the
default), so English screens showed "Trilobit" and "Seelilie" (the English
catalog says "Trilobite", "Sea Lily")."""

from __future__ import annotations

from bot.fossil.ui import vitrine_label
from engines.fossil.fossils import FOSSILS
from engines.texts import reading
from tests.language_words import foreign_words


def test_fossil_names_follow_the_reader_s_language() -> None:
    assert (FOSSILS[1].name, FOSSILS[8].name) == ("Trilobit", "Seelilie")
    assert vitrine_label([1, 7, 8]) == "1-1-2: Trilobit, Pikaia, Seelilie"
    with reading("en"):
        assert (FOSSILS[1].name, FOSSILS[8].name) == ("Trilobite", "Sea Lily")
        assert vitrine_label([1, 7, 8]) == "1-1-2: Trilobite, Pikaia, Sea Lily"
        names = " ".join(f.name for f in FOSSILS)
    assert not foreign_words(names, "en")
