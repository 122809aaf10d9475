"""The watchlist poller against the loopback OpenDART fake, through the real client and a real store."""

from __future__ import annotations

import contextlib
import io
from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from pathlib import Path

import httpx

from core.clock import KST, VirtualClock
from core.data.dart.client import OpenDartClient
from core.data.quota import DartQuota
from core.logging import configure_logging
from core.retry import RetryPolicy
from core.store import Store
from core.watch import Notice, SqliteLease, WatchBook, WatchPoller
from evals.emulators.opendart import FakeOpenDart
from tests.services.stores import MakeStore

NOW = datetime(2026, 3, 16, 10, 0, tzinfo=KST)
TODAY = "20260316"
SAMSUNG = ("00126380", "005930", "삼성전자")
HYNIX = ("00164779", "000660", "SK하이닉스")
SLACK_C1 = '["slack","T1","C1"]'


class Sink:
    def __init__(self) -> None:
        self.notices: list[Notice] = []

    async def __call__(self, notice: Notice) -> None:
        self.notices.append(notice)

    def posted(self) -> list[tuple[str, str]]:
        return [(n.conversation, n.filing.rcept_no) for n in self.notices]


@contextlib.asynccontextmanager
async def world(tmp_path: Path) -> AsyncIterator[tuple[FakeOpenDart, httpx.AsyncClient]]:
    async with FakeOpenDart() as fake, httpx.AsyncClient() as http:
        yield fake, http


def dart(fake: FakeOpenDart, http: httpx.AsyncClient, sleeps: VirtualClock) -> OpenDartClient:
    policy = RetryPolicy(retries=1, random=lambda: 0.5, sleep=sleeps.sleep)
    return OpenDartClient(http, api_key=fake.key, base_url=fake.api_url, policy=policy)


def poller(
    store: Store,
    client: OpenDartClient,
    sink: Sink,
    *,
    holder: str = "p1",
    lease_clock: VirtualClock | None = None,
    quota: DartQuota | None = None,
    now: datetime = NOW,
) -> WatchPoller:
    lease = SqliteLease(store, clock=lease_clock) if lease_clock else SqliteLease(store)
    return WatchPoller(
        WatchBook(store, clock=lambda: NOW.timestamp()),
        client,
        sink,
        lease=lease,
        holder=holder,
        platforms=("slack", "telegram"),
        interval_s=300,
        quota=quota,
        now=lambda: now,
    )


async def watch(
    store: Store, conversation: str, company: tuple[str, str, str], platform: str = "slack"
) -> None:
    corp, stock, name = company
    assert await WatchBook(store, clock=lambda: NOW.timestamp()).add(
        platform, conversation, corp_code=corp, stock_code=stock, name=name
    )


def publish(fake: FakeOpenDart, company: tuple[str, str, str], report: str, **extra: str) -> str:
    corp, stock, name = company
    row = fake.publish(
        corp_code=corp, corp_name=name, stock_code=stock, report_nm=report, rcept_dt=TODAY, **extra
    )
    return str(row["rcept_no"])


async def test_a_new_filing_is_posted_once_and_old_ones_never(
    make_store: MakeStore, tmp_path: Path, sleeps: VirtualClock
) -> None:
    clock = VirtualClock(NOW.timestamp())
    async with world(tmp_path) as (fake, http), make_store() as store:
        publish(
            fake, SAMSUNG, "임원ㆍ주요주주특정증권등소유상황보고서"
        )  # filed this morning, before the watch
        await watch(store, SLACK_C1, SAMSUNG)
        sink = Sink()
        p = poller(store, dart(fake, http, sleeps), sink, lease_clock=clock)
        first = await p.poll_once()
        assert (first.polled, first.mode, first.calls, first.posted) == (True, "per_company", 1, 0)

        new = publish(fake, SAMSUNG, "주요사항보고서(자기주식취득결정)", rm="유")
        publish(fake, HYNIX, "사업보고서 (2025.12)")  # nobody watches SK하이닉스
        second = await p.poll_once()
        assert (second.new_filings, second.posted) == (1, 1)
        assert sink.posted() == [(SLACK_C1, new)]
        notice = sink.notices[0]
        assert notice.platform == "slack" and notice.filing.kind == "주요사항"
        assert notice.lines() == [
            "📢 [주요사항] 삼성전자 — 주요사항보고서(자기주식취득결정)",
            f"제출인 삼성전자 · 접수 2026-03-16 · 접수번호 {new}",
            f"https://dart.fss.or.kr/dsaf001/main.do?rcpNo={new}",
        ]
        assert (await p.poll_once()).posted == 0  # the same list again: nothing new
        assert len(sink.notices) == 1

    # a crash and a restart: a new store connection and a new poller on the same file, once the dead
    # process's lease has expired
    async with world(tmp_path) as (fake2, http2), make_store() as store:
        for row in fake.filings:
            fake2.filings.append(row)
        sink2 = Sink()
        p2 = poller(
            store,
            dart(fake2, http2, sleeps),
            sink2,
            holder="p1-restarted",
            lease_clock=clock,
        )
        assert (await p2.poll_once()).skipped == "lease"
        clock.now += p2.lease_ttl_s
        again = await p2.poll_once()
        assert (again.polled, again.posted) == (True, 0)
        later = publish(fake2, SAMSUNG, "[기재정정]사업보고서 (2025.12)")
        assert (await p2.poll_once()).posted == 1
        assert sink2.posted() == [(SLACK_C1, later)] and sink2.notices[0].filing.kind == "정기·정정"


async def test_a_new_watch_starts_now_so_a_filing_later_that_day_is_posted(
    make_store: MakeStore, tmp_path: Path, sleeps: VirtualClock
) -> None:
    async with world(tmp_path) as (fake, http), make_store() as store:
        publish(fake, SAMSUNG, "임원ㆍ주요주주특정증권등소유상황보고서")  # this morning, before the watch
        await watch(store, SLACK_C1, SAMSUNG)
        sink = Sink()
        p = poller(store, dart(fake, http, sleeps), sink)
        [new_watch] = await WatchBook(store).of("slack", SLACK_C1)
        assert await p.baseline(new_watch)  # what the watch command does: one call
        after = publish(fake, SAMSUNG, "주요사항보고서(자기주식취득결정)")  # minutes later, same day
        assert (await p.poll_once()).posted == 1
        assert sink.posted() == [(SLACK_C1, after)]


async def test_every_watching_conversation_gets_it_and_an_unwatched_one_does_not(
    make_store: MakeStore, tmp_path: Path, sleeps: VirtualClock
) -> None:
    async with world(tmp_path) as (fake, http), make_store() as store:
        telegram = '["telegram","-100","" ]'
        await watch(store, SLACK_C1, SAMSUNG)
        await watch(store, telegram, SAMSUNG, platform="telegram")
        await watch(store, '["slack","T1","C2"]', SAMSUNG)
        sink = Sink()
        p = poller(store, dart(fake, http, sleeps), sink)
        await p.poll_once()
        assert await WatchBook(store).remove("slack", '["slack","T1","C2"]', "00126380")
        new = publish(fake, SAMSUNG, "증권신고서(채무증권)")
        await p.poll_once()
        assert sorted(sink.posted()) == sorted([(SLACK_C1, new), (telegram, new)])


async def test_a_watch_made_before_today_gets_what_was_filed_after_it_at_the_first_poll(
    make_store: MakeStore, tmp_path: Path, sleeps: VirtualClock
) -> None:
    async with world(tmp_path) as (fake, http), make_store() as store:
        yesterday = NOW - timedelta(days=1)
        await WatchBook(store, clock=yesterday.timestamp).add(
            "slack", SLACK_C1, corp_code=SAMSUNG[0], stock_code=SAMSUNG[1], name=SAMSUNG[2]
        )
        new = publish(fake, SAMSUNG, "주요사항보고서(유상증자결정)")  # today, after the watch's day
        sink = Sink()
        await poller(store, dart(fake, http, sleeps), sink).poll_once()
        assert sink.posted() == [(SLACK_C1, new)]


async def test_two_pollers_on_one_store_post_once_and_the_second_takes_over_when_the_first_stops(
    make_store: MakeStore, tmp_path: Path, sleeps: VirtualClock
) -> None:
    clock = VirtualClock(NOW.timestamp())
    async with (
        world(tmp_path) as (fake, http),
        make_store() as one,
        make_store() as two,
    ):
        await watch(one, SLACK_C1, SAMSUNG)
        sink_a, sink_b = Sink(), Sink()
        a = poller(one, dart(fake, http, sleeps), sink_a, holder="a", lease_clock=clock)
        b = poller(two, dart(fake, http, sleeps), sink_b, holder="b", lease_clock=clock)
        assert (await a.poll_once()).polled
        publish(fake, SAMSUNG, "주요사항보고서(자기주식처분결정)")
        calls = fake.list_calls
        reports = [await b.poll_once(), await a.poll_once(), await b.poll_once()]
        assert [r.skipped for r in reports] == ["lease", "", "lease"]
        assert (len(sink_a.notices), len(sink_b.notices)) == (1, 0)
        assert fake.list_calls == calls + 1  # the one without the lease asked OpenDART nothing

        clock.now += a.lease_ttl_s + 1  # a stopped renewing (crashed): b takes over
        third = publish(fake, SAMSUNG, "주요사항보고서(회사합병결정)")
        assert (await b.poll_once()).posted == 1
        assert [n.filing.rcept_no for n in sink_b.notices] == [third]
        assert (await a.poll_once()).skipped == "lease"


async def test_the_cheaper_way_is_chosen_per_poll(
    make_store: MakeStore, tmp_path: Path, sleeps: VirtualClock
) -> None:
    companies = [(f"{i:08d}", f"{i:06d}", f"회사{i}") for i in range(1, 13)]
    async with world(tmp_path) as (fake, http), make_store() as store:
        for company in companies[:3]:
            await watch(store, SLACK_C1, company)
        p = poller(store, dart(fake, http, sleeps), Sink())
        report = await p.poll_once()
        assert (report.mode, report.calls) == ("per_company", 3)
        assert {r.query.get("corp_code") for r in fake.requests} == {c[0] for c in companies[:3]}

        for company in companies[3:]:  # 12 companies: more than a busy day's 10 pages
            await watch(store, SLACK_C1, company)
        for i in range(150):  # a quiet morning: 150 filings of unwatched companies
            fake.publish(
                corp_code=f"9{i:07d}", corp_name=f"남의회사{i}", report_nm="기타경영사항", rcept_dt=TODAY
            )
        fake.requests.clear()
        report = await p.poll_once()
        assert (report.mode, report.calls) == ("all_companies", 2)
        assert all("corp_code" not in r.query for r in fake.requests)
        # 2 pages now known for this window: 12 companies would cost more, so it stays all-company
        assert (await p.poll_once()).calls == 2


async def test_the_quota_is_kept_for_questions(
    make_store: MakeStore, tmp_path: Path, sleeps: VirtualClock
) -> None:
    async with world(tmp_path) as (fake, http), make_store() as store:
        await watch(store, SLACK_C1, SAMSUNG)
        quota = DartQuota(store, clock=lambda: NOW)
        await store.ensure_schema(
            "CREATE TABLE IF NOT EXISTS dart_quota (day TEXT PRIMARY KEY, count INTEGER NOT NULL);"
        )
        await store.execute("INSERT INTO dart_quota (day, count) VALUES (?, ?)", ("2026-03-16", 18_000))
        p = poller(store, dart(fake, http, sleeps), Sink(), quota=quota)
        assert (await p.poll_once()).skipped == "quota"
        assert fake.list_calls == 0

        await store.execute("UPDATE dart_quota SET count = 100")
        fake.fail_next("020")  # OpenDART says the day's quota is gone: no more calls today
        assert (await p.poll_once()).skipped == "quota"
        assert (await p.poll_once()).skipped == "quota"
        assert fake.list_calls == 1
        tomorrow = poller(store, dart(fake, http, sleeps), Sink(), now=NOW + timedelta(days=1))
        assert (await tomorrow.poll_once()).polled


async def test_a_failed_call_marks_nothing_and_the_next_poll_posts(
    make_store: MakeStore, tmp_path: Path, sleeps: VirtualClock
) -> None:
    stream = io.StringIO()
    async with world(tmp_path) as (fake, http), make_store() as store:
        configure_logging([fake.key], level="DEBUG", stream=stream, json=True)
        await watch(store, SLACK_C1, SAMSUNG)
        sink = Sink()
        p = poller(store, dart(fake, http, sleeps), sink)
        await p.poll_once()
        new = publish(fake, SAMSUNG, "주요사항보고서(자기주식취득결정)")
        fake.fail_next(500, 500)  # the call and its one retry
        assert (await p.poll_once()).skipped == "data"
        assert sink.notices == []
        assert (await p.poll_once()).posted == 1
        assert sink.posted() == [(SLACK_C1, new)]
    logged = stream.getvalue()
    assert "watch_poll_data_failed" in logged and "watch_polled" in logged
    assert fake.key not in logged
