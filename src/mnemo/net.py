"""Shared JSON-over-HTTP plumbing for the optional remote providers (OpenAI-compatible LLMs and embedders).

Why one helper: both adapters talk to the same kinds of servers (Ollama, llama.cpp, vLLM, hosted APIs) and
those fail in the same few ways. A server that is still loading its model answers 503, a hosted API
rate-limits with 429, a typo in the base URL gives 404, a wrong key gives 401. Retrying only the transient
failures, and turning every failure into one ``ProviderError`` that names the URL, the status and the fix,
keeps that logic in one place instead of two slightly different copies.

The API key never appears in a message: errors quote the URL (which carries no key) and an excerpt of the
server's reply with the key redacted, because some servers echo the key they rejected.
"""

from __future__ import annotations

import json
import math
import random
import re
import time
from collections.abc import Callable, Mapping
from typing import Any

import httpx

from mnemo.errors import ConfigError, ProviderError

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


def _redact(text: str, secret: str | None) -> str:
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
    return excerpt(_redact(text, secret))


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


def _retryable(status: int) -> bool:
    """429 and 5xx are transient (busy, loading, restarting); 501 means "never", other 4xx are our fault."""
    return status == 429 or (500 <= status < 600 and status != 501)


def _retry_after(resp: httpx.Response, cap: float) -> float | None:
    """A numeric ``Retry-After`` (seconds), capped so a hostile or buggy server cannot park us for hours."""
    try:
        value = float(resp.headers.get("retry-after", ""))
    except ValueError:
        return None  # absent, or the HTTP-date form: fall back to our own backoff
    return min(value, cap) if math.isfinite(value) and value >= 0 else None


def backoff_delay(attempt: int, base: float, cap: float) -> float:
    """Exponential backoff with "equal jitter": half fixed, half random, so parallel clients spread out."""
    delay = min(cap, base * (2 ** attempt))
    return delay / 2 + random.uniform(0, delay / 2)


def post_json(client: httpx.Client, url: str, payload: Any, *, headers: Mapping[str, str] | None = None,
              timeout: float, retries: int = 2, backoff: float = 0.5, max_delay: float = 10.0,
              what: str = "The provider endpoint", key_setting: str = "the API key",
              timeout_setting: str = "the timeout", sleep: Callable[[float], None] = time.sleep) -> Any:
    """POST ``payload`` as JSON and return the decoded JSON answer, or raise ``ProviderError``.

    ``retries`` extra attempts are made after connection errors, timeouts, 429 and 5xx; any other status
    fails at once (sending the same bad request again cannot help). ``what`` names the endpoint in messages,
    e.g. "The LLM endpoint"; ``key_setting`` / ``timeout_setting`` name the settings the fixes point to,
    e.g. "the API key (MNEMO_LLM_API_KEY)" and "MNEMO_LLM_TIMEOUT". A 4xx/5xx answer raises
    ``ProviderHTTPError`` carrying the status and the (redacted) body.
    """
    secret = _secret(headers)
    attempt = 0
    while True:
        delay: float | None = None
        try:
            resp = client.post(url, json=payload, headers=dict(headers or {}), timeout=timeout)
        except httpx.TimeoutException:
            failure: ProviderError = ProviderError(
                f"{what} {url} did not answer within {timeout:g} s",
                f"Check that the server is running and has loaded the model, or raise {timeout_setting}")
        except (httpx.InvalidURL, httpx.UnsupportedProtocol) as exc:
            raise ProviderError(f"{what} URL {url} is not valid ({exc})",
                                "Use a full base URL such as http://127.0.0.1:11434/v1") from None
        except httpx.TransportError as exc:
            failure = ProviderError(
                f"Could not connect to {what[:1].lower()}{what[1:]} {url} ({type(exc).__name__})",
                "Check that the server is running and that the base URL (host and port) is right")
        else:
            if resp.status_code < 300:
                return _decode(resp, url, what, secret)
            if resp.status_code < 400:  # not followed: a POST redirected to GET would silently lose its body
                raise ProviderError(
                    f"{what} {url} redirected ({resp.status_code}) to {resp.headers.get('location', '?')}",
                    "Use the final address as the base URL (often https:// instead of http://)")
            body = _redact(resp.text, secret)
            failure = ProviderHTTPError(
                f"{what} {url} answered {resp.status_code} {resp.reason_phrase}: {_server_says(resp, secret)}",
                _fix_for(resp.status_code, key_setting), status=resp.status_code, body=body)
            if not _retryable(resp.status_code):
                raise failure
            delay = _retry_after(resp, max_delay)
        if attempt >= retries:
            if attempt:
                failure.what += f" (gave up after {attempt + 1} attempts)"
                failure.args = (failure.message,)
            raise failure
        sleep(delay if delay is not None else backoff_delay(attempt, backoff, max_delay))
        attempt += 1


def _decode(resp: httpx.Response, url: str, what: str, secret: str | None) -> Any:
    try:
        return resp.json()
    except ValueError:
        raise ProviderError(
            f"{what} {url} answered with something that is not JSON: {excerpt(_redact(resp.text, secret))!r}",
            "Check that the base URL points at an OpenAI-compatible API (usually ending in /v1), not a web page",
        ) from None
