"""The concept catalogue's company facts (기업개황: 대표이사, 설립일, 업종 …), which the quick path answers from
``company.json``; they have no number and no statement. Part of ``core.finance.concepts`` (``CATALOGUE``)."""

from __future__ import annotations

from core.finance.concept import Concept

# fmt: off
FACTS: tuple[Concept, ...] = (
    Concept("ceo", "대표이사", "fact", ("대표이사", "대표자", "ceo"), quick="fact", asked=("대표",)),
    Concept(
        "established", "설립일", "fact", ("설립일", "설립일자", "설립연도", "설립년도", "설립", "창립일", "창립"),
        quick="fact",
    ),
    Concept("fiscal_month", "결산월", "fact", ("결산월", "결산일", "결산기", "결산"), quick="fact"),
    Concept("industry", "업종", "fact", ("업종", "업종코드", "산업분류"), quick="fact"),
    Concept("stock_code", "종목코드", "fact", ("종목코드", "종목번호", "주식코드", "티커", "ticker"), quick="fact"),
    Concept(
        "market", "상장시장", "fact", ("상장시장", "시장구분", "시장", "코스피", "코스닥", "kospi", "kosdaq"),
        quick="fact",
    ),
    Concept(
        "homepage", "홈페이지", "fact",
        ("홈페이지", "웹사이트", "website", "홈페이지주소", "웹사이트주소", "사이트주소", "url"), quick="fact",
    ),
    Concept(
        "address", "본사 주소", "fact",
        ("본사주소", "주소", "본사위치", "소재지", "본사", "본점", "본점소재지", "본사소재지"), quick="fact",
    ),
    Concept(
        "eng_name", "영문명", "fact",
        (
            "영문명", "영문이름", "영어이름", "영문사명", "영문회사명", "영문상호", "영문명칭", "영문표기",
            "영어회사명", "영어사명", "영어상호", "영어명", "영문",
        ),
        quick="fact",
    ),
)
# fmt: on
