"""An English follow-up that only asks another unit ("in billions of won") answers the amount before in it.

It opened the card of a company called Billions (빌리언스): the English amount word was read as that company's
English name, in a follow-up and inside any question ("Samsung revenue in billions"). Figures: 삼성전자 FY2023 연결
매출액 258,935,494백만원 (258.94조원), FY2022 302,231,360백만원.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.data.companies.mentions import mentions
from tests.conftest import companies
from tests.core.quick.keyless import keyless_reply

EARLIER = "Samsung Electronics 2023 revenue"

FOLLOW_UPS = (
    ("in billions of won", "KRW 258,935.5 billion"),
    ("in trillions?", "KRW 258.94 trillion"),
    ("show it in KRW mn please", "KRW 258,935,494 million"),
    ("In Billions", "KRW 258,935.5 billion"),
)


@pytest.mark.parametrize(("question", "shown"), FOLLOW_UPS)
async def test_a_unit_alone_after_a_quick_answer_is_that_answer_in_it(
    question: str, shown: str, tmp_path: Path
) -> None:
    reply = await keyless_reply(question, tmp_path, earlier=(EARLIER,))
    assert reply is not None and reply.path == "quick", None if reply is None else reply.markdown
    assert shown in reply.markdown and "FY2023" in reply.markdown
    assert "빌리언스" not in reply.markdown


async def test_a_unit_with_another_ask_is_not_a_unit_follow_up(tmp_path: Path) -> None:
    """ "in billions, and 2022?": the year asked too, FY2022 in billions (not FY2023 again)."""
    reply = await keyless_reply("in billions, and 2022?", tmp_path, earlier=(EARLIER,))
    assert reply is not None and reply.path == "quick"
    assert "FY2022" in reply.markdown and "KRW 302,231.4 billion" in reply.markdown


async def test_a_unit_alone_with_nothing_before_is_no_company(tmp_path: Path) -> None:
    reply = await keyless_reply("in billions of won", tmp_path)
    assert reply is None or "빌리언스" not in reply.markdown


@pytest.mark.parametrize(
    "question", ["Samsung revenue in billions", "in billions of won", "SK hynix 2023 sales, millions of won"]
)
def test_an_english_amount_word_names_no_company(question: str) -> None:
    assert all(m.company is None or m.company.name != "빌리언스" for m in mentions(companies(), question))


def test_the_company_is_still_named_in_korean() -> None:
    assert [m.company.name for m in mentions(companies(), "빌리언스 2023 매출") if m.company] == ["빌리언스"]
