"""Keyless reader round 12b: answers that were right but not what the user asked. Each case goes through
``bots.direct.direct_reply`` as a chat would; the figures are the raw bundle rows
(core/data/bundle/opendart_recorded.json.gz). A case names what the quick answer must show (``shown``) and what it
must not (``hidden``); ``None`` for ``shown``: the reader defers or declines (no quick answer)."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from tests.core.quick.keyless import keyless_reply, markdown_and_path


class Said(NamedTuple):
    question: str
    shown: tuple[str, ...] | None
    hidden: tuple[str, ...] = ()


#: "총이익": in Korean filings 매출총이익 (삼성전자 FY2023 78.55조원), never 영업이익 + 당기순이익
GROSS: tuple[Said, ...] = (
    Said("삼성전자 2023 총이익", ("매출총이익 78.55조원",), ("영업이익", "당기순이익")),
    Said("삼성전자 총이익 얼마야", ("매출총이익 78.55조원",), ("영업이익", "당기순이익")),
    Said("삼성전자 2023 총이익률", ("매출총이익률 30.3%",)),
    # near misses: the full name, and a company whose 매출총이익 the bundle lacks (said, no other figure)
    Said("삼성전자 2023 매출총이익", ("매출총이익 78.55조원",)),
    Said("Samsung Electronics 2023 gross profit", ("78.55",)),
    Said("삼성전자 2023 영업이익", ("영업이익 6.57조원",), ("매출총이익",)),
)

#: an order asked of the companies compared: the rows in that order and one line saying it (FY2024 영업이익률:
#: SK하이닉스 35.5%, 삼성전자 10.9%, 현대자동차 8.1%; 매출액 300.87조, 175.23조, 66.19조; 기아 not in the bundle)
RANKED: tuple[Said, ...] = (
    Said(
        "삼전 하닉 현차 영업이익률 높은 순서대로",
        (
            "영업이익률 높은 순: 1위 SK하이닉스 35.5% · 2위 삼성전자 10.9% · 3위 현대자동차 8.1%",
            "| SK하이닉스 | 66.19조원 | 23.47조원 | 35.5% |\n| 삼성전자 |",
        ),
    ),
    Said("삼전 하닉 현차 영업이익률 제일 높은 곳", ("1위 SK하이닉스 35.5%",)),
    Said(
        "삼전 하닉 현차 2024 매출 낮은 순",
        (
            "매출액 낮은 순: 1번째 SK하이닉스 66.19조원 · 2번째 현대자동차 175.23조원 · 3번째 삼성전자 300.87조원",
        ),
        ("1위",),
    ),
    Said(
        "삼전 하닉 현대차 기아 2024 매출 큰 순서대로",
        (
            "1위 삼성전자 300.87조원 · 2위 현대자동차 175.23조원 · 3위 SK하이닉스 66.19조원",
            "기아: 매출액 자료가 없어 순위에서 뺐습니다",
        ),
    ),
    Said("삼성전자 SK하이닉스 2023 영업이익 높은 순", ("1위 삼성전자 6.57조원 · 2위 SK하이닉스 −7.73조원",)),
    # the figure ranked is the one said before the order
    Said("삼전 하닉 2024 매출이랑 영업이익률 높은 순", ("영업이익률 높은 순: 1위 SK하이닉스 35.5%",)),
    # near misses: no order asked (the table as named, no line); one company's years stay unread
    Said("삼전 하닉 현차 2024 영업이익률 비교", ("| 삼성전자 | 300.87조원",), ("높은 순", "1위")),
    Said(
        "Samsung Electronics, SK hynix, Hyundai Motor operating margin highest first",
        ("| SK hynix (SK하이닉스) | KRW 66.19tn", "Highest operating margin: SK hynix"),
    ),
    Said(
        "rank Samsung Electronics SK hynix Hyundai Motor by operating margin 2024",
        ("| SK hynix (SK하이닉스) | KRW 66.19tn",),
    ),
    Said(
        "Samsung Electronics, SK hynix, Hyundai Motor 2024 revenue, lowest first",
        ("| SK hynix (SK하이닉스) | KRW 66.19tn |\n| Hyundai Motor",),
    ),
)

#: a follow-up that only asks another order of the comparison answered before
REORDERED: tuple[tuple[str, Said], ...] = (
    (
        "삼전 하닉 현차 영업이익률 높은 순서대로",
        Said(
            "그럼 낮은 순으로는?", ("1번째 현대자동차 8.1% · 2번째 삼성전자 10.9% · 3번째 SK하이닉스 35.5%",)
        ),
    ),
    ("삼전 하닉 현차 2024 영업이익률 비교", Said("높은 순으로 다시", ("1위 SK하이닉스 35.5%",))),
    # near miss: one company's figure before: no order to give
    ("삼성전자 2024 영업이익률", Said("높은 순으로 다시", None)),
    # another unit asked of the amount answered before
    ("카카오 2023 매출", Said("억 단위로 다시", ("매출액 75,570억원",))),
    ("카카오 2023 매출", Said("백만원 단위로 보여줘", ("매출액 7,557,002백만원",))),
)

#: an amount's unit asked is honoured wherever it shows a digit (카카오 FY2023 매출액 7,557,002백만원, 영업이익
#: 460,858백만원; 삼성전자 FY2024 영업이익 32,725,961백만원); a rate or a figure per share stays, and that is said
UNITS: tuple[Said, ...] = (
    Said("카카오 2023 영업이익 조 단위로", ("영업이익 0.461조원",), ("억원",)),
    Said("카카오 2023 매출 십억원 단위로", ("매출액 7,557십억원",)),
    Said("카카오 2023 매출 만원 단위로", ("매출액 755,700,176만원",)),
    Said("삼성전자 SK하이닉스 2024 영업이익 비교 십억 단위로", ("| 삼성전자 | 32,726십억원 |",)),
    Said("Kakao 2023 revenue in billions of won", ("KRW 7,557.0 billion (7.56조원)",), ("trillion",)),
    Said("Kakao 2023 revenue in KRW bn", ("KRW 7,557.0 billion",)),
    Said("Kakao 2023 operating profit in trillions", ("KRW 0.461 trillion (4,609억원)",)),
    Said("Kakao 2023 revenue in millions of won", ("KRW 7,557,002 million",)),
    Said("삼성전자 2023 EPS 억 단위로", ("2,131원", "억원 단위 요청은 금액에만 적용했습니다")),
    Said("삼성전자 2023 영업이익률 억 단위로", ("영업이익률 2.5%", "65,670억원", "금액에만 적용했습니다")),
    # near misses: no unit asked; a figure said in 조 is no request
    Said("카카오 2023 영업이익", ("영업이익 4,609억원",), ("조원 단위",)),
    Said("Kakao 2023 revenue", ("KRW 7.56 trillion (7.56조원)",)),
    Said("카카오 2023 매출 7조 넘었지?", ("매출액 7.56조원",)),
)

#: why one company's figure is not set over another's, by name; a part larger than its whole said as such (FY2024
#: 매출액 삼성전자 300.87조, SK하이닉스 66.19조: 4.55배; 기아 not in the bundle; FY2023 SK하이닉스 영업손실 −7.73조)
OF_ANOTHER: tuple[Said, ...] = (
    Said(
        "현대차 매출에서 기아 매출이 차지하는 비중",
        ("기아 FY2024 매출액 자료가 없어 비율을 계산하지 못했습니다",),
        ("두 회사 모두",),
    ),
    Said(
        "하이닉스 매출에서 삼성전자 매출이 차지하는 비중",
        ("삼성전자 매출액이 SK하이닉스 매출액보다 큽니다 — 4.55배",),
        ("454.5%",),
    ),
    Said(
        "삼성전자 2023 영업이익은 하이닉스의 몇 %",
        ("SK하이닉스는 −7.73조원(0 이하)이라 비율을 계산하지 않습니다",),
    ),
    # near misses: a part smaller than its whole; a share asked as such may pass 100%
    Said("삼성전자 매출에서 하이닉스 매출이 차지하는 비중", ("SK하이닉스 매출액은 삼성전자의 22.0%",)),
    Said("삼성전자 매출은 하이닉스의 몇 %", ("삼성전자 매출액은 SK하이닉스의 454.5%",)),
)

#: a bare number after the figure, hedged, is the figure guessed when a year is said before it (현대자동차 FY2024
#: 영업이익 14.24조원); where a year fits too it defers; a year said where a year fits stays one (FY2023 15.13조원)
TWO_DIGITS: tuple[Said, ...] = (
    Said("현대차 24 영업이익 15 정도?", ("영업이익 14.24조원",), ("FY2015",)),
    Said("현대차 2024 영업이익 15 정도?", ("영업이익 14.24조원",), ("FY2015",)),
    Said("현대차 24 영업이익 15쯤?", ("영업이익 14.24조원",), ("FY2015",)),
    Said("현대차 영업이익 15 정도?", None),
    Said("현대차 24 영업이익 15 맞아?", None),
    Said("Hyundai Motor 2024 operating profit vs 20", None),
    Said("현대차 2024 영업이익 vs 20", None),
    # near misses: a year where a year fits
    Said("현대차 영업이익 23?", ("영업이익 15.13조원",)),
    Said("현대차 24 영업이익 23 대비", ("FY2023 대비 FY2024",)),
    Said("Hyundai Motor operating profit 2024 vs 23", ("FY2023 vs FY2024",)),
    Said("Hyundai Motor 2024 vs 23 operating profit", ("FY2023 vs FY2024",)),
    Said("삼성전자 2023 영업이익률 10 정도?", ("영업이익률 2.5%",)),
)

#: "한 주 이익" and its kin, read once (tidy_shares): EPS (삼성전자 FY2023 2,131원, SK하이닉스 −13,244원), DPS 1,444원
ONE_SHARE: tuple[Said, ...] = (
    Said("삼성전자 2023 한 주 이익", ("EPS(기본주당이익) 2,131원",)),
    Said("삼성전자 2023 한주 이익 얼마", ("EPS(기본주당이익) 2,131원",)),
    Said("삼성전자 2023 한 주 순이익", ("EPS(기본주당이익) 2,131원",)),
    Said("하이닉스 2023 한 주 손실", ("EPS(기본주당이익) −13,244원",)),
    Said("하이닉스 2023 한 주 순손실", ("EPS(기본주당이익) −13,244원",)),
    Said("삼성전자 2023 한 주 배당", ("주당 현금배당금 1,444원",)),
    Said("삼성전자 2023 1주당 순이익", ("EPS(기본주당이익) 2,131원",)),
)

CASES: tuple[Said, ...] = GROSS + RANKED + UNITS + OF_ANOTHER + TWO_DIGITS + ONE_SHARE


@pytest.mark.parametrize("case", CASES, ids=[c.question for c in CASES])
async def test_round12b(case: Said, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(case.question, tmp_path)
    quick = markdown if path == "quick" else None
    if case.shown is None:
        assert quick is None, markdown
        return
    assert quick is not None, markdown
    assert all(s in quick for s in case.shown), quick
    assert not any(h in quick for h in case.hidden), quick


@pytest.mark.parametrize("case", REORDERED, ids=[f"{a} -> {b.question}" for a, b in REORDERED])
async def test_round12b_follow_up(case: tuple[str, Said], tmp_path: Path) -> None:
    earlier, said = case
    reply = await keyless_reply(said.question, tmp_path, earlier=(earlier,))
    quick = reply.markdown if reply is not None and reply.path == "quick" else None
    if said.shown is None:
        assert quick is None, quick
        return
    assert quick is not None and all(s in quick for s in said.shown), (
        None if reply is None else reply.markdown
    )
