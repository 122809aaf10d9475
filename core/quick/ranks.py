"""An order asked of the companies compared: "영업이익률 높은 순서대로", "제일 높은 곳", "낮은 순", "1등은" (and in
English "highest", "lowest", "rank", read by ``core.quick.english_read``).

``rank_asked`` reads the direction and the figure it is asked of from the question as typed (``QuickQuery.text``):
the figure named last before the direction word ("매출이랑 영업이익률 높은 순": 영업이익률), else the only one asked
(none of several: "이익 큰 순" of 영업이익 and 당기순이익 is not ranked). ``ranked`` orders the companies by that
figure: the table's rows follow it and one line says it
("영업이익률 높은 순: 1위 SK하이닉스 35.5% · 2위 삼성전자 10.9% · 3위 현대자동차 8.1%"); a tie shares its place
("공동 1위"), a company without the figure goes last and is said; figures on different bases (연결 and 별도) are
not ranked, and the line says so. Nor are a figure said as a loss ("순손실 큰 순", "적자 큰 순": 손실 is 이익 with its
sign turned, and "영업이익 높은 순" put the largest loss last), a figure one company has only as a word ("흑자전환":
its growth rate is none, and it was left out as if the filing lacked it), or fewer than two companies' figures (a
"1위" of one).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from core.data.companies.resolver import Company
from core.finance.concepts import CONCEPTS
from core.quick.cells import Cell, Period
from core.quick.model import METRICS, QuickQuery

_HIGH = re.compile(
    r"(?:높은|큰|많은)\s*(?:순|차례)|(?:제일|가장)\s*(?:높|크|큰|많|잘\s*(?:벌|나))"
    r"|(?<![0-9])1\s*(?:등|위)(?![0-9가-힣])|(?<![가-힣])순위|랭킹"
    r"|\b(?:highest|largest|biggest|most|rank|ranked|ranking|descending)\b",
    re.IGNORECASE,
)
_LOW = re.compile(
    r"(?:낮은|작은|적은)\s*(?:순|차례)|(?:제일|가장)\s*(?:낮|작|적|못\s*(?:벌|나))|꼴(?:찌|등)|최하위"
    r"|\b(?:lowest|smallest|least|ascending)\b",
    re.IGNORECASE,
)

#: a figure said as a loss: its order is the profit's turned round ("순손실 큰 순" is 당기순이익 낮은 순)
_LOSS = re.compile(r"손실|적자|손해|\b(?:loss|losses|deficit)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Rank:
    """The companies ordered by ``metric``, highest first (``high``) or lowest first."""

    metric: str
    high: bool


def rank_asked(query: QuickQuery) -> Rank | None:
    """The order asked of a comparison of two or more companies, or ``None`` (none asked, or both ways)."""
    if query.kind != "comparison" or len(query.companies) < 2 or not query.metrics:
        return None
    if query.share or query.times or query.summed:
        return None  # one company's figure of another's, or their sum: the order is the question's
    text = query.text
    high, low = _HIGH.search(text), _LOW.search(text)
    said = high or low
    if said is None or (high is not None and low is not None):
        return None  # none asked, or both ("낮은 순 말고 높은 순"): the table as named
    if _LOSS.search(text):
        return None  # "순손실 큰 순": the loss's order, the profit's turned round — the table as named
    metric = _metric_before(query, said.start())
    if metric is None and len(query.metrics) > 1:
        return None  # "이익 큰 순" of 영업이익 and 당기순이익 (현대자동차 first by one, 삼성전자 by the other): which?
    return Rank(metric or query.metrics[0], high is not None)


def _metric_before(query: QuickQuery, end: int) -> str | None:
    """The asked figure whose word ends last before ``end`` (the longer word first: 영업이익률 over 영업이익); ``None``
    when none is named before it."""
    said = query.text[:end].lower()
    best: tuple[int, int, str] | None = None
    for key in query.metrics:
        concept = CONCEPTS.get(key)
        spellings = (*concept.spellings, *concept.asked, *concept.english) if concept else ()
        for word in (METRICS[key].label, *spellings):
            at = said.rfind(word.lower())
            if at >= 0:
                found = (at + len(word), len(word), key)
                best = found if best is None or found[:2] > best[:2] else best
    return best[2] if best is not None else None


@dataclass(frozen=True, slots=True)
class Ranked:
    """The companies in the order asked (those without the figure last), each one's place (``None``: no figure)."""

    companies: tuple[Company, ...]
    places: tuple[int | None, ...]
    cells: tuple[Cell | None, ...]
    mixed: bool = False  # figures on different bases: not ranked (``companies`` as named)
    why: str = ""  # why not ranked otherwise ("SK하이닉스 흑자전환", too few figures): ``companies`` as named


def _own(cells: Sequence[Cell], company: Company, metric: str, period: Period) -> Cell | None:
    return next(
        (c for c in cells if c.company == company and c.metric == metric and c.period == period and c.ok),
        None,
    )


def ranked(rank: Rank, companies: Sequence[Company], cells: Sequence[Cell], period: Period) -> Ranked:
    """``companies`` ordered by ``rank``'s figure in ``period`` (see the module docstring)."""
    found = [(c, _own(cells, c, rank.metric, period)) for c in companies]
    shown = [(c, cell) for c, cell in found if cell is not None]
    if len({cell.basis for _, cell in shown}) > 1:
        return Ranked(
            tuple(companies), tuple(None for _ in companies), tuple(cell for _, cell in found), True
        )
    worded = [
        f"{c.name} {w.short}" for c, cell in found if cell is None and (w := _worded(cells, c, rank, period))
    ]
    if worded or len(shown) < 2:
        why = ", ".join(worded) + "이라" if worded else "수치가 있는 회사가 둘이 안 돼"
        return Ranked(
            tuple(companies), tuple(None for _ in companies), tuple(cell for _, cell in found), why=why
        )
    order = sorted(shown, key=lambda pair: float(pair[1].value or 0), reverse=rank.high)
    places: list[int | None] = []
    for i, (_, cell) in enumerate(order):
        tied = i > 0 and float(cell.value or 0) == float(order[i - 1][1].value or 0)
        places.append(places[-1] if tied else i + 1)
    lacking = [(c, cell) for c, cell in found if cell is None]
    return Ranked(
        tuple(c for c, _ in order + lacking),
        (*places, *(None for _ in lacking)),
        tuple(cell for _, cell in order + lacking),
    )


def _worded(cells: Sequence[Cell], company: Company, rank: Rank, period: Period) -> Cell | None:
    """``company``'s cell of the ranked figure that says it with a word and no number ("흑자전환"), if any."""
    return next(
        (
            c
            for c in cells
            if c.company == company
            and c.metric == rank.metric
            and c.period == period
            and not c.ok
            and c.known
        ),
        None,
    )


def rank_line(rank: Rank, order: Ranked) -> str:
    """- 영업이익률 높은 순: 1위 SK하이닉스 35.5% · 2위 삼성전자 10.9% (…: 자료가 없어 순위에서 뺐습니다); lowest
    first, "1번째 현대자동차 8.1% · 2번째 …" (a first place is no winner there)."""
    label = METRICS[rank.metric].label
    way = "높은" if rank.high else "낮은"
    if order.mixed:
        return f"- {label}: 연결·별도 기준이 섞여 있어 {way} 순으로 줄 세우지 않았습니다."
    if order.why:
        return f"- {label}: {order.why} {way} 순으로 줄 세우지 않았습니다."
    counts = [p for p in order.places if p is not None]
    ranks: list[str] = []
    for company, place, cell in zip(order.companies, order.places, order.cells, strict=True):
        if place is None or cell is None:
            continue
        joint = "공동 " if counts.count(place) > 1 else ""
        ranks.append(f"{joint}{place}{'위' if rank.high else '번째'} {company.name} {cell.short}")
    lacking = [c.name for c, p in zip(order.companies, order.places, strict=True) if p is None]
    line = f"- {label} {way} 순: " + " · ".join(ranks)
    if lacking:
        line += f" ({', '.join(lacking)}: {label} 자료가 없어 순위에서 뺐습니다)"
    return line


#: what a follow-up that only asks another order says besides it ("그럼 낮은 순으로는?", "높은 순으로 다시 보여줘")
_ONLY_AN_ORDER = re.compile(
    r"(?:그럼|그러면|이번엔|이번에는|반대로|거꾸로|다시|정렬(?:해)?|줄\s*세워|보여|알려|해)\s*(?:줘|줄래|주세요|봐|요)?"
    r"|순\s*(?:서\s*)?(?:대로|으로|로)?\s*(?:는|은)?|[?!.~\s]+"
)


def reordered(text: str, context: QuickQuery) -> QuickQuery | None:
    """A follow-up that only asks an order of the comparison answered before ("그럼 낮은 순으로는?"): that comparison
    in the order asked; ``None`` when ``text`` says anything else, or the context is no comparison of companies."""
    if _HIGH.search(text) is None and _LOW.search(text) is None:
        return None
    if _ONLY_AN_ORDER.sub("", _LOW.sub("순", _HIGH.sub("순", text))).strip():
        return None
    if _LOSS.search(context.text):
        return None  # "순손실 큰 순" then "그럼 낮은 순으로는?": the loss's order or the profit's?
    again = replace(context, text=text)
    return again if rank_asked(again) is not None else None
