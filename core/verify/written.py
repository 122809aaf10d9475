"""How a figure is written, beside what it says: a range ("9~10%", "30%대"), a rounded figure ("약
260조원"), or a round threshold compared against ("부채비율이 100% 미만") that is a benchmark, not a
claim."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from core.finance.amounts import Figure, FigureUnit
from core.verify.bounds import bound_band

_THRESHOLD = re.compile(
    r"\s*(?:을|를|이|가|은|는|에|도)?\s*(?:(?:크게|훨씬|한참|살짝|소폭|조금|약간|다소|충분히|넉넉히|훌쩍|가뿐히|거뜬히|여유\s?있게|여전히|모두|거의|바짝)\s*)?(미만|이상|초과|이하|넘|밑돌|밑도|밑돕|밑돈|웃돌|웃도|웃돕|웃돈|상회|하회|아래|위로|돌파"
    r"|가깝|가까|근접|육박|붙|못 미치|못미치|미치지|달하|달했|달한|달해)"
)
_RANGE_DASH = re.compile(r"[ \t]{0,2}[~∼〜～][ \t]{0,2}|[\-–]")
_DECADE = re.compile(r"대(?!비|해|한|상|략|규모|표)")  # "30%대", "마이너스 20%대", "1조원대"
_ABOUT_BEFORE = re.compile(r"(?:약|대략|대략적으로|대충|얼추|~|∼|〜)\s*$")
_ABOUT_AFTER = re.compile(r"\s*(?:정도|가량|쯤|내외|안팎|남짓|수준)")
_NUMBER = re.compile(r"[0-9][0-9,]*(?:\.[0-9]+)?")

Band = tuple[float, float]


def stated(sentence: str, figures: list[Figure]) -> Iterator[tuple[Figure, Figure, Band | None, bool]]:
    """The figures a sentence states, each as found, as written (its rounding widened by 약), the range it
    gives (two figures joined by a range mark are one), and whether it is a bound: a round number compared
    against ("40% 아래", "1조원을 넘는"), whose range is the side of it the words say (``bounds``)."""
    index = 0
    bounds = {(f.unit, f.value) for f in figures if _threshold(sentence, f) is not None}
    while index < len(figures):
        figure = figures[index]
        index += 1
        word = _threshold(sentence, figure)
        if word is not None:
            side = bound_band(sentence, figure, word.start(1), word.group(1))
            if side is not None:
                yield figure, figure, side, True
            continue
        per = _per_unit(sentence, figure, figures[index] if index < len(figures) else None)
        if per is not None:
            index += 1
            yield figures[index - 1], per, None, False
            # "매출 1,000원을 벌 때 쓰는 비용이 901원 → 942원으로", "… 네이버는 1,540원, 카카오는 610원": the amounts
            # after it, each a link of a chain or the next subject's, are per the same base
            while index < len(figures) and _linked(sentence, figures[index - 1], figures[index], figure):
                index += 1
                yield figures[index - 1], _scaled(figures[index - 1], figure), None, False
            continue
        if _base_only(sentence, figure) or _even_split(sentence, figure):
            continue
        band = None
        nxt = figures[index] if index < len(figures) else None
        if nxt is not None and _ranged(sentence, figure, nxt):
            if _grade(figure, nxt, bounds):
                index += 1
                continue
            band = (min(figure.value, nxt.value), max(figure.value, nxt.value))
            figure = replace(figure, text=sentence[figure.start : nxt.end], end=nxt.end, value=sum(band) / 2)
            index += 1
        elif _A_LITTLE_MORE.match(sentence, figure.end) and _round(figure) and figure.unit in _MEASURED:
            # "60% 남짓": a little more than 60% (60–69%), as a figure rounded about its middle
            yield (
                figure,
                replace(figure, value=figure.value * 1.075, precision=figure.value * 0.15),
                None,
                False,
            )
            continue
        elif _DECADE.match(sentence, figure.end):
            step = _decade_step(figure)
            band = (
                (figure.value - step, figure.value)
                if figure.value < 0
                else (figure.value, figure.value + step)
            )
        yield figure, _about(sentence, figure), band, False


#: "60% 남짓", "1조원 남짓": a little more than a round number
_A_LITTLE_MORE = re.compile(r"\s*남짓")


_MEASURED = frozenset({"won", "percent", "percent_point", "times"})


def _round(figure: Figure) -> bool:
    digits = _number(figure).replace(",", "")
    return figure.value > 0 and "." not in digits and len(digits.rstrip("0")) <= 2


_PER = re.compile(r"\s*당\s*")
#: "매출 1,000원을 팔 때 약 355원", "자기자본 100원으로 1년에 약 12원", "매출 100원 중 94원", "자본 100원당 빚이
#: 28원": a round base of a few won, then within its clause the amount that goes with it
_PER_BASE = re.compile(
    r"\s*(?:당|을|를|으로|로|중|마다|어치|에서|에|\s(?=팔|벌))(?!\s*(?:늘|올|줄|내려|감소|증가|상향|하향|인상|인하|바뀌|변경))"
    r"[^,.;:()%]{0,16}"
)
#: "1만 원", "만 원", "천 원": a round base written with a Korean unit
_KOREAN_BASES = {10000.0: ("1만원", "만원"), 1000.0: ("1천원", "천원"), 100.0: ("100원",), 10.0: ("10원",)}
#: a price or a per-share amount ("주당 배당금 1,000원으로 …", "주가 10,000원 …"): amounts, not a base
_PRICED = re.compile(r"주당|배당|주가|액면|공모가|목표가|[0-9]\s*주")
_ROUND_BASES = frozenset({10.0, 100.0, 1000.0, 10000.0})
_UNIT_BASES = _ROUND_BASES | {1.0}


def _per_unit(sentence: str, base: Figure, nxt: Figure | None) -> Figure | None:
    """ "매출 1,000원당 355원": the base is no claim, and the amount per it is a ratio (35.5%), in percent —
    also "매출 100원 중 94원", "100원으로 … 12원" (a round base of 100, 1,000 or 10,000원 and a smaller
    amount in its clause)."""
    if nxt is None or base.unit != "won" or nxt.unit != "won" or base.value <= 0:
        return None
    if _PER.fullmatch(sentence, base.end, nxt.start) is None and not _per_base(sentence, base, nxt):
        return None
    return _scaled(nxt, base)


def _scaled(amount: Figure, base: Figure) -> Figure:
    """An amount per a base of a few won, as the percentage it is of that base."""
    scale = 100 / base.value
    return replace(amount, unit="percent", value=amount.value * scale, precision=amount.precision * scale)


#: between two amounts per one base: an arrow ("901원 → 942원"), or a comma and the next one's subject ("네이버는
#: 1,540원, 카카오는 610원")
_LINK = re.compile(
    r"\s*(?:→|->|⇒)\s*|\s*(?:넘게|이상|가량|정도|남짓|가까이)?\s*,\s*[가-힣A-Za-z]{1,8}(?:는|은|이|가)\s+"
)


def _linked(sentence: str, before: Figure, figure: Figure, base: Figure) -> bool:
    """Whether ``figure`` follows ``before`` in a chain of arrows, an amount below ``base``."""
    between = sentence[before.end : figure.start]
    return figure.unit == "won" and 0 < figure.value < base.value and _LINK.fullmatch(between) is not None


#: "매출 1원당 벌어들이는 영업이익": a unit of a few won that something is counted per
_PER_WORD = re.compile(r"\s*당(?=[\s,.)]|$)")
#: "같은 100원을 팔아도", "주주 돈 100원으로 1년에", "매출 100원에서 …": a round base a ratio is told per
_ROUND_PER = re.compile(r"\s*(?:어치|마다|(?:을|를)\s*(?:팔|벌)|(?:으로|로|에서)\s)")


def _base_only(sentence: str, figure: Figure) -> bool:
    """ "매출 1원당 벌어들이는 영업이익이 4배 넘게 차이": a round unit of 1, 100, 1,000 or 10,000원 counted per,
    with no amount per it after — no claim."""
    if figure.unit != "won" or figure.value not in _UNIT_BASES:
        return False
    per = _PER_WORD.match(sentence, figure.end) or (
        _ROUND_PER.match(sentence, figure.end) if figure.value in _ROUND_BASES else None
    )
    if per is None:
        return False
    return figure.text.replace(" ", "").endswith(f"{int(figure.value):,}원") and not _PRICED.search(sentence)


#: an even split named right before a share: "균등 배분(25%)", "고르게 나누면 25%", "4등분 시 25%"
_EVEN = re.compile(r"(?:균등|고르게|똑같이|[2-9]\s?등분)[^0-9%]{0,10}$")
_MOST_PARTS = 12


def _even_split(sentence: str, figure: Figure) -> bool:
    """ "둘 다 균등 배분(25%)보다 조금 높아": the share of one of n equal parts (100/n %) is a benchmark, no claim."""
    if figure.unit != "percent" or not _EVEN.search(sentence, 0, figure.start):
        return False
    slack = figure.precision / 2 + 1e-9
    return any(abs(100 / parts - figure.value) <= slack for parts in range(2, _MOST_PARTS + 1))


def _per_base(sentence: str, base: Figure, nxt: Figure) -> bool:
    # "자본 1원당 부채 0.62원": a base of one won is counted per (당), not sold or kept
    per_one = base.value == 1.0 and _PER_WORD.match(sentence, base.end) is not None
    if (base.value not in _ROUND_BASES and not per_one) or not 0 < nxt.value < base.value or "." in base.text:
        return False
    written = base.text.replace(" ", "")
    if not (
        written.endswith(f"{int(base.value):,}원") or written.endswith(_KOREAN_BASES.get(base.value, ()))
    ) or _PRICED.search(sentence):
        return False  # "100억원" is an amount, not a base of a few won
    return _PER_BASE.fullmatch(sentence, base.end, nxt.start) is not None


def _number(figure: Figure) -> str:
    found = _NUMBER.search(figure.text)
    return found.group() if found else ""


def _threshold(sentence: str, figure: Figure) -> re.Match[str] | None:
    """A round number compared against ("100% 미만", "1조원을 넘는"): the words that compare it."""
    digits = _number(figure)
    found = _THRESHOLD.match(sentence, figure.end)
    if "." in digits or found is None:
        return None
    return found if len(digits.replace(",", "").rstrip("0")) <= 2 else None


def _grade(figure: Figure, nxt: Figure, bounds: set[tuple[FigureUnit, float]]) -> bool:
    """ "영업이익률 10% 이상 ✅, 5~10% ⚠️": a range of round numbers that ends at a benchmark its sentence
    sets is a grade of a scale, not a claim."""
    round_ends = all(len(_number(f).replace(",", "").rstrip("0")) <= 2 for f in (figure, nxt))
    return round_ends and bool({(figure.unit, figure.value), (nxt.unit, nxt.value)} & bounds)


def _ranged(sentence: str, figure: Figure, nxt: Figure) -> bool:
    """ "9~10%", "2~3조원": two figures of one unit joined by a range mark."""
    between = sentence[figure.end : nxt.start]
    if figure.unit != nxt.unit or not _RANGE_DASH.fullmatch(between):
        return False
    return between.strip() not in ("-", "–") or figure.text == _number(figure)


def _decade_step(figure: Figure) -> float:
    """30%대 → 10 (30–40%), 5%대 → 1, 100%대 → 100, 1조원대 → 1조."""
    digits = _number(figure).replace(",", "")
    if "." in digits:
        return figure.precision
    zeros = len(digits) - len(digits.rstrip("0"))
    return float(figure.precision * 10**zeros)


def _about(sentence: str, figure: Figure) -> Figure:
    """ "약 260조원": rounded to the last digit that is not a zero (tens here), at most to two digits."""
    if not (_ABOUT_BEFORE.search(sentence, 0, figure.start) or _ABOUT_AFTER.match(sentence, figure.end)):
        return figure
    digits = _number(figure).replace(",", "")
    if "." in digits:
        return figure
    zeros = min(len(digits) - len(digits.rstrip("0")), len(digits) - 2)
    return replace(figure, precision=figure.precision * 10**zeros) if zeros > 0 else figure
