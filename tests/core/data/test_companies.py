"""Company resolution: codes, names, aliases, spellings, typos, ambiguity, unknown names."""

from __future__ import annotations

from pathlib import Path

import pytest
from rapidfuzz.distance import Levenshtein

from core.data.companies.corpcode_format import bundled_corpcodes, parse_corpcode
from core.data.companies.delisted import Delisted
from core.data.companies.hangul import hangul_to_latin, jamo, latin_to_hangul
from core.data.companies.names import normalize, normalize_eng, normalize_eng_many, normalize_many
from core.data.companies.resolver import ALIASES, PROMINENT, CompanyIndex, Resolution
from tests.conftest import companies

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "corpcodes"


@pytest.fixture(scope="module")
def forty() -> CompanyIndex:
    """40 real rows with listed/unlisted same-name pairs (카카오, 셀트리온, 기아, 삼성물산) and lookalikes."""
    return CompanyIndex(parse_corpcode((FIXTURES / "CORPCODE_40.xml").read_bytes()))


def names(result: Resolution) -> list[str]:
    return [m.company.name for m in result.candidates]


@pytest.mark.parametrize(
    ("query", "stock_code", "how"),
    [
        ("005930", "005930", "stock_code"),
        ("A005930", "005930", "stock_code"),
        ("0126Z0", "0126Z0", "stock_code"),  # alphanumeric KRX code
        ("0126z0", "0126Z0", "stock_code"),
        ("00126380", "005930", "corp_code"),
        ("삼성전자", "005930", "name"),
        ("(주)삼성전자", "005930", "name"),
        ("㈜ 삼성 전자", "005930", "name"),
        ("삼성전자 주식회사", "005930", "name"),
        ("ＳＫ하이닉스", "000660", "name"),  # full-width Latin
        ("sk하이닉스", "000660", "name"),
        ("samsung electronics co., ltd", "005930", "english"),
        ("SK hynix", "000660", "english"),
        ("하이닉스", "000660", "alias"),
        ("현대차", "005380", "alias"),
        ("네이버", "035420", "alias"),
        ("삼전", "005930", "alias"),
        ("엘지전자", "066570", "alias"),
        ("엘전", "066570", "alias"),
        ("삼생", "032830", "alias"),
        ("KT&G", "033780", "alias"),
        ("엔씨소프트", "036570", "alias"),
        ("에스케이텔레콤", "017670", "spelling"),  # 에스케이… → SK…
        ("엘지디스플레이", "034220", "spelling"),  # 엘지… → LG…
        ("엘지유플러스", "032640", "spelling"),
        ("SK바이오팜", "326030", "spelling"),  # registered as 에스케이바이오팜
        ("KT", "030200", "spelling"),  # registered as 케이티
        ("삼성전지", "005930", "fuzzy"),
        ("삼송전자", "005930", "fuzzy"),
        ("셀트리욘", "068270", "fuzzy"),
        ("카카오뱅그", "323410", "fuzzy"),
        ("현대자돟차", "005380", "fuzzy"),
        ("하이닉쓰", "000660", "fuzzy"),  # a typo of an alias
        ("엘지에너지솔루숀", "373220", "fuzzy"),
        ("에너지솔루션", "373220", "substring"),
    ],
)
def test_resolves_the_company(query: str, stock_code: str, how: str) -> None:
    best = companies().resolve(query).best
    assert best is not None
    assert (best.company.stock_code, best.how) == (stock_code, how)
    assert 0.0 <= best.confidence <= 1.0


def test_exact_and_code_matches_are_certain_and_partial_ones_are_not() -> None:
    assert companies().resolve("삼성전자").candidates[0].confidence == 1.0
    assert companies().resolve("005930").candidates[0].confidence == 1.0
    for query in ("삼성전지", "삼성", "에너지솔루션"):
        assert all(m.confidence < 0.95 for m in companies().resolve(query).candidates)


def test_a_group_name_is_ambiguous_with_the_flagship_first() -> None:
    samsung = companies().resolve("삼성")
    assert samsung.ambiguous and len(samsung.candidates) == 5
    assert names(samsung)[0] == "삼성전자"
    assert all(m.company.name.startswith("삼성") and m.company.listed for m in samsung.candidates)
    hyundai = companies().resolve("현대", limit=10)
    assert hyundai.ambiguous and "현대자동차" in names(hyundai)[:2]


def test_exact_names_are_not_ambiguous() -> None:
    for query in ("삼성전자", "카카오", "하이닉스", "005930", "SK hynix"):
        result = companies().resolve(query)
        assert not result.ambiguous, query
        assert len(result.candidates) == 1, query


def test_a_typo_between_two_names_prefers_the_prominent_one() -> None:
    result = companies().resolve("삼성전지")  # one key from 삼성전자 and from 삼성전기
    assert names(result)[:2] == ["삼성전자", "삼성전기"]
    assert result.ambiguous


def test_the_newest_of_two_listed_same_name_entries_wins() -> None:
    # 000830 merged away in 2015 but keeps its code in DART's list; without the delisting snapshot
    raw = CompanyIndex(bundled_corpcodes(), delisted=Delisted("none", {}))
    result = raw.resolve("삼성물산")
    assert [m.company.stock_code for m in result.candidates] == ["028260", "000830"]
    assert result.candidates[1].confidence < result.candidates[0].confidence
    assert not result.ambiguous
    # the snapshot drops the old code: the merged company is a DART company without one
    result = companies().resolve("삼성물산")
    assert [(m.company.corp_code, m.company.stock_code) for m in result.candidates] == [
        ("00149655", "028260"),
        ("00126229", ""),
    ]
    assert not result.ambiguous


@pytest.mark.parametrize(
    "query",
    [
        "존재하지않는회사명",
        "가나다라마바사",
        "블루문바이오텍",
        "아무개상사",
        "qwerty",
        "zzzz",
        "123456",
        "99999999",
        # short generic words: no fuzzy match under three syllables, no substring under three
        "전자",
        "은행",
        "주식",
        "회사",
        "그룹",
        "실적",
        "날씨",
        "주가",
        "매출",
        "a",
        "주식회사",
        "㈜",
        "   ",
    ],
)
def test_unknown_names_return_no_candidate(query: str) -> None:
    assert companies().resolve(query) == Resolution(query.strip(), (), False)


def test_every_alias_and_prominent_name_names_a_listed_company() -> None:
    for name in [*ALIASES.values(), *PROMINENT]:
        best = companies().resolve(name).best
        assert best is not None and best.how == "name" and best.company.listed, name
    for alias in ALIASES:
        best = companies().resolve(alias).best
        assert best is not None and best.confidence >= 0.95, alias


def test_listed_outranks_unlisted_same_name(forty: CompanyIndex) -> None:
    for query, stock_code, unlisted in [
        ("카카오", "035720", "00918444"),
        ("셀트리온", "068270", "00421045"),
        ("기아", "000270", "01664948"),
    ]:
        result = forty.resolve(query)
        assert [m.company.corp_code for m in result.candidates][1] == unlisted
        assert result.candidates[0].company.stock_code == stock_code
        assert result.candidates[1].confidence < result.candidates[0].confidence
        assert not result.ambiguous
    kakao = forty.resolve("Kakao Corp.")
    assert [m.company.stock_code for m in kakao.candidates] == ["035720", ""]


def test_listed_prefix_matches_outrank_an_unlisted_exact_name(forty: CompanyIndex) -> None:
    result = forty.resolve("삼성", limit=20)  # an unlisted company is registered as just 삼성
    assert result.ambiguous and names(result)[0] == "삼성전자"
    unlisted = [m for m in result.candidates if m.company.corp_code == "00893765"]
    assert unlisted and unlisted[0].confidence < result.candidates[0].confidence


def test_unlisted_companies_are_found_by_exact_name_only(forty: CompanyIndex) -> None:
    display = forty.resolve("(주)삼성디스플레이")
    assert [m.company.corp_code for m in display.candidates] == ["00912006"]
    assert display.candidates[0].confidence == 0.9 and not display.ambiguous
    assert forty.resolve("삼성디스플레히").candidates == ()  # no typo tolerance off the listed list
    assert forty.resolve("삼성디스").candidates == ()  # nor prefixes


def test_jamo_spells_syllables_as_keystrokes() -> None:
    assert jamo("삼성전자") == "ㅅㅏㅁㅅㅓㅇㅈㅓㄴㅈㅏ"
    assert jamo("과") == "ㄱㅗㅏ" and jamo("닭") == "ㄷㅏㄹㄱ"
    assert jamo("SK하이") == "SKㅎㅏㅇㅣ"
    assert Levenshtein.distance(jamo("삼성전지"), jamo("삼성전자")) == 1


def test_latin_acronyms_are_respelt_both_ways() -> None:
    assert latin_to_hangul("sk바이오팜") == "에스케이바이오팜"
    assert latin_to_hangul("kt") == "케이티"
    assert latin_to_hangul("samsung") is None and latin_to_hangul("삼성") is None
    assert hangul_to_latin("엘지전자") == ["lg전자"]
    assert hangul_to_latin("에이치디현대미포") == ["hd현대미포"]
    assert hangul_to_latin("엘지디스플레이") == ["lgd스플레이", "lg디스플레이"]
    assert hangul_to_latin("삼성") == []


def test_block_normalisation_equals_one_name_at_a_time() -> None:
    tricky = [
        "㈜ 삼성 전자",
        "SK하이닉스",
        "",
        "力寶證券有限公司",
        "삼천리M&C",
        "이름\n줄바꿈",
        "ＡＢＣ",
        "(유)한빛",
    ]
    assert normalize_many(tricky) == [normalize(n) for n in tricky]
    english = [
        "Samsung Electronics Co., Ltd.",
        "CO.,LTD",
        "",
        "Kakao.Corp",
        "LG Chem,Ltd.",
        "a\nb Inc",
        "ÄBC",
    ]
    assert normalize_eng_many(english) == [normalize_eng(n) for n in english]
    assert normalize_eng("SAMSUNG ELECTRONICS CO,.LTD") == "samsungelectronics"
    assert normalize("㈜ 삼성 전자") == "삼성전자"
