"""One basis vocabulary: OpenDART codes, Korean labels (개별 included) and argument words agree."""

from __future__ import annotations

import pytest

from core.finance.basis import FS_NAMES, Basis


@pytest.mark.parametrize(
    ("label", "basis"),
    [
        ("연결", Basis.CONSOLIDATED),
        ("별도", Basis.SEPARATE),
        ("개별", Basis.SEPARATE),
        (" 연결 ", Basis.CONSOLIDATED),
    ],
)
def test_korean_labels(label: str, basis: Basis) -> None:
    assert Basis.from_korean(label) is basis


def test_codes_words_and_labels_round_trip() -> None:
    assert FS_NAMES == {"CFS": "연결", "OFS": "별도"}
    for basis in Basis:
        assert Basis(basis.value) is basis and Basis.from_word(basis.word) is basis
        assert Basis.from_korean(basis.korean) is basis
    assert Basis.from_korean("합산") is None
