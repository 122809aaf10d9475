"""Markdown answer → Telegram (text, entities) chunks: entities, UTF-16 offsets, tables, splitting."""

from __future__ import annotations

import itertools

import pytest
from inline_snapshot import snapshot

from bots.telegram.render import Entity, TelegramChunk, render_telegram, utf16_len
from bots.textwidth import display_width

ZWSP = "\u200b"
ALLOWED = {"bold", "italic", "strikethrough", "code", "pre", "text_link", "blockquote"}
UNSPLITTABLE = {"code", "pre"}  # Telegram: these contain no other entity
EXCLUSIVE = {"code", "pre", "text_link"}  # …and do not contain each other


# ── helpers ──────────────────────────────────────────────────────────────────────────────────────


def covered(chunk: TelegramChunk, entity: Entity) -> str:
    """The text an entity spans, cut in UTF-16 units exactly as Telegram does."""
    data = chunk.text.encode("utf-16-le")
    return data[2 * entity.offset : 2 * (entity.offset + entity.length)].decode("utf-16-le")


def assert_valid(chunk: TelegramChunk, max_units: int = 4096, max_entities: int = 100) -> None:
    """Every rule Telegram applies to a message sent with entities (and our limits)."""
    assert chunk.text.strip(), "empty chunk"
    assert utf16_len(chunk.text) <= max_units
    assert len(chunk.entities) <= max_entities
    assert ZWSP not in chunk.text
    data = chunk.text.encode("utf-16-le")
    for entity in chunk.entities:
        assert entity.type in ALLOWED
        assert entity.length > 0 and entity.offset >= 0
        assert entity.offset + entity.length <= utf16_len(chunk.text), f"{entity} outside the text"
        covered(chunk, entity)  # raises if a cut falls inside a surrogate pair
        data[2 * entity.offset : 2 * (entity.offset + entity.length)].decode("utf-16-le", errors="strict")
        assert covered(chunk, entity).strip(), f"{entity} covers only whitespace"
        assert (entity.url is not None) == (entity.type == "text_link")
        assert entity.language is None or entity.type == "pre"
    for outer, inner in itertools.permutations(chunk.entities, 2):
        o_end, i_end = outer.offset + outer.length, inner.offset + inner.length
        if i_end <= outer.offset or o_end <= inner.offset:
            continue  # disjoint
        assert (outer.offset <= inner.offset and i_end <= o_end) or (
            inner.offset <= outer.offset and o_end <= i_end
        ), f"{outer} and {inner} overlap partially"
        if outer.offset <= inner.offset and i_end <= o_end and (outer.offset, o_end) != (inner.offset, i_end):
            assert outer.type not in UNSPLITTABLE, f"{outer} contains {inner}"
            assert not (outer.type in EXCLUSIVE and inner.type in EXCLUSIVE)
        assert outer.type != inner.type, f"{outer} nests in an entity of its own type"


def render_checked(markdown: str, **limits: int) -> list[TelegramChunk]:
    chunks = render_telegram(markdown, **limits)
    for chunk in chunks:
        assert_valid(chunk, limits.get("max_units", 4096), limits.get("max_entities", 100))
    return chunks


def one(markdown: str) -> TelegramChunk:
    [chunk] = render_checked(markdown)
    return chunk


def spans(chunk: TelegramChunk, kind: str) -> list[str]:
    return [covered(chunk, entity) for entity in chunk.entities if entity.type == kind]


def whole(markdown: str) -> TelegramChunk:
    """The rendering without any split, to compare the chunks with."""
    [chunk] = render_telegram(markdown, max_units=10**9, max_entities=10**9)
    return chunk


def squeeze(text: str) -> str:
    return "".join(text.split())


def assert_nothing_lost(markdown: str, chunks: list[TelegramChunk]) -> None:
    """The chunks, in order, hold the whole rendering (only whitespace at the cuts may go)."""
    assert squeeze("".join(chunk.text for chunk in chunks)) == squeeze(whole(markdown).text)


# ── inline entities ──────────────────────────────────────────────────────────────────────────────


def test_bold_before_a_korean_particle_covers_exactly_the_figure() -> None:
    chunk = one("영업이익률은 **2.5%**로 개선됐다.")
    assert chunk.text == "영업이익률은 2.5%로 개선됐다."
    assert spans(chunk, "bold") == ["2.5%"]


def test_bold_after_a_korean_word_opening_on_punctuation() -> None:
    chunk = one("최대주주는 삼성생명으로**(주)삼성물산**이 뒤를 잇는다.")
    assert ZWSP not in chunk.text
    assert spans(chunk, "bold") == ["(주)삼성물산"]


def test_offsets_count_utf16_units_after_emoji() -> None:
    chunk = one("📈 **상승** 🚀 [공시](https://dart.fss.or.kr)")
    assert chunk.text == "📈 상승 🚀 공시"
    assert [entity.to_dict() for entity in chunk.entities] == snapshot(
        [
            {"type": "bold", "offset": 3, "length": 2},
            {"type": "text_link", "offset": 9, "length": 2, "url": "https://dart.fss.or.kr"},
        ]
    )
    assert spans(chunk, "text_link") == ["공시"]


def test_utf16_len_counts_astral_characters_twice() -> None:
    assert utf16_len("📈") == 2
    assert utf16_len("삼성전자") == 4
    assert utf16_len("a📈b") == 4


def test_italic_strike_and_nested_bold() -> None:
    chunk = one("*전망은 **긍정적**이다* 그러나 ~~적자~~")
    assert spans(chunk, "italic") == ["전망은 긍정적이다"]
    assert spans(chunk, "bold") == ["긍정적"]
    assert spans(chunk, "strikethrough") == ["적자"]


def test_code_span_inside_bold_splits_the_bold_around_it() -> None:
    chunk = one("**종목코드 `005930` 확인**")
    assert chunk.text == "종목코드 005930 확인"
    assert spans(chunk, "code") == ["005930"]
    assert spans(chunk, "bold") == ["종목코드 ", " 확인"]


def test_link_becomes_text_link_but_autolinks_and_relative_links_stay_text() -> None:
    chunk = one("[DART 공시](https://dart.fss.or.kr/x?a=1) <https://kind.krx.co.kr> [문서](docs/a.md)")
    assert chunk.text == "DART 공시 https://kind.krx.co.kr 문서"
    assert [(e.type, covered(chunk, e), e.url) for e in chunk.entities] == [
        ("text_link", "DART 공시", "https://dart.fss.or.kr/x?a=1")
    ]


def test_no_markdown_v2_escaping_the_text_is_literal() -> None:
    chunk = one(r"PER 12.5배 (업종 평균 대비 -3.1%p) + 배당 #1 = {좋음}!")
    assert chunk.text == "PER 12.5배 (업종 평균 대비 -3.1%p) + 배당 #1 = {좋음}!"
    assert chunk.entities == ()


def test_entity_to_dict_leaves_out_none_fields() -> None:
    assert Entity("bold", 1, 2).to_dict() == {"type": "bold", "offset": 1, "length": 2}
    assert Entity("pre", 0, 3, language="python").to_dict() == {
        "type": "pre",
        "offset": 0,
        "length": 3,
        "language": "python",
    }


# ── blocks ───────────────────────────────────────────────────────────────────────────────────────


def test_code_block_becomes_pre_with_its_language() -> None:
    chunk = one("예시:\n\n```python\nprint('삼성')\n```\n\n    indented = 1\n")
    assert chunk.text == "예시:\n\nprint('삼성')\n\nindented = 1"
    pres = [(covered(chunk, e), e.language) for e in chunk.entities if e.type == "pre"]
    assert pres == [("print('삼성')", "python"), ("indented = 1", None)]


def test_heading_is_a_bold_line_above_its_section() -> None:
    chunk = one("## 📊 실적 **요약**\n\n매출이 늘었다.")
    assert chunk.text == "📊 실적 요약\n매출이 늘었다."
    assert [e.to_dict() for e in chunk.entities] == [{"type": "bold", "offset": 0, "length": 8}]


def test_lists_nest_with_bullets_and_numbers() -> None:
    chunk = one("- 매출\n  - 반도체\n    - 메모리\n- 이익\n\n3. 첫째\n4. 둘째")
    assert chunk.text == snapshot("""\
• 매출
    ◦ 반도체
        ▪ 메모리
• 이익

3. 첫째
4. 둘째\
""")


def test_blockquote_is_one_entity_even_when_nested() -> None:
    chunk = one("> 공시 원문:\n> > **영업이익** 증가\n\n끝")
    assert spans(chunk, "blockquote") == ["공시 원문:\n영업이익 증가"]
    assert spans(chunk, "bold") == ["영업이익"]


def test_rule_and_html_are_plain_text() -> None:
    chunk = one("위\n\n---\n\n<div>표</div>\n\n아래")
    assert chunk.text == "위\n\n──────────\n\n<div>표</div>\n\n아래"
    assert chunk.entities == ()


def test_html_line_breaks_become_newlines_in_text_and_spaces_in_cells() -> None:
    assert one("위<br>아래 <b>굵게</b>").text == "위\n아래 <b>굵게</b>"
    assert one("| 구분 |\n|---|\n| 매출<br/>증가 |").text.split("\n")[2] == "매출 증가"


def test_empty_answer_gives_no_chunks() -> None:
    assert render_telegram("") == []
    assert render_telegram("\n\n   \n") == []


def test_limits_too_small_are_refused() -> None:
    with pytest.raises(ValueError, match="limits too small"):
        render_telegram("x", max_units=4)
    with pytest.raises(ValueError, match="limits too small"):
        render_telegram("x", max_entities=2)


# ── tables ───────────────────────────────────────────────────────────────────────────────────────

NARROW_TABLE = """\
| 회사 | 매출 | 비고 |
|:--|--:|:-:|
| 삼성전자 | 258.9조 | **좋음** |
| LG | 84.2조 | - |
"""

WIDE_TABLE = """\
| 회사 | 매출액 | 영업이익 | 비고 |
|---|---|---|---|
| 삼성전자 | 258.94조원 | 6.57조원 | [공시](https://dart.fss.or.kr) |
| SK하이닉스 | 32.77조원 | | 적자 전환 |
"""


def test_narrow_hangul_table_is_an_aligned_pre_block() -> None:
    chunk = one(NARROW_TABLE)
    [pre] = chunk.entities
    assert pre.type == "pre" and covered(chunk, pre) == chunk.text
    lines = chunk.text.split("\n")
    assert len({display_width(line) for line in lines}) == 1
    assert max(map(display_width, lines)) <= 36
    assert chunk.text == snapshot("""\
회사         매출  비고
--------  -------  ----
삼성전자  258.9조  좋음
LG         84.2조   -  \
""")


def test_wide_table_becomes_one_card_per_row() -> None:
    chunk = one(WIDE_TABLE)
    assert chunk.text == snapshot("""\
삼성전자
매출액: 258.94조원
영업이익: 6.57조원
비고: 공시 (https://dart.fss.or.kr)

SK하이닉스
매출액: 32.77조원
비고: 적자 전환\
""")
    assert [e.type for e in chunk.entities] == ["bold", "bold"]
    assert spans(chunk, "bold") == ["삼성전자", "SK하이닉스"]


def test_table_width_decides_between_grid_and_cards() -> None:
    [wide] = render_checked(WIDE_TABLE, table_width=80)
    assert [e.type for e in wide.entities] == ["pre"]
    [narrow] = render_checked(NARROW_TABLE, table_width=10)
    assert [e.type for e in narrow.entities] == ["bold", "bold"]


def test_oversized_table_is_split_by_rows_repeating_its_header() -> None:
    rows = "\n".join(f"| {i}번 | {i * 1.5:.1f}조 |" for i in range(200))
    chunks = render_checked(f"| 구분 | 금액 |\n|---|--:|\n{rows}\n", max_units=500)
    assert len(chunks) > 1
    for chunk in chunks:
        [pre] = chunk.entities
        assert pre.type == "pre" and covered(chunk, pre) == chunk.text
        lines = chunk.text.split("\n")
        assert lines[0].split() == ["구분", "금액"] and set(lines[1]) == {"-", " "}
        assert len({display_width(line) for line in lines}) == 1
    body = [line for chunk in chunks for line in chunk.text.split("\n")[2:]]
    assert [line.split()[0] for line in body] == [f"{i}번" for i in range(200)]


# ── splitting ────────────────────────────────────────────────────────────────────────────────────


def long_answer() -> str:
    """A ~10,000-character Korean answer: headings, bolds, a list, a narrow table in the middle."""
    sections = []
    for n in range(12):
        paragraph = " ".join(
            f"{n}-{k}번째 문장에서 삼성전자의 **영업이익률은 {k}.5%**로 전년 대비 개선되었으며 📈 재고도 줄었다."
            for k in range(13)
        )
        sections.append(f"## {n}. 분기 분석\n\n{paragraph}\n\n- 매출 **{n}조원**\n- 순이익 *{n}천억원*")
        if n == 6:
            sections.append(NARROW_TABLE)
    return "\n\n".join(sections)


def test_long_answer_splits_within_limits_in_order_with_the_table_whole() -> None:
    markdown = long_answer()
    assert 9_000 <= len(markdown) <= 12_000
    chunks = render_checked(markdown)
    assert len(chunks) >= 3
    assert all(utf16_len(c.text) <= 4096 and len(c.entities) <= 100 for c in chunks)
    assert_nothing_lost(markdown, chunks)
    [table_chunk] = [c for c in chunks if any(e.type == "pre" for e in c.entities)]
    assert one(NARROW_TABLE).text in spans(table_chunk, "pre")
    headings = [h for c in chunks for h in spans(c, "bold") if h.endswith("분기 분석")]
    assert headings == [f"{n}. 분기 분석" for n in range(12)]
    for chunk in chunks[1:]:  # cut between blocks, each message starting with a heading
        assert chunk.text.split("\n")[0].endswith("분기 분석")


def test_a_heading_moves_to_the_next_chunk_with_its_section() -> None:
    markdown = f"{'가' * 60}\n\n## 제목\n\n{'나' * 60}"
    first, second = render_checked(markdown, max_units=100)
    assert first.text == "가" * 60
    assert second.text == f"제목\n{'나' * 60}"


def test_huge_code_block_is_split_by_lines_each_piece_a_pre() -> None:
    code = "\n".join(f"    row_{i} = fetch('삼성전자', year={2000 + i})  # 📈" for i in range(400))
    markdown = f"설명\n\n```python\n{code}\n```"
    chunks = render_checked(markdown)
    assert len(chunks) >= 5
    assert chunks[0].text.startswith("설명\n\n")
    for chunk in chunks:
        [pre] = chunk.entities
        assert pre.language == "python"
        assert covered(chunk, pre).endswith("# 📈")
    pieces = [covered(c, c.entities[0]) for c in chunks]
    assert "\n".join(pieces) == code  # every line kept, indentation included


def test_an_over_long_line_of_code_is_cut_by_force() -> None:
    chunks = render_checked("```\n" + "가나다📈" * 100 + "\n```", max_units=64)
    assert all([e.type for e in c.entities] == ["pre"] for c in chunks)
    assert "".join(c.text for c in chunks) == "가나다📈" * 100


def test_a_single_long_paragraph_is_cut_at_sentence_ends() -> None:
    markdown = " ".join(f"{i}번째 문장은 **중요한** 내용이다." for i in range(300))
    chunks = render_checked(markdown)
    assert len(chunks) >= 2
    assert all(chunk.text.endswith("내용이다.") for chunk in chunks)
    assert_nothing_lost(markdown, chunks)


def test_many_bold_spans_respect_max_entities() -> None:
    markdown = " ".join(f"**{i}번**" for i in range(150))
    chunks = render_checked(markdown)
    assert len(chunks) == 2
    assert [len(c.entities) for c in chunks] == [100, 50]
    assert [b for c in chunks for b in spans(c, "bold")] == [f"{i}번" for i in range(150)]


def test_cards_split_between_cards() -> None:
    rows = "\n".join(f"| 회사{i} | 설명이 꽤 긴 비고 칸 {i} | {i}조원 |" for i in range(60))
    markdown = f"| 회사 | 비고 | 매출 |\n|---|---|---|\n{rows}"
    chunks = render_checked(markdown, max_units=600)
    assert len(chunks) > 1
    for chunk in chunks:
        cards = chunk.text.split("\n\n")
        assert all(card.startswith("회사") and card.count("\n") == 2 for card in cards)
        assert spans(chunk, "bold") == [card.split("\n")[0] for card in cards]
    assert_nothing_lost(markdown, chunks)


SAMPLES = [
    long_answer(),
    NARROW_TABLE + "\n" + WIDE_TABLE,
    "> " + "\n> ".join(f"**인용 {i}** `코드 {i}` [링크](https://x.kr/{i}) 📈" for i in range(80)),
    "- " + "\n- ".join(f"항목 {i} *기울임 **굵게 {i}** 끝* ~~취소~~" for i in range(120)),
    "👨‍👩‍👧‍👦" * 300 + "**끝**",
    "```\n" + "\n".join("📈" * 40 for _ in range(30)) + "\n```",
]


@pytest.mark.parametrize("max_units", [64, 257, 1000, 4096])
@pytest.mark.parametrize("sample", range(len(SAMPLES)))
def test_any_split_is_valid_and_loses_nothing(sample: int, max_units: int) -> None:
    markdown = SAMPLES[sample]
    chunks = render_checked(markdown, max_units=max_units, max_entities=7)
    # a table grid cut in pieces repeats its header, so: the whole rendering, in order, within the chunks
    rest = iter(squeeze("".join(chunk.text for chunk in chunks)))
    assert all(char in rest for char in squeeze(whole(markdown).text))
