"""A generated year of a team's decisions for ``benchmarks/lifecycle.py`` (deterministic, standard library).

Shape: areas of work (payments, hiring, infrastructure ...), each with aspects a team decides (a refund
approval limit, a fraud-screening vendor, a review day ...). A *matter* is one aspect for one scope (a
project in a month), so one area holds many distinct decisions worded alike: what compaction clusters.
About 5 % of matters are decided again later (a reversal: the earlier one is superseded). About 4 % of
items restate an earlier decision with the same values in other words, some in the other language (the
planted duplicates the sweep must merge). Near misses are pairs with the same aspect and wording frame
that differ in one fact (the scope, or the value on another matter): they must never be merged. Tags mix
primaries with the spellings the synonym map knows (``auth-fix``, ``k8s``, ``결제``) and free tags.
Questions ask for a matter's standing value in either language, phrased unlike the decision.

Two families with no shared vocabulary: ``dev`` (what thresholds may be tuned on) and ``holdout``
(reported beside it). Korean is about 40 % of items.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from typing import Any

# area -> (tags, aspects); aspect = (name, value kind, en frames, ko frames, en question, ko question)
# frames use {scope}, {v} (the value), {who}; values come from the family's pools by kind.
Aspect = tuple[str, str, list[str], list[str], str, str]

DEV: dict[str, Any] = {
    "people_en": ["Dana Lee", "Jin Park", "Maya Chen", "Tom Weber", "Priya Nair", "Alex Kim", "Sara Lopez"],
    "people_ko": ["김민수", "이서연", "박지훈", "최유나", "정다은", "한도윤"],
    "scopes": ["Nova", "Orion", "Atlas", "Lumen", "Kestrel", "Juniper", "Harbor", "Quartz", "Meridian", "Falcon",
               "Cedar", "Polaris"],
    "values": {
        "amount": ["$500", "$1,000", "$2,500", "$5,000", "$7,500", "$10,000", "$20,000", "$40,000"],
        "vendor": ["Stripe", "Adyen", "Braintree", "Checkout.com", "Paddle", "Mollie"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        "region": ["Frankfurt", "Seoul", "Virginia", "Tokyo", "Dublin", "Singapore"],
        "count": ["2", "3", "4", "5", "6", "8"],
    },
    "ko_values": {"weekday": {"Monday": "월요일", "Tuesday": "화요일", "Wednesday": "수요일", "Thursday": "목요일",
                              "Friday": "금요일"},
                  "region": {"Frankfurt": "프랑크푸르트", "Seoul": "서울", "Virginia": "버지니아", "Tokyo": "도쿄",
                             "Dublin": "더블린", "Singapore": "싱가포르"}},
    "wrap_en": ["Decision: {s}", "We agreed: {s}", "Final call from {who}: {s}", "{s} (decided in the sync)",
                "Heads up, {s}"],
    "wrap_ko": ["결정: {s}", "합의 사항: {s}", "{who}님 최종 결정: {s}", "{s} (주간 회의에서 결정)", "공지: {s}"],
    "areas": {
        "payments": (["payments", "billing", "결제", "stripe", "refunds"], [
            ("refund limit", "amount", ["refunds above {v} on {scope} need a second approver",
                                        "on {scope}, any refund over {v} requires two approvals"],
             ["{scope}에서 {v} 넘는 환불은 두 번째 승인자가 필요합니다", "{scope} 환불은 {v} 초과 시 2인 승인"],
             "What refund amount needs a second approver on {scope}?", "{scope} 환불은 얼마부터 2인 승인이야?"),
            ("card processor", "vendor", ["{scope} processes card payments through {v}",
                                          "card payments for {scope} go through {v}"],
             ["{scope} 카드 결제는 {v}로 처리합니다", "{scope}의 카드 결제 대행사는 {v}입니다"],
             "Which card processor does {scope} use?", "{scope} 카드 결제는 어디로 처리하기로 했지?"),
            ("chargeback review", "weekday", ["chargebacks for {scope} are reviewed every {v}",
                                              "the {scope} chargeback review happens on {v}s"],
             ["{scope} 차지백 검토는 매주 {v}에 합니다", "{scope}의 차지백은 {v}마다 검토합니다"],
             "When are {scope} chargebacks reviewed?", "{scope} 차지백 검토는 무슨 요일이야?"),
        ]),
        "infra": (["infra", "infrastructure", "k8s", "kubernetes", "aws", "인프라"], [
            ("primary region", "region", ["{scope} runs its primary cluster in {v}",
                                          "the primary region for {scope} is {v}"],
             ["{scope}의 주 클러스터는 {v} 리전에서 운영합니다", "{scope} 기본 리전은 {v}입니다"],
             "Where does {scope} run its primary cluster?", "{scope} 주 리전이 어디였지?"),
            ("node count", "count", ["{scope} keeps {v} nodes in its production pool",
                                     "the {scope} production pool is sized at {v} nodes"],
             ["{scope} 운영 풀은 노드 {v}대로 유지합니다", "{scope} 프로덕션 노드는 {v}대입니다"],
             "How many production nodes does {scope} keep?", "{scope} 운영 노드는 몇 대로 하기로 했어?"),
            ("maintenance day", "weekday", ["{scope} patches its servers on {v} nights",
                                            "server patching for {scope} is on {v}"],
             ["{scope} 서버 패치는 {v} 밤에 합니다", "{scope}의 서버 점검일은 {v}입니다"],
             "Which night does {scope} patch its servers?", "{scope} 서버 패치 언제 하지?"),
        ]),
        "hiring": (["hiring", "recruiting", "채용", "onboarding", "signup"], [
            ("interview rounds", "count", ["candidates for {scope} go through {v} interview rounds",
                                           "{scope} hiring uses {v} rounds of interviews"],
             ["{scope} 지원자는 면접을 {v}차까지 봅니다", "{scope} 채용 면접은 {v}라운드입니다"],
             "How many interview rounds does {scope} run?", "{scope} 면접 몇 차까지 보기로 했지?"),
            ("hiring budget", "amount", ["{scope} may spend up to {v} on recruiting this quarter",
                                         "the {scope} recruiting budget is capped at {v}"],
             ["{scope} 이번 분기 채용 예산은 최대 {v}입니다", "{scope}의 채용 비용 한도는 {v}입니다"],
             "What is the {scope} recruiting budget?", "{scope} 채용 예산 얼마로 정했어?"),
        ]),
        "quality": (["testing", "test", "e2e", "bugfix", "bug-fix", "테스트", "버그수정"], [
            ("release freeze", "weekday", ["{scope} freezes releases every {v} afternoon",
                                           "no {scope} deploys after {v} noon"],
             ["{scope}는 매주 {v} 오후부터 배포를 멈춥니다", "{scope} 배포 동결은 {v} 정오부터입니다"],
             "When does {scope} freeze releases?", "{scope} 배포 동결 무슨 요일부터야?"),
            ("test owner", "person", ["{v} owns the {scope} end-to-end test suite",
                                      "the {scope} e2e suite is maintained by {v}"],
             ["{scope} E2E 테스트는 {v}님이 맡습니다", "{scope} 종단 테스트 담당은 {v}님입니다"],
             "Who owns the {scope} end-to-end tests?", "{scope} E2E 테스트 담당자가 누구야?"),
        ]),
        "security": (["security", "auth", "auth-fix", "authentication", "보안", "sso"], [
            ("sso provider", "vendor", ["{scope} signs people in through {v} single sign-on",
                                        "single sign-on for {scope} uses {v}"],
             ["{scope} 로그인은 {v} SSO로 합니다", "{scope}의 SSO 공급자는 {v}입니다"],
             "Which SSO provider does {scope} use?", "{scope} SSO 어디 걸로 하기로 했지?"),
            ("key rotation", "count", ["{scope} rotates its API keys every {v} months",
                                       "API keys for {scope} are rotated each {v} months"],
             ["{scope} API 키는 {v}개월마다 교체합니다", "{scope}의 키 교체 주기는 {v}개월입니다"],
             "How often does {scope} rotate API keys?", "{scope} API 키 교체 주기가 어떻게 돼?"),
        ]),
    },
}

HOLDOUT: dict[str, Any] = {
    "people_en": ["Grace Hollis", "Omar Farouk", "Lena Vogel", "Ravi Shah", "Nina Petrov", "Ben Carter"],
    "people_ko": ["윤하늘", "서지우", "강태오", "오수빈", "임채원", "배준서"],
    "scopes": ["Bluebird", "Sequoia", "Tundra", "Marble", "Saffron", "Willow", "Granite", "Coral", "Ember", "Aspen",
               "Summit", "Delta"],
    "values": {
        "amount": ["₩3,000,000", "₩5,000,000", "₩8,000,000", "$1,200", "$3,300", "$12,000", "$15,500", "$60,000"],
        "vendor": ["Zendesk", "Freshdesk", "Intercom", "HubSpot", "Salesforce", "Help Scout"],
        "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        "region": ["Busan", "Osaka", "Toronto", "Sydney", "Madrid", "Oslo"],
        "count": ["10", "12", "15", "20", "25", "30"],
    },
    "ko_values": {"weekday": {"Monday": "월요일", "Tuesday": "화요일", "Wednesday": "수요일", "Thursday": "목요일",
                              "Friday": "금요일"},
                  "region": {"Busan": "부산", "Osaka": "오사카", "Toronto": "토론토", "Sydney": "시드니",
                             "Madrid": "마드리드", "Oslo": "오슬로"}},
    "wrap_en": ["Settled: {s}", "Per {who}: {s}", "FYI the team landed on this: {s}", "{s}, effective now",
                "Recording this so we stop debating it: {s}"],
    "wrap_ko": ["확정: {s}", "{who}님 공유: {s}", "논의 끝에 이렇게 정했어요. {s}", "{s}, 오늘부터 적용",
                "기록용: {s}"],
    "areas": {
        "support": (["support", "customer-support", "고객지원", "notifications", "알림"], [
            ("helpdesk tool", "vendor", ["the {scope} support desk moves onto {v}",
                                         "{scope} customer tickets will live in {v}"],
             ["{scope} 고객 문의는 {v}에서 받습니다", "{scope} 헬프데스크 도구는 {v}로 갑니다"],
             "Which helpdesk tool does the {scope} team use?", "{scope} 고객 문의 툴 뭐 쓰기로 했더라?"),
            ("first response", "count", ["{scope} answers every new ticket within {v} hours",
                                         "first replies on {scope} tickets are due in {v} hours"],
             ["{scope} 신규 문의는 {v}시간 안에 첫 답변합니다", "{scope} 첫 응답 기한은 {v}시간입니다"],
             "How fast must {scope} reply to a new ticket?", "{scope} 첫 답변은 몇 시간 안에 해야 해?"),
        ]),
        "events": (["events", "marketing", "마케팅", "행사"], [
            ("venue city", "region", ["the {scope} customer meetup takes place in {v}",
                                      "{scope} hosts this year's meetup in {v}"],
             ["{scope} 고객 밋업은 {v}에서 엽니다", "올해 {scope} 밋업 장소는 {v}입니다"],
             "In which city is the {scope} meetup?", "{scope} 밋업 어디서 하기로 했지?"),
            ("event budget", "amount", ["{scope} sets aside {v} for the launch party",
                                        "the {scope} launch event budget is {v}"],
             ["{scope} 런칭 행사 예산은 {v}입니다", "{scope} 출시 파티에 {v}를 배정합니다"],
             "How much is budgeted for the {scope} launch event?", "{scope} 런칭 행사 예산 얼마야?"),
        ]),
        "data": (["data", "etl", "backup", "데이터", "백업", "database", "db"], [
            ("backup day", "weekday", ["full backups of the {scope} warehouse run on {v}",
                                       "the {scope} data warehouse is fully backed up every {v}"],
             ["{scope} 데이터 웨어하우스 전체 백업은 {v}에 돌립니다", "{scope} 전체 백업 요일은 {v}입니다"],
             "On which day is the {scope} warehouse fully backed up?", "{scope} 전체 백업 무슨 요일에 해?"),
            ("retention days", "count", ["{scope} keeps raw event logs for {v} days",
                                         "raw events from {scope} are deleted after {v} days"],
             ["{scope} 원시 이벤트 로그는 {v}일 보관합니다", "{scope} 원본 이벤트는 {v}일 후 삭제합니다"],
             "How long does {scope} keep raw event logs?", "{scope} 원시 로그 며칠 보관해?"),
        ]),
        "mobile": (["mobile", "ios", "android", "app", "모바일", "앱", "release", "배포"], [
            ("store reviewer", "person", ["{v} signs off every {scope} app store submission",
                                          "app store submissions for {scope} need {v}'s approval"],
             ["{scope} 앱 심사 제출은 {v}님이 최종 승인합니다", "{scope} 스토어 제출 승인자는 {v}님입니다"],
             "Who signs off the {scope} app store submissions?", "{scope} 앱 스토어 제출 누가 승인해?"),
            ("beta size", "count", ["the {scope} beta is capped at {v} hundred testers",
                                    "{scope} opens its beta to {v} hundred users"],
             ["{scope} 베타 테스터는 {v}백 명으로 제한합니다", "{scope} 베타는 {v}백 명까지 받습니다"],
             "How many beta testers will {scope} take?", "{scope} 베타 몇 명까지 받기로 했어?"),
        ]),
    },
}

FAMILIES = {"dev": DEV, "holdout": HOLDOUT}


def _value(rng: random.Random, fam: dict[str, Any], kind: str) -> str:
    if kind == "person":
        return rng.choice(fam["people_en"] + fam["people_ko"])
    return str(rng.choice(fam["values"][kind]))


def _say(fam: dict[str, Any], aspect: Aspect, lang: str, frame: int, scope: str, value: str, who: str,
         wrap: int) -> str:
    kind = aspect[1]
    v = fam["ko_values"].get(kind, {}).get(value, value) if lang == "ko" else value
    frames = aspect[3] if lang == "ko" else aspect[2]
    core = frames[frame % len(frames)].format(scope=scope, v=v)
    wraps = fam["wrap_ko"] if lang == "ko" else fam["wrap_en"]
    text = wraps[wrap % len(wraps)].format(s=core, who=who)
    if lang == "en" and text[0].islower():
        text = text[0].upper() + text[1:]
    return text + ("" if text.endswith((".", ")")) else ".")


def generate(seed: int = 7, *, family: str = "dev", n: int = 20000, end: str = "2026-11-01T00:00:00+00:00",
             questions: int = 400) -> dict[str, Any]:
    fam = FAMILIES[family]
    rng = random.Random(f"{family}:{seed}")
    end_at = datetime.fromisoformat(end).astimezone(timezone.utc)
    start = end_at - timedelta(days=365)
    aspects = [(area, a) for area, (_tags, asp) in fam["areas"].items() for a in asp]
    months = [(start + timedelta(days=30 * i)).strftime("%b %Y") for i in range(12)]
    items: list[dict[str, Any]] = []
    duplicates: list[list[str]] = []
    reversals: list[list[str]] = []
    standing: dict[tuple[str, str, str], str] = {}   # matter -> key of the decision that stands
    value_of: dict[str, str] = {}
    matter_of: dict[str, tuple[str, str, str]] = {}
    spec: dict[str, tuple[Aspect, int, str, str, str, int]] = {}
    items_by_key: dict[str, dict[str, Any]] = {}

    def when() -> datetime:
        while True:
            t = start + timedelta(seconds=rng.uniform(0, 365 * 86400))
            if t.weekday() < 5 or rng.random() < 0.15:
                return t

    def item(key: str, at: datetime, area: str, aspect: Aspect, scope: str, value: str, lang: str, frame: int,
             wrap: int, subject: str) -> dict[str, Any]:
        people = fam["people_ko"] if lang == "ko" else fam["people_en"]
        who = rng.choice(people)
        tags_pool = fam["areas"][area][0]
        tags = rng.sample(tags_pool, k=min(len(tags_pool), rng.randint(2, 4))) + rng.sample(
            ["q" + str(at.month), "decision", "follow-up", "team-sync", "결정사항", "todo"], k=rng.randint(0, 2))
        content = _say(fam, aspect, lang, frame, scope, value, who, wrap)
        return {"key": key, "lang": lang, "content": content, "title": content[:80].rstrip(". "),
                "occurred_at": at.isoformat(), "people": [who] + ([rng.choice(people)] if rng.random() < 0.3 else []),
                "projects": [scope.split("-")[0]], "keywords": tags, "thread_id": f"{family}-t{len(items) // 3}",
                "source": rng.choice(["slack", "mail", "github", "notion"]), "source_ref": f"{family}-{key}",
                "subject": subject, "status": "standing", "superseded_by": None}

    for i in range(n):
        key = f"{family[0]}{i:06d}"
        at = when()
        r = rng.random()
        if r < 0.04 and standing:  # a restatement of a decision that stands (planted duplicate)
            orig = rng.choice(list(standing.values()))
            aspect, frame, scope, value, lang, wrap = spec[orig]
            o_at = datetime.fromisoformat(items_by_key[orig]["occurred_at"])
            at = o_at + timedelta(hours=rng.uniform(2, 24 * 21))
            new_lang = ("en" if lang == "ko" else "ko") if rng.random() < 0.15 else lang
            it = item(key, at, matter_of[orig][0], aspect, scope, value, new_lang, frame + 1, wrap + 1 + rng.randint(0, 3),
                      items_by_key[orig]["subject"])
            duplicates.append([orig, key])
        else:
            area, aspect = rng.choice(aspects)
            # a matter is an aspect for one workstream in one month: ~10 matters per item, so ~5 % are decided again
            scope = f"{rng.choice(fam['scopes'])}-{rng.randint(1, 120)} {rng.choice(months)}"
            matter = (area, aspect[0], scope)
            value = _value(rng, fam, aspect[1])
            prev = standing.get(matter)
            while prev is not None and value == value_of[prev]:
                value = _value(rng, fam, aspect[1])
            lang = "ko" if rng.random() < 0.4 else "en"
            frame, wrap = rng.randint(0, 5), rng.randint(0, 9)
            it = item(key, at, area, aspect, scope, value, lang, frame, wrap, f"{area}:{aspect[0]}:{scope}")
            later = prev is None or at > datetime.fromisoformat(items_by_key[prev]["occurred_at"])
            if prev is not None:  # the same matter decided again: the later decision supersedes the earlier
                reversals.append([prev, key] if later else [key, prev])
            spec[key] = (aspect, frame, scope, value, lang, wrap)
            standing[matter] = key if later else str(prev)
            value_of[key] = value
            matter_of[key] = matter
        items.append(it)
        items_by_key[it["key"]] = it
    by_key = {x["key"]: x for x in items}
    # a reversal supersedes the earlier decision; a restatement of a superseded decision is superseded too
    for old, new in reversals:
        by_key[old]["status"], by_key[old]["superseded_by"] = "superseded", new
    for orig, dup in duplicates:
        if by_key[orig]["status"] == "superseded":
            by_key[dup]["status"], by_key[dup]["superseded_by"] = "superseded", by_key[orig]["superseded_by"]
    # near misses: same aspect and wording frame, another scope (another matter)
    by_shape: dict[tuple[str, int, str], list[str]] = {}
    for k, (aspect, frame, scope, value, lang, wrap) in spec.items():
        by_shape.setdefault((aspect[0], frame % 2, lang), []).append(k)
    near: list[list[str]] = []
    shapes = [v for v in by_shape.values() if len(v) > 1]
    while len(near) < max(len(duplicates), 200) and shapes:
        ks = rng.choice(shapes)
        a, b = rng.sample(ks, 2)
        if spec[a][2] != spec[b][2]:
            near.append([a, b])
    # questions: a matter's standing value, asked in either language
    cutoff = end_at - timedelta(days=90)
    dup_of: dict[str, list[str]] = {}
    for orig, dup in duplicates:
        dup_of.setdefault(orig, []).append(dup)
    pool = [k for k in standing.values() if by_key[k]["status"] == "standing"]
    rng.shuffle(pool)
    qs = []
    for k in pool[:questions]:
        aspect, _f, scope, _v, lang, _w = spec[k]
        q_lang = lang if rng.random() < 0.75 else ("en" if lang == "ko" else "ko")
        q = (aspect[5] if q_lang == "ko" else aspect[4]).format(scope=scope)
        evidence = [k] + dup_of.get(k, [])
        qs.append({"q": q, "lang": q_lang, "evidence": evidence,
                   "old": all(datetime.fromisoformat(by_key[e]["occurred_at"]) < cutoff for e in evidence)})
    items.sort(key=lambda x: (x["occurred_at"], x["key"]))
    clusters: dict[str, list[str]] = {}
    for k, (aspect, *_rest) in spec.items():
        clusters.setdefault(aspect[0], []).append(k)
    return {"meta": {"seed": seed, "family": family, "n": n, "start": start.isoformat(), "end": end_at.isoformat(),
                     "korean": sum(1 for x in items if x["lang"] == "ko"), "duplicates": len(duplicates),
                     "near_misses": len(near), "reversals": len(reversals), "questions": len(qs),
                     "old_questions": sum(1 for q in qs if q["old"])},
            "items": items, "duplicates": duplicates, "near_misses": near, "reversals": reversals,
            "clusters": clusters, "questions": qs}
