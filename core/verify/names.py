"""The names an answer may call the run's companies by: the checker reads claims with them, and the
derived-figure fallback reads which companies a sentence names with the same table."""

from __future__ import annotations

from collections.abc import Collection

from core.data.companies.english import KNOWN
from core.data.companies.names import ALIASES


def company_names(companies: Collection[str]) -> dict[str, str]:
    """Every name an answer may call the tools' companies by (네이버 → NAVER, 현대차 → 현대자동차, SK hynix)."""
    names = {name: name for name in companies}
    names.update({alias: target for alias, target in ALIASES.items() if target in companies})
    # an English answer's names (SK hynix → SK하이닉스, Hyundai Motor → 현대자동차)
    names.update({english: name for name, english in KNOWN.items() if name in companies and english != name})
    # a group's name for the run's only company of that group ("삼성 vs 하이닉스": 삼성전자, "현대": 현대자동차)
    for name in companies:
        group = name[:2]
        korean = len(name) >= 4 and all("가" <= ch <= "힣" for ch in group)
        if korean and group not in names and sum(other.startswith(group) for other in companies) == 1:
            names[group] = name
    # and in English: "Samsung revenue +16.2%", "Hynix OP" — the first word of a company's English name (after
    # a group's two letters, "SK hynix": the next, capitalised), where no other company of the run shares it
    englishes = [KNOWN[name] for name in companies if name in KNOWN and KNOWN[name] != name]
    for english in englishes:
        words = english.split(" ")
        short = words[1:] if len(words) > 1 and len(words[0]) <= 2 else words
        first = short[0][:1].upper() + short[0][1:]
        alone = sum(first.lower() in other.lower().split(" ") for other in englishes) == 1
        if len(words) > 1 and len(first) >= 4 and first.isalpha() and alone and first not in names:
            names[first] = names[english]
    return names
