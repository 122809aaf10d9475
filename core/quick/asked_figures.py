"""What figures a question names: its metrics in the order asked, a figure asked without its name, its basis,
and whether it asks for judgement or a concept the quick path does not answer (part of ``core.quick.parse``)."""

from __future__ import annotations

import re

from core.finance.basis import FsDiv
from core.quick.lexicon import ANALYTICAL, RANKING, Hit
from core.quick.model import METRICS
from core.quick.names import Named, inside

_AMOUNTS = ("revenue", "operating_income", "net_income", "assets", "liabilities", "equity")
_PROFIT = ("operating_income", "net_income")
_BUNDLES = {"results": ("revenue", *_PROFIT), "balance": _AMOUNTS[3:], "profit": _PROFIT}
#: a profit asked for without naming which ("얼마 벌었어", "적자야?", "흑자 전환했어?"): both are answered
_EARNED = re.compile(r"벌었|벌어|번\s*돈|남겼|남긴|남김|흑자|적자|마이너스")
#: a dividend paid ("배당 얼마 줬어"): its cash out of the cash-flow statement as well as the DPS
PAID = re.compile(r"줬|주었|줌|지급|나눠|풀었|낸|냈")


def metrics_asked(hits: list[Hit], norm: str) -> tuple[str, ...]:
    """Metrics in the order asked; "매출 성장률" is the growth of revenue, and so is "영업이익 전년도 대비
    증가율" (the growth of the last figure named before it; after 각각, of every figure named: "영업이익은 줄고 순이익은
    늘었지? 각각 전년 대비 몇 %"); a growth word with no figure before it is revenue's. Empty when unsure."""
    metrics: list[str] = []
    grown: list[str] = []  # the figures a growth word would apply to: the last metric or bundle named
    said = [h.value for h in hits if h.tag in ("metric", "bundle")]
    if "profit" in said and len(said) > 1:
        return ()  # "이익" beside another figure ("매출 이익"): which one is unclear
    for hit in hits:
        if hit.tag in ("metric", "bundle"):
            grown = [hit.value] if hit.tag == "metric" else list(_BUNDLES[hit.value])
            metrics += grown
        elif hit.tag == "filler" and norm[hit.start : hit.end] == "각각" and len(metrics) > 1:
            grown = list(metrics)
        elif hit.tag == "growth":
            if not grown:
                metrics.append("revenue_growth")
                continue
            if any(f"{m}_growth" not in METRICS for m in grown):
                return ()  # the growth of a ratio: not a quick question
            metrics = [f"{m}_growth" if m in grown else m for m in metrics]
            grown = []
    return tuple(dict.fromkeys(metrics))


def outside_figures(norm: str, hits: list[Hit]) -> str:
    """``norm`` with the figures' own words blanked: "자본 대비 이익" (ROE) says no change asked."""
    spans = [(h.start, h.end) for h in hits if h.tag in ("metric", "bundle", "growth")]
    return "".join(" " if any(a <= i < b for a, b in spans) else ch for i, ch in enumerate(norm))


#: a rank said as one, which may be among other companies than the one named
_A_RANK = re.compile(r"순위|\d+\s*위|랭킹|상위|하위|top|등수", re.IGNORECASE)


def judgement_asked(norm: str, hits: list[Hit], named: Named) -> bool:
    """Whether the question asks for judgement (분석, 전망, 투자 …) outside the names of companies and
    concepts (설비투자 is a figure), or for a rank beyond the two or more companies it names. 누적 is no part
    of a judgement word either ("누적 영업이익 정리" is not 적정)."""
    words = {(h.start, h.end) for h in hits if h.tag in ("metric", "other", "ytd")}
    spans = (*named.spans, *words)
    rest = re.sub(r"\s+", "", "".join(ch for i, ch in enumerate(norm) if not inside(i, spans)))
    ranked = RANKING.search(rest) and len(named.companies) < 2 and not _among_years(rest, hits)
    return bool(ANALYTICAL.search(rest) or ranked)


def _among_years(rest: str, hits: list[Hit]) -> bool:
    """The highest or lowest of two or more years named one by one ("2021 2022 2023 중 제일 높았던 해"): the table of
    those years gives it (round 11b); never a rank said as one ("순위", "3위": among other companies?)."""
    return not _A_RANK.search(rest) and sum(h.tag in ("year", "fy", "short_year") for h in hits) >= 2


def loosely_asked(rest: str, hits: list[Hit]) -> tuple[str, ...]:
    """A figure asked without its name: per share with a verb ("주당 얼마 벌었어" EPS, "주당 얼마 줬어" DPS),
    or a profit ("얼마 벌었어", "적자야?": 영업이익 and 당기순이익)."""
    if _named_metric(hits):
        return ()
    if any(h.tag == "per_share" for h in hits):
        return ("eps",) if _EARNED.search(rest) else ("dps",) if PAID.search(rest) else ()
    return _PROFIT if _EARNED.search(rest) else ()


def unanswered(hits: list[Hit]) -> bool:
    """A concept the quick path does not answer (ROA, 직원 수), or a statement named with no figure
    ("현금흐름표" alone: the whole statement)."""
    statement = any(h.tag == "statement" for h in hits)
    return any(h.tag == "other" for h in hits) or (statement and not _named_metric(hits))


def _named_metric(hits: list[Hit]) -> bool:
    """Whether the question names a figure, or a growth rate (its own metric), at all."""
    return any(h.tag in ("metric", "bundle", "growth") for h in hits)


def basis_asked(hits: list[Hit]) -> FsDiv | None:
    bases = {h.value for h in hits if h.tag == "basis"}
    if bases == {"CFS"}:
        return "CFS"
    if bases == {"OFS"}:
        return "OFS"
    return None
