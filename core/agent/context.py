"""Korean-aware token estimate and clearing of old tool results from the message list."""

from __future__ import annotations

import json
import re
from dataclasses import replace

from core.model import AssistantMessage, Message, ToolResultMessage, UserMessage

KEEP_NEWEST_RESULTS = 5
CLEARED_PLACEHOLDER = "[이전 도구 결과는 컨텍스트에서 정리되었습니다 — 스크래치패드에 보존됨]"


_HANGUL = re.compile("[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")


def estimate_tokens(text: str) -> int:
    """Hangul is about one token a character; other text about 3.5 characters a token."""
    hangul = len(_HANGUL.findall(text))
    other = len(text) - hangul
    return hangul + int(other / 3.5 + 0.999)


def message_tokens(messages: list[Message] | tuple[Message, ...]) -> int:
    total = 0
    for message in messages:
        match message:
            case UserMessage(content=content):
                total += estimate_tokens(content) + 4
            case AssistantMessage(text=text, tool_calls=calls):
                total += estimate_tokens(text) + 4
                total += sum(
                    estimate_tokens(c.name + json.dumps(c.arguments, ensure_ascii=False)) for c in calls
                )
            case ToolResultMessage(results=results):
                total += sum(estimate_tokens(r.content) + 8 for r in results)
    return total


def clear_old_results(messages: list[Message], keep: int = KEEP_NEWEST_RESULTS) -> int:
    """Replace all but the newest ``keep`` tool results with a placeholder, in place.

    Returns how many results were cleared.
    """
    positions = [
        (mi, ri)
        for mi, message in enumerate(messages)
        if isinstance(message, ToolResultMessage)
        for ri, result in enumerate(message.results)
        if result.content != CLEARED_PLACEHOLDER
    ]
    to_clear = positions[: max(0, len(positions) - keep)]
    for mi, ri in to_clear:
        message = messages[mi]
        assert isinstance(message, ToolResultMessage)
        results = list(message.results)
        results[ri] = replace(results[ri], content=CLEARED_PLACEHOLDER)
        messages[mi] = ToolResultMessage(tuple(results))
    return len(to_clear)
