"""Scheduled briefings: ``brief 08:30`` in a conversation → every KRX trading day at that KST time one
message about its watchlist (``compose``), sent once across replicas and restarts (``scheduler``,
``book``), on trading days only (``calendar``)."""

from core.brief.book import BriefBook, Schedule
from core.brief.calendar import latest_slot, next_slot, parse_at
from core.brief.compose import Market, compose
from core.brief.scheduler import BriefScheduler

__all__ = [
    "BriefBook",
    "BriefScheduler",
    "Market",
    "Schedule",
    "compose",
    "latest_slot",
    "next_slot",
    "parse_at",
]
