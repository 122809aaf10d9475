from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable

import pytest
from inline_snapshot import snapshot

from bots.relay.run.progress_state import (
    Phase,
    RunState,
    answered_directly,
    begin,
    new_run,
    reduce,
    render_progress,
    tool_label,
)
from core.agent.events import (
    AgentEvent,
    AnswerDelta,
    AnswerStart,
    Cancelled,
    ContextCleared,
    Done,
    Failed,
    Thinking,
    ToolCallRecord,
    ToolEnd,
    ToolErrorEvent,
    ToolLimit,
    ToolProgress,
    ToolStart,
)
from core.model import Usage


def play(events: Iterable[tuple[float, AgentEvent]], state: RunState | None = None) -> RunState:
    state = state or new_run("r1", 0.0, queued=False)
    for now, event in events:
        state = reduce(state, event, now)
    return state


def done(tools: int = 3, usage: Usage | None = None) -> Done:
    records = tuple(ToolCallRecord(f"c{i}", "korean_financial_search", {}, True, 1.0) for i in range(tools))
    return Done("## 답변", records, 2, 12.0, usage or Usage(7000, 1000, 100, 23), "r1")


def test_a_run_renders_header_rows_and_collapses_to_one_summary_line() -> None:
    steps: list[tuple[float, AgentEvent]] = [
        (0.4, Thinking("삼성전자 재무제표를 조회하겠습니다.")),
        (0.5, ToolStart("c1", "korean_financial_search", {"query": "삼성전자 2023 손익"})),
        (0.6, ToolStart("c2", "resolve_company", {"name": "삼성전자"})),
        (1.2, ToolEnd("c2", "resolve_company", "삼성전자 005930", 0.6)),
        (2.0, ToolProgress("c1", "korean_financial_search", "손익계산서 읽는 중")),
        (3.1, ToolErrorEvent("c1", "korean_financial_search", "DART 응답 없음")),
        (4.0, ToolStart("c3", "read_korean_filings", {"query": "사업보고서 II. 사업의 내용"})),
        (9.8, ToolEnd("c3", "read_korean_filings", "2개 섹션", 5.8)),
        (10.0, AnswerStart()),
        (10.5, AnswerDelta("## 삼성전자 ")),
        (11.0, AnswerDelta("분석")),
    ]
    states = list(
        itertools.accumulate(
            steps,
            lambda state, step: reduce(state, step[1], step[0]),
            initial=new_run("r1", 0.0, queued=False),
        )
    )
    assert render_progress(states[0]) == snapshot("🔎 분석 중 · 0초")
    assert render_progress(states[4]) == snapshot("""\
🔎 분석 중 · 1초
💭 삼성전자 재무제표를 조회하겠습니다.
⏳ 재무·공시 조회 — 삼성전자 2023 손익
✅ 회사 확인 — 삼성전자 005930 (0.6초)\
""")
    assert render_progress(states[6]) == snapshot("""\
🔎 분석 중 · 3초
💭 삼성전자 재무제표를 조회하겠습니다.
⚠️ 재무·공시 조회 — DART 응답 없음 (2.6초)
✅ 회사 확인 — 삼성전자 005930 (0.6초)\
""")
    assert render_progress(states[-1]) == snapshot("""\
✍️ 답변 작성 중 · 11초 · 10자
⚠️ 재무·공시 조회 — DART 응답 없음 (2.6초)
✅ 회사 확인 — 삼성전자 005930 (0.6초)
✅ 공시 원문 읽기 — 2개 섹션 (5.8초)\
""")
    assert states[-1].answer == "## 삼성전자 분석"
    final = reduce(states[-1], done(3, Usage(7000, 1000, 100, 23)), 12.4)
    assert final.phase is Phase.DONE and final.tool_calls == 3 and final.tokens == 8123
    assert render_progress(final) == snapshot(
        "⚠️ 완료 · 데이터 1건 조회 실패 · 도구 3회 · 12.4초 · 토큰 8,123"
    )


def test_rows_are_keyed_by_call_id_and_only_the_last_eight_show() -> None:
    events: list[tuple[float, AgentEvent]] = []
    for i in range(10):
        events += [
            (float(i), ToolStart(f"c{i}", "korean_financial_metrics", {"query": f"q{i}"})),
            (i + 0.5, ToolEnd(f"c{i}", "korean_financial_metrics", f"결과 {i}", 0.5)),
        ]
    state = play(events)
    assert len(state.rows) == 10 and [r.status for r in state.rows] == ["ok"] * 10
    assert render_progress(state) == snapshot("""\
🔎 분석 중 · 10초
… 이전 단계 2개
✅ 지표 계산 — 결과 2 (0.5초)
✅ 지표 계산 — 결과 3 (0.5초)
✅ 지표 계산 — 결과 4 (0.5초)
✅ 지표 계산 — 결과 5 (0.5초)
✅ 지표 계산 — 결과 6 (0.5초)
✅ 지표 계산 — 결과 7 (0.5초)
✅ 지표 계산 — 결과 8 (0.5초)
✅ 지표 계산 — 결과 9 (0.5초)\
""")


def test_progress_after_the_end_of_a_call_does_not_reopen_it_and_unknown_ids_get_a_row() -> None:
    state = play(
        [
            (0.0, ToolStart("a", "use_skill", {"name": "dcf-kr"})),
            (1.0, ToolEnd("a", "use_skill", "", 1.0)),
            (1.5, ToolProgress("a", "use_skill", "late")),
            (2.0, ToolErrorEvent("zz", "custom_tool", "boom")),
            (2.1, ToolLimit("korean_financial_search", "3 calls")),
            (2.2, ContextCleared(4)),
        ]
    )
    assert render_progress(state) == snapshot("""\
🔎 분석 중 · 2초
✅ 분석 절차 — dcf-kr (1.0초)
⚠️ custom_tool — boom (0.0초)
⚠️ 재무·공시 조회: 호출 한도 경고
🧹 오래된 도구 결과 4개 정리\
""")


@pytest.mark.parametrize(
    ("terminal", "expected"),
    [
        (
            Failed("ModelServerError: 500", "AI 모델 호출에 실패했습니다.", "r9"),
            "⚠️ 실패: AI 모델 호출에 실패했습니다. (run r9)",
        ),
        (Failed("x", "", ""), "⚠️ 실패: 요청을 처리하지 못했습니다. (run r1)"),
        (Cancelled("r9"), "⏹ 취소됨 (run r9)"),
        (Cancelled(), "⏹ 취소됨 (run r1)"),
    ],
)
def test_failed_and_cancelled_say_so_with_the_run_id(terminal: AgentEvent, expected: str) -> None:
    state = play([(0.5, ToolStart("c1", "resolve_company", {"name": "x"})), (1.0, terminal)])
    assert render_progress(state) == expected


def test_events_after_the_end_change_nothing() -> None:
    ended = play([(1.0, Cancelled("r1"))])
    after = play([(2.0, done()), (3.0, ToolStart("c", "t", {})), (4.0, Failed("e", "m"))], ended)
    assert after == ended


def test_queued_begin_and_direct_answers() -> None:
    queued = new_run("r1", 5.0, queued=True)
    assert queued.phase is Phase.QUEUED and queued.elapsed_s == 0.0
    assert render_progress(queued) == snapshot("⏳ 대기 중 · 앞선 요청이 끝나면 시작합니다")
    running = begin(queued, 8.0)
    assert render_progress(dataclasses.replace(running, now=9.0)) == snapshot("🔎 분석 중 · 1초")
    assert begin(running, 20.0) == running  # only a queued run begins
    assert render_progress(answered_directly(running, "quick", 8.3)) == snapshot(
        "✅ 빠른 답변 · 모델 호출 없음 · 0.3초"
    )
    assert render_progress(answered_directly(queued, "card", 8.0)) == snapshot("✅ 회사 카드 · 0.0초")
    assert render_progress(answered_directly(running, "no_model", 8.0)) == snapshot(
        "ℹ️ 모델 없이 답변 · 0.0초"
    )


def test_an_event_for_a_queued_run_starts_its_clock() -> None:
    state = reduce(new_run("r1", 0.0, queued=True), Thinking("..."), 4.0)
    assert state.phase is Phase.RUNNING and state.started_at == 4.0


def test_long_details_are_cut_and_labels_fall_back_to_the_tool_name() -> None:
    state = play([(0.0, ToolStart("c", "korean_financial_search", {"query": "가" * 100}))])
    row = render_progress(state).splitlines()[1]
    assert row == "⏳ 재무·공시 조회 — " + "가" * 59 + "…"
    assert tool_label("korean_financial_metrics") == "지표 계산"
    assert tool_label("some_new_tool") == "some_new_tool"
