"""German texts of Speedfabel (keys ``fabel.*`` and ``render.fabel.*``), in
the rule text's own words, in three parts along their seams: the play
(:mod:`.play`), the Karten-Info (:mod:`.info`) and the pictures' words
(:mod:`.pictures`). The German catalog reads :data:`TEXTS`; a key in two
parts is an error here, as it is between catalogs."""

from __future__ import annotations

from engines.texts.de.fabel import info, pictures, play

TEXTS: dict[str, str] = {}
for _part in (play, info, pictures):
    if _twice := TEXTS.keys() & _part.TEXTS.keys():
        raise ValueError(f"text keys in two parts of Speedfabel's texts: {sorted(_twice)}")
    TEXTS.update(_part.TEXTS)
