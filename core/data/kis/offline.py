"""Serve the bundled KIS samples as an httpx transport, so ``--offline`` needs no KIS keys.

::

    http = httpx.AsyncClient(transport=offline_transport())
    client = KisClient(http, KisTokenManager(http, store, base_url=URL, app_key="offline",
                                             app_secret="offline"), base_url=URL, paper=False)

Requests are matched on method + path + ``tr_id`` + ``FID_INPUT_ISCD`` against ``bundle/kis/_manifest.json``.
Token issuance answers with the bundled token body, its expiry moved to 24 h from now (the recorded one
lies in the past). Daily candles are cut to the requested ``FID_INPUT_DATE_1..2`` window, newest first,
at most 100 rows — as KIS pages them. Before the 60 recorded rows (2024-10-02..2024-12-27) the candles
continue from ``bundle/kis/daily_history_synthetic.json.gz`` back to 2019-10-01 (a seeded walk made by
``evals/build_kis_history.py``, so that 1-year and 5-year charts work offline). Anything else gets a
404 whose ``msg_cd`` the client turns into ``OfflineMissError``. Every answer carries
``x-dexter-offline: demo``: the bundled prices are **synthetic**, and results built from them say so
(``demo=True``).
"""

from __future__ import annotations

import functools
import gzip
import json
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

import httpx

from core.data import bundled
from core.data.kis.client import (
    AS_OF_HEADER,
    MAX_CHART_ROWS,
    OFFLINE_HEADER,
    OFFLINE_MISS_CODE,
    TR_DAILY_CHART,
)
from core.data.kis.models import KST
from core.data.kis.token import TOKEN_PATH

#: The bundled samples stand for 2024-12-27 after the close (manifest ``as_of``).
DEMO_AS_OF = datetime(2024, 12, 27, 15, 30, tzinfo=KST)
_JSON = "application/json; charset=utf-8"

Key = tuple[str, str, str, str]  # (method, path, tr_id, FID_INPUT_ISCD)


def _bundle_dir() -> Any:
    return bundled("kis")


@functools.cache
def bundled_samples() -> Mapping[Key, Mapping[str, Any]]:
    """The bundled response bodies by (method, path, tr_id, stock code); error and variant files excluded."""
    folder = _bundle_dir()
    manifest = json.loads((folder / "_manifest.json").read_text(encoding="utf-8"))
    samples: dict[Key, Mapping[str, Any]] = {}
    for name, meta in manifest["files"].items():
        if name.startswith("error_") or "_preopen" in name:
            continue  # same key as a normal sample; tests load these by file name
        code = meta.get("params", {}).get("FID_INPUT_ISCD", "")
        key = (meta["method"], meta["path"], meta.get("tr_id") or "", code)
        samples[key] = json.loads((folder / name).read_text(encoding="utf-8"))
    return samples


def offline_handler(request: httpx.Request) -> httpx.Response:
    """Answer one KIS request from the bundle (use as ``httpx.MockTransport(offline_handler)``)."""
    params = {k.upper(): v for k, v in request.url.params.items()}
    path = request.url.path
    tr_id = request.headers.get("tr_id", "")
    code = params.get("FID_INPUT_ISCD", "")
    body = bundled_samples().get((request.method, path, tr_id, code))
    if body is None:
        return _miss(path, tr_id, code)
    if path == TOKEN_PATH:
        body = _fresh_token(body)
    elif tr_id == TR_DAILY_CHART:
        windowed = _chart_window(body, params, code)
        if windowed is None:
            return _miss(path, tr_id, code)
        body = windowed
    return _json(200, body)


def offline_transport() -> httpx.MockTransport:
    """An httpx transport serving the bundled KIS samples (logged as recorded, not as HTTP requests)."""
    from core.data.offline_log import recorded_transport

    return recorded_transport(offline_handler, "kis")


def _fresh_token(body: Mapping[str, Any]) -> dict[str, Any]:
    expires = datetime.now(KST) + timedelta(seconds=int(body.get("expires_in", 86_400)))
    return {**body, "access_token_token_expired": f"{expires:%Y-%m-%d %H:%M:%S}"}


@functools.cache
def synthetic_history() -> Mapping[str, tuple[dict[str, str], ...]]:
    """The synthetic daily candles before the recorded ones, by stock code, in KIS's row format."""
    raw = (_bundle_dir() / "daily_history_synthetic.json.gz").read_bytes()
    payload = json.loads(gzip.decompress(raw))
    return {code: tuple(_kis_rows(rows)) for code, rows in payload["rows"].items()}


def _kis_rows(rows: list[list[Any]]) -> list[dict[str, str]]:
    """Compact ``[date, close, open, high, low, volume]`` rows (oldest first) → KIS ``output2`` rows."""
    out: list[dict[str, str]] = []
    previous: int | None = None
    for day, close, open_, high, low, volume in rows:
        change = 0 if previous is None else close - previous
        sign = "2" if change > 0 else "5" if change < 0 else "3"
        out.append(
            {
                "stck_bsop_date": day,
                "stck_clpr": str(close),
                "stck_oprc": str(open_),
                "stck_hgpr": str(high),
                "stck_lwpr": str(low),
                "acml_vol": str(volume),
                "acml_tr_pbmn": str(volume * (high + low + 2 * close) // 4),
                "flng_cls_code": "00",
                "prtt_rate": "0.00",
                "mod_yn": "N",
                "prdy_vrss_sign": sign,
                "prdy_vrss": str(change),
                "revl_issu_reas": "",
            }
        )
        previous = close
    return out


def _chart_window(body: Mapping[str, Any], params: Mapping[str, str], code: str) -> dict[str, Any] | None:
    if params.get("FID_PERIOD_DIV_CODE", "D") != "D":
        return None  # only daily candles are bundled; weekly/monthly ones are not invented
    low = params.get("FID_INPUT_DATE_1", "00000000")
    high = params.get("FID_INPUT_DATE_2", "99999999")
    recorded = list(body.get("output2", []))
    oldest = min((str(r.get("stck_bsop_date", "")) for r in recorded), default="99999999")
    earlier = [r for r in synthetic_history().get(code, ()) if r["stck_bsop_date"] < oldest]
    rows = [r for r in [*recorded, *earlier] if low <= str(r.get("stck_bsop_date", "")) <= high]
    rows.sort(key=lambda r: str(r["stck_bsop_date"]), reverse=True)
    return {**body, "output2": rows[:MAX_CHART_ROWS]}


def _json(status: int, body: Mapping[str, Any]) -> httpx.Response:
    headers = {"content-type": _JSON, OFFLINE_HEADER: "demo", AS_OF_HEADER: DEMO_AS_OF.isoformat()}
    return httpx.Response(status, content=json.dumps(body, ensure_ascii=False).encode(), headers=headers)


def _miss(path: str, tr_id: str, code: str) -> httpx.Response:
    what = " ".join(part for part in (path.rsplit("/", 1)[-1], tr_id, code) if part)
    body = {"rt_cd": "1", "msg_cd": OFFLINE_MISS_CODE, "msg1": f"오프라인 데이터셋에 없는 요청입니다: {what}"}
    return _json(404, body)
