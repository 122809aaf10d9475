"""지배주주 순이익 is the *profit* attributable to owners, never the comprehensive-income twin.

SK하이닉스 FY2023 (CIS only) labels two rows "지배기업의 소유주지분" (recorded ``fnlttSinglAcntAll`` CFS):
``ifrs-full_ProfitLossAttributableToOwnersOfParent`` −9,112,428,000,000 (ord 32) and
``ifrs-full_ComprehensiveIncomeAttributableToOwnersOfParent`` −9,014,999,000,000 (ord 13). The mapper
used to take the second. Expected values here are read straight from the bundled raw JSON by
account_id — never through ``core.finance.accounts`` — so a mapping slip cannot agree with itself.
"""

from __future__ import annotations

import gzip
import json
from importlib import resources
from typing import Any

import pytest

from core.data.dart.statements import parse_full_statements
from core.finance.accounts import RowKey, concept_of, concepts_of

PROFIT_OWNERS = "ifrs-full_ProfitLossAttributableToOwnersOfParent"
COMPREHENSIVE_OWNERS = "ifrs-full_ComprehensiveIncomeAttributableToOwnersOfParent"
AMOUNTS = (("current", "thstrm_amount"), ("prior", "frmtrm_amount"), ("prior2", "bfefrmtrm_amount"))


def _full_bodies() -> list[tuple[str, dict[str, Any]]]:
    raw = (resources.files("core.data") / "bundle" / "opendart_recorded.json.gz").read_bytes()
    bodies = []
    for entry in json.loads(gzip.decompress(raw))["entries"]:
        if entry["endpoint"] == "fnlttSinglAcntAll" and entry["response"].get("list"):
            p = entry["params"]
            bodies.append((f"{p['corp_code']}-{p['bsns_year']}-{p['reprt_code']}-{p['fs_div']}", entry))
    return bodies


FULL = _full_bodies()


def _raw_amount(text: str | None) -> int | None:
    cleaned = (text or "").replace(",", "").strip()
    return None if cleaned in ("", "-") else int(cleaned)


def _raw_row(body: dict[str, Any], account_id: str) -> dict[str, Any] | None:
    """The headline row with this id, IS before CIS (a two-statement filer repeats P&L rows in CIS)."""
    rows: list[dict[str, Any]] = body["list"]
    for kind in ("IS", "CIS"):
        for row in rows:
            if row["sj_div"] == kind and row["account_id"] == account_id and row["account_detail"] == "-":
                return row
    return None


def test_the_bundle_has_the_cases_this_file_is_about() -> None:
    names = {name for name, _ in FULL}
    assert {f"00126380-{y}-11011-CFS" for y in range(2019, 2024)} <= names
    assert {"00164779-2023-11011-CFS", "00919966-2023-11011-CFS", "00919966-2023-11011-OFS"} <= names
    with_row = [name for name, e in FULL if _raw_row(e["response"], PROFIT_OWNERS)]
    assert len(with_row) == 6  # 삼성전자 FY2019–FY2023 and SK하이닉스 FY2023; 신라젠 has no split


@pytest.mark.parametrize(("name", "entry"), FULL, ids=[name for name, _ in FULL])
def test_owners_net_income_is_the_profit_row_read_by_account_id(name: str, entry: dict[str, Any]) -> None:
    body = entry["response"]
    st = parse_full_statements(body, fs_div=entry["params"]["fs_div"])
    item = st.get("net_income_owners")
    raw = _raw_row(body, PROFIT_OWNERS)
    if raw is None:
        assert item is None  # no profit split filed: missing, never borrowed from another row
        return
    assert item is not None
    assert item.account_id == PROFIT_OWNERS
    for field, key in AMOUNTS:
        assert getattr(item, field) == _raw_amount(raw[key]), (name, field)
    twin = _raw_row(body, COMPREHENSIVE_OWNERS)
    if twin is not None and twin["thstrm_amount"] != raw["thstrm_amount"]:
        assert item.current != _raw_amount(twin["thstrm_amount"])


@pytest.mark.parametrize(("name", "entry"), FULL, ids=[name for name, _ in FULL])
def test_no_concept_is_read_from_a_comprehensive_income_row(name: str, entry: dict[str, Any]) -> None:
    st = parse_full_statements(entry["response"], fs_div=entry["params"]["fs_div"])
    taken = {concept: item.account_id for concept, item in st.concepts.items()}
    assert not {c: i for c, i in taken.items() if "ComprehensiveIncome" in i}, name


def test_hynix_fy2023_owners_loss_is_minus_9_11_trillion_not_9_01() -> None:
    entry = dict(FULL)["00164779-2023-11011-CFS"]
    st = parse_full_statements(entry["response"], fs_div="CFS")
    assert not st.has_income_statement  # CIS only: both twins sit in the same statement
    assert st.value("net_income_owners") == -9_112_428_000_000
    assert st.value("net_income_owners", "prior") == 2_229_560_000_000
    assert st.value("net_income_owners", "prior2") == 9_602_316_000_000
    assert st.value("net_income") == -9_137_547_000_000
    # the comprehensive-income split, same label: −9,014,999 (FY2023), 2,802,424 (FY2022)
    comprehensive = [i for i in st.items if i.account_id == COMPREHENSIVE_OWNERS]
    assert [(i.account_nm, i.current, i.concept) for i in comprehensive] == [
        ("지배기업의 소유주지분", -9_014_999_000_000, None)
    ]


def test_a_comprehensive_income_id_never_falls_back_to_its_label() -> None:
    assert concept_of("CIS", COMPREHENSIVE_OWNERS, "지배기업의 소유주지분") is None
    assert concept_of("CIS", COMPREHENSIVE_OWNERS, "지배기업 소유주지분") is None
    assert concept_of("CIS", PROFIT_OWNERS, "지배기업의 소유주지분") == "net_income_owners"
    assert concept_of("IS", "-표준계정코드 미사용-", "지배기업의 소유주에게 귀속되는 당기순이익(손실)") == (
        "net_income_owners"
    )


NO_ID = "-표준계정코드 미사용-"


def _rows(kind: str, *labels: str) -> list[RowKey]:
    return [RowKey(kind, NO_ID, label, n) for n, label in enumerate(labels)]


def test_a_share_label_without_an_id_is_decided_by_the_total_above_it() -> None:
    # one statement (CIS only), in presentation order: profit split, OCI, comprehensive split
    rows = _rows(
        "CIS",
        "당기순이익(손실)",
        "지배기업의 소유주지분",
        "비지배지분",
        "기타포괄손익",
        "총포괄손익",
        "지배기업의 소유주지분",
        "비지배지분",
    )
    assert concepts_of(rows) == ["net_income", "net_income_owners", None, None, None, None, None]
    # only the comprehensive split (the profit split is in IS): under 총포괄손익, so not profit
    assert concepts_of(_rows("CIS", "당기순이익", "기타포괄손익", "총포괄손익", "지배기업소유주지분")) == [
        "net_income",
        None,
        None,
        None,
    ]
    # under 기타포괄손익 rows, before any total: not the profit split either
    assert concepts_of(_rows("CIS", "당기순이익", "기타포괄손익", "지배기업의 소유주지분")) == [
        "net_income",
        None,
        None,
    ]


def test_a_share_label_whose_position_does_not_tell_is_left_out_in_cis() -> None:
    # ord sorted by account id (as in the recorded FY2023 bodies) puts an id-less row before every total
    assert concepts_of(_rows("CIS", "지배기업의 소유주지분", "총포괄손익", "당기순이익")) == [
        None,
        None,
        "net_income",
    ]
    # the comprehensive split never sits in IS
    assert concepts_of(_rows("IS", "지배기업의 소유주지분", "당기순이익")) == [
        "net_income_owners",
        "net_income",
    ]


def test_order_is_by_ord_within_each_statement_not_by_list_position() -> None:
    rows = [
        RowKey("CIS", NO_ID, "지배기업의 소유주지분", 13),  # under 총포괄손익 (ord 10)
        RowKey("CIS", "ifrs-full_ComprehensiveIncome", "총포괄손익", 10),
        RowKey("CIS", NO_ID, "지배기업의 소유주지분", 32),  # under 당기순이익 (ord 29)
        RowKey("CIS", "ifrs-full_ProfitLoss", "당기순이익(손실)", 29),
        RowKey("BS", "ifrs-full_Equity", "자본총계", 30),
    ]
    assert concepts_of(rows) == [None, None, "net_income_owners", "net_income", "equity"]
