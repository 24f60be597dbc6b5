"""Fresh, independently written lifecycle data: a year of bilingual (English/Korean) team decisions.

Two families sharing no vocabulary, names, vendors, projects or sentence templates (only this code):
``dev`` is the clinical IT / medical informatics team of a Seoul teaching hospital (EMR, PACS, HL7
interfaces, go-lives, on-call, procurement, access requests); ``holdout`` is a Pangyo game studio shipping
several titles (branch cuts, certification, live events, drop rates, outsourcing, localization, store sales).

Planted truths: restatements (``duplicates``, must merge), look-alike pairs (``near_misses``, must never
merge), ``reversals`` (the later decision supersedes the earlier one and its restatements), recurring-topic
``clusters``, and ``questions`` whose evidence is the standing decision plus its restatements.
Standard library only, deterministic:  ``generate(7, family="holdout", n=3000)``.
"""

from __future__ import annotations

import datetime as _dt
import random
import re

UTC = _dt.timezone.utc
_MON = "January February March April May June July August September October November December".split()
_WD = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
_WDK = "월화수목금토일"
_PERIODS = ("week", "sprint", "cycle", "month")
_SLOT_RE = re.compile(r"\{(\w+)(?:\|(\w+))?\}")
_DIGIT_JONG = {"1": 8, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": 8, "8": 8, "9": 0}
_JOSA = {"은": ("은", "는"), "이": ("이", "가"), "을": ("을", "를"), "과": ("과", "와")}


# --- Korean particles after Hangul, digits or Latin product names (은/는, 이/가, 을/를, 과/와, (으)로) ---
def _jong(s: str) -> int:
    """Final-consonant index of how ``s`` is read aloud (0 = none, 8 = ㄹ)."""
    s = re.sub(r"\s*\([^()]*\)$", "", s).rstrip(" .,~'\"")
    c = s[-1:] or " "
    if "가" <= c <= "힣":
        return (ord(c) - 0xAC00) % 28
    if re.search(r"\d:\d\d$", s):                      # 14:00 reads 14시, 14:30 reads 14시 30분
        return 0 if s.endswith(":00") else 4
    if c.isdigit():
        run = re.search(r"[\d,]+$", s).group(0).replace(",", "")
        if c != "0":
            return _DIGIT_JONG[c]
        if s[-2:-1] == "." or set(run) == {"0"}:
            return 21                                  # 영
        return {1: 17, 2: 1}.get(len(run) - len(run.rstrip("0")), 4)   # 십 / 백 / 천, 만
    m = re.search(r"[A-Za-z]+$", s)
    if not m:
        return 0
    w = m.group(0)
    if w.isupper() and len(w) <= 5:                    # acronyms are read letter by letter
        return {"L": 8, "M": 16, "N": 4, "R": 8}.get(w[-1], 0)
    w = w.lower()
    if w.endswith("ng"):
        return 21
    if w[-1] in "mnl":
        return {"m": 16, "n": 4, "l": 8}[w[-1]]
    if w.endswith("ck") or w[-1] == "c" or (w[-1] == "k" and w[-2:-1] in tuple("aeiou")):
        return 1
    if re.search(r"[^aeiou][aei]t$", w):              # -at/-et/-it read with a final ㅅ (Splat, Kit)
        return 19
    return 17 if w[-1] == "p" or w.endswith("ab") else 0


def _josa(s: str, p: str) -> str:
    j = _jong(s)
    if p == "으로":
        return "로" if j in (0, 8) else "으로"
    return _JOSA[p][0 if j else 1]


# --- rendering of typed values in each language ---
def _pick(r: random.Random, xs):
    return xs[int(r.random() * len(xs))]


def _usd(v, lang):
    if isinstance(v, float):
        return [f"${v:.2f}", f"USD {v:.2f}"] if lang == "en" else [f"{v:.2f}달러", f"${v:.2f}"]
    if lang == "en":
        if v % 1000 == 0:
            return [f"${v // 1000}k", f"${v:,}", f"USD {v:,}"]
        return [f"${v / 1000:g}k", f"${v:,}"] if v >= 10000 and v % 100 == 0 else [f"${v:,}"]
    if v % 10000 == 0:
        return [f"{v // 10000}만 달러", f"${v:,}"]
    if v > 10000 and v % 1000 == 0:
        return [f"{v // 10000}만 {v % 10000 // 1000}천 달러", f"{v:,}달러"]
    return [f"{v:,}달러", f"${v:,}"]


def _krw(v, lang):
    if lang == "en":
        m = f"{v / 1e6:g}"
        return [f"KRW {m}M", f"₩{v:,}", f"{m} million won"]
    eok, man = divmod(v // 10000, 10000)
    if eok:
        return [f"{eok}억 {man:,}만 원"] if man else [f"{eok}억 원", f"{eok}억"]
    return [f"{man:,}만 원", f"{man:,}만원"]


def _time(h, m, lang):
    if lang == "en":
        if h == 0 and m == 0:
            return ["midnight", "00:00", "12 AM"]
        h12, ap, mm = h % 12 or 12, ("AM" if h < 12 else "PM"), ("" if m == 0 else f":{m:02d}")
        return [f"{h12}{mm} {ap}", f"{h:02d}:{m:02d}", f"{h12}{mm}{ap.lower()}"]
    if h == 0 and m == 0:
        return ["자정", "00:00", "밤 12시"]
    part = "밤" if h == 0 else "새벽" if h < 6 else "오전" if h < 12 else "낮" if h == 12 else "오후" if h < 18 else \
        "저녁" if h < 21 else "밤"
    hh = h if 0 < h <= 12 else abs(h - 12)
    if m == 0:
        return [f"{part} {hh}시", f"{h:02d}:00"] + ([f"{h}시"] if h >= 8 else [])
    return [f"{part} {hh}시 {m}분", f"{h:02d}:{m:02d}"] + ([f"{part} {hh}시 반"] if m == 30 else [])


def _render(F, st, raw, lang, r):
    """One rendering of a slot value; st = (type, params); r picks among the usual ways to write it."""
    t, p = st
    if t in F["tables"]:
        return _pick(r, F["tables"][t][raw][lang])
    if t in ("~", "list"):
        e, _, k = raw.partition("~")
        return e if lang == "en" or not k else k
    if t in ("date", "week"):
        d, mon = raw, _MON[raw.month - 1]
        if lang == "en":
            opts = [f"{mon} {d.day}", f"{mon[:3]} {d.day}", f"{d.month}/{d.day}"]
            opts += [f"{_WD[d.weekday()][:3]}, {mon[:3]} {d.day}"] if t == "date" else []
        else:
            opts = [f"{d.month}월 {d.day}일", f"{d.month}/{d.day}"]
            opts += [f"{d.month}월 {d.day}일({_WDK[d.weekday()]})"] if t == "date" else []
        return _pick(r, opts)
    if t == "month":
        return _pick(r, [_MON[raw[1] - 1], _MON[raw[1] - 1][:3]]) if lang == "en" else f"{raw[1]}월"
    if t == "sprint":
        return _pick(r, [f"Sprint {raw}", f"sprint {raw}", f"S{raw}"] if lang == "en"
                     else [f"스프린트 {raw}", f"{raw}차 스프린트", f"S{raw}"])
    if t == "cycle":
        return _pick(r, [f"Cycle {raw}", f"C{raw}", f"cycle {raw}"] if lang == "en"
                     else [f"사이클 {raw}", f"{raw}번째 사이클", f"C{raw}"])
    if t == "time":
        return _pick(r, _time(raw[0], raw[1], lang))
    if t == "wd":
        return _pick(r, [_WD[raw], _WD[raw][:3]]) if lang == "en" else f"{_WDK[raw]}요일"
    if t in ("usd", "price", "krw"):
        return _pick(r, (_krw if t == "krw" else _usd)(raw, lang))
    if t == "pct":
        return f"{raw:g}%"
    if t == "n":
        unit, num = p[1] if lang == "en" else p[2], f"{raw:,}"
        if "#" in unit:
            return unit.replace("#", num)
        return (f"{num} {unit}" if unit else num) if lang == "en" else num + unit
    return raw                                          # tickets, versions


def _canon(F, st, raw) -> str:
    t = st[0]
    if t in F["tables"]:
        return F["tables"][t][raw]["en"][0]
    if t in ("date", "week"):
        return raw.isoformat()
    if t == "month":
        return f"{raw[0]}-{raw[1]:02d}"
    return raw.partition("~")[0] if t in ("~", "list") else str(raw)


def _nums(spec):
    if "," in spec:
        return [float(x) if "." in x else int(x) for x in spec.split(",")]
    lo, hi = spec.split("-")
    hi, _, step = hi.partition("/")
    return list(range(int(lo), int(hi) + 1, int(step or 1)))


def _gen(F, st, rng, day: _dt.date, vals: dict):
    """A fresh value for a slot, relative to the (KST) day the decision is written."""
    t, p = st
    if t in F["tables"]:
        return rng.randrange(len(F["tables"][t]))
    if t == "~":
        return rng.choice(F["tables"][p[0][0]][vals[p[0][1]]]["cand"])
    if t == "list":
        return rng.choice(p[0].replace("_", " ").split(","))
    if t == "tk":
        return f"{p[0]}-{rng.randint(1200, 9899)}"
    if t == "ver":
        return re.sub(r"\{(\d+)-(\d+)\}", lambda m: str(rng.randint(int(m.group(1)), int(m.group(2)))), p[0])
    if t == "date":
        lo, hi = (int(x) for x in (p[0] if p else "5-75").split("-"))
        d = day + _dt.timedelta(days=rng.randint(lo, hi))
        return d + _dt.timedelta(days=7 - d.weekday()) if d.weekday() >= 5 and rng.random() < 0.7 else d
    if t == "week":
        return day + _dt.timedelta(days=7 - day.weekday())
    if t == "month":
        return (day.year + day.month // 12, day.month % 12 + 1)
    if t in ("sprint", "cycle"):
        return (day - _dt.date(2024, 1, 1)).days // 14 + 2
    if t == "time":
        return (rng.choice(_nums(p[0])), rng.choice([0, 0, 0, 30]))
    return rng.choice(_nums(p[0])) * (10000 if t == "krw" else 1)      # wd, usd, price, pct, n, krw (만 원)


def _shift(st, raw, k):
    if st[0] == "week":
        return raw + _dt.timedelta(days=7 * k)
    if st[0] == "month":
        m = raw[0] * 12 + raw[1] - 1 + k
        return (m // 12, m % 12 + 1)
    return raw + k


# --- family parsing: tables ("en|en2=ko|ko2@cand,cand; ..."), the kinds DSL, and its validation ---
def _table(spec):
    out = []
    for ent in filter(None, (e.strip() for e in spec.split(";"))):
        ent, _, cand = ent.partition("@")
        e, _, k = ent.partition("=")
        out.append({"en": [x.strip() for x in e.split("|")], "ko": [x.strip() for x in (k or e).split("|")],
                    "cand": [x.strip() for x in cand.split(",")] if cand else []})
    return out


def _slots(spec, known=None):
    out = {}
    for tok in spec.replace("!", "").split():
        name, _, typ = tok.partition("=")
        typ = typ or name
        if typ.startswith("~"):                         # drawn from the candidates of a key entity
            out[name] = ("~", [(dict(known or {}, **out)[typ[1:]][0], typ[1:])])
        else:
            t, *params = typ.split(":")
            out[name] = (t, [x.replace("_", " ") if i else x for i, x in enumerate(params)])
    return out


def _parse(fam):
    F = dict(fam, tables={k: _table(v) for k, v in fam["tables"].items()}, kinds=[])
    for line in fam["kinds"].strip().splitlines():
        tag, _, rest = line.strip().partition(" ")
        if tag == "@":
            name, tags, keys, vals = (x.strip() for x in rest.split(" | "))
            ks = _slots(keys)
            vs = _slots(vals, ks)
            F["kinds"].append({"name": name, "tags": tags.split(","), "keys": ks, "vals": vs, "slots": dict(ks, **vs),
                               "fixed": {t.rstrip("!") for t in keys.split() if t.endswith("!")}})
        elif tag in ("en:", "ko:"):
            F["kinds"][-1][tag[:2]] = rest.split(" ‖ ")
        else:                                           # "q: questions  ¶  reasons", each "en | en || ko | ko"
            for part, key in zip(rest.split("  ¶  "), "qr"):
                e, k = part.split(" || ")
                F["kinds"][-1][key] = {"en": e.split(" | "), "ko": k.split(" | ")}
    names = lambda t: {m.group(1) for m in _SLOT_RE.finditer(t)}     # noqa: E731
    for k in F["kinds"]:
        allowed = set(k["slots"]) | {"who"}
        for lang in ("en", "ko"):
            assert len(k[lang]) >= 4 and all(names(t) <= allowed and set(k["slots"]) <= names(t) for t in k[lang])
            assert all(names(t) == set(k["keys"]) for t in k["q"][lang]), (k["name"], lang)
            assert all(names(t) <= allowed for t in k["r"][lang]), (k["name"], lang)
    return F


# ====================================================================================================
# dev: clinical IT / medical informatics team of a teaching hospital in Seoul.
_DEV = {
    "org": {"slack": "seorin-mc", "mail": "seorinmc.or.kr", "gh": "seorin-it", "notion": "seorin-it",
            "channels": ["emr-support", "clin-informatics", "it-infra", "service-desk", "interfaces", "it-leads"], "repos": ["emr-build", "interface-engine", "infra-ops", "clinical-content"]},
    "free_tags": ["decision", "결정", "fyi", "needs-followup", "nursing", "간호", "긴급", "informatics", "의료정보", "ops", "병동"], "qtags": ["q{q}", "Q{q}", "fy{yy}-q{q}", "{q}분기"],
    "tables": {
        "person": "Seoyeon Kim|Seoyeon=김서연|서연; Junho Park|Junho=박준호|준호; Haeun Lee|Haeun=이하은|하은; Doyun Jung|Doyun=정도윤|도윤; Minjae Choi|Minjae=최민재|민재; Jiwoo Han|Jiwoo=한지우|지우; Seojin Yoon|Seojin=윤서진|서진;"
                  "Taeyang Oh|Taeyang=오태양|태양; Yerin Kang|Yerin=강예린|예린; Hyunwoo Lim|Hyunwoo=임현우|현우; Daeun Shin|Daeun=신다은|다은; Sungmin Cho|Sungmin=조성민|성민; Sua Bae|Sua=배수아|수아; Jaewon Hong|Jaewon=홍재원|재원;"
                  "Gayoung Moon|Gayoung=문가영|가영; Yujin Song|Yujin=송유진|유진; Rachel Okafor|Rachel=Rachel|레이첼; Tom Brennan|Tom=Tom|톰; Priya Raman|Priya=Priya|프리야; Marco Bellini|Marco=Marco|마르코",
        "cand": "Eunbi Na=나은비; Siwoo Byun=변시우; Hayoon Ji=지하윤; Dongha Yeo=여동하; Soyul Pyo=표소율; Kevin Tran=Kevin Tran|케빈 트랜; Areum Maeng=맹아름; Ijun Heo=허이준",
        "team": "EMR support=EMR 지원팀|EMR 지원; interfaces|interface team=인터페이스팀; infrastructure|infra=인프라팀|인프라; clinical apps=임상앱팀|임상 애플리케이션팀; service desk=서비스데스크; imaging IT=영상IT팀|영상 IT;"
                "pharmacy IT=약제IT팀|약제 IT; network ops|network=네트워크팀",
        "system": "EMR=EMR|전자의무기록(EMR); PACS=PACS; LIS|lab system=LIS|검사정보시스템; pharmacy system=약제 시스템; nurse call system|nurse call=너스콜 시스템|너스콜; bed board=병상 현황판; patient portal=환자 포털|환자용 포털; OR scheduling system|OR scheduler=수술 스케줄링 시스템|수술 스케줄러;"
                  "blood bank system=혈액은행 시스템; RIS=RIS|영상정보시스템(RIS)",
        "unit": "ICU|the ICU=중환자실|ICU; ED|the ED=응급실|응급의학과; NICU|the NICU=신생아중환자실|NICU; oncology|Ward 71 (oncology)=종양내과 병동|71병동; radiology=영상의학과; pharmacy=약제부; the OR|the ORs=수술실|수술부;"
                "cardiology=심장내과; pediatrics|peds=소아청소년과|소아과; L&D|labor and delivery=분만실; dialysis=인공신장실; outpatient clinics|OPD=외래|외래진료부",
        "project": "Lighthouse; Cedar; Pulse; Beacon; Orchid; Harbor; Kestrel; Sundial; Willow; Meridian; Juniper; Tamarack",
        "purpose": "badge tap SSO|single sign-on badges=배지 태깅 SSO|탭 방식 SSO@Imprivata,Okta,Ping Identity; clinical speech recognition|dictation=임상 음성인식@Nuance Dragon Medical,Selvas AI,Puzzle AI;"
                   "chest X-ray AI triage=흉부 X-ray AI 판독 보조@Lunit INSIGHT,Vuno Med,Annalise; integration platform|interface platform=통합 인터페이스 솔루션|연동 솔루션@InterSystems HealthShare,Mirth Connect,Rhapsody;"
                   "automated dispensing cabinets|ADCs=자동 약품 분배기|ADC@Omnicell,BD Pyxis,JVM; secure clinical messaging=의료진 보안 메신저@Ascom,Vocera,Spok;"
                   "bedside monitors=병상 모니터|환자 감시장치@Philips,Mindray,Nihon Kohden,GE HealthCare; wristband printers=환자 팔찌 프린터@Zebra,Honeywell,TSC;"
                   "VDI=VDI|가상 데스크톱@Citrix,VMware Horizon,Azure Virtual Desktop; ITSM tooling=ITSM 툴|서비스데스크 툴@ServiceNow,Freshservice,TOPdesk; paging=호출 시스템|온콜 호출@PagerDuty,Opsgenie,Everbridge;"
                   "remote backup|DR backup=원격지 백업|소산 백업@Veeam,Commvault,Rubrik",
        "line": "training backfill=교육 대체인력; hardware refresh=장비 교체; consulting=외부 컨설팅; licenses=라이선스; go-live support|at-the-elbow support=오픈 지원 인력|현장 지원 인력",
        "quarter": "Q1=1분기|1Q; Q2=2분기|2Q; Q3=3분기|3Q; Q4=4분기|4Q",
        "ctr": "Ezcaretech; Infinitt; InterSystems; Philips; Imprivata; Omnicell; Nuance; Citrix; Veeam; ServiceNow; Ascom; Lunit",
        "ctype": "maintenance=유지보수; license|licensing=라이선스; 24/7 support=24시간 기술지원",
        "device": "shared nurse-station PCs|nurse station PCs=간호사실 공용 PC; workstations on wheels|WOWs=이동형 PC 카트|WOW; physician office PCs=진료실 PC; registration kiosks=원무 키오스크;"
                  "pharmacy verification PCs=약제 검수 PC; anesthesia carts=마취 카트 PC",
        "iface": "lab results feed|ORU feed=검사 결과(ORU) 인터페이스|검사 결과 연동; ADT feed=ADT 인터페이스|ADT 연동; pharmacy orders feed=약 처방 인터페이스|투약 오더 연동; radiology orders feed=영상 오더 인터페이스;"
                 "charges feed=수가 인터페이스|청구 연동; immunization registry feed=예방접종 등록 연동",
        "event": "the JCI survey|JCI accreditation=JCI 인증 조사|JCI 인증; the EMR certification audit=EMR 인증 심사; the PACS migration=PACS 이관;"
                 "the data center move=전산실 이전; the HIRA on-site audit=심평원 현지조사",
        "item": "infusion pumps=수액 펌프; barcode scanners|handheld scanners=바코드 스캐너; label printers=라벨 프린터; vital-sign monitors=활력징후 측정기; clinical tablets|iPads=임상용 태블릿|아이패드; thin clients=씬 클라이언트",
        "mtg": "CAB|the change advisory board=CAB|변경관리위원회; the clinical informatics council=임상정보위원회; the interface standup=인터페이스 스탠드업; the EMR optimization huddle=EMR 개선 회의;"
               "the vendor status call=벤더 정기 콜",
        "room": "the IT war room (3F)|the 3rd-floor war room=3층 IT 상황실; B201=B201 회의실; the Sim Lab|the simulation lab=시뮬레이션 센터; Education Room 2=2교육실; the 9F nursing seminar room=9층 간호부 세미나실;"
                "Hanul Hall=한울홀; the B1 training room=지하 1층 교육장",
        "rec": "nursing notes=간호기록; EMR access logs|audit logs=EMR 접근 로그|감사 로그; DICOM studies|imaging studies=영상 검사 데이터|DICOM 영상; digital pathology slides=디지털 병리 슬라이드;"
               "service desk call recordings=서비스데스크 통화 녹음; interface message archives=인터페이스 메시지 아카이브",
        "alert": "sepsis screening alert|sepsis BPA=패혈증 선별 알림@qSOFA ≥ 2,qSOFA ≥ 3,SIRS ≥ 2; NEWS2 escalation alert=NEWS2 조기경보@NEWS2 ≥ 5,NEWS2 ≥ 6,NEWS2 ≥ 7;"
                 "fall-risk alert=낙상 위험 알림@Morse ≥ 45,Morse ≥ 50,Morse ≥ 55; pressure-injury alert=욕창 위험 알림@Braden ≤ 16,Braden ≤ 14,Braden ≤ 12",
        "role": "read-only=조회 전용; break-the-glass=응급 열람(break-the-glass); admin=관리자; order entry=처방 입력; report sign-off=판독 서명",
        "half": "H1|1H=상반기; H2|2H=하반기",
        "conf": "HIMSS Global|HIMSS=HIMSS; the KOSMI fall conference|KOSMI=대한의료정보학회 추계학술대회|의료정보학회 추계; AMIA Annual Symposium|AMIA=AMIA 학술대회|AMIA; FHIR DevDays=FHIR DevDays;"
                "the HL7 Working Group Meeting|the HL7 WGM=HL7 워킹그룹 미팅|HL7 WGM",
        "ws": "order sets=오더세트; BCMA|barcode medication administration=바코드 투약(BCMA)|BCMA; nursing documentation=간호기록; reporting=리포팅|통계; device integration=의료기기 연동; training=사용자 교육|교육",
        "hrole": "interface analyst=인터페이스 분석가; EMR analyst|clinical analyst=EMR 분석가|임상 분석가; DBA|database administrator=DBA; nurse informaticist=간호정보 전담 간호사; service desk technician=서비스데스크 엔지니어",
        "report": "downtime readiness report=다운타임 대비 보고서; EMR usage dashboard=EMR 사용량 대시보드; interface error report=인터페이스 오류 리포트; access audit review=접근 로그 점검; ticket SLA report=티켓 SLA 보고서",
    },
    "frames": {
        "src_en": {"slack": ["", "", "", "FYI: ", "Decision from the huddle: "], "mail": ["Hello all,\n\n", "Dear colleagues,\n\n", "Hi everyone,\n\n"], "github": ["", "Resolution: ", "Closing with the decision: "], "notion": ["", "Decision log: ", "[Approved] "]},
        "src_ko": {"slack": ["", "", "", "공지: ", "참고 부탁드립니다. "], "mail": ["안녕하세요, 의료정보팀입니다.\n\n", "선생님들께 공유드립니다.\n\n", "각 부서장님께 안내드립니다.\n\n"], "github": ["", "결론: "], "notion": ["", "[결정] ", "의사결정 기록 — "]},
        "sign_en": ["\n\nRegards,\n{who}", "\n\n— Clinical Informatics, Seorin Medical Center", "\n\nThanks,\n{who}"],
        "sign_ko": ["\n\n감사합니다.\n{who} 드림", "\n\n문의는 {who} 님께 부탁드립니다.", "\n\n의료정보팀 드림"],
        "dup_en": ["To recap: ", "Restating for the minutes: ", "Re-posting from the huddle: ", "Confirming what {who} said earlier: ", "For anyone who missed it: ", "Logging this here too: "],
        "dup_en_suf": ["", "", " No change from before.", " Nothing new, just closing the loop."],
        "dup_ko": ["다시 정리합니다. ", "회의록용으로 남깁니다: ", "{who} 님 말씀 재확인 — ", "앞서 공유된 내용 재공지: ", "못 보신 분들을 위해 다시 올립니다. ", "여기에도 기록해 둡니다. "],
        "dup_ko_suf": ["", "", " (변경 사항 없음)", " 기존 안내와 동일합니다."],
        "rev_en": ["Change of plan: ", "Update: ", "Revising the earlier decision: ", "Correction: ", ""],
        "rev_en_suf": ["", " (previously {old})", " The earlier note said {old}; please disregard it."],
        "rev_ko": ["변경 안내: ", "기존 결정 번복합니다. ", "정정합니다. ", "업데이트: ", ""],
        "rev_ko_suf": ["", " (기존 {old})", " 이전에 공지된 {old|은} 취소입니다."],
    },
    "kinds": r"""
@ oncall | on-call,oncall,온콜,rota,pager | team week | person=person
en: {person} is on call for {team} the week of {week}. ‖ On-call for {team}, week of {week}: {person}. Swaps go through {who}. ‖ {who} closed out the rota: {person} carries the {team} pager starting Monday {week}. ‖ Next {team} on-call block (week of {week}) goes to {person}.
ko: {week} 주간 {team} 온콜은 {person} 님이 맡습니다. ‖ {team} 온콜 일정 공유드립니다. {week}부터 일주일간 {person} 님 담당입니다. ‖ {who} 님이 로테이션 확정하셨습니다. {week} 시작하는 주 {team} 온콜은 {person} 님입니다. ‖ {week} 월요일부터 {team} 호출기는 {person} 님이 들고 계십니다.
q: Who's holding the {team} pager the week starting {week}? | Which of us covers {team} after hours during the week of {week}? || {week} 주에 {team} 온콜 서는 분이 누구죠? | {week}부터 한 주 동안 {team} 야간 호출 받는 사람 알려주세요.  ¶  Balanced against last month's nights. | {person} has no leave booked that week. || 지난달 야간 호출이 한쪽에 몰려서 조정했습니다. | 해당 주에 휴가 일정이 없는 분으로 배정했습니다.
@ downtime | downtime,다운타임,maintenance,중단 | system date=date:3-40 | start=time:1,2,3,4,5 hrs=n:2-6:hours:시간
en: Planned {system} downtime on {date}: starting {start}, about {hrs}. ‖ {who} signed off on the {system} outage window for {date}, {hrs} beginning at {start}. ‖ The {system} will be down for {hrs} on {date} from {start}; units fall back to paper downtime forms. ‖ Scheduling note: {system} planned outage {date}, {start} start, expected duration {hrs}.
ko: {date} {start}부터 약 {hrs} 동안 {system} 계획 다운타임이 있습니다. ‖ {system} 중단 일정 확정: {date}, {start} 시작, 예상 소요 {hrs}. ‖ {who} 님 승인으로 {date} {start}에 {system} 중단합니다. {hrs} 정도 걸릴 예정입니다. ‖ {date}에 {system} 다운타임 잡혔습니다. 시작은 {start}, {hrs} 예상이라 병동은 종이 서식으로 대체합니다.
q: When does the {system} go down on {date}, and for how long? | What's the window for the {date} {system} outage? || {date} {system} 다운타임 몇 시부터 몇 시간인가요? | {date}에 {system} 중단 시간대가 어떻게 되나요?  ¶  The vendor's fix needs the database offline. | Lowest census hours of the week. || 벤더 수정 프로그램 적용 때문에 DB를 내려야 합니다. | 재원 환자 수가 가장 적은 시간대로 잡았습니다.
@ upgrade | upgrade,업그레이드,version,release | system | ver=ver:v{5-9}.{0-4} date=date:20-90
en: The {system} upgrade to {ver} is set for {date}. ‖ We're taking the {system} to {ver}; cutover date is {date} ({who} confirmed with the vendor). ‖ {who}: the {system} moves to {ver} on {date}. ‖ Target for the {system} version bump: {ver}, live {date}.
ko: {system} {ver} 업그레이드는 {date}에 진행합니다. ‖ {who} 님이 벤더와 일정 확인했습니다. {date}에 {system|을} {ver|으로} 올립니다. ‖ {system} 버전업 일정: {date}, 대상 버전 {ver}. ‖ {system|은} {date}부터 {ver} 기준으로 운영합니다.
q: What version is the {system} going to, and when? | Which {system} release are we upgrading to? || {system} 업그레이드 버전이랑 날짜 알려주세요. | {system} 몇 버전으로 올리기로 했나요?  ¶  Fixes the order-reconciliation bug we keep hitting. | The current release leaves vendor support this year. || 계속 발생하는 오더 대사 버그가 이 버전에서 수정됩니다. | 현재 버전은 올해 벤더 지원이 종료됩니다.
@ vendorpick | vendor,벤더,selection,procurement,구매 | purpose project | vendor=~purpose
en: For {project}, the {purpose} contract goes to {vendor}. ‖ {who} made the call: {vendor} is our {purpose} vendor on {project}. ‖ {project} will use {vendor} for {purpose} after the bake-off. ‖ Selection closed: {vendor} for {purpose} ({project}).
ko: {project}의 {purpose} 업체는 {vendor|으로} 정했습니다. ‖ {purpose} 벤더 선정 결과 공유드립니다. {project}에는 {vendor|이} 들어갑니다. ‖ {who} 님 결정으로 {project} {purpose|은} {vendor} 제품을 씁니다. ‖ 비교 평가 끝났습니다. {project} {purpose}: {vendor}.
q: Which vendor did we land on for {purpose} in {project}? | Who's supplying {purpose} for {project}? || {project} {purpose} 업체 어디로 됐나요? | {project}에서 {purpose|은} 어느 벤더 걸로 가나요?  ¶  Best score in the nurse usability test. | Already live at another hospital on our EMR version. || 간호사 사용성 평가 점수가 가장 높았습니다. | 기존 EMR과 연동 레퍼런스가 있습니다.
@ budget | budget,예산,finance,capex | project line quarter | amt=usd:5000-250000/5000
en: {project} gets {amt} for {line} in {quarter}. ‖ Budget call from {who}: {quarter} {line} for {project} is capped at {amt}. ‖ Approved: {amt}, {project} {line}, {quarter}. ‖ We set the {quarter} {line} budget on {project} at {amt}; anything above needs a new request.
ko: {project} {quarter} {line} 예산은 {amt|으로} 확정했습니다. ‖ {who} 님 승인: {project} {line} 항목 {quarter} 한도 {amt}. ‖ {quarter}에 {project} {line|으로} {amt} 배정됐습니다. ‖ {project} {line} 예산 {quarter} 기준 {amt}입니다. 초과분은 별도 품의 올려 주세요.
q: How much can {project} spend on {line} in {quarter}? | What's the {quarter} {line} budget for {project}? || {project} {quarter} {line} 예산 얼마로 잡혔어요? | {quarter} {project} {line}에 쓸 수 있는 금액이 얼마인가요?  ¶  Sized from last quarter's actuals. | Finance wants headroom before go-live. || 지난 분기 실적 기준으로 산정했습니다. | 재무팀에서 오픈 대비 여유분을 요청했습니다.
@ contract | contract,계약,renewal,갱신,vendor | ctr ctype | krw=krw:800-40000/100 yrs=n:2,3,5:years:년
en: {ctr} {ctype} contract renewed at {krw} per year for {yrs}. ‖ {who} signed the {ctr} {ctype} renewal: {krw} a year over {yrs}. ‖ Renewal terms agreed with {ctr} ({ctype}): {krw}/yr, {yrs}. ‖ Heads up, procurement: {ctr} {ctype} is locked in for {yrs} at {krw} annually.
ko: {ctr} {ctype} 계약을 연 {krw}에 {yrs} 갱신했습니다. ‖ {ctr} {ctype} 재계약 조건 확정: 연간 {krw}, 기간 {yrs}. ‖ {who} 님이 {ctr|과} {ctype} 계약 {yrs} 연장에 서명하셨습니다. 금액은 연 {krw}입니다. ‖ 구매팀 참고 — {ctr} {ctype} 계약 {yrs}, 연 {krw|으로} 마무리됐습니다.
q: What are we paying {ctr} per year for {ctype}, and for how long? | What did the {ctr} {ctype} renewal come to? || {ctr} {ctype} 계약 연간 금액이랑 기간이 어떻게 되죠? | {ctr} {ctype} 재계약 얼마에 했나요?  ¶  Held the increase under 5%. | The multi-year term got us a discount. || 인상률을 5% 안으로 막았습니다. | 다년 계약으로 할인 받았습니다.
@ golive | go-live,golive,오픈,cutover,launch | project unit | date=date:20-120
en: {project} goes live in {unit} on {date}. ‖ Go-live for {project} in {unit} is {date}, per {who}. ‖ {who} locked the date: {unit} cuts over to {project} on {date}. ‖ {unit} go-live ({project}) confirmed for {date}. Command center opens the night before.
ko: {project} {unit} 오픈일은 {date}입니다. ‖ {unit}에 {project} 적용하는 날짜 {date|으로} 확정됐습니다. ‖ {who} 님이 {project} {unit} 가동일을 {date|으로} 정하셨습니다. ‖ {date} {unit} {project} 오픈합니다. 전날 밤부터 지휘본부 운영합니다.
q: When does {project} launch in {unit}? | What's the {unit} go-live date for {project}? || {project} {unit} 오픈 언제예요? | {unit}에서 {project} 쓰기 시작하는 날이 언제인가요?  ¶  Avoids the month-end billing run. | Unit leadership asked for a weekday start. || 월말 청구 마감을 피했습니다. | 병동 측에서 평일 시작을 요청했습니다.
@ training | training,교육,education,super-user | system unit date | room=room time=time:8-17
en: {system} training for nurses in {unit} is on {date} at {time}, {room}. ‖ {who} booked {room} for the {unit} {system} session: {date}, {time}. ‖ {unit} staff {system} refresher: {date} {time} in {room}. ‖ Reminder to charge nurses: {system} class for {unit}, {date}, starts {time}, location {room}.
ko: {unit} 간호사 대상 {system} 교육은 {date} {time}, {room}에서 합니다. ‖ {system} 교육 장소와 시간 안내드립니다. {unit}: {date} {time}, {room}. ‖ {who} 님이 {unit} {system} 교육 장소로 {room|을} 잡았습니다. 일정은 {date} {time}입니다. ‖ {date} {time}에 {room}에서 {unit} 대상 {system} 보수교육 진행합니다.
q: Where and when is the {system} training for {unit} on {date}? | What room is the {date} {system} class for {unit} in? || {date} {unit} {system} 교육 어디서 몇 시에 해요? | {unit} {system} 교육({date}) 장소가 어디죠?  ¶  Night-shift staff can attend before handover. | The bigger room has enough outlets for the practice carts. || 야간 근무자가 인계 전에 들을 수 있는 시간입니다. | 실습용 카트를 놓을 공간이 필요해서 큰 방으로 잡았습니다.
@ timeout | security,보안,timeout,session,auto-logoff | device unit | mins=n:3,5,10,15,20,30:minutes:분
en: Auto-logoff on {device} in {unit} is {mins}. ‖ {who} approved the session timeout for {device} in {unit}: {mins} idle. ‖ Session timeout, {device} ({unit}): {mins} of inactivity, then lock. ‖ Going forward {device} in {unit} lock after {mins} idle.
ko: {unit} {device} 자동 로그아웃 시간은 {mins}입니다. ‖ {who} 님 승인으로 {unit} {device} 세션 타임아웃을 {mins|으로} 정했습니다. ‖ {unit}의 {device|은} {mins} 동안 입력이 없으면 잠깁니다. ‖ 보안 정책 안내: {device}({unit}) 미사용 {mins} 후 자동 잠금.
q: How long before {device} in {unit} lock themselves? | What's the idle timeout on {device} in {unit}? || {unit} {device} 몇 분 지나면 로그아웃되나요? | {unit} {device} 세션 타임아웃 얼마로 돼 있죠?  ¶  Balances badge-tap convenience against the privacy audit finding. | Shorter locks kept interrupting med passes. || 개인정보 감사 지적사항과 사용 편의성을 절충했습니다. | 너무 짧으면 투약 중에 자꾸 잠겨서 조정했습니다.
@ interface | interface,인터페이스,HL7,fhir,연동 | iface | std=list:HL7_v2.5.1,FHIR_R4,HL7_v2.3,FHIR_R4B
en: The {iface} moves to {std}. ‖ {who}: we standardize the {iface} on {std}. ‖ Going with {std} for the {iface}; mapping spec to follow. ‖ {iface}: message format decision is {std}.
ko: {iface|은} {std|으로} 전환합니다. ‖ {who} 님 결정: {iface} 표준은 {std}. ‖ {iface} 메시지 규격 {std|으로} 갑니다. 매핑 문서는 따로 공유드리겠습니다. ‖ {std} 기준으로 {iface} 개발합니다.
q: What format is the {iface} on? | Which standard did we pick for the {iface}? || {iface} 규격 뭐로 정했죠? | {iface|은} 어떤 표준 쓰나요?  ¶  The receiving system only certifies that version. | Keeps us aligned with the national exchange guide. || 수신 측 시스템이 그 버전만 인증받았습니다. | 국가 진료정보교류 가이드와 맞추기 위해서입니다.
@ freeze | change-freeze,freeze,동결,CAB | project event | start=date:10-60 days=n:3-21:days:일
en: Change freeze on {project} for {event}: {days} starting {start}. ‖ No {project} changes for {days} from {start}, {event} freeze per {who}. ‖ {who} declared a {project} freeze around {event}, beginning {start} and lasting {days}. ‖ {event}: {project} is frozen starting {start} ({days}).
ko: {event} 대비 {project} 변경 동결은 {start}부터 {days}입니다. ‖ {who} 님 공지: {event} 기간 {project} 배포 중지, {start}부터 {days}. ‖ {start}부터 {days} 동안 {project|은} 변경 금지입니다. ({event}) ‖ {event} 관련 {project} 프리즈 일정 — 시작 {start}, 기간 {days}.
q: When does the {project} freeze for {event} start and how long does it run? | How long is {project} frozen for {event}? || {event} 때문에 {project} 언제부터 며칠 동결이에요? | {project} {event} 프리즈 기간 알려주세요.  ¶  Nobody wants a surprise outage during {event}. | Interface vendors are on reduced support then. || {event} 기간에는 예기치 못한 장애를 피해야 합니다. | 그 기간에는 벤더 지원 인력이 줄어듭니다.
@ triage | ticket,triage,장애,service-desk,SD | tk=tk:HELP | pri=list:P1,P2,P3,P4 owner=person
en: {tk} set to {pri}, owned by {owner}. ‖ Triage outcome for {tk}: {pri}; {owner} takes it. ‖ {who} re-triaged {tk}: it's a {pri} and {owner} is on it. ‖ Assigning {tk} to {owner} as {pri}.
ko: {tk|은} {pri}, 담당 {owner} 님입니다. ‖ {tk} 트리아지 결과 {pri|으로} 분류했고 {owner} 님이 처리합니다. ‖ {who} 님 판단으로 {tk} 우선순위 {pri}, {owner} 님 배정. ‖ {owner} 님께 {tk} 넘깁니다. 우선순위는 {pri}입니다.
q: What priority is {tk} and who has it? | Who owns {tk}? || {tk} 우선순위랑 담당자 누구예요? | {tk} 누가 맡고 있어요?  ¶  Affects medication scanning on one ward. | Workaround exists but nurses are double-charting. || 한 병동 투약 스캔에 영향이 있습니다. | 우회 방법은 있지만 간호사들이 이중 기록 중입니다.
@ purchase | purchase,구매,PO,procurement,장비 | po=tk:PO unit item | qty=n:4-40::대 amt=usd:2000-90000/100
en: {po}: {qty} {item} for {unit}, {amt} total. ‖ {who} approved {po}: {qty} {item} for {unit} at {amt}. ‖ Buying {qty} {item} for {unit} under {po}; total comes to {amt}. ‖ Purchase approved for {unit}: {item} x{qty} ({po}), {amt}.
ko: {po}: {unit} {item} {qty}, 총 {amt}. ‖ {who} 님이 {po} 승인하셨습니다. {unit}에 {item} {qty}, 금액 {amt}입니다. ‖ {unit}용 {item} {qty} 구매 진행합니다({po}, {amt}). ‖ {po} 품의 통과 — {unit} {item} {qty}, {amt}.
q: How many {item} does {po} cover for {unit}, and at what cost? | What did we approve under {po} for {unit} ({item})? || {po} {unit} {item} 몇 대에 얼마예요? | {unit} {item} 구매 건 {po} 내용 알려주세요.  ¶  Replaces units that failed biomed inspection. | Needed before the new wing opens. || 의공팀 점검에서 불합격한 장비 교체용입니다. | 신관 개원 전에 필요합니다.
@ meeting | meeting,회의,cadence,schedule | mtg | wd=wd:0-4 time=time:8-17 room=room
en: {mtg} moves to every {wd} at {time}, {room}. ‖ From now on {mtg} is {wd}, {time}, in {room}; {who} sent the new invite. ‖ New slot for {mtg}: {wd} {time}, {room}. ‖ We'll hold {mtg} on {wd} at {time} in {room} going forward.
ko: {mtg|은} 매주 {wd} {time}, {room}에서 합니다. ‖ {who} 님이 {mtg} 일정을 {wd} {time|으로} 옮기셨습니다. 장소는 {room}. ‖ 앞으로 {mtg} 장소는 {room}, 시간은 매주 {wd} {time}입니다. ‖ {mtg} 변경된 일정 — 매주 {wd} {time} / {room}.
q: When and where does {mtg} meet now? | What's the regular slot for {mtg}? || {mtg} 요즘 무슨 요일 몇 시에 어디서 해요? | {mtg} 정기 일정이 어떻게 되나요?  ¶  Clashes less with ward rounds. | The CMIO can attend in person at that time. || 회진 시간과 덜 겹칩니다. | CMIO께서 그 시간에 직접 참석 가능하십니다.
@ retention | retention,보존,records,compliance,규정 | rec | yrs=n:3-15:years:년
en: We keep {rec} for {yrs}. ‖ Retention for {rec} set at {yrs}, per {who} and legal. ‖ {rec}: retained {yrs}, then purged. ‖ Records policy update: {rec} retention is {yrs}.
ko: {rec} 보존 기간은 {yrs}입니다. ‖ {who} 님과 법무 검토 결과 {rec|은} {yrs} 보관합니다. ‖ {rec|은} {yrs} 보관 후 파기합니다. ‖ 기록 관리 정책 — {rec} 보존기간 {yrs|으로} 정했습니다.
q: How long do we retain {rec}? | What's the retention period on {rec}? || {rec} 몇 년 보관해요? | {rec} 보존 기간 얼마로 정했죠?  ¶  Matches the medical records act minimum. | Storage cost was the deciding factor. || 의료법상 최소 보존 기간에 맞췄습니다. | 스토리지 비용을 고려했습니다.
@ alert | CDS,alert,알림,BPA,threshold | alert unit | thr=~alert
en: The {alert} in {unit} fires at {thr}. ‖ {who} approved {thr} as the trigger for the {alert} in {unit}. ‖ Threshold for the {alert} ({unit}) is {thr} going forward. ‖ {unit} will run the {alert} at {thr} to cut alert fatigue.
ko: {unit} {alert} 기준은 {thr}입니다. ‖ {who} 님 승인으로 {unit} {alert} 발생 기준을 {thr|으로} 정했습니다. ‖ {unit}에서는 {thr}일 때 {alert|이} 뜨도록 설정합니다. ‖ {alert} 임계값({unit}): {thr}.
q: At what score does the {alert} fire in {unit}? | What threshold did we set for the {alert} in {unit}? || {unit} {alert} 몇 점에서 떠요? | {unit} {alert} 기준값이 뭐예요?  ¶  Override rate was above 90% at the old cutoff. | Nursing quality committee asked for it. || 기존 기준에서는 무시율이 90%를 넘었습니다. | 간호 질향상위원회 요청 사항입니다.
@ superusers | super-user,superuser,go-live,지원인력,staffing | project unit | su=n:2-6:super_users:명
en: {project} go-live in {unit}: {su} per shift. ‖ We're staffing {unit} with {su} on every shift for {project}. ‖ {who} wants {su} per shift in {unit} during the {project} rollout. ‖ Coverage plan for {project} ({unit}) is {su} per shift, days and nights.
ko: {project} 오픈 기간 {unit}에는 근무조마다 수퍼유저 {su|을} 배치합니다. ‖ {who} 님 요청으로 {unit} {project} 지원 인력은 교대당 {su}입니다. ‖ {unit} {project} 현장 지원: 주간·야간 모두 근무조당 {su}. ‖ {project} 적용 때 {unit}에 교대별로 {su}씩 붙입니다.
q: How many super users per shift is {unit} getting for {project}? | What's the {project} support staffing in {unit}? || {project} 오픈 때 {unit}에 수퍼유저 몇 명 붙어요? | {unit} {project} 지원 인력 교대당 몇 명이죠?  ¶  Night shift had the most calls last time. | Float pool can backfill the ward. || 지난 오픈 때 야간 문의가 가장 많았습니다. | 유동 인력으로 병동 공백을 메울 수 있습니다.
@ backup | backup,백업,DR,infra | system | time=time:0-4 keep=n:7,14,30,35,60,90:days:일
en: {system} backups run nightly at {time} and are kept {keep}. ‖ {who}: {system} nightly backup moves to {time}, retention {keep}. ‖ Backup schedule for the {system}: {time} every night, {keep} of retention. ‖ We'll snapshot the {system} at {time} daily and hold copies for {keep}.
ko: {system} 백업은 매일 {time}에 돌고 {keep} 보관합니다. ‖ {who} 님 결정: {system} 야간 백업 {time}, 보관 기간 {keep}. ‖ {system} 백업 스케줄 — 매일 {time}, 보관 {keep}. ‖ 매일 {time}에 {system} 스냅샷 뜨고 {keep} 동안 보관하기로 했습니다.
q: When does the {system} back up and how long are copies kept? | What's the {system} backup retention? || {system} 백업 몇 시에 돌고 얼마나 보관해요? | {system} 백업 정책 어떻게 정했죠?  ¶  Stays clear of the interface batch jobs. | DR audit asked for a longer window. || 인터페이스 배치 작업과 겹치지 않게 했습니다. | DR 점검에서 보관 기간 연장 요청이 있었습니다.
@ access | access,권한,IAM,security | user=person system tk=tk:ACC | role=role
en: {user} gets {role} access to the {system} ({tk}). ‖ {tk} approved by {who}: {role} on the {system} for {user}. ‖ Granting {user} {role} rights in the {system}, ticket {tk}. ‖ Access decision on {tk}: {user}, {system}, {role}.
ko: {tk}: {user} 님께 {system} {role} 권한 부여합니다. ‖ {who} 님이 {tk} 승인하셨습니다. {user} 님 {system} 권한은 {role}입니다. ‖ {user} 님 {system} 접근 권한 {role|으로} 처리했습니다({tk}). ‖ {system} {role} 권한 — {user} 님, 요청 {tk}.
q: What level of {system} access does {user} have under {tk}? | What did {tk} grant {user} on the {system}? || {tk} 건 {user} 님 {system} 권한 뭐로 나갔어요? | {user} 님 {system} 권한 어떻게 처리됐나요? ({tk})  ¶  Minimum needed for the role. | Department head countersigned. || 업무상 필요한 최소 권한입니다. | 부서장 결재 완료된 건입니다.
@ grant | grant,education,교육비,지원금,HR | tier=krw:200,300,500 half | person=person
en: The {tier} {half} education grant goes to {person}. ‖ {who} picked {person} for the {half} {tier} professional-development grant. ‖ {half} education grant ({tier}): {person}. ‖ Congrats to {person}, who gets the {tier} training grant for {half}.
ko: {half} 교육지원금 {tier} 대상자는 {person} 님입니다. ‖ {who} 님이 {half} {tier} 자기계발 지원금 수혜자로 {person} 님을 선정했습니다. ‖ {tier} 교육비 지원({half}) — {person} 님. ‖ 축하드립니다. {half} {tier} 교육지원금은 {person} 님께 드립니다.
q: Who received the {half} {tier} education grant? | Which person got the {tier} development grant for {half}? || {half} {tier} 교육지원금 누가 받았어요? | {tier} 지원금 {half} 수혜자 누구예요?  ¶  Covers the CPHIMS exam and prep course. | Ranked first on the committee's scoring. || CPHIMS 시험과 준비 과정 비용입니다. | 심사위원 평가에서 1순위였습니다.
@ travel | travel,conference,출장,학회,budget | person=person conf | amt=usd:1500-6000/100
en: {person}'s trip to {conf} is approved at {amt}. ‖ {who} okayed {amt} for {person} to attend {conf}. ‖ Travel: {person} → {conf}, budget {amt}. ‖ Sending {person} to {conf}; covering up to {amt} for airfare and hotel.
ko: {person} 님 {conf} 출장 {amt|으로} 승인됐습니다. ‖ {who} 님이 {person} 님 {conf} 참석 경비 {amt} 승인하셨습니다. ‖ {conf} 출장자: {person} 님, 예산 {amt}. ‖ {person} 님 {conf} 보내드립니다. 항공·숙박 포함 {amt}까지 지원합니다.
q: How much travel money did {person} get for {conf}? | What's approved for {person}'s {conf} trip? || {person} 님 {conf} 출장비 얼마 나와요? | {conf} 가는 {person} 님 예산이 얼마죠?  ¶  Presenting our BCMA rollout poster. | Brings back the FHIR connectathon results. || BCMA 도입 사례 포스터 발표가 있습니다. | FHIR 커넥타톤 결과를 공유받기 위해서입니다.
@ lead | lead,owner,담당,staffing,workstream | project ws | person=person
en: {person} leads {ws} on {project}. ‖ {who} named {person} as the {ws} lead for {project}. ‖ {project} {ws} workstream owner: {person}. ‖ Going forward, {ws} for {project} sits with {person}.
ko: {project} {ws} 리드는 {person} 님입니다. ‖ {who} 님이 {project} {ws} 담당으로 {person} 님을 지정하셨습니다. ‖ {project} {ws} 파트 오너: {person} 님. ‖ 앞으로 {project}의 {ws|은} {person} 님이 챙깁니다.
q: Who's leading {ws} on {project}? | Who owns the {project} {ws} workstream? || {project} {ws} 누가 리드해요? | {project}에서 {ws} 담당자 누구로 정해졌어요?  ¶  Ran the same workstream on the last rollout. | Has the most clinical background on the team. || 지난번 도입 때 같은 파트를 맡았습니다. | 팀에서 임상 경험이 가장 많습니다.
@ release | release,sprint,스프린트,배포,deploy | project sprint=sprint | ver=ver:v{1-4}.{0-12}.{0-9}
en: {project} {sprint} release is {ver}. ‖ {sprint} for {project} ships as {ver}; {who} owns the release notes. ‖ Tagging {ver} as the {project} release for {sprint}. ‖ Release decision ({project}, {sprint}): {ver}.
ko: {project} {sprint} 배포 버전은 {ver}입니다. ‖ {sprint} {project} 릴리스는 {ver|으로} 나갑니다. 릴리스 노트는 {who} 님이 작성합니다. ‖ {project} {sprint} 릴리스 {ver|으로} 태깅합니다. ‖ {project} 배포({sprint}): {ver}.
q: Which release is {project} shipping for {sprint}? | What version goes out in {project} {sprint}? || {project} {sprint} 배포 버전 뭐예요? | {sprint}에 {project} 어떤 버전 나가요?  ¶  Passed regression in TST overnight. | Includes the order-set hotfix. || TST 회귀 테스트를 통과했습니다. | 오더세트 긴급 수정이 포함돼 있습니다.
@ change | change,CAB,CHG,변경,배포 | tk=tk:CHG | date=date:2-20 time=time:20,21,22,23
en: CAB approved {tk} for {date} at {time}. ‖ {tk} is cleared to go {date}, {time} start; {who} is the implementer. ‖ {who} scheduled {tk} into the {date} window at {time}. ‖ Implementation slot for {tk}: {date} {time}.
ko: {tk} CAB 승인 — {date} {time} 작업입니다. ‖ {tk|은} {date} {time}에 반영합니다. 작업자는 {who} 님. ‖ {who} 님이 {tk} 작업 시간을 {date} {time|으로} 잡았습니다. ‖ 변경 작업 일정 공유: {tk}, {date} {time} 시작.
q: When is {tk} being implemented? | What window did {tk} get? || {tk} 언제 작업해요? | {tk} 반영 일시가 어떻게 되나요?  ¶  Rollback plan reviewed and attached. | Low-risk, config only. || 롤백 계획 검토 완료했습니다. | 설정 변경만 있는 저위험 작업입니다.
@ hire | hiring,채용,HR,offer,REQ | tk=tk:REQ hrole! | cand=cand sal=krw:4500-9000/100
en: Offer for {tk} ({hrole}) goes to {cand} at {sal}. ‖ {who} approved the {hrole} hire: {cand}, {sal} base ({tk}). ‖ We're extending an offer to {cand} for {hrole} ({tk}), salary {sal}. ‖ Hiring decision on {tk}: {cand} as {hrole}, {sal}.
ko: {tk} {hrole} 채용은 {cand} 님으로, 연봉 {sal}입니다. ‖ {who} 님이 {hrole} 최종 합격자로 {cand} 님을 승인하셨습니다. 연봉 {sal} ({tk}). ‖ {cand} 님께 {hrole} 오퍼 드립니다. {tk}, 연봉 {sal}. ‖ 채용 결과({tk}, {hrole}): {cand} 님, 연봉 {sal}.
q: Who are we hiring for {tk} ({hrole}) and at what salary? | Which candidate got the {hrole} offer on {tk}? || {tk} {hrole} 누구 뽑았고 연봉 얼마예요? | {hrole} 채용({tk}) 결과 어떻게 됐어요?  ¶  Strongest HL7 background of the panel. | Can start before the go-live crunch. || 면접자 중 HL7 경험이 가장 많았습니다. | 오픈 전 바쁜 시기 전에 입사 가능합니다.
@ incident | incident,INC,postmortem,장애,RCA | tk=tk:INC | owner=person due=date:7-45
en: {tk} follow-up: {owner} owns the fix, due {due}. ‖ Postmortem for {tk} assigned to {owner}; target {due}. ‖ {who} asked {owner} to close out the {tk} action items by {due}. ‖ RCA action on {tk}: owner {owner}, deadline {due}.
ko: {tk} 후속 조치 담당은 {owner} 님, 기한 {due}입니다. ‖ {tk} 재발 방지 대책은 {owner} 님이 {due}까지 마무리합니다. ‖ {who} 님이 {tk} 원인 분석을 {owner} 님께 맡기셨습니다. 마감 {due}. ‖ {tk} RCA — 담당 {owner} 님 / 기한 {due}.
q: Who's on the hook for the {tk} follow-up and by when? | When is the {tk} postmortem due, and who owns it? || {tk} 후속 조치 누가 언제까지 해요? | {tk} 원인 분석 담당자랑 기한 알려주세요.  ¶  The outage hit two wards during med pass. | Patient safety committee wants a report. || 투약 시간대에 두 개 병동이 영향을 받았습니다. | 환자안전위원회에서 보고를 요청했습니다.
@ monthly | report,monthly,월간,reporting,dashboard | report month=month | person=person
en: {person} owns the {month} {report}. ‖ {month} {report} is on {person} this time. ‖ {who} assigned the {report} for {month} to {person}. ‖ Rotation note: {report}, {month}: {person}.
ko: {month} {report|은} {person} 님이 맡습니다. ‖ 이번 {month} {report} 담당은 {person} 님입니다. ‖ {who} 님이 {month} {report|을} {person} 님께 배정했습니다. ‖ {report} 월간 담당({month}): {person} 님.
q: Who's doing the {report} for {month}? | Who has the {month} {report}? || {month} {report} 누가 작성해요? | {report} {month} 담당이 누구예요?  ¶  Goes in the committee packet. | Rotates so nobody does two in a row. || 위원회 보고 자료에 들어갑니다. | 연속으로 맡지 않도록 순번제로 돌립니다.
""",
}


# ====================================================================================================
# holdout: a game studio in Pangyo shipping several titles.
_HOLDOUT = {
    "org": {"slack": "ninelanterns", "mail": "ninelanterns.gg", "gh": "nine-lanterns", "notion": "ninelanterns",
            "channels": ["skyreach-dev", "live-ops", "build-release", "art-outsourcing", "leads", "biz-ops"], "repos": ["skyreach", "tidebound-client", "ironvale", "backend-services", "tools"]},
    "free_tags": ["call", "locked", "hot", "live", "pm", "prod", "확정", "공유", "leads", "art", "기획"], "qtags": ["q{q}", "Q{q}", "{yy}q{q}"],
    "tables": {
        "person": "Taemin Yu|Taemin=유태민|태민; Sora Nam|Sora=남소라|소라; Hyeonseo Kwon|Hyeonseo=권현서|현서; Jiho Hwang|Jiho=황지호|지호; Bomi Ahn|Bomi=안보미|보미; Woojin Seo|Woojin=서우진|우진; Nari Jeon|Nari=전나리|나리;"
                  "Kyungho Ko|Kyungho=고경호|경호; Hana Noh|Hana=노하나|하나; Seungwoo Ha|Seungwoo=하승우|승우; Eunji Kwak|Eunji=곽은지|은지; Dohyun Sung|Dohyun=성도현|도현; Yuna Cha|Yuna=차유나|유나; Minho Joo|Minho=주민호|민호;"
                  "Jisoo Woo|Jisoo=우지수|지수; Chanwoo Min|Chanwoo=민찬우|찬우; Lucas Moreau|Lucas=Lucas|루카스; Aiko Tanaka|Aiko=Aiko|아이코; Sven Lindqvist|Sven=Sven|스벤; Chloe Bernard|Chloe=Chloe|클로이",
        "pod": "live-ops|liveops=라이브옵스|라이브 운영; backend|server=서버|백엔드; build pipeline|builds=빌드 파이프라인|빌드; player support escalations|CS escalations=CS 에스컬레이션; community moderation|moderation=커뮤니티 모니터링",
        "title": "Skyreach@Unreal Engine 5.3,Unreal Engine 5.4,Unreal Engine 5.5; Tidebound@Unity 2022.3 LTS,Unity 6; Ironvale@Unreal Engine 5.4,Unreal Engine 5.5;"
                 "Moonrake@Unity 2022.3 LTS,Unity 6,Cocos Creator 3.8; Project Halcyon|Halcyon=프로젝트 Halcyon|Halcyon@Unreal Engine 5.5,Unreal Engine 5.6;"
                 "Emberfall Tactics|Emberfall=Emberfall Tactics|Emberfall@Unity 6,Godot 4.3",
        "ms": "vertical slice=버티컬 슬라이스; alpha=알파; beta=베타; content complete|content lock=콘텐츠 컴플리트; gold master|gold=골드 마스터; soft launch=소프트 런칭",
        "plat": "PS5=PS5; Xbox Series=Xbox; Nintendo Switch|Switch=닌텐도 스위치|Switch; Steam Deck=스팀덱|Steam Deck; Meta Quest=메타 퀘스트|Quest",
        "asset": "environment art|env art=배경 아트|환경 아트@Virtuos,Room 8 Studio,Lakshya Digital,Streamline Studios; character models=캐릭터 모델링@Virtuos,Room 8 Studio,Dekogon Studios,Lakshya Digital;"
                 "cinematics|trailer cinematics=시네마틱|트레일러 시네마틱@Platige Image,Goodbye Kansas,Axis Studios; functional QA|FQA=기능 QA|FQA@Keywords Studios,Testronic,GlobalStep;"
                 "UI art=UI 아트@Room 8 Studio,Streamline Studios,Dekogon Studios; mocap cleanup=모션캡처 후보정@Goodbye Kansas,Axis Studios,Platige Image",
        "camp": "launch UA|launch user acquisition=론칭 UA; Steam Next Fest push=넥스트 페스트 프로모션; Season 2 beat=시즌 2 마케팅; creator program|influencer program=크리에이터 캠페인|인플루언서 캠페인;"
                "Japan pre-registration=일본 사전예약",
        "lang": "Japanese=일본어; Simplified Chinese=중국어 간체; Traditional Chinese=중국어 번체; German=독일어; French=프랑스어; Brazilian Portuguese=브라질 포르투갈어; LatAm Spanish=중남미 스페인어; Thai=태국어; English=영어",
        "disc": "gameplay engineering|gameplay=게임플레이 프로그래밍|게임플레이; level design=레벨 디자인; narrative=내러티브|시나리오; technical art|tech art=테크니컬 아트|TA; audio=사운드|오디오; UI/UX=UI/UX; QA=QA;"
                "economy design|live balance=밸런스|경제 설계",
        "rar": "legendary=전설|레전더리@0.6%,0.75%,1%,1.2%; epic=영웅|에픽@2%,2.5%,3%,4%; rare=희귀|레어@8%,10%,12%,15%; mythic=신화@0.1%,0.2%,0.3%,0.5%",
        "reg": "Japan=일본@AWS ap-northeast-1,GCP asia-northeast1,Sakura Cloud Tokyo; Korea=한국|국내@AWS ap-northeast-2,GCP asia-northeast3,NHN Cloud,Naver Cloud;"
               "North America|NA=북미@AWS us-west-2,GCP us-central1,Akamai Cloud Dallas; Europe|EU=유럽@AWS eu-central-1,GCP europe-west3,Hetzner Falkenstein;"
               "Southeast Asia|SEA=동남아|동남아시아@AWS ap-southeast-1,GCP asia-southeast1,Tencent Cloud Singapore",
        "gmtg": "milestone review=마일스톤 리뷰; greenlight meeting|greenlight=그린라이트 회의; art review=아트 리뷰; playtest debrief=플레이테스트 디브리프; leads sync=리드 싱크|리드 회의",
        "groom": "Boss Room=보스룸; Arcade Room=아케이드룸; Lava Room (7F)|Lava Room=7층 라바룸|라바룸; Mocap Stage B=모션캡처 B스테이지; Save Point Lounge=세이브포인트 라운지; Theater 2=시사실 2",
        "board": "ESRB=ESRB@E10+,T (Teen),M (Mature 17+); PEGI=PEGI@7,12,16; CERO|Japan's CERO=CERO@A,B,C,D; IARC=IARC@12+,16+;"
                 "GRAC|Korea's GRAC=게임위|게임물관리위원회@12+~12세 이용가,15+~15세 이용가,18+~청소년 이용불가",
        "feat": "photo mode=포토 모드; guild raids=길드 레이드; cross-save=크로스 세이브; ranked ladder|ranked mode=랭크전; housing=하우징; button remapping|controller remapping=버튼 리매핑|키 설정 변경; New Game+=회차 플레이|뉴게임플러스",
        "tgt": "Update 1.1=1.1 업데이트; Update 1.2=1.2 업데이트; Season 2=시즌 2; Season 3=시즌 3",
        "evt": "collab event|crossover event=콜라보 이벤트; guild festival=길드 축제; comeback event|returning-player event=복귀 유저 이벤트;"
               "new-hero launch event=신규 영웅 출시 이벤트; double XP event=경험치 2배 이벤트; guild siege season=공성전 시즌; login bonus event=출석 이벤트",
        "season": "spring=봄; fall=가을",
        "venue": "Gapyeong=가평; Jeju=제주; Sokcho=속초; Yangpyeong=양평; Gangneung=강릉; Busan=부산",
        "purp": "anti-cheat=안티치트@Easy Anti-Cheat,BattlEye,XIGNCODE3,nProtect GameGuard; voice chat=보이스챗|음성 채팅@Vivox,Photon Voice,Agora; crash reporting|crash capture=크래시 수집@Backtrace,Sentry,BugSplat;"
                "matchmaking=매치메이킹@PlayFab,Nakama,AWS GameLift FlexMatch; analytics=지표 수집|애널리틱스@GameAnalytics,Amplitude,Unity Analytics; in-app payments=인앱 결제@Xsolla,KG Inicis,Toss Payments",
        "store": "Steam store|Steam=스팀|Steam; PlayStation Store|PS Store=PS 스토어; Nintendo eShop|eShop=닌텐도 e숍; Google Play=구글 플레이; App Store=앱스토어; Epic Games Store|EGS=에픽게임즈 스토어",
        "show": "G-Star=지스타; gamescom=게임스컴; Tokyo Game Show|TGS=도쿄게임쇼|TGS; PAX West=PAX West; BitSummit=BitSummit; GDC=GDC",
    },
    "frames": {
        "src_en": {"slack": ["", "", "", "📌 ", "Call made: "], "mail": ["Hey all,\n\n", "Team,\n\nQuick note: ", "Hi folks,\n\n"], "github": ["", "Resolved in thread: ", "Final answer: "], "notion": ["", "[Locked] ", "Production notes: "]},
        "src_ko": {"slack": ["", "", "", "📌 ", "결정 났습니다: "], "mail": ["안녕하세요, 프로덕션팀입니다.\n\n", "여러분,\n\n", "팀원분들께 공유합니다.\n\n"], "github": ["", "정리: "], "notion": ["", "[확정] ", "프로덕션 메모 — "]},
        "sign_en": ["\n\nCheers,\n{who}", "\n\n-- Production, Nine Lanterns", "\n\n{who}"],
        "sign_ko": ["\n\n궁금한 점은 {who} 님께 DM 주세요.", "\n\n좋은 하루 보내세요!\n{who}", "\n\n프로덕션팀 {who}"],
        "dup_en": ["Recap from this morning's scrum: ", "Copying this over from the leads channel: ", "Writing it down so it sticks: ", "As {who} mentioned: ", "Reminder, since it came up again: ", "Bumping this: "],
        "dup_en_suf": ["", "", " Same as before.", " Still the plan."],
        "dup_ko": ["아침 스크럼 내용 다시 적습니다: ", "리드 채널 내용 옮겨 둡니다. ", "잊지 않게 한 번 더 적어 둡니다. ", "{who} 님이 말씀하신 대로, ", "질문이 또 나와서 재공유합니다. ", "끌올합니다. "],
        "dup_ko_suf": ["", "", " (그대로 유지)", " 달라진 건 없어요."],
        "rev_en": ["Scratch that: ", "Plan changed: ", "Overriding the earlier call: ", "New call on this: ", ""],
        "rev_en_suf": ["", " (we'd said {old} before)", " Ignore the old {old}."],
        "rev_ko": ["계획 바뀌었습니다. ", "앞선 결정 뒤집습니다: ", "수정 공지: ", "변경됐어요. ", ""],
        "rev_ko_suf": ["", " (이전에는 {old})", " 예전에 말한 {old|은} 무시해 주세요."],
    },
    "kinds": r"""
@ duty | duty,live-ops,당번,rotation,liveops | pod wk=week | person=person
en: {person} has {pod} duty for the week of {wk}. ‖ Duty roster, {pod}: {person} from Monday {wk}. Ping {who} if you need to trade. ‖ {who} posted the roster; week of {wk} on {pod} is {person}. ‖ Next up on {pod} watch (starting {wk}): {person}.
ko: {wk} 주 {pod} 당번은 {person} 님입니다. ‖ {pod} 당번표 올립니다. {wk}(월)부터 {person} 님이 봅니다. ‖ {who} 님이 당번표 정리해 주셨어요. {wk} 주 {pod|은} {person} 님. ‖ {wk} 시작 주에 {pod} 대응은 {person} 님이 맡아 주세요.
q: Whose turn is {pod} duty the week of {wk}? | Who do I ping for {pod} during the week starting {wk}? || {wk} 주 {pod} 당번 누구예요? | {wk}부터 한 주 {pod} 문제 생기면 누구한테 연락해요?  ¶  They sat out the last two turns. | It's patch week, so someone who knows the pipeline. || 최근 두 번 빠지셔서 이번에 넣었습니다. | 패치 주간이라 파이프라인 잘 아는 분으로 배정했어요.
@ branchcut | branch,milestone,브랜치,cut,마일스톤 | title ms | date=date:10-80
en: {title} {ms} branch gets cut on {date}. ‖ {ms} cut for {title} lands {date}; after that it's fixes only. ‖ {who} pinned the {title} {ms} branch date: {date}. ‖ Mark your calendars: {title} branches for {ms} on {date}.
ko: {title} {ms} 브랜치 컷은 {date}입니다. ‖ {date}에 {title} {ms} 브랜치 따고 이후로는 버그 수정만 받습니다. ‖ {who} 님이 {title} {ms} 브랜치 날짜를 {date|으로} 박았습니다. ‖ {title} {ms} 컷오프 — {date}.
q: When do we cut the {ms} branch on {title}? | What's the {title} {ms} branch date? || {title} {ms} 브랜치 언제 따요? | {title} {ms} 컷 날짜 며칠이에요?  ¶  Gives QA two full cycles before submission. | Publisher wants a build before their review. || 제출 전에 QA가 두 바퀴 돌 수 있어요. | 퍼블리셔 리뷰 전에 빌드가 필요합니다.
@ engine | engine,엔진,unreal,unity,tech | title | eng=~title
en: {title} stays locked on {eng} through launch. ‖ Engine call for {title}: {eng}. No more upgrades without {who}'s sign-off. ‖ We're moving {title} onto {eng}. ‖ {who} says {title} ships on {eng}.
ko: {title} 엔진은 {eng|으로} 고정합니다. ‖ {title|은} 출시까지 {eng} 유지합니다. 엔진 버전 올리려면 {who} 님 승인 필요해요. ‖ {title} 엔진 버전 {eng|으로} 갑니다. ‖ {who} 님 결론: {title|은} {eng} 기반으로 출시.
q: Which engine build is {title} on? | What engine version are we shipping {title} with? || {title} 엔진 버전 뭐로 정했어요? | {title} 어떤 엔진 쓰기로 했죠?  ¶  The console SDKs are certified against it. | Upgrading mid-production would cost us a month. || 콘솔 SDK가 이 버전 기준으로 인증돼 있어요. | 개발 중간에 올리면 한 달은 날아갑니다.
@ cert | cert,certification,심사,submission,TRC | title plat | date=date:10-80
en: {title} goes to {plat} cert on {date}. ‖ {plat} submission for {title} is {date}; {who} booked the slot. ‖ {who} confirmed our {plat} cert slot for {title}: {date}. ‖ Submitting {title} to {plat} on {date}.
ko: {title} {plat} 심사 제출일은 {date}입니다. ‖ {date}에 {title} {plat} 서브미션 넣습니다. ‖ {who} 님이 {title} {plat} 심사 슬롯 {date|으로} 잡았습니다. ‖ {plat} 제출 일정({title}): {date}.
q: When does {title} go in for {plat} cert? | What's our {plat} submission date for {title}? || {title} {plat} 심사 언제 넣어요? | {plat}에 {title} 제출 날짜 알려주세요.  ¶  Leaves room for one resubmission before launch. | Platform holder asked us to avoid their holiday queue. || 출시 전에 재제출 한 번 할 여유가 있어요. | 플랫폼사에서 연휴 대기열은 피해 달라고 했습니다.
@ patch | patch,패치,hotfix,live-patch,라이브 | title pv=ver:{1-2}.{0-9}.{1-9} | date=date:3-30 time=time:6,7,8,10
en: Patch {pv} for {title} goes live {date} at {time} KST. ‖ {title} {pv} is scheduled for {date}, {time} KST, with {who} running the deploy. ‖ We push {title} {pv} on {date}; servers come down at {time} KST. ‖ Live date for {title} patch {pv}: {date}, {time} Korea time.
ko: {title} {pv} 패치는 {date} {time}에 라이브 반영합니다. ‖ {date} {time} {title} {pv} 업데이트 적용합니다. 배포는 {who} 님 담당. ‖ {title} 패치 {pv} 일정 — {date} {time} 점검 시작. ‖ {who} 님 확인: {title} {pv} 라이브 일시 {date} {time}.
q: When is {title} {pv} going live? | What date and time does patch {pv} hit {title}? || {title} {pv} 패치 언제 나가요? | {title} {pv} 라이브 반영 일시가 어떻게 돼요?  ¶  Lowest concurrent users of the week. | Store review cleared yesterday. || 주중 동접이 가장 낮은 시간입니다. | 스토어 검수가 어제 통과됐어요.
@ outsource | outsourcing,외주,vendor,art,아웃소싱 | title asset | vend=~asset
en: {asset} on {title} is going to {vend}. ‖ {who} signed off: {vend} takes the {title} {asset} package. ‖ Outsourcing pick for {title} {asset}: {vend}. ‖ {vend} won the {asset} bid for {title}.
ko: {title} {asset} 외주는 {vend|으로} 갑니다. ‖ {who} 님 컨펌: {title} {asset} 패키지 {vend}에 맡깁니다. ‖ {title} {asset} 업체 선정 결과 — {vend}. ‖ {asset} 입찰({title})은 {vend|이} 가져갔습니다.
q: Who's doing {asset} for {title}? | Which studio got the {title} {asset} contract? || {title} {asset} 외주 어디로 갔어요? | {title} {asset} 맡은 업체가 어디예요?  ¶  Their test asset needed the fewest paintovers. | They can staff up in two weeks. || 테스트 에셋 수정 요청이 제일 적었어요. | 2주 안에 인력 투입이 가능하답니다.
@ ua | UA,marketing,마케팅,budget,user-acquisition | title camp | amt=usd:20000-600000/10000
en: {title} {camp} budget is {amt}. ‖ Marketing gets {amt} for the {title} {camp}, approved by {who}. ‖ {who} capped {camp} spend on {title} at {amt}. ‖ Spend plan: {camp} ({title}), {amt}.
ko: {title} {camp} 예산은 {amt}입니다. ‖ {who} 님 승인으로 {title} {camp}에 {amt} 씁니다. ‖ {title} {camp} 집행 한도 {amt|으로} 정했습니다. ‖ 마케팅 예산 공유 — {title}, {camp}, {amt}.
q: How much is going into the {title} {camp}? | What's the spend cap for {camp} on {title}? || {title} {camp} 예산 얼마예요? | {title} {camp}에 얼마까지 쓸 수 있어요?  ¶  CPI from the soft launch supports it. | Matches what the publisher is co-funding. || 소프트 런칭 CPI 기준으로 충분히 나옵니다. | 퍼블리셔 매칭 펀드 규모에 맞췄어요.
@ vo | voice,VO,녹음,localization,더빙 | title lang | cost=krw:1500-30000/100
en: {lang} VO for {title} is budgeted at {cost}. ‖ {who} approved {cost} for the {title} {lang} voice recording. ‖ Voice-over, {title}, {lang}: {cost} all in. ‖ Recording {title} in {lang}; cap is {cost} including studio time.
ko: {title} {lang} 더빙 예산은 {cost}입니다. ‖ {who} 님이 {title} {lang} 음성 녹음 비용 {cost} 승인했습니다. ‖ {title} {lang} VO — 스튜디오 비용 포함 {cost}. ‖ {lang} 보이스 녹음({title}) 한도 {cost|으로} 잡았습니다.
q: What's the {lang} voice-over budget on {title}? | How much are we spending to record {title} in {lang}? || {title} {lang} 더빙 얼마 잡혀 있어요? | {title} {lang} 녹음 비용 얼마로 승인됐어요?  ¶  Main cast only, barks stay text. | Quote came in under the casting agency's first number. || 메인 캐릭터만 녹음하고 짧은 대사는 텍스트로 둡니다. | 캐스팅 에이전시 첫 견적보다 낮게 나왔어요.
@ playtest | playtest,플테,UR,user-research,테스트 | title date=date:7-45 | testers=n:20-200/10:players:명 room=groom
en: {title} playtest on {date}: {testers}, in {room}. ‖ {who} booked {room} for the {date} {title} playtest; we're recruiting {testers}. ‖ Next {title} playtest is {date}, {testers} in {room}. ‖ Locked: {testers}, {room}, {date} for the {title} playtest.
ko: {title} 플레이테스트는 {date} {room}에서 {testers} 규모로 합니다. ‖ {who} 님이 {date} {title} 플테 장소로 {room|을} 잡았습니다. 모집 인원 {testers}. ‖ {date} {title} 외부 플테 — {room}, 참가자 {testers}. ‖ 다음 {title} 플레이테스트 {date}, {room}, {testers}.
q: How many players and which room for the {date} {title} playtest? | Where's the {title} playtest on {date} happening? || {date} {title} 플테 몇 명이고 어디서 해요? | {title} {date} 플레이테스트 장소 어디예요?  ¶  We need fresh players for the onboarding funnel. | The one-way mirror room is free that day. || 온보딩 구간은 처음 하는 유저가 필요해요. | 그날 관찰실이 비어 있어요.
@ bug | bug,jira,버그,triage,severity | tk=tk:NLG title! | sev=list:S1,S2,S3,S4 dev=person
en: {tk} ({title}) is {sev}, assigned to {dev}. ‖ Bug council on {tk}: {sev}, {dev} picks it up. ({title}) ‖ {who} bumped {tk} in {title} to {sev} and handed it to {dev}. ‖ {title} {tk} → {sev} / {dev}.
ko: {title} {tk|은} {sev}, 담당 {dev} 님입니다. ‖ 버그 회의 결과 {tk}({title}) {sev}, {dev} 님이 봅니다. ‖ {who} 님이 {title} {tk} 심각도 {sev|으로} 올리고 {dev} 님께 넘겼습니다. ‖ {tk} / {title} / {sev} / {dev} 님 할당.
q: What severity is {tk} in {title}, and who has it? | Who's fixing {tk} on {title}? || {title} {tk} 심각도랑 담당자 어떻게 돼요? | {tk}({title}) 누가 고치고 있어요?  ¶  Repro rate is 100% on the latest build. | Blocks a TRC item. || 최신 빌드에서 재현율 100%예요. | TRC 항목에 걸립니다.
@ pack | monetization,BM,pricing,상품,shop | title price=price:4.99,9.99,19.99,49.99,99.99 | bonus=pct:10,15,20,25,30,40,50,100
en: The {price} pack in {title} comes with {bonus} bonus gems. ‖ {title} shop: {price} bundle gets a {bonus} gem bonus. {who} signed off on the economy sheet. ‖ {who} set the bonus on {title}'s {price} tier at {bonus}. ‖ Pricing for {title}'s {price} deal: base gems plus {bonus}.
ko: {title} {price} 상품 보너스 젬은 {bonus}입니다. ‖ {title} 상점 {price} 패키지에 보너스 젬 {bonus} 붙입니다. ‖ {who} 님이 {title} {price} 티어 보너스를 {bonus|으로} 확정했습니다. ‖ {title} BM 시트 반영 — {price} 번들, 보너스 {bonus}.
q: How big is the gem bonus on the {price} pack in {title}? | What extra do buyers get with the {title} {price} bundle? || {title} {price} 패키지 보너스 젬 몇 %예요? | {title} {price} 상품 보너스 얼마로 했어요?  ¶  Keeps the per-gem price curve smooth. | Benchmarked against the top three competitors. || 젬 단가 곡선이 자연스럽게 이어지도록 했어요. | 상위 경쟁작 세 개 기준으로 맞췄습니다.
@ droprate | drop-rate,gacha,확률,balance,economy | title rar | rate=~rar
en: {rar} drop rate in {title} is {rate}. ‖ {who} locked {title}'s {rar} rate at {rate} per pull. ‖ {title} economy: {rar} odds = {rate}. ‖ Setting {rar} drops on {title} to {rate}; the probability disclosure page gets updated the same day.
ko: {title} {rar} 등급 확률은 {rate}입니다. ‖ {who} 님이 {title} {rar} 뽑기 확률을 {rate|으로} 확정했습니다. ‖ {title} {rar} 드랍률 {rate}, 확률 공시 페이지도 같이 수정합니다. ‖ 밸런스 결정 — {title}, {rar}, {rate}.
q: What are the {rar} odds in {title}? | What's the {rar} pull rate on {title}? || {title} {rar} 확률 몇 %예요? | {title} {rar} 드랍률 얼마로 정했어요?  ¶  Pity counter still guarantees one by pull 90. | Legal reviewed the disclosure wording. || 천장은 90회 그대로 유지합니다. | 공시 문구는 법무 검토 끝났어요.
@ hosting | servers,hosting,서버,region,infra | title reg | host=~reg
en: {title} {reg} servers run on {host}. ‖ Hosting for {title} in {reg}: {host}, per {who}. ‖ {who} picked {host} for {title}'s {reg} shards. ‖ We'll stand up {title} {reg} on {host}.
ko: {title} {reg} 서버는 {host}에 올립니다. ‖ {who} 님 결정으로 {title} {reg} 리전은 {host} 사용합니다. ‖ {title} {reg} 서버 호스팅 — {host}. ‖ {reg} 서비스용 {title} 서버 {host|으로} 갑니다.
q: Where are {title}'s {reg} servers hosted? | Which cloud region runs {title} in {reg}? || {title} {reg} 서버 어디 올라가요? | {title} {reg} 리전 어디 쓰기로 했어요?  ¶  Ping from the big cities came in under 40 ms. | Credits from the startup program cover year one. || 주요 도시 핑이 40ms 안쪽으로 나왔어요. | 스타트업 크레딧으로 첫해 비용이 커버됩니다.
@ loc | loc,localization,l10n,번역,현지화 | title lang | lv=list:Lionbridge_Games,Pole_To_Win,Localsoft,Alocai,Altagram
en: {lang} localization on {title} goes to {lv}. ‖ {who} assigned {title} {lang} text to {lv}. ‖ Translation partner for {title} ({lang}): {lv}. ‖ {lv} is handling {lang} for {title}.
ko: {title} {lang} 현지화는 {lv}에 맡깁니다. ‖ {who} 님이 {title} {lang} 번역 업체로 {lv|을} 골랐습니다. ‖ {title} {lang} 로컬라이징 — {lv}. ‖ {lang} 번역({title})은 {lv|이} 진행합니다.
q: Who's translating {title} into {lang}? | Which loc partner has {lang} on {title}? || {title} {lang} 번역 어디서 해요? | {title} {lang} 현지화 업체 어디예요?  ¶  Best LQA score on the sample chapter. | They already did the glossary for the first game. || 샘플 챕터 LQA 점수가 제일 좋았어요. | 전작 용어집을 이미 만든 곳입니다.
@ ritual | meeting,sync,회의,calendar,review | gmtg | wd=wd:0-4 time=time:10-18 room=groom
en: {gmtg} is {wd} at {time} in {room} from now on. ‖ {who} rebooked {gmtg}: every {wd}, {time}, {room}. ‖ Calendar update: {gmtg} sits on {wd} {time}, {room}. ‖ Let's do {gmtg} on {wd} at {time}; {room} is reserved.
ko: {gmtg|은} 앞으로 {wd} {time}에 {room}에서 진행합니다. ‖ {who} 님이 {gmtg} 다시 잡았습니다 — 매주 {wd} {time}, {room}. ‖ 캘린더 업데이트: {gmtg} {wd} {time} / {room}. ‖ {gmtg} 고정 시간 {wd} {time}, 장소 {room}.
q: When's {gmtg} these days, and where? | What slot did {gmtg} end up in? || {gmtg} 요즘 언제 어디서 해요? | {gmtg} 시간이랑 장소 어떻게 됐어요?  ¶  The old slot collided with the publisher call. | Remote folks in Europe can join live. || 기존 시간이 퍼블리셔 콜이랑 겹쳤어요. | 유럽 원격 근무자도 실시간으로 들어올 수 있어요.
@ rating | rating,age-rating,등급,심의,compliance | title board | rat=~board
en: {board} rating target for {title}: {rat}. ‖ {who} wants {title} at {rat} under {board}; content gets trimmed to fit. ‖ For {title} we're going for {rat} ({board}). ‖ {title} age rating plan: {board}, {rat}.
ko: {title} {board} 목표 등급은 {rat}입니다. ‖ {who} 님 방침: {title|은} {board} 기준 {rat|으로} 갑니다. ‖ {title|은} {board} 심의에서 {rat} 받는 걸로 콘텐츠 조정합니다. ‖ 등급 계획 — {title} / {board} / {rat}.
q: What rating are we going for with {board} on {title}? | Which {board} age rating is {title} targeting? || {title} {board} 몇 등급 목표예요? | {board} 심의 {title} 어떤 등급 노려요?  ¶  Matches what comparable titles got. | Marketing asked for it given the target age group. || 비슷한 장르 게임들이 받은 등급과 맞췄어요. | 마케팅 쪽에서 타깃 연령대를 고려해 요청했습니다.
@ contractor | contractor,외주인력,contract,HR,계약 | person=person disc | until=date:30-200 rate=usd:4000-12000/250
en: {person}'s {disc} contract is extended to {until} at {rate}/month. ‖ {who} renewed {person} ({disc}) through {until}, {rate} a month. ‖ Contract extension: {person}, {disc}, end date {until}, monthly {rate}. ‖ Keeping {person} on {disc} until {until} at {rate} per month.
ko: {person} 님 {disc} 계약은 {until}까지 월 {rate|으로} 연장합니다. ‖ {who} 님이 {person} 님({disc}) 계약을 {until}까지 연장했습니다. 월 {rate}. ‖ 계약 연장 — {person} 님 / {disc} / 종료일 {until} / 월 {rate}. ‖ {disc} {person} 님, {until}까지 함께합니다. 단가는 월 {rate}.
q: Until when is {person} contracted for {disc}, and at what rate? | What are {person}'s {disc} contract terms now? || {person} 님 {disc} 계약 언제까지고 월 얼마예요? | {disc} {person} 님 계약 조건 어떻게 됐어요?  ¶  Covers us through gold. | Budget moved over from the cancelled prototype. || 골드 마스터까지는 필요합니다. | 중단된 프로토타입 예산을 옮겨 왔어요.
@ devkits | devkit,hardware,구매,PUR,kit | tk=tk:PUR plat | qty=n:2-30::대 amt=usd:1500-6000/50
en: {tk}: {qty} {plat} dev kits at {amt} each. ‖ Ordering {qty} {plat} devkits under {tk}, {amt} per kit, {who} approved. ‖ {who} cleared {tk} for {qty} {plat} kits at {amt} apiece. ‖ Kit request {tk} is a go: {plat} dev kits, qty {qty}, {amt} per unit.
ko: {tk}: {plat} 개발킷 {qty}, 대당 {amt}. ‖ {who} 님 승인 — {tk|으로} {plat} 데브킷 {qty} 주문합니다. 대당 {amt}. ‖ {plat} 개발 기기 {qty} 구매 건({tk}) 통과, 단가 {amt}. ‖ {tk} {plat} 킷 {qty} / 대당 {amt} 발주합니다.
q: How many {plat} kits does {tk} buy, and at what unit price? | What did {tk} order for {plat}? || {tk} {plat} 개발킷 몇 대에 대당 얼마예요? | {tk} {plat} 기기 구매 내용 알려주세요.  ¶  QA is sharing kits in shifts right now. | New hires start next month. || 지금 QA가 킷을 돌려 쓰고 있어요. | 다음 달 신규 입사자용입니다.
@ featurecut | scope,cut,feature,기능,컷 | title feat | tgt=tgt
en: {feat} is cut from {title} launch and moves to {tgt}. ‖ {who} punted {title}'s {feat} to {tgt}. ‖ Scope call: {feat} on {title} ships in {tgt}, not at launch. ‖ {title} {feat} → {tgt}.
ko: {title} {feat|은} 출시 빌드에서 빼고 {tgt|으로} 미룹니다. ‖ {who} 님 결정으로 {title} {feat} {tgt}에 넣습니다. ‖ 스코프 조정 — {title} {feat}, 출시 때 말고 {tgt}. ‖ {title}의 {feat|은} {tgt} 목표로 옮겼습니다.
q: When does {feat} land in {title}? | Where did {title}'s {feat} get pushed to? || {title} {feat} 언제 들어가요? | {title} {feat} 어느 업데이트로 밀렸어요?  ¶  Save-data conversion isn't safe yet. | The team is needed on performance. || 세이브 데이터 이전이 아직 불안정해요. | 최적화 쪽에 인력이 필요합니다.
@ disclead | lead,leadership,리드,org,staffing | title disc | person=person
en: {person} is the new {disc} lead on {title}. ‖ {who} made {person} {disc} lead for {title}. ‖ {title} org chart change: {disc} → {person}. ‖ {disc} on {title} reports to {person} from today.
ko: {title} {disc} 리드는 {person} 님이 맡습니다. ‖ {who} 님이 {person} 님을 {title} {disc} 리드로 임명했습니다. ‖ {title} 조직 변경 — {disc} 리드 {person} 님. ‖ 오늘부터 {title} {disc} 파트는 {person} 님께 보고합니다.
q: Who leads {disc} on {title}? | Who's the {title} {disc} lead now? || {title} {disc} 리드 누구예요? | {title} {disc} 파트장 누가 됐어요?  ¶  Has shipped two live-service titles. | Previous lead moved to the new prototype. || 라이브 서비스 게임을 두 번 출시해 본 분이에요. | 기존 리드가 신규 프로토타입으로 옮겼습니다.
@ event | event,live-event,이벤트,liveops,calendar | title evt | start=date:7-60 days=n:3-21:days:일
en: {title} {evt} starts {start} and runs {days}. ‖ {evt} on {title}: {start} kickoff, {days} long. ‖ {who} slotted the {title} {evt} for {start}, {days}. ‖ Live calendar: {title}, {evt}, from {start} for {days}.
ko: {title} {evt|은} {start}부터 {days} 진행합니다. ‖ {title} {evt} 일정: {start} 시작, 기간 {days}. ‖ {who} 님이 {title} {evt|을} {start}에 열기로 했습니다. {days} 운영. ‖ 라이브 캘린더 — {title} {evt}, {start}부터 {days}.
q: When does the {title} {evt} start and how long is it? | What are the dates for {evt} in {title}? || {title} {evt} 언제 시작해서 며칠 해요? | {title} {evt} 기간 어떻게 돼요?  ¶  Lines up with the school vacation in Japan. | Doesn't overlap the competitor's season launch. || 일본 방학 일정과 맞췄어요. | 경쟁작 시즌 오픈과 안 겹치게 했습니다.
@ offsite | offsite,워크숍,team-building,MT,budget | disc season | venue=venue cost=krw:200-1500/50
en: {disc} {season} offsite is in {venue}, budget {cost}. ‖ {who} picked {venue} for the {disc} team's {season} offsite; {cost} all in. ‖ Offsite plan ({disc}, {season}): {venue}, {cost}. ‖ Team trip for {disc} this {season}: {venue}. Budget capped at {cost}.
ko: {disc}팀 {season} 워크숍은 {venue}, 예산 {cost}입니다. ‖ {who} 님이 {disc} {season} MT 장소를 {venue|으로} 잡았습니다. 총 {cost}. ‖ {season} 워크숍({disc}) — {venue} / {cost}. ‖ 이번 {season} {disc} 팀 워크숍 {venue|으로} 갑니다. 예산 한도 {cost}.
q: Where's the {disc} {season} offsite and what's the budget? | How much can {disc} spend on the {season} offsite? || {disc} {season} 워크숍 어디로 가요? | {disc}팀 {season} MT 예산 얼마예요?  ¶  Everyone can get there by KTX. | Won the team poll. || 다들 KTX로 갈 수 있어요. | 팀 투표 1위였어요.
@ sdk | sdk,middleware,미들웨어,integration,third-party | title purp | sdk=~purp
en: {title} uses {sdk} for {purp}. ‖ {who} chose {sdk} as the {purp} SDK on {title}. ‖ Middleware pick, {title}/{purp}: {sdk}. ‖ We're integrating {sdk} into {title} for {purp}.
ko: {title} {purp|은} {sdk|으로} 붙입니다. ‖ {who} 님이 {title} {purp} SDK로 {sdk|을} 선택했습니다. ‖ 미들웨어 결정 — {title} {purp}: {sdk}. ‖ {title}에 {purp}용으로 {sdk} 연동합니다.
q: What are we using for {purp} in {title}? | Which {purp} SDK went into {title}? || {title} {purp} 뭐 쓰기로 했어요? | {title}에 들어가는 {purp} SDK 어디 거예요?  ¶  Works on consoles out of the box. | Cheapest at our projected CCU. || 콘솔 지원이 기본으로 돼요. | 예상 동접 기준으로 제일 저렴합니다.
@ captain | cycle,build,빌드,demo,captain | title cy=cycle | person=person
en: {person} is build captain for {title} {cy}. ‖ {cy} demo build on {title}: {person} captains it. ‖ {who} put {person} on the {title} {cy} build. ‖ Captain for the {title} build, {cy}: {person}.
ko: {title} {cy} 빌드 캡틴은 {person} 님입니다. ‖ {cy} {title} 데모 빌드는 {person} 님이 챙깁니다. ‖ {who} 님이 {title} {cy} 빌드 담당으로 {person} 님 지정했습니다. ‖ 빌드 캡틴 순번 — {title} {cy}: {person} 님.
q: Who's build captain on {title} for {cy}? | Who owns the {cy} {title} demo build? || {title} {cy} 빌드 캡틴 누구예요? | {cy} {title} 데모 빌드 누가 맡아요?  ¶  Next in line per the wiki order. | Knows the shader cache issue best. || 위키에 있는 순번대로입니다. | 셰이더 캐시 이슈를 제일 잘 알아요.
@ sale | sale,discount,세일,store,할인 | title store date=date:7-60 | pct=pct:10,15,20,25,30,40,50
en: {title} on {store} gets {pct} off in the sale starting {date}. ‖ {who} agreed to a {pct} discount for {title} on {store}, from {date}. ‖ {store} promo for {title} kicks off {date}: {pct} off. ‖ Discount depth for {title} ({store}, {date} sale) is {pct}.
ko: {date}부터 시작하는 {store} 세일에서 {title|은} {pct} 할인합니다. ‖ {who} 님이 {title} {store} 할인율 {pct|으로} 확정했습니다. 시작일 {date}. ‖ {store} 프로모션({date}~) {title} 할인 {pct}. ‖ {title} {store} 세일 {date} 시작, 할인폭 {pct}.
q: How deep is the {title} discount on {store} in the {date} sale? | What percent off is {title} on {store} from {date}? || {date} {store} 세일 때 {title} 몇 % 할인해요? | {title} {store} 할인율 얼마로 했어요? ({date} 시작)  ¶  Wishlist conversion peaked at that depth last time. | Stays above the lowest-price rule for the next sale. || 지난번에 그 할인폭에서 찜 전환율이 제일 좋았어요. | 다음 세일 최저가 규정을 고려했습니다.
@ maint | maintenance,점검,servers,live,정기점검 | title mon=month | start=time:5,6,7,8,9 hrs=n:2-8:hours:시간
en: {mon} maintenance for {title} starts {start} KST and takes {hrs}. ‖ {title} monthly maintenance ({mon}): {start} KST, {hrs} offline. ‖ {who} set the {mon} {title} maintenance to begin at {start} KST; plan for {hrs}. ‖ Servers for {title} go down at {start} KST for {mon} maintenance, back after {hrs}.
ko: {title} {mon} 정기점검은 {start} 시작, {hrs} 소요됩니다. ‖ {mon} {title} 점검 {start}부터 {hrs} 진행합니다. ‖ {who} 님 공지 — {title} {mon} 점검 시작 {start}, 예상 {hrs}. ‖ {title} 서버 {mon} 정기점검: {start}에 내려가서 {hrs} 후 재오픈.
q: What time does {title}'s {mon} maintenance start and how long is it? | How long is the {mon} maintenance on {title}? || {title} {mon} 정기점검 몇 시에 몇 시간 해요? | {mon} {title} 점검 시간 어떻게 돼요?  ¶  DB index rebuild needs the extra time. | Compensation mail goes out right after. || DB 인덱스 재구성 때문에 시간이 더 필요해요. | 점검 직후 보상 우편 발송합니다.
@ booth | booth,show,전시,marketing,부스 | show title | st=n:4-40:demo_stations:대 cost=krw:3000-50000/500
en: {show} booth for {title}: {st}, budget {cost}. ‖ {who} approved {cost} for the {title} booth at {show} with {st}. ‖ At {show} we'll run {st} for {title}; booth spend capped at {cost}. ‖ {title} @ {show}: {st}, {cost}.
ko: {show} {title} 부스는 시연대 {st}, 예산 {cost}입니다. ‖ {who} 님이 {show} {title} 부스 예산 {cost} 승인했습니다. 시연대는 {st}. ‖ {show}에서 {title} 시연대 {st} 운영, 부스 비용 한도 {cost}. ‖ {title} {show} 참가 — 시연대 {st} / {cost}.
q: How big is the {title} booth at {show}, and what's it costing? | How many demo stations does {title} get at {show}? || {show} {title} 부스 시연대 몇 대에 예산 얼마예요? | {show}에서 {title} 부스 규모 어떻게 돼요?  ¶  Wait times ran over an hour last year. | Publisher covers half of the build-out. || 작년에 대기 시간이 한 시간을 넘었어요. | 부스 시공비 절반은 퍼블리셔가 부담합니다.
""",
}

_FAMILIES = {"dev": _DEV, "holdout": _HOLDOUT}
_PARSED: dict = {}


# ====================================================================================================
def _fam(name):
    if name not in _FAMILIES:
        raise ValueError(f"family must be one of {sorted(_FAMILIES)}")
    if name not in _PARSED:
        _PARSED[name] = _parse(_FAMILIES[name])
    return _PARSED[name]


def _subject(F, kind, vals):
    return kind["name"] + ": " + "; ".join(f"{s}={_canon(F, st, vals[s])}" for s, st in kind["keys"].items())


def _compose(F, it, tpl=None, lang=None, style=None):
    """Render an item, or (tpl/lang/style given) a question, from its slot values."""
    kind, lang, style, cache = it["kind"], lang or it["lang"], it["style"] if style is None else style, {}

    def val(slot):
        if slot not in cache:
            st, raw = (("person", []), it["who"]) if slot == "who" else \
                (kind["slots"][it["old"][0]], it["old"][1]) if slot == "old" else (kind["slots"][slot], it["vals"][slot])
            cache[slot] = _render(F, st, raw, lang, random.Random(f"{style}:{slot}"))
        return cache[slot]

    def fill(t):
        return _SLOT_RE.sub(lambda m: val(m.group(1)) + (_josa(val(m.group(1)), m.group(2)) if m.group(2) else ""), t)

    def cap(s):
        return s[0].upper() + s[1:] if s[:1].islower() and not s[1:2].isupper() else s

    if tpl is not None:
        return cap(fill(tpl))
    core = cap(fill(kind[lang][it["tpl"]]))
    core += "" if core[-1] in ".!?)" else "."
    if it["reason"] is not None:
        core += " " + fill(kind["r"][lang][it["reason"] % len(kind["r"][lang])])
    return ((fill(it["pre"][lang]) if it["pre"] else "") + core + (fill(it["suf"][lang]) if it["suf"] else "")).strip()


def _frame(F, rng, role, source=None):
    """(prefix, suffix) in both languages: source openers/sign-offs, restatement or reversal wording."""
    fr = F["frames"]
    if role == "base":
        i = rng.randrange(len(fr["src_en"][source]))
        pre = {"en": fr["src_en"][source][i], "ko": fr["src_ko"][source][i % len(fr["src_ko"][source])]}
        j = rng.randrange(len(fr["sign_en"]))
        return pre, {"en": fr["sign_en"][j], "ko": fr["sign_ko"][j]} if source == "mail" else None
    i, j = rng.randrange(len(fr[f"{role}_en"])), rng.randrange(len(fr[f"{role}_en_suf"]))
    pre = {"en": fr[f"{role}_en"][i], "ko": fr[f"{role}_ko"][i % len(fr[f"{role}_ko"])]}
    suf = {"en": fr[f"{role}_en_suf"][j], "ko": fr[f"{role}_ko_suf"][j % len(fr[f"{role}_ko_suf"])]}
    return (None if role == "dup" and rng.random() < 0.35 else pre), suf


def generate(seed: int = 7, *, family: str = "dev", n: int = 20000,
             end: str = "2026-11-01T00:00:00+00:00") -> dict:
    F = _fam(family)
    rng = random.Random(f"lifecycle-fresh:{seed}:{family}:{n}")
    end_dt = _dt.datetime.fromisoformat(end).astimezone(UTC)
    start_dt, H, D = end_dt - _dt.timedelta(days=365), _dt.timedelta(hours=1), _dt.timedelta(days=1)
    n_dup, n_twin, n_rev = round(0.04 * n), round(0.05 * n), round(0.05 * (n - round(0.04 * n)) / 1.05)
    kinds, tables, n_people = F["kinds"], F["tables"], len(F["tables"]["person"])
    items, subjects, sources, src_w = [], {}, ["slack", "mail", "github", "notion"], [0.46, 0.2, 0.14, 0.2]
    other = {"en": "ko", "ko": "en"}
    kst_day = lambda t: (t + 9 * H).date()                              # noqa: E731

    def deadline(kind, vals, skip=None):
        """Latest moment to (re)state a decision: the day before the earliest date it mentions."""
        ds = [vals[x] if st[0] != "month" else _dt.date(*vals[x], 1) for x, st in kind["slots"].items()
              if st[0] in ("date", "week", "month") and x != skip]
        return min([end_dt - H] + [_dt.datetime(d.year, d.month, d.day, tzinfo=_dt.timezone(9 * H)).astimezone(UTC) - D
                                    for d in ds])

    def new_item(kind, vals, t, lang, **kw):
        named = {vals[s] for s, st in kind["slots"].items() if st[0] == "person"}
        who = kw.get("who", rng.randrange(n_people))
        while who in named:                            # the decider is not the person the decision names
            who = rng.randrange(n_people)
        it = {"kind": kind, "vals": vals, "t": t, "lang": lang, "who": who, "old": kw.get("old"),
              "tpl": kw.get("tpl", rng.randrange(len(kind[lang]))), "style": kw.get("style", rng.getrandbits(48)),
              "reason": kw.get("reason", rng.randrange(6) if rng.random() < 0.45 else None),
              "source": kw.get("source") or rng.choices(sources, src_w)[0], "status": "standing", "sup": None,
              "subject": _subject(F, kind, vals), "pre": None, "suf": None, "thread_of": None}
        if "frame" in kw:
            it["pre"], it["suf"] = kw["frame"]
        elif rng.random() < 0.5:
            it["pre"], it["suf"] = _frame(F, rng, "base", it["source"])
        items.append(it)
        return it

    def fresh_vals(kind, day, fixed=None):
        vals = dict(fixed or {})
        for s, st in kind["slots"].items():
            vals[s] = vals[s] if s in vals else _gen(F, st, rng, day, vals)
        return vals

    # 1. base decisions: one per subject, on KST working hours, weekends rarer
    hours_w = [1, 1, 0, 0, 0, 0, 1, 2, 6, 10, 12, 11, 6, 10, 12, 12, 11, 10, 7, 4, 3, 2, 2, 1]
    active, misses = list(kinds), {}
    while len(items) < n - n_dup - n_twin - n_rev and active:
        kind, day = rng.choice(active), kst_day(start_dt) + _dt.timedelta(days=rng.randrange(365))
        if day.weekday() >= 5 and rng.random() < 0.8:
            continue
        t = _dt.datetime(day.year, day.month, day.day, rng.choices(range(24), hours_w)[0], rng.randrange(60),
                         rng.randrange(60), tzinfo=_dt.timezone(9 * H)).astimezone(UTC)
        t = min(max(t, start_dt + H), end_dt - 2 * H)
        vals = fresh_vals(kind, kst_day(t))
        if _subject(F, kind, vals) in subjects:         # a kind whose matters are used up drops out
            misses[kind["name"]] = misses.get(kind["name"], 0) + 1
            if misses[kind["name"]] >= 40:
                active.remove(kind)
            continue
        misses[kind["name"]] = 0
        it = new_item(kind, vals, t, "ko" if rng.random() < 0.4 else "en")
        subjects[it["subject"]] = [it]
    n_base = len(items)

    # 2. near misses: twins written the same way that differ in one key fact, and consecutive recurring ones
    near = []
    for b in rng.sample(items, n_base):
        if len(near) >= n_twin:
            break
        kind = b["kind"]
        period = [s for s, st in kind["keys"].items() if st[0] in _PERIODS]
        parents = {st[1][0][1] for st in kind["vals"].values() if st[0] == "~"}
        if period and rng.random() < 0.5:               # this week's / next sprint's decision
            s, step = period[0], rng.choice([1, 1, -1])
            t = b["t"] + _dt.timedelta(days={"week": 7, "month": 30}.get(kind["keys"][s][0], 14) * step,
                                       hours=rng.uniform(-20, 20))
            if not start_dt < t < end_dt - H:
                continue
            vals = dict(b["vals"], **{s: _shift(kind["keys"][s], b["vals"][s], step)})
            if rng.random() < 0.7:
                vals = fresh_vals(kind, kst_day(t), {k: vals[k] for k in kind["keys"]})
            tpl = b["tpl"] if rng.random() < 0.6 else rng.randrange(len(kind[b["lang"]]))
        else:                                           # same template, same values, one key fact differs
            choices = [s for s in kind["keys"] if s not in parents and s not in kind["fixed"]]
            if not choices:
                continue
            s = rng.choice(choices)
            st, old, vals = kind["keys"][s], b["vals"][s], None
            for _attempt in range(20):
                if st[0] == "tk":
                    pre, num = old.rsplit("-", 1)
                    v = f"{pre}-{int(num) + rng.choice([-1, 1]) * rng.randint(1, 40)}"
                elif st[0] in _PERIODS:
                    v = _shift(st, old, rng.choice([-2, 2, 3]))
                elif st[0] == "date":
                    v = old + _dt.timedelta(days=rng.choice([-7, -1, 1, 7, 14]))
                else:
                    v = _gen(F, st, rng, kst_day(b["t"]), b["vals"])
                cand = dict(b["vals"], **{s: v})
                if v != old and not (st[0] == "person" and v == b["who"]) and deadline(kind, cand) > b["t"] + 3 * H \
                        and _subject(F, kind, cand) not in subjects:
                    vals = cand
                    break
            if vals is None:
                continue
            t = min(b["t"] + _dt.timedelta(hours=rng.uniform(0.2, 24 * 12)), deadline(kind, vals))
            t = t if t > b["t"] else b["t"] - _dt.timedelta(hours=rng.uniform(0.2, 24 * 12))
            tpl = b["tpl"]
        if _subject(F, kind, vals) in subjects:
            continue
        tw = new_item(kind, vals, t, b["lang"], who=b["who"], tpl=tpl, style=b["style"], reason=b["reason"],
                      source=b["source"] if rng.random() < 0.7 else None, frame=(b["pre"], b["suf"]))
        subjects[tw["subject"]] = [tw]
        near.append((b, tw) if b["t"] <= tw["t"] else (tw, b))

    # 3. reversals: a later decision on the same subject with one value changed
    revs = []
    for old in rng.sample(items, len(items)):
        if len(revs) >= n_rev:
            break
        if old["t"] > end_dt - 3 * D or len(subjects[old["subject"]]) > 1:
            continue
        kind = old["kind"]
        s, vals = rng.choice(list(kind["vals"])), None
        limit = deadline(kind, old["vals"], skip=s)    # no change of plan after the planned day has passed
        if limit <= old["t"] + 2 * H:
            continue
        t = old["t"] + _dt.timedelta(days=rng.uniform(2, 150))
        t = t if t < limit else old["t"] + (limit - old["t"]) * rng.uniform(0.3, 0.95)
        for _attempt in range(30):
            v = _gen(F, kind["vals"][s], rng, kst_day(t), old["vals"])
            if _canon(F, kind["vals"][s], v) != _canon(F, kind["vals"][s], old["vals"][s]):
                vals = dict(old["vals"], **{s: v})
                break
        if vals is None:
            continue
        src = old["source"] if rng.random() < 0.4 else None
        new = new_item(kind, vals, t, old["lang"] if rng.random() < 0.8 else other[old["lang"]], source=src,
                       who=old["who"] if rng.random() < 0.5 else rng.randrange(n_people), old=(s, old["vals"][s]),
                       frame=_frame(F, rng, "rev"))
        new["thread_of"] = old if src and rng.random() < 0.5 else None
        old["status"], old["sup"] = "superseded", new
        subjects[old["subject"]].append(new)
        revs.append((old, new))

    # 4. duplicates: later restatements (hours to 3 weeks) of a decision that still stands at that time
    dups, pool, dup_count = [], rng.sample(items, len(items)), {}
    while len(dups) < n_dup and pool:
        tgt = pool.pop() if rng.random() < 0.9 or len(pool) < 2 else pool[rng.randrange(len(pool))]
        hi = min(tgt["t"] + 21 * D, deadline(tgt["kind"], tgt["vals"]), tgt["sup"]["t"] - H if tgt["sup"] else end_dt)
        if dup_count.get(id(tgt), 0) >= 2 or hi <= tgt["t"] + 2 * H:
            continue
        b = rng.random()
        t = min(tgt["t"] + _dt.timedelta(hours=rng.uniform(1, 24) if b < 0.4 else rng.uniform(24, 168) if b < 0.75
                                         else rng.uniform(168, 504)), hi)
        kind, lang = tgt["kind"], tgt["lang"] if rng.random() < 0.85 else other[tgt["lang"]]
        tpl = rng.choice([i for i in range(len(kind[lang])) if lang != tgt["lang"] or i != tgt["tpl"]])
        reason = tgt["reason"] if tgt["reason"] is not None and rng.random() < 0.5 else \
            (rng.randrange(6) if rng.random() < 0.4 else None)
        src = rng.choices(sources, src_w)[0] if rng.random() < 0.2 else \
            rng.choice([x for x in sources if x != tgt["source"]])
        frame = _frame(F, rng, "dup")
        while "{who}" in kind[lang][tpl] and frame[0] and "{who}" in frame[0][lang]:
            frame = _frame(F, rng, "dup")
        d = new_item(kind, dict(tgt["vals"]), t, lang, who=tgt["who"], tpl=tpl, reason=reason, source=src, frame=frame)
        d["thread_of"] = tgt if src == tgt["source"] and rng.random() < 0.4 else None
        if tgt["sup"] is not None:                      # a restatement of a later-reversed decision goes with it
            d["status"], d["sup"] = "superseded", tgt["sup"]
        dup_count[id(tgt)] = dup_count.get(id(tgt), 0) + 1
        dups.append((tgt, d))

    # 5. keys, source references, threads, messy tags
    org, seen = F["org"], set()
    items.sort(key=lambda it: it["t"])
    for it in items:
        while (k := f"m-{rng.getrandbits(44):011x}") in seen:
            pass
        seen.add(k)
        it["key"] = k
    for it in items:                                    # in time order, so a thread's first post has its id
        src, ts, parent = it["source"], int(it["t"].timestamp()), it["thread_of"]
        if src == "slack":
            us = rng.randrange(10**6)
            ref = f"https://{org['slack']}.slack.com/archives/C0{rng.getrandbits(32):08X}/p{ts}{us:06d}"
            thread = f"slack:#{rng.choice(org['channels'])}:{ts}.{us:06d}"
        elif src == "mail":
            ref = f"<{rng.getrandbits(64):016x}.{ts}@{org['mail']}>"
            thread = f"mail:{ref}"
        elif src == "github":
            repo, num = rng.choice(org["repos"]), rng.randint(40, 4800)
            ref = f"https://github.com/{org['gh']}/{repo}/issues/{num}#issuecomment-{rng.randint(10**8, 10**9)}"
            thread = f"github:{org['gh']}/{repo}#{num}"
        else:
            ref = f"https://www.notion.so/{org['notion']}/{rng.getrandbits(128):032x}"
            thread = f"notion:{ref[-32:-20]}"
        it["ref"], it["thread"] = ref, parent["thread"] if parent is not None and parent["source"] == src else thread

    def tags(it):
        out = []
        for tg in rng.sample(it["kind"]["tags"], rng.randint(1, 3)):
            r = rng.random()
            out.append(tg.upper() if r < 0.12 and len(tg) <= 4 else tg.replace("-", "_") if r < 0.2 else
                       tg.title() if r < 0.26 else tg)
        for s, st in it["kind"]["slots"].items():
            if st[0] in ("project", "title", "ctr") or st[0] == "~" and rng.random() < 0.5:
                out.append(_canon(F, st, it["vals"][s]).lower().replace(" ", "-"))
        if rng.random() < 0.35:
            out.append(rng.choice(F["qtags"]).format(q=(it["t"].month - 1) // 3 + 1, yy=it["t"].year % 100))
        if rng.random() < 0.3:
            out.append(rng.choice(F["free_tags"]))
        return list(dict.fromkeys(out))

    out_items = []
    for it in items:
        content, slots = _compose(F, it), it["kind"]["slots"]
        people = [tables["person"][it["who"]]["en"][0]] + [tables[st[0]][it["vals"][s]]["en"][0]
                                                           for s, st in slots.items() if st[0] in ("person", "cand")]
        out_items.append({
            "key": it["key"], "lang": it["lang"], "content": content, "title": content[:80],
            "occurred_at": it["t"].isoformat(), "people": list(dict.fromkeys(people)),
            "projects": [tables[st[0]][it["vals"][s]]["en"][0] for s, st in slots.items() if st[0] in ("project", "title")],
            "keywords": tags(it), "thread_id": it["thread"], "source": it["source"], "source_ref": it["ref"],
            "subject": it["subject"], "status": it["status"], "superseded_by": it["sup"]["key"] if it["sup"] else None})
    clusters: dict = {}
    for it in items:
        clusters.setdefault(it["kind"]["name"], []).append(it["key"])

    # 6. questions on a matter's standing value; evidence = the standing decision and its restatements
    restate, standing = {}, {}
    for o, d in dups:
        restate.setdefault(id(o), []).append(d)
    for subj, decs in subjects.items():
        cur = decs[-1]
        standing[subj] = (cur, [cur] + [d for d in restate.get(id(cur), []) if d["status"] == "standing"])
    subj_list = rng.sample(sorted(standing), len(standing))
    subj_list.sort(key=lambda s: 0 if (len(subjects[s]) > 1 or len(standing[s][1]) > 1) and rng.random() < 0.6 else 1)
    pools = {"en": [s for s in subj_list if standing[s][0]["lang"] == "en"],
             "ko": [s for s in subj_list if standing[s][0]["lang"] == "ko"]}
    questions, old_cut = [], end_dt - 90 * D
    plan = [("en", False)] * 150 + [("en", True)] * 50 + [("ko", False)] * 150 + [("ko", True)] * 50
    for qlang, cross in rng.sample(plan, len(plan)):
        src_lang = other[qlang] if cross else qlang
        if pools[src_lang]:
            dec, ev = standing[pools[src_lang].pop(0)]
            q = _compose(F, dec, tpl=rng.choice(dec["kind"]["q"][qlang]), lang=qlang, style=rng.getrandbits(48))
            questions.append({"q": q, "lang": qlang, "evidence": [e["key"] for e in ev],
                              "old": all(e["t"] < old_cut for e in ev)})

    return {"meta": {"seed": seed, "family": family, "n": len(out_items), "start": start_dt.isoformat(),
                     "end": end_dt.isoformat(), "korean": sum(i["lang"] == "ko" for i in out_items),
                     "duplicates": len(dups), "near_misses": len(near), "reversals": len(revs),
                     "questions": len(questions), "old_questions": sum(q["old"] for q in questions)},
            "items": out_items,
            "duplicates": [[a["key"], b["key"]] for a, b in dups],
            "near_misses": [[a["key"], b["key"]] for a, b in near],
            "reversals": [[a["key"], b["key"]] for a, b in revs],
            "clusters": clusters, "questions": questions}


if __name__ == "__main__":                              # quick sanity check and a look at a few pairs
    import sys

    for fam in sys.argv[1:] or ["dev", "holdout"]:
        data = generate(7, family=fam, n=3000)
        by = {i["key"]: i for i in data["items"]}
        assert len(by) == len(data["items"]) == len({i["source_ref"] for i in data["items"]})
        assert all(a in by and b in by for name in ("duplicates", "near_misses", "reversals") for a, b in data[name])
        assert all(by[e]["status"] == "standing" for q in data["questions"] for e in q["evidence"])
        print(fam, data["meta"])
        for name in ("duplicates", "near_misses", "reversals"):
            print(f"--- {name}")
            for a, b in data[name][:10]:
                print("  A:", by[a]["content"], "\n  B:", by[b]["content"], "\n")
