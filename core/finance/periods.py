"""Report codes and which fiscal period is the latest one filed on a given KST date.

Deadlines (December year-end companies, the vast majority): the annual report (사업보고서) within 90
days, i.e. by the end of March; quarterly and half-year reports within 45 days of the quarter end
(May 15, Aug 14, Nov 14). A period counts as filed the day after its deadline.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date
from typing import Literal

ReportCode = Literal["11013", "11012", "11014", "11011"]

Q1: ReportCode = "11013"
HALF: ReportCode = "11012"
Q3: ReportCode = "11014"
ANNUAL: ReportCode = "11011"

REPORT_NAMES: dict[str, str] = {
    Q1: "1분기보고서",
    HALF: "반기보고서",
    Q3: "3분기보고서",
    ANNUAL: "사업보고서",
}
REPORT_OF_QUARTER: dict[int, ReportCode] = {1: Q1, 2: HALF, 3: Q3, 4: ANNUAL}


@dataclass(frozen=True, slots=True, order=True)
class FiscalPeriod:
    year: int
    quarter: int  # 1..4; 4 with the annual report

    @property
    def report_code(self) -> ReportCode:
        return REPORT_OF_QUARTER[self.quarter]

    @property
    def label(self) -> str:
        return f"FY{self.year}" if self.quarter == 4 else f"{self.year}년 {self.quarter}분기"

    def filing_deadline(self) -> date:
        if self.quarter == 4:
            return date(self.year + 1, 3, 31)
        return {1: date(self.year, 5, 15), 2: date(self.year, 8, 14), 3: date(self.year, 11, 14)}[
            self.quarter
        ]

    def is_filed(self, today: date) -> bool:
        """True once the filing deadline has passed (some companies file earlier)."""
        return today > self.filing_deadline()


def latest_filed(today: date) -> FiscalPeriod:
    """The most recent period whose report must be on file by ``today``."""
    year = today.year
    candidates = [
        FiscalPeriod(year, 3),
        FiscalPeriod(year, 2),
        FiscalPeriod(year, 1),
        FiscalPeriod(year - 1, 4),
        FiscalPeriod(year - 1, 3),
    ]
    return next(p for p in candidates if p.is_filed(today))


def latest_annual_year(today: date) -> int:
    """The latest fiscal year whose annual report must be on file by ``today``."""
    return today.year - 1 if FiscalPeriod(today.year - 1, 4).is_filed(today) else today.year - 2


def period_end(year: int, quarter: int) -> date:
    """The last day of a fiscal quarter (December year-end)."""
    month = quarter * 3
    return date(year, month, calendar.monthrange(year, month)[1])
