"""The extractor's learned second opinion (``ingest/extract/sentence_model.py``): a statement the cue patterns
miss is a decision when the shipped model reads it as one; a question, a request, a report of the past or a
message the rules already file as a meeting or a deadline is left as the rules read it."""

from __future__ import annotations

import pytest

from mnemo.domain.extraction import DecisionStatus, ExtractedDecision, ExtractedMemory
from mnemo.ingest.extract.rules import RuleExtractor, read_sentence
from mnemo.ingest.extract.sentence_model import features, looks_back, shipped_model
from mnemo.text.linear_model import LinearModel, packaged_model


def _decisions(found):
    return [f for f in found if isinstance(f, ExtractedDecision)]


def test_the_package_ships_the_weights_and_a_missing_file_is_no_model():
    model = shipped_model()
    assert model is not None and len(model.weights) > 1000
    assert "trained_on" in model.meta and "fresh7" not in model.meta["trained_on"]
    assert packaged_model("mnemo.ingest.extract", "no_such_weights.json") is None


def test_features_name_korean_endings_numbers_and_shape():
    names = features("2분기 단가는 4,200원으로 올립니다.", {"direction": 1}, position=0, count=1)
    assert {"ke3:립니다", "ke2:니다", "w:<n>", "shape:amount", "cue:direction:1", "pos:only"} <= set(names)
    asked = features("Can we close at 17:00 on Fridays?", {}, position=2, count=3)
    assert {"shape:question", "shape:time", "shape:date", "pos:later", "b:can_we"} <= set(asked)
    assert len(names) == len(set(names))
    alone = features("Thanks, all.", {}, position=None)
    assert not any(n.startswith("pos:") for n in alone)  # a sentence read out of any message has no position


@pytest.mark.parametrize("text", [
    "정산 주기는 월 2회로 바뀝니다.",
    "Support hours go to 8am–6pm on weekdays from May 4.",
    "다음 달부터 야간 근무는 2교대로 돌립니다.",
])
def test_a_plain_statement_the_cues_miss_is_a_decided_decision(text):
    assert not read_sentence(text).kinds  # the cue patterns alone find nothing in it
    [found] = _decisions(RuleExtractor().extract(text))
    assert found.status is DecisionStatus.DECIDED and found.evidence == [text]
    assert found.extractor == "rules+model"  # what the model promoted says so


@pytest.mark.parametrize("text", [
    "Can we close the Lisbon office at 17:00 on Fridays?",            # a question asks
    "We're back to 100% after yesterday's outage.",                    # a report of what happened
    "The coffee machine on floor 2 is broken again.",
    "회의실 프로젝터가 또 고장 났어요.",
    "1.",                                                              # a list item's number
])
def test_questions_reports_and_fragments_are_not_promoted(text):
    assert _decisions(RuleExtractor().extract(text)) == []


def test_a_meeting_the_rules_recognise_stays_a_meeting_memory():
    [found] = RuleExtractor().extract("분기 계획 회의는 4월 7일 월요일 오전 10시 대회의실에서 진행됩니다.")
    assert isinstance(found, ExtractedMemory) and found.category.value == "meeting"


def test_only_one_sentence_of_a_message_is_promoted():
    text = ("Thanks for the numbers. Support hours go to 8am–6pm on weekdays from May 4. "
            "다음 달부터 야간 근무는 2교대로 돌립니다.")
    assert len(_decisions(RuleExtractor().extract(text))) == 1


def test_looks_back_unless_it_sets_something_from_a_date():
    assert looks_back("Yesterday's release went fine.")
    assert not looks_back("As agreed yesterday, support hours change from May 4.")


def test_a_linear_model_round_trips_through_json():
    model = LinearModel({"a": 1.5, "b": -2.0, "tiny": 1e-6}, 0.25, {"note": "x"})
    again = LinearModel.from_json(model.to_json())
    assert again.weights == {"a": 1.5, "b": -2.0} and again.bias == 0.25 and again.meta == {"note": "x"}
    assert again.probability(["a"]) > 0.8 > 0.2 > again.probability(["b"])


def test_a_damaged_weights_file_is_no_model(tmp_path, monkeypatch, caplog):
    pkg = tmp_path / "damaged_pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "weights.json").write_text("{not json")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert packaged_model("damaged_pkg", "weights.json") is None
    assert "damaged" in caplog.text and "reinstall" in caplog.text
