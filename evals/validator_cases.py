"""Answers for the validator eval, written from the recorded OpenDART rows — right ones and wrong ones.

For each company-year the figures are read raw (``evals.derive_figures``, which never imports the
product's finance code) and written into answers the way Korean analysts write them: prose with 조 and
억, compound amounts (258조 9,355억원), rounded ones (약 259조원), bullet lists, markdown tables with
years as columns, a table with ``(단위: 억원)`` and bare numbers, growth with 증가/감소, %p changes,
losses as 영업손실 or 적자. Each wrong answer carries exactly one mistake of a kind that costs trust:
a unit slip (억↔조), a sign flip, a figure of the wrong year, 연결↔별도 swapped, an invented ratio, an
invented amount.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from evals.dataset_spec import KeyAccount
from evals.derive_figures import MissingData, key_account

COMPANY_YEARS: tuple[tuple[str, int], ...] = tuple(
    (corp, year)
    for corp in ("삼성전자", "SK하이닉스", "현대자동차", "카카오", "NAVER")
    for year in (2023, 2024)
)


@dataclass(frozen=True, slots=True)
class Figures:
    corp: str
    year: int
    revenue: float
    revenue_prior: float
    operating: float
    operating_prior: float
    net: float
    assets: float
    liabilities: float
    equity: float
    revenue_separate: float

    @property
    def margin(self) -> float:
        return self.operating / self.revenue * 100

    @property
    def margin_prior(self) -> float:
        return self.operating_prior / self.revenue_prior * 100

    @property
    def growth(self) -> float:
        return (self.revenue - self.revenue_prior) / abs(self.revenue_prior) * 100

    @property
    def debt_ratio(self) -> float:
        return self.liabilities / self.equity * 100


@dataclass(frozen=True, slots=True)
class Case:
    id: str
    corp: str
    year: int
    answer: str
    #: "" for a correct answer, else the kind of mistake it carries
    mistake: str = ""
    #: the wrong figure as written (a correct answer: "")
    wrong: str = ""


def figures(corp: str, year: int) -> Figures:
    def amount(account: str, fs: str = "CFS", col: str = "thstrm") -> float:
        return key_account(KeyAccount(corp, year, account, fs, col=col)).value  # type: ignore[arg-type]

    return Figures(
        corp,
        year,
        revenue=amount("매출액"),
        revenue_prior=amount("매출액", col="frmtrm"),
        operating=amount("영업이익"),
        operating_prior=amount("영업이익", col="frmtrm"),
        net=amount("당기순이익(손실)"),
        assets=amount("자산총계"),
        liabilities=amount("부채총계"),
        equity=amount("자본총계"),
        revenue_separate=amount("매출액", fs="OFS"),
    )


# --- ways of writing an amount --------------------------------------------------------------------------


def jo(value: float) -> str:
    """258.94조원 · 6,567억원 (under 1조)."""
    size = abs(value)
    return f"{size / 1e12:,.2f}조원" if size >= 1e12 else f"{size / 1e8:,.0f}억원"


def compound(value: float) -> str:
    """258조 9,355억원."""
    eok = round(abs(value) / 1e8)
    trillions, rest = divmod(eok, 10_000)
    if not trillions:
        return f"{rest:,}억원"
    return f"{trillions}조 {rest:,}억원" if rest else f"{trillions}조원"


def about(value: float) -> str:
    """약 259조원 · 약 6,567억원."""
    size = abs(value)
    return f"약 {size / 1e12:,.0f}조원" if size >= 1e13 else f"약 {size / 1e8:,.0f}억원"


def eok(value: float) -> str:
    """2,589,355억원."""
    return f"{abs(value) / 1e8:,.0f}억원"


def _short(value: float) -> str:
    """6.6조 · 4,609억 (no 원)."""
    size = abs(value)
    return f"{size / 1e12:.1f}조" if size >= 1e12 else f"{size / 1e8:,.0f}억"


def signed(value: float, write: Callable[[float], str] = jo) -> str:
    return f"−{write(value)}" if value < 0 else write(value)


def change_words(value: float) -> str:
    return "증가" if value >= 0 else "감소"


# --- right answers ----------------------------------------------------------------------------------------


def _operating_phrase(f: Figures, write: Callable[[float], str]) -> str:
    if f.operating < 0:
        return f"영업손실 {write(f.operating)}을 기록했습니다"
    return f"영업이익은 {write(f.operating)}입니다"


def right_answers(f: Figures) -> Iterator[tuple[str, str]]:
    y = f.year
    yield (
        "prose",
        f"## {f.corp} {y}년 실적\n\n{f.corp}의 {y}년 연결 기준 매출액은 {jo(f.revenue)}으로 전년"
        f"({jo(f.revenue_prior)}) 대비 {abs(f.growth):.1f}% {change_words(f.growth)}했습니다. "
        f"{_operating_phrase(f, jo)}. 영업이익률은 {f.margin:.1f}%입니다.\n\n"
        f"출처: DART {f.corp} 사업보고서 FY{y} (연결)",
    )
    yield (
        "bullets",
        f"**{f.corp} FY{y} 요약 (연결)**\n\n- 매출: {compound(f.revenue)}\n"
        f"- 영업이익: {signed(f.operating, compound)} (영업이익률 {f.margin:.2f}%)\n"
        f"- 당기순이익: {signed(f.net)}\n- 부채비율: {f.debt_ratio:.1f}%",
    )
    yield (
        "table",
        f"{f.corp}의 매출과 영업이익 추이입니다 (연결).\n\n| 구분 | {y - 1}년 | {y}년 |\n|---|---:|---:|\n"
        f"| 매출액 | {jo(f.revenue_prior)} | {jo(f.revenue)} |\n"
        f"| 영업이익 | {signed(f.operating_prior)} | {signed(f.operating)} |\n"
        f"| 영업이익률 | {f.margin_prior:.1f}% | {f.margin:.1f}% |\n\n"
        f"영업이익률은 {abs(f.margin - f.margin_prior):.1f}%p "
        f"{'상승' if f.margin >= f.margin_prior else '하락'}했습니다.",
    )
    yield (
        "rounded",
        f"{y}년 {f.corp}는 {about(f.revenue)}의 매출을 올렸고, 별도 기준 매출은 {jo(f.revenue_separate)}입니다. "
        f"자산총계 {jo(f.assets)} 가운데 부채는 {eok(f.liabilities)}, 자본은 {jo(f.equity)}로 "
        f"부채비율은 {f.debt_ratio:.1f}%입니다.",
    )
    unit_table = (
        f"(단위: 억원)\n\n| 항목 | {y}년 |\n|---|---:|\n| 매출액 | {f.revenue / 1e8:,.0f} |\n"
        f"| 영업이익 | {f.operating / 1e8:,.0f} |\n| 자본총계 | {f.equity / 1e8:,.0f} |"
    )
    yield "unit_table", f"{f.corp} {y}년 연결 주요 수치입니다.\n\n{unit_table}"
    diff = f.operating - f.operating_prior
    times = f.operating / f.operating_prior if f.operating_prior else 0.0
    multiple = f" 전년의 {times:.1f}배 수준입니다." if times > 1 else ""
    yield (
        "changes",
        f"### 변화\n\n- 매출 YoY {f.growth:+.1f}% (전년 {compound(f.revenue_prior)} → {compound(f.revenue)})\n"
        f"- 영업이익은 전년 대비 {jo(abs(diff))} {'늘었습니다' if diff >= 0 else '줄었습니다'}.{multiple}\n"
        f"- OPM {f.margin_prior:.1f}% → {f.margin:.1f}% ({f.margin - f.margin_prior:+.1f}%p)",
    )
    yield (
        "compact",
        f"{f.corp}({y}, 연결): 매출 {f.revenue / 1e12:.1f}조, 영업이익 {signed(f.operating, _short)}, "
        f"순이익 {signed(f.net, _short)}, 자기자본 {f.equity / 1e12:.1f}조. 부채비율 {f.debt_ratio:.0f}%, "
        f"ROE(기말 자본 기준) {f.net / f.equity * 100:.1f}%.",
    )


# --- wrong answers: one mistake each ------------------------------------------------------------------------


def wrong_answers(f: Figures) -> Iterator[tuple[str, str, str]]:
    y = f.year
    slipped = f"{abs(f.revenue) / 1e12:,.2f}억원"  # 조 digits written as 억
    yield (
        "unit_slip",
        slipped,
        f"{f.corp}의 {y}년 연결 매출액은 {slipped}입니다. 영업이익률은 {f.margin:.1f}%입니다.",
    )
    tiny = f"{abs(f.operating) / 1e8:,.0f}조원"  # 억 digits written as 조
    yield "unit_slip", tiny, f"{f.corp}의 {y}년 매출액은 {jo(f.revenue)}, 영업이익은 {tiny}입니다."
    if f.operating < 0:
        flipped = jo(f.operating)
        sentence = f"{f.corp}의 {y}년 연결 영업이익은 {flipped}으로 흑자를 냈습니다."
    else:
        flipped = f"−{jo(f.operating)}"
        sentence = f"{f.corp}의 {y}년 연결 영업이익은 {flipped}입니다."
    yield "sign_flip", flipped, f"{sentence} 매출액은 {jo(f.revenue)}입니다."
    growth = f"{abs(f.growth):.1f}%"
    opposite = "감소" if f.growth >= 0 else "증가"
    yield "sign_flip", growth, f"{y}년 매출액은 {jo(f.revenue)}으로 전년 대비 {growth} {opposite}했습니다."
    prior = jo(f.revenue_prior)
    yield (
        "wrong_year",
        prior,
        f"{f.corp}의 {y}년 연결 매출액은 {prior}입니다. 영업이익률은 {f.margin:.1f}%입니다.",
    )
    consolidated = jo(f.revenue)
    yield "basis_swap", consolidated, f"{f.corp}의 {y}년 별도 기준 매출액은 {consolidated}입니다."
    separate = jo(f.revenue_separate)
    yield "basis_swap", separate, f"| 구분 | {y}년 (연결) |\n|---|---:|\n| 매출액 | {separate} |"
    invented = f"{f.margin + 7.3:.1f}%"
    yield "invented_ratio", invented, f"{f.corp}의 {y}년 영업이익률은 {invented}로 업계 평균을 웃돌았습니다."
    roe = f"{abs(f.net / f.equity * 100) + 4.6:.1f}%"
    yield "invented_ratio", roe, f"{f.corp}의 {y}년 ROE는 {roe}입니다. 부채비율은 {f.debt_ratio:.1f}%입니다."
    prior_op = signed(f.operating_prior)
    yield "wrong_year", prior_op, f"{y}년 {f.corp}의 영업이익은 {prior_op}, 매출액은 {jo(f.revenue)}입니다."
    made_up = jo(f.revenue * 1.087)
    yield "invented_amount", made_up, f"{f.corp}는 {y}년 연결 매출액 {made_up}을 기록했습니다."


def cases() -> list[Case]:
    out: list[Case] = []
    for corp, year in COMPANY_YEARS:
        try:
            f = figures(corp, year)
        except MissingData:
            continue
        for style, answer in right_answers(f):
            out.append(Case(f"{corp}-{year}-ok-{style}", corp, year, answer))
        for index, (kind, wrong, answer) in enumerate(wrong_answers(f)):
            out.append(Case(f"{corp}-{year}-{kind}-{index}", corp, year, answer, kind, wrong))
    return out
