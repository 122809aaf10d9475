"""The concept catalogue's figures of the 사업보고서's register tables — 직원 현황, 주식의 총수, 최대주주 and 소액주주
현황 — which the quick path answers from those tables (``quick="report"``), never from a statement. Part of
``core.finance.concepts`` (``CATALOGUE``)."""

from __future__ import annotations

from core.finance.concept import Concept

# fmt: off
REGISTER: tuple[Concept, ...] = (
    Concept(
        "employees", "직원 수", "count", ("직원", "임직원", "종업원", "근로자", "employees"), quick="report",
        asked=("직원수", "임직원수", "종업원수", "인원수", "직원 수", "임직원 수"),
    ),
    Concept(
        "shares", "발행주식수", "shares",
        ("발행주식", "주식수", "주식 수", "유통주식", "상장주식", "shares", "issued", "outstanding"),
        quick="report",
        asked=("발행주식수", "발행주식 수", "발행주식총수", "주식총수", "주식의 총수", "총주식수", "유통주식수", "상장주식수"),
    ),
    Concept(  # 주식의 총수's 발행할 주식의 총수: what the articles of incorporation allow, not the shares in issue
        "authorized_shares", "발행할 주식의 총수", "shares",
        ("발행할 주식의 총수", "발행예정주식총수", "수권주식수", "authorized_shares"), quick="report",
        asked=(
            "발행할 수 있는 주식의 총수", "발행할 수 있는 주식 총수", "발행 가능 주식 총수", "발행가능주식수", "수권 주식 수",
            "수권자본", "정관상 발행할 수 있는 주식의 총수", "정관상 발행할 주식의 총수", "authorized shares",
        ),
    ),
    Concept(  # 주식의 총수's history: issued since founding, decreased since (of which 이익소각), issued now
        "share_history", "주식 발행·감소 현황", "shares",
        ("이익소각", "소각한 주식", "소각된 주식", "소각 주식", "share_retirement"), quick="report",
        asked=(
            "이익소각으로 줄어든 주식", "소각으로 줄어든 주식", "소각해서 없어진 주식", "소각으로 없어진 주식",
            "감소한 주식의 총수", "감소한 주식 총수", "지금까지 감소한 주식", "현재까지 감소한 주식",
            "발행한 주식의 총수", "지금까지 발행한 주식", "현재까지 발행한 주식",
        ),
    ),
    Concept(
        "largest_holder", "최대주주", "fact", ("최대주주", "최대 주주", "largest_shareholder"), quick="report",
        asked=("대주주", "1대주주", "제1대주주", "최대주주 이름", "최대주주명"),
    ),
    Concept(  # 소액주주 현황: how many hold small stakes, their shares and their stake of the whole
        "minority_holders", "소액주주", "fact", ("소액주주", "소액 주주", "minority_shareholders"), quick="report",
        asked=("소액주주수", "소액주주 수", "소액 주주 수", "개미 주주", "개미 주주 수"),
    ),
    Concept(  # 소액주주 현황's 총 주주수: every holder, said with 전체 or 총 (not "5% 이상 주주", a threshold's holders)
        "total_holders", "전체 주주 수", "count", ("전체 주주 수", "총 주주 수", "total_shareholders"), quick="report",
        asked=("전체 주주수", "총 주주수", "주주 총수", "전체 주주", "총 주주", "주주 수"),
    ),
    Concept(
        "ownership", "지분율", "ratio", ("지분율", "보유비율", "ownership"), quick="report",
        asked=(
            "지분", "보유지분", "보유 지분", "지분비율", "지분 비율", "보유주식비율", "보유주식 비율", "보유 주식 비율",
            "보유 지분율",
        ),
    ),
)
# fmt: on
