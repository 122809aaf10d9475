"""Cards from OpenDART's 주요사항보고서 APIs (DS005): 자기주식 취득·처분 결정, 유상증자 결정, 전환사채권
발행결정 — one row per filing (``rcept_no``), every value a string as OpenDART sends it.

The comparison a reader wants is the size against the company's shares: a new issue against the
shares before it (``bfic_tisstk_ostk``, in the row), a convertible's shares against the total (its own
``cvisstk_tisstk_vs``), a buyback against the issued common shares of the latest 사업보고서
(``stockTotqySttus``, passed in as ``issued``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from core.finance.krw import format_krw, format_pct, format_won
from core.watch.digest.card import Digest, number, pct_of, shares

Row = Mapping[str, object]
SOURCE = "OpenDART 주요사항보고서"


@dataclass(frozen=True, slots=True)
class EventKind:
    endpoint: str
    name: str  # the decision as a reader says it
    words: tuple[str, ...]  # all of them in the report name (spaces removed)
    needs_shares: bool = False


BUYBACK = EventKind("tsstkAqDecsn", "자기주식 취득 결정", ("자기주식취득결정",), needs_shares=True)
DISPOSAL = EventKind("tsstkDpDecsn", "자기주식 처분 결정", ("자기주식처분결정",), needs_shares=True)
RIGHTS = EventKind("piicDecsn", "유상증자 결정", ("유상증자결정",))
CONVERTIBLE = EventKind("cvbdIsDecsn", "전환사채권 발행결정", ("전환사채", "발행결정"))
KINDS = (BUYBACK, DISPOSAL, RIGHTS, CONVERTIBLE)


def event_kind(report_nm: str) -> EventKind | None:
    name = report_nm.replace(" ", "")
    if "신탁" in name:  # 자기주식취득신탁계약체결결정: a trust contract, another API
        return None
    return next((k for k in KINDS if all(w in name for w in k.words)), None)


def _s(row: Row, field: str) -> str:
    value = str(row.get(field) or "").strip()
    return "" if value in ("-", "") else value


def _n(row: Row, field: str) -> float | None:
    return number(str(row.get(field) or ""))


def event_card(kind: EventKind, row: Row, *, issued: float | None = None, issued_basis: str = "") -> Digest:
    """The card of one DS005 row (``issued``: the issued common shares, for a buyback or disposal)."""
    rcept_no = str(row.get("rcept_no", ""))
    if kind in (BUYBACK, DISPOSAL):
        lines, figures = _treasury(kind, row, issued, issued_basis)
    elif kind is RIGHTS:
        lines, figures = _rights(row)
    else:
        lines, figures = _convertible(row)
    return Digest(rcept_no, "card", f"📌 {kind.name}", tuple(lines), SOURCE, figures)


def _treasury(
    kind: EventKind, row: Row, issued: float | None, basis: str
) -> tuple[list[str], dict[str, float]]:
    p = "aq" if kind is BUYBACK else "dp"
    verb = "취득" if kind is BUYBACK else "처분"
    common = _n(row, f"{p}pln_stk_ostk")
    other = _n(row, f"{p}pln_stk_estk")
    amount = sum(v for v in (_n(row, f"{p}pln_prc_ostk"), _n(row, f"{p}pln_prc_estk")) if v is not None)
    share = pct_of(common, issued)
    line = f"{verb} 예정 보통주 {shares(common)}"
    if share is not None:
        line += f" (발행주식총수 {shares(issued)}의 {format_pct(share)}{', ' + basis if basis else ''})"
    if other:
        line += f" · 종류주식 {shares(other)}"
    lines = [line]
    if amount:
        lines.append(f"{verb} 예정 금액 {format_krw(amount)}")
    begin = _s(row, "aqexpd_bgd" if kind is BUYBACK else "dpprpd_bgd")
    end = _s(row, "aqexpd_edd" if kind is BUYBACK else "dpprpd_edd")
    if begin or end:
        lines.append(f"{verb} 기간 {begin or '—'} ~ {end or '—'}")
    for label, field in (("목적", f"{p}_pp"), ("방법", f"{p}_mth")):
        if _s(row, field):
            lines.append(f"{label} {_s(row, field)}")
    figures = {
        k: v
        for k, v in (
            ("common_shares", common),
            ("other_shares", other),
            ("amount", amount or None),
            ("pct_of_shares", share),
        )
        if v is not None
    }
    return lines, figures


def _rights(row: Row) -> tuple[list[str], dict[str, float]]:
    new_common, new_other = _n(row, "nstk_ostk_cnt"), _n(row, "nstk_estk_cnt")
    before = _n(row, "bfic_tisstk_ostk")
    share = pct_of(new_common, before)
    line = f"신주 보통주 {shares(new_common)}"
    if share is not None:
        line += f" (증자 전 발행주식 {shares(before)}의 {format_pct(share)})"
    if new_other:
        line += f" · 종류주식 {shares(new_other)}"
    lines = [line]
    uses = {
        "시설": _n(row, "fdpp_fclt"),
        "영업양수": _n(row, "fdpp_bsninh"),
        "운영": _n(row, "fdpp_op"),
        "채무상환": _n(row, "fdpp_dtrp"),
        "타법인 증권 취득": _n(row, "fdpp_ocsa"),
        "기타": _n(row, "fdpp_etc"),
    }
    funded = {k: v for k, v in uses.items() if v}
    if funded:
        total = sum(funded.values())
        detail = ", ".join(f"{k} {format_krw(v)}" for k, v in funded.items())
        lines.append(f"조달 금액 {format_krw(total)} ({detail})")
    if _s(row, "ic_mthn"):
        lines.append(f"증자 방식 {_s(row, 'ic_mthn')}")
    figures = {
        k: v
        for k, v in (("new_common_shares", new_common), ("shares_before", before), ("pct_of_shares", share))
        if v is not None
    }
    if funded:
        figures["funding"] = sum(funded.values())
    return lines, figures


def _convertible(row: Row) -> tuple[list[str], dict[str, float]]:
    face = _n(row, "bd_fta")
    price = _n(row, "cv_prc")
    count = _n(row, "cvisstk_cnt")
    stake = _n(row, "cvisstk_tisstk_vs")
    lines = [f"{_s(row, 'bd_tm') + '회차 ' if _s(row, 'bd_tm') else ''}권면총액 {format_krw(face)}"]
    convert = f"전환가액 {format_won(price)} · 전환 시 {shares(count)}"
    if stake is not None:
        convert += f" (주식총수 대비 {format_pct(stake)})"
    lines.append(convert)
    rates = [
        f"표면 {_s(row, 'bd_intr_ex')}%" if _s(row, "bd_intr_ex") else "",
        f"만기 {_s(row, 'bd_intr_sf')}%" if _s(row, "bd_intr_sf") else "",
    ]
    if any(rates):
        lines.append("이자율 " + " · ".join(r for r in rates if r))
    if _s(row, "bd_mtd"):
        lines.append(f"만기일 {_s(row, 'bd_mtd')}")
    if _s(row, "cvrqpd_bgd") or _s(row, "cvrqpd_edd"):
        lines.append(f"전환청구기간 {_s(row, 'cvrqpd_bgd') or '—'} ~ {_s(row, 'cvrqpd_edd') or '—'}")
    floor = _n(row, "act_mktprcfl_cvprc_lwtrsprc")
    if floor is not None:
        lines.append(f"리픽싱 최저 전환가액 {format_won(floor)}")
    figures = {
        k: v
        for k, v in (
            ("face", face),
            ("conversion_price", price),
            ("conversion_shares", count),
            ("pct_of_shares", stake),
        )
        if v is not None
    }
    return lines, figures
