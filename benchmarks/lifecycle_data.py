#!/usr/bin/env python3
"""A year of a team's decisions, generated for ``benchmarks/lifecycle.py`` (compaction, the duplicate sweep,
tag consolidation, re-embedding, retention).

``generate(seed, family=..., n=..., end=...)`` returns ``n`` decisions spread over the 365 days before
``end`` (denser on weekdays, Seoul working hours), about 40% in Korean and 60% in English, written as team
members write them in Slack, mail, GitHub and Notion: who decided what, for how much, from when, often why.
Each decision is of a *kind* (on-call weeks, sprint goals, releases, budgets, hiring, vendor choices,
capacity plans, policies, incident follow-ups, deals...), belongs to a recurring *family* (``oncall:ledger-api``)
and settles a *subject* (``oncall-ledger-api-2026-03-09``, ``vendor-harbor-cdn``).

Why two families: ``dev`` (a payments platform team) is what thresholds may be tuned on; ``holdout`` (a
commerce and logistics operations team) has its own topics, vendors, people, projects, channels and sentence
templates (only the code is shared), so a figure measured on it says how tuning on ``dev`` carries over to
text nobody tuned on.

Planted truths (keys of ``items``):
  * ``duplicates`` [kept, dup]: a later restatement of the same decision in other words (same amounts, dates,
    vendor, people), hours to three weeks later and usually from another source; ~4% of the items, ~15% of
    them in the other language. Both stand.
  * ``near_misses`` [a, b]: alike but distinct, never to be merged: a twin decision written the same way that
    differs in one fact (customer, service, role, date...), or consecutive recurring decisions of one family
    (this week's and next week's on-call). At least as many as duplicates.
  * ``reversals`` [old, new]: a later decision on the same subject replaces the earlier one (old is
    ``superseded``, ``superseded_by`` = new); ~5% of subjects, once or twice.
  * ``clusters``: family -> keys, the recurring topics compaction may summarize.
  * ``questions``: 400, half English and half Korean, a quarter about items in the other language, phrased
    apart from the items; ``evidence`` = the standing items that answer; ``old`` when all of them are more
    than 90 days before ``end`` (~65%).
Tags are messy on purpose: spellings and variants known to ``mnemo.domain.tags.DEFAULT_SYNONYMS`` (``k8s``,
``auth-fix``, ``배포``, ``Feature Flags``), their primaries, qualifiers (``-fix``, ``수정``) and free tags.

Deterministic for (seed, family, n, end, team); standard library only; every word is written in this file.
  python benchmarks/lifecycle_data.py --family dev --n 20000 --seed 7 --out /tmp/dev.json
"""

from __future__ import annotations

import argparse
import json
import random
import re
import time
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone
from typing import Any

UTC, KST = timezone.utc, timezone(timedelta(hours=9))
OLD_DAYS = 90
SOURCES = ("slack", "mail", "github", "notion")
PERIODIC = ("weekly", "biweekly", "monthly")


@dataclass(frozen=True)
class Kind:
    """One kind of decision. ``mode``: weekly / biweekly / monthly (one decision per entity and period),
    settled (one per entity and project, re-decided now and then) or counter (numbered, unbounded).
    Slot specs: person, pick:LIST, epick:KEY (the entity's list), efmt:KEY (the entity's text, filled),
    erange:KEY, int/pct/krw/usd/won:LO:HI[:STEP], date:LO:HI / dateb:LO:HI (days after / before); ``!slot``
    draws a value other than that slot's. Automatic slots: e (entity), date / num / month (period), num / ver
    (counter), x (monthly extra), omonth (month decided). Templates: {slot}, {slot^} capitalized, {slot:은}
    with the Korean particle that fits the value. Values are "English|한국어" where they differ."""

    name: str
    mode: str
    weight: float
    ents: tuple[Any, ...]
    slots: dict[str, str]
    subj: str
    en: tuple[str, ...]
    ko: tuple[str, ...]
    title: tuple[str, str]
    qen: tuple[str, ...]
    qko: tuple[str, ...]
    tags: str  # names of the family's tag groups
    chan: str
    rev: tuple[str, ...] = ()
    twin: tuple[str, ...] = ()
    mx: str = ""
    num: str = "{}"
    src: tuple[float, ...] = (0.5, 0.2, 0.1, 0.2)  # slack, mail, github, notion


@dataclass(frozen=True)
class Family:
    people: tuple[str, ...]  # "Latin", or "Latin|한글" for Korean people
    lists: dict[str, tuple[str, ...]]
    tags: dict[str, tuple[str, ...]]  # group -> (primary or free tag, variants...)
    kinds: tuple[Kind, ...]
    openers: tuple[tuple[str, ...], tuple[str, ...]]  # (en, ko)
    restate: tuple[tuple[str, ...], tuple[str, ...]]
    revise: tuple[tuple[str, ...], tuple[str, ...]]
    rev_title: tuple[str, str]
    noise: tuple[str, ...]
    repo: str


def _combos(a: str, b: str) -> tuple[str, ...]:
    """'Hanbit|한빛,...' x 'Foods|식품,...' -> ('Hanbit Foods|한빛식품', ...)"""
    pairs = [(x.split("|"), y.split("|")) for x in a.split(",") for y in b.split(",")]
    return tuple(f"{x[0]} {y[0]}|{x[1]}{y[1]}" for x, y in pairs)


def _groups(spec: str) -> dict[str, tuple[str, ...]]:
    """'NAME: primary, variant, ...; NAME2: ...' (groups end at ';' or a line's end)."""
    return {k.strip(): tuple(v.strip() for v in vs.split(",")) for k, _, vs in
            (g.partition(":") for g in re.split(r"[;\n]", spec) if g.strip())}


# ---------------------------------------------------------------- dev: a payments platform team
D_SERVICES = ("ledger-api", "checkout-web", "billing-worker", "identity-svc", "payout-engine", "risk-scorer",
              "webhook-relay", "admin-console", "invoice-renderer", "fx-rates")
D_PROJECTS = ("Ledger", "Atlas", "Beacon", "Harbor", "Nimbus", "Quill", "Orbit", "Sentinel")
DEV = Family(
    people=("Maya Chen", "Daniel Ortiz", "Priya Nair", "Tom Becker", "Sofia Rossi", "Kenji Watanabe", "Leah Goldberg",
            "Omar Haddad", "Minjun Kim|김민준", "Seoyeon Lee|이서연", "Doyun Park|박도윤", "Jiwoo Choi|최지우",
            "Hajun Jung|정하준", "Seoyun Kang|강서윤", "Jiho Yoon|윤지호", "Sua Jang|장수아", "Gunwoo Lim|임건우", "Yerin Han|한예린"),
    lists={
        "projects": D_PROJECTS,
        "goals": ("cut checkout p95 latency below 300 ms|결제 p95 지연시간 300ms 이하로 단축",
                  "migrate the ledger tables to Postgres 16|원장 테이블 Postgres 16 이관",
                  "finish SSO login for enterprise accounts|엔터프라이즈 계정 SSO 로그인 완성",
                  "clear the flaky test backlog|불안정한 테스트 백로그 정리",
                  "move billing jobs onto the new k8s cluster|빌링 잡을 새 k8s 클러스터로 이전",
                  "turn on 3-D Secure for card payments|카드 결제 3-D Secure 적용",
                  "put Redis caching in front of the FX quote endpoint|환율 조회 API에 Redis 캐시 적용",
                  "roll out the new settlement schedule behind a feature flag|새 정산 주기를 피처 플래그로 배포",
                  "tighten rate limits on the public API|공개 API 레이트리밋 강화", "ship the invoice PDF redesign|인보이스 PDF 개편 출시",
                  "automate SOC 2 evidence collection|SOC 2 증적 수집 자동화",
                  "add passkey sign-in to the merchant dashboard|가맹점 대시보드 패스키 로그인 추가"),
        "features": ("partial captures|부분 매입", "the new KYB review flow|신규 KYB 심사 플로우", "multi-currency invoices|다중 통화 인보이스",
                     "passkey login|패스키 로그인", "bulk payouts|대량 지급", "webhook retries|웹훅 재시도",
                     "dark mode for the dashboard|대시보드 다크 모드", "scheduled settlement reports|정산 리포트 예약 발송",
                     "card tokenization|카드 토큰화", "the GraphQL gateway|GraphQL 게이트웨이", "usage-based billing|사용량 기반 과금",
                     "chargeback dispute tracking|차지백 분쟁 추적"),
        "lines": ("conference sponsorships|컨퍼런스 후원", "paid search ads|검색 광고", "cloud spend|클라우드 비용", "team offsite|팀 워크숍",
                  "contractors|외주 용역비", "software licenses|소프트웨어 라이선스", "training|교육비", "laptops and hardware|노트북·장비 구매"),
        "bwhy": ("since Q2 came in under plan|2분기 집행이 계획보다 적었습니다",
                 "to keep burn flat until the Series B closes|시리즈 B 마감 전까지 지출을 묶어 두기로 했습니다",
                 "because two events moved online|행사 두 건이 온라인으로 바뀌었습니다",
                 "as agreed in the quarterly review|분기 리뷰에서 합의한 금액입니다",
                 "with the new vendor discount already applied|새 업체 할인분을 반영했습니다"),
        "roles": ("backend engineer|백엔드 엔지니어", "SRE|SRE", "product designer|프로덕트 디자이너", "QA engineer|QA 엔지니어",
                  "frontend engineer|프론트엔드 엔지니어", "engineering manager|엔지니어링 매니저", "security engineer|보안 엔지니어",
                  "solutions engineer|솔루션 엔지니어"),
        "levels": ("senior|시니어", "mid-level|미드레벨", "junior|주니어", "staff|스태프"),
        "vwhy": ("their Korean-language support is much better|한국어 기술 지원이 훨씬 낫습니다",
                 "the SDK is far easier to integrate|SDK 연동이 훨씬 쉽습니다",
                 "support answered within an hour during the trial|트라이얼 때 지원 응답이 한 시간 안에 왔습니다",
                 "pricing is about 30% lower at our volume|우리 물량 기준으로 가격이 30% 정도 저렴합니다",
                 "it passed the security review without exceptions|보안 검토를 예외 없이 통과했습니다",
                 "they have a Seoul region|서울 리전을 제공합니다"),
        "itypes": ("m7g.large", "c7i.xlarge", "r7g.2xlarge", "m7i.xlarge", "c7g.4xlarge"),
        "regions": ("ap-northeast-2 (Seoul)|서울 리전(ap-northeast-2)", "us-east-1", "eu-central-1",
                    "ap-southeast-1 (Singapore)|싱가포르 리전(ap-southeast-1)"),
        "pwhy": ("after the last incident review|지난 장애 리뷰 결과를 반영했습니다", "because the auditors flagged it|감사에서 지적받은 사항입니다",
                 "to cut pages outside working hours|업무 시간 외 호출을 줄이기 위한 조치입니다",
                 "since two releases broke on Fridays|금요일 배포 두 건이 문제를 일으켰습니다"),
        "actions": ("add a circuit breaker in front of the card network calls|카드사 호출 앞단에 서킷 브레이커 추가",
                    "raise the connection pool to 200|커넥션 풀을 200으로 상향",
                    "alert on error rate instead of CPU|CPU 대신 에러율 기준 알람으로 전환",
                    "move the nightly reconciliation off the primary DB|매일 밤 도는 대사 작업을 프라이머리 DB에서 분리",
                    "pin the base image and rebuild|베이스 이미지 버전 고정 후 재빌드",
                    "add a canary stage to the deploy pipeline|배포 파이프라인에 카나리 단계 추가",
                    "cap retries at three with backoff|재시도를 백오프 포함 3회로 제한", "pre-warm the cache before each release|릴리스 전 캐시 예열"),
        "causes": ("an expired TLS certificate|만료된 TLS 인증서", "a bad config rollout|잘못된 설정 배포", "a slow DB failover|지연된 DB 페일오버",
                   "a noisy neighbour on the node|노드 리소스 경합", "a memory leak in the new version|새 버전의 메모리 누수",
                   "a third-party timeout|외부 API 타임아웃"),
        "customers": _combos("Hanbit|한빛,Seorin|서린,Mirae|미래,Daon|다온,Saerom|새롬,Gaon|가온,Nuri|누리,Kestrel|케스트렐,"
                             "Northwind|노스윈드,Bluefin|블루핀,Redwood|레드우드,Silverline|실버라인,Orchid|오키드,Granite|그래나이트,"
                             "Summit|서밋,Maple|메이플", "Foods|식품,Cosmetics|코스메틱,Mobility|모빌리티,Clinic|의원,Games|게임즈,"
                             "Retail|리테일,Labs|랩스,Travel|트래블,Fintech|핀테크"),
    },
    tags=_groups("""
        ONCALL: on-call, oncall, On Call, 온콜, 당직; INCIDENT: incident, incidents, outage, postmortem, 장애, 장애대응
        MON: monitoring, alerting, alerts, grafana, 모니터링, 알람; DECISION: decision, decided, 결정
        SPRINT: sprint, sprint-planning, 스프린트; DEPLOY: deployment, release, deploy, rollout, 배포, 릴리스, 릴리즈
        TEST: testing, tests, e2e, flaky-test, 테스트; PERF: performance, perf, latency, 성능, 최적화
        PAY: payments, payment, billing, checkout, stripe, 결제, 결제모듈, 빌링
        CI: ci, github-actions, ci-pipeline, build, 빌드; BUG: bug, bugfix, bug-fix, hotfix, 버그수정, 버그
        FLAGS: feature-flags, feature-flag, flags, launchdarkly, 피처플래그; BUDGET: budget, budgets, Budget, 예산
        INFRA: infrastructure, infra, aws, terraform, cloud, 인프라; HIRING: hiring, recruiting, headcount, 채용
        VENDOR: vendor, vendors, vendor-selection, 업체선정; AUTH: auth, authentication, auth-fix, login, sso, 인증, 로그인
        SEC: security, sec, vulnerability, 보안, 취약점; CAP: capacity, capacity-planning, 용량
        K8S: kubernetes, k8s, kube, helm, 쿠버네티스, kubernetes-update
        SCALE: autoscaling, auto-scaling, hpa, scaling, 오토스케일링; DB: database, db, postgres, postgresql, 데이터베이스, 디비
        POLICY: policy, policies, 정책, 규칙; RCA: root-cause, rca, 원인분석, 원인
        FOLLOW: follow-up, followup, action-items, 후속조치; DEAL: pricing, discount, deal-desk, 할인
        WEBHOOK: webhooks, webhook, callbacks, 웹훅"""),
    kinds=(
        Kind("oncall", "weekly", 1.0, D_SERVICES, {"who": "person", "who2": "person!who"}, "oncall-{e}-{date}",
             en=("{who} is primary on-call for {e} the week of {date}, with {who2} as secondary.",
                 "On-call for {e}, week of {date}: {who} primary, {who2} backup. Pages go to {who} first.",
                 "Rotation set: {who} carries the {e} pager starting Monday {date}; escalations go to {who2}.",
                 "{who2} backs up {who} on {e} on-call for the week of {date}. {who} holds the pager."),
             ko=("{date}부터 한 주간 {e} 온콜은 {who:이} 1차, {who2:이} 2차로 맡습니다.",
                 "{e} 온콜 로테이션 확정: {date} 주는 {who} 담당, 백업은 {who2}입니다.",
                 "{date} 시작 주 {e} 당직은 {who:이} 서고, 에스컬레이션은 {who2:이} 받기로 했습니다.",
                 "{e} 호출은 {date} 주에 {who:이} 먼저 받고, 응답이 없으면 {who2}에게 넘어갑니다."),
             title=("{e} on-call, week of {date}", "{e} 온콜 ({date} 주)"),
             qen=("Who had the {e} pager the week of {date}?", "Who was covering {e} starting {date}, and who was backup?"),
             qko=("{date} 주에 {e} 온콜 누가 맡았었지?", "{e} 당직, {date}부터 한 주는 누구 차례였어?"),
             tags="ONCALL INCIDENT MON DECISION", chan="oncall", rev=("who",), src=(0.7, 0.05, 0.05, 0.2)),
        Kind("sprint", "biweekly", 0.6, ("Payments squad|결제 스쿼드", "Growth squad|그로스 스쿼드", "Platform squad|플랫폼 스쿼드",
                                          "Risk squad|리스크 스쿼드", "Merchant tools squad|가맹점 툴 스쿼드", "Core ledger squad|원장 코어 스쿼드"),
             {"x": "pick:goals", "who": "person"}, "sprint-{e}-{num}",
             en=("Sprint {num} goal for the {e}: {x}. Demo on {date}, {who} runs it.",
                 "{who} here: in sprint {num} the {e} will {x}. We check it at the {date} demo.",
                 "Agreed in planning: sprint {num} for the {e} has one goal, to {x}. Nothing else gets pulled in before {date}."),
             ko=("{e} 스프린트 {num} 목표는 '{x}'입니다. 데모는 {date}, 진행은 {who}.",
                 "스프린트 {num} 플래닝 결과, {e:은} {x}에 집중하기로 했습니다. {date} 데모에서 확인합니다.",
                 "{who} 공유: 이번 스프린트({num}) {e} 목표는 {x}. {date}까지 다른 작업은 받지 않습니다."),
             title=("Sprint {num} goal: {e}", "{e} 스프린트 {num} 목표"),
             qen=("What was the {e} aiming for in sprint {num}?", "What did the {e} sign up to deliver in sprint {num}?"),
             qko=("{e} 스프린트 {num} 목표가 뭐였지?", "스프린트 {num} 때 {e:은} 뭘 하기로 했었어?"),
             tags="SPRINT DEPLOY TEST PERF PAY", chan="planning", rev=("x",), src=(0.55, 0.05, 0.1, 0.3)),
        Kind("release", "counter", 1.5, D_PROJECTS,
             {"x": "pick:features", "y": "pick:features!x", "who": "person", "date": "date:5:40"}, "release-{e}-{ver}",
             en=("{e} {ver} ships on {date}. In scope: {x}; {y} slips to the next release.",
                 "Release call for {e} {ver}: go-live {date}, scope frozen with {x}. {who} is release captain.",
                 "We're cutting {e} {ver} for {date}. {who} signed off on including {x} but not {y}.",
                 "{who}: target date for {e} {ver} is {date}, and the headline item is {x}."),
             ko=("{e} {ver} 배포일은 {date:으로} 확정했습니다. {x:은} 포함하고 {y:은} 다음 릴리스로 미룹니다.",
                 "{e} {ver} 릴리스 범위 결정: {x}까지만 넣고 {date}에 나갑니다. 릴리스 담당은 {who}.",
                 "{who:이} {e} {ver}에 {x:을} 넣기로 승인했고, {y:은} 빠집니다. 출시는 {date}."),
             title=("{e} {ver} release on {date}", "{e} {ver} 배포 일정"),
             qen=("When is {e} {ver} going out?", "What made the cut for {e} {ver}?"),
             qko=("{e} {ver:은} 언제 나가?", "{e} {ver} 릴리스에 뭐가 들어갔지?"),
             tags="DEPLOY CI BUG TEST FLAGS", chan="releases", rev=("date",), twin=("date",), src=(0.45, 0.1, 0.35, 0.1)),
        Kind("budget", "monthly", 1.2, ("Marketing|마케팅팀", "Sales|영업팀", "Engineering|개발팀", "Customer Success|고객성공팀",
                                        "Finance|재무팀", "Design|디자인팀"),
             {"amt": "krw:300:9000:50", "who": "person", "why": "pick:bwhy"}, "budget-{e}-{x}-{month}",
             en=("Approved {amt} for the {e} team's {x} in {month}. {who} signed off.",
                 "{e} gets {amt} for {x} in {month}; anything above that needs {who}'s approval.",
                 "Budget call: {x} for {e} is capped at {amt} in {month}, {why}."),
             ko=("{month} {e} {x} 예산은 {amt:으로} 확정했습니다. 승인자는 {who}.",
                 "{e} {month} {x} 항목 {amt} 승인됐습니다. 초과분은 {who} 승인이 필요합니다.",
                 "예산 결정: {month} {e} {x:은} {amt} 한도로 갑니다. {why}."),
             title=("{e} {x} budget, {month}", "{month} {e} {x} 예산"),
             qen=("How much did {e} get for {x} in {month}?", "What was the {e} team's ceiling on {x} spend for {month}?"),
             qko=("{month} {e} {x} 예산 얼마로 잡혔지?", "{e} {x}, {month}에 얼마까지 쓸 수 있었어?"),
             tags="BUDGET DECISION INFRA", chan="budget", rev=("amt",), mx="lines", src=(0.35, 0.35, 0.0, 0.3)),
        Kind("hiring", "counter", 2.0, ("Payments|결제팀", "Platform|플랫폼팀", "Risk|리스크팀", "Identity|인증팀", "Settlement|정산팀",
                                        "Customer Success|고객성공팀"),
             {"x": "pick:roles", "y": "pick:levels", "n": "int:1:3", "amt": "krw:5000:14000:500", "date": "date:30:90",
              "who": "person"}, "hiring-{num}",
             en=("Opening {num}: {y} {x} for the {e} team, headcount {n}, band up to {amt}, start by {date}. {who} is hiring manager.",
                 "{who} got approval to hire for {e}: {y} {x}, headcount {n} ({num}). Budgeted at {amt} max, aiming for a {date} start.",
                 "Headcount decision: {e} adds {n} x {y} {x} under {num}, top of band {amt}, offer target {date}."),
             ko=("{num} 공고: {e} {y} {x} {n}명 채용, 연봉 상한 {amt}, {date} 입사 목표입니다. 채용 매니저는 {who}.",
                 "{e}에서 {y} {x} {n}명 뽑기로 했습니다({num}). 처우는 최대 {amt}, 합류 목표는 {date}.",
                 "{who:이} {e} {x} 충원 승인 받았습니다. {y} {n}명, {num}, 상한 {amt}."),
             title=("{num}: {y} {x}, {e}", "{num} {e} {x} 채용"),
             qen=("What's the pay ceiling on {num}?", "How many {x} hires did {e} open in {omonth}?"),
             qko=("{num} 연봉 상한이 얼마였지?", "{omonth}에 {e}에서 {x} 몇 명 뽑기로 했어?"),
             tags="HIRING BUDGET DECISION", chan="hiring", rev=("amt",), twin=("x", "y"), num="REQ-{}", src=(0.4, 0.3, 0.0, 0.3)),
        Kind("vendor", "settled", 0.5, (
            {"n": "payments provider|결제 대행사(PG)", "v": ("Stripe", "Adyen", "Toss Payments|토스페이먼츠", "KG Inicis|KG이니시스")},
            {"n": "error tracking|에러 트래킹", "v": ("Sentry", "Rollbar", "Bugsnag")},
            {"n": "CI service|CI 서비스", "v": ("GitHub Actions", "CircleCI", "Buildkite")},
            {"n": "feature flag service|피처 플래그 서비스", "v": ("LaunchDarkly", "Unleash", "Flagsmith")},
            {"n": "identity provider|인증 서비스(IdP)", "v": ("Auth0", "Okta", "Keycloak")},
            {"n": "APM", "v": ("Datadog", "New Relic", "Honeycomb")}, {"n": "CDN", "v": ("Cloudflare", "Fastly", "Akamai")},
            {"n": "KYC checks|본인확인(KYC)", "v": ("Sumsub", "Onfido", "NICE|나이스평가정보")},
            {"n": "status page|상태 페이지", "v": ("Statuspage", "Instatus", "Better Stack")},
            {"n": "secrets manager|시크릿 관리", "v": ("HashiCorp Vault", "Doppler", "AWS Secrets Manager")}),
             {"p": "pick:projects", "v": "epick:v", "alt": "epick:v!v", "amt": "usd:6000:150000:1000", "date": "date:7:45",
              "why": "pick:vwhy", "who": "person"}, "vendor-{p}-{e}",
             en=("For {p}'s {e} we're going with {v} instead of {alt}, since {why}. Contract is {amt}/yr starting {date}.",
                 "{who} made the call: {v} for {p}'s {e}, not {alt}. Starts {date} at {amt} a year.",
                 "Vendor decision for {p} {e}: {v} over {alt}, mainly because {why}. {amt} per year from {date}."),
             ko=("{p} {e:은} {alt} 대신 {v:으로} 가기로 했습니다(연 {amt}, {date}부터). {why}.",
                 "{who} 결정: {p} {e:은} {alt} 빼고 {v:으로} 갑니다. {why}.",
                 "{p}의 {e} 업체를 {v:으로} 확정했습니다. {date} 시작, 연간 {amt} 규모입니다."),
             title=("{p} {e}: {v}", "{p} {e} 업체 선정"),
             qen=("Which {e} did {p} end up with?", "What are we using for {e} on {p}?"),
             qko=("{p} {e} 어디로 정했지?", "{p}에서 {e:은} 뭐 쓰기로 했어?"),
             tags="VENDOR PAY AUTH MON SEC CI", chan="vendors", rev=("v",), src=(0.3, 0.3, 0.0, 0.4)),
        Kind("capacity", "monthly", 0.6, D_SERVICES,
             {"n": "int:2:24", "x": "pick:itypes", "y": "pick:regions", "amt": "usd:800:30000:100", "who": "person"},
             "capacity-{e}-{month}",
             en=("{e} runs {n} x {x} in {y} for {month}; projected spend {amt}. {who} owns the change.",
                 "Capacity plan for {month}: {e} scales to {n} {x} nodes in {y}, about {amt} a month.",
                 "{who} sized {e} at {n} {x} instances in {y} through {month}, budget {amt}."),
             ko=("{month} {e} 용량: {y}에 {x} {n}대, 예상 비용 월 {amt}. 변경은 {who} 담당.",
                 "{e:은} {month}에 {x} 인스턴스 {n}대로 운영합니다({y}). 월 {amt} 예상입니다.",
                 "{month} 용량 계획 확정: {e}, {y}, {x} {n}대. 비용은 월 약 {amt}."),
             title=("{e} capacity for {month}", "{month} {e} 용량 계획"),
             qen=("How many nodes was {e} running in {month}?", "What instance type did we size {e} on for {month}?"),
             qko=("{month}에 {e} 몇 대로 돌렸지?", "{e} {month} 인스턴스 타입 뭘로 했었어?"),
             tags="CAP K8S SCALE INFRA PERF DB", chan="infra", rev=("n", "amt"), src=(0.4, 0.1, 0.3, 0.2)),
        Kind("policy", "settled", 0.4, (
            {"n": "deploy approvals|배포 승인", "rule": "production deploys need {n} approvals|운영 배포는 승인 {n}건 이상 필요", "r": (1, 3)},
            {"n": "Friday deploys|금요일 배포", "rule": "no deploys after {n} p.m. on Fridays|금요일 오후 {n}시 이후 배포 금지", "r": (1, 5)},
            {"n": "hotfix branches|핫픽스 브랜치", "rule": "hotfix branches live at most {n} days|핫픽스 브랜치는 최대 {n}일까지만 유지", "r": (2, 7)},
            {"n": "test coverage|테스트 커버리지", "rule": "coverage must stay above {n}%|커버리지는 {n}% 이상 유지", "r": (60, 90)},
            {"n": "postmortem deadlines|장애 회고 기한",
             "rule": "postmortems are due within {n} business days|장애 회고 문서는 {n}영업일 안에 작성 완료", "r": (2, 10)},
            {"n": "token rotation|토큰 교체 주기", "rule": "API tokens rotate every {n} days|API 토큰은 {n}일마다 교체", "r": (30, 180)},
            {"n": "on-call handoffs|온콜 인수인계",
             "rule": "on-call handoff notes are written within {n} hours|온콜 인수인계 노트는 {n}시간 안에 작성", "r": (1, 24)},
            {"n": "stale feature flags|오래된 피처 플래그", "rule": "flags older than {n} weeks get removed|{n}주 넘은 피처 플래그는 제거",
             "r": (2, 12)}),
             {"p": "pick:projects", "n": "erange:r", "rule": "efmt:rule", "date": "date:3:30", "who": "person", "why": "pick:pwhy"},
             "policy-{p}-{e}",
             en=("Starting {date}, {p} follows a new rule: {rule}. {who} will enforce it.",
                 "Policy change for {p}, effective {date}: {rule}. We're doing this {why}.",
                 "{who} set the {e} rule for {p}: {rule}, from {date} on."),
             ko=("{date}부터 {p} 규칙: {rule}. 관리는 {who:이} 맡습니다.", "{p} 정책 변경({date} 시행): {rule}. {why}.",
                 "{who} 공지: {date}부터 {p}에서는 {rule}."),
             title=("{p} rule: {e}", "{p} {e} 규칙"),
             qen=("What's the {e} rule on {p} now?", "How strict is {p} about {e}?"),
             qko=("{p} {e} 규칙이 어떻게 돼?", "{p:은} {e} 기준이 뭐였지?"),
             tags="POLICY DEPLOY SEC TEST FLAGS", chan="eng-policy", rev=("n",), src=(0.3, 0.3, 0.1, 0.3)),
        Kind("incident", "counter", 1.5, D_SERVICES,
             {"date": "dateb:0:3", "n": "int:4:95", "x": "pick:actions", "y": "pick:causes", "who": "person"},
             "incident-{num}-follow-up",
             en=("Follow-up for {num} ({e} down {n} min on {date}, caused by {y}): we'll {x}. {who} owns it.",
                 "Postmortem outcome for the {date} {e} outage: {x^}. Root cause was {y}; {who} has the action item ({num}).",
                 "{who} will {x} after {num}. That {n}-minute {e} outage on {date} traced back to {y}."),
             ko=("{num} 후속 조치: {date} {e} 장애({n}분, 원인 {y}) 재발 방지를 위해 {x}하기로 했습니다. 담당은 {who}.",
                 "{date} {e} 장애 회고 결론은 {x}입니다. 원인은 {y:이었}고, 액션 아이템은 {who} 담당입니다({num}).",
                 "{who:이} {num} 건으로 {x:을} 진행합니다. {date}에 {e:이} {n}분 멈춘 원인은 {y:이었}습니다."),
             title=("{num} follow-up ({e})", "{num} {e} 장애 후속 조치"),
             qen=("What did we decide after the {e} outage on {date}?", "What was the agreed fix for {num}?"),
             qko=("{date} {e} 장애 이후에 뭘 하기로 했지?", "{num} 후속 조치가 뭐였어?"),
             tags="INCIDENT RCA BUG MON FOLLOW WEBHOOK", chan="incidents", rev=("x",), twin=("e",), num="INC-{}",
             src=(0.45, 0.1, 0.3, 0.15)),
        Kind("discount", "counter", 3.0, ("Starter|스타터", "Growth|그로스", "Scale|스케일", "Enterprise|엔터프라이즈"),
             {"x": "pick:customers", "pct": "pct:5:35:5", "n": "int:1:3", "amt": "krw:1200:60000:100", "who": "person"},
             "deal-{x}-{e}-{num}",
             en=("Approved a {pct} discount for {x} on {e}, {n}-year term, {amt} ACV. {who} signed.",
                 "{who} okayed the {x} deal on {e}: {pct} off list over a {n}-year term, about {amt} a year.",
                 "Deal desk decision for {x} ({e} plan): {pct} discount, {n}-year commitment, {amt} annual."),
             ko=("{x} {e} 플랜 {pct} 할인 승인했습니다(계약 기간 {n}년, 연 {amt}). 승인자는 {who}.",
                 "{who:이} {x} 건 {e} 요금제 {pct} 할인으로 승인했습니다({n}년 약정, 연간 {amt}).",
                 "딜데스크 결정: {x}, {e} 플랜, 할인 {pct}, {n}년 약정, 연 계약 규모 {amt}."),
             title=("{x}: {pct} off {e}", "{x} {e} 할인 승인"),
             qen=("What discount did {x} get on {e} in {omonth}?", "How long did {x} commit to {e} for, back in {omonth}?"),
             qko=("{omonth}에 {x} {e} 할인율 얼마로 해줬지?", "{omonth} {x} {e} 계약 약정 기간이 몇 년이었지?"),
             tags="DEAL PAY DECISION", chan="deal-desk", rev=("pct",), twin=("x",), src=(0.5, 0.3, 0.0, 0.2)),
    ),
    openers=(("",) * 8 + ("Quick update: ", "Decision from standup: ", "FYI: ", "Posting for the record: "),
             ("",) * 8 + ("공유드립니다. ", "스탠드업에서 정한 내용입니다. ", "참고 부탁드려요. ")),
    restate=(("Recap from the sync: ", "Confirming over email what we agreed: ", "Restating for the thread: ", "To close the loop: "),
             ("회의 내용 정리해서 다시 공유드립니다. ", "슬랙에서 정한 내용 메일로 남깁니다. ", "다시 한번 정리하면, ")),
    revise=(("Change of plan: ", "Update, we're revising this. ", "Scratch the earlier call. "),
            ("계획이 바뀌었습니다. ", "앞서 공유한 내용 정정합니다. ", "결정 번복합니다. ")),
    rev_title=("Revised: ", "변경: "),
    noise=("q3", "q4", "2026-plan", "misc", "from-standup", "needs-review", "fyi"),
    repo="platform",
)

# ---------------------------------------------------------------- holdout: a commerce and logistics operations team
H_HUBS = ("Icheon hub|이천 센터", "Yongin hub|용인 센터", "Busan hub|부산 센터", "Gimpo hub|김포 센터", "Pyeongtaek hub|평택 센터",
          "Daegu hub|대구 센터", "Gwangju hub|광주 센터", "Cheongju hub|청주 센터")
H_PROJECTS = ("Pelican", "Juniper", "Tundra", "Marigold", "Copperline", "Falcon")
HOLDOUT = Family(
    people=("Ethan Brooks", "Grace Liu", "Mateo Silva", "Nora Fischer", "Arjun Mehta", "Hannah Kowalski", "Lucas Moreau",
            "Zoe Adams", "Minjae Song|송민재", "Haeun Oh|오하은", "Woojin Shin|신우진", "Nayeon Kwon|권나연", "Junseo Hwang|황준서",
            "Soyul Bae|배소율", "Eunwoo Jo|조은우", "Chaewon Moon|문채원", "Siwoo Ahn|안시우", "Dain Yoo|유다인"),
    lists={
        "projects": H_PROJECTS,
        "cats": ("kitchenware|주방용품", "pet supplies|반려동물 용품", "camping gear|캠핑용품", "skincare|스킨케어", "baby products|유아용품",
                 "home fitness gear|홈트 용품", "stationery|문구", "coffee beans|원두"),
        "hfeat": ("one-tap reorder|원탭 재주문", "a live parcel map|실시간 배송 위치 지도", "Japanese localization|일본어 현지화",
                  "a push opt-in prompt|푸시 수신 동의 팝업", "saved delivery addresses|배송지 저장", "return pickup requests|반품 수거 신청",
                  "gift wrapping|선물 포장 옵션", "offline scanning for drivers|기사용 오프라인 스캔", "batch label printing|송장 일괄 출력",
                  "order CSV export|주문 CSV 내보내기"),
        "modes": ("same-day delivery|당일배송", "dawn delivery|새벽배송", "bulky items|대형 화물", "returns pickup|반품 회수",
                  "cold chain|냉장·냉동 배송"),
        "fwhy": ("since volumes dropped after the holiday peak|명절 성수기 이후 물량이 줄었습니다",
                 "now that the new sorting line cut per-parcel cost|신규 분류 라인 덕분에 건당 비용이 내려갔습니다",
                 "because fuel surcharges went up again|유류할증료가 다시 올랐습니다",
                 "as two large sellers moved into our fulfilment|대형 셀러 두 곳이 풀필먼트로 들어왔습니다"),
        "hroles": ("pickers|피커", "packers|패커", "forklift drivers|지게차 기사", "returns inspectors|반품 검수원", "dock loaders|상하차 인력",
                   "inventory clerks|재고 관리원"),
        "agencies": ("Hanul Staffing|한울인력", "Daesung HR|대성HR", "Bareun People|바른피플", "Sejin Manpower|세진맨파워"),
        "cwhy": ("the pilot showed a damage rate under 0.1%|파일럿 파손율이 0.1% 미만이었습니다",
                 "they collect until 10 p.m.|밤 10시까지 집하가 됩니다", "their shipment-status feed is far more reliable|배송 조회 연동이 훨씬 안정적입니다",
                 "the rate is 300 won lower per box|박스당 단가가 300원 낮습니다", "they cover every island route|도서 산간 지역까지 모두 커버합니다"),
        "rwhy": ("complaints about late refunds doubled this spring|올봄 환불 지연 민원이 두 배로 늘었습니다",
                 "the insurer asked for it|보험사 요청 사항입니다", "drivers kept missing the old cutoff|기사님들이 기존 마감 시간을 자주 놓쳤습니다",
                 "legal reviewed the privacy terms|법무팀이 개인정보 약관을 검토했습니다"),
        "qact": ("pull the remaining stock from every hub|전 센터 잔여 재고 회수",
                 "refund in full without a return shipment|반품 배송 없이 전액 환불",
                 "pause the listing until a new lot arrives|새 로트 입고 전까지 판매 중지",
                 "send replacements by dawn delivery|교환품 새벽배송 발송", "quarantine the lot numbers in the WMS|WMS에서 해당 로트 격리"),
        "sellers": _combos("Moss|모스,Sora|소라,Dalbit|달빛,Pine Hill|파인힐,Cotton|코튼,Amber|앰버,Ivy|아이비,Willow|윌로우,Tide|타이드,"
                           "Jade|제이드,Ember|엠버,Clover|클로버,Bora|보라,Hwasan|화산,Yeonhui|연희,Mint|민트",
                           "Bakery|베이커리,Studio|스튜디오,Market|마켓,Home|홈,Farm|팜,Atelier|아틀리에,Pet|펫,Outdoor|아웃도어"),
    },
    tags=_groups("""
        SHIFT: shift, shifts, roster, 근무표, 야간조; WH: warehouse, warehouses, fulfillment, fulfilment, 물류센터
        JOBS: jobs, cron, queue, worker, 배치; TZ: timezones, timezone, tz, 시간대
        PROMO: promo, promotion, promotions, 프로모션; NOTIF: notifications, notification, push, 알림, 푸시
        EMAIL: email, e-mail, mail, 이메일, 메일; MOBILE: mobile, app, ios, android, 모바일, 앱
        I18N: i18n, localization, l10n, translation, 다국어, 번역; SEARCH: search, search-engine, 검색
        EXPORT: export, csv, csv-export, 내보내기; FREIGHT: freight, shipping-cost, 운임; LOGI: logistics, Logistics, 물류
        DATA: data, etl, backup, 데이터, 백업; STAFF: staffing, temp-staff, 인력투입; PERM: permissions, rbac, roles, 권한
        CARRIER: carrier, carriers, 택배사, 운송사; RETRY: retries, retry, backoff, 재시도; SOP: sop, SOP, 운영기준
        REFUNDS: refunds, refund, 환불, 환불처리; AUDIT: audit, audit-log, auditing, 감사
        DOCS: docs, documentation, 문서, 문서화; QUALITY: quality, qa-case, 품질; RECOVERY: recovery, restore, 복구
        LOG: logging, logs, 로그, 로깅; SELLER: seller, sellers, 입점; SIGNUP: signup, onboarding, registration, 회원가입, 가입"""),
    kinds=(
        Kind("roster", "weekly", 1.0, H_HUBS, {"who": "person", "who2": "person!who"}, "night-lead-{e}-{date}",
             en=("Night shift lead at {e} for the week starting {date}: {who}. {who2} takes the weekend.",
                 "{who} runs nights at {e} from {date}; weekend cover is {who2}.",
                 "Roster locked for {e}, week beginning {date}. {who} on nights, {who2} on Saturday and Sunday."),
             ko=("{date} 주간 {e} 야간조 리더는 {who}, 주말은 {who2:이} 맡습니다.",
                 "{e} 근무표 확정: {date} 주 야간 책임자 {who}, 주말 대체 근무 {who2}.",
                 "{who:이} {date}부터 일주일간 {e} 야간을 책임지고, 주말에는 {who2:이} 들어갑니다."),
             title=("{e} night lead from {date}", "{e} 야간조 ({date}~)"),
             qen=("Who ran the {e} night shift starting {date}?", "Who was on weekend cover at {e} from {date}?"),
             qko=("{date} 주 {e} 야간조 리더 누구였지?", "{e} {date}부터 그 주 주말 근무는 누가 섰어?"),
             tags="SHIFT WH JOBS TZ", chan="hub-ops", rev=("who",), src=(0.7, 0.1, 0.0, 0.2)),
        Kind("promo", "monthly", 1.2, ("app push|앱 푸시", "KakaoTalk channel|카카오톡 채널", "newsletter|뉴스레터", "Naver Shopping|네이버쇼핑",
                                       "Instagram|인스타그램", "home banner|홈 배너"),
             {"pct": "pct:5:40:5", "amt": "krw:200:5000:50", "who": "person"}, "promo-{e}-{x}-{month}",
             en=("{month} promo on {e}: {x} marked down {pct}, total markdown capped at {amt}. {who} approved.",
                 "We'll run a {pct} markdown on {x} through {e} in {month}; it stops once {amt} is used.",
                 "Campaign set by {who}: {e}, {month}, {x}, {pct} markdown, ceiling {amt}."),
             ko=("{month} {e} 프로모션: {x} {pct} 세일, 세일 총액 {amt} 한도. {who} 승인.",
                 "{month}에 {e:으로} {x} {pct} 특가 진행합니다. 집행액이 {amt}에 닿으면 종료합니다.",
                 "{who:이} {month} {e} 캠페인을 확정했습니다. {x}, {pct} 세일, 상한 {amt}."),
             title=("{e} promo, {month}: {x}", "{month} {e} {x} 프로모션"),
             qen=("How deep was the {x} markdown on {e} in {month}?", "What did we cap the {month} {x} promo on {e} at?"),
             qko=("{month} {e} {x} 세일 몇 퍼센트였지?", "{month}에 {e} {x} 캠페인 한도 얼마였어?"),
             tags="PROMO NOTIF EMAIL MOBILE", chan="promo", rev=("pct",), mx="cats", src=(0.45, 0.25, 0.0, 0.3)),
        Kind("build", "counter", 1.5, H_PROJECTS,
             {"x": "pick:hfeat", "y": "pick:hfeat!x", "who": "person", "date": "date:4:30"}, "build-{e}-{ver}",
             en=("{e} build {ver} is submitted to the App Store and Play on {date}, carrying {x}. {y^} waits for the following build.",
                 "Store submission: {e} {ver} on {date}. {who} confirmed {x} made the cut and {y} did not.",
                 "{who} is shepherding {e} {ver}: submission {date}, main change {x}."),
             ko=("{e} {ver} 빌드는 {date}에 스토어에 제출합니다. {x} 포함, {y:은} 다음 빌드로 넘깁니다.",
                 "{e} {ver} 제출일은 {date}, {x:은} 들어가고 {y:은} 빠집니다. 담당 {who}.",
                 "{who:이} {e} {ver:을} 맡습니다. {date} 제출, 핵심 변경은 {x}."),
             title=("{e} {ver} store submission", "{e} {ver} 스토어 제출"),
             qen=("When is {e} {ver} being submitted?", "Which change is headlining {e} {ver}?"),
             qko=("{e} {ver} 스토어 제출 언제야?", "{e} {ver}에 뭐 들어가?"),
             tags="MOBILE I18N NOTIF SEARCH EXPORT", chan="app-builds", rev=("date",), twin=("date",), src=(0.45, 0.1, 0.3, 0.15)),
        Kind("freight", "monthly", 1.2, ("Capital region|수도권", "Gyeongsang|경상권", "Jeolla|전라권", "Chungcheong|충청권",
                                         "Gangwon|강원권", "Jeju|제주"),
             {"amt": "krw:2000:40000:100", "who": "person", "why": "pick:fwhy"}, "freight-{e}-{x}-{month}",
             en=("Freight ceiling for {x} in {e}, {month}: {amt}. {who} agreed it with the carrier leads.",
                 "{who} capped {month} {x} freight in {e} at {amt}, {why}.",
                 "For {month}, {e} {x} runs on a {amt} allowance; overages go to {who}."),
             ko=("{month} {e} {x} 운임 한도는 {amt}입니다. {who} 확인 완료.",
                 "{who:이} {month} {e} {x} 운송비 상한을 {amt:으로} 정했습니다. {why}.",
                 "{e} {x}, {month} 운임 상한 {amt}. 넘치면 {who}에게 먼저 보고해 주세요."),
             title=("{e} {x} freight cap, {month}", "{month} {e} {x} 운임 한도"),
             qen=("Remind me of the {month} freight cap for {x} in {e}?",
                  "How much were we allowed to spend on {x} freight in {e} during {month}?"),
             qko=("{month} {e} {x} 운임 한도 얼마였지?", "{e} {x} 운송비 상한, {month} 기준으로 기억나?"),
             tags="FREIGHT LOGI DATA", chan="freight", rev=("amt",), mx="modes", src=(0.35, 0.35, 0.0, 0.3)),
        Kind("staffing", "counter", 2.0, H_HUBS,
             {"n": "int:5:40", "x": "pick:hroles", "amt": "won:10030:14500:10", "date": "date:3:21", "y": "pick:agencies",
              "who": "person"}, "staffing-{num}",
             en=("{num}: {e} brings on {n} seasonal {x} from {date} through {y}, {amt} an hour. {who} coordinates.",
                 "{who} confirmed {n} temp {x} for {e} starting {date}; agency is {y}, hourly rate {amt}.",
                 "Staffing request {num} approved: {e}, {n} {x}, {amt}/hour via {y}, first shift {date}."),
             ko=("{num}: {e}에 {date}부터 단기 {x} {n}명 투입합니다({y}, 시급 {amt}). 담당 {who}.",
                 "{who:이} {e} {x} {n}명 투입을 확정했습니다. {y}, 시급 {amt}, {date} 첫 출근.",
                 "인력 요청 {num} 승인: {e} {x} {n}명, 시급 {amt}, 공급사 {y}, {date} 시작."),
             title=("{num}: {n} {x} for {e}", "{num} {e} {x} 투입"),
             qen=("How many temp {x} did {e} add under {num}?", "What hourly rate did we agree for {num}?"),
             qko=("{num} 때 {e}에 {x} 몇 명 들어왔지?", "{num} 시급 얼마로 했어?"),
             tags="STAFF WH PERM JOBS", chan="staffing", rev=("n",), twin=("e", "x"), num="SR-{}", src=(0.45, 0.3, 0.0, 0.25)),
        Kind("carrier", "settled", 0.5, (
            {"n": "standard parcels|일반 택배",
             "v": ("CJ Logistics|CJ대한통운", "Hanjin|한진택배", "Lotte Global Logistics|롯데글로벌로지스", "Logen|로젠택배")},
            {"n": "dawn delivery|새벽배송", "v": ("Teamfresh|팀프레시", "Saebyeok Express|새벽익스프레스", "Nextmile|넥스트마일")},
            {"n": "Jeju shipments|제주 배송", "v": ("Jeju Haeun|제주해운", "Halla Freight|한라물류", "Tamna Express|탐라익스프레스")},
            {"n": "international parcels|해외 배송", "v": ("DHL", "FedEx", "EMS")},
            {"n": "furniture delivery|가구 배송", "v": ("Hanaro Move|하나로무브", "Jeongseong Move|정성무브", "Pyeonhan Logistics|편한로지스")},
            {"n": "cold chain|냉장·냉동 배송", "v": ("Coolchain Korea|쿨체인코리아", "Frost Line|프로스트라인", "Icebox Logis|아이스박스로지스")}),
             {"p": "pick:projects", "v": "epick:v", "alt": "epick:v!v", "amt": "won:1800:6500:50", "date": "date:7:40",
              "why": "pick:cwhy", "who": "person"}, "carrier-{p}-{e}",
             en=("{p} {e} switches to {v} on {date}; we're dropping {alt} because {why}. Rate is {amt} per box.",
                 "Carrier pick for {p} ({e}): {v}, agreed by {who}, since {why}. {alt} is out.",
                 "{who}: {v} takes over {p}'s {e} on {date} at {amt} a parcel. {alt} is out."),
             ko=("{p} {e:은} {date}부터 {alt} 대신 {v:으로} 바꿉니다(건당 {amt}). {why}.",
                 "{p} {e} 운송사는 {v:으로} 결정했습니다({who} 확인). {why}.", "{who}: {date}부로 {p} {e:은} {v} 담당, 박스당 {amt}."),
             title=("{p} {e} carrier: {v}", "{p} {e} 운송사 선정"),
             qen=("Who delivers {p}'s {e} now?", "Which carrier did {p} settle on for {e}?"),
             qko=("{p} {e} 택배사 어디로 바뀌었지?", "{p} {e:은} 어느 업체가 맡아?"),
             tags="CARRIER LOGI RETRY DATA", chan="carriers", rev=("v",), src=(0.3, 0.35, 0.0, 0.35)),
        Kind("hubplan", "monthly", 0.6, H_HUBS, {"n": "int:2:12", "y": "int:8:40", "z": "int:20:180", "who": "person"},
             "hub-plan-{e}-{month}",
             en=("{e} setup for {month}: {n} sorting lines open, {y} dock doors, target {z},000 parcels a day.",
                 "{who} set {e} at {n} sorter lines and {y} docks for {month}, sized for {z},000 parcels daily.",
                 "Throughput target at {e} in {month} is {z},000 a day. We run {n} lines and keep {y} dock doors in use."),
             ko=("{month} {e} 운영안: 분류 라인 {n}개, 도크 {y}개, 하루 {z},000건 목표.",
                 "{who:이} {month} {e} 라인을 {n}개로, 도크를 {y}개로 정했습니다. 일 {z},000건 기준입니다.",
                 "{e} {month} 처리 목표는 일 {z},000건. 라인 {n}개 가동, 도크 {y}개 사용."),
             title=("{e} operating setup, {month}", "{month} {e} 운영안"),
             qen=("How many sorting lines did {e} run in {month}?", "What daily volume was {e} planned for in {month}?"),
             qko=("{month}에 {e} 분류 라인 몇 개 돌렸지?", "{e} {month} 하루 처리 목표가 몇 건이었어?"),
             tags="WH JOBS LOGI DATA", chan="hub-capacity", rev=("n",), src=(0.4, 0.2, 0.0, 0.4)),
        Kind("rules", "settled", 0.4, (
            {"n": "returns window|반품 기간", "rule": "customers can return items within {n} days|구매 후 {n}일 이내 반품 가능", "r": (7, 30)},
            {"n": "free shipping|무료배송 기준", "rule": "orders of {n} items or more ship free|{n}개 이상 주문 시 무료배송", "r": (2, 5)},
            {"n": "push quiet hours|푸시 발송 제한", "rule": "no promotional pushes after {n} p.m.|오후 {n}시 이후 광고성 푸시 발송 금지",
             "r": (7, 10)},
            {"n": "doorstep photos|문 앞 배송 사진", "rule": "drivers attach {n} photos per doorstep drop|문 앞 배송 시 사진 {n}장 첨부",
             "r": (1, 3)},
            {"n": "damage claims|파손 보상", "rule": "damage claims are settled within {n} days|파손 보상은 {n}일 안에 처리", "r": (3, 10)},
            {"n": "address changes|배송지 변경",
             "rule": "address changes close {n} hours before dispatch|출고 {n}시간 전까지만 배송지 변경 가능", "r": (2, 12)},
            {"n": "stock counts|재고 실사", "rule": "full stock counts run every {n} weeks|재고 전수 실사는 {n}주마다 진행", "r": (2, 8)},
            {"n": "address retention|주소 정보 보관",
             "rule": "customer addresses are purged {n} months after the last order|마지막 주문 {n}개월 후 고객 주소 삭제", "r": (6, 24)}),
             {"p": "pick:projects", "n": "erange:r", "rule": "efmt:rule", "date": "date:3:30", "who": "person", "why": "pick:rwhy"},
             "rule-{p}-{e}",
             en=("From {date}, {p} rule on {e}: {rule}. {who} briefs the floor leads.",
                 "{p} {e} SOP updated, effective {date}: {rule}. Reason: {why}.",
                 "{who} posted the {p} {e} rule: {rule}, starting {date}."),
             ko=("{date}부터 {p} {e} 기준: {rule}. 현장 공지는 {who:이} 합니다.", "{p} {e} 운영 기준 개정({date} 적용): {rule}. {why}.",
                 "{who} 안내: {p:은} {date}부터 {rule}."),
             title=("{p} {e} rule", "{p} {e} 기준"),
             qen=("What's {p}'s current rule on {e}?", "How does {p} handle {e} these days?"),
             qko=("{p} {e} 기준이 어떻게 돼?", "{p:은} {e} 어떻게 하기로 했지?"),
             tags="SOP REFUNDS NOTIF AUDIT PERM DOCS", chan="ops-policy", rev=("n",), src=(0.3, 0.3, 0.0, 0.4)),
        Kind("quality", "counter", 1.5, (
            {"n": "Daehan Housewares|대한생활", "sku": ("stainless tumbler|스테인리스 텀블러", "drip kettle|드립 포트")},
            {"n": "Green Paw|그린포", "sku": ("pet water fountain|반려동물 급수기", "cat litter mat|고양이 모래매트")},
            {"n": "Solmaru Outdoor|솔마루아웃도어", "sku": ("camping lantern|캠핑 랜턴", "folding chair|접이식 의자")},
            {"n": "Aurora Baby|오로라베이비", "sku": ("bottle warmer|젖병 워머", "baby wipes|아기 물티슈")},
            {"n": "Cheongmyeong Beauty|청명뷰티", "sku": ("SPF50 sunscreen|선크림 SPF50", "cleansing foam|클렌징폼")},
            {"n": "Hanmaeum Fitness|한마음피트니스", "sku": ("foam roller|폼롤러", "yoga mat|요가 매트")}),
             {"x": "epick:sku", "n": "int:20:900", "y": "pick:qact", "date": "date:2:14", "who": "person"}, "quality-{num}",
             en=("Case {num} ({x} from {e}, {n} units affected): we {y}. {who} coordinates with the supplier.",
                 "{who} decided on {num}: {y} for the {x} lot from {e}. {n} orders are involved, deadline {date}.",
                 "Quality case {num}, {e}'s {x}. Decision: {y} by {date}; roughly {n} customers to contact."),
             ko=("{num} 건({e} {x}, 대상 {n}개): {y:으로} 결정했습니다. 공급사 연락은 {who:이} 맡습니다.",
                 "{who} 결정: {num}, {e} {x} 로트는 {y}(기한 {date}). 관련 주문 {n}건.",
                 "품질 이슈 {num}: {e} {x}. 조치는 {y}, 기한은 {date}, 연락할 고객은 약 {n}명."),
             title=("{num}: {e} {x}", "{num} {e} {x} 품질 이슈"),
             qen=("What did we do about {e}'s {x} in {num}?", "How was the {x} problem from {e} handled in {omonth}?"),
             qko=("{num} {x} 건 어떻게 처리하기로 했지?", "{omonth}에 {e} {x} 문제 조치 뭐였어?"),
             tags="QUALITY REFUNDS AUDIT RECOVERY LOG", chan="quality", rev=("y",), twin=("x",), num="RC-{}",
             src=(0.45, 0.3, 0.05, 0.2)),
        Kind("seller", "counter", 2.5, ("Basic|베이직", "Plus|플러스", "Partner|파트너"),
             {"x": "pick:sellers", "pct": "pct:6:15:1", "date": "date:5:30", "n": "int:20:800", "who": "person"},
             "seller-{x}-{e}-{num}",
             en=("{x} joins the {e} tier on {date} at {pct} commission, starting with {n} SKUs. {who} owns the account.",
                 "{who} signed {x} to {e}: {pct} take rate, {n} listings, live {date}.",
                 "Seller onboarding call: {x}, {e} tier, commission {pct}, go-live {date}, {n} SKUs in the first batch."),
             ko=("{x:이} {date}부터 {e} 등급으로 입점합니다(수수료 {pct}, 초기 상품 {n}개). 담당 {who}.",
                 "{who:이} {x} {e} 입점 계약을 마쳤습니다. 수수료율 {pct}, 상품 {n}개, {date} 오픈.",
                 "입점 확정: {x} / {e} / 수수료 {pct} / {date} 오픈 / SKU {n}개."),
             title=("{x} onboarding ({e})", "{x} 입점 ({e})"),
             qen=("What commission did {x} sign at on {e} in {omonth}?", "When did {x} go live on {e} after the {omonth} deal?"),
             qko=("{omonth}에 {x} 수수료 몇 퍼센트로 들어왔지?", "{x} {e} 입점 오픈일이 언제였어? {omonth}에 계약한 건."),
             tags="SELLER SIGNUP EXPORT PERM", chan="sellers", rev=("pct",), twin=("x",), src=(0.4, 0.35, 0.0, 0.25)),
    ),
    openers=(("",) * 8 + ("Ops note: ", "From the floor meeting: ", "Heads-up: ", "Logging this: "),
             ("",) * 8 + ("운영 공지입니다. ", "현장 회의 결과 남깁니다. ", "확인 부탁드립니다. ")),
    restate=(("Writing it down again: ", "Same decision, for the mail archive: ", "Summary of the call: "),
             ("통화 내용 요약입니다. ", "메일로도 한 번 더 남겨둡니다. ", "정리차 재공유합니다. ")),
    revise=(("Correction: ", "We're reversing course. ", "New decision replaces the last one: "),
            ("변경 공지: ", "이전 결정은 취소합니다. ", "다시 정했습니다. ")),
    rev_title=("Update: ", "수정: "),
    noise=("peak-season", "floor-ops", "weekly", "from-call", "ops-log", "check-later"),
    repo="ops-console",
)
FAMILIES: dict[str, Family] = {"dev": DEV, "holdout": HOLDOUT}

# ---------------------------------------------------------------- rendering
_SLOT = re.compile(r"\{(\w+)(\^?)(?::(\w+))?\}")
_JOSA = {"은": ("은", "는"), "이": ("이", "가"), "을": ("을", "를"), "과": ("과", "와"), "으로": ("으로", "로"), "이었": ("이었", "였")}
_MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
_MONTH = "January February March April May June July August September October November December".split()
_AUTO = {"e": "ent", "date": "date", "month": "month", "omonth": "month", "num": "num", "ver": "ver", "x": "pick"}


def _jong(word: str) -> int:
    """The final consonant a Korean reader hears at the end of ``word`` (jongseong index: 0 none, 8 ㄹ)."""
    w = re.sub(r"\s*\([^)]*\)$", "", word).rstrip(" '\"")
    c = w[-1] if w else ""
    if "가" <= c <= "힣":
        return (ord(c) - 0xAC00) % 28
    if re.search(r"[A-Za-z]0$", w):  # Auth0: "zero"
        return 0
    if c.isdigit():
        num = re.findall(r"\d+", w)[-1]
        zeros = len(num) - len(num.rstrip("0"))
        if zeros and num.strip("0"):
            return {1: 17, 2: 1}.get(zeros, 4)  # 십, 백, 천/만
        return (21, 8, 0, 16, 0, 0, 1, 8, 8, 0)[int(c)]  # 영 일 이 삼 사 오 육 칠 팔 구
    if c.isupper() and w[-2:].isupper():  # an acronym: the letter's name
        return {"L": 8, "M": 16, "N": 4, "R": 8}.get(c, 0)
    low = w.lower()
    for ending, j in (("ng", 21), ("ine", 4), ("one", 4), ("ole", 8), ("ale", 8), ("ule", 8), ("ame", 16), ("ime", 16),
                      ("ome", 16), ("ic", 1)):
        if low.endswith(ending):
            return j
    if re.search(r"[aeiou]t$", low):  # Orbit, Split
        return 19
    return {"l": 8, "m": 16, "n": 4, "k": 1, "g": 1, "b": 17}.get(c.lower(), 0)


def _josa(word: str, particle: str) -> str:
    with_final, without = _JOSA[particle]
    j = _jong(word)
    return without if (particle == "으로" and j == 8) or not j else with_final


def _fill(tpl: str, vals: dict[str, str]) -> str:
    def sub(m: re.Match[str]) -> str:
        v = vals[m.group(1)]
        v = v[:1].upper() + v[1:] if m.group(2) else v
        return v + (_josa(v, m.group(3)) if m.group(3) else "")
    return _SLOT.sub(sub, tpl)


def _side(s: str, lang: str) -> str:
    en, _, ko = s.partition("|")
    return ko if lang == "ko" and ko else en


def _slug(s: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", _side(s, "en").lower()).strip("-")


def _is_ko(s: str) -> bool:
    return any("가" <= c <= "힣" for c in s)


def _fmt(typ: str, raw: Any, lang: str, kind: Kind) -> str:
    """One fact as written in ``lang`` ("en", "ko", or "slug" for subjects)."""
    if typ in ("pick", "epick", "ent"):
        return _slug(raw) if lang == "slug" else _side(raw, lang)
    if typ == "person":  # English: the given name; Korean: the full name (Latin for others) and 님
        en, _, ko = raw.partition("|")
        return {"en": en.split()[0], "slug": _slug(en)}.get(lang, (ko or en.split()[0]) + " 님")
    if typ in ("date", "dateb"):
        return {"slug": raw.isoformat(), "ko": f"{raw.month}월 {raw.day}일"}.get(lang, f"{_MON[raw.month - 1]} {raw.day}")
    if typ == "month":
        return {"slug": f"{raw:%Y-%m}", "ko": f"{raw.year}년 {raw.month}월"}.get(lang, f"{_MONTH[raw.month - 1]} {raw.year}")
    if typ == "num":
        return kind.num.format(raw).lower() if lang == "slug" else kind.num.format(raw)
    if typ == "pct":
        return f"{raw}%"
    if typ == "usd":
        return f"{raw:,}달러" if lang == "ko" else f"${raw:,}"
    if typ == "won":
        return f"{raw:,}원" if lang == "ko" else f"KRW {raw:,}"
    if typ == "krw":  # raw in units of 10,000 won (만 원)
        if lang == "ko":
            eok, man = divmod(raw, 10000)
            return (f"{eok}억 " if eok else "") + (f"{man:,}만 원" if man else "원")
        return f"KRW {raw // 100:,}M" if raw % 100 == 0 else f"KRW {raw / 100:,.2f}".rstrip("0").rstrip(".") + "M"
    return str(raw)


# ---------------------------------------------------------------- generation
@dataclass(eq=False)
class _It:
    kind: Kind
    ei: int
    facts: dict[str, Any]
    when: datetime
    lang: str
    tpl: int
    role: str  # base | twin | rev | dup
    origin: _It | None = None  # twin: its source; rev: the decision it replaces; dup: the decision it restates
    period: tuple[Any, ...] = ()
    subject: str = ""
    key: str = ""
    source: str = ""
    superseded_by: _It | None = None
    out: dict[str, Any] = field(default_factory=dict)


class _Gen:
    def __init__(self, seed: int, family: str, n: int, end: str, team: str) -> None:
        if family not in FAMILIES:
            raise ValueError(f"unknown family {family!r}; choose from {sorted(FAMILIES)}")
        self.fam, self.family, self.n, self.seed, self.team = FAMILIES[family], family, n, seed, team
        self.rng = random.Random(f"mnemo-lifecycle:{seed}:{family}:{n}:{end}:{team}")
        self.end = datetime.fromisoformat(end.replace("Z", "+00:00")).astimezone(UTC)
        self.start = self.end - timedelta(days=365)
        self.ko_people = [p for p in self.fam.people if "|" in p]
        self.en_people = [p for p in self.fam.people if "|" not in p]
        self.items: list[_It] = []
        self.pref: dict[tuple[str, int, str], int] = {}

    def _at(self, day: date) -> datetime:
        """A moment of a working day in Seoul (most between 10:00 and 16:00 KST)."""
        minutes = int(self.rng.triangular(510, 1170, 660))
        return (datetime(day.year, day.month, day.day, tzinfo=KST) + timedelta(minutes=minutes)).astimezone(UTC)

    def _any_time(self) -> datetime:
        while True:
            day = (self.start.astimezone(KST) + timedelta(days=self.rng.random() * 365)).date()
            if day.weekday() >= 5 and self.rng.random() < 0.8:
                continue
            t = self._at(day)
            if self.start <= t < self.end:
                return t

    def _before(self, anchor: date, lo: int, hi: int) -> datetime | None:
        day = anchor - timedelta(days=self.rng.randint(lo, hi))
        if day.weekday() >= 5 and self.rng.random() < 0.85:
            day -= timedelta(days=day.weekday() - 4)  # decided on the Friday before
        t = self._at(day)
        return t if self.start <= t < self.end else None

    def _draw(self, spec: str, facts: dict[str, Any], ent: dict[str, Any], lang: str, when: datetime) -> Any:
        spec, _, excl = spec.partition("!")
        typ, _, arg = spec.partition(":")
        rng = self.rng
        v: Any = None
        for _ in range(30):
            if typ == "person":
                v = rng.choice(self.ko_people if rng.random() < (0.8 if lang == "ko" else 0.45) else self.en_people)
            elif typ in ("pick", "epick"):
                v = rng.choice(self.fam.lists[arg] if typ == "pick" else ent[arg])
            elif typ == "efmt":
                v = ent[arg]
            elif typ == "erange":
                v = rng.randint(*ent[arg])
            elif typ in ("date", "dateb"):
                days = timedelta(days=rng.randint(*map(int, arg.split(":"))))
                v = ((when + days) if typ == "date" else (when - days)).astimezone(KST).date()
            else:
                b = [int(x) for x in arg.split(":")]
                v = rng.randrange(b[0], b[1] + 1, b[2] if len(b) > 2 else 1)
            if not excl or v != facts.get(excl):
                break
        return v

    def _ent(self, kind: Kind, ei: int) -> dict[str, Any]:
        e = kind.ents[ei]
        return e if isinstance(e, dict) else {"n": e}

    def _ntpl(self, kind: Kind, lang: str) -> int:
        return len(kind.en if lang == "en" else kind.ko)

    def _new(self, kind: Kind, ei: int, when: datetime, preset: dict[str, Any], period: tuple[Any, ...] = ()) -> _It:
        lang = "ko" if self.rng.random() < 0.4 else "en"
        facts: dict[str, Any] = {"e": self._ent(kind, ei)["n"], **preset}
        for slot, spec in kind.slots.items():
            if slot not in facts:
                facts[slot] = self._draw(spec, facts, self._ent(kind, ei), lang, when)
        local = when.astimezone(KST)
        facts["omonth"] = date(local.year, local.month, 1)
        tpl = self.rng.randrange(self._ntpl(kind, lang))
        if kind.mode in PERIODIC:  # whoever posts a recurring decision posts it the same way most weeks
            pref = self.pref.setdefault((kind.name, ei, lang), self.rng.randrange(self._ntpl(kind, lang)))
            tpl = pref if self.rng.random() < 0.7 else tpl
        it = _It(kind, ei, facts, when, lang, tpl, "base", period=period)
        self.items.append(it)
        return it

    def _bounded(self, kind: Kind, target: int) -> list[_It]:
        """``target`` decisions of a periodic or settled kind, each on its own (entity, period or project)."""
        rng = self.rng
        d0, d1 = self.start.astimezone(KST).date(), self.end.astimezone(KST).date()
        monday = d0 + timedelta(days=(7 - d0.weekday()) % 7 + 7)
        nents = range(len(kind.ents))
        space: list[tuple[int, tuple[Any, ...]]]
        if kind.mode == "weekly":
            weeks = [monday + timedelta(days=7 * i) for i in range(60) if monday + timedelta(days=7 * i - 1) < d1]
            space = [(ei, (w,)) for ei in nents for w in weeks]
        elif kind.mode == "biweekly":
            sprints = [monday + timedelta(days=14 * i) for i in range(30) if monday + timedelta(days=14 * i + 1) < d1]
            space = [(ei, (i, s)) for ei in nents for i, s in enumerate(sprints)]
        elif kind.mode == "monthly":
            months, m = [], date(d0.year + d0.month // 12, d0.month % 12 + 1, 1)
            while m - timedelta(days=2) < d1:
                months.append(m)
                m = date(m.year + m.month // 12, m.month % 12 + 1, 1)
            xs = range(len(self.fam.lists[kind.mx])) if kind.mx else range(1)
            space = [(ei, (mi, x, mo)) for ei in nents for x in xs for mi, mo in enumerate(months)]
        else:
            space = [(ei, (p,)) for ei in nents for p in self.fam.lists["projects"]]
        made, sprint_base = [], rng.randint(30, 60)
        for ei, per in rng.sample(space, min(target, len(space))):
            preset: dict[str, Any]
            if kind.mode == "weekly":
                when, preset = self._before(per[0], 1, 4), {"date": per[0]}
            elif kind.mode == "biweekly":  # planned on the sprint's Monday, demo on its second Friday
                when, preset = self._before(per[1], -1, 0), {"num": sprint_base + per[0], "date": per[1] + timedelta(days=11)}
            elif kind.mode == "monthly":
                when, preset = self._before(per[2], 2, 10), {"month": per[2]}
                if kind.mx:
                    preset["x"] = self.fam.lists[kind.mx][per[1]]
            else:
                when, preset = self._any_time(), {"p": per[0]}
            if when is not None:
                made.append(self._new(kind, ei, when, preset, per))
        return made

    def _numbers(self) -> None:
        """Counter kinds get numbers (or versions) in time order; then every item gets its subject."""
        for kind in self.fam.kinds:
            if kind.mode != "counter":
                continue
            its = sorted((it for it in self.items if it.kind is kind), key=lambda it: it.when)
            if "{ver}" in kind.subj:
                state = {ei: [1 + (ei * 3) % 6, self.rng.randint(3, 18), 0] for ei in range(len(kind.ents))}
                for it in its:
                    v = state[it.ei]
                    r = self.rng.random()
                    v[:] = [v[0], v[1], v[2] + 1] if r < 0.8 else ([v[0], v[1] + 1, 0] if v[1] < 24 else [v[0] + 1, 0, 0])
                    it.facts["ver"] = f"{v[0]}.{v[1]}.{v[2]}"
            else:
                num = self.rng.randint(1000, 4000)
                for it in its:
                    num += self.rng.choice((1, 1, 1, 2, 3))
                    it.facts["num"] = num
        for it in self.items:
            it.subject = _fill(it.kind.subj, self._vals(it, "slug"))

    def _vals(self, it: _It, lang: str) -> dict[str, str]:
        out: dict[str, str] = {}
        for slot, raw in it.facts.items():
            typ = it.kind.slots[slot].split(":")[0].split("!")[0] if slot in it.kind.slots else _AUTO.get(slot, "int")
            if typ != "efmt":
                out[slot] = _fmt(typ, raw, lang, it.kind)
        for slot, spec in it.kind.slots.items():
            if spec.startswith("efmt") and lang != "slug":
                out[slot] = _fill(_side(it.facts[slot], lang), out)
        return out

    def _derive(self, src: _It, role: str, when: datetime, change: tuple[str, ...]) -> _It:
        """A twin (one fact changed, same wording) or a reversal (the decision changed) of ``src``."""
        facts, ei = dict(src.facts), src.ei
        for slot in change:
            if slot == "e":  # another entity; the values bound to it follow
                ei = self.rng.choice([i for i in range(len(src.kind.ents)) if i != src.ei])
                facts["e"] = self._ent(src.kind, ei)["n"]
                for s, spec in src.kind.slots.items():
                    if spec.startswith(("epick", "efmt", "erange")):
                        facts[s] = self._draw(spec, facts, self._ent(src.kind, ei), src.lang, when)
                continue
            old = facts[slot]
            for _ in range(30):
                facts[slot] = self._draw(src.kind.slots[slot].partition("!")[0], facts, self._ent(src.kind, ei), src.lang, when)
                if facts[slot] != old:
                    break
            if slot == "v" and "alt" in facts:  # the vendor dropped is the one chosen before
                facts["alt"] = old
            if slot == "who" and facts.get("who2") == facts["who"]:  # a swap
                facts["who2"] = old
        it = _It(src.kind, ei, facts, when, src.lang, src.tpl, role, src, src.period, src.subject)
        if role == "rev":
            it.tpl = self.rng.randrange(self._ntpl(src.kind, src.lang))
        self.items.append(it)
        return it

    def run(self) -> dict[str, Any]:
        rng, fam, n = self.rng, self.fam, self.n
        n_dup = round(0.04 * n)
        rev_plan = [1 if rng.random() < 0.7 else 2 for _ in range(round(0.05 * max(1, round((n - n_dup) / 1.065))))]
        n_base = n - n_dup - sum(rev_plan)
        total_w = sum(k.weight for k in fam.kinds)
        bounded = [it for k in fam.kinds if k.mode != "counter" for it in self._bounded(k, round(n_base * k.weight / total_w))]
        # consecutive recurring decisions of one family: near misses by nature
        have = {(it.kind.name, it.ei, it.period[1:-1] if it.kind.mode == "monthly" else (), it.period[0]): it
                for it in bounded if it.kind.mode in PERIODIC}
        pairs = [(it, nxt) for (kn, ei, extra, p), it in have.items()
                 if (nxt := have.get((kn, ei, extra, p + (timedelta(days=7) if it.kind.mode == "weekly" else 1)))) is not None]
        n_rec = min(len(pairs), round(0.035 * n))
        n_twin = max(round(0.035 * n), n_dup + 1 - n_rec)
        n_counter = max(0, n_base - len(bounded) - n_twin)
        counter_kinds = [k for k in fam.kinds if k.mode == "counter"]
        shares = [int(n_counter * k.weight / sum(c.weight for c in counter_kinds)) for k in counter_kinds]
        shares[-1] += n_counter - sum(shares)
        counters = [self._new(k, rng.randrange(len(k.ents)), self._any_time(), {}) for k, c in zip(counter_kinds, shares)
                    for _ in range(c)]
        twins = []
        for src in rng.sample(counters, min(n_twin, len(counters))):
            when = src.when + timedelta(hours=rng.uniform(1, 240) * (1 if src.when < self.end - timedelta(days=11) else -1))
            twins.append((src, self._derive(src, "twin", when, (rng.choice(src.kind.twin),))))
        self._numbers()

        # reversals: settled matters are re-decided far more often than the rest
        order = sorted((it for it in self.items if it.when < self.end - timedelta(days=2)), reverse=True,
                       key=lambda it: rng.random() ** (1 / (6.0 if it.kind.mode == "settled" else 1.0)))
        reversals: list[tuple[_It, _It]] = []
        for it in order:
            if not rev_plan:
                break
            want, prev = rev_plan.pop(), it
            while want:
                delay = timedelta(days=rng.uniform(0.3, 4) if it.kind.mode in PERIODIC else rng.uniform(3, 100))
                t = self._at((prev.when + delay).astimezone(KST).date())
                t = t if t > prev.when else prev.when + timedelta(hours=rng.uniform(1, 6))
                if t >= self.end:
                    rev_plan.append(want)  # the rest goes to another subject
                    break
                new = self._derive(prev, "rev", t, it.kind.rev)
                prev.superseded_by = new
                reversals.append((prev, new))
                prev, want = new, want - 1

        # restatements of standing decisions, a few hours to three weeks later
        standing = [it for it in self.items if it.superseded_by is None]
        rng.shuffle(standing)
        dups: list[tuple[_It, _It]] = []
        for orig in standing:
            if len(dups) >= n_dup:
                break
            t = orig.when + timedelta(hours=rng.uniform(2, 36) if rng.random() < 0.6 else rng.uniform(36, 504))
            if t >= self.end:
                continue
            lang = orig.lang if rng.random() < 0.85 else ("en" if orig.lang == "ko" else "ko")
            others = [i for i in range(self._ntpl(orig.kind, lang)) if lang != orig.lang or i != orig.tpl]
            dup = _It(orig.kind, orig.ei, dict(orig.facts), t, lang, rng.choice(others), "dup", orig, orig.period, orig.subject)
            self.items.append(dup)
            dups.append((orig, dup))
        return self._finish(pairs, n_rec, twins, reversals, dups)

    def _tags(self, it: _It) -> list[str]:
        """2-6 tags, spelled the way agents spell them."""
        rng = self.rng
        groups = [self.fam.tags[g] for g in it.kind.tags.split()]
        rng.shuffle(groups)
        out = []
        for g in groups[:rng.randint(2, 5)]:
            hangul, latin = [v for v in g if _is_ko(v)], [v for v in g if not _is_ko(v)]
            if it.lang == "ko" and hangul and rng.random() < 0.55:
                v = rng.choice(hangul)
            else:
                v = g[0] if rng.random() < 0.4 else rng.choice(latin)
            r = rng.random()
            if r < 0.07:
                v += rng.choice(("-fix", "-update", "-issue")) if v.isascii() else rng.choice(("수정", "-작업", " 관련"))
            elif r < 0.14 and v.isascii():
                v = v.replace("-", " ").title()
            elif r < 0.18 and v.isascii():
                v = "#" + v
            out.append(v)
        if rng.random() < 0.4:
            name = _side(it.facts["e"], it.lang)
            out.insert(rng.randrange(len(out) + 1), name.replace(" ", "") if it.lang == "ko" else _slug(name))
        if rng.random() < 0.15:
            out.append(rng.choice(self.fam.noise))
        tags: dict[str, str] = {}
        for t in out:
            tags.setdefault(t.lower(), t)
        return list(tags.values())[:6]

    def _render(self, it: _It, idx: int, threads: dict[tuple[str, str], tuple[_It, str, str]]) -> None:
        rng, fam, kind = self.rng, self.fam, it.kind
        li = 0 if it.lang == "en" else 1
        vals = self._vals(it, it.lang)
        opener = {"dup": fam.restate, "rev": fam.revise}.get(it.role, fam.openers)[li]
        content = rng.choice(opener) + _fill((kind.en if it.lang == "en" else kind.ko)[it.tpl], vals)
        title = (fam.rev_title[li] if it.role == "rev" else "") + _fill(kind.title[li], vals)
        weights = list(kind.src)  # a restatement usually comes from another place than what it restates
        if it.role == "dup" and it.origin is not None and rng.random() < 0.85:
            weights = [0.0 if s == it.origin.source else (3.0 if s == "mail" else 1.0) for s in SOURCES]
        it.source = source = rng.choices(SOURCES, weights)[0]
        if source == "mail" and it.role == "dup" and rng.random() < 0.5:
            title = "Re: " + title
        title = title if len(title) <= 80 else title[:79] + "…"
        fam_key, ts = f"{kind.name}:{_slug(it.facts['e'])}", int(it.when.timestamp())
        last = threads.get((fam_key, source))
        if it.role != "dup" and last and it.when - last[0].when < timedelta(hours=48) and rng.random() < 0.35:
            thread, base = last[1], last[2]  # said in the same discussion
        else:
            base = {"slack": f"{kind.chan}/p{ts}{idx % 1000:03d}", "mail": f"{rng.getrandbits(40):010x}",
                    "github": f"{self.team}/{fam.repo}#{rng.randint(200, 9999)}", "notion": f"{rng.getrandbits(64):016x}"}[source]
            thread = f"{source}:{base}"
        threads[(fam_key, source)] = (it, thread, base)
        ref = {"slack": f"slack://{self.team}/{base}?msg={ts}.{idx:06d}", "mail": f"<{base}.{idx:06d}@mail.{self.team}.example>",
               "github": f"github:{base}#issuecomment-{1000000 + idx}", "notion": f"notion:{base}#block-{idx:06d}"}[source]
        people = [it.facts[s] for s in ("who", "who2") if s in it.facts]
        if len(people) < 3 and rng.random() < 0.25:
            people.append(rng.choice(fam.people))
        projects = [it.facts["p"]] if "p" in it.facts else ([it.facts["e"]] if "{ver}" in kind.subj else [])
        if len(projects) < 2 and rng.random() < 0.3:
            projects.append(rng.choice(fam.lists["projects"]))
        it.out = {"key": it.key, "lang": it.lang, "content": content, "title": title,
                  "occurred_at": it.when.isoformat(timespec="seconds"),
                  "people": list(dict.fromkeys(_side(p, it.lang) for p in people)), "projects": list(dict.fromkeys(projects)),
                  "keywords": self._tags(it), "thread_id": thread, "source": source, "source_ref": ref, "subject": it.subject,
                  "status": "standing", "superseded_by": None}

    def _finish(self, pairs: list[tuple[_It, _It]], n_rec: int, twins: list[tuple[_It, _It]],
                reversals: list[tuple[_It, _It]], dups: list[tuple[_It, _It]]) -> dict[str, Any]:
        self.items.sort(key=lambda it: it.when)
        for i, it in enumerate(self.items):
            it.key = f"d{i:06d}"
        threads: dict[tuple[str, str], tuple[_It, str, str]] = {}
        for i, it in enumerate(self.items):
            self._render(it, i, threads)
        for it in self.items:
            if it.superseded_by is not None:
                it.out["status"], it.out["superseded_by"] = "superseded", it.superseded_by.key
        # near misses: the twins, then consecutive recurring decisions that both stand, the same wording first
        recurring = [p for p in pairs if p[0].superseded_by is None and p[1].superseded_by is None]
        self.rng.shuffle(recurring)
        recurring.sort(key=lambda p: (p[0].lang, p[0].tpl) != (p[1].lang, p[1].tpl))
        near = [[a.key, b.key] for a, b in twins + recurring[:n_rec]]
        clusters: dict[str, list[str]] = {}
        for it in self.items:
            clusters.setdefault(f"{it.kind.name}:{_slug(it.facts['e'])}", []).append(it.key)
        questions = self._questions()
        en = sum(it.lang == "en" for it in self.items)
        counts = {"items": len(self.items), "en": en, "ko": len(self.items) - en,
                  "standing": sum(it.superseded_by is None for it in self.items),
                  "superseded": sum(it.superseded_by is not None for it in self.items),
                  "subjects": len({it.subject for it in self.items}),
                  "duplicates": len(dups), "cross_language_duplicates": sum(a.lang != b.lang for a, b in dups),
                  "near_misses": len(near), "near_miss_twins": len(twins), "reversals": len(reversals),
                  "reversed_subjects": len({a.subject for a, _ in reversals}), "clusters": len(clusters),
                  "questions": len(questions), "old_questions": sum(q["old"] for q in questions)}
        return {"meta": {"seed": self.seed, "family": self.family, "n": self.n, "team": self.team,
                         "start": self.start.isoformat(), "end": self.end.isoformat(), "counts": counts,
                         "kinds": {k.name: sum(it.kind is k for it in self.items) for k in self.fam.kinds}},
                "items": [it.out for it in self.items], "duplicates": [[a.key, b.key] for a, b in dups],
                "near_misses": near, "reversals": [[a.key, b.key] for a, b in reversals], "clusters": clusters,
                "questions": questions}

    def _questions(self) -> list[dict[str, Any]]:
        """400 questions: half English, half Korean; a quarter about items in the other language; ~65% old.
        Evidence: every standing item of the kind with the facts the question names (at most 4)."""
        rng, old_line = self.rng, self.end - timedelta(days=OLD_DAYS)
        quota = {(ql, cross, old): c for ql in ("en", "ko")
                 for (cross, old), c in {(False, True): 98, (False, False): 52, (True, True): 33, (True, False): 17}.items()}
        standing = [it for it in self.items if it.superseded_by is None]
        index: dict[tuple[str, tuple[str, ...]], dict[tuple[Any, ...], list[_It]]] = {}

        def evidence(kind: Kind, slots: tuple[str, ...], target: _It) -> list[_It]:
            table = index.get((kind.name, slots))
            if table is None:
                table = index[(kind.name, slots)] = {}
                for it in standing:
                    if it.kind is kind:
                        table.setdefault(tuple(it.facts.get(s) for s in slots), []).append(it)
            return table.get(tuple(target.facts.get(s) for s in slots), [])

        targets = [it for it in standing if it.role != "dup"]
        rng.shuffle(targets)
        out: list[dict[str, Any]] = []
        asked: set[str] = set()
        for it in targets:
            if not any(quota.values()):
                break
            if it.subject in asked:
                continue
            for ql in rng.sample(("en", "ko"), 2):
                tpl = rng.choice(it.kind.qen if ql == "en" else it.kind.qko)
                ev = evidence(it.kind, tuple(sorted({m.group(1) for m in _SLOT.finditer(tpl)})), it)
                old = all(e.when < old_line for e in ev)
                if 0 < len(ev) <= 4 and quota[(ql, ql != it.lang, old)] > 0:
                    quota[(ql, ql != it.lang, old)] -= 1
                    asked.add(it.subject)
                    out.append({"q": _fill(tpl, self._vals(it, ql)), "lang": ql, "evidence": sorted(e.key for e in ev), "old": old})
                    break
        return out


def generate(seed: int = 7, *, family: str = "dev", n: int = 20000, end: str = "2026-11-01T00:00:00+00:00",
             team: str = "acme") -> dict[str, Any]:
    """A year of a team's decisions with planted duplicates, near misses, reversals, clusters and questions
    (see the module docstring). Deterministic for its arguments."""
    return _Gen(seed, family, n, end, team).run()


def main() -> None:
    ap = argparse.ArgumentParser(description="Generate a year of a team's decisions for benchmarks/lifecycle.py.")
    ap.add_argument("--family", default="dev", choices=sorted(FAMILIES))
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--end", default="2026-11-01T00:00:00+00:00")
    ap.add_argument("--team", default="acme")
    ap.add_argument("--out", default="", help="write the JSON here")
    args = ap.parse_args()
    t0 = time.perf_counter()
    data = generate(args.seed, family=args.family, n=args.n, end=args.end, team=args.team)
    took = time.perf_counter() - t0
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False)
    c = data["meta"]["counts"]
    rows = [("family", args.family), ("items", c["items"]), ("en / ko", f"{c['en']} / {c['ko']}"),
            ("duplicates (cross-language)", f"{c['duplicates']} ({c['cross_language_duplicates']})"),
            ("near misses (twins)", f"{c['near_misses']} ({c['near_miss_twins']})"),
            ("reversals (subjects)", f"{c['reversals']} ({c['reversed_subjects']})"), ("clusters", c["clusters"]),
            ("questions (old)", f"{c['questions']} ({c['old_questions']})"), ("generated in", f"{took:.2f} s")]
    rows += [("written to", args.out)] if args.out else []
    for name, value in rows:
        print(f"{name:<28}{value}")


if __name__ == "__main__":
    main()
