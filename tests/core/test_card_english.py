"""The company card in English (issue #26 item 3) on the offline bundle: the English company name with
the Korean once, amounts in KRW trillion/billion, rows by the concept catalogue's English labels, English
sources and notes — the same figures as the Korean card."""

from __future__ import annotations

from datetime import date

from inline_snapshot import snapshot

from core.data.dart.statements import LineItem, Statements
from core.data.services import DataServices
from core.finance.krw_en import change_phrase_en, format_krw_en, format_times_en, format_won_en
from core.finance.periods import FiscalPeriod
from core.tools.card import Annual, CompanyCard, Quarter, build_card
from core.tools.card_render import render_card
from tests.conftest import companies

TODAY = date(2026, 11, 21)


def _hangul(text: str) -> list[str]:
    return sorted({ch for ch in text if "\uac00" <= ch <= "\ud7a3"})


async def english_card(data: DataServices, query: str) -> str:
    company = data.companies.lookup(query)[0].company
    return render_card(await build_card(data, company, today=TODAY), "en")


async def test_samsung_english_card(data: DataServices) -> None:
    text = await english_card(data, "005930")
    assert text == snapshot("""\
## Samsung Electronics (삼성전자) · 005930 · KOSPI
DART corp code 00126380 · CEO 전영현, 노태문 · industry code 264 · founded 1969-01-13 · fiscal year ends in December

### Quote — KIS demo quote (synthetic, 2024-12-27 15:30 KST) ⚠️ synthetic demo prices
| Price | Change | Volume | Market cap |
|---:|---:|---:|---:|
| KRW 53,600 | ▼KRW 200 (−0.4%) | 33,086,487 shares | KRW 319.98tn |

P/E 25.15x · P/B 1.03x · EPS KRW 2,131 · BPS KRW 52,002 · 52-week KRW 49,300 ~ KRW 88,800 · foreign ownership 51.1%

Cross-check ✓ market cap agrees · ⚠ P/E: KIS 25.15x vs filings 22.11x, P/B: KIS 1.03x vs filings 0.91x (within what a basis difference explains) — filings: FY2023 annual report (consolidated) owners' figures, shares as of 2023-12-31

### FY2024 results (consolidated, annual report)
| Item | FY2024 | FY2023 | Change |
|---|---:|---:|---|
| Revenue | KRW 300.87tn | KRW 258.94tn | up 16.2% |
| Operating profit | KRW 32.73tn | KRW 6.57tn | up 398.3% |
| Net income | KRW 34.45tn | KRW 15.49tn | up 122.5% |
| Total assets | KRW 514.53tn | KRW 455.91tn | +12.9% |
| Total liabilities | KRW 112.34tn | KRW 92.23tn | +21.8% |
| Total equity | KRW 402.19tn | KRW 363.68tn | +10.6% |

Operating margin 10.9% · Net margin 11.5% · Debt ratio 27.9% · ROE 9.0% (net income / average total equity)

### Recent filings
- 2024-11-14 [분기보고서 (2024.09)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20241114002642)
- 2024-08-14 [반기보고서 (2024.06)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240814003284)
- 2024-05-16 [분기보고서 (2024.03)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240516001421)
- 2024-03-12 [사업보고서 (2023.12)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736)

Sources: [OpenDART annual report FY2024](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20250311001085) · [OpenDART annual report FY2023 (cross-check)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736) · KIS demo quote (synthetic, 2024-12-27 15:30 KST)
""")
    # outside the company's Korean name, the CEO and the filings' own titles, no Korean is left
    prose = text.split("### Recent filings")[0].replace("삼성전자", "").replace("전영현, 노태문", "")
    assert _hangul(prose) == []


async def test_losses_billions_and_notes_in_english(data: DataServices) -> None:
    hynix = await english_card(data, "SK하이닉스")
    assert hynix.startswith("## SK hynix (SK하이닉스) · 000660 · KOSPI")
    assert "| Operating profit | KRW 23.47tn | −KRW 7.73tn | to profit |" in hynix
    assert "P/E n/m (loss)" in hynix and "EPS −KRW 12,517" in hynix
    assert "Cross-check ✓ P/E (loss)·P/B agree · not compared: market cap" in hynix
    kakao = await english_card(data, "카카오")
    assert "| Operating profit | KRW 460.2bn | KRW 460.9bn | down 0.1% |" in kakao
    assert "| Net income | −KRW 161.9bn | −KRW 1.82tn | loss narrowed |" in kakao
    assert "> ⚠️ Quote: Not in the offline demo data." in kakao  # the section and its reason in English
    assert _hangul(kakao.replace("카카오", "").replace("정신아", "")) == []


def test_a_banks_and_a_quarters_rows_in_english() -> None:
    items = (
        LineItem("net_interest_income", "IS", "", "순이자손익", 7_000_000_000_000, 6_500_000_000_000),
        LineItem("net_income", "IS", "", "당기순이익", 2_600_000_000_000, 2_700_000_000_000),
        LineItem("liabilities", "BS", "", "부채총계", 400_000_000_000_000, 380_000_000_000_000),
        LineItem("equity", "BS", "", "자본총계", 30_000_000_000_000, 28_000_000_000_000),
    )
    concepts = {i.concept: i for i in items if i.concept}
    annual = Statements("00149646", 2024, "11011", "CFS", "20250310000001", items, concepts=concepts)
    quarter = Statements("00149646", 2025, "11014", "OFS", "20251114000001", items, concepts=concepts)
    bank = companies().lookup("기업은행")[0].company
    card = CompanyCard(bank, None, None, Annual(2024, annual), Quarter(FiscalPeriod(2025, 3), quarter), [])
    text = render_card(card, "en")
    assert "| Net interest income | KRW 7.00tn | KRW 6.50tn | up 7.7% |" in text
    assert "Revenue" not in text and "Operating margin" not in text and "Debt ratio 1,333.3%" in text
    assert "### Latest quarter: Q3 2025 (separate, Q3 report)" in text
    assert "| Item | Q3 2025 | Q3 2024 | Change |" in text
    assert "[OpenDART Q3 2025](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20251114000001)" in text
    korean = render_card(card)
    assert "### 최근 분기: 2025년 3분기 (별도, 3분기보고서)" in korean  # Korean stays the default


def test_english_amounts_prices_multiples_and_moves() -> None:
    assert format_krw_en(6_566_976_000_000) == "KRW 6.57 trillion (6.57조원)"
    assert format_krw_en(-1_816_700_000_000) == "−KRW 1.82 trillion (−1.82조원)"
    assert format_krw_en(460_900_000_000, korean=False) == "KRW 460.9 billion"
    assert format_krw_en(12_300_000, korean=False) == "KRW 12 million"
    assert format_krw_en(-460_900_000_000, korean=False, short=True) == "−KRW 460.9bn"
    assert format_krw_en(None) == "—"
    assert format_won_en(-12_517) == "−KRW 12,517" and format_times_en(25.154) == "25.15x"
    assert change_phrase_en(110, 100) == "up 10.0%" and change_phrase_en(90, 100) == "down 10.0%"
    assert change_phrase_en(-5, 10) == "to loss" and change_phrase_en(5, -10) == "to profit"
    assert change_phrase_en(-5, -10) == "loss narrowed" and change_phrase_en(-15, -10) == "loss widened"
    assert change_phrase_en(None, 10) == "n/a" and change_phrase_en(100, 100) == "unchanged"
