"""Chat messages to memories (``add`` of a conversation, mem0's habit; ``ingest/extract/chat_facts.py``): of
a labelled set of English and Korean messages (``_chat_messages_data.py``), how many a person would want
remembered are kept (recall) and how many kept ones they would (precision), per language and per split
(``dev``: looked at while writing the rules; ``holdout``: scored, and seen once the first score was taken;
``fresh``: written after the rules and first scored without changing them; a later mend for a review's own
lines also keeps its one Korean miss, so it is no longer unseen: ``docs/agents.md`` gives both scores).

A message is kept when ``MemoryService.add_messages`` writes anything for it (the self-statement rules and
the decision extractor together, as the service runs them), on a fresh store per message so earlier writes
cannot SKIP a later one.

    .venv/bin/python benchmarks/chat_messages.py [--json benchmarks/results/chat_messages.json]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

from _chat_messages_data import EN, FRESH_EN, FRESH_KO, KO, split  # noqa: E402
from _common import table, write_json  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", default=str(HERE / "results" / "chat_messages.json"))
    args = ap.parse_args()
    from mnemo.config import Settings
    from mnemo.service import MemoryService

    rows, out, misses = [], {}, []
    with tempfile.TemporaryDirectory() as tmp:
        svc = MemoryService.open(Settings(db=str(Path(tmp) / "m.db")))
        try:
            for part in ("dev", "holdout", "fresh"):
                for lang, data in (("en", EN), ("ko", KO)):
                    rows_of = {"en": FRESH_EN, "ko": FRESH_KO}[lang] if part == "fresh" else split(data, part)
                    tp = fp = fn = tn = 0
                    for i, (role, text, keep) in enumerate(rows_of):
                        user = f"{part}-{lang}-{i}"  # a partition per message: nothing earlier can skip it
                        kept = any(r.memory_id for r in svc.add_messages([{"role": role, "content": text}],
                                                                         user_id=user))
                        tp += kept and keep
                        fp += kept and not keep
                        fn += keep and not kept
                        tn += not kept and not keep
                        if kept != keep:
                            misses.append({"split": part, "lang": lang, "role": role, "text": text, "keep": keep})
                    precision = tp / (tp + fp) if tp + fp else 1.0
                    recall = tp / (tp + fn) if tp + fn else 1.0
                    out[f"{part}.{lang}"] = {"precision": round(precision, 3), "recall": round(recall, 3),
                                             "tp": tp, "fp": fp, "fn": fn, "tn": tn}
                    rows.append([part, lang, tp + fn, tp + fp, f"{precision:.3f}", f"{recall:.3f}"])
        finally:
            svc.close()
    print(table(rows, ["split", "lang", "to keep", "kept", "precision", "recall"]))
    for m in misses:
        print(f"  miss [{m['split']}/{m['lang']}] {'kept' if not m['keep'] else 'dropped'}: {m['text']}")
    write_json(args.json, {"results": out, "misses": misses})


if __name__ == "__main__":
    main()
