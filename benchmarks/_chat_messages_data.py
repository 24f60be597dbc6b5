"""Labelled chat messages for ``benchmarks/chat_messages.py``: what an assistant's conversation hands to
``add(messages=...)``, and whether a person would want it remembered about the user or their work.

Written for this benchmark (not taken from a dataset), before the rules of ``ingest/extract/chat_facts.py``
were written. ``EN`` and ``KO`` are split up front into ``dev`` (looked at while writing the rules) and
``holdout`` (scored; its misses were seen after the first score). Rows come in pairs (one kept, one not),
so the split goes by pairs: pairs 0, 2, 4, … are ``dev``, pairs 1, 3, 5, … ``holdout``. ``FRESH_EN`` and
``FRESH_KO`` were written after the rules and first scored without changing them (``docs/agents.md`` says
what was mended since). ``keep`` is True for a
stable fact or preference about the user, something they ask to be remembered, or a decision or plan;
False for questions, requests to the assistant, small talk, passing states, hypotheticals and the
assistant's own words.
"""

from __future__ import annotations

# (role, text, keep)
EN: list[tuple[str, str, bool]] = [
    ("user", "I'm vegetarian, so please skip meat in any recipe ideas.", True),
    ("user", "What's a good place for lunch near Gangnam station?", False),
    ("user", "I prefer window seats on long flights.", True),
    ("user", "Can you draft an email to my landlord about the broken heater?", False),
    ("user", "My daughter's name is Ella and she turns six in May.", True),
    ("user", "Thanks, that's perfect!", False),
    ("user", "I work at Kakao as a backend engineer on the payments team.", True),
    ("assistant", "Sure! Here is a draft you can adapt.", False),
    ("user", "Remember that our staging server is staging.acme.io, not the old host.", True),
    ("user", "I'm so tired today.", False),
    ("user", "I'm allergic to shellfish.", True),
    ("user", "Translate this paragraph into Korean for me.", False),
    ("user", "We decided to move the team offsite to September.", True),
    ("user", "haha that's hilarious", False),
    ("user", "I usually work from home on Fridays.", True),
    ("user", "If I won the lottery I'd buy a boat.", False),
    ("user", "My manager is Sarah Kim; she approves all travel.", True),
    ("assistant", "I recommend trying the bibimbap at the corner place.", False),
    ("user", "I don't drink coffee after 2pm.", True),
    ("user", "Good morning!", False),
    ("user", "Let's use PostgreSQL for the new billing service.", True),
    ("user", "Do you think it will rain tomorrow?", False),
    ("user", "I live in Busan with my partner and two cats.", True),
    ("user", "Please summarize the article above in three bullet points.", False),
    ("user", "Keep in mind that I'm left-handed when you suggest desk setups.", True),
    ("user", "I'm on my way to the office now.", False),
    ("user", "My birthday is on March 3rd.", True),
    ("user", "ok", False),
    ("user", "I hate meetings before 10am.", True),
    ("user", "Could you explain how OAuth refresh tokens work?", False),
    ("user", "Our sprint reviews are every second Thursday at 4pm.", True),
    ("user", "I'm not sure yet, let me think about it.", False),
    ("user", "I speak Korean and Spanish, but my Japanese is basic.", True),
    ("user", "Write a haiku about autumn.", False),
    ("user", "Note that the budget for the kitchen remodel is capped at $20k.", True),
    ("user", "Sorry, I meant the other file.", False),
    ("user", "I always take the 8:10 train to work.", True),
    ("assistant", "Your flight to Jeju has been noted.", False),
    ("user", "I'm training for a marathon in November.", True),
    ("user", "lol no", False),
    ("user", "My preferred language for code examples is Python.", True),
    ("user", "Can you remind me what we talked about yesterday?", False),
    ("user", "We'll ship the mobile beta on Friday the 14th.", True),
    ("user", "I'm hungry.", False),
    ("user", "I'm a night owl, so schedule deep work in the evening.", True),
    ("user", "What's 15% of 240?", False),
    ("user", "I have two kids, aged 4 and 7.", True),
    ("user", "Nice, thanks for the help.", False),
    ("user", "I never eat pork for religious reasons.", True),
    ("user", "Show me the last three results again.", False),
]

KO: list[tuple[str, str, bool]] = [
    ("user", "저는 채식주의자라서 고기는 안 먹어요.", True),
    ("user", "강남역 근처에 점심 먹을 곳 추천해 줄래?", False),
    ("user", "장거리 비행에서는 창가 자리를 선호해요.", True),
    ("user", "집주인한테 보낼 이메일 좀 써 줘.", False),
    ("user", "제 딸 이름은 서연이고 5월에 여섯 살이 돼요.", True),
    ("user", "고마워요, 완벽해요!", False),
    ("user", "저는 카카오에서 결제팀 백엔드 개발자로 일해요.", True),
    ("assistant", "네, 수정해서 쓰실 수 있는 초안입니다.", False),
    ("user", "우리 스테이징 서버 주소는 staging.acme.io라는 거 기억해 줘.", True),
    ("user", "오늘 너무 피곤하다.", False),
    ("user", "저는 갑각류 알레르기가 있어요.", True),
    ("user", "이 문단 영어로 번역해 줘.", False),
    ("user", "팀 워크숍은 9월로 미루기로 했어요.", True),
    ("user", "ㅋㅋㅋ 웃기다", False),
    ("user", "저는 보통 금요일에 재택근무를 해요.", True),
    ("user", "복권에 당첨되면 배를 살 거야.", False),
    ("user", "제 상사는 김수진 팀장님이고 출장 승인은 그분이 해요.", True),
    ("assistant", "모퉁이 식당의 비빔밥을 추천드려요.", False),
    ("user", "저는 오후 2시 이후에는 커피를 안 마셔요.", True),
    ("user", "좋은 아침!", False),
    ("user", "새 결제 서비스에는 PostgreSQL을 쓰기로 합시다.", True),
    ("user", "내일 비 올까?", False),
    ("user", "저는 부산에서 남편이랑 고양이 두 마리랑 살아요.", True),
    ("user", "위 기사를 세 줄로 요약해 줘.", False),
    ("user", "책상 배치 추천할 때 제가 왼손잡이라는 걸 기억해 주세요.", True),
    ("user", "지금 사무실 가는 중이야.", False),
    ("user", "제 생일은 3월 3일이에요.", True),
    ("user", "ㅇㅋ", False),
    ("user", "저는 오전 10시 전 회의를 정말 싫어해요.", True),
    ("user", "OAuth 리프레시 토큰이 어떻게 동작하는지 설명해 줄 수 있어?", False),
    ("user", "우리 스프린트 리뷰는 격주 목요일 오후 4시에 해요.", True),
    ("user", "아직 잘 모르겠어, 좀 생각해 볼게.", False),
    ("user", "저는 한국어랑 스페인어를 하고 일본어는 기초 수준이에요.", True),
    ("user", "가을에 대한 시 한 편 써 줘.", False),
    ("user", "주방 리모델링 예산은 2천만 원이 상한이라는 점 참고해 줘.", True),
    ("user", "미안, 다른 파일 말한 거야.", False),
    ("user", "저는 항상 8시 10분 기차로 출근해요.", True),
    ("assistant", "제주행 항공편을 메모해 두었습니다.", False),
    ("user", "11월 마라톤 대회를 준비하고 있어요.", True),
    ("user", "ㄴㄴ", False),
    ("user", "코드 예시는 파이썬으로 보여 주는 걸 선호해요.", True),
    ("user", "어제 무슨 얘기 했는지 다시 알려 줄래?", False),
    ("user", "모바일 베타는 14일 금요일에 출시합니다.", True),
    ("user", "배고프다.", False),
    ("user", "저는 올빼미형이라 집중 업무는 저녁에 잡아 주세요.", True),
    ("user", "240의 15%가 얼마야?", False),
    ("user", "저는 아이가 둘인데 네 살, 일곱 살이에요.", True),
    ("user", "좋네요, 도와줘서 고마워요.", False),
    ("user", "저는 종교적인 이유로 돼지고기를 절대 안 먹어요.", True),
    ("user", "마지막 결과 세 개 다시 보여 줘.", False),
]


# Written after the rules and first scored without changing them (see the module doc for what was seen since).
FRESH_EN: list[tuple[str, str, bool]] = [
    ("user", "I'm lactose intolerant, so no cheese-heavy dishes please.", True),
    ("user", "How long does it take to boil an egg?", False),
    ("user", "My wife's name is Hana and she's a nurse.", True),
    ("user", "Make the title shorter.", False),
    ("user", "We agreed to freeze the API until the v2 launch.", True),
    ("user", "brb", False),
    ("user", "I usually go to the gym before work.", True),
    ("user", "I'm a bit stressed right now.", False),
    ("user", "Remember that the client's fiscal year starts in April.", True),
    ("assistant", "Great question! Eggs take about nine minutes.", False),
]
FRESH_KO: list[tuple[str, str, bool]] = [
    ("user", "저는 유당불내증이 있어서 우유를 못 마셔요.", True),
    ("user", "달걀 삶는 데 몇 분 걸려?", False),
    ("user", "제 아내 이름은 하나이고 간호사예요.", True),
    ("user", "제목 좀 짧게 해 줘.", False),
    ("user", "v2 출시 전까지 API는 동결하기로 했어요.", True),
    ("user", "잠깐만", False),
    ("user", "저는 보통 출근 전에 헬스장에 가요.", True),
    ("user", "지금 좀 스트레스 받아.", False),
    ("user", "고객사 회계연도가 4월에 시작한다는 거 기억해 둬.", True),
    ("assistant", "좋은 질문이에요! 달걀은 9분 정도 걸립니다.", False),
]


def split(rows: list[tuple[str, str, bool]], name: str) -> list[tuple[str, str, bool]]:
    """``dev`` (even pairs) or ``holdout`` (odd pairs)."""
    return [r for i, r in enumerate(rows) if ((i // 2) % 2 == 0) == (name == "dev")]
