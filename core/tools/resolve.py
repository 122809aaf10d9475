"""``resolve_company``: a company name or code → corp code, stock code and official name; and the
companies a question names (``mentions``), read by the company-name policy (``core.data.companies.name_policy``):
a bare group name such as "삼성" stands for its dominant company, with the reason kept for the prompt.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from pydantic import BaseModel, Field

from core import faces
from core.data.companies.english import english_mentions, english_name, named_in_english
from core.data.companies.market_caps import MarketCaps
from core.data.companies.name_policy import PARTICLE_KEYS, NameReading, read_forms, read_name, with_particle
from core.data.companies.names import everyday_use, normalize
from core.data.companies.not_listed import ABROAD, NotListed, not_listed
from core.data.companies.resolver import Company, CompanyIndex
from core.errors import ToolError
from core.tools.registry import ToolContext, ToolOutput, tool


class ResolveArgs(BaseModel):
    name: str = Field(
        description="회사명(한글/영문), 종목코드(6자리) 또는 DART 고유번호(8자리)", min_length=1
    )


@tool(face=faces.RESOLVE)
async def resolve_company(args: ResolveArgs, ctx: ToolContext) -> ToolOutput:
    """Resolve a Korean listed company's name or code to its DART corp_code and KRX stock_code.

    Returns ranked candidates with a confidence; when several are plausible, `ambiguous` is true.
    """
    index = ctx.need_companies()
    resolution = index.resolve(args.name)
    matches = resolution.candidates
    if not matches:
        elsewhere = not_listed(index, args.name)
        if elsewhere is not None:
            said = elsewhere.statement_in(ctx.lang)  # Korean, or English in an English call
            raise ToolError(f"not a Korean listed company: {said}", tool="resolve_company")
        raise ToolError(f"no listed company matches {args.name!r}", tool="resolve_company")
    best = matches[0]
    payload: dict[str, object] = {
        "query": args.name,
        "ambiguous": resolution.ambiguous,
        "candidates": [
            {
                "corp_name": m.company.name,
                "corp_code": m.company.corp_code,
                "stock_code": m.company.stock_code,
                "eng_name": m.company.eng_name,
                "confidence": m.confidence,
                "match": m.how,
            }
            for m in matches
        ],
        "sources": ["OpenDART 고유번호 목록 (corpCode.xml)"],
    }
    reading = read_name(index, args.name)
    if reading is not None:  # what the name is taken to mean, and why (see core.data.companies.name_policy)
        payload["reading"] = {
            "kind": reading.kind,
            "company": reading.company.name if reading.company is not None else None,
            "alternatives": [c.name for c in reading.alternatives],
            "why": reading.explain(),
            "note": reading.note,
        }
    summary = f"{best.company.name} ({best.company.stock_code or best.company.corp_code})"
    if resolution.ambiguous:
        summary += f" 외 {len(matches) - 1}곳"
    return ToolOutput(json.dumps(payload, ensure_ascii=False), summary)


_PARTICLES = (
    "보다는",
    "보다도",
    "보다",
    "에서는",
    "으로",
    "에서",
    "이랑",
    "하고",
    "과의",
    "와의",
    "의",
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "과",
    "와",
    "도",
    "랑",
    "에",
    "로",
)
_TOKEN = re.compile(r"[0-9A-Za-z가-힣&().]+")
#: English amount words, never a company inside a question ("Samsung revenue in billions" named 빌리언스, "Billions")
_AMOUNT_WORDS = re.compile(r"(?:thousand|million|billion|trillion)s?", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Mention:
    """A company name in a question: ``company`` (``None`` for a tie the user must settle), the policy's
    ``reading`` when it has one, and where the name sits in the question (``start``:``end``, particle
    excluded) so the question can be asked again with another company."""

    company: Company | None
    reading: NameReading | None
    start: int
    end: int

    def replaced(self, query: str, company: Company) -> str:
        """``query`` with this name replaced by ``company``'s; a one-syllable particle right after it
        follows the new name's sound (삼성과 → 삼성바이오로직스와)."""
        after = query[self.end :]
        key = PARTICLE_KEYS.get(after[:1])
        if key is None or (after[1:2] and "가" <= after[1] <= "힣"):
            return query[: self.start] + company.name + after
        return query[: self.start] + with_particle(company.name, key) + after[1:]


def _forms(token: str) -> list[str]:
    return [token] + [token[: -len(p)] for p in _PARTICLES if token.endswith(p) and len(token) > len(p)]


def _exact(index: CompanyIndex, name: str) -> Company | None:
    matches = index.lookup(name, limit=2, fuzzy=False)  # a typo match is never confident enough here
    return (
        matches[0].company
        if matches and matches[0].confidence >= 0.95 and matches[0].company.listed
        else None
    )


def _mention(index: CompanyIndex, token: re.Match[str], caps: MarketCaps | None) -> Mention | None:
    """An exact name in any form of the token first ("SK이" is SK and a particle, not SK이노베이션),
    then a group name the policy reads (dominant or tie)."""
    if _AMOUNT_WORDS.fullmatch(token.group()):
        return None
    forms = _forms(token.group())
    for form in forms:
        company = _exact(index, form)
        if company is not None:
            reading = read_name(index, form, caps)
            return Mention(company, reading, token.start(), token.start() + len(form))
    found = read_forms(index, forms, caps)
    if found is not None and found[1].kind != "exact":
        form, reading = found
        return Mention(reading.company, reading, token.start(), token.start() + len(form))
    return None


def mentions(index: CompanyIndex, query: str, caps: MarketCaps | None = None) -> list[Mention]:
    """Company names in a question, in order: exact names, aliases and codes, and group names read by
    the name policy ("삼성" → 삼성전자 with the reason; "롯데" → a tie). A name split by a space
    ("SK 하이닉스") is read as one."""
    found: list[Mention] = []
    words: dict[int, str] = {}  # the word each single-word mention is (by its start), for everyday words
    tokens = list(_TOKEN.finditer(query))
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if i + 1 < len(tokens) and tokens[i + 1].start() - token.end() == 1:
            pair = token.group() + tokens[i + 1].group()
            company = _exact(index, pair)
            if company is not None and normalize(pair) == normalize(company.name):
                found.append(Mention(company, None, token.start(), tokens[i + 1].end()))
                i += 2
                continue
        mention = _mention(index, token, caps)
        if mention is not None:
            found.append(mention)
            words[mention.start] = token.group()
        i += 1
    return _without_everyday_words(query, found, words)


def _without_everyday_words(query: str, found: list[Mention], words: dict[int, str]) -> list[Mention]:
    """``found`` without an alias used as the everyday word it also is ("카톡에서 봤는데 삼성전자 …": the
    chat app, not 카카오), as the quick reader reads it (``everyday_use``); a bare one is the company before
    another company's name, a number or nothing ("카톡 네이버 매출", "카톡 2024 매출")."""
    kept: list[Mention] = []
    for mention in found:
        word = words.get(mention.start)
        others = any(m.company is not None and m.company != mention.company for m in found)
        if word is not None and others:
            end = mention.start + len(word)
            after = end + len(query[end:]) - len(query[end:].lstrip())  # where the next word starts
            read_on = after == len(query) or query[after].isdigit() or any(m.start == after for m in found)
            if everyday_use(word, others=True, read_on=read_on):
                continue
        kept.append(mention)
    return kept


def mentioned_companies(index: CompanyIndex, query: str, limit: int = 4) -> list[Company]:
    """Companies a question names, in order of mention: exact names, aliases and codes, and the
    dominant company of a bare group name (삼성 → 삼성전자)."""
    found: list[Company] = []
    for mention in mentions(index, query):
        if mention.company is not None and mention.company not in found:
            found.append(mention.company)
        if len(found) >= limit:
            break
    return found


def _abroad_or_unlisted(index: CompanyIndex, query: str, named: list[Mention]) -> list[NotListed]:
    """Names in the question that mean a company not listed in Korea (known foreign listings, and
    DART names of three or more characters without a stock code)."""
    found: list[NotListed] = []
    for token in _TOKEN.finditer(query):
        if any(m.start <= token.start() < m.end for m in named):
            continue
        for form in _forms(token.group()):
            key = normalize(form)
            if len(key) < 3 and not any(key in a.keys for a in ABROAD):
                continue
            elsewhere = not_listed(index, form)
            if elsewhere is not None:
                found.append(elsewhere)
                break
    return found


def with_english_names(index: CompanyIndex, query: str, named: list[Mention]) -> list[Mention]:
    """The mentions, with the companies named in English (``SK hynix``, not ``SK``) in place of what the
    Korean reading took from the same words."""
    english = english_mentions(query)
    if not english:
        return named
    kept = [m for m in named if not any(s <= m.start < e for s, e, _ in english)]
    for start, end, name in english:
        found = index.lookup(name, 1, fuzzy=False)
        if found and found[0].company.name == name:
            kept.append(Mention(found[0].company, None, start, end))
    return sorted(kept, key=lambda m: m.start)


def company_prelude(index: CompanyIndex) -> Callable[[str], Awaitable[str]]:
    """An agent prelude that puts the companies a question names into the system prompt: which
    company a group name was taken to mean and why, ties to ask about, names not listed in Korea."""

    async def prelude(query: str) -> str:
        named = with_english_names(index, query, mentions(index, query))
        lines: list[str] = []
        notes: list[str] = []
        for mention in named:
            company, reading = mention.company, mention.reading
            if company is not None:
                line = f"- {company.name}: stock_code {company.stock_code}, corp_code {company.corp_code}"
                english = english_name(company)
                line += (
                    f", in English {named_in_english(company)}" if english and english != company.name else ""
                )
                lines.append(line + (f" — {reading.explain()}" if reading is not None else ""))
            elif reading is not None:
                lines.append(f"- {reading.explain()}")
            if reading is not None and reading.note:
                notes.append(reading.note)
        lines += [f"- {elsewhere.statement}" for elsewhere in _abroad_or_unlisted(index, query, named)]
        if not lines:
            return ""
        text = "Companies named in the question (resolved from OpenDART's corp-code list):\n" + "\n".join(
            lines
        )
        if notes:
            text += (
                "\nA company was assumed from a group name: start the answer with this line, as is, "
                "so the user sees the assumption and the alternatives:\n" + "\n".join(f"> {n}" for n in notes)
            )
        return text

    return prelude
