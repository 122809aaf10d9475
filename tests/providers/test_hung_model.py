"""A model that never answers, through `dexter ask` as a real process against the loopback Messages
API: the silent stream is retried once, then the user reads the Korean timeout with the run id."""

from __future__ import annotations

import asyncio
import os
import re
import sys
from pathlib import Path

from evals.emulators.llm import FakeAnthropic, fault

KEY = "sk-ant-" + "hung-key-0123"


async def test_a_hung_model_is_tried_twice_then_the_user_reads_the_error_with_the_run_id(
    tmp_path: Path,
) -> None:
    exe = Path(sys.executable).parent / "dexter"
    # every call: the headers arrive, then nothing (the connection stays open)
    async with FakeAnthropic([], default=fault("hang", after=1)) as fake:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_"))}
        env |= {
            "ANTHROPIC_API_KEY": KEY,
            "ANTHROPIC_BASE_URL": fake.url,
            "DEXTER_HOME": str(tmp_path),
            "DEXTER_MODEL_IDLE_TIMEOUT_S": "1",
        }
        proc = await asyncio.create_subprocess_exec(
            str(exe),
            "ask",
            "반도체 업황 전망을 설명해줘",
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        stdout, stderr = await asyncio.wait_for(proc.communicate(), timeout=120)
        attempts = len(fake.requests)
    err = stderr.decode()
    assert proc.returncode != 0, stdout.decode()
    assert attempts == 2, err  # the first try and one retry of the silent stream, no more
    assert "시간 초과: AI 모델이" in err and "응답하지 않아 중단했습니다" in err, err
    assert re.search(r"\(run [0-9a-zA-Z_-]{6,}\)", err), err
    assert "Traceback" not in err and KEY not in err
