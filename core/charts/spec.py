"""Reading a chart request — what follows ``/dexter chart`` (the command's words are declared with the
bot's commands): ``<종목> [1m|3m|1y|5y]`` or ``<종목> 실적``, and which company it means.

Every refusal is a ``ChartInputError`` whose ``user_message`` says, in Korean (``user_message_en``: in
English), what was wrong and how to ask instead — an unknown company, a group name that fits several, a
period that is not offered.
"""

from __future__ import annotations

import re

from core.charts.model import PERIODS, ChartInputError, ChartKind, ChartRequest, PricePeriod
from core.data.companies.name_policy import read_name, with_particle
from core.data.companies.not_listed import not_listed
from core.data.companies.resolver import Company, CompanyIndex
from core.lang import Language, run_language

USAGE = (
    "사용법: `/dexter chart <종목> [1m|3m|1y|5y]` — 주가 차트 (기본 1y), "
    "`/dexter chart <종목> 실적` — 5년 실적 차트. 예: `/dexter chart 005930 3m`, `/dexter chart 삼성전자 실적`"
)
USAGE_EN = (
    "Usage: `/dexter chart <company> [1m|3m|1y|5y]` — a share price chart (1y by default), "
    "`/dexter chart <company> earnings` — five years of results. E.g. `/dexter chart 005930 3m`, "
    "`/dexter chart SK hynix earnings`"
)
_PERIOD_WORDS: dict[str, PricePeriod] = {
    "1m": "1m",
    "1개월": "1m",
    "한달": "1m",
    "3m": "3m",
    "3개월": "3m",
    "1y": "1y",
    "1년": "1y",
    "12m": "1y",
    "5y": "5y",
    "5년": "5y",
}
_EARNINGS_WORDS = frozenset({"실적", "재무", "earnings", "financials"})
#: Something meant as a period (``2w``, ``10y``, ``6개월``) that is not one of the four.
_PERIOD_LIKE = re.compile(r"^\d+\s*(?:[dwmy]|일|주|개월|달|년)$", re.IGNORECASE)


def parse_chart_command(text: str, lang: Language = "ko") -> ChartRequest:
    """``삼성전자 3m`` (after ``/dexter chart``) → ``ChartRequest("삼성전자", "price", "3m")``; ``lang``:
    the chart's language (``command_language``).

    Raises:
        ChartInputError: no company, or a period that is not 1m/3m/1y/5y.
    """
    words = text.split()
    if not words:
        raise ChartInputError(f"종목을 입력해 주세요. {USAGE}", f"Please name a company. {USAGE_EN}")
    kind: ChartKind = "price"
    period: PricePeriod = "1y"
    last = words[-1].lower()
    if len(words) > 1 and last in _EARNINGS_WORDS:
        kind, words = "earnings", words[:-1]
    elif len(words) > 1 and last in _PERIOD_WORDS:
        period, words = _PERIOD_WORDS[last], words[:-1]
    elif len(words) > 1 and _PERIOD_LIKE.match(last):
        offered = ", ".join(PERIODS)
        raise ChartInputError(
            f"지원하지 않는 기간입니다: '{words[-1]}'. {offered} 중에서 골라 주세요. {USAGE}",
            f"'{words[-1]}' is not a period on offer: choose one of {offered}. {USAGE_EN}",
        )
    return ChartRequest(" ".join(words), kind, period, lang)


def command_language(setting: str, text: str) -> Language:
    """The language a ``chart …`` command's chart is in: ``DEXTER_LANG`` when it forces one, else the
    words' (``chart samsung electronics earnings`` is English); a period (``3m``, ``1y``) is no word."""
    words = [w for w in text.split() if w.lower() not in _PERIOD_WORDS and not _PERIOD_LIKE.match(w)]
    return run_language(setting, " ".join(words))


def choose_company(index: CompanyIndex, name: str) -> Company:
    """The listed company ``name`` means (name, alias, code; a group name read by the name policy).

    Raises:
        ChartInputError: nothing listed matches, the company is not listed in Korea, or the name fits
            several companies equally well.
    """
    typed = name.strip()
    reading = read_name(index, typed)
    if reading is not None:
        if reading.company is not None:
            return reading.company
        return _ambiguous(typed, list(reading.alternatives))
    resolution = index.resolve(typed)
    listed = [m for m in resolution.candidates if m.company.listed and m.company.stock_code]
    if not listed:
        elsewhere = not_listed(index, typed)
        if elsewhere is not None:
            raise ChartInputError(elsewhere.statement.split("다.", 1)[0] + "다.")  # its first sentence
        quoted = with_particle(f"'{typed[:30]}'", "과", typed[:30])
        raise ChartInputError(
            f"{quoted} 일치하는 상장사를 찾지 못했습니다. 회사명이나 6자리 종목코드로 다시 입력해 주세요 "
            "(예: `/dexter chart 005930`).",
            f"No listed company matches '{typed[:30]}'. Please give the company's name or six-digit stock "
            "code (e.g. `/dexter chart 005930`).",
        )
    if resolution.ambiguous and len(listed) > 1:
        return _ambiguous(typed, [m.company for m in listed])
    return listed[0].company


def _ambiguous(typed: str, companies: list[Company]) -> Company:
    names = ", ".join(f"{c.name}({c.stock_code})" for c in companies[:5])
    quoted = with_particle(f"'{typed[:30]}'", "은", typed[:30])
    raise ChartInputError(
        f"{quoted} 여러 회사일 수 있습니다: {names}. 정확한 회사명이나 종목코드로 다시 입력해 주세요.",
        f"'{typed[:30]}' may mean several companies: {names}. Please give the exact name or stock code.",
    )
