"""The numeric scorer and the rubric judges (pattern and model, the latter on a scripted model)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from core.errors import ModelOverloadedError
from core.finance.amounts import find_figures
from core.model import UserMessage
from core.scripted import ScriptedModel, fail, say
from evals.dataset import Criterion, Question
from evals.scoring import JudgeError, ModelJudge, PatternJudge, match_figure, same_model, score_numeric
from evals.scoring.judge import SYSTEM


def numeric(value: float, unit: str, tolerance: float = 0.01) -> Question:
    return Question.model_validate(
        {
            "id": "n1",
            "type": "quantitative",
            "question": "q",
            "expected": "e",
            "scoring": "numeric",
            "value": value,
            "unit": unit,
            "tolerance": tolerance,
        }
    )


def rubric(criteria: Sequence[tuple[str, str]], contradictions: Sequence[tuple[str, str]] = ()) -> Question:
    return Question(
        id="r1",
        type="qualitative",
        question="삼성전자 사업 구조를 설명해줘",
        expected="DS와 DX 두 부문",
        scoring="rubric",
        criteria=tuple(Criterion(text=t, pattern=p) for t, p in criteria),
        contradictions=tuple(Criterion(text=t, pattern=p) for t, p in contradictions),
    )


# --- numeric ------------------------------------------------------------------------------------


def test_won_value_matches_a_rounded_jo_figure() -> None:
    result = score_numeric(numeric(258_935_494_000_000, "won"), "2023년 매출액은 **258.94조원**입니다.")
    assert result.score == 1.0 and result.passed
    assert result.matched is not None and result.matched.text == "258.94조원"
    assert result.as_dict()["matched"] == "258.94조원" and result.as_dict()["unit"] == "won"


def test_wrong_figure_or_wrong_unit_family_scores_zero_and_reports_the_closest() -> None:
    question = numeric(258_935_494_000_000, "won")
    result = score_numeric(question, "매출액 302.23조원, 영업이익 6.57조원, 258.94% (오타)")
    assert result.score == 0.0 and result.matched is None
    assert result.closest is not None and result.closest.text == "302.23조원"
    assert result.candidates == 2  # the percent figure is not in the won family
    assert score_numeric(question, "관련 수치를 찾지 못했습니다.").as_dict()["closest"] is None


def test_displayed_rounding_is_tolerated() -> None:
    margin = numeric(2.536, "percent", tolerance=0.01)  # 2.5 is 1.4% off, but 2.536 rounds to 2.5
    result = score_numeric(margin, "영업이익률 2.5%")
    assert result.passed and result.how == "rounding"
    assert score_numeric(numeric(2.536, "percent", tolerance=0.05), "영업이익률 2.5%").how == "tolerance"
    assert not score_numeric(margin, "영업이익률 2.6%").passed
    # one significant digit is too coarse to count as a rounding of 2.6조원
    assert not score_numeric(numeric(2.6e12, "won"), "약 3조원").passed


def test_sign_comes_from_markers_and_words_only_allow_the_magnitude() -> None:
    loss = numeric(-7_730_000_000_000, "won")
    assert score_numeric(loss, "영업이익 −7.73조원").how == "tolerance"
    assert score_numeric(loss, "영업손실 7.73조원").how == "tolerance+magnitude"
    assert score_numeric(loss, "| 영업이익(손실) | 7.73조원 |").passed
    assert score_numeric(numeric(-14.3, "percent"), "매출은 14.3% 감소했습니다").how == "tolerance+magnitude"
    assert not score_numeric(loss, "영업이익 7.73조원").passed  # nothing says it is a loss
    assert not score_numeric(loss, "적자 기업입니다.\n영업이익 7.73조원").passed  # not on the same line
    assert not score_numeric(numeric(7.73e12, "won"), "영업이익 −7.73조원").passed  # explicit wrong sign
    assert not score_numeric(numeric(7.73e12, "won"), "영업이익 △7.73조원").passed


@pytest.mark.parametrize(
    ("unit", "value", "answer"),
    [
        ("won_per_share", 1444, "주당 현금배당금 1,444원 (보통주)"),
        ("times", 25.15, "PER 25.15배"),
        ("count", 121_404, "직원 수 121,404명"),
        ("shares", 5_969_782_550, "발행주식 5,969,782,550주"),
        ("percent", 10.9, "약 10.9 % 증가"),
    ],
)
def test_each_unit_family(unit: str, value: float, answer: str) -> None:
    assert score_numeric(numeric(value, unit), answer).passed
    assert not score_numeric(numeric(value * 1.5, unit), answer).passed


def test_count_is_not_matched_by_shares_or_won() -> None:
    assert not score_numeric(numeric(121_404, "count"), "121,404주 · 121,404원").passed


def test_match_figure_directly() -> None:
    (figure,) = find_figures("258조 9,355억원")
    assert match_figure(figure, 258_935_494_000_000, 0.0) == "rounding"
    assert match_figure(figure, 258_945_494_000_000, 0.0) is None


# --- pattern judge ------------------------------------------------------------------------------


async def test_pattern_judge_scores_the_share_of_criteria() -> None:
    question = rubric([("DS 부문", r"DS|반도체"), ("DX 부문", r"DX|디바이스경험"), ("출처", r"출처")])
    verdict = await PatternJudge().judge(question, "반도체(DS)와 세트(DX) 사업으로 나뉩니다.")
    assert [c.holds for c in verdict.criteria] == [True, True, False]
    assert verdict.score == pytest.approx(2 / 3)


async def test_any_contradiction_scores_zero() -> None:
    question = rubric([("DS 부문", "DS")], [("매출 수치를 지어낸다", r"[0-9.]+조원")])
    clean = await PatternJudge().judge(question, "DS 부문이 핵심입니다.")
    assert clean.score == 1.0 and not clean.contradicted
    made_up = await PatternJudge().judge(question, "DS 부문 매출 99조원")
    assert made_up.contradicted and made_up.score == 0.0


# --- model judge --------------------------------------------------------------------------------

TWO = rubric([("DS 부문을 말한다", "DS"), ("DX 부문을 말한다", "DX")], [("투자 권유를 한다", "매수")])


def verdict_json(c1: Any, c2: Any, x1: Any) -> str:
    return json.dumps(
        {
            "criteria": [{"id": "C1", "pass": c1, "reason": "r1"}, {"id": "C2", "pass": c2}],
            "contradictions": [{"id": "X1", "holds": x1}],
        },
        ensure_ascii=False,
    )


async def test_model_judge_sends_the_rubric_and_parses_json() -> None:
    model = ScriptedModel([say(verdict_json(True, False, False))], name="judge-model")
    judge = ModelJudge(model)
    verdict = await judge.judge(TWO, "DS 부문 중심입니다.")
    model.assert_done()
    assert judge.name == "judge-model"
    assert [(c.text, c.holds) for c in verdict.criteria] == [
        ("DS 부문을 말한다", True),
        ("DX 부문을 말한다", False),
    ]
    assert verdict.criteria[0].reason == "r1" and verdict.score == 0.5
    request = model.requests[0]
    assert request.system == SYSTEM and request.purpose == "judge" and request.tools == ()
    prompt = request.messages[0]
    assert isinstance(prompt, UserMessage)
    assert "C1. DS 부문을 말한다" in prompt.content and "X1. 투자 권유를 한다" in prompt.content
    assert "<answer>\nDS 부문 중심입니다.\n</answer>" in prompt.content


@pytest.mark.parametrize(
    "reply",
    [
        "채점 결과입니다:\n```json\n" + verdict_json(True, "yes", "no") + "\n```",
        '{"criteria": {"C1": true, "C2": "충족"}, "contradictions": {"X1": false}}',
        '{"Criteria": [true, {"passed": "pass"}], "contradiction": [{"id": 1, "verdict": "false"}]}',
        "설명 먼저 { 그리고 "
        + verdict_json(1, True, 0),  # the outermost braces are not JSON; the last object is
    ],
)
async def test_model_judge_reads_varied_but_valid_replies(reply: str) -> None:
    judge = ModelJudge(ScriptedModel([say(reply)]))
    verdict = await judge.judge(TWO, "답변")
    assert [c.holds for c in verdict.criteria] == [True, True]
    assert [c.holds for c in verdict.contradictions] == [False]


@pytest.mark.parametrize(
    ("reply", "message"),
    [
        ("잘 모르겠습니다.", "not a JSON object"),
        (
            '{"criteria": [{"id": "C1", "pass": true}], "contradictions": [{"id": "X1", "holds": false}]}',
            "C2",
        ),
        (verdict_json(True, "maybe", False), "yes/no"),
        ('{"criteria": "all good"}', "no list"),
    ],
)
async def test_unreadable_judge_replies_raise_judge_error(reply: str, message: str) -> None:
    with pytest.raises(JudgeError, match=message):
        await ModelJudge(ScriptedModel([say(reply)])).judge(TWO, "답변")


async def test_a_failed_judge_call_is_a_judge_error() -> None:
    model = ScriptedModel([fail(ModelOverloadedError("busy", provider="scripted", status=529))])
    with pytest.raises(JudgeError, match="ModelOverloadedError"):
        await ModelJudge(model).judge(TWO, "답변")


def test_same_model_ignores_provider_prefixes_and_replay_folders() -> None:
    assert same_model("openai:llama3", "ollama:llama3")
    assert same_model("scripted:/a/b/run.json", "scripted:run.json")
    assert same_model("claude-sonnet-4-6", "claude-sonnet-4-6")
    assert not same_model("claude-sonnet-4-6", "claude-haiku-4-5")
