"""A per-share word in front of a figure: "주당 순이익", "주당순익" is EPS, not the net income.

"주당" (per share) says which per-share figure is asked only through the figure right after it: the
per-share concept of the catalogue whose formula divides that figure by the share count (당기순이익 →
EPS, 현금배당금총액 → DPS). A per-share word before a figure with no such concept ("주당 매출",
"주당 영업이익") is unclear, and the question is not quick; a per-share figure itself ("주당 배당금",
"주당 EPS") stays as it is, and one said after a figure that is no per-share figure ("순이익 1주당 얼마":
EPS, not the net income it was answered with) is unclear too. Built from ``core.finance.concepts``, so a
new per-share concept is read here with no change.
"""

from __future__ import annotations

from core.finance.concepts import CATALOGUE
from core.quick.lexicon import Hit
from core.quick.model import METRICS

#: figure → the per-share concept computed from it ("net_income" → "eps", "dividend_total" → "dps")
_OF: dict[str, str] = {
    numerator: c.id
    for c in CATALOGUE
    if c.kind == "per_share" and c.formula is not None
    for numerator in c.formula.numerators
}
_PER_SHARE_KINDS = frozenset({"per_share", "dividend"})
#: the figures that are per share already: a per-share word beside them says no more
_PER_SHARE_FIGURES = frozenset(k for k, m in METRICS.items() if m.kind == "per_share") | {"dps"}


def per_share_figures(norm: str, hits: list[Hit]) -> list[Hit] | None:
    """``hits`` with each per-share word and the figure right after it read as one per-share figure;
    ``None`` when a per-share word stands before a figure that has no per-share form (unclear)."""
    out: list[Hit] = []
    skip = False
    for i, hit in enumerate(hits):
        if skip:
            skip = False
            continue
        after = hits[i + 1] if i + 1 < len(hits) else None
        adjacent = after is not None and after.tag == "metric" and not norm[hit.end : after.start].strip()
        if hit.tag != "per_share" or after is None or not adjacent:
            out.append(hit)
            continue
        metric = METRICS.get(after.value)
        if metric is not None and metric.kind in _PER_SHARE_KINDS:
            out.append(after)  # "주당 배당금": the DPS, as named
        elif after.value in _OF and _OF[after.value] in METRICS:
            out.append(Hit("metric", _OF[after.value], hit.start, after.end))
        else:
            return None
        skip = True
    left = any(h.tag == "per_share" for h in out)  # "순이익 1주당 얼마": said after the figure, not before it
    if left and any(h.tag == "metric" and h.value not in _PER_SHARE_FIGURES for h in out):
        return None
    return out
