"""Keyless chat questions, fifth set, tuning half (#22 item 4): written apart from the quick reader and
every other question file."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case

TUNE5: tuple[Case, ...] = ()
