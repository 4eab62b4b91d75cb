"""Discord's rules for message and modal payloads, checked the way Discord checks them.

Every check adds to a :class:`FormErrors`; the caller turns them into a
400 / 50035 answer, so the real discord.py client raises ``HTTPException``.
"""

from __future__ import annotations

from typing import Any

from .errors import CANNOT_SEND_EMPTY_MESSAGE, DiscordError, FormErrors

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_SELECT_OPTIONS = 25
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_PLACEHOLDER = 150
MAX_OPTION_TEXT = 100
MAX_V2_COMPONENTS = 40
MAX_FILES = 10
MAX_MODAL_TITLE = 45
MAX_MODAL_COMPONENTS = 5
MAX_TEXT_INPUT_LABEL = 45
MAX_TEXT_INPUT_VALUE = 4000

FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_COMPONENTS_V2 = 1 << 15

ACTION_ROW = 1
BUTTON = 2
STRING_SELECT = 3
TEXT_INPUT = 4
SELECT_TYPES = {3, 5, 6, 7, 8}
LABEL = 18
# Components v2 layout types whose children live under "components".
V2_CONTAINERS = {9, 17}
V2_ACCESSORY_HOLDERS = {9}


def _too_long(errors: FormErrors, path: str, value: Any, limit: int) -> None:
    if isinstance(value, str) and len(value) > limit:
        errors.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")


def _check_button(errors: FormErrors, path: str, button: dict[str, Any], ids: list[str]) -> None:
    style = button.get("style")
    _too_long(errors, f"{path}.label", button.get("label"), MAX_BUTTON_LABEL)
    if style == 5:
        if not button.get("url"):
            errors.add(f"{path}.url", "BASE_TYPE_REQUIRED", "This field is required")
        if "custom_id" in button:
            errors.add(
                f"{path}.custom_id",
                "COMPONENT_LINK_BUTTON_CUSTOM_ID",
                "A link button cannot have a custom_id",
            )
    elif style == 6:
        if not button.get("sku_id"):
            errors.add(f"{path}.sku_id", "BASE_TYPE_REQUIRED", "This field is required")
    else:
        _check_custom_id(errors, path, button, ids)
        if not button.get("label") and not button.get("emoji"):
            errors.add(
                path, "BUTTON_COMPONENT_LABEL_OR_EMOJI", "A button needs a label or an emoji"
            )


def _check_custom_id(
    errors: FormErrors, path: str, component: dict[str, Any], ids: list[str]
) -> None:
    custom_id = component.get("custom_id")
    if not custom_id:
        errors.add(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
        return
    _too_long(errors, f"{path}.custom_id", custom_id, MAX_CUSTOM_ID)
    if custom_id in ids:
        errors.add(
            f"{path}.custom_id",
            "COMPONENT_CUSTOM_ID_DUPLICATED",
            "Component custom id cannot be duplicated",
        )
    ids.append(custom_id)


def _check_select(errors: FormErrors, path: str, select: dict[str, Any], ids: list[str]) -> None:
    _check_custom_id(errors, path, select, ids)
    _too_long(errors, f"{path}.placeholder", select.get("placeholder"), MAX_PLACEHOLDER)
    min_values = select.get("min_values", 1)
    max_values = select.get("max_values", 1)
    if not 0 <= min_values <= 25:
        errors.add(f"{path}.min_values", "NUMBER_TYPE_MAX", "Must be between 0 and 25.")
    if not 1 <= max_values <= 25:
        errors.add(f"{path}.max_values", "NUMBER_TYPE_MAX", "Must be between 1 and 25.")
    if select.get("type") == STRING_SELECT:
        options = select.get("options") or []
        if not options:
            errors.add(f"{path}.options", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
        if len(options) > MAX_SELECT_OPTIONS:
            errors.add(
                f"{path}.options",
                "BASE_TYPE_MAX_LENGTH",
                f"Must be {MAX_SELECT_OPTIONS} or fewer in length.",
            )
        if options and max_values > len(options):
            errors.add(
                f"{path}.max_values",
                "SELECT_COMPONENT_MAX_VALUES_TOO_LARGE",
                "max_values cannot exceed the number of options",
            )
        values: list[str] = []
        for index, option in enumerate(options):
            opath = f"{path}.options.{index}"
            for key in ("label", "value", "description"):
                _too_long(errors, f"{opath}.{key}", option.get(key), MAX_OPTION_TEXT)
            if option.get("value") in values:
                errors.add(
                    f"{opath}.value",
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                    "Select option values must be unique",
                )
            values.append(option.get("value"))


def _check_action_row(errors: FormErrors, path: str, row: dict[str, Any], ids: list[str]) -> None:
    children = row.get("components") or []
    if not children:
        errors.add(f"{path}.components", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
    selects = [c for c in children if c.get("type") in SELECT_TYPES]
    buttons = [c for c in children if c.get("type") == BUTTON]
    if selects and len(children) > 1:
        errors.add(
            f"{path}.components",
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "The specified component exceeds the maximum width",
        )
    if len(buttons) > MAX_BUTTONS_PER_ROW:
        errors.add(
            f"{path}.components",
            "BASE_TYPE_MAX_LENGTH",
            f"Must be {MAX_BUTTONS_PER_ROW} or fewer in length.",
        )
    for index, child in enumerate(children):
        cpath = f"{path}.components.{index}"
        kind = child.get("type")
        if kind == BUTTON:
            _check_button(errors, cpath, child, ids)
        elif kind in SELECT_TYPES:
            _check_select(errors, cpath, child, ids)
        else:
            errors.add(
                f"{cpath}.type",
                "COMPONENT_INVALID_TYPE",
                f"Component type {kind} is not allowed here",
            )


def _count_v2(components: list[dict[str, Any]]) -> int:
    total = 0
    for component in components:
        total += 1
        total += _count_v2(component.get("components") or [])
        if isinstance(component.get("accessory"), dict):
            total += 1
    return total


def _check_v2(
    errors: FormErrors, path: str, components: list[dict[str, Any]], ids: list[str]
) -> None:
    for index, component in enumerate(components):
        cpath = f"{path}.{index}"
        kind = component.get("type")
        if kind == ACTION_ROW:
            _check_action_row(errors, cpath, component, ids)
        elif kind == BUTTON:
            errors.add(
                f"{cpath}.type", "COMPONENT_INVALID_TYPE", "A button must be inside an action row"
            )
        elif kind in SELECT_TYPES:
            errors.add(
                f"{cpath}.type", "COMPONENT_INVALID_TYPE", "A select must be inside an action row"
            )
        else:
            if kind in V2_CONTAINERS or "components" in component:
                _check_v2(errors, f"{cpath}.components", component.get("components") or [], ids)
            accessory = component.get("accessory")
            if isinstance(accessory, dict) and accessory.get("type") == BUTTON:
                _check_button(errors, f"{cpath}.accessory", accessory, ids)


def check_components(errors: FormErrors, components: list[dict[str, Any]], flags: int) -> None:
    """Component limits: rows, buttons a row, selects alone, options, ids and labels."""
    ids: list[str] = []
    if flags & FLAG_COMPONENTS_V2:
        if _count_v2(components) > MAX_V2_COMPONENTS:
            errors.add(
                "components",
                "BASE_TYPE_MAX_LENGTH",
                f"Must be {MAX_V2_COMPONENTS} or fewer in total.",
            )
        _check_v2(errors, "components", components, ids)
        return
    if len(components) > MAX_ROWS:
        errors.add("components", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_ROWS} or fewer in length.")
    for index, row in enumerate(components):
        path = f"components.{index}"
        if row.get("type") != ACTION_ROW:
            errors.add(
                f"{path}.type", "COMPONENT_INVALID_TYPE", "Top-level components must be action rows"
            )
            continue
        _check_action_row(errors, path, row, ids)


def check_embeds(errors: FormErrors, embeds: list[dict[str, Any]]) -> None:
    """Embed limits: 10 embeds, 6000 characters in total, and the per-field limits."""
    if len(embeds) > MAX_EMBEDS:
        errors.add("embeds", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_EMBEDS} or fewer in length.")
    total = 0
    for index, embed in enumerate(embeds):
        path = f"embeds.{index}"
        for key, limit in (("title", 256), ("description", 4096)):
            _too_long(errors, f"{path}.{key}", embed.get(key), limit)
            total += len(embed.get(key) or "")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            errors.add(f"{path}.fields", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for findex, field in enumerate(fields):
            _too_long(errors, f"{path}.fields.{findex}.name", field.get("name"), 256)
            _too_long(errors, f"{path}.fields.{findex}.value", field.get("value"), 1024)
            total += len(field.get("name") or "") + len(field.get("value") or "")
        footer = embed.get("footer") or {}
        _too_long(errors, f"{path}.footer.text", footer.get("text"), 2048)
        total += len(footer.get("text") or "")
        author = embed.get("author") or {}
        _too_long(errors, f"{path}.author.name", author.get("name"), 256)
        total += len(author.get("name") or "")
    if total > MAX_EMBED_TOTAL:
        errors.add("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")


def check_message(
    payload: dict[str, Any],
    *,
    file_count: int,
    existing_attachments: int = 0,
    editing: bool = False,
) -> None:
    """Check a message create or edit payload; raise a DiscordError if Discord would refuse it."""
    errors = FormErrors()
    content = payload.get("content")
    flags = int(payload.get("flags") or 0)
    if content is not None and not isinstance(content, str):
        errors.add("content", "STRING_TYPE_CONVERT", "Could not interpret the value as a string.")
    elif content is not None:
        _too_long(errors, "content", content, MAX_CONTENT)
        if flags & FLAG_COMPONENTS_V2 and content:
            errors.add(
                "content",
                "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
            )
    check_embeds(errors, payload.get("embeds") or [])
    check_components(errors, payload.get("components") or [], flags)
    attachments = payload.get("attachments")
    total_files = file_count + (existing_attachments if attachments is None else 0)
    if attachments is not None:
        total_files = max(len(attachments), file_count)
    if total_files > MAX_FILES:
        errors.add(
            "attachments", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_FILES} or fewer in length."
        )
    errors.raise_if_any()
    if not editing:
        has_body = any(
            [
                content,
                payload.get("embeds"),
                payload.get("components"),
                file_count,
                payload.get("sticker_ids"),
                payload.get("poll"),
            ]
        )
        if not has_body:
            raise DiscordError(400, CANNOT_SEND_EMPTY_MESSAGE, "Cannot send an empty message")


def _modal_inputs(components: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    found: list[tuple[str, dict[str, Any]]] = []
    for index, component in enumerate(components):
        path = f"data.components.{index}"
        if component.get("type") == ACTION_ROW:
            for cindex, child in enumerate(component.get("components") or []):
                found.append((f"{path}.components.{cindex}", child))
        elif component.get("type") == LABEL and isinstance(component.get("component"), dict):
            found.append((f"{path}.component", component["component"]))
    return found


def check_modal(data: dict[str, Any]) -> None:
    """Modal limits: title, up to 5 components, custom ids, text input labels and lengths."""
    errors = FormErrors()
    _too_long(errors, "data.title", data.get("title"), MAX_MODAL_TITLE)
    if not data.get("title"):
        errors.add("data.title", "BASE_TYPE_REQUIRED", "This field is required")
    _check_custom_id(errors, "data", data, [])
    components = data.get("components") or []
    if not components:
        errors.add("data.components", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
    if len(components) > MAX_MODAL_COMPONENTS:
        errors.add(
            "data.components",
            "BASE_TYPE_MAX_LENGTH",
            f"Must be {MAX_MODAL_COMPONENTS} or fewer in length.",
        )
    ids: list[str] = []
    for path, item in _modal_inputs(components):
        _check_custom_id(errors, path, item, ids)
        if item.get("type") == TEXT_INPUT:
            _too_long(errors, f"{path}.label", item.get("label"), MAX_TEXT_INPUT_LABEL)
            _too_long(errors, f"{path}.value", item.get("value"), MAX_TEXT_INPUT_VALUE)
            _too_long(errors, f"{path}.placeholder", item.get("placeholder"), 100)
        elif item.get("type") in SELECT_TYPES:
            _check_select(errors, path, item, [])
    errors.raise_if_any()


def check_file_sizes(sizes: list[int], limit: int) -> None:
    """Raise 413 / 40005 when a file is larger than the upload limit."""
    if any(size > limit for size in sizes):
        raise DiscordError(413, 40005, "Request entity too large")
