"""English lines of the annual report's register tables — 최대주주 (the largest shareholder), 주식의 총수 (shares
issued, treasury, outstanding, authorized), 소액주주 (minority shareholders) and 직원 (employees) — from the cells
``core.quick.holdings`` builds, so the figures are the Korean answer's.

A holder that is a listed company is named in English with its filed name in parentheses ("Samsung Life Insurance
(삼성생명보험㈜)"); a person or another holder keeps the filed name, quoted. Kinds of share and relations are worded
in English; a relation or kind this module does not know is quoted as filed.
"""

from __future__ import annotations

import re

from core.data.companies.english import english_name
from core.data.companies.resolver import DECISIVE, CompanyIndex
from core.quick.cells import Cell

__all__ = ["holder_name", "kind_of_share", "register_line", "relation"]

_KINDS = {"보통주": "common", "우선주": "preferred", "합계": "all kinds", "계": "all kinds"}
_RELATIONS = {
    "최대주주본인": "the largest shareholder itself",
    "본인": "the largest shareholder itself",
    "최대주주": "the largest shareholder",
    "계열회사": "an affiliate",
    "계열사": "an affiliate",
    "특수관계인": "a related party",
    "임원": "an executive",
    "계열회사임원": "an affiliate's executive",
    "친인척": "a relative",
    "배우자": "the spouse",
    "자녀": "a child",
    "재단": "a foundation",
    "비영리법인": "a non-profit",
}
_LEGAL = re.compile(r"㈜|\(주\)|주식회사|\s+")


def _count(value: float | None, unit: str) -> str:
    return "—" if value is None else f"{int(value):,} {unit}"


def _stake(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}%"


def _end(c: Cell) -> str:
    return f"end of FY{c.period.year}"


def kind_of_share(kind: str) -> str:
    """common, preferred, or the filed kind quoted."""
    return _KINDS.get(kind.replace(" ", ""), f"“{kind}”")


def relation(said: str) -> str:
    """The filed relation to the largest shareholder in English, or quoted as filed."""
    return _RELATIONS.get(said.replace(" ", ""), f"“{said}”") if said else "a related party"


def holder_name(name: str, companies: CompanyIndex | None) -> str:
    """A listed company's English name with the filed name in parentheses; else the filed name, quoted."""
    plain = _LEGAL.sub("", name)
    if companies is not None and plain:
        found = companies.resolve(plain)
        best = found.best
        if (
            best is not None
            and not found.ambiguous
            and best.confidence >= DECISIVE
            and best.company.listed
            and (plain.startswith(best.company.name) or best.company.name.startswith(plain))
        ):
            english = english_name(best.company)
            if english:
                return f"{english} ({name})"
    return f"“{name}”"


def register_line(c: Cell, companies: CompanyIndex | None) -> str:
    """One register figure as a line of the English answer."""
    prefix = f"{c.company.name}.{c.period.key}."
    if c.metric == "largest_holder":
        return _largest(c, prefix, companies)
    if c.metric == "shares":
        return _shares(c)
    if c.metric == "authorized_shares":
        said = [
            _count(v, f"{kind_of_share(k[len(prefix) + len('authorized_shares_') :])} shares")
            for k, v in c.figures.items()
            if k.startswith(prefix + "authorized_shares_")
        ]
        return f"- Authorized shares (articles of incorporation): {' · '.join(said)} ({_end(c)})"
    if c.metric == "total_holders":
        return f"- Shareholders in all: {_count(c.value, 'holders')} ({_end(c)}, the minority shareholder table's total)"
    if c.metric == "minority_holders":
        return _minority(c, prefix)
    return _employees(c)


def _largest(c: Cell, prefix: str, companies: CompanyIndex | None) -> str:
    name = c.short.rsplit(" ", 1)[0] if " " in c.short else ""
    said = re.search(re.escape(name) + r" \(([^()]*)\) — ", c.line) if name else None
    kind = re.search(r" — (\S+) [\d,—]", c.line)
    shares = c.figures.get(prefix + "largest_holder_shares")
    stake = c.figures.get(prefix + "largest_holder_stake")
    who = holder_name(name, companies) if name else "(name not read)"
    role = f", {relation(said.group(1))}" if said else ""
    of = kind_of_share(kind.group(1)) if kind else "common"
    text = f"- Largest shareholder: {who}{role} — {_count(shares, f'{of} shares')}, a stake of {_stake(stake)} ({_end(c)})"
    group = c.figures.get(prefix + "related_shares")
    if group is not None:
        text += f" · with related parties {_count(group, 'shares')}, {_stake(c.figures.get(prefix + 'related_stake'))}"
    return text


_SHARES = {"발행주식 총수": "issued", "자기주식": "treasury", "유통주식": "outstanding"}


def _shares(c: Cell) -> str:
    """The line's three parts (issued, treasury, outstanding), each by kind of share."""
    said: dict[str, list[str]] = {}
    label = "발행주식 총수"
    for part in c.line.split(" · "):
        found = re.match(r"(?:(발행주식 총수|자기주식|유통주식) )?(\S+) ([\d,]+|—)주", part)
        if found is None:
            continue
        label = found.group(1) or label
        number = found.group(3)
        kind = kind_of_share(found.group(2))
        said.setdefault(_SHARES[label], []).append("—" if number == "—" else f"{number} {kind} shares")
    if "issued" not in said:
        said["issued"] = [_count(c.value, "shares")]
    parts = [f"{word} {' · '.join(texts)}" for word, texts in said.items() if word != "issued"]
    rest = f" · {' · '.join(parts)}" if parts else ""
    return f"- Shares issued: {' · '.join(said['issued'])} ({_end(c)}){rest}"


def _minority(c: Cell, prefix: str) -> str:
    numbers = re.findall(r"([\d,]+(?:\.\d+)?)(명|주|%)", c.line)
    counted = {unit: [n for n, u in numbers if u == unit] for unit in ("명", "주", "%")}
    holders = _count(c.figures.get(prefix + "minority_holders"), "holders")
    text = f"- Minority shareholders: {holders}"
    if len(counted["명"]) >= 2 and counted["%"]:
        text += f" ({counted['%'][0]}% of {counted['명'][1]} shareholders)"
    shares, stake = c.figures.get(prefix + "minority_shares"), c.figures.get(prefix + "minority_stake")
    if shares is not None:
        text += f" · holding {_count(shares, 'shares')}"
        if stake is not None and len(counted["주"]) >= 2:
            text += f" ({_stake(stake)} of the {counted['주'][1]} shares issued)"
        elif stake is not None:
            text += f" ({_stake(stake)} of the shares issued)"
    return f"{text} ({_end(c)})"


def _employees(c: Cell) -> str:
    year = f"FY{c.period.year}"
    if c.value is None:
        divisions = re.search(r"사업부문별 인원\(([^)]*)\)", c.line)
        if divisions is not None:
            listed = divisions.group(1)
            return (
                f"- Employees: the {year} employee table lists only divisions' rows ({listed}) and no company total, "
                "so the company's headcount cannot be answered (a division's count is not the company's)."
            )
        return f"- Employees: the {year} employee table has no row for exactly the division and sex asked."
    row = re.match(r"(?:(\S+)부문|전체) (?:(남|여)자|남녀 합계) 직원", c.line)
    if row is not None and c.figures and not any(k.endswith(".employees") for k in c.figures):
        division = f"the {row.group(1)} division" if row.group(1) else "the whole company"
        sex = {"남": "men", "여": "women"}.get(row.group(2) or "", "men and women")
        return f"- Employees of {division}, {sex}: {_count(c.value, 'people')} ({_end(c)}, the employee table's row)"
    return f"- Employees: {_count(c.value, 'people')} ({_end(c)}, the employee table's total)"
