"""``EchoAnthropic``: the answer names its question and the earlier answers the request carried, through
the real Anthropic SDK; calls are recorded per replica; a held call hangs until the caller gives up."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import httpx

from evals.emulators.llm_echo import EchoAnthropic, answer_text, parse_answer, question, tag

if TYPE_CHECKING:
    import anthropic


def sdk_client(base_url: str) -> anthropic.AsyncAnthropic:
    """The real Anthropic SDK, imported by the tests that call it: ~4 s of CPU, which every xdist
    worker paid while collecting this module when it was imported at the top."""
    import anthropic

    return anthropic.AsyncAnthropic(api_key="k", base_url=base_url, max_retries=0)


def test_tags_are_letters_and_answers_parse_back() -> None:
    assert [tag(0, 0), tag(1, 2), tag(26, 1), tag(27 * 26, 0)] == ["Qa-a", "Qb-c", "Qba-b", "Qbba-a"]
    assert question(3, 1, "그럼 내년은?") == "질문 Qd-b 그럼 내년은?"
    assert parse_answer("머리말\n" + answer_text("Qd-b", ["Qd-a"])) == ("Qd-b", ("Qd-a",))
    assert parse_answer(answer_text("Qd-a", [])) == ("Qd-a", ())
    assert parse_answer("답변 없음") is None


async def test_the_answer_reads_the_question_and_its_history_per_replica() -> None:
    history: list[Any] = [
        {"role": "user", "content": question(1, 0)},
        {"role": "assistant", "content": answer_text(tag(1, 0), [])},
        {"role": "user", "content": [{"type": "text", "text": "Question: " + question(1, 1)}]},
        # a draft of this very answer, as the agent's answer call carries it, is not history
        {"role": "assistant", "content": answer_text(tag(1, 1), [tag(1, 0)])},
        {"role": "user", "content": "이제 답하세요."},
    ]
    async with EchoAnthropic(delay_s=0.01) as model:
        client = sdk_client(f"{model.url}/r/b")
        async with client.messages.stream(model="m", max_tokens=100, messages=history) as stream:
            text = await stream.get_final_text()
        await client.close()
        assert parse_answer(text) == (tag(1, 1), (tag(1, 0),))
        async with httpx.AsyncClient() as http:
            calls = (await http.get(f"{model.url}/_emulator/calls")).json()
        assert calls == {"calls": [{"replica": "b", "tag": "Qb-b", "prior": ["Qb-a"]}], "total": 1}


async def test_a_held_call_hangs_and_reports_who_made_it() -> None:
    async with EchoAnthropic() as model:
        model.hold(tag(0, 0))
        client = sdk_client(f"{model.url}/r/c")
        ask = client.messages.create(
            model="m", max_tokens=10, stream=True, messages=[{"role": "user", "content": question(0, 0)}]
        )
        call = asyncio.create_task(ask)
        held = await asyncio.wait_for(model.held.get(), timeout=10)
        assert (held.replica, held.tag) == ("c", "Qa-a")
        call.cancel()
        await client.close()
