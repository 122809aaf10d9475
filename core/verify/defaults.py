"""What the whole answer is about: its year, basis and company, for figures whose own sentence is silent.

An answer titled "## 삼성전자 2023년 실적 (연결 기준)" or asked as "삼성전자 2023년 실적" speaks of 2023,
연결 and 삼성전자 wherever a sentence does not say otherwise: "순이익: 55.7조원" under that title is the
2023 연결 figure, so last year's 55.7조원 or the 별도 figure does not pass for it. The question decides
first; else the year a heading names, or the latest the answer names (of those the tools returned
figures for); the basis the answer declares (in a title, a table header, a tag such as "(연결)", "연결
기준으로") — or 연결, the norm, when it names it anywhere; a company when exactly one is named. Both
bases declared, or several companies, give no default — each figure then stands on its own words. A
framing in running text ("다만, 별도 기준으로 보면 …") declares for the whole answer only when the answer
names no other basis: beside a 연결 figure elsewhere it speaks for its own paragraph (``claims``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.verify.context import COMPOUND
from core.verify.marks import company_in, declared_bases
from core.verify.vocab import TOTAL_WORDS, account_marks, basis_marks, year_marks

_HEADING = re.compile(r"^\s*(?:#{1,6}\s|\*\*[^*]+\*\*\s*(?:\([^()]*\))?\s*$)")


@dataclass(frozen=True, slots=True)
class Defaults:
    year: int | None = None
    basis: str | None = None
    company: str | None = None
    #: the one account the question asks about ("이익잉여금 얼마나 쌓여있어"): what a figure whose sentence
    #: and paragraph name none may be of
    account: str | None = None
    #: the first and last year the question names ("최근 2년 매출 성장률 (2022→2024)"): what an arrow with no
    #: year of its own may run over
    span: tuple[int, int] | None = None
    #: the question asks for a total ("삼성+하이닉스 순이익 합계"): a figure with no account or company of its
    #: own may be one
    total: bool = False
    #: the question asks for a compound rate ("2년 연평균 성장률"): a figure with no account of its own may be one
    compound: bool = False


NO_DEFAULTS = Defaults()


def document_defaults(
    body: str,
    query: str = "",
    companies: tuple[str, ...] = (),
    years: frozenset[int] = frozenset(),
    bases: frozenset[str] = frozenset(),
) -> Defaults:
    """The year, basis and company ``body`` (an answer to ``query``) is about, where it is clear.
    ``years`` and ``bases``: those the tools returned figures for (a year asked with no data — "2025년
    실적" before the report is out — is not what the answer's figures are about; a company with no
    subsidiaries has no 연결 figures)."""
    lines = [line for line in body.split("\n") if line.strip()]
    asked = {m.value for m in account_marks(query)}
    named = sorted({int(m.value) for m in year_marks(query)})
    return Defaults(
        _year(lines, query, years),
        _basis(lines, query, bases),
        _company(body, query, companies),
        asked.pop() if len(asked) == 1 else None,
        (named[0], named[-1]) if len(named) > 1 else None,
        any(word in query for word in TOTAL_WORDS),
        COMPOUND.search(query) is not None,
    )


def _year(lines: list[str], query: str, known: frozenset[int]) -> int | None:
    """The year asked (not one the question compares from: "2021년이랑 비교해서"); else the year a heading
    names; else the latest year the answer names."""
    asked = [m for m in year_marks(query) if not _START.match(query, m.end)]
    for marks in (asked, *(year_marks(text) for text in _headings_then_all(lines))):
        named = [int(m.value) for m in marks if not known or int(m.value) in known]
        if named:
            return max(named)
    # a year named only beside another figure in brackets ("영업이익률 19.0% (23년 21.3%)") is that figure's,
    # a comparison: the answer is about the latest year the tools returned
    bracketed = [int(m.value) for line in lines for aside in _ASIDE.findall(line) for m in year_marks(aside)]
    return max(known) if known and bracketed else None


_ASIDE = re.compile(r"\([^()]*\)")


#: after a year, what makes it the start of a comparison: "2021년이랑 비교", "2022년 대비", "2021년부터"
_START = re.compile(
    r"\s*(?:년도|년)?\s*(?:말)?\s*(?:이랑|랑|과|와|하고)?\s*(?:비교|대비|보다|부터|에서|→|->|~)"
)


def _headings_then_all(lines: list[str]) -> list[str]:
    """The answer's headings joined, then all its lines joined (without the brackets that label another
    figure with its own year): where its year is looked for next."""
    plain = [
        _ASIDE.sub(lambda m: " " if _OTHER_FIGURE.search(m.group()) else m.group(), line) for line in lines
    ]
    return ["\n".join(line for line in lines if _HEADING.match(line)), "\n".join(plain)]


#: a figure in brackets labelled with its own year ("(23년 21.3%)", "(2023년 12.27조원)", "(FY23 2.5%)") — not a
#: year tagging the figure before the brackets ("32.77조 (2023, -26.6%)")
_OTHER_FIGURE = re.compile(
    r"(?:(?:[0-9]{2}){1,2}\s*(?:년도|년)\s*(?:말\s*)?|FY\s?'?[0-9]{2,4}\s+)[:：]?\s*[-+−△▲▼]?\s*[0-9]"
)


def _basis(lines: list[str], query: str, known: frozenset[str]) -> str | None:
    asked = {m.value for m in basis_marks(query)}
    if len(asked) > 1:
        return None  # "연결이랑 별도 차이": the answer speaks of both
    if asked:
        return asked.pop()
    declared = {value for line in lines for value in declared_bases(line)}
    named = {m.value for line in lines for m in basis_marks(line)}
    titled = {value for line in lines for value in declared_bases(line, framing=False)}
    # a framing in running text ("다만, 별도 기준으로 보면 …") speaks for its paragraph, not for the
    # whole answer, when the answer names the other basis too; a title or a tag still does
    if len(declared) == 1 and (named <= declared or titled == declared):
        return declared.pop()
    if len(declared) > 1:
        return None
    # 연결 is the norm: it holds where a sentence names no basis; a 별도 named only next to its own
    # figure ("별도 기준 매출은 170.37조원") qualifies that figure alone
    if known:
        return "CFS" if "CFS" in known else None
    return "CFS" if "CFS" in named else None


def _company(body: str, query: str, companies: tuple[str, ...]) -> str | None:
    for text in (query, body):
        named = {name for name in companies if company_in(text, (name,))}
        named = {name for name in named if not any(name != other and name in other for other in named)}
        if named:
            return named.pop() if len(named) == 1 else None
    return None
