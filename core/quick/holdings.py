"""Quick answers from the 사업보고서's holder and headcount tables: 최대주주 (its shares and stake, with its
related parties), 소액주주 (how many, their shares and stake), 발행주식수 and 직원 수 (``core.figures.holdings``
reads them)."""

from __future__ import annotations

from core.data.companies.resolver import Company
from core.figures import holdings as tables
from core.figures.lookup import FigureLookup
from core.finance.periods import latest_annual_year
from core.quick import wording
from core.quick.cells import Cell, Period, missing_cell
from core.quick.model import METRICS, QuickAnswer, QuickQuery, Staff
from core.quick.tables import source_line
from core.quick.two_holders import holder_line, two_holders_answer

_KINDS = ("보통주", "우선주")


def holder_metrics(metrics: tuple[str, ...], companies: int) -> tuple[str, ...]:
    """지분율 is the largest shareholder's stake where the question names 최대주주, or one named company's
    stake in another; else nobody's in particular (외국인, 국민연금 …: not these tables). 소액주주's line says their
    shares and stake of the whole ("소액주주 지분율", "소액주주가 가진 주식 수"): those are its, not the company's."""
    if "share_history" in metrics and (companies != 1 or len(metrics) > 1):
        return ()  # the shares one company issued and retired: never another's holding, nor beside another row
    if "minority_holders" in metrics and companies == 1:
        return tuple(m for m in metrics if m not in ("ownership", "shares"))
    if "ownership" not in metrics or companies == 2:
        return metrics
    return tuple(m for m in metrics if m != "ownership") if "largest_holder" in metrics else ()


def _count(value: int | None, unit: str) -> str:
    return "—" if value is None else f"{value:,}{unit}"


def _stake(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}%"


async def report_cell(
    filings: FigureLookup, company: Company, key: str, period: Period, *, staff: Staff | None = None
) -> Cell:
    """``key`` (largest_holder, shares or employees) of ``company`` at the end of a fiscal year; ``staff``: the
    one row of 직원 현황 asked (its division and sex)."""
    metric = METRICS[key]
    if not period.annual:
        return missing_cell(filings, company, metric, period)
    if key == "employees" and staff is not None:
        return await _staff_row(filings, company, period, staff)
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
    if key in ("minority_holders", "total_holders"):
        return await _minority(filings, company, period, key)
    if key == "authorized_shares":
        return await _authorized(filings, company, period)
    if key == "shares":
        return await _issued(filings, company, period)
    if key == "share_history":
        return await _history(filings, company, period)
    counted = await tables.headcount(*args)
    if counted is None:
        return missing_cell(filings, company, metric, period)
    if counted.total is None:
        divisions = ", ".join(counted.divisions) or "사업부문"
        line = (
            f"{company.name} {period.label} 직원 현황에는 사업부문별 인원({divisions})만 있고 회사 전체 합계가 "
            "없어 직원 수를 답할 수 없습니다 (사업부문 인원은 회사 전체 직원 수가 아닙니다)."
        )
        return Cell(company, key, period, None, "—", line, "", {}, (counted.source,), known=True)
    line = f"직원 수 {_count(counted.total, '명')} ({period.label} 말, 직원 현황 합계)"
    counts: dict[str, int | float] = {prefix + "employees": counted.total}
    return Cell(
        company, key, period, counted.total, _count(counted.total, "명"), line, "", counts, (counted.source,)
    )


async def _staff_row(filings: FigureLookup, company: Company, period: Period, staff: Staff) -> Cell:
    """The one row of 직원 현황 that is exactly the division and sex asked (no division: the company's 합계 row)."""
    found = await tables.staff_rows(filings, company.corp_code, company.name, period.year)
    if found is None:
        return missing_cell(filings, company, METRICS["employees"], period)
    rows, source = found
    division = [r for r in rows if _same(r.division, staff.division)]
    matched = [r for r in division if _same(r.sex, staff.sex) and r.total is not None]
    said = " ".join(
        [
            f"{staff.division}부문" if staff.division else "전체",
            f"{staff.sex}자" if staff.sex else "남녀 합계",
        ]
    )
    if len(matched) != 1 or matched[0].total is None:
        line = f"{company.name} {period.label} 직원 현황에 {said} 직원 행이 없어 답할 수 없습니다."
        return Cell(company, "employees", period, None, "—", line, "", {}, (source,), known=True)
    total = matched[0].total
    line = f"{said} 직원 {_count(total, '명')} ({period.label} 말, 직원 현황의 사업부문·성별 행)"
    figures: dict[str, int | float] = {f"{company.name}.{period.key}.employees.{said}": total}
    return Cell(company, "employees", period, total, _count(total, "명"), line, "", figures, (source,))


def _same(filed: str | None, asked: str | None) -> bool:
    """A filed division or sex is the one asked (``None`` asked: the whole, 합계/계/전체 or blank)."""
    word = (filed or "").replace(" ", "").upper()
    return word in ("", "-", "합계", "계", "전체", "총계") if asked is None else word == asked.upper()


async def _issued(filings: FigureLookup, company: Company, period: Period) -> Cell:
    """주식의 총수: issued, treasury and outstanding shares by kind of share."""
    args = (filings, company.corp_code, company.name, period.year)
    prefix = f"{company.name}.{period.key}."
    counted = await tables.shares(*args)
    if counted is None:
        return missing_cell(filings, company, METRICS["shares"], period)
    kinds = [k for k in _KINDS if k in counted.issued] or list(counted.issued)
    issued = " · ".join(f"{k} {_count(counted.issued[k], '주')}" for k in kinds)
    line = f"발행주식 총수 {issued} ({period.label} 말)"
    outstanding = [f"{k} {_count(counted.outstanding[k], '주')}" for k in kinds if k in counted.outstanding]
    treasury = [f"{k} {_count(counted.treasury[k], '주')}" for k in kinds if k in counted.treasury]
    if treasury:
        line += " · 자기주식 " + " · ".join(treasury)
    if outstanding:
        line += " · 유통주식 " + " · ".join(outstanding)
    figures: dict[str, int | float] = {f"{prefix}shares_{k}": v for k, v in counted.issued.items()}
    value = counted.issued.get("보통주", next(iter(counted.issued.values())))
    return Cell(company, "shares", period, value, _count(value, "주"), line, "", figures, (counted.source,))


async def _history(filings: FigureLookup, company: Company, period: Period) -> Cell:
    """주식의 총수's history by kind of share: issued since founding, decreased since (of which 이익소각), issued now."""
    counted = await tables.shares(filings, company.corp_code, company.name, period.year)
    if counted is None or not counted.issued_to_date:
        return missing_cell(filings, company, METRICS["share_history"], period)
    kinds = [k for k in _KINDS if k in counted.issued_to_date] or list(counted.issued_to_date)
    parts = []
    for k in kinds:
        said = f"{k}: 현재까지 발행한 주식 {_count(counted.issued_to_date[k], '주')}"
        said += f" · 현재까지 감소한 주식 {_count(counted.decreased_to_date.get(k), '주')}"
        said += f" (이익소각 {_count(counted.retired.get(k), '주')})" if k in counted.retired else ""
        parts.append(said + f" · 발행주식의 총수 {_count(counted.issued.get(k), '주')}")
    line = "주식의 총수 현황 — " + " / ".join(parts) + f" ({period.label} 말)"
    prefix = f"{company.name}.{period.key}.share_history_"
    figures: dict[str, int | float] = {}
    for label, row in (("issued_to_date", counted.issued_to_date), ("decreased", counted.decreased_to_date)):
        figures |= {f"{prefix}{label}_{k}": v for k, v in row.items()}
    figures |= {f"{prefix}retired_{k}": v for k, v in counted.retired.items()}
    value = counted.issued_to_date[kinds[0]]
    return Cell(
        company, "share_history", period, value, _count(value, "주"), line, "", figures, (counted.source,)
    )


async def _authorized(filings: FigureLookup, company: Company, period: Period) -> Cell:
    """주식의 총수's 발행할 주식의 총수 (what the articles of incorporation allow), by kind of share as filed."""
    counted = await tables.shares(filings, company.corp_code, company.name, period.year)
    if counted is None or not counted.authorized:
        return missing_cell(filings, company, METRICS["authorized_shares"], period)
    kinds = [k for k in (*_KINDS, "합계") if k in counted.authorized] or list(counted.authorized)
    said = " · ".join(f"{k} {_count(counted.authorized[k], '주')}" for k in kinds)
    line = f"발행할 주식의 총수(정관) {said} ({period.label} 말)"
    prefix = f"{company.name}.{period.key}.authorized_shares_"
    figures: dict[str, int | float] = {prefix + k: v for k, v in counted.authorized.items()}
    value = counted.authorized[kinds[0]]
    return Cell(
        company, "authorized_shares", period, value, _count(value, "주"), line, "", figures, (counted.source,)
    )


async def _minority(filings: FigureLookup, company: Company, period: Period, key: str) -> Cell:
    """소액주주 현황's row: holders (of all holders), their shares and stake (of the shares in issue); or, asked for
    ``total_holders``, the table's 총 주주수 alone."""
    found = await tables.minority(filings, company.corp_code, company.name, period.year)
    if found is None:
        return missing_cell(filings, company, METRICS[key], period)
    row, prefix = found.row, f"{company.name}.{period.key}."
    if key == "total_holders":
        if row.all_holders is None:
            return missing_cell(filings, company, METRICS[key], period)
        line = f"전체 주주 {_count(row.all_holders, '명')} ({period.label} 말, 소액주주 현황의 총 주주수)"
        counted: dict[str, int | float] = {prefix + "total_holders": row.all_holders}
        short = _count(row.all_holders, "명")
        return Cell(company, key, period, row.all_holders, short, line, "", counted, (found.source,))
    line = (
        f"소액주주 {_count(row.holders, '명')} (전체 주주 {_count(row.all_holders, '명')}의 {_stake(row.holders_rate)})"
        f" · 보유주식 {_count(row.shares, '주')} (발행주식 {_count(row.all_shares, '주')}의 {_stake(row.shares_rate)})"
        f" ({period.label} 말)"
    )
    said = {"minority_holders": row.holders, "minority_shares": row.shares, "minority_stake": row.shares_rate}
    figures = {prefix + k: v for k, v in said.items() if v is not None}
    short = _count(row.holders, "명")
    return Cell(company, "minority_holders", period, row.holders, short, line, "", figures, (found.source,))


async def holding_answer(query: QuickQuery, filings: FigureLookup) -> QuickAnswer:
    """One named company's shares of the other, as the other's 최대주주 현황 lists them (the largest
    shareholder and its related parties): "삼성물산이 보유한 삼성전자 주식", "삼성전자 최대주주 삼성생명 몇 주"; or two
    holders of the third company named (``core.quick.asked_holders``)."""
    latest = latest_annual_year(filings.today)
    years = list(query.period.years[:1]) or [latest - back for back in range(3)]
    if len(query.companies) == 3:
        return await two_holders_answer(query, filings, years)
    first, second = query.companies
    for year in years:
        ways = ((first, second),) if query.directed else ((first, second), (second, first))
        for holder, issuer in ways:  # directed: the question said which company's shares are held
            found = await tables.stake_of(filings, issuer.corp_code, issuer.name, year, holder.name)
            if found is None:
                continue
            rows, largest, source = found
            period = Period(year)
            head = f"**{issuer.name} · {period.label} 최대주주 현황 (사업보고서)**"
            lines = [head, ""]
            if year != years[0]:
                lines += [wording.fallback(Period(years[0]).label, period.label, offline=filings.offline), ""]
            figures: dict[str, int | float] = {}
            for row in rows:
                lines.append(holder_line(row, largest, issuer.name, period, holder.name, figures))
            if not rows:
                lines.append(
                    f"{issuer.name} {period.label} 최대주주 현황(최대주주와 특수관계인)에 {wording.topic(holder.name)} "
                    "없습니다. 5% 이상 주주 등 다른 표는 빠른 답변이 읽지 않습니다."
                )
            elif largest is not None and largest not in rows:
                lines.append(f"- 최대주주: {largest.name} {largest.kind} 지분율 {_stake(largest.stake)}")
            cited, links = source_line([source])
            lines += ["", cited] if cited else []
            return QuickAnswer("\n".join(lines) + "\n", links, figures)
    what = f"FY{years[-1]}–FY{years[0]} 최대주주 현황" if len(years) > 1 else f"FY{years[0]} 최대주주 현황"
    looked = query.companies[1:] if query.directed else query.companies  # directed: the issuer's table only
    said = [wording.missing(c.name, what, offline=filings.offline) for c in looked]
    return QuickAnswer("\n\n".join(said) + "\n")
