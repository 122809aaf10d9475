"""Companies' English names: the form an English answer shows, and the short forms people type.

OpenDART's ``corp_eng_name`` is a legal name, often in capitals (``SAMSUNG ELECTRONICS CO,.LTD``). An
answer shows the company's usual English form (``Samsung Electronics``): the well-known ones from the
table below, the others from the legal name with its corporate suffix cut and capitals softened.
"""

from __future__ import annotations

import re

from core.data.companies.corpcode_format import Company

#: The English form people use for the most-asked companies (Korean name → English form). The names
#: people type for them resolve through ``SHORT_FORMS`` as well.
KNOWN: dict[str, str] = {
    "삼성전자": "Samsung Electronics",
    "SK하이닉스": "SK hynix",
    "NAVER": "NAVER",
    "카카오": "Kakao",
    "현대자동차": "Hyundai Motor",
    "기아": "Kia",
    "LG에너지솔루션": "LG Energy Solution",
    "LG화학": "LG Chem",
    "LG전자": "LG Electronics",
    "삼성바이오로직스": "Samsung Biologics",
    "삼성SDI": "Samsung SDI",
    "삼성물산": "Samsung C&T",
    "삼성생명": "Samsung Life Insurance",
    "POSCO홀딩스": "POSCO Holdings",
    "셀트리온": "Celltrion",
    "KB금융": "KB Financial Group",
    "신한지주": "Shinhan Financial Group",
    "하나금융지주": "Hana Financial Group",
    "현대모비스": "Hyundai Mobis",
    "SK이노베이션": "SK Innovation",
    "SK텔레콤": "SK Telecom",
    "KT": "KT",
    "한국전력공사": "KEPCO",
    "엔씨소프트": "NCSOFT",
    "크래프톤": "KRAFTON",
    "에코프로비엠": "EcoPro BM",
    "HMM": "HMM",
}

#: Extra short forms (lower case) people type in English for a company (Korean name). A group name
#: alone ("samsung", "hyundai") is left out: it names several companies.
SHORT_FORMS: dict[str, str] = {
    "samsung elec": "삼성전자",
    "samsung electronics": "삼성전자",
    "hynix": "SK하이닉스",
    "sk hynix": "SK하이닉스",
    "skhynix": "SK하이닉스",
    "naver": "NAVER",
    "kakao": "카카오",
    "hyundai motor": "현대자동차",
    "hyundai motors": "현대자동차",
    "kia": "기아",
    "kia motors": "기아",
    "lg energy solution": "LG에너지솔루션",
    "lg energy": "LG에너지솔루션",
    "lges": "LG에너지솔루션",
    "lg chem": "LG화학",
    "lg electronics": "LG전자",
    "samsung biologics": "삼성바이오로직스",
    "samsung sdi": "삼성SDI",
    "samsung life": "삼성생명",
    "posco": "POSCO홀딩스",
    "posco holdings": "POSCO홀딩스",
    "celltrion": "셀트리온",
    "kb financial": "KB금융",
    "shinhan": "신한지주",
    "hyundai mobis": "현대모비스",
    "sk innovation": "SK이노베이션",
    "sk telecom": "SK텔레콤",
    "kepco": "한국전력공사",
    "ncsoft": "엔씨소프트",
    "krafton": "크래프톤",
    "ecopro bm": "에코프로비엠",
}

_SUFFIX = re.compile(
    r"[\s,.]*\b(?:co\s*[,.]*\s*,?\s*ltd|company\s+limited|corporation|incorporated|corp|inc|ltd|limited|"
    r"co|plc)\b[\s,.]*$",
    re.IGNORECASE,
)
#: Words kept in capitals when a legal name in capitals is softened.
_KEEP_UPPER = re.compile(r"[A-Z]{1,3}|[A-Z&]+&[A-Z&]+|[A-Z]+\d+|REIT|KOSPI|POSCO|NAVER|HMM")


def english_name(company: Company) -> str:
    """The English form an answer shows, ``""`` when the list has none."""
    if company.name in KNOWN:
        return KNOWN[company.name]
    name = company.eng_name.strip()
    for _ in range(3):  # "… Co., Ltd." carries two suffixes
        shorter = _SUFFIX.sub("", name).strip(" ,.")
        if shorter == name or not shorter:
            break
        name = shorter
    if not re.search(r"[a-z]", name) and " " in name:  # one capitalised word is a brand (EXEM)
        name = " ".join(w if _KEEP_UPPER.fullmatch(w) else w.capitalize() for w in name.split())
    return name


def named_in_english(company: Company) -> str:
    """``Samsung Electronics (삼성전자)`` — the English form with the Korean once; the Korean alone when
    there is no English form or they are the same (``NAVER``)."""
    english = english_name(company)
    if not english or english == company.name:
        return company.name
    return f"{english} ({company.name})"


_FORMS = {**SHORT_FORMS, **{english.lower(): name for name, english in KNOWN.items()}}
_FORM = re.compile(
    r"(?<![A-Za-z0-9])("
    + "|".join(re.escape(f) for f in sorted(_FORMS, key=len, reverse=True))
    + r")(?![A-Za-z0-9])",
    re.IGNORECASE,
)


def english_mentions(text: str) -> list[tuple[int, int, str]]:
    """The companies ``text`` names in English (``SK hynix``, ``samsung elec``): (start, end, Korean name)."""
    return [(m.start(), m.end(), _FORMS[m.group().lower()]) for m in _FORM.finditer(text)]
