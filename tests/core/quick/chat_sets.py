"""Every chat-style question set in the order it was written, for the check each later set makes: none of its
questions repeats (spaces aside) a question of a set written before it."""

from __future__ import annotations

from tests.core.quick.chat2_report import REPORT
from tests.core.quick.chat2_tune import TUNE
from tests.core.quick.chat3_tune import TUNE3
from tests.core.quick.chat4_report import REPORT4
from tests.core.quick.chat4_tune import TUNE4
from tests.core.quick.chat5_report import REPORT5
from tests.core.quick.chat5_tune import TUNE5
from tests.core.quick.chat6_report import REPORT6
from tests.core.quick.chat6_tune import TUNE6
from tests.core.quick.chat7_tune import TUNE7
from tests.core.quick.chat8_tune import TUNE8
from tests.core.quick.chat9_tune import TUNE9
from tests.core.quick.chat10_report import REPORT10
from tests.core.quick.chat10_tune import TUNE10
from tests.core.quick.chat11_report import REPORT11
from tests.core.quick.chat11_tune import TUNE11
from tests.core.quick.chat12_report import REPORT12
from tests.core.quick.chat12_tune import TUNE12
from tests.core.quick.chat13_tune import TUNE13
from tests.core.quick.chat_questions import Case
from tests.core.quick.chat_questions_amounts import AMOUNTS
from tests.core.quick.chat_questions_more import OTHER, QUARTERS, UNANSWERABLE
from tests.core.quick.chat_questions_ratios import RATIOS
from tests.core.quick.test_chat2_questions import _normal

#: (set, half) → its cases; the halves of one set were written at the same time, apart from each other
SETS: tuple[tuple[str, str, tuple[Case, ...]], ...] = (
    ("chat", "all", AMOUNTS + RATIOS + QUARTERS + OTHER + UNANSWERABLE),
    ("chat2", "tune", TUNE),
    ("chat2", "report", REPORT),
    ("chat3", "tune", TUNE3),
    ("chat4", "tune", TUNE4),
    ("chat4", "report", REPORT4),
    ("chat5", "tune", TUNE5),
    ("chat5", "report", REPORT5),
    ("chat6", "tune", TUNE6),
    ("chat6", "report", REPORT6),
    ("chat7", "tune", TUNE7),
    ("chat8", "tune", TUNE8),
    ("chat9", "tune", TUNE9),
    ("chat10", "tune", TUNE10),
    ("chat10", "report", REPORT10),
    ("chat11", "tune", TUNE11),
    ("chat11", "report", REPORT11),
    ("chat12", "tune", TUNE12),
    ("chat12", "report", REPORT12),
    ("chat13", "tune", TUNE13),
)


def questions_before(name: str) -> set[str]:
    """The questions, spaces aside, of every set written before the set ``name`` (not of its own halves)."""
    earlier: set[str] = set()
    for set_name, _half, cases in SETS:
        if set_name == name:
            return earlier
        earlier |= {_normal(case.question) for case in cases}
    raise ValueError(f"no chat set {name!r}")
