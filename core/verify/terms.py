"""The terms of a difference written out to an account an identity gives: "2024년: 37.53조 − 34.45조 =
**법인세비용 약 3.08조원**" (법인세비용 = 세전이익 − 당기순이익), "영업외손익 = 세전 − 영업이익". The terms are
named by no word of their own: the result's account names them, the first its whole and the second the
part taken from it, of the period the sentence speaks of (the fallback's facts, ``mentions``).
"""

from __future__ import annotations

import re

from core.verify.claim import Claim
from core.verify.derivations import IDENTITIES, Derived
from core.verify.mentions import Scope
from core.verify.vocab import account_marks

_NUMBER = r"[−-]?[0-9][0-9,.]*\s*(?:조|억|만)?(?:\s*[0-9][0-9,.]*\s*(?:억|만))?\s*원?"
#: "A − B =": the figure is A
_FIRST = re.compile(rf"^[*\s]*[−-][*\s]*{_NUMBER}[*\s]*=")
#: "A − B =": the figure is B
_SECOND = re.compile(rf"{_NUMBER}[*\s]*[−-][*\s]*$")
_EQUALS = re.compile(r"^[*\s]*=")


def terms_of_identity(claim: Claim, scope: Scope) -> list[Derived]:
    """The value of the whole (a first term) or of the part (a second) of the identity the result names."""
    figure, text = claim.figure, claim.context
    if figure.unit != "won" or text[figure.start : figure.end] != figure.text:
        return []
    if _FIRST.match(text[figure.end :]):
        side, rest = 0, text[figure.end :].split("=", 1)[1]
    elif _SECOND.search(text[: figure.start]) and _EQUALS.match(text[figure.end :]):
        side, rest = 1, text[figure.end :].split("=", 1)[1]
    else:
        return []
    marks = account_marks(rest)
    if not marks:
        return []
    pairs = [pair for pair, result in IDENTITIES.items() if result == marks[0].value]
    accounts = {pair[side] for pair in pairs}
    years = {scope.year} if scope.year is not None else scope.periods
    return [
        Derived(f.value, f"term:{f.account}", directed=False, year=f.year)
        for f in scope.facts
        if f.account in accounts and f.year in years and (scope.company is None or f.company == scope.company)
    ]
