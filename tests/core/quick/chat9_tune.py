"""The ninth chat-style set, tuning half (``TUNE9``): 208 answerable questions and 25 the bundle cannot answer.

Written apart from the quick reader (``core.quick``), the direct path and every other question file, by someone
who read only the case type and matcher (``chat_questions``), the eighth set's tuning files and harness,
``chat_sets`` and the shared harness functions of ``test_chat2_questions`` (the eighth tuning half's questions
read only to avoid its phrasings). Nine personas new to the sets type them (each case's comment names its
persona in brackets):

- 메모 (a note-taker pasting a half-written memo): "삼성전자 / 2023 / 영업이익률?", "하닉 — 24 순익, 부채비율".
- 리서치 (a junior analyst asking precisely): "연결 기준 …", "별도 기준으로요", FY24, 3Q24 누적, YoY, QoQ, "부탁드립니다".
- 기억 (someone checking a remembered figure): "삼전 23년 영업이익 6조 좀 넘었던 거 맞지?", "… 몇 배였어?".
- 포폴 (a holder giving a reason first): "하닉 들고 있는데 … 궁금해서요. 24년 …".
- 음성 (voice dictation): no punctuation, years and quarters as words ("이천이십삼년", "삼분기", "에스케이 하이닉스").
- 모바일 (phone typing): typos and 자모 slips ("영업이익룰", "부채비융", "삼성젼자", "24넌"), missing spaces.
- 질문두개 (two or three asks in one message): right only when the reply states every figure asked.
- 용어 (loose words): 순익, 영익, 빚, 현금, 번 돈, 개미 주주, 액면가, "배당 얼마 줌", 마지막 분기, 석 달.
- 영어만 (short English or Konglish): "hynix 2024 opm?", "samsung eps 23", "naver q4 2024 revenue qoq".

The themes are weighted toward holders and share counts (최대주주, 지분율, 보유주식수, 소액주주, 주주 수, 발행주식수,
발행한도, 이익소각), two-company and two-period comparisons (차이, 몇 배, 누가 더, 비중, 각각), quarters (3개월 vs 1~3분기
누적, 4분기 = the year less the nine months, 상반기 = nine months less the third quarter, 하반기, QoQ and YoY),
margins and growth, EPS/DPS/payout (보통주·우선주), par value, debt and liquidity ratios. A "차이" whose sign depends
on the order accepts either sign; sums are not asked (one share of a two-company total is asked as a percentage).
Today is 2026-11-21 for the harness, so "작년" is 2025 (not in the bundle) and "재작년" 2024.

Employees and average pay: the bundle's employee rows (empSttus) hold one line, the DX division's men, with no pay,
so no company total can be read from them; questions on a company's headcount, average salary or monthly pay are
therefore unanswerable here. The two pay rows it does hold (the 5억-plus individual and the registered director's
total) are asked as amounts of those named people.

Every expected figure is computed from the raw rows of the recorded OpenDART bundle with the writer's own script,
never with the product's code; the rows and the arithmetic are in a comment above each case (see the parts). A
year read from two reports must agree in both (Kakao's restated 2022/2023 current accounts are not asked).
"""

from __future__ import annotations

from tests.core.quick.chat9_tune_amounts import AMOUNTS9
from tests.core.quick.chat9_tune_compare import COMPARE9
from tests.core.quick.chat9_tune_pershare import PER_SHARE9
from tests.core.quick.chat9_tune_quarters import QUARTERS9
from tests.core.quick.chat9_tune_ratios import RATIOS9
from tests.core.quick.chat9_tune_unanswerable import UNANSWERABLE9
from tests.core.quick.chat_questions import Case

TUNE9: tuple[Case, ...] = AMOUNTS9 + RATIOS9 + PER_SHARE9 + QUARTERS9 + COMPARE9 + UNANSWERABLE9
