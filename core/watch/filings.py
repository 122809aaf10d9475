"""A filing as the watchlist shows it: one ``list.json`` row, its kind tag, its notice and its question.

``list.json`` rows carry no ``pblntf_ty`` (only the request can filter by it), so the kind is read from
the report name and the ``rm`` flags: 정기 (사업·반기·분기보고서) · 주요사항 (주요사항보고서) · 발행
(증권신고서, 투자설명서, 증권발행실적보고서 …) · 지분 (대량보유, 임원·주요주주 소유, 최대주주 변동,
공개매수) · 감사 (감사보고서) · 거래소 (``rm`` 유/코/넥: the exchange's disclosures) · 공정위 (``rm`` 공) ·
기타. A ``[기재정정]``-style prefix adds 정정.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core.data.dart.client import viewer_url

if TYPE_CHECKING:
    from core.watch.digest.card import Digest

_PREFIX = re.compile(r"^\s*\[([^\]]+)\]\s*")
#: (tag, words in the report name), first match wins; order matters (주요사항보고서 before 발행 words).
_KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("정기", ("사업보고서", "반기보고서", "분기보고서")),
    ("주요사항", ("주요사항보고서",)),
    (
        "지분",
        (
            "대량보유상황보고서",
            "특정증권등소유상황보고서",
            "소유주식변동신고서",
            "공개매수",
            "소유상황보고서",
        ),
    ),
    ("발행", ("증권신고서", "투자설명서", "증권발행실적보고서", "일괄신고", "소액공모", "발행조건확정")),
    ("감사", ("감사보고서", "감사전재무제표")),
)
_EXCHANGE_FLAGS = frozenset("유코넥")


@dataclass(frozen=True, slots=True)
class Filing:
    """One disclosure: the fields of a ``list.json`` row the notice and the summary question use."""

    rcept_no: str
    corp_code: str
    corp_name: str
    stock_code: str
    report_nm: str
    flr_nm: str
    rcept_dt: str  # YYYYMMDD
    rm: str = ""

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> Filing:
        return cls(
            rcept_no=str(row.get("rcept_no", "")).strip(),
            corp_code=str(row.get("corp_code", "")).strip(),
            corp_name=str(row.get("corp_name", "")).strip(),
            stock_code=str(row.get("stock_code", "")).strip(),
            report_nm=" ".join(str(row.get("report_nm", "")).split()),
            flr_nm=str(row.get("flr_nm", "")).strip(),
            rcept_dt=str(row.get("rcept_dt", "")).strip(),
            rm=str(row.get("rm", "")).strip(),
        )

    @property
    def url(self) -> str:
        """The DART viewer link (never an API URL)."""
        return viewer_url(self.rcept_no)

    @property
    def date(self) -> str:
        """``2026-03-14`` from ``20260314`` (as given when it is not eight digits)."""
        d = self.rcept_dt
        return f"{d[:4]}-{d[4:6]}-{d[6:]}" if len(d) == 8 and d.isdigit() else d

    @property
    def kind(self) -> str:
        return kind_tag(self.report_nm, self.rm)

    def question(self) -> str:
        """What the 요약 button asks the agent."""
        return f"{self.corp_name} {self.report_nm} (접수번호 {self.rcept_no}) 공시 내용을 요약해줘"


def kind_tag(report_nm: str, rm: str = "") -> str:
    """The kind tag of a report (see the module docstring), e.g. ``정기``, ``주요사항·정정``."""
    name = report_nm.replace(" ", "")
    corrected = False
    while (prefix := _PREFIX.match(name)) is not None:
        corrected = corrected or "정정" in prefix.group(1)
        name = name[prefix.end() :]
    tag = next((kind for kind, words in _KINDS if any(word in name for word in words)), "")
    if not tag:
        if _EXCHANGE_FLAGS & set(rm):
            tag = "거래소"
        elif "공" in rm:
            tag = "공정위"
        else:
            tag = "기타"
    return f"{tag}·정정" if corrected else tag


@dataclass(frozen=True, slots=True)
class Notice:
    """ "Post this filing to that conversation": what the poller hands the bots layer's sink.

    ``platform`` and ``conversation`` are the bots layer's own values, stored with the watch and given
    back untouched (core never reads them). ``digest``: what the filing says (``core.watch.digest``),
    posted in the notice's thread; ``None`` when nothing could be read.
    """

    platform: str
    conversation: str
    filing: Filing
    watch_name: str = ""
    digest: Digest | None = None

    def lines(self) -> list[str]:
        """The notice as plain lines (platforms add their own emphasis and the button)."""
        f = self.filing
        return [
            f"📢 [{f.kind}] {f.corp_name} — {f.report_nm}",
            f"제출인 {f.flr_nm} · 접수 {f.date} · 접수번호 {f.rcept_no}",
            f.url,
        ]
