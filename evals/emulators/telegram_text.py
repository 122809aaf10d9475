"""Telegram's text rules and the emulator's argument parsing.

- ``utf16_len`` (entity offsets and the 4,096 limit count UTF-16 code units) and ``check_entities``.
- ``parse_formatted``: HTML becomes plain text plus entities, MarkdownV2 is checked for unescaped reserved
  characters; both raise ``can't parse entities`` like Telegram does.
- ``auto_entities``: the ``/command`` and ``@mention`` entities Telegram adds to a user's text.
- Arguments: ``int_arg``, ``flag_arg``, ``decode_json_arg`` and ``parse_multipart`` (upload bodies).
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from evals.emulators.telegram_records import ApiError, Json

_ENTITY_NAMES = (
    "mention hashtag cashtag bot_command url email phone_number bold italic underline strikethrough spoiler "
    "blockquote expandable_blockquote code pre text_link text_mention custom_emoji date_time"
)
ENTITY_TYPES = frozenset(_ENTITY_NAMES.split())


def utf16_len(text: str) -> int:
    """Length in UTF-16 code units — the unit of entity offsets and of Telegram's length limits."""
    return len(text.encode("utf-16-le")) // 2


def _cant_parse(detail: str) -> ApiError:
    return ApiError.bad_request(f"can't parse entities: {detail}")


def check_entities(text: str, entities: Any) -> list[Json]:
    """Validate ``entities`` against ``text`` (types, UTF-16 bounds); return them sorted like Telegram."""
    if not isinstance(entities, list) or not all(isinstance(e, dict) for e in entities):
        raise _cant_parse("entities must be an array of MessageEntity objects")
    size = utf16_len(text)
    for i, entity in enumerate(entities):
        kind, offset, length = entity.get("type"), entity.get("offset"), entity.get("length")
        if kind not in ENTITY_TYPES:
            raise _cant_parse(f'unsupported entity type "{kind}" in entity {i}')
        if not isinstance(offset, int) or not isinstance(length, int) or offset < 0 or length <= 0:
            raise _cant_parse(f"entity {i} needs a non-negative offset and a positive length")
        if offset + length > size:
            raise _cant_parse(
                f"entity {i} ({kind} {offset}+{length}) ends beyond the text ({size} UTF-16 units)"
            )
        if kind == "text_link" and not entity.get("url"):
            raise _cant_parse(f"text_link entity {i} has no url")
    return sorted(({k: v for k, v in e.items() if v is not None} for e in entities), key=_entity_order)


def _entity_order(entity: Json) -> tuple[int, int]:
    return entity["offset"], -entity["length"]


_HTML_TAGS = {
    "b": "bold", "strong": "bold", "i": "italic", "em": "italic", "u": "underline", "ins": "underline",
    "s": "strikethrough", "strike": "strikethrough", "del": "strikethrough", "tg-spoiler": "spoiler",
    "span": "spoiler", "a": "text_link", "code": "code", "pre": "pre", "blockquote": "blockquote",
    "tg-emoji": "custom_emoji",
}  # fmt: skip
_HTML_TOKEN = re.compile(r"<(/?)([A-Za-z][\w-]*)([^<>]*)>|<|&(#x[0-9a-fA-F]+|#\d+|[A-Za-z]+);")
_ATTR = re.compile(r'([\w-]+)(?:\s*=\s*"([^"]*)")?')
_NAMED = frozenset({"lt", "gt", "amp", "quot"})
_MD_RESERVED = set("_*[]()~`>#+-=|{}.!")


def _html_entity(name: str, attrs: str) -> Json:
    values = dict(_ATTR.findall(attrs))
    kind = _HTML_TAGS[name]
    if kind == "text_link":
        return {"type": kind, "url": values.get("href", "")}
    if kind == "custom_emoji":
        return {"type": kind, "custom_emoji_id": values.get("emoji-id", "")}
    if kind == "blockquote" and "expandable" in values:
        return {"type": "expandable_blockquote"}
    if kind == "code" and values.get("class", "").startswith("language-"):
        return {"type": kind, "language": values["class"].removeprefix("language-")}
    return {"type": kind}


def parse_html(source: str) -> tuple[str, list[Json]]:
    """Telegram's HTML parse mode: supported tags become entities; anything else is ``can't parse``."""
    out: list[str] = []
    entities: list[Json] = []
    stack: list[tuple[str, int, Json]] = []
    pos = size = 0
    for match in _HTML_TOKEN.finditer(source):
        chunk = source[pos : match.start()]
        out.append(chunk)
        size, pos = size + utf16_len(chunk), match.end()
        closing, name, attrs, ref = match.groups()
        at = len(source[: match.start()].encode())
        if ref is not None:  # numeric ones and &lt; &gt; &amp; &quot; only; others stay as written
            char = html.unescape(match.group(0)) if ref[0] == "#" or ref in _NAMED else match.group(0)
            out.append(char)
            size += utf16_len(char)
        elif name is None or name.lower() not in _HTML_TAGS:
            raise _cant_parse(f'Unsupported start tag "{name or "<"}" at byte offset {at}')
        elif not closing:
            stack.append((name.lower(), size, _html_entity(name.lower(), attrs)))
        elif not stack or stack[-1][0] != name.lower():
            expected = f', expected "</{stack[-1][0]}>", found "</{name}>"' if stack else ""
            raise _cant_parse(f"Unmatched end tag at byte offset {at}{expected}")
        else:
            _, start, entity = stack.pop()
            if entity["type"] == "code" and "language" in entity and stack and stack[-1][0] == "pre":
                stack[-1][2]["language"] = entity["language"]
            elif size > start:
                entities.append(entity | {"offset": start, "length": size - start})
    if stack:
        raise _cant_parse(f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"')
    out.append(source[pos:])
    return "".join(out), sorted(entities, key=_entity_order)


def parse_markdown_v2(source: str) -> tuple[str, list[Json]]:
    """A light MarkdownV2 check: a reserved character that is neither escaped nor markup fails like
    Telegram's; markup characters are dropped from the text, no entities are derived."""
    out: list[str] = []
    i, code = 0, False
    while i < len(source):
        char = source[i]
        if char == "\\" and i + 1 < len(source):
            out.append(source[i + 1])
            i += 1
        elif char == "`":
            code = not code
        elif code:
            out.append(char)
        elif char == "]" and source.startswith("(", i + 1):
            i = source.find(")", i) % (len(source) + 1)  # skip the link's URL (to the end if unclosed)
        elif char in "*_~|[" or (char == ">" and source[i - 1 : i] in ("", "\n")):
            pass
        elif char in _MD_RESERVED:
            raise _cant_parse(f"Character '{char}' is reserved and must be escaped with the preceding '\\'")
        else:
            out.append(char)
        i += 1
    if code:
        raise _cant_parse("Can't find end of Code entity")
    return "".join(out), []


def parse_formatted(text: str, parse_mode: str) -> tuple[str, list[Json]]:
    """Plain text and entities for ``parse_mode`` (legacy ``Markdown`` is kept as is)."""
    mode = parse_mode.lower()
    if mode == "html":
        return parse_html(text)
    if mode == "markdownv2":
        return parse_markdown_v2(text)
    if mode == "markdown":
        return text, []
    raise ApiError.bad_request(f"unsupported parse_mode {parse_mode!r}")


_COMMAND = re.compile(r"^/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?")
_MENTION = re.compile(r"(?<![\w@])@[A-Za-z0-9_]{3,32}")


def auto_entities(text: str) -> list[Json]:
    """The entities Telegram adds to a user's text: a leading ``/command[@bot]`` and ``@mentions``."""
    found: list[Json] = []
    if match := _COMMAND.match(text):
        found.append({"type": "bot_command", "offset": 0, "length": utf16_len(match.group(0))})
    for match in _MENTION.finditer(text):
        if not found or match.start() >= found[0]["length"]:
            offset, length = utf16_len(text[: match.start()]), utf16_len(match.group(0))
            found.append({"type": "mention", "offset": offset, "length": length})
    return found


def int_arg(args: Json, key: str) -> int | None:
    """An integer argument (None when absent); Telegram's 400 when it is not a number."""
    value = args.get(key)
    if value in (None, ""):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ApiError.bad_request(
            "chat not found" if key == "chat_id" else f"invalid {key} specified"
        ) from None


def flag_arg(value: Any) -> bool:
    return value is True or str(value).lower() in ("true", "1")


def decode_json_arg(key: str, value: Any) -> Any:
    """A JSON-encoded argument decoded (other values as they are); Telegram's 400 when it is not JSON."""
    try:
        return json.loads(value) if isinstance(value, str) else value
    except json.JSONDecodeError:
        raise ApiError.bad_request(f"can't parse {key} JSON object") from None


def parse_multipart(raw: bytes, content_type: str) -> Json:
    """A ``multipart/form-data`` body: text fields as str, file fields as (filename, content, content type)."""
    boundary = re.search(r'boundary="?([^";]+)"?', content_type)
    if boundary is None:
        raise ValueError("multipart body without a boundary")
    fields: Json = {}
    for part in raw.split(b"--" + boundary.group(1).encode())[1:-1]:
        head, _, body = part.removeprefix(b"\r\n").removesuffix(b"\r\n").partition(b"\r\n\r\n")
        headers = head.decode("utf-8", "replace")
        name, filename = (
            re.search(r'(?<!file)name="([^"]*)"', headers),
            re.search(r'filename="([^"]*)"', headers),
        )
        kind = re.search(r"(?i)content-type:\s*([^\r\n]+)", headers)
        if name is not None:
            mime = kind.group(1).strip() if kind else "application/octet-stream"
            fields[name.group(1)] = (filename.group(1), body, mime) if filename else body.decode()
    return fields
