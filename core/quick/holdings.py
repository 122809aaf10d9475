"""Quick answers from the 사업보고서's holder and headcount tables: 최대주주 (its shares and stake, with its
related parties), 발행주식수 and 직원 수 (``core.figures.holdings`` reads them)."""

from __future__ import annotations

from core.data.companies.resolver import Company
from core.figures import holdings as tables
from core.figures.lookup import FigureLookup
from core.quick.cells import Cell, Period, missing_cell
from core.quick.model import METRICS

_KINDS = ("보통주", "우선주")


def holder_metrics(metrics: tuple[str, ...]) -> tuple[str, ...]:
    """지분율 is the largest shareholder's stake where the question names 최대주주, else nobody's in
    particular (외국인, 국민연금 …: not these tables)."""
    if "ownership" not in metrics:
        return metrics
    return tuple(m for m in metrics if m != "ownership") if "largest_holder" in metrics else ()


def _count(value: int | None, unit: str) -> str:
    return "—" if value is None else f"{value:,}{unit}"


def _stake(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}%"


async def report_cell(filings: FigureLookup, company: Company, key: str, period: Period) -> Cell:
    """``key`` (largest_holder, shares or employees) of ``company`` at the end of a fiscal year."""
    metric = METRICS[key]
    if not period.annual:
        return missing_cell(filings, company, metric, period)
    args = (filings, company.corp_code, company.name, period.year)
    prefix = f"{company.name}.{period.key}."
    if key == "largest_holder":
        found = await tables.holders(*args)
        if found is None:
            return missing_cell(filings, company, metric, period)
        top = found.largest
        relation = f" ({top.relation})" if top.relation else ""
        line = (
            f"최대주주 {top.name}{relation} — {top.kind} {_count(top.shares, '주')}, 지분율 {_stake(top.stake)}"
            f" ({period.label} 말)"
        )
        held = {prefix + "largest_holder_shares": top.shares, prefix + "largest_holder_stake": top.stake}
        if found.group_shares is not None:
            line += f" · 특수관계인 포함 {_count(found.group_shares, '주')}, {_stake(found.group_stake)}"
            held[prefix + "related_shares"] = found.group_shares
            held[prefix + "related_stake"] = found.group_stake
        short = f"{top.name} {_stake(top.stake)}"
        kept = {k: v for k, v in held.items() if v is not None}
        return Cell(company, key, period, top.stake, short, line, "", kept, (found.source,))
    if key == "shares":
        counted = await tables.shares(*args)
        if counted is None:
            return missing_cell(filings, company, metric, period)
        kinds = [k for k in _KINDS if k in counted.issued] or list(counted.issued)
        issued = " · ".join(f"{k} {_count(counted.issued[k], '주')}" for k in kinds)
        line = f"발행주식 총수 {issued} ({period.label} 말)"
        outstanding = [
            f"{k} {_count(counted.outstanding[k], '주')}" for k in kinds if k in counted.outstanding
        ]
        treasury = [f"{k} {_count(counted.treasury[k], '주')}" for k in kinds if k in counted.treasury]
        if treasury:
            line += " · 자기주식 " + " · ".join(treasury)
        if outstanding:
            line += " · 유통주식 " + " · ".join(outstanding)
        figures: dict[str, int | float] = {f"{prefix}shares_{k}": v for k, v in counted.issued.items()}
        value = counted.issued.get("보통주", next(iter(counted.issued.values())))
        return Cell(company, key, period, value, _count(value, "주"), line, "", figures, (counted.source,))
    staff = await tables.headcount(*args)
    if staff is None:
        return missing_cell(filings, company, metric, period)
    if staff.total is None:
        divisions = ", ".join(staff.divisions) or "사업부문"
        line = (
            f"{company.name} {period.label} 직원 현황에는 사업부문별 인원({divisions})만 있고 회사 전체 합계가 "
            "없어 직원 수를 답할 수 없습니다 (사업부문 인원은 회사 전체 직원 수가 아닙니다)."
        )
        return Cell(company, key, period, None, "—", line, "", {}, (staff.source,), known=True)
    line = f"직원 수 {_count(staff.total, '명')} ({period.label} 말, 직원 현황 합계)"
    counts: dict[str, int | float] = {prefix + "employees": staff.total}
    return Cell(
        company, key, period, staff.total, _count(staff.total, "명"), line, "", counts, (staff.source,)
    )
