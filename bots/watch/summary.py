"""The 요약 button's question: the filing's company, report name and 접수번호, asked of the agent."""

from __future__ import annotations

from core.watch.book import WatchBook

ALREADY_SUMMARISING = "이 공시는 이미 요약하고 있습니다. 스레드를 확인해 주세요."


async def summary_question(book: WatchBook, rcept_no: str) -> str:
    """What a 요약 click asks; with the filing's fields when the store still has them."""
    filing = await book.filing(rcept_no) if rcept_no.isdigit() else None
    if filing is None:
        return f"접수번호 {rcept_no} 공시 내용을 요약해줘"
    return filing.question()
