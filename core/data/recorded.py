"""The ``--offline`` OpenDART: a transport serving the bundled recorded responses.

Keyed by endpoint and parameters (``crtfc_key`` ignored). ``list.json`` is served from the recorded
disclosure list of the company, filtered by date window and type and paged like the real API. A
request outside the bundle gets status ``offline`` → ``OfflineMissError``, never a crash.
"""

from __future__ import annotations

import gzip
import json
from functools import cache
from typing import Any

import httpx

from core.data import bundled

BUNDLE = "opendart_recorded.json.gz"


@cache
def _entries() -> dict[tuple[str, str], dict[str, Any]]:
    raw = bundled(BUNDLE).read_bytes()
    index: dict[tuple[str, str], dict[str, Any]] = {}
    for entry in json.loads(gzip.decompress(raw))["entries"]:
        index.setdefault((entry["endpoint"], _key(entry["params"])), entry["response"])
    return index


def _key(params: dict[str, str]) -> str:
    return json.dumps({k: v for k, v in sorted(params.items()) if k != "crtfc_key"}, ensure_ascii=False)


def _miss(endpoint: str, params: dict[str, str]) -> httpx.Response:
    shown = ", ".join(f"{k}={v}" for k, v in sorted(params.items()) if k != "crtfc_key")
    return httpx.Response(200, json={"status": "offline", "message": f"{endpoint} ({shown})"})


def _list(params: dict[str, str]) -> httpx.Response:
    body = _entries().get(("list", _key({"corp_code": params.get("corp_code", "")})))
    if body is None:
        return _miss("list", params)
    rows = [
        r
        for r in body.get("list", [])
        if params.get("bgn_de", "0") <= r["rcept_dt"] <= params.get("end_de", "99999999")
        and (not params.get("pblntf_detail_ty") or _detail(r["report_nm"]) == params["pblntf_detail_ty"])
    ]
    if params.get("pblntf_ty") not in (None, "", "A"):
        rows = []  # the recording holds periodic reports (A) only
    size = int(params.get("page_count", "10"))
    page = int(params.get("page_no", "1"))
    if not rows:
        return httpx.Response(200, json={"status": "013", "message": "조회된 데이타가 없습니다."})
    chunk = rows[(page - 1) * size : page * size]
    total_page = (len(rows) + size - 1) // size
    return httpx.Response(
        200,
        json={
            "status": "000",
            "message": "정상",
            "page_no": page,
            "page_count": size,
            "total_count": len(rows),
            "total_page": total_page,
            "list": chunk,
        },
    )


def _detail(report_nm: str) -> str:
    for code, word in (("A001", "사업보고서"), ("A002", "반기보고서"), ("A003", "분기보고서")):
        if word in report_nm:
            return code
    return ""


def handler(request: httpx.Request) -> httpx.Response:
    """``httpx.MockTransport(handler)`` serving the bundle."""
    endpoint = request.url.path.rsplit("/", 1)[-1].removesuffix(".json").removesuffix(".xml")
    params = dict(request.url.params)
    if endpoint == "list":
        return _list(params)
    body = _entries().get((endpoint, _key(params)))
    if body is None:
        return _miss(endpoint, params)
    return httpx.Response(200, json=body)


def transport() -> httpx.MockTransport:
    """The bundle as a transport; its reads are logged as recorded, not as HTTP requests."""
    from core.data.offline_log import recorded_transport

    return recorded_transport(handler, "opendart")
