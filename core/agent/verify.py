"""The answer's figures checked before it is posted (``core.verify``), and corrected once if needed.

After the final answer is drafted, every figure in it is checked against this run's tool results. When
some are unsupported, the model is asked once — with the draft, each unsupported figure and the tool
values closest to it — to correct or remove them. Whatever is still unsupported after that is named on a
last line (``UNVERIFIED_PREFIX``) so a reader knows which figures no tool returned. A run answering in
English gets all of it in English: the correction request, the last line and the progress line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.errors import DexterError
from core.logging import get_logger
from core.model import AssistantMessage, Model, ModelRequest, Usage, UserMessage, complete
from core.verify import Unsupported, Verdict, check_answer
from core.verify.check import show_value

log = get_logger(__name__)

UNVERIFIED_PREFIX = "⚠️ 확인되지 않은 수치:"
#: the same line in an English answer
UNVERIFIED_PREFIX_EN = "⚠️ Figures not found in the data:"
_SHOWN = 8

CORRECTION = """방금 쓴 답변에서 아래 수치들은 도구 결과에서 확인되지 않습니다 (단위·연도·연결/별도·부호·계산을 \
확인하세요).
{items}

각 수치를 도구 결과로 다시 확인하세요: 틀렸으면 도구 결과에 있는 값(또는 그 값으로 정확히 계산한 값)으로 고치고, \
근거가 없으면 그 수치를 빼세요. 다시 계산해도 맞는 값이면 고치지 말고 그대로 두세요 (가까운 도구 값은 참고일 뿐, \
다른 연도·회사·항목의 값일 수 있습니다). 답변 전체를 다시 쓰되 다른 내용과 형식, 출처는 그대로 두고, 수정했다는 말은 \
쓰지 마세요."""
#: ``CORRECTION`` for an answer written in English (it stays in English)
CORRECTION_EN = """These figures in the answer you just wrote are not found in the tool results (check the \
unit, year, consolidated/separate basis, sign and arithmetic).
{items}

Check each one against the tool results again: correct a wrong one to a value in the tool results (or one \
computed exactly from them), drop one nothing supports, and leave one that is right as it is (the closest tool \
values are hints only and may be another year's, company's or item's). Write the whole answer again in English. \
Keep everything else, the format and the sources as they are, and do not mention that anything was corrected."""
#: how ``correction_request`` points at the tool values close to a figure
NEAR = {"ko": "가까운 도구 값", "en": "closest tool values"}


@dataclass(frozen=True, slots=True)
class Checked:
    answer: str
    first: Verdict
    final: Verdict
    revised: bool
    usage: Usage


async def check_and_revise(
    model: Model,
    *,
    system: str,
    prompt: str,
    answer: str,
    results: Sequence[str],
    query: str,
    max_tokens: int,
    run_id: str,
    first: Verdict | None = None,
    lang: str = "ko",
) -> Checked:
    """The answer to post: as drafted when every figure holds, else corrected once (and marked)."""
    first = first or check_answer(answer, results, query)
    if first.ok:
        return Checked(answer, first, first, False, Usage())
    request = ModelRequest(
        system,
        (
            UserMessage(prompt),
            AssistantMessage(text=answer),
            UserMessage(correction_request(first.unsupported, lang)),
        ),
        (),
        max_tokens=max_tokens,
        purpose="revise",
    )
    try:
        response = await complete(model, request)
    except DexterError:
        log.warning("answer_revision_failed", run_id=run_id, unsupported=len(first.unsupported))
        return Checked(mark_unverified(answer, first, lang), first, first, False, Usage())
    revised = response.text.strip()
    if not revised:
        return Checked(mark_unverified(answer, first, lang), first, first, False, response.usage)
    final = check_answer(revised, results, query)
    return Checked(mark_unverified(revised, final, lang), first, final, True, response.usage)


def correction_request(unsupported: Sequence[Unsupported], lang: str = "ko") -> str:
    """The request to correct ``unsupported`` figures, in the answer's language."""
    english = lang == "en"
    items = []
    for item in unsupported[: _SHOWN * 2]:
        near = ", ".join(f"{fact.describe()} {show_value(fact)}".strip() for fact in item.near)
        hint = f" — {NEAR['en' if english else 'ko']}: {near}" if near else ""
        items.append(f"- \u201c{item.text}\u201d ({item.claim.context[:80]}){hint}")
    return (CORRECTION_EN if english else CORRECTION).format(items="\n".join(items))


def mark_unverified(answer: str, verdict: Verdict, lang: str = "ko") -> str:
    """The answer with a last line naming the figures no tool value supports (none: unchanged)."""
    if verdict.ok:
        return answer
    texts = list(dict.fromkeys(item.text for item in verdict.unsupported))
    more = len(texts) - _SHOWN
    if lang == "en":
        shown = ", ".join(texts[:_SHOWN]) + (f" and {more} more" if more > 0 else "")
        return f"{answer}\n\n> {UNVERIFIED_PREFIX_EN} {shown}"
    shown = ", ".join(texts[:_SHOWN]) + (f" 외 {more}개" if more > 0 else "")
    return f"{answer}\n\n> {UNVERIFIED_PREFIX} {shown}"


def check_line(checked: int, unsupported: int, revising: bool, lang: str = "ko") -> str:
    """The progress line for an ``AnswerCheck`` event (one line, in the run's language)."""
    if lang == "en":
        return _check_line_en(checked, unsupported, revising)
    if revising:
        return f"🔢 수치 검증: {checked}개 중 {unsupported}개 확인 안 됨 → 답변 수정 중"
    if unsupported:
        return f"⚠️ 수치 검증: {checked}개 중 {unsupported}개 확인되지 않음"
    if checked == 0:
        return "🔢 수치 검증: 검증할 수치 없음"
    return f"🔢 수치 검증 ✓ {checked}개 모두 도구 결과와 일치"


def _check_line_en(checked: int, unsupported: int, revising: bool) -> str:
    if revising:
        return f"🔢 Figure check: {unsupported} of {checked} not found → revising the answer"
    if unsupported:
        return f"⚠️ Figure check: {unsupported} of {checked} not found in the data"
    if checked == 0:
        return "🔢 Figure check: no figures to check"
    return f"🔢 Figure check ✓ all {checked} match the tool results"
