"""What a question says beyond the words the quick reader reads: one it must not answer as if unsaid.

The scan reads "말고" as 말 (a year's end) and the particle 고, "우선주" as a filler and "기준" as a filler,
so without these checks

* "삼성전자 2024년 영업이익 연결 말고" was answered on the 연결 basis, "매출 별도 말고" on the 별도 one, and
  "별도 말고 연결로" with both side by side. "X 말고 Y" now reads as Y alone (``instead``) when Y names
  the same kinds of word as X (a basis for a basis, a figure for a figure); otherwise the reader defers. A
  correction said with 아니, 아니라, 아니고 ("영업이익 아니 순이익", "연결이 아니라 별도로") is read so too, never with
  a period on both sides of it ("2024 영업이익 아니 2023 영업이익");
* "삼성전자 우선주 발행주식수", "우선주 주가", "우선주 EPS", "삼성전자우 시가총액" were answered with the common
  share's figure: a preferred share is read only for the DPS, whose line shows the preferred dividend
  beside the common, and (by its name, "삼성전자우 매출") for the company's own figures;
* "ROE 기말 기준" was answered over the average equity, "ROA 영업이익 기준" with the net-income ROA beside
  the operating income: a ratio over one balance, or a figure said as the basis of another, is not the
  ratio the reader computes;
* "삼성전자 PBR 별도", "PER 연결 기준" were answered by the card's quote, whose basis is not said;
* "삼성전자랑 SK하이닉스 2024년 매출 총 얼마", "영업이익 총액", "2023 2024 영업이익 총" were answered with
  each figure in a table: the sum asked is said nowhere in it, and so were "매출 더해줘", "더해서 알려줘",
  "합쳐서": a sum asked by its verb, and "2021~2024년 누적 영업이익", "최근 3년 누적", "누적 배당금" (no
  period: over the years), a sum asked as 누적;
* "현대차 2024년 연간 영업이익에서 1~3분기 누적이 몇 %였나요" was answered with the nine months' change on
  the year before: "연간" is a filler, so the year's whole named beside a quarter was lost. A quarter
  asked beside its year's whole relates two periods (a share of the year, the rest of it), which no
  quarter's line says;
* a share's face value (액면가) beside another figure is set against it ("액면가 대비 배당금 몇 %"): asked alone only.
* what a line reads as its figure but is not (review round 5): a face value's total or change ("액면가 총액" is
  자본금), a stock or year-end dividend ("주식배당 총액", "기말 배당금": 삼성전자 pays quarterly, its 1,444원 is the
  year's), tax paid ("법인세 얼마 냈어": the expense was a benefit), "지배기업 소유주지분" alone (the equity), another
  figure's margin ("지배순이익 마진" was the operating margin), and a preferred share's dividend total or holders.
* a quarter "전기 대비" (review round 6): said in the press of the quarter before, it was answered with the line's
  전년 동기 ("하이닉스 2024 4분기 매출 전기 대비" read 전기 대비 as a filler); "최근 4분기 영업이익" (the last four
  quarters, or the latest 4분기?) was answered with 2024년 4분기 alone; a quarter or a basis named between two figures
  only ("매출 3분기 영업이익") was both figures'; "매출 대비 영업이익" (a ratio) was the two levels; a quarter's balance
  "전년 동기 대비" was answered against the last year-end.
* one company's shares said as held (review round 7): "삼성전자가 보유한 주식 수", "삼성전자 주식 몇 주 들고 있어" were
  answered with the shares it issued; who holds them, or what it holds, is not said.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from core.finance.concepts import CONCEPTS
from core.quick.lexicon import Hit, scan
from core.quick.model import METRICS, QUARTERLY_KINDS

__all__ = ["beyond", "instead"]

#: "말고" (말구, 말곤, 말고요): what comes before it is not wanted
_NOT_THIS = re.compile(
    r"말\s*(?:고|구|곤)(?:요)?(?![가-힣])|(?<![가-힣])아니(?:라|고)?(?![가-힣])"
)  # "작년 말고요" too
# and "아니(라/고)": "영업이익 아니 순이익", "연결이 아니라 별도" (a correction, as a voice message says it)
#: "말고는": all but what comes before it (review round 8); "말고도" (it and more) is read as before
_BESIDES = re.compile(r"말\s*(?:고|구)\s*는(?![가-힣])")
#: the particles that may stand between what is not wanted and 말고 ("영업이익은 말고")
_BETWEEN = frozenset({"", "은", "는", "이", "가", "을", "를", "도"})
#: what is not wanted and what is wanted instead must be the same kind of word: a basis, a figure
_KIND = {"basis": "basis", "metric": "figure", "bundle": "figure"}
_PREFERRED = re.compile(r"우선\s*주")
#: a sum of money asked of shares ("이익소각 금액", "소각에 쓴 돈"): not a count of them
_WORTH = re.compile(r"금액|액수|얼마어치|(?<![가-힣])돈|(?<![가-힣0-9])원(?![가-힣])")
#: the shares retired counted to a year's end ("2023년 말 기준", "지금까지"): the table's running count; a year said
#: otherwise ("2023년에 소각한 주식") asks what was retired in that year, which the running count is not
_AS_OF = re.compile(r"말|기준|현재|지금까지|누적|결산")
#: one retirement asked, not the running count ("최근 소각한 주식", "이번에 소각한": was the count since the company began)
_LATELY = re.compile(r"최근|이번|요즘|요새|마지막|직전|얼마\s*전|지난\s*번|새로|추가로|한\s*번에")
#: figures of one class of shares, not the company's: a quote, a per-share figure (the DPS line shows both),
#: the share count and the dividend yield
_SHARE_CLASS = frozenset({"market", "per_share"})
#: and what one class holds or is paid: the dividend total of every class, the holder tables (보통주 rows)
_OF_A_CLASS = frozenset(
    {"shares", "dividend_yield", "dividend_total", "largest_holder", "minority_holders", "ownership"}
)
#: "소액주주 중 제일 큰 주주", "개미들 가운데 최대주주": one of the small holders, not the register's largest holder
_AMONG_SMALL = re.compile(r"(?:소액\s*주주|개미)\s*(?:들)?\s*(?:중|가운데)")
#: a ratio over the closing or the opening balance, not the average of the two
_ONE_BALANCE = re.compile(r"기말|기초|연말")
#: "총 얼마", "총액", "전부 얼마" of several companies or years: their sum, which no table of them says
_TOTAL = re.compile(r"(?<![가-힣])총(?:액|합|계)?(?![가-힣])|(?<=[가-힣\s])총액|전부|모두\s*(?:얼마|합)")
#: a sum asked by its verb: "더해줘", "더해서", "더하면", "더한", "합쳐", "합친", "합해"
_SUMMED = re.compile(r"더\s*(?:해\s*(?:줘|주|서|봐|보|요)|하면|한(?![가-힣]))|합\s*(?:쳐|친|치|해)")
_YEARS = frozenset({"year", "fy", "short_year", "relative"})
_DATED = _YEARS | {"quarter", "ytd_quarter", "half"}
_BASED = re.compile(r"\s*(?:[은는을를이가의]\s*)?기준")
_COMMON = re.compile(r"보통주")
#: the dividend table's figures: cash dividends of the whole year
_DIVIDEND = frozenset({"dps", "dividend_total", "payout_ratio", "dividend_yield"})
#: a stock dividend ("주식배당", "배당 총액 현금이랑 주식"), or the year-end one of a company paying quarterly
_NOT_CASH_OF_YEAR = re.compile(r"주식(?!\s*(?:수|총수))|기말|연말")
#: a total or a change of the face value (액면가 총액 is 자본금; 전년 대비 is said by no line)
_PAR_BEYOND = re.compile(r"총|전체|합계|대비")
#: tax paid ("법인세 얼마 냈어", "납부했어"): the cash flow's 법인세 납부, not the income statement's expense
_PAID_TAX = re.compile(r"냈|낸|납부|내[야는었]")
#: "지배기업 소유주지분" alone is the owners' equity (the balance sheet's), not their share of the profit
_OWNERS_EQUITY = re.compile(r"소유주\s*지분")
_PROFIT_WORD = re.compile(r"이익|손실|손익|순익")
#: a company's shares said as held ("삼성전자가 보유한 주식 수", "삼성전자 주식 몇 주 들고 있어"): by whom? Its own
#: (자기주식), or what it holds of others — not the shares it issued, which was answered (5,969,782,550주)
_HOLDING = re.compile(r"보유|소유|가진|갖고|가지고|들고")
_RANK_GAP = re.compile(r"(?:순위|랭킹|등수)\s*(?:가|는|의)?\s*(?:차이|격차)")
#: a payout ratio's change asked of one year: the payout line states that year's ratio alone
_PAYOUT_MOVED = re.compile(
    r"증감|변동|변화|늘었|줄었|늘어|줄어|올랐|오른|내렸|떨어|높아|낮아|증가|감소|상승|하락|대비|보다|yoy",
    re.IGNORECASE,
)
#: a quarter's figure joined to its year to date ("3분기 영업이익이랑 누적", "… 9개월 누적", ", 누적도"): both asked, the
#: 누적 reading states one (review 10d); "3분기 누적 영업이익이랑 매출", "3분기 영업이익 누적으로" are one period
_AND_ITS_YTD = re.compile(
    r"[1-4]\s*분기(?!\s*누[적계])[^누]{0,15}?(?:(?:이랑|랑|하고|와|과|및|그리고)\s*(?:(?:[1-4]\s*[~\-–]\s*)?[1-4]\s*분기\s*)?"
    r"누[적계]|\s누[적계]\s*(?:도|까지)(?![가-힣]))"  # "누적까지": the quarter and its year to date too
    # said the other way round: "3분기 누적이랑 3분기 영업이익", "누적하고 3개월"
    r"|누[적계]\s*(?:이랑|랑|하고|와|과|및|그리고)\s*(?:[1-4]\s*분기|3\s*개월)(?!\s*누[적계])"
)
_QUARTERS = frozenset({"quarter", "ytd_quarter", "half", "ytd"})
#: "전기 대비", "전기보다", "전기랑": of a quarter, the quarter before (QoQ) as often as the year before; 전기말
#: (the last year-end a quarter's balance is set against) is what the line says
_PREVIOUS_PERIOD = re.compile(
    r"(?<![가-힣])전\s*기(?!\s*말)(?=\s*(?:대비|보다|비|이랑|랑|와|과|에\s*비해|$))"
)
#: the year's whole: "연간", "한 해 전체", "1년 치", "연 전체", "통년", "연중", "full year"
_WHOLE_YEAR = re.compile(
    r"연간|한\s*해\s*(?:전체|치|동안|합계|실적)|(?:1|일)\s*년\s*(?:전체|치)|연\s*전체|통년|연중|full\s*-?\s*year",
    re.IGNORECASE,
)


def instead(norm: str) -> str | None:
    """``norm`` without "X 말고" where X is a basis, a figure or both ("별도 매출 말고") and what follows names
    the same kinds of word; ``None`` when what is not wanted, or what is wanted instead, is unclear."""
    if _BESIDES.search(norm):
        return None  # "매출 말고는 다 알려줘" was answered with 매출 alone, the one figure not wanted
    match = _NOT_THIS.search(norm)
    if match is None:
        return norm
    if _NOT_THIS.search(norm, match.end()):
        return None
    hits, _ = scan(norm)
    periods = [h.start < match.start() for h in hits if h.tag in _DATED]
    if match.group().startswith("아니") and True in periods and False in periods:
        return None  # "2024 영업이익 아니 2023 영업이익": the first year would stay beside the one meant
    said = {_KIND.get(h.tag) for h in hits if h.start >= match.end()} - {None}
    before = [h for h in hits if h.end <= match.start() and h.tag not in ("particle", "filler")]
    end, start = match.start(), match.start()
    run: list[str | None] = []
    for hit in reversed(before):  # the words right before 말고 whose kind is said again after it
        kind = _KIND.get(hit.tag)
        if kind not in said or norm[hit.end : start].strip() not in _BETWEEN:
            break
        if kind in run:
            return None  # "매출 영업이익 말고 순이익": both, or only the last, not wanted?
        run.append(kind)
        start = hit.start
    if start == end:
        return None
    unwanted = {(h.tag, h.value) for h in before if h.start >= start}
    if any((h.tag, h.value) in unwanted for h in hits if h.end <= start):
        return None  # "영업이익 알려주세요 영업이익 말고 순이익이요": what is not wanted is asked too
    return f"{norm[:start]} {norm[match.end() :]}".strip()


def _retired_beyond(norm: str, hits: Sequence[Hit], metrics: tuple[str, ...]) -> bool:
    """The shares retired asked as a sum of money ("이익소각 금액": the won spent, not the shares the table counts)
    or of one year ("2023년에 소각한 주식" was the count retired since the company began, 1,810,684,300주)."""
    if "share_history" not in metrics:
        return False
    dated = any(h.tag in _DATED for h in hits) or _LATELY.search(norm) is not None
    return _WORTH.search(norm) is not None or (dated and not _AS_OF.search(norm))


def beyond(
    norm: str, hits: Sequence[Hit], metrics: tuple[str, ...], companies: int = 1, preferred: bool = False
) -> bool:
    """Whether the question asks a preferred share's figure other than its DPS (``preferred``: a company
    named by its preferred share, "삼성전자우": its quote, share count or EPS), a ratio over one balance or
    on another figure's basis, or a quote on a basis (see the module docstring)."""
    kinds = {METRICS[m].kind for m in metrics}
    if (_PREFERRED.search(norm) and set(metrics) - {"dps"}) or _retired_beyond(norm, hits, metrics):
        return True
    if preferred and (kinds & _SHARE_CLASS or _OF_A_CLASS & set(metrics)):
        return True
    if any(METRICS[m].averaged for m in metrics) and _ONE_BALANCE.search(norm):
        return True
    if "market" in kinds and any(h.tag == "basis" for h in hits):
        return True
    years = sum(h.tag in _YEARS for h in hits) > 1 or any(h.tag in ("range", "recent") for h in hits)
    if ((companies > 1 or years or metrics == ("dps",)) and _TOTAL.search(norm)) or _SUMMED.search(norm):
        return True  # "배당금 총 얼마", "총 배당금": the total paid, not the DPS
    if ("dividend_total" in metrics and _COMMON.search(norm)) or (
        metrics == ("shares",) and companies == 1 and _HOLDING.search(norm)
    ):
        return True  # "보통주 배당금 총액": one class's part; "삼성전자가 보유한 주식 수": held, not issued
    if _unsaid(norm, hits, metrics) or _holder_beyond(norm, metrics):
        return True
    if "par_value" in metrics and len(metrics) > 1:
        return True  # "액면가 대비 배당금 몇 %" (액면배당률), "주가가 액면가의 몇 배": set against it, said nowhere
    if _summed_over_years(norm, hits, years):
        return True  # "2021~2024년 누적 영업이익", "누적 배당금": a sum over years, not each year or the last
    if _RANK_GAP.search(norm) or _AND_ITS_YTD.search(norm) or _payout_moved(norm, metrics, companies, years):
        return True  # "순위 차이 나나요": how far apart their ranks are, not their figures
    if (
        _quarters_unsaid(norm, hits)
        or _of_the_second_figure(hits)
        or _bare_base_year(norm, hits)
        or _one_over_another(norm, hits)
        or _balance_a_year_before(norm, hits, metrics)
    ):
        return True
    figures = [h for h in hits if h.tag in ("metric", "bundle")]
    return len(metrics) > 1 and any(_BASED.match(norm, h.end) for h in figures)


def _summed_over_years(norm: str, hits: Sequence[Hit], years: bool) -> bool:
    """누적 over several years (``years``) or none named: a sum — unless every 누적 is said right after a quarter
    ("2024년 3분기 누적 vs 2023년 3분기 누적", "9M24 vs 9M23"): each year's own year to date."""
    ytd = [h for h in hits if h.tag == "ytd"]
    if not ytd or not (years or not any(h.tag in _DATED for h in hits)):
        return False
    return not all(
        any(q.tag == "quarter" and q.end <= y.start and not norm[q.end : y.start].strip() for q in hits)
        for y in ytd
    )


def _quarters_unsaid(norm: str, hits: Sequence[Hit]) -> bool:
    """A quarter beside its year's whole (two periods related), or its 전기 (the quarter before, QoQ, in the
    press); "최근 4분기" (the last four quarters as often as the latest 4분기, which it was answered with)."""
    if any(h.tag in _QUARTERS for h in hits) and (_WHOLE_YEAR.search(norm) or _PREVIOUS_PERIOD.search(norm)):
        return True
    return any(
        (a.tag, b.tag) == ("latest", "quarter") and not norm[a.end : b.start].strip()
        for a, b in itertools.pairwise(hits)
    )


#: the same quarter a year before: "전년 동기", "작년 동기 대비", "전년 같은 분기", "YoY"
_YEAR_AGO = re.compile(r"동\s*기|같은\s*분기|yoy", re.IGNORECASE)


def _balance_a_year_before(norm: str, hits: Sequence[Hit], metrics: tuple[str, ...]) -> bool:
    """A quarter's balance (자산, 부채비율) asked against the same quarter a year before: the report sets it against
    the last year-end (전기말), which it was answered with ("2024 3분기 자산총계 전년 동기 대비" → 전기말 455.91조원)."""
    if not any(h.tag in _QUARTERS for h in hits) or not _YEAR_AGO.search(norm):
        return False
    return any(
        all("BS" in CONCEPTS[c].statements for c in METRICS[m].concepts)
        for m in metrics
        if METRICS[m].concepts
    )


#: the figures a basis qualifies (a DPS or a holder table has none)
_BASED_KINDS = frozenset({"amount", "ratio", "growth", "per_share", "line"})
#: what qualifies a figure: a part of the year, its year to date, its basis
_QUALIFIERS = {"quarter": "part", "ytd_quarter": "part", "half": "part", "ytd": "to_date", "basis": "basis"}


#: a bare two-digit number set as a base ("23보다", "23 대비"), and a yes/no against it ("20보다 많아?", "15 보다 높나요")
_BARE_BASE = re.compile(r"\s?(?:보다|대비)")
_THRESHOLD_ASKED = re.compile(
    r"\s?(?:보다|대비)\s*(?:더\s*)?(?:많|높|크|커|넘|낮|적|작|이상|이하|미만|초과|나아|좋)"
)


def _bare_base_year(norm: str, hits: Sequence[Hit]) -> bool:
    """A bare two-digit number before 보다/대비 read as the base year (review 11): a year only when the other year
    is said in two digits too and later, and no yes/no is asked against it — "2024 영업이익 20보다 많아?", "2023
    영업이익률 20보다 높아?", "ROE 10보다 높아?" (a threshold: 20조, 20%) were answered against FY2020 or FY2010;
    "하닉 24 영업이익 23보다 얼마나 늘었어", "24 매출이 23 대비 몇 배" are still read."""
    years = [h for h in hits if h.tag in _YEARS]
    bare = [
        h
        for h in years
        if h.tag == "short_year" and norm[h.start : h.end].isdigit() and _BARE_BASE.match(norm, h.end)
    ]
    if not bare:
        return False
    base = bare[0]
    if len(years) != 2 or _THRESHOLD_ASKED.match(norm, base.end):
        return True
    (other,) = (h for h in years if h is not base)
    digits = re.sub(r"\D", "", norm[other.start : other.end])
    return (
        other.tag not in ("short_year", "fy")
        or not digits
        or int(digits[-2:]) <= int(norm[base.start : base.end])
    )


def _holder_beyond(norm: str, metrics: tuple[str, ...]) -> bool:
    """The largest holder asked of someone the register does not list (review 11): "소액주주 중 제일 큰 주주" (the largest
    of the small holders), "최대주주의 최대주주" (the largest holder's own: another company's register) — both were
    answered with the register's largest holder, 삼성생명보험㈜ 8.51%."""
    if "largest_holder" not in metrics:
        return False
    return bool(_AMONG_SMALL.search(norm)) or len(re.findall(r"최대\s*주주", norm)) > 1


def _of_the_second_figure(hits: Sequence[Hit]) -> bool:
    """A quarter, 누적 or a basis named between two figures it would qualify, neither before the first nor after
    the last: the second figure's only ("하이닉스 2024 매출 3분기 영업이익" was answered with both figures' 3분기,
    "매출 별도 영업이익" with both 별도) — the first one's period or basis is unclear. A figure with no basis or
    quarter of its own (a DPS: "보통주 주당배당금이랑 연결 배당성향") is not in doubt."""
    for kind in set(_QUALIFIERS.values()):
        qualified = _BASED_KINDS if kind == "basis" else QUARTERLY_KINDS
        figures = [h.start for h in hits if h.tag == "bundle" or _kind_of(h) in qualified]
        places = [h.start for h in hits if _QUALIFIERS.get(h.tag) == kind]
        if len(figures) > 1 and places and all(figures[0] < at < figures[-1] for at in places):
            return True
    return False


def _kind_of(hit: Hit) -> str | None:
    metric = METRICS.get(hit.value) if hit.tag == "metric" else None
    return None if metric is None else metric.kind


def _one_over_another(norm: str, hits: Sequence[Hit]) -> bool:
    """One figure said against another ("매출 대비 영업이익", "자본 대비 부채", "영업이익 순이익 대비"): their
    ratio, which no line says — it was answered with the two levels and each one's change on the year before
    (398.3% 증가 read as the answer). A ratio over the figure named ("매출 대비 영업이익률", "매출 대비 판관비율") is
    that ratio; "몇 배", "몇 %" asked are read (or declined) as such elsewhere."""
    if "몇" in norm:
        return False
    figures = [h for h in hits if h.tag in ("metric", "bundle")]
    against = [h.start for h in hits if h.tag == "compare" and "대비" in norm[h.start : h.end]]
    for a, b in itertools.pairwise(figures):
        if a.value == b.value or _over(a.value, b.value) or _over(b.value, a.value):
            continue
        if any(a.end <= at < b.start or not norm[b.end : at].strip(" 이가은는을를의") for at in against):
            return True
    return False


def _over(base: str, ratio: str) -> bool:
    """Whether ``ratio`` is a catalogue ratio over ``base`` (영업이익률 over 매출액)."""
    metric = METRICS.get(ratio)
    return metric is not None and metric.kind == "ratio" and base in metric.concepts


def _unsaid(norm: str, hits: Sequence[Hit], metrics: tuple[str, ...]) -> bool:
    """What a line of the asked figure reads as that figure but is not: a face value's total or change, a
    stock or year-end dividend, tax paid, the owners' equity, another figure's margin."""
    if "par_value" in metrics and _PAR_BEYOND.search(norm):
        return True  # "액면가 총액" (자본금), "액면가 전체", "액면가 전년 대비"
    if _DIVIDEND & set(metrics) and (_NOT_CASH_OF_YEAR.search(norm) or "cash" in metrics):
        return True  # "주식배당 총액", "현금이랑 주식 배당 총액" (현금 is no balance here), "기말 배당금" (one payment)
    if "income_tax" in metrics and _PAID_TAX.search(norm):
        return True  # "법인세 얼마 냈어": paid in cash, not the expense (a benefit in 2023 for 삼성전자)
    if "net_income_owners" in metrics and _OWNERS_EQUITY.search(norm) and not _PROFIT_WORD.search(norm):
        return True  # "지배기업 소유주지분": the equity, not the profit
    return _margin_of_another(
        norm, hits
    )  # "지배순이익 마진", "세전이익 마진": that figure's, not the operating one


def _margin_of_another(norm: str, hits: Sequence[Hit]) -> bool:
    """ "마진" alone is the operating margin ("삼성전자 마진"); right after another figure ("지배순이익 마진",
    "세전이익 마진") it is that figure's margin, which no line gives."""
    figures = [h for h in hits if h.tag in ("metric", "bundle")]
    for before, margin in itertools.pairwise(figures):
        bare = (
            margin.value == "operating_margin" and norm[margin.start : margin.end].replace(" ", "") == "마진"
        )
        if bare and before.value != "operating_income" and not norm[before.end : margin.start].strip():
            return True
    return False


def _payout_moved(norm: str, metrics: tuple[str, ...], companies: int, years: bool) -> bool:
    """ "배당성향 전년 대비", "전년보다 올랐어?" of one year: the payout line states no year before (review 10d)."""
    return "payout_ratio" in metrics and companies == 1 and not years and bool(_PAYOUT_MOVED.search(norm))
