"""The load benchmark's model side: one question, a scripted model any number of runs can share, the
agent wired around it, and the latency floor a run cannot beat.

``ConversationModel`` answers from the request alone (no step list shared between runs), so 100
concurrent runs each get the same four calls — loop → ``korean_financial_metrics``, the meta-tool's
router → ``get_financial_ratios`` + ``get_key_accounts``, loop → a short note, the streamed answer —
each one played through a one-step ``ScriptedModel`` after ``latency_s``. The tools run for real on
the offline bundle (recorded OpenDART data).
"""

from __future__ import annotations

import asyncio
import itertools
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import date

from bots.compose import Runtime, open_runtime
from bots.direct import direct_reply
from core.agent import Agent
from core.agent.events import Done, ToolEnd
from core.config import Settings
from core.model import ModelEvent, ModelRequest, ToolResultMessage
from core.scripted import ScriptedModel, Step, call_tool, call_tools, say
from providers.registry import Models

QUESTION = "삼성전자 2023년 영업이익률 분석해줘"
TOOL = "korean_financial_metrics"
NOTE = "2023년 연결 기준 매출과 영업이익, 영업이익률을 확인했습니다."

_SECTIONS = (
    "## 삼성전자 2023년 영업이익률 분석 (연결 기준)\n\n"
    "| 항목 | FY2023 | FY2022 | 증감 |\n|---|---:|---:|---:|\n"
    "| 매출액 | 258.94조원 | 302.23조원 | -14.3% |\n| 영업이익 | 6.57조원 | 43.38조원 | -84.9% |\n"
    "| 영업이익률 | 2.5% | 14.4% | -11.9%p |\n| 당기순이익 | 15.49조원 | 55.65조원 | -72.2% |\n\n"
    "2023년 삼성전자의 영업이익률은 **2.5%**로, 2022년 14.4%에서 11.9%p 낮아졌습니다. 매출액이 14.3% "
    "줄어드는 동안 영업이익은 84.9% 감소해, 고정비 부담이 큰 반도체 사업의 영업 레버리지가 그대로 "
    "드러난 한 해였습니다.\n\n",
    "### 무엇이 이익률을 끌어내렸나\n\n"
    "- **메모리 반도체 가격 하락**: D램과 낸드 가격이 2022년 하반기부터 급락했고, 재고평가손실이 "
    "분기마다 반영되었습니다. 반도체(DS) 부문은 연간 영업손실을 기록한 것으로 알려져 있습니다.\n"
    "- **수요 둔화**: PC와 스마트폰 교체 수요가 약했고, 서버 고객사의 재고 조정이 길어졌습니다.\n"
    "- **고정비**: 감가상각비와 연구개발비는 매출과 함께 줄지 않습니다. 매출이 줄면 이익률은 "
    "매출 감소율보다 훨씬 크게 떨어집니다.\n"
    "- **완충 역할**: 모바일(MX)과 디스플레이 부문이 이익을 냈고, 하만과 가전 부문도 흑자를 "
    "유지해 전사 영업이익이 적자로 돌아서지는 않았습니다.\n\n",
    "### 재무 안정성\n\n"
    "| 지표 | FY2023 | 해석 |\n|---|---:|---|\n| 부채비율 | 25.4% | 매우 낮음 |\n"
    "| 유동비율 | 258.8% | 단기 지급능력 충분 |\n| 자본총계 | 363.68조원 | 투자 여력 유지 |\n\n"
    "이익이 크게 줄었지만 부채비율 25.4%와 두터운 자기자본으로 재무구조는 안정적입니다. 불황기에도 "
    "시설투자와 연구개발을 줄이지 않을 수 있는 여력이 있다는 뜻입니다.\n\n",
    "### 앞으로 볼 지표\n\n"
    "1. 분기 영업이익률의 회복 속도: 재고 조정이 끝나면 메모리 가격이 먼저 반응합니다.\n"
    "2. 고대역폭 메모리(HBM) 등 고부가 제품 비중: 경쟁사 대비 진입 시점이 이익률을 좌우합니다.\n"
    "3. 파운드리 가동률과 수율: 적자 폭이 줄어드는지가 전사 이익률의 변수입니다.\n"
    "4. 환율: 원화 약세는 수출 이익을 키우지만, 원재료 수입 비용도 함께 늘립니다.\n\n"
    "**위험 요인**: 메모리 가격 변동, 고객사 재고 조정의 장기화, 미·중 반도체 규제, 환율 변동, "
    "파운드리 경쟁 심화. 이 분석은 공시된 연간 수치에 근거하며 분기 실적과 다를 수 있습니다.\n\n",
    "### 요약\n\n"
    "삼성전자의 2023년 영업이익률 2.5%는 메모리 업황 하강기의 전형적인 모습입니다. 매출 감소보다 "
    "이익 감소가 훨씬 컸던 것은 반도체 사업의 높은 고정비 때문이며, 같은 구조가 업황 회복기에는 "
    "이익률을 빠르게 끌어올리는 방향으로 작동합니다. 재무구조는 여전히 업계 최상위 수준입니다.\n\n"
    "**출처**: DART 삼성전자 사업보고서 FY2023 (연결) "
    "https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736\n\n"
    "> 이 답변 문장은 벤치마크용 스크립트입니다. 수치와 출처는 녹화된 OpenDART 데이터에서 왔습니다. "
    "투자 판단과 책임은 본인에게 있습니다.",
)


def scripted_answer(target_chars: int = 3_000) -> str:
    """A Korean markdown answer with tables of about ``target_chars`` characters (sections repeat)."""
    parts: list[str] = []
    for number, section in enumerate(itertools.cycle(_SECTIONS)):
        if parts and sum(map(len, parts)) + len(section) > target_chars:
            break
        parts.append(section if number < len(_SECTIONS) else section.replace("##", f"## ({number})", 1))
    return "".join(parts).strip()


ANSWER = scripted_answer()


class ConversationModel:
    """A model every concurrent run can share: each request is answered from its own content.

    ``purpose="loop"`` without tool results calls ``korean_financial_metrics``; with them it says a
    short note; ``purpose="answer"`` streams ``answer``; a ``router:*`` request picks the two sub-tools.
    Every call first waits ``latency_s`` (inside ``ScriptedModel``); ``calls`` counts them by purpose.
    """

    def __init__(self, *, latency_s: float, answer: str = ANSWER, name: str = "bench-scripted") -> None:
        self.latency_s = latency_s
        self.answer = answer
        self._name = name
        self.calls: Counter[str] = Counter()

    @property
    def name(self) -> str:
        return self._name

    def _step(self, request: ModelRequest) -> Step:
        if request.purpose == "answer":
            return say(self.answer)
        if request.purpose.startswith("router:"):
            return call_tools(
                ("get_financial_ratios", {"company": "삼성전자", "year": 2023}),
                ("get_key_accounts", {"company": "삼성전자", "year": 2023}),
            )
        if any(isinstance(m, ToolResultMessage) for m in request.messages):
            return say(NOTE)
        return call_tool(TOOL, query="삼성전자 2023년 영업이익률과 전년 대비 변화, 매출·영업이익 추이")

    async def stream(self, request: ModelRequest) -> AsyncIterator[ModelEvent]:
        self.calls[request.purpose] += 1
        async for event in ScriptedModel([self._step(request)], latency_s=self.latency_s).stream(request):
            yield event

    async def aclose(self) -> None:
        return None


async def open_bench_runtime(settings: Settings, model: ConversationModel) -> Runtime:
    """The product's runtime with ``model`` as the main and fast model (a ``scripted:`` replay is one
    step list that concurrent runs would consume out of order, so the benchmark brings its own model)."""
    return await open_runtime(settings, model=Models(model, model))


@dataclass(frozen=True, slots=True)
class Floor:
    """The fastest a conversation can be answered: the agent alone, no relay, no platform.

    ``seconds`` = the scripted model latency along one run (``model_calls`` × ``latency_s``) + the
    tools' and the agent's own time, measured as the median of ``samples`` direct runs with zero model
    latency (after one warm-up run that fills the data cache, as the load's runs find it).
    """

    seconds: float
    model_s: float
    model_calls: int
    tool_calls: int
    latency_s: float
    samples: tuple[float, ...]

    @property
    def tools_s(self) -> float:
        return max(0.0, self.seconds - self.model_s)


async def check_agent_path(runtime: Runtime, question: str, *, today: date) -> None:
    """Fail unless ``question`` goes past the quick path to the agent (the relay tries it first)."""
    reply = await direct_reply(question, runtime, today=today)
    if reply is not None:
        raise RuntimeError(f"{question!r} is answered by the {reply.path} path, not the agent")


async def _direct_run(agent: Agent, question: str) -> tuple[float, int]:
    started = time.perf_counter()
    done: Done | None = None
    tools = 0
    async for event in agent.run(question):
        if isinstance(event, ToolEnd):
            tools += 1
        elif isinstance(event, Done):
            done = event
    if done is None or tools == 0:
        raise RuntimeError(f"the direct run did not finish with a tool call (tools={tools})")
    return time.perf_counter() - started, tools


async def measure_floor(
    runtime: Runtime, model: ConversationModel, *, samples: int = 5, question: str = QUESTION
) -> Floor:
    """Measure the floor of ``question`` (see ``Floor``): one warm-up, then ``samples`` timed runs."""
    agent = runtime.agent
    if agent is None:
        raise RuntimeError("the benchmark runtime has no agent")
    latency, model.latency_s = model.latency_s, 0.0
    try:
        await _direct_run(agent, question)
        before = sum(model.calls.values())
        runs = [await _direct_run(agent, question) for _ in range(max(1, samples))]
        calls = (sum(model.calls.values()) - before) // len(runs)
    finally:
        model.latency_s = latency
    timings = sorted(seconds for seconds, _ in runs)
    median = timings[len(timings) // 2]
    return Floor(median + calls * latency, calls * latency, calls, runs[-1][1], latency, tuple(timings))


async def agent_alone_at_once(
    runtime: Runtime, *, conversations: int, question: str = QUESTION
) -> tuple[float, ...]:
    """Seconds each of ``conversations`` direct agent runs takes when all start at once (no relay, no
    platform): how much of the load's slowdown is the agent's own CPU shared by concurrent runs."""
    agent = runtime.agent
    if agent is None:
        raise RuntimeError("the benchmark runtime has no agent")
    runs = await asyncio.gather(*(_direct_run(agent, question) for _ in range(max(1, conversations))))
    return tuple(sorted(seconds for seconds, _ in runs))
