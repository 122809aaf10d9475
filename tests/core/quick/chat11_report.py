"""The eleventh chat-style set, held-out report half (``REPORT11``): 185 answerable questions and 25 the bundle
cannot answer.

Written apart from the quick reader (``core.quick``), the direct path, the tuning half written at the same time
(``chat11_tune*``) and every other question file, by someone who read only the case type and matcher
(``chat_questions``), ``chat_sets``, the tenth set's tuning files and harness (``chat10_tune*``,
``test_chat10_questions``) and the raw recorded bundle. Nobody tunes the reader on this half: it measures whether
the reader generalizes. Nine personas new to the sets type them (each case's comment names its persona in
brackets):

- 오타 (real typos): a dropped or doubled syllable, 자모 slips ("영엽이익", "부체비율", "삼성저자"), missing spaces,
  a space inside a word.
- 배당러 (a dividend investor): 주당배당금 보통주·우선주, 배당성향 연결·별도, 배당 총액, "배당 몇 번".
- 숫자먼저 (the figure the user remembers comes first): "9.2조 맞지? 삼전 24 3Q 영익".
- 극존칭 (a formal, email-like request with a greeting line first): "…에 대해 문의드립니다", "…하여 주시면 감사하겠습니다".
- 상대시점 (relative time, today 2026-11-21): 재작년 = 2024, 3년 전 = 2023, 4년 전 = 2022, 전전년도 = 2024; 작년
  (2025), 올해 (2026) and 지난 분기 (2026년 3분기) are not in the bundle.
- 순위 (ranking or picking among named companies): "제일 높은 곳", "순서대로", "누가 더" — every figure of a
  ranking asked "순서대로" is expected; "제일 …" expects the top company's figure (and its name where asked).
- 감정 (an emotional framing around a factual ask): "망했다던데 진짜 적자야?", "역대급이라던데 얼마나 벌었냐".
- 외국인 (a foreigner's plain, slightly broken Korean): "삼성 전자 2023 이익 얼마 입니까".
- 정정 (the user corrects themself mid-message): "삼성 아니 하이닉스 2023 매출"; the corrected item is expected.

The themes are weighted toward holders and share counts, per-share figures (EPS 기본/희석, DPS 보통주/우선주,
배당성향, 액면가), quarters (3개월 vs 누적, 4분기 = the year less the nine months, 상반기 = the nine months less the
third quarter, QoQ and YoY) and comparisons (차이, 몇 배, 비중, 순위), then margins and growth, named executives'
pay, debt and liquidity ratios and plain amounts. "몇 배" is expected as a percentage (2.3배 = 230%), as in the
earlier sets. Company headcount is asked only as unanswerable (the bundle's employee rows hold one line, the DX
division's men); BPS is not asked (the bundle holds no share count but 삼성전자's).

Every expected figure is computed from the raw rows of the recorded OpenDART bundle with the writer's own script,
never with the product's code; the rows and the arithmetic are in a comment above each case (see the parts). A
year read from two annual reports was checked to agree in both (카카오's restated 2022/2023 current assets and
liabilities differ between reports and are not asked).
"""

from __future__ import annotations

from tests.core.quick.chat11_report_amounts import AMOUNTS11R
from tests.core.quick.chat11_report_compare import COMPARE11R
from tests.core.quick.chat11_report_pershare import PER_SHARE11R
from tests.core.quick.chat11_report_quarters import QUARTERS11R
from tests.core.quick.chat11_report_ratios import RATIOS11R
from tests.core.quick.chat11_report_unanswerable import UNANSWERABLE11R
from tests.core.quick.chat_questions import Case

REPORT11: tuple[Case, ...] = (
    AMOUNTS11R + RATIOS11R + PER_SHARE11R + QUARTERS11R + COMPARE11R + UNANSWERABLE11R
)
