"""The twelfth chat-style set, tuning half (``TUNE12``): 157 answerable questions and 20 the bundle cannot answer.

Written apart from the quick reader (``core.quick``), the direct path and every other question file, by someone
who read only the case type and matcher (``chat_questions``), the tenth set's tuning files and harness
(``chat10_tune*``, ``test_chat10_questions``), ``chat_sets`` and the raw recorded bundle. Six personas new to the
sets type them (each case's comment names its persona in brackets):

- 공시덕후 (filing jargon): "사업보고서상", "연결재무제표 기준", "별도 기준으로", "3분기보고서 누적", "공시된 수치로".
- 가족대리 (asking for someone else): "아버지가 현대차 들고 계신데 …", "동생이 물어봐서 그러는데 …".
- 줄임말 (chat abbreviations): 삼전·하닉·현차·신젠·삼생, "영익", "순익률", "ㅇㄷ?", "ㅇㅇ", "ㄱ".
- 반말명령 (curt commands): "뽑아봐", "까봐", "보여줘 빨리", "ㄱㄱ", "알려줘라", "계산해봐".
- 표요청 (asking for a shape): "연도별로 쭉", "표로 정리", "한 줄로", "숫자만", "2x2 표로"; right only when every
  figure of the shape asked is stated.
- 논쟁 (settling an argument): "친구가 …라는데 맞냐", "내기했는데 누가 맞음", "… vs … 싸움남"; right only when the
  reply states the figure that settles it.

The themes are weighted toward holders and share counts (최대주주·특수관계인·지분율·보유주식수·발행주식수·발행할
주식의 총수·감소한 주식·이익소각·유통주식수·소액주주 수와 지분), per-share figures (EPS 기본/희석 and 연결/별도, DPS
보통주/우선주, 배당성향 연결/별도, 현금배당금총액, 액면가), quarters (3개월 vs 1~3분기 누적, 4분기 = the year less
the nine months, 상반기 = the nine months less the third quarter, QoQ and YoY, 9월 말 balance sheet), two-company,
two-period and two-holder comparisons (차이, 몇 배, 비중, 순위), then margins, growth, ROE/ROA, debt and liquidity
ratios, named executives' pay and plain amounts. A "차이" whose sign depends on the order accepts either sign;
sums are not asked as amounts (a share of a two-company total is asked as a percentage); a "몇 배" is asked as a
percentage, as in the earlier sets. Today is 2026-11-21 for the harness, so "작년" is 2025 and "올해" 2026 (not in
the bundle: unanswerable). Company headcount and pay are asked only as unanswerable cases (the bundle's employee
rows hold one DX line with no pay); the two named pay rows (김기남, 경계현) are asked by name.

Every expected figure is computed from the raw rows of the recorded OpenDART bundle with the writer's own script,
never with the product's code; the rows and the arithmetic are in a comment above each case (see the parts).
"""

from __future__ import annotations

from tests.core.quick.chat12_tune_amounts import AMOUNTS12
from tests.core.quick.chat12_tune_compare import COMPARE12
from tests.core.quick.chat12_tune_pershare import PER_SHARE12
from tests.core.quick.chat12_tune_quarters import QUARTERS12
from tests.core.quick.chat12_tune_ratios import RATIOS12
from tests.core.quick.chat12_tune_unanswerable import UNANSWERABLE12
from tests.core.quick.chat_questions import Case

TUNE12: tuple[Case, ...] = AMOUNTS12 + RATIOS12 + PER_SHARE12 + QUARTERS12 + COMPARE12 + UNANSWERABLE12
