"""Charts: the command grammar, the company choice, the data (offline bundle) and the PNG itself — a
real image whose every label is drawn from a font that has its glyphs (no tofu), with no warning."""

from __future__ import annotations

import functools
import io
import struct
import warnings
from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]
from matplotlib import font_manager
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.text import Text

from core.charts import Chart, ChartInputError, ChartRequest, ChartShelf, build_chart, parse_chart_command
from core.charts.data import earnings_data, price_data
from core.charts.earnings import draw_earnings
from core.charts.price import draw_price
from core.charts.spec import choose_company
from core.charts.style import FALLBACK_FAMILY, FONT_FAMILY, FONT_PATH, drawing, render_png
from core.config import Settings
from core.data.services import DataServices, open_data_services

TODAY = date(2026, 11, 25)
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
async def data(tmp_path: Path) -> AsyncIterator[DataServices]:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings) as services:
        yield services


def png_size(png: bytes) -> tuple[int, int]:
    assert png[:8] == PNG_MAGIC
    width, height = struct.unpack(">II", png[16:24])  # the IHDR chunk comes first
    return width, height


@functools.cache
def cmap(path: str | Path) -> frozenset[int]:
    return frozenset(TTFont(str(path)).getBestCmap())


def drawn_texts(draw: Figure) -> list[str]:
    draw.savefig(io.BytesIO(), format="png")  # tick labels exist only once the figure is drawn
    return [t.get_text() for t in draw.findobj(Text) if t.get_visible() and t.get_text()]


def assert_every_glyph_exists(texts: list[str]) -> None:
    nanum = cmap(FONT_PATH)
    fallback = cmap(font_manager.findfont(FontProperties(family=FALLBACK_FAMILY), fallback_to_default=False))
    hangul = [ch for text in texts for ch in text if 0xAC00 <= ord(ch) <= 0xD7A3]
    assert hangul, texts
    assert [ch for ch in hangul if ord(ch) not in nanum] == []
    others = {ch for text in texts for ch in text if not ch.isspace()}
    assert sorted(ch for ch in others if ord(ch) not in nanum | fallback) == []


# --- the command --------------------------------------------------------------------------------


def test_chart_command_grammar() -> None:
    """What follows ``/dexter chart`` (the command's words are the command table's, ``bots.commands``)."""
    assert parse_chart_command("005930") == ChartRequest("005930", "price", "1y")
    assert parse_chart_command("삼성전자 3m") == ChartRequest("삼성전자", "price", "3m")
    assert parse_chart_command("SK 하이닉스 5년") == ChartRequest("SK 하이닉스", "price", "5y")
    assert parse_chart_command("카카오 실적") == ChartRequest("카카오", "earnings", "1y")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("005930 2w", ["지원하지 않는 기간입니다: '2w'", "1m, 3m, 1y, 5y"]),
        ("삼성전자 10y", ["'10y'"]),
        ("", ["종목을 입력해 주세요", "/dexter chart <종목>"]),
    ],
)
def test_bad_chart_commands_say_why_in_korean(text: str, words: list[str]) -> None:
    with pytest.raises(ChartInputError) as caught:
        parse_chart_command(text)
    assert all(w in caught.value.user_message for w in words)


async def test_company_choice_refuses_unknown_ambiguous_and_foreign(data: DataServices) -> None:
    index = data.companies
    assert choose_company(index, "005930").name == "삼성전자"
    assert choose_company(index, "하이닉스").stock_code == "000660"
    assert choose_company(index, "삼성").name == "삼성전자"  # the name policy's dominant company
    with pytest.raises(ChartInputError, match="'없는회사'와 일치하는 상장사를 찾지 못했습니다"):
        choose_company(index, "없는회사")
    with pytest.raises(ChartInputError, match=r"여러 회사일 수 있습니다: .*롯데"):
        choose_company(index, "롯데")
    with pytest.raises(ChartInputError, match="상장사가 아닙니다"):
        choose_company(index, "쿠팡")


# --- the data -----------------------------------------------------------------------------------


async def test_offline_price_data_covers_five_years_with_52_week_extremes(data: DataServices) -> None:
    samsung = choose_company(data.companies, "005930")
    five = await price_data(data, samsung, "5y")
    assert five.demo and five.bars[-1].date == date(2024, 12, 27) and five.bars[-1].close == 53_600
    assert five.bars[0].date <= date(2020, 1, 2) and len(five.bars) > 1_200
    month = await price_data(data, samsung, "1m")
    assert month.bars[0].date >= date(2024, 11, 26) and len(month.bars) < 25
    year = [b for b in five.bars if b.date > date(2023, 12, 28)]
    assert month.high52 is not None and month.low52 is not None
    assert month.high52.price == max(b.high or b.close for b in year)
    assert month.low52.price == min(b.low or b.close for b in year)
    assert month.high52 == five.high52  # the same 52 weeks whatever the window
    with pytest.raises(ChartInputError, match="오프라인 데모 시세에는 카카오"):
        await price_data(data, choose_company(data.companies, "카카오"), "1y")


async def test_earnings_data_is_consolidated_with_exact_figures(data: DataServices) -> None:
    samsung = await earnings_data(data, choose_company(data.companies, "삼성전자"), today=TODAY)
    assert samsung.basis == "연결" and [y.year for y in samsung.years] == [2020, 2021, 2022, 2023, 2024]
    fy2023 = samsung.years[3]
    assert (fy2023.revenue, fy2023.operating_income, fy2023.net_income) == (
        258_935_494_000_000,
        6_566_976_000_000,
        15_487_100_000_000,
    )
    assert fy2023.operating_margin is not None and round(fy2023.operating_margin, 1) == 2.5
    hynix = await earnings_data(data, choose_company(data.companies, "SK하이닉스"), today=TODAY)
    loss = next(y for y in hynix.years if y.year == 2023)
    assert loss.operating_income == -7_730_313_000_000 and loss.net_income == -9_137_547_000_000


# --- the image ----------------------------------------------------------------------------------


async def test_price_chart_is_a_png_with_hangul_glyphs_and_no_warning(data: DataServices) -> None:
    prices = await price_data(data, choose_company(data.companies, "SK하이닉스"), "1y")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with drawing():
            figure = draw_price(prices)
            texts = drawn_texts(figure)
        png = render_png(lambda: draw_price(prices))
    assert [str(w.message) for w in caught] == []  # "Glyph … missing from font" would be here
    assert png_size(png) == (1100, 638) and len(png) > 20_000
    joined = "\n".join(texts)
    assert "SK하이닉스(000660) 주가 · 최근 1년" in joined and "거래량" in joined and "52주 최고" in joined
    assert "데모용 합성 가격" in joined  # synthetic prices say so in the image itself
    assert any(t.endswith("원") and t[0].isdigit() for t in texts)  # price ticks in won
    assert any(t.endswith("만주") for t in texts)  # volume ticks in 만주
    assert_every_glyph_exists(texts)


async def test_earnings_chart_labels_basis_and_amounts_in_jo(data: DataServices) -> None:
    earnings = await earnings_data(data, choose_company(data.companies, "SK하이닉스"), today=TODAY)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with drawing():
            texts = drawn_texts(draw_earnings(earnings))
    assert [str(w.message) for w in caught] == []
    joined = "\n".join(texts)
    assert "연간 실적 · 연결 재무제표 · FY2021–FY2024" in joined
    assert {"매출액", "영업이익", "당기순이익", "영업이익률 (우축)"} <= set(texts)
    assert "−7.73조원" in texts and "35.5%" in texts  # the loss below zero, the margin on the line
    assert any(t.endswith("조원") and t[0].isdigit() for t in texts)
    assert_every_glyph_exists(texts)


def test_the_chart_font_is_the_bundled_hangul_font() -> None:
    with drawing():
        found = font_manager.findfont(FontProperties(family=[FONT_FAMILY, FALLBACK_FAMILY]))
    assert Path(found) == FONT_PATH
    assert set(range(0xAC00, 0xD7A4)) <= cmap(FONT_PATH)  # all 11,172 Hangul syllables
    assert (FONT_PATH.parent / "OFL.txt").read_text(encoding="utf-8").count("SIL OPEN FONT LICENSE") == 1


async def test_build_chart_end_to_end_offline(data: DataServices) -> None:
    chart = await build_chart(data, ChartRequest("삼성", "earnings"), today=TODAY)
    assert chart.request == ChartRequest("삼성전자", "earnings") and chart.filename == "005930_earnings.png"
    assert chart.png.startswith(PNG_MAGIC) and chart.title.startswith("삼성전자(005930) 연간 실적 · 연결")
    assert "FY2024 매출액 300.87조원, 영업이익 32.73조원 (영업이익률 10.9%)" in chart.caption
    assert "https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20250311001085" in chart.caption
    price = await build_chart(data, ChartRequest("005930", "price", "3m"), today=TODAY)
    assert "종가 53,600원 (2024-12-27)" in price.caption and "데모용 합성 가격" in price.caption


def test_shelf_keeps_a_few_distinct_charts_per_run() -> None:
    shelf = ChartShelf(max_runs=2)

    def chart(title: str) -> Chart:
        return Chart(b"png", title, "", "x.png", ChartRequest("005930"))

    assert shelf.put("r1", chart("a")) and not shelf.put("r1", chart("a"))
    assert shelf.put("r1", chart("b")) and shelf.put("r1", chart("c"))
    assert not shelf.put("r1", chart("d"))
    shelf.put("r2", chart("a"))
    shelf.put("r3", chart("a"))
    assert shelf.take("r1") == []  # the oldest run was dropped
    assert [c.title for c in shelf.take("r3")] == ["a"] and shelf.take("r3") == []
