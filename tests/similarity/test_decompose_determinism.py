"""The rule decomposer classifies a text the same way in every process: its cue scores were summed and its
ties broken in set order, so two servers (or two runs of a benchmark) could give one sentence two domains."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"
TEXTS = [
    "Please nominate candidates for the spring promotion cycle by April 10.",
    "We approved the Q3 marketing budget of $40,000 for the launch campaign.",
    "다음 분기 채용 예산은 재무팀과 협의해서 확정하겠습니다.",
    "The deploy pipeline now runs the security scan before the release build.",
]
SCRIPT = ("import json, sys; from mnemo.similarity.decompose import RuleDecomposer; d = RuleDecomposer(); "
          "print(json.dumps([[p.domain.value, p.intent.value] for p in map(d.decompose, json.loads(sys.argv[1]))]))")


def _classify(seed: str) -> list[list[str]]:
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(SRC)}
    out = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps(TEXTS)], env=env, capture_output=True, text=True,
                         check=True, timeout=120)
    return json.loads(out.stdout)


def test_domains_and_intents_do_not_depend_on_the_hash_seed():
    assert _classify("1") == _classify("3") == _classify("7")
