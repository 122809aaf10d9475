"""``dexter mcp`` in the call's language (#26 item 3), through the SDK's own client: ``make_chart`` takes
a ``lang`` (its chart and its refusals), an internal error and an unknown tool read in the language of
the call (its ``lang``, else its words); ``DEXTER_LANG=ko-only`` keeps every text Korean."""

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
from tests.bots.test_mcp import _text
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
