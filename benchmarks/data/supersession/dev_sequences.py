"""Development sequences: the ones the supersession work may be tuned against.

Teams: Brightwave (a US product startup with a Seoul office; Slack and git), Nuri Pay / 누리페이 (a Seoul
fintech; Slack and git, Korean with an English-speaking engineer), Crestview Analytics (US; Gmail), 세림테크
(Seoul; Gmail). Style: complete sentences, polite, medium length; Korean in 합니다/해요체.
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

LA, NY, SEOUL = "America/Los_Angeles", "America/New_York", "Asia/Seoul"

PEOPLE = {
    # Brightwave
    "dan": Person("Dan Miller", "dan.miller@brightwave.io", LA, "dan", "Engineering Lead"),
    "priya": Person("Priya Raman", "priya.raman@brightwave.io", LA, "priya", "Frontend Engineer"),
    "marcus": Person("Marcus Lee", "marcus.lee@brightwave.io", LA, "marcus.lee", "DevOps"),
    "sofia": Person("Sofia Alvarez", "sofia.alvarez@brightwave.io", LA, "sofia", "Product Manager"),
    "jiwoo": Person("한지우", "jiwoo.han@brightwave.io", SEOUL, "jiwoo.han", "Korea Marketing"),
    "tom": Person("Tom Becker", "tom.becker@brightwave.io", LA, "tbecker", "Finance"),
    # Nuri Pay
    "seojun": Person("박서준", "seojun.park@nuripay.co.kr", SEOUL, "seojun.park", "개발팀장"),
    "minsu": Person("김민수", "minsu.kim@nuripay.co.kr", SEOUL, "minsu", "백엔드 리드"),
    "sujin": Person("이수진", "sujin.lee@nuripay.co.kr", SEOUL, "sujin", "PM"),
    "junho": Person("최준호", "junho.choi@nuripay.co.kr", SEOUL, "junho.choi", "인프라"),
    "haneul": Person("정하늘", "haneul.jung@nuripay.co.kr", SEOUL, "haneul", "프로덕트 디자이너"),
    "alex": Person("Alex Turner", "alex.turner@nuripay.co.kr", SEOUL, "alex.t", "SRE"),
    # Crestview Analytics
    "rachel": Person("Rachel Kim", "rachel.kim@crestview-analytics.com", NY, title="VP Operations"),
    "james": Person("James O'Connor", "james.oconnor@crestview-analytics.com", NY, title="Data Engineering Manager"),
    "laura": Person("Laura Chen", "laura.chen@crestview-analytics.com", NY, title="Finance Director"),
    "maya": Person("Maya Patel", "maya.patel@crestview-analytics.com", NY, title="Customer Success"),
    "seoyeon_p": Person("윤서연", "seoyeon.yoon@hanul-data.co.kr", SEOUL, title="Partnership Manager"),
    # 세림테크
    "jiyoung": Person("박지영", "jiyoung.park@serimtech.co.kr", SEOUL, title="영업기획팀 팀장"),
    "seoyeon": Person("윤서연", "seoyeon.yoon@serimtech.co.kr", SEOUL, title="영업기획팀 대리"),
    "dongwon": Person("강동원", "dongwon.kang@serimtech.co.kr", SEOUL, title="경영지원팀 과장"),
    "jihoon": Person("오지훈", "jihoon.oh@serimtech.co.kr", SEOUL, title="영업본부 부장"),
    "hyejin": Person("신혜진", "hyejin.shin@serimtech.co.kr", SEOUL, title="마케팅팀 팀장"),
}

WORKSPACES = {
    "brightwave": Workspace("T02BW8X4KQ", "brightwave", ("dan", "priya", "marcus", "sofia", "jiwoo", "tom")),
    "nuripay": Workspace("T03NR5P7ZA", "nuripay", ("seojun", "minsu", "sujin", "junho", "haneul", "alex")),
}

BW_WEB = "git@github.com:brightwave/web.git"
NURI_PG = "git@github.com:nuripay/payment-gateway.git"

SEQUENCES: list[Seq] = [
    # ------------------------------------------------------------------------------------- reversal
    Seq("dev-01", "en", ["reversal"], [
        SlackStep("brightwave", "web-platform", [
            m("a", "dan", "2026-02-03 10:12",
              "Morning! Quick update from yesterday's infra sync: we're going with Vercel for the marketing site. "
              "Priya already has a preview project set up and the pricing works for our traffic.",
              "going with Vercel for the marketing site"),
            n("priya", "2026-02-03 10:20", "Yep, previews are live. I'll wire up the custom domain after lunch."),
            n("marcus", "2026-02-03 14:02", "Heads up: the staging DB gets a restart at 3pm, should be < 5 min."),
            m("b", "dan", "2026-02-24 14:40",
              "Change of plan on the marketing site. The Vercel quote for the team plan came back at almost 3x what "
              "we budgeted, so we're moving it to Netlify instead. @{priya} can you migrate the build settings this week?",
              "moving it to Netlify instead"),
            n("priya", "2026-02-24 14:52", "On it, should be done by Thursday.", thread="b"),
        ], topic="Marketing site, docs site, design system"),
    ], [Subj("marketing site hosting", "Where is the marketing site hosted?", "마케팅 사이트는 어디에 호스팅하나요?",
             "b", [("a", "replaced")])]),

    Seq("dev-02", "ko", ["reversal"], [
        SlackStep("nuripay", "backend", [
            m("a", "minsu", "2026-01-14 11:05",
              "정산 서비스 신규 DB는 MySQL 8.0으로 가기로 했습니다. 기존 운영 경험이 있는 게 제일 큰 이유고요, "
              "스키마 초안은 이번 주 안에 공유드릴게요.",
              "MySQL 8.0으로 가기로 했습니다"),
            n("junho", "2026-01-14 11:20", "RDS 인스턴스는 r6g.large 정도면 충분할 것 같아요. 비용표 정리해서 올릴게요."),
            n("sujin", "2026-01-20 15:41", "정산 화면 기획서 1차본 올렸습니다. 피드백 부탁드려요!"),
            m("b", "seojun", "2026-02-09 16:22",
              "@{minsu} 지난주 아키텍처 리뷰 결과 반영해서 정산 DB는 PostgreSQL로 변경합니다. JSONB랑 파티셔닝 "
              "지원 때문에 이쪽이 낫다는 결론이었어요. MySQL 기준으로 하던 작업은 여기서 멈춰 주세요.",
              "정산 DB는 PostgreSQL로 변경합니다"),
            n("minsu", "2026-02-09 16:30", "네 확인했습니다. 마이그레이션 스크립트 다시 짜서 공유드릴게요.", thread="b"),
        ]),
    ], [Subj("settlement service database", "Which database does the settlement service use?",
             "정산 서비스는 어떤 데이터베이스를 쓰나요?", "b", [("a", "replaced")])]),

    Seq("dev-03", "en", ["reversal"], [
        MailStep([
            m("a", "laura", "2026-03-02 09:14",
              "Hi all,\n\nFollowing Thursday's review, the Q2 budget for analytics tooling is approved at $30,000. "
              "That covers the Looker renewal and the two extra seats James asked for.\n\n"
              "Please route any new tooling requests through me so we stay inside the number.\n\nBest,\nLaura",
              "approved at $30,000", subject="Q2 analytics tooling budget", to=("rachel", "james")),
            n("james", "2026-03-02 10:01",
              "Thanks Laura, that works for us. I'll get the Looker renewal paperwork started.\n\nJames",
              reply_to="a", to=("laura",), cc=("rachel",)),
            m("b", "laura", "2026-03-19 16:37",
              "Hi everyone,\n\nQuick update on this one. Rachel made the case for the data-quality add-on, and we've "
              "raised the Q2 analytics tooling budget to $40,000. The extra $10k comes out of the events line, "
              "which is underspent.\n\nLaura",
              "raised the Q2 analytics tooling budget to $40,000", reply_to="a", to=("rachel", "james")),
        ], name="laura-inbox.mbox", owner="laura"),
    ], [Subj("Q2 analytics tooling budget", "What is the Q2 budget for analytics tooling?",
             "2분기 분석 도구 예산은 얼마인가요?", "b", [("a", "replaced")])]),

    Seq("dev-04", "ko", ["reversal"], [
        MailStep([
            m("a", "jiyoung", "2026-03-05 09:30",
              "안녕하세요, 영업기획팀 박지영입니다.\n\n지난 주간회의에서 논의한 대로 3월 고객사 워크숍은 "
              "3월 19일(목) 오후 2시, 본사 7층 대회의실에서 진행하기로 했습니다.\n"
              "발표 자료 준비는 윤서연 대리님이 맡아 주시고, 다과 준비는 경영지원팀에 요청해 두었습니다.\n\n"
              "감사합니다.\n박지영 드림",
              "3월 19일(목) 오후 2시", subject="[공지] 3월 고객사 워크숍 일정", to=("seoyeon", "dongwon", "jihoon")),
            n("seoyeon", "2026-03-05 10:12",
              "팀장님, 확인했습니다. 발표 자료 초안은 다음 주 화요일까지 공유드리겠습니다.\n\n윤서연 드림",
              reply_to="a", to=("jiyoung",)),
            m("b", "jiyoung", "2026-03-12 17:48",
              "안녕하세요, 박지영입니다.\n\n고객사 측 요청으로 워크숍 일정을 3월 26일(목) 오전 10시로 변경합니다. "
              "장소는 동일하게 본사 7층 대회의실입니다.\n이미 캘린더에 일정 등록하신 분들은 수정 부탁드립니다.\n\n"
              "감사합니다.\n박지영 드림",
              "3월 26일(목) 오전 10시로 변경합니다", reply_to="a", to=("seoyeon", "dongwon", "jihoon")),
        ], name="inbox.mbox", owner="seoyeon"),
    ], [Subj("March client workshop date", "When is the March client workshop?", "3월 고객사 워크숍은 언제인가요?",
             "b", [("a", "replaced")])]),

    Seq("dev-05", "en", ["reversal"], [
        GitStep(BW_WEB, [
            m("a", "marcus", "2026-01-20 11:03",
              "Use CloudFront for the product image CDN\n\nAll product images now sit behind CloudFront. It keeps "
              "everything in one AWS account and the invalidation API is good enough for our deploy flow.",
              "Use CloudFront for the product image CDN",
              file=("infra/cdn.tf", 'resource "aws_cloudfront_distribution" "images" {\n  enabled = true\n}\n')),
            n("priya", "2026-01-29 17:45", "Fix flaky checkout test on Safari\n\nThe test raced the payment iframe load.",
              file=("web/tests/checkout.spec.ts", "// wait for iframe before asserting\n")),
            m("b", "marcus", "2026-02-17 09:26",
              "Move product images to Fastly\n\nCloudFront invalidations were taking 10+ minutes during launches. "
              "Fastly's instant purge fixes that, so product images are served from Fastly from now on. The "
              "CloudFront distribution gets deleted next week.",
              "product images are served from Fastly",
              file=("infra/cdn.tf", 'resource "fastly_service_vcl" "images" {\n  name = "images.brightwave.io"\n}\n')),
        ]),
    ], [Subj("product image CDN", "Which CDN serves the product images?", "상품 이미지는 어떤 CDN으로 서비스하나요?",
             "b", [("a", "replaced")])]),

    Seq("dev-06", "ko", ["reversal"], [
        GitStep(NURI_PG, [
            m("a", "minsu", "2026-01-08 14:10",
              "카드 결제 PG를 KG이니시스로 연동\n\n카드 결제는 KG이니시스를 통해 처리하기로 함. 세 곳 견적 중 "
              "수수료 조건이 가장 좋았음. 테스트 키는 vault에 등록해 둠.",
              "카드 결제는 KG이니시스를 통해 처리하기로",
              file=("config/pg.yaml", "card:\n  provider: inicis\n")),
            n("junho", "2026-01-21 10:44", "정산 배치 로그 포맷 정리\n\n로그 필드 이름을 snake_case로 통일.",
              file=("batch/logging.py", "FIELDS = ['settle_id', 'amount']\n")),
            m("b", "minsu", "2026-02-26 18:05",
              "PG사를 토스페이먼츠로 교체\n\n수수료 재협상이 결렬되어 카드 결제 PG를 토스페이먼츠로 변경함. "
              "이니시스 연동 코드는 다음 릴리스에서 제거 예정.",
              "카드 결제 PG를 토스페이먼츠로 변경함",
              file=("config/pg.yaml", "card:\n  provider: tosspayments\n")),
        ]),
    ], [Subj("card payment gateway", "Which payment gateway processes card payments?",
             "카드 결제는 어느 PG사를 통해 처리하나요?", "b", [("a", "replaced")])]),

    Seq("dev-07", "mixed", ["reversal"], [
        SlackStep("brightwave", "launch-kr", [
            m("a", "sofia", "2026-03-03 16:05",
              "Hi team, confirming that the Korea launch of the mobile app is set for April 14. Pre-registration "
              "opens March 30, and @{jiwoo} owns the local press list.",
              "mobile app is set for April 14"),
            n("jiwoo", "2026-03-04 09:12", "확인했습니다! 사전예약 페이지 문구 정리해서 공유할게요.", thread="a"),
            n("jiwoo", "2026-03-10 10:30", "보도자료 초안 올렸습니다. 내일까지 의견 주세요 🙏"),
            m("b", "jiwoo", "2026-03-20 11:18",
              "공유드립니다. 앱스토어 심사가 지연돼서 한국 출시일을 4월 28일로 미루기로 했습니다. Sofia님이랑 "
              "방금 통화로 확정했어요. 보도자료 엠바고 날짜도 같이 바꿔 두겠습니다.",
              "한국 출시일을 4월 28일로 미루기로 했습니다"),
            n("sofia", "2026-03-19 19:40", "Thanks Jiwoo 🙏", thread="b"),
        ]),
    ], [Subj("Korea mobile app launch date", "When does the mobile app launch in Korea?",
             "모바일 앱 한국 출시일은 언제인가요?", "b", [("a", "replaced")])]),

    # --------------------------------------------------------------------------------- cancellation
    Seq("dev-08", "en", ["cancellation"], [
        SlackStep("brightwave", "team-events", [
            m("a", "sofia", "2026-02-10 13:00",
              "Okay, it's official: the spring offsite is happening in Lisbon, May 12-14! I'll send the travel form "
              "by Friday. Please hold the dates.",
              "spring offsite is happening in Lisbon", reactions={"tada": ["priya", "dan", "marcus"]}),
            n("priya", "2026-02-10 13:04", "so excited!!"),
            m("b", "sofia", "2026-03-16 10:22",
              "Bad news, folks. With the hiring freeze, leadership has cancelled the Lisbon offsite. There's no "
              "replacement event for now, so please don't book anything. If you already bought flights, send "
              "@{tom} the receipts and we'll reimburse you.",
              "leadership has cancelled the Lisbon offsite", reactions={"cry": ["priya", "jiwoo"]}),
            n("dan", "2026-03-16 10:40", "Thanks for the heads up Sofia."),
        ]),
    ], [Subj("spring offsite", "Where and when is the spring offsite?", "봄 오프사이트는 언제 어디서 하나요?",
             None, [("a", "cancelled"), ("b", "cancellation")])]),

    Seq("dev-09", "ko", ["cancellation"], [
        MailStep([
            m("a", "jihoon", "2026-01-22 10:05",
              "영업본부 오지훈입니다.\n\n영업팀 차량 부족 문제로 논의한 결과, 영업팀 법인차량 3대를 추가로 리스하기로 "
              "결정했습니다. 차종은 쏘나타 하이브리드이며 2월 중 계약 예정입니다.\n"
              "강동원 과장님께서 리스사 견적 비교 부탁드립니다.\n\n오지훈 드림",
              "법인차량 3대를 추가로 리스하기로", subject="영업팀 법인차량 추가 리스 건", to=("dongwon", "jiyoung")),
            n("dongwon", "2026-01-23 14:30",
              "부장님, 견적은 세 곳에서 받아 다음 주 수요일까지 정리해 드리겠습니다.\n\n강동원 드림",
              reply_to="a", to=("jihoon",), cc=("jiyoung",)),
            m("b", "jihoon", "2026-02-11 17:20",
              "오지훈입니다.\n\n1분기 예산 재검토 결과, 영업팀 법인차량 추가 리스 건은 취소합니다. 별도의 대체 계획은 "
              "없으며, 견적 진행하시던 것도 중단해 주세요. 수고 많으셨습니다.\n\n오지훈 드림",
              "법인차량 추가 리스 건은 취소합니다", reply_to="a", to=("dongwon", "jiyoung")),
        ], name="inbox.mbox", owner="dongwon"),
    ], [Subj("sales team company car lease", "Are we leasing more company cars for the sales team?",
             "영업팀 법인차량을 추가로 리스하나요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    Seq("dev-10", "en", ["cancellation"], [
        GitStep(BW_WEB, [
            m("a", "priya", "2026-01-28 15:12",
              "Plan dark mode for the 3.2 release\n\nAdds the feature flag and a ROADMAP entry. Design signed off on "
              "the palette; dark mode ships in the 3.2 release.",
              "dark mode ships in the 3.2 release",
              file=("ROADMAP.md", "## 3.2\n- Dark mode (flag: ui.dark_mode)\n")),
            n("dan", "2026-02-12 12:30", "Bump eslint to 9 and fix the new warnings",
              file=("package.json", '{"devDependencies": {"eslint": "^9.0.0"}}\n')),
            m("b", "priya", "2026-03-04 10:48",
              "Drop dark mode from the roadmap\n\nAfter the accessibility audit we're not doing dark mode this year "
              "at all. Removing the flag and the ROADMAP entry; nothing replaces it.",
              "not doing dark mode this year",
              file=("ROADMAP.md", "## 3.2\n- Accessibility fixes from the audit\n")),
        ]),
    ], [Subj("dark mode", "When are we shipping dark mode?", "다크 모드는 언제 출시하나요?",
             None, [("a", "cancelled"), ("b", "cancellation")])]),

    Seq("dev-11", "mixed", ["cancellation"], [
        MailStep([
            m("a", "james", "2026-02-04 19:20",
              "Hi Seoyeon,\n\nGreat talking yesterday. To confirm, we'll co-host the data governance webinar with "
              "your team on March 18 at 10am KST. I'll send the run-of-show next week, and Maya will handle "
              "registrations on our side.\n\nBest,\nJames",
              "co-host the data governance webinar", subject="Joint webinar on March 18",
              to=("seoyeon_p",), cc=("maya",)),
            m("b", "seoyeon_p", "2026-02-25 14:10",
              "James님 안녕하세요, 하늘데이터 윤서연입니다.\n\n내부 논의 결과 3월 공동 웨비나는 진행하지 않기로 "
              "했습니다. 하반기 일정도 아직 정해진 것이 없어, 당분간은 별도 행사 없이 가기로 했습니다.\n"
              "준비해 주신 부분에 대해 양해 부탁드립니다.\n\n윤서연 드림",
              "3월 공동 웨비나는 진행하지 않기로", reply_to="a", to=("james",), cc=("maya",)),
        ], name="james.mbox", owner="james"),
    ], [Subj("joint data governance webinar", "When is the joint data governance webinar?",
             "공동 데이터 거버넌스 웨비나는 언제 하나요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------- restored
    Seq("dev-12", "en", ["restored"], [
        SlackStep("brightwave", "infra", [
            m("a", "marcus", "2026-02-02 09:47",
              "After the cost review, we're moving the API services off ECS and onto EKS starting next sprint. "
              "I'll post the migration plan in the wiki today.",
              "moving the API services off ECS"),
            n("dan", "2026-02-02 10:03", "sounds good, ping me for the IAM bits", thread="a"),
            n("marcus", "2026-02-09 15:15", "Migration plan draft is up: https://wiki.brightwave.io/infra/eks-plan"),
            m("b", "marcus", "2026-02-19 11:31",
              "Never mind on EKS. Once we priced the control plane and the extra on-call load, it didn't add up, "
              "so we're staying on ECS for the API services. I've archived the migration plan.",
              "staying on ECS for the API services"),
        ]),
    ], [Subj("API services container platform", "What platform do the API services run on?",
             "API 서비스는 어떤 컨테이너 플랫폼에서 운영하나요?", "b", [("a", "replaced")])]),

    Seq("dev-13", "ko", ["restored"], [
        SlackStep("nuripay", "design", [
            m("a", "haneul", "2026-02-03 14:20",
              "앱 기본 서체를 Pretendard에서 SUIT로 바꾸기로 했어요. 다음 스프린트부터 적용 예정이고, 시안은 "
              "피그마에 올려 뒀습니다.",
              "Pretendard에서 SUIT로 바꾸기로 했어요"),
            n("minsu", "2026-02-03 14:31", "웹 어드민도 같이 바꾸나요?", thread="a"),
            n("haneul", "2026-02-03 14:35", "일단 앱만요!", thread="a"),
            m("b", "seojun", "2026-02-13 10:02",
              "서체 건은 없던 일로 하겠습니다. 라이선스 조건이랑 가독성 테스트 결과를 보고 기존대로 Pretendard "
              "유지합니다. 하늘님 작업하신 시안은 보관만 해 주세요.",
              "기존대로 Pretendard 유지합니다"),
        ]),
    ], [Subj("app default typeface", "What is the app's default font?", "앱 기본 서체는 무엇인가요?",
             "b", [("a", "replaced")])]),

    Seq("dev-14", "en", ["restored"], [
        MailStep([
            m("a", "rachel", "2026-01-15 08:52",
              "Team,\n\nWe're going to move the data warehouse from Snowflake to BigQuery in Q2. Most of our new "
              "clients are on GCP and the committed-use discount is hard to ignore. James, please start scoping "
              "the migration.\n\nRachel",
              "move the data warehouse from Snowflake to BigQuery", subject="Warehouse plan for 2026",
              to=("james", "laura")),
            n("james", "2026-01-15 11:16", "Will do. I'll have a first estimate by end of next week.\n\nJames",
              reply_to="a", to=("rachel",), cc=("laura",)),
            m("b", "james", "2026-02-02 13:40",
              "Rachel, Laura,\n\nRachel and I went over the egress and rewrite numbers again on Friday. We're not "
              "moving to BigQuery after all; Snowflake stays our warehouse for 2026. I've closed the migration "
              "epic.\n\nJames",
              "Snowflake stays our warehouse for 2026", reply_to="a", to=("rachel", "laura")),
        ], name="all-mail.mbox", owner="laura"),
    ], [Subj("data warehouse", "Which data warehouse do we use?", "데이터 웨어하우스는 무엇을 쓰나요?",
             "b", [("a", "replaced")])]),

    Seq("dev-15", "mixed", ["restored"], [
        GitStep(NURI_PG, [
            m("a", "alex", "2026-03-03 15:30",
              "Switch session store from Redis to DynamoDB\n\nDynamoDB on-demand removes the need to run our own "
              "Redis cluster. Sessions are stored in DynamoDB from this release.",
              "Sessions are stored in DynamoDB from this release",
              file=("config/session.yaml", "store: dynamodb\ntable: sessions\n")),
            n("junho", "2026-03-04 11:02", "Add p99 latency panel for session reads",
              file=("ops/dashboards/session.json", '{"panels": ["p99"]}\n')),
            m("b", "junho", "2026-03-06 09:14",
              'Revert "Switch session store from Redis to DynamoDB"\n\nThis reverts commit {sha:a}.\n\n'
              "세션 조회 p99가 40ms 넘게 늘어서 세션 저장소는 Redis로 되돌립니다. DynamoDB 전환은 당분간 진행하지 않음.",
              "세션 저장소는 Redis로 되돌립니다",
              file=("config/session.yaml", "store: redis\n")),
        ]),
    ], [Subj("session store", "Where are user sessions stored?", "사용자 세션은 어디에 저장하나요?",
             "b", [("a", "replaced")])]),

    # --------------------------------------------------------------------------------- out of order
    Seq("dev-16", "en", ["out_of_order", "reversal"], [
        SlackStep("brightwave", "support-ops", [
            m("b", "sofia", "2026-03-18 09:05",
              "Update on support tooling: we've signed with Intercom, and all customer support moves there on "
              "April 1. Zendesk goes read-only after that.",
              "signed with Intercom"),
            n("priya", "2026-03-18 09:30", "Do we need to migrate the macros too?", thread="b"),
            n("sofia", "2026-03-18 09:41", "yes, I'll send the list", thread="b"),
        ], name="export-2026-03"),
        SlackStep("brightwave", "support-ops", [
            m("a", "sofia", "2026-01-29 14:22",
              "For the record: we're staying on Zendesk for support tickets at least through Q1. Finance approved "
              "the monthly plan.",
              "staying on Zendesk for support tickets"),
            n("tom", "2026-01-29 14:40", "Confirmed on my side, PO is out."),
        ], name="export-2026-01"),
    ], [Subj("customer support tool", "Which tool do we use for customer support?", "고객 지원 도구는 무엇을 쓰나요?",
             "b", [("a", "replaced")])],
        note="The March export is ingested before the January one."),

    Seq("dev-17", "ko", ["out_of_order", "reversal"], [
        MailStep([
            m("b", "jiyoung", "2026-02-17 15:45",
              "안녕하세요, 박지영입니다.\n\n코드브릿지 측 개발 인력 사정으로 계약 체결이 어렵게 되어, 모바일 앱 외주 "
              "개발사를 (주)앱노바로 변경합니다. 앱노바와는 다음 주 월요일 킥오프 예정입니다.\n\n감사합니다.\n박지영 드림",
              "외주 개발사를 (주)앱노바로 변경합니다", subject="모바일 앱 외주 개발사 변경 안내",
              to=("seoyeon", "jihoon")),
        ], name="inbox-2026-02.mbox", owner="seoyeon"),
        MailStep([
            m("a", "jiyoung", "2026-01-20 10:10",
              "안녕하세요, 박지영입니다.\n\n제안서 평가 결과 모바일 앱 외주 개발사는 (주)코드브릿지로 선정했습니다. "
              "계약 관련 서류는 윤서연 대리님이 챙겨 주세요.\n\n감사합니다.\n박지영 드림",
              "외주 개발사는 (주)코드브릿지로 선정했습니다", subject="모바일 앱 외주 개발사 선정 결과", to=("seoyeon", "jihoon")),
            n("seoyeon", "2026-01-20 11:02", "네 팀장님, 계약서 초안 요청해 두겠습니다.\n\n윤서연 드림",
              reply_to="a", to=("jiyoung",)),
        ], name="archive-2026-01.mbox", owner="seoyeon"),
    ], [Subj("mobile app outsourcing vendor", "Which company is building our mobile app?",
             "모바일 앱 외주 개발사는 어디인가요?", "b", [("a", "replaced")])],
        note="The February mailbox is ingested before the January archive."),

    Seq("dev-18", "en", ["out_of_order", "reversal"], [
        GitStep("git@github.com:brightwave/infra.git", [
            n("marcus", "2026-03-02 10:00", "Add Terraform module for GitHub Actions runners",
              file=("modules/gha-runners/main.tf", "# self-hosted runners\n")),
            m("b", "marcus", "2026-03-10 16:20",
              "Run CI on GitHub Actions for every repo\n\nOur CircleCI contract ends March 31. From now on every "
              "repo builds on GitHub Actions, including web; I'll open the PRs this week.",
              "every repo builds on GitHub Actions",
              file=("ci/README.md", "All repositories build on GitHub Actions.\n")),
        ], name="infra-commits.json"),
        GitStep(BW_WEB, [
            m("a", "priya", "2026-01-15 13:35",
              "ci: build web on CircleCI\n\nAdds .circleci/config.yml. We're using CircleCI for the web app builds; "
              "the old Jenkins job is disabled.",
              "using CircleCI for the web app builds",
              file=(".circleci/config.yml", "version: 2.1\njobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n")),
        ], name="web-commits.json"),
    ], [Subj("CI for the web app", "Which CI service builds the web app?", "웹 앱 빌드는 어떤 CI에서 돌리나요?",
             "b", [("a", "replaced")])],
        note="The infra repository (newer decision) is ingested before the web repository."),

    Seq("dev-19", "mixed", ["out_of_order", "reversal"], [
        SlackStep("nuripay", "infra", [
            m("b", "junho", "2026-03-09 10:40",
              "스테이징 리전은 다시 서울(ap-northeast-2)로 옮깁니다. 파트너 샌드박스가 서울로 이전해서 도쿄에 "
              "둘 이유가 없어졌어요. 이번 주 목요일 밤에 작업합니다.",
              "스테이징 리전은 다시 서울(ap-northeast-2)로 옮깁니다"),
        ], name="export-2026-03"),
        SlackStep("nuripay", "infra", [
            m("a", "alex", "2026-02-02 17:15",
              "Decision from the infra review: staging moves to AWS Tokyo (ap-northeast-1) so it sits next to the "
              "partner's sandbox. I'll update the Terraform workspaces.",
              "staging moves to AWS Tokyo"),
            n("junho", "2026-02-02 17:20", "👍 도쿄 VPC 피어링은 제가 할게요", thread="a"),
        ], name="export-2026-02"),
    ], [Subj("staging AWS region", "Which AWS region is staging in?", "스테이징 환경은 어느 AWS 리전에 있나요?",
             "b", [("a", "replaced")])],
        note="The March export is ingested before the February one."),

    # ------------------------------------------------------------------------------------ agreement
    Seq("dev-20", "en", ["agreement"], [
        SlackStep("brightwave", "frontend", [
            m("a", "priya", "2026-02-05 09:58",
              "Proposal: let's move the weekly frontend sync from Monday 9:30 to Tuesday 11:00. Mondays keep "
              "colliding with the release checklist. Thoughts?",
              "move the weekly frontend sync"),
            m("b", "dan", "2026-02-05 10:06", "Agreed, let's do it.", "Agreed, let's do it", thread="a"),
            m("c", "marcus", "2026-02-05 10:09", "+1", "+1", thread="a"),
            n("priya", "2026-02-05 10:15", "Cool, updating the calendar invite now.", thread="a"),
        ]),
    ], [Subj("weekly frontend sync time", "When is the weekly frontend sync?", "주간 프론트엔드 싱크는 언제 하나요?",
             "a", [("b", "agreement"), ("c", "agreement")])]),

    Seq("dev-21", "ko", ["agreement"], [
        SlackStep("nuripay", "product", [
            m("a", "sujin", "2026-01-27 13:40",
              "제안드립니다. 정기 배포를 매주 화요일에서 목요일 오후로 옮기면 어떨까요? 화요일은 정산 마감이랑 겹쳐서 "
              "장애 대응이 어렵습니다.",
              "목요일 오후로 옮기면 어떨까요"),
            m("b", "seojun", "2026-01-27 14:02", "동의합니다. 다음 주부터 그렇게 하시죠.", "동의합니다. 다음 주부터 그렇게 하시죠",
              thread="a"),
            n("minsu", "2026-01-27 14:05", "좋아요 👍", thread="a"),
            n("sujin", "2026-01-27 14:10", "배포 캘린더 수정해 둘게요!", thread="a"),
        ]),
    ], [Subj("regular release day", "Which day do we do the regular release?", "정기 배포는 무슨 요일에 하나요?",
             "a", [("b", "agreement")])]),

    Seq("dev-22", "en", ["agreement"], [
        MailStep([
            m("a", "james", "2026-03-09 11:22",
              "Hi Rachel, Laura,\n\nI'd like to propose we use Fivetran for pipeline ingestion instead of building "
              "more custom connectors. The quote is $18k/year for our volume, which is less than one engineer-month "
              "of connector maintenance. Details are in the attached sheet.\n\nLet me know if you're OK with this.\n\nJames",
              "propose we use Fivetran for pipeline ingestion", subject="Proposal: Fivetran for ingestion",
              to=("rachel", "laura")),
            m("b", "rachel", "2026-03-10 08:05",
              "James, makes sense to me. Approved, go ahead and sign.\n\nR.",
              "Approved, go ahead and sign", reply_to="a", to=("james",), cc=("laura",)),
            n("laura", "2026-03-10 09:12", "Fine from finance. Send me the order form when you have it.\n\nLaura",
              reply_to="b", to=("james",), cc=("rachel",), quote=False),
        ], name="james.mbox", owner="james"),
    ], [Subj("pipeline ingestion tool", "Which tool do we use for pipeline ingestion?",
             "파이프라인 데이터 수집에는 어떤 도구를 쓰나요?", "a", [("b", "agreement")])]),

    Seq("dev-23", "ko", ["agreement"], [
        GitStep(NURI_PG, [
            m("a", "minsu", "2026-02-16 16:00",
              "docs: ADR-014 패키지 매니저 pnpm 전환 제안\n\nnpm 대신 pnpm을 쓰는 안을 제안합니다. 설치 시간이 "
              "절반 이하로 줄고 모노레포 워크스페이스 지원이 낫습니다.\n\n상태: 제안",
              "npm 대신 pnpm을 쓰는 안을 제안합니다",
              file=("docs/adr/014-pnpm.md", "# ADR-014 pnpm\n\n상태: 제안\n")),
            m("b", "seojun", "2026-02-18 10:30",
              "docs: ADR-014 승인 처리\n\n팀 리뷰에서 전원 동의. 상태를 '승인'으로 변경.",
              "팀 리뷰에서 전원 동의",
              file=("docs/adr/014-pnpm.md", "# ADR-014 pnpm\n\n상태: 승인\n")),
        ]),
    ], [Subj("JavaScript package manager", "Which package manager do we use for JavaScript?",
             "자바스크립트 패키지 매니저는 무엇을 쓰나요?", "a", [("b", "agreement")])]),

    # ---------------------------------------------------------------------------------- restatement
    Seq("dev-24", "en", ["restatement"], [
        SlackStep("brightwave", "infra", [
            m("a", "marcus", "2026-01-12 15:10",
              "Decision from today's infra review: all new services deploy to AWS us-west-2. Please don't create "
              "anything new in us-east-1.",
              "all new services deploy to AWS us-west-2"),
            n("priya", "2026-01-30 11:00", "Is the staging ALB still in the old VPC?"),
            n("marcus", "2026-01-30 11:05", "yes until next week", thread=None),
            m("b", "dan", "2026-02-23 09:20",
              "Reminder for the new folks: new services go in us-west-2, not us-east-1. Marcus's call from January "
              "still stands.",
              "new services go in us-west-2"),
        ]),
    ], [Subj("AWS region for new services", "Which AWS region do new services deploy to?",
             "신규 서비스는 어느 AWS 리전에 배포하나요?", "a", [("b", "restatement")])]),

    Seq("dev-25", "ko", ["restatement"], [
        MailStep([
            m("a", "dongwon", "2026-01-05 09:00",
              "안녕하세요, 경영지원팀 강동원입니다.\n\n올해부터 경비 정산 마감은 매월 25일로 정했습니다. 25일 이후 "
              "제출분은 다음 달 정산으로 이월됩니다.\n\n문의 사항은 회신 주세요.\n강동원 드림",
              "경비 정산 마감은 매월 25일로", subject="[공지] 2026년 경비 정산 마감 기준",
              to=("jiyoung", "seoyeon", "jihoon")),
            m("b", "dongwon", "2026-02-20 16:30",
              "안녕하세요, 강동원입니다.\n\n다시 한번 안내드립니다. 경비 정산 마감일은 매월 25일입니다. 이번 달은 25일이 "
              "수요일이니 참고 부탁드립니다.\n\n강동원 드림",
              "다시 한번 안내드립니다", subject="[리마인드] 경비 정산 마감일", to=("jiyoung", "seoyeon", "jihoon")),
        ], name="inbox.mbox", owner="seoyeon"),
    ], [Subj("expense report deadline", "What is the monthly expense report deadline?", "경비 정산 마감일은 언제인가요?",
             "a", [("b", "restatement")])]),

    Seq("dev-26", "mixed", ["restatement"], [
        SlackStep("nuripay", "infra", [
            m("a", "junho", "2026-02-04 18:02",
              "운영 DB 백업 보관 기간은 35일로 정했습니다. 전자금융감독규정 검토 끝났고, 스냅샷 정책은 오늘 밤 반영할게요.",
              "백업 보관 기간은 35일로 정했습니다"),
            n("alex", "2026-02-04 18:10", "👍", thread="a"),
            m("b", "alex", "2026-03-02 10:25",
              "Just to restate for the onboarding doc: production DB backups are kept for 35 days, per Junho's "
              "call last month.",
              "production DB backups are kept for 35 days"),
        ]),
    ], [Subj("production DB backup retention", "How long are production database backups kept?",
             "운영 DB 백업은 며칠 동안 보관하나요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------ look-alike
    Seq("dev-27", "en", ["lookalike"], [
        SlackStep("brightwave", "architecture", [
            m("a", "dan", "2026-01-21 11:00",
              "Web client: we're building the new customer dashboard in React. Priya's team owns it.",
              "building the new customer dashboard in React"),
            n("priya", "2026-01-21 11:07", "🙌 we'll start with the billing pages"),
            m("b", "dan", "2026-01-22 10:15",
              "And for the mobile app we settled on Flutter: one codebase for iOS and Android.",
              "for the mobile app we settled on Flutter"),
        ]),
    ], [Subj("web dashboard framework", "What framework is the web dashboard built with?",
             "웹 대시보드는 어떤 프레임워크로 만드나요?", "a"),
        Subj("mobile app framework", "What framework is the mobile app built with?",
             "모바일 앱은 어떤 프레임워크로 만드나요?", "b")]),

    Seq("dev-28", "ko", ["lookalike"], [
        MailStep([
            m("a", "hyejin", "2026-01-09 10:30",
              "안녕하세요, 마케팅팀 신혜진입니다.\n\n1분기 마케팅 예산은 4,500만 원으로 확정되었습니다. 온라인 광고 "
              "비중을 60%로 잡았습니다.\n\n신혜진 드림",
              "1분기 마케팅 예산은 4,500만 원으로", subject="1분기 마케팅 예산 확정", to=("jiyoung", "jihoon")),
            m("b", "hyejin", "2026-03-27 15:00",
              "안녕하세요, 신혜진입니다.\n\n2분기 마케팅 예산은 6,000만 원으로 확정되었습니다. 1분기 집행 실적을 "
              "반영한 금액입니다.\n\n신혜진 드림",
              "2분기 마케팅 예산은 6,000만 원으로", subject="2분기 마케팅 예산 확정", to=("jiyoung", "jihoon")),
        ], name="inbox.mbox", owner="jiyoung"),
    ], [Subj("Q1 marketing budget", "What is the Q1 marketing budget?", "1분기 마케팅 예산은 얼마인가요?", "a"),
        Subj("Q2 marketing budget", "What is the Q2 marketing budget?", "2분기 마케팅 예산은 얼마인가요?", "b")]),

    Seq("dev-29", "en", ["lookalike"], [
        MailStep([
            m("a", "rachel", "2026-02-12 10:00",
              "Hi all,\n\nJames will own the Acme onboarding end to end. Kickoff is next Tuesday; James, please send "
              "the invite.\n\nRachel",
              "James will own the Acme onboarding", subject="Acme onboarding owner", to=("james", "maya")),
            m("b", "rachel", "2026-02-13 09:30",
              "Hi all,\n\nMaya is taking point on the Globex onboarding. She already knows their finance team, so "
              "it's a natural fit.\n\nRachel",
              "Maya is taking point on the Globex onboarding", subject="Globex onboarding", to=("james", "maya")),
        ], name="inbox.mbox", owner="maya"),
    ], [Subj("Acme onboarding owner", "Who owns the Acme onboarding?", "Acme 온보딩 담당자는 누구인가요?", "a"),
        Subj("Globex onboarding owner", "Who owns the Globex onboarding?", "Globex 온보딩 담당자는 누구인가요?", "b")]),

    Seq("dev-30", "mixed", ["lookalike"], [
        GitStep(NURI_PG, [
            m("a", "alex", "2026-02-10 14:00",
              "Set card approval timeout to 5s\n\nCard approval calls now time out after 5 seconds, as agreed with "
              "the PG team.",
              "time out after 5 seconds",
              file=("config/timeouts.yaml", "approval: 5s\n")),
            m("b", "minsu", "2026-02-11 10:20",
              "환불 API 타임아웃 30초로 설정\n\n환불 요청은 PG사 처리 시간이 길어서 타임아웃을 30초로 둔다. "
              "카드 승인 타임아웃과는 별개.",
              "타임아웃을 30초로 둔다",
              file=("config/timeouts.yaml", "approval: 5s\nrefund: 30s\n")),
        ]),
    ], [Subj("card approval timeout", "What is the card approval timeout?", "카드 승인 타임아웃은 몇 초인가요?", "a"),
        Subj("refund API timeout", "What is the refund API timeout?", "환불 API 타임아웃은 몇 초인가요?", "b")]),
]
