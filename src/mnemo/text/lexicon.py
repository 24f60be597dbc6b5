"""Cue words for the rule-based domain and intent classifiers, in Korean and English.

Written by hand and measured on ``benchmarks/data/domain_intent.jsonl`` by ``benchmarks/similarity.py``.
Korean cues are nouns or stems as the morphological analyzer returns them (a cue also matches inside a
compound noun: "마케팅" in "마케팅팀"); English cues are lower-case prefixes of words ("recruit" matches
"recruiting"). A weight of 2 marks a cue that alone settles the domain.
"""

from __future__ import annotations

DOMAIN_CUES: dict[str, dict[str, float]] = {
    "business_strategy": {
        "strategy": 2, "strategic": 2, "roadmap": 2, "okr": 2, "kpi": 1, "vision": 1, "mission": 1,
        "market share": 2, "expansion": 1, "expand": 1, "competitor": 2, "competitive": 1, "acquisition": 1,
        "acquire": 1, "merger": 1, "partnership": 1, "pivot": 2, "business plan": 2, "board": 1, "investor": 1,
        "growth": 1, "new market": 2, "long-term": 1, "goal": 1, "target": 1, "initiative": 1, "enter": 1,
        "전략": 2, "로드맵": 2, "비전": 1, "점유율": 2, "진출": 2, "경쟁사": 2, "인수": 1, "합병": 1, "제휴": 1,
        "사업": 1, "신사업": 2, "사업계획": 2, "이사회": 1, "투자자": 1, "성장": 1, "매출 증대": 2, "중장기": 2,
        "목표": 1, "경영": 2, "시장": 1, "확장": 1,
    },
    "finance": {
        "budget": 2, "cost": 1, "expense": 2, "invoice": 2, "payment": 1, "revenue": 1, "profit": 2,
        "margin": 1, "cash": 1, "funding": 1, "accounting": 2, "tax": 2, "payroll": 1, "pricing": 1, "price": 1,
        "quote": 1, "reimburse": 2, "forecast": 1, "fiscal": 2, "spend": 1, "capex": 2, "opex": 2, "p&l": 2,
        "billing": 1, "refund": 1, "financ": 2, "loan": 2, "audit": 1, "dollar": 1, "usd": 1, "bill": 1,
        "예산": 2, "비용": 1, "경비": 2, "청구": 1, "인보이스": 2, "결제": 1, "지급": 1, "매출": 1, "이익": 2,
        "영업이익": 2, "현금": 1, "재무": 2, "회계": 2, "세금": 2, "급여": 1, "가격": 1, "견적": 1, "정산": 2,
        "환급": 2, "증액": 2, "삭감": 1, "손익": 2, "자금": 2, "투자": 1, "원가": 2, "지출": 2, "대출": 2,
        "만원": 1, "억원": 1, "환불": 1,
    },
    "hr": {
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
        "marketing": 2, "campaign": 2, "advertis": 2, " ad ": 1, "ads": 2, "brand": 2, "social media": 2,
        "seo": 2, "content": 1, "press": 1, "pr ": 1, "newsletter": 2, "influencer": 2, "lead": 1,
        "conversion": 1, "webinar": 2, "landing page": 2, "audience": 1, "promotion": 1, "promo": 2, "event": 1,
        "sponsor": 1, "customer acquisition": 2, "funnel": 2, "banner": 2, "booth": 1, "awareness": 2,
        "마케팅": 2, "캠페인": 2, "광고": 2, "브랜드": 2, "브랜딩": 2, "sns": 2, "콘텐츠": 1, "보도자료": 2, "홍보": 2,
        "프로모션": 2, "뉴스레터": 2, "인플루언서": 2, "전환율": 2, "웨비나": 2, "이벤트": 1, "랜딩": 2,
        "고객 유치": 2, "타깃": 1, "노출": 1, "박람회": 1,
    },
    "engineering": {
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
        "logistic": 2, "inventory": 2, "shipping": 2, "shipment": 2, "supply": 2, "vendor": 1,
        "procurement": 2, "office": 2, "facilit": 2, "relocat": 2, "maintenance": 1, "warehouse": 2,
        "delivery": 1, "equipment": 2, "operation": 1, "customer support": 2, "support ticket": 2,
        "ticket": 1, "desk": 1, "parking": 2, "cleaning": 2, "rental": 1, "stock": 1, "courier": 2,
        "물류": 2, "재고": 2, "배송": 2, "출고": 2, "공급": 1, "벤더": 1, "구매": 1, "사무실": 2, "시설": 2,
        "이전": 1, "유지보수": 1, "창고": 2, "납품": 2, "장비": 2, "운영": 1, "고객지원": 2, "조달": 2,
        "렌탈": 1, "주차": 2, "청소": 2, "비품": 2, "택배": 2, "입고": 2, "CS": 1,
    },
    "legal": {
        "contract": 2, "agreement": 1, "nda": 2, "compliance": 2, "regulat": 2, "legal": 2, "lawyer": 2,
        "attorney": 2, "counsel": 2, "litigation": 2, "lawsuit": 2, "patent": 2, "license": 1, "terms": 1,
        "privacy": 2, "gdpr": 2, "clause": 2, "liability": 2, "trademark": 2, "dispute": 2, "signature": 1,
        "sign": 1, "court": 2, "copyright": 2, "policy": 1, "consent": 1, "law": 2,
        "계약": 2, "계약서": 2, "합의": 1, "컴플라이언스": 2, "규제": 2, "법무": 2, "변호사": 2, "소송": 2, "특허": 2,
        "라이선스": 1, "약관": 2, "개인정보": 2, "법률": 2, "조항": 2, "책임": 1, "상표": 2, "분쟁": 2, "서명": 1,
        "준법": 2, "저작권": 2, "법원": 2, "위반": 1, "동의서": 2,
    },
    "general": {
        "lunch": 2, "dinner": 2, "birthday": 2, "coffee": 1, "party": 2, "holiday": 1, "weather": 2,
        "congrat": 2, "outing": 2, "snack": 2, "celebrat": 1, "wifi": 1, "weekend": 1,
        "점심": 2, "저녁": 1, "회식": 2, "생일": 2, "커피": 1, "파티": 2, "축하": 2, "날씨": 2, "야유회": 2,
        "간식": 2, "송년회": 2, "와이파이": 1,
    },
}

# Intent cues: (cue, weight). Korean cues match the raw text (endings such as "해주세요" carry intent).
INTENT_CUES: dict[str, dict[str, float]] = {
    "request": {
        "please": 2, "could you": 2, "can you": 2, "would you": 2, "kindly": 2, "request": 1, "need you": 2,
        "let me know": 1, "asap": 1, "send me": 2, "can someone": 2, "would appreciate": 2,
        "부탁": 2, "요청": 1, "해주세요": 2, "주세요": 2, "해 주세요": 2, "주시기 바랍니다": 2, "바랍니다": 1,
        "주시겠어요": 2, "줄 수 있": 2, "해줘": 2, "주실 수": 2, "드립니다": 0.5,
    },
    "decision": {
        "decided": 2, "decision": 2, "approved": 2, "agreed": 2, "confirmed": 1, "we will go with": 2,
        "going with": 2, "chose": 2, "chosen": 2, "finalized": 2, "will switch": 2, "signed off": 2,
        "settled on": 2, "opted": 2, "approve": 1,
        "결정": 2, "확정": 2, "승인": 2, "채택": 2, "합의": 1, "하기로": 2, "으로 했습니다": 2, "로 했습니다": 2,
        "선정": 2, "정했": 2,
    },
    "discussion": {
        "discuss": 2, "meeting": 1, "brainstorm": 2, "debate": 2, "thoughts": 2, "what do you think": 2,
        "let's talk": 2, "considering": 1, "options": 1, "proposal": 1, "sync": 1, "pros and cons": 2,
        "논의": 2, "회의": 1, "검토 중": 2, "의견": 2, "토론": 2, "미팅": 1, "고민": 2, "협의": 2, "어떨까": 2,
        "어떻게 생각": 2, "방안": 1,
    },
    "report": {
        "status": 2, "progress": 2, "completed": 2, "done": 1, "results": 2, "report": 2, "finished": 2,
        "on track": 2, "behind schedule": 2, "achieved": 2, "this week we": 2, "% complete": 2, "resolved": 1,
        "update on": 2, "reached": 1, "recap": 2, "summary": 1,
        "완료": 2, "진행 상황": 2, "진행상황": 2, "결과": 2, "보고": 2, "현황": 2, "달성": 2, "마쳤": 2, "끝났": 2,
        "진척": 2, "집계": 2, "해결": 1,
    },
    "announcement": {
        "announce": 2, "launch": 2, "introducing": 2, "welcome": 2, "now available": 2, "open for": 2,
        "enrollment": 2, "notice": 2, "all hands": 1, "everyone": 1, "is live": 2, "effective": 1,
        "registration": 2, "sign up": 2, "we are excited": 2, "join us": 2,
        "공지": 2, "안내": 2, "출시": 2, "오픈": 2, "모집": 2, "런칭": 2, "신청": 2, "시행": 2, "알려드립니다": 2,
        "환영": 2, "개최": 1, "참여": 1, "전 직원": 1,
    },
}
