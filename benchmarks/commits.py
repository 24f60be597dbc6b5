"""Commits as decisions: which commits does ``mnemo ingest github`` keep, and can a question find them?

    .venv/bin/python benchmarks/commits.py [--split dev|holdout|fresh_tune|fresh_check|all] [--mnemo PATH]
                                           [--mirrors DIR] [--depth 400] [--no-retrieval] [--json OUT] [--verbose]

Data: ``benchmarks/data/commits/``. ``labels_dev.jsonl`` and ``labels_holdout.jsonl`` hold 220 commits
labelled by hand (sha, repo, substantive, a one-line note, the subject): this project's own history (all
120 commits at labelling time) and python-attrs/attrs (its 100 newest commits then). A commit is
*substantive* when it changes behaviour, adds or removes a feature, fixes a bug, or changes a dependency,
the CI or a project policy; merges, releases, automated and routine dependency refreshes, docs-, tests-,
comment- and typing-only changes, sponsors, typos and vague "update"/"oops" commits are not. The split
(SHA-256 of the sha, even → dev) was made before the extractor was tuned; the extractor was tuned on dev
only. ``questions.jsonl``: 30 questions written by hand, each with the short sha(s) that answer it.

``labels_fresh.jsonl`` and ``questions_fresh.jsonl`` (2026-11-29) are two more repositories' 100 newest
commits each (pallets/click, encode/httpx), labelled by a helper who never read the extractor, with the
same definition, and 24 questions (a third in Korean); ``labels_fresh2.jsonl`` / ``questions_fresh2.jsonl``
the same for encode/starlette and BurntSushi/ripgrep (Rust), labelled later by another helper, with 20
questions. Each set is split by the same hash: even → ``<set>_tune`` (read when tuning), odd →
``<set>_check`` (aggregates only). Any repository other than this one is read from ``--mirrors``
(``owner+name/repo``, as ``fetch`` brings it).

Measures, per split and repository:

* **kept**: share of substantive commits for which the extractor (``ingest/extract/commits.py``, fed by the
  GitHub connector's item for the commit, files included) yields a decision;
* **precision**: share of kept commits that are substantive;
* **top-5**: each question is asked with ``svc.search(q, k=5)`` after ``svc.ingest("github", repo)`` into a
  temporary SQLite store (``MemoryService.open(Settings(db=...))``, one user per repository); right when one
  of the expected commits' memories is among the five hits.

The python-attrs history is read from a shallow clone (``--depth`` newest commits) of the fetched mirror.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
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

DATA = HERE / "data" / "commits"
FRESH = [p.stem.removeprefix("labels_") for p in sorted(DATA.glob("labels_fresh*.jsonl"))]  # "fresh", "fresh2"
PARTS = ("dev", "holdout", *(f"{name}_{half}" for name in FRESH for half in ("tune", "check")))


def _jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _fresh_part(name: str, sha: str) -> str:
    """A fresh set's split, fixed before anything was tuned on it: SHA-256 of the sha, even → tune."""
    return f"{name}_tune" if hashlib.sha256(sha.encode()).digest()[0] % 2 == 0 else f"{name}_check"


def load_labels(split: str) -> list[dict[str, Any]]:
    rows = [{**r, "part": part} for part in ("dev", "holdout") for r in _jsonl(DATA / f"labels_{part}.jsonl")]
    for name in FRESH:
        rows += [{**r, "part": _fresh_part(name, r["sha"])} for r in _jsonl(DATA / f"labels_{name}.jsonl")]
    return rows if split == "all" else [r for r in rows if r["part"] == split]


def repo_path(repo: str, mnemo: str, mirrors: str) -> str:
    return mnemo if repo == "mnemo" else str(Path(mirrors) / repo.replace("/", "+") / "repo")


def working_copy(repo: str, path: str, tmp: Path, depth: int) -> Path:
    """The history to read: this project's own repository as it is, another one as a shallow clone."""
    if repo == "mnemo":
        return Path(path)
    dest = tmp / repo.replace("/", "+")
    subprocess.run(["git", "clone", "--quiet", "--bare", "--depth", str(depth), f"file://{path}", str(dest)],
                   check=True, capture_output=True)
    return dest


def items_by_sha(path: Path, repo: str) -> dict[str, Any]:
    from mnemo.domain.sources import SourceItem
    from mnemo.ingest.connectors.github import GitHubConnector

    return {it.extra["sha"]: it for it in GitHubConnector(path, repo=repo).items() if isinstance(it, SourceItem)}


def classify(labels: list[dict[str, Any]], items: dict[str, dict[str, Any]], verbose: bool) -> list[dict[str, Any]]:
    from mnemo.ingest.extract.commits import extract_code_change
    from mnemo.ingest.normalize import normalize_item

    out = []
    for row in labels:
        item = items[row["repo"]].get(row["sha"])
        if item is None:
            print(f"  missing {row['repo']} {row['sha'][:10]}", file=sys.stderr)
            continue
        clean = normalize_item(item)
        found = extract_code_change(clean, clean.body)
        kept = bool(found)
        out.append({**row, "kept": kept, "kind": found[0].kind.value if found else None})
        if verbose and kept != row["substantive"] and not row["part"].endswith("_check"):  # check halves: counts only
            print(f"  {'FN' if row['substantive'] else 'FP'} {row['part']:7} {row['repo'][:6]:6} {row['sha'][:8]} "
                  f"{row['subject'][:80]}  [{row['note']}]")
    return out


def scores(rows: list[dict[str, Any]]) -> dict[str, Any]:
    subst = [r for r in rows if r["substantive"]]
    kept = [r for r in rows if r["kept"]]
    hit = [r for r in kept if r["substantive"]]
    return {"commits": len(rows), "substantive": len(subst), "kept": len(kept),
            "kept_share": round(len(hit) / len(subst), 3) if subst else None,
            "precision": round(len(hit) / len(kept), 3) if kept else None}


def retrieval(paths: dict[str, Path], verbose: bool) -> dict[str, Any]:
    from mnemo.config import Settings
    from mnemo.service import MemoryService

    questions = _jsonl(DATA / "questions.jsonl")
    for path in sorted(DATA.glob("questions_fresh*.jsonl")):
        questions += _jsonl(path)
    per_repo: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        svc = MemoryService.open(Settings(db=str(Path(tmp) / "commits.db")))
        try:
            for repo, path in paths.items():
                user = "u-" + repo.replace("/", "-")
                t0 = time.perf_counter()
                report = svc.ingest("github", str(path), user_id=user, repo=repo)
                per_repo[repo] = {"items": report.items, "memories": report.memories_created,
                                  "no_memory": report.no_memory, "ingest_s": round(time.perf_counter() - t0, 1),
                                  "questions": 0, "top5": 0, "top1": 0}
            for q in questions:
                repo = q["repo"]
                if repo not in per_repo:
                    continue
                hits = svc.search(q["question"], k=5, user_id="u-" + repo.replace("/", "-"))
                shas = [str((h.memory.metadata or {}).get("sha") or (h.memory.source_ref or "").removeprefix("commit/"))
                        for h in hits]
                ranks = [i for i, s in enumerate(shas) if any(s.startswith(e) for e in q["expect"])]
                entry = per_repo[repo]
                entry["questions"] += 1
                entry["top5"] += bool(ranks)
                entry["top1"] += bool(ranks and ranks[0] == 0)
                if verbose and not ranks:
                    print(f"  MISS {repo[:6]:6} {q['question']}")
                    for h, s in zip(hits, shas):
                        print(f"       {s[:8]} {h.memory.title or h.memory.content[:70]}")
        finally:
            svc.close()
    for entry in per_repo.values():
        n = entry["questions"] or 1
        entry["top5_share"] = round(entry["top5"] / n, 3)
        entry["top1_share"] = round(entry["top1"] / n, 3)
    total = sum(e["questions"] for e in per_repo.values())
    return {"per_repo": per_repo,
            "top5_share": round(sum(e["top5"] for e in per_repo.values()) / total, 3) if total else None,
            "questions": total}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--split", choices=[*PARTS, "all"], default="all")
    ap.add_argument("--mnemo", default=str(REPO), help="this project's git repository")
    ap.add_argument("--mirrors", default="/work/.mirror", help="other repositories: DIR/owner+name/repo (bare)")
    ap.add_argument("--depth", type=int, default=400, help="newest commits of other repositories to ingest")
    ap.add_argument("--no-retrieval", action="store_true", help="classification only (no store, no embedder)")
    ap.add_argument("--json", default=str(HERE / "results" / "commits.json"))
    ap.add_argument("--verbose", action="store_true", help="list misclassified commits and missed questions")
    args = ap.parse_args()

    labels = load_labels(args.split)
    with tempfile.TemporaryDirectory() as tmp:
        repos = list(dict.fromkeys(r["repo"] for r in labels))
        paths = {repo: working_copy(repo, repo_path(repo, args.mnemo, args.mirrors), Path(tmp), args.depth)
                 for repo in repos}
        items = {repo: items_by_sha(path, repo) for repo, path in paths.items()}
        rows = classify(labels, items, args.verbose)
        result: dict[str, Any] = {"split": args.split, "cpu": cpu_info(), "classification": {}}
        table_rows = []
        for part in PARTS:
            for repo in (*repos, "all"):
                sel = [r for r in rows if r["part"] == part and (repo == "all" or r["repo"] == repo)]
                if not sel:
                    continue
                s = scores(sel)
                result["classification"][f"{part}/{repo}"] = s
                table_rows.append([part, repo, s["commits"], s["substantive"], s["kept"], s["kept_share"], s["precision"]])
        print(table(table_rows, ["split", "repository", "commits", "substantive", "kept", "kept share", "precision"]))
        if not args.no_retrieval:
            r = retrieval(paths, args.verbose)
            result["retrieval"] = r
            print()
            print(table([[repo, e["items"], e["memories"], e["ingest_s"], e["questions"], e["top5_share"], e["top1_share"]]
                         for repo, e in r["per_repo"].items()],
                        ["repository", "commits read", "memories", "ingest s", "questions", "top-5", "top-1"]))
            print(f"\nquestion→commit top-5: {r['top5_share']} on {r['questions']} questions")
    result["misclassified"] = [{k: r[k] for k in ("part", "repo", "sha", "subject", "substantive", "note")}
                               for r in rows if r["kept"] != r["substantive"] and not r["part"].endswith("_check")]
    write_json(args.json, result)
    print(f"\nwritten {args.json}")


if __name__ == "__main__":
    main()
