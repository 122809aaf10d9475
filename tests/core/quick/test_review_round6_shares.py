"""Adversarial review, round 6: a preferred share's dividend. The DPS line put the common share's year before
after the preferred figure ("1,444원 (보통주) · 우선주 1,445원 — 전년(FY2022) 1,444원"); the class asked now leads,
and each class's year before follows its own. A preferred DPS in a table (the tables hold the common share's) or
set against the common share's (a gap no line says) defers. Figures from the raw 배당에 관한 사항 rows."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from tests.core.quick.reading import TODAY, deferred, query
from tests.core.quick.recorded import report_rows
from tests.core.quick.test_answers import quick

# --- a preferred share's dividend: the class asked leads, each class's year before follows its own --------


def _dps(kind: str, column: str) -> str:
    """삼성전자's FY2023 배당에 관한 사항: 주당 현금배당금 of one class, one column (당기, 전기, 전전기), as written."""
    rows = report_rows("삼성전자", 2023, "alotMatter")
    (row,) = [r for r in rows if r["se"] == "주당 현금배당금(원)" and r["stock_knd"] == kind]
    return f"{int(row[column].replace(',', '')):,}원"


@pytest.mark.parametrize(
    ("text", "year", "now", "before"),
    [
        # "주당 현금배당금 1,444원 (보통주) · 우선주 1,445원 — 전년(FY2022) 1,444원": the common share's year
        # before after the preferred figure, read as the preferred's
        ("삼성 우선주 배당 2023", "FY2023", "thstrm", "frmtrm"),
        ("삼성전자 우선주 주당배당금 2023", "FY2023", "thstrm", "frmtrm"),
        ("삼성전자우 배당금 2023년", "FY2023", "thstrm", "frmtrm"),
        ("삼성전자 2023 우선주 DPS 전년 대비", "FY2023", "thstrm", "frmtrm"),
        ("삼성전자 2022 우선주 배당", "FY2022", "frmtrm", "lwfr"),
    ],
)
async def test_the_preferred_dps_leads_with_its_own_year_before(
    text: str, year: str, now: str, before: str, data: DataServices
) -> None:
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    preferred = f"주당 현금배당금 {_dps('우선주', now)} (우선주, {year} 결산) — 전년(FY{int(year[2:]) - 1}) "
    assert preferred + _dps("우선주", before) in answer.markdown
    assert f"· 보통주 {_dps('보통주', now)} (전년 {_dps('보통주', before)})" in answer.markdown


@pytest.mark.parametrize(
    "text", ["삼성전자 2023 배당 얼마", "삼성전자 2023 보통주 배당", "삼성전자 2023 우선주 보통주 배당"]
)
async def test_the_common_dps_still_leads_with_its_own_year_before(text: str, data: DataServices) -> None:
    answer = await quick(text, data, today=TODAY)
    assert answer is not None
    common = f"{_dps('보통주', 'thstrm')} (보통주, FY2023 결산) — 전년(FY2022) {_dps('보통주', 'frmtrm')}"
    assert (
        common + f" · 우선주 {_dps('우선주', 'thstrm')} (전년 {_dps('우선주', 'frmtrm')})" in answer.markdown
    )


@pytest.mark.parametrize(
    "text",
    [
        # a table of 1,444원 (the common DPS) for the preferred share's
        "삼성전자 2023년 우선주 배당 작년이랑 비교",
        "삼성전자 2023 우선주 배당 2022년이랑 비교",
        "삼성전자 우선주 배당 추이",
        "삼성전자랑 현대차 2023 우선주 배당",
        # the gap between the classes, answered with the two figures and no gap (chat8 tune's one wrong)
        "삼전 21년 우선주 배당 보통주보다 몇 원 많았음?",
        "삼성전자 2023 우선주 배당 보통주랑 차이",
        "삼성전자 2023 보통주 대비 우선주 배당",
    ],
)
def test_a_preferred_dps_in_a_table_or_against_the_common_defers(text: str) -> None:
    deferred(text)


def test_a_preferred_share_named_is_not_asked_the_companys_dividends_paid() -> None:
    read = query("삼성전자우 2023 배당 얼마 줬어")  # 배당금 지급 9.86조원 is every class's
    assert read.metrics == ("dps",) and read.preferred
    assert query("삼성전자 2023 배당 얼마 줬어").metrics == ("dps", "dividends_paid")
