"""Application commands: what the bot synced, and turning a person's input into interaction data."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .errors import SimulatorError
from .model import SimChannel, SimUser

if TYPE_CHECKING:
    from .sim import DiscordSim

SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING = 3
INTEGER = 4
BOOLEAN = 5
USER = 6
CHANNEL = 7
ROLE = 8
MENTIONABLE = 9
NUMBER = 10
ATTACHMENT = 11


class CommandRegistry:
    """The commands the bot registered, globally and for the simulated guild."""

    def __init__(self, sim: DiscordSim) -> None:
        self.sim = sim
        self.global_commands: dict[str, dict[str, Any]] = {}
        self.guild_commands: dict[int, dict[str, dict[str, Any]]] = {}
        self.syncs = 0

    def scope(self, guild_id: int | None) -> dict[str, dict[str, Any]]:
        """The command table of one scope (``None`` = global)."""
        if guild_id is None:
            return self.global_commands
        return self.guild_commands.setdefault(guild_id, {})

    def _store(
        self,
        scope: dict[str, dict[str, Any]],
        payload: dict[str, Any],
        guild_id: int | None,
        previous: dict[str, dict[str, Any]],
    ) -> dict[str, Any]:
        key = f"{payload.get('type', 1)}:{payload['name']}"
        check_localizations(payload)
        for locale in {None, *_locales(payload)}:
            if (size := _size(localized(payload, locale) if locale else payload)) > MAX_SIZE:
                raise SimulatorError(f"/{payload['name']} has {size} characters in "
                                     f"{locale or 'the base'} (Discord allows {MAX_SIZE})")
        old = previous.get(key)
        command = dict(payload)
        command.setdefault("type", 1)
        command.setdefault("description", "")
        command.setdefault("options", [])
        command.update(
            id=old["id"] if old else str(self.sim.ids.next()),
            application_id=str(self.sim.application_id),
            version=str(self.sim.ids.next()),
            default_member_permissions=payload.get("default_member_permissions"),
            nsfw=bool(payload.get("nsfw", False)),
        )
        if guild_id is not None:
            command["guild_id"] = str(guild_id)
        scope[key] = command
        return command

    def replace(
        self, scope: dict[str, dict[str, Any]], payloads: list[dict[str, Any]], guild_id: int | None
    ) -> list[dict[str, Any]]:
        """A bulk overwrite (``PUT .../commands``): the new list replaces the old one."""
        previous = dict(scope)
        scope.clear()
        self.syncs += 1
        return [self._store(scope, p, guild_id, previous) for p in payloads]

    def upsert(
        self, scope: dict[str, dict[str, Any]], payload: dict[str, Any], guild_id: int | None
    ) -> dict[str, Any]:
        """Create or update one command."""
        return self._store(scope, payload, guild_id, dict(scope))

    def seen_in(self, locale: str, guild_id: int | None = None) -> dict[str, dict[str, Any]]:
        """The commands as a client in ``locale`` shows them: each name,
        description and choice in that locale where the bot gave one, else
        the base (Discord's fallback); keyed by the base names."""
        scope = self.scope(guild_id) if guild_id is not None else self.global_commands
        return {c["name"]: localized(c, locale) for c in scope.values()}

    def find(self, name: str, kind: int = 1) -> dict[str, Any] | None:
        """The command a person would pick by this name: guild commands first, then global ones."""
        key = f"{kind}:{name}"
        for guild_scope in self.guild_commands.values():
            if key in guild_scope:
                return guild_scope[key]
        return self.global_commands.get(key)

    def names(self) -> list[str]:
        """The names of all chat input commands, for error messages."""
        found = [c["name"] for c in self.global_commands.values() if c.get("type", 1) == 1]
        for scope in self.guild_commands.values():
            found += [c["name"] for c in scope.values() if c.get("type", 1) == 1]
        return sorted(found)

    # -- building interaction data ------------------------------------------

    def build(
        self, path: str, values: dict[str, Any], user: SimUser, *, forged: bool = False
    ) -> dict[str, Any]:
        """Interaction ``data`` for ``/path`` ("fabel tisch") with option ``values``.

        A command whose ``default_member_permissions`` the person lacks is not
        shown to them by Discord, so they cannot run it (SimulatorError);
        ``forged`` sends it anyway, to test the bot's own check."""
        parts = path.strip().lstrip("/").split()
        if not parts:
            raise SimulatorError("empty command name")
        command = self.find(parts[0])
        if command is None:
            raise SimulatorError(
                f"the bot has not registered /{parts[0]} (registered: {self.names()}); "
                "commands appear only after the bot synced its command tree"
            )
        if not forged and not self.sim.may_use_command(user, command):
            raise SimulatorError(
                f"{user.name} does not see /{parts[0]}: it needs the permissions "
                f"{command.get('default_member_permissions')} (default_member_permissions)"
            )
        resolved: dict[str, dict[str, Any]] = {}
        schema: list[dict[str, Any]] = command.get("options") or []
        rest = parts[1:]
        wrappers: list[dict[str, Any]] = []
        while rest:
            step = rest.pop(0)
            option = next(
                (
                    o
                    for o in schema
                    if o["name"] == step and o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)
                ),
                None,
            )
            if option is None:
                names = [o["name"] for o in schema if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
                raise SimulatorError(f"/{path}: no subcommand {step!r} (there are {names})")
            wrappers.append({"type": option["type"], "name": option["name"], "options": []})
            schema = option.get("options") or []
        if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in schema):
            names = [o["name"] for o in schema]
            raise SimulatorError(f"/{path} needs a subcommand: one of {names}")
        leaves = self._leaf_options(path, schema, values, resolved)
        options: list[dict[str, Any]] = leaves
        for wrapper in reversed(wrappers):
            wrapper["options"] = options
            options = [wrapper]
        data: dict[str, Any] = {
            "id": command["id"],
            "name": command["name"],
            "type": command.get("type", 1),
            "options": options,
        }
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    def _leaf_options(
        self,
        path: str,
        schema: list[dict[str, Any]],
        values: dict[str, Any],
        resolved: dict[str, dict[str, Any]],
    ) -> list[dict[str, Any]]:
        by_name = {o["name"]: o for o in schema}
        given: dict[str, Any] = {}
        for key, value in values.items():
            name = key if key in by_name else key.replace("_", "-")
            if name not in by_name:
                raise SimulatorError(f"/{path} has no option {key!r} (options: {list(by_name)})")
            given[name] = value
        missing = [o["name"] for o in schema if o.get("required") and o["name"] not in given]
        if missing:
            raise SimulatorError(f"/{path}: Discord does not send the command without {missing}")
        out = []
        for option in schema:
            if option["name"] not in given:
                continue
            value = self._convert(path, option, given[option["name"]], resolved)
            out.append({"type": option["type"], "name": option["name"], "value": value})
        return out

    def _convert(
        self, path: str, option: dict[str, Any], value: Any, resolved: dict[str, dict[str, Any]]
    ) -> Any:
        kind = option["type"]
        name = option["name"]
        sim = self.sim
        if kind == STRING:
            text = str(value)
            choices = option.get("choices")
            if choices:
                for choice in choices:
                    if text in (str(choice["value"]), choice["name"]):
                        return choice["value"]
                raise SimulatorError(f"/{path} {name}: {text!r} is not one of the choices")
            if option.get("min_length") is not None and len(text) < option["min_length"]:
                raise SimulatorError(f"/{path} {name}: shorter than {option['min_length']}")
            if option.get("max_length") is not None and len(text) > option["max_length"]:
                raise SimulatorError(f"/{path} {name}: longer than {option['max_length']}")
            return text
        if kind in (INTEGER, NUMBER):
            number: int | float = int(value) if kind == INTEGER else float(value)
            choices = option.get("choices")
            if choices and number not in [c["value"] for c in choices]:
                raise SimulatorError(f"/{path} {name}: {number} is not one of the choices")
            if option.get("min_value") is not None and number < option["min_value"]:
                raise SimulatorError(f"/{path} {name}: below the minimum {option['min_value']}")
            if option.get("max_value") is not None and number > option["max_value"]:
                raise SimulatorError(f"/{path} {name}: above the maximum {option['max_value']}")
            return number
        if kind == BOOLEAN:
            return bool(value)
        if kind in (USER, MENTIONABLE):
            user = sim.resolve_user(value)
            resolved.setdefault("users", {})[str(user.id)] = user.payload()
            member = sim.member_payload(user)
            member.pop("user", None)
            resolved.setdefault("members", {})[str(user.id)] = member
            return str(user.id)
        if kind == CHANNEL:
            channel = value if isinstance(value, SimChannel) else sim.channel(str(value))
            payload = sim.channel_payload(channel)
            payload["permissions"] = str(sim.member_permissions)
            resolved.setdefault("channels", {})[str(channel.id)] = payload
            return str(channel.id)
        raise SimulatorError(
            f"/{path} {name}: option type {kind} is not supported by the simulator"
        )


_NAME = re.compile(r"^[-_\w]{1,32}$")


def check_localizations(item: dict[str, Any]) -> None:
    """Discord's limits on a command's localizations (a 400 there): names
    lower case, without spaces, 1-32 characters; descriptions and choice
    names 1-100 characters; sibling option names distinct in every locale."""
    for locale, name in (item.get("name_localizations") or {}).items():
        if "description" in item and not (_NAME.match(name) and name == name.lower()):
            raise SimulatorError(f"bad {locale} name {name!r} of {item.get('name')!r}")
        if not 1 <= len(name) <= 100:
            raise SimulatorError(f"bad {locale} choice name {name!r}")
    for locale, text in (item.get("description_localizations") or {}).items():
        if not 1 <= len(text) <= 100:
            raise SimulatorError(f"{locale} description of {item.get('name')!r} is "
                                 f"{len(text)} characters")
    options = item.get("options") or []
    locales = {loc for o in options for loc in (o.get("name_localizations") or {})}
    for locale in locales:
        names = [(o.get("name_localizations") or {}).get(locale, o["name"]) for o in options]
        if len(set(names)) != len(names):
            raise SimulatorError(f"two options of {item.get('name')!r} share a {locale} name")
    for child in (*options, *(item.get("choices") or [])):
        check_localizations(child)


def localized(item: dict[str, Any], locale: str) -> dict[str, Any]:
    """``item`` (a command, option or choice) as a client in ``locale`` sees it."""
    seen = {"name": (item.get("name_localizations") or {}).get(locale, item["name"])}
    if "description" in item:
        seen["description"] = (item.get("description_localizations") or {}).get(
            locale, item["description"])
    if "value" in item:
        seen["value"] = item["value"]
    for part in ("options", "choices"):
        if item.get(part):
            seen[part] = [localized(child, locale) for child in item[part]]
    return seen


#: Discord's limit on a command's names, descriptions and choices, together,
#: in each locale.
MAX_SIZE = 8000


def _locales(item: dict[str, Any]) -> set[str]:
    """Every locale ``item`` or a part of it is localized into."""
    found = set(item.get("name_localizations") or {}) | set(
        item.get("description_localizations") or {})
    for child in (*(item.get("options") or []), *(item.get("choices") or [])):
        found |= _locales(child)
    return found


def _size(item: dict[str, Any]) -> int:
    """The characters of names, descriptions and choices of ``item`` and its parts."""
    size = len(item.get("name", "")) + len(item.get("description", ""))
    if "value" in item:
        size += len(str(item["value"]))
    return size + sum(_size(child) for child in (*(item.get("options") or []),
                                                 *(item.get("choices") or [])))
