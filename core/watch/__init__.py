"""The watchlist: watched companies per conversation, a poller for their new OpenDART filings."""

from core.watch.book import Watch, WatchBook
from core.watch.filings import Filing, Notice, kind_tag
from core.watch.lease import Leader, Lease, SqliteLease, StoreLease
from core.watch.poller import PollReport, WatchPoller, list_filings

__all__ = [
    "Filing",
    "Leader",
    "Lease",
    "Notice",
    "PollReport",
    "SqliteLease",
    "StoreLease",
    "Watch",
    "WatchBook",
    "WatchPoller",
    "kind_tag",
    "list_filings",
]
