"""Skills: analysis procedures kept as data (``SKILL.md`` folders), loaded by the model on demand.

A skill is a folder with a ``SKILL.md`` whose frontmatter names it::

    ---
    name: dcf-kr
    description: 한국 상장사 DCF 적정주가 …
    ---
    (the procedure, in markdown; other files in the folder are companions it may reference)

The loop prompt lists only ``name: description`` lines (``skills_prelude``); the body reaches the model
when it calls ``use_skill(name)``, at most once per run per skill. Roots are searched in order and a
later root overrides an earlier one by name: the bundled skills, ``~/.dexter/skills``, then
``./.dexter/skills`` under the current directory. A malformed skill is skipped with a warning.

The bundled skills are the repository's ``skills/`` folder; a wheel carries the same folder as
``core/skills_bundle`` (hatch ``force-include``), which ``bundled_skills_dir`` prefers when present.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml
from pydantic import BaseModel, Field

from core import faces
from core.errors import ToolError
from core.logging import get_logger
from core.tools.registry import ToolContext, ToolOutput, tool

log = get_logger(__name__)

SKILL_FILE = "SKILL.md"
#: Where a wheel keeps the bundled skills, next to this module (see pyproject's force-include).
_PACKAGED = Path(__file__).with_name("skills_bundle")
#: The repository's folder, used by a source checkout or an editable install.
_REPO = Path(__file__).resolve().parents[1] / "skills"
_NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
#: A YAML comment after an unquoted value.
_COMPANION_SUFFIXES = (".md", ".txt", ".csv", ".json")
_COMPANION_LIMIT = 20_000

Prelude = Callable[[str], Awaitable[str]]


# --- values ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Skill:
    """One discovered skill: its frontmatter fields and where its ``SKILL.md`` lives."""

    name: str
    description: str
    path: Path

    @property
    def folder(self) -> Path:
        """The skill's folder, where its companion files live."""
        return self.path.parent

    def body(self) -> str:
        """The procedure: ``SKILL.md`` without its frontmatter, read from disk now."""
        parsed = parse_frontmatter(self.path.read_text(encoding="utf-8"))
        return (parsed[1] if parsed else "").strip()

    def companions(self) -> tuple[Path, ...]:
        """Other text files in the skill's folder, by name."""
        return tuple(
            sorted(
                p
                for p in self.folder.iterdir()
                if p.is_file() and p.name != SKILL_FILE and p.suffix.lower() in _COMPANION_SUFFIXES
            )
        )

    def render(self) -> str:
        """What ``use_skill`` returns: the body, then each companion file the body names, in full."""
        body = self.body()
        parts = [f"# Skill: {self.name}", "", body]
        unreferenced = []
        for companion in self.companions():
            if companion.name not in body:
                unreferenced.append(companion.name)
                continue
            text = companion.read_text(encoding="utf-8").strip()
            if len(text) > _COMPANION_LIMIT:
                text = text[:_COMPANION_LIMIT] + "\n… (truncated)"
            parts += ["", "---", f"## Companion file: {companion.name}", "", text]
        if unreferenced:
            parts += ["", f"(Other files in this skill, not loaded: {', '.join(unreferenced)})"]
        return "\n".join(parts).strip() + "\n"


@dataclass(frozen=True, slots=True)
class SkillCatalog:
    """The skills available to a run, by name (a later root already overrode an earlier one)."""

    skills: tuple[Skill, ...] = ()

    @property
    def names(self) -> list[str]:
        """Skill names, sorted."""
        return [s.name for s in self.skills]

    def get(self, name: str) -> Skill | None:
        """The skill called ``name`` (case and surrounding spaces ignored), or ``None``."""
        wanted = name.strip().lower()
        return next((s for s in self.skills if s.name == wanted), None)

    def prompt_listing(self) -> str:
        """The loop-prompt section: one instruction line and ``- name: description`` per skill."""
        if not self.skills:
            return ""
        lines = [f"- {s.name}: {s.description}" for s in self.skills]
        return (
            "Skills (step-by-step analysis procedures): call use_skill(name) to load a skill's procedure "
            "when the question matches it, then follow it with your research tools.\n" + "\n".join(lines)
        )


# --- discovery ------------------------------------------------------------------------------------


def bundled_skills_dir() -> Path | None:
    """The skills shipped with the product: the wheel's copy if installed, else the repo folder."""
    for candidate in (_PACKAGED, _REPO):
        if candidate.is_dir():
            return candidate
    return None


def default_skill_roots() -> tuple[Path, ...]:
    """Search order, lowest precedence first: bundled, ``~/.dexter/skills``, ``./.dexter/skills``."""
    bundled = bundled_skills_dir()
    user = (Path.home() / ".dexter" / "skills", Path.cwd() / ".dexter" / "skills")
    return (bundled, *user) if bundled else user


def discover_skills(roots: Sequence[Path] | None = None) -> SkillCatalog:
    """Find skills under ``roots`` (default ``default_skill_roots()``); later roots win by name."""
    found: dict[str, Skill] = {}
    seen: set[Path] = set()
    for root in default_skill_roots() if roots is None else roots:
        if not root.is_dir() or root.resolve() in seen:
            continue
        seen.add(root.resolve())
        try:
            folders = sorted(p for p in root.iterdir() if p.is_dir())
        except OSError as exc:
            log.warning("skill_root_unreadable", root=str(root), reason=str(exc))
            continue
        for folder in folders:
            skill = load_skill(folder / SKILL_FILE)
            if skill is None:
                continue
            if skill.name in found:
                log.info("skill_overridden", skill=skill.name, by=str(skill.path))
            found[skill.name] = skill
    return SkillCatalog(tuple(found[name] for name in sorted(found)))


def load_skill(path: Path) -> Skill | None:
    """Read one ``SKILL.md``; ``None`` (with a warning) when it is missing or malformed."""
    if not path.is_file():
        if path.parent.is_dir() and not path.parent.name.startswith((".", "_")):
            log.warning("skill_skipped", path=str(path.parent), reason=f"no {SKILL_FILE}")
        return None
    try:
        parsed = parse_frontmatter(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("skill_skipped", path=str(path), reason=f"unreadable: {exc}")
        return None
    if parsed is None:
        log.warning("skill_skipped", path=str(path), reason="no frontmatter")
        return None
    meta, _ = parsed
    name = meta.get("name", "").strip()
    description = " ".join(meta.get("description", "").split())
    if not name or not description:
        log.warning("skill_skipped", path=str(path), reason="frontmatter needs name and description")
        return None
    if not _NAME.match(name):
        log.warning("skill_skipped", path=str(path), reason=f"invalid name {name!r} (a-z, 0-9, -)")
        return None
    return Skill(name, description, path)


def parse_frontmatter(text: str) -> tuple[dict[str, str], str] | None:
    """Split ``---``-fenced YAML frontmatter from the body (PyYAML ``safe_load``); ``None`` when there
    is none or it is not a mapping. Values are kept as text; nested structures as their YAML dump."""
    lines = text.lstrip("\ufeff").splitlines()
    if not lines or lines[0].strip() != "---":
        return None
    end = next((i for i in range(1, len(lines)) if lines[i].strip() in ("---", "...")), None)
    if end is None:
        return None
    try:
        data = yaml.safe_load("\n".join(lines[1:end]))
    except yaml.YAMLError:
        return None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return None
    meta = {str(key): _text(value) for key, value in data.items() if value is not None}
    return meta, "\n".join(lines[end + 1 :])


def _text(value: object) -> str:
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, dict | list):
        return yaml.safe_dump(value, allow_unicode=True, sort_keys=False).strip()
    return str(value)


# --- the tool and its per-run memory -------------------------------------------------------------


class Skills:
    """The skills service: a catalog plus which skills each recent run has already loaded.

    The memory is a small LRU keyed by run id, so a long-lived process never grows it without bound.
    """

    def __init__(self, catalog: SkillCatalog, *, max_runs: int = 256) -> None:
        self.catalog = catalog
        self._max_runs = max_runs
        self._loaded: OrderedDict[str, set[str]] = OrderedDict()

    def first_load(self, run_id: str, name: str) -> bool:
        """Record that ``run_id`` loads ``name``; ``False`` when it already did.

        An empty run id carries no identity, so it is never deduplicated.
        """
        if not run_id:
            return True
        loaded = self._loaded.pop(run_id, set())
        self._loaded[run_id] = loaded
        while len(self._loaded) > self._max_runs:
            self._loaded.popitem(last=False)
        if name in loaded:
            return False
        loaded.add(name)
        return True


class UseSkillArgs(BaseModel):
    name: str = Field(
        description="스킬 이름 (시스템 프롬프트의 Skills 목록에 있는 이름, 예: dcf-kr)", min_length=1
    )


@tool(face=faces.SKILL)
async def use_skill(args: UseSkillArgs, ctx: ToolContext) -> ToolOutput:
    """Load a skill's step-by-step procedure (and its reference tables) by name.

    Use it when the question matches a skill listed in the system prompt, before researching; then
    follow the procedure with the research tools. Each skill needs loading only once per question.
    """
    skills = ctx.need_skills()
    skill = skills.catalog.get(args.name)
    if skill is None:
        available = ", ".join(skills.catalog.names) or "(none)"
        raise ToolError(f"unknown skill {args.name!r}; available skills: {available}", tool="use_skill")
    if not skills.first_load(ctx.run_id, skill.name):
        return ToolOutput(
            f"Skill {skill.name!r} is already loaded above in this run; follow that procedure.",
            f"{skill.name} (이미 불러옴)",
        )
    try:
        content = skill.render()
    except (OSError, UnicodeDecodeError) as exc:
        raise ToolError(f"skill {skill.name!r} could not be read: {exc}", tool="use_skill") from None
    return ToolOutput(content, f"{skill.name} 스킬")


# --- prompt ---------------------------------------------------------------------------------------


def skills_prelude(catalog: SkillCatalog) -> Prelude:
    """An agent prelude that lists the skills (name and description only) in the loop prompt."""
    listing = catalog.prompt_listing()

    async def prelude(_query: str) -> str:
        return listing

    return prelude


def combine_preludes(*preludes: Prelude) -> Prelude:
    """One prelude whose text is each prelude's non-empty text, in order, separated by a blank line."""

    async def prelude(query: str) -> str:
        texts = [(await p(query)).strip() for p in preludes]
        return "\n\n".join(t for t in texts if t)

    return prelude
