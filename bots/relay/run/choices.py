"""Buttons under an answer that read a group name ("삼성" → 삼성전자): one tap asks the same question
again for another company, as a new run in the same conversation.

After a run's answer is posted, ``Choices.offer`` reads the question with the company-name policy
(``core.data.companies.mentions``, the same reading the answer's note comes from). When a name was read
as a group's dominant company, as an exact name beside larger group members, or as a tie, it posts
the other companies as buttons through ``ChoicePort.post_choices`` (a port without it shows none; the
note in the answer names them anyway).

A button carries only ``<run_id>:<stock code>`` (about 30 bytes, well within Telegram's 64-byte
``callback_data``): no user text, nothing secret. The question is found again by run id — in memory,
or in the run journal after a restart. ``Choices.reask`` turns a tap into the new ``Inbound``: same
platform, conversation and reply target, the tapper as its user, the question with the name replaced,
and one dedup key per (run, company), so a double tap asks once.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from bots.button_texts import ButtonTexts, button_texts
from bots.relay.ports import Inbound, ReplyTarget
from bots.texts import CHOICE_GONE
from core.data.companies.english import english_name
from core.data.companies.mentions import Mention, mentions, with_english_names
from core.data.companies.resolver import Company, CompanyIndex
from core.lang import Language, run_language
from core.logging import get_logger

if TYPE_CHECKING:
    from bots.relay.cluster.journal import RunJournal

log = get_logger(__name__)

MAX_CHOICES = 8
REMEMBERED_RUNS = 2_000


@dataclass(frozen=True, slots=True)
class Choice:
    """One button: the company's name as its label, ``<run_id>:<stock code>`` as its value."""

    label: str
    value: str


@runtime_checkable
class ChoicePort(Protocol):
    """Optional: a port that can show buttons (Slack block actions, Telegram inline keyboard)."""

    async def post_choices(
        self, target: ReplyTarget, prompt: str, choices: Sequence[Choice], *, run_id: str
    ) -> None:
        """Post ``prompt`` with one button per choice in the conversation of ``target``."""
        ...


def _options(mention: Mention) -> tuple[Company, ...]:
    reading = mention.reading
    return () if reading is None else reading.alternatives


def _name(company: Company, lang: Language) -> str:
    """How a button or a prompt names a company: in English in an English run (``SK hynix``)."""
    return (english_name(company) or company.name) if lang == "en" else company.name


def _prompt(named: Sequence[Mention], lang: Language) -> str:
    words: ButtonTexts = button_texts(lang)
    lines = []
    for mention in named:
        reading = mention.reading
        if reading is None or not reading.alternatives:
            continue
        if reading.company is None:
            lines.append(words.choice_which.format(typed=reading.typed))
        else:
            lines.append(words.choice_other.format(typed=reading.typed, company=_name(reading.company, lang)))
    return "\n".join(lines)


class Choices:
    """Offers the alternatives of a question's company names as buttons, and turns taps into runs."""

    def __init__(
        self, index: CompanyIndex, journal: RunJournal, *, lang: str = "ko", remembered: int = REMEMBERED_RUNS
    ) -> None:
        self._index = index
        self._journal = journal
        self._lang = lang  # ``DEXTER_LANG``: with the question, the language of its run and buttons
        self._asked: OrderedDict[str, Inbound] = OrderedDict()  # run id → its question
        self._remembered = remembered

    async def offer(self, run_id: str, inbound: Inbound, port: object) -> None:
        """After the answer: post the buttons if the question read a group name and the port can show
        them. Never raises: the answer is out already, buttons are a convenience."""
        if not isinstance(port, ChoicePort):
            return
        try:
            lang = self.language(inbound.text)
            named = [m for m in self._mentions(inbound.text, lang) if _options(m)]
            choices = [
                Choice(_name(company, lang), f"{run_id}:{company.stock_code}")
                for mention in named
                for company in _options(mention)
            ][:MAX_CHOICES]
            if not choices:
                return
            self._asked[run_id] = inbound
            while len(self._asked) > self._remembered:
                self._asked.popitem(last=False)
            await port.post_choices(inbound.reply_to, _prompt(named, lang), choices, run_id=run_id)
        except Exception:
            log.exception("relay_choices_failed", run_id=run_id)

    async def reask(
        self, value: str, *, platform: str, channel: str, user_id: str, reply_message: str | None = None
    ) -> Inbound | str:
        """The new question a tap on ``value`` asks, or the reason it cannot be asked (in the original
        question's language; Korean when that question is gone). In English the company's English name
        takes the typed one's place, so the new question is English too.

        Args:
            value: The button's value, ``<run_id>:<stock code>``.
            platform: Where the tap happened; with ``channel`` it must match the original question's.
            channel: The tapped message's channel (Slack) or chat (Telegram).
            user_id: Who tapped: the new run's user.
            reply_message: The message the new run replies to, when not the original question (Telegram
                replies under the tapped buttons).
        """
        run_id, _, code = value.rpartition(":")
        original = await self._original(run_id)
        if original is None:
            return CHOICE_GONE
        lang = self.language(original.text)
        if original.platform != platform or original.reply_to.channel != channel:
            return button_texts(lang).elsewhere
        for mention in self._mentions(original.text, lang):
            company = next((c for c in _options(mention) if c.stock_code == code), None)
            if company is not None:
                text = original.text
                asked = (
                    text[: mention.start] + _name(company, lang) + text[mention.end :]
                    if lang == "en"
                    else mention.replaced(text, company)
                )
                return Inbound(
                    original.platform,
                    original.conversation,
                    user_id,
                    asked,
                    dataclasses.replace(
                        original.reply_to, message=reply_message or original.reply_to.message
                    ),
                    dedup_keys=(f"alt:{run_id}:{code}",),
                )
        return CHOICE_GONE

    def language(self, question: str) -> Language:
        """The language of a question's run, so of its buttons and of what they say back."""
        return run_language(self._lang, question)

    def _mentions(self, question: str, lang: Language) -> list[Mention]:
        """The companies a question names; in English "SK hynix" is SK하이닉스, not the group SK."""
        named = mentions(self._index, question)
        return with_english_names(self._index, question, named) if lang == "en" else named

    async def _original(self, run_id: str) -> Inbound | None:
        if not run_id:
            return None
        inbound = self._asked.get(run_id)
        if inbound is None:
            record = await self._journal.get(run_id)
            inbound = record.inbound if record is not None else None
        return inbound
