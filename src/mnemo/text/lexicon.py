"""Cue words for the rule-based domain and intent classifiers, in Korean and English.

Written by hand and measured on ``benchmarks/data/domain_intent.jsonl`` by ``benchmarks/similarity.py``.
Korean cues are nouns or stems as the morphological analyzer returns them (a cue also matches inside a
compound noun: "마케팅" in "마케팅팀"); English cues are lower-case prefixes of words ("recruit" matches
"recruiting"). A weight of 2 marks a cue that alone settles the domain.
"""

from __future__ import annotations

DOMAIN_CUES: dict[str, dict[str, float]] = {
    "business_strategy": {
        "strategy": 2, "quarterly goal": 2, "north star": 2, "differentiat": 2, "positioning": 1, "market entry": 2, "portfolio": 1, "synergy": 2, "long-range": 1, "okrs": 2, "objective": 1, "전사": 1, "방향성": 2, "포지셔닝": 2, "차별화": 2, "시장 진입": 2, "포트폴리오": 1, "핵심 목표": 2, "이탈률": 1, "해지율": 1, "churn": 1, "retention": 1, "strategic": 2, "roadmap": 2, "okr": 2, "kpi": 1, "vision": 1, "mission": 1,
        "market share": 2, "expansion": 1, "expand": 1, "competitor": 2, "competitive": 1, "acquisition": 1,
        "acquire": 1, "merger": 1, "partnership": 1, "pivot": 2, "business plan": 2, "board": 1, "investor": 1,
        "growth": 1, "new market": 2, "long-term": 1, "goal": 1, "target": 1, "initiative": 1, "enter": 1,
        "전략": 2, "로드맵": 2, "비전": 1, "점유율": 2, "진출": 2, "경쟁사": 2, "인수": 1, "합병": 1, "제휴": 1,
        "사업": 1, "신사업": 2, "사업계획": 2, "이사회": 1, "투자자": 1, "성장": 1, "매출 증대": 2, "중장기": 2,
        "목표": 1, "경영": 2, "시장": 1, "확장": 1,
    },
    "finance": {
        "spending": 1, "receipt": 2, "expense report": 2, "invoice": 2, "accounts payable": 2, "payable": 1, "receivable": 2, "valuation": 2, "series a": 2, "series b": 2, "round": 1, "investment": 1, "fee": 1, "subscription": 1, "annual": 1, "discount": 1, "요금": 2, "요금제": 2, "영수증": 2, "증빙": 2, "거래": 1, "인상": 1, "할인": 1, "투자 유치": 2, "시리즈": 1, "결산": 2, "재정": 2, "수익": 2, "연말정산": 2, "법인카드": 2,
        "budget": 2, "cost": 1, "expense": 2, "payment": 1, "revenue": 1, "profit": 2,
        "margin": 1, "cash": 1, "funding": 1, "accounting": 2, "tax": 2, "payroll": 1, "pricing": 1, "price": 1,
        "quote": 1, "reimburse": 2, "forecast": 1, "fiscal": 2, "spend": 1, "capex": 2, "opex": 2, "p&l": 2,
        "billing": 1, "refund": 1, "financ": 2, "loan": 2, "audit": 1, "dollar": 1, "usd": 1, "bill": 1,
        "예산": 2, "비용": 1, "경비": 2, "청구": 1, "인보이스": 2, "결제": 1, "지급": 1, "매출": 1, "이익": 2,
        "영업이익": 2, "현금": 1, "재무": 2, "회계": 2, "세금": 2, "급여": 1, "가격": 1, "견적": 1, "정산": 2,
        "환급": 2, "증액": 2, "삭감": 1, "손익": 2, "자금": 2, "투자": 1, "원가": 2, "지출": 2, "대출": 2,
        "만원": 1, "억원": 1, "환불": 1,
    },
    "hr": {
        "hiring freeze": 2, "position": 1, "role": 1, "job posting": 2, "team member": 1, "manager": 1, "offboard": 2, "payroll": 1, "work from home": 2, "wfh": 2, "retreat": 1, "all-hands": 1, "구인": 2, "충원": 2, "채용 공고": 2, "인력": 2, "팀원": 1, "매니저": 1, "재택근무": 2, "출근": 2, "근무제": 2, "조직": 1, "발령": 2, "인사팀": 2, "직원 교육": 2, "워크숍": 1,
        "hire": 2, "hiring": 2, "recruit": 2, "interview": 2, "onboard": 2, "employee": 2, "staff": 1,
        "training": 2, "mentor": 2, "leadership": 1, "performance review": 2, "promotion": 1, "vacation": 2,
        "leave": 1, "benefit": 1, "salary": 2, "compensation": 2, "headcount": 2, "resign": 2, "career": 2,
        "candidate": 2, "new hire": 2, "intern": 2, "workshop": 1, "people team": 2, "hr": 2, "coaching": 1,
        "talent": 2, "evaluation": 1, "parental": 2, "sick": 1, "remote work": 1, "overtime": 1,
        "채용": 2, "면접": 2, "온보딩": 2, "직원": 2, "사원": 1, "인사": 2, "교육": 2, "멘토링": 2, "리더십": 1,
        "성과평가": 2, "평가": 1, "승진": 2, "휴가": 2, "복지": 2, "연봉": 2, "보상": 1, "인원": 1, "퇴사": 2,
        "입사": 2, "퇴직": 2, "직무": 2, "역량": 2, "인재": 2, "지원자": 2, "신입": 2, "인턴": 2, "육아휴직": 2,
        "재택": 1, "근무": 1, "야근": 1, "조직문화": 2,
    },
    "marketing": {
        "signup": 1, "sign-up": 1, "registrant": 2, "open rate": 2, "click": 1, "impression": 2, "nps": 1, "promoter": 1, "customer survey": 1, "launch event": 2, "go-to-market": 2, "gtm": 2, "copywriting": 2, "linkedin": 1, "instagram": 2, "youtube": 2, "신규 가입": 1, "가입자": 1, "오픈율": 2, "클릭률": 2, "유입": 2, "구독자": 1, "카피": 2, "유튜브": 2, "인스타그램": 2, "마케터": 2, "고객 설문": 1,
        "marketing": 2, "campaign": 2, "advertis": 2, " ad ": 1, "ads": 2, "brand": 2, "social media": 2,
        "seo": 2, "content": 1, "press": 1, "pr ": 1, "newsletter": 2, "influencer": 2, "lead": 1,
        "conversion": 1, "webinar": 2, "landing page": 2, "audience": 1, "promotion": 1, "promo": 2, "event": 1,
        "sponsor": 1, "customer acquisition": 2, "funnel": 2, "banner": 2, "booth": 1, "awareness": 2,
        "마케팅": 2, "캠페인": 2, "광고": 2, "브랜드": 2, "브랜딩": 2, "sns": 2, "콘텐츠": 1, "보도자료": 2, "홍보": 2,
        "프로모션": 2, "뉴스레터": 2, "인플루언서": 2, "전환율": 2, "웨비나": 2, "이벤트": 1, "랜딩": 2,
        "고객 유치": 2, "타깃": 1, "노출": 1, "박람회": 1,
    },
    "engineering": {
        "kafka": 2, "broker": 1, "vpn": 1, "sso": 2, "certificate": 1, "cert": 1, "deployment": 2, "rollback": 2, "staging": 2, "production": 1, "p99": 2, "uptime": 2, "dashboard": 1, "node": 1, "cluster": 2, "upgrade": 1, "ios": 2, "android": 2, "push code": 2, "authentication": 2, "2fa": 2, "mfa": 2, "model": 1, "data pipeline": 2, "클러스터": 2, "노드": 1, "인증서": 1, "인증": 1, "서비스 장애": 2, "롤백": 2, "스테이징": 2, "운영 서버": 2, "대시보드": 1, "업그레이드": 1, "모듈": 2, "결제 모듈": 2, "ssl": 2, "api 키": 2, "깃허브": 2,
        "code": 2, "deploy": 2, "release": 1, "bug": 2, "api": 2, "server": 2, "database": 2, "infra": 2,
        " ci": 2, "ci/cd": 2, "test": 1, "architecture": 2, "migration": 1, "refactor": 2, "latency": 2,
        "outage": 2, "incident": 1, "kubernetes": 2, "k8s": 2, "docker": 2, "github": 2, "pull request": 2,
        "merge": 1, "commit": 2, "frontend": 2, "backend": 2, "engineer": 2, "feature": 1, "security": 1,
        "sdk": 2, "app": 1, "mobile": 1, "login": 2, "performance": 1, "cache": 2, "build": 1, "repo": 2,
        "postgres": 2, "schema": 2, "endpoint": 2, "hotfix": 2, "sprint": 1, "crash": 2, "cloud": 1,
        "aws": 2, "gcp": 2, "version": 1, "pipeline": 1, "query": 1, "devops": 2,
        "코드": 2, "배포": 2, "릴리스": 1, "버그": 2, "서버": 2, "데이터베이스": 2, "인프라": 2, "테스트": 1,
        "아키텍처": 2, "마이그레이션": 1, "리팩토링": 2, "지연": 1, "장애": 2, "커밋": 2, "프론트엔드": 2,
        "백엔드": 2, "개발": 2, "기능": 1, "보안": 1, "앱": 1, "모바일": 1, "로그인": 2, "성능": 1, "캐시": 2,
        "빌드": 2, "저장소": 1, "스키마": 2, "엔드포인트": 2, "핫픽스": 2, "스프린트": 1, "클라우드": 1,
        "쿠버네티스": 2, "업데이트": 1, "버전": 1, "엔지니어": 2, "시스템": 1,
    },
    "operations": {
        "relocate": 2, "move into": 1, "building": 1, "floor": 1, "seat": 1, "support desk": 2, "support agents": 2, "call center": 2, "sla": 1, "supplier": 2, "purchase order": 2, "fleet": 2, "cs team": 2, "고객센터": 2, "상담": 1, "사옥": 2, "층": 1, "좌석": 2, "이사": 1, "입주": 2, "협력사": 1, "발주": 2, "운송": 2, "출하": 2,
        "logistic": 2, "inventory": 2, "shipping": 2, "shipment": 2, "supply": 2, "vendor": 1,
        "procurement": 2, "office": 2, "facilit": 2, "relocat": 2, "maintenance": 1, "warehouse": 2,
        "delivery": 1, "equipment": 2, "operation": 1, "customer support": 2, "support ticket": 2,
        "ticket": 1, "desk": 1, "parking": 2, "cleaning": 2, "rental": 1, "stock": 1, "courier": 2,
        "물류": 2, "재고": 2, "배송": 2, "출고": 2, "공급": 1, "벤더": 1, "구매": 1, "사무실": 2, "시설": 2,
        "이전": 1, "유지보수": 1, "창고": 2, "납품": 2, "장비": 2, "운영": 1, "고객지원": 2, "조달": 2,
        "렌탈": 1, "주차": 2, "청소": 2, "비품": 2, "택배": 2, "입고": 2, "CS": 1,
    },
    "legal": {
        "vendor agreement": 2, "addendum": 2, "dpa": 2, "terms of service": 2, "data processing": 1, "legal review": 2, "counterparty": 2, "indemn": 2, "penalty clause": 2, "위약금": 2, "법적": 2, "검토 의견": 1, "부속서": 2, "이용약관": 2, "날인": 2, "법무팀": 2,
        "contract": 2, "agreement": 1, "nda": 2, "compliance": 2, "regulat": 2, "legal": 2, "lawyer": 2,
        "attorney": 2, "counsel": 2, "litigation": 2, "lawsuit": 2, "patent": 2, "license": 1, "terms": 1,
        "privacy": 2, "gdpr": 2, "clause": 2, "liability": 2, "trademark": 2, "dispute": 2, "signature": 1,
        "court": 2, "copyright": 2, "policy": 1, "consent": 1, "law": 2,
        "계약": 2, "계약서": 2, "합의": 1, "컴플라이언스": 2, "규제": 2, "법무": 2, "변호사": 2, "소송": 2, "특허": 2,
        "라이선스": 1, "약관": 2, "개인정보": 2, "법률": 2, "조항": 2, "책임": 1, "상표": 2, "분쟁": 2, "서명": 1,
        "준법": 2, "저작권": 2, "법원": 2, "위반": 1, "동의서": 2,
    },
    "general": {
        "team lunch": 2, "potluck": 2, "welcome party": 2, "farewell": 1, "anniversary": 1, "happy hour": 2, "picnic": 2, "gym": 1, "점심 메뉴": 2, "환송회": 2, "환영회": 1, "동호회": 2, "경조사": 2, "기념일": 1, "주말": 1, "휴게실": 2,
        "lunch": 2, "dinner": 2, "birthday": 2, "coffee": 1, "party": 2, "holiday": 1, "weather": 2,
        "congrat": 2, "outing": 2, "snack": 2, "celebrat": 1, "wifi": 1, "weekend": 1,
        "점심": 2, "저녁": 1, "회식": 2, "생일": 2, "커피": 1, "파티": 2, "축하": 2, "날씨": 2, "야유회": 2,
        "간식": 2, "송년회": 2, "와이파이": 1,
    },
}

# Intent cues: (cue, weight). Korean cues match the raw text (endings such as "해주세요" carry intent).
INTENT_CUES: dict[str, dict[str, float]] = {
    "request": {
        "need to be": 1, "must": 1, "submit": 1, "review": 1, "제출해": 2, "필요합니다": 1, "해 주시": 2, "주시면": 2, "봐 주": 2,
        "please": 2, "could you": 2, "can you": 2, "would you": 2, "kindly": 2, "request": 1, "need you": 2,
        "let me know": 1, "asap": 1, "send me": 2, "can someone": 2, "would appreciate": 2,
        "부탁": 2, "요청": 1, "해주세요": 2, "주세요": 2, "해 주세요": 2, "주시기 바랍니다": 2, "바랍니다": 1,
        "주시겠어요": 2, "줄 수 있": 2, "해줘": 2, "주실 수": 2, "드립니다": 0.5,
    },
    "decision": {
        "we will": 1, "we'll": 1, "will be": 1, "going to": 1, "final": 1, "sign off": 2, "green light": 2, "으로 결정": 2, "기로 했": 2, "정했습니다": 2, "확정되었": 2, "하겠습니다": 1,
        "decided": 2, "decision": 2, "approved": 2, "agreed": 2, "confirmed": 1, "we will go with": 2,
        "going with": 2, "chose": 2, "chosen": 2, "finalized": 2, "will switch": 2, "signed off": 2,
        "settled on": 2, "opted": 2, "approve": 1,
        "결정": 2, "확정": 2, "승인": 2, "채택": 2, "합의": 1, "하기로": 2, "으로 했습니다": 2, "로 했습니다": 2,
        "선정": 2, "정했": 2,
    },
    "discussion": {
        "should we": 2, "idea": 1, "suggest": 2, "propose": 2, "could we": 2, "wondering": 2, "feedback": 1, "제안": 2, "검토해 보": 2, "어떨지": 2, "할까요": 2, "논의해": 2, "얘기해": 2, "의논": 2,
        "discuss": 2, "meeting": 1, "brainstorm": 2, "debate": 2, "thoughts": 2, "what do you think": 2,
        "let's talk": 2, "considering": 1, "options": 1, "proposal": 1, "sync": 1, "pros and cons": 2,
        "논의": 2, "회의": 1, "검토 중": 2, "의견": 2, "토론": 2, "미팅": 1, "고민": 2, "협의": 2, "어떨까": 2,
        "어떻게 생각": 2, "방안": 1,
    },
    "report": {
        "increased": 2, "decreased": 2, "grew": 2, "dropped": 2, "rose": 2, "fell": 2, "shipped": 2, "closed": 1, "came in": 1, "drew": 1, "showed": 1, "shows": 1, "metrics": 1, "증가": 2, "감소": 2, "늘었": 2, "줄었": 2, "상승": 2, "하락": 2, "기록": 1, "집계됐": 2, "나타났": 2, "끝났습니다": 2, "마감했": 2,
        "status": 2, "progress": 2, "completed": 2, "done": 1, "results": 2, "report": 2, "finished": 2,
        "on track": 2, "behind schedule": 2, "achieved": 2, "this week we": 2, "% complete": 2, "resolved": 1,
        "update on": 2, "reached": 1, "recap": 2, "summary": 1,
        "완료": 2, "진행 상황": 2, "진행상황": 2, "결과": 2, "보고": 2, "현황": 2, "달성": 2, "마쳤": 2, "끝났": 2,
        "진척": 2, "집계": 2, "해결": 1,
    },
    "announcement": {
        "starting": 1, "from now on": 2, "goes live": 2, "is now": 1, "are now": 1, "reminder": 1, "heads up": 1, "부터 시행": 2, "앞으로": 1, "이제부터": 2, "알립니다": 2, "공지드립니다": 2, "참고하세요": 1, "예정입니다": 1,
        "announce": 2, "launch": 2, "introducing": 2, "welcome": 2, "now available": 2, "open for": 2,
        "enrollment": 2, "notice": 2, "all hands": 1, "everyone": 1, "is live": 2, "effective": 1,
        "registration": 2, "sign up": 2, "we are excited": 2, "join us": 2,
        "공지": 2, "안내": 2, "출시": 2, "오픈": 2, "모집": 2, "런칭": 2, "신청": 2, "시행": 2, "알려드립니다": 2,
        "환영": 2, "개최": 1, "참여": 1, "전 직원": 1,
    },
}
