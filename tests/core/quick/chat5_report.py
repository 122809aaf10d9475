"""Keyless chat questions, fifth set, held-out report half (#22 item 4): written apart from the quick
reader, every other question file and the tuning half. Nobody tunes the reader on this half."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case

REPORT5: tuple[Case, ...] = ()
