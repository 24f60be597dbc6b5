"""Shared JSON-over-HTTP plumbing: the one retrying request helper every HTTP client of mnemo uses (the
OpenAI-compatible LLM and embedder, the Gmail API).

Why one helper: remote APIs fail in the same few ways. A server that is still loading its model answers
503, a hosted API rate-limits with 429 (often saying when to come back in ``Retry-After``), a typo in the
base URL gives 404, a wrong key gives 401, a network blip drops the connection. Retrying only the transient
failures (connection errors, timeouts, 429, 5xx) with jittered exponential backoff, never the other 4xx
(sending the same bad request again cannot help), and turning every failure into one ``ProviderError`` that
names the URL, the status and the fix, keeps that logic in one place instead of one slightly different
copy per client. What differs per API (its name in messages, which settings the fixes point to, how it
words its errors, whether a 403 can mean "rate-limited") is described by an ``Api``.

Every retry and every give-up is logged as a warning on this module's logger, so a user who turns on
logging (``--verbose``) sees why a command is slow before it fails.

The API key never appears in a message: errors quote the URL (which carries no key) and an excerpt of the
server's reply with the key redacted, because some servers echo the key they rejected.
"""

from __future__ import annotations

import email.utils
import json
import logging
import math
import random
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Self

import httpx

from mnemo.errors import ConfigError, ProviderError

log = logging.getLogger(__name__)

EXCERPT_CHARS = 200


class ProviderHTTPError(ProviderError):
    """An HTTP error answer. ``status`` and ``body`` let an adapter react to it (e.g. fall back to another
    request shape when a server rejects a field) without parsing the message."""

    def __init__(self, what: str, fix: str, *, status: int, body: str) -> None:
        super().__init__(what, fix)
        self.status = status
        self.body = body


def check_base_url(base_url: str) -> str:
    """Fail at configuration time, not at the first request, on the common "localhost:11434" mistake."""
    url = (base_url or "").strip().rstrip("/")
    if not url.startswith(("http://", "https://")):
        raise ConfigError(f"The provider base URL {base_url!r} is not an http(s) URL",
                          "Use a full base URL such as http://127.0.0.1:11434/v1")
    return url


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """One line, at most ``limit`` characters: enough to recognise a reply without flooding a log."""
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _secret(headers: Mapping[str, str] | None) -> str | None:
    for key, value in (headers or {}).items():
        if key.lower() == "authorization":
            token = value.split(" ", 1)[-1].strip()
            return token or None
    return None


def redact(text: str, secret: str | None) -> str:
    return text.replace(secret, "***") if secret else text


def _server_says(resp: httpx.Response, secret: str | None) -> str:
    """The server's own explanation: ``error.message`` / ``error`` / ``detail`` if JSON, else the raw text."""
    text = resp.text
    try:
        data = resp.json()
    except ValueError:
        data = None
    if isinstance(data, dict):
        err = data.get("error", data.get("detail", data.get("message")))
        if isinstance(err, dict):
            err = err.get("message", err)
        if err is not None:
            text = err if isinstance(err, str) else json.dumps(err)
    return excerpt(redact(text, secret))


def _fix_for(status: int, key_setting: str) -> str:
    if status in (401, 403):
        return f"Check {key_setting}: it is missing, wrong or has no access to this model"
    if status == 404:
        return "Check the base URL (OpenAI-compatible servers usually end in /v1) and the model name"
    if status == 429:
        return "The server is rate-limiting; wait a moment and retry, or lower the request rate"
    if status >= 500:
        return "The server failed; check its logs (is the model loaded, is there enough memory?) and retry"
    return "The server rejected the request; check the model name and the server's settings"


def retryable_status(status: int) -> bool:
    """429 and 5xx are transient (busy, loading, restarting); 501 means "never", other 4xx are our fault."""
    return status == 429 or (500 <= status < 600 and status != 501)


def _retry_after(resp: httpx.Response, cap: float) -> float | None:
    """``Retry-After`` in seconds (either form: a number, or an HTTP date), capped so a hostile or buggy
    server cannot park us for hours; None when absent or unreadable (our own backoff applies)."""
    header = resp.headers.get("retry-after", "").strip()
    try:
        value = float(header)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(header)
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:
            return None
        value = max(0.0, (when - datetime.now(UTC)).total_seconds())
    return min(value, cap) if math.isfinite(value) and value >= 0 else None


def backoff_delay(attempt: int, base: float, cap: float) -> float:
    """Exponential backoff with "equal jitter": half fixed, half random, so parallel clients spread out."""
    delay = min(cap, base * (2 ** attempt))
    return delay / 2 + random.uniform(0, delay / 2)


@dataclass(frozen=True)
class Retry:
    """How a client retries transient failures: ``retries`` extra attempts, backoff from ``backoff`` seconds
    doubling up to ``max_delay`` (also the cap on a server's ``Retry-After``). ``sleep`` is replaceable so
    tests need not wait."""

    retries: int = 2
    backoff: float = 0.5
    max_delay: float = 10.0
    sleep: Callable[[float], None] = time.sleep


@dataclass(frozen=True)
class Api:
    """How one remote API is named in messages and what a user can do about its failures.

    ``what`` names the endpoint ("The LLM endpoint"); ``key_setting`` / ``timeout_setting`` name the settings
    the generic fixes point to. ``reach_fix`` / ``timeout_fix`` / ``url_fix`` / ``not_json_fix`` replace the
    generic advice for a network failure, a timeout, an invalid URL and a reply that is not JSON.
    ``http_error`` builds the error for an HTTP error answer (default: ``ProviderHTTPError`` with a fix by
    status); ``retryable`` says which error answers are transient (default: 429 and 5xx but 501)."""

    what: str = "The provider endpoint"
    key_setting: str = "the API key"
    timeout_setting: str = "the timeout"
    reach_fix: str = "Check that the server is running and that the base URL (host and port) is right"
    timeout_fix: str | None = None
    url_fix: str = "Use a full base URL such as http://127.0.0.1:11434/v1"
    not_json_fix: str = ("Check that the base URL points at an OpenAI-compatible API (usually ending in /v1), "
                         "not a web page")
    http_error: Callable[[httpx.Response, str, str | None], ProviderError] | None = None
    retryable: Callable[[httpx.Response], bool] | None = None


def request_json(client: httpx.Client, method: str, url: str, api: Api, *, json_body: Any = None,
                 params: Sequence[tuple[str, str]] | None = None, headers: Mapping[str, str] | None = None,
                 timeout: float, retry: Retry = Retry()) -> Any:
    """Send one request and return the decoded JSON answer, or raise ``ProviderError``.

    Connection errors, timeouts and the answers ``api.retryable`` accepts are retried ``retry.retries``
    times, waiting what ``Retry-After`` asks (seconds or a date, capped) or else a jittered exponential backoff;
    any other error answer fails at once. Redirects are not followed: a POST redirected to GET would
    silently lose its body, so the error names the final address instead."""
    secret = _secret(headers)
    lower = api.what[:1].lower() + api.what[1:]
    attempt = 0
    while True:
        delay: float | None = None
        try:
            resp = client.request(method, url, json=json_body, params=list(params) if params else None,
                                  headers=dict(headers or {}), timeout=timeout)
        except httpx.TimeoutException:
            failure = ProviderError(
                f"{api.what} {url} did not answer within {timeout:g} s",
                api.timeout_fix or f"Check that the server is running and has loaded the model, or raise "
                                   f"{api.timeout_setting}")
        except (httpx.InvalidURL, httpx.UnsupportedProtocol) as exc:
            raise ProviderError(f"{api.what} URL {url} is not valid ({exc})", api.url_fix) from None
        except httpx.TransportError as exc:
            failure = ProviderError(f"Could not reach {lower} {url} ({type(exc).__name__})", api.reach_fix)
        else:
            if resp.status_code < 300:
                return _decode(resp, url, api, secret)
            if resp.status_code < 400:
                raise ProviderError(
                    f"{api.what} {url} redirected ({resp.status_code}) to {resp.headers.get('location', '?')}",
                    "Use the final address as the base URL (often https:// instead of http://)")
            failure = (api.http_error or _http_failure(api))(resp, url, secret)
            if not (api.retryable or _retryable_answer)(resp):
                raise failure
            delay = _retry_after(resp, retry.max_delay)
        if attempt >= retry.retries:
            if attempt:
                failure.what += f" (gave up after {attempt + 1} attempts)"
                failure.args = (failure.message,)
            log.warning("%s; giving up", failure.what)
            raise failure
        wait = delay if delay is not None else backoff_delay(attempt, retry.backoff, retry.max_delay)
        log.warning("%s; retrying in %.1f s (attempt %d of %d)", failure.what, wait, attempt + 2, retry.retries + 1)
        retry.sleep(wait)
        attempt += 1


def post_json(client: httpx.Client, url: str, payload: Any, api: Api, *, headers: Mapping[str, str] | None = None,
              timeout: float, retry: Retry = Retry()) -> Any:
    """``request_json`` for a JSON POST (the OpenAI-compatible APIs)."""
    return request_json(client, "POST", url, api, json_body=payload, headers=headers, timeout=timeout, retry=retry)


def _http_failure(api: Api) -> Callable[[httpx.Response, str, str | None], ProviderError]:
    def build(resp: httpx.Response, url: str, secret: str | None) -> ProviderError:
        return ProviderHTTPError(
            f"{api.what} {url} answered {resp.status_code} {resp.reason_phrase}: {_server_says(resp, secret)}",
            _fix_for(resp.status_code, api.key_setting), status=resp.status_code, body=redact(resp.text, secret))
    return build


def _retryable_answer(resp: httpx.Response) -> bool:
    return retryable_status(resp.status_code)


def _decode(resp: httpx.Response, url: str, api: Api, secret: str | None) -> Any:
    try:
        return resp.json()
    except ValueError:
        raise ProviderError(
            f"{api.what} {url} answered with something that is not JSON: {excerpt(redact(resp.text, secret))!r}",
            api.not_json_fix) from None


class ApiClient:
    """What every client of one remote API holds: its checked base URL, one connection pool, the timeout
    and the retries of ``request_json`` (waiting up to a minute when the server says so). Closes as a
    context manager."""

    def __init__(self, base_url: str, *, timeout: float = 30.0, retries: int = 3,
                 sleep: Callable[[float], None] = time.sleep, backoff: float = 1.0, max_delay: float = 60.0,
                 transport: httpx.BaseTransport | None = None) -> None:
        self.base_url = check_base_url(base_url)
        self.timeout = timeout
        self._retry = Retry(retries=retries, backoff=backoff, max_delay=max_delay, sleep=sleep)
        self._http = httpx.Client(timeout=timeout, transport=transport)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
