"""The eighth chat-style set, tuning half (``TUNE8``): 175 answerable questions and 25 the bundle cannot answer.

Written apart from the quick reader (``core.quick``), the direct path and every other question file, by someone
who read only the case type and matcher (``chat_questions``), the seventh set's files and harness and
``chat_sets`` (the fifth to seventh tuning halves' questions read only to avoid their phrasings). The questions are typed as Korean retail investors type them in Slack, Telegram or KakaoTalk, by
nine personas (each case's comment names its persona in brackets):

- 단타 (a terse trader): nicknames and numbers only, "삼전 24 순익 ㄱ", "하닉 4Q24 영익", "현차 3Q24 opm".
- 직장인 (a polite office worker): "…확인 부탁드립니다", "…여쭤봐도 될까요".
- 학생 (a student with no spacing and typos): "하이닉스2024년매출얼마에요", 이익율, 알려주세여, 꺼.
- 어르신 (an older investor writing formally): "…은 얼마입니까", "…하였습니까", 에스케이하이닉스, 2023년도.
- 영어 (someone mixing English): OPM, YoY, QoQ, 1H24, 9M24, net margin, current ratio, equity ratio, outstanding shares.
- 맥락 (two or three lines, the context before the ask, sometimes the company only in the context line).
- 비교 (someone who asks by comparison): 몇 배, 누가 더, 몇 % 차지, 몇 주 더 많아, 각각.
- 초성 (초성 and slang): ㅇㅇ, ㄱㄱ, ㅋㅋ, ㄹㅇ, 몇임, 앞섰음?
- 카톡 (a parent on KakaoTalk): "우리 아들이 …", "~요~?", "^^".

The themes are weighted toward what the reader finds hardest: two-company and two-period comparisons (차이, 격차,
몇 배, 누가 더, 앞섰음), quarters (3개월 vs 1~3분기 누적, "7-9월", 4분기 = the year less the nine months, 상반기 =
nine months less the third quarter, 하반기, QoQ and YoY), holders and share counts (최대주주, 지분율, 소액주주, 주주
수, 발행주식수, 발행할 주식의 총수, 자사주), margins and growth, EPS/DPS/payout, debt and liquidity ratios. A
message that asks for two figures ("각각", "누가 더") is right only when the reply states both; a "차이" whose sign
depends on the order accepts either sign. Sums are not asked. Today is 2026-11-21 for the harness, so "작년" is
2025 and "올해" 2026 (neither in the bundle) and "재작년" is 2024.

Every expected figure is computed from the raw rows of the recorded OpenDART bundle, never with the product's
code; the rows and the arithmetic are in a comment above each case (see the parts). Kakao's 2022 and 2023
current/non-current split was restated in its 2024 report, so neither is asked.
"""

from __future__ import annotations

from tests.core.quick.chat8_tune_amounts import AMOUNTS8
from tests.core.quick.chat8_tune_compare import COMPARE8
from tests.core.quick.chat8_tune_pershare import PER_SHARE8
from tests.core.quick.chat8_tune_quarters import QUARTERS8
from tests.core.quick.chat8_tune_ratios import RATIOS8
from tests.core.quick.chat8_tune_unanswerable import UNANSWERABLE8
from tests.core.quick.chat_questions import Case

TUNE8: tuple[Case, ...] = AMOUNTS8 + RATIOS8 + PER_SHARE8 + QUARTERS8 + COMPARE8 + UNANSWERABLE8
