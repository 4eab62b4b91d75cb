"""Which finished kit games move the ratings (docs/RATINGS.md): not a game
with house rules. The rule is read from every game's declaration alike: a
house rule is a value of one of the lobby's multi choices (the choices
that hold house rules, :class:`engines.core.registry.Choice`) chosen against
its default (switched on, or switched off where it is on by default), unless
choosing it only picks the mode (Speedtrödel's "Partie kurz" is the mode
``kurz``, which has a rating of its own).

    >>> import engines.catalog  # noqa: F401
    >>> from engines.core.registry import game
    >>> house_rules(game("troedel"), {"house": ("kurz",)})
    ()
    >>> house_rules(game("troedel"), {"house": ("kurz", "dachboden_offen")})
    ('dachboden_offen',)
    >>> house_rules(game("fabel"), {"house": ("geld",)})
    ('geld',)
"""

from __future__ import annotations

from collections.abc import Mapping

from engines.core import GameInfo
from engines.core.registry import TableFacts


def house_rules(info: GameInfo, choices: Mapping[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The house rules among ``choices`` (see the module docstring)."""
    base = info.default_choices()
    facts = TableFacts()
    plain = info.mode_of(info.make_options(base, facts))
    rules: list[str] = []
    for choice in info.choices:
        if not choice.multi:
            continue
        chosen = choices.get(choice.key, choice.default)
        changed = [v for v, _ in choice.values if (v in chosen) != (v in choice.default)]
        for value in changed:
            alone = info.mode_of(info.make_options({**base, choice.key: (value,)}, facts))
            if alone == plain:
                rules.append(value)
    return tuple(rules)
