"""The agent's ``make_chart`` tool: the chart goes on the shelf under the calling run, the model gets
its figures; a company or period it cannot chart comes back as a tool error in Korean."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path

import pytest

from bots.compose import build_tools
from core.charts import ChartShelf
from core.clock import KST
from core.config import Settings
from core.data.services import DataServices, open_data_services
from core.errors import ToolError, ToolInputError
from core.tools.chart import chart_tool
from core.tools.registry import ToolContext


@pytest.fixture
async def ctx(tmp_path: Path) -> AsyncIterator[ToolContext]:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings) as data:
        yield ToolContext(run_id="run-1", data=data, clock=lambda: datetime(2026, 11, 25, 10, tzinfo=KST))


def data_of(ctx: ToolContext) -> DataServices:
    assert ctx.data is not None
    return ctx.data


async def test_make_chart_shelves_the_image_and_returns_its_figures(ctx: ToolContext) -> None:
    shelf = ChartShelf()
    tool = chart_tool(shelf)
    out = await tool.invoke({"company": "삼성전자", "kind": "earnings"}, ctx)
    payload = json.loads(out.content)
    assert payload["data"]["attached"] is True and payload["data"]["basis"] == "연결"
    fy2023 = next(y for y in payload["data"]["annual"] if y["fiscal_year"] == 2023)
    assert fy2023["revenue"] == {"won": 258_935_494_000_000, "text": "258.94조원"}
    assert fy2023["operating_margin"] == "2.5%"
    assert payload["sources"][0].startswith(
        "OpenDART 사업보고서 https://dart.fss.or.kr/dsaf001/main.do?rcpNo="
    )
    assert out.summary == "📈 삼성전자 연간 실적 차트"
    again = await tool.invoke({"company": "005930", "kind": "earnings"}, ctx)  # the same chart twice
    assert json.loads(again.content)["data"]["attached"] is False and "이미 첨부됨" in again.summary
    [chart] = shelf.take("run-1")
    assert chart.png.startswith(b"\x89PNG") and shelf.take("run-1") == []


async def test_make_chart_price_figures_say_demo_prices(ctx: ToolContext) -> None:
    out = await chart_tool(ChartShelf()).invoke({"company": "NAVER", "period": "5y"}, ctx)
    data = json.loads(out.content)["data"]
    assert data["last"] == {"date": "2024-12-27", "close": 199_500} and "demo_prices" in data
    assert data["trading_days"] > 1_200


async def test_make_chart_refusals_go_back_to_the_model(ctx: ToolContext) -> None:
    tool = chart_tool(ChartShelf())
    with pytest.raises(ToolError, match="'없는회사'와 일치하는 상장사를 찾지 못했습니다"):
        await tool.invoke({"company": "없는회사"}, ctx)
    with pytest.raises(ToolInputError, match="period"):
        await tool.invoke({"company": "005930", "period": "2w"}, ctx)
    with pytest.raises(ToolError, match="오프라인 데모 시세에는 카카오"):
        await tool.invoke({"company": "카카오", "kind": "price"}, ctx)
    assert data_of(ctx).offline


def test_the_main_model_sees_make_chart() -> None:
    spec = {s.name: s for s in build_tools().specs()}["make_chart"]
    assert set(spec.parameters["properties"]) == {"company", "kind", "period"}
    assert "attach" in spec.description
