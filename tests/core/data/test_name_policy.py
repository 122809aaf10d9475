"""The company-name policy: group names, exact names, ties, the snapshot, and companies not listed here."""

from __future__ import annotations

import pytest

from core.data.companies.corpcode_format import Company
from core.data.companies.market_caps import MarketCaps
from core.data.companies.name_policy import read_forms, read_name, with_particle
from core.data.companies.names import is_spac, normalize
from core.data.companies.not_listed import not_listed
from core.data.companies.resolver import CompanyIndex
from tests.conftest import companies

#: Real rows of OpenDART's full corpCode.xml (2026-04/05): companies without a stock code, and the
#: unlisted company named exactly 삼성 next to the listed group.
UNLISTED = (
    Company("01019166", "쿠팡", "Coupang Corp.", "", "20230203"),
    Company("00912006", "삼성디스플레이", "SAMSUNG DISPLAY CO., LTD.", "", "20250317"),
    Company("01212921", "비바리퍼블리카", "Viva Republica Inc.", "", "20260326"),
)


def full_list() -> CompanyIndex:
    """The bundled listed companies plus a few unlisted DART rows, as after `dexter corp-codes sync`."""
    listed = companies().codes
    rows = [listed.company(i) for i in range(len(listed))]
    return CompanyIndex.of([*rows, *UNLISTED, Company("00000001", "삼성", "", "", "20170630")])


def snapshot(caps: dict[str, int], *, floor: int = 10_000, groups: str = '"삼성"') -> MarketCaps:
    rows = "\n".join(f'"{code}" = ["회사", {cap}]' for code, cap in caps.items())
    return MarketCaps.parse(f'as_of = "2024-12-30"\nfloor = {floor}\ngroups = [{groups}]\n[caps]\n{rows}\n')


def test_the_bundled_snapshot_matches_the_corp_list() -> None:
    caps = MarketCaps.bundled()
    index = companies()
    assert caps.as_of == "2024-12-30" and caps.floor == 10_000
    for code, name in caps.names.items():  # every figure belongs to a listed company of that name
        [match] = index.lookup(code, limit=1)
        assert match.company.name == name, code
        assert caps.group_of(normalize(name)) is not None, f"{name} is in no covered group"
    for group in caps.groups:  # every covered group has members, and its largest is in the snapshot
        members = [c for c in index.listed_starting_with(group) if not is_spac(c.name)]
        assert any(caps.cap(c.stock_code) for c in members), group


@pytest.mark.parametrize(
    ("name", "company", "alternatives"),
    [
        ("삼성", "삼성전자", ["삼성바이오로직스", "삼성물산", "삼성SDI"]),
        ("현대", "현대자동차", ["현대모비스", "현대글로비스", "현대로템"]),
        ("KB", "KB금융", []),
        ("삼성전", "삼성전자", ["삼성전기"]),  # a longer prefix: the companies it still matches
    ],
)
def test_a_group_name_means_its_dominant_company(name: str, company: str, alternatives: list[str]) -> None:
    reading = read_name(companies(), name)
    assert reading is not None and reading.kind == "dominant"
    assert reading.company is not None and reading.company.name == company
    assert [c.name for c in reading.alternatives] == alternatives
    assert reading.cap is not None and reading.runner_up is not None
    assert reading.cap >= 2 * reading.runner_up


def test_the_note_and_the_reason() -> None:
    samsung = read_name(companies(), "삼성")
    assert samsung is not None
    assert samsung.note == "‘삼성’은 삼성전자로 보았습니다 — 다른 회사: 삼성바이오로직스, 삼성물산, 삼성SDI"
    assert "largest by market value" in samsung.explain() and "2024-12-30" in samsung.explain()
    hyundai = read_name(companies(), "현대")
    assert hyundai is not None and hyundai.note.startswith("‘현대’는 현대자동차로 보았습니다")


def test_an_exact_name_always_wins() -> None:
    index = companies()
    assert read_name(index, "삼성전자") is None  # never re-interpreted, and nothing to add
    assert read_name(index, "현대차") is None  # an alias is exact too
    assert read_name(index, "카카오") is None  # exact, and the largest of its group
    lg = read_name(index, "LG")  # a company is named exactly LG: that one, the group's larger ones beside
    assert lg is not None and lg.kind == "exact" and lg.company is not None
    assert (lg.company.name, lg.company.stock_code) == ("LG", "003550")
    assert [c.name for c in lg.alternatives] == ["LG에너지솔루션", "LG화학", "LG전자"]
    assert lg.note == (
        "‘LG’는 회사명이 정확히 같은 LG(003550) 기준으로 답했습니다 — 다른 회사: LG에너지솔루션, LG화학, LG전자"
    )
    sk = read_name(index, "SK")
    assert sk is not None and sk.company is not None and sk.company.stock_code == "034730"


def test_a_true_tie_asks_with_the_largest_first() -> None:
    lotte = read_name(companies(), "롯데")
    assert lotte is not None and lotte.kind == "tie" and lotte.company is None and lotte.note == ""
    assert [c.name for c in lotte.alternatives] == ["롯데케미칼", "롯데지주", "롯데쇼핑", "롯데렌탈"]


def test_names_outside_the_covered_groups_are_left_alone() -> None:
    index = companies()
    assert read_name(index, "한국") is None  # many companies start with it; no group snapshot
    assert read_name(index, "HD") is None
    assert read_name(index, "삼성전지") is None  # a typo (fuzzy), not a prefix


def test_the_rule_is_two_times_the_runner_up_and_unknown_members_count_as_the_floor() -> None:
    index = companies()
    # 삼성전자 005930, 삼성바이오로직스 207940; every other 삼성 company is missing: worth the floor at most
    just = snapshot({"005930": 20_000, "207940": 10_000})
    assert (reading := read_name(index, "삼성", just)) is not None and reading.kind == "dominant"
    close = snapshot({"005930": 19_999, "207940": 10_000})
    assert (reading := read_name(index, "삼성", close)) is not None and reading.kind == "tie"
    floor = snapshot({"005930": 19_000, "207940": 1_000}, floor=10_000)  # the unknown ones might be 1조
    assert (reading := read_name(index, "삼성", floor)) is not None and reading.kind == "tie"
    assert read_name(index, "삼성", snapshot({"005930": 20_000}, groups='"현대"')) is None  # not covered


def test_the_snapshot_refuses_a_malformed_file() -> None:
    with pytest.raises(ValueError, match="malformed"):
        MarketCaps.parse('as_of = "x"\nfloor = 1\ngroups = []\n[caps]\n"005930" = ["삼성전자", -1]\n')
    with pytest.raises(ValueError, match="malformed"):
        MarketCaps.parse("as_of = ")


def test_a_particle_is_cut_only_when_the_whole_word_means_nothing() -> None:
    index = companies()
    found = read_forms(index, ["삼성의", "삼성"])
    assert found is not None and found[0] == "삼성" and found[1].kind == "dominant"
    found = read_forms(index, ["현대가", "현대"])  # 현대가 is one typo from 현대차, but 현대 is a group name
    assert found is not None and found[0] == "현대"
    assert read_forms(index, ["삼성전지", "삼성전"]) is None  # a typo of 삼성전자/삼성전기, not 삼성전 + 지


@pytest.mark.parametrize(
    ("word", "particle", "expected"),
    [
        ("삼성", "은", "삼성은"),
        ("현대", "은", "현대는"),
        ("SK", "은", "SK는"),
        ("NAVER", "은", "NAVER은(는)"),
        ("삼성전자", "로", "삼성전자로"),
        ("LG에너지솔루션", "로", "LG에너지솔루션으로"),
        ("KB금융", "로", "KB금융으로"),
        ("삼성SDI", "로", "삼성SDI로"),
        ("01019166", "로", "01019166으로"),
        ("00444019", "로", "00444019로"),
    ],
)
def test_particles_follow_the_sound(word: str, particle: str, expected: str) -> None:
    assert with_particle(word, particle) == expected  # type: ignore[arg-type]


def test_a_company_listed_abroad_says_where_and_what_dart_has() -> None:
    for index in (companies(), full_list()):  # the bundled list has no unlisted rows; the table knows it
        coupang = not_listed(index, "쿠팡")
        assert coupang is not None and coupang.abroad is not None
        statement = coupang.statement
        assert statement.startswith("'쿠팡'은 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다.")
        assert "NYSE: CPNG" in statement and "고유번호 01019166" in statement and "감사보고서" in statement
    english = not_listed(full_list(), "Coupang")
    assert english is not None and english.abroad is not None


def test_a_dart_company_without_a_stock_code_is_not_listed_here() -> None:
    index = full_list()
    display = not_listed(index, "삼성디스플레이")
    assert display is not None and display.abroad is None and display.company is not None
    assert display.statement.startswith("'삼성디스플레이'는 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다.")
    assert "고유번호 00912006" in display.statement and "감사보고서" in display.statement
    english = not_listed(index, "Samsung Display")
    assert english is not None and "삼성디스플레이, 고유번호 00912006" in english.statement
    assert not_listed(index, "삼성") is None  # an unlisted 삼성 exists, but listed companies match
    assert not_listed(index, "삼성전자") is None
    assert not_listed(index, "가나다라") is None  # nothing at all: the ordinary "not found"
    assert not_listed(companies(), "삼성디스플레이") is None  # the listed-only list cannot tell
    samsung = read_name(index, "삼성")  # the unlisted exact 삼성 does not hide the listed group
    assert samsung is not None and samsung.company is not None and samsung.company.name == "삼성전자"
