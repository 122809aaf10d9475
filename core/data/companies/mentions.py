"""The companies a question names (``mentions``), read by the company-name policy
(``core.data.companies.name_policy``): a bare group name such as "삼성" stands for its dominant company, with
the reason kept; English names ("Samsung Electronics") and names of companies not listed in Korea too.
Used by the keyless quick answer, the relay's company choices and the agent's prelude
(``core.tools.resolve``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.data.companies.english import english_mentions
from core.data.companies.market_caps import MarketCaps
from core.data.companies.name_policy import PARTICLE_KEYS, NameReading, read_forms, read_name, with_particle
from core.data.companies.names import everyday_use, normalize
from core.data.companies.not_listed import ABROAD, NotListed, not_listed
from core.data.companies.resolver import Company, CompanyIndex

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


def abroad_or_unlisted(index: CompanyIndex, query: str, named: list[Mention]) -> list[NotListed]:
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
