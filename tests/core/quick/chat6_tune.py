"""The sixth chat-style set, tuning half (``TUNE6``): the families the keyless reader is weakest at.

Written apart from the quick reader (``core.quick``), from the direct path (``bots.direct*``) and from every
other question file of the chat sets, by someone who read only the case type and matcher
(``chat_questions``) and the fifth set's harness. Each expected figure was computed from the raw rows of the
recorded OpenDART bundle (``core/data/bundle/opendart_recorded.json.gz``), never with the product's finance
code; the rows and the arithmetic are in a comment above each case. Amounts are in won (a 백만원 figure
× 1,000,000), ratios in % with one value per definition where definitions differ (ROE on year-end or
average equity, on total or owners' net income), counts in shares or people.

The phrasing families, as people type in Slack or Telegram in 2026:

1. Polite work requests and report language: "…확인 부탁드립니다", "…여쭤봐도 될까요", "…정리 좀 해주실 수
   있을까요", "…알려주시면 감사하겠습니다", "…기재 부탁드려요", "…공유 부탁드립니다".
2. A reason or circumstance first ("다음 주 IC 자료 만드는 중인데 …", "부장님 보고용인데요, …", "투자
   스터디에서 얘기 나왔는데 …"), then the question.
3. A remembered figure to confirm ("삼전 23년 영업익 6조 좀 넘었던 걸로 기억하는데 정확한 숫자 …", "… 맞나요?").
4. Two questions in one and English mixed in (OPM, YoY, ROE, net income, revenue, FY24, Q3), stock codes for
   names (005930, 000660, 035420) and names in English (Samsung Electronics, SK hynix, Hyundai Motor).
5. Quarters (3개월 vs 누적, "3분기만", "1~3분기 누적", a fourth quarter, a first half), growth, margins, debt
   ratio, ROE, EPS, DPS (보통주/우선주), total dividends, largest shareholder and stake, share counts, head
   counts, differences and shares between two companies.

A message that asks for two figures is right only when the reply states both. The unanswerable part asks for
what the bundle does not hold (years and companies not in it, forecasts, segment and product figures, today's
news): the reply must decline or defer, never state a figure.
"""

from __future__ import annotations

from tests.core.quick.chat6_tune_amounts import AMOUNTS6
from tests.core.quick.chat6_tune_compare import COMPARE6
from tests.core.quick.chat6_tune_pershare import PER_SHARE6
from tests.core.quick.chat6_tune_quarters import QUARTERS6
from tests.core.quick.chat6_tune_ratios import RATIOS6
from tests.core.quick.chat6_tune_unanswerable import UNANSWERABLE6
from tests.core.quick.chat_questions import Case

TUNE6: tuple[Case, ...] = AMOUNTS6 + RATIOS6 + QUARTERS6 + COMPARE6 + PER_SHARE6 + UNANSWERABLE6
