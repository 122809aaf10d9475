"""English questions on the keyless path: answered in English, figures from the recorded data."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings
from core.quick.english import read_english
from evals.dataset import load_dataset

TODAY = date(2026, 11, 21)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("samsung elec 2023 op margin?", "삼성전자 2023년 영업이익률"),
        ("What was SK hynix's revenue in 2023", "SK하이닉스 2023년 매출액"),
        ("Samsung Electronics Q3 2024 operating profit", "삼성전자 2024년 3분기 영업이익"),
        ("hyundai motor net income fy23", "현대자동차 2023년 당기순이익"),
        ("why did samsung electronics fall in 2023", None),  # a word it does not know: not a quick question
        ("samsung 2023 revenue", "삼성 2023년 매출액"),  # a group name: the Korean name policy reads 삼성
        ("How much did Samsung's operating profit grow in 2023?", "삼성 2023년 영업이익 증가율"),
        ("Samsung revenue change 2022 to 2023", "삼성 2022년 대비 2023년 매출액"),
        ("SK Hynix net income 2019-2024", "SK하이닉스 2019~2024 당기순이익"),
        ("Compare Samsung and SK Hynix operating margin 2023", "삼성 및 SK하이닉스 2023년 영업이익률 비교"),
        ("Which had higher revenue, Naver or Kakao?", "NAVER 및 카카오 매출액"),
        ("Kakao revenue over the past five years", "카카오 최근 5년 매출액"),
        ("Samsung Electronics revenue 9M 2024", "삼성전자 2024년 3분기 누적 매출액"),
        ("Kakao revenue H1 2024", "카카오 2024년 상반기 매출액"),
        ("Kakao net income compared to the previous year", "카카오 당기순이익 증가율"),
    ],
)
def test_english_questions_are_read_in_the_catalogues_words(question: str, expected: str | None) -> None:
    assert read_english(question) == expected


async def test_keyless_english_questions_get_english_answers(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        reply = await direct_reply("What was SK hynix's revenue in 2023?", runtime, today=TODAY)
        assert reply is not None and reply.path == "quick" and reply.found
        assert reply.markdown.startswith("**SK hynix (SK하이닉스) · FY2023 (consolidated, annual report)**")
        assert "- Revenue: KRW 32.77 trillion (32.77조원)" in reply.markdown
        assert "Source: OpenDART" in reply.markdown and "출처" not in reply.markdown
        margin = await direct_reply("samsung elec 2023 op margin?", runtime, today=TODAY)
        assert margin is not None and "- Operating margin: 2.5%" in margin.markdown
        loss = await direct_reply("Kakao net income FY2023", runtime, today=TODAY)
        assert loss is not None and "Net income: −KRW 1.82 trillion (−1.82조원), a loss" in loss.markdown
        small = await direct_reply("Kakao operating profit 2023", runtime, today=TODAY)
        assert small is not None and "KRW 460.9 billion (4,609억원)" in small.markdown
        korean = await direct_reply("SK하이닉스 2023년 매출", runtime, today=TODAY)
        assert korean is not None and korean.markdown.startswith("**SK하이닉스 · FY2023")


async def test_the_eval_sets_english_slice_is_answered_in_english_on_the_keyless_path(tmp_path: Path) -> None:
    english = [q for q in load_dataset().questions if q.type == "english"]
    assert len(english) >= 40
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        for question in english:
            reply = await direct_reply(question.question, runtime, today=TODAY)
            assert reply is not None and reply.path == "quick", question.id
            assert "(consolidated" in reply.markdown and "Source: OpenDART" in reply.markdown, question.id
            assert "출처" not in reply.markdown and "영업이익" not in reply.markdown, question.id


async def test_keyless_english_comparisons_trends_and_growth_get_english_answers(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        which = await direct_reply("Which had higher revenue, Naver or Kakao?", runtime, today=TODAY)
        assert which is not None and which.path == "quick" and which.found
        assert "- Higher revenue: NAVER (KRW 10.74 trillion; Kakao KRW 7.87 trillion)" in which.markdown
        grew = await direct_reply(
            "How much did Samsung's operating profit grow in 2023?", runtime, today=TODAY
        )
        assert grew is not None and "Operating profit growth: −84.9%" in grew.markdown
        trend = await direct_reply("SK hynix revenue 2022-2024", runtime, today=TODAY)
        assert trend is not None and trend.markdown.startswith(
            "**SK hynix (SK하이닉스) revenue · FY2022–FY2024"
        )
        late = await direct_reply("Kakao revenue 2026", runtime, today=TODAY)
        assert late is not None and late.path == "quick" and not late.found
        assert late.markdown.startswith("The FY2026 annual report has not been filed yet")


async def test_keyless_english_follow_ups_take_the_rest_from_the_question_before(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        first = "Samsung Electronics operating profit 2023"
        year = await direct_reply("what about 2022?", runtime, today=TODAY, earlier=[first])
        assert year is not None and year.path == "quick"
        assert year.markdown.startswith("**Samsung Electronics (삼성전자) · FY2022")
        assert "- Operating profit: KRW 43.38 trillion (43.38조원)" in year.markdown
        other = await direct_reply("and SK hynix?", runtime, today=TODAY, earlier=[first, "what about 2022?"])
        assert other is not None and other.markdown.startswith("**SK hynix (SK하이닉스) · FY2022")
        korean_first = await direct_reply(
            "operating margin?", runtime, today=TODAY, earlier=["삼성전자 2023년 매출"]
        )
        assert korean_first is not None and "- Operating margin: 2.5%" in korean_first.markdown
        bare = await direct_reply("2022?", runtime, today=TODAY, earlier=["samsung 2023 operating margin"])
        assert bare is not None and bare.markdown.startswith("**Samsung Electronics (삼성전자) · FY2022")
        assert "- Operating margin: 14.4%" in bare.markdown  # an English thread stays English
        quarter = await direct_reply("Q4?", runtime, today=TODAY, earlier=["samsung 2023 operating margin"])
        assert quarter is not None and "Operating margin: 4.2%" in quarter.markdown
        # the Q3 report whose comparative nine months were subtracted is named, not "[filing]"
        assert (
            "[Samsung Electronics Q3 report 2024 (its 2023 nine-month comparatives subtracted)]"
            in quarter.markdown
        )
        korean = await direct_reply("2022?", runtime, today=TODAY, earlier=["삼성전자 2023 영업이익률"])
        assert korean is not None and "- 영업이익률 14.4%" in korean.markdown
        alone = await direct_reply("what about 2022?", runtime, today=TODAY)
        assert alone is None or "Operating profit" not in alone.markdown  # nothing to follow: not guessed
