"""Holdout sequences: written in another style from dev, for measuring, never for tuning.

Teams: Lumen Games (a Montreal game studio; terse lowercase Slack, emoji, studio jargon), 초록마켓 (a Seoul
grocery-delivery startup; 반말 Slack and terse Korean commits), Riverside Medical Group (US hospital IT;
long formal Outlook mail with signatures and disclaimers, .eml files), 대한물류 (a Korean logistics company;
공문-style mail with numbered points, .eml files, an overseas forwarder writing in English), fjord-maps
(an Oslo map-tile project; conventional commits with sign-offs), Sora Robotics (Seoul + Berlin;
Korean-English code-switching). Questions are shorter and more keyword-like than dev's.
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

TOR, CHI, SEOUL, OSLO, BER, CPH = ("America/Toronto", "America/Chicago", "Asia/Seoul", "Europe/Oslo",
                                   "Europe/Berlin", "Europe/Copenhagen")

PEOPLE = {
    # Lumen Games
    "kenji": Person("Kenji Watanabe", "kenji@lumengames.ca", TOR, "kenji", "Technical Director"),
    "aisha": Person("Aisha Bello", "aisha@lumengames.ca", TOR, "aisha.b", "Producer"),
    "greg": Person("Greg Novak", "greg@lumengames.ca", TOR, "gnovak", "Build Engineer"),
    "hannah": Person("Hannah Schultz", "hannah@lumengames.ca", TOR, "hannah", "Art Lead"),
    "omar": Person("Omar Farouk", "omar@lumengames.ca", TOR, "omar.qa", "QA Lead"),
    # 초록마켓
    "doyun": Person("한도윤", "doyun@chorokmarket.kr", SEOUL, "doyun", "CTO"),
    "jimin": Person("서지민", "jimin@chorokmarket.kr", SEOUL, "jimin", "PO"),
    "jaehyun": Person("문재현", "jaehyun@chorokmarket.kr", SEOUL, "jaehyun.moon", "앱 개발"),
    "subin": Person("배수빈", "subin@chorokmarket.kr", SEOUL, "subin", "물류 운영"),
    "yuna": Person("장유나", "yuna@chorokmarket.kr", SEOUL, "yuna.jang", "그로스"),
    # Riverside Medical Group
    "elena": Person("Elena Petrova", "epetrova@riversidemed.org", CHI, title="Chief Medical Information Officer"),
    "michael": Person("Michael Okafor", "mokafor@riversidemed.org", CHI, title="Director, Information Technology"),
    "grace": Person("Grace Liu", "gliu@riversidemed.org", CHI, title="Clinical Operations Manager"),
    "brian": Person("Brian Walsh", "bwalsh@riversidemed.org", CHI, title="Network Administrator"),
    # 대한물류
    "taesik": Person("임태식", "taesik.lim@daehanlogis.co.kr", SEOUL, title="물류혁신TF 부장"),
    "mikyung": Person("송미경", "mikyung.song@daehanlogis.co.kr", SEOUL, title="구매팀 차장"),
    "hyuk": Person("권혁", "hyuk.kwon@daehanlogis.co.kr", SEOUL, title="물류운영팀 대리"),
    "eunbi": Person("노은비", "eunbi.noh@daehanlogis.co.kr", SEOUL, title="물류운영팀 주임"),
    "lars": Person("Lars Eriksen", "lars.eriksen@nordicfreight.dk", CPH, title="Key Account Manager"),
    # fjord-maps
    "ingrid": Person("Ingrid Halvorsen", "ingrid@fjordmaps.no", OSLO),
    "lukas": Person("Lukas Brandt", "lukas@fjordmaps.no", OSLO),
    "mei": Person("Mei Tanaka", "mei@fjordmaps.no", OSLO),
    # Sora Robotics
    "jaewon": Person("윤재원", "jaewon.yoon@sora-robotics.com", SEOUL, "jaewon", "Robotics Lead"),
    "sohee": Person("한소희", "sohee.han@sora-robotics.com", SEOUL, "sohee", "Controls"),
    "felix": Person("Felix Wagner", "felix.wagner@sora-robotics.com", BER, "felix", "Platform"),
    "dohyun": Person("이도현", "dohyun.lee@sora-robotics.com", SEOUL, "dohyun", "Firmware"),
}

WORKSPACES = {
    "lumen": Workspace("T05LMN3GQX", "lumengames", ("kenji", "aisha", "greg", "hannah", "omar")),
    "chorok": Workspace("T06CHR0K2M", "chorokmarket", ("doyun", "jimin", "jaehyun", "subin", "yuna")),
    "sora": Workspace("T07S0RA9RB", "sora-robotics", ("jaewon", "sohee", "felix", "dohyun")),
}

TILES = "git@github.com:fjord-maps/tileserver.git"
CHOROK_APP = "git@github.com:chorok-market/app.git"
SORA_FW = "https://github.com/sora-robotics/arm-firmware.git"

_RIVERSIDE_FOOTER = ("\n\nCONFIDENTIALITY NOTICE: This e-mail, including any attachments, is for the sole use of the "
                     "intended recipient(s) and may contain confidential and privileged information. Any unauthorized "
                     "review, use, disclosure or distribution is prohibited.")


def _signoff(who: str) -> str:
    p = PEOPLE[who]
    return f"\n\nSigned-off-by: {p.name} <{p.email}>"


SEQUENCES: list[Seq] = [
    # ------------------------------------------------------------------------------------- reversal
    Seq("holdout-01", "en", ["reversal"], [
        SlackStep("lumen", "eng-leads", [
            m("a", "kenji", "2026-02-09 17:32",
              "ok locking UE 5.4 for the vertical slice build. no engine upgrades till after the publisher demo pls",
              "locking UE 5.4 for the vertical slice"),
            n("greg", "2026-02-09 17:35", "roger. freezing the engine branch tonight"),
            n("omar", "2026-02-10 09:12", "fyi nightly is red again, shader compile timeout on the linux agents"),
            m("b", "kenji", "2026-02-20 11:04",
              "scratch the 5.4 lock, we're taking 5.5 for the slice after all. the nanite foliage fix saves "
              "hannah's team like two weeks. @{greg} engine branch moves to 5.5 monday",
              "we're taking 5.5 for the slice"),
            n("hannah", "2026-02-20 11:06", "🙏🙏🙏", thread="b"),
        ]),
    ], [Subj("engine version for the vertical slice", "unreal version for the vertical slice?",
             "버티컬 슬라이스 언리얼 버전", "b", [("a", "replaced")])]),

    Seq("holdout-02", "ko", ["reversal"], [
        SlackStep("chorok", "ops", [
            m("a", "subin", "2026-01-19 21:40", "새벽배송 주문 마감 밤 11시로 가자. 경쟁사들 다 11시라서",
              "새벽배송 주문 마감 밤 11시로 가자"),
            n("jaehyun", "2026-01-19 21:42", "ㅇㅋ 앱 문구 바꿀게"),
            m("b", "doyun", "2026-02-06 08:55",
              "마감 10시로 당긴다. 김포센터 야간 피킹 인원이 안 맞아서 11시는 무리임. 오늘 오후에 고객 공지 나감",
              "마감 10시로 당긴다"),
            n("jimin", "2026-02-06 09:01", "공지 문구 내가 쓸게", thread="b"),
        ]),
    ], [Subj("dawn delivery order cutoff", "dawn delivery order cutoff time", "새벽배송 주문 마감 몇 시야?",
             "b", [("a", "replaced")])]),

    Seq("holdout-03", "ko", ["reversal"], [
        MailStep([
            m("a", "taesik", "2026-02-03 10:00",
              "수신: 구매팀, 물류운영팀\n발신: 물류혁신TF 임태식\n\n1. 귀 부서의 노고에 감사드립니다.\n"
              "2. 창고관리시스템(WMS) 도입과 관련하여 아래와 같이 예산이 승인되었음을 알려 드립니다.\n\n"
              "  가. 사업명: 인천센터 WMS 도입\n  나. 승인 예산: 금 일억이천만 원(120,000,000원, VAT 별도)\n"
              "  다. 집행 기간: 2026년 3월 ~ 6월\n\n3. 업체 선정 절차는 구매팀 송미경 차장이 주관하여 주시기 바랍니다.\n\n끝.",
              "금 일억이천만 원(120,000,000원, VAT 별도)", subject="[품의] 창고관리시스템(WMS) 도입 예산 승인의 건",
              to=("mikyung", "hyuk")),
            n("mikyung", "2026-02-03 13:20",
              "임태식 부장님,\n\n확인하였습니다. 다음 주 중으로 RFP 발송하겠습니다.\n\n송미경 드림",
              reply_to="a", to=("taesik",)),
            m("b", "taesik", "2026-03-16 09:30",
              "수신: 구매팀, 물류운영팀\n발신: 물류혁신TF 임태식\n\n1. 관련: 창고관리시스템(WMS) 도입 예산 승인의 건\n"
              "2. 업체 제안 평가 결과 RFID 연동 범위가 추가됨에 따라, 인천센터 WMS 도입 예산을 "
              "금 일억오천만 원(150,000,000원, VAT 별도)으로 증액합니다.\n3. 증액분은 하반기 설비 예산에서 전용합니다.\n\n끝.",
              "일억오천만 원(150,000,000원, VAT 별도)으로 증액합니다", subject="[품의] 인천센터 WMS 도입 예산 증액의 건",
              to=("mikyung", "hyuk")),
        ], name="받은편지함", style="korean", owner="mikyung"),
    ], [Subj("Incheon WMS budget", "Incheon warehouse management system budget",
             "인천센터 WMS 도입 예산은 얼마입니까?", "b", [("a", "replaced")])]),

    Seq("holdout-04", "en", ["reversal"], [
        GitStep(TILES, [
            m("a", "ingrid", "2026-01-12 10:41",
              "feat(tiles): serve raster PNG tiles by default\n\nVector tiles are still too heavy for the low-end "
              "Android devices in the field-survey app, so the default tile format stays raster PNG (256px). "
              "MVT remains available behind ?format=mvt." + _signoff("ingrid"),
              "the default tile format stays raster PNG",
              file=("config/tiles.toml", 'default_format = "png"\ntile_size = 256\n')),
            n("mei", "2026-02-03 14:18", "fix(geocoder): handle Sámi diacritics in place names" + _signoff("mei"),
              file=("geocoder/normalize.py", "DIACRITICS = 'áčđŋšŧž'\n")),
            m("b", "lukas", "2026-03-02 16:55",
              "feat(tiles)!: make MVT the default tile format\n\nBREAKING CHANGE: clients now get Mapbox Vector Tiles "
              "unless they ask for ?format=png. Field-survey app 4.0 renders MVT fine on the old devices after the "
              "simplification pass." + _signoff("lukas"),
              "clients now get Mapbox Vector Tiles",
              file=("config/tiles.toml", 'default_format = "mvt"\n')),
        ]),
    ], [Subj("default tile format", "default tile format served by the tile server",
             "타일 서버 기본 포맷이 뭐예요?", "b", [("a", "replaced")])]),

    Seq("holdout-05", "mixed", ["reversal"], [
        MailStep([
            m("a", "hyuk", "2026-02-10 15:10",
              "물류운영팀 권혁입니다.\n\n5월 선적분부터 유럽향(로테르담) 컨테이너 선적은 머스크(Maersk)로 확정되었습니다.\n"
              "운임 계약서는 구매팀에서 진행 예정이며, 부킹 관련 문의는 저에게 주시면 됩니다.\n\n감사합니다.\n권혁 드림",
              "컨테이너 선적은 머스크(Maersk)로 확정되었습니다", subject="유럽향 해상 운송 선사 확정 안내",
              to=("taesik", "mikyung", "eunbi")),
            m("b", "lars", "2026-03-04 11:25",
              "Dear Mr. Kwon, Mr. Lim,\n\nFollowing our call this morning, I confirm that your Rotterdam bookings "
              "from May will move from Maersk to HMM, as requested by your purchasing team after the rate review. "
              "We will issue the updated booking confirmations by Friday.\n\nKind regards,\n\nLars Eriksen\n"
              "Key Account Manager | Nordic Freight A/S\nT +45 33 12 40 00",
              "will move from Maersk to HMM", subject="Rotterdam bookings from May - carrier change",
              to=("hyuk", "taesik"), cc=("mikyung",)),
        ], name="받은편지함", style="korean", owner="hyuk"),
    ], [Subj("Rotterdam container carrier", "shipping line for Rotterdam containers from May",
             "5월부터 로테르담행 컨테이너는 어느 선사로 보냅니까?", "b", [("a", "replaced")])]),

    # --------------------------------------------------------------------------------- cancellation
    Seq("holdout-06", "en", ["cancellation"], [
        SlackStep("lumen", "biz", [
            m("a", "aisha", "2026-02-02 12:15",
              "we're doing a booth at gamescom this year 🎮 hall 10.1, same size as last time. i'll start the vendor forms",
              "doing a booth at gamescom this year", reactions={"fire": ["kenji", "greg"]}),
            n("greg", "2026-02-02 12:30", "do we need a separate demo build branch for it?", thread="a"),
            n("aisha", "2026-02-02 12:31", "yeah, later tho", thread="a"),
            m("b", "aisha", "2026-03-11 16:48",
              "booth's off. publisher pulled the event budget so no gamescom for us this year, and we're not "
              "replacing it with anything. vendor forms withdrawn.",
              "no gamescom for us this year"),
        ]),
    ], [Subj("gamescom booth", "gamescom booth?", "게임스컴 부스 나가요?", None,
             [("a", "cancelled"), ("b", "cancellation")])]),

    Seq("holdout-07", "ko", ["cancellation"], [
        GitStep(CHOROK_APP, [
            m("a", "jaehyun", "2026-02-23 19:02",
              "포인트 2배 적립 이벤트 추가 (3/1~3/15)\n\n마케팅 요청. 기간 중 모든 주문 포인트 2배.\n"
              "플래그: promo.double_points",
              "기간 중 모든 주문 포인트 2배",
              file=("src/promo/flags.ts", "export const DOUBLE_POINTS = { start: '2026-03-01', end: '2026-03-15' };\n")),
            n("jaehyun", "2026-02-25 11:30", "장바구니 수량 버튼 터치 영역 키움",
              file=("src/cart/QuantityButton.tsx", "const HIT_SLOP = 12;\n")),
            m("b", "jaehyun", "2026-02-27 18:40",
              "포인트 2배 이벤트 철회\n\n마케팅팀 요청으로 이벤트 자체를 진행 안 함. 플래그랑 배너 삭제. 대체 이벤트 없음.",
              "이벤트 자체를 진행 안 함",
              file=("src/promo/flags.ts", "export {};\n")),
        ]),
    ], [Subj("double points promotion", "double points promotion in March", "3월 포인트 2배 이벤트 해?", None,
             [("a", "cancelled"), ("b", "cancellation")])]),

    Seq("holdout-08", "en", ["cancellation"], [
        MailStep([
            m("a", "michael", "2026-03-03 13:05",
              "Good afternoon,\n\nThis message is to inform all clinical and administrative leaders that the EHR "
              "upgrade downtime has been scheduled for Saturday, April 11, from 10:00 PM to 4:00 AM. During this "
              "window the EHR will be unavailable and downtime procedures will be in effect. Paper downtime kits "
              "will be delivered to each unit by April 8.\n\nPlease share this notice with your teams and direct "
              "any questions to the IT Service Desk at extension 4357.\n\nRegards,\n\nMichael Okafor\n"
              "Director, Information Technology\nRiverside Medical Group" + _RIVERSIDE_FOOTER,
              "upgrade downtime has been scheduled for Saturday", subject="EHR upgrade downtime - Saturday, April 11",
              to=("elena", "grace", "brian")),
            n("elena", "2026-03-03 14:40",
              "Thank you, Michael. I will make sure the hospitalists and the ED are aware.\n\nElena Petrova, MD\n"
              "Chief Medical Information Officer",
              reply_to="a", to=("michael",), cc=("grace",)),
            m("b", "michael", "2026-03-27 08:15",
              "Good morning,\n\nPlease disregard the notice below. The April 11 EHR upgrade downtime is cancelled. "
              "The vendor has withdrawn the release pending a critical patch, and no new date has been set. Normal "
              "operations will continue that weekend, and the downtime kits will not be delivered.\n\nRegards,\n\n"
              "Michael Okafor\nDirector, Information Technology\nRiverside Medical Group" + _RIVERSIDE_FOOTER,
              "April 11 EHR upgrade downtime is cancelled", reply_to="a", to=("elena", "grace", "brian")),
        ], name="Inbox", style="outlook", owner="grace"),
    ], [Subj("EHR upgrade downtime", "EHR upgrade downtime date", "EHR 업그레이드 다운타임은 언제인가요?", None,
             [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------- restored
    Seq("holdout-09", "en", ["restored"], [
        SlackStep("lumen", "build", [
            m("a", "greg", "2026-01-26 10:20",
              "heads up: we're moving off perforce to plastic scm next month. migration weekend tbd. art folks, "
              "you'll be on the gluon client",
              "moving off perforce to plastic scm"),
            n("hannah", "2026-01-26 10:31", "😬 ok. can we get a training session?", thread="a"),
            m("b", "greg", "2026-02-12 15:02",
              "nvm on plastic, we're staying on perforce. the migration quote + retraining was way more than we "
              "thought. sorry for the whiplash",
              "we're staying on perforce"),
        ]),
    ], [Subj("version control system", "which vcs are we on", "버전 관리 시스템 뭐 써요?", "b", [("a", "replaced")])]),

    Seq("holdout-10", "ko", ["restored"], [
        SlackStep("chorok", "payments", [
            m("a", "jimin", "2026-03-02 14:05",
              "결제수단에서 네이버페이 빼기로 함. 수수료 대비 쓰는 사람이 너무 적음. 다음 배포 때 내릴게",
              "결제수단에서 네이버페이 빼기로 함"),
            n("jaehyun", "2026-03-02 14:07", "ㅇㅋ 결제창 수정해둘게", thread="a"),
            m("b", "doyun", "2026-03-05 10:12",
              "아 네이버페이 빼는 거 없던 걸로 하자. 다시 보니까 재구매 고객 결제 비중이 18%나 됨. 그대로 둬",
              "네이버페이 빼는 거 없던 걸로 하자"),
            n("jimin", "2026-03-05 10:15", "헉 알겠어 재현님 PR 닫아줘", thread="b"),
        ]),
    ], [Subj("Naver Pay as a payment method", "do we still accept naver pay", "네이버페이 결제 계속 받아?",
             "b", [("a", "replaced")])]),

    Seq("holdout-11", "mixed", ["restored"], [
        GitStep(SORA_FW, [
            m("a", "felix", "2026-02-16 10:30",
              "build: migrate from CMake to Bazel\n\nHermetic builds and remote caching. All targets now build with "
              "Bazel; the CMakeLists are kept for one release.",
              "All targets now build with Bazel",
              file=("BUILD.bazel", 'cc_binary(name = "arm_fw", srcs = glob(["src/*.c"]))\n')),
            n("dohyun", "2026-02-18 16:20", "fix: joint 3 encoder overflow at 65535 ticks",
              file=("src/encoder.c", "uint32_t ticks;\n")),
            m("b", "jaewon", "2026-02-24 11:45",
              'Revert "build: migrate from CMake to Bazel"\n\nThis reverts commit {sha:a}.\n\n'
              "크로스 컴파일 툴체인이 Bazel에서 안정적으로 안 돌아서 롤백. 기존 CMake 빌드 유지.",
              "기존 CMake 빌드 유지",
              file=("BUILD.bazel", "# removed\n")),
        ]),
    ], [Subj("firmware build system", "arm firmware build system", "암 펌웨어 빌드 시스템이 뭐예요?",
             "b", [("a", "replaced")])]),

    # --------------------------------------------------------------------------------- out of order
    Seq("holdout-12", "en", ["out_of_order", "reversal"], [
        MailStep([
            m("b", "elena", "2026-02-26 16:30",
              "Dear colleagues,\n\nAfter completion of the security and BAA review, the Clinical Informatics "
              "Committee has approved the transition of all telehealth visits to Zoom for Healthcare, effective "
              "Monday, March 16. Training sessions will be offered on March 9 and March 11; Grace will send the "
              "sign-up links.\n\nSincerely,\n\nElena Petrova, MD\nChief Medical Information Officer\n"
              "Riverside Medical Group" + _RIVERSIDE_FOOTER,
              "all telehealth visits to Zoom for Healthcare", subject="Telehealth platform - transition to Zoom for Healthcare",
              to=("michael", "grace", "brian")),
        ], name="Inbox-2026-02", style="outlook", owner="grace"),
        MailStep([
            m("a", "elena", "2026-01-08 09:10",
              "Dear colleagues,\n\nI am writing to confirm that we will continue to use Doxy.me for all telehealth "
              "visits through 2026. The committee reviewed alternatives in December and found no compelling reason "
              "to change at this time.\n\nSincerely,\n\nElena Petrova, MD\nChief Medical Information Officer\n"
              "Riverside Medical Group" + _RIVERSIDE_FOOTER,
              "continue to use Doxy.me", subject="Telehealth platform for 2026", to=("michael", "grace", "brian")),
        ], name="Archive-2026-01", style="outlook", owner="grace"),
    ], [Subj("telehealth platform", "telehealth platform", "원격진료는 어떤 플랫폼으로 하나요?", "b", [("a", "replaced")])],
        note="The February mail is ingested before the January archive."),

    Seq("holdout-13", "ko", ["out_of_order", "reversal"], [
        SlackStep("chorok", "growth", [
            m("b", "yuna", "2026-03-12 11:20", "최소 주문금액 2만원으로 올림. 객단가 올리는 게 이번 분기 목표라서. 다음주 월요일부터 적용",
              "최소 주문금액 2만원으로 올림"),
            n("jaehyun", "2026-03-12 11:25", "앱 배너 문구도 바꿔야 함?", thread="b"),
            n("yuna", "2026-03-12 11:26", "ㅇㅇ 부탁해", thread="b"),
        ], name="export-2026-03"),
        SlackStep("chorok", "growth", [
            m("a", "jimin", "2026-01-15 16:40", "최소 주문금액은 15,000원으로 확정. 앱 문구는 재현님이 바꿔줘",
              "최소 주문금액은 15,000원으로 확정"),
            n("jaehyun", "2026-01-15 16:44", "넵", thread="a"),
        ], name="export-2026-01"),
    ], [Subj("minimum order amount", "minimum order amount", "최소 주문금액 얼마야?", "b", [("a", "replaced")])],
        note="The March export is ingested before the January one."),

    Seq("holdout-14", "en", ["out_of_order", "reversal"], [
        GitStep("git@github.com:fjord-maps/deploy.git", [
            m("b", "lukas", "2026-03-18 13:10",
              "build: require PostgreSQL 16 for all services\n\nPostGIS 3.5 packages are 16-only on our base image, "
              "so 16 is now the minimum everywhere. The 14 images are gone from the registry." + _signoff("lukas"),
              "16 is now the minimum everywhere",
              file=("images/postgres/Dockerfile", "FROM postgis/postgis:16-3.5\n")),
        ], name="deploy-commits.json"),
        GitStep(TILES, [
            m("a", "mei", "2026-01-27 09:55",
              "build: set minimum supported PostgreSQL to 14\n\nDropping 12 and 13. PostgreSQL 14 is the oldest "
              "version we support for the tile server." + _signoff("mei"),
              "oldest version we support for the tile server",
              file=("docs/requirements.md", "PostgreSQL >= 14\n")),
            n("ingrid", "2026-02-05 12:00", "ci: cache cargo registry between runs" + _signoff("ingrid"),
              file=(".github/workflows/ci.yml", "cache: cargo\n")),
        ], name="tileserver-commits.json"),
    ], [Subj("minimum PostgreSQL version", "minimum supported postgres version", "지원하는 최소 PostgreSQL 버전은?",
             "b", [("a", "replaced")])],
        note="The deploy repository (newer decision) is ingested before the tileserver repository."),

    # ------------------------------------------------------------------------------------ agreement
    Seq("holdout-15", "en", ["agreement"], [
        SlackStep("lumen", "production", [
            m("a", "aisha", "2026-03-09 14:02",
              "proposal: push feature freeze to nov 6 so QA gets two full weeks before cert. objections by eod?",
              "push feature freeze to nov 6"),
            m("b", "kenji", "2026-03-09 14:10", "lgtm", "lgtm", thread="a"),
            m("c", "hannah", "2026-03-09 14:12", "+1 from art", "+1 from art", thread="a"),
            n("omar", "2026-03-09 14:20", "qa thanks you 🙏", thread="a"),
        ]),
    ], [Subj("feature freeze date", "feature freeze date", "기능 동결(feature freeze)은 언제예요?", "a",
             [("b", "agreement"), ("c", "agreement")])]),

    Seq("holdout-16", "ko", ["agreement"], [
        MailStep([
            m("a", "mikyung", "2026-02-24 17:30",
              "임태식 부장님께,\n\n구매팀 송미경입니다.\n\n최근 야간 근무자 이탈이 늘고 있어, 물류센터 야간 근무 수당을 "
              "시간당 2,000원 인상하는 안을 올립니다. 연간 추가 비용은 약 4,800만 원으로 추산됩니다.\n\n"
              "검토 부탁드립니다.\n\n송미경 드림",
              "시간당 2,000원 인상하는 안을 올립니다", subject="야간 근무 수당 인상(안) 검토 요청", to=("taesik",),
              cc=("hyuk",)),
            m("b", "taesik", "2026-02-25 08:40", "송 차장님,\n\n동의합니다. 다음 달 급여부터 반영하시기 바랍니다.\n\n임태식",
              "다음 달 급여부터 반영하시기 바랍니다", reply_to="a", to=("mikyung",), cc=("hyuk",)),
        ], name="받은편지함", style="korean", owner="mikyung"),
    ], [Subj("night shift allowance", "night shift allowance raise", "야간 근무 수당은 얼마 인상됐나요?", "a",
             [("b", "agreement")])]),

    Seq("holdout-17", "mixed", ["agreement"], [
        SlackStep("sora", "team-sync", [
            m("a", "felix", "2026-03-04 09:05",
              "proposal: can we move daily standup to 16:30 KST? then Berlin joins at 8:30 our time and we stop "
              "doing two standups",
              "move daily standup to 16:30 KST"),
            m("b", "jaewon", "2026-03-04 17:12", "동의해요 👍", "동의해요", thread="a"),
            m("c", "sohee", "2026-03-04 17:15", "저도 좋아요. 다음주 월요일부터 바꾸죠", "다음주 월요일부터 바꾸죠", thread="a"),
        ]),
    ], [Subj("daily standup time", "daily standup time", "데일리 스탠드업 몇 시에 해요?", "a",
             [("b", "agreement"), ("c", "agreement")])]),

    # ---------------------------------------------------------------------------------- restatement
    Seq("holdout-18", "en", ["restatement"], [
        MailStep([
            m("a", "michael", "2026-01-13 11:00",
              "All,\n\nEffective immediately, every laptop used for clinical work must have BitLocker full-disk "
              "encryption enabled. Devices found without it will be disconnected from the clinical network until "
              "remediated. The Service Desk can enable it in about 30 minutes per device.\n\nRegards,\n\n"
              "Michael Okafor\nDirector, Information Technology\nRiverside Medical Group" + _RIVERSIDE_FOOTER,
              "must have BitLocker full-disk encryption enabled", subject="Directive: full-disk encryption on clinical laptops",
              to=("elena", "grace", "brian")),
            m("b", "brian", "2026-03-02 10:45",
              "Hi all,\n\nAs a reminder, per Michael's January directive, BitLocker remains mandatory on every clinical "
              "laptop. Our scan last week found 14 devices without it; their owners have been contacted.\n\n"
              "Thanks,\n\nBrian Walsh\nNetwork Administrator\nRiverside Medical Group" + _RIVERSIDE_FOOTER,
              "BitLocker remains mandatory on every clinical laptop", subject="Reminder - BitLocker on clinical laptops",
              to=("elena", "grace", "michael")),
        ], name="Inbox", style="outlook", owner="grace"),
    ], [Subj("clinical laptop encryption", "disk encryption on clinical laptops", "진료용 노트북 디스크 암호화 필수인가요?",
             "a", [("b", "restatement")])]),

    Seq("holdout-19", "ko", ["restatement"], [
        SlackStep("chorok", "cold-chain", [
            m("a", "subin", "2026-02-02 08:30",
              "냉장 상품 포장은 이제부터 종이 아이스팩만 씀. 젤 아이스팩은 재고 소진되면 추가 발주 안 함",
              "냉장 상품 포장은 이제부터 종이 아이스팩만"),
            n("jimin", "2026-02-02 08:45", "고객 공지도 하자 친환경 포장 어필 ㄱㄱ"),
            m("b", "subin", "2026-03-03 07:50", "다들 기억하지? 아이스팩은 종이로만 넣기. 젤팩 섞여 나가면 안 돼",
              "아이스팩은 종이로만 넣기"),
        ]),
    ], [Subj("ice packs for chilled products", "ice packs for chilled orders", "냉장 상품 포장에 어떤 아이스팩 써?",
             "a", [("b", "restatement")])]),

    Seq("holdout-20", "mixed", ["restatement"], [
        GitStep(SORA_FW, [
            m("a", "dohyun", "2026-01-19 13:40",
              "build: pin firmware toolchain to arm-none-eabi-gcc 12.3\n\nNewer GCC versions miscompile the CAN "
              "driver at -O2. Toolchain is pinned to 12.3 until the driver is fixed.",
              "Toolchain is pinned to 12.3",
              file=("toolchain.cmake", "set(GCC_VERSION 12.3)\n")),
            n("felix", "2026-02-02 09:20", "docs: add flashing guide for the rev C board",
              file=("docs/flashing.md", "# Flashing rev C\n")),
            m("b", "jaewon", "2026-03-10 15:05",
              "docs: README에 툴체인 버전 고정 재안내\n\n툴체인은 계속 GCC 12.3 고정. 새로 온 분들이 13.x로 빌드하는 "
              "일이 있어서 README에 다시 적어 둠.",
              "툴체인은 계속 GCC 12.3 고정",
              file=("README.md", "툴체인: arm-none-eabi-gcc 12.3 (고정)\n")),
        ]),
    ], [Subj("firmware toolchain version", "gcc version for firmware builds", "펌웨어 빌드 GCC 버전이 몇이에요?",
             "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------ look-alike
    Seq("holdout-21", "en", ["lookalike"], [
        GitStep(TILES, [
            m("a", "ingrid", "2026-02-04 10:15",
              "perf(cache): cache basemap tiles for 24h\n\nBasemap tiles change at most daily, so the CDN TTL for "
              "basemap tiles is 24 hours." + _signoff("ingrid"),
              "CDN TTL for basemap tiles is 24 hours",
              file=("config/cache.toml", "[basemap]\nttl = 86400\n")),
            m("b", "ingrid", "2026-02-04 15:40",
              "perf(cache): 5 minute TTL for traffic overlay tiles\n\nTraffic overlay tiles go stale fast, so they "
              "are cached for 5 minutes only." + _signoff("ingrid"),
              "are cached for 5 minutes only",
              file=("config/cache.toml", "[basemap]\nttl = 86400\n\n[traffic]\nttl = 300\n")),
        ]),
    ], [Subj("basemap tile cache TTL", "basemap tile cache ttl", "베이스맵 타일 캐시 TTL은?", "a"),
        Subj("traffic overlay tile cache TTL", "traffic overlay tile cache ttl", "교통 오버레이 타일 캐시 TTL은?", "b")]),

    Seq("holdout-22", "ko", ["lookalike"], [
        MailStep([
            m("a", "taesik", "2026-03-02 09:00",
              "수신: 물류운영팀\n발신: 물류혁신TF 임태식\n\n1. 산업안전보건법 관련 후속 조치입니다.\n"
              "2. 부산 물류센터 안전관리 책임자로 권혁 대리를 지정합니다.\n3. 지정일: 2026년 3월 3일\n\n끝.",
              "안전관리 책임자로 권혁 대리를 지정합니다", subject="부산 물류센터 안전관리 책임자 지정의 건",
              to=("hyuk", "eunbi")),
            m("b", "taesik", "2026-03-02 09:10",
              "수신: 물류운영팀\n발신: 물류혁신TF 임태식\n\n1. 산업안전보건법 관련 후속 조치입니다.\n"
              "2. 인천 물류센터 안전관리 책임자는 노은비 주임이 맡습니다.\n3. 지정일: 2026년 3월 3일\n\n끝.",
              "안전관리 책임자는 노은비 주임이 맡습니다", subject="인천 물류센터 안전관리 책임자 지정의 건",
              to=("hyuk", "eunbi")),
        ], name="받은편지함", style="korean", owner="eunbi"),
    ], [Subj("Busan center safety manager", "Busan logistics center safety manager", "부산 물류센터 안전관리 책임자는 누구입니까?", "a"),
        Subj("Incheon center safety manager", "Incheon logistics center safety manager", "인천 물류센터 안전관리 책임자는 누구입니까?", "b")]),

    Seq("holdout-23", "mixed", ["lookalike"], [
        SlackStep("sora", "robotics", [
            m("a", "jaewon", "2026-02-11 14:00", "arm controller는 ROS 2 Humble로 갑니다. MoveIt 플러그인 호환성 때문에요.",
              "arm controller는 ROS 2 Humble로 갑니다"),
            m("b", "felix", "2026-02-11 07:30", "and the mobile base goes on ROS 2 Jazzy, the Nav2 features we need are only there.",
              "mobile base goes on ROS 2 Jazzy"),
            n("sohee", "2026-02-11 15:40", "두 개 distro 섞는 거 bridge 테스트 제가 해볼게요"),
        ]),
    ], [Subj("arm controller ROS distribution", "ROS distro for the arm controller", "암 컨트롤러 ROS 버전은?", "a"),
        Subj("mobile base ROS distribution", "ROS distro for the mobile base", "모바일 베이스 ROS 버전은?", "b")]),
]
