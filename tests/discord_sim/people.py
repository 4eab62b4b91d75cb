"""The simulated people: what a test does and sees as a member of the guild."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from .errors import SimulatorError
from .model import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    SimChannel,
    SimInteraction,
    SimMessage,
    SimModal,
    SimUser,
)
from .validation import ACTION_ROW, BUTTON, LABEL, SELECT_TYPES, STRING_SELECT, TEXT_INPUT

if TYPE_CHECKING:
    from .sim import DiscordSim

ROLE_SELECT = 6
CHANNEL_SELECT = 8


class Person:
    """A member of the simulated guild who can run commands, click, choose and type.

    Every action waits, by default, until the bot answered the interaction
    (its first callback) and returns the :class:`SimInteraction`.
    """

    def __init__(self, sim: DiscordSim, user: SimUser) -> None:
        self.sim = sim
        self.user = user

    @property
    def name(self) -> str:
        """The person's user name."""
        return self.user.name

    @property
    def id(self) -> int:
        """The person's user id."""
        return self.user.id

    @property
    def mention(self) -> str:
        """``<@id>``."""
        return self.user.mention

    def __repr__(self) -> str:
        return f"<Person {self.name} id={self.id}>"

    # -- acting ---------------------------------------------------------------

    def _channel(self, channel: SimChannel | str | None) -> SimChannel:
        if channel is None:
            return self.sim.default_channel
        if isinstance(channel, str):
            return self.sim.channel(channel)
        return channel

    async def _finish(
        self, ix: SimInteraction, wait: bool, timeout: float | None
    ) -> SimInteraction:
        if wait:
            await ix.wait_answered(timeout=timeout)
        return ix

    async def run_command(
        self,
        command: str,
        /,
        *,
        channel: SimChannel | str | None = None,
        wait: bool = True,
        timeout: float | None = None,
        options: Mapping[str, Any] | None = None,
        forged: bool = False,
        **values: Any,
    ) -> SimInteraction:
        """Run ``/command`` with options as typed: ``run_command("fabel tisch", spieler=4)``.

        A command Discord hides from this person (its ``default_member_permissions``)
        cannot be run; ``forged=True`` sends it anyway (a forged client), to test
        that the bot checks again.

        ``command`` may hold a subcommand group and subcommand separated by
        spaces. Options whose names clash with this method's keywords go into
        ``options={...}``. They are checked against what the bot registered
        (types, choices, required, min/max), as Discord's client would.
        """
        data = self.sim.commands.build(
            command, {**(options or {}), **values}, self.user, forged=forged
        )
        ix = await self.sim.start_interaction(
            kind=APPLICATION_COMMAND, user=self.user, channel=self._channel(channel), data=data
        )
        return await self._finish(ix, wait, timeout)

    async def autocomplete(
        self,
        command: str,
        focused: str,
        /,
        *,
        channel: SimChannel | str | None = None,
        timeout: float | None = None,
        options: Mapping[str, Any] | None = None,
        **values: Any,
    ) -> list[dict[str, Any]]:
        """Type into option ``focused`` of ``/command`` and return the choices the bot suggests."""
        data = self.sim.commands.build(command, {**(options or {}), **values}, self.user)
        leaf = data["options"]
        while leaf and leaf[0]["type"] in (1, 2):
            leaf = leaf[0]["options"]
        for option in leaf:
            if option["name"] == focused:
                option["focused"] = True
        ix = await self.sim.start_interaction(
            kind=AUTOCOMPLETE, user=self.user, channel=self._channel(channel), data=data
        )
        await ix.wait_answered(timeout=timeout)
        return list(ix.choices or [])

    def sees_command(self, name: str) -> bool:
        """Whether Discord lists the top-level command ``name`` for this person."""
        command = self.sim.commands.find(name)
        return command is not None and self.sim.may_use_command(self.user, command)

    def _check_can_use(self, message: SimMessage) -> None:
        if not message.visible_to(self.id):
            raise SimulatorError(f"{self.name} cannot see {message.describe()}")

    async def click(
        self,
        message: SimMessage,
        label: str,
        *,
        wait: bool = True,
        timeout: float | None = None,
    ) -> SimInteraction:
        """Click the button with this label (or emoji, or custom_id) on ``message``."""
        self._check_can_use(message)
        button = message.button(label)
        if button.disabled:
            raise SimulatorError(f"{self.name} cannot click {label!r}: the button is disabled")
        if button.url or button.custom_id is None:
            raise SimulatorError(
                f"{label!r} is a link button; it opens {button.url} and sends no interaction"
            )
        data = {"custom_id": button.custom_id, "component_type": BUTTON}
        ix = await self.sim.start_interaction(
            kind=MESSAGE_COMPONENT,
            user=self.user,
            channel=message.channel,
            data=data,
            message=message,
        )
        return await self._finish(ix, wait, timeout)

    async def select(
        self,
        message: SimMessage,
        select: str | None,
        values: Iterable[Any],
        *,
        wait: bool = True,
        timeout: float | None = None,
    ) -> SimInteraction:
        """Choose ``values`` (option values or labels; people for user selects) in a select menu.

        ``select`` is the menu's custom_id or placeholder, or None if the message has one menu.
        """
        self._check_can_use(message)
        menu = message.select_menu(select)
        if menu.disabled:
            raise SimulatorError(
                f"{self.name} cannot use {menu.placeholder or menu.custom_id!r}: it is disabled"
            )
        chosen = list(values)
        if not menu.min_values <= len(chosen) <= menu.max_values:
            raise SimulatorError(
                f"the menu takes {menu.min_values}..{menu.max_values} values, not {len(chosen)}"
            )
        data: dict[str, Any] = {"custom_id": menu.custom_id, "component_type": menu.type}
        if menu.type == STRING_SELECT:
            data["values"] = [self._option_value(menu.options, v) for v in chosen]
        else:
            data["values"], data["resolved"] = self._resolve_entities(menu.type, chosen)
        ix = await self.sim.start_interaction(
            kind=MESSAGE_COMPONENT,
            user=self.user,
            channel=message.channel,
            data=data,
            message=message,
        )
        return await self._finish(ix, wait, timeout)

    @staticmethod
    def _option_value(options: list[dict[str, Any]], wanted: Any) -> str:
        text = str(wanted)
        for option in options:
            if option.get("value") == text:
                return text
        for option in options:
            if (
                option.get("label") == text
                or str(option.get("label", "")).casefold() == text.casefold()
            ):
                return str(option["value"])
        raise SimulatorError(
            f"no option {text!r}; options: {[(o.get('label'), o.get('value')) for o in options]}"
        )

    def _resolve_entities(self, kind: int, chosen: list[Any]) -> tuple[list[str], dict[str, Any]]:
        """Values and ``resolved`` data of a user (5), mentionable (7) or channel (8) select."""
        sim = self.sim
        values: list[str] = []
        resolved: dict[str, dict[str, Any]] = {}
        if kind == ROLE_SELECT:
            raise SimulatorError("role selects are not simulated")
        for item in chosen:
            if kind == CHANNEL_SELECT:
                channel = item if isinstance(item, SimChannel) else sim.channel(str(item))
                values.append(str(channel.id))
                payload = sim.channel_payload(channel)
                payload["permissions"] = str(sim.member_permissions)
                resolved.setdefault("channels", {})[str(channel.id)] = payload
            else:
                user = sim.resolve_user(item)
                values.append(str(user.id))
                resolved.setdefault("users", {})[str(user.id)] = user.payload()
                member = sim.member_payload(user)
                member.pop("user")
                resolved.setdefault("members", {})[str(user.id)] = member
        return values, resolved

    @property
    def modal(self) -> SimModal | None:
        """The modal the bot opened for this person most recently, if it is still open."""
        modal = self.sim.open_modals.get(self.id)
        return modal if modal is not None and not modal.submitted else None

    async def wait_for_modal(self, timeout: float | None = None) -> SimModal:
        """Wait until the bot opens a modal for this person."""
        return await self.sim.wait_for(
            lambda: self.modal, timeout=timeout, what=f"a modal for {self.name}"
        )

    async def submit_modal(
        self,
        values: Mapping[str, Any],
        *,
        modal: SimModal | None = None,
        wait: bool = True,
        timeout: float | None = None,
    ) -> SimInteraction:
        """Type ``values`` into the open modal and submit it.

        Keys are the inputs' custom_ids or labels (ignoring case). Discord's own
        checks apply first: required inputs and min/max lengths.
        """
        target = modal or self.modal
        if target is None:
            raise SimulatorError(f"{self.name} has no open modal")
        if target.user_id != self.id:
            raise SimulatorError(f"this modal was opened for someone else, not {self.name}")
        by_key: dict[str, Any] = {}
        fields = target.fields
        for key, value in values.items():
            match = next((f for f in fields if f.custom_id == key), None) or next(
                (f for f in fields if f.label.casefold() == key.casefold()), None
            )
            if match is None:
                raise SimulatorError(
                    f"the modal {target.title!r} has no input {key!r}; inputs: "
                    f"{[(f.label, f.custom_id) for f in fields]}"
                )
            by_key[match.custom_id] = value
        for item in fields:
            value = by_key.get(item.custom_id, item.value if item.type == TEXT_INPUT else None)
            if item.type == TEXT_INPUT:
                text = "" if value is None else str(value)
                if item.required and not text:
                    raise SimulatorError(
                        f"Discord does not submit the modal: {item.label!r} is required"
                    )
                if text and item.min_length is not None and len(text) < item.min_length:
                    raise SimulatorError(
                        f"{item.label!r} needs at least {item.min_length} characters"
                    )
                if item.max_length is not None and len(text) > item.max_length:
                    raise SimulatorError(
                        f"{item.label!r} takes at most {item.max_length} characters"
                    )
        components = []
        for component in target.components:
            if component.get("type") == LABEL and isinstance(component.get("component"), dict):
                inner = self._submitted(component["component"], by_key)
                components.append({"type": LABEL, "id": component.get("id"), "component": inner})
            elif component.get("type") == ACTION_ROW:
                inner_items = [
                    self._submitted(c, by_key) for c in component.get("components") or []
                ]
                components.append({"type": ACTION_ROW, "components": inner_items})
        target.submitted = True
        opened = target.opened_by
        data = {"custom_id": target.custom_id, "components": components}
        ix = await self.sim.start_interaction(
            kind=MODAL_SUBMIT,
            user=self.user,
            channel=opened.channel,
            data=data,
            message=opened.message,
        )
        return await self._finish(ix, wait, timeout)

    def _submitted(self, item: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
        custom_id = item.get("custom_id")
        if item.get("type") == TEXT_INPUT:
            value = values.get(str(custom_id), item.get("value"))
            return {
                "type": TEXT_INPUT,
                "custom_id": custom_id,
                "value": "" if value is None else str(value),
            }
        if item.get("type") in SELECT_TYPES:
            chosen = values.get(str(custom_id), [])
            if isinstance(chosen, str):
                chosen = [chosen]
            options = item.get("options") or []
            return {
                "type": item["type"],
                "custom_id": custom_id,
                "values": [self._option_value(options, c) for c in chosen],
            }
        return {"type": item.get("type"), "custom_id": custom_id}

    async def say(self, content: str, *, channel: SimChannel | str | None = None) -> SimMessage:
        """Post a plain chat message (the bot gets MESSAGE_CREATE, content only with the intent)."""
        sim = self.sim
        target = self._channel(channel)
        message = SimMessage(
            sim=sim,
            id=sim.ids.next(),
            channel=target,
            author=self.user,
            content=content,
            created_at=sim.clock.time(),
        )
        sim.mark()
        await sim.publish_new(message)
        return message

    # -- seeing -----------------------------------------------------------------

    def sees(self, channel: SimChannel | str | None = None) -> list[SimMessage]:
        """What this person sees in a channel: public messages and own ephemerals, oldest first."""
        target = self._channel(channel)
        return [m for m in target.messages if m.visible_to(self.id) and not m.is_loading]

    def ephemerals(self, channel: SimChannel | str | None = None) -> list[SimMessage]:
        """Ephemeral messages for this person (in one channel, or everywhere), oldest first."""
        channels = [self._channel(channel)] if channel is not None else self.sim.channels
        return [
            m
            for c in channels
            for m in c.messages
            if m.is_ephemeral and m.ephemeral_for == self.id and not m.deleted
        ]

    @property
    def last_ephemeral(self) -> SimMessage | None:
        """The newest ephemeral message for this person, if any."""
        found = self.ephemerals()
        return max(found, key=lambda m: m.created_seq) if found else None

    async def wait_for_ephemeral(
        self, contains: str | None = None, *, timeout: float | None = None
    ) -> SimMessage:
        """Wait for an ephemeral message for this person, new or edited since the last action."""
        mark = self.sim.action_mark

        def find() -> SimMessage | None:
            for message in self.ephemerals():
                if message.is_loading:
                    continue
                if max(message.created_seq, message.updated_seq) <= mark:
                    continue
                if contains is None or message.contains(contains):
                    return message
            return None

        return await self.sim.wait_for(
            find,
            timeout=timeout,
            what=f"an ephemeral message for {self.name} containing {contains!r}",
        )
