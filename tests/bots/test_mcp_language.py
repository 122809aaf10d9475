"""``dexter mcp`` in the call's language (#26 item 3), through the SDK's own client: ``make_chart`` takes
a ``lang`` (its chart and its refusals), the other tools' refusals (no such company, no filing, a bad
receipt number, an offline miss), an internal error and an unknown tool read in the language of the call
(its ``lang``, else its words); ``DEXTER_LANG=ko-only`` keeps every text Korean."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import httpx
import mcp_types as types
from mcp import Client

from bots.mcp.server import build_server
from bots.mcp.tools import call_language
from core.config import Settings
from core.data.cache import Cache
from core.data.dart.client import OpenDartClient
from core.data.services import DataServices, open_data_services
from core.store import SqliteStore
from core.tools.error_words import ERRORS_EN
from tests.bots.test_mcp import ANNUAL_2023, _text
from tests.bots.test_mcp import _document as _filing
from tests.conftest import companies


async def test_make_chart_speaks_the_asked_language_and_ko_only_keeps_korean(tmp_path: Path) -> None:
    async with await open_data_services(Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")) as data:
        async with Client(build_server(data)) as client:
            english = await client.call_tool(
                "make_chart", {"company": "005930", "kind": "earnings", "lang": "en"}
            )
            assert not english.is_error
            assert isinstance(english.content[0], types.ImageContent)
            assert base64.b64decode(english.content[0].data).startswith(b"\x89PNG")
            facts = json.loads(_text(english, 1))
            assert facts["data"]["chart"].startswith("Samsung Electronics (005930) annual results")
            korean = json.loads(_text(await client.call_tool("make_chart", {"company": "005930"}), 1))
            assert korean["data"]["chart"].startswith("삼성전자(005930) 주가")
            refused = await client.call_tool("make_chart", {"company": "카카오", "lang": "en"})
            assert (
                refused.is_error
                and "The offline demo prices do not include Kakao (카카오, 035720)" in _text(refused)
            )
            by_words = await client.call_tool("make_chart", {"company": "Kakao"})
            assert by_words.is_error and "The offline demo prices do not include Kakao" in _text(by_words)
            refused_ko = await client.call_tool("make_chart", {"company": "카카오"})
            assert refused_ko.is_error and "오프라인 데모 시세에는 카카오(035720)가 없습니다" in _text(
                refused_ko
            )
            unknown = await client.call_tool("get_everything", {"lang": "en"})
            assert unknown.is_error and _text(unknown).startswith("There is no tool 'get_everything'")
            unknown_ko = await client.call_tool("get_everything", {})
            assert unknown_ko.is_error and _text(unknown_ko).startswith("없는 도구입니다")
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1", DEXTER_LANG="ko-only")
    async with await open_data_services(settings) as data, Client(build_server(data)) as client:
        chart = json.loads(
            _text(await client.call_tool("make_chart", {"company": "005930", "lang": "en"}), 1)
        )
        assert chart["data"]["chart"].startswith("삼성전자(005930) 주가")
        refused = await client.call_tool("make_chart", {"company": "Kakao", "lang": "en"})
        assert refused.is_error and "오프라인 데모 시세에는 카카오(035720)가 없습니다" in _text(refused)
        card = json.loads(_text(await client.call_tool("company_card", {"company": "005930", "lang": "en"})))
        assert card["data"]["card"].startswith("## 삼성전자 (005930)")


async def test_an_internal_error_reads_in_the_calls_language(tmp_path: Path) -> None:
    def broken(request: httpx.Request) -> httpx.Response:
        raise RuntimeError("a bug, not the caller's fault")

    async with (
        SqliteStore(tmp_path / "d.db") as store,
        httpx.AsyncClient(transport=httpx.MockTransport(broken)) as http,
    ):
        dart = OpenDartClient(http, api_key="k", base_url="https://opendart.fss.or.kr/api")
        for setting, english_text in (("ko", True), ("ko-only", False)):
            settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_LANG=setting)
            data = DataServices(settings, store, Cache(store), companies(), _dart=dart)
            async with Client(build_server(data)) as client:
                asked = {"company": "Samsung Electronics", "year": 2023}
                english = await client.call_tool("get_key_accounts", asked)
                korean = await client.call_tool("get_key_accounts", {"company": "삼성전자", "year": 2023})
            assert english.is_error and korean.is_error
            assert _text(korean) == "도구 실행 중 내부 오류가 났습니다. 잠시 후 다시 시도해 주세요."
            assert _text(english) == (
                "An internal error occurred while running the tool. Please try again shortly."
                if english_text
                else _text(korean)
            )


def test_a_calls_language_is_forced_then_asked_then_read() -> None:
    assert call_language("ko", {"company": "SK hynix"}) == "en"
    assert call_language("ko", {"company": "005930"}) == "ko"
    assert call_language("ko", {"company": "SK hynix", "lang": "ko"}) == "ko"
    assert call_language("ko", {"company": "삼성전자", "lang": "en"}) == "en"
    assert call_language("ko-only", {"company": "SK hynix", "lang": "en"}) == "ko"
    assert call_language("en", {"company": "삼성전자"}) == "en"


def _nothing_filed(request: httpx.Request) -> httpx.Response:
    """OpenDART with no figures for any request (status 013), and one filing to read."""
    if request.url.path.endswith("document.xml"):
        return _filing(request)
    return httpx.Response(200, json={"status": "013", "message": "조회된 데이타가 없습니다."})


async def test_the_tools_refusals_read_in_the_calls_language(tmp_path: Path) -> None:
    english = "The request could not be processed. ({})"
    korean = "요청을 처리하지 못했습니다. ({})"
    async with (
        SqliteStore(tmp_path / "d.db") as store,
        httpx.AsyncClient(transport=httpx.MockTransport(_nothing_filed)) as http,
    ):
        dart = OpenDartClient(http, api_key="k", base_url="https://opendart.fss.or.kr/api")
        for setting in ("ko", "ko-only"):
            settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_LANG=setting)
            data = DataServices(settings, store, Cache(store), companies(), _dart=dart)
            async with Client(build_server(data)) as client:
                said = {
                    name: _text(await client.call_tool(tool, arguments))
                    for name, tool, arguments in (
                        ("unknown", "company_card", {"company": "Foobar Corp"}),
                        ("unknown_ko", "get_key_accounts", {"company": "없는회사", "year": 2023}),
                        ("accounts", "get_key_accounts", {"company": "Kakao", "year": 2016}),
                        ("accounts_ko", "get_key_accounts", {"company": "카카오", "year": 2016}),
                        (
                            "half",
                            "get_income_statement",
                            {"company": "Kakao", "year": 2016, "period": "half"},
                        ),
                        (
                            "quarter",
                            "get_quarterly_results",
                            {"company": "Kakao", "year": 2016, "quarter": 2},
                        ),
                        (
                            "quarter_ko",
                            "get_quarterly_results",
                            {"company": "카카오", "year": 2016, "quarter": 2},
                        ),
                        ("ratios", "get_financial_ratios", {"company": "Kakao", "year": 2016}),
                        ("ratios_ko", "get_financial_ratios", {"company": "카카오", "year": 2016}),
                        ("peers", "get_peer_comparison", {"companies": ["Kakao", "NAVER"], "year": 2016}),
                        ("section", "read_filing", {"rcept_no": ANNUAL_2023, "section": "risk factors"}),
                        ("abroad", "resolve_company", {"name": "Coupang"}),
                    )
                }
            korean_texts = {
                "unknown_ko": korean.format(
                    "회사를 찾지 못했습니다: '없는회사' (회사명이나 6자리 종목코드로 다시 시도)"
                ),
                "accounts_ko": korean.format("카카오 2016 사업보고서 주요계정이 없습니다 (미제출 가능)"),
                "quarter_ko": korean.format("카카오 2016년 2분기 실적이 없습니다 (미제출 가능)"),
                "ratios_ko": korean.format("FY2016 사업보고서 재무 데이터가 없습니다 (미제출 가능)"),
            }
            for name, text in korean_texts.items():  # a Korean call's: as before
                assert said[name] == text, name
            if setting == "ko-only":  # an English call's too
                assert said["unknown"] == korean.format(
                    "회사를 찾지 못했습니다: 'Foobar Corp' (회사명이나 6자리 종목코드로 다시 시도)"
                )
                assert said["accounts"] == korean_texts["accounts_ko"]
                assert said["quarter"] == korean_texts["quarter_ko"]
                assert said["section"].startswith(
                    korean.format("'risk factors' 장·절이 이 공시에 없습니다.")[:-1]
                )
                continue
            assert said["unknown"] == english.format(
                "No listed company matches 'Foobar Corp' (try the company's name or its 6-digit stock code)"
            )
            assert said["accounts"] == english.format(
                "No key accounts in Kakao's 2016 annual report (it may not have been filed)"
            )
            assert said["half"] == english.format(
                "No financial statements in Kakao's 2016 half-year report (it may not have been filed)"
            )
            assert said["quarter"] == english.format(
                "No Q2 2016 results for Kakao (they may not have been filed)"
            )
            assert said["ratios"] == english.format(
                "No annual report figures for FY2016 (it may not have been filed)"
            )
            assert said["peers"].startswith(
                english.format(ERRORS_EN.no_peers.format(errors="No annual report"))[:-1]
            )
            assert said["section"].startswith(
                english.format("This filing has no section matching 'risk factors'.")[:-1]
            )
            assert (
                "is not listed on KOSPI or KOSDAQ in Korea. It is listed abroad: Coupang, Inc."
                in said["abroad"]
            )


async def test_an_offline_miss_reads_in_the_calls_language(tmp_path: Path) -> None:
    async with await open_data_services(Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")) as data:
        async with Client(build_server(data)) as client:
            english = await client.call_tool("get_income_statement", {"company": "Kakao", "year": 2016})
            korean = await client.call_tool("get_income_statement", {"company": "카카오", "year": 2016})
    assert (_text(english), _text(korean)) == (
        "Not in the offline demo data.",
        "오프라인 데모 데이터에 없는 항목입니다.",
    )
