"""``document.xml`` zips: built here in DART's markup (no real zip is committed; they are MBs)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from core.data.dart.document import FilingDocument, parse_document
from core.data.dart.xml import TRUNCATION_MARK
from core.errors import DataAuthError, DataError, DataFormatError, DataInputError, DataQuotaError

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "opendart"
RCEPT_NO = "20240312000736"
CHAPTERS = [
    "I. 회사의 개요",
    "II. 사업의 내용",
    "III. 재무에 관한 사항",
    "IV. 이사의 경영진단 및 분석의견",
    "V. 회계감사인의 감사의견 등",
    "VI. 이사회 등 회사의 기관에 관한 사항",
    "VII. 주주에 관한 사항",
]


def title(text: str, note: str) -> str:
    return f'<TITLE ATOC="Y" AASSOCNOTE="{note}">{text}</TITLE>'


def main_xml(*, encoding: str = "utf-8", filler_paragraphs: int = 0) -> str:
    """A 사업보고서 main body in dart4 markup, with the defects real filings have."""
    filler = "".join(
        f"<P>경영진단 문단 {i:03d}: 반도체 업황과 메모리 가격 하락이 실적에 미친 영향을 설명합니다.</P>\n"
        for i in range(filler_paragraphs)
    )
    return f"""<?xml version="1.0" encoding="{encoding}"?>
<DOCUMENT xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="dart4.xsd">
<DOCUMENT-NAME ACODE="11011">사업보고서</DOCUMENT-NAME>
<FORMULA-VERSION ADATE="20231201">5.7</FORMULA-VERSION>
<COMPANY-NAME AREGCIK="00126380">삼성전자</COMPANY-NAME>
<BODY>
<COVER>
<COVER-TITLE>사 업 보 고 서</COVER-TITLE>
<TABLE><TBODY><TR><TD>회사명 :</TD><TD>삼성전자주식회사</TD></TR></TBODY></TABLE>
</COVER>
<TOC><P>목 차 (생략)</P></TOC>
<SECTION-1 ACLASS="MANDATORY">
{title("I. 회사의 개요", "D-0-1-0-0")}
<SECTION-2 ACLASS="MANDATORY">
{title("1. 회사의 개요", "D-0-1-1-0")}
<P>당사는 1969년 설립되었으며 R&D 투자를 지속하고 있습니다.</P>
<P>본사:&nbsp;경기도&nbsp;수원시&cr;영통구 삼성로 129</P>
</SECTION-2>
<SECTION-2 ACLASS="MANDATORY">
{title("2. 회사의 연혁", "D-0-1-2-0")}
<P>2023년 <SPAN USERMARK="B">3월</SPAN> 정기주주총회 개최 <UNKNOWN>&copy; 삼성</UNKNOWN></P>
</SECTION-2>
</SECTION-1>
<SECTION-1 ACLASS="MANDATORY">
{title("II. 사업의 내용", "D-0-2-0-0")}
<P>사업부문별 현황은 아래와 같습니다.</P>
<SECTION-2 ACLASS="MANDATORY">
{title("1. 사업의 개요", "D-0-2-1-0")}
<P>당사는 DX 부문과 DS 부문으로 구성되어 있습니다.</P>
<PGBRK/>
</SECTION-2>
<SECTION-2 ACLASS="MANDATORY">
{title("2. 주요 제품 및 서비스", "D-0-2-2-0")}
<P>주요 제품은 다음과 같습니다.</P>
<SECTION-3 ACLASS="MANDATORY">
{title("가. 주요 제품 등의 현황", "D-0-2-2-1")}
<P>(단위 : 억원, %)</P>
<TABLE BORDER="1" WIDTH="600">
<THEAD><TR><TH>부문</TH><TH>주요 제품</TH><TH>매출액</TH><TH>비중</TH></TR></THEAD>
<TBODY>
<TR><TD>DX 부문</TD><TE>TV, 모니터&nbsp;등</TE><TE ALIGN="RIGHT">1,699,923</TE><TE>65.7%</TE></TR>
<TR><TD>DS 부문</TD><TE>DRAM, NAND Flash</TE><TE ALIGN="RIGHT">665,945</TE><TE>25.7%</TE></TR>
<TR><TD></TD><TD></TD><TD></TD><TD></TD></TR>
</TBODY>
</TABLE>
</SECTION-3>
</SECTION-2>
</SECTION-1>
<SECTION-1 ACLASS="MANDATORY">
{title("III. 재무에 관한 사항", "D-0-3-0-0")}
<SECTION-2 ACLASS="MANDATORY">
{title("1. 요약재무정보", "D-0-3-1-0")}
<TABLE><TBODY>
<TR><TU>구 분</TU><TU>제55기</TU><TU>제54기</TU></TR>
<TR><TD>매출액</TD><TD>258,935,494</TD><TD>302,231,360</TD></TR>
<TR><TD>영업이익</TD><TD>6,566,976</TD><TD>43,376,630</TD></TR>
</TBODY></TABLE>
</SECTION-2>
</SECTION-1>
<SECTION-1 ACLASS="MANDATORY">
{title("IV. 이사의 경영진단 및 분석의견", "D-0-4-0-0")}
{filler}</SECTION-1>
<SECTION-1 ACLASS="MANDATORY">
{title("V. 회계감사인의 감사의견 등", "D-0-5-0-0")}
<P>감사인: 삼정회계법인 (적정 의견)</P>
</SECTION-1>
<SECTION-1 ACLASS="MANDATORY">
{title("VI. 이사회 등 회사의 기관에 관한 사항", "D-0-6-0-0")}
<P>이사회는 사내이사 5인, 사외이사 6인으로 구성</P>
</SECTION-1>
<SECTION-1 ACLASS="MANDATORY">
{title("VII. 주주에 관한 사항", "D-0-7-0-0")}
<P>최대주주는 삼성생명보험㈜ 외 15인이며 지분율은 20.07% 입니다.</P>
</SECTION-1>
</BODY>
</DOCUMENT>
"""


AUDIT_XML = """<?xml version="1.0" encoding="utf-8"?>
<DOCUMENT>
<DOCUMENT-NAME ACODE="00760">감사보고서</DOCUMENT-NAME>
<COMPANY-NAME AREGCIK="00126380">삼성전자</COMPANY-NAME>
<BODY>
<SECTION-1>
<TITLE ATOC="Y">독립된 감사인의 감사보고서</TITLE>
<P>삼성전자주식회사 주주 및 이사회 귀중 & 감사의견: 적정</P>
</SECTION-1>
</BODY>
</DOCUMENT>
"""


def make_zip(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def filing_zip(*, encoding: str = "utf-8", filler_paragraphs: int = 0) -> bytes:
    """Attachments first on purpose: the zip's member order is not the document order."""
    codec = "cp949" if encoding == "euc-kr" else "utf-8"
    return make_zip(
        {
            f"{RCEPT_NO}_00760.xml": AUDIT_XML.encode("utf-8"),
            f"{RCEPT_NO}.xml": main_xml(encoding=encoding, filler_paragraphs=filler_paragraphs).encode(codec),
        }
    )


@pytest.fixture(scope="module")
def document() -> FilingDocument:
    return parse_document(filing_zip())


def test_document_metadata(document: FilingDocument) -> None:
    assert document.rcept_no == RCEPT_NO
    assert (document.title, document.acode) == ("사업보고서", "11011")
    assert (document.company, document.corp_code) == ("삼성전자", "00126380")
    assert document.preface == "사 업 보 고 서\n회사명 : | 삼성전자주식회사"  # the TOC is skipped


def test_chapters_are_the_section_1_titles_in_order(document: FilingDocument) -> None:
    assert [chapter.title for chapter in document.chapters] == CHAPTERS
    business = document.chapters[1]
    assert (business.level, business.assoc_note) == (1, "D-0-2-0-0")
    assert business.text == "사업부문별 현황은 아래와 같습니다."
    assert [s.title for s in business.sections] == ["1. 사업의 개요", "2. 주요 제품 및 서비스"]


def test_nested_section_3_keeps_its_own_text(document: FilingDocument) -> None:
    products = document.chapters[1].sections[1]
    assert products.text == "주요 제품은 다음과 같습니다."
    (status,) = products.sections
    assert (status.level, status.title, status.assoc_note) == (3, "가. 주요 제품 등의 현황", "D-0-2-2-1")
    assert status.sections == ()
    assert products.full_text().splitlines()[:3] == [
        "## 2. 주요 제품 및 서비스",
        "주요 제품은 다음과 같습니다.",
        "### 가. 주요 제품 등의 현황",
    ]


def test_tables_render_as_pipe_rows_so_numbers_stay_on_their_row(document: FilingDocument) -> None:
    status = document.chapters[1].sections[1].sections[0]
    assert status.text == (
        "(단위 : 억원, %)\n"
        "부문 | 주요 제품 | 매출액 | 비중\n"
        "DX 부문 | TV, 모니터 등 | 1,699,923 | 65.7%\n"
        "DS 부문 | DRAM, NAND Flash | 665,945 | 25.7%"
    )
    summary = document.find("요약재무정보")
    assert summary is not None
    assert summary.text.splitlines() == [
        "구 분 | 제55기 | 제54기",
        "매출액 | 258,935,494 | 302,231,360",
        "영업이익 | 6,566,976 | 43,376,630",
    ]


def test_malformed_markup_is_recovered(document: FilingDocument) -> None:
    overview = document.chapters[0].sections[0]
    assert overview.text == (
        "당사는 1969년 설립되었으며 R&D 투자를 지속하고 있습니다.\n본사: 경기도 수원시 영통구 삼성로 129"
    )
    history = document.chapters[0].sections[1]
    assert history.text == "2023년 3월 정기주주총회 개최\n© 삼성"
    assert document.attachments[0].chapters[0].text == "삼성전자주식회사 주주 및 이사회 귀중 & 감사의견: 적정"


def test_find_by_title_substring(document: FilingDocument) -> None:
    business = document.find("사업의 내용")
    assert business is not None and business.title == "II. 사업의 내용"
    assert document.find("사업의내용") is business
    products = document.find("주요 제품")
    assert products is not None and products.title == "2. 주요 제품 및 서비스"
    audit = document.find("감사인의 감사보고서")
    assert audit is not None and audit.title == "독립된 감사인의 감사보고서"
    assert document.find("존재하지 않는 장") is None


def test_outline_lists_chapters_sections_and_attachments(document: FilingDocument) -> None:
    assert document.outline() == "\n".join(
        [
            "I. 회사의 개요",
            "  1. 회사의 개요",
            "  2. 회사의 연혁",
            "II. 사업의 내용",
            "  1. 사업의 개요",
            "  2. 주요 제품 및 서비스",
            "    가. 주요 제품 등의 현황",
            "III. 재무에 관한 사항",
            "  1. 요약재무정보",
            *CHAPTERS[3:],
            "[첨부] 감사보고서",
            "  독립된 감사인의 감사보고서",
        ]
    )


def test_attachments_are_parsed_in_number_order() -> None:
    parsed = parse_document(
        make_zip(
            {
                f"{RCEPT_NO}_00761.xml": AUDIT_XML.replace(
                    "감사보고서</DOCUMENT", "연결감사보고서</DOCUMENT"
                ).encode(),
                f"{RCEPT_NO}.xml": main_xml().encode(),
                f"{RCEPT_NO}_00760.xml": AUDIT_XML.encode(),
                f"{RCEPT_NO}_00762.xml": b"",  # unreadable: skipped, the main body still counts
                "readme.txt": b"not a filing part",
            }
        )
    )
    assert [(a.file_name, a.title) for a in parsed.attachments] == [
        (f"{RCEPT_NO}_00760.xml", "감사보고서"),
        (f"{RCEPT_NO}_00761.xml", "연결감사보고서"),
    ]


def test_long_sections_are_truncated_with_a_marker() -> None:
    parsed = parse_document(filing_zip(filler_paragraphs=40), max_chars_per_section=500)
    analysis = parsed.find("경영진단")
    assert analysis is not None and analysis.truncated
    assert analysis.chars > 1_500
    body, marker = analysis.text.rsplit("\n", 1)
    assert marker == f"{TRUNCATION_MARK}: 전체 {analysis.chars:,}자 중 {len(body):,}자)"
    assert 400 <= len(body) <= 500
    assert body.splitlines()[-1].startswith("경영진단 문단")  # cut at a line end
    assert "경영진단 문단 039" not in analysis.text
    assert "IV. 이사의 경영진단 및 분석의견 (일부)" in parsed.outline()
    short = parsed.find("사업의 개요")
    assert short is not None and not short.truncated and TRUNCATION_MARK not in short.text


def test_cp949_filing_is_decoded() -> None:
    raw = filing_zip(encoding="euc-kr")
    with zipfile.ZipFile(io.BytesIO(raw)) as archive:
        main = archive.read(f"{RCEPT_NO}.xml")
    with pytest.raises(UnicodeDecodeError):
        main.decode("utf-8")  # the fixture really is CP949

    parsed = parse_document(raw)
    assert parsed.company == "삼성전자"
    assert [chapter.title for chapter in parsed.chapters] == CHAPTERS
    summary = parsed.find("요약재무정보")
    assert summary is not None and "매출액 | 258,935,494 | 302,231,360" in summary.text


def test_body_without_sections_becomes_one_chapter() -> None:
    xml = (
        '<?xml version="1.0" encoding="utf-8"?><DOCUMENT><DOCUMENT-NAME ACODE="00001">주요사항보고서'
        "</DOCUMENT-NAME><COMPANY-NAME>삼성전자</COMPANY-NAME><BODY><P>자기주식 취득 결정</P>"
        "<TABLE><TR><TD>취득예정주식(주)</TD><TD>10,000,000</TD></TR></TABLE></BODY></DOCUMENT>"
    )
    parsed = parse_document(make_zip({"20240101000001.xml": xml.encode()}))
    (only,) = parsed.chapters
    assert (only.title, only.level, parsed.preface) == ("주요사항보고서", 1, "")
    assert only.text == "자기주식 취득 결정\n취득예정주식(주) | 10,000,000"


def test_error_body_014_is_no_such_document() -> None:
    with pytest.raises(DataInputError) as caught:
        parse_document((FIXTURES / "error_document_014.xml").read_bytes())
    assert (caught.value.source, caught.value.code) == ("opendart", "014")
    assert "status 014" in str(caught.value)


def test_error_body_020_is_a_quota_error() -> None:
    with pytest.raises(DataQuotaError) as caught:
        parse_document((FIXTURES / "error_corpcode_020.xml").read_bytes())
    assert caught.value.code == "020"


@pytest.mark.parametrize(
    ("body", "error", "code"),
    [
        (b'{"status": "013", "message": "no data"}', DataError, "013"),
        (b"<result><status>010</status><message>key</message></result>", DataAuthError, "010"),
        (b"<html>maintenance</html>", DataFormatError, "not_zip"),
        (b"", DataFormatError, "not_zip"),
        (b"PK\x03\x04 truncated zip", DataFormatError, "bad_zip"),
    ],
)
def test_bodies_that_are_not_a_filing_zip(body: bytes, error: type[Exception], code: str) -> None:
    with pytest.raises(error) as caught:
        parse_document(body)
    assert getattr(caught.value, "code", None) == code


def test_zip_without_main_file_is_a_format_error() -> None:
    with pytest.raises(DataFormatError) as caught:
        parse_document(make_zip({f"{RCEPT_NO}_00760.xml": AUDIT_XML.encode()}))
    assert caught.value.code == "no_main_file"


def test_limit_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        parse_document(filing_zip(), max_chars_per_section=0)


def test_full_text_of_a_chapter_can_be_capped(document: FilingDocument) -> None:
    business = document.chapters[1]
    full = business.full_text()
    assert full.startswith("# II. 사업의 내용\n사업부문별 현황은 아래와 같습니다.\n## 1. 사업의 개요\n")
    assert "DS 부문 | DRAM, NAND Flash | 665,945 | 25.7%" in full
    capped = business.full_text(max_chars=60)
    assert capped.startswith(full[:40])
    assert capped.endswith(f"{TRUNCATION_MARK}: 전체 {len(full):,}자 중 60자)")
