"""Emphasis that survives Korean particles: ``**2.5%**로`` does not close in CommonMark (a closing
``**`` after punctuation and before a letter is not right-flanking). Shared by the platform renderers."""

from __future__ import annotations

import re
import unicodedata

ZWSP = "\u200b"


def fix_hangul_emphasis(markdown: str) -> str:
    """Make ``**…**``/``*…*`` pairs that touch Hangul render as emphasis (see the module docstring).

    ``**2.5%**로`` → ``**2.5%\u200b**로`` and ``로**(주)**`` → ``로**\u200b(주)**``. Only ``*`` pairs
    whose inner edge is punctuation (or a code span) and whose outer neighbour is a letter change.
    Fenced code and code spans are left alone; ``_`` pairs too (``_`` never works intraword, and
    rewriting it would break identifiers like ``my_var``). Idempotent; works line by line.
    """
    out: list[str] = []
    fence = ""
    for line in markdown.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        opener = re.match(r" {0,3}(`{3,}|~{3,})", line)
        if fence:
            closes = opener and opener.group(1)[0] == fence[0] and len(opener.group(1)) >= len(fence)
            fence = "" if closes and not line.strip().strip(fence[0]) else fence
            out.append(line)
        elif opener:
            fence = opener.group(1)
            out.append(line)
        else:
            out.append(_fix_line(line))
    return "\n".join(out)


# ── emphasis fix ─────────────────────────────────────────────────────────────────────────────────

_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`).*?(?<!`)\1(?!`)")
_STARS = re.compile(r"(?<![\\*])(\*{1,3})(?=[^\s*])(.+?)(?<=[^\s*\\])\1(?!\*)")
_MASK_OPEN, _MASK_CLOSE = "\ue000", "\ue001"  # a masked code span counts as punctuation (it is a backtick)


def _fix_line(line: str) -> str:
    spans: list[str] = []

    def mask(match: re.Match[str]) -> str:
        spans.append(match.group(0))
        return f"{_MASK_OPEN}{len(spans) - 1}{_MASK_CLOSE}"

    masked = _CODE_SPAN.sub(mask, line)
    masked = _STARS.sub(_pad_stars, masked)
    return re.sub(f"{_MASK_OPEN}(\\d+){_MASK_CLOSE}", lambda m: spans[int(m.group(1))], masked)


def _pad_stars(match: re.Match[str]) -> str:
    marks, inner = match.group(1), match.group(2)
    before, after = _around(match)
    if _is_punct(inner[0]) and _is_wordy(before):
        inner = ZWSP + inner
    if _is_punct(inner[-1]) and _is_wordy(after):
        inner += ZWSP
    return f"{marks}{inner}{marks}"


def _around(match: re.Match[str]) -> tuple[str, str]:
    text, start, end = match.string, match.start(), match.end()
    return text[start - 1 : start], text[end : end + 1]


def _is_punct(char: str) -> bool:
    return char in (_MASK_OPEN, _MASK_CLOSE) or unicodedata.category(char)[0] in "PS"


def _is_wordy(char: str) -> bool:
    return bool(char) and not char.isspace() and not _is_punct(char)


# ── parsing ──────────────────────────────────────────────────────────────────────────────────────
