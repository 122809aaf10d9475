"""Two holders of one company set against each other, from its 최대주주 현황 (``core.quick.asked_holders`` reads the
question): both holders' rows, then which holds more, how many common shares more, or the multiple of their common
shares (their stakes' too). A holder not in the table is said, and nothing is computed for it."""

from __future__ import annotations

from dataclasses import dataclass

from core.data.companies.name_policy import with_particle
from core.figures import holdings as tables
from core.figures.holdings import Holder
from core.figures.lookup import FigureLookup, Source
from core.quick import wording
from core.quick.cells import Period
from core.quick.model import QuickAnswer, QuickQuery
from core.quick.tables import source_line

__all__ = ["Against", "both_holders", "holder_line", "set_against", "two_holders_answer"]

_COMMON = "보통주"


Stake = tuple[tuple[Holder, ...], Holder | None, Source]


async def both_holders(
    query: QuickQuery, filings: FigureLookup, years: list[int]
) -> tuple[int, Stake, Stake] | None:
    """The first of ``years`` whose 최대주주 현황 of the company held (``query.companies[2]``) is on file, with the two
    holders' rows in it (``holdings.stake_of``: none when a holder is not in it)."""
    first, second, issuer = query.companies
    for year in years:
        a = await tables.stake_of(filings, issuer.corp_code, issuer.name, year, first.name)
        b = await tables.stake_of(filings, issuer.corp_code, issuer.name, year, second.name)
        if a is not None and b is not None:
            return year, a, b
    return None


async def two_holders_answer(query: QuickQuery, filings: FigureLookup, years: list[int]) -> QuickAnswer:
    """``query.companies``: the holder asked about, the base holder, the company held; ``difference``: how many
    shares more, ``times``: a multiple, neither: which holds more."""
    first, second, issuer = query.companies
    found = await both_holders(query, filings, years)
    if found is not None:
        year, a, b = found
        period = Period(year)
        lines = [f"**{issuer.name} · {period.label} 최대주주 현황 (사업보고서)**", ""]
        if year != years[0]:
            lines += [wording.fallback(Period(years[0]).label, period.label, offline=filings.offline), ""]
        figures: dict[str, int | float] = {}
        common: list[Holder] = []
        for holder, (rows, largest, _) in ((first, a), (second, b)):
            if not rows:
                lines.append(
                    f"- {issuer.name} 최대주주 현황(최대주주와 특수관계인)에 {wording.topic(holder.name)} 없습니다."
                )
            for row in rows:
                lines.append(holder_line(row, largest, issuer.name, period, holder.name, figures))
            common += [r for r in rows if r.kind == _COMMON][:1]
        lines.append(_against(query, common, figures, issuer.name, period))
        cited, links = source_line([a[2]])
        lines += ["", cited] if cited else []
        return QuickAnswer("\n".join(line for line in lines if line is not None) + "\n", links, figures)
    said = [wording.missing(issuer.name, f"FY{years[0]} 최대주주 현황", offline=filings.offline)]
    return QuickAnswer("\n\n".join(said) + "\n")


@dataclass(frozen=True)
class Against:
    """Two holders' common shares set against each other: ``kind`` is what the question asked — ``times`` (the
    first's multiple of the second's), ``gap`` (the first's less the second's), ``same`` or ``order`` (which
    holds more) — and ``value`` the figure, recorded under ``key`` in the answer's figures."""

    kind: str
    one: Holder
    other: Holder
    mine: int
    theirs: int
    value: float


def set_against(
    query: QuickQuery, common: list[Holder], figures: dict[str, int | float], issuer: str, period: Period
) -> Against | None:
    """The first holder's common shares against the second's, as the question asks (None when either has none);
    the figure a wording states is recorded in ``figures`` under the key the checker looks for."""
    if len(common) != 2:
        return None
    one, other = common
    mine, theirs = one.shares, other.shares
    if mine is None or theirs is None or theirs <= 0:
        return None
    key = f"{issuer}.{period.key}.{one.name}/{other.name}"
    if query.times:
        figures[key + ".times"] = mine / theirs
        return Against("times", one, other, mine, theirs, mine / theirs)
    if query.difference:
        figures[key + ".gap"] = mine - theirs
        return Against("gap", one, other, mine, theirs, mine - theirs)
    return Against("same" if mine == theirs else "order", one, other, mine, theirs, 0)


def _against(
    query: QuickQuery, common: list[Holder], figures: dict[str, int | float], issuer: str, period: Period
) -> str:
    """The line setting the first holder's common shares against the second's."""
    against = set_against(query, common, figures, issuer, period)
    if against is None:
        return "- 두 주주의 보통주를 함께 비교할 수 없습니다."
    one, other, mine, theirs = against.one, against.other, against.mine, against.theirs
    if against.kind == "times":
        stakes = ""
        if one.stake is not None and other.stake:
            stakes = f" · 지분율 기준 {one.stake / other.stake:.2f}배 ({_stake(one.stake)} ÷ {_stake(other.stake)})"
        return (
            f"- {one.name} 보유 보통주는 {other.name}의 {against.value:.2f}배({against.value * 100:.1f}%) "
            f"({_count(mine)} ÷ {_count(theirs)}){stakes}"
        )
    if against.kind == "gap":
        more = "많습니다" if mine >= theirs else "적습니다"
        said = with_particle(one.name, "이")
        return f"- {said} {other.name}보다 보통주 {_count(abs(mine - theirs))} {more} ({period.label} 말)"
    if against.kind == "same":
        return f"- 두 주주의 보통주가 같습니다 ({_count(mine)})"
    (larger, held), (smaller, less) = sorted([(one, mine), (other, theirs)], key=lambda p: -p[1])
    # both said: "누가 더 적어" was answered with the larger holder alone
    return (
        f"- 보통주를 더 많이 가진 주주: {larger.name} ({_count(held)}) · "
        f"더 적게 가진 주주: {smaller.name} ({_count(less)})"
    )


def _count(value: int | None) -> str:
    return "—" if value is None else f"{value:,}주"


def _stake(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}%"


def holder_line(
    row: Holder,
    largest: Holder | None,
    issuer: str,
    period: Period,
    holder: str,
    figures: dict[str, int | float],
) -> str:
    """One row of the largest shareholder table as the answer states it; its share count and stake are added to
    ``figures`` under the holder's key."""
    role = "최대주주" if row == largest else row.relation or "특수관계인"
    key = f"{issuer}.{period.key}.{holder}.{row.kind}"
    figures |= {f"{key}.shares": row.shares} if row.shares is not None else {}
    figures |= {f"{key}.stake": row.stake} if row.stake is not None else {}
    return (
        f"- {row.name} ({role}) 보유 {issuer} {row.kind} {_count(row.shares)}, "
        f"지분율 {_stake(row.stake)} ({period.label} 말)"
    )
