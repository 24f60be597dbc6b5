"""Semantic decomposition of a memory: rule-based (default, no LLM) or by an LLM, cached by content hash.

``RuleDecomposer`` builds ``docs/design/similarity.md``'s decomposition from morphemes (Korean, Kiwi)
or words (English): the subject is the title before a colon or the first noun phrase, the action the main
predicate, the objects the remaining nouns; domain and intent come from the cue lexicons of
``mnemo.text.lexicon`` (measured in ``benchmarks/similarity.py``); times, e-mail addresses, people,
organizations and projects from patterns. ``LLMDecomposer`` sends several memories per call with the
design's prompt (``docs/design/similarity.md#decomposition-prompt``) and JSON schema at temperature 0, and falls back to the rules for anything the model
did not return.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from mnemo.domain.contextual import Decomposition, Domain, Intent
from mnemo.text.analysis import (
    EMAIL,
    Token,
    content_terms,
    is_noun,
    language_of,
    order_sequence,
    role_marks,
    stem_en,
    time_references,
    tokens,
)
from mnemo.text.lexicon import DOMAIN_CUES, INTENT_CUES

if TYPE_CHECKING:
    from mnemo.ports import LLM

log = logging.getLogger(__name__)

_NEGATION = re.compile(
    r"(?i)\b(not|no|never|cancel(?:l?ed)?|won't|don't|doesn't|isn't|aren't|cannot|can't|postponed|called off)\b"
    r"|취소|않|못\s|불가|반려|거절|중단|보류|연기"
)
_UPDATE_CUES = re.compile(
    r"(?i)\b(update[sd]?|changed?|moved|postponed|instead|now|revised|increased|decreased|no longer|rescheduled)\b"
    r"|변경|수정|연기|증액|감액|대신|바뀌|조정|업데이트|앞당|미뤄|재조정"
)
_CAUSE = re.compile(r"(?i)(?P<cause>[^.,;]+?)\s*(?:because of|due to|로 인해|때문에|으로 인해)\s*(?P<effect>[^.;]*)")
_ORG_SUFFIX = re.compile(
    r"\b[A-Z][\w&]*(?:\s+[A-Z][\w&]*)*\s+(?:Inc|Corp|Corporation|Ltd|LLC|Co|Group|Team|Council|University|"
    r"Bank|Labs?|Foundation|Department|Dept|Agency|Committee)\b\.?"
)
_KO_ORG = re.compile(r"[가-힣A-Za-z0-9]+(?:팀|부서|본부|실|센터|위원회|그룹|은행|회사|재단|연구소|법인)(?=[\s,.은는이가을를의에과와도]|$)")
_PROJECT = re.compile(r"\b[Pp]roject\s+[\"']?([A-Z0-9][\w-]*)|([A-Z][\w-]+)\s+[Pp]roject\b|프로젝트\s*[\"']?([\w-]+)|([\w-]+)\s*프로젝트")
_LATIN_NAME = re.compile(r"(?<![\w@.])[A-Z][A-Za-z0-9&'-]*(?:\s+[A-Z][A-Za-z0-9&'-]*)*")  # "Raven", "Acme Corp" in Korean text
_CAP_SPAN = re.compile(r"\b[A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z'’-]+){0,2}\b")
_NOT_NAME = frozenset(
    "the a an we i our this that these those it its he she they please hi hello dear thanks team all "
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december q1 q2 q3 q4 re fwd fw ok".split()
)
_KO_SURNAMES = frozenset("김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용")
_KO_NAME_TITLE = re.compile(
    r"(?<![가-힣])([가-힣]{2,4})\s?(?:님|씨|팀장|부장|과장|차장|대리|사원|매니저|대표|이사|실장|본부장|선임|책임|주임|교수|박사)"
)
_KO_NOT_NAMES = frozenset("고객 회원 주주 사용자 담당자 관리자 여러분 선생 사장 부장 팀장 과장 대표 이사 실장 "
                          "신청자 지원자 참석자 작성자 발표자 구매자 판매자 방문자 임원 직원 팀원 동료 전문가".split())
_KO_TITLES = ("님", "팀장", "부장", "과장", "대리", "사원", "매니저", "대표", "이사", "실장", "본부장", "선임", "책임", "주임", "씨")
_EN_VERBISH = frozenset(
    "is are was were be been will would has have had can could should must may might did does do shall "
    "approved decided agreed confirmed moved announced launched requested asked plans plan need needs "
    "wants want starts start begins begin ends end".split()
)
_WORDS = re.compile(r"[a-z][a-z0-9&/-]*")
_KO_AUX = frozenset({"하", "되", "있", "없", "이", "드리", "주", "보", "않", "싶", "지"})
_COLON_TITLE = re.compile(r"^\s*([^:\n]{2,60}):")


class _CueIndex:
    """A cue lexicon compiled for one pass over a text: exact words and word prefixes by dictionary
    lookup, Hangul and multi-word cues by one regular expression (the naive cue x word loop cost ~4 ms)."""

    def __init__(self, cues: dict[str, dict[str, float]]) -> None:
        self.exact: dict[str, list[tuple[str, float]]] = {}
        self.prefix: dict[str, list[tuple[str, float]]] = {}
        phrases: dict[str, list[tuple[str, float]]] = {}
        for label, table in cues.items():
            for cue, w in table.items():
                key = cue.strip()
                if key.isascii() and key.replace("-", "").isalnum() and cue == key:
                    (self.prefix if len(key) >= 5 else self.exact).setdefault(key.lower(), []).append((label, w))
                else:
                    phrases.setdefault(cue.lower(), []).append((label, w))
        self.phrases = phrases
        alternation = "|".join(re.escape(c) for c in sorted(phrases, key=len, reverse=True))
        self.pattern = re.compile(alternation) if alternation else None
        self.lengths = sorted({len(k) for k in self.prefix})

    def scores(self, text_lc: str, words: set[str]) -> dict[str, float]:
        out: dict[str, float] = {}
        seen: set[str] = set()
        for word in sorted(words):  # in one order: float sums and ties must not depend on the hash seed
            for label, w in self.exact.get(word, ()):
                out[label] = out.get(label, 0.0) + w
            for n in self.lengths:
                if n > len(word):
                    break
                cue = word[:n]
                if cue in self.prefix and cue not in seen:
                    seen.add(cue)
                    for label, w in self.prefix[cue]:
                        out[label] = out.get(label, 0.0) + w
        if self.pattern is not None:
            for cue in sorted(set(self.pattern.findall(f" {text_lc} "))):
                for label, w in self.phrases[cue]:
                    out[label] = out.get(label, 0.0) + w
        return out


_DOMAIN_INDEX = _CueIndex(DOMAIN_CUES)
_INTENT_INDEX = _CueIndex(INTENT_CUES)


def _cue_scores(text_lc: str, terms: set[str], index: _CueIndex) -> dict[str, float]:
    return index.scores(text_lc, terms | set(_WORDS.findall(text_lc)))


def classify_domains(text: str, terms: Sequence[str]) -> tuple[Domain, ...]:
    """The text's domains, strongest first: the top one, and any other scoring at least 60% of it (a
    marketing budget is marketing and finance). ``(general,)`` when no cue matches."""
    scores = _cue_scores(text.lower(), {t.lower() for t in terms}, _DOMAIN_INDEX)
    if not scores or max(scores.values()) < MIN_CUE_SCORE:  # one weak cue is not evidence of a domain
        return (Domain.GENERAL,)
    ranked = sorted(scores.items(), key=lambda kv: (-round(kv[1], 9), kv[0] == "general", kv[0]))
    top = ranked[0][1]
    return tuple(Domain(k) for k, v in ranked if v >= 0.6 * top)


def classify_domain(text: str, terms: Sequence[str]) -> Domain:
    return classify_domains(text, terms)[0]


MAX_ANALYZED_CHARS = 4000
MIN_CUE_SCORE = 2.0  # one strong cue, or two weak ones
_INTENT_ORDER = ["decision", "request", "announcement", "report", "discussion"]


def classify_intent(text: str, terms: Sequence[str]) -> Intent:
    lc = text.lower()
    scores = _cue_scores(lc, {t.lower() for t in terms}, _INTENT_INDEX)
    if text.rstrip().endswith("?") or text.rstrip().endswith("？"):
        scores["request"] = scores.get("request", 0.0) + 1.0
    if not scores or max(scores.values()) < MIN_CUE_SCORE:
        return Intent.INFORM
    top = max(scores.values())
    for label in _INTENT_ORDER:  # ties go to the more specific intent
        if scores.get(label) == top:
            return Intent(label)
    return Intent.INFORM


def _people_orgs_projects(text: str, toks: tuple[Token, ...], language: str) -> tuple[list[str], list[str], list[str]]:
    people: list[str] = [e.lower() for e in EMAIL.findall(text)]
    orgs: list[str] = [m.group(0).strip() for m in _ORG_SUFFIX.finditer(text)]
    orgs += [m.group(0) for m in _KO_ORG.finditer(text)]
    projects = [next(g for g in m.groups() if g) for m in _PROJECT.finditer(text)]
    projects = [p for p in projects if p.lower() not in ("the", "this", "new", "a", "이번", "새", "신규")]
    taken = {x.lower() for x in orgs + projects}
    if language == "ko":
        latin = [m.group(0) for m in _LATIN_NAME.finditer(text)
                 if m.group(0).lower() not in _NOT_NAME and not (m.group(0).isupper() and len(m.group(0)) <= 3)]
        orgs += [n for n in latin if n.lower() not in taken and not EMAIL.search(n)]
        for m in _KO_NAME_TITLE.finditer(text):  # "장도윤님", "김철수 팀장": the analyzer rarely knows names
            name = m.group(1)
            if name[0] in _KO_SURNAMES and name not in _KO_NOT_NAMES:
                people.append(name)
        for i, t in enumerate(toks):
            if t.tag != "NNP":
                continue
            nxt = toks[i + 1].form if i + 1 < len(toks) else ""
            if 2 <= len(t.form) <= 4 and t.form[0] in _KO_SURNAMES and (len(t.form) == 3 or nxt in _KO_TITLES):
                people.append(t.form)
            elif t.form.lower() not in taken:
                orgs.append(t.form)
    text_no_mail = EMAIL.sub(" ", text)
    for sentence in re.split(r"(?<=[.!?])\s+|\n", text_no_mail):
        for k, m in enumerate(_CAP_SPAN.finditer(sentence)):
            span = m.group(0)
            if m.start() == 0 and " " not in span:
                continue  # the first word of a sentence is capitalized anyway
            words = [w for w in span.split() if w.lower() not in _NOT_NAME]
            if not words:
                continue
            name = " ".join(words)
            low = name.lower()
            if low in taken or any(low in x.lower() or x.lower() in low for x in orgs + projects):
                continue
            (people if len(words) >= 2 or _looks_personal(sentence, m) else orgs).append(name)
    return _dedupe(people), _dedupe(orgs), _dedupe(projects)


def _looks_personal(sentence: str, m: re.Match[str]) -> bool:
    after = sentence[m.end():m.end() + 12].lower()
    return after.startswith(("'s", " said", " will", " asked", " wants", " thinks", " is ", " and i", " agreed"))


def _dedupe(xs: Sequence[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for x in xs:
        k = x.casefold()
        if x and k not in seen:
            seen.add(k)
            out.append(x)
    return out


# Decompositions the ingest's extraction worker made with these rules (``ingest/extract_worker.py``), by text:
# a rule-based decomposition is a function of the text, so the engine takes them instead of making them
# again. Each is used once; only mnemo's own worker, started by the ingest runner, fills this.
_MADE: OrderedDict[str, Decomposition] = OrderedDict()
_MADE_LOCK = threading.Lock()
_MADE_MAX = 4096


def remember_decompositions(texts: Sequence[str], decompositions: Sequence[Decomposition]) -> None:
    """Keep what another process decomposed with ``RuleDecomposer`` for when this one needs it."""
    with _MADE_LOCK:
        for text, d in zip(texts, decompositions):
            if isinstance(d, Decomposition):
                _MADE[text] = d
        while len(_MADE) > _MADE_MAX:
            _MADE.popitem(last=False)


class RuleDecomposer:
    """The default decomposer: no LLM, ~0.1 ms per English text and ~0.5 ms per Korean text."""

    name = "rules"

    def decompose(self, text: str) -> Decomposition:
        if _MADE:
            with _MADE_LOCK:
                made = _MADE.pop(text, None)
            if made is not None:
                return made
        text = text[:MAX_ANALYZED_CHARS]  # a memory's gist is in its beginning; bounds the regex work
        language = language_of(text)
        toks = tokens(text, language)
        terms = content_terms(toks, language)
        term_set = set(terms)
        subject, subject_terms, subject_end = self._subject(text, toks, language)
        action, action_terms = self._action(toks, language, subject_end)
        objects = [t for t in _dedupe([_noun_term(t, language) for t in toks[subject_end:] if is_noun(t, language)])
                   if t not in subject_terms and t not in action_terms][:8]
        times, phrases = time_references(text)
        domains = classify_domains(text, terms)
        people, orgs, projects = _people_orgs_projects(text, toks, language)
        nouns = _dedupe([_noun_term(t, language) for t in toks if is_noun(t, language)])
        concepts = [c for c in nouns if not c.isdigit()][:10]
        cause = effect = None
        m = _CAUSE.search(text)
        if m:
            cause, effect = m.group("cause").strip()[:80] or None, m.group("effect").strip()[:80] or None
        return Decomposition(
            language=language, subject=subject, action=action, objects=tuple(objects),
            domain=domains[0], domains=domains, intent=classify_intent(text, terms),
            temporal=", ".join(phrases), people=tuple(people), organizations=tuple(orgs), projects=tuple(projects),
            concepts=tuple(concepts), is_update=bool(_UPDATE_CUES.search(text)), references=tuple(projects),
            cause=cause, effect=effect, subject_terms=frozenset(subject_terms), action_terms=frozenset(action_terms),
            times=times, sequence=order_sequence(toks, language),
            roles=role_marks(toks) if language == "ko" else (), negated=bool(_NEGATION.search(text)),
            source=self.name,
        ) if term_set or text.strip() else Decomposition(language=language)

    # -- parts ---------------------------------------------------------------------------------------------
    @staticmethod
    def _subject(text: str, toks: tuple[Token, ...], language: str) -> tuple[str, list[str], int]:
        """(subject text, its terms, index of the first token after it)."""
        m = _COLON_TITLE.match(text)
        if m:
            end = next((i for i, t in enumerate(toks) if t.start >= m.end(1)), len(toks))
            head = toks[:end]
            terms = [_noun_term(t, language) for t in head if is_noun(t, language) or t.tag in ("SN", "NUM")]
            if terms:
                return m.group(1).strip(), terms, end
        if language == "ko":
            run: list = []
            first_run: list = []
            for i, t in enumerate(toks):
                if t.tag in ("NNG", "NNP", "SL", "SN", "SH", "XR", "NNB", "NR"):
                    run.append(t)
                    continue
                if run and not first_run:
                    first_run = list(run)
                if run and t.tag in ("JX", "JKS"):  # topic or subject particle closes the subject
                    return _surface(text, run), [x.form for x in run if x.tag not in ("NNB", "NR")], i + 1
                if t.tag.startswith(("V", "E", "SF")) and first_run:
                    break
                run = [] if t.tag != "JKG" else run  # "회사의 성장 전략" stays one phrase
            run = first_run or run
            if run:
                end = toks.index(run[-1]) + 1
                return _surface(text, run), [x.form for x in run if x.tag not in ("NNB", "NR")], end
            return "", [], 0
        words: list = []
        end = 0
        for i, t in enumerate(toks):
            if t.form in _EN_VERBISH or (i > 0 and t.form.endswith("ed") and len(t.form) > 4):
                end = i
                break
            words.append(t)
            end = i + 1
            if len(words) >= 8:
                break
        content = [w for w in words if w.tag != "STOP"]
        if not content:
            return "", [], 0
        return _surface(text, content), [stem_en(w.form) if w.tag == "W" else w.form for w in content], end

    @staticmethod
    def _action(toks: tuple[Token, ...], language: str, after: int) -> tuple[str, list[str]]:
        if language == "ko":
            for i in range(len(toks) - 1, -1, -1):
                t = toks[i]
                if t.tag in ("XSV", "XSA") and i > 0 and toks[i - 1].tag == "NNG":
                    return toks[i - 1].form + t.form + "다", [toks[i - 1].form]
                if t.tag in ("VV", "VA", "VX") and t.form in _KO_AUX:
                    if i > 0 and toks[i - 1].tag == "NNG":  # "요청 드리다", "검토 부탁드리다"
                        return toks[i - 1].form + "하다", [toks[i - 1].form]
                    continue
                if t.tag in ("VV", "VA"):
                    return t.form + "다", [t.form]
            return "", []
        for t in toks[after:]:
            if t.tag == "W" and t.form not in ("be", "been"):
                return t.form, [stem_en(t.form)]
        return "", []


def _noun_term(t: Token, language: str) -> str:
    return t.form if language == "ko" or t.tag == "NUM" else stem_en(t.form)


def _surface(text: str, run: Sequence[Token]) -> str:
    start = run[0].start
    last = run[-1]
    end = last.start + len(last.form)
    return text[start:end].strip() if end > start else " ".join(x.form for x in run)


# --- LLM ---------------------------------------------------------------------------------------------------------
class LLMDecomposer:
    """Decomposes with a configured LLM, several memories per call; the rules fill anything it misses.

    The LLM's output replaces the semantic parts (subject, action, objects, domain, intent, entities,
    relationships); the word sequence, time keys and negation the guards use still come from the text, so
    a model that paraphrases cannot talk two different amounts into a duplicate.
    """

    def __init__(self, llm: LLM, batch_size: int = 8, fallback: RuleDecomposer | None = None) -> None:
        self.llm = llm
        self.batch_size = max(1, batch_size)
        self.fallback = fallback or RuleDecomposer()
        self.name = f"llm:{getattr(llm, 'model_id', 'llm')}"
        self.failures = 0

    def decompose(self, text: str) -> Decomposition:
        return self.decompose_many([text])[0]

    def decompose_many(self, texts: Sequence[str]) -> list[Decomposition]:
        from mnemo.errors import MnemoError
        from mnemo.prompts import decompose_memory as prompt

        base = [self.fallback.decompose(t) for t in texts]
        out = list(base)
        for start in range(0, len(texts), self.batch_size):
            chunk = list(texts[start:start + self.batch_size])
            try:
                answer = self.llm.complete(prompt.SYSTEM, prompt.user_message(chunk), prompt.Answer,
                                           name="decompositions", temperature=0.0)
            except MnemoError as exc:
                self.failures += 1
                log.warning("The LLM decomposition of %d memories failed (%s); the rules' decomposition stands",
                            len(chunk), exc.message)
                continue  # the rules' decomposition stands for this chunk
            for item in answer.items:
                if 0 <= item.index < len(chunk):
                    out[start + item.index] = prompt.to_decomposition(item.decomposition, base[start + item.index],
                                                                      self.name)
        return out


FALLBACK_TTL_S = 300.0


def _exact_key(text: str) -> str:
    """The exact text decides: capitals and line breaks change names and titles (unlike ``content_hash``,
    which folds them for duplicate detection)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# --- cache -------------------------------------------------------------------------------------------------------
class Decomposer(Protocol):
    """What the cache needs of a decomposer (``decompose_many``, when it has one, is used for batches)."""

    def decompose(self, text: str) -> Decomposition: ...


class DecompositionCache:
    """Decompositions by content hash, with a time to live and a size bound (least recently used out)."""

    def __init__(self, decomposer: Decomposer, ttl_s: float = 24 * 3600.0, max_items: int = 50_000,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.decomposer = decomposer
        self.ttl_s = ttl_s
        self.max_items = max_items
        self._clock = clock
        self._items: OrderedDict[str, tuple[float, Decomposition]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get_many(self, texts: Sequence[str]) -> list[Decomposition]:
        now = self._clock()
        keys = [_exact_key(t) for t in texts]
        found: dict[str, Decomposition] = {}
        with self._lock:
            for k in keys:
                hit = self._items.get(k)
                if hit and now - hit[0] < self._ttl(hit[1]):
                    self._items.move_to_end(k)
                    found[k] = hit[1]
        missing: dict[str, str] = {}
        for k, t in zip(keys, texts):
            if k not in found and k not in missing:
                missing[k] = t
        self.hits += len(keys) - len(missing)
        self.misses += len(missing)
        if missing:
            many = getattr(self.decomposer, "decompose_many", None)
            values = many(list(missing.values())) if many else [self.decomposer.decompose(t) for t in missing.values()]
            with self._lock:
                for k, d in zip(missing, values):
                    found[k] = d
                    self._items[k] = (now, d)
                    self._items.move_to_end(k)
                while len(self._items) > self.max_items:
                    self._items.popitem(last=False)
        return [found[k] for k in keys]

    def get(self, text: str) -> Decomposition:
        return self.get_many([text])[0]

    def put_many(self, texts: Sequence[str], decompositions: Sequence[Decomposition]) -> None:
        """Decompositions made elsewhere (a batch's worker process, with the same rules); a text and its
        decomposition go in pairs, and a list of another length is ignored rather than misfiled."""
        if len(texts) != len(decompositions):
            return
        now = self._clock()
        with self._lock:
            for t, d in zip(texts, decompositions):
                k = _exact_key(t)
                self._items[k] = (now, d)
                self._items.move_to_end(k)
            while len(self._items) > self.max_items:
                self._items.popitem(last=False)

    def _ttl(self, d: Decomposition) -> float:
        """A rule-based stand-in for a failed LLM call is kept for minutes, not for the whole TTL."""
        if isinstance(self.decomposer, LLMDecomposer) and d.source == "rules":
            return min(self.ttl_s, FALLBACK_TTL_S)
        return self.ttl_s

    def stats(self) -> dict[str, Any]:
        total = self.hits + self.misses
        return {"hits": self.hits, "misses": self.misses, "hit_rate": round(self.hits / total, 4) if total else None,
                "size": len(self._items)}


__all__ = ["DecompositionCache", "LLMDecomposer", "RuleDecomposer", "classify_domain", "classify_intent"]
