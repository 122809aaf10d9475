"""Telegram: a group name is answered for its dominant company with a note and an inline keyboard; a tap
asks the same question again for the company tapped, as a new run in the same chat."""

from __future__ import annotations

from pathlib import Path

from evals.emulators.telegram import Message
from evals.emulators.telegram_updates import GROUP_ID, USER_ID
from tests.bots.telegram.conftest import TgBot, running_tg_bot, settle


def keyboard(message: Message) -> list[tuple[str, str]]:
    rows = (message.reply_markup or {}).get("inline_keyboard", [])
    return [(button["text"], button["callback_data"]) for row in rows for button in row]


async def tap(bot: TgBot, message: Message, data: str) -> str:
    """Tap a button and return what the bot answered the tap with."""
    answered = len(bot.fake.callback_answers)
    await bot.send(bot.fake.callback(data, message=message))
    await bot.until(lambda: len(bot.fake.callback_answers) > answered)
    return str(bot.fake.callback_answers[-1].text)


async def test_a_group_name_is_answered_with_a_note_and_a_tap_asks_for_another_company(
    tmp_path: Path,
) -> None:
    async with running_tg_bot(tmp_path) as bot:
        await bot.send(bot.fake.group_text("/dexter 삼성 2023년 매출"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 3)
        await settle(bot)
        _progress, answer, offer = bot.replies(GROUP_ID)
        assert answer.text.startswith(
            "‘삼성’은 삼성전자로 보았습니다 — 다른 회사: 삼성바이오로직스, 삼성물산, 삼성SDI"
        )
        assert "258.94조원" in answer.text  # 삼성전자 FY2023 revenue, from the filing
        buttons = keyboard(offer)
        assert [label for label, _ in buttons] == ["삼성바이오로직스", "삼성물산", "삼성SDI"]
        # short values naming a run and a stock code: no question text, within the 64-byte limit
        assert all(data.startswith("dexter_alt:") and len(data.encode()) <= 64 for _, data in buttons)
        assert all(data.endswith((":207940", ":028260", ":006400")) for _, data in buttons)

        assert await tap(bot, offer, buttons[1][1]) == "다시 물어봅니다: 삼성물산 2023년 매출"
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 5)
        await settle(bot)
        progress, again = bot.replies(GROUP_ID)[3:]
        assert progress.reply_to_message_id == offer.message_id  # the new run replies under the buttons
        assert "삼성물산" in again.text and "보았습니다" not in again.text

        assert await tap(bot, offer, buttons[1][1]) == "이미 그 회사로 다시 물어봤습니다."  # a double tap
        await settle(bot)
        assert len(bot.replies(GROUP_ID)) == 5


async def test_an_exact_name_beside_a_larger_group_answers_it_and_offers_the_others(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path) as bot:
        await bot.send(bot.fake.private_text("SK 2023년 매출"))  # a listed company is named exactly SK
        await bot.until(lambda: len(bot.replies(USER_ID)) == 3)
        await settle(bot)
        _progress, answer, offer = bot.replies(USER_ID)
        assert answer.text.startswith("‘SK’는 회사명이 정확히 같은 SK(034730) 기준으로 답했습니다")
        [hynix, *_] = keyboard(offer)
        assert hynix[0] == "SK하이닉스"
        await tap(bot, offer, hynix[1])
        await bot.until(lambda: len(bot.replies(USER_ID)) == 5)
        await settle(bot)
        assert "32.77조원" in bot.replies(USER_ID)[-1].text  # SK하이닉스 FY2023 revenue, from the filing
        assert [m.text for m in bot.replies(USER_ID)].count(
            offer.text
        ) == 1  # SK하이닉스 is exact: no buttons


async def test_exact_names_tie_and_not_listed(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path) as bot:
        await bot.send(bot.fake.private_text("삼성전자 2023년 매출"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 2)
        await settle(bot)
        answer = bot.replies(USER_ID)[1]
        assert "258.94조원" in answer.text and "보았습니다" not in answer.text
        assert [label for label, _ in keyboard(answer)] == ["👍", "👎"]  # only the feedback, no companies

        await bot.send(bot.fake.private_text("롯데 2023년 매출"))  # no dominant company: ask, with buttons
        await bot.until(lambda: len(bot.replies(USER_ID)) == 5)
        await settle(bot)
        question, offer = bot.replies(USER_ID)[3:]
        assert question.text.startswith("'롯데'에 해당하는 상장사가 여러 곳입니다: 롯데케미칼(011170)")
        assert [label for label, _ in keyboard(offer)] == ["롯데케미칼", "롯데지주", "롯데쇼핑", "롯데렌탈"]

        await bot.send(bot.fake.private_text("쿠팡 2023년 매출"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 7)
        await settle(bot)
        statement = bot.replies(USER_ID)[-1]
        assert statement.text.startswith("'쿠팡'은 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다.")
        assert "NYSE: CPNG" in statement.text and "감사보고서" in statement.text
