"""FakeTelegram's rich messages (Bot API 10.1) driven by the real python-telegram-bot ``Bot`` through
``do_api_request``, as PTB 22.8 reaches them: sendRichMessage, editMessageText(rich_message=), Telegram's
rules (size, columns, inline-only cells, known tags) and a Bot API that does not have them."""

from __future__ import annotations

import pytest
from telegram import Bot, Message
from telegram.error import BadRequest, EndPointNotFound

from evals.emulators.telegram import FakeTelegram
from evals.emulators.telegram_rich import rich_problem
from evals.emulators.telegram_updates import USER_ID

pytestmark = pytest.mark.usefixtures("ptb_timedelta")
TABLE = "<table bordered><tr><th>항목</th><th>삼성전자</th></tr><tr><td>매출액</td><td><b>258.94조원</b></td></tr></table>"


async def test_send_and_edit_a_rich_message(fake: FakeTelegram, bot: Bot) -> None:
    sent = await bot.do_api_request(
        "sendRichMessage",
        api_kwargs={"chat_id": USER_ID, "rich_message": {"html": TABLE}},
        return_type=Message,
    )
    assert isinstance(sent, Message)
    [record] = fake.bot_messages(USER_ID)
    assert record.rich == {"html": TABLE} and "258.94조원" in record.text and "<td>" not in record.text
    edited = {"html": TABLE.replace("258.94", "300.87") + "<details><summary>출처</summary>DART</details>"}
    # PTB 22.8 has no rich_message parameter: it goes as an extra argument of edit_message_text
    await bot.edit_message_text(
        "", chat_id=USER_ID, message_id=sent.message_id, api_kwargs={"rich_message": edited}
    )
    assert record.rich == edited and "300.87조원" in record.text and len(record.edits) == 1


@pytest.mark.parametrize(
    ("rich", "problem"),
    [
        ({"html": "<table><tr><td><table></table></td></tr></table>"}, "inline formatting only"),
        ({"html": "<script>x</script>"}, "unsupported tag"),
        ({"html": "<b>열린 태그"}, "unclosed"),
        ({"html": "<table><tr>" + "<td>1</td>" * 21 + "</tr></table>"}, "too many table columns"),
        ({"html": "가" * 32_769}, "too long"),
        ({"html": "a", "markdown": "b"}, "exactly one"),
    ],
)
async def test_what_telegram_refuses(
    fake: FakeTelegram, bot: Bot, rich: dict[str, str], problem: str
) -> None:
    assert problem in (rich_problem(rich) or "")
    with pytest.raises(BadRequest, match=f"(?i){problem}"):
        await bot.do_api_request("sendRichMessage", api_kwargs={"chat_id": USER_ID, "rich_message": rich})
    assert fake.bot_messages(USER_ID) == []


async def test_a_bot_api_before_10_1_has_no_rich_messages(fake: FakeTelegram, bot: Bot) -> None:
    fake.rich_enabled = False
    with pytest.raises(EndPointNotFound):
        await bot.do_api_request(
            "sendRichMessage", api_kwargs={"chat_id": USER_ID, "rich_message": {"html": "x"}}
        )
    assert fake.calls["sendRichMessage"] == 1 and fake.bot_messages(USER_ID) == []
