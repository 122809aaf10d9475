"""Reading rules of the figure checker from the second round on free-tune2 (issue #22 item 3): for each, a
right figure passes and the same sentence with a wrong figure is still flagged. Tool results are the real
sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import tool_results
from tests.core.verify.flags import flagged


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024."""
    return asyncio.run(tool_results("SK하이닉스", 2024, home))


@pytest.fixture(scope="module")
def kakao(home: Path) -> list[str]:
    """카카오 FY2024 (순손실 1,619억, 2023년 1.82조; 영업이익 4,602억, 2023년 4,609억)."""
    return asyncio.run(tool_results("카카오", 2024, home))


# --- "세전이익 23.9조 → 순익 19.8조": an arrow to another account is a step down the statement, not in time ----

_DOWN_THE_STATEMENT = "세전이익 {pretax} → 순익 19.8조라 차이 {gap}예요."


def test_an_arrow_to_another_account_is_no_step_in_time(hynix: list[str]) -> None:
    query = "하이닉스 24년 법인세 얼마나 냈어?"
    assert flagged(_DOWN_THE_STATEMENT.format(pretax="23.9조", gap="4.1조"), hynix, query) == []
    assert flagged(_DOWN_THE_STATEMENT.format(pretax="25.9조", gap="4.1조"), hynix, query) == ["25.9조"]
    assert flagged(_DOWN_THE_STATEMENT.format(pretax="23.9조", gap="5.1조"), hynix, query) == ["5.1조"]
    # the start of the arrow is a level of its own account, not the gap the sentence speaks of (4.09조)
    assert flagged(_DOWN_THE_STATEMENT.format(pretax="4.0조", gap="4.1조"), hynix, query) == ["4.0조"]
    # the same account on both ends is still a change in time: 2023 → 2024
    assert flagged("2024년 영업이익 -7.7조 → 영업이익 23.5조로 돌아섰어요.", hynix) == []
    assert flagged("2024년 영업이익 23.5조 → 영업이익 23.5조로 돌아섰어요.", hynix) == ["23.5조"]


# --- "(2023년 1조 8,167억 원)": a parenthesis after a loss is the same loss in another year ------------------

_LOSS_ASIDE = "- 당기순손실: 2024년 1,619억 원 (2023년 {prior})"


def test_a_figure_in_parenthesis_after_a_loss_is_a_loss(kakao: list[str]) -> None:
    query = "카카오 2024년에도 적자야?"
    assert flagged(_LOSS_ASIDE.format(prior="1조 8,167억 원"), kakao, query) == []
    assert flagged(_LOSS_ASIDE.format(prior="1조 6,167억 원"), kakao, query) == ["1조 6,167억 원"]
    # a parenthesis naming an account of its own keeps its own reading
    assert flagged("- 당기순손실: 2024년 1,619억 원 (영업이익 4,602억 원)", kakao, query) == []


# --- "적자 축소 폭 1조 6,548억 원": the size of a move of the loss is a move of the profit --------------------------

_LOSS_MOVE = "- 당기순손실 1,619억 원, 적자 축소 폭: 약 {gap}"


def test_a_shrinking_loss_is_a_rise_of_the_profit(kakao: list[str]) -> None:
    query = "카카오 2024년에도 적자야?"
    assert flagged(_LOSS_MOVE.format(gap="1조 6,548억 원"), kakao, query) == []
    assert flagged(_LOSS_MOVE.format(gap="1조 4,548억 원"), kakao, query) == ["1조 4,548억 원"]
    assert flagged("전년 대비 손실 감소 규모는 {gap}입니다.".format(gap="1.65조원"), kakao, query) == []
    assert flagged("전년 대비 손실 감소 규모는 {gap}입니다.".format(gap="1.95조원"), kakao, query) == [
        "1.95조원"
    ]


# --- "2023년(4,609억 원)과 거의 같은 수준 → 영업이익률 5.8%": a year before a parenthesis is that figure's only ---

_YEAR_OF_ASIDE = "- 영업이익: 4,602억 원으로 2023년(4,609억 원)과 거의 같은 수준 → 영업이익률 {margin}"


def test_a_year_with_its_figure_in_parenthesis_names_no_later_figure(kakao: list[str]) -> None:
    query = "카카오 2024년에도 적자야?"
    assert flagged(_YEAR_OF_ASIDE.format(margin="5.8%"), kakao, query) == []
    assert flagged(_YEAR_OF_ASIDE.format(margin="6.1%"), kakao, query) == ["6.1%"]  # 2023's margin
    wrong = _YEAR_OF_ASIDE.format(margin="5.8%").replace("4,609", "4,809")
    assert flagged(wrong, kakao, query) == ["4,809억 원"]


@pytest.fixture(scope="module")
def chips(home: Path) -> list[str]:
    """삼성전자 and SK하이닉스 FY2024 (매출 300.87조, 66.19조: 합계 367.06조, 삼성전자 82.0%)."""
    return [
        *asyncio.run(tool_results("삼성전자", 2024, home)),
        *asyncio.run(tool_results("SK하이닉스", 2024, home)),
    ]


# --- "100%를 넉넉히 웃돌았", "100% 훌쩍 넘어": a round threshold passed by far is a benchmark -------------------

_FAR_ABOVE = "FY24 하이닉스 유동비율 {ratio}. {threshold} 넘어요."


def test_a_threshold_passed_by_far_is_no_claim(hynix: list[str]) -> None:
    for adverb in ("훌쩍", "넉넉히", "여유 있게"):
        right = _FAR_ABOVE.format(ratio="169.3%", threshold=f"100% {adverb}")
        assert flagged(right, hynix) == []
        assert flagged(right.replace("169.3%", "189.3%"), hynix) == ["189.3%"]
        # a figure that is not round is a claim, whatever follows it
        assert flagged(_FAR_ABOVE.format(ratio="169.3%", threshold=f"137% {adverb}"), hynix) == ["137%"]
    assert flagged("유동비율이 3년 내내 100%를 넉넉히 웃돌았습니다.", hynix) == []


# --- "다섯 회사 매출을 합치면", "둘 합쳐서": 합치다 says a total like 합하다 ---------------------------------------

_JOINED = "두 회사 2024년 매출을 {verb} 약 {total}이에요."


def test_joining_says_a_total(chips: list[str]) -> None:
    for verb in ("합치면", "합쳐 보면"):
        assert flagged(_JOINED.format(verb=verb, total="367.1조원"), chips) == []
        assert flagged(_JOINED.format(verb=verb, total="387.1조원"), chips) == ["387.1조원"]


# --- "합치면 367.1조원 … 그중 삼성전자가 82.0%": 그중, 이 가운데 say a share of the total before ------------------

_OF_WHICH = (
    "- 두 회사 2024년 매출 합계는 약 367.1조원이에요.\n- {which} 삼성전자가 **{share}**로 대부분이에요."
)


def test_of_which_says_a_share(chips: list[str]) -> None:
    for which in ("그중", "그 중", "이 가운데"):
        assert flagged(_OF_WHICH.format(which=which, share="82.0%"), chips) == []
        assert flagged(_OF_WHICH.format(which=which, share="84.0%"), chips) == ["84.0%"]


@pytest.fixture(scope="module")
def hyundai(home: Path) -> list[str]:
    """현대자동차 FY2024 (당기순이익 13.23조, 총포괄손익 18.25조)."""
    return asyncio.run(tool_results("현대자동차", 2024, home))


# --- 기타포괄손익 = 총포괄손익 − 순이익, 순운전자본 = 유동자산 − 유동부채: accounts a writer derives ---------------

_OTHER_COMPREHENSIVE = "당기순이익 외에 기타포괄이익이 약 {oci} 더해졌습니다."
_WORKING_CAPITAL = "2024년에는 유동자산에서 유동부채를 뺀 순운전자본이 약 {wc}에 달합니다."


def test_accounts_derived_by_an_identity(hyundai: list[str], hynix: list[str]) -> None:
    assert flagged(_OTHER_COMPREHENSIVE.format(oci="5.02조 원"), hyundai) == []
    assert flagged(_OTHER_COMPREHENSIVE.format(oci="5.52조 원"), hyundai) == ["5.52조 원"]
    assert flagged(_WORKING_CAPITAL.format(wc="17.3조 원"), hynix) == []
    assert flagged(_WORKING_CAPITAL.format(wc="19.3조 원"), hynix) == ["19.3조 원"]
    # a tool's own account that starts with the same words is still that account, not a derived one
    assert flagged("기타포괄손익-공정가치측정금융자산은 5.02조 원입니다.", hyundai) == ["5.02조 원"]


# --- "차이(기타포괄손익): 약 5.02조 원": a label's parenthesis names the figure after it -------------------------

_LABEL = "- 2024년 당기순이익: 13.23조 원\n- 2024년 총포괄손익: 18.25조 원\n- 차이(기타포괄손익): 약 {oci}"


def test_a_label_names_its_account_in_parenthesis(hyundai: list[str]) -> None:
    assert flagged(_LABEL.format(oci="5.02조 원"), hyundai) == []
    assert flagged(_LABEL.format(oci="5.42조 원"), hyundai) == ["5.42조 원"]
    assert flagged("- 증가분(순운전자본): 약 5.02조 원", hyundai) == ["5.02조 원"]


# --- "다섯 곳 단순 평균은 11.7%", "세 곳 FY24 매출 단순 평균": the mean over the companies named -----------------

_COMPANIES_MEAN = "FY24 영업이익률은 삼성 10.9%, 하이닉스 35.5%. {two} 평균은 {mean}."


def test_a_mean_over_companies(chips: list[str]) -> None:
    for two in ("두 곳 단순", "두 회사", "2사"):
        assert flagged(_COMPANIES_MEAN.format(two=two, mean="23.2%"), chips) == []
        assert flagged(_COMPANIES_MEAN.format(two=two, mean="25.2%"), chips) == ["25.2%"]
    assert flagged("두 곳 FY24 매출 단순 평균 183.5조예요.", chips) == []
    assert flagged("두 곳 FY24 매출 단순 평균 193.5조예요.", chips) == ["193.5조"]


# --- "반도체 두 곳이 67.7%를 차지": two companies' share of a total together ------------------------------------

_PAIR = "세 회사 2024년 매출 합계는 542.3조원이에요. 그중 삼성전자와 SK하이닉스 {two} {share}를 차지해요."


def test_two_companies_share_of_a_total(chips: list[str], hyundai: list[str]) -> None:
    results = [*chips, *hyundai]
    for two in ("두 곳이", "두 회사가", "둘이"):
        assert flagged(_PAIR.format(two=two, share="67.7%"), results) == []
        assert flagged(_PAIR.format(two=two, share="69.7%"), results) == ["69.7%"]
    # without a word of two, a share is one company's
    assert flagged(_PAIR.format(two="합쳐", share="67.7%").replace("합쳐 ", ""), results) == ["67.7%"]


# --- "하이닉스 102.0%, 삼성 16.2% → 85.8%p 차이": a gap of two percentages the sentence states ---------------------

_GAP = "24년 매출 YoY 하이닉스 102.0%, 삼성 {samsung} → {gap} 차이예요."


def test_a_gap_of_two_stated_percentages(chips: list[str]) -> None:
    assert flagged(_GAP.format(samsung="16.2%", gap="85.8%p"), chips) == []
    assert flagged(_GAP.format(samsung="16.2%", gap="85.9%p"), chips) == ["85.9%p"]  # not the gap as written
    assert flagged(_GAP.format(samsung="16.2%", gap="75.8%p"), chips) == ["75.8%p"]
    # a wrong percentage is flagged itself, and the gap of it does not pass
    assert flagged(_GAP.format(samsung="26.2%", gap="75.8%p"), chips) == ["26.2%", "75.8%p"]
    # a gap said to rise, or signed, goes the way the later figure does
    falling = "영업이익률은 2023년 −23.6%에서 2024년 35.5%로 {gap}."
    hynix_only = chips[1:]
    assert flagged(falling.format(gap="59.1%p 상승"), hynix_only) == []
    assert flagged(falling.format(gap="59.1%p 하락"), hynix_only) == ["59.1%p"]
    assert flagged(falling.format(gap="−59.1%p 변했어요"), hynix_only) == ["−59.1%p"]
