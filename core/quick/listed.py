"""Companies listed after a frame — "2024 연결 영업이익 순위 매겨봐: 삼성전자 SK하이닉스 현대차 네이버 카카오", "2024 매출액
5개사 표로: 삼성전자, 하이닉스, 현대차, 네이버, 카카오" — read as the figure asked of each of them.

* a colon right after a ranking or a table asked (순위, 순위 매겨봐, 표로, 표로 정리, 정리해줘, 나열) only introduces the
  companies listed after it, and goes; a colon anywhere else stays ("영업이익: 10조 맞아?" may be a claim);
* "순위 매겨봐", "순위 매겨줘", "순위 좀 매겨 주세요" are 순위, the order the table already gives;
* a count of the companies listed ("5개사", "5개 회사", "다섯 곳", "3사"; "두 회사 금액", "양사 수치": each one's, 둘 다)
  goes only when it is the number of companies the message names without doubt; another number stays ("4개사" beside
  five names: which four?), and the reader defers; beside a sum or an average (합치면, 총, 평균) it is
  ``core.quick.asked_sum``'s.
"""

from __future__ import annotations

import re

from core.data.companies.resolver import CompanyIndex
from core.quick.names import confident_form

__all__ = ["listed"]

#: a ranking or a table asked, then a colon: "순위 매겨봐:", "표로:", "표로 정리:", "정리해줘:"
_FRAME_COLON = re.compile(
    r"(순위(?:\s*(?:좀\s*)?매겨\s*(?:봐|줘|주세요|봐줘)?)?|표로(?:\s*정리(?:해\s*(?:줘|봐|주세요))?)?|정리해\s*(?:줘|봐|주세요)|나열)"
    r"\s*:(?=\s)"
)
#: "순위 매겨봐", "순위 매겨줘": the ranking asked
_RANK_VERB = re.compile(r"(?<=순위)\s*(?:좀\s*)?매겨\s*(?:봐|줘|주세요|봐줘|봐라|줘라)?(?![가-힣])")
_NUMBERS = {"두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8}
#: a count of companies: "5개사", "5개 회사", "5곳", "다섯 곳", "3사", "5개 기업"
_COUNT = re.compile(
    r"(?<![0-9가-힣])(?:(?P<n>[2-9]|두|세|네|다섯|여섯|일곱|여덟)\s*(?:개\s*(?:사|회사|기업)|곳|군데|사|회사|기업)|(?P<two>양사))"
    r"(?:의|를|을|는|은|가|이)?(?:\s*(?:금액|수치|숫자|다|모두|각각)(?![가-힣]))*(?![가-힣])"
)
#: the companies added or averaged: their count is ``core.quick.asked_sum``'s ("두 회사 합치면")
_TOGETHER = re.compile(r"합|총|전체|더하|더한|누적|누계|평균")


def listed(text: str, companies: CompanyIndex) -> str:
    """``text`` with a frame's colon, a ranking's verb and a count of the companies named taken out (see the module
    docstring)."""
    text = _FRAME_COLON.sub(r"\1 ", text)
    text = _RANK_VERB.sub(" ", text)
    counts = list(_COUNT.finditer(text))
    if len(counts) != 1 or _TOGETHER.search(text):
        return text
    said = counts[0].group("n") or "두"
    number = int(said) if said.isdigit() else _NUMBERS[said]
    rest = text[: counts[0].start()] + " " + text[counts[0].end() :]
    forms = [
        form for word in re.split(r"[\s,/·]+", rest) if word and (form := confident_form(companies, word))
    ]
    named = {m.company.corp_code for form in forms for m in companies.resolve(form, limit=1).candidates}
    if not len(forms) == len(named) == number:
        return text
    both = " 둘 다 " if counts[0].group("two") or number == 2 else " "  # "두 회사 금액": each one's
    rest = text[: counts[0].start()] + both + text[counts[0].end() :]
    return re.sub(r"[ \t]{2,}", " ", rest).strip()
