"""A cheaper ``__init__`` for frozen slotted dataclasses (actions, outcomes).

The ``__init__`` that ``dataclass(frozen=True, slots=True)`` writes stores
each field through ``object.__setattr__`` (a global lookup and a generic
call per field). Random play and the table build such values on every
action, so this one stores them through the slots' own descriptors, which
is about twice as fast. Fields, defaults, repr, eq, hash, pickling and
frozenness stay the dataclass's own.

>>> from dataclasses import FrozenInstanceError, dataclass
>>> @dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: int = 2
>>> fast_slots_init(Point)
>>> Point(1), Point(x=3, y=4) == Point(3, 4)
(Point(x=1, y=2), True)
>>> try:
...     Point(1).x = 5
... except FrozenInstanceError:
...     print("still frozen")
still frozen
"""

from __future__ import annotations

import dataclasses


def fast_slots_init(cls: type) -> None:
    """Give the frozen slotted dataclass ``cls`` a cheaper ``__init__`` with
    the same signature (plain defaults only; no ``__post_init__``)."""
    assert "__slots__" in cls.__dict__ and not hasattr(cls, "__post_init__")
    fields = dataclasses.fields(cls)
    setters: dict[str, object] = {}
    params = []
    for f in fields:
        assert f.default_factory is dataclasses.MISSING and not f.kw_only
        setters[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            setters[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
    body = "".join(f"    _set_{f.name}(self, {f.name})\n" for f in fields) or "    pass\n"
    source = f"def __init__(self, {', '.join(params)}):\n{body}"
    namespace: dict[str, object] = {}
    exec(source, setters, namespace)  # as dataclasses itself builds __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    cls.__init__ = init  # type: ignore[misc]
