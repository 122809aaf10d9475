"""Answers that need no model: quick answers, and with no model key the card plus a plain note.

Every front end (terminal, Slack, Telegram) asks ``direct_reply`` first and runs the agent only when it
returns ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

from bots.compose import Runtime
from core.data.companies import Company
from core.quick import QuickRefusal, answer_quick, parse_question
from core.tools.card import build_card
from core.tools.card_render import render_card
from core.tools.resolve import mentioned_companies

NO_MODEL = (
    "이 질문에는 AI 모델이 필요합니다 — {problem}. 키 없이도 간단한 수치·비율·비교 질문"
    '(예: "삼성전자 2023년 영업이익률은?", "SK하이닉스와 삼성전자 2024년 영업이익 비교")과 '
    "회사 카드(`dexter card 005930`)는 답할 수 있습니다."
)


#: How a question was answered without the agent (``bots.relay.state`` adds "agent").
DirectPath = Literal["quick", "card", "no_model"]
AGENT_CAN_TRY = frozenset({"unknown_company", "ambiguous_company"})


@dataclass(frozen=True, slots=True)
class DirectReply:
    markdown: str
    path: DirectPath
    sources: tuple[str, ...] = ()

    @property
    def answered(self) -> bool:
        return self.path != "no_model"


def _bare_company(query: str, runtime: Runtime) -> Company | None:
    text = query.strip()
    if not text or " " in text or len(text) > 30:
        return None
    resolution = runtime.data.companies.resolve(text)
    if resolution.ambiguous or not resolution.candidates:
        return None
    best = resolution.candidates[0]
    return best.company if best.confidence >= 0.95 and best.company.listed else None


async def direct_reply(query: str, runtime: Runtime, *, today: date) -> DirectReply | None:
    """A reply without the agent, or ``None`` when the agent should answer."""
    bare = _bare_company(query, runtime)
    if bare is not None:  # "005930", "삼성전자": the company card
        return DirectReply(render_card(await build_card(runtime.data, bare, today=today)), "card")
    parsed = parse_question(query, runtime.data.companies, today=today)
    if isinstance(parsed, QuickRefusal):
        # With a model, unclear names go to the agent (it can ask back or search); plain facts stay here.
        if runtime.agent is None or parsed.reason not in AGENT_CAN_TRY:
            return DirectReply(parsed.message + "\n", "quick")
    elif parsed is not None:
        quick = await answer_quick(parsed, runtime.data, today=today)
        return DirectReply(quick.markdown, "quick", tuple(quick.sources))
    if runtime.agent is not None:
        return None
    note = NO_MODEL.format(problem=runtime.model_problem or "모델이 설정되지 않았습니다")
    companies = mentioned_companies(runtime.data.companies, query, limit=1)
    if not companies:
        return DirectReply(note, "no_model")
    card = render_card(await build_card(runtime.data, companies[0], today=today))
    return DirectReply(f"> {note}\n\n{card}", "card")
