"""Two named companies' stakes in a third, set against each other (``two_holders``).

"삼성생명이랑 삼성물산 중에 삼성전자 지분 누가 더 많아", "삼성생명 보유 삼성전자 주식이 삼성물산보다 몇 주 더 많아",
"삼성전자 지분 기준으로 삼성생명이 삼성물산의 몇 배야": the company whose shares are held is the one named right before
지분 or 주식 (exactly one is); the other two are holders, each read from its 최대주주 현황 (``core.quick.holdings``).
What is asked: which holds more (both rows), how many shares more ("몇 주 더 많아/적어": the first holder's less the
one said with 보다; "누가 더 많이 들고 있음? 몇 주 차이?": the first named's less the second's), or a multiple ("몇
배": the first holder's over the one said with 의, 보다 or 대비). Anything else with three companies — no issuer
word, two of them, a gap not in shares ("지분율 차이?", "차이 얼마?" beside which holds more), a base not said — is
not read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from core.data.companies.resolver import Company
from core.quick.asked_sum import sum_said
from core.quick.model import PeriodSpec, QuickQuery, QuickRefusal
from core.quick.names import Named
from core.quick.tidy import Tidied

__all__ = ["TwoHolders", "held_direction", "held_query", "two_holders"]

#: the company whose shares are held: named right before 지분 or 주식 ("삼성전자 지분", "삼성전자 주식이")
_HELD = re.compile(r"\s*(?:의\s*)?(?:지분|주식)")
#: the company whose largest holder is asked: named right before 최대주주 ("삼성전자 최대주주 삼성생명 지분율")
_HOLDERS_OF = re.compile(r"\s*(?:의\s*)?최대\s*주주")
#: the issuer said as the whole the holding is part of: "삼성전자 발행주식 중", "삼성전자에서", "삼성전자 주주 가운데"
_WHOLE = re.compile(r"\s*(?:의\s*)?(?:(?:발행|유통|상장)?\s*(?:주식|주주)\s*(?:총수)?\s*)?(?:중|에서|가운데)")
#: the other company said as a base ("삼성물산의 (정확히) 몇 배", "삼성물산보다", "삼성물산 대비"), not as a holder
_SET_AGAINST = re.compile(r"[^\s]*?(?:\s*의\s*(?:정확히\s*)?몇|\s*보다|\s*대비)")
#: a holder said as the base: "삼성물산보다", "삼성물산의 몇 배", "삼성물산 대비"
_BASE = re.compile(r"\s*(?:의|보다|대비)")
#: or said inside the name's word ("삼성물산보다", "삼성물산의": the particle is part of its span)
_BASE_SAID = re.compile(r"(?:의|보다)$")
#: which holds more: "누가 더 많아", "어디가 더 많이", "중에 … 더 많은"
_WHICH = re.compile(
    r"(?:누가|어디|어느\s*(?:쪽|곳|회사)|중에?)[^?!.]*더\s*(?:많|적|크|작|높|낮|(?:들고|갖고|가지고|보유하고|보유)\s*있)"
)  # "누가 더 들고 있어": holds more
#: how many shares more: "몇 주 더 많아", "몇 주나 더 적어"
_SHARES_MORE = re.compile(r"몇\s*주\s*(?:나|정도|쯤)?\s*더\s*(?:많|적)")
_MORE = re.compile(r"더\s*(?:많|적|크|컸|작|높|낮)")
#: which holds more, and by how many shares: "누가 더 많이 들고 있음? 몇 주 차이?" (not a gap of stakes: "%p 차이")
_GAP_IN_SHARES = re.compile(r"몇\s*주\s*(?:나|정도|쯤)?\s*차이|차이[^?!.]*몇\s*주(?![당식가간])")
#: a gap asked otherwise ("지분율 차이?", "차이 얼마?"): of stakes or of shares? Not the rows alone
_GAP = re.compile(r"차이|격차|갭")
_PERCENT = re.compile(r"%|퍼센트|프로|포인트|지분율")
#: the two holdings added ("합치면?") or worth in won ("금액으로는?"): neither the two rows nor their gap in shares
#: ("… 누가 더 들고 있어? 합치면?" was answered with which holds more)
_NEITHER = re.compile(r"금액|액수|어치|가치|시가|평가액|원으로")


@dataclass(frozen=True, slots=True)
class TwoHolders:
    """The holders (the one asked about first, the base second), the company held, and what is asked."""

    companies: tuple[Company, Company, Company]
    how: str  # "which", "gap" (in shares) or "times"


def two_holders(norm: str, named: Named, tidied: Tidied) -> TwoHolders | None:
    """The reading of a question naming three companies as two holders of the third (see the module docstring)."""
    if len(named.companies) != 3 or len(named.spans) != 3 or tidied.share or tidied.percent:
        return None
    if sum_said(tidied.text) or _NEITHER.search(tidied.text):
        return None
    held = [i for i, (_, end) in enumerate(named.spans) if _HELD.match(norm, end)]
    if len(held) != 1:
        return None
    issuer = named.companies[held[0]]
    holders = [
        (c, span)
        for i, (c, span) in enumerate(zip(named.companies, named.spans, strict=True))
        if i != held[0]
    ]
    bases = [
        c for c, (start, end) in holders if _BASE.match(norm, end) or _BASE_SAID.search(norm, start, end)
    ]
    if tidied.times or _SHARES_MORE.search(norm):
        if len(bases) != 1 or (tidied.times and _MORE.search(norm)):
            return None  # "몇 배 더 많아": a multiple and a gap at once
        first = next(c for c, _ in holders if c != bases[0])
        return TwoHolders((first, bases[0], issuer), "times" if tidied.times else "gap")
    if not _WHICH.search(norm) or bases:
        return None
    gap = _GAP_IN_SHARES.search(norm) is not None and _PERCENT.search(norm) is None
    if not gap and _GAP.search(norm):
        return None  # "누가 더 많이 들고 있음? 지분율 차이?": the rows would not say the gap asked
    return TwoHolders((holders[0][0], holders[1][0], issuer), "gap" if gap else "which")


def held_query(text: str, held: TwoHolders | None, period: PeriodSpec | None) -> QuickQuery | None:
    """The holding query of two holders (a fiscal year's 최대주주 현황, or the latest filed): ``None`` for any other
    period, or no holders."""
    if held is None or period is None or period.kind not in ("latest", "year"):
        return None
    return QuickQuery(
        text,
        held.companies,
        ("ownership",),
        period,
        "holding",
        difference=held.how == "gap",
        times=held.how == "times",
    )


def held_direction(
    parsed: QuickQuery | QuickRefusal | None, norm: str, named: Named
) -> QuickQuery | QuickRefusal | None:
    """A holding of two named companies with the holder first and the company held second, when the question
    says which is held: the one named right before 최대주주, else the one before 지분 or 주식 ("삼성전자는 삼성생명
    주식 몇 주 들고 있어" was answered with 삼성생명's shares of 삼성전자, 508,157,148주, the other way round);
    ``parsed`` as it is when neither or both are said so (each company's table is looked in)."""
    if not isinstance(parsed, QuickQuery) or parsed.kind != "holding" or len(parsed.companies) != 2:
        return parsed
    if len(named.spans) != 2 or set(named.companies) != set(parsed.companies):
        return parsed
    for said in (_HOLDERS_OF, _HELD):
        held = [i for i, (_, end) in enumerate(named.spans) if said.match(norm, end)]
        if len(held) == 1:
            others = [(a, b) for i, (a, b) in enumerate(named.spans) if i != held[0]]
            if any(_WHOLE.match(norm, b) or norm[a:b].endswith("에서") for a, b in others):
                return None  # "삼성전자 발행주식 중 삼성생명 지분": the other said as the issuer (was 삼성생명's register)
            if any(_SET_AGAINST.match(norm[a:b] + norm[b:]) for a, b in others):
                return None  # "삼성생명 지분이 삼성물산의 몇 배": two holders set against each other, no issuer named
            issuer = named.companies[held[0]]
            holder = named.companies[1 - held[0]]
            return replace(parsed, companies=(holder, issuer), directed=True)
        if held:
            return None  # both named before 지분: whose shares?
    return parsed
