"""Disclosure digests through the real OpenDART client against the loopback fake: one test per kind, on
filings constructed in OpenDART's exact formats (tests/fixtures/opendart/digest), figures checked against
the filing and the comparisons recomputed here."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from core.data.dart.client import OpenDartClient
from core.watch.digest import Digest, DigestReader, table_kind
from core.watch.filings import Filing
from evals.emulators.opendart import FakeOpenDart

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "opendart"
DIGEST = FIXTURES / "digest"


def rows(name: str) -> list[dict[str, Any]]:
    return list(json.loads((DIGEST / name).read_text(encoding="utf-8"))["list"])


def filing(rcept_no: str, report_nm: str, corp_code: str = "00126380", corp_name: str = "삼성전자") -> Filing:
    return Filing(rcept_no, corp_code, corp_name, "005930", report_nm, corp_name, rcept_no[:8], "유")


@contextlib.asynccontextmanager
async def reader() -> AsyncIterator[tuple[FakeOpenDart, DigestReader]]:
    async with FakeOpenDart() as fake, httpx.AsyncClient() as http:
        client = OpenDartClient(http, api_key=fake.key, base_url=fake.api_url)
        yield fake, DigestReader(client)


async def read_document(fixture: str, rcept_no: str, report_nm: str, corp_code: str = "00126380") -> Digest:
    async with reader() as (fake, digests):
        fake.serve_document(rcept_no, (DIGEST / fixture).read_text(encoding="utf-8"))
        digest = await digests.read(filing(rcept_no, report_nm, corp_code))
    assert digest is not None
    return digest


async def test_earnings_card_has_the_filings_figures_and_yoy_qoq() -> None:
    digest = await read_document(
        "earnings_00126380_2024Q3.xml", "20241031800123", "연결재무제표기준영업(잠정)실적(공정공시)"
    )
    f = digest.figures
    million = 1_000_000
    assert (f["revenue"], f["revenue_prev_quarter"], f["revenue_prev_year"]) == (
        79_098_731 * million,
        74_068_302 * million,
        67_404_652 * million,
    )
    assert f["operating_income"] == 9_183_371 * million
    assert f["revenue_yoy_pct"] == pytest.approx((79_098_731 / 67_404_652 - 1) * 100)
    assert f["operating_income_qoq_pct"] == pytest.approx((9_183_371 / 10_443_887 - 1) * 100)
    assert f["net_income_owners"] == 9_780_665 * million
    assert digest.title == "📊 영업(잠정)실적 2024년 3분기 (연결)"
    assert digest.lines[0] == "매출액 79.10조원 — 전년동기 대비 17.3% 증가 · 전분기 대비 6.8% 증가"
    assert digest.lines[1] == "영업이익 9.18조원 — 전년동기 대비 277.4% 증가 · 전분기 대비 12.1% 감소"
    assert "누계" not in " ".join(digest.lines) and "단위 백만원" in digest.source


async def test_an_operating_loss_reads_as_a_loss_and_a_turn() -> None:
    xml = (DIGEST / "earnings_00126380_2024Q3.xml").read_text(encoding="utf-8")
    xml = xml.replace("<TE>9,183,371</TE>", "<TE>-1,250,000</TE>").replace("단위 : 백만원", "단위 : 억원")
    async with reader() as (fake, digests):
        fake.serve_document("20241031800124", xml)
        digest = await digests.read(filing("20241031800124", "[기재정정]영업(잠정)실적(공정공시)"))
    assert digest is not None and digest.title.endswith("(별도)")
    assert digest.figures["operating_income"] == -1_250_000 * 100_000_000
    assert "operating_income_yoy_pct" not in digest.figures
    assert digest.lines[1].startswith("영업손실 125.00조원 — 전년동기 대비 적자전환 · 전분기 대비 적자전환")


async def test_a_guidance_in_trillions_reads_its_decimals() -> None:
    xml = (DIGEST / "earnings_00126380_2024Q3.xml").read_text(encoding="utf-8")
    xml = xml.replace("단위 : 백만원", "단위 : 조원").replace(
        '<TE ACODE="CUR_REV">79,098,731</TE>', "<TE>79.0</TE>"
    )
    xml = xml.replace("<TE>74,068,302</TE>", "<TE>74.07</TE>").replace(
        "<TE>67,404,652</TE>", "<TE>67.40</TE>"
    )
    async with reader() as (fake, digests):
        fake.serve_document("20241008800001", xml)
        digest = await digests.read(filing("20241008800001", "연결재무제표기준영업(잠정)실적(공정공시)"))
    assert digest is not None
    assert digest.figures["revenue"] == pytest.approx(79.0e12)
    assert digest.lines[0] == "매출액 79.00조원 — 전년동기 대비 17.2% 증가 · 전분기 대비 6.7% 증가"


async def test_dividend_card() -> None:
    digest = await read_document("dividend_00126380_2024Q3.xml", "20241031800131", "현금ㆍ현물배당결정")
    assert digest.figures == {"dps": 361.0, "yield_pct": 0.6, "total": 2_453_315_269_200.0}
    assert digest.title == "💰 분기배당 결정"
    assert digest.lines == (
        "주당 현금배당금 361원 (보통주) · 배당수익률 0.6%",
        "배당금 총액 2.45조원",
        "배당기준일 2024-09-30 · 지급 예정일 2024-11-20",
    )


async def test_supply_contract_card_gives_the_share_of_revenue() -> None:
    digest = await read_document(
        "supply_contract_00164779.xml", "20240628800051", "단일판매ㆍ공급계약체결", corp_code="00164779"
    )
    assert digest.figures["amount"] == 1_638_285_950_000
    assert digest.figures["pct_of_revenue"] == pytest.approx(1_638_285_950_000 / 32_765_719_000_000 * 100)
    assert digest.lines[0] == "계약금액 1.64조원 — 최근 매출액(32.77조원)의 5.0%"
    assert "상대방 Constructed Devices Inc." in digest.lines
    assert "계약기간 2024-07-01 ~ 2026-06-30" in digest.lines


async def test_largest_holder_change_card() -> None:
    digest = await read_document("largest_holder_change.xml", "20240520800077", "최대주주변경", "00919966")
    assert digest.lines[:2] == (
        "변경 전 가나홀딩스 외 2인 · 10,950,000주 · 지분 10.6%",
        "변경 후 (주)다라바이오 외 1인 · 21,000,000주 · 지분 17.8%",
    )
    assert digest.figures["after_pct"] == 17.84 and digest.figures["before_shares"] == 10_950_000
    assert "사유 제3자배정 유상증자 납입에 따른 최대주주 변경" in digest.lines
    assert "변경일 2024-05-20" in digest.lines


async def test_buyback_card_gives_the_share_of_issued_common_stock() -> None:
    async with reader() as (fake, digests):
        fake.serve_rows("tsstkAqDecsn", rows("tsstkAqDecsn_00126380_20241115.json"))
        fake.serve_rows("stockTotqySttus", rows("../stockTotqySttus_00126380_2023_11011.json"))
        digest = await digests.read(filing("20241115800418", "주요사항보고서(자기주식취득결정)"))
    assert digest is not None
    issued = 5_969_782_550
    assert digest.figures["pct_of_shares"] == pytest.approx(50_144_628 / issued * 100)
    assert digest.figures["amount"] == 3_000_000_000_000
    assert digest.lines[0] == (
        "취득 예정 보통주 50,144,628주 (발행주식총수 5,969,782,550주의 0.8%, 2023 사업보고서 기준)"
        " · 종류주식 6,912,036주"
    )
    assert "취득 예정 금액 3.00조원" in digest.lines
    assert "취득 기간 2024년 11월 18일 ~ 2025년 02월 17일" in digest.lines
    assert digest.source == "OpenDART 주요사항보고서"


async def test_disposal_card() -> None:
    async with reader() as (fake, digests):
        fake.serve_rows("tsstkDpDecsn", rows("tsstkDpDecsn_00164742.json"))
        digest = await digests.read(filing("20240725800311", "주요사항보고서(자기주식처분결정)", "00164742"))
    assert digest is not None
    assert digest.lines[0] == "처분 예정 보통주 120,000주"  # no 사업보고서 share count served: no share
    assert digest.figures == {"common_shares": 120_000, "amount": 29_460_000_000}
    assert "처분 예정 금액 295억원" in digest.lines


async def test_rights_issue_card_gives_the_share_of_existing_stock() -> None:
    async with reader() as (fake, digests):
        fake.serve_rows("piicDecsn", rows("piicDecsn_00919966.json"))
        digest = await digests.read(filing("20240503800122", "주요사항보고서(유상증자결정)", "00919966"))
    assert digest is not None
    assert digest.figures["pct_of_shares"] == pytest.approx(14_500_000 / 103_106_415 * 100)
    assert digest.lines[0] == "신주 보통주 14,500,000주 (증자 전 발행주식 103,106,415주의 14.1%)"
    assert digest.lines[1] == "조달 금액 344억원 (운영 300억원, 기타 43.65억원)"
    assert digest.lines[2] == "증자 방식 제3자배정증자"


async def test_convertible_bond_card() -> None:
    async with reader() as (fake, digests):
        fake.serve_rows("cvbdIsDecsn", rows("cvbdIsDecsn_00258801.json"))
        digest = await digests.read(
            filing("20240610800205", "주요사항보고서(전환사채권발행결정)", "00258801")
        )
    assert digest is not None
    assert digest.figures == {
        "face": 500_000_000_000,
        "conversion_price": 52_800,
        "conversion_shares": 9_469_696,
        "pct_of_shares": 2.13,
    }
    assert digest.lines[:2] == (
        "5회차 권면총액 5,000억원",
        "전환가액 52,800원 · 전환 시 9,469,696주 (주식총수 대비 2.1%)",
    )
    assert "리픽싱 최저 전환가액 42,240원" in digest.lines


async def test_other_filings_get_their_headings_and_a_missing_document_none() -> None:
    xml = """<?xml version="1.0" encoding="utf-8"?><DOCUMENT><DOCUMENT-NAME>투자설명서</DOCUMENT-NAME>
<COMPANY-NAME AREGCIK="00126380">삼성전자</COMPANY-NAME><BODY>
<SECTION-1><TITLE>제1부 모집 또는 매출에 관한 사항</TITLE><SECTION-2><TITLE>1. 공모개요</TITLE><P>본문</P>
</SECTION-2></SECTION-1><SECTION-1><TITLE>제2부 발행인에 관한 사항</TITLE><P>본문</P></SECTION-1></BODY></DOCUMENT>"""
    async with reader() as (fake, digests):
        fake.serve_document("20240701800001", xml)
        digest = await digests.read(filing("20240701800001", "투자설명서"))
        missing = await digests.read(filing("20240701800002", "투자설명서"))
        no_row = await digests.read(filing("20240701800003", "주요사항보고서(유상증자결정)"))
    assert digest is not None and digest.kind == "outline"
    assert digest.lines == (
        "· 제1부 모집 또는 매출에 관한 사항",
        "  · 1. 공모개요",
        "· 제2부 발행인에 관한 사항",
    )
    assert missing is None and no_row is None


def test_report_names_pick_their_reader() -> None:
    assert table_kind("연결재무제표기준영업(잠정)실적(공정공시)") == "earnings"
    assert table_kind("[기재정정]영업(잠정)실적(공정공시)") == "earnings"
    assert table_kind("현금ㆍ현물배당결정") == "dividend"
    assert table_kind("단일판매ㆍ공급계약체결(자율공시)") == "supply_contract"
    assert table_kind("최대주주변경") == "largest_holder_change"
    assert table_kind("최대주주변경을수반하는주식담보제공계약체결") is None
    assert table_kind("사업보고서 (2025.12)") is None


SPLIT_XML = """<?xml version="1.0" encoding="utf-8"?><DOCUMENT><DOCUMENT-NAME>주요사항보고서(회사분할결정)</DOCUMENT-NAME>
<COMPANY-NAME AREGCIK="00126380">삼성전자</COMPANY-NAME><BODY><LIBRARY><TABLE><TBODY>
<TR><TD>1. 분할방법</TD><TD>물적분할</TD></TR>
<TR><TD>2. 분할신설회사</TD><TD>가나반도체 주식회사</TD></TR>
<TR><TD>3. 분할되는 자산총액(원)</TD><TD>1,250,000,000,000</TD></TR>
<TR><TD>4. 분할기일</TD><TD>2025-01-01</TD></TR>
</TBODY></TABLE></LIBRARY></BODY></DOCUMENT>"""


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        (
            "삼성전자가 물적분할로 가나반도체를 신설합니다. 분할되는 자산총액은 1조 2,500억원입니다.",
            "summary",
        ),
        (
            "삼성전자가 물적분할로 가나반도체를 신설합니다. 분할되는 자산총액은 2조 5,000억원입니다.",
            "card-less",
        ),
    ],
)
async def test_other_filings_get_a_validated_model_summary(said: str, kind: str) -> None:
    from core.scripted import ScriptedModel, say
    from core.watch.digest.summary import summarize

    model = ScriptedModel([say(said)])
    async with FakeOpenDart() as fake, httpx.AsyncClient() as http:
        client = OpenDartClient(http, api_key=fake.key, base_url=fake.api_url)
        digests = DigestReader(client, summarize=lambda f, d: summarize(model, f, d))
        fake.serve_document("20240801800009", SPLIT_XML)
        digest = await digests.read(filing("20240801800009", "주요사항보고서(회사분할결정)"))
    asked = model.requests[0].messages[0]
    assert "1,250,000,000,000" in str(asked)
    if kind == "summary":
        assert digest is not None and digest.kind == "summary" and digest.lines == (said,)
    else:  # a figure the filing does not have: no summary; this document has no headings either
        assert digest is None
