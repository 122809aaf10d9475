"""Edge cases: unknown, ambiguous and foreign companies, periods not yet filed, non-financial questions.

The criteria describe a correct answer in any reasonable wording; contradictions are what a correct
answer never says (a made-up figure, a forecast passed off as a filing, an answer to the off-topic
question). Company names are checked against the bundled listed-company list when deriving.
"""

from __future__ import annotations

from evals.dataset import EdgeKind
from evals.dataset_spec import Check, RubricSpec, Spec, any_of, two_of

_NOT_FOUND = Check(
    "그런 회사를 찾지 못했다(한국 상장사 목록에 없다)고 말한다",
    r"찾(?:지|을\s*수)\s*(?:못|없)|못\s*찾|확인되지\s*않|존재하지\s*않|없는\s*(?:회사|기업|상장사|종목)|조회되지\s*않"
    r"|검색되지\s*않|등록되어\s*있지\s*않|목록에\s*없|상장(?:사|\s*기업|\s*회사)(?:가|이)?\s*아니",
)
_RECHECK = Check(
    "회사명·종목코드를 확인하거나 다시 물어 달라고 한다",
    r"확인해\s*주|확인\s*부탁|다시\s*(?:물어|입력|알려|질문)|정확한\s*(?:회사명|이름|명칭|종목)|종목\s*코드|철자|오타|혹시",
)
_WON = Check("원 단위 금액을 지어내 말한다", r"\d[\d,.]*\s*(?:조|억|백만|만)\s*원|\d{1,3}(?:,\d{3}){2,}\s*원")
_PERCENT = Check("비율을 지어내 말한다", r"\d+(?:\.\d+)?\s*%")
_FOREIGN = Check(
    "한국 상장사가 아니다(해외 상장, OpenDART 공시 대상 아님)라고 말한다",
    r"(?:한국|국내|코스피|코스닥|유가증권시장|KRX|한국거래소)[^\n]{0,25}(?:상장|공시)[^\n]{0,25}"
    r"(?:아니|않|없|찾지\s*못|못\s*찾)|해외\s*(?:증시|시장|거래소|상장|기업|회사)"
    r"|(?:미국|뉴욕|나스닥|NASDAQ|NYSE|대만|일본|도쿄|홍콩|중국)[^\n]{0,20}(?:상장|증시|거래소)"
    r"|(?:OpenDART|DART|전자공시)[^\n]{0,30}(?:대상이\s*아니|대상\s*밖|없|않)",
)
_NO_FIGURES = Check(
    "그 회사의 수치는 답할 수 없다고 말한다",
    r"답(?:할|해\s*드릴|변할|변드릴|변해\s*드릴)\s*수\s*없|제공(?:할\s*수\s*없|하지\s*않|되지\s*않)|다루지\s*않"
    r"|확인할\s*수\s*없|조회할\s*수\s*없|알려\s*드릴\s*수\s*없|지원하지\s*않|범위\s*(?:밖|를\s*벗어)|어렵습니다",
)
_ABROAD_FIGURE = Check(
    "해외 회사의 재무 수치를 제시한다",
    r"\d[\d,.]*\s*(?:조|억|만)?\s*(?:달러|엔|위안)|\$\s*\d|USD\s*\d|\d\s*(?:billion|million|bn)\b",
)
_WHICH = Check(
    "여러 회사가 해당한다며 어느 회사인지 묻는다",
    r"여러\s*(?:곳|개|회사|기업|상장사|계열사)|어느\s*(?:회사|기업|곳|계열사)|어떤\s*(?:회사|기업|계열사)"
    r"|정확한\s*(?:회사명|회사|이름|종목)|특정해|구체적으로|중\s*(?:어느|어떤|무엇)|말씀해\s*주|알려\s*주시면|선택해",
)
_NOT_YET = Check(
    "그 기간의 보고서(실적)가 아직 공시되지 않았다(기간이 끝나지 않았다)고 말한다",
    r"아직|공시되지\s*않|제출되지\s*않|발표되지\s*않|나오지\s*않|끝나지\s*않|종료되지\s*않|마감되지\s*않|공시\s*전"
    r"|미공시|확정되지\s*않|진행\s*중",
)
_SCOPE = Check(
    "한국 상장사의 재무·공시 질문을 돕는다고 안내한다",
    r"상장\s*(?:사|기업|회사)|재무|공시|기업\s*(?:정보|분석)|실적|OpenDART|DART|주식|금융",
)
_DECLINE = Check(
    "이 질문에는 답하지 않는다(다루는 범위 밖)고 말한다",
    r"죄송|어렵|범위|벗어|다루지\s*않|지원하지\s*않|제공하지\s*않|할\s*수\s*없|드릴\s*수\s*없|만\s*(?:답|다루|도와|제공)|전문",
)
_METRICS = r"(?:매출(?:액)?|영업\s*이익|순이익|당기순이익|부채\s*비율|자산)"

_EXPECTED: dict[EdgeKind, str] = {
    "unknown_company": (
        "'{name}'이라는 한국 상장사를 찾지 못했다고 말하고 회사명·종목코드 확인을 요청한다. 수치를 지어내지 않는다"
    ),
    "foreign": "'{name}'은(는) 한국 상장사(OpenDART 공시 대상)가 아니어서 재무 수치를 답할 수 없다고 말한다",
    "ambiguous": "'{name}'에 해당하는 상장사가 여러 곳({candidates} …)이라며 어느 회사인지 묻는다",
    "not_filed": "{name}은(는) 아직 끝나지 않았거나 공시되지 않은 기간이라 수치가 없다고 말한다 (최근 공시 기간을 안내해도 좋다)",
    "non_financial": "한국 상장사 재무·공시 질문만 다룬다며 정중히 거절하거나 안내한다",
}


def _edge(
    id_: str,
    edge: EdgeKind,
    question: str,
    name: str,
    criteria: tuple[Check, ...],
    sample: str,
    contradictions: tuple[Check, ...] = (),
    *,
    listed: tuple[str, ...] = (),
    unlisted: tuple[str, ...] = (),
    expected: str = "",
) -> RubricSpec:
    expected = expected or _EXPECTED[edge].format(name=name, candidates=", ".join(listed[:4]))
    return RubricSpec(
        id_,
        "edge",
        question,
        expected,
        criteria,
        sample,
        contradictions,
        edge=edge,
        listed=listed,
        unlisted=unlisted,
    )


def _unknown(id_: str, question: str, name: str, *, ratio: bool = False) -> RubricSpec:
    sample = f"'{name}'(이)라는 회사는 한국 상장사 목록에서 찾지 못했습니다. 회사명이나 6자리 종목코드를 확인해 주세요."
    contradictions = (_WON, _PERCENT) if ratio else (_WON,)
    return _edge(
        id_,
        "unknown_company",
        question,
        name,
        (_NOT_FOUND, _RECHECK),
        sample,
        contradictions,
        unlisted=(name,),
    )


def _foreign(id_: str, question: str, name: str, *, with_korean: bool = False) -> RubricSpec:
    sample = (
        f"'{name}'은(는) 한국 상장사 목록에 없는 해외 상장 회사라 OpenDART 공시 대상이 아니어서 재무 수치를 "
        "답할 수 없습니다. 한국 상장사라면 회사명이나 종목코드로 물어봐 주세요."
    )
    contradictions = (_ABROAD_FIGURE,) if with_korean else (_ABROAD_FIGURE, _WON)
    return _edge(
        id_, "foreign", question, name, (_FOREIGN, _NO_FIGURES), sample, contradictions, unlisted=(name,)
    )


def _assumed(
    id_: str, question: str, group: str, flagship: str, others: tuple[str, ...], extra: tuple[str, ...] = ()
) -> RubricSpec:
    """A group name with one clearly dominant listed company (by market value): answered for it, saying
    so and naming the other companies (the company-name policy), instead of only asking back."""
    assumed = Check(
        f"'{group}'을(를) {flagship}(으)로 보았다고 말한다",
        rf"{group}\W{{0,3}}\s*(?:은|는|을|를)?\s*{flagship}\s*(?:으로|로)\s*(?:보았|봤|간주|해석|판단|이해)",
    )
    alternatives = Check(f"'{group}'의 다른 상장사를 둘 이상 든다", two_of((*others, *extra)))
    sample = (
        f"‘{group}’은 {flagship}로 보았습니다 — 다른 회사: {', '.join(others[:3])}\n\n"
        f"{flagship} FY2023 (연결) 수치는 사업보고서 기준입니다."
    )
    expected = f"'{group}'을(를) 시가총액이 가장 큰 {flagship}(으)로 보고 답하며, 그렇게 보았다고 말하고 다른 회사를 든다"
    return _edge(
        id_,
        "ambiguous",
        question,
        group,
        (assumed, alternatives),
        sample,
        listed=(flagship, *others),
        expected=expected,
    )


def _ambiguous(
    id_: str, question: str, group: str, listed: tuple[str, ...], extra: tuple[str, ...] = ()
) -> RubricSpec:
    candidates = Check(f"'{group}' 후보 상장사를 둘 이상 든다", two_of((*listed, *extra)))
    one_company = Check(
        f"'{group}'을(를) 한 회사처럼 보고 수치를 말한다",
        rf"'?{group}'?(?:\s*그룹)?(?:의|은|는)?\s*(?:FY\s*\d{{4}}\s*|\d{{4}}\s*년\s*)?(?:연결\s*)?{_METRICS}"
        r"(?:은|는|이|:)?\s*(?:약\s*)?[-−]?\d",
    )
    shown = ", ".join(listed[:4])
    sample = f"'{group}'에 해당하는 상장사가 여러 곳입니다: {shown}. 어느 회사인지 정확한 회사명이나 종목코드로 알려 주세요."
    return _edge(
        id_, "ambiguous", question, group, (_WHICH, candidates), sample, (one_company,), listed=listed
    )


def _not_filed(id_: str, question: str, period: str, said: str) -> RubricSpec:
    asked = Check(f"묻는 기간({said})을 짚는다", period)
    made_up = Check(
        f"{said} 재무 수치를 제시한다(예상치 포함)",
        rf"(?:{period})(?:[^\n.]|\.\d){{0,20}}?{_METRICS}(?:[^\n.]|\.\d){{0,12}}?\d[\d,.]*\s*(?:조|억|%)",
    )
    sample = (
        f"{said} 실적은 아직 공시되지 않았습니다. 회계기간이 끝나고 보고서가 제출된 뒤에 확인할 수 있습니다. "
        "지금 확인할 수 있는 가장 최근 연간 실적은 사업보고서 기준 최근 사업연도입니다."
    )
    return _edge(id_, "not_filed", question, said, (_NOT_YET, asked), sample, (made_up,))


def _off_topic(id_: str, question: str, topic: str, answered: str) -> RubricSpec:
    sample = (
        f"죄송하지만 {topic}은(는) 제가 다루지 않는 주제예요. 저는 한국 상장사의 재무제표와 공시를 바탕으로 "
        "답하는 도우미입니다. 예를 들어 '삼성전자 2023년 영업이익률은?'처럼 물어봐 주세요."
    )
    contradiction = Check(f"{topic} 질문에 실제로 답한다", answered)
    return _edge(id_, "non_financial", question, topic, (_SCOPE, _DECLINE), sample, (contradiction,))


_SAMSUNG = (
    "삼성전자",
    "삼성물산",
    "삼성생명",
    "삼성전기",
    "삼성SDI",
    "삼성바이오로직스",
    "삼성화재해상보험",
    "삼성중공업",
)
_SAMSUNG_SHORT = ("삼성에스디에스", "삼성SDS", "삼성화재", "삼성증권", "삼성카드", "삼성E&A")
_HYUNDAI = (
    "현대자동차",
    "현대모비스",
    "현대건설",
    "현대제철",
    "현대글로비스",
    "현대위아",
    "현대해상",
    "현대백화점",
)
_LOTTE = (
    "롯데쇼핑",
    "롯데지주",
    "롯데케미칼",
    "롯데칠성음료",
    "롯데웰푸드",
    "롯데정밀화학",
    "롯데하이마트",
    "롯데렌탈",
)
_MIRAE = ("미래에셋증권", "미래에셋생명", "미래에셋벤처투자", "미래에셋맵스리츠", "미래에셋글로벌리츠")
_HANA = ("하나금융지주", "하나투어", "하나제약", "하나마이크론", "하나머티리얼즈", "하나기술")
_HD = ("HD현대", "HD현대중공업", "HD한국조선해양", "HD현대일렉트릭", "HD현대마린솔루션", "HD건설기계")

SPECS: tuple[Spec, ...] = (
    _unknown("edge-unknown-01", "가나다라전자 매출", "가나다라전자"),
    _unknown("edge-unknown-02", "가나다라 2023년 영업이익 알려줘", "가나다라"),
    _unknown("edge-unknown-03", "블루문바이오텍 부채비율은?", "블루문바이오텍", ratio=True),
    _unknown("edge-unknown-04", "아무개상사 2024년 순이익", "아무개상사"),
    _unknown("edge-unknown-05", "퀀텀블록체인랩 매출액 얼마야", "퀀텀블록체인랩"),
    _unknown("edge-unknown-06", "한빛우주항공 자산총계", "한빛우주항공"),
    _unknown("edge-unknown-07", "초록별전자 영업이익률", "초록별전자", ratio=True),
    _unknown("edge-unknown-08", "하늘정원바이오 2023년 매출", "하늘정원바이오"),
    _not_filed("edge-notfiled-01", "삼성전자 2026년 매출", r"(?:FY\s*)?2026", "FY2026"),
    _not_filed("edge-notfiled-02", "삼성전자 2030년 영업이익", r"(?:FY\s*)?2030", "FY2030"),
    _not_filed("edge-notfiled-03", "SK하이닉스 2027년 영업이익 얼마야?", r"(?:FY\s*)?2027", "FY2027"),
    _not_filed("edge-notfiled-04", "카카오 올해 매출", r"(?:FY\s*)?2026|올해", "올해(FY2026)"),
    _not_filed(
        "edge-notfiled-05",
        "네이버 2026년 4분기 매출",
        r"2026\s*년?\s*(?:4\s*분기|Q4)|4\s*분기|Q4|FY\s*2026",
        "2026년 4분기",
    ),
    _not_filed(
        "edge-notfiled-06",
        "현대차 2027년 1분기 순이익",
        r"2027\s*년?\s*(?:1\s*분기|Q1)|1\s*분기|Q1",
        "2027년 1분기",
    ),
    _not_filed("edge-notfiled-07", "FY2026 SK하이닉스 부채비율", r"(?:FY\s*)?2026", "FY2026"),
    _not_filed("edge-notfiled-08", "삼성전자 내년 영업이익 얼마야?", r"(?:FY\s*)?2027|내년", "내년(FY2027)"),
    _assumed("edge-ambiguous-01", "삼성 매출", "삼성", "삼성전자", _SAMSUNG[1:], _SAMSUNG_SHORT),
    _assumed(
        "edge-ambiguous-02", "삼성 2023년 영업이익 알려줘", "삼성", "삼성전자", _SAMSUNG[1:], _SAMSUNG_SHORT
    ),
    _assumed("edge-ambiguous-03", "현대 영업이익", "현대", "현대자동차", _HYUNDAI[1:], ("현대차",)),
    _assumed("edge-ambiguous-04", "현대 2024년 매출은?", "현대", "현대자동차", _HYUNDAI[1:], ("현대차",)),
    _ambiguous("edge-ambiguous-05", "롯데 부채비율", "롯데", _LOTTE, ("롯데칠성", "롯데제과")),
    _ambiguous("edge-ambiguous-06", "미래에셋 2024년 순이익", "미래에셋", _MIRAE),
    _ambiguous("edge-ambiguous-07", "하나 당기순이익", "하나", _HANA, ("하나은행", "하나증권")),
    _ambiguous("edge-ambiguous-08", "HD 매출액", "HD", _HD, ("HD현대미포", "HD현대인프라코어")),
    _foreign("edge-foreign-01", "애플의 2023년 영업이익은?", "애플"),
    _foreign("edge-foreign-02", "TSMC 2023년 매출", "TSMC"),
    _foreign("edge-foreign-03", "테슬라랑 삼성전자 매출 비교", "테슬라", with_korean=True),
    _foreign("edge-foreign-04", "엔비디아 부채비율", "엔비디아"),
    _foreign("edge-foreign-05", "쿠팡 매출 알려줘", "쿠팡"),
    _foreign("edge-foreign-06", "마이크로소프트 2024년 순이익", "마이크로소프트"),
    _foreign("edge-foreign-07", "소니 영업이익률", "소니"),
    _foreign("edge-foreign-08", "알리바바 2023년 매출액", "알리바바"),
    _off_topic(
        "edge-nonfin-01",
        "오늘 서울 날씨 어때?",
        "날씨",
        any_of("맑", "흐리", "흐림", r"비가\s*(?:오|내)", "기온", "℃", "°C", "강수", "미세먼지"),
    ),
    _off_topic(
        "edge-nonfin-02",
        "김치찌개 레시피 알려줘",
        "요리 레시피",
        any_of("돼지고기", "김치를", "끓이", "끓여", "두부", "고춧가루", "멸치"),
    ),
    _off_topic(
        "edge-nonfin-03",
        "파이썬으로 리스트 정렬하는 코드 짜줘",
        "프로그래밍",
        any_of(r"sorted\s*\(", r"\.sort\s*\(", r"def\s+\w+\s*\(", "```"),
    ),
    _off_topic(
        "edge-nonfin-04",
        "주말에 볼 만한 영화 추천해줘",
        "영화 추천",
        any_of("감독", "주연", "개봉", "《", "평점"),
    ),
    _off_topic(
        "edge-nonfin-05",
        "제주도 2박 3일 여행 코스 짜줘",
        "여행 계획",
        any_of(r"1\s*일\s*차", r"첫째\s*날", r"Day\s*1", "성산", "한라산", "우도", "협재", "올레"),
    ),
    _off_topic("edge-nonfin-06", "로또 번호 추천해줘", "로또 번호", r"(?:\d{1,2}\s*[,·]\s*){5}\d{1,2}"),
    _off_topic("edge-nonfin-07", "'감사합니다'를 영어로 어떻게 말해?", "번역", r"(?i)thank"),
    _off_topic(
        "edge-nonfin-08",
        "감기 걸렸을 때 먹으면 좋은 음식 뭐야?",
        "건강 상담",
        any_of("생강", "꿀", "유자", "비타민", "닭고기", "수프", "죽을", "죽이"),
    ),
)
