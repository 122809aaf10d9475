"""A loopback fake of OpenDART's disclosure list (``list.json``) for the watchlist's tests and demos.

Point the real client at it with ``OPENDART_BASE_URL=<fake.api_url>``. Filings are published by the test
(``publish``) and served like OpenDART does: newest first, filtered by ``corp_code`` (optional; without it
every company's filings, in a window of at most three months), ``bgn_de``/``end_de`` (YYYYMMDD), paged by
``page_no``/``page_count`` (≤ 100) with ``total_count``/``total_page``; nothing found is status 013. A
wrong ``crtfc_key`` is status 010, as OpenDART says it: HTTP 200 with a status body. ``fail_next`` queues
a status (``"020"`` quota, ``"800"`` maintenance …) or an HTTP status (``500``) for the next list calls.
Any other endpoint answers 013 (no data). ``list_calls`` counts list.json requests; every request is kept
in ``requests`` (the key included — the fake is the only place it may appear).
"""

from __future__ import annotations

import itertools
from collections import deque
from datetime import datetime
from typing import Any

from aiohttp import web

from core.clock import now_kst
from evals.emulators.base import LoopbackServer

Json = dict[str, Any]
_serial = itertools.count(1)


class FakeOpenDart(LoopbackServer):
    def __init__(self, *, key: str = "test-opendart-key-0123456789abcdef012345") -> None:
        super().__init__()
        self.key = key
        self.filings: list[Json] = []
        self.list_calls = 0
        self._faults: deque[str | int] = deque()

    @property
    def api_url(self) -> str:
        return f"{self.url}/api"

    def routes(self, app: web.Application) -> None:
        app.router.add_get("/api/{endpoint}", self._api)

    def publish(
        self,
        *,
        corp_code: str,
        corp_name: str,
        report_nm: str,
        stock_code: str = "",
        flr_nm: str | None = None,
        rcept_dt: str | None = None,
        rcept_no: str | None = None,
        corp_cls: str = "Y",
        rm: str = "",
    ) -> Json:
        """Add a filing (received today in Korea unless ``rcept_dt`` says otherwise); returns its row."""
        day = rcept_dt or now_kst().strftime("%Y%m%d")
        row = {
            "corp_code": corp_code,
            "corp_name": corp_name,
            "stock_code": stock_code or " ",
            "corp_cls": corp_cls,
            "report_nm": report_nm,
            "rcept_no": rcept_no or f"{day}{900000 + next(_serial):06d}",
            "flr_nm": flr_nm or corp_name,
            "rcept_dt": day,
            "rm": rm,
        }
        self.filings.append(row)
        return row

    def fail_next(self, *statuses: str | int) -> None:
        """The next list.json calls answer these: an OpenDART status string, or an HTTP status int."""
        self._faults.extend(statuses)

    async def _api(self, request: web.Request) -> web.Response:
        await self.record(request)
        endpoint = request.match_info["endpoint"]
        q = request.query
        if q.get("crtfc_key") != self.key:
            return web.json_response({"status": "010", "message": "등록되지 않은 키입니다."})
        if endpoint != "list.json":
            return web.json_response({"status": "013", "message": "조회된 데이타가 없습니다."})
        self.list_calls += 1
        if self._faults:
            fault = self._faults.popleft()
            if isinstance(fault, int):
                return web.Response(status=fault, text="server error")
            return web.json_response({"status": fault, "message": f"fake status {fault}"})
        return web.json_response(self._list(q))

    def _list(self, q: Any) -> Json:
        start, end = q.get("bgn_de", "00000000"), q.get("end_de", "99999999")
        corp = q.get("corp_code", "")
        if not corp and _days(start, end) > 92:
            return {"status": "100", "message": "검색기간은 3개월 이내로 입력하세요."}
        rows = [
            r for r in self.filings if (not corp or r["corp_code"] == corp) and start <= r["rcept_dt"] <= end
        ]
        if not rows:
            return {"status": "013", "message": "조회된 데이타가 없습니다."}
        rows.sort(key=lambda r: r["rcept_no"], reverse=True)
        size = min(100, max(1, int(q.get("page_count", "10"))))
        page = max(1, int(q.get("page_no", "1")))
        return {
            "status": "000",
            "message": "정상",
            "page_no": page,
            "page_count": size,
            "total_count": len(rows),
            "total_page": (len(rows) + size - 1) // size,
            "list": rows[(page - 1) * size : page * size],
        }


def _days(start: str, end: str) -> int:
    try:
        a = datetime.strptime(start, "%Y%m%d")  # noqa: DTZ007 — dates only
        b = datetime.strptime(end, "%Y%m%d")  # noqa: DTZ007
    except ValueError:
        return 0
    return (b - a).days
