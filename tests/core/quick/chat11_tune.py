"""The eleventh chat-style set, tuning half (``TUNE11``): 183 answerable questions and 25 the bundle cannot answer.

Written apart from the quick reader (``core.quick``), the direct path and every other question file, by someone
who read only the case type and matcher (``chat_questions``), the tenth set's tuning files and harness
(``chat10_tune*``, ``test_chat10_questions``), ``chat_sets`` and the raw recorded bundle. Nine personas new to the
sets type them (each case's comment names its persona in brackets):

- 오타 (real typos): a dropped or doubled syllable ("당기순이이익", "주당순이익익"), 자모 slips ("영엽이익", "부체비율",
  "삼성저자", "지분뉼", "몇 베"), missing spaces ("네이버2024년3분기당기순이익") and spaces inside words ("영 업 이 익").
- 배당러 (a dividend investor): 주당배당금 보통주·우선주, 배당성향 연결/별도, 현금배당 총액, 배당금 지급액, 액면가.
- 숫자먼저 (the figure the user remembers first, right or not): "9.2조 맞지? 삼전 24 3Q 영익".
- 극존칭 (a formal, email-like request with a greeting first): "…에 대해 문의드립니다", "…하여 주시면 감사하겠습니다".
- 상대시점 (relative time, today 2026-11-21): 재작년 = 전전년도 = 2024, 3년 전 = 2023, 4년 전 = 2022, 5년 전 = 2021;
  작년 (2025), 지난 분기 (2026년 3분기) and 올해 상반기 are not in the bundle.
- 순위 (ranking or picking among named companies, holders or years): "제일 높은 곳", "높은 순서대로".
- 감정 (an emotional framing around a factual ask): "망했다던데 진짜 순손실이야?", "보고 울었다".
- 외국인 (a foreigner's plain, slightly broken Korean): "삼성 전자 2023 이익 잉여금 얼마 입니까".
- 정정 (the user corrects themself mid-message): "삼성 아니 하이닉스 2024 매출액".

The themes are weighted toward holders and share counts (최대주주·지분율·보유주식수·최대주주 변동·소액주주·발행주식수·
발행할 주식의 총수·이익소각), per-share figures (EPS 기본/희석, DPS 보통주/우선주, 배당성향 연결/별도, 액면가), quarters
(3개월 vs 1~3분기 누적, 4분기 = the year less the nine months, 상반기 = the nine months less the third quarter, QoQ and
YoY, a quarter's margin), comparisons and rankings (차이, 몇 배, 누가 더, 비중, 순서), then margins and growth, named
executives' pay, debt and liquidity ratios and plain amounts. A "차이" whose sign depends on the order accepts either
sign; a ranking expects the figure of each company it names when it asks for an order, the winner's when it asks for
one. Employees: the bundle holds no company total (empSttus is one line, the DX division's men), so headcounts and
average pay are asked only as unanswerable cases.

Every expected figure is computed from the raw rows of the recorded OpenDART bundle with the writer's own script,
never with the product's code; the rows and the arithmetic are in a comment above each case (see the parts). Where a
year's figures appear in two reports the later report's comparative was checked against the year's own report
(카카오's current assets and liabilities for 2022/2023 were restated, so no case uses them).
"""

from __future__ import annotations

from tests.core.quick.chat11_tune_amounts import AMOUNTS11
from tests.core.quick.chat11_tune_compare import COMPARE11
from tests.core.quick.chat11_tune_pershare import PER_SHARE11
from tests.core.quick.chat11_tune_quarters import QUARTERS11
from tests.core.quick.chat11_tune_ratios import RATIOS11
from tests.core.quick.chat11_tune_unanswerable import UNANSWERABLE11
from tests.core.quick.chat_questions import Case

TUNE11: tuple[Case, ...] = AMOUNTS11 + RATIOS11 + PER_SHARE11 + QUARTERS11 + COMPARE11 + UNANSWERABLE11
