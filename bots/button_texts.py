"""What the buttons under an answer say — the company choices (``bots.relay.run.choices``) and 👍/👎
(``bots.feedback``, ``bots.slack.feedback``, ``bots.telegram.feedback``) — and the ⏹ on a run's progress
message, in the answer's language.

The Korean texts are ``bots.texts``' own; this module gives them an English twin and picks by language:
the language of the run the button belongs to (its question's, or ``DEXTER_LANG``: ``core.lang``). A
button whose run cannot be found answers in Korean, the default.
"""

from __future__ import annotations

from dataclasses import dataclass

from bots.texts import (
    ALREADY_ASKED,
    ASKING_AGAIN,
    BUTTON_ELSEWHERE,
    CHOICE_OTHER,
    CHOICE_WHICH,
    FEEDBACK_CLOSE,
    FEEDBACK_DOWN_LABEL,
    FEEDBACK_GONE,
    FEEDBACK_SUBMIT,
    FEEDBACK_TITLE,
    FEEDBACK_UP_LABEL,
    NO_VOTE,
    NOTE_HINT,
    NOTE_PLACEHOLDER,
    NOTE_PROMPT,
    NOTE_PROMPT_TO,
    NOTE_SAVED,
    SOMEONE,
    STOP_BUTTON,
    THANKS_DOWN,
    THANKS_UP,
)
from core.lang import Language


@dataclass(frozen=True, slots=True)
class ButtonTexts:
    """The company-choice prompt, the feedback buttons, modal, prompt and replies, and the progress
    message's ⏹, in one language."""

    elsewhere: str
    already_asked: str
    asking_again: str  # {question}
    choice_which: str  # {typed}
    choice_other: str  # {typed} {company}
    up_label: str
    down_label: str
    feedback_title: str  # Slack: at most 24 characters (a modal's title, submit and close)
    feedback_submit: str
    feedback_close: str
    note_prompt: str
    note_hint: str
    note_placeholder: str
    note_prompt_to: str  # {name} {prompt} {hint}
    someone: str
    thanks_up: str
    thanks_down: str
    note_saved: str
    feedback_gone: str
    no_vote: str
    stop: str  # the ⏹ on a running run's progress message (Slack and Telegram)


BUTTONS_KO = ButtonTexts(
    elsewhere=BUTTON_ELSEWHERE,
    already_asked=ALREADY_ASKED,
    asking_again=ASKING_AGAIN,
    choice_which=CHOICE_WHICH,
    choice_other=CHOICE_OTHER,
    up_label=FEEDBACK_UP_LABEL,
    down_label=FEEDBACK_DOWN_LABEL,
    feedback_title=FEEDBACK_TITLE,
    feedback_submit=FEEDBACK_SUBMIT,
    feedback_close=FEEDBACK_CLOSE,
    note_prompt=NOTE_PROMPT,
    note_hint=NOTE_HINT,
    note_placeholder=NOTE_PLACEHOLDER,
    note_prompt_to=NOTE_PROMPT_TO,
    someone=SOMEONE,
    thanks_up=THANKS_UP,
    thanks_down=THANKS_DOWN,
    note_saved=NOTE_SAVED,
    feedback_gone=FEEDBACK_GONE,
    no_vote=NO_VOTE,
    stop=STOP_BUTTON,
)
BUTTONS_EN = ButtonTexts(
    elsewhere="This button belongs to another conversation.",
    already_asked="Already asked again for that company.",
    asking_again="Asking again: {question}",
    choice_which="‘{typed}’ — which company? Tap one to ask again for it.",
    choice_other="‘{typed}’ — ask again for another company (instead of {company})",
    up_label="Helpful",
    down_label="Something is wrong",
    feedback_title="Answer feedback",
    feedback_submit="Send",
    feedback_close="Close",
    note_prompt="What was wrong?",
    note_hint="Write the wrong figure or what is missing. It is used to fix the answer.",
    note_placeholder="A wrong figure or what is missing",
    note_prompt_to="{name} — {prompt}\n{hint}",
    someone="Hi",
    thanks_up="👍 Thank you. Your feedback is recorded.",
    thanks_down="👎 Recorded. Tell us what was wrong and it will be used to fix the answer.",
    note_saved="Your feedback is recorded. Thank you.",
    feedback_gone="This answer could not be found (it is old or its record was deleted).",
    no_vote="Please tap 👎 first.",
    stop="⏹ Stop",
)


def button_texts(lang: Language) -> ButtonTexts:
    """The buttons' texts for an answer in ``lang`` (Korean unless English)."""
    return BUTTONS_EN if lang == "en" else BUTTONS_KO
