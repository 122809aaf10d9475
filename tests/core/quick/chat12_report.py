"""The twelfth chat-style set, held-out report half (``REPORT12``): 156 answerable questions and 20 the bundle
cannot answer.

Written apart from the quick reader (``core.quick``), the direct path, the tuning half (``chat12_tune*``) and every
other question file, by someone who read only the case type and matcher (``chat_questions``), ``chat_sets``, the
tenth set's tuning files and harness (``chat10_tune*``, ``test_chat10_questions``) and the raw recorded bundle. Six
personas new to the sets type them (each case's comment names its persona in brackets):

- 장문 (a few sentences of story first, then the ask).
- 이모티콘 (chat noise around the ask: ㅋㅋ, ㅠㅠ, ㅎㅎ, emoji, "…", "?!").
- 가정 (a hypothetical on real data: shares held times a dividend, "…였다면", "…라고 치면").
- 스터디 (an investment study group member preparing slides: plain ratios, comparisons, rankings).
- 약어혼용 (English abbreviations mixed into Korean: OPM, GPM, YoY, QoQ, NP, OP, EPS, DPS, FY23, 3Q24, 1H24, 9M24).
- 되묻기 (asking back about a figure seen elsewhere: a news story, a chart, a blog, a chat room).

The themes are weighted toward holders and share counts (최대주주·특수관계 계열회사·지분율·보유주식수·발행주식수·
유통주식수·이익소각·소액주주·주주 수), per-share figures (EPS 기본/희석, DPS 보통주/우선주, 배당성향 연결/별도, 액면가),
quarters (3개월 vs 누적, 4분기 = the year less the nine months, 상반기 = the nine months less the third quarter, QoQ,
YoY), comparisons (차이, 몇 배, 누가 더, 비중, 순위), then margins and growth, named executives' pay, debt and
liquidity ratios and plain amounts. A "차이" whose sign depends on the order accepts either sign; "몇 배" is a
percentage (the ratio × 100); a hypothetical holding is the raw dividend per share times the shares named. Today
is 2026-11-21 for the harness, so "작년" is 2025 (not in the bundle) and 2025/2026 are unanswerable.

Employees: the bundle's employee rows (empSttus) hold one line, the DX division's men, so no company total can be
read; headcount and average pay are asked only as unanswerable cases. The two pay rows it holds (김기남's
individual pay, 경계현's registered-director pay) are asked by name. BPS is not asked: the bundle holds no
preferred share count, so no book value per share is derivable without a guess.

Every expected figure is computed from the raw rows of the recorded OpenDART bundle with the writer's own script,
never with the product's code; the rows and the arithmetic are in a comment above each case (see the parts).
카카오's 2022/2023 current assets and liabilities were restated between reports and are not asked.
"""

from __future__ import annotations

from tests.core.quick.chat12_report_amounts import AMOUNTS12
from tests.core.quick.chat12_report_compare import COMPARE12
from tests.core.quick.chat12_report_pershare import PER_SHARE12
from tests.core.quick.chat12_report_pershare_holders import PER_SHARE12_HOLDERS
from tests.core.quick.chat12_report_quarters import QUARTERS12
from tests.core.quick.chat12_report_ratios import RATIOS12
from tests.core.quick.chat12_report_unanswerable import UNANSWERABLE12
from tests.core.quick.chat_questions import Case

REPORT12: tuple[Case, ...] = (
    AMOUNTS12 + RATIOS12 + PER_SHARE12_HOLDERS + PER_SHARE12 + QUARTERS12 + COMPARE12 + UNANSWERABLE12
)
