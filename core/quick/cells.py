"""One metric of one company for one period, worked out from filings and worded: a ``Cell``.

Amounts keep the sign of the filing and are worded as losses where they are (영업손실 7.73조원);
ratios show their inputs; growth off a loss is worded (흑자전환), never a misleading percentage.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.data.companies.resolver import Company
from core.figures.lookup import FigureLookup, Found, Source
from core.finance import ratios
from core.finance.basis import FS_NAMES, FsDiv
from core.finance.concepts import CONCEPTS
from core.finance.krw import (
    MINUS,
    amount_change,
    change_phrase,
    format_krw,
    format_pct,
    format_won,
    profit_phrase,
)
from core.finance.periods import FiscalPeriod
from core.quick import wording
from core.quick.model import METRICS, Metric
from core.quick.signs import LOSS_LABELS, amount_text, signed_change, signed_points


@dataclass(frozen=True, slots=True)
class Period:
    """A fiscal year (``quarter`` 4, ``ytd`` False) or a quarter of one."""

    year: int
    quarter: int = 4
    ytd: bool = False
    quarterly: bool = False  # asked as a quarter: "4분기" is the annual less nine months, not FY

    @property
    def label(self) -> str:
        """FY2023, 2024년 3분기, 2024년 3분기 누적."""
        if not self.quarterly and self.quarter == 4:
            return f"FY{self.year}"
        return f"{self.year}년 {self.quarter}분기" + (" 누적" if self.ytd else "")

    @property
    def key(self) -> str:
        """FY2023 or 2024Q3: the period part of ``QuickAnswer.figures`` keys."""
        return f"FY{self.year}" if not self.quarterly and self.quarter == 4 else f"{self.year}Q{self.quarter}"

    @property
    def annual(self) -> bool:
        """True for a fiscal year."""
        return self.quarter == 4 and not self.quarterly

    def before(self) -> Period:
        """The period a year earlier (the comparison for YoY)."""
        return Period(self.year - 1, self.quarter, self.ytd, self.quarterly)


@dataclass(frozen=True, slots=True)
class Cell:
    """A metric's value for one company and period: table text, a sentence, figures and sources."""

    company: Company
    metric: str
    period: Period
    value: int | float | None
    short: str
    line: str
    basis: str = ""
    figures: dict[str, int | float] = field(default_factory=dict)
    sources: tuple[Source, ...] = ()
    inputs: dict[str, str] = field(default_factory=dict)  # input concept → table text
    known: bool = False  # no value, but that is a fact about the filing (not on its face, 자본잠식)

    @property
    def ok(self) -> bool:
        """True when the value was found."""
        return self.value is not None


def missing_cell(
    filings: FigureLookup, company: Company, metric: Metric, period: Period, basis: FsDiv | None = None
) -> Cell:
    not_yet = not FiscalPeriod(period.year, period.quarter).is_filed(filings.today)
    shown = FS_NAMES[basis] if basis else ""  # a basis asked for and not found is said by name
    what = f"{period.label} {metric.label}" + (f"({shown})" if shown else "")
    line = wording.missing(company.name, what, offline=filings.offline, not_yet=not_yet)
    return Cell(company, metric.key, period, None, "—", line, shown)


async def cell(
    filings: FigureLookup,
    company: Company,
    key: str,
    period: Period,
    basis: FsDiv | None,
    *,
    moved: bool = False,
) -> Cell:
    """Work out ``key`` (a ``METRICS`` key) for ``company`` in ``period``; ``moved``: the question asks
    how much it moved, so an amount's change is given in won as well as in percent. A dividend is worked
    out by ``core.quick.dividends`` (``figure_cell`` in ``core.quick.worked`` chooses)."""
    metric = METRICS[key]
    if basis == "OFS" and _owners_share(metric):
        return _only_consolidated(company, metric, period)
    if period.annual:
        args = (company.corp_code, company.name, period.year, metric.concepts, basis)
        found = None
        if metric.kind == "growth" or moved:  # both years from one filing, where one has them
            found = await filings.annual(*args, compared=True)
        found = found or await filings.annual(*args)
    else:
        found = await filings.quarter(
            company.corp_code, company.name, period.year, period.quarter, metric.concepts, basis
        )
    if found is None:
        on_face = metric.kind in ("line", "per_share")  # full statements read: say what they lack
        full = await filings.has_full(company.corp_code, period.year, basis) if on_face else None
        if full is not None and full.fs_div == "OFS" and _owners_share(metric):
            return _only_consolidated(company, metric, period)  # no 연결재무제표: no owners' split
        if full is not None:
            adjusted = key == "depreciation"  # a non-cash line summed into the CF's 조정
            line = wording.not_on_face(company.name, metric.label, period.label, cash_flow=adjusted)
            return Cell(company, key, period, None, "—", line, known=True)
        return missing_cell(filings, company, metric, period, basis)
    if any(v is None for v in _pick(found, period)[0].values()):  # e.g. no year-to-date column
        return missing_cell(filings, company, metric, period, basis)
    return _worked(company, metric, period, found, moved=moved)


def _owners_share(metric: Metric) -> bool:
    """A figure only consolidated statements split out (지배주주순이익): a separate one never stands in."""
    return any(CONCEPTS[c].consolidated for c in metric.concepts)


def _only_consolidated(company: Company, metric: Metric, period: Period) -> Cell:
    line = wording.only_consolidated(company.name, metric.label, period.label)
    return Cell(company, metric.key, period, None, "—", line, FS_NAMES["OFS"], known=True)


def _pick(found: Found, period: Period) -> tuple[dict[str, int | None], dict[str, int | None]]:
    if period.ytd:
        return dict(found.ytd), dict(found.previous_ytd)
    return dict(found.values), dict(found.previous)


def _worked(company: Company, metric: Metric, period: Period, found: Found, *, moved: bool = False) -> Cell:
    now, before = _pick(found, period)
    prefix = f"{company.name}.{period.key}."
    before_key = f"{company.name}.{period.before().key}."
    figures: dict[str, int | float] = {prefix + c: v for c, v in now.items() if v is not None}
    figures |= {before_key + c: v for c, v in before.items() if v is not None and c not in found.balances}
    if not period.annual and not period.ytd:
        figures |= {
            f"{prefix}{c}_ytd": v for c, v in found.ytd.items() if v is not None and c not in found.balances
        }
    where = f"{period.label} {found.basis}"
    if metric.kind == "ratio":
        worked = _ratio(metric, now, before, where, _ratio_before(metric, period, found), moved=moved)
    elif metric.kind == "growth":
        worked = _growth(metric, now, before, period, found.basis, metric.concepts[0] in found.balances)
    else:
        worked = _amount(metric, now, before, period, found, moved=moved)
    value = worked.value
    if value is not None and metric.kind in ("ratio", "growth"):
        figures[prefix + metric.key] = value
    if worked.previous is not None:
        figures[f"{prefix}{metric.key}_before"] = worked.previous
    line, to_date = worked.line, _to_date(metric, period, found)
    if to_date is not None:  # "9월 말 기준 영업이익률" may mean either: both are said
        figures[f"{prefix}{metric.key}_ytd"] = to_date
        line += f" · 누적(1~{period.quarter}분기) {format_pct(to_date, signed=metric.kind == 'growth')}"
    short = worked.words or _short(metric, value)
    return Cell(
        company,
        metric.key,
        period,
        value,
        short,
        line,
        found.basis,
        figures,
        found.sources,
        worked.inputs,
        known=value is None,
    )


def _to_date(metric: Metric, period: Period, found: Found) -> float | None:
    """A quarter's ratio or growth of flows over the year to date as well, as an amount shows its 누적
    beside its three months; ``None`` for a year, a year to date, the first quarter or balances only."""
    flows = [c for c in metric.concepts if c not in found.balances]
    if (
        period.annual
        or period.ytd
        or period.quarter == 1
        or not flows
        or metric.kind not in ("ratio", "growth")
    ):
        return None
    ytd, prior = dict(found.ytd), dict(found.previous_ytd)
    if metric.kind == "ratio":
        return None if metric.averaged else ratios.of(metric.key, ytd.get)
    concept = metric.concepts[0]
    now = ytd.get(concept)
    if now is not None and now < 0 and concept in LOSS_LABELS:
        return None  # into a loss: 적자전환, not a rate
    return ratios.growth(now, prior.get(concept))


@dataclass(frozen=True, slots=True)
class _Worked:
    value: int | float | None
    line: str
    inputs: dict[str, str] = field(default_factory=dict)
    words: str = ""  # table text when there is no number (흑자전환)
    previous: float | None = None  # a ratio's value in the period it is shown beside (전년, 전기말)


def _short(metric: Metric, value: int | float | None) -> str:
    if metric.kind == "ratio":
        return format_pct(value)
    if metric.kind == "growth":
        return format_pct(value, signed=True)
    if metric.kind == "per_share":
        return format_won(value)
    return format_krw(value)


def _compared(period: Period, found: Found, concept: str) -> str:
    if concept in found.balances:
        return "전기말" if not period.annual else f"전년({period.before().label})"
    return "전년 동기" if not period.annual else f"전년({period.before().label})"


def _amount(
    metric: Metric,
    now: dict[str, int | None],
    before: dict[str, int | None],
    period: Period,
    found: Found,
    *,
    moved: bool = False,
) -> _Worked:
    concept = metric.concepts[0]
    value, previous = now[concept], before.get(concept)
    if metric.kind == "per_share":
        text, previous_text = format_won(value), format_won(previous)
        head = f"{metric.label} {text}"
    else:
        text, previous_text = amount_text(concept, value), amount_text(concept, previous)
        head = profit_phrase(metric.label, value) if concept in LOSS_LABELS else f"{metric.label} {text}"
        if (
            concept in LOSS_LABELS
            and previous is not None
            and value is not None
            and (value < 0) != (previous < 0)
        ):
            previous_text = profit_phrase(metric.label, previous)  # 영업손실 … ← 영업이익 …
    if not period.annual:
        head += _quarter_detail(period, found, concept)
    if previous is None and moved:  # "전년 대비", "얼마나 늘었어": the change asked, not on file
        return _Worked(value, f"{head} — {_compared(period, found, concept)} 비교 수치가 없습니다")
    if previous is None:
        return _Worked(value, head)
    change = signed_change(concept, value, previous) or (
        _moved_by(value, previous) if moved and metric.kind != "per_share" else change_phrase(value, previous)
    )
    return _Worked(value, f"{head} — {_compared(period, found, concept)} {previous_text} 대비 {change}")


def _moved_by(value: int | None, previous: int) -> str:
    """How far an amount moved, asked ("얼마나 늘었어", "얼마나 개선됐어"): the change in won as well,
    also across a loss (흑자전환(+31.20조원), 적자지속(적자폭 축소)(+1.65조원))."""
    change = amount_change(value, previous)
    if value is None or change != change_phrase(value, previous) or change in ("비교 불가", "변동 없음"):
        return change  # the amount is in it already, or there is no change to give
    return f"{change}({'+' if value > previous else MINUS}{format_krw(abs(value - previous))})"


def _quarter_detail(period: Period, found: Found, concept: str) -> str:
    if concept in found.balances:
        return f" ({period.quarter}분기말)"
    if period.ytd:
        return f" (1~{period.quarter}분기)"
    total = found.ytd.get(concept)
    return " (3개월)" + (f" · 누적 {amount_text(concept, total)}" if total is not None else "")


def _ratio_before(metric: Metric, period: Period, found: Found) -> str | None:
    """What the ratio beside this one is: last year's for a year; for a quarter, the same quarter a year
    before (flows) or the last year-end (balances: a quarterly report's prior column); none for a mix."""
    if period.annual:
        return "전년"
    held = {concept in found.balances for concept in metric.concepts}
    return None if len(held) > 1 else "전기말" if held == {True} else "전년 동기"


def _ratio(
    metric: Metric,
    now: dict[str, int | None],
    before: dict[str, int | None],
    where: str,
    compared: str | None,
    *,
    moved: bool = False,
) -> _Worked:
    """``moved``: the change is asked ("전년 대비"); a ratio beside not on file (or not worked out) is said."""
    top, base = metric.concepts
    inputs = {c: format_krw(now[c]) for c in metric.concepts}
    if metric.averaged:  # ROE, ROA: over the mean of the opening and closing balance, said which
        closing, opening = now[base], before.get(base)
        value, previous = ratios.of(metric.key, now.get, before.get), None
        earned, named = profit_phrase(METRICS[top].label, now[top]), METRICS[base].label
        if opening is None or closing is None:
            detail = f"{earned} ÷ 기말 {named} {format_krw(closing)}"
        else:
            detail = (
                f"{earned} ÷ 평균 {named} {format_krw((closing + opening) / 2)}"
                f" [({format_krw(closing)} + {format_krw(opening)}) ÷ 2]"
            )
    else:
        value, previous = ratios.of(metric.key, now.get), ratios.of(metric.key, before.get)
        detail = (
            f"{profit_phrase(METRICS[top].label, now[top])} ÷ {METRICS[base].label} {format_krw(now[base])}"
        )
    if value is None:
        return _Worked(None, f"{metric.label}: {wording.no_ratio(metric.key)} ({detail}, {where})", inputs)
    line = f"{metric.label} {format_pct(value)} ({detail}, {where})"
    if previous is not None and compared is not None:  # "YoY": the %p move
        line += f" · {compared} {format_pct(previous)}({signed_points(value - previous)})"
        return _Worked(value, line, inputs, previous=previous)
    if moved and metric.averaged:
        line += " · 전년 대비 변화는 계산하지 않았습니다"
    elif moved and compared is not None:
        line += f" · {compared} 비교 수치가 없습니다"
    return _Worked(value, line, inputs)


def _growth(
    metric: Metric,
    now: dict[str, int | None],
    before: dict[str, int | None],
    period: Period,
    basis: str,
    balance: bool = False,
) -> _Worked:
    """``balance``: a quarter's balance is set against the last year-end (전기말), never the same quarter a year
    before, as the report's prior column holds ("2023년 3분기 455.91조원" was FY2023's year-end)."""
    concept = metric.concepts[0]
    value, previous = now[concept], before.get(concept)
    at_end = balance and not period.annual
    earlier = f"FY{period.year - 1} 말" if at_end else period.before().label
    if previous is None:
        return _Worked(None, f"{metric.label}: {earlier} 비교 수치가 없습니다.")
    growth = ratios.growth(value, previous)
    per_share = METRICS[concept].kind == "per_share"  # EPS: in won a share ("−1만원" was written), a loss
    if growth is not None and value is not None and value < 0 and (concept in LOSS_LABELS or per_share):
        growth = None  # profit to loss: 적자전환, not "−213.5%" (EPS 3,242원 → −13,244원 was "−508.5%")
    shown = format_won if per_share else lambda v: amount_text(concept, v)
    span = f"{earlier} {shown(previous)} → {period.label}{'말' if at_end else ''} {shown(value)}, {basis}"
    yoy = "" if period.annual else "(전기말 대비) " if at_end else "(전년 동기 대비) "
    if growth is None:
        words = change_phrase(value, previous)
        return _Worked(None, f"{metric.label} {yoy}{words} ({span})", words=words)
    return _Worked(growth, f"{metric.label} {yoy}{format_pct(growth, signed=True)} ({span})")
