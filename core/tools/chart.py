"""``make_chart``: the agent's chart tool. It draws a price or earnings chart (``core.charts``), keeps
the image on the run's ``ChartShelf`` — the front end posts it in the thread after the answer — and
returns the chart's figures to the model, so the answer can talk about what the chart shows.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, Field

from core import faces
from core.charts import ChartInputError, ChartRequest, ChartShelf, build_chart
from core.errors import ToolError
from core.tools.registry import Tool, ToolContext, ToolOutput, tool

NAME = faces.CHART.name
#: the progress row's note on a chart the run had attached already
ALREADY = {"ko": "이미 첨부됨", "en": "already attached"}


class ChartArgs(BaseModel):
    company: str = Field(description="회사명 또는 6자리 종목코드 (예: 삼성전자, 005930)", min_length=1)
    kind: Literal["price", "earnings"] = Field(
        "price",
        description="price: 주가 (일봉 종가·거래량, 52주 최고/최저); earnings: 최근 5년 매출액·영업이익·"
        "당기순이익과 영업이익률 (연결)",
    )
    period: Literal["1m", "3m", "1y", "5y"] = Field("1y", description="price 차트의 기간 (earnings는 무시)")


def chart_tool(shelf: ChartShelf) -> Tool[ChartArgs]:
    """The ``make_chart`` tool, keeping its charts on ``shelf`` under the calling run's id."""

    @tool(face=faces.CHART)
    async def make_chart(args: ChartArgs, ctx: ToolContext) -> ToolOutput:
        """Draw a chart of a Korean listed company and attach it to your answer (the image is posted
        in the thread right after the answer; do not link or describe an image URL). kind=price: daily
        closing prices with volume and the 52-week high/low for period 1m/3m/1y/5y; kind=earnings:
        five fiscal years of revenue, operating income and net income with the operating margin.
        Use it when the user asks about a trend (주가 흐름, 추이, 실적 추이) or asks for a chart. Returns
        the figures the chart shows."""
        request = ChartRequest(args.company, args.kind, args.period, ctx.lang)  # in the run's language
        try:
            chart = await build_chart(ctx.need_data(), request, today=ctx.today())
        except ChartInputError as exc:
            raise ToolError(exc.message_in(ctx.lang), tool=NAME) from None  # the run's language
        attached = shelf.put(ctx.run_id, chart)
        payload = {
            "data": {"chart": chart.title, "attached": attached, **chart.facts},
            "sources": list(chart.sources),
        }
        summary = chart.summary if attached else f"{chart.summary} ({ALREADY[ctx.lang]})"
        return ToolOutput(json.dumps(payload, ensure_ascii=False), summary, value=chart)

    return make_chart
