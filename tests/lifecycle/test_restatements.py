"""The duplicate sweep's restatements (``lifecycle/restated_decisions.py``): a decision said again in other
words or the other language is found; twins about another project, customer or person are not; merging is opt-in.

Service-level on SQLite and PostgreSQL with the bundled embedder (its thresholds are what is tested)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from mnemo.config import LifecycleSettings, RestatementSettings
from mnemo.domain.conflict import find_contradiction, named_subjects, stated_values
from mnemo.domain.hashing import content_hash
from mnemo.domain.ids import new_id
from mnemo.domain.models import Memory, MemoryStatus, SourceType
from mnemo.lifecycle.restated_decisions import anchor_conflict, is_identifier, topic_text
from mnemo.write.recorder import Recorder

BASE = datetime(2026, 3, 2, 9, tzinfo=timezone.utc)

REGION = "We agreed: the primary region for Orion-19 is Dublin."
REGION_AGAIN = "Final call from Jin Park: Orion-19 runs its primary cluster in Dublin."
REGION_TWIN = "We agreed: the primary region for Atlas-7 is Dublin."
PAYMENTS_KO = "결정: Nova-3 카드 결제는 Stripe로 처리합니다."
PAYMENTS_EN = "Card payments for Nova-3 go through Stripe (decided in the sync)."


@pytest.fixture
def db_path(any_db):
    return any_db


def _decision(svc, text, at, people=(), source_type=SourceType.BOOTSTRAPPED):
    """A decision as ``mnemo migrate`` brings it from another store: recorded as it was, not decided again
    (how a restatement gets past the write path)."""
    mid = new_id("mem")
    m = Memory(id=mid, lineage_id=mid, content=text, category="decision", people=list(people), created_at=at,
               source_type=source_type,
               updated_at=at, content_hash=content_hash(text), embedding_model=svc.embedder.model_id,
               user_id=svc.default_user, metadata={"type": "decision", "valid_from": at.isoformat()})
    with svc.store.transaction() as tx:
        Recorder(tx).copy_in(memories=[(m, svc.embedder.embed([text])[0])])
    return mid


def _store(svc):
    ids = {
        "region": _decision(svc, REGION, BASE, ["Dana Lee"]),
        "region_again": _decision(svc, REGION_AGAIN, BASE + timedelta(days=2), ["Jin Park"]),
        "region_twin": _decision(svc, REGION_TWIN, BASE + timedelta(days=3), ["Dana Lee"]),
        "payments_ko": _decision(svc, PAYMENTS_KO, BASE + timedelta(days=4), ["김민수"]),
        "payments_en": _decision(svc, PAYMENTS_EN, BASE + timedelta(days=6), ["Tom Weber"]),
    }
    return ids


def test_restatements_are_listed_and_not_merged_by_default(make_service):
    svc = make_service()
    ids = _store(svc)
    result = svc.maintain(only=["duplicates"])["jobs"]["duplicates"]
    assert result["restatements_merged"] is False
    pairs = {(a, b) for a, b, _score in result["restatement_pairs"]}
    assert (ids["region"], ids["region_again"]) in pairs
    assert (ids["payments_ko"], ids["payments_en"]) in pairs  # the other language
    assert not any(ids["region_twin"] in p for p in pairs)  # another project
    assert result["merged"] == 0
    assert all(svc.get(i).status is MemoryStatus.ACTIVE for i in ids.values())


def test_health_shows_the_pairs_the_last_sweep_listed_while_both_are_current(make_service):
    svc = make_service()
    ids = _store(svc)
    before = svc.memory_health()["restatement_candidates"]
    assert before["pairs"] is None and "maintain --only duplicates" in before["fix"]
    svc.maintain(only=["duplicates"])
    shown = svc.memory_health()["restatement_candidates"]
    assert shown["pairs"] == 2 and shown["merged"] is False and shown["swept_at"]
    assert [ids["region"], ids["region_again"]] in [p[:2] for p in shown["examples"]]
    svc.delete(ids["payments_en"])  # one side gone: that pair is no longer a candidate
    assert svc.memory_health()["restatement_candidates"]["pairs"] == 1


def test_health_ignores_a_dry_run_and_tells_a_key_only_its_own_pairs(make_service):
    svc = make_service(lifecycle=LifecycleSettings(restatement=RestatementSettings(merge=True)))
    _store(svc)
    svc.maintain(only=["duplicates"], dry_run=True)  # merged nothing: health must not say it did
    assert svc.memory_health()["restatement_candidates"]["pairs"] is None
    svc.maintain(only=["duplicates"])
    assert svc.memory_health()["restatement_candidates"]["merged"] is True
    other = svc.memory_health(user_id="someone-else")["restatement_candidates"]
    assert other == {"pairs": 0, "examples": []}  # no store-wide time or setting, no other user's ids


def test_with_merge_on_a_restatement_joins_the_decision_it_restates_and_a_rerun_changes_nothing(make_service):
    svc = make_service(lifecycle=LifecycleSettings(restatement=RestatementSettings(merge=True)))
    ids = _store(svc)
    result = svc.maintain(only=["duplicates"])["jobs"]["duplicates"]
    assert result["restatements_merged"] is True and result["merged"] == 2
    again = svc.store.get_memory(ids["region_again"])
    assert again.status is MemoryStatus.SUPERSEDED and again.superseded_by == ids["region"]
    assert svc.store.get_memory(ids["payments_en"]).superseded_by == ids["payments_ko"]
    assert svc.get(ids["region_twin"]).status is MemoryStatus.ACTIVE
    assert "Jin Park" in svc.get(ids["region"]).people  # the kept decision gains the restatement's people
    reasons = [e.reason for e in svc.log(limit=100) if e.actor_id == "job:duplicates"]
    assert len(reasons) == 2 and all(r.startswith("Restates ") for r in reasons)
    assert svc.maintain(only=["duplicates"])["jobs"]["duplicates"]["merged"] == 0


def test_merging_restatements_leaves_nothing_for_a_rerun_with_a_stronger_source_and_a_chain(make_service):
    """A user's own restatement (the stronger source) keeps its wording; a third restatement joins the one
    that stays; one made 50 days after the first, only ever compared with a merged one, stays."""
    svc = make_service(lifecycle=LifecycleSettings(restatement=RestatementSettings(merge=True)))
    first = _decision(svc, REGION, BASE, ["Dana Lee"], SourceType.TOOL_OUTPUT)
    user = _decision(svc, "Decision: Orion-19's primary region is Dublin.", BASE + timedelta(days=2), ["Dana Lee"],
                     SourceType.USER_INPUT)
    third = _decision(svc, REGION_AGAIN, BASE + timedelta(days=4), ["Jin Park"], SourceType.TOOL_OUTPUT)
    result = svc.maintain(only=["duplicates"])["jobs"]["duplicates"]
    assert result["merged"] == 2
    assert svc.get(user).status is MemoryStatus.ACTIVE
    assert {svc.store.get_memory(first).superseded_by, svc.store.get_memory(third).superseded_by} == {user}
    assert svc.maintain(only=["duplicates"])["jobs"]["duplicates"]["merged"] == 0


def test_a_restatement_never_joins_a_decision_it_was_not_compared_with(make_service):
    """b restates a (25 days later) and c restates b (25 days after b): c is 50 days from a, beyond the
    30-day window, so once b has joined a, c stays, on this run and the next."""
    svc = make_service(lifecycle=LifecycleSettings(restatement=RestatementSettings(merge=True)))
    a = _decision(svc, PAYMENTS_KO, BASE)
    b = _decision(svc, PAYMENTS_EN, BASE + timedelta(days=25))
    c = _decision(svc, "Final call from Tom Weber: Nova-3 processes its card payments through Stripe.",
                  BASE + timedelta(days=50), ["Tom Weber"])
    result = svc.maintain(only=["duplicates"])["jobs"]["duplicates"]
    assert [(k, d) for k, d, _s in result["restatement_pairs"]] == [(a, b)]
    assert svc.get(a).status is MemoryStatus.ACTIVE and svc.get(c).status is MemoryStatus.ACTIVE
    assert svc.maintain(only=["duplicates"])["jobs"]["duplicates"]["merged"] == 0


def test_restatements_further_apart_than_the_window_are_not_compared(make_service):
    svc = make_service(lifecycle=LifecycleSettings(restatement=RestatementSettings(merge=True, window_days=1)))
    ids = _store(svc)
    assert svc.maintain(only=["duplicates"])["jobs"]["duplicates"]["merged"] == 0
    assert svc.get(ids["region_again"]).status is MemoryStatus.ACTIVE


def test_a_model_without_calibrated_thresholds_is_not_searched(make_service):
    svc = make_service(lifecycle=LifecycleSettings(restatement=RestatementSettings(merge=True, cosine={}, topic={})))
    _store(svc)
    result = svc.maintain(only=["duplicates"])["jobs"]["duplicates"]
    assert result["restatements"] == 0 and result["merged"] == 0


@pytest.mark.parametrize(("a", "b", "a_people", "b_people"), [
    (REGION, REGION_AGAIN, (), ("Jin Park",)),  # who announced it is added by one side
    (PAYMENTS_KO, PAYMENTS_EN, (), ()),  # the other language: the same identifier and name
    ("Approved a 20% discount for Redwood Clinic on Growth, 2-year term, KRW 568M ACV. Maya signed.",
     "Recap from the sync: Maya okayed the Redwood Clinic deal on Growth: 20% off list over a 2-year term, "
     "about KRW 568M a year.", ("Maya Chen",), ("Maya Chen",)),
    ("Kestrel-20 환불은 $20,000 초과 시 2인 승인.", "합의 사항: Kestrel-20에서 $20,000 넘는 환불은 두 번째 승인자가 필요합니다.",
     (), ()),  # "2인" spelled out as "두 번째": a number without a unit may be left out
])
def test_anchors_of_a_restatement_agree(a, b, a_people, b_people):
    # every word here is one a store of these decisions writes often (none is rare)
    assert anchor_conflict(a, b, a_people, b_people, rare=lambda t: False) is None


@pytest.mark.parametrize(("a", "b", "a_people", "b_people", "why"), [
    (REGION, REGION_TWIN, (), (), "one names what the other does not"),
    (PAYMENTS_KO, "Card payments for Nova-3 go through Adyen.", (), (), "one names what the other does not"),
    ("그래나이트랩스 그로스 플랜 35% 할인 승인했습니다(계약 기간 3년, 연 2억 6,600만 원).",
     "누리모빌리티 그로스 플랜 35% 할인 승인했습니다(계약 기간 3년, 연 2억 6,600만 원).", (), (), "the same sentence"),
    ("The Kestrel-5 e2e suite is owned by Tom Weber.", "The Kestrel-5 e2e suite is owned by Dana Lee.",
     ("Tom Weber",), ("Dana Lee",), "the same sentence"),
    ("Rotation set: Kenji carries the ledger-api pager starting Monday Aug 17.",
     "Kenji backs up Sua on webhook-relay on-call for the week of Aug 17.", ("Kenji",), ("Kenji", "Sua"), "each names"),
    ("Approved a 20% discount for Orchid Travel, 1-year term, KRW 52M ACV.",
     "딜데스크 결정: 레드우드리테일, 할인 20%, 1년 약정, 연 계약 규모 5,200만 원.", (), (), "another script"),
    ("The Q3 budget is $40,000.", "The Q3 budget is $55,000.", (), (), "different values"),
])
def test_anchors_of_two_decisions_tell_them_apart(a, b, a_people, b_people, why):
    found = anchor_conflict(a, b, a_people, b_people, rare=lambda t: True)
    assert found is not None and why in found


def test_topic_text_drops_the_label_the_aside_identifiers_and_values():
    assert topic_text("Final call from Jin Park: Orion-19 keeps 8 nodes from Mar 3 (decided in the sync)") == \
        "keeps nodes from"
    assert is_identifier("inc-3236") and is_identifier("r7g.2xlarge") and is_identifier("pg16")
    assert not any(is_identifier(t) for t in ("e2e", "k8s", "60-minute", "486m", "300ms"))


@pytest.mark.parametrize(("a", "b"), [
    ("reviewed on Fridays", "금요일마다 검토"),
    ("every 2 months", "2개월마다"),
    ("3 weeks", "3주"),
    ("a 60-minute outage", "60분 장애"),
    ("down 42 min", "42분"),
    ("a 1-year term", "1년 약정"),
    ("KRW 581M", "연 5억 8,100만 원"),
    ("Aug 2025", "2025년 8월"),
])
def test_values_read_the_same_in_either_language(a, b):
    assert stated_values(a) == stated_values(b) and stated_values(a)


def test_an_identifiers_number_carries_no_unit_and_names_glued_to_particles_are_names():
    assert find_contradiction("Move the DB to r6g.2xlarge", "Move the DB to r7g.2xlarge") is not None
    assert stated_values("INC-7132 건으로") == frozenset({"7132"}) and stated_values("top-10%") == frozenset({"10%"})
    assert stated_values("1 person on call") == stated_values("당직 1명")
    assert find_contradiction("3 years", "3주") is not None  # a duration keeps its unit
    assert named_subjects("카드 결제 대행사는 Braintree입니다. 결제는 Stripe로") == {"braintree", "stripe"}
    assert "feb" not in named_subjects("Orion-19 Feb 2026 runs in Dublin")
    assert "jan" in named_subjects("It was approved by Jan")  # a month's abbreviation before no number is a name
    assert named_subjects("The owner is José García") == {"josé", "garcía"}


def test_the_same_text_in_the_other_language_about_another_identifier_is_no_translation():
    """The translation rule (a write path rule the sweep uses too) merged "Kestrel-2 ... Adyen" (Korean) into
    "Cedar-2 ... Adyen" (English): the same values, no name after the label; the identifiers differ."""
    from mnemo.domain.models import MemoryDraft, Operation, OperationChoice, SimilarityCategory
    from mnemo.write.restated_skips import restated_is_a_skip

    at = BASE
    english = Memory(id="mem_a", lineage_id="mem_a", content="Decision: Cedar-2 Dec 2025 processes card payments "
                     "through Adyen.", created_at=at, updated_at=at, content_hash="h", user_id="u")
    update = OperationChoice(decision=Operation.UPDATE, category=SimilarityCategory.UPDATE, target_memory_id="mem_a",
                             reason="Similar. x")
    other = MemoryDraft(content="결정: Kestrel-2 Dec 2025의 카드 결제 대행사는 Adyen입니다.", user_id="u")
    same = MemoryDraft(content="결정: Cedar-2 Dec 2025의 카드 결제 대행사는 Adyen입니다.", user_id="u")
    assert restated_is_a_skip(update, english, other, decisions_too=True).decision is Operation.UPDATE
    assert restated_is_a_skip(update, english, same, decisions_too=True).decision is Operation.SKIP
