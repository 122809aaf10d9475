"""Chat habits the quick reader reads (#22 item 4): bare two-digit years, verbs that only set a tone,
the catalogue's other concepts, a change between two years said either way round, and the lines and
ratios the quick path answers from the filings."""

from __future__ import annotations

import pytest

from core.data.services import DataServices
from core.quick import PeriodSpec, QuickQuery, answer_quick, parse_question
from core.quick.lexicon import scan
from core.quick.word_forms import verb_like
from tests.conftest import companies
from tests.core.quick.reading import TODAY, query


def years_in(text: str) -> list[str]:
    return [h.groups[0] for h in scan(text)[0] if h.tag == "short_year"]


def test_a_two_digit_word_is_a_year_and_a_counted_number_is_not() -> None:
    assert years_in("하닉 24 OPM") == ["24"]
    assert years_in("24 삼전 영업익") == ["24"]
    assert years_in("영업익 24조") == years_in("영업익 24 조") == years_in("24%") == years_in("24 %") == []
    assert years_in("24 분기") == years_in("1~24") == years_in("카카오24") == years_in("2024") == []
    parsed = query("카카오 24 자산총계 몇조")
    assert parsed.period == PeriodSpec("year", (2024,)) and parsed.metrics == ("assets",)


@pytest.mark.parametrize("text", ["삼성전자 19년부터 23년까지 영업활동현금흐름 추이", "삼전 19~23년 영업익"])
def test_a_range_of_two_digit_years_is_every_year_in_it(text: str) -> None:
    assert query(text).period == PeriodSpec("years", (2019, 2020, 2021, 2022, 2023))


@pytest.mark.parametrize("word", ["까먹었어", "쌓였어", "들고있어", "썼어", "늘었냐", "였지", "했는지"])
def test_verbs_in_the_past_tense_are_tone(word: str) -> None:
    assert verb_like(word)


@pytest.mark.parametrize("word", ["삼성전자", "카카오", "많음", "없어", "먹어", "현차"])
def test_other_words_are_not_verbs(word: str) -> None:
    assert not verb_like(word)


def test_a_verb_only_sets_a_tone() -> None:
    parsed = query("하닉 23년 영업익 적자였지? 얼마 까먹었어")
    assert parsed.metrics == ("operating_income",) and parsed.period == PeriodSpec("year", (2023,))
    assert query("삼전 23년 현금 얼마 들고있어?").metrics == ("cash",)


def test_a_concept_the_quick_path_does_not_answer_is_not_quick() -> None:
    # 현금흐름 is not 현금 (cash) and 흐름 (a trend); which cash flow is meant is the agent's question
    assert parse_question("하이닉스 2023 현금흐름", companies(), today=TODAY) is None
    assert parse_question("삼성전자 2023 투자활동현금흐름", companies(), today=TODAY) is None


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("삼전 24 유동비율", "current_ratio"),
        ("삼전 24 자기자본비율", "equity_ratio"),
        ("하닉 23년 재고 얼마나 쌓였어", "inventories"),
        ("삼전 23 판관비 얼마", "sga"),
        ("삼전 23년 capex 얼마 썼어 (유형자산 취득)", "capex"),
        ("삼전 23년 영업활동현금흐름", "operating_cash_flow"),
        ("삼전 23년 배당금 주당 얼마", "dps"),
    ],
)
def test_lines_and_ratios_people_ask_for(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


@pytest.mark.parametrize(
    "text",
    [
        "삼전 24년 영업이익 23년보다 얼마나 늘었냐",  # the base year second, with 보다
        "삼전 영업이익 24년 vs 23년 증가율",  # vs: either way round
        "삼전 23년 영업이익 24년 영업이익 증감",  # one company's figure that moved between two years
    ],
)
def test_a_change_between_two_years(text: str) -> None:
    parsed = query(text)
    assert parsed.kind == "change" and parsed.period.years in ((2023, 2024),)


def test_a_later_base_year_said_first_is_not_a_change() -> None:
    parsed = parse_question("삼성전자 2023년 대비 2020년 영업이익", companies(), today=TODAY)
    assert not (isinstance(parsed, QuickQuery) and parsed.kind == "change")


async def test_current_ratio_and_inventories_from_the_filings(data: DataServices) -> None:
    ratio = query("삼성전자 2024년 유동비율")
    text = (await answer_quick(ratio, data, today=TODAY)).markdown
    assert "유동비율 243.3% (유동자산 227.06조원 ÷ 유동부채 93.33조원, FY2024 연결)" in text
    stock = query("SK하이닉스 2023년 재고자산")
    assert "재고자산 13.48조원" in (await answer_quick(stock, data, today=TODAY)).markdown
