"""Fresh7 sequences: a ninth split, the next untouched check after fresh6. Written by a helper who had read only
the data model (``build.py``), the label format (``_supersession_data.py``), the module docstring of
``benchmarks/supersession.py`` and the layout of the fresh6 module (its docstring, constants, people and
workspaces, plus its first three sequences) — not the supersession or extraction rules (nothing under ``src/``,
``docs/`` or ``tests/``), not the dev/holdout/fresh/fresh2/fresh3/fresh4/fresh5 sequences and not the rest of
fresh6 (only the per-split counts of languages, sources and patterns in ``labels.jsonl``, and the language,
source and pattern fields of fresh6's rows, were looked at, to match the proportions; no message text of
another split was read). Names of people and teams were checked against the other splits by grep only. The
benchmark was not run on it while it was written, nor afterwards by its author. It is for measuring only;
never read its failures to tune on it.

Teams (all new, keys prefixed ``f7_``):

* Thornfield Veterinary Partners (a small-animal practice in Otley, West Yorkshire; English Slack);
* The Kettleyard Players (a Bristol theatre company; English Slack, stage-management shorthand);
* Marlow Creek Water District (a municipal water utility in Oregon; Outlook mail, Gmail, Slack);
* Tessellate Robotics (a Pittsburgh robot-arm maker with firmware engineers in Pangyo; English commits with two
  reverts, English Slack, code-switching Korean/English Slack and commits);
* Pemberton Ashe LLP (a London law firm; Outlook mail with "-----Original Message-----" quoting);
* Kirinyaga Highlands Coffee (a Nairobi green-coffee exporter) and Fernhill Roasters (Melbourne; Gmail);
* 해광해운중개 (a Busan shipping broker; 반말/존댓말 Korean Slack, Korean webmail with a steel maker's logistics
  team, code-switching Outlook mail with the Piraeus owner Aegeon Bulk Carriers);
* 윤슬호텔 제주 (a Jeju hotel; 공문체 Korean webmail with a linen laundry, Korean Slack, and English/Korean with the
  Fukuoka agency Kyushu Sunrise Travel in a shared Slack channel and Outlook mail);
* 새별대학교 입학처 (a university admissions office; 존댓말 Slack, 공문체 webmail with a printer);
* 구름다리 스튜디오 (a Seoul webtoon studio and its Tokyo publisher Hoshizora Comics; code-switching Slack, Gmail,
  commits of the viewer app with a revert);
* 모래알랩 (a Daejeon smart-farm sensor startup; Korean commits and Slack);
* 밀빛제과 (a bakery chain's operations team; casual 반말 Slack, 공문체 mail with a dairy);
* Glowmint (a Singapore/Seoul K-beauty web shop; code-switching Slack, Gmail and Outlook mail);
* 온새미바이오 (a Daejeon CRO and its German sponsor Rheinfeld Pharma; code-switching Slack and Gmail).

Labelling conventions (the same as fresh6's): in a *restored* sequence (X, then Y, then "never mind, we stay
on X") the restoring message is the standing one and both the original X and the Y are ``replaced`` (a
``git revert`` that restores the earlier state is the restoring message); an agreement's standing message
is the proposal, the "LGTM"/"동의합니다"/"Approved" reply is ``agreement``; a "Reminder: …"/"[리마인드]"/
"[재공지]" or a follow-up that only repeats an earlier decision is ``restatement`` and the original stands; a
cancelled subject has ``standing: None``, the retired decision ``cancelled`` and the retiring message
``cancellation`` (a ``git revert`` of a feature that had no earlier decision before it is a cancellation); in
*out_of_order* sequences the newer export is ingested first and the older message it overrides is
``replaced`` (an older message on a different, look-alike matter in the same late export stands). A labelled
message carries one decision on its subject; unlabelled messages are context, chatter, questions, requests
and acknowledgements.
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

SEOUL, LON, PDX, NYC = "Asia/Seoul", "Europe/London", "America/Los_Angeles", "America/New_York"
ATH, TYO, SIN, NBO = "Europe/Athens", "Asia/Tokyo", "Asia/Singapore", "Africa/Nairobi"
MEL, BER = "Australia/Melbourne", "Europe/Berlin"

PEOPLE = {
    # Thornfield Veterinary Partners (Otley)
    "f7_tf_rowena": Person("Rowena Ashcombe", "rowena.ashcombe@thornfieldvets.co.uk", LON, "rowena",
                           "Clinical Director"),
    "f7_tf_declan": Person("Declan Murtagh", "declan.murtagh@thornfieldvets.co.uk", LON, "declan", "Head Nurse (RVN)"),
    "f7_tf_ines": Person("Inês Ferreira-Lobo", "ines.ferreiralobo@thornfieldvets.co.uk", LON, "ines", "Veterinary Surgeon"),
    "f7_tf_yaw": Person("Yaw Abankwa-Mensah", "yaw.am@thornfieldvets.co.uk", LON, "yaw", "Practice Manager"),
    # The Kettleyard Players (Bristol)
    "f7_ky_marguerite": Person("Marguerite Osei-Lyle", "marguerite@kettleyardplayers.org.uk", LON, "marguerite",
                               "Artistic Director"),
    "f7_ky_fergus": Person("Fergus Halloran", "fergus@kettleyardplayers.org.uk", LON, "fergus.sm", "Stage Manager"),
    "f7_ky_tansy": Person("Tansy Whitlock", "tansy@kettleyardplayers.org.uk", LON, "tansy", "Company Manager"),
    "f7_ky_ravi": Person("Ravi Sandhu-Price", "ravi@kettleyardplayers.org.uk", LON, "ravi.lx", "Lighting Designer"),
    # Marlow Creek Water District (Oregon)
    "f7_mc_gwen": Person("Gwendolyn Parrish", "gparrish@marlowcreekwater.org", PDX, "gwen.parrish",
                         "Operations Superintendent"),
    "f7_mc_luis": Person("Luis Echeverría", "lecheverria@marlowcreekwater.org", PDX, "luis.e", "Distribution Supervisor"),
    "f7_mc_hal": Person("Hal Brenneman", "hbrenneman@marlowcreekwater.org", PDX, "hal.b", "Customer Service Manager"),
    "f7_mc_june": Person("June Takahara", "jtakahara@marlowcreekwater.org", PDX, "june.t", "Public Information Officer"),
    # Tessellate Robotics (Pittsburgh + Pangyo)
    "f7_ts_nadia": Person("Nadia Brightwater", "nadia@tessellate-robotics.com", NYC, "nadia.b", "Firmware Lead"),
    "f7_ts_eli": Person("Eli Hoffmeyer", "eli@tessellate-robotics.com", NYC, "eli.h", "Embedded Engineer"),
    "f7_ts_seo": Person("서도윤", "doyun.seo@tessellate-robotics.com", SEOUL, "doyun", "Firmware Engineer, Pangyo"),
    "f7_ts_mun": Person("문가을", "gaeul.mun@tessellate-robotics.com", SEOUL, "gaeul", "Test Engineer, Pangyo"),
    # Pemberton Ashe LLP (London)
    "f7_pa_cressida": Person("Cressida Vane", "cressida.vane@pembertonashe.co.uk", LON, title="Managing Partner"),
    "f7_pa_seun": Person("Oluwaseun Ekundayo", "seun.ekundayo@pembertonashe.co.uk", LON,
                         title="Partner, Commercial Litigation"),
    "f7_pa_harriet": Person("Harriet Mossop", "harriet.mossop@pembertonashe.co.uk", LON,
                            title="Head of Legal Operations"),
    "f7_pa_benedict": Person("Benedict Rawle", "benedict.rawle@pembertonashe.co.uk", LON, title="Senior Associate"),
    # Kirinyaga Highlands Coffee (Nairobi) + Fernhill Roasters (Melbourne)
    "f7_kh_nyokabi": Person("Nyokabi Wambugu", "nyokabi@kirinyagahighlands.co.ke", NBO,
                            title="Export Manager, Kirinyaga Highlands Coffee"),
    "f7_kh_kiprono": Person("Dennis Kiprono", "d.kiprono@kirinyagahighlands.co.ke", NBO, title="Logistics Officer"),
    "f7_kh_tobias": Person("Tobias Achterberg", "tobias@fernhillroasters.com.au", MEL,
                           title="Green Coffee Buyer, Fernhill Roasters"),
    # 해광해운중개 (Busan) + Aegeon Bulk (Piraeus) + 동진제강
    "f7_hk_gyeon": Person("견태오", "taeo.gyeon@haegwangship.co.kr", SEOUL, "taeo", "대표"),
    "f7_hk_pyeon": Person("편소율", "soyul.pyeon@haegwangship.co.kr", SEOUL, "soyul", "용선팀 과장"),
    "f7_hk_ok": Person("옥지환", "jihwan.ok@haegwangship.co.kr", SEOUL, "jihwan", "용선팀 대리"),
    "f7_hk_dimitra": Person("Dimitra Kalogeropoulou", "d.kalogeropoulou@aegeonbulk.gr", ATH,
                            title="Chartering Manager, Aegeon Bulk Carriers S.A."),
    "f7_hk_gu": Person("구본재", "bonjae.gu@dongjinsteel.co.kr", SEOUL, title="동진제강 물류팀 차장"),
    # 윤슬호텔 제주 + Kyushu Sunrise Travel (Fukuoka) + 한결린넨
    "f7_ys_tak": Person("탁세린", "serin.tak@yunseulhotel.co.kr", SEOUL, "serin", "총지배인"),
    "f7_ys_maeng": Person("맹도현", "dohyun.maeng@yunseulhotel.co.kr", SEOUL, "dohyun", "객실팀장"),
    "f7_ys_bin": Person("빈하윤", "hayun.bin@yunseulhotel.co.kr", SEOUL, "hayun", "F&B 매니저"),
    "f7_ys_chae": Person("채도담", "dodam.chae@yunseulhotel.co.kr", SEOUL, "dodam", "세일즈 매니저"),
    "f7_ys_kaneda": Person("Misaki Kaneda", "m.kaneda@kyushu-sunrise.co.jp", TYO, "misaki.kaneda",
                           "Group Tour Planner, Kyushu Sunrise Travel"),
    "f7_ys_ji": Person("지상우", "sangwoo.ji@hangyeol-linen.co.kr", SEOUL, title="㈜한결린넨 영업부장"),
    # 새별대학교 입학처 + 다온인쇄
    "f7_sb_ham": Person("함도경", "dk.ham@saebyeol.ac.kr", SEOUL, "dokyung", "입학처장"),
    "f7_sb_yook": Person("육서하", "seoha.yook@saebyeol.ac.kr", SEOUL, "seoha", "입학사정관"),
    "f7_sb_gong": Person("공태윤", "taeyun.gong@saebyeol.ac.kr", SEOUL, "taeyun", "주무관"),
    "f7_sb_ban": Person("반지섭", "jiseop.ban@daonprint.co.kr", SEOUL, title="㈜다온인쇄 영업팀장"),
    # 구름다리 스튜디오 (Seoul) + Hoshizora Comics (Tokyo)
    "f7_gd_cheon": Person("천유나", "yuna.cheon@gureumdari.kr", SEOUL, "yuna.cheon", "대표 PD"),
    "f7_gd_bang": Person("방시우", "siwoo.bang@gureumdari.kr", SEOUL, "siwoo", "작가"),
    "f7_gd_ju": Person("주예린", "yerin.ju@gureumdari.kr", SEOUL, "yerin", "로컬라이즈 매니저"),
    "f7_gd_ki": Person("기세온", "seon.ki@gureumdari.kr", SEOUL, "seon-ki", "프론트엔드 개발자"),
    "f7_gd_morishita": Person("Haruka Morishita", "h.morishita@hoshizora-comics.jp", TYO, "haruka.morishita",
                              "Editor, Hoshizora Comics"),
    # 모래알랩 (Daejeon)
    "f7_mr_je": Person("제민혁", "minhyuk.je@moraeal.io", SEOUL, "minhyuk", "CTO"),
    "f7_mr_yang": Person("양다온", "daon.yang@moraeal.io", SEOUL, "daon", "펌웨어 엔지니어"),
    "f7_mr_sa": Person("사공준", "jun.sagong@moraeal.io", SEOUL, "sagong", "백엔드 엔지니어"),
    # 밀빛제과 + 푸른목장유업
    "f7_mb_dokgo": Person("독고현우", "hyunwoo.dokgo@milbit.co.kr", SEOUL, "hyunwoo", "운영본부장"),
    "f7_mb_eom": Person("엄지유", "jiyu.eom@milbit.co.kr", SEOUL, "jiyu", "구매 담당"),
    "f7_mb_yu": Person("유채원", "chaewon.yu@milbit.co.kr", SEOUL, "chaewon", "점포운영팀"),
    "f7_mb_seok": Person("석진호", "jinho.seok@pureunmokjang.co.kr", SEOUL, title="푸른목장유업 영업부장"),
    # Glowmint (Singapore / Seoul)
    "f7_gm_rachel": Person("Rachel Tan Hui Min", "rachel.tan@glowmint.sg", SIN, "rachel.tan", "Head of Operations"),
    "f7_gm_wi": Person("위가온", "gaon.wi@glowmint.sg", SEOUL, "gaon", "브랜드 매니저 (Seoul)"),
    "f7_gm_arjun": Person("Arjun Pillai", "arjun.pillai@glowmint.sg", SIN, "arjun.p", "Logistics Executive"),
    "f7_gm_mok": Person("목하린", "harin.mok@glowmint.sg", SEOUL, "harin", "CX Lead"),
    # 온새미바이오 (Daejeon) + Rheinfeld Pharma (Mannheim)
    "f7_os_hyeon": Person("현다인", "dain.hyeon@onsaemibio.com", SEOUL, "dain", "임상운영팀장"),
    "f7_os_ryu": Person("류건우", "gunwoo.ryu@onsaemibio.com", SEOUL, "gunwoo", "CRA"),
    "f7_os_baek": Person("백소희", "sohee.baek@onsaemibio.com", SEOUL, "sohee", "QA"),
    "f7_os_katrin": Person("Katrin Vogelsang", "katrin.vogelsang@rheinfeld-pharma.de", BER, "katrin.v",
                           "Clinical Trial Manager, Rheinfeld Pharma GmbH"),
}

WORKSPACES = {
    "f7_thornfield": Workspace("T09F7TFVP1", "thornfield-vets",
                               ("f7_tf_rowena", "f7_tf_declan", "f7_tf_ines", "f7_tf_yaw")),
    "f7_kettleyard": Workspace("T09F7KYPL2", "kettleyard-players",
                               ("f7_ky_marguerite", "f7_ky_fergus", "f7_ky_tansy", "f7_ky_ravi")),
    "f7_marlow": Workspace("T09F7MCWD3", "marlow-creek-water",
                           ("f7_mc_gwen", "f7_mc_luis", "f7_mc_hal", "f7_mc_june")),
    "f7_tessellate": Workspace("T09F7TSRB4", "tessellate-robotics",
                               ("f7_ts_nadia", "f7_ts_eli", "f7_ts_seo", "f7_ts_mun")),
    "f7_haegwang": Workspace("T09F7HGSB5", "haegwang-shipbroking", ("f7_hk_gyeon", "f7_hk_pyeon", "f7_hk_ok")),
    "f7_yunseul": Workspace("T09F7YSHJ6", "yunseul-hotel",
                            ("f7_ys_tak", "f7_ys_maeng", "f7_ys_bin", "f7_ys_chae", "f7_ys_kaneda")),
    "f7_saebyeol": Workspace("T09F7SBAD7", "saebyeol-admissions", ("f7_sb_ham", "f7_sb_yook", "f7_sb_gong")),
    "f7_gureum": Workspace("T09F7GDWT8", "gureumdari-hoshizora",
                           ("f7_gd_cheon", "f7_gd_bang", "f7_gd_ju", "f7_gd_ki", "f7_gd_morishita")),
    "f7_moraeal": Workspace("T09F7MRLB9", "moraeal-lab", ("f7_mr_je", "f7_mr_yang", "f7_mr_sa")),
    "f7_milbit": Workspace("T09F7MBJC0", "milbit-ops", ("f7_mb_dokgo", "f7_mb_eom", "f7_mb_yu")),
    "f7_glowmint": Workspace("T09F7GMSG1", "glowmint", ("f7_gm_rachel", "f7_gm_wi", "f7_gm_arjun", "f7_gm_mok")),
    "f7_onsaemi": Workspace("T09F7OSBO2", "onsaemi-bio", ("f7_os_hyeon", "f7_os_ryu", "f7_os_baek", "f7_os_katrin")),
}

ARM_FW = "git@github.com:tessellate-robotics/arm-firmware.git"
SOIL_FW = "git@gitlab.moraeal.io:device/soilnode-firmware.git"
VIEWER = "git@github.com:gureumdari-studio/gureum-viewer.git"

SEQUENCES: list[Seq] = [
    # ================================================================================ English
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh7-01", "en", ["reversal"], [
        SlackStep("f7_thornfield", "clinical-team", [
            n("f7_tf_yaw", "2026-03-02 08:05",
              "Morning! Autoclave engineer is in from 10, so theatre 2 is out until lunch"),
            m("a", "f7_tf_rowena", "2026-03-02 12:40",
              "Out-of-hours update: from 1 April our overnight and weekend emergencies go to Nightingale Vet "
              "Emergency in Bradford. Contract's signed for 12 months with a 60-day break clause. @{f7_tf_yaw} can "
              "you update the answerphone message and the website?",
              "go to Nightingale Vet Emergency"),
            n("f7_tf_yaw", "2026-03-02 12:58", "Will do. Do we text clients about it or just the website?",
              thread="a"),
            n("f7_tf_ines", "2026-03-09 17:20", "Has anyone seen the spare otoscope heads? Not in consult 3"),
            n("f7_tf_declan", "2026-04-13 08:30",
              "Two clients this weekend said Nightingale's phone just rang out. One drove a collapsed lab to Leeds on "
              "their own. Not great"),
            n("f7_tf_ines", "2026-04-13 08:44", "Same with Mrs Pickering's spaniel on Saturday. Can we do anything?"),
            m("b", "f7_tf_rowena", "2026-04-15 09:10",
              "I've spoken to both practices. We're using the break clause, so going forward our out-of-hours cover "
              "will be Aire Valley Referrals in Shipley, from 15 June. Nightingale carries on only while the notice "
              "runs. Yaw, new number on the answerphone from the 15th please.",
              "out-of-hours cover will be Aire Valley Referrals",
              reactions={"raised_hands": ["f7_tf_declan", "f7_tf_ines"]}),
            n("f7_tf_declan", "2026-04-15 09:19", "Thank god. Aire Valley were brilliant when I locumed there",
              thread="b"),
        ], topic="Clinical team: rotas, cover, protocols"),
    ], [Subj("out-of-hours emergency cover provider", "Who provides Thornfield's out-of-hours emergency cover?",
             "쏜필드 동물병원 야간·주말 응급 진료는 어디가 맡아?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh7-02", "en", ["cancellation"], [
        MailStep([
            m("a", "f7_pa_cressida", "2026-04-07 11:20",
              "Dear all,\n\nThe partners' away-day will take place on Friday 19 June at Hartwell Manor, "
              "Buckinghamshire. Coach from the office at 8.00am, strategy sessions until 4pm, dinner to follow. "
              "Harriet is handling logistics; please let her know any dietary requirements by 15 May.\n\nKind "
              "regards,\nCressida\n\nCressida Vane\nManaging Partner",
              "away-day will take place on Friday",
              to=("f7_pa_seun", "f7_pa_harriet"), subject="Partners' away-day – 19 June"),
            n("f7_pa_harriet", "2026-04-07 14:02",
              "Noted. Hartwell want a deposit of £4,200 by 1 May; I'll raise the cheque request unless anyone "
              "objects.\n\nHarriet", to=("f7_pa_cressida",), reply_to="a"),
            n("f7_pa_seun", "2026-04-08 09:15",
              "I may be in the Commercial Court that week (Dunmore v Castellan). Will confirm once it's listed.\n\n"
              "Seun", to=("f7_pa_cressida",), reply_to="a"),
            m("b", "f7_pa_cressida", "2026-05-26 17:40",
              "All,\n\nWith the Castellan trial now listed for that fortnight and six partners unable to attend, the "
              "away-day is called off. There will be no replacement date this year. Harriet, please recover what "
              "you can of the deposit.\n\nCressida",
              "the away-day is called off",
              to=("f7_pa_seun", "f7_pa_harriet"), reply_to="a"),
            n("f7_pa_harriet", "2026-05-27 10:05",
              "Understood. Hartwell will refund half the deposit as we're more than 21 days out.\n\nHarriet",
              to=("f7_pa_cressida",), reply_to="b"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("partners' away-day", "Is the partners' away-day at Hartwell Manor on 19 June going ahead?",
             "6월 19일 하트웰 매너 파트너 워크숍은 예정대로 열려?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh7-03", "en", ["restored"], [
        GitStep(ARM_FW, [
            n("f7_ts_eli", "2026-01-12 15:02", "Bump CMSIS to 6.1",
              file=("third_party/CMSIS/VERSION", "6.1.0\n")),
            m("a", "f7_ts_nadia", "2026-01-14 10:30",
              "Set motor PWM frequency to 20 kHz\n\nAll three joint drivers now switch at 20 kHz, just above the "
              "audible range. Bench measurements show 3% lower switching losses than 25 kHz.",
              "just above the audible range",
              file=("firmware/motor/pwm_config.h", "#define PWM_FREQ_HZ 20000\n")),
            n("f7_ts_seo", "2026-01-20 21:40", "Fix off-by-one in encoder index handling",
              file=("firmware/motor/encoder.c", "/* index pulse counted once */\n")),
            m("b", "f7_ts_eli", "2026-02-03 16:55",
              "Raise PWM frequency to 40 kHz for smoother current loop\n\nAt 40 kHz the current loop can sample "
              "in sync with the PWM, halving torque ripple on joint 3. Thermals looked fine in a 10-minute run.",
              "halving torque ripple on joint 3",
              file=("firmware/motor/pwm_config.h", "#define PWM_FREQ_HZ 40000\n")),
            n("f7_ts_mun", "2026-02-05 19:12", "test: add 2h soak test for joint 3 thermal limits",
              file=("test/soak_joint3.py", "DURATION_S = 7200\n")),
            m("c", "f7_ts_nadia", "2026-02-12 11:15",
              "Revert \"Raise PWM frequency to 40 kHz for smoother current loop\"\n\nThis reverts commit {sha:b}.\n\n"
              "The 2-hour soak test shows the gate drivers reaching 104 °C at 40 kHz. We keep 20 kHz PWM; torque "
              "ripple gets handled in the current controller instead.",
              "We keep 20 kHz PWM",
              file=("firmware/motor/pwm_config.h", "#define PWM_FREQ_HZ 20000\n")),
        ]),
    ], [Subj("motor PWM switching frequency", "What PWM frequency do the arm's joint motor drivers run at?",
             "로봇팔 관절 모터 드라이버 PWM 주파수는 얼마로 돌려?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh7-04", "en", ["out_of_order"], [
        SlackStep("f7_marlow", "distribution-ops", [
            n("f7_mc_luis", "2026-04-06 07:30",
              "Crew 3 finished valve exercising on Alder St, 14 valves, two stuck ones tagged"),
            m("b", "f7_mc_gwen", "2026-04-06 10:15",
              "Change of plan on Hollis Heights: flushing moves to the week of May 4, nights 10pm–5am, because the "
              "Cedar Loop main won't be tied in until May 1. @{f7_mc_june} please redo the customer notice and the "
              "door hangers.",
              "flushing moves to the week of May 4"),
            n("f7_mc_june", "2026-04-06 10:32",
              "On it. New dates go on the website and the text alert list Thursday", thread="b"),
            n("f7_mc_luis", "2026-04-06 11:01", "Works for us, gives crew 3 time to finish Alder", thread="b"),
        ], name="slack-export", topic="Distribution crews, valves, flushing, main breaks"),
        MailStep([
            m("a", "f7_mc_gwen", "2026-03-09 09:00",
              "Team,\n\nWe'll flush the Hollis Heights pressure zone the week of April 13, nightly 10pm to 5am, "
              "starting at the reservoir end and working downhill. June, please get customer notices out two weeks "
              "ahead. Hal, expect discolored-water calls the mornings after.\n\nGwen\n\nGwendolyn Parrish\n"
              "Operations Superintendent\nMarlow Creek Water District",
              "flush the Hollis Heights pressure zone",
              to=("f7_mc_luis", "f7_mc_june", "f7_mc_hal"), subject="Spring flushing – Hollis Heights"),
            n("f7_mc_hal", "2026-03-09 10:47",
              "Thanks Gwen. I'll add a call-center script. Do we give bill credits for the water customers run "
              "to clear it?\n\nHal", to=("f7_mc_gwen",), reply_to="a"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("Hollis Heights hydrant flushing dates", "When is the Hollis Heights zone being flushed?",
             "홀리스 하이츠 구역 소화전 플러싱은 언제 해?", "b", [("a", "replaced")])],
        note="the April Slack export is ingested before the March mail"),

    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh7-05", "en", ["agreement"], [
        SlackStep("f7_kettleyard", "lighthouse-keepers-wife", [
            n("f7_ky_tansy", "2026-02-16 10:02", "Rehearsal room heating is fixed, finally. Bring fewer jumpers"),
            m("a", "f7_ky_fergus", "2026-02-16 11:30",
              "Proposal: tech rehearsal moves from Monday 9 March to Sunday 8 March, 10am–10pm, so Monday can be "
              "a full dress run before the preview. Needs sign-off from @{f7_ky_marguerite}.",
              "tech rehearsal moves from Monday 9 March"),
            n("f7_ky_ravi", "2026-02-16 11:48",
              "Sunday works for LX, but the haze machine hire only starts Monday", thread="a"),
            n("f7_ky_tansy", "2026-02-16 12:05", "I can move the hire to Saturday pickup, same price", thread="a"),
            m("b", "f7_ky_marguerite", "2026-02-16 13:20", "Happy with that — approved. Thanks Fergus.",
              "Happy with that — approved", thread="a"),
            n("f7_ky_fergus", "2026-02-16 13:24", "Cheers, rehearsal schedule v4 going up on the callboard",
              thread="a"),
        ], topic="The Lighthouse Keeper's Wife – production channel"),
    ], [Subj("tech rehearsal date for The Lighthouse Keeper's Wife",
             "When is the technical rehearsal for The Lighthouse Keeper's Wife?",
             "'등대지기의 아내' 테크 리허설은 언제야?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh7-06", "en", ["restatement"], [
        MailStep([
            m("a", "f7_kh_nyokabi", "2026-02-10 10:15",
              "Dear Tobias,\n\nFollowing our call, we confirm that all 2026 main crop lots for Fernhill will ship FOB "
              "Mombasa, with Fernhill nominating the vessel and covering freight and insurance from the port. Price "
              "per lot stays as in the pre-contract.\n\nBest regards,\nNyokabi Wambugu\nExport Manager, "
              "Kirinyaga Highlands Coffee",
              "will ship FOB Mombasa",
              to=("f7_kh_tobias",), cc=("f7_kh_kiprono",), subject="2026 main crop contract – shipping terms"),
            n("f7_kh_tobias", "2026-02-11 08:40",
              "Thanks Nyokabi, that works. Our forwarder in Mombasa is Tradewinds Logistics, I'll put you in "
              "touch.\n\nCheers,\nTobias", to=("f7_kh_nyokabi",), cc=("f7_kh_kiprono",), reply_to="a"),
            n("f7_kh_kiprono", "2026-02-11 11:02",
              "Dear Tobias,\n\nKindly share the forwarder contact to me also, for the pre-shipment samples "
              "paperwork.\n\nRegards,\nDennis Kiprono\nLogistics Officer", to=("f7_kh_tobias",), reply_to="a"),
            m("b", "f7_kh_nyokabi", "2026-04-22 09:30",
              "Hello Tobias and Dennis,\n\nAs the first AA lots are milled next week, just to remind: the terms are "
              "FOB Mombasa as agreed in February, so Fernhill's forwarder books the vessel. Nothing is changed from "
              "our side.\n\nRegards,\nNyokabi",
              "the terms are FOB Mombasa as agreed",
              to=("f7_kh_tobias", "f7_kh_kiprono"), subject="Reminder: terms for the first 2026 shipment"),
        ], name="inbox.mbox", style="gmail", owner="f7_kh_tobias"),
    ], [Subj("shipping terms for 2026 main crop",
             "On what shipping terms do Kirinyaga's 2026 main crop lots go to Fernhill?",
             "키리냐가의 2026년 메인 크롭 원두는 어떤 선적 조건으로 펀힐에 보내?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh7-07", "en", ["lookalike"], [
        SlackStep("f7_thornfield", "nursing", [
            m("a", "f7_tf_rowena", "2026-05-11 08:20",
              "Pre-op fasting for dogs booked for GA: no food after 10pm the night before, water allowed until 7am "
              "on the day. Please update the admission sheet.",
              "Pre-op fasting for dogs booked"),
            n("f7_tf_declan", "2026-05-11 08:35", "Does that include the diabetics?", thread="a"),
            n("f7_tf_ines", "2026-05-11 08:41", "Diabetics stay on their individual plan, I'll note it on the sheet",
              thread="a"),
            n("f7_tf_yaw", "2026-05-12 12:00", "Printing new admission sheets tomorrow, shout if anything else changes"),
            m("b", "f7_tf_ines", "2026-05-12 15:10",
              "And for rabbits and guinea pigs: from now on we don't fast them at all before GA. Hay and veg stay "
              "in the kennel right up to premed; gut stasis is the bigger risk.",
              "we don't fast them at all"),
            n("f7_tf_declan", "2026-05-12 15:22", "👍 will brief the weekend nurses"),
        ], topic="Nursing team"),
    ], [Subj("pre-op fasting for dogs", "How long are dogs fasted before a general anaesthetic at Thornfield?",
             "쏜필드에서 전신마취 전에 개는 얼마나 금식시켜?", "a"),
        Subj("pre-op fasting for rabbits and guinea pigs", "Are rabbits and guinea pigs fasted before anaesthesia?",
             "토끼랑 기니피그는 마취 전에 금식시켜?", "b")]),

    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh7-08", "en", ["reversal", "agreement"], [
        MailStep([
            m("a", "f7_pa_seun", "2026-01-19 09:40",
              "Harriet, Benedict,\n\nFor Dunmore v Castellan we will host disclosure on Lexora Discovery; they quoted "
              "£11 per GB per month and can start processing the 1.2 TB from the client next week. Benedict to send "
              "them the custodian list.\n\nSeun\n\nOluwaseun Ekundayo\nPartner, Commercial Litigation",
              "host disclosure on Lexora Discovery",
              to=("f7_pa_harriet", "f7_pa_benedict"), cc=("f7_pa_cressida",),
              subject="Dunmore v Castellan – disclosure platform"),
            n("f7_pa_benedict", "2026-01-20 16:12", "Custodian list sent. Lexora say first load by 28 Jan.\n\nBenedict",
              to=("f7_pa_seun",), reply_to="a"),
            m("p", "f7_pa_harriet", "2026-02-02 11:05",
              "Seun, Cressida,\n\nI'd like to propose that from March the litigation team produces trial and hearing "
              "bundles electronically only (bookmarked, paginated PDFs per the Practice Direction) unless a judge "
              "specifically asks for paper. It would save roughly £18k a year in printing and couriers.\n\nHappy to "
              "discuss.\nHarriet\n\nHarriet Mossop\nHead of Legal Operations",
              "produces trial and hearing bundles electronically only",
              to=("f7_pa_seun", "f7_pa_cressida"), subject="Proposal: electronic-only bundles"),
            m("q", "f7_pa_seun", "2026-02-03 08:50", "Approved from my side, Harriet — go ahead.\n\nSeun",
              "Approved from my side, Harriet",
              to=("f7_pa_harriet",), cc=("f7_pa_cressida",), reply_to="p"),
            n("f7_pa_benedict", "2026-02-16 18:30",
              "Seun,\n\nLexora's first load failed twice (OCR errors on the scanned board minutes) and their support "
              "takes 48h to respond. We're now a week behind the disclosure timetable.\n\nBenedict",
              to=("f7_pa_seun",), reply_to="_fresh7-08_outlook-export_1"),
            m("b", "f7_pa_seun", "2026-02-17 08:15",
              "All,\n\nWe're moving Dunmore v Castellan off Lexora. Brightfield Review will host the disclosure "
              "instead; they can take the data from Lexora's export on Thursday and have confirmed a 4-day processing "
              "turnaround. Benedict, please give Lexora notice.\n\nSeun",
              "Brightfield Review will host the disclosure instead",
              to=("f7_pa_harriet", "f7_pa_benedict"), cc=("f7_pa_cressida",),
              reply_to="_fresh7-08_outlook-export_4"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("disclosure platform for Dunmore v Castellan",
             "Which platform hosts the disclosure documents in Dunmore v Castellan?",
             "Dunmore v Castellan 사건 증거개시 문서는 어느 플랫폼에 올려?", "b", [("a", "replaced")]),
        Subj("electronic-only trial bundles", "Are the litigation team's trial bundles produced on paper or electronically?",
             "소송팀 재판 번들은 종이로 만들어, 전자로 만들어?", "p", [("q", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh7-09", "en", ["cancellation", "restatement"], [
        SlackStep("f7_kettleyard", "company-notices", [
            m("a", "f7_ky_tansy", "2026-02-23 10:00",
              "We're adding a Saturday matinee on 14 March at 2.30pm, box office opens sales tomorrow. Cast call "
              "for it is 1.15.",
              "adding a Saturday matinee on 14 March"),
            m("c", "f7_ky_fergus", "2026-02-24 09:15",
              "Evening shows: the half is called at 6.55pm, beginners at 7.25. Please sign in at stage door, not "
              "in the green room.",
              "the half is called at 6.55pm"),
            n("f7_ky_ravi", "2026-02-24 11:40",
              "Matinee means resetting the cue stack by 5, doable if turnaround is 90 mins"),
            n("f7_ky_tansy", "2026-03-05 16:30", "Matinee has sold 23 seats so far 😬"),
            m("b", "f7_ky_marguerite", "2026-03-06 09:05",
              "OK, we're scrapping the 14 March matinee. 23 seats doesn't cover crew overtime. Tansy please refund "
              "and tell the cast; no replacement show.",
              "we're scrapping the 14 March matinee"),
            n("f7_ky_tansy", "2026-03-06 09:30", "Refunds going out today.", thread="b"),
            m("d", "f7_ky_fergus", "2026-03-09 12:00",
              "Reminder: half is 6.55pm for all evening shows, sign-in sheet is at stage door. Two late sign-ins on "
              "Saturday, let's not make it three.",
              "half is 6.55pm for all evening"),
        ], topic="Company notices – The Lighthouse Keeper's Wife"),
    ], [Subj("Saturday 14 March matinee", "Is there a matinee on Saturday 14 March?", "3월 14일 토요일 낮 공연 있어?",
             None, [("a", "cancelled"), ("b", "cancellation")]),
        Subj("half-hour call for evening shows", "What time is the half called for evening performances?",
             "저녁 공연 하프 콜은 몇 시야?", "c", [("d", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh7-10", "en", ["cancellation"], [
        GitStep(ARM_FW, [
            m("a", "f7_ts_eli", "2026-03-03 14:20",
              "Enable automatic reboot on watchdog timeout\n\nIf the control loop misses the IWDG window, the arm "
              "now reboots and re-homes automatically instead of staying in fault. Customers asked for less manual "
              "intervention on overnight runs.",
              "reboots and re-homes automatically",
              file=("firmware/safety/watchdog.c", "#define WDG_AUTO_REBOOT 1\n")),
            n("f7_ts_seo", "2026-03-04 22:10", "Add CRC check to CAN config frames",
              file=("firmware/can/config_frame.c", "/* crc16 over payload */\n")),
            n("f7_ts_mun", "2026-03-09 20:45", "test: HIL case for watchdog timeout during homing",
              file=("test/hil/test_wdg_homing.py", "def test_wdg_timeout_during_homing(): ...\n")),
            m("b", "f7_ts_nadia", "2026-03-11 10:05",
              "Revert \"Enable automatic reboot on watchdog timeout\"\n\nThis reverts commit {sha:a}.\n\nSafety "
              "review SR-114: an arm that re-homes by itself after a fault can move with an operator inside the "
              "cell. We are not doing automatic reboot at all.",
              "We are not doing automatic reboot",
              file=("firmware/safety/watchdog.c", "#define WDG_AUTO_REBOOT 0\n")),
        ]),
    ], [Subj("automatic reboot on watchdog timeout", "Does the arm reboot automatically after a watchdog timeout?",
             "워치독 타임아웃이 나면 로봇팔이 자동으로 재부팅돼?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh7-11", "en", ["restored"], [
        MailStep([
            m("a", "f7_mc_hal", "2026-01-13 15:20",
              "Gwen,\n\nWe'll renew with Cascadia Print & Mail for bill printing and mailing for another year, same "
              "rate, $0.61 per bill all-in. I'll sign the renewal Friday unless you object.\n\nHal",
              "renew with Cascadia Print & Mail",
              to=("f7_mc_gwen",), subject="Bill print vendor for FY27"),
            n("f7_mc_gwen", "2026-01-13 16:02", "Thanks Hal, noted.\n\nG", to=("f7_mc_hal",), reply_to="a"),
            m("b", "f7_mc_hal", "2026-02-24 11:10",
              "Gwen,\n\nChange of direction: DocuNorth came in at $0.47 per bill with e-bill hosting included, so "
              "we'll move bill printing to DocuNorth starting with the July cycle. I hadn't signed Cascadia's renewal "
              "yet.\n\nHal",
              "move bill printing to DocuNorth",
              to=("f7_mc_gwen",), reply_to="a"),
        ], name="inbox.mbox", style="gmail", owner="f7_mc_gwen"),
        SlackStep("f7_marlow", "customer-service", [
            n("f7_mc_june", "2026-03-10 13:15",
              "Did anyone check whether DocuNorth can do the Spanish-language inserts? We send about 1,900 of those"),
            n("f7_mc_hal", "2026-03-11 09:02",
              "Checking. Their sample run also misaligned the window envelopes, address half cut off 🙄"),
            m("c", "f7_mc_hal", "2026-03-16 10:40",
              "Never mind on DocuNorth: no Spanish inserts, and they failed the envelope test twice. We stay with "
              "Cascadia Print & Mail, I signed the one-year renewal this morning.",
              "We stay with Cascadia Print"),
            n("f7_mc_gwen", "2026-03-16 10:52", "Good call.", thread="c"),
        ], name="slack-export", topic="Billing, call center, customer notices"),
    ], [Subj("bill printing and mailing vendor", "Which vendor prints and mails Marlow Creek's water bills?",
             "말로 크릭 수도 요금 고지서 인쇄·발송은 어느 업체가 해?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh7-12", "en", ["out_of_order", "lookalike"], [
        SlackStep("f7_tessellate", "firmware", [
            n("f7_ts_eli", "2026-04-02 17:30", "v2.9.0 tagged, release notes are in Confluence"),
            m("b", "f7_ts_nadia", "2026-04-06 09:45",
              "Heads-up: the arm firmware goes to a monthly release, first Tuesday of each month, starting May 5. "
              "The two-week trains were eating QA alive with regression runs.",
              "arm firmware goes to a monthly release"),
            n("f7_ts_mun", "2026-04-06 23:10", "QA is very happy about this 🙏", thread="b"),
        ], name="slack-export-apr", topic="Firmware releases and build status"),
        SlackStep("f7_tessellate", "firmware", [
            m("a", "f7_ts_nadia", "2026-03-02 10:00",
              "Release cadence for the arm firmware: a release train every second Tuesday, cut from main the "
              "Friday before.",
              "a release train every second Tuesday"),
            n("f7_ts_seo", "2026-03-03 09:15", "ok. does this also apply to gripper fw?", thread="a"),
            m("c", "f7_ts_nadia", "2026-03-03 08:40",
              "No, the gripper firmware ships every six weeks, tied to the end-effector hardware batches.",
              "the gripper firmware ships every six weeks", thread="a"),
            n("f7_ts_eli", "2026-03-03 09:05", "Makes sense. I'll set up the CI schedule for both"),
        ], name="slack-export-mar", topic="Firmware releases and build status"),
    ], [Subj("arm firmware release cadence", "How often is the robot arm firmware released?",
             "로봇팔 펌웨어는 얼마나 자주 릴리스해?", "b", [("a", "replaced")]),
        Subj("gripper firmware release cadence", "How often is the gripper firmware released?",
             "그리퍼 펌웨어 릴리스 주기는 어떻게 돼?", "c")],
        note="the April export is ingested before the March one; the gripper decision in March still stands"),

    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh7-13", "en", ["agreement"], [
        MailStep([
            m("a", "f7_kh_tobias", "2026-03-03 19:20",
              "Hi Nyokabi, hi Dennis,\n\nFor this season I'd propose the following for sample approval: 300 g "
              "pre-shipment sample per lot by DHL, Fernhill approves or rejects within 5 working days of receipt, "
              "and no answer within 5 days counts as approval.\n\nLet me know what you think.\n\nCheers,\nTobias\n"
              "Fernhill Roasters",
              "no answer within 5 days counts",
              to=("f7_kh_nyokabi", "f7_kh_kiprono"), subject="Pre-shipment samples – proposal"),
            n("f7_kh_kiprono", "2026-03-04 09:10",
              "Dear Tobias,\n\nKindly note DHL from Nairobi to Melbourne is taking 4 to 6 days these weeks.\n\n"
              "Regards,\nDennis", to=("f7_kh_tobias",), cc=("f7_kh_nyokabi",), reply_to="a"),
            m("b", "f7_kh_nyokabi", "2026-03-04 14:45",
              "Dear Tobias,\n\nWe discussed internally and this is acceptable for us. Approved.\n\nBest regards,\n"
              "Nyokabi",
              "this is acceptable for us",
              to=("f7_kh_tobias",), cc=("f7_kh_kiprono",), reply_to="a"),
            n("f7_kh_tobias", "2026-03-05 08:02", "Great, thanks both!\n\nTobias",
              to=("f7_kh_nyokabi",), reply_to="b"),
        ], name="inbox.mbox", style="gmail", owner="f7_kh_nyokabi"),
    ], [Subj("pre-shipment sample approval", "How are pre-shipment samples approved for Fernhill's coffee lots?",
             "펀힐 원두 로트의 선적 전 샘플 승인은 어떻게 해?", "a", [("b", "agreement")])]),

    # ================================================================================ Korean
    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh7-14", "ko", ["reversal"], [
        SlackStep("f7_haegwang", "용선팀", [
            n("f7_hk_ok", "2026-02-02 09:02", "오늘 아침 BDI 1,487 찍었어요. 케이프 운임 또 빠졌네요"),
            m("a", "f7_hk_gyeon", "2026-02-02 09:30",
              "주간 시황 리포트는 이제 매주 월요일 오전 8시에 화주·선주 전체 메일로 나간다. 편과장이 작성하고 옥대리가 발송 맡아.",
              "매주 월요일 오전 8시에"),
            n("f7_hk_pyeon", "2026-02-02 09:41", "넵 알겠습니다. 템플릿은 지난달 거 그대로 쓸게요", thread="a"),
            n("f7_hk_ok", "2026-02-16 14:20", "월요일 발송분 오픈율 보니까 12%밖에 안 돼요... 다들 월요일 아침엔 정신없어서 그런 듯"),
            n("f7_hk_pyeon", "2026-02-16 14:35", "고객사 두 군데서 금요일에 받아보고 싶다고 하긴 했어요. 주말에 보고 월요일에 바로 움직인다고"),
            m("b", "f7_hk_gyeon", "2026-02-17 11:05",
              "그럼 바꾸자. 리포트 발송은 금요일 오후 5시로 옮긴다, 이번 주 금요일부터. 월요일 아침 발송은 없음.",
              "금요일 오후 5시로 옮긴다"),
            n("f7_hk_ok", "2026-02-17 11:12", "👍 발송 예약 바꿔놓을게요", thread="b"),
        ], topic="용선 시황, 리포트, 고객 대응"),
    ], [Subj("주간 시황 리포트 발송 시점", "When does Haegwang send out its weekly market report?",
             "해광해운중개 주간 시황 리포트는 언제 발송해?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh7-15", "ko", ["cancellation"], [
        MailStep([
            m("a", "f7_ys_bin", "2026-04-01 10:30",
              "총지배인님, 팀장님들께\n\n올여름 루프탑 바비큐 패키지를 7월 1일부터 8월 31일까지 매일 저녁 6시~9시에 운영하기로 "
              "하였습니다. 1인 89,000원이며 투숙객 대상 사전 예약제로 진행합니다. 세일즈팀에서는 패키지 상품 등록 부탁드립니다.\n\n"
              "빈하윤 드림\nF&B 매니저",
              "루프탑 바비큐 패키지를 7월 1일부터",
              to=("f7_ys_tak", "f7_ys_maeng", "f7_ys_chae"), subject="[F&B] 여름 루프탑 바비큐 패키지 운영 안내"),
            n("f7_ys_chae", "2026-04-01 14:12",
              "빈 매니저님, 상품 등록 전에 단가 한 번만 확인 부탁드립니다. OTA 수수료 감안하면 89,000원은 조금 빠듯해 보입니다.\n\n"
              "채도담 드림", to=("f7_ys_bin",), reply_to="a"),
            n("f7_ys_maeng", "2026-04-02 09:05",
              "객실팀 의견입니다. 루프탑 바로 아래가 스위트 4개 호실이라 소음 민원이 우려됩니다.\n\n맹도현",
              to=("f7_ys_bin",), cc=("f7_ys_tak",), reply_to="a"),
            m("b", "f7_ys_tak", "2026-05-12 16:40",
              "관계자 여러분께\n\n검토 결과 루프탑 바비큐 패키지는 올해 운영하지 않기로 최종 결정하였습니다. 소방서 사전 협의에서 "
              "옥상 화기 사용이 어렵다는 회신을 받았으며, 대체 상품은 별도로 기획하지 않습니다. 세일즈팀은 등록된 상품을 내려 "
              "주시기 바랍니다.\n\n탁세린\n총지배인",
              "올해 운영하지 않기로 최종 결정하였습니다",
              to=("f7_ys_bin", "f7_ys_maeng", "f7_ys_chae"), reply_to="a"),
            n("f7_ys_chae", "2026-05-12 17:05", "네, 오늘 중으로 OTA 상품 내리겠습니다.\n\n채도담",
              to=("f7_ys_tak",), reply_to="b"),
        ], name="hiworks-mail", style="korean"),
    ], [Subj("여름 루프탑 바비큐 패키지", "Is the Yunseul Hotel running the summer rooftop barbecue package?",
             "윤슬호텔 여름 루프탑 바비큐 패키지 운영해?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh7-16", "ko", ["restored"], [
        SlackStep("f7_saebyeol", "수시-면접-운영", [
            m("a", "f7_sb_ham", "2026-09-01 10:00",
              "11월 면접 수험생 대기실은 학생회관 2층 대강당으로 확정합니다. 좌석이 400석이라 오전·오후조 모두 수용 가능합니다.",
              "학생회관 2층 대강당으로 확정합니다"),
            n("f7_sb_gong", "2026-09-01 10:14", "대강당 사용 신청은 학생처에 제가 넣겠습니다", thread="a"),
            n("f7_sb_yook", "2026-09-22 14:50", "처장님, 대강당이 11월 셋째 주에 총학생회 행사랑 겹친다고 학생처에서 연락 왔습니다"),
            m("b", "f7_sb_ham", "2026-09-22 15:40",
              "그러면 대기실을 인문관 지하 1층 소강당으로 변경하겠습니다. 250석이라 오후조는 두 번에 나눠 입실시키는 걸로 하죠.",
              "인문관 지하 1층 소강당으로 변경하겠습니다"),
            n("f7_sb_gong", "2026-09-23 09:30", "소강당 예약 완료했습니다. 방송 장비가 없어서 따로 빌려야 합니다", thread="b"),
            n("f7_sb_yook", "2026-10-06 16:02", "총학 행사가 12월로 밀렸다고 합니다. 대강당 다시 비어요"),
            m("c", "f7_sb_ham", "2026-10-06 16:20",
              "잘됐네요. 소강당 건은 없던 일로 하고, 대기실은 원래대로 학생회관 대강당 씁니다. 공 주무관님 소강당 예약 취소해 주세요.",
              "대기실은 원래대로 학생회관 대강당 씁니다"),
            n("f7_sb_gong", "2026-10-06 16:31", "네 취소했습니다", thread="c"),
        ], topic="2027학년도 수시 면접 운영"),
    ], [Subj("수시 면접 수험생 대기실 장소", "Where do applicants wait before the November admissions interviews?",
             "11월 수시 면접 수험생 대기실은 어디야?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh7-17", "ko", ["out_of_order"], [
        SlackStep("f7_moraeal", "펌웨어", [
            n("f7_mr_sa", "2026-02-23 17:40", "딸기 농가 파일럿에서 관수 직후 수분 변화가 10분 간격이면 다 놓친대요"),
            m("b", "f7_mr_je", "2026-02-24 09:20",
              "토양수분 수집 주기는 5분으로 간다. 배터리는 12개월만 나와도 됨, 파일럿 농가 피드백이 우선이야. 다온 씨가 다음 펌웨어에 "
              "반영해줘.",
              "토양수분 수집 주기는 5분으로 간다"),
            n("f7_mr_yang", "2026-02-24 09:33", "네 2.4.0에 넣을게요", thread="b"),
        ], name="slack-export"),
        GitStep(SOIL_FW, [
            n("f7_mr_je", "2026-01-05 11:00", "센서 보드 핀맵 정리",
              file=("firmware/board/pinmap.h", "#define SOIL_ADC_PIN 4\n")),
            m("a", "f7_mr_yang", "2026-01-08 15:30",
              "토양수분 센서 수집 주기를 10분으로 설정\n\n배터리 수명 18개월 목표에 맞춰 기본 수집 주기를 10분으로 둔다. "
              "관수 중에도 동일하게 적용.",
              "기본 수집 주기를 10분으로 둔다",
              file=("firmware/config/sampling.h", "#define SOIL_SAMPLE_SEC 600\n")),
            n("f7_mr_sa", "2026-01-12 18:20", "MQTT 재연결 로직에 백오프 추가",
              file=("firmware/net/mqtt.c", "/* reconnect backoff */\n")),
        ]),
    ], [Subj("토양수분 센서 수집 주기", "How often do Moraeal Lab's soil moisture sensors take a reading?",
             "모래알랩 토양수분 센서는 몇 분마다 측정해?", "b", [("a", "replaced")])],
        note="the February Slack export is ingested before the January commits"),

    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh7-18", "ko", ["agreement"], [
        SlackStep("f7_milbit", "운영본부", [
            n("f7_mb_yu", "2026-03-03 08:50", "본부장님 오늘 성수점 오븐 또 에러코드 E4 떴어요. AS 불렀어요"),
            m("a", "f7_mb_eom", "2026-03-04 10:20",
              "제안: 봄 시즌 딸기 생크림 케이크 전 점포 출시일을 3월 20일(금)로 잡으면 어떨까요? 딸기 입고가 18일부터 안정적이라서요. "
              "본부장님 컨펌 부탁드려요 @{f7_mb_dokgo}",
              "출시일을 3월 20일(금)로 잡으면 어떨까요?"),
            n("f7_mb_yu", "2026-03-04 10:41", "점포 POP는 17일까지 인쇄 가능해요", thread="a"),
            m("b", "f7_mb_dokgo", "2026-03-04 13:05", "ㅇㅋ 동의해. 그대로 가자", "ㅇㅋ 동의해. 그대로 가자", thread="a"),
            n("f7_mb_eom", "2026-03-04 13:07", "넵!", thread="a"),
        ], topic="운영본부 공지/논의"),
    ], [Subj("봄 딸기 생크림 케이크 출시일",
             "When does Milbit Bakery launch the spring strawberry cream cake in all stores?",
             "밀빛제과 봄 딸기 생크림 케이크 전 점포 출시일은 언제야?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh7-19", "ko", ["restatement"], [
        MailStep([
            m("a", "f7_sb_gong", "2026-06-10 14:00",
              "㈜다온인쇄 반지섭 팀장님께\n\n2027학년도 수시 모집요강 인쇄 부수를 12,000부로 확정하여 알려드립니다. 납품 기한은 "
              "7월 15일(수)이며, 납품 장소는 본관 1층 입학처입니다. 교정본은 6월 26일까지 송부 부탁드립니다.\n\n"
              "새별대학교 입학처 공태윤 드림",
              "인쇄 부수를 12,000부로 확정하여",
              to=("f7_sb_ban",), cc=("f7_sb_yook",), subject="2027학년도 수시 모집요강 인쇄 부수 확정 통보"),
            n("f7_sb_ban", "2026-06-10 16:25",
              "공태윤 주무관님\n\n확인했습니다. 표지 용지는 지난해와 동일하게 250g 아트지로 진행하겠습니다.\n\n다온인쇄 반지섭 드림",
              to=("f7_sb_gong",), reply_to="a"),
            n("f7_sb_yook", "2026-06-26 11:10",
              "주무관님, 교정본 3쪽 전형일정 표에 면접일이 하루 밀려 있습니다. 수정 요청 부탁드려요.\n\n육서하",
              to=("f7_sb_gong",), reply_to="a", quote=False),
            m("b", "f7_sb_gong", "2026-07-06 09:30",
              "반지섭 팀장님께\n\n교정 완료에 따라 다시 한번 안내드립니다. 인쇄 부수는 기존 통보대로 12,000부이며, 납품 기한 "
              "7월 15일(수)도 변동 없습니다.\n\n공태윤 드림",
              "기존 통보대로 12,000부이며",
              to=("f7_sb_ban",), cc=("f7_sb_yook",), subject="[재공지] 수시 모집요강 인쇄 부수 및 납품 일정"),
        ], name="hiworks-mail", style="korean"),
    ], [Subj("수시 모집요강 인쇄 부수", "How many copies of the early-admission guidebook are being printed?",
             "수시 모집요강 몇 부 인쇄해?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh7-20", "ko", ["lookalike"], [
        SlackStep("f7_yunseul", "운영회의", [
            m("a", "f7_ys_bin", "2026-05-04 10:00",
              "본관 레스토랑 '바당' 조식은 6월 1일부터 오전 6시 30분~10시로 운영합니다. 단체 투숙 많은 날 조기 오픈은 따로 "
              "공지할게요.",
              "조식은 6월 1일부터 오전 6시 30분~10시로"),
            n("f7_ys_maeng", "2026-05-04 10:22", "별관 라운지는요? 별관 투숙객이 본관까지 오기 멀다는 VOC가 꽤 있어요"),
            m("b", "f7_ys_tak", "2026-05-06 15:00",
              "별관 2층 라운지는 조식 대신 오전 7시~10시 컨티넨탈 브런치로 운영하기로 했습니다. 메뉴는 빈 매니저님이 정리해 주세요.",
              "오전 7시~10시 컨티넨탈 브런치로 운영하기로"),
            n("f7_ys_bin", "2026-05-06 15:12", "네, 빵은 제주 로컬 베이커리랑 얘기해 볼게요", thread="b"),
            n("f7_ys_chae", "2026-05-06 16:40", "조식 포함 패키지 설명 문구도 두 가지로 나눠서 OTA에 올리겠습니다"),
        ], topic="주간 운영회의"),
    ], [Subj("본관 레스토랑 조식 운영 시간", "What are the breakfast hours at the main building restaurant Badang?",
             "본관 레스토랑 바당 조식 운영 시간은?", "a"),
        Subj("별관 라운지 아침 운영", "What does the annex lounge serve in the morning, and when?",
             "별관 라운지는 아침에 뭘 몇 시까지 운영해?", "b")]),

    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh7-21", "ko", ["reversal"], [
        GitStep(SOIL_FW, [
            n("f7_mr_sa", "2026-03-02 10:10", "대시보드 API 응답에 배터리 잔량 필드 추가",
              file=("server/api/device.py", "battery_pct: int\n")),
            m("a", "f7_mr_yang", "2026-03-05 16:45",
              "관수 시작 임계값을 토양수분 28%로 설정\n\n딸기 파일럿 기준값. 수분이 28% 아래로 내려가면 밸브를 연다.",
              "28% 아래로 내려가면 밸브를 연다",
              file=("firmware/config/irrigation.h", "#define IRRIGATE_BELOW_PCT 28\n")),
            n("f7_mr_je", "2026-03-10 09:00", "README 설치 가이드 갱신", file=("README.md", "# soilnode firmware\n")),
            m("b", "f7_mr_yang", "2026-03-24 11:20",
              "관수 임계값 28% -> 32%로 상향\n\n농가 측정 결과 28%에서는 이미 잎이 처지기 시작함. 앞으로 32% 미만이면 관수 시작.",
              "앞으로 32% 미만이면 관수 시작",
              file=("firmware/config/irrigation.h", "#define IRRIGATE_BELOW_PCT 32\n")),
        ]),
    ], [Subj("자동 관수 시작 임계값", "At what soil moisture does irrigation start automatically?",
             "토양수분 몇 %에서 자동 관수가 시작돼?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh7-22", "ko", ["cancellation", "reversal"], [
        SlackStep("f7_haegwang", "경영지원", [
            m("a", "f7_hk_gyeon", "2026-02-09 10:00",
              "4월 싱가포르 마리타임 위크에는 나랑 편과장 둘이 간다. 항공권이랑 숙소 이번 주 안에 잡아.",
              "4월 싱가포르 마리타임 위크에는"),
            m("c", "f7_hk_pyeon", "2026-02-10 13:30",
              "3월 선주 간담회는 해운대 씨엘로호텔 연회장 B에서 하는 걸로 정했습니다. 3월 19일 목요일 저녁 6시입니다.",
              "해운대 씨엘로호텔 연회장 B에서 하는"),
            n("f7_hk_ok", "2026-02-10 14:02", "씨엘로 연회장 견적 180만원이에요. 다과 포함"),
            n("f7_hk_ok", "2026-02-27 11:15", "대표님 싱가포르 항공권 아직 발권 전입니다. 요즘 환율이..."),
            m("b", "f7_hk_gyeon", "2026-03-03 09:10",
              "싱가포르 출장 건은 보류. 올해는 안 가는 걸로 하자. 용선 시장 이렇게 빠지는데 출장비 쓸 때 아니다.",
              "싱가포르 출장 건은 보류"),
            n("f7_hk_pyeon", "2026-03-03 09:25", "네 숙소 예약 취소했습니다", thread="b"),
            m("d", "f7_hk_pyeon", "2026-03-05 15:45",
              "간담회 장소 변경합니다: 씨엘로 대신 저희 사무실 옆 중앙동 해운빌딩 12층 대회의실에서 합니다. 날짜·시간은 그대로 "
              "3월 19일 저녁 6시.",
              "중앙동 해운빌딩 12층 대회의실에서 합니다"),
        ], topic="출장, 행사, 총무"),
    ], [Subj("싱가포르 마리타임 위크 출장", "Is Haegwang sending anyone to Singapore Maritime Week in April?",
             "4월 싱가포르 마리타임 위크 출장 가?", None, [("a", "cancelled"), ("b", "cancellation")]),
        Subj("3월 선주 간담회 장소", "Where is the March shipowners' meeting being held?", "3월 선주 간담회는 어디서 해?",
             "d", [("c", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh7-23", "ko", ["agreement", "restatement"], [
        MailStep([
            m("a", "f7_ys_ji", "2026-02-02 10:00",
              "윤슬호텔 맹도현 팀장님께\n\n2026년 3월 1일부터 적용할 객실 린넨 세탁 단가를 아래와 같이 제안드립니다.\n"
              "- 시트·이불커버: 장당 1,150원\n- 타월류: 장당 480원\n- 수거·배송: 주 6회(일요일 제외)\n\n검토 후 회신 "
              "부탁드립니다.\n\n㈜한결린넨 영업부 지상우 드림",
              "적용할 객실 린넨 세탁 단가를",
              to=("f7_ys_maeng",), cc=("f7_ys_tak",), subject="[한결린넨] 2026년 객실 린넨 세탁 단가 제안"),
            n("f7_ys_maeng", "2026-02-02 15:30", "지상우 부장님, 내부 검토 후 회신드리겠습니다.\n\n맹도현 드림",
              to=("f7_ys_ji",), reply_to="a"),
            m("b", "f7_ys_maeng", "2026-02-09 11:00",
              "지상우 부장님께\n\n제안 주신 단가와 수거 일정 그대로 동의합니다. 3월 1일부터 적용해 주십시오.\n\n"
              "윤슬호텔 객실팀장 맹도현 드림",
              "제안 주신 단가와 수거 일정",
              to=("f7_ys_ji",), cc=("f7_ys_tak",), reply_to="a"),
            m("c", "f7_ys_maeng", "2026-02-26 09:15",
              "관계자분들께\n\n다시 한번 안내드립니다. 3월 1일부터 한결린넨 세탁 단가는 시트·이불커버 장당 1,150원, 타월 480원으로 "
              "적용되며 수거는 일요일 제외 주 6회입니다. 객실 원가표 갱신 부탁드립니다.\n\n맹도현 드림",
              "한결린넨 세탁 단가는 시트·이불커버 장당",
              to=("f7_ys_tak", "f7_ys_bin", "f7_ys_chae"), subject="[안내] 3월부터 객실 린넨 세탁 단가"),
        ], name="hiworks-mail", style="korean"),
    ], [Subj("객실 린넨 세탁 단가", "What does the Yunseul Hotel pay Hangyeol Linen to launder room linen?",
             "윤슬호텔이 한결린넨에 내는 객실 린넨 세탁 단가는?", "a", [("b", "agreement"), ("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh7-24", "ko", ["restored"], [
        MailStep([
            m("a", "f7_mb_dokgo", "2026-05-11 10:00",
              "푸른목장유업 석진호 부장님께\n\n안녕하십니까, 밀빛제과 운영본부 독고현우입니다. 2026년 하반기(7~12월)에도 전 점포 "
              "우유 납품 계약을 귀사와 연장하기로 하였습니다. 단가는 현행대로 유지하며, 계약서는 이번 주 중 송부드리겠습니다.\n\n"
              "감사합니다.\n독고현우 드림",
              "전 점포 우유 납품 계약을 귀사와 연장하기로",
              to=("f7_mb_seok",), cc=("f7_mb_eom",), subject="하반기 우유 납품 계약 연장 건"),
            n("f7_mb_seok", "2026-05-11 14:20",
              "독고현우 본부장님\n\n연장 결정 감사드립니다. 계약서 받는 대로 날인하여 회신드리겠습니다.\n\n석진호 드림",
              to=("f7_mb_dokgo",), reply_to="a"),
        ], name="hiworks-mail", style="korean"),
        SlackStep("f7_milbit", "구매", [
            m("b", "f7_mb_eom", "2026-05-26 11:30",
              "본부장님이랑 얘기 끝났어요. 7월부터 우유는 초록들유업으로 바꿉니다. 단가 8% 낮고 배송도 새벽 5시 전에 된대요.",
              "우유는 초록들유업으로 바꿉니다"),
            n("f7_mb_yu", "2026-05-28 16:10", "초록들 거 테스트 배치로 식빵 구워봤는데 맛 차이 살짝 나는데? 버터향이 좀 약해"),
            n("f7_mb_eom", "2026-05-28 16:18", "음 그건 레시피 조정이 필요할 수도..."),
            n("f7_mb_yu", "2026-06-03 09:40", "그리고 초록들 새벽 배송 남부권은 안 된대. 부산·울산 6개 점포는 오전 9시 이후래"),
            m("c", "f7_mb_dokgo", "2026-06-03 10:05",
              "초록들 건 없던 일로 하자. 우유는 계속 푸른목장 걸로 간다. 계약 연장 그대로 유지하고 지유 씨가 초록들에 정중하게 "
              "거절 연락해줘.",
              "우유는 계속 푸른목장 걸로 간다"),
            n("f7_mb_eom", "2026-06-03 10:09", "넵 오늘 연락할게요", thread="c"),
        ], name="slack-export", topic="구매/납품"),
    ], [Subj("점포 우유 납품업체", "Which dairy supplies milk to Milbit Bakery's stores from July?",
             "7월부터 밀빛제과 점포 우유는 어느 업체 거 써?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh7-25", "ko", ["out_of_order"], [
        SlackStep("f7_saebyeol", "면접위원", [
            n("f7_sb_gong", "2026-10-28 10:00", "면접위원 명단 최종본 공유드립니다. 총 48명입니다."),
            m("b", "f7_sb_yook", "2026-10-29 14:30",
              "면접위원 사전 교육은 11월 10일(화) 오후 4시, 줌으로 변경합니다. 11월 3일 대면 교육은 하지 않습니다. 링크는 공 "
              "주무관님이 일괄 발송할게요.",
              "11월 10일(화) 오후 4시, 줌으로 변경합니다"),
            n("f7_sb_ham", "2026-10-29 15:02", "좋습니다. 녹화본도 남겨 주세요", thread="b"),
        ], name="slack-export-nov", topic="면접위원 위촉·교육"),
        SlackStep("f7_saebyeol", "면접위원", [
            n("f7_sb_gong", "2026-10-05 17:20", "교육 자료 초안 드라이브에 올렸습니다"),
            m("a", "f7_sb_yook", "2026-10-06 10:10",
              "면접위원 사전 교육 일정 확정: 11월 3일(화) 오후 2시, 본관 3층 대회의실. 불참 시 개별 영상 시청으로 대체합니다.",
              "11월 3일(화) 오후 2시, 본관"),
            n("f7_sb_ham", "2026-10-06 10:40", "처장 인사말 10분 넣어 주세요", thread="a"),
        ], name="slack-export-oct", topic="면접위원 위촉·교육"),
    ], [Subj("면접위원 사전 교육 일정", "When and where is the interviewer training for the admissions interviews?",
             "면접위원 사전 교육은 언제 어디서 해?", "b", [("a", "replaced")])],
        note="the late-October export is ingested before the early-October one"),

    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh7-26", "ko", ["lookalike", "restatement"], [
        MailStep([
            m("a", "f7_hk_pyeon", "2026-04-13 10:20",
              "구본재 차장님께\n\n4월 코일 선적분은 MV 한누리호로 확정되었으며, 적재 기간(laycan)은 4월 24일~26일, 선적항은 "
              "광양항입니다.\n\n편소율 드림\n해광해운중개 용선팀",
              "MV 한누리호로 확정되었으며",
              to=("f7_hk_gu",), cc=("f7_hk_ok",), subject="[해광] 동진제강 4월 선적분 선박 확정 안내"),
            n("f7_hk_gu", "2026-04-13 13:45",
              "편소율 과장님\n\n확인했습니다. 선석 배정은 저희가 광양 쪽에 요청하겠습니다.\n\n구본재 드림",
              to=("f7_hk_pyeon",), reply_to="a"),
            m("b", "f7_hk_pyeon", "2026-04-15 16:00",
              "구본재 차장님께\n\n5월 선재 선적분은 MV 새바다호로 확정되었습니다. 적재 기간은 5월 11일~13일, 선적항은 포항 "
              "신항입니다.\n\n편소율 드림",
              "MV 새바다호로 확정되었습니다",
              to=("f7_hk_gu",), cc=("f7_hk_ok",), subject="[해광] 동진제강 5월 선적분 선박 확정 안내"),
            m("c", "f7_hk_ok", "2026-04-22 09:00",
              "구본재 차장님께\n\n리마인드 드립니다. 한누리호 적재 기간은 변동 없이 4월 24일~26일(광양)입니다. 차질 없도록 "
              "준비 부탁드립니다.\n\n옥지환 드림",
              "한누리호 적재 기간은 변동 없이",
              to=("f7_hk_gu",), cc=("f7_hk_pyeon",), subject="[리마인드] 한누리호 광양 적재 일정"),
        ], name="hiworks-mail", style="korean"),
    ], [Subj("동진제강 4월 코일 선적 선박", "Which vessel carries Dongjin Steel's April coil shipment, and when does it load?",
             "동진제강 4월 코일 선적분은 어느 배로 언제 실어?", "a", [("c", "restatement")]),
        Subj("동진제강 5월 선재 선적 선박", "Which vessel carries Dongjin Steel's May wire rod shipment?",
             "동진제강 5월 선재 선적분은 어느 배야?", "b")]),

    # ================================================================================ mixed
    # ------------------------------------------------------------------------------------------ 27
    Seq("fresh7-27", "mixed", ["reversal"], [
        SlackStep("f7_gureum", "hoshizora-collab", [
            n("f7_gd_ju", "2026-01-12 11:00",
              "@{f7_gd_morishita} 안녕하세요! 1화~5화 translated script 드라이브에 올렸어요, please check 🙏"),
            n("f7_gd_morishita", "2026-01-12 11:30", "Thank you Ju-san! I will check until Wednesday."),
            m("a", "f7_gd_cheon", "2026-01-14 15:00",
              "Japanese edition 연재 요일은 매주 목요일 0시 (JST)로 가겠습니다. Hoshizora app 업데이트 주기랑 맞추는 게 좋을 것 "
              "같아서요. Launch date is Feb 5.",
              "매주 목요일 0시 (JST)로 가겠습니다"),
            n("f7_gd_morishita", "2026-01-14 15:20", "OK, Thursday is fine for us.", thread="a"),
            n("f7_gd_morishita", "2026-01-27 10:10",
              "Sorry, one problem. From February our app has big 'Thursday ranking' event of other titles, a new "
              "title on Thursday will be buried... 🙇"),
            n("f7_gd_bang", "2026-01-27 10:25", "헐 그럼 완전 묻히는 거 아냐..."),
            m("b", "f7_gd_cheon", "2026-01-28 09:40",
              "Okay, let's switch: 일본판은 매주 일요일 0시 JST 업데이트로 변경해요. Launch도 Feb 8 (Sun)으로 밀게요. "
              "@{f7_gd_ju} 스케줄표 수정 부탁해요.",
              "일본판은 매주 일요일 0시 JST"),
            n("f7_gd_morishita", "2026-01-28 10:05", "Sunday is good, thank you for flexible!", thread="b"),
        ], topic="구름다리 × Hoshizora Comics (Slack Connect)"),
    ], [Subj("일본판 연재 요일", "On which day do new episodes of the Japanese edition go up on Hoshizora?",
             "일본판 신규 회차는 무슨 요일에 올라가?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 28
    Seq("fresh7-28", "mixed", ["cancellation"], [
        MailStep([
            m("a", "f7_gm_rachel", "2026-03-02 10:00",
              "Hi all,\n\nConfirming we're doing the Glowmint pop-up at Tanglin Arcade, B1 atrium, 12–21 June. "
              "위가온 님 please own the product line-up from the Seoul side, Arjun handles stock and fixtures. "
              "Budget SGD 38k.\n\nThanks,\nRachel",
              "doing the Glowmint pop-up at Tanglin Arcade",
              to=("f7_gm_wi", "f7_gm_arjun", "f7_gm_mok"), subject="Tanglin pop-up – June"),
            n("f7_gm_wi", "2026-03-02 13:20",
              "Rachel님, 라인업 초안 이번 주 금요일까지 드릴게요! Sunscreen 신제품 2종이 6월 초 입고라 타이밍 딱 좋아요 😊\n\n가온",
              to=("f7_gm_rachel",), reply_to="a"),
            n("f7_gm_arjun", "2026-03-05 17:45",
              "Fixture vendor quote came in at 14k, a bit above plan. Will negotiate.\n\nArjun",
              to=("f7_gm_rachel",), reply_to="a"),
            m("b", "f7_gm_rachel", "2026-04-14 09:30",
              "Team,\n\nWe're scrapping the June pop-up. The landlord pushed the atrium rent up 40% and we'd rather "
              "put that money into the 6.6 mega sale. No pop-up this year. 가온 님, 라인업 작업은 여기서 멈춰 주세요, "
              "sorry for the wasted effort!\n\nRachel",
              "We're scrapping the June pop-up",
              to=("f7_gm_wi", "f7_gm_arjun", "f7_gm_mok"), reply_to="a"),
            n("f7_gm_mok", "2026-04-14 11:02",
              "아쉽네요 ㅠ CS 공지 문구에서 팝업 내용 빼둘게요.\n\n하린", to=("f7_gm_rachel",), reply_to="b"),
        ], name="inbox.mbox", style="gmail", owner="f7_gm_wi"),
    ], [Subj("June pop-up store in Singapore", "Is Glowmint holding the June pop-up store in Singapore?",
             "글로우민트 6월 싱가포르 팝업스토어 해?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 29
    Seq("fresh7-29", "mixed", ["restored"], [
        GitStep(VIEWER, [
            n("f7_gd_ki", "2026-02-02 14:00", "fix: 회차 목록 정렬 버그 (#41)",
              file=("viewer/episodes/list.ts", "episodes.sort((a, b) => a.no - b.no);\n")),
            m("a", "f7_gd_ki", "2026-02-03 18:30",
              "feat: 에피소드 이미지 포맷을 WebP(q=80)로 통일\n\nAll panel images are now encoded as WebP quality 80. "
              "평균 용량 PNG 대비 68% 감소.",
              "encoded as WebP quality 80",
              file=("viewer/image_config.ts", "export const PANEL_FORMAT = 'webp';\nexport const QUALITY = 80;\n")),
            n("f7_gd_ki", "2026-02-10 11:15", "chore: bump next to 15.2", file=("package.json", '{"next": "15.2.0"}\n')),
            m("b", "f7_gd_ki", "2026-02-17 20:05",
              "feat: switch panel images to AVIF\n\nAVIF로 바꾸면 WebP 대비 추가로 30% 절감. Hoshizora 쪽 CDN도 AVIF 지원 "
              "확인함.",
              "WebP 대비 추가로 30% 절감",
              file=("viewer/image_config.ts", "export const PANEL_FORMAT = 'avif';\nexport const QUALITY = 60;\n")),
            n("f7_gd_ki", "2026-02-20 10:40", "fix: iOS 15 Safari 검은 화면 이슈 조사용 로그 추가",
              file=("viewer/debug/log.ts", "export const LOG_DECODE_ERRORS = true;\n")),
            m("c", "f7_gd_ki", "2026-02-23 16:20",
              "Revert \"feat: switch panel images to AVIF\"\n\nThis reverts commit {sha:b}.\n\niOS 15 / 구형 Android "
              "WebView에서 AVIF 디코딩 실패 → 검은 화면 (#57). 패널 이미지는 WebP q80 그대로 간다.",
              "패널 이미지는 WebP q80 그대로 간다",
              file=("viewer/image_config.ts", "export const PANEL_FORMAT = 'webp';\nexport const QUALITY = 80;\n")),
        ]),
    ], [Subj("웹툰 뷰어 패널 이미지 포맷", "What image format does the webtoon viewer use for episode panels?",
             "웹툰 뷰어 회차 패널 이미지는 어떤 포맷으로 인코딩해?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 30
    Seq("fresh7-30", "mixed", ["out_of_order"], [
        SlackStep("f7_glowmint", "sg-ops", [
            n("f7_gm_arjun", "2026-03-16 18:00",
              "Tuas pick accuracy last month was 97.1%, SLA is 99.5 😤 그리고 returns 처리도 5일씩 걸려요"),
            m("b", "f7_gm_rachel", "2026-03-17 10:20",
              "Decision: from 1 May our Singapore 3PL is Jurong Hub Logistics. Tuas 계약은 30일 notice 주고 종료합니다. "
              "@{f7_gm_arjun} please plan the stock transfer.",
              "our Singapore 3PL is Jurong Hub Logistics"),
            n("f7_gm_wi", "2026-03-17 11:40",
              "한국에서 나가는 5월 컨테이너 도착지 주소도 바꿔야겠네요, 제가 포워더한테 말할게요", thread="b"),
        ], name="slack-export", topic="Singapore fulfilment and logistics"),
        MailStep([
            m("a", "f7_gm_rachel", "2026-02-03 09:15",
              "Hi Arjun, 가온 님,\n\nAfter the three site visits we'll go with Tuas Fulfilment as our Singapore 3PL: "
              "SGD 1.85 per order, same-day dispatch for orders before 2pm. Contract starts 1 March.\n\nRachel\n\n"
              "Rachel Tan\nHead of Operations, Glowmint Pte Ltd",
              "we'll go with Tuas Fulfilment",
              to=("f7_gm_arjun", "f7_gm_wi"), cc=("f7_gm_mok",), subject="SG 3PL selection"),
            n("f7_gm_wi", "2026-02-03 12:30", "확인했습니다! 3월 첫 입고분부터 Tuas 주소로 보내겠습니다.\n\n위가온 드림",
              to=("f7_gm_rachel",), reply_to="a"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("Singapore 3PL warehouse", "Which 3PL runs Glowmint's Singapore warehouse?",
             "글로우민트 싱가포르 물류 창고(3PL)는 어디야?", "b", [("a", "replaced")])],
        note="the March Slack export is ingested before the February mail"),

    # ------------------------------------------------------------------------------------------ 31
    Seq("fresh7-31", "mixed", ["agreement"], [
        SlackStep("f7_gureum", "jp-localize", [
            m("a", "f7_gd_ju", "2026-02-24 10:30",
              "Proposal: 일본판 원고 납품 spec을 width 800px, PNG-8, 세로 1,280px 단위 분할로 통일하면 어떨까요? Hoshizora "
              "쪽 ingestion tool이 이 spec이면 자동 처리된대요.",
              "원고 납품 spec을 width 800px"),
            n("f7_gd_bang", "2026-02-24 10:52", "PNG-8이면 그라데이션 banding 생길 수도 있는데 ㅠ 테스트 한번 해볼게요",
              thread="a"),
            n("f7_gd_bang", "2026-02-24 16:15", "테스트해봤는데 생각보다 괜찮네요", thread="a"),
            m("b", "f7_gd_cheon", "2026-02-24 16:40", "LGTM 👍 이대로 Morishita-san한테 공유해 주세요",
              "LGTM 👍 이대로 Morishita-san한테", thread="a"),
            n("f7_gd_morishita", "2026-02-25 09:10", "Received, thank you! We apply from episode 6.", thread="a"),
        ], topic="일본판 로컬라이즈"),
    ], [Subj("일본판 원고 납품 규격", "What file spec do the Japanese-edition episode files have to be delivered in?",
             "일본판 원고 파일은 어떤 규격으로 납품해?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 32
    Seq("fresh7-32", "mixed", ["restatement"], [
        SlackStep("f7_glowmint", "cx-team", [
            m("a", "f7_gm_rachel", "2026-05-04 09:00",
              "Free shipping threshold SG는 5월 11일부터 SGD 40으로 올립니다 (기존 30). 배송비 인상분 반영이에요.",
              "Free shipping threshold SG는 5월 11일부터"),
            n("f7_gm_mok", "2026-05-04 10:15", "CS 매크로 답변 수정할게요! FAQ 페이지도 같이요", thread="a"),
            n("f7_gm_arjun", "2026-05-04 10:40", "Shopee store also? or only our own site", thread="a"),
            n("f7_gm_rachel", "2026-05-04 10:55", "Own site only for now", thread="a"),
            n("f7_gm_mok", "2026-05-14 14:20", "고객 문의 벌써 12건... 다들 30불인 줄 알고 계세요 😅"),
            m("b", "f7_gm_mok", "2026-05-14 14:30",
              "Reminder for everyone 📌: 자사몰 무료배송 기준은 SGD 40 (5/11부터). 30불로 안내하지 말아 주세요 🙏",
              "자사몰 무료배송 기준은 SGD 40"),
        ], topic="Customer experience – SG & KR"),
    ], [Subj("free shipping threshold for the Singapore web store",
             "Above what order value is shipping free on Glowmint's Singapore web store?",
             "글로우민트 싱가포르 자사몰은 얼마 이상 사면 무료배송이야?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 33
    Seq("fresh7-33", "mixed", ["lookalike"], [
        MailStep([
            m("a", "f7_hk_dimitra", "2026-06-02 11:00",
              "Dear Ms Pyeon,\n\nOwners confirm Kalliope Star will deliver to charterers at Gwangyang on DLOSP, 18–22 "
              "June, for the 4–6 months time charter to Dongjin. Please pass to charterers.\n\nBest regards,\n"
              "Dimitra Kalogeropoulou\nChartering Manager, Aegeon Bulk Carriers S.A.",
              "Kalliope Star will deliver to charterers",
              to=("f7_hk_pyeon",), cc=("f7_hk_gyeon",), subject="Kalliope Star – delivery"),
            n("f7_hk_pyeon", "2026-06-02 18:30",
              "Dear Dimitra,\n\nWell noted, passing to charterers now.\n\n대표님 참고로, 동진제강 쪽은 광양 인도 OK "
              "했습니다.\n\nBest regards,\n편소율 / Soyul Pyeon", to=("f7_hk_dimitra",), cc=("f7_hk_gyeon",), reply_to="a"),
            m("b", "f7_hk_dimitra", "2026-06-03 10:15",
              "Dear Ms Pyeon,\n\nFor the second vessel, Theano Bay, owners have decided on delivery at Busan, 1–5 July, "
              "not Gwangyang, as she is discharging at Busan New Port before. Same TC terms otherwise.\n\nBest "
              "regards,\nDimitra",
              "owners have decided on delivery at Busan",
              to=("f7_hk_pyeon",), cc=("f7_hk_gyeon",), subject="Theano Bay – delivery"),
            n("f7_hk_gyeon", "2026-06-03 17:20",
              "편과장, Theano Bay 부산 인도 건 동진 측에 오늘 중 전달하고 회신 받아놔.\n\n견태오",
              to=("f7_hk_pyeon",), reply_to="b"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("Kalliope Star delivery", "Where and when is the Kalliope Star delivered to the charterers?",
             "Kalliope Star호는 언제 어디서 용선자에게 인도돼?", "a"),
        Subj("Theano Bay delivery", "Where is the Theano Bay delivered to the charterers?",
             "Theano Bay호는 어디서 용선자에게 인도돼?", "b")]),

    # ------------------------------------------------------------------------------------------ 34
    Seq("fresh7-34", "mixed", ["reversal", "agreement"], [
        SlackStep("f7_yunseul", "kyushu-sunrise-groups", [
            m("a", "f7_ys_chae", "2026-03-10 10:00",
              "@{f7_ys_kaneda} For the April 18 group (38 pax), our hotel shuttle will pick up at Jeju airport Gate 5 "
              "at 11:30. 맹 팀장님 셔틀 두 대 배차 부탁드려요.",
              "our hotel shuttle will pick up"),
            n("f7_ys_kaneda", "2026-03-10 10:30", "Thank you! Guests will be very happy.", thread="a"),
            m("p", "f7_ys_kaneda", "2026-03-12 09:00",
              "One more request: can group check-in be 13:00 instead of 15:00? Many old guests, they want rest after "
              "flight. We propose early check-in 13:00 for all 19 rooms.",
              "We propose early check-in 13:00"),
            n("f7_ys_maeng", "2026-03-12 09:40", "19실 13시 얼리 체크인이면 전날 객실 블록 잡아야 해요. 가능은 함", thread="p"),
            m("q", "f7_ys_chae", "2026-03-12 10:05", "Agreed, no problem, we will hold the rooms for you.",
              "Agreed, no problem", thread="p"),
            n("f7_ys_maeng", "2026-03-30 15:20", "셔틀 한 대가 4월 중순 정기검사 들어가요... 18일엔 한 대밖에 못 씀. 38명 못 태움"),
            m("b", "f7_ys_chae", "2026-03-31 09:30",
              "@{f7_ys_kaneda} Small change: for 18 April we will send a chartered 45-seat bus from 제주하늘관광 instead "
              "of our shuttle, same time 11:30, same Gate 5. Cost is on us.",
              "send a chartered 45-seat bus"),
            n("f7_ys_kaneda", "2026-03-31 10:02", "Understood, thank you for arrange!", thread="b"),
        ], topic="Kyushu Sunrise Travel × 윤슬호텔 단체 예약"),
    ], [Subj("airport pickup for the 18 April Kyushu Sunrise group",
             "What picks up the Kyushu Sunrise group at Jeju airport on 18 April?",
             "4월 18일 규슈 선라이즈 단체는 제주공항에서 뭘 타고 와?", "b", [("a", "replaced")]),
        Subj("early check-in time for the Kyushu Sunrise group", "What time can the Kyushu Sunrise group check in?",
             "규슈 선라이즈 단체 체크인은 몇 시부터 돼?", "p", [("q", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 35
    Seq("fresh7-35", "mixed", ["cancellation", "lookalike"], [
        MailStep([
            m("a", "f7_os_katrin", "2026-05-04 09:00",
              "Dear Ms Hyeon,\n\nWe will join the co-monitoring visit at Onnuri University Hospital (Daejeon) on 16 "
              "June, 10:00. Please book a meeting room at the site for the SDV wrap-up.\n\nKind regards,\nKatrin "
              "Vogelsang\nClinical Trial Manager, Rheinfeld Pharma GmbH",
              "join the co-monitoring visit at Onnuri",
              to=("f7_os_hyeon",), cc=("f7_os_ryu",), subject="RHP-2207 – co-monitoring visit Onnuri"),
            n("f7_os_hyeon", "2026-05-04 17:10",
              "Dear Katrin,\n\nNoted with thanks. 류건우 CRA가 site 회의실 예약 진행하겠습니다, he will confirm by "
              "Friday.\n\nBest regards,\nDain Hyeon", to=("f7_os_katrin",), cc=("f7_os_ryu",), reply_to="a"),
            m("b", "f7_os_katrin", "2026-05-06 08:45",
              "Dear Ms Hyeon,\n\nSecond one: we will also do a co-monitoring visit at Cheongwon St. Mary's Hospital "
              "(Cheongju) on 18 June, 14:00.\n\nKind regards,\nKatrin",
              "also do a co-monitoring visit at Cheongwon",
              to=("f7_os_hyeon",), cc=("f7_os_ryu",), subject="RHP-2207 – co-monitoring visit Cheongwon"),
            n("f7_os_ryu", "2026-05-18 11:30",
              "Katrin, 청원성모병원 PI 선생님이 enrolment 중단 요청하셨습니다. Site 측 연구간호사 퇴사로 인력이 없다고 합니다.\n\n"
              "Gunwoo Ryu\nCRA, Onsaemi Bio", to=("f7_os_katrin",), cc=("f7_os_hyeon",), reply_to="b"),
            m("c", "f7_os_katrin", "2026-05-20 16:00",
              "Dear Ms Hyeon, dear Gunwoo,\n\nAs Cheongwon St. Mary's has stopped enrolment and will be closed as a "
              "site, the Cheongwon visit is off. There is no replacement visit.\n\nKatrin",
              "the Cheongwon visit is off",
              to=("f7_os_hyeon", "f7_os_ryu"), reply_to="b"),
            n("f7_os_hyeon", "2026-05-21 09:20",
              "알겠습니다, understood. 청원 site close-out 절차는 저희가 진행하겠습니다.\n\nDain",
              to=("f7_os_katrin",), reply_to="c"),
        ], name="inbox.mbox", style="gmail", owner="f7_os_hyeon"),
    ], [Subj("sponsor co-monitoring visit at Onnuri University Hospital",
             "Is Rheinfeld joining a co-monitoring visit at Onnuri University Hospital, and when?",
             "라인펠트가 온누리대학교병원 공동 모니터링 방문에 와? 언제야?", "a"),
        Subj("sponsor co-monitoring visit at Cheongwon St. Mary's",
             "Is there a sponsor co-monitoring visit at Cheongwon St. Mary's in June?",
             "6월에 청원성모병원 스폰서 공동 모니터링 방문 있어?", None, [("b", "cancelled"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 36
    Seq("fresh7-36", "mixed", ["out_of_order", "lookalike"], [
        SlackStep("f7_gureum", "hoshizora-collab", [
            n("f7_gd_ju", "2026-03-09 10:00", "Week 4 ranking: 로맨스 부문 #14 🎉 Morishita-san 감사합니다!"),
            m("b", "f7_gd_morishita", "2026-03-10 11:20",
              "Cheon-san, good news and one change: from 1 April all paid episodes become 40 coins. Our sales team "
              "decided it after the good ranking.",
              "all paid episodes become 40 coins"),
            n("f7_gd_cheon", "2026-03-10 11:45", "오 좋아요! Thank you, 작가님께도 전달할게요 🙌", thread="b"),
        ], name="slack-export", topic="구름다리 × Hoshizora Comics (Slack Connect)"),
        MailStep([
            m("a", "f7_gd_morishita", "2026-02-16 14:00",
              "Dear Cheon-san,\n\nWe decided the price: each paid episode is 30 coins (= 30 yen) in the Hoshizora "
              "app.\n\nBest regards,\nHaruka Morishita\nEditor, Hoshizora Comics",
              "each paid episode is 30 coins",
              to=("f7_gd_cheon",), cc=("f7_gd_ju",), subject="Pricing for 'Beyond the Cloud Bridge' JP"),
            m("c", "f7_gd_cheon", "2026-02-17 10:30",
              "Morishita-san,\n\n감사합니다, 30 coins noted. On our side we decided the first 5 episodes are free at "
              "launch (무료 공개 5화), as discussed with 방 작가님.\n\nBest,\nYuna Cheon",
              "the first 5 episodes are free",
              to=("f7_gd_morishita",), cc=("f7_gd_ju",), reply_to="a"),
        ], name="inbox.mbox", style="gmail", owner="f7_gd_cheon"),
    ], [Subj("Japanese edition price per paid episode",
             "How many coins does a paid episode of the Japanese edition cost?",
             "일본판 유료 회차는 한 화에 몇 코인이야?", "b", [("a", "replaced")]),
        Subj("free episodes of the Japanese edition at launch",
             "How many episodes of the Japanese edition are free at launch?",
             "일본판 런칭 때 무료 공개 회차는 몇 화야?", "c")],
        note="the March Slack export is ingested before the February mail; the free-episodes decision still stands"),

    # ------------------------------------------------------------------------------------------ 37
    Seq("fresh7-37", "mixed", ["restored"], [
        SlackStep("f7_onsaemi", "rhp2207-ops", [
            m("a", "f7_os_hyeon", "2026-03-02 09:30",
              "PK sample shipment to central lab (Frankfurt)은 계속 Polaris Cryo Courier로 보냅니다, dry ice 48h 보장 "
              "조건으로요. 매월 첫째 주 화요일 pickup.",
              "계속 Polaris Cryo Courier로 보냅니다"),
            n("f7_os_ryu", "2026-03-13 15:10", "Polaris 이번 달 견적 또 올랐어요, 박스당 ₩1.9M 😵"),
            m("b", "f7_os_hyeon", "2026-03-16 10:00",
              "OK then, 4월 shipment부터 courier를 바이오로지스코리아로 변경합니다. 견적 30% 저렴하고 인천 출발 direct "
              "flight 있대요.",
              "courier를 바이오로지스코리아로 변경합니다"),
            n("f7_os_baek", "2026-03-16 10:25",
              "QA 쪽에서 vendor qualification 필요해요. temperature excursion 기록 확인해야 함", thread="b"),
            n("f7_os_baek", "2026-03-27 14:00",
              "바이오로지스 audit 결과 공유드려요: 작년 dry ice excursion 3건, CAPA 미완료 😬 sponsor SOP 기준 미달입니다"),
            m("c", "f7_os_hyeon", "2026-03-27 14:40",
              "Never mind, 바이오로지스 건 취소하고 그냥 Polaris 그대로 갑니다. Katrin도 qualified vendor 유지하자고 했어요.",
              "그냥 Polaris 그대로 갑니다"),
            n("f7_os_ryu", "2026-03-27 14:52", "네 4월 pickup Polaris로 다시 잡을게요", thread="c"),
        ], topic="RHP-2207 study operations"),
    ], [Subj("courier for PK samples to the central lab",
             "Which courier ships the RHP-2207 PK samples to the central lab in Frankfurt?",
             "RHP-2207 PK 샘플은 프랑크푸르트 중앙검사실로 어느 특송사가 보내?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 38
    Seq("fresh7-38", "mixed", ["agreement"], [
        MailStep([
            m("a", "f7_os_hyeon", "2026-03-30 10:00",
              "Dear Katrin,\n\n최근 SAE 보고 건수가 늘어서, we would like to propose that SAE reconciliation between the "
              "safety database and EDC be done every second Monday instead of monthly, from 13 April. 백소희 QA가 "
              "reconciliation log를 관리합니다.\n\nBest regards,\nDain Hyeon\n임상운영팀장, Onsaemi Bio",
              "be done every second Monday instead",
              to=("f7_os_katrin",), cc=("f7_os_baek",), subject="Proposal: biweekly SAE reconciliation"),
            n("f7_os_baek", "2026-03-30 11:20", "팀장님, log 템플릿 v2로 준비해 두겠습니다.\n\n백소희",
              to=("f7_os_hyeon",), reply_to="a"),
            m("b", "f7_os_katrin", "2026-04-01 08:30",
              "Dear Dain,\n\nSounds good, you have our approval. Our PV team will align their exports to your "
              "Mondays.\n\nKind regards,\nKatrin",
              "you have our approval",
              to=("f7_os_hyeon",), cc=("f7_os_baek",), reply_to="a"),
        ], name="inbox.mbox", style="gmail", owner="f7_os_hyeon"),
    ], [Subj("SAE reconciliation frequency", "How often is SAE reconciliation done for RHP-2207?",
             "RHP-2207 SAE 대사(reconciliation)는 얼마나 자주 해?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 39
    Seq("fresh7-39", "mixed", ["restatement"], [
        MailStep([
            m("a", "f7_ys_chae", "2026-01-20 10:00",
              "Dear Kaneda-san,\n\nFor 2026 group bookings (10 rooms or more), free cancellation is until 21 days "
              "before arrival. From 20 to 8 days before, 30% of the room charge; within 7 days, 100%.\n\n감사합니다.\n"
              "Dodam Chae (채도담)\nSales Manager, Yunseul Hotel Jeju",
              "free cancellation is until 21 days",
              to=("f7_ys_kaneda",), cc=("f7_ys_tak",), subject="Group cancellation policy 2026 – Yunseul Hotel Jeju"),
            n("f7_ys_kaneda", "2026-01-20 15:40",
              "Dear Chae-san,\n\nThank you. We understand. Our contract team will put this in our system.\n\nBest "
              "regards,\nMisaki Kaneda", to=("f7_ys_chae",), reply_to="a"),
            n("f7_ys_tak", "2026-01-21 09:10",
              "채 매니저님, 수고 많으셨습니다. 다른 일본 여행사 계약 갱신 때도 참고해 주세요.\n\n탁세린",
              to=("f7_ys_chae",), reply_to="a", quote=False),
            m("b", "f7_ys_chae", "2026-03-02 11:00",
              "Dear Kaneda-san,\n\nJust a gentle reminder before the April groups: our group cancellation policy is "
              "unchanged. Free until 21 days before arrival, 30% from 20 to 8 days, 100% within 7 days.\n\n감사합니다.\n"
              "Dodam Chae",
              "our group cancellation policy is unchanged",
              to=("f7_ys_kaneda",), subject="Reminder: group cancellation policy (April groups)"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("group booking cancellation policy",
             "Until when can Kyushu Sunrise cancel a group booking at the Yunseul Hotel free of charge?",
             "규슈 선라이즈가 윤슬호텔 단체 예약을 무료로 취소할 수 있는 기한은?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 40
    Seq("fresh7-40", "mixed", ["restored", "out_of_order"], [
        SlackStep("f7_tessellate", "fw-pangyo", [
            n("f7_ts_mun", "2026-04-14 21:30", "field에서 921600 쓰니까 싼 USB-serial 어댑터들이 garbage 찍는다고 연락 옴 😭"),
            n("f7_ts_eli", "2026-04-14 09:05", "Yeah, the CH340 clones top out way below that."),
            m("c", "f7_ts_nadia", "2026-04-15 08:40",
              "Never mind the bump: debug UART stays at 115200, 그대로 유지. Temperature logs go over the CAN diag "
              "channel instead. @{f7_ts_mun} can you revert?",
              "debug UART stays at 115200"),
            n("f7_ts_mun", "2026-04-15 21:50", "넵 revert PR 올릴게요", thread="c"),
        ], name="slack-export", topic="Pangyo firmware sync"),
        GitStep(ARM_FW, [
            m("a", "f7_ts_seo", "2026-04-01 14:00",
              "Set debug UART to 115200 baud\n\n모든 보드 debug console 115200 8N1로 통일. Field techs' USB adapters all "
              "support it.",
              "debug console 115200 8N1로 통일",
              file=("firmware/board/uart_debug.h", "#define DEBUG_BAUD 115200\n")),
            n("f7_ts_eli", "2026-04-02 16:30", "Log joint temperatures at 10 Hz",
              file=("firmware/telemetry/temps.c", "#define TEMP_LOG_HZ 10\n")),
            m("b", "f7_ts_mun", "2026-04-08 19:20",
              "Raise debug UART to 921600 baud\n\n10 Hz 온도 로그 때문에 115200에서는 로그가 밀림. 921600으로 올림.",
              "로그가 밀림. 921600으로 올림",
              file=("firmware/board/uart_debug.h", "#define DEBUG_BAUD 921600\n")),
        ]),
    ], [Subj("debug UART baud rate", "What baud rate does the arm's debug UART console use?",
             "로봇팔 디버그 UART 콘솔 보드레이트는 얼마야?", "c", [("a", "replaced"), ("b", "replaced")])],
        note="the April Slack export is ingested before the commits it overrides"),
]
