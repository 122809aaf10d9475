"""Review 12 of the keyless reader (round 12/12b: orders asked of companies compared, multiples with a base said by
기준, English orders). Each question found answered wrong defers now, or is answered with no order said; its near
misses are still answered right. Every case goes through ``bots.direct.direct_reply`` as a chat would; the figures are
the raw bundle rows (core/data/bundle/opendart_recorded.json.gz). A case names what the quick answer must show
(``shown``) and what it must not (``hidden``); ``None`` for ``shown``: no quick answer."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from tests.core.quick.keyless import keyless_reply, markdown_and_path


class Said(NamedTuple):
    question: str
    shown: tuple[str, ...] | None
    hidden: tuple[str, ...] = ()


#: an order asked of a loss (3fddadb): "순손실 큰 순" was ranked by 당기순이익 highest first ("1위 삼성전자 15.49조원",
#: SK하이닉스 −9.14조원 last — the largest loss, FY2023 CFS 당기순이익(손실) −9,137,547백만원, said last). A loss's order
#: is its profit's turned round; the table stays, in the order named, with no order said.
LOSS_ORDER: tuple[Said, ...] = (
    Said("삼전 하닉 현차 2023 순손실 큰 순", ("−9.14조원",), ("1위", "높은 순")),
    Said("삼전 하닉 현차 2023 적자 큰 순", ("−7.73조원",), ("1위", "높은 순")),
    Said("삼전 하닉 현차 2024 영업손실 큰 순", ("14.24조원",), ("1위", "높은 순")),
    Said("Samsung SK Hynix Hyundai Motor 2023 biggest net loss", ("−KRW 9.14tn",), ("Highest", "Lowest")),
    # near misses: the profit's own order, the lowest first
    Said("삼전 하닉 현차 2023 영업이익 적은 순", ("1번째 SK하이닉스 −7.73조원",)),
    Said("삼전 하닉 현차 2023 영업이익 순위", ("1위 현대자동차 15.13조원",)),
    Said(
        "Samsung SK Hynix Hyundai Motor 2024 net income lowest first", ("Lowest net income: Hyundai Motor",)
    ),
)

#: a rank of growth with one company's rate a word (3fddadb): "삼전 하닉 현차 2024 영업이익 증가율 높은 순" was "1위
#: 삼성전자 +398.3% · 2위 현대자동차 −5.9% (SK하이닉스: 영업이익 증가율 자료가 없어 순위에서 뺐습니다)" — SK하이닉스
#: swung from −7.73조 to 23.47조 (흑자전환): its figures are there, its rate is none. And a rank of one company
#: ("1위 NAVER 1,736억원", 삼성전자 and 카카오 lacking 이자수익). Neither is ranked now, and the line says why.
UNORDERED: tuple[Said, ...] = (
    Said(
        "삼전 하닉 현차 2024 영업이익 증가율 높은 순",
        ("SK하이닉스 흑자전환이라 높은 순으로 줄 세우지 않았습니다",),
        ("1위",),
    ),
    Said(
        "삼전 카카오 네이버 2024 이자수익 높은 순", ("1,736억원", "수치가 있는 회사가 둘이 안 돼"), ("1위",)
    ),
    # near misses: every rate a number; one company of four lacking the figure (said, the rest ranked)
    Said("삼전 하닉 현차 2024 매출 성장률 높은 순", ("1위 SK하이닉스 +102.0% · 2위 삼성전자 +16.2%",)),
    Said(
        "삼전 하닉 현대차 기아 2024 매출 큰 순서대로",
        ("1위 삼성전자 300.87조원", "기아: 매출액 자료가 없어 순위에서 뺐습니다"),
    ),
)

#: an English order said both ways (3fddadb): "Rank … by 2024 operating profit, lowest first" and "… from lowest to
#: highest" were sorted and said highest first ("Highest operating profit: Samsung Electronics"). The table stays, as
#: named, with no order said.
BOTH_WAYS: tuple[Said, ...] = (
    Said(
        "Rank Samsung, SK Hynix, Hyundai Motor by 2024 operating profit, lowest first",
        ("KRW 14.24tn",),
        ("Highest", "Lowest"),
    ),
    Said(
        "Samsung SK Hynix Hyundai Motor 2024 net income from lowest to highest",
        ("KRW 13.23tn",),
        ("Highest",),
    ),
    # near misses: one way said
    Said(
        "Rank Samsung, SK Hynix, Hyundai Motor by 2024 operating margin",
        ("Highest operating margin: SK hynix",),
    ),
    Said(
        "Which has the lowest 2024 operating margin: Samsung, SK Hynix or Hyundai Motor",
        ("Lowest operating margin: Hyundai Motor",),
    ),
)

#: 기준 after a company's year and figure, the other company after it (before round 12): "하닉 2024 매출 기준 삼전 몇
#: 배" was SK하이닉스 ÷ 삼성전자 0.22배 (66.19조 ÷ 300.87조), 하닉 not read as the base past "2024 매출"; 삼전 ÷ 하닉
#: 4.55배 was meant, or 기준 of both. Left unread.
BASIS_AFTER_FIGURE: tuple[Said, ...] = (
    Said("하닉 2024 매출 기준 삼전 몇 배", None),
    Said("하닉 2024 매출 기준 삼전 몇 %", None),
    # near misses: 기준 right after the company; 기준 after both, or of the year; 대비
    Said("하닉 기준 삼전 2024 매출 몇 배", ("삼성전자 매출액은 SK하이닉스의 4.55배",)),
    Said("삼전 하닉 2024 매출 기준 몇 배", ("삼성전자 매출액은 SK하이닉스의 4.55배",)),
    Said("2024년 기준 삼전 매출 하닉의 몇 배", ("삼성전자 매출액은 SK하이닉스의 4.55배",)),
    Said("하닉 대비 삼전 2024 매출 몇 배", ("삼성전자 매출액은 SK하이닉스의 4.55배",)),
)

#: an order of several figures with none named before it (3fddadb): "삼전 하닉 현차 2023 이익 큰 순" showed 영업이익 and
#: 당기순이익 and ranked by the first ("1위 현대자동차 15.13조원"); by 당기순이익 삼성전자 is first (15.49조원 vs
#: 12.27조원). Not ranked now; a figure named before the order still is.
WHICH_FIGURE: tuple[Said, ...] = (
    Said("삼전 하닉 현차 2023 이익 큰 순", ("15.13조원", "15.49조원"), ("1위",)),
    Said("삼전 하닉 현차 2023 흑자 큰 순", ("15.13조원",), ("1위",)),
    # near misses: the figure named before the order; one figure asked
    Said("삼전 하닉 2024 영업이익 순이익 높은 순", ("당기순이익 높은 순: 1위 삼성전자 34.45조원",)),
    Said("삼전 하닉 현차 높은 순으로 2024 영업이익률", ("영업이익률 높은 순: 1위 SK하이닉스 35.5%",)),
)

#: a unit said with a number ("10억 단위로", before round 12 and after 654df29): tidy took "억 단위로" as the unit asked
#: and left "10", read as a year — "삼성전자 2024 매출 10억 단위로" was refused as FY2010 ("2015 사업연도부터 제공되어
#: FY2010 수치는 조회할 수 없습니다"), the year asked (2024) dropped. Not read as a unit request now (the reader defers).
NUMBERED_UNIT: tuple[Said, ...] = (
    Said("삼성전자 2024 매출 10억 단위로", None),
    Said("삼성전자 매출 10억 단위로", None),
    Said("카카오 2024 영업이익 10억 단위", None),
    # near misses: the unit in words; a year before it
    Said("삼성전자 2024 매출 십억원 단위로", ("매출액 300,871십억원",)),
    Said("삼성전자 영업이익 2024 억 단위로", ("영업이익 327,260억원",)),
    Said("삼성전자 2024 매출 조 단위로", ("매출액 300.87조원",)),
)

CASES: tuple[Said, ...] = (
    LOSS_ORDER + UNORDERED + BOTH_WAYS + BASIS_AFTER_FIGURE + WHICH_FIGURE + NUMBERED_UNIT
)

#: a follow-up that only asks another order, after a loss's order: "그럼 낮은 순으로는?" after "순손실 큰 순" was
#: "당기순이익 낮은 순: 1번째 SK하이닉스 −9.14조원" — the smallest loss first was as likely meant. Not read; after a
#: profit's order it still is.
FOLLOWED: tuple[tuple[str, Said], ...] = (
    ("삼전 하닉 현차 2023 순손실 큰 순", Said("그럼 낮은 순으로는?", None)),
    ("삼전 하닉 현차 2023 영업이익 순위", Said("그럼 낮은 순으로는?", ("1번째 SK하이닉스 −7.73조원",))),
    # a part of its whole asked, then another year or figure (cb79100 narrowed the question, not its follow-up):
    # "2023은?" was "삼성전자 매출액은 SK하이닉스의 790.3%" (258.94조 ÷ 32.77조), a share over its whole
    ("하이닉스 매출에서 삼성전자 매출이 차지하는 비중", Said("2023은?", None)),
    ("하이닉스 매출에서 삼성전자 매출이 차지하는 비중", Said("영업이익은?", None)),
    # near miss: a share asked as such
    ("하이닉스 매출은 삼성전자의 몇 %", Said("2023은?", ("SK하이닉스 매출액은 삼성전자의 12.7%",))),
)


@pytest.mark.parametrize("case", CASES, ids=[c.question for c in CASES])
async def test_review12(case: Said, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(case.question, tmp_path)
    quick = markdown if path == "quick" else None
    if case.shown is None:
        assert quick is None, markdown
        return
    assert quick is not None, markdown
    assert all(s in quick for s in case.shown), quick
    assert not any(h in quick for h in case.hidden), quick


@pytest.mark.parametrize("case", FOLLOWED, ids=[f"{a} -> {b.question}" for a, b in FOLLOWED])
async def test_review12_follow_up(case: tuple[str, Said], tmp_path: Path) -> None:
    earlier, said = case
    reply = await keyless_reply(said.question, tmp_path, earlier=(earlier,))
    quick = reply.markdown if reply is not None and reply.path == "quick" else None
    if said.shown is None:
        assert quick is None, quick
        return
    assert quick is not None and all(s in quick for s in said.shown), (
        None if reply is None else reply.markdown
    )
