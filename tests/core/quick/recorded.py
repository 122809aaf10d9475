"""The raw recorded OpenDART responses of the offline bundle, read without the product's parsers.

Tests take their expected figures from here so a product bug (a wrong column, basis or unit) cannot
hide behind a shared helper: amounts are the API's comma strings in won, turned into ints by hand.
"""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path
from typing import Any

BUNDLE = Path(__file__).resolve().parents[3] / "core" / "data" / "bundle" / "opendart_recorded.json.gz"
ANNUAL, Q3 = "11011", "11014"
CORP = {"삼성전자": "00126380", "SK하이닉스": "00164779", "현대자동차": "00164742", "카카오": "00258801"}
CORP |= {"NAVER": "00266961", "신라젠": "00919966"}


@cache
def _entries() -> tuple[dict[str, Any], ...]:
    with gzip.open(BUNDLE, "rt", encoding="utf-8") as fh:
        return tuple(json.load(fh)["entries"])


def _won(text: str) -> int:
    return int(text.replace(",", ""))


def key_account(
    name: str, year: int, fs_div: str, account: str, column: str = "thstrm_amount", report: str = ANNUAL
) -> int:
    """주요계정 (fnlttSinglAcnt) ``account`` of ``name``'s ``year`` report on ``fs_div``, one column."""
    for entry in _entries():
        params = entry["params"]
        if (
            entry["endpoint"] == "fnlttSinglAcnt"
            and params["corp_code"] == CORP[name]
            and params["bsns_year"] == str(year)
            and params["reprt_code"] == report
        ):
            rows = [
                r for r in entry["response"]["list"] if r["fs_div"] == fs_div and r["account_nm"] == account
            ]
            assert len(rows) == 1, (name, year, fs_div, account, rows)
            return _won(rows[0][column])
    raise LookupError((name, year, report))


def full_statement(name: str, year: int, account_id: str, fs_div: str = "CFS") -> int:
    """The current-year amount of ``account_id`` in the full statements (fnlttSinglAcntAll) IS/CIS."""
    for entry in _entries():
        params = entry["params"]
        if (
            entry["endpoint"] == "fnlttSinglAcntAll"
            and params["corp_code"] == CORP[name]
            and params["bsns_year"] == str(year)
            and params.get("fs_div") == fs_div
        ):
            rows = [
                r
                for r in entry["response"]["list"]
                if r["account_id"] == account_id and r["sj_div"] in ("IS", "CIS")
            ]
            assert rows, (name, year, account_id)
            return _won(rows[0]["thstrm_amount"])
    raise LookupError((name, year, fs_div))


def full_statement_row(name: str, year: int, account_id: str, fs_div: str = "CFS") -> dict[str, str] | None:
    """The IS (else CIS) headline row of ``account_id`` in ``name``'s FY ``year`` full statements on ``fs_div``
    (amounts in won, ``rcept_no`` of the filing); ``None`` when the statements have no such row."""
    for entry in _entries():
        params = entry["params"]
        if (
            entry["endpoint"] == "fnlttSinglAcntAll"
            and params["corp_code"] == CORP[name]
            and params["bsns_year"] == str(year)
            and params.get("fs_div") == fs_div
        ):
            rows = entry["response"]["list"]
            for kind in ("IS", "CIS"):
                for row in rows:
                    if (
                        row["sj_div"] == kind
                        and row["account_id"] == account_id
                        and row["account_detail"] == "-"
                    ):
                        return dict(row)
            return None
    raise LookupError((name, year, fs_div))


def row_won(row: dict[str, str], column: str = "thstrm_amount") -> int:
    """One amount column of a raw statement row, in won."""
    return _won(row[column])


def overview(name: str) -> dict[str, str]:
    """company.json (기업개황) of ``name``."""
    for entry in _entries():
        if entry["endpoint"] == "company" and entry["params"]["corp_code"] == CORP[name]:
            return dict(entry["response"])
    raise LookupError(name)


def report_rows(name: str, year: int, endpoint: str) -> list[dict[str, str]]:
    """The rows of a 사업보고서 table (hyslrSttus, stockTotqySttus, empSttus …) of ``name``'s ``year``."""
    for entry in _entries():
        params = entry["params"]
        if (
            entry["endpoint"] == endpoint
            and params["corp_code"] == CORP[name]
            and params["bsns_year"] == str(year)
        ):
            return list(entry["response"]["list"])
    raise LookupError((name, year, endpoint))
