"""Whether what a question asks for fits the form it asks it in: a share, a figure in won.

"A는 B의 몇 %" is one company's amount as a share of another's: only two companies' amounts are read so.
"몇 %" asked of two companies' or two figures' amounts alone ("영업이익 매출 대비 몇 %예요",
"SK하이닉스 매출 삼성전자 대비 몇 % 정도인지 궁금합니다") is a share, or a rate, that none of their lines
says: the amounts and their growth were the answer. "몇 원" asks for an amount or a per-share figure in won
("EPS 몇원임", "배당금 몇 원"); asked of a rate ("매출원가율 몇원") it is not what the reader would answer,
so the question is not quick. "몇 배 더 컸나요" asks a multiple: a difference in won said as the answer may not
stand ("삼성전자 영업이익 SK하이닉스보다 몇 배 더 컸나요" was answered "9.26조원 많습니다"). "몇 % 더 많아" of two
companies' amounts asks how much more as a percentage, which no line says: the two figures side by side were
the whole answer ("삼성전자 매출이 하이닉스보다 몇 % 많아 2024", review round 6), and it is not quick; of two
ratios it is their gap in points only where a difference is asked ("영업이익률 몇 % 차이"). "몇 %" of one amount
that has a rate of its own ("부채 몇 %야": 부채비율, "영업이익 몇 %": 영업이익률, "순이익 몇프로") with no word of
moving may ask that rate: the amount and its growth on the year before (21.8%, 398.3%) were the answer, and it is
not quick (review round 8); "매출 몇 %" is its growth, as before.
"""

from __future__ import annotations

from core.data.companies.resolver import Company
from core.quick.model import MetricKind, QueryKind
from core.quick.tidy import Tidied

_RATES: frozenset[MetricKind] = frozenset({"ratio", "growth"})
#: figures said in won: "몇 %" asked of them alone is a share of another figure, or a rate no line gives
_IN_WON: frozenset[MetricKind] = frozenset({"amount", "line", "per_share"})
#: amounts a rate is named after: 부채 (부채비율), 영업이익 (영업이익률), 순이익 (순이익률), 자본, 자산
_RATED = frozenset({"liabilities", "operating_income", "net_income", "equity", "assets"})


def form_fits(
    tidied: Tidied,
    kind: QueryKind,
    companies: tuple[Company, ...],
    kinds: set[MetricKind],
    *,
    difference: bool = False,
    grown: bool = False,
    figures: tuple[str, ...] = (),
) -> bool:
    """False when a share is asked of anything but two companies' amounts, "몇 %" of two companies' or two
    ``figures``' amounts that did not move, or of one amount a rate is named after (``grown``: "매출 성장 몇 %" is
    the growth the lines give), won of a rate, or a multiple (or how much more in % of two companies' figures)
    where a difference would be said as the answer."""
    if difference and tidied.times:
        return False
    if tidied.relative and kind == "comparison" and (kinds - _RATES or not difference):
        return False  # "삼성전자 매출이 하이닉스보다 몇 % 많아": 354.6%, which neither figure's line says
    if tidied.share and not (kind == "comparison" and len(companies) == 2 and kinds == {"amount"}):
        return False
    several = (
        len(companies) > 1 or len(figures) > 1
    )  # one figure's "몇 %였나요" is its change, which its line says
    if tidied.percent and several and not (tidied.share or grown) and kind != "change" and kinds <= _IN_WON:
        return False  # "영업이익 매출 대비 몇 %예요", "SK하이닉스 대비 몇 % 정도인지": a share none of the lines says
    if (
        tidied.percent
        and not (tidied.share or grown)
        and kind == "value"
        and kinds <= _IN_WON
        and _RATED & set(figures)
    ):
        return False  # "부채 몇 %야": 부채비율, or its growth? (not "영업이익 얼마고 영업이익률 몇 %야")
    return not (tidied.won and kinds & _RATES)
