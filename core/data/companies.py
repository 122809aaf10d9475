"""An in-memory index of companies from OpenDART's ``CORPCODE.xml`` (first version of the resolver).

Bundled: the listed-company list, so resolution works offline. Matching here is exact codes, exact and
normalised names (``(주)``/``주식회사``/spaces/case stripped), English names, then prefix and substring.
"""

from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from importlib import resources

_STRIP = re.compile(r"\(주\)|㈜|주식회사|\(株\)|\s+|[.,]")
#: Common names investors use that are not the registered name.
ALIASES = {
    "삼전": "삼성전자",
    "하이닉스": "SK하이닉스",
    "하닉": "SK하이닉스",
    "현대차": "현대자동차",
    "네이버": "NAVER",
    "엘지전자": "LG전자",
    "엘지화학": "LG화학",
    "엘지에너지솔루션": "LG에너지솔루션",
    "엘지엔솔": "LG에너지솔루션",
    "에스케이하이닉스": "SK하이닉스",
    "삼바": "삼성바이오로직스",
    "포스코": "POSCO홀딩스",
    "기아차": "기아",
    "카뱅": "카카오뱅크",
    "셀트": "셀트리온",
}
_ENG_STRIP = re.compile(r"\b(co|ltd|inc|corp|corporation|company|limited)\b|[^a-z0-9가-힣]")


@dataclass(frozen=True, slots=True)
class Company:
    corp_code: str
    name: str
    eng_name: str
    stock_code: str

    @property
    def listed(self) -> bool:
        return bool(self.stock_code)


@dataclass(frozen=True, slots=True)
class Match:
    company: Company
    confidence: float
    how: str


def normalize(name: str) -> str:
    return _STRIP.sub("", name).lower()


def normalize_eng(name: str) -> str:
    return _ENG_STRIP.sub("", name.lower())


class CompanyIndex:
    def __init__(self, companies: list[Company]) -> None:
        self.companies = companies
        self._by_code: dict[str, Company] = {}
        self._by_name: dict[str, list[Company]] = {}
        self._by_eng: dict[str, list[Company]] = {}
        for c in companies:
            self._by_code[c.corp_code] = c
            if c.stock_code:
                self._by_code[c.stock_code.upper()] = c
            self._by_name.setdefault(normalize(c.name), []).append(c)
            eng = normalize_eng(c.eng_name)
            if len(eng) >= 3:
                self._by_eng.setdefault(eng, []).append(c)

    @classmethod
    def from_xml(cls, data: bytes) -> CompanyIndex:
        root = ET.fromstring(data)
        companies = [
            Company(
                corp_code=(row.findtext("corp_code") or "").strip(),
                name=(row.findtext("corp_name") or "").strip(),
                eng_name=(row.findtext("corp_eng_name") or "").strip(),
                stock_code=(row.findtext("stock_code") or "").strip(),
            )
            for row in root.iter("list")
        ]
        return cls([c for c in companies if c.corp_code and c.name])

    @classmethod
    def bundled(cls) -> CompanyIndex:
        ref = resources.files("core.data") / "bundle" / "CORPCODE_listed.xml.gz"
        return cls.from_xml(gzip.decompress(ref.read_bytes()))

    def lookup(self, query: str, limit: int = 5) -> list[Match]:
        """Ranked candidates; an empty list when nothing plausible matches."""
        q = query.strip()
        if not q:
            return []
        if (hit := self._by_code.get(q.upper())) is not None:
            return [Match(hit, 1.0, "code")]
        key = normalize(ALIASES.get(normalize(q), q))
        matches = [Match(c, 1.0, "name") for c in self._by_name.get(key, [])]
        matches += [Match(c, 0.95, "english") for c in self._by_eng.get(normalize_eng(q), [])]
        if not matches and len(key) >= 2:
            for name, group in self._by_name.items():
                if name.startswith(key):
                    matches += [Match(c, 0.7, "prefix") for c in group]
                elif key in name:
                    matches += [Match(c, 0.6, "substring") for c in group]
        seen: set[str] = set()
        ranked = []
        for m in sorted(matches, key=lambda m: (-m.confidence, not m.company.listed, len(m.company.name))):
            if m.company.corp_code not in seen:
                seen.add(m.company.corp_code)
                ranked.append(m)
        return ranked[:limit]
