"""Companies people ask about that are not listed in Korea: say so plainly, and what DART has.

Two kinds, both answered with a clear statement instead of "not found":

* listed abroad (``ABROAD``): 쿠팡 is Coupang, Inc. on the NYSE; its Korean company 쿠팡(주) is in
  DART's corp list without a stock code. The table names the exchange and the Korean company's DART
  corp code (taken from OpenDART's full corpCode.xml, 2026-04/05).
* in DART's full corp list but without a KRX stock code (삼성디스플레이, 비바리퍼블리카): not a KOSPI or
  KOSDAQ company, so no quotes and no periodic-report figures; companies subject to external audit
  file audit reports (감사보고서) there. The bundled offline list holds listed companies only, so this
  reading needs the full list (``dexter corp-codes sync``) or an index built from one.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.data.companies.name_policy import with_particle
from core.data.companies.names import normalize, normalize_eng
from core.data.companies.resolver import Company, CompanyIndex
from core.lang import Language

__all__ = ["ABROAD", "AbroadListing", "NotListed", "not_listed"]

_EXACT = frozenset({"name", "alias", "spelling", "english", "corp_code"})


@dataclass(frozen=True, slots=True)
class AbroadListing:
    """A company of Korean origin whose shares trade abroad, and its Korean company in DART."""

    keys: frozenset[str]  # normalised names people write
    parent: str
    exchange: str
    korean_company: str
    corp_code: str
    exchange_en: str = ""


def _abroad(
    names: str, parent: str, exchange: str, korean: str, corp_code: str, exchange_en: str
) -> AbroadListing:
    keys = frozenset(normalize(n) for n in names.split()) | frozenset(normalize_eng(n) for n in names.split())
    return AbroadListing(keys - {""}, parent, exchange, korean, corp_code, exchange_en)


ABROAD = (
    _abroad(
        "쿠팡 Coupang",
        "Coupang, Inc.",
        "미국 뉴욕증권거래소(NYSE: CPNG)",
        "쿠팡(주)",
        "01019166",
        "the New York Stock Exchange (NYSE: CPNG)",
    ),
    _abroad(
        "그라비티 Gravity",
        "그라비티(GRAVITY Co., Ltd.)",
        "미국 나스닥(NASDAQ: GRVY)",
        "그라비티",
        "00444019",
        "NASDAQ in the US (NASDAQ: GRVY)",
    ),
    _abroad(
        "네이버웹툰 웹툰엔터테인먼트 Webtoon",
        "Webtoon Entertainment Inc.",
        "미국 나스닥(NASDAQ: WBTN)",
        "네이버웹툰",
        "01485846",
        "NASDAQ in the US (NASDAQ: WBTN)",
    ),
)
_NO_FIGURES = "이 봇의 재무 수치(빠른 답)는 상장사 정기보고서 기준이라 이 회사 수치는 답할 수 없습니다."
_AUDIT = "외부감사 대상 회사라면 감사보고서(재무제표)가 DART에 공시됩니다 — dart.fss.or.kr에서 고유번호"
_NO_FIGURES_EN = (
    "This bot's figures (quick answers) come from listed companies' periodic reports, so it cannot give "
    "this company's figures."
)
_AUDIT_EN = (
    "If it is subject to external audit, its audit reports (financial statements) are in DART: search "
    "dart.fss.or.kr for corp code"
)


@dataclass(frozen=True, slots=True)
class NotListed:
    """``typed`` names no Korean listed company: ``company`` is its DART row (no stock code) when the
    index holds one, ``abroad`` the foreign listing when it is a known one."""

    typed: str
    company: Company | None
    abroad: AbroadListing | None

    @property
    def statement(self) -> str:
        """What to say, in Korean: not listed in Korea, where it is listed, what DART has."""
        quoted = with_particle(f"'{self.typed}'", "은", self.typed)
        first = f"{quoted} 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다."
        abroad, company = self.abroad, self.company
        if abroad is not None:
            code = company.corp_code if company is not None else abroad.corp_code
            korean = with_particle(abroad.korean_company, "은")
            return (
                f"{first} 해외 상장: {abroad.parent} — {abroad.exchange}. 한국 정기공시(사업보고서) 대상이 "
                f"아니고, 한국 법인 {korean} DART에 고유번호 {with_particle(code, '로')} 등록된 비상장 회사입니다. "
                f"{_NO_FIGURES} {_AUDIT} {with_particle(code, '로')} 찾아보세요."
            )
        assert company is not None
        registered = "" if normalize(company.name) == normalize(self.typed) else f"{company.name}, "
        return (
            f"{first} DART에 등록된 회사({registered}고유번호 {company.corp_code})이지만 종목코드가 없는 비상장 "
            f"회사라 시세도, 상장사 정기보고서 수치도 없어 이 봇은 이 회사의 재무 수치를 답할 수 없습니다. "
            f"{_AUDIT} {with_particle(company.corp_code, '로')} 찾아보세요."
        )

    def statement_in(self, lang: Language) -> str:
        """``statement`` in ``lang``: English for a run answering in English, else Korean."""
        return self.statement_en if lang == "en" else self.statement

    @property
    def statement_en(self) -> str:
        """``statement`` in English (the Korean company's name kept as DART has it)."""
        first = f"'{self.typed}' is not listed on KOSPI or KOSDAQ in Korea."
        abroad, company = self.abroad, self.company
        if abroad is not None:
            code = company.corp_code if company is not None else abroad.corp_code
            return (
                f"{first} It is listed abroad: {abroad.parent} on {abroad.exchange_en}. It files no Korean "
                f"periodic reports; its Korean company {abroad.korean_company} is registered in DART under corp "
                f"code {code} as an unlisted company. {_NO_FIGURES_EN} {_AUDIT_EN} {code}."
            )
        assert company is not None
        registered = "" if normalize(company.name) == normalize(self.typed) else f"{company.name}, "
        return (
            f"{first} It is registered in DART ({registered}corp code {company.corp_code}) but has no stock "
            "code, so there are no quotes and no listed-company periodic report figures, and this bot cannot "
            f"give its figures. {_AUDIT_EN} {company.corp_code}."
        )


def not_listed(index: CompanyIndex, name: str) -> NotListed | None:
    """A name that surely means a company not listed in Korea, or ``None``.

    Args:
        index: The corp-code index (the full DART list finds unlisted companies; the bundled listed
            list only the ``ABROAD`` ones).
        name: The name as typed, without a trailing particle.

    Returns:
        A known foreign listing (even when a listed company's name resembles it), or a DART company
        matched by exact name, alias, spelling or English name that has no stock code while no listed
        company matches; otherwise ``None``.
    """
    key, eng = normalize(name), normalize_eng(name)
    abroad = next((a for a in ABROAD if key in a.keys or (eng and eng in a.keys)), None)
    if abroad is not None:
        found = index.resolve(abroad.corp_code).best
        return NotListed(name, found.company if found is not None else None, abroad)
    candidates = index.resolve(name).candidates
    if any(m.company.listed for m in candidates):
        return None
    exact = next((m.company for m in candidates if m.how in _EXACT), None)
    return NotListed(name, exact, None) if exact is not None else None
