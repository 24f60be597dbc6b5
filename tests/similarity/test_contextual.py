"""Contextual similarity end to end: the real bundled embedder, the real Korean analyzer, a real SQLite
store, and a loopback HTTP server standing in for an LLM (the only external service)."""

from __future__ import annotations

import json
import tomllib

import pytest
from typer.testing import CliRunner

from fake_server import Reply, chat
from mnemo.config import Settings, write_bands
from mnemo.domain.contextual import Decomposition, Domain, Intent, multilevel, role_swap, to_spec_scale
from mnemo.domain.models import Operation, SimilarityCategory as C
from mnemo.domain.policy import Bands, HybridThresholds
from mnemo.errors import ConfigError, InvalidInput
from mnemo.interfaces.cli.main import app
from mnemo.similarity.calibrate import bundled_pairs, fit_bands, parse_pairs
from mnemo.similarity.engine import ContextualSimilarity
from mnemo.similarity.decompose import DecompositionCache, RuleDecomposer
from mnemo.providers.llms.openai_chat import OpenAICompatLLM

GROWTH_A = "회사 성장 전략 회의: 매출 증대 방안 논의. 목표: 전년 대비 30% 성장"
GROWTH_B = "직원 성장 프로그램: 직무 교육, 멘토링, 리더십 과정. 대상: 직원. 신청 마감: 2월 10일"
BUDGET_A = "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원"
BUDGET_B = "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 6000만원 (증액)"


@pytest.fixture
def sim(embedder):
    return ContextualSimilarity(embedder)


# --- the document's examples and the guards ---------------------------------------------------------------------
def test_same_keyword_in_different_domains_is_unrelated(sim):
    assert sim.compare(GROWTH_A, GROWTH_B).category is C.UNRELATED
    # The document's model puts this pair at 0.68 raw; scored in the boundary band, the domains decide.
    da, db = sim.cache.get_many([GROWTH_A, GROWTH_B])
    assert da.domain is Domain.BUSINESS_STRATEGY and db.domain is Domain.HR
    r = multilevel(da, db, 0.68)
    assert r.category is C.UNRELATED and r.domain_match < 0.5 and not r.same_context and r.context_distance > 0.5
    assert "도메인" in r.reasoning and "판단" in r.reasoning  # Korean memories get Korean reasoning


def test_a_changed_amount_is_an_update_never_a_duplicate(sim):
    r = sim.compare(BUDGET_A, BUDGET_B)
    assert r.category is C.UPDATE
    same = sim.compare(BUDGET_A, BUDGET_A)
    assert same.category is C.DUPLICATE and same.path == "shortcut-duplicate"


@pytest.mark.parametrize("a,b", [
    ("Flights from Seoul to Busan are booked for Friday.", "Flights from Busan to Seoul are booked for Friday."),
    ("서울에서 부산으로 가는 항공편을 금요일로 예약했습니다", "부산에서 서울로 가는 항공편을 금요일로 예약했습니다"),
    ("김 팀장이 박 대리에게 보고서를 전달했다", "박 대리가 김 팀장에게 보고서를 전달했다"),
])
def test_swapped_roles_are_not_merged(sim, a, b):
    r = sim.compare(a, b)
    assert r.raw_embedding > 0.9  # raw cosine alone would call these duplicates
    assert r.category is C.RELATED and r.capped_by


def test_moving_a_phrase_to_the_front_is_still_the_same_statement(sim):
    r = sim.compare("The family moved to Camp Hill in 1972.", "In 1972, the family moved to Camp Hill.")
    assert r.category in (C.DUPLICATE, C.UPDATE) and r.capped_by is None


def test_a_korean_memory_and_its_english_translation_are_the_same_memory(sim):
    r = sim.compare("1분기 마케팅 예산 5천만원이 승인되었습니다.", "The Q1 marketing budget of 50 million won was approved.")
    assert r.category in (C.DUPLICATE, C.UPDATE)


def test_negation_keeps_a_near_copy_from_being_skipped(sim):
    r = sim.compare("We will ship the release on Friday.", "We will not ship the release on Friday.")
    assert r.category is not C.DUPLICATE


def test_result_has_the_documented_shape(sim):
    d = sim.compare(GROWTH_A, GROWTH_B).as_dict()
    assert set(d) >= {"overall_score", "category", "breakdown", "same_context", "context_distance", "reasoning"}
    assert set(d["breakdown"]) == {"domain_match", "core_similarity", "entity_overlap", "context_similarity",
                                   "raw_embedding"}
    assert d["category"] in ("duplicate", "update", "related", "unrelated")


# --- decomposition -------------------------------------------------------------------------------------------------
def test_rule_decomposition_in_korean_and_english():
    rules = RuleDecomposer()
    ko = rules.decompose("김철수 팀장이 2025년 3분기 예산안을 승인했습니다. 문의는 kim@acme.co.kr 로 주세요.")
    assert ko.language == "ko" and ko.domain is Domain.FINANCE and ko.intent is Intent.DECISION
    assert "김철수" in ko.people and "kim@acme.co.kr" in ko.people
    assert {"2025", "q3"} <= ko.times
    en = rules.decompose("Please review the NDA with Acme Corp before March 15.")
    assert en.language == "en" and en.domain is Domain.LEGAL and en.intent is Intent.REQUEST
    assert "Acme Corp" in en.organizations and {"m03", "m03-15"} <= en.times
    assert en.as_dict()["context"]["domain"] == "legal"


def test_decompositions_are_cached_by_content_with_a_ttl():
    now = [0.0]
    calls = []

    class Counting(RuleDecomposer):
        def decompose(self, text: str) -> Decomposition:
            calls.append(text)
            return super().decompose(text)

    cache = DecompositionCache(Counting(), ttl_s=10, clock=lambda: now[0])
    cache.get_many(["a memo about the budget", "a memo about the budget", "another memo"])
    cache.get("a memo about the budget")
    assert len(calls) == 2 and cache.stats()["hits"] == 2
    now[0] = 11.0  # past the TTL: computed again
    cache.get("a memo about the budget")
    assert len(calls) == 3


# --- pure parts ------------------------------------------------------------------------------------------------------
def test_role_swap_ignores_lists_and_fronted_phrases():
    assert role_swap("a b c d e".split(), "a d c b e".split()) == ("b", "d")
    assert role_swap("x and y were approved".split(), "y and x were approved".split()) is None
    assert role_swap("the team moved to x in 1972".split(), "in 1972 the team moved to x".split(),
                     frozenset({"the", "to", "in"})) is None


def test_domain_penalty_halves_the_score():
    a = Decomposition("en", domain=Domain.HR, domains=(Domain.HR,))
    b = Decomposition("en", domain=Domain.ENGINEERING, domains=(Domain.ENGINEERING,))
    same = Decomposition("en", domain=Domain.HR, domains=(Domain.HR,))
    assert multilevel(a, b, 0.7).overall_score < 0.5 * multilevel(a, same, 0.7).overall_score + 1e-9


def test_time_keys_and_their_quarters():
    from mnemo.domain.contextual import temporal_overlap
    from mnemo.text.analysis import time_references

    keys, _ = time_references("Launch on July 4; review in 3분기, budget for 2025년 5월 14일. Frıday is odd.")
    assert {"m07", "m07-04", "q3", "m05", "m05-14", "2025"} <= keys
    assert temporal_overlap(frozenset({"m07-04", "m07"}), frozenset({"q3"})) == 0.5  # July is in Q3
    assert temporal_overlap(frozenset({"m03-15", "m03"}), frozenset({"m05-14", "m05"})) == 0.0


def test_calibration_maps_a_models_bands_onto_the_documents():
    cal = Bands(skip=0.88, update=0.55, related=0.22)
    assert to_spec_scale(0.88, cal) == pytest.approx(0.95)
    assert to_spec_scale(0.55, cal) == pytest.approx(0.80)
    assert to_spec_scale(0.22, cal) == pytest.approx(0.50)
    assert to_spec_scale(0.7, Bands()) == pytest.approx(0.7)  # uncalibrated: identity


# --- calibration ---------------------------------------------------------------------------------------------------
def test_fit_bands_separates_the_labels(embedder):
    cal = fit_bands(embedder, bundled_pairs())
    b = cal.bands
    assert b.related < b.update < b.skip
    assert cal.accuracy_after > cal.accuracy_before
    assert cal.mean_cosine["unrelated"] < cal.mean_cosine["related"] < cal.mean_cosine["update"] < cal.mean_cosine["duplicate"]


def test_fit_bands_needs_every_label(embedder):
    with pytest.raises(InvalidInput, match="Too few labeled pairs"):
        fit_bands(embedder, [("a", "b", "duplicate")] * 5)
    with pytest.raises(InvalidInput, match="label"):
        parse_pairs(['{"a": "x", "b": "y", "label": "same"}'], "test")


@pytest.mark.parametrize("header", ['[bands.use-m3]', "[bands.'use-m3']  # old", '[bands . "use-m3"]'])
def test_write_bands_replaces_any_spelling_of_the_models_table(tmp_path, header):
    path = tmp_path / "config.toml"
    path.write_text(f'{header}\nskip = 0.9\nupdate = 0.7\nrelated = 0.3\n# llm\n[llm]\nmodel = "m"\n')
    path.chmod(0o600)
    write_bands(path, "use-m3", Bands(skip=0.88, update=0.55, related=0.22))
    data = tomllib.loads(path.read_text())
    assert data["bands"]["use-m3"]["skip"] == 0.88 and data["llm"] == {"model": "m"}
    assert "# llm" in path.read_text() and path.stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize("original, kept", [
    ('[bands]\n"use-m3" = {skip = 0.9, update = 0.7, related = 0.3}  # inline\n[llm]\nmodel = "m"\n',
     '"use-m3" = {skip = 0.88, update = 0.55, related = 0.22}  # inline'),
    ('bands = {"use-m3" = {skip = 0.9, update = 0.7, related = 0.3}, other = {skip = 1.0}}\n',
     'other = {skip = 1.0}}'),
    ('user = "a"\nbands."use-m3".skip = 0.9\nbands."use-m3".update = 0.7\nbands."use-m3".related = 0.3\n',
     'bands."use-m3".related = 0.22'),
    ('[bands]\n# mine\n"use-m3".skip = 0.9\n"use-m3".update = 0.7\n"use-m3".related = 0.3\n',
     '# mine\n"use-m3".skip = 0.88'),
])
def test_write_bands_updates_inline_tables_and_dotted_keys_in_place(tmp_path, original, kept):
    """Forms the old line-based rewrite refused are updated where they are, in their own form."""
    path = tmp_path / "config.toml"
    path.write_text(original)
    before = tomllib.loads(original)
    write_bands(path, "use-m3", Bands(skip=0.88, update=0.55, related=0.22))
    text = path.read_text()
    data = tomllib.loads(text)
    assert data["bands"]["use-m3"] == {"skip": 0.88, "update": 0.55, "related": 0.22}
    assert {k: v for k, v in data.items() if k != "bands"} == {k: v for k, v in before.items() if k != "bands"}
    assert kept in text and text.count("use-m3") == original.count("use-m3")


def test_write_bands_adds_a_model_beside_an_inline_one_and_keeps_comments_and_order(tmp_path):
    path = tmp_path / "config.toml"
    original = ('# my settings\nuser = "alice"  # me\n[bands]\nold = {skip = 0.9, update = 0.7, related = 0.3}\n'
                '[llm]\nmodel = "m"\n')
    path.write_text(original)
    write_bands(path, "BAAI/bge-m3", Bands(skip=0.9, update=0.6, related=0.2))
    text = path.read_text()
    assert text.startswith('# my settings\nuser = "alice"  # me\n[bands]\nold = {skip = 0.9')
    assert '[bands."BAAI/bge-m3"]' in text and text.index("[bands.") < text.index("[llm]")
    data = tomllib.loads(text)
    assert data["bands"]["old"]["skip"] == 0.9 and data["bands"]["BAAI/bge-m3"]["related"] == 0.2


def test_write_bands_follows_a_symlink_and_refuses_a_bands_value(tmp_path):
    real = tmp_path / "real.toml"
    real.write_text('user = "a"\n')
    real.chmod(0o600)
    link = tmp_path / "config.toml"
    link.symlink_to(real)
    assert write_bands(link, "use-m3", Bands()) == real
    assert link.is_symlink() and real.stat().st_mode & 0o777 == 0o600
    assert tomllib.loads(real.read_text())["bands"]["use-m3"]["skip"] == 0.95
    assert set(tmp_path.iterdir()) == {real, link}  # no temporary file left behind
    real.write_text("bands = 3\n")
    with pytest.raises(ConfigError, match="not a table"):
        write_bands(link, "use-m3", Bands())
    assert real.read_text() == "bands = 3\n"


def test_write_bands_creates_a_private_file(tmp_path):
    path = tmp_path / "new" / "config.toml"
    write_bands(path, "use-m3", Bands())
    assert path.read_text().startswith('[bands."use-m3"]\nskip = 0.95\n')
    assert path.stat().st_mode & 0o777 == 0o600


def test_write_bands_keeps_the_rest_of_the_config(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('user = "alice"\n[bands."use-m3"]\nskip = 0.9\nupdate = 0.7\nrelated = 0.3\n[llm]\nmodel = "m"\n')
    write_bands(path, "use-m3", Bands(skip=0.88, update=0.55, related=0.22))
    write_bands(path, "other", Bands(skip=0.99, update=0.97, related=0.9))
    data = tomllib.loads(path.read_text())
    assert data["user"] == "alice" and data["llm"]["model"] == "m"
    assert data["bands"]["use-m3"] == {"skip": 0.88, "update": 0.55, "related": 0.22}
    assert data["bands"]["other"]["related"] == 0.9
    s = Settings.load(config_path=path, env={})
    assert s.calibration_for("use-m3") == Bands(skip=0.88, update=0.55, related=0.22)


# --- the CLI -------------------------------------------------------------------------------------------------------
runner = CliRunner()


def test_cli_similarity_json_contract():
    r = runner.invoke(app, ["similarity", GROWTH_A, GROWTH_B, "--json"])
    assert r.exit_code == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["category"] == "unrelated" and 0 <= d["overall_score"] <= 1
    assert set(d["breakdown"]) == {"domain_match", "core_similarity", "entity_overlap", "context_similarity",
                                   "raw_embedding"}


def test_cli_similarity_pairs_keeps_order_and_passes_keys_through(tmp_path):
    f = tmp_path / "pairs.jsonl"
    f.write_text("\n".join([
        json.dumps({"a": BUDGET_A, "b": BUDGET_B, "id": 1, "tag": "budget"}, ensure_ascii=False),
        json.dumps({"a": GROWTH_A, "b": GROWTH_B, "id": 2}, ensure_ascii=False),
        json.dumps({"a": BUDGET_A, "b": BUDGET_A, "id": 3}, ensure_ascii=False),
    ]) + "\n", encoding="utf-8")
    r = runner.invoke(app, ["similarity", "--pairs", str(f)])
    assert r.exit_code == 0, r.stderr
    rows = [json.loads(line) for line in r.stdout.splitlines()]
    assert [x["id"] for x in rows] == [1, 2, 3] and rows[0]["tag"] == "budget"
    assert [x["category"] for x in rows] == ["update", "unrelated", "duplicate"]


def test_cli_similarity_reports_bad_lines_in_place(tmp_path):
    f = tmp_path / "pairs.jsonl"
    f.write_text('{"a": "one", "b": "two"}\nnot json\n{"a": "only a"}\n', encoding="utf-8")
    r = runner.invoke(app, ["similarity", "--pairs", str(f)])
    assert r.exit_code == 1
    rows = [json.loads(line) for line in r.stdout.splitlines()]
    assert "category" in rows[0] and rows[1]["line"] == 2 and rows[2]["error"]["code"] == "invalid_input"
    assert "Error: 2 line(s)" in r.stderr and "Traceback" not in r.stderr


def test_cli_similarity_needs_two_texts():
    r = runner.invoke(app, ["similarity", "only one"])
    assert r.exit_code == 1 and "Two texts are needed" in r.stderr


def test_cli_calibrate_writes_the_config_that_later_runs_use(tmp_path, monkeypatch):
    cfg = tmp_path / "mnemo.toml"
    monkeypatch.setenv("MNEMO_CONFIG", str(cfg))
    r = runner.invoke(app, ["calibrate", "--json"])
    assert r.exit_code == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["written"] and out["config"] == str(cfg) and out["pairs"] == 120
    stored = tomllib.loads(cfg.read_text())["bands"]["use-m3"]
    assert stored == out["bands"]
    dry = runner.invoke(app, ["calibrate", "--dry-run", "--json", "--pairs", str(tmp_path / "missing.jsonl")])
    assert dry.exit_code == 1 and "No such pairs file" in dry.stderr


# --- consolidation uses it -------------------------------------------------------------------------------------------
def test_consolidation_keeps_same_keyword_memories_apart(make_service):
    svc = make_service()
    first = svc.add(GROWTH_A)
    second = svc.add(GROWTH_B)
    assert second.decision is Operation.CREATE and second.related_memory_ids == []
    update = svc.add(BUDGET_A)
    changed = svc.add(BUDGET_B)
    assert update.decision is Operation.CREATE and changed.decision is Operation.UPDATE
    swapped = svc.add("Flights from Seoul to Busan are booked for Friday.")
    back = svc.add("Flights from Busan to Seoul are booked for Friday.")
    assert swapped.decision is Operation.CREATE and back.decision is Operation.CREATE
    assert back.related_memory_ids == [swapped.memory_id]
    entry = svc.log(limit=1)[0]
    assert entry.action.similarity_factors and "contextual" in entry.action.similarity_factors
    assert first.decision is Operation.CREATE


def test_a_resent_memory_is_skipped_after_it_updated_another(make_service):
    svc = make_service()
    svc.add(BUDGET_A)
    assert svc.add(BUDGET_B).decision is Operation.UPDATE  # values differ: capped at UPDATE
    again = svc.add(BUDGET_B)  # now an exact copy of the current version
    assert again.decision is Operation.SKIP, again.reason


def test_korean_templates_naming_different_teams_are_linked_not_merged(make_service):
    svc = make_service()
    a = svc.add("결정: Nimbus 팀은 캐시에 Kafka를 사용합니다.")
    b = svc.add("결정: Nimbus 팀은 캐시에 Kubernetes를 사용합니다.")
    c = svc.add("장도윤님이 서울물류에 계약서 초안을 11월 21일까지 전달하기로 했습니다.")
    d = svc.add("최수아님이 서울물류에 계약서 초안을 11월 21일까지 전달하기로 했습니다.")
    assert b.decision is Operation.CREATE and b.related_memory_ids == [a.memory_id]
    assert d.decision is Operation.CREATE and c.memory_id in d.related_memory_ids
    assert "kubernetes" in b.reason.lower() or "kafka" in b.reason.lower()


def test_raw_mode_is_still_available(make_service):
    svc = make_service(similarity={"mode": "raw"})
    assert svc.engine.scorer.name == "content+metadata"


# --- with an LLM ---------------------------------------------------------------------------------------------------
def _decomposition(domain: str, intent: str, subject: str) -> dict:
    return {"core": {"subject": subject, "action": "논의", "objects": []},
            "context": {"domain": domain, "intent": intent, "temporalContext": ""},
            "entities": {"people": [], "organizations": [], "projects": [], "concepts": [subject]},
            "relationships": {"isUpdate": False, "references": []}}


def test_llm_decomposes_in_batches_and_the_judge_decides_ambiguous_pairs(server, embedder):
    def batch_reply(request: dict) -> dict:
        prompt = request["messages"][1]["content"]
        n = prompt.count("[Memory ")
        items = [{"index": i, "decomposition": _decomposition("engineering", "inform", f"topic {i}")} for i in range(n)]
        return {"choices": [{"index": 0, "message": {"role": "assistant", "content": json.dumps({"items": items})}}]}

    llm = OpenAICompatLLM(server.url, "test-model", backoff=0.01)
    sim = ContextualSimilarity(embedder, llm=llm, llm_batch_size=2)
    server.script(Reply(body=batch_reply), Reply(body=batch_reply))
    texts = ["The CI pipeline fails on main.", "Sales pipeline review is on Thursday.", "Deploy freeze starts Friday."]
    out = sim.cache.get_many(texts)
    assert [d.domain for d in out] == [Domain.ENGINEERING] * 3 and out[0].source == "llm:test-model"
    assert len(server.requests) == 2  # 3 memories, 2 per call
    assert server.requests[0].json["temperature"] == 0

    # An ambiguous pair goes to the contrastive judge; its verdict can only lower the category.
    a, b = "Please review the quarterly budget draft.", "Please review the quarterly hiring plan draft."
    server.script(Reply(body=batch_reply),
                  chat(json.dumps({"judgment": "DIFFERENT_CONTEXT", "confidence": 0.9, "reasoning": "budget vs hiring",
                                   "key_factors": ["budget", "hiring"]})))
    r = sim.compare(a, b)
    assert 0.45 < r.raw_embedding < 0.85  # the judge's band
    assert r.extra["judge"]["judgment"] == "DIFFERENT_CONTEXT"
    assert r.path == "llm-judge" and r.category is C.UNRELATED and "budget vs hiring" in r.reasoning
    assert "판단" in server.requests[-1].json["messages"][1]["content"]
    before = multilevel(*sim.cache.get_many([a, b]), r.raw_embedding)
    assert before.category is not C.UNRELATED  # the LLM's own decomposition alone would have linked them


def test_a_related_context_verdict_vetoes_a_merge(server, embedder):
    llm = OpenAICompatLLM(server.url, "test-model", retries=0, backoff=0.01)
    sim = ContextualSimilarity(embedder, llm=llm, hybrid=HybridThresholds(judge_high=0.99))
    a, b = BUDGET_A, BUDGET_B  # raw 0.95: an update without the judge
    server.script(Reply(status=500, body="no decomposition: the rules stand in"),
                  chat(json.dumps({"judgment": "RELATED_CONTEXT", "confidence": 0.8, "reasoning": "다른 건",
                                   "key_factors": []})))
    r = sim.compare(a, b)
    assert r.extra["judge"]["judgment"] == "RELATED_CONTEXT"
    assert r.category is C.RELATED and r.capped_by


def test_a_failing_llm_falls_back_to_the_rules(server, embedder, caplog):
    llm = OpenAICompatLLM(server.url, "test-model", retries=0, backoff=0.01)
    sim = ContextualSimilarity(embedder, llm=llm)
    server.script(Reply(status=500, body="down"))
    with caplog.at_level("WARNING", logger="mnemo.similarity"):
        [d] = sim.cache.get_many(["Please review the NDA with Acme Corp before March 15."])
    assert d.source == "rules" and d.domain is Domain.LEGAL
    assert "the rules' decomposition stands" in caplog.text


def test_write_bands_adds_a_model_when_the_bands_tables_are_scattered(tmp_path):
    """``[bands."a"]``, another table, then ``[bands."b"]``: a third model is added, nothing else changes."""
    import tomllib

    path = tmp_path / "config.toml"
    path.write_text('[bands."a"]\nskip = 0.9\nupdate = 0.8\nrelated = 0.5\n\n[gate]\nmin_chars = 60\n\n'
                    '[bands."b"]\nskip = 0.97\nupdate = 0.85\nrelated = 0.4\n', encoding="utf-8")
    write_bands(path, "use-m3", Bands(skip=0.88, update=0.55, related=0.22))
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["bands"]["use-m3"] == {"skip": 0.88, "update": 0.55, "related": 0.22}
    assert data["bands"]["a"]["skip"] == 0.9 and data["bands"]["b"]["skip"] == 0.97
    assert data["gate"] == {"min_chars": 60}
    assert Settings.load(config_path=path).bands["use-m3"].update == 0.55
