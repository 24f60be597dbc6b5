"""LoCoMo in the released format: conversations (sessions of turns with ids ``D<session>:<turn>`` and
session dates) and their questions (``category``, ``evidence`` turn ids). Standard library only, so the
mem0 driver (another virtual environment) can import it too.

Caveats handled (see ``../shared/data/README.md``): sessions are the ``session_<n>`` keys (some dates exist
for sessions that do not); evidence strings may hold several ids (``'D8:6; D9:17'``), leading zeros
(``'D30:05'``) or ids that do not exist, which are dropped.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any

_SESSION = re.compile(r"session_(\d+)$")
_ID = re.compile(r"D(\d+):(\d+)")
_DATE = re.compile(r"(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})", re.IGNORECASE)
_MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}


def session_date(text: str | None) -> datetime | None:
    """'1:56 pm on 8 May, 2023' -> datetime (naive, UTC by convention)."""
    if not text:
        return None
    m = _DATE.search(text)
    if not m:
        return None
    h, mi, ampm, d, mon, y = m.groups()
    hour = int(h) % 12 + (12 if ampm.lower() == "pm" else 0)
    month = _MONTHS.get(mon.lower()) or _MONTHS.get(next((k for k in _MONTHS if k.startswith(mon.lower()[:3])), ""), 1)
    return datetime(int(y), month, int(d), hour, int(mi))


def normalize_id(raw: str) -> str | None:
    m = _ID.search(raw)
    return f"D{int(m.group(1))}:{int(m.group(2))}" if m else None


def load(path: str | Path) -> list[dict[str, Any]]:
    """[{"id", "turns": [{"id", "speaker", "text", "at"}], "questions": [{"question", "category", "evidence"}]}]"""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = [data]
    out = []
    for ci, conv in enumerate(data):
        c = conv.get("conversation") or {}
        sessions = sorted((int(m.group(1)), k) for k in c if (m := _SESSION.match(k)) and isinstance(c[k], list))
        turns = []
        for _n, key in sessions:
            at = session_date(c.get(f"{key}_date_time"))
            for t in c[key]:
                tid = normalize_id(str(t.get("dia_id", "")))
                text = (t.get("text") or "").strip()
                if tid and text:
                    turns.append({"id": tid, "speaker": t.get("speaker", ""), "text": text,
                                  "at": at.isoformat() if at else None})
        known = {t["id"] for t in turns}
        questions = []
        for q in conv.get("qa", []):
            ev = []
            for e in q.get("evidence") or []:
                for part in re.split(r"[;\s]+", str(e)):
                    nid = normalize_id(part)
                    if nid and nid in known and nid not in ev:
                        ev.append(nid)
            questions.append({"question": q.get("question", ""), "category": int(q.get("category", 0)),
                              "evidence": ev})
        out.append({"id": conv.get("sample_id", f"conv{ci}"), "turns": turns, "questions": questions})
    return out


def recall(evidence: list[str], retrieved: list[set[str]], k: int) -> float | None:
    """Share of a question's evidence turns found among the provenance of the top-k results."""
    if not evidence:
        return None
    found: set[str] = set()
    for prov in retrieved[:k]:
        found |= prov
    return len(set(evidence) & found) / len(set(evidence))
