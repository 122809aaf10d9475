"""Telegram front end (python-telegram-bot v22): adapter, port, renderer and the serve integration.

PTB reports flood waits as ``int`` seconds with a deprecation warning unless ``PTB_TIMEDELTA`` opts in
to ``timedelta`` (its next major version's behaviour); we opt in once, here, before any request.
"""

import os

os.environ.setdefault("PTB_TIMEDELTA", "true")
