"""Fresh3 sequences: a fifth split, the next untouched check. Written by someone who had read only the data
model (``build.py``), the label format (``_supersession_data.py``), the benchmark's docstring and the layout
of the fresh2 module plus one of its sequences — not the supersession or extraction rules, not the
dev/holdout/fresh sequences and not the rest of fresh2. It is for measuring only; never tune on it.

Teams (all new, keys prefixed ``f3_``):

* 대성오토텍㈜ (a Gwangju Hanam industrial-park brake-parts supplier; Korean Slack, 공문체 mail with a Korean
  OEM, English mail with a German Tier-1 customer);
* Kilele Pay (a Nairobi payments startup; English Slack, Gmail, a ledger-service repository);
* 스텔라하우스 엔터테인먼트 운영팀 (a Seoul K-pop agency's ops team; 반말/존댓말 Slack, English mail with a
  Tokyo promoter and a Los Angeles touring company);
* Merri Creek University Library (Melbourne; Outlook mail, Slack, a Korean e-book vendor in Korean);
* 해오름은행 IT본부 (a Korean regional bank's IT; 공문체 mail, 개조식 Slack, Korean commits);
* Torfmoor Carbon (a Berlin peatland-carbon startup; English Slack and commits, Korean mail with a Seoul buyer);
* 한옥밥상 (a Jeonju restaurant chain; 반말/개조식 Slack, Korean webmail with a beef co-op, a Singapore
  franchisee in a shared channel);
* burrow (an open-source Rust log-search CLI; maintainers in Stockholm, Seoul, Lisbon and Portland; commits,
  a mailing list, a maintainers' Slack);
* 한라산드론 (a Jeju drone-delivery startup with an Australian aviation-compliance consultant; code-switching
  Slack and commits).

Labelling conventions used here: in a *restored* sequence (X, then Y, then "never mind, we stay on X") the
restoring message is the standing one and both the original X and the Y are ``replaced``; an agreement's
standing message is the proposal, the "LGTM"/"동의합니다"/"ㅇㅋ" reply is ``agreement``; a "Reminder: …" or a
follow-up that only repeats an earlier decision is ``restatement`` and the original stands; a cancelled
subject has ``standing: None``, the retired decision ``cancelled`` and the retiring message ``cancellation``.
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

SEOUL, NBO, TYO, LAX = "Asia/Seoul", "Africa/Nairobi", "Asia/Tokyo", "America/Los_Angeles"
MEL, BER, LIS, STO = "Australia/Melbourne", "Europe/Berlin", "Europe/Lisbon", "Europe/Stockholm"
SIN, SYD = "Asia/Singapore", "Australia/Sydney"

PEOPLE = {
    # 대성오토텍㈜ (Gwangju) + customers
    "f3_ds_ma": Person("마동철", "dc.ma@daesung-autotech.co.kr", SEOUL, "dongcheol.ma", "생산본부장"),
    "f3_ds_oh": Person("오세진", "sj.oh@daesung-autotech.co.kr", SEOUL, "sejin.oh", "품질관리팀장"),
    "f3_ds_ryu": Person("류현아", "ha.ryu@daesung-autotech.co.kr", SEOUL, "hyuna", "생산관리팀 대리"),
    "f3_ds_bang": Person("방수정", "sujeong.bang@daesung-autotech.co.kr", SEOUL, "sujeong", "구매팀 과장"),
    "f3_ds_yeo": Person("여준기", "jk.yeo@daesung-autotech.co.kr", SEOUL, "junki", "물류팀 주임"),
    "f3_ds_han": Person("한지석", "jiseok.han@hanul-motors.co.kr", SEOUL, title="한울모터스 협력사품질팀 책임"),
    "f3_ds_katrin": Person("Katrin Vogel", "katrin.vogel@kellner-bremsen.de", BER,
                           title="Supplier Quality Engineer APAC, Kellner Bremsen GmbH"),
    # Kilele Pay (Nairobi)
    "f3_kp_wanjiru": Person("Wanjiru Kamau", "wanjiru@kilelepay.co.ke", NBO, "wanjiru", "CTO"),
    "f3_kp_otieno": Person("Brian Otieno", "brian.otieno@kilelepay.co.ke", NBO, "otieno", "Backend Engineer"),
    "f3_kp_achieng": Person("Achieng Odhiambo", "achieng@kilelepay.co.ke", NBO, "achieng", "Head of Compliance"),
    "f3_kp_mutua": Person("David Mutua", "david.mutua@kilelepay.co.ke", NBO, "dmutua", "Product Manager"),
    "f3_kp_zawadi": Person("Zawadi Njeri", "zawadi@kilelepay.co.ke", NBO, "zawadi", "Customer Support Lead"),
    # 스텔라하우스 엔터테인먼트 운영팀 (Seoul) + partners
    "f3_sh_kang": Person("강예린", "yerin.kang@stellahouse.kr", SEOUL, "yerin", "운영팀장"),
    "f3_sh_noh": Person("노준서", "junseo.noh@stellahouse.kr", SEOUL, "junseo", "투어 매니저"),
    "f3_sh_woo": Person("우하람", "haram.woo@stellahouse.kr", SEOUL, "haram", "MD 파트"),
    "f3_sh_pyun": Person("편지호", "jiho.pyun@stellahouse.kr", SEOUL, "jiho", "팬 플랫폼 담당"),
    "f3_sh_mika": Person("Mika Tanaka", "m.tanaka@sakura-live.jp", TYO, title="Promoter, Sakura Live Entertainment"),
    "f3_sh_jess": Person("Jessica Alvarez", "jess@northlight-touring.com", LAX,
                         title="Tour Production Coordinator, Northlight Touring"),
    # Merri Creek University Library (Melbourne) + vendor
    "f3_mc_fiona": Person("Fiona Gallagher", "f.gallagher@merricreek.edu.au", MEL, "fiona.g",
                          "Associate University Librarian"),
    "f3_mc_tom": Person("Tom Nguyen", "tom.nguyen@merricreek.edu.au", MEL, "tomn", "Library Systems Manager"),
    "f3_mc_aroha": Person("Aroha Wiremu", "aroha.wiremu@merricreek.edu.au", MEL, "aroha", "Collections & Access Manager"),
    "f3_mc_sanjay": Person("Sanjay Patel", "sanjay.patel@merricreek.edu.au", MEL, "sanjay", "Digital Repository Lead"),
    "f3_mc_minji": Person("Minji Seo", "minji.seo@merricreek.edu.au", MEL, "minji", "Liaison Librarian, Asian Studies"),
    "f3_mc_yoon": Person("윤상훈", "sh.yoon@kstudies-digital.co.kr", SEOUL, title="㈜케이스터디즈디지털 해외영업팀 차장"),
    # 해오름은행 IT본부 (Jeonju) + vendor
    "f3_hr_gu": Person("구민재", "mj.gu@haeoreumbank.co.kr", SEOUL, "minjae.gu", "IT기획부 부장"),
    "f3_hr_seok": Person("석지은", "je.seok@haeoreumbank.co.kr", SEOUL, "jieun.seok", "인프라운영팀 차장"),
    "f3_hr_tak": Person("탁성호", "sh.tak@haeoreumbank.co.kr", SEOUL, "sungho.tak", "정보보호팀 과장"),
    "f3_hr_eom": Person("엄다솜", "ds.eom@haeoreumbank.co.kr", SEOUL, "dasom", "계정계개발팀 대리"),
    "f3_hr_ham": Person("함동훈", "dh.ham@corebank-sol.co.kr", SEOUL, title="㈜코어뱅크솔루션 PM"),
    # Torfmoor Carbon (Berlin) + buyer
    "f3_tm_lena": Person("Lena Hoffmann", "lena@torfmoor.earth", BER, "lena", "CEO"),
    "f3_tm_jonas": Person("Jonas Becker", "jonas@torfmoor.earth", BER, "jonas", "Head of Engineering"),
    "f3_tm_amara": Person("Amara Osei", "amara@torfmoor.earth", BER, "amara", "Remote Sensing Scientist"),
    "f3_tm_sooah": Person("Soo-ah Bae", "sooah@torfmoor.earth", BER, "sooah", "Partnerships Manager, Asia"),
    "f3_tm_felix": Person("Felix Wagner", "felix@torfmoor.earth", BER, "felix", "Field Operations"),
    "f3_tm_ines": Person("Inês Carvalho", "ines@torfmoor.earth", LIS, "ines", "Product Designer"),
    "f3_tm_kim": Person("김도윤", "doyoon.kim@greenbridge.co.kr", SEOUL, title="㈜그린브릿지 탄소사업팀장"),
    # 한옥밥상 (Jeonju) + supplier + Singapore franchisee
    "f3_jj_moon": Person("문정숙", "js.moon@hanokbapsang.co.kr", SEOUL, "jeongsuk", "대표"),
    "f3_jj_son": Person("손태양", "taeyang@hanokbapsang.co.kr", SEOUL, "taeyang", "운영팀장"),
    "f3_jj_ha": Person("하은비", "eunbi@hanokbapsang.co.kr", SEOUL, "eunbi", "메뉴개발 셰프"),
    "f3_jj_pi": Person("피승우", "seungwoo@hanokbapsang.co.kr", SEOUL, "seungwoo", "객사점 점장"),
    "f3_jj_ko": Person("고나래", "narae@hanokbapsang.co.kr", SEOUL, "narae", "마케팅 담당"),
    "f3_jj_ok": Person("옥상철", "sc.ok@wanju-hanwoo.co.kr", SEOUL, title="완주한우영농조합법인 영업과장"),
    "f3_jj_weiling": Person("Wei Ling Tan", "weiling@ttgdining.com.sg", SIN, "weiling", "Director, TTG Dining"),
    # burrow (open-source Rust CLI)
    "f3_bw_erik": Person("Erik Lindqvist", "erik@lindqvist.dev", STO, "erikl", "maintainer"),
    "f3_bw_hyejin": Person("Hyejin Cho", "hyejin@hjcho.dev", SEOUL, "hyejin", "maintainer"),
    "f3_bw_tomas": Person("Tomás Ferreira", "tomas.ferreira@proton.me", LIS, "tferreira", "maintainer"),
    "f3_bw_daehyun": Person("남궁대현", "daehyun.ng@gmail.com", SEOUL, "daehyun", "contributor"),
    "f3_bw_kat": Person("Kat Sullivan", "kat@katsullivan.net", LAX, "kats", "contributor"),
    # 한라산드론 (Jeju) + consultant
    "f3_hd_yang": Person("양지훈", "jihoon.yang@hallasan-drone.kr", SEOUL, "jihoon", "대표"),
    "f3_hd_boo": Person("부세라", "sera.boo@hallasan-drone.kr", SEOUL, "sera", "운항팀장"),
    "f3_hd_kwon": Person("권태오", "taeo.kwon@hallasan-drone.kr", SEOUL, "taeo", "펌웨어 엔지니어"),
    "f3_hd_matt": Person("Matt Kerr", "matt.kerr@skyward-compliance.com.au", SYD, "mattk",
                         "Aviation Compliance Consultant"),
}

WORKSPACES = {
    "f3_daesung": Workspace("T09F3DSAT4", "daesung-autotech",
                            ("f3_ds_ma", "f3_ds_oh", "f3_ds_ryu", "f3_ds_bang", "f3_ds_yeo")),
    "f3_kilele": Workspace("T09F3KLPY6", "kilelepay",
                           ("f3_kp_wanjiru", "f3_kp_otieno", "f3_kp_achieng", "f3_kp_mutua", "f3_kp_zawadi")),
    "f3_stella": Workspace("T09F3STLH2", "stellahouse-ops", ("f3_sh_kang", "f3_sh_noh", "f3_sh_woo", "f3_sh_pyun")),
    "f3_merri": Workspace("T09F3MCUL9", "merricreek-library",
                          ("f3_mc_fiona", "f3_mc_tom", "f3_mc_aroha", "f3_mc_sanjay", "f3_mc_minji")),
    "f3_haeoreum": Workspace("T09F3HORB1", "haeoreum-it", ("f3_hr_gu", "f3_hr_seok", "f3_hr_tak", "f3_hr_eom")),
    "f3_torfmoor": Workspace("T09F3TRFM7", "torfmoor",
                             ("f3_tm_lena", "f3_tm_jonas", "f3_tm_amara", "f3_tm_sooah", "f3_tm_felix", "f3_tm_ines")),
    "f3_hanok": Workspace("T09F3HNBS5", "hanokbapsang",
                          ("f3_jj_moon", "f3_jj_son", "f3_jj_ha", "f3_jj_pi", "f3_jj_ko", "f3_jj_weiling")),
    "f3_burrow": Workspace("T09F3BRRW3", "burrow-rs",
                           ("f3_bw_erik", "f3_bw_hyejin", "f3_bw_tomas", "f3_bw_daehyun", "f3_bw_kat")),
    "f3_hallasan": Workspace("T09F3HLSD8", "hallasan-drone", ("f3_hd_yang", "f3_hd_boo", "f3_hd_kwon", "f3_hd_matt")),
}

LEDGER = "git@github.com:kilelepay/ledger-service.git"
BATCH = "https://gitlab.haeoreumbank.local/core/batch-scheduler.git"
MRV = "git@github.com:torfmoor/mrv-pipeline.git"
BURROW = "https://github.com/burrow-rs/burrow.git"
FLIGHTOPS = "git@github.com:hallasan-drone/flight-ops.git"


SEQUENCES: list[Seq] = [
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh3-01", "ko", ["reversal"], [
        SlackStep("f3_daesung", "생산관리", [
            n("f3_ds_ma", "2026-02-23 07:52", "다들 좋은 아침입니다. 오늘 2라인 금형 교체 있으니 오전 출하 물량 먼저 빼주세요"),
            n("f3_ds_yeo", "2026-02-23 08:05", "네 본부장님, 9시 전에 상차 끝내겠습니다"),
            m("a", "f3_ds_ryu", "2026-02-24 16:20",
              "3월 2일부터 야간조 교대 시간은 22시로 합니다. 주간조 퇴근 22시, 야간조는 21시 40분까지 조회 참석 "
              "부탁드립니다.",
              "야간조 교대 시간은 22시로 합니다"),
            n("f3_ds_oh", "2026-02-24 16:31", "품질팀 야간 검사원도 같이 맞추겠습니다", thread="a"),
            n("f3_ds_bang", "2026-02-26 11:03",
              "알루미늄 잉곳 3월분 단가 톤당 38만원 인상 통보 왔습니다. 구매팀에서 협상 중이에요"),
            n("f3_ds_ma", "2026-02-26 11:10", "일단 협상 결과 보고 다시 얘기합시다"),
            m("b", "f3_ds_ryu", "2026-03-05 17:45",
              "다음 주 월요일(3/9)부터 야간조 교대 21시 30분입니다. 하남산단 순환버스 막차가 22시 05분이라 "
              "주간조 퇴근 버스 시간에 맞췄습니다.",
              "야간조 교대 21시 30분입니다"),
            n("f3_ds_yeo", "2026-03-05 17:52", "ㅇㅋ 물류도 상차 마감 21시로 당길게요", thread="b"),
            n("f3_ds_ma", "2026-03-05 18:03", "좋습니다. 버스 놓치는 사람 없게 해주세요", thread="b"),
        ], topic="생산 일정, 라인 운영, 근무 공지"),
    ], [Subj("야간조 교대 시각", "What time do the day and night shifts hand over at the plant?",
             "공장 주야간 교대 몇 시에 해요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh3-02", "ko", ["agreement"], [
        MailStep([
            m("a", "f3_ds_oh", "2026-03-10 14:05",
              "한지석 책임님, 안녕하십니까.\n대성오토텍 품질관리팀 오세진입니다.\n\n"
              "지난주 화상회의에서 말씀 나눈 리어 캘리퍼 브래킷(품번 58210-R4100) 초도품 검사 관련하여 아래와 "
              "같이 제안드립니다.\n\n"
              "1. 초도품 검사 샘플: 로트당 5개 (기존 3개)\n"
              "2. 측정 항목: 볼트 체결 홀 위치도, 취부면 평면도 추가\n"
              "3. 적용 시점: 4월 1일 양산 로트부터\n\n"
              "검토 후 회신 부탁드립니다.\n\n"
              "오세진 드림\n품질관리팀장 | 대성오토텍㈜\n광주광역시 광산구 하남산단6번로 117\nT. 062-951-4417",
              "초도품 검사 샘플: 로트당 5개",
              to=("f3_ds_han",), cc=("f3_ds_ma",),
              subject="[대성오토텍] 리어 캘리퍼 브래킷 초도품 검사 샘플 수량 협의 건"),
            n("f3_ds_bang", "2026-03-11 09:20",
              "팀장님,\n\n3/19 한울모터스 협력사 품질교육 참석자 명단 회신 요청이 왔습니다. 품질팀에서 2명 "
              "가능할까요? 금요일까지 구매팀으로 알려주시면 취합해서 보내겠습니다.\n\n방수정 드림\n구매팀 과장",
              to=("f3_ds_oh",), subject="3월 협력사 품질교육 참석자 명단"),
            m("b", "f3_ds_han", "2026-03-12 09:31",
              "오세진 팀장님,\n한울모터스 협력사품질팀 한지석입니다.\n\n"
              "제안하신 내용 내부 검토 완료했으며 그대로 동의합니다. 4월 1일 양산 로트부터 적용해 주시고, 첫 "
              "로트 성적서는 SRM 시스템에 같이 올려 주세요.\n\n감사합니다.\n한지석 드림",
              "내부 검토 완료했으며 그대로 동의합니다",
              to=("f3_ds_oh",), cc=("f3_ds_ma",), reply_to="a"),
            n("f3_ds_oh", "2026-03-12 10:02",
              "확인했습니다. 첫 로트 성적서 SRM에 업로드하겠습니다. 감사합니다.\n\n오세진 드림",
              to=("f3_ds_han",), reply_to="b"),
        ], name="mail-export", style="korean", owner="f3_ds_oh"),
    ], [Subj("리어 캘리퍼 브래킷 초도품 검사 샘플 수",
             "How many parts per lot get checked at first-article inspection for the rear caliper bracket?",
             "리어 캘리퍼 브래킷 초물 검사 때 로트마다 몇 개씩 뽑아요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh3-03", "mixed", ["out_of_order", "reversal"], [
        MailStep([
            m("b", "f3_ds_oh", "2026-02-27 16:10",
              "Dear Katrin,\n\nFollowing our call today: Daesung Autotech will submit the complete PPAP package "
              "(Level 3) for the front caliper housing 58110-K2 on 20 March 2026. The 240-hour salt spray report "
              "from KTR is only issued on 18 March, and we prefer to send one complete package rather than a "
              "partial one.\n\nDimensional and material reports are ready and can be shared in advance if "
              "helpful.\n\nBest regards,\nSejin Oh\nQuality Manager | Daesung Autotech Co., Ltd.\nGwangju, Korea",
              "will submit the complete PPAP package",
              to=("f3_ds_katrin",), cc=("f3_ds_ma",),
              subject="Front caliper housing 58110-K2 - PPAP submission date"),
            n("f3_ds_katrin", "2026-02-27 10:02",
              "Dear Sejin,\n\nthank you, 20 March works for us. Please upload via the Kellner supplier portal, "
              "not by e-mail - our SQ mailbox strips attachments above 20 MB.\n\nKind regards\nKatrin Vogel\n"
              "Supplier Quality Engineer APAC\nKellner Bremsen GmbH, Hannover",
              to=("f3_ds_oh",), reply_to="b"),
        ], name="outlook-export", style="outlook", owner="f3_ds_oh"),
        SlackStep("f3_daesung", "품질", [
            n("f3_ds_yeo", "2026-02-09 08:30", "3번 측정실 에어컨 수리 기사님 10시 방문 예정입니다"),
            m("a", "f3_ds_oh", "2026-02-09 13:40",
              "켈너 프런트 캘리퍼 하우징 PPAP는 3월 6일까지 제출하는 걸로 정했습니다. 치수 성적서, 재료 성적서는 "
              "2월 말까지 @{f3_ds_ryu} 대리가 모아주세요.",
              "PPAP는 3월 6일까지 제출하는 걸로"),
            n("f3_ds_ryu", "2026-02-09 13:52", "네 팀장님. 염수분무 시험은 KTR에 의뢰해둘게요", thread="a"),
            n("f3_ds_ryu", "2026-02-10 09:12", "KTR 염수분무 결과는 3/18에 나온다고 합니다 ㅠ 240시간짜리라",
              thread="a"),
            n("f3_ds_oh", "2026-02-10 09:20", "일단 알겠어요. 고객사랑 통화해 볼게요", thread="a"),
        ], topic="품질 이슈, 고객사 대응"),
    ], [Subj("켈너 프런트 캘리퍼 하우징 PPAP 제출일", "When is the PPAP for Kellner's front caliper housing going in?",
             "켈너 쪽 프런트 하우징 PPAP 언제 내기로 했어요?", "b", [("a", "replaced")])],
        note="The Outlook export (late February) is ingested before the older Slack export (early February)."),

    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh3-04", "ko", ["cancellation"], [
        SlackStep("f3_daesung", "생산관리", [
            n("f3_ds_bang", "2026-03-09 10:15", "ADC12 소재 입고 예정일 공유드립니다. 3/13(금) 오후 2시 예정"),
            m("a", "f3_ds_ma", "2026-03-09 15:30",
              "이번 주 토요일(3/14) 특근 진행합니다. 2·3라인 08시~17시, 인원은 류대리가 라인별로 취합해 주세요.",
              "토요일(3/14) 특근 진행합니다"),
            n("f3_ds_ryu", "2026-03-09 15:41", "넵 오늘 중으로 명단 올리겠습니다", thread="a"),
            n("f3_ds_ryu", "2026-03-09 17:50", "2라인 9명, 3라인 7명입니다", thread="a"),
            n("f3_ds_bang", "2026-03-12 16:40",
              "본부장님, 소재 업체에서 방금 연락 왔는데 ADC12 입고가 다음 주 월요일로 밀렸다고 합니다. 배차 "
              "문제라네요 😓"),
            m("b", "f3_ds_ma", "2026-03-12 16:58",
              "그럼 토요일 특근은 없는 걸로 하겠습니다. 소재 없이 라인 돌릴 수 없으니 다들 주말 쉬세요. 명단 "
              "올린 분들께도 따로 전달 부탁해요.",
              "토요일 특근은 없는 걸로 하겠습니다"),
            n("f3_ds_yeo", "2026-03-12 17:02", "ㅎㅎ 감사합니다"),
        ], name="slack-export", topic="생산 일정, 라인 운영, 근무 공지"),
    ], [Subj("3/14 토요일 특근", "Are we running the extra Saturday shift on the 14th?",
             "이번 주 토요일에 특근 나와야 돼요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh3-05", "en", ["reversal"], [
        SlackStep("f3_kilele", "payments-ops", [
            n("f3_kp_mutua", "2026-01-19 09:05", "Morning! Safaricom has Daraja maintenance tonight 23:00-01:00, "
              "expect STK push failures"),
            m("a", "f3_kp_wanjiru", "2026-01-19 11:32",
              "Decision on merchant settlements: one batch per day, 18:00 EAT, via PesaLink for bank accounts and "
              "B2C for M-Pesa tills. Brian to wire the scheduler.",
              "one batch per day, 18:00 EAT"),
            n("f3_kp_otieno", "2026-01-19 11:40", "on it. will put the cron in ledger-service", thread="a"),
            n("f3_kp_zawadi", "2026-01-27 14:20",
              "Support is getting lots of 'where is my money' from the Gikomba merchants, most of them want the "
              "money by lunchtime"),
            n("f3_kp_mutua", "2026-01-27 14:31", "yeah, the market vendors restock in the afternoon. Let me pull numbers"),
            n("f3_kp_mutua", "2026-01-29 10:00", "Numbers: 61% of merchant support tickets last week were about "
              "settlement timing."),
            m("b", "f3_kp_wanjiru", "2026-02-02 09:15",
              "From Monday 9 Feb settlements go out twice a day, 11:00 and 17:00 EAT. Same rails. Brian is adding "
              "the second run, Zawadi please tell the merchant WhatsApp groups.",
              "settlements go out twice a day"),
            n("f3_kp_zawadi", "2026-02-02 09:21", "🙌 will post in the groups today", thread="b"),
            n("f3_kp_otieno", "2026-02-02 10:47", "PR is up, ledger-service#412", thread="b"),
        ], topic="Settlements, payouts, M-Pesa incidents"),
    ], [Subj("merchant settlement schedule", "When do merchants get their money each day?",
             "가맹점 정산금은 하루 중 언제 들어가요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh3-06", "en", ["restored"], [
        GitStep(LEDGER, [
            n("f3_kp_otieno", "2026-02-03 10:12", "chore: bump sqlalchemy to 2.0.36",
              file=("requirements.txt", "sqlalchemy==2.0.36\npsycopg[binary]==3.2.3\nfastapi==0.115.6\n")),
            m("a", "f3_kp_otieno", "2026-02-04 15:40",
              "idempotency: guard payout requests with Postgres advisory locks\n\n"
              "Every payout carries an Idempotency-Key header; we take pg_advisory_xact_lock(hash(key)) for the "
              "duration of the insert so a retried M-Pesa callback can't double-pay.",
              "guard payout requests with Postgres advisory locks",
              file=("ledger/idempotency.py", "BACKEND = \"pg_advisory\"\n")),
            n("f3_kp_wanjiru", "2026-02-10 17:02", "docs: describe settlement batches in README",
              file=("README.md", "## Settlements\n\nTwo batches a day, see scheduler/settlements.py.\n")),
            m("b", "f3_kp_otieno", "2026-02-17 11:05",
              "idempotency: move keys to Redis SET NX with 24h TTL\n\n"
              "Advisory locks were holding connections during the Daraja timeout (up to 30s) and starved the pool "
              "at peak. Redis keeps the hot path off Postgres.",
              "Redis keeps the hot path off Postgres",
              file=("ledger/idempotency.py", "BACKEND = \"redis_setnx\"\nTTL_SECONDS = 86400\n")),
            n("f3_kp_otieno", "2026-02-18 09:30", "test: cover duplicate B2C result callbacks",
              file=("tests/test_idempotency.py", "def test_duplicate_b2c_callback():\n    ...\n")),
            m("c", "f3_kp_wanjiru", "2026-02-24 18:22",
              "Revert \"idempotency: move keys to Redis SET NX with 24h TTL\"\n\n"
              "This reverts commit {sha:b}.\n\n"
              "Staging Redis failover on 23 Feb dropped ~40 keys and we paid two test merchants twice. Back to "
              "advisory locks; the pool starvation gets fixed separately by capping the Daraja wait.",
              "Back to advisory locks; the pool",
              file=("ledger/idempotency.py", "BACKEND = \"pg_advisory\"\n")),
            n("f3_kp_otieno", "2026-02-25 12:14", "daraja: cap callback wait at 10s",
              file=("ledger/daraja.py", "CALLBACK_TIMEOUT_S = 10\n")),
        ]),
    ], [Subj("payout idempotency mechanism", "How do we stop a retried payout from being paid out twice?",
             "재시도된 지급 요청이 두 번 나가지 않게 막는 방식이 뭐예요?", "c",
             [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh3-07", "en", ["restatement", "lookalike"], [
        MailStep([
            m("a", "f3_kp_achieng", "2026-01-14 09:40",
              "Hi all,\n\nAfter going through the CBK guidance with our lawyers, here is where we land: Tier-1 "
              "wallets (phone number + ID only, no selfie) are capped at KES 70,000 per day and KES 300,000 "
              "balance. Anything above needs Tier-2 KYC.\n\nProduct, please make sure the app shows the cap "
              "before the user hits it, not after.\n\nThanks,\nAchieng\n--\nAchieng Odhiambo | Head of Compliance "
              "| Kilele Pay\nWestlands, Nairobi",
              "capped at KES 70,000 per day",
              to=("f3_kp_wanjiru", "f3_kp_mutua", "f3_kp_zawadi"), subject="Tier-1 wallet limits (CBK guidance)"),
            n("f3_kp_mutua", "2026-01-14 11:02",
              "Thanks Achieng, we'll add a progress bar on the wallet screen next sprint.\n\nDavid",
              to=("f3_kp_achieng",), reply_to="a"),
            m("c", "f3_kp_achieng", "2026-02-03 15:25",
              "Hi David,\n\nThe Communications Authority approved our sender ID. So: every transaction SMS goes "
              "out in English and Kiswahili in the same message, sender ID KILELE-PAY, max 2 SMS parts. If the "
              "template doesn't fit in 2 parts, shorten the English, not the Kiswahili.\n\nAchieng",
              "goes out in English and Kiswahili",
              to=("f3_kp_mutua",), cc=("f3_kp_zawadi",), subject="SMS receipt wording (CA approval)"),
            n("f3_kp_zawadi", "2026-02-05 08:10",
              "Hi Achieng, I'm off 12-16 Feb, Wairimu covers escalations while I'm away.\n\nZ",
              to=("f3_kp_achieng",), subject="Leave 12-16 Feb"),
            m("b", "f3_kp_achieng", "2026-02-20 08:55",
              "Hi team,\n\nReminder: the Tier-1 cap (KES 70k/day, KES 300k balance) does not change for the "
              "February cashback promo. I've seen two Jira tickets suggesting we lift it \"just for the "
              "campaign\" - we're not.\n\nAchieng",
              "does not change for the February cashback",
              to=("f3_kp_wanjiru", "f3_kp_mutua", "f3_kp_zawadi", "f3_kp_otieno"),
              subject="Tier-1 limits during the promo"),
        ], name="achieng.mbox", owner="f3_kp_achieng"),
    ], [Subj("Tier-1 wallet limits", "How much can a basic-KYC wallet move in a day?",
             "기본 인증만 한 지갑은 하루에 얼마까지 쓸 수 있어요?", "a", [("b", "restatement")]),
        Subj("transaction SMS language", "What language are the payment text receipts sent in?",
             "거래 문자 영수증은 어느 언어로 가요?", "c")]),

    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh3-08", "en", ["cancellation"], [
        SlackStep("f3_kilele", "general", [
            m("a", "f3_kp_wanjiru", "2026-02-09 12:00",
              "Team offsite: 19–20 March at Naivasha, Lake Naivasha Resort. Leaving the office 7am Thursday by "
              "coaster. Plus-ones not included, sorry 😅",
              "Team offsite: 19–20 March at Naivasha",
              reactions={"tada": ["f3_kp_otieno", "f3_kp_zawadi", "f3_kp_mutua"]}),
            n("f3_kp_zawadi", "2026-02-09 12:04", "finally! who's bringing the speaker", thread="a"),
            n("f3_kp_otieno", "2026-02-09 12:06", "me obviously", thread="a"),
            n("f3_kp_mutua", "2026-02-16 08:45", "Lunch today is on the new intern, he lost the FPL bet"),
        ]),
        MailStep([
            n("f3_kp_achieng", "2026-03-02 10:10",
              "Wanjiru,\n\nThe external audit quote came back at KES 1.85M, about 600k above what we budgeted. We "
              "need to find it somewhere this quarter.\n\nAchieng",
              to=("f3_kp_wanjiru",), subject="Audit fees"),
            m("b", "f3_kp_wanjiru", "2026-03-03 08:30",
              "Hi all,\n\nWe're not doing Naivasha this quarter. The audit came in well above budget and that "
              "money has to come from somewhere. I've released the resort booking (deposit refunded minus "
              "10%).\n\nI know, I'm sad too. We'll look at something smaller once the audit is closed.\n\n"
              "Wanjiru\n--\nWanjiru Kamau | CTO | Kilele Pay",
              "We're not doing Naivasha this quarter",
              to=("f3_kp_otieno", "f3_kp_achieng", "f3_kp_mutua", "f3_kp_zawadi"), subject="Naivasha"),
            n("f3_kp_zawadi", "2026-03-03 08:52", "Sad but understood 😢\n\nZ", to=("f3_kp_wanjiru",), reply_to="b"),
        ], name="wanjiru.mbox", owner="f3_kp_wanjiru"),
    ], [Subj("March team offsite", "Is the team trip to the lake still happening in March?",
             "3월 팀 워크숍 가는 거 아직 해요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh3-09", "ko", ["reversal"], [
        SlackStep("f3_stella", "팬플랫폼", [
            n("f3_sh_pyun", "2026-03-03 10:20", "자체앱 푸시 발송 한도 하루 3회인 거 다들 알지?"),
            n("f3_sh_woo", "2026-03-03 10:22", "ㅇㅇ 알지"),
            m("a", "f3_sh_pyun", "2026-03-03 14:05",
              "루미나 미니 3집 팬싸 응모 마감 일요일(3/15) 밤 11시 59분으로 가자. 당첨 발표는 17일 화요일 오후 6시",
              "일요일(3/15) 밤 11시 59분으로 가자"),
            n("f3_sh_kang", "2026-03-03 14:11", "ㅇㅋ 음반 판매처 공지 문구는 하람이가 정리해줘", thread="a"),
            n("f3_sh_woo", "2026-03-03 14:13", "넵 오늘 안에", thread="a"),
            n("f3_sh_noh", "2026-03-05 09:40", "다음주 오사카 건 콜 목요일 오전 10시 맞지?"),
            n("f3_sh_kang", "2026-03-05 09:41", "ㅇㅇ"),
            m("b", "f3_sh_pyun", "2026-03-06 18:30",
              "응모 마감 토요일(3/14) 자정이야. 추첨이랑 본인확인에 하루 더 필요해서 당겼어. 발표는 그대로 17일",
              "응모 마감 토요일(3/14) 자정이야"),
            n("f3_sh_woo", "2026-03-06 18:34", "헐 판매처 공지 다시 나가야 하네 ㅋㅋ 알겠어", thread="b"),
        ], topic="팬클럽·자체앱·응모 이벤트"),
    ], [Subj("루미나 팬사인회 응모 마감", "When does the entry window for the Lumina fansign close?",
             "루미나 팬싸 응모 언제까지 받아?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh3-10", "mixed", ["agreement", "restatement"], [
        MailStep([
            m("a", "f3_sh_noh", "2026-03-11 16:20",
              "Hi Mika-san,\n\nFor the Zepp Namba show on 28 March, we'd like to propose:\n"
              "- Load-in: 27 March, 09:00 (trucks from Kobe port)\n"
              "- Soundcheck: 28 March, 13:00-15:00\n"
              "- Fan meet corridor closed until 16:30\n\n"
              "Let me know if this works with the venue.\n\nBest,\nJunseo Noh\nTour Manager, Stella House "
              "Entertainment",
              "Load-in: 27 March, 09:00",
              to=("f3_sh_mika",), cc=("f3_sh_kang",), subject="LUMINA Osaka (Zepp Namba) - load-in proposal"),
            m("b", "f3_sh_mika", "2026-03-12 11:04",
              "Hi Junseo-san,\n\nThank you. Venue confirmed, all fine on our side. We will arrange 4 local crew "
              "from 9am.\n\nBest regards,\nMika Tanaka\nSakura Live Entertainment",
              "Venue confirmed, all fine on our",
              to=("f3_sh_noh",), cc=("f3_sh_kang",), reply_to="a"),
        ], name="junseo.mbox", owner="f3_sh_noh"),
        SlackStep("f3_stella", "투어", [
            m("c", "f3_sh_noh", "2026-03-12 11:30",
              "오사카 로드인/사운드체크 일정 미카상이 OK했어요. 27일 9시 로드인 그대로 갑니다. 현지 크루 4명 "
              "붙는대요",
              "27일 9시 로드인 그대로 갑니다"),
            n("f3_sh_kang", "2026-03-12 11:36", "수고했어 준서야 👍", thread="c"),
            n("f3_sh_woo", "2026-03-12 13:02", "오사카 MD 박스 몇 개 보내는지 오늘 확정해 줄 수 있어요?"),
        ], topic="투어·공연 일정"),
    ], [Subj("오사카 공연 로드인 일정", "What time does the crew get into the Osaka venue to set up?",
             "오사카 공연장 반입 언제 몇 시예요?", "a", [("b", "agreement"), ("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh3-11", "ko", ["restored"], [
        SlackStep("f3_stella", "md", [
            m("a", "f3_sh_woo", "2026-01-20 10:40",
              "응원봉 2차 생산(1만 개)은 라온라이트에 맡기기로 했습니다. 1차 때 불량률 0.8%로 괜찮았어서요.",
              "라온라이트에 맡기기로 했습니다"),
            n("f3_sh_kang", "2026-01-20 10:52", "네 좋습니다. 납기만 3월 초로 맞춰주세요", thread="a"),
            n("f3_sh_pyun", "2026-01-28 15:00", "MD 팝업 장소 성수 쪽으로 알아보고 있어요"),
            m("b", "f3_sh_woo", "2026-02-04 15:12",
              "응원봉 2차는 빛나래로 발주 넣겠습니다. 개당 단가가 1,400원 낮고 블루투스 모듈도 신형이에요. "
              "견적서 드라이브에 올렸습니다.",
              "2차는 빛나래로 발주 넣겠습니다"),
            n("f3_sh_kang", "2026-02-04 15:30", "단가 차이 크네요. 샘플 꼭 먼저 받아보세요", thread="b"),
            n("f3_sh_woo", "2026-02-13 11:20", "샘플 왔는데 팬덤 컬러(딥블루)가 보라색 쪽으로 많이 틀어져요… "
              "사진 첨부합니다", thread="b"),
            m("c", "f3_sh_woo", "2026-02-16 09:30",
              "빛나래 건은 접고 2차도 라온라이트로 그대로 갑니다. 컬러 재조정에 3주 걸린다고 해서 3월 팬미팅 "
              "전에 못 받아요. 라온라이트에 어제 발주서 다시 보냈습니다.",
              "2차도 라온라이트로 그대로 갑니다"),
            n("f3_sh_kang", "2026-02-16 09:41", "아쉽지만 맞는 판단이에요. 고생했어요", thread="c"),
        ], topic="MD 제작·발주"),
    ], [Subj("응원봉 2차 생산 업체", "Which manufacturer is making the second run of light sticks?",
             "응원봉 2차 물량은 어느 공장에서 만들어요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh3-12", "mixed", ["out_of_order", "reversal"], [
        MailStep([
            m("b", "f3_sh_noh", "2026-03-20 09:10",
              "Hi Jess,\n\nUpdate from our side: the merch booths on the US leg will take cash as well as cards. "
              "Several venues (Atlanta, Dallas) told us their floor staff can't guarantee Wi-Fi at the booth, "
              "and we don't want queues stuck on a dead card reader.\n\nPlease have two cash boxes per venue, "
              "$500 float each in small bills. Haram will send the price list rounded to whole dollars.\n\n"
              "Thanks!\nJunseo",
              "take cash as well as cards",
              to=("f3_sh_jess",), cc=("f3_sh_woo",), subject="Merch booth - payments on the US dates"),
            n("f3_sh_jess", "2026-03-19 18:40",
              "Got it - I'll sort the floats with each venue's settlement person. Rounded prices by Friday "
              "please.\n\nJess Alvarez\nTour Production Coordinator | Northlight Touring\nBurbank, CA",
              to=("f3_sh_noh",), reply_to="b"),
        ], name="junseo.mbox", owner="f3_sh_noh"),
        SlackStep("f3_stella", "투어", [
            n("f3_sh_noh", "2026-02-24 14:40", "US 투어 머치 부스 POS 견적 왔어. Square 단말기 6대 렌트"),
            m("a", "f3_sh_woo", "2026-02-24 15:00",
              "US 머치 부스는 완전 cashless로 가자. Square 카드/Apple Pay만 받고 현금은 안 받는 걸로. 정산이 "
              "훨씬 깔끔함",
              "완전 cashless로 가자"),
            n("f3_sh_noh", "2026-02-24 15:04", "ㅇㅋ Jess한테도 전달할게", thread="a"),
            n("f3_sh_kang", "2026-02-24 15:10", "좋아, 현금 분실 리스크도 없고", thread="a"),
        ], name="slack-export", topic="투어·공연 일정"),
    ], [Subj("US tour merch booth payment methods", "Can fans pay with cash at the merch table on the American dates?",
             "미국 투어 MD 부스에서 현금 내도 돼요?", "b", [("a", "replaced")])],
        note="The newer mailbox (20 March) is ingested before the older Slack export (24 February)."),

    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh3-13", "en", ["reversal"], [
        MailStep([
            m("a", "f3_mc_fiona", "2026-04-20 10:15",
              "Hi Tom, Aroha,\n\nFollowing Library Leadership this morning: during the semester 1 exam period "
              "(1-21 June) Erskine Library will be open 24/7. Swipe access only between 10pm and 7am, for "
              "students and staff with a current card.\n\nAroha, can you brief the Access Services team? Tom, "
              "please check the gate logs will cope.\n\nThanks,\nFiona\n\nFiona Gallagher\nAssociate University "
              "Librarian\nMerri Creek University Library | Wurundjeri Country",
              "Erskine Library will be open 24/7",
              to=("f3_mc_tom", "f3_mc_aroha"), subject="Exam period hours - Erskine Library"),
            n("f3_mc_tom", "2026-04-20 11:02",
              "Gate logs are fine, the controller buffers a week. I'll also extend the Wi-Fi session timeout.\n\n"
              "Tom", to=("f3_mc_fiona",), reply_to="a"),
            n("f3_mc_aroha", "2026-05-04 13:48",
              "Fiona,\n\nCampus Security say they can't roster a guard for Erskine overnight in June - their "
              "contract only covers the Redmond building and the main library after hours.\n\nAroha",
              to=("f3_mc_fiona",), subject="Security roster for June"),
            m("b", "f3_mc_fiona", "2026-05-06 16:40",
              "Hi both,\n\nErskine will close at midnight during the exam period and reopen at 7am, 1-21 June. "
              "Without an overnight guard we can't meet the lone-occupancy rules. I'll put a note on the website "
              "and Aroha's team will do the signage.\n\nFiona",
              "close at midnight during the exam period",
              to=("f3_mc_tom", "f3_mc_aroha"), reply_to="a"),
        ], name="outlook-export", style="outlook", owner="f3_mc_fiona"),
    ], [Subj("Erskine Library exam-period opening hours", "Can students stay in Erskine overnight during exams?",
             "시험 기간에 어스킨 도서관에서 밤새 공부할 수 있어요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh3-14", "en", ["agreement"], [
        SlackStep("f3_merri", "lib-systems", [
            n("f3_mc_sanjay", "2026-05-11 09:02", "FYI repository DOI minting is slow this morning, DataCite have an "
              "incident open"),
            m("a", "f3_mc_tom", "2026-05-11 13:30",
              "Proposal for the discovery cutover to the new Primo UI: do it on Wednesday 1 July, outage 7-11am, "
              "in the mid-year break. Catalogue search stays up read-only through the old interface. Objections "
              "by Friday?",
              "do it on Wednesday 1 July",
              reactions={"+1": ["f3_mc_fiona", "f3_mc_sanjay", "f3_mc_aroha"]}),
            m("b", "f3_mc_fiona", "2026-05-11 14:02", "LGTM, go ahead and book the change window with IT.",
              "LGTM, go ahead and book", thread="a"),
            n("f3_mc_aroha", "2026-05-11 14:20", "+1 from Access Services, we'll put it on the hours page",
              thread="a"),
            n("f3_mc_minji", "2026-05-12 10:05", "Anyone have a spare HDMI adapter on level 3?"),
        ], topic="ILS, discovery, repository, EZproxy"),
    ], [Subj("discovery layer cutover date",
             "When is the new catalogue search interface switched on, and how long is it down?",
             "새 도서 검색 화면은 언제 바뀌고, 몇 시간 동안 멈춰요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh3-15", "mixed", ["reversal"], [
        SlackStep("f3_merri", "collections", [
            m("a", "f3_mc_aroha", "2026-03-02 11:20",
              "For the KStudies Korean e-book package we're going with the 3 concurrent-user licence, AUD "
              "14,200/yr. Minji to confirm with the vendor.",
              "going with the 3 concurrent-user licence"),
            n("f3_mc_minji", "2026-03-02 11:31", "Will do, I'll email Mr Yoon today", thread="a"),
            n("f3_mc_tom", "2026-03-03 08:15", "Heads up: EZproxy config change tonight, 9pm"),
        ], topic="Acquisitions and licensing"),
        MailStep([
            n("f3_mc_minji", "2026-03-03 10:10",
              "윤상훈 차장님께,\n\n안녕하세요. 멜버른 Merri Creek 대학 도서관 서민지입니다. 내부 검토가 끝나서 "
              "동시접속 3명 라이선스로 진행하려고 하는데, 견적서 최종본 부탁드려도 될까요?\n\n감사합니다.\n"
              "서민지 드림\nLiaison Librarian, Asian Studies",
              to=("f3_mc_yoon",), subject="Merri Creek 대학 도서관 - KStudies 전자책 패키지 계약 건"),
            n("f3_mc_yoon", "2026-03-04 09:00",
              "서민지 선생님, 안녕하세요.\n\n견적 첨부드립니다. 참고로 이번 분기 해외 대학 대상 프로모션으로 "
              "무제한 동시접속(UCU) 옵션이 연 AUD 15,900입니다. 차이가 크지 않아 같이 안내드립니다.\n\n"
              "윤상훈 드림\n㈜케이스터디즈디지털 해외영업팀 차장",
              to=("f3_mc_minji",), subject="RE: Merri Creek 대학 도서관 - KStudies 전자책 패키지 계약 건"),
            m("b", "f3_mc_minji", "2026-03-09 14:30",
              "차장님, 안녕하세요.\n\n팀 내부 논의 결과 무제한 동시접속(UCU) 옵션으로 계약하겠습니다. 학기 초 "
              "수강생이 몰릴 때 대기열 문제가 컸어서요. 계약서는 Aroha Wiremu 매니저 명의로 보내주시면 됩니다.\n\n"
              "서민지 드림",
              "무제한 동시접속(UCU) 옵션으로 계약하겠습니다",
              to=("f3_mc_yoon",), cc=("f3_mc_aroha",),
              subject="RE: Merri Creek 대학 도서관 - KStudies 전자책 패키지 계약 건"),
        ], name="minji-mail", style="korean", owner="f3_mc_minji"),
    ], [Subj("KStudies Korean e-book licence model", "How many people can read the Korean e-book collection at once?",
             "한국어 전자책 패키지는 동시에 몇 명까지 볼 수 있어요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh3-16", "en", ["lookalike"], [
        SlackStep("f3_merri", "access-services", [
            m("a", "f3_mc_aroha", "2026-02-16 09:45",
              "Interlibrary loan: from semester 1, each borrower can have 10 active ILL requests at a time (HDR "
              "students 25). Requests over the limit queue automatically.",
              "10 active ILL requests at a time"),
            n("f3_mc_tom", "2026-02-16 10:12", "Alma rule updated in sandbox, will push Thursday", thread="a"),
            n("f3_mc_fiona", "2026-02-17 08:30", "All-staff is in the Redmond theatre this week, not online"),
            m("b", "f3_mc_fiona", "2026-02-18 14:10",
              "Postgrad carrels: bookings max 2 weeks at a time, renewable once if nobody's waiting. Effective "
              "from 2 March.",
              "bookings max 2 weeks at a time"),
            n("f3_mc_minji", "2026-02-18 14:22", "Does that include the Asian Studies reading room carrels?",
              thread="b"),
            n("f3_mc_fiona", "2026-02-18 14:25", "Yes, all of them", thread="b"),
        ], topic="Loans, ILL, room bookings"),
    ], [Subj("interlibrary loan request limit", "How many interlibrary loan requests can one person have open?",
             "상호대차는 한 사람이 동시에 몇 건까지 신청할 수 있어요?", "a"),
        Subj("postgraduate carrel booking length", "How long can a postgrad keep a study carrel?",
             "대학원생 개인 열람석은 얼마 동안 잡을 수 있어요?", "b")]),

    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh3-17", "ko", ["reversal"], [
        MailStep([
            m("a", "f3_hr_gu", "2026-03-02 09:00",
              "수신: 인프라운영팀, 정보보호팀, 계정계개발팀\n참조: ㈜코어뱅크솔루션\n\n"
              "1. 귀 팀의 노고에 감사드립니다.\n"
              "2. 전자금융감독규정에 따라 2026년 상반기 재해복구 전환 모의훈련을 아래와 같이 시행하고자 하니 "
              "협조하여 주시기 바랍니다.\n\n"
              " 가. 일시: 2026. 4. 18.(토) 22:00 ~ 4. 19.(일) 06:00\n"
              " 나. 대상: 계정계, 인터넷뱅킹, 대외계(오픈뱅킹 포함)\n"
              " 다. 장소: 전주 본점 전산센터 / 광주 DR센터\n"
              " 라. 제출: 팀별 세부 절차서 4. 10.(금)까지\n\n"
              "붙임: 모의훈련 시나리오(안) 1부. 끝.\n\nIT기획부 부장 구민재",
              "일시: 2026. 4. 18.(토) 22:00",
              to=("f3_hr_seok", "f3_hr_tak", "f3_hr_eom"), cc=("f3_hr_ham",),
              subject="[IT기획부] 2026년 상반기 재해복구(DR) 전환 모의훈련 시행 계획 알림"),
            n("f3_hr_seok", "2026-03-03 11:15",
              "부장님, 인프라운영팀 절차서 일정 확인했습니다. 광주 DR센터 출입 인원은 8명으로 신청하겠습니다.\n\n"
              "석지은 드림\n인프라운영팀 차장",
              to=("f3_hr_gu",), reply_to="a"),
            n("f3_hr_ham", "2026-03-20 17:05",
              "구민재 부장님께,\n\n4월 셋째 주 대외계 모듈 패치가 금융결제원 일정으로 4/18(토) 야간에 잡혀 있어 "
              "DR 훈련과 겹칩니다. 일정 조정 가능 여부 검토 부탁드립니다.\n\n함동훈 드림\n㈜코어뱅크솔루션 PM",
              to=("f3_hr_gu",), subject="[코어뱅크솔루션] 4월 대외계 패치 일정 관련 문의"),
            m("b", "f3_hr_gu", "2026-03-23 10:30",
              "수신: 인프라운영팀, 정보보호팀, 계정계개발팀\n참조: ㈜코어뱅크솔루션\n\n"
              "1. 관련: IT기획부-2026-031(2026. 3. 2.)\n"
              "2. 위 호와 관련하여 대외계 패치 일정과의 중복으로 상반기 재해복구 전환 모의훈련 일시를 아래와 같이 "
              "조정합니다.\n\n"
              " 가. 변경 일시: 2026. 5. 16.(토) 22:00 ~ 5. 17.(일) 06:00\n"
              " 나. 세부 절차서 제출: 5. 8.(금)까지\n"
              " 다. 그 외 사항은 당초 계획과 동일\n\n끝.\n\nIT기획부 부장 구민재",
              "변경 일시: 2026. 5. 16.(토) 22:00",
              to=("f3_hr_seok", "f3_hr_tak", "f3_hr_eom"), cc=("f3_hr_ham",),
              subject="[IT기획부] 상반기 DR 모의훈련 일정 조정 알림"),
        ], name="mail-export", style="korean", owner="f3_hr_gu"),
    ], [Subj("상반기 DR 모의훈련 일정", "When is this half's disaster-recovery switchover drill?",
             "올 상반기 재해복구 훈련 언제 해요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh3-18", "ko", ["cancellation"], [
        SlackStep("f3_haeoreum", "it-infra", [
            m("a", "f3_hr_tak", "2026-02-10 14:00",
              "[정보보호팀] 개발망 망분리 예외 신청 건\n"
              "- 대상: 계정계개발팀 PC 6대\n"
              "- 내용: github.com, crates.io 등 외부 저장소 HTTPS 접근 허용\n"
              "- 기간: 3/2 ~ 8/31 (6개월)\n"
              "- 금감원 보고: 2월 말 일괄\n"
              "→ 위 내용으로 예외 신청 진행함",
              "위 내용으로 예외 신청 진행함"),
            n("f3_hr_eom", "2026-02-10 14:07", "감사합니다 과장님 🙏 라이브러리 반입 때문에 매번 USB 결재 올리는 게 "
              "너무 힘들었어요", thread="a"),
            n("f3_hr_seok", "2026-02-12 16:00", "[인프라] 2/14(토) 02:00~04:00 백본 스위치 펌웨어 업데이트, 인터넷뱅킹 "
              "영향 없음"),
            m("b", "f3_hr_tak", "2026-02-24 16:30",
              "[정보보호팀] 개발망 외부 저장소 예외 신청 건 철회\n"
              "- 사유: 내부 Nexus 프록시(승인된 미러) 구축 완료, 외부 직접 접근 불필요\n"
              "- 금감원 보고 대상에서 제외\n"
              "- 라이브러리 반입은 Nexus 미러 통해서",
              "예외 신청 건 철회"),
            n("f3_hr_eom", "2026-02-24 16:41", "오 Nexus 주소 공유 부탁드려요", thread="b"),
        ], topic="인프라·보안 공지"),
    ], [Subj("개발망 외부 저장소 접근 예외", "Are the core-banking developers getting direct GitHub access from the dev network?",
             "개발망에서 깃허브 바로 접속하게 해주는 예외 신청은 어떻게 됐어요?", None,
             [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh3-19", "ko", ["reversal"], [
        GitStep(BATCH, [
            n("f3_hr_eom", "2026-01-08 14:30", "이자 계산 배치 로그 레벨 INFO로 조정",
              file=("jobs/interest_calc.yaml", "log_level: INFO\n")),
            m("a", "f3_hr_eom", "2026-01-15 17:20",
              "원장 마감 배치 시작 시각 23:30으로 설정\n\n"
              "- 일마감(EOD) 원장 마감 잡 cron: 30 23 * * *\n"
              "- 선행 잡(대외계 정산 수신) 완료 확인 후 시작\n"
              "- 운영 반영: 1/20",
              "원장 마감 배치 시작 시각 23:30으로",
              file=("jobs/eod_ledger_close.yaml", "schedule: \"30 23 * * *\"\nrequires: [ext_settlement_recv]\n")),
            n("f3_hr_seok", "2026-01-22 10:00", "DB 백업 잡 보존기간 14일 → 30일",
              file=("jobs/db_backup.yaml", "retention_days: 30\n")),
            m("b", "f3_hr_eom", "2026-02-05 10:05",
              "EOD 원장 마감 01:00 시작\n\n"
              "오픈뱅킹 이용기관 정산 파일이 23:50 이후에 들어오는 날이 주 2~3회 있어서 선행 잡 대기로 마감이 "
              "밀림.\n- cron: 0 1 * * *\n- 운영 반영 2/10, 영업점 공지는 IT기획부 통해 발송",
              "EOD 원장 마감 01:00 시작",
              file=("jobs/eod_ledger_close.yaml", "schedule: \"0 1 * * *\"\nrequires: [ext_settlement_recv]\n")),
            n("f3_hr_eom", "2026-02-06 09:40", "마감 완료 알림 메시지 문구 수정",
              file=("jobs/notify.yaml", "template: \"[해오름은행] 일마감 완료\"\n")),
        ], branch="develop"),
    ], [Subj("일마감 원장 배치 시작 시간", "What time does the end-of-day ledger close kick off?",
             "원장 일마감 배치 몇 시에 돌아요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh3-20", "mixed", ["restatement"], [
        MailStep([
            m("a", "f3_hr_tak", "2026-01-12 09:30",
              "1. 관련: 전자금융감독규정 제13조(전산자료 보호대책)\n"
              "2. 2026. 1. 19.(월)부터 운영 DB 접근 기준을 아래와 같이 시행합니다.\n"
              " 가. 운영 DB 직접 접속(클라이언트 툴 직결) 전면 금지\n"
              " 나. 모든 조회·변경은 DB 접근제어 게이트웨이(DBSAFER) 경유\n"
              " 다. 변경 쿼리는 사전 결재 후 게이트웨이에서 실행, 결과 로그 1년 보관\n"
              "3. 위반 시 계정이 즉시 잠금 조치됩니다.\n\n정보보호팀 과장 탁성호",
              "DB 접근제어 게이트웨이(DBSAFER) 경유",
              to=("f3_hr_gu", "f3_hr_seok", "f3_hr_eom"), subject="[정보보호팀] 운영 DB 접근 통제 기준 시행 알림"),
        ], name="mail-export", style="korean", owner="f3_hr_tak"),
        SlackStep("f3_haeoreum", "dev-core", [
            n("f3_hr_eom", "2026-02-26 10:12", "prod에서 고객 잔액 불일치 건 확인하려고 하는데 DBeaver로 잠깐 "
              "붙어봐도 될까요? 급해서요 ㅠ"),
            m("b", "f3_hr_tak", "2026-02-26 10:20",
              "Reminder: prod DB는 무조건 DBSAFER gateway 통해서만 접속입니다. 급해도 예외 없어요. 조회 권한 "
              "필요하면 지금 바로 결재 올려주세요, 10분 안에 승인해 드릴게요.",
              "무조건 DBSAFER gateway 통해서만 접속입니다"),
            n("f3_hr_eom", "2026-02-26 10:24", "넵 결재 올렸습니다!", thread="b"),
            n("f3_hr_gu", "2026-02-26 10:30", "👍", thread="b"),
        ], topic="계정계 개발"),
    ], [Subj("운영 DB 접근 방식", "Can developers connect straight to the production database from their own SQL client?",
             "운영 DB에 개발자가 DB 툴로 바로 붙어도 돼요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh3-21", "en", ["reversal"], [
        GitStep(MRV, [
            n("f3_tm_amara", "2026-01-13 15:22", "notebooks: clean up Diepholz NDVI exploration",
              file=("notebooks/diepholz_ndvi.ipynb", "{}\n")),
            m("a", "f3_tm_amara", "2026-01-20 11:00",
              "baseline: use ERA5-Land volumetric soil water for the moisture baseline\n\n"
              "Layer 1 (0-7 cm), daily means 2015-2024. The 9 km grid is coarse but it's consistent across all "
              "our German and Dutch sites.",
              "use ERA5-Land volumetric soil water",
              file=("config/baseline.yaml", "soil_moisture:\n  source: era5_land\n  layer: swvl1\n")),
            n("f3_tm_jonas", "2026-01-27 09:10", "ci: cache conda env between runs",
              file=(".github/workflows/ci.yml", "# cache: conda\n")),
            m("b", "f3_tm_amara", "2026-02-19 16:45",
              "baseline: soil moisture from SMAP L4, gap-filled with Sentinel-1\n\n"
              "The Verra reviewer asked for a product with in-situ validated uncertainty; SMAP L4 has one, "
              "ERA5-Land doesn't. Re-ran the three pilot sites, credits move by <2%.",
              "soil moisture from SMAP L4",
              file=("config/baseline.yaml", "soil_moisture:\n  source: smap_l4\n  gapfill: sentinel1_ssm\n")),
            n("f3_tm_jonas", "2026-02-20 10:02", "chore: pin rasterio 1.4.3",
              file=("environment.yml", "dependencies:\n  - rasterio=1.4.3\n")),
        ]),
    ], [Subj("soil moisture baseline data source", "Which dataset feeds the soil-water baseline for the peatland credits?",
             "토탄지 크레딧 토양수분 기준선은 어떤 데이터로 계산해요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh3-22", "en", ["cancellation"], [
        SlackStep("f3_torfmoor", "field-ops", [
            m("a", "f3_tm_felix", "2026-03-09 10:30",
              "Field trip to the Diepholzer Moor sites is on: 14-15 April, ICE from Berlin Hbf at 6:40 to Bremen, "
              "then the van. 4 seats - Amara, Inês, me + one more. Piezometer readings and drone flights both "
              "days.",
              "Field trip to the Diepholzer Moor"),
            n("f3_tm_amara", "2026-03-09 10:41", "in! bringing the RTK base station", thread="a"),
            n("f3_tm_ines", "2026-03-09 10:55", "I'll join, want to watch how the farmers use the app outdoors",
              thread="a"),
            n("f3_tm_lena", "2026-03-09 11:20", "Jonas should take the fourth seat, he hasn't been out yet",
              thread="a"),
            n("f3_tm_jonas", "2026-03-16 14:03", "anyone know where the spare drone batteries went"),
            n("f3_tm_felix", "2026-03-16 14:05", "cupboard in the hallway, top shelf"),
            m("b", "f3_tm_felix", "2026-03-25 15:20",
              "Diepholz in April is off. The landowner withdrew access for the spring - they're rewetting the "
              "northern polder and don't want anyone on it until June. Train tickets cancelled, refund goes to "
              "the company card. We'll plan again once they give us a window.",
              "Diepholz in April is off"),
            n("f3_tm_amara", "2026-03-25 15:31", "ugh. ok, I'll use the March drone data for the report then",
              thread="b"),
        ], topic="Site visits, sensors, drones"),
    ], [Subj("April Diepholz site visit", "Are we still going out to the Lower Saxony bog sites in April?",
             "4월에 니더작센 습지 현장 가는 거 아직 유효해요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh3-23", "mixed", ["agreement", "restatement"], [
        MailStep([
            m("a", "f3_tm_sooah", "2026-02-10 10:00",
              "김도윤 팀장님, 안녕하세요.\nTorfmoor Carbon의 배수아입니다.\n\n"
              "지난 통화 때 말씀하신 검증 보고서 건 관련해서 아래처럼 제안드립니다.\n"
              "- 공식 검증 보고서는 영문본(Verra 제출본) 하나만 법적 효력 있는 본으로 함\n"
              "- 국문 요약본(10쪽 내외)은 저희가 따로 만들어서 매 발행 회차 2주 안에 드림\n"
              "- 요약본 번역 비용은 저희 부담\n\n"
              "괜찮으시면 이대로 계약서 부속서에 넣겠습니다.\n\n"
              "배수아 드림\nPartnerships Manager, Asia | Torfmoor Carbon GmbH\nBerlin",
              "영문본(Verra 제출본) 하나만 법적 효력 있는",
              to=("f3_tm_kim",), cc=("f3_tm_lena",), subject="[토르프모어] 검증 보고서 언어 관련 제안드립니다"),
            m("b", "f3_tm_kim", "2026-02-11 09:20",
              "배수아 매니저님,\n\n내부 확인했습니다. 제안 주신 방식에 동의합니다. 부속서에 그대로 넣어 주세요.\n\n"
              "김도윤 드림\n㈜그린브릿지 탄소사업팀장",
              "제안 주신 방식에 동의합니다",
              to=("f3_tm_sooah",), cc=("f3_tm_lena",), reply_to="a"),
        ], name="sooah.mbox", owner="f3_tm_sooah"),
        SlackStep("f3_torfmoor", "partnerships", [
            m("c", "f3_tm_sooah", "2026-02-11 08:15",
              "GreenBridge agreed: English verification report is the binding one, we deliver a Korean summary "
              "within 2 weeks of each issuance, translation on us. Adding it to the annex today.",
              "English verification report is the binding one"),
            n("f3_tm_lena", "2026-02-11 08:40", "nice, thanks Soo-ah 🙏", thread="c"),
        ], topic="Buyers, registries, partners"),
    ], [Subj("GreenBridge verification report language",
             "Which language version of the verification report counts as the official one for GreenBridge?",
             "그린브릿지 건 검증 보고서는 어느 언어본이 정본이에요?", "a", [("b", "agreement"), ("c", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh3-24", "en", ["restored"], [
        SlackStep("f3_torfmoor", "general", [
            m("a", "f3_tm_lena", "2026-01-05 09:10",
              "Happy new year all! Weekly all-hands in 2026: Mondays 9:30 Berlin time, 30 min, camera on if you "
              "can.",
              "all-hands in 2026: Mondays 9:30"),
            n("f3_tm_ines", "2026-01-05 09:14", "feliz ano novo 🎉", thread="a"),
            m("b", "f3_tm_lena", "2026-02-02 17:40",
              "Moving the all-hands to Thursdays 10:00 from next week - Monday mornings keep colliding with "
              "investor calls.",
              "all-hands to Thursdays 10:00"),
            n("f3_tm_felix", "2026-02-02 17:52", "Thursday is field day for me about half the time, I'll join from "
              "the van", thread="b"),
            n("f3_tm_ines", "2026-02-02 18:01", "Thursday 10 is 9 in Lisbon, fine for me", thread="b"),
            n("f3_tm_amara", "2026-02-06 12:30", "Sentinel-2 tile for Diepholz finally cloud-free 🙌"),
            m("c", "f3_tm_lena", "2026-02-09 08:50",
              "Never mind on Thursday, it's not going to work with Felix out in the field so often. We keep "
              "Mondays at 9:30 and I'll move the investor calls around it.",
              "We keep Mondays at 9:30"),
            n("f3_tm_jonas", "2026-02-09 08:53", "👍", thread="c"),
        ], topic="Company-wide"),
    ], [Subj("weekly all-hands slot", "When's the weekly company meeting?", "주간 전체 회의 언제 해요?", "c",
             [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh3-25", "ko", ["reversal"], [
        SlackStep("f3_hanok", "메뉴개발", [
            n("f3_jj_ha", "2026-02-02 11:00", "신메뉴 시식 사진 올림. 육회 양 좀 많아 보이지?"),
            n("f3_jj_son", "2026-02-02 11:03", "ㄴㄴ 딱 좋아 보여"),
            m("a", "f3_jj_son", "2026-02-03 15:20", "육회비빔밥 정가 14,000원으로 가자. 3월 1일 전 지점 출시",
              "정가 14,000원으로 가자"),
            n("f3_jj_ha", "2026-02-03 15:26", "ㅇㅋ 원가율 38% 나오는 거 확인했어", thread="a"),
            n("f3_jj_ko", "2026-02-10 10:30", "메뉴판 인쇄 2/20 마감이야 그 전에 가격 확정해줘"),
            n("f3_jj_ha", "2026-02-13 17:45", "완주한우 단가 kg당 4천원 오른대. 원가율 42%까지 올라감 ㅠ"),
            m("b", "f3_jj_son", "2026-02-16 10:10",
              "육회비빔밥 15,000원. 한우 단가 올라서 그 가격으론 안 남아. 메뉴판 인쇄 이걸로 넘겨줘 @{f3_jj_ko}",
              "육회비빔밥 15,000원. 한우 단가 올라서"),
            n("f3_jj_ko", "2026-02-16 10:14", "넵 인쇄소에 넘길게", thread="b"),
        ], topic="신메뉴, 레시피, 원가"),
    ], [Subj("육회비빔밥 판매가", "How much will the beef tartare bibimbap cost on the menu?",
             "육회비빔밥 얼마 받기로 했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh3-26", "ko", ["out_of_order", "reversal"], [
        MailStep([
            m("b", "f3_jj_moon", "2026-02-25 14:10",
              "옥상철 과장님, 안녕하세요. 한옥밥상 문정숙입니다.\n\n"
              "2월에 객사점이랑 신시가지점 매출이 많이 늘어서 중앙 키친 냉장 공간이 모자랍니다. 3월 2일부터는 "
              "월·수·금 주 3회, 오전 9시 전까지 중앙 키친으로 받겠습니다. 회당 물량은 손태양 팀장이 전날 오후 "
              "3시까지 문자로 드릴 거예요.\n\n늘 신경 써 주셔서 감사합니다.\n문정숙 드림\n한옥밥상 대표",
              "월·수·금 주 3회, 오전 9시 전까지",
              to=("f3_jj_ok",), cc=("f3_jj_son",), subject="3월부터 한우 납품 관련 요청드립니다"),
            n("f3_jj_ok", "2026-02-25 16:40",
              "대표님 안녕하세요.\n네 알겠습니다. 3월 2일 월요일부터 맞춰서 배차하겠습니다.\n\n옥상철 드림\n"
              "완주한우영농조합법인 영업과장 | 010-4418-2275",
              to=("f3_jj_moon",), reply_to="b"),
        ], name="mail-2026-02", style="korean", owner="f3_jj_moon"),
        MailStep([
            m("a", "f3_jj_moon", "2026-01-06 10:20",
              "옥상철 과장님께,\n\n새해 복 많이 받으세요. 올해 정기 납품은 작년처럼 화요일·금요일 주 2회로 "
              "하겠습니다. 부위별 단가는 보내주신 1월 단가표대로 진행하시면 됩니다.\n\n문정숙 드림",
              "화요일·금요일 주 2회로 하겠습니다",
              to=("f3_jj_ok",), cc=("f3_jj_son",), subject="2026년 한우 정기 납품 건"),
            n("f3_jj_ok", "2026-01-06 13:05", "네 대표님, 올해도 잘 부탁드립니다.\n옥상철 드림",
              to=("f3_jj_moon",), reply_to="a"),
        ], name="mail-2026-01", style="korean", owner="f3_jj_moon"),
    ], [Subj("한우 정기 납품 요일", "Which days does the Wanju beef delivery arrive?",
             "한우 납품은 무슨 요일에 들어와요?", "b", [("a", "replaced")])],
        note="The February mailbox export is ingested before the January one."),

    # ------------------------------------------------------------------------------------------ 27
    Seq("fresh3-27", "ko", ["lookalike"], [
        SlackStep("f3_hanok", "전지점-공지", [
            m("a", "f3_jj_son", "2026-02-26 09:00",
              "[3월 운영 변경 안내]\n- 적용: 3/3(화)부터 전 지점\n- 브레이크타임 15:00~16:30으로 통일 (기존 지점별 "
              "상이)\n- 점심 피크 인력 1명 추가 배치\n문의는 운영팀 손태양",
              "브레이크타임 15:00~16:30으로 통일"),
            n("f3_jj_pi", "2026-02-26 09:12", "객사점 확인했습니다", thread="a"),
            n("f3_jj_pi", "2026-02-27 13:40", "객사점 식기세척기 또 물 샘… AS 불렀어요"),
            m("b", "f3_jj_moon", "2026-03-02 18:20",
              "[라스트오더 시간 안내]\n- 저녁 라스트오더 20:30 (마감 21:30)\n- 주말도 동일\n- 단체예약(10인 "
              "이상)은 19:30 입장까지만 받기",
              "저녁 라스트오더 20:30 (마감 21:30)"),
            n("f3_jj_ko", "2026-03-02 18:31", "네이버 플레이스 영업시간 수정해둘게요", thread="b"),
        ], topic="전 지점 운영 공지"),
    ], [Subj("브레이크타임", "When do the restaurants close between lunch and dinner?",
             "점심 끝나고 쉬는 시간이 몇 시부터 몇 시까지예요?", "a"),
        Subj("저녁 라스트오더", "What's the latest we take dinner orders?", "저녁 주문 몇 시까지 받아요?", "b")]),

    # ------------------------------------------------------------------------------------------ 28
    Seq("fresh3-28", "mixed", ["restatement"], [
        SlackStep("f3_hanok", "singapore-franchise", [
            m("a", "f3_jj_weiling", "2026-03-04 11:30",
              "Hi all, confirming the soft opening for Tanjong Pagar: Friday 10 April, 5-9pm, invite-only, 60 "
              "covers. Grand opening follows on 17 April.",
              "soft opening for Tanjong Pagar: Friday"),
            n("f3_jj_moon", "2026-03-04 12:45", "좋습니다! Chef 하은비 will fly in on 6 April for training.",
              thread="a"),
            n("f3_jj_ha", "2026-03-04 12:50", "비행기 표 알아볼게요 ✈️", thread="a"),
            n("f3_jj_ko", "2026-03-18 15:00", "싱가포르 인스타 계정 오픈 준비 중이에요. 핸들 hanokbapsang.sg 어때요?"),
            n("f3_jj_weiling", "2026-03-18 14:10", "Love it"),
            m("b", "f3_jj_son", "2026-03-30 10:00",
              "다시 한번 공지: 싱가포르 탄종파가점 가오픈 4/10(금) 17~21시, 초대 손님만. 본사 출장자는 4/6 "
              "출국이고요, 일정 변동 없습니다. Reminder for Wei Ling's team too 🙏",
              "다시 한번 공지: 싱가포르 탄종파가점 가오픈"),
        ], topic="TTG Dining x 한옥밥상 (Slack Connect)"),
    ], [Subj("Tanjong Pagar soft opening", "When is the invite-only opening night for the Singapore branch?",
             "싱가포르 매장 가오픈 언제예요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 29
    Seq("fresh3-29", "en", ["reversal"], [
        GitStep(BURROW, [
            n("f3_bw_tomas", "2026-01-09 22:14", "docs: fix typo in --since examples",
              file=("docs/usage.md", "burrow --since 2h app.log\n")),
            m("a", "f3_bw_erik", "2026-01-12 20:15",
              "Bump MSRV to 1.74\n\nWe need clap 4.5, which requires 1.74. Debian stable ships 1.78 anyway.",
              "Bump MSRV to 1.74",
              file=("Cargo.toml", "[package]\nname = \"burrow\"\nversion = \"0.8.3\"\nrust-version = \"1.74\"\n")),
            n("f3_bw_hyejin", "2026-01-20 21:30", "parser: handle CRLF in logfmt input",
              file=("src/parse/logfmt.rs", "// strip trailing \\r\n")),
            n("f3_bw_kat", "2026-02-01 10:05", "Add --color=never alias for NO_COLOR",
              file=("src/cli.rs", "// --color=never\n")),
            m("b", "f3_bw_hyejin", "2026-02-14 09:30",
              "Set rust-version to 1.80\n\nstd::sync::LazyLock lets us drop once_cell. 1.80 will be 18 months old "
              "by the 0.9 release and the distro packagers (Fedora, Arch, Homebrew) are all past it. Updated the "
              "CI matrix and README.",
              "Set rust-version to 1.80",
              file=("Cargo.toml", "[package]\nname = \"burrow\"\nversion = \"0.9.0-dev\"\nrust-version = \"1.80\"\n")),
            n("f3_bw_erik", "2026-02-15 19:02", "ci: test on stable and beta only, drop nightly job",
              file=(".github/workflows/ci.yml", "toolchain: [stable, beta]\n")),
        ]),
    ], [Subj("minimum supported Rust version", "What's the oldest Rust toolchain burrow still compiles with?",
             "burrow는 최소 몇 버전 러스트부터 컴파일돼요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 30
    Seq("fresh3-30", "mixed", ["agreement"], [
        SlackStep("f3_burrow", "maintainers", [
            n("f3_bw_daehyun", "2026-02-20 11:00", "혹시 0.9 릴리즈 노트 초안 누가 쓰고 있어요?"),
            n("f3_bw_hyejin", "2026-02-20 11:05", "제가 쓰고 있어요 ㅎㅎ 주말까지"),
            m("a", "f3_bw_erik", "2026-02-20 09:40",
              "Proposal: when stdout isn't a TTY, burrow prints JSON Lines by default rather than the pretty "
              "table. --format table still forces the table. Breaking-ish for scripts that grep the table, so it "
              "goes in 0.9 with a changelog note.",
              "prints JSON Lines by default"),
            m("b", "f3_bw_hyejin", "2026-02-20 18:02", "LGTM 👍 파이프로 jq 넘길 때 매번 --format json 붙이는 거 "
              "귀찮았음", "LGTM 👍 파이프로 jq 넘길 때", thread="a"),
            m("c", "f3_bw_daehyun", "2026-02-20 18:10",
              "ㅇㅋ 저도 찬성. isatty 체크는 is-terminal 크레이트 말고 std::io::IsTerminal 쓰면 될 듯",
              "ㅇㅋ 저도 찬성", thread="a"),
            n("f3_bw_tomas", "2026-02-20 11:30", "+1, ship it", thread="a"),
            n("f3_bw_kat", "2026-02-21 08:15", "new contributor question: is there a reason the tests need the "
              "fixtures/ submodule?"),
        ], topic="burrow maintainers: releases, triage, design"),
    ], [Subj("default output format when piped", "What does burrow print when its output goes into a pipe?",
             "burrow 출력을 파이프로 넘기면 기본으로 어떤 형식이 나와요?", "a",
             [("b", "agreement"), ("c", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 31
    Seq("fresh3-31", "en", ["cancellation"], [
        MailStep([
            m("a", "f3_bw_tomas", "2026-01-26 21:00",
              "Hi all,\n\nSeveral people on the tracker (#388, #402) asked for Surface / Snapdragon laptops. I've "
              "got cross-compilation working locally with cargo-xwin, so: starting with 0.9 we'll publish a "
              "windows-aarch64 zip alongside the x86_64 one on every release.\n\nI'll add it to the release "
              "workflow this week.\n\nTomás",
              "we'll publish a windows-aarch64 zip",
              to=("f3_bw_erik", "f3_bw_hyejin"), cc=("f3_bw_kat",), subject="[burrow-dev] Windows ARM64 binaries from 0.9"),
            n("f3_bw_erik", "2026-01-26 22:40", "Sounds good, thanks for picking it up.\n\n-- \nErik",
              to=("f3_bw_tomas",), cc=("f3_bw_hyejin", "f3_bw_kat"), reply_to="a"),
        ], name="burrow-dev.mbox", owner="f3_bw_erik"),
        GitStep(BURROW, [
            n("f3_bw_tomas", "2026-01-29 20:10", "release: add windows-aarch64 target via cargo-xwin",
              file=(".github/workflows/release.yml", "targets: [x86_64-pc-windows-msvc, aarch64-pc-windows-msvc]\n")),
            n("f3_bw_hyejin", "2026-02-10 22:45", "parser: speed up timestamp detection",
              file=("src/parse/ts.rs", "// fast path for RFC 3339\n")),
            m("b", "f3_bw_tomas", "2026-03-04 19:30",
              "release: drop windows-aarch64 from the release matrix\n\n"
              "The cross build breaks on ring's assembly every other toolchain update, and none of us owns ARM "
              "Windows hardware to test what we ship. Not planned for now; closing #388 and #402 with a note. "
              "People can still cargo install burrow on ARM.",
              "drop windows-aarch64 from the release matrix",
              file=(".github/workflows/release.yml", "targets: [x86_64-pc-windows-msvc]\n")),
        ]),
    ], [Subj("Windows ARM64 release binaries", "Will there be a prebuilt burrow download for Windows on ARM laptops?",
             "윈도우 ARM 노트북용 burrow 실행 파일 배포해요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 32
    Seq("fresh3-32", "mixed", ["restored"], [
        GitStep(BURROW, [
            m("a", "f3_bw_erik", "2026-01-05 19:40",
              "config: read $XDG_CONFIG_HOME/burrow/config.toml by default\n\n"
              "Falls back to ~/.config/burrow/config.toml when XDG_CONFIG_HOME is unset. macOS uses the same "
              "path, not ~/Library, because everyone asked.",
              "read $XDG_CONFIG_HOME/burrow/config.toml by default",
              file=("src/config.rs", "// default: $XDG_CONFIG_HOME/burrow/config.toml\n")),
            n("f3_bw_kat", "2026-01-14 09:20", "fix: honour NO_COLOR in --help output",
              file=("src/cli.rs", "// NO_COLOR\n")),
            m("b", "f3_bw_daehyun", "2026-02-03 23:10",
              "config: 기본 설정 파일 경로를 ~/.burrowrc 로 변경\n\n"
              "XDG 경로를 못 찾는 사용자 이슈가 계속 들어와서(#411, #415) 홈 디렉터리 단일 파일로 단순화. 기존 "
              "XDG 경로는 더 이상 읽지 않음.",
              "홈 디렉터리 단일 파일로 단순화",
              file=("src/config.rs", "// default: ~/.burrowrc\n")),
            n("f3_bw_hyejin", "2026-02-05 21:00", "docs: 설정 예제 업데이트",
              file=("docs/config.md", "# 설정\n")),
            m("c", "f3_bw_hyejin", "2026-02-08 10:00",
              "Revert \"config: 기본 설정 파일 경로를 ~/.burrowrc 로 변경\"\n\n"
              "This reverts commit {sha:b}.\n\n"
              "XDG 경로 그대로 유지합니다. Packagers (Fedora, Debian) flagged new dotfiles in $HOME as a policy "
              "problem, and #411/#415 were really a docs issue - README now says where the file lives.",
              "XDG 경로 그대로 유지합니다",
              file=("src/config.rs", "// default: $XDG_CONFIG_HOME/burrow/config.toml\n")),
        ]),
    ], [Subj("default config file location", "Where does burrow look for its config file if I don't pass one?",
             "설정 파일 경로를 따로 안 주면 burrow가 어디서 읽어요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 33
    Seq("fresh3-33", "mixed", ["out_of_order", "reversal"], [
        GitStep(FLIGHTOPS, [
            n("f3_hd_kwon", "2026-03-10 18:20", "preflight: 배터리 셀 전압 편차 체크 추가",
              file=("preflight/battery.py", "MAX_CELL_DELTA_V = 0.08\n")),
            m("b", "f3_hd_kwon", "2026-03-17 14:20",
              "preflight: 최대 풍속 제한 8 m/s로 하향\n\n"
              "Matt 권고 + 3/12 우도 구간 돌풍 사고 이후 운항팀 결정. 지속풍 8 m/s 또는 돌풍 11 m/s 초과 시 이륙 "
              "차단.",
              "최대 풍속 제한 8 m/s로 하향",
              file=("config/limits.toml", "max_sustained_wind_ms = 8\nmax_gust_ms = 11\n")),
        ]),
        SlackStep("f3_hallasan", "flight-ops", [
            m("a", "f3_hd_boo", "2026-02-16 09:00",
              "운항 기준 정리합니다: max sustained wind 12 m/s까지 운항, 그 이상이면 해당 구간 배송 중단. Matt이 "
              "CASA 기준이랑 비교해서 의견 주기로 했어요.",
              "max sustained wind 12 m/s까지 운항"),
            n("f3_hd_matt", "2026-02-16 11:40", "Will do. 12 sounds high for a 7 kg airframe over open water, but "
              "let me check the manufacturer data first.", thread="a"),
            n("f3_hd_yang", "2026-02-16 10:05", "우도 노선 2월 누적 배송 412건 🎉"),
        ], topic="운항 기준, 기상, 노선"),
    ], [Subj("drone wind limit for flights", "How windy can it get before we stop launching delivery flights?",
             "바람이 얼마나 불면 드론 배송 안 띄워요?", "b", [("a", "replaced")])],
        note="The repository (March) is ingested before the older Slack export (February)."),

    # ------------------------------------------------------------------------------------------ 34
    Seq("fresh3-34", "mixed", ["cancellation", "lookalike"], [
        SlackStep("f3_hallasan", "ops", [
            m("a", "f3_hd_yang", "2026-03-02 10:00",
              "마라도 노선 시범운항 4월 6일부터 시작합니다. 하루 2편, 편의점 물품 위주.",
              "마라도 노선 시범운항 4월 6일부터"),
            n("f3_hd_boo", "2026-03-02 10:08", "네 대표님, 모슬포 이착륙장 점검 다음 주에 갈게요", thread="a"),
            m("b", "f3_hd_yang", "2026-03-05 15:00",
              "Insurance renewal: we're going with Samda Insurance's drone liability policy, 건당 3억, premium "
              "1,180만원/yr. Matt, please send them the ops manual.",
              "going with Samda Insurance's drone liability policy"),
            n("f3_hd_matt", "2026-03-05 17:30", "Sent just now. They want the emergency procedures section in "
              "Korean as well.", thread="b"),
            n("f3_hd_kwon", "2026-03-05 16:02", "번역은 제가 할게요", thread="b"),
            m("c", "f3_hd_yang", "2026-03-20 17:30",
              "마라도 시범운항은 안 하기로 했습니다. 국가유산청 협의에서 섬 상공 비행 허가가 올해 안에는 어렵다고 "
              "해서요. 우도 노선에 집중합시다.",
              "마라도 시범운항은 안 하기로 했습니다"),
            n("f3_hd_boo", "2026-03-20 17:36", "아쉽네요 ㅠ 모슬포 점검 일정은 취소해 둘게요", thread="c"),
        ], topic="운영 전반"),
    ], [Subj("Marado trial route", "Is the Marado island delivery trial going ahead in April?",
             "마라도 배송 시범 4월에 해요?", None, [("a", "cancelled"), ("c", "cancellation")]),
        Subj("drone liability insurance", "Which insurer covers our drone liability this year, and for how much?",
             "드론 배상책임보험 올해 어디로 했어요?", "b")]),
]
