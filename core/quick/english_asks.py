"""The English reader's words (``core.quick.english_read``): question words by what they ask, filler words, and
the period patterns, in the order they are tried."""

from __future__ import annotations

import re

from core.quick.vocabulary import words

__all__ = ["ASKS", "BARE_TOTAL", "FILLER", "NUMBERS", "ORDINAL", "PATTERNS", "RELATIVE", "SEX", "WORDS"]

#: Question words by what they ask (phrases split on "|"); "" words change nothing; "quarterly" words ("three
#: months": a quarter is three months unless the year to date is asked) need a quarter named
ASKS: dict[str, str] = {
    "moved": "growth|grow|grew|grown|growing|increase|increased|rise|rose|risen|fall|fell|drop|dropped|decline|"
    "declined|decrease|decreased|change|changed|jump|jumped|yoy|y/y|y-o-y|growth rate|rate of growth|"
    "year-on-year|year on year|year-over-year|year over year|go up|went up|gone up|go down|went down|gone down",
    "trend": "trend|trends|history|historical|historically|trajectory|over the years|over time|year by year|"
    "by year|each year|every year|track record|multi-year|annual trend",
    "compare": "compare|compared|comparison|versus|vs|vs.|against|side by side|relative to",
    "difference": "difference|gap|how much more|how much higher|how much bigger|how much larger|how much lower|"
    "how much less|how much smaller|by how much|by how many|how many more|how many fewer",
    "lower": "lower|lowest|less|least|smaller|smallest|fewer|weaker|worse|worst|lowest first|in ascending order|"
    "ascending",
    "higher": "higher|highest|more|most|bigger|biggest|larger|largest|greater|better|best|stronger|strongest|"
    "rank|ranked|ranking|rank them|highest first|in descending order|descending",
    "separate": "separate|standalone|stand-alone|non-consolidated|parent-only|parent only|unconsolidated|"
    "parent company",
    "consolidated": "consolidated",
    "ytd": "ytd|year to date|year-to-date|cumulative|accumulated|so far this year",
    "hold": "hold|holds|held|holding|own|owns|owned|owning",
    "sum": "combined|altogether|in total|sum|sum of|summed|added together|put together|together|aggregate|"
    "in aggregate|totals|added up|add up",
    "treasury": "own shares|own stock|treasury shares|treasury stock|treasury|buyback|buybacks|bought back|"
    "repurchased shares|share repurchase|share repurchases|cancelled shares|canceled shares",
    "times": "how many times|times as large as|times as big as|times as much as|times larger than|"
    "times bigger than|multiple of",
    "share_of": "as a share of|as a percentage of|as a percent of|as a proportion of|as a fraction of",
    "preferred": "preferred|preferred shares|preferred stock|preference shares|prefs",
    "qoq": "qoq|q/q|q-o-q|quarter on quarter|quarter-on-quarter|quarter over quarter|quarter-over-quarter|"
    "sequentially|from the previous quarter|than the previous quarter|vs the previous quarter|from the prior quarter",
    "quarterly": "three months|3 months|three-month|3-month|3m|quarterly|the quarter|jul-sep|july-september|"
    "jul–sep|july to september|standalone quarter",
    "": "most recent|most recently|the latest|common|common shares|common stock|ordinary shares|stock|stocks",
}
WORDS = {w: tag for tag, phrases in ASKS.items() for w in phrases.split("|")}
FILLER = frozenset(
    words(
        """
    what what's whats when where whose was were is are listed traded fast quickly be been the of in for how
    much many did does do make made tell me show
    give please a an and its it's company company's companies s about at on during year years fiscal fy full
    annual which who had has have or than between both each respectively their them they this that these
    those by from to with over under figure figures number numbers data value values level amount amounts get
    see list all so far up down korean krw won table percent percentage percentages big large high low earn
    earned post posted report reported generate generated record recorded book booked achieve achieved
    deliver delivered there any can could you i we our us let let's look here latest recent most-recent
    current currently now today ended ending end one ones same period periods total basis according filing
    filings statements statement financial financials it
    thousand thousands million millions billion billions trillion trillions
    """
    )
)
NUMBERS = dict(zip(words("two three four five six seven eight nine ten"), range(2, 11), strict=True))
_YEAR = r"(?:fy\s?'?|fiscal\s+(?:year\s+)?)?(20\d\d)"
_YEAR2 = r"(?:fy\s?'?)?(20\d\d|\d\d)"
ORDINAL = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_Q_WORD = r"(first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter"
#: (kind, pattern) tried in order; each match is taken out before the next pattern looks
PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern))
    for kind, pattern in (
        (
            "moved",
            r"\b(?:compared\s+(?:to|with)|vs\.?|versus|from|over|than|against)\s+(?:the\s+|a\s+)?"
            r"(?:previous|prior|preceding|last)\s+year\b|\b(?:from|than|over|vs\.?|versus)\s+a\s+year\s+"
            r"(?:earlier|ago|before)\b",
        ),
        ("range", r"\bbetween\s+" + _YEAR + r"\s+and\s+" + _YEAR2 + r"\b"),
        ("range", r"\bfrom\s+" + _YEAR + r"\s+(?:to|through|thru|until|till)\s+" + _YEAR2 + r"\b"),
        ("range", r"\b" + _YEAR + r"\s*(?:-|–|—|~|to|through|thru|until)\s*" + _YEAR2 + r"\b"),
        (
            "pair",
            r"\b" + _YEAR + r"\s*(?:vs\.?|versus|compared\s+(?:to|with)|against|and)\s*" + _YEAR2 + r"\b",
        ),
        (
            "recent",
            r"\b(?:(?:last|past|previous|prior|recent|latest)\s+)?(\d{1,2}|two|three|four|five|six|seven|eight|"
            r"nine|ten)[\s-]+(?:fiscal\s+)?years?\b",
        ),
        ("ytd_q", r"\b(?:first\s+)?(?:nine|9)[\s-]?months?(?:\s+of)?(?:\s+" + _YEAR + r")?"),
        ("ytd_q", r"\b9m\s*'?(20\d\d|\d\d)?\b"),
        ("ytd_q", r"\b(?:1q?|q1)\s*[-–~]\s*(?:3q|q3)\s*'?(20\d\d|\d\d)?\b"),
        (
            "ytd_q",
            r"\b(?:jan(?:uary)?\s*[-–~]\s*sep(?:tember)?|first\s+three\s+quarters)(?:\s+of)?(?:\s+(20\d\d))?",
        ),
        ("half", r"\b(?:h1|1h)\s*'?(20\d\d|\d\d)?\b"),
        ("half", r"\b(?:first\s+half|six\s+months|6[\s-]?months?|6m)(?:\s+of)?(?:\s+" + _YEAR + r")?"),
        ("quarter", r"\bq([1-4])\s*(?:fy)?\s*'?(20\d\d|\d\d)\b"),
        ("quarter", r"\b([1-4])q\s*'?(20\d\d|\d\d)\b"),
        ("year_quarter", r"\b(20\d\d)\s*q([1-4])\b"),
        ("quarter_word", r"\b" + _Q_WORD + r"(?:\s+of)?(?:\s+" + _YEAR + r")?"),
        ("quarter", r"\bq([1-4])\b()"),
        ("quarter", r"\b([1-4])q\b()"),
        ("year", r"\b" + _YEAR + r"\b"),
        ("year", r"\bfy\s?'?(\d\d)\b"),
        ("relative", r"\b(?:the\s+)?year\s+(before)\s+last\b"),
        ("relative", r"\b(last|previous|prior)\s+year\b"),
        ("relative", r"\b(this|current)\s+year\b"),
        ("division", r"\b([a-z]{2,4})\s+(?:division|segment)\b"),
        ("sex", r"\b(male|men|female|women)\b"),
    )
)
RELATIVE = {
    "before": "재작년",
    "last": "작년",
    "previous": "작년",
    "prior": "작년",
    "this": "올해",
    "current": "올해",
}
SEX = {"male": "남자", "men": "남자", "female": "여자", "women": "여자"}
#: "total" said of several companies' or years' figure, not as part of a line's name (total assets, total dividends
#: …): their sum ("what's the total revenue of samsung electronics and sk hynix", "revenue 2024 total")
BARE_TOTAL = re.compile(
    r"\btotal\b(?!\s+(?:assets|liabilities|equity|dividends?|cash|comprehensive|number|shareholders|debt|"
    r"shares))"
)
