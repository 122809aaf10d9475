"""``core.memo.kept_list``: a reader of a text answers as before, once per text, and a caller's list is its own."""

from __future__ import annotations

from core.finance.amounts import find_figures
from core.memo import kept_list
from core.verify.vocab import account_marks, year_marks


def test_a_kept_reader_reads_each_text_once_and_hands_out_lists_of_its_own() -> None:
    read: list[str] = []

    @kept_list
    def words(text: str) -> list[str]:
        read.append(text)
        return text.split()

    first = words("삼성전자 2024 영업이익")
    first.append("changed by the caller")
    assert words("삼성전자 2024 영업이익") == ["삼성전자", "2024", "영업이익"]
    assert words("SK하이닉스") == ["SK하이닉스"]
    assert read == ["삼성전자 2024 영업이익", "SK하이닉스"]
    assert words.__name__ == "words"


def test_the_kept_readers_answer_as_the_readers_do() -> None:
    text = "2023년 영업이익 6.57조원, 이듬해 매출 300.9조원 (영업이익률 10.9%)"
    assert [f.text for f in find_figures(text)] == ["6.57조원", "300.9조원", "10.9%"]
    assert [m.value for m in year_marks(text)] == ["2023", "2024"]
    assert find_figures(text) == find_figures(text) and find_figures(text) is not find_figures(text)
    assert account_marks(text) == account_marks(text) and account_marks(text) is not account_marks(text)
