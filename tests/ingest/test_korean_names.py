"""Korean names without a title (``ingest/extract/korean_names.py``), read with the real analyzer: full
names standing alone, given names with the suffix 이 or the vocative, names before 씨 or a title; and the
words that look like names but are not (a surname syllable starting a common word, a place, a role)."""

from __future__ import annotations

import pytest

from mnemo.ingest.extract.facts import message_facts
from mnemo.ingest.extract.korean_names import korean_people


@pytest.mark.parametrize("text, names", [
    ("김민수가 내일 배포합니다.", ["김민수"]),
    ("이서연, 박준호 두 분이 워크숍에 참석합니다.", ["이서연", "박준호"]),
    ("지은이랑 얘기해봤는데 다음 주로 미루재요.", ["지은"]),
    ("채원아 내일 회의 몇 시야?", ["채원"]),
    ("다솜 씨, 내일 출장 기차표 예매했어요?", ["다솜"]),
    ("예지 대리의 제안대로 단가 재협상을 요청했습니다.", ["예지"]),
    ("도윤 매니저가 정리했습니다.", ["도윤"]),
    ("유진이가 세미나 다녀와서 후기 공유한대요.", ["유진"]),
    ("마이클 님과 Priya 님이 킥오프 콜에 들어옵니다.", ["Priya"]),
    ("사공진 님께 배송 지연 건 전달 부탁드립니다.", ["사공진"]),
    ("정재도가 어제 배포했습니다.", ["정재도"]),  # a name the analyzer's dictionary lacks (its "oov")
])
def test_names_without_a_title_are_found(text, names):
    found = korean_people(text)
    assert all(n in found for n in names), found


@pytest.mark.parametrize("text", [
    "어제 김장을 했는데 허리가 아파요.",
    "이번주 정리는 금요일까지 부탁드립니다.",
    "고객사를 방문해서 계약서를 받았습니다.",
    "강남역에서 만나서 여의도로 이동합니다.",
    "어린이가 놀이터에서 놀고 있어요.",
    "우리 팀은 하나은행과 계약합니다.",
    "팀장님께 보고 드렸습니다.",
    "LG유플러스 담당 매니저가 바뀌었다고 합니다.",
    "서류는 대표님 인감 포함입니다.",
    "신규 대리점 계약 조건을 정리했습니다.",
    "이대리가 보고서 올렸어요.",  # a surname and a title: no name
    "정자동 사무실로 이사합니다.",
    "유성구 지점 실적이 좋네요.",  # a place the analyzer splits in two
    "이마트 납품 건은 다음 주에 봅니다.",  # a known proper noun naming the next word: a brand
    "인사팀 대리가 확인합니다.",
    "변호사님께 전달했습니다.",
])
def test_words_that_look_like_names_are_not(text):
    assert korean_people(text) == []


def test_a_korean_message_names_its_people_and_an_english_one_is_untouched():
    facts = message_facts("권태윤은 이번 분기 OKR에 배포 자동화를 넣자고 했어요. 한결이한테도 물어볼게요.", None, None, "ko")
    assert {"권태윤", "한결"} <= set(facts.names_in_text)
    assert "권태윤" not in facts.organizations
    english = message_facts("Kim Minsu will ship it tomorrow.", None, None, "en")
    assert "Kim Minsu" in english.names_in_text


def test_jargon_rooms_and_verbs_are_not_organizations_in_korean_text():
    facts = message_facts("API 문서랑 QA 체크리스트는 회의실 B에 붙여 두고, 스텔라랩스와 하나은행 건은 보내주실 때 같이 "
                          "PAY-1203에 남겨 주세요.", None, None, "ko")
    assert {"스텔라랩스", "하나은행"} <= set(facts.organizations)
    assert not {"API", "QA", "회의실", "보내주실", "PAY-1203"} & set(facts.organizations)


def test_a_lone_surrogate_does_not_stop_the_analyzer():
    facts = message_facts("김민수가 \ud800 배포 일정을 금요일로 확정했습니다.", None, None, "ko")
    assert facts.names_in_text == ["김민수"]


def test_a_company_in_capitals_stays_an_organization_where_work_acronyms_do_not():
    facts = message_facts("AWS 마이그레이션은 KT 회선 증설 후에, API 문서는 QA 끝나고 공유합니다.", None, None, "ko")
    assert "KT" in facts.organizations and not {"API", "QA"} & set(facts.organizations)


@pytest.mark.parametrize("text", ["변호사님께 계약서 검토를 맡겼습니다.", "김과장이 견적서를 보냈습니다.",
                                  "지점장님 승인 후 진행합니다.", "마케팅 매니저가 일정을 잡았습니다."])
def test_a_role_or_a_surname_with_its_title_is_no_person_of_the_message(text):
    assert message_facts(text, None, None, "ko").names_in_text == []


def test_an_organization_without_a_suffix_is_read_off_the_business_word_after_it():
    facts = message_facts("네이버 쪽 미팅은 미루고, 쿠팡 입점 서류는 김민수가 챙깁니다. 미국 본사 일정은 그대로예요.",
                          None, None, "ko")
    assert {"네이버", "쿠팡"} <= set(facts.organizations)
    assert "김민수" not in facts.organizations and "미국" not in facts.organizations


def test_institutions_known_companies_and_the_states_bodies_are_organizations():
    facts = message_facts("국세청에 낼 자료는 서울아산병원 건과 같이 보내고, 쿠팡이랑 배민 둘 다 입점하면 LG랑 삼성 레퍼런스도 "
                          "받아요. 카카오페이보다 한양대학교 쪽이 먼저고, 밝은눈안과 쿠폰은 고용노동부 신청서 뒤에 봅니다.",
                          None, None, "ko")
    assert {"국세청", "서울아산병원", "쿠팡", "배민", "LG", "삼성", "카카오페이", "한양대학교", "밝은눈안과",
            "고용노동부"} <= set(facts.organizations), facts.organizations
    assert "밝은눈안" not in facts.organizations  # the name's last syllable read as a particle


@pytest.mark.parametrize("text", ["요청 사항은 직원 내부 공유로 충분합니다.", "우리 하나씩 현대적으로 정리해요.",
                                  "당근 마켓에서 샀어요", "삼성동 사무실로 오세요.", "토스트 먹고 시작해요.",
                                  # a review: 안/치 + the particle 과, kinds of things, 토스 as "hand it off"
                                  "제안과 검토를 부탁드립니다.", "보안과 성능을 봅니다.", "두 방안과 예산안과 초안과 대안과",
                                  "이커머스 시장이 커지고 있어요.", "종합병원 예약은 내일", "국제물류 비용이 올랐어요",
                                  "업무 토스가 너무 잦아요.", "민수님한테 토스하고 퇴근할게요"])
def test_common_words_are_no_organizations(text):
    assert message_facts(text, None, None, "ko").organizations == [], text


@pytest.mark.parametrize("text, names", [
    ("Sarah가 보낸 계약서 레드라인 확인했어요?", ["Sarah"]),
    ("Jay랑 Emily는 이번 주 금요일 리모트입니다.", ["Jay", "Emily"]),
    ("다니엘에게 대시보드 권한 줘도 될까요?", ["다니엘"]),
    ("마이클 첸 님과 Priya 님이 킥오프 콜에 들어옵니다.", ["마이클 첸", "Priya"]),
    ("타나카 유키 씨가 도쿄 오피스에서 합류했습니다.", ["타나카 유키"]),
    ("에릭 님이 말씀하셨어요. 다니엘 팀장이 맡고 유키 매니저가 돕습니다.", ["에릭", "다니엘", "유키"]),  # titles are no family names
    ("Kevin Park 님과 Kevin이 같이 왔어요.", ["Kevin Park"]),
])
def test_foreign_colleagues_named_in_korean_are_people(text, names):
    facts = message_facts(text, None, None, "ko")
    assert sorted(facts.names_in_text) == sorted(names), facts.names_in_text
    assert not set(names) & set(facts.organizations)


@pytest.mark.parametrize("text", ["Jira가 느려서 Figma로 옮겼어요.", "Slack이랑 Notion은 그대로 씁니다.",
                                  "존중해 주세요.", "마크 표시된 항목만 보세요.", "Adam이 SGD보다 낫다", "M3 Max는 비싸요",
                                  "기억이 안나는 부분이 있어요", "주식 사라는 말은 무시하세요"])
def test_products_and_words_are_no_foreign_people(text):
    assert message_facts(text, None, None, "ko").names_in_text == [], text
