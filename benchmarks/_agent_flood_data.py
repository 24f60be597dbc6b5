"""Agent writes for ``agent_flood.py``: task sessions written the way coding agents write memories.

Each session is one task (a bug fix, a migration, a rollout). An agent calls "create memory" for every
step: a first finding, progress notes, the same fact again in other words, summaries that restate two
facts at once, a thin one-liner now and then, and tags in whatever spelling it picked that minute
(``bug-fix``, ``bugfix``, ``Bug Fix``, ``버그수정``, ``k8s``/``kubernetes`` ...). Some sessions are in Korean.

Ground truth: every write names the fact(s) of its session it states (``"a"``, or ``"a+b"`` for a summary).
A write is *redundant* when every fact it states was already stated by an earlier write of the same
session, and *distinct* otherwise. Merging a write into a memory is correct only when the memory belongs to
the same session and already holds one of the write's facts.

Sessions carry a split: ``dev`` sessions were looked at while the gate was built; ``heldout`` sessions were
written at the same time but not looked at for any choice, and are reported separately. Several sessions
share a subject on purpose (two auth tasks, two Kubernetes tasks, two payment tasks in Korean) so that
cross-session false merges have a chance to happen.

Written for this benchmark; no outside text.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Write:
    facts: tuple[str, ...]
    content: str
    tags: tuple[str, ...]
    title: str | None = None


@dataclass(frozen=True)
class Session:
    id: str
    lang: str
    split: str
    writes: tuple[Write, ...]


def w(facts: str, content: str, *tags: str, title: str | None = None) -> Write:
    return Write(tuple(facts.split("+")), " ".join(content.split()), tuple(tags), title)


def s(sid: str, lang: str, split: str, *writes: Write) -> Session:
    return Session(sid, lang, split, tuple(writes))


SESSIONS: list[Session] = [
    # ================================================================ dev ==================================
    s("cli-auth-401", "en", "dev",
      w("a", "CLI auth bug: `onasis login` succeeds but every command afterwards returns 401 once the access "
             "token expires (about 15 minutes). Looks like the refresh token never reaches disk.", "bug-fix", "CLI", "auth"),
      w("b", "Root cause found: saveSession() in src/auth/session.ts writes only access_token to "
             "~/.onasis/credentials.json; refresh_token is dropped, so refresh fails and the CLI falls back to 401.",
        "bugfix", "authentication"),
      w("a", "Still on the CLI 401 problem: after the 15-minute access token expiry every command fails with 401 "
             "even though login worked.", "Bug Fix", "cli-fix"),
      w("c", "Fix applied: saveSession() now persists both access_token and refresh_token, and the refresh call "
             "retries once on a 401 before giving up.", "auth-fix", "cli"),
      w("b", "Confirmed the cause again: credentials.json is missing refresh_token because saveSession() only "
             "serializes the access token.", "auth", "bug"),
      w("d", "Added unit tests for token refresh: tests/auth/refresh.test.ts covers expiry, a rotated refresh "
             "token and a revoked one; 3 new tests, all passing.", "testing", "unit-test", "auth"),
      w("c", "saveSession() writes both tokens now and refresh retries once on 401; CLI commands keep working "
             "past the 15-minute expiry.", "Auth", "CLI"),
      w("b+c", "Summary of CLI auth fix: the 401s came from saveSession() dropping refresh_token; it now saves "
               "both tokens and refresh retries once.", "auth-fix", "bug-fix", "cli", title="CLI auth fix summary"),
      w("c", "CLI auth fixed.", "auth"),
      w("d", "Token refresh tests added (expiry, rotation, revocation), green in CI.", "tests", "auth"),
      ),
    s("flaky-ci-payments", "en", "dev",
      w("a", "CI is flaky: test_checkout_concurrency in the payments suite fails roughly 1 run in 5 on GitHub "
             "Actions with a deadlock timeout, never locally.", "ci", "flaky-test", "payments"),
      w("b", "The flaky checkout test shares one Postgres database across pytest-xdist workers; two workers lock "
             "the same orders rows in opposite order and deadlock.", "testing", "postgres"),
      w("a", "test_checkout_concurrency keeps failing intermittently in CI (deadlock timeout), about 20% of runs.",
        "CI", "flaky"),
      w("c", "Fix: each xdist worker now gets its own schema (payments_test_gw0, gw1, ...) created in conftest.py; "
             "no shared rows between workers any more.", "test-fix", "testing"),
      w("b", "Deadlock explained: xdist workers hit the same orders rows in reverse order because they share a "
             "single test database.", "database", "tests"),
      w("d", "Ran the payments suite 50 times in CI after the schema-per-worker change: 50/50 green, suite time "
             "went from 6m10s to 4m40s.", "ci", "test-suite"),
      w("c", "Per-worker schemas are in: conftest.py creates payments_test_<worker> so the workers never share "
             "rows.", "testing", "payments"),
      w("d", "50 consecutive green CI runs of the payments suite; runtime down to 4m40s from 6m10s.", "CI", "perf"),
      w("b+c", "Flaky checkout test is fixed: the deadlock came from xdist workers sharing one database, solved "
               "with a schema per worker.", "flaky-test", "bug-fix", title="Flaky CI fix"),
      ),
    s("pg16-migration", "en", "dev",
      w("a", "Planning the billing database upgrade from PostgreSQL 13 to 16 using pg_upgrade --link on the "
             "replica first, then failover; maintenance window Saturday 02:00-04:00 UTC.", "database", "migration",
        "postgres"),
      w("b", "pg_upgrade check fails: the pg_partman 4.5 extension is not available for Postgres 16, need to "
             "upgrade pg_partman to 5.0 on 13 before running pg_upgrade.", "db", "db-migration"),
      w("a", "Billing DB upgrade plan: PG13 to PG16 with pg_upgrade in link mode on the replica, then fail over; "
             "window is Saturday 02:00-04:00 UTC.", "Database", "Migration"),
      w("c", "Upgraded pg_partman from 4.5 to 5.0 on the PG13 primary; partition maintenance job still runs fine "
             "and pg_upgrade --check now passes.", "postgres", "pg_partman"),
      w("b", "Blocker recap: pg_partman 4.5 has no Postgres 16 build, so pg_upgrade --check refused until the "
             "extension is upgraded.", "database", "blocker"),
      w("d", "Migration done: billing runs on PostgreSQL 16 since 03:12 UTC; failover took 48 seconds of "
             "read-only time, no errors in the billing API.", "migration", "postgresql", "release"),
      w("e", "Follow-up: autovacuum settings were lost in the upgrade (postgresql.conf not copied); restored "
             "autovacuum_vacuum_scale_factor=0.05 on the new cluster.", "database", "config"),
      w("d", "Billing is on Postgres 16 now; 48 s of read-only during failover and the API stayed healthy.",
        "db", "migrations"),
      w("c", "pg_upgrade --check is clean after moving pg_partman to 5.0 on PG13.", "postgres"),
      w("e", "Restored autovacuum_vacuum_scale_factor=0.05 on the PG16 cluster because the upgrade did not carry "
             "over postgresql.conf.", "db", "autovacuum"),
      ),
    s("k8s-rollout-api", "en", "dev",
      w("a", "Rolling out api-gateway v2.3 to the prod Kubernetes cluster with a canary: 10% of traffic for 30 "
             "minutes, watching p99 latency and 5xx rate in Grafana.", "k8s", "deployment", "canary"),
      w("b", "Canary of api-gateway v2.3 shows p99 latency at 480 ms versus 210 ms on v2.2; 5xx unchanged. "
             "Pausing the rollout.", "kubernetes", "performance"),
      w("a", "api-gateway v2.3 canary started on prod k8s at 10% traffic, 30-minute observation window.",
        "deploy", "K8S"),
      w("c", "Latency regression traced to the new JSON schema validator in v2.3: it compiles the schema on "
             "every request. Caching the compiled validator fixes it locally (p99 190 ms).", "perf", "bug"),
      w("b", "Rollout paused: v2.3 canary p99 is 480 ms against 210 ms for v2.2.", "k8s", "latency"),
      w("d", "Shipped api-gateway v2.3.1 with the cached validator; canary p99 205 ms, promoted to 100% at "
             "16:40, old ReplicaSet scaled down.", "deployment", "kubernetes", "release"),
      w("c", "Cause of the v2.3 slowdown: schema validator was recompiled per request; v2.3.1 caches it.",
        "performance", "api-gateway"),
      w("d", "api-gateway v2.3.1 fully rolled out on prod, p99 back to about 205 ms.", "k8s", "deploy"),
      w("b+c+d", "Rollout summary: v2.3 canary regressed p99 (480 ms) because the validator compiled per "
                 "request; v2.3.1 caches it and is now at 100% with p99 205 ms.", "deployment", "perf",
        "kubernetes", title="api-gateway v2.3 rollout"),
      ),
    s("worker-memory-leak", "en", "dev",
      w("a", "The image-resize worker's RSS grows from 300 MB to 2.8 GB over 6 hours until the OOM killer "
             "restarts the pod; started after the Pillow 10 upgrade.", "memory-leak", "worker", "bug"),
      w("b", "tracemalloc snapshot diff: the growth is in PIL.Image.open objects kept alive by our LRU thumbnail "
             "cache, which stores the Image object instead of bytes.", "debugging", "python"),
      w("a", "Worker memory leak: RSS climbs to ~2.8 GB within 6 hours and the pod gets OOM-killed; began with "
             "Pillow 10.", "Bug", "leak"),
      w("c", "Changed the thumbnail cache to store encoded PNG bytes (max 256 entries) instead of PIL Image "
             "objects; each image is closed after resizing.", "fix", "worker"),
      w("d", "After the cache change RSS stays flat at 310-340 MB over a 12-hour soak test.", "memory", "testing"),
      w("b", "Leak source confirmed: the LRU thumbnail cache holds PIL Image objects (with their buffers) "
             "rather than bytes.", "memory-leak", "python"),
      w("c", "Thumbnail cache now keeps PNG bytes only, capped at 256 entries, and images are closed after use.",
        "bug-fix", "cache"),
      w("d", "12h soak: worker memory flat around 330 MB.", "memory"),
      w("e", "Added a Prometheus alert when worker RSS exceeds 1.5 GB for 10 minutes, so a regression pages "
             "before the OOM killer acts.", "monitoring", "alerts"),
      ),
    s("search-relevance", "en", "dev",
      w("a", "Search relevance complaint: queries with product codes like 'SKU-4471' return unrelated items "
             "because the vector search ignores exact tokens.", "search", "vector-search", "relevance"),
      w("b", "Added a BM25 keyword leg next to the vector search and fuse them with reciprocal rank fusion "
             "(k=60); exact codes now come first.", "semantic-search", "bm25"),
      w("a", "Problem: exact product codes (SKU-4471) get poor results from pure vector search.", "Search"),
      w("c", "Offline eval on 400 labeled queries: nDCG@10 went from 0.61 (vector only) to 0.74 with the hybrid "
             "fusion; code queries from 0.22 to 0.91.", "evaluation", "search"),
      w("b", "Hybrid retrieval implemented: BM25 plus vector, merged by reciprocal rank fusion with k=60.",
        "search", "hybrid-search"),
      w("c", "Hybrid search eval: nDCG@10 0.61 -> 0.74 overall and 0.22 -> 0.91 for product-code queries "
             "(400 labeled queries).", "eval", "vector-search"),
      w("d", "Hybrid search deployed behind the flag search.hybrid=true for 10% of users; latency p95 +9 ms.",
        "deployment", "feature-flag"),
      w("b+c", "Search relevance work summary: BM25 + vector with RRF lifted nDCG@10 to 0.74 and fixed "
               "product-code lookups.", "search", title="Hybrid search"),
      w("d", "search.hybrid flag on for 10% of users, p95 latency up by 9 ms only.", "release", "search"),
      ),
    s("docs-api-reference", "en", "dev",
      w("a", "Generating the API reference from the OpenAPI spec with Redoc; the build fails because three "
             "endpoints have duplicate operationIds (listMemories appears twice).", "docs", "openapi"),
      w("b", "Renamed the duplicate operationIds: listMemories -> listMemoriesByTag for the /tags route, and "
             "fixed getKey / getKeys collisions; Redoc build passes.", "documentation", "api"),
      w("a", "Docs build broken: Redoc rejects the spec because operationIds are duplicated (listMemories).",
        "Docs", "build"),
      w("c", "Published the API reference to docs.example.dev/api with a GitHub Actions job that rebuilds it on "
             "every tag.", "docs", "ci-cd"),
      w("b", "operationId clashes resolved (listMemoriesByTag, getKey/getKeys), spec validates and Redoc "
             "renders.", "api-docs"),
      w("c", "API reference is live at docs.example.dev/api and rebuilds automatically on each release tag.",
        "documentation", "deploy"),
      w("d", "Added request/response examples for the 12 memory endpoints to the OpenAPI spec so the reference "
             "shows real payloads.", "docs", "examples"),
      w("d", "Examples added for all 12 memory endpoints in openapi.yaml.", "docs"),
      ),
    s("ko-deploy-pipeline", "ko", "dev",
      w("a", "배포 파이프라인 개선 작업 시작: 현재 스테이징 배포에 평균 25분이 걸리고, 대부분이 도커 이미지 빌드 단계에서 "
             "캐시를 못 써서 생긴다.", "배포", "ci-cd", "docker"),
      w("b", "원인 확인: GitHub Actions 러너가 매번 새로 떠서 도커 레이어 캐시가 없다. buildx의 registry 캐시"
             "(type=registry)를 쓰면 재사용 가능할 것 같다.", "배포", "캐시"),
      w("a", "스테이징 배포가 25분 정도 걸림. 이미지 빌드에서 캐시가 안 먹어서 시간이 대부분 소요됨.", "deploy", "빌드"),
      w("c", "buildx registry 캐시 적용 완료: cache-to/cache-from을 ghcr.io에 두었고 이미지 빌드가 14분에서 3분으로 "
             "줄었다.", "ci", "docker", "성능개선"),
      w("b", "도커 레이어 캐시가 없는 이유는 러너가 매번 새로 생성되기 때문. registry 캐시로 해결 예정.", "배포"),
      w("d", "전체 스테이징 배포 시간이 25분에서 9분으로 단축됨. 남은 시간은 주로 통합 테스트(5분).", "배포", "성능"),
      w("c", "이미지 빌드 시간 14분 -> 3분. ghcr.io에 buildx 캐시를 저장하도록 워크플로를 바꿨다.", "Deploy", "docker"),
      w("e", "통합 테스트를 두 개의 잡으로 병렬화하는 PR 올림(#482). 머지되면 배포가 6분대로 줄어들 예정.", "테스트",
        "ci"),
      w("d", "스테이징 배포 9분 달성 (기존 25분).", "배포"),
      ),
    s("ko-payment-bug", "ko", "dev",
      w("a", "결제 버그: 카드 결제 승인 후 주문 상태가 '결제 대기'로 남는 건이 하루 30건 정도 발생. PG사 웹훅은 정상 "
             "수신된 것으로 로그에 찍힘.", "버그수정", "결제"),
      w("b", "원인: 웹훅 핸들러가 주문 조회 전에 트랜잭션을 커밋해서, 주문 생성 트랜잭션보다 웹훅이 먼저 도착하면 주문을 "
             "못 찾고 조용히 무시한다.", "버그", "payments"),
      w("a", "승인된 카드 결제인데 주문이 '결제 대기' 상태로 남는 문제, 하루 약 30건. 웹훅은 수신됨.", "bug-fix", "결제"),
      w("c", "수정: 주문을 못 찾으면 웹훅을 재시도 큐에 넣고 5초 간격으로 최대 5번 다시 처리하도록 변경.", "버그 수정",
        "결제모듈"),
      w("b", "웹훅이 주문 생성보다 먼저 도착하면 핸들러가 주문을 찾지 못하고 무시하는 경쟁 조건이 원인이었다.", "버그"),
      w("d", "배포 후 24시간 동안 '결제 대기'로 남은 주문 0건. 재시도 큐에서 처리된 웹훅은 41건.", "결제", "배포"),
      w("c", "웹훅 재시도 큐 적용: 주문이 없으면 5초 간격 최대 5회 재처리.", "payments", "fix"),
      w("b+c", "결제 대기 버그 정리: 웹훅이 주문보다 먼저 오는 경쟁 조건 때문이었고, 재시도 큐로 해결했다.",
        "버그수정", "결제", title="결제 대기 버그"),
      w("d", "하루 동안 결제 대기 주문 0건 확인.", "결제"),
      ),
    s("ko-log-collection", "ko", "dev",
      w("a", "로그 수집 개선: 애플리케이션 로그가 Fluent Bit에서 Elasticsearch로 가는 도중 피크 시간에 초당 약 2천 건씩 "
             "유실되고 있다.", "로그", "logging", "elasticsearch"),
      w("b", "유실 원인: Fluent Bit의 mem_buf_limit이 5MB라 ES가 느려지면 버퍼가 차서 입력을 일시 중지(pause)하고 그 "
             "사이 로그가 버려진다.", "로깅", "fluent-bit"),
      w("c", "filesystem 버퍼(storage.type filesystem)로 바꾸고 storage.total_limit_size를 2GB로 설정. ES 벌크 크기도 "
             "5MB로 늘림.", "로그수집", "설정"),
      w("a", "피크 시간대 로그 유실이 초당 2천 건 정도 된다. Fluent Bit -> ES 구간.", "logs"),
      w("b", "mem_buf_limit 5MB 초과 시 Fluent Bit가 입력을 멈추면서 로그가 버려지는 것이 원인.", "로그", "원인분석"),
      w("d", "변경 후 일주일 피크 기간 동안 유실 0건, 디스크 버퍼 최대 사용량은 380MB.", "로그", "모니터링"),
      w("c", "Fluent Bit 버퍼를 파일시스템으로 전환(상한 2GB), ES 벌크 요청 크기 5MB.", "logging"),
      w("e", "ES 인덱스 수명 정책 추가: 로그 인덱스는 7일 후 warm 노드로, 30일 후 삭제.", "로그", "elasticsearch"),
      w("d", "일주일간 로그 유실 없음. 디스크 버퍼 최대 380MB 사용.", "로그"),
      ),
    # ============================================================ heldout ==================================
    s("oauth-google-login", "en", "heldout",
      w("a", "Google sign-in on the web app returns redirect_uri_mismatch in production only; staging works. "
             "The prod OAuth client lists https://app.example.com/auth/callback.", "oauth", "auth", "bug"),
      w("b", "The prod load balancer terminates TLS and forwards http, so the app builds the callback as "
             "http://app.example.com/auth/callback, which Google rejects.", "authentication", "infra"),
      w("a", "redirect_uri_mismatch from Google login, prod only; the configured callback is the https URL.",
        "OAuth", "login"),
      w("c", "Enabled ProxyFix with x_proto=1 so Flask trusts X-Forwarded-Proto; the callback URL is https again "
             "and Google sign-in works in prod.", "auth-fix", "flask"),
      w("b", "TLS ends at the load balancer, so Flask saw http and generated an http callback URL.", "auth",
        "load-balancer"),
      w("d", "Added an e2e test that runs the Google OAuth flow against a mock provider behind a TLS-terminating "
             "proxy, so this regression is caught in CI.", "e2e", "testing", "oauth"),
      w("c", "ProxyFix(x_proto=1) deployed; prod Google sign-in fixed.", "oauth"),
      w("b+c", "Google login fix summary: http callback behind the TLS-terminating LB caused "
               "redirect_uri_mismatch; trusting X-Forwarded-Proto via ProxyFix fixed it.", "auth", "bugfix",
        title="Google OAuth redirect fix"),
      w("d", "New e2e test covers Google OAuth behind a TLS proxy with a mock provider.", "e2e", "auth"),
      ),
    s("redis-cache-eviction", "en", "heldout",
      w("a", "Session cache misses jumped from 2% to 35% this morning; Redis reports evicted_keys climbing while "
             "used_memory sits at maxmemory 4 GB.", "redis", "cache", "incident"),
      w("b", "The new recommendations feature writes 1.2 million keys without TTL into the same Redis, and with "
             "allkeys-lru it evicts session keys first.", "caching", "root-cause"),
      w("a", "Cache hit rate collapsed: session misses at 35% (normally 2%), Redis is evicting keys at the 4 GB "
             "limit.", "Redis", "incident"),
      w("c", "Moved recommendations to their own Redis instance and gave every recommendation key a 6 hour TTL.",
        "redis", "infra"),
      w("d", "Session cache miss rate back to 1.8% an hour after the split; evicted_keys flat.", "cache",
        "monitoring"),
      w("b", "Root cause: 1.2M TTL-less recommendation keys in the shared Redis pushed session keys out under "
             "allkeys-lru.", "redis"),
      w("c", "Recommendations now live in a separate Redis with 6h TTLs on all keys.", "caching", "redis"),
      w("e", "Set maxmemory-policy volatile-lru on the session Redis so only keys with a TTL can be evicted, and "
             "added an alert on evicted_keys > 0.", "redis", "config", "alerting"),
      w("d", "Session misses are at 1.8% again and no more evictions.", "cache"),
      w("b+c", "Incident summary: a TTL-less key flood from recommendations evicted sessions; split Redis "
               "instances and TTLs fixed it.", "incident", "redis", title="Session cache incident"),
      ),
    s("terraform-s3", "en", "heldout",
      w("a", "Terraform plan wants to destroy and recreate the assets S3 bucket after upgrading the AWS provider "
             "from 4.x to 5.x, because the inline acl/versioning blocks were removed.", "terraform", "aws", "s3"),
      w("b", "Split the bucket config into aws_s3_bucket_versioning, aws_s3_bucket_acl and "
             "aws_s3_bucket_server_side_encryption_configuration resources, as the v5 upgrade guide requires.",
        "infra", "terraform"),
      w("a", "After the AWS provider 5 upgrade, terraform plan shows a destroy/recreate of the assets bucket.",
        "Terraform", "infrastructure"),
      w("c", "Imported the new sub-resources with terraform import (versioning, acl, sse) so plan shows no "
             "changes for the assets bucket.", "terraform", "import"),
      w("b", "Rewrote the assets bucket into separate versioning/acl/encryption resources per the provider v5 "
             "guide.", "iac", "aws"),
      w("c", "terraform import done for the three sub-resources; plan is clean (0 to add, 0 to change, 0 to "
             "destroy).", "terraform"),
      w("d", "Applied in prod with no changes to the bucket; added a CI check that fails any plan containing a "
             "destroy on S3 buckets.", "ci", "terraform", "safety"),
      w("d", "Prod apply clean; CI now blocks plans that destroy S3 buckets.", "infra"),
      ),
    s("frontend-bundle-size", "en", "heldout",
      w("a", "The dashboard's main JS bundle is 2.4 MB gzipped and first load takes 6.1 s on a mid-range phone; "
             "Lighthouse performance score 41.", "frontend", "performance", "bundle"),
      w("b", "Bundle analysis: moment.js with all locales is 520 KB and the charting library is imported whole "
             "(1.1 MB) even though only line charts are used.", "webpack", "frontend"),
      w("a", "Main bundle 2.4 MB gzip, first load 6.1 s on mid-range phones, Lighthouse 41.", "perf", "ui"),
      w("c", "Replaced moment.js with date-fns and switched to per-chart imports; the bundle is 980 KB now.",
        "frontend", "refactor"),
      w("d", "Lazy-loaded the reports and settings routes with React.lazy; initial bundle 610 KB, first load "
             "2.3 s, Lighthouse 78.", "react", "performance"),
      w("b", "Biggest offenders: moment with every locale (520 KB) and the full charting library (1.1 MB).",
        "bundle-size"),
      w("c", "moment.js is gone (date-fns instead) and charts are imported per type: bundle down to 980 KB.",
        "Frontend", "perf"),
      w("d", "Route-level code splitting done: initial bundle 610 KB, first load 2.3 s, Lighthouse score 78.",
        "frontend", "code-splitting"),
      w("b+c+d", "Bundle work summary: removing moment, per-chart imports and lazy routes took the bundle from "
                 "2.4 MB to 610 KB and Lighthouse from 41 to 78.", "performance", "frontend",
        title="Dashboard bundle size"),
      ),
    s("websocket-reconnect", "en", "heldout",
      w("a", "Mobile clients lose live updates after the phone sleeps: the WebSocket closes with code 1006 and "
             "the client never reconnects.", "websocket", "mobile", "bug"),
      w("b", "The reconnect loop only runs on the 'close' event, but iOS Safari fires no close event after "
             "suspension; the socket just stays dead.", "ios", "websocket"),
      w("c", "Added a heartbeat: the client sends ping every 20 s and reconnects with exponential backoff "
             "(1 s to 30 s) if no pong arrives within 10 s.", "websocket", "fix"),
      w("a", "Live updates stop on mobile after the device sleeps; socket closes (1006) and stays disconnected.",
        "Bug", "realtime"),
      w("b", "iOS Safari does not emit the close event after suspend, so our close-based reconnect never "
             "triggers.", "ios", "safari"),
      w("c", "Heartbeat in place: ping every 20s, reconnect with backoff 1s-30s when a pong is missing for 10s.",
        "websocket", "bugfix"),
      w("d", "Server side: the gateway now closes idle sockets after 60 s without a ping, so dead connections do "
             "not pile up (was 14k stale sockets).", "backend", "websocket"),
      w("d", "Gateway closes sockets idle for 60 s; stale connections dropped from 14k to near zero.", "server"),
      ),
    s("csv-export-timeout", "en", "heldout",
      w("a", "CSV export of the transactions report times out (504 after 60 s) for accounts with more than 200k "
             "rows.", "export", "bug", "timeout"),
      w("b", "The export builds the whole CSV in memory inside the request and the ORM loads every row as an "
             "object; 200k rows take ~95 s.", "backend", "performance"),
      w("c", "Moved exports to a background job: the request returns 202 with a job id, the worker streams rows "
             "with a server-side cursor and uploads the file to S3.", "backend", "jobs"),
      w("a", "Transactions CSV export returns 504 for big accounts (200k+ rows).", "bug-fix", "export"),
      w("d", "Users get an e-mail with a signed S3 link (valid 24 h) when their export is ready.", "notifications",
        "email"),
      w("c", "Exports run as background jobs now (202 + job id), streaming rows via a server-side cursor to S3.",
        "jobs", "export"),
      w("e", "A 1.1M-row export finishes in 3 min 40 s in the worker with memory under 150 MB.", "performance"),
      w("b", "Export was slow because it materialized every ORM row and the full CSV in memory in the request.",
        "perf"),
      w("d", "Export-ready e-mails with a 24-hour signed S3 link are live.", "email"),
      ),
    s("mcp-server-tools", "en", "heldout",
      w("a", "Building the MCP server for the memory service: tools create_memory, search_memories and "
             "get_context over stdio, using the official Python SDK.", "mcp", "mcp-server"),
      w("b", "Claude Desktop showed no tools because the server printed a log line to stdout, which corrupts "
             "the JSON-RPC stream; logs now go to stderr.", "mcp", "bug"),
      w("a", "MCP server scaffolded with create_memory, search_memories and get_context tools on stdio.",
        "MCP", "server"),
      w("c", "Tool descriptions rewritten so agents call create_memory without searching first; added input "
             "schemas with max lengths.", "mcp", "prompt-design"),
      w("b", "Tools were missing in Claude Desktop since a print() went to stdout and broke JSON-RPC; moved all "
             "logging to stderr.", "vortex-mcp", "debugging"),
      w("d", "Added streamable HTTP transport next to stdio, behind the same API-key check as the REST API.",
        "mcp", "http", "auth"),
      w("c", "Reworded tool descriptions and added length limits to the tool schemas.", "mcp"),
      w("d", "MCP over streamable HTTP works and requires an API key, like REST.", "enterprise-mcp"),
      ),
    s("supabase-rls", "en", "heldout",
      w("a", "Supabase RLS bug: users can read other teams' projects through the REST endpoint because the "
             "projects table policy checks auth.uid() but not team membership.", "supabase", "security", "rls"),
      w("b", "Rewrote the select policy: team_id must be in (select team_id from memberships where user_id = "
             "auth.uid()); same for update and delete.", "supabase", "database"),
      w("a", "Security issue: the projects RLS policy only checks auth.uid(), so other teams' projects are "
             "readable.", "Supabase", "sec"),
      w("c", "Added pgTAP tests that log in as users of two teams and assert each sees only its own projects; "
             "6 tests pass.", "testing", "supabase"),
      w("b", "projects policies now require membership of the row's team for select, update and delete.",
        "rls", "supabase-migration"),
      w("d", "Migration 20240611_projects_rls applied to prod; audit of access logs shows no cross-team reads in "
             "the last 30 days.", "supabase-migration", "security"),
      w("c", "pgTAP coverage for cross-team isolation: 6 tests, all green.", "tests"),
      w("d", "RLS fix is live in production and the 30-day access audit found no cross-team reads.",
        "security", "supabase"),
      ),
    s("email-notification-dup", "en", "heldout",
      w("a", "Customers receive the 'order shipped' e-mail two or three times; about 4% of shipments since "
             "Tuesday.", "notifications", "email", "bug"),
      w("b", "The shipping webhook is retried by the carrier when we answer slower than 5 s, and each retry "
             "enqueues another e-mail job because nothing is deduplicated.", "webhooks", "root-cause"),
      w("a", "Duplicate 'order shipped' e-mails (2-3 copies) for ~4% of shipments.", "email-notification"),
      w("c", "E-mail jobs now carry an idempotency key (shipment id + template); the sender skips a key it has "
             "sent within 24 h.", "notifications", "idempotency"),
      w("d", "The webhook handler acknowledges immediately (200 within 50 ms) and processes asynchronously, so "
             "the carrier stops retrying.", "webhooks", "performance"),
      w("b", "Carrier retries our slow webhook responses (>5 s) and every retry queued a new e-mail.", "bug"),
      w("c", "Idempotency key (shipment id + template, 24h) deduplicates shipped e-mails.", "email", "fix"),
      w("e", "No duplicate shipped e-mails in 3 days after both changes (was ~4%).", "notifications"),
      ),
    s("i18n-date-format", "en", "heldout",
      w("a", "Korean users see dates as 03/04/2024 in invoices, which they read as March 4 while it means 3 "
             "April (the template hard-codes the en-GB format).", "i18n", "dates", "invoices"),
      w("b", "Switched invoice templates to Intl.DateTimeFormat with the user's locale; Korean users now see "
             "2024년 4월 3일.", "localization", "frontend"),
      w("a", "Invoice dates are ambiguous for Korean users: hard-coded en-GB format (03/04/2024).", "i18n"),
      w("c", "Stored all invoice timestamps in UTC and render them in the account's time zone; a midnight KST "
             "invoice no longer shows the previous day.", "timezones", "i18n"),
      w("b", "Invoices now format dates with Intl.DateTimeFormat in the user's locale (ko-KR shows 2024년 4월 "
             "3일).", "l10n", "invoices"),
      w("d", "Added snapshot tests for invoice dates in ko-KR, en-US and de-DE.", "testing", "i18n"),
      w("c", "Timestamps are UTC in storage and rendered in the account time zone, so KST invoices show the "
             "right day.", "timezone"),
      ),
    s("python312-upgrade", "en", "heldout",
      w("a", "Upgrading the backend from Python 3.10 to 3.12; the test suite fails at import because "
             "distutils was removed in 3.12 and an old setup.py uses it.", "python", "dependencies", "upgrade"),
      w("b", "Replaced the distutils usage with setuptools and bumped numpy to 1.26 (first release with 3.12 "
             "wheels).", "deps", "python"),
      w("a", "Python 3.12 upgrade: imports fail because distutils no longer exists.", "python312"),
      w("c", "Remaining failures were datetime.utcnow() deprecation warnings turned into errors by our pytest "
             "config; switched to datetime.now(timezone.utc) in 37 places.", "python", "testing"),
      w("d", "Backend on Python 3.12 in production since 11:00; p50 request time improved from 41 ms to 36 ms.",
        "deployment", "performance"),
      w("b", "distutils replaced by setuptools; numpy bumped to 1.26 for 3.12 wheels.", "dependency-upgrade"),
      w("c", "Fixed 37 utcnow() calls (deprecated in 3.12, errors under our warnings config).", "python"),
      w("d", "Prod runs Python 3.12 now, p50 down to 36 ms from 41 ms.", "release"),
      w("b+c", "Python 3.12 upgrade summary: setuptools instead of distutils, numpy 1.26, and utcnow() replaced "
               "everywhere.", "python", "upgrade", title="Python 3.12 upgrade"),
      ),
    s("grpc-timeouts", "en", "heldout",
      w("a", "The orders service sees DEADLINE_EXCEEDED on about 3% of gRPC calls to inventory during peak "
             "hours; client deadline is 300 ms.", "grpc", "timeouts", "incident"),
      w("b", "Inventory pods reach the 1-CPU limit at peak and get throttled; p99 server time is 420 ms while "
             "throttled.", "kubernetes", "performance"),
      w("c", "Raised inventory's CPU limit to 2 and added an HPA on CPU at 60%; throttling is gone.", "k8s",
        "autoscaling"),
      w("a", "3% of orders->inventory gRPC calls fail with DEADLINE_EXCEEDED at peak (300 ms deadline).",
        "gRPC"),
      w("b", "CPU throttling on inventory pods (1 CPU limit) pushes p99 to 420 ms at peak.", "k8s", "cpu"),
      w("d", "Orders now retries idempotent inventory reads once with a 150 ms hedge, under a 500 ms overall "
             "budget.", "grpc", "retries"),
      w("c", "Inventory CPU limit 2 with HPA at 60% CPU, no throttling any more.", "kubernetes", "hpa"),
      w("e", "Peak error rate for orders->inventory dropped from 3% to 0.04% after both changes.", "grpc",
        "monitoring"),
      ),
    s("feature-flag-cleanup", "en", "heldout",
      w("a", "Cleaning up stale feature flags: 64 flags in LaunchDarkly, 41 of them at 100% for more than 90 "
             "days.", "feature-flags", "cleanup", "tech-debt"),
      w("b", "Wrote a script that finds flag keys in the codebase and marks flags with no references; 12 flags "
             "are not referenced anywhere.", "tooling", "feature-flags"),
      w("a", "Stale flag audit: 41 of 64 LaunchDarkly flags have been fully on for 90+ days.", "flags"),
      w("c", "Removed 29 fully-rolled-out flags from the code in 6 PRs; unit tests unchanged and green.",
        "refactoring", "feature-flags"),
      w("b", "Flag reference scanner done: 12 LaunchDarkly flags have zero code references.", "cleanup"),
      w("d", "Archived the 12 unreferenced flags and the 29 removed ones in LaunchDarkly; 23 flags remain.",
        "feature-flags"),
      w("e", "Added a CI check that fails when a flag has been at 100% for 60 days without a removal ticket.",
        "ci", "feature-flags"),
      w("d", "LaunchDarkly is down to 23 flags after archiving 41.", "flags", "cleanup"),
      ),
    s("k8s-node-upgrade", "en", "heldout",
      w("a", "Upgrading the staging GKE cluster from 1.27 to 1.29; the node pool upgrade stalls because a "
             "PodDisruptionBudget on the ingress controller allows 0 disruptions.", "kubernetes", "gke", "upgrade"),
      w("b", "Changed the ingress PDB to maxUnavailable: 1 and scaled the controller to 3 replicas so nodes can "
             "drain.", "k8s", "ingress"),
      w("a", "GKE staging upgrade 1.27 -> 1.29 stuck: ingress PDB permits zero disruptions so drains hang.",
        "K8s", "upgrade"),
      w("c", "Deprecated API check: two CronJobs still used batch/v1beta1, which 1.29 no longer serves; "
             "migrated them to batch/v1.", "kubernetes", "api-deprecation"),
      w("b", "Ingress controller now runs 3 replicas with a PDB of maxUnavailable 1; drains proceed.", "k8s"),
      w("d", "Staging cluster fully on 1.29; all workloads healthy after 24 h, prod upgrade scheduled for "
             "Thursday.", "kubernetes", "deployment"),
      w("c", "CronJobs moved from batch/v1beta1 to batch/v1 ahead of 1.29.", "k8s", "cronjob"),
      w("d", "Staging on GKE 1.29 and stable for a day; prod upgrade is set for Thursday.", "k8s"),
      ),
    s("ko-search-reindex", "ko", "heldout",
      w("a", "검색 인덱스 재구축 작업: 상품 검색에서 새로 등록한 상품이 최대 6시간 늦게 노출된다. 야간 배치로만 "
             "인덱싱하고 있기 때문.", "검색", "search", "인덱스"),
      w("b", "상품 변경 이벤트를 Kafka로 받아서 Elasticsearch에 바로 반영하는 증분 인덱서를 만들었다. 지연은 평균 "
             "4초.", "검색", "kafka"),
      w("a", "신규 상품이 검색에 늦게 나오는 문제(최대 6시간). 인덱싱이 야간 배치뿐이라서.", "Search"),
      w("c", "기존 인덱스를 무중단으로 교체하려고 alias를 products_v2로 바꾸는 방식으로 재색인 완료. 1,800만 건에 "
             "2시간 10분.", "검색", "elasticsearch"),
      w("b", "Kafka 상품 이벤트 기반 증분 인덱서 적용, 반영 지연 평균 4초.", "검색엔진", "kafka"),
      w("d", "한국어 형태소 분석기를 nori로 바꾸고 사용자 사전에 브랜드명 320개를 추가. 브랜드 검색 정확도가 눈에 띄게 "
             "좋아짐.", "검색", "nori"),
      w("c", "products_v2로 alias 전환하며 무중단 재색인 끝냄 (1,800만 건, 2시간 10분 소요).", "search"),
      w("d", "nori 분석기 + 브랜드 사용자 사전 320개 적용.", "검색"),
      w("b+c", "검색 인덱스 작업 정리: Kafka 증분 인덱서로 지연 4초, alias 전환으로 무중단 재색인 완료.", "검색",
        "search", title="검색 인덱스 재구축"),
      ),
    s("ko-notification-dup", "ko", "heldout",
      w("a", "푸시 알림이 같은 사용자에게 두 번씩 발송되는 문제. 주로 앱을 재설치한 사용자에게서 발생.", "알림",
        "버그", "push"),
      w("b", "원인: 재설치하면 FCM 토큰이 새로 발급되는데, 예전 토큰을 지우지 않아 한 사용자에 토큰이 두 개 등록됨.",
        "알림", "fcm"),
      w("a", "앱 재설치한 사용자들이 푸시 알림을 중복으로 받는 현상.", "notifications", "bug"),
      w("c", "토큰 등록 시 같은 기기 ID의 이전 토큰을 삭제하도록 수정하고, 기존 중복 토큰 12만 개를 정리하는 배치를 "
             "돌렸다.", "알림", "버그수정"),
      w("b", "재설치로 FCM 토큰이 바뀌었는데 이전 토큰이 남아 있어서 사용자당 토큰 2개가 된 것이 원인.", "푸시"),
      w("d", "FCM 응답에서 UNREGISTERED 오류가 오면 해당 토큰을 즉시 삭제하도록 추가.", "알림", "fcm"),
      w("c", "기기 ID 기준으로 이전 토큰 삭제 + 중복 토큰 12만 건 정리 완료.", "버그 수정"),
      w("e", "수정 후 일주일간 중복 발송 신고 0건.", "알림"),
      ),
    s("ko-email-verification", "ko", "heldout",
      w("a", "회원가입 이메일 인증 메일이 네이버 메일에서 스팸함으로 간다는 문의가 하루 20건 이상.", "인증",
        "이메일", "회원가입"),
      w("b", "발송 도메인에 DMARC 레코드가 없고 SPF에 새 메일 서버 IP가 빠져 있었다.", "이메일", "dns"),
      w("c", "SPF에 메일 서버 IP 추가, DKIM 2048비트 키 적용, DMARC p=quarantine 레코드 등록.", "이메일", "보안"),
      w("a", "네이버 메일로 가는 가입 인증 메일이 스팸 처리됨(문의 일 20건+).", "auth", "email"),
      w("b", "DMARC 레코드 부재와 SPF 누락(새 서버 IP)이 스팸 분류 원인.", "dns"),
      w("d", "인증 링크 유효시간을 10분에서 30분으로 늘리고, 만료 시 재발송 버튼을 추가했다.", "인증", "ux"),
      w("c", "SPF/DKIM/DMARC 설정 완료.", "이메일"),
      w("e", "설정 후 사흘간 스팸함 관련 문의 0건, 네이버 수신 성공률 99% 이상.", "이메일", "인증"),
      ),
    s("ko-backup-automation", "ko", "heldout",
      w("a", "데이터베이스 백업 자동화: 지금은 매일 새벽 수동으로 pg_dump를 돌리고 있어서 빠지는 날이 있다.", "백업",
        "database", "자동화"),
      w("b", "pgBackRest로 전환: 매일 전체 백업, 1시간마다 증분 백업, WAL 아카이빙은 S3로.", "백업", "postgres"),
      w("a", "DB 백업을 사람이 매일 수동으로 돌리는 중이라 누락이 생긴다.", "backup", "db"),
      w("c", "복구 리허설: 스테이징에 어제 14:00 시점으로 PITR 복구 성공, 소요 시간 38분.", "백업", "복구"),
      w("b", "pgBackRest 구성 완료 - 일일 풀백업, 시간당 증분, WAL은 S3에 아카이브.", "백업"),
      w("d", "백업 실패 시 슬랙 #ops-alerts로 알림이 가도록 설정.", "모니터링", "백업"),
      w("c", "스테이징 PITR 복구 테스트 성공(38분).", "backup"),
      w("b+c", "백업 자동화 정리: pgBackRest(풀/증분/WAL→S3) 구성, PITR 복구 38분 검증.", "백업", "데이터베이스",
        title="DB 백업 자동화"),
      ),
    s("ko-admin-permissions", "ko", "heldout",
      w("a", "관리자 페이지 권한 문제: 일반 운영자 계정으로도 환불 승인 버튼이 보이고 실제로 승인까지 된다.", "권한",
        "보안", "admin"),
      w("b", "원인: 프론트에서만 버튼을 숨기고 있었고, 환불 승인 API는 역할 검사를 하지 않았다.", "보안", "api"),
      w("a", "운영자 계정이 환불 승인을 할 수 있는 권한 버그.", "security", "권한"),
      w("c", "환불 승인 API에 finance_admin 역할 검사 추가, 다른 관리자 API 23개도 같은 방식으로 점검.", "보안",
        "backend"),
      w("b", "환불 승인 API에 서버 측 권한 검사가 없었던 것이 근본 원인(버튼만 숨김).", "취약점"),
      w("d", "지난 3개월 로그를 확인한 결과 권한 없는 환불 승인은 2건, 재무팀에 전달해 확인 완료.", "감사", "보안"),
      w("c", "finance_admin 역할 검사 적용 및 관리자 API 23개 점검 완료.", "권한"),
      ),
    s("ko-k8s-autoscaling", "ko", "heldout",
      w("a", "쿠버네티스 오토스케일링: 점심 시간 트래픽 급증 때 주문 API 파드가 늦게 늘어나서 5분 정도 응답이 "
             "느려진다.", "k8s", "오토스케일링", "성능"),
      w("b", "HPA가 CPU 70% 기준인데 메트릭 수집 주기와 스케일업 안정화 때문에 실제 확장까지 3~4분 걸림.", "쿠버네티스",
        "hpa"),
      w("a", "점심 피크에 주문 API 스케일아웃이 늦어서 약 5분간 지연 발생.", "kubernetes"),
      w("c", "KEDA로 요청 큐 길이 기반 스케일링 적용하고, 11:50에 미리 파드를 늘리는 cron 스케일러 추가.", "k8s", "keda"),
      w("b", "CPU 70% HPA는 메트릭 지연과 안정화 윈도 때문에 확장이 3~4분 늦다.", "hpa"),
      w("d", "적용 후 점심 피크 p95 응답시간 1.8초에서 320ms로 개선.", "성능", "쿠버네티스"),
      w("c", "KEDA 큐 길이 스케일링 + 11:50 선제 확장 cron 적용 완료.", "keda", "k8s"),
      w("d", "점심 피크 p95가 320ms로 내려감(기존 1.8초).", "성능개선"),
      ),
    s("ko-webhook-retry", "ko", "heldout",
      w("a", "결제 웹훅 재시도 설계: 가맹점 서버가 응답하지 않으면 지금은 한 번 실패로 끝나서 가맹점이 결제 결과를 "
             "놓친다.", "결제", "웹훅", "설계"),
      w("b", "재시도 정책: 1분, 5분, 30분, 2시간, 6시간 간격으로 최대 5회, 모두 실패하면 가맹점 관리자에게 메일.", "웹훅",
        "payments"),
      w("a", "가맹점 웹훅이 한 번 실패하면 재전송이 없어서 결제 결과가 유실된다.", "결제"),
      w("c", "웹훅마다 서명 헤더(X-Signature, HMAC-SHA256)와 이벤트 ID를 넣어 가맹점이 중복을 거를 수 있게 함.",
        "웹훅", "보안"),
      w("b", "재시도: 1분/5분/30분/2시간/6시간, 최대 5회. 최종 실패 시 관리자 메일.", "결제", "webhook"),
      w("d", "재시도 큐를 SQS로 구현하고 배포, 첫날 재시도로 살린 웹훅 1,240건.", "배포", "결제"),
      w("c", "HMAC-SHA256 서명 헤더와 이벤트 ID 추가 완료.", "웹훅"),
      w("d", "SQS 기반 재시도 배포 완료, 하루 1,240건 재전송 성공.", "결제", "웹훅"),
      ),
    s("ko-load-test", "ko", "heldout",
      w("a", "성능 테스트: 블랙프라이데이 대비로 초당 5천 주문을 목표로 k6 부하 테스트를 시작.", "성능", "테스트",
        "k6"),
      w("b", "초당 2,800 주문에서 DB 커넥션 풀(최대 50) 고갈로 에러율이 12%까지 오름.", "성능", "database"),
      w("a", "블랙프라이데이 대비 k6 부하 테스트, 목표는 초당 주문 5천 건.", "load-test"),
      w("c", "PgBouncer를 트랜잭션 모드로 앞에 두고 풀 크기를 200으로 늘림, 읽기 쿼리는 리플리카로 분리.", "db",
        "성능개선"),
      w("b", "2,800 TPS에서 커넥션 풀 50개가 바닥나며 에러율 12%.", "성능", "병목"),
      w("d", "재테스트 결과 초당 5,400 주문까지 에러율 0.1% 미만, p95 410ms.", "성능", "테스트"),
      w("c", "PgBouncer 트랜잭션 모드 + 풀 200 + 읽기 리플리카 분리 적용.", "database"),
      w("d", "5,400 TPS에서 에러율 0.1% 미만 확인, 목표 달성.", "성능"),
      w("b+c+d", "부하 테스트 정리: 커넥션 풀 고갈(2,800 TPS)을 PgBouncer와 리플리카로 해결해 5,400 TPS 달성.",
        "성능", "테스트", title="블랙프라이데이 부하 테스트"),
      ),
    s("api-rate-limiter", "en", "heldout",
      w("a", "Public API abuse: one client sent 40k requests per minute to /v1/search and pushed p99 latency for "
             "everyone to 2.5 s; there is no rate limiting today.", "api", "rate-limiting", "incident"),
      w("b", "Implemented a token-bucket limiter in the gateway backed by Redis (one Lua script per check): 600 "
             "requests per minute per API key with a burst of 100.", "rate-limit", "redis", "api"),
      w("a", "No rate limits on the public API: a single client hit /v1/search at 40k rpm and p99 went to 2.5 s "
             "for all users.", "API", "abuse"),
      w("c", "Rejected requests get 429 with Retry-After and X-RateLimit-Remaining headers, documented in the "
             "API reference.", "api", "docs"),
      w("b", "Gateway rate limiter is a Redis token bucket (Lua), 600 rpm per key, burst 100.", "ratelimit"),
      w("d", "Load test with 50 keys at 2x their limit: the limiter adds 0.6 ms p99 and Redis CPU stays under "
             "15%.", "performance", "testing"),
      w("c", "429 responses now include Retry-After and X-RateLimit-Remaining, and the docs describe them.",
        "API", "rate-limiting"),
      w("e", "Enterprise keys can get custom limits through the admin console; stored in the api_keys table "
             "and cached for 60 s in the gateway.", "api", "enterprise"),
      w("d", "Limiter overhead measured at 0.6 ms p99 under 2x overload, Redis CPU < 15%.", "perf"),
      ),
    s("saml-sso", "en", "heldout",
      w("a", "Enterprise customer needs SAML SSO with Okta; our auth service only supports OAuth/OIDC providers "
             "today.", "sso", "saml", "auth"),
      w("b", "Using python3-saml in the auth service: SP metadata at /saml/metadata, ACS endpoint /saml/acs, "
             "per-tenant IdP settings stored encrypted in the tenants table.", "authentication", "saml"),
      w("a", "Okta SAML SSO requested by an enterprise customer; only OIDC is supported right now.", "SSO",
        "enterprise"),
      w("c", "Okta login failed with 'Signature validation failed' because Okta signs the assertion, not the "
             "response; set wantAssertionsSigned=true and wantMessagesSigned=false.", "auth", "bug"),
      w("b", "SAML built on python3-saml: /saml/metadata and /saml/acs, IdP config per tenant, encrypted at rest.",
        "saml", "auth-gateway"),
      w("d", "Just-in-time provisioning: a first SAML login creates the user in the tenant with the role from "
             "the 'groups' attribute (admin or member).", "auth", "provisioning"),
      w("c", "Signature error fixed by expecting signed assertions instead of signed responses (Okta default).",
        "sso", "bugfix"),
      w("e", "Customer's Okta integration is live: 340 users signed in on the first day with no support tickets.",
        "sso", "release"),
      ),
    s("ko-mobile-crash", "ko", "heldout",
      w("a", "모바일 앱 크래시: 안드로이드 14 기기에서 앱 시작 직후 크래시가 급증, Crashlytics 기준 크래시 없는 사용자 "
             "비율이 99.6%에서 97.1%로 떨어졌다.", "모바일", "크래시", "android"),
      w("b", "스택트레이스 분석: 안드로이드 14부터 포그라운드 서비스 타입을 매니페스트에 선언해야 하는데 위치 추적 "
             "서비스에 누락되어 MissingForegroundServiceTypeException 발생.", "android", "버그"),
      w("a", "안드로이드 14에서 앱 시작 시 크래시 급증(크래시 없는 사용자 97.1%).", "앱", "crash"),
      w("c", "매니페스트에 foregroundServiceType=\"location\" 추가하고 FOREGROUND_SERVICE_LOCATION 권한 선언, "
             "핫픽스 5.8.1 배포.", "android", "hotfix"),
      w("b", "위치 추적 포그라운드 서비스에 타입 선언이 없어서 안드로이드 14에서 예외가 난 것이 원인.", "버그"),
      w("d", "5.8.1 배포 이틀 후 크래시 없는 사용자 비율 99.7%로 회복.", "모바일", "모니터링"),
      w("c", "foregroundServiceType 선언과 권한 추가한 5.8.1 핫픽스 출시.", "hotfix", "앱"),
      w("e", "타깃 SDK 34 업그레이드 체크리스트를 위키에 정리: 포그라운드 서비스, 정확한 알람 권한, 암시적 인텐트 제한.",
        "문서", "android"),
      w("d", "크래시 없는 사용자 99.7% 회복 확인.", "crash"),
      ),
    s("ko-refund-api", "ko", "heldout",
      w("a", "부분 환불 API 개발: 지금은 전액 환불만 가능해서 상품 일부 반품 시 CS팀이 수동으로 처리하고 있다.",
        "결제", "환불", "api"),
      w("b", "부분 환불 금액 검증: 누적 환불액이 결제 금액을 넘지 않도록 결제 건에 행 잠금을 걸고 합계를 확인한다.",
        "환불", "동시성"),
      w("a", "부분 환불 기능 필요 - 현재 전액 환불만 지원, 일부 반품은 CS 수동 처리.", "payments", "refund"),
      w("c", "PG사 부분 취소 API 연동 완료, 카드사별로 부분 취소 불가한 경우 계좌 환불로 자동 전환.", "결제", "pg"),
      w("b", "환불 금액 검증 시 결제 건 행 잠금 후 누적 환불 합계가 결제 금액 이하인지 확인.", "환불"),
      w("d", "부분 환불 API 배포, 첫 주 1,830건 처리되어 CS 수동 처리 건이 90% 줄었다.", "배포", "결제"),
      w("c", "PG 부분 취소 연동과 계좌 환불 자동 전환 구현.", "결제모듈"),
      w("d", "부분 환불 API 출시 후 CS 수동 환불 90% 감소.", "환불"),
      ),
]


def all_writes() -> list[tuple[Session, int, Write]]:
    return [(sess, i, wr) for sess in SESSIONS for i, wr in enumerate(sess.writes)]
