"""Review 10d of the keyless reader: a quarter's three months and its year to date asked in one message. Each
question found read as one of the two defers now; its near misses are still answered right. Every case goes
through ``bots.direct.direct_reply`` as a chat would; the figures are the raw bundle rows (삼성전자 2024
3분기보고서 fnlttSinglAcnt 영업이익: thstrm_amount 9,183,371백만원 (3개월), thstrm_add_amount 26,233,258백만원
(누적), frmtrm 2,433,534 / frmtrm_add 3,742,259백만원)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.chat_questions import Case, answer, unanswerable
from tests.core.quick.keyless import assert_named_or_deferred

#: a quarter's figure joined to its year to date ("3분기 영업이익이랑 누적", "… 9개월 누적", ", 누적도"): the reader
#: read the 누적 alone and stated 26.23조원 (1~3분기) where the quarter's 9.18조원 was asked too; "3분기 영업이익하고
#: 누적 영업이익" deferred already. English ("3 months and cumulative", "three months and nine months") likewise: the
#: year to date alone (english_read took "quarterly" beside "ytd" as the quarter named).
BOTH: tuple[Case, ...] = (
    unanswerable("삼성전자 2024 3분기 영업이익이랑 누적"),
    unanswerable("삼성전자 2024 3분기 영업이익이랑 9개월 누적"),
    unanswerable("삼성전자 2024 3분기 영업이익과 1~3분기 누적"),
    unanswerable("삼성전자 2024 3분기 영업이익, 누적도"),
    unanswerable("삼성전자 2024년 3분기 영업이익 및 누계"),
    unanswerable("삼성전자 2024 3분기 영업이익 누적까지"),
    unanswerable("Samsung Electronics Q3 2024 operating profit 3 months and cumulative"),
    unanswerable("Samsung Electronics Q3 2024 operating profit for the three months and year to date"),
    unanswerable("Samsung Electronics Q3 2024 operating profit, three months and nine months"),
    unanswerable("SK hynix Q3 2024 operating profit three-month and YTD"),
    # near misses: one period asked
    answer("quarters", "삼성전자 2024 3분기 누적 영업이익", names=("26.23조원",)),
    answer("quarters", "삼성전자 2024 3분기 영업이익 누적으로", names=("26.23조원",)),
    answer("quarters", "삼성전자 2024 3분기 9개월 누적 영업이익", names=("26.23조원",)),
    answer("quarters", "삼성전자 2024 3분기 누계 영업이익", names=("26.23조원",)),
    answer("quarters", "삼성전자 2024 3분기까지 누적 영업이익", names=("26.23조원",)),
    answer("quarters", "삼성전자 2024 3분기 영업이익 누계 기준", names=("26.23조원",)),
    answer("quarters", "삼성전자 2024 3분기 영업이익이랑 매출", names=("9.18조원", "79.10조원")),
    answer("quarters", "삼성전자 2024 3분기 누적 영업이익이랑 매출", names=("26.23조원", "225.08조원")),
    answer(
        "quarters", "Samsung Electronics Q3 2024 three-month operating profit", names=("KRW 9.18 trillion",)
    ),
    answer(
        "quarters", "Samsung Electronics Q3 2024 year-to-date operating profit", names=("KRW 26.23 trillion",)
    ),
    answer("quarters", "Samsung Electronics 9M 2024 operating profit", names=("KRW 26.23 trillion",)),
)

#: a payout ratio's change asked of one year ("배당성향 전년 대비", "전년보다 올랐어?", "payout ratio YoY"): the payout
#: line stated FY2023's 67.8% alone (alotMatter (연결)현금배당성향 thstrm 67.80, frmtrm 17.90), no year before nor change.
PAYOUT: tuple[Case, ...] = (
    unanswerable("삼성전자 2023 배당성향 전년 대비"),
    unanswerable("삼성전자 2023 배당성향 전년보다 올랐어?"),
    unanswerable("삼성전자 2023 배당성향 변화"),
    unanswerable("삼성전자 2023 별도 배당성향 전년 대비"),
    unanswerable("Samsung Electronics 2023 payout ratio YoY"),
    # near misses: both years named, or one year's ratio
    answer("dividends", "삼성전자 2023 배당성향 작년이랑 비교", names=("17.9%", "67.8%")),
    answer("dividends", "삼성전자 2022 2023 배당성향", names=("17.9%", "67.8%")),
    answer("dividends", "삼성전자 2023 배당성향 별도", names=("38.6%",)),
    answer("dividends", "Samsung Electronics 2023 payout ratio", names=("67.8%",)),
    answer("dividends", "삼성전자 2023 현금배당총액 전년 대비", names=("9.81조원",)),
)

CASES = BOTH + PAYOUT


@pytest.mark.parametrize("case", CASES, ids=[c.question for c in CASES])
async def test_review10d(case: Case, tmp_path: Path) -> None:
    await assert_named_or_deferred(case, tmp_path)
