"""Scheduled briefings at virtual time: three schedulers on one store (three replicas) send a brief
exactly once per KRX trading day, none on a holiday, and after a restart that spanned the slot one
late brief — never a second. Prices through the real KIS client on the bundled offline data."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from datetime import date, datetime, timedelta

import httpx

from core.brief import BriefBook, BriefScheduler, Schedule, compose, latest_slot, next_slot, parse_at
from core.brief.calendar import report_deadlines
from core.brief.compose import stock_figures
from core.clock import KST, VirtualClock
from core.data.kis.client import KisClient
from core.data.kis.offline import offline_transport
from core.store import Store
from core.watch import StoreLease, WatchBook
from tests.core.data.kis_helpers import make_client
from tests.services.stores import MakeStore

WHERE = '["slack","T1","C1"]'
START = datetime(2024, 12, 23, 8, 0, tzinfo=KST)  # a Monday; 12-25 is a KRX holiday


class Replica:
    def __init__(
        self, store: Store, kis: KisClient, clock: VirtualClock, name: str, posts: list[str]
    ) -> None:
        self.store, self.kis = store, kis
        self.book = BriefBook(store, clock=clock)
        watches = WatchBook(store, clock=clock)

        async def text(schedule: Schedule, now: datetime, day: date, late: bool) -> str:
            watched = await watches.of(schedule.platform, schedule.conversation)
            filings = await self.book.filings_since(
                schedule.platform, schedule.conversation, schedule.last_at
            )
            return await compose(
                watches=watched, filings=filings, market=kis, now=now, day=day, at=schedule.at, late=late
            )

        async def post(schedule: Schedule, message: str) -> None:
            posts.append(message)

        self.scheduler = BriefScheduler(
            self.book,
            text,
            post,
            lease=StoreLease(store, clock=clock),
            holder=name,
            platforms=["slack"],
            now=clock.wall,
        )


@contextlib.asynccontextmanager
async def replicas(
    make_store: MakeStore, clock: VirtualClock, posts: list[str], count: int = 3
) -> AsyncIterator[list[Replica]]:
    async with contextlib.AsyncExitStack() as stack:
        http = await stack.enter_async_context(httpx.AsyncClient(transport=offline_transport()))
        found = []
        for n in range(count):
            store = await stack.enter_async_context(make_store())
            found.append(Replica(store, make_client(http, store, clock, clock), clock, f"r{n}", posts))
        yield found


async def run_until(clock: VirtualClock, end: datetime, running: list[Replica], step_s: float = 900) -> None:
    while clock.wall() < end:
        clock.jump(step_s)
        await asyncio.gather(*(r.scheduler.tick() for r in running))


async def test_once_per_trading_day_across_three_replicas_no_holiday_one_late_catch_up(
    make_store: MakeStore,
) -> None:
    clock = VirtualClock(wall=START)
    posts: list[str] = []
    async with replicas(make_store, clock, posts) as running:
        first = running[0]
        await WatchBook(first.store, clock=clock).add(
            "slack", WHERE, corp_code="00126380", stock_code="005930", name="삼성전자"
        )
        at = parse_at("8:30")
        assert at == "08:30"
        behind = latest_slot(clock.wall(), at)
        assert behind == date(2024, 12, 20)  # Friday's slot is behind a new schedule, not sent
        await first.book.set("slack", WHERE, at, last_day=behind.isoformat())

        await run_until(clock, datetime(2024, 12, 26, 18, 0, tzinfo=KST), running)
        assert [p.splitlines()[0] for p in posts] == [
            "☀️ 12월 23일(월) 관심 종목 브리핑 (08:30 KST)",
            "☀️ 12월 24일(화) 관심 종목 브리핑 (08:30 KST)",
            "☀️ 12월 26일(목) 관심 종목 브리핑 (08:30 KST)",
        ]
        assert not any("지연 발송" in p for p in posts)

    # every replica down across 12-27 08:30; back at 10:00 — one late brief, then none
    clock.set_wall(datetime(2024, 12, 27, 10, 0, tzinfo=KST))
    async with replicas(make_store, clock, posts) as restarted:
        await run_until(clock, datetime(2024, 12, 30, 8, 0, tzinfo=KST), restarted)
    assert len(posts) == 4
    late = posts[3].splitlines()
    assert late[:2] == [
        "☀️ 12월 27일(금) 관심 종목 브리핑 (08:30 KST)",
        "(지연 발송: 08:30 예정이던 브리핑입니다)",
    ]


async def test_the_brief_says_the_close_change_volume_and_52_week_range(make_store: MakeStore) -> None:
    clock = VirtualClock(wall=datetime(2024, 12, 27, 8, 30, tzinfo=KST))
    async with replicas(make_store, clock, [], count=1) as [one]:
        kis = one.kis
        bars = (await kis.daily_prices("005930", start=date(2024, 10, 1), end=date(2024, 12, 26))).bars
        quote = await kis.price("005930")
        figures = await stock_figures(kis, "005930", clock.wall())
        assert figures is not None
        last, before = bars[-1], bars[-2]
        assert (figures.close_day, figures.close, figures.change) == (
            date(2024, 12, 26),
            last.close,
            last.close - before.close,
        )
        window = [b.volume for b in bars[-21:-1]]
        assert figures.average_volume == sum(v or 0 for v in window) / 20
        assert (figures.high_52w, figures.low_52w) == (quote.week52_high, quote.week52_low)

        from core.watch.book import Watch

        text = await compose(
            watches=[Watch("slack", WHERE, "00126380", "005930", "삼성전자", 0.0)],
            filings=[],
            market=kis,
            now=clock.wall(),
            day=date(2024, 12, 27),
            at="08:30",
        )
        line = next(line for line in text.splitlines() if line.startswith("• 삼성전자(005930)"))
        assert f"{last.close:,}원" in line and f"{abs(last.close - before.close):,}원" in line
        assert (
            f"거래량 {last.volume:,}주 (20일 평균의 {(last.volume or 0) / figures.average_volume:.1f}배)"
            in line
        )
        assert "📢 지난 브리핑 이후 새 공시 0건" in text


def test_calendar_slots_and_report_deadlines() -> None:
    assert parse_at("25:00") is None and parse_at("0830") == "08:30"
    eve = datetime(2024, 12, 24, 9, 0, tzinfo=KST)
    assert next_slot(eve, "08:30") == datetime(2024, 12, 26, 8, 30, tzinfo=KST)  # 12-25 is closed
    assert latest_slot(datetime(2024, 12, 25, 23, 0, tzinfo=KST), "08:30") == date(2024, 12, 24)
    # 2025-03-31 (90 days after 2024-12-31) is a Monday; 2026's falls on Tuesday 03-31
    assert report_deadlines(date(2025, 3, 20)) == [("2024 사업보고서", date(2025, 3, 31))]
    # Q3 2025: 09-30 + 45 days = 11-14 (Friday)
    assert report_deadlines(date(2025, 11, 1)) == [("2025 3분기보고서", date(2025, 11, 14))]
    assert report_deadlines(date(2025, 12, 1)) == []
    assert timedelta(days=90) + date(2024, 12, 31) == date(2025, 3, 31)


BRIEF = """☀️ 12월 27일(금) 관심 종목 브리핑 (08:30 KST)

📈 시세
• 삼성전자(005930) 53,600원 ▲1,300원 (+2.5%) · 거래량 12,345,678주 (20일 평균의 1.8배)

📢 지난 브리핑 이후 새 공시 0건"""


async def test_an_overview_is_kept_only_when_its_figures_are_the_briefs() -> None:
    from core.brief.overview import overview
    from core.scripted import ScriptedModel, say

    right = "삼성전자가 2.5% 오른 53,600원에 마감했습니다. 거래량은 20일 평균의 1.8배로 늘었습니다."
    wrong = "삼성전자가 4.5% 오른 55,600원에 마감했습니다. 거래량이 크게 늘었습니다."
    model = ScriptedModel([say(right), say(wrong)])
    assert await overview(model, BRIEF) == right
    assert await overview(model, BRIEF) is None
    assert "53,600원" in str(model.requests[0].messages[0])
