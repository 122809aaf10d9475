from __future__ import annotations

from pathlib import Path

import pytest
import structlog.testing

from core.agent import Agent, AgentConfig
from core.agent.events import Done
from core.errors import ToolError
from core.model import ToolResultMessage
from core.scripted import ScriptedModel, call_tool, say
from core.skills import (
    Skills,
    bundled_skills_dir,
    combine_preludes,
    default_skill_roots,
    discover_skills,
    parse_frontmatter,
    skills_prelude,
    use_skill,
)
from core.tools import ToolContext, ToolRegistry
from core.tools.resolve import company_prelude
from tests.conftest import companies

BUNDLED = ("dcf-kr", "dividend-analysis", "earnings-review")
WACC_ROW = "| 반도체 | 삼성전자, SK하이닉스 |"


def write_skill(root: Path, folder: str, text: str) -> Path:
    skill = root / folder
    skill.mkdir(parents=True, exist_ok=True)
    (skill / "SKILL.md").write_text(text, encoding="utf-8")
    return skill


def skill_md(name: str, description: str, body: str) -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\n{body}\n"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fake HOME so the developer's ~/.dexter/skills never leaks into a test."""
    path = tmp_path / "fakehome"
    path.mkdir()
    monkeypatch.setenv("HOME", str(path))
    return path


def ctx(skills: Skills, run_id: str) -> ToolContext:
    return ToolContext(run_id=run_id, skills=skills)


# --- discovery ------------------------------------------------------------------------------------


def test_bundled_skills_are_found_with_their_descriptions(home: Path) -> None:
    catalog = discover_skills()
    assert catalog.names == list(BUNDLED)
    dcf = catalog.get("dcf-kr")
    assert dcf is not None and dcf.path.parent.parent == bundled_skills_dir()
    assert "DCF" in dcf.description and "WACC" in dcf.description
    assert "실적" in catalog.get("earnings-review").description  # type: ignore[union-attr]
    assert "배당" in catalog.get("dividend-analysis").description  # type: ignore[union-attr]
    assert "\n" not in dcf.description


def test_roots_are_bundled_then_home_then_cwd(home: Path, tmp_path: Path) -> None:
    assert default_skill_roots() == (
        bundled_skills_dir(),
        home / ".dexter" / "skills",
        tmp_path / ".dexter" / "skills",
    )


def test_home_overrides_bundled_and_cwd_overrides_home(home: Path, tmp_path: Path) -> None:
    write_skill(home / ".dexter" / "skills", "dcf-home", skill_md("dcf-kr", "home DCF", "HOME BODY"))
    catalog = discover_skills()
    assert catalog.get("dcf-kr").description == "home DCF"  # type: ignore[union-attr]
    assert catalog.get("dcf-kr").body() == "HOME BODY"  # type: ignore[union-attr]

    write_skill(tmp_path / ".dexter" / "skills", "dcf-kr", skill_md("dcf-kr", "local DCF", "LOCAL BODY"))
    write_skill(tmp_path / ".dexter" / "skills", "extra", skill_md("my-extra", "mine", "EXTRA"))
    catalog = discover_skills()
    assert catalog.get("dcf-kr").description == "local DCF"  # type: ignore[union-attr]
    assert catalog.names == ["dcf-kr", "dividend-analysis", "earnings-review", "my-extra"]
    # the others still come from the bundle
    assert catalog.get("earnings-review").path.parent.parent == bundled_skills_dir()  # type: ignore[union-attr]


def test_malformed_skills_are_skipped_with_a_warning(tmp_path: Path, home: Path) -> None:
    root = tmp_path / "roots"
    write_skill(root, "no-frontmatter", "# just a heading\n\nbody")
    write_skill(root, "no-description", "---\nname: no-description\n---\nbody")
    write_skill(root, "no-name", "---\ndescription: nameless\n---\nbody")
    write_skill(root, "unclosed", "---\nname: unclosed\ndescription: never closed\nbody")
    write_skill(root, "bad-name", skill_md("Bad Name!", "spaces and capitals", "body"))
    (root / "empty-folder").mkdir()
    (root / "not-utf8").mkdir()
    (root / "not-utf8" / "SKILL.md").write_bytes(b"---\nname: x\ndescription: \xff\xfe\n---\n")
    write_skill(root, "good", skill_md("good", "a fine one", "works"))
    with structlog.testing.capture_logs() as logs:
        catalog = discover_skills([root, tmp_path / "missing-root"])
    assert catalog.names == ["good"]
    skipped = {
        _folder(e["path"]) for e in logs if e["event"] == "skill_skipped" and e["log_level"] == "warning"
    }
    assert skipped == {
        "no-frontmatter",
        "no-description",
        "no-name",
        "unclosed",
        "bad-name",
        "empty-folder",
        "not-utf8",
    }


def _folder(path: str) -> str:
    p = Path(path)
    return p.parent.name if p.name == "SKILL.md" else p.name


def test_frontmatter_subset_handles_quotes_blocks_and_comments() -> None:
    text = (
        "---\n"
        "name: 'quoted-name'  \n"
        "description: >\n"
        "  folded over\n"
        "  two lines\n"
        "note: plain # a comment\n"
        'hash: "keeps # inside"\n'
        "long: starts here\n"
        "  and continues\n"
        "---\n"
        "Body line\n"
    )
    parsed = parse_frontmatter(text)
    assert parsed is not None
    meta, body = parsed
    assert meta == {
        "name": "quoted-name",
        "description": "folded over two lines",
        "note": "plain",
        "hash": "keeps # inside",
        "long": "starts here and continues",
    }
    assert body == "Body line"
    assert parse_frontmatter("no fence\n---\n") is None


# --- prompt ---------------------------------------------------------------------------------------


async def test_prompt_lists_names_and_descriptions_but_not_bodies(home: Path) -> None:
    catalog = discover_skills()
    text = await skills_prelude(catalog)("삼성전자 적정주가는?")
    assert "use_skill(name)" in text
    for skill in catalog.skills:
        assert f"- {skill.name}: {skill.description}" in text
    assert "sector-wacc" not in text and WACC_ROW not in text
    assert "# 한국 상장사 DCF 밸류에이션 절차" not in text
    assert await skills_prelude(discover_skills([]))("q") == ""


async def test_combined_prelude_keeps_companies_and_adds_skills(home: Path) -> None:
    prelude = combine_preludes(company_prelude(companies()), skills_prelude(discover_skills()))
    text = await prelude("카카오 배당 분석해줘")
    assert text.index("카카오: stock_code 035720") < text.index("- dividend-analysis:")
    assert (await prelude("날씨")).startswith("Skills")


# --- the tool -------------------------------------------------------------------------------------


async def test_use_skill_returns_body_and_referenced_companion(home: Path) -> None:
    skills = Skills(discover_skills())
    output = await use_skill.invoke({"name": "dcf-kr"}, ctx(skills, "run-1"))
    assert output.content.startswith("# Skill: dcf-kr")
    assert "영업활동현금흐름 − 유형자산의 취득" in output.content
    assert "국고채 10년" in output.content and "get_share_counts" in output.content
    assert "감가상각비는 대개 현금흐름표 본문" in output.content
    assert "투자 판단과 책임은 본인에게 있습니다" in output.content
    assert "## Companion file: sector-wacc.md" in output.content and WACC_ROW in output.content
    assert "name: dcf-kr" not in output.content  # frontmatter stripped
    assert output.summary == "dcf-kr 스킬"


async def test_use_skill_loads_once_per_run(home: Path) -> None:
    skills = Skills(discover_skills())
    first = await use_skill.invoke({"name": "dcf-kr"}, ctx(skills, "run-1"))
    again = await use_skill.invoke({"name": " DCF-KR "}, ctx(skills, "run-1"))
    other_skill = await use_skill.invoke({"name": "earnings-review"}, ctx(skills, "run-1"))
    new_run = await use_skill.invoke({"name": "dcf-kr"}, ctx(skills, "run-2"))
    assert WACC_ROW in first.content
    assert "already loaded above" in again.content and WACC_ROW not in again.content
    assert len(again.content) < 200
    assert "흑자전환" in other_skill.content
    assert new_run.content == first.content


async def test_run_memory_is_bounded(home: Path) -> None:
    skills = Skills(discover_skills(), max_runs=2)
    for run in ("a", "b", "c"):
        await use_skill.invoke({"name": "dcf-kr"}, ctx(skills, run))
    assert "already loaded" in (await use_skill.invoke({"name": "dcf-kr"}, ctx(skills, "c"))).content
    # "a" was evicted, so it gets the body again rather than the memory growing forever
    assert WACC_ROW in (await use_skill.invoke({"name": "dcf-kr"}, ctx(skills, "a"))).content
    # no run id → no identity to remember; never deduplicated
    for _ in range(2):
        assert WACC_ROW in (await use_skill.invoke({"name": "dcf-kr"}, ctx(skills, ""))).content


async def test_unknown_skill_lists_the_available_ones(home: Path) -> None:
    skills = Skills(discover_skills())
    with pytest.raises(ToolError, match="unknown skill 'dcf'; available skills: dcf-kr, dividend-analysis"):
        await use_skill.invoke({"name": "dcf"}, ctx(skills, "run-1"))


async def test_companions_the_body_does_not_name_are_only_listed(tmp_path: Path) -> None:
    root = tmp_path / "roots"
    skill = write_skill(root, "s", skill_md("s", "d", "See table.md for numbers."))
    (skill / "table.md").write_text("TABLE CONTENT", encoding="utf-8")
    (skill / "notes.txt").write_text("SECRET NOTES", encoding="utf-8")
    content = discover_skills([root]).get("s").render()  # type: ignore[union-attr]
    assert "TABLE CONTENT" in content
    assert "SECRET NOTES" not in content and "notes.txt" in content


# --- a full agent run -----------------------------------------------------------------------------


def agent_with_skills(model: ScriptedModel, tmp_path: Path) -> Agent:
    skills = Skills(discover_skills())
    return Agent(
        model,
        ToolRegistry([use_skill]),
        AgentConfig(scratchpad_dir=tmp_path / "scratchpad"),
        tool_context=ToolContext(skills=skills),
        prelude=skills_prelude(skills.catalog),
    )


def tool_results(model: ScriptedModel, request: int) -> list[str]:
    messages = model.requests[request].messages
    return [r.content for m in messages if isinstance(m, ToolResultMessage) for r in m.results]


async def test_agent_loads_dcf_skill_and_the_model_sees_the_wacc_table(tmp_path: Path, home: Path) -> None:
    model = ScriptedModel(
        [call_tool("use_skill", name="dcf-kr"), say("절차를 확인했습니다."), say("## 답변")]
    )
    events = [e async for e in agent_with_skills(model, tmp_path).run("삼성전자 DCF 적정주가는?")]
    model.assert_done()
    assert isinstance(events[-1], Done) and events[-1].tool_calls[0].ok
    first = model.requests[0]
    assert "- dcf-kr:" in first.system and WACC_ROW not in first.system
    assert "use_skill" in [t.name for t in first.tools]
    (result,) = tool_results(model, 1)
    assert WACC_ROW in result and "Gordon" in result


async def test_agent_run_loads_a_skill_once(tmp_path: Path, home: Path) -> None:
    model = ScriptedModel(
        [call_tool("use_skill", name="dcf-kr"), call_tool("use_skill", name="dcf-kr"), say("ok"), say("답")]
    )
    _ = [e async for e in agent_with_skills(model, tmp_path).run("DCF")]
    first, second = tool_results(model, 2)
    assert WACC_ROW in first and "already loaded" in second
