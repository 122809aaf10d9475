"""One person's pay as the 사업보고서 files it: a theme the statements do not hold.

The 사업보고서 lists by name the directors' and auditors' pay (이사·감사 개인별 보수, ``hmvAuditIndvdlBySttus``) and
the five best paid over 5억원 (``indvdlByPay``). "삼성전자 경계현 대표이사 2023년 보수 얼마 받았나요", "삼성전자 2023
사업보고서에 김기남 고문 보수 총액 얼마로 나와?" are answered from those rows: one listed company named without
doubt, a word of pay (보수, 연봉), and a person named exactly as a row of the year asked (or of the latest years
filed) — a title beside the name (대표, 고문, 회장 …) changes nothing. "보수 제일 많이 받은 사람" is the first of the
five best paid. Every other word must be one the quick reader knows and names no figure; a person no row names
(an owner paid under 5억원, or not at all), an average pay, a forecast or anything else is left to the usual path,
which defers. The pay is said with the row's title and total, in 억원 and in 원.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from core.data.companies.resolver import Company
from core.data.services import DataServices
from core.finance.periods import ANNUAL, latest_annual_year
from core.quick.context import unwrap
from core.quick.lexicon import ANALYTICAL, scan
from core.quick.names import confident_form
from core.quick.tidy import tidy
from core.quick.vocabulary import words
from core.quick.word_forms import strip_particles

if TYPE_CHECKING:
    # the people tables' rows (pydantic models, ~10 ms to build) load with the first pay question
    from core.data.dart.people import PayEntry

__all__ = ["pay_answer"]

_PAY = re.compile(r"보수|연봉")
_TOP = re.compile(r"(?:제일|가장)\s*많이\s*받|최고\s*(?:연봉|보수)|보수\s*1\s*위")
_TITLES = frozenset(
    words("대표 대표이사 대표님 고문 고문님 회장 회장님 부회장 사장 사장님 사내이사 사외이사 이사 감사 님 전")
)
#: words of pay and of the table, and a remembered amount ("24억쯤 받았던가"): none names another figure
_SAID = re.compile(
    r"5\s*억\s*원?\s*이상(?:\s*보수)?(?:\s*(?:수령자|받은\s*사람|임직원))?(?:\s*중(?:에)?)?"
    r"|\d[\d,.]*\s*억\s*원?\s*(?:쯤|정도|가량)?\s*(?:받았던가|받았나|받았지|받았죠|였나|였던가|맞나요|맞지)"
    r"|보수\s*총액|보수총액|보수액|보수|연봉|받았나요|받았어요|받았어|받았는지|받은|받았|얼마로|나와|나와요|나왔어|"
    r"사람이|사람|누구고|누구|누군지|제일|가장|많이|사업\s*보고서(?:에서|에|의|상)?|개인별|에\s*따르면"
)
_YEAR_WORD = re.compile(r"^(?:(?:20)?\d{2}\s*년?\s*도?|FY\s*(?:20)?\d{2})(?:에|의|에는|엔)?$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class _Filed:
    year: int
    rows: tuple[PayEntry, ...]
    table: str
    rcept_no: str | None


async def pay_answer(text: str, data: DataServices, *, today: date) -> str | None:
    """The markdown answer to a question about one person's pay, or ``None`` (see the module docstring)."""
    # as the reader reads a question: context clauses ("기사에 쓰려는데"), a unit asked ("억 단위로"), a formal
    # request's topic marker ("…에 대하여 문의드립니다") and a leading 참, go
    said = tidy(unwrap(unicodedata.normalize("NFKC", text), data.companies)).text
    if not _PAY.search(said) or ANALYTICAL.search(said):
        return None
    tokens = [t.strip("?!.,~()[]\"'") for t in said.split()]
    named = [(i, form) for i, t in enumerate(tokens) if t and (form := confident_form(data.companies, t))]
    if len({form for _, form in named}) != 1:
        return None
    company = data.companies.resolve(named[0][1], limit=1).candidates[0].company
    years = [int(re.sub(r"\D", "", t)[:4]) % 100 + 2000 for t in tokens if _YEAR_WORD.match(t)]
    if len(set(years)) > 1:
        return None
    asked = years[0] if years else None
    for filed in await _filed(data, company, asked, today):
        found = _person(tokens, {i for i, _ in named}, filed, top=bool(_TOP.search(said)))
        if found is not None:
            return _line(company, filed, found, latest=asked is None)
    return None


async def _filed(data: DataServices, company: Company, year: int | None, today: date) -> list[_Filed]:
    from core.data.dart.people import parse_pay

    latest = latest_annual_year(today)
    years = [year] if year is not None else [latest - back for back in range(3)]
    found: list[_Filed] = []
    for y in years:
        for endpoint, table in (
            ("hmvAuditIndvdlBySttus", "이사·감사 개인별 보수"),
            ("indvdlByPay", "5억원 이상 상위 5인"),
        ):
            try:
                rows = parse_pay(await data.dart.report_rows(endpoint, company.corp_code, y, ANNUAL))
            except Exception:  # a table not filed or not recorded: the next one
                continue
            current = tuple(r for r in rows.rows if r.is_current and r.name and r.total_won is not None)
            if current:
                found.append(_Filed(y, current, table, rows.rcept_no))
    return found


def _person(tokens: list[str], company_at: set[int], filed: _Filed, *, top: bool) -> PayEntry | None:
    """The row of the one person the words name (or, asked for the best paid, the first of the top five);
    ``None`` when a word is left that the reader does not know or that names a figure."""
    names = {r.name.replace(" ", ""): r for r in filed.rows}
    person: PayEntry | None = None
    rest: list[str] = []
    for i, token in enumerate(tokens):
        forms = [f for f in strip_particles(token) if f]
        hit = next((names[f] for f in forms if f in names), None)
        if hit is not None:
            if person is not None and hit is not person:
                return None
            person = hit
        elif i not in company_at and not any(f in _TITLES for f in forms) and not _YEAR_WORD.match(token):
            rest.append(token)
    # a word of pay with its particle ("보수는", "보수가") is a word of pay
    rest = [t for t in rest if not any(_SAID.fullmatch(f) for f in strip_particles(t) if f)]
    left = _SAID.sub(" ", " ".join(rest))
    hits, unknown = scan(left)
    if unknown or any(
        h.tag in ("metric", "bundle", "other", "per_share", "compare", "difference") for h in hits
    ):
        return None
    titled = any(f in _TITLES for t in tokens for f in strip_particles(t))
    if (
        person is None and top and not titled and filed.table.startswith("5억")
    ):  # "이사 중 제일": not this table
        return max(filed.rows, key=lambda r: r.total_won or 0)
    return person


def _line(company: Company, filed: _Filed, row: PayEntry, *, latest: bool) -> str:
    won = row.total_won or 0
    title = f" ({row.position})" if row.position else ""
    note = (
        f"> 참고: 연도를 말하지 않아 자료가 있는 가장 최근 사업보고서(FY{filed.year}) 기준입니다.\n\n"
        if latest
        else ""
    )
    return (
        f"**{company.name} · FY{filed.year} (사업보고서)**\n\n{note}"
        f"- {row.name}{title} 보수총액 {won / 1e8:,.2f}억원 ({won:,}원) — {filed.table}\n\n"
        f"출처: [{company.name} 사업보고서 FY{filed.year} {filed.table}]"
        f"(https://dart.fss.or.kr/dsaf001/main.do?rcpNo={filed.rcept_no or ''})\n"
    )
