"""Typed async tools: a pydantic model for the arguments (→ JSON schema), dependencies in a context.

::

    class ResolveArgs(BaseModel):
        name: str = Field(description="회사명, 종목코드 또는 고유번호")

    @tool("resolve_company")
    async def resolve_company(args: ResolveArgs, ctx: ToolContext) -> ToolOutput:
        \"\"\"Resolve a Korean company name or code to its codes.\"\"\"
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast, get_type_hints

from pydantic import BaseModel, ValidationError

from core.clock import KST
from core.errors import ToolError, ToolInputError
from core.faces import ToolFace
from core.lang import Language

if TYPE_CHECKING:  # annotations only: these modules build on the registry, and the model types load
    # when a model first asks for the tools' specs (the quick path resolves companies without them)
    from core.data.companies.resolver import CompanyIndex
    from core.data.services import DataServices
    from core.model import Model, ToolSpec
    from core.skills import Skills

A = TypeVar("A", bound=BaseModel)


async def _no_progress(_text: str) -> None:
    return None


@dataclass(frozen=True, slots=True)
class ToolContext:
    """What a tool may use — typed, so mypy checks every call. The composition root fills the
    dependencies; the agent binds ``run_id``, ``call_id`` and ``progress`` for each call. A tool asks
    for what it needs with ``need_data()`` / ``need_companies()`` / ``need_skills()`` (a clear tool error
    when the front end did not provide it)."""

    run_id: str = ""
    call_id: str = ""
    progress: Callable[[str], Awaitable[None]] = _no_progress
    fast_model: Model | None = None
    #: OpenDART and KIS clients, the cache and the corp-code index.
    data: DataServices | None = None
    #: The company index alone (tools that only resolve names); defaults to ``data.companies``.
    companies: CompanyIndex | None = None
    skills: Skills | None = None
    #: The current time (KST); injected so tools that reason about "latest" periods are testable.
    clock: Callable[[], datetime] = field(default=lambda: datetime.now(KST))
    #: the language the calling run answers in (a chart's titles and labels follow it)
    lang: Language = "ko"

    def today(self) -> date:
        """Today's date in Korea."""
        return self.clock().astimezone(KST).date()

    def for_call(
        self, run_id: str, call_id: str, progress: Callable[[str], Awaitable[None]], lang: Language = "ko"
    ) -> ToolContext:
        return replace(self, run_id=run_id, call_id=call_id, progress=progress, lang=lang)

    def need_data(self) -> DataServices:
        if self.data is None:
            raise ToolError("the data services are not available", tool="")
        return self.data

    def need_companies(self) -> CompanyIndex:
        if self.companies is not None:
            return self.companies
        if self.data is None:
            raise ToolError("the company index is not available", tool="")
        return self.data.companies

    def need_skills(self) -> Skills:
        if self.skills is None:
            raise ToolError("no skills are available", tool="")
        return self.skills


@dataclass(frozen=True, slots=True)
class ToolOutput:
    """A tool's result: ``content`` goes to the model, ``summary`` to the progress row."""

    content: str
    summary: str = ""
    #: data calls that failed inside a tool that still returned something ("sub_tool: error")
    failures: tuple[str, ...] = ()
    #: the structured result ``content`` was rendered from (a tool calling tools reads this, not JSON)
    value: Any = None


ToolFn = Callable[[A, ToolContext], Awaitable[Any]]


class Tool(Generic[A]):
    def __init__(
        self, name: str, description: str, args_model: type[A], fn: ToolFn[A], *, face: ToolFace | None = None
    ) -> None:
        self.name = name
        #: how a main tool shows itself (label, status line, metric); sub-tools have none
        self.face = face
        self.description = description
        self.args_model = args_model
        self._fn = fn
        self._spec: ToolSpec | None = None

    def spec(self) -> ToolSpec:
        """The model-facing spec; built once (pydantic's JSON schema is not cheap and never changes)."""
        if self._spec is None:
            from core.model import ToolSpec

            schema = self.args_model.model_json_schema()
            schema.pop("title", None)
            self._spec = ToolSpec(self.name, self.description, schema)
        return self._spec

    async def invoke(self, arguments: dict[str, Any], ctx: ToolContext) -> ToolOutput:
        try:
            args = self.args_model.model_validate(arguments)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(map(str, e['loc'])) or 'args'}: {e['msg']}" for e in exc.errors()
            )
            raise ToolInputError(f"invalid arguments for {self.name}: {problems}", tool=self.name) from None
        result = await self._fn(args, ctx)
        if isinstance(result, ToolOutput):
            return result
        if isinstance(result, str):
            return ToolOutput(result, _first_line(result))
        return ToolOutput(json.dumps(result, ensure_ascii=False, default=str), "", value=result)


def _first_line(text: str, limit: int = 80) -> str:
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if len(line) <= limit else line[: limit - 1] + "…"


def tool(
    name: str | None = None, *, description: str | None = None, face: ToolFace | None = None
) -> Callable[[ToolFn[A]], Tool[A]]:
    """Make a ``Tool`` from ``async def fn(args: SomeModel, ctx: ToolContext)``; docstring = description.
    A main tool passes its ``face`` (``core.tools.faces``), which names it."""

    def wrap(fn: ToolFn[A]) -> Tool[A]:
        params = list(inspect.signature(fn).parameters)
        hints = get_type_hints(fn)
        args_model = hints[params[0]]
        if not (isinstance(args_model, type) and issubclass(args_model, BaseModel)):
            raise TypeError(f"first parameter of {fn.__name__} must be annotated with a pydantic model")
        doc = description or inspect.cleandoc(fn.__doc__ or "")
        named = face.name if face is not None else name or fn.__name__
        return Tool(named, doc, cast("type[A]", args_model), fn, face=face)

    return wrap


class ToolRegistry:
    """The tools one agent may call, by name."""

    def __init__(self, tools: Iterable[Tool[Any]] = ()) -> None:
        self._tools: dict[str, Tool[Any]] = {}
        for t in tools:
            self.add(t)

    def add(self, t: Tool[Any]) -> None:
        if t.name in self._tools:
            raise ValueError(f"duplicate tool name {t.name!r}")
        self._tools[t.name] = t

    def get(self, name: str) -> Tool[Any] | None:
        return self._tools.get(name)

    @property
    def names(self) -> list[str]:
        return list(self._tools)

    def specs(self) -> tuple[ToolSpec, ...]:
        return tuple(t.spec() for t in self._tools.values())
