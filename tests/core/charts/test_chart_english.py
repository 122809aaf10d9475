"""Charts in English (issue #26 item 3): the title, axis labels, legend and value labels drawn in the PNG,
the plots a platform draws and the caption — English words, KRW tn/bn amounts, the same figures as the
Korean chart. Korean stays the default (``test_charts``, ``test_chart_labels``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path

import pytest

from core.charts import ChartRequest, build_chart
from core.charts.data import earnings_data, price_data
from core.charts.earnings import draw_earnings
from core.charts.price import draw_price
from core.charts.spec import choose_company, command_language, parse_chart_command
from core.charts.style import drawing
from core.charts.words import CHART_EN
from core.config import Settings
from core.data.services import DataServices, open_data_services
from tests.core.charts.test_chart_labels import collisions, drawn_boxes

TODAY = date(2026, 11, 25)


def _hangul(text: str) -> str:
    return "".join(ch for ch in text if "\uac00" <= ch <= "\ud7a3")


@pytest.fixture
async def data(tmp_path: Path) -> AsyncIterator[DataServices]:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings) as services:
        yield services


async def test_the_earnings_pngs_texts_are_english(data: DataServices) -> None:
    earnings = await earnings_data(data, choose_company(data.companies, "SK하이닉스"), today=TODAY)
    with drawing():
        boxes = drawn_boxes(draw_earnings(earnings, CHART_EN))
    texts = [text for text, _ in boxes]
    assert "SK hynix (000660) annual results · consolidated statements · FY2021–FY2024" in texts
    assert {"Revenue", "Operating profit", "Net income", "Operating margin (right axis)"} <= set(texts)
    assert {"Amount (KRW tn)", "Operating margin", "60tn"} <= set(texts)
    assert {"23.47tn", "−7.73tn", "66.19tn"} <= set(texts)  # the bars' values, one style
    assert _hangul("".join(texts)) == "" and collisions(boxes) == []


async def test_the_price_pngs_texts_are_english(data: DataServices) -> None:
    prices = await price_data(data, choose_company(data.companies, "삼성전자"), "1y")
    with drawing():
        boxes = drawn_boxes(draw_price(prices, CHART_EN))
    texts = [text for text, _ in boxes]
    assert "Samsung Electronics (005930) share price · last 1 year" in texts
    assert {"Close (KRW)", "Volume", "80,000", "30M"} <= set(texts)
    assert "52-week low KRW 49,300 (2024.11.15)" in texts
    assert "Source: KIS demo quote (synthetic, 2024-12-27 15:30 KST)" in texts
    assert _hangul("".join(texts)) == "" and collisions(boxes) == []


async def test_an_english_charts_caption_plots_and_sources(data: DataServices) -> None:
    chart = await build_chart(data, ChartRequest("000660", "earnings", lang="en"), today=TODAY)
    assert chart.caption.startswith(
        "SK hynix (SK하이닉스, 000660) annual results FY2021–FY2024, consolidated — FY2024 revenue "
        "KRW 66.19 trillion (66.19조원), operating profit KRW 23.47 trillion (23.47조원) (operating margin 35.5%)"
    )
    assert chart.sources == (
        "OpenDART annual report https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20250319000665",
    )
    bars, margin = chart.plots
    assert (bars.title, bars.y_label) == ("SK hynix results (consolidated)", "KRW tn")
    assert [s.name for s in bars.series] == ["Revenue", "Operating profit", "Net income"]
    assert ("FY2023", -7.73) in bars.series[1].points
    assert margin.title == "SK hynix Operating margin" and chart.summary == "📈 SK hynix annual results chart"
    assert chart.facts["basis"] == "consolidated"
    korean = await build_chart(data, ChartRequest("000660", "earnings"), today=TODAY)
    assert korean.title.startswith("SK하이닉스(000660) 연간 실적 · 연결 재무제표")  # Korean by default
    assert korean.sources[0].startswith("OpenDART 사업보고서 https://")
    price = await build_chart(data, ChartRequest("005930", "price", "3m", "en"), today=TODAY)
    assert price.plot_note.startswith("Close KRW 53,600 (2024-12-27) · period high KRW ")
    assert price.plots[0].title == "Samsung Electronics share price · last 3 months"


def test_a_chart_commands_language() -> None:
    assert command_language("ko", "005930 3m") == "ko"  # a period is no English word
    assert command_language("en", "005930") == "en"  # DEXTER_LANG=en
    assert command_language("ko", "samsung electronics earnings") == "en"
    assert command_language("ko-only", "samsung electronics earnings") == "ko"
    assert parse_chart_command("SK hynix 1y", "en") == ChartRequest("SK hynix", "price", "1y", "en")
