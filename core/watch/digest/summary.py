"""A short model summary of a filing that has no card (``DigestReader``'s ``summarize``), validated like
any answer: every figure it states must be in the filing's text (``core.verify.check_answer``, against
the filing's text). A summary that fails the check is dropped (the digest then
falls back to the section headings); the model never sees or writes anything but the filing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from core.logging import get_logger
from core.model import Model, ModelRequest, UserMessage, complete
from core.verify import check_answer
from core.watch.filings import Filing

if TYPE_CHECKING:
    from core.data.dart.document import FilingDocument

log = get_logger(__name__)
_UNIT_IN_LABEL = re.compile(r"\((원|주|%|백만원|억원|천원)\)")
_BARE = re.compile(r"^-?\d[\d,]*(?:\.\d+)?$")
MAX_CHARS = 6_000
SYSTEM = (
    "당신은 한국 상장사 공시를 읽고 핵심만 전하는 애널리스트입니다. 주어진 공시 원문만 근거로 "
    "무엇을 결정·보고했는지 한국어 두세 문장으로 요약하세요. 수치는 원문에 있는 것만 원문의 단위로 쓰고, "
    "추측·평가·투자 권유는 하지 마세요. 머리말이나 목록 없이 문장만 쓰세요."
)


def filing_text(document: FilingDocument, max_chars: int = MAX_CHARS) -> str:
    """The document's text, a table row's bare numbers given the unit its label names (``(원)`` …) so
    the checker reads them as what they are."""
    parts = [document.preface, *(chapter.full_text() for chapter in document.chapters)]
    text = "\n".join(p for p in parts if p)[:max_chars]
    return "\n".join(_with_unit(line) for line in text.splitlines())


def _with_unit(line: str) -> str:
    if " | " not in line:
        return line
    cells = line.split(" | ")
    unit = ""
    for i, cell in enumerate(cells):
        found = _UNIT_IN_LABEL.search(cell)
        if found:
            unit = found.group(1)
        elif unit and _BARE.match(cell.strip()):
            cells[i] = f"{cell.strip()}{unit}"
    return " | ".join(cells)


async def summarize(model: Model, filing: Filing, document: FilingDocument) -> str | None:
    """Two or three sentences on the filing, or ``None`` when the model's figures are not the filing's."""
    text = filing_text(document)
    if not text.strip():
        return None
    query = f"{filing.corp_name} {filing.report_nm} 공시 요약"
    request = ModelRequest(
        system=SYSTEM,
        messages=(UserMessage(f"{query}\n\n[공시 원문]\n{text}"),),
        max_tokens=400,
        purpose="digest",
    )
    answer = (await complete(model, request)).text.strip()
    if not answer:
        return None
    verdict = check_answer(answer, [f"{filing.corp_name} {filing.report_nm}\n{text}"], query)
    if not verdict.ok:
        log.warning(
            "watch_digest_summary_rejected", rcept_no=filing.rcept_no, unsupported=len(verdict.unsupported)
        )
        return None
    return answer
