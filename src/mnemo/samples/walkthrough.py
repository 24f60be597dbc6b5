"""The demo job: run the bundled Korean and English sample through the engine and report each decision.

Kept out of the CLI so the same walk-through is available to tests and the Python API.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from mnemo.domain.models import MemoryDraft, WriteResult
from mnemo.service import MemoryService
from mnemo.text.dates import parse_datetime


@dataclass
class DemoRow:
    id: str
    scenario: str
    input: str
    expect: str
    outcome: str
    score: float | None
    detail: str
    reason: str
    ok: bool
    extra: dict[str, Any] = field(default_factory=dict)


def load_steps() -> list[dict[str, Any]]:
    text = resources.files("mnemo.samples").joinpath("demo.json").read_text(encoding="utf-8")
    return json.loads(text)["steps"]


def _outcome_of_add(r: WriteResult) -> str:
    d = r.decision.value
    return "create+link" if d == "create" and r.related_memory_ids else d


def run_step(svc: MemoryService, step: dict[str, Any]) -> DemoRow:
    args = dict(step["args"])
    op = step["op"]
    if op == "add":
        if "occurred_at" in args:
            args["occurred_at"] = parse_datetime(args["occurred_at"])
        draft = MemoryDraft(user_id=svc.default_user, **args)
        r = svc.add(draft)
        outcome = _outcome_of_add(r)
        parts = []
        if r.memory_id:
            parts.append(f"memory {r.memory_id[-6:]}" + (f" v{r.version}" if r.version else ""))
        if r.related_memory_ids:
            parts.append("linked " + ", ".join(i[-6:] for i in r.related_memory_ids))
        if r.resolution:
            parts.append(r.resolution.value)
        if r.conflict_id:
            parts.append("conflict recorded")
        return DemoRow(step["id"], step["scenario"], args["content"], step["expect"], outcome, r.score,
                       "; ".join(parts), r.reason, outcome == step["expect"], r.as_dict())
    if op == "person":
        at = parse_datetime(args.pop("at")) if "at" in args else None
        res = svc.upsert_person(args.pop("name"), at=at, **args)
        p = res.person
        outcome = "create" if res.created else (res.resolution.value if res.resolution else "merge")
        detail = f"org {p.organization}" + (f" (was {', '.join(p.previous_organizations)})" if p.previous_organizations
                                             else "")
        if res.conflict_id:
            detail += "; conflict recorded"
        reason = "new person" if res.created else f"organization: {outcome}"
        return DemoRow(step["id"], step["scenario"], f"{p.name} / {step['args'].get('organization')}",
                       step["expect"], outcome, None, detail, reason, outcome == step["expect"])
    if op == "entity":
        e = svc.upsert_entity(args.pop("name"), **args)
        outcome = "merge" if e.aliases else "create"
        return DemoRow(step["id"], step["scenario"], step["args"]["name"], step["expect"], outcome, None,
                       f"{e.name} aliases={e.aliases}", "aliases merge, primary name kept", outcome == step["expect"])
    raise ValueError(f"unknown demo op {op!r}")


#: The bundled sources the demo ingests: a mailbox and a team chat export, Korean and English.
SAMPLE_SOURCES = (("mail", "mailbox.mbox"), ("slack", "slack_export"))


@dataclass
class IngestDemo:
    reports: list[dict[str, Any]]
    decisions: list[dict[str, Any]]


def ingest_samples(svc: MemoryService, *, user_id: str = "demo-team", team_id: str = "demo") -> IngestDemo:
    """Ingest the bundled mailbox and chat export and list the decisions that stand afterwards."""
    from mnemo.domain.models import MemoryStatus

    reports = []
    samples = resources.files("mnemo.samples")
    for source, name in SAMPLE_SOURCES:
        with resources.as_file(samples.joinpath(name)) as path:
            report = svc.ingest(source, str(path), user_id=user_id, team_id=team_id)
        reports.append(report.as_dict())
    from mnemo.domain.decision_status import decision_status

    decisions: list[dict[str, Any]] = []
    for m in svc.store.iter_memories(user_id):
        if m.status is not MemoryStatus.ACTIVE:
            continue
        meta = m.metadata or {}
        decisions.append({"id": m.id, "source": m.source, "type": m.category, "status": decision_status(m),
                          "title": m.title or m.summary or m.content, "version": m.version,
                          "at": m.updated_at.isoformat(), "people": m.people})
    decisions.sort(key=lambda d: d["at"])
    return IngestDemo(reports, decisions)
