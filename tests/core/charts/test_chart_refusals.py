"""Why a chart cannot be drawn, in the chart's language (#26 item 3): each data refusal carries its
Korean sentence (unchanged) and its English one, both from the chart's word tables; the agent's
``make_chart`` gives the model the one of the run's language."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import date, datetime
from pathlib import Path

import httpx
import pytest

from core.charts import ChartInputError, ChartShelf
from core.charts.data import earnings_data, price_data
from core.charts.spec import choose_company
from core.clock import KST
from core.config import Settings
from core.data.cache import Cache
from core.data.dart.client import OpenDartClient
from core.data.services import DataServices, open_data_services
from core.errors import ToolError
from core.store import SqliteStore
from core.tools.chart import chart_tool
from core.tools.registry import ToolContext
from tests.conftest import companies

TODAY = date(2026, 11, 25)


@pytest.fixture
async def data(tmp_path: Path) -> AsyncIterator[DataServices]:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings) as services:
        yield services


async def test_a_stock_the_demo_prices_lack_is_refused_in_both_languages(data: DataServices) -> None:
    kakao = choose_company(data.companies, "카카오")
    with pytest.raises(ChartInputError) as caught:
        await price_data(data, kakao, "1y")
    assert caught.value.message_in("ko") == (
        "오프라인 데모 시세에는 카카오(035720)가 없습니다 — 삼성전자, SK하이닉스, NAVER로 해 보세요."
    )
    assert caught.value.message_in("en") == (
        "The offline demo prices do not include Kakao (카카오, 035720) — try Samsung Electronics, SK hynix or "
        "NAVER."
    )


async def test_an_earnings_chart_without_filings_is_refused_in_both_languages(data: DataServices) -> None:
    corporation = choose_company(data.companies, "011760")  # 현대코퍼레이션: no annual figures recorded
    with pytest.raises(ChartInputError) as caught:
        await earnings_data(data, corporation, today=TODAY)
    assert caught.value.message_in("ko") == "현대코퍼레이션의 최근 사업보고서 재무 데이터를 찾지 못했습니다."
    english = caught.value.message_in("en")
    assert english == (
        "No financial data was found in the recent annual reports of HYUNDAI (현대코퍼레이션, 011760)."
    )


async def test_the_reason_a_lookup_failed_is_in_the_charts_language(tmp_path: Path) -> None:
    def quota_used_up(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"status": "020", "message": "사용한도를 초과하였습니다."})

    async with (
        SqliteStore(tmp_path / "d.db") as store,
        httpx.AsyncClient(transport=httpx.MockTransport(quota_used_up)) as http,
    ):
        dart = OpenDartClient(http, api_key="k", base_url="https://opendart.fss.or.kr/api")
        data = DataServices(Settings(DEXTER_HOME=str(tmp_path)), store, Cache(store), companies(), _dart=dart)
        with pytest.raises(ChartInputError) as caught:
            await earnings_data(data, choose_company(data.companies, "005930"), today=TODAY)
    assert caught.value.message_in("ko").startswith(
        "삼성전자의 최근 사업보고서 재무 데이터를 찾지 못했습니다 (오늘의 OpenDART 조회 한도를 모두 사용했습니다."
    )
    assert caught.value.message_in("en").startswith(
        "No financial data was found in the recent annual reports of Samsung Electronics (삼성전자, 005930) "
        "(Today's OpenDART request limit is used up."
    )


async def test_without_keys_the_charts_name_the_settings_in_both_languages(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), OPENDART_API_KEY="", KIS_APP_KEY="", KIS_APP_SECRET="")
    async with await open_data_services(settings) as data:
        samsung = choose_company(data.companies, "005930")
        with pytest.raises(ChartInputError) as price:
            await price_data(data, samsung, "1y")
        with pytest.raises(ChartInputError) as earnings:
            await earnings_data(data, samsung, today=TODAY)
    assert price.value.message_in("ko") == (
        "주가 차트에는 KIS 시세 키(KIS_APP_KEY, KIS_APP_SECRET)가 필요합니다. 운영자에게 문의해 주세요."
    )
    assert price.value.message_in("en").startswith(
        "A share price chart needs the KIS quote keys (KIS_APP_KEY"
    )
    assert earnings.value.message_in("ko") == (
        "실적 차트에는 OpenDART 키(OPENDART_API_KEY)가 필요합니다. 운영자에게 문의해 주세요."
    )
    assert earnings.value.message_in("en").startswith("An earnings chart needs the OpenDART key")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The offline demo prices do not include Kakao (카카오, 035720)"),
        ("ko", "오프라인 데모 시세에는 카카오"),
    ],
)
async def test_make_chart_tells_the_model_in_the_runs_language(
    data: DataServices, lang: str, said: str
) -> None:
    ctx = ToolContext(data=data, clock=lambda: datetime(2026, 11, 25, 10, tzinfo=KST))
    ctx = ctx.for_call("run-1", "c1", ctx.progress, "en" if lang == "en" else "ko")
    with pytest.raises(ToolError, match=said.replace("(", r"\(").replace(")", r"\)")):
        await chart_tool(ChartShelf()).invoke({"company": "카카오", "kind": "price"}, ctx)
