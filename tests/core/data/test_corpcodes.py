"""The corp-code list: parsing CORPCODE.xml, the SQLite table, and the sync from OpenDART."""

from __future__ import annotations

import io
import traceback
import zipfile
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
import respx

from core.clock import VirtualClock
from core.data.companies.corpcode_format import (
    Company,
    CorpCodes,
    clean_eng_name,
    extract_corpcode_xml,
    parse_corpcode,
)
from core.data.companies.corpcodes import CorpCodeTable, sync_corpcodes
from core.data.dart.client import OpenDartClient
from core.errors import DataAuthError, DataError, DataFormatError, DataQuotaError, DataTransientError
from core.logging import configure_logging
from core.retry import RetryPolicy
from core.store import SqliteStore

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "corpcodes"
FORTY = (FIXTURES / "CORPCODE_40.xml").read_bytes()
BASE = "https://dart.test/api"
KEY = "0123456789abcdef0123456789abcdef01234567"  # 40 characters, like a real key
BUNDLED_ROWS = 3974


def companies_in(data: bytes) -> list[Company]:
    """Every usable row of a ``CORPCODE.xml`` document as ``Company`` values."""
    return [Company(*row) for row in parse_corpcode(data).rows()]


def zipped(xml: bytes, name: str = "CORPCODE.xml") -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, xml)
    return buffer.getvalue()


def error_body(status: str) -> bytes:
    return f"<result><status>{status}</status><message>오류 {status}</message></result>".encode()


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[CorpCodeTable]:
    async with SqliteStore(tmp_path / "dexter.db") as store:
        yield CorpCodeTable(store)


@pytest.fixture
async def dart(fast_policy: RetryPolicy) -> AsyncIterator[OpenDartClient]:
    async with httpx.AsyncClient() as http:
        yield OpenDartClient(http, api_key=KEY, base_url=BASE, policy=fast_policy)


# --- the document ---------------------------------------------------------------------------------


def test_parse_keeps_every_row_and_cleans_the_fields() -> None:
    companies = {c.corp_code: c for c in companies_in(FORTY)}
    assert len(companies) == 40
    assert companies["00164751"].eng_name == ""  # " " in the file
    assert companies["00164751"].stock_code == "" and not companies["00164751"].listed
    assert companies["00430964"].eng_name == "Good & LS Co.,Ltd."  # entity decoded
    assert companies["00126380"].stock_code == "005930" and companies["00126380"].modify_date == "20251201"


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        (" ", ""),
        ("-", ""),
        (".", ""),
        ("0", ""),
        ("N/A", ""),
        ("na", ""),
        ("no entry", ""),
        ("없음", ""),
        ("해당사항 없음.", ""),
        ("  SK  hynix   Inc. ", "SK hynix Inc."),
        ("Kakao.Corp", "Kakao.Corp"),
        ("HMM", "HMM"),
    ],
)
def test_english_placeholders_are_dropped(raw: str, clean: str) -> None:
    assert clean_eng_name(raw) == clean
    row = f"<list><corp_code>1</corp_code><corp_name>가</corp_name><corp_eng_name>{raw}</corp_eng_name>"
    document = f"<result>{row}<stock_code> </stock_code><modify_date>1</modify_date></list></result>"
    assert companies_in(document.encode())[0].eng_name == clean  # the column-at-once path agrees


def test_a_row_without_an_english_name_takes_the_slower_path() -> None:
    xml = FORTY.replace(b"<corp_eng_name>Kakao Corp.</corp_eng_name>", b"", 1)
    companies = {c.corp_code: c for c in companies_in(xml)}
    assert len(companies) == 40 and companies["00258801"].eng_name == ""
    assert companies["00258801"].name == "카카오"


def test_an_unusual_layout_falls_back_to_a_tolerant_parser() -> None:
    daco = "<corp_name>다코</corp_name>".encode()
    xml = FORTY.replace(daco, b"<corp_name><![CDATA[D&CO]]></corp_name>")
    companies = {c.corp_code: c for c in companies_in(xml)}
    assert len(companies) == 40 and companies["00434003"].name == "D&CO"
    assert companies["00164751"].eng_name == "" and companies["00126380"].stock_code == "005930"


def test_rows_without_a_code_or_a_name_are_dropped() -> None:
    rows = "".join(
        f"<list><corp_code>{code}</corp_code><corp_name>{name}</corp_name><corp_eng_name> </corp_eng_name>"
        f"<stock_code> </stock_code><modify_date>20240101</modify_date></list>"
        for code, name in [("00000001", "가"), ("", "나"), ("00000003", "  "), ("00000004", "라")]
    )
    assert [c.corp_code for c in companies_in(f"<result>{rows}</result>".encode())] == [
        "00000001",
        "00000004",
    ]


def test_the_zip_must_hold_the_list() -> None:
    assert extract_corpcode_xml(zipped(FORTY)) == FORTY
    assert extract_corpcode_xml(zipped(FORTY, "corpcode.xml")) == FORTY
    with pytest.raises(DataFormatError, match="not a valid zip"):
        extract_corpcode_xml(b"PK\x03\x04 truncated")
    with pytest.raises(DataFormatError, match=r"no CORPCODE\.xml"):
        extract_corpcode_xml(zipped(b"hello", "readme.txt"))


# --- the table ------------------------------------------------------------------------------------


async def test_an_empty_table_starts_from_the_bundled_list(table: CorpCodeTable) -> None:
    assert await table.info() is None
    info = await table.ensure()
    assert (info.source, info.rows, info.listed) == ("bundled", BUNDLED_ROWS, BUNDLED_ROWS)
    assert info.loaded_at.utcoffset() is not None
    assert await table.ensure() == info  # not reloaded
    index = await table.index()
    best = index.resolve("하이닉스").best
    assert best is not None and best.company.stock_code == "000660"


async def test_replace_round_trips_through_the_database(table: CorpCodeTable, tmp_path: Path) -> None:
    info = await table.replace(parse_corpcode(FORTY), source="opendart")
    assert (info.source, info.rows, info.listed) == ("opendart", 40, 23)
    tables = await table.store.fetchall("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    assert tables == [("corp_codes",), ("corp_codes_meta",)]  # the staging tables are gone
    async with SqliteStore(tmp_path / "dexter.db") as again:  # a fresh connection sees the committed rows
        index = await CorpCodeTable(again).index()
    assert len(index) == 40
    assert [m.company.corp_code for m in index.resolve("카카오").candidates] == ["00258801", "00918444"]
    assert index.resolve("삼성디스플레이").candidates[0].company.corp_code == "00912006"
    assert index.resolve("굿앤엘에스").candidates[0].company.eng_name == "Good & LS Co.,Ltd."


async def test_a_failed_replace_keeps_the_old_rows(table: CorpCodeTable) -> None:
    before = await table.ensure()
    broken = CorpCodes(("00000001", "00000002"), ("가", None), ("", ""), ("", ""), ("", ""))  # type: ignore[arg-type]
    with pytest.raises(Exception, match="NOT NULL"):
        await table.replace(broken, source="opendart")
    assert await table.info() == before
    assert len(await table.load()) == BUNDLED_ROWS


# --- the sync -------------------------------------------------------------------------------------


async def test_sync_replaces_the_table_with_the_download(table: CorpCodeTable, dart: OpenDartClient) -> None:
    await table.ensure()
    with respx.mock(base_url=BASE) as mock:
        route = mock.get("/corpCode.xml").respond(200, content=zipped(FORTY))
        info = await sync_corpcodes(table, dart)
    assert (info.source, info.rows) == ("opendart", 40)
    assert route.calls.last.request.url.params["crtfc_key"] == KEY
    assert await table.info() == info
    index = await table.index()
    assert len(index) == 40
    assert index.resolve("카카오").candidates[0].company.stock_code == "035720"


@pytest.mark.parametrize(
    ("status", "error"),
    [
        ("010", DataAuthError),
        ("011", DataAuthError),
        ("012", DataAuthError),
        ("101", DataAuthError),
        ("901", DataAuthError),
        ("020", DataQuotaError),
        ("800", DataTransientError),
        ("900", DataTransientError),
        ("014", DataError),
        ("100", DataError),
    ],
)
async def test_an_error_body_maps_to_a_typed_error_and_keeps_the_table(
    status: str, error: type[DataError], table: CorpCodeTable, dart: OpenDartClient
) -> None:
    body = (FIXTURES / "error_corpcode_020.xml").read_bytes() if status == "020" else error_body(status)
    before = await table.ensure()
    with respx.mock(base_url=BASE) as mock:
        mock.get("/corpCode.xml").respond(200, content=body)
        with pytest.raises(DataError) as caught:
            await sync_corpcodes(table, dart)
    assert isinstance(caught.value, error) and caught.value.code == status
    if error is DataError:
        assert not isinstance(caught.value, DataAuthError | DataQuotaError | DataTransientError)
    assert KEY not in "".join(traceback.format_exception(caught.value))
    assert await table.info() == before


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"PK\x03\x04not really a zip", "not a valid zip"),
        (zipped(b"<result></result>"), "no rows"),
    ],
)
async def test_a_broken_or_empty_download_is_a_format_error(
    content: bytes, message: str, table: CorpCodeTable, dart: OpenDartClient
) -> None:
    before = await table.ensure()
    with respx.mock(base_url=BASE) as mock:
        mock.get("/corpCode.xml").respond(200, content=content)
        with pytest.raises(DataFormatError, match=message):
            await sync_corpcodes(table, dart)
    assert await table.info() == before


async def test_network_failures_are_retried_then_transient_without_the_key(
    table: CorpCodeTable, dart: OpenDartClient, sleeps: VirtualClock
) -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.get("/corpCode.xml").mock(side_effect=httpx.ConnectError("connection refused"))
        with pytest.raises(DataTransientError) as caught:
            await sync_corpcodes(table, dart)
    assert route.call_count == 4 and sleeps.delays == [0.5, 1.0, 2.0]
    assert KEY not in "".join(traceback.format_exception(caught.value))
    with respx.mock(base_url=BASE) as mock:
        mock.get("/corpCode.xml").respond(503)
        with pytest.raises(DataTransientError, match="503"):
            await sync_corpcodes(table, dart)


async def test_the_key_never_reaches_the_logs(table: CorpCodeTable, dart: OpenDartClient) -> None:
    out = io.StringIO()
    configure_logging(level="DEBUG", stream=out, json=True)  # the key is not registered: patterns only
    with respx.mock(base_url=BASE) as mock:
        route = mock.get("/corpCode.xml")
        route.respond(200, content=zipped(FORTY))
        await sync_corpcodes(table, dart)
        route.respond(200, content=error_body("010"))
        with pytest.raises(DataAuthError):
            await sync_corpcodes(table, dart)
    logged = out.getvalue()
    assert "corp_codes_synced" in logged
    assert KEY not in logged
