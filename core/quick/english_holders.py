"""One company's shares of another, and two holders of a third set against each other, in English — from the
issuer's 최대주주 현황 (the largest shareholder and its related parties), as ``core.quick.holdings`` and
``core.quick.two_holders`` answer in Korean, with the same figures (their keys come from ``holder_line``).

A holder not in the table is said, and nothing is computed for it; other tables (5% holders …) are not read.
"""

from __future__ import annotations

from core.data.companies.english import english_name
from core.data.companies.resolver import Company, CompanyIndex
from core.figures import holdings as tables
from core.figures.holdings import Holder
from core.figures.lookup import FigureLookup, Source
from core.finance.periods import latest_annual_year
from core.quick import english_words as en
from core.quick.cells import Period
from core.quick.english_register import holder_name, kind_of_share, relation
from core.quick.model import QuickAnswer, QuickQuery
from core.quick.two_holders import both_holders, holder_line, set_against

__all__ = ["holding_in_english"]

_COMMON = "보통주"


def _shares(value: int | None, kind: str = "") -> str:
    return "—" if value is None else f"{value:,} {kind_of_share(kind) + ' ' if kind else ''}shares"


def _stake(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}%"


def _name(company: Company) -> str:
    return english_name(company) or company.name


async def holding_in_english(query: QuickQuery, lookup: FigureLookup, companies: CompanyIndex) -> QuickAnswer:
    """The English answer to a holding query (two companies: the holder and the issuer; three: two holders and
    the issuer)."""
    latest = latest_annual_year(lookup.today)
    years = list(query.period.years[:1]) or [latest - back for back in range(3)]
    if len(query.companies) == 3:
        return await _two(query, lookup, years, companies)
    first, second = query.companies
    ways = ((first, second),) if query.directed else ((first, second), (second, first))
    for year in years:
        for holder, issuer in ways:
            found = await tables.stake_of(lookup, issuer.corp_code, issuer.name, year, holder.name)
            if found is None:
                continue
            rows, largest, source = found
            period = Period(year)
            lines = [f"**{_name(issuer)} · FY{year} largest shareholder table (annual report)**", ""]
            if year != years[0]:
                lines += [en.fallback(Period(years[0]), period, offline=lookup.offline), ""]
            figures: dict[str, int | float] = {}
            for row in rows:
                holder_line(
                    row, largest, issuer.name, period, holder.name, figures
                )  # the Korean answer's keys
                lines.append(_row(row, largest, issuer, year, companies))
            if not rows:
                lines.append(
                    f"{_name(holder)} is not in {en.possessive(_name(issuer))} FY{year} largest shareholder table (the largest "
                    "shareholder and its related parties); other tables, such as holders of 5% or more, are not "
                    "read by a quick answer."
                )
            elif largest is not None and largest not in rows:
                lines.append(
                    f"- Largest shareholder: {holder_name(largest.name, companies)}, "
                    f"{kind_of_share(largest.kind)} stake {_stake(largest.stake)}"
                )
            return _done(lines, figures, source, issuer)
    what = f"FY{years[-1]}–FY{years[0]}" if len(years) > 1 else f"FY{years[0]}"
    looked = query.companies[1:] if query.directed else query.companies
    said = [
        en.missing(
            _name(c), f"the {what} largest shareholder table", offline=lookup.offline, today=lookup.today
        )
        for c in looked
    ]
    return QuickAnswer("\n\n".join(said) + "\n")


def _row(row: Holder, largest: Holder | None, issuer: Company, year: int, companies: CompanyIndex) -> str:
    role = "the largest shareholder" if row == largest else relation(row.relation)
    return (
        f"- {holder_name(row.name, companies)}, {role}, holds {_shares(row.shares, row.kind)} of {_name(issuer)}, "
        f"a stake of {_stake(row.stake)} (end of FY{year})"
    )


def _done(lines: list[str], figures: dict[str, int | float], source: Source, issuer: Company) -> QuickAnswer:
    cited, links = en.sources_of([(source, issuer)])
    lines += ["", cited] if cited else []
    return QuickAnswer("\n".join(lines) + "\n", links, figures)


async def _two(
    query: QuickQuery, lookup: FigureLookup, years: list[int], companies: CompanyIndex
) -> QuickAnswer:
    first, second, issuer = query.companies
    found = await both_holders(query, lookup, years)
    if found is not None:
        year, a, b = found
        period = Period(year)
        lines = [f"**{_name(issuer)} · FY{year} largest shareholder table (annual report)**", ""]
        if year != years[0]:
            lines += [en.fallback(Period(years[0]), period, offline=lookup.offline), ""]
        figures: dict[str, int | float] = {}
        common: list[Holder] = []
        for holder, (rows, largest, _) in ((first, a), (second, b)):
            if not rows:
                lines.append(
                    f"- {_name(holder)} is not in {en.possessive(_name(issuer))} largest shareholder table."
                )
            for row in rows:
                holder_line(row, largest, issuer.name, period, holder.name, figures)
                lines.append(_row(row, largest, issuer, year, companies))
            common += [r for r in rows if r.kind == _COMMON][:1]
        lines.append(_against(query, common, figures, issuer.name, period, companies))
        return _done(lines, figures, a[2], issuer)
    said = en.missing(
        _name(issuer),
        f"the FY{years[0]} largest shareholder table",
        offline=lookup.offline,
        today=lookup.today,
    )
    return QuickAnswer(said + "\n")


def _against(
    query: QuickQuery,
    common: list[Holder],
    figures: dict[str, int | float],
    issuer: str,
    period: Period,
    companies: CompanyIndex,
) -> str:
    """The first holder's common shares set against the second's (``two_holders.set_against``: the Korean
    answer's figures and keys), worded in English."""
    against = set_against(query, common, figures, issuer, period)
    if against is None:
        return "- The two holders' common shares cannot be set against each other."
    mine, theirs = against.mine, against.theirs
    names = holder_name(against.one.name, companies), holder_name(against.other.name, companies)
    if against.kind == "times":
        return f"- {names[0]} holds {against.value:.2f} times the common shares of {names[1]} ({mine:,} ÷ {theirs:,})"
    if against.kind == "gap":
        more = "more" if mine >= theirs else "fewer"
        return (
            f"- {names[0]} holds {_shares(abs(mine - theirs), _COMMON)} {more} than {names[1]} "
            f"({mine:,} − {theirs:,}, end of FY{period.year})"
        )
    if against.kind == "same":
        return f"- The two hold the same number of common shares ({mine:,})"
    larger, smaller = (names[0], names[1]) if mine > theirs else (names[1], names[0])
    return f"- Holds more common shares: {larger} ({max(mine, theirs):,}) · fewer: {smaller} ({min(mine, theirs):,})"
