"""Which way a figure's own words turn it: a rise or fall ("14.3% 감소"), the sign of a level ("영업손실
23.5조원", "4,000억 원 적자"), a turn between profit and loss (적자전환, 흑자전환), and whether it states a
rate of change rather than a level (``context``).

A loss label right before a figure decides its sign whatever follows; otherwise the direction word right
after it, in its clause, does — not a word that belongs to another figure's label ("매출 32.77조원에
영업손실 7.73조원"), nor, after the figure closes its phrase as an object ("2,333억 원을 4분기 손실이
상쇄"), the sign of another subject's level; and a move after "…로" ("4%로 낮아졌다") is the level's move
to it, not its sign.
"""

from __future__ import annotations

import re

from core.finance.amounts import Figure
from core.verify.directions import LOSING, MOVES
from core.verify.periods import Periods
from core.verify.vocab import Mark

_DIRECTION_AFTER = 14
_DIRECTION_BEFORE = 8
#: between a label and its figure: "영업손실 7.73조원", "순손실: 9.14조원", "순손실(9.14조원)"
_LABEL_GAP = re.compile(r"[\s:은는이가(]*")
_TO_LEVEL = re.compile(r"\s*(?:으로|로)(?!서)")
_FROM_LEVEL = re.compile(r"\s*\)?\s*(?:에서|보다)")
#: a rate of change: the figure is a growth, not a ratio of two amounts
RATE = re.compile(
    r"증감률|증감율|증가율|증가률|감소율|감소률|성장률|성장율|변화율|변동률|상승률|하락률|YoY|yoy|[Yy]/[Yy]|QoQ|qoq|CAGR|cagr"
)
#: "적자 폭이 1.65조원 줄었다": a loss shrinking is the profit rising
_LOSS_SIZE = re.compile(r"(?:적자|손실)\s*(?:폭|규모)")
#: the size of a fall or a rise named before a figure in its clause: "감소액은", "감소폭이", "증가분은"
_MOVE_SIZE = re.compile(r"(?:(감소|하락|축소)|(?:증가|상승|확대))\s*(?:액|폭|분)(?:은|는|이|가|:)")
#: a figure set against a loss's size after it: "연결(7.7조)보다 적자폭 작음", "4,000억원 대비 손실 규모가"
_SIZES_COMPARED = re.compile(r"[)\s]*(?:보다|대비|에 비해)\s*(?:적자|손실)\s*(?:폭|규모)")
#: a loss as the sentence's subject: "2024년 적자는 …", "손실이 …"
_LOSS_SUBJECT = re.compile(r"(?<![가-힣])(?:적자|손실)(?:는|은|가|이)\s")
#: "적자 축소 폭", "손실 확대 규모": the size of a move of the loss, itself a move of the profit
_LOSS_MOVE = re.compile(r"(?:적자|손실)\s*(?:(축소|감소|개선)|(확대|증가|악화))\s*(?:폭|규모)")
#: the base of a turn between profit and loss: "전년 6.81조원 대비 적자전환"
_BASE_OF_TURN = re.compile(r"대비|보다|에 비해|에서")
#: "2,333억 원을 …": the figure closes its phrase as an object; a level's sign after it is another subject's
_OBJECT = re.compile(r"[\s*]*(?:을|를)(?![가-힣])")
#: "35.5%는 2021년보다도 높아요": the figure is the subject of a comparison, a level, not a rate of change
_SUBJECT = re.compile(r"[\s*]*(?:은|는|이|가)(?![가-힣])")
_SIGNS = frozenset({"loss", "profit", "to_loss", "to_profit"})


class Moves(Periods):
    """The direction-reading part of a sentence."""

    def _rate(self, figure: Figure) -> bool:
        """Whether the figure states a rate of change: a rate word in its clause, or a rise or fall
        right after it ("14.3% 감소", but not "8.6%로 낮아졌다")."""
        clause = self.clause_start(figure.start)
        end = next((b for b in self.breaks if b >= figure.end), len(self.text))
        if RATE.search(self.text, clause, end):
            return True
        if _TO_LEVEL.match(self.text, figure.end):
            return False  # "8.6%로 낮아졌다": it fell to 8.6%, not by it
        if _SUBJECT.match(self.text, figure.end):
            return False  # "이익률 35.5%는 2021년보다도 높아요": the level is higher
        after = self._direction_after(figure, self.visible(self.directions, figure))
        return after is not None and after.value in MOVES

    def _direction(self, figure: Figure) -> str | None:
        """A loss label right before the figure ("영업손실 23.5조원") decides its sign; else the direction
        word right after it (in its clause, not inside another figure's parenthesis), else right before.
        The size of a loss moves against the profit ("적자 폭이 1.65조원 줄었다": up)."""
        return self._directed(figure)[0]

    def turned(self, figure: Figure) -> bool:
        """Whether the figure's sign comes from a turn after it ("25.32조 원이었으므로 적자전환"): of an earlier
        year than the one the turn is in, it is the turn's base (``readings``)."""
        return self._directed(figure)[1]

    def _directed(self, figure: Figure) -> tuple[str | None, bool]:
        """The figure's direction, and whether a turn after it gave it."""
        clause = self.clause_start(figure.start)
        marks = self.visible(self.directions, figure)
        move = _LOSS_MOVE.search(self.text, clause, figure.start)
        if move is not None:
            return "up" if move.group(1) else "down", False
        sized = self._loss_sized(figure, clause, marks)
        if sized is not None:
            return sized, False
        size = list(_MOVE_SIZE.finditer(self.text, clause, figure.start))
        if size and not any(size[-1].end() <= m.start < figure.start for m in self.accounts):
            # "감소액은 삼성이 더 컸지만(8.3조 vs 5.6조)": the size of a fall, however the sizes compare
            return ("down" if size[-1].group(1) else "up"), False
        before = [
            m
            for m in marks
            if clause <= m.start and m.end <= figure.start and figure.start - m.end <= _DIRECTION_BEFORE
        ]
        if before and before[-1].value == "loss":
            return "loss", False
        if (
            before
            and before[-1].value == "profit"
            and _LABEL_GAP.fullmatch(self.text, before[-1].end, figure.start)
        ):
            return (
                "profit",
                False,
            )  # "흑자 1.64조 원에서 … 적자 1.82조 원": the word right before it is its sign
        if self._aside_of_loss(figure):
            return "loss", False
        after = self._direction_after(figure, marks)
        if (
            after is not None
            and after.value in _SIGNS
            and _OBJECT.match(self.text, figure.end)
            and not self.text.startswith(LOSING, after.start)
        ):
            # "순이익 2,333억 원을 4분기 손실이 상쇄": the loss is the next subject's — but the object of a verb
            # of losing is the loss ("약 236원을 잃은 셈")
            after = None
        if after is not None:
            if after.value in ("to_loss", "to_profit"):
                if _BASE_OF_TURN.search(self.text, figure.end, after.start):
                    return None, False  # the base of the turn keeps the sign it is written with
                return ("profit" if after.value == "to_profit" else "loss"), True
            if after.value in MOVES and _TO_LEVEL.match(self.text, figure.end):
                return (
                    None,
                    False,
                )  # "15% → 11% → 4%로 낮아졌어요": the level moved to it; its sign is its own
            return after.value, False
        return before[-1].value if before and before[-1].value in MOVES else None, False

    def _loss_sized(self, figure: Figure, clause: int, marks: list[Mark]) -> str | None:
        """The direction of a figure that sizes a loss ("적자 폭이 1.65조원 줄었다": up; "손실 규모는 1.8조원에서":
        the loss), or of an amount a loss that is the sentence's subject moved by ("2024년 적자는 2023년의 9%
        수준으로, 1년 새 1조 6,548억 원 줄었어요": the loss shrank, so the profit rose)."""
        shrinking = {"up": "down", "down": "up", "better": "up", "worse": "down"}
        if _LOSS_SIZE.search(self.text, clause, figure.start):
            if _TO_LEVEL.match(self.text, figure.end) or _FROM_LEVEL.match(self.text, figure.end):
                return "loss"  # "손실 규모는 1.8조원에서 1,619억원으로": sizes of the loss
            moved = self._direction_after(figure, [m for m in marks if m.value in MOVES])
            return "loss" if moved is None else shrinking[moved.value]
        if figure.unit == "won" and _SIZES_COMPARED.match(self.text, figure.end):
            return "loss"  # "연결(7.7조)보다 적자폭 작음": the loss it is set against
        if figure.unit == "won" and self._of_the_loss(figure):
            moved = self._direction_after(figure, [m for m in marks if m.value in ("up", "down")])
            if moved is not None:
                return shrinking[moved.value]
        return None

    def _of_the_loss(self, figure: Figure) -> bool:
        """Whether the sentence's subject before the figure is a loss ("적자는", "손실이"), with no account
        named between them."""
        subjects = list(_LOSS_SUBJECT.finditer(self.text, 0, figure.start))
        return bool(subjects) and not any(subjects[-1].end() <= m.start < figure.start for m in self.accounts)

    def _aside_of_loss(self, figure: Figure) -> bool:
        """ "당기순손실: 2024년 1,619억 원 (2023년 1조 8,167억 원)": a figure alone in a parenthesis right after a
        loss, with no word of its own but a period, is the size of the same loss in another period."""
        own = self.own(figure)
        if own is None:
            return False
        a, b = own
        alone = [f for f in self.figures if a <= f.start < b] == [figure]
        tagged = [f for f in self.figures if f.end <= a and not self.text[f.end : a].strip()]
        words = any(a <= m.start < b for m in [*self.accounts, *self.directions])
        return alone and bool(tagged) and not words and self._direction(tagged[-1]) == "loss"

    def _moved_after(self, figure: Figure) -> bool:
        if _TO_LEVEL.match(self.text, figure.end):
            return False
        after = self._direction_after(figure, self.visible(self.directions, figure))
        return after is not None and after.value in ("up", "down")

    def _direction_after(self, figure: Figure, marks: list[Mark]) -> Mark | None:
        """The first direction word after the figure, before the next figure or clause break; another
        figure's parenthesis in between is passed over ("200원(−0.4%) 내렸습니다"), and a word inside it after
        its own figure is that figure's ("53.50조원 (−9.79조, 적자 영향)": the loss is why it fell)."""
        own = self.own(figure)
        foreign = [(a, b) for a, b in self.figure_asides if (a, b) != own]
        skipped = 0
        for a, b in sorted(foreign):
            if a >= figure.end and a - figure.end - skipped <= _DIRECTION_AFTER:
                skipped += b - a
        limit = figure.end + _DIRECTION_AFTER + skipped
        if own is not None:
            limit = min(limit, own[1])
        outside = [
            i
            for i in [f.start for f in self.figures] + self.breaks
            if not any(a <= i < b for a, b in foreign)
        ]
        limit = min([limit, *(i for i in outside if i >= figure.end)])
        return next(
            (
                m
                for m in marks
                if figure.end <= m.start < limit
                and not any(a <= f.start and f.end <= m.start < b for a, b in foreign for f in self.figures)
                and not self._labels_next(m)
                and not self._other_label(m, figure)
                and not self._other_subject(m, figure)
            ),
            None,
        )

    def _other_label(self, mark: Mark, figure: Figure) -> bool:
        """Whether a direction word after the figure is part of another account's label than the one the
        figure's clause names before it: the 손실 of "영업외 수익이 약 29.1조 원 규모로 영업손실을 메웠다"."""
        label = next((a for a in self.accounts if a.start <= mark.start and mark.end <= a.end), None)
        clause = self.clause_start(figure.start)
        own = [a for a in self.accounts if clause <= a.start and a.end <= figure.start]
        return label is not None and bool(own) and own[-1].value != label.value

    def _other_subject(self, mark: Mark, figure: Figure) -> bool:
        """Whether a direction word after the figure is said of another account, the subject of its own clause
        between them: "OPM: 19.3% → 18.8% (매출이 더 빨리 늘어 마진은 소폭 하락)" — 매출 rose, the margin fell."""
        subjects = [
            a
            for a in self.accounts
            if figure.end <= a.start and a.end <= mark.start and _SUBJECT.match(self.text, a.end)
        ]
        clause = self.clause_start(figure.start)
        own = [a for a in self.accounts if clause <= a.start and a.end <= figure.start]
        return bool(subjects) and bool(own) and subjects[-1].value != own[-1].value

    def _labels_next(self, mark: Mark) -> bool:
        """Whether a direction word is part of the label of the figure right after it: the 손실 of
        "매출 32.77조원에 영업손실 7.73조원" is 7.73조원's sign, not 32.77조원's."""
        label = next((a for a in self.accounts if a.start <= mark.start and mark.end <= a.end), None)
        if label is None and mark.value in ("loss", "profit"):
            # "흑자 1.64조 원에서 2023년 적자 1.82조 원까지": 적자 is the sign of the figure after it (not of one in
            # its parenthesis: "1조 8천억 원대 적자(−1조 8,167억 원)")
            return any(
                0 <= f.start - mark.end <= 3 and not self.text[mark.end : f.start].strip()
                for f in self.figures
            )
        if label is None:
            return False
        return any(
            0 <= f.start - label.end <= 3 and _LABEL_GAP.fullmatch(self.text, label.end, f.start)
            for f in self.figures
        )
