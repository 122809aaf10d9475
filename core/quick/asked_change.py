"""Two periods set against each other, and one year's change from the year before (``core.quick.parse``).

* "3Q24 영익 3Q23 대비 몇 %", "2024년 매출 2023년 대비 몇 %": one company's figure against its own figure of
  another year is the change between them, not a share (``year_against_year``); but a quarter against its
  own year ("2024년 4분기 영업이익 2024년 대비", "…이 2024년 영업이익의 몇 %": the quarter's share of the year)
  and a level said as a percentage of another year's ("전년 대비 몇 % 수준인지": 202%, not +102%) are said by
  no line, so such a question is not quick;
* "2024년 매출 증가액", "감소폭", "증감액": one year's change from the year before in won, not a difference
  between two figures (``moved_from_before``) — only where the answer's line says that change: of one
  company, one change word, and a figure whose line gives the year before (an amount's change in won, a
  ratio's in %p). "현대차 2024년 영업이익 증가액이 기아보다 얼마나 많나요" was answered with the gap between the
  two companies' profits, "ROE 변동폭" with the ROE, "EPS 증가액" with the EPS and its growth in %.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from core.data.companies.resolver import Company
from core.quick.asked_period import asked_years
from core.quick.lexicon import Hit
from core.quick.model import METRICS, Metric, PeriodSpec
from core.quick.tidy import Tidied

__all__ = [
    "against_second",
    "base_year_first",
    "between_years",
    "moved_from_before",
    "year_against_year",
]

_YEAR_TAGS = frozenset({"year", "fy", "short_year", "relative"})
_WITH_WORDS = frozenset({"이랑", "랑", "과", "와", "하고"})
_QUARTER_TAGS = frozenset({"quarter", "ytd_quarter", "half"})
#: years written out ("작년보다" beside "2024" is counted back from it, not from today: ``asked_period``)
_NAMED_YEARS = frozenset({"year", "fy", "short_year"})
#: a change of one figure from the year before, said as an amount: 증가액, 감소폭, 증감액, 하락폭
_CHANGE_WORD = re.compile(r"(?:증가|감소|증감|변동|하락|상승)(?:액|폭)")
#: "몇 % 수준": a level as a percentage of another figure, not the change from it
_LEVEL = re.compile(r"몇\s*(?:%|퍼센트|퍼|프로)\s*수준")


def year_against_year(
    text: str, hits: list[Hit], tidied: Tidied, companies: int, today: date
) -> tuple[Tidied, bool] | None:
    """``tidied`` with a share of one company's own figure of another year read as the change between the two
    years, and whether it was (the change is then asked); ``None`` when what is asked is a quarter's share of
    its own year or a level on another year's."""
    if _quarter_of_its_year(hits, tidied, today) or _quarter_of_one_year(hits):
        return None
    between = tidied.share and companies == 1 and sum(h.tag in _YEAR_TAGS for h in hits) == 2
    if between and (_LEVEL.search(text) or (_ascending(hits, today) and not between_years(hits))):
        return None  # "2023 매출 2024 대비 몇 %", "2023 매출은 2024의 몇 %": the earlier on the later's base
    if between:
        return replace(tidied, share=False), True
    return tidied, False


def moved_from_before(
    norm: str, hits: list[Hit], companies: tuple[Company, ...], metrics: tuple[str, ...], period: PeriodSpec
) -> list[Hit] | None:
    """``hits`` without the change word of one year's change from the year before (see the module
    docstring); ``hits`` as they are where no change word is said or no single year is named; ``None`` (not
    quick) where the answer would not say the change asked."""
    said = [re.sub(r"\s+", "", norm[h.start : h.end]) for h in hits if h.tag == "difference"]
    changes = [word for word in said if _CHANGE_WORD.fullmatch(word)]
    if not changes or period.kind != "year":
        return hits
    if len(companies) > 1 or len(changes) > 1 or len(changes) < len(said):
        return None
    if not all(_change_shown(METRICS[m]) for m in metrics):
        return None
    return [h for h in hits if h.tag != "difference"]


def _change_shown(metric: Metric) -> bool:
    """Whether a year's line of ``metric`` shows its change from the year before: an amount's in won, a
    ratio's (not one over an average balance) in %p."""
    return metric.kind in ("amount", "line") or (metric.kind == "ratio" and not metric.averaged)


def _quarter_of_its_year(hits: list[Hit], tidied: Tidied, today: date) -> bool:
    """A quarter set against its own year: the year named twice beside fewer quarters than that ("3Q24 vs
    하닉 3Q24" is each company's quarter), with a share or a comparison."""
    said = [h for h in hits if h.tag in ("year", "fy", "short_year")]
    read = asked_years(said, today)
    quarters = sum(h.tag in ("quarter", "ytd_quarter", "half") for h in hits)
    if len(said) != 2 or read is None or len(read[0]) != 1 or not 0 < quarters < len(said):
        return False
    return tidied.share or any(h.tag in ("compare", "difference") for h in hits)


def _quarter_of_one_year(hits: list[Hit]) -> bool:
    """A quarter said right after one of two years named and not the other, where the year without it names
    its own figure ("2024 3분기 매출 2023년 매출 대비", "2024 3분기 매출이랑 2024 매출", "2024 매출 2023 3분기
    대비"): a quarter set against another year's whole year, or asked beside it, which no line says (it was
    answered with the quarter against the same quarter a year before). A quarter said before both years ("4분기
    영업이익 2023년보다 2024년에") or a bare year after it ("3Q 24 vs 23 매출", "2024 3분기 영업이익 2023년 대비")
    is both years' quarter."""
    said = [i for i, h in enumerate(hits) if h.tag in _NAMED_YEARS]
    quarters = [i for i, h in enumerate(hits) if h.tag in _QUARTER_TAGS]
    if len(said) != 2 or not quarters or quarters[0] < said[0]:
        return False
    sides = (hits[said[0] + 1 : said[1]], hits[said[1] + 1 :])
    beside = [bool(side) and side[0].tag in _QUARTER_TAGS for side in sides]
    if beside[0] == beside[1]:
        return False
    named = [any(h.tag in ("metric", "bundle") for h in side) for side in sides]
    bare = 0 if beside[1] else 1
    return named[bare] and (bare == 0 or named[0])


def _ascending(hits: list[Hit], today: date) -> bool:
    """Two years said, the earlier first."""
    said = [
        read[0][0] for h in hits if h.tag in _NAMED_YEARS and (read := asked_years([h], today)) and read[0]
    ]
    return len(said) == 2 and said[0] < said[1]


def _later_base(hits: list[Hit], today: date, norm: str = "") -> bool:
    """The later of two years, said second, is what the earlier is set against: "2023 영업이익 2024 대비 몇 %",
    "2023 매출은 2024의 몇 %", "2023 영업이익 2024년보다 얼마나 적어" — the earlier year on the later's base,
    which no line says (it was answered with the change from the earlier year, its base turned round). "2023
    영업이익 2024년이랑 비교하면" defers too (비교 is read as 대비 is)."""
    said = [
        (i, read[0][0])
        for i, h in enumerate(hits)
        if h.tag in _NAMED_YEARS and (read := asked_years([h], today)) and read[0]
    ]
    if len(said) != 2 or said[0][1] >= said[1][1]:
        return False
    if any(h.tag == "compare" and h.value == "versus" for h in hits[said[0][0] : said[1][0]]):
        return False  # "2020 vs 2024 비교": neither is the other's base
    if _listed_then_compared(hits, (said[0][0], said[1][0]), norm):
        return False  # "2023 2024 당기순이익 비교", "2023이랑 2024 영업이익 비교해서": the two years set side by side
    for h in hits[said[1][0] + 1 :]:
        if h.tag in ("metric", "filler") or (h.tag == "particle" and h.value in _WITH_WORDS):
            continue
        return (h.tag, h.value) in (("particle", "보다"), ("particle", "의"), ("compare", "compare"))
    return False


def _listed_then_compared(hits: list[Hit], at: tuple[int, int], norm: str) -> bool:
    """Two years listed together (nothing between them but a particle of listing) and compared after the figure
    with 비교 ("2023 2024 당기순이익 비교 증가액", "2023이랑 2024 영업이익 비교해서"): neither is the other's base. Not
    대비 ("2023 2024 매출 대비": of which?), nor 비교 right after the second year ("2023 영업이익 2024년이랑 비교하면")."""
    first, second = at
    between = hits[first + 1 : second]
    if not norm or any(not (h.tag == "particle" and h.value in _WITH_WORDS) for h in between):
        return False
    # one figure, then 비교: not "영업이익 매출 비교 차이" (the gap of the two figures?)
    after = hits[second + 1 : second + 3]
    if len(after) < 2 or after[0].tag != "metric":
        return False
    return after[1].tag == "compare" and norm[after[1].start :].startswith("비교")


def base_year_first(hits: list[Hit], today: date, norm: str = "") -> bool:
    """The base year is the earlier one: said first ("2020년 대비 2023년"), said second with 보다 or 대비
    ("2024년 영업이익 2023년보다", "2024 영업이익 2023년 대비", "2024년 매출 2022년이랑 비교하면"), or either
    way round with vs ("24년 vs 23년"). The other orders ("2023년 대비 2020년") are not read as a change."""
    said = [
        (h, read[0][0]) for h in hits if h.tag in _YEAR_TAGS and (read := asked_years([h], today)) and read[0]
    ]
    years = [year for _, year in said]
    if years == sorted(years):
        return not _later_base(hits, today, norm)
    if len(said) != 2:
        return False
    (first, _), (last, _) = said
    if against_second(hits):
        return True
    return any(h.tag == "compare" and h.value == "versus" and first.end <= h.start < last.start for h in hits)


def against_second(hits: list[Hit]) -> bool:
    """The second of two years said is what the first is set against: "2024년 매출 2022년보다", "… 2022년
    대비", "… 2022년이랑 비교하면" — the change between them ("… 몇 % 늘었나요" is the growth from 2022 to 2024,
    not each year's growth on its own year before)."""
    said = [h for h in hits if h.tag in _YEAR_TAGS]
    if len(said) != 2:
        return False
    # right after it, a space between too: a bare two-digit year ("24 매출이 23 대비") ends before its space
    after = next((h for h in hits if h.start in (said[1].end, said[1].end + 1)), None)
    if after is not None and after.tag == "particle" and after.value in _WITH_WORDS:  # "2022년이랑 비교하면"
        after = next((h for h in hits if h.start > after.start and h.tag != "filler"), None)
    return after is not None and (after.tag, after.value) in (("particle", "보다"), ("compare", "compare"))


def between_years(hits: list[Hit]) -> bool:
    """대비 (or vs) between two named years: "2020년 대비 2023년"."""
    years = [h for h in hits if h.tag in _YEAR_TAGS]
    if len(years) != 2:
        return False
    first, last = years
    return any(h.tag == "compare" and first.end <= h.start and h.end <= last.start for h in hits)
