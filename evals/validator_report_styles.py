"""Drafting the report corpus's answers, and its single-company answers written as prose.

A writer fills a ``Draft`` (text and ``Fig`` parts) for a company-year (or several, for comparisons)
from a ``Ctx`` and returns the question it answers. Every figure is one the tools hold or one derived
from two of their values (a margin, a growth rate, a difference, a share, a multiple); prose that
depends on a sign (증가/감소, 흑자/적자) is chosen from the values, so a right answer is right throughout.
The prose writers are in ``evals.validator_report_prose``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from evals.validator_report_figures import (
    Fig,
    Fmt,
    Metric,
    NoFigure,
    View,
    growth,
)

ALIASES = {"현대자동차": "현대차", "NAVER": "네이버", "SK하이닉스": "하이닉스"}
LOSSES = ("−", "-", "△", "적자 ", "마이너스 ", "(손실)")
MINUSES = ("−", "-", "△")
DISCLAIMERS = (
    "※ 본 답변은 공시 자료를 요약한 정보 제공용이며 투자 권유가 아닙니다.",
    "> ⚠️ 투자 판단의 최종 책임은 투자자 본인에게 있습니다. 최신 공시를 함께 확인하세요.",
    "_면책: 과거 실적은 미래 성과를 보장하지 않습니다._",
)


@dataclass
class Draft:
    """An answer as text and figures; ``render`` may write one figure differently (a mutation)."""

    parts: list[str | Fig] = field(default_factory=list)

    def add(self, template: str, words: dict[str, str | Fig]) -> None:
        for piece in re.split(r"(\{\w+\})", template):
            key = piece[1:-1] if piece.startswith("{") and piece.endswith("}") else ""
            if key in words:
                self.parts.append(words[key])
            elif piece:
                self.parts.append(piece)

    def figures(self) -> list[tuple[int, Fig]]:
        return [(i, part) for i, part in enumerate(self.parts) if isinstance(part, Fig)]

    def render(self, index: int = -1, text: str = "") -> str:
        out = []
        for i, part in enumerate(self.parts):
            out.append(text if i == index else part if isinstance(part, str) else part.text)
        return "".join(out).strip() + "\n"


@dataclass
class Ctx:
    """What a writer has: the views of its company-year(s), a seeded random source, and its draft."""

    views: tuple[View, ...]
    rng: random.Random
    draft: Draft = field(default_factory=Draft)
    names: tuple[str, ...] = ()
    loss: str = "−"
    minus: str = "−"

    def __post_init__(self) -> None:
        if not self.names:
            self.names = tuple(self._name(v.corp) for v in self.views)
        self.loss = self.rng.choice(LOSSES)
        self.minus = self.rng.choice(MINUSES)

    def _name(self, corp: str) -> str:
        return ALIASES[corp] if corp in ALIASES and self.rng.random() < 0.3 else corp

    @property
    def v(self) -> View:
        return self.views[0]

    @property
    def sep(self) -> View:
        return replace(self.v, basis="별도")

    @property
    def words(self) -> dict[str, str | Fig]:
        year = self.v.year
        return {"name": self.names[0], "year": str(year), "prev": str(year - 1), "link": self.v.books.link}

    def add(self, template: str, **figs: str | Fig) -> None:
        self.draft.add(template, {**self.words, **figs})

    def fig(self, metric: Metric, fmt: Fmt, *views: View) -> Fig:
        made = Fig(metric, views or (self.v,), fmt)
        made.metric(*made.views)  # raises NoFigure now rather than when rendered
        return made

    def amt(self, unit: str = "조", places: int = 2, **kw: Any) -> Fmt:
        return replace(Fmt(unit, places, loss=self.loss), **kw)

    def pc(self, places: int = 1, **kw: Any) -> Fmt:
        return replace(Fmt("%", places, loss=self.minus), **kw)

    def value(self, metric: Metric, view: View | None = None) -> float:
        return metric(view or self.v)

    def ok(self, metric: Metric, view: View | None = None) -> bool:
        try:
            self.value(metric, view)
        except NoFigure:
            return False
        return True

    def trend(self, account: str, fmt: Fmt, view: View | None = None) -> str | Fig:
        """A year-on-year cell: the growth rate, or 흑자전환/적자전환/적자지속 when a side is a loss."""
        view = view or self.v
        now, before = view[account], view.prev[account]
        if now > 0 and before > 0:
            return self.fig(growth(account), fmt, view)
        return turn(now, before)

    def up(self, metric: Metric, view: View | None = None) -> bool:
        return self.value(metric, view) >= 0

    def tail(self, sources: bool = True) -> None:
        """A sources section with the DART link and a disclaimer (most answers end so)."""
        if sources and self.rng.random() < 0.7:
            self.add(
                "\n**출처**\n- [DART {name} 사업보고서 (FY{year})]({link})\n- OpenDART 주요계정 (연결·별도)\n"
            )
        if self.rng.random() < 0.6:
            self.add("\n" + self.rng.choice(DISCLAIMERS) + "\n")


Writer = Callable[[Ctx], str]


def turn(now: float, before: float) -> str:
    """흑자전환, 적자전환 or 적자지속 (a change with a loss on one side has no growth rate)."""
    if now > 0:
        return "흑자전환"
    return "적자전환" if before > 0 else "적자지속"


def verb(up: bool, rise: str = "증가", fall: str = "감소") -> str:
    return rise if up else fall


# --- prose writers ----------------------------------------------------------------------------------
