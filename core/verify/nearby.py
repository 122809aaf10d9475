"""Figures an answer computes from figures it has itself stated just before, each of them checked:
arithmetic on checked figures, not new claims (``check.check_answer``).

    | 3분기 말 | 105.03조 원 | …          석 달 동안 부채는 7.31조 원 … 늘었습니다        (a difference)
    - 증가액: 4.48조 원 / - 이 중 유동자산 증가분: 3.85조 원 → 전체 증가분의 85.9%        (a share)
    평균 자산 110.09조 원 … 평균 자본 63.71조 원 … 평균 자산이 평균 자본의 1.73배          (a ratio)
    4분기 2조 8,856억원 … 분기 평균 약 2조 6,174억원 … 앞선 분기 평균보다 약 10.2% 많았어요   (a % change)
    - 삼성전자: 10.9% / - SK하이닉스: 35.5% / - 현대자동차: 8.1% … 단순 평균: 약 18.2%      (a mean)

A figure is read so only when no tool value supports it, and only from figures stated before it — on its
line or the ``WINDOW`` lines above — that the checker held, of the accounts its words speak of. The
operation goes by the figure's kind and words: an amount in a sentence of a change is the gap between two
amounts of its account (in a sentence of a total or an average, the sum or mean of the list or column of
them above it); a percentage is a share (at most the whole) of two amounts of one company and period,
the percent change from an earlier amount of its account to a later one (in a sentence of a change), or
the mean of the percentages listed above it; a gap in points between two percentages of its account; a
multiple is a later amount over an earlier one (or one
company's over another's); an approximate figure ("약 …", "… 수준") a more precise one of its account,
rounded. Operands are of one kind — levels with levels, changes with changes: a level less a change
derived from it gives back the other level — and of the years its sentence names (or the answer is
about) where both are known; and the rounding of the figures as written must leave the result
determined to within ``_LEAST_SIGNIFICANT``, so a wrong figure does not pass by a near coincidence.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import combinations, permutations

from core.verify.claim import Claim
from core.verify.defaults import Defaults
from core.verify.directions import resolved
from core.verify.marks import CLAUSE_BREAK
from core.verify.moves import RATE
from core.verify.names import company_names
from core.verify.operands import Held, Operand, Target, changes, changing, of_years, operand
from core.verify.orientation import Side, held

__all__ = ["WINDOW", "Held", "from_nearby"]
from core.verify.vocab import RATIOS, TOTAL_WORDS, account_marks, year_marks

#: how many lines above its own a figure's operands may stand on
WINDOW = 6
#: the rounding of the figures an operation takes may be at most this share of what it gives
_LEAST_SIGNIFICANT = 0.025
_AVERAGE = re.compile(r"평균|(?<![A-Za-z])(?:[Aa]verage|[Mm]ean)(?![A-Za-z])")
_APPROXIMATE_BEFORE = re.compile(r"(?:약|대략|얼추|거의)\s*\**\s*$")
_APPROXIMATE_AFTER = re.compile(r"\**\s*(?:정도|가량|쯤|내외|안팎|남짓|수준)")


def from_nearby(index: int, claims: Sequence[Claim], held: Sequence[Held | None], defaults: Defaults) -> bool:
    """Whether ``claims[index]`` is arithmetic on held figures stated before it (``held``: how each claim
    was held, if it was)."""
    claim = claims[index]
    if claim.band is not None:
        return False
    related = _related(claim, defaults.account)
    every = [
        read
        for c, how in zip(claims[:index], held[:index], strict=True)
        if how is not None and claim.line - WINDOW <= c.line and (read := operand(c, how)) is not None
    ]
    pool = [o for o in every if o.account in related]
    own = _own(claim, defaults.account)
    if _approximate(claim) and _restates(claim, [o for o in pool if o.account in own]):
        return True
    figure = Target(claim, _years(claim, defaults), _base(claim))
    amounts = [o for o in pool if o.unit == "won"]
    mine = [o for o in amounts if o.account in own]
    unit = claim.figure.unit
    if unit == "won":
        gaps = _gaps(figure, mine) if changing(claim) and claim.figure.value >= 0 else iter(())
        return any(_matches(claim, v, slack, gap=_either(claim, timed)) for v, slack, timed in gaps) or any(
            _matches(claim, v, slack) for v, slack in _aggregates(claim, mine)
        )
    if unit == "percent":
        percents = [o for o in pool if o.unit == "percent" and o.account in own]
        found = (
            *_shares(figure, amounts),
            *changes(figure, mine),
            *(_means(claim, percents) if _averaged(claim) else ()),
        )
        return any(_matches(claim, value, slack) for value, slack in found)
    if unit == "percent_point":
        # "| 상반기 | … | 11.7% |", "| 하반기 | … | 10.1% |" … "마진이 1.6%p 낮아진 셈": a gap of two percentages
        points = [o for o in pool if o.unit == "percent" and o.account in own]
        if not changing(claim) or claim.figure.value < 0:
            return False
        # of the percentages as written (102.0% − 16.2% is 85.8%p, not 85.9%p), or of the values they round
        return any(
            _matches(claim, v, 0.0, gap=_either(claim, timed)) for v, _, timed in _gaps(figure, points)
        ) or _two_rates(figure, every)
    if unit == "times" and (claim.account not in RATIOS or _of_amounts(claim)):
        multiples = list(_ratios(figure, amounts, 1.0))
        if RATE.search(claim.context):
            # "영업익 감소율은 하이닉스가 약 3배 가파름": one rate of change stated above over another
            rates = [o for o in pool if o.unit == "percent" and not o.level and o.account in own]
            multiples += _ratios(figure, rates, 1.0)
        return any(_matches(claim, v, slack, gap=True) for v, slack in multiples)
    return False


def _of_amounts(claim: Claim) -> bool:
    """A multiple read with a ratio in percent named in another clause is of amounts: "OPM 1%대에 불과했는데,
    2023년엔 6조 6,710억원까지 약 10배로" — not "하이닉스 OPM은 카카오의 약 6배" (of the ratios)."""
    context, figure = claim.context, claim.figure
    if RATIOS[claim.account or ""][2] != 100.0 or context[figure.start : figure.end] != figure.text:
        return False
    clause = max((m.end() for m in CLAUSE_BREAK.finditer(context, 0, figure.start)), default=0)
    return not any(m.value in RATIOS for m in account_marks(context[clause : figure.start]))


def _related(claim: Claim, asked: str | None) -> set[str]:
    """The accounts a figure's words speak of (a ratio's with its inputs)."""
    own = {claim.account, *claim.other_accounts, *claim.named, *claim.carried, *claim.history[:1], asked}
    own |= {a for ratio in list(own) if ratio in RATIOS for a in (*RATIOS[ratio][0], *RATIOS[ratio][1])}
    return {a for a in own if a is not None}


def _own(claim: Claim, asked: str | None) -> set[str]:
    """The figure's own account (with those listed with it), or with none the one its paragraph or the
    question speaks of: what a difference, sum, mean or restatement of it is of."""
    if claim.account is not None:
        return {claim.account, *claim.other_accounts}
    return {a for a in (*claim.carried, *claim.history[:1], asked) if a is not None}


def _years(claim: Claim, defaults: Defaults) -> frozenset[int]:
    """The years the figure's sentence names, with its own and the year the answer (or the paragraph) is
    about: what the operands of a share, ratio or change may be of; none named, any."""
    named = {int(m.value) for m in year_marks(claim.context)}
    own = {y for y in (claim.year, *claim.bases) if y is not None}
    if not (named or own):
        return frozenset()
    return frozenset(named | own | {y for y in (claim.anchor, defaults.year) if y is not None})


#: "자본의", "매출 대비", "영업이익보다": the account a share or multiple is of
_OF = re.compile(r"\s*(?:의|대비|보다|에 비해)")


def _base(claim: Claim) -> str | None:
    """The account named right before "의"/"대비" nearest before the figure, in its sentence."""
    context, text = claim.context, claim.figure.text
    end = context.find(text)
    marks = [m for m in account_marks(context[: max(end, 0)]) if _OF.match(context, m.end)]
    return marks[-1].value if marks else None


def _gaps(figure: Target, amounts: list[Operand]) -> Iterator[tuple[float, float, bool]]:
    """The difference of two amounts (or percentages) of one account and kind, of the years the figure
    allows, one of them of the company its words name, if they name one ("네이버가 현대차보다 9.3%p 높음" is
    no gap of two others'): between two periods the later less the earlier, which a word of direction must
    agree with (``True``), ending in a year the figure allows; else either way, of a year it allows."""
    claim = figure.claim
    for a, b in combinations(amounts, 2):
        if a.account != b.account or a.level != b.level:
            continue
        if claim.company is not None and claim.company not in (
            a.company or claim.company,
            b.company or claim.company,
        ):
            continue
        if claim.rivals and not _both_named(claim, a, b):
            continue  # between the two companies its sentence sets against each other, not a third
        timed = a.period is not None and b.period is not None and a.period != b.period
        early, late = (b, a) if timed and a.period and b.period and a.period > b.period else (a, b)
        # a change is of the year it ends in ("2022년 +44.9조": from 2021); a gap within a period, of that one
        if not of_years(figure, *((late,) if timed else (a, b))):
            continue
        yield late.value - early.value, (a.precision + b.precision) / 2, timed
        if early.unit == "percent":  # of the percentages as written, or of the values they round
            yield late.exact - early.exact, 0.0, timed


#: "두 증가율 격차", "두 성장률의 차이": the gap between two rates of change of different accounts
_TWO_RATES = re.compile(r"(?:두|둘의?)\s*(?:증가율|성장률|증감률|감소율|상승률|하락률)")


def _two_rates(figure: Target, pool: list[Operand]) -> bool:
    """ "2024년엔 두 증가율 격차가 0.3%p 수준으로" under a table of 매출 YoY +4.2% and 영업비용 YoY +4.4%: the gap of
    two rates of one period (and company) stated above — to the rounding of the two, said as approximate."""
    claim = figure.claim
    if claim.account is not None or not _TWO_RATES.search(claim.context) or not _approximate(claim):
        return False
    rates = [o for o in pool if o.unit == "percent" and not o.level and of_years(figure, o)]
    allowed = claim.figure.precision / 2 * (1 + 1e-9)
    return any(
        abs(abs(a.value - b.value) - claim.figure.value) <= allowed + (a.precision + b.precision) / 2
        for a, b in combinations(rates, 2)
        if a.account != b.account and a.period == b.period and a.company == b.company
    )


def _both_named(claim: Claim, *operands: Operand) -> bool:
    """Whether the sentence names each operand's company (by any name it may be called)."""
    companies = {o.company for o in operands if o.company}
    names = company_names(companies)
    return all(any(n in claim.context for n, c in names.items() if c == company) for company in companies)


def _either(claim: Claim, timed: bool) -> bool:
    """Whether a difference may be read either way: one between two companies (or bases), or one between two
    periods that no word of direction says rose or fell."""
    return not timed or resolved(claim.direction, claim.account) not in ("up", "down")


def _aggregates(claim: Claim, amounts: list[Operand]) -> Iterator[tuple[float, float]]:
    """In a sentence of a total or an average, the sum or mean of the list (or column) above it."""
    totalled = any(word in claim.context for word in TOTAL_WORDS) or "누적" in claim.context
    averaged = _averaged(claim)
    if not (totalled or averaged):
        return
    for run in _lists(claim, amounts):
        slack = sum(o.precision for o in run) / 2
        if totalled:
            yield sum(o.value for o in run), slack
        if averaged:
            yield sum(o.value for o in run) / len(run), slack / len(run)


def _means(claim: Claim, percents: list[Operand]) -> Iterator[tuple[float, float]]:
    for run in _lists(claim, percents):
        yield sum(o.value for o in run) / len(run), sum(o.precision for o in run) / 2 / len(run)


def _lists(claim: Claim, operands: list[Operand]) -> Iterator[list[Operand]]:
    """The lists (or table columns) above the figure's line: runs of two or more operands one after
    another of one unit, account and kind — the whole run, or its last ``span`` ("3년 평균")."""
    runs: list[list[Operand]] = []
    for listed in (o for o in operands if o.line < claim.line):
        if runs and runs[-1][-1][2:5] == listed[2:5]:
            runs[-1].append(listed)
        else:
            runs.append([listed])
    for run in runs:
        if len(run) >= 2:
            yield run
        if claim.span and 2 <= claim.span < len(run):
            yield run[-claim.span :]


def _shares(figure: Target, amounts: list[Operand]) -> Iterator[tuple[float, float]]:
    """One amount's share of a larger one of the same company — not a rate of change (nor a figure
    signed as one), nor a ratio the figure names (a catalogue ratio: its tool values decide it)."""
    claim = figure.claim
    if claim.rate or claim.account in RATIOS or claim.figure.text.lstrip("*").startswith("+"):
        return
    for value, slack in _ratios(figure, amounts, 100.0, share=True):
        if abs(value) <= 100.0 + slack:
            yield value, slack


def _ratios(
    figure: Target, amounts: list[Operand], scale: float, *, share: bool = False
) -> Iterator[tuple[float, float]]:
    """One amount over another of the same kind and of the years the figure allows, one of them of the
    figure's company where it names one, the way round its
    sentence puts them (``orientation``: "삼성전자 매출은 현대차 매출의 1.48배"; where it does not say, the later
    over the earlier, else a share of the larger, a multiple of the smaller); for a share, of one company
    and of one period unless its sentence names both."""
    claim = figure.claim
    for top, bottom in permutations(amounts, 2):
        if not (top.value and bottom.value) or top.level != bottom.level or not of_years(figure, top, bottom):
            continue
        if claim.company is not None and claim.company not in (top.company or claim.company, bottom.company):
            continue  # of the company its words name, over or under another
        if figure.base is not None and top.account != bottom.account and bottom.account != figure.base:
            continue  # "평균 자산이 평균 자본의 1.73배": 자본 is the base
        if share and not _one_entity(figure, top, bottom):
            continue
        if _crossed(figure, top, bottom, amounts):
            continue  # two companies of two years, where the sentence does not name both years
        if not held(claim, _side(claim, top), _side(claim, bottom), (top.value, bottom.value), share=share):
            continue
        ratio = top.value / bottom.value
        error = abs(ratio) * (top.precision / 2 / abs(top.value) + bottom.precision / 2 / abs(bottom.value))
        yield ratio * scale, error * scale


def _side(claim: Claim, operand: Operand) -> Side:
    """An operand as a side of a quotient: where the figure's sentence writes it, if it does."""
    year, quarter = operand.period or (None, None)
    span = operand.span if operand.context == claim.context else None
    return Side(operand.company, year, None if quarter == 5 else quarter, None, operand.account, span)


def _crossed(figure: Target, top: Operand, bottom: Operand, amounts: list[Operand]) -> bool:
    """Two companies' values of two different years, where the figure's sentence does not name both years and
    the lines above hold other years of them: "2023년 삼성전자 매출은 2024년 현대차 매출의 1.48배" names them (and
    one value of each above is what the writer sets side by side); "하이닉스가 약 3배" under a table of years is
    of one year."""
    if not (top.company and bottom.company and top.company != bottom.company):
        return False
    if not (top.period and bottom.period and top.period[0] != bottom.period[0]):
        return False
    named = {int(m.value) for m in year_marks(figure.claim.context)}
    if {top.period[0], bottom.period[0]} <= named:
        return False
    return any(
        sum(o.company == side.company and o.account == side.account for o in amounts) > 1
        for side in (top, bottom)
    )


def _one_entity(figure: Target, top: Operand, bottom: Operand) -> bool:
    if top.company and bottom.company and top.company != bottom.company:
        return False
    if top.period and bottom.period and top.period != bottom.period:
        if top.period[0] == bottom.period[0] and "분기" in figure.claim.context:
            return True  # "1~3분기의 분기 평균 영업이익(약 8.74조원)과 비교해도 4분기는 그 74%": quarters of a year
        named = {int(m.value) for m in year_marks(figure.claim.context)}
        return {top.period[0], bottom.period[0]} <= named
    return True


def _averaged(claim: Claim) -> bool:
    return _AVERAGE.search(claim.context) is not None


def _approximate(claim: Claim) -> bool:
    context, text = claim.context, claim.figure.text
    start = context.find(text)
    if start < 0:
        return False
    return bool(
        _APPROXIMATE_BEFORE.search(context, 0, start) or _APPROXIMATE_AFTER.match(context, start + len(text))
    )


def _restates(claim: Claim, pool: list[Operand]) -> bool:
    """ "약 13.0%" above, "13% 수준" here: a more precise figure of its unit, account and company (a level
    unless the figure's sentence speaks of a change), rounded to the digits it shows."""
    figure = claim.figure
    slack = figure.precision / 2 + 1e-9 * max(abs(figure.value), 1.0)
    return any(
        o.unit == figure.unit
        and o.precision < figure.precision
        and (o.level or claim.change)
        and (claim.company is None or o.company in (None, claim.company))
        and abs(o.value - figure.value) <= slack
        for o in pool
    )


def _matches(claim: Claim, value: float, slack: float, *, gap: bool = False) -> bool:
    """Equal to the figure as written, within the rounding of both. A figure with a sign must agree with
    it (and with the word of direction after it); one without takes its sign from a word of direction
    ("많았어요", "줄어"), or, with none, is positive — a ``gap`` (a difference, a multiple) may be either way."""
    figure = claim.figure
    if slack > abs(figure.value) * _LEAST_SIGNIFICANT:
        return False  # the figures it would be computed from are too rounded to give it
    allowed = (slack + figure.precision / 2) * (1 + 1e-9) + 1e-9
    direction = resolved(claim.direction, claim.account)
    if figure.signed or figure.value < 0:
        if direction in ("up", "down") and (direction == "up") == (figure.value < 0):
            return False  # "−9.2조원 더 많습니다": the sign and the word disagree
        return abs(value - figure.value) <= allowed
    if gap:
        return abs(abs(value) - figure.value) <= allowed
    wanted = -figure.value if direction in ("down", "loss") else figure.value
    return abs(value - wanted) <= allowed
