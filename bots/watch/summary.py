"""The 요약 button's question: the filing's company, report name and 접수번호, asked of the agent."""

from __future__ import annotations

from core.watch.book import WatchBook


async def summary_question(book: WatchBook, rcept_no: str) -> str:
    """What a 요약 click asks; with the filing's fields when the store still has them."""
    filing = await book.filing(rcept_no) if rcept_no.isdigit() else None
    if filing is None:
        return f"접수번호 {rcept_no} 공시 내용을 요약해줘"
    return filing.question()
