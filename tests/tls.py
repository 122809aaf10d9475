"""One default TLS context per test process instead of one per HTTP client.

httpx builds a new default context for every client made without a transport — the CA bundle
parsed again, 40–80 ms of CPU each: the tests' own clients (respx, loopback emulators) and the product's
in-process ones (python-telegram-bot's two requests per bot, OpenDART). The suite makes thousands of
them and speaks TLS through none (every server it runs is loopback HTTP); that parsing was ~6% of the
CPU of tests/core and tests/bots. ``share_default_tls_context`` makes the default case build its
context once (per ``SSL_CERT_FILE``/``SSL_CERT_DIR``, which httpx reads instead of certifi) and hand
the same one to every later client — what httpx itself advises (``verify=<one SSLContext>``). Any other
``verify`` or ``cert`` goes through httpx unchanged; processes the tests start are not touched.
"""

from __future__ import annotations

import os
import ssl
from typing import Any

__all__ = ["share_default_tls_context"]

_BUILDER = "create_ssl_context"  # what httpx's transports call (httpx._config's, imported by name)


def share_default_tls_context() -> None:
    from httpx._transports import default as transports

    build = getattr(transports, _BUILDER)
    if getattr(build, "shares_the_default", False):
        return
    shared: dict[tuple[object, ...], ssl.SSLContext] = {}

    def create_ssl_context(
        verify: ssl.SSLContext | str | bool = True, cert: Any = None, trust_env: bool = True
    ) -> ssl.SSLContext:
        if verify is not True or cert is not None:
            context: ssl.SSLContext = build(verify=verify, cert=cert, trust_env=trust_env)
            return context
        # what the default context is built from: the bundle httpx reads (certifi, or these variables)
        key = (
            trust_env,
            *(os.environ.get(v) if trust_env else None for v in ("SSL_CERT_FILE", "SSL_CERT_DIR")),
        )
        if key not in shared:
            shared[key] = build(verify=True, cert=None, trust_env=trust_env)
        return shared[key]

    create_ssl_context.shares_the_default = True  # type: ignore[attr-defined]
    setattr(transports, _BUILDER, create_ssl_context)
