"""`dexter ask` as a real process with the real anthropic SDK against the loopback fake Messages API:
main model → korean_financial_search → fast-model router → two sub-tools → answer over their figures."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

from evals.emulators.llm import FakeAnthropic, text, tools

KEY = "sk-ant-e2e-key-0123"


async def test_dexter_ask_through_the_real_sdk_and_router(tmp_path: Path) -> None:
    replies = [
        tools(("korean_financial_search", {"query": "SK하이닉스와 삼성전자 2024년 연결 영업이익"})),  # main
        tools(
            ("get_key_accounts", {"company": "SK하이닉스", "year": 2024}),  # fast router
            ("get_key_accounts", {"company": "삼성전자", "year": 2024}),
        ),
        text("두 회사의 2024년 주요계정을 확인했습니다."),  # main: done researching
        text("## 2024년 영업이익\n\nSK하이닉스 23.47조원, 삼성전자 32.73조원 (연결)."),  # final answer
    ]
    exe = Path(sys.executable).parent / "dexter"
    async with FakeAnthropic(replies) as fake:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_"))}
        env |= {"ANTHROPIC_API_KEY": KEY, "ANTHROPIC_BASE_URL": fake.url, "DEXTER_HOME": str(tmp_path)}
        proc = await asyncio.create_subprocess_exec(
            str(exe),
            "ask",
            "--offline",
            "--json",
            "SK하이닉스와 삼성전자 2024년 영업이익을 비교 분석해줘",
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        stdout, stderr = await asyncio.wait_for(proc.communicate(), timeout=120)
    assert proc.returncode == 0, stderr.decode()
    record = json.loads(stdout)
    assert record["answer"].startswith("## 2024년 영업이익")
    assert [(c["tool"], c["ok"]) for c in record["tool_calls"]] == [("korean_financial_search", True)]
    assert fake.surplus == 0 and len(fake.requests) == 4
    main, router, _, answer = (r.body for r in fake.requests)
    assert main["model"] == "claude-sonnet-4-6" and router["model"] == "claude-haiku-4-5"
    assert {t["name"] for t in router["tools"]} >= {
        "get_key_accounts",
        "get_income_statement",
        "get_dividends",
    }
    assert "tools" not in answer
    final_prompt = answer["messages"][-1]["content"][0]["text"]
    assert '"won": 23467319000000' in final_prompt and '"won": 32725961000000' in final_prompt
    assert "rcpNo=" in final_prompt
    assert KEY not in stderr.decode() and KEY not in stdout.decode()
