"""Which questions skip the agent: quick answers, the card for a bare company, refusals."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings

TODAY = date(2026, 11, 21)


async def test_routing_with_a_model(tmp_path: Path) -> None:
    script = tmp_path / "s.json"
    script.write_text(json.dumps({"steps": [{"text": "x"}]}), encoding="utf-8")
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1", DEXTER_MODEL=f"scripted:{script}")
    async with await open_runtime(settings) as runtime:
        assert runtime.agent is not None
        quick = await direct_reply("카카오 2024년 영업이익은?", runtime, today=TODAY)
        assert quick is not None and quick.path == "quick" and "4,602억원" in quick.markdown
        card = await direct_reply("005930", runtime, today=TODAY)
        assert card is not None and card.path == "card" and card.markdown.startswith("## 삼성전자 (005930)")
        foreign = await direct_reply("쿠팡 매출은?", runtime, today=TODAY)
        assert foreign is not None and "코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다" in foreign.markdown
        assert (
            await direct_reply("존재하지않는회사 매출은?", runtime, today=TODAY) is None
        )  # the agent may know
        assert await direct_reply("삼성전자 2023년 실적 분석해줘", runtime, today=TODAY) is None
        group = await direct_reply("삼성", runtime, today=TODAY)  # a group name: its dominant company's card
        assert group is not None and group.path == "card"
        assert group.markdown.startswith("> ‘삼성’은 삼성전자로 보았습니다 — 다른 회사: 삼성바이오로직스")
        assert "## 삼성전자 (005930)" in group.markdown
        abroad = await direct_reply("쿠팡", runtime, today=TODAY)  # a bare name not listed in Korea
        assert abroad is not None and abroad.path == "quick" and "NYSE: CPNG" in abroad.markdown
        tie = await direct_reply("롯데", runtime, today=TODAY)  # no dominant company: ask which
        assert tie is not None and tie.markdown.startswith("'롯데'에 해당하는 상장사가 여러 곳입니다")


async def test_a_group_name_is_answered_for_its_dominant_company_with_a_note(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        reply = await direct_reply("삼성 2023년 매출", runtime, today=TODAY)
        assert reply is not None and reply.path == "quick"
        note, body = reply.markdown.split("\n\n", 1)
        assert note == "> ‘삼성’은 삼성전자로 보았습니다 — 다른 회사: 삼성바이오로직스, 삼성물산, 삼성SDI"
        assert body.startswith("**삼성전자 · FY2023") and "258.94조원" in body
        exact = await direct_reply("삼성전자 2023년 매출", runtime, today=TODAY)
        assert exact is not None and "보았습니다" not in exact.markdown and "258.94조원" in exact.markdown
        named = await direct_reply("SK 2023년 매출", runtime, today=TODAY)  # a company is named exactly SK
        assert named is not None and named.markdown.startswith(
            "> ‘SK’는 회사명이 정확히 같은 SK(034730) 기준으로 답했습니다 — 다른 회사: SK하이닉스"
        )
        tie = await direct_reply("롯데 2023년 매출", runtime, today=TODAY)
        assert tie is not None and tie.markdown.startswith(
            "'롯데'에 해당하는 상장사가 여러 곳입니다: 롯데케미칼"
        )
        both = await direct_reply("삼성과 현대 2023년 매출 비교", runtime, today=TODAY)
        assert both is not None and both.markdown.count("보았습니다") == 2 and "162.66조원" in both.markdown


async def test_routing_without_a_model(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        assert runtime.agent is None and "ANTHROPIC_API_KEY" in (runtime.model_problem or "")
        unknown = await direct_reply("존재하지않는회사 매출은?", runtime, today=TODAY)
        assert unknown is not None and unknown.answered
        note = await direct_reply("반도체 업황 전망", runtime, today=TODAY)
        assert note is not None and not note.answered and "AI 모델이 필요합니다" in note.markdown


async def test_todays_quote_is_the_cards_without_the_needs_a_model_note(tmp_path: Path) -> None:
    """주가, 시가총액, PER, PBR, BPS are the card's quote: the card answers them (it had come under "이 질문에는
    AI 모델이 필요합니다" although it showed the figure); without a quote, one line says so, with no figure."""
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        for question in (
            "삼성전자 주가 몇원임",
            "삼성전자 시총 얼마야",
            "삼전 PER 몇배",
            "005930 현재가",
            "삼성전자 외국인 지분율",
        ):
            reply = await direct_reply(question, runtime, today=TODAY)
            assert reply is not None and reply.path == "card", question
            assert reply.markdown.startswith("## 삼성전자 (005930)") and "시가총액" in reply.markdown
            assert "AI 모델이 필요합니다" not in reply.markdown
        missing = await direct_reply("카카오 주가 지금 얼마", runtime, today=TODAY)  # no recorded quote
        assert missing is not None and missing.path == "quick" and not missing.found
        assert missing.markdown.startswith("카카오 시세를 지금 조회하지 못했습니다")
        assert not any(ch.isdigit() for ch in missing.markdown)
        for question in ("삼성전자 2023년 PER", "삼성전자 주가 왜 떨어졌어"):  # not today's quote alone
            reply = await direct_reply(question, runtime, today=TODAY)
            assert reply is not None and "AI 모델이 필요합니다" in reply.markdown, question
