"""The command table is the one declaration: Slack's ``/dexter`` dispatch, Telegram's handlers and
``setMyCommands`` menus, both helps and the App Home list exactly its commands — a new entry shows up
everywhere — and ``/dexter version`` answers on both platforms (real Bolt, real PTB, loopback APIs)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

import pytest
from telegram.ext import CommandHandler

from bots import commands
from bots.commands import Call, Command
from bots.relay.relay import Relay
from bots.slack.app import SlackAdapter
from bots.slack.home import home_view
from bots.telegram.texts import help_text as telegram_help
from bots.texts import VERSION
from bots.version import build, git_commit, package_version
from core.config import Settings
from evals.emulators.slack_events import slash_command
from evals.emulators.telegram_updates import GROUP_ID, USER_ID
from tests.bots.slack.conftest import SECRET, TOKEN, running_bot
from tests.bots.telegram.conftest import running_tg_bot, settle


async def _fortune(call: Call) -> str:
    return f"🔮 {call.user}님의 운세: 대길 <{call.args or '오늘'}>"


FORTUNE = Command("fortune", "오늘의 운세", _fortune, aliases=("운세",), args="[날짜]")
SECRET_MENU = Command("secret", "관리자의 비밀", _fortune, who="admins")


@pytest.fixture
def with_fake_entries(monkeypatch: pytest.MonkeyPatch) -> tuple[Command, ...]:
    """The table with two more entries, as an engineer adding commands would write them."""
    table = (*commands.COMMANDS, FORTUNE, SECRET_MENU)
    monkeypatch.setattr(commands, "COMMANDS", table)
    return table


def ack_text(response: Any) -> str:
    """The text of a slash command's ack (Bolt answers JSON when there is more than text)."""
    try:
        return str(json.loads(response.text)["text"])
    except ValueError:
        return str(response.text)


def test_the_table_is_well_formed() -> None:
    names = [word for c in commands.COMMANDS for word in c.words]
    assert len(names) == len(set(names)), "a word names one command"
    for command in commands.COMMANDS:
        assert command.name.isascii() and command.name.islower() and command.help
        assert command.help != command.name  # the help line says something, in Korean
    assert commands.platform_commands() == {"chart"}  # a chart is an upload or a photo, not text


def test_find_reads_a_word_alone_or_a_word_with_its_arguments() -> None:
    def named(text: str) -> tuple[str, str] | None:
        found = commands.find(text)
        return None if found is None else (found[0].name, found[1])

    assert named("stop") == ("stop", "") and named(" 중지 ") == ("stop", "") and named("STOP") == ("stop", "")
    assert named("stop 이유는?") is None  # a command without arguments is its word alone
    assert named("도움말") == ("help", "") and named("버전") == ("version", "")
    assert named("차트  삼성전자   3m") == ("chart", "삼성전자 3m") and named("chart") == ("chart", "")
    assert named("watch 삼성전자") == ("watch", "삼성전자")
    assert named("삼성전자 차트") is None and named("005930") is None and named("상태가 어때?") is None


async def test_a_new_entry_shows_up_in_every_generated_surface(
    with_fake_entries: tuple[Command, ...],
) -> None:
    anyone = [c.name for c in with_fake_entries if c.who == "anyone"]
    for scope in ("private", "group"):
        assert [name for name, _ in commands.menu(scope)] == ["dexter", *anyone]
    slack_help, tg_help = commands.help_text("slack"), telegram_help()
    home = json.dumps(home_view("오늘"), ensure_ascii=False)
    for command in with_fake_entries:
        assert f"`/dexter {command.name}" in slack_help and command.help in slack_help
        assert f"/{command.name}" in tg_help and command.help in tg_help and "`" not in tg_help
        assert f"/dexter {command.name}" in home and command.help in home
    assert "운세" in slack_help and "관리자" in next(
        line for line in tg_help.splitlines() if "/secret" in line
    )


async def test_slack_dispatches_every_table_command_and_asks_anything_else(
    tmp_path: Path, with_fake_entries: tuple[Command, ...]
) -> None:
    async with running_bot(tmp_path, DEXTER_ADMIN_USERS="U0ADMIN") as bot:

        async def slash(text: str, user: str = "U0ASKER") -> str:
            url = bot.fake.response_url("C1")
            return ack_text(await bot.command(slash_command(text, response_url=url, user_id=user)))

        assert await slash("fortune") == "🔮 U0ASKER님의 운세: 대길 &lt;오늘&gt;"  # rendered: escaped
        assert await slash("운세 내일") == "🔮 U0ASKER님의 운세: 대길 &lt;내일&gt;"
        assert "관리자만" in await slash("secret")
        assert (await slash("secret", user="U0ADMIN")).startswith("🔮 U0ADMIN")
        shown = await slash("help")
        for command in with_fake_entries:
            assert f"`/dexter {command.name}" in shown, command.name
        assert "조사를 시작합니다" in await slash("secret 말고 삼성전자 실적은?")  # no arguments: a question
        await bot.relay.wait_idle()


def test_an_entry_a_platform_does_not_answer_stops_the_adapter(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(commands, "COMMANDS", (*commands.COMMANDS, Command("poll", "투표", None)))
    settings = Settings(SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, DEXTER_OFFLINE="1")
    with pytest.raises(NotImplementedError, match="/dexter poll"):
        SlackAdapter(settings, cast(Relay, None))


async def test_telegram_handles_and_menus_every_table_command(
    tmp_path: Path, with_fake_entries: tuple[Command, ...]
) -> None:
    async with running_tg_bot(tmp_path) as bot:
        app = bot.service.app
        words = {
            w
            for group in app.handlers.values()
            for h in group
            if isinstance(h, CommandHandler)
            for w in h.commands
        }
        assert words == {"dexter", *commands.telegram_words()}
        assert {"fortune", "secret", "start", "help"} <= words
        menu = ["dexter", *(c.name for c in with_fake_entries if c.who == "anyone")]
        for scope in ("all_private_chats", "all_group_chats"):
            assert [c["command"] for c in bot.fake.commands_for({"type": scope})] == menu
        await bot.send(bot.fake.private_text("/fortune 내일"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 1)
        assert bot.replies(USER_ID)[0].text == f"🔮 {USER_ID}님의 운세: 대길 <내일>"
        await bot.send(bot.fake.group_text("/dexter 운세"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 1)
        assert bot.replies(GROUP_ID)[0].text.endswith("대길 <오늘>")
        await bot.send(bot.fake.private_text("/help"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 2)
        assert bot.replies(USER_ID)[1].text == telegram_help() and "/fortune [날짜]" in telegram_help()
        await settle(bot)


async def test_version_on_slack(tmp_path: Path) -> None:
    expected = VERSION.format(version=package_version(), build=build())
    async with running_bot(tmp_path) as bot:
        for text in ("version", "버전"):
            response = await bot.command(slash_command(text, response_url=bot.fake.response_url("C1")))
            assert ack_text(response) == expected
        await bot.relay.wait_idle()
        assert bot.fake.top_level("C1") == []  # a command, not a question: nothing was posted


async def test_version_on_telegram(tmp_path: Path) -> None:
    expected = VERSION.format(version=package_version(), build=build())
    async with running_tg_bot(tmp_path, [{"text": "never"}]) as bot:
        await bot.send(bot.fake.private_text("/version"))
        await bot.send(bot.fake.group_text("/dexter version"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 1 and len(bot.replies(GROUP_ID)) == 1)
        assert bot.replies(USER_ID)[0].text == expected == bot.replies(GROUP_ID)[0].text
        await settle(bot)
        assert bot.model.requests == []
    assert "0.1" in expected or "unknown" in expected


def _repo(root: Path, head: str, files: dict[str, str]) -> Path:
    git = root / ".git"
    git.mkdir(parents=True)
    (git / "HEAD").write_text(head + "\n", encoding="utf-8")
    for name, text in files.items():
        (git / name).parent.mkdir(parents=True, exist_ok=True)
        (git / name).write_text(text, encoding="utf-8")
    return root


def test_the_build_is_the_checkouts_commit_or_unknown(tmp_path: Path) -> None:
    sha = "0123456789abcdef0123456789abcdef01234567"
    loose = _repo(tmp_path / "a", "ref: refs/heads/main", {"refs/heads/main": sha + "\n"})
    packed = _repo(
        tmp_path / "b", "ref: refs/heads/main", {"packed-refs": f"# pack-refs\n{sha} refs/heads/main\n"}
    )
    detached = _repo(tmp_path / "c", sha, {})
    assert git_commit(loose) == git_commit(packed) == git_commit(detached) == sha[:12]
    worktree = tmp_path / "wt"
    worktree.mkdir()
    gitdir = loose / ".git" / "worktrees" / "wt"
    gitdir.mkdir(parents=True)
    (gitdir / "HEAD").write_text("ref: refs/heads/main\n", encoding="utf-8")
    (gitdir / "commondir").write_text("../..\n", encoding="utf-8")
    (worktree / ".git").write_text(f"gitdir: {gitdir}\n", encoding="utf-8")
    assert git_commit(worktree) == sha[:12]
    assert git_commit(tmp_path / "none") == "unknown"
    assert git_commit(_repo(tmp_path / "d", "ref: refs/heads/gone", {})) == "unknown"
    assert git_commit(_repo(tmp_path / "e", "not a sha", {})) == "unknown"


async def test_a_delegated_command_reaches_its_service_or_is_a_question() -> None:
    heard: list[tuple[tuple[str, ...], str]] = []

    async def brief(conversation: tuple[str, ...], text: str) -> str:
        heard.append((conversation, text))
        return "⏰ 매일 08:30에 브리핑합니다."

    entry = Command("brief", "매일 브리핑", commands.delegated("brief"), args="HH:MM|off|now")
    key = ("slack", "T1", "C1", "cmd:U1")

    def call(services: dict[str, commands.ServiceHook]) -> Call:
        return Call(entry, "08:30", "slack", key, "U1", False, cast(Relay, None), 0.0, services=services)

    assert await commands.answer(call({"brief": brief})) == "⏰ 매일 08:30에 브리핑합니다."
    assert heard == [(key, "brief 08:30")]  # the command as typed, canonical name first
    assert await commands.answer(call({})) is None  # no such service wired: the words are a question
