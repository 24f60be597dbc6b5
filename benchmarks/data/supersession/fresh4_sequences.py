"""Fresh4 sequences: a sixth split, the next untouched check after fresh3. Written by a helper who had read only
the data model (``build.py``), the label format (``_supersession_data.py``), the docstring of
``benchmarks/supersession.py`` and the layout of the fresh3 module (its header, people and workspaces, plus
one of its sequences) — not the supersession or extraction rules (nothing under ``src/`` or ``docs/``), not
the dev/holdout/fresh/fresh2 sequences and not the rest of fresh3. The benchmark was not run on it while it
was written. It is for measuring only; never read its failures to tune on it.

Teams (all new, keys prefixed ``f4_``):

* 청솔제약㈜ (an Osong pharmaceutical manufacturer; 개조식 Slack, 공문체 Korean webmail with a packaging
  supplier, English Outlook mail with an Indian API supplier);
* Ballast & Beacon Forwarding (a Rotterdam freight forwarder; non-native English Slack between Dutch, Polish
  and Portuguese staff, Outlook mail with a Korean chemical shipper who writes English and Korean);
* 모아데이터랩 (a Pangyo ML startup; 반말 and code-switching Slack with an Indian MLOps engineer, Korean and
  English commits);
* Quillon Health (a Toronto digital-health company; English Slack, Gmail, an intake-API repository);
* 더마린호텔 부산 연회팀 (a Busan hotel's banquet team; 존댓말 Slack with an Italian executive chef, Korean
  webmail with a corporate client, non-native English Gmail with a Vietnamese client);
* Sahyadri Robotics (a Pune AGV startup; Indian English Slack, Gmail, a firmware repository);
* 한빛문화재단 (a Seoul cultural foundation; 공문체 mail, 개조식 Slack);
* Lumenfjord Games (an Oslo indie studio with its Korean publisher NextPlay; English and code-switching Slack
  in a shared channel, mixed-language Gmail);
* 다온건설 화성동탄 현장 (a construction site; 개조식 Slack, Korean webmail and Outlook mail with a
  ready-mix concrete supplier);
* pebblejar (an open-source Go cache library; maintainers in Toronto, Seoul, Kraków, Lagos and Osaka;
  commits, a mailing list, a maintainers' Slack with Korean/English code-switching).

Labelling conventions (the same as fresh3's): in a *restored* sequence (X, then Y, then "never mind, we stay
on X") the restoring message is the standing one and both the original X and the Y are ``replaced`` (a
``git revert`` that restores the earlier state is the restoring message); an agreement's standing message
is the proposal, the "LGTM"/"동의합니다"/"Approved" reply is ``agreement``; a "Reminder: …"/"[리마인드]"/
"[재공지]" or a follow-up that only repeats an earlier decision is ``restatement`` and the original stands;
a cancelled subject has ``standing: None``, the retired decision ``cancelled`` and the retiring message
``cancellation``; in *out_of_order* sequences the newer export is ingested first and the older message it
overrides is ``replaced``. A labelled message carries one decision on its subject (the details that go with
it may be in the same message); unlabelled messages are context, chatter, questions and acknowledgements.
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

SEOUL, KOL, TOR, WPG = "Asia/Seoul", "Asia/Kolkata", "America/Toronto", "America/Winnipeg"
AMS, OSL, WAW, LOS = "Europe/Amsterdam", "Europe/Oslo", "Europe/Warsaw", "Africa/Lagos"
HCM, TYO = "Asia/Ho_Chi_Minh", "Asia/Tokyo"

PEOPLE = {
    # 청솔제약㈜ (Osong) + suppliers
    "f4_cs_baek": Person("백승호", "sh.baek@cheongsolpharm.co.kr", SEOUL, "seungho.baek", "품질보증팀장"),
    "f4_cs_jin": Person("진소연", "sy.jin@cheongsolpharm.co.kr", SEOUL, "soyeon.jin", "생산기술팀 과장"),
    "f4_cs_do": Person("도가람", "garam.do@cheongsolpharm.co.kr", SEOUL, "garam", "RA팀 대리"),
    "f4_cs_chae": Person("채민혁", "mh.chae@cheongsolpharm.co.kr", SEOUL, "minhyuk", "생산기술팀 주임"),
    "f4_cs_na": Person("나윤슬", "ys.na@cheongsolpharm.co.kr", SEOUL, "yunseul", "구매팀 대리"),
    "f4_cs_hyeon": Person("현다빈", "dabin.hyeon@cheongsolpharm.co.kr", SEOUL, "dabin", "영업관리팀 대리"),
    "f4_cs_lim": Person("임해솔", "haesol.lim@biopackkorea.co.kr", SEOUL, title="㈜바이오팩코리아 영업1부 차장"),
    "f4_cs_anand": Person("Anand Venkataraman", "anand.v@sriveda-apis.in", KOL,
                          title="Export Sales Manager, Sri Veda API Ltd., Hyderabad"),
    # Ballast & Beacon Forwarding (Rotterdam) + Korean shipper
    "f4_bb_joost": Person("Joost van Dijk", "joost.vandijk@ballastbeacon.nl", AMS, "joost", "Operations Director"),
    "f4_bb_aga": Person("Agnieszka Wróbel", "agnieszka.wrobel@ballastbeacon.nl", AMS, "aga", "Customs Team Lead"),
    "f4_bb_rui": Person("Rui Monteiro", "rui.monteiro@ballastbeacon.nl", AMS, "rui", "Ocean Freight Planner"),
    "f4_bb_sanne": Person("Sanne Bakker", "sanne.bakker@ballastbeacon.nl", AMS, "sanne", "Key Account Manager Asia"),
    "f4_bb_park": Person("박세훈", "sehoon.park@hangyeol-chem.co.kr", SEOUL, title="㈜한결케미칼 수출입팀 과장"),
    "f4_bb_kwak": Person("곽다은", "daeun.kwak@hangyeol-chem.co.kr", SEOUL, title="㈜한결케미칼 회계팀 대리"),
    # 모아데이터랩 (Pangyo)
    "f4_md_seol": Person("설지안", "jian@moadatalab.ai", SEOUL, "jian", "CTO"),
    "f4_md_pyo": Person("표시온", "sion.pyo@moadatalab.ai", SEOUL, "sion", "ML 엔지니어"),
    "f4_md_gong": Person("공하늘", "haneul@moadatalab.ai", SEOUL, "haneul", "데이터 엔지니어"),
    "f4_md_guk": Person("국유나", "yuna@moadatalab.ai", SEOUL, "yuna", "프로덕트 매니저"),
    "f4_md_arjun": Person("Arjun Mehta", "arjun@moadatalab.ai", SEOUL, "arjun", "MLOps Engineer"),
    # Quillon Health (Toronto)
    "f4_qh_dana": Person("Dana Okafor", "dana@quillonhealth.ca", TOR, "dana", "VP Engineering"),
    "f4_qh_marcus": Person("Marcus Leblanc", "marcus@quillonhealth.ca", TOR, "marcus", "Staff Backend Engineer"),
    "f4_qh_sophie": Person("Sophie Tremblay", "sophie@quillonhealth.ca", TOR, "sophie.t", "Product Lead"),
    "f4_qh_kwame": Person("Kwame Asante", "kwame@quillonhealth.ca", TOR, "kwame", "Security & Compliance Lead"),
    "f4_qh_hannah": Person("Hannah Friesen", "hannah@quillonhealth.ca", WPG, "hannah", "Clinical Operations"),
    # 더마린호텔 부산 연회팀 + clients
    "f4_mh_jang": Person("장미소", "miso.jang@themarinebusan.com", SEOUL, "miso", "연회팀장"),
    "f4_mh_chu": Person("추영광", "yk.chu@themarinebusan.com", SEOUL, "yeonggwang", "연회 세일즈 매니저"),
    "f4_mh_eun": Person("은하림", "harim.eun@themarinebusan.com", SEOUL, "harim", "연회주방 수셰프"),
    "f4_mh_byun": Person("변수아", "sua.byun@themarinebusan.com", SEOUL, "sua", "객실 예약 담당"),
    "f4_mh_luca": Person("Luca Romano", "luca.romano@themarinebusan.com", SEOUL, "luca", "Executive Chef"),
    "f4_mh_lan": Person("Nguyen Thi Lan", "lan.nguyen@vinaphoton.vn", HCM,
                        title="HR & Admin Manager, VinaPhoton Electronics"),
    "f4_mh_hwangbo": Person("황보재원", "jw.hwangbo@sejin-precision.co.kr", SEOUL, title="㈜세진정밀 총무팀 과장"),
    # Sahyadri Robotics (Pune)
    "f4_sr_aditya": Person("Aditya Kulkarni", "aditya@sahyadrirobotics.in", KOL, "aditya", "Co-founder & CEO"),
    "f4_sr_sneha": Person("Sneha Deshpande", "sneha@sahyadrirobotics.in", KOL, "sneha", "Firmware Lead"),
    "f4_sr_rohan": Person("Rohan Iyer", "rohan@sahyadrirobotics.in", KOL, "rohan", "Mechanical & Electronics Lead"),
    "f4_sr_farah": Person("Farah Shaikh", "farah@sahyadrirobotics.in", KOL, "farah", "Procurement & Operations"),
    "f4_sr_nikhil": Person("Nikhil Joshi", "nikhil@sahyadrirobotics.in", KOL, "nikhil", "Test & Field Engineer"),
    # 한빛문화재단 (Seoul) + art logistics
    "f4_hb_gil": Person("길태윤", "ty.gil@hanbitculture.or.kr", SEOUL, "taeyun", "사무국장"),
    "f4_hb_so": Person("소은정", "ej.so@hanbitculture.or.kr", SEOUL, "eunjeong", "전시팀 과장"),
    "f4_hb_eo": Person("어승민", "sm.eo@hanbitculture.or.kr", SEOUL, "seungmin", "홍보팀 주임"),
    "f4_hb_ki": Person("기보람", "boram.ki@hanbitculture.or.kr", SEOUL, "boram", "교육팀 대리"),
    # Lumenfjord Games (Oslo) + publisher
    "f4_lf_ingrid": Person("Ingrid Solberg", "ingrid@lumenfjord.no", OSL, "ingrid", "Producer"),
    "f4_lf_magnus": Person("Magnus Haugen", "magnus@lumenfjord.no", OSL, "magnus", "Technical Director"),
    "f4_lf_eirik": Person("Eirik Nilsen", "eirik@lumenfjord.no", OSL, "eirik", "Community Manager"),
    "f4_lf_myeong": Person("명서윤", "seoyun@lumenfjord.no", OSL, "seoyun", "Localisation Lead"),
    "f4_lf_bong": Person("봉준영", "jy.bong@nextplay.co.kr", SEOUL, "junyoung.bong", "넥스트플레이 퍼블리싱 PM"),
    # 다온건설 화성동탄 현장 + supplier
    "f4_dn_gam": Person("감재필", "jp.gam@daon-const.co.kr", SEOUL, "jaepil", "현장소장"),
    "f4_dn_seonu": Person("선우진", "woojin.sunwoo@daon-const.co.kr", SEOUL, "woojin", "공무팀 대리"),
    "f4_dn_jegal": Person("제갈현", "hyun.jegal@daon-const.co.kr", SEOUL, "jegal", "안전관리자"),
    "f4_dn_bok": Person("복하은", "haeun.bok@daon-const.co.kr", SEOUL, "haeun", "공사팀 기사"),
    "f4_dn_in": Person("인태경", "tk.in@daemyung-remicon.co.kr", SEOUL, title="㈜대명레미콘 영업부장"),
    # pebblejar (open-source Go cache library)
    "f4_pj_elodie": Person("Élodie Marchand", "elodie@marchand.dev", TOR, "elodie", "maintainer"),
    "f4_pj_dogyeom": Person("하도겸", "dogyeom.ha@gmail.com", SEOUL, "dogyeom", "maintainer"),
    "f4_pj_piotr": Person("Piotr Zieliński", "piotr.zielinski@posteo.pl", WAW, "pzielinski", "maintainer"),
    "f4_pj_tunde": Person("Tunde Bakare", "tunde@bakare.io", LOS, "tundeb", "contributor"),
    "f4_pj_yui": Person("Yui Nakamura", "yui.nakamura@fastmail.jp", TYO, "yuinkmr", "contributor"),
    "f4_pj_ye": Person("예서준", "seojun.ye@gmail.com", SEOUL, "seojun", "contributor"),
}

WORKSPACES = {
    "f4_cheongsol": Workspace("T09F4CSPH2", "cheongsol-pharm",
                              ("f4_cs_baek", "f4_cs_jin", "f4_cs_do", "f4_cs_chae", "f4_cs_na", "f4_cs_hyeon")),
    "f4_ballast": Workspace("T09F4BBFW5", "ballast-beacon", ("f4_bb_joost", "f4_bb_aga", "f4_bb_rui", "f4_bb_sanne")),
    "f4_moa": Workspace("T09F4MOAD8", "moadatalab",
                        ("f4_md_seol", "f4_md_pyo", "f4_md_gong", "f4_md_guk", "f4_md_arjun")),
    "f4_quillon": Workspace("T09F4QLHC3", "quillonhealth",
                            ("f4_qh_dana", "f4_qh_marcus", "f4_qh_sophie", "f4_qh_kwame", "f4_qh_hannah")),
    "f4_marine": Workspace("T09F4MRNH7", "themarine-busan",
                           ("f4_mh_jang", "f4_mh_chu", "f4_mh_eun", "f4_mh_byun", "f4_mh_luca")),
    "f4_sahyadri": Workspace("T09F4SHYR4", "sahyadri-robotics",
                             ("f4_sr_aditya", "f4_sr_sneha", "f4_sr_rohan", "f4_sr_farah", "f4_sr_nikhil")),
    "f4_hanbit": Workspace("T09F4HNBT6", "hanbit-culture", ("f4_hb_gil", "f4_hb_so", "f4_hb_eo", "f4_hb_ki")),
    "f4_lumen": Workspace("T09F4LMFJ1", "lumenfjord",
                          ("f4_lf_ingrid", "f4_lf_magnus", "f4_lf_eirik", "f4_lf_myeong", "f4_lf_bong")),
    "f4_daon": Workspace("T09F4DAON9", "daon-dongtan", ("f4_dn_gam", "f4_dn_seonu", "f4_dn_jegal", "f4_dn_bok")),
    "f4_pebble": Workspace("T09F4PBJR0", "pebblejar",
                           ("f4_pj_elodie", "f4_pj_dogyeom", "f4_pj_piotr", "f4_pj_tunde", "f4_pj_yui", "f4_pj_ye")),
}

QUILLON = "git@github.com:quillonhealth/intake-api.git"
AGV_FW = "git@github.com:sahyadri-robotics/agv-firmware.git"
PEBBLEJAR = "https://github.com/pebblejar/pebblejar.git"
RANKER = "https://gitlab.moadatalab.ai/ml/ranker.git"


SEQUENCES: list[Seq] = [
    # ================================================================================ English
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh4-01", "en", ["reversal"], [
        SlackStep("f4_quillon", "eng-platform", [
            n("f4_qh_marcus", "2026-03-02 09:14",
              "morning all — CI is green again, the flaky FHIR fixture was a timezone thing (of course)"),
            m("a", "f4_qh_dana", "2026-03-02 11:40",
              "Decision on paging: we're moving on-call alerts to PagerDuty, starting with the March 16 rotation. "
              "@{f4_qh_marcus} can you own the migration of the Grafana alert rules?",
              "moving on-call alerts to PagerDuty"),
            n("f4_qh_marcus", "2026-03-02 11:52", "yep, on it. Will need a service account from IT", thread="a"),
            n("f4_qh_kwame", "2026-03-03 10:05",
              "Heads up, PagerDuty only signs a BAA on the Business tier. That's ~3x what we budgeted for 12 seats",
              thread="a"),
            n("f4_qh_dana", "2026-03-03 10:30", "ugh. ok, let me get Opsgenie's numbers, they sign BAAs on Standard",
              thread="a"),
            n("f4_qh_sophie", "2026-03-03 13:00", "does anyone have the link to the Q1 roadmap deck? the old one 404s"),
            m("b", "f4_qh_dana", "2026-03-04 09:20",
              "Compared both quotes with Kwame. Opsgenie it is, then — same March 16 start, Marcus still owns the "
              "rule migration.",
              "Opsgenie it is, then", thread="a", reactions={"+1": ["f4_qh_kwame", "f4_qh_marcus"]}),
            n("f4_qh_marcus", "2026-03-04 09:24", "👍 switching the terraform module over", thread="a"),
        ], topic="Infra, CI, on-call"),
    ], [Subj("on-call paging tool", "Which tool are we using for on-call paging?",
             "온콜 알림 도구는 뭘로 쓰기로 했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh4-02", "en", ["cancellation"], [
        MailStep([
            m("a", "f4_qh_sophie", "2026-02-10 15:05",
              "Hi all,\n\nLocking this in: the Q2 offsite will be in Niagara-on-the-Lake on May 7–8. We've held 14 "
              "rooms at the Pillar and Post and I'll circulate an agenda draft next week.\n\nTravel: the company "
              "covers the GO train + shuttle; if you're driving, mileage is reimbursed at the usual rate.\n\n"
              "Sophie",
              "Q2 offsite will be in Niagara-on-the-Lake",
              to=("f4_qh_dana", "f4_qh_marcus", "f4_qh_kwame", "f4_qh_hannah"),
              subject="Q2 team offsite — Niagara-on-the-Lake, May 7–8"),
            n("f4_qh_hannah", "2026-02-10 15:20",
              "Love it. Could we make sure there's a proper vegetarian option at the dinner? Also I'm coming from "
              "Winnipeg, so I'd fly in on the 6th.\n\nH.",
              to=("f4_qh_sophie",), reply_to="a"),
            m("b", "f4_qh_dana", "2026-03-19 10:12",
              "Hi everyone,\n\nWith the Series A close slipping to June and the hiring freeze that came with it, "
              "we're calling off the May offsite. Sophie has already released the room block (no penalty, "
              "thankfully).\n\nSorry — I know people were looking forward to it.\n\nDana",
              "we're calling off the May offsite",
              to=("f4_qh_sophie", "f4_qh_marcus", "f4_qh_kwame", "f4_qh_hannah"), reply_to="a"),
            n("f4_qh_marcus", "2026-03-19 10:40",
              "Understood. Does the freeze also cover the conference budget for Q2? I had KubeCon on my list.\n\nM.",
              to=("f4_qh_dana",), reply_to="b"),
        ], name="inbox.mbox", style="gmail", owner="f4_qh_marcus"),
    ], [Subj("Q2 team offsite", "Is the Q2 offsite in Niagara-on-the-Lake still happening?",
             "2분기 나이아가라 오프사이트 아직 가는 거야?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh4-03", "en", ["restored"], [
        SlackStep("f4_sahyadri", "procurement", [
            n("f4_sr_farah", "2026-02-16 10:02",
              "Good morning team. GRN for the aluminium extrusions is done, kept in rack B3."),
            m("a", "f4_sr_farah", "2026-02-16 11:15",
              "For the AGV motor driver boards we will be ordering the DRV8353 eval kits + 40 ICs from Mouser India "
              "only. Lead time they are saying 2 weeks.",
              "40 ICs from Mouser India only"),
            n("f4_sr_rohan", "2026-02-16 11:30",
              "ok. mounting holes on the new chassis are for the eval board footprint, so pls don't change board",
              thread="a"),
            n("f4_sr_aditya", "2026-02-18 09:40",
              "Farah, Mouser is charging customs + GST separately no? Element14 is having local stock in Bengaluru"),
            m("b", "f4_sr_farah", "2026-02-18 12:05",
              "Checked with Element14 — they can deliver in 4 days from the Bengaluru warehouse, landed cost is "
              "around 11% less. So we are shifting the DRV8353 order to Element14. PO will go today evening.",
              "shifting the DRV8353 order to Element14"),
            n("f4_sr_sneha", "2026-02-18 12:20",
              "only thing, pls check they have the same silicon rev (B). Rev A has that gate-drive fault bug",
              thread="b"),
            n("f4_sr_farah", "2026-02-19 10:10", "Sneha you were right, Element14 stock is rev A only 🙁", thread="b"),
            m("c", "f4_sr_farah", "2026-02-19 10:25",
              "Never mind then, we will stay with Mouser for the drivers. Element14 PO draft is cancelled, Mouser "
              "order goes as originally planned.",
              "we will stay with Mouser for the drivers", thread="b"),
            n("f4_sr_aditya", "2026-02-19 10:31", "fine 👍", thread="b"),
        ], topic="POs, vendors, GRN"),
    ], [Subj("motor driver IC supplier", "Where are we buying the DRV8353 motor driver ICs from?",
             "DRV8353 모터 드라이버 IC는 어디서 사기로 했어?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh4-04", "en", ["agreement"], [
        SlackStep("f4_sahyadri", "firmware", [
            n("f4_sr_nikhil", "2026-03-09 17:45", "soak test run #14 passed, 6h without a single CAN error frame 🎉"),
            m("a", "f4_sr_sneha", "2026-03-10 10:05",
              "Proposal for the Chakan plant demo: freeze firmware at tag v0.9.3 and no merges to release/0.9 after "
              "Thursday 6 pm. Any fixes after that go only in 0.9.4, which we will not flash on the demo units. "
              "Thoughts?",
              "freeze firmware at tag v0.9.3"),
            n("f4_sr_rohan", "2026-03-10 10:20", "fine from mech side", thread="a"),
            m("b", "f4_sr_aditya", "2026-03-10 10:41", "LGTM. Go ahead and announce the freeze.",
              "LGTM. Go ahead and announce", thread="a"),
            n("f4_sr_nikhil", "2026-03-10 10:50", "can I still push the test script changes? they're not firmware",
              thread="a"),
            n("f4_sr_sneha", "2026-03-10 10:52", "yes tools/ is fine", thread="a"),
        ], topic="AGV firmware"),
        GitStep(AGV_FW, [
            n("f4_sr_sneha", "2026-03-10 11:30", "Bump version to 0.9.3\n",
              file=("firmware/version.h", '#define FW_VERSION "0.9.3"\n')),
            n("f4_sr_sneha", "2026-03-10 12:05",
              "Merge pull request #88 from sahyadri-robotics/release/0.9\n\nRelease 0.9.3 for the Chakan demo units\n",
              file=("CHANGELOG.md", "## 0.9.3\n- CAN bus-off recovery\n")),
            n("f4_sr_nikhil", "2026-03-10 14:00", "Add soak-test script for CAN bus error counters\n",
              file=("tools/soak_can.py", "# reads TEC/REC every 10 s and logs them\n")),
        ]),
    ], [Subj("firmware freeze for the demo", "What did we decide about the firmware freeze for the Chakan demo?",
             "차칸 공장 데모용 펌웨어 프리즈는 어떻게 하기로 했어?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh4-05", "en", ["agreement", "restatement"], [
        MailStep([
            m("a", "f4_pj_elodie", "2026-01-20 14:10",
              "Hi all,\n\nGo 1.21 went out of support last August, and keeping it in the CI matrix is blocking us "
              "from using the iterator functions in the LRU eviction code.\n\nI propose that v2.4 drops Go 1.21 and "
              "sets the minimum to Go 1.22. v2.3.x would keep getting security fixes until the end of June.\n\n"
              "Objections by Friday?\n\nÉlodie",
              "sets the minimum to Go 1.22",
              to=("f4_pj_dogyeom", "f4_pj_piotr", "f4_pj_tunde", "f4_pj_yui"),
              subject="[RFC] Dropping Go 1.21 in pebblejar v2.4"),
            m("b", "f4_pj_piotr", "2026-01-21 08:55",
              "+1 from me, agreed. Our downstream at work is on 1.23 already.\n\nPiotr",
              "+1 from me, agreed.", to=("f4_pj_elodie",), cc=("f4_pj_dogyeom", "f4_pj_tunde", "f4_pj_yui"),
              reply_to="a"),
            n("f4_pj_tunde", "2026-01-21 12:30",
              "No objection. Please mention it loudly in the release notes, some distros still ship 1.21.\n\nTunde",
              to=("f4_pj_elodie",), cc=("f4_pj_dogyeom", "f4_pj_piotr", "f4_pj_yui"), reply_to="a"),
            m("c", "f4_pj_dogyeom", "2026-02-24 22:05",
              "Reminder before we tag v2.4 next week: minimum Go version is 1.22 as agreed in this thread, so please "
              "don't approve PRs that add 1.21 workarounds.\n\nDogyeom",
              "minimum Go version is 1.22 as agreed",
              to=("f4_pj_elodie", "f4_pj_piotr", "f4_pj_tunde", "f4_pj_yui"), reply_to="a"),
        ], name="pebblejar-dev.mbox", style="gmail", owner="f4_pj_dogyeom"),
    ], [Subj("minimum Go version for v2.4", "What's the minimum Go version for pebblejar v2.4?",
             "pebblejar v2.4 최소 Go 버전은 뭐로 정했어?", "a", [("b", "agreement"), ("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh4-06", "en", ["out_of_order", "reversal"], [
        SlackStep("f4_pebble", "maintainers", [
            n("f4_pj_yui", "2026-02-13 08:10", "benchmarks for the sharded map are on the wiki, p99 looks much better"),
            m("b", "f4_pj_piotr", "2026-02-13 09:30",
              "After the discussion in #412 we settled it: the default TTL for cached entries becomes 90 seconds in "
              "v2.4. Everyone who reported stale reads was on the default.",
              "default TTL for cached entries becomes 90 seconds"),
            n("f4_pj_elodie", "2026-02-13 07:45", "Works for me. I'll update the README options table.", thread="b"),
        ], topic="pebblejar maintainers"),
        GitStep(PEBBLEJAR, [
            m("a", "f4_pj_elodie", "2026-01-08 16:40",
              "Set DefaultTTL to 5 minutes\n\nOne minute was far too aggressive for the S3 metadata use case (#377).\n"
              "Five minutes matches what groupcache users expect.\n",
              "Set DefaultTTL to 5 minutes", file=("options.go", "const DefaultTTL = 5 * time.Minute\n")),
            n("f4_pj_tunde", "2026-01-09 13:05", "Fix race in Jar.Close when the eviction goroutine is running\n",
              file=("jar.go", "// Close waits for the eviction goroutine to stop.\n")),
        ]),
    ], [Subj("default cache TTL", "What's pebblejar's default cache TTL?", "pebblejar 기본 캐시 TTL 얼마로 정했어?",
             "b", [("a", "replaced")])],
        note="The maintainers' Slack (February) is ingested before the older commits (January)."),

    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh4-07", "en", ["lookalike"], [
        SlackStep("f4_quillon", "product", [
            n("f4_qh_sophie", "2026-03-11 09:05", "Pilot kickoff with St. Brigid's clinic is confirmed for April 6 🎉"),
            m("a", "f4_qh_sophie", "2026-03-11 09:30",
              "Launch platform for the patient app pilot: iOS only. Android waits for the second cohort — the "
              "clinic's waiting-room tablets are all iPads anyway.",
              "patient app pilot: iOS only"),
            n("f4_qh_hannah", "2026-03-11 09:41",
              "Makes sense. Patients with Android phones can still use the web intake form", thread="a"),
            m("b", "f4_qh_marcus", "2026-03-11 14:15",
              "Closing the loop on the analytics thread: the data platform is going to be BigQuery, not Snowflake. "
              "We're already in GCP for the FHIR store and the BAA covers it.",
              "the data platform is going to be BigQuery"),
            n("f4_qh_kwame", "2026-03-11 14:30", "I'll add BigQuery to the data-flow diagram for the PIA", thread="b"),
            n("f4_qh_dana", "2026-03-11 15:00", "unrelated: perf self-reviews are due Friday, please don't be late 🙏"),
        ], topic="Product decisions & pilot"),
    ], [Subj("patient app launch platform", "Which platform does the patient app pilot launch on?",
             "환자 앱 파일럿은 어떤 플랫폼으로 출시해?", "a"),
        Subj("analytics data platform", "Which data platform did we pick for analytics?",
             "분석용 데이터 플랫폼은 뭘로 정했어?", "b")]),

    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh4-08", "en", ["reversal"], [
        MailStep([
            m("a", "f4_bb_sanne", "2026-03-02 10:15",
              "Dear Mr. Park,\n\nThank you for the booking. We have placed your 6x40'HC on MSC ANNA, ETD Busan "
              "14 March, ETA Rotterdam 16 April. Cargo cut-off at BNCT is 12 March 17:00 local time.\n\nPlease send "
              "the VGM and the MSDS for the UN 1993 drums before the 11th.\n\nKind regards,\nSanne Bakker\n"
              "Key Account Manager Asia\nBallast & Beacon Forwarding B.V.",
              "placed your 6x40'HC on MSC ANNA",
              to=("f4_bb_park",), cc=("f4_bb_rui",), subject="Booking HGC-2603 / 6x40HC Busan - Rotterdam"),
            n("f4_bb_park", "2026-03-03 09:40",
              "Dear Sanne,\n\nWell received, thank you. VGM and MSDS will be send tomorrow.\n\nBest regards,\n"
              "Sehoon Park\nHangyeol Chemical Co., Ltd.",
              to=("f4_bb_sanne",), reply_to="a"),
            m("b", "f4_bb_sanne", "2026-03-09 16:50",
              "Dear Mr. Park,\n\nUnfortunately MSC informed us this morning that this week's Busan call is a blank "
              "sailing. We have re-booked the 6 containers on CMA CGM TAGE, ETD Busan 18 March, ETA Rotterdam "
              "21 April. New cut-off is 16 March 12:00.\n\nThere is no extra cost for you, the rate stays the "
              "same.\n\nKind regards,\nSanne",
              "re-booked the 6 containers on CMA CGM TAGE",
              to=("f4_bb_park",), cc=("f4_bb_rui",), reply_to="a"),
            n("f4_bb_park", "2026-03-10 08:30",
              "Noted with thanks. We will inform our customer the new ETA.\n\nSehoon Park",
              to=("f4_bb_sanne",), reply_to="b"),
        ], name="outlook-export", style="outlook", owner="f4_bb_sanne"),
    ], [Subj("vessel for booking HGC-2603", "Which vessel are Hangyeol's six containers (HGC-2603) going on?",
             "한결케미칼 HGC-2603 컨테이너 6개는 어느 배에 싣기로 했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh4-09", "en", ["restatement", "lookalike"], [
        SlackStep("f4_ballast", "ops", [
            n("f4_bb_joost", "2026-03-16 08:31", "goedemorgen. Truck for Maasvlakte is 40 min late, A15 is full again"),
            m("a", "f4_bb_joost", "2026-03-16 09:10",
              "Agreed with Hangyeol Chemical yesterday: they get 7 days free storage in our Waalhaven warehouse, "
              "after that 4.50 EUR per pallet per day.",
              "they get 7 days free storage"),
            m("b", "f4_bb_sanne", "2026-03-16 11:45",
              "For Marisol Foods the free storage is 10 days, because of the reefer backlog at the terminal. "
              "Customer signed it off this morning, after that it's 6 EUR per pallet/day.",
              "Marisol Foods the free storage is 10 days"),
            n("f4_bb_aga", "2026-03-17 14:02", "Customs: T1 for the Marisol reefers is done, containers can leave"),
            n("f4_bb_rui", "2026-03-18 10:15", "who has the key of the small meeting room? door is locked"),
            m("c", "f4_bb_joost", "2026-03-24 09:05",
              "Reminder for everybody who is invoicing: Hangyeol = 7 free days in Waalhaven, not 14 like some of you "
              "put in the draft invoices. Please correct before Friday.",
              "Hangyeol = 7 free days in Waalhaven"),
        ], topic="Daily ops Rotterdam"),
    ], [Subj("Hangyeol Chemical free storage", "How many days of free storage does Hangyeol Chemical get?",
             "한결케미칼 무료 보관 기간은 며칠로 했어?", "a", [("c", "restatement")]),
        Subj("Marisol Foods free storage", "How many free storage days does Marisol Foods get?",
             "마리솔 푸드 무료 보관은 며칠이야?", "b")]),

    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh4-10", "en", ["cancellation"], [
        MailStep([
            m("a", "f4_mh_chu", "2026-02-25 17:20",
              "Dear Ms. Lan,\n\nFollowing your call with our team, I confirm we have booked the traditional Korean "
              "drum performance for the gala dinner on 17 April: 25 minutes, starting 20:15, on the stage of the "
              "Grand Ballroom. The performers' fee (KRW 3,800,000) will be added to your final invoice.\n\n"
              "Best regards,\nYeonggwang Chu\nBanquet Sales Manager | The Marine Hotel Busan",
              "booked the traditional Korean drum performance",
              to=("f4_mh_lan",), subject="VinaPhoton incentive – gala dinner program (17 April)"),
            n("f4_mh_lan", "2026-02-26 10:05",
              "Dear Mr. Chu,\n\nThank you. Our CEO very like this idea. Can the performers also take photo with our "
              "staff after the show?\n\nBest regards,\nLan",
              to=("f4_mh_chu",), reply_to="a"),
            m("b", "f4_mh_lan", "2026-03-20 14:30",
              "Dear Mr. Chu,\n\nSorry for inform you late. Our management has decided to remove the drum "
              "performance from the gala program, because the Korean partner company will do speech and awards at "
              "that time and the program is too long. Please cancel the booking with the performers. We understand "
              "if there is cancellation fee.\n\nBest regards,\nNguyen Thi Lan\nHR & Admin Manager\n"
              "VinaPhoton Electronics",
              "decided to remove the drum performance",
              to=("f4_mh_chu",), reply_to="a"),
            n("f4_mh_chu", "2026-03-20 17:02",
              "Dear Ms. Lan,\n\nWell noted, I have informed the performance team. As it is more than three weeks "
              "before the event, there is no fee.\n\nBest regards,\nYeonggwang Chu",
              to=("f4_mh_lan",), reply_to="b"),
        ], name="mailbox.mbox", style="gmail", owner="f4_mh_chu"),
    ], [Subj("drum performance at the gala", "Is there still a drum performance at the VinaPhoton gala dinner?",
             "비나포톤 갈라 디너에 북 공연 아직 있어?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh4-11", "en", ["restored"], [
        SlackStep("f4_lumen", "tech", [
            n("f4_lf_magnus", "2026-02-02 09:12", "morn. build agent 3 is back, disk was full of shader caches again"),
            m("a", "f4_lf_magnus", "2026-02-02 10:30",
              "Engine decision for launch: we ship 'Saltwind' on Unity 2022.3 LTS. No engine upgrades until after "
              "1.0.",
              "ship 'Saltwind' on Unity 2022.3 LTS", reactions={"white_check_mark": ["f4_lf_ingrid"]}),
            m("b", "f4_lf_magnus", "2026-02-20 15:05",
              "Change of plan — the console cert folks say Unity 6 is required for the Switch 2 SDK. We're upgrading "
              "the project to Unity 6 for launch, branch `engine/unity6` is open.",
              "upgrading the project to Unity 6 for launch"),
            n("f4_lf_eirik", "2026-02-20 15:30", "does this push the Steam Next Fest demo?", thread="b"),
            n("f4_lf_magnus", "2026-02-23 10:02", "testing now. lighting bake times doubled, not great", thread="b"),
            m("c", "f4_lf_magnus", "2026-02-26 11:40",
              "Update on the engine: NextPlay confirmed the Switch 2 port is post-launch. So forget the upgrade, "
              "we're staying on 2022.3 for 1.0 as originally planned. Closing the unity6 branch.",
              "forget the upgrade, we're staying on 2022.3", thread="b"),
            n("f4_lf_ingrid", "2026-02-26 11:45", "phew 😅", thread="b"),
        ], topic="Engine, builds, tools"),
    ], [Subj("engine version for Saltwind 1.0", "Which Unity version is Saltwind shipping on?",
             "Saltwind는 어떤 유니티 버전으로 출시해?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh4-12", "en", ["out_of_order", "reversal"], [
        MailStep([
            m("b", "f4_sr_rohan", "2026-03-05 18:20",
              "Hi Farah,\n\nAfter the impedance-control issue on rev B, Sneha and I discussed and we're going with "
              "Lion Circuits after all for rev C — they have done 6-layer controlled impedance for us before and can "
              "do a 5-day turnaround from Bengaluru. Please raise the PO for 25 boards once Gerbers are uploaded "
              "(Friday).\n\nThanks,\nRohan",
              "we're going with Lion Circuits after all",
              to=("f4_sr_farah",), cc=("f4_sr_sneha",), subject="PCB fab for controller rev C"),
            n("f4_sr_farah", "2026-03-05 18:45",
              "Ok Rohan, will do. Please share the final BOM also, so I can order the stencil together.\n\n"
              "Regards,\nFarah",
              to=("f4_sr_rohan",), reply_to="b"),
        ], name="farah-2026-03.mbox", style="gmail", owner="f4_sr_farah"),
        MailStep([
            m("a", "f4_sr_rohan", "2026-02-11 12:05",
              "Hi Farah,\n\nFor rev C of the controller board let us place the order with JLCPCB, same as rev B. "
              "Cost is much lower and 2 weeks is ok for us this time.\n\nRohan",
              "place the order with JLCPCB", to=("f4_sr_farah",), subject="Controller board rev C – fab house"),
            n("f4_sr_farah", "2026-02-11 14:30", "Noted, will wait for Gerbers.\n\nFarah", to=("f4_sr_rohan",),
              reply_to="a"),
        ], name="farah-2026-02.mbox", style="gmail", owner="f4_sr_farah"),
    ], [Subj("PCB fab house for controller rev C", "Which PCB fab is making the controller board rev C?",
             "컨트롤러 보드 rev C PCB는 어느 업체에 맡기기로 했어?", "b", [("a", "replaced")])],
        note="The March mailbox is ingested before the older February one."),

    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh4-13", "en", ["cancellation"], [
        GitStep(PEBBLEJAR, [
            n("f4_pj_dogyeom", "2026-03-02 23:40", "Add benchmark for sharded eviction\n",
              file=("bench/sharded_test.go", "package bench\n")),
            m("a", "f4_pj_piotr", "2026-03-03 11:10",
              "Deprecate the Redis backend\n\nThe redis/ subpackage has had no maintainer since v2.0 and pulls\n"
              "go-redis into every build. Mark it deprecated in v2.4 and plan removal in v3.\n",
              "Mark it deprecated in v2.4",
              file=("redis/doc.go", "// Deprecated: the Redis backend will be removed in v3.\npackage redis\n")),
            n("f4_pj_elodie", "2026-03-04 09:30",
              "Merge pull request #429 from yuinkmr/sharded-map\n\nSharded map for the in-memory backend\n",
              file=("shard.go", "package pebblejar\n")),
            n("f4_pj_tunde", "2026-03-04 16:20", "Update CHANGELOG for v2.4\n",
              file=("CHANGELOG.md", "## v2.4 (unreleased)\n")),
            m("b", "f4_pj_piotr", "2026-03-09 20:15",
              "Revert \"Deprecate the Redis backend\"\n\nThis reverts commit {sha:a}.\n\nTunde volunteered to "
              "maintain redis/ (see #431) and two downstream\nprojects depend on it, so it is not deprecated after "
              "all.\n",
              "it is not deprecated after", file=("redis/doc.go", "package redis\n")),
        ]),
    ], [Subj("Redis backend deprecation", "Is pebblejar's Redis backend deprecated?",
             "pebblejar Redis 백엔드 deprecate 하기로 했어?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh4-14", "en", ["restored"], [
        GitStep(QUILLON, [
            n("f4_qh_marcus", "2026-01-12 16:05", "Add /intake/v2 endpoint behind feature flag\n",
              file=("app/routes/intake_v2.py", "# behind INTAKE_V2 flag\n")),
            m("a", "f4_qh_marcus", "2026-01-14 10:30",
              "Pin Postgres to 15.6 in docker-compose and CI\n\nRDS is on 15.6; local and CI should match it.\n",
              "Pin Postgres to 15.6", file=("docker-compose.yml", "services:\n  db:\n    image: postgres:15.6\n")),
            m("b", "f4_qh_marcus", "2026-02-03 09:45",
              "Upgrade Postgres to 16.2 everywhere\n\nLocal and CI move to 16.2 today, ahead of the RDS maintenance\n"
              "window on Feb 10 that takes prod to 16.2, so we catch problems first.\n",
              "Local and CI move to 16.2 today",
              file=("docker-compose.yml", "services:\n  db:\n    image: postgres:16.2\n")),
            n("f4_qh_kwame", "2026-02-05 14:00", "Rotate the staging KMS key\n",
              file=("infra/kms.tf", "# rotated 2026-02-05\n")),
            m("c", "f4_qh_dana", "2026-02-09 11:20",
              "Revert \"Upgrade Postgres to 16.2 everywhere\"\n\nThis reverts commit {sha:b}.\n\nThe RDS "
              "major-version upgrade is off for this quarter (pg_partman\nis not supported on 16 in our region "
              "yet). Back to 15.6.\n",
              "major-version upgrade is off for this quarter",
              file=("docker-compose.yml", "services:\n  db:\n    image: postgres:15.6\n")),
        ]),
    ], [Subj("Postgres version", "Which Postgres version do we run locally and in CI?",
             "로컬이랑 CI에서 Postgres 몇 버전 쓰기로 했어?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ================================================================================ Korean
    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh4-15", "ko", ["reversal"], [
        SlackStep("f4_cheongsol", "생산기술", [
            n("f4_cs_baek", "2026-03-03 08:40", "좋은 아침입니다. 오늘 10시 QA 주간회의는 B동 2층 회의실입니다."),
            m("a", "f4_cs_baek", "2026-03-03 10:55",
              "[3라인 세척 밸리데이션]\n- 대상: 3라인 고형제 과립기/타정기\n- 담당: 진소연 과장\n"
              "- 프로토콜 초안: 3/13까지\n- 실시: 3/23 주간",
              "담당: 진소연 과장"),
            n("f4_cs_jin", "2026-03-03 11:10", "네 알겠습니다. 잔류 기준은 2라인 프로토콜 참고하겠습니다.", thread="a"),
            n("f4_cs_jin", "2026-03-05 16:20",
              "팀장님, 저 다음주부터 4주간 본사 기술이전 TF로 차출됐습니다 ㅠ 밸리 일정이랑 겹칠 것 같아요", thread="a"),
            m("b", "f4_cs_baek", "2026-03-06 09:10",
              "공지\n- 3라인 세척 밸리데이션 담당자 변경: 채민혁 주임\n- 진 과장님은 TF 복귀 후 보고서 검토만\n- 일정 변동 없음",
              "세척 밸리데이션 담당자 변경: 채민혁 주임", thread="a"),
            n("f4_cs_chae", "2026-03-06 09:25", "넵 오늘 오후에 인수인계 받겠습니다", thread="a"),
        ], topic="생산기술팀 업무 공유"),
    ], [Subj("3라인 세척 밸리데이션 담당자", "Who owns the line 3 cleaning validation?",
             "3라인 세척 밸리데이션 담당자 누구예요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh4-16", "ko", ["agreement"], [
        MailStep([
            m("a", "f4_cs_lim", "2026-02-12 14:20",
              "청솔제약㈜ 구매팀 나윤슬 대리님께\n\n귀사의 무궁한 발전을 기원합니다.\n\n"
              "1. 최근 알루미늄 원자재(LME) 가격 상승에 따라 PTP 알루미늄 호일(20㎛, 인쇄) 공급단가를 아래와 같이 "
              "조정할 것을 제안드립니다.\n  가. 현행: ㎡당 1,740원\n  나. 조정안: ㎡당 1,820원 (4.6% 인상)\n"
              "  다. 적용 시점: 2026년 4월 1일 입고분부터\n"
              "2. 조정안 적용 시 2026년 12월 말까지 추가 인상 없이 단가를 고정하겠습니다.\n\n"
              "검토 후 회신 부탁드립니다.\n\n임해솔 드림\n㈜바이오팩코리아 영업1부 차장",
              "조정안: ㎡당 1,820원 (4.6% 인상)",
              to=("f4_cs_na",), cc=("f4_cs_baek",),
              subject="[바이오팩코리아] PTP 알루미늄 호일 공급단가 조정 제안의 건"),
            n("f4_cs_na", "2026-02-13 09:30",
              "임해솔 차장님,\n\n제안서 잘 받았습니다. 내부 검토 후 다음 주 중 회신드리겠습니다.\n\n나윤슬 드림",
              to=("f4_cs_lim",), reply_to="a"),
            m("b", "f4_cs_na", "2026-02-20 16:45",
              "임해솔 차장님께\n\n안녕하십니까, 청솔제약 구매팀 나윤슬입니다.\n\n"
              "2월 12일 제안하신 PTP 알루미늄 호일 단가 조정안(4월 1일 입고분부터, 연말까지 고정)에 대해 "
              "내부 결재가 완료되어 동의합니다.\n\n변경 단가가 반영된 견적서와 계약 변경 합의서를 송부해 주시기 "
              "바랍니다.\n\n감사합니다.\n나윤슬 드림\n청솔제약㈜ 구매팀 대리",
              "내부 결재가 완료되어 동의합니다", to=("f4_cs_lim",), cc=("f4_cs_baek",), reply_to="a"),
        ], name="hiworks-export", style="korean", owner="f4_cs_na"),
    ], [Subj("PTP 알루미늄 호일 공급단가", "What price did we accept for PTP aluminium foil from BioPack Korea?",
             "바이오팩코리아 PTP 알루미늄 호일 단가 얼마로 하기로 했어요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh4-17", "ko", ["out_of_order"], [
        SlackStep("f4_cheongsol", "qa-공지", [
            n("f4_cs_do", "2026-03-18 09:00", "식약처 실사 대비 SOP 개정본 3건 EDMS에 올렸습니다. 검토 부탁드립니다."),
            m("b", "f4_cs_baek", "2026-03-18 15:30",
              "[확정] 2026년 상반기 GMP 자체점검 일정 변경\n- 일정: 5/12(화)~5/14(목)\n"
              "- 사유: 4월 식약처 정기실사와 중복\n- 점검반 구성은 기존과 동일",
              "상반기 GMP 자체점검 일정 변경"),
            n("f4_cs_jin", "2026-03-18 15:42", "확인했습니다", thread="b"),
        ], topic="QA 공지"),
        MailStep([
            m("a", "f4_cs_baek", "2026-02-09 11:00",
              "수신: 생산기술팀, RA팀, 구매팀\n발신: 품질보증팀\n\n1. 관련: SOP-QA-014 (자체점검 관리규정)\n"
              "2. 2026년 상반기 GMP 자체점검을 아래와 같이 실시하오니 해당 부서는 수검 준비에 만전을 기해 주시기 "
              "바랍니다.\n  가. 일시: 2026. 4. 7.(화) ~ 4. 9.(목)\n  나. 대상: 고형제동, 품질관리실, 원료 창고\n"
              "  다. 점검반: 품질보증팀 3명, 외부 GMP 컨설턴트 1명\n\n끝.\n\n품질보증팀장 백승호",
              "일시: 2026. 4. 7.(화) ~ 4. 9.(목)",
              to=("f4_cs_jin", "f4_cs_do", "f4_cs_na"), subject="[품질보증팀] 2026년 상반기 GMP 자체점검 실시 계획 알림"),
            n("f4_cs_do", "2026-02-09 13:15",
              "팀장님, RA팀은 4/8 오후에 허가 관련 미팅이 있어 그 시간만 피해 주시면 감사하겠습니다.\n\n도가람 드림",
              to=("f4_cs_baek",), reply_to="a"),
        ], name="hiworks-export", style="korean", owner="f4_cs_do"),
    ], [Subj("상반기 GMP 자체점검 일정", "When is the first-half GMP self-inspection?",
             "상반기 GMP 자체점검 언제 하나요?", "b", [("a", "replaced")])],
        note="The March Slack export is ingested before the older February mail."),

    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh4-18", "ko", ["cancellation"], [
        MailStep([
            m("a", "f4_hb_so", "2026-03-04 10:30",
              "1. 「바람의 지도」 전시와 연계하여 아래와 같이 '작가와의 대화'를 개최하고자 합니다.\n"
              "  가. 일시: 2026. 4. 18.(토) 15:00~16:30\n  나. 장소: 재단 1층 다목적홀\n"
              "  다. 참여 작가: 한지 설치작가 최은설\n  라. 정원: 80명(사전 신청)\n"
              "2. 홍보팀은 3. 20.까지 사전신청 페이지를 열어 주시기 바랍니다.\n\n전시팀 소은정",
              "'작가와의 대화'를 개최하고자 합니다",
              to=("f4_hb_gil", "f4_hb_eo", "f4_hb_ki"),
              subject="[전시팀] 「바람의 지도」 연계 '작가와의 대화' 개최 계획"),
            n("f4_hb_eo", "2026-03-04 14:05",
              "과장님, 신청 페이지는 3/18에 열 수 있습니다. 포스터 시안 먼저 공유드릴게요.\n\n어승민 드림",
              to=("f4_hb_so",), reply_to="a"),
            m("b", "f4_hb_so", "2026-03-27 17:10",
              "관계자 여러분께\n\n참여 작가의 해외 레지던시 일정이 확정되어 4월 중 귀국이 어렵다는 연락을 받았습니다. "
              "이에 따라 4. 18.(토) '작가와의 대화'는 개최하지 않기로 하였습니다. 대체 행사는 없으며, 사전 신청자 "
              "42명에게는 홍보팀에서 안내 문자 발송 부탁드립니다.\n\n전시팀 소은정 드림",
              "'작가와의 대화'는 개최하지 않기로 하였습니다",
              to=("f4_hb_gil", "f4_hb_eo", "f4_hb_ki"), reply_to="a"),
            n("f4_hb_eo", "2026-03-30 09:20", "문자 발송 완료했습니다. 누리집 공지도 내렸습니다.\n\n어승민",
              to=("f4_hb_so",), reply_to="b"),
        ], name="hiworks-export", style="korean", owner="f4_hb_eo"),
    ], [Subj("'작가와의 대화' 행사", "Is the artist talk on April 18 still on?",
             "4월 18일 작가와의 대화 하는 거 맞아요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh4-19", "ko", ["restatement"], [
        SlackStep("f4_hanbit", "전시팀", [
            n("f4_hb_gil", "2026-03-09 09:05", "다들 주말 잘 보내셨나요. 이번 주 이사회 자료는 목요일까지입니다."),
            m("a", "f4_hb_so", "2026-03-09 14:20",
              "「바람의 지도」 작품 운송\n- 업체: ㈜아트로지스 (무진동 항온항습 차량)\n- 반입: 4/6(월) 09시\n"
              "- 보험: 작품가액 기준 동산종합보험, 아트로지스 측 가입",
              "업체: ㈜아트로지스 (무진동 항온항습 차량)"),
            n("f4_hb_ki", "2026-03-09 14:40", "교육팀 도슨트 교육은 4/7부터 가능할까요?", thread="a"),
            n("f4_hb_so", "2026-03-09 14:52", "네 4/7 오후부터 가능합니다", thread="a"),
            n("f4_hb_eo", "2026-03-20 11:00", "보도자료 초안 드라이브에 올렸어요. 사진 캡션 확인 부탁드립니다"),
            m("b", "f4_hb_so", "2026-04-01 09:30",
              "[리마인드] 다음 주 월요일(4/6) 09시 작품 반입 — 운송은 아트로지스에서 진행합니다. 하역 구간 주차 차량 "
              "미리 빼 주세요.",
              "운송은 아트로지스에서 진행합니다"),
        ], topic="전시팀 업무"),
    ], [Subj("「바람의 지도」 작품 운송 업체", "Which company is transporting the artworks for the exhibition?",
             "「바람의 지도」 작품 운송은 어느 업체가 해요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh4-20", "ko", ["lookalike", "reversal"], [
        SlackStep("f4_hanbit", "기획회의", [
            n("f4_hb_gil", "2026-02-16 10:00", "연간 전시 계획 회의 결과 공유합니다."),
            m("a", "f4_hb_gil", "2026-02-16 10:05",
              "2분기 기획전 주제는 '바다의 기억'으로 갑니다. 부산·통영 작가 위주로 섭외.",
              "2분기 기획전 주제는 '바다의 기억'으로"),
            m("b", "f4_hb_gil", "2026-02-16 10:06",
              "3분기 기획전 주제는 '골목의 소리'로 정했습니다. 사운드 아트 중심.",
              "3분기 기획전 주제는 '골목의 소리'로"),
            n("f4_hb_so", "2026-02-24 16:30", "3분기 후보 작가 리스트 시트에 정리해 두었습니다"),
            n("f4_hb_gil", "2026-03-05 15:10",
              "3분기 관련해서 이사장님 피드백 받았는데, 사운드 위주면 관람객 체류 시간이 짧다는 의견입니다"),
            m("c", "f4_hb_gil", "2026-03-06 11:20",
              "3분기 기획전은 '도시의 밤'으로 최종 확정합니다. 미디어아트+사운드 혼합으로 방향 수정.",
              "3분기 기획전은 '도시의 밤'으로 최종"),
            n("f4_hb_so", "2026-03-06 11:34", "네 작가 리스트 다시 정리하겠습니다", thread="c"),
        ], topic="기획회의"),
    ], [Subj("2분기 기획전 주제", "What's the theme of the Q2 exhibition?", "2분기 기획전 주제 뭐로 정했어요?", "a"),
        Subj("3분기 기획전 주제", "What's the theme of the Q3 exhibition?", "3분기 기획전 주제는요?", "c",
             [("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh4-21", "ko", ["reversal"], [
        MailStep([
            m("a", "f4_dn_seonu", "2026-03-12 16:00",
              "㈜대명레미콘 인태경 부장님께\n\n1. 귀사의 무궁한 발전을 기원합니다.\n"
              "2. 당 현장 3층 슬래브 콘크리트 타설과 관련하여 아래와 같이 레미콘을 주문합니다.\n"
              "  가. 일시: 2026. 3. 19.(목) 07:00 타설 개시\n  나. 규격: 25-24-150\n  다. 물량: 약 420㎥ (펌프카 2대)\n"
              "3. 배차 계획 회신 부탁드립니다.\n\n다온건설 화성동탄 현장 공무팀 선우진 드림",
              "2026. 3. 19.(목) 07:00 타설 개시",
              to=("f4_dn_in",), cc=("f4_dn_gam",), subject="[다온건설 화성동탄 현장] 3층 슬래브 타설 레미콘 주문"),
            n("f4_dn_in", "2026-03-13 08:50",
              "선우진 대리님, 주문 접수했습니다. 15분 간격 배차로 계획 잡겠습니다.\n\n인태경 드림",
              to=("f4_dn_seonu",), reply_to="a"),
            m("b", "f4_dn_seonu", "2026-03-17 11:20",
              "인태경 부장님,\n\n기상청 예보상 19일(목) 오전 강수확률이 80%로 올라, 현장소장님과 협의한 결과 "
              "타설일을 3월 23일(월)로 재조정합니다. 개시 시각은 06:30이고 규격·물량은 동일합니다. 배차 변경 "
              "부탁드립니다.\n\n선우진 드림",
              "타설일을 3월 23일(월)로 재조정합니다", to=("f4_dn_in",), cc=("f4_dn_gam",), reply_to="a"),
            n("f4_dn_in", "2026-03-17 13:05", "네 변경 반영했습니다. 첫 차 현장 도착 기준으로 맞추겠습니다.\n\n인태경",
              to=("f4_dn_seonu",), reply_to="b"),
        ], name="hiworks-export", style="korean", owner="f4_dn_seonu"),
    ], [Subj("3층 슬래브 타설 일정", "When is the third-floor slab pour?", "3층 슬래브 타설 언제로 잡혔어요?", "b",
             [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh4-22", "ko", ["restored"], [
        SlackStep("f4_daon", "현장공지", [
            n("f4_dn_bok", "2026-03-02 07:10", "오늘 B동 거푸집 해체 있습니다. 하부 통제 부탁드려요"),
            m("a", "f4_dn_jegal", "2026-03-02 08:30",
              "3월 정기 안전교육 안내\n- 일시: 3/9(월) 07:00~08:00\n- 장소: 현장사무실 컨테이너 회의실\n"
              "- 대상: 전 협력업체 근로자",
              "장소: 현장사무실 컨테이너 회의실"),
            n("f4_dn_gam", "2026-03-02 09:02", "인원 100명 넘을 텐데 컨테이너 좁지 않아?", thread="a"),
            m("b", "f4_dn_jegal", "2026-03-03 13:15", "장소 변경: 함바식당 2층 (소장님 말씀대로 인원이 많아서요)",
              "장소 변경: 함바식당 2층", thread="a"),
            n("f4_dn_bok", "2026-03-05 11:30", "식당 2층은 그날 아침 배식 때문에 7시엔 못 비운다네요", thread="a"),
            m("c", "f4_dn_jegal", "2026-03-05 16:40",
              "그럼 원래대로 컨테이너 회의실에서 진행합니다. 좁으니 의자 추가로 깔아 둘게요.",
              "원래대로 컨테이너 회의실에서 진행합니다", thread="a"),
            n("f4_dn_gam", "2026-03-05 16:52", "ㅇㅋ", thread="a"),
        ], topic="현장 공지 / 안전"),
    ], [Subj("3월 정기 안전교육 장소", "Where is the March safety training being held?",
             "3월 정기 안전교육 어디서 해요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh4-23", "ko", ["agreement"], [
        SlackStep("f4_moa", "ml", [
            n("f4_md_gong", "2026-03-10 10:12", "어제 airflow 스케줄러 또 죽었었음 ㅡㅡ 재시작함"),
            m("a", "f4_md_pyo", "2026-03-10 11:05",
              "실험 트래킹 얘기 나온 김에 제안: 이제 W&B 말고 사내 MLflow 서버 하나로 통일하자. 비용도 그렇고 "
              "고객사 데이터가 밖으로 안 나가는 게 나을 듯. 3월 말까지 옮기는 걸로?",
              "사내 MLflow 서버 하나로 통일하자"),
            n("f4_md_gong", "2026-03-10 11:20", "서버는 내가 k8s에 올릴 수 있음", thread="a"),
            m("b", "f4_md_seol", "2026-03-10 11:40", "ㅇㅋ 좋다 그렇게 가자 👍", "ㅇㅋ 좋다 그렇게 가자", thread="a"),
            n("f4_md_guk", "2026-03-10 13:00", "오늘 점심 누구 회사 앞 쌀국수 갈 사람"),
        ], topic="모델링, 실험"),
    ], [Subj("실험 트래킹 도구", "What are we using for experiment tracking?", "실험 트래킹 뭐 쓰기로 했지?", "a",
             [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh4-24", "ko", ["cancellation"], [
        GitStep(RANKER, [
            n("f4_md_gong", "2026-02-02 15:30", "피처 스토어 스키마에 click_ts 컬럼 추가\n",
              file=("features/schema.sql", "ALTER TABLE events ADD COLUMN click_ts TIMESTAMPTZ;\n")),
            m("a", "f4_md_pyo", "2026-02-04 18:10",
              "랭커 모델 야간 자동 재학습 크론 추가\n\n매일 02:00 KST에 전날 로그로 재학습한 뒤 스테이징에 배포.\n",
              "야간 자동 재학습 크론 추가",
              file=("deploy/cron/retrain.yaml", "schedule: \"0 17 * * *\"\n")),
            n("f4_md_gong", "2026-02-10 11:00", "CI에서 poetry 가상환경 캐시\n",
              file=(".gitlab-ci.yml", "cache:\n  paths: [.venv]\n")),
            m("b", "f4_md_seol", "2026-02-19 20:40",
              "야간 자동 재학습 크론 삭제\n\n데이터 드리프트 검증 없이 매일 배포되는 건 위험하다는 결론.\n"
              "자동 재학습은 당분간 하지 않음. 필요하면 사람이 수동으로 돌린다.\n",
              "자동 재학습은 당분간 하지 않음", file=("deploy/cron/retrain.yaml", "")),
        ]),
    ], [Subj("랭커 야간 자동 재학습", "Do we retrain the ranker automatically every night?",
             "랭커 모델 매일 밤 자동 재학습 하기로 했어?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh4-25", "ko", ["lookalike"], [
        SlackStep("f4_marine", "연회", [
            n("f4_mh_jang", "2026-03-09 09:00", "이번 주 연회 일정표 공유드립니다. 금요일 웨딩 2건 있어요."),
            m("a", "f4_mh_chu", "2026-03-09 10:40",
              "세진정밀 상반기 워크숍(4/10) 연회장은 그랜드볼룸 B로 확정됐습니다. 90명, 교실형 배치입니다.",
              "연회장은 그랜드볼룸 B로 확정됐습니다"),
            n("f4_mh_eun", "2026-03-09 11:00", "4/10 점심은 도시락인가요 뷔페인가요?", thread="a"),
            n("f4_mh_chu", "2026-03-09 11:05", "뷔페입니다 셰프님", thread="a"),
            m("b", "f4_mh_chu", "2026-03-10 15:20",
              "세진테크 창립기념 행사(4/17)는 오션홀로 정했습니다. 60명, 원탁 8개입니다. 세진정밀이랑 헷갈리지 않게 "
              "BEO에 회사명 꼭 풀네임으로 써 주세요!",
              "창립기념 행사(4/17)는 오션홀로 정했습니다"),
            n("f4_mh_byun", "2026-03-10 15:40", "세진테크 쪽 숙박 인원도 있나요?", thread="b"),
        ], topic="연회 일정, BEO"),
    ], [Subj("세진정밀 워크숍 연회장", "Which room is Sejin Precision's workshop in?",
             "세진정밀 워크숍 연회장 어디로 됐어요?", "a"),
        Subj("세진테크 창립기념 행사장", "Where is Sejin Tech's anniversary event?",
             "세진테크 창립기념 행사 어느 홀에서 해요?", "b")]),

    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh4-26", "ko", ["restored"], [
        MailStep([
            m("a", "f4_mh_chu", "2026-04-02 10:10",
              "황보재원 과장님께,\n\n안녕하세요, 더마린호텔 연회 세일즈 추영광입니다.\n"
              "5월 8일(금) 임원 퇴임 기념 만찬은 18:30 시작, 21:00 종료로 진행표에 반영하였습니다. 장소는 3층 "
              "루비홀, 45명 기준입니다.\n\n감사합니다.\n추영광 드림",
              "18:30 시작, 21:00 종료로 진행표에",
              to=("f4_mh_hwangbo",), subject="[더마린호텔] 세진정밀 임원 퇴임 기념 만찬(5/8) 진행 일정"),
            n("f4_mh_hwangbo", "2026-04-02 13:30",
              "추영광 매니저님, 확인했습니다. 메뉴 시식 일정은 따로 연락드리겠습니다.\n\n황보재원 드림",
              to=("f4_mh_chu",), reply_to="a"),
            m("b", "f4_mh_hwangbo", "2026-04-14 14:00",
              "추영광 매니저님,\n\n서울 본사 임원진 KTX 도착이 늦어질 수 있어 만찬 시작을 19:00으로 30분 늦춰 주시기 "
              "바랍니다. 종료는 21:30으로 부탁드립니다.\n\n황보재원 드림",
              "만찬 시작을 19:00으로 30분 늦춰", to=("f4_mh_chu",), reply_to="a"),
            n("f4_mh_chu", "2026-04-14 15:20", "네 과장님, 반영하겠습니다. 주방에도 전달해 두겠습니다.\n\n추영광",
              to=("f4_mh_hwangbo",), reply_to="b"),
            m("c", "f4_mh_hwangbo", "2026-04-16 09:20",
              "추영광 매니저님,\n\n번거롭게 해 드려 죄송합니다. 임원진이 오전 비행기로 내려오시는 걸로 바뀌어서, "
              "만찬은 처음 말씀드린 대로 18시 30분에 시작하면 되겠습니다. 종료도 21시 그대로입니다.\n\n황보재원 드림",
              "처음 말씀드린 대로 18시 30분에 시작하면", to=("f4_mh_chu",), reply_to="b"),
        ], name="hiworks-export", style="korean", owner="f4_mh_chu"),
    ], [Subj("퇴임 기념 만찬 시작 시간", "What time does Sejin Precision's retirement dinner start?",
             "세진정밀 퇴임 기념 만찬 몇 시 시작이에요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 27
    Seq("fresh4-27", "ko", ["restatement", "cancellation"], [
        SlackStep("f4_daon", "공무", [
            n("f4_dn_seonu", "2026-03-23 08:00", "금일 작업: 3층 슬래브 양생, B동 외벽 단열재 반입"),
            m("a", "f4_dn_gam", "2026-03-23 09:10", "4/3(금) 14시 발주처 합동 안전점검 확정. 각 공종 반장님들 참석 필수.",
              "14시 발주처 합동 안전점검 확정"),
            m("b", "f4_dn_gam", "2026-03-23 09:15",
              "4/10(금) 동탄숲초등학교 현장 견학 받기로 했음. 5학년 20명, 인솔은 제갈현 관리자.",
              "동탄숲초등학교 현장 견학 받기로 했음"),
            n("f4_dn_jegal", "2026-03-23 09:40", "견학 동선에 안전펜스 추가 설치 필요합니다", thread="b"),
            n("f4_dn_bok", "2026-03-30 13:20", "타워크레인 정기검사 4/2로 잡혔습니다"),
            m("c", "f4_dn_jegal", "2026-04-01 16:00",
              "[재공지] 4/3(금) 14:00 발주처 합동 안전점검 — 반장님들 안전모·조끼 착용하고 14시 전까지 현장사무실 앞 "
              "집결.",
              "[재공지] 4/3(금) 14:00 발주처 합동 안전점검"),
            m("d", "f4_dn_gam", "2026-04-02 08:20",
              "동탄숲초 견학 건은 학교 측 요청으로 취소됐습니다. 펜스 추가 설치도 안 해도 됨.",
              "견학 건은 학교 측 요청으로 취소됐습니다", thread="b"),
        ], topic="공무 / 일정"),
    ], [Subj("4/3 발주처 합동 안전점검", "When is the joint safety inspection with the client?",
             "발주처 합동 안전점검 언제예요?", "a", [("c", "restatement")]),
        Subj("동탄숲초등학교 현장 견학", "Is the elementary school site visit on April 10 still happening?",
             "4/10 초등학교 현장 견학 하는 거 맞아요?", None, [("b", "cancelled"), ("d", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 28
    Seq("fresh4-28", "ko", ["out_of_order"], [
        SlackStep("f4_daon", "현장공지", [
            n("f4_dn_bok", "2026-04-06 16:50", "내일 레미콘 타설 없습니다. 양생 중"),
            m("b", "f4_dn_gam", "2026-04-06 17:30",
              "내일부터 현장 출입·작업 개시 07:00으로 변경 (인근 아파트 입주 민원). 07시 이전 장비 시동 금지.",
              "현장 출입·작업 개시 07:00으로 변경"),
            n("f4_dn_jegal", "2026-04-06 17:45", "협력업체 단톡방에도 공지 올렸습니다", thread="b"),
        ], topic="현장 공지 / 안전"),
        MailStep([
            m("a", "f4_dn_gam", "2026-01-05 08:10",
              "1. 2026년 현장 운영 기준을 아래와 같이 정하니 협력업체에 전파 바랍니다.\n"
              "  가. 출입 및 작업 개시: 06:30\n  나. 작업 종료: 18:00 (야간작업은 사전 승인)\n"
              "  다. 중식: 11:30~12:30\n\n현장소장 감재필",
              "출입 및 작업 개시: 06:30",
              to=("f4_dn_seonu", "f4_dn_jegal", "f4_dn_bok"), subject="[화성동탄 현장] 2026년 현장 운영 기준"),
            n("f4_dn_seonu", "2026-01-05 10:40", "소장님, 협력업체 12개사에 전달 완료했습니다.\n\n선우진 드림",
              to=("f4_dn_gam",), reply_to="a"),
        ], name="outlook-export", style="outlook", owner="f4_dn_seonu"),
    ], [Subj("현장 작업 개시 시각", "What time does work start on the Dongtan site?", "동탄 현장 작업 개시 몇 시예요?",
             "b", [("a", "replaced")])],
        note="The April Slack export is ingested before the January mail (Outlook, Korean text)."),

    # ================================================================================ mixed / code-switching
    # ------------------------------------------------------------------------------------------ 29
    Seq("fresh4-29", "mixed", ["reversal"], [
        SlackStep("f4_moa", "infra", [
            n("f4_md_arjun", "2026-02-09 10:00", "morning! 오늘 GPU quota 요청 답 왔나요?"),
            m("a", "f4_md_seol", "2026-02-09 11:20",
              "GPU 클라우드는 Lambda로 가자. H100 8장 on-demand, 3월 1일부터. @{f4_md_arjun} contract 검토 부탁",
              "GPU 클라우드는 Lambda로 가자"),
            n("f4_md_arjun", "2026-02-09 11:35", "sure, will check the SLA and the data residency part", thread="a"),
            n("f4_md_arjun", "2026-02-11 14:30",
              "Lambda doesn't have a Korea region, and our 고객사 contract says data can't leave KR 😬 "
              "국내면 NHN Cloud나 KT Cloud 정도?", thread="a"),
            n("f4_md_gong", "2026-02-11 14:41", "NHN은 H100 재고 있다고 들었어요", thread="a"),
            m("b", "f4_md_seol", "2026-02-12 09:45",
              "NHN Cloud로 최종 확정. 3/1 시작 그대로, H100 8장. Arjun, NHN 쪽 견적서 받아서 품의 올려 줘요",
              "NHN Cloud로 최종 확정", thread="a"),
            n("f4_md_arjun", "2026-02-12 09:50", "on it 👍", thread="a"),
        ], topic="infra / GPU / k8s"),
    ], [Subj("GPU cloud vendor", "Which GPU cloud provider are we using from March?",
             "3월부터 GPU 클라우드 어디 쓰기로 했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 30
    Seq("fresh4-30", "mixed", ["out_of_order"], [
        SlackStep("f4_moa", "ml", [
            n("f4_md_guk", "2026-03-16 13:40", "고객사 데모 목요일 4시로 잡혔어요~"),
            m("b", "f4_md_pyo", "2026-03-16 14:10",
              "serving 엔진 vLLM으로 바꾸기로 했어요. TGI는 LoRA adapter hot-swap이 안 돼서 탈락. 이번 주 안에 "
              "Helm chart 교체합니다",
              "serving 엔진 vLLM으로 바꾸기로 했어요"),
            n("f4_md_arjun", "2026-03-16 14:25", "nice, I'll update the Grafana dashboards for vLLM metrics",
              thread="b"),
        ], topic="모델링, 실험"),
        GitStep(RANKER, [
            m("a", "f4_md_arjun", "2026-02-20 17:30",
              "Serve reranker LLM with TGI 2.x (!57)\n\nSwitch the inference deployment to text-generation-inference;\n"
              "benchmarks in docs/serving.md.\n\nMerge request: ml/ranker!57 (approved by @haneul)\n",
              "Serve reranker LLM with TGI 2.x", file=("deploy/helm/values.yaml", "engine: tgi\n")),
            n("f4_md_gong", "2026-02-21 10:15", "Fix feature backfill for January partitions\n",
              file=("features/backfill.py", "# january partitions were skipped\n")),
        ]),
    ], [Subj("LLM serving engine", "Which serving engine does the reranker LLM run on?",
             "리랭커 LLM 서빙 엔진 뭐로 정했어?", "b", [("a", "replaced")])],
        note="The March Slack export is ingested before the older February commits."),

    # ------------------------------------------------------------------------------------------ 31
    Seq("fresh4-31", "mixed", ["agreement"], [
        SlackStep("f4_lumen", "nextplay-saltwind", [
            n("f4_lf_eirik", "2026-03-02 09:10", "Hi all! Closed beta signups passed 12k today 🎉"),
            n("f4_lf_bong", "2026-03-02 17:20", "와 축하드립니다! Korean community 반응도 좋아요"),
            m("a", "f4_lf_bong", "2026-03-03 10:30",
              "Proposal for the KR launch: 한국 출시일을 5월 21일(목)로 잡으면 어떨까요? 어린이날 연휴는 피하고, PC방 "
              "프로모션이 5월 셋째 주부터 가능합니다.",
              "한국 출시일을 5월 21일(목)로 잡으면 어떨까요?"),
            n("f4_lf_myeong", "2026-03-03 08:15",
              "Localization is on track for that — 한글 텍스트 QA는 5월 8일이면 끝나요.", thread="a"),
            m("b", "f4_lf_ingrid", "2026-03-03 09:05", "Sounds good to us. 동의합니다 🙌",
              "Sounds good to us. 동의합니다", thread="a"),
        ], topic="Saltwind × NextPlay (shared channel)"),
    ], [Subj("Korean launch date", "When does Saltwind launch in Korea?", "Saltwind 한국 출시일 언제로 정했어요?",
             "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 32
    Seq("fresh4-32", "mixed", ["cancellation"], [
        MailStep([
            m("a", "f4_lf_bong", "2026-02-18 16:00",
              "Hi Ingrid, Eirik,\n\nGood news — 플레이엑스포(PlayX4) 2026 인디 부스를 확보했습니다. We will have a "
              "3x3m booth in the indie zone, 5월 14~17일 at KINTEX. NextPlay covers the booth fee; Lumenfjord "
              "brings 4 demo PCs and one or two developers.\n\n감사합니다,\n봉준영 (Junyoung Bong)\n"
              "Publishing PM, NextPlay",
              "인디 부스를 확보했습니다",
              to=("f4_lf_ingrid", "f4_lf_eirik"), cc=("f4_lf_myeong",), subject="PlayX4 2026 booth / 플레이엑스포 부스 건"),
            n("f4_lf_ingrid", "2026-02-18 09:40",
              "Fantastic! Magnus and Eirik would fly in. 항공권 미리 알아볼게요 :)\n\nIngrid",
              to=("f4_lf_bong",), cc=("f4_lf_eirik", "f4_lf_myeong"), reply_to="a"),
            m("b", "f4_lf_bong", "2026-03-24 11:40",
              "Hi Ingrid,\n\nI'm sorry to bring bad news. 내부 마케팅 예산이 재조정되면서 PlayX4 부스 참가는 "
              "취소하기로 했습니다. We already notified the organiser and got the deposit back. 다른 오프라인 행사로 "
              "대체할 계획은 현재 없습니다.\n\nBest,\nJunyoung",
              "PlayX4 부스 참가는 취소하기로 했습니다",
              to=("f4_lf_ingrid", "f4_lf_eirik"), cc=("f4_lf_myeong",), reply_to="a"),
            n("f4_lf_eirik", "2026-03-24 08:15",
              "Understood, thanks for telling us early. Good thing we didn't book flights yet!\n\nEirik",
              to=("f4_lf_bong",), reply_to="b"),
        ], name="mailbox.mbox", style="gmail", owner="f4_lf_eirik"),
    ], [Subj("PlayX4 booth", "Are we exhibiting at PlayX4 2026?", "플레이엑스포 2026 부스 나가요?", None,
             [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 33
    Seq("fresh4-33", "mixed", ["restatement", "lookalike"], [
        SlackStep("f4_lumen", "live-ops", [
            n("f4_lf_magnus", "2026-03-09 14:00", "load test tonight 22:00 CET, expect alerts"),
            m("a", "f4_lf_magnus", "2026-03-10 11:00",
              "Server regions decided. KR region: AWS Seoul (ap-northeast-2), hosted under NextPlay's account.",
              "KR region: AWS Seoul (ap-northeast-2)"),
            m("b", "f4_lf_magnus", "2026-03-10 11:02",
              "EU region: Hetzner Falkenstein, our own account. Cheaper egress and the build farm is there already.",
              "EU region: Hetzner Falkenstein, our own account"),
            n("f4_lf_bong", "2026-03-10 19:20", "확인했습니다. 저희 AWS 계정 IAM 권한 Magnus님께 드릴게요", thread="a"),
            n("f4_lf_myeong", "2026-03-12 10:00", "patch notes 번역 오늘 밤에 올릴게요 🌙"),
            m("c", "f4_lf_bong", "2026-03-30 17:15",
              "Reminder 🙏 KR region은 NextPlay AWS 계정(서울 리전)에 올라가는 거 맞습니다 — 런칭 전 보안 심사 때문에 "
              "다른 계정에 띄우시면 안 돼요.",
              "KR region은 NextPlay AWS 계정(서울 리전)에"),
        ], topic="Live ops, servers"),
    ], [Subj("KR region hosting", "Where are Saltwind's Korean servers hosted?", "Saltwind 한국 리전 서버 어디에 올려요?",
             "a", [("c", "restatement")]),
        Subj("EU region hosting", "Where is the EU region hosted?", "EU 리전은 어디서 호스팅해요?", "b")]),

    # ------------------------------------------------------------------------------------------ 34
    Seq("fresh4-34", "mixed", ["restored"], [
        MailStep([
            m("a", "f4_bb_park", "2026-01-13 10:20",
              "Dear Sanne,\n\nFrom January shipments, please issue all freight invoices to Hangyeol Chemical in USD. "
              "Our bank changed the FX contract and USD is easier for us.\n\n(곽다은 대리님 참고: 포워더 인보이스 "
              "통화 USD로 통일 요청했습니다.)\n\nBest regards,\nSehoon Park",
              "freight invoices to Hangyeol Chemical in USD",
              to=("f4_bb_sanne",), cc=("f4_bb_kwak",), subject="Invoice currency for 2026 shipments"),
            n("f4_bb_sanne", "2026-01-13 09:05",
              "Dear Mr. Park,\n\nNoted, our finance team will switch your account to USD from invoice 2026-0011.\n\n"
              "Kind regards,\nSanne",
              to=("f4_bb_park",), cc=("f4_bb_kwak",), reply_to="a"),
            m("b", "f4_bb_park", "2026-02-16 15:00",
              "Dear Sanne,\n\nSorry for the change again. Our CFO decided the European shipments should be invoiced "
              "in EUR from now, to match our customer's payment. Please change to EUR from next invoice.\n\n"
              "곽 대리님, 유럽향은 EUR로 받기로 본부장님 결정 났습니다.\n\nSehoon Park",
              "Please change to EUR from next invoice", to=("f4_bb_sanne",), cc=("f4_bb_kwak",), reply_to="a"),
            m("c", "f4_bb_park", "2026-02-18 09:30",
              "Dear Sanne,\n\nPlease ignore my last mail — 결국 기존대로 USD 유지하기로 했습니다. Our CFO checked the "
              "hedging cost and we keep USD for all freight invoices. Sorry for the confusion!\n\nSehoon Park",
              "결국 기존대로 USD 유지하기로 했습니다", to=("f4_bb_sanne",), cc=("f4_bb_kwak",), reply_to="b"),
            n("f4_bb_sanne", "2026-02-18 08:10",
              "No problem at all, Mr. Park. Nothing was changed yet on our side.\n\nSanne",
              to=("f4_bb_park",), reply_to="c"),
        ], name="outlook-export", style="outlook", owner="f4_bb_sanne"),
    ], [Subj("freight invoice currency for Hangyeol", "In which currency are Hangyeol's freight invoices issued?",
             "한결케미칼 운임 인보이스 통화는 뭐로 하기로 했어요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 35
    Seq("fresh4-35", "mixed", ["out_of_order"], [
        MailStep([
            m("b", "f4_mh_lan", "2026-03-12 11:00",
              "Dear Ms. Sua,\n\nAfter final registration, we confirm 48 rooms (twin share) for 16–19 April, 3 "
              "nights. Rooming list will be send on 1 April.\n\nBest regards,\nNguyen Thi Lan",
              "we confirm 48 rooms (twin share)",
              to=("f4_mh_byun",), cc=("f4_mh_chu",), subject="Room block – VinaPhoton incentive group 16–19 April"),
            n("f4_mh_byun", "2026-03-12 15:30",
              "Dear Ms. Lan,\n\nThank you, well received. The rooming list deadline of 1 April is fine.\n\n"
              "Best regards,\nSua Byun\nReservations | The Marine Hotel Busan",
              to=("f4_mh_lan",), cc=("f4_mh_chu",), reply_to="b"),
        ], name="mailbox.mbox", style="gmail", owner="f4_mh_byun"),
        SlackStep("f4_marine", "객실-연회", [
            m("a", "f4_mh_byun", "2026-02-23 14:00",
              "비나포톤 인센티브 단체 객실 블록 35실로 확정했습니다 (4/16~19, 트윈). 컷오프는 3/16.",
              "객실 블록 35실로 확정했습니다"),
            n("f4_mh_chu", "2026-02-23 14:12", "감사합니다! 갈라는 120명인데 나머지는 시내 호텔 쓴대요", thread="a"),
        ], topic="객실·연회 협업"),
    ], [Subj("VinaPhoton room block", "How many rooms are blocked for the VinaPhoton group?",
             "비나포톤 단체 객실 몇 실 잡았어요?", "b", [("a", "replaced")])],
        note="The client's March mail is ingested before the older February Slack export."),

    # ------------------------------------------------------------------------------------------ 36
    Seq("fresh4-36", "mixed", ["reversal"], [
        SlackStep("f4_cheongsol", "구매", [
            m("a", "f4_cs_na", "2026-02-03 10:20",
              "메트포르민 원료(API) 1분기 발주량 2,000kg으로 확정. Sri Veda에 PO 오늘 나갑니다.",
              "1분기 발주량 2,000kg으로 확정"),
            n("f4_cs_baek", "2026-02-03 10:35", "COA에 잔류용매 항목 꼭 확인해 주세요", thread="a"),
            n("f4_cs_hyeon", "2026-02-23 17:10", "조달청 입찰 추가 낙찰됐습니다!! 메트포르민 정 물량 60% 늘어요"),
        ], topic="구매 / 원부자재"),
        MailStep([
            n("f4_cs_anand", "2026-02-04 09:15",
              "Dear Ms. Na,\n\nThank you for PO CSP-2602-07. Dispatch is planned by sea from Nhava Sheva, ETD "
              "2 March.\n\nWarm regards,\nAnand Venkataraman\nExport Sales Manager\nSri Veda API Ltd.",
              to=("f4_cs_na",), subject="PO CSP-2602-07 – Metformin HCl"),
            m("b", "f4_cs_na", "2026-02-24 16:30",
              "Dear Mr. Anand,\n\nDue to an additional tender award, we need to increase the quantity on PO "
              "CSP-2602-07 to 3,200 kg Metformin HCl. A revised PO will follow today. Please confirm if ETD 2 March "
              "is still possible for the full quantity; otherwise two lots are acceptable.\n\nBest regards,\n"
              "Yunseul Na\nPurchasing, Cheongsol Pharmaceutical",
              "quantity on PO CSP-2602-07 to 3,200 kg",
              to=("f4_cs_anand",), cc=("f4_cs_baek",), subject="PO CSP-2602-07 – quantity revision"),
            n("f4_cs_anand", "2026-02-25 11:00",
              "Dear Ms. Na,\n\nNoted with thanks. We can ship the full 3,200 kg in one lot, ETD 6 March. Revised PI "
              "attached.\n\nWarm regards,\nAnand",
              to=("f4_cs_na",), reply_to="b"),
        ], name="outlook-export", style="outlook", owner="f4_cs_na"),
    ], [Subj("Q1 metformin API order quantity", "How much metformin API are we ordering from Sri Veda for Q1?",
             "1분기 메트포르민 원료 얼마나 발주해요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 37
    Seq("fresh4-37", "mixed", ["restored"], [
        SlackStep("f4_moa", "general", [
            m("a", "f4_md_guk", "2026-03-02 10:20",
              "Daily standup 시간 10:00 KST로 고정할게요. 15분 timebox, 카메라는 자유~",
              "Daily standup 시간 10:00 KST로 고정할게요"),
            n("f4_md_arjun", "2026-03-02 10:25", "👍"),
            m("b", "f4_md_guk", "2026-03-16 18:00",
              "다음 주부터 standup 9:30으로 당깁니다 — 고객사 주간회의가 10시로 옮겨져서요",
              "standup 9:30으로 당깁니다"),
            n("f4_md_arjun", "2026-03-16 18:20", "9:30 is tough for me on Tuesdays (school drop-off) but ok",
              thread="b"),
            n("f4_md_seol", "2026-03-17 14:50", "고객사 회의 다시 11시로 갔대요 ㅋㅋ", thread="b"),
            m("c", "f4_md_guk", "2026-03-17 15:10",
              "아 그럼 never mind — standup은 그냥 10시 그대로 갑니다. 캘린더 원복했어요.",
              "standup은 그냥 10시 그대로 갑니다", thread="b"),
            n("f4_md_arjun", "2026-03-17 15:12", "yay 🙌", thread="b"),
        ], topic="잡담 + 공지"),
    ], [Subj("daily standup time", "What time is the daily standup?", "데일리 스탠드업 몇 시야?", "c",
             [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 38
    Seq("fresh4-38", "mixed", ["lookalike", "reversal"], [
        SlackStep("f4_lumen", "nextplay-saltwind", [
            m("a", "f4_lf_ingrid", "2026-02-09 10:00",
              "Launch platform is Steam (PC) only for 1.0. Consoles come later, no dates promised.",
              "Launch platform is Steam (PC) only"),
            n("f4_lf_bong", "2026-02-09 18:10", "KR 유저들도 Steam 많이 써서 문제없어요", thread="a"),
            m("b", "f4_lf_eirik", "2026-02-09 11:30",
              "Korean community platform: a 한국어 channel on our official Discord, moderated by NextPlay.",
              "a 한국어 channel on our official Discord"),
            n("f4_lf_myeong", "2026-02-20 10:15", "KR 커뮤니티는 디스코드보다 네이버 카페가 훨씬 활발해요… 참고로"),
            n("f4_lf_bong", "2026-02-20 18:30", "맞아요, 국내 유저들은 공식 카페를 더 선호합니다"),
            m("c", "f4_lf_myeong", "2026-02-24 09:40",
              "KR community 건 정리: 네이버 카페로 가기로 했어요 (NextPlay 운영). Discord 한국어 채널은 안 만들어요.",
              "네이버 카페로 가기로 했어요"),
        ], topic="Saltwind × NextPlay (shared channel)"),
    ], [Subj("Saltwind 1.0 launch platform", "Which platform does Saltwind 1.0 launch on?",
             "Saltwind 1.0 어떤 플랫폼으로 출시해요?", "a"),
        Subj("Korean community platform", "Where will the Korean player community live?",
             "한국 유저 커뮤니티는 어디서 운영해요?", "c", [("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 39
    Seq("fresh4-39", "mixed", ["agreement", "cancellation"], [
        SlackStep("f4_pebble", "maintainers", [
            m("a", "f4_pj_dogyeom", "2026-03-18 21:00",
              "Proposal: v2.4 release를 3월 31일로 잡죠. freeze는 3/27. Changelog는 제가 정리할게요.",
              "v2.4 release를 3월 31일로 잡죠"),
            m("b", "f4_pj_elodie", "2026-03-18 09:30", "LGTM 👍 March 31 works for me.",
              "LGTM 👍 March 31 works", thread="a"),
            n("f4_pj_piotr", "2026-03-18 15:10", "+1", thread="a"),
            m("c", "f4_pj_ye", "2026-03-19 10:20",
              "그리고 v2.4 기념 온라인 meetup (4/4 토요일 밤 10시 KST) 하기로 한 거 확정입니다. Zoom 링크는 나중에 "
              "공유할게요",
              "온라인 meetup (4/4 토요일 밤 10시 KST)"),
            n("f4_pj_tunde", "2026-03-19 09:00", "I'll try to join, it's 2pm for me", thread="c"),
            m("d", "f4_pj_dogyeom", "2026-03-27 23:10",
              "meetup은 취소할게요 🙏 신청이 4명뿐이라... 다음에 다시 해 봐요.",
              "meetup은 취소할게요 🙏 신청이", thread="c"),
        ], topic="pebblejar maintainers"),
    ], [Subj("v2.4 release date", "When is pebblejar v2.4 being released?", "pebblejar v2.4 릴리스 언제로 잡았어?", "a",
             [("b", "agreement")]),
        Subj("v2.4 online meetup", "Is the v2.4 online meetup happening?", "v2.4 온라인 밋업 하는 거야?", None,
             [("c", "cancelled"), ("d", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 40
    Seq("fresh4-40", "mixed", ["restatement"], [
        SlackStep("f4_marine", "연회주방", [
            n("f4_mh_eun", "2026-04-06 08:30", "셰프님 오늘 수산물 입고 10시예요"),
            m("a", "f4_mh_luca", "2026-04-06 11:00",
              "Menu for VinaPhoton gala (Apr 17) is final: tasting course — abalone porridge, galbi-jjim, grilled "
              "mackerel, yuja sorbet. No pork in any dish, some guests don't eat it.",
              "Menu for VinaPhoton gala (Apr 17) is final"),
            n("f4_mh_eun", "2026-04-06 11:10", "네 셰프님, 발주서 오늘 넣을게요", thread="a"),
            n("f4_mh_jang", "2026-04-10 09:00", "다음 주 웨딩 시식회 금요일 3시입니다"),
            m("b", "f4_mh_eun", "2026-04-15 16:00",
              "Reminder / 다시 공지: 17일 비나포톤 갈라 메뉴는 전복죽-갈비찜-고등어구이-유자 셔벗 코스, 돼지고기 사용 "
              "금지입니다. Chef Luca 확정본 그대로예요.",
              "17일 비나포톤 갈라 메뉴는 전복죽-갈비찜-고등어구이-유자"),
        ], topic="연회 주방"),
    ], [Subj("VinaPhoton gala menu", "What's on the menu for the VinaPhoton gala dinner?",
             "비나포톤 갈라 디너 메뉴 뭐로 확정됐어요?", "a", [("b", "restatement")])]),

    # ================================================================================ more of each
    # ------------------------------------------------------------------------------------------ 41
    Seq("fresh4-41", "en", ["agreement", "restatement"], [
        MailStep([
            m("a", "f4_qh_kwame", "2026-02-17 13:30",
              "Hi Dana, Marcus,\n\nFollowing the PIA findings, I'd like to propose that application logs which can "
              "contain PHI are kept for 90 days in the hot tier and then deleted — no cold archive. Audit logs (who "
              "opened which chart) are out of scope and stay at 7 years as required.\n\nIf you're both fine with "
              "it, I'll update the policy doc and Marcus can change the bucket lifecycle rules.\n\nKwame",
              "kept for 90 days in the hot tier",
              to=("f4_qh_dana", "f4_qh_marcus"), cc=("f4_qh_hannah",),
              subject="Proposal: retention for application logs containing PHI"),
            n("f4_qh_marcus", "2026-02-17 14:02",
              "Technically trivial on our side, it's one lifecycle rule. Question: does that include the nginx "
              "access logs? They sometimes have MRNs in query strings.\n\nM.",
              to=("f4_qh_kwame",), cc=("f4_qh_dana", "f4_qh_hannah"), reply_to="a"),
            m("b", "f4_qh_dana", "2026-02-18 08:50",
              "Approved from my side — go ahead, and yes, include the nginx access logs.\n\nDana",
              "Approved from my side — go ahead",
              to=("f4_qh_kwame",), cc=("f4_qh_marcus", "f4_qh_hannah"), reply_to="a"),
        ], name="inbox.mbox", style="gmail", owner="f4_qh_kwame"),
        SlackStep("f4_quillon", "security", [
            n("f4_qh_marcus", "2026-03-02 16:45", "lifecycle rule for the logs bucket is deployed to staging"),
            m("c", "f4_qh_kwame", "2026-03-09 10:00",
              "Friendly reminder: PHI-bearing app logs (incl. nginx access logs) live for 90 days max, then they're "
              "gone. Please don't copy them to personal buckets for debugging.",
              "PHI-bearing app logs (incl. nginx access logs)"),
            n("f4_qh_hannah", "2026-03-09 10:20", "does this apply to the clinic's exported PDFs too?", thread="c"),
            n("f4_qh_kwame", "2026-03-09 10:31", "no, those are records, different policy. I'll write it up",
              thread="c"),
        ], topic="Security & privacy"),
    ], [Subj("PHI application log retention", "How long do we keep application logs that may contain PHI?",
             "PHI가 들어갈 수 있는 애플리케이션 로그는 얼마나 보관해?", "a",
             [("b", "agreement"), ("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 42
    Seq("fresh4-42", "en", ["lookalike", "out_of_order"], [
        SlackStep("f4_sahyadri", "service-ops", [
            n("f4_sr_aditya", "2026-03-20 11:30",
              "3 AGVs delivered to the Chakan plant yesterday, customer happy so far 🙏"),
            m("a", "f4_sr_aditya", "2026-03-20 12:00",
              "Service partners finalised. West region (Pune, Chakan, Nashik): Sahyadri in-house team, led by "
              "Nikhil.",
              "West region (Pune, Chakan, Nashik): Sahyadri in-house"),
            m("c", "f4_sr_aditya", "2026-03-20 12:02",
              "South region (Chennai, Hosur, Bengaluru): TechServe Automation, Hosur — contract signed today.",
              "TechServe Automation, Hosur — contract signed today"),
            n("f4_sr_nikhil", "2026-03-20 12:15", "noted. need one more multimeter and a spare LiDAR for the van",
              thread="a"),
        ], topic="Field service"),
        MailStep([
            m("b", "f4_sr_farah", "2026-02-26 15:00",
              "Hi Aditya,\n\nAs discussed, for the South region AMC we will go with Kaveri Robotics Services "
              "(Bengaluru). They quoted ₹1.8 lakh per year per site. I will prepare the draft agreement.\n\n"
              "Regards,\nFarah",
              "we will go with Kaveri Robotics Services", to=("f4_sr_aditya",), subject="South region AMC partner"),
            n("f4_sr_aditya", "2026-02-26 16:10", "Ok, pls prepare the draft. Keep a 30-day exit clause.\n\nAditya",
              to=("f4_sr_farah",), reply_to="b"),
        ], name="farah-2026-02.mbox", style="gmail", owner="f4_sr_farah"),
    ], [Subj("West region service partner", "Who services the AGVs in the West region?",
             "서부 지역 AGV 서비스는 누가 맡아?", "a"),
        Subj("South region service partner", "Who is our service partner for the South region?",
             "남부 지역 서비스 파트너는 어디로 정했어?", "c", [("b", "replaced")])],
        note="The March Slack export is ingested before Farah's older February mailbox."),

    # ------------------------------------------------------------------------------------------ 43
    Seq("fresh4-43", "ko", ["restored"], [
        GitStep(RANKER, [
            n("f4_md_gong", "2026-03-03 10:00", "피처 파이프라인 로그 레벨 정리\n",
              file=("features/logging.yaml", "level: INFO\n")),
            m("a", "f4_md_pyo", "2026-03-04 15:20",
              "추천 API 타임아웃 300ms로 설정\n\n프론트 SLA(p99 400ms)에 맞춰 랭커 호출 타임아웃을 300ms로 고정.\n",
              "추천 API 타임아웃 300ms로 설정", file=("config/serving.yaml", "timeout_ms: 300\n")),
            m("b", "f4_md_gong", "2026-03-11 19:05",
              "추천 API 타임아웃 800ms로 상향\n\n랭커 호출 타임아웃을 800ms로 올림. 신규 모델 p99가 450ms라 300ms에서\n"
              "타임아웃이 다수 발생하고 있음.\n",
              "랭커 호출 타임아웃을 800ms로 올림", file=("config/serving.yaml", "timeout_ms: 800\n")),
            m("c", "f4_md_seol", "2026-03-12 09:30",
              "Revert \"추천 API 타임아웃 800ms로 상향\"\n\nThis reverts commit {sha:b}.\n\n프론트 SLA를 넘기면 안 됨. "
              "타임아웃은 300ms 유지하고 모델 쪽을 경량화하기로 함.\n",
              "타임아웃은 300ms 유지하고 모델 쪽을", file=("config/serving.yaml", "timeout_ms: 300\n")),
        ]),
    ], [Subj("추천 API 타임아웃", "What's the recommendation API timeout?", "추천 API 타임아웃 얼마로 돼 있어?", "c",
             [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 44
    Seq("fresh4-44", "ko", ["lookalike", "agreement", "restatement"], [
        SlackStep("f4_cheongsol", "영업-생산", [
            n("f4_cs_chae", "2026-03-23 08:50", "2공장 정제 코팅기 PM 오늘 오후 2시~5시입니다"),
            m("a", "f4_cs_hyeon", "2026-03-23 10:10",
              "한마음약품 4월 납품 건 제안드립니다. 4/14(화) 오전 일괄 납품 어떨까요? 물류센터 입고 슬롯이 그날 "
              "비어 있다고 합니다.",
              "4/14(화) 오전 일괄 납품 어떨까요?"),
            m("b", "f4_cs_jin", "2026-03-23 10:35", "생산 일정상 가능합니다. 동의합니다.",
              "생산 일정상 가능합니다. 동의합니다.", thread="a"),
            m("c", "f4_cs_hyeon", "2026-03-23 14:00",
              "한마음메디칼 납품은 4/21(화)로 확정됐습니다. 거래처 요청으로 분할 없이 1회 납품.",
              "한마음메디칼 납품은 4/21(화)로 확정됐습니다"),
            n("f4_cs_baek", "2026-03-30 11:00", "출하 전 QA 릴리즈 리스트 업데이트했습니다"),
            m("d", "f4_cs_hyeon", "2026-04-13 09:00",
              "[리마인드] 한마음메디칼은 4/21(화) 1회 일괄 납품입니다. 출하 준비 일정 맞춰 주세요.",
              "[리마인드] 한마음메디칼은 4/21(화) 1회 일괄"),
        ], topic="영업-생산 협의"),
    ], [Subj("한마음약품 4월 납품일", "When do we deliver to Hanmaum Pharm in April?", "한마음약품 4월 납품 언제 해요?",
             "a", [("b", "agreement")]),
        Subj("한마음메디칼 납품일", "When is the Hanmaum Medical delivery?", "한마음메디칼 납품일 언제로 확정됐어요?",
             "c", [("d", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 45
    Seq("fresh4-45", "mixed", ["out_of_order", "cancellation"], [
        SlackStep("f4_lumen", "nextplay-saltwind", [
            n("f4_lf_eirik", "2026-03-25 15:30", "CBT1 survey results are in the drive, 71% would recommend 💙"),
            m("b", "f4_lf_ingrid", "2026-03-25 16:00",
              "Update: 2차 클로즈드 베타는 하지 않기로 했습니다 — we go straight from CBT1 to the Steam Next Fest demo. "
              "Thanks everyone for the signups!",
              "2차 클로즈드 베타는 하지 않기로 했습니다"),
            n("f4_lf_bong", "2026-03-26 00:20", "네 KR 커뮤니티 공지 문구는 제가 준비할게요", thread="b"),
        ], topic="Saltwind × NextPlay (shared channel)"),
        MailStep([
            m("a", "f4_lf_eirik", "2026-02-27 11:00",
              "Hi Junyoung,\n\nConfirming the second closed beta: CBT2 runs 9–16 April, Steam keys for 5,000 "
              "testers (2,000 of them for Korea via NextPlay). 한국어 공지 초안은 서윤 님이 보내 드릴 거예요.\n\n"
              "Cheers,\nEirik",
              "CBT2 runs 9–16 April", to=("f4_lf_bong",), cc=("f4_lf_ingrid", "f4_lf_myeong"),
              subject="Saltwind CBT2 – dates / 2차 CBT 일정"),
            n("f4_lf_bong", "2026-02-27 20:30", "Thanks Eirik! 키 2,000개 잘 받겠습니다.\n\n봉준영",
              to=("f4_lf_eirik",), reply_to="a"),
        ], name="mailbox.mbox", style="gmail", owner="f4_lf_eirik"),
    ], [Subj("second closed beta (CBT2)", "Is there a second closed beta for Saltwind?",
             "Saltwind 2차 클로즈드 베타 하는 거예요?", None, [("a", "cancelled"), ("b", "cancellation")])],
        note="The March Slack export is ingested before the older February mail that announced CBT2."),

    # ------------------------------------------------------------------------------------------ 46
    Seq("fresh4-46", "mixed", ["lookalike", "restatement"], [
        SlackStep("f4_moa", "okr", [
            m("a", "f4_md_seol", "2026-03-30 10:00", "Q2 OKR 확정: 검색 랭커 CTR +8% (baseline은 3월 평균). Owner는 시온.",
              "Q2 OKR 확정: 검색 랭커 CTR +8%"),
            m("b", "f4_md_seol", "2026-03-30 10:03",
              "Q3 OKR도 확정: 랭커 p99 latency 200ms 이하, owner는 Arjun.",
              "Q3 OKR도 확정: 랭커 p99 latency"),
            n("f4_md_arjun", "2026-03-30 10:10", "got it, I'll draft the KRs by Friday", thread="b"),
            n("f4_md_guk", "2026-04-03 17:00", "4월 스프린트 플래닝 월요일 2시!"),
            m("c", "f4_md_guk", "2026-04-06 11:00",
              "Reminder: 이번 분기 OKR은 검색 랭커 CTR +8% 하나뿐이에요. 스프린트 티켓 다 여기에 연결해 주세요 🙏",
              "이번 분기 OKR은 검색 랭커 CTR"),
        ], topic="OKR"),
    ], [Subj("Q2 OKR", "What is the team's Q2 OKR?", "2분기 OKR 뭐로 정했어?", "a", [("c", "restatement")]),
        Subj("Q3 OKR", "What's the Q3 OKR?", "3분기 OKR은 뭐야?", "b")]),

    # ------------------------------------------------------------------------------------------ 47
    Seq("fresh4-47", "mixed", ["agreement"], [
        SlackStep("f4_marine", "연회주방", [
            n("f4_mh_byun", "2026-04-20 10:00", "5월 연휴 객실 점유율 92% 찍었어요 🎉"),
            m("a", "f4_mh_luca", "2026-04-20 14:00",
              "Proposal: from May, weekend brunch buffet closes at 11:00 instead of 10:30 — guests keep arriving at "
              "10:20 and we rush them. We can do it with the current roster.",
              "weekend brunch buffet closes at 11:00"),
            n("f4_mh_eun", "2026-04-20 14:20", "저는 좋아요, 설거지 인력만 30분 더 있으면 돼요", thread="a"),
            m("b", "f4_mh_jang", "2026-04-20 15:10", "좋습니다, 동의해요 👍 5월 첫 주말부터 적용하죠.",
              "좋습니다, 동의해요 👍", thread="a"),
        ], topic="연회 주방"),
    ], [Subj("weekend brunch buffet closing time", "What time does the weekend brunch buffet close from May?",
             "5월부터 주말 브런치 뷔페 몇 시에 마감해요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 48
    Seq("fresh4-48", "mixed", ["restored"], [
        SlackStep("f4_pebble", "maintainers", [
            m("a", "f4_pj_dogyeom", "2026-01-15 22:00", "CI는 계속 GitHub Actions로 가요. macOS runner도 free tier로 충분.",
              "CI는 계속 GitHub Actions로 가요"),
            n("f4_pj_piotr", "2026-01-15 14:30", "👍", thread="a"),
            m("b", "f4_pj_piotr", "2026-02-05 12:00",
              "Decided with Élodie: moving CI to Buildkite — they sponsor OSS and we'd get ARM64 agents. Migration "
              "this weekend.",
              "moving CI to Buildkite"),
            n("f4_pj_ye", "2026-02-05 21:10", "Buildkite agent는 누가 호스팅해요? 저희 쪽 머신?", thread="b"),
            n("f4_pj_piotr", "2026-02-07 09:40",
              "hmm, turns out the OSS sponsorship needs us to host the agents ourselves. that's a no", thread="b"),
            m("c", "f4_pj_dogyeom", "2026-02-07 18:20",
              "그럼 없던 걸로 하고 GitHub Actions 유지합시다. ARM64는 GitHub arm runner (public preview) 써 볼게요.",
              "없던 걸로 하고 GitHub Actions 유지합시다", thread="b"),
        ], topic="pebblejar maintainers"),
    ], [Subj("CI service", "Which CI service does pebblejar use?", "pebblejar CI는 뭐 쓰기로 했어?", "c",
             [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 49
    Seq("fresh4-49", "ko", ["out_of_order", "reversal"], [
        MailStep([
            m("b", "f4_hb_ki", "2026-04-02 10:00",
              "1. 관람객 증가에 따라 「바람의 지도」 전시 해설 운영 시간을 아래와 같이 변경합니다.\n"
              "  가. 변경 후: 평일 11:00, 14:00, 16:00 (1일 3회)\n  나. 주말: 11:00, 13:00, 15:00, 17:00 (1일 4회)\n"
              "  다. 적용: 2026. 4. 7.(화)부터\n2. 홍보팀은 누리집 및 SNS 안내문 수정 바랍니다.\n\n교육팀 기보람",
              "변경 후: 평일 11:00, 14:00, 16:00 (1일 3회)",
              to=("f4_hb_gil", "f4_hb_so", "f4_hb_eo"), subject="[교육팀] 「바람의 지도」 전시 해설 운영 시간 변경 알림"),
            n("f4_hb_eo", "2026-04-02 11:30", "누리집 수정 완료했습니다.\n\n어승민 드림", to=("f4_hb_ki",), reply_to="b"),
        ], name="hiworks-export", style="korean", owner="f4_hb_ki"),
        SlackStep("f4_hanbit", "교육팀", [
            m("a", "f4_hb_ki", "2026-03-16 15:00",
              "도슨트 운영 시간 정했습니다\n- 평일 11시, 15시 (하루 2회)\n- 주말 11시, 14시, 16시\n- 해설사 4명 교대",
              "도슨트 운영 시간 정했습니다"),
            n("f4_hb_so", "2026-03-16 15:20", "좋아요, 안내판에 반영할게요", thread="a"),
        ], topic="교육 프로그램"),
    ], [Subj("전시 해설(도슨트) 운영 시간", "What are the guided tour times for the exhibition?",
             "「바람의 지도」 도슨트 해설 몇 시에 해요?", "b", [("a", "replaced")])],
        note="The April mail is ingested before the older March Slack export."),
]
