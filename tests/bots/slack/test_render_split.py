"""Markdown answer → Slack messages, split: long answers, oversized code blocks and tables, packing, in
order and within Slack's limits, losing nothing."""

from __future__ import annotations

import re

from bots.slack.render import SlackLimits, render_slack
from tests.bots.slack.render_checks import (
    assert_within_slack_limits,
    block_text,
    code_block_lines,
    hangul_words,
    words,
)


def long_korean_answer() -> str:
    parts = ["# 2023년 반도체 업황과 주요 기업 실적 분석"]
    for section in range(1, 12):
        parts.append(f"## {section}. 부문별 검토 {section}")
        parts.append(
            " ".join(
                f"문장{section}-{n}: 메모리 가격 하락과 재고 조정으로 **영업이익**은 {n}.{section}%로 줄었고 "
                f"[공시{section}-{n}](https://dart.fss.or.kr/{section}/{n}?a=1&b=2)를 참고했습니다."
                for n in range(1, 6)
            )
        )
        parts.append(
            "\n".join(f"- 항목{section}-{n}: 매출 **{n * 10:,}억원**, 비중 {n}%" for n in range(1, 6))
        )
        if section == 3:
            parts.append(
                "| 회사 | 매출액 | 영업이익 |\n|---|---:|---:|\n| 삼성전자 | 258.94조원 | 6.57조원 |"
            )
        if section == 5:
            parts.append("```\n" + "\n".join(f"line {i} <x> && y" for i in range(30)) + "\n```")
        if section == 6:
            parts.append("| 회사 | 순이익 |\n|---|---:|\n| SK하이닉스 | -9.14조원 |\n| 카카오 | -1,816억원 |")
        if section == 7:  # one list bigger than a whole message's fallback budget
            parts.append(
                "\n".join(
                    f"{n}. 긴목록{n}: 설비 투자와 감가상각 부담이 커져 수익성이 낮아졌습니다 & 전망은 불확실합니다."
                    for n in range(1, 81)
                )
            )
    parts.append("출처: DART 사업보고서, KRX")
    return "\n\n".join(parts)


def test_long_answer_splits_in_order_within_limits_and_loses_nothing() -> None:
    answer = long_korean_answer()
    assert len(answer) >= 12_000

    messages = render_slack(answer)

    assert len(messages) >= 4
    for message in messages:
        assert_within_slack_limits(message)
    shown = "\n".join(block_text(block) for message in messages for block in message.blocks)
    assert words(shown) == words(answer)
    fallback = "\n".join(message.fallback_text for message in messages)
    assert hangul_words(fallback) == hangul_words(answer)
    # the first table is the table block, the second stays whole inside one code block
    tables = [block for message in messages for block in message.blocks if block["type"] == "table"]
    assert len(tables) == 1 and tables[0]["rows"][1][0]["text"] == "삼성전자"
    second = [m for m in messages if "SK하이닉스" in m.fallback_text]
    assert len(second) == 1 and re.search(
        r"```\n회사 .*\n-+ .*\nSK하이닉스 .*\n카카오 .*\n```", second[0].fallback_text
    )
    code = [m for m in messages if "line 0 " in m.fallback_text]
    assert len(code) == 1 and "line 29 &lt;x&gt; &amp;&amp; y\n```" in code[0].fallback_text
    # the oversized list was cut between items, numbering kept
    assert any(
        m.fallback_text.startswith("41. 긴목록41") or "\n\n41. 긴목록41" in m.fallback_text for m in messages
    )


def test_an_oversized_code_block_is_split_by_lines_each_part_fenced() -> None:
    code = "\n".join(f"print({i})  # 주석 {i}" for i in range(400))
    messages = render_slack(f"코드:\n\n```python\n{code}\n```\n\n끝.")

    assert len(messages) > 1
    parts = []
    for message in messages:
        assert_within_slack_limits(message)
        for block in message.blocks:
            parts += re.findall(r"```python\n(.*?)\n```", block["text"], flags=re.S)
    assert "\n".join(parts) == code


def test_an_oversized_second_table_repeats_its_header() -> None:
    rows = "\n".join(f"| 종목{i} | {i}% |" for i in range(300))
    answer = f"| a | b |\n|---|---|\n| 1 | 2 |\n\n| 종목 | 비중 |\n|---|---|\n{rows}\n"
    messages = render_slack(answer, SlackLimits(fallback_chars=2_000))

    assert [block["type"] for block in messages[0].blocks] == ["table"]  # the small first table
    chunks = [code_block_lines(m.fallback_text) for m in messages[1:]]
    assert len(chunks) == 2
    assert all(chunk[0] == chunks[0][0] and set(chunk[1]) <= {"-", " "} for chunk in chunks)
    assert [line.split()[0] for chunk in chunks for line in chunk[2:]] == [f"종목{i}" for i in range(300)]
    for message in messages:
        assert_within_slack_limits(message, SlackLimits(fallback_chars=2_000))


def test_messages_pack_blocks_without_reordering() -> None:
    paragraphs = [f"문단 {i}: " + "가나다라 " * 60 for i in range(12)]
    messages = render_slack("\n\n".join(paragraphs), SlackLimits(fallback_chars=1_000))

    texts = [block_text(block) for message in messages for block in message.blocks]
    assert "\n\n".join(texts) == "\n\n".join(p.rstrip() for p in paragraphs)
    assert all(len(m.fallback_text) <= 1_000 for m in messages)
    assert len(messages) == 4  # three ~310-char paragraphs per message


def test_a_cut_that_turns_lines_into_reference_definitions_still_renders() -> None:
    # halving this HTML block starts a fragment with "[x]: …", which then parses as a new definition
    answer = "<div>\n" + "\n".join(f"[x]: https://dart.fss.or.kr/{i}" for i in range(40)) + "\n</div>"

    messages = render_slack(answer, SlackLimits(fallback_chars=500))

    shown = "\n".join(block_text(block) for message in messages for block in message.blocks)
    assert words(shown) == words(answer)
