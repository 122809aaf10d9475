"""Keyless English questions the English reader does not read (#26 item 3): the Korean reader's refusals —
a name not listed or not known, a name several companies share, a company listed abroad or only in
DART, a year before OpenDART — and the "needs an AI model" note are said in English. Korean questions
keep their Korean sentences, and ``DEXTER_LANG=ko-only`` keeps an English question's Korean."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings
from core.data.companies.corpcode_format import Company, CorpCodes
from core.data.companies.corpcodes import CorpCodeTable
from core.store import SqliteStore
from tests.conftest import companies

TODAY = date(2026, 11, 21)
#: Hangul outside parentheses: a Korean sentence, not a Korean name given once beside the English
_KOREAN_WORDS = re.compile(r"(?<![(\w])[가-힣]+(?![\w,]*\))")


async def _replies(tmp_path: Path, questions: list[str], **settings: str) -> list[str]:
    config = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1", **settings)
    async with await open_runtime(config, require_model=False) as runtime:
        replies = [await direct_reply(q, runtime, today=TODAY) for q in questions]
    assert all(r is not None for r in replies)
    return [r.markdown for r in replies if r is not None]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "Foobar revenue 2023",
            "'Foobar' is not in the list of Korean listed companies. Please check the company name or the "
            "6-digit stock code.",
        ),
        ("Kyobo revenue 2023", "That name matches several listed companies: Kyobo Securities (030610), "),
        (
            "Coupang",
            "'Coupang' is not listed on KOSPI or KOSDAQ in Korea. It is listed abroad: Coupang, Inc. on the New "
            "York Stock Exchange (NYSE: CPNG). It files no Korean periodic reports; its Korean company 쿠팡(주) is "
            "registered in DART under corp code 01019166",
        ),
        ("Samsung Electronics 1990 revenue", "OpenDART's financial statements start with fiscal 2015"),
        ("Tell me about Coupang's strategy", "This question needs an AI model — the AI model key is not set"),
    ],
)
async def test_keyless_english_refusals_are_english(tmp_path: Path, question: str, said: str) -> None:
    [reply] = await _replies(tmp_path, [question])
    assert reply.startswith(said)
    assert [w for w in _KOREAN_WORDS.findall(reply) if w != "쿠팡"] == []  # the Korean company's name once


async def test_korean_questions_and_ko_only_keep_the_korean_refusals(tmp_path: Path) -> None:
    korean = await _replies(tmp_path / "ko", ["Foobar 매출 2023", "쿠팡", "교보 2023년 매출"])
    assert (
        korean[0]
        == "'Foobar'은(는) 한국 상장사 목록에서 찾지 못했습니다. 회사명이나 6자리 종목코드를 확인해 주세요.\n"
    )
    assert korean[1].startswith(
        "'쿠팡'은 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다. 해외 상장: Coupang, Inc."
    )
    assert "상장사가 여러 곳입니다" in korean[2]
    kept = await _replies(tmp_path / "only", ["Foobar revenue 2023", "Coupang"], DEXTER_LANG="ko-only")
    assert kept[0].startswith("'Foobar'은(는) 한국 상장사 목록에서 찾지 못했습니다.")
    assert kept[1].startswith("'Coupang'은(는) 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다.")


async def test_a_company_only_in_dart_is_said_in_english_in_an_english_run(tmp_path: Path) -> None:
    listed = companies().codes
    rows = [*(listed.company(i) for i in range(len(listed))), Company("00912006", "삼성디스플레이", "", "")]
    store = await SqliteStore(tmp_path / "dexter.db").open()  # as after `dexter corp-codes sync`
    try:
        await CorpCodeTable(store).replace(CorpCodes.from_rows(c.row() for c in rows), source="opendart")
    finally:
        await store.close()
    [english] = await _replies(tmp_path, ["삼성디스플레이 2023년 매출"], DEXTER_LANG="en")
    assert english == (
        "'삼성디스플레이' is not listed on KOSPI or KOSDAQ in Korea. It is registered in DART (corp code 00912006) "
        "but has no stock code, so there are no quotes and no listed-company periodic report figures, and this "
        "bot cannot give its figures. If it is subject to external audit, its audit reports (financial "
        "statements) are in DART: search dart.fss.or.kr for corp code 00912006.\n"
    )
    [korean] = await _replies(tmp_path, ["삼성디스플레이 2023년 매출"])
    assert korean.startswith(
        "'삼성디스플레이'는 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다. DART에 등록된 회사"
    )
