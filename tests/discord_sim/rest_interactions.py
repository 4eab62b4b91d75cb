"""The REST routes of interactions: the callback (the first answer),
followups and the webhook messages of an interaction."""

from __future__ import annotations

from typing import Any

from . import errors as e
from .errors import DiscordError
from .model import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    CALLBACK_AUTOCOMPLETE,
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_DEFERRED_UPDATE,
    CALLBACK_MESSAGE,
    CALLBACK_MODAL,
    CALLBACK_UPDATE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    SimInteraction,
    SimMessage,
    SimModal,
)
from .rest_messages import MessageParts, SimRequest
from .validation import FLAG_EPHEMERAL, FLAG_LOADING, check_file_sizes, check_message, check_modal

# Which answers each interaction type allows.
ALLOWED_CALLBACKS = {
    APPLICATION_COMMAND: {CALLBACK_MESSAGE, CALLBACK_DEFERRED_MESSAGE, CALLBACK_MODAL},
    MESSAGE_COMPONENT: {
        CALLBACK_MESSAGE,
        CALLBACK_DEFERRED_MESSAGE,
        CALLBACK_DEFERRED_UPDATE,
        CALLBACK_UPDATE,
        CALLBACK_MODAL,
    },
    MODAL_SUBMIT: {
        CALLBACK_MESSAGE,
        CALLBACK_DEFERRED_MESSAGE,
        CALLBACK_DEFERRED_UPDATE,
        CALLBACK_UPDATE,
    },
    AUTOCOMPLETE: {CALLBACK_AUTOCOMPLETE},
}


class InteractionRoutes(MessageParts):
    """Answers to interactions and their webhook messages."""

    def _interaction(self, req: SimRequest) -> SimInteraction:
        ix = self.sim.interactions.get(int(req.params["webhook_id"]))
        if ix is None or ix.token != req.params["webhook_token"]:
            raise DiscordError(404, e.UNKNOWN_INTERACTION, "Unknown interaction")
        return ix

    async def interaction_callback(self, req: SimRequest) -> tuple[int, Any]:
        sim = self.sim
        ix = self._interaction(req)
        if ix.answered:
            raise DiscordError(
                400, e.ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged."
            )
        age = sim.clock.monotonic() - ix.created_mono
        if age > sim.config.first_answer_deadline:
            ix.errors.append(f"first answer after {age:.2f} s")
            raise DiscordError(404, e.UNKNOWN_INTERACTION, "Unknown interaction")
        body = req.payload if isinstance(req.payload, dict) else {}
        kind = body.get("type")
        data = body.get("data") or {}
        if kind not in ALLOWED_CALLBACKS[ix.type]:
            errors = e.FormErrors()
            errors.add(
                "type",
                "INTERACTION_RESPONSE_TYPE_INVALID",
                f"Interaction response type {kind} is invalid here",
            )
            errors.raise_if_any()
        message: SimMessage | None = None
        if kind == CALLBACK_MESSAGE:
            check_message(data, file_count=len(req.files))
            check_file_sizes([len(f.data) for f in req.files], sim.attachment_size_limit)
            message = self._new_message(ix.channel, data, req.files, interaction=ix)
        elif kind == CALLBACK_DEFERRED_MESSAGE:
            flags = FLAG_LOADING | (int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = self._new_message(
                ix.channel, {"content": "", "flags": flags}, [], interaction=ix
            )
        elif kind in (CALLBACK_DEFERRED_UPDATE, CALLBACK_UPDATE):
            if ix.message is None:
                errors = e.FormErrors()
                errors.add(
                    "type", "INTERACTION_RESPONSE_TYPE_INVALID", "There is no message to update"
                )
                errors.raise_if_any()
            message = ix.message
            if kind == CALLBACK_UPDATE:
                assert message is not None
                check_message(
                    data,
                    file_count=len(req.files),
                    existing_attachments=len(message.attachments),
                    editing=True,
                )
                check_file_sizes([len(f.data) for f in req.files], sim.attachment_size_limit)
        elif kind == CALLBACK_AUTOCOMPLETE:
            choices = data.get("choices") or []
            if len(choices) > 25:
                errors = e.FormErrors()
                errors.add("data.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
                errors.raise_if_any()
            ix.choices = choices
        elif kind == CALLBACK_MODAL:
            check_modal(data)
            ix.modal = SimModal(
                custom_id=data["custom_id"],
                title=data["title"],
                components=data["components"],
                user_id=ix.user.id,
                opened_by=ix,
            )
            sim.open_modals[ix.user.id] = ix.modal
        ix.callback_type = kind
        ix.callback_at = sim.clock.time()
        ix.response_message = message
        if message is not None and kind in (CALLBACK_MESSAGE, CALLBACK_DEFERRED_MESSAGE):
            await sim.publish_new(message)
        if kind == CALLBACK_UPDATE and message is not None:
            await self._apply_edit(message, data, req.files)
        if req.query.get("with_response") not in ("1", "true", "True"):
            return 204, None
        info: dict[str, Any] = {"id": str(ix.id), "type": ix.type}
        if message is not None:
            info["response_message_id"] = str(message.id)
            info["response_message_loading"] = message.is_loading
            info["response_message_ephemeral"] = message.is_ephemeral
        result: dict[str, Any] = {"interaction": info}
        if message is not None and kind != CALLBACK_DEFERRED_UPDATE:
            result["resource"] = {"type": kind, "message": message.payload()}
        elif kind in (CALLBACK_DEFERRED_UPDATE, CALLBACK_MODAL, CALLBACK_AUTOCOMPLETE):
            result["resource"] = {"type": kind}
        return 200, result

    def _webhook_interaction(self, req: SimRequest) -> SimInteraction:
        sim = self.sim
        if int(req.params["webhook_id"]) != sim.application_id:
            raise DiscordError(404, e.UNKNOWN_WEBHOOK, "Unknown Webhook")
        ix = sim.interactions_by_token.get(req.params["webhook_token"])
        if ix is None:
            raise DiscordError(401, e.INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
        if sim.clock.monotonic() - ix.created_mono > sim.config.token_lifetime:
            ix.errors.append("token used after it expired")
            raise DiscordError(401, e.INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
        if not ix.answered:
            raise DiscordError(404, e.UNKNOWN_WEBHOOK, "Unknown Webhook")
        return ix

    def _webhook_message(self, req: SimRequest, ix: SimInteraction) -> SimMessage:
        message_id = req.params["message_id"]
        if message_id == "@original":
            if ix.response_message is None or ix.response_message.deleted:
                raise DiscordError(404, e.UNKNOWN_MESSAGE, "Unknown Message")
            return ix.response_message
        for message in ix.messages:
            if str(message.id) == message_id and not message.deleted:
                return message
        raise DiscordError(404, e.UNKNOWN_MESSAGE, "Unknown Message")

    async def followup(self, req: SimRequest) -> tuple[int, Any]:
        sim = self.sim
        ix = self._webhook_interaction(req)
        data = req.payload if isinstance(req.payload, dict) else {}
        check_message(data, file_count=len(req.files))
        check_file_sizes([len(f.data) for f in req.files], sim.attachment_size_limit)
        original = ix.response_message
        if (
            ix.callback_type == CALLBACK_DEFERRED_MESSAGE
            and original is not None
            and original.is_loading
            and not original.deleted
        ):
            # The first followup after a "thinking" defer replaces the placeholder.
            await self._apply_edit(original, data, req.files)
            message = original
        else:
            message = self._new_message(ix.channel, data, req.files, interaction=ix)
            await sim.publish_new(message)
        ix.followups.append(message)
        if req.query.get("wait") in ("true", "1", "True"):
            return 200, message.payload()
        return 204, None

    async def get_webhook_message(self, req: SimRequest) -> tuple[int, Any]:
        ix = self._webhook_interaction(req)
        return 200, self._webhook_message(req, ix).payload()

    async def edit_webhook_message(self, req: SimRequest) -> tuple[int, Any]:
        ix = self._webhook_interaction(req)
        message = self._webhook_message(req, ix)
        data = req.payload if isinstance(req.payload, dict) else {}
        return await self._checked_edit(message, data, req)

    async def delete_webhook_message(self, req: SimRequest) -> tuple[int, Any]:
        ix = self._webhook_interaction(req)
        message = self._webhook_message(req, ix)
        await self.sim.publish_delete(message)
        return 204, None
