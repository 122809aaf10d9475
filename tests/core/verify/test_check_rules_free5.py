"""Reading rules of the figure checker from the fifth round on free-tune2 (issue #22 item 3): for each, a
right figure passes and the same construct with a wrong figure is still flagged. Tool results are the
real sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results, tool_results
from tests.core.verify.flags import flagged


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (순이익 19.80조; 자본총계 73.92조, 2023년 53.50조; 자산총계 119.86조, 100.33조)."""
    return asyncio.run(tool_results("SK하이닉스", 2024, home))


@pytest.fixture(scope="module")
def chips(home: Path, hynix: list[str]) -> list[str]:
    """삼성전자 and SK하이닉스 FY2024 (영업이익 32.73조 / 23.47조, 2023년 6.57조 / −7.73조)."""
    return asyncio.run(tool_results("삼성전자", 2024, home)) + hynix


@pytest.fixture(scope="module")
def hyundai(home: Path) -> list[str]:
    """현대자동차 FY2024 (자산총계 339.80조, 2023년 282.46조; 부채총계 219.52조, 180.65조)."""
    return asyncio.run(tool_results("현대자동차", 2024, home))


# --- arithmetic on figures the answer stated on the lines above (core/verify/nearby.py) ---------------------

_GAP = """| 회사 | 2023년 | 2024년 | 증가폭 |
|---|---|---|---|
| 삼성전자 | 약 6.6조원 | 약 32.7조원 | +약 26.2조원 |
| SK하이닉스 | 약 −7.7조원 | 약 23.5조원 | +약 31.2조원 |

💡 하이닉스는 증가폭이 삼성보다 약 {gap} 더 커요."""


def test_a_gap_between_two_amounts_stated_above(chips: list[str]) -> None:
    query = "2023→2024 영업이익 회복폭은 삼성이 커 하이닉스가 커?"
    assert flagged(_GAP.format(gap="5조원"), chips, query) == []
    assert flagged(_GAP.format(gap="5.5조원"), chips, query) == ["5.5조원"]


_SHARE = """- 자산총계: 약 282.5조원 → **약 339.8조원**
- 증가액: **약 57.3조원 (+20.3%)**

1. 부채총계: 약 180.7조원 → 약 219.5조원 (**+약 38.9조원**)
2. 즉, 늘어난 자산의 **약 {share}**를 부채로 채웠어요."""


def test_a_share_of_two_amounts_stated_above(hyundai: list[str]) -> None:
    query = "현대차 2024년에 자산이 많이 늘었던데 얼마나 늘었어?"
    assert flagged(_SHARE.format(share="67.8%"), hyundai, query) == []
    assert flagged(_SHARE.format(share="77.8%"), hyundai, query) == ["77.8%"]
    # a share is at most the whole: the inverse (57.3 / 38.9) is no reading
    assert flagged(_SHARE.format(share="147.5%"), hyundai, query) == ["147.5%"]


_MULTIPLE = """**ROE**
- 당기순이익 19.80조 원 ÷ 평균 자본총계 63.71조 원

**ROA**
- 당기순이익 19.80조 원 ÷ 평균 자산총계 110.09조 원

ROE가 ROA보다 높은 것은 평균 자산이 평균 자본의 {times}인 레버리지 효과 때문입니다."""


def test_a_multiple_of_two_amounts_stated_above(hynix: list[str]) -> None:
    query = "SK하이닉스 2024 ROE랑 ROA 알려줘"
    assert flagged(_MULTIPLE.format(times="1.73배"), hynix, query) == []
    assert flagged(_MULTIPLE.format(times="1.93배"), hynix, query) == ["1.93배"]
    # "평균 자본의": 자본 is the base, so the inverse (63.71 / 110.09) is no reading
    assert flagged(_MULTIPLE.format(times="0.58배"), hynix, query) == ["0.58배"]


_CHANGE = "두 회사 합산 매출 23년 291.7조 → 24년 367.1조, YoY {change}예요."


def test_a_percent_change_of_two_amounts_stated_before(chips: list[str]) -> None:
    query = "삼성+하이닉스 합산 매출 YoY는?"
    assert flagged(_CHANGE.format(change="+25.8%"), chips, query) == []
    assert flagged(_CHANGE.format(change="+28.5%"), chips, query) == ["+28.5%"]
    assert flagged(_CHANGE.format(change="−25.8%"), chips, query) == ["−25.8%"]


_MEAN = """📊 **2024년 영업이익률 (연결)**

- 삼성전자: 10.9%
- SK하이닉스: **35.5%**

💡 **평균은 계산 방식에 따라 달라요**
1. 단순 평균: **약 {mean}**
2. 합산 기준 (두 회사 영업이익 합 ÷ 매출 합): **약 15.3%**

즉, 전체 '덩어리'로 보면 {about} 수준이 더 현실적인 숫자예요."""


def test_a_mean_of_the_list_above_and_a_rounded_restatement(chips: list[str]) -> None:
    query = "삼성, 하이닉스 두 회사 평균 영업이익률은?"
    assert flagged(_MEAN.format(mean="23.2%", about="15%"), chips, query) == []
    assert flagged(_MEAN.format(mean="25.2%", about="15%"), chips, query) == ["25.2%"]
    assert flagged(_MEAN.format(mean="23.2%", about="13%"), chips, query) == ["13%"]


@pytest.fixture(scope="module")
def hyundai_years(home: Path, hyundai: list[str]) -> list[str]:
    """현대자동차 FY2023 and FY2024 (매출 2021–2024: 116.45 / 142.15 / 162.66 / 175.23조; 영업이익 6.53 / 9.82 /
    15.13 / 14.24조)."""
    return asyncio.run(tool_results("현대자동차", 2023, home)) + hyundai


@pytest.fixture(scope="module")
def naver_years(home: Path) -> list[str]:
    """NAVER FY2023 and FY2024 (자산총계 2021 33.69조 → 2024 38.17조; 이익잉여금 23.08 / 23.65 / 24.54 / 25.96조)."""
    return asyncio.run(tool_results("NAVER", 2023, home)) + asyncio.run(tool_results("NAVER", 2024, home))


# --- the years a change or an average runs over, where its words say so without naming each ------------------

_CAGR = """| 연도 | 매출액 |
|---|---|
| 2021 | 약 116.4조원 |
| 2024 | 약 175.2조원 |

💡 **성장률**
- 3년 CAGR: **약 {cagr}**"""


def test_a_change_over_as_many_years_as_its_words_say(hyundai_years: list[str]) -> None:
    query = "현대차 매출 성장세 어때? 몇 년치로"
    assert flagged(_CAGR.format(cagr="14.6%"), hyundai_years, query) == []
    # the one-year growth under the heading "성장률" is not what "3년 CAGR" states
    assert flagged(_CAGR.format(cagr="7.7%"), hyundai_years, query) == ["7.7%"]


def test_an_average_over_a_short_range_of_years(hyundai_years: list[str]) -> None:
    query = "현대차 최근 4년 영익 평균 내줘"
    sentence = "21~24년 영익 평균 {mean}예요."
    assert flagged(sentence.format(mean="11.4조"), hyundai_years, query) == []
    assert flagged(sentence.format(mean="12.4조"), hyundai_years, query) == ["12.4조"]


def test_a_question_comparing_from_a_year_is_about_the_later_one(naver_years: list[str]) -> None:
    query = "네이버 자산 규모 얼마나 커졌어? 2021년이랑 비교해서"
    answer = """**NAVER 자산총계는 2021년 말 33.69조 원에서 2024년 말 38.17조 원으로 13.3% 늘었습니다.**

- 증가액: {gap}"""
    assert flagged(answer.format(gap="4.48조 원"), naver_years, query) == []
    assert flagged(answer.format(gap="5.48조 원"), naver_years, query) == ["5.48조 원"]


# --- an arrow with no year of its own: over the span named before it, or from the year right before it -------


def test_an_arrow_over_the_span_the_question_names(naver_years: list[str]) -> None:
    query = "네이버 최근 2년 매출 성장률 (2022→2024)"
    answer = "**NAVER**\n- 매출 {start} → 10.74조 원"
    assert flagged(answer.format(start="8.22조 원"), naver_years, query) == []
    # the year before the end (9.67조) is a reading as it was
    assert flagged(answer.format(start="9.67조 원"), naver_years, query) == []
    assert flagged(answer.format(start="8.72조 원"), naver_years, query) == ["8.72조 원"]


_LISTED = """📊 **NAVER 자본총계 추이 (연결)**

- 2021년: 약 24.0조원
- 2022년: 약 23.5조원
- 2023년: 약 24.2조원
- 2024년: **약 27.0조원**

💡 **포인트**
- 이익잉여금도 약 {start} → **약 26.0조원**으로 꾸준히 쌓였어요."""


def test_an_arrow_over_the_years_a_list_above_it_is_labelled_with(naver_years: list[str]) -> None:
    query = "NAVER 자본 규모 추이"
    assert flagged(_LISTED.format(start="23.1조원"), naver_years, query) == []
    assert flagged(_LISTED.format(start="22.1조원"), naver_years, query) == ["22.1조원"]


def test_a_year_right_before_the_start_of_an_arrow(chips: list[str]) -> None:
    answer = "FY24 연결 영익 *32.7조* 찍었어요. 23년 {start} → 32.7조라 YoY +398%, 거의 5배 수준이네요."
    query = "삼성전자 24년 영업이익 얼마였어요?"
    assert flagged(answer.format(start="6.6조"), chips, query) == []
    assert flagged(answer.format(start="7.6조"), chips, query) == ["7.6조"]


@pytest.fixture(scope="module")
def kakao(home: Path) -> list[str]:
    """카카오 FY2024 (매출 7.87조, 영업비용 7.41조, 2023년 7.56조 / 7.10조; 영업이익 연결 4,602억, 별도 4,920억)."""
    return asyncio.run(tool_results("카카오", 2024, home))


@pytest.fixture(scope="module")
def kakao_quarters(home: Path, kakao: list[str]) -> list[str]:
    """카카오 FY2024 with its third and fourth quarters (순이익 1~3분기 누적 2,333억, 4분기 −3,952억, 세전 −4,440억)."""
    calls = [call_results(("get_quarterly_results", "카카오", 2024, q), home) for q in (3, 4)]
    return kakao + [document for call in calls for document in asyncio.run(call)]


# --- the words that turn a figure: a turn's base, another noun's loss, a level's move, a subject ------------


def test_an_earlier_year_before_a_turn_is_its_base(samsung: list[str]) -> None:
    query = "삼성전자 2023년 별도 기준으로 영업적자였다는데 사실이야?"
    base = "2022년 별도 영업이익은 {figure} 원이었으므로 적자전환입니다."
    assert flagged(base.format(figure="25.32조"), samsung, query) == []
    assert flagged(base.format(figure="24.32조"), samsung, query) == ["24.32조 원"]
    # the turn's own year is still the loss it turned to
    turned = "2023년 별도 영업이익은 {figure} 원으로 적자전환했습니다."
    assert flagged(turned.format(figure="11.53조"), samsung, query) == []
    assert flagged(turned.format(figure="12.53조"), samsung, query) == ["12.53조 원"]


def test_a_loss_word_of_another_label_after_the_figure(samsung: list[str]) -> None:
    query = "삼성전자 2023년 별도 기준으로 영업적자였다는데 사실이야?"
    answer = (
        "- 별도 법인세차감전순이익 17.53조 원, 당기순이익 25.40조 원\n"
        "- 영업손실에도 세전이익이 플러스인 것은 영업외 수익이 약 {figure} 원 규모로 영업손실을 메웠다는 의미입니다."
    )
    assert flagged(answer.format(figure="29.1조"), samsung, query) == []
    assert flagged(answer.format(figure="27.1조"), samsung, query) == ["27.1조 원"]


def test_a_loss_word_after_a_figure_closed_as_an_object(kakao_quarters: list[str]) -> None:
    query = "카카오 4분기에 적자 났다는데 3분기랑 비교해서 알려줘"
    answer = (
        "연간 순손실 1,619억 원은 3분기 누적 순이익 {figure} 원을 4분기 손실이 상쇄하고도 남은 결과입니다."
    )
    assert flagged(answer.format(figure="2,333억"), kakao_quarters, query) == []
    assert flagged(answer.format(figure="2,533억"), kakao_quarters, query) == ["2,533억 원"]


def test_a_rate_that_fell_to_a_level_keeps_its_sign(kakao: list[str]) -> None:
    sentence = "카카오 매출 성장률은 2023년 11.2%에서 2024년 {figure}로 낮아졌어요."
    assert flagged(sentence.format(figure="4.2%"), kakao) == []
    assert flagged(sentence.format(figure="5.2%"), kakao) == ["5.2%"]


def test_a_figure_as_the_subject_of_a_comparison_is_a_level(hynix: list[str]) -> None:
    answer = "SK하이닉스 영업이익은 23.47조원입니다. 2024년 이익률 {figure}는 2021년보다도 높아요."
    assert flagged(answer.format(figure="35.5%"), hynix) == []
    assert flagged(answer.format(figure="37.5%"), hynix) == ["37.5%"]


# --- words for an account or a basis ------------------------------------------------------------------------


def test_the_parent_alone_in_chat_words_is_the_separate_basis(kakao: list[str]) -> None:
    query = "카카오 본체(별도)만 보면 수익성 괜찮아?"
    answer = "본체 영업이익(4,920억 원)이 연결 영업이익의 {share}에 달합니다."
    assert flagged(answer.format(share="106.9%"), kakao, query) == []
    assert flagged(answer.format(share="116.9%"), kakao, query) == ["116.9%"]
    assert flagged("본체 영업이익(4,602억 원)이 연결 영업이익의 100.0%에 달합니다.", kakao, query) == [
        "4,602억 원",
        "100.0%",
    ]


def test_an_amounts_ratio_to_revenue_named_as_its_ratio(kakao: list[str]) -> None:
    answer = "**전년 대비**\n- 영업비용 비율: 93.9% → {figure}"
    assert flagged(answer.format(figure="94.2%"), kakao) == []
    assert flagged(answer.format(figure="95.2%"), kakao) == ["95.2%"]


def test_pretax_in_its_short_name(kakao_quarters: list[str]) -> None:
    answer = "3Q 누적까진 순익 2,333억 흑자였는데 4Q에 −3,952억 (세전 {figure})이 나서 연간 −1,619억으로 뒤집혔어요."
    query = "카카오 연간 적자가 4분기 때문이야?"
    assert flagged(answer.format(figure="−4,440억"), kakao_quarters, query) == []
    assert flagged(answer.format(figure="−4,640억"), kakao_quarters, query) == ["−4,640억"]


# --- a range over companies, a part after an arrow, a term of a worked sum, a header that is a difference -----


@pytest.fixture(scope="module")
def three_2023(home: Path, samsung: list[str]) -> list[str]:
    """삼성전자, SK하이닉스 and 현대자동차 FY2023 (유동비율 258.8% / 145.0% / 138.7%)."""
    others = [asyncio.run(tool_results(name, 2023, home)) for name in ("SK하이닉스", "현대자동차")]
    return samsung + [document for documents in others for document in documents]


def test_a_range_whose_ends_are_two_companies_values(three_2023: list[str]) -> None:
    answer = "**2023년 말 유동비율은 삼성전자가 258.8%로 가장 높고, 나머지 두 곳은 {low}~145.0% 범위입니다.** (연결 기준)"
    query = "2023년 말 기준으로 세 회사 유동비율 비교해줘"
    assert flagged(answer.format(low="138.7%"), three_2023, query) == []
    assert flagged(answer.format(low="128.7%"), three_2023, query) == ["128.7%~145.0%"]


@pytest.fixture(scope="module")
def naver_quarters(home: Path) -> list[str]:
    """NAVER FY2024 with its third and fourth quarters (이자수익 1~3분기 누적 1,183억, 3분기 481억, 4분기 552억)."""
    documents = asyncio.run(tool_results("NAVER", 2024, home))
    for quarter in (3, 4):
        documents += asyncio.run(call_results(("get_quarterly_results", "NAVER", 2024, quarter), home))
    return documents


def test_an_arrow_to_a_part_of_the_figure_is_no_change(naver_quarters: list[str]) -> None:
    query = "네이버 분기 이자수익 3분기 4분기 얼마야"
    answer = (
        "**NAVER의 2024년 이자수익은 3분기 481억 원, 4분기 552억 원입니다.** (연결 기준)\n\n"
        "- 1~3분기 누적: {ytd} → 이 중 상반기분은 703억 원"
    )
    assert flagged(answer.format(ytd="1,183억 원"), naver_quarters, query) == []
    assert flagged(answer.format(ytd="1,283억 원"), naver_quarters, query) == ["1,283억 원"]


def test_a_term_of_a_sum_the_answer_works_out(kakao_quarters: list[str]) -> None:
    query = "카카오 3분기까지는 흑자였는데 연간은 왜 적자야?"
    answer = "계산으로 보면 2,333억 원 − {term} 원 = -1,619억 원입니다."
    assert flagged(answer.format(term="3,952억"), kakao_quarters, query) == []
    assert flagged(answer.format(term="3,852억"), kakao_quarters, query) == ["3,852억 원"]


@pytest.fixture(scope="module")
def platforms(home: Path, naver_years: list[str], kakao: list[str]) -> list[str]:
    """NAVER (FY2023 and FY2024) and 카카오 FY2024 (유동자산 9.37조 / 10.96조, 유동부채 6.09조 / 8.63조)."""
    return naver_years + kakao


def test_a_column_headed_as_one_account_less_another(platforms: list[str]) -> None:
    query = "네이버 카카오 유동비율 2024년 기준 누가 더 안정적이야?"
    answer = """**2024년 말 유동비율은 NAVER 153.9%, 카카오 126.9%입니다.** (연결 기준)

| 구분 | 유동자산 | 유동부채 | 유동비율 | 유동자산 − 유동부채 |
|---|---|---|---|---|
| NAVER | 9.37조 원 | 6.09조 원 | 153.9% | {naver} |
| 카카오 | 10.96조 원 | 8.63조 원 | 126.9% | 2조 3,262억 원 |"""
    assert flagged(answer.format(naver="3조 2,828억 원"), platforms, query) == []
    assert flagged(answer.format(naver="3조 4,828억 원"), platforms, query) == ["3조 4,828억 원"]
    # the other company's difference is not this row's
    assert flagged(answer.format(naver="2조 3,262억 원"), platforms, query) == ["2조 3,262억 원"]


# --- what the question and the sentence before give a bare figure ----------------------------------------------


def test_figures_answering_a_question_for_a_total(chips: list[str]) -> None:
    query = "삼성+하이닉스 순이익 합계 작년이랑 비교"
    answer = "24년 {total}, 23년 6.3조예요. 반도체 둘 합쳐서 1년 새 확 불었네요."
    assert flagged(answer.format(total="54.2조"), chips, query) == []
    assert flagged(answer.format(total="55.2조"), chips, query) == ["55.2조"]


def test_a_versus_run_pairs_with_the_companies_named_before(platforms: list[str]) -> None:
    query = "22년 기준으로 네카오 다시 비교해줄래?"
    answer = (
        "네, 2022년 기준으로는 NAVER 매출 8.22조 / 영익 1조 3,047억, 카카오 매출 6.80조 / 영익 5,694억이에요. "
        "순익은 {pair}으로 그 해엔 카카오가 더 컸어요."
    )
    assert flagged(answer.format(pair="6,732억 vs 1조 670억"), platforms, query) == []
    assert flagged(answer.format(pair="1조 670억 vs 6,732억"), platforms, query) == ["1조 670억", "6,732억"]


def test_a_comma_run_in_parentheses_pairs_with_a_run_of_years(samsung: list[str], home: Path) -> None:
    results = samsung + asyncio.run(tool_results("삼성전자", 2024, home))
    answer = "참고로 2022년 수치는 2021·2022년 말 자본({pair})의 평균으로 계산했어요."
    assert (
        flagged(answer.format(pair="약 304.9조원, 약 354.7조원"), results, "삼성전자 ROE 3년치 보여줘") == []
    )
    assert flagged(
        answer.format(pair="약 354.7조원, 약 304.9조원"), results, "삼성전자 ROE 3년치 보여줘"
    ) == [
        "354.7조원",
        "304.9조원",
    ]


def test_a_bare_margin_beside_another_account(naver_years: list[str]) -> None:
    answer = "1. 2022~2023년에는 매출이 늘었는데도 이익률은 {band}로 내려갔고,"
    assert flagged(answer.format(band="15%대"), naver_years, "네이버 영업이익률 추세가 궁금해") == []
    assert flagged(answer.format(band="17%대"), naver_years, "네이버 영업이익률 추세가 궁금해") == ["17%"]


def test_a_gap_in_points_between_two_percentages_stated_above(chips: list[str]) -> None:
    answer = (
        "두 회사 매출 합계 367.06조원 가운데 삼성전자 비중은 82.0%, SK하이닉스 비중은 18.0%입니다.\n\n"
        "매출 비중 격차는 {gap}입니다."
    )
    assert flagged(answer.format(gap="63.9%p"), chips, "삼성 하이닉스 매출 비중") == []
    assert flagged(answer.format(gap="65.9%p"), chips, "삼성 하이닉스 매출 비중") == ["65.9%p"]
    # a gap of two figures has no sign of its own
    assert flagged(answer.format(gap="−63.9%p"), chips, "삼성 하이닉스 매출 비중") == ["−63.9%p"]
