"""Fresh8 sequences: a tenth split, the next untouched check after fresh7. Written by a helper who had read only
the data model (``build.py``), the label format (``_supersession_data.py``), the module docstring of
``benchmarks/supersession.py`` and the layout of the fresh7 module (its docstring, constants, people and
workspaces, plus its first three sequences) — not the supersession or extraction rules (nothing under ``src/``,
``docs/`` or ``tests/``), not the dev/holdout/fresh/fresh2/fresh3/fresh4/fresh5/fresh6 sequences and not the
rest of fresh7 (only the per-split counts of languages, sources and patterns in ``labels.jsonl``, and the
language, source and pattern fields of fresh7's rows, were looked at, to match the proportions; no message text
of another split was read). Names of people, teams and products were checked against the other splits by grep
only. The benchmark was not run on it while it was written, nor afterwards by its author. It is for measuring
only; never read its failures to tune on it.

Teams (all new, keys prefixed ``f8_``):

* Quillmoor Analytics (a Galway data consultancy, and its client Ardcarne Foods; English Slack with a
  lookalike web/mobile framework pair, Outlook mail with the client);
* Saltmarsh Community Radio (a volunteer station in Wells-next-the-Sea, Norfolk; English Slack and Gmail with
  two presenters);
* Bitterroot Valley Credit Union (Missoula, Montana; Outlook mail with signatures, English Slack);
* Lumenforge (a Leipzig/Austin developer-tools startup; English commits with two reverts, English Slack in two
  exports);
* Keurboom Architects (Cape Town; Gmail with a structural engineer, English Slack, Q1/Q2 budgets);
* 바람결콜드체인 (a Pyeongtaek cold-chain warehouse; 반말/존댓말 Korean Slack, 공문체 Korean webmail with the
  fishery 동해수산);
* 한가람구청 문화체육과 (a district office's culture and sports division; 공문체 Korean webmail with an events
  agency and sports clubs, "[재공지]");
* 소리마루 (a Seoul wireless-speaker startup; Korean Slack, Korean commits);
* 한올한복 (a hanbok rental shop in Suwon's Haenggung-dong; casual 반말 Slack, Gmail with a fabric supplier and a
  web agency);
* 해무리게임즈 (a Pangyo game studio) and its Wrocław publisher Wisła Interactive (code-switching shared Slack,
  Gmail, commits of the game with a revert);
* 씨앗마켓 Seed Market (a Korean grocery delivery start-up in Los Angeles; code-switching Slack and Gmail with
  a courier and a produce supplier);
* 누리온테크 (a Cheonan semiconductor-equipment maker) and its Dresden customer Elbsilicon GmbH (English
  Outlook mail with Korean internal replies);
* 마루핀테크 (a Seoul payments company) and its Hanoi development partner Sông Hồng Software (code-switching
  shared Slack and commits).

Labelling conventions (the same as fresh7's): in a *restored* sequence (X, then Y, then "never mind, we stay
on X") the restoring message is the standing one and both the original X and the Y are ``replaced`` (a
``git revert`` that restores the earlier state is the restoring message); an agreement's standing message
is the proposal, the "LGTM"/"동의합니다"/"agreed" reply is ``agreement``; a "Reminder: …"/"[리마인드]"/
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

SEOUL, LON, DUB, DEN = "Asia/Seoul", "Europe/London", "Europe/Dublin", "America/Denver"
BER, CHI, JNB, LAX = "Europe/Berlin", "America/Chicago", "Africa/Johannesburg", "America/Los_Angeles"
WAW, HAN = "Europe/Warsaw", "Asia/Ho_Chi_Minh"

PEOPLE = {
    # Quillmoor Analytics (Galway) + Ardcarne Foods
    "f8_qm_orla": Person("Orla Fennelly", "orla@quillmoor.ie", DUB, "orla", "Managing Director"),
    "f8_qm_tadhg": Person("Tadhg Ó Laoire", "tadhg@quillmoor.ie", DUB, "tadhg", "Head of Engineering"),
    "f8_qm_priya": Person("Priyanka Raghunathan", "priyanka@quillmoor.ie", DUB, "priya.r", "Senior Data Engineer"),
    "f8_qm_conall": Person("Conall Brady-Whelan", "conall@quillmoor.ie", DUB, "conall", "Account Director"),
    "f8_qm_fionnuala": Person("Fionnuala Hegarty", "fhegarty@ardcarnefoods.ie", DUB,
                              title="Head of Data, Ardcarne Foods"),
    # Saltmarsh Community Radio (Wells-next-the-Sea, Norfolk)
    "f8_sr_bryony": Person("Bryony Ketteringham", "bryony@saltmarshradio.org.uk", LON, "bryony", "Station Manager"),
    "f8_sr_ade": Person("Adebayo Crowther", "ade@saltmarshradio.org.uk", LON, "ade.c", "Head of Programming"),
    "f8_sr_wendell": Person("Wendell Ashpole", "wendell@saltmarshradio.org.uk", LON, "wendell",
                            "Chief Engineer (volunteer)"),
    "f8_sr_lottie": Person("Lottie Greengrass", "lottie@saltmarshradio.org.uk", LON, "lottie",
                           "Volunteer Coordinator"),
    "f8_sr_jenna": Person("Jenna Loveday", "jennaloveday77@gmail.com", LON, title="Presenter"),
    "f8_sr_colin": Person("Colin Thirtle", "col.thirtle@btinternet.com", LON, title="Presenter"),
    # Bitterroot Valley Credit Union (Missoula)
    "f8_bv_marcy": Person("Marcy Holmquist", "mholmquist@bitterrootvcu.org", DEN, "marcy.h", "President/CEO"),
    "f8_bv_curtis": Person("Curtis Kittredge", "ckittredge@bitterrootvcu.org", DEN, "curtis.k", "VP Operations"),
    "f8_bv_anneliese": Person("Anneliese Vornholt", "avornholt@bitterrootvcu.org", DEN, "anneliese",
                              "Branch Manager, Hamilton"),
    "f8_bv_teo": Person("Teodoro Alcantar", "talcantar@bitterrootvcu.org", DEN, "teo.a", "IT & Security Officer"),
    # Lumenforge (Leipzig + Austin)
    "f8_lf_lennart": Person("Lennart Wehrlein", "lennart@lumenforge.dev", BER, "lennart", "CTO"),
    "f8_lf_svenja": Person("Svenja Quistorp", "svenja@lumenforge.dev", BER, "svenja", "Staff Engineer"),
    "f8_lf_deshawn": Person("DeShawn Pettaway", "deshawn@lumenforge.dev", CHI, "deshawn", "Developer Advocate"),
    "f8_lf_kaito": Person("Kaito Brennan-Ishida", "kaito@lumenforge.dev", CHI, "kaito", "Backend Engineer"),
    # Keurboom Architects (Cape Town) + Ntshona Structural Consulting
    "f8_kb_thandeka": Person("Thandeka Mbatha-Rossouw", "thandeka@keurboom.co.za", JNB, "thandeka",
                             "Founding Partner"),
    "f8_kb_riaan": Person("Riaan Oosthuizen", "riaan@keurboom.co.za", JNB, "riaan", "Associate Architect"),
    "f8_kb_zaheer": Person("Zaheer Dollie", "zaheer@keurboom.co.za", JNB, "zaheer", "Project Architect"),
    "f8_kb_annemie": Person("Annemie Claassens", "annemie@keurboom.co.za", JNB, "annemie",
                            "Office & Finance Manager"),
    "f8_kb_lungile": Person("Lungile Ntshona", "lungile@ntshonastructural.co.za", JNB,
                            title="Director, Ntshona Structural Consulting"),
    # 바람결콜드체인 (평택) + 동해수산
    "f8_bg_seomun": Person("서문태경", "taekyung.seomun@baramgyeol.co.kr", SEOUL, "taekyung", "대표"),
    "f8_bg_hwangbo": Person("황보은채", "eunchae.hwangbo@baramgyeol.co.kr", SEOUL, "eunchae", "물류운영팀장"),
    "f8_bg_do": Person("도하람", "haram.do@baramgyeol.co.kr", SEOUL, "haram", "센터관리 대리"),
    "f8_bg_jegal": Person("제갈윤", "yoon.jegal@baramgyeol.co.kr", SEOUL, "jegal.yoon", "영업팀 매니저"),
    "f8_bg_namgung": Person("남궁석", "seok.namgung@donghaesusan.co.kr", SEOUL, title="동해수산 구매과장"),
    # 한가람구청 문화체육과 + ㈜누림이벤트 + 동호회
    "f8_hg_bong": Person("봉수연", "bongsy@hangaram.go.kr", SEOUL, title="한가람구청 문화체육과장"),
    "f8_hg_pi": Person("피재훈", "pijh@hangaram.go.kr", SEOUL, title="문화체육과 생활체육팀 주무관"),
    "f8_hg_seonu": Person("선우하늘", "seonuhn@hangaram.go.kr", SEOUL, title="문화체육과 문화예술팀 주무관"),
    "f8_hg_ma": Person("마경록", "kr.ma@nurimevent.co.kr", SEOUL, title="㈜누림이벤트 기획실장"),
    "f8_hg_woo": Person("우태식", "woo.taesik@hanmail.net", SEOUL, title="한가람 배드민턴 동호회장"),
    # 소리마루 (Seoul)
    "f8_sm_gal": Person("갈지훈", "jihoon.gal@sorimaru.audio", SEOUL, "jihoon", "CTO·공동대표"),
    "f8_sm_eun": Person("은채린", "chaerin.eun@sorimaru.audio", SEOUL, "chaerin", "DSP 엔지니어"),
    "f8_sm_ra": Person("라온유", "onyu.ra@sorimaru.audio", SEOUL, "onyu", "펌웨어 엔지니어"),
    "f8_sm_yeo": Person("여다슬", "daseul.yeo@sorimaru.audio", SEOUL, "daseul", "마케팅 리드"),
    # 한올한복 (수원 행궁동) + 비단길섬유 + 꽃담웹
    "f8_ho_pyo": Person("표나래", "narae@hanolhanbok.kr", SEOUL, "narae", "대표"),
    "f8_ho_ha": Person("하은솔", "eunsol@hanolhanbok.kr", SEOUL, "eunsol", "매장 매니저"),
    "f8_ho_jin": Person("진보미", "bomi@hanolhanbok.kr", SEOUL, "bomi", "온라인 담당"),
    "f8_ho_cha": Person("차민석", "ms.cha@bidangil-tex.co.kr", SEOUL, title="비단길섬유 영업부 과장"),
    "f8_ho_gye": Person("계하준", "hajun.gye@kkotdamweb.com", SEOUL, title="꽃담웹 실장"),
    # 해무리게임즈 (Pangyo) + Wisła Interactive (Wrocław)
    "f8_hm_so": Person("소한결", "hangyeol.so@haemuri.games", SEOUL, "hangyeol", "PD, 해무리게임즈"),
    "f8_hm_myeong": Person("명재이", "jaei.myeong@haemuri.games", SEOUL, "jaei", "클라이언트 리드"),
    "f8_hm_inn": Person("인나윤", "nayoon.inn@haemuri.games", SEOUL, "nayoon", "사운드·로컬라이즈 매니저"),
    "f8_hm_weronika": Person("Weronika Wróblewska-Nowak", "w.wroblewska@wisla-interactive.pl", WAW, "weronika.wn",
                             "Producer, Wisła Interactive"),
    "f8_hm_kacper": Person("Kacper Kędzierski", "k.kedzierski@wisla-interactive.pl", WAW, "kacper.k",
                           "Release Manager, Wisła Interactive"),
    # 씨앗마켓 Seed Market (Los Angeles) + Pacific Dash Couriers + Golden Valley Produce
    "f8_ss_christine": Person("Christine Oh-Hendricks", "christine@seedmarket.us", LAX, "christine",
                              "Co-founder & CEO"),
    "f8_ss_danny": Person("Danny Seol", "danny.seol@seedmarket.us", LAX, "danny.seol", "Operations Manager"),
    "f8_ss_hayoung": Person("Hayoung Lim-Sorensen", "hayoung@seedmarket.us", LAX, "hayoung",
                            "Merchandising & Marketing"),
    "f8_ss_yesenia": Person("Yesenia Quintanilla", "yquintanilla@pacificdash.com", LAX,
                            title="Partnerships Lead, Pacific Dash Couriers"),
    "f8_ss_wesley": Person("Wesley Trujillo-Banks", "wesley@goldenvalleyproduce.com", LAX,
                           title="Account Manager, Golden Valley Produce"),
    # 누리온테크 (Cheonan) + Elbsilicon GmbH (Dresden)
    "f8_nr_yeom": Person("염동혁", "dh.yeom@nuriontech.co.kr", SEOUL, title="해외영업팀 부장"),
    "f8_nr_mo": Person("모서진", "seojin.mo@nuriontech.co.kr", SEOUL, title="CS팀 과장"),
    "f8_nr_tae": Person("태경민", "km.tae@nuriontech.co.kr", SEOUL, title="PM"),
    "f8_nr_henrike": Person("Henrike Albrecht-Sauer", "henrike.albrecht-sauer@elbsilicon.de", BER,
                            title="Equipment Engineering Manager, Elbsilicon GmbH"),
    "f8_nr_torsten": Person("Torsten Riedesel", "torsten.riedesel@elbsilicon.de", BER,
                            title="Strategic Procurement, Elbsilicon GmbH"),
    # 마루핀테크 (Seoul) + Sông Hồng Software (Hanoi)
    "f8_mf_guk": Person("국세아", "seah.guk@marufin.kr", SEOUL, "seah", "백엔드 리드"),
    "f8_mf_ye": Person("예준서", "junseo.ye@marufin.kr", SEOUL, "junseo", "QA 매니저"),
    "f8_mf_yong": Person("용해솔", "haesol.yong@marufin.kr", SEOUL, "haesol", "개발실장"),
    "f8_mf_linh": Person("Nguyễn Thùy Linh", "linh.nguyen@songhongsoft.vn", HAN, "linh.nt",
                         "Tech Lead, Sông Hồng Software"),
    "f8_mf_quang": Person("Phạm Minh Quang", "quang.pham@songhongsoft.vn", HAN, "quang.pm",
                          "Developer, Sông Hồng Software"),
}

WORKSPACES = {
    "f8_quillmoor": Workspace("T09F8QMAN1", "quillmoor", ("f8_qm_orla", "f8_qm_tadhg", "f8_qm_priya", "f8_qm_conall")),
    "f8_saltmarsh": Workspace("T09F8SRCR2", "saltmarsh-radio",
                              ("f8_sr_bryony", "f8_sr_ade", "f8_sr_wendell", "f8_sr_lottie")),
    "f8_bitterroot": Workspace("T09F8BVCU3", "bitterroot-vcu",
                               ("f8_bv_marcy", "f8_bv_curtis", "f8_bv_anneliese", "f8_bv_teo")),
    "f8_lumenforge": Workspace("T09F8LMFG4", "lumenforge",
                               ("f8_lf_lennart", "f8_lf_svenja", "f8_lf_deshawn", "f8_lf_kaito")),
    "f8_keurboom": Workspace("T09F8KBAR5", "keurboom-architects",
                             ("f8_kb_thandeka", "f8_kb_riaan", "f8_kb_zaheer", "f8_kb_annemie")),
    "f8_baramgyeol": Workspace("T09F8BGCC6", "baramgyeol-coldchain",
                               ("f8_bg_seomun", "f8_bg_hwangbo", "f8_bg_do", "f8_bg_jegal")),
    "f8_sorimaru": Workspace("T09F8SMAU7", "sorimaru", ("f8_sm_gal", "f8_sm_eun", "f8_sm_ra", "f8_sm_yeo")),
    "f8_hanol": Workspace("T09F8HOHB8", "hanol-hanbok", ("f8_ho_pyo", "f8_ho_ha", "f8_ho_jin")),
    "f8_haemuri": Workspace("T09F8HMWI9", "haemuri-wisla",
                            ("f8_hm_so", "f8_hm_myeong", "f8_hm_inn", "f8_hm_weronika", "f8_hm_kacper")),
    "f8_seedmarket": Workspace("T09F8SSLA0", "seedmarket", ("f8_ss_danny", "f8_ss_christine", "f8_ss_hayoung")),
    "f8_marufin": Workspace("T09F8MFSH1", "marufin-songhong",
                            ("f8_mf_guk", "f8_mf_ye", "f8_mf_yong", "f8_mf_linh", "f8_mf_quang")),
}

LUMEN_CLI = "git@github.com:lumenforge/lumen-cli.git"
SM1_FW = "git@github.com:sorimaru-audio/sm1-firmware.git"
LANTERN = "git@github.com:haemuri-games/lantern-keeper.git"
PAY_GW = "git@gitlab.marufin.kr:core/payment-gateway.git"

SEQUENCES: list[Seq] = [
    # ================================================================================ English
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh8-01", "en", ["reversal"], [
        SlackStep("f8_quillmoor", "web", [
            n("f8_qm_orla", "2026-02-09 09:12",
              "Quick one: the hosting for quillmoor.ie renews on 28 Feb and the old shared host wants €240 for "
              "another year. @{f8_qm_tadhg} can you pick where the marketing site lives from now on? Not precious "
              "about it as long as Conall can still edit copy"),
            n("f8_qm_tadhg", "2026-02-09 10:05", "yep. it's a static build these days so it can go basically anywhere"),
            m("a", "f8_qm_tadhg", "2026-02-11 16:30",
              "ok sorted - marketing site goes on DigitalOcean App Platform as a static site. free for 3 static "
              "apps, we already have the team account from the Ardcarne POC, and it builds straight from the repo. "
              "I'll do the cutover thursday evening",
              "marketing site goes on DigitalOcean App Platform"),
            n("f8_qm_conall", "2026-02-11 16:41", "nice one. do I get a preview link when I change copy?", thread="a"),
            n("f8_qm_tadhg", "2026-02-11 16:52", "not per branch unfortunately, you'd push to a staging branch", thread="a"),
            n("f8_qm_priya", "2026-02-24 11:02",
              "fyi got a DO billing alert this morning - outbound transfer on the static site is way over the free "
              "allowance since the webinar landing page went out on LinkedIn 😬"),
            n("f8_qm_tadhg", "2026-02-24 11:20", "ugh. the webinar recording is self-hosted on the site, that'll be it"),
            m("b", "f8_qm_tadhg", "2026-02-26 14:48",
              "Right, looked at the numbers. Paying per-GB for a brochure site is daft, and Conall's been asking for "
              "preview links anyway. We're hosting the marketing site on Cloudflare Pages instead: no bandwidth "
              "charges, a preview URL for every branch, and the DNS is already on Cloudflare. Moving it this "
              "weekend, the DO app gets deleted Monday.",
              "hosting the marketing site on Cloudflare Pages",
              reactions={"tada": ["f8_qm_conall"], "+1": ["f8_qm_orla", "f8_qm_priya"]}),
            n("f8_qm_orla", "2026-02-26 15:02", "👍 whatever's cheapest that doesn't fall over", thread="b"),
        ], topic="quillmoor.ie + landing pages"),
    ], [Subj("marketing site hosting", "Where is the Quillmoor marketing site hosted?",
             "퀼무어 마케팅 사이트 호스팅은 어디로 정했나요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh8-02", "en", ["cancellation"], [
        MailStep([
            m("a", "f8_bv_marcy", "2026-03-03 08:40",
              "Team,\n\nThe board approved the Saturday pilot at last night's meeting. Starting April 4, the "
              "Hamilton branch will open Saturdays 9am-1pm for a 12-week trial, staffed by two tellers and one "
              "member service rep on rotation. Anneliese will post the rota; Curtis, please get the alarm schedule "
              "and the armored car pickup adjusted.\n\nThanks,\nMarcy\n\nMarcy Holmquist\nPresident/CEO\n"
              "Bitterroot Valley Credit Union\nNMLS #447182 | Federally insured by NCUA",
              "Hamilton branch will open Saturdays 9am-1pm",
              to=("f8_bv_anneliese", "f8_bv_curtis"), cc=("f8_bv_teo",), subject="Saturday hours pilot - Hamilton branch"),
            n("f8_bv_anneliese", "2026-03-03 10:15",
              "Rota is drafted. I have volunteers for every Saturday except Easter weekend, I'll cover that one "
              "myself.\n\nAnneliese Vornholt\nBranch Manager, Hamilton\nBitterroot Valley Credit Union",
              to=("f8_bv_marcy",), cc=("f8_bv_curtis",), reply_to="a"),
            n("f8_bv_curtis", "2026-03-04 13:22",
              "Alarm company can do the schedule change with a week's notice. Heads up, the armored carrier wants "
              "$310 per extra Saturday stop.\n\nCurtis", to=("f8_bv_marcy",), reply_to="a"),
            m("b", "f8_bv_marcy", "2026-03-27 16:05",
              "All,\n\nOur insurer came back yesterday: the branch policy only covers weekend opening if we add a "
              "second security guard, which would take the pilot to roughly three times what the board approved. "
              "So we are not going ahead with Saturday hours at Hamilton. I've let the board know we'll shelve it "
              "and not revisit this year.\n\nAnneliese, please thank the volunteers and take the rota down. Curtis, "
              "please cancel the alarm and carrier changes.\n\nMarcy",
              "not going ahead with Saturday hours",
              to=("f8_bv_anneliese", "f8_bv_curtis"), cc=("f8_bv_teo",), reply_to="a"),
            n("f8_bv_anneliese", "2026-03-27 16:31",
              "Will do. A few folks will be disappointed but they'll understand.\n\nAnneliese",
              to=("f8_bv_marcy",), reply_to="b"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("Hamilton branch Saturday opening", "Is the Hamilton branch opening on Saturdays?",
             "해밀턴 지점 토요일 영업 시범운영 하나요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh8-03", "en", ["restored"], [
        GitStep(LUMEN_CLI, [
            n("f8_lf_kaito", "2026-01-08 15:02", "Add --quiet flag to lumen deploy",
              file=("src/commands/deploy.ts", "export const quietFlag = true;\n")),
            m("a", "f8_lf_lennart", "2026-01-13 10:30",
              "Use lumen.toml as the default config file\n\nFrom now on `lumen init` writes lumen.toml for new "
              "projects. TOML keeps comments, has no indentation traps, and matches what Cargo and pyproject users "
              "already expect. lumen.json is still read for older projects.",
              "writes lumen.toml for new projects",
              file=("src/init/template.ts", "export const DEFAULT_CONFIG = 'lumen.toml';\n")),
            n("f8_lf_deshawn", "2026-01-20 18:44", "docs: configuration reference for the TOML format",
              file=("docs/config.md", "# Configuration\n")),
            m("b", "f8_lf_svenja", "2026-02-02 09:15",
              "Switch default config to lumen.yaml\n\n`lumen init` now generates lumen.yaml. Two thirds of the "
              "people in the January user survey deploy from GitHub Actions or Kubernetes and already live in YAML, "
              "and the TOML nested-table syntax for [[services.routes]] keeps coming up in support threads.",
              "`lumen init` now generates lumen.yaml",
              file=("src/init/template.ts", "export const DEFAULT_CONFIG = 'lumen.yaml';\n")),
            n("f8_lf_kaito", "2026-02-04 17:30", "fix: yaml loader crashed on anchors in services block",
              file=("src/config/yaml.ts", "// anchors resolved before validation\n")),
            m("c", "f8_lf_lennart", "2026-02-16 11:05",
              "Revert \"Switch default config to lumen.yaml\"\n\nThis reverts commit {sha:b}.\n\nWe stay with "
              "lumen.toml as the default. Generating lumen.yaml broke `lumen init` inside existing Helm charts (the "
              "file got picked up as a values file, see #412), and the Norway-problem bugs are already piling up. "
              "YAML is still supported with `lumen init --format yaml`.",
              "We stay with lumen.toml as the default",
              file=("src/init/template.ts", "export const DEFAULT_CONFIG = 'lumen.toml';\n")),
        ]),
    ], [Subj("default config file format of lumen init", "What config file format does `lumen init` create by default?",
             "lumen init 기본 설정 파일 형식은 뭐로 정해졌어?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh8-04", "en", ["out_of_order"], [
        SlackStep("f8_saltmarsh", "programming", [
            n("f8_sr_lottie", "2026-04-14 10:02", "New volunteer induction Thursday 7pm, 4 signed up so far 🎙️"),
            m("b", "f8_sr_ade", "2026-04-15 17:30",
              "Schedule change, agreed with Bryony this afternoon: from Monday 4 May, Breakfast with Jen and Col runs "
              "7 till 10, not 6 till 9. The streaming stats say almost nobody's with us before 7, and Col can't get "
              "in from Fakenham that early any more. The 6am hour goes back to automation.",
              "runs 7 till 10, not 6 till 9"),
            n("f8_sr_wendell", "2026-04-15 17:44", "I'll reprogram the playout for 6-7 then", thread="b"),
            n("f8_sr_bryony", "2026-04-16 09:10", "Can someone update the schedule page on the website too pls"),
        ], name="slack-export-2026-04", topic="Schedule, shows, cover requests"),
        MailStep([
            m("a", "f8_sr_ade", "2026-03-02 20:15",
              "Hi Jen, hi Col,\n\nGreat news - the programming committee said yes, you've got breakfast! The slot is "
              "weekdays 6 to 9am, starting Monday 16 March, straight after the overnight relay finishes. Wendell "
              "will show you the desk on Saturday.\n\nCheers,\nAde\n\n--\nAdebayo Crowther\nHead of Programming, "
              "Saltmarsh Community Radio 97.4FM",
              "slot is weekdays 6 to 9am",
              to=("f8_sr_jenna", "f8_sr_colin"), subject="Breakfast show - you're on!"),
            n("f8_sr_colin", "2026-03-02 21:40",
              "Brilliant!! 6am is early but we'll manage. Can we have the studio from 5.30 to set up?\n\nCol",
              to=("f8_sr_ade",), cc=("f8_sr_jenna",), reply_to="a"),
            n("f8_sr_ade", "2026-03-03 08:05", "Yes, key code is the same as the front door.\n\nAde",
              to=("f8_sr_colin",), cc=("f8_sr_jenna",), reply_to="a", quote=False),
        ], name="ade-2026-03.mbox", owner="f8_sr_ade"),
    ], [Subj("breakfast show time slot", "What time does Saltmarsh Radio's weekday breakfast show run?",
             "솔트마시 라디오 평일 아침 방송은 몇 시부터 몇 시까지야?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh8-05", "en", ["agreement"], [
        SlackStep("f8_quillmoor", "eng", [
            n("f8_qm_priya", "2026-03-16 10:21", "standup ran 35 min again today 😬"),
            m("a", "f8_qm_tadhg", "2026-03-16 14:20",
              "Proposal for the eng standup, since it keeps creeping past half an hour:\n"
              "• Mon/Wed/Fri stay live at 9:45, hard stop at 10:00\n"
              "• Tue/Thu go async in #standup via the Geekbot prompt, answers in by 11\n"
              "• anything that needs a discussion becomes a follow-up with only the people involved\n"
              "Try it for the rest of March and review at retro? Shout if you hate it",
              "Tue/Thu go async in #standup"),
            n("f8_qm_conall", "2026-03-16 14:33", "does this include the client-side folks or just eng?", thread="a"),
            n("f8_qm_tadhg", "2026-03-16 14:35", "just eng for now", thread="a"),
            m("b", "f8_qm_priya", "2026-03-16 14:52",
              "Fully on board with this. Tuesday is the one that always runs long because it's right after sprint "
              "planning, so making that async fixes most of it on its own, and a hard stop at 10 means I can book "
              "client calls at 10 again. Only ask: can the Geekbot prompt have 'blocked on' as its own question so "
              "blockers don't get buried in the wall of text? otherwise 👍 from me",
              "Fully on board with this", thread="a"),
            n("f8_qm_orla", "2026-03-16 15:10", "+1 go for it", thread="a"),
        ], topic="engineering"),
    ], [Subj("engineering standup format", "How does Quillmoor's engineering standup work now?",
             "퀼무어 개발팀 스탠드업은 어떻게 하기로 했어요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh8-06", "en", ["restatement"], [
        MailStep([
            m("a", "f8_kb_thandeka", "2026-02-02 08:10",
              "Hi everyone,\n\nAfter the Bree Street mix-up (contractor building off a superseded screenshot), this "
              "is how we issue drawings from today:\n\n1. Every issue to a client or contractor goes out as a PDF "
              "set with a transmittal, from the project's 07_Issued folder on SharePoint.\n2. Nothing goes on "
              "WhatsApp, not even a 'quick snap' of a detail.\n3. Revision letter on every sheet, revision cloud "
              "around what changed.\n\nRiaan will set up the transmittal template. Shout if a client insists on "
              "something else and we'll deal with it case by case.\n\nThandeka\n\n--\nThandeka Mbatha-Rossouw\n"
              "Founding Partner | Keurboom Architects\n+27 21 461 0938",
              "a PDF set with a transmittal",
              to=("f8_kb_riaan", "f8_kb_zaheer", "f8_kb_annemie"), subject="Drawing issue procedure from today"),
            n("f8_kb_riaan", "2026-02-02 09:47",
              "Template is in 00_Admin/Templates, it numbers the transmittals per project automatically.\n\nR",
              to=("f8_kb_thandeka", "f8_kb_zaheer", "f8_kb_annemie"), reply_to="a"),
            n("f8_kb_zaheer", "2026-02-02 10:05",
              "What about the Hout Bay client who only reads WhatsApp? 🙈\n\nZ",
              to=("f8_kb_thandeka",), reply_to="a"),
            m("b", "f8_kb_annemie", "2026-03-09 07:55",
              "Morning all,\n\nReminder, as per Thandeka's mail of 2 Feb: drawings only leave the office as a PDF "
              "issue with a transmittal from 07_Issued. Two sets went out by WhatsApp last week, which is exactly "
              "what we said we'd stop. If a client only reads WhatsApp, email them the transmittal and send a "
              "WhatsApp saying 'please check your email'.\n\nThanks!\nAnnemie\n\nAnnemie Claassens\n"
              "Office & Finance Manager | Keurboom Architects",
              "only leave the office as a PDF issue",
              to=("f8_kb_thandeka", "f8_kb_riaan", "f8_kb_zaheer"), subject="Reminder: how drawings get issued"),
        ], name="keurboom.mbox", owner="f8_kb_riaan"),
    ], [Subj("drawing issue procedure", "How does Keurboom issue drawings to clients and contractors?",
             "Keurboom 건축사무소는 도면을 어떤 방식으로 발행하기로 했나요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh8-07", "en", ["lookalike"], [
        SlackStep("f8_quillmoor", "proj-tidewatch", [
            n("f8_qm_conall", "2026-04-06 16:20",
              "Kickoff recap for Tidewatch: the port wants a control-room dashboard plus an app the harbourmasters "
              "carry on the quay. We owe them a tech proposal by Friday 10th"),
            m("a", "f8_qm_tadhg", "2026-04-08 11:10",
              "Web side first: the operator dashboard will be Next.js. Priya's team already has the charting "
              "components in React from the Shannon job, server rendering helps on those ancient control-room PCs, "
              "and their IT wants something they can find contractors for later.",
              "operator dashboard will be Next.js"),
            n("f8_qm_priya", "2026-04-08 11:31", "happy with that, I'll dig out the chart components", thread="a"),
            m("b", "f8_qm_tadhg", "2026-04-09 15:30",
              "And for the harbourmasters' phone app we're going with Flutter, not React Native. Offline maps and "
              "the Bluetooth SDK for their tide gauges both have proper Flutter packages, and it means one of us "
              "learns Dart instead of everyone fighting Expo upgrades for two years.",
              "going with Flutter, not React Native"),
            n("f8_qm_conall", "2026-04-09 15:45", "grand, both going in the proposal deck", thread="b"),
        ], topic="Tidewatch - harbour monitoring"),
    ], [Subj("Tidewatch web dashboard framework", "What framework is the Tidewatch operator web dashboard built with?",
             "타이드워치 운영자 웹 대시보드는 어떤 프레임워크로 만들어요?", "a", []),
        Subj("Tidewatch mobile app framework", "What framework is the Tidewatch harbourmaster mobile app built with?",
             "타이드워치 항만 관리자용 모바일 앱은 뭘로 개발하기로 했어?", "b", [])]),

    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh8-08", "en", ["reversal", "agreement"], [
        MailStep([
            m("a", "f8_bv_marcy", "2026-01-12 09:05",
              "All,\n\nWe'll hold this year's annual membership meeting on Thursday, April 23 at the Elks Lodge on "
              "Pine Street in Missoula. Dinner at 6pm, business meeting at 7. Anneliese, could you coordinate door "
              "prizes with the Hamilton staff again?\n\nMarcy\n\nMarcy Holmquist\nPresident/CEO\n"
              "Bitterroot Valley Credit Union",
              "at the Elks Lodge on Pine Street",
              to=("f8_bv_curtis", "f8_bv_anneliese", "f8_bv_teo"), subject="2026 Annual Meeting"),
            n("f8_bv_anneliese", "2026-01-12 11:40",
              "Happy to. Could we get a shuttle up from Hamilton this year? 30+ members asked last time.\n\n"
              "Anneliese", to=("f8_bv_marcy",), reply_to="a"),
            m("c", "f8_bv_curtis", "2026-02-05 15:20",
              "Marcy,\n\nProposal for the March board packet: waive courtesy pay (overdraft) fees for members "
              "under 21 who have direct deposit, capped at two waivers per calendar year. Based on 2025 data it "
              "costs us about $6,800 a year, and it gives the high school account push something to talk about. "
              "If you're OK with it I'll write it up for the board.\n\nCurtis Kittredge\nVP Operations\n"
              "Bitterroot Valley Credit Union | (406) 555-0188",
              "waive courtesy pay (overdraft) fees",
              to=("f8_bv_marcy",), subject="Proposal: courtesy pay waiver for under-21 members"),
            m("d", "f8_bv_marcy", "2026-02-06 08:12",
              "Curtis,\n\nApproved, please write it up for the board. I like that it's capped, and honestly the "
              "fee income from under-21s is small enough that the goodwill is worth more. Add a line on how we'd "
              "measure whether it moves new youth accounts - the board will ask.\n\nMarcy",
              "Approved, please write it up", to=("f8_bv_curtis",), reply_to="c"),
            m("b", "f8_bv_marcy", "2026-02-19 10:30",
              "All,\n\nChange of plan for the annual meeting: the Elks double-booked us, and with the Hamilton "
              "shuttle question it makes more sense to move south anyway. It will be at the Ravalli County "
              "Fairgrounds exhibit hall in Hamilton instead, same date and times. Teo, can you check they have "
              "Wi-Fi for the e-voting demo?\n\nMarcy",
              "Ravalli County Fairgrounds exhibit hall in Hamilton",
              to=("f8_bv_curtis", "f8_bv_anneliese", "f8_bv_teo"), reply_to="a"),
            n("f8_bv_teo", "2026-02-19 13:02",
              "They do, and there's a projector. I'll run a test on the 20th.\n\nTeodoro Alcantar\n"
              "IT & Security Officer", to=("f8_bv_marcy",), reply_to="b"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("annual membership meeting venue", "Where is the credit union's 2026 annual membership meeting being held?",
             "2026년 조합원 정기총회 장소는 어디야?", "b", [("a", "replaced")]),
        Subj("courtesy pay fee waiver for members under 21", "What was decided about courtesy pay fees for members under 21?",
             "21세 미만 조합원 초과인출 수수료 면제 건은 어떻게 결정됐어요?", "c", [("d", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh8-09", "en", ["cancellation", "restatement"], [
        SlackStep("f8_saltmarsh", "station-general", [
            m("r", "f8_sr_ade", "2026-04-27 09:30",
              "From this week, presenters please fill in your playlist log in the shared sheet by 6pm Friday for "
              "that week's shows. We need it for the PPL/PRS return and Lottie is sick of chasing 🙏",
              "by 6pm Friday for that week's shows"),
            m("a", "f8_sr_bryony", "2026-05-05 12:15",
              "OB news!! We're doing a live outside broadcast from the Holkham Summer Fete on Saturday 20 June, 11 "
              "till 4, from the Rotary marquee. Wendell's checking whether the 4G bonding kit will cope out there.",
              "live outside broadcast from the Holkham Summer Fete",
              reactions={"tada": ["f8_sr_lottie", "f8_sr_ade"]}),
            n("f8_sr_wendell", "2026-05-05 13:01",
              "Signal on the fete field is 1 bar EE, 2 bars Vodafone. Bonding should manage. I'll test on site",
              thread="a"),
            m("c", "f8_sr_ade", "2026-05-11 10:02",
              "Reminder for all presenters: weekly playlist logs are due Friday 6pm in the shared sheet, not Monday "
              "morning. Three shows missing from last week.",
              "Reminder for all presenters: weekly playlist logs"),
            n("f8_sr_wendell", "2026-06-02 19:40",
              "Bad news from the site visit. They've moved the Rotary marquee behind the walled garden, zero signal "
              "there, and they won't let us run a cable from the hall."),
            m("b", "f8_sr_bryony", "2026-06-03 08:50",
              "Ok. We're pulling the Holkham OB. Not worth risking dead air on a Saturday afternoon and there's no "
              "other pitch they'll give us. No OB this summer, the money goes towards the new mic arms. Sorry all, "
              "I know a few of you were looking forward to it 😞",
              "We're pulling the Holkham OB"),
            n("f8_sr_lottie", "2026-06-03 09:12", "gutted but fair. I'll tell the volunteers who signed up", thread="b"),
        ], topic="Station-wide notices"),
    ], [Subj("Holkham Summer Fete outside broadcast", "Is Saltmarsh Radio broadcasting live from the Holkham Summer Fete?",
             "홀컴 여름 축제 야외 생방송 예정대로 해?", None, [("a", "cancelled"), ("b", "cancellation")]),
        Subj("presenters' playlist log deadline", "When are presenters' weekly playlist logs due?",
             "진행자 주간 플레이리스트 기록 마감은 언제예요?", "r", [("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh8-10", "en", ["cancellation"], [
        GitStep(LUMEN_CLI, [
            n("f8_lf_kaito", "2026-03-02 16:10", "Bump esbuild to 0.25",
              file=("package.json", "{\"devDependencies\": {\"esbuild\": \"^0.25.0\"}}\n")),
            m("a", "f8_lf_deshawn", "2026-03-05 13:40",
              "Add anonymous usage telemetry to lumen CLI\n\nThe CLI now sends an anonymous event (command name, "
              "exit code, CLI version, OS) to telemetry.lumenforge.dev after each run. Opt out with "
              "LUMEN_TELEMETRY=0. We need this to know which commands are worth our docs time.",
              "CLI now sends an anonymous event",
              file=("src/telemetry/index.ts", "export const TELEMETRY_ENDPOINT = 'https://telemetry.lumenforge.dev';\n")),
            n("f8_lf_svenja", "2026-03-06 10:02", "docs: fix typo in deploy --help output",
              file=("src/commands/deploy.ts", "// 'environment' spelled correctly\n")),
            m("b", "f8_lf_lennart", "2026-03-12 09:20",
              "Revert \"Add anonymous usage telemetry to lumen CLI\"\n\nThis reverts commit {sha:a}.\n\nWe're "
              "dropping CLI telemetry altogether, not just making it opt-in. Three enterprise trials (two in the "
              "EU) flagged the outbound call in their security review, and the HN thread made it clear the trust "
              "cost is higher than the data is worth. Nothing replaces it; DeShawn will run a user survey instead.",
              "dropping CLI telemetry altogether",
              file=("src/telemetry/index.ts", "")),
        ]),
    ], [Subj("CLI usage telemetry", "Does the lumen CLI send usage telemetry?",
             "lumen CLI에서 사용 통계(텔레메트리) 수집하기로 했어?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh8-11", "en", ["restored"], [
        MailStep([
            m("a", "f8_kb_thandeka", "2026-01-19 14:30",
              "Dear Lungile,\n\nFurther to our call this morning, we'd like to appoint Ntshona Structural Consulting "
              "as structural engineer on the Kalk Bay residence (Erf 4471). Your fee proposal of 12 January is "
              "accepted as it stands. Riaan Oosthuizen is the project architect and will send you the stage 3 set "
              "this week.\n\nKind regards\nThandeka\n\n--\nThandeka Mbatha-Rossouw\nFounding Partner | Keurboom "
              "Architects",
              "appoint Ntshona Structural Consulting as structural engineer",
              to=("f8_kb_lungile",), cc=("f8_kb_riaan",), subject="Kalk Bay residence - structural appointment"),
            n("f8_kb_lungile", "2026-01-20 08:05",
              "Dear Thandeka,\n\nThank you, we're delighted. Please note I'm away 9-20 February; my colleague Sipho "
              "will cover site queries.\n\nRegards\nLungile Ntshona Pr Eng\nDirector, Ntshona Structural Consulting",
              to=("f8_kb_thandeka",), cc=("f8_kb_riaan",), reply_to="a"),
        ], name="thandeka.mbox", owner="f8_kb_thandeka"),
        SlackStep("f8_keurboom", "kalk-bay-residence", [
            n("f8_kb_riaan", "2026-02-10 09:20",
              "Lungile's office says the retaining wall calcs won't be back until mid-March because of the leave. "
              "Client wants to submit to council by 1 March 😬"),
            m("b", "f8_kb_thandeka", "2026-02-11 07:45",
              "ok. to make the council date we'll move the structural work to Heydenrych and Lamprecht, Duncan says "
              "they can turn the calcs around in 10 days. I'll phone Lungile myself and explain",
              "move the structural work to Heydenrych"),
            n("f8_kb_zaheer", "2026-02-11 08:02", "Duncan's lot did Harfield Village, they're solid", thread="b"),
            n("f8_kb_riaan", "2026-02-12 15:10",
              "Spoke to Duncan. They can start Monday but want the geotech report first, which we don't have yet"),
            m("c", "f8_kb_thandeka", "2026-02-13 12:30",
              "Scratch that switch. Lungile phoned back: Sipho can do the retaining wall calcs by the 24th, and "
              "changing engineers mid-stage would mean a second geotech review we have no time for. Ntshona stays "
              "our structural engineer on Kalk Bay. Riaan, please let Duncan know, with thanks.",
              "Ntshona stays our structural engineer",
              reactions={"pray": ["f8_kb_riaan"]}),
            n("f8_kb_riaan", "2026-02-13 12:41", "Will do 👍", thread="c"),
        ], name="slack-export", topic="Kalk Bay residence (Erf 4471)"),
    ], [Subj("Kalk Bay residence structural engineer", "Who is the structural engineer on the Kalk Bay residence?",
             "칼크 베이 주택 구조 엔지니어는 어디가 맡아?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh8-12", "en", ["out_of_order", "lookalike"], [
        SlackStep("f8_lumenforge", "sales", [
            m("c", "f8_lf_lennart", "2026-04-08 09:40",
              "DeShawn is off on parental leave from the 20th (congrats again!! 🎉), so Kaito takes over Tollund "
              "Energi from today. @{f8_lf_deshawn} please do a handover call with their platform team this week",
              "Kaito takes over Tollund Energi"),
            n("f8_lf_deshawn", "2026-04-08 10:02", "Thanks! Handover booked for Thursday, Kaito's invited", thread="c"),
            n("f8_lf_kaito", "2026-04-08 10:05", "👍 on it", thread="c"),
        ], name="slack-export-2026-04", topic="Enterprise pilots"),
        SlackStep("f8_lumenforge", "sales", [
            m("a", "f8_lf_lennart", "2026-03-03 14:10",
              "Ownership for the two enterprise pilots, so nobody double-books the customers: DeShawn owns the "
              "Tollund Energi pilot end to end, they're on Austin hours anyway and want a weekly call on Tuesdays.",
              "DeShawn owns the Tollund Energi pilot"),
            m("b", "f8_lf_lennart", "2026-03-03 14:12",
              "Svenja takes Caskwell Insurance. They're in Hamburg and want someone who can talk Kubernetes operators "
              "in German.",
              "Svenja takes Caskwell Insurance"),
            n("f8_lf_svenja", "2026-03-03 14:30", "ja gerne, I know their platform lead from KubeCon", thread="b"),
        ], name="slack-export-2026-03", topic="Enterprise pilots"),
    ], [Subj("Tollund Energi pilot owner", "Who owns the Tollund Energi enterprise pilot at Lumenforge?",
             "루멘포지에서 톨룬 에네르기 파일럿 담당은 누구야?", "c", [("a", "replaced")]),
        Subj("Caskwell Insurance pilot owner", "Who owns the Caskwell Insurance pilot at Lumenforge?",
             "캐스크웰 보험 파일럿은 누가 담당해요?", "b", [])]),

    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh8-13", "en", ["lookalike"], [
        MailStep([
            m("a", "f8_kb_thandeka", "2026-01-06 07:30",
              "Hi all,\n\nFor Q1 (Jan-Mar) the combined CPD and marketing budget is R48,000: R30k for the SAIA CPD "
              "courses and Revit training, R18k for our share of the Design Indaba stand. Anything beyond that "
              "needs my sign-off.\n\nT",
              "combined CPD and marketing budget is R48,000",
              to=("f8_kb_annemie", "f8_kb_riaan", "f8_kb_zaheer"), subject="Q1 spend - CPD and marketing"),
            n("f8_kb_annemie", "2026-01-06 09:12", "Noted, cost codes are set up in Xero.\n\nAnnemie",
              to=("f8_kb_thandeka",), reply_to="a"),
            m("b", "f8_kb_thandeka", "2026-03-24 18:05",
              "Hi all,\n\nQ2 is tighter because of the Kalk Bay fee delay. We have R22,000 total for April to June, "
              "all of it for the Open House Cape Town exhibit. No paid CPD courses this quarter, please use the free "
              "SAIA webinars instead.\n\nT",
              "R22,000 total for April to June",
              to=("f8_kb_annemie", "f8_kb_riaan", "f8_kb_zaheer"), subject="Q2 budget (Apr-Jun)"),
            n("f8_kb_zaheer", "2026-03-25 08:40",
              "Does that include printing the exhibit boards? They were about R6k last time.\n\nZ",
              to=("f8_kb_thandeka",), reply_to="b"),
            n("f8_kb_thandeka", "2026-03-25 09:02", "Yes, printing comes out of it.\n\nT",
              to=("f8_kb_zaheer",), cc=("f8_kb_annemie",), reply_to="b", quote=False),
        ], name="annemie.mbox", owner="f8_kb_annemie"),
    ], [Subj("Q1 CPD and marketing budget", "What is Keurboom's Q1 budget for CPD and marketing?",
             "Keurboom 1분기 교육·마케팅 예산은 얼마야?", "a", []),
        Subj("Q2 budget", "What is Keurboom's budget for Q2 (April to June)?",
             "Keurboom 2분기(4~6월) 예산은 얼마로 잡혔어?", "b", [])]),

    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh8-14", "en", ["reversal", "restatement"], [
        SlackStep("f8_bitterroot", "ops", [
            m("a", "f8_bv_teo", "2026-01-20 10:15",
              "Scheduling note: our monthly core system maintenance will be the first Sunday of the month, 1am to "
              "5am, starting Feb 1. Cards keep working in stand-in mode, but no transfers or loan postings during "
              "the window.",
              "first Sunday of the month, 1am to 5am"),
            n("f8_bv_curtis", "2026-01-20 10:40", "sounds good, thanks Teo", thread="a"),
            n("f8_bv_anneliese", "2026-02-03 09:05",
              "Two members called Monday saying their Sunday-night payroll transfers never showed... is that the "
              "maintenance?"),
            m("b", "f8_bv_teo", "2026-02-10 14:30",
              "Given the payroll issue I'm moving the monthly core maintenance to the first Saturday night, "
              "10pm-2am, starting March 7. ACH posting is done by 9pm Saturday so nothing gets stuck. The Sunday "
              "early-morning slot is gone.",
              "first Saturday night, 10pm-2am"),
            n("f8_bv_marcy", "2026-02-10 14:51", "👍 thanks for jumping on it", thread="b"),
            m("c", "f8_bv_teo", "2026-03-04 08:20",
              "Reminder: core maintenance this Saturday night (Mar 7), 10 pm to 2 am. Cards in stand-in, no "
              "transfers during the window. Tellers, please mention it to members at the counter 🙏",
              "core maintenance this Saturday night"),
        ], topic="Operations, IT notices"),
    ], [Subj("monthly core system maintenance window", "When is the credit union's monthly core system maintenance window?",
             "신협 코어 시스템 월간 점검 시간은 언제로 정해졌어?", "b", [("a", "replaced"), ("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh8-15", "en", ["restored"], [
        MailStep([
            m("a", "f8_qm_conall", "2026-01-15 16:45",
              "Hi Fionnuala,\n\nFollowing Tuesday's workshop, our recommendation (and, as agreed on the call, the "
              "decision) is to build Ardcarne's new sales data platform on Databricks, EU West, with dbt for the "
              "transformations. Tadhg will send the sizing estimate by Friday.\n\nBest regards,\nConall\n\n"
              "Conall Brady-Whelan\nAccount Director | Quillmoor Analytics\n+353 91 555 014",
              "build Ardcarne's new sales data platform on Databricks",
              to=("f8_qm_fionnuala",), cc=("f8_qm_tadhg",), subject="Ardcarne - platform recommendation"),
            n("f8_qm_fionnuala", "2026-01-16 09:20",
              "Thanks Conall, that matches my notes. Procurement will raise the PO next week.\n\nFionnuala",
              to=("f8_qm_conall",), cc=("f8_qm_tadhg",), reply_to="a"),
            m("b", "f8_qm_fionnuala", "2026-02-09 11:02",
              "Conall, Tadhg,\n\nAwkward one. Group IT have just told us everything new has to sit on Microsoft "
              "Fabric because of the group-wide Microsoft agreement, so we'll have to go with Fabric for the sales "
              "platform rather than Databricks. Can you rework the plan on that basis?\n\nFionnuala Hegarty\n"
              "Head of Data, Ardcarne Foods",
              "go with Fabric for the sales platform",
              to=("f8_qm_conall", "f8_qm_tadhg"), reply_to="a"),
            n("f8_qm_tadhg", "2026-02-09 14:15",
              "Understood. dbt runs on Fabric warehouses too; I'll redo the sizing around capacity units. Should "
              "have it Thursday.\n\nTadhg", to=("f8_qm_fionnuala",), cc=("f8_qm_conall",), reply_to="b"),
            m("c", "f8_qm_fionnuala", "2026-02-17 17:30",
              "Hi both,\n\nPlease stop the Fabric rework, and sorry for the whiplash. Our CFO got group IT to grant "
              "an exception since the dairy division already has a signed Databricks contract we can extend. We stay "
              "on Databricks as originally planned, EU West, with dbt.\n\nApologies again,\nFionnuala",
              "We stay on Databricks as originally planned",
              to=("f8_qm_conall", "f8_qm_tadhg"), reply_to="b"),
            n("f8_qm_conall", "2026-02-17 17:52",
              "No problem at all. Tadhg's January sizing still applies then.\n\nConall",
              to=("f8_qm_fionnuala",), cc=("f8_qm_tadhg",), reply_to="c"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("Ardcarne sales data platform", "Which platform is Ardcarne's new sales data platform built on?",
             "아드카른 신규 영업 데이터 플랫폼은 어느 플랫폼으로 가요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ================================================================================ Korean
    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh8-16", "ko", ["reversal"], [
        SlackStep("f8_baramgyeol", "pt-center-ops", [
            n("f8_bg_do", "2026-02-02 08:40", "C동 3번 도크 셔터 또 걸렸어요 ㅠ 시설팀 불렀습니다"),
            m("a", "f8_bg_hwangbo", "2026-02-03 10:15",
              "C동 냉동실 설정온도는 -20℃로 간다. 지금 화주들 품목이 거의 육류라 -20이면 충분하고, 전기요금 생각하면 "
              "-25는 과해. 하람씨 온도기록계 알람도 -18 넘으면 울리게 바꿔줘",
              "C동 냉동실 설정온도는 -20℃로 간다"),
            n("f8_bg_do", "2026-02-03 10:22", "넵 알람 -18로 변경했습니다", thread="a"),
            n("f8_bg_jegal", "2026-02-20 16:05", "팀장님 동해수산 쪽에서 3월부터 참치 들어온다는데 초저온 필요하대요"),
            m("b", "f8_bg_hwangbo", "2026-02-23 14:02",
              "동해수산 참치 물량 확정됐으니까 C동은 3월 1일부터 -25℃로 내린다. 전기료 늘어나는 건 보관료 단가에 "
              "반영하기로 대표님이랑 얘기 끝났어. 하람씨 알람 기준도 -22로 다시 잡아줘~",
              "3월 1일부터 -25℃로 내린다"),
            n("f8_bg_do", "2026-02-23 14:10", "넵!! 바꿔놓을게요", thread="b"),
        ], topic="평택센터 운영"),
    ], [Subj("C동 냉동실 설정온도", "What temperature is cold store C at Baramgyeol's Pyeongtaek centre set to?",
             "바람결 평택센터 C동 냉동실 설정온도 몇 도로 하기로 했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh8-17", "ko", ["cancellation"], [
        MailStep([
            m("a", "f8_hg_bong", "2026-03-10 09:30",
              "㈜누림이벤트 마경록 실장님께\n\n안녕하십니까. 한가람구청 문화체육과입니다.\n\n제12회 구민 한마당 "
              "걷기대회를 아래와 같이 개최하기로 확정하였기에 알려드립니다.\n\n  - 일시: 2026. 5. 16.(토) "
              "09:00~13:00\n  - 장소: 한가람천 산책로 일원(출발: 한가람교 하부 광장)\n  - 참가 인원: 약 1,500명\n\n"
              "세부 운영계획(안)은 4월 3일(금)까지 생활체육팀 피재훈 주무관에게 제출하여 주시기 바랍니다.\n\n감사합니다.\n\n"
              "한가람구청 문화체육과장 봉수연\nTel. 02-2170-3341",
              "걷기대회를 아래와 같이 개최하기로 확정하였기에",
              to=("f8_hg_ma",), cc=("f8_hg_pi",), subject="[한가람구] 제12회 구민 한마당 걷기대회 대행 관련 안내"),
            n("f8_hg_ma", "2026-03-10 14:12",
              "과장님 안녕하십니까, 누림이벤트 마경록입니다.\n안내 감사합니다. 운영계획(안)은 기한 내 제출하겠습니다. "
              "출발지 무대 규격은 작년과 동일하게 준비하면 될지요?\n\n㈜누림이벤트 기획실장 마경록 드림",
              to=("f8_hg_bong",), cc=("f8_hg_pi",), reply_to="a"),
            n("f8_hg_pi", "2026-03-10 15:40",
              "실장님, 작년과 동일 규격(6m×4m)으로 준비해 주시면 됩니다.\n\n생활체육팀 피재훈 드림",
              to=("f8_hg_ma",), cc=("f8_hg_bong",), reply_to="a"),
            m("b", "f8_hg_bong", "2026-04-08 10:05",
              "마경록 실장님께\n\n한가람천 산책로 정비공사(하천 호안 보강) 기간이 5월 말까지 연장됨에 따라, 제12회 구민 "
              "한마당 걷기대회는 올해 개최하지 않기로 결정하였습니다. 대체 행사나 일정 연기는 계획하지 않고 있습니다.\n\n"
              "그간 준비해 주신 부분에 대한 비용은 계약 조건에 따라 정산할 예정이오니 피재훈 주무관과 협의하여 주시기 "
              "바랍니다. 불편을 드려 죄송합니다.\n\n문화체육과장 봉수연 드림",
              "걷기대회는 올해 개최하지 않기로 결정하였습니다",
              to=("f8_hg_ma",), cc=("f8_hg_pi",), reply_to="a"),
            n("f8_hg_ma", "2026-04-08 11:30",
              "아쉽지만 알겠습니다. 정산 관련해서는 피 주무관님께 따로 연락드리겠습니다.\n\n마경록 드림",
              to=("f8_hg_bong",), cc=("f8_hg_pi",), reply_to="b"),
        ], name="hiworks-export", style="korean"),
    ], [Subj("제12회 구민 한마당 걷기대회", "Is Hangaram-gu's 12th residents' walking festival on 16 May going ahead?",
             "5월 16일 한가람구 구민 한마당 걷기대회 예정대로 열리나요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh8-18", "ko", ["restored"], [
        SlackStep("f8_sorimaru", "launch-sm1", [
            m("a", "f8_sm_gal", "2026-03-03 11:20",
              "SM-1 출고가는 349,000원으로 확정할게요. 원가율 38% 기준이고, 경쟁 제품들이 40만 원대라 확실히 싸 보이는 "
              "선입니다. 다슬님 상세페이지에 반영 부탁드려요",
              "SM-1 출고가는 349,000원으로 확정할게요"),
            n("f8_sm_yeo", "2026-03-03 11:31", "넵 반영하겠습니다!", thread="a"),
            n("f8_sm_yeo", "2026-03-18 17:45",
              "사전 알림 신청자 설문 결과 공유드려요. '30만 원 넘으면 고민된다'가 41%네요 😢"),
            m("b", "f8_sm_gal", "2026-03-19 09:10",
              "설문 보고 밤새 고민했는데… 런칭가는 299,000원으로 내리는 걸로 하죠. 대신 번들 케이스는 빼고 별도 "
              "판매해요. 다슬님 상세페이지 또 수정하게 해서 죄송 ㅠ",
              "런칭가는 299,000원으로 내리는 걸로 하죠"),
            n("f8_sm_ra", "2026-03-20 10:02", "케이스 빠지면 박스 구성 바뀌어서 패키지 업체에 말해둬야 할 것 같아요"),
            m("c", "f8_sm_gal", "2026-03-24 18:30",
              "가격 건 또 번복해서 정말 죄송한데요. 어제 유통사 미팅에서 299면 온라인 최저가 방어가 안 되고 가전 양판점 "
              "입점 공급가도 안 맞는다고 해서, 처음대로 349,000원 케이스 포함으로 갑니다. 패키지도 원래 구성 그대로예요. "
              "이번엔 진짜 확정!",
              "처음대로 349,000원 케이스 포함으로 갑니다"),
            n("f8_sm_yeo", "2026-03-24 18:41", "ㅋㅋ 넵 원래 상세페이지 살려둔 거 있어요", thread="c"),
        ], topic="SM-1 출시 준비"),
    ], [Subj("SM-1 출시 가격", "What is the launch price of Sorimaru's SM-1?",
             "소리마루 SM-1 출시 가격은 결국 얼마로 정해졌어?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh8-19", "ko", ["out_of_order"], [
        GitStep(SM1_FW, [
            n("f8_sm_ra", "2026-03-09 14:20", "fix: 배터리 잔량 표시 5% 단위로 반올림",
              file=("firmware/power/battery.c", "#define BATT_STEP_PCT 5\n")),
            m("b", "f8_sm_eun", "2026-03-12 19:05",
              "기본 블루투스 코덱을 aptX Adaptive로 변경\n\n지하철 구간 끊김 재현율이 기존 설정에서 23%, aptX "
              "Adaptive는 같은 조건에서 2% 미만이고 지연도 80ms 수준. 그래서 출시 기본값은 aptX Adaptive로 한다. "
              "LDAC는 설정 앱에서 수동 선택 가능.",
              "출시 기본값은 aptX Adaptive로 한다",
              file=("firmware/bt/codec_config.h", "#define DEFAULT_CODEC CODEC_APTX_ADAPTIVE\n")),
            n("f8_sm_ra", "2026-03-13 11:40", "test: 코덱 전환 시 팝 노이즈 회귀 테스트 추가",
              file=("test/test_codec_switch.py", "def test_no_pop(): ...\n")),
        ]),
        SlackStep("f8_sorimaru", "fw-dev", [
            m("a", "f8_sm_gal", "2026-02-16 10:30",
              "코덱 기본값 정리합니다: 출시 펌웨어 기본 코덱은 LDAC(적응형 비트레이트)로 가고, 안 되는 폰은 AAC로 "
              "폴백. 채린님 이번 주 빌드에 반영해주세요",
              "출시 펌웨어 기본 코덱은 LDAC"),
            n("f8_sm_eun", "2026-02-16 10:41", "네 이번 주 빌드에 넣을게요", thread="a"),
            n("f8_sm_ra", "2026-02-17 15:02", "혹시 LDAC 켜면 배터리 소모 측정도 따로 해야 할까요?"),
        ], name="slack-export-2026-02", topic="펌웨어 개발"),
    ], [Subj("SM-1 기본 블루투스 코덱", "What is the SM-1's default Bluetooth codec?",
             "SM-1 출시 펌웨어 기본 블루투스 코덱은 뭐야?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh8-20", "ko", ["agreement"], [
        SlackStep("f8_hanol", "매장운영", [
            n("f8_ho_ha", "2026-04-01 19:20", "어제 외국인 단체 20명 왔는데 사이즈 모자라서 몇 분 돌려보냄 ㅠㅠ"),
            m("a", "f8_ho_pyo", "2026-04-02 09:50",
              "제안 하나: 5월 성수기(5/1~5/31)에는 대여 시간을 기본 2시간에서 3시간 단위로 바꾸고 가격은 2만9천 원 → "
              "3만5천 원. 반납이 한꺼번에 몰려서 세탁이 못 따라가는 거 이걸로 좀 풀릴 것 같음. 다들 어때?",
              "대여 시간을 기본 2시간에서 3시간 단위로"),
            m("b", "f8_ho_ha", "2026-04-02 10:20",
              "저는 동의합니다!! 사실 2시간이면 화성행궁 한 바퀴 돌고 사진 몇 장 찍으면 끝이라 연장 요청이 거의 "
              "절반이었어요. 3시간으로 하면 연장 정산하느라 카운터 밀리는 것도 줄고 반납도 좀 흩어질 것 같아요. 가격도 "
              "행리단길 다른 데 3시간에 4만 원대라 3만5천이면 괜찮은 편!",
              "저는 동의합니다!! 사실 2시간이면", thread="a"),
            n("f8_ho_jin", "2026-04-02 10:34", "온라인 예약페이지는 4/25까지 바꿔둘게요", thread="a"),
        ], topic="매장 운영"),
    ], [Subj("5월 성수기 한복 대여 시간 단위", "How long is a standard hanbok rental slot at Hanol in May?",
             "한올한복 5월 성수기 대여 시간은 몇 시간 단위로 해?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh8-21", "ko", ["restatement"], [
        MailStep([
            m("a", "f8_hg_pi", "2026-02-16 10:00",
              "동호회 회장님들께\n\n2026년 생활체육 동호회 활동 지원사업 신청을 아래와 같이 받습니다.\n\n"
              "  1. 신청기간: 2026. 2. 23.(월)부터 3. 13.(금) 18:00까지\n"
              "  2. 신청방법: 구청 누리집 > 분야별정보 > 체육 게시판의 서식 작성 후 전자우편 제출\n"
              "  3. 지원규모: 동호회당 최대 200만 원(대회 참가비, 용품 구입비)\n\n"
              "기한 이후 접수분은 받지 않으니 유의하여 주시기 바랍니다.\n\n"
              "한가람구청 문화체육과 생활체육팀 주무관 피재훈 (02-2170-3357)",
              "2. 23.(월)부터 3. 13.(금) 18:00까지",
              to=("f8_hg_woo",), cc=("f8_hg_bong",), subject="[한가람구] 2026년 생활체육 동호회 활동 지원사업 신청 안내"),
            n("f8_hg_woo", "2026-02-17 21:14",
              "주무관님 수고 많으십니다. 작년에 지원받은 동호회도 다시 신청 가능한가요?\n\n한가람 배드민턴 동호회장 "
              "우태식 드림", to=("f8_hg_pi",), reply_to="a"),
            n("f8_hg_pi", "2026-02-18 09:25",
              "회장님 안녕하세요. 네 가능합니다. 다만 작년 정산보고서 제출을 마친 동호회에 한합니다.\n\n피재훈 드림",
              to=("f8_hg_woo",), reply_to="a"),
            m("b", "f8_hg_pi", "2026-03-09 09:10",
              "동호회 회장님들께\n\n지원사업 신청 마감이 이번 주 금요일(3월 13일) 오후 6시임을 다시 한번 안내드립니다. "
              "현재까지 38개 동호회 중 21개 동호회만 신청하였습니다. 마감 연장은 없으니 기한 내 제출 부탁드립니다.\n\n"
              "피재훈 드림",
              "금요일(3월 13일) 오후 6시임을 다시 한번",
              to=("f8_hg_woo",), cc=("f8_hg_bong",),
              subject="[재공지] 2026년 생활체육 동호회 활동 지원사업 신청 마감 안내(3.13.)"),
        ], name="hiworks-export", style="korean"),
    ], [Subj("생활체육 동호회 지원사업 신청 마감", "When is the deadline for Hangaram-gu's 2026 sports club grant applications?",
             "한가람구 2026 생활체육 동호회 지원사업 신청 마감이 언제예요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh8-22", "ko", ["lookalike"], [
        SlackStep("f8_baramgyeol", "영업", [
            m("a", "f8_bg_seomun", "2026-03-02 09:05",
              "3월부터 화주 담당 정리합니다. 동해수산은 제갈윤 매니저가 전담합니다. 입출고 이슈, 단가 협의 전부 제갈 "
              "매니저 통해서 가는 걸로 해주세요.",
              "동해수산은 제갈윤 매니저가 전담합니다"),
            n("f8_bg_jegal", "2026-03-02 09:20", "네 대표님 알겠습니다. 남궁 과장님께 인사 메일 드릴게요", thread="a"),
            m("b", "f8_bg_seomun", "2026-03-02 09:26",
              "그리고 산들유통(냉장 채소)은 황보은채 팀장이 직접 맡아주세요. 거기는 센터 운영 얘기가 대부분이라 팀장님이 "
              "보는 게 빠릅니다.",
              "산들유통(냉장 채소)은 황보은채 팀장이 직접"),
            n("f8_bg_hwangbo", "2026-03-02 09:40", "넵 제가 맡을게요 👍", thread="b"),
        ], topic="화주·영업"),
    ], [Subj("동해수산 담당자", "Who is Baramgyeol's account manager for Donghae Fisheries?",
             "동해수산 담당은 누구로 정해졌어요?", "a", []),
        Subj("산들유통 담당자", "Who handles the Sandeul Distribution account at Baramgyeol?",
             "산들유통은 누가 맡기로 했어?", "b", [])]),

    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh8-23", "ko", ["reversal"], [
        GitStep(SM1_FW, [
            n("f8_sm_ra", "2026-01-05 18:20", "chore: 빌드 스크립트 정리",
              file=("scripts/build.sh", "#!/bin/sh\nmake -j8\n")),
            m("a", "f8_sm_ra", "2026-01-07 15:45",
              "자동 전원 꺼짐 기본값 10분으로 설정\n\n연결 끊긴 상태에서 10분 지나면 전원 off. 대기전력 측정해보니 "
              "배터리 사용시간 목표(30h) 맞추려면 이 정도가 적당함.",
              "연결 끊긴 상태에서 10분 지나면 전원 off",
              file=("firmware/power/auto_off.h", "#define AUTO_OFF_MIN 10\n")),
            n("f8_sm_eun", "2026-01-14 11:30", "fix: 저음 부스트 시 클리핑 방지 리미터 추가",
              file=("firmware/dsp/limiter.c", "/* -1 dBFS ceiling */\n")),
            m("b", "f8_sm_gal", "2026-02-04 20:10",
              "자동 전원 꺼짐 기본값 30분으로 변경\n\n베타 테스터 피드백 62건 중 19건이 '회의 중에 10분 쉬었더니 꺼져서 "
              "다시 페어링해야 했다'는 불만. 30분으로 늘려도 배터리 사용시간 28.5h로 측정돼 허용 범위임. 기본값은 30분, "
              "앱에서 5/10/30/60분 선택 가능.",
              "기본값은 30분, 앱에서 5/10/30/60분 선택",
              file=("firmware/power/auto_off.h", "#define AUTO_OFF_MIN 30\n")),
        ]),
    ], [Subj("SM-1 자동 전원 꺼짐 시간", "After how long does the SM-1 turn itself off by default?",
             "SM-1 자동 전원 꺼짐 기본 시간은 몇 분이야?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh8-24", "ko", ["cancellation", "reversal"], [
        MailStep([
            m("a", "f8_ho_pyo", "2026-02-10 10:15",
              "차민석 과장님 안녕하세요, 한올한복 표나래입니다.\n\n3월 갑사 원단 발주드립니다.\n- 갑사 연분홍 120마\n"
              "- 갑사 옥색 120마\n납품은 3월 6일(금)까지 행궁동 매장으로 부탁드려요. 단가는 1월 견적대로 해주시면 "
              "됩니다.\n\n감사합니다!\n표나래 드림\n\n한올한복 대표 | 031-246-7015",
              "납품은 3월 6일(금)까지 행궁동 매장으로",
              to=("f8_ho_cha",), subject="[한올한복] 3월 갑사 원단 발주"),
            n("f8_ho_cha", "2026-02-10 14:02",
              "대표님 안녕하세요. 발주 확인했습니다. 연분홍은 재고 충분하고, 옥색은 염색 들어가야 해서 일정 확인 후 다시 "
              "말씀드리겠습니다.\n\n비단길섬유 영업부 차민석 과장 드림", to=("f8_ho_pyo",), reply_to="a"),
            m("b", "f8_ho_pyo", "2026-02-12 16:40",
              "과장님, 명주 아이보리 80마 추가 발주 넣어요. 돌잔치 한복 라인용이라 3월 13일까지만 오면 됩니다.\n\n"
              "표나래 드림",
              "명주 아이보리 80마 추가 발주 넣어요",
              to=("f8_ho_cha",), subject="[한올한복] 명주 아이보리 추가 발주"),
            n("f8_ho_cha", "2026-02-12 17:05", "네 대표님, 명주 80마 접수했습니다.\n\n차민석 드림",
              to=("f8_ho_pyo",), reply_to="b"),
            m("c", "f8_ho_pyo", "2026-02-19 11:30",
              "과장님, 옥색 염색 일정 때문에 빠듯하시면 갑사 납품일을 3월 20일(금)로 미뤄도 괜찮아요. 매장 오픈 행사를 "
              "한 주 미루기로 해서 저희도 여유가 생겼어요. 20일 입고로 바꿔주세요~\n\n표나래 드림",
              "갑사 납품일을 3월 20일(금)로 미뤄도 괜찮아요",
              to=("f8_ho_cha",), reply_to="a"),
            n("f8_ho_cha", "2026-02-19 13:15", "배려 감사합니다 대표님. 3월 20일 오전 중 입고하겠습니다.",
              to=("f8_ho_pyo",), reply_to="c"),
            m("d", "f8_ho_pyo", "2026-02-25 09:50",
              "과장님 죄송한데 명주 추가분은 취소해야 할 것 같아요 ㅠㅠ 돌잔치 라인 출시를 하반기로 넘기기로 해서 당분간 "
              "쓸 데가 없어졌어요. 아직 재단 전이면 취소 처리 부탁드립니다. 하반기에 꼭 다시 주문드릴게요!\n\n표나래 드림",
              "명주 추가분은 취소해야 할 것 같아요",
              to=("f8_ho_cha",), reply_to="b"),
            n("f8_ho_cha", "2026-02-25 10:30", "네 대표님, 재단 전이라 취소 처리했습니다. 하반기에 연락 주세요 :)",
              to=("f8_ho_pyo",), reply_to="d"),
        ], name="narae.mbox", owner="f8_ho_pyo"),
    ], [Subj("갑사 원단 납품일", "When is Bidangil Textiles delivering Hanol's gapsa fabric order?",
             "비단길섬유 갑사 원단 납품일이 언제로 정해졌어?", "c", [("a", "replaced")]),
        Subj("명주 아이보리 추가 발주", "Is Hanol's extra order of 80 ma of ivory silk still on?",
             "명주 아이보리 80마 추가 주문은 그대로 진행돼?", None, [("b", "cancelled"), ("d", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh8-25", "ko", ["agreement", "restatement"], [
        MailStep([
            m("a", "f8_bg_jegal", "2026-03-05 15:20",
              "동해수산 남궁석 과장님께\n\n안녕하십니까, 바람결콜드체인 영업팀 제갈윤입니다.\n\n3월부터 입고되는 참치 "
              "물량과 관련하여 C동 초저온(-25℃) 보관료를 아래와 같이 제안드립니다.\n\n  - 보관료: 팔레트당 일 4,200원 "
              "(기존 냉동 3,300원)\n  - 입출고 하역료: 팔레트당 6,000원 (변동 없음)\n  - 적용 시점: 2026년 3월 16일 "
              "입고분부터\n\n검토 후 회신 부탁드립니다.\n\n제갈윤 드림\n바람결콜드체인 영업팀 매니저 | 031-8053-2210",
              "팔레트당 일 4,200원 (기존 냉동 3,300원)",
              to=("f8_bg_namgung",), cc=("f8_bg_hwangbo",), subject="[바람결콜드체인] 초저온 보관료 단가 제안의 건"),
            m("b", "f8_bg_namgung", "2026-03-09 11:05",
              "제갈윤 매니저님\n\n내부 검토 마쳤습니다. 제안해 주신 단가에 동의합니다. -25℃ 유지 비용을 생각하면 합리적인 "
              "수준이라고 판단했고, 하역료를 동결해 주신 점도 감사드립니다. 3월 16일 입고분부터 적용하는 것으로 정산팀에 "
              "전달해 두겠습니다.\n\n동해수산 구매과장 남궁석 드림",
              "제안해 주신 단가에 동의합니다",
              to=("f8_bg_jegal",), cc=("f8_bg_hwangbo",), reply_to="a"),
            m("c", "f8_bg_jegal", "2026-03-13 16:40",
              "과장님, 다음 주 월요일(3/16) 입고분부터 C동 초저온 보관료(팔레트당 1일 4,200원)가 적용됩니다. 정산팀에도 "
              "한 번 더 전달 부탁드립니다.\n\n감사합니다.\n제갈윤 드림",
              "다음 주 월요일(3/16) 입고분부터",
              to=("f8_bg_namgung",), cc=("f8_bg_hwangbo",), subject="[리마인드] 3/16 입고분부터 초저온 보관료 적용"),
        ], name="hiworks-export", style="korean"),
    ], [Subj("동해수산 초저온 보관료 단가", "What storage rate does Baramgyeol charge Donghae Fisheries for ultra-low-temperature pallets?",
             "동해수산 초저온 보관료 단가 얼마로 정해졌어요?", "a", [("b", "agreement"), ("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh8-26", "ko", ["restored"], [
        MailStep([
            m("a", "f8_ho_pyo", "2026-01-12 13:30",
              "실장님 안녕하세요, 한올한복 표나래입니다.\n\n리뉴얼 범위 정리해서 보내드려요. 예약은 지금처럼 네이버 "
              "예약으로 계속 받을 거라, 홈페이지에는 예약 버튼만 네이버 예약 페이지로 연결해 주시면 돼요. 나머지는 "
              "지난번 회의 때 말씀드린 대로 갤러리랑 요금표 위주로 부탁드립니다.\n\n표나래 드림",
              "네이버 예약으로 계속 받을 거라",
              to=("f8_ho_gye",), subject="홈페이지 리뉴얼 범위"),
            n("f8_ho_gye", "2026-01-12 15:02", "네 대표님, 그럼 예약은 버튼 연결만 하겠습니다.\n\n꽃담웹 계하준 드림",
              to=("f8_ho_pyo",), reply_to="a"),
            m("b", "f8_ho_pyo", "2026-02-02 10:40",
              "실장님, 고민 끝에 예약을 홈페이지 자체 예약으로 옮기기로 했어요. 네이버 수수료도 부담이고, 외국인 손님들이 "
              "한국어 페이지에서 자꾸 나가버려서요. 3월 1일 오픈 목표로 예약 모듈(영문 포함) 추가 견적 부탁드려요.\n\n"
              "표나래 드림",
              "홈페이지 자체 예약으로 옮기기로 했어요",
              to=("f8_ho_gye",), subject="예약 기능 추가 요청"),
            n("f8_ho_gye", "2026-02-03 09:30",
              "견적서 첨부드립니다. 결제는 PG 연동으로 진행하고 2월 27일까지 테스트 페이지 드리겠습니다.\n\n계하준 드림",
              to=("f8_ho_pyo",), reply_to="b"),
        ], name="narae.mbox", owner="f8_ho_pyo"),
        SlackStep("f8_hanol", "온라인예약", [
            n("f8_ho_jin", "2026-02-19 17:10", "대표님 네이버 예약에 다국어(영/중/일) 페이지 설정 생긴 거 아셨어요? 어제 공지 떴어요"),
            n("f8_ho_ha", "2026-02-19 17:15", "오 그럼 외국인 손님도 네이버로 되는 거?"),
            m("c", "f8_ho_pyo", "2026-02-20 09:05",
              "헐 그럼 자체 예약 만들 필요 없네. 없던 걸로 하고 그냥 네이버 예약 그대로 쓴다! 리뷰도 거기 다 쌓여 있고. "
              "보미씨 다국어 설정 켜주고, 계 실장님한텐 내가 전화할게",
              "그냥 네이버 예약 그대로 쓴다!"),
            n("f8_ho_jin", "2026-02-20 09:12", "넵 오늘 켜둘게요!", thread="c"),
        ], name="slack-export", topic="온라인·예약"),
    ], [Subj("한올한복 예약 채널", "Where does Hanol Hanbok take rental bookings?",
             "한올한복 대여 예약은 어디로 받기로 했어?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 27
    Seq("fresh8-27", "ko", ["out_of_order"], [
        SlackStep("f8_baramgyeol", "pt-center-ops", [
            m("b", "f8_bg_hwangbo", "2026-04-06 08:50",
              "토요일 출고 마감 12시로 당깁니다. 토요일 오후에 기사님 배차가 계속 안 잡혀서 마감 직전 물량이 월요일로 "
              "밀린 게 3주 연속이에요. 화주사 공지는 제갈 매니저가 해주세요.",
              "토요일 출고 마감 12시로 당깁니다"),
            n("f8_bg_jegal", "2026-04-06 09:10", "네 오늘 중으로 화주사들한테 메일 돌리겠습니다", thread="b"),
            n("f8_bg_do", "2026-04-07 13:30", "2번 도크 LED 교체 완료했습니다"),
        ], name="slack-export-2026-04", topic="평택센터 운영"),
        SlackStep("f8_baramgyeol", "pt-center-ops", [
            m("a", "f8_bg_hwangbo", "2026-03-09 17:20",
              "주말 운영 정리: 토요일은 출고만 하고 마감은 오후 2시, 일요일은 입고 비상 대응만. 하람씨 토요일 근무표 좀 "
              "짜줘",
              "토요일은 출고만 하고 마감은 오후 2시"),
            n("f8_bg_do", "2026-03-09 17:31", "넵 격주로 돌릴게요", thread="a"),
        ], name="slack-export-2026-03", topic="평택센터 운영"),
    ], [Subj("토요일 출고 마감 시간", "What is the Saturday dispatch cut-off at Baramgyeol's centre?",
             "바람결 센터 토요일 출고 마감 몇 시야?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 28
    Seq("fresh8-28", "ko", ["lookalike", "restatement"], [
        MailStep([
            m("a", "f8_hg_bong", "2026-01-14 10:00",
              "선우하늘 주무관, 피재훈 주무관\n\n2026년 상반기 마을 문화예술 공모사업 예산은 총 4,800만 원으로 배정합니다. "
              "공연·전시 분야 3,000만 원, 생활문화 동아리 분야 1,800만 원입니다. 공모 공고는 2월 2일 게시 예정입니다.\n\n"
              "문화체육과장",
              "공모사업 예산은 총 4,800만 원으로",
              to=("f8_hg_seonu", "f8_hg_pi"), subject="2026년 상반기 마을 문화예술 공모사업 예산 배정 알림"),
            n("f8_hg_seonu", "2026-01-14 11:20", "과장님, 공고문 초안 작성해서 1월 23일까지 올리겠습니다.\n\n선우하늘 드림",
              to=("f8_hg_bong",), reply_to="a"),
            m("b", "f8_hg_bong", "2026-06-22 09:40",
              "선우하늘 주무관, 피재훈 주무관\n\n하반기 공모사업 예산은 총 3,200만 원입니다. 추경 삭감분이 반영되어 "
              "상반기보다 줄었습니다. 분야별로는 공연·전시 2,000만 원, 생활문화 동아리 1,200만 원으로 나눕니다.\n\n"
              "문화체육과장",
              "하반기 공모사업 예산은 총 3,200만 원입니다",
              to=("f8_hg_seonu", "f8_hg_pi"), subject="2026년 하반기 마을 문화예술 공모사업 예산 배정 알림"),
            m("c", "f8_hg_seonu", "2026-07-01 14:15",
              "피재훈 주무관님, 관계자 여러분\n\n하반기 예산 재공지드립니다. 하반기는 3,200만 원(공연·전시 2,000 / "
              "생활문화 1,200)이며, 상반기 미집행액은 이월되지 않습니다. 동 주민센터에서 문의가 오면 이 기준으로 안내 "
              "부탁드립니다.\n\n문화예술팀 선우하늘 드림",
              "하반기 예산 재공지드립니다",
              to=("f8_hg_pi",), cc=("f8_hg_bong",), subject="[재공지] 하반기 마을 문화예술 공모사업 예산 안내"),
        ], name="hiworks-export", style="korean"),
    ], [Subj("상반기 마을 문화예술 공모사업 예산", "What is Hangaram-gu's first-half 2026 budget for the neighbourhood arts grants?",
             "한가람구 상반기 마을 문화예술 공모사업 예산은 얼마야?", "a", []),
        Subj("하반기 마을 문화예술 공모사업 예산", "What is the second-half 2026 budget for the neighbourhood arts grants?",
             "하반기 마을 문화예술 공모사업 예산은 얼마로 배정됐어요?", "b", [("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 29
    Seq("fresh8-29", "ko", ["cancellation", "out_of_order"], [
        SlackStep("f8_sorimaru", "marketing", [
            m("b", "f8_sm_yeo", "2026-05-11 10:15",
              "팝업 건 공유드립니다. 대표님들이랑 얘기해서 성수 팝업은 안 하기로 했어요 😢 임대료가 처음 견적보다 거의 "
              "2배로 올랐고, 출시도 7월로 밀려서 6월 팝업이 의미가 없어졌어요. 대신 할 오프라인 행사는 없고, 예산은 "
              "온라인 광고로 돌립니다.",
              "성수 팝업은 안 하기로 했어요"),
            n("f8_sm_ra", "2026-05-11 10:32", "아쉽네요 ㅠ 데모 펌웨어 작업 멈출게요", thread="b"),
        ], name="slack-export-2026-05", topic="마케팅"),
        SlackStep("f8_sorimaru", "marketing", [
            m("a", "f8_sm_yeo", "2026-04-13 15:00",
              "6월 성수동 팝업스토어 확정입니다!! 6/12(금)~6/21(일) 열흘 동안 연무장길 '스페이스 오르다'에서 해요. "
              "체험존 3개에 데모 기기 20대 필요합니다. 온유님 데모 펌웨어 부탁드려요 🙏",
              "6월 성수동 팝업스토어 확정입니다!!"),
            n("f8_sm_gal", "2026-04-13 15:12", "오 좋네요. 예산 범위 안이죠?", thread="a"),
            n("f8_sm_yeo", "2026-04-13 15:20", "넵 견적 기준으로는 범위 안이에요", thread="a"),
        ], name="slack-export-2026-04", topic="마케팅"),
    ], [Subj("성수동 팝업스토어", "Is Sorimaru holding the June pop-up store in Seongsu?",
             "소리마루 6월 성수동 팝업스토어 하는 거 맞아?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 30
    Seq("fresh8-30", "ko", ["reversal", "agreement"], [
        SlackStep("f8_hanol", "공지", [
            m("a", "f8_ho_pyo", "2026-01-05 09:00",
              "올해부터 정기 휴무는 매주 월요일! 주말 끝나고 세탁·수선 몰아서 하는 날로 쓰자",
              "올해부터 정기 휴무는 매주 월요일!"),
            n("f8_ho_ha", "2026-01-05 09:12", "넵 👍", thread="a"),
            m("c", "f8_ho_jin", "2026-02-09 14:30",
              "제안드려요: 인스타 후기 이벤트를 매달 1회 정례화하면 어떨까요? 대여 후 릴스 올리고 태그하면 다음 방문 때 "
              "헤어 스타일링 무료(원래 5천 원). 은솔 매니저님이 스타일링 10분이면 된다고 하셔서 인력 부담도 크지 않아요.",
              "대여 후 릴스 올리고 태그하면"),
            m("d", "f8_ho_pyo", "2026-02-09 15:02",
              "좋아 이거 하자. 지난달에 릴스 하나 터져서 예약 40건 넘게 들어온 거 생각하면 스타일링 5천 원 빼주는 건 "
              "거의 공짜 광고비임. 대신 태그 확인은 카운터에서 보미씨가 만든 체크리스트로 통일해줘. 은솔씨 괜찮지?",
              "좋아 이거 하자. 지난달에 릴스", thread="c"),
            n("f8_ho_ha", "2026-02-09 15:10", "네 괜찮아요~", thread="c"),
            m("b", "f8_ho_pyo", "2026-03-03 09:20",
              "휴무일 변경: 3월부터는 월요일 말고 화요일에 쉽니다. 연휴 끝난 월요일에도 관광객이 생각보다 많아서 (지난달 "
              "월요일 문의만 60건) 닫아두기 아까움. 보미씨 네이버 예약 휴무 설정도 바꿔줘",
              "3월부터는 월요일 말고 화요일에 쉽니다"),
        ], topic="공지"),
    ], [Subj("한올한복 정기 휴무일", "Which day of the week is Hanol Hanbok closed?",
             "한올한복 정기 휴무일이 무슨 요일이야?", "b", [("a", "replaced")]),
        Subj("인스타 후기 이벤트 정례화", "What was decided about Hanol's monthly Instagram review event?",
             "인스타 후기 이벤트 매달 하기로 한 거 내용이 뭐야?", "c", [("d", "agreement")])]),

    # ================================================================================ mixed
    # ------------------------------------------------------------------------------------------ 31
    Seq("fresh8-31", "mixed", ["reversal"], [
        SlackStep("f8_haemuri", "haemuri-wisla", [
            m("a", "f8_hm_weronika", "2026-02-03 10:20",
              "Hi team 👋 For the EFIGS + Polish localization we'll go with Babelfy Studio in Warsaw. They did "
              "the text for two of our last releases and quoted €0.11/word including LQA.",
              "we'll go with Babelfy Studio"),
            n("f8_hm_so", "2026-02-03 18:40", "좋습니다! 스트링 테이블 export 포맷은 저희가 CSV로 맞출게요", thread="a"),
            n("f8_hm_inn", "2026-02-24 17:05",
              "@{f8_hm_weronika} Babelfy 1차 납품본 체크했는데 UI 스트링 글자수 초과가 30% 넘어요 😢 원문 맥락 설명이 "
              "부족했던 것도 있지만… 독일어는 거의 다 버튼 밖으로 나가요"),
            n("f8_hm_weronika", "2026-02-24 09:30", "Ugh. Let me talk to them today."),
            m("b", "f8_hm_so", "2026-03-02 19:10",
              "결정 공유: 현지화 업체는 Babelfy 말고 Lokalhaus (Berlin)로 변경합니다. Weronika랑 통화해서 정했고, "
              "Lokalhaus는 글자수 제한 걸린 UI 스트링을 인게임 스크린샷 보면서 작업하는 프로세스가 있어요. Cost is "
              "~€0.13/word, slightly more, but we skip one full LQA round. Babelfy gets paid for batch 1 only.",
              "현지화 업체는 Babelfy 말고 Lokalhaus (Berlin)로"),
            n("f8_hm_weronika", "2026-03-02 11:25", "I'll send Lokalhaus the glossary and the screenshots tonight",
              thread="b"),
        ], topic="Lantern Keeper - Haemuri x Wisła"),
    ], [Subj("European localization vendor", "Which vendor is doing the European localization of Lantern Keeper?",
             "랜턴 키퍼 유럽 언어 현지화 업체는 어디로 정해졌어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 32
    Seq("fresh8-32", "mixed", ["cancellation"], [
        MailStep([
            m("a", "f8_nr_yeom", "2026-02-18 09:10",
              "Dear Henrike,\n\nAs discussed, we will host the NRT-300 operator training for two of your engineers at "
              "our Cheonan plant, 13-17 April. We will arrange the hotel near Cheonan-Asan station and daily "
              "transport. Mr. Mo Seojin (모서진 과장) of our CS team will be the trainer.\n\nBest regards,\n"
              "Donghyuk Yeom\n\n염동혁 | General Manager, Overseas Sales\nNurion Tech Co., Ltd.",
              "host the NRT-300 operator training",
              to=("f8_nr_henrike",), cc=("f8_nr_mo",), subject="NRT-300 operator training in Cheonan - April"),
            n("f8_nr_henrike", "2026-02-18 08:30",
              "Dear Mr Yeom,\n\nThank you, that works for us. Names will follow once HR has approved the travel.\n\n"
              "Best,\nHenrike", to=("f8_nr_yeom",), cc=("f8_nr_mo",), reply_to="a"),
            n("f8_nr_mo", "2026-02-19 10:45",
              "부장님, 교육장 4/13~17로 예약해 두었습니다. 교육 자료는 영문판으로 업데이트 중입니다.\n\n모서진 드림",
              to=("f8_nr_yeom",), reply_to="a"),
            m("b", "f8_nr_henrike", "2026-03-20 14:05",
              "Dear Mr Yeom,\n\nI'm sorry to tell you that we have to cancel the April training trip. Our Q2 travel "
              "budget was frozen company-wide last week, so the two engineers will learn the tool from the "
              "documentation and your remote support for now. We will not reschedule this year.\n\nApologies for "
              "the effort already spent.\nHenrike\n\nHenrike Albrecht-Sauer\nEquipment Engineering Manager | "
              "Elbsilicon GmbH, Dresden",
              "we have to cancel the April training",
              to=("f8_nr_yeom",), cc=("f8_nr_mo",), reply_to="a"),
            n("f8_nr_yeom", "2026-03-23 08:50",
              "모 과장, 엘브실리콘 4월 교육 건 없어졌어. 교육장 예약 풀어주고 호텔도 취소 부탁해.\n\n염동혁",
              to=("f8_nr_mo",), reply_to="b"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("NRT-300 operator training in Cheonan", "Is the NRT-300 operator training for Elbsilicon engineers in Cheonan going ahead?",
             "엘브실리콘 엔지니어 천안 NRT-300 교육 예정대로 해?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 33
    Seq("fresh8-33", "mixed", ["restored"], [
        GitStep(LANTERN, [
            n("f8_hm_myeong", "2026-01-06 21:10", "fix: 인벤토리 스크롤 시 null ref 수정",
              file=("Assets/Scripts/UI/InventoryScroll.cs", "// null check on empty slot\n")),
            m("a", "f8_hm_myeong", "2026-01-09 19:30",
              "Steam Deck 기본 frame cap을 40fps로 설정\n\nDeck 프로필 기본값 40fps/40Hz. 60fps로 돌리면 보스전에서 "
              "1% low가 38까지 떨어지고 배터리 2시간도 안 감. 40이면 frame pacing 안정적으로 유지됨.",
              "Deck 프로필 기본값 40fps/40Hz",
              file=("Assets/Settings/Platform/SteamDeck.asset", "targetFrameRate: 40\n")),
            n("f8_hm_kacper", "2026-01-20 12:15", "Add Polish font fallback for UI",
              file=("Assets/Fonts/FallbackPL.asset", "fallback: true\n")),
            m("b", "f8_hm_so", "2026-02-10 22:05",
              "Raise Steam Deck default frame cap to 60fps\n\nWisła QA: 40fps feels sluggish in the parry timing "
              "window. Boss arena LOD 최적화 끝나서 이제 60 유지 가능 (1% low 52). Deck default is now 60fps.",
              "Deck default is now 60fps",
              file=("Assets/Settings/Platform/SteamDeck.asset", "targetFrameRate: 60\n")),
            n("f8_hm_inn", "2026-02-12 16:40", "sound: 보스 BGM 루프 포인트 수정",
              file=("Assets/Audio/Boss01.loop", "loopStart: 12.48\n")),
            m("c", "f8_hm_myeong", "2026-02-19 11:20",
              "Revert \"Raise Steam Deck default frame cap to 60fps\"\n\nThis reverts commit {sha:b}.\n\n검수 "
              "피드백: 60fps 기본값이면 Deck 배터리 기준 미달. Deck 기본 cap은 다시 40fps로 유지하고, 60은 옵션 "
              "메뉴에서 고를 수 있게 둠.",
              "Deck 기본 cap은 다시 40fps로 유지하고",
              file=("Assets/Settings/Platform/SteamDeck.asset", "targetFrameRate: 40\n")),
        ]),
    ], [Subj("Steam Deck default frame cap", "What is Lantern Keeper's default frame-rate cap on Steam Deck?",
             "랜턴 키퍼 스팀덱 기본 프레임 제한 몇 fps로 정해졌어?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 34
    Seq("fresh8-34", "mixed", ["out_of_order"], [
        MailStep([
            m("b", "f8_ss_christine", "2026-05-04 16:20",
              "Hi Yesenia,\n\nThanks for the call Friday. After April's melted-ice-cream week we need a courier with "
              "proper cold bags, so we'd like to move forward: starting June 1, Pacific Dash will handle all of Seed "
              "Market's same-day deliveries in LA County, at the $7.40/drop rate with the cold-bag add-on. Danny "
              "Seol (ops) will send our daily pickup volumes and the Koreatown warehouse dock hours.\n\nBest,\n"
              "Christine\n\nChristine Oh-Hendricks | Co-founder & CEO\n씨앗마켓 Seed Market",
              "starting June 1, Pacific Dash will handle",
              to=("f8_ss_yesenia",), cc=("f8_ss_danny",), subject="Same-day delivery partnership - Seed Market"),
            n("f8_ss_yesenia", "2026-05-04 17:05",
              "Hi Christine, wonderful news! Contract draft coming Wednesday.\n\nYesenia Quintanilla\n"
              "Partnerships Lead, Pacific Dash Couriers", to=("f8_ss_christine",), cc=("f8_ss_danny",), reply_to="b"),
        ], name="christine-2026-05.mbox", owner="f8_ss_christine"),
        SlackStep("f8_seedmarket", "ops", [
            m("a", "f8_ss_danny", "2026-03-10 11:30",
              "same-day 배송은 Roadrunner Courier로 계속 갑니다. 이번 분기 on-time 96%라 바꿀 이유 없음. 단가 $6.90 "
              "유지로 재계약했어요",
              "same-day 배송은 Roadrunner Courier로 계속"),
            n("f8_ss_hayoung", "2026-03-10 11:42", "👍 고객 공지 문구 그대로 쓸게요", thread="a"),
        ], name="slack-export-2026-03", topic="Ops / 배송"),
    ], [Subj("LA same-day delivery partner", "Which courier handles Seed Market's same-day deliveries in LA?",
             "씨앗마켓 LA 당일배송은 어느 업체가 해?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 35
    Seq("fresh8-35", "mixed", ["agreement"], [
        SlackStep("f8_seedmarket", "merch", [
            m("a", "f8_ss_hayoung", "2026-04-14 10:05",
              "Proposal 🙋‍♀️ 반찬 구독 박스 launch 조건: weekly 박스 5종 $39, biweekly $42, 첫 주문 무료배송. "
              "Vendor는 Garden Grove '엄마손반찬' 단독으로. 5월 첫째 주 soft launch 어때요?",
              "weekly 박스 5종 $39, biweekly $42"),
            m("b", "f8_ss_christine", "2026-04-14 10:40",
              "Love it, I'm in. 가격 좋아요 — $39면 동네 마트 반찬 코너 대비 경쟁력 있고, biweekly를 $3 더 받는 것도 "
              "배송비 구조상 말이 돼요. single vendor로 시작하는 것도 찬성, 품질 이슈 생기면 책임 소재가 명확하니까. "
              "soft launch 5월 첫 주 OK, 대신 재고 소진 알림 자동화는 꼭 넣어주세요",
              "Love it, I'm in", thread="a"),
            n("f8_ss_danny", "2026-04-14 11:02", "콜드팩 2개씩 들어가면 박스 사이즈 M으로 가야 할 듯", thread="a"),
        ], topic="Merchandising"),
    ], [Subj("banchan subscription box launch terms", "What are the launch terms of Seed Market's banchan subscription box?",
             "씨앗마켓 반찬 구독 박스 런칭 조건 어떻게 정했어요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 36
    Seq("fresh8-36", "mixed", ["restatement"], [
        SlackStep("f8_marufin", "marufin-songhong", [
            m("a", "f8_mf_guk", "2026-04-13 10:00",
              "Release plan for payment-gateway v2.3: code freeze는 4월 24일(금) 18:00 KST (16:00 Hanoi)로 확정합니다. "
              "이후 머지는 hotfix 라벨 + 제 승인 필요. QA 4/27~29, 배포는 4/30 새벽.",
              "code freeze는 4월 24일(금) 18:00 KST"),
            n("f8_mf_linh", "2026-04-13 08:20", "Noted. Our team will finish the refund API by 4/22 👍", thread="a"),
            n("f8_mf_quang", "2026-04-20 09:15", "@{f8_mf_guk} can we still merge the settlement report PR on Thursday?"),
            n("f8_mf_guk", "2026-04-20 11:30", "@{f8_mf_quang} 목요일이면 OK, freeze 전이니까요"),
            m("b", "f8_mf_ye", "2026-04-23 14:00",
              "Reminder ⏰ code freeze 내일(금) 오후 6시 KST / 4pm Hanoi입니다. After that only hotfix-labelled PRs "
              "with Seah's approval. 오늘 밤까지 PR 올려주세요 🙏",
              "code freeze 내일(금) 오후 6시 KST"),
        ], topic="payment-gateway · Marufin x Sông Hồng"),
    ], [Subj("payment-gateway v2.3 code freeze", "When is the code freeze for payment-gateway v2.3?",
             "payment-gateway v2.3 코드 프리즈 언제야?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 37
    Seq("fresh8-37", "mixed", ["lookalike"], [
        MailStep([
            m("a", "f8_hm_weronika", "2026-03-16 15:30",
              "Hi 한결,\n\nAfter the platform meeting, here's where we landed: Steam Early Access launches on "
              "Thursday 21 May, 17:00 CEST, with the Polish and Korean press embargo lifting the same hour. "
              "Kacper will set up the store page countdown.\n\nBest,\nWeronika\n\n--\nWeronika Wróblewska-Nowak\n"
              "Producer | Wisła Interactive",
              "Steam Early Access launches on Thursday 21 May",
              to=("f8_hm_so",), cc=("f8_hm_kacper",), subject="Lantern Keeper - release dates"),
            n("f8_hm_so", "2026-03-17 09:40",
              "Weronika님 thanks! 5/21 좋습니다. 스위치 일정은 어떻게 되나요? 저희 포팅 인력이 9월부터 다른 프로젝트로 "
              "빠져야 해서요.\n\n소한결 | PD, 해무리게임즈", to=("f8_hm_weronika",), cc=("f8_hm_kacper",), reply_to="a"),
            m("b", "f8_hm_weronika", "2026-03-18 11:15",
              "Switch: the Switch version releases on the eShop on Thursday 15 October, after the Lotcheck buffer. "
              "The slot confirmation came in this morning.\n\nWeronika",
              "Switch version releases on the eShop",
              to=("f8_hm_so",), cc=("f8_hm_kacper",), reply_to="a"),
            n("f8_hm_so", "2026-03-18 19:20",
              "확인했습니다 👍 그럼 포팅팀은 8월 말 Lotcheck 제출 목표로 잡을게요.\n\n소한결",
              to=("f8_hm_weronika",), reply_to="b"),
        ], name="hangyeol.mbox", owner="f8_hm_so"),
    ], [Subj("Steam Early Access launch date", "When does Lantern Keeper launch in Steam Early Access?",
             "랜턴 키퍼 스팀 앞서 해보기 출시일 언제야?", "a", []),
        Subj("Nintendo Switch release date", "When does the Switch version of Lantern Keeper come out?",
             "랜턴 키퍼 스위치 버전은 언제 나와요?", "b", [])]),

    # ------------------------------------------------------------------------------------------ 38
    Seq("fresh8-38", "mixed", ["reversal", "agreement"], [
        SlackStep("f8_marufin", "payment-dev", [
            m("a", "f8_mf_guk", "2026-02-02 11:10",
              "로그 저장소 정리: 앱 로그는 Elasticsearch 대신 Loki로 보냅니다. 비용이 1/3 수준이고 Grafana에서 바로 "
              "보여요. 보존 기간 30일.",
              "Elasticsearch 대신 Loki로 보냅니다"),
            n("f8_mf_quang", "2026-02-02 09:40", "OK, we'll update the log shipper config on our services", thread="a"),
            m("c", "f8_mf_linh", "2026-02-16 10:30",
              "Proposal from the Sông Hồng side: PR review SLA — every PR gets a first review within 1 business day "
              "(counting only the KST/ICT overlap, 9-17 KST), and PRs over 400 changed lines must be split. We keep "
              "missing merge windows because reviews sit overnight.",
              "every PR gets a first review"),
            m("d", "f8_mf_guk", "2026-02-16 13:05",
              "좋습니다, 저희 쪽도 그대로 따를게요. 솔직히 리뷰가 하룻밤 묵는 건 저희 쪽 책임이 더 컸어요 🙇 400라인 "
              "제한도 찬성이고, 예외는 generated code(proto 등)만 두죠. 월요일부터 바로 적용해요",
              "좋습니다, 저희 쪽도 그대로 따를게요", thread="c"),
            n("f8_mf_ye", "2026-03-09 17:20",
              "Loki 보존 30일이라 지난주 감사 대응 때 1월 결제 승인 로그를 못 찾았어요… 전자금융 쪽 규정상 결제 로그는 "
              "5년 보관이라고 합니다"),
            m("b", "f8_mf_guk", "2026-03-10 09:30",
              "로그 저장소 건 번복합니다. 결제 로그 보관 요건 때문에 앱 로그 전부 Elasticsearch로 계속 갑니다 (ILM "
              "hot-warm-cold, 5년). Loki 전환 작업은 중단하고, @{f8_mf_quang} shipper 설정도 원래대로 돌려주세요.",
              "앱 로그 전부 Elasticsearch로 계속 갑니다"),
        ], topic="payment-gateway 개발"),
    ], [Subj("application log storage", "Where do Marufin's application logs go?",
             "마루핀 앱 로그 저장소는 어디로 정했어?", "b", [("a", "replaced")]),
        Subj("PR review SLA", "What is the PR review SLA between Marufin and Sông Hồng?",
             "마루핀-송홍 PR 리뷰 SLA 어떻게 정했어요?", "c", [("d", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 39
    Seq("fresh8-39", "mixed", ["cancellation", "lookalike"], [
        MailStep([
            m("a", "f8_nr_yeom", "2026-01-21 10:30",
              "Dear Mr Riedesel,\n\nTo shorten lead times, Nurion Tech will set up a consignment stock of critical "
              "NRT-300 spares (RF generators, ESC, O-ring kits) at your Dresden fab from March, owned by us until "
              "you draw from it. Approximate value EUR 180k. The draft agreement is attached.\n\nBest regards,\n"
              "Donghyuk Yeom\n\n염동혁 | General Manager, Overseas Sales\nNurion Tech Co., Ltd.",
              "set up a consignment stock of critical",
              to=("f8_nr_torsten",), cc=("f8_nr_henrike", "f8_nr_tae"),
              subject="Consignment spare parts stock at Elbsilicon Dresden"),
            n("f8_nr_torsten", "2026-01-22 09:15",
              "Dear Mr Yeom,\n\nWe appreciate the offer. Legal will review the draft. Please note our warehouse needs "
              "four weeks' notice for a new consignment location.\n\nTorsten Riedesel\nStrategic Procurement, "
              "Elbsilicon GmbH", to=("f8_nr_yeom",), cc=("f8_nr_henrike",), reply_to="a"),
            m("b", "f8_nr_yeom", "2026-01-28 17:40",
              "Dear Henrike,\n\nFor the NRT-300 tools in Dresden we will do preventive maintenance visits quarterly, "
              "in the first week of January, April, July and October. 모서진 과장 and one field engineer per visit, "
              "three days on site each time.\n\nBest regards,\nDonghyuk Yeom",
              "preventive maintenance visits quarterly",
              to=("f8_nr_henrike",), cc=("f8_nr_mo",), subject="Preventive maintenance visits - NRT-300 (Dresden)"),
            n("f8_nr_henrike", "2026-01-28 11:20",
              "Quarterly works for us. Please align the July visit with our shutdown calendar.\n\nHenrike",
              to=("f8_nr_yeom",), cc=("f8_nr_mo",), reply_to="b"),
            m("c", "f8_nr_torsten", "2026-02-24 15:50",
              "Dear Mr Yeom,\n\nAfter legal and finance review we have decided not to proceed with the consignment "
              "stock. Our auditors would require us to count and insure the parts on our side anyway, which defeats "
              "the purpose. We will keep ordering spares per PO as today.\n\nKind regards,\nTorsten Riedesel",
              "decided not to proceed with the consignment",
              to=("f8_nr_yeom",), cc=("f8_nr_henrike",), reply_to="a"),
            n("f8_nr_yeom", "2026-02-25 08:30",
              "태 PM, 드레스덴 위탁재고 건은 무산됐습니다. 준비하던 초도 물량 출고 보류해 주세요.\n\n염동혁 드림",
              to=("f8_nr_tae",), reply_to="c"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("consignment spare parts stock in Dresden", "Is Nurion Tech setting up a consignment spare-parts stock at Elbsilicon in Dresden?",
             "누리온테크가 드레스덴 엘브실리콘에 위탁 예비부품 재고 두기로 했어?", None, [("a", "cancelled"), ("c", "cancellation")]),
        Subj("NRT-300 preventive maintenance visits in Dresden", "How often does Nurion Tech visit Dresden for NRT-300 preventive maintenance?",
             "드레스덴 NRT-300 예방정비 방문 주기는 어떻게 돼요?", "b", [])]),

    # ------------------------------------------------------------------------------------------ 40
    Seq("fresh8-40", "mixed", ["out_of_order", "lookalike"], [
        SlackStep("f8_haemuri", "haemuri-wisla", [
            m("c", "f8_hm_inn", "2026-03-23 14:20",
              "한국어 VO 스튜디오 변경 공지: 소리숲 스튜디오가 4월에 장비 교체라 일정이 안 나와서, 한국어 녹음은 성수동 "
              "'메아리웍스'로 옮깁니다. 성우 캐스팅은 그대로, 날짜만 4/8~10로 바뀌어요. @{f8_hm_weronika} FYI, "
              "English side unaffected.",
              "한국어 녹음은 성수동 '메아리웍스'로 옮깁니다"),
            n("f8_hm_weronika", "2026-03-23 08:05", "Thanks for the heads-up 🙏", thread="c"),
        ], name="slack-export-2026-03", topic="Lantern Keeper - Haemuri x Wisła"),
        MailStep([
            m("a", "f8_hm_inn", "2026-02-09 16:10",
              "Hi Weronika,\n\nVO 녹음 일정 공유드려요. 한국어 VO는 마포 소리숲 스튜디오에서 4월 첫째 주에 녹음합니다. "
              "Cast is the same as the vertical slice, script lock is 20 March.\n\nThanks,\n나윤\n\n인나윤 | Sound & "
              "Localization Manager, 해무리게임즈",
              "한국어 VO는 마포 소리숲 스튜디오에서",
              to=("f8_hm_weronika",), cc=("f8_hm_so",), subject="VO recording plan"),
            m("b", "f8_hm_weronika", "2026-02-10 10:25",
              "Thanks 나윤! On our side the English VO will be recorded at Hollowbrook Audio in London, same cast as "
              "the vertical slice, sessions in the week of 13 April.\n\nWeronika",
              "English VO will be recorded at Hollowbrook Audio",
              to=("f8_hm_inn",), cc=("f8_hm_so",), reply_to="a"),
            n("f8_hm_so", "2026-02-10 18:30", "👍 좋습니다\n\n소한결", to=("f8_hm_inn", "f8_hm_weronika"), reply_to="b",
              quote=False),
        ], name="nayoon-2026-02.mbox", owner="f8_hm_inn"),
    ], [Subj("Korean voice-over recording studio", "Where is the Korean voice-over for Lantern Keeper being recorded?",
             "랜턴 키퍼 한국어 음성 녹음은 어느 스튜디오에서 해?", "c", [("a", "replaced")]),
        Subj("English voice-over recording studio", "Where is the English voice-over for Lantern Keeper being recorded?",
             "랜턴 키퍼 영어 음성 녹음은 어디서 하기로 했어?", "b", [])]),

    # ------------------------------------------------------------------------------------------ 41
    Seq("fresh8-41", "mixed", ["restored"], [
        SlackStep("f8_seedmarket", "ops", [
            m("a", "f8_ss_danny", "2026-02-02 10:00",
              "next-day 배송 주문 마감은 밤 9시 PST로 갑니다. 창고 피킹이 새벽 5시 시작이라 여유 있어요",
              "주문 마감은 밤 9시 PST로 갑니다"),
            n("f8_ss_hayoung", "2026-02-02 10:12", "👌", thread="a"),
            n("f8_ss_danny", "2026-03-02 08:30", "지난주 mis-pick 14건… 밤 늦게 주문 몰리면 새벽조가 못 따라가요"),
            m("b", "f8_ss_danny", "2026-03-03 09:15",
              "Change: next-day 주문 마감을 오후 6시로 당깁니다, effective 3/9. 새벽 피킹 인원을 더 못 늘려서 어쩔 수 "
              "없어요. Hayoung 배너랑 앱 문구 수정 부탁",
              "next-day 주문 마감을 오후 6시로 당깁니다"),
            n("f8_ss_hayoung", "2026-03-03 09:30", "오늘 밤까지 배너 바꿀게요", thread="b"),
            n("f8_ss_christine", "2026-03-05 13:40",
              "Just saw the dashboard - orders after 6pm were ~35% of next-day volume last month. That's a lot to "
              "push to day+2 😬"),
            m("c", "f8_ss_danny", "2026-03-06 11:20",
              "Never mind the 6pm cutoff, we're staying at 9pm. Christine approved two more part-timers for the 4am "
              "shift (start Monday), so picking capacity is fine. 3/9 변경 취소, 마감은 그대로 밤 9시예요. Hayoung "
              "배너 원복 부탁해요 🙏",
              "we're staying at 9pm"),
        ], topic="Ops / 배송"),
    ], [Subj("next-day delivery order cutoff", "What is the order cutoff for Seed Market's next-day delivery?",
             "씨앗마켓 익일배송 주문 마감 시간 몇 시야?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 42
    Seq("fresh8-42", "mixed", ["agreement"], [
        MailStep([
            m("a", "f8_ss_danny", "2026-09-08 14:30",
              "Hi Wesley,\n\nFor 김장 season (Oct 19 - Nov 27) we'd like to lock in a fixed price: 1,200 cases of "
              "napa cabbage (about 50 lb/case), delivered Mon/Thu to our Koreatown warehouse, $24.50/case flat for "
              "the six weeks regardless of market. We'd commit to the full volume up front.\n\n어떻게 생각하시는지 "
              "알려주세요 - let me know!\nDanny\n\nDanny Seol | Operations Manager\n씨앗마켓 Seed Market",
              "$24.50/case flat for the six weeks",
              to=("f8_ss_wesley",), cc=("f8_ss_christine",), subject="Napa cabbage supply for kimjang season"),
            m("b", "f8_ss_wesley", "2026-09-10 09:45",
              "Hi Danny,\n\nWe're good with this, agreed on all points. Locking in at that price works for us "
              "because the committed volume lets us contract the acreage with our Salinas grower now instead of "
              "buying spot in October. Mon/Thu deliveries are fine too, our truck is in Koreatown those days anyway. "
              "I'll send the supply agreement for signature by Friday.\n\nThanks,\nWesley\n\nWesley Trujillo-Banks\n"
              "Account Manager, Golden Valley Produce",
              "We're good with this, agreed",
              to=("f8_ss_danny",), cc=("f8_ss_christine",), reply_to="a"),
            n("f8_ss_christine", "2026-09-10 10:20",
              "Thanks both! 🙌 Danny, 계약서 오면 저한테도 cc 해주세요.\n\nChristine", to=("f8_ss_danny",),
              cc=("f8_ss_wesley",), reply_to="b", quote=False),
        ], name="danny.mbox", owner="f8_ss_danny"),
    ], [Subj("kimjang-season napa cabbage supply", "What is the kimjang-season napa cabbage deal with Golden Valley Produce?",
             "골든밸리 김장철 배추 공급 조건은 어떻게 정해졌어요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 43
    Seq("fresh8-43", "mixed", ["restatement"], [
        MailStep([
            m("a", "f8_nr_yeom", "2026-02-20 10:00",
              "Dear Henrike,\n\nFrom 1 March, all NRT-300 service requests from Elbsilicon go through the Nurion "
              "service portal (service.nuriontech.com). Each request gets a ticket number and a 4-hour response "
              "target; the shared mailbox will no longer be monitored. Accounts for your 12 equipment engineers "
              "will be sent next week.\n\nBest regards,\nDonghyuk Yeom\n\n염동혁 | General Manager, Overseas Sales\n"
              "Nurion Tech Co., Ltd.",
              "go through the Nurion service portal",
              to=("f8_nr_henrike",), cc=("f8_nr_mo", "f8_nr_tae"), subject="NRT-300 service requests via portal from 1 March"),
            n("f8_nr_henrike", "2026-02-20 09:10", "Understood, I'll brief our equipment engineers.\n\nHenrike",
              to=("f8_nr_yeom",), cc=("f8_nr_mo",), reply_to="a"),
            n("f8_nr_tae", "2026-02-26 16:30", "부장님, 포털 계정 12개 발급 완료했습니다.\n\n태경민 드림",
              to=("f8_nr_yeom",), reply_to="a"),
            m("b", "f8_nr_mo", "2026-03-16 11:40",
              "Dear Henrike,\n\nJust a friendly reminder that since 1 March we handle NRT-300 service requests only "
              "via the service portal. Two requests came in by e-mail last week (chamber 2 pressure alarm, ESC leak "
              "check); I have logged them for you this time as NR-2603-0117 and NR-2603-0118.\n\n(부장님 참고: 메일 "
              "접수 건은 이번만 대리 등록했습니다.)\n\nBest regards,\nSeojin Mo\n\n모서진 | CS Team, Nurion Tech",
              "Just a friendly reminder that since",
              to=("f8_nr_henrike",), cc=("f8_nr_yeom",), reply_to="a"),
        ], name="outlook-export", style="outlook"),
    ], [Subj("Elbsilicon service request channel", "How should Elbsilicon submit NRT-300 service requests to Nurion Tech?",
             "엘브실리콘은 NRT-300 서비스 요청을 어떤 경로로 접수해야 해?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 44
    Seq("fresh8-44", "mixed", ["restored", "out_of_order"], [
        SlackStep("f8_marufin", "payment-dev", [
            n("f8_mf_ye", "2026-03-23 09:10", "어제 밤 카드사 지연 때 승인 실패 1,240건 😱 대부분 timeout 10초 넘은 거예요"),
            m("c", "f8_mf_guk", "2026-03-23 10:05",
              "PG timeout 건: 10초로 줄였던 거 되돌립니다. We're going back to the 30s read timeout — 승인 실패가 스레드 "
              "고갈보다 훨씬 비싸요. 스레드 풀은 bulkhead로 따로 격리할게요. @{f8_mf_linh} revert PR 부탁해요",
              "going back to the 30s read timeout"),
            n("f8_mf_linh", "2026-03-23 08:20", "Sorry about that, reverting now 🙏", thread="c"),
        ], name="slack-export-2026-03-23", topic="payment-gateway 개발"),
        GitStep(PAY_GW, [
            n("f8_mf_quang", "2026-03-02 15:00", "chore: bump spring-boot to 3.4.3",
              file=("build.gradle.kts", "id(\"org.springframework.boot\") version \"3.4.3\"\n")),
            m("a", "f8_mf_guk", "2026-03-04 18:20",
              "PG 승인 요청 read timeout 30초로 설정\n\n카드사 승인 응답 p99가 11초, 최악 24초까지 관측됨. 30s로 두고 "
              "클라이언트는 스피너 유지.",
              "read timeout 30초로 설정",
              file=("src/main/resources/application-pg.yml", "pg:\n  approval:\n    read-timeout: 30s\n")),
            m("b", "f8_mf_linh", "2026-03-16 14:10",
              "Reduce PG approval read timeout to 10s\n\nThread pool exhaustion under load test: 30s timeouts pin "
              "200 worker threads during card-network hiccups. 10s + one idempotent retry keeps p99 latency under "
              "the SLA.",
              "10s + one idempotent retry",
              file=("src/main/resources/application-pg.yml", "pg:\n  approval:\n    read-timeout: 10s\n    retries: 1\n")),
            n("f8_mf_quang", "2026-03-17 10:45", "test: add load test scenario for card network latency spikes",
              file=("loadtest/pg_latency_spike.js", "export const options = { vus: 200 };\n")),
        ], name="commits.json"),
    ], [Subj("PG approval request timeout", "What read timeout does the payment gateway use for PG approval requests?",
             "PG 승인 요청 read timeout 몇 초로 정해졌어?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 45
    Seq("fresh8-45", "mixed", ["reversal"], [
        SlackStep("f8_haemuri", "haemuri-wisla", [
            m("a", "f8_hm_so", "2026-01-12 11:00",
              "QA 빌드 배포 정리: Wisła QA팀에는 매주 금요일 오전 10시(KST) Steam beta branch 'qa-weekly'로 올립니다. "
              "Builds are tagged in Jenkins as qa-YYYYMMDD.",
              "매주 금요일 오전 10시(KST) Steam beta branch"),
            n("f8_hm_kacper", "2026-01-12 08:30",
              "Works for us, Friday 10 KST = 2am here so it's ready when we start 👍", thread="a"),
            n("f8_hm_weronika", "2026-02-02 13:15",
              "Our QA keeps testing week-old builds, half the bugs are already fixed by the time they file them 😅"),
            m("b", "f8_hm_so", "2026-02-03 10:40",
              "OK 바꿉니다: 이제 QA 빌드는 nightly로, 매일 새벽 4시 KST에 'qa-nightly' 브랜치로 자동 배포돼요. 금요일 "
              "빌드는 없앰. Jenkins에서 smoke test 통과한 것만 올라갑니다.",
              "QA 빌드는 nightly로, 매일 새벽 4시 KST에"),
            n("f8_hm_kacper", "2026-02-03 08:50", "Perfect, thank you!", thread="b"),
        ], topic="Lantern Keeper - Haemuri x Wisła"),
    ], [Subj("QA build distribution cadence", "How often do Wisła's QA testers get new Lantern Keeper builds?",
             "비스와 QA팀에 랜턴 키퍼 빌드 얼마나 자주 배포돼?", "b", [("a", "replaced")])]),
]
