"""Errors with a stable code, an HTTP status and a message that names the fix.

Every interface maps these once: the CLI prints ``Error: <what>. <how to fix>`` and exits 1, the REST API
returns ``{"error": {"code", "message"}}`` with ``http_status``. Anything that is not a ``MnemoError`` is a
bug and is reported as ``internal_error`` without a traceback (unless ``MNEMO_DEBUG=1``).
"""

from __future__ import annotations


class MnemoError(Exception):
    """Base error. ``what`` says what happened, ``fix`` says what the user can do about it."""

    code = "error"
    http_status = 500

    def __init__(self, what: str, fix: str = "", *, details: dict | None = None) -> None:
        self.what = what.rstrip(". ")
        self.fix = fix.strip()
        self.details = details  # machine-readable facts for the caller (a 409's current version)
        super().__init__(self.message)

    @property
    def message(self) -> str:
        return f"{self.what}. {self.fix}" if self.fix else f"{self.what}."

    def to_dict(self) -> dict:
        error: dict = {"code": self.code, "message": self.message}
        if self.details:
            error["details"] = self.details
        return {"error": error}


class InvalidInput(MnemoError):
    code = "invalid_input"
    http_status = 400


class Unauthorized(MnemoError):
    """A request without a valid API key (missing, unknown or revoked)."""

    code = "unauthorized"
    http_status = 401


class Forbidden(MnemoError):
    """The key may see the memory but not do this to it (a team member deleting another's team memory)."""

    code = "forbidden"
    http_status = 403


class NotFound(MnemoError):
    code = "not_found"
    http_status = 404


class GateRejected(MnemoError):
    """The write gate refused a write (injection, too thin to be a memory). Nothing was stored; the message
    says what to change. ``code`` names the gate step (``injection_rejected``, ``content_too_thin``) and
    ``outcome`` is the full answer (a ``WriteResult`` with action ``rejected``)."""

    code = "gate_rejected"
    http_status = 422

    def __init__(self, what: str, fix: str = "", *, code: str | None = None, outcome: object = None) -> None:
        super().__init__(what, fix)
        if code:
            self.code = code
        self.outcome = outcome


class Conflict(MnemoError):
    code = "conflict"
    http_status = 409


class StorageError(MnemoError):
    code = "storage_error"
    http_status = 503


class DatabaseBusy(StorageError):
    """Another writer held the lock past the busy timeout (nothing was written)."""

    code = "database_busy"


class VaultLocked(MnemoError):
    """A command needs sealed fields and the vault's passphrase is missing or wrong (nothing was written)."""

    code = "vault_locked"
    http_status = 423


LOCKED_FIX = ("Set MNEMO_PASSPHRASE to the vault's passphrase (or run the command in a terminal to be "
              "asked for it)")


class ConfigError(MnemoError):
    code = "config_error"
    http_status = 500


class ProviderError(MnemoError):
    """An optional external provider (LLM or HTTP embedder) failed or answered nonsense."""

    code = "provider_error"
    http_status = 502


def redact_url(url: str) -> str:
    """A database URL without its password, for messages and logs (``postgresql://app:***@host/db``)."""
    import re
    from urllib.parse import urlsplit, urlunsplit

    try:
        parts = urlsplit(url)
        password = parts.password
    except ValueError:
        return "the database URL"
    netloc = f"{parts.username or ''}:***@{parts.netloc.rsplit('@', 1)[-1]}" if password is not None else parts.netloc
    query = re.sub(r"(?i)(^|&)(password=)[^&]*", r"\1\2***", parts.query)  # libpq takes ?password= too
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))
