"""One webhook delivery attempt: the signed POST of one event, and what its answer means.

The body is the event's JSON with ``sent_at`` (``domain.events.event_body``), sent as raw bytes so the
signature covers exactly what the receiver reads: ``X-Mnemo-Signature: sha256=<hex>`` is the HMAC-SHA256 of
the body with the shared secret (the scheme GitHub and Stripe webhooks use, so receivers know it).
``X-Mnemo-Event`` names the event and ``X-Mnemo-Delivery`` carries its id, the same on every retry, for a
receiver to drop duplicates (delivery is at least once).

A 2xx answer is delivered. A timeout, a connection failure, 408, 429 and 5xx (but 501) are transient and
retried; any other answer (a redirect, 4xx, 501) means the request itself is wrong, so it is not sent again.
The shared request helper ``net.request_json`` does not fit: it encodes the JSON itself (the bytes must be
the signed ones), wants a JSON answer (a receiver may answer 204) and sleeps where a sender must be able to
stop; its backoff and status rules are reused from ``mnemo.net``.
"""

from __future__ import annotations

import hashlib
import hmac
import math
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

import httpx

from mnemo.domain.events import OutboxEvent, event_body
from mnemo.net import excerpt, retryable_status

SIGNATURE_HEADER = "X-Mnemo-Signature"
EVENT_HEADER = "X-Mnemo-Event"
DELIVERY_HEADER = "X-Mnemo-Delivery"


def sign(body: bytes, secret: str) -> str:
    """The ``X-Mnemo-Signature`` value of ``body``."""
    return "sha256=" + hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


def verify(body: bytes, secret: str, signature: str | None) -> bool:
    """What a receiver does: recompute the signature of the raw body and compare in constant time."""
    return bool(signature) and hmac.compare_digest(sign(body, secret), signature or "")


@dataclass(frozen=True)
class Attempt:
    """What one POST came to: ``delivered``, ``retry`` (transient; ``retry_after`` when the receiver asked for
    a delay) or ``give_up`` (the receiver refused the request itself)."""

    outcome: Literal["delivered", "retry", "give_up"]
    error: str | None = None
    retry_after: float | None = None


def post_event(client: httpx.Client, url: str, secret: str, event: OutboxEvent, *, sent_at: datetime,
               timeout: float, user_agent: str = "mnemo") -> Attempt:
    body = event_body(event, sent_at)
    headers = {"Content-Type": "application/json", "User-Agent": user_agent, SIGNATURE_HEADER: sign(body, secret),
               EVENT_HEADER: event.event, DELIVERY_HEADER: event.id}
    try:
        resp = client.post(url, content=body, headers=headers, timeout=timeout)
    except httpx.TimeoutException:
        return Attempt("retry", f"{url} did not answer within {timeout:g} s")
    except (httpx.InvalidURL, httpx.UnsupportedProtocol) as exc:
        return Attempt("give_up", f"{url} is not a valid webhook URL ({exc})")
    except httpx.TransportError as exc:
        return Attempt("retry", f"could not reach {url} ({type(exc).__name__})")
    status = resp.status_code
    if 200 <= status < 300:
        return Attempt("delivered")
    said = f"{url} answered {status} {resp.reason_phrase}: {excerpt(resp.text, 120)}".rstrip(": ")
    if 300 <= status < 400:
        return Attempt("give_up", f"{url} redirected ({status}) to {resp.headers.get('location', '?')}; "
                                  "configure the final address")
    if status == 408 or retryable_status(status):
        return Attempt("retry", said, _retry_after(resp))
    return Attempt("give_up", said)


def _retry_after(resp: httpx.Response) -> float | None:
    """``Retry-After`` in seconds (the sender caps it); None when absent or given as a date."""
    try:
        value = float(resp.headers.get("retry-after", "").strip())
    except ValueError:
        return None
    return value if math.isfinite(value) and value >= 0 else None
