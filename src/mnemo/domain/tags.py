"""Tag normalization for agent writes (``docs/design/write_gate.md``'s tag normalizer).

Agents tag the same idea a dozen ways (``auth``, ``auth-fix``, ``Authentication``, ``인증``): one deployment
ended with 393 distinct tags for 331 memories. Every tag is brought to one written form (NFKC, lower case,
words joined by hyphens) and then to its *primary* through a synonym map (the design's starter map plus
Korean and common engineering entries, overridable from configuration). Two kinds of variant exist:

* **spellings** of the primary (``auth-fix``, ``authentication``, ``bugfix``, ``버그수정``, ``k8s``) say nothing
  the primary does not, so they are replaced by it;
* **specific** variants (``oauth``, ``pgvector``, ``e2e``) name a particular thing inside the primary's area,
  so with ``preserve_specific_as_secondary`` they are kept as a secondary tag next to the primary (the
  design's example: ``["auth-fix", "oauth", "cli"]`` becomes ``["auth", "oauth", "cli"]``).

Tags the map does not know are kept in their normalized form; a generic qualifier (``-fix``, ``-issue``,
``-update``, ``수정``, ``작업``…) on a known tag is dropped (``kubernetes-update`` is ``kubernetes``). Matching
ignores hyphens, spaces and a plural ``s``, so ``Bug Fix``, ``bug_fix`` and ``bugfixes`` meet ``bugfix``.

Pure: standard library only. Suggesting tags from a text needs the Korean analyzer and lives in the
pipeline (``pipeline.gate``); ``suggest_tags`` here only ranks the words it is given.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

MIN_TAGS = 3
MAX_TAGS = 8
MAX_TAG_CHARS = 48

# The design's starter map, then Korean entries and the engineering areas agents tag most. Variants are
# matched after normalization, so one spelling of each is enough ("Bug Fix" meets "bug-fix").
DEFAULT_SYNONYMS: dict[str, list[str]] = {
    # -- the design's starter map --
    "auth": ["authentication", "auth-fix", "auth-chain", "auth-gateway", "oauth", "requireAuth",
             "authn", "authorization", "authz", "login", "sso", "인증", "로그인", "인증-수정"],
    "cli": ["lanonasis-cli", "cli-fix", "command-line", "cli-tool", "커맨드라인"],
    "supabase": ["supabase-db", "supabase-migration"],
    "mcp": ["mcp-server", "enterprise-mcp", "vortex-mcp", "model-context-protocol"],
    "database": ["db", "sql", "postgres", "pgvector", "postgresql", "databases", "데이터베이스", "디비", "db-fix"],
    "testing": ["test", "e2e", "unit-test", "test-suite", "tests", "unit-tests", "integration-test",
                "flaky-test", "테스트", "단위-테스트", "시험"],
    "deployment": ["release", "deploy", "ci-cd", "deploys", "rollout", "배포", "릴리스", "릴리즈", "출시"],
    "search": ["vector-search", "semantic-search", "search_memories_voyage", "검색", "full-text-search", "검색엔진",
               "search-engine"],
    # -- added: Korean and common engineering areas --
    "bug": ["bug-fix", "bugfix", "bugs", "fix", "fixes", "hotfix", "defect", "버그", "버그수정", "버그-수정",
            "오류", "에러", "결함"],
    "kubernetes": ["k8s", "kube", "kubectl", "helm", "쿠버네티스"],
    "performance": ["perf", "latency", "optimization", "optimisation", "speed", "성능", "성능개선", "최적화"],
    "security": ["sec", "vulnerability", "cve", "보안", "취약점"],
    "docs": ["documentation", "doc", "readme", "api-docs", "문서", "문서화"],
    "ci": ["continuous-integration", "github-actions", "ci-pipeline", "pipeline", "빌드", "build"],
    "monitoring": ["observability", "metrics", "alerting", "alerts", "grafana", "prometheus", "모니터링", "알람"],
    "logging": ["logs", "log", "log-collection", "로그", "로깅", "로그수집"],
    "cache": ["caching", "redis", "cache-invalidation", "캐시", "캐싱"],
    "refactoring": ["refactor", "cleanup", "code-cleanup", "리팩터링", "리팩토링"],
    "payments": ["payment", "billing", "checkout", "stripe", "결제", "결제모듈", "빌링"],
    "notifications": ["notification", "notify", "push", "email-notification", "알림", "푸시"],
    "frontend": ["ui", "front-end", "react", "css", "프론트엔드", "프론트", "화면"],
    "backend": ["back-end", "server", "서버", "백엔드"],
    "api": ["rest", "rest-api", "endpoint", "endpoints", "graphql", "grpc"],
    "infrastructure": ["infra", "terraform", "aws", "cloud", "인프라"],
    "migration": ["migrations", "db-migration", "schema-migration", "마이그레이션", "이관"],
    "dependencies": ["deps", "dependency", "dependency-upgrade", "upgrade", "pip", "npm", "의존성", "업그레이드"],
    "mobile": ["ios", "android", "app", "모바일", "앱"],
    "data": ["etl", "data-pipeline", "backup", "backups", "데이터", "백업"],
    "i18n": ["internationalization", "localization", "l10n", "translation", "다국어", "번역"],
    "progress": ["wip", "status", "status-update", "progress-note", "update", "진행", "진행상황", "진행-상황"],
    "incident": ["incidents", "outage", "postmortem", "post-mortem", "장애", "장애대응"],
    "root-cause": ["rca", "cause", "root-cause-analysis", "원인", "원인분석", "원인-분석"],
    "timeout": ["timeouts", "deadline", "deadline-exceeded", "타임아웃"],
    "webhooks": ["webhook", "callbacks", "웹훅"],
    "email": ["e-mail", "mail", "emails", "smtp", "이메일", "메일"],
    "feature-flags": ["feature-flag", "flags", "flag", "feature-toggles", "launchdarkly", "피처플래그"],
    "rate-limiting": ["rate-limit", "ratelimit", "rate-limiter", "throttling", "레이트리밋", "처리율-제한"],
    "autoscaling": ["auto-scaling", "hpa", "keda", "scaling", "오토스케일링", "스케일링"],
    "timezones": ["timezone", "time-zone", "tz", "시간대", "타임존"],
    "elasticsearch": ["es", "opensearch", "엘라스틱서치"],
    "docker": ["containers", "container", "dockerfile", "도커", "컨테이너"],
    "config": ["configuration", "settings", "설정", "환경설정"],
    "evaluation": ["eval", "evals", "benchmark", "benchmarks", "평가"],
    "debugging": ["debug", "troubleshooting", "디버깅"],
    "jobs": ["job", "background-jobs", "queue", "queues", "worker", "workers", "cron", "cronjob", "배치", "큐"],
    "retries": ["retry", "backoff", "재시도"],
    "concurrency": ["race-condition", "deadlock", "locking", "동시성", "경쟁조건", "경쟁-조건"],
    "permissions": ["rbac", "acl", "access-control", "roles", "권한"],
    "audit": ["auditing", "audit-log", "감사"],
    "crash": ["crashes", "crashlytics", "anr", "크래시"],
    "websocket": ["websockets", "ws", "realtime", "real-time", "웹소켓", "실시간"],
    "tech-debt": ["technical-debt", "debt", "기술부채"],
    "architecture": ["design", "system-design", "설계", "아키텍처"],
    "automation": ["automate", "automated", "자동화"],
    "signup": ["sign-up", "registration", "register", "onboarding", "회원가입", "가입"],
    "load-testing": ["load-test", "stress-test", "k6", "locust", "부하테스트", "부하-테스트"],
    "recovery": ["restore", "disaster-recovery", "pitr", "복구"],
    "export": ["exports", "csv", "csv-export", "내보내기"],
    "memory-leak": ["memory-leaks", "leak", "leaks", "oom", "out-of-memory", "메모리-누수", "메모리누수"],
    "refunds": ["refund", "환불", "환불처리"],
    "indexing": ["index", "indexes", "reindex", "re-index", "indexer", "인덱스", "인덱싱", "색인", "재색인"],
}

# Variants that name something particular inside the primary's area: kept next to the primary.
DEFAULT_SPECIFIC: frozenset[str] = frozenset({
    "oauth", "auth-chain", "auth-gateway", "requireAuth", "sso", "lanonasis-cli", "supabase-migration",
    "enterprise-mcp", "vortex-mcp", "postgres", "pgvector", "e2e", "unit-test", "integration-test",
    "flaky-test", "vector-search", "semantic-search", "search_memories_voyage", "full-text-search", "helm",
    "hotfix", "cve", "grafana", "prometheus", "github-actions", "redis", "stripe", "react", "graphql", "grpc",
    "terraform", "aws", "ios", "android", "etl", "backup", "ci-cd", "rollout", "launchdarkly", "keda", "hpa",
    "opensearch", "deadlock", "race-condition", "crashlytics", "k6", "locust", "pitr", "smtp",
})

# Words that qualify a tag without changing what it is about ("auth-fix" is about auth).
GENERIC_QUALIFIERS: frozenset[str] = frozenset({
    "fix", "fixes", "fixed", "fixing", "issue", "issues", "problem", "problems", "bug", "bugs", "update",
    "updates", "change", "changes", "work", "wip", "task", "tasks", "related", "stuff", "misc", "general",
    "improvement", "improvements", "followup", "follow", "up", "todo", "notes", "note",
    "수정", "작업", "관련", "이슈", "문제", "개선", "변경", "업데이트",
})

_SEPARATORS = re.compile(r"[\s_/\\|.:;,+]+")
_NOT_TAG = re.compile(r"[^\w\-]+", re.UNICODE)
_DASHES = re.compile(r"-{2,}")


def tag_form(raw: str) -> str:
    """The one written form of a tag: NFKC, lower case, no '#', words joined by single hyphens.

    ``"Bug Fix"`` -> ``bug-fix``, ``"#CI/CD"`` -> ``ci-cd``, ``"버그 수정"`` -> ``버그-수정``. Zero-width and other
    format characters are removed; anything that is not a letter, digit or hyphen goes."""
    text = unicodedata.normalize("NFKC", str(raw))
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    text = text.strip().lstrip("#").casefold()
    text = _SEPARATORS.sub("-", text)
    text = _NOT_TAG.sub("", text)
    return _DASHES.sub("-", text).strip("-")


def tag_key(form: str) -> str:
    """What matching compares: the written form without hyphens (``bug-fix`` and ``bugfix`` meet)."""
    return form.replace("-", "")


def _singular(key: str) -> str | None:
    if len(key) > 4 and key.endswith("ies"):
        return key[:-3] + "y"
    if len(key) > 3 and key.endswith("s") and not key.endswith("ss"):
        return key[:-1]
    return None


@dataclass(frozen=True)
class TagVocabulary:
    """A synonym map compiled for lookups: key -> primary, and which variants are specific."""

    primary_of: Mapping[str, str]
    specific: frozenset[str]
    primaries: tuple[str, ...]

    @classmethod
    def build(cls, synonyms: Mapping[str, Sequence[str]] | None = None,
              specific: Iterable[str] | None = None) -> TagVocabulary:
        """Compile ``{primary: [variants]}``; a variant listed under two primaries stays with the first."""
        synonyms = DEFAULT_SYNONYMS if synonyms is None else synonyms
        specific = DEFAULT_SPECIFIC if specific is None else specific
        primary_of: dict[str, str] = {}
        primaries: list[str] = []
        for primary, variants in synonyms.items():
            p = tag_form(primary)
            if not p:
                continue
            primaries.append(p)
            primary_of[tag_key(p)] = p  # a primary always maps to itself
        for primary, variants in synonyms.items():
            p = tag_form(primary)
            for v in variants or []:
                k = tag_key(tag_form(v))
                if k and k not in primary_of:
                    primary_of[k] = p
        return cls(primary_of, frozenset(tag_key(tag_form(s)) for s in specific), tuple(primaries))

    def lookup(self, form: str) -> str | None:
        """The primary of a normalized tag, or None when the map does not know it (plural or singular)."""
        key = tag_key(form)
        hit = self.primary_of.get(key)
        if hit is None:
            single = _singular(key)
            hit = self.primary_of.get(single) if single else self.primary_of.get(key + "s")
        return hit

    def is_specific(self, form: str) -> bool:
        key = tag_key(form)
        return key in self.specific or (_singular(key) or "") in self.specific

    def resolve(self, form: str) -> tuple[str, str | None]:
        """(primary, secondary or None) for one normalized tag.

        Known spelling -> (primary, None); known specific variant -> (primary, the variant); a known tag with
        generic qualifiers (``auth-fix``, ``kubernetes-update``, ``결제-수정``) -> that tag's resolution; an
        unknown tag -> (itself, None)."""
        primary = self.lookup(form)
        if primary is not None:
            if self.is_specific(form) and tag_key(form) != tag_key(primary):
                return primary, form
            return primary, None
        parts = [p for p in form.split("-") if p]
        core = [p for p in parts if p not in GENERIC_QUALIFIERS]
        if core and len(core) < len(parts):
            inner = "-".join(core)
            if self.lookup(inner) is not None:
                return self.resolve(inner)
        # Korean compounds are written without a hyphen ("결제수정"): a known word plus a qualifier suffix.
        for q in GENERIC_QUALIFIERS:
            if len(form) > len(q) + 1 and form.endswith(q) and not q.isascii():
                inner = form[: -len(q)].rstrip("-")
                if self.lookup(inner) is not None:
                    return self.resolve(inner)
        return form, None


DEFAULT_VOCABULARY = TagVocabulary.build()


@dataclass
class TagResult:
    """Normalized tags (primaries first where they came, each specific variant right after its primary),
    how each input tag was mapped, and what was dropped for the maximum."""

    tags: list[str]
    mapped: dict[str, str] = field(default_factory=dict)  # input tag -> primary, only where they differ
    dropped: list[str] = field(default_factory=list)
    invalid: list[str] = field(default_factory=list)  # input tags with nothing left after normalization

    @property
    def missing(self) -> int:
        return max(0, MIN_TAGS - len(self.tags))


def normalize_tags(raw: Iterable[str], vocabulary: TagVocabulary = DEFAULT_VOCABULARY, *,
                   max_tags: int = MAX_TAGS, keep_specific: bool = True) -> TagResult:
    """Normalize, map to primaries, keep specific variants as secondaries, de-duplicate, cap at ``max_tags``.

    When over the cap, secondaries go first (from the end), then the last primaries: the primaries are what
    tags are for (finding everything about an area); the specific variants are refinements."""
    order: list[tuple[str, bool]] = []  # (tag, is_secondary)
    seen: set[str] = set()
    result = TagResult(tags=[])
    for tag in raw:
        form = tag_form(tag)[:MAX_TAG_CHARS].strip("-")
        if not form:
            result.invalid.append(str(tag))
            continue
        primary, secondary = vocabulary.resolve(form)
        if primary != form and secondary != form:
            result.mapped[str(tag)] = primary
        for t, is_secondary in ((primary, False), (secondary, True)):
            if t is None or (is_secondary and not keep_specific):
                continue
            k = tag_key(t)
            if k not in seen:
                seen.add(k)
                order.append((t, is_secondary))
    while len(order) > max_tags:
        drop = next((i for i in range(len(order) - 1, -1, -1) if order[i][1]), len(order) - 1)
        result.dropped.append(order.pop(drop)[0])
    result.dropped.reverse()
    result.tags = [t for t, _ in order]
    return result


def align_to_vocabulary(tags: Sequence[str], known: Mapping[str, int]) -> list[str]:
    """Spell each tag the way the user already does: a tag the synonym map left alone becomes an existing tag
    of the user that differs only by a plural ``s``, a hyphen, or a short ending (``rate-limit`` ->
    ``rate-limiting``, ``timeouts`` -> ``timeout``), or the one existing compound it is a part of (``flaky`` ->
    ``flaky-test``); the most used spelling wins. ``known`` counts the user's tags. Keeps a user's vocabulary
    from splitting one idea into several spellings over time."""
    by_key: dict[str, list[str]] = {}
    for tag in known:
        by_key.setdefault(tag_key(tag), []).append(tag)
    out: list[str] = []
    seen: set[str] = set()
    for tag in tags:
        key = tag_key(tag)
        choice = tag
        if tag not in known:
            candidates = [t for k, ts in by_key.items() if _same_word(key, k) for t in ts]
            if not candidates and "-" not in tag and len(key) >= 4:
                compounds = [t for t in known if key in t.split("-") and t != tag]
                candidates = compounds if len(compounds) == 1 else []
            if candidates:
                choice = max(candidates, key=lambda t: (known[t], -len(t)))
        if tag_key(choice) not in seen:
            seen.add(tag_key(choice))
            out.append(choice)
    return out


def _same_word(a: str, b: str) -> bool:
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 4 and long_.startswith(short) and len(long_) - len(short) <= 3


def union_tags(existing: Sequence[str], incoming: Sequence[str], vocabulary: TagVocabulary = DEFAULT_VOCABULARY,
               *, max_tags: int = MAX_TAGS) -> list[str]:
    """Tags of a merge: the existing memory's tags, then the incoming ones it lacks, normalized, capped."""
    return normalize_tags([*existing, *incoming], vocabulary, max_tags=max_tags).tags


def suggest_tags(words: Sequence[str], have: Sequence[str], need: int,
                 vocabulary: TagVocabulary = DEFAULT_VOCABULARY, *, preferred: Sequence[str] = (),
                 related: Sequence[str] = (), keyword_min_count: int = 2) -> list[str]:
    """Up to ``need`` tags for a text, from its content words in order (already tokenized by the caller).

    Preference, so suggestions reuse a small vocabulary instead of inventing one per memory: (1) words the
    synonym map knows (mapped to their primary: "배포" -> deployment, "k8s" -> kubernetes), also across two
    neighbouring words ("unit test"); (2) ``preferred`` tags (the user's own vocabulary) that the text
    mentions; (3) ``related`` tags (those of the user's memories most similar to this one), mentioned or
    not; (4) the text's content words said at least ``keyword_min_count`` times, most frequent first. A word
    said once is not made a tag: one-off tags are the entropy the normalizer exists to remove, so a text
    with nothing better keeps fewer than the minimum (and the writer is told)."""
    if need <= 0:
        return []
    taken = {tag_key(t) for t in have}
    out: list[str] = []

    def take(tag: str) -> bool:
        k = tag_key(tag)
        if tag and k not in taken:
            taken.add(k)
            out.append(tag)
        return len(out) >= need

    forms = [f for f in (tag_form(w) for w in words) if f]
    for i, f in enumerate(forms):
        for cand in ((f"{f}-{forms[i + 1]}",) if i + 1 < len(forms) else ()) + (f,):
            primary = vocabulary.lookup(cand)
            if primary is not None and take(primary):
                return out
    mentioned = {tag_key(f) for f in forms}
    for tag in preferred:
        form = tag_form(tag)
        if form and all(tag_key(p) in mentioned for p in form.split("-")) and take(vocabulary.resolve(form)[0]):
            return out
    for tag in related:
        form = tag_form(tag)
        if form and take(vocabulary.resolve(form)[0]):
            return out
    counts: dict[str, int] = {}
    first: dict[str, int] = {}
    for i, f in enumerate(forms):
        if _good_keyword(f):
            counts[f] = counts.get(f, 0) + 1
            first.setdefault(f, i)
    for f in sorted(counts, key=lambda w: (-counts[w], first[w])):
        if counts[f] >= keyword_min_count and take(vocabulary.resolve(f)[0]):
            break
    return out


_DIGITS = re.compile(r"^\d[\d\-]*$")


def _good_keyword(form: str) -> bool:
    """A content word that can stand as a tag: not a number, long enough to mean something."""
    if _DIGITS.match(form) or form in GENERIC_QUALIFIERS:
        return False
    if form.isascii():
        return 3 <= len(form) <= 30
    return 2 <= len(form) <= 12
