"""DART ↔ KIS cross-checks: one fact computed two ways, and whether the two agree.

KIS quotes a market cap (``hts_avls``, whole 억원), a PER and a PBR. OpenDART files the share count
(주식의 총수: issued − treasury), the profit attributable to owners of the parent (지배주주 순이익) and the
equity attributable to them (지배주주 자본). Recomputing the KIS figures from the filing catches unit and
basis mistakes (억 vs 조, 연결 vs 별도, a wrong account) before a user does:

* market cap = 보통주 (issued − treasury) × KIS price  — KIS counts common shares only;
* PER = market value ÷ 지배주주 순이익 of one fiscal year (FY, never TTM: KIS's PER is a trailing annual
  figure, and 주요계정 has no quarterly 지배주주 split);
* PBR = market value ÷ 지배주주 자본 at that fiscal year end;

where *market value* is price × every share class outstanding (EPS and BPS spread profit and equity over
common and preferred shares), price × common shares when the filing lists no other class, or the KIS
market cap when the filing has no share count at all — each fallback named as a basis note.

Each pair ends in one outcome:

* ``agree`` — within ``TOLERANCES`` (KIS's own rounding plus share-count timing);
* ``explained`` — outside it, by no more than ``EXPLAINABLE_GAP``, and the sides stand on named different
  bases (``notes``: preferred shares missing from the count, KIS market cap for lack of a share count,
  share-count date, 별도 statements);
* ``differ`` — outside it with no basis difference to blame, or by more than a basis difference can move
  a ratio (opposite signs, a factor of two): a data or unit problem worth a look;
* ``missing`` — one side has no figure; ``missing`` says which.

Pure functions over plain values, no I/O: the card and the valuation sub-tool gather the inputs. The
dividend pair (DART 주당 현금배당금 vs KIS) is not checked: KIS's inquire-price has no DPS field.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Literal

from core.finance.basis import FS_NAMES, FsDiv
from core.finance.concepts import label
from core.finance.krw import EOK, MINUS, format_krw, format_pct

Metric = Literal["market_cap", "per", "pbr"]
Status = Literal["agree", "explained", "differ", "missing"]

LABELS: dict[Metric, str] = {m: label(m) for m in ("market_cap", "per", "pbr")}
#: A basis difference (share class, share date, treasury shares, 연결/별도) moves a figure by tens of
#: percent at most; a bigger gap — a factor of two, a unit slip, opposite signs — is not "explained".
EXPLAINABLE_GAP = 0.5
PREFERRED_NOTE = "공시 주식수 자료에 우선주가 없어 보통주로만 나눔 — EPS·BPS는 우선주 포함 기준"


@dataclass(frozen=True, slots=True)
class Tolerance:
    """``|dart − kis| ≤ relative × |kis| + absolute`` counts as agreement."""

    relative: float
    absolute: float  # in the metric's unit: half of KIS's rounding step
    why: str


TOLERANCES: dict[Metric, Tolerance] = {
    "market_cap": Tolerance(
        0.01,
        0.5 * EOK,
        "KIS 시가총액은 억원 단위(±0.5억원); 결산일→시세일 사이 주식수 변동(스톡옵션 행사·전환)은 보통 1% 미만",
    ),
    "per": Tolerance(
        0.02,
        0.005,
        "KIS PER는 소수 둘째 자리(±0.005배); KIS EPS는 가중평균 주식수, 공시 계산은 기말 주식수 — 2% 이내",
    ),
    "pbr": Tolerance(
        0.02,
        0.005,
        "KIS PBR는 소수 둘째 자리(±0.005배); BPS 주식수(자기주식 포함 여부·기준일) 차이 — 2% 이내",
    ),
}


@dataclass(frozen=True, slots=True)
class MarketQuote:
    """The KIS side. Amounts in won (``market_cap`` already × 1억 from ``hts_avls``)."""

    price: int
    market_cap: int | None
    per: float | None
    pbr: float | None
    as_of: date


@dataclass(frozen=True, slots=True)
class ShareCount:
    """Shares outstanding (issued − treasury) from 주식의 총수 현황 at a fiscal year end."""

    common: int | None
    total: int | None  # every class (보통주 + 우선주); None when the filing lists only common shares
    has_preferred: bool  # the company has preferred shares (share table or 우선주 배당 rows)
    as_of: date | None  # 결산기준일


@dataclass(frozen=True, slots=True)
class FilingFacts:
    """The DART side: one annual report's 지배주주 figures and that year-end's share count."""

    fiscal_year: int | None
    fs_div: FsDiv | None
    net_income_owners: int | None
    equity_owners: int | None
    shares: ShareCount | None
    rcept_no: str | None = None


@dataclass(frozen=True, slots=True)
class Comparison:
    metric: Metric
    status: Status
    kis: float | None
    dart: float | None
    dart_basis: str  # how the DART-side figure was computed
    notes: tuple[str, ...] = ()  # how its basis differs from KIS's
    missing: str | None = None  # which side lacks a figure, when status is "missing"

    @property
    def gap_pct(self) -> float | None:
        """(DART − KIS) ÷ |KIS| in percent."""
        if self.kis is None or self.dart is None or self.kis == 0:
            return None
        return (self.dart - self.kis) / abs(self.kis) * 100


@dataclass(frozen=True, slots=True)
class CrossCheck:
    filing: FilingFacts
    comparisons: tuple[Comparison, ...]

    def get(self, metric: Metric) -> Comparison | None:
        return next((c for c in self.comparisons if c.metric == metric), None)

    @property
    def line(self) -> str:
        """One line for the card, e.g. ``교차검증 ✓ 시가총액·PER 일치 — 공시: FY2023 사업보고서 …``."""
        return summary_line(self)


def judge(metric: Metric, kis: float, dart: float, notes: Sequence[str]) -> Status:
    """Agree within tolerance; else explained by the notes if the gap is one a basis could make."""
    tol = TOLERANCES[metric]
    if abs(dart - kis) <= tol.relative * abs(kis) + tol.absolute:
        return "agree"
    plausible = kis != 0 and dart * kis > 0 and abs(dart - kis) <= EXPLAINABLE_GAP * abs(kis)
    return "explained" if notes and plausible else "differ"


def _first(*reasons: tuple[bool, str]) -> str:
    return next((why for hit, why in reasons if hit), "")


def _compare(
    metric: Metric, kis: float | None, dart: float | None, basis: str, notes: Sequence[str], missing: str
) -> Comparison:
    if kis is None or dart is None:
        return Comparison(metric, "missing", kis, dart, basis if dart is not None else "", (), missing)
    return Comparison(metric, judge(metric, kis, dart, notes), kis, dart, basis, tuple(notes))


def compare_market_cap(quote: MarketQuote, filing: FilingFacts) -> Comparison:
    shares = filing.shares
    common = shares.common if shares else None
    dart = None if common is None else common * quote.price
    when = shares.as_of.isoformat() if shares and shares.as_of else "결산일"
    basis = f"보통주 유통주식수 {common or 0:,}주({when}) × 현재가 {quote.price:,}원"
    notes = [f"주식수 기준일 차이: 공시 {when} 유통주식(자기주식 제외) vs KIS 시세일 상장주식"]
    missing = _first((common is None, "공시 주식총수 없음"), (quote.market_cap is None, "KIS 시가총액 없음"))
    return _compare("market_cap", quote.market_cap, dart, basis, notes, missing)


def market_value(quote: MarketQuote, shares: ShareCount | None) -> tuple[float | None, str, tuple[str, ...]]:
    """The numerator of the DART-side PER and PBR, how it was formed, and its basis notes."""
    if shares is not None and shares.total:
        return shares.total * quote.price, f"현재가 × 유통주식수 합계 {shares.total:,}주", ()
    if shares is not None and shares.common:
        basis = f"현재가 × 보통주 유통주식수 {shares.common:,}주"
        if shares.has_preferred:
            return shares.common * quote.price, basis, (PREFERRED_NOTE,)
        return shares.common * quote.price, basis, ()
    if quote.market_cap is not None:
        note = "공시 주식총수가 없어 KIS 시가총액(상장주식수, 자기주식 포함) 사용"
        return quote.market_cap, "KIS 시가총액", (note,)
    return None, "", ()


def _period(filing: FilingFacts) -> tuple[str, str, tuple[str, ...]]:
    """``("FY2023", "연결", notes)`` — the DART side's fiscal year, statement basis and its basis note."""
    word = FS_NAMES[filing.fs_div] if filing.fs_div else ""
    notes = ("별도 재무제표 기준",) if filing.fs_div == "OFS" else ()
    return f"FY{filing.fiscal_year}", word, notes


def compare_per(quote: MarketQuote, filing: FilingFacts) -> Comparison:
    value, how, notes = market_value(quote, filing.shares)
    year, word, basis_notes = _period(filing)
    net = filing.net_income_owners
    dart = None if value is None or not net else value / net
    basis = f"({how}) ÷ {year} {word} 지배주주 순이익 {format_krw(net)}"
    missing = _first(
        (net is None, "공시 지배주주 순이익 없음"),
        (net == 0, "지배주주 순이익 0 — PER 정의 안 됨"),
        (value is None, "주식수·시가총액 없음"),
        (quote.per is None, "KIS PER 없음"),
    )
    return _compare("per", quote.per, dart, basis, notes + basis_notes, missing)


def compare_pbr(quote: MarketQuote, filing: FilingFacts) -> Comparison:
    value, how, notes = market_value(quote, filing.shares)
    year, word, basis_notes = _period(filing)
    equity = filing.equity_owners
    dart = None if value is None or equity is None or equity <= 0 else value / equity
    basis = f"({how}) ÷ {year} 말 {word} 지배주주 자본 {format_krw(equity)}"
    missing = _first(
        (equity is None, "공시 지배주주 자본 없음"),
        (equity is not None and equity <= 0, "지배주주 자본잠식 — PBR 의미 없음"),
        (value is None, "주식수·시가총액 없음"),
        (quote.pbr is None, "KIS PBR 없음"),
    )
    return _compare("pbr", quote.pbr, dart, basis, notes + basis_notes, missing)


def cross_check(quote: MarketQuote, filing: FilingFacts) -> CrossCheck:
    """Every pair the two sources allow: market cap, PER, PBR."""
    return CrossCheck(
        filing,
        (compare_market_cap(quote, filing), compare_per(quote, filing), compare_pbr(quote, filing)),
    )


# --- the card line ----------------------------------------------------------------------------------


def format_value(metric: Metric, value: float | None) -> str:
    if value is None:
        return "—"
    if metric == "market_cap":
        return format_krw(value)
    return f"{MINUS if value < 0 else ''}{abs(value):,.2f}배"


def _label(c: Comparison) -> str:
    loss = c.metric == "per" and c.kis is not None and c.dart is not None and c.kis < 0 and c.dart < 0
    return LABELS[c.metric] + ("(적자)" if loss else "")


def _basis_text(check: CrossCheck) -> str:
    f, shares = check.filing, check.filing.shares
    used = {c.metric for c in check.comparisons if c.status != "missing"}
    parts = []
    if f.fiscal_year and used - {"market_cap"}:
        word = f" {FS_NAMES[f.fs_div]}" if f.fs_div else ""
        parts.append(f"FY{f.fiscal_year} 사업보고서{word} 지배주주 실적")
    if shares is not None and (shares.common or shares.total):
        parts.append(f"{shares.as_of.isoformat() if shares.as_of else '결산일'} 주식수")
    elif used - {"market_cap"}:
        parts.append("주식수 대신 KIS 시가총액")
    return "공시: " + ", ".join(parts) if parts and used else ""


def summary_line(check: CrossCheck) -> str:
    """``교차검증 ✓ 시가총액 일치 · ⚠ PER: KIS 25.15배 vs 공시 기준 22.11배 (…) — 공시: FY2023 …``."""
    items = check.comparisons
    parts: list[str] = []
    agree = [c for c in items if c.status == "agree"]
    if agree:
        parts.append("✓ " + "·".join(_label(c) for c in agree) + " 일치")
    groups: dict[tuple[Status, tuple[str, ...]], list[Comparison]] = {}
    for c in items:
        if c.status in ("explained", "differ"):
            groups.setdefault((c.status, c.notes), []).append(c)
    for (status, notes), group in groups.items():
        pairs = ", ".join(
            f"{_label(c)}: KIS {format_value(c.metric, c.kis)} vs 공시 기준 {format_value(c.metric, c.dart)}"
            for c in group
        )
        if status == "explained":
            why = "; ".join(notes)
        else:
            gaps = ", ".join(format_pct(c.gap_pct, signed=True) for c in group)
            why = f"차이 {gaps} — 기준 차이로 설명되지 않음, 자료 확인 필요"
        parts.append(f"⚠ {pairs} ({why})")
    missing: dict[str, list[Comparison]] = {}
    for c in items:
        if c.status == "missing":
            missing.setdefault(c.missing or "", []).append(c)
    if missing:
        parts.append(
            "대조 불가: "
            + ", ".join(f"{'·'.join(LABELS[c.metric] for c in g)}({why})" for why, g in missing.items())
        )
    basis = _basis_text(check)
    return "교차검증 " + " · ".join(parts) + (f" — {basis}" if basis else "")
