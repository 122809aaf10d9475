"""Shared pieces of the ``tune2`` styles (issue #22 item 3): nicknames, particles, period labels, forms.

The ``tune2`` half is written apart from the checker and from every other corpus's styles; its figures
come from ``evals.validator_fresh_figs`` like the other halves'. Here: how people shorten company names
in chat (삼성, 하이닉스, 현대차), Korean particles after a name (삼성은 / 카카오는), two-digit years
("24년", "FY24", "'24") and the forms these styles write that the figure module has no name for.
"""

from __future__ import annotations

from evals.validator_fresh_figs import Fig, Form, Part, W, turn, yoy
from evals.validator_report_figures import Metric, NoFigure, View, growth

SHORT = {
    "삼성전자": "삼성",
    "SK하이닉스": "하이닉스",
    "현대자동차": "현대차",
    "카카오": "카카오",
    "NAVER": "네이버",
}
EN = {
    "삼성전자": "Samsung Electronics",
    "SK하이닉스": "SK hynix",
    "현대자동차": "Hyundai Motor",
    "카카오": "Kakao",
    "NAVER": "NAVER",
}
#: how a name is read aloud, for the particle after it (NAVER → 네이버)
_SPOKEN = {"NAVER": "네이버"}
_PAIRS = {
    "은": ("은", "는"),
    "이": ("이", "가"),
    "과": ("과", "와"),
    "을": ("을", "를"),
    "으로": ("으로", "로"),
}

# --- forms these styles use -----------------------------------------------------------------------

JO2S = Form("조", 2, won=" 원")  # 6.57조 원
JO1S = Form("조", 1, won=" 원", approx="약 ")  # 약 6.6조 원
TRI_JO = Form("조", 2, won="", minus="△")  # △7.73조
TRI_JO1 = Form("조", 1, won="", minus="△")  # △7.7조
APX_JE = Form("조억", approx="약 ")  # 약 6조 5,670억원
EOK_CELL = Form("bare억", minus="()")  # (77,303) under (단위: 억원)
EOK_TRI = Form("bare억", minus="△")  # △77,303
JO_CELL = Form("bare조", 2, minus="△")  # △7.73 under (단위: 조원)
JO_CELL1 = Form("bare조", 1)  # 300.9
SIP = Form("bare십억", minus="(-)")  # 32,726 under (십억원); (-) is no mark: see SIP_TRI
SIP_TRI = Form("bare십억", minus="△")  # △7,730 under (십억원)
MIL_CELL = Form("bare백만", minus="()")  # (7,730,313) under (단위: 백만원)
TN = Form("tn", 2)  # 6.57tn (after "KRW ")
BN = Form("bn", 1)  # 460.2bn
PCT0 = Form("%", 0)
PCT1S = Form("%", 1, plus="+", minus="-")  # +12.3% / -4.5% (ASCII hyphen)
PP2 = Form("%p", 2, plus="+", minus="-")
PP1 = Form("%p", 1, plus="+", minus="−")
PPWORD = Form("%p", 1, words=(" 상승", " 하락"))
PPWORD2 = Form("%p", 1, words=(" 개선", " 악화"))
UPDOWN0 = Form("%", 0, words=(" 증가", " 감소"))
TIMES2 = Form("배", 2)


def final(word: str) -> bool:
    """Whether ``word`` (as read aloud) ends in a consonant (받침)."""
    last = _SPOKEN.get(word, word)[-1]
    if "가" <= last <= "힣":
        return (ord(last) - ord("가")) % 28 != 0
    return last in "lmnr136780"


def j(word: str, particle: str) -> str:
    """``word`` with its particle: j("삼성", "은") = 삼성은, j("카카오", "은") = 카카오는."""
    with_final, without = _PAIRS[particle]
    if particle == "으로" and _SPOKEN.get(word, word)[-1] == "ㄹ":
        return word + without
    return word + (with_final if final(word) else without)


def yy(year: int) -> str:
    """A two-digit year: 2024 → 24."""
    return f"{year % 100:02d}"


def value(metric: Metric, *views: View) -> float:
    """What a figure will be, to choose the words around it."""
    return metric(*views)


def has(metric: Metric, *views: View) -> bool:
    try:
        metric(*views)
    except NoFigure:
        return False
    return True


def up(x: float, rise: str = "증가", fall: str = "감소") -> str:
    return rise if x >= 0 else fall


def change_or_turn(w: W, account: str, view: View, form: Form, short: bool = False) -> Part:
    """The growth on last year, or 흑자전환/적자전환/적자지속 (흑전/적전/적지 when ``short``)."""
    part = yoy(w, account, view, form)
    if isinstance(part, str) and short:
        return {"흑자전환": "흑전", "적자전환": "적전", "적자지속": "적지"}[part]
    return part


def loss_word(now: float, before: float) -> str:
    """흑자전환 / 적자전환 / 적자지속 / 흑자지속 for a profit line."""
    return turn(now, before) or "흑자지속"


def grew(w: W, account: str, view: View, form: Form) -> Fig | None:
    """The growth figure when both years are profits, else None."""
    if view.prev[account] <= 0 or view[account] < 0:
        return None
    return w.f(growth(account), view, form=form)


def year_view(w: W, year: int) -> View:
    """``year``'s column from a report that also holds the year before (so a YoY can be read off it)."""
    held = [b for b in w.scope.books if 0 <= b.year - year <= 1]
    if not held:
        raise NoFigure(f"no report holds {year} and {year - 1}")
    latest = max(held, key=lambda b: b.year)
    return View(latest, "연결", latest.year - year)
