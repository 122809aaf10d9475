"""A loopback fake of OpenDART's disclosure list (``list.json``) for the watchlist's tests and demos.

Point the real client at it with ``OPENDART_BASE_URL=<fake.api_url>``. Filings are published by the test
(``publish``) and served like OpenDART does: newest first, filtered by ``corp_code`` (optional; without it
every company's filings, in a window of at most three months), ``bgn_de``/``end_de`` (YYYYMMDD), paged by
``page_no``/``page_count`` (≤ 100) with ``total_count``/``total_page``; nothing found is status 013. A
wrong ``crtfc_key`` is status 010, as OpenDART says it: HTTP 200 with a status body. ``fail_next`` queues
a status (``"020"`` quota, ``"800"`` maintenance …) or an HTTP status (``500``) for the next list calls.
Other JSON endpoints serve the rows a test gave ``serve_rows`` (the 주요사항보고서 APIs, periodic-report
tables: filtered by ``corp_code`` and, for a ``bgn_de``/``end_de`` window, the day of each row's
``rcept_no``), and ``document.xml`` the documents given ``serve_document`` (zipped as OpenDART does; a
missing one is the XML status 014); anything else answers 013 (no data).
``list_calls`` counts list.json requests; every request is kept
in ``requests`` (the key included — the fake is the only place it may appear).
"""

from __future__ import annotations

import io
import itertools
import zipfile
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
        self.rows: dict[str, list[Json]] = {}
        self.documents: dict[str, bytes] = {}

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

    def serve_rows(self, endpoint: str, rows: list[Json]) -> None:
        """Rows ``<endpoint>.json`` answers (added to what it had)."""
        self.rows.setdefault(endpoint, []).extend(rows)

    def serve_document(self, rcept_no: str, xml: str) -> None:
        """The main body of a filing's ``document.xml`` (zipped as ``<rcept_no>.xml``)."""
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr(f"{rcept_no}.xml", xml.encode("utf-8"))
        self.documents[rcept_no] = buffer.getvalue()

    def fail_next(self, *statuses: str | int) -> None:
        """The next list.json calls answer these: an OpenDART status string, or an HTTP status int."""
        self._faults.extend(statuses)

    async def _api(self, request: web.Request) -> web.Response:
        await self.record(request)
        endpoint = request.match_info["endpoint"]
        q = request.query
        if q.get("crtfc_key") != self.key:
            return web.json_response({"status": "010", "message": "등록되지 않은 키입니다."})
        if endpoint == "document.xml":
            return self._document(q.get("rcept_no", ""))
        if endpoint != "list.json":
            return web.json_response(self._rows(endpoint.removesuffix(".json"), q))
        self.list_calls += 1
        if self._faults:
            fault = self._faults.popleft()
            if isinstance(fault, int):
                return web.Response(status=fault, text="server error")
            return web.json_response({"status": fault, "message": f"fake status {fault}"})
        return web.json_response(self._list(q))

    def _document(self, rcept_no: str) -> web.Response:
        if rcept_no in self.documents:
            return web.Response(body=self.documents[rcept_no], content_type="application/x-msdownload")
        body = (
            "<?xml version='1.0' encoding='utf-8'?>"
            "<result><status>014</status><message>파일이 존재하지 않습니다.</message></result>"
        )
        return web.Response(text=body, content_type="application/xml")

    def _rows(self, endpoint: str, q: Any) -> Json:
        corp = q.get("corp_code", "")
        start, end = q.get("bgn_de", ""), q.get("end_de", "")
        rows = [
            r
            for r in self.rows.get(endpoint, [])
            if (not corp or r.get("corp_code") == corp)
            and (not start or start <= str(r.get("rcept_no", ""))[:8] <= (end or "99999999"))
        ]
        if not rows:
            return {"status": "013", "message": "조회된 데이타가 없습니다."}
        return {"status": "000", "message": "정상", "list": rows}

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
