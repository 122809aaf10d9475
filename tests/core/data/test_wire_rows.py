"""The typed wire rows (``dart_wire``, ``dart_rows``, ``kis_wire``) against the recorded real data.

Every recorded OpenDART row of the bundled companies and every bundled KIS row must parse; the format
quirks (comma numbers, ``-``/blank for empty, signs, 원 vs 백만원/억원) are read in one place.
"""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from datetime import date
from importlib import resources
from pathlib import Path
from typing import Any

import httpx
import pytest

from core.data import recorded
from core.data.dart.client import OpenDartClient
from core.data.dart.rows import (
    DividendRow,
    EmployeeRow,
    ExecutiveRow,
    LargestShareholderRow,
    PayRow,
    ShareCountRow,
)
from core.data.dart.wire import (
    CompanyOverview,
    DartRow,
    DisclosureRow,
    StatementRow,
    parse_row,
    parse_rows,
)
from core.data.kis.wire import ChartRow, IndexOutput, InvestorRow, PriceOutput, parse_kis_row
from core.errors import DataFormatError
from tests.core.data.kis_helpers import bundled_file

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "opendart"
SAMSUNG = "00126380"

REPORT_MODELS: dict[str, type[DartRow]] = {
    "alotMatter": DividendRow,
    "hyslrSttus": LargestShareholderRow,
    "stockTotqySttus": ShareCountRow,
    "exctvSttus": ExecutiveRow,
    "empSttus": EmployeeRow,
    "hmvAuditIndvdlBySttus": PayRow,
    "indvdlByPay": PayRow,
    "indvdlByPayV2": PayRow,
}
MODELS: dict[str, type[DartRow]] = {
    "fnlttSinglAcnt": StatementRow,
    "fnlttSinglAcntAll": StatementRow,
    "list": DisclosureRow,
    **REPORT_MODELS,
}


def bundle_entries() -> list[dict[str, Any]]:
    raw = (resources.files("core.data") / "bundle" / recorded.BUNDLE).read_bytes()
    entries: list[dict[str, Any]] = json.loads(gzip.decompress(raw))["entries"]
    return entries


def statement_rows(endpoint: str, year: str, fs_div: str | None = None) -> Iterator[StatementRow]:
    for entry in bundle_entries():
        params = entry["params"]
        wanted = (endpoint, SAMSUNG, year, fs_div or params.get("fs_div"))
        if (
            entry["endpoint"],
            params.get("corp_code"),
            params.get("bsns_year"),
            params.get("fs_div"),
        ) == wanted:
            yield from parse_rows(StatementRow, entry["response"]["list"])


#: recorded reports the product does not read (최대주주 변동, 소액주주): no wire model to check
UNREAD = frozenset({"hyslrChgSttus", "mrhlSttus"})


def test_every_recorded_dart_row_parses() -> None:
    counts: dict[str, int] = {}
    for entry in bundle_entries():
        endpoint, body = entry["endpoint"], entry["response"]
        if endpoint in UNREAD:
            continue
        if endpoint == "company":
            overview = parse_row(CompanyOverview, body)
            assert overview.corp_code == entry["params"]["corp_code"] and overview.stock_code
            counts[endpoint] = counts.get(endpoint, 0) + 1
            continue
        rows = parse_rows(MODELS[endpoint], body.get("list", []))
        assert len(rows) == len(body.get("list", []))
        counts[endpoint] = counts.get(endpoint, 0) + len(rows)
    assert counts["fnlttSinglAcntAll"] > 1_000 and counts["fnlttSinglAcnt"] > 400 and counts["company"] == 6
    assert set(REPORT_MODELS) - {"indvdlByPayV2"} <= set(counts)
    for path in sorted(FIXTURES.glob("*.json")):
        endpoint = path.name.split("_")[0]
        if endpoint in UNREAD:
            continue
        rows = json.loads(path.read_text(encoding="utf-8"))["list"]
        assert len(parse_rows(REPORT_MODELS[endpoint], rows)) == len(rows), path.name


def test_statement_amounts_in_won_with_and_without_commas() -> None:
    # 삼성전자 FY2023 연결 영업이익: 6,566,976 백만원 = 6,566,976,000,000 원, in both statement endpoints
    (full,) = (r for r in statement_rows("fnlttSinglAcntAll", "2023", "CFS") if r.account_nm == "영업이익")
    (key,) = (
        r
        for r in statement_rows("fnlttSinglAcnt", "2023")
        if r.account_nm == "영업이익" and r.fs_div == "CFS"
    )
    assert full.thstrm_amount == key.thstrm_amount == 6_566_976_000_000
    assert full.frmtrm_amount == key.frmtrm_amount == 43_376_630_000_000
    assert (full.sj_div, full.account_id, full.year, full.rcept_no) == (
        "IS",
        "dart_OperatingIncomeLoss",
        2023,
        "20240312000736",
    )
    assert full.thstrm_add_amount is None  # "" in an annual report
    assert key.period_names == ("제 55 기", "제 54 기", "제 53 기")
    assert not full.is_component


def test_statement_row_quirks() -> None:
    row = parse_row(
        StatementRow,
        {
            "sj_div": "BS",
            "account_nm": "  자본금 ",
            "account_detail": "자본금 [member]",
            "thstrm_amount": "-1,234",
            "frmtrm_amount": "-",
            "bfefrmtrm_amount": "",
            "thstrm_add_amount": " 12.6 ",
            "ord": "7",
        },
    )
    assert (row.thstrm_amount, row.frmtrm_amount, row.bfefrmtrm_amount) == (-1234, None, None)
    assert row.thstrm_add_amount == 13 and row.frmtrm_add_amount is None
    assert (row.account_nm, row.ord, row.year, row.is_component) == ("자본금", 7, 0, True)
    with pytest.raises(DataFormatError, match="ord"):
        parse_rows(StatementRow, [{"sj_div": "IS", "ord": "첫째"}])
    with pytest.raises(DataFormatError):
        parse_rows(StatementRow, [["not", "an", "object"]])


def test_report_numbers_text_and_units() -> None:
    row = parse_row(
        DividendRow,
        {
            "se": "(연결)현금배당금총액(백만원)",
            "stock_knd": "-",
            "thstrm": "9,809,438",
            "frmtrm": "-",
            "lwfr": "",
        },
    )
    assert row.stock_knd is None and row.label.basis_word == "연결" and row.label.unit == "won"
    assert row.values() == (9_809_438_000_000, None, None)
    ratio = parse_row(
        DividendRow, {"se": "현금배당성향(%)", "thstrm": "67.80%", "frmtrm": "△5", "lwfr": "(5)"}
    )
    assert ratio.values() == (67.8, -5.0, -5.0)
    holder = parse_row(
        LargestShareholderRow,
        {
            "nm": " 삼성생명보험㈜ ",
            "bsis_posesn_stock_co": "508,157,148",
            "trmend_posesn_stock_qota_rt": "8.51",
            "rm": "-",
            "relate": "해당없음",
            "stlm_dt": "2023-12-31",
        },
    )
    assert (holder.nm, holder.bsis_posesn_stock_co, holder.trmend_posesn_stock_qota_rt) == (
        "삼성생명보험㈜",
        508_157_148,
        8.51,
    )
    assert holder.rm is None and holder.relate is None and holder.stlm_dt == date(2023, 12, 31)
    with pytest.raises(DataFormatError, match="'nm'"):
        parse_row(LargestShareholderRow, {"nm": {"nested": "x"}})


def test_pay_rows_in_both_shapes() -> None:
    (old,) = parse_rows(PayRow, [{"nm": "이재용", "mendng_totamt": "1,234,000,000"}])
    assert not old.is_grouped and old.mendng_totamt == 1_234_000_000 and old.details == ()
    (grouped,) = parse_rows(
        PayRow,
        [
            {
                "rcept_no": "1",
                "group": {"nm": "홍길동", "list": {"stk_bsd_pd_mendng_totamt_amt": "100,000,000"}},
            }
        ],
    )
    (person,) = grouped.group
    assert grouped.is_grouped and person.nm == "홍길동"
    assert person.details[0].stk_bsd_pd_mendng_totamt_amt == 100_000_000 and not person.details[0].is_blank
    (flat,) = parse_rows(PayRow, [{"nm": "김", "stk_opt_exrc_pr": "-"}])
    assert flat.has_flat_stock_fields and flat.is_blank
    with pytest.raises(DataFormatError, match="'list'"):
        parse_rows(PayRow, [{"group": [{"nm": "a", "list": "x"}]}])


@pytest.fixture
async def offline() -> AsyncIterator[OpenDartClient]:
    async with httpx.AsyncClient(transport=recorded.transport()) as http:
        yield OpenDartClient(http, api_key="offline", base_url="https://opendart.fss.or.kr/api")


async def test_client_serves_typed_overview_and_disclosures(offline: OpenDartClient) -> None:
    overview = await offline.company_overview(SAMSUNG)
    raw = await offline.company(SAMSUNG)
    assert (overview.stock_code, overview.corp_cls, overview.acc_mt, overview.est_dt) == (
        "005930",
        "Y",
        "12",
        "19690113",
    )
    assert overview.ir_url == raw["ir_url"] == ""  # kept as sent, never turned into None
    rows = await offline.disclosure_list(SAMSUNG, date(2023, 1, 1), date(2024, 12, 31), kind="A")
    assert rows and all("20230101" <= r.rcept_dt <= "20241231" for r in rows)
    annual = next(r for r in rows if r.rcept_no == "20240312000736")
    assert annual.report_nm == "사업보고서 (2023.12)" and annual.flr_nm == "삼성전자"


# --- KIS ------------------------------------------------------------------------------------------------


def kis_samples() -> Iterator[tuple[str, dict[str, Any]]]:
    folder = resources.files("core.data") / "bundle" / "kis"
    manifest = json.loads((folder / "_manifest.json").read_text(encoding="utf-8"))
    for name in manifest["files"]:
        if name.startswith("inquire_"):
            yield name, dict(bundled_file(name))


def test_every_bundled_kis_row_parses() -> None:
    seen = 0
    for name, body in kis_samples():
        if name.startswith("inquire_price_"):
            parse_kis_row(PriceOutput, body["output"])
            seen += 1
        elif name.startswith(("inquire_daily_itemchartprice_", "inquire_daily_price_")):
            rows = body.get("output2") or body["output"]
            assert all(parse_kis_row(ChartRow, row).stck_clpr for row in rows)
            seen += len(rows)
        elif name.startswith("inquire_investor_"):
            assert all(parse_kis_row(InvestorRow, row).stck_bsop_date for row in body["output"])
            seen += len(body["output"])
    assert seen > 300


def test_kis_units_signs_and_blanks() -> None:
    price = parse_kis_row(PriceOutput, bundled_file("inquire_price_005930.json")["output"])
    assert price.stck_prpr == 53_600 and price.hts_avls == 3_199_803 * 100_000_000  # 억원 → 원
    assert (price.change, price.change_pct, price.eps) == (-200, -0.37, 2131.0)
    down = parse_kis_row(PriceOutput, {"prdy_vrss": "15,000", "prdy_vrss_sign": "4", "prdy_ctrt": "29.97"})
    assert (down.change, down.change_pct) == (-15_000, -29.97)  # 하한, magnitude sent unsigned
    flat = parse_kis_row(ChartRow, {"stck_bsop_date": "20241227", "prdy_vrss": "100", "prdy_vrss_sign": "3"})
    assert flat.change == 0 and flat.stck_bsop_date == date(2024, 12, 27) and flat.stck_clpr is None
    (today, *_) = bundled_file("inquire_investor_005930_preopen.json")["output"]
    before_close = parse_kis_row(InvestorRow, today)
    assert (
        before_close.prsn_ntby_qty is None and before_close.frgn_ntby_tr_pbmn is None
    )  # blank → None, not 0
    flows = parse_kis_row(InvestorRow, {"stck_bsop_date": "20241227", "frgn_ntby_tr_pbmn": "-1,234"})
    assert flows.frgn_ntby_tr_pbmn == -1_234_000_000  # 백만원 → 원
    index = parse_kis_row(
        IndexOutput, {"bstp_nmix_prpr": "2,404.15", "bstp_nmix_prdy_vrss": "25.2", "prdy_vrss_sign": "5"}
    )
    assert (index.bstp_nmix_prpr, index.change) == (2404.15, -25.2)
    with pytest.raises(DataFormatError, match="KIS 숫자 형식 오류"):
        parse_kis_row(PriceOutput, {"stck_prpr": "12a"})
    with pytest.raises(DataFormatError, match="KIS 날짜 형식 오류"):
        parse_kis_row(ChartRow, {"stck_bsop_date": "2024-12-27"})


BUILT = """
import json, sys
from core.data.dart import row_model, wire
models = (wire.StatementRow, wire.DisclosureRow, wire.CompanyOverview, wire.ReportRow)
at_import = [m.__name__ for m in models if m in row_model._FIELDS]
row = wire.parse_row(wire.StatementRow, {"thstrm_amount": "1,234", "ord": "3"})
try:
    wire.parse_row(wire.StatementRow, {"ord": "abc"})
    refused = None
except Exception as exc:
    refused = [type(exc).__name__, str(exc)]
built = [m.__name__ for m in models if m in row_model._FIELDS]
print(json.dumps([at_import, row.thstrm_amount, refused, built, "pydantic" in sys.modules]))
"""


def test_a_row_model_reads_its_fields_when_it_first_reads_a_row_and_pydantic_is_not_loaded() -> None:
    """A keyless quick answer reads statement rows only: importing the models reads none of them, and
    the rows are read without pydantic (its import was a large part of the quick answer's start-up)."""
    done = subprocess.run(
        [sys.executable, "-c", BUILT], capture_output=True, text=True, timeout=60, check=True
    )
    at_import, amount, refused, built, pydantic_loaded = json.loads(done.stdout)
    assert at_import == [] and amount == 1_234
    assert refused == [
        "DataFormatError",
        "OpenDART StatementRow.ord: Value error, invalid literal for int() with base 10: 'abc'",
    ]
    assert built == ["StatementRow"] and not pydantic_loaded


def test_rows_are_immutable_equal_by_value_and_know_which_fields_they_carried() -> None:
    one = parse_row(StatementRow, {"account_nm": " 매출액 ", "thstrm_amount": "1,000", "extra": "x"})
    two = parse_row(StatementRow, {"account_nm": "매출액", "thstrm_amount": "1000"})
    assert one == two and hash(one) == hash(two) and one != parse_row(StatementRow, {"ord": "1"})
    assert one.model_fields_set == {"account_nm", "thstrm_amount"} and not hasattr(one, "extra")
    assert "account_nm='매출액'" in repr(one) and one.rcept_no == "" and one.frmtrm_amount is None
    with pytest.raises(AttributeError):
        one.account_nm = "영업이익"
