"""총자산부채비율 (부채총계 ÷ 자산총계) is its own concept: "자산부채비율" was read as 자산총계 and 부채비율 (부채 ÷
자본) and answered with both (review 11b). The reversed "부채 대비 자산" is no such ratio and is not answered."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.keyless import keyless_reply


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        # 삼성전자 FY2023 연결: 부채총계 92.23조 ÷ 자산총계 455.91조 = 20.23%; FY2022 20.9%
        (
            "삼성전자 2023 자산부채비율",
            "- 총자산부채비율 20.2% (부채총계 92.23조원 ÷ 자산총계 455.91조원, FY2023 연결)",
        ),
        ("삼성전자 2023 총자산부채비율", "- 총자산부채비율 20.2% ("),
        # FY2024: 112.34조 ÷ 514.53조 = 21.83%
        ("삼성전자 2024 총자산부채비율 소수 둘째 자리까지", "- 총자산부채비율 21.83% ("),
        # 현대자동차 FY2023 연결: 180.65조 ÷ 282.46조 = 63.96%
        ("현대차 2023 자산 대비 부채 비율", "- 총자산부채비율 64.0% ("),
        ("Samsung Electronics 2023 debt-to-assets ratio", "- Debt-to-assets ratio: 20.2% ("),
    ],
)
async def test_debt_to_assets_is_liabilities_over_assets(question: str, shown: str, tmp_path: Path) -> None:
    reply = await keyless_reply(question, tmp_path)
    assert reply is not None and reply.path == "quick", reply
    assert shown in reply.markdown
    assert "25.4%" not in reply.markdown  # 부채비율 (부채 ÷ 자본) is not what was asked


async def test_debt_ratio_stays_liabilities_over_equity(tmp_path: Path) -> None:
    reply = await keyless_reply("삼성전자 2023 부채비율", tmp_path)
    assert (
        reply is not None and "- 부채비율 25.4% (부채총계 92.23조원 ÷ 자본총계 363.68조원" in reply.markdown
    )


async def test_assets_over_liabilities_is_not_answered_as_it(tmp_path: Path) -> None:
    reply = await keyless_reply("삼성전자 2023 부채 대비 자산 비율", tmp_path)
    assert reply is None or reply.path != "quick" or "총자산부채비율" not in reply.markdown
