"""What a new filing says, for its notice: ``DigestReader.read(filing)`` → a ``Digest`` or ``None``.

1. A 주요사항보고서 OpenDART serves as data (``events``): its DS005 row, never cached (a second decision
   the same day must be seen), plus the issued shares of the latest 사업보고서 for a buyback.
2. A filing whose document holds one standard table (``tables``): the document through the filings
   reader (``OpenDartClient.filing``), then the table's card.
3. Any other filing: ``summarize(filing, document)`` when the bots layer gave one (a model with a key,
   its answer validated there) — else the document's section headings.

No model call for 1 and 2. Best effort: a failed call or an unreadable document gives ``None`` (the
notice goes out without a digest) and one log line.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from core.errors import DataError
from core.finance.periods import ANNUAL
from core.logging import get_logger
from core.watch.digest import tables
from core.watch.digest.card import Digest
from core.watch.digest.events import BUYBACK, DISPOSAL, EventKind, event_card, event_kind
from core.watch.filings import Filing

if TYPE_CHECKING:
    from core.data.dart.client import OpenDartClient
    from core.data.dart.document import FilingDocument

log = get_logger(__name__)
Summarize = Callable[[Filing, "FilingDocument"], Awaitable[str | None]]
MAX_HEADINGS = 12


def table_kind(report_nm: str) -> str | None:
    """Which standard-table reader a report name calls for (``earnings``, ``dividend`` …)."""
    name = tables.key(report_nm)
    if "영업(잠정)실적" in name or "잠정)실적" in name:
        return "earnings"
    if "배당결정" in name:
        return "dividend"
    if "공급계약체결" in name:
        return "supply_contract"
    if "최대주주변경" in name and "수반" not in name:
        return "largest_holder_change"
    return None


class DigestReader:
    def __init__(self, dart: OpenDartClient, *, summarize: Summarize | None = None) -> None:
        self._dart = dart
        self._summarize = summarize

    async def read(self, filing: Filing) -> Digest | None:
        try:
            return await self._read(filing)
        except DataError as exc:
            log.warning("watch_digest_failed", rcept_no=filing.rcept_no, error=str(exc), code=exc.code)
            return None

    async def _read(self, filing: Filing) -> Digest | None:
        kind = event_kind(filing.report_nm)
        if kind is not None:
            card = await self._event(kind, filing)
            if card is not None:
                return card
        document = await self._dart.filing(filing.rcept_no)
        text = tables.document_text(
            [document.preface, *(c.full_text() for c in document.chapters)]
            + [a.preface for a in document.attachments]
        )
        match table_kind(filing.report_nm):
            case "earnings":
                card = tables.earnings(filing.report_nm, text, filing.rcept_no)
            case "dividend":
                card = tables.dividend(text, filing.rcept_no)
            case "supply_contract":
                card = tables.supply_contract(text, filing.rcept_no)
            case "largest_holder_change":
                card = tables.largest_holder_change(text, filing.rcept_no)
            case _:
                card = None
        if card is not None:
            return card
        if self._summarize is not None:
            summary = await self._summarize(filing, document)
            if summary:
                lines = tuple(line.strip() for line in summary.splitlines() if line.strip())
                return Digest(
                    filing.rcept_no, "summary", "🧾 공시 요약", lines, "공시 원문 (모델 요약, 수치 검증)"
                )
        return outline(filing.rcept_no, document)

    async def _event(self, kind: EventKind, filing: Filing) -> Digest | None:
        day = filing.rcept_no[:8]
        body = await self._dart.get_json_fresh(
            kind.endpoint, {"corp_code": filing.corp_code, "bgn_de": day, "end_de": day}
        )
        row: dict[str, Any] | None = next(
            (r for r in body.get("list") or [] if str(r.get("rcept_no", "")) == filing.rcept_no), None
        )
        if row is None:
            return None
        if kind in (BUYBACK, DISPOSAL):
            issued, basis = await self._issued_common(filing)
            return event_card(kind, row, issued=issued, issued_basis=basis)
        return event_card(kind, row)

    async def _issued_common(self, filing: Filing) -> tuple[float | None, str]:
        """Issued common shares (보통주 ``istc_totqy``) of the latest 사업보고서 filed before this one."""
        year = int(filing.rcept_no[:4])
        for bsns_year in (year - 1, year - 2):
            try:
                counts = await self._dart.share_counts(filing.corp_code, bsns_year, ANNUAL)
            except DataError:
                continue
            for row in counts.rows:
                if row.issued and (row.stock_kind or "").replace(" ", "") in ("보통주", "보통주식"):
                    return float(row.issued), f"{bsns_year} 사업보고서 기준"
        return None, ""


def outline(rcept_no: str, document: FilingDocument) -> Digest | None:
    """The document's section headings (its chapters and sections, attachments left out)."""
    titles = [
        f"{'  ' * (s.level - 1)}· {s.title}"
        for chapter in document.chapters
        for s in chapter.walk()
        if s.title and s.title != document.title
    ]
    if not titles:
        return None
    more = len(titles) - MAX_HEADINGS
    lines = titles[:MAX_HEADINGS] + ([f"… 외 {more}개 항목"] if more > 0 else [])
    return Digest(rcept_no, "outline", "🗂 공시 목차", tuple(lines), "공시 원문")
