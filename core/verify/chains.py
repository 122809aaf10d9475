"""Which figure of a sentence starts a change to which: "18.4% → 6.0%", "28.9%에서 −23.6%로" — a chain of
arrows (or "A에서 B로") between two figures of one unit and one account, not a consequence ("영업이익 6.57조원
→ 이익률 2.5%"), a conclusion about a company ("… vs 현대차 13.23조원 → 하이닉스가 6.57조원 더 많음"), a
part ("1,183억 원 → 이 중 상반기분은 703억 원") or a step down the income statement ("세전이익 23.9조 →
순익 19.8조")."""

from __future__ import annotations

import re

from core.finance.amounts import Figure
from core.verify.marks import Marks, company_in, last_mark_before

#: "18.4% → 6.0%", "28.9%에서 −23.6%로": a figure that is the start of the change to the next one
_ARROW = re.compile(r"\s*(?:→|->|⇒)")
#: "6.81조원 흑자에서 7.73조원 적자로": a word of the figure's sign may stand before 에서 and before 로
_FROM = re.compile(r"\s*(?:흑자|적자|이익|손실)?\s*에서\s*(?:(?:19|20)[0-9]{2}년\s*)?$")
_TO = re.compile(r"\s*(?:(?:흑자|적자|이익|손실)\s*)?(?:으로|로)")
#: a figure said to be a gap or a multiple: "→ 12조 3,948억 차이", "→ 2.3배"
_GAP_AFTER = re.compile(r"[*\s]*(?:차이|격차|차액|배(?![가-힣]))")
#: the same said before it: "NAVER 10.7조 원 vs 카카오 7.9조 원 → 차이 2조 8,660억 원"
_GAP_BEFORE = re.compile(r"\s*(?:→|->|⇒)[*\s:]*(?:차이|격차|차액)")
_PART = re.compile(r"[이그]\s?(?:중|가운데)(?![가-힣])")


class Chains(Marks):
    """The change-reading part of a sentence: which figure leads to which."""

    @property
    def chained(self) -> bool:
        """Whether some figure of the sentence starts a change to the next ("134%p에서 74%p로")."""
        return any(self._started(f) is not None for f in self.figures)

    def started(self, figure: Figure) -> Figure | None:
        return self._started(figure)

    def _started(self, figure: Figure) -> Figure | None:
        """The figure this one is the start of ("18.4% → 6.0%", "28.9%에서 −23.6%로"), if any."""
        later = [f for f in self.figures if f.start >= figure.end]
        if not later:
            return None
        nxt = later[0]
        if nxt.unit != figure.unit:
            return None  # "영업이익 6.57조원 → 이익률 2.5%", "OP KRW 6.6tn → margin 2.5%": a consequence, not a change
        between = self.text[figure.end : nxt.start]
        if _PART.search(between):
            return None  # "1,183억 원 → 이 중 상반기분은 703억 원": a part of it, not a change
        if company_in(between, self.companies) is not None:
            # "하이닉스 19.80조원 vs 현대차 13.23조원 → 하이닉스가 6.57조원 더 많음": the arrow leads to what
            # follows for a company, a conclusion, not the same figure's change over time
            return None
        if _ARROW.match(between) and (_GAP_AFTER.match(self.text, nxt.end) or _GAP_BEFORE.match(between)):
            return None  # "NAVER 38조 1,679억 / 카카오 25조 7,730억 → 12조 3,948억 차이": the arrow leads to their gap
        if _ARROW.match(between) or (_FROM.match(between) and _TO.match(self.text, nxt.end)):
            return None if self._other_account(figure, nxt) else nxt
        return None

    def leads_account(self, figure: Figure) -> bool:
        """ "세전이익 23.9조 → 순익 19.8조": the figure leads an arrow to another account — a level of its own
        account, whatever change the sentence speaks of after it."""
        later = [f for f in self.figures if f.start >= figure.end]
        return (
            bool(later)
            and _ARROW.match(self.text, figure.end) is not None
            and self._other_account(figure, later[0])
        )

    def _other_account(self, figure: Figure, nxt: Figure) -> bool:
        """ "세전이익 23.9조 → 순익 19.8조": the arrow leads to another account named after it, a step down the
        income statement, not a change in time."""
        after = [m.value for m in self.accounts if figure.end <= m.start and m.end <= nxt.start]
        before = last_mark_before(self.accounts, figure.start)
        return bool(after) and before is not None and before.value not in after
