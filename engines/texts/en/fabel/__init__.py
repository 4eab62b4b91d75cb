"""English texts of Speedfabel (keys ``fabel.*`` and ``render.fabel.*``), in
the rule text's words, in three parts along the same seams as the German
catalog: the play (:mod:`.play`), the card info (:mod:`.info`) and the
pictures' words (:mod:`.pictures`). The English catalog reads
:data:`TEXTS`; a key in two parts is an error here, as it is between
catalogs."""

from __future__ import annotations

from engines.texts.en.fabel import info, pictures, play

TEXTS: dict[str, str] = {}
for _part in (play, info, pictures):
    if _twice := TEXTS.keys() & _part.TEXTS.keys():
        raise ValueError(f"text keys in two parts of Speedfabel's texts: {sorted(_twice)}")
    TEXTS.update(_part.TEXTS)
