"""The question rules every front end shares."""

from __future__ import annotations

import pytest

from core.inputs import NoQuestion, Question, TooLong, clean_text, read_question


@pytest.mark.parametrize(
    "text",
    ["", "   ", "\n\t ", "👍", "🙂🙂 ?!", "…", "\u200b\u202e", "\x00\x07\x1b", "<>"],
)
def test_nothing_to_answer_gets_the_usage_help(text: str) -> None:
    assert read_question(text, max_chars=4_000) == NoQuestion()


def test_a_question_is_cleaned_of_junk_but_keeps_its_lines() -> None:
    typed = "삼성전자\x00 2023년\x1b[31m\r\n영업이익률\u202e은?\u200b\ufeff\ud800"
    assert read_question(typed, max_chars=4_000) == Question("삼성전자 2023년[31m\n영업이익률은?")
    assert clean_text("\t표\t값\n") == "표\t값"


def test_too_long_says_the_limit_and_the_length() -> None:
    verdict = read_question("가" * 40_000, max_chars=4_000)
    assert verdict == TooLong(40_000, 4_000)
    assert isinstance(verdict, TooLong) and "4,000자" in verdict.message and "40,000자" in verdict.message
    assert read_question("가" * 4_000, max_chars=4_000) == Question("가" * 4_000)


def test_the_limit_counts_what_is_left_after_cleaning() -> None:
    assert isinstance(read_question("가" * 10 + "\x00" * 100, max_chars=20), Question)
