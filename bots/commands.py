"""THE command table: every chat command, declared once, and what is generated from it.

A ``Command`` has a name (``/dexter <name>`` on Slack and Telegram, ``/<name>`` on Telegram), aliases
(Korean ones included: ``/dexter 도움말``), what it takes after its name, a Korean help line, who may run
it and its handler. From ``COMMANDS`` come Slack's ``/dexter`` dispatch and Telegram's command handlers
(``find``), both help texts and the App Home's list (``help_text``, ``slack_lines``) and Telegram's
``setMyCommands`` menus (``menu``). Adding a command is one entry here plus its handler; a command a
service answers (the watchlist; a daily brief) is an entry with ``delegated("<service>")``, and the
service puts its hook in the adapters' ``services`` when it is wired.

A handler is platform-neutral: it gets a ``Call`` and returns the reply as Korean text in the
``bots.texts`` convention, which the adapter renders (Slack escapes, Telegram drops the code marks) —
or ``None`` when the words were not a command after all, and the adapter asks them as a question. An
entry whose handler is ``None`` is answered by each platform itself, because its reply is not text (a
chart is an upload on Slack, a photo reply on Telegram): every adapter must have a handler for it.
Anything that is not a command (``/dexter 005930``, ``/dexter 삼성전자 영업이익률``) is a question.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, TypeAlias

from bots.help_texts import help_texts
from bots.relay import status_text, usage_text
from bots.texts import ADMINS_ONLY, NOT_YOURS, NOTHING_RUNNING, STOPPED, VERSION
from bots.version import build, package_version
from core.lang import Language

if TYPE_CHECKING:
    from bots.relay import ConversationKey, Relay

Who = Literal["anyone", "admins"]
Platform = Literal["slack", "telegram"]
#: A service's answer to its commands (``watch 삼성전자`` → the reply; None: a question after all). A
#: service wires itself into an adapter's ``services`` under its name (``bots.watch`` as ``watch``).
ServiceHook: TypeAlias = "Callable[[ConversationKey, str], Awaitable[str | None]]"


@dataclass(frozen=True, slots=True)
class Call:
    """One command as typed: which one, the words after its name, who asked where."""

    command: Command
    args: str
    platform: str
    conversation: ConversationKey
    user: str
    admin: bool
    relay: Relay
    started_at: float
    services: Mapping[str, ServiceHook] = field(default_factory=dict)
    #: the language of the help and other texts with no question to read (``core.lang.locale_language``)
    lang: Language = "ko"


Handler = Callable[[Call], Awaitable[str | None]]


@dataclass(frozen=True, slots=True)
class English:
    """A command's help line and arguments as an English help shows them."""

    help: str
    args: str = ""


@dataclass(frozen=True, slots=True)
class Command:
    name: str  # lowercase Latin: Telegram's menus take [a-z0-9_] only
    help: str  # the Korean help line
    handler: Handler | None  # None: each platform answers it itself (the reply is not text)
    aliases: tuple[str, ...] = ()  # other words for it; the Latin ones are Telegram commands too
    args: str = ""  # what follows the name ("<종목>"); a command without args is its words alone
    who: Who = "anyone"
    english: English | None = None  # the English help (every command of the table has one)

    @property
    def words(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)

    def usage(self, platform: str, lang: Language = "ko") -> str:
        """How to type it: ``/dexter chart <종목>`` on Slack, ``/chart <종목>`` on Telegram."""
        prefix = "/dexter " if platform == "slack" else "/"
        english = self.english.args if lang == "en" and self.english is not None else ""
        args = english or self.args  # "<HH:MM|off|now>" reads the same in either language
        return f"{prefix}{self.name} {args}".rstrip()

    def help_line(self, lang: Language) -> str:
        return self.english.help if lang == "en" and self.english is not None else self.help


# --- the handlers ------------------------------------------------------------------------------------


async def _help(call: Call) -> str:
    return help_text(call.platform, call.lang)


async def _stop(call: Call) -> str:
    """Cancel the conversation's run: the asker's own, or anyone's for an admin."""
    relay, key = call.relay, call.conversation
    owner = await relay.run_owner(key)
    if owner is not None and owner != call.user and not call.admin:
        return NOT_YOURS
    cancelled = owner is not None and await relay.cancel(key, by=call.user)
    return STOPPED if cancelled else NOTHING_RUNNING


async def _usage(call: Call) -> str:
    return await usage_text(call.relay, call.platform, call.user)


async def _status(call: Call) -> str:
    return status_text(call.relay, started_at=call.started_at)


async def _version(call: Call) -> str:
    return VERSION.format(version=package_version(), build=build())


def delegated(service: str) -> Handler:
    """The handler of a command a service answers (``watch`` → ``bots.watch``): it gets the command as
    typed (``watch 삼성전자``); an adapter without that service asks the words as a question."""

    async def handler(call: Call) -> str | None:
        hook = call.services.get(service)
        if hook is None:
            return None
        return await hook(call.conversation, f"{call.command.name} {call.args}".rstrip())

    return handler


COMMANDS: tuple[Command, ...] = (
    Command(
        "chart",
        "주가 차트 (기본 1y) · 끝에 실적을 붙이면 5년 실적 차트",
        None,
        aliases=("차트", "그래프"),
        args="<종목> [1m|3m|1y|5y|실적]",
        english=English(
            "Price chart (1y by default) · add earnings for five years of results",
            "<company> [1m|3m|1y|5y|earnings]",
        ),
    ),
    Command(
        "watch",
        "새 공시가 올라오면 이 대화에 알림",
        delegated("watch"),
        args="<종목>",
        english=English("Post a company's new filings in this chat", "<company>"),
    ),
    Command(
        "unwatch",
        "공시 알림 끄기",
        delegated("watch"),
        args="<종목>",
        english=English("Stop a company's filing alerts", "<company>"),
    ),
    Command(
        "watchlist", "공시 알림 받는 회사", delegated("watch"), english=English("Companies watched here")
    ),
    Command(
        "brief",
        "매 거래일 정한 시각(KST)에 관심 종목 브리핑 · off 끄기 · now 지금",
        delegated("brief"),
        args="<HH:MM|off|now>",
        english=English("A brief on your companies every trading day at a set time (KST) · off · now"),
    ),
    Command(
        "stop",
        "진행 중인 질문 취소 (⏹ 버튼도 됩니다)",
        _stop,
        aliases=("중지", "취소"),
        english=English("Cancel the question in progress (or tap ⏹)"),
    ),
    Command("usage", "오늘 내 사용량", _usage, aliases=("사용량",), english=English("Your usage today")),
    Command(
        "status", "봇 상태", _status, aliases=("상태",), who="admins", english=English("The bot's status")
    ),
    Command("version", "버전과 빌드", _version, aliases=("버전",), english=English("Version and build")),
    Command(
        "help",
        "사용법과 예시",
        _help,
        aliases=("도움말", "start"),
        english=English("How to ask, with examples"),
    ),
)


# --- dispatch ------------------------------------------------------------------------------------------


def find(text: str) -> tuple[Command, str] | None:
    """The command ``text`` (what followed ``/dexter``) names, with the words after its name; ``None``
    for a question. A command that takes no arguments is its word alone (``stop``, not ``stop 왜``)."""
    first, _, rest = " ".join(text.split()).partition(" ")
    first = first.lower()
    for command in COMMANDS:
        if first in command.words and (command.args or not rest):
            return command, rest
    return None


def command_named(name: str) -> Command | None:
    """The command a word names (a Telegram ``/<word>``), whatever follows it."""
    word = name.lower()
    return next((c for c in COMMANDS if word in c.words), None)


async def answer(call: Call) -> str | None:
    """The reply to a neutral command (``ADMINS_ONLY`` for a non-admin's admin command); ``None``: ask
    the words as a question."""
    command = call.command
    if command.who == "admins" and not call.admin:
        return ADMINS_ONLY
    if command.handler is None:
        raise ValueError(f"/{command.name} is answered by each platform, not by the table")
    return await command.handler(call)


def platform_commands() -> frozenset[str]:
    """The commands each adapter must answer itself."""
    return frozenset(c.name for c in COMMANDS if c.handler is None)


def telegram_words() -> tuple[str, ...]:
    """Every word that is a Telegram command: the names and the Latin aliases."""
    return tuple(w for c in COMMANDS for w in c.words if w.isascii())


# --- what is generated for people to read ----------------------------------------------------------


def command_lines(platform: str, lang: Language = "ko") -> Iterator[str]:
    """One line per command: how to type it, its Korean words (in Korean), what it does, who may."""
    texts = help_texts(lang)
    for command in COMMANDS:
        korean = [a for a in command.aliases if not a.isascii()] if lang == "ko" else []
        words = f" ({'·'.join(korean)})" if korean else ""
        admins = f" {texts.admins_mark}" if command.who == "admins" else ""
        yield f"`{command.usage(platform, lang)}`{words} — {command.help_line(lang)}{admins}"


def slack_lines(lang: Language = "ko") -> tuple[str, ...]:
    """Slack's list of ways to ask: the help and the App Home show the same."""
    return (*help_texts(lang).slack_asking, *command_lines("slack", lang))


def help_text(platform: str, lang: Language = "ko") -> str:
    """The help for ``platform`` in ``lang``, in the ``bots.texts`` convention."""
    texts = help_texts(lang)
    if platform == "slack":
        return "\n".join([texts.title, *(f"• {line}" for line in slack_lines(lang))])
    lines = [f"• {line}" for line in (*texts.telegram_asking, *command_lines(platform, lang))]
    return "\n".join([texts.title_line, "", texts.examples, *lines, "", texts.telegram_closing])


def menu(scope: Literal["private", "group"], lang: Language = "ko") -> tuple[tuple[str, str], ...]:
    """Telegram's ``setMyCommands`` menu for private chats or groups in ``lang``: ``/dexter`` and every
    command anyone may run, as (command, description)."""
    texts = help_texts(lang)
    dexter = texts.menu_private if scope == "private" else texts.menu_group
    entries = [
        (c.name, f"{c.help_line(lang)} — {c.usage('telegram', lang)}" if c.args else c.help_line(lang))
        for c in COMMANDS
        if c.who == "anyone"
    ]
    return (("dexter", dexter), *entries)
