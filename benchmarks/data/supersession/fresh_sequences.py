"""Fresh sequences: a third split, written afterwards by someone who had read only the data model
(``build.py``), the label format (``_supersession_data.py``) and the benchmark's docstring — not the
supersession or extraction rules, and not the dev/holdout sequences. It is an out-of-sample check of
whether the rules tuned on dev (and measured on holdout) generalise; never tune on it.

Teams (all new): 동남조선해양 IT팀 (a Busan shipyard's IT team; Slack mixing 존댓말 and a team lead's
반말), Kontoblick (a Berlin fintech; English Slack, Outlook mail, a Seoul compliance office writing Korean),
누리아이앤씨 / 국가기록정보원 (a Korean public-sector SI project; 공문-style mail from a Korean webmail),
Harbor Light Food Alliance (a Portland, Oregon food-bank nonprofit; Gmail and Slack, chatty), Mochi Works
(Tokyo) + 별빛게임즈 (Seoul) co-developing the game "Lantern" (shared Slack, mail, English/Korean
code-switching), shelfctl (an open-source S3 CLI on GitHub; commits only), 한빛대 언어지능연구실 (a
university NLP lab with a Vietnamese postdoc; Slack and git), 바당스테이 (a Jeju stay-booking startup; 반말).
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

SEOUL, BER, PDX, TYO = "Asia/Seoul", "Europe/Berlin", "America/Los_Angeles", "Asia/Tokyo"
WAW, LOS, MEX = "Europe/Warsaw", "Africa/Lagos", "America/Mexico_City"

PEOPLE = {
    # 동남조선해양 IT팀 (Busan)
    "ds_park": Person("박종훈", "jh.park@dongnam-ship.co.kr", SEOUL, "jh.park", "IT팀장"),
    "ds_kim": Person("김민재", "minjae.kim@dongnam-ship.co.kr", SEOUL, "minjae", "인프라 과장"),
    "ds_lee": Person("이하은", "haeun.lee@dongnam-ship.co.kr", SEOUL, "haeun", "MES 대리"),
    "ds_choi": Person("최우석", "wooseok.choi@dongnam-ship.co.kr", SEOUL, "wooseok", "IT지원 사원"),
    "ds_jung": Person("정수아", "sua.jung@dongnam-ship.co.kr", SEOUL, "sua.jung", "설계IT 차장"),
    # Kontoblick (Berlin)
    "kb_jonas": Person("Jonas Becker", "jonas.becker@kontoblick.de", BER, "jonas", "CTO"),
    "kb_lena": Person("Lena Hoffmann", "lena.hoffmann@kontoblick.de", BER, "lena.h", "Head of Platform"),
    "kb_tobi": Person("Tobias Richter", "tobias.richter@kontoblick.de", BER, "tobi", "Backend Engineer"),
    "kb_amara": Person("Amara Osei", "amara.osei@kontoblick.de", BER, "amara", "SRE"),
    "kb_ines": Person("Inês Carvalho", "ines.carvalho@kontoblick.de", BER, "ines", "Head of Compliance"),
    "kb_sunwoo": Person("Sunwoo Kang", "sunwoo.kang@kontoblick.de", SEOUL, "sunwoo", "Korea Market Lead"),
    "kb_minseo": Person("하민서", "minseo.ha@kontoblick.kr", SEOUL, "minseo", "Compliance Officer, Kontoblick Korea"),
    # 누리아이앤씨 (수행사) / 국가기록정보원 (발주기관)
    "si_oh": Person("오정민", "jm.oh@nuri-inc.co.kr", SEOUL, title="공공사업본부 PM"),
    "si_han": Person("한지석", "js.han@nuri-inc.co.kr", SEOUL, title="DB PL"),
    "si_seo": Person("서보라", "bora.seo@nuri-inc.co.kr", SEOUL, title="품질보증 QA"),
    "si_bae": Person("배성철", "scbae@nrdi.go.kr", SEOUL, title="정보화담당관실 사무관"),
    "si_yoon": Person("윤미래", "miraeyoon@nrdi.go.kr", SEOUL, title="정보화담당관실 주무관"),
    # Harbor Light Food Alliance (Portland, OR)
    "hl_denise": Person("Denise Whitaker", "denise@harborlightfood.org", PDX, "denise", "Executive Director"),
    "hl_marco": Person("Marco Ruiz", "marco@harborlightfood.org", PDX, "marco", "Volunteer Coordinator"),
    "hl_keisha": Person("Keisha Brown", "keisha@harborlightfood.org", PDX, "keisha", "Development Manager"),
    "hl_sam": Person("Sam Lindqvist", "sam@harborlightfood.org", PDX, "sam.l", "Operations"),
    "hl_pat": Person("Pat O'Donnell", "pat.odonnell.pdx@gmail.com", PDX, "pat", "Board Chair"),
    # Mochi Works (Tokyo) + 별빛게임즈 (Seoul)
    "mw_sato": Person("Yuki Sato", "y.sato@mochiworks.jp", TYO, "yuki.sato", "Producer"),
    "mw_ito": Person("Ren Ito", "r.ito@mochiworks.jp", TYO, "ren", "Engine Programmer"),
    "bg_kwon": Person("권나연", "nayeon.kwon@byeolbit.games", SEOUL, "nayeon", "PD"),
    "bg_ryu": Person("류태오", "taeo.ryu@byeolbit.games", SEOUL, "taeo", "클라이언트 리드"),
    "bg_moon": Person("문하람", "haram.moon@byeolbit.games", SEOUL, "haram", "사업팀"),
    # shelfctl (open source)
    "oss_marta": Person("Marta Kowalczyk", "marta@kowalczyk.dev", WAW),
    "oss_dev": Person("Devon Achebe", "devon.achebe@gmail.com", LOS),
    "oss_yuto": Person("Yuto Hayashi", "yuto.hayashi@users.noreply.github.com", TYO),
    "oss_rin": Person("Rin Alvarez", "rin@alvarez.mx", MEX),
    # 한빛대 언어지능연구실
    "lab_prof": Person("조은영", "eycho@hanbit.ac.kr", SEOUL, "prof.cho", "교수"),
    "lab_nguyen": Person("Minh Nguyen", "minh.nguyen@hanbit.ac.kr", SEOUL, "minh", "Postdoc"),
    "lab_jiho": Person("송지호", "jiho.song@hanbit.ac.kr", SEOUL, "jiho", "박사과정"),
    "lab_dana": Person("임다나", "dana.lim@hanbit.ac.kr", SEOUL, "dana", "석사과정"),
    "lab_woo": Person("우현석", "hs.woo@hanbit.ac.kr", SEOUL, "hyunseok", "석사과정"),
    # 바당스테이 (Jeju)
    "bd_go": Person("고은별", "eunbyeol@badangstay.com", SEOUL, "eunbyeol", "CTO"),
    "bd_yang": Person("양준서", "junseo@badangstay.com", SEOUL, "junseo", "백엔드"),
    "bd_kang": Person("강하린", "harin@badangstay.com", SEOUL, "harin", "프론트엔드"),
}

WORKSPACES = {
    "dongnam": Workspace("T08DNSHIP1", "dongnam-ship", ("ds_park", "ds_kim", "ds_lee", "ds_choi", "ds_jung")),
    "kontoblick": Workspace("T08KNTBLK4", "kontoblick", ("kb_jonas", "kb_lena", "kb_tobi", "kb_amara", "kb_ines")),
    "harborlight": Workspace("T08HRBLT77", "harborlightfood", ("hl_denise", "hl_marco", "hl_keisha", "hl_sam")),
    "starmochi": Workspace("T08STRMCH2", "lantern-codev", ("mw_sato", "mw_ito", "bg_kwon", "bg_ryu", "bg_moon")),
    "hanbitnlp": Workspace("T08HBNLP5Q", "hanbit-nlp", ("lab_prof", "lab_nguyen", "lab_jiho", "lab_dana", "lab_woo")),
    "badang": Workspace("T08BDNG3JJ", "badangstay", ("bd_go", "bd_yang", "bd_kang")),
}

SHELFCTL = "https://github.com/shelfctl/shelfctl.git"
KO_RETRIEVAL = "git@github.com:hanbit-nlp/ko-retrieval.git"
KOLM = "git@github.com:hanbit-nlp/kolm-pretrain.git"
BOOKING = "git@github.com:badangstay/booking-api.git"


SEQUENCES: list[Seq] = [
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh-01", "en", ["reversal"], [
        SlackStep("kontoblick", "platform", [
            n("kb_lena", "2026-03-02 09:14", "morning all ☕ heads-up, the SEPA batch window moved to 06:00 this week"),
            m("a", "kb_tobi", "2026-03-02 09:40",
              "Reconciliation jobs: we'll run them on Airflow. The Astronomer quote came in fine and @{kb_amara} "
              "already has a helm chart for it.",
              "we'll run them on Airflow"),
            n("kb_amara", "2026-03-02 09:52", "yep chart's ready, deploying to staging tmrw"),
            n("kb_jonas", "2026-03-03 11:05", "who broke the ledger dashboards? grafana is all red"),
            n("kb_amara", "2026-03-03 11:07", "me, sorry — rotating the datasource creds. 5 min"),
            m("b", "kb_lena", "2026-03-05 16:20",
              "Scrap the Airflow plan. After yesterday's retry storm we're putting the reconciliation jobs on "
              "Temporal: per-activity retries, and the workers stay in Go. @{kb_tobi} can you repoint the PoC?",
              "putting the reconciliation jobs on Temporal"),
            n("kb_tobi", "2026-03-05 16:31", "on it, closing my PR", thread="b"),
            n("kb_amara", "2026-03-05 16:40", "I'll tear down the staging chart then 🙃", thread="b"),
        ], topic="Core platform — ledger, payments, infra"),
    ], [Subj("workflow engine for the reconciliation jobs", "which workflow engine runs the reconciliation jobs?",
             "정산 대사 배치는 어떤 워크플로 엔진에서 돌려요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh-02", "ko", ["reversal"], [
        SlackStep("dongnam", "it-인프라", [
            n("ds_park", "2026-01-12 08:52", "다들 좋은 아침입니다. 오늘 오후 2시 안전교육 있으니 IT팀도 전원 참석 부탁드립니다."),
            m("a", "ds_kim", "2026-01-12 10:15",
              "PDM 서버 CentOS 7 EOS 건 정리합니다. 후속 OS는 Rocky Linux 9로 가겠습니다. 다음 주부터 테스트 서버 "
              "구성할게요.",
              "후속 OS는 Rocky Linux 9로"),
            n("ds_lee", "2026-01-12 10:21", "넵 MES 쪽 수집 에이전트도 Rocky 9에서 도는지 확인해볼게요"),
            n("ds_choi", "2026-01-13 13:40", "3층 복합기 토너 교체했습니다~"),
            n("ds_jung", "2026-01-19 15:02", "과장님, 설계 쪽 CAD 라이선스 서버도 같은 OS로 맞춰야 하나요?"),
            m("b", "ds_kim", "2026-01-20 17:48",
              "PDM 서버 OS 건 업데이트입니다. 도면관리 솔루션 벤더가 Rocky는 공식 지원을 안 한다고 해서, 결국 Ubuntu "
              "22.04 LTS로 가기로 했습니다. 팀장님 컨펌 받았습니다.",
              "결국 Ubuntu 22.04 LTS로 가기로"),
            n("ds_jung", "2026-01-20 18:05", "확인했습니다. CAD 라이선스 서버도 우분투로 맞출게요.", thread="b"),
        ]),
    ], [Subj("PDM server operating system", "What OS are the PDM servers moving to?", "PDM 서버 OS 뭐로 결정됐어?",
             "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh-03", "en", ["agreement"], [
        MailStep([
            m("a", "hl_marco", "2026-04-07 14:22",
              "Hi Denise,\n\nAfter the Saturday pantry mix-up (two shift leads, zero drivers) I looked at our options. "
              "My proposal: we move volunteer scheduling from SignUpGenius to Bloomerang Volunteer starting May 1. "
              "It syncs with our donor CRM, sends text reminders, and the nonprofit tier is $119/mo, which fits the "
              "ops line.\n\nHappy to walk you through a demo Thursday.\n\nThanks,\nMarco\n\n--\nMarco Ruiz\n"
              "Volunteer Coordinator | Harbor Light Food Alliance\n(503) 555-0178",
              "move volunteer scheduling from SignUpGenius to Bloomerang",
              to=("hl_denise",), cc=("hl_sam",), subject="Volunteer scheduling - proposal"),
            n("hl_sam", "2026-04-07 15:03",
              "Quick q - does it do Spanish-language reminders? About a third of our drivers prefer Spanish.\n\nSam",
              to=("hl_marco",), cc=("hl_denise",), reply_to="a"),
            m("b", "hl_denise", "2026-04-08 08:41",
              "Marco,\n\nThanks for doing the legwork. Approved, go ahead for May 1. Please loop in Keisha so the CRM "
              "side is set up properly.\n\nDenise",
              "Approved, go ahead for May 1",
              to=("hl_marco",), cc=("hl_sam", "hl_keisha"), reply_to="a"),
            n("hl_keisha", "2026-04-08 10:12",
              "Hi all - reminder that the Q2 grant report for Meyer Memorial Trust is due the 30th. I'll need "
              "volunteer hours from March by next Friday.\n\nKeisha",
              to=("hl_marco", "hl_denise"), subject="Meyer report - volunteer hours"),
        ], name="denise-inbox.mbox", owner="hl_denise"),
    ], [Subj("volunteer scheduling tool", "what are we using for volunteer scheduling?",
             "자원봉사자 스케줄 관리 툴 뭐 쓰기로 했어?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh-04", "ko", ["cancellation"], [
        MailStep([
            m("a", "si_oh", "2026-02-16 10:30",
              "주무관님 안녕하십니까.\n누리아이앤씨 오정민 PM입니다.\n\n2월 13일 회의에서 협의된 내용 아래와 같이 정리하여 "
              "송부드립니다.\n\n1. 통합인증(SSO) 연계 범위에 대국민 민원포털을 포함하기로 함\n2. 연계 방식: SAML 2.0 "
              "(기존 행정포털과 동일)\n3. 일정: 4월 2주차 연계 테스트\n\n추가 의견 있으시면 회신 부탁드립니다.\n\n"
              "감사합니다.\n\n오정민 드림\n누리아이앤씨 공공사업본부 PM\nTel. 02-6300-1234",
              "연계 범위에 대국민 민원포털을 포함하기로",
              to=("si_yoon", "si_bae"), subject="[누리아이앤씨] 통합인증(SSO) 연계 범위 협의 결과 알림"),
            n("si_yoon", "2026-02-16 13:05", "PM님, 정리 감사합니다. 내부 보고 후 회신드리겠습니다.\n\n윤미래 드림",
              to=("si_oh",), reply_to="a"),
            n("si_han", "2026-02-24 09:40",
              "주무관님, 3월 DB 이관 1차 리허설은 3/21(토) 09시~18시로 진행 예정입니다. 서버실 출입 신청 부탁드립니다."
              "\n\n한지석 드림\n누리아이앤씨 DB PL",
              to=("si_yoon",), cc=("si_oh",), subject="[누리아이앤씨] DB 이관 1차 리허설 일정"),
            m("b", "si_bae", "2026-03-09 16:10",
              "오정민 PM님께,\n\n민원포털 SSO 연계 건 관련하여 알려드립니다.\n민원포털은 내년 별도 사업에서 전면 재구축될 "
              "예정이므로, 이번 사업의 SSO 연계 범위에서 민원포털 포함 건은 없던 걸로 하겠습니다. 대체 연계는 없으며 "
              "현행대로 별도 로그인을 유지합니다.\n\n관련 산출물(인터페이스 정의서 등)에서 해당 항목 삭제 부탁드립니다."
              "\n\n배성철 사무관\n국가기록정보원 정보화담당관실",
              "민원포털 포함 건은 없던 걸로 하겠습니다",
              to=("si_oh",), cc=("si_yoon",), reply_to="a"),
        ], name="받은편지함", style="korean"),
    ], [Subj("civil petition portal in the SSO integration scope",
             "Is the civil petition portal part of the SSO integration?", "민원포털도 SSO 연계해?",
             None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh-05", "mixed", ["reversal"], [
        SlackStep("starmochi", "lantern-tech", [
            n("mw_ito", "2026-05-11 10:02", "おはようございます / morning! build 0.8.3 is up on the Steam beta branch"),
            m("a", "mw_sato", "2026-05-11 11:30",
              "For co-op we're going with Photon Fusion. Relay costs are predictable and Ren has shipped with it "
              "before. Let's not reopen this before alpha 🙏",
              "For co-op we're going with Photon Fusion"),
            n("bg_ryu", "2026-05-11 11:45", "넵 확인했습니다! We'll start the lobby prototype next sprint.", thread="a"),
            n("bg_moon", "2026-05-12 09:10", "퍼블리셔 미팅 자료 드라이브에 올렸어요 (KR/JP 둘 다)"),
            m("b", "bg_kwon", "2026-05-19 18:05",
              "@{mw_sato} 공유드려요. 퍼블리셔 쪽에서 게임 서버 호스팅을 직접 제공하는 조건이 붙어서, 코옵 네트워크는 "
              "Photon 말고 Unity NGO + 전용서버로 바꾸기로 했습니다. 어제 양사 리드 콜에서 합의된 내용이에요.",
              "Photon 말고 Unity NGO + 전용서버로"),
            n("mw_sato", "2026-05-19 18:20", "Understood, thanks Nayeon. Ren will update the tech design doc.",
              thread="b"),
        ], topic="Lantern co-dev: engine, netcode, builds"),
    ], [Subj("co-op networking stack", "co-op networking stack?", "코옵 모드 네트워크 뭐로 가기로 했죠?",
             "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh-06", "en", ["restored"], [
        GitStep(SHELFCTL, [
            n("oss_rin", "2025-11-03 12:10", "Fix typo in README install section"),
            m("a", "oss_marta", "2025-11-10 21:44",
              "Use TOML for the user config file\n\nConfig now lives in ~/.config/shelfctl/config.toml. tomllib is in "
              "the stdlib since 3.11, so no new dependency.",
              "Use TOML for the user config",
              file=("shelfctl/config.py", "CONFIG_NAME = 'config.toml'\n")),
            n("oss_yuto", "2025-11-18 23:02", "Add --dry-run to sync"),
            m("b", "oss_dev", "2025-12-02 15:30",
              "Replace TOML config with YAML\n\nMost users asked for comments and anchors for profiles (see #212). "
              "Switching the loader to ruamel.yaml; the config path is now config.yaml.",
              "Replace TOML config with YAML",
              file=("shelfctl/config.py", "CONFIG_NAME = 'config.yaml'\n")),
            n("oss_rin", "2025-12-05 09:12", "ci: pin ubuntu-22.04 runner"),
            m("c", "oss_marta", "2026-01-08 19:05",
              "Go back to TOML config\n\nruamel.yaml pulled in three transitive deps and broke the zipapp build "
              "(#231). Profiles work fine as TOML tables. config.toml is the format again; an existing config.yaml "
              "is read once and migrated.",
              "Go back to TOML config",
              file=("shelfctl/config.py", "CONFIG_NAME = 'config.toml'\nLEGACY_YAML = 'config.yaml'\n")),
        ]),
    ], [Subj("config file format", "config file format?", "설정 파일 포맷 뭐야?",
             "c", [("b", "replaced"), ("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh-07", "ko", ["reversal"], [
        GitStep(KO_RETRIEVAL, [
            n("lab_woo", "2026-03-03 16:20", "README에 데이터셋 다운로드 경로 추가"),
            m("a", "lab_jiho", "2026-03-05 01:12",
              "실험 로깅 wandb로 통일\n\n각자 csv로 남기던 로그 전부 wandb 프로젝트 hanbit-nlp/ko-retrieval로 보냄.\n"
              "팀 계정은 교수님 학술 라이선스 사용.",
              "실험 로깅 wandb로 통일", file=("train/logging.py", "BACKEND = 'wandb'\n")),
            n("lab_dana", "2026-03-11 14:47", "fix: BM25 베이스라인 토크나이저 버그 수정"),
            m("b", "lab_jiho", "2026-04-02 22:30",
              "chore: 실험 로깅 wandb에서 MLflow로 이전\n\n학술 라이선스 갱신이 안 돼서 연구실 서버(gpu3)에 MLflow "
              "서버 띄움.\n트래킹 URI는 .env의 MLFLOW_TRACKING_URI 참고. wandb 의존성 제거.",
              "로깅 wandb에서 MLflow로 이전", file=("train/logging.py", "BACKEND = 'mlflow'\n")),
            n("lab_woo", "2026-04-03 11:05", "평가 스크립트에 MRR@10 추가"),
        ]),
    ], [Subj("experiment tracking tool", "experiment tracking tool for ko-retrieval", "실험 로깅 뭐 씀?",
             "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh-08", "mixed", ["out_of_order"], [
        MailStep([
            n("kb_minseo", "2026-04-02 09:12",
              "선우님, 금융위 전자금융업 등록 관련 개정안 자료 첨부드립니다. 목요일 회의 때 같이 보시죠.\n\n하민서 드림",
              to=("kb_sunwoo",), subject="금주 규제 동향 공유"),
            m("b", "kb_minseo", "2026-04-06 17:40",
              "선우님,\n\n한국 KYC 벤더 관련해서 법무 검토 끝났습니다. 본인확인기관 지정 요건 때문에 Sumsub은 국내 "
              "실명확인에 쓸 수 없다는 결론이라, KYC 벤더는 NICE평가정보로 최종 확정했습니다. 계약서 초안은 다음 주에 "
              "드릴게요.\n\n하민서 드림\nKontoblick Korea | Compliance",
              "KYC 벤더는 NICE평가정보로 최종 확정했습니다",
              to=("kb_sunwoo",), cc=("kb_lena",), subject="KYC 벤더 최종 결정 건"),
            n("kb_sunwoo", "2026-04-06 18:02",
              "Thanks 민서님, Lena한테는 제가 영어로 요약해서 따로 공유할게요.\n\nSunwoo",
              to=("kb_minseo",), reply_to="b"),
        ], name="sunwoo-takeout-2026-04.mbox", owner="kb_sunwoo"),
        MailStep([
            m("a", "kb_lena", "2026-02-18 15:03",
              "Hi Sunwoo, Jonas,\n\nFollowing today's call: for the Korean launch we'll go with Sumsub for KYC, same "
              "as the EU stack, so we keep one integration and one set of review queues. Sunwoo, please ask them for "
              "the KR pricing sheet.\n\nBest,\nLena\n\nLena Hoffmann\nHead of Platform | Kontoblick GmbH\n"
              "Rosenthaler Str. 40, 10178 Berlin",
              "we'll go with Sumsub for KYC",
              to=("kb_sunwoo", "kb_jonas"), subject="Korea launch – KYC vendor"),
            n("kb_sunwoo", "2026-02-19 02:15",
              "Will do — I'll ping their APAC team tomorrow morning KST.\n\nSunwoo",
              to=("kb_lena",), cc=("kb_jonas",), reply_to="a"),
        ], name="lena-outlook-feb", style="outlook"),
    ], [Subj("KYC vendor for the Korean launch", "KYC vendor for Korea", "한국 KYC 업체 어디로 정했어요?",
             "b", [("a", "replaced")])],
        note="the April mailbox (newer) is ingested before the February .eml folder"),

    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh-09", "en", ["restatement"], [
        SlackStep("kontoblick", "releases", [
            m("a", "kb_jonas", "2025-11-26 10:00",
              "Year-end code freeze for the core banking services starts Mon Dec 15, 18:00 CET. Only P1 fixes after "
              "that, with two approvals.",
              "Year-end code freeze for the core banking"),
            n("kb_tobi", "2025-11-26 10:12", "does that include the card-issuing service?", thread="a"),
            n("kb_jonas", "2025-11-26 10:15", "yes, everything that touches the ledger", thread="a"),
            n("kb_amara", "2025-12-02 14:30", "new on-call rotation is live in PagerDuty, check your shifts"),
            m("r", "kb_lena", "2025-12-11 09:05",
              "Reminder 🔔 freeze kicks in Monday 18:00 (Dec 15) — core banking repos go read-only except P1 hotfixes "
              "w/ 2 approvals. Merge your stuff this week.",
              "freeze kicks in Monday 18:00"),
            n("kb_tobi", "2025-12-11 09:20", "👍 my FX rounding PR is up, would love a review today"),
        ]),
    ], [Subj("year-end code freeze start", "when does the year-end code freeze start?", "연말 코드 프리즈 언제부터야?",
             "a", [("r", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh-10", "ko", ["lookalike", "reversal"], [
        SlackStep("dongnam", "스마트야드", [
            m("a", "ds_park", "2026-03-03 09:30",
              "블록 추적 RFID 구축 담당 정리합니다. S2231호선(LNG선) RFID 구축은 김민재 과장이 맡아주세요.",
              "RFID 구축은 김민재 과장이 맡아주세요"),
            m("b", "ds_park", "2026-03-03 09:31", "S2232호선(컨테이너선)은 이하은 대리가 담당입니다. 각자 협력사 일정 잡아주세요.",
              "S2232호선(컨테이너선)은 이하은 대리가 담당입니다"),
            n("ds_kim", "2026-03-03 09:33", "넵 알겠습니다"),
            n("ds_lee", "2026-03-03 09:40", "네 팀장님, 협력사(태성정보) 미팅 목요일로 잡겠습니다"),
            n("ds_choi", "2026-03-10 11:15", "혹시 야드 와이파이 AP 교체 일정 나왔나요? 2도크 쪽 계속 끊겨요"),
            n("ds_kim", "2026-03-16 13:55",
              "팀장님, 저 다음 달부터 ERP 고도화 TF로 파견이라 2231 RFID는 계속 못 챙길 것 같습니다 ㅠ"),
            m("c", "ds_park", "2026-03-16 14:20",
              "그럼 S2231호선 RFID는 최우석 씨가 이어받는 걸로 하죠. 김과장은 인수인계 문서만 이번 주 안에 부탁해요. "
              "2232는 그대로 이 대리.",
              "최우석 씨가 이어받는 걸로 하죠"),
            n("ds_choi", "2026-03-16 14:24", "넵! 열심히 하겠습니다 🙇", thread="c"),
        ]),
    ], [Subj("RFID block tracking owner for hull S2231", "Who owns the RFID block tracking rollout for hull S2231?",
             "S2231호선 RFID 담당 누구?", "c", [("a", "replaced")]),
        Subj("RFID block tracking owner for hull S2232", "S2232 RFID owner", "2232호선 블록 추적 RFID 누가 맡아?",
             "b")]),

    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh-11", "en", ["lookalike"], [
        MailStep([
            m("a", "kb_jonas", "2026-01-21 17:10",
              "Lena, Inês,\n\nDecision from today's exec meeting: for EU card issuing we sign with Marqeta. Their "
              "EEA programme covers all our markets and the per-card cost beat Enfuce at our volumes.\n\nRegards,\n"
              "Jonas\n\nJonas Becker\nCTO | Kontoblick GmbH",
              "for EU card issuing we sign with Marqeta",
              to=("kb_lena", "kb_ines"), subject="Card issuing processor – EU"),
            n("kb_ines", "2026-01-22 08:30",
              "Noted. I'll start the DPA review with their legal team this week.\n\nInês",
              to=("kb_jonas",), cc=("kb_lena",), reply_to="a"),
            m("b", "kb_jonas", "2026-01-23 11:48",
              "Hi both,\n\nSeparate thread for the UK since the FCA side is different: for UK cards we stay with "
              "Paynetics, at least through 2026. Moving the UK book would mean re-papering the e-money agreement, "
              "not worth it this year.\n\nJonas",
              "for UK cards we stay with Paynetics",
              to=("kb_lena", "kb_ines"), subject="Card issuing processor – UK"),
            n("kb_lena", "2026-01-23 12:30",
              "Makes sense. I'll keep the UK issuing adapter as is and build the new one next to it.\n\nLena",
              to=("kb_jonas",), cc=("kb_ines",), reply_to="b"),
        ], name="cards", style="outlook"),
    ], [Subj("EU card issuing processor", "Who is our card issuing processor in the EU?", "EU 카드 발급 프로세서 어디야?",
             "a"),
        Subj("UK card issuing processor", "UK card processor", "영국 카드 발급 파트너는?", "b")]),

    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh-12", "ko", ["restatement"], [
        MailStep([
            m("a", "si_oh", "2026-01-28 11:00",
              "수신: 국가기록정보원 정보화담당관실\n참조: 배성철 사무관님, 윤미래 주무관님\n\n1. 귀 기관의 무궁한 발전을 "
              "기원합니다.\n2. 차세대 기록관리시스템 구축사업 착수보고회를 아래와 같이 개최하고자 합니다.\n  가. 일시: "
              "2026. 2. 10.(화) 14:00\n  나. 장소: 정부대전청사 2동 대회의실\n  다. 참석: 발주기관 및 수행사 PM/PL\n"
              "3. 참석자 명단은 2. 5.(목)까지 회신 부탁드립니다.\n\n붙임: 착수보고 자료(안) 1부. 끝.\n\n"
              "누리아이앤씨 공공사업본부 오정민 PM",
              "착수보고회를 아래와 같이 개최하고자 합니다",
              to=("si_bae", "si_yoon"), cc=("si_han", "si_seo"),
              subject="[누리아이앤씨] 차세대 기록관리시스템 구축사업 착수보고회 개최 안내"),
            n("si_yoon", "2026-01-29 09:20",
              "PM님, 참석자 명단은 목요일까지 정리해서 드리겠습니다. 대회의실 예약은 완료했습니다.\n\n윤미래 드림",
              to=("si_oh",), reply_to="a"),
            n("si_seo", "2026-02-04 15:00",
              "PM님, 착수보고 자료 중 품질관리계획 부분 검토 의견 드라이브에 올려두었습니다.\n\n서보라 드림",
              to=("si_oh",), subject="착수보고 자료 QA 검토 의견"),
            m("r", "si_oh", "2026-02-09 10:15",
              "안녕하십니까, 오정민 PM입니다.\n\n내일 착수보고회 다시 한번 안내드립니다.\n- 일시: 2월 10일(화) 오후 2시 "
              "(변동 없음)\n- 장소: 정부대전청사 2동 대회의실\n\n주차 등록이 필요하신 분은 오늘 17시까지 차량번호 "
              "알려주십시오.\n\n오정민 드림",
              "내일 착수보고회 다시 한번 안내드립니다",
              to=("si_bae", "si_yoon"), cc=("si_han", "si_seo"), subject="[재공지] 착수보고회 내일(2/10) 오후 2시"),
        ], name="오정민_보낸편지함", style="korean"),
    ], [Subj("project kickoff meeting date", "When is the project kickoff meeting?", "착수보고회 언제야?",
             "a", [("r", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh-13", "mixed", ["agreement"], [
        SlackStep("hanbitnlp", "acl2026", [
            n("lab_dana", "2026-01-05 09:02", "교수님 새해 복 많이 받으세요 🙇‍♀️"),
            m("a", "lab_nguyen", "2026-01-06 10:20",
              "Proposal for the ACL submission: we freeze the base model at Qwen2.5-7B and stop chasing new "
              "checkpoints. Every new release costs us a week of re-running baselines. Objections by Thursday?",
              "we freeze the base model at Qwen2.5-7B"),
            n("lab_woo", "2026-01-06 10:41", "Llama 3.1 8B 결과도 appendix에는 넣을 수 있을까요?", thread="a"),
            n("lab_nguyen", "2026-01-06 10:50", "Sure, appendix is fine — main table only Qwen.", thread="a"),
            m("b", "lab_prof", "2026-01-07 08:45", "좋습니다. 그렇게 갑시다.", "좋습니다. 그렇게 갑시다.", thread="a"),
            n("lab_jiho", "2026-01-07 13:30", "gpu2 디스크 꽉 찼어요 각자 체크포인트 정리 부탁드립니다"),
        ]),
    ], [Subj("base model for the ACL paper", "Which base model are we using for the ACL paper?",
             "ACL 논문 베이스 모델 뭐로 고정했어요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh-14", "en", ["cancellation"], [
        GitStep(SHELFCTL, [
            m("a", "oss_dev", "2026-02-03 18:22",
              "Add opt-in anonymous usage telemetry\n\nOn first run shelfctl asks once whether it may send command "
              "names and exit codes (no paths, no bucket names) to telemetry.shelfctl.dev. Default is no.",
              "Add opt-in anonymous usage telemetry",
              file=("shelfctl/telemetry.py", "ENDPOINT = 'https://telemetry.shelfctl.dev/v1'\n")),
            n("oss_yuto", "2026-02-06 22:40", "Bump boto3 to 1.36"),
            n("oss_rin", "2026-02-10 10:05", "docs: document SHELFCTL_PROFILE"),
            m("b", "oss_marta", "2026-02-24 20:13",
              "Drop telemetry\n\nAfter the discussion in #248 we're not shipping telemetry in any form, opt-in or "
              "not. Removes the first-run prompt and the module; nothing replaces it. Distro packagers asked for "
              "this too.",
              "we're not shipping telemetry in any form",
              file=("shelfctl/telemetry.py", "# removed, see #248\n")),
        ], branch="main"),
    ], [Subj("usage telemetry", "does shelfctl collect usage telemetry?", "shelfctl 텔레메트리 수집해?",
             None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh-15", "en", ["cancellation"], [
        SlackStep("harborlight", "events", [
            m("a", "hl_keisha", "2026-02-20 13:05",
              "Board signed off 🎉 We're doing a Harbor Light 5K fun run on Sunday May 17 at Cathedral Park. Goal "
              "is $25k. I'll start on sponsors next week.",
              "We're doing a Harbor Light 5K"),
            n("hl_sam", "2026-02-20 13:20", "I can do water stations + the truck", thread="a"),
            n("hl_marco", "2026-02-24 08:10", "anyone have the key to the back storage room? the pallet jack is locked in"),
            n("hl_denise", "2026-02-24 08:12", "Sam has it I think"),
            m("b", "hl_keisha", "2026-03-30 16:45",
              "Ugh, bad news: Parks denied the permit for Cathedral Park (bridge work). We're pulling the plug on "
              "the 5K this year. Not moving it, just not doing it. Sponsors who already pledged can redirect to the "
              "fall gala.",
              "pulling the plug on the 5K"),
            n("hl_denise", "2026-03-30 17:02", "Sad but right call. Thanks for handling the sponsor emails 💛", thread="b"),
        ], purpose="Fundraisers, drives, community events"),
    ], [Subj("5K fun run fundraiser", "Are we still doing the 5K fun run?", "5K 펀런 행사 하는 거 맞아?",
             None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh-16", "ko", ["restored"], [
        SlackStep("dongnam", "it-현장지원", [
            m("a", "ds_lee", "2026-04-01 10:00",
              "현장 태블릿(갤럭시 탭 액티브) MDM은 지금처럼 삼성 Knox Manage로 운영합니다. 라이선스는 내년 3월까지 "
              "갱신 완료했어요.",
              "삼성 Knox Manage로 운영합니다"),
            m("b", "ds_kim", "2026-04-14 15:30",
              "공지) 팀장님 지시로 현장 태블릿 MDM을 그룹사 표준인 MS Intune으로 전환합니다. 5월 중 파일럿 50대부터 "
              "시작해요.",
              "그룹사 표준인 MS Intune으로 전환합니다"),
            n("ds_choi", "2026-04-14 15:41",
              "Intune 하면 인증서 배포 방식 바뀌나요? 용접 파트 태블릿은 와이파이 인증서 때문에 맨날 문제라",
              thread="b"),
            n("ds_jung", "2026-04-20 11:50", "오늘 점심 밖에서 드실 분 ㅋㅋ 구내식당 메뉴 별로네요"),
            m("c", "ds_park", "2026-05-06 08:30",
              "태블릿 MDM 건은 그냥 원래대로 Knox 가자. Intune 파일럿에서 방폭 태블릿 펌웨어 업데이트가 안 먹혀서 현장 "
              "작업이 멈췄음. 그룹사엔 내가 예외 신청 해둘게.",
              "그냥 원래대로 Knox 가자"),
            n("ds_kim", "2026-05-06 08:45", "넵 파일럿 50대 원복하겠습니다", thread="c"),
        ]),
    ], [Subj("MDM for the yard tablets", "Which MDM manages the yard tablets?", "현장 태블릿 MDM 뭐 써?",
             "c", [("b", "replaced"), ("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh-17", "mixed", ["restored"], [
        MailStep([
            m("a", "mw_sato", "2026-06-02 17:20",
              "Hi Nayeon, Haram,\n\nSmall process note from Tokyo: all Lantern strings are managed in Crowdin from "
              "now on (JP/KR/EN, zh-Hans later). Please push new UI text there, not into the spreadsheet.\n\n"
              "Best,\nYuki\n\n--\nYuki Sato / Producer\nMochi Works Inc.",
              "Lantern strings are managed in Crowdin",
              to=("bg_kwon", "bg_moon"), cc=("mw_ito",), subject="Lantern localization workflow"),
            m("b", "mw_ito", "2026-06-16 12:05",
              "Hi all,\n\nAfter comparing the two, we'll move the localization pipeline from Crowdin to Lokalise in "
              "July. Their Unity SDK supports over-the-air string updates, which we need for live events.\n\n"
              "Ren Ito\nMochi Works / Engine",
              "pipeline from Crowdin to Lokalise in July",
              to=("bg_kwon", "bg_moon", "mw_sato"), subject="Moving loc to Lokalise"),
            n("bg_moon", "2026-06-16 14:30",
              "Ren님, 한국 번역 업체(글로벌링고)도 계정이 따로 필요한지 확인 부탁드립니다!\n\n문하람 드림",
              to=("mw_ito",), reply_to="b"),
            m("c", "bg_kwon", "2026-06-24 19:10",
              "Ren님, Yuki님\n\n퍼블리셔 보안 검토에서 Lokalise OTA가 스토어 정책상 문제가 될 수 있다고 해서요, 내부 "
              "논의 결과 Lokalise 이전은 철회하고 Crowdin 그대로 쓰기로 했습니다. 라이브 이벤트 텍스트는 패치로 "
              "내보내는 걸로 할게요.\n\n권나연 드림\n별빛게임즈 PD",
              "Lokalise 이전은 철회하고 Crowdin 그대로",
              to=("mw_ito", "mw_sato"), cc=("bg_moon",), reply_to="b"),
        ], name="nayeon.mbox", owner="bg_kwon"),
    ], [Subj("localization platform for Lantern", "localization platform for Lantern", "랜턴 번역 관리 툴 뭐 써요?",
             "c", [("b", "replaced"), ("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh-18", "en", ["out_of_order"], [
        MailStep([
            m("b", "hl_denise", "2026-06-03 09:15",
              "Pat, Keisha -\n\nThe Hilton raised the ballroom minimum to $38k, which would eat a third of what we "
              "net. Final answer: the Oct 10 gala moves to the Portland Armory. They're holding the date for us and "
              "the deposit goes out Friday.\n\nDenise\n\nDenise Whitaker\nExecutive Director\nHarbor Light Food "
              "Alliance",
              "gala moves to the Portland Armory",
              to=("hl_pat", "hl_keisha"), subject="Fall gala - venue update"),
            n("hl_pat", "2026-06-03 12:40", "Good call. -Pat\n\nSent from my iPhone",
              to=("hl_denise",), cc=("hl_keisha",), reply_to="b"),
        ], name="pat-takeout-june.mbox", owner="hl_pat"),
        MailStep([
            m("a", "hl_keisha", "2026-04-09 16:30",
              "Hi Denise and Pat,\n\nWe toured three places. Recommending, and Denise okayed it on the call, that we "
              "book the Hilton Downtown ballroom for the Oct 10 gala. 300 seated, AV included.\n\nKeisha Brown\n"
              "Development Manager, Harbor Light Food Alliance\n(503) 555-0142",
              "book the Hilton Downtown ballroom",
              to=("hl_denise", "hl_pat"), subject="Gala venue"),
            n("hl_sam", "2026-04-09 17:05", "Sam here - their garage validates parking, I checked.",
              to=("hl_keisha",), reply_to="a"),
        ], name="harborlight-archive-april.mbox", owner="hl_denise"),
    ], [Subj("fall gala venue", "Where is the fall gala?", "가을 갈라 행사 장소 어디야?", "b", [("a", "replaced")])],
        note="Pat's June mailbox (newer) is ingested before the April archive"),

    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh-19", "ko", ["out_of_order"], [
        SlackStep("badang", "dev", [
            n("bd_kang", "2026-05-07 18:20", "어제 배포 후에 예약 캘린더 깨지던 거 고쳤어요"),
            m("b", "bd_go", "2026-05-08 10:12",
              "DB 얘기 정리. 결국 PostgreSQL로 가기로 함. MySQL 8에서 JSON 컬럼 인덱스 때문에 계속 고생했고 숙소 "
              "위치 검색에 PostGIS도 써야 해서. @{bd_yang} 마이그레이션 계획 짜줘",
              "결국 PostgreSQL로 가기로 함"),
            n("bd_yang", "2026-05-08 10:20", "ㅇㅋ 이번 주 안에 초안 올릴게", thread="b"),
        ], name="slack-export-may"),
        GitStep(BOOKING, [
            n("bd_yang", "2026-03-02 14:00", "초기 프로젝트 구조 세팅"),
            m("a", "bd_yang", "2026-03-04 11:30",
              "DB는 MySQL 8로 결정, docker-compose에 mysql 서비스 추가\n\nRDS MySQL 프리티어로 시작. 스키마는 prisma로 "
              "관리.",
              "DB는 MySQL 8로 결정",
              file=("docker-compose.yml", "services:\n  db:\n    image: mysql:8.0\n")),
            n("bd_kang", "2026-03-06 16:45", "예약 폼 유효성 검사 추가"),
        ]),
    ], [Subj("database for the booking API", "Which database does the booking API use?", "예약 API DB 뭐 써?",
             "b", [("a", "replaced")])],
        note="the May Slack export (newer) is ingested before the repository with the March commit"),

    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh-20", "mixed", ["reversal"], [
        GitStep(KOLM, [
            m("a", "lab_nguyen", "2026-02-10 20:30",
              "Switch tokenizer to SentencePiece unigram (64k vocab)\n\nUnigram gave +0.8 on KLUE-NLI in the "
              "small-scale run. Old BPE vocab kept under tokenizers/legacy_bpe for comparison.",
              "Switch tokenizer to SentencePiece unigram",
              file=("configs/tokenizer.yaml", "type: unigram\nvocab_size: 64000\n")),
            n("lab_woo", "2026-02-12 15:10", "Fix dataloader shuffle seed"),
        ]),
        SlackStep("hanbitnlp", "pretrain", [
            n("lab_dana", "2026-02-25 10:00", "gpu3 재부팅 했습니다 (드라이버 업데이트)"),
            m("b", "lab_jiho", "2026-02-26 14:33",
              "@{lab_nguyen} 토크나이저 다시 byte-level BPE로 바꿨어요. unigram이 조사를 이상하게 쪼개서 (예: "
              "'학교에서' → '학교에', '서') 다운스트림 NER이 3점 넘게 떨어짐. 64k vocab은 그대로 유지.",
              "토크나이저 다시 byte-level BPE로 바꿨어요"),
            n("lab_nguyen", "2026-02-26 14:50", "Ah, good catch. I'll rerun the 1B ablation with it.", thread="b"),
        ]),
    ], [Subj("tokenizer for pretraining", "tokenizer for the pretraining run", "사전학습 토크나이저 뭐로 하기로 했지?",
             "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh-21", "ko", ["reversal", "agreement"], [
        MailStep([
            m("a", "si_han", "2026-02-03 14:20",
              "사무관님 안녕하십니까, 수행사 DB PL 한지석입니다.\n\n제안서 기준대로 운영 DB는 Tibero 7로 구성하겠습니다. "
              "기존 시스템(Tibero 6)과 호환성이 높아 이관 리스크가 적습니다.\n\n한지석 드림\n누리아이앤씨 DB PL",
              "운영 DB는 Tibero 7로 구성하겠습니다",
              to=("si_bae", "si_yoon"), cc=("si_oh",), subject="[누리아이앤씨] 차세대 기록관리시스템 DBMS 구성 보고"),
            n("si_yoon", "2026-02-03 16:00", "PL님, 확인했습니다. 라이선스 수량은 별도로 공유 부탁드립니다.\n\n윤미래",
              to=("si_han",), reply_to="a"),
            m("b", "si_oh", "2026-03-12 10:40",
              "사무관님께,\n\n지난주 성능시험(BMT) 결과를 반영하여 운영 DBMS를 Tibero 7에서 PostgreSQL 16(국내 "
              "기술지원 포함, 이중화 구성)으로 변경할 것을 제안드립니다. 라이선스 비용 약 1.8억 원 절감, 전자기록 검색 "
              "응답시간 평균 35% 개선이 확인되었습니다.\n\n검토 후 의견 주시면 반영하겠습니다.\n\n오정민 드림",
              "운영 DBMS를 Tibero 7에서 PostgreSQL",
              to=("si_bae",), cc=("si_yoon", "si_han"),
              subject="[누리아이앤씨] 운영 DBMS 변경 제안 (Tibero → PostgreSQL)"),
            m("c", "si_bae", "2026-03-13 09:05", "오정민 PM님,\n\n제안 내용 검토했습니다. 동의합니다.\n\n배성철",
              "제안 내용 검토했습니다. 동의합니다.",
              to=("si_oh",), cc=("si_yoon", "si_han"), reply_to="b"),
        ], name="sent-and-inbox", style="korean"),
    ], [Subj("DBMS for the records system", "Which DBMS will the new records system run on?", "운영 DBMS 최종 뭐야?",
             "b", [("a", "replaced"), ("c", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh-22", "en", ["lookalike", "reversal"], [
        GitStep(SHELFCTL, [
            m("a", "oss_yuto", "2026-03-02 23:15",
              "Set default HTTP request timeout to 30s\n\nApplies to every S3 API call. Override with --timeout or "
              "SHELFCTL_TIMEOUT.",
              "Set default HTTP request timeout to 30s",
              file=("shelfctl/defaults.py", "REQUEST_TIMEOUT = 30\n")),
            m("b", "oss_rin", "2026-03-04 11:20",
              "Set plugin install timeout to 120s\n\nPlugin wheels can be big on slow mirrors; this is separate from "
              "the request timeout.",
              "Set plugin install timeout to 120s",
              file=("shelfctl/plugins.py", "INSTALL_TIMEOUT = 120\n")),
            n("oss_marta", "2026-03-09 08:30", "Merge pull request #260 from rin/plugin-timeout\n\nPlugin install timeout"),
            m("c", "oss_yuto", "2026-03-20 22:05",
              "Raise default request timeout from 30s to 60s\n\nMultipart uploads to Wasabi regularly hit 30s on "
              "CompleteMultipartUpload (#266).",
              "Raise default request timeout from 30s to 60s",
              file=("shelfctl/defaults.py", "REQUEST_TIMEOUT = 60\n")),
        ]),
    ], [Subj("default HTTP request timeout", "default request timeout?", "기본 요청 타임아웃 몇 초야?",
             "c", [("a", "replaced")]),
        Subj("plugin install timeout", "What's the timeout for installing plugins?", "플러그인 설치 타임아웃", "b")]),

    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh-23", "mixed", ["lookalike"], [
        SlackStep("starmochi", "lantern-release", [
            m("a", "mw_sato", "2026-07-01 10:30",
              "Steam release date is locked: Thursday Oct 22. Store page countdown goes live next Monday.",
              "Steam release date is locked"),
            n("bg_moon", "2026-07-01 10:45", "한국 쪽 보도자료 일정도 여기에 맞출게요!", thread="a"),
            n("mw_ito", "2026-07-02 15:00", "cert build for Nintendo goes out tomorrow fyi"),
            m("b", "bg_kwon", "2026-07-08 17:10",
              "스위치 버전은 닌텐도 심사 일정 때문에 11월 19일(목) 출시로 확정입니다. 스팀이랑 같이 못 가는 건 "
              "아쉽지만요 😢",
              "11월 19일(목) 출시로 확정입니다"),
            n("mw_sato", "2026-07-08 17:30", "ありがとう! Noted 🙏", thread="b"),
        ]),
    ], [Subj("Steam release date", "When does Lantern launch on Steam?", "스팀 출시일 언제?", "a"),
        Subj("Switch release date", "switch launch date", "스위치 버전 출시일", "b")]),

    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh-24", "ko", ["agreement"], [
        SlackStep("dongnam", "mes-개선", [
            m("a", "ds_lee", "2026-06-09 16:40",
              "팀장님, 용접 로봇 전류/전압 데이터 수집 주기를 1초에서 5초로 늘리는 걸 제안드립니다. 지금 히스토리안 DB가 "
              "하루 40GB씩 쌓이고 있고, 품질팀 분석에는 5초 단위면 충분하다고 확인받았습니다.",
              "수집 주기를 1초에서 5초로 늘리는"),
            n("ds_kim", "2026-06-09 16:52", "아크 이상 감지 알람은 1초 유지해야 하지 않나요?", thread="a"),
            n("ds_lee", "2026-06-09 17:01", "네 알람 로직은 PLC 쪽이라 영향 없습니다", thread="a"),
            m("b", "ds_park", "2026-06-10 07:58", "ㅇㅋ 그렇게 해", "ㅇㅋ 그렇게 해", thread="a"),
            n("ds_choi", "2026-06-10 09:15", "다음 주 화요일 정전 작업 공지 떴습니다 (사내 게시판 참고)"),
        ]),
    ], [Subj("welding robot data collection interval", "Welding robot data collection interval",
             "용접 로봇 데이터 수집 주기 몇 초로 했어?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh-25", "mixed", ["cancellation"], [
        MailStep([
            m("a", "mw_sato", "2026-04-15 18:00",
              "Hi Nayeon-san, Haram-san,\n\nWe got confirmation from the organizer: Lantern will have its own booth "
              "at Tokyo Game Show 2026 (Hall 9, 36 sqm). Mochi Works covers the booth, Byeolbit covers the demo PCs "
              "and staff travel as discussed.\n\nBest regards,\nYuki Sato\nProducer, Mochi Works Inc.\n"
              "〒150-0002 東京都渋谷区渋谷2-21-1",
              "Lantern will have its own booth",
              to=("bg_kwon", "bg_moon"), cc=("mw_ito",), subject="TGS 2026 booth"),
            n("bg_moon", "2026-04-16 10:20",
              "Yuki님, 데모 PC 사양 리스트 이번 주 내로 보내드릴게요. Thanks!\n\n문하람",
              to=("mw_sato",), reply_to="a"),
            m("b", "bg_kwon", "2026-05-20 20:30",
              "Yuki님,\n\n오늘 양사 경영진 회의 결과 공유드립니다. 알파 일정이 밀려서 시연 빌드를 맞출 수 없다는 "
              "판단으로, 올해 TGS 참가는 전면 취소하기로 했습니다. 다른 행사로 대체하는 것도 없습니다. 주최 측 규정상 "
              "5월 말까지 취소하면 위약금이 없다고 하니 이번 주 안에 취소 요청 부탁드립니다.\n\nBest,\nNayeon",
              "올해 TGS 참가는 전면 취소하기로 했습니다",
              to=("mw_sato",), cc=("bg_moon", "mw_ito"), reply_to="a"),
        ], name="tgs", style="outlook"),
    ], [Subj("Tokyo Game Show booth", "Are we exhibiting at Tokyo Game Show?", "TGS 부스 나가요?",
             None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh-26", "mixed", ["restatement"], [
        SlackStep("hanbitnlp", "general", [
            m("a", "lab_prof", "2026-03-03 09:00",
              "이번 학기 랩미팅은 매주 목요일 오후 4시, 공학관 512호에서 합니다. Minh, please note the new slot — it's "
              "no longer Monday.",
              "매주 목요일 오후 4시, 공학관 512호에서"),
            n("lab_nguyen", "2026-03-03 09:12", "Noted, thank you professor!", thread="a"),
            n("lab_woo", "2026-03-05 13:20", "혹시 프린터 용지 어디 있는지 아시는 분"),
            n("lab_dana", "2026-03-05 13:22", "캐비닛 두 번째 칸이요"),
            m("r", "lab_jiho", "2026-03-16 08:50",
              "Reminder for everyone (esp. new 석사 students 👋): lab meeting is Thursdays 4pm in Eng. 512, not "
              "Monday anymore. 발표 순서는 시트 참고하세요.",
              "lab meeting is Thursdays 4pm"),
        ]),
    ], [Subj("lab meeting time", "when is lab meeting?", "랩미팅 언제 어디서 해?", "a", [("r", "restatement")])]),
]
