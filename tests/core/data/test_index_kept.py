"""The company index kept in ``DEXTER_HOME``: read back equal to a fresh build, and never used once the
table, the store or the code that builds it has changed."""

from __future__ import annotations

import marshal
from pathlib import Path

from core.data.companies.corpcode_format import parse_corpcode
from core.data.companies.corpcodes import CorpCodeTable
from core.data.companies.index_kept import FILE_NAME, index_key, keep_index, read_index
from core.data.companies.resolver import CompanyIndex
from core.store import SqliteStore
from tests.core.data.test_corpcodes import FORTY

QUERIES = (
    "삼성전자",
    "하이닉스",
    "삼성",
    "엘지전자",
    "samsung electronics",
    "005930",
    "00126380",
    "삼성전지",
    "카카오",
)


def state(index: CompanyIndex) -> dict[str, object]:
    """Everything the index holds, its slotted parts as their slot values."""
    out: dict[str, object] = {}
    for name, value in vars(index).items():
        slots = getattr(type(value), "__slots__", None)
        out[name] = (type(value), tuple(getattr(value, s) for s in slots)) if slots else value
    return out


def answers(index: CompanyIndex) -> list[object]:
    return [index.resolve(q) for q in QUERIES] + [index.listed_starting_with("삼성")]


async def test_the_kept_index_is_the_built_one_and_is_read_instead_of_built(tmp_path: Path) -> None:
    home = tmp_path / "home"
    async with SqliteStore(tmp_path / "dexter.db") as store:
        built = await CorpCodeTable(store).index(keep_in=home)
        assert (home / FILE_NAME).exists()
        kept = await CorpCodeTable(store).index(keep_in=home)
        info = await CorpCodeTable(store).ensure()
        key = index_key(info, store.where)
    assert key is not None
    assert kept is not built
    assert state(kept) == state(built)
    assert answers(kept) == answers(built)
    # it really was read: a kept file with one name changed gives that name back
    kept_key, attributes = marshal.loads((home / FILE_NAME).read_bytes())
    assert kept_key == key
    tag, columns = attributes["codes"]
    names = list(columns[1])
    names[0] = "읽어 온 색인"
    attributes["codes"] = (tag, (columns[0], tuple(names), *columns[2:]))
    (home / FILE_NAME).write_bytes(marshal.dumps((kept_key, attributes)))
    again = read_index(home, key)
    assert again is not None and again.codes.names[0] == "읽어 온 색인"


async def test_a_new_table_another_store_or_other_code_is_built_again(tmp_path: Path) -> None:
    home = tmp_path / "home"
    async with SqliteStore(tmp_path / "dexter.db") as store:
        table = CorpCodeTable(store)
        bundled = await table.index(keep_in=home)
        key = index_key(await table.ensure(), store.where)
        assert key is not None
        await table.replace(parse_corpcode(FORTY), source="opendart")
        synced = await table.index(keep_in=home)  # the table changed: built again, and kept
        assert len(bundled) == 3974 and len(synced) == 40
        assert read_index(home, key) is None
        assert len(await table.index(keep_in=home)) == 40
        new_key = index_key(await table.ensure(), store.where)
    assert new_key is not None and new_key != key
    async with SqliteStore(tmp_path / "other.db") as other:
        other_key = index_key(await CorpCodeTable(other).ensure(), other.where)
    assert other_key is not None and other_key[6] != new_key[6]  # which store is part of the key
    changed_code = [*new_key[:-1], "another build"]
    assert read_index(home, changed_code) is None


async def test_an_unreadable_or_unwritable_home_only_means_building(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / FILE_NAME).write_bytes(b"\x00 not marshal data")
    async with SqliteStore(tmp_path / "dexter.db") as store:
        table = CorpCodeTable(store)
        index = await table.index(keep_in=home)  # an unreadable file: built, and replaced
        key = index_key(await table.ensure(), store.where)
        assert key is not None and read_index(home, key) is not None
        # a part marshal cannot hold (or a home that cannot be written): nothing is kept, no error
        index.unmarshallable = object()  # type: ignore[attr-defined]
        assert keep_index(tmp_path / "elsewhere", key, index) is False
        assert not (tmp_path / "elsewhere").exists()
        blocked = tmp_path / "file-not-a-directory"
        blocked.write_text("", encoding="utf-8")
        del index.unmarshallable  # type: ignore[attr-defined]
        assert keep_index(blocked, key, index) is False
        assert len(await table.index(keep_in=blocked)) == 3974


def test_only_the_index_parts_can_be_named_in_the_file(tmp_path: Path) -> None:
    key: list[object] = ["k"]
    (tmp_path / FILE_NAME).write_bytes(marshal.dumps((key, {"codes": ("os:_wrap_close", ())})))
    assert read_index(tmp_path, key) is None
