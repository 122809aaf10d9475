"""The market a listed company trades on, by OpenDART's ``corp_cls`` (company.json), as the card and the
quick answers name it."""

from __future__ import annotations

MARKETS = {"Y": "유가증권시장(KOSPI)", "K": "코스닥(KOSDAQ)", "N": "코넥스(KONEX)", "E": "기타"}
