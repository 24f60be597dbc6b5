"""Receiving a webhook: verify it, commit it to the inbox, answer at once (``docs/live_sources.md``).

A request is accepted only when its signature verifies with the secret of a configured source of that
kind; that source (its user, its team, whether it shares) is where the delivery's memories go. The
delivery is committed to the inbox before the answer, under an id the sender keeps across retries
(GitHub's ``X-GitHub-Delivery``, Slack's ``event_id``), so a retry of a delivery already received is
acknowledged and adds nothing. Processing (extraction, consolidation) is the worker's (``worker.py``).

Answers are small JSON objects with a status code, and every refusal says what to fix; nothing here
raises to the HTTP layer.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

from mnemo.domain.live import HookDelivery, LiveSource
from mnemo.ingest.live.signatures import github_valid, slack_problem
from mnemo.ports import Clock, LiveSourceStore

#: GitHub events the connector reads; others are acknowledged and not kept (``ping`` answers hello).
GITHUB_EVENTS = frozenset({"push", "pull_request", "issues", "issue_comment"})


@dataclass(frozen=True)
class HookAnswer:
    status: int
    body: dict[str, Any] = field(default_factory=dict)


class HookReceiver:
    def __init__(self, inbox: LiveSourceStore, clock: Clock, wake: Callable[[], None] | None = None) -> None:
        self.inbox = inbox
        self.clock = clock
        self.wake = wake or (lambda: None)

    # -- GitHub ---------------------------------------------------------------------------------------------
    def github(self, headers: Mapping[str, str], body: bytes) -> HookAnswer:
        h = {k.lower(): v for k, v in headers.items()}
        sources = self.inbox.list_sources("github")
        if not sources:
            return _refuse(404, "No GitHub source is configured on this server",
                           "Add one: mnemo sources add github NAME --user USER --secret-env VAR")
        signature = h.get("x-hub-signature-256")
        verified = [s for s in sources if s.secret and github_valid(s.secret, body, signature)]
        if not verified:
            return _refuse(401, "The X-Hub-Signature-256 header does not match any GitHub source's secret"
                           if signature else "The request has no X-Hub-Signature-256 header",
                           "Set the webhook's secret in GitHub to the one given to `mnemo sources add github`")
        event = (h.get("x-github-event") or "").strip()
        if event == "ping":
            return HookAnswer(200, {"ok": True, "source": verified[0].name, "message": "pong"})
        if event not in GITHUB_EVENTS:
            return HookAnswer(202, {"ok": True, "source": verified[0].name, "kept": False,
                                    "message": f"the {event or 'unnamed'} event is not read (only "
                                               f"{', '.join(sorted(GITHUB_EVENTS))})"})
        payload = _github_payload(body, h.get("content-type", ""))
        if payload is None:
            return _refuse(400, "The body is not a JSON payload (or a form with a payload field)",
                           "Set the webhook's content type to application/json")
        repo = (payload.get("repository") or {}).get("full_name") if isinstance(payload.get("repository"), dict) else None
        source = route(verified, "repos", str(repo).lower() if repo else None)
        if not isinstance(source, LiveSource):
            return source
        delivery = (h.get("x-github-delivery") or "").strip() or hashlib.sha256(body).hexdigest()[:32]
        record = {"headers": {"X-GitHub-Event": event, "X-GitHub-Delivery": delivery}, "payload": payload}
        return self._keep(source, delivery, event, record)

    # -- Slack ----------------------------------------------------------------------------------------------
    def slack(self, headers: Mapping[str, str], body: bytes) -> HookAnswer:
        h = {k.lower(): v for k, v in headers.items()}
        sources = self.inbox.list_sources("slack")
        if not sources:
            return _refuse(404, "No Slack source is configured on this server",
                           "To ingest a channel: mnemo sources add slack NAME --user USER --secret-env VAR (the "
                           "app's signing secret); to answer questions, set MNEMO_SLACK_SIGNING_SECRET for the "
                           "Slack bot (docs/slack_bot.md)")
        now = time.time()
        problems = [slack_problem(s.secret or "", body, h.get("x-slack-request-timestamp"),
                                  h.get("x-slack-signature"), now) for s in sources]
        verified = [s for s, p in zip(sources, problems) if p is None]
        if not verified:
            return _refuse(401, f"Refused: {problems[0]}",
                           "Give `mnemo sources add slack` the app's signing secret (Basic Information in the "
                           "Slack app's settings), and keep this server's clock right")
        try:
            envelope = json.loads(body)
        except ValueError:
            return _refuse(400, "The body is not JSON", "Send the Events API's JSON body as it is")
        if not isinstance(envelope, dict):
            return _refuse(400, "The body is not a JSON object", "Send the Events API's JSON body as it is")
        if envelope.get("type") == "url_verification":
            return HookAnswer(200, {"challenge": envelope.get("challenge", "")})
        if envelope.get("type") != "event_callback" or not isinstance(envelope.get("event"), dict):
            return HookAnswer(200, {"ok": True, "kept": False, "message": "only event_callback envelopes are read"})
        channel = envelope["event"].get("channel")
        source = route(verified, "channels", str(channel) if channel else None)
        if not isinstance(source, LiveSource):
            return source
        event_id = str(envelope.get("event_id") or "").strip() or hashlib.sha256(body).hexdigest()[:32]
        kind = str(envelope["event"].get("type") or "event")
        return self._keep(source, event_id, kind, envelope)

    # -- both ------------------------------------------------------------------------------------------------
    def _keep(self, source: LiveSource, delivery_id: str, event: str, record: dict[str, Any]) -> HookAnswer:
        # kept in the source's user's partition, not its team's: a delivery may hold a direct message, which
        # stays private to the user until the connector has sorted it (docs/teams.md)
        new = self.inbox.receive(HookDelivery(id=f"{source.name}:{delivery_id}", source_name=source.name,
                                              user_id=source.user_id, event=event, record=record,
                                              received_at=self.clock.now()))
        if new:
            self.wake()
        return HookAnswer(202, {"ok": True, "source": source.name, "delivery": delivery_id, "kept": True,
                                "duplicate": not new})


_CODES = {400: "invalid_input", 401: "unauthorized", 404: "not_found", 409: "conflict"}


def route(verified: list[LiveSource], setting: str, key: str | None) -> LiveSource | HookAnswer:
    """The one source a verified delivery goes to. Several sources may share a secret (a Slack app's signing
    secret covers all its channels; an organization's webhook secret all its repositories), so the
    delivery's repository or channel picks among them: a source that names it (``--repo``, ``--channel``)
    before one that takes everything. No source for it: kept by none (202). Still several: refused, since
    guessing would put one team's events in another's memory."""
    takes = [s for s in verified if not s.settings.get(setting) or (key is not None and key in s.settings[setting])]
    named = [s for s in takes if s.settings.get(setting)]
    chosen = named or takes
    if len(chosen) == 1:
        return chosen[0]
    if not chosen:
        return HookAnswer(202, {"ok": True, "kept": False,
                                "message": f"no source takes {key or 'this delivery'} (sources: "
                                           f"{', '.join(s.name for s in verified)})"})
    return _refuse(409, f"Several sources take this delivery ({', '.join(s.name for s in chosen)})",
                   "Give each source the repositories (--repo) or channels (--channel) it takes, so a delivery "
                   "goes to one")


def _refuse(status: int, message: str, fix: str) -> HookAnswer:
    """The REST API's error shape (``{"error": {"code", "message"}}``) with the fix beside the message."""
    return HookAnswer(status, {"error": {"code": _CODES[status], "message": message, "fix": fix}})


def _github_payload(body: bytes, content_type: str) -> Any:
    try:
        if "application/x-www-form-urlencoded" in content_type.lower():
            form = parse_qs(body.decode("utf-8"))
            return json.loads(form["payload"][0]) if form.get("payload") else None
        value = json.loads(body)
    except (ValueError, UnicodeDecodeError, KeyError, IndexError):
        return None
    return value if isinstance(value, dict) else None
