"""The supersession sequences of ``benchmarks/data/supersession``: labels, and their export files made ready
to ingest.

``labels.jsonl`` has one sequence a line (written by ``data/supersession/build.py`` from the message specs
in ``dev_sequences.py`` / ``holdout_sequences.py`` / ``fresh_sequences.py``)::

    {"id": "dev-07", "split": "dev", "language": "en|ko|mixed", "source": "slack|mail|github|mixed",
     "patterns": ["reversal", ...],
     "steps": [{"source": "mail", "path": "dev/dev-07/inbox.mbox"}, ...],     # ingested in this order
     "subjects": [{"subject": "...", "questions": {"en": "...", "ko": "..."},
                   "standing": <ref> | null, "not_standing": [<ref + "role">, ...]}]}

A message *ref* is ``{"text": <verbatim 3-8 words of that message>}`` plus ``message_id`` (mail, without
angle brackets: the connector's ``source_id``), ``ts`` (Slack) or ``subject_line`` (git; the sha is known
only once the repository is built, see ``materialise``). A ``not_standing`` ref also has ``role``:
``replaced`` (a later decision took its place), ``cancelled`` (retired with no replacement),
``cancellation`` (the message that retired it), ``agreement`` ("LGTM" to a proposal) or ``restatement``
("Reminder: …").

A git step's file is ``commits.json`` (``remote``, ``branch``, ``commits``: id, author, email, ISO date,
message, file); ``materialise`` makes a real repository of it with ``git init`` and one commit per entry
(author and committer dates set), replacing ``{sha:<id>}`` in a message by that earlier commit's sha.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "supersession"
LABELS = DATA / "labels.jsonl"


def load_labels(split: str = "all", path: Path = LABELS) -> list[dict[str, Any]]:
    """The sequences of ``split`` (dev, holdout, fresh or all), in file order."""
    if not path.exists():
        raise SystemExit(f"No labels at {path}: run benchmarks/data/supersession/build.py")
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r for r in rows if split in ("all", r["split"])]


def _git(repo: Path, *args: str, env: dict[str, str] | None = None) -> str:
    base = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
    done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True,
                          env={**base, **(env or {})}, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"git {' '.join(args[:2])} failed in {repo}: {done.stderr.strip()}")
    return done.stdout.strip()


def build_repository(spec_path: Path, target: Path) -> dict[str, str]:
    """A git repository at ``target`` from a ``commits.json``; returns commit subject line -> sha."""
    spec = json.loads(spec_path.read_text(encoding="utf-8"))
    target.mkdir(parents=True, exist_ok=True)
    _git(target, "init", "-q", "-b", spec.get("branch") or "main")
    if spec.get("remote"):
        _git(target, "remote", "add", "origin", spec["remote"])
    shas: dict[str, str] = {}       # commit id -> sha
    by_line: dict[str, str] = {}    # subject line -> sha
    for commit in spec["commits"]:
        message = re.sub(r"\{sha:(\w+)\}", lambda m: shas[m.group(1)], commit["message"])
        f = commit.get("file") or {"path": "NOTES.md", "content": message.splitlines()[0] + "\n"}
        path = target / f["path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f["content"], encoding="utf-8")
        _git(target, "add", "--", f["path"])
        env = {"GIT_AUTHOR_NAME": commit["author"], "GIT_AUTHOR_EMAIL": commit["email"],
               "GIT_AUTHOR_DATE": commit["date"], "GIT_COMMITTER_NAME": commit["author"],
               "GIT_COMMITTER_EMAIL": commit["email"], "GIT_COMMITTER_DATE": commit["date"]}
        _git(target, "commit", "-q", "--allow-empty", "--no-verify", "-m", message, env=env)
        sha = _git(target, "rev-parse", "HEAD")
        shas[commit["id"]] = sha
        by_line[next(line.strip() for line in message.splitlines() if line.strip())] = sha
    return by_line


def materialise(sequence: dict[str, Any], workdir: Path) -> list[tuple[str, str]]:
    """Copy (or, for git, build) the sequence's steps under ``workdir``; ``[(source, path), ...]`` in
    ingest order. Git shas are recorded in ``sequence["git_shas"]`` (subject line -> sha)."""
    out: list[tuple[str, str]] = []
    shas: dict[str, str] = {}
    for number, step in enumerate(sequence["steps"], 1):
        src = DATA / step["path"]
        dest = workdir / sequence["id"] / f"{number}-{src.name.removesuffix('.json')}"
        if step["source"] == "github":
            shas.update(build_repository(src, dest))
        elif src.is_dir():
            shutil.copytree(src, dest)
        else:
            dest.mkdir(parents=True, exist_ok=True)
            dest = dest / src.name
            shutil.copy2(src, dest)
        out.append((step["source"], str(dest)))
    sequence["git_shas"] = shas
    return out


def sequences(split: str = "all", workdir: Path | None = None) -> Iterator[tuple[dict[str, Any], list[tuple[str, str]]]]:
    """``(sequence, [(source, path), ...])`` for each sequence of ``split``, materialised under ``workdir``
    (a temporary directory the caller owns)."""
    import tempfile

    root = workdir or Path(tempfile.mkdtemp(prefix="mnemo-supersession-"))
    for seq in load_labels(split):
        yield seq, materialise(seq, root)


__all__ = ["DATA", "LABELS", "build_repository", "load_labels", "materialise", "sequences"]
