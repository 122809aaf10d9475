"""Accounts the answer names by the tools' own label: an account the catalogue has no word for is a fact
under its label ("기타포괄손익-공정가치측정금융자산", ``facts``), and a sentence that writes that label out
speaks of it — not of the catalogue account whose word ends it ("…금융자산" is no 자산총계)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from core.verify.claim import Claim
from core.verify.facts import Fact
from core.verify.vocab import account_marks

#: a label this short may be a word of any sentence
_SHORTEST = 4


def tool_labels(facts: Iterable[Fact]) -> dict[str, str]:
    """label → account, for the facts of accounts the catalogue has no word for."""
    return {
        f.label: f.account
        for f in facts
        if f.account is not None and f.account.startswith("label:") and len(f.label) >= _SHORTEST
    }


def with_tool_labels(claim: Claim, labels: dict[str, str]) -> Claim:
    """The claim of an account its sentence names by a tool's label, when the account it was read with is a
    word inside that label only ("'기타포괄손익-공정가치측정금융자산' 잔액이 1.66조 → 2.15조원": not 자산총계)."""
    context, figure = claim.context, claim.figure
    if claim.account is None or context[figure.start : figure.end] != figure.text:
        return claim
    named = [(label, account) for label, account in labels.items() if label in context[: figure.start]]
    if not named:
        return claim
    own = [m for m in account_marks(context) if m.value == claim.account and m.end <= figure.start]
    for label, account in named:
        start = context.rfind(label, 0, figure.start)
        end = start + len(label)
        if own and all(start <= m.start and m.end <= end for m in own):
            return replace(claim, account=account, other_accounts=())
    return claim
