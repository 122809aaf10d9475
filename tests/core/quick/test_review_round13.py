"""Review 13 of the keyless reader (reader round 13: sheets, headlines, questions asked again, study and job context,
NI/OP, the same period, every holder, companies listed, thresholds, digits, slang, earned, relayed, formulas). Each
question found answered wrong defers now; its near misses are still answered right. Every case goes through
``bots.direct.direct_reply`` as a chat would; the figures are the raw bundle rows
(core/data/bundle/opendart_recorded.json.gz). A case names what the quick answer must show (``shown``) and what it
must not (``hidden``); ``None`` for ``shown``: no quick answer."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from tests.core.quick.keyless import markdown_and_path


class Said(NamedTuple):
    question: str
    shown: tuple[str, ...] | None
    hidden: tuple[str, ...] = ()


#: a basis or a period said right after the second company, with no figure of its own after it (an older reading, the
#: same period of 664a46d/d69424e reaches it): "하이닉스 2024 영업이익이 삼전 별도보다 작았어?" was both companies' 별도
#: (SK하이닉스 21.33조원, FY2024 OFS 영업이익 21,334,…; 연결 23.47조원 was asked), "삼전 2024 영업이익이 하이닉스
#: 3분기보다 컸어?" both companies' 3분기 (삼성전자 9.18조원; the year's 32.73조원 was asked), "…삼전 같은 기간
#: 별도보다" both 별도 3분기; and a basis on the first side only, the figure named again after the second ("삼성전자
#: 2023 별도 순이익이랑 하이닉스 순이익") both 별도 (SK하이닉스 −4.84조원; 연결 −9.14조원 was asked), as a gap of
#: the same words already deferred. They defer now.
SECOND_SIDE: tuple[Said, ...] = (
    Said("하이닉스 2024 영업이익이 삼전 별도보다 작았어?", None),
    Said("하이닉스 2024 영업이익이랑 삼전 별도 비교", None),
    Said("삼전 2024 영업이익이 하이닉스 3분기보다 컸어?", None),
    Said("하이닉스 2024년 3분기 영업이익이 삼전 같은 기간 별도보다 작았어?", None),
    Said("하이닉스 2024년 3분기 영업이익이 삼전 3분기 별도보다 작았어?", None),
    Said("삼성전자 2023 별도 순이익이랑 하이닉스 순이익", None),
    Said("삼성전자 2023 별도 순이익, 하이닉스 순이익 각각", None),
    # near misses: a basis or a period said once for both, or on the first side with no figure after the second
    Said("삼전이랑 하이닉스 2024 별도 영업이익 비교", ("12.36조원", "21.33조원")),
    Said("삼전 2024 별도 영업이익이 하이닉스보다 컸어?", ("12.36조원", "21.33조원")),
    Said("삼전 2024 영업이익이 하이닉스보다 컸어? 별도 기준으로", ("12.36조원", "21.33조원")),
    Said(
        "하이닉스 2024년 3분기 석 달 영업이익이 삼전 같은 기간보다 작았다 vs 컸다, 둘 다 얼마야",
        ("7.03조원", "9.18조원"),
    ),
    Said("삼전 매출이 하닉의 4배 넘었던 걸로 기억하는데 24년에 몇 배였어?", ("4.55배",)),
    Said("삼성전자 2023 3분기 순이익, 하이닉스 순이익 두 회사 금액", ("5.84조원", "−2.18조원")),
)

#: what was asked before named a qualifier the question now does not say (eb41b0c): "아까 말한 건 연결이었고 이번엔
#: 삼성전자 2024 영업이익" was the 연결 32.73조원 again (this time the other, 별도 12.36조원, is meant), "아까 말한 건
#: 보통주였고 이번엔 삼성전자 2021년 주당배당금은?" 보통주 1,444원 first, "아까 말한 건 3개월이었고 이번엔 … 3분기
#: 영업이익" the three months 9.18조원 first, "아까 말한 건 희석이었고 이번엔 … 주당이익" the basic EPS. The clause
#: goes only when the question says a qualifier of the same kind (연결/별도, 보통주/우선주, 누적/3개월, 희석/기본,
#: 지배) of its own.
ASKED_BEFORE: tuple[Said, ...] = (
    Said("아까 말한 건 연결이었고 이번엔 삼성전자 2024 영업이익", None),
    Said("아까 말한 건 연결이었고 다시 물어볼게, 삼성전자 2024 영업이익은?", None),
    Said("아까 말한 건 별도였고 이번엔 삼성전자 2024 영업이익", None),
    Said("아까 말한 건 보통주였고 이번엔 삼성전자 2021년 주당배당금은?", None),
    Said("아까 말한 건 3개월이었고 이번엔 삼성전자 2024 3분기 영업이익", None),
    Said("아까 말한 건 누적이었고 이번엔 삼성전자 2024 3분기 영업이익", None),
    Said("아까 말한 건 희석이었고 이번엔 삼성전자 2023 주당이익", None),
    # near misses: the qualifier of the same kind said again; another kind of thing said before
    Said("아까 말한 건 보통주였고 다시 물어볼게, 삼성전자 2021년 우선주 주당배당금은?", ("1,445원 (우선주",)),
    Said("아까 말한 건 연결이었고 이번엔 별도로, 삼성전자 2024 영업이익", ("12.36조원",), ("32.73조원",)),
    Said("아까 말한 건 2023년이었고 이번엔 삼성전자 2024 영업이익", ("32.73조원",)),
    Said("아까 말한 건 하이닉스였고 이번엔 삼성전자 2024 영업이익", ("32.73조원",)),
    Said("아까 말한 건 영업이익이었고 이번엔 삼성전자 2024 순이익", ("34.45조원",)),
)

#: a headline naming a country or region, a subsidiary (법인), a preferred share or 희석 (88a8584, 0080339 left
#: them out): '"현대차 미국 판매 최대" 기사 봤는데 2024 매출 얼마야' and '"현대차 인도법인 상장" …' were the whole
#: company's 175.23조원, '[실적] 삼성전자 우선주 EPS 급감 — 그래서 2023 기본주당이익이 얼마야' the common's 2,131원,
#: '"삼성전자 우선주 배당 1,446원" 기사 봤는데 2023 주당배당금 얼마야' 보통주 1,444원 first. The ask may mean that
#: part; it stays, as a segment or a basis in a headline does. And an ask naming one company beside another or adding
#: one after a headline of a company: '"하이닉스 2024년 영업이익 23조" 기사 봤는데 2024 영업이익 얼마야, 삼성전자도'
#: was 삼성전자's 32.73조원 alone (SK하이닉스 dropped), '… 얼마야 둘 다' SK하이닉스' alone, '"삼성전자 2024 매출
#: 300조" 기사 봤는데 2024 매출 하이닉스 대비 몇 배?' a note that FY2026 is not filed yet (삼성전자 dropped).
HEADLINE_PART: tuple[Said, ...] = (
    Said('"현대차 미국 판매 최대" 기사 봤는데 2024 매출 얼마야', None),
    Said('"현대차 인도법인 상장" 기사 봤는데 2024 매출 얼마야', None),
    Said("[실적] 삼성전자 우선주 EPS 급감 — 그래서 2023 기본주당이익이 얼마야", None),
    Said('"삼성전자 우선주 배당 1,446원" 기사 봤는데 2023 주당배당금 얼마야', None),
    # the ask naming one company beside another, or adding one, after a headline of a company
    Said('"하이닉스 2024년 영업이익 23조" 기사 봤는데 2024 영업이익 얼마야, 삼성전자도', None),
    Said('"하이닉스 2024년 영업이익 23조" 기사 봤는데 2024 영업이익 얼마야 둘 다', None),
    Said('"삼성전자 2024 매출 300조" 기사 봤는데 2024 매출 하이닉스 대비 몇 배?', None),
    # near misses: a headline of the whole company, of the common share; the ask's own company alone; both named
    Said(
        '"현대차, 2024년 역대 최대 매출…영업이익은 소폭 감소" 이런 기사 봤는데 2024 영업이익 정확한 금액은?',
        ("14.24조원",),
    ),
    Said("[실적] 삼성전자 2023년 EPS 급감 — 그래서 2023 기본주당이익이 얼마야", ("2,131원",)),
    Said(
        '"삼성전자 보통주 배당 1,446원" 기사 봤는데 2023 주당배당금 얼마야',
        ("1,444원 (보통주",),
        ("1,446원",),
    ),
    Said('"삼성전자 2024 매출 300조" 기사 봤는데 하이닉스 2024 매출은?', ("66.19조원",)),
    Said('"하이닉스, 삼성전자 제쳤다" 기사 봤는데 두 회사 2024 영업이익 얼마야', ("23.47조원", "32.73조원")),
)

#: a basis said right after one company of a list (an older reading; listed.py's colon reaches it): "2024 영업이익
#: 표로: 삼성전자(별도), SK하이닉스" and "2024 영업이익 순위 매겨봐: 삼성전자(별도) SK하이닉스 현대차" were every
#: company's 별도 (SK하이닉스 21.33조원, 현대자동차 6.60조원, ranked: 1위 SK하이닉스), "삼성전자 별도, SK하이닉스,
#: 현대차 2024 영업이익 비교" too; and a part of the year closing one item ("…: 삼성전자 3분기, SK하이닉스, 현대차")
#: every company's 3분기 (SK하이닉스 7.03조원, 현대자동차 3.58조원; the year's was asked), "…3분기 … 삼성전자(누적),
#: SK하이닉스" both 누적 (SK하이닉스 15.38조원); "삼성전자랑 하이닉스 2024 영업이익, 삼성전자는 별도로" both 별도. Such a
#: basis or part is that company's own.
BASIS_OF_ONE: tuple[Said, ...] = (
    Said("2024 영업이익 표로: 삼성전자(별도), SK하이닉스", None),
    Said("2024 영업이익 순위 매겨봐: 삼성전자(별도) SK하이닉스 현대차", None),
    Said("삼성전자 별도, SK하이닉스, 현대차 2024 영업이익 비교", None),
    Said("2024 영업이익 표로: 삼성전자 3분기, SK하이닉스, 현대차", None),
    Said("2024 영업이익 표로: 삼성전자(3분기), SK하이닉스", None),
    Said("2024 3분기 영업이익 표로: 삼성전자(누적), SK하이닉스", None),
    Said("삼성전자랑 하이닉스 2024 영업이익, 삼성전자는 별도로", None),
    Said("삼성전자랑 하이닉스 2024 영업이익 (삼성전자만 별도)", None),
    # near misses: a basis after the last company, or said for all; a quarter before the figure is both sides'
    Said("삼성전자랑 하이닉스 2024 영업이익 각각 별도로", ("12.36조원", "21.33조원")),
    Said("2024 삼성전자 3분기 영업이익이 하이닉스보다 컸어?", ("9.18조원", "7.03조원")),
    Said("2024 영업이익 표로: 삼성전자, SK하이닉스 (둘 다 별도)", ("12.36조원", "21.33조원")),
    Said(
        "2024 별도 영업이익 순위 매겨봐: 삼성전자 SK하이닉스 현대차 네이버 카카오",
        ("1위 SK하이닉스 21.33조원",),
    ),
    Said("2024 영업이익 순위 매겨봐: 삼성전자 SK하이닉스 현대차 (별도)", ("1위 SK하이닉스 21.33조원",)),
)

CASES: tuple[Said, ...] = SECOND_SIDE + ASKED_BEFORE + HEADLINE_PART + BASIS_OF_ONE


@pytest.mark.parametrize("case", CASES, ids=[c.question for c in CASES])
async def test_review13(case: Said, tmp_path: Path) -> None:
    markdown, path = await markdown_and_path(case.question, tmp_path)
    quick = markdown if path == "quick" else None
    if case.shown is None:
        assert quick is None, markdown
        return
    assert quick is not None, markdown
    assert all(s in quick for s in case.shown), quick
    assert not any(h in quick for h in case.hidden), quick
