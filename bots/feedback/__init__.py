"""👍/👎 on answers: the votes and notes (``votes``), their table (``book``) and the 👎 runs as eval cases
(``cases``). Platform-neutral: ``bots.slack.feedback`` and ``bots.telegram.feedback`` draw the buttons
and the "무엇이 틀렸나요?" prompt."""

from bots.feedback.book import Entry, FeedbackBook, Vote
from bots.feedback.votes import Feedback, Verdict, button_value, parse_button

__all__ = [
    "Entry",
    "Feedback",
    "FeedbackBook",
    "Verdict",
    "Vote",
    "button_value",
    "parse_button",
]
