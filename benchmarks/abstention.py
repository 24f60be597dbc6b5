"""Answer or abstain: does a question about something stored find it, and a question about nothing stored get
nothing, in the question's language and across languages?

    .venv/bin/python benchmarks/abstention.py [--json OUT] [--dump FEATURES.jsonl] [--limit N]

Data: the labelled supersession sequences (``benchmarks/data/supersession``, ``_supersession_data.py``).
Every sequence is put in or left out of ONE team store by a hash of its id (about half each way), so the
store holds a few hundred teams' decisions beside each other, and every subject's English and Korean
question is asked of it:

* a question whose sequence is **in** the store is *answerable*: it should get a result, and its top hit
  should be one of the memories its own sequence's ingest made (``own top-1``);
* a question whose sequence is **out** is *unanswerable*: whatever comes back is another team's matter
  (``false answer``).

Each is split by whether the question is in the language of its sequence (``same``) or not (``across``:
an English question to a Korean team's messages or the reverse; a ``mixed`` sequence counts as same).
The splits of the supersession data are grouped as in ``docs/supersession.md``: **tune** = dev, fresh,
fresh2 … fresh5 (read while rules were written) and **check** = holdout, fresh6 … fresh10.

``--dump`` writes, per question, every hit of a search with no abstention line (relevance, cosine,
keyword score, context, across, own) so an answerability rule can be studied offline without ingesting
again.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(HERE))

from _common import cpu_info, table, write_json  # noqa: E402
from _supersession_data import load_labels, materialise  # noqa: E402
from supersession import all_memories  # noqa: E402

TUNE = ("dev", "fresh", "fresh2", "fresh3", "fresh4", "fresh5")
USER = "team"


def stored(seq_id: str) -> bool:
    """Whether a sequence is in the store: a hash of its id, so the choice never depends on what is read."""
    return hashlib.sha1(seq_id.encode()).digest()[0] % 2 == 0


def group_of(split: str) -> str:
    return "tune" if split in TUNE else "check"


def _rate(k: int, n: int) -> dict[str, Any]:
    return {"k": k, "n": n, "rate": round(k / n, 3) if n else None}


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for group in ("tune", "check"):
        for lang in ("same", "across"):
            mine = [r for r in rows if r["group"] == group and r["lang"] == lang]
            ans = [r for r in mine if r["answerable"]]
            una = [r for r in mine if not r["answerable"]]
            out[f"{group}/{lang}"] = {
                "answered": _rate(sum(r["answered"] for r in ans), len(ans)),
                "own_top1": _rate(sum(r["own_top1"] for r in ans), len(ans)),
                "false_answer": _rate(sum(r["answered"] for r in una), len(una)),
            }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", default=str(HERE / "results" / "abstention.json"))
    ap.add_argument("--dump", default=None, help="write every question's hits with no abstention line (jsonl)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N sequences (a quick look)")
    args = ap.parse_args()

    from mnemo.config import Settings
    from mnemo.retrieval import recipes
    from mnemo.service import MemoryService
    from mnemo.text.analysis import language_of

    seqs = load_labels("all")
    if args.limit:
        seqs = seqs[:args.limit]
    # the same search with no abstention line at all: what a rule would have to choose from
    recipes.RECIPES["_open"] = recipes.RECIPES["default"].model_copy(update={"min_relevance": 0.0,
                                                                              "min_cosine_across": 0.0})
    tmp = Path(tempfile.mkdtemp(prefix="mnemo-abstention-"))
    rows: list[dict[str, Any]] = []
    dump = open(args.dump, "w", encoding="utf-8") if args.dump else None
    try:
        svc = MemoryService.open(Settings(db=str(tmp / "abstention.db")))
        svc.embedder.embed(["warm up"])
        owner: dict[str, str] = {}
        t0 = time.perf_counter()
        for seq in seqs:
            if not stored(seq["id"]):
                continue
            before = {m.id for m in all_memories(svc, USER)}
            for source, path in materialise(seq, tmp / "work"):
                svc.ingest(source, path, user_id=USER)
            for m in all_memories(svc, USER):
                if m.id not in before:
                    owner[m.id.split("@")[0]] = seq["id"]
        ingest_s = time.perf_counter() - t0
        t1 = time.perf_counter()
        for seq in seqs:
            for subject in seq["subjects"]:
                for qlang in ("en", "ko"):
                    question = subject["questions"][qlang]
                    across = seq["language"] != "mixed" and seq["language"] != qlang
                    hits = svc.search(question, user_id=USER, k=5)
                    own = [owner.get(h.memory.id.split("@")[0]) == seq["id"] for h in hits]
                    row = {"sequence": seq["id"], "split": seq["split"], "group": group_of(seq["split"]),
                           "question": question, "qlang": qlang, "lang": "across" if across else "same",
                           "answerable": stored(seq["id"]) and subject["standing"] is not None,
                           "answered": bool(hits), "own_top1": bool(own and own[0])}
                    if not stored(seq["id"]) or subject["standing"] is not None:
                        rows.append(row)
                    if dump is not None:
                        result = svc.retrieve(question, user_id=USER, k=40, recipe="_open")
                        row["hits"] = [{"relevance": round(h.relevance, 4), "cosine": round(h.cosine, 4),
                                        "keyword": round(h.keyword, 4), "context": round(h.context, 4),
                                        "across": h.across, "score": round(h.score, 4),
                                        "recency": round(h.recency, 4), "status": h.memory.status.value,
                                        "mlang": language_of(h.memory.content),
                                        "own": owner.get(h.memory.id.split("@")[0]) == seq["id"]}
                                       for h in result.hits]
                        dump.write(json.dumps(row, ensure_ascii=False) + "\n")
        search_s = time.perf_counter() - t1
        svc.close()
    finally:
        if dump is not None:
            dump.close()
        shutil.rmtree(tmp, ignore_errors=True)

    results = {"cpu": cpu_info(), "sequences": len(seqs), "stored": sum(stored(s["id"]) for s in seqs),
               "memories": len(owner), "questions": len(rows), "ingest_s": round(ingest_s, 1),
               "search_s": round(search_s, 1), "groups": summarize(rows), "rows": rows}
    out = [[name, g["answered"]["n"], f"{g['answered']['rate']}", f"{g['own_top1']['rate']}",
            g["false_answer"]["n"], f"{g['false_answer']['rate']}"] for name, g in results["groups"].items()]
    print(f"{results['stored']} of {len(seqs)} sequences stored ({len(owner)} memories), {len(rows)} questions")
    print(table(out, header=["group/language", "answerable", "answered", "own top-1", "unanswerable",
                             "false answer"]))
    print(f"ingest {results['ingest_s']} s, search {results['search_s']} s")
    write_json(args.json, results)
    print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
