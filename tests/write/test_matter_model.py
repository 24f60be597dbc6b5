"""Supersession's one-matter model (``write/matter_model.py``): it ties a later change to the decision it changes
when the rules' anchors miss (0.32 apart, no thread, no shared name), and leaves two plain decisions, promises,
different scopes and commits to the rules."""

from __future__ import annotations

from support import decide, standing

from mnemo.write.matter_model import pair_features, shipped_matter_model


def test_the_package_ships_the_weights_trained_without_the_untouched_split():
    model = shipped_matter_model()
    assert model is not None and model.weights
    assert "fresh7" not in model.meta["trained_on"]


def test_features_band_the_cosine_apart_across_languages_and_cap_counts():
    names = pair_features(0.37, {"across": True, "shared_terms": 7, "same_thread": False, "overlap": 0.25,
                                 "phrasing": "change", "gap": "days", "nothing": None})
    assert {"cos:3", "cos:3:across", "across", "shared_terms:3", "overlap:2", "phrasing:change",
            "phrasing:change:cos1", "gap:days"} <= set(names)
    assert "same_thread" not in names and not any(n.startswith("nothing") for n in names)


def test_a_change_the_anchors_miss_replaces_what_it_changes(svc):
    # 0.32 apart, no thread, no shared name: the rows alone leave both standing
    decide(svc, "Payroll: we keep running it in-house on Sage, no bureau.", "2026-01-09T01:30:00Z")
    later = "Change of plan: from July, payroll moves to Brightpay Bureau Ltd."
    result = decide(svc, later, "2026-02-10T01:30:00Z")
    assert standing(svc) == [later] and "learned model" in result.reason


def test_two_plain_decisions_are_left_to_the_rules(svc):
    first = "Payroll: we keep running it in-house on Sage, no bureau."
    second = "From July, payroll for all staff will be run by Brightpay Bureau Ltd."
    decide(svc, first, "2026-01-09T01:30:00Z")
    decide(svc, second, "2026-02-10T01:30:00Z")
    assert sorted(standing(svc)) == sorted([first, second])
