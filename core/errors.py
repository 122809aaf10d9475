"""One error tree for the whole product.

::

    DexterError                      base; ``user_message`` is the short Korean text shown to users,
                                     ``user_message_en`` the same in English (``message_in(lang)``)
    ├── ConfigError                  a setting is missing or invalid (names the variable)
    ├── ModelError                   a model provider call failed (``provider``, ``status``)
    │   ├── ModelTransientError      worth retrying; ``retry_after`` seconds when the server said so
    │   │   ├── ModelRateLimitError      HTTP 429
    │   │   ├── ModelOverloadedError     HTTP 529 / overloaded_error
    │   │   ├── ModelServerError         HTTP 5xx
    │   │   └── ModelConnectionError     connection failure or timeout
    │   └── ModelRequestError        4xx other than 429: never retried
    │       └── ModelAuthError           401 / 403
    ├── DataError                    OpenDART / KIS / offline data (``source``, ``code``)
    │   ├── DataTransientError       worth retrying: 5xx, network, DART 800/900, KIS EGW00201
    │   │   └── DataTryLaterError        KIS token issuance still refused after its wait: not now
    │   ├── DataAuthError            key problems: DART 010/011/012/101/901, KIS token refusal
    │   ├── DataQuotaError           DART 020 daily quota: do not retry today
    │   ├── DataInputError           DART 021/100, unknown company or period
    │   ├── DataFormatError          a body we cannot parse
    │   └── OfflineMissError         a request outside the bundled recorded data
    ├── StoreError                   the SQLite store failed (``path``, ``code`` = SQLite's error name)
    │   ├── StoreOpenError           at start: cannot open, not a database, fails quick_check, read-only
    │   └── StoreWriteError          a write failed while serving; earlier rows are intact
    │       └── StoreFullError           SQLITE_FULL: the disk under DEXTER_HOME is full
    ├── SharedStateError             the shared-state service (Redis, ``DEXTER_REDIS_URL``) failed
    │                                (``address`` without credentials); budgets fall back to
    │                                in-process counting, readiness reports it
    ├── ScriptError                  the scripted model was called more often than scripted,
    │                                or a replay file is malformed
    └── ToolError                    a tool failed; goes back to the model as a tool result
        └── ToolInputError               the model passed arguments that do not validate

Errors carry data, not prose: callers decide how to show them.
"""

from __future__ import annotations


class DexterError(Exception):
    """Base of every error the product raises on purpose."""

    user_message: str = "요청을 처리하지 못했습니다."
    #: the same text for a run answering in English
    user_message_en: str = "The request could not be processed."

    def message_in(self, lang: str) -> str:
        """The user message in ``lang`` (``"en"``: English, else Korean)."""
        return self.user_message_en if lang == "en" else self.user_message

    def shown(self, lang: str = "ko") -> str:
        """What a reply may say about this error: the message in ``lang``, with the detail when it adds
        to it. Subclasses whose detail is for operators only (request parameters) show the message alone."""
        detail, message = str(self), self.message_in(lang)
        return detail if message.rstrip(".") in detail else f"{message} ({detail})"


class ConfigError(DexterError):
    """A setting needed by the requested feature is missing or invalid."""

    user_message = "설정이 올바르지 않습니다."
    user_message_en = "A setting is missing or invalid."

    def __init__(self, message: str, *, setting: str | None = None) -> None:
        super().__init__(message)
        self.setting = setting

    @classmethod
    def missing(cls, setting: str, needed_for: str) -> ConfigError:
        return cls(f"{setting} is not set (needed for {needed_for})", setting=setting)


class ModelError(DexterError):
    """A model provider call failed."""

    user_message = "AI 모델 호출에 실패했습니다. 잠시 후 다시 시도해 주세요."
    user_message_en = "The AI model call failed. Please try again shortly."

    def __init__(self, message: str, *, provider: str = "", status: int | None = None) -> None:
        super().__init__(message)
        self.provider = provider
        self.status = status


class ModelTransientError(ModelError):
    """A failure that may succeed when retried."""

    def __init__(
        self,
        message: str,
        *,
        provider: str = "",
        status: int | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message, provider=provider, status=status)
        self.retry_after = retry_after


class ModelRateLimitError(ModelTransientError):
    user_message = "AI 모델 사용량 한도에 걸렸습니다. 잠시 후 다시 시도해 주세요."
    user_message_en = "The AI model's rate limit was reached. Please try again shortly."


class ModelOverloadedError(ModelTransientError):
    user_message = "AI 모델이 과부하 상태입니다. 잠시 후 다시 시도해 주세요."
    user_message_en = "The AI model is overloaded. Please try again shortly."


class ModelServerError(ModelTransientError):
    pass


class ModelConnectionError(ModelTransientError):
    user_message = "AI 모델 서버에 연결하지 못했습니다."
    user_message_en = "Could not connect to the AI model's server."


class ModelStreamError(ModelTransientError):
    """The stream broke before it finished: connection reset, malformed SSE or JSON, an SSE ``error``."""

    user_message = "AI 모델 응답이 중간에 끊겼습니다. 잠시 후 다시 시도해 주세요."
    user_message_en = "The AI model's reply broke off. Please try again shortly."


class ModelTimeoutError(ModelTransientError):
    """The stream sent nothing for ``idle_s`` seconds (``DEXTER_MODEL_IDLE_TIMEOUT_S``)."""

    def __init__(self, message: str, *, provider: str = "", idle_s: float = 0.0) -> None:
        super().__init__(message, provider=provider)
        self.idle_s = idle_s
        self.user_message = f"시간 초과: AI 모델이 {idle_s:.0f}초 동안 응답하지 않아 중단했습니다. 잠시 후 다시 시도해 주세요."
        self.user_message_en = (
            f"Timed out: the AI model sent nothing for {idle_s:.0f} seconds. Please try again shortly."
        )


class ModelRequestError(ModelError):
    """The provider rejected the request (4xx other than 429); retrying cannot help."""


class ModelAuthError(ModelRequestError):
    user_message = "AI 모델 API 키가 올바르지 않습니다. 운영자에게 문의해 주세요."
    user_message_en = "The AI model's API key is not valid. Please contact the operator."


class DataError(DexterError):
    """A market-data source failed. ``code`` is the source's own status (e.g. DART "020", KIS "EGW00201")."""

    user_message = "데이터를 가져오지 못했습니다."
    user_message_en = "The data could not be fetched."

    def __init__(self, message: str, *, source: str = "", code: str = "") -> None:
        super().__init__(message)
        self.source = source
        self.code = code


class DataTransientError(DataError):
    user_message = "데이터 제공처가 일시적으로 응답하지 않습니다. 잠시 후 다시 시도해 주세요."
    user_message_en = "The data provider is not answering for now. Please try again shortly."

    def __init__(
        self, message: str, *, source: str = "", code: str = "", retry_after: float | None = None
    ) -> None:
        super().__init__(message, source=source, code=code)
        self.retry_after = retry_after


class DataTryLaterError(DataTransientError):
    """The source is still refusing after the wait it asked for (KIS token issuance, once a minute,
    ``EGW00133``). Transient, but ``core.retry`` does not retry it: the request already waited."""

    user_message = (
        "KIS 접근 토큰 발급이 1분에 1회로 제한되어 시세를 가져오지 못했습니다. 1분 뒤 다시 시도해 주세요."
    )
    user_message_en = "KIS issues one access token a minute, so no quote now. Please try again in a minute."


class DataAuthError(DataError):
    user_message = "데이터 API 키에 문제가 있습니다. 운영자에게 문의해 주세요."
    user_message_en = "A data API key has a problem. Please contact the operator."


class DataQuotaError(DataError):
    user_message = "오늘의 OpenDART 조회 한도를 모두 사용했습니다. 내일 다시 시도해 주세요."
    user_message_en = "Today's OpenDART request limit is used up. Please try again tomorrow."


class DataInputError(DataError):
    user_message = "요청한 회사나 기간을 확인해 주세요."
    user_message_en = "Please check the company or period asked for."


class DataFormatError(DataError):
    pass


class OfflineMissError(DataError):
    user_message = "오프라인 데모 데이터에 없는 항목입니다."
    user_message_en = "Not in the offline demo data."

    def shown(self, lang: str = "ko") -> str:
        return self.message_in(lang)  # the detail names the request's parameters: logs only


class SharedStateError(DexterError):
    """The shared-state service (Redis) did not answer or refused a command. ``address`` is where it
    was asked (``host:port``, never the password)."""

    user_message = "공유 상태 서버(Redis)에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요."
    user_message_en = "Could not reach the shared-state server (Redis). Please try again shortly."

    def __init__(self, message: str, *, address: str = "") -> None:
        super().__init__(message)
        self.address = address


class StoreError(DexterError):
    """The SQLite store failed. ``code`` is SQLite's error name (e.g. ``SQLITE_FULL``) when known."""

    user_message = "저장소 오류로 요청을 처리하지 못했습니다. 관리자에게 알려 주세요."
    user_message_en = "A storage error stopped the request. Please tell the operator."

    def __init__(self, message: str, *, path: str = "", code: str = "") -> None:
        super().__init__(message)
        self.path = path
        self.code = code


class StoreOpenError(StoreError):
    """At start: the store cannot be opened, is not a database, fails ``quick_check``, or is read-only.
    The message is one line: what, where, what to do."""

    user_message = "저장소를 열 수 없습니다. 관리자에게 알려 주세요."
    user_message_en = "The store cannot be opened. Please tell the operator."


class StoreWriteError(StoreError):
    """A write failed while serving (I/O error, read-only, locked). The write was rolled back."""

    user_message = "저장소에 기록하지 못해 요청을 처리하지 못했습니다. 관리자에게 알려 주세요."
    user_message_en = "A write to the store failed, so the request stopped. Please tell the operator."


class StoreFullError(StoreWriteError):
    user_message = "저장 공간이 부족해 요청을 처리하지 못했습니다. 관리자에게 알려 주세요."
    user_message_en = "The disk is full, so the request stopped. Please tell the operator."


class ScriptError(DexterError):
    """The scripted model ran out of steps, had steps left over, or its file is malformed."""


class ToolError(DexterError):
    """A tool failed. The agent returns this to the model as an error tool result."""

    def __init__(self, message: str, *, tool: str = "") -> None:
        super().__init__(message)
        self.tool = tool


class ToolInputError(ToolError):
    """The model called a tool with arguments that do not validate."""
