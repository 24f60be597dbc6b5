"""The register keeps what it read between calls (``DecisionCache``) only while no memory changes: a
delete, a forget, an in-place edit, a supersession, or a write by another process shows at the next call."""

from __future__ import annotations

import pytest
from support import NETLIFY, VERCEL, decide


@pytest.fixture
def db_path(any_db):
    return any_db


def _contents(svc, status="all"):
    return [e["content"] for e in svc.register(user_id="team", status=status)]


def test_every_kind_of_change_shows_at_the_next_read(svc, make_service, db_path):
    old = decide(svc, VERCEL, "2026-02-03T10:00:00Z")
    assert _contents(svc, "standing") == [VERCEL]
    new = decide(svc, NETLIFY, "2026-02-24T14:40:00Z")  # supersedes it
    assert _contents(svc, "standing") == [NETLIFY] and VERCEL in _contents(svc, "superseded")
    other = make_service(db_path)  # another process on the same database file
    third = decide(other, "We adopt Renovate for dependency updates across every repository from March.",
                   "2026-03-01T09:00:00Z", thread="deps")
    assert "We adopt Renovate for dependency updates across every repository from March." in _contents(svc)
    svc.update(new.memory_id, category="hosting", user_id="team")  # an edit in place (metadata only)
    assert [e["kind"] for e in svc.register(user_id="team", status="standing") if e["content"] == NETLIFY] == ["hosting"]
    svc.delete(third.memory_id, user_id="team")
    assert all("Renovate" not in c for c in _contents(svc))
    svc.forget(old.memory_id, user_id="team")
    assert VERCEL not in _contents(svc)


def test_a_page_and_its_total(svc):
    for i in range(7):
        decide(svc, f"Release train R{i} ships with {i + 2} reviewers per change on every repository.",
               f"2026-01-{i + 1:02d}T09:00:00Z", thread=f"r{i}")
    page, total = svc.register_page(user_id="team", status="all", limit=3, offset=3)
    assert total == 7 and [e["content"][:16] for e in page] == ["Release train R3", "Release train R2",
                                                               "Release train R1"]
    assert [e["content"] for e in page] == _contents(svc)[3:6]
