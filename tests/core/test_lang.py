"""The language of a question, typed the way people type."""

from __future__ import annotations

import pytest

from core.lang import language_of, locale_language, run_language


@pytest.mark.parametrize(
    "question",
    [
        "samsung elec 2023 op margin?",
        "What was SK hynix's revenue in 2023",
        "What was 삼성전자's operating profit in 2023?",
        "NAVER PER now",
        "compare hyundai motor and kia 2024 sales",
        "ROE of LG Energy Solution FY2023",
        "005930 dividend history",
        "is 카카오 profitable?",
        "Samsung Electronics",
    ],
)
def test_english_questions(question: str) -> None:
    assert language_of(question) == "en"


@pytest.mark.parametrize(
    "question",
    [
        "삼성전자 OPM 2023",
        "삼성전자 2023년 영업이익률",
        "SK하이닉스 매출 알려줘",
        "NAVER 주가",
        "Samsung Electronics 영업이익 알려줘",
        "LG에너지솔루션 ROE 2023",
        "삼성전자의 revenue는?",
        "005930",
        "",
        "PER",
        "2023 3Q",
        "q",
        "x ",
    ],
)
def test_korean_or_neutral_questions_stay_korean(question: str) -> None:
    assert language_of(question) == "ko"


def test_dexter_lang_forces_a_language_or_follows_the_question() -> None:
    assert run_language("ko", "What was SK hynix's revenue in 2023") == "en"
    assert run_language("ko", "SK하이닉스 매출") == "ko"
    assert run_language("en", "SK하이닉스 매출") == "en"
    assert run_language("ko-only", "What was SK hynix's revenue in 2023") == "ko"
    assert run_language("", "revenue of kia") == "en"


def test_a_follow_up_with_no_words_takes_the_conversations_language() -> None:
    english = ["samsung 2023 operating margin"]
    assert run_language("ko", "2022?", english) == "en"
    assert run_language("ko", "Q4?", english) == "en"  # one letter is not a word of either language
    assert run_language("ko", "2022?", ["삼성전자 2023 영업이익률"]) == "ko"
    assert run_language("ko", "2022?", ["삼성전자 2023 영업이익률", "Q4?"]) == "ko"  # the last with words
    assert run_language("ko", "2022?", [*english, "3Q?"]) == "en"
    assert run_language("ko", "2022년은?", english) == "ko"  # its own words decide
    assert run_language("ko", "and 2022?", ["삼성전자 2023 영업이익률"]) == "en"
    assert run_language("ko-only", "2022?", english) == "ko"  # DEXTER_LANG still forces
    assert run_language("ko", "2022?") == "ko"


@pytest.mark.parametrize(
    ("setting", "locale", "expected"),
    [
        ("ko", "en", "en"),  # the user's app speaks English
        ("ko", "en-GB", "en"),
        ("ko", "ja", "en"),  # a language the bot has no texts for reads English, not Korean
        ("ko", "ko", "ko"),
        ("ko", "ko-KR", "ko"),
        ("ko", None, "ko"),  # the platform does not say (Slack): Korean
        ("ko", "", "ko"),
        ("ko-only", "en", "ko"),  # DEXTER_LANG forces a language over the app's
        ("en", "ko", "en"),
        (" EN-only ", None, "en"),
    ],
)
def test_a_text_with_no_question_follows_the_setting_then_the_users_app(
    setting: str, locale: str | None, expected: str
) -> None:
    assert locale_language(setting, locale) == expected
