"""What a figure's own sentence says it is: account, year, basis, company, direction.

Each kind of word is read from the nearest one to the figure (``marks``; years in ``periods``): the
account word before it ("영업이익은 6.57조원") or joined right after it ("6.57조원의 영업이익"), the company
named last before it, the basis written before it or tagged right after it ("258.94조원(연결)"). A loss
label right before a figure ("영업손실 23.5조원") gives its sign whatever follows; otherwise the
direction word right after it (증가, 감소, 적자전환 …) in its clause does. "매출과 영업이익은 각각 …"
lets each figure be any of the accounts (and companies) listed before 각각.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.finance.amounts import Figure
from core.verify.marks import CLAUSE_BREAK, company_in, first, last_before, last_mark_before
from core.verify.moves import Moves
from core.verify.spans import arrow_years, year_range, years_back
from core.verify.vocab import CHANGE_WORDS, TOTAL_WORDS, YEAR_TO_DATE, Mark, basis_marks

_AFTER_WINDOW = 4  # "6.57조원의 영업이익": an account word this close after a figure names it
_BASIS_TAG = re.compile(r"\s*[(\[]\s*(?:연결|별도|개별)")
#: "…기록했습니다(연결)." — a basis tag closing the sentence is the whole sentence's
_CLOSING_BASIS = re.compile(r"[(\[]\s*(연결|별도|개별)(?:\s*기준)?\s*[)\]]\s*[.。]?\s*$")
#: between a figure and the account word it is of: "6.57조원의 영업이익", "**4.8조원**의 영업외 이익"
_JOINED = re.compile(r"[\s*]*의?\s*$")
#: a parenthesis right after a figure that names what it is: "약 3.1조원(법인세 등)"
_NAMING_TAG = re.compile(r"\s*\(\s*(?:≈\s*)?")
#: an account that is the subject of a clause describing a period: "영업이익이 적자인 2023년에도 25.40조원" (the
#: figure is not the account's: the clause says when)
_DESCRIBES_PERIOD = re.compile(
    r"[\s*]*(?:이|가)\s+[가-힣]{1,6}(?:인|한|던|된|난|든)\s+(?:(?:19|20)[0-9]{2}\s*년|[1-4]\s*분기|그\s*해|해|때|시기)"
)
#: after a company named as a comparison's base: "삼성전자보다", "삼성 대비", "SK하이닉스(73.92조원)보다"
_AS_BASE = r"(?=\s*(?:\([^()]*\)\s*)?(?:보다|대비|에 비해))"
#: a company tag right after a figure: "29.9%(SK하이닉스)", "11.5% (삼성전자)"
_COMPANY_TAG = re.compile(r"\s?\(([^()]{1,20})\)")
#: a subject's particle after an account word: it starts a clause ("매출이 더 빨리 늘어")
_SUBJECT = re.compile(r"(?:이|가|은|는)\s")
#: between a label's closing parenthesis and its figure: "차이(기타포괄손익): 약 5.02조 원"
_LABEL_END = re.compile(r"\s*[:：]\s*(?:약|대략)?\s*")
_YTD = YEAR_TO_DATE
#: right after a figure, the year less its year to date through the third quarter ("2조 8,856억 원 (= 연간 10조
#: 7,377억 원 − 1~9월 누적 7조 8,521억 원)", "2.5조(연간 − 누적으로 계산)"): the fourth quarter, worked out so
_FOURTH_WORKED = re.compile(
    r"[\s*]*\(\s*=?\s*연간[^()]{0,30}?[−\-–]\s*(?:1\s*[~\-–]\s*(?:3\s*분기|3Q|9\s*월)\s*|9M\s*)?(?:누적|누계)"
)
#: a whole year named after a quarter, nearer the figure
_WHOLE_YEAR = re.compile(r"연간|한 해")
#: a quarter named as a comparison's base: "3분기보다", "3분기(5.75조) 대비", "3Q 比"
_BASE_QUARTER = re.compile(r"\s*(?:\([^()]*\)\s*)?(?:보다|대비|에 비해|[와과]\s*비교하면|比)")
_AVERAGE = re.compile(r"평균|(?<![A-Za-z])(?:[Aa]verage|[Aa]vg)(?![A-Za-z])")
COMPOUND = re.compile(r"연평균|연 평균|CAGR|cagr|연율|복리|(?<![A-Za-z])[Cc]ompound(?:ed|ing)?(?![A-Za-z])")
#: an average over several years: "4년 평균", "3개년 평균", "4-year average" (that many), "같은 기간 평균",
#: "2021~2024년 평균", "over the period" (a span)
_YEARS_MEAN = re.compile(
    r"(?<![0-9])([2-9]|1[0-9])(?:\s*개?\s*년\s*(?:간|동안)?\s*(?:의\s*)?평균|[\s-]?years?\s+(?:average|avg))",
    re.IGNORECASE,
)
#: a total over several years: "4년 누적 영업이익", "3개년 합계", "4-year cumulative"
_YEARS_TOTAL = re.compile(
    r"(?<![0-9])([2-9]|1[0-9])(?:\s*개?\s*년\s*(?:간|동안)?\s*(?:의\s*)?(?:누적|합계|합산|총합|총)"
    r"|[\s-]?years?\s+(?:cumulative|combined|total))",
    re.IGNORECASE,
)
#: a total over the years named before: "같은 기간 영업이익 합계는 82.67조원"
_SPAN_TOTAL = re.compile(
    r"(?:같은|동)\s*기간[^.]{0,20}?(?:합계|합산|총합|누적)|over the (?:same )?period[^.]{0,20}?total"
)
#: "연평균 매출: 285.41조원": before an amount (no other figure between), 연평균 is the yearly average, not
#: a compound growth rate
_PER_YEAR = re.compile(r"연\s?평균[^0-9]{0,12}$")
_SPAN = re.compile(r"기간|period|(?:19|20)[0-9]{2}\s*년?\s*(?:[~∼〜\-–→]|to)\s*(?:FY\s?)?(?:19|20)?[0-9]{2}")
_RESPECTIVELY = re.compile(r"각각")


@dataclass(frozen=True, slots=True)
class Context:
    account: str | None = None
    #: the level's year; ``None`` with ``shift`` −1: the year before the answer's
    year: int | None = None
    shift: int = 0
    #: the years a change the figure states may end in (those the sentence names as ends)
    ends: tuple[int, ...] = ()
    #: "작년 매출" with no year beside it: the answer's year may be meant as well as the one before
    loose: bool = False
    #: the start of an arrow with no period of its own (``periods.Year.stepped``)
    stepped: bool = False
    quarter: int | None = None
    #: with no quarter: −1 for "the quarter before" the one the sentences before it spoke of
    quarter_shift: int = 0
    basis: str | None = None
    company: str | None = None
    #: "up", "down" (a change), "loss" or "profit" (the sign of a level)
    direction: str | None = None
    #: a word right after it says it rose or fell ("5.9% 감소", "24.6%p 높음")
    moved_after: bool = False
    #: its sign comes from a turn after it (적자전환, 흑자전환)
    turned: bool = False
    change: bool = False
    #: its clause compares two periods ("전년 대비", "2022년 14.4%에서"): not companies or bases
    across: bool = False
    #: the start years its clause names ("2022년 대비"), or the year before the end ("전년 대비")
    bases: tuple[int, ...] = ()
    yearly: bool = False
    #: how many years a change it states runs over ("3년 CAGR"), where its words say so
    back: int | None = None
    cumulative: bool = False
    total: bool = False
    average: bool = False
    #: an average over years (``None``: not one): how many years, or 0 for a span of unnamed length
    span: int | None = None
    #: the span is a total over the years, not their average ("4년 누적 영업이익")
    summed: bool = False
    #: the sentence speaks of a compound annual growth rate (연평균, CAGR)
    compound: bool = False
    #: "A와 B는 각각 …": the other accounts, companies and years the figure may be
    other_accounts: tuple[str, ...] = ()
    other_years: tuple[int, ...] = ()
    other_companies: tuple[str, ...] = ()
    #: every account the sentence names (a ratio of two of them may be what it states)
    named: tuple[str, ...] = ()
    #: a rate of change (증가율, YoY, "14.3% 감소"), not a ratio of amounts
    rate: bool = False
    #: the sentence names both 연결 and 별도 (one may be compared with the other)
    both_bases: bool = False
    #: the sentence names two companies or more (a multiple or share in it is between them)
    rivals: bool = False


class Sentence(Moves):
    """One sentence (or table cell) with its marks read once, for every figure in it."""

    def read(self, figure: Figure) -> Context:
        year = self.year_of(figure)
        relatives = [m for m in self.relatives_of(figure) if m.end <= figure.start]
        listed = self._listed(figure)
        quarter, quarter_shift = self._quarter(figure)
        return Context(
            account=self._account(figure),
            year=year.year,
            shift=year.shift,
            ends=year.ends,
            loose=year.loose,
            stepped=year.stepped,
            quarter=quarter,
            quarter_shift=quarter_shift,
            basis=self._basis(figure),
            company=self._company(figure),
            direction=self._direction(figure),
            moved_after=self._moved_after(figure),
            turned=self.turned(figure),
            change=(
                any(word in self.text for word in CHANGE_WORDS)
                or (figure.unit in ("percent", "percent_point", "times") and bool(relatives))
            )
            and not self.leads_account(figure),
            across=self.across(figure),
            bases=self.bases_of(figure),
            yearly=self.yearly(figure),
            back=years_back(self.text, figure.start),
            cumulative=self._to_date(figure),
            total=any(word in self.text for word in TOTAL_WORDS),
            average=bool(_AVERAGE.search(self.text)) and not self._compound(figure),
            compound=self._compound(figure),
            span=self._span(figure),
            summed=self._summed(figure),
            other_accounts=tuple(
                dict.fromkeys(m.value for m in self._outside(self.accounts, figure)[:listed])
            ),
            other_companies=tuple(name for name in self.companies if name in self.text[:listed]),
            other_years=tuple(dict.fromkeys((*self.other_years(figure, listed), *arrow_years(self, figure)))),
            named=tuple(dict.fromkeys(m.value for m in self.accounts)),
            rate=self._rate(figure),
            both_bases=len({m.value for m in self.bases}) > 1,
            rivals=len(self._companies_named) > 1,
        )

    @property
    def _companies_named(self) -> list[str]:
        named = [name for name in self.companies if name in self.text]
        return [name for name in named if not any(name != other and name in other for other in named)]

    def _quarter(self, figure: Figure) -> tuple[int | None, int]:
        """The figure's quarter: the nearest quarter word before it, or the one before that quarter after
        "전 분기"/"직전 분기" (with no quarter named before it: −1 from the paragraph's) — unless that quarter is
        the base of the change the figure states ("전분기比 ▼304bp", "전 분기 대비 29.3% 감소": the change into
        the quarter the figure is of)."""
        named = last_mark_before(self.visible(self.quarters, figure), figure.start) or self.quarter_tag(
            figure
        )
        if named is None and _FOURTH_WORKED.match(self.text, figure.end):
            return 4, 0
        before = last_mark_before(self.visible(self.relative_quarters, figure), figure.start)
        # "4분기 한 분기 손실(3,952억원)이 연간 손실(1,619억원)보다": a whole year named after the quarter, with no
        # other figure between, is the figure's
        whole = None if named is None else _WHOLE_YEAR.search(self.text, named.end, figure.start)
        if whole is not None and not any(whole.end() <= f.start < figure.start for f in self.figures):
            return None, 0
        if before is None or (named is not None and named.start > before.start):
            return self._compared_from(named, figure), 0
        base = _BASE_QUARTER.match(self.text, before.end)
        if (
            base is not None
            and base.end() <= figure.start
            and not any(before.end <= f.start < figure.start for f in self.figures)
        ):  # "전분기比 ▼304bp": the change into the quarter the figure is of ("전 분기(79.10조원) 대비": the base's)
            return (None if named is None else self._compared_from(named, figure)), 0
        if named is None:
            return None, -1
        return max(int(named.value) - 1, 1), 0

    def _compared_from(self, named: Mark | None, figure: Figure) -> int | None:
        """The quarter a figure after a quarter word is of: that quarter's — but after a quarter named as a
        comparison's base ("영업외손익이 3분기보다 유리했던 영향 (세전이익 6.88조 → 9.58조원)"), the quarter the
        comparison ends in, the one after it (a chain's start, a step back, is then the base's own)."""
        if named is None:
            return None
        base = _BASE_QUARTER.match(self.text, named.end)
        if base is not None and base.end() <= figure.start and int(named.value) < 4:
            return int(named.value) + 1
        return int(named.value)

    def _compound(self, figure: Figure) -> bool:
        if figure.unit == "won" and _PER_YEAR.search(self.text, 0, figure.start):
            return False  # "연평균 매출: 285.41조원": an amount per year
        return bool(COMPOUND.search(self.text))

    def _span(self, figure: Figure) -> int | None:
        """The years an average (or, for an amount, a total) the sentence states runs over ("4년 평균":
        4; "같은 기간 평균", "연평균 매출": 0; "4년 누적 영업이익": 4)."""
        if self._summed(figure):
            total = _YEARS_TOTAL.search(self.text)
            return int(total.group(1)) if total is not None else 0
        if not _AVERAGE.search(self.text) or self._compound(figure):
            return None
        years = _YEARS_MEAN.search(self.text)
        if years is not None:
            return int(years.group(1))
        ranged = year_range(self.text)
        if ranged is not None:
            return ranged[1] - ranged[0] + 1  # "21~24년 영익 평균": four years
        per_year = figure.unit == "won" and _PER_YEAR.search(self.text, 0, figure.start)
        return 0 if per_year or _SPAN.search(self.text) else None

    def _summed(self, figure: Figure) -> bool:
        """Whether an amount is a total over years ("4년 누적 영업이익: 134.30조원", "같은 기간 영업이익 합계")."""
        if figure.unit != "won":
            return False
        if _YEARS_TOTAL.search(self.text) is not None:
            return True
        clause = self.clause_start(figure.start)
        return any(clause <= m.start() and m.end() <= figure.start for m in _SPAN_TOTAL.finditer(self.text))

    def _to_date(self, figure: Figure) -> bool:
        """Whether the sentence speaks of a year to date (누적, 1~3분기, 9M) — not for a figure its own quarter
        labels after those words ("연간 − 1~3Q24 누적으로 보면 4Q24 영업이익은 8.08조원": the fourth quarter's)."""
        spans = [m.span() for m in _YTD.finditer(self.text)]
        if not spans or _FOURTH_WORKED.match(self.text, figure.end):
            return False
        own = last_mark_before(self.visible(self.quarters, figure), figure.start)
        last = max((b for a, b in spans if a < figure.start), default=None)
        return own is None or last is None or own.start < last or any(a <= own.start < b for a, b in spans)

    def _outside(self, marks: list[Mark], figure: Figure) -> list[Mark]:
        """Marks outside every parenthesis the figure is not in."""
        own = self.own(figure)
        return [m for m in marks if not any(a <= m.start < b and (a, b) != own for a, b in self.asides)]

    def _listed(self, figure: Figure) -> int:
        """Where "각각" stands before the figure (0: nowhere) — what is listed before it."""
        found = [m.start() for m in _RESPECTIVELY.finditer(self.text, 0, figure.start)]
        return found[-1] if found else 0

    def _account(self, figure: Figure) -> str | None:
        """Words inside a parenthesis the figure is not in qualify something else: "ROE(기말 자본 기준)
        4.3%" is a ROE, not 자본."""
        accounts = self._outside(self.accounts, figure)
        text, end = self.text, figure.end
        tag = _NAMING_TAG.match(text, end)
        aside = next(((a, b) for a, b in self.asides if a == text.find("(", end)), None)
        if (
            tag is not None
            and aside is not None
            and not any(aside[0] <= f.start < aside[1] for f in self.figures)
        ):
            named = next((m for m in self.accounts if m.start == tag.end()), None)
            # "18.8% (매출이 더 빨리 늘어 마진은 소폭 하락)": an account that is a clause's subject names no figure
            if named is not None and not _SUBJECT.match(text, named.end):
                return named.value
        labelled = self._label_aside(figure)
        if labelled is not None:
            return labelled
        after = [
            m
            for m in accounts
            if end <= m.start <= end + _AFTER_WINDOW and _JOINED.match(text[end : m.start])
        ]
        if after:
            return after[0].value
        before = last_before([m for m in accounts if not _DESCRIBES_PERIOD.match(text, m.end)], figure.start)
        if before is not None:
            return before
        # an account with its own figure in brackets ("영업이익(29.7%) 상회") labels that one, not this
        later = next((m for m in accounts if m.start >= end and not self._labels_own(m.end)), None)
        return later.value if later and not CLAUSE_BREAK.search(text, end, later.start) else None

    def _labels_own(self, end: int) -> bool:
        """An account word ending at ``end`` has a figure of its own in the brackets right after it."""
        aside = next(
            ((a, b) for a, b in self.asides if a == end or (a > end and not self.text[end:a].strip())), None
        )
        return aside is not None and any(aside[0] <= f.start < aside[1] for f in self.figures)

    def _label_aside(self, figure: Figure) -> str | None:
        """ "차이(기타포괄손익): 약 5.02조 원": the account a label's parenthesis names right before the figure is
        what the figure is."""
        for a, b in self.asides:
            if _LABEL_END.fullmatch(self.text, b, figure.start) and not any(
                a <= f.start < b for f in self.figures
            ):
                inside = [m for m in self.accounts if a <= m.start < b]
                # "부채비율(부채총계/자본총계): 26.4%": an account's label explains itself in its parenthesis
                labelled = any(a - 2 <= m.end <= a for m in self.accounts)
                if inside and not labelled:
                    return inside[-1].value
        return None

    def _basis(self, figure: Figure) -> str | None:
        before = last_before(self.visible(self.bases, figure), figure.start)
        if before is not None:
            return before
        tag = _BASIS_TAG.match(self.text, figure.end)  # "258.94조원(연결)"
        if tag is not None:
            return first(basis_marks(tag.group()))
        closing = _CLOSING_BASIS.search(self.text)
        return None if closing is None else first(basis_marks(closing.group(1)))

    def _company(self, figure: Figure) -> str | None:
        """The company in a tag right after the figure ("29.9%(SK하이닉스)"); else the one named last before
        it — not one in the tag of another figure ("11.5%(삼성전자) 대 29.9%") — else the first after it."""
        tag = _COMPANY_TAG.match(self.text, figure.end)
        if tag is not None:
            tagged = company_in(tag.group(1), self.companies)
            if tagged is not None and not any(tag.start(1) <= f.start < tag.end(1) for f in self.figures):
                return tagged
        text = self.text[: figure.start]
        for a, b in self.figure_asides:
            if b <= figure.start and not self.holds(a, b):
                text = text[:a] + " " * (b - a) + text[b:]  # a tag of another figure speaks for that one
        # "SK하이닉스는 … 삼성전자보다 컸고, 영업이익은 2022년 6.81조원": a company named as a comparison's base
        # is not the one the sentence goes on about, when another is named before it
        for name in sorted(self.companies, key=len, reverse=True):
            for base in re.finditer(re.escape(name) + _AS_BASE, text):
                if company_in(text[: base.start()], self.companies) is not None:
                    text = text[: base.start()] + " " * (base.end() - base.start()) + text[base.end() :]
        return company_in(text, self.companies, last=True) or company_in(
            self.text[figure.end :], self.companies
        )

    def holds(self, start: int, end: int) -> bool:
        """Whether a parenthesis holds a figure (its words are that figure's, as a tag's are)."""
        return any(start <= f.start < end for f in self.figures)
