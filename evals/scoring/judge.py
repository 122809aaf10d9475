"""Rubric judges: decide each criterion and contradiction of a rubric question.

Two judges share one interface (``Judge``): ``PatternJudge`` applies each check's regex (deterministic,
the offline default) and ``ModelJudge`` asks a model for JSON verdicts through the neutral model
interface (``core.model``), so any provider — or a ``scripted:`` replay — can judge. A model reply that
cannot be read as a verdict for every check raises ``JudgeError``; so does a failed model call.

Score = passed criteria / criteria, and 0 when any contradiction holds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from core.config import Settings
from core.errors import DexterError
from core.model import Model, ModelRequest, UserMessage, complete
from evals.dataset import Criterion, Question
from providers.registry import build_model

__all__ = [
    "CheckVerdict",
    "Judge",
    "JudgeError",
    "ModelJudge",
    "PatternJudge",
    "RubricVerdict",
    "build_judge",
    "same_model",
]


class JudgeError(DexterError):
    """The judge could not produce a verdict (unreadable reply, missing checks, failed call)."""

    user_message = "채점 모델의 응답을 해석하지 못했습니다."


@dataclass(frozen=True, slots=True)
class CheckVerdict:
    """One criterion (``holds`` = satisfied) or contradiction (``holds`` = the answer states it)."""

    text: str
    holds: bool
    reason: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"text": self.text, "holds": self.holds, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class RubricVerdict:
    criteria: tuple[CheckVerdict, ...]
    contradictions: tuple[CheckVerdict, ...] = ()

    @property
    def contradicted(self) -> bool:
        return any(c.holds for c in self.contradictions)

    @property
    def score(self) -> float:
        if self.contradicted or not self.criteria:
            return 0.0
        return sum(c.holds for c in self.criteria) / len(self.criteria)


class Judge(Protocol):
    @property
    def name(self) -> str: ...

    async def judge(self, question: Question, answer: str) -> RubricVerdict: ...

    async def aclose(self) -> None: ...


class PatternJudge:
    """Each check holds when its ``pattern`` matches the answer."""

    name = "pattern"

    async def judge(self, question: Question, answer: str) -> RubricVerdict:
        def verdicts(checks: Sequence[Criterion]) -> tuple[CheckVerdict, ...]:
            return tuple(CheckVerdict(c.text, c.matches(answer), f"/{c.pattern}/") for c in checks)

        return RubricVerdict(verdicts(question.criteria), verdicts(question.contradictions))

    async def aclose(self) -> None:
        return None


SYSTEM = """You grade answers of a research assistant about Korean listed companies \
(한국 상장사 리서치 답변 채점). You receive a question, a reference answer, numbered criteria (C1, C2, …), \
numbered contradictions (X1, …) and the assistant's answer.

- For each criterion: "pass": true when the answer satisfies it, else false.
- For each contradiction: "holds": true when the answer states or clearly implies it, else false.
- Judge only the answer's text. A figure counts when it matches after rounding and unit conversion \
(조/억/만원, %, 배). Do not reward figures or claims the criteria do not ask for.
- Reply with one JSON object and nothing else, e.g.
{"criteria": [{"id": "C1", "pass": true, "reason": "짧은 근거"}], \
"contradictions": [{"id": "X1", "holds": false, "reason": "짧은 근거"}]}"""


def judge_prompt(question: Question, answer: str) -> str:
    criteria = "\n".join(f"C{i}. {c.text}" for i, c in enumerate(question.criteria, 1))
    contradictions = "\n".join(f"X{i}. {c.text}" for i, c in enumerate(question.contradictions, 1))
    return (
        f"## 질문 (question)\n{question.question}\n\n"
        f"## 기준 답변 (reference)\n{question.expected}\n\n"
        f"## 채점 기준 (criteria)\n{criteria}\n\n"
        f"## 모순 (contradictions — any that holds scores zero)\n{contradictions or '(없음 / none)'}\n\n"
        f"## 답변 (answer to grade)\n<answer>\n{answer}\n</answer>"
    )


class ModelJudge:
    """Asks ``model`` for JSON verdicts; see ``SYSTEM`` and ``parse_verdict``."""

    def __init__(self, model: Model, *, max_tokens: int = 1500) -> None:
        self.model = model
        self._max_tokens = max_tokens

    @property
    def name(self) -> str:
        return self.model.name

    async def judge(self, question: Question, answer: str) -> RubricVerdict:
        request = ModelRequest(
            SYSTEM,
            (UserMessage(judge_prompt(question, answer)),),
            max_tokens=self._max_tokens,
            purpose="judge",
        )
        try:
            response = await complete(self.model, request)
        except DexterError as exc:
            raise JudgeError(f"judge model failed: {type(exc).__name__}: {exc}") from exc
        return parse_verdict(response.text, question)

    async def aclose(self) -> None:
        await self.model.aclose()


# --- parsing --------------------------------------------------------------------------------------

_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)
_TRUE = {"true", "yes", "y", "pass", "passed", "met", "holds", "1", "예", "충족", "통과", "참"}
_FALSE = {"false", "no", "n", "fail", "failed", "not met", "0", "아니오", "미충족", "불충족", "거짓"}
_VERDICT_KEYS = ("pass", "passed", "holds", "met", "satisfied", "verdict", "result", "value")


def _json_object(text: str) -> dict[str, Any]:
    """The verdict object in a reply: inside a code fence or anywhere in the prose around it."""
    decoder = json.JSONDecoder()
    objects: list[dict[str, Any]] = []
    for source in [*(m.group(1) for m in _FENCE.finditer(text)), text]:
        for start in (i for i, char in enumerate(source) if char == "{"):
            try:
                data, _ = decoder.raw_decode(source, start)
            except json.JSONDecodeError:
                continue
            if isinstance(data, dict):
                objects.append(data)
    for data in objects:
        if any(str(key).lower().startswith("criteri") for key in data):
            return data
    if objects:
        return objects[0]
    raise JudgeError(f"judge reply is not a JSON object: {text[:200]!r}")


def _boolean(raw: Any, check: str) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int | float):
        return bool(raw)
    if isinstance(raw, str) and raw.strip().lower() in _TRUE | _FALSE:
        return raw.strip().lower() in _TRUE
    raise JudgeError(f"judge verdict for {check} is not a yes/no: {raw!r}")


def _entries(raw: Any, prefix: str, count: int) -> dict[str, tuple[Any, str]]:
    """Verdicts keyed ``C1``…: from a list of objects (with or without ids) or an id → verdict map."""
    found: dict[str, tuple[Any, str]] = {}
    if isinstance(raw, Mapping):
        for key, item in raw.items():
            verdict, reason = _verdict_of(item)
            found[_check_id(key, prefix)] = (verdict, reason)
    elif isinstance(raw, list):
        for position, item in enumerate(raw, 1):
            key = item.get("id", position) if isinstance(item, Mapping) else position
            found[_check_id(key, prefix)] = _verdict_of(item)
    elif raw is not None or count:
        raise JudgeError(f"judge reply has no list of {prefix} verdicts")
    return found


def _check_id(key: Any, prefix: str) -> str:
    digits = re.sub(r"\D", "", str(key))
    return f"{prefix}{int(digits)}" if digits else str(key)


def _verdict_of(item: Any) -> tuple[Any, str]:
    if isinstance(item, Mapping):
        for key in _VERDICT_KEYS:
            if key in item:
                return item[key], str(item.get("reason", ""))
        return None, str(item.get("reason", ""))
    return item, ""


def parse_verdict(text: str, question: Question) -> RubricVerdict:
    """Read a judge reply into a verdict for every check of ``question``; ``JudgeError`` otherwise."""
    data = _json_object(text)
    lowered = {str(k).lower(): v for k, v in data.items()}
    groups: list[tuple[CheckVerdict, ...]] = []
    for key, prefix, checks in (
        ("criteria", "C", question.criteria),
        ("contradictions", "X", question.contradictions),
    ):
        raw = lowered.get(key, lowered.get(key.rstrip("s")))
        found = _entries(raw, prefix, len(checks))
        verdicts = []
        for i, check in enumerate(checks, 1):
            if f"{prefix}{i}" not in found:
                raise JudgeError(f"judge reply has no verdict for {prefix}{i}")
            verdict, reason = found[f"{prefix}{i}"]
            verdicts.append(CheckVerdict(check.text, _boolean(verdict, f"{prefix}{i}"), reason))
        groups.append(tuple(verdicts))
    return RubricVerdict(groups[0], groups[1])


# --- construction -----------------------------------------------------------------------------------


def same_model(a: str, b: str) -> bool:
    """Whether two model names denote the same model (``openai:``/``ollama:`` prefixes and a scripted
    replay's directory are ignored)."""

    def key(name: str) -> str:
        name = name.strip()
        if name.startswith("scripted:"):
            return "scripted:" + Path(name.removeprefix("scripted:")).name
        return name.split(":", 1)[1] if name.startswith(("openai:", "ollama:")) else name

    return key(a) == key(b)


def build_judge(name: str | None, settings: Settings) -> Judge:
    """``PatternJudge`` without a name, else a ``ModelJudge`` on the named model."""
    if name is None:
        return PatternJudge()
    return ModelJudge(build_model(name, settings))
