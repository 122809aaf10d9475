"""Telegram rich messages (Bot API 10.1) through the real python-telegram-bot: an answer with a table
goes as one ``sendRichMessage`` (an HTML table the emulator checks, ``<details>`` for a long source list,
👍/👎 under it); a Bot API that refuses the method gets today's plain chunks, and the bot stops asking."""

from __future__ import annotations

from pathlib import Path

from bots.telegram.rich import rich_html
from evals.emulators.telegram_rich import rich_problem
from evals.emulators.telegram_updates import USER_ID
from tests.bots.telegram.conftest import TgBot, running_tg_bot

COMPARISON = (
    "## 삼성전자 vs SK하이닉스 (2023년, 연결)\n\n"
    "| 항목 | 삼성전자 | SK하이닉스 |\n|---|---:|---:|\n"
    "| 매출액 | 258.94조원 | 32.77조원 |\n"
    "| 영업이익 | 6.57조원 | −7.73조원 |\n\n"
    "<b>굵게</b> 보이면 안 되는 태그.\n\n"
    "**출처**\n"
    "- [삼성전자 사업보고서](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736)\n"
    "- [SK하이닉스 사업보고서](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240319000684)\n"
    "- OpenDART 재무제표 API\n"
    "- KIS 시세\n"
)


def test_the_rich_html_has_a_real_table_escaped_text_and_folded_sources() -> None:
    html = rich_html(COMPARISON)
    assert html is not None and rich_problem({"html": html}) is None
    assert "<table bordered striped>" in html and '<td align="right">−7.73조원</td>' in html
    assert "&lt;b&gt;굵게&lt;/b&gt;" in html  # the model's own tags are text
    assert "<details><summary>출처 (4건)</summary>" in html
    assert rich_html("표 없는 답변입니다.") is None


async def ask(bot: TgBot) -> None:
    await bot.send(bot.fake.private_text("삼성전자와 SK하이닉스 2023년 실적 비교해줘"))
    await bot.until(lambda: len(bot.replies(USER_ID)) >= 2)
    await bot.relay.wait_idle()


async def test_a_comparison_answer_arrives_as_a_rich_table(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, [{"text": COMPARISON}]) as bot:
        await ask(bot)
        _progress, answer = bot.replies(USER_ID)
        assert answer.rich is not None and "<table bordered striped>" in answer.rich["html"]
        assert "258.94조원" in answer.text and "<td" not in answer.text
        assert answer.reply_markup is not None  # 👍/👎 under the answer
        assert bot.fake.calls["sendRichMessage"] == 1


async def test_a_refused_rich_message_arrives_as_plain_text_and_is_not_tried_again(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path, [{"text": COMPARISON}, {"text": COMPARISON}], rich=False) as bot:
        await ask(bot)
        _progress, answer = bot.replies(USER_ID)[:2]
        assert answer.rich is None and "258.94조원" in answer.text and "−7.73조원" in answer.text
        assert bot.replies(USER_ID)[-1].reply_markup is not None  # 👍/👎 on the last plain chunk
        assert bot.fake.calls["sendRichMessage"] == 1
        before = len(bot.replies(USER_ID))
        await bot.send(bot.fake.private_text("한 번 더 비교해줘"))
        await bot.until(lambda: len(bot.replies(USER_ID)) >= before + 2)
        await bot.relay.wait_idle()
        assert bot.fake.calls["sendRichMessage"] == 1  # remembered: plain from now on
        assert "258.94조원" in bot.replies(USER_ID)[-1].text
