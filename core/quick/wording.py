"""Korean sentences of the quick path: refusals, notes and the particles that fit a name."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from core.data.companies.name_policy import with_particle
from core.data.companies.resolver import Company
from core.finance.periods import FiscalPeriod, latest_annual_year, latest_filed, period_end
from core.quick.vocabulary import words

#: Well-known companies listed abroad (lower-case): not in OpenDART, so no filings to answer from.
FOREIGN = frozenset(
    words(
        """
    쿠팡 coupang 애플 apple 테슬라 tesla 엔비디아 nvidia 마이크로소프트 microsoft 구글 google 알파벳 alphabet 아마존
    amazon 메타 meta 넷플릭스 netflix tsmc 인텔 intel 소니 sony 도요타 토요타 toyota 마이크론 micron 퀄컴 qualcomm
    알리바바 alibaba 텐센트 tencent 샤오미 xiaomi 화웨이 huawei asml amd 브로드컴 broadcom 버크셔해서웨이
    """
    )
)
# Endings safe to cut from an unknown word for display (이, 나, 다 … also end real names).
_DISPLAY_PARTICLES = words(
    "에서는 으로는 이랑 하고 에서 으로 까지 부터 보다 에는 은 는 가 을 를 의 와 과 도 랑 에 로 만"
)


def display_name(word: str) -> str:
    """An unknown word without the particle after it: 쿠팡은 → 쿠팡, 애플의 → 애플."""
    for particle in _DISPLAY_PARTICLES:
        if word.endswith(particle) and len(word) - len(particle) >= 2:
            return word[: -len(particle)]
    return word


def topic(word: str) -> str:
    """``word`` with 은/는 as its sound asks (an acronym by its letters' names: ROE는; 은(는) when it cannot be told)."""
    return with_particle(word, "은")


def subject(word: str) -> str:
    """``word`` with 이/가 as its sound asks (ROE가, PER이, 삼성전자가)."""
    return with_particle(word, "이")


def listing(companies: Iterable[Company]) -> str:
    """삼성전자(005930), 삼성물산(028260)"""
    return ", ".join(f"{c.name}({c.stock_code})" for c in companies)


def foreign_company(name: str) -> str:
    """A company listed abroad: no Korean filings."""
    return (
        f"'{name}'{topic(name)[len(name) :]} 한국 상장사 목록에서 찾지 못했습니다. 해외 증시에 상장된 "
        "회사로 보이며, OpenDART(금융감독원 전자공시) 공시 대상이 아니어서 재무 수치를 답할 수 없습니다."
    )


def unknown_company(name: str, suggestions: tuple[Company, ...]) -> str:
    """No listed company by that name; the resolver's guesses when it has any."""
    text = f"'{name}'{topic(name)[len(name) :]} 한국 상장사 목록에서 찾지 못했습니다."
    if suggestions:
        return f"{text} 혹시 이 회사인가요? {listing(suggestions)}"
    return f"{text} 회사명이나 6자리 종목코드를 확인해 주세요."


def ambiguous(name: str, candidates: tuple[Company, ...]) -> str:
    """A name several listed companies share: ask which one."""
    return (
        f"'{name}'에 해당하는 상장사가 여러 곳입니다: {listing(candidates)}. "
        "정확한 회사명이나 종목코드로 다시 물어봐 주세요."
    )


def not_disclosed(year: int, quarter: int, said: str, today: date, *, as_quarter: bool = False) -> str:
    """A period that has not ended yet: nothing can have been filed."""
    period = FiscalPeriod(year, quarter)
    label = f"{year}년 {quarter}분기" if as_quarter else period.label
    report = "사업보고서" if quarter == 4 and not as_quarter else "실적"
    named = f"{label}({said})" if said else label
    latest = latest_filed(today)
    return (
        f"{named} {topic(report)} 아직 공시되지 않았습니다. 회계기간이 {period_end(year, quarter):%Y-%m-%d}에 "
        f"끝나고, 보고서 제출 기한은 {period.filing_deadline():%Y-%m-%d}입니다. "
        f"지금({today:%Y-%m-%d}) 조회할 수 있는 가장 최근 사업연도는 FY{latest_annual_year(today)}, "
        f"가장 최근 정기보고서 기간은 {latest.label}입니다."
    )


def before_dart(year: int) -> str:
    """A year before OpenDART's financial-statement data begins."""
    return (
        f"OpenDART 재무제표 API는 2015 사업연도부터 제공되어 FY{year} 수치는 조회할 수 없습니다. "
        "그 이전 수치는 DART에서 해당 연도 사업보고서 원문을 확인해 주세요."
    )


def missing(name: str, what: str, *, offline: bool, not_yet: bool = False) -> str:
    """Data the source does not hold: the offline bundle, or OpenDART itself."""
    if offline:
        return f"{name} {what} 자료는 오프라인 데이터셋에 없습니다 (녹화된 일부 회사·기간만 들어 있습니다)."
    if not_yet:
        return f"{name} {what} 자료가 OpenDART에 아직 없습니다 (보고서 제출 전일 수 있습니다)."
    return f"{name} {what} 자료를 OpenDART에서 찾지 못했습니다."


def fallback(asked: str, chosen: str, *, offline: bool) -> str:
    """The latest period was asked for and an earlier one is answered."""
    where = "오프라인 데이터셋에 없어" if offline else "아직 OpenDART에서 조회되지 않아"
    return f"> 참고: {asked} 자료가 {where} 가장 최근 자료인 {chosen} 기준으로 답합니다."


def not_on_face(name: str, label: str, period: str, *, cash_flow: bool = True) -> str:
    """A line the statements do not show on their face (감가상각비 sits inside 조정 on the CF); another
    line the quick reader did not find in them (``cash_flow`` False) is said without a reason."""
    if not cash_flow:
        return f"{name} {period} 재무제표 본문에서 {subject(label)} 확인되지 않아 빠른 답으로는 답할 수 없습니다."
    return (
        f"{name} {period} 현금흐름표 본문에는 {subject(label)} 별도 항목으로 나오지 않습니다 "
        "(영업활동현금흐름의 '조정' 항목에 합산). 주석을 읽어야 하는 수치라 빠른 답으로는 확인할 수 없습니다."
    )


def only_consolidated(name: str, label: str, period: str) -> str:
    """The owners' share (지배주주순이익) asked of separate statements, which have no such split."""
    return (
        f"{name} {period} {topic(label)} 연결재무제표에만 있는 구분입니다. 별도재무제표에는 지배·비지배 "
        "구분이 없어 답하지 않습니다 (당기순이익 전체로 대신하지 않습니다)."
    )


_NO_RATIO = {
    "debt_ratio": "자본총계가 0 이하(자본잠식)라 의미 있는 값이 아닙니다",
    "roe": "자본총계가 0 이하라 계산하지 않습니다",
    "roa": "자산총계가 0 이하라 계산하지 않습니다",
}


def no_ratio(key: str) -> str:
    """Why a ratio is not computed (a zero or negative base)."""
    return _NO_RATIO.get(key, "매출액이 없거나 0 이하라 계산할 수 없습니다")


#: KSIC (10차) divisions: the first two digits of company.json's induty_code.
_KSIC_DIVISIONS = {
    "10": "식료품 제조업", "11": "음료 제조업", "20": "화학 물질 및 화학제품 제조업(의약품 제외)",
    "21": "의료용 물질 및 의약품 제조업", "22": "고무 및 플라스틱제품 제조업", "24": "1차 금속 제조업",
    "26": "전자 부품, 컴퓨터, 영상, 음향 및 통신장비 제조업", "27": "의료, 정밀, 광학 기기 및 시계 제조업",
    "28": "전기장비 제조업", "29": "기타 기계 및 장비 제조업", "30": "자동차 및 트레일러 제조업",
    "31": "기타 운송장비 제조업", "35": "전기, 가스, 증기 및 공기 조절 공급업", "41": "종합 건설업",
    "46": "도매 및 상품 중개업", "47": "소매업(자동차 제외)", "58": "출판업", "61": "우편 및 통신업",
    "62": "컴퓨터 프로그래밍, 시스템 통합 및 관리업", "63": "정보서비스업", "64": "금융업",
    "65": "보험 및 연금업", "66": "금융 및 보험관련 서비스업", "70": "연구개발업",
}  # fmt: skip


def industry(code: str) -> str | None:
    """업종코드(KSIC) 264 (대분류 26 전자 부품, … 제조업); ``None`` without a code."""
    if not code:
        return None
    division = _KSIC_DIVISIONS.get(code[:2])
    return f"업종코드(KSIC) {code}" + (f" — {code[:2]} {division}" if division else "")
