"""Per-unit illustrations of a ratio: "1,000원을 팔아 25원 남긴 수준", "매출 10원 중 4원을 영업이익으로", "자본
1원당 부채 0.62원 꼴", "매출 1,000원을 벌 때 쓰는 비용이 901원 → 942원" — an amount per a round base, read as
the percentage it is of the base (``written``: 2.5%, 40%, 62%, 90.1% → 94.2%).

Such a figure restates a ratio the answer is about, and it is held when it equals, as its digits show, a
percentage the answer states near it (its line or ``WINDOW`` lines around) that the checker held, or the
value of a catalogue ratio (영업이익률, 부채비율 …) of the accounts its sentence names (or, naming none, its
paragraph) for a company and year the answer speaks of.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from core.verify.book import UNITS_FOR, FactBook
from core.verify.claim import Claim
from core.verify.computed import computed
from core.verify.defaults import Defaults
from core.verify.facts import Fact
from core.verify.nearby import WINDOW
from core.verify.operands import Held
from core.verify.vocab import RATIOS, account_marks

_WON = UNITS_FOR["won"]
#: after an amount per a base: it is lost ("23.6원씩 손해를 본", "24원을 잃은")
_LOST = re.compile(r"\s*(?:씩|을|를|가량|정도)?\s*(?:손해|손실|잃|적자)")
_PERCENT = UNITS_FOR["percent"]


def per_unit_held(
    index: int, claims: Sequence[Claim], held: Sequence[Held | None], book: FactBook, defaults: Defaults
) -> bool:
    """Whether ``claims[index]``, an amount per a round base, restates a ratio the answer is about."""
    claim = claims[index]
    if not claim.per_unit:
        return False
    figure = claim.figure
    named = _named(claim)
    # a percentage it restates is of a ratio of the accounts its sentence names (영업이익률 for "매출 100원당 …
    # 영업이익") or of its inputs, or of one of them; naming none, of any
    wanted = {
        r for r, (tops, bottoms, _, _) in RATIOS.items() if r in named or (tops & named and bottoms & named)
    }
    wanted |= named | {a for r in wanted for a in (*RATIOS[r][0], *RATIOS[r][1])}
    for other, how in zip(claims, held, strict=True):
        if (
            how is not None
            and other is not claim
            and other.figure.unit == "percent"
            and not other.per_unit
            and (not named or how.claim.account is None or how.claim.account in wanted)
            and abs(other.line - claim.line) <= WINDOW
            and abs(other.figure.value - figure.value)
            <= (figure.precision + other.figure.precision) / 2 + 1e-9
        ):
            return True
    # "100원어치 팔 때마다 23.6원씩 손해": an amount lost per the base is the ratio's size below zero
    lost = (
        _LOST.match(claim.context, figure.end) is not None
        and claim.context[figure.start : figure.end] == figure.text
    )
    values = (figure.value, -figure.value) if lost else (figure.value,)
    return any(
        abs(f.value - value) <= figure.precision / 2 + 1e-9
        for f in _ratios(claim, book, defaults)
        for value in values
    )


def _ratios(claim: Claim, book: FactBook, defaults: Defaults) -> list[Fact]:
    """The ratios of the accounts the claim's sentence (or paragraph) names, of its years and companies."""
    named = _named(claim)
    years = {y for y in (claim.year, claim.anchor, defaults.year) if y is not None}
    companies = {c for c in (claim.company, *claim.other_companies, defaults.company) if c is not None}

    def ours(f: Fact) -> bool:
        return (
            (not years or f.year in years)
            and (not companies or f.company in companies)
            and f.quarter == claim.quarter
        )

    return [
        f
        for ratio, (tops, bottoms, _, _) in RATIOS.items()
        if ratio in named or (tops & named and bottoms & named)
        for f in (*book.of([ratio], _PERCENT), *computed(book, ratio))
        if ours(f)
    ]


def _named(claim: Claim) -> set[str]:
    """The accounts its own sentence names ("매출 100원당 약 11원을 영업이익으로"), else its paragraph's."""
    return {m.value for m in account_marks(claim.context)} or {
        a for a in (claim.account, *claim.carried, *claim.history[:1]) if a is not None
    }
