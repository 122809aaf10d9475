"""Footnotes: a mark right after a figure ("7.87조원*", "2.60조원**", "382억원¹") that a note line of
the answer defines ("\\* 연결 기준", "** 별도 기준", "¹ 별도") gives the figure what the note says — the
mark is the figure's own word, nearer than anything its sentence says. A run of stars that opens or
closes an emphasis ("**7.87조원**") is no mark, and a line that only starts with a star (a bullet) is
a note only when some figure carries its mark.
"""

from __future__ import annotations

import re

from core.finance.amounts import Figure
from core.verify.marks import figures_of
from core.verify.vocab import basis_marks

_STARS = re.compile(r"(?:\\?\*)+")
_OTHER_MARK = re.compile(r"[†‡]{1,3}|[¹²³⁴⁵⁶⁷⁸⁹]")
_NOTE = re.compile(r"^\s*((?:\\?\*){1,3}|[†‡]{1,3}|[¹²³⁴⁵⁶⁷⁸⁹])\s*[:.)]?\s+(\S.*)$")


def _plain(mark: str) -> str:
    return mark.replace("\\", "")


def notes(text: str) -> dict[str, str]:
    """The notes ``text`` defines for marks some figure of it carries: mark → what the note says."""
    defined: dict[str, str] = {}
    for line in text.split("\n"):
        found = _NOTE.match(line)
        if found is not None and not figures_of(found.group(2)):
            defined.setdefault(_plain(found.group(1)), found.group(2).strip())
    if not defined:
        return {}
    used = {mark for line in text.split("\n") for mark in _marks(line, figures_of(line), defined).values()}
    return {mark: note for mark, note in defined.items() if mark in used}


def is_note(line: str, defined: dict[str, str]) -> bool:
    found = _NOTE.match(line)
    return found is not None and _plain(found.group(1)) in defined


def without_notes(text: str, defined: dict[str, str]) -> str:
    """The text without its note lines (a note speaks only for the figures marked with it)."""
    if not defined:
        return text
    return "\n".join(line for line in text.split("\n") if not is_note(line, defined))


def noted_bases(text: str, figures: list[Figure], defined: dict[str, str]) -> dict[int, str]:
    """figure start → the basis the note of the figure's mark names (when it names exactly one)."""
    out: dict[int, str] = {}
    for start, mark in _marks(text, figures, defined).items():
        bases = {m.value for m in basis_marks(defined[mark])}
        if len(bases) == 1:
            out[start] = bases.pop()
    return out


def _marks(text: str, figures: list[Figure], defined: dict[str, str]) -> dict[int, str]:
    """figure start → the defined mark right after the figure, read left to right so that a run of stars
    closing an emphasis opened before it is not taken for a mark."""
    if not defined or not figures:
        return {}
    after_figure = {f.end: f for f in figures}
    out: dict[int, str] = {}
    opened: set[int] = set()  # the sizes of star runs that opened an emphasis
    for run in _STARS.finditer(text):
        mark = _plain(run.group())
        before = text[run.start() - 1] if run.start() else " "
        after = text[run.end()] if run.end() < len(text) else " "
        figure = after_figure.get(run.start())
        if len(mark) in opened and not before.isspace():
            opened.discard(len(mark))  # closes "**7.87조원**"
        elif figure is not None and mark in defined:
            out[figure.start] = mark
        elif not after.isspace():
            opened.add(len(mark))
    for figure in figures:
        other = _OTHER_MARK.match(text, figure.end)
        if other is not None and other.group() in defined:
            out[figure.start] = other.group()
    return out
