"""Errors: the ones the simulator answers the bot with, and the ones it raises in tests."""

from __future__ import annotations

from typing import Any

# JSON error codes Discord uses for the rules the simulator enforces.
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
UNAUTHORIZED = 40001
REQUEST_ENTITY_TOO_LARGE = 40005
ALREADY_ACKNOWLEDGED = 40060
CANNOT_SEND_EMPTY_MESSAGE = 50006
MISSING_PERMISSIONS = 50013
INVALID_WEBHOOK_TOKEN = 50027
INVALID_FORM_BODY = 50035
THREAD_ARCHIVED = 50083


class DiscordError(Exception):
    """An error answer to the bot: HTTP status plus Discord's JSON error body."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        errors: dict[str, Any] | None = None,
        detail: str = "",
    ) -> None:
        super().__init__(f"{status} {code}: {message}" + (f" ({detail})" if detail else ""))
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        """The JSON body Discord would send."""
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body


class FormErrors:
    """Collects field errors and renders them the way Discord nests them.

    ``add("components.0.components", "BASE_TYPE_MAX_LENGTH", "...")`` becomes
    ``{"components": {"0": {"components": {"_errors": [...]}}}}``.
    """

    def __init__(self) -> None:
        self.items: list[tuple[str, str, str]] = []

    def add(self, path: str, code: str, message: str) -> None:
        """Record an error at a dotted path."""
        self.items.append((path, code, message))

    def __bool__(self) -> bool:
        return bool(self.items)

    def as_dict(self) -> dict[str, Any]:
        """The nested ``errors`` object of a 50035 answer."""
        root: dict[str, Any] = {}
        for path, code, message in self.items:
            node = root
            for part in path.split("."):
                node = node.setdefault(part, {})
            node.setdefault("_errors", []).append({"code": code, "message": message})
        return root

    def raise_if_any(self) -> None:
        """Raise a 400 / 50035 Invalid Form Body if any error was recorded."""
        if self.items:
            raise DiscordError(
                400, INVALID_FORM_BODY, "Invalid Form Body", self.as_dict(), self.summary()
            )

    def summary(self) -> str:
        """One line per error, for readable test failures."""
        return "; ".join(f"{path}: {message}" for path, _, message in self.items)


class SimulatorError(AssertionError):
    """Something a test must see: the bot misbehaved or the simulator was misused."""


class UnknownRouteError(SimulatorError):
    """The bot called a route the simulator does not know."""


class SimTimeout(SimulatorError):
    """A waiting helper ran out of time."""
