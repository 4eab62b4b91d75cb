"""JSON round trips of actions and events (frozen dataclasses).

A record becomes a dict with its class name under ``"type"``; tuples become
lists. ``from_json`` needs the record types it may meet::

    >>> from engines.core.contract import Timeout
    >>> to_json(Timeout(3))
    {'type': 'Timeout', 'token': 3}
    >>> from_json({'type': 'Timeout', 'token': 3}, [Timeout])
    Timeout(token=3)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return to_json(value)
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def to_json(record: Any) -> dict[str, Any]:
    """The JSON-ready dict of a frozen dataclass record."""
    data: dict[str, Any] = {"type": type(record).__name__}
    for f in dataclasses.fields(record):
        data[f.name] = _plain(getattr(record, f.name))
    return data


def from_json(data: dict[str, Any], types: Iterable[type]) -> Any:
    """Rebuild a record from :func:`to_json` output, given the possible types."""
    by_name = {t.__name__: t for t in types}
    kind = data.get("type")
    if kind not in by_name:
        raise ValueError(f"unknown record type {kind!r}")
    cls = by_name[kind]
    fields = {k: _frozen(v) for k, v in data.items() if k != "type"}
    return cls(**fields)
