"""Answers that need no model: quick answers, and with no model key the card plus a plain note.

Every front end (terminal, Slack, Telegram) asks ``direct_reply`` first and runs the agent only when it
returns ``None``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Literal

from bots.compose import Runtime
from core.data.companies.mentions import Mention, mentions, with_english_names
from core.data.companies.name_policy import NameReading, read_name
from core.data.companies.not_listed import NotListed, not_listed
from core.data.companies.resolver import Company
from core.finance.krw import percents_in
from core.lang import Language, run_language
from core.quick import QuickQuery, QuickRefusal, answer_quick, parse_question
from core.quick.asked_format import read_format
from core.quick.context_asks import the_ask
from core.quick.disputed import settled
from core.quick.filed import plainly_filed
from core.quick.follow import follow_up
from core.quick.pay import pay_answer
from core.quick.sheet import cells_read
from core.quick.why import deferred
from core.quick.wording import ambiguous

NO_MODEL = (
    "이 질문에는 AI 모델이 필요합니다 — {problem}. 키 없이도 간단한 수치·비율·비교 질문"
    '(예: "삼성전자 2023년 영업이익률은?", "SK하이닉스와 삼성전자 2024년 영업이익 비교")과 '
    "회사 카드(`dexter card 005930`)는 답할 수 있습니다."
)
#: ``NO_MODEL`` for a run answering in English
NO_MODEL_EN = (
    "This question needs an AI model — {problem}. Without a key, simple figure, ratio and comparison "
    'questions (e.g. "Samsung Electronics 2023 operating margin?") and the company card '
    "(`dexter card 005930`) are answered."
)


#: How a question was answered without the agent (``bots.relay.run.progress_state`` adds "agent").
DirectPath = Literal["quick", "card", "no_model"]
AGENT_CAN_TRY = frozenset({"unknown_company", "ambiguous_company"})
#: Refusals about the company itself: a note on how a group name was read would not fit them.
_ABOUT_THE_NAME = frozenset({"unknown_company", "ambiguous_company", "foreign_company", "unlisted_company"})


@dataclass(frozen=True, slots=True)
class DirectReply:
    markdown: str
    path: DirectPath
    sources: tuple[str, ...] = ()
    #: False when the reply says what could not be answered (no such company, not in the data)
    found: bool = True

    @property
    def answered(self) -> bool:
        return self.path != "no_model"


def _bare_company(query: str, runtime: Runtime) -> Company | NameReading | NotListed | None:
    """A question that is only a company: the company, the name policy's reading of a group name
    ("삼성" → 삼성전자, "롯데" → a tie to ask about), or a company listed abroad (쿠팡)."""
    text = query.strip()
    if not text or " " in text or len(text) > 30:
        return None
    index = runtime.data.companies
    reading = read_name(index, text)
    if reading is not None:
        return reading
    resolution = index.resolve(text)
    if not resolution.candidates or not any(m.company.listed for m in resolution.candidates):
        elsewhere = not_listed(index, text)  # a known foreign listing only: a lone word is too little
        return elsewhere if elsewhere is not None and elsewhere.abroad is not None else None
    if resolution.ambiguous:
        return None
    best = resolution.candidates[0]
    return best.company if best.confidence >= 0.95 and best.company.listed else None


def _notes(named: list[Mention], companies: tuple[Company, ...] | None = None) -> str:
    """The policy's one-line notes (how a group name was read) as a quote above the answer; only for
    the companies the answer is about when ``companies`` is given."""
    lines = [
        f"> {m.reading.note}\n\n"
        for m in named
        if m.reading is not None and m.reading.note and (companies is None or m.company in companies)
    ]
    return "".join(lines)


async def direct_reply(
    query: str, runtime: Runtime, *, today: date, earlier: Sequence[str] = ()
) -> DirectReply | None:
    """A reply without the agent, or ``None`` when the agent should answer; in a run answering in
    English (``core.lang.run_language``: the question's language, or ``DEXTER_LANG``) a question is
    answered in English when the quick path can (``core.quick.english``), and a card is in English."""
    lang = run_language(runtime.settings.dexter_lang, query, earlier)
    if lang == "en":
        from core.quick.english import answer_in_english  # English runs only

        english = await answer_in_english(query, runtime.data, today=today, earlier=earlier)
        if english is not None:
            return DirectReply(english.markdown, "quick", tuple(english.sources), bool(english.figures))
    return await _reply(query, runtime, today=today, earlier=earlier, lang=lang)


async def _reply(
    query: str, runtime: Runtime, *, today: date, earlier: Sequence[str] = (), lang: Language = "ko"
) -> DirectReply | None:
    """A reply without the agent, or ``None`` when the agent should answer.

    ``earlier``: the conversation's previous questions, oldest first — a short follow-up of a quick
    answer ("그럼 2022년은?", "SK하이닉스는?") is answered against the last of them, without a model.
    ``lang``: the run's language (the card's and the no-model note's).
    """
    followed = follow_up(query, earlier, runtime.data.companies, today=today)
    if isinstance(followed, QuickQuery):
        return await _quick(followed, runtime, today=today)
    bare = _bare_company(query, runtime)
    if isinstance(bare, NotListed):
        return DirectReply(bare.statement_in(lang) + "\n", "quick", found=False)
    if isinstance(bare, NameReading):
        if bare.company is None:  # a true tie: ask which, the candidates by market value
            return DirectReply(_which(bare, lang) + "\n", "quick", found=False)
        card = await _card(runtime, bare.company, today=today, lang=lang)
        return DirectReply(f"> {bare.note}\n\n{card}" if bare.note else card, "card")
    if bare is not None:  # "005930", "삼성전자": the company card
        return DirectReply(await _card(runtime, bare, today=today, lang=lang), "card")
    named = _mentions(query, runtime, lang)
    # "친구가 …더 벌었다는데 맞냐?", "…넘었다 vs 못 넘었다 내기": the question the argument settles; "사업보고서상",
    # "매출총이익(손실)": filing jargon in the reader's words; then the one sentence that asks, "" when another may be meant
    # "| 삼성전자 | FY2022 | 이익잉여금 | ___ |": a sheet's cells pasted, read as their words
    filed = plainly_filed(settled(cells_read(query), runtime.data.companies))
    asked = the_ask(filed, runtime.data.companies)
    asked, form = read_format(asked)  # "원 단위까지", "소수 둘째 자리까지", "퍼센트로만", "50% 안 넘지"
    parsed = parse_question(asked, runtime.data.companies, today=today) if asked else deferred("the_ask")
    if isinstance(parsed, QuickQuery) and not form.fits(parsed):
        # "매출 퍼센트로만", "부채비율 원 단위까지": a request that fits no figure asked
        parsed = deferred("format")
    if isinstance(parsed, QuickRefusal):
        # With a model, unclear names go to the agent (it can ask back or search); plain facts stay here.
        if runtime.agent is None or parsed.reason not in AGENT_CAN_TRY:
            notes = "" if parsed.reason in _ABOUT_THE_NAME else _notes(named)
            message = _english_refusal(parsed, runtime, today=today) if lang == "en" else parsed.message
            return DirectReply(notes + message + "\n", "quick", found=False)
    elif parsed is not None:
        with percents_in(form.digits(parsed)):
            reply = await _quick(parsed, runtime, today=today)
        return DirectReply(
            _notes(named, parsed.companies) + reply.markdown, reply.path, reply.sources, reply.found
        )
    else:  # one person's pay, named as the 사업보고서 lists it (core.quick.pay)
        paid = await pay_answer(query, runtime.data, today=today)
        if paid is not None:
            return DirectReply(paid, "quick", found=True)
    if runtime.agent is not None:
        return None
    return await _without_model(named, runtime, today=today, lang=lang)


def _which(tie: NameReading, lang: Language) -> str:
    """Ask which company a group name without a dominant one means, the candidates by market value."""
    if lang == "en":
        from core.quick.english_words import ambiguous as ambiguous_en  # English runs only

        return ambiguous_en(tie.alternatives)
    return ambiguous(tie.typed, tie.alternatives)


def _english_refusal(refused: QuickRefusal, runtime: Runtime, *, today: date) -> str:
    """A refusal of the Korean reader (the English one did not read the question) in English: the English
    reader's own sentences, a name not listed (``NotListed.statement_en``) or not known at all."""
    from core.quick import english_words  # English runs only

    said = english_words.refusal(refused, today, refused.text)
    if said is not None:
        return said
    if refused.reason == "unlisted_company":
        quoted = re.match(r"'(.+?)'", refused.message)
        elsewhere = not_listed(runtime.data.companies, quoted.group(1)) if quoted else None
        if elsewhere is not None:
            return elsewhere.statement_en
    if refused.reason == "unknown_company":
        return english_words.unknown_company(refused)
    return refused.message


def _mentions(query: str, runtime: Runtime, lang: Language) -> list[Mention]:
    """The companies the question names; in English "SK hynix" is SK하이닉스, not the SK the Korean
    reading takes from it."""
    named = mentions(runtime.data.companies, query)
    return with_english_names(runtime.data.companies, query, named) if lang == "en" else named


async def _without_model(
    named: list[Mention], runtime: Runtime, *, today: date, lang: Language
) -> DirectReply:
    """No model for the question: the note, with the card of the first company it names."""
    english = lang == "en"
    note = (NO_MODEL_EN if english else NO_MODEL).format(
        problem=runtime.model_note_en if english else runtime.model_note
    )
    companies = [m.company for m in named if m.company is not None][:1]
    if not companies:
        return DirectReply(note, "no_model")
    card = await _card(runtime, companies[0], today=today, lang=lang)
    return DirectReply(f"> {note}\n\n{_notes(named, (companies[0],))}{card}", "card")


async def _quote(company: Company, runtime: Runtime, *, today: date) -> DirectReply:
    """Today's quote of ``company`` (주가, 시가총액, PER, PBR, BPS): its card when the card holds a quote,
    else one line saying the quote could not be read (and why, when the card says)."""
    from core.tools.card import build_card
    from core.tools.card_render import render_card

    card = await build_card(runtime.data, company, today=today)
    if card.quote is not None:
        return DirectReply(render_card(card, "ko"), "card")
    why = next((note.korean for note in card.notes if note.section == "quote"), "")
    line = f"{company.name} 시세를 지금 조회하지 못했습니다" + (f" — {why.rstrip('.')}" if why else "") + "."
    return DirectReply(line + "\n", "quick", found=False)


async def _card(runtime: Runtime, company: Company, *, today: date, lang: Language) -> str:
    """The company card in the run's language (the card's modules load with the first card)."""
    from core.tools.card import build_card
    from core.tools.card_render import render_card

    return render_card(await build_card(runtime.data, company, today=today), lang)


async def _quick(query: QuickQuery, runtime: Runtime, *, today: date) -> DirectReply:
    """A quick answer; ``found`` is False when it only says which figures the data does not hold. Today's
    quote (주가, 시가총액, PER, PBR, BPS) is the company card's: the card answers it."""
    if query.kind == "market":
        return await _quote(query.companies[0], runtime, today=today)
    quick = await answer_quick(query, runtime.data, today=today)
    found = bool(quick.figures) or query.kind == "fact"
    return DirectReply(quick.markdown, "quick", tuple(quick.sources), found)
