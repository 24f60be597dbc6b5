"""Mail normalization: does ``visible_text`` keep exactly what the author wrote?

Runs every fixture in ``../shared/data/email_reply_fixtures/`` (read at run time, never copied) against
the expectations its project's tests state, plus the Korean fixtures written for mnemo in
``benchmarks/data/reply_fixtures_ko/``, and times parsing + normalization on a real mailbox (Enron).

What each source's expectation means, and how it is compared (a fixture passes when all its checks hold):

- **github / zapier** (email_reply_parser): the visible reply = the fragments that are neither quoted,
  signature nor hidden. ``exact`` → whitespace-normalized exact match; ``fragmentN_exact``/``match``/
  ``contains`` → present when that fragment is visible, absent when it is quoted/signature/hidden (without
  flags: fragment 0 is the reply and later fragments the history); one fragment → the whole message.
- **mail_parser_reply**: reply 0 is the newest message, its body excludes header and signature. Body
  ``exact``/``contains`` → exact/present; its signature and every later reply → absent. A fixture with one
  reply and no signature or header expectation → the whole message.
- **mailgun_talon**: talon's ``extract_from_plain``/``extract_from_html`` remove quotations only (the
  signature stays), so those fixtures run with ``signatures=False``: standard replies and the 50 inline
  cases → whitespace-normalized exact; HTML replies → exact with all whitespace removed (as talon's test
  does); the same input listed with several expectations passes if it matches one. Talon's signature set
  runs with ``signatures=True`` and the sender: expected = the body without its signature (``#sig#``
  annotation markers stripped).
- **discourse_email_reply_trimmer** (when present): ``emails/X`` → ``trimmed/X``, whitespace-normalized exact.
- **korean (mnemo)**: ``<name>.{txt,eml,html}`` → ``<name>.expected``, whitespace-normalized exact.

Whitespace-normalized means: runs of whitespace collapsed to one space, ends stripped, and a separator
rule left dangling at the end (``-----``) ignored on both sides (parsers disagree on keeping it).

    .venv/bin/python benchmarks/normalize.py [--data-dir ../shared/data] [--json OUT] [--show-failures]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "benchmarks"))

from _common import cpu_between, cpu_info, cpu_snapshot, summarize, table, write_json

from mnemo.ingest.connectors.mail.mailbox import parse_rfc822
from mnemo.ingest.normalize import normalize_item, visible_text

KO_DIR = REPO / "benchmarks" / "data" / "reply_fixtures_ko"
_TRAILING_RULE = re.compile(r"(?:\s*[-_=*]{3,})+\s*$")


def norm(text: str) -> str:
    return " ".join(_TRAILING_RULE.sub("", text.replace("\r\n", "\n")).split())


def no_ws(text: str) -> str:
    return re.sub(r"\s+", "", text)


@dataclass
class Case:
    source: str
    name: str
    lang: str
    run: Any                      # () -> visible text
    checks: list[tuple[str, Any]] = field(default_factory=list)
    group: str | None = None      # same input listed several times: pass if one expectation holds


def ambiguous_absent(checks: list[tuple[str, Any]], text: str) -> list[tuple[str, Any]]:
    """An older reply's words must be absent ("absent_reply"), unless they occur more than once in the
    input: then the newer reply says them too ("Hej" above a quoted "> Hej") and their presence cannot
    show that history leaked, so that check is dropped."""
    flat = norm(re.sub(r"(?m)^[ \t]*>+[ \t]?", "", text))
    out = []
    for kind, value in checks:
        if kind == "absent_reply":
            if flat.count(norm(re.sub(r"(?m)^[ \t]*>+[ \t]?", "", value))) > 1:
                continue
            kind = "absent"
        out.append((kind, value))
    return out


def evaluate(case: Case) -> dict[str, Any]:
    t0 = time.perf_counter()
    out = case.run()
    ms = (time.perf_counter() - t0) * 1000
    failed: list[str] = []
    for kind, value in case.checks:
        if kind == "exact":
            ok = norm(out) == norm(value)
        elif kind == "exact_nows":
            ok = no_ws(out) == no_ws(value)
        elif kind == "contains":
            ok = norm(value) in norm(out)
        elif kind == "absent":
            ok = norm(value) not in norm(out)
        elif kind == "line_present":
            ok = re.search(value, out, re.MULTILINE) is not None
        elif kind == "line_absent":
            ok = re.search(value, out, re.MULTILINE) is None
        elif kind == "max_ms":
            ok = ms <= value
        else:
            raise ValueError(kind)
        if not ok:
            failed.append(f"{kind}: {str(value)[:80]!r}")
    return {"source": case.source, "name": case.name, "lang": case.lang, "ms": round(ms, 3),
            "exact_checked": any(k in ("exact", "exact_nows") for k, _ in case.checks),
            "passed": not failed, "failed": failed, "output": out[:400], "group": case.group}


# --------------------------------------------------------------------------------------------- the sources


def read(path: Path) -> str:
    return path.read_bytes().decode("utf-8", errors="replace")


def reply_parser_cases(root: Path, source: str) -> list[Case]:
    """github/email_reply_parser and zapier/email-reply-parser: fragment flags and exact outputs."""
    exp_all = json.loads(read(root / "expectations.json"))
    cases = []
    for path in sorted((root / "emails").glob("*.txt")):
        exp = exp_all.get(path.name)
        if not isinstance(exp, dict):
            continue
        text = read(path)
        hidden, quoted, signature = exp.get("hidden"), exp.get("quoted"), exp.get("signature")

        def visible(i: int, hidden=hidden, quoted=quoted, signature=signature) -> bool:
            if hidden is None and quoted is None:
                return i == 0
            flags = [f for f in (hidden, quoted, signature) if f is not None]
            return not any(f[i] for f in flags if i < len(f))

        checks: list[tuple[str, Any]] = []
        for key in ("exact", "exact_stripped"):
            if key in exp:
                checks.append(("exact", exp[key]))
        for key, value in exp.items():
            m = re.fullmatch(r"fragment(\d+)_exact", key)
            if m:
                checks.append(("contains" if visible(int(m.group(1))) else "absent", value))
        for i, pattern in (exp.get("match") or {}).items():
            checks.append(("line_present" if visible(int(i)) else "line_absent", pattern))
        for i, value in (exp.get("contains") or {}).items():
            checks.append(("contains" if visible(int(i)) else "absent", value))
        for value in exp.get("reply_contains") or []:
            checks.append(("contains", value))
        if exp.get("not_contains"):
            checks.append(("absent", exp["not_contains"]))
        if exp.get("fragments") == 1:
            checks.append(("exact", text))
        if hidden is not None and exp.get("fragments") and not any(k == "exact" for k, _ in checks):
            visible_exact = [exp.get(f"fragment{i}_exact") for i in range(exp["fragments"]) if visible(i)]
            if visible_exact and all(v is not None for v in visible_exact):
                checks.append(("exact", "\n".join(visible_exact)))
        if "1 s" in str(exp.get("note", "")):
            checks.append(("max_ms", 1000.0))
        checks = ambiguous_absent(checks, text)
        if checks:
            cases.append(Case(source, path.name, "en", lambda text=text: visible_text(text), checks))
    return cases


def mail_parser_reply_cases(root: Path) -> list[Case]:
    exp_all = json.loads(read(root / "expectations.json"))
    cases = []
    for name, exp in exp_all.items():
        if name.startswith("_") or not isinstance(exp, dict):
            continue
        text = read(root / "emails" / name)
        checks: list[tuple[str, Any]] = []
        for key, value in exp.items():
            m = re.fullmatch(r"reply(\d+)_(body|signature|header)_(exact|contains|startswith|not_in_body|not_contains)", key)
            values = value if isinstance(value, list) else [value]
            if m:
                index, part, how = int(m.group(1)), m.group(2), m.group(3)
                for v in values:
                    if not v:
                        continue
                    if index == 0 and part == "body" and how == "exact":
                        checks.append(("exact", v))
                    elif index == 0 and part == "body" and how == "contains":
                        checks.append(("contains", v))
                    elif part == "body":   # an older reply's text
                        checks.append(("absent_reply", v))
                    else:   # a signature, a header, or an older reply: not the author's visible text
                        checks.append(("absent", v))
            elif key in ("signature_contains", "body_not_contains"):
                checks.extend(("absent", v) for v in values)
            elif key in ("bodies_exact", "bodies_contain"):
                checks.append(("exact" if key == "bodies_exact" else "contains", values[0]))
                checks.extend(("absent_reply", v) for v in values[1:])
        signature_or_header = any("signature" in k or "header" in k for k in exp)
        if exp.get("replies") == 1 and not signature_or_header and not any(k == "exact" for k, _ in checks):
            checks.append(("exact", text))
        checks = ambiguous_absent(checks, text)
        if checks:
            cases.append(Case("mail_parser_reply", name, exp.get("lang", ["en"])[0], lambda text=text: visible_text(text),
                              checks))
    return cases


_TALON_LANG = {"german": "de", "french": "fr", "polish": "pl", "danish": "da", "swedish": "sv",
               "norwegian": "no", "dutch": "nl", "vietnamese": "vi"}


def talon_cases(root: Path) -> list[Case]:
    exp = json.loads(read(root / "expectations.json"))
    cases: list[Case] = []
    std = next(v for k, v in exp.items() if k.startswith("standard_replies"))
    for name, expected in std.items():
        raw = (root / "fixtures" / "standard_replies" / name).read_bytes()

        def run(raw=raw) -> str:
            item = parse_rfc822(raw)
            return visible_text(item.body, html=item.body_is_html, signatures=False)
        cases.append(Case("mailgun_talon", f"standard_replies/{name}", "en", run, [("exact", expected)]))
    html = next(v for k, v in exp.items() if k.startswith("html_replies"))
    for name, expected in html.items():
        markup = read(root / "fixtures" / "html_replies" / name)
        cases.append(Case("mailgun_talon", f"html_replies/{name}", "en",
                          lambda markup=markup: visible_text(markup, html=True, signatures=False),
                          [("exact_nows", expected)]))
    sig_dir = root / "fixtures" / "signature" / "emails" / "stripped"
    for name in next(v for k, v in exp.items() if k.startswith("signature/")):
        body = re.sub(r"(?m)^#sig#", "", read(sig_dir / f"{name}_body"))
        sig_path = sig_dir / f"{name}_signature"
        signature = re.sub(r"(?m)^#sig#", "", read(sig_path)) if sig_path.exists() else ""
        sender = read(sig_dir / f"{name}_sender").strip() if (sig_dir / f"{name}_sender").exists() else None
        expected = body[:body.rindex(signature.strip())] if signature.strip() else body
        cases.append(Case("mailgun_talon", f"signature/{name}", "en",
                          lambda body=body, sender=sender: visible_text(body, sender=sender), [("exact", expected)]))
    inline = json.loads(read(root / "extracted_plain_cases.json"))
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for case in inline:
        groups[case["input"]].append(case)
    for text, variants in groups.items():
        test = variants[0]["test"]
        lang = next((v for k, v in _TALON_LANG.items() if k in test), "en")
        expectations = sorted({v["expected_reply"] for v in variants})
        for i, expected in enumerate(expectations):
            cases.append(Case("mailgun_talon", f"inline/{test}" + (f"#{i}" if len(expectations) > 1 else ""), lang,
                              lambda text=text: visible_text(text, signatures=False), [("exact", expected)],
                              group=test if len(expectations) > 1 else None))
    return cases


def discourse_cases(root: Path) -> list[Case]:
    cases = []
    for path in sorted((root / "emails").glob("*")):
        trimmed = root / "trimmed" / path.name
        if not trimmed.exists():
            continue
        text = read(path)
        cases.append(Case("discourse_email_reply_trimmer", path.name, _guess_lang(path.name, text),
                          lambda text=text: visible_text(text), [("exact", read(trimmed))]))
    return cases


def _guess_lang(name: str, text: str) -> str:
    for key, code in {"chinese": "zh", "dutch": "nl", "french": "fr", "german": "de", "italian": "it",
                      "norwegian": "no", "polish": "pl", "portuguese": "pt", "russian": "ru", "spanish": "es",
                      "swedish": "sv", "ukrainian": "uk", "japanese": "ja", "korean": "ko"}.items():
        if key in name.lower():
            return code
    return "en"


def korean_cases(root: Path) -> list[Case]:
    manifest = json.loads(read(root / "MANIFEST.json"))
    cases = []
    for name, meta in manifest.items():
        path = next((root / f"{name}{ext}" for ext in (".eml", ".html", ".txt") if (root / f"{name}{ext}").exists()), None)
        if path is None:
            raise SystemExit(f"Error: Korean fixture {name} has no .eml/.html/.txt file in {root}.")
        expected = read(root / f"{name}.expected")
        if path.suffix == ".eml":
            raw = path.read_bytes()

            def run(raw=raw) -> str:
                return normalize_item(parse_rfc822(raw)).body
        else:
            text = read(path)
            html = path.suffix == ".html"

            def run(text=text, html=html) -> str:
                return visible_text(text, html=html)
        cases.append(Case("korean (mnemo)", path.name, meta.get("lang", "ko"), run, [("exact", expected)]))
    return cases


# ------------------------------------------------------------------------------------------------ speed


def mailbox_speed(root: Path, limit: int | None) -> dict[str, Any]:
    """Parse + normalize every raw message under ``root`` (bytes read beforehand): ms per message."""
    paths = sorted(p for p in root.rglob("*") if p.is_file() and not p.name.startswith(".") and p.name != "SOURCE.txt")
    if limit:
        paths = paths[:limit]
    blobs = [p.read_bytes() for p in paths]
    parse_ms: list[float] = []
    norm_ms: list[float] = []
    total_ms: list[float] = []
    failures = 0
    before = cpu_snapshot()
    t_all = time.perf_counter()
    for raw in blobs:
        t0 = time.perf_counter()
        try:
            item = parse_rfc822(raw)
        except Exception:  # noqa: BLE001
            failures += 1
            continue
        t1 = time.perf_counter()
        normalize_item(item)
        t2 = time.perf_counter()
        parse_ms.append((t1 - t0) * 1000)
        norm_ms.append((t2 - t1) * 1000)
        total_ms.append((t2 - t0) * 1000)
    wall = time.perf_counter() - t_all
    return {"messages": len(blobs), "failures": failures, "messages_per_s": round(len(total_ms) / wall, 1),
            "cpu": cpu_between(before, cpu_snapshot()),
            "parse": summarize(parse_ms), "normalize": summarize(norm_ms), "parse_plus_normalize": summarize(total_ms)}


# ------------------------------------------------------------------------------------------------- main


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data-dir", default=str(REPO.parent / "shared" / "data"))
    ap.add_argument("--json", default=str(REPO / "benchmarks" / "results" / "normalize.json"))
    ap.add_argument("--speed-limit", type=int, default=None, help="time at most this many Enron messages")
    ap.add_argument("--show-failures", action="store_true")
    args = ap.parse_args()
    data = Path(args.data_dir)
    fixtures = data / "email_reply_fixtures"
    if not fixtures.is_dir():
        sys.exit(f"Error: no reply fixtures at {fixtures}. Pass --data-dir pointing at the shared evaluation data.")

    cases: list[Case] = []
    builders = [("github_email_reply_parser", lambda p: reply_parser_cases(p, "github_email_reply_parser")),
                ("zapier_email_reply_parser", lambda p: reply_parser_cases(p, "zapier_email_reply_parser")),
                ("mail_parser_reply", mail_parser_reply_cases), ("mailgun_talon", talon_cases),
                ("discourse_email_reply_trimmer", discourse_cases)]
    for folder, build in builders:
        if (fixtures / folder).is_dir():
            cases.extend(build(fixtures / folder))
    cases.extend(korean_cases(KO_DIR))

    results = [evaluate(c) for c in cases]
    # A group (one input, several listed expectations) counts once: passed if any variant passed.
    scored: list[dict[str, Any]] = []
    by_group: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in results:
        if r["group"]:
            by_group[(r["source"], r["group"])].append(r)
        else:
            scored.append(r)
    for (source, group), rs in by_group.items():
        best = next((r for r in rs if r["passed"]), rs[0])
        scored.append({**best, "name": f"inline/{group}", "variants": len(rs)})

    rows: list[Any] = []
    per: dict[str, Any] = {}
    keyed: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in scored:
        keyed[(r["source"], r["lang"])].append(r)
    for (source, lang), rs in sorted(keyed.items()):
        passed = sum(r["passed"] for r in rs)
        exact = [r for r in rs if r["exact_checked"]]
        per.setdefault(source, {})[lang] = {"cases": len(rs), "passed": passed, "rate": round(passed / len(rs), 4),
                                            "exact_cases": len(exact), "exact_passed": sum(r["passed"] for r in exact)}
        rows.append([source, lang, len(rs), passed, f"{passed / len(rs):.1%}", f"{sum(r['passed'] for r in exact)}/{len(exact)}"])
    for source in sorted({r["source"] for r in scored}):
        rs = [r for r in scored if r["source"] == source]
        passed = sum(r["passed"] for r in rs)
        rows.append([source, "all", len(rs), passed, f"{passed / len(rs):.1%}", ""])
    total_passed = sum(r["passed"] for r in scored)
    rows.append(["ALL", "all", len(scored), total_passed, f"{total_passed / len(scored):.1%}", ""])
    print(table(rows, ["source", "lang", "cases", "passed", "rate", "exact-compared passed"]))

    fixture_ms = [r["ms"] for r in results if r["ms"] < 1000]
    print(f"\nnormalization per fixture: {summarize(fixture_ms)}")
    speed = None
    enron = data / "enron_maildir"
    if enron.is_dir():
        speed = mailbox_speed(enron, args.speed_limit)
        print(f"Enron mailbox, parse + normalize per message ({speed['messages']} messages, bytes pre-read, 1 core): "
              f"{speed['parse_plus_normalize']}  -> {speed['messages_per_s']} messages/s "
              f"(other processes used {speed['cpu'].get('other_cores', '?')} cores meanwhile)")
    failures = [r for r in scored if not r["passed"]]
    if args.show_failures or failures:
        print("\nfailures:")
        for r in failures:
            print(f"  {r['source']}/{r['name']} [{r['lang']}]: {'; '.join(r['failed'])}")
            if args.show_failures:
                print("     got: " + repr(r["output"][:300]))
    write_json(args.json, {"summary": {"cases": len(scored), "passed": total_passed,
                                       "rate": round(total_passed / len(scored), 4)},
                           "per_source_language": per, "fixture_normalize_ms": summarize(fixture_ms),
                           "enron_speed": speed, "machine": cpu_info(),
                           "comparison": "whitespace-normalized exact match (talon HTML: all whitespace removed); "
                                         "contains/absent checks where the source states fragments",
                           "cases": [{k: v for k, v in r.items() if k != "output" or not r["passed"]} for r in scored]})


if __name__ == "__main__":
    main()
