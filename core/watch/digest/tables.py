"""Cards read from a filing document's one standard table: 영업(잠정)실적, 현금ㆍ현물배당 결정,
단일판매ㆍ공급계약 체결, 최대주주 변경.

The filings reader (``core.data.dart.document``) renders a table as lines ``cell | cell | cell``; a
cell spanning rows appears only on its first row, so the readers here look a label up in any cell and
take the cells after it, and never count on a row's length. Every figure comes from the filing; the
comparisons (전년동기·전분기 대비, 매출액 대비) are computed from the filing's own amounts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from core.finance import concepts
from core.finance.krw import change_phrase, format_krw, format_pct, format_won, profit_phrase
from core.watch.digest.card import Digest, number, pct_of, shares

Rows = list[list[str]]
SOURCE = "공시 원문"
_NUMBERING = re.compile(r"^(?:\d+\.|[-ㆍ·※]|\(\d+\))+")
_UNIT = re.compile(r"단위\s*[:：]?\s*(조원|억원|백만원|천원|원)")
_UNITS = {"조원": 1_000_000_000_000, "억원": 100_000_000, "백만원": 1_000_000, "천원": 1_000, "원": 1}
_QUARTER = re.compile(r"(\d{4})\s*[.년]\s*([1-4])\s*(?:Q|분기)", re.IGNORECASE)
#: the 실적 rows a card shows, in order; their row labels are read through the concept catalogue
_EARNINGS = ("revenue", "operating_income", "net_income", "net_income_owners")
_OWNERS_TAIL = frozenset({"", "(손실)", "순이익", "순이익(손실)", "순손익", "당기순이익"})


def key(text: str) -> str:
    """A label for matching: no numbering (``3.``, ``-``), spaces, or middle-dot variants."""
    squeezed = re.sub(r"\s+", "", text).replace("·", "ㆍ").replace("・", "ㆍ")
    return _NUMBERING.sub("", squeezed).casefold()


def table_rows(text: str) -> Rows:
    return [[cell.strip() for cell in line.split(" | ")] for line in text.splitlines() if " | " in line]


def after(rows: Rows, *labels: str, numeric: bool = False) -> str | None:
    """The first cell after a cell starting with one of ``labels`` (a number's, if ``numeric``)."""
    wanted = tuple(key(label) for label in labels)
    for row in rows:
        for i, cell in enumerate(row):
            if key(cell).startswith(wanted):
                for value in row[i + 1 :]:
                    if numeric and number(value) is not None:
                        return value
                    if not numeric and value.strip() and not key(value).startswith(wanted):
                        return value.strip()
    return None


def amount_after(rows: Rows, *labels: str) -> float | None:
    return number(after(rows, *labels, numeric=True))


# --- 영업(잠정)실적 ----------------------------------------------------------------------------------


def _concept_of(cell: str) -> str | None:
    """Which of the card's accounts a row label names (the longest spelling that starts it)."""
    label = key(cell)
    best: tuple[int, str] | None = None
    for cid in _EARNINGS:
        concept = concepts.concept(cid)
        for spelling in (*concept.spellings, *concept.dart_names):
            word = key(spelling)
            if not word or not label.startswith(word):
                continue
            tail = label[len(word) :]
            if (tail == "" or tail == "(손실)" or (cid == "net_income_owners" and tail in _OWNERS_TAIL)) and (
                best is None or len(word) > best[0]
            ):
                best = (len(word), cid)
    return best[1] if best else None


def _earnings_rows(rows: Rows, scale: int) -> dict[str, tuple[float, float | None, float | None]]:
    """(당기, 전기, 전년동기) in won of each account's 당해실적 row (누계 rows are left out)."""
    found: dict[str, tuple[float, float | None, float | None]] = {}
    for row in rows:
        label_at = next((i for i, c in enumerate(row) if c.strip()), None)
        cid = None if label_at is None else _concept_of(row[label_at])
        if label_at is None or cid is None or cid in found:
            continue
        rest = row[label_at + 1 :]
        if rest and key(rest[0]).startswith("누계"):
            continue
        if rest and key(rest[0]).startswith("당해"):
            rest = rest[1:]
        current = number(rest[0]) if rest else None
        if current is None:
            continue
        prev_q = number(rest[1]) if len(rest) > 1 else None
        prev_y = number(rest[3]) if len(rest) > 3 else None
        found[cid] = (current * scale, _scaled(prev_q, scale), _scaled(prev_y, scale))
    return found


def earnings(report_nm: str, text: str, rcept_no: str) -> Digest | None:
    """영업(잠정)실적(공정공시): this quarter's figures against the previous quarter and the same
    quarter a year before (당기 · 전기 · 전년동기 columns of the 당해실적 rows)."""
    unit = _UNIT.search(text)
    if unit is None:
        return None
    found = _earnings_rows(table_rows(text), _UNITS[unit.group(1)])
    if "revenue" not in found and "operating_income" not in found:
        return None
    figures: dict[str, float] = {}
    lines = []
    for cid in _EARNINGS:
        if cid not in found:
            continue
        current, prev_q, prev_y = found[cid]
        label = concepts.label(cid)
        head = f"{label} {format_krw(current)}" if cid == "revenue" else profit_phrase(label, current)
        lines.append(
            f"{head} — 전년동기 대비 {change_phrase(current, prev_y)} · 전분기 대비 {change_phrase(current, prev_q)}"
        )
        figures[cid] = current
        for name, base in (("prev_year", prev_y), ("prev_quarter", prev_q)):
            if base is not None:
                figures[f"{cid}_{name}"] = base
                if base > 0 and current > 0:
                    figures[f"{cid}_{'yoy' if name == 'prev_year' else 'qoq'}_pct"] = (
                        (current - base) / base * 100
                    )
    quarters = _QUARTER.findall(text)
    period = f" {quarters[0][0]}년 {quarters[0][1]}분기" if quarters else ""
    basis = "연결" if "연결" in report_nm.replace(" ", "") else "별도"
    return Digest(
        rcept_no,
        "card",
        f"📊 영업(잠정)실적{period} ({basis})",
        tuple(lines),
        f"{SOURCE} (단위 {unit.group(1)}, 잠정치)",
        figures,
    )


def _scaled(value: float | None, scale: int) -> float | None:
    return None if value is None else value * scale


# --- 현금ㆍ현물배당 결정 ---------------------------------------------------------------------------------


def dividend(text: str, rcept_no: str) -> Digest | None:
    rows = table_rows(text)
    per_share = amount_after(rows, "1주당배당금", "1주당 배당금")
    total = amount_after(rows, "배당금총액")
    if per_share is None and total is None:
        return None
    yield_pct = amount_after(rows, "시가배당율", "시가배당률")
    kind = after(rows, "배당구분") or ""
    lines = [f"{concepts.label('dps')} {format_won(per_share)} (보통주)"]
    if yield_pct is not None:
        lines[0] += f" · {concepts.label('dividend_yield')} {format_pct(yield_pct)}"
    if total is not None:
        lines.append(f"배당금 총액 {format_krw(total)}")
    dates = [
        f"{name} {value}"
        for name, value in (
            ("배당기준일", after(rows, "배당기준일")),
            ("지급 예정일", after(rows, "배당금지급예정일", "배당금지급 예정일")),
        )
        if value and value != "-"
    ]
    if dates:
        lines.append(" · ".join(dates))
    figures = {
        k: v for k, v in (("dps", per_share), ("yield_pct", yield_pct), ("total", total)) if v is not None
    }
    title = f"💰 {kind} 결정".strip() if kind else "💰 현금배당 결정"
    return Digest(rcept_no, "card", title, tuple(lines), SOURCE, figures)


# --- 단일판매ㆍ공급계약 체결 ------------------------------------------------------------------------------


def supply_contract(text: str, rcept_no: str) -> Digest | None:
    rows = table_rows(text)
    amount = amount_after(rows, "계약금액")
    if amount is None:
        return None
    revenue = amount_after(rows, "최근매출액")
    share = pct_of(amount, revenue)
    stated = amount_after(rows, "매출액대비")
    share = share if share is not None else stated
    line = f"계약금액 {format_krw(amount)}"
    if share is not None:
        line += (
            f" — 최근 매출액({format_krw(revenue)})의 {format_pct(share)}"
            if revenue
            else f" — 매출액 대비 {format_pct(share)}"
        )
    lines = [line]
    what = after(rows, "체결계약명") or after(rows, "판매ㆍ공급계약내용", "판매ㆍ공급계약구분")
    party = after(rows, "계약상대방", "계약상대")
    if what:
        lines.append(f"내용 {what}")
    if party:
        lines.append(f"상대방 {party}")
    start, end = after(rows, "시작일"), after(rows, "종료일")
    if start or end:
        lines.append(f"계약기간 {start or '—'} ~ {end or '—'}")
    figures = {
        k: v
        for k, v in (("amount", amount), ("revenue", revenue), ("pct_of_revenue", share))
        if v is not None
    }
    return Digest(rcept_no, "card", "📝 단일판매ㆍ공급계약 체결", tuple(lines), SOURCE, figures)


# --- 최대주주 변경 -------------------------------------------------------------------------------------


def largest_holder_change(text: str, rcept_no: str) -> Digest | None:
    """변경전 → 변경후: each side's holder, shares and stake, read in table order."""
    sides: dict[str, dict[str, str]] = {}
    side = ""
    for row in table_rows(text):
        for i, cell in enumerate(row):
            k = key(cell)
            if k.startswith("변경전"):
                side = "before"
            elif k.startswith("변경후"):
                side = "after"
            elif side and k.startswith(("최대주주", "성명", "명칭")) and not k.startswith("최대주주변경"):
                _set(sides, side, "name", _next(row, i))
            elif side and k.startswith("소유주식수"):
                _set(sides, side, "shares", _next(row, i))
            elif side and k.startswith(("소유비율", "지분율")):
                _set(sides, side, "pct", _next(row, i))
    if not sides.get("after", {}).get("name"):
        return None
    rows = table_rows(text)
    lines = [_holder_line("변경 전", sides.get("before", {})), _holder_line("변경 후", sides["after"])]
    for label, words in (("사유", ("변경사유",)), ("변경일", ("변경일자",))):
        value = after(rows, *words)
        if value and value != "-":
            lines.append(f"{label} {value}")
    figures = {
        f"{s}_{f}": v
        for s, fields in sides.items()
        for f in ("shares", "pct")
        if (v := number(fields.get(f))) is not None
    }
    return Digest(rcept_no, "card", "👤 최대주주 변경", tuple(lines), SOURCE, figures)


def _next(row: Sequence[str], i: int) -> str:
    return next((c for c in row[i + 1 :] if c.strip()), "")


def _set(sides: dict[str, dict[str, str]], side: str, field: str, value: str) -> None:
    if value:
        sides.setdefault(side, {}).setdefault(field, value)


def _holder_line(label: str, fields: dict[str, str]) -> str:
    held = number(fields.get("shares"))
    stake = number(fields.get("pct"))
    parts = [f"{label} {fields.get('name') or '—'}"]
    if held is not None:
        parts.append(shares(held))
    if stake is not None:
        parts.append(f"지분 {format_pct(stake)}")
    return " · ".join(parts)


def document_text(parts: Iterable[str]) -> str:
    return "\n".join(p for p in parts if p)
