"""What the REST routes share: the request a route handler gets, and the
building and editing of the simulator's messages from what the bot sent
(its JSON and its uploaded files), for the interaction routes and the
channel routes alike."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .model import APPLICATION_COMMAND, SimAttachment, SimChannel, SimInteraction, SimMessage
from .validation import (
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    check_file_sizes,
    check_message,
)

if TYPE_CHECKING:
    from .sim import DiscordSim


@dataclass
class UploadedFile:
    """A file the bot uploaded in a multipart request."""

    field: str
    filename: str
    data: bytes
    content_type: str


@dataclass
class SimRequest:
    """What a route handler gets."""

    method: str
    route: str
    params: dict[str, str]
    query: dict[str, str]
    payload: Any
    files: list[UploadedFile] = field(default_factory=list)
    authorized: bool = False


class MessageParts:
    """Messages made and edited from a request's JSON and files."""

    sim: DiscordSim

    def _attachments(self, data: dict[str, Any], files: list[UploadedFile]) -> list[SimAttachment]:
        described = {}
        for entry in data.get("attachments") or []:
            described[str(entry.get("id"))] = entry
        made = []
        for index, upload in enumerate(files):
            entry = described.get(str(index), {})
            attachment = SimAttachment(
                id=self.sim.ids.next(),
                filename=str(entry.get("filename") or upload.filename),
                data=upload.data,
                content_type=_guess_type(upload.filename, upload.content_type),
                description=entry.get("description"),
            )
            self.sim.attachments[attachment.id] = attachment
            made.append(attachment)
        return made

    def _new_message(
        self,
        channel: SimChannel,
        data: dict[str, Any],
        files: list[UploadedFile],
        *,
        interaction: SimInteraction | None = None,
    ) -> SimMessage:
        sim = self.sim
        flags = int(data.get("flags") or 0)
        ephemeral = bool(flags & FLAG_EPHEMERAL) and interaction is not None
        message = SimMessage(
            sim=sim,
            id=sim.ids.next(),
            channel=channel,
            author=sim.bot_user,
            content=str(data.get("content") or ""),
            embeds=list(data.get("embeds") or []),
            components=list(data.get("components") or []),
            attachments=self._attachments(data, files),
            flags=flags & (FLAG_EPHEMERAL | FLAG_LOADING | FLAG_COMPONENTS_V2 | 4 | 4096),
            type=20 if interaction is not None and interaction.type == APPLICATION_COMMAND else 0,
            created_at=sim.clock.time(),
            ephemeral_for=interaction.user.id if ephemeral and interaction else None,
            interaction=interaction,
            webhook_id=sim.application_id if interaction is not None else None,
        )
        return message

    async def _checked_edit(self, message: SimMessage, data: dict[str, Any],
                            req: SimRequest) -> tuple[int, Any]:
        """Edit ``message`` as Discord does: payload and file checks first."""
        check_message(
            data,
            file_count=len(req.files),
            existing_attachments=len(message.attachments),
            editing=True,
        )
        check_file_sizes([len(f.data) for f in req.files], self.sim.attachment_size_limit)
        await self._apply_edit(message, data, req.files)
        return 200, message.payload()

    async def _apply_edit(
        self, message: SimMessage, data: dict[str, Any], files: list[UploadedFile]
    ) -> None:
        message.versions.append(message.snapshot())
        if "content" in data:
            message.content = str(data["content"] or "")
        if "embeds" in data:
            message.embeds = list(data["embeds"] or [])
        if "components" in data:
            message.components = list(data["components"] or [])
        if "flags" in data and data["flags"] is not None:
            keep = message.flags & FLAG_EPHEMERAL
            message.flags = keep | (int(data["flags"]) & (FLAG_COMPONENTS_V2 | 4))
        new_files = self._attachments(data, files)
        if "attachments" in data:
            keep_ids = {str(a.get("id")) for a in data["attachments"] or []}
            message.attachments = [a for a in message.attachments if str(a.id) in keep_ids]
        message.attachments.extend(new_files)
        message.flags &= ~FLAG_LOADING
        message.edited_at = self.sim.clock.time()
        await self.sim.publish_edit(message)


def _guess_type(filename: str, given: str) -> str:
    lowered = filename.lower()
    for suffix, kind in (
        (".png", "image/png"),
        (".webp", "image/webp"),
        (".jpg", "image/jpeg"),
        (".jpeg", "image/jpeg"),
        (".gif", "image/gif"),
        (".txt", "text/plain"),
        (".json", "application/json"),
    ):
        if lowered.endswith(suffix):
            return kind
    return given or "application/octet-stream"
