"""Company facts in English (CEO, founding date, stock code, market, website, address …) from OpenDART's
company overview (company.json), as the Korean quick answer states them (``core.quick.answer``).

Names and addresses are as filed, in Korean; the market, fiscal year-end and industry division are worded
in English. A lookup that met a problem is left to the Korean answer.
"""

from __future__ import annotations

import calendar
import re

from core.data.companies.english import named_in_english
from core.data.companies.resolver import Company
from core.data.dart.wire import CompanyOverview
from core.figures.lookup import FigureLookup
from core.quick import english_words as en
from core.quick.model import QuickAnswer, QuickQuery

__all__ = ["facts"]

_LABELS = {
    "ceo": "CEO",
    "established": "Founded",
    "fiscal_month": "Fiscal year-end",
    "industry": "Industry",
    "stock_code": "Stock code",
    "market": "Market",
    "homepage": "Website",
    "address": "Head office",
    "eng_name": "English name",
}
_MARKETS = {"Y": "KOSPI (유가증권시장)", "K": "KOSDAQ (코스닥)", "N": "KONEX (코넥스)", "E": "other (기타)"}
#: KSIC (10th revision) divisions, as ``core.quick.wording`` lists them in Korean
_DIVISIONS = {
    "10": "manufacture of food products", "11": "manufacture of beverages",
    "20": "manufacture of chemicals and chemical products (except pharmaceuticals)",
    "21": "manufacture of pharmaceuticals, medicinal chemicals and botanical products",
    "22": "manufacture of rubber and plastics products", "24": "manufacture of basic metals",
    "26": "manufacture of electronic components, computer, visual, sounding and communication equipment",
    "27": "manufacture of medical, precision and optical instruments, watches and clocks",
    "28": "manufacture of electrical equipment", "29": "manufacture of other machinery and equipment",
    "30": "manufacture of motor vehicles, trailers and semitrailers", "31": "manufacture of other transport equipment",
    "35": "electricity, gas, steam and air conditioning supply", "41": "general construction",
    "46": "wholesale trade and commission trade", "47": "retail trade (except motor vehicles)", "58": "publishing",
    "61": "postal activities and telecommunications", "62": "computer programming, system integration and management",
    "63": "information service activities", "64": "financial service activities",
    "65": "insurance and pension funding", "66": "activities auxiliary to financial service and insurance",
    "70": "research and development",
}  # fmt: skip
_AS_FILED = frozenset({"ceo", "address"})


def _fact(company: Company, key: str, o: CompanyOverview) -> str | None:
    if key == "ceo":
        return o.ceo_nm or None
    if key == "established":
        raw = o.est_dt or ""
        return f"{raw[:4]}-{raw[4:6]}-{raw[6:8]}" if len(raw) == 8 and raw.isdigit() else None
    if key == "fiscal_month":
        month = o.acc_mt or ""
        return f"{calendar.month_name[int(month)]}" if month.isdigit() and 1 <= int(month) <= 12 else None
    if key == "industry":
        code = o.induty_code or ""
        division = _DIVISIONS.get(code[:2])
        return (f"KSIC {code}" + (f" — {code[:2]} {division}" if division else "")) if code else None
    if key == "stock_code":
        return company.stock_code or None
    if key == "market":
        return _MARKETS.get(o.corp_cls or "")
    if key == "homepage":
        return o.hm_url or None
    if key == "address":
        return re.sub(r"\s+", " ", o.adres or "").strip() or None
    return o.corp_name_eng or company.eng_name or None


async def facts(query: QuickQuery, lookup: FigureLookup) -> QuickAnswer | None:
    """The facts asked, per company; ``None`` when a lookup met a problem or a fact is not known here."""
    if not set(query.metrics) <= set(_LABELS):
        return None
    lines: list[str] = []
    figures: dict[str, int | float] = {}
    sources: list[str] = []
    for company in query.companies:
        overview = None if set(query.metrics) <= {"stock_code"} else await lookup.overview(company.corp_code)
        if lookup.problems:
            return None
        if overview is not None:
            sources.append(f"OpenDART 기업개황 {company.corp_code}")
        lines.append(f"**{named_in_english(company)} · {company.stock_code}**")
        for key in query.metrics:
            lines.append(f"- {_LABELS[key]}: {_text(company, key, overview, lookup)}")
            if key in ("established", "fiscal_month") and overview:
                number = str(overview.est_dt if key == "established" else overview.acc_mt)
                figures[f"{company.name}.{key}"] = int(number) if number.isdigit() else 0
        lines.append("")
    cited = ["OpenDART company overview (company.json)"] if sources else []
    if set(query.metrics) <= {"stock_code"} or ("eng_name" in query.metrics and not sources):
        cited.append("OpenDART corp-code list (corpCode.xml)")
    if cited:
        lines += ["", "Source: " + " · ".join(cited)]
    markdown = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"
    return QuickAnswer(markdown, tuple(sources), {k: v for k, v in figures.items() if v})


def _text(company: Company, key: str, overview: CompanyOverview | None, lookup: FigureLookup) -> str:
    if key == "stock_code" and company.stock_code:
        return company.stock_code
    if key == "eng_name" and overview is None and company.eng_name:
        return company.eng_name
    if overview is None:
        name = named_in_english(company)
        return en.missing(name, "the company overview", offline=lookup.offline, today=lookup.today).split(
            ": ", 1
        )[1]
    value = _fact(company, key, overview)
    if value is None:
        return "not stated in the company overview"
    if key in _AS_FILED and re.search(r"[가-힣]", value):
        return f"“{value}” (as filed, in Korean)"
    return value
