"""A chart into a Slack thread: ``files_upload_v2``'s three steps, each failure told apart.

1. ``files.getUploadURLExternal`` — an upload URL and a file id; 2. the bytes POSTed to that URL;
3. ``files.completeUploadExternal`` — the file is shared into the channel (the one visible step).

A failure in 1 or 2 posted nothing: the relay may try again (``PlatformError``). A failure in 3 whose
outcome is unknown — a timeout, a cut connection, a 5xx, an answer that does not read as JSON — may
have posted the chart already: it is not retried (a plain ``PortError``), since a second copy is worse
than none. A method the workspace (or a proxy) does not offer is not retried either.
"""

from __future__ import annotations

import aiohttp
from slack_sdk.web.async_client import AsyncWebClient

from bots.relay import PlatformError, PortError, RateLimited
from bots.slack.errors import definite, refuses_method, slack_error


def _port_error(exc: Exception, *, posting: bool) -> Exception:
    if isinstance(exc, TimeoutError) and not posting:
        return exc  # the relay retries a timeout
    error, retry_after = slack_error(exc)
    if retry_after is not None:
        return RateLimited(retry_after)
    if refuses_method(error) or (posting and not definite(error)):
        return PortError(f"slack: upload not retried ({error})")
    return PlatformError(f"slack: {error}")


async def upload_png(
    client: AsyncWebClient,
    *,
    channel: str,
    thread: str | None,
    png: bytes,
    filename: str,
    title: str,
    comment: str,
) -> None:
    """Share ``png`` in ``channel`` (in ``thread`` if given) with ``title`` and ``comment``.

    Raises:
        RateLimited: a 429 (wait and try again).
        PlatformError: nothing was posted; trying again is safe.
        PortError: not to be tried again (the method is missing, or the chart may be posted already).
        TimeoutError: a step before the posting one took too long.
    """
    try:
        issued = await client.files_getUploadURLExternal(filename=filename, length=len(png), alt_txt=title)
        url, file_id = str(issued["upload_url"]), str(issued["file_id"])
        timeout = aiohttp.ClientTimeout(total=client.timeout)
        async with (
            aiohttp.ClientSession(timeout=timeout) as session,
            session.post(url, data=png, proxy=client.proxy, ssl=client.ssl or True) as response,
        ):
            status = response.status
    except Exception as exc:  # any shape of failure (bots.slack.errors)
        raise _port_error(exc, posting=False) from exc
    if status != 200:
        raise PlatformError(f"slack: upload URL answered HTTP {status}")
    try:
        await client.files_completeUploadExternal(
            files=[{"id": file_id, "title": title}],
            channel_id=channel,
            thread_ts=thread,
            initial_comment=comment,
        )
    except Exception as exc:
        raise _port_error(exc, posting=True) from exc
