"""Charts on the chat platforms: ``/dexter chart …`` (no model call) and the charts an agent run made
with ``make_chart``, posted in its thread right after the answer.

A port that can draw charts itself (``NativeChartPoster``: Slack's ``data_visualization`` block) gets
the chart's data first; when it declines (the data does not fit, the workspace refuses the block) or
fails, the PNG follows. Both otherwise go through the port's optional ``post_image`` (Slack ``files_upload_v2`` into the thread,
Telegram ``sendPhoto`` with a caption), with the relay's bounded retries. A chart that cannot be made
or posted never fails the run or the command: the user gets a short sentence instead, in the chart's
language (a command's: ``DEXTER_LANG`` or its words, ``core.charts.spec.command_language``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from datetime import date
from typing import Any, Protocol, runtime_checkable

from bots.relay.ports import ImagePoster, PlatformPort, PortError, ReplyTarget, Sleep
from bots.relay.run.retries import attempt
from bots.texts import run_texts
from core.charts import Chart, ChartInputError, ChartRequest, ChartShelf, build_chart, parse_chart_command
from core.charts.spec import choose_company, command_language
from core.data.companies.resolver import Company
from core.data.services import DataServices
from core.errors import DexterError
from core.lang import Language
from core.logging import get_logger

log = get_logger(__name__)

POST_TIMEOUT_S = 60.0


@runtime_checkable
class NativeChartPoster(Protocol):
    """Optional: a port that posts a chart its platform draws from the data (``Chart.plots``)."""

    async def post_chart(self, target: ReplyTarget, chart: Chart, *, run_id: str) -> bool:
        """Post ``chart`` drawn by the platform; ``False`` (nothing posted) to have the PNG sent.
        Raises the ``PortError`` family like the other port calls."""
        ...


class ChartService:
    """Makes and posts charts for one process (``Relay.charts``)."""

    def __init__(
        self,
        data: DataServices,
        shelf: ChartShelf | None,
        *,
        today: Callable[[], date],
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._data = data
        self._shelf = shelf
        self._today = today
        self._sleep = sleep
        self._tasks: set[asyncio.Task[None]] = set()

    def language(self, text: str) -> Language:
        """The language of the chart a ``chart …`` command asks for (``DEXTER_LANG``, else its words)."""
        return command_language(self._data.settings.dexter_lang, text)

    def prepare(self, text: str) -> tuple[ChartRequest, Company]:
        """Read a ``chart …`` command and resolve its company at once (in memory, no data call), so
        the reply to a bad request is immediate. The request names the company by its stock code.

        Raises:
            ChartInputError: the reason (unknown company, bad period, nothing asked).
        """
        request = parse_chart_command(text, command_language(self._data.settings.dexter_lang, text))
        company = choose_company(self._data.companies, request.company)
        return ChartRequest(company.stock_code, request.kind, request.period, request.lang), company

    async def make_and_post(
        self, request: ChartRequest, port: PlatformPort, target: ReplyTarget
    ) -> str | None:
        """Make the chart and post it at ``target``; ``None`` once posted, else what to tell the user."""
        try:
            chart = await build_chart(self._data, request, today=self._today())
        except ChartInputError as exc:
            return exc.message_in(request.lang)
        except DexterError as exc:
            log.warning("chart_failed", request=request.label, error=str(exc))
            return exc.message_in(request.lang)
        except Exception:  # a bug or a surprise in the data: the asker still hears back
            log.exception("chart_crashed", request=request.label)
            return run_texts(request.lang).chart_not_made
        return await self._post(chart, port, target, run_id="")

    async def command(self, text: str, port: PlatformPort, target: ReplyTarget) -> str | None:
        """``/dexter chart …`` end to end; ``None`` once the chart is posted, else the reply."""
        try:
            request, _ = self.prepare(text)
        except ChartInputError as exc:
            return exc.message_in(self.language(text))
        return await self.make_and_post(request, port, target)

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` in the background (a Slack command is acknowledged first); kept until done."""
        task = asyncio.create_task(work, name="chart")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def attach(self, run_id: str, port: PlatformPort, target: ReplyTarget) -> int:
        """Post the charts the run's ``make_chart`` calls made, after its answer; how many were posted."""
        if self._shelf is None:
            return 0
        posted = 0
        try:
            for chart in self._shelf.take(run_id):
                problem = await self._post(chart, port, target, run_id=run_id)
                posted += problem is None
        except Exception:  # the answer is out already: a chart never turns the run into an error
            log.exception("chart_attach_failed", run_id=run_id)
        return posted

    async def wait_idle(self) -> None:
        """Wait for the background chart commands (tests, shutdown)."""
        while self._tasks:
            await asyncio.wait(list(self._tasks))

    async def aclose(self) -> None:
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks)

    async def _post(
        self, chart: Chart, port: PlatformPort, target: ReplyTarget, *, run_id: str
    ) -> str | None:
        if (
            chart.plots
            and isinstance(port, NativeChartPoster)
            and await self._native(chart, port, target, run_id)
        ):
            return None
        texts = run_texts(chart.request.lang)
        if not isinstance(port, ImagePoster):
            return texts.chart_no_images
        try:
            await attempt(
                lambda: port.post_image(
                    target,
                    chart.png,
                    title=chart.title,
                    caption=chart.caption,
                    filename=chart.filename,
                    run_id=run_id,
                ),
                sleep=self._sleep,
                limit_s=POST_TIMEOUT_S,
            )
        except (PortError, TimeoutError) as exc:
            log.warning("chart_post_failed", title=chart.title, error=repr(exc))
            return texts.chart_not_sent
        except Exception:  # a port's bug: the same sentence, never a crash of the command or the run
            log.exception("chart_post_crashed", title=chart.title)
            return texts.chart_not_sent
        log.info("chart_posted", title=chart.title, bytes=len(chart.png), run_id=run_id or None)
        return None

    async def _native(self, chart: Chart, port: NativeChartPoster, target: ReplyTarget, run_id: str) -> bool:
        """Whether the platform drew the chart; a failure is logged and the PNG goes instead."""
        try:
            posted = await attempt(
                lambda: port.post_chart(target, chart, run_id=run_id),
                sleep=self._sleep,
                limit_s=POST_TIMEOUT_S,
            )
        except (PortError, TimeoutError) as exc:
            log.warning("chart_native_failed", title=chart.title, error=repr(exc))
            return False
        except Exception:  # a port's bug: the PNG still goes
            log.exception("chart_native_crashed", title=chart.title)
            return False
        if posted:
            log.info("chart_posted", title=chart.title, native=True, run_id=run_id or None)
        return bool(posted)
