"""Bolt reads ``SLACK_BOT_TOKEN`` from the environment even when it is given a client, then warns that
the token it found will be unused ("As you gave `client` as well, `token` will be unused.") — on every
start of ``dexter serve``, about the very token our client carries. ``AsyncApp`` treats any falsy
``token`` as "look in the environment", so the warning cannot be avoided by its arguments: this drops
exactly that one line from Bolt's framework logger (every other Bolt warning still shows)."""

from __future__ import annotations

import logging

from slack_bolt.logger.messages import warning_client_prioritized_and_token_skipped

_FRAMEWORK_LOGGER = "slack_bolt.AsyncApp"


class _EnvTokenWarning(logging.Filter):
    def __init__(self) -> None:
        super().__init__()
        self.text = warning_client_prioritized_and_token_skipped()

    def filter(self, record: logging.LogRecord) -> bool:
        return record.getMessage() != self.text


def drop_env_token_warning() -> None:
    """Install the filter once on Bolt's ``AsyncApp`` logger."""
    logger = logging.getLogger(_FRAMEWORK_LOGGER)
    if not any(isinstance(f, _EnvTokenWarning) for f in logger.filters):
        logger.addFilter(_EnvTokenWarning())
