"""Fresh6 sequences: an eighth split, the next untouched check after fresh5. Written by a helper who had read only
the data model (``build.py``), the label format (``_supersession_data.py``), the docstring of
``benchmarks/supersession.py`` and the layout of the fresh5 module (its docstring, constants, people and
workspaces, plus its first three sequences) — not the supersession or extraction rules (nothing under ``src/``,
``docs/`` or ``tests/``), not the dev/holdout/fresh/fresh2/fresh3/fresh4 sequences and not the rest of fresh5
(only the per-split counts of languages, sources and patterns in ``labels.jsonl`` were looked at, to match the
proportions). Names of people and teams were checked against the other splits by grep only. The benchmark was
not run on it while it was written. It is for measuring only; never read its failures to tune on it.

Teams (all new, keys prefixed ``f6_``):

* 솔가람재활의학과의원 (an Ulsan rehabilitation clinic; 존댓말 Slack, 공문체 Korean webmail with a medical
  device dealer);
* Harrowgate Freight (a Felixstowe freight forwarder and warehouse; English Slack with a Polish transport
  planner, Outlook mail, a shared channel with the Dutch client Zeewind Home);
* 청람초등학교 (a primary school's teachers; 존댓말 Slack, 공문체 webmail, a travel agency);
* Larchmont Grocers Co-op (a Minneapolis food co-op; casual English Slack, Gmail with a family dairy);
* 우람정밀 (a Changwon CNC parts maker with a plant in Bắc Ninh, Uram Vina; Korean Slack, code-switching
  Korean/English with Vietnamese staff in shared channels and Outlook mail);
* Kōwhai Events (an Auckland event producer; English Slack, and the tour of a K-pop act with the Seoul agency
  하늘소리엔터테인먼트 in code-switching Slack, Gmail, Outlook and Korean webmail);
* 한내군청 문화관광과 (a county office's culture and tourism department running two festivals; 공문체 webmail,
  개조식 Slack, an events agency);
* Ashgrove Credit Union (a Halifax, Nova Scotia credit union; Outlook mail, Slack);
* 희망나눔연대 (a Seoul NGO and its partner in Pokhara, Sahara Community Trust; non-native English on both
  sides, code-switching Slack, Gmail and Korean webmail);
* 달무리 스튜디오 (a Seoul indie game studio and its Warsaw publisher Wrzos Publishing; code-switching Slack,
  Gmail, commits with a revert);
* 서연대학교 해양기후데이터연구실 (a university research lab; Korean Slack, Korean commits with a revert, and
  English/Korean with a collaborator at ETH Zürich);
* ferrule (an open-source Python retry library; maintainers in Madrid, Lagos, Wellington and Seoul; commits
  with a revert, a mailing list, a maintainers' Slack).

Labelling conventions (the same as fresh5's): in a *restored* sequence (X, then Y, then "never mind, we stay
on X") the restoring message is the standing one and both the original X and the Y are ``replaced`` (a
``git revert`` that restores the earlier state is the restoring message); an agreement's standing message
is the proposal, the "LGTM"/"동의합니다"/"Approved" reply is ``agreement``; a reply that agrees with one
proposal and decides something else in the same breath is labelled only as the standing decision on that
other matter (the proposal it agreed to stands, with no agreement ref, so that one message is never both
standing and not standing); a "Reminder: …"/"[리마인드]"/"[재공지]" or a follow-up that only repeats an
earlier decision is ``restatement`` and the original stands; a cancelled subject has ``standing: None``, the
retired decision ``cancelled`` and the retiring message ``cancellation``; in *out_of_order* sequences the
newer export is ingested first and the older message it overrides is ``replaced`` (an older message on a
different, look-alike matter in the same late export stands). A labelled message carries one decision on its
subject (the details that go with it may be in the same message); unlabelled messages are context, chatter,
questions, requests and acknowledgements.
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

SEOUL, LON, AMS, CHI, HCM = "Asia/Seoul", "Europe/London", "Europe/Amsterdam", "America/Chicago", "Asia/Ho_Chi_Minh"
AKL, HFX, KTM, WAW, ZRH = "Pacific/Auckland", "America/Halifax", "Asia/Kathmandu", "Europe/Warsaw", "Europe/Zurich"
MAD, LOS = "Europe/Madrid", "Africa/Lagos"

PEOPLE = {
    # 솔가람재활의학과의원 (Ulsan) + device dealer
    "f6_sg_bong": Person("봉준혁", "jh.bong@solgaram-rehab.co.kr", SEOUL, "junhyuk.bong", "대표원장"),
    "f6_sg_chae": Person("채민서", "ms.chae@solgaram-rehab.co.kr", SEOUL, "minseo", "물리치료실장"),
    "f6_sg_guk": Person("국하늘", "haneul.guk@solgaram-rehab.co.kr", SEOUL, "haneul", "간호팀장"),
    "f6_sg_so": Person("소예담", "yedam.so@solgaram-rehab.co.kr", SEOUL, "yedam", "원무과 주임"),
    "f6_sg_pi": Person("피은호", "eh.pi@baromedi.co.kr", SEOUL, title="㈜바로메디 울산영업소 대리"),
    # Harrowgate Freight (Felixstowe) + client
    "f6_hg_imogen": Person("Imogen Thackeray", "imogen.thackeray@harrowgatefreight.co.uk", LON, "imogen",
                           "Operations Director"),
    "f6_hg_femi": Person("Femi Ogunbiyi", "femi.ogunbiyi@harrowgatefreight.co.uk", LON, "femi",
                         "Customs Compliance Lead"),
    "f6_hg_gareth": Person("Gareth Pryce", "gareth.pryce@harrowgatefreight.co.uk", LON, "gareth", "Warehouse Manager"),
    "f6_hg_tomasz": Person("Tomasz Wrona", "tomasz.wrona@harrowgatefreight.co.uk", LON, "tomasz", "Transport Planner"),
    "f6_hg_lotte": Person("Lotte de Vries", "l.devries@zeewindhome.nl", AMS, "lotte.zeewind",
                          "Logistics Buyer, Zeewind Home BV"),
    # 청람초등학교 + travel agency
    "f6_cr_eo": Person("어정훈", "jh.eo@cheongram.es.kr", SEOUL, "junghoon", "교감"),
    "f6_cr_woo": Person("우소윤", "sy.woo@cheongram.es.kr", SEOUL, "soyoon", "교무부장"),
    "f6_cr_byeon": Person("변하람", "hr.byeon@cheongram.es.kr", SEOUL, "haram", "6학년부장"),
    "f6_cr_in": Person("인서진", "sj.in@cheongram.es.kr", SEOUL, "seojin", "방과후학교 담당 교사"),
    "f6_cr_myeong": Person("명재희", "jh.myeong@cheongram.es.kr", SEOUL, "jaehee", "행정실장"),
    "f6_cr_pyo": Person("표진우", "jw.pyo@pureungil-tour.co.kr", SEOUL, title="㈜푸른길여행 교육여행팀 과장"),
    # Larchmont Grocers Co-op (Minneapolis) + dairy
    "f6_lg_dolores": Person("Dolores Finch", "dolores@larchmontgrocers.coop", CHI, "dolores", "General Manager"),
    "f6_lg_desmond": Person("Desmond Oyelaran", "desmond@larchmontgrocers.coop", CHI, "desmond", "Produce Manager"),
    "f6_lg_maren": Person("Maren Rautio", "maren@larchmontgrocers.coop", CHI, "maren", "Member Services Lead"),
    "f6_lg_walt": Person("Walt Tolliver", "walt@larchmontgrocers.coop", CHI, "walt", "Facilities"),
    "f6_lg_giulia": Person("Giulia Santangelo", "giulia@santangelodairy.com", CHI,
                           title="Santangelo Family Dairy, Northfield MN"),
    # 우람정밀 (Changwon) + Uram Vina (Bắc Ninh)
    "f6_ur_do": Person("도승현", "sh.do@uramprecision.co.kr", SEOUL, "seunghyun.do", "생산기술팀장"),
    "f6_ur_nam": Person("남윤아", "yuna.nam@uramprecision.co.kr", SEOUL, "yuna", "품질보증팀 과장"),
    "f6_ur_gil": Person("길태민", "tm.gil@uramprecision.co.kr", SEOUL, "taemin", "구매팀 대리"),
    "f6_ur_ha": Person("Lê Thu Hà", "ha.lethu@uramvina.com.vn", HCM, "thuha", "Plant Manager, Uram Vina"),
    "f6_ur_bao": Person("Phạm Quốc Bảo", "bao.pham@uramvina.com.vn", HCM, "quocbao", "QC Engineer, Uram Vina"),
    # Kōwhai Events (Auckland) + Seoul agency
    "f6_kw_hinemoa": Person("Hinemoa Ngata", "hinemoa@kowhaievents.co.nz", AKL, "hinemoa", "Executive Producer"),
    "f6_kw_callum": Person("Callum Birchall", "callum@kowhaievents.co.nz", AKL, "callum", "Production Manager"),
    "f6_kw_sina": Person("Sina Faleolo", "sina@kowhaievents.co.nz", AKL, "sina", "Logistics Coordinator"),
    "f6_kw_paeng": Person("팽지원", "jiwon.paeng@haneulsori.com", SEOUL, "jiwon.paeng",
                          "하늘소리엔터테인먼트 해외공연팀 과장"),
    # 한내군청 문화관광과 + events agency
    "f6_hn_ong": Person("옹미란", "mr.ong@hannae.go.kr", SEOUL, "miran", "문화관광과장"),
    "f6_hn_seonwoo": Person("선우혜린", "hr.seonwoo@hannae.go.kr", SEOUL, "hyerin", "축제팀장"),
    "f6_hn_gwak": Person("곽민채", "mc.gwak@hannae.go.kr", SEOUL, "minchae", "주무관"),
    "f6_hn_ha": Person("하태경", "tk.ha@hannae.go.kr", SEOUL, "taekyung", "주무관"),
    "f6_hn_seung": Person("승현아", "hyuna.seung@nuriplan.co.kr", SEOUL, "hyuna.seung", "㈜누리기획 PM"),
    # Ashgrove Credit Union (Halifax, NS)
    "f6_ac_moira": Person("Moira Fennimore", "mfennimore@ashgrovecu.ca", HFX, "moira", "Chief Financial Officer"),
    "f6_ac_anirban": Person("Anirban Chatterjee", "achatterjee@ashgrovecu.ca", HFX, "anirban", "Chief Risk Officer"),
    "f6_ac_colette": Person("Colette Arsenault", "carsenault@ashgrovecu.ca", HFX, "colette",
                            "Member Services Manager"),
    "f6_ac_rhys": Person("Rhys Llewellyn", "rllewellyn@ashgrovecu.ca", HFX, "rhys", "IT Manager"),
    # 희망나눔연대 (Seoul) + Sahara Community Trust (Pokhara)
    "f6_hm_yeom": Person("염소연", "soyeon.yeom@huimangnanum.or.kr", SEOUL, "soyeon", "사무국장"),
    "f6_hm_tan": Person("탄우진", "woojin.tan@huimangnanum.or.kr", SEOUL, "woojin", "해외사업팀 간사"),
    "f6_hm_ra": Person("라미경", "mikyung.ra@huimangnanum.or.kr", SEOUL, "mikyung", "회계 담당"),
    "f6_hm_bishnu": Person("Bishnu Thapa", "bishnu@saharatrust.org.np", KTM, "bishnu",
                           "Program Coordinator, Sahara Community Trust"),
    "f6_hm_sunita": Person("Sunita Gurung", "sunita@saharatrust.org.np", KTM, "sunita",
                           "Finance Officer, Sahara Community Trust"),
    # 달무리 스튜디오 (Seoul) + Wrzos Publishing (Warsaw)
    "f6_dm_eun": Person("은하준", "hajun@dalmuri.studio", SEOUL, "hajun", "대표 / PD"),
    "f6_dm_seol": Person("설아름", "areum@dalmuri.studio", SEOUL, "areum", "클라이언트 프로그래머"),
    "f6_dm_jin": Person("진도하", "doha@dalmuri.studio", SEOUL, "doha", "서버 프로그래머"),
    "f6_dm_zofia": Person("Zofia Krawczyk", "zofia.krawczyk@wrzos.pl", WAW, "zofia.k", "Producer, Wrzos Publishing"),
    "f6_dm_bartosz": Person("Bartosz Wierzbicki", "bartosz.wierzbicki@wrzos.pl", WAW, "bartosz.w",
                            "QA Lead, Wrzos Publishing"),
    # 서연대학교 해양기후데이터연구실 + ETH collaborator
    "f6_sy_chu": Person("추경민", "km.chu@seoyeon.ac.kr", SEOUL, "kyungmin.chu", "교수"),
    "f6_sy_ye": Person("예지후", "jihu.ye@seoyeon.ac.kr", SEOUL, "jihu", "박사과정"),
    "f6_sy_shin": Person("신은채", "eunchae.shin@seoyeon.ac.kr", SEOUL, "eunchae", "석사과정"),
    "f6_sy_annika": Person("Annika Brenner", "annika.brenner@env.ethz.ch", ZRH, "annika", "Postdoc, ETH Zürich"),
    # ferrule (open-source Python retry library)
    "f6_fr_odalys": Person("Odalys Ferrer", "odalys@ferrer.codes", MAD, "odalysf", "maintainer"),
    "f6_fr_adaeze": Person("Adaeze Okonkwo", "adaeze.okonkwo@gmail.com", LOS, "adaezeo", "maintainer"),
    "f6_fr_hamish": Person("Hamish Carmody", "hamish@carmody.nz", AKL, "hcarmody", "maintainer"),
    "f6_fr_haeun": Person("노하은", "haeun.noh@kakao.com", SEOUL, "haeun-noh", "contributor"),
}

WORKSPACES = {
    "f6_solgaram": Workspace("T09F6SGRH1", "solgaram-rehab", ("f6_sg_bong", "f6_sg_chae", "f6_sg_guk", "f6_sg_so")),
    "f6_harrowgate": Workspace("T09F6HGFR3", "harrowgate-freight",
                               ("f6_hg_imogen", "f6_hg_femi", "f6_hg_gareth", "f6_hg_tomasz", "f6_hg_lotte")),
    "f6_cheongram": Workspace("T09F6CRES5", "cheongram-es",
                              ("f6_cr_eo", "f6_cr_woo", "f6_cr_byeon", "f6_cr_in", "f6_cr_myeong")),
    "f6_larchmont": Workspace("T09F6LGCP7", "larchmont-coop",
                              ("f6_lg_dolores", "f6_lg_desmond", "f6_lg_maren", "f6_lg_walt")),
    "f6_uram": Workspace("T09F6URPC2", "uram-precision",
                         ("f6_ur_do", "f6_ur_nam", "f6_ur_gil", "f6_ur_ha", "f6_ur_bao")),
    "f6_kowhai": Workspace("T09F6KWEV4", "kowhai-events",
                           ("f6_kw_hinemoa", "f6_kw_callum", "f6_kw_sina", "f6_kw_paeng")),
    "f6_hannae": Workspace("T09F6HNCT6", "hannae-culture",
                           ("f6_hn_ong", "f6_hn_seonwoo", "f6_hn_gwak", "f6_hn_ha", "f6_hn_seung")),
    "f6_ashgrove": Workspace("T09F6ACCU8", "ashgrove-cu",
                             ("f6_ac_moira", "f6_ac_anirban", "f6_ac_colette", "f6_ac_rhys")),
    "f6_huimang": Workspace("T09F6HMNG0", "huimang-sahara",
                            ("f6_hm_yeom", "f6_hm_tan", "f6_hm_ra", "f6_hm_bishnu", "f6_hm_sunita")),
    "f6_dalmuri": Workspace("T09F6DMST9", "dalmuri-wrzos",
                            ("f6_dm_eun", "f6_dm_seol", "f6_dm_jin", "f6_dm_zofia", "f6_dm_bartosz")),
    "f6_seoyeon": Workspace("T09F6SYOC1", "seoyeon-oceanclimate",
                            ("f6_sy_chu", "f6_sy_ye", "f6_sy_shin", "f6_sy_annika")),
    "f6_ferrule": Workspace("T09F6FRPY3", "ferrule-dev", ("f6_fr_odalys", "f6_fr_adaeze", "f6_fr_hamish", "f6_fr_haeun")),
}

FERRULE = "https://github.com/ferrule-py/ferrule.git"
SST_REPO = "git@git.seoyeon.ac.kr:ocean-climate/sst-anomaly.git"
UPWELLING = "git@github.com:seoyeon-ocean/upwelling-kr-ch.git"
LANTERNFISH = "git@github.com:dalmuri-studio/lanternfish.git"

SEQUENCES: list[Seq] = [
    # ================================================================================ English
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh6-01", "en", ["reversal"], [
        SlackStep("f6_harrowgate", "ops-felixstowe", [
            n("f6_hg_gareth", "2026-02-02 07:48",
              "Morning all. Reach stacker 2 is back from service so yard moves should be quicker today"),
            m("a", "f6_hg_imogen", "2026-02-02 09:15",
              "Zeewind containers ex Felixstowe to Daventry: from w/c 9 Feb Brackley Haulage takes them, £412 per "
              "box all-in. @{f6_hg_tomasz} please send them the booking sheet.",
              "Brackley Haulage takes them"),
            n("f6_hg_tomasz", "2026-02-02 09:31",
              "ok, I send today. They want 48h notice for every booking, is this fine for Zeewind side?", thread="a"),
            n("f6_hg_femi", "2026-02-05 14:10", "FYI the Zeewind paperwork for the February vessels is done, no holds so far"),
            n("f6_hg_tomasz", "2026-02-11 16:22",
              "Brackley missed two collections today, driver shortage they say. Second time this week 😕"),
            n("f6_hg_gareth", "2026-02-11 16:40", "and the Dunelm box sat on the quay all night because of it"),
            m("b", "f6_hg_imogen", "2026-02-12 08:40",
              "Right, enough. Orwell Transport will run the Zeewind boxes to Daventry from Monday 16th. £438 a box "
              "but they actually have drivers. Tomasz can you cancel the remaining Brackley bookings and send Orwell "
              "the sheet.",
              "Orwell Transport will run the Zeewind boxes",
              reactions={"+1": ["f6_hg_tomasz", "f6_hg_gareth"]}),
            n("f6_hg_gareth", "2026-02-12 08:52", "👍 will let the gate know", thread="b"),
        ], topic="Felixstowe yard, haulage, daily ops"),
    ], [Subj("haulier for Zeewind containers from Felixstowe to Daventry",
             "Which haulier moves the Zeewind containers from Felixstowe to Daventry?",
             "펠릭스토우에서 대번트리까지 Zeewind 컨테이너는 어느 운송사가 옮겨?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh6-02", "en", ["cancellation"], [
        MailStep([
            m("a", "f6_lg_dolores", "2026-03-16 10:05",
              "Hi all,\n\nWe're bringing back the spring member potluck: Saturday April 25, 5–8pm, in the community "
              "room upstairs. Maren will take sign-ups at the service desk. Desmond, could produce donate a couple "
              "of veggie trays? Walt, we'll need the folding tables out of storage.\n\nThanks!\nDolores",
              "bringing back the spring member potluck",
              to=("f6_lg_maren", "f6_lg_desmond", "f6_lg_walt"), subject="Member potluck – April 25"),
            n("f6_lg_walt", "2026-03-16 11:20",
              "Tables are fine but the elevator inspection is that week, heads up. Might be stairs only.\n\nWalt",
              to=("f6_lg_dolores",), reply_to="a"),
            n("f6_lg_maren", "2026-03-24 09:02",
              "31 sign-ups already! Lots of people asking if kids are welcome (I said yes?)\n\nMaren",
              to=("f6_lg_dolores",), reply_to="a"),
            m("b", "f6_lg_dolores", "2026-04-08 16:45",
              "Hi everyone,\n\nI'm sorry to say we're calling off the potluck. The elevator failed inspection and won't "
              "be fixed until May, and we can't host upstairs without step-free access. Maren, could you email "
              "everyone who signed up? Maybe something in the fall, nothing planned yet.\n\nDolores",
              "we're calling off the potluck",
              to=("f6_lg_maren", "f6_lg_desmond", "f6_lg_walt"), reply_to="a"),
            n("f6_lg_maren", "2026-04-08 17:10", "Will do. Bummer but the right call.\n\nM.",
              to=("f6_lg_dolores",), reply_to="b"),
        ], name="inbox.mbox", style="gmail", owner="f6_lg_maren"),
    ], [Subj("spring member potluck", "Is the spring member potluck on April 25 still happening?",
             "4월 25일 봄 조합원 포틀럭 행사는 하는 거야?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh6-03", "en", ["restored"], [
        GitStep(FERRULE, [
            n("f6_fr_hamish", "2026-01-06 20:14", "Fix typo in retry_if docstring",
              file=("ferrule/conditions.py", '"""Retry if the predicate returns True."""\n')),
            m("a", "f6_fr_odalys", "2026-01-09 11:40",
              "Use full jitter by default\n\nThe default backoff is now exponential with full jitter (the AWS "
              "architecture blog variant). Users can still pass jitter=None.",
              "exponential with full jitter", file=("ferrule/defaults.py", 'JITTER = "full"\n')),
            n("f6_fr_adaeze", "2026-01-15 16:02", "Add retry_if_status helper for httpx responses (#88)",
              file=("ferrule/contrib/httpx.py", "def retry_if_status(*codes): ...\n")),
            m("b", "f6_fr_haeun", "2026-01-27 22:30",
              "Switch default jitter to 'equal'\n\nFull jitter sometimes gives near-zero waits, which hammered a "
              "rate-limited API in our integration tests. Equal jitter keeps at least half the backoff.",
              "Equal jitter keeps at least half", file=("ferrule/defaults.py", 'JITTER = "equal"\n')),
            n("f6_fr_hamish", "2026-01-29 09:05", "CI: add Python 3.14 to the matrix",
              file=(".github/workflows/ci.yml", "python: ['3.10', '3.11', '3.12', '3.13', '3.14']\n")),
            m("c", "f6_fr_odalys", "2026-02-04 10:20",
              "Revert \"Switch default jitter to 'equal'\"\n\nThis reverts commit {sha:b}.\n\nEqual jitter brought "
              "back the synchronized retry spikes in the thundering-herd benchmark (#97). Full jitter stays the "
              "default; the rate-limit case is better served by honouring Retry-After.",
              "Full jitter stays the default", file=("ferrule/defaults.py", 'JITTER = "full"\n')),
        ]),
    ], [Subj("default backoff jitter", "What jitter does ferrule use by default for backoff?",
             "ferrule 백오프 기본 지터 방식은 뭐야?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh6-04", "en", ["out_of_order"], [
        SlackStep("f6_ashgrove", "member-services", [
            n("f6_ac_colette", "2026-03-02 09:05", "Morning! Bedford opens at 10 today, staff huddle first"),
            m("b", "f6_ac_colette", "2026-03-02 11:30",
              "Quick update from the policy committee: the overdraft fee waiver now covers every member aged 18–25, "
              "not only full-time students. Effective March 9. Please stop asking for enrolment letters 🙂",
              "covers every member aged 18–25"),
            n("f6_ac_rhys", "2026-03-02 11:42", "I'll update the eligibility flag in the core system over the weekend",
              thread="b"),
            n("f6_ac_anirban", "2026-03-03 08:50",
              "Just flagging: at the new scope the waiver costs roughly $38k a year. Committee saw the numbers."),
        ], name="slack-export"),
        MailStep([
            m("a", "f6_ac_moira", "2026-01-19 14:10",
              "Hello all,\n\nStarting February 1, overdraft fees are waived for members who are full-time students at "
              "a Nova Scotia college or university, on presentation of an enrolment letter. Branches should note "
              "the letter in the member file.\n\nMoira Fennimore\nChief Financial Officer",
              "waived for members who are full-time students",
              to=("f6_ac_colette", "f6_ac_anirban", "f6_ac_rhys"), subject="Overdraft fee waiver – student members"),
            n("f6_ac_colette", "2026-01-19 15:02",
              "Thanks Moira. Do part-time students count? We'll get that question a lot.\n\nColette",
              to=("f6_ac_moira",), reply_to="a"),
        ], name="mail", style="outlook", owner="f6_ac_colette"),
    ], [Subj("overdraft fee waiver eligibility", "Who gets the overdraft fee waiver?",
             "당좌대월 수수료 면제는 누가 받을 수 있어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh6-05", "en", ["agreement"], [
        MailStep([
            m("a", "f6_ac_anirban", "2026-02-10 09:20",
              "Moira,\n\nPersonal loans at Bedford and Dartmouth keep getting stuck waiting on head-office sign-off. "
              "I propose we raise the unsecured personal loan approval limit for branch managers from $15,000 to "
              "$25,000; anything above still goes to credit committee. Delinquency in that band has been under 1% "
              "for two years.\n\nHappy to discuss.\n\nAnirban Chatterjee\nChief Risk Officer",
              "raise the unsecured personal loan approval limit",
              to=("f6_ac_moira",), cc=("f6_ac_colette",), subject="Proposal: branch manager approval limit"),
            n("f6_ac_colette", "2026-02-10 10:05",
              "From the branch side this would help a lot. Three members walked last month over the wait.\n\nColette",
              to=("f6_ac_anirban", "f6_ac_moira"), reply_to="a"),
            m("b", "f6_ac_moira", "2026-02-12 16:30",
              "Approved. Please have the lending policy updated and let the branch managers know.\n\nMoira",
              "Approved. Please have the lending policy updated",
              to=("f6_ac_anirban",), cc=("f6_ac_colette",), reply_to="a"),
        ], name="mail", style="outlook", owner="f6_ac_anirban"),
    ], [Subj("branch manager approval limit for unsecured personal loans",
             "What is the branch managers' approval limit for unsecured personal loans?",
             "지점장이 승인할 수 있는 무담보 개인대출 한도가 얼마야?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh6-06", "en", ["restatement"], [
        SlackStep("f6_larchmont", "receiving", [
            n("f6_lg_walt", "2026-05-04 07:10", "Front loading zone on Lake St gets repaved starting next week fyi"),
            m("a", "f6_lg_desmond", "2026-05-04 09:30",
              "Produce deliveries: starting Mon May 11, all trucks go to the back dock on Elm St (not the Lake St "
              "front). Receiving window 6–10am. I've told Hillside and Twin Pines already.",
              "all trucks go to the back dock"),
            n("f6_lg_maren", "2026-05-04 09:41", "does this include the bakery drop?", thread="a"),
            n("f6_lg_desmond", "2026-05-04 09:44", "bakery too yeah", thread="a"),
            n("f6_lg_walt", "2026-05-08 15:00", "cones are out front, paving crew shows up 6am Monday"),
            m("b", "f6_lg_desmond", "2026-05-10 18:20",
              "Reminder for tomorrow: produce and bakery deliveries to the back dock on Elm, 6–10. If a driver pulls "
              "up on Lake please send them around.",
              "Reminder for tomorrow: produce and bakery"),
        ], topic="Deliveries, dock schedule"),
    ], [Subj("where produce deliveries are received during the repaving",
             "Where do produce deliveries go during the repaving?",
             "도로 재포장 기간에 농산물 납품 트럭은 어디로 가?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh6-07", "en", ["lookalike"], [
        SlackStep("f6_harrowgate", "zeewind-account", [
            n("f6_hg_lotte", "2026-03-03 10:12",
              "Hi team, our webshop peaks are moving to the afternoon. Is it possible a later cut-off for same-day? "
              "Now it is 12:00 and we miss many orders."),
            n("f6_hg_gareth", "2026-03-03 09:40", "Let me look at the pick waves and come back to you"),
            m("a", "f6_hg_gareth", "2026-03-04 11:05",
              "Felixstowe: same-day cut-off for Zeewind orders moves to 14:00 from Monday 9 March. Anything released "
              "after 14:00 ships next day.",
              "same-day cut-off for Zeewind orders moves"),
            n("f6_hg_lotte", "2026-03-04 12:30", "Great, thank you! And for Tilbury? The bulky items ship from there."),
            n("f6_hg_imogen", "2026-03-05 08:50",
              "Checking with the Tilbury shift leads, they can probably go later because the trunk leaves at 19:00"),
            m("b", "f6_hg_imogen", "2026-03-06 10:15",
              "Tilbury cross-dock: Zeewind cut-off will be 16:30, trunk departs 19:00. Same start date, 9 March.",
              "Zeewind cut-off will be 16:30"),
            n("f6_hg_lotte", "2026-03-06 11:40", "Perfect 🙏"),
        ], topic="Shared channel with Zeewind Home"),
    ], [Subj("Felixstowe same-day cut-off for Zeewind orders", "What is the same-day order cut-off at Felixstowe for Zeewind?",
             "Zeewind 주문의 펠릭스토우 당일 출고 마감 시간은 몇 시야?", "a"),
        Subj("Tilbury cross-dock cut-off for Zeewind orders", "What is the Zeewind cut-off at the Tilbury cross-dock?",
             "틸버리 크로스독의 Zeewind 주문 마감 시간은 몇 시야?", "b")]),

    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh6-08", "en", ["reversal", "agreement"], [
        SlackStep("f6_kowhai", "harbourside-sounds", [
            m("a", "f6_kw_callum", "2026-02-16 10:05",
              "Proposal for power: go with Aotea Power Hire for the two 200kVA gens plus a backup, $9,850 for the "
              "weekend incl. fuel and a tech on site. The other quote was cheaper but no tech. Hinemoa, good to book?",
              "go with Aotea Power Hire"),
            m("b", "f6_kw_hinemoa", "2026-02-16 10:30", "Yep, approved, book it 👍", "Yep, approved, book it",
              thread="a"),
            n("f6_kw_sina", "2026-02-17 08:15", "Fencing arrives Friday 20th at 2pm, I'll meet the truck"),
            m("c", "f6_kw_callum", "2026-02-18 14:00",
              "Show day crew call: 7:00am at the Queens Wharf gate. Hi-vis + steel caps, no exceptions.",
              "Show day crew call: 7:00am"),
            n("f6_kw_sina", "2026-02-25 11:20",
              "council just emailed: the Quay St closure starts 6:30 not 8, trucks have to be inside before that"),
            m("d", "f6_kw_callum", "2026-02-25 12:05",
              "Ok that changes things. Crew call moves to 6:00am, same gate. Sorry team, coffee's on me ☕",
              "Crew call moves to 6:00am", reactions={"coffee": ["f6_kw_hinemoa", "f6_kw_sina"]}),
        ], topic="Harbourside Sounds, Queens Wharf, 21 March"),
    ], [Subj("generator supplier for Harbourside Sounds", "Who is supplying the generators for Harbourside Sounds?",
             "하버사이드 사운즈 발전기는 어느 업체 걸로 했어?", "a", [("b", "agreement")]),
        Subj("show day crew call time", "What time is crew call on show day?",
             "공연 당일 크루 집합 시간이 몇 시야?", "d", [("c", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh6-09", "en", ["cancellation", "restatement"], [
        MailStep([
            m("a", "f6_fr_hamish", "2026-02-02 21:10",
              "Kia ora all,\n\nLet's start a monthly community call: first Thursday of each month, 20:00 UTC, 45 "
              "minutes, on Jitsi. Agenda lives in a shared pad and anyone can add items. First one is Thursday 5 "
              "March.\n\nHamish",
              "start a monthly community call",
              to=("f6_fr_odalys", "f6_fr_adaeze", "f6_fr_haeun"), subject="[ferrule-dev] Monthly community call"),
            n("f6_fr_adaeze", "2026-02-02 10:30",
              "20:00 UTC is 21:00 in Lagos, works for me. Could we record them for folks in Asia?\n\nAdaeze",
              to=("f6_fr_hamish",), reply_to="a"),
            n("f6_fr_haeun", "2026-02-02 19:05",
              "That is 5am in Seoul 😅 I will watch the recordings. Good idea anyway!",
              to=("f6_fr_hamish",), reply_to="a"),
            m("b", "f6_fr_hamish", "2026-03-03 08:00",
              "Reminder: the first community call is this Thursday, 5 March, 20:00 UTC. Pad:\n"
              "https://pad.ferrule.dev/call-2026-03\n\nHamish",
              "first community call is this Thursday",
              to=("f6_fr_odalys", "f6_fr_adaeze", "f6_fr_haeun"), reply_to="a"),
            n("f6_fr_odalys", "2026-03-06 09:15",
              "Only three of us turned up and two were maintainers. Maybe the time doesn't suit people.\n\nO.",
              to=("f6_fr_hamish",), reply_to="b"),
            m("c", "f6_fr_hamish", "2026-04-14 09:40",
              "Hi all,\n\nAfter two calls with almost nobody, we're dropping the monthly calls. Questions and design "
              "talk go to GitHub Discussions; we'll set up an ad-hoc call when a big change needs one.\n\nHamish",
              "we're dropping the monthly calls",
              to=("f6_fr_odalys", "f6_fr_adaeze", "f6_fr_haeun"), reply_to="b"),
        ], name="ferrule-dev.mbox", style="gmail", owner="f6_fr_odalys"),
    ], [Subj("ferrule monthly community call", "Does ferrule still hold a monthly community call?",
             "ferrule 월간 커뮤니티 콜 아직 해?", None,
             [("a", "cancelled"), ("b", "restatement"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh6-10", "en", ["out_of_order"], [
        MailStep([
            m("b", "f6_hg_imogen", "2026-04-20 15:30",
              "Dear Lotte,\n\nAs discussed on Thursday: from 1 May, import declarations for Zeewind shipments will be "
              "lodged by Portside Customs Ltd under our supervision, not by our in-house team. Femi stays your contact "
              "for any query and the fee per entry remains £28.\n\nKind regards,\nImogen Thackeray\nOperations "
              "Director, Harrowgate Freight",
              "lodged by Portside Customs Ltd",
              to=("f6_hg_lotte",), cc=("f6_hg_femi",), subject="Zeewind import declarations from May"),
            n("f6_hg_lotte", "2026-04-21 09:12",
              "Dear Imogen,\n\nThank you, this is clear. Please send me the EORI of Portside for our "
              "records.\n\nBest regards,\nLotte de Vries",
              to=("f6_hg_imogen",), cc=("f6_hg_femi",), reply_to="b"),
        ], name="mail", style="outlook", owner="f6_hg_femi"),
        SlackStep("f6_harrowgate", "customs", [
            n("f6_hg_femi", "2026-01-12 09:00",
              "New HMRC guidance on commodity codes for upholstered furniture is out, going through it today"),
            m("a", "f6_hg_femi", "2026-01-14 10:20",
              "Zeewind: we keep doing their import declarations in-house on CDS, me plus the two new starters once "
              "they're trained. No broker.",
              "keep doing their import declarations in-house"),
            n("f6_hg_gareth", "2026-01-14 10:35", "👍", thread="a"),
            n("f6_hg_tomasz", "2026-01-15 13:05", "Femi please can you send me the list of the codes you use for sofas"),
        ], name="slack-export"),
    ], [Subj("who lodges Zeewind's import declarations", "Who lodges the import declarations for Zeewind shipments?",
             "Zeewind 화물 수입신고는 누가 하기로 했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh6-11", "en", ["restored"], [
        SlackStep("f6_larchmont", "store-ops", [
            m("a", "f6_lg_dolores", "2026-01-05 08:30",
              "Since new folks keep asking: Sunday hours are 8am–8pm year round, same as every other day.",
              "Sunday hours are 8am–8pm year round"),
            n("f6_lg_maren", "2026-01-05 08:41", "thank you, pinning this"),
            n("f6_lg_walt", "2026-01-14 17:02", "Sunday evening traffic was like 9 people after 6 last week lol"),
            m("b", "f6_lg_dolores", "2026-01-20 10:15",
              "Starting Feb 1, Sunday hours change to 9am–6pm for the rest of winter. Evenings are dead and it "
              "saves a closing shift. Maren can you put it in the newsletter?",
              "Sunday hours change to 9am–6pm"),
            n("f6_lg_walt", "2026-01-20 10:30", "want me to print new door signs?", thread="b"),
            n("f6_lg_maren", "2026-01-27 14:48",
              "uh the comment box is on fire. 80+ notes about Sundays, mostly nurses and shift workers who shop after 6"),
            m("c", "f6_lg_dolores", "2026-01-29 09:05",
              "Ok, never mind on the Sunday change. Members pushed back hard so we're staying 8am–8pm on Sundays. Sorry "
              "for the back and forth, and thanks Maren for collecting all that.",
              "staying 8am–8pm on Sundays", reactions={"heart": ["f6_lg_maren"], "+1": ["f6_lg_desmond"]}),
            n("f6_lg_walt", "2026-01-29 09:12", "tossing the signs then 🙃"),
        ], topic="Store operations"),
    ], [Subj("Sunday store hours", "What are the co-op's Sunday hours?",
             "일요일 매장 영업시간이 어떻게 돼?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh6-12", "en", ["agreement"], [
        SlackStep("f6_ferrule", "maintainers", [
            n("f6_fr_adaeze", "2026-03-10 10:00", "3.9 went EOL in October, we still run it in CI 🙃"),
            m("a", "f6_fr_odalys", "2026-03-10 12:15",
              "Proposal: ferrule 2.0 drops Python 3.9 and requires 3.10+, so we can use match and `X | Y` unions in "
              "the public types. 1.x keeps supporting 3.9.",
              "ferrule 2.0 drops Python 3.9"),
            n("f6_fr_haeun", "2026-03-10 20:30", "how many downloads are still on 3.9? 🤔", thread="a"),
            n("f6_fr_adaeze", "2026-03-10 12:50", "pypistats says about 6% last month", thread="a"),
            m("b", "f6_fr_hamish", "2026-03-11 09:10", "+1, 6% can stay on 1.x. Go for it.",
              "+1, 6% can stay on 1.x", thread="a"),
        ], topic="ferrule maintainers"),
    ], [Subj("minimum Python version for ferrule 2.0", "What is the minimum Python version for ferrule 2.0?",
             "ferrule 2.0 최소 파이썬 버전은 몇이야?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh6-13", "en", ["lookalike"], [
        SlackStep("f6_ashgrove", "branches", [
            m("a", "f6_ac_colette", "2026-04-06 10:00",
              "Dartmouth will open Saturdays 9–1 starting April 18, as a pilot through August. Two tellers + one MSR.",
              "Dartmouth will open Saturdays 9–1"),
            n("f6_ac_anirban", "2026-04-06 10:20", "cash delivery on Saturdays? the armoured car only runs weekdays",
              thread="a"),
            n("f6_ac_colette", "2026-04-06 10:26", "vault holds enough for the weekend, we checked", thread="a"),
            n("f6_ac_moira", "2026-04-07 13:40", "Nice. Could Bedford do the same? Friday lineups there are ridiculous"),
            m("b", "f6_ac_colette", "2026-04-09 11:10",
              "Bedford Saturdays: 10am–2pm from May 2. It has the drive-thru so two staff will do.",
              "Bedford Saturdays: 10am–2pm from May 2"),
            n("f6_ac_rhys", "2026-04-09 11:30", "I'll get the Saturday schedule into the website branch finder"),
        ], topic="Branch network"),
    ], [Subj("Dartmouth branch Saturday hours", "What are the Dartmouth branch's Saturday hours?",
             "다트머스 지점 토요일 영업시간은?", "a"),
        Subj("Bedford branch Saturday hours", "When is the Bedford branch open on Saturdays?",
             "베드퍼드 지점은 토요일에 몇 시부터 몇 시까지 열어?", "b")]),

    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh6-14", "en", ["reversal"], [
        MailStep([
            m("a", "f6_ac_moira", "2026-02-23 11:00",
              "Hello all,\n\nThe 2026 Annual General Meeting will be on Thursday May 21, 7pm, at the Lord Nelson Hotel "
              "(Victoria Room). Notice goes out to members on April 20. Rhys, please plan for a hybrid "
              "stream.\n\nMoira",
              "at the Lord Nelson Hotel",
              to=("f6_ac_colette", "f6_ac_anirban", "f6_ac_rhys"), subject="2026 AGM – date and venue"),
            n("f6_ac_rhys", "2026-02-24 09:15",
              "The hotel wifi was terrible last time, I'll bring our own LTE router.\n\nRhys",
              to=("f6_ac_moira",), reply_to="a"),
            n("f6_ac_colette", "2026-03-09 16:20",
              "Just heard the Victoria Room is double-booked that night. They can offer a smaller room for "
              "80.\n\nColette",
              to=("f6_ac_moira",), reply_to="a"),
            m("b", "f6_ac_moira", "2026-03-10 08:45",
              "All,\n\nWe had 140 members last year, so 80 won't do. The AGM moves to the Halifax Central Library, "
              "Paul O'Regan Hall. Same date and time, May 21 at 7pm. I've released the hotel booking.\n\nMoira",
              "AGM moves to the Halifax Central Library",
              to=("f6_ac_colette", "f6_ac_anirban", "f6_ac_rhys"), reply_to="a"),
            n("f6_ac_anirban", "2026-03-10 09:02", "Good call, and it's fully accessible.\n\nA.",
              to=("f6_ac_moira",), reply_to="b"),
        ], name="mail", style="outlook", owner="f6_ac_rhys"),
    ], [Subj("2026 AGM venue", "Where is the 2026 AGM being held?", "2026년 정기총회는 어디서 해?", "b",
             [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh6-15", "en", ["cancellation"], [
        GitStep(FERRULE, [
            n("f6_fr_adaeze", "2026-04-01 14:20", "Bump pytest to 8.3",
              file=("requirements-dev.txt", "pytest==8.3.5\n")),
            m("a", "f6_fr_odalys", "2026-04-03 17:45",
              "Deprecate the sync Retrying class\n\nferrule.Retrying now emits a DeprecationWarning; it will be "
              "removed in 3.0. Use AsyncRetrying or the @retry decorator, which covers both.",
              "it will be removed in 3.0",
              file=("ferrule/sync.py", "warnings.warn('Retrying is deprecated', DeprecationWarning)\n")),
            n("f6_fr_hamish", "2026-04-09 10:00", "docs: migration notes for the sync class deprecation",
              file=("docs/migration.md", "## Moving off Retrying\n")),
            n("f6_fr_haeun", "2026-04-16 23:10", "Fix retry_if_exception_type with exception groups (#131)",
              file=("ferrule/conditions.py", "# handle BaseExceptionGroup\n")),
            m("b", "f6_fr_odalys", "2026-04-28 12:30",
              "Un-deprecate Retrying\n\nMost downstream users (pip-tools, two cloud SDKs) rely on the sync class, and "
              "the decorator does not cover context-manager use. The DeprecationWarning is gone and the 3.0 removal "
              "is off; Retrying stays a supported API.",
              "the 3.0 removal is off", file=("ferrule/sync.py", "# Retrying: supported\n")),
        ]),
    ], [Subj("removal of the sync Retrying class", "Is ferrule going to remove the sync Retrying class in 3.0?",
             "ferrule 3.0에서 동기 Retrying 클래스 없어져?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh6-16", "en", ["restatement", "lookalike"], [
        MailStep([
            m("a", "f6_fr_odalys", "2026-05-04 10:00",
              "Hi all,\n\nFeature freeze was last Friday. Plan: rc1 on 18 May, and 2.0.0 final ships on Monday 15 June "
              "if no blockers turn up.\n\nOdalys",
              "2.0.0 final ships on Monday 15 June",
              to=("f6_fr_hamish", "f6_fr_adaeze", "f6_fr_haeun"), subject="[ferrule-dev] 2.0 schedule"),
            n("f6_fr_adaeze", "2026-05-04 11:30",
              "Sounds good. What happens to 1.x after that? People will ask.\n\nAdaeze",
              to=("f6_fr_odalys",), reply_to="a"),
            m("b", "f6_fr_hamish", "2026-05-06 08:20",
              "On 1.x: we backport security fixes only, until 31 December 2026, and after that 1.x is unsupported. "
              "I'll put it in the README.\n\nHamish",
              "backport security fixes only, until 31 December",
              to=("f6_fr_odalys", "f6_fr_adaeze", "f6_fr_haeun"), reply_to="a"),
            n("f6_fr_haeun", "2026-05-06 13:00", "Clear. I will add a banner on the docs site.",
              to=("f6_fr_hamish",), reply_to="b"),
            m("c", "f6_fr_odalys", "2026-06-08 09:30",
              "Reminder: 2.0.0 final goes out next Monday, 15 June. Last call for blockers on the tracker.\n\nOdalys",
              "Reminder: 2.0.0 final goes out next Monday",
              to=("f6_fr_hamish", "f6_fr_adaeze", "f6_fr_haeun"), reply_to="a"),
        ], name="ferrule-dev.mbox", style="gmail", owner="f6_fr_adaeze"),
    ], [Subj("ferrule 2.0.0 release date", "When does ferrule 2.0.0 final ship?",
             "ferrule 2.0.0 정식 버전은 언제 나와?", "a", [("c", "restatement")]),
        Subj("security support end for ferrule 1.x", "Until when does ferrule 1.x get security fixes?",
             "ferrule 1.x 보안 패치는 언제까지 해 줘?", "b")]),

    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh6-17", "en", ["out_of_order"], [
        MailStep([
            m("b", "f6_lg_desmond", "2026-02-18 14:05",
              "Hi Giulia,\n\nThanks for the call this morning. To confirm: from the week of March 2, your deliveries to "
              "Larchmont switch to Tuesdays and Fridays, 6–8am at the back dock on Elm. I've adjusted our standing "
              "order to match.\n\nThanks,\nDesmond",
              "switch to Tuesdays and Fridays",
              to=("f6_lg_giulia",), subject="Delivery days from March"),
            n("f6_lg_giulia", "2026-02-18 16:40", "Perfect, see you Tuesday the 3rd!\n\nGiulia",
              to=("f6_lg_desmond",), reply_to="b"),
        ], name="desmond.mbox", style="gmail", owner="f6_lg_desmond"),
        SlackStep("f6_larchmont", "receiving", [
            m("a", "f6_lg_desmond", "2026-01-12 08:10",
              "Dairy: Santangelo comes Mondays and Thursdays, 6–8am. Someone needs to be on the back dock to check "
              "temps.",
              "Santangelo comes Mondays and Thursdays"),
            n("f6_lg_walt", "2026-01-12 08:25", "the dock thermometer is busted btw, ordering a new one", thread="a"),
            n("f6_lg_maren", "2026-01-13 12:00", "anyone seen the blue cart?"),
        ], name="slack-export"),
    ], [Subj("Santangelo dairy delivery days", "On which days does Santangelo Family Dairy deliver?",
             "산탄젤로 유제품은 무슨 요일에 납품해?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh6-18", "en", ["restored"], [
        MailStep([
            m("a", "f6_hg_gareth", "2026-03-02 10:30",
              "All,\n\nFor Zeewind outbound we print our own Harrowgate pallet label (A5, Code128 of the order "
              "number), same as for all retail clients.\n\nGareth",
              "print our own Harrowgate pallet label",
              to=("f6_hg_imogen", "f6_hg_tomasz"), subject="Zeewind outbound pallet labels"),
            m("b", "f6_hg_imogen", "2026-03-16 09:10",
              "Gareth, Tomasz,\n\nZeewind asked for GS1 SSCC labels so their DC can scan pallets straight in. From 23 "
              "March we switch Zeewind outbound to SSCC labels with their company prefix.\n\nImogen",
              "switch Zeewind outbound to SSCC labels",
              to=("f6_hg_gareth", "f6_hg_tomasz"), reply_to="a"),
            n("f6_hg_tomasz", "2026-03-20 15:45",
              "Hello, the SSCC template is not working good with our WMS version, we get wrong check digit on about "
              "1 of 10 labels. Vendor says the update comes in June.\n\nTomasz",
              to=("f6_hg_imogen", "f6_hg_gareth"), reply_to="b"),
            m("c", "f6_hg_imogen", "2026-03-21 08:30",
              "Thanks Tomasz. Then we're back to our own Harrowgate labels for Zeewind until the WMS update lands. "
              "I've told Lotte, their DC will key the order numbers by hand. No SSCC for now.\n\nImogen",
              "back to our own Harrowgate labels",
              to=("f6_hg_gareth", "f6_hg_tomasz"), reply_to="b"),
        ], name="mail", style="outlook", owner="f6_hg_gareth"),
    ], [Subj("pallet labels on Zeewind outbound", "Which pallet labels go on Zeewind outbound pallets?",
             "Zeewind 출고 팔레트에는 어떤 라벨을 붙여?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ================================================================================ Korean
    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh6-19", "ko", ["reversal"], [
        SlackStep("f6_solgaram", "물리치료실", [
            n("f6_sg_chae", "2026-03-03 08:40",
              "좋은 아침입니다~ 오늘 3번 베드 핫팩 기계 점검 오니까 오전엔 2번 베드까지만 써주세요"),
            m("a", "f6_sg_chae", "2026-03-03 13:10",
              "도수치료 예약 간격 안내드립니다.\n- 3월 9일(월)부터 1회 30분 간격으로 예약\n- 초진도 동일하게 30분\n"
              "원무과 예약 화면도 30분 단위로 바꿔주세요 @{f6_sg_so}",
              "1회 30분 간격으로 예약"),
            n("f6_sg_so", "2026-03-03 13:25", "네 실장님, 오늘 중으로 변경해 두겠습니다!", thread="a"),
            n("f6_sg_guk", "2026-03-11 12:50", "치료사 선생님들 점심을 계속 못 드시는 것 같아요 ㅠㅠ 너무 빡빡한 듯"),
            n("f6_sg_bong", "2026-03-12 18:30", "기록 쓸 시간도 없다고 하더라고요. 실장님이 한번 봐주세요"),
            m("b", "f6_sg_chae", "2026-03-13 17:45",
              "도수치료는 다음 주 월요일(16일)부터 40분 간격으로 갑니다. 치료 30분 + 기록·정리 10분 기준이에요. "
              "이미 잡힌 예약은 그대로 두고 신규만 40분으로 받아주세요.",
              "40분 간격으로 갑니다", reactions={"+1": ["f6_sg_so", "f6_sg_guk"]}),
        ], topic="물리치료실 공지·일정"),
    ], [Subj("도수치료 예약 간격", "How far apart are manual therapy appointments booked?",
             "도수치료 예약 간격이 몇 분이에요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh6-20", "ko", ["cancellation"], [
        SlackStep("f6_cheongram", "6학년부", [
            m("a", "f6_cr_byeon", "2026-04-01 09:10",
              "6학년 학부모 공개수업 날(4/23) 수업 끝나고 3시 반에 도서실에서 학부모 간담회 하겠습니다. 담임 선생님들 "
              "모두 참석 부탁드려요.",
              "3시 반에 도서실에서 학부모 간담회"),
            n("f6_cr_in", "2026-04-01 09:30", "도서실은 그날 4시에 방과후 독서논술 있어서 3시 50분까지는 비워주셔야 해요~"),
            n("f6_cr_byeon", "2026-04-01 09:34", "앗 네 알겠습니다, 20분만 하죠 뭐 ㅎㅎ", thread="a"),
            n("f6_cr_woo", "2026-04-14 11:05",
              "교육청 공문 보셨어요? 4월 넷째 주 학부모 대상 행사는 설문 결과 나올 때까지 자제하라고 하네요."),
            m("b", "f6_cr_byeon", "2026-04-15 14:20",
              "공개수업은 예정대로 하고, 수업 후 학부모 간담회는 안 하는 걸로 하겠습니다. 가정통신문에서도 빼겠습니다. "
              "상담 원하시는 분은 개별로 잡아주세요.",
              "수업 후 학부모 간담회는 안 하는 걸로", reactions={"ok_hand": ["f6_cr_eo", "f6_cr_in"]}),
        ], topic="6학년 담임 협의"),
    ], [Subj("6학년 공개수업 후 학부모 간담회", "Is there a parents' meeting after the 6th-grade open class on April 23?",
             "4월 23일 6학년 공개수업 끝나고 학부모 간담회 해요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh6-21", "ko", ["restored"], [
        MailStep([
            m("a", "f6_hn_seonwoo", "2026-08-10 09:30",
              "㈜누리기획 승현아 PM님께\n\n제3회 한내 강변 빛축제 개막식은 9월 18일(금) 19:00, 한내군민체육관에서 "
              "개최합니다.\n좌석 600석 배치안과 무대 설치 일정을 회신하여 주시기 바랍니다.\n\n한내군청 문화관광과 "
              "축제팀장 선우혜린 드림",
              "개막식은 9월 18일(금) 19:00, 한내군민체육관에서",
              to=("f6_hn_seung",), cc=("f6_hn_gwak", "f6_hn_ha"), subject="[한내 강변 빛축제] 개막식 장소 안내"),
            n("f6_hn_seung", "2026-08-11 14:20",
              "안녕하십니까 팀장님, 누리기획 승현아입니다.\n체육관 좌석 배치도 첨부드립니다. 다만 체육관은 조명 연출에 "
              "한계가 있어 강변 야외무대도 함께 검토해 주시면 감사하겠습니다.\n\n승현아 드림",
              to=("f6_hn_seonwoo",), reply_to="a"),
            m("b", "f6_hn_seonwoo", "2026-08-24 10:10",
              "승현아 PM님,\n\n내부 검토 결과 축제 취지에 맞게 개막식 장소를 한내천 둔치 특설무대로 변경합니다.\n"
              "일시는 동일(9. 18. 19:00)하며, 우천 대비 천막 설치 계획을 함께 보내주시기 바랍니다.\n\n선우혜린 드림",
              "한내천 둔치 특설무대로 변경합니다",
              to=("f6_hn_seung",), cc=("f6_hn_gwak", "f6_hn_ha"), reply_to="a"),
            n("f6_hn_gwak", "2026-09-10 16:00",
              "팀장님, 기상청 중기예보상 9월 18일 강수확률 70%입니다. 참고 부탁드립니다.\n\n곽민채 드림",
              to=("f6_hn_seonwoo",), reply_to="b"),
            m("c", "f6_hn_seonwoo", "2026-09-14 11:30",
              "승현아 PM님,\n\n개막 당일 비 예보로 개막식은 당초대로 군민체육관에서 진행합니다. 둔치 특설무대는 설치하지 "
              "않으며, 체육관 좌석 600석 배치안으로 준비하여 주시기 바랍니다.\n\n선우혜린 드림",
              "당초대로 군민체육관에서 진행합니다",
              to=("f6_hn_seung",), cc=("f6_hn_gwak", "f6_hn_ha"), reply_to="b"),
        ], name="mail", style="korean", owner="f6_hn_gwak"),
    ], [Subj("빛축제 개막식 장소", "Where is the opening ceremony of the Hannae riverside light festival?",
             "한내 강변 빛축제 개막식은 어디서 해요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh6-22", "ko", ["out_of_order"], [
        MailStep([
            n("f6_cr_pyo", "2026-04-02 15:20",
              "청람초등학교 변하람 부장님, 명재희 실장님께\n\n안녕하십니까, ㈜푸른길여행 표진우입니다.\n기존 예약하신 경주 "
              "화랑유스호스텔이 5월 소방시설 공사로 객실 일부 사용이 어렵다는 연락을 받았습니다. 대체 숙소로 "
              "'토함산 청소년수련원'(4인 1실, 42실)을 제안드립니다. 1인 1박 요금은 동일합니다.\n\n표진우 드림",
              to=("f6_cr_byeon", "f6_cr_myeong"), subject="[푸른길여행] 청람초 6학년 경주 수학여행 숙소 변경 건"),
            m("b", "f6_cr_byeon", "2026-04-03 10:40",
              "표진우 과장님께\n\n학교 내부 협의 결과 수학여행 숙소는 토함산 청소년수련원으로 확정합니다. 객실 배정표는 "
              "4월 10일까지 보내드리겠습니다.\n\n청람초등학교 6학년부장 변하람 드림",
              "토함산 청소년수련원으로 확정합니다",
              to=("f6_cr_pyo",), cc=("f6_cr_myeong",), reply_to="_fresh6-22_mail_0"),
        ], name="mail", style="korean", owner="f6_cr_myeong"),
        SlackStep("f6_cheongram", "6학년부", [
            m("a", "f6_cr_byeon", "2026-03-05 16:30",
              "수학여행 숙소는 경주 화랑유스호스텔로 정했어요. 5월 20~22일 2박 3일, 4인 1실입니다.",
              "경주 화랑유스호스텔로 정했어요"),
            n("f6_cr_eo", "2026-03-05 16:42", "버스는 몇 대 잡으셨어요?", thread="a"),
            n("f6_cr_byeon", "2026-03-05 16:45", "4대요!", thread="a"),
            n("f6_cr_myeong", "2026-03-06 09:00", "계약서 도장 받으러 내일 여행사 분 오신대요"),
        ], name="slack-export"),
    ], [Subj("6학년 수학여행 숙소", "Where are the 6th graders staying on the Gyeongju school trip?",
             "6학년 경주 수학여행 숙소는 어디로 정해졌어요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh6-23", "ko", ["agreement"], [
        SlackStep("f6_solgaram", "운영", [
            n("f6_sg_so", "2026-05-06 18:10", "원장님 이번 달 화·목 야간진료(~21시) 환자 수가 평균 28명이에요"),
            m("a", "f6_sg_guk", "2026-05-07 10:20",
              "제안드립니다. 화·목 야간진료에 간호 인력을 1명에서 2명으로 늘리면 좋겠습니다. 주사실이랑 접수 보조가 같이 "
              "몰려서 대기 시간이 길어요. 6월부터 시행하고, 추가 인력은 시간제로 뽑는 방안입니다.",
              "간호 인력을 1명에서 2명으로 늘리면"),
            m("b", "f6_sg_bong", "2026-05-07 13:05", "네 그렇게 하시죠. 채용 공고 진행해 주세요 👍",
              "네 그렇게 하시죠. 채용 공고", thread="a"),
            n("f6_sg_so", "2026-05-07 13:20", "공고 문구 초안 제가 써볼게요~", thread="a"),
        ], topic="병원 운영"),
    ], [Subj("화·목 야간진료 간호 인력", "How many nurses work the Tuesday and Thursday evening clinic?",
             "화·목 야간진료 간호 인력은 몇 명으로 해요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh6-24", "ko", ["restatement"], [
        SlackStep("f6_hannae", "빛축제-tf", [
            m("a", "f6_hn_gwak", "2026-08-26 10:00",
              "[공지] 빛축제 자원봉사자 사전교육\n- 일시: 9. 3.(목) 14:00~16:00\n- 장소: 군청 4층 대회의실\n"
              "- 대상: 자원봉사자 120명 전원\n- 준비물: 신분증 (조끼·명찰은 현장 배부)",
              "[공지] 빛축제 자원봉사자 사전교육"),
            n("f6_hn_ha", "2026-08-26 10:15", "대회의실 빔프로젝터 예약해 두겠습니다"),
            n("f6_hn_seonwoo", "2026-08-26 10:40", "교육 자료는 작년 거에서 동선만 수정해 주세요", thread="a"),
            n("f6_hn_gwak", "2026-09-01 16:40", "봉사자 출석 명단 엑셀 공유드렸습니다"),
            m("b", "f6_hn_gwak", "2026-09-02 17:30",
              "[재공지] 내일(9/3, 목) 14시 대회의실 자원봉사자 사전교육 예정대로 진행합니다. 신분증 꼭 지참 부탁드립니다.",
              "[재공지] 내일(9/3, 목) 14시 대회의실"),
        ], topic="제3회 한내 강변 빛축제 TF"),
    ], [Subj("빛축제 자원봉사자 사전교육 일정", "When and where is the volunteer pre-training for the light festival?",
             "빛축제 자원봉사자 사전교육 언제 어디서 해요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh6-25", "ko", ["lookalike"], [
        SlackStep("f6_cheongram", "교무", [
            n("f6_cr_woo", "2026-03-16 08:50", "학년별 현장체험학습 일정 이번 주 안에 알려주세요~ 버스 계약해야 해서요"),
            m("a", "f6_cr_woo", "2026-03-18 15:00",
              "3·4학년 현장체험학습은 5월 8일(금) 서울어린이대공원으로 갑니다. 버스 6대.",
              "3·4학년 현장체험학습은 5월 8일(금)"),
            n("f6_cr_myeong", "2026-03-18 15:20", "버스 견적 세 군데 받아볼게요", thread="a"),
            m("b", "f6_cr_byeon", "2026-03-19 11:30",
              "5·6학년은 6월 12일 금요일 국립과천과학관으로 확정이에요. 버스는 7대 필요합니다.",
              "5·6학년은 6월 12일 금요일"),
            n("f6_cr_woo", "2026-03-19 11:41", "넵 감사합니다!", thread="b"),
        ], topic="교무 협의"),
    ], [Subj("3·4학년 현장체험학습", "When and where is the 3rd–4th grade field trip?",
             "3·4학년 현장체험학습 날짜랑 장소가 어떻게 돼요?", "a"),
        Subj("5·6학년 현장체험학습", "When and where is the 5th–6th grade field trip?",
             "5·6학년 현장체험학습은 언제, 어디로 가요?", "b")]),

    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh6-26", "ko", ["reversal", "restatement"], [
        SlackStep("f6_seoyeon", "lab-일반", [
            m("a", "f6_sy_chu", "2026-03-03 09:00",
              "이번 학기 랩미팅은 화요일 오전 10시, 공학관 512호에서 합니다. 발표 순서는 지후 씨가 정리해 주세요.",
              "랩미팅은 화요일 오전 10시"),
            n("f6_sy_ye", "2026-03-03 09:12", "네 교수님, 순서표 오늘 올리겠습니다.", thread="a"),
            n("f6_sy_shin", "2026-03-04 13:30", "선배 화요일 10시에 저 대학원 필수과목 있는데 ㅠㅠ 어떡하죠"),
            n("f6_sy_ye", "2026-03-04 13:34", "내가 교수님께 말씀드려 볼게"),
            m("b", "f6_sy_chu", "2026-03-05 18:10",
              "랩미팅 목요일 오전 10시로 옮깁니다. 장소는 같고요, 다음 주부터 적용.",
              "랩미팅 목요일 오전 10시로 옮깁니다"),
            n("f6_sy_shin", "2026-03-05 18:20", "감사합니다 교수님 🙇‍♀️", thread="b"),
            m("c", "f6_sy_ye", "2026-03-11 17:00",
              "내일(목) 10시 랩미팅 잊지 마세요~ 512호입니다. 첫 발표는 은채",
              "내일(목) 10시 랩미팅 잊지 마세요~"),
        ], topic="연구실 공지"),
    ], [Subj("랩미팅 요일과 시간", "When is the weekly lab meeting this semester?",
             "이번 학기 랩미팅 언제 해요?", "b", [("a", "replaced"), ("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 27
    Seq("fresh6-27", "ko", ["cancellation"], [
        MailStep([
            m("a", "f6_sg_chae", "2026-06-02 10:15",
              "㈜바로메디 피은호 대리님께\n\n안녕하십니까, 솔가람재활의학과의원 물리치료실장 채민서입니다.\n지난번 말씀하신 "
              "신형 체외충격파 치료기 시연을 6월 17일(수) 오후 2시에 본원 물리치료실에서 받고자 합니다. 치료사 4명 참석 "
              "예정입니다.\n\n채민서 드림",
              "6월 17일(수) 오후 2시에 본원",
              to=("f6_sg_pi",), subject="체외충격파 치료기 시연 요청"),
            n("f6_sg_pi", "2026-06-02 14:40",
              "채민서 실장님,\n\n안녕하십니까. 요청하신 일정에 시연 가능합니다. 장비는 당일 13시에 반입하겠습니다.\n\n"
              "㈜바로메디 피은호 드림",
              to=("f6_sg_chae",), reply_to="a"),
            m("b", "f6_sg_chae", "2026-06-12 09:20",
              "피은호 대리님,\n\n원장님과 상의한 결과 올해는 장비 추가 구매 계획이 없어 6월 17일 시연은 취소하고자 합니다. "
              "일정 잡아주셨는데 죄송합니다.\n\n채민서 드림",
              "6월 17일 시연은 취소하고자 합니다",
              to=("f6_sg_pi",), reply_to="a"),
            n("f6_sg_pi", "2026-06-12 11:05",
              "네 실장님, 잘 알겠습니다. 내년 예산 편성하실 때 다시 연락드리겠습니다.\n\n피은호 드림",
              to=("f6_sg_chae",), reply_to="b"),
        ], name="mail", style="korean", owner="f6_sg_chae"),
    ], [Subj("체외충격파 치료기 시연", "Is the shockwave therapy device demo on June 17 still on?",
             "6월 17일 체외충격파 치료기 시연 하나요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 28
    Seq("fresh6-28", "ko", ["agreement"], [
        MailStep([
            m("a", "f6_hn_seung", "2026-08-31 16:00",
              "선우혜린 팀장님께\n\n누리기획 승현아입니다. 축제 기간 셔틀버스 운영안을 아래와 같이 제안드립니다.\n\n"
              "1. 노선: 한내터미널 ↔ 한내천 둔치 주차장 ↔ 행사장\n2. 차량: 45인승 3대, 20분 간격\n"
              "3. 운행시간: 17:00~22:30\n4. 비용: 1일 2,850,000원(부가세 별도)\n\n검토 후 회신 부탁드립니다.\n\n승현아 드림",
              "45인승 3대, 20분 간격",
              to=("f6_hn_seonwoo",), cc=("f6_hn_gwak",), subject="[빛축제] 셔틀버스 운영(안) 검토 요청"),
            n("f6_hn_gwak", "2026-09-01 09:30",
              "팀장님, 작년 셔틀 이용객이 일 평균 1,900명이었습니다. 3대면 충분할 것으로 보입니다.\n\n곽민채 드림",
              to=("f6_hn_seonwoo",), reply_to="a", quote=False),
            m("b", "f6_hn_seonwoo", "2026-09-02 10:50",
              "승현아 PM님,\n\n제출하신 셔틀버스 운영(안) 검토하였으며, 안대로 진행하여 주시기 바랍니다. 계약 관련 서류는 "
              "곽민채 주무관이 따로 안내드릴 예정입니다.\n\n선우혜린 드림",
              "안대로 진행하여 주시기 바랍니다",
              to=("f6_hn_seung",), cc=("f6_hn_gwak",), reply_to="a"),
        ], name="mail", style="korean", owner="f6_hn_gwak"),
    ], [Subj("빛축제 셔틀버스 운영", "How is the festival shuttle bus being run?",
             "빛축제 셔틀버스는 몇 대, 몇 분 간격으로 다녀요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 29
    Seq("fresh6-29", "ko", ["lookalike"], [
        SlackStep("f6_solgaram", "원무", [
            n("f6_sg_so", "2026-01-05 09:10", "원장님 올해 비급여 가격표 게시물 교체해야 해서요, 항목별로 확정 부탁드립니다 🙏"),
            m("a", "f6_sg_bong", "2026-01-06 12:40", "도수치료는 1회 8만원으로 합니다. 작년이랑 같게 가요.",
              "도수치료는 1회 8만원으로 합니다"),
            n("f6_sg_so", "2026-01-06 12:45", "네 확인했습니다!", thread="a"),
            m("b", "f6_sg_bong", "2026-01-06 17:55", "체외충격파는 1회 6만 5천원으로 올립니다. 장비 리스료가 올라서요.",
              "체외충격파는 1회 6만 5천원으로 올립니다"),
            n("f6_sg_guk", "2026-01-07 08:30", "가격표 인쇄는 제가 맡을게요"),
        ], topic="원무·수납"),
    ], [Subj("도수치료 비급여 가격", "How much does one manual therapy session cost?", "도수치료 1회 비용이 얼마예요?", "a"),
        Subj("체외충격파 비급여 가격", "How much is one shockwave therapy session?", "체외충격파 1회 가격은 얼마예요?", "b")]),

    # ------------------------------------------------------------------------------------------ 30
    Seq("fresh6-30", "ko", ["restored"], [
        SlackStep("f6_cheongram", "교무", [
            m("a", "f6_cr_woo", "2026-03-09 08:40", "올해 청람 한마당(운동회)은 5월 15일(금)에 합니다. 우천 시 체육관에서 축소 진행.",
              "5월 15일(금)에 합니다"),
            n("f6_cr_eo", "2026-03-09 09:02", "스승의 날이랑 겹치는데 괜찮을까요?", thread="a"),
            m("b", "f6_cr_woo", "2026-03-20 14:10", "운동회 5월 22일(금)로 미룹니다. 스승의 날 행사랑 겹친다는 의견이 많아서요.",
              "운동회 5월 22일(금)로 미룹니다"),
            n("f6_cr_myeong", "2026-03-24 10:30",
              "22일은 운동장 인조잔디 보수 업체가 들어오는 날이라 운동장 사용이 안 됩니다 😥 계약서상 날짜 변경이 어렵다고 하네요"),
            m("c", "f6_cr_woo", "2026-03-25 08:55",
              "그럼 운동회는 원래대로 15일에 하는 걸로 할게요. 스승의 날 행사는 아침 조회 때 짧게 하고요. 왔다갔다 해서 "
              "죄송합니다 🙏",
              "원래대로 15일에 하는 걸로 할게요", reactions={"+1": ["f6_cr_eo", "f6_cr_byeon"]}),
        ], topic="교무 협의"),
    ], [Subj("청람 한마당(운동회) 날짜", "What date is the school sports day?", "올해 운동회 언제 해요?", "c",
             [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 31
    Seq("fresh6-31", "ko", ["out_of_order"], [
        GitStep(SST_REPO, [
            n("f6_sy_ye", "2026-04-06 21:10", "지도 컬러바 범위 수정",
              file=("plots/style.py", "VMIN, VMAX = -3, 3\n")),
            m("b", "f6_sy_ye", "2026-04-08 15:30",
              "기준 기간을 1991–2020으로 변경\n\nWMO 최신 기준에 맞춰 평년값 기간을 1991–2020으로 바꿈. 교수님 확인 완료 "
              "(4/7 미팅). 기존 결과 그림은 figs_old/로 옮김.",
              "평년값 기간을 1991–2020으로 바꿈", file=("config/climatology.yaml", "baseline: [1991, 2020]\n")),
            n("f6_sy_shin", "2026-04-09 11:00", "이상값 계산 함수 테스트 추가",
              file=("tests/test_anomaly.py", "def test_anomaly_zero_mean(): ...\n")),
        ], name="commits.json"),
        SlackStep("f6_seoyeon", "sst-project", [
            m("a", "f6_sy_chu", "2026-02-16 10:30",
              "SST 이상값 계산할 때 평년값은 1981–2010 기준으로 통일합시다. 선행 논문들이랑 비교하기 쉽게.",
              "1981–2010 기준으로 통일합시다"),
            n("f6_sy_ye", "2026-02-16 10:41", "네 교수님 config에 반영해 두겠습니다", thread="a"),
            n("f6_sy_shin", "2026-02-17 15:20", "OISST 다운로드 다 끝났어요 (1981~2025)"),
        ], name="slack-export"),
    ], [Subj("SST 이상값 평년값 기간", "Which baseline period is used for the SST anomaly climatology?",
             "SST 이상값 계산할 때 평년값 기간은 몇 년부터 몇 년까지야?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 32
    Seq("fresh6-32", "ko", ["reversal", "cancellation"], [
        SlackStep("f6_hannae", "빛축제-tf", [
            m("a", "f6_hn_seonwoo", "2026-08-12 10:00",
              "폐막일(9/20) 드론 라이트쇼 300대로 진행합니다. 20:00 한내천 상공, 업체는 누리기획 통해 섭외.",
              "드론 라이트쇼 300대로 진행합니다"),
            m("c", "f6_hn_seonwoo", "2026-08-12 10:05", "불꽃놀이는 폐막일 21:00, 15분간입니다.",
              "불꽃놀이는 폐막일 21:00, 15분간입니다"),
            n("f6_hn_ha", "2026-08-13 09:20", "드론 비행승인 신청은 지방항공청에 제가 넣겠습니다"),
            n("f6_hn_ha", "2026-09-04 10:10",
              "팀장님, 항공청에서 한내천 일대가 헬기 훈련 구역이라 9/20 야간 드론 비행 승인 불가라고 회신 왔습니다 ㅠ"),
            m("b", "f6_hn_ong", "2026-09-04 11:00",
              "그럼 드론쇼는 올해 안 하는 걸로 합시다. 대체 프로그램 억지로 넣지 말고요.",
              "드론쇼는 올해 안 하는 걸로 합시다"),
            m("d", "f6_hn_seonwoo", "2026-09-04 14:30",
              "드론쇼 빠지면서 불꽃놀이를 20:30으로 당깁니다. 막차 셔틀 시간 고려했습니다.",
              "불꽃놀이를 20:30으로 당깁니다"),
            n("f6_hn_gwak", "2026-09-04 14:41", "홍보물 문구 수정하겠습니다", thread="d"),
        ], topic="제3회 한내 강변 빛축제 TF"),
    ], [Subj("폐막일 드론 라이트쇼", "Is there a drone light show on the festival's closing night?",
             "폐막일에 드론 라이트쇼 해요?", None, [("a", "cancelled"), ("b", "cancellation")]),
        Subj("폐막일 불꽃놀이 시각", "What time are the closing-night fireworks?", "폐막일 불꽃놀이 몇 시에 해요?", "d",
             [("c", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 33
    Seq("fresh6-33", "ko", ["agreement", "reversal"], [
        SlackStep("f6_uram", "생산기술", [
            m("a", "f6_ur_do", "2026-05-11 08:50",
              "7월 물량 보니 2교대로는 안 됩니다. 7월 1일부터 CNC 2라인만 3교대로 돌리는 안 올립니다. 야간조 6명 충원 필요.",
              "CNC 2라인만 3교대로 돌리는 안"),
            m("b", "f6_ur_nam", "2026-05-11 09:30", "품질 쪽도 동의합니다. 야간 검사원 1명 같이 뽑아주시면 좋겠어요.",
              "품질 쪽도 동의합니다", thread="a"),
            n("f6_ur_gil", "2026-05-11 09:45", "구매는 야간 공구 소모량 반영해서 발주 늘려둘게요", thread="a"),
            m("c", "f6_ur_do", "2026-05-12 13:00", "설비 PM(예방보전)은 매월 둘째 토요일 오전으로 합니다.",
              "매월 둘째 토요일 오전으로 합니다"),
            n("f6_ur_gil", "2026-05-14 10:15", "팀장님 토요일 오전은 협력사 납품 들어오는 시간이라 지게차가 없어요…"),
            m("d", "f6_ur_do", "2026-05-15 08:30", "PM 둘째 일요일로 바꿉니다. 토요일은 납품이랑 겹쳐서요. 특근 수당 처리 부탁드려요.",
              "PM 둘째 일요일로 바꿉니다"),
        ], topic="창원공장 생산기술"),
    ], [Subj("CNC 2라인 3교대 전환", "Is CNC line 2 moving to three shifts?", "CNC 2라인 7월부터 3교대로 가요?", "a",
             [("b", "agreement")]),
        Subj("설비 예방보전(PM) 일정", "When is the monthly preventive maintenance?",
             "설비 예방보전(PM)은 매월 언제 해요?", "d", [("c", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 34
    Seq("fresh6-34", "ko", ["restatement"], [
        MailStep([
            m("a", "f6_cr_in", "2026-03-09 13:00",
              "선생님들께\n\n1학기 방과후학교 수강료 납부 일정 안내드립니다.\n\n1. 납부 기간: 3월 16일(월) ~ 3월 25일(수)\n"
              "2. 납부 방법: 스쿨뱅킹 자동이체 (현금 수납 불가)\n3. 미납 시: 4월 수업 참여 제한\n\n담임 선생님들께서는 "
              "가정통신문 배부 부탁드립니다.\n\n방과후학교 담당 인서진 드림",
              "납부 기간: 3월 16일(월) ~ 3월 25일(수)",
              to=("f6_cr_woo", "f6_cr_byeon", "f6_cr_myeong"), subject="[안내] 1학기 방과후학교 수강료 납부"),
            n("f6_cr_byeon", "2026-03-09 15:30", "6학년은 내일 아침에 배부하겠습니다.\n\n변하람 드림",
              to=("f6_cr_in",), reply_to="a"),
            m("b", "f6_cr_in", "2026-03-23 12:10",
              "[재안내] 방과후학교 수강료 납부 마감은 이번 주 수요일(3/25)입니다. 현재 미납 62명이니 담임 선생님들께서 한 번 "
              "더 안내 부탁드립니다.\n\n인서진 드림",
              "[재안내] 방과후학교 수강료 납부 마감은",
              to=("f6_cr_woo", "f6_cr_byeon", "f6_cr_myeong"), reply_to="a"),
        ], name="mail", style="korean", owner="f6_cr_byeon"),
    ], [Subj("1학기 방과후학교 수강료 납부 기간", "Until when can the after-school program fees be paid?",
             "1학기 방과후학교 수강료 언제까지 내야 해요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 35
    Seq("fresh6-35", "ko", ["lookalike"], [
        MailStep([
            m("a", "f6_hn_ha", "2026-02-10 10:00",
              "과장님, 팀장님께\n\n2026 한내 벚꽃축제(4. 3.~4. 5.) 판매부스 참가비는 부스당 15만원(3일)으로 하고, 지역 "
              "소상공인은 50% 감면합니다. 모집 공고는 2월 20일 게시 예정입니다.\n\n하태경 드림",
              "참가비는 부스당 15만원(3일)으로 하고",
              to=("f6_hn_ong", "f6_hn_seonwoo"), cc=("f6_hn_gwak",), subject="[협조] 2026 한내 벚꽃축제 판매부스 운영 기준"),
            n("f6_hn_ong", "2026-02-10 14:20", "감면 확인 서류는 사업자등록증 사본으로 받으면 되겠습니다.\n\n옹미란",
              to=("f6_hn_ha",), reply_to="a"),
            m("b", "f6_hn_gwak", "2026-07-01 09:40",
              "과장님, 팀장님께\n\n제3회 한내 강변 빛축제(9. 18.~9. 20.) 판매부스 참가비는 야간 전기 사용료를 포함하여 "
              "부스당 20만원(3일)으로 정하였습니다. 지역 소상공인 감면은 동일하게 50% 적용합니다.\n\n곽민채 드림",
              "전기 사용료를 포함하여 부스당 20만원(3일)으로",
              to=("f6_hn_ong", "f6_hn_seonwoo"), cc=("f6_hn_ha",), subject="[협조] 제3회 한내 강변 빛축제 판매부스 참가비"),
        ], name="mail", style="korean", owner="f6_hn_seonwoo"),
    ], [Subj("벚꽃축제 판매부스 참가비", "What is the booth fee at the Hannae cherry blossom festival?",
             "한내 벚꽃축제 판매부스 참가비가 얼마예요?", "a"),
        Subj("빛축제 판매부스 참가비", "What is the booth fee at the riverside light festival?",
             "강변 빛축제 판매부스 참가비는 얼마예요?", "b")]),

    # ------------------------------------------------------------------------------------------ 36
    Seq("fresh6-36", "ko", ["restored", "restatement"], [
        GitStep(SST_REPO, [
            m("a", "f6_sy_ye", "2026-05-04 16:20",
              "재격자화 해상도 0.25도로 설정\n\n모든 입력(OISST, ERA5)을 0.25° 격자로 맞춤.",
              "모든 입력(OISST, ERA5)을 0.25° 격자로 맞춤", file=("config/grid.yaml", "resolution: 0.25\n")),
            n("f6_sy_shin", "2026-05-06 10:05", "마스크 파일 경로 수정",
              file=("config/paths.yaml", "land_mask: data/mask/land_0p25.nc\n")),
            m("b", "f6_sy_shin", "2026-05-12 22:40",
              "해상도 0.1도로 상향\n\n연안 용승 신호가 0.25°에서 뭉개져서 0.1°로 올림. 메모리 사용량은 약 6배.",
              "연안 용승 신호가 0.25°에서 뭉개져서", file=("config/grid.yaml", "resolution: 0.1\n")),
            m("c", "f6_sy_ye", "2026-05-14 11:15",
              "Revert \"해상도 0.1도로 상향\"\n\nThis reverts commit {sha:b}.\n\n서버 메모리 부족으로 전체 기간 처리가 안 됨. "
              "0.25도로 되돌림, 교수님 확인함.",
              "서버 메모리 부족으로 전체 기간 처리가", file=("config/grid.yaml", "resolution: 0.25\n")),
        ], name="commits.json"),
        SlackStep("f6_seoyeon", "sst-project", [
            n("f6_sy_chu", "2026-05-15 09:00", "은채 씨 연안 쪽 그림은 다음 주에 같이 봅시다"),
            m("d", "f6_sy_ye", "2026-05-15 09:30",
              "공지) 격자 해상도는 계속 0.25도입니다. 0.1도 커밋은 되돌렸으니 pull 받고 돌려주세요~",
              "격자 해상도는 계속 0.25도입니다"),
            n("f6_sy_shin", "2026-05-15 09:41", "넵 ㅠㅠ 제 0.1도 결과는 지울게요", thread="d"),
        ], name="slack-export"),
    ], [Subj("SST 분석 격자 해상도", "What grid resolution does the SST analysis use?",
             "SST 분석 격자 해상도는 몇 도야?", "c", [("a", "replaced"), ("b", "replaced"), ("d", "restatement")])]),

    # ================================================================================ mixed / code-switching
    # ------------------------------------------------------------------------------------------ 37
    Seq("fresh6-37", "mixed", ["reversal"], [
        SlackStep("f6_uram", "uram-vina-qc", [
            n("f6_ur_bao", "2026-03-09 08:10", "Good morning 과장님, lot BR-2611 packed, ship tomorrow."),
            m("a", "f6_ur_nam", "2026-03-09 11:20",
              "Vina에서 오는 브래킷 수입검사 기준 공유합니다: AQL 1.0, 일반검사수준 II. From next lot please follow "
              "the same in your outgoing inspection.",
              "AQL 1.0, 일반검사수준 II"),
            n("f6_ur_ha", "2026-03-09 10:00", "Noted chị Nam. We will apply from lot BR-2612.", thread="a"),
            n("f6_ur_bao", "2026-03-18 16:30", "Lot 2612 result: 2 defect in 200 sample, burr on hole. Rejected at 1.0 😢"),
            n("f6_ur_do", "2026-03-19 09:05", "고객사 요구 수준이 0.65라서... 오히려 더 빡세게 가야 할 수도"),
            m("b", "f6_ur_nam", "2026-03-20 14:00",
              "정정합니다. 고객 요구에 맞춰 브래킷 AQL 0.65로 강화, 검사수준 II는 그대로. Please update your checksheet "
              "from lot BR-2614, thank you 🙏",
              "브래킷 AQL 0.65로 강화"),
            n("f6_ur_bao", "2026-03-20 12:20", "OK, updating checksheet today.", thread="b"),
        ], topic="Uram Vina ↔ 창원 품질 채널"),
    ], [Subj("AQL for brackets from Uram Vina", "What AQL applies to the inspection of brackets from Uram Vina?",
             "우람비나 브래킷 검사 AQL 기준이 얼마야?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 38
    Seq("fresh6-38", "mixed", ["cancellation"], [
        MailStep([
            m("a", "f6_kw_paeng", "2026-02-20 11:00",
              "Hi Hinemoa, Callum,\n\nGood news — 아티스트 측 OK 받았습니다. We will do a fan meet & greet on Friday 24 "
              "April, 4pm, for 150 fans (lottery winners), in the venue's function room. Please check the room and "
              "security.\n\nThanks,\n팽지원 드림\n하늘소리엔터테인먼트 해외공연팀",
              "fan meet & greet on Friday",
              to=("f6_kw_hinemoa", "f6_kw_callum"), subject="NOVAE Auckland – fan meet & greet"),
            n("f6_kw_hinemoa", "2026-02-20 17:40",
              "Kia ora Jiwon, the function room is free that afternoon. We'll need two extra guards, I'll add it to "
              "the budget.\n\nHinemoa",
              to=("f6_kw_paeng",), cc=("f6_kw_callum",), reply_to="a"),
            n("f6_kw_callum", "2026-02-21 10:15",
              "Also need to know if there's signing (tables, pens, barrier).\n\nCallum",
              to=("f6_kw_paeng",), reply_to="a"),
            m("b", "f6_kw_paeng", "2026-03-27 15:30",
              "Hi both,\n\n죄송하지만 meet & greet는 취소입니다. The members' schedule changed, they arrive Auckland on "
              "the 25th morning now so no time on the 24th. 추첨 공지도 오늘 내릴게요. Sorry for the trouble!\n\n팽지원",
              "meet & greet는 취소입니다",
              to=("f6_kw_hinemoa", "f6_kw_callum"), reply_to="a"),
            n("f6_kw_hinemoa", "2026-03-27 21:05",
              "No worries, thanks for telling us early. Releasing the function room.\n\nH.",
              to=("f6_kw_paeng",), reply_to="b"),
        ], name="inbox.mbox", style="gmail", owner="f6_kw_hinemoa"),
    ], [Subj("NOVAE Auckland fan meet & greet", "Is the NOVAE fan meet & greet in Auckland on 24 April happening?",
             "노바이 오클랜드 팬 미트앤그릿 4월 24일에 해요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 39
    Seq("fresh6-39", "mixed", ["restored"], [
        GitStep(LANTERNFISH, [
            n("f6_dm_jin", "2026-02-02 15:30", "Fix leaderboard upload retry",
              file=("server/leaderboard.go", "// retry with backoff\n")),
            m("a", "f6_dm_seol", "2026-02-04 18:10",
              "Steam Deck 기본 프레임 상한 60fps\n\nDeck 프로파일 기본값을 60fps로. 대부분 씬에서 55+ 유지 확인.",
              "Deck 프로파일 기본값을 60fps로", file=("config/platform/steamdeck.json", '{"fps_cap": 60}\n')),
            n("f6_dm_seol", "2026-02-10 11:00", "Localize settings menu (PL, JA)",
              file=("loc/settings.csv", "key,ko,en,pl,ja\n")),
            m("b", "f6_dm_seol", "2026-02-16 20:45",
              "Lower Steam Deck fps cap to 40\n\nZofia's QA report: battery lasts 1h50m at 60fps. 40fps (Deck's "
              "40Hz mode) gives ~3h and input latency is still OK.",
              "40fps (Deck's 40Hz mode) gives ~3h", file=("config/platform/steamdeck.json", '{"fps_cap": 40}\n')),
            m("c", "f6_dm_eun", "2026-02-23 10:30",
              "Revert \"Lower Steam Deck fps cap to 40\"\n\nThis reverts commit {sha:b}.\n\nVerified 심사를 60fps 기준으로 "
              "본다고 해서 일단 60 유지. 배터리는 옵션 메뉴에서 유저가 낮출 수 있게 따로 처리.",
              "60fps 기준으로 본다고 해서 일단 60 유지", file=("config/platform/steamdeck.json", '{"fps_cap": 60}\n')),
        ]),
    ], [Subj("Steam Deck default frame cap", "What is Lanternfish's default frame-rate cap on Steam Deck?",
             "랜턴피시 스팀덱 기본 프레임 상한은 몇이야?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 40
    Seq("fresh6-40", "mixed", ["out_of_order"], [
        SlackStep("f6_huimang", "sahara-partnership", [
            n("f6_hm_sunita", "2026-03-10 14:00", "Namaste! Q1 utilization report is uploaded in the drive."),
            m("b", "f6_hm_ra", "2026-03-12 10:30",
              "2분기 트랜치부터는 USD 말고 NPR로 직접 송금합니다. Our bank can do KRW→NPR direct now and we save about 2% "
              "on conversion. Sunita, please share the NPR account details again 🙏",
              "USD 말고 NPR로 직접 송금합니다"),
            n("f6_hm_sunita", "2026-03-12 09:40",
              "Sure, sending now. Thank you, this help us a lot because USD conversion here takes 4 days.", thread="b"),
        ], name="slack-export"),
        MailStep([
            m("a", "f6_hm_ra", "2026-01-15 14:00",
              "Dear Sunita, Bishnu,\n\n2026년 지원금 송금 안내입니다. We will send each quarterly tranche in USD to your "
              "Nabil Bank USD account, in the first week of the quarter. First tranche: USD 18,500.\n\nBest regards,\n"
              "라미경 / Ra Mi-kyung\n희망나눔연대 회계",
              "each quarterly tranche in USD",
              to=("f6_hm_sunita", "f6_hm_bishnu"), cc=("f6_hm_yeom",), subject="Grant transfer 2026 – currency and schedule"),
            n("f6_hm_sunita", "2026-01-15 15:30",
              "Dear Ms. Ra,\n\nWell received. We will confirm when the fund arrive.\n\nSunita",
              to=("f6_hm_ra",), reply_to="a"),
        ], name="inbox.mbox", style="gmail", owner="f6_hm_ra"),
    ], [Subj("currency of the grant tranches to Sahara Community Trust",
             "In which currency are the quarterly grant tranches sent to Sahara Community Trust?",
             "사하라 커뮤니티 트러스트에 보내는 분기 지원금은 어떤 통화로 송금해요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 41
    Seq("fresh6-41", "mixed", ["agreement"], [
        SlackStep("f6_dalmuri", "lanternfish-publishing", [
            n("f6_dm_bartosz", "2026-03-02 16:00", "Hi! QA pass on build 0.8.3 done, 14 bugs, 2 blockers. List is in Jira."),
            m("a", "f6_dm_zofia", "2026-03-03 11:00",
              "Proposal: we enter Steam Next Fest in June with a 30-min demo (chapter 1 only), live on the store page "
              "from 8 June. Wrzos pays for the Next Fest trailer edit. What do you think?",
              "enter Steam Next Fest in June"),
            n("f6_dm_seol", "2026-03-03 19:30", "데모 빌드 분리하려면 2주 정도 필요해요. 가능은 함", thread="a"),
            m("b", "f6_dm_eun", "2026-03-03 20:10", "좋습니다, Next Fest 참가 OK 👍 from our side.",
              "좋습니다, Next Fest 참가 OK", thread="a"),
            n("f6_dm_zofia", "2026-03-03 12:30", "Super, I register us today 🎉", thread="a"),
        ], topic="Lanternfish × Wrzos Publishing"),
    ], [Subj("Steam Next Fest demo", "Is Lanternfish taking part in Steam Next Fest in June with a demo?",
             "랜턴피시 6월 스팀 넥스트 페스트에 데모로 참가해?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 42
    Seq("fresh6-42", "mixed", ["restatement"], [
        SlackStep("f6_seoyeon", "eth-collab", [
            m("a", "f6_sy_chu", "2026-04-13 16:00",
              "Annika, for data exchange between our groups: NetCDF4, CF-1.10 conventions, float32, one file per "
              "day, variable names as in OISST. 지후 씨, 은채 씨도 이 포맷으로 올려주세요.",
              "NetCDF4, CF-1.10 conventions, float32"),
            n("f6_sy_annika", "2026-04-13 09:30", "Perfect, that matches our pipeline. Zarr would be faster for us but fine."),
            n("f6_sy_ye", "2026-04-14 10:20", "zarr도 같이 올려드리면 좋을까요?"),
            n("f6_sy_shin", "2026-04-14 10:25", "zarr는 나중에 필요하면 그쪽에서 변환해도 될 듯요"),
            n("f6_sy_annika", "2026-04-27 08:15", "I see some files in float64 in the shared bucket, the 2024 folder?"),
            m("b", "f6_sy_ye", "2026-04-27 16:40",
              "Sorry! 다시 정리합니다: shared bucket 파일은 전부 NetCDF4 + CF-1.10, float32, 하루 1파일. float64로 올린 "
              "2024 폴더는 오늘 다시 올릴게요.",
              "다시 정리합니다: shared bucket 파일은 전부"),
        ], topic="Seoyeon × ETH coastal upwelling"),
    ], [Subj("data exchange format with ETH", "What file format do the two groups use to exchange data?",
             "ETH 쪽이랑 데이터 주고받을 때 파일 포맷은 뭐로 하기로 했어?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 43
    Seq("fresh6-43", "mixed", ["lookalike"], [
        MailStep([
            m("a", "f6_ur_gil", "2026-06-01 10:00",
              "Dear Ms. Ha,\n\n3분기 브래킷 물량 확정 안내드립니다. Q3 volume for Uram Vina is 42,000 pcs (July 14,000 / Aug "
              "14,000 / Sep 14,000). The rest is produced in Changwon.\n\nBest regards,\n길태민 대리 / Gil Tae-min\n"
              "우람정밀 구매팀",
              "Q3 volume for Uram Vina is 42,000",
              to=("f6_ur_ha",), cc=("f6_ur_do",), subject="Q3 bracket volume for Uram Vina"),
            n("f6_ur_ha", "2026-06-01 10:30",
              "Dear Mr. Gil,\n\nNoted with thanks. We can do 42k with current 2 shift. For Q4 please inform early "
              "because we need hire.\n\nThu Hà",
              to=("f6_ur_gil",), cc=("f6_ur_do",), reply_to="a"),
            m("b", "f6_ur_gil", "2026-06-22 09:30",
              "Dear Ms. Ha,\n\nAs requested, early notice for Q4: Uram Vina will make 55,000 pcs in Q4 (Oct 17,000 / "
              "Nov 19,000 / Dec 19,000). 4분기는 창원 라인 증설 공사 때문에 비나 물량이 늘어납니다. Please plan the "
              "hiring.\n\nBest regards,\n길태민",
              "Uram Vina will make 55,000 pcs in Q4",
              to=("f6_ur_ha",), cc=("f6_ur_do",), subject="Q4 bracket volume – Uram Vina"),
            n("f6_ur_ha", "2026-06-22 11:00",
              "Dear Mr. Gil,\n\nThank you for the early notice. We start recruitment in August.\n\nThu Hà",
              to=("f6_ur_gil",), reply_to="b"),
        ], name="mail", style="outlook", owner="f6_ur_gil"),
    ], [Subj("Uram Vina Q3 bracket volume", "How many brackets does Uram Vina make in Q3?",
             "우람비나 3분기 브래킷 물량은 몇 개야?", "a"),
        Subj("Uram Vina Q4 bracket volume", "How many brackets does Uram Vina make in Q4?",
             "우람비나 4분기 브래킷 물량은 몇 개야?", "b")]),

    # ------------------------------------------------------------------------------------------ 44
    Seq("fresh6-44", "mixed", ["reversal", "agreement"], [
        SlackStep("f6_kowhai", "novae-akl-2026", [
            m("a", "f6_kw_hinemoa", "2026-02-24 10:00",
              "Hotel for artists + crew: SkyCity Grand, 12 rooms, 23–27 April. Jiwon, can you send passport names by "
              "next Friday?",
              "SkyCity Grand, 12 rooms"),
            n("f6_kw_paeng", "2026-02-24 08:30", "네 확인했습니다! names는 3/6까지 보낼게요.", thread="a"),
            m("c", "f6_kw_paeng", "2026-03-02 09:00",
              "Merch 관련 제안: venue 안에 merch booth 3개 (main foyer 2, level 2에 1), card payment only. 하늘소리 "
              "staff 4명 보내고 local staff 4명 부탁드려요.",
              "venue 안에 merch booth 3개"),
            m("d", "f6_kw_callum", "2026-03-02 14:10", "Sounds good, 3 booths works for us 👍 I'll find the 4 locals.",
              "3 booths works for us", thread="c"),
            n("f6_kw_sina", "2026-03-09 15:30", "SkyCity just told me they can only hold 9 rooms on the 25th, big convention in town"),
            m("b", "f6_kw_hinemoa", "2026-03-10 09:15",
              "Change of hotel: we're moving everyone to Cordis Auckland, 12 rooms, same dates. Cordis confirmed all 12 "
              "in writing. Jiwon FYI 🙏",
              "moving everyone to Cordis Auckland"),
            n("f6_kw_paeng", "2026-03-10 07:00", "오 Cordis 좋아요, thank you!", thread="b"),
        ], topic="NOVAE Auckland, The Trusts Arena, 25 April"),
    ], [Subj("NOVAE artist and crew hotel in Auckland", "Which hotel are the NOVAE artists and crew staying at in Auckland?",
             "노바이 아티스트랑 스태프 오클랜드 숙소는 어디예요?", "b", [("a", "replaced")]),
        Subj("merch booths at the NOVAE Auckland show", "How many merch booths will there be at the NOVAE Auckland show?",
             "노바이 오클랜드 공연 MD 부스는 몇 개예요?", "c", [("d", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 45
    Seq("fresh6-45", "mixed", ["cancellation", "lookalike"], [
        MailStep([
            m("a", "f6_hm_tan", "2026-04-06 11:00",
              "Dear Bishnu,\n\n2026년 교사연수 일정 공유드립니다.\n\nPokhara: 7–9 July, 40 teachers, at the Sahara "
              "training hall.\n\nDhulikhel plan I will send after our budget meeting.\n\nBest,\n탄우진 / Tan Woo-jin",
              "Pokhara: 7–9 July, 40 teachers",
              to=("f6_hm_bishnu",), cc=("f6_hm_yeom",), subject="[Sahara] 2026 teacher training plan"),
            m("b", "f6_hm_tan", "2026-04-10 15:20",
              "Dear Bishnu,\n\nDhulikhel 교사연수도 확정: 21–23 July, 30 teachers, at the Dhulikhel municipality "
              "hall.\n\n탄우진",
              "Dhulikhel 교사연수도 확정: 21–23 July",
              to=("f6_hm_bishnu",), cc=("f6_hm_yeom",), reply_to="a"),
            n("f6_hm_bishnu", "2026-04-11 10:05",
              "Dear Mr. Tan,\n\nThank you. For Dhulikhel, the municipal hall is under repair in July, I will check "
              "other place.\n\nBishnu",
              to=("f6_hm_tan",), reply_to="b"),
            m("c", "f6_hm_tan", "2026-05-20 17:00",
              "Dear Bishnu,\n\n이사회 결과 공유드립니다. Dhulikhel 연수는 올해 진행하지 않기로 했습니다. The district "
              "education office runs its own training for the same schools this year, so we drop ours to avoid "
              "overlap.\n\n탄우진",
              "Dhulikhel 연수는 올해 진행하지 않기로",
              to=("f6_hm_bishnu",), cc=("f6_hm_yeom",), reply_to="b"),
            n("f6_hm_bishnu", "2026-05-21 09:30",
              "Understood, we inform the Dhulikhel schools. Preparation in Pokhara is going well.\n\nBishnu",
              to=("f6_hm_tan",), reply_to="c"),
        ], name="mail", style="korean", owner="f6_hm_tan"),
    ], [Subj("Pokhara teacher training 2026", "When is the 2026 Pokhara teacher training?",
             "2026년 포카라 교사연수는 언제 해요?", "a"),
        Subj("Dhulikhel teacher training 2026", "Is the Dhulikhel teacher training happening in July?",
             "둘리켈 교사연수 7월에 해요?", None, [("b", "cancelled"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 46
    Seq("fresh6-46", "mixed", ["out_of_order", "lookalike"], [
        MailStep([
            m("b", "f6_dm_zofia", "2026-05-12 17:20",
              "Hi Hajun,\n\nAfter the Next Fest numbers, as agreed on today's call: the base price on Steam is USD "
              "14.99 at launch, with a 10% launch discount in the first week. Valve's regional suggestions for the "
              "other stores, except Korea, which you set.\n\nBest,\nZofia",
              "the base price on Steam is USD",
              to=("f6_dm_eun",), cc=("f6_dm_bartosz",), subject="Lanternfish – final launch pricing"),
            n("f6_dm_eun", "2026-05-13 09:10",
              "Thanks Zofia, got it. 스토어 페이지 가격 업데이트는 제가 할게요.\n\nHajun",
              to=("f6_dm_zofia",), reply_to="b"),
        ], name="inbox.mbox", style="gmail", owner="f6_dm_eun"),
        SlackStep("f6_dalmuri", "lanternfish-publishing", [
            m("a", "f6_dm_zofia", "2026-03-16 10:45",
              "Pricing: Lanternfish launches at USD 12.99 on Steam. Benchmarked against similar cozy roguelites.",
              "Lanternfish launches at USD 12.99 on Steam"),
            n("f6_dm_seol", "2026-03-16 19:02", "ㅇㅋ 12.99 👍", thread="a"),
            m("c", "f6_dm_eun", "2026-03-17 10:30",
              "한국 스토어 가격은 별도로 ₩16,500으로 갑니다. Valve 추천가보다 조금 낮게.",
              "한국 스토어 가격은 별도로 ₩16,500으로"),
            n("f6_dm_zofia", "2026-03-17 08:15", "OK, noted for KR 👍", thread="c"),
        ], name="slack-export"),
    ], [Subj("Lanternfish base launch price on Steam (USD)", "What is Lanternfish's base launch price on Steam in USD?",
             "랜턴피시 스팀 기본 출시 가격(달러)은 얼마야?", "b", [("a", "replaced")]),
        Subj("Lanternfish price on the Korean store", "What is Lanternfish's price on the Korean Steam store?",
             "랜턴피시 한국 스토어 가격은 얼마로 했어?", "c")]),

    # ------------------------------------------------------------------------------------------ 47
    Seq("fresh6-47", "mixed", ["restored"], [
        SlackStep("f6_uram", "uram-vina-logistics", [
            m("a", "f6_ur_gil", "2026-01-12 10:00",
              "비나→창원 브래킷 포장: returnable plastic box (RPB-40) 사용합니다. Empty box는 매 선적마다 창원에서 "
              "돌려보낼게요.",
              "returnable plastic box (RPB-40) 사용합니다"),
            n("f6_ur_ha", "2026-01-12 09:30", "OK anh Gil, we have 300 boxes now, enough for 3 shipments."),
            n("f6_ur_bao", "2026-02-02 15:10", "Return boxes from Changwon late 2 weeks, we are short. Can we use carton temporary?"),
            m("b", "f6_ur_gil", "2026-02-03 11:40",
              "Return 물류가 계속 늦어서, 2월 10일 선적분부터 bracket 포장은 corrugated carton (5-ply)으로 바꿉니다. "
              "Carton cost는 우리 쪽 부담.",
              "corrugated carton (5-ply)으로 바꿉니다"),
            n("f6_ur_nam", "2026-02-20 16:05", "carton 포장분 입고검사에서 찍힘 불량 11건 나왔어요. 습기 때문에 carton이 눌림 😞"),
            m("c", "f6_ur_gil", "2026-02-23 13:20",
              "품질 이슈로 carton 포장은 중단, 다시 RPB-40 플라스틱 박스로 돌아갑니다. 빈 박스 회수는 포워더 바꿔서 주 1회 "
              "정기 반송으로 해결했어요.",
              "다시 RPB-40 플라스틱 박스로 돌아갑니다"),
            n("f6_ur_ha", "2026-02-23 12:00", "Noted, thank you. We use plastic box again from shipment 3/2.", thread="c"),
        ], topic="Vina → 창원 물류"),
    ], [Subj("packaging for bracket shipments from Vina to Changwon",
             "What packaging is used for bracket shipments from Vina to Changwon?",
             "비나에서 창원으로 보내는 브래킷 포장은 뭘로 해?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 48
    Seq("fresh6-48", "mixed", ["agreement"], [
        MailStep([
            m("a", "f6_hm_bishnu", "2026-06-08 12:00",
              "Dear Ms. Yeom,\n\nBecause of rice price increase (~22% since March), we request to move NPR 480,000 from "
              "the teacher materials line to the school meal line for July–December. Teacher materials we can cover "
              "from the leftover of 2025.\n\nBest regards,\nBishnu Thapa\nProgram Coordinator, Sahara Community Trust",
              "move NPR 480,000 from the teacher materials",
              to=("f6_hm_yeom",), cc=("f6_hm_ra", "f6_hm_tan"), subject="Request: budget reallocation – school meal program"),
            n("f6_hm_ra", "2026-06-09 10:20",
              "사무국장님, 2025 잔액 확인해 보니 NPR 512,000 남아 있어서 교재비는 충분합니다.\n\n라미경",
              to=("f6_hm_yeom",), reply_to="a", quote=False),
            m("b", "f6_hm_yeom", "2026-06-10 09:00",
              "Dear Bishnu,\n\nAgreed. 요청하신 대로 진행해 주세요. Please reflect it in the Q3 report.\n\n염소연 드림\n"
              "희망나눔연대 사무국장",
              "Agreed. 요청하신 대로 진행해 주세요",
              to=("f6_hm_bishnu",), cc=("f6_hm_ra", "f6_hm_tan"), reply_to="a"),
        ], name="inbox.mbox", style="gmail", owner="f6_hm_ra"),
    ], [Subj("school meal budget reallocation", "Was the NPR 480,000 moved from teacher materials to the school meal line?",
             "교재비에서 급식 예산으로 48만 루피 옮기는 거 승인됐어?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 49
    Seq("fresh6-49", "mixed", ["restatement"], [
        MailStep([
            m("a", "f6_kw_callum", "2026-04-06 10:00",
              "Hi Jiwon,\n\nLoad-in at The Trusts Arena is Friday 24 April from 08:00, loading dock B. Your backline "
              "truck should be there no later than 09:30. Soundcheck 15:00–17:00.\n\nCheers,\nCallum Birchall\n"
              "Production Manager, Kōwhai Events",
              "Load-in at The Trusts Arena is Friday",
              to=("f6_kw_paeng",), cc=("f6_kw_hinemoa", "f6_kw_sina"), subject="NOVAE – load-in & show day schedule"),
            n("f6_kw_paeng", "2026-04-07 09:30",
              "Callum님 감사합니다! Our backline comes from a local rental company (Rockshop), I will share their "
              "contact.\n\n팽지원",
              to=("f6_kw_callum",), cc=("f6_kw_hinemoa", "f6_kw_sina"), reply_to="a"),
            n("f6_kw_sina", "2026-04-07 16:10", "Dock B has a 4.2m height limit, please tell the truck.\n\nSina",
              to=("f6_kw_paeng", "f6_kw_callum"), reply_to="a"),
            m("b", "f6_kw_callum", "2026-04-21 11:30",
              "Hi all, just restating for the rental company and everyone: load-in Friday 24 April, 08:00, dock B. "
              "Backline truck by 09:30 latest.\n\nCallum",
              "just restating for the rental company",
              to=("f6_kw_paeng",), cc=("f6_kw_hinemoa", "f6_kw_sina"), reply_to="a"),
        ], name="mail", style="outlook", owner="f6_kw_paeng"),
    ], [Subj("NOVAE load-in at The Trusts Arena", "When is load-in for the NOVAE show at The Trusts Arena?",
             "노바이 공연 트러스츠 아레나 반입은 언제 몇 시예요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 50
    Seq("fresh6-50", "mixed", ["reversal"], [
        GitStep(UPWELLING, [
            n("f6_sy_annika", "2026-05-18 14:00", "Add CMEMS download script",
              file=("scripts/get_cmems.sh", "copernicusmarine subset ...\n")),
            m("a", "f6_sy_ye", "2026-05-19 17:30",
              "Regrid all inputs with bilinear interpolation\n\nxESMF bilinear로 통일. 빠르고 결과 차이 미미함 (테스트 "
              "노트북 참고).",
              "xESMF bilinear로 통일", file=("upwelling/regrid.py", 'METHOD = "bilinear"\n')),
            n("f6_sy_shin", "2026-05-21 13:45", "노트북 정리, 그림 폰트 수정",
              file=("notebooks/README.md", "Figures use Noto Sans KR.\n")),
            m("b", "f6_sy_annika", "2026-05-26 10:10",
              "Use conservative regridding for fluxes\n\nBilinear does not conserve the heat flux totals (3–4% off in "
              "the coastal box). Switched to conservative_normed for all inputs; 지후 checked and agrees.",
              "Switched to conservative_normed for all inputs",
              file=("upwelling/regrid.py", 'METHOD = "conservative_normed"\n')),
        ]),
    ], [Subj("regridding method of the upwelling analysis", "Which regridding method does the upwelling analysis use?",
             "용승 분석에서 재격자화 방법은 뭘 써?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 51
    Seq("fresh6-51", "mixed", ["lookalike"], [
        SlackStep("f6_huimang", "sahara-partnership", [
            n("f6_hm_bishnu", "2026-02-02 11:00",
              "Namaste 🙏 our new fiscal year starts mid-July, so we need the stipend rates fixed before that."),
            m("a", "f6_hm_yeom", "2026-02-04 15:00",
              "교사 수당 확정합니다: contract teachers get NPR 6,000 per month from July, 12개월 지급.",
              "contract teachers get NPR 6,000 per month"),
            n("f6_hm_bishnu", "2026-02-04 12:30", "Thank you so much, teachers will be very happy.", thread="a"),
            n("f6_hm_sunita", "2026-02-09 10:00", "And the community health volunteers? They are still on NPR 2,500."),
            m("b", "f6_hm_yeom", "2026-02-11 14:20",
              "보건 자원봉사자(CHV) 활동비는 NPR 3,500 per month로 올립니다, also from July.",
              "활동비는 NPR 3,500 per month로 올립니다"),
            n("f6_hm_sunita", "2026-02-11 11:30", "🙏🙏", thread="b"),
        ], topic="희망나눔연대 × Sahara Community Trust"),
    ], [Subj("monthly stipend for contract teachers", "How much is the monthly stipend for contract teachers from July?",
             "7월부터 계약 교사 월 수당은 얼마예요?", "a"),
        Subj("monthly allowance for community health volunteers", "How much do community health volunteers get per month?",
             "보건 자원봉사자 월 활동비는 얼마로 올렸어요?", "b")]),

    # ------------------------------------------------------------------------------------------ 52
    Seq("fresh6-52", "mixed", ["out_of_order"], [
        SlackStep("f6_kowhai", "novae-akl-2026", [
            m("b", "f6_kw_paeng", "2026-01-27 14:00",
              "Ticket open 날짜 변경: 2월 6일 → 2월 10일 (화) NZ time 12pm. 같은 날 멤버 솔로 앨범 발표가 있어서요 ㅠ "
              "Ticketek에 전달 부탁드립니다.",
              "2월 10일 (화) NZ time 12pm"),
            n("f6_kw_hinemoa", "2026-01-27 18:10", "Sure, I'll tell Ticketek tonight.", thread="b"),
        ], name="slack-export"),
        MailStep([
            m("a", "f6_kw_paeng", "2026-01-12 10:00",
              "Hinemoa님 안녕하세요,\n\n하늘소리엔터테인먼트 팽지원입니다. 티켓 오픈 일정 확정되어 공유드립니다.\n\n"
              "- General on-sale: 2월 6일(금) 12:00 NZ time\n- 판매처: Ticketek\n\nThanks!\n팽지원 드림",
              "General on-sale: 2월 6일(금) 12:00",
              to=("f6_kw_hinemoa",), cc=("f6_kw_callum",), subject="NOVAE 오클랜드 공연 티켓 오픈 일정"),
            n("f6_kw_hinemoa", "2026-01-12 16:30", "Thanks Jiwon! Noted, we'll line up the ads.\n\nHinemoa",
              to=("f6_kw_paeng",), reply_to="a"),
        ], name="mail", style="korean", owner="f6_kw_hinemoa"),
    ], [Subj("NOVAE Auckland ticket on-sale date", "When do tickets for the NOVAE Auckland show go on sale?",
             "노바이 오클랜드 공연 티켓 오픈은 언제예요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 53
    Seq("fresh6-53", "mixed", ["cancellation"], [
        SlackStep("f6_dalmuri", "lanternfish-publishing", [
            m("a", "f6_dm_zofia", "2026-02-09 10:00",
              "Good news: we do full Polish voice-over for Lanternfish, 1,200 lines, studio in Kraków booked for April. "
              "Wrzos covers the cost.",
              "full Polish voice-over for Lanternfish"),
            n("f6_dm_seol", "2026-02-09 18:40", "오 대박. 자막 타이밍 파일 포맷 알려주시면 맞춰둘게요", thread="a"),
            n("f6_dm_bartosz", "2026-03-20 13:00", "Studio sent the casting shortlist 🎙️"),
            n("f6_dm_eun", "2026-04-01 17:00", "Zofia, 예산 얘기 들었어요? 😢"),
            m("b", "f6_dm_zofia", "2026-04-02 09:30",
              "Bad news, sorry: Polish voice-over is cancelled. The budget moved to the console port. Polish stays "
              "subtitles only, like the other languages.",
              "Polish voice-over is cancelled"),
            n("f6_dm_seol", "2026-04-02 17:05", "아쉽네요 ㅠ 알겠습니다", thread="b"),
        ], topic="Lanternfish × Wrzos Publishing"),
    ], [Subj("Polish voice-over for Lanternfish", "Is Lanternfish getting a Polish voice-over?",
             "랜턴피시 폴란드어 더빙 해?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 54
    Seq("fresh6-54", "mixed", ["restored", "out_of_order"], [
        MailStep([
            m("c", "f6_ur_do", "2026-04-20 09:00",
              "Dear Ms. Ha,\n\n4월 한 달 항공으로 보냈는데 비용이 너무 큽니다 (월 ₩38M 추가). 창원 재고가 2주치로 회복되어서, "
              "5월 4일 선적분부터 다시 해상 운송(Haiphong→Busan)으로 돌아갑니다. Same forwarder, weekly Monday "
              "sailing.\n\nBest regards,\n도승현 / Do Seung-hyun\n생산기술팀장",
              "다시 해상 운송(Haiphong→Busan)으로 돌아갑니다",
              to=("f6_ur_ha", "f6_ur_gil"), cc=("f6_ur_nam",), subject="Bracket shipments – back to sea freight"),
            n("f6_ur_ha", "2026-04-20 09:40",
              "Dear Mr. Do,\n\nNoted. We book the vessel for 5/4 with the same forwarder.\n\nThu Hà",
              to=("f6_ur_do",), cc=("f6_ur_gil",), reply_to="c"),
        ], name="mail", style="outlook", owner="f6_ur_gil"),
        SlackStep("f6_uram", "uram-vina-logistics", [
            m("a", "f6_ur_gil", "2026-01-05 09:30",
              "2026 브래킷 운송은 해상 LCL, Haiphong → Busan, 주 1회 월요일 선적 유지합니다.",
              "해상 LCL, Haiphong → Busan"),
            n("f6_ur_bao", "2026-03-25 14:00", "Vessel delay again, 9 days. Changwon stock only 4 days left?"),
            m("b", "f6_ur_do", "2026-03-26 08:40",
              "창원 재고 위험해서 4월 선적분은 전부 항공(HAN→PUS)으로 돌립니다. Air freight 비용 승인받았어요.",
              "4월 선적분은 전부 항공(HAN→PUS)으로 돌립니다"),
            n("f6_ur_ha", "2026-03-26 08:00", "OK, first air shipment 3/30.", thread="b"),
        ], name="slack-export"),
    ], [Subj("shipping mode for brackets from Vina", "How are the brackets shipped from Uram Vina to Korea?",
             "비나에서 한국으로 브래킷은 어떻게 운송해?", "c", [("a", "replaced"), ("b", "replaced")])]),
]
