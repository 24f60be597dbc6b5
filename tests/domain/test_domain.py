"""The pure core: no I/O imports, and the rules it encodes (decision bands, conflict order, contradiction
evidence, deletion requests, merge strategies) tested directly."""

from __future__ import annotations

import ast
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

import mnemo.domain
from mnemo.domain.conflict import Side, distinct_subjects, find_contradiction, merge_memory, resolve
from mnemo.domain.decide import decide, parse_delete_request
from mnemo.domain.models import (
    ContentStrategy,
    Operation,
    Memory,
    MemoryDraft,
    Resolution,
    SimilarityCategory,
    SourceType,
)
from mnemo.domain.policy import Bands, FieldStrategies, MatchWeights
from mnemo.domain.matching import ContentMetadataScorer, MatchScore
from mnemo.domain.hashing import content_hash
from mnemo.domain.memory_text import embedding_text, strip_reply_prefix

ALLOWED = set(sys.stdlib_module_names) | {"pydantic", "mnemo"}
IO_MODULES = {"sqlite3", "socket", "http", "urllib", "subprocess", "shutil", "requests", "httpx", "asyncio"}


def test_domain_imports_only_stdlib_and_pydantic_and_no_io():
    root = Path(mnemo.domain.__file__).parent
    for path in root.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                assert top in ALLOWED, f"{path.name} imports {name}"
                assert top not in IO_MODULES, f"{path.name} imports I/O module {name}"
                if top == "mnemo":
                    assert name.startswith("mnemo.domain"), f"{path.name} imports {name} outside the domain"
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "open":
                pytest.fail(f"{path.name} opens files")


NOW = datetime(2025, 1, 15, tzinfo=timezone.utc)


def side(st="bootstrapped", days=0, conf=0.8, imp=0.5):
    return Side(SourceType(st), NOW + timedelta(days=days), conf, imp)


@pytest.mark.parametrize("existing, incoming, respect, expected, rule", [
    (side("bootstrapped"), side("user_input", days=-5), True, Resolution.USE_INCOMING, "priority"),
    (side("bootstrapped"), side("realtime", days=5), True, Resolution.KEEP_EXISTING, "priority"),
    (side("tool_output"), side("realtime", days=5), True, Resolution.KEEP_EXISTING, "priority"),
    (side("bootstrapped"), side("realtime", days=5), False, Resolution.USE_INCOMING, "time"),
    (side("realtime"), side("realtime", days=3), True, Resolution.USE_INCOMING, "time"),
    (side("realtime"), side("realtime", days=-3), True, Resolution.KEEP_EXISTING, "time"),
    (side(conf=0.6), side(conf=0.71), True, Resolution.USE_INCOMING, "confidence"),
    (side(conf=0.6), side(conf=0.7), True, Resolution.MERGE, "merge"),  # within the 0.1 margin
    (side(conf=0.9), side(conf=0.7), True, Resolution.KEEP_EXISTING, "confidence"),
    (side(imp=0.5), side(imp=0.8), True, Resolution.USE_INCOMING, "importance"),
    (side(imp=0.8), side(imp=0.5), True, Resolution.KEEP_EXISTING, "importance"),
])
def test_resolution_order(existing, incoming, respect, expected, rule):
    v = resolve(existing, incoming, respect_source_priority=respect)
    assert (v.resolution, v.rule) == (expected, rule)


def _match(score):
    return MatchScore(memory_id=f"m{score}", score=score, raw_cosine=score)


@pytest.mark.parametrize("score, decision", [(0.97, Operation.SKIP), (0.95, Operation.SKIP),
                                             (0.87, Operation.UPDATE), (0.80, Operation.UPDATE),
                                             (0.65, Operation.CREATE), (0.49, Operation.CREATE)])
def test_bands(score, decision):
    r = decide([_match(score)], Bands())
    assert r.decision is decision
    assert bool(r.related_memory_ids) == (0.50 <= score < 0.80)


def test_bands_are_configuration():
    assert decide([_match(0.9)], Bands(skip=0.88, update=0.7, related=0.4)).decision is Operation.SKIP
    with pytest.raises(ValueError):
        Bands(skip=0.5, update=0.8)


def test_no_candidates_is_create_and_guards_cap_the_decision():
    assert decide([], Bands()).reason == "No similar memories found. Creating new memory."
    r = decide([_match(0.99)], Bands(), guard=lambda mid: (SimilarityCategory.UPDATE, "values differ: 5 vs 6"))
    assert r.decision is Operation.UPDATE and "values differ" in r.reason
    r = decide([_match(0.9)], Bands(), guard=lambda mid: (SimilarityCategory.RELATED, "names differ"))
    assert r.decision is Operation.CREATE and r.related_memory_ids == ["m0.9"] and "names differ" in r.reason
    # a guard never raises a decision
    assert decide([_match(0.6)], Bands(), guard=lambda mid: (SimilarityCategory.UPDATE, "x")).related_memory_ids


@pytest.mark.parametrize("a, b, distinct", [
    ("Decision: cap Ember cloud spend at $409,000 per month.", "Decision: cap Nimbus cloud spend at $205,000 per month.", True),
    ("Hey Mel! Long time no talk.", "Hey Melanie! Long time no talk.", True),
    ("The billing service will use PostgreSQL.", "The billing service will use CockroachDB instead of PostgreSQL.", False),
    ("The staging cluster is reset every Sunday at 03:00 UTC.", "The staging cluster is reset every Saturday at 03:00 UTC.", False),
    ("Apollo 프로젝트 마감일: 1월 28일", "Apollo 프로젝트 마감일: 1월 25일", False),
    ("예산 5000만원", "예산 6000만원", False),
])
def test_distinct_named_subjects(a, b, distinct):
    assert bool(distinct_subjects(a, b)) is distinct


@pytest.mark.parametrize("a, b, contradicts", [
    ("예산 5000만원", "예산 6000만원으로 증액", True),
    ("미팅 2시", "미팅 3시로 변경", True),
    ("Project deadline 1/25", "Project deadline 1/28", True),
    ("Reset every Sunday at 03:00", "Reset every Saturday at 03:00", True),
    ("We will use AWS", "We will not use AWS", True),
    ("Launch on 2025-03-01", "Launch on 2025-03-01 with new pricing", False),
    ("Q1 campaign kickoff", "Q1 campaign kickoff meeting notes", False),
])
def test_contradiction_evidence(a, b, contradicts):
    assert bool(find_contradiction(a, b)) is contradicts


@pytest.mark.parametrize("text, subject", [
    ("Q1 마케팅 캠페인 관련 정보 삭제해줘", "Q1 마케팅 캠페인"),
    ("Q1 마케팅 캠페인 정보를 지워 주세요", "Q1 마케팅 캠페인"),
    ("고객 정보 삭제 부탁드립니다", "고객"),
    ("Please delete the information about the Q1 campaign", "the Q1 campaign"),
    ("Forget everything about Project Apollo from memory", "Project Apollo"),
    ("오래된 로그 파일을 삭제했습니다", None),  # a report, not a request
    ("We decided to delete the old logs", None),
    ("예산은 5000만원입니다", None),
])
def test_deletion_requests(text, subject):
    assert parse_delete_request(text) == subject


def _memory(**kw):
    base = dict(id="m1", lineage_id="m1", content="old text", keywords=["a"], importance=0.7, confidence=0.8,
                created_at=NOW, updated_at=NOW, source_type=SourceType.BOOTSTRAPPED)
    return Memory(**{**base, **kw})


def test_merge_memory_unions_people_and_never_drops_existing_by_merge():
    new = merge_memory(_memory(people=["kim"]), MemoryDraft(content="new text", people=["lee", "Kim"]),
                       Resolution.MERGE, FieldStrategies())
    assert new["content"] == "old text\nnew text" and new["people"] == ["kim", "lee"]
    kept = merge_memory(_memory(), MemoryDraft(content="new text"), Resolution.MERGE,
                        FieldStrategies(content=ContentStrategy.KEEP_EXISTING))
    assert kept["content"] == "old text"
    with pytest.raises(ValueError):
        merge_memory(_memory(), MemoryDraft(content="x"), Resolution.KEEP_EXISTING, FieldStrategies())


def test_scorer_metadata_only_raises_and_reproduces_the_documents_example():
    scorer = ContentMetadataScorer(MatchWeights())
    cand = _memory(thread_id="t1", people=["a@x.com", "b@x.com"])
    same = scorer.score(MemoryDraft(content="x", thread_id="t1", people=["a@x.com", "b@x.com"]), cand, 0.82)
    assert round(same.score, 2) == 0.87  # the decision-tree document's UPDATE example
    other_thread = scorer.score(MemoryDraft(content="x", thread_id="t9"), cand, 0.97)
    assert other_thread.score == pytest.approx(0.97)  # a forward in another thread stays a duplicate
    assert scorer.min_raw_cosine(0.5) == pytest.approx((0.5 - 0.3) / 0.7)


def test_text_helpers():
    assert strip_reply_prefix("Re: Fwd: RE: 회신: Q1 킥오프") == "Q1 킥오프"
    assert content_hash("Hello   World") == content_hash("hello world")
    assert embedding_text("body", "Re: Subject") == "Subject\nbody"
    assert embedding_text("Subject line and body", "Subject line") == "Subject line and body"


def test_draft_validation():
    with pytest.raises(ValueError):
        MemoryDraft(content="   ")
    with pytest.raises(ValueError):
        MemoryDraft(content="x", importance=1.5)
    d = MemoryDraft(content=" x ", keywords=["a", "A", " ", "b"], occurred_at=datetime(2025, 1, 1))
    assert d.content == "x" and d.keywords == ["a", "b"] and d.occurred_at.tzinfo is not None


def test_ids_are_ulid_shaped_unique_and_time_ordered():
    from mnemo.domain.ids import new_id

    ids = [new_id("mem") for _ in range(2000)]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert all(len(i) == 30 and i.startswith("mem_") for i in ids)
    assert set("".join(i[4:] for i in ids)) <= set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")


def test_a_reason_is_said_in_one_language():
    match = [MatchScore(memory_id="m1", score=0.8, raw_cosine=0.8)]
    korean = decide(match, Bands(), guard=lambda _: (SimilarityCategory.RELATED, "날짜가 다름"))
    assert korean.reason == "비슷하지만(0.80) 날짜가 다름. 새 메모리로 만들고 연결합니다."
    english = decide(match, Bands(), guard=lambda _: (SimilarityCategory.RELATED,
                                                      "they name different subjects: 김민지 vs 박지훈"))
    assert english.reason.startswith("Similar (0.80) but they name") and english.reason.endswith("and linking.")
