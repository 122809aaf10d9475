from __future__ import annotations

from core.agent.context import CLEARED_PLACEHOLDER, clear_old_results, estimate_tokens
from core.agent.limits import ToolLimits, jaccard, tokens
from core.model import Message, ToolResult, ToolResultMessage, UserMessage


def test_hangul_counts_about_one_token_a_character() -> None:
    assert estimate_tokens("삼성전자") == 4
    assert estimate_tokens("a" * 35) == 10
    assert estimate_tokens("매출 revenue") == 2 + 3  # 2 Hangul + " revenue" (8 chars → 3)


def test_tokens_drop_short_words_and_punctuation() -> None:
    assert tokens("삼성전자 2023년, 손익!") == frozenset({"삼성전자", "2023년"})
    assert jaccard(frozenset({"a1x", "b2y"}), frozenset({"a1x"})) == 0.5
    assert jaccard(frozenset(), frozenset()) == 0.0


def test_limits_flag_fourth_call_and_near_duplicates() -> None:
    limits = ToolLimits()
    assert limits.check("s", {"query": "삼성전자 2023 영업이익"}) is None
    assert "similar" in (limits.check("s", {"query": "삼성전자 2023 영업이익!"}) or "")
    assert limits.check("s", {"query": "카카오 배당금"}) is None
    assert "already been called 3" in (limits.check("s", {"query": "네이버 직원수"}) or "")
    assert limits.check("other", {"query": "삼성전자 2023 영업이익"}) is None  # counted per tool


def test_clearing_replaces_oldest_results_only() -> None:
    messages: list[Message] = [UserMessage("q")]
    for i in range(4):
        messages.append(
            ToolResultMessage((ToolResult(f"a{i}", "t", f"r{i}a"), ToolResult(f"b{i}", "t", f"r{i}b")))
        )
    assert clear_old_results(messages) == 3
    contents = [r.content for m in messages if isinstance(m, ToolResultMessage) for r in m.results]
    assert contents == [CLEARED_PLACEHOLDER] * 3 + ["r1b", "r2a", "r2b", "r3a", "r3b"]
    assert clear_old_results(messages) == 0  # already-cleared results are not counted again
