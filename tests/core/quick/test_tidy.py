"""Chat shorthand tidied before the reader scans a question, and the 억/조 unit a reader asks for."""

from __future__ import annotations

from datetime import date

import pytest

from core.data.services import DataServices
from core.quick import QuickQuery, answer_quick, parse_question
from core.quick.tidy import tidy

TODAY = date(2026, 11, 21)


@pytest.mark.parametrize(
    ("typed", "tidied", "unit", "share"),
    [
        ("삼성 3Q24 영업이익 몇조임?", "삼성 2024년 3분기 영업이익 몇 ?", None, False),
        ("매출 (연결 기준)", "매출 연결 기준", None, False),
        ("3분기 순이익 (7-9월)", "3분기 순이익", None, False),
        ("순이익 (1~9월)", "순이익 누적", None, False),
        ("영업이익 억 단위로 알려줘", "영업이익 알려줘", "억", False),
        ("자산총계 조원 단위", "자산총계", "조", False),
        ("영업이익 14조 넘었지?", "영업이익 ?", None, False),
        ("매출 전년대비 몇% 늘었음?", "매출 전년대비 증가율 ?", None, False),
        ("카카오 매출은 네이버의 몇 %?", "카카오 매출은 네이버의 몇 ?", None, True),
        ("3분기말 부채비율", "3분기 부채비율", None, False),
        ("현차 22년 영업익 🤔🙏🏻", "현차 22년 영업익", None, False),
        ("순손실 규모 ㄱㄱ ㅠㅠ", "순손실 규모", None, False),
        ("영업익 전년대비 %", "영업익 전년대비 증가율", None, False),
        ("매출 YoY 몇%?", "매출 YoY 증가율 ?", None, False),
        ("현차 매출 삼전 대비 몇 %", "현차 매출 삼전", None, True),
        ("현차 매출 삼전 대비 몇 % 많아?", "현차 매출 삼전 대비 몇 많아?", None, False),  # how much more
    ],
)
def test_shorthand_is_written_out(typed: str, tidied: str, unit: str | None, share: bool) -> None:
    result = tidy(typed)
    assert (result.text, result.unit, result.share) == (tidied, unit, share)


async def test_amounts_come_in_the_unit_asked(data: DataServices) -> None:
    asked = parse_question("삼성전자 2023년 영업이익 억 단위로", data.companies, today=TODAY)
    plain = parse_question("삼성전자 2023년 영업이익", data.companies, today=TODAY)
    assert isinstance(asked, QuickQuery) and isinstance(plain, QuickQuery)
    assert "영업이익 65,670억원" in (await answer_quick(asked, data, today=TODAY)).markdown
    assert "영업이익 6.57조원" in (await answer_quick(plain, data, today=TODAY)).markdown  # the default
