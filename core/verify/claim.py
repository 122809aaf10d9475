"""One figure an answer states, with what its sentence (or table row and column) says it is (``claims``)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.finance.amounts import Figure


@dataclass(frozen=True, slots=True)
class Claim:
    figure: Figure
    account: str | None = None
    year: int | None = None
    quarter: int | None = None
    basis: str | None = None
    company: str | None = None
    #: "up", "down" (a change), "loss" or "profit" (the sign of a level), from the words around it
    direction: str | None = None
    #: a word right after it says it rose or fell ("5.9% 감소", "24.6%p 높음"): a sign written on it must
    #: agree ("−24.6%p 높음" does not)
    moved_after: bool = False
    #: its sign comes from a turn after it ("25.32조 원이었으므로 적자전환"): of a year before the one the
    #: answer is about, it is the turn's base and keeps the sign it is written with
    turned: bool = False
    #: the sentence speaks of a change (대비, 증가율, 차이 …)
    change: bool = False
    #: its clause compares two periods ("전년 대비 1.2%p"), not two companies or bases
    across: bool = False
    #: year-to-date (누적, 1~3분기)
    cumulative: bool = False
    #: the sentence speaks of a sum (합계, 합산 …)
    total: bool = False
    context: str = ""
    #: with no account of its own: the accounts the nearest earlier sentence or heading named
    carried: tuple[str, ...] = ()
    #: with no account of its own: the accounts the lines before it in its paragraph (and its heading)
    #: named, the nearest first — a nested list item speaks of its parent's ("1. 부채비율 41.4%" /
    #: "- 전년(47.4%) 대비 6.0%p 개선") when the line right before names none of its kind
    history: tuple[str, ...] = ()
    #: with no year of its own: the answer's year plus this (−1: "전년 말 26.4%")
    shift: int = 0
    #: the years a change the figure states may end in
    ends: tuple[int, ...] = ()
    #: a range the figure states ("9~10%" → (9, 10), "30%대" → (30, 40)): any value inside it holds
    band: tuple[float, float] | None = None
    #: a round number compared against ("40% 아래", "1조원을 넘는"): its ``band`` is the side of it its words say,
    #: an inequality about the figure its sentence speaks of, checked apart from the figures (``bounds``)
    bound: bool = False
    #: an amount per a round base of a few won ("1,000원을 팔아 25원 남긴"), read as the percentage it is of the
    #: base: an illustration of a ratio (``perunit``)
    per_unit: bool = False
    #: the sentence speaks of an average (기초·기말 평균 자본총계)
    average: bool = False
    #: an average over years (``None``: not one): how many years ("4년 평균"), or 0 for a span of
    #: unnamed length ("같은 기간 평균")
    span: int | None = None
    #: the span is a total over the years, not their average ("4년 누적 영업이익: 134.30조원")
    summed: bool = False
    #: the average over the companies (or quarters) of one period a total would add ("| 3사 평균 |")
    mean: bool = False
    #: a half of the year ("상반기" 1, "하반기" 2) and the average quarter of a year ("분기 평균")
    half: int | None = None
    per_quarter: bool = False
    #: the years a change it states starts from (its clause names them), or with ``yearly`` the year
    #: before its end ("전년 대비"); none: any earlier year
    bases: tuple[int, ...] = ()
    yearly: bool = False
    #: the years a change it states runs over, where its words say so ("3년 CAGR", "3년 누적 +53.9%"): it
    #: starts that many years before its end (a start its clause names comes first)
    back: int | None = None
    #: the year the sentences before it were about (in place of the answer's year)
    anchor: int | None = None
    #: "작년 매출" with no year beside it: the anchor year may be meant as well as the one before
    loose: bool = False
    #: the start of an arrow with no period of its own ("42.9조원 → 46.6조원"): for a quarter, it may be the
    #: quarter before rather than the year before
    stepped: bool = False
    #: the quarter the sentences before it (or the heading) named last: a chain of arrows with no period
    #: of its own under it ("영업이익은 5,253억 원 → 5,420억 원") may run between quarters
    prior_quarter: int | None = None
    #: "A와 B는 각각 …": other accounts and companies it may be; with no company of its own, the
    #: companies the sentence before it (or the heading above) named
    other_accounts: tuple[str, ...] = ()
    other_companies: tuple[str, ...] = ()
    other_years: tuple[int, ...] = ()
    #: every account its sentence names (a ratio of two of them may be what it states)
    named: tuple[str, ...] = ()
    #: a bare number's won scale, as its table declares it ("(단위: 십억원)"); none: any usual scale
    scale: float | None = None
    #: it is a share (비중, 차지; a column of shares): of a total of companies or quarters, of another
    #: amount its sentence or table names, or 100% of itself
    share: bool = False
    #: the share is of two companies together ("두 곳이 77.1%를 차지", "두 회사를 합치면 78.3%")
    pair: bool = False
    #: the sentence speaks of a compound annual growth rate (연평균, CAGR)
    compound: bool = False
    #: a rate of change (증가율, YoY, "14.3% 감소"), not a ratio of amounts
    rate: bool = False
    #: its sentence (or table) names both 연결 and 별도
    both_bases: bool = False
    #: its sentence names two companies or more
    rivals: bool = False
    #: those companies (as the tools name them): a difference, share or multiple between two companies is
    #: between two of them ("OPM은 네이버가 현대차보다 6.1%p 높음" is no gap of NAVER and 카카오)
    between: tuple[str, ...] = ()
    #: the amounts of its account its paragraph states before it: (value, step of the last digit shown);
    #: it may be the difference of two ("연결 258.94조원, 별도 170.37조원으로, 연결 효과는 88.56조원")
    earlier: tuple[tuple[float, float], ...] = ()
    #: every amount its sentence states before it, of any account: an amount of an account no tool value
    #: gives may be the difference of two ("세전이익 37.53조원, 순이익 34.45조원으로 법인세 등 3.08조원")
    alongside: tuple[tuple[float, float], ...] = ()
    #: the answer's line it is on (counted over lines that are not blank): what "nearby" means for a figure
    #: computed from figures stated before it (``nearby``)
    line: int = 0
    #: a column (or row) headed as one account less another ("| 유동자산 − 유동부채 |"): the two accounts
    difference_of: tuple[str, str] | None = None


def reread(
    claim: Claim,
    account: str | None,
    year: int | None,
    company: str | None,
    basis: str | None,
    quarter: int | None,
) -> Claim:
    """The claim read with these parts instead of its own: what tied it to the parts it was read with
    (the other companies and accounts of its sentence; its year's shift, ends, bases and anchor when the year
    changes) is dropped."""
    read = replace(
        claim,
        account=account,
        company=company,
        basis=basis,
        quarter=quarter,
        other_companies=(),
        other_accounts=(),
    )
    return read if year == claim.year else dated(read, year)


def dated(claim: Claim, year: int | None) -> Claim:
    """The claim read as of ``year``, with what tied it to the year it was read as dropped."""
    return replace(
        claim,
        year=year,
        other_years=(),
        shift=0,
        loose=False,
        stepped=False,
        ends=(),
        bases=(),
        anchor=None,
    )
