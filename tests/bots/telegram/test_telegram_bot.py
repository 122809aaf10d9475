"""Telegram scenarios with the real python-telegram-bot long-polling the Bot API emulator: DMs, groups,
forum topics, the company card, cancel, flood waits, long answers, the allowlist."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import pytest

from bots.telegram.render import utf16_len
from bots.texts import TELEGRAM_STRANGER
from core.clock import VirtualClock
from evals.emulators.telegram import Message
from evals.emulators.telegram_updates import GROUP_ID, USER_ID
from tests.bots.telegram.conftest import TgBot, running_tg_bot, settle

TOOLS_THEN_ANSWER: list[dict[str, Any]] = [
    {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}]},
    {"tool_calls": [{"name": "resolve_company", "args": {"name": "SK하이닉스"}}], "delay_s": 1.7},
    {"text": "확인했습니다."},
    {"text": "## 답변\n\n**삼성전자(005930)**와 SK하이닉스(000660)입니다."},
]
SLOW: list[dict[str, Any]] = [
    {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}], "delay_s": 30}
]


def first_user_turn(bot: TgBot) -> str:
    return str(getattr(bot.model.requests[-1].messages[0], "content", ""))


def said(bot: TgBot, since: int) -> list[str]:
    """The conversation the model saw on the first call of the run that started after ``since`` calls."""
    return [
        str(getattr(m, "content", None) or getattr(m, "text", "")) for m in bot.model.requests[since].messages
    ]


def gaps(message: Message) -> list[float]:
    stamps = [message.sent_at, *(edit.at for edit in message.edits)]
    return [b - a for a, b in itertools.pairwise(stamps)]


@pytest.mark.usefixtures("platform_edit_spacing")
async def test_dm_question_gets_one_live_progress_reply_then_the_answer_and_a_follow_up(
    tmp_path: Path,
) -> None:
    steps = [*TOOLS_THEN_ANSWER, {"text": "ok"}, {"text": "후속 답변입니다."}]
    async with running_tg_bot(tmp_path, steps) as bot:
        question = bot.fake.private_text("삼성전자와 SK하이닉스 코드 알려줘")
        await bot.send(question)
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 2)
        await bot.relay.wait_idle()
        progress, answer = bot.replies(USER_ID)
        user_message_id = question["message"]["message_id"]
        assert progress.reply_to_message_id == answer.reply_to_message_id == user_message_id
        assert progress.edits, "the progress message was never edited"
        seen = [edit.text for edit in progress.edits]
        assert any("⏳" in text or "✅ 회사" in text for text in seen[:-1]), seen  # tool rows ticked by
        assert "완료" in seen[-1] and "도구 2회" in seen[-1]
        assert progress.reply_markup is None  # the ⏹ button goes with the final edit
        assert len(set(seen)) == len(seen)  # identical text is never re-sent
        assert all(gap >= 1.45 for gap in gaps(progress)), gaps(progress)
        assert answer.text.startswith("답변") and "삼성전자(005930)" in answer.text
        assert {"type": "bold", "offset": 3, "length": 12} in [
            {k: e[k] for k in ("type", "offset", "length")} for e in answer.entities
        ]
        assert any(a.action == "typing" for a in bot.fake.actions)
        drafts = [d for (chat, _), d in bot.fake.drafts.items() if chat == USER_ID]
        assert drafts and all("삼성전자" in t or t for t in drafts[0].texts)

        await bot.send(bot.fake.private_text("그럼 둘 중 어디가 더 커?"))
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 4)
        await bot.relay.wait_idle()
        assert bot.replies(USER_ID)[-1].text == "후속 답변입니다."
        assert first_user_turn(bot) == "삼성전자와 SK하이닉스 코드 알려줘"  # the earlier turn is history


async def test_group_ignores_chatter_and_answers_commands_replies_and_mentions(tmp_path: Path) -> None:
    steps = [{"text": "ok"}, {"text": "첫 답변입니다."}, {"text": "ok"}, {"text": "멘션 답변"}]
    async with running_tg_bot(tmp_path, steps, warp=VirtualClock.warped()) as bot:
        await bot.send(bot.fake.group_text("오늘 점심 뭐 먹지? 삼성전자 주가 얘기 좀"))
        await bot.send(bot.fake.from_other_bot("@dexter_kr_bot 삼성전자 분석"))
        await settle(bot)
        assert bot.replies(GROUP_ID) == []

        await bot.send(bot.fake.group_text("/dexter@dexter_kr_bot 삼성전자"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) >= 2)
        await bot.relay.wait_idle()
        progress, card = bot.replies(GROUP_ID)
        assert "삼성전자 (005930)" in card.text and "회사 카드" in progress.edits[-1].text
        assert bot.model.requests == []  # a bare company is the card, no model call

        await bot.send(bot.fake.group_text("/dexter@other_bot 삼성전자"))
        await bot.send(bot.fake.group_text("삼성전자 2023년 연구개발비 비중은?"))
        await settle(bot)
        assert len(bot.replies(GROUP_ID)) == 2

        await bot.send(bot.fake.group_text("이 회사 경쟁사는 어디야?", reply_to=card))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) >= 4)
        await bot.relay.wait_idle()
        assert bot.replies(GROUP_ID)[-1].text == "첫 답변입니다."
        seen = said(bot, 0)
        assert seen[0] == "삼성전자" and "삼성전자 (005930)" in seen[1]  # the card is the earlier turn
        assert seen[-1] == "이 회사 경쟁사는 어디야?"

        mark = len(bot.model.requests)
        await bot.send(bot.fake.group_text("@Dexter_KR_Bot 반도체 업황은?"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) >= 6)
        await bot.relay.wait_idle()
        assert said(bot, mark)[-1] == "반도체 업황은?"  # the mention is not part of the question


@pytest.mark.usefixtures("platform_edit_spacing")
async def test_group_progress_edits_wait_3_5_seconds(tmp_path: Path) -> None:
    steps: list[dict[str, Any]] = [
        {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}]},
        {"tool_calls": [{"name": "resolve_company", "args": {"name": "카카오"}}], "delay_s": 1.0},
        {"text": "확인"},
        {"text": "그룹 답변"},
    ]
    warp = (
        VirtualClock.warped()
    )  # the relay and the fake read one warped clock: the 3.5 s spacing costs no real time
    async with running_tg_bot(tmp_path, steps, warp=warp, clock=warp) as bot:
        await bot.send(bot.fake.group_text("/dexter 삼성전자랑 카카오 코드 알려줘"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) >= 2, timeout=15)
        await bot.relay.wait_idle()
        progress = bot.replies(GROUP_ID)[0]
        assert len(progress.edits) >= 2
        assert all(gap >= 3.5 for gap in gaps(progress)), gaps(progress)


async def test_forum_topics_keep_separate_histories(tmp_path: Path) -> None:
    steps = [
        {"text": "ok"},
        {"text": "A 답변"},
        {"text": "ok"},
        {"text": "B 답변"},
        {"text": "ok"},
        {"text": "A 후속"},
    ]
    async with running_tg_bot(tmp_path, steps, warp=VirtualClock.warped()) as bot:
        await bot.send(bot.fake.group_text("/dexter 삼성전자 반도체 전략은?", thread_id=11))
        await bot.until(lambda: len(bot.replies(GROUP_ID, 11)) >= 2)
        await bot.relay.wait_idle()
        await bot.send(bot.fake.group_text("/dexter 카카오 플랫폼 전략은?", thread_id=22))
        await bot.until(lambda: len(bot.replies(GROUP_ID, 22)) >= 2)
        await bot.relay.wait_idle()
        assert said(bot, 2) == ["카카오 플랫폼 전략은?"]  # topic 11 is not topic 22's history

        answer_a = bot.replies(GROUP_ID, 11)[-1]
        assert answer_a.text == "A 답변" and answer_a.message_thread_id == 11
        await bot.send(bot.fake.group_text("그럼 경쟁력은?", reply_to=answer_a, thread_id=11))
        await bot.until(lambda: len(bot.replies(GROUP_ID, 11)) >= 4)
        await bot.relay.wait_idle()
        assert said(bot, 4) == ["삼성전자 반도체 전략은?", "A 답변", "그럼 경쟁력은?"]
        assert bot.replies(GROUP_ID, 11)[-1].text == "A 후속"
        assert all(m.message_thread_id == 22 for m in bot.replies(GROUP_ID, 22))


async def test_dexter_card_stop_command_and_stop_button(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, SLOW, warp=VirtualClock.warped()) as bot:
        await bot.send(bot.fake.private_text("/dexter 005930"))
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 2)
        await bot.relay.wait_idle()
        assert "삼성전자 (005930)" in bot.replies(USER_ID)[1].text

        await bot.send(bot.fake.private_text("삼성전자 실적 분석해줘"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 3)
        await bot.send(bot.fake.private_text("/dexter stop"))
        await bot.relay.wait_idle()
        await bot.until(lambda: "취소했습니다" in bot.replies(USER_ID)[-1].text)
        running = bot.replies(USER_ID)[2]
        assert "취소됨" in running.text and running.reply_markup is None

    async with running_tg_bot(tmp_path / "b", SLOW, warp=VirtualClock.warped()) as bot:
        await bot.send(bot.fake.group_text("/dexter 삼성전자 실적 분석해줘"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 1)
        progress = bot.replies(GROUP_ID)[0]
        assert "dexter_stop" in str(progress.reply_markup)
        await bot.send(bot.fake.callback("dexter_stop", message=progress))
        await bot.relay.wait_idle()
        await bot.until(lambda: bool(bot.fake.callback_answers))
        assert bot.fake.callback_answers[-1].text == "취소했습니다."
        assert "취소됨" in progress.text


async def test_edited_messages_and_redelivered_updates_do_not_run_again(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, [{"text": "ok"}, {"text": "한 번만 답합니다."}]) as bot:
        update = bot.fake.private_text("삼성전자의 주력 사업은?")
        await bot.send(update)
        await bot.send(dict(update))  # the same update_id again (a redelivery)
        await bot.send(bot.fake.edited(update, "삼성전자의 주력 사업은 뭐야?"))
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 2)
        await bot.relay.wait_idle()
        await settle(bot)
        assert [m.text for m in bot.replies(USER_ID)][1:] == ["한 번만 답합니다."]


async def test_stranger_gets_their_ids_once_and_no_model_call(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, [{"text": "never"}], allow="42") as bot:
        await bot.send(bot.fake.private_text("삼성전자 2023년 영업이익률 분석해줘"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 1)
        [notice] = bot.replies(USER_ID)
        assert notice.text == TELEGRAM_STRANGER.format(user=USER_ID, chat=USER_ID)
        await bot.send(bot.fake.private_text("다시 물어볼게요"))
        await bot.send(bot.fake.group_text("/dexter 삼성전자"))
        await settle(bot)
        assert len(bot.replies(USER_ID)) == 1  # one notice, not one per message
        assert str(GROUP_ID) in bot.replies(GROUP_ID)[0].text
        assert bot.model.requests == []


async def test_flood_wait_on_edits_still_delivers_the_final_state_and_the_answer_once(tmp_path: Path) -> None:
    warp = VirtualClock.warped()
    async with running_tg_bot(tmp_path, TOOLS_THEN_ANSWER, warp=warp) as bot:
        bot.fake.rate_limit("editMessageText", 30, times=3)
        await bot.send(bot.fake.private_text("삼성전자와 SK하이닉스 코드 알려줘"))
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 2, timeout=15)
        await bot.relay.wait_idle()
        progress, *answers = bot.replies(USER_ID)
        assert len(answers) == 1 and "삼성전자(005930)" in answers[0].text  # exactly once
        assert bot.fake.rate_limited == 3 and bot.fake.unused_faults() == []
        assert "완료" in progress.text and progress.reply_markup is None  # the final state arrived
        assert warp.offset >= 30  # the flood wait was honoured (in warped time), not ignored


async def test_long_answer_with_a_table_arrives_whole_in_ordered_chunks(tmp_path: Path) -> None:
    """The plain path (a Bot API without rich messages; with them the table goes as one, test_telegram_rich)."""
    rows = "\n".join(
        f"| {year}년 | {year * 37 % 997:,}억원 | {year % 13}.{year % 7}% |" for year in range(1990, 2010)
    )
    table = f"| 연도 | 영업이익 | 이익률 |\n|---|---:|---:|\n{rows}"
    paragraphs = [
        f"{i}번째 문단: 삼성전자의 **실적**은 반도체 업황에 따라 크게 움직였고, 메모리 가격과 환율이 함께 작용했습니다. "
        * 8
        for i in range(1, 23)
    ]
    answer = (
        "## 장기 분석\n\n"
        + "\n\n".join(paragraphs[:10])
        + "\n\n"
        + table
        + "\n\n"
        + "\n\n".join(paragraphs[10:])
    )
    assert len(answer) >= 10_000
    async with running_tg_bot(tmp_path, [{"text": "자료 확인"}, {"text": answer}], rich=False) as bot:
        bot.fake.parse_error_when(lambda text, entities: text.startswith("장기 분석"), times=1)
        update = bot.fake.private_text("삼성전자 장기 실적 분석해줘")
        await bot.send(update)
        await bot.until(lambda: bool(bot.replies(USER_ID)) and "완료" in bot.replies(USER_ID)[0].text)
        await bot.relay.wait_idle()
        chunks = bot.replies(USER_ID)[1:]
        assert len(chunks) >= 3
        assert all(utf16_len(c.text) <= 4096 for c in chunks)
        assert all(c.reply_to_message_id == update["message"]["message_id"] for c in chunks)
        text = "\n".join(c.text for c in chunks)
        starts = [int(n) for n in re.findall(r"(?<!\d)(\d+)번째 문단", text)]
        assert starts == [i for i in range(1, 23) for _ in range(8)]  # every sentence, once, in order
        table_chunk = next(c for c in chunks if "2009년" in c.text)
        assert "1990년" in table_chunk.text and any(e["type"] == "pre" for e in table_chunk.entities)
        assert chunks[0].text.startswith("장기 분석") and chunks[0].entities == []  # re-sent as plain text
        assert sum(n for e, n in bot.fake.errors.items() if "parse entities" in e) == 1
        assert all(c.entities for c in chunks[1:])


async def test_help_unknown_commands_and_non_text_get_a_useful_reply(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, [], warp=VirtualClock.warped()) as bot:
        await bot.send(bot.fake.private_text("/start"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 1)
        assert "예시" in bot.replies(USER_ID)[0].text and "/dexter 005930" in bot.replies(USER_ID)[0].text
        await bot.send(bot.fake.private_text("/portfolio"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 2)
        assert "예시" in bot.replies(USER_ID)[1].text
        sticker = bot.fake.private_text("x")
        del sticker["message"]["text"]
        sticker["message"]["sticker"] = {
            "file_id": "s1",
            "file_unique_id": "u1",
            "type": "regular",
            "width": 512,
            "height": 512,
            "is_animated": False,
            "is_video": False,
        }
        await bot.send(sticker)
        await bot.until(lambda: len(bot.replies(USER_ID)) == 3)
        assert "글로 질문해 주세요" in bot.replies(USER_ID)[2].text
        assert bot.replies(USER_ID)[2].reply_to_message_id == sticker["message"]["message_id"]
        await bot.send(bot.fake.group_text("/help"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 1)
        await bot.send(bot.fake.group_text("/portfolio"))
        await settle(bot)
        assert len(bot.replies(GROUP_ID)) == 1  # unknown commands in groups may be another bot's


async def test_stop_on_a_queued_message_cancels_that_one_not_the_running_one(tmp_path: Path) -> None:
    steps: list[dict[str, Any]] = [
        {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}], "delay_s": 1.0},
        {"text": "확인"},
        {"text": "첫 질문 답변"},
    ]
    async with running_tg_bot(tmp_path, steps, warp=VirtualClock.warped()) as bot:
        await bot.send(bot.fake.group_text("/dexter 삼성전자 실적 분석해줘"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 1)
        await bot.send(bot.fake.group_text("/dexter 카카오 실적 분석해줘"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 2)
        running, queued = bot.replies(GROUP_ID)
        assert "대기" in queued.text and queued.reply_markup is not None
        button = queued.reply_markup["inline_keyboard"][0][0]
        await bot.send(bot.fake.callback(str(button["callback_data"]), message=queued))
        await bot.until(lambda: bool(bot.fake.callback_answers))
        await bot.relay.wait_idle()
        assert "취소됨" in queued.text
        assert "완료" in running.text and bot.replies(GROUP_ID)[-1].text == "첫 질문 답변"


async def test_refused_formatting_of_any_kind_falls_back_to_plain_text(tmp_path: Path) -> None:
    answer = "## 출처\n\n[공시 원문](https://dart.fss.or.kr/x) 기준 **영업이익 6.57조원**입니다."
    async with running_tg_bot(
        tmp_path, [{"text": "ok"}, {"text": answer}], warp=VirtualClock.warped()
    ) as bot:
        bot.fake.fail(
            "sendMessage",
            description="Bad Request: entity URL 'https://dart.fss.or.kr/x' is invalid: URL host is empty",
            when=lambda args: bool(args.get("entities")),
        )
        await bot.send(bot.fake.private_text("삼성전자 영업이익 출처 알려줘"))
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 2)
        await bot.relay.wait_idle()
        [reply] = bot.replies(USER_ID)[1:]
        assert reply.text.startswith("출처") and "영업이익 6.57조원" in reply.text and reply.entities == []


async def test_flood_wait_on_an_answer_chunk_waits_and_sends_it_once(tmp_path: Path) -> None:
    warp = VirtualClock.warped()
    async with running_tg_bot(tmp_path, [{"text": "ok"}, {"text": "답변 본문입니다."}], warp=warp) as bot:
        bot.fake.fail(
            "sendMessage", retry_after=120, when=lambda args: args.get("text") == "답변 본문입니다."
        )
        await bot.send(bot.fake.private_text("삼성전자 요약해줘"))
        await bot.until(lambda: len(bot.replies(USER_ID)) >= 2)
        await bot.relay.wait_idle()
        assert [m.text for m in bot.replies(USER_ID)[1:]] == ["답변 본문입니다."]
        assert warp.offset >= 120 and bot.fake.rate_limited == 1


async def test_mention_before_a_korean_particle_is_stripped(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, [], warp=VirtualClock.warped()) as bot:
        await bot.send(bot.fake.group_text("@dexter_kr_bot님 000660"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) >= 2)
        await bot.relay.wait_idle()
        assert "SK하이닉스 (000660)" in bot.replies(GROUP_ID)[1].text  # a bare company → the card


async def test_keyless_follow_ups_in_a_dm_need_no_model(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path) as bot:  # no model configured at all

        def answered() -> int:
            return sum("출처" in m.text for m in bot.replies(USER_ID))

        for count, text in enumerate(("삼성전자 2023년 영업이익은?", "그럼 2022년은?", "영업이익률은?"), 1):
            await bot.send(bot.fake.private_text(text))
            await bot.until(lambda expected=count: answered() == expected)  # type: ignore[misc]
            await bot.relay.wait_idle()
        answers = [m.text for m in bot.replies(USER_ID) if "출처" in m.text]
        assert "6.57조원" in answers[0]
        assert "43.38조원" in answers[1] and "FY2022" in answers[1]
        assert "영업이익률 14.4%" in answers[2] and "FY2022" in answers[2]
        assert not any("AI 모델이 필요합니다" in m.text for m in bot.replies(USER_ID))
