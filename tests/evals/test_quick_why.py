"""``evals.quick_why``: the keyless reader's deferrals counted by stage (``core.quick.why``), counts only unless
``--cases`` on a tuning half."""

from __future__ import annotations

import pytest

from core.quick.why import deferred, listening
from evals.quick_why import Row, case_lines, cases_of, counts, main, run
from tests.core.quick.chat_questions import answer, unanswerable, won


def test_nothing_is_recorded_when_nobody_listens() -> None:
    assert deferred("beyond") is None
    with listening() as why:
        assert deferred("beyond") is None
        assert deferred("unknown_word", ("여력",)) is None
    assert (why.stage, why.words, why.stages) == ("unknown_word", ("여력",), ["beyond", "unknown_word"])
    assert deferred("period") is None
    assert why.stage == "unknown_word"  # outside the block: not recorded


async def test_each_deferral_is_counted_at_its_stage() -> None:
    cases = (
        answer("amounts", "삼성전자 2023년 매출액", won(258935494000000)),
        answer("amounts", "삼성전자 2024 영업이익 전망은 어때", won(1)),  # judgement
        answer("amounts", "삼성전자 2023 영업이익 배당 여력 보려고요", won(1)),  # unknown words
        unanswerable("삼성전자 2030년 매출"),
    )
    rows = await run(cases)
    assert [r.verdict for r in rows] == ["right", "deferred", "deferred", "deferred"]
    assert rows[1].stage == "judgement"
    assert rows[2].stage == "unknown_word" and "여력" in rows[2].words


def test_counts_show_no_question() -> None:
    rows = [
        Row("삼성전자 매출 비밀 질문", "compare", True, "deferred", "beyond", ("비밀",)),
        Row("하이닉스 영업이익 다른 질문", "compare", True, "right", "right", ()),
        Row("카카오 2030 매출", "unanswerable", False, "deferred", "period", ()),
    ]
    shown = "\n".join(counts(rows, "chatX report"))
    assert "beyond" in shown and "compare: 1/2" in shown and "declined 1" in shown
    assert not any(word in shown for word in ("삼성전자", "하이닉스", "카카오", "비밀", "질문"))
    assert case_lines(rows) == ["beyond             | compare    | 삼성전자 매출 비밀 질문 | unknown: 비밀"]


def test_cases_are_for_tuning_halves_only(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--set", "chat11", "--half", "report", "--cases"])
    assert "tuning halves only" in capsys.readouterr().err
    with pytest.raises(SystemExit, match="no chat set"):
        cases_of("chat99", "tune")
    assert cases_of("chat2", "tune")
