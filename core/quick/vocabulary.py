"""The words quick questions are made of: each literal term by tag and value (``LITERALS``), spelled once here
and found in any spacing by ``core.quick.lexicon``'s scanner. The metrics are the catalogue's
(``core.finance.concepts``) spellings; the rest are the question's own words (growth, compare, fillers …)."""

from __future__ import annotations

from core.finance.concepts import CATALOGUE, PROFIT_ASKED
from core.quick.borrowed import borrowed
from core.quick.requests import REQUESTS

__all__ = ["LITERALS", "words"]


def words(text: str) -> tuple[str, ...]:
    """The whitespace-separated words of ``text`` (long word lists read better as one string)."""
    return tuple(text.split())


_FILLERS = """
얼마 얼마야 얼마였어 얼마였나 얼마나 얼마지 얼만가 얼마인가 알려줘 알려주세요 알려줄래 알려 보여줘 보여주세요 말해줘
가르쳐줘 뭐야 뭐였어 뭐임 뭐지 뭔가 뭐 무엇 누구 누구야 누가 누군가 언제 언제야 어디 어디야 어디에 어느 어느쪽 몇 몇월 몇년
어떻게 어떻게돼 어떻게되나 어떻게됐어 각각 좀 기준 그리고 및 해줘 해주세요 정리 정리해줘 조회 조회해줘 확인 궁금 궁금해
수치 금액 규모 회계연도 사업연도 연도 재무제표 회사 기업 상장사 상장 연간 전년대비 전년동기대비 전년비 yoy 중에 중 더
높은 높아 낮은 낮아 큰 많은 적은 곳 있어 했어 됐어 됐나 돼 되나 되어 인가요 인가 이야 입니까 이에요 예요 에요 였어
였나요 이었어 기록 기록했어 나왔어 이었나요 전체 총 해당
얼마임 얼마냐 얼마였음 얼마였더라 얼마였지 얼마였냐 얼마였죠 얼마예요 얼마인지 얼마인가요 얼마쯤 대략
알려주시기 알려주실래요 알려주실 바랍니다 부탁 부탁해 부탁해요 부탁드립니다 주세요 줘요 보여줄래 궁금합니다 궁금해요
마이너스 플러스 흑자 적자 흑자였나요 적자였나요 흑자였어 적자였어 났어 났나요 봤어 봤나요 냈어 냈나요
넘었지 넘었어 넘었나 넘었나요 넘었음 넘음 넘어 넘나 늘었음 늘었어 늘었나 늘었나요 늘었지 줄었음 줄었어 줄었나 줄었나요
줄었지 증가했어 감소했어 보통주 우선주 증가했나요 감소했나요 ㅇㅇ ㅋㅋ ㅎㅎ 혹시 그럼 그러면
같이 전부 많음 많아 많나 많냐 많은지 많은가 큰가 큰지 높음 높나 높은지 낮음 적음 작음
더많이 얼마나많이 낸곳 낸회사 낸쪽 줄고 늘고
전년보다 전년에비해 전년도보다 전년도에비해 전기보다 전기대비
어케 어케됨 어케돼 어케돼요 어케됐어 어케되나 어케되나요 어떻게됨 어떻게돼요 됨 돼요 되나요
plz pls please 플리즈 부탁드려요 부탁드림 부탁요 아시는분 아시는 알고싶어요 알고싶어 찍음 찍었나 찍었냐
해봐 해봐요 해줄래 해주라 봐줘 큼 많이 둘 둘다 총액 말 연말 기말 말기준 순위 가장 제일 랭킹
전년동기 전년동기비교 전년비교 전년같은분기 작년동기 작년동기대비 작년같은분기 동기대비
알려줄 수있어 수있나요 수있을까 수있을까요 어느정도 정도 정도야 갖고 갖고있어 가지고 가지고있어 보유 보유중
돈 폭 한해 주요 찾아줘 뽑아줘 얼만지 번돈 퍼센트 % 수준
알려주시면 주시면 감사하겠습니다 감사합니다 감사 말씀해 말씀해주세요 궁금해서요 궁금해서 궁금한데 알수있을까요
알수있을까 알수있나요 알려주라 주라 알려줘봐 줘봐 알랴줘 고고 대충 대략 대략적으로 여쭤봐도 여쭤봅니다 될까요
맞음 맞아 맞냐 맞지 맞나 맞죠 맞나요 맞아요 맞는지 실화 실화냐 실화임 진짜 레알 한번에 한꺼번에 누가위 누가더위
몇명 몇주 몇명이야 몇주야 줌 주식 가진 가졌어 가지고있는 보유한 보유하고있는
적으면 적을까요 숫자 하나만 정확한 정확히 정확하게 얼마였는지 였는지 인지 되는지 부탁드려도 확인하고 싶습니다 싶어요
알아 아시나요 아세요 아시면 공시됐나요 공시된 로요 으로요 알려주실수 있나요 있을까요 있을까
나옴 나왔음 나왔냐 나왔나 나왔나요 나왔죠 나와요 얼마나옴 얼마나왔음 개선됨 개선됐음 악화됨 악화됐음
나란히 두개 두개만 두숫자 두수치 두개다 보고싶어요 보고싶어 보고싶습니다 보고싶은데 같이보고싶어요
적어야 적어야해요 적어야돼요 적어야하나요 적어야되나요 써야해요 써야하나요 써야돼요 넣어야해요 넣어야하나요
쓰면될까요 쓰면돼요 넣으면될까요 넣으면돼요 적으면되나요 적으면돼요 기입하면될까요
엄청 엄청나게 꽤 되게 굉장히 상당히 매우 보면 얼마나와 들고 들고있어 들고있음 들고있나요 들고있는지 갖고있음
"""  # question words, endings and words that change nothing

#: a statement label that names its period ("분기순이익", "반기순이익"): read as its figure only where the
#: question names the quarter (``placed``); "최신 분기 순이익" asks for a quarter it does not place
_PERIOD_BOUND = ("분기", "반기")

# tag → value → literal spellings. Tags: metric, other, bundle, growth, basis, trend, compare, filler.
LITERALS: dict[str, dict[str, tuple[str, ...]]] = {
    # the concepts the quick path answers, spelled as the catalogue spells them
    "metric": {
        c.id: tuple(w for w in c.spellings + c.asked + borrowed(c) if not w.startswith(_PERIOD_BOUND))
        for c in CATALOGUE
        if c.quick is not None
    },
    # a statement's name beside a figure says where it is ("배당금 지급액 현금흐름표"), not which figure;
    # before "other", which spells 현금흐름표 as the cash flows, so the tie goes to this reading
    "statement": {
        "": tuple(
            f"{s}{on}"
            for s in ("현금흐름표", "재무상태표", "대차대조표", "손익계산서", "포괄손익계산서")
            for on in ("", "상")
        )
    },
    # the catalogue's other concepts: a question about one of them is not quick (투자활동현금흐름, ROA …),
    # and its words are not read as a quick metric and a word around it (현금흐름 is not 현금 + 흐름)
    "other": {c.id: c.spellings + c.asked for c in CATALOGUE if c.quick is None},
    "bound": {c.id: tuple(w for w in c.spellings if w.startswith(_PERIOD_BOUND)) for c in CATALOGUE},
    "bundle": {"results": ("실적", "손익"), "balance": ("재무상태",), "profit": PROFIT_ASKED},
    "growth": {
        "growth": (
            *(
                "성장률",
                "성장율",
                "증가율",
                "증가률",
                "증감률",
                "증감율",
                "신장률",
                "감소율",
                "감소률",
                "하락률",
                "역성장",  # "매출 역성장 몇 %": the (negative) growth, signed as it is
                "역성장률",
                "역성장율",
            ),
            *("하락율", "상승률", "상승율", "변동률", "변동율", "변화율", "변화률", "감소비율", "증가비율"),
            # "NAVER revenue growth FY24 몇 %?": English typed in a Korean question
            *("growth", "growth rate"),
        )
    },
    "basis": {"CFS": ("연결기준", "연결"), "OFS": ("별도기준", "별도", "개별")},
    "trend": {
        "trend": ("추이", "추세", "흐름", "연도별", "매년", "해마다", "히스토리"),
        "change": ("변화", "변동", "증감"),  # with one year named: that year against the year before
    },
    "compare": {
        "compare": ("비교", "대비", "비교하면", "비교해서"),
        "versus": ("vs", "versus"),
    },  # vs: either way round
    # how far apart two figures are: computed, and the larger one named
    "difference": {
        "difference": (
            *("차이", "차액", "격차", "달라", "다른가", "다른지", "다를까", "얼마나차이"),
            *("얼마나많아", "얼마나더많아", "얼마나적어", "얼마나더적어", "얼마나커", "얼마나더커"),
            *("얼마나높아", "얼마나더높아", "얼마나낮아", "얼마나더낮아", "얼마나작아", "얼마나더작아"),
            *("더많아", "더높아", "더적어", "더작아", "더낮아"),
            # a comparative's stem, whatever its ending follows (더 많나요 / 더 큰가요 / 얼마 더 벌었어)
            *("얼마나많", "얼마나적", "얼마나크", "얼마나큰", "얼마나높", "얼마나낮", "얼마나작"),
            *(
                "더많",
                "더커",
                "더크",
                "더큰",
                "더높",
                "더적",
                "더작",
                "더낮",
                "더벌",
                "더컸",
                "더큽니까",  # "어디가 더 큽니까" (더 크다, formally)
                "더큽니다",
                "증감액",
                "증감폭",
                "감소폭",
                "증가폭",
            ),
            *("감소액", "증가액", "변동폭", "하락폭", "상승폭", "gap", "difference"),
            *(
                "차이나나요",
                "차이나",  # "얼마 차이 나?", "몇 원 차이 나" (a company "차이나…" is named before it is scanned)
                "차이나요",
                "차이났",
                "차이나는지",
                "차이남",
                "얼마나차이남",
            ),  # "얼마 차이 나나요": 차이 with its verb
            *(
                "얼마나차이나나요",
                "얼마나차이나요",
                "얼마나차이났",
                "얼마나차이나는지",
            ),  # not 얼마나차이 + 나나요
            # "차이 얼마나 나요": 차이 with its verb after 얼마나 (나요 was read as a company's name)
            *("차이얼마나나요", "차이얼마나나나요", "차이얼마나났", "차이얼마나나는지"),
            *("차이가얼마나나요", "차이가얼마나나나요", "차이가얼마나났", "차이가얼마나나는지"),
            # "얼마 많았는지": how much more, with or without 나 (많았는지 alone reads as a verb, not asking it)
            *("얼마많", "얼마더많", "얼마높", "얼마더높", "얼마컸"),
            *("얼마더컸", "얼마크", "얼마큰", "얼마더크"),
            *("얼마적", "얼마더적", "얼마낮", "얼마더낮", "얼마작", "얼마더작"),
        )
    },
    "ytd": {"ytd": ("누적", "누계")},
    "half": {"2": ("상반기",)},
    "latest": {"latest": ("최근", "최신", "가장최근", "요즘", "현재", "지금")},
    # "주당 얼마 벌었어" (EPS), "주당 얼마 줬어" (DPS): which per-share figure the verb says
    "per_share": {"": ("주당",)},
    "filler": {"": words(_FILLERS) + REQUESTS},  # a request form carries the asking only
}
