"""Pure rules of the write gate: when content is too thin, how a merged
memory's text is put together without an LLM, and which changes require a new embedding.

Standard library and pydantic only; ``pipeline.gate`` runs them against the store and the embedder.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mnemo.domain.conflict import find_contradiction
from mnemo.domain.hashing import normalize_for_hash


# --- content density --------------------------------------------------------------------------------------
_WHY = re.compile(r"(?i)\b(because|since|due\s+to|caused\s+by|so\s+that|in\s+order\s+to|to\s+(?:avoid|fix|prevent|"
                  r"support|allow|reduce)|root\s+cause|reason)\b|때문|위해|원인|이유|탓|하려고|으로\s*인해|므로")
_OUTCOME = re.compile(r"(?i)\b(fixed|resolved|works?|working|passes|passed|passing|fails?|failed|done|merged|"
                      r"deployed|shipped|result(?:ed|s)?|now|reduced|improved|increased|decreased|completed?|"
                      r"blocked|verified)\b|완료|해결|결과|성공|실패|통과|배포(?:했|됨|완료)|개선|감소|증가|확인")


_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def effective_length(text: str, hangul_weight: float = 1.0) -> float:
    """Length in English-character equivalents: a Hangul syllable carries what ~2.25 English characters do
    (measured on the parallel KorSTS / STS-B dev sets), so ``docs/design/write_gate.md``'s 80 characters mean as much in
    Korean as in English. Whitespace runs count as one character."""
    text = " ".join(text.split())
    hangul = len(_HANGUL.findall(text))
    return len(text) - hangul + hangul * hangul_weight


def density_problem(content: str, min_chars: int, hangul_weight: float = 1.0) -> tuple[str, str] | None:
    """(what is wrong, how to fix it) when ``content`` is too thin to be a memory; None when dense enough.

    A memory is read later by someone without the writer's context, so it has to say what happened, why,
    and what came of it. Under ``min_chars`` characters (the design's 80) it cannot; the fix names the
    parts the text does not seem to have, so the writer can add exactly those."""
    length = effective_length(content, hangul_weight)
    if length >= min_chars:
        return None
    text = " ".join(content.split())
    missing = []
    if not _WHY.search(text):
        missing.append("why it was done or what caused it")
    if not _OUTCOME.search(text):
        missing.append("the outcome (fixed? still failing? what changed?)")
    asks = "what was done (the component, file or command)"
    if missing:
        asks += ", " + ", ".join(missing)
    unit = "characters" if hangul_weight == 1.0 or not _HANGUL.search(text) else "characters, Hangul counted x" + \
        f"{hangul_weight:g}"
    return (f"Content is too short to be a useful memory ({round(length)} {unit}; at least {min_chars} needed)",
            f"Rewrite it as one self-contained note that says {asks}")


# --- merging content without an LLM -------------------------------------------------------------------------
_SENTENCE_BREAK = re.compile(r"(?<=[.!?。])\s+|\n+")
_WORD = re.compile(r"[0-9A-Za-z_][0-9A-Za-z_.\-/]*[0-9A-Za-z_]|[0-9A-Za-z]|[\uac00-\ud7a3]+")
_KO_TAIL = tuple(sorted({"으로부터", "에서는", "으로는", "입니다", "합니다", "했습니다", "됩니다", "되었습니다", "됐습니다",
                         "습니다", "에서", "에게", "으로", "까지", "부터", "했다", "한다", "된다", "됐다", "이다", "했고",
                         "하고", "하여", "해서", "되어", "돼서", "은", "는", "이", "가", "을", "를", "의", "에", "와",
                         "과", "도", "로", "만", "다"}, key=len, reverse=True))
_EN_SKIP = frozenset(["a", "an", "the", "of", "in", "on", "at", "to", "for", "from", "by", "with", "and", "or", "but", "is", "was", "were", "are", "be", "been", "it", "its", "this", "that", "these", "those", "as", "so", "now", "then", "also", "we", "i", "our", "has", "have", "had", "will", "would", "can", "could", "should", "not", "no"])


def word_keys(text: str) -> set[str]:
    """Comparable content words: lower case, English plurals and Korean particles/endings trimmed."""
    out = set()
    for w in _WORD.findall(text):
        w = w.casefold()
        if w in _EN_SKIP:
            continue
        if "\uac00" <= w[0] <= "\ud7a3":
            for tail in _KO_TAIL:
                if len(w) > len(tail) + 1 and w.endswith(tail):
                    w = w[: -len(tail)]
                    break
        elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.add(w)
    return out


def sentences(text: str) -> list[str]:
    """Sentences split at end punctuation followed by a space (so ``refresh.test.ts`` and ``v2.3`` stay whole)
    and at line breaks."""
    return [s.strip() for s in _SENTENCE_BREAK.split(text) if s and s.strip()]


_SPECIFIC = re.compile(r"\d|[_./()#@:]|[a-z][A-Z]|^[A-Z]{2,}$")


def _is_specific(word: str) -> bool:
    """A word that carries a particular fact: a number, a path, an identifier, an acronym."""
    return bool(_SPECIFIC.search(word))


def merge_contents(existing: str, incoming: str, *, max_new_share: float = 0.4) -> str:
    """The existing memory's text plus what the incoming write adds, sentence by sentence.

    An incoming sentence adds nothing, and is left out, when it is already contained in the memory or when
    it brings no new specific word (number, identifier, path, acronym) and its other new words are at most
    ``max_new_share`` of its words: an agent's restatement ("Confirmed the cause again: ..."). One that
    restates an existing
    sentence with a different value ("3 tests failing" after "12 tests failing") replaces that sentence:
    the newer value wins and the older one stays in the version history. Anything else is appended. This is
    the non-LLM merge; it never drops information the existing text had except a value the incoming text
    changed."""
    base = sentences(existing)
    if not base:
        return incoming.strip()
    known = word_keys(existing)
    whole = normalize_for_hash(existing)
    out = list(base)
    added: list[str] = []
    for s in sentences(incoming):
        if normalize_for_hash(s).rstrip(".!?。 ") in whole:
            continue
        words = word_keys(s)
        new = words - known
        best_i, best = -1, 0.0
        for i, b in enumerate(out):
            bw = word_keys(b)
            j = len(words & bw) / max(1, len(words | bw))
            if j > best:
                best_i, best = i, j
        if best_i >= 0 and best >= 0.5 and find_contradiction(out[best_i], s):
            out[best_i] = s  # the same statement with a new value
            known |= words
            continue
        raw_new = {w for w in _WORD.findall(s) if w.casefold() in new or w.casefold().rstrip("s") in new}
        if not any(_is_specific(w) for w in raw_new) and len(new) <= max_new_share * max(1, len(words)):
            continue
        added.append(s)
        known |= words
    if out == base and not added:
        return existing
    joined = _join(out)
    return f"{joined}\n{_join(added)}" if added else joined


def _join(parts: Sequence[str]) -> str:
    return " ".join(p if p[-1:] in ".!?。" else p + "." for p in parts)


# --- re-embedding triggers ------------------------------------------------------------------------------------
def reembed_reasons(*, content_changed: bool, title_changed: bool, tags_changed: bool,
                    tags_embedded: bool = False, merged: bool = False, reconstructed: bool = False) -> list[str]:
    """The design's re-embedding triggers that apply to a change; empty means keep the stored embedding.

    Content updates, merges and reconstructions always re-embed; a tag change only when tags are part of the
    embedding input; a title change re-embeds because mnemo embeds the title with the content
    (``domain.memory_text.embedding_text``). Metadata (importance, type, access data, other fields) never does."""
    out = []
    if content_changed:
        out.append("content")
    if merged:
        out.append("merge")
    if reconstructed:
        out.append("reconstruction")
    if title_changed:
        out.append("title")
    if tags_changed and tags_embedded:
        out.append("tags")
    return out


# --- decisions written by hand ----------------------------------------------------------------------------
#: A person or an agent records a decision by its type ("type": "decision" over REST and MCP, the category in
#: Python) or by opening the text with a decision header ("Decision: …", "결정: …"), as the README shows.
_DECISION_TYPES = frozenset({"decision", "decisions", "결정", "결정사항"})
_DECISION_HEADER = re.compile(r"^\s*(?:\[\s*)?(?:decision|decided|결정(?:\s?사항)?)(?:\s*\])?\s*[:：]\s*", re.I)
_DECISION_STATUSES = frozenset({"decided", "pending", "reversed"})


def decision_words(content: str) -> str:
    """What a decision says without its header ("Decision: …", "결정: …"): its evidence."""
    header = _DECISION_HEADER.match(content)
    return content[header.end():].strip() if header else content.strip()


#: The warning on a person's plain note kept as a decision because it changes one on record
#: (``write/stated_changes.py``); the CLI then gives no "declare it as a decision" hint.
KEPT_AS_DECISION = "Kept as a decision: it changes one on record"


def declared_decision(content: str, category: str | None, metadata: dict) -> dict | None:
    """The metadata that makes a hand-written write a decision of the register (what extraction gives the
    decisions it finds: ``type`` decision, a ``status``, and the sentence itself as ``evidence``), or None
    when the write does not declare one. Without it a recorded decision was a plain memory: the register never
    listed it and a later change never superseded it (``docs/supersession.md``, "Decisions written by hand").

    The header is left out of the evidence: supersession compares what decisions say, and "결정:" in front of
    two unrelated decisions made them look alike. A write typed as something else (``metadata.type``, or a
    category that is not a decision's) or a bare agreement under a header ("결정: 동의합니다") declares none."""
    typed = (category or "").strip().casefold()
    if metadata.get("type") not in (None, "decision") or (typed and typed not in _DECISION_TYPES):
        return None
    header = _DECISION_HEADER.match(content)
    said = decision_words(content)
    if header and not said:
        header = None  # a header with nothing after it declares nothing
    if not (typed or metadata.get("type") == "decision" or header):
        return None
    from mnemo.domain.supersession import is_bare_agreement

    if is_bare_agreement(said):
        return None
    status = metadata.get("status")
    out = {**metadata, "type": "decision",
           "status": status if isinstance(status, str) and status in _DECISION_STATUSES else "decided"}
    if said != content.strip() and not out.get("evidence"):
        out["evidence"] = [said]
    return out
