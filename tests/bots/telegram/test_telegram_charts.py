"""Telegram charts through the real python-telegram-bot against the Bot API emulator: ``/dexter chart``
sends the PNG with ``sendPhoto`` (multipart) and a caption, replying to the command in its topic, with
no model call; bad input gets a Korean reply; an agent run that called ``make_chart`` sends the chart
after its answer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from evals.emulators.telegram_updates import GROUP_ID, USER_ID
from tests.bots.telegram.conftest import running_tg_bot, settle

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


async def test_dexter_chart_sends_a_photo_with_a_caption_without_a_model_call(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, []) as bot:  # an empty script: any model call would fail
        command = bot.fake.group_text("/dexter chart 005930 3m", thread_id=7)
        await bot.send(command)
        await settle(bot)
        [upload] = bot.fake.uploads
        assert upload.method == "sendPhoto" and upload.chat_id == GROUP_ID
        assert upload.content.startswith(PNG_MAGIC) and upload.size > 20_000
        assert upload.filename == "005930_price_3m.png" and upload.mime_type == "image/png"
        assert upload.caption.startswith("삼성전자(005930) 최근 3개월 · 종가 53,600원 (2024-12-27)")
        assert "데모용 합성 가격" in upload.caption
        [photo] = [m for m in bot.replies(GROUP_ID, 7) if m.upload is not None]
        assert photo.reply_to_message_id == command["message"]["message_id"] and photo.message_thread_id == 7
        assert [a.action for a in bot.fake.actions] == ["upload_photo"]
        assert bot.model.requests == []


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        ("/dexter chart 없는회사", "'없는회사'와 일치하는 상장사를 찾지 못했습니다"),
        ("/dexter chart 005930 2w", "지원하지 않는 기간입니다: '2w'"),
        ("/dexter chart 롯데 실적", "여러 회사일 수 있습니다"),
    ],
)
async def test_bad_chart_commands_get_a_korean_reply(tmp_path: Path, text: str, reply: str) -> None:
    async with running_tg_bot(tmp_path, []) as bot:
        await bot.send(bot.fake.private_text(text))
        await settle(bot)
        [answer] = bot.replies(USER_ID)
        assert reply in answer.text and answer.upload is None
        assert bot.fake.uploads == [] and bot.model.requests == []


CHART_RUN: list[dict[str, Any]] = [
    {
        "tool_calls": [
            {"name": "make_chart", "args": {"company": "SK하이닉스", "kind": "price", "period": "1y"}}
        ]
    },
    {"text": "차트를 만들었습니다."},
    {"text": "## SK하이닉스 주가 흐름\n\n최근 1년 흐름은 아래 차트와 같습니다."},
]


async def test_an_agent_run_that_made_a_chart_sends_it_after_the_answer(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, CHART_RUN) as bot:
        question = bot.fake.private_text("SK하이닉스 주가 흐름 어때?")
        await bot.send(question)
        await settle(bot)
        replies = bot.replies(USER_ID)
        answer_at = next(i for i, m in enumerate(replies) if "아래 차트와 같습니다" in m.text)
        [chart_at] = [i for i, m in enumerate(replies) if m.upload is not None]
        assert answer_at < chart_at == len(replies) - 1  # the chart is the last message, after the answer
        chart = replies[chart_at]
        assert chart.reply_to_message_id == question["message"]["message_id"]
        assert chart.upload is not None and chart.upload.content.startswith(PNG_MAGIC)
        assert chart.upload.caption.startswith("SK하이닉스(000660) 최근 1년")
        assert bot.model.remaining == 0
