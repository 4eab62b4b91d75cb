"""Issue 35: English beside German, from one catalog per language and one
grammar interface (engines/texts).

"A test that every text key exists in both languages, with the same
placeholders"; "English grammar comes from one helper, as German's does:
articles, plurals ("1 fossil", "2 fossils") and ordinals"; "the text
function takes the reader's locale, and grammar has one interface per
language"; "Numbers, dates and plural forms in each language's own format".
"""

from __future__ import annotations

import asyncio
import string
from datetime import date

import pytest

import bot  # noqa: F401  (the shell's words join both catalogs)
from engines.texts import (
    CATALOGS,
    LANGUAGES,
    de,
    en,
    formats,
    grammar,
    language,
    reading,
    t,
    text_in,
)
from engines.texts.de import grammar as de_grammar
from engines.texts.en import grammar as en_grammar


def _fields(template: str) -> set[str]:
    """A template's placeholders with their format specs ("{n:>3}")."""
    return {f"{name}:{spec}" for _, name, spec, _ in string.Formatter().parse(template)
            if name is not None}


def _product(origin: str) -> bool:
    """A catalog of the product's (the test games of tests/ add German words
    of their own, under their game's name, and no English)."""
    return origin.startswith(("engines.texts.", "bot.texts."))


def test_every_key_is_in_both_languages_with_the_same_placeholders() -> None:
    """Both catalogs (the engines' and the shell's words) hold the same keys,
    each with the same placeholders and format specs."""
    german = {k: v for k, v in CATALOGS["de"].items() if _product(de.ORIGIN[k])}
    english = CATALOGS["en"]
    assert not sorted(german.keys() - english.keys()), "keys only in German"
    assert not sorted(english.keys() - german.keys()), "keys only in English"
    differ = {key: (_fields(german[key]), _fields(english[key])) for key in german
              if _fields(german[key]) != _fields(english[key])}
    assert not differ, differ


def test_every_english_catalog_module_mirrors_a_german_one() -> None:
    """engines/texts/en/X.py beside engines/texts/de/X.py, bot/texts/en/X.py
    beside bot/texts/de/X.py: each English module holds its German one's keys."""
    by_module: dict[str, set[str]] = {}
    for key, origin in de.ORIGIN.items():
        if not _product(origin):
            continue
        by_module.setdefault(origin.replace(".de.", ".en."), set()).add(key)
    english: dict[str, set[str]] = {}
    for key, origin in en.ORIGIN.items():
        english.setdefault(origin, set()).add(key)
    assert english == by_module


# ------------------------------------------------------------------ the lookup
def test_the_text_is_in_the_readers_language() -> None:
    assert t("fabel.err.not_your_turn") == "Du bist nicht dran."
    with reading("en"):
        assert language() == "en"
        english = t("fabel.err.not_your_turn")
        with reading("de"):
            assert t("fabel.err.not_your_turn") == "Du bist nicht dran."
        assert t("fabel.err.not_your_turn") == english
    assert language() == "de"
    assert text_in("en", "fabel.err.not_your_turn") == english
    assert english == en.TEXTS["fabel.err.not_your_turn"] != de.TEXTS["fabel.err.not_your_turn"]
    with reading("fr"):  # an unknown language is read as the default
        assert language() == "de"


async def test_each_task_keeps_its_own_reader() -> None:
    """Two people's clicks handled at once: each task builds in its own language."""
    seen: dict[str, str] = {}

    async def build(lang: str) -> None:
        with reading(lang):
            await asyncio.sleep(0)
            seen[lang] = t("core.lobby.btn.join")

    await asyncio.gather(build("de"), build("en"), build("de"))
    assert seen == {"de": de.TEXTS["core.lobby.btn.join"], "en": en.TEXTS["core.lobby.btn.join"]}


# ----------------------------------------------------------------- the grammar
def test_both_grammars_know_the_same_nouns_and_roles() -> None:
    assert en_grammar.NOUNS.keys() == de_grammar.NOUNS.keys()
    assert en_grammar.ROLES.keys() == de_grammar.ROLES.keys()


@pytest.mark.parametrize("key", sorted(de_grammar.NOUNS))
def test_every_noun_and_count_in_english(key: str) -> None:
    """Every noun of the glossary with 0, 1, 2, 11, 21 and 101: "a"/"an" or
    the digit one with the singular, every other count with the plural, and
    the agreement step turns "1 <plural>" into "1 <singular>" only for one."""
    noun = en_grammar.NOUNS[key]
    with reading("en"):
        assert grammar.counted(key, 1) in (f"a {noun.singular}", f"an {noun.singular}")
        assert grammar.counted(key, 1, "dat", numeral=True) == f"1 {noun.singular}"
        assert grammar.definite(key, "akk") == f"the {noun.singular}"
        for count in (0, 2, 11, 21, 101):
            assert grammar.counted(key, count, "gen") == f"{count} {noun.plural}"
            assert t("core.dailyboard.me", rank=f"{count} {noun.plural}").endswith(
                f"{count} {noun.plural}")
        assert en_grammar.agree(f"with 1 {noun.plural}.") == f"with 1 {noun.singular}."
        assert en_grammar.agree(f"with 21 {noun.plural}.") == f"with 21 {noun.plural}."
        assert grammar.all_of(key, 3) == f"all 3 {noun.plural}"


@pytest.mark.parametrize("key", sorted(de_grammar.NOUNS))
def test_every_noun_and_count_in_german(key: str) -> None:
    """The same interface in German: the declension stays German's own."""
    noun = de_grammar.NOUNS[key]
    for case in de_grammar.CASES:
        assert grammar.counted(key, 1, case, numeral=True) == f"1 {noun.form(case)}"
        for count in (0, 2, 11, 21):
            assert grammar.counted(key, count, case) == f"{count} {noun.form(case, True)}"
        assert de.agree(f"1 {noun.form(case, True)}").startswith("1 ")


def test_english_articles_and_roles() -> None:
    with reading("en"):
        assert grammar.indefinite("einhorn") == "a unicorn"
        assert grammar.indefinite("irrlicht") == "a will-o'-wisp"
        assert grammar.counted("ahnenbrief", 1) == "a pedigree"
        assert grammar.counted("fossil", 2) == "2 fossils"
        assert grammar.role("startspieler", "Frau Flüster") == "starting player"
        assert [grammar.ordinal(n) for n in (1, 2, 3, 4, 11, 21)] == [
            "1st", "2nd", "3rd", "4th", "11th", "21st"]
    assert grammar.role("startspieler", "Frau Flüster") == "Startspielerin"
    assert grammar.ordinal(3) == "3."


def test_the_catalogs_counted_nouns_agree_too() -> None:
    """A catalog module's COUNTED (plural -> singular) teaches the agreement step."""
    for plural, singular in en.COUNTED.items():
        assert en_grammar.agree(f"1 {plural}") == f"1 {singular}"
    en_grammar.add_counted({"widgets": "widget"})
    assert en_grammar.agree("1 widgets, 2 widgets") == "1 widget, 2 widgets"


# ------------------------------------------------------- numbers and dates
def test_numbers_dates_and_plural_forms_from_one_mechanism() -> None:
    """Babel's CLDR data for both languages ("1.234" against "1,234")."""
    day = date(2026, 12, 7)
    assert (formats.number(1234), formats.decimal(4.05), formats.day(day)) == (
        "1.234", "4,0", "07.12.2026")
    with reading("en"):
        assert (formats.number(1234), formats.decimal(4.05), formats.day(day)) == (
            "1,234", "4.0", "Dec 7, 2026")
    for lang in LANGUAGES:
        with reading(lang):
            assert [formats.one_or_many(n) for n in (0, 1, 2, 21)] == [
                "many", "one", "many", "many"]


def test_every_game_has_its_rule_text_in_english() -> None:
    """"The English rule texts are written here": bot/<game>/rules.en.txt
    beside regeln.txt, what ``/<game> regeln`` shows an English reader, as
    long as its German one at least by half (no stub)."""
    from bot.kit.answers import rule_messages
    from bot.kit.questions import rules_in
    from bot.registry import plugins
    from tests.language_words import foreign_words

    for plugin in plugins():
        assert plugin.ui is not None
        english = rules_in(plugin.info.name, "en", plugin.ui.rules)
        assert english != plugin.ui.rules, plugin.info.name
        assert len(english) > len(plugin.ui.rules) / 2, plugin.info.name
        assert not foreign_words(english, "en"), plugin.info.name
        assert rule_messages(english, "Rules")   # within Discord's embed limits


# ------------------------------------------- jobs in other threads and processes
async def test_a_picture_job_draws_in_the_language_of_whom_it_is_for() -> None:
    """The picture process draws a job in the language of the reader who
    asked for it (a process pool takes no context along)."""
    from bot.kit.runtime import pictures

    await pictures.start()
    with reading("en"):
        english = await pictures.draw(t, "fabel.err.not_your_turn")
    german = await pictures.draw(t, "fabel.err.not_your_turn")
    assert (english, german) == (en.TEXTS["fabel.err.not_your_turn"],
                                 de.TEXTS["fabel.err.not_your_turn"])


async def test_a_decision_speaks_the_language_of_whom_it_is_for() -> None:
    """The Rat's reasons come from a deciding thread or process: in the
    language of the person who asked (``run_in_executor`` copies no context)."""
    import functools

    from bot.kit.runtime import decisions

    job = functools.partial(t, "fabel.err.not_your_turn")
    with reading("en"):
        english = await decisions.decide(job)
    assert english == en.TEXTS["fabel.err.not_your_turn"]
    assert await decisions.decide(job) == de.TEXTS["fabel.err.not_your_turn"]


def test_a_drawing_with_words_is_cached_once_per_language() -> None:
    """A card face with its name (an ``lru_cache`` keyed by kind and width)
    is the English one for an English reader, not the German one drawn first."""
    from render.fabel import cards

    german = cards.creature_card(9, 200).tobytes()
    with reading("en"):
        english = cards.creature_card(9, 200).tobytes()
    assert german != english
    assert cards.creature_card(9, 200).tobytes() == german


def test_a_tables_language_is_kept_with_its_settings() -> None:
    """The table's language (a lobby setting) survives a restart in the
    table's stored options; a row from before has the German of its day;
    a language the bot does not speak is refused."""
    from bot.kit.settings import KitSettings
    from engines.fabel.game import GAME

    english = KitSettings.fresh(GAME, size=3).with_choice(GAME, "set_language", ["en"])
    assert KitSettings.from_json(GAME, english.to_json()).language == "en"
    old = {k: v for k, v in english.to_json().items() if k != "language"}
    assert KitSettings.from_json(GAME, old).language == "de"
    with pytest.raises(ValueError):
        english.with_choice(GAME, "set_language", ["fr"])
