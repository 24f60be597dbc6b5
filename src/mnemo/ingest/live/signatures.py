"""Webhook signatures: GitHub's ``X-Hub-Signature-256`` and Slack's signing secret (v0), checked in
constant time. Slack's rule that a request older than five minutes is refused (so a captured request
cannot be replayed later) is applied here too.

Why here and not in the HTTP layer: the secret that verifies a request also says which configured source
sent it (``receiver.py`` tries each source of the kind), so verification is part of receiving.
"""

from __future__ import annotations

import hashlib
import hmac

#: Slack refuses requests whose timestamp is further than this from the receiver's clock (its docs' rule).
SLACK_MAX_AGE_S = 300


def github_signature(secret: str, body: bytes) -> str:
    """The ``X-Hub-Signature-256`` value GitHub sends for ``body`` signed with ``secret``."""
    return "sha256=" + hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


def _same(expected: str, given: str) -> bool:
    """Constant-time equality of a computed signature and a header's text (compared as bytes: a header may
    hold any character, and ``compare_digest`` refuses non-ASCII text with an error)."""
    return hmac.compare_digest(expected.encode("ascii"), given.strip().encode("utf-8", "surrogateescape"))


def github_valid(secret: str, body: bytes, header: str | None) -> bool:
    return bool(header) and _same(github_signature(secret, body), header or "")


def slack_signature(secret: str, timestamp: str, body: bytes) -> str:
    """The ``X-Slack-Signature`` value Slack sends for ``body`` at ``timestamp`` (unix seconds)."""
    base = f"v0:{timestamp}:".encode() + body
    return "v0=" + hmac.new(secret.encode("utf-8"), base, hashlib.sha256).hexdigest()


def slack_problem(secret: str, body: bytes, timestamp: str | None, signature: str | None, now: float) -> str | None:
    """None when the request is Slack's and fresh, else what is wrong with it."""
    if not timestamp or not signature:
        return "the X-Slack-Request-Timestamp or X-Slack-Signature header is missing"
    try:
        sent = int(timestamp.strip())
    except ValueError:
        return "X-Slack-Request-Timestamp is not unix seconds"
    if abs(now - sent) > SLACK_MAX_AGE_S:
        return "the request is more than five minutes old (a replay, or this server's clock is off)"
    if not _same(slack_signature(secret, timestamp.strip(), body), signature):
        return "the signature does not match the signing secret"
    return None
