"""German grammar from one place (issue 20, "Words"): every noun the game
uses, in every case, with every count the table shows."""

from __future__ import annotations

import pytest

from engines.fabel.cards import KINDS
from engines.texts import t
from engines.texts.de.grammar import (
    CASES,
    NOUNS,
    Case,
    all_of,
    article,
    counted,
    creature_key,
    definite,
    form,
    indefinite,
)

COUNTS = (0, 1, 2, 4, 11)
# The German articles by gender and case, written out once more by hand.
ARTICLES = {
    "m": {"nom": ("der", "ein"), "akk": ("den", "einen"), "dat": ("dem", "einem"),
          "gen": ("des", "eines")},
    "f": {"nom": ("die", "eine"), "akk": ("die", "eine"), "dat": ("der", "einer"),
          "gen": ("der", "einer")},
    "n": {"nom": ("das", "ein"), "akk": ("das", "ein"), "dat": ("dem", "einem"),
          "gen": ("des", "eines")},
}
ALL = {"nom": "alle", "akk": "alle", "dat": "allen", "gen": "aller"}
PLURAL_ARTICLES = {"nom": "die", "akk": "die", "dat": "den", "gen": "der"}
SPEEDFABEL_NOUNS = ("geldkarte", "karte", "vierer", "kobold", "ahnenbrief", "taler",
                    "partie", "punkt")


def test_every_creature_and_card_noun_is_known() -> None:
    for kind in range(KINDS):
        key = creature_key(kind)
        assert form(key) == t(f"fabel.creature.{kind}")
        assert form(key, plural=True) == t(f"fabel.creature_plural.{kind}")
    assert set(SPEEDFABEL_NOUNS) <= set(NOUNS)


@pytest.mark.parametrize("key", sorted(NOUNS))
@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("count", COUNTS)
def test_every_noun_case_and_count(key: str, case: Case, count: int) -> None:
    noun = NOUNS[key]
    the, a = ARTICLES[noun.gender][case]
    singular, plural = noun.form(case), noun.form(case, plural=True)
    # German: the dative plural ends in -n (every noun here).
    assert noun.form("dat", plural=True).endswith("n")
    assert article(key, case) == the
    assert article(key, case, plural=True) == PLURAL_ARTICLES[case]
    assert definite(key, case) == f"{the} {singular}"
    assert indefinite(key, case) == f"{a} {singular}"
    phrase, numeral = counted(key, count, case), counted(key, count, case, numeral=True)
    if count == 1:
        assert phrase == f"{a} {singular}"
        assert numeral == f"1 {singular}"
        assert all_of(key, count, case).startswith(f"{the} ein")
    else:
        assert phrase == numeral == f"{count} {plural}"
    if count == 0:
        assert all_of(key, count, case) == f"k{a} {singular}"
    elif count > 1:
        assert all_of(key, count, case) == f"{ALL[case]} {count} {plural}"
    # The agreement step leaves a phrase built here as it is.
    assert t("fabel.log.bid", name=phrase, amount=10).startswith(phrase + " bietet")


def test_the_forms_the_issue_asked_for() -> None:
    assert counted("drache", 1, "akk") == "einen Drachen"
    assert definite("drache", "akk") == "den Drachen"
    assert counted("drache", 1, "nom", numeral=True) == "1 Drache"
    assert counted("drache", 2, "nom") == "2 Drachen"
    assert counted("einhorn", 4, "dat") == "4 Einhörnern"
    assert counted("zwerg", 4, "dat") == "4 Zwergen"
    assert counted("irrlicht", 4, "dat") == "4 Irrlichtern"
    assert counted("einhorn", 1, "akk", numeral=True) == "1 Einhorn"
    assert all_of("karte", 4, "dat") == "allen 4 Karten"
    assert all_of("karte", 1, "dat") == "der einen Karte"
    assert definite("phoenix", "gen", plural=True) == "der Phönixe"
    assert counted("partie", 1, numeral=True) == "1 Partie"
    assert counted("punkt", 0) == "0 Punkte"
    assert indefinite("ahnenbrief", "akk") == "einen Ahnenbrief"
    assert indefinite("nixe", "dat") == "einer Nixe"
    assert indefinite("einhorn", "gen") == "eines Einhorns"
