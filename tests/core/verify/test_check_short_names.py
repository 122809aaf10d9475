"""A company called by the first word of its English name in a Korean answer ("Samsung", "Hyundai"; "Hynix" after
SK's two letters) is that company where no other company of the run shares the word (core/verify/names.py), as
"삼성" is 삼성전자. Before, "Samsung revenue +16.2%" after a "/" was read as the NAVER named before it and flagged,
and "Samsung 35.5% vs Hynix 10.9%" (the two margins swapped) passed. Tool results are the real sub-tools on the
recorded bundle (FY2024 매출 증가율: SK하이닉스 +102.0%, 삼성전자 +16.2%, NAVER +11.0%, 현대자동차 +7.7%; 영업이익률:
삼성전자 10.9%, SK하이닉스 35.5%)."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.verify.names import company_names
from tests.core.verify.flags import flagged, results_of

QUERY = "2024년 매출 증가율 비교"
_YOY = "FY24 연결 YoY 정리: Hynix revenue +102.0% / Samsung revenue {samsung} / NAVER revenue +11.0% / Hyundai revenue {hyundai}"


@pytest.fixture(scope="module")
def four(home: Path) -> list[str]:
    return results_of(home, ("SK하이닉스", 2024), ("삼성전자", 2024), ("현대자동차", 2024), ("NAVER", 2024))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_YOY.format(samsung="+16.2%", hyundai="+7.7%"), []),
        (_YOY.format(samsung="+7.7%", hyundai="+16.2%"), ["+7.7%", "+16.2%"]),
        ("FY24 연결 OPM: Samsung 10.9% vs Hynix 35.5%", []),
        ("FY24 연결 OPM: Samsung 35.5% vs Hynix 10.9%", ["35.5%", "10.9%"]),
    ],
)
def test_an_english_short_name_is_its_company(four: list[str], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, four, QUERY) == wrong


def test_a_short_name_two_companies_share_is_no_name() -> None:
    assert "Samsung" not in company_names({"삼성전자", "삼성SDI"})  # Samsung Electronics, Samsung SDI
    assert company_names({"삼성전자"}).get("Samsung") == "삼성전자"
    assert company_names({"SK하이닉스"}).get("Hynix") == "SK하이닉스"
