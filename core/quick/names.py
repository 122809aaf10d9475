"""Which listed companies a question names, and what to say when a word names none.

A company is taken only without doubt: a stock code, an exact name or alias, a group name with a
dominant company (삼성 → 삼성전자), or a typo of one listed name (네이바 → NAVER; 삼성전지 → 삼성전자 when the
other name as close, 삼성전기, is worth less than half as much), said in a note. Two unknown words in a
row are tried together ("SK 하이닉스").
An unknown word where a company should be is answered plainly: listed abroad (애플), in DART without a
stock code, ambiguous (롯데: which one?), or not in the Korean listed-company list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from core.data.companies.english import SHORT_FORMS
from core.data.companies.market_caps import MarketCaps
from core.data.companies.name_policy import DOMINANCE, read_forms, read_name, with_particle
from core.data.companies.names import SEVERAL, everyday_use
from core.data.companies.not_listed import not_listed
from core.data.companies.resolver import DECISIVE, Company, CompanyIndex, Resolution
from core.quick import wording
from core.quick.lexicon import NOT_A_NAME, Hit
from core.quick.model import QuickRefusal
from core.quick.word_forms import bare_ending, strip_particles, verb_like

__all__ = ["Named", "company_refusal", "confident_form", "inside", "name_companies"]

#: English group names typed alone, read as their Korean names are (``_english``)
_ENGLISH_GROUPS = {"samsung": "삼성", "hyundai": "현대"}
_NAMELIKE = re.compile(r"[가-힣A-Za-z0-9&.\-]{2,}")
#: a preferred share's name: a listed company's name and 우, 우B, 2우B ("삼성전자우", "현대차2우B")
_PREFERRED = re.compile(r"(?:[1-3]?우B?|우선주?)$")


@dataclass(frozen=True, slots=True)
class _Token:
    start: int
    end: int
    unknown: tuple[int, ...]
    starts: tuple[int, ...] = ()  # where a name may start: the word's start, each term's before the core

    def names(self, text: str) -> tuple[str, ...]:
        """The company-name readings of the token, longest first: all but trailing terms, from each term
        before the unknown core ("2022에스케이하이닉스": 에 was read as a particle), then the core."""
        return tuple(name for _, name in self.readings(text))

    def readings(self, text: str) -> tuple[tuple[int, str], ...]:
        """``names`` with where each starts."""
        if not self.unknown:
            return ()
        last = self.unknown[-1] + 1
        starts = sorted({self.start, *self.starts, self.unknown[0]})
        return tuple((start, text[start:last]) for start in starts)


@dataclass(frozen=True, slots=True)
class Named:
    companies: tuple[Company, ...]
    spans: tuple[tuple[int, int], ...]  # where the company names sit in the text
    leftovers: tuple[str, ...]  # unknown words that name no company
    notes: tuple[str, ...] = ()  # how a typo was read ("‘네이바’는 NAVER로 보았습니다")
    preferred: bool = False  # a company read from its preferred share's name ("삼성전자우")


def inside(i: int, spans: tuple[tuple[int, int], ...]) -> bool:
    return any(a <= i < b for a, b in spans)


def _tokens(text: str, hits: list[Hit], unknown: list[int]) -> list[_Token]:
    tokens = []
    for match in re.finditer(r"\S+", text):
        inside = tuple(i for i in unknown if match.start() <= i < match.end())
        core = inside[0] if inside else match.start()
        starts = tuple(h.start for h in hits if match.start() < h.start < core)
        tokens.append(_Token(match.start(), match.end(), inside, starts))
    return tokens


def _whole(index: CompanyIndex, text: str, token: _Token) -> Company | None:
    """The company the whole word names when it ends in a word the scanner knows: LG유플러스 (플러스),
    유성기업 (기업) and 코오롱인더 (더) are names, not a name and a filler. Exact names only."""
    whole = text[token.start : token.end]
    if whole in token.names(text):
        return None
    return _confident(index, (whole,))


def _typo_read(index: CompanyIndex, text: str, token: _Token) -> tuple[Company, int, str] | None:
    """The company a word names through a typo (``_typo``), where its name starts and the note. The
    name starts at the shortest reading that reads as the same company, so a period typed before it
    with no space stays a period ("22년삼성전자우", "2024삼성전자우배당": 삼성전자우 is read as 삼성전자)."""
    readings = token.readings(text)
    typo = _typo(index, tuple(name for _, name in readings))
    if typo is None:
        return None
    for start, name in reversed(readings):
        shorter = _typo(index, (name,))
        if shorter is not None and shorter[0] == typo[0]:
            return shorter[0], start, shorter[1]
    return typo[0], token.start, typo[1]


def _typo(index: CompanyIndex, names: tuple[str, ...]) -> tuple[Company, str] | None:
    """A word no company is called, one typo away from a listed name: that company and a note saying
    so. Names as close as the best are the runners-up: the best is taken only when it is worth at least
    ``DOMINANCE`` times each of them (the name policy's rule for a group name), else nothing is."""
    for name in names:
        if verb_like(name) or NOT_A_NAME.search(name):
            continue
        for form in strip_particles(name):
            resolution = index.resolve(form)
            if not resolution.candidates:
                continue  # a shorter form only when the longer one matches nothing (삼성전지 is no 삼성전 + 지)
            best = resolution.candidates[0]
            if best.how != "fuzzy" or not best.company.listed:
                return None
            close = [m.company for m in resolution.candidates[1:] if m.confidence >= best.confidence]
            if close and not _dominant(best.company, close):
                return None
            others = f" (비슷한 이름: {', '.join(c.name for c in close)})" if close else ""
            quoted = with_particle(f"‘{form}’", "은", form)
            return best.company, f"{quoted} {with_particle(best.company.name, '로')} 보았습니다{others}"
    return None


def _preferred(index: CompanyIndex, name: str) -> bool:
    """Whether ``name`` (a particle after it or not) is a listed company's name and a preferred suffix."""
    for form in strip_particles(name):
        match = _PREFERRED.search(form)
        if match is not None and match.start() >= 2 and _confident(index, (form[: match.start()],)):
            return True
    return False


def _dominant(leader: Company, others: list[Company]) -> bool:
    caps = MarketCaps.bundled()
    top = caps.cap(leader.stock_code)
    rivals = [caps.cap(c.stock_code) or caps.floor for c in others]
    return top is not None and all(top >= DOMINANCE * rival for rival in rivals)


def _confident(index: CompanyIndex, names: tuple[str, ...]) -> Company | None:
    """The listed company a name surely means: a code, an exact name or an alias, never a guess."""
    for name in names:
        for form in strip_particles(name):
            resolution = index.resolve(form, fuzzy=False)  # a typo match is never DECISIVE
            best = resolution.best
            if best is None or best.confidence < DECISIVE or resolution.ambiguous or not best.company.listed:
                continue
            if best.how != "english" or form.isascii():  # English keys ignore Hangul: 삼성전자 NAVER
                return best.company
    for name in names:  # no exact name in any form: a group name with a dominant company (삼성 → 삼성전자)
        found = read_forms(index, strip_particles(name))
        if found is not None and found[1].kind == "dominant":
            return found[1].company
    return None


def confident_form(index: CompanyIndex, word: str) -> str | None:
    """The form of ``word`` (without a trailing particle or a stop) that names a listed company without doubt, or
    ``None`` (``core.quick.context`` reads a company named in a clause of context so)."""
    forms = strip_particles(word.strip(".,!?~…·()\"'"))
    company = next((c for c in (_confident(index, (form,)) for form in forms) if c is not None), None)
    named = [form for form in forms if company is not None and _confident(index, (form,)) == company]
    return named[-1] if named else None  # the shortest: "현대차가" → 현대차


def name_companies(text: str, hits: list[Hit], unknown: list[int], index: CompanyIndex) -> Named:
    tokens = _tokens(text, hits, unknown)
    read: list[tuple[tuple[Company, ...], tuple[int, int], bool]] = []  # companies, span, an everyday word?
    leftovers: list[str] = []
    notes: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if not token.unknown:
            i += 1
            continue
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        whole = not any(token.start <= h.start < token.end for h in hits)
        if whole and after is not None and after.unknown:  # "SK 하이닉스", "삼성 전자"
            joined = text[token.start : after.unknown[-1] + 1]
            company = _confident(index, (joined,))
            if company is not None:
                read.append(((company,), (token.start, after.unknown[-1] + 1), False))
                i += 2
                continue
        end = token.unknown[-1] + 1
        english = _english(index, token.names(text))
        if english is not None:  # "Hynix", "Samsung": an English name typed in a Korean question
            read.append(((english[0],), (token.unknown[0], end), False))
            notes += english[1:]
            i += 1
            continue
        several = _several(index, token.names(text))
        if several:  # "네카오": NAVER and 카카오
            read.append((several, (token.unknown[0], end), False))
            i += 1
            continue
        company = _whole(index, text, token)
        if company is not None:
            end = token.end
        else:
            company = _confident(index, token.names(text))
        start = token.start if company is None else _name_start(index, text, token, company)
        typo = None if company is not None else _typo_read(index, text, token)
        if typo is not None:
            company, start, note = typo
            notes.append(note)
        glued = () if company is not None else _glued(index, text, token)
        if company is not None:
            read.append(((company,), (start, end), _everyday(index, text, tokens, i, start)))
        elif glued:  # "네이버카카오", "삼성이랑하이닉스", "하이닉스2024년3분기매출이삼성전자"
            read += [((found,), span, False) for found, span in glued]
        elif not (
            verb_like(token.names(text)[-1])
            or verb_like(text[token.start : token.end])
            or bare_ending(token.names(text)[-1])
        ):
            leftovers.append(token.names(text)[-1])
        i += 1
    read, leftovers = _english_words(index, text, read, leftovers)
    named = _named(read, leftovers, notes)
    return replace(named, preferred=any(_preferred(index, text[a:b]) for a, b in named.spans))


def _english_words(
    index: CompanyIndex,
    text: str,
    read: list[tuple[tuple[Company, ...], tuple[int, int], bool]],
    leftovers: list[str],
) -> tuple[list[tuple[tuple[Company, ...], tuple[int, int], bool]], list[str]]:
    """A word of lower-case English letters read as a company's name beside another company is left unread ("삼성전자
    2024 매출 nice" was a table of 삼성전자 and NICE; "삼성전자 kt 2024 매출" may ask 케이티 or not): the question is
    not quick. Alone ("kt 2024 매출"), or a short form people type ("naver", "hynix": ``_english``), it is read as
    before (review round 8)."""
    word = [text[a:b] for _, (a, b), _ in read]
    english = [
        i
        for i, w in enumerate(word)
        if w.isascii() and w.isalpha() and w.islower() and _english(index, (w,)) is None
    ]
    if not english or len(read) == len(english):
        return read, leftovers
    kept = [entry for i, entry in enumerate(read) if i not in english]
    return kept, [*leftovers, *(word[i] for i in english)]


def _named(
    read: list[tuple[tuple[Company, ...], tuple[int, int], bool]], leftovers: list[str], notes: list[str]
) -> Named:
    """The companies the words read as, in order; an everyday word ("카톡에서") names none when another
    company is named ("카톡에서 봤는데 삼성전자 …": the chat app, not 카카오)."""
    found: list[Company] = []
    spans: list[tuple[int, int]] = []
    named = {c for companies, _, _ in read for c in companies}
    for companies, span, everyday in read:
        if everyday and named - set(companies):
            continue
        for company in companies:
            _add(found, company)
        spans.append(span)
    return Named(tuple(found), tuple(spans), tuple(leftovers), tuple(notes))


def _everyday(index: CompanyIndex, text: str, tokens: list[_Token], i: int, start: int) -> bool:
    """Whether the company word at ``tokens[i]`` (from ``start``) is an everyday word ("카톡에서") that
    names its company only when no other company is named (``everyday_use``)."""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    read_on = after is None or not after.unknown or _confident(index, after.names(text)) is not None
    return everyday_use(text[start : tokens[i].end], others=True, read_on=read_on)


def _english(index: CompanyIndex, names: tuple[str, ...]) -> tuple[Company, *tuple[str, ...]] | None:
    """An English name typed in a Korean question, a particle after it or not: a short form people type for a
    company ("Hynix", "Naver", "Kakao": ``SHORT_FORMS``) is that company; a group's name alone ("Samsung",
    "Hyundai") is read as its Korean name is (삼성 → 삼성전자, 현대 → 현대자동차) with the note saying so, as the
    English reader reads it — not the company whose English name merely is that word (Hyundai → HYUNDAI
    CORPORATION, 현대코퍼레이션). ``None`` for any other word."""
    for name in names:
        for form in strip_particles(name):
            key = form.lower()
            if not form.isascii():
                continue
            if key in SHORT_FORMS:
                company = _confident(index, (SHORT_FORMS[key],))
                return None if company is None else (company,)
            reading = read_name(index, _ENGLISH_GROUPS[key]) if key in _ENGLISH_GROUPS else None
            if reading is not None and reading.kind == "dominant" and reading.company is not None:
                return reading.company, replace(reading, typed=form).note
    return None


def _glued(index: CompanyIndex, text: str, token: _Token) -> tuple[tuple[Company, tuple[int, int]], ...]:
    """Two companies in one word that names none, each without doubt (a code, a name, an alias or a group's
    dominant company): typed with no space between them, a joining particle or not ("네이버카카오",
    "삼성이랑하이닉스", "삼성생명과삼성물산"), or with the figure's words between them ("하이닉스2024년3분기매출이
    삼성전자"). Nothing when either part is unsure, both are one company, or the word splits two ways."""
    runs: list[tuple[int, int]] = []
    for i in token.unknown:
        if runs and runs[-1][1] == i:
            runs[-1] = (runs[-1][0], i + 1)
        else:
            runs.append((i, i + 1))
    if len(runs) == 1:
        (a, b) = runs[0]
        if text[a:b].isascii():
            return ()  # an English word ("diff" was 디아이 and F&F) is never two names glued
        runs = []
        for cut in range(a + 2, b - 1):
            left, right = _confident(index, (text[a:cut],)), _confident(index, (text[cut:b],))
            if left is not None and right is not None and left != right:
                if runs:
                    return ()  # two ways to split: unsure
                runs = [(a, cut), (cut, b)]
    if len(runs) != 2:
        return ()
    found = tuple((_confident(index, (text[a:b],)), (a, b)) for a, b in runs)
    pairs = tuple((company, span) for company, span in found if company is not None)
    return pairs if len(pairs) == 2 and pairs[0][0] != pairs[1][0] else ()


def _name_start(index: CompanyIndex, text: str, token: _Token, company: Company) -> int:
    """Where a name starts in its word: at the shortest reading that alone names the company, so a
    period typed before it with no space ("2021삼성전자", "작년하닉", "4Q24삼전", "2022에스케이하이닉스")
    stays a period."""
    for start, name in reversed(token.readings(text)[1:]):
        if _confident(index, (name,)) == company:
            return start
    return token.start


def _several(index: CompanyIndex, names: tuple[str, ...]) -> tuple[Company, ...]:
    """The companies a nickname of several stands for ("네카오"), each listed without doubt; else none."""
    for name in names:
        for form in strip_particles(name):
            if form in SEVERAL:
                companies = [_confident(index, (each,)) for each in SEVERAL[form]]
                return tuple(c for c in companies if c is not None) if all(companies) else ()
    return ()


def _add(found: list[Company], company: Company) -> None:
    if company not in found:
        found.append(company)


def company_refusal(text: str, named: Named, index: CompanyIndex, *, compared: bool) -> QuickRefusal | None:
    """One unknown word where a company should be: say it is not a Korean listed company."""
    if len(named.leftovers) != 1 or (named.companies and not compared and not _foreign(named.leftovers)):
        return None
    word = named.leftovers[0]
    if not _NAMELIKE.fullmatch(word) or NOT_A_NAME.search(word) or _preferred(index, word) or _a_number(word):
        return None  # a listed company's preferred share: the agent's, never "not listed"; a bare number ("2023 대비
        # 16% 늘었지?": '16'은 … 찾지 못했습니다, review 11) is no name
    shown = wording.display_name(word)
    elsewhere = not_listed(index, shown)  # listed abroad, or in DART without a stock code
    if _foreign((word,)):
        abroad = elsewhere is not None and elsewhere.abroad is not None
        message = elsewhere.statement if elsewhere is not None and abroad else wording.foreign_company(shown)
        return QuickRefusal(text, "foreign_company", message)
    if elsewhere is not None:
        return QuickRefusal(text, "unlisted_company", elsewhere.statement)
    resolution: Resolution = index.resolve(shown)
    suggestions = tuple(m.company for m in resolution.candidates if m.company.listed)[:4]
    if resolution.ambiguous and suggestions:
        tie = read_name(index, shown)  # a group without a dominant company: its largest members first
        suggestions = tie.alternatives if tie is not None and tie.kind == "tie" else suggestions
        return QuickRefusal(text, "ambiguous_company", wording.ambiguous(shown, suggestions), suggestions)
    return QuickRefusal(text, "unknown_company", wording.unknown_company(shown, suggestions), suggestions)


def _foreign(words: tuple[str, ...]) -> bool:
    return any(form.lower() in wording.FOREIGN for word in words for form in strip_particles(word))


def _a_number(word: str) -> bool:
    """A bare number shorter than a stock code ("16" of "16% 늘었지?"): never a company's name."""
    return word.isdigit() and len(word) < 6
