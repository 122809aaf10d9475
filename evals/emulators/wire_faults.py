"""Wire-level faults for the loopback emulators: a method answered the way a broken server, a proxy or an
older API version answers it, instead of the way the platform would.

``break_method(method, fault)`` on ``FakeSlack`` or ``FakeTelegram`` (a mixin of both):

* ``unknown_method`` — the platform's own refusal of a method it does not have (Slack: HTTP 200
  ``{"ok": false, "error": "unknown_method"}``; Telegram: HTTP 404 ``Not Found``);
* ``http_404`` / ``http_500`` — that status with a plain-text body (a proxy's page, not the API's JSON);
* ``invalid_json`` — HTTP 200, ``application/json``, a body that does not parse;
* ``cut`` — the connection is dropped before any answer;
* ``hang`` — no answer at all, until the client gives up (or the emulator stops).

By default the call is refused before it does anything; ``after=True`` does the call first and breaks
only its answer (the caller cannot know it happened: the case that must not be posted twice).
``times`` limits how many calls break (``None``: all, until ``mend``). ``broken`` counts the calls broken.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from dataclasses import dataclass
from typing import Literal, get_args

from aiohttp import web

WireFault = Literal["unknown_method", "http_404", "http_500", "invalid_json", "cut", "hang"]
WIRE_FAULTS: tuple[WireFault, ...] = get_args(WireFault)


@dataclass(slots=True)
class Break:
    """One scripted fault of a method."""

    fault: WireFault
    after: bool = False  # the call is done, only its answer breaks
    times: int | None = None


class WireFaults:
    """``break_method`` / ``mend`` and the ``_wire_break`` / ``_broken_answer`` hooks of an emulator's
    request handler; ``_unknown_method_answer`` is the platform's own word for a missing method."""

    def _breaks(self) -> dict[str, Break]:
        found: dict[str, Break] | None = self.__dict__.get("_wire_breaks")
        if found is None:
            found = self.__dict__["_wire_breaks"] = {}
        return found

    @property
    def broken(self) -> Counter[str]:
        """Calls answered with a wire fault, by method."""
        found: Counter[str] | None = self.__dict__.get("_wire_broken")
        if found is None:
            found = self.__dict__["_wire_broken"] = Counter()
        return found

    def break_method(
        self, method: str, fault: WireFault, *, after: bool = False, times: int | None = None
    ) -> None:
        """Answer ``method`` with ``fault`` (see the module docstring) from now on."""
        if fault not in WIRE_FAULTS:
            raise ValueError(f"unknown wire fault {fault!r}")
        self._breaks()[method] = Break(fault, after, times)

    def mend(self, method: str | None = None) -> None:
        """Answer ``method`` (every method if None) normally again."""
        if method is None:
            self._breaks().clear()
        else:
            self._breaks().pop(method, None)

    def _wire_break(self, method: str) -> Break | None:
        """The fault for this call of ``method``, if any (counted against its ``times``)."""
        found = self._breaks().get(method)
        if found is None:
            return None
        if found.times is not None:
            found.times -= 1
            if found.times <= 0:
                del self._breaks()[method]
        self.broken[method] += 1
        return found

    def _unknown_method_answer(self) -> web.Response:
        return web.json_response({"ok": False, "error": "unknown_method"})

    async def _broken_answer(self, request: web.Request, fault: WireFault) -> web.StreamResponse:
        if fault == "unknown_method":
            return self._unknown_method_answer()
        if fault == "http_404":
            return web.Response(status=404, text="404: Not Found")
        if fault == "http_500":
            return web.Response(status=500, text="500 Internal Server Error")
        if fault == "invalid_json":
            return web.Response(status=200, content_type="application/json", text='{"ok": true, "ts": ')
        if fault == "cut":
            if request.transport is not None:
                request.transport.abort()
            return web.Response(status=500)  # never reaches the client
        await asyncio.Event().wait()  # hang: the emulator's stop cancels it
        raise AssertionError("unreachable")
