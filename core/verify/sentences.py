"""One sentence read for the figures it states (``claims``): what each figure's own words say it is
(``context``), what the sentences and heading before it in its paragraph spoke of (``Above``), and the
lists that pair labels with figures (``parallel``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.finance.amounts import Figure
from core.verify.claim import Claim
from core.verify.context import Context, Sentence
from core.verify.marks import figures_of
from core.verify.notes import noted_bases
from core.verify.parallel import paired, with_labels
from core.verify.periods import SAME_PERIOD
from core.verify.vocab import Mark, account_marks
from core.verify.written import stated

_ASIDE = re.compile(r"\([^()]*\)")
#: a share of a whole: "비중", "차지", "점유율", "share of"
_SHARE = re.compile(
    r"비중|차지|점유율|[Ss]hare of|그\s?중|이 중|[그이] 가운데"
    r"|(?:[0-9]\s*(?:조|억|만)?\s*원?)\s*(?:중|가운데)\s+(?:약\s*)?[0-9]"  # "자산 119.86조 중 60% 남짓이 자기자본"
)
#: "두 곳이 77.1%를 차지", "반도체 두 회사를 합치면": two companies together
_PAIR = re.compile(
    r"(?:두|(?<![0-9])2)\s*(?:곳|회사|개\s?사|기업)|양사|(?<![가-힣])둘\s*(?:이|을|을\s*합|합|다|의)"
)
#: "다섯 곳 단순 평균", "세 회사 평균", "3사 평균": the mean over the companies a total would add
_COMPANIES_MEAN = re.compile(
    r"(?:[2-9]|두|세|네|다섯|여섯)\s*(?:곳|사|개\s?사|개?\s?회사|개?\s?기업)\s*(?:의\s*)?(?:\S+\s+){0,3}?(?:단순\s*)?평균"
)


#: a half of the year and the average quarter of a year (``halves``)
_HALVES = re.compile(
    r"(상반기|(?<![0-9A-Za-z])(?:1H(?![A-Za-z])|H1(?![0-9A-Za-z]))|(?<![0-9])1\s*[~\-–]\s*6\s*월)"
    r"|(하반기|(?<![0-9A-Za-z])(?:2H(?![A-Za-z])|H2(?![0-9A-Za-z]))|(?<![0-9])7\s*[~\-–]\s*12\s*월)"
)
_PER_QUARTER = re.compile(
    r"(?<![0-9])(?<![0-9]\s)분기\s*(?:당\s*)?평균|분기당|[Qq]uarterly average|per quarter|average quarter"
)


def half_of(sentence: str, figure: Figure) -> int | None:
    """The half of the year the sentence speaks of for ``figure``: the nearest named before it, else
    the first after it."""
    marks = [(m.start(), 1 if m.group(1) else 2) for m in _HALVES.finditer(sentence)]
    before = [half for start, half in marks if start < figure.start]
    after = [half for start, half in marks if start >= figure.end]
    return before[-1] if before else after[0] if after else None


def half_named(text: str) -> int | None:
    """The half of the year a label names alone ("상반기 (누적 − 3분기)": 1), if it names one."""
    halves = {1 if m.group(1) else 2 for m in _HALVES.finditer(text)}
    return halves.pop() if len(halves) == 1 else None


def per_quarter(sentence: str) -> bool:
    return _PER_QUARTER.search(sentence) is not None


@dataclass(frozen=True, slots=True)
class Above:
    """What the sentences (or the heading) before a sentence spoke of."""

    accounts: tuple[str, ...] = ()
    year: int | None = None
    companies: tuple[str, ...] = ()
    #: a heading of changes ("전년 대비 증감 (YoY)"): the figures under it are rates against the year before
    rate: bool = False
    #: the basis a heading declares ("### 별도")
    basis: str | None = None
    #: for a list item, the accounts of the line the list hangs from: a share in an item may be of the
    #: total named there ("자산총계 455.91조원 가운데" / "- 비유동자산 259.97조원 — 비중 57.0%")
    lead: tuple[str, ...] = ()
    #: the amounts the sentences before it in the paragraph stated: (account, value, step shown)
    amounts: tuple[tuple[str | None, float, float], ...] = ()
    #: the companies a line of their own listed ("삼성 vs 하이닉스"): the figures of a run under it pair
    #: with them in order (``parallel``)
    versus: tuple[str, ...] = ()
    #: the accounts the lines before it in the paragraph (and its heading) named, the nearest first
    history: tuple[str, ...] = ()
    #: the quarter the sentences before it (or the heading) named last
    quarter: int | None = None
    #: the one quarter the heading (or introducing line) over it names ("<b>4분기</b>", "4분기만 떼어 보면"):
    #: the quarter of a figure under it whose sentence names no quarter, year or whole year (연간) of its own
    headed: int | None = None
    #: the heading over it is a year alone ("2021:" in a YAML block, "### 2023년"): the year of every figure
    #: under it whose sentence names no year of its own
    dated: bool = False
    #: a heading of compound growth rates ("매출 연평균 성장률(CAGR)"): the figures under it are CAGRs
    compound: bool = False
    #: the first and last year the answer named last together ("2021년 …에서 2024년 …으로"): what "같은 기간"
    #: after it spans
    span: tuple[int, int] | None = None
    #: the widest span the answer named so far (``span`` is the last)
    widest: tuple[int, int] | None = None
    #: the first and last year of a table of years right above the paragraph: what a change stated in a
    #: chain of arrows under it ("격차는 약 134%p에서 74%p로 줄었습니다") runs between
    under_table: tuple[int, int] | None = None
    #: the companies the nearest sentence naming two or more set against each other, in order: a "vs" run
    #: after a sentence of one ("하이닉스가 약 4.1배 높습니다. 순이익은 19.80조 vs 1.93조") pairs with them
    rivals: tuple[str, ...] = ()
    #: the sentence before (or the heading) speaks of a share ("본사(별도) 순이익이 연결 순이익에서 차지하는 비율")
    #: and of both bases: a figure after it naming no account of its own is such a share
    shared: bool = False
    both_bases: bool = False


#: "12.4조 → 6.8조 → −7.7조 → 23.5조 (FY21→FY24)", "(FY21~24)", "(2022~2024년)": a chain tagged with the
#: years it runs over
_SPAN_TAG = re.compile(
    r"[(\[]\s*(?:FY\s?)?((?:19|20)?[0-9]{2})\s*(?:년도|년)?\s*(?:→|->|~|∼|〜|-|–)\s*"
    r"(?:FY\s?)?((?:19|20)?[0-9]{2})\s*(?:년도|년)?\s*[)\]]"
)


def tagged_span(sentence: str) -> tuple[int, int] | None:
    """The first and last year a chain of arrows is tagged with, when the tag runs forward."""
    found = _SPAN_TAG.search(sentence)
    if found is None:
        return None
    first, last = (int(y) if len(y) == 4 else 2000 + int(y) for y in found.groups())
    return (first, last) if 0 < last - first <= 10 else None


def _dated_clauses(reader: Sentence) -> bool:
    """Whether a year the sentence names stands in a clause that holds a figure."""
    for mark in reader.years:
        start = reader.clause_start(mark.start)
        end = next((b for b in reader.breaks if b >= mark.end), len(reader.text))
        if any(start <= f.start < end for f in reader.figures):
            return True
    return False


def speaks_of_share(text: str) -> bool:
    return _SHARE.search(text) is not None or "비율" in text


def only_one(bases: set[str]) -> str | None:
    return next(iter(bases)) if len(bases) == 1 else None


def companies_in(text: str, companies: tuple[str, ...]) -> tuple[str, ...]:
    """The companies a text names, in the order it names them."""
    named = sorted((name for name in companies if name in text), key=text.find)
    return tuple(name for name in named if not any(name != other and name in other for other in named))


def named_in(text: str) -> tuple[str, ...]:
    """The accounts a sentence or heading names outside its parentheses, in order."""
    asides = [m.span() for m in _ASIDE.finditer(text)]
    marks = [m for m in account_marks(text) if not any(a <= m.start < b for a, b in asides)]
    return tuple(dict.fromkeys(m.value for m in marks))


def read_sentence(
    sentence: str, companies: tuple[str, ...], above: Above, defined: dict[str, str] | None = None
) -> tuple[list[Claim], Sentence]:
    figures = figures_of(sentence)
    reader = Sentence(sentence, figures, companies)
    if not reader.years:
        if above.span is not None and SAME_PERIOD.search(sentence):
            reader.span = above.span
            wide = above.widest
            if wide is not None and wide[1] == above.span[1] and wide[0] < above.span[0]:
                reader.wider = wide
        elif above.under_table is not None and reader.chained:
            reader.span = above.under_table
    elif reader.chained:
        reader.span = tagged_span(sentence)
        if reader.span is None and above.under_table is not None and not _dated_clauses(reader):
            # "OPM은 8.4% → 5.8%로 내려왔고, 하락폭은 2023년에 집중됐습니다" under a table of 2022–2024: the
            # years of another clause do not date the chain
            reader.span = above.under_table
    noted = noted_bases(sentence, figures, defined or {})
    claims: list[Claim] = []
    for figure, written, band, bound in stated(sentence, figures):
        context = reader.read(figure)
        # the amounts of its account stated before it, in the paragraph and in its sentence
        account = context.account or (above.accounts[0] if len(above.accounts) == 1 else None)
        stated_before = [
            *above.amounts,
            *((claim_account(c), *a) for c in claims if (a := stated_amount(c)) is not None),
        ]
        earlier = tuple((value, step) for named, value, step in stated_before if named == account)
        alongside = tuple(
            (value, step) for c in claims if (a := stated_amount(c)) is not None for value, step in (a,)
        )
        claims.append(
            Claim(
                figure=written,
                account=context.account,
                year=above.year
                if context.year is None and above.dated and not context.shift
                else context.year,
                quarter=_quarter(context.quarter, context.quarter_shift, sentence, reader, above),
                basis=noted.get(figure.start) or context.basis or above.basis,
                company=context.company,
                direction=context.direction,
                moved_after=context.moved_after,
                turned=context.turned,
                change=context.change,
                across=context.across,
                cumulative=context.cumulative,
                total=context.total,
                context=sentence.strip()[:160],
                carried=() if context.account else above.accounts,
                history=() if context.account else above.history,
                shift=context.shift,
                ends=context.ends,
                band=band,
                bound=bound,
                per_unit=figure.unit == "won" and written.unit == "percent",
                average=context.average,
                span=context.span,
                summed=context.summed,
                bases=context.bases,
                anchor=above.year,
                loose=context.loose,
                stepped=context.stepped,
                prior_quarter=above.quarter,
                # a bare number ("112.3/402.2") may be any account its sentence names
                other_accounts=context.named if figure.unit == "number" else context.other_accounts,
                other_years=(*context.other_years, *_span_start(context, reader, above)),
                other_companies=context.other_companies or (() if context.company else above.companies),
                named=tuple(dict.fromkeys((*context.named, *above.accounts, *above.lead))),
                compound=context.compound or above.compound,
                rate=context.rate or above.rate,
                yearly=context.yearly or (above.rate and not above.compound),
                back=context.back,
                both_bases=context.both_bases or (above.both_bases and not context.account),
                rivals=context.rivals,
                earlier=earlier,
                share=bool(_SHARE.search(sentence)) or (above.shared and not context.account),
                mean=bool(_COMPANIES_MEAN.search(sentence)),
                pair=bool(_PAIR.search(sentence)),
                alongside=alongside,
                half=half_of(sentence, figure),
                per_quarter=per_quarter(sentence),
            )
        )
    before = above.rivals or (above.companies if len(above.companies) > 1 else ())
    return with_labels(claims, paired(sentence, figures, companies, above.versus, before)), reader


def _span_start(context: Context, reader: Sentence, above: Above) -> tuple[int, ...]:
    """ "매출 8.22조 원 → 10.74조 원" under "2022→2024년" (or a list or table of those years): the start of an
    arrow that names no year may be the first year of the span the answer spoke of last, not only the
    year before its end."""
    span = above.span or above.under_table
    if not context.stepped or context.year is not None or span is None or reader.years:
        return ()
    return (span[0],)


#: a whole year, not a quarter: "연간 매출", "FY24", "full-year"
_WHOLE_YEAR = re.compile(r"연간|한 해|전체|(?<![A-Za-z])(?:FY|[Aa]nnual|[Ff]ull[- ]year)")


def _quarter(own: int | None, shift: int, sentence: str, reader: Sentence, above: Above) -> int | None:
    """Its own quarter; "전 분기" from the quarter the sentences before named; else the heading's quarter,
    for a sentence that names no quarter, year or whole year of its own."""
    if own is not None:
        return own
    if shift:
        return max(above.quarter + shift, 1) if above.quarter else None
    # a quarter that labels another figure in its parenthesis ("OPM 18.8%(3Q 19.3%)") is not the sentence's own
    own_quarters = [
        m
        for m in reader.quarters
        if not any(a <= m.start < b and reader.holds(a, b) for a, b in reader.asides)
    ]
    if above.headed is None or own_quarters or reader.years or _WHOLE_YEAR.search(sentence):
        return None
    return above.headed


def claim_account(claim: Claim) -> str | None:
    """Its account, or the one account the sentence before it named."""
    return claim.account or (claim.carried[0] if len(claim.carried) == 1 else None)


def stated_amount(claim: Claim) -> tuple[float, float] | None:
    """An amount as stated, with the sign its words give it ("영업손실 11.53조원": −11.53조원), and the
    step of its last digit; none for another unit or a range."""
    if claim.figure.unit != "won" or claim.band is not None:
        return None
    value = claim.figure.value
    return (-value if claim.direction == "loss" and value > 0 else value, claim.figure.precision)


def first_of(marks: list[Mark]) -> str | None:
    return marks[0].value if marks else None


def as_int(value: str | None) -> int | None:
    return int(value) if value is not None else None
