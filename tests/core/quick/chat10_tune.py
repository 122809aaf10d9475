"""The tenth chat-style set, tuning half (``TUNE10``): 185 answerable questions and 25 the bundle cannot answer.

Written apart from the quick reader (``core.quick``), the direct path and every other question file, by someone
who read only the case type and matcher (``chat_questions``), the ninth set's tuning files and harness
(``chat9_tune*``, ``test_chat9_questions``), ``chat_sets`` and the raw recorded bundle. Nine personas new to the
sets type them (each case's comment names its persona in brackets):

- 커뮤니티 (stock-forum slang): 삼전·하닉·현차·네버·삼물, "떡상", "반토막", "ㄹㅇ", "실화냐", "ㅇㅈ?".
- 기자 (a reporter fact-checking): "…로 파악되는데 맞습니까", "…수치 확인 부탁드립니다", "기사에 쓰려는데".
- 재무팀 (an accountant using statement terms exactly): 매출총이익, 판관비, 영업외손익, 지배기업 소유주지분, 자본총계,
  연결/별도, "2024년 3분기보고서", 발행할 주식의 총수, 이익소각.
- 교포 (Korean with English words mixed in): "operating margin 몇 퍼예요", "revenue growth 알려줘", "Q4 2024 revenue".
- 급함 (terse fragments with no verb): "하닉 22 순익", "삼전 22 부채비율?", "현차 3Q24 영익", "삼전 4Q24 영익 QoQ".
- 단위 (asks a format): "억 단위로", "원 단위까지 정확히", "소수 둘째 자리까지", "퍼센트로만", "조 단위로 반올림해서".
- 확인 (yes/no checks): "적자였어?", "10% 넘어?", "늘었어 줄었어?" — right only when the reply states the figure that
  settles it.
- 초보 (a beginner with a long context before the question).
- 스레드 (written as if mid-conversation but complete on its own): "아 그리고 …도", "그럼 …은?", "참 …".

The themes are weighted toward holders and share counts (최대주주·지분율·보유주식수·소액주주·주주 수·발행주식수·
발행할 주식의 총수·이익소각·유통주식수), two-company, two-period and two-holder comparisons (차이, 몇 배, 누가 더, 비중,
각각), quarters (3개월 vs 1~3분기 누적, 4분기 = the year less the nine months, 상반기 = the nine months less the third
quarter, QoQ and YoY), margins and growth, EPS/DPS/payout (보통주·우선주), named executives' pay, par value, debt and
liquidity ratios and plain amounts. A "차이" whose sign depends on the order accepts either sign; sums are not asked
(one company's share of a two-company total is asked as a percentage). Today is 2026-11-21 for the harness, so
"작년" is 2025 (not in the bundle) and 2025/2026 are unanswerable.

Employees: the bundle's employee rows (empSttus) hold one line, the DX division's men, with no pay, so no company
total can be read; company headcount and average pay are therefore asked only as unanswerable cases. The two pay
rows it does hold (김기남's 5억-plus individual pay, 경계현's registered-director pay) are asked by name.

Every expected figure is computed from the raw rows of the recorded OpenDART bundle with the writer's own script,
never with the product's code; the rows and the arithmetic are in a comment above each case (see the parts). A
year read from two reports was checked to agree in both.
"""

from __future__ import annotations

from tests.core.quick.chat10_tune_amounts import AMOUNTS10
from tests.core.quick.chat10_tune_compare import COMPARE10
from tests.core.quick.chat10_tune_pershare import PER_SHARE10
from tests.core.quick.chat10_tune_quarters import QUARTERS10
from tests.core.quick.chat10_tune_ratios import RATIOS10
from tests.core.quick.chat10_tune_unanswerable import UNANSWERABLE10
from tests.core.quick.chat_questions import Case

TUNE10: tuple[Case, ...] = AMOUNTS10 + RATIOS10 + PER_SHARE10 + QUARTERS10 + COMPARE10 + UNANSWERABLE10
