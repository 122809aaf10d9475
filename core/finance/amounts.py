"""Find the figures in a Korean text and normalise them: ``258.94조원`` → 258,940,000,000,000 won.

``find_figures(text)`` returns every figure with its value, unit and span::

    258.94조원 · 2조 5,000억원 · 1.5천억 · 1,234백만원 · 주당 1,444원   → won
    KRW 6.57 trillion · ₩6.57tn · 258.9 billion won · KRW 43.4bn · ₩1,444 → won ($1.2 billion is not)
    약 10.9% · 10.9 퍼센트 · 10프로                                     → percent
    1.2%p · 0.3 퍼센트포인트 · 25bp                                     → percent_point (bp ÷ 100)
    25.15배 · 1.2x                                                      → times
    121,404명 · 3개사                                                   → count
    5,969,782,550주                                                     → shares
    12,345 (no unit)                                                    → number

A sign comes only from an explicit marker right before the number (``-``, ``−``, ``–``, ``△``, ``▼``,
``마이너스``, ``+``, ``▲``) or before its currency (``−KRW 161.9bn``, ``-₩6.57tn``); words such as 손실 or 감소
never flip a sign — the numeric scorer decides what an unsigned figure may mean. Years (2023년, FY2023),
dates (2024.03.12, 15:30), quarters (3분기, 3Q24), identifiers (005930, 00126380, rcept numbers,
anything inside a URL) and list numbering are not figures.
A range takes its unit from its last number: ``10~12%`` is 10% and 12%; ``2~3조원`` is 2조원 and 3조원.
A table header such as ``(단위: 억원)`` (or 십억원, 억 원 …, ``(in KRW billion)``, ``(KRW tn)``) gives later
unit-less numbers that unit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from core.memo import kept_list

__all__ = ["Figure", "FigureUnit", "find_figures"]

FigureUnit = Literal["won", "percent", "percent_point", "times", "count", "shares", "number"]

_BIG = {"조": Decimal(10) ** 12, "억": Decimal(10) ** 8, "만": Decimal(10) ** 4}
#: English magnitudes after a number (KRW 6.57 trillion, ₩43.4bn, 258.9 billion won); an amount with one
#: is in won unless a foreign currency comes before it ($1.2 billion, US$, USD)
_ENGLISH_BIG = re.compile(
    r"[ \t\u00a0]?(trillion|tn|trn|billion|bn|million|mn|mil)(?![A-Za-z])|(T|B|M)(?![A-Za-z0-9&])",
    re.IGNORECASE,
)
_WON_BEFORE = re.compile(r"(?:KRW|₩|￦)[ \t\u00a0]?$")
_ENGLISH_SCALE = {
    "trillion": Decimal(10) ** 12,
    "tn": Decimal(10) ** 12,
    "trn": Decimal(10) ** 12,
    "t": Decimal(10) ** 12,
    "billion": Decimal(10) ** 9,
    "bn": Decimal(10) ** 9,
    "b": Decimal(10) ** 9,
    "million": Decimal(10) ** 6,
    "mn": Decimal(10) ** 6,
    "mil": Decimal(10) ** 6,
    "m": Decimal(10) ** 6,
}
_FOREIGN_BEFORE = re.compile(r"(?:US\$|\$|USD|€|EUR|¥|JPY|CNY|RMB)\s?$")
_SMALL = {"천": Decimal(1000), "백": Decimal(100), "십": Decimal(10)}
_ONE = Decimal(1)

_NUMBER = re.compile(r"(?<![0-9])(?<![0-9][.,])(?:[0-9]{1,3}(?:,[0-9]{3})+(?![0-9])|[0-9]+)(?:\.[0-9]+)?")
_NEGATIVE_MARKS = "-−–﹣－△▼"
_SIGN_BEFORE_DASH = " \t\n(|*[{:=,/~₩￦▲"

#: Unit suffixes, longest first; the value is (unit, scale applied to the number).
_UNITS: tuple[tuple[str, FigureUnit, Decimal], ...] = (
    ("퍼센트포인트", "percent_point", _ONE),
    ("퍼센트 포인트", "percent_point", _ONE),
    ("%포인트", "percent_point", _ONE),
    ("% 포인트", "percent_point", _ONE),
    ("%pt", "percent_point", _ONE),
    ("%p", "percent_point", _ONE),
    ("%P", "percent_point", _ONE),
    ("％p", "percent_point", _ONE),
    ("pp", "percent_point", _ONE),
    ("bps", "percent_point", Decimal("0.01")),
    ("bp", "percent_point", Decimal("0.01")),
    ("퍼센트", "percent", _ONE),
    ("%", "percent", _ONE),
    ("％", "percent", _ONE),
    ("프로", "percent", _ONE),
    ("원", "won", _ONE),
    ("KRW", "won", _ONE),
    ("won", "won", _ONE),
    ("Won", "won", _ONE),
    ("배", "times", _ONE),
    ("x", "times", _ONE),
    ("X", "times", _ONE),
    ("명", "count", _ONE),
    ("개사", "count", _ONE),
    ("곳", "count", _ONE),
    ("건", "count", _ONE),
    ("개", "count", _ONE),
    ("주", "shares", _ONE),
    ("달러", "number", _ONE),
    ("USD", "number", _ONE),
    ("엔", "number", _ONE),
    ("위안", "number", _ONE),
    ("유로", "number", _ONE),
)
#: What may not follow a unit for it to count (원인, 배당, 주당, 주가, 개월 …).
_NOT_AFTER = {
    "원": "인칙료천래",
    "프로": "그젝세필모",
    "배": "당",
    "주": "당가식간년차요일말주기",
    "개": "월년",
    "x": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
    "X": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
    "pp": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "bp": "abcdefghijklmnoqrtuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "KRW": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "won": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "Won": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "USD": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
}
#: Suffixes that make a number a date, period, rank or ordinal rather than a figure.
_NOT_FIGURE = re.compile(
    r"(?:년|월|일|분기|반기|개월|개년|주년|주간|주차|시|분|초|위|번|차|호|기|세|대|회|층|쪽|페이지|학년)"
)
_RANGE = re.compile(r"[ \t]{0,2}[~∼〜～\-–][ \t]{0,2}[-−]?")

_EXCLUDED = (
    re.compile(r"https?://\S+"),
    re.compile(r"\]\([^)\s]*\)"),  # markdown link targets
    re.compile(r"\b[A-Za-z_]+=[0-9A-Za-z]+"),  # query parameters: rcpNo=20240312000736
    re.compile(r"(?<![0-9,.])(?:19|20)[0-9]{2}([./-])[0-9]{1,2}(?:\1[0-9]{1,2})?(?![0-9])"),  # dates
    re.compile(r"(?<![0-9])[0-9]{1,2}:[0-9]{2}(?![0-9])"),  # times of day
    re.compile(r"(?<![0-9,.])[0-9]{1,2}/[0-9]{1,2}(?![0-9])"),  # 12/31, 1/4분기
    re.compile(r"(?m)^[ \t>#*+-]*[0-9]{1,3}[.)](?=[ \t])"),  # list numbering, numbered headings
    re.compile(r"(?<![0-9])52주"),  # 52주 최고가: weeks, not shares
)
_UNIT_DECLARATION = re.compile(
    r"단위\s*[:：]?\s*(조\s?원|십억\s?원|억\s?원|백만\s?원|천\s?원|만\s?원|원|%|주|명)"
    # (in KRW billion), (KRW bn), (KRW tn), (₩ trillion), (in billions of won), (Unit: KRW billion)
    r"|\((?:[Ii]n\s+|[Uu]nits?:\s*)?(?:KRW|₩)\s?(trillion|tn|billion|bn|million|mn)s?\)"
    r"|\((?:[Ii]n\s+|[Uu]nits?:\s*)(trillion|billion|million)s?\s+(?:of\s+)?(?:KRW|won)\)"
)
_DECLARED: dict[str, tuple[FigureUnit, Decimal]] = {
    "조원": ("won", _BIG["조"]),
    "십억원": ("won", Decimal(10) ** 9),
    "억원": ("won", _BIG["억"]),
    "백만원": ("won", Decimal(10) ** 6),
    "천원": ("won", Decimal(1000)),
    "만원": ("won", _BIG["만"]),
    "원": ("won", _ONE),
    "trillion": ("won", Decimal(10) ** 12),
    "tn": ("won", Decimal(10) ** 12),
    "billion": ("won", Decimal(10) ** 9),
    "bn": ("won", Decimal(10) ** 9),
    "million": ("won", Decimal(10) ** 6),
    "mn": ("won", Decimal(10) ** 6),
    "%": ("percent", _ONE),
    "주": ("shares", _ONE),
    "명": ("count", _ONE),
}


@dataclass(frozen=True, slots=True)
class Figure:
    """One figure found in a text.

    ``precision`` is the value of one step in the last digit shown (0.01조원 → 1e10 won, 2.5% → 0.1),
    so a scorer can accept a correctly rounded display. ``signed`` is true when an explicit sign marker
    preceded the number.
    """

    value: float
    unit: FigureUnit
    text: str
    start: int
    end: int
    precision: float
    signed: bool = False

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)


@dataclass(frozen=True, slots=True)
class _Amount:
    """A number with its Korean magnitude words (조/억/만, 천/백/십), before the unit."""

    value: Decimal
    precision: Decimal
    lead_multiplier: Decimal  # multiplier of the first group, for ranges ("2~3조원")
    has_big: bool
    end: int


@kept_list  # an answer's sentences are read again by each check
def find_figures(text: str) -> list[Figure]:
    """Every figure in ``text``, in order of appearance."""
    excluded = [m.span() for pattern in _EXCLUDED for m in pattern.finditer(text)]
    declarations = [
        (m.end(), _DECLARED[next(g for g in m.groups() if g).replace(" ", "").lower()])
        for m in _UNIT_DECLARATION.finditer(text)
    ]
    figures: list[Figure] = []
    pos = 0
    while (match := _NUMBER.search(text, pos)) is not None:
        pos = match.end()
        if any(start <= match.start() < end for start, end in excluded):
            continue
        figure = _figure_at(text, match, declarations)
        if figure is not None:
            figures.append(figure)
            pos = max(pos, figure.end)
    return figures


def _figure_at(
    text: str, match: re.Match[str], declarations: list[tuple[int, tuple[FigureUnit, Decimal]]]
) -> Figure | None:
    start, negative, signed = _sign(text, match.start())
    currency = None if signed else _WON_BEFORE.search(text, max(0, start - 4), start)
    if currency is not None:  # −KRW 161.9bn, -₩6.57tn: the sign before the currency
        _, negative, signed = _sign(text, currency.start())
    amount = _amount(text, match)
    unit_info = _unit(text, amount.end)
    if unit_info is None and not amount.has_big:
        unit_info = _range_unit(text, amount)
    if _touches_letter(text, match.start() - 1) and (unit_info is None or unit_info[0] == "number"):
        return None  # FY2023, Q3, H100 — but ROE4.3% is a figure
    if unit_info is None and (amount.has_big or _WON_BEFORE.search(text, 0, start)):
        unit_info = _bare_won(amount.end)  # bare 258.94조, KRW 6.57 trillion, ₩1,444: won
    if unit_info is None:
        if _NOT_FIGURE.match(text, _skip_ws(text, amount.end)) or _not_a_number(text, match, amount):
            return None
        unit_info = _declared(declarations, match.start(), amount.end)
    unit, scale, end = unit_info
    value = amount.value * scale
    return Figure(
        value=float(-value if negative else value),
        unit=unit,
        text=text[start:end],
        start=start,
        end=end,
        precision=float(amount.precision * scale),
        signed=signed,
    )


def _bare_won(end: int) -> tuple[FigureUnit, Decimal, int]:
    return "won", _ONE, end


def _skip_ws(text: str, index: int) -> int:
    """Past up to two spaces (never a line break) from ``index``."""
    end = min(index + 2, len(text))
    while index < end and text[index] in " \t\u00a0":
        index += 1
    return index


def _touches_letter(text: str, index: int) -> bool:
    return 0 <= index < len(text) and text[index].isascii() and text[index].isalpha()


def _sign(text: str, start: int) -> tuple[int, bool, bool]:
    """(figure start, negative, explicit sign) from the marker right before the number."""
    before = text[max(0, start - 6) : start]
    if before.endswith(("마이너스", "마이너스 ")):
        return start - len(before) + before.rindex("마이너스"), True, True
    if not before:
        return start, False, False
    mark = before[-1]
    if before.endswith(("(△)", "(△) ")):  # "(△)5.8조": the minus mark written in brackets
        return start - len(before) + before.rindex("(△)"), True, True
    if mark in "△▼" or (mark == " " and before[-2:-1] in ("△", "▼")):
        return start - (1 if mark != " " else 2), True, True
    # ▲ marks a rise, as a plus sign does ("전년比 ▲8.1%"): a ▲ on a fall is the wrong sign
    if mark == "▲" or (mark == " " and before[-2:-1] == "▲"):
        return start - (1 if mark != " " else 2), False, True
    previous = before[-2:-1]
    if mark in _NEGATIVE_MARKS and (not previous or previous in _SIGN_BEFORE_DASH):
        return start - 1, True, True
    if mark == "+" and (not previous or previous in _SIGN_BEFORE_DASH):
        return start - 1, False, True
    return start, False, False


def _decimal(token: str) -> tuple[Decimal, Decimal]:
    """The number and the step of its last digit."""
    plain = token.replace(",", "")
    decimals = len(plain.split(".")[1]) if "." in plain else 0
    return Decimal(plain), Decimal(10) ** -decimals


def _magnitude(text: str, index: int) -> tuple[Decimal, str | None, int]:
    """천/백/십 then 조/억/만 after a number: (multiplier, big unit, end)."""
    i = _skip_ws(text, index)
    small = _SMALL.get(text[i]) if i < len(text) else None
    j = i + 1 if small is not None else i
    big = text[j] if j < len(text) and text[j] in _BIG else None
    if big is not None:
        return (small or _ONE) * _BIG[big], big, j + 1
    if small is not None:
        return small, None, j
    english = _ENGLISH_BIG.match(text, index)
    before = _number_start(text, index)
    if (
        english is not None
        and not _FOREIGN_BEFORE.search(text, 0, before)
        # a lone T/B/M only after KRW/₩ ("₩6.57T"): "12M forward", "3M" are not amounts
        and (english.group(1) or _WON_BEFORE.search(text, 0, before))
    ):
        return _ENGLISH_SCALE[(english.group(1) or english.group(2)).lower()], "en", english.end()
    return _ONE, None, index


def _number_start(text: str, end: int) -> int:
    """Where the number ending at ``end`` starts (for what comes before it)."""
    start = end
    while start > 0 and (text[start - 1].isdigit() or text[start - 1] in ",."):
        start -= 1
    return start


def _amount(text: str, match: re.Match[str]) -> _Amount:
    number, step = _decimal(match.group())
    multiplier, big, end = _magnitude(text, match.end())
    value, precision, lead = number * multiplier, step * multiplier, multiplier
    # Compound amounts: 2조 5,000억원 · 258조 9,355억원 · 3억 5천만원 · 1조 500원
    while big is not None and big in _BIG:
        nxt = _NUMBER.match(text, _skip_ws(text, end))
        if nxt is None:
            break
        part, part_step = _decimal(nxt.group())
        part_multiplier, part_big, part_end = _magnitude(text, nxt.end())
        if part_big is not None and _BIG[part_big] < _BIG[big]:
            big = part_big
        elif part_big is None and text.startswith("원", _skip_ws(text, part_end)):
            big = None
        else:
            break
        value += part * part_multiplier
        precision = part_step * part_multiplier
        end = part_end
    return _Amount(value, precision, lead, lead >= _BIG["만"], end)


def _unit(text: str, index: int) -> tuple[FigureUnit, Decimal, int] | None:
    i = _skip_ws(text, index)
    for suffix, unit, scale in _UNITS:
        if not text.startswith(suffix, i):
            continue
        after = text[i + len(suffix) : i + len(suffix) + 1]
        if after and after in _NOT_AFTER.get(suffix, ""):
            continue
        if suffix in ("x", "X", "pp", "bp", "bps") and i != index:
            continue  # Latin units stick to the number
        return unit, scale, i + len(suffix)
    return None


def _range_unit(text: str, amount: _Amount) -> tuple[FigureUnit, Decimal, int] | None:
    """``10~12%``: the first number of a range takes the unit (and 조/억 scale) of the second."""
    dash = _RANGE.match(text, amount.end)
    if dash is None:
        return None
    second = _NUMBER.match(text, dash.end())
    if second is None:
        return None
    other = _amount(text, second)
    unit = _unit(text, other.end)
    if unit is not None:
        return unit[0], unit[1] * other.lead_multiplier, amount.end
    if other.has_big:
        return "won", other.lead_multiplier, amount.end
    return None


def _not_a_number(text: str, match: re.Match[str], amount: _Amount) -> bool:
    """Unit-less tokens that are years, codes or identifiers rather than quantities."""
    token = match.group()
    if amount.end != match.end():
        return False  # 5천 is a quantity
    if _touches_letter(text, match.end()):
        return True  # 2024E, 3Q24
    plain = "." not in token and "," not in token
    if plain and len(token) == 4 and token[:2] in ("19", "20"):
        return True  # a year
    if plain and len(token) > 1 and token.startswith("0"):
        return True  # 005930, 00126380
    return plain and len(token) >= 6  # rcept numbers, stock codes


def _declared(
    declarations: list[tuple[int, tuple[FigureUnit, Decimal]]], start: int, end: int
) -> tuple[FigureUnit, Decimal, int]:
    """The unit of the last ``(단위: …)`` before ``start``, else a plain number."""
    chosen: tuple[FigureUnit, Decimal] = ("number", _ONE)
    for position, declared in declarations:
        if position <= start:
            chosen = declared
    return chosen[0], chosen[1], end
