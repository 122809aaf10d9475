"""The company-name policy: which listed company a name means when several share it.

``read_name`` gives one of three readings, or ``None`` when the policy has nothing to add (an
ordinary name, a code, a name of no covered group):

* ``exact`` — a listed company carries exactly this name (alias and spelling included), so the
  question is about it: "삼성전자" is never re-interpreted, "LG" is LG(003550). When the name is also a
  group's name and other members are larger, they come along as ``alternatives`` (LG →
  LG에너지솔루션, LG화학, LG전자) so the user can switch in one tap.
* ``dominant`` — a bare prefix several listed companies share (삼성, 현대, "삼성전") whose largest
  member clearly dominates: answered for it, with a one-line ``note`` naming the main alternatives.
* ``tie`` — a shared prefix with no dominant member (롯데): the caller asks which, the candidates
  ranked by market value.

Dominance: the largest member is worth at least ``DOMINANCE`` (2×) the runner-up, by the dated
snapshot in ``core.data.companies.market_caps``. Why that rule:

* Market values inside a Korean group are heavy-tailed, and the flagship is what people mean by the
  group's name: 삼성전자 is ~5× 삼성바이오로직스, SK하이닉스 ~8× SK이노베이션, LG에너지솔루션 ~4×
  LG화학, 현대자동차 ~2.5× 현대모비스.
* Where the top two are closer (롯데케미칼 vs 롯데지주 ~1.2×, 한화에어로스페이스 vs 한화오션 ~1.5×),
  either is a likely meaning and the order changes within months: asking is right there.
* A 2× lead survives the snapshot's age and rounding: flipping it takes the runner-up doubling
  against the leader, far beyond a normal year between two large caps, and ±15% figures move the
  ratio by at most ~1.35×.
* Members the snapshot lacks (delisted companies keep their DART stock codes, small ones, later
  listings) count as the snapshot's floor, so a gap can make the bot ask, not choose differently.
  SPACs carrying the group's name are ignored; only listed companies compete.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from core.data.companies.market_caps import MarketCaps
from core.data.companies.names import is_spac, normalize
from core.data.companies.resolver import (
    DECISIVE,
    LENGTH_SPAN,
    PARTIAL_CAP,
    PREFIX_BASE,
    Company,
    CompanyIndex,
    Match,
    Resolution,
)

__all__ = [
    "DOMINANCE",
    "PARTICLE_KEYS",
    "NameReading",
    "ranked",
    "read_forms",
    "read_name",
    "with_particle",
]

DOMINANCE = 2.0
MAX_ALTERNATIVES = 3
MAX_TIE_CANDIDATES = 4
#: How many candidates ``ranked`` orders before cutting to the caller's limit (a group has ~40 members).
RANK_POOL = 200
ReadingKind = Literal["exact", "dominant", "tie"]
# Hangul readings of Latin letters end in a vowel except L(엘), M(엠), N(엔), R(알).
_LATIN_FINALS = {"l": "ㄹ", "m": "ㅁ", "n": "ㄴ", "r": "ㄹ"}
_DIGIT_FINALS = {"0": "ㅇ", "1": "ㄹ", "3": "ㅁ", "6": "ㄱ", "7": "ㄹ", "8": "ㄹ"}


@dataclass(frozen=True, slots=True)
class NameReading:
    """What ``typed`` was taken to mean (see the module docstring).

    ``company`` is ``None`` for a tie. ``cap``/``runner_up`` (억원, snapshot of ``as_of``) say why a
    dominant company was chosen; ``members`` counts the listed companies sharing the name.
    """

    typed: str
    kind: ReadingKind
    company: Company | None
    alternatives: tuple[Company, ...]
    members: int = 0
    cap: int | None = None
    runner_up: int | None = None
    as_of: str = ""

    @property
    def note(self) -> str:
        """The one-line Korean note for the answer ("" for a tie: the caller asks instead)."""
        if self.company is None:
            return ""
        others = f" — 다른 회사: {', '.join(c.name for c in self.alternatives)}" if self.alternatives else ""
        quoted = with_particle(f"‘{self.typed}’", "은", self.typed)
        if self.kind == "exact":
            company = f"{self.company.name}({self.company.stock_code})"
            return f"{quoted} 회사명이 정확히 같은 {company} 기준으로 답했습니다{others}"
        return f"{quoted} {with_particle(self.company.name, '로')} 보았습니다{others}"

    def explain(self) -> str:
        """The reading in English, for the model's prompt: what was assumed and why."""
        alternatives = ", ".join(c.name for c in self.alternatives) or "none"
        if self.company is None:
            return (
                f"'{self.typed}' is shared by {self.members} listed companies and none clearly dominates "
                f"by market value: ask which one is meant (candidates: {alternatives})."
            )
        name = self.company.name
        if self.kind == "exact":
            return (
                f"'{self.typed}' is exactly the name of the listed company {name}, so the question is "
                f"about it; larger companies of the same group: {alternatives}."
            )
        return (
            f"'{self.typed}' is a name {self.members} listed companies start with; {name} is assumed "
            f"because it is the largest by market value (about {_jo(self.cap)} against {_jo(self.runner_up)} "
            f"for the next, snapshot {self.as_of}; the rule needs at least {DOMINANCE:g}x). "
            f"Other candidates: {alternatives}."
        )


def read_name(index: CompanyIndex, name: str, caps: MarketCaps | None = None) -> NameReading | None:
    """The policy's reading of one company name, or ``None`` when it has nothing to add.

    Args:
        index: The corp-code index the name is resolved in.
        name: The name as typed, without a trailing particle.
        caps: The market-cap snapshot; the bundled one by default.

    Returns:
        An ``exact`` reading with larger group members, a ``dominant`` company, a ``tie``, or
        ``None`` (a name outside the covered groups, an exact name with nothing larger beside it,
        a fuzzy or substring match).
    """
    caps = caps if caps is not None else MarketCaps.bundled()
    key = normalize(name)
    group = caps.group_of(key)
    if group is None:
        return None
    # a typo match is never a reading (it is below DECISIVE and never a prefix): its stage would only cost time
    resolution = ranked(index, name, RANK_POOL, caps, fuzzy=False)
    best = resolution.best
    if best is None or not best.company.listed:
        return None
    members = [m.company for m in resolution.candidates if m.how == "prefix" and m.company.listed]
    if best.confidence >= DECISIVE and not resolution.ambiguous:
        return _exact(name, best.company, members, caps) if key == group else None
    if not resolution.ambiguous or best.how != "prefix":
        return None
    members = [c for c in members if not is_spac(c.name)]
    return _by_size(name, members, caps) if len(members) > 1 else None


def ranked(
    index: CompanyIndex, name: str, limit: int = 5, caps: MarketCaps | None = None, *, fuzzy: bool = True
) -> Resolution:
    """The candidates for a name in the one order every surface offers them: ``dexter corp-codes find``
    lists them, and ``read_name`` (the chat, the card, the quick path) takes its reading from them.

    The resolver's ranking, with the partial (prefix or substring) listed hits of a covered group
    ordered by market value instead — largest first, those the snapshot lacks after them in the
    resolver's order — so 롯데 lists 롯데케미칼, 롯데지주, … as the chat's question does. A name that is
    exactly a group's name (LG, 카카오) is followed by the group's listed members, in the same order.

    Args:
        index: The corp-code index.
        name: The name as typed.
        limit: How many candidates to return at most.
        caps: The market-cap snapshot; the bundled one by default.
        fuzzy: ``False`` skips the resolver's typo stage (``CompanyIndex.resolve``).
    """
    caps = caps if caps is not None else MarketCaps.bundled()
    resolution = index.resolve(name, max(limit, RANK_POOL), fuzzy=fuzzy)
    key = normalize(name)
    best = resolution.best
    if best is None or caps.group_of(key) is None:
        return Resolution(resolution.query, resolution.candidates[:limit], resolution.ambiguous)
    candidates = list(resolution.candidates)
    if key in caps.groups and best.confidence >= DECISIVE and not resolution.ambiguous:
        held = {m.company.corp_code for m in candidates}
        candidates += [
            Match(
                c,
                round(min(PREFIX_BASE + LENGTH_SPAN * len(key) / len(normalize(c.name)), PARTIAL_CAP), 3),
                "prefix",
            )
            for c in index.listed_starting_with(key)
            if c.corp_code not in held
        ]
    slots = [i for i, m in enumerate(candidates) if m.how in ("prefix", "substring") and m.company.listed]
    by_value = _by_value([candidates[i] for i in slots], caps)
    for i, match in zip(slots, by_value, strict=True):
        candidates[i] = match
    return Resolution(resolution.query, tuple(candidates[:limit]), resolution.ambiguous)


def _by_value(matches: Sequence[Match], caps: MarketCaps) -> list[Match]:
    """Largest market value first; the ones the snapshot lacks after them, in their given order."""
    return sorted(matches, key=lambda m: -(caps.cap(m.company.stock_code) or 0))


def read_forms(
    index: CompanyIndex, forms: Sequence[str], caps: MarketCaps | None = None
) -> tuple[str, NameReading] | None:
    """The reading of a word from its forms — the word, then the word without a trailing particle —
    and the form it came from.

    A shorter form is read only when the whole word matches nothing or the form is exactly a group's
    name: "현대가" is 현대 + 가, but "삼성전지" is a typo of 삼성전자/삼성전기, not 삼성전 + 지.
    """
    caps = caps if caps is not None else MarketCaps.bundled()
    whole_matches: bool | None = None
    for position, form in enumerate(forms):
        key = normalize(form)
        # a form outside every group reads as nothing anyway: the whole word (its typo stage) is resolved
        # only for a form a group could read ("영업이익률은" never resolves "영업이익률은")
        if position and key not in caps.groups and caps.group_of(key) is not None:
            if whole_matches is None:
                whole_matches = bool(index.resolve(forms[0]).candidates)
            if whole_matches:
                continue
        reading = read_name(index, form, caps)
        if reading is not None:
            return form, reading
    return None


def _ranked(members: Sequence[Company], caps: MarketCaps) -> tuple[list[tuple[int, Company]], int]:
    """Members with a known market value, largest first, and how many the snapshot lacks."""
    known = [(cap, c) for c in members if (cap := caps.cap(c.stock_code)) is not None]
    known.sort(key=lambda pair: -pair[0])
    return known, len(members) - len(known)


def _by_size(typed: str, members: Sequence[Company], caps: MarketCaps) -> NameReading:
    known, missing = _ranked(members, caps)
    if known:
        leader_cap, leader = known[0]
        runner_up = max(known[1][0] if len(known) > 1 else 0, caps.floor if missing else 0)
        if leader_cap >= DOMINANCE * runner_up:
            alternatives = tuple(c for _, c in known[1 : 1 + MAX_ALTERNATIVES])
            return NameReading(
                typed, "dominant", leader, alternatives, len(members), leader_cap, runner_up, caps.as_of
            )
    ranked = [c for _, c in known] + [c for c in members if caps.cap(c.stock_code) is None]
    return NameReading(typed, "tie", None, tuple(ranked[:MAX_TIE_CANDIDATES]), len(members), as_of=caps.as_of)


def _exact(typed: str, company: Company, members: Sequence[Company], caps: MarketCaps) -> NameReading | None:
    known, _ = _ranked([c for c in members if not is_spac(c.name)], caps)
    own = caps.cap(company.stock_code) or caps.floor
    larger = [c for cap, c in known if cap > own and c != company]
    if not larger:
        return None
    alternatives = tuple(c for _, c in known if c != company)[:MAX_ALTERNATIVES]
    return NameReading(typed, "exact", company, alternatives, len(members) + 1, own, as_of=caps.as_of)


def _jo(cap: int | None) -> str:
    return "?" if cap is None else f"{cap / 10_000:,.1f}조원"


def _final(word: str) -> str | None:
    """The last sound's final consonant: "" none, a jamo, or ``None`` when it cannot be told."""
    last = word.rstrip(")’'\" ")[-1:].lower()
    if "가" <= last <= "힣":
        final = (ord(last) - 0xAC00) % 28
        return "" if final == 0 else "ㄹ" if final == 8 else "ㄱ"  # only "none" and ㄹ matter below
    if last.isdigit():
        return _DIGIT_FINALS.get(last, "")
    if last.isascii() and last.isalpha():
        latin = re.search(r"[A-Za-z]+$", word.rstrip(")’'\" "))
        run = latin.group() if latin is not None else ""
        if run.isupper() and len(run) <= 4:  # an acronym read letter by letter: SK, LG, 삼성SDI
            return _LATIN_FINALS.get(last, "")
        return None
    return None


Particle = Literal["은", "이", "을", "과"]
_PAIRS: dict[Particle, tuple[str, str]] = {
    "은": ("은", "는"),
    "이": ("이", "가"),
    "을": ("을", "를"),
    "과": ("과", "와"),
}
#: Either form of a particle → its pair's key (는 → 은, 가 → 이 …).
PARTICLE_KEYS: dict[str, Particle] = {form: key for key, pair in _PAIRS.items() for form in pair}


def with_particle(
    word: str, particle: Literal["은", "이", "을", "과", "로"], sound: str | None = None
) -> str:
    """``word`` with 은/는, 이/가, 을/를, 과/와 or (으)로 as its last sound asks (``sound``: the text read,
    when not ``word``); both forms, as in "은(는)", when the sound cannot be told."""
    final = _final(sound if sound is not None else word)
    if particle == "로":
        return f"{word}{'(으)로' if final is None else '로' if final in ('', 'ㄹ') else '으로'}"
    after_consonant, after_vowel = _PAIRS[particle]
    return f"{word}{f'{after_consonant}({after_vowel})' if final is None else after_consonant if final else after_vowel}"
