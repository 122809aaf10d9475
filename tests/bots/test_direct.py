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
        assert quick is not None and quick.path == "quick" and "4,602.12억원" in quick.markdown
        card = await direct_reply("005930", runtime, today=TODAY)
        assert card is not None and card.path == "card" and card.markdown.startswith("## 삼성전자 (005930)")
        foreign = await direct_reply("쿠팡 매출은?", runtime, today=TODAY)
        assert foreign is not None and "한국 상장사" in foreign.markdown
        assert (
            await direct_reply("존재하지않는회사 매출은?", runtime, today=TODAY) is None
        )  # the agent may know
        assert await direct_reply("삼성전자 2023년 실적 분석해줘", runtime, today=TODAY) is None
        assert await direct_reply("삼성", runtime, today=TODAY) is None  # ambiguous bare name: not a card


async def test_routing_without_a_model(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        assert runtime.agent is None and "ANTHROPIC_API_KEY" in (runtime.model_problem or "")
        unknown = await direct_reply("존재하지않는회사 매출은?", runtime, today=TODAY)
        assert unknown is not None and unknown.answered
        note = await direct_reply("반도체 업황 전망", runtime, today=TODAY)
        assert note is not None and not note.answered and "AI 모델이 필요합니다" in note.markdown
