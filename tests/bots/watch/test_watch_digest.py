"""A new 잠정실적 filing injected into the fake OpenDART is posted, within one poll, on Slack and Telegram
with its digest in the notice's thread — figures equal to the filing's, YoY/QoQ right; the 요약 button
is still on the notice."""

from __future__ import annotations

from pathlib import Path

from evals.emulators.opendart import FakeOpenDart
from evals.emulators.telegram_updates import USER_ID
from tests.bots.watch.conftest import running_world
from tests.bots.watch.test_watch_scenario import notices_in_chat, slack_button, tg_keyboard, tg_say

DOCUMENT = (
    Path(__file__).resolve().parents[2] / "fixtures" / "opendart" / "digest" / "earnings_00126380_2024Q3.xml"
)
REPORT = "연결재무제표기준영업(잠정)실적(공정공시)"
# the filing's 당해실적 rows (백만원): 당기 · 전기 · 전년동기 → the card's amounts and changes
REVENUE = "매출액 79.10조원 — 전년동기 대비 17.3% 증가 · 전분기 대비 6.8% 증가"  # 79,098,731 / 67,404,652 / 74,068,302
OPERATING = "영업이익 9.18조원 — 전년동기 대비 277.4% 증가 · 전분기 대비 12.1% 감소"  # 9,183,371 / 2,433,534 / 10,443,887
NET = "당기순이익 10.10조원 — 전년동기 대비 72.8% 증가 · 전분기 대비 2.6% 증가"  # 10,100,904 / 5,844,171 / 9,841,331


async def test_a_new_earnings_filing_is_posted_with_its_digest_in_the_thread_on_both_platforms(
    tmp_path: Path,
) -> None:
    async with FakeOpenDart() as dart, running_world(tmp_path, dart) as world:
        await world.command("watch 삼성전자")
        await tg_say(world, "/watch 삼성전자")
        await world.poll()

        rcept = world.publish(REPORT, rm="유")
        dart.serve_document(rcept, DOCUMENT.read_text(encoding="utf-8"))
        report = await world.poll()
        assert (report.new_filings, report.posted) == (1, 2)

        [notice] = world.slack.top_level("C1")
        assert REPORT in notice.text and slack_button(notice)["value"] == rcept
        [digest] = world.slack.thread("C1", notice.ts)
        lines = digest.text.splitlines()
        assert lines[0] == "*📊 영업(잠정)실적 2024년 3분기 (연결)*"
        assert lines[1:4] == [f"• {REVENUE}", f"• {OPERATING}", f"• {NET}"]
        assert lines[-1] == "_출처: 공시 원문 (단위 백만원, 잠정치)_"

        [tg_notice] = notices_in_chat(world)
        assert tg_keyboard(tg_notice) == [f"dexter_watch_sum:{rcept}"]
        [tg_digest] = [
            m for m in world.telegram.bot_messages(USER_ID) if m.reply_to_message_id == tg_notice.message_id
        ]
        assert tg_digest.text.splitlines()[:4] == [
            "📊 영업(잠정)실적 2024년 3분기 (연결)",
            REVENUE,
            OPERATING,
            NET,
        ]

        assert (await world.poll()).posted == 0  # once
        assert len(world.slack.thread("C1", notice.ts)) == 1
        assert not any(dart.key in m.text for m in world.telegram.bot_messages(USER_ID))
