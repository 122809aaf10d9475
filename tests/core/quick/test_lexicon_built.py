"""``core.quick.lexicon`` builds a literal term the first time a question has its first character: the
terms tried at each character are those building every term at once gave, in the same order (ties break
as before), and importing the lexicon builds none (speed is measured by ``evals.bench_startup``)."""

from __future__ import annotations

import json
import subprocess
import sys

from core.quick import lexicon
from core.quick.lexicon import Term


def test_the_terms_tried_at_a_character_are_those_of_every_term_built_at_once() -> None:
    every = [spec if isinstance(spec, Term) else lexicon._literal(spec) for spec in lexicon._SPECS]
    assert len(every) > 2_000
    for ch, ids in lexicon._FIRST_AT.items():
        assert lexicon._starting(ch) == tuple(every[i] for i in sorted(ids + lexicon._ALWAYS)), ch
        assert all(term.first == ch for term in lexicon._starting(ch) if term.first is not None)
    everywhere = tuple(every[i] for i in lexicon._ALWAYS)
    assert everywhere and all(term.first is None for term in everywhere)
    assert lexicon._starting("\x00") == everywhere  # a character no term starts with


PROBE = """
import json
from core.quick import lexicon
built = sorted(lexicon._BY_FIRST)
hits, _ = lexicon.scan("삼성전자 2023년 영업이익률은?")
print(json.dumps([built, sorted(lexicon._BY_FIRST), [h.value for h in hits if h.tag == "metric"]]))
"""


def test_importing_the_lexicon_builds_no_literal_term() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60, check=True
    )
    at_import, after_scan, metrics = json.loads(done.stdout)
    assert at_import == []
    assert set(after_scan) <= set("삼성전자 2023년 영업이익률은?".lower()) and "영" in after_scan
    assert metrics  # 영업이익률 read
