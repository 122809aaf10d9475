"""OpenDART client (httpx, injected). The API key rides in every URL, so no URL is ever logged,
raised or returned: sources are DART viewer links (``viewer_url``).

The HTTP client may be given as a function that makes it: it is called at the first request, so an
answer read from the cache never loads httpx (``core.data.services`` does so; a quick answer's start).

Status codes (HTTP 200 bodies): 000 ok · 013 no data → an empty result, never an error ·
010/011/012/101/901 → ``DataAuthError`` · 020 → ``DataQuotaError`` · 021/100/014 → ``DataInputError`` ·
800/900 → ``DataTransientError`` (retried). Responses are cached (closed periods forever) and
concurrent identical requests share one upstream call.
"""

from __future__ import annotations

import asyncio
import base64
import functools
import json
from collections.abc import Callable, Mapping
from datetime import date
from typing import TYPE_CHECKING, Any

from core.data.cache import Cache
from core.data.dart.statements import (
    QuarterFigures,
    Statements,
    fourth_quarter,
    parse_full_statements,
    parse_key_accounts,
    quarter_figures,
)
from core.data.dart.status import SOURCE, status_error
from core.data.dart.wire import CompanyOverview, DisclosureRow, parse_row, parse_rows
from core.data.quota import DartQuota
from core.errors import (
    DataFormatError,
    DataTransientError,
    OfflineMissError,
)
from core.finance.basis import FsDiv
from core.finance.periods import ANNUAL, Q3, REPORT_OF_QUARTER
from core.logging import get_logger
from core.retry import RetryPolicy, parse_retry_after, retryable_status, retrying

# The people, document and report-table parsers load when those endpoints are called, httpx at a request.
if TYPE_CHECKING:
    import httpx

    from core.data.dart.document import FilingDocument
    from core.data.dart.people import Employee, Executive, PayEntry
    from core.data.dart.reports import Dividends, LargestShareholder, MinorityHolders, ReportRows, ShareCount

log = get_logger(__name__)
DAY = 86_400.0


def _count(outcome: str) -> None:
    """One OpenDART call in ``dexter_data_requests``. The metrics (prometheus-client) load with the first
    call: a command answered from the cache never imports them."""
    from core.metrics import DATA_REQUESTS

    DATA_REQUESTS.labels(SOURCE, outcome).inc()


def viewer_url(rcept_no: str) -> str:
    """The human link for a filing (never an API URL)."""
    return f"https://dart.fss.or.kr/dsaf001/main.do?rcpNo={rcept_no}"


#: statement bodies whose parsed statements are kept (a body of a closed period never changes)
_READ_KEPT = 64


@functools.lru_cache(maxsize=_READ_KEPT)
def _key_accounts_read(body: str) -> dict[FsDiv, Statements]:
    """A cached ``fnlttSinglAcnt`` body's statements, parsed once per text: a message's figures, the card and
    the checker read the same few bodies again and again (~45k statement rows parsed over the test suite).
    ``Statements`` are frozen; ``key_accounts`` gives each caller a dict of its own."""
    return parse_key_accounts(json.loads(body))


@functools.lru_cache(maxsize=_READ_KEPT)
def _full_statements_read(body: str, fs_div: FsDiv) -> Statements | None:
    """A cached ``fnlttSinglAcntAll`` body's statements on ``fs_div`` (``None``: the body has no rows),
    parsed once per text, as ``_key_accounts_read``."""
    parsed = json.loads(body)
    return parse_full_statements(parsed, fs_div=fs_div) if parsed.get("list") else None


class OpenDartClient:
    def __init__(
        self,
        http: httpx.AsyncClient | Callable[[], httpx.AsyncClient],
        *,
        api_key: str,
        base_url: str,
        cache: Cache | None = None,
        quota: DartQuota | None = None,
        policy: RetryPolicy | None = None,
    ) -> None:
        self._http = http
        self._key = api_key
        self._base = base_url.rstrip("/")
        self.cache = cache or Cache()
        self._quota = quota
        self._policy = policy or RetryPolicy()

    # --- transport --------------------------------------------------------------------------------

    def _client(self) -> httpx.AsyncClient:
        """The HTTP client, made now when a function to make it was given."""
        if callable(self._http):
            self._http = self._http()
        return self._http

    async def _request(self, endpoint: str, params: Mapping[str, str]) -> httpx.Response:
        import httpx

        url = f"{self._base}/{endpoint}"
        try:
            response = await self._client().get(url, params={**params, "crtfc_key": self._key})
        except httpx.TimeoutException as exc:
            _count("error")
            raise DataTransientError(f"OpenDART {endpoint}: timeout", source=SOURCE) from exc
        except httpx.HTTPError as exc:
            _count("error")
            raise DataTransientError(f"OpenDART {endpoint}: {type(exc).__name__}", source=SOURCE) from exc
        if self._quota is not None:
            await self._quota.record()
        status = response.status_code
        if retryable_status(status):
            _count("rate_limited" if status == 429 else "error")
            raise DataTransientError(
                f"OpenDART {endpoint}: HTTP {status}",
                source=SOURCE,
                code=str(status),
                retry_after=parse_retry_after(response.headers),
            )
        _count("ok" if status < 400 else "error")
        return response

    async def get_json(
        self, endpoint: str, params: Mapping[str, str], *, ttl: float | None = DAY
    ) -> dict[str, Any]:
        """A JSON endpoint's body (status 000 or 013). ``ttl`` applies to 000 bodies; 013 is kept a day."""
        return dict(json.loads(await self._cached_body(endpoint, params, ttl=ttl)))

    async def _cached_body(self, endpoint: str, params: Mapping[str, str], *, ttl: float | None) -> str:
        """``get_json``'s body as the cache keeps it (JSON text)."""
        key = f"dart:{endpoint}:" + json.dumps(dict(sorted(params.items())), ensure_ascii=False)

        async def fetch() -> tuple[str, float | None]:
            body = await retrying(
                lambda: self._body(endpoint, params), self._policy, what=f"opendart {endpoint}"
            )
            if body["status"] == "013":
                return json.dumps({"status": "013", "message": body.get("message", ""), "list": []}), DAY
            return json.dumps(body, ensure_ascii=False), ttl

        return await self.cache.get_or_fetch(key, fetch)

    async def get_json_fresh(self, endpoint: str, params: Mapping[str, str]) -> dict[str, Any]:
        """A JSON endpoint's body straight from OpenDART, never cached (polling for what is new);
        status 013 is an empty ``list``. Raises the typed errors ``get_json`` does."""
        body = await retrying(lambda: self._body(endpoint, params), self._policy, what=f"opendart {endpoint}")
        if body["status"] == "013":
            return {"status": "013", "message": body.get("message", ""), "list": []}
        return body

    async def _body(self, endpoint: str, params: Mapping[str, str]) -> dict[str, Any]:
        """One attempt: the parsed body of status 000 or 013, else the status's typed error."""
        response = await self._request(f"{endpoint}.json", params)
        try:
            body = dict(response.json())
        except ValueError as exc:
            raise DataFormatError(f"OpenDART {endpoint}: body is not JSON", source=SOURCE) from exc
        status = str(body.get("status", ""))
        if status not in ("000", "013"):
            raise status_error(status, str(body.get("message", "")), endpoint)
        return body

    async def get_zip(self, endpoint: str, params: Mapping[str, str]) -> bytes:
        """A zip endpoint (``document.xml``, ``corpCode.xml``); XML error bodies become typed errors."""
        response = await retrying(
            lambda: self._request(endpoint, params), self._policy, what=f"opendart {endpoint}"
        )
        data = response.content
        if data[:2] == b"PK":
            return data
        text = data.decode("utf-8", "replace").strip()
        status, message = _between(text, "<status>", "</status>"), _between(text, "<message>", "</message>")
        if not status and text.startswith("{"):
            try:
                body = json.loads(text)
            except ValueError:
                body = {}
            status, message = str(body.get("status", "")), str(body.get("message", ""))
        if not status:
            raise DataFormatError(f"OpenDART {endpoint}: neither a zip nor a status body", source=SOURCE)
        raise status_error(status, message or "not a zip", endpoint)

    # --- endpoints --------------------------------------------------------------------------------

    async def company(self, corp_code: str) -> dict[str, Any]:
        """``company.json``: the company overview as the raw body (typed: ``company_overview``)."""
        return await self.get_json("company", {"corp_code": corp_code}, ttl=DAY)

    async def company_overview(self, corp_code: str) -> CompanyOverview:
        """기업개황 (``company.json``) as a typed row."""
        return parse_row(CompanyOverview, await self.company(corp_code))

    async def disclosures(
        self,
        corp_code: str,
        start: date,
        end: date,
        *,
        kind: str | None = None,
        detail: str | None = None,
        final_only: bool = True,
        max_pages: int = 3,
    ) -> list[dict[str, Any]]:
        """``list.json`` rows (raw), newest first, following pages up to ``max_pages`` × 100.

        Typed rows: ``disclosure_list`` (same arguments).
        """
        params = {
            "corp_code": corp_code,
            "bgn_de": start.strftime("%Y%m%d"),
            "end_de": end.strftime("%Y%m%d"),
            "last_reprt_at": "Y" if final_only else "N",
            "page_count": "100",
        }
        if kind:
            params["pblntf_ty"] = kind
        if detail:
            params["pblntf_detail_ty"] = detail
        rows: list[dict[str, Any]] = []
        for page in range(1, max_pages + 1):
            body = await self.get_json("list", {**params, "page_no": str(page)}, ttl=3600)
            rows += body.get("list", [])
            if page >= int(body.get("total_page") or 1):
                break
        return rows

    async def disclosure_list(
        self,
        corp_code: str,
        start: date,
        end: date,
        *,
        kind: str | None = None,
        detail: str | None = None,
        final_only: bool = True,
        max_pages: int = 3,
    ) -> list[DisclosureRow]:
        """공시검색 (``list.json``) as typed rows, newest first (see ``disclosures``)."""
        rows = await self.disclosures(
            corp_code, start, end, kind=kind, detail=detail, final_only=final_only, max_pages=max_pages
        )
        return parse_rows(DisclosureRow, rows)

    async def key_accounts(self, corp_code: str, year: int, report_code: str) -> dict[FsDiv, Statements]:
        """주요계정: CFS and OFS statements (three periods each); empty when not filed."""
        body = await self._cached_body("fnlttSinglAcnt", _period(corp_code, year, report_code), ttl=None)
        return dict(_key_accounts_read(body))

    async def statements(
        self, corp_code: str, year: int, report_code: str, fs_div: FsDiv | None = None
    ) -> Statements | None:
        """Full statements: consolidated first, separate when there are none (the result says which)."""
        for div in (fs_div,) if fs_div else ("CFS", "OFS"):
            params = {**_period(corp_code, year, report_code), "fs_div": div}
            found = _full_statements_read(await self._cached_body("fnlttSinglAcntAll", params, ttl=None), div)
            if found is not None:
                return found
        return None

    async def quarterly(
        self, corp_code: str, year: int, quarter: int, fs_div: FsDiv = "CFS"
    ) -> QuarterFigures | None:
        """A quarter's 3-month and YTD figures (주요계정); Q4 is derived as annual − nine-month YTD."""
        if quarter == 4:
            annual = (await self.key_accounts(corp_code, year, ANNUAL)).get(fs_div)
            q3 = (await self.key_accounts(corp_code, year, Q3)).get(fs_div)
            return None if annual is None or q3 is None else fourth_quarter(annual, q3)
        found = (await self.key_accounts(corp_code, year, REPORT_OF_QUARTER[quarter])).get(fs_div)
        return None if found is None else quarter_figures(found, quarter)

    async def report_rows(
        self, endpoint: str, corp_code: str, year: int, report_code: str
    ) -> list[dict[str, Any]]:
        """Rows of a periodic-report table (배당, 최대주주, 임원, 직원, 보수, 주식총수 …)."""
        body = await self.get_json(endpoint, _period(corp_code, year, report_code), ttl=None)
        return list(body.get("list", []))

    async def dividends(self, corp_code: str, year: int, report_code: str = ANNUAL) -> Dividends:
        """배당에 관한 사항 (DPS, 총액, 배당성향, 수익률; 당기/전기/전전기)."""
        from core.data.dart.reports import parse_dividends

        return parse_dividends(await self.report_rows("alotMatter", corp_code, year, report_code))

    async def largest_shareholders(
        self, corp_code: str, year: int, report_code: str = ANNUAL
    ) -> ReportRows[LargestShareholder]:
        from core.data.dart.reports import parse_largest_shareholders

        return parse_largest_shareholders(await self.report_rows("hyslrSttus", corp_code, year, report_code))

    async def minority_holders(
        self, corp_code: str, year: int, report_code: str = ANNUAL
    ) -> ReportRows[MinorityHolders]:
        """소액주주 현황."""
        from core.data.dart.reports import parse_minority_holders

        return parse_minority_holders(await self.report_rows("mrhlSttus", corp_code, year, report_code))

    async def executives(self, corp_code: str, year: int, report_code: str = ANNUAL) -> ReportRows[Executive]:
        from core.data.dart.people import parse_executives

        return parse_executives(await self.report_rows("exctvSttus", corp_code, year, report_code))

    async def employees(self, corp_code: str, year: int, report_code: str = ANNUAL) -> ReportRows[Employee]:
        from core.data.dart.people import parse_employees

        return parse_employees(await self.report_rows("empSttus", corp_code, year, report_code))

    async def share_counts(
        self, corp_code: str, year: int, report_code: str = ANNUAL
    ) -> ReportRows[ShareCount]:
        from core.data.dart.reports import parse_share_counts

        return parse_share_counts(await self.report_rows("stockTotqySttus", corp_code, year, report_code))

    async def top_pay(self, corp_code: str, year: int, report_code: str = ANNUAL) -> ReportRows[PayEntry]:
        """개인별 보수 5억 이상: reports filed from 2026-05 use the ``V2`` endpoint, older ones the first."""
        from core.data.dart.people import parse_pay

        endpoints = ("indvdlByPayV2", "indvdlByPay") if year >= 2026 else ("indvdlByPay", "indvdlByPayV2")
        rows: list[dict[str, Any]] = []
        for endpoint in endpoints:
            try:
                rows = await self.report_rows(endpoint, corp_code, year, report_code)
            except OfflineMissError:
                continue
            if rows:
                break
        return parse_pay(rows)

    async def filing(self, rcept_no: str, *, max_chars_per_section: int = 8_000) -> FilingDocument:
        """A filing's document, parsed into chapters and sections (parsing runs off the event loop)."""
        from core.data.dart.document import parse_document

        data = await self.document(rcept_no)
        return await asyncio.to_thread(parse_document, data, max_chars_per_section=max_chars_per_section)

    async def document(self, rcept_no: str) -> bytes:
        """``document.xml``: the filing's zip (parse with ``core.data.dart.document``)."""
        key = f"dart:document:{rcept_no}"

        async def fetch() -> tuple[str, float | None]:
            data = await self.get_zip("document.xml", {"rcept_no": rcept_no})
            return base64.b64encode(data).decode("ascii"), None

        return base64.b64decode(await self.cache.get_or_fetch(key, fetch))


def _period(corp_code: str, year: int, report_code: str) -> dict[str, str]:
    return {"corp_code": corp_code, "bsns_year": str(year), "reprt_code": report_code}


def _between(text: str, start: str, end: str) -> str:
    i = text.find(start)
    j = text.find(end, i + len(start))
    return text[i + len(start) : j].strip() if i >= 0 and j > i else ""
