"""Company resolution over OpenDART's corp-code list: a name or code → ranked candidates.

``CompanyIndex.resolve`` searches in stages; a stage runs only while the earlier ones found no
decisive listed company:

1. codes: KRX stock code (``005930``, ``A005930``, alphanumeric ``0126Z0``) or DART corp code;
2. exact: normalised name (``(주)``, ``㈜``, ``주식회사``, spaces, case and punctuation ignored), alias
   (``ALIASES``), the other spelling of a leading acronym (엘지전자 ↔ LG전자, SK바이오팜 ↔
   에스케이바이오팜), English name;
3. partial, listed companies only: the query starts a name (삼성 → 삼성전자, 삼성SDI, …) or, when
   nothing matched so far and it has three characters or more, sits inside one (에너지솔루션 →
   LG에너지솔루션);
4. fuzzy, listed names and aliases only, when nothing else matched: edit distance over keystroke
   jamo (삼성전지 → 삼성전자), one typo up to ~4 syllables, more for longer names. Queries under
   three syllables are never fuzzed: short words have too many one-typo neighbours.

Confidence is in [0, 1]: 1.0 for codes and exact listed names, a little less for aliases, spellings
and English names, 0.4–0.9 for partial and fuzzy hits (``PROMINENT`` large caps get a bonus there).
A same-name listed company outranks unlisted ones, which drop to 0.7 whenever any listed candidate
exists; among same-name listed entries the most recently modified wins (delisted companies keep
their codes in DART's list; those in the ``delisted`` snapshot lose them when the index is built).
A result is ``ambiguous`` when the runner-up is within ``AMBIGUITY_MARGIN`` of the best, or when
the best is only a partial name (prefix or substring) that other companies share.

The index keeps rows as tuples and makes ``Company`` values only for the candidates it returns:
building ~117k objects would dominate start-up.
"""

from __future__ import annotations

import weakref
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import accumulate, compress

from core.data.companies.corpcode_format import Company, CorpCodes, bundled_corpcodes
from core.data.companies.delisted import Delisted
from core.data.companies.hangul import hangul_to_latin, jamo, latin_to_hangul, syllable_count
from core.data.companies.names import (
    ALIASES,
    PROMINENT,
    is_spac,
    normalize,
    normalize_eng,
    normalize_eng_many,
    normalize_many,
)

__all__ = ["ALIASES", "PROMINENT", "Company", "CompanyIndex", "Match", "Resolution", "normalize"]

CODE = EXACT = 1.0
ALIAS = 0.98
SPELLING = 0.97
ENGLISH = 0.95
#: A listed company sharing its name with a more recently modified listed one.
STALE_DUPLICATE = 0.85
UNLISTED = 0.9
#: An unlisted match when listed candidates exist (the unlisted 카카오 next to the listed one).
UNLISTED_OUTRANKED = 0.7
DECISIVE = 0.95
AMBIGUITY_MARGIN = 0.1
PREFIX_BASE, SUBSTRING_BASE, LENGTH_SPAN = 0.5, 0.4, 0.3
#: Bonus for the largest cap, falling linearly to half of it for the last of ``PROMINENT``.
PROMINENCE_BONUS = 0.2
SPAC_PENALTY = 0.1
#: Partial and fuzzy hits never reach ``DECISIVE``.
PARTIAL_CAP = FUZZY_SCALE = 0.9
MIN_FUZZY_SYLLABLES = 3
MIN_FUZZY_LATIN = 5
MIN_ENGLISH = 3
MIN_ENGLISH_PREFIX = 4


@dataclass(frozen=True, slots=True)
class Match:
    """One candidate. ``how``: stock_code, corp_code, name, alias, spelling, english, prefix,
    substring or fuzzy."""

    company: Company
    confidence: float
    how: str


@dataclass(frozen=True, slots=True)
class Resolution:
    """Ranked candidates for a query; ``ambiguous`` when several plausible companies compete."""

    query: str
    candidates: tuple[Match, ...]
    ambiguous: bool

    @property
    def best(self) -> Match | None:
        """The top candidate, if any."""
        return self.candidates[0] if self.candidates else None


# English keys of placeholders such as "N/A" or "no entry", which name no company.
_PLACEHOLDER_KEYS = frozenset({"", "n", "na", "none", "noentry", "null", "nil"})
# A partial name carried by several companies is ambiguous whatever their scores.
_PARTIAL = frozenset({"prefix", "substring"})
# Candidates while searching: row id → (confidence, how).
_Found = dict[int, tuple[float, str]]


class _KeyIndex:
    """Row ids by key, each group ranked listed first, newest first; the empty key is dropped.

    Nearly every key is unique, so keys map to one id in a dict built by ``dict(zip(…))`` and only
    shared keys get a list: no Python-level loop over all ~117k rows.
    """

    __slots__ = ("_many", "_one")

    def __init__(
        self, keys: Sequence[str], ids: Sequence[int], codes: CorpCodes, drop: frozenset[str] = frozenset()
    ) -> None:
        self._one = dict(zip(keys, ids, strict=True))
        self._many: dict[str, list[int]] = {}
        for key in drop | {""}:
            self._one.pop(key, None)
        if len(self._one) < len(keys):
            counts = Counter(keys)
            shared = set(compress(counts, map((1).__lt__, counts.values()))) - drop - {""}
            mask = list(map(shared.__contains__, keys))
            for key, i in zip(compress(keys, mask), compress(ids, mask), strict=True):
                self._many.setdefault(key, []).append(i)
            dates, stocks = codes.modify_dates, codes.stock_codes
            for group in self._many.values():
                group.sort(key=dates.__getitem__, reverse=True)  # stable: newest first…
                group.sort(key=lambda i: not stocks[i])  # …and listed before unlisted

    def get(self, key: str) -> Sequence[int]:
        """The ids under ``key``, best first; empty when none."""
        many = self._many.get(key)
        if many is not None:
            return many
        one = self._one.get(key)
        return () if one is None else (one,)

    def best(self, key: str) -> int:
        """The first id under a key known to be present."""
        many = self._many.get(key)
        return many[0] if many is not None else self._one[key]


class CompanyIndex:
    """An in-memory index over corp-code rows; build once, share, query from any task."""

    def __init__(self, codes: CorpCodes, *, delisted: Delisted | None = None) -> None:
        """``delisted``: stock codes no longer listed (the bundled snapshot by default); their rows
        lose their stock codes here, so no caller offers such a company as a listed one."""
        codes = (delisted if delisted is not None else Delisted.bundled()).apply(codes)
        self.codes = codes
        count = len(codes)
        self._by_corp = dict(zip(codes.corp_codes, range(count), strict=True))
        listed = list(compress(range(count), codes.stock_codes))
        by_date = sorted(listed, key=codes.modify_dates.__getitem__)
        self._by_stock = {codes.stock_codes[i]: i for i in by_date}  # the newest holder of a code wins
        name_keys = normalize_many(codes.names)
        self._by_name = _KeyIndex(name_keys, range(count), codes)
        with_eng = list(compress(range(count), codes.eng_names))
        eng_keys = normalize_eng_many([codes.eng_names[i] for i in with_eng])
        self._by_eng = _KeyIndex(eng_keys, with_eng, codes, drop=_PLACEHOLDER_KEYS)
        eng_key_of = dict(zip(with_eng, eng_keys, strict=True))
        self._listed_names = sorted({name_keys[i] for i in listed} - {""})
        self._listed_eng = sorted({eng_key_of.get(i, "") for i in listed} - _PLACEHOLDER_KEYS)
        self._listed_ids = [self._by_name.best(name) for name in self._listed_names]
        self._listed_eng_ids = [self._by_eng.best(name) for name in self._listed_eng]
        # One newline-joined string, so a substring search runs in str.find rather than a loop.
        self._listed_blob = "\n".join(self._listed_names)
        self._line_starts = list(accumulate((len(name) + 1 for name in self._listed_names), initial=0))
        self._aliases = {normalize(k): normalize(v) for k, v in ALIASES.items()}
        prominence: dict[int, int] = {}
        for rank, name in enumerate(PROMINENT):
            for i in self._by_name.get(normalize(name)):
                if codes.stock_codes[i]:
                    prominence.setdefault(i, rank)
        # Precomputed per listed row, so ranking a hundred partial hits stays well under a millisecond.
        self._bonus = {
            i: PROMINENCE_BONUS * (1 - rank / (2 * len(PROMINENT))) for i, rank in prominence.items()
        }
        for i in listed:
            if is_spac(codes.names[i]):
                self._bonus[i] = self._bonus.get(i, 0.0) - SPAC_PENALTY
        tiebreak = sorted(
            listed,
            key=lambda i: (
                prominence.get(i, len(PROMINENT)),
                len(codes.names[i]),
                -self._date(i),
                codes.corp_codes[i],
            ),
        )
        self._tiebreak = {i: position for position, i in enumerate(tiebreak)}
        fuzzy = {key: key for key in self._listed_names}
        for alias, target in self._aliases.items():
            if target in fuzzy:
                fuzzy.setdefault(alias, target)
        self._fuzzy_targets = list(fuzzy.values())
        self._fuzzy_keys = [jamo(key) for key in fuzzy]

    @classmethod
    def of(cls, companies: Iterable[Company], *, delisted: Delisted | None = None) -> CompanyIndex:
        """An index over ``Company`` values."""
        return cls(CorpCodes.from_rows(company.row() for company in companies), delisted=delisted)

    @classmethod
    def bundled(cls) -> CompanyIndex:
        """An index over the bundled listed-company list (works offline)."""
        return cls(bundled_corpcodes())

    def __len__(self) -> int:
        return len(self.codes)

    @property
    def listed_count(self) -> int:
        """How many rows carry a stock code."""
        return len(self._by_stock)

    def listed_starting_with(self, prefix: str) -> list[Company]:
        """Listed companies whose normalised name starts with ``prefix`` and is longer than it, by
        name (the members of a name group: 삼성 → 삼성E&A, 삼성SDI, …, 삼성전자, …)."""
        key = normalize(prefix)
        names, ids = self._listed_names, self._listed_ids
        lines = _lines_starting_with(names, key) if key else iter(())
        return [self.codes.company(ids[line]) for line in lines if names[line] != key]

    def lookup(self, query: str, limit: int = 5, *, fuzzy: bool = True) -> list[Match]:
        """Ranked candidates; an empty list when nothing plausible matches."""
        return list(self.resolve(query, limit, fuzzy=fuzzy).candidates)

    def resolve(self, query: str, limit: int = 5, *, fuzzy: bool = True) -> Resolution:
        """Resolve a company name, alias, English name, stock code or corp code.

        Args:
            query: What the user typed.
            limit: How many candidates to return at most.
            fuzzy: ``False`` skips the typo stage: for callers that take only a confident match (a typo
                match scores at most ``FUZZY_SCALE``, below ``DECISIVE``), so it could only cost time.

        Returns:
            The candidates, best first (none when nothing plausible matches), and whether the
            result is ambiguous.
        """
        asked = (query, limit, fuzzy)
        resolved = _RESOLVED.setdefault(self, {})
        if (kept := resolved.get(asked)) is not None:
            return kept
        if len(resolved) >= _RESOLVED_KEPT:
            resolved.clear()
        resolution = resolved[asked] = self._resolve(query, limit, fuzzy=fuzzy)
        return resolution

    def _resolve(self, query: str, limit: int, *, fuzzy: bool) -> Resolution:
        text = query.strip()
        if not text or limit < 1:
            return Resolution(text, (), False)
        if (hit := self._code(text)) is not None:
            return Resolution(text, (hit,), False)
        key = normalize(text)
        if not key or key.isdigit():  # an unknown code is not a name
            return Resolution(text, (), False)
        found: _Found = {}
        self._exact(text, key, found)
        if not any(self.codes.stock_codes[i] and conf >= DECISIVE for i, (conf, _) in found.items()):
            self._partial(text, key, found)
        if not found and fuzzy:
            self._fuzzy(key, found)
        if any(self.codes.stock_codes[i] for i in found):
            for i, (conf, how) in found.items():
                if not self.codes.stock_codes[i] and conf > UNLISTED_OUTRANKED:
                    found[i] = (UNLISTED_OUTRANKED, how)
        ranked = sorted(found, key=lambda i: self._order(i, found[i][0]))
        ambiguous = len(ranked) > 1 and (
            found[ranked[0]][1] in _PARTIAL or found[ranked[1]][0] >= found[ranked[0]][0] - AMBIGUITY_MARGIN
        )
        matches = tuple(Match(self.codes.company(i), *found[i]) for i in ranked[:limit])
        return Resolution(text, matches, ambiguous)

    # --- stages ------------------------------------------------------------------------------------

    def _code(self, text: str) -> Match | None:
        code = text.upper().replace(" ", "")
        if len(code) == 7 and code[0] == "A" and code[1:] in self._by_stock:  # KRX short code A005930
            code = code[1:]
        if len(code) == 6 and any(ch.isdigit() for ch in code) and code in self._by_stock:
            return Match(self.codes.company(self._by_stock[code]), CODE, "stock_code")
        if len(code) == 8 and code.isdigit() and code in self._by_corp:
            return Match(self.codes.company(self._by_corp[code]), CODE, "corp_code")
        return None

    def _exact(self, text: str, key: str, found: _Found) -> None:
        self._add_group(found, self._by_name.get(key), EXACT, "name")
        if (target := self._aliases.get(key)) is not None:
            self._add_group(found, self._by_name.get(target), ALIAS, "alias")
        spellings = hangul_to_latin(key)
        if (latin := latin_to_hangul(key)) is not None:
            spellings.append(latin)
        for spelling in spellings:
            self._add_group(found, self._by_name.get(spelling), SPELLING, "spelling")
        if len(eng := normalize_eng(text)) >= MIN_ENGLISH:
            self._add_group(found, self._by_eng.get(eng), ENGLISH, "english")

    def _partial(self, text: str, key: str, found: _Found) -> None:
        if len(key) < 2:
            return
        names, ids = self._listed_names, self._listed_ids
        for line in _lines_starting_with(names, key):
            if names[line] != key:
                conf = PREFIX_BASE + LENGTH_SPAN * len(key) / len(names[line])
                self._add(found, ids[line], conf, "prefix", bonus=True)
        eng = normalize_eng(text)
        if key.isascii() and len(eng) >= MIN_ENGLISH_PREFIX:
            for line in _lines_starting_with(self._listed_eng, eng):
                conf = PREFIX_BASE + LENGTH_SPAN * len(eng) / len(self._listed_eng[line])
                self._add(found, self._listed_eng_ids[line], conf, "prefix", bonus=True)
        if len(key) >= 3 and not found:
            for line in self._lines_containing(key):
                if not names[line].startswith(key):
                    conf = SUBSTRING_BASE + LENGTH_SPAN * len(key) / len(names[line])
                    self._add(found, ids[line], conf, "substring", bonus=True)

    def _fuzzy(self, key: str, found: _Found) -> None:
        from rapidfuzz import process  # only typos reach here: an exact name or code never loads it
        from rapidfuzz.distance import Levenshtein

        syllables = syllable_count(key)
        if syllables < MIN_FUZZY_SYLLABLES and (syllables or len(key) < MIN_FUZZY_LATIN):
            return
        typed = jamo(key)
        max_edits = 1 if len(typed) < 12 else 2 if len(typed) < 20 else 3
        hits = process.extract(
            typed, self._fuzzy_keys, scorer=Levenshtein.distance, score_cutoff=max_edits, limit=10
        )
        for choice, distance, index in hits:
            conf = FUZZY_SCALE * (1 - distance / max(len(typed), len(choice)))
            self._add(found, self._by_name.best(self._fuzzy_targets[index]), conf, "fuzzy")

    # --- helpers -----------------------------------------------------------------------------------

    def _lines_containing(self, key: str) -> Iterator[int]:
        """Positions in ``_listed_names`` of the names that contain ``key``, each once."""
        blob, starts = self._listed_blob, self._line_starts
        position = blob.find(key)
        while position != -1:
            line = bisect_right(starts, position) - 1
            yield line
            position = blob.find(key, starts[line + 1])

    def _date(self, i: int) -> int:
        date = self.codes.modify_dates[i]
        return int(date) if date.isdigit() else 0

    def _add_group(self, found: _Found, group: Sequence[int], conf: float, how: str) -> None:
        first_listed = True
        for i in group:  # ranked: listed first, newest first
            if self.codes.stock_codes[i]:
                self._add(found, i, conf if first_listed else min(conf, STALE_DUPLICATE), how)
                first_listed = False
            else:
                self._add(found, i, min(conf, UNLISTED), how)

    def _add(self, found: _Found, i: int, conf: float, how: str, *, bonus: bool = False) -> None:
        if bonus:
            conf = min(conf + self._bonus.get(i, 0.0), PARTIAL_CAP)
        conf = round(min(max(conf, 0.0), 1.0), 3)
        held = found.get(i)
        if held is None or held[0] < conf:
            found[i] = (conf, how)

    def _order(self, i: int, conf: float) -> tuple[float, int, tuple[int | str, ...]]:
        """Confidence first; then listed rows by their precomputed tiebreak, unlisted ones after."""
        position = self._tiebreak.get(i)
        if position is not None:
            return (-conf, 0, (position,))
        return (-conf, 1, (len(self.codes.names[i]), -self._date(i), self.codes.corp_codes[i]))


#: each index's answers by (query, limit, fuzzy), kept apart from the index's own state (``index_kept`` writes
#: that; a copy of an index starts with none): an index never changes once built, and a question's words are
#: resolved again by each step that reads them. Cleared when ``_RESOLVED_KEPT`` are kept (a bot meets new words).
_RESOLVED: weakref.WeakKeyDictionary[CompanyIndex, dict[tuple[str, int, bool], Resolution]] = (
    weakref.WeakKeyDictionary()
)
_RESOLVED_KEPT = 8192


def _lines_starting_with(names: Sequence[str], prefix: str) -> Iterator[int]:
    for line in range(bisect_left(names, prefix), len(names)):
        if not names[line].startswith(prefix):
            return
        yield line
