"""The tenth chat-style set, held-out report half (``REPORT10``): 182 answerable questions and 25 the bundle cannot
answer.

Written apart from the quick reader (``core.quick``), the direct path, the tenth set's tuning half (``chat10_tune*``,
written at the same time by someone else) and every other question file, by someone who read only the case type
and matcher (``chat_questions``), ``chat_sets``, the ninth set's tuning files and harness (for the format) and the
report test of the sixth set. Nobody tunes the reader on this half: it measures whether the reader generalizes,
and its test prints totals only. Nine personas new to the sets type the questions (each case's comment names its
persona in brackets):

- 커뮤니티 (stock-forum slang): 삼전, 하닉, 현차, 네버, "떡상", "반토막", "ㄹㅇ", "실화냐", "ㅇㅈ?".
- 기자 (a reporter fact-checking): "…로 파악되는데 맞습니까", "수치 확인 부탁드립니다", "기사에 쓰려는데".
- 재무팀 (an accountant using statement terms exactly): 매출총이익, 판관비, 금융수익·금융비용, 지배기업 소유주지분,
  자본총계, 연결/별도, "2024년 3분기보고서 기준".
- 교포 (Korean with English words mixed in): "net income", "total assets", "debt ratio", "revenue growth".
- 급함 (terse fragments with no verb): "하닉 24 자산총계", "삼전 4Q24 매출 QoQ".
- 단위 (asks a format): "억 단위로", "원 단위까지", "소수 둘째 자리까지", "퍼센트로만", "조 단위 반올림" (only on
  figures of 100조 and more, where a whole 조 is still within 1 % of the figure).
- 확인 (yes/no checks): right only when the reply states the figure that settles the question.
- 초보 (a beginner with a long context before the question).
- 스레드 (a message written as if mid-conversation but complete on its own: "아 그리고 …도", "그럼 …는?").

The themes: holders and share counts (최대주주, 지분율, 보유주식수, 소액주주, 주주 수, 발행한도, 발행주식, 이익소각),
two-company and two-period comparisons (차이, 몇 배, 누가 더, 비중, 각각), quarters (3개월 vs 1~3분기 누적, 4분기 = the
year less the nine months, 상반기 = nine months less the third quarter, QoQ and YoY), margins and growth, EPS/DPS/
payout (보통주·우선주), named executives' pay, par value, debt and liquidity ratios, plain amounts. A "차이" whose sign
depends on the order accepts either sign; "몇 배" is expected as a percentage (as in the ninth set); ROE and ROA
accept a year-end and an average-equity (or -assets) reading. Today is 2026-11-21 for the harness, so "작년" is 2025
(not in the bundle).

Employees: the bundle's employee rows (empSttus) hold one line, the DX division's men, with no pay, so no company
total can be read from them; company headcount and average pay are asked only as unanswerable questions. The two
pay rows it holds (김기남, over 5억; 경계현, registered director) are asked as those named people's pay.

Every expected figure is computed from the raw rows of the recorded OpenDART bundle with the writer's own script,
never with the product's code; the rows and the arithmetic are in a comment above each case (see the parts). A
year read from two reports was checked to agree in both (Kakao's restated 2023 current accounts are not asked).
"""

from __future__ import annotations

from tests.core.quick.chat10_report_amounts import AMOUNTS10R
from tests.core.quick.chat10_report_compare import COMPARE10R
from tests.core.quick.chat10_report_pershare import PER_SHARE10R
from tests.core.quick.chat10_report_quarters import QUARTERS10R
from tests.core.quick.chat10_report_ratios import RATIOS10R
from tests.core.quick.chat10_report_unanswerable import UNANSWERABLE10R
from tests.core.quick.chat_questions import Case

REPORT10: tuple[Case, ...] = (
    AMOUNTS10R + RATIOS10R + PER_SHARE10R + QUARTERS10R + COMPARE10R + UNANSWERABLE10R
)
