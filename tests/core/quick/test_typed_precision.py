"""A percentage the writer typed with decimals is answered finely enough to settle it: rates are written with one
decimal more than typed (two at most), so "27.94% 넘었어?" is not answered "27.9%" (27.93% does not pass 27.94%).
An amount asked beside a typed rate, and a whole percentage typed, keep the usual one decimal."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import keyless_reply


async def _line(question: str, home: Path) -> str:
    reply = await keyless_reply(question, home)
    assert reply is not None and reply.path == "quick", reply
    return next(line for line in reply.markdown.splitlines() if line.startswith("- "))


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        # 부채총계 112,339,878 ÷ 자본총계 402,192,070 (백만원) = 27.932%; FY2023 25.36%
        ("삼성전자 2024 부채비율 27.94% 넘었어?", "- 부채비율 27.93% ("),
        ("삼성전자 2024 부채비율 27.94% 안 넘지?", "- 부채비율 27.93% ("),
        ("삼성전자 2024 부채비율 27.9% 넘었어?", "- 부채비율 27.93% ("),
        # 영업이익 32,725,961 ÷ 매출액 300,870,903 = 10.877%
        ("삼성전자 2024 영업이익률 10.9% 맞아?", "- 영업이익률 10.88% ("),
        # typed whole: the usual one decimal
        ("삼성전자 2024 부채비율 28% 넘었어?", "- 부채비율 27.9% ("),
        # an amount asked beside a typed change: the change keeps one decimal
        ("삼성전자 2024 영업이익 398.3% 늘었다는데 얼마야", "398.3% 증가"),
    ],
)
async def test_a_typed_percentage_sets_how_finely_rates_are_shown(
    question: str, shown: str, tmp_path: Path
) -> None:
    assert shown in await _line(question, tmp_path)
