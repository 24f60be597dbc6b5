"""The architecture's rules, checked on the source (``docs/architecture.md``): which package may import
which, no cycles, a pure domain, one writer, one composition root, no two modules with one name."""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "mnemo"

# What each part of mnemo may import (besides itself). Lower layers first; a package never imports one that
# is not listed for it, so every arrow points down and there can be no cycle.
ALLOWED: dict[str, set[str]] = {
    "errors": set(),
    "domain": set(),
    "text": {"errors"},
    "net": {"errors"},
    "config": {"domain", "errors"},
    "prompts": {"domain", "text"},
    "ports": {"domain"},
    "vault": {"domain", "errors", "ports"},
    "storage": {"domain", "errors", "ports"},
    "providers": {"errors", "net", "ports"},
    "similarity": {"domain", "errors", "ports", "prompts", "text"},
    "retrieval": {"domain", "errors", "ports", "prompts", "text"},
    "write": {"config", "domain", "errors", "ports", "prompts", "text"},
    "notify": {"domain", "errors", "net", "ports"},
    "lifecycle": {"config", "domain", "errors", "ports", "prompts", "text", "write"},
    "ingest": {"domain", "errors", "net", "ports", "prompts", "similarity", "text", "write"},
    "bootstrap": {"config", "domain", "errors", "ingest", "notify", "ports", "providers", "similarity", "storage",
                  "vault", "write"},
    "key_service": {"domain", "errors", "ports", "write"},
    "vault_service": {"errors", "ports", "vault", "write"},
    "sealed_sync_service": {"domain", "errors", "ports", "vault"},
    "upkeep_service": {"config", "domain", "errors", "lifecycle", "ports"},
    "service_args": {"domain", "errors", "text", "write"},
    "scope_service": {"domain", "errors", "ingest", "write"},
    "service": {"bootstrap", "config", "domain", "errors", "ingest", "key_service", "lifecycle", "ports",
                "retrieval", "scope_service", "sealed_sync_service", "service_args", "similarity", "standalone", "upkeep_service", "vault",
                "vault_service",
                "write"},
    "standalone": {"bootstrap", "config", "domain", "errors", "lifecycle", "ports", "similarity"},
    "samples": {"domain", "service", "text"},
    "interfaces": {"bootstrap", "config", "domain", "errors", "ingest", "key_service", "notify", "retrieval",
                   "samples", "service", "similarity", "standalone", "text"},
    "mnemo": {"config", "domain", "errors", "interfaces", "service"},  # the package's lazy public exports
    "__main__": {"interfaces"},
}


def _modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted(SRC.rglob("*.py")):
        parts = path.relative_to(SRC.parent).with_suffix("").parts
        name = ".".join(parts).removesuffix(".__init__")
        out.append((name, path))
    return out


def _part(module: str) -> str:
    bits = module.split(".")
    return bits[1] if len(bits) > 1 else "mnemo"


def _imports(path: Path) -> list[tuple[str, int]]:
    """Every module an import statement names (also inside functions), with its line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.module, node.lineno))
        elif isinstance(node, ast.Import):
            found += [(a.name, node.lineno) for a in node.names]
    return found


def test_every_part_of_mnemo_has_a_rule():
    parts = {_part(m) for m, _ in _modules()}
    assert parts <= set(ALLOWED), f"add a layering rule for {sorted(parts - set(ALLOWED))}"


def test_no_package_imports_a_higher_layer():
    wrong = []
    for module, path in _modules():
        here = _part(module)
        for name, line in _imports(path):
            if name.split(".")[0] != "mnemo":
                continue
            there = _part(name)
            if there != here and there not in ALLOWED[here]:
                wrong.append(f"{path.relative_to(SRC)}:{line} {here} -> {there} ({name})")
    assert not wrong, "imports against the layering rules:\n" + "\n".join(wrong)


def test_the_allowed_graph_has_no_cycle():
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        if state.get(node) == 1:
            raise AssertionError("cycle: " + " -> ".join([*trail, node]))
        if state.get(node) == 2:
            return
        state[node] = 1
        for nxt in sorted(ALLOWED.get(node, ())):
            visit(nxt, [*trail, node])
        state[node] = 2

    for node in ALLOWED:
        visit(node, [])


def test_no_import_cycle_between_modules_at_import_time():
    """Module-level imports (the ones that run on import) form no cycle between packages' modules."""
    graph: dict[str, set[str]] = defaultdict(set)
    names = {m for m, _ in _modules()}
    for module, path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.module in names and node.level == 0:
                graph[module].add(node.module)
            elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                continue
    seen: dict[str, int] = {}

    def visit(m: str, trail: tuple[str, ...]) -> None:
        if seen.get(m) == 1:
            cycle = trail[trail.index(m):] + (m,)
            if len({_part(x) for x in cycle}) > 1:
                raise AssertionError("import cycle across packages: " + " -> ".join(cycle))
            return
        if seen.get(m) == 2:
            return
        seen[m] = 1
        for n in sorted(graph.get(m, ())):
            visit(n, (*trail, m))
        seen[m] = 2

    for m in sorted(names):
        visit(m, ())


def test_the_domain_is_pure():
    """``domain`` imports the standard library, pydantic and itself only."""
    stdlib = set(sys.stdlib_module_names)
    wrong = []
    for module, path in _modules():
        if _part(module) != "domain":
            continue
        for name, line in _imports(path):
            top = name.split(".")[0]
            if top not in stdlib and top != "pydantic" and not name.startswith("mnemo.domain") and top != "__future__":
                wrong.append(f"{path.relative_to(SRC)}:{line} imports {name}")
    assert not wrong, "\n".join(wrong)


WRITES = ("insert_memory", "set_status", "update_in_place", "insert_edges", "remove_edges_of", "insert_log",
          "insert_conflict", "set_conflict_status", "enqueue_event", "save_person", "save_entity")


def test_only_the_recorder_calls_the_transactions_write_methods():
    wrong = []
    for module, path in _modules():
        if module == "mnemo.write.recorder" or _part(module) == "storage":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in WRITES:
                wrong.append(f"{path.relative_to(SRC)}:{node.lineno} calls .{node.func.attr}()")
    assert not wrong, "writes outside write/recorder.py:\n" + "\n".join(wrong)


BUILT_ONLY_IN_BOOTSTRAP = ("SQLiteStore", "OpenAICompatLLM", "OpenAICompatEmbedder", "UseM3Embedder", "E5Embedder",
                           "shared_model")


def test_only_the_composition_root_builds_stores_and_providers():
    allowed = {"mnemo.bootstrap", "mnemo.storage.factory", "mnemo.providers.embedders.local",
               "mnemo.providers.embedders.worker"}  # the worker process is the root of its own process
    wrong = []
    for module, path in _modules():
        if module in allowed:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in BUILT_ONLY_IN_BOOTSTRAP:
                wrong.append(f"{path.relative_to(SRC)}:{node.lineno} builds {node.func.id}")
    assert not wrong, "\n".join(wrong)


def test_no_two_modules_share_a_name():
    by_name: dict[str, list[str]] = defaultdict(list)
    for module, path in _modules():
        if path.name not in ("__init__.py", "__main__.py"):
            by_name[path.stem].append(module)
    dupes = {k: v for k, v in by_name.items() if len(v) > 1}
    assert not dupes, dupes


def test_no_environment_reads_at_import():
    """No module reads the environment when it is imported (settings are loaded at the edges): every
    ``os.environ`` / ``os.getenv`` sits inside a function."""
    wrong = []
    for module, path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        inside = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                  for n in ast.walk(f)}
        for node in ast.walk(tree):
            if id(node) in inside:
                continue
            text = ast.unparse(node) if isinstance(node, (ast.Attribute, ast.Call)) else ""
            if text.startswith(("os.environ", "os.getenv")):
                wrong.append(f"{path.relative_to(SRC)}:{node.lineno}")
    assert not wrong, "environment read at import: " + ", ".join(wrong)
