"""Quick answers to questions asked in English: read into the Korean reader's question, answered from the
same figures, worded in English — no model.

``core.quick.english_read`` reads the question into the catalogue's Korean words, so ``parse_question``
makes the very ``QuickQuery`` the Korean question would; ``core.quick.worked`` finds its figures and
``core.quick.english_answer`` (``english_facts`` for company facts) words them: ``KRW 6.57 trillion
(6.57조원)``, ``2.5%``, ``KRW 1,444 per share``, English names with the Korean once. A refusal (a period not
yet filed or before OpenDART, a company listed abroad) is one English sentence. Anything not read —
or a lookup problem, which the Korean answer explains — is ``None``: the caller answers as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from core.data.companies.name_policy import read_name
from core.data.companies.resolver import CompanyIndex
from core.data.services import DataServices
from core.figures.lookup import FigureLookup
from core.finance.krw import amounts_in
from core.quick import english_words
from core.quick.english_answer import worded
from core.quick.english_facts import facts
from core.quick.english_holders import holding_in_english
from core.quick.english_pay import pay_in_english
from core.quick.english_read import EnglishReading, read
from core.quick.english_units import unit_asked
from core.quick.follow import follow_up, quick_context
from core.quick.model import METRICS, QuickAnswer, QuickQuery, QuickRefusal
from core.quick.parse import parse_question
from core.quick.worked import work_out

__all__ = ["answer_in_english", "read_english"]

_HANGUL = re.compile(r"[가-힣]")
#: a follow-up setting the figure against another or adding to it, read as the other alone: "how does it compare with
#: 2023?" ("2023년": FY2023 alone), "combined with SK hynix?" ("SK하이닉스": its figure, not the sum)
_COMPARED = re.compile(
    r"compar|\bvs\b|versus|against|\bthan\b|differen|combined|together|\bsum\b|altogether|\bplus\b|\badd"
    r"|\btotal\W*$",
    re.IGNORECASE,
)
_ISSUED = re.compile(r"issued|outstanding|listed|\btotal\b|in issue", re.IGNORECASE)
_HELD = re.compile(r"\bheld\b|\bhold|\bown|\bstake", re.IGNORECASE)


def read_english(text: str, companies: CompanyIndex | None = None) -> str | None:
    """The question in the catalogue's Korean words ("samsung elec 2023 op margin?" → "삼성전자 2023년
    영업이익률"), or ``None`` when a word is not understood."""
    reading = read(text, companies)
    return None if reading is None else reading.korean


async def answer_in_english(
    text: str, data: DataServices, *, today: date, earlier: Sequence[str] = ()
) -> QuickAnswer | None:
    """An English quick answer to an English question, or ``None`` (not read, or left to the Korean path).

    ``earlier``: the conversation's previous questions, oldest first — a short follow-up of a quick
    question ("what about 2022?", "and SK hynix?", "operating margin?") takes what it does not name from
    the last of them, as the Korean reader's follow-ups do (``core.quick.follow``).
    """
    again = _in_another_unit(text) if earlier else None  # "in billions of won" after a quick answer
    if again is not None:
        said = [read_english(q, data.companies) or q for q in earlier]
        followed = follow_up(again, said, data.companies, today=today)
        if isinstance(followed, QuickQuery):
            with amounts_in(followed.unit):
                return await _answer(followed, EnglishReading(again), data, today=today, english_only=True)
    reading = read(text, data.companies)
    if reading is None:
        return await _unread(text, data, today=today, earlier=earlier)
    parsed = parse_question(reading.korean, data.companies, today=today)
    if parsed is None and earlier and not _COMPARED.search(text):
        said = [read_english(q, data.companies) or q for q in earlier]
        parsed = follow_up(reading.korean, said, data.companies, today=today)
        context = quick_context(said, data.companies, today=today)
        if _holders_shares(parsed, context, text):
            parsed = None
    if isinstance(parsed, QuickRefusal):
        message = english_words.refusal(parsed, today, text)
        return None if message is None else QuickAnswer(message + "\n")
    if not isinstance(parsed, QuickQuery):
        return None if _HANGUL.search(text) else await _unread(text, data, today=today, earlier=earlier)
    with amounts_in(parsed.unit):  # "in billions of won"
        return await _answer(parsed, reading, data, today=today, english_only=not _HANGUL.search(text))


#: what an English follow-up that only asks another unit says besides it ("show it in trillions", "in KRW bn please")
_ONLY_A_UNIT = re.compile(
    r"\b(?:and|so|now|ok|okay|then|please|pls|can|could|would|you|show|give|put|write|me|it|that|them|those|"
    r"again|instead|what|how|about|the|same|numbers?|figures?|amounts?)\b|[?!.,~\s]+"
)


def _in_another_unit(text: str) -> str | None:
    """An English follow-up that only asks another unit, in the Korean reader's words ("십억원 단위로 다시"), or
    ``None``: "in billions of won" alone opened the card of a company called Billions (빌리언스)."""
    asked = unit_asked(text.lower())
    if asked is None or _ONLY_A_UNIT.sub("", asked[1]).strip():
        return None
    return f"{asked[0]}원 단위로 다시"


def _holders_shares(parsed: object, context: QuickQuery | None, text: str) -> bool:
    """ "how many shares?" after "Samsung Electronics largest shareholder" (or minority shareholders): the holder's
    shares, read as the shares issued (5,969,782,550) — unless the shares issued are named."""
    if not isinstance(parsed, QuickQuery) or context is None or parsed.kind == "holding":
        return False
    other = set(parsed.companies) != set(context.companies) or parsed.metrics == ("shares",)
    if _HELD.search(text) and other:
        return True  # "how many are held by Samsung Life?" after the shares issued: Samsung Life's own shares issued
    if parsed.metrics != ("shares",):
        return False
    held = {"largest_holder", "minority_holders", "ownership"} & set(context.metrics)
    return bool(held) and not _ISSUED.search(text)


async def _unread(
    text: str, data: DataServices, *, today: date, earlier: Sequence[str] = ()
) -> QuickAnswer | None:
    """A question the English reader did not read: one person's pay (a name as filed, in Hangul); else, in
    English only, what the Korean reader makes of the words it knows (``shares``, ``ROE`` …) or of a follow-up,
    worded in English so that no Korean answer goes to an English question."""
    paid = await pay_in_english(text, data, today=today)
    if paid is not None or _HANGUL.search(text):
        return paid
    parsed = parse_question(text, data.companies, today=today)
    if parsed is None and earlier:
        said = [read_english(q, data.companies) or q for q in earlier]
        parsed = follow_up(text, said, data.companies, today=today)
    if not isinstance(parsed, QuickQuery) or parsed.kind == "market":
        return None  # a refusal is worded by the caller; a quote is the company card's
    return await _answer(parsed, EnglishReading(text), data, today=today, english_only=True)


async def _answer(
    parsed: QuickQuery, reading: EnglishReading, data: DataServices, *, today: date, english_only: bool
) -> QuickAnswer | None:
    """``parsed`` worded in English; a kind not worded in English yet is ``None`` — or, asked in English only,
    a plain English sentence saying so (the Korean answer would be in Korean)."""
    unworded = (parsed.summed and parsed.kind != "comparison") or (
        parsed.times and parsed.kind != "comparison"
    )
    unworded |= parsed.kind == "change" and any(METRICS[m].kind == "per_share" for m in parsed.metrics)
    if unworded:  # a sum, a multiple of another year or figure, a per-share change in won
        return QuickAnswer(english_words.NOT_WORDED + "\n") if english_only else None
    lookup = FigureLookup(data, today=today)
    if parsed.kind == "fact":
        return await facts(parsed, lookup)
    if parsed.kind == "holding":
        return await holding_in_english(parsed, lookup, data.companies)
    worked = await work_out(parsed, lookup)
    notes = _notes(reading, parsed, data.companies)
    return worded(worked, notes, ranked=reading.ranked, lower=reading.lower, companies=data.companies)


def _notes(reading: EnglishReading, query: QuickQuery, companies: CompanyIndex) -> list[str]:
    """How a group name typed alone was read ("Samsung" → Samsung Electronics), for the answer's top."""
    notes = []
    for typed, group in reading.groups:
        found = read_name(companies, group)
        if found is None or found.company is None or found.company not in query.companies:
            continue
        notes.append(
            english_words.reading_note(typed, found.company, found.alternatives, exact=found.kind == "exact")
        )
    return notes
