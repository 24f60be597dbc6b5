"""Fresh2 sequences: a fourth split, the next untouched check. Written by someone who had read only the data
model (``build.py``), the label format (``_supersession_data.py``), the benchmark's docstring and the layout
of one fresh sequence — not the supersession or extraction rules, not the dev/holdout sequences and not the
rest of the fresh split. It is for measuring only; never tune on it.

Teams (all new, keys prefixed ``f2_``):

* 대구세림병원 의료정보팀 (a Daegu hospital's medical-informatics team; Slack in 존댓말 and 개조식 notices,
  Korean-webmail mail with a PACS vendor);
* Relay Haul (a Lagos trucking/logistics startup; English Slack, Gmail, a dispatch-api repository);
* 컷앤컷 스튜디오 (a Seoul webtoon studio; 반말 Slack, an English-edition editor in Los Angeles);
* Lakeshore Civic Data Institute (a Toronto research nonprofit; Outlook mail, Slack, a pipelines repository);
* 원주시청 스마트도시과 + ㈜다온정보 (a Korean city office and its contractor; 공문체 mail, Korean commits);
* Pebble Owl (an indie mobile-game team in Vancouver and Seoul; code-switching Slack and commits);
* 한바다컨테이너터미널 (a Busan New Port container terminal; Korean/English Slack, Outlook mail with a
  Singapore shipping line);
* Maru Market (a bilingual Korean–English e-commerce company, Los Angeles + Seoul).

Labelling conventions used here: in a *restored* sequence (X, then Y, then "never mind, we stay on X") the
restoring message is the standing one and both the original X and the Y are ``replaced``; an agreement's
standing message is the proposal, the "LGTM"/"동의합니다" reply is ``agreement``; a "Reminder: …" is
``restatement`` and the original stands.
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

SEOUL, LAGOS, TOR = "Asia/Seoul", "Africa/Lagos", "America/Toronto"
VAN, LAX, SIN = "America/Vancouver", "America/Los_Angeles", "Asia/Singapore"

PEOPLE = {
    # 대구세림병원 의료정보팀 (Daegu)
    "f2_sr_ahn": Person("안경수", "ks.ahn@serim-hosp.or.kr", SEOUL, "ks.ahn", "의료정보팀장"),
    "f2_sr_baek": Person("백지영", "jy.baek@serim-hosp.or.kr", SEOUL, "jiyoung", "EMR 파트장"),
    "f2_sr_nam": Person("남도현", "dh.nam@serim-hosp.or.kr", SEOUL, "dohyeon.nam", "네트워크 주임"),
    "f2_sr_yoo": Person("유슬기", "seulgi.yoo@serim-hosp.or.kr", SEOUL, "seulgi", "원무시스템 대리"),
    "f2_sr_kwak": Person("곽태민", "tm.kwak@serim-hosp.or.kr", SEOUL, "taemin", "정보보안 과장"),
    "f2_sr_cho": Person("조민혁", "mh.cho@mediview.co.kr", SEOUL, title="메디뷰 기술지원팀 과장"),
    # Relay Haul (Lagos)
    "f2_rh_tunde": Person("Tunde Adeyemi", "tunde@relayhaul.ng", LAGOS, "tunde", "CEO"),
    "f2_rh_ngozi": Person("Ngozi Okafor", "ngozi@relayhaul.ng", LAGOS, "ngozi", "Head of Operations"),
    "f2_rh_emeka": Person("Emeka Nwosu", "emeka@relayhaul.ng", LAGOS, "emeka", "Backend Lead"),
    "f2_rh_funmi": Person("Funmilayo Bello", "funmi@relayhaul.ng", LAGOS, "funmi", "Mobile Engineer"),
    "f2_rh_ibrahim": Person("Ibrahim Musa", "ibrahim@relayhaul.ng", LAGOS, "ibrahim.m", "Fleet Manager"),
    # 컷앤컷 스튜디오 (Seoul webtoon studio)
    "f2_cc_jang": Person("장서윤", "seoyun@cutncut.studio", SEOUL, "seoyun", "대표 PD"),
    "f2_cc_min": Person("민태경", "taekyung@cutncut.studio", SEOUL, "taekyung", "메인 작가"),
    "f2_cc_ok": Person("옥다은", "daeun@cutncut.studio", SEOUL, "daeun", "채색 어시스턴트"),
    "f2_cc_pyo": Person("표재훈", "jaehoon@cutncut.studio", SEOUL, "jaehoon", "연재 매니저"),
    "f2_cc_heo": Person("Hannah Heo", "hannah@cutncut.studio", LAX, "hannah", "Global Editor"),
    # Lakeshore Civic Data Institute (Toronto)
    "f2_lc_priya": Person("Priya Raman", "priya.raman@lakeshorecivic.ca", TOR, "priya", "Executive Director"),
    "f2_lc_owen": Person("Owen MacLeod", "owen.macleod@lakeshorecivic.ca", TOR, "owen", "Research Director"),
    "f2_lc_chloe": Person("Chloé Tremblay", "chloe.tremblay@lakeshorecivic.ca", TOR, "chloe", "Data Engineer"),
    "f2_lc_jay": Person("Jay Lim", "jay.lim@lakeshorecivic.ca", TOR, "jay", "Policy Analyst"),
    "f2_lc_farah": Person("Farah Haddad", "farah.haddad@lakeshorecivic.ca", TOR, "farah", "Grants & Finance Manager"),
    # 원주시청 스마트도시과 + ㈜다온정보
    "f2_wj_shin": Person("신동욱", "dwshin@korea.kr", SEOUL, title="스마트도시과 스마트정책팀장"),
    "f2_wj_cha": Person("차은지", "eunji.cha@korea.kr", SEOUL, title="스마트도시과 주무관"),
    "f2_wj_yeom": Person("염태식", "tsyeom@daon-info.co.kr", SEOUL, title="㈜다온정보 공공사업팀 PM"),
    "f2_wj_do": Person("도승민", "smdo@daon-info.co.kr", SEOUL, title="㈜다온정보 개발자"),
    # Pebble Owl (Vancouver + Seoul)
    "f2_po_maya": Person("Maya Chen", "maya@pebbleowl.games", VAN, "maya", "Producer / Design"),
    "f2_po_hyunwoo": Person("Hyunwoo Han", "hyunwoo@pebbleowl.games", SEOUL, "hyunwoo", "Programmer"),
    "f2_po_liam": Person("Liam O'Connor", "liam@pebbleowl.games", VAN, "liam", "Artist"),
    "f2_po_soyeon": Person("구소연", "soyeon@pebbleowl.games", SEOUL, "soyeon", "Sound & QA"),
    # 한바다컨테이너터미널 (Busan New Port) + Orient Meridian Lines
    "f2_hb_seo": Person("서정호", "jh.seo@hanbada-ct.co.kr", SEOUL, "jungho.seo", "운영기획팀 부장"),
    "f2_hb_jin": Person("진하늘", "haneul.jin@hanbada-ct.co.kr", SEOUL, "haneul", "TOS 개발 과장"),
    "f2_hb_lim": Person("임수빈", "subin.lim@hanbada-ct.co.kr", SEOUL, "subin", "선석계획 대리"),
    "f2_hb_raj": Person("Rajesh Iyer", "rajesh.iyer@orientmeridian.com.sg", SIN,
                        title="Terminal Operations Manager, North Asia"),
    # Maru Market (Los Angeles + Seoul)
    "f2_mm_grace": Person("Grace Yoon", "grace@marumarket.com", LAX, "grace", "CEO"),
    "f2_mm_dohyun": Person("박도현", "dohyun@marumarket.com", SEOUL, "dohyun", "CTO"),
    "f2_mm_kevin": Person("Kevin Oh", "kevin@marumarket.com", LAX, "kevin.oh", "Growth Lead"),
    "f2_mm_seula": Person("정슬아", "seula@marumarket.com", SEOUL, "seula", "CS·운영 매니저"),
    "f2_mm_tyler": Person("Tyler Brooks", "tyler@marumarket.com", LAX, "tyler", "US Warehouse Ops"),
    "f2_mm_alex": Person("Alex Rivera", "alex@marumarket.com", LAX, "alex.r", "Frontend Engineer"),
    "f2_mm_jiwoo": Person("최지우", "jiwoo@marumarket.com", SEOUL, "jiwoo", "B2B 영업 매니저"),
}

WORKSPACES = {
    "f2_serim": Workspace("T09F2SRM0D", "serim-hosp-it",
                          ("f2_sr_ahn", "f2_sr_baek", "f2_sr_nam", "f2_sr_yoo", "f2_sr_kwak")),
    "f2_relayhaul": Workspace("T09F2RLYH1", "relayhaul",
                              ("f2_rh_tunde", "f2_rh_ngozi", "f2_rh_emeka", "f2_rh_funmi", "f2_rh_ibrahim")),
    "f2_cutcut": Workspace("T09F2CTCT7", "cutncut-studio",
                           ("f2_cc_jang", "f2_cc_min", "f2_cc_ok", "f2_cc_pyo", "f2_cc_heo")),
    "f2_lakeshore": Workspace("T09F2LKSH3", "lakeshorecivic",
                              ("f2_lc_priya", "f2_lc_owen", "f2_lc_chloe", "f2_lc_jay", "f2_lc_farah")),
    "f2_pebbleowl": Workspace("T09F2PBOW5", "pebbleowl",
                              ("f2_po_maya", "f2_po_hyunwoo", "f2_po_liam", "f2_po_soyeon")),
    "f2_hanbada": Workspace("T09F2HBCT8", "hanbada-ct", ("f2_hb_seo", "f2_hb_jin", "f2_hb_lim")),
    "f2_marumarket": Workspace("T09F2MARU2", "marumarket",
                               ("f2_mm_grace", "f2_mm_dohyun", "f2_mm_kevin", "f2_mm_seula", "f2_mm_tyler")),
}

DISPATCH_API = "git@github.com:relayhaul/dispatch-api.git"
TIDEPOOL = "git@github.com:pebbleowl/tidepool.git"
PIPELINES = "https://github.com/lakeshore-civic/pipelines.git"
OPENAPI = "https://git.daon-info.co.kr/wonju/smartcity-openapi.git"
STOREFRONT = "git@github.com:marumarket/storefront.git"


SEQUENCES: list[Seq] = [
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh2-01", "en", ["reversal"], [
        SlackStep("f2_relayhaul", "dispatch", [
            n("f2_rh_tunde", "2026-01-12 08:02", "Morning team. Third Mainland Bridge is a car park again, I'll be 20 mins late"),
            m("a", "f2_rh_ngozi", "2026-01-12 08:41",
              "Dispatch standup will be daily at 8:30am on Google Meet, 15 minutes max. Drivers' leads join "
              "from the yard on their phones.",
              "daily at 8:30am on Google Meet"),
            n("f2_rh_ibrahim", "2026-01-12 08:45", "noted 👍", thread="a"),
            n("f2_rh_emeka", "2026-01-14 13:10", "dispatch-api deploy going out at 2pm, expect a short blip on the tracking page"),
            n("f2_rh_funmi", "2026-01-20 10:02", "Anyone else's Android build failing on the maps key? asking for a friend 😅"),
            n("f2_rh_emeka", "2026-01-20 10:05", "rotate it from the console, the old one expired on Friday"),
            m("b", "f2_rh_ngozi", "2026-02-02 17:30",
              "Standup from tomorrow: 9:15am, in person in the ops room at the Ikeja yard. Remote folks dial "
              "into the room laptop.",
              "9:15am, in person in the ops room"),
            n("f2_rh_tunde", "2026-02-02 17:34", "works for me", thread="b"),
            n("f2_rh_ibrahim", "2026-02-02 17:50", "Good, the leads are at the yard by 9 anyway", thread="b"),
        ], topic="Dispatch, routing and daily ops"),
    ], [Subj("daily dispatch standup: time and place", "When and where is the daily dispatch standup?",
             "디스패치 스탠드업은 매일 몇 시에 어디서 해요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh2-02", "ko", ["reversal"], [
        SlackStep("f2_serim", "emr-ops", [
            n("f2_sr_baek", "2026-01-07 09:05", "좋은 아침입니다~ 오늘 외래 접수 대기가 길어서 원무 쪽 문의 오면 바로 공유 부탁드려요"),
            m("a", "f2_sr_ahn", "2026-01-07 14:20",
              "EMR 정기 점검 일정 공유드립니다.\n- 주기: 매월 둘째 주 일요일\n- 시간: 02:00~05:00 (3시간)\n"
              "- 점검 중 응급실은 다운타임 양식(종이)으로 운영\n각 부서 공지 부탁드립니다.",
              "매월 둘째 주 일요일"),
            n("f2_sr_nam", "2026-01-07 14:32", "네 팀장님, 네트워크 쪽은 점검 시간에 맞춰 대기하겠습니다", thread="a"),
            n("f2_sr_yoo", "2026-01-21 11:10", "원무 수납 키오스크 2번 또 영수증 용지 걸렸어요 ㅠ 누가 좀 봐주실 수 있을까요"),
            n("f2_sr_kwak", "2026-01-21 11:25", "제가 내려가 볼게요"),
            m("b", "f2_sr_ahn", "2026-02-24 16:45",
              "EMR 정기점검\n- 매월 넷째 주 토요일 23:00 ~ 익일 03:00\n- 3월 28일부터 적용\n"
              "- 일요일 새벽은 응급실 내원 환자가 많아 시간대 조정함",
              "매월 넷째 주 토요일 23:00"),
            n("f2_sr_baek", "2026-02-24 16:50", "간호부에 전달하겠습니다", thread="b"),
            n("f2_sr_yoo", "2026-02-24 17:02", "원무팀도 공지 올릴게요", thread="b"),
        ], topic="EMR 운영/장애 공유"),
    ], [Subj("EMR 정기점검 일정", "When does the monthly EMR maintenance downtime happen?",
             "EMR 정기 점검은 언제 해요? 다운타임 시간대가 궁금합니다", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh2-03", "mixed", ["agreement"], [
        SlackStep("f2_marumarket", "growth", [
            n("f2_mm_kevin", "2026-03-09 10:12", "Feb numbers are in — US AOV $41.80, up from $38.20 in Jan 🎉"),
            m("a", "f2_mm_kevin", "2026-03-09 11:45",
              "Proposal: raise the free-shipping threshold on the US store from $35 to $49, starting April 1. "
              "Most carts already sit right under $49 and shipping is eating 14% of margin. Thoughts? "
              "@{f2_mm_grace} @{f2_mm_dohyun}",
              "raise the free-shipping threshold on the US store",
              reactions={"+1": ["f2_mm_seula"]}),
            m("c", "f2_mm_grace", "2026-03-09 12:30", "LGTM, let's do it 🚀", "LGTM, let's do it", thread="a"),
            n("f2_mm_dohyun", "2026-03-10 08:55", "오 AOV 좋네요 👏 KR 쪽은 아직 집계 중입니다"),
            m("b", "f2_mm_dohyun", "2026-03-10 09:10",
              "동의합니다. 배송비 비중 보면 $49가 맞는 것 같아요. 4/1 배포 전에 체크아웃 배너 문구도 같이 바꿀게요.",
              "동의합니다. 배송비 비중 보면", thread="a"),
            n("f2_mm_tyler", "2026-03-09 18:20", "heads up, dock 3 at the warehouse is closed tomorrow for repairs"),
        ], topic="Growth, pricing, promos (US + KR)"),
    ], [Subj("US store free-shipping threshold", "What's the minimum order for free shipping on the US store?",
             "미국 스토어는 얼마 이상 사면 무료배송이에요?", "a", [("b", "agreement"), ("c", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh2-04", "en", ["reversal"], [
        MailStep([
            m("a", "f2_lc_owen", "2026-02-03 10:15",
              "Hi all,\n\nQuick update after Friday's vendor calls. We'll go with Léger for the fieldwork on the "
              "Housing Precarity Survey: their panel has the best coverage outside the GTA and the quote (CAD "
              "38,500 for n=2,400) fits the Maytree grant line.\n\nI'll send them the draft questionnaire this "
              "week.\n\nBest,\nOwen\n\nOwen MacLeod\nResearch Director | Lakeshore Civic Data Institute\n416-555-0148",
              "We'll go with Léger for the fieldwork",
              to=("f2_lc_priya", "f2_lc_farah"), cc=("f2_lc_jay",), subject="Fieldwork vendor for the Housing Precarity Survey"),
            n("f2_lc_farah", "2026-02-03 13:02",
              "Thanks Owen, I'll set them up as a vendor in QuickBooks. Can you forward the signed SOW when you "
              "have it?\n\nFarah", to=("f2_lc_owen",), cc=("f2_lc_priya",), reply_to="a"),
            n("f2_lc_jay", "2026-02-11 16:40",
              "Hi Owen,\n\nAttached is v3 of the questionnaire with the French translation notes from Chloé. Section "
              "D (utility arrears) is still long — 14 items. Could we cut it to 9?\n\nJay",
              to=("f2_lc_owen",), subject="Questionnaire v3"),
            m("b", "f2_lc_owen", "2026-02-26 09:40",
              "Hi all,\n\nThe fieldwork contract for the Housing Precarity Survey is signed with Abacus Data. Léger "
              "couldn't commit to French-language interviews in Eastern Ontario before June, and Abacus can start "
              "March 16 at CAD 41,200. Farah, the signed SOW is attached; the extra 2,700 comes out of "
              "contingency.\n\nOwen",
              "is signed with Abacus Data",
              to=("f2_lc_priya", "f2_lc_farah", "f2_lc_jay"), subject="Housing survey fieldwork: contract signed"),
            n("f2_lc_priya", "2026-02-26 10:05",
              "Good call. Let's make sure the methodology note names the firm and the field dates.\n\nP.",
              to=("f2_lc_owen",), reply_to="b"),
        ], name="owen-outlook", style="outlook", owner="f2_lc_owen"),
    ], [Subj("fieldwork vendor for the housing survey", "Which firm is doing the fieldwork for the housing survey?",
             "주거 불안정 설문 현장조사는 어느 업체가 맡았나요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh2-05", "ko", ["cancellation"], [
        MailStep([
            m("a", "f2_wj_shin", "2026-03-05 10:30",
              "1. 관련: 스마트도시과-1182(2026. 2. 27.)\n2. 원주시 스마트시티 통합플랫폼 구축사업과 관련하여 "
              "아래와 같이 시민설명회를 개최하고자 하오니 준비에 만전을 기하여 주시기 바랍니다.\n\n"
              "  가. 일시: 2026. 3. 26.(목) 14:00~16:00\n  나. 장소: 시청 본관 4층 대회의실\n"
              "  다. 대상: 시민, 시의원, 관계 공무원 등 약 120명\n"
              "  라. 준비사항: 사업 소개 자료(㈜다온정보), 좌석 배치 및 다과(차은지 주무관)\n\n"
              "붙임  설명회 계획(안) 1부.  끝.\n\n스마트도시과 스마트정책팀장 신동욱\n☎ 033-737-2841",
              "아래와 같이 시민설명회를 개최하고자 하오니",
              to=("f2_wj_cha", "f2_wj_yeom"), subject="[스마트도시과] 스마트시티 시민설명회 개최 알림"),
            n("f2_wj_yeom", "2026-03-05 15:10",
              "팀장님 안녕하십니까, ㈜다온정보 염태식입니다.\n사업 소개 자료는 3월 19일까지 초안 송부드리겠습니다.\n"
              "감사합니다.\n\n염태식 드림\n㈜다온정보 공공사업팀 PM | 010-0000-4417",
              to=("f2_wj_shin",), reply_to="a"),
            n("f2_wj_cha", "2026-03-06 11:20",
              "팀장님, 설명회 다과 견적 2곳 받았습니다.\n- A업체: 1인 8,500원\n- B업체: 1인 9,000원 (음료 포함)\n"
              "확인 부탁드립니다.\n\n차은지 드림", to=("f2_wj_shin",), subject="다과 견적 (3.26. 설명회)"),
            m("c", "f2_wj_shin", "2026-03-18 09:10",
              "1. 관련: 스마트도시과-1204(2026. 3. 5.)\n2. 위 호와 관련하여 3. 26.(목) 개최 예정이던 스마트시티 "
              "시민설명회는 추가경정예산 편성 지연 및 사업 범위 재검토에 따라 개최하지 않기로 하였음을 "
              "알려드립니다.\n3. 사업 소개 자료 작성 및 다과 준비는 중단하여 주시기 바랍니다.  끝.\n\n"
              "스마트도시과 스마트정책팀장 신동욱",
              "개최하지 않기로 하였음을 알려드립니다",
              to=("f2_wj_cha", "f2_wj_yeom"), subject="[스마트도시과] 스마트시티 시민설명회 개최 취소 알림"),
        ], name="wonju-mail", style="korean", owner="f2_wj_shin"),
    ], [Subj("스마트시티 시민설명회", "Is the smart city information session for residents still happening?",
             "시민 대상 스마트시티 설명회는 예정대로 열리나요?", None, [("a", "cancelled"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh2-06", "en", ["reversal"], [
        GitStep(DISPATCH_API, [
            n("f2_rh_emeka", "2026-01-08 15:30", "Initial OTP flow for driver app login",
              file=("app/otp/service.py", "def send_code(phone: str) -> None:\n    raise NotImplementedError\n")),
            m("a", "f2_rh_emeka", "2026-01-09 11:20",
              "otp: send driver login codes via Termii\n\nTermii had the best delivery on MTN and Airtel in our "
              "tests (97% within 10s).\nSender ID RELAYHAUL is approved.",
              "send driver login codes via Termii",
              file=("config/sms.yaml", "provider: termii\nsender_id: RELAYHAUL\n")),
            n("f2_rh_funmi", "2026-01-15 10:45", "api: return 422 on malformed waybill numbers",
              file=("app/waybills/validate.py", "WAYBILL_RE = r'^RH-\\d{8}$'\n")),
            n("f2_rh_emeka", "2026-02-03 09:12", "Bump fastapi to 0.115.8",
              file=("requirements.txt", "fastapi==0.115.8\nuvicorn==0.34.0\n")),
            m("b", "f2_rh_emeka", "2026-02-19 16:05",
              "otp: move SMS delivery to Africa's Talking\n\nTermii DND-route failures hit 11% on Glo numbers last "
              "week and drivers\ncould not log in before the 6am dispatch. Africa's Talking delivered 99.2%\nin "
              "the 3-day shadow test. Termii keys are removed from config.",
              "move SMS delivery to Africa's Talking",
              file=("config/sms.yaml", "provider: africastalking\nsender_id: RELAYHAUL\n")),
        ]),
    ], [Subj("SMS provider for driver login codes", "Which SMS gateway sends the OTP codes for driver login?",
             "기사 로그인 인증번호 문자는 어느 업체로 발송돼요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh2-07", "mixed", ["restored"], [
        GitStep(TIDEPOOL, [
            n("f2_po_hyunwoo", "2026-01-06 21:10", "Add tide timer prototype scene",
              file=("Assets/Scenes/TideTimer.unity.meta", "guid: 4f1c2a\n")),
            m("a", "f2_po_hyunwoo", "2026-01-12 10:30",
              "android: set minSdk to 24\n\nAndroid 7.0 이상 지원. 타깃 국가 기기 분포 보면 24 아래는 1% 미만.",
              "set minSdk to 24",
              file=("app/build.gradle.kts", "android {\n    defaultConfig {\n        minSdk = 24\n    }\n}\n")),
            n("f2_po_liam", "2026-01-20 14:02", "art: hermit crab idle sprites (8 frames)",
              file=("Assets/Art/crab_idle.meta", "frames: 8\n")),
            m("b", "f2_po_maya", "2026-02-09 15:40",
              "android: raise minSdk to 26\n\nThe rhythm mini-game needs the AAudio path, so we're dropping "
              "Android 7.x devices.",
              "so we're dropping Android 7.x devices",
              file=("app/build.gradle.kts", "android {\n    defaultConfig {\n        minSdk = 26\n    }\n}\n")),
            n("f2_po_soyeon", "2026-02-11 18:30", "sfx: 파도 루프 사운드 교체 (-3dB)",
              file=("Assets/Audio/wave_loop.meta", "gain: -3\n")),
            m("c", "f2_po_hyunwoo", "2026-02-16 11:05",
              "Revert \"android: raise minSdk to 26\"\n\nThis reverts commit {sha:b}.\n\nminSdk는 24로 유지합니다. "
              "필리핀 소프트런치 타깃 유저 중 Android 7.x 비중이 9%라 못 버림.\nRhythm mini-game은 OpenSL ES "
              "fallback으로 처리 (Maya랑 얘기 완료).",
              "minSdk는 24로 유지합니다",
              file=("app/build.gradle.kts", "android {\n    defaultConfig {\n        minSdk = 24\n    }\n}\n")),
        ]),
    ], [Subj("minimum Android version for Tidepool", "What's the oldest Android version Tidepool supports?",
             "타이드풀은 안드로이드 몇 버전부터 지원해?", "c", [("b", "replaced"), ("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh2-08", "ko", ["restored"], [
        SlackStep("f2_cutcut", "production", [
            n("f2_cc_ok", "2026-01-05 11:20", "다들 새해 복 많이 받아요~ 🧧 오늘 점심 떡국 어때"),
            n("f2_cc_min", "2026-01-05 11:22", "콜 ㅋㅋ"),
            m("a", "f2_cc_jang", "2026-01-05 14:00",
              "시즌2부터 원고 마감은 목요일 자정으로 하자. 연재가 월요일이니까 검수랑 업로드 여유 두고.",
              "원고 마감은 목요일 자정으로 하자"),
            n("f2_cc_min", "2026-01-05 14:05", "ㅇㅋ 목요일 자정이면 할만해", thread="a"),
            n("f2_cc_pyo", "2026-01-19 10:30", "플랫폼 담당자한테 연락 왔어요. 2월부터 검수 일정이 빨라진대요"),
            m("b", "f2_cc_jang", "2026-01-19 15:10",
              "그럼 2월부터 마감 화요일 18시로 당길게. 다들 미안 ㅠ 주말은 무조건 쉬는 걸로 하고",
              "마감 화요일 18시로 당길게"),
            n("f2_cc_ok", "2026-01-19 15:12", "헐 화요일...", thread="b"),
            n("f2_cc_min", "2026-01-19 15:20", "배경 에셋 미리 뽑아두면 될 듯", thread="b"),
            n("f2_cc_pyo", "2026-01-28 11:00", "플랫폼 쪽 다시 연락 왔는데 검수 일정 변경 철회됐대요 ㅋㅋ 원래대로 간대요"),
            m("c", "f2_cc_jang", "2026-01-28 11:30",
              "화요일 마감 없던 걸로 하자. 그냥 지금처럼 목요일 자정 유지!",
              "화요일 마감 없던 걸로 하자"),
            n("f2_cc_ok", "2026-01-28 11:31", "살았다 🙏", thread="c"),
        ], topic="달빛정원 / 철야반 제작"),
    ], [Subj("주간 원고 마감", "What's the weekly deadline for turning in the episode files?",
             "원고 마감 언제까지야?", "c", [("b", "replaced"), ("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh2-09", "en", ["lookalike", "restatement"], [
        SlackStep("f2_lakeshore", "grants", [
            n("f2_lc_farah", "2026-01-13 09:10", "Morning! The office fridge gets cleaned out Friday, label your lunches 🥲"),
            m("a", "f2_lc_priya", "2026-01-13 11:00",
              "Final reports: the Trillium Seed grant report is due March 31 and Owen owns it. Please loop Farah in "
              "for the budget tables.",
              "Trillium Seed grant report is due March 31"),
            n("f2_lc_owen", "2026-01-13 11:04", "on it", thread="a"),
            m("b", "f2_lc_priya", "2026-01-13 11:06",
              "Metcalf year-2 report: due April 15, @{f2_lc_farah} owns it since it's mostly financials.",
              "Metcalf year-2 report: due April 15"),
            n("f2_lc_farah", "2026-01-13 11:15", "👍 I'll start the draft in Feb", thread="b"),
            n("f2_lc_jay", "2026-02-02 14:00", "Has anyone got the login for the StatCan RDC portal? mine expired"),
            m("c", "f2_lc_owen", "2026-03-16 09:30",
              "Reminder: the Trillium final report is due March 31. I'll circulate a draft on the 24th — comments "
              "by the 27th please.",
              "the Trillium final report is due"),
        ], topic="Funders, reports, deadlines"),
    ], [Subj("Trillium grant report: deadline and owner", "When is the Trillium report due and who is writing it?",
             "트릴리움 재단 보고서는 언제까지고 누가 써요?", "a", [("c", "restatement")]),
        Subj("Metcalf grant report: deadline and owner", "Who's handling the Metcalf report and what's the deadline?",
             "멧칼프 보고서 마감일이랑 담당자가 누구예요?", "b")]),

    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh2-10", "mixed", ["out_of_order", "reversal"], [
        SlackStep("f2_hanbada", "yard-ops", [
            n("f2_hb_jin", "2026-04-06 09:00", "TOS patch 3.8.2 tonight 23:00 배포합니다. 20분 정도 yard allocation 멈춰요"),
            m("b", "f2_hb_seo", "2026-04-08 15:40",
              "From April 13, reefer PTI is done at CY 7블록 (new 120 plugs). R블록은 수출 적재 대기용으로만 씁니다. "
              "@{f2_hb_jin} TOS rule 수정 부탁해요.",
              "reefer PTI is done at CY 7블록"),
            n("f2_hb_jin", "2026-04-08 15:44", "넵 12일 밤에 rule 바꿔둘게요", thread="b"),
            n("f2_hb_lim", "2026-04-09 11:00", "점심 돼지국밥 갈 사람~"),
        ], name="slack-export-2026-04", topic="Yard & gate operations"),
        SlackStep("f2_hanbada", "yard-ops", [
            n("f2_hb_lim", "2026-03-03 08:50", "오늘 선석 스케줄 TOS에 업데이트했습니다. HMM 배 ETA 2시간 delay"),
            m("a", "f2_hb_seo", "2026-03-04 10:20",
              "Reefer PTI 점검은 당분간 R블록 전용 plug 구역에서 진행합니다. gate-in 후 바로 R블록으로 보내주세요.",
              "R블록 전용 plug 구역에서 진행합니다"),
            n("f2_hb_jin", "2026-03-04 10:31", "TOS에서 reefer 반입되면 자동으로 R블록 배정되게 rule 걸어둘게요", thread="a"),
        ], name="slack-export-2026-03", topic="Yard & gate operations"),
    ], [Subj("reefer PTI inspection location", "Where do reefer containers go for their PTI check?",
             "냉동컨테이너 PTI 점검은 어느 블록에서 해요?", "b", [("a", "replaced")])],
        note="The April export is ingested before the March one."),

    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh2-11", "en", ["agreement"], [
        MailStep([
            n("f2_rh_ibrahim", "2026-02-09 16:20",
              "Diesel at ₦1,240/litre at the Mobil on Ikorodu Rd today. Sharing in case we want to top up the "
              "tanks before it climbs.\n\nIbrahim", to=("f2_rh_ngozi", "f2_rh_tunde"), subject="Diesel prices this week"),
            m("a", "f2_rh_ngozi", "2026-02-10 09:15",
              "Hi Tunde,\n\nAfter the Sagamu incident I'd like us to formalise driving hours. Proposal: no driver "
              "does more than 10 hours behind the wheel in a day, including the Ibadan and Abeokuta runs, with a "
              "compulsory 45-minute break after 5 hours. Ibrahim says we can cover it with the two relief drivers "
              "we already pay on standby (about ₦180,000/month each).\n\nCan I get a yes so I can brief the "
              "drivers on Monday?\n\nNgozi\n--\nNgozi Okafor | Head of Operations | Relay Haul\n+234 803 555 0192",
              "no driver does more than 10 hours",
              to=("f2_rh_tunde",), cc=("f2_rh_ibrahim",), subject="Proposal: driver hours"),
            m("b", "f2_rh_tunde", "2026-02-10 12:40",
              "Agreed, go ahead. Brief them Monday and put it in the driver handbook.\n\nT.\n\nSent from my iPhone",
              "Agreed, go ahead. Brief them Monday",
              to=("f2_rh_ngozi",), cc=("f2_rh_ibrahim",), reply_to="a"),
            n("f2_rh_ibrahim", "2026-02-10 13:05",
              "Great. I'll adjust the rota so the relief drivers pick up at Ogere on the Ibadan runs.\n\nIbrahim",
              to=("f2_rh_ngozi", "f2_rh_tunde"), reply_to="b"),
        ], name="ngozi.mbox", style="gmail", owner="f2_rh_ngozi"),
    ], [Subj("daily driving hours limit", "How many hours a day can a driver be on the road?",
             "기사는 하루에 최대 몇 시간까지 운전할 수 있어요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh2-12", "ko", ["restatement"], [
        MailStep([
            m("a", "f2_sr_ahn", "2026-04-02 10:00",
              "메디뷰 조민혁 과장님께,\n\n안녕하십니까. 대구세림병원 의료정보팀 안경수입니다.\n"
              "지난주 협의드린 PACS 서버 이중화 작업 일정을 아래와 같이 확정하여 알려드립니다.\n\n"
              "- 일시: 4월 18일(토) 22:00 ~ 4월 19일(일) 04:00\n- 장소: 본관 지하 1층 전산실\n"
              "- 작업 중 영상 조회는 백업 뷰어로 대체\n\n작업 계획서는 4월 10일까지 회신 부탁드립니다.\n"
              "감사합니다.\n\n안경수 드림\n대구세림병원 의료정보팀장 | 053-000-1234",
              "이중화 작업 일정을 아래와 같이 확정하여",
              to=("f2_sr_cho",), cc=("f2_sr_baek",), subject="[대구세림병원] PACS 서버 이중화 작업 일정 안내"),
            n("f2_sr_cho", "2026-04-03 14:20",
              "안경수 팀장님 안녕하세요,\n메디뷰 조민혁입니다. 일정 확인했습니다. 작업 계획서는 4/9까지 "
              "송부드리겠습니다.\n엔지니어 2명 투입 예정입니다.\n\n조민혁 드림\n메디뷰 기술지원팀",
              to=("f2_sr_ahn",), cc=("f2_sr_baek",), reply_to="a"),
        ], name="ahn-mail", style="korean", owner="f2_sr_ahn"),
        SlackStep("f2_serim", "emr-ops", [
            n("f2_sr_yoo", "2026-04-15 09:00", "이번 주 토요일 야간에 원무 수납 마감 정산 일찍 돌려야 할까요?"),
            m("b", "f2_sr_baek", "2026-04-16 17:30",
              "다시 한 번 공지드립니다 📢 이번 주 토요일(4/18) 밤 10시부터 일요일 새벽 4시까지 PACS 이중화 작업 "
              "있습니다. 영상의학과·응급실은 백업 뷰어 바로가기 확인 부탁드려요.",
              "PACS 이중화 작업 있습니다"),
            n("f2_sr_yoo", "2026-04-16 17:40", "넵 그럼 원무 정산은 9시 전에 끝낼게요", thread="b"),
        ], topic="EMR 운영/장애 공유"),
    ], [Subj("PACS 서버 이중화 작업 일정", "When is the PACS redundancy work scheduled?",
             "PACS 이중화 작업 언제 해요? 영상 조회 안 되는 시간 알려주세요", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh2-13", "mixed", ["reversal"], [
        MailStep([
            m("a", "f2_mm_grace", "2026-01-20 18:10",
              "Hi team,\n\nAfter the three site visits, we're going with ShipBob's Ontario, CA warehouse for US "
              "fulfillment. Pick/pack is $3.10 per order and they can start receiving our January container on "
              "Feb 9.\n\nTyler will own the onboarding.\n\nGrace\n\n--\nGrace Yoon | CEO, Maru Market\nmarumarket.com",
              "going with ShipBob's Ontario, CA warehouse",
              to=("f2_mm_dohyun", "f2_mm_kevin", "f2_mm_tyler"), subject="US fulfillment partner"),
            n("f2_mm_tyler", "2026-01-21 08:30", "Sounds good. I'll send them the SKU master file today.\n\nTyler",
              to=("f2_mm_grace",), reply_to="a"),
            m("b", "f2_mm_dohyun", "2026-02-17 10:20",
              "안녕하세요, 도현입니다.\n\n미국 풀필먼트는 ShipMonk 뉴저지(Carlstadt) 센터와 계약 완료했습니다. "
              "동부 고객이 전체 주문의 58%라 배송 리드타임이 평균 2.1일 줄어듭니다. 건당 비용은 $3.35로 조금 "
              "올라갑니다.\n\nShipBob 쪽은 Grace님이 지난주 통화로 정리해 주셨고, 입고는 2/23부터 ShipMonk로 "
              "들어갑니다.\n\n박도현 드림",
              "ShipMonk 뉴저지(Carlstadt) 센터와 계약 완료했습니다",
              to=("f2_mm_grace", "f2_mm_kevin", "f2_mm_tyler", "f2_mm_seula"), subject="미국 풀필먼트 계약 건 정리"),
            n("f2_mm_grace", "2026-02-16 19:00",
              "Thanks Dohyun 🙏 Tyler, please release the Ontario dock appointment.\n\nG",
              to=("f2_mm_dohyun", "f2_mm_tyler"), reply_to="b"),
        ], name="grace.mbox", style="gmail", owner="f2_mm_grace"),
    ], [Subj("US fulfillment warehouse", "Which 3PL warehouse ships our US orders?",
             "미국 주문은 어느 물류센터에서 출고돼요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh2-14", "en", ["cancellation"], [
        GitStep(PIPELINES, [
            n("f2_lc_chloe", "2026-01-14 10:05", "Add dbt model for municipal budget line items",
              file=("models/staging/stg_budget_lines.sql", "select * from raw.budget_lines\n")),
            m("a", "f2_lc_chloe", "2026-01-22 14:30",
              "scrapers: add nightly pull of Ontario Tenders Portal awards\n\nRuns at 02:00 ET via the GitHub "
              "Actions cron, writes to raw.tenders_awards.\nFirst step for the procurement transparency tracker.",
              "add nightly pull of Ontario Tenders Portal awards",
              file=(".github/workflows/tenders.yml", "on:\n  schedule:\n    - cron: '0 7 * * *'\n")),
            n("f2_lc_jay", "2026-02-04 17:20", "notebooks: rent index sensitivity analysis",
              file=("notebooks/rent_index_sensitivity.md", "# Rent index sensitivity\n")),
            m("c", "f2_lc_chloe", "2026-03-02 11:15",
              "scrapers: remove the Ontario Tenders Portal job\n\nThe research ethics committee asked us not to "
              "collect the portal's contact\nfields, and the procurement tracker is off the 2026 workplan. No "
              "replacement\nsource. Dropping raw.tenders_awards in a follow-up migration.",
              "remove the Ontario Tenders Portal job",
              file=("scrapers/README.md", "Tenders scraper removed on 2026-03-02.\n")),
        ]),
    ], [Subj("nightly tenders portal scrape", "Are we still scraping the Ontario tenders portal every night?",
             "온타리오 입찰 포털 데이터 매일 밤 수집하는 거 아직 돌아가요?", None,
             [("a", "cancelled"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh2-15", "ko", ["reversal"], [
        GitStep(OPENAPI, [
            n("f2_wj_yeom", "2026-02-02 09:40", "초기 프로젝트 구조 생성",
              file=("README.md", "# 원주시 스마트시티 오픈API\n")),
            m("a", "f2_wj_yeom", "2026-02-05 10:00",
              "API 호출 한도: 인증키당 일 1,000건으로 설정\n\n- 과금 대상 아님, 서버 보호 목적\n- 초과 시 429 반환",
              "인증키당 일 1,000건으로 설정",
              file=("config/ratelimit.yml", "daily_per_key: 1000\n")),
            n("f2_wj_do", "2026-02-10 16:30", "대기질 측정소 목록 API 응답에 좌표계(EPSG:5186) 필드 추가",
              file=("api/airquality/stations.py", "CRS = 'EPSG:5186'\n")),
            n("f2_wj_do", "2026-02-24 11:05", "버스 도착정보 캐시 TTL 30초로 조정",
              file=("config/cache.yml", "bus_arrival_ttl: 30\n")),
            m("b", "f2_wj_yeom", "2026-03-11 17:20",
              "API 일일 호출 한도를 인증키당 10,000건으로 상향\n\n- 스마트도시과 요청(3/10 회의): 버스정보 앱 "
              "개발사 호출량 반영\n- 공공데이터포털 표준 한도와 맞춤",
              "호출 한도를 인증키당 10,000건으로 상향",
              file=("config/ratelimit.yml", "daily_per_key: 10000\n")),
        ]),
    ], [Subj("오픈API 일일 호출 한도", "How many API calls per day does one key get on the open API?",
             "오픈API 인증키 하나로 하루에 몇 건까지 호출할 수 있어요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh2-16", "mixed", ["lookalike"], [
        SlackStep("f2_pebbleowl", "launch", [
            n("f2_po_liam", "2026-03-02 10:00", "new key art is up in the drive, pls don't share outside yet 🙏"),
            m("a", "f2_po_maya", "2026-03-03 16:30",
              "Android soft launch: Philippines + Malaysia, May 5. Closed track → open track that morning.",
              "Android soft launch: Philippines + Malaysia, May 5"),
            n("f2_po_hyunwoo", "2026-03-04 10:30", "넵 그럼 4월 말까지 Play Console 세팅 끝내둘게요", thread="a"),
            m("b", "f2_po_hyunwoo", "2026-03-05 11:00",
              "iOS는 App Store 심사 기간 고려해서 소프트런치 5월 19일, 캐나다 + 뉴질랜드로 가는 걸로 정리했어요. "
              "TestFlight 외부 테스트는 4월 중순부터.",
              "소프트런치 5월 19일, 캐나다 + 뉴질랜드로"),
            n("f2_po_maya", "2026-03-04 19:15", "works 👍 let's keep both dates in the launch doc", thread="b"),
            n("f2_po_soyeon", "2026-03-05 14:00", "QA 기기 목록 업데이트했어요. Galaxy A14, iPhone SE 3 추가"),
        ], topic="Tidepool soft launch"),
    ], [Subj("Android soft launch: date and countries", "When and where does the Android soft launch happen?",
             "안드로이드 소프트런치는 언제 어느 나라에서 해요?", "a"),
        Subj("iOS soft launch: date and countries", "Which countries get the iOS soft launch, and on what date?",
             "iOS 버전은 언제 어느 나라에 먼저 풀어요?", "b")]),

    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh2-17", "ko", ["agreement"], [
        SlackStep("f2_serim", "network", [
            n("f2_sr_nam", "2026-02-09 09:30", "3층 외래 AP 교체 완료했습니다. 속도 확인 부탁드립니다"),
            m("a", "f2_sr_kwak", "2026-02-10 10:05",
              "제안드립니다. 게스트 Wi-Fi(SERIM_GUEST) 세션을 4시간으로 제한하고, 재접속 시 문자 인증을 다시 받게 "
              "하면 어떨까요? 요즘 보호자분들 OTT 스트리밍으로 게스트망 대역폭을 40% 넘게 쓰고 있습니다.",
              "게스트 Wi-Fi(SERIM_GUEST) 세션을 4시간으로 제한하고,",
              reactions={"+1": ["f2_sr_baek", "f2_sr_yoo"]}),
            m("b", "f2_sr_ahn", "2026-02-10 10:40",
              "동의합니다. 다음 주 월요일부터 적용해 주세요. 원무과 안내문도 같이 부탁드립니다.",
              "동의합니다. 다음 주 월요일부터 적용해", thread="a"),
            n("f2_sr_nam", "2026-02-10 10:45", "네 방화벽 정책 오늘 준비해두겠습니다", thread="a"),
            n("f2_sr_yoo", "2026-02-10 13:00", "혹시 2층 채혈실 프린터 IP 바뀌었나요? 라벨이 안 나와요"),
        ], topic="원내 네트워크·Wi-Fi"),
    ], [Subj("게스트 Wi-Fi 세션 제한", "How long can a visitor stay connected to the hospital's guest Wi-Fi?",
             "보호자용 와이파이는 한 번 접속하면 얼마나 쓸 수 있어요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh2-18", "en", ["cancellation"], [
        SlackStep("f2_relayhaul", "fleet", [
            m("a", "f2_rh_tunde", "2026-02-04 10:30",
              "Decision on Abuja: we pilot the Lagos–Abuja corridor from Feb 23 with 3 of the Hino trucks, weekly "
              "run leaving Ikeja on Mondays. @{f2_rh_ibrahim} pls pick the drivers.",
              "we pilot the Lagos–Abuja corridor from Feb 23"),
            n("f2_rh_ibrahim", "2026-02-04 10:41", "Yes sir. Will have names by Friday", thread="a"),
            n("f2_rh_funmi", "2026-02-06 15:00", "driver app 2.3.0 is live on Play Store, includes the waybill photo fix"),
            n("f2_rh_ngozi", "2026-02-12 09:20", "The Lokoja checkpoint stories from the drivers are not encouraging 😬"),
            m("c", "f2_rh_tunde", "2026-02-13 18:05",
              "Abuja pilot is off. Insurance wants 2.5x premium for that route and the numbers don't work. Not "
              "doing it this year; the 3 Hinos stay on Lagos–Ibadan.",
              "Abuja pilot is off"),
            n("f2_rh_ibrahim", "2026-02-13 18:20", "Understood. I'll let the drivers know.", thread="c"),
        ], topic="Trucks, drivers, maintenance"),
    ], [Subj("Lagos–Abuja corridor pilot", "Are we starting the Abuja route trial?",
             "아부자 노선 시범 운행은 하는 거예요?", None, [("a", "cancelled"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh2-19", "mixed", ["reversal"], [
        MailStep([
            m("a", "f2_hb_raj", "2026-03-10 16:20",
              "Dear Mr. Seo,\n\nFollowing our call, confirming that the export cut-off for the OML Busan–Singapore "
              "Express (SGX) at HBCT will be Thursday 17:00 KST, for vessels berthing on Saturday.\n\nBest regards,\n"
              "Rajesh Iyer\nTerminal Operations Manager, North Asia\nOrient Meridian Lines | Singapore",
              "will be Thursday 17:00 KST",
              to=("f2_hb_seo",), cc=("f2_hb_lim",), subject="OML SGX service – export cut-off at HBCT"),
            n("f2_hb_seo", "2026-03-10 18:40",
              "Dear Rajesh,\n\nThank you, confirmed on our side. We will update the gate rules in our TOS this "
              "week.\n\nBest regards,\nJungho Seo\nGeneral Manager, Operations Planning\nHanbada Container "
              "Terminal, Busan New Port", to=("f2_hb_raj",), cc=("f2_hb_lim",), reply_to="a"),
            n("f2_hb_raj", "2026-04-02 11:05",
              "Dear Mr. Seo,\n\nWith the new rotation (Busan → Kaohsiung → Singapore) starting week 16, OML would "
              "like the SGX export cut-off at HBCT to be Wednesday 22:00 KST. Could you check whether this works "
              "for the yard?\n\nBest regards,\nRajesh",
              to=("f2_hb_seo",), cc=("f2_hb_lim",), subject="SGX rotation from week 16"),
            m("b", "f2_hb_seo", "2026-04-03 09:30",
              "임 대리, 진 과장\n\nOML SGX 서비스 수출 반입 마감이 16주차(4/13 주)부터 수요일 22:00으로 변경 "
              "확정입니다. 어제 Rajesh 요청 건 검토해 보니 야드 장치율 문제 없어서 OK 회신했습니다.\n"
              "- TOS 게이트 룰은 4/12(일) 밤에 반영 부탁합니다 (진 과장)\n\n서정호 드림\n운영기획팀 부장",
              "수요일 22:00으로 변경 확정입니다",
              to=("f2_hb_lim", "f2_hb_jin"), subject="[공유] OML SGX 반입 마감 (16주차부터)"),
            n("f2_hb_jin", "2026-04-03 10:02", "네 부장님, 4/12 야간에 반영하겠습니다.\n\n진하늘 드림",
              to=("f2_hb_seo",), reply_to="b"),
        ], name="seo-outlook", style="outlook", owner="f2_hb_seo"),
    ], [Subj("OML SGX export cut-off", "What's the export container cut-off for the OML Singapore service?",
             "OML 싱가포르 서비스 수출 컨테이너는 언제까지 반입해야 돼요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh2-20", "ko", ["lookalike", "agreement"], [
        SlackStep("f2_cutcut", "coloring", [
            n("f2_cc_ok", "2026-02-02 10:10", "다은 출근~ 오늘 커피 내가 쏨 ☕"),
            m("a", "f2_cc_jang", "2026-02-02 11:00",
              "달빛정원 2부 채색은 다은이가 메인으로 맡아. 회차당 5일 잡고.",
              "달빛정원 2부 채색은 다은이가 메인으로"),
            n("f2_cc_ok", "2026-02-02 11:02", "넵!! 열심히 할게요", thread="a"),
            m("b", "f2_cc_min", "2026-02-03 14:20",
              "철야반 채색은 외주로 돌리는 거 어때? 스튜디오 하루에서 회차당 45만원 견적 받아놨어. 우리 인력으론 둘 다 못 해",
              "철야반 채색은 외주로 돌리는 거"),
            m("c", "f2_cc_jang", "2026-02-03 14:35", "ㅇㅋ 그렇게 하자. 계약서는 재훈씨가 챙겨줘",
              "ㅇㅋ 그렇게 하자", thread="b"),
            n("f2_cc_pyo", "2026-02-03 14:40", "네 이번 주 안에 계약서 보낼게요", thread="b"),
            n("f2_cc_min", "2026-02-04 09:30", "타블렛 펜촉 남는 거 있는 사람?"),
        ], topic="채색 작업 배분"),
    ], [Subj("달빛정원 2부 채색 담당", "Who's doing the coloring for part 2 of Moonlight Garden?",
             "달빛정원 2부 색칠은 누가 해?", "a"),
        Subj("철야반 채색 담당", "Who colors the Night Shift Class episodes?",
             "철야반 채색은 누가 맡기로 했어?", "b", [("c", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh2-21", "en", ["restatement"], [
        MailStep([
            m("a", "f2_lc_priya", "2026-03-02 09:00",
              "Hi everyone,\n\nThe 2026 staff retreat will be June 4–5 at the Elora Mill. We have the small "
              "conference room both days and 7 rooms on the Thursday night; the Institute covers rooms and meals.\n\n"
              "Agenda ideas welcome, send them to Owen.\n\nPriya\n\nPriya Raman\nExecutive Director\nLakeshore "
              "Civic Data Institute\n180 Shaw St., Toronto ON",
              "staff retreat will be June 4–5",
              to=("f2_lc_owen", "f2_lc_farah", "f2_lc_chloe", "f2_lc_jay"), subject="Staff retreat 2026"),
            n("f2_lc_chloe", "2026-03-02 10:30", "Yay! Can we do the canoe thing again? 🛶\n\nChloé",
              to=("f2_lc_priya",), reply_to="a"),
            n("f2_lc_jay", "2026-03-20 15:45",
              "Hi Farah, for the retreat could you make sure there's a vegetarian option at dinner? Thanks!\nJay",
              to=("f2_lc_farah",), subject="Vegetarian options?"),
            m("b", "f2_lc_farah", "2026-05-11 14:10",
              "Hi all,\n\nReminder that the staff retreat is June 4–5 at the Elora Mill. Please RSVP by Friday "
              "May 15 so I can confirm the room block. We have 7 rooms, so two of us will share or commute.\n\n"
              "Carpool sheet is on the shared drive.\n\nThanks,\nFarah\n\nFarah Haddad | Grants & Finance Manager\n"
              "Lakeshore Civic Data Institute",
              "the staff retreat is June 4–5 at",
              to=("f2_lc_priya", "f2_lc_owen", "f2_lc_chloe", "f2_lc_jay"),
              subject="Retreat June 4–5 – RSVP by Friday"),
        ], name="priya-outlook", style="outlook", owner="f2_lc_priya"),
    ], [Subj("2026 staff retreat: dates and venue", "When and where is this year's staff retreat?",
             "올해 직원 워크숍은 언제 어디서 해요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh2-22", "mixed", ["restored"], [
        SlackStep("f2_marumarket", "cs-ops", [
            m("a", "f2_mm_seula", "2026-02-02 10:00",
              "CS 운영시간 확정 공유드립니다: 평일 10:00–19:00 KST, 주말/공휴일 휴무. 미국 고객 문의는 다음 영업일 "
              "오전에 순차 답변합니다.",
              "평일 10:00–19:00 KST, 주말/공휴일 휴무"),
            n("f2_mm_kevin", "2026-02-03 10:00", "US tickets are averaging 31h to first response, that's rough 😬"),
            m("b", "f2_mm_kevin", "2026-02-24 16:00",
              "Starting March 9, support goes 24/7: we're signing with Bayanihan CX in Manila for nights and "
              "weekends (USD 2,800/mo). Seula's team keeps KR daytime.",
              "Starting March 9, support goes 24/7"),
            n("f2_mm_seula", "2026-02-25 10:20", "오 좋아요. 인수인계 매뉴얼 영어로 정리해 둘게요", thread="b"),
            n("f2_mm_grace", "2026-03-04 11:00",
              "Bayanihan's legal came back with a 12-month minimum term and a setup fee. Not signing that."),
            m("c", "f2_mm_seula", "2026-03-05 10:10",
              "Manila BPO 건 무산돼서, CS는 계속 평일 10–19시 KST로 운영합니다. 미국 고객 대상 자동응답 문구만 "
              "'next business day'로 수정할게요.",
              "CS는 계속 평일 10–19시 KST로 운영합니다"),
            n("f2_mm_kevin", "2026-03-04 18:30", "👍 fair enough", thread="c"),
        ], topic="Customer support & ops"),
    ], [Subj("customer support hours", "What hours is customer support staffed?",
             "CS 상담 몇 시부터 몇 시까지 해요?", "c", [("b", "replaced"), ("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh2-23", "ko", ["out_of_order", "reversal"], [
        MailStep([
            m("b", "f2_wj_shin", "2026-04-08 10:00",
              "1. 관련: 스마트도시과-1311(2026. 3. 16.)\n2. 위 호와 관련하여 제안요청서 일부 정정(과업 범위 내 DR "
              "센터 항목 추가)에 따라 제안서 제출 기한을 아래와 같이 연장합니다.\n"
              "  가. 변경 전: 2026. 4. 17.(금) 18:00\n  나. 변경 후: 2026. 4. 24.(금) 18:00\n"
              "3. 정정된 제안요청서는 나라장터에 재게시하였으니 참고하시기 바랍니다.  끝.\n\n"
              "스마트도시과 스마트정책팀장 신동욱",
              "변경 후: 2026. 4. 24.(금) 18:00",
              to=("f2_wj_yeom", "f2_wj_cha"), subject="[스마트도시과] 클라우드 전환 컨설팅 제안서 제출 기한 연장 알림"),
            n("f2_wj_cha", "2026-04-08 11:30",
              "팀장님, 나라장터 재게시 확인했습니다. 공고번호 R26BK00123456 입니다.\n\n차은지 드림",
              to=("f2_wj_shin",), reply_to="b"),
        ], name="mail-2026-04", style="korean", owner="f2_wj_shin"),
        MailStep([
            m("a", "f2_wj_shin", "2026-03-16 09:00",
              "1. 귀 사의 무궁한 발전을 기원합니다.\n2. 「원주시 행정정보시스템 클라우드 전환 컨설팅」 제안서 제출 "
              "기한을 아래와 같이 안내합니다.\n  가. 제출 기한: 2026. 4. 17.(금) 18:00까지\n"
              "  나. 제출 방법: 나라장터 전자제출\n  다. 문의: 스마트도시과 차은지 주무관(033-737-2843)\n끝.",
              "제출 기한: 2026. 4. 17.(금) 18:00까지",
              to=("f2_wj_yeom", "f2_wj_cha"), subject="[스마트도시과] 클라우드 전환 컨설팅 제안서 제출 기한 안내"),
            n("f2_wj_yeom", "2026-03-16 13:20",
              "안녕하십니까, ㈜다온정보 염태식입니다.\n안내 감사드립니다. 기한 내 제출하겠습니다.\n\n염태식 드림",
              to=("f2_wj_shin",), reply_to="a"),
        ], name="mail-2026-03", style="korean", owner="f2_wj_shin"),
    ], [Subj("클라우드 전환 컨설팅 제안서 제출 기한",
             "What's the deadline to submit proposals for the cloud migration consulting bid?",
             "클라우드 전환 컨설팅 제안서 언제까지 내야 돼요?", "b", [("a", "replaced")])],
        note="The April mailbox is ingested before the March one."),

    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh2-24", "en", ["reversal"], [
        SlackStep("f2_pebbleowl", "tech", [
            n("f2_po_liam", "2026-01-08 13:20", "anyone know why the build machine fan sounds like a jet engine"),
            m("a", "f2_po_maya", "2026-01-09 11:00",
              "Analytics: we'll use GameAnalytics for soft launch. The free tier covers us and the funnel dashboards "
              "are ready-made.",
              "we'll use GameAnalytics for soft launch"),
            n("f2_po_hyunwoo", "2026-01-10 09:30", "ok, I'll integrate the SDK next sprint", thread="a"),
        ], topic="Engine, tools, SDKs"),
        GitStep(TIDEPOOL, [
            n("f2_po_hyunwoo", "2026-01-20 20:15", "analytics: integrate GameAnalytics SDK 7.x",
              file=("Packages/manifest.json", "{\"dependencies\": {\"com.gameanalytics.sdk\": \"7.10.1\"}}\n")),
            n("f2_po_liam", "2026-02-02 15:40", "art: tide pool background parallax layers",
              file=("Assets/Art/bg_parallax.meta", "layers: 4\n")),
            m("b", "f2_po_hyunwoo", "2026-02-23 14:00",
              "analytics: replace GameAnalytics with Firebase Analytics\n\nWe need BigQuery export for the retention "
              "cohorts and Remote Config for\nthe tide-timer A/B test; both are Firebase. GameAnalytics SDK removed.",
              "replace GameAnalytics with Firebase Analytics",
              file=("Packages/manifest.json", "{\"dependencies\": {\"com.google.firebase.analytics\": \"12.6.0\"}}\n")),
        ]),
    ], [Subj("game analytics SDK", "What are we using for game analytics?",
             "게임 분석 툴은 뭐 써요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh2-25", "mixed", ["reversal"], [
        MailStep([
            m("a", "f2_cc_heo", "2026-03-03 17:10",
              "Hi 서윤님,\n\nFollowing the call with Tapas, we've settled the English title: \"Night Shift Class\". "
              "It tested best with the US reader panel (62% vs 38%) and the domain and handles are free.\n\n"
              "I'll update the pitch deck and the episode 1 lettering files this week.\n\nBest,\nHannah\n\n"
              "Hannah Heo | Global Editor, Cut&Cut Studio",
              "we've settled the English title",
              to=("f2_cc_jang",), cc=("f2_cc_pyo",), subject="English title for 철야반"),
            n("f2_cc_jang", "2026-03-04 10:20", "좋아요 한나씨! 수고 많았어요 🙏", to=("f2_cc_heo",), cc=("f2_cc_pyo",),
              reply_to="a"),
        ], name="seoyun.mbox", style="gmail", owner="f2_cc_jang"),
        SlackStep("f2_cutcut", "global", [
            n("f2_cc_pyo", "2026-03-20 10:40", "태국어판 계약서 초안 받았어요. 검토 후 공유드릴게요"),
            m("b", "f2_cc_jang", "2026-03-24 16:00",
              "영문판 제목 'Overnight Class'로 확정. 'Night Shift'는 미국에 동명 드라마가 있어서 Tapas 법무팀이 "
              "상표 이슈 제기함. @{f2_cc_heo} 레터링 파일 수정 부탁해요",
              "영문판 제목 'Overnight Class'로 확정"),
            n("f2_cc_heo", "2026-03-24 09:30", "Got it, I'll redo the ep.1–3 lettering by Friday.", thread="b"),
        ], topic="해외 연재"),
    ], [Subj("English title of 철야반", "What title are we using for the English edition of 철야반?",
             "철야반 영문판 제목 뭐로 하기로 했어?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh2-26", "en", ["out_of_order", "reversal"], [
        SlackStep("f2_relayhaul", "ops", [
            n("f2_rh_ibrahim", "2026-03-02 08:15",
              "Two TotalEnergies stations on the Ibadan expressway had no diesel again this weekend 😤"),
            m("b", "f2_rh_tunde", "2026-03-03 09:40",
              "From April 1 our fleet fuel cards are with Ardova (AP). They guarantee diesel at the Ogere and "
              "Ibadan depots and matched the 3% rebate. @{f2_rh_ngozi} please handle the card swap.",
              "our fleet fuel cards are with Ardova"),
            n("f2_rh_ngozi", "2026-03-03 09:52", "On it.", thread="b"),
        ], topic="Daily ops"),
        MailStep([
            m("a", "f2_rh_tunde", "2026-01-15 19:30",
              "Team,\n\nWe're signing with TotalEnergies for fleet fuel cards: 3% rebate on diesel above ₦15m a "
              "month, and they have stations on all our routes. Ngozi to roll out cards to drivers by end of "
              "January.\n\nTunde",
              "signing with TotalEnergies for fleet fuel cards",
              to=("f2_rh_ngozi", "f2_rh_ibrahim"), subject="Fuel cards"),
            n("f2_rh_ngozi", "2026-01-16 08:05", "Noted. I'll collect driver IDs this week.\n\nNgozi",
              to=("f2_rh_tunde",), cc=("f2_rh_ibrahim",), reply_to="a"),
        ], name="tunde.mbox", style="gmail", owner="f2_rh_tunde"),
    ], [Subj("fleet fuel card provider", "Which company are our trucks' fuel cards with?",
             "트럭 주유 카드는 어느 회사 거 써요?", "b", [("a", "replaced")])],
        note="The March Slack export is ingested before the January mailbox."),

    # ------------------------------------------------------------------------------------------ 27
    Seq("fresh2-27", "ko", ["cancellation"], [
        SlackStep("f2_serim", "nursing-it", [
            m("a", "f2_sr_baek", "2026-03-09 14:00",
              "3월 23일부터 3병동에서 태블릿 회진 시범사업 시작합니다. 갤럭시탭 S9 FE 8대, EMR 모바일 뷰어 설치 "
              "예정이고 기간은 8주입니다.",
              "3병동에서 태블릿 회진 시범사업 시작합니다"),
            n("f2_sr_nam", "2026-03-09 14:20", "병동 AP 커버리지 미리 측정해두겠습니다", thread="a"),
            n("f2_sr_kwak", "2026-03-11 10:00", "태블릿 MDM 정책 초안 공유드립니다 (카메라 차단, 화면잠금 1분)"),
            n("f2_sr_yoo", "2026-03-12 16:30", "오늘 원무과 회식 있습니다~ 의료정보팀도 오실 분!"),
            m("c", "f2_sr_ahn", "2026-03-17 17:20",
              "태블릿 회진 시범사업은 진행하지 않기로 했습니다. 간호부와 협의 결과, EMR 모바일 인증 이슈가 해결될 "
              "때까지 올해는 추진하지 않습니다. 태블릿 구매 요청도 철회했습니다.",
              "태블릿 회진 시범사업은 진행하지 않기로 했습니다"),
            n("f2_sr_baek", "2026-03-17 17:31", "네 알겠습니다. 3병동 수간호사님께 전달드릴게요.", thread="c"),
        ], topic="간호부 IT 지원"),
    ], [Subj("3병동 태블릿 회진 시범사업", "Is the tablet ward-round pilot on Ward 3 going ahead?",
             "3병동 태블릿으로 회진하는 시범 운영 하는 거예요?", None, [("a", "cancelled"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 28
    Seq("fresh2-28", "mixed", ["lookalike"], [
        GitStep(STOREFRONT, [
            n("f2_mm_dohyun", "2026-03-02 11:30", "chore: bump next to 15.2.1",
              file=("package.json", "{\"dependencies\": {\"next\": \"15.2.1\"}}\n")),
            m("a", "f2_mm_alex", "2026-03-05 15:20",
              "checkout(us): same-day shipping cutoff is 1pm PT\n\nOrders paid before 13:00 America/Los_Angeles ship "
              "the same day from the\nwarehouse. Banner copy updated.",
              "same-day shipping cutoff is 1pm PT",
              file=("config/shipping.us.json", "{\"same_day_cutoff\": \"13:00\", \"tz\": \"America/Los_Angeles\"}\n")),
            n("f2_mm_alex", "2026-03-06 10:10", "fix: PDP image zoom on Safari 17",
              file=("components/ProductZoom.tsx", "export const ZOOM_MAX = 3;\n")),
            m("b", "f2_mm_dohyun", "2026-03-09 11:00",
              "checkout(kr): 당일 출고 마감 오후 3시 (KST)\n\n오후 3시 이전 결제 건 당일 출고. CJ대한통운 집하 "
              "시간(16:30) 기준.",
              "당일 출고 마감 오후 3시 (KST)",
              file=("config/shipping.kr.json", "{\"same_day_cutoff\": \"15:00\", \"tz\": \"Asia/Seoul\"}\n")),
            n("f2_mm_dohyun", "2026-03-10 09:45", "i18n: 장바구니 안내 문구 수정",
              file=("locales/ko/cart.json", "{\"empty\": \"장바구니가 비어 있어요\"}\n")),
        ]),
    ], [Subj("US same-day shipping cutoff", "Until what time can a US customer order and still get same-day shipping?",
             "미국 스토어는 몇 시까지 주문하면 당일 발송돼요?", "a"),
        Subj("KR same-day shipping cutoff", "What's the same-day dispatch cut-off for Korean orders?",
             "한국 주문은 몇 시 전에 결제해야 당일 출고돼요?", "b")]),

    # ------------------------------------------------------------------------------------------ 29
    Seq("fresh2-29", "ko", ["restored"], [
        SlackStep("f2_hanbada", "night-shift", [
            m("a", "f2_hb_seo", "2026-01-12 18:00",
              "[야간 작업 무전 운영]\n- 안벽 크레인(QC)–야드 트랙터 교신: CH 7\n- 비상 시: CH 1\n"
              "- 1/19(월) 야간조부터 적용",
              "야드 트랙터 교신: CH 7"),
            n("f2_hb_lim", "2026-01-12 18:05", "확인했습니다", thread="a"),
            n("f2_hb_jin", "2026-01-20 07:40", "야간조 TOS 단말 2대 배터리 교체 요청 들어왔어요"),
            m("b", "f2_hb_seo", "2026-02-02 17:30",
              "[야간 무전]\n- QC–YT 교신 CH 9로 이동\n- 사유: CH 7에 인근 터미널 혼선\n- 2/4(수) 야간부터",
              "QC–YT 교신 CH 9로 이동"),
            n("f2_hb_lim", "2026-02-05 08:10", "어제 야간조 의견 전달드립니다: CH 9는 3선석 쪽에서 잡음이 더 심하다고 합니다"),
            m("c", "f2_hb_seo", "2026-02-05 14:00",
              "[야간 무전] CH 9 철회, 원래대로 CH 7 씁니다. 혼선 건은 인근 터미널과 주파수 조정하기로 협의함. "
              "오늘 야간조부터.",
              "CH 9 철회, 원래대로 CH 7 씁니다"),
            n("f2_hb_lim", "2026-02-05 14:12", "야간조 반장님들께 전달했습니다", thread="c"),
        ], topic="야간 작업 공지"),
    ], [Subj("야간 QC–야드트랙터 무전 채널",
             "Which radio channel does the night crew use between the quay cranes and the yard trucks?",
             "야간에 크레인이랑 야드 트랙터 무전 몇 번 채널로 해요?", "c", [("b", "replaced"), ("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 30
    Seq("fresh2-30", "en", ["out_of_order", "reversal"], [
        SlackStep("f2_lakeshore", "data-team", [
            n("f2_lc_jay", "2026-04-06 13:10", "fyi Datawrapper's locator maps can't do our custom ward boundaries"),
            m("b", "f2_lc_owen", "2026-04-07 15:00",
              "Public dashboards: Observable Framework, self-hosted on our Netlify account. Chloé builds the "
              "template; the rent index one goes live in May.",
              "Observable Framework, self-hosted on our Netlify account"),
            n("f2_lc_chloe", "2026-04-07 15:12", "on it, I'll port the tract maps first", thread="b"),
        ], name="slack-export-apr", topic="Data engineering & dashboards"),
        SlackStep("f2_lakeshore", "data-team", [
            n("f2_lc_chloe", "2026-02-09 10:20", "the census tract shapefiles are finally in the bucket 🎉"),
            m("a", "f2_lc_owen", "2026-02-10 10:30",
              "For the public dashboards we'll publish with Datawrapper. Their nonprofit plan is free and comms "
              "already knows it.",
              "we'll publish with Datawrapper"),
            n("f2_lc_jay", "2026-02-10 10:41", "👍 I'll set up the team account", thread="a"),
        ], name="slack-export-feb", topic="Data engineering & dashboards"),
    ], [Subj("public dashboards tool", "What do we build the public dashboards with?",
             "공개 대시보드는 어떤 툴로 만들어요?", "b", [("a", "replaced")])],
        note="The April export is ingested before the February one."),

    # ------------------------------------------------------------------------------------------ 31
    Seq("fresh2-31", "mixed", ["cancellation"], [
        SlackStep("f2_pebbleowl", "community", [
            m("a", "f2_po_maya", "2026-02-16 12:00",
              "Weekly Discord playtest night every Friday 6pm PT, starting Feb 27. Soyeon and I host, Liam brings "
              "sketch giveaways 🎨",
              "Weekly Discord playtest night every Friday 6pm PT"),
            n("f2_po_soyeon", "2026-02-17 10:00", "좋아요! 한국 시간으로 토요일 오전 11시라 저도 가능해요", thread="a"),
            n("f2_po_liam", "2026-02-27 21:30", "first one went ok, 14 people showed up lol"),
            n("f2_po_hyunwoo", "2026-03-10 16:00", "빌드 0.9.3 TestFlight 올렸어요"),
            m("c", "f2_po_maya", "2026-03-16 17:00",
              "Calling it: no more weekly Discord playtest nights. Turnout dropped to 3 and we need every Friday "
              "for the launch crunch. 피드백은 당분간 #feedback 채널에서 async로만 받아요.",
              "no more weekly Discord playtest nights"),
            n("f2_po_soyeon", "2026-03-17 10:05", "아쉽지만 ㅇㅋ 👍", thread="c"),
        ], topic="Discord, playtesters, socials"),
    ], [Subj("weekly Discord playtest night", "Do we still run the Friday Discord playtest for testers?",
             "금요일 디스코드 플레이테스트 아직 해요?", None, [("a", "cancelled"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 32
    Seq("fresh2-32", "ko", ["lookalike", "reversal"], [
        MailStep([
            m("a", "f2_mm_dohyun", "2026-04-01 10:00",
              "슬아님,\n\n4월부터 올리브영 PB 납품 건은 정슬아 매니저가 전담합니다. 발주서·정산서 확인, MD 미팅 "
              "모두 슬아님이 챙겨 주시고, 월말에 저한테 요약만 공유해 주세요.\n\n박도현 드림\nCTO, 마루마켓",
              "올리브영 PB 납품 건은 정슬아 매니저가 전담합니다",
              to=("f2_mm_seula",), cc=("f2_mm_grace",), subject="올리브영 PB 납품 담당"),
            m("b", "f2_mm_dohyun", "2026-04-02 09:30",
              "지우님,\n\n쿠팡 로켓배송 입점 건은 지우님이 맡아 주세요. 벤더 계정 신청부터 첫 발주까지 진행하고, "
              "막히는 부분 있으면 바로 말씀 주세요.\n\n박도현 드림",
              "쿠팡 로켓배송 입점 건은 지우님이 맡아",
              to=("f2_mm_jiwoo",), cc=("f2_mm_seula",), subject="쿠팡 로켓배송 입점 담당"),
            n("f2_mm_jiwoo", "2026-04-02 11:15",
              "네 알겠습니다. 쿠팡 벤더 계정 이번 주에 신청하겠습니다.\n\n최지우 드림", to=("f2_mm_dohyun",), reply_to="b"),
            n("f2_mm_seula", "2026-04-14 15:00",
              "도현님, 올리브영 4월 발주서 받았습니다. 총 1,240개, 입고일 4/28입니다.\n\n정슬아 드림",
              to=("f2_mm_dohyun",), subject="올리브영 4월 발주"),
            m("d", "f2_mm_dohyun", "2026-04-27 17:40",
              "지우님, 슬아님\n\n쿠팡 건은 5월부터 슬아님이 가져가 주세요. 지우님은 미국 B2B(H Mart) 쪽에 "
              "집중하는 걸로 하겠습니다. 인수인계는 이번 주 안에 부탁드려요.\n\n박도현 드림",
              "5월부터 슬아님이 가져가 주세요",
              to=("f2_mm_jiwoo", "f2_mm_seula"), reply_to="b"),
        ], name="dohyun-mail", style="korean", owner="f2_mm_dohyun"),
    ], [Subj("올리브영 PB 납품 담당자", "Who's our point person for the Olive Young private-label account?",
             "올리브영 PB 납품은 누가 담당해요?", "a"),
        Subj("쿠팡 로켓배송 입점 담당자", "Who's handling the Coupang Rocket Delivery onboarding?",
             "쿠팡 로켓배송 입점 건 담당자가 누구예요?", "d", [("b", "replaced")])]),
]
