"""The ``opendart`` and ``kis`` rows, through the product's own clients (``core.data``).

OpenDART: ``company.json`` of 삼성전자 (00126380), one request; the status code becomes the fix; the
row shows today's count against the ~20,000-a-day quota (kept in the store by ``DartQuota``).
KIS: a token and one quote of 005930. The token comes from the store when one is still valid, exactly
as ``dexter serve`` would use it: issuance texts the account owner and is allowed once a minute, so a
doctor run never issues a second one, and when the once-a-minute rule would make it wait, the row
fails at once with the number of seconds instead of sleeping.

Offline (``DEXTER_OFFLINE=1`` / ``--offline``) both go to the bundled recordings in-process: that checks
the bundle shipped with the install, the only data source the product then uses.
"""

from __future__ import annotations

import httpx

from bots.doctor.platforms import unreachable
from bots.doctor.result import Check, failed, passed, skipped
from core.config import Settings
from core.data import recorded
from core.data.dart.client import OpenDartClient
from core.data.kis.client import KisClient
from core.data.kis.offline import offline_transport
from core.data.kis.token import KisTokenManager
from core.data.quota import DAILY_LIMIT, DartQuota
from core.errors import DataAuthError, DataError, DataQuotaError, DataTransientError
from core.retry import RetryPolicy
from core.store import Store

SAMSUNG_CORP = "00126380"
SAMSUNG_STOCK = "005930"
OFFLINE_KEY = "offline"
_NO_RETRY = RetryPolicy(retries=0)

_DART_FIXES = {
    "010": "등록되지 않은 키이니 opendart.fss.or.kr 인증키 관리에서 키를 확인해 OPENDART_API_KEY에 정확히 넣으세요.",
    "011": "사용할 수 없는 키(중지·해지)이니 OpenDART에서 키 상태를 확인하거나 새로 신청하세요.",
    "012": "이 서버의 IP가 허용되지 않았으니 OpenDART 인증키 관리에서 접근 IP를 등록하세요.",
    "020": "오늘 요청 한도(키당 약 20,000건)를 넘었으니 내일(KST 0시) 이후 다시 실행하세요.",
    "101": "부적절한 접근으로 막힌 키이니 OpenDART 고객센터에 문의하세요.",
    "800": "OpenDART가 점검 중이니 점검이 끝난 뒤 다시 실행하세요.",
    "901": "사용 기간이 끝난 키이니 OpenDART에서 키를 다시 발급받아 OPENDART_API_KEY에 넣으세요.",
}
_KIS_REFUSED_FIX = (
    "KIS Developers에서 앱키와 앱시크릿을 확인해 KIS_APP_KEY와 KIS_APP_SECRET에 넣으세요 "
    "(실전과 모의투자 호스트의 키가 다르니 KIS_BASE_URL도 확인)."
)


async def opendart_check(settings: Settings, http: httpx.AsyncClient, store: Store | None) -> Check:
    if settings.dexter_offline:
        async with httpx.AsyncClient(transport=recorded.transport()) as offline_http:
            client = OpenDartClient(offline_http, api_key=OFFLINE_KEY, base_url=settings.opendart_base_url)
            return await _company(client, "오프라인 번들", None)
    if settings.opendart_api_key is None or not settings.opendart_api_key.get_secret_value().strip():
        return skipped("opendart", "설정되지 않음 (OPENDART_API_KEY)")
    quota = DartQuota(store) if store is not None else None
    client = OpenDartClient(
        http,
        api_key=settings.opendart_api_key.get_secret_value(),
        base_url=settings.opendart_base_url,
        quota=quota,
        policy=_NO_RETRY,
    )
    return await _company(client, "", quota)


async def _company(client: OpenDartClient, where: str, quota: DartQuota | None) -> Check:
    try:
        body = await client.company(SAMSUNG_CORP)
    except DataQuotaError:
        return failed("opendart", "company.json: status 020 (일일 한도 초과)", _DART_FIXES["020"])
    except DataTransientError as exc:
        if exc.code in _DART_FIXES:
            return failed("opendart", f"company.json: status {exc.code}", _DART_FIXES[exc.code])
        return failed("opendart", f"company.json: {exc}", unreachable("OpenDART", "OPENDART_BASE_URL"))
    except DataError as exc:
        fix = _DART_FIXES.get(exc.code, "OPENDART_API_KEY와 OPENDART_BASE_URL을 확인하세요.")
        return failed("opendart", f"company.json: status {exc.code or '?'}", fix)
    detail = f"company.json {SAMSUNG_CORP} → {body.get('corp_name', '?')}"
    if where:
        detail += f" · {where}"
    if quota is not None:
        detail += f" · 오늘 {await quota.today():,}/{DAILY_LIMIT:,}건 사용"
    return passed("opendart", detail)


class _WouldWait(Exception):
    def __init__(self, seconds: float) -> None:
        super().__init__(seconds)
        self.seconds = seconds


async def _refuse_to_wait(seconds: float) -> None:
    raise _WouldWait(seconds)


async def kis_check(settings: Settings, http: httpx.AsyncClient, store: Store | None) -> Check:
    offline = settings.dexter_offline
    if not offline and (settings.kis_app_key is None or settings.kis_app_secret is None):
        return skipped("kis", "설정되지 않음 (KIS_APP_KEY, KIS_APP_SECRET)")
    if store is None:
        return failed(
            "kis",
            "저장소가 열리지 않아 확인하지 않음 (토큰은 저장소에 보관)",
            "store 행의 문제를 먼저 고치세요.",
        )
    if offline:
        async with httpx.AsyncClient(transport=offline_transport()) as offline_http:
            return await _quote(
                settings, offline_http, store, OFFLINE_KEY, OFFLINE_KEY, "오프라인 번들(합성 시세)"
            )
    assert settings.kis_app_key is not None
    assert settings.kis_app_secret is not None
    key, secret = settings.kis_app_key.get_secret_value(), settings.kis_app_secret.get_secret_value()
    return await _quote(settings, http, store, key, secret, "")


async def _quote(
    settings: Settings, http: httpx.AsyncClient, store: Store, key: str, secret: str, where: str
) -> Check:
    base = settings.kis_base_url
    try:
        tokens = KisTokenManager(
            http, store, base_url=base, app_key=key, app_secret=secret, sleep=_refuse_to_wait
        )
        client = KisClient(http, tokens, base_url=base, paper=settings.kis_paper, policy=_NO_RETRY)
        quote = await client.price(SAMSUNG_STOCK)
    except _WouldWait as exc:
        fix = f"KIS 토큰은 1분에 한 번만 발급되니 {exc.seconds:.0f}초 뒤에 다시 실행하세요."
        return failed("kis", "토큰 발급 대기 필요 (최근에 발급을 시도함)", fix)
    except DataAuthError as exc:
        return failed("kis", f"토큰 또는 시세 요청 거부 ({exc.code or 'auth'})", _KIS_REFUSED_FIX)
    except DataTransientError as exc:
        if exc.code == "EGW00133":
            return failed(
                "kis",
                "토큰 발급 제한 (EGW00133)",
                "KIS 토큰은 1분에 한 번만 발급되니 1분 뒤에 다시 실행하세요.",
            )
        return failed(
            "kis", f"{type(exc).__name__} ({exc.code or '-'})", unreachable("KIS Open API", "KIS_BASE_URL")
        )
    except DataError as exc:
        return failed(
            "kis", f"{type(exc).__name__} ({exc.code or '-'})", "KIS_BASE_URL과 KIS_PAPER 설정을 확인하세요."
        )
    detail = f"토큰 ok · {SAMSUNG_STOCK} 현재가 {quote.price:,}원"
    if where:
        detail += f" · {where}"
    return passed("kis", detail)
