"""Fresh5 sequences: a seventh split, the next untouched check after fresh4. Written by a helper who had read only
the data model (``build.py``), the label format (``_supersession_data.py``), the docstring of
``benchmarks/supersession.py`` and the layout of the fresh4 module (its header, people and workspaces, plus
its first sequences) — not the supersession or extraction rules (nothing under ``src/``, ``docs/`` or
``tests/``), not the dev/holdout/fresh/fresh2/fresh3 sequences and not the rest of fresh4. Names of people and
teams were checked against the other splits by grep only. The benchmark was not run on it while it was
written. It is for measuring only; never read its failures to tune on it.

Teams (all new, keys prefixed ``f5_``):

* 늘품동물병원 (a Daejeon veterinary hospital with a branch in Dunsan; 존댓말 Slack, 공문체 Korean webmail
  with a veterinary drug wholesaler);
* Kestrel Offshore Services (an Arklow, Ireland wind-farm O&M contractor; English Slack and Outlook mail,
  mixed English/Korean mail and a shared channel with the Korean wind-farm owner 해울풍력);
* 서하구보건소 (a district public-health centre; 공문체 webmail, 개조식 Slack, Korean commits to the
  homepage repository, mail with a vaccine distributor);
* Tidewater Brewing Co. (a Portland, Maine craft brewery; casual English Slack, Gmail with a hop co-op);
* 바른세무회계 (a tax-accounting office; 존댓말 Slack, Korean webmail with a corporate client);
* Corvène Spatial (a Toulouse ground-segment company; non-native English from French staff, a shared Slack
  and Gmail with the Korean satellite operator 세솔우주 in code-switching English/Korean, mixed commits);
* 먹구름보드게임 (a Seoul board-game publisher; 반말 Slack, Korean/Japanese/English with its Tokyo
  localisation partner);
* Ensuku Agri (a Kampala agritech startup; English Slack, Gmail, a backend repository);
* 가온중학교 (a middle school's teachers; 존댓말 Slack, 공문체 webmail);
* Fahrwerk Cycles (a Berlin e-bike maker; German non-native English Slack and mail, with a Taichung frame
  supplier);
* tinsel (an open-source TOML linter; maintainers in São Paulo, Seoul, Helsinki, Accra and Singapore;
  commits with reverts, a mailing list, a maintainers' Slack with Korean/English code-switching);
* 온결코스메틱 (a Seoul cosmetics brand; 개조식 Korean Slack, code-switching with the buyers of a US
  retailer in a shared channel, Korean webmail, Gmail).

Labelling conventions (the same as fresh4's): in a *restored* sequence (X, then Y, then "never mind, we stay
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

SEOUL, DUB, NYC, LA, PAR = "Asia/Seoul", "Europe/Dublin", "America/New_York", "America/Los_Angeles", "Europe/Paris"
TYO, KLA, BER, TPE, SAO = "Asia/Tokyo", "Africa/Kampala", "Europe/Berlin", "Asia/Taipei", "America/Sao_Paulo"
HEL, ACC, SIN, CHI = "Europe/Helsinki", "Africa/Accra", "Asia/Singapore", "America/Chicago"

PEOPLE = {
    # 늘품동물병원 (Daejeon) + wholesaler
    "f5_np_tak": Person("탁지훈", "jh.tak@neulpumvet.co.kr", SEOUL, "jihoon.tak", "대표원장"),
    "f5_np_mo": Person("모예린", "yerin.mo@neulpumvet.co.kr", SEOUL, "yerin", "진료부장"),
    "f5_np_dan": Person("단승우", "sw.dan@neulpumvet.co.kr", SEOUL, "seungwoo", "동물보건사 팀장"),
    "f5_np_yong": Person("용하경", "hk.yong@neulpumvet.co.kr", SEOUL, "hakyung", "원무팀 대리"),
    "f5_np_wang": Person("왕보미", "bomi.wang@neulpumvet.co.kr", SEOUL, "bomi", "둔산분원 실장"),
    "f5_np_sagong": Person("사공민재", "mj.sagong@ecovetpharm.co.kr", SEOUL, title="㈜에코벳팜 대전영업소 과장"),
    # Kestrel Offshore Services (Arklow) + the wind-farm owner
    "f5_ka_siobhan": Person("Siobhán Keane", "siobhan.keane@kestreloffshore.ie", DUB, "siobhan", "O&M Site Manager"),
    "f5_ka_thiago": Person("Thiago Barbosa", "thiago.barbosa@kestreloffshore.ie", DUB, "thiago", "Lead Wind Technician"),
    "f5_ka_maricel": Person("Maricel Dizon", "maricel.dizon@kestreloffshore.ie", DUB, "maricel", "Marine Coordinator"),
    "f5_ka_declan": Person("Declan Fahy", "declan.fahy@kestreloffshore.ie", DUB, "declan", "HSE Manager"),
    "f5_ka_ahmed": Person("Ahmed Raza", "ahmed.raza@kestreloffshore.ie", DUB, "ahmed", "Blade & Lifting Supervisor"),
    "f5_ka_ciaran": Person("Ciarán Mulvey", "ciaran.mulvey@kestreloffshore.ie", DUB, "ciaran", "Senior Wind Technician"),
    "f5_ka_eom": Person("엄태식", "ts.eom@haeulwind.co.kr", SEOUL, "taesik.eom", "㈜해울풍력 O&M기술팀 차장"),
    # 서하구보건소 + distributor
    "f5_sh_namgung": Person("남궁선영", "sy.namgung@seoha.go.kr", SEOUL, "seonyoung", "건강증진과장"),
    "f5_sh_bin": Person("빈재석", "js.bin@seoha.go.kr", SEOUL, "jaeseok", "주무관"),
    "f5_sh_ok": Person("옥다현", "dh.ok@seoha.go.kr", SEOUL, "dahyun", "간호주사"),
    "f5_sh_ma": Person("마준서", "js.ma@seoha.go.kr", SEOUL, "junseo", "주무관(정보화)"),
    "f5_sh_gye": Person("계정민", "jm.gye@medilink-kr.co.kr", SEOUL, title="㈜메디링크 공공영업팀 과장"),
    # Tidewater Brewing Co. (Portland, Maine) + hop co-op
    "f5_tw_brody": Person("Brody Whitcomb", "brody@tidewaterbrewing.com", NYC, "brody", "Head Brewer"),
    "f5_tw_tess": Person("Tess Calloway", "tess@tidewaterbrewing.com", NYC, "tess", "Taproom Manager"),
    "f5_tw_miguel": Person("Miguel Arreola", "miguel@tidewaterbrewing.com", NYC, "miguel", "Cellar Lead"),
    "f5_tw_noriko": Person("Noriko Sakaguchi", "noriko@tidewaterbrewing.com", NYC, "noriko", "Sales & Distribution"),
    "f5_tw_garrett": Person("Garrett Pruitt", "garrett@yakimahopcoop.com", LA,
                            title="Contract Sales, Yakima Valley Hop Co-op"),
    # 바른세무회계 + client
    "f5_br_pyeon": Person("편승민", "sm.pyeon@bareuntax.co.kr", SEOUL, "seungmin", "대표세무사"),
    "f5_br_yuk": Person("육현아", "ha.yuk@bareuntax.co.kr", SEOUL, "hyuna", "기장팀장"),
    "f5_br_jwa": Person("좌민호", "mh.jwa@bareuntax.co.kr", SEOUL, "minho", "주임"),
    "f5_br_ban": Person("반서율", "sy.ban@bareuntax.co.kr", SEOUL, "seoyul", "사원"),
    "f5_br_dokgo": Person("독고윤", "yoon.dokgo@raonfurniture.co.kr", SEOUL, title="㈜라온가구 재무팀장"),
    # Corvène Spatial (Toulouse) + 세솔우주
    "f5_cv_mathilde": Person("Mathilde Garnier", "mathilde.garnier@corvene-spatial.fr", PAR, "mathilde",
                             "Ground Segment Lead"),
    "f5_cv_bastien": Person("Bastien Lefort", "bastien.lefort@corvene-spatial.fr", PAR, "bastien", "Software Engineer"),
    "f5_cv_yasmine": Person("Yasmine Bouzid", "yasmine.bouzid@corvene-spatial.fr", PAR, "yasmine",
                            "Station Operations Engineer"),
    "f5_cv_seok": Person("석도현", "dh.seok@sesolspace.co.kr", SEOUL, "dohyun.seok", "세솔우주 지상국팀장"),
    "f5_cv_bang": Person("방채원", "cw.bang@sesolspace.co.kr", SEOUL, "chaewon", "세솔우주 운영엔지니어"),
    # 먹구름보드게임 + Tokyo partner
    "f5_mg_yeo": Person("여은솔", "eunsol@meokgureum.games", SEOUL, "eunsol", "대표"),
    "f5_mg_maeng": Person("맹다온", "daon@meokgureum.games", SEOUL, "daon", "게임 디자이너"),
    "f5_mg_cheon": Person("천시우", "siwoo@meokgureum.games", SEOUL, "siwoo", "일러스트레이터"),
    "f5_mg_gu": Person("구태오", "taeo@meokgureum.games", SEOUL, "taeo", "제작·물류"),
    "f5_mg_haruka": Person("Haruka Ishida", "haruka.ishida@ashibi-games.jp", TYO, "haruka",
                           "Ashibi Games 日本語版担当"),
    # Ensuku Agri (Kampala)
    "f5_ek_nakato": Person("Nakato Ssempala", "nakato@ensuku.co.ug", KLA, "nakato", "Co-founder & CTO"),
    "f5_ek_okello": Person("Okello Akena", "okello@ensuku.co.ug", KLA, "okello", "Android Developer"),
    "f5_ek_harriet": Person("Harriet Namutebi", "harriet@ensuku.co.ug", KLA, "harriet", "Field Operations Lead"),
    "f5_ek_isaac": Person("Isaac Mugisha", "isaac@ensuku.co.ug", KLA, "isaac", "Backend Engineer"),
    # 가온중학교
    "f5_go_ham": Person("함윤재", "yj.ham@gaon.ms.kr", SEOUL, "yunjae", "교무부장"),
    "f5_go_yeon": Person("연수빈", "sb.yeon@gaon.ms.kr", SEOUL, "subin", "3학년부장"),
    "f5_go_geum": Person("금다인", "di.geum@gaon.ms.kr", SEOUL, "dain", "정보부 교사"),
    "f5_go_sang": Person("상민규", "mg.sang@gaon.ms.kr", SEOUL, "mingyu", "체육과 교사"),
    "f5_go_wi": Person("위정란", "jr.wi@gaon.ms.kr", SEOUL, "jeongran", "교감"),
    # Fahrwerk Cycles (Berlin) + frame supplier
    "f5_fw_jannik": Person("Jannik Vogt", "jannik.vogt@fahrwerk-cycles.de", BER, "jannik", "Head of Product"),
    "f5_fw_merle": Person("Merle Albrecht", "merle.albrecht@fahrwerk-cycles.de", BER, "merle", "Supply Chain Manager"),
    "f5_fw_kerem": Person("Kerem Yıldız", "kerem.yildiz@fahrwerk-cycles.de", BER, "kerem", "QA Engineer"),
    "f5_fw_tsai": Person("Tsai Yu-ting", "yuting.tsai@formosa-alloy.com.tw", TPE,
                         title="Account Manager, Formosa Alloy Works, Taichung"),
    # tinsel (open-source TOML linter)
    "f5_tn_larissa": Person("Larissa Nogueira", "larissa@nogueira.dev", SAO, "larissa", "maintainer"),
    "f5_tn_jisu": Person("형지수", "jisu.hyeong@gmail.com", SEOUL, "jisuh", "maintainer"),
    "f5_tn_eero": Person("Eero Virtanen", "eero.virtanen@iki.fi", HEL, "eerov", "maintainer"),
    "f5_tn_kofi": Person("Kofi Mensah", "kofi@mensah.dev", ACC, "kofim", "contributor"),
    "f5_tn_meilin": Person("Mei Lin Chua", "meilin.chua@proton.me", SIN, "meilinc", "contributor"),
    # 온결코스메틱 (Seoul) + US retailer
    "f5_og_tae": Person("태지호", "jiho.tae@ongyeol.kr", SEOUL, "jiho", "글로벌 이커머스팀장"),
    "f5_og_on": Person("온세아", "sea.on@ongyeol.kr", SEOUL, "sea", "MD"),
    "f5_og_gyeong": Person("경도윤", "doyun.gyeong@ongyeol.kr", SEOUL, "doyun", "물류 담당"),
    "f5_og_dwayne": Person("Dwayne Pickett", "dpickett@brightwellbeauty.com", CHI, "dwayne.p",
                           "Senior Buyer, Brightwell Beauty"),
    "f5_og_rosa": Person("Rosa Villanueva", "rvillanueva@brightwellbeauty.com", CHI, "rosa.v",
                         "Replenishment Analyst, Brightwell Beauty"),
}

WORKSPACES = {
    "f5_neulpum": Workspace("T09F5NPVT2", "neulpum-vet",
                            ("f5_np_tak", "f5_np_mo", "f5_np_dan", "f5_np_yong", "f5_np_wang")),
    "f5_kestrel": Workspace("T09F5KSOS4", "kestrel-offshore",
                            ("f5_ka_siobhan", "f5_ka_thiago", "f5_ka_maricel", "f5_ka_declan", "f5_ka_ahmed",
                             "f5_ka_ciaran", "f5_ka_eom")),
    "f5_seoha": Workspace("T09F5SHPH6", "seoha-health", ("f5_sh_namgung", "f5_sh_bin", "f5_sh_ok", "f5_sh_ma")),
    "f5_tidewater": Workspace("T09F5TDWB1", "tidewater-brewing",
                              ("f5_tw_brody", "f5_tw_tess", "f5_tw_miguel", "f5_tw_noriko")),
    "f5_bareun": Workspace("T09F5BRTX8", "bareun-tax", ("f5_br_pyeon", "f5_br_yuk", "f5_br_jwa", "f5_br_ban")),
    "f5_corvene": Workspace("T09F5CVSP3", "corvene-spatial",
                            ("f5_cv_mathilde", "f5_cv_bastien", "f5_cv_yasmine", "f5_cv_seok", "f5_cv_bang")),
    "f5_meokgureum": Workspace("T09F5MGBG7", "meokgureum-games",
                               ("f5_mg_yeo", "f5_mg_maeng", "f5_mg_cheon", "f5_mg_gu", "f5_mg_haruka")),
    "f5_ensuku": Workspace("T09F5EKAG5", "ensuku-agri", ("f5_ek_nakato", "f5_ek_okello", "f5_ek_harriet", "f5_ek_isaac")),
    "f5_gaon": Workspace("T09F5GAON0", "gaon-ms", ("f5_go_ham", "f5_go_yeon", "f5_go_geum", "f5_go_sang", "f5_go_wi")),
    "f5_fahrwerk": Workspace("T09F5FWCY9", "fahrwerk-cycles", ("f5_fw_jannik", "f5_fw_merle", "f5_fw_kerem")),
    "f5_tinsel": Workspace("T09F5TNSL2", "tinsel-dev",
                           ("f5_tn_larissa", "f5_tn_jisu", "f5_tn_eero", "f5_tn_kofi", "f5_tn_meilin")),
    "f5_ongyeol": Workspace("T09F5OGCM4", "ongyeol",
                            ("f5_og_tae", "f5_og_on", "f5_og_gyeong", "f5_og_dwayne", "f5_og_rosa")),
}

TINSEL = "https://github.com/tinsel-lint/tinsel.git"
ENSUKU_API = "git@github.com:ensuku-agri/ensuku-api.git"
SEOHA_WEB = "https://git.seoha.go.kr/health/homepage.git"
CORVENE_GS = "git@gitlab.corvene-spatial.fr:ground/sesol-scheduler.git"

SEQUENCES: list[Seq] = [
    # ================================================================================ English
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh5-01", "en", ["reversal"], [
        SlackStep("f5_tidewater", "production", [
            n("f5_tw_brody", "2026-03-09 08:05",
              "Morning. FV4 is crashing tonight, so please don't dry hop anything into it"),
            m("a", "f5_tw_brody", "2026-03-09 10:20",
              "For the April 14 canning run of Fogline IPA we're booking Brew Hub Mobile Canning — they do 16oz and "
              "our sleeve labels are already sized for their line.",
              "booking Brew Hub Mobile Canning"),
            n("f5_tw_tess", "2026-03-09 10:34",
              "Cool. Can we hold 10 cases back for the taproom? Last batch we ran out in 4 days", thread="a"),
            n("f5_tw_miguel", "2026-03-11 15:47",
              "heads up, the Brew Hub seamer failed double-seam checks twice at Foundry Street last week. not "
              "saying no, just saying"),
            n("f5_tw_noriko", "2026-03-11 16:02", "Distributor wants the cans on the truck by the 17th at the latest."),
            m("b", "f5_tw_brody", "2026-03-12 14:02",
              "Talked to Pine State Canning this morning. They have the 14th open, their seam record is way better, "
              "and they'll run our sleeves no problem, so Pine State does the Fogline run. I'll sort out the other "
              "booking today.",
              "so Pine State does the Fogline run", reactions={"raised_hands": ["f5_tw_miguel", "f5_tw_noriko"]}),
            n("f5_tw_tess", "2026-03-12 14:20", "still want my 10 cases 😇"),
        ], topic="Brewing schedule, packaging, QC"),
    ], [Subj("canning vendor for the April Fogline IPA run", "Who is canning the April Fogline IPA run?",
             "4월 포그라인 IPA 캔입은 어느 업체가 하기로 했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh5-02", "en", ["cancellation"], [
        MailStep([
            m("a", "f5_ka_siobhan", "2026-04-20 09:12",
              "Hi all,\n\nGood news: we'll host a community open day at the Arklow base on Saturday 13 June, "
              "11:00–15:00. Declan will give the safety brief for visitors and Maricel is sorting boat-tour slots "
              "with the harbour master. Thiago, could your crew put together a small display with a blade section "
              "and the climbing kit?\n\nThanks,\nSiobhán",
              "community open day at the Arklow base",
              to=("f5_ka_declan", "f5_ka_maricel", "f5_ka_thiago", "f5_ka_ahmed"),
              subject="Arklow base open day – Saturday 13 June"),
            n("f5_ka_declan", "2026-04-20 10:03",
              "Happy to. Could we keep visitors off the pontoon altogether? The insurers have questions about "
              "members of the public near the CTVs.\n\nDeclan",
              to=("f5_ka_siobhan",), reply_to="a"),
            n("f5_ka_maricel", "2026-04-22 16:40",
              "Hi Siobhán, harbour master says no boat tours on the 13th, the dredger is in that week. I will keep "
              "asking for another slot.\n\nMaricel",
              to=("f5_ka_siobhan",), reply_to="a"),
            m("b", "f5_ka_siobhan", "2026-05-18 08:55",
              "All,\n\nUnfortunately the open day is off. With the dredging works running through June and the "
              "blade campaign on Arklow Bank starting early, we have neither the people nor the quay space. I've "
              "let the council's community officer know. We might look at something in September, but nothing is "
              "planned.\n\nSiobhán",
              "Unfortunately the open day is off",
              to=("f5_ka_declan", "f5_ka_maricel", "f5_ka_thiago", "f5_ka_ahmed"), reply_to="a"),
            n("f5_ka_thiago", "2026-05-18 09:30",
              "Shame, my kids were looking forward to it. Understood.\n\nT.",
              to=("f5_ka_siobhan",), reply_to="b"),
        ], name="mail", style="outlook", owner="f5_ka_thiago"),
    ], [Subj("Arklow base community open day", "Is the community open day at the Arklow base on 13 June happening?",
             "6월 13일 아클로 기지 오픈데이 하는 거예요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh5-03", "en", ["restored"], [
        GitStep(TINSEL, [
            n("f5_tn_larissa", "2026-01-08 14:10", "Bump toml_edit to 0.22",
              file=("Cargo.lock", "# toml_edit 0.22.4\n")),
            m("a", "f5_tn_eero", "2026-01-12 11:25",
              "Set MSRV to 1.74\n\nWe test against 1.74 in CI from now on and say so in the README. Debian trixie "
              "and Alpine stable ship something close to it.",
              "Set MSRV to 1.74", file=("Cargo.toml", '[package]\nname = "tinsel"\nrust-version = "1.74"\n')),
            n("f5_tn_kofi", "2026-01-20 19:02",
              "Fix false positive on dotted keys in inline tables (#212)",
              file=("src/rules/dotted.rs", "// dotted keys in inline tables are fine\n")),
            m("b", "f5_tn_jisu", "2026-02-03 22:40",
              "Raise MSRV to 1.80 for LazyLock\n\nReplaces once_cell with std::sync::LazyLock, which needs 1.80. "
              "CI matrix updated.",
              "Replaces once_cell with std::sync::LazyLock",
              file=("Cargo.toml", '[package]\nname = "tinsel"\nrust-version = "1.80"\n')),
            n("f5_tn_meilin", "2026-02-05 09:15", "docs: clarify --config precedence",
              file=("docs/config.md", "CLI flags win over tinsel.toml, which wins over defaults.\n")),
            m("c", "f5_tn_eero", "2026-02-10 10:05",
              "Revert \"Raise MSRV to 1.80 for LazyLock\"\n\nThis reverts commit {sha:b}.\n\nThe Debian and Alpine "
              "packagers asked us to stay on 1.74 for the 0.9 series, so once_cell is back. We can look at the MSRV "
              "again after 0.9.",
              "packagers asked us to stay on 1.74",
              file=("Cargo.toml", '[package]\nname = "tinsel"\nrust-version = "1.74"\n')),
        ]),
    ], [Subj("minimum supported Rust version", "What is tinsel's minimum supported Rust version?",
             "tinsel 최소 지원 러스트 버전(MSRV)은 몇이야?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh5-04", "en", ["out_of_order"], [
        SlackStep("f5_ensuku", "backend", [
            n("f5_ek_okello", "2026-03-20 09:12", "anyone else seeing the Play Console warning about target SDK 35?"),
            m("b", "f5_ek_isaac", "2026-03-20 10:30",
              "Update on OTP: from the next release the SMS OTP goes through Africa's Talking, not the provider we "
              "picked in February. In the two-week test their MTN/Airtel Uganda delivery rate was 97% against 81%, "
              "and it's cheaper per SMS. Sender ID ENSUKU is approved.",
              "SMS OTP goes through Africa's Talking"),
            n("f5_ek_nakato", "2026-03-20 10:44",
              "Good. Keep the old account alive for 30 days in case we need to roll back.", thread="b"),
            n("f5_ek_okello", "2026-03-20 11:02", "I'll update the sender name in the app strings", thread="b"),
        ], topic="API, infra, integrations"),
        MailStep([
            m("a", "f5_ek_nakato", "2026-02-11 17:20",
              "Hi both,\n\nAfter the calls with the two vendors we're going with Twilio for the OTP SMS at signup "
              "and login. Isaac, please put it behind the notifications service so we can swap later if we must. "
              "Budget is approved up to $150/month.\n\nThanks,\nNakato",
              "going with Twilio for the OTP SMS",
              to=("f5_ek_isaac", "f5_ek_okello"), subject="OTP SMS provider"),
            n("f5_ek_isaac", "2026-02-11 18:05",
              "Noted, I'll start on it after the MoMo webhook work is merged.\n\nIsaac",
              to=("f5_ek_nakato",), reply_to="a"),
        ], name="inbox.mbox", style="gmail", owner="f5_ek_isaac"),
    ], [Subj("OTP SMS provider", "Which SMS provider sends our OTP codes?",
             "OTP 문자 발송 업체는 어디로 정했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh5-05", "en", ["agreement"], [
        MailStep([
            n("f5_fw_kerem", "2026-04-06 16:10",
              "Hi Merle,\n\nthe inspection report for the March lot is in the QA folder. Two frames with paint "
              "runs, otherwise OK.\n\nKerem",
              to=("f5_fw_merle",), subject="Inspection report March lot"),
            m("a", "f5_fw_merle", "2026-04-07 09:30",
              "Hi Jannik,\n\nas discussed in the S&OP, I propose that from the Q3 batches we buy the frames from "
              "Formosa Alloy FCA Taichung instead of CIF Hamburg. We book the ocean freight ourselves over our "
              "forwarder contract — around €410 cheaper per 40' container, and we control the routing (no more "
              "transhipment in Colombo).\n\nRisk: we carry the insurance from Taichung. I checked with our broker, "
              "the open cargo policy covers it.\n\nCan you approve? Then I inform Yu-ting this week.\n\nBest "
              "regards\nMerle",
              "buy the frames from Formosa Alloy FCA Taichung",
              to=("f5_fw_jannik",), cc=("f5_fw_kerem",), subject="Proposal: frame shipments FCA Taichung from Q3"),
            m("b", "f5_fw_jannik", "2026-04-08 08:12",
              "Hi Merle,\n\nApproved. Please start with the July batch, and make sure Kerem has the pre-shipment "
              "inspection report before we release the booking.\n\nJannik",
              "Approved. Please start with the July batch",
              to=("f5_fw_merle",), cc=("f5_fw_kerem",), reply_to="a"),
            n("f5_fw_merle", "2026-04-08 08:40", "Thanks! I write Yu-ting today.\n\nMerle",
              to=("f5_fw_jannik",), reply_to="b"),
        ], name="mail", style="outlook", owner="f5_fw_kerem"),
    ], [Subj("incoterm for Formosa Alloy frames", "Under which incoterm do we buy the frames from Formosa Alloy?",
             "포르모사 알로이 프레임은 어떤 인코텀즈 조건으로 사기로 했어?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh5-06", "en", ["restatement"], [
        SlackStep("f5_tidewater", "taproom", [
            n("f5_tw_tess", "2026-04-21 12:30", "Whoever borrowed the good keg dolly: it lives by the walk-in 🙂"),
            m("a", "f5_tw_tess", "2026-04-22 10:05",
              "Taproom hours from May 1:\n• Sun–Thu 12–9pm\n• Fri–Sat 12–11pm\n• last call 30 min before close\n"
              "The Monday closure goes away for the summer.",
              "Taproom hours from May 1:"),
            n("f5_tw_brody", "2026-04-22 10:40", "Do we have enough bartenders for Mondays then?", thread="a"),
            n("f5_tw_tess", "2026-04-22 10:52", "Hiring two part-timers, interviews this week", thread="a"),
            n("f5_tw_noriko", "2026-04-27 15:15", "Trivia night folks asked if they can switch to Wednesdays. Thoughts?"),
            m("b", "f5_tw_tess", "2026-04-29 11:00",
              "Reminder: summer hours kick in Friday. Sun–Thu we close at 9, Fri/Sat at 11, and we're open Mondays "
              "now. @{f5_tw_noriko} can you update the Google listing? 🙏",
              "summer hours kick in Friday"),
            n("f5_tw_noriko", "2026-04-29 11:20", "done ✅", thread="b"),
        ], topic="Taproom ops"),
    ], [Subj("taproom opening hours", "What are the taproom's opening hours this summer?",
             "이번 여름 탭룸 영업시간이 어떻게 돼?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh5-07", "en", ["lookalike"], [
        SlackStep("f5_kestrel", "site-ops", [
            n("f5_ka_maricel", "2026-06-01 07:40", "Wren is back on her mooring, the fender repair held up fine"),
            m("a", "f5_ka_declan", "2026-06-01 09:15",
              "LOLER thorough examination of the quayside crane is booked with LiftCert for Tuesday 9 June, 08:00. "
              "The crane is out of service 08:00–12:00 that morning, plan your lifts around it.",
              "quayside crane is booked with LiftCert"),
            n("f5_ka_thiago", "2026-06-01 09:32", "noted, we'll load the gearbox oil drums on the Monday then",
              thread="a"),
            m("b", "f5_ka_ahmed", "2026-06-02 13:05",
              "Davit crane on the Wren: LOLER exam with LiftCert on Thursday 11 June at 08:00, alongside at the base. "
              "No transfers on Wren that morning.",
              "Davit crane on the Wren"),
            n("f5_ka_siobhan", "2026-06-02 13:20", "Thanks both. Anyone seen the spare VHF handset?"),
            n("f5_ka_declan", "2026-06-02 13:41", "👍 both are on the whiteboard now"),
        ], topic="Daily ops, lifting, marine"),
    ], [Subj("quayside crane LOLER examination", "When is the quayside crane's LOLER examination?",
             "부두 크레인 LOLER 검사는 언제예요?", "a"),
        Subj("davit crane on CTV Wren LOLER examination", "When is the LOLER exam of the davit crane on the Wren?",
             "렌호 데이빗 크레인 LOLER 검사는 언제예요?", "b")]),

    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh5-08", "en", ["reversal", "agreement"], [
        SlackStep("f5_ensuku", "eng", [
            n("f5_ek_nakato", "2026-04-06 08:30",
              "Hi team, Harriet's photos from the Masaka farmer visits are in the drive, they're great"),
            m("a", "f5_ek_isaac", "2026-04-06 09:40",
              "DB cutover plan: we move prod to the managed Postgres (Aiven) on Saturday 18 April, 22:00 EAT, "
              "expected downtime 45 min. Runbook coming Thursday.",
              "move prod to the managed Postgres"),
            n("f5_ek_harriet", "2026-04-07 11:15",
              "Isaac, the 18th is the Masaka training day, all the field agents will be syncing the whole day and "
              "into the night", thread="a"),
            m("b", "f5_ek_isaac", "2026-04-09 10:05",
              "Moving it one week because of the training day. New slot Saturday 25 April, same 22:00 EAT start, "
              "same runbook.",
              "New slot Saturday 25 April", thread="a"),
            m("c", "f5_ek_isaac", "2026-04-10 14:20",
              "Proposal for the new farmer-profile endpoints: version in the URL path (/v2/farmers/...) rather "
              "than an Accept header. Easier to cache at Cloudflare and simpler for the Android client. Objections "
              "by Monday?",
              "version in the URL path", reactions={"+1": ["f5_ek_nakato"]}),
            m("d", "f5_ek_okello", "2026-04-10 14:48",
              "LGTM 👍 path versioning works best for us on Android, Retrofit handles it cleanly",
              "path versioning works best for us", thread="c"),
            n("f5_ek_okello", "2026-04-10 15:01", "btw who has the Xiaomi test phone?"),
        ], topic="Engineering"),
    ], [Subj("production database cutover date", "When do we cut production over to the managed Postgres?",
             "운영 DB 매니지드 Postgres 전환 언제 해?", "b", [("a", "replaced")]),
        Subj("API versioning scheme", "How are the new API endpoints versioned?",
             "새 API 엔드포인트 버전 관리 방식은 뭐로 정했어?", "c", [("d", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh5-09", "en", ["cancellation", "restatement"], [
        SlackStep("f5_corvene", "ground-ops", [
            m("a", "f5_cv_mathilde", "2026-04-02 09:10",
              "Hello all, from next week we do the pass review every Tuesday at 10h00 in the ops room (salle "
              "Garonne), 30 minutes maximum. Yasmine brings the anomaly list.",
              "pass review every Tuesday at 10h00"),
            n("f5_cv_bastien", "2026-04-02 09:25",
              "ok for me. Is it possible to have a visio link for the people in remote?", thread="a"),
            n("f5_cv_mathilde", "2026-04-02 09:31", "Yes I add the Teams link in the invitation", thread="a"),
            m("b", "f5_cv_yasmine", "2026-04-03 14:00",
              "For information: the RF compatibility test with the Kourou antenna is planned 12 to 14 May. I have "
              "booked the station and the test engineer.",
              "RF compatibility test with the Kourou antenna"),
            n("f5_cv_bastien", "2026-04-20 17:45", "The launch of SESOL-2 is slipping again? I heard some rumours"),
            m("c", "f5_cv_yasmine", "2026-04-22 10:20",
              "Confirmed, SESOL-2 launch goes to Q4. So we cancel the Kourou RF test in May, there is no sense to do "
              "it six months before. I released the station booking, no fees.",
              "we cancel the Kourou RF test"),
            m("d", "f5_cv_mathilde", "2026-04-27 16:30",
              "Reminder: pass review tomorrow Tuesday 10h00, salle Garonne. Please update your anomaly tickets before.",
              "pass review tomorrow Tuesday 10h00"),
        ], topic="Station ops"),
    ], [Subj("weekly pass review meeting", "When and where is the weekly pass review?",
             "주간 패스 리뷰 회의는 언제 어디서 해요?", "a", [("d", "restatement")]),
        Subj("Kourou RF compatibility test", "Is the RF compatibility test at Kourou in May still on?",
             "5월 쿠루 안테나 RF 호환성 시험 아직 하는 거예요?", None, [("b", "cancelled"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh5-10", "en", ["out_of_order"], [
        SlackStep("f5_tidewater", "brewing", [
            n("f5_tw_miguel", "2026-02-20 09:00", "CO2 delivery moved to Monday, we're fine on tanks till then"),
            m("b", "f5_tw_brody", "2026-02-20 13:35",
              "Hop contract update after the budget call with Noriko: Citra for 2027 is now 400 lb, the other 200 "
              "went to Strata. Garrett has the signed amendment. Mosaic unchanged.",
              "Citra for 2027 is now 400 lb"),
            n("f5_tw_noriko", "2026-02-20 13:50", "thank you for taking the hit on Citra 🙏", thread="b"),
        ], topic="Recipes, raw materials"),
        MailStep([
            m("a", "f5_tw_brody", "2026-01-15 11:10",
              "Hi Garrett,\n\nConfirming our 2027 forward contract: 600 lb Citra and 300 lb Mosaic, T90 pellets, "
              "delivered in two drops (October and February). Same payment terms as this year.\n\nCheers,\nBrody",
              "600 lb Citra and 300 lb Mosaic",
              to=("f5_tw_garrett",), subject="2027 contract – Tidewater"),
            n("f5_tw_garrett", "2026-01-15 14:22",
              "Thanks Brody, got it. Paperwork will come over from our office next week.\n\nGarrett",
              to=("f5_tw_brody",), reply_to="a"),
        ], name="inbox.mbox", style="gmail", owner="f5_tw_brody"),
    ], [Subj("2027 Citra contract volume", "How much Citra are we contracted for in 2027?",
             "2027년 시트라 홉 계약 물량이 얼마야?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh5-11", "en", ["restored"], [
        SlackStep("f5_fahrwerk", "quality", [
            m("a", "f5_fw_kerem", "2026-02-02 10:15",
              "Incoming inspection for frames: we sample with AQL 1.0, general level II. I put it in the QA plan v3.",
              "we sample with AQL 1.0"),
            n("f5_fw_merle", "2026-02-02 10:40", "ok, and who pays the inspector in Taichung? still them?", thread="a"),
            n("f5_fw_kerem", "2026-02-02 10:44", "yes, third party inspection is on supplier side, it is in the contract",
              thread="a"),
            m("b", "f5_fw_jannik", "2026-02-16 09:05",
              "After the two cracked dropouts from January I want it stricter: frames go to AQL 0.65 from the next "
              "lot on.",
              "frames go to AQL 0.65"),
            n("f5_fw_kerem", "2026-02-16 09:30",
              "Means sample size from 80 to 125 for a lot of 1200. Inspector needs one day more in Taichung. ok?",
              thread="b"),
            n("f5_fw_merle", "2026-02-16 11:12",
              "The extra day costs us nothing, but Yu-ting says the next lot is then 3 days late.", thread="b"),
            m("c", "f5_fw_jannik", "2026-02-17 08:50",
              "Hm, 3 days late hurts the spring launch. Forget it, we stay on AQL 1.0 for frames. Kerem, please add a "
              "100% dropout check on arrival here in Berlin instead.",
              "we stay on AQL 1.0 for frames", thread="b"),
            n("f5_fw_kerem", "2026-02-17 09:02", "ok, I update the QA plan", thread="b"),
        ], topic="Incoming QA, field returns"),
    ], [Subj("sampling level for incoming frame inspection", "What AQL do we use for incoming frame inspection?",
             "프레임 입고 검사 AQL 기준은 뭐로 해?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh5-12", "en", ["agreement"], [
        MailStep([
            m("a", "f5_tn_eero", "2026-03-03 08:40",
              "Hi all,\n\nI'd like to deprecate the --fix-all flag in 0.9 and remove it in 1.0. It has been an alias "
              "of --fix=all since 0.6 and it clutters the help output. In 0.9 it keeps working but prints a "
              "deprecation warning.\n\nThoughts?\n\nEero",
              "deprecate the --fix-all flag in 0.9",
              to=("f5_tn_larissa", "f5_tn_jisu", "f5_tn_kofi", "f5_tn_meilin"),
              subject="[tinsel-dev] Proposal: deprecate --fix-all"),
            n("f5_tn_kofi", "2026-03-03 11:15",
              "Does anyone know how many configs in the wild use it? GitHub code search shows ~40 repos calling "
              "`tinsel --fix-all` in CI files.\n\nKofi",
              to=("f5_tn_eero", "f5_tn_larissa", "f5_tn_jisu", "f5_tn_meilin"), reply_to="a"),
            m("b", "f5_tn_larissa", "2026-03-03 13:50",
              "Agreed, let's do it. The warning should name --fix=all explicitly and link the changelog, and I'll "
              "open issues on the biggest of those ~40 repos.\n\nLarissa",
              "Agreed, let's do it.",
              to=("f5_tn_eero", "f5_tn_jisu", "f5_tn_kofi", "f5_tn_meilin"), reply_to="a"),
            n("f5_tn_meilin", "2026-03-04 09:05",
              "Unrelated, but the docs site build is failing on the mdbook version, I'll pin it.\n\nMei Lin",
              to=("f5_tn_eero", "f5_tn_larissa", "f5_tn_jisu", "f5_tn_kofi"), subject="[tinsel-dev] docs build"),
        ], name="tinsel-dev.mbox", style="gmail", owner="f5_tn_jisu"),
    ], [Subj("the --fix-all flag", "What's happening to the --fix-all flag?",
             "--fix-all 플래그는 어떻게 하기로 했어?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh5-13", "en", ["lookalike"], [
        GitStep(ENSUKU_API, [
            n("f5_ek_okello", "2026-02-23 10:10", "Add Luganda strings for the onboarding flow",
              file=("locale/lg.json", '{"welcome": "Tukusanyukidde"}\n')),
            m("a", "f5_ek_isaac", "2026-02-24 15:32",
              "payments: MTN MoMo callback timeout 45s\n\nThe MoMo sandbox regularly takes 20-35s to post the callback "
              "under load; 15s was timing out and we marked paid orders as failed.",
              "MTN MoMo callback timeout 45s",
              file=("config/payments.yaml", "momo:\n  callback_timeout_s: 45\n")),
            n("f5_ek_nakato", "2026-02-25 09:00", "Bump Django to 5.0.3",
              file=("requirements.txt", "Django==5.0.3\n")),
            m("b", "f5_ek_isaac", "2026-02-26 11:47",
              "payments: Airtel Money callback timeout 30s\n\nAirtel answers faster, 30s is plenty. Kept lower than "
              "MoMo on purpose so stuck sessions free up sooner.",
              "Airtel Money callback timeout 30s",
              file=("config/payments.yaml", "momo:\n  callback_timeout_s: 45\nairtel:\n  callback_timeout_s: 30\n")),
            n("f5_ek_okello", "2026-02-27 16:20", "Fix crash on farm list when GPS is off",
              file=("app/farms.py", "# guard against missing location\n")),
        ]),
    ], [Subj("MTN MoMo callback timeout", "What is the callback timeout for MTN MoMo payments?",
             "MTN MoMo 결제 콜백 타임아웃은 몇 초야?", "a"),
        Subj("Airtel Money callback timeout", "What is the callback timeout for Airtel Money payments?",
             "에어텔 머니 결제 콜백 타임아웃은 몇 초야?", "b")]),

    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh5-14", "en", ["reversal"], [
        MailStep([
            m("a", "f5_ka_siobhan", "2026-05-04 08:30",
              "Hi team,\n\nThe main gearbox exchange on T07 goes ahead in week 21 with the jack-up from Fred. Olsen. "
              "Ciarán will lead on the nacelle side; Declan, please review the lifting plan with him by Friday the "
              "15th.\n\nSiobhán",
              "Ciarán will lead on the nacelle side",
              to=("f5_ka_ciaran", "f5_ka_declan", "f5_ka_thiago", "f5_ka_ahmed"), subject="T07 gearbox exchange – week 21"),
            n("f5_ka_declan", "2026-05-04 10:12",
              "Will do. Ciarán, can you send me the rigging drawings by Wednesday?\n\nDeclan",
              to=("f5_ka_siobhan", "f5_ka_ciaran"), reply_to="a"),
            n("f5_ka_ciaran", "2026-05-06 17:05",
              "Siobhán, small problem: I've been put on the Codling survey for week 21, flagged it to you on Teams. "
              "Drawings are with Declan anyway.\n\nCiarán",
              to=("f5_ka_siobhan",), reply_to="a"),
            m("b", "f5_ka_siobhan", "2026-05-07 08:45",
              "All,\n\nQuick update on T07: Thiago will take the lead on the nacelle for the gearbox exchange, as "
              "Ciarán is needed on the Codling survey that week. Everything else stays as planned — week 21, "
              "lifting plan review with Declan by Friday.\n\nSiobhán",
              "Thiago will take the lead on the nacelle",
              to=("f5_ka_ciaran", "f5_ka_declan", "f5_ka_thiago", "f5_ka_ahmed"), reply_to="a"),
            n("f5_ka_thiago", "2026-05-07 09:10", "No bother. I'll grab the drawings from Declan today.\n\nThiago",
              to=("f5_ka_siobhan",), reply_to="b"),
        ], name="mail", style="outlook", owner="f5_ka_declan"),
    ], [Subj("nacelle lead for the T07 gearbox exchange", "Who leads the nacelle work on the T07 gearbox exchange?",
             "T07 기어박스 교체 때 나셀 작업은 누가 리드해?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh5-15", "en", ["cancellation"], [
        GitStep(TINSEL, [
            m("a", "f5_tn_larissa", "2026-01-26 20:15",
              "ci: publish nightly builds to GitHub Releases\n\nEvery night at 02:00 UTC we build main for "
              "linux/macos/windows and publish it as a 'nightly' pre-release, replacing the previous one.",
              "publish nightly builds to GitHub Releases",
              file=(".github/workflows/nightly.yml", "on:\n  schedule:\n    - cron: '0 2 * * *'\n")),
            n("f5_tn_kofi", "2026-02-02 18:30", "rules: add table-header-spacing (#219)",
              file=("src/rules/header_spacing.rs", "// blank line before [table] headers\n")),
            n("f5_tn_meilin", "2026-02-14 07:55", "Fix typo in CONTRIBUTING",
              file=("CONTRIBUTING.md", "Please run cargo fmt before opening a PR.\n")),
            m("b", "f5_tn_larissa", "2026-03-09 21:40",
              "ci: remove the nightly release workflow\n\nWe're not doing nightlies after all: three downloads in a "
              "month, and the macOS runner kept failing the job. If you need main, use `cargo install --git`.",
              "We're not doing nightlies after all",
              file=(".github/workflows/nightly.yml", "")),
        ]),
    ], [Subj("nightly builds", "Does tinsel publish nightly builds?",
             "tinsel 나이틀리 빌드 배포해?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh5-16", "en", ["restatement", "lookalike"], [
        MailStep([
            m("a", "f5_fw_merle", "2026-03-02 09:20",
              "Dear Yu-ting,\n\nfrom March our warehouse in Berlin-Adlershof accepts frame deliveries only on "
              "Tuesdays between 8:00 and 12:00. Please tell this to your forwarder, trucks outside this window will "
              "be rejected at the gate.\n\nBest regards\nMerle",
              "accepts frame deliveries only on Tuesdays",
              to=("f5_fw_tsai",), subject="Delivery window Berlin warehouse"),
            n("f5_fw_tsai", "2026-03-02 17:05",
              "Dear Merle,\n\nwell noted, I will inform our forwarder Yang Ming Logistics. By the way the March lot "
              "is ready for inspection on the 10th.\n\nBest regards,\nYu-ting",
              to=("f5_fw_merle",), reply_to="a"),
            m("b", "f5_fw_merle", "2026-03-03 10:00",
              "Hi both,\n\nsame logic for the battery packs: deliveries only Thursdays 8:00–12:00, so we never have "
              "frames and batteries on the ramp the same day. Kerem, your incoming check for batteries is then "
              "Thursday afternoon.\n\nMerle",
              "deliveries only Thursdays 8:00–12:00",
              to=("f5_fw_kerem", "f5_fw_jannik"), subject="Warehouse slots"),
            n("f5_fw_kerem", "2026-03-03 10:12", "ok 👍\n\nKerem", to=("f5_fw_merle",), reply_to="b"),
            m("c", "f5_fw_merle", "2026-03-24 14:30",
              "Dear Yu-ting,\n\njust a reminder: frame deliveries are Tuesdays 8–12 only. Last week the truck came on "
              "Wednesday afternoon and we had to send it back. Please remind the forwarder.\n\nThanks\nMerle",
              "just a reminder: frame deliveries are Tuesdays",
              to=("f5_fw_tsai",), reply_to="a"),
        ], name="inbox.mbox", style="gmail", owner="f5_fw_merle"),
    ], [Subj("frame delivery window", "When does the Berlin warehouse accept frame deliveries?",
             "베를린 창고 프레임 입고는 언제 받아?", "a", [("c", "restatement")]),
        Subj("battery pack delivery window", "When does the Berlin warehouse accept battery pack deliveries?",
             "베를린 창고 배터리팩 입고는 언제 받아?", "b")]),

    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh5-17", "en", ["restored"], [
        MailStep([
            m("a", "f5_ek_nakato", "2026-01-19 09:00",
              "Hi all,\n\nThe soil-moisture sensor pilot will run with the Masaka coffee co-op: 25 farms, starting "
              "2 March. Harriet leads the field side, Okello the app changes.\n\nNakato",
              "pilot will run with the Masaka coffee co-op",
              to=("f5_ek_harriet", "f5_ek_okello", "f5_ek_isaac"), subject="Sensor pilot location"),
            n("f5_ek_harriet", "2026-01-19 11:30",
              "Great, the co-op chairman already said yes. I'll do the farm selection next week.\n\nHarriet",
              to=("f5_ek_nakato",), reply_to="a"),
            m("b", "f5_ek_nakato", "2026-01-30 16:45",
              "Change: Heifer offered to co-fund if we do the pilot in Mbarara with their dairy farmers instead. I "
              "said yes in principle, so the pilot moves to Mbarara, same start date.\n\nNakato",
              "the pilot moves to Mbarara, same start date",
              to=("f5_ek_harriet", "f5_ek_okello", "f5_ek_isaac"), reply_to="a"),
            n("f5_ek_harriet", "2026-01-31 08:20",
              "Hmm. The sensors are calibrated for the coffee soils, and about half the Mbarara farmers don't have "
              "smartphones. We'd need SMS fallback before March.\n\nHarriet",
              to=("f5_ek_nakato", "f5_ek_okello", "f5_ek_isaac"), reply_to="b"),
            m("c", "f5_ek_nakato", "2026-02-04 10:10",
              "OK, never mind Mbarara. Heifer's money only comes in Q3 anyway and Harriet's points are real. We stay "
              "with Masaka as planned, 2 March start.\n\nNakato",
              "We stay with Masaka as planned",
              to=("f5_ek_harriet", "f5_ek_okello", "f5_ek_isaac"), reply_to="b"),
        ], name="inbox.mbox", style="gmail", owner="f5_ek_okello"),
    ], [Subj("sensor pilot location", "Where does the soil-moisture sensor pilot run?",
             "토양 수분 센서 파일럿은 어디서 해?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh5-18", "en", ["out_of_order"], [
        MailStep([
            m("b", "f5_fw_jannik", "2026-03-25 17:30",
              "Hi all,\n\nthe EN 17860 certification report comes only end of April, so we launch the Kanal on "
              "Thursday 4 June instead. At VELOBerlin we show it as a preview only (no sales, no preorders).\n\n"
              "Jannik",
              "we launch the Kanal on Thursday 4 June",
              to=("f5_fw_merle", "f5_fw_kerem"), subject="Kanal launch – new date"),
            n("f5_fw_merle", "2026-03-25 18:02",
              "Ok. Then I move the first container by two weeks, saves us warehouse cost.\n\nMerle",
              to=("f5_fw_jannik", "f5_fw_kerem"), reply_to="b"),
        ], name="mail", style="outlook", owner="f5_fw_kerem"),
        SlackStep("f5_fahrwerk", "launch", [
            n("f5_fw_merle", "2026-02-10 09:15", "Morning! Photo shoot is confirmed for the 24th at Tempelhof"),
            m("a", "f5_fw_jannik", "2026-02-10 11:40",
              "Kanal launch date is Thursday 14 May: online shop opens 9:00, plus our booth at VELOBerlin that "
              "weekend.",
              "Kanal launch date is Thursday 14 May"),
            n("f5_fw_kerem", "2026-02-10 11:55", "Then I need the test bikes by 20 April latest", thread="a"),
        ], topic="Kanal cargo bike launch"),
    ], [Subj("Kanal cargo bike launch date", "When does the Kanal cargo bike launch?",
             "카날 카고바이크 출시일이 언제야?", "b", [("a", "replaced")])]),

    # ================================================================================ Korean
    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh5-19", "ko", ["reversal"], [
        SlackStep("f5_neulpum", "진료운영", [
            n("f5_np_yong", "2026-03-03 08:40", "원장님들 좋은 아침입니다. 오늘 오후 3시에 엘리베이터 점검 있어요."),
            m("a", "f5_np_tak", "2026-03-03 09:10",
              "3월부터 본원 평일 야간진료는 밤 10시까지 운영합니다. 야간 당직은 수의사 1명 + 동물보건사 1명으로 "
              "고정이고, 당직표는 모예린 부장님이 짜주세요.",
              "본원 평일 야간진료는 밤 10시까지"),
            n("f5_np_mo", "2026-03-03 09:25", "네 원장님, 이번 주 안에 당직표 올리겠습니다.", thread="a"),
            n("f5_np_dan", "2026-03-20 23:50",
              "오늘도 10시 넘어서 응급 전화가 3건 왔어요. 이번 주만 6건째라 다 24시 센터로 안내했습니다."),
            m("b", "f5_np_tak", "2026-03-24 08:55",
              "야간 수요 보니 이대로는 안 되겠네요. 4월 1일부터는 평일 야간도 자정까지 받겠습니다. 자정까지 서는 "
              "당직은 수당 따로 책정하겠습니다.",
              "평일 야간도 자정까지 받겠습니다"),
            n("f5_np_yong", "2026-03-24 09:12", "홈페이지랑 네이버 플레이스 진료시간 문구 수정해 두겠습니다.", thread="b"),
            n("f5_np_mo", "2026-03-24 09:30", "당직표 4월분 다시 짤게요 🙏", thread="b"),
        ], topic="진료시간·당직·장비"),
    ], [Subj("본원 평일 야간진료 종료 시각", "Until what time does the main hospital see patients on weekday nights?",
             "본원 평일 야간진료 몇 시까지 해요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh5-20", "ko", ["cancellation"], [
        MailStep([
            m("a", "f5_sh_namgung", "2026-04-06 10:00",
              "과원 여러분께,\n\n1. 관련: 2026년 건강증진사업 추진계획\n2. 5월 '찾아가는 건강버스'를 아래와 같이 "
              "운영하고자 하오니 업무에 참고하시기 바랍니다.\n  가. 일시: 2026. 5. 12.(화) ~ 5. 14.(목) 10:00~16:00\n"
              "  나. 장소: 서하1동·3동·5동 경로당 (1일 1개소)\n  다. 내용: 혈압·혈당 측정, 치매 조기검진, 금연 상담\n"
              "  라. 담당: 옥다현 간호주사(현장 총괄), 빈재석 주무관(차량·물품)\n\n건강증진과장 남궁선영 드림",
              "5월 '찾아가는 건강버스'를 아래와 같이 운영하고자",
              to=("f5_sh_bin", "f5_sh_ok", "f5_sh_ma"), subject="[건강증진과] 5월 찾아가는 건강버스 운영 계획 알림"),
            n("f5_sh_ok", "2026-04-07 14:20",
              "과장님, 치매 조기검진 인력은 치매안심센터에서 2명 지원받기로 협의했습니다. 참고 부탁드립니다.\n\n옥다현 드림",
              to=("f5_sh_namgung",), reply_to="a"),
            m("b", "f5_sh_namgung", "2026-04-27 16:30",
              "과원 여러분께,\n\n5월 찾아가는 건강버스 운영은 취소되었음을 알려드립니다.\n  - 사유: 건강버스 차량 "
              "리프트 고장으로 정비 기간(약 4주) 소요, 대체 차량 확보 불가\n  - 조치: 경로당 3개소에 취소 안내 완료"
              "(빈재석 주무관)\n\n하반기 운영 여부는 정비 완료 후 별도로 안내드리겠습니다.\n\n건강증진과장 남궁선영 드림",
              "운영은 취소되었음을 알려드립니다",
              to=("f5_sh_bin", "f5_sh_ok", "f5_sh_ma"), reply_to="a"),
            n("f5_sh_bin", "2026-04-27 17:05",
              "경로당 회장님들께 전화로도 한 번 더 안내드렸습니다.\n\n빈재석 드림",
              to=("f5_sh_namgung",), reply_to="b"),
        ], name="mail", style="korean", owner="f5_sh_ok"),
    ], [Subj("5월 찾아가는 건강버스", "Is the mobile health bus running in May?",
             "5월 찾아가는 건강버스 운영해요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh5-21", "ko", ["restored"], [
        SlackStep("f5_bareun", "공지", [
            m("a", "f5_br_pyeon", "2026-04-20 09:00",
              "5월 종합소득세 신고 기간 토요일 근무 안내드립니다. 5/9, 5/16, 5/23 토요일은 오전 10시부터 오후 2시까지 "
              "사무실 출근입니다. 점심은 사무실에서 제공합니다.",
              "오후 2시까지 사무실 출근입니다"),
            n("f5_br_yuk", "2026-04-20 09:40",
              "대표님, 토요일엔 건물 냉방이 안 들어와서요… 작년 5월에도 다들 고생했습니다.", thread="a"),
            m("b", "f5_br_pyeon", "2026-04-22 11:15",
              "관리사무소에 확인해보니 주말 냉방은 안 된다고 하네요. 그럼 토요일 근무는 재택으로 돌리겠습니다. "
              "시간은 동일합니다.",
              "토요일 근무는 재택으로 돌리겠습니다", thread="a"),
            n("f5_br_jwa", "2026-04-22 11:30",
              "재택이면 VPN 계정이 필요한데 반서율 씨는 아직 발급 전이에요.", thread="a"),
            n("f5_br_ban", "2026-04-22 11:41",
              "네 저 아직 VPN 없습니다 ㅠ 그리고 집 PC에서는 공동인증서 때문에 홈택스 대리인 접속이 안 돼요", thread="a"),
            m("c", "f5_br_pyeon", "2026-04-24 08:50",
              "재택은 없던 일로 하겠습니다. 보안 문제도 있고 인증서 문제 정리할 시간도 없네요. 처음 공지대로 토요일은 "
              "사무실로 나오시고, 대신 이동식 에어컨 2대 렌탈해 두었습니다.",
              "재택은 없던 일로 하겠습니다", thread="a"),
            n("f5_br_yuk", "2026-04-24 09:02", "감사합니다 대표님 😊", thread="a"),
        ], topic="사무실 공지"),
    ], [Subj("5월 토요일 근무 장소", "Where do we work on the May Saturdays during income-tax season?",
             "5월 종소세 기간 토요일 근무는 어디서 해요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh5-22", "ko", ["out_of_order"], [
        SlackStep("f5_gaon", "교무", [
            n("f5_go_geum", "2026-04-14 08:20", "3층 태블릿 충전함 고장 났어요. 행정실에 수리 요청 넣었습니다."),
            m("b", "f5_go_ham", "2026-04-14 12:40",
              "체육대회 날짜 최종 확정되었습니다. 5월 15일은 교육청 컨설팅과 겹쳐서 5월 22일(금)로 진행합니다. "
              "우천 시 5월 26일(화)입니다.",
              "5월 22일(금)로 진행합니다"),
            n("f5_go_sang", "2026-04-14 13:05", "종목 배정표 22일 기준으로 다시 뽑겠습니다.", thread="b"),
        ], topic="교무 협의"),
        MailStep([
            m("a", "f5_go_ham", "2026-04-02 15:30",
              "선생님들께,\n\n2026학년도 가온 체육대회를 5월 15일(금)에 개최할 예정입니다. 장소는 본교 운동장이며, "
              "세부 종목과 학급별 배정은 체육과(상민규 선생님)에서 4월 중 안내드리겠습니다.\n\n교무부장 함윤재 드림",
              "체육대회를 5월 15일(금)에 개최할 예정입니다",
              to=("f5_go_yeon", "f5_go_sang", "f5_go_geum", "f5_go_wi"), subject="[교무부] 2026학년도 체육대회 일정 안내"),
            n("f5_go_sang", "2026-04-02 16:10",
              "네 부장님, 종목 초안은 다음 주까지 드리겠습니다.\n\n상민규 드림",
              to=("f5_go_ham",), reply_to="a"),
        ], name="mail", style="korean", owner="f5_go_yeon"),
    ], [Subj("체육대회 날짜", "When is this year's sports day?",
             "올해 체육대회 언제예요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh5-23", "ko", ["agreement"], [
        SlackStep("f5_meokgureum", "제작", [
            n("f5_mg_gu", "2026-06-02 10:15", "공장에서 샘플 박스 왔어. 모서리 눌림 있어서 사진 올림"),
            m("a", "f5_mg_maeng", "2026-06-02 14:30",
              "킥스타터 펀딩 오픈 날짜 말인데, 9월 8일 화요일 어때? 추석 전에 초반 물량 확보하고, 일본어판 번역도 "
              "그때쯤이면 끝나",
              "9월 8일 화요일 어때?"),
            n("f5_mg_cheon", "2026-06-02 14:52", "아트북 리워드 일러 그때까지 12장은 가능할 듯", thread="a"),
            m("b", "f5_mg_yeo", "2026-06-03 09:20",
              "ㅇㅋ 동의. 9/8로 가자. 오픈 시각은 미국 동부 오전 10시로 맞추고",
              "ㅇㅋ 동의. 9/8로 가자.", thread="a"),
            n("f5_mg_gu", "2026-06-03 09:41", "그럼 샘플 박스 수정본 7월 말까지는 받아야겠다"),
        ], topic="제작 일정, 인쇄, 펀딩"),
    ], [Subj("킥스타터 펀딩 오픈일", "When does the Kickstarter campaign open?",
             "킥스타터 펀딩 언제 오픈해?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh5-24", "ko", ["restatement"], [
        SlackStep("f5_seoha", "건강증진과", [
            m("a", "f5_sh_bin", "2026-03-05 09:30",
              "[공지] 금연클리닉 야간 운영 변경\n- 운영: 매주 화·목 18:00~20:00\n- 장소: 2층 상담실 (기존 1층 → 2층)\n"
              "- 시작: 3/10(화)\n- 예약: 전화 또는 보건소 홈페이지",
              "금연클리닉 야간 운영 변경"),
            n("f5_sh_ok", "2026-03-05 11:10", "2층 상담실로 CO 측정기 옮겨놨습니다"),
            n("f5_sh_ma", "2026-03-06 10:00", "홈페이지 배너 문구 수정 완료했습니다"),
            m("b", "f5_sh_bin", "2026-03-09 16:40",
              "[리마인드] 내일(3/10)부터 금연클리닉 야간은 2층 상담실입니다. 화·목 18~20시. 1층 안내데스크에 안내문 "
              "부착 부탁드립니다.",
              "내일(3/10)부터 금연클리닉 야간은 2층 상담실입니다"),
            n("f5_sh_namgung", "2026-03-09 17:02", "수고 많으십니다."),
        ], topic="건강증진과 업무 공유"),
    ], [Subj("금연클리닉 야간 운영", "When and where does the evening smoking-cessation clinic run?",
             "금연클리닉 야간 운영 시간이랑 장소 어떻게 돼요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh5-25", "ko", ["lookalike"], [
        SlackStep("f5_neulpum", "장비", [
            m("a", "f5_np_dan", "2026-04-01 10:20",
              "본원 CT 정기점검 일정 확정: 4월 9일(목) 오전 9시~12시. 점검 시간에는 CT 예약 받지 말아주세요.",
              "본원 CT 정기점검 일정 확정"),
            n("f5_np_yong", "2026-04-01 10:31", "네 예약 시스템에서 막아두겠습니다", thread="a"),
            m("b", "f5_np_wang", "2026-04-02 15:05",
              "둔산 분원 초음파 정기점검은 4월 9일(목) 오후 2시~5시로 잡혔습니다. 그 시간 복부초음파 예약은 본원으로 "
              "안내할게요.",
              "둔산 분원 초음파 정기점검은"),
            n("f5_np_mo", "2026-04-02 15:40",
              "목요일은 오전엔 CT, 오후엔 초음파가 안 되니 신환 예약은 좀 조절해 주세요."),
        ], topic="장비 점검·수리"),
    ], [Subj("본원 CT 정기점검", "When is the main hospital's CT maintenance?",
             "본원 CT 정기점검 언제예요?", "a"),
        Subj("둔산 분원 초음파 정기점검", "When is the Dunsan branch's ultrasound maintenance?",
             "둔산 분원 초음파 정기점검 언제예요?", "b")]),

    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh5-26", "ko", ["reversal", "restatement"], [
        MailStep([
            m("a", "f5_br_yuk", "2026-03-27 10:00",
              "독고윤 팀장님, 안녕하세요.\n바른세무회계 육현아입니다.\n\n1기 부가가치세 예정신고 준비를 위해 아래 자료를 "
              "4월 10일(금)까지 보내주시기 바랍니다.\n - 1~3월 세금계산서 외 매출·매입 증빙(카드, 현금영수증)\n"
              " - 수출실적명세서(해당 시)\n - 고정자산 취득 내역\n\n감사합니다.\n육현아 드림",
              "4월 10일(금)까지 보내주시기 바랍니다",
              to=("f5_br_dokgo",), subject="[바른세무회계] 2026년 1기 부가가치세 예정신고 자료 요청"),
            n("f5_br_dokgo", "2026-03-27 13:20",
              "네 팀장님, 수출 건은 3월에 2건 있습니다. 정리해서 보내드리겠습니다.\n\n독고윤 드림",
              to=("f5_br_yuk",), reply_to="a"),
            m("b", "f5_br_yuk", "2026-03-31 09:15",
              "팀장님, 번거롭게 해드려 죄송합니다.\n저희 내부 검토 일정이 당겨져서 자료 마감을 4월 7일(화)로 당기게 "
              "되었습니다. 양해 부탁드립니다.\n\n육현아 드림",
              "자료 마감을 4월 7일(화)로 당기게",
              to=("f5_br_dokgo",), reply_to="a"),
            n("f5_br_dokgo", "2026-03-31 10:02", "네, 7일까지 맞춰보겠습니다.\n\n독고윤 드림",
              to=("f5_br_yuk",), reply_to="b"),
            m("c", "f5_br_yuk", "2026-04-06 14:00",
              "팀장님, 내일(4/7)이 자료 제출 마감일이라 다시 한번 안내드립니다. 수출실적명세서도 함께 부탁드립니다.\n\n"
              "육현아 드림",
              "내일(4/7)이 자료 제출 마감일이라",
              to=("f5_br_dokgo",), reply_to="b"),
        ], name="mail", style="korean", owner="f5_br_yuk"),
    ], [Subj("부가세 예정신고 자료 제출 마감", "When is Raon Furniture's VAT paperwork due to us?",
             "라온가구 부가세 예정신고 자료 마감이 언제예요?", "b", [("a", "replaced"), ("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 27
    Seq("fresh5-27", "ko", ["cancellation"], [
        SlackStep("f5_gaon", "3학년", [
            n("f5_go_geum", "2026-04-08 08:30", "오늘 4교시 전산실 에어컨 점검 있습니다."),
            m("a", "f5_go_yeon", "2026-04-08 12:50",
              "3학년 현장체험학습은 6월 12일(금) 국립과천과학관으로 갑니다. 버스 7대, 담임 선생님들 인솔이고 가정통신문은 "
              "다음 주에 나갑니다.",
              "6월 12일(금) 국립과천과학관으로 갑니다"),
            n("f5_go_wi", "2026-04-08 13:30", "안전요원 배치 계획도 같이 올려주세요.", thread="a"),
            n("f5_go_yeon", "2026-05-07 16:10", "가정통신문 회신 집계해 보니 참가 동의가 61%밖에 안 됩니다."),
            m("b", "f5_go_yeon", "2026-05-08 15:20",
              "학년 협의 결과, 6월 과천과학관 체험학습은 하지 않기로 했습니다. 참가 동의율이 기준(70%)에 못 미쳤고, "
              "버스 계약금은 전액 환불받았습니다. 그날은 정상 수업합니다.",
              "과천과학관 체험학습은 하지 않기로 했습니다"),
            n("f5_go_ham", "2026-05-08 15:45", "학사일정표에서 빼두겠습니다.", thread="b"),
        ], topic="3학년 협의"),
    ], [Subj("3학년 6월 현장체험학습", "Is the third-year field trip to the science museum in June happening?",
             "3학년 6월 과천과학관 현장체험학습 가요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 28
    Seq("fresh5-28", "ko", ["agreement"], [
        MailStep([
            m("a", "f5_sh_gye", "2026-08-18 10:30",
              "빈재석 주무관님 안녕하십니까.\n㈜메디링크 계정민 과장입니다.\n\n올해 제조사 출하가 나뉘어 진행되는 관계로, "
              "귀 보건소 납품분 4,200도즈를 2회로 분할 납품하는 안을 제안드립니다.\n - 1차: 9월 22일(화) 2,500도즈\n"
              " - 2차: 10월 6일(화) 1,700도즈\n콜드체인 차량으로 직접 배송하며, 검수는 기존과 동일하게 진행됩니다.\n\n"
              "검토 후 회신 부탁드립니다.\n계정민 드림",
              "2회로 분할 납품하는 안을 제안드립니다",
              to=("f5_sh_bin",), subject="[메디링크] 2026-2027절기 인플루엔자 백신 납품 일정 관련 제안"),
            n("f5_sh_bin", "2026-08-19 09:10",
              "과장님, 1차 물량으로 어르신 우선접종(9/29 시작) 기간이 커버되는지 내부 확인 후 회신드리겠습니다.\n\n빈재석 드림",
              to=("f5_sh_gye",), reply_to="a"),
            m("b", "f5_sh_bin", "2026-08-21 15:40",
              "계정민 과장님,\n\n내부 검토 결과 1차 2,500도즈로 우선접종 기간 커버가 가능하여, 제안하신 2회 분할 납품에 "
              "동의합니다. 납품 시 온도기록지도 함께 제출 부탁드립니다.\n\n서하구보건소 빈재석 드림",
              "제안하신 2회 분할 납품에 동의합니다",
              to=("f5_sh_gye",), cc=("f5_sh_namgung",), reply_to="a"),
            n("f5_sh_gye", "2026-08-21 16:05", "네 감사합니다. 온도기록지 지참하겠습니다.\n\n계정민 드림",
              to=("f5_sh_bin",), reply_to="b"),
        ], name="mail", style="korean", owner="f5_sh_bin"),
    ], [Subj("독감 백신 납품 일정", "How is this season's flu vaccine delivery scheduled?",
             "이번 절기 독감 백신 납품 일정 어떻게 하기로 했어요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 29
    Seq("fresh5-29", "ko", ["lookalike"], [
        SlackStep("f5_meokgureum", "제작", [
            n("f5_mg_cheon", "2026-06-15 10:05", "표지 시안 3개 올렸어 골라줘"),
            m("a", "f5_mg_yeo", "2026-06-15 11:30",
              "한국어판 룰북 최종 파일은 이번 주 금요일(6/19)까지 인쇄소 넘기는 걸로 하자. 다온아 교정 마지막으로 한 번만 봐줘",
              "한국어판 룰북 최종 파일은 이번 주 금요일(6/19)까지"),
            n("f5_mg_maeng", "2026-06-15 11:42", "ㅇㅋ 목요일 밤까지 볼게", thread="a"),
            m("b", "f5_mg_yeo", "2026-06-15 11:50",
              "일본어판 룰북은 하루카 상 번역 검수 때문에 최종 파일 6/26(금)으로. 인쇄소엔 내가 따로 말해둘게",
              "일본어판 룰북은 하루카 상 번역 검수"),
            n("f5_mg_gu", "2026-06-15 13:20",
              "인쇄소 견적 둘 다 받음. 한 번에 찍으면 8% 싸다는데 일정이 안 맞으니 어쩔 수 없지"),
        ], topic="제작 일정, 인쇄, 펀딩"),
    ], [Subj("한국어판 룰북 최종 파일 마감", "When is the Korean rulebook's final file due at the printer?",
             "한국어판 룰북 최종 파일 마감 언제야?", "a"),
        Subj("일본어판 룰북 최종 파일 마감", "When is the Japanese rulebook's final file due?",
             "일본어판 룰북 최종 파일 마감 언제야?", "b")]),

    # ------------------------------------------------------------------------------------------ 30
    Seq("fresh5-30", "ko", ["restored"], [
        MailStep([
            m("a", "f5_np_yong", "2026-01-08 10:00",
              "사공민재 과장님께,\n\n2026년 의약품·소모품 정기 발주는 매월 5일에 진행하며, 납품은 발주 후 3영업일 이내로 "
              "요청드립니다. 발주서는 기존과 동일하게 메일로 송부드리겠습니다.\n\n늘품동물병원 원무팀 용하경 드림",
              "정기 발주는 매월 5일에 진행하며",
              to=("f5_np_sagong",), subject="[늘품동물병원] 2026년 정기 발주 일정 안내"),
            n("f5_np_sagong", "2026-01-08 11:20",
              "네 대리님, 확인했습니다. 1월분 발주서 기다리겠습니다.\n\n에코벳팜 사공민재 드림",
              to=("f5_np_yong",), reply_to="a"),
            m("b", "f5_np_yong", "2026-02-10 14:00",
              "과장님,\n\n내부 결산 일정 조정으로 3월부터 정기 발주일을 매월 20일로 변경하고자 합니다. 납품 조건은 "
              "동일합니다.\n\n용하경 드림",
              "정기 발주일을 매월 20일로 변경하고자",
              to=("f5_np_sagong",), cc=("f5_np_tak",), reply_to="a"),
            n("f5_np_sagong", "2026-02-11 09:30",
              "대리님, 20일에 발주하시면 저희 월말 재고 실사와 겹쳐 납품이 5영업일까지 늦어질 수 있습니다. 참고 "
              "부탁드립니다.\n\n사공민재 드림",
              to=("f5_np_yong",), reply_to="b"),
            m("c", "f5_np_yong", "2026-02-13 10:40",
              "과장님,\n\n말씀 주신 납기 문제로 원장님과 협의한 결과, 20일 변경 건은 철회하고 기존대로 매월 5일 발주를 "
              "유지하겠습니다. 혼선 드려 죄송합니다.\n\n용하경 드림",
              "20일 변경 건은 철회하고 기존대로",
              to=("f5_np_sagong",), cc=("f5_np_tak",), reply_to="b"),
        ], name="mail", style="korean", owner="f5_np_yong"),
    ], [Subj("에코벳팜 정기 발주일", "On which day of the month do we place the regular order with EcoVetPharm?",
             "에코벳팜 정기 발주는 매월 며칠에 해요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 31
    Seq("fresh5-31", "ko", ["out_of_order"], [
        SlackStep("f5_bareun", "업무배정", [
            m("b", "f5_br_yuk", "2026-03-30 09:30",
              "4월 담당 조정입니다.\n• ㈜라온가구 기장·신고: 좌민호 → 반서율\n• ㈜한솔테크: 반서율 → 좌민호\n"
              "• 인수인계는 4/3(금)까지 완료",
              "㈜라온가구 기장·신고: 좌민호 → 반서율"),
            n("f5_br_jwa", "2026-03-30 09:45", "넵 인수인계 문서 목요일까지 정리하겠습니다.", thread="b"),
            n("f5_br_ban", "2026-03-30 09:47", "네 알겠습니다!", thread="b"),
        ], topic="거래처 담당 배정"),
        MailStep([
            m("a", "f5_br_jwa", "2026-01-05 10:10",
              "독고윤 팀장님 안녕하세요.\n바른세무회계 좌민호입니다.\n\n2026년 ㈜라온가구 기장 및 신고 업무는 제가 담당하게 "
              "되었습니다. 증빙 자료는 앞으로 저에게 보내주시면 됩니다.\n\n좌민호 드림",
              "㈜라온가구 기장 및 신고 업무는 제가",
              to=("f5_br_dokgo",), cc=("f5_br_yuk",), subject="[바른세무회계] 2026년 기장 담당자 안내"),
            n("f5_br_dokgo", "2026-01-05 11:00", "네 주임님, 올해도 잘 부탁드립니다.\n\n독고윤 드림",
              to=("f5_br_jwa",), reply_to="a"),
        ], name="mail", style="korean", owner="f5_br_jwa"),
    ], [Subj("라온가구 기장 담당자", "Who at our firm handles Raon Furniture's bookkeeping?",
             "라온가구 기장 담당이 누구예요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 32
    Seq("fresh5-32", "ko", ["reversal", "cancellation"], [
        SlackStep("f5_ongyeol", "팝업스토어", [
            m("a", "f5_og_tae", "2026-04-01 10:00",
              "성수 팝업 확정 사항\n- 기간: 5/8(금)~5/17(일)\n- 장소: 성수동 연무장길 '스페이스 모노'\n- 운영: 11:00~20:00",
              "성수 팝업 확정 사항"),
            m("b", "f5_og_on", "2026-04-02 14:10",
              "오픈 첫날(5/8) 저녁 7시에 인플루언서 초청 프리뷰 행사 진행합니다. 초청 30명, 케이터링 포함이에요.",
              "인플루언서 초청 프리뷰 행사 진행합니다"),
            n("f5_og_gyeong", "2026-04-03 09:20", "팝업 집기 반입은 전날 밤 10시 이후만 된대요"),
            m("c", "f5_og_tae", "2026-04-16 17:30",
              "공간 측 사정으로 팝업 일정 일주일 밀립니다 → 5/15(금)~5/24(일). 장소·운영시간은 동일.",
              "팝업 일정 일주일 밀립니다"),
            m("d", "f5_og_on", "2026-04-17 11:05",
              "프리뷰 행사는 이번엔 안 하는 걸로 정리했어요. 일정 밀리면서 인플루언서 절반이 불참이라, 그 예산은 "
              "샘플링 키트로 돌립니다.",
              "프리뷰 행사는 이번엔 안 하는 걸로"),
            n("f5_og_tae", "2026-04-17 11:20", "ㅇㅋ 키트 수량만 공유해줘요", thread="d"),
        ], topic="성수 팝업 준비"),
    ], [Subj("성수 팝업 운영 기간", "When does the Seongsu pop-up store run?",
             "성수 팝업 언제부터 언제까지 해요?", "c", [("a", "replaced")]),
        Subj("팝업 인플루언서 프리뷰 행사", "Is there an influencer preview event for the pop-up?",
             "팝업 인플루언서 프리뷰 행사 해요?", None, [("b", "cancelled"), ("d", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 33
    Seq("fresh5-33", "ko", ["agreement", "reversal"], [
        MailStep([
            m("x", "f5_go_geum", "2026-03-03 16:00",
              "선생님들께,\n\n1학기 방과후학교는 3월 16일(월)부터 운영하며, 수업은 매일 15시 50분 시작, 17시 00분 "
              "종료입니다. 통학버스는 17시 10분에 출발합니다.\n\n정보부 금다인 드림",
              "15시 50분 시작, 17시 00분 종료입니다",
              to=("f5_go_ham", "f5_go_yeon", "f5_go_sang", "f5_go_wi"), subject="[방과후] 1학기 방과후학교 운영 시간 안내"),
            m("a", "f5_go_ham", "2026-03-20 11:00",
              "교감선생님께,\n\n1학기 기말고사 일정을 아래와 같이 제안드립니다.\n  - 기간: 7월 1일(수) ~ 7월 3일(금), 3일간\n"
              "  - 3학년은 7월 2일까지 (고입 일정 고려)\n  - 결과 처리: 7월 10일까지\n검토 후 의견 주시면 확정 공지하겠습니다."
              "\n\n교무부장 함윤재 드림",
              "1학기 기말고사 일정을 아래와 같이 제안드립니다",
              to=("f5_go_wi",), cc=("f5_go_yeon",), subject="[교무부] 1학기 기말고사 일정(안) 검토 요청"),
            m("b", "f5_go_wi", "2026-03-23 08:40",
              "함 부장님,\n\n기말고사 일정안 동의합니다. 감독 배정은 평소대로 교무부에서 해 주세요.\n\n그리고 별건으로, "
              "통학버스 배차가 바뀌어서 4월 1일부터 방과후학교 종료 시각을 17시 30분으로 조정합니다. 금다인 선생님께는 "
              "제가 따로 말씀드렸습니다.\n\n교감 위정란",
              "방과후학교 종료 시각을 17시 30분으로 조정합니다",
              to=("f5_go_ham",), cc=("f5_go_yeon", "f5_go_geum"), reply_to="a"),
            n("f5_go_ham", "2026-03-23 09:15",
              "네 교감선생님, 오늘 중으로 기말고사 일정 확정 공지 올리겠습니다.\n\n함윤재 드림",
              to=("f5_go_wi",), reply_to="b"),
        ], name="mail", style="korean", owner="f5_go_yeon"),
    ], [Subj("1학기 기말고사 일정", "When are the first-semester final exams?",
             "1학기 기말고사 언제 봐요?", "a"),
        Subj("방과후학교 종료 시각", "What time do after-school classes end?",
             "방과후학교 몇 시에 끝나요?", "b", [("x", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 34
    Seq("fresh5-34", "ko", ["restored", "restatement"], [
        GitStep(SEOHA_WEB, [
            n("f5_sh_ma", "2026-02-26 15:00", "메인 배너 이미지 교체 (봄철 진드기 주의)",
              file=("static/banner.txt", "봄철 진드기 주의\n")),
            m("a", "f5_sh_ma", "2026-03-02 10:20",
              "토요 진료 운영시간 반영: 매주 토 09:00-13:00\n\n건강증진과 요청(남궁선영 과장). 3/7부터 매주 토요일 오전 "
              "일반진료·예방접종 운영.",
              "토요 진료 운영시간 반영",
              file=("config/hours.yaml", "saturday:\n  weeks: all\n  open: '09:00'\n  close: '13:00'\n")),
            m("b", "f5_sh_ma", "2026-03-23 17:10",
              "토요 진료 격주 운영으로 변경 (1·3주 토)\n\n인력 부족으로 4월부터 첫째·셋째 토요일만 운영. 과장님 결재 완료.",
              "인력 부족으로 4월부터 첫째·셋째 토요일만",
              file=("config/hours.yaml", "saturday:\n  weeks: [1, 3]\n  open: '09:00'\n  close: '13:00'\n")),
            m("c", "f5_sh_ma", "2026-03-26 11:45",
              "Revert \"토요 진료 격주 운영으로 변경 (1·3주 토)\"\n\nThis reverts commit {sha:b}.\n\n공중보건의 1명 추가 "
              "배치가 확정되어 격주 전환은 취소, 매주 토요일 운영을 유지합니다.",
              "매주 토요일 운영을 유지합니다",
              file=("config/hours.yaml", "saturday:\n  weeks: all\n  open: '09:00'\n  close: '13:00'\n")),
        ]),
        SlackStep("f5_seoha", "공지", [
            m("d", "f5_sh_ok", "2026-04-06 09:15",
              "[공지] 4/15(수) 예방접종실 휴무입니다. 백신 냉장고 교체 공사 때문이며, 당일 예약자분들은 4/16로 안내해 "
              "주세요.",
              "4/15(수) 예방접종실 휴무입니다"),
            n("f5_sh_bin", "2026-04-06 10:02", "민원실에도 안내문 붙였습니다", thread="d"),
            m("e", "f5_sh_ok", "2026-04-14 16:50",
              "[재공지] 내일 4/15 예방접종실 휴무, 잊지 마세요~ 예약 문의는 4/16 이후로 받습니다",
              "내일 4/15 예방접종실 휴무, 잊지"),
        ], topic="보건소 전체 공지"),
    ], [Subj("토요일 진료 운영 주기", "Is the health centre open every Saturday?",
             "보건소 토요 진료 매주 해요?", "c", [("a", "replaced"), ("b", "replaced")]),
        Subj("예방접종실 휴무일", "When is the vaccination room closed?",
             "예방접종실 휴무 언제예요?", "d", [("e", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 35
    Seq("fresh5-35", "ko", ["out_of_order", "lookalike"], [
        MailStep([
            m("c", "f5_og_gyeong", "2026-05-20 15:10",
              "팀장님, 세아님\n\n포워더(한진)에서 선복 부족 연락이 와서 미국향 1차 선적은 6월 10일(수) 부산 출항 건으로 "
              "변경했습니다. LA 도착 예정은 6/24입니다.\n\n경도윤 드림",
              "미국향 1차 선적은 6월 10일(수) 부산",
              to=("f5_og_tae", "f5_og_on"), subject="[물류] 미국향 1차 선적 일정 변경"),
            n("f5_og_tae", "2026-05-20 15:40",
              "확인했어요. 브라이트웰 쪽엔 제가 입고일 다시 공유할게요.\n\n태지호",
              to=("f5_og_gyeong",), cc=("f5_og_on",), reply_to="c"),
        ], name="mail", style="korean", owner="f5_og_on"),
        SlackStep("f5_ongyeol", "물류", [
            m("a", "f5_og_gyeong", "2026-05-06 10:30",
              "미국향 1차 선적: 6월 3일(수) 부산 출항, 40ft 1대, 포워더 한진", "미국향 1차 선적: 6월 3일(수)"),
            m("b", "f5_og_gyeong", "2026-05-06 10:34",
              "일본향 1차 선적: 6월 3일(수) 부산 출항, LCL, 포워더 동방", "일본향 1차 선적: 6월 3일(수)"),
            n("f5_og_on", "2026-05-06 11:02", "라벨 스티커는 미국향만 FDA 문구 들어간 걸로 붙였어요"),
        ], topic="선적·재고"),
    ], [Subj("미국향 1차 선적 출항일", "When does the first shipment to the US sail?",
             "미국향 1차 선적 언제 출항해요?", "c", [("a", "replaced")]),
        Subj("일본향 1차 선적 출항일", "When does the first shipment to Japan sail?",
             "일본향 1차 선적 언제 출항해요?", "b")]),

    # ================================================================================ mixed
    # ------------------------------------------------------------------------------------------ 36
    Seq("fresh5-36", "mixed", ["reversal"], [
        SlackStep("f5_corvene", "sesol-ops", [
            n("f5_cv_bang", "2026-04-08 08:50", "Good morning from Daejeon ☀️ 어제 pass 3개 다 nominal이었어요."),
            m("a", "f5_cv_mathilde", "2026-04-08 10:05",
              "For SESOL-1 daily command uplink: Aussaguel antenna is prime, Jeju is backup. Valid until further "
              "notice.",
              "Aussaguel antenna is prime, Jeju is backup"),
            n("f5_cv_seok", "2026-04-08 17:20", "OK 확인. Jeju operator shift도 그에 맞춰 줄일게요", thread="a"),
            n("f5_cv_bastien", "2026-04-22 15:10",
              "FYI Aussaguel has the radome repair in May, 3 weeks, they confirmed this morning"),
            m("b", "f5_cv_mathilde", "2026-04-23 09:30",
              "Following Bastien's info: from 1 May the uplink prime station becomes Jeju, Aussaguel goes to backup "
              "once the radome is repaired. 도현님, please staff Jeju accordingly.",
              "uplink prime station becomes Jeju"),
            n("f5_cv_seok", "2026-04-23 16:45", "네 알겠습니다, shift 다시 늘릴게요 👍", thread="b"),
        ], topic="SESOL-1/2 joint operations (Corvène × 세솔우주)"),
    ], [Subj("SESOL-1 uplink prime station", "Which ground station is prime for SESOL-1 command uplink?",
             "SESOL-1 명령 업링크 주 지상국이 어디예요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 37
    Seq("fresh5-37", "mixed", ["cancellation"], [
        SlackStep("f5_meokgureum", "japan-edition", [
            m("a", "f5_mg_yeo", "2026-01-20 13:10",
              "ゲームマーケット2026春 부스 신청했어! 5/16-17 Tokyo Big Sight, 하루카 상이 현장 통역이랑 판매 도와주시기로 함",
              "ゲームマーケット2026春 부스 신청했어!"),
            n("f5_mg_haruka", "2026-01-20 13:40", "はい、よろしくお願いします！ 부스 위치 나오면 알려주세요 😊", thread="a"),
            n("f5_mg_gu", "2026-03-30 18:05", "공장에서 일본어판 카드 인쇄 3주 지연이래. 5월 중순 입고 불가능"),
            m("b", "f5_mg_yeo", "2026-04-01 10:20",
              "게임마켓 봄은 접자. 일본어판 실물 없이 나가는 건 의미 없고, 4월 10일 전에 취소하면 부스비 50%는 돌려받아. "
              "하루카 상 죄송해요 🙏",
              "게임마켓 봄은 접자"),
            n("f5_mg_haruka", "2026-04-01 11:02",
              "残念ですが、了解です！ Autumn might be better anyway, more time for promotion.", thread="b"),
        ], topic="日本語版 / 일본어판"),
    ], [Subj("Game Market Spring 2026 booth", "Are we exhibiting at Game Market Spring 2026 in Tokyo?",
             "게임마켓 2026 봄 도쿄 부스 나가?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 38
    Seq("fresh5-38", "mixed", ["restored"], [
        SlackStep("f5_ongyeol", "ext-brightwell", [
            n("f5_og_dwayne", "2026-06-08 08:15", "Morning team! Planogram photos from the Dallas store are in the drive 📸"),
            m("a", "f5_og_dwayne", "2026-06-08 08:30",
              "Confirming: ONGYEOL in-store launch across all 120 Brightwell doors is Tuesday Sept 1.",
              "in-store launch across all 120 Brightwell doors"),
            n("f5_og_tae", "2026-06-08 22:40", "Great, 그럼 저희 선적 일정 역산해서 맞출게요", thread="a"),
            m("b", "f5_og_dwayne", "2026-06-22 09:05",
              "Small change from our side: merchandising wants the fall reset done first, so ONGYEOL launches in "
              "store on Sept 15 instead.",
              "ONGYEOL launches in store on Sept 15"),
            n("f5_og_on", "2026-06-22 23:10",
              "앗 그럼 POP에 날짜가… We already printed Sept 1 on the shelf talkers 😅", thread="b"),
            m("c", "f5_og_dwayne", "2026-06-24 10:20",
              "Never mind the 15th — merch found room in the reset, so we're back to Sept 1 as originally planned. "
              "Shelf talkers are fine.",
              "we're back to Sept 1 as originally", thread="b"),
            n("f5_og_tae", "2026-06-25 00:30", "Perfect, 감사합니다 🙏", thread="b"),
        ], topic="ONGYEOL × Brightwell Beauty (shared channel)"),
    ], [Subj("Brightwell in-store launch date", "When does ONGYEOL launch in Brightwell stores?",
             "브라이트웰 매장 입점 런칭일이 언제예요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 39
    Seq("fresh5-39", "mixed", ["out_of_order"], [
        MailStep([
            m("b", "f5_ka_eom", "2026-05-12 17:30",
              "Dear Siobhán,\n\n본사 협의 결과를 공유드립니다. The annual blade inspection will start on 8 June, not "
              "in May, because the drone contractor's team from Korea arrives late. Scope is the same, 12 turbines.\n"
              "양해 부탁드립니다.\n\nBest regards,\n엄태식 드림\n㈜해울풍력 O&M기술팀",
              "annual blade inspection will start on 8 June",
              to=("f5_ka_siobhan",), cc=("f5_ka_maricel",), subject="Arklow annual blade inspection – new start date"),
            n("f5_ka_siobhan", "2026-05-12 09:40",
              "Thanks Taesik, understood. Maricel will rebook the CTV for the new week.\n\nSiobhán",
              to=("f5_ka_eom",), cc=("f5_ka_maricel",), reply_to="b"),
        ], name="mail", style="outlook", owner="f5_ka_maricel"),
        MailStep([
            m("a", "f5_ka_eom", "2026-04-15 16:00",
              "Dear Siobhán,\n\nannual blade inspection 일정 공유드립니다: start 25 May, 12 turbines, 6 days, drone "
              "plus rope access for the two leading-edge repairs.\n\nBest regards,\n엄태식 드림",
              "start 25 May, 12 turbines, 6 days",
              to=("f5_ka_siobhan",), subject="Blade inspection 2026 / 블레이드 정기점검 일정"),
            n("f5_ka_siobhan", "2026-04-15 09:15",
              "Thanks Taesik, noted. We'll plan the CTV and the rope team around it.\n\nSiobhán",
              to=("f5_ka_eom",), reply_to="a"),
        ], name="haeul-mail", style="korean", owner="f5_ka_eom"),
    ], [Subj("annual blade inspection start date", "When does the annual blade inspection at Arklow start?",
             "아클로 단지 블레이드 정기점검 언제 시작해요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 40
    Seq("fresh5-40", "mixed", ["agreement"], [
        SlackStep("f5_tinsel", "maintainers", [
            n("f5_tn_kofi", "2026-03-02 07:50", "is the Windows CI still red? 🙃"),
            n("f5_tn_jisu", "2026-03-02 17:05", "네 그거 path separator 이슈요, fix PR 올렸어요 #231"),
            m("a", "f5_tn_jisu", "2026-03-02 17:20",
              "0.9 일정 제안: feature freeze 3/13(금), release 3/20(금). rc는 3/16에 한 번 내고요. 어때요?",
              "feature freeze 3/13(금), release 3/20(금)", reactions={"+1": ["f5_tn_eero"]}),
            m("b", "f5_tn_larissa", "2026-03-02 06:45",
              "LGTM! I'll write the changelog draft during the freeze week.",
              "LGTM! I'll write the changelog draft", thread="a"),
            n("f5_tn_meilin", "2026-03-02 21:30", "can I still get the header-spacing autofix in before the freeze?"),
        ], topic="tinsel maintainers"),
    ], [Subj("0.9 release schedule", "When is the tinsel 0.9 feature freeze and release?",
             "tinsel 0.9 기능 동결이랑 릴리스 언제야?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 41
    Seq("fresh5-41", "mixed", ["restatement"], [
        SlackStep("f5_ongyeol", "ext-brightwell", [
            m("a", "f5_og_tae", "2026-07-01 10:00",
              "Weekly sales sync with Brightwell: every Tuesday 9AM KST / Monday 8PM ET, Zoom link in the channel "
              "bookmark. 첫 미팅은 7/7.",
              "every Tuesday 9AM KST / Monday 8PM"),
            n("f5_og_dwayne", "2026-06-30 21:20", "Works for me 👍 Rosa will join too for the replenishment bits",
              thread="a"),
            n("f5_og_on", "2026-07-01 10:30", "sell-through 데이터는 제가 매주 월요일에 정리해서 올릴게요", thread="a"),
            n("f5_og_rosa", "2026-07-08 09:10", "Thanks for the deck yesterday! Dallas and Houston are already at 40% sell-through"),
            m("b", "f5_og_tae", "2026-07-13 17:00",
              "Reminder — 내일 화요일 9AM KST weekly sales sync, 같은 Zoom 링크입니다. Rosa, please bring the reorder "
              "forecast.",
              "내일 화요일 9AM KST weekly sales sync"),
        ], topic="ONGYEOL × Brightwell Beauty (shared channel)"),
    ], [Subj("weekly sales sync with Brightwell", "When is the weekly sales sync with Brightwell?",
             "브라이트웰 주간 세일즈 미팅 언제예요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 42
    Seq("fresh5-42", "mixed", ["lookalike"], [
        SlackStep("f5_corvene", "sesol-ops", [
            m("a", "f5_cv_yasmine", "2026-02-05 11:00",
              "Aussaguel 7.3 m antenna: the maintenance window is fixed to Tuesdays 06:00–08:00 UTC, no passes "
              "scheduled in it.",
              "maintenance window is fixed to Tuesdays"),
            n("f5_cv_bastien", "2026-02-05 11:20",
              "the scheduler already avoids it? or I must add a constraint?", thread="a"),
            n("f5_cv_yasmine", "2026-02-05 11:22", "add the constraint please 🙏", thread="a"),
            m("b", "f5_cv_seok", "2026-02-06 09:40",
              "Jeju 9m 안테나 maintenance window는 목요일 06:00–08:00 UTC로 합니다. 이 시간엔 pass 배정하지 말아주세요.",
              "Jeju 9m 안테나 maintenance window는 목요일"),
            n("f5_cv_bastien", "2026-02-06 14:05", "ok, both constraints are added, MR !88"),
        ], topic="SESOL-1/2 joint operations (Corvène × 세솔우주)"),
    ], [Subj("Aussaguel antenna maintenance window", "When is the Aussaguel antenna's maintenance window?",
             "오사겔 안테나 정비 시간대는 언제예요?", "a"),
        Subj("Jeju antenna maintenance window", "When is the Jeju antenna's maintenance window?",
             "제주 안테나 정비 시간대는 언제예요?", "b")]),

    # ------------------------------------------------------------------------------------------ 43
    Seq("fresh5-43", "mixed", ["reversal"], [
        MailStep([
            m("a", "f5_mg_yeo", "2026-05-11 10:00",
              "하루카 상, こんにちは！\n\n일본어판 소매가는 4,950円(税込)로 정했어요. 流通さんへの卸率は 60% のままで"
              "お願いします。\n\nよろしくお願いします！\n은솔",
              "일본어판 소매가는 4,950円(税込)로 정했어요",
              to=("f5_mg_haruka",), subject="일본어판 가격 / 日本語版の価格"),
            n("f5_mg_haruka", "2026-05-12 09:30",
              "ウンソルさん、ありがとうございます。\nOne thing: the yen dropped again and the Busan–Tokyo freight went up "
              "18%. 利益がかなり厳しいかもしれません。\n\n石田",
              to=("f5_mg_yeo",), reply_to="a"),
            m("b", "f5_mg_yeo", "2026-05-19 14:15",
              "하루카 상,\n\n계산 다시 해봤는데 말씀대로 남는 게 없네요 😢 그래서 소매가는 5,500円(税込)으로 갈게요. "
              "도매율은 그대로 60%입니다.\n\n은솔",
              "소매가는 5,500円(税込)으로 갈게요",
              to=("f5_mg_haruka",), reply_to="a"),
            n("f5_mg_haruka", "2026-05-19 15:02", "承知しました！ 流通さんに伝えます。\n\n石田",
              to=("f5_mg_yeo",), reply_to="b"),
        ], name="inbox.mbox", style="gmail", owner="f5_mg_yeo"),
    ], [Subj("Japanese edition retail price", "What is the retail price of the Japanese edition?",
             "일본어판 소매가 얼마로 했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 44
    Seq("fresh5-44", "mixed", ["cancellation", "agreement"], [
        MailStep([
            m("a", "f5_ka_siobhan", "2026-05-25 10:00",
              "Dear Taesik,\n\nFor your planning: we will repaint the T03 transition piece splash zone in the week "
              "of 13 July, two rope-access painters plus one CTV.\n\nKind regards,\nSiobhán",
              "repaint the T03 transition piece splash zone",
              to=("f5_ka_eom",), cc=("f5_ka_ahmed",), subject="T03 transition piece repaint"),
            m("b", "f5_ka_siobhan", "2026-05-25 10:10",
              "Dear Taesik,\n\nTo make use of the long days, we propose to extend the daily offshore working window "
              "to 06:00–20:00 for July and August (today 07:00–19:00). Crews would work split shifts, at no extra "
              "cost to Haeul.\n\nCould you confirm?\n\nKind regards,\nSiobhán",
              "extend the daily offshore working window",
              to=("f5_ka_eom",), cc=("f5_ka_maricel",), subject="Proposal: summer offshore working window"),
            m("c", "f5_ka_eom", "2026-05-27 16:20",
              "Dear Siobhán,\n\n본사 확인했습니다. Agreed — the 06:00–20:00 window is OK for July/August. Please share "
              "the updated crew rota with me before 1 July.\n\nBest regards,\n엄태식 드림",
              "Agreed — the 06:00–20:00 window is OK",
              to=("f5_ka_siobhan",), cc=("f5_ka_maricel",), reply_to="b"),
            m("d", "f5_ka_eom", "2026-06-02 18:00",
              "Dear Siobhán,\n\nSorry for the late notice. 본사 예산 재검토로 T03 TP 재도장은 올해 진행하지 않기로 "
              "했습니다 — we will not do the repaint this year; the coating survey says it can wait until 2027. "
              "Please release the painters.\n\nBest regards,\n엄태식 드림",
              "we will not do the repaint this year",
              to=("f5_ka_siobhan",), cc=("f5_ka_ahmed",), reply_to="a"),
            n("f5_ka_siobhan", "2026-06-02 10:30",
              "Understood, painters released. I'll keep the coating survey report on file.\n\nSiobhán",
              to=("f5_ka_eom",), reply_to="d"),
        ], name="mail", style="outlook", owner="f5_ka_siobhan"),
    ], [Subj("T03 transition piece repaint", "Is the T03 transition piece being repainted this July?",
             "T03 트랜지션피스 재도장 7월에 해요?", None, [("a", "cancelled"), ("d", "cancellation")]),
        Subj("summer offshore working window", "What are the offshore working hours in July and August?",
             "7~8월 해상 작업 시간대는 어떻게 돼요?", "b", [("c", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 45
    Seq("fresh5-45", "mixed", ["restored"], [
        GitStep(CORVENE_GS, [
            n("f5_cv_bastien", "2026-01-09 16:40", "scheduler: fix off-by-one in pass end time",
              file=("scheduler/passes.py", "# end time is inclusive\n")),
            m("a", "f5_cv_mathilde", "2026-01-14 10:15",
              "config: set contact elevation mask to 10 deg for all stations\n\nBelow 10° the Jeju site has terrain "
              "multipath and we lost frames twice in December.",
              "set contact elevation mask to 10 deg",
              file=("config/stations.toml", "[defaults]\nelevation_mask_deg = 10\n")),
            m("b", "f5_cv_bang", "2026-02-02 14:30",
              "config: elevation mask 5도로 낮춤 (Jeju 포함)\n\nJeju 쪽 새 LNA 설치 후 5도에서도 frame loss 없음 확인. "
              "pass 길이 평균 +90s 확보.",
              "Jeju 쪽 새 LNA 설치 후",
              file=("config/stations.toml", "[defaults]\nelevation_mask_deg = 5\n")),
            n("f5_cv_bastien", "2026-02-04 11:00", "docs: add runbook for Aussaguel radome outage",
              file=("docs/runbook-radome.md", "1. Switch prime to Jeju\n")),
            m("c", "f5_cv_mathilde", "2026-02-09 09:05",
              "Revert \"config: elevation mask 5도로 낮춤 (Jeju 포함)\"\n\nThis reverts commit {sha:b}.\n\nAussaguel saw "
              "3 corrupted frames at 6° on 7 Feb. Back to 10° everywhere until 도현 and I review the per-station masks.",
              "Back to 10° everywhere until",
              file=("config/stations.toml", "[defaults]\nelevation_mask_deg = 10\n")),
        ]),
    ], [Subj("contact elevation mask", "What elevation mask do we use for ground station contacts?",
             "지상국 교신 최소 앙각(elevation mask)은 몇 도로 해요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 46
    Seq("fresh5-46", "mixed", ["out_of_order"], [
        MailStep([
            m("b", "f5_og_dwayne", "2026-07-20 09:15",
              "Hi Jiho,\n\nGood news: after the pre-sell in the Texas and Florida doors we're increasing the opening "
              "order. PO BW-44817 is revised to 18,000 units (was 12,000), same SKU split. Ship window unchanged.\n\n"
              "Best,\nDwayne",
              "PO BW-44817 is revised to 18,000 units",
              to=("f5_og_tae",), cc=("f5_og_gyeong", "f5_og_rosa"), subject="Brightwell PO BW-44817 – revised quantity"),
            n("f5_og_tae", "2026-07-21 08:30",
              "Dwayne, great news — 감사합니다! I'll check the filling line capacity and come back to you by tomorrow.\n\n"
              "Jiho",
              to=("f5_og_dwayne",), cc=("f5_og_gyeong", "f5_og_rosa"), reply_to="b"),
        ], name="inbox.mbox", style="gmail", owner="f5_og_tae"),
        SlackStep("f5_ongyeol", "ext-brightwell", [
            m("a", "f5_og_dwayne", "2026-07-02 10:40",
              "Opening order is locked: PO BW-44817 for 12,000 units, split 50/30/20 across the three SKUs.",
              "PO BW-44817 for 12,000 units"),
            n("f5_og_gyeong", "2026-07-03 09:10", "확인했습니다. 팔레트 구성안 내일 공유드릴게요 👍", thread="a"),
        ], topic="ONGYEOL × Brightwell Beauty (shared channel)"),
    ], [Subj("Brightwell opening order quantity", "How many units is Brightwell's opening order?",
             "브라이트웰 초도 주문 수량이 몇 개예요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 47
    Seq("fresh5-47", "mixed", ["agreement", "restatement"], [
        SlackStep("f5_meokgureum", "japan-edition", [
            m("a", "f5_mg_haruka", "2026-03-10 11:00",
              "ルールブックの判型ですが、日本版は B5 にしませんか? A5 だと文字が小さすぎるという 테스트플레이 피드백이 "
              "많았어요. Proposal: Japanese rulebook in B5.",
              "Proposal: Japanese rulebook in B5."),
            m("b", "f5_mg_maeng", "2026-03-10 11:35",
              "좋아요, 동의합니다! B5로 가고 다이어그램은 제가 다시 배치할게요",
              "좋아요, 동의합니다! B5로 가고", thread="a"),
            m("c", "f5_mg_gu", "2026-03-11 14:00",
              "일본 보내는 물량 포워더는 동방으로 확정. 부산→도쿄 LCL, 매주 목요일 마감",
              "포워더는 동방으로 확정"),
            n("f5_mg_haruka", "2026-03-11 14:20", "ありがとうございます！ 도쿄 창고 주소 보내드릴게요", thread="c"),
            m("d", "f5_mg_gu", "2026-03-25 10:10",
              "Reminder: 일본행 물건은 전부 동방 통해서 보내요. 개인 EMS로 보내지 마세요 (지난주 샘플 통관 걸림 ㅠ)",
              "일본행 물건은 전부 동방 통해서"),
        ], topic="日本語版 / 일본어판"),
    ], [Subj("Japanese rulebook format", "What size is the Japanese rulebook?",
             "일본어판 룰북 판형 뭐로 해?", "a", [("b", "agreement")]),
        Subj("forwarder for shipments to Japan", "Which forwarder ships our goods to Japan?",
             "일본 보내는 물건 포워더 어디야?", "c", [("d", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 48
    Seq("fresh5-48", "mixed", ["reversal", "lookalike"], [
        GitStep(TINSEL, [
            m("a", "f5_tn_eero", "2026-04-02 12:30",
              "rules: key-order defaults to warn\n\nMost users want unsorted keys flagged; make it a warning out of "
              "the box.",
              "key-order defaults to warn",
              file=("src/rules/defaults.toml", "key-order = \"warn\"\n")),
            m("b", "f5_tn_kofi", "2026-04-03 19:45",
              "rules: key-case defaults to warn\n\nSame reasoning as for key ordering: mixed snake/kebab case in one "
              "table is almost always a mistake.",
              "key-case defaults to warn",
              file=("src/rules/defaults.toml", "key-order = \"warn\"\nkey-case = \"warn\"\n")),
            n("f5_tn_meilin", "2026-04-08 08:20", "tests: snapshot for key-case on Cargo.toml",
              file=("tests/snapshots/key_case.snap", "ok\n")),
        ]),
        SlackStep("f5_tinsel", "maintainers", [
            n("f5_tn_meilin", "2026-04-20 09:40",
              "So many issues about key-order warnings on Cargo.toml files 😬 cargo itself doesn't sort them"),
            m("c", "f5_tn_jisu", "2026-04-21 22:10",
              "맞아요, Cargo.toml에선 순서가 의미 있는 경우도 있고. key-order는 default off로 바꿉시다, opt-in으로. "
              "I'll send the PR today.",
              "key-order는 default off로 바꿉시다", reactions={"+1": ["f5_tn_larissa", "f5_tn_eero"]}),
            n("f5_tn_kofi", "2026-04-21 14:30", "makes sense. the key-case one is fine, nobody complained about that"),
        ], topic="tinsel maintainers"),
    ], [Subj("default severity of key-order", "Is the key-order rule on by default?",
             "key-order 규칙 기본값이 뭐야?", "c", [("a", "replaced")]),
        Subj("default severity of key-case", "Is the key-case rule on by default?",
             "key-case 규칙 기본값이 뭐야?", "b")]),

    # ------------------------------------------------------------------------------------------ 49
    Seq("fresh5-49", "mixed", ["cancellation", "restatement"], [
        MailStep([
            m("a", "f5_tn_jisu", "2026-04-10 21:00",
              "Hi all,\n\nI'll run a 2-hour tinsel workshop at the Rust Seoul meetup on June 20 (Sat), 서울 성수동. "
              "Slides in English, 진행은 한국어로. If anyone wants to co-host remotely, tell me!\n\n지수",
              "I'll run a 2-hour tinsel workshop",
              to=("f5_tn_larissa", "f5_tn_eero", "f5_tn_kofi", "f5_tn_meilin"),
              subject="[tinsel-dev] Workshop at the Rust Seoul meetup (June 20)"),
            n("f5_tn_meilin", "2026-04-11 10:15",
              "Nice! I can prepare the 'write your own rule' exercise.\n\nMei Lin",
              to=("f5_tn_jisu", "f5_tn_larissa", "f5_tn_eero", "f5_tn_kofi"), reply_to="a"),
            m("b", "f5_tn_larissa", "2026-04-14 15:30",
              "Hi all,\n\nTo close the loop on #240: security reports go to security@tinsel.dev (not GitHub issues), "
              "and we follow a 90-day disclosure window. I've added SECURITY.md.\n\nLarissa",
              "we follow a 90-day disclosure window",
              to=("f5_tn_jisu", "f5_tn_eero", "f5_tn_kofi", "f5_tn_meilin"), subject="[tinsel-dev] Security policy"),
            m("c", "f5_tn_jisu", "2026-05-28 20:40",
              "Update: 밋업 주최 측이 장소 문제로 6월 행사를 취소해서, the tinsel workshop is off. 가을에 다시 기회 "
              "볼게요.\n\n지수",
              "the tinsel workshop is off",
              to=("f5_tn_larissa", "f5_tn_eero", "f5_tn_kofi", "f5_tn_meilin"), reply_to="a"),
            m("d", "f5_tn_eero", "2026-06-03 09:50",
              "Friendly reminder since we got another report as a public issue today: security reports go to "
              "security@tinsel.dev, 90-day disclosure. Please don't file them as issues.\n\nEero",
              "Friendly reminder since we got another report",
              to=("f5_tn_larissa", "f5_tn_jisu", "f5_tn_kofi", "f5_tn_meilin"), reply_to="b"),
        ], name="tinsel-dev.mbox", style="gmail", owner="f5_tn_kofi"),
    ], [Subj("tinsel workshop at Rust Seoul", "Is there a tinsel workshop at the Rust Seoul meetup in June?",
             "6월 러스트 서울 밋업에서 tinsel 워크숍 해?", None, [("a", "cancelled"), ("c", "cancellation")]),
        Subj("security reporting policy", "Where do security reports go and what's the disclosure window?",
             "보안 취약점 제보는 어디로 하고 공개 기한은 며칠이야?", "b", [("d", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 50
    Seq("fresh5-50", "mixed", ["restored"], [
        SlackStep("f5_kestrel", "haeul-arklow", [
            m("a", "f5_ka_siobhan", "2026-03-02 12:00",
              "Daily progress report to Haeul goes out at 17:00 Irish time, Maricel sends it.",
              "Daily progress report to Haeul goes out"),
            n("f5_ka_eom", "2026-03-02 21:30", "Thank you. 보고서 양식은 지난번 것 그대로 쓰시면 됩니다.", thread="a"),
            n("f5_ka_eom", "2026-03-06 22:10",
              "Siobhán, one request: 17시 보고서는 한국 시간으로 새벽 2시라서요 — could it come the next morning instead? "
              "그러면 서울 오후 회의 전에 볼 수 있어요."),
            m("b", "f5_ka_siobhan", "2026-03-09 08:20",
              "No problem Taesik. From Monday the daily report moves to 08:00 the next morning (Irish time).",
              "the daily report moves to 08:00"),
            n("f5_ka_maricel", "2026-03-17 09:05",
              "Taesik, quick question: the morning report misses the evening vessel log, should I add it separately?"),
            m("c", "f5_ka_eom", "2026-03-18 19:40",
              "Never mind my request — 본사에서는 전날 받는 게 낫다고 하네요. Let's go back to 17:00 same-day, as "
              "before. 번거롭게 해서 죄송합니다.",
              "Let's go back to 17:00 same-day", reactions={"+1": ["f5_ka_siobhan", "f5_ka_maricel"]}),
        ], topic="Kestrel × Haeul Wind (shared channel)"),
    ], [Subj("daily progress report time", "When does the daily progress report go to Haeul?",
             "해울 일일 진행 보고서는 몇 시에 보내요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 51
    Seq("fresh5-51", "mixed", ["out_of_order", "lookalike"], [
        SlackStep("f5_corvene", "sesol-ops", [
            n("f5_cv_bang", "2026-02-24 09:00", "오늘 Jeju 날씨 때문에 04:05 pass margin 좀 낮았어요, 그래도 OK"),
            m("c", "f5_cv_seok", "2026-02-24 10:30",
              "SESOL-1 v2.4 patch upload은 3월 10일로 미룹니다 — 2.4 검증 중에 EEPROM checksum 이슈가 나왔어요. Pass는 "
              "Jeju 04:05 UTC.",
              "SESOL-1 v2.4 patch upload은 3월 10일로"),
            n("f5_cv_mathilde", "2026-02-24 10:45", "Understood, thanks 도현. I update the ops plan.", thread="c"),
        ], topic="SESOL-1/2 joint operations (Corvène × 세솔우주)"),
        MailStep([
            m("a", "f5_cv_mathilde", "2026-02-10 15:00",
              "Dear Dohyun,\n\nAs agreed in the call: SESOL-1 flight software patch v2.4 upload on 3 March, Jeju pass "
              "at 04:12 UTC, Aussaguel as backup on the following orbit.\n\nBest regards,\nMathilde",
              "patch v2.4 upload on 3 March",
              to=("f5_cv_seok",), cc=("f5_cv_bang",), subject="SESOL-1 OBSW v2.4 upload"),
            m("b", "f5_cv_seok", "2026-02-11 09:20",
              "Dear Mathilde,\n\nSESOL-2 ground segment acceptance review도 3월 3일로 잡았습니다: 10:00 CET, video "
              "call, 자료는 2/27까지 공유드릴게요.\n\nBest regards,\n석도현",
              "SESOL-2 ground segment acceptance review도",
              to=("f5_cv_mathilde",), cc=("f5_cv_bastien",), subject="SESOL-2 GS acceptance review"),
        ], name="inbox.mbox", style="gmail", owner="f5_cv_mathilde"),
    ], [Subj("SESOL-1 v2.4 software upload date", "When is the SESOL-1 v2.4 flight software uploaded?",
             "SESOL-1 v2.4 소프트웨어 업로드 언제 해요?", "c", [("a", "replaced")]),
        Subj("SESOL-2 ground segment acceptance review", "When is the SESOL-2 ground segment acceptance review?",
             "SESOL-2 지상국 인수 검토 회의 언제예요?", "b")]),
]
