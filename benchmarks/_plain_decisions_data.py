"""Writes (run once: python benchmarks/_plain_decisions_data.py benchmarks/data) benchmarks/data/decisions_plain_{tune,check}.jsonl (issue 13): plain phrasing, headers, bulleted
notes, bare agreements and chatter. Split stratified by (language, decides or not) on a hash of the id,
before any rule was changed."""
import hashlib, json, sys
from pathlib import Path
D, P = ["decided"], ["pending"]
S, A, R, G, C, DI, CF, CA, N, PR = ("selection", "approval", "rejection", "delegation", "commitment", "direction",
                                    "confirmation", "cancellation", "negotiation", "prioritization")
rows = [
 # selection / switches, plain
 ("en","slack",None,"We will switch the marketing site to Netlify.",[S],D),
 ("en","mail","Hosting","Let's move hosting to Netlify.",[S],D),
 ("en","mail","Marketing site","Change of plan: the marketing site moves to Netlify",[S],D),
 ("en","slack",None,"ok so we're moving it to Netlify instead, Vercel pricing got silly",[S],D),
 ("en","mail","Transactional email","We'll go with Postmark for transactional email.",[S],D),
 ("en","slack",None,"Moving the docs to Mintlify next sprint.",[S],D),
 ("en","slack",None,"Let's use Linear for bug tracking.",[S],D),
 ("en","mail","Payroll","We're switching payroll to Gusto in July.",[S],D),
 ("en","slack",None,"For the conference booth we're going with the 10x20 layout.",[S],D),
 ("en","github",None,"Let's standardize on pnpm across the monorepo.",[S],D),
 ("en","slack",None,"we'll go with the blue logo",[S],D),
 ("en","slack",None,"Going with Figma for design handoff.",[S],D),
 ("en","slack",None,"Let's do Slack huddles instead of Zoom for standups.",[S],D),
 ("en","mail","CI","Decision: we're moving CI to GitHub Actions.",[S],D),
 ("ko","slack",None,"마케팅 사이트는 Netlify로 가죠.",[S],D),
 ("ko","mail","호스팅","호스팅은 Netlify로 바꿉니다.",[S],D),
 ("ko","slack",None,"Vercel 대신 Netlify를 쓰겠습니다.",[S],D),
 ("ko","mail","마케팅 사이트","결정: 마케팅 사이트는 Netlify로 이전합니다.",[S],D),
 ("ko","slack",None,"메일 발송은 Postmark로 갑시다.",[S],D),
 ("ko","slack",None,"버그 트래커는 Linear를 쓰기로 했어요.",[S],D),
 ("ko","mail","급여","급여 시스템은 7월부터 Gusto로 전환합니다.",[S],D),
 ("ko","slack",None,"이번 학회 부스는 10x20 배치로 하겠습니다.",[S],D),
 ("ko","github",None,"패키지 매니저는 pnpm으로 통일합니다.",[S],D),
 ("ko","mail","문서 사이트","합의 사항: 문서 사이트는 Mintlify로 옮깁니다.",[S],D),
 ("ko","slack",None,"로고는 파란색 시안으로 가죠",[S],D),
 ("ko","slack",None,"디자인 전달은 Figma로 합니다.",[S],D),
 ("ko","slack",None,"스탠드업은 줌 대신 슬랙 허들로 해요.",[S],D),
 ("ko","mail","CI","결정: CI는 GitHub Actions로 옮깁니다.",[S],D),
 # approval
 ("en","mail","Analytics budget","Raised the Q2 analytics tooling budget to $40,000.",[A],D),
 ("en","slack",None,"You can buy the standing desks, it's within budget.",[A],D),
 ("en","mail","Summit travel","Decision: the travel budget for the summit is approved at $12k.",[A],D),
 ("en","mail","Pilot","Outcome: budget for the pilot approved, we start in May.",[A],D),
 ("ko","mail","분석 예산","2분기 분석 도구 예산을 4만 달러로 올렸습니다.",[A],D),
 ("ko","slack",None,"스탠딩 데스크 구매해도 됩니다. 예산 안에 있어요.",[A],D),
 ("ko","mail","서밋 출장","결정: 서밋 출장 예산 1,200만원 승인.",[A],D),
 ("ko","mail","파일럿","합의 사항: 파일럿 예산은 승인, 5월 착수.",[A],D),
 # rejection
 ("en","slack",None,"We're not renewing the Datadog contract.",[R],D),
 ("en","slack",None,"Let's not do the booth this year.",[R],D),
 ("en","mail","Contractor","No to the extra contractor for now; we'll revisit in July.",[R],D),
 ("en","mail","Rebrand","Outcome: the rebrand proposal was turned down by the board.",[R],D),
 ("ko","slack",None,"데이터독 계약은 갱신 안 합니다.",[R],D),
 ("ko","slack",None,"올해 부스는 안 하는 걸로 하죠.",[R],D),
 ("ko","mail","외주","추가 외주 인력은 이번엔 안 쓰겠습니다.",[R],D),
 ("ko","mail","리브랜딩","결정: 리브랜딩 안은 이사회에서 부결.",[R],D),
 # delegation
 ("en","mail","Vendor migration","Dan Miller owns the vendor migration; he reports progress every Friday.",[G],D),
 ("en","slack",None,"Priya is taking over the on-call handbook.",[G],D),
 ("en","mail","Pricing review","Outcome: Mia leads the pricing review.",[G],D),
 ("en","mail","Sync","Action items:\n- Dan: update the pricing page by Friday\n- Mia: send the contract to legal",[G],D),
 ("ko","mail","벤더 이전","벤더 이전은 김도윤 님이 맡습니다.",[G],D),
 ("ko","slack",None,"온콜 핸드북은 수진 님 담당입니다.",[G],D),
 ("ko","mail","가격 검토","합의 사항: 가격 검토는 미아 님이 리드합니다.",[G],D),
 ("ko","mail","싱크","액션 아이템:\n- 도윤: 가격 페이지 금요일까지 수정\n- 미아: 계약서 법무팀 전달",[G],D),
 # commitment
 ("en","mail","SOW","I'll send the revised SOW to Acme by Thursday.",[C],D),
 ("en","github",None,"We'll ship the export fix in Monday's release.",[C],D),
 ("ko","mail","SOW","수정된 SOW는 목요일까지 Acme에 보내드릴게요.",[C],D),
 ("ko","github",None,"내보내기 버그 수정은 월요일 릴리스에 넣겠습니다.",[C],D),
 # direction
 ("en","mail","Services","From next month all new services get written in Go.",[DI],D),
 ("en","github",None,"Every PR needs two approving reviewers from now on.",[DI],D),
 ("en","mail","Remote","We're going remote-first from September.",[DI],D),
 ("ko","mail","서비스","다음 달부터 신규 서비스는 모두 Go로 작성합니다.",[DI],D),
 ("ko","github",None,"이제부터 모든 PR은 리뷰어 두 명이 승인해야 머지할 수 있습니다.",[DI],D),
 ("ko","mail","원격 근무","9월부터 원격 근무를 기본으로 합니다.",[DI],D),
 # confirmation
 ("en","slack",None,"The launch is on May 3, that's final.",[CF],D),
 ("en","slack",None,"Standup moves to 9:30 starting Monday.",[CF],D),
 ("ko","slack",None,"출시는 5월 3일로 확정입니다.",[CF],D),
 ("ko","slack",None,"스탠드업은 월요일부터 9시 30분으로 옮깁니다.",[CF],D),
 # cancellation
 ("en","slack",None,"We're dropping the Friday demo.",[CA],D),
 ("en","mail","Offsite","No offsite this quarter, we'll do a team dinner instead.",[CA],D),
 ("ko","slack",None,"금요일 데모는 하지 않습니다.",[CA],D),
 ("ko","mail","뉴스레터","뉴스레터는 이번 호를 끝으로 더 이상 발행하지 않습니다.",[CA],D),
 # negotiation
 ("en","mail","License","We settled at $52k for the annual license, down from $60k.",[N],D),
 ("en","mail","Acme terms","We agreed with Acme on net-45 payment terms instead of net-30.",[N],D),
 ("ko","mail","라이선스","연간 라이선스는 6000만원에서 5200만원으로 합의했습니다.",[N],D),
 ("ko","mail","Acme 조건","Acme와 결제 조건은 30일 대신 45일로 합의했습니다.",[N],D),
 # prioritization
 ("en","slack",None,"Security fixes first, features after.",[PR],D),
 ("en","slack",None,"The billing migration is the priority this sprint; dashboards wait.",[PR],D),
 ("ko","slack",None,"보안 수정 먼저, 기능은 그다음입니다.",[PR],D),
 ("ko","slack",None,"이번 스프린트는 결제 이전이 우선이고 대시보드는 다음입니다.",[PR],D),
 # bulleted meeting notes
 ("en","mail","Weekly sync notes","Notes from today's sync:\n- Marketing site moves to Netlify\n- Q2 analytics budget raised to $40,000\n- Dan will own the vendor migration\n- Discussed the hiring plan, no decision yet",[S,A,G],D),
 ("ko","mail","주간 회의록","주간 회의록\n- 마케팅 사이트는 Netlify로 이전\n- 2분기 분석 예산 4만 달러로 증액\n- 벤더 이전은 도윤 님 담당\n- 채용 계획은 논의만 함",[S,A,G],D),
 ("en","mail","Infra meeting","Decisions:\n* Use Postgres 16 for the new cluster\n* Release freeze starts Dec 15 for everyone\n\nOpen questions:\n* Do we need a second region?",[S,DI],D),
 ("ko","mail","인프라 회의","결정 사항\n* 신규 클러스터는 Postgres 16 사용\n* 12월 15일부터 전원 릴리스 동결\n\n논의 필요\n* 두 번째 리전이 필요한지?",[S,DI],D),
 ("en","mail","Launch sync","Agreed in the meeting:\n- launch date stays May 3\n- we drop the beta waitlist\n- Sara leads the press outreach",[CF,CA,G],D),
 ("ko","mail","출시 회의","회의 합의 사항\n- 출시일은 5월 3일 유지\n- 베타 대기자 명단은 없애기로 함\n- 보도자료는 사라 님이 담당",[CF,CA,G],D),
 # pending plain
 ("en","slack",None,"Should we move hosting to Netlify?",[S],P),
 ("en","slack",None,"Maybe we could switch the marketing site to Netlify, thoughts?",[S],P),
 ("ko","slack",None,"호스팅을 Netlify로 바꿀까요?",[S],P),
 ("ko","slack",None,"마케팅 사이트를 Netlify로 옮기는 게 어떨까요?",[S],P),
 # non-decisions: bare agreements
 ("en","slack",None,"Agreed",[],[]), ("en","github",None,"LGTM",[],[]), ("en","slack",None,"+1",[],[]),
 ("ko","slack",None,"확정: 동의합니다",[],[]), ("ko","slack",None,"동의합니다.",[],[]), ("en","slack",None,"👍",[],[]),
 ("en","slack",None,"Agreed, let's do it.",[],[]), ("en","slack",None,"Sounds good to me!",[],[]),
 ("ko","slack",None,"네 좋습니다",[],[]), ("ko","slack",None,"찬성입니다.",[],[]), ("en","github",None,"LGTM 👍",[],[]),
 ("en","slack",None,"Works for me.",[],[]), ("ko","slack",None,"넵 그렇게 하시죠",[],[]), ("en","github",None,"+1, ship it",[],[]),
 ("en","slack",None,"+1 from me too",[],[]), ("ko","slack",None,"저도 동의해요",[],[]),
 ("en","mail","Re: Move hosting to Netlify?","Agreed.",[],[]), ("ko","slack",None,"동의합니다. 다음 주부터 그렇게 하시죠.",[],[]),
 # ownership alone
 ("en","slack",None,"I'll own it.",[],[]), ("en","slack",None,"Owner: Dan Miller",[],[]), ("ko","slack",None,"제가 맡을게요.",[],[]),
 ("ko","slack",None,"담당: 김도윤",[],[]), ("en","slack",None,"I can take this one.",[],[]), ("en","slack",None,"I'll take it.",[],[]),
 # chatter
 ("en","slack",None,"Has anyone seen the Netlify pricing page? It changed again.",[],[]),
 ("en","slack",None,"Netlify had an outage this morning, the marketing site was down for ten minutes.",[],[]),
 ("en","slack",None,"lol that demo was chaotic",[],[]), ("ko","slack",None,"점심 뭐 먹을까요?",[],[]),
 ("ko","slack",None,"오늘 Netlify 장애 때문에 사이트가 10분 정도 내려갔었네요.",[],[]),
 ("en","slack",None,"I moved to the Berlin office last year, still getting used to the weather.",[],[]),
 ("en","slack",None,"We're moving offices? I hadn't heard.",[],[]),
 ("ko","slack",None,"작년에 베를린 사무실로 옮겼는데 아직 날씨에 적응 중이에요.",[],[]),
 ("en","slack",None,"Going to the gym, back in an hour.",[],[]), ("ko","slack",None,"운동 다녀올게요, 한 시간 뒤에 봬요.",[],[]),
 ("en","slack",None,"Thanks for the update on the migration!",[],[]), ("ko","slack",None,"마이그레이션 공유 감사합니다!",[],[]),
 ("en","mail","Pricing","The vendor sent their new pricing; it's in the drive.",[],[]),
 ("ko","mail","가격표","벤더가 새 가격표를 보냈습니다. 드라이브에 올려 두었어요.",[],[]),
 ("en","slack",None,"Did we decide on the hosting yet?",[],[]), ("ko","slack",None,"호스팅은 결정됐나요?",[],[]),
 ("en","slack",None,"Interesting article on moving to Kubernetes: https://example.com/k8s",[],[]),
 ("ko","slack",None,"쿠버네티스 이전 관련 좋은 글이 있어서 공유합니다.",[],[]),
 ("en","slack",None,"Happy Friday everyone! 🎉",[],[]), ("ko","slack",None,"다들 즐거운 금요일 보내세요!",[],[]),
 ("en","mail","Sync notes","Meeting notes:\n- Reviewed last sprint's metrics\n- Talked about the hiring pipeline\n- Demo of the new dashboard",[],[]),
 ("ko","mail","회의 메모","회의 메모\n- 지난 스프린트 지표 검토\n- 채용 현황 공유\n- 새 대시보드 데모",[],[]),
]
out = {"tune": [], "check": []}
strata = {}
for i, (lang, src, subj, text, kinds, sts) in enumerate(rows):
    rid = f"p-{lang}-{i+1:03d}"
    row = {"id": rid, "language": lang, "source": src, **({"subject": subj} if subj else {}), "text": text,
           "kinds": kinds, "statuses": sts}
    strata.setdefault((lang, bool(kinds)), []).append(row)
for key, items in strata.items():
    items.sort(key=lambda r: hashlib.sha256(r["id"].encode()).hexdigest())
    for j, r in enumerate(items):
        out["tune" if j % 2 == 0 else "check"].append(r)
for name, items in out.items():
    items.sort(key=lambda r: r["id"])
    Path(sys.argv[1], f"decisions_plain_{name}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in items), encoding="utf-8")
    print(name, len(items), sum(1 for r in items if r["kinds"]))
print("total", len(rows))
