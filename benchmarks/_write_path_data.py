"""Dataset of the write-path benchmark: LoCoMo turns plus generated Korean and English business memories
with planted exact duplicates, near-duplicate restatements and updates (see write_path.py's docstring)."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

SEED = 7
DUP_SHARE, NEAR_SHARE, UPD_SHARE = 0.05, 0.03, 0.05
LOCOMO_TURNS_AT_10K = 2760  # all turns of the five development conversations at n = 10,000

# =========================================================================================================
# Dataset
# =========================================================================================================


def load_locomo(data_dir: Path) -> list[dict[str, Any]]:
    from mnemo.text.dates import parse_datetime

    path = data_dir / "locomo" / "locomo_dev.json"
    convs = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for ci, conv in enumerate(convs):
        c = conv["conversation"]
        sessions = sorted((int(k.split("_")[1]), k) for k in c if re.fullmatch(r"session_\d+", k))
        for _num, key in sessions:
            when = c.get(f"{key}_date_time")
            at = parse_datetime(when).isoformat() if when else None
            for turn in c[key]:
                text = (turn.get("text") or "").strip()
                if not text:
                    continue
                out.append({"text": f"{turn['speaker']}: {text}", "occurred_at": at, "people": [turn["speaker"]],
                            "projects": [], "kind": "locomo", "ref": f"conv{ci}:{turn.get('dia_id')}"})
    return out


# --- business memories -----------------------------------------------------------------------------------
PEOPLE_EN = ["Alice Kim", "Brian Park", "Chloe Lee", "Daniel Choi", "Emma Jung", "Felix Han", "Grace Yoon",
             "Henry Lim", "Irene Seo", "Jason Kang", "Karen Shin", "Leo Cho", "Mina Hwang", "Noah Song",
             "Olivia Jang", "Paul Baek", "Quinn Oh", "Rachel Moon", "Sam Ryu", "Tina Kwon"]
PEOPLE_KO = ["김민준", "이서연", "박지훈", "최수아", "정우진", "강하은", "조현우", "윤지민", "장도윤", "임서준",
             "한예린", "오승민", "서다은", "신재원", "권나연", "황준호", "안소희", "송민재", "류지아", "전태윤"]
PROJECTS = ["Atlas", "Borealis", "Cobalt", "Delta", "Ember", "Falcon", "Granite", "Helix", "Ion", "Juniper",
            "Krypton", "Lumen", "Meridian", "Nimbus", "Onyx", "Polaris", "Quartz", "Raven", "Sierra", "Titan",
            "Umbra", "Vega", "Willow", "Xenon", "Yukon", "Zephyr"]
CLIENTS_EN = ["Acme Corp", "Globex", "Initech", "Umbrella Health", "Stark Logistics", "Wayne Retail", "Hooli",
              "Soylent Foods", "Cyberdyne", "Tyrell Bio", "Vandelay Imports", "Wonka Labs"]
CLIENTS_KO = ["한빛은행", "대성전자", "서울물류", "미래카드", "하나로통신", "푸른제약", "동해해운", "새봄식품",
              "누리소프트", "태양에너지", "한결건설", "바른보험"]
ITEMS_EN = ["marketing campaign", "cloud migration", "hiring plan", "security audit", "customer onboarding",
            "data warehouse", "mobile redesign", "vendor contract", "office move", "training program",
            "QA automation", "support tooling"]
ITEMS_KO = ["마케팅 캠페인", "클라우드 이전", "채용 계획", "보안 감사", "고객 온보딩", "데이터 웨어하우스",
            "모바일 개편", "협력사 계약", "사무실 이전", "교육 프로그램", "QA 자동화", "고객지원 도구"]
DELIVERABLES_EN = ["design spec", "pricing proposal", "security review", "beta release", "migration plan",
                   "quarterly report", "API documentation", "load test report", "contract draft",
                   "launch checklist"]
DELIVERABLES_KO = ["설계서", "가격 제안서", "보안 검토 보고서", "베타 릴리스", "이전 계획서", "분기 보고서",
                   "API 문서", "부하 테스트 보고서", "계약서 초안", "출시 체크리스트"]
MEETINGS_EN = ["standup", "sprint review", "design review", "steering committee", "budget review", "ops sync",
               "customer check-in", "retrospective"]
MEETINGS_KO = ["스탠드업", "스프린트 리뷰", "설계 리뷰", "운영위원회", "예산 회의", "운영 점검 회의",
               "고객 정기 미팅", "회고"]
COMPONENTS_EN = ["billing service", "search API", "auth module", "data pipeline", "admin console",
                 "release process", "on-call rotation", "vendor relationship", "analytics dashboard",
                 "mobile app"]
COMPONENTS_KO = ["결제 서비스", "검색 API", "인증 모듈", "데이터 파이프라인", "관리자 콘솔", "배포 프로세스",
                 "당직 로테이션", "협력사 관리", "분석 대시보드", "모바일 앱"]
TECH = ["PostgreSQL", "Kafka", "Redis", "Snowflake", "Kubernetes", "Terraform", "Datadog", "Airflow",
        "GraphQL", "gRPC", "ClickHouse", "OpenSearch"]
PURPOSES_EN = ["event streaming", "caching", "reporting", "deployments", "monitoring", "ETL orchestration",
               "the public API", "search indexing", "feature flags", "audit logging"]
PURPOSES_KO = ["이벤트 스트리밍", "캐시", "리포팅", "배포", "모니터링", "ETL 오케스트레이션", "공개 API",
               "검색 색인", "기능 플래그", "감사 로그"]
REGIONS_EN = ["Korea", "Japan", "the EU", "the US", "Southeast Asia", "Australia", "Canada", "Brazil"]
REGIONS_KO = ["국내", "일본", "유럽", "미국", "동남아", "호주", "캐나다", "브라질"]
ROOMS_EN = ["Room 4B", "Room 7A", "the Orion room", "the Lotus room", "Room 12C", "the main boardroom"]
ROOMS_KO = ["회의실 4B", "회의실 7A", "오리온 회의실", "로터스 회의실", "12층 대회의실", "본관 소회의실"]
QUARTERS_EN = ["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025", "Q1 2026", "Q2 2026"]
QUARTERS_KO = ["2025년 1분기", "2025년 2분기", "2025년 3분기", "2025년 4분기", "2026년 1분기", "2026년 2분기"]
DAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
DAYS_KO = ["월요일", "화요일", "수요일", "목요일", "금요일"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]


def _amount_en(r: random.Random) -> str:
    return f"${r.randrange(5, 950) * 1000:,}"


def _amount_ko(r: random.Random) -> str:
    if r.random() < 0.25:
        return f"{r.randrange(11, 99) / 10:.1f}억 원"
    return f"{r.randrange(2, 198) * 50:,}만 원"


def _date_en(r: random.Random) -> str:
    return f"{MONTHS_EN[r.randrange(12)]} {r.randrange(1, 29)}, {r.choice([2025, 2026])}"


def _date_ko(r: random.Random) -> str:
    return f"{r.choice([2025, 2026])}년 {r.randrange(1, 13)}월 {r.randrange(1, 29)}일"


def _time_en(r: random.Random) -> str:
    h = r.randrange(8, 18)
    return f"{(h - 1) % 12 + 1}:{r.choice(['00', '30'])} {'AM' if h < 12 else 'PM'}"


def _time_ko(r: random.Random) -> str:
    h = r.randrange(8, 18)
    hh = h if h <= 12 else h - 12
    return f"{'오전' if h < 12 else '오후'} {hh}시" + (" 30분" if r.random() < 0.5 else "")


def _pct(r: random.Random) -> str:
    return str(r.randrange(3, 40))


# Value generators per slot: planted updates regenerate one of these (amount, date, day, time, pct).
VALUE_GEN = {"amount": _amount_en, "amount_ko": _amount_ko, "date": _date_en, "date_ko": _date_ko,
             "day": lambda r: r.choice(DAYS_EN), "day_ko": lambda r: r.choice(DAYS_KO),
             "time": _time_en, "time_ko": _time_ko, "pct": _pct}

# Subject slots (they name WHAT a memory is about; a base memory's subject is unique per template).
SUBJECT_GEN = {
    "project": lambda r: r.choice(PROJECTS), "person": lambda r: r.choice(PEOPLE_EN),
    "person_ko": lambda r: r.choice(PEOPLE_KO), "client": lambda r: r.choice(CLIENTS_EN),
    "client_ko": lambda r: r.choice(CLIENTS_KO), "item": lambda r: r.choice(ITEMS_EN),
    "item_ko": lambda r: r.choice(ITEMS_KO), "deliverable": lambda r: r.choice(DELIVERABLES_EN),
    "deliverable_ko": lambda r: r.choice(DELIVERABLES_KO), "meeting": lambda r: r.choice(MEETINGS_EN),
    "meeting_ko": lambda r: r.choice(MEETINGS_KO), "component": lambda r: r.choice(COMPONENTS_EN),
    "component_ko": lambda r: r.choice(COMPONENTS_KO), "tech": lambda r: r.choice(TECH),
    "purpose": lambda r: r.choice(PURPOSES_EN), "purpose_ko": lambda r: r.choice(PURPOSES_KO),
    "region": lambda r: r.choice(REGIONS_EN), "region_ko": lambda r: r.choice(REGIONS_KO),
    "room": lambda r: r.choice(ROOMS_EN), "room_ko": lambda r: r.choice(ROOMS_KO),
    "quarter": lambda r: r.choice(QUARTERS_EN), "quarter_ko": lambda r: r.choice(QUARTERS_KO),
}

# (id, category, main sentence, restatement with the same facts). Value slots are the VALUE_GEN names.
TEMPLATES = [
    ("en-budget-1", "budget", "Budget for the {project} {item} in {quarter} is {amount}.",
     "The {quarter} budget of the {project} {item} is set at {amount}."),
    ("en-budget-2", "budget", "{client} approved {amount} for the {project} {item}.",
     "For the {project} {item}, {client} signed off on {amount}."),
    ("en-deadline-1", "deadline", "The {project} {deliverable} is due on {date}.",
     "Deadline for the {project} {deliverable}: {date}."),
    ("en-deadline-2", "deadline", "{person} must send the {deliverable} to {client} by {date}.",
     "{person} owes {client} the {deliverable}, due {date}."),
    ("en-meeting-1", "meeting", "The {project} {meeting} is every {day} at {time}.",
     "{project} holds its {meeting} on {day}s at {time}."),
    ("en-meeting-2", "meeting", "{person} booked the {client} {meeting} for {date} at {time} in {room}.",
     "The {meeting} with {client} is on {date}, {time}, {room} (booked by {person})."),
    ("en-owner-1", "owner", "{person} owns the {project} {component} starting {date}.",
     "From {date}, the {project} {component} is owned by {person}."),
    ("en-owner-2", "owner", "{person} is the point of contact for {client} on the {project} {component}.",
     "For {client}, questions about the {project} {component} go to {person}."),
    ("en-decision-1", "decision", "Decision: the {project} team will use {tech} for {purpose}.",
     "We decided that {project} uses {tech} for {purpose}."),
    ("en-decision-2", "decision", "Decision: {project} launches in {region} on {date}.",
     "We agreed to launch {project} in {region} on {date}."),
    ("en-decision-3", "decision", "Decision: cap {project} cloud spend at {amount} per month.",
     "{project} monthly cloud spend is capped at {amount} (decision)."),
    ("en-decision-4", "decision", "Decided at the {meeting}: {client} gets a {pct}% discount on the {project} renewal.",
     "{client} will get {pct}% off the {project} renewal, as decided at the {meeting}."),
    ("ko-budget-1", "budget", "{project} {item_ko} {quarter_ko} 예산은 {amount_ko}으로 확정되었습니다.",
     "{quarter_ko} {project} {item_ko} 예산: {amount_ko} (확정)."),
    ("ko-budget-2", "budget", "{client_ko}에서 {project} {item_ko} 비용으로 {amount_ko}을 승인했습니다.",
     "{project} {item_ko} 건은 {client_ko} 측이 {amount_ko} 승인 완료했습니다."),
    ("ko-deadline-1", "deadline", "{project} {deliverable_ko} 제출 마감일은 {date_ko}입니다.",
     "{project} {deliverable_ko}는 {date_ko}까지 제출해야 합니다."),
    ("ko-deadline-2", "deadline", "{person_ko}님이 {client_ko}에 {deliverable_ko}를 {date_ko}까지 전달하기로 했습니다.",
     "{client_ko} 전달용 {deliverable_ko}: {person_ko}님 담당, {date_ko}까지."),
    ("ko-meeting-1", "meeting", "{project} {meeting_ko}는 매주 {day_ko} {time_ko}에 진행합니다.",
     "매주 {day_ko} {time_ko}에 {project} {meeting_ko}가 있습니다."),
    ("ko-meeting-2", "meeting", "{person_ko}님이 {client_ko} {meeting_ko}를 {date_ko} {time_ko}, {room_ko}로 잡았습니다.",
     "{client_ko} {meeting_ko}: {date_ko} {time_ko}, {room_ko} ({person_ko}님 예약)."),
    ("ko-owner-1", "owner", "{person_ko}님이 {date_ko}부터 {project} {component_ko} 담당입니다.",
     "{project} {component_ko} 담당자는 {date_ko}부로 {person_ko}님입니다."),
    ("ko-owner-2", "owner", "{client_ko}의 {project} {component_ko} 관련 문의는 {person_ko}님이 받습니다.",
     "{project} {component_ko} 건으로 {client_ko} 창구는 {person_ko}님입니다."),
    ("ko-decision-1", "decision", "결정: {project} 팀은 {purpose_ko}에 {tech}를 사용합니다.",
     "{project}의 {purpose_ko}는 {tech}로 가기로 결정했습니다."),
    ("ko-decision-2", "decision", "결정: {project}는 {date_ko}에 {region_ko} 출시합니다.",
     "{project} {region_ko} 출시일을 {date_ko}로 확정했습니다."),
    ("ko-decision-3", "decision", "{project} 월 클라우드 비용 한도는 {amount_ko}입니다.",
     "결정 사항: {project} 클라우드 비용은 월 {amount_ko}을 넘지 않도록 합니다."),
    ("ko-decision-4", "decision", "{meeting_ko}에서 {client_ko} {project} 재계약 할인율을 {pct}%로 정했습니다.",
     "{client_ko} {project} 재계약: 할인 {pct}% 적용하기로 결정."),
]
LIGHT_PREFIX_EN = ["Note: ", "FYI: ", "Reminder: ", "Just confirming: ", "To recap, "]
LIGHT_PREFIX_KO = ["참고: ", "공유드립니다. ", "다시 확인: ", "리마인드: ", "정리하면, "]
_SLOT = re.compile(r"\{(\w+)\}")


def _slots(tpl: str) -> list[str]:
    return list(dict.fromkeys(_SLOT.findall(tpl)))


def _render(tpl: str, values: dict[str, str]) -> str:
    return tpl.format(**values)


# Korean slot values that translate an English one (the lists are parallel): the same matter in either language.
_PARALLEL = {"item_ko": (ITEMS_KO, ITEMS_EN), "deliverable_ko": (DELIVERABLES_KO, DELIVERABLES_EN),
             "meeting_ko": (MEETINGS_KO, MEETINGS_EN), "component_ko": (COMPONENTS_KO, COMPONENTS_EN),
             "purpose_ko": (PURPOSES_KO, PURPOSES_EN), "region_ko": (REGIONS_KO, REGIONS_EN),
             "room_ko": (ROOMS_KO, ROOMS_EN), "quarter_ko": (QUARTERS_KO, QUARTERS_EN)}


def _matter(tid: str, slots: list[str], values: dict[str, str]) -> tuple[Any, ...]:
    """What a base fact is about whatever its language: "Delta launches in Korea" (en-decision-2) and "Delta는
    국내 출시합니다" (ko-decision-2) are one matter, and a second of them is a true update, not a distinct
    subject. Before this key, the generator counted them as two subjects, and a benchmark that expects no
    supersession among distinct subjects counted mnemo's right answer as false."""
    canon = {}
    for s in slots:
        if s in VALUE_GEN:
            continue
        ko, en = _PARALLEL.get(s, (None, None))
        canon[s.removesuffix("_ko")] = en[ko.index(values[s])] if ko else values[s]
    return ("matter", tid[3:], tuple(sorted(canon.items())))


def _base_fact(r: random.Random, seen_subjects: set, seen_texts: set) -> dict[str, Any]:
    while True:
        tid, category, main, _alt = TEMPLATES[r.randrange(len(TEMPLATES))]
        slots = _slots(main)
        values = {s: (VALUE_GEN[s](r) if s in VALUE_GEN else SUBJECT_GEN[s](r)) for s in slots}
        subject = (tid, tuple(values[s] for s in slots if s not in VALUE_GEN))
        matter = _matter(tid, slots, values)
        text = _render(main, values)
        if subject in seen_subjects or matter in seen_subjects or text in seen_texts:
            continue
        seen_subjects.update((subject, matter))
        seen_texts.add(text)
        person = values.get("person") or values.get("person_ko")
        return {"text": text, "template": tid, "category": category, "lang": tid[:2], "values": values,
                "people": [person] if person else [], "projects": [values["project"]] if "project" in values else []}


def _updated_values(r: random.Random, tid: str, values: dict[str, str]) -> tuple[dict[str, str], str]:
    """The same subject with one value changed (amount, date, day, time or percentage)."""
    changeable = [s for s in values if s in VALUE_GEN]
    slot = r.choice(changeable)
    new = dict(values)
    while new[slot] == values[slot]:
        new[slot] = VALUE_GEN[slot](r)
    return new, slot


def build_dataset(data_dir: Path, n: int, seed: int = SEED, order: str = "interleave") -> list[dict[str, Any]]:
    r = random.Random(seed)
    turns = load_locomo(data_dir)
    n_locomo = min(len(turns), round(n * LOCOMO_TURNS_AT_10K / 10000))
    turns = turns[:n_locomo]
    n_dup, n_near, n_upd = round(n * DUP_SHARE), round(n * NEAR_SHARE), round(n * UPD_SHARE)
    n_base = n - n_locomo - n_dup - n_near - n_upd
    if n_base <= 0:
        raise SystemExit(f"--n {n} is too small for the planted shares")
    seen_subjects: set = set()
    seen_texts: set = set()
    base = [_base_fact(r, seen_subjects, seen_texts) for _ in range(n_base)]
    for b in base:
        b["kind"] = "biz"

    # Planted items: each has its own original (so the original is still the active memory when it arrives).
    valued = [i for i, b in enumerate(base) if any(s in VALUE_GEN for s in b["values"])]
    upd_orig = r.sample(valued, n_upd)
    rest = [i for i in range(n_base) if i not in set(upd_orig)]
    others = r.sample(rest, n_dup + n_near)
    dup_orig, near_orig = others[:n_dup], others[n_dup:]
    planted: list[tuple[float, dict[str, Any]]] = []
    for i in dup_orig:
        planted.append((i, {**base[i], "kind": "planted_dup", "of": i}))
    for k, i in enumerate(near_orig):
        b = base[i]
        if k % 2 == 0:  # light edit: a prefix in front of the same sentence
            prefix = r.choice(LIGHT_PREFIX_KO if b["lang"] == "ko" else LIGHT_PREFIX_EN)
            text, how = prefix + b["text"], "prefix"
        else:  # the template's restatement: other words, the same values
            alt = next(t[3] for t in TEMPLATES if t[0] == b["template"])
            text, how = _render(alt, b["values"]), "reworded"
        planted.append((i, {**b, "text": text, "kind": "planted_near", "near_kind": how, "of": i}))
    for i in upd_orig:
        b = base[i]
        main = next(t[2] for t in TEMPLATES if t[0] == b["template"])
        values, slot = _updated_values(r, b["template"], b["values"])
        planted.append((i, {**b, "text": _render(main, values), "values": values, "kind": "planted_update",
                            "changed": slot, "of": i}))

    # Place each planted item 1-300 base items after its original; ties keep the draw order.
    keyed = [(float(k), 0, k, b) for k, b in enumerate(base)]
    for k, (orig, item) in enumerate(planted):
        keyed.append((orig + r.randint(1, 300) - 0.5, 1, k, item))
    keyed.sort(key=lambda t: (t[0], t[1], t[2]))
    biz = [t[3] for t in keyed]

    if order == "concat":
        items = turns + biz
    else:  # interleave: a seeded draw proportional to what is left of each stream
        items, a, b = [], 0, 0
        while a < len(turns) or b < len(biz):
            left_a, left_b = len(turns) - a, len(biz) - b
            if r.random() * (left_a + left_b) < left_a:
                items.append(turns[a]); a += 1  # noqa: E702
            else:
                items.append(biz[b]); b += 1  # noqa: E702
    # occurred_at of business memories follows their position (later = newer), from 2025-01-06 09:00 UTC.
    t0 = datetime(2025, 1, 6, 9, 0, tzinfo=timezone.utc)
    for pos, it in enumerate(items):
        it = items[pos] = dict(it)
        it["pos"] = pos
        if it["kind"] != "locomo":
            it["occurred_at"] = (t0 + timedelta(minutes=17 * pos)).isoformat()
    # map planted "of" (index into base) to the original's position in the stream
    base_pos = {}
    for pos, it in enumerate(items):
        if it["kind"] == "biz":
            base_pos[it["text"]] = pos
    for it in items:
        if "of" in it:
            it["of_pos"] = base_pos[base[it["of"]]["text"]]
            assert it["of_pos"] < it["pos"], "a planted item must come after its original"
        it.pop("values", None)
        it.pop("of", None)
    return items


def dataset_summary(items: list[dict[str, Any]]) -> dict[str, Any]:
    kinds = Counter(it["kind"] for it in items)
    near = Counter(it.get("near_kind") for it in items if it["kind"] == "planted_near")
    upd = Counter(it.get("changed", "").replace("_ko", "") for it in items if it["kind"] == "planted_update")
    langs = Counter(it.get("lang", "en") for it in items)
    return {"n": len(items), "kinds": dict(kinds), "near_duplicate_kinds": dict(near),
            "update_changed_slot": dict(upd), "languages": dict(langs)}


# =========================================================================================================
# mnemo phases (each in its own process so its peak RSS is its own)
# =========================================================================================================


