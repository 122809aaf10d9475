"""Why the quick reader gave up: the stage that returned ``None``, as a short stable code, for whoever asks.

``parse_question`` (and the steps around it in ``bots.direct``) call ``deferred("stage")`` where they give up. Nothing
is recorded unless someone listens (``listening()``, as ``evals.quick_why`` does): one ``ContextVar.get`` per
deferral, no allocation, no import beyond ``contextvars``. The last stage recorded is the one that counted (a
question may be read more than once: the sentence that asks, then the question itself).

Stages (stable codes; ``evals.quick_why`` counts them):
    ``empty`` nothing left once tidied; ``long`` over the length a quick question has; ``rumoured`` a figure said of
    another period; ``unknown_word`` a word the lexicon does not hold (the words are kept); ``placed`` a figure
    whose period must be named with it; ``judgement`` 분석, 왜, 전망 …; ``unanswered`` a figure filings do not give;
    ``no_metric`` no figure asked; ``beyond`` more than one reading gives (``core.quick.beyond``); ``one_sided``
    each side its own figure; ``refusal`` a plain refusal (not a deferral); ``leftovers`` a name not resolved;
    ``no_company``; ``too_many`` more than five companies; ``period`` no period read; ``holders`` two holders'
    stakes not read; ``year_against_year`` two periods set against each other not read; ``based_on_first`` both
    companies said as the base; ``moved`` a change asked that the figures cannot give; ``summed`` a sum not read;
    ``query`` the query's kind not read (``core.quick.query_kind``); ``one_row``/``direction``/``share_class`` the
    last narrowing steps; ``the_ask`` no single sentence asks (``core.quick.context_asks``); ``format`` a form asked
    that fits no figure (``core.quick.asked_format``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TypeVar

__all__ = ["Why", "begun", "deferred", "listening"]


@dataclass(slots=True)
class Why:
    """What the listened-to reading recorded: the last stage that gave up and, for ``unknown_word``, the words."""

    stage: str | None = None
    words: tuple[str, ...] = ()
    stages: list[str] = field(default_factory=list)


_T = TypeVar("_T")
_WHY: ContextVar[Why | None] = ContextVar("quick_why", default=None)


def deferred(stage: str, words: tuple[str, ...] = (), *, of: type[_T] | None = None) -> _T | None:
    """Record that the reading gave up at ``stage`` (when someone listens) and return ``None``, the reader's answer
    wherever it gives up (``return deferred("beyond")``); ``of`` only lets the type checker see ``None`` of any
    optional return."""
    why = _WHY.get()
    if why is not None:
        why.stage, why.words = stage, words
        why.stages.append(stage)
    return None


def begun() -> None:
    """A reading starts: what an earlier reading of the same question recorded no longer counts."""
    why = _WHY.get()
    if why is not None:
        why.stage, why.words = None, ()


@contextmanager
def listening() -> Iterator[Why]:
    """Record, within the block, the stage each reading gave up at (the last one counts)."""
    why = Why()
    token = _WHY.set(why)
    try:
        yield why
    finally:
        _WHY.reset(token)
