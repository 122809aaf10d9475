"""Answers with tables as Telegram rich messages (Bot API 10.1 ``sendRichMessage``, HTML).

An answer that holds a Markdown table is rendered once more, as one rich message: real tables
(``<table bordered striped>``, ``<th>``/``<td align>``), headings and emphasis in bold/italic, lists as
bullet lines, and a long source list (more than ``SOURCES_OPEN`` lines under 출처/참고) folded into
``<details>``. Raw HTML in the answer is escaped (markdown-it with ``html`` off), so a model cannot
inject tags. ``RichChunk`` keeps the plain chunks too: the port sends them when the method is refused
(an older Bot API, a client that shows rich messages as blank bubbles) — the answer is never lost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from markdown_it import MarkdownIt

from bots.telegram.render import TelegramChunk

MAX_CHARS = 32_768  # Telegram's limit for a rich message
MAX_COLUMNS = 20
SOURCES_OPEN = 3  # a source list longer than this is folded
_SOURCES = re.compile(r"^[ \t]*(?:#+[ \t]*)?(?:\*\*)?[ \t]*(출처|참고|자료)", re.MULTILINE)
_MD = MarkdownIt("commonmark", {"html": False, "linkify": False}).enable("table")
_REPLACE = (
    (re.compile(r"<table>"), "<table bordered striped>"),
    (re.compile(r"</?(?:thead|tbody)>\n?"), ""),
    (re.compile(r' style="text-align:(left|center|right)"'), r' align="\1"'),
    (re.compile(r"<h[1-6]>"), "<b>"),
    (re.compile(r"</h[1-6]>"), "</b>\n"),
    (re.compile(r"<(/?)strong>"), r"<\1b>"),
    (re.compile(r"<(/?)em>"), r"<\1i>"),
    (re.compile(r"<(/?)del>"), r"<\1s>"),
    (re.compile(r"</?p>"), ""),
    (re.compile(r"</?[uo]l>\n?"), ""),
    (re.compile(r"<li>"), "• "),
    (re.compile(r"</li>"), ""),
    (re.compile(r"<hr />\n?"), ""),
    (re.compile(r"<br />"), "\n"),
    (re.compile(r"<pre><code[^>]*>"), "<pre>"),
    (re.compile(r"</code></pre>"), "</pre>"),
    (re.compile(r"<img [^>]*>"), ""),
)
_TABLE_LINE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class RichChunk:
    """The whole answer as one rich message, and the plain chunks to send if it is refused."""

    html: str
    fallback: tuple[TelegramChunk, ...]


def has_table(markdown: str) -> bool:
    return _TABLE_LINE.search(markdown) is not None


def rich_html(markdown: str) -> str | None:
    """The answer as rich-message HTML, or ``None`` when it has no table or exceeds the limits."""
    if not has_table(markdown):
        return None
    body, sources = _split_sources(markdown)
    html = _html(body)
    if sources:
        lines = [line for line in sources.splitlines()[1:] if line.strip()]
        if len(lines) > SOURCES_OPEN:
            title = re.sub(r"<[^>]+>", "", _html(sources.splitlines()[0])).strip(" :\n") or "출처"
            folded = _html("\n".join(lines))
            html += f"\n<details><summary>{title} ({len(lines)}건)</summary>\n{folded}</details>"
        else:
            html += "\n" + _html(sources)
    if len(html) > MAX_CHARS or max(row.count("<t") for row in html.split("<tr>")) > MAX_COLUMNS + 1:
        return None
    return html.strip()


def _html(markdown: str) -> str:
    html = _MD.render(markdown)
    for pattern, replacement in _REPLACE:
        html = pattern.sub(replacement, html)
    return re.sub(r"\n{3,}", "\n\n", html)


def _split_sources(markdown: str) -> tuple[str, str]:
    """The answer before its trailing source list, and that list (heading or 출처 line first)."""
    found = list(_SOURCES.finditer(markdown))
    if not found:
        return markdown, ""
    start = found[-1].start()
    tail = markdown[start:]
    if has_table(tail):
        return markdown, ""
    return markdown[:start], tail
