"""The watchlist in the bots: ``watch``/``unwatch``/``watchlist`` commands, filing notices with a 요약
button, and the poller's lifecycle in ``dexter serve`` (the poller itself is ``core.watch``)."""

from bots.watch.commands import WatchCommands, is_watch_command
from bots.watch.service import WatchService, watching

__all__ = ["WatchCommands", "WatchService", "is_watch_command", "watching"]
