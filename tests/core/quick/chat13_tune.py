"""The thirteenth chat-style set, tuning half (``TUNE13``): 175 answerable questions and 22 the bundle cannot answer.

Written apart from the quick reader (``core.quick``), the direct path and every other question file, by someone
who read only the case type and matcher (``chat_questions``), the twelfth set's tuning files and harness
(``chat12_tune*``, ``test_chat12_questions``), ``chat_sets`` and the raw recorded bundle. Nine personas type them
(each case's comment names its persona in brackets):

- 장문 (a long message: two or three sentences of circumstance, the question somewhere inside).
- 이모티콘 (emoji, ㅋㅋ/ㅠㅠ/ㅎㅎ, "!!", "~~", "??").
- 가정 (a hypothetical on real data, only where the rows answer it exactly: "만약 2023년에 삼성전자 보통주 100주
  있었으면 배당 얼마" = 100 × the DPS row, "2024 영업이익이 2023이랑 똑같았다면 영업이익률" = one year's profit over
  the other's revenue, "…수준이었다면 얼마 더" = a difference of two rows).
- 스터디 (a study group or class: "과제인데", "스터디에서 정리 중", asking for the figure its definition gives).
- 약어혼용 (Korean and English abbreviations mixed: OPM, OP, NI, YoY, QoQ, 3Q24, 4Q24, 9M24, FY23, bn/tn, 영익·순익).
- 되묻기 (asking again or checking, in one standalone message: "아까 말한 거 말고 …", "그거 연결 맞아? …",
  "다시 물어볼게 …"); the message names everything it asks.
- 엑셀 (new: a spreadsheet user pasting cells, tab- or bar-separated rows, a formula "=B2/B3" with its cells named,
  "빈칸 채워줘"); right only when every empty cell is stated.
- 헤드라인 (new: a news headline pasted in quotes or brackets, "[속보] …", then the question about the figure behind it).
- 취준생 (new: a job seeker preparing an interview or a cover letter: "면접 준비 중인데", "자소서에 쓰려는데").

The themes are weighted like chat12: holders and share counts with per-share figures (최대주주·계열회사 지분율과 주식수,
기초·기말, 최대주주 변동 당시, 소액주주 수·비율·보유주식, 발행할 주식의 총수, 발행·감소·이익소각·유통 주식수; EPS
기본/희석 and 연결/별도, DPS 보통주/우선주, 배당성향 연결/별도, 현금배당금총액, 액면가, the two named pay rows), quarters
(3개월 vs 1~3분기 누적, 4분기 = the year less the nine months, 상반기 = the nine months less the third quarter, YoY of a
quarter, QoQ of the fourth, 9월 말 balances), comparisons (차이, 몇 %, 각각, 증감액), then ratios and plain amounts. A
"차이" whose sign depends on the order accepts either sign; a "몇 배" is asked as a percentage; sums are asked only
as percentages. Today is 2026-11-21 for the harness, so "작년" is 2025 and "올해" 2026 (unanswerable).

Every expected figure is computed from the raw rows of the recorded OpenDART bundle with the writer's own script,
never with the product's code; the rows and the arithmetic are in a comment above each case (see the parts).
"""

from __future__ import annotations

from tests.core.quick.chat13_tune_amounts import AMOUNTS13
from tests.core.quick.chat13_tune_compare import COMPARE13
from tests.core.quick.chat13_tune_pershare import PER_SHARE13
from tests.core.quick.chat13_tune_quarters import QUARTERS13
from tests.core.quick.chat13_tune_ratios import RATIOS13
from tests.core.quick.chat13_tune_unanswerable import UNANSWERABLE13
from tests.core.quick.chat_questions import Case

TUNE13: tuple[Case, ...] = AMOUNTS13 + RATIOS13 + PER_SHARE13 + QUARTERS13 + COMPARE13 + UNANSWERABLE13
