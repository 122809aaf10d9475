"""The company card on the offline bundle (real OpenDART recordings, synthetic KIS prices)."""

from __future__ import annotations

from datetime import date

from inline_snapshot import snapshot

from core.data.dart.statements import LineItem, Statements
from core.data.services import DataServices
from core.tools.card import Annual, CompanyCard, build_card
from core.tools.card_render import render_card
from tests.conftest import companies

TODAY = date(2026, 11, 21)


async def card_for(data: DataServices, query: str) -> str:
    company = data.companies.lookup(query)[0].company
    return render_card(await build_card(data, company, today=TODAY))


async def test_samsung_card_has_every_section(data: DataServices) -> None:
    text = await card_for(data, "005930")
    assert text.startswith("## 삼성전자 (005930) · 유가증권시장(KOSPI)")
    assert "대표이사 전영현, 노태문" in text and "설립 1969-01-13" in text and "결산 12월" in text
    assert "| 매출액 | 300.87조원 | 258.94조원 | 16.2% 증가 |" in text
    assert "| 영업이익 | 32.73조원 | 6.57조원 | 398.3% 증가 |" in text
    assert "영업이익률 10.9%" in text and "부채비율 27.9%" in text
    assert "### FY2024 실적 (연결, 사업보고서)" in text
    assert "데모용 합성 가격" in text and "KIS 데모 시세" in text  # synthetic prices are labelled
    assert "rcpNo=20250311001085" in text  # FY2024 사업보고서 source link
    assert (
        "- 2024-11-14 [분기보고서 (2024.09)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20241114002642)"
        in text
    )
    assert "crtfc_key" not in text and "opendart.fss.or.kr/api" not in text


async def test_losses_turnarounds_and_missing_sections(data: DataServices) -> None:
    hynix = await card_for(data, "SK하이닉스")
    assert "| 영업이익 | 23.47조원 | −7.73조원 | 흑자전환 |" in hynix
    assert "PER 적자(—)" in hynix
    kakao = await card_for(data, "카카오")
    assert "| 당기순이익 | −1,619억원 | −1.82조원 | 적자지속(적자폭 축소) |" in kakao
    assert "| 영업이익 | 4,602억원 | 4,609억원 | 0.1% 감소 |" in kakao
    assert (
        "⚠️ 시세: 오프라인 데모 데이터에 없는 항목입니다" in kakao
    )  # no KIS sample for 035720: noted, not a crash


def test_banks_show_the_accounts_they_have() -> None:
    items = (
        LineItem("net_interest_income", "IS", "", "순이자손익", 7_000_000_000_000, 6_500_000_000_000),
        LineItem("net_income", "IS", "", "당기순이익", 2_600_000_000_000, 2_700_000_000_000),
        LineItem("liabilities", "BS", "", "부채총계", 400_000_000_000_000, 380_000_000_000_000),
        LineItem("equity", "BS", "", "자본총계", 30_000_000_000_000, 28_000_000_000_000),
    )
    st = Statements(
        "00149646",
        2024,
        "11011",
        "CFS",
        "20250310000001",
        items,
        concepts={i.concept: i for i in items if i.concept},
    )
    bank = companies().lookup("기업은행")[0].company
    text = render_card(CompanyCard(bank, None, None, Annual(2024, st), None, []))
    assert "| 순이자손익 | 7.00조원 | 6.50조원 | 7.7% 증가 |" in text
    assert "매출액" not in text and "영업이익률" not in text  # revenue-based ratios do not apply
    assert "부채비율 1,333.3%" in text


async def test_samsung_card_snapshot(data: DataServices) -> None:
    assert await card_for(data, "삼성전자") == snapshot("""\
## 삼성전자 (005930) · 유가증권시장(KOSPI)
DART 고유번호 00126380 · 대표이사 전영현, 노태문 · 업종코드 264 · 설립 1969-01-13 · 결산 12월

### 시세 — KIS 데모 시세 (synthetic, 2024-12-27 15:30 KST) ⚠️ 데모용 합성 가격
| 현재가 | 전일 대비 | 거래량 | 시가총액 |
|---:|---:|---:|---:|
| 53,600원 | ▼200원 (−0.4%) | 33,086,487주 | 319.98조원 |

PER 25.15배 · PBR 1.03배 · EPS 2,131원 · BPS 52,002원 · 52주 49,300원 ~ 88,800원 · 외국인 지분 51.1%

교차검증 ✓ 시가총액 일치 · ⚠ PER: KIS 25.15배 vs 공시 기준 22.11배, PBR: KIS 1.03배 vs 공시 기준 0.91배 (공시 주식수 자료에 우선주가 없어 보통주로만 나눔 — EPS·BPS는 우선주 포함 기준) — 공시: FY2023 사업보고서 연결 지배주주 실적, 2023-12-31 주식수

### FY2024 실적 (연결, 사업보고서)
| 항목 | FY2024 | FY2023 | 증감 |
|---|---:|---:|---|
| 매출액 | 300.87조원 | 258.94조원 | 16.2% 증가 |
| 영업이익 | 32.73조원 | 6.57조원 | 398.3% 증가 |
| 당기순이익 | 34.45조원 | 15.49조원 | 122.5% 증가 |
| 자산총계 | 514.53조원 | 455.91조원 | +12.9% |
| 부채총계 | 112.34조원 | 92.23조원 | +21.8% |
| 자본총계 | 402.19조원 | 363.68조원 | +10.6% |

영업이익률 10.9% · 순이익률 11.5% · 부채비율 27.9% · ROE 9.0% (당기순이익/평균 자본총계)

### 최근 공시
- 2024-11-14 [분기보고서 (2024.09)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20241114002642)
- 2024-08-14 [반기보고서 (2024.06)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240814003284)
- 2024-05-16 [분기보고서 (2024.03)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240516001421)
- 2024-03-12 [사업보고서 (2023.12)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736)

출처: [OpenDART 사업보고서 FY2024](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20250311001085) · [OpenDART 사업보고서 FY2023 (교차검증)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736) · KIS 데모 시세 (synthetic, 2024-12-27 15:30 KST)
""")
