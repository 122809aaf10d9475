"""With a model key, two sentences at the top of a brief: the model reads the brief (nothing else) and
says what stands out; kept only when every figure it states is in the brief (``core.verify``)."""

from __future__ import annotations

from core.logging import get_logger
from core.model import Model, ModelRequest, UserMessage, complete
from core.verify import check_answer

log = get_logger(__name__)
SYSTEM = (
    "당신은 리서치팀의 아침 브리핑을 여는 애널리스트입니다. 주어진 브리핑 내용만 근거로, 오늘 눈여겨볼 점을 "
    "한국어 두 문장으로 쓰세요. 수치는 브리핑에 있는 것만 그대로 쓰고, 전망·투자 권유는 하지 마세요."
)


async def overview(model: Model, brief: str) -> str | None:
    """Two sentences on ``brief``, or ``None`` when the model failed or stated a figure the brief lacks."""
    try:
        answer = (
            await complete(
                model,
                ModelRequest(
                    system=SYSTEM, messages=(UserMessage(brief),), max_tokens=300, purpose="brief_overview"
                ),
            )
        ).text.strip()
    except Exception as exc:  # the brief goes out without it
        log.warning("brief_overview_failed", error=type(exc).__name__)
        return None
    if not answer:
        return None
    verdict = check_answer(answer, [brief], "관심 종목 브리핑")
    if not verdict.ok:
        log.warning("brief_overview_rejected", unsupported=len(verdict.unsupported))
        return None
    return answer
