"""The facts around a decision: who is involved and in what role, which organizations, products and
projects it names, when it happens or is due, and what amounts it states.

Names and organizations come from the decomposer's recognizer (``decompose._people_orgs_projects``: names
before Korean titles, capitalized spans, organization suffixes, "Project X" / "X 프로젝트"), run once per
message without the Kiwi analyzer (its ~1.5 ms per 140 characters would be most of the extraction
budget), then cleaned for mail: sentence openers ("Then I'll"), greetings and sign-offs are not names, a
signed first name is the author, and a name that matches a sender or recipient takes their email.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mnemo.domain.sources import Participant, SourceItem
from mnemo.domain.extraction import PersonRef
from mnemo.ingest.connectors.mail.mime import is_group_address
from mnemo.ingest.extract.korean_names import TITLE_WORDS, foreign_people, is_hangul, korean_organizations, korean_people
from mnemo.similarity.decompose import (
    _dedupe,
    _people_orgs_projects,  # the one name/organization recognizer
)
from mnemo.text.analysis import EMAIL, time_references, tokens

_AMOUNT = re.compile(
    r"(?:[$€£₩]|US\$|USD\s?|EUR\s?|KRW\s?)\s?\d[\d,]*(?:\.\d+)?\s?(?:[kKmMbB]\b|million\b|billion\b|thousand\b)?"
    r"|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|usd|eur|euros|krw|won)\b"
    r"|\d[\d,]*(?:\.\d+)?\s?(?:조|억|천만|백만|만|천)?\s?(?:원|달러|엔|유로)"
    r"|\d[\d,]*(?:\.\d+)?\s?(?:억|만)(?=\s|$|[,.)])"
    r"|\b\d+(?:\.\d+)?\s?%",
    re.IGNORECASE,
)
_CLOCK = re.compile(
    r"\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b\d{1,2}:\d{2}\b|(?:오전|오후|저녁|아침)\s?\d{1,2}\s?시(?:\s?\d{1,2}\s?분|\s?반)?"
    r"|(?<![\d.])\d{1,2}\s?시(?:\s?\d{1,2}\s?분|\s?반)?(?![가-힣]{0,1}간)",
    re.IGNORECASE,
)
_EN_DEADLINE = re.compile(
    r"\b(?:(?:by|before|no later than|due(?: on| by)?|until|till)\s+|(?:deadline|due date)\s*(?:is\s+|:\s*)(?:on\s+)?"
    r"(?!\s|this\b|next\b|the\s+(?!end\b)))"
    r"((?:the\s+)?(?:end of (?:the\s+)?(?:day|week|month|quarter|year|"
    r"sprint)|eod|cob|eow|tomorrow(?: morning| afternoon| evening)?|tonight|today|noon|(?:next|this)\s+\w+|"
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:morning|afternoon|evening|noon))?|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|"
    r"\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|"
    r"\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{4}-\d{2}-\d{2}|\d{1,2}(?::\d{2})?\s?(?:am|pm)|q[1-4]))",
    re.IGNORECASE,
)
_KO_DEADLINE = re.compile(
    r"((?:(?:이번|다음|다다음)\s?주\s?)?(?:[월화수목금토일]요일|내일|모레|오늘|이번\s?주|다음\s?주|이번\s?달|다음\s?달|월말|주말|연말|"
    r"분기\s?말|\d{1,2}\s?월\s?\d{1,2}\s?일|\d{1,2}\s?일|\d{1,2}\s?월\s?(?:말|중순|초)?|\d{1,2}/\d{1,2}|[1-4]\s?분기|(?:오전|오후)?\s?\d{1,2}\s?시)"
    r"(?:\s?(?:오전|오후|중|내|말|까지는))?)\s?(?:까지|중으로|내로|전까지|이전까지)"
    # "보고서 마감은 11월 30일로 합니다", "제출 기한: 3월 6일(금)": a deadline set, not reached
    r"|(?:마감|마감일|기한|데드라인|납기|납기일|제출일)(?:은|는|을|를|이|가)?\s?[:：]?\s?(?:\d{1,2}\s?월\s?\d{1,2}\s?일\s?에서\s?)?"
    r"((?:(?:이번|다음)\s?주\s?)?"
    r"(?:\d{1,2}\s?월\s?\d{1,2}\s?일(?:\s?\([월화수목금토일]\))?|\d{1,2}\s?월\s?(?:말|중순|초)|[월화수목금토일]요일|"
    r"\d{1,2}/\d{1,2}))(?:\s?(?:으로|로|이다|입니다|예요|이에요|까지|\s|[.,]|$))"
)
_KO_TITLED = re.compile(
    r"(?<![가-힣])([가-힣]{2,4})\s?(님|씨|팀장|부장|과장|차장|대리|사원|매니저|대표|이사|실장|본부장|선임|책임|주임|교수|박사|"
    r"상무|전무|사장|회장|센터장|파트장|그룹장|PM|CTO|CEO|CFO|COO)"
)
_EN_TITLED = re.compile(
    r"(?-i:([A-Z][a-z]+(?: [A-Z][a-z]+)?)),?\s+(?:(?:our|the|is|as)\s+)?(?:new\s+)?"
    r"(CEO|CFO|CTO|COO|CMO|VP(?: of [A-Z]\w+)?|[Dd]irector(?: of [A-Z]\w+)?|[Hh]ead of [A-Z]\w+|(?:[Pp]roduct|[Pp]roject|[Ee]ngineering|[Pp]rogram) [Mm]anager|PM|[Ll]ead [A-Z]?\w*)\b"
)
# What Korean organizations end with: company words, and institutions (universities, hospitals, clinics,
# agencies, foundations, associations); each of two syllables or more and none a common word's ending
# ("요청", "직원", "내부" end in 청, 원, 부: the state's bodies come from the list below instead).
_KO_ORG_EXTRA = re.compile(
    r"(?<![가-힣])[가-힣A-Za-z]{1,10}(?:전자|그룹|은행|증권|건설|물산|화학|제약|통신|카드|생명|보험|자동차|중공업|산업|홀딩스|코리아|랩스|"
    r"소프트|테크|시스템즈|네트웍스|바이오|엔터|게임즈|캐피탈|벤처스|파트너스|컨설팅|솔루션|커머스|물류|팩토리|에듀|인터랙티브|"
    r"클라우드|페이|페이먼츠|텔레콤|유플러스|하이닉스|뱅크|대학교|병원|안과|치과|한의원|진흥원|감독원|연구소|재단|협회|학회|"
    r"공단|위원회)(?=[\s,.은는이가을를의에과와도랑)]|보다|하고|처럼|까지|부터|$)"
)
# Well-known Korean organizations written without a suffix ("쿠팡이랑 배민", "LG랑 삼성", "국세청에"): companies,
# banks, the state's ministries and agencies, a whole word or before a particle. Names that are also common
# words are left out (현대 "modern", 우리 "we", 하나 "one", 국민 "the people", 당근 "carrot", 라인 "line").
_KO_ORG_KNOWN = re.compile(
    r"(?<![가-힣A-Za-z])(?:삼성|네이버|카카오|쿠팡|배민|배달의민족|토스뱅크|토스페이먼츠|우아한형제들|비바리퍼블리카|신한|농협|롯데|한화|두산|포스코|"
    r"셀트리온|넥슨|넷마블|엔씨소프트|크래프톤|하이브|야놀자|무신사|컬리|직방|당근마켓|오늘의집|번개장터|스마일게이트|펄어비스|"
    r"LG|SK|KT|CJ|GS|AWS|"
    r"국세청|관세청|조달청|통계청|특허청|기상청|경찰청|검찰청|병무청|식약처|금융위원회|공정거래위원회|개인정보보호위원회|"
    r"기획재정부|교육부|과학기술정보통신부|외교부|통일부|법무부|국방부|행정안전부|문화체육관광부|농림축산식품부|"
    r"산업통상자원부|보건복지부|환경부|고용노동부|여성가족부|국토교통부|해양수산부|중소벤처기업부)"
    r"(?=(?:은|는|이|가|을|를|의|에|에서|에게|과|와|도|랑|이랑|하고|만|까지|부터|보다|측|쪽)?(?![가-힣A-Za-z]))"
    # 토스 is also "hand it off" ("토스하고", "업무 토스가"): the company only alone or before 와/과/랑/에서/의/측/쪽
    r"|(?<![가-힣A-Za-z])토스(?=(?:와|랑|이랑|에서|의|측|쪽)?(?![가-힣A-Za-z]))"
)
_GREETING_NAME = re.compile(
    r"^\s*(?:(?:hi|hello|hey|dear|good morning|morning)\s+(?-i:([A-Z][a-z]+(?: [A-Z][a-z]+)?))|(?-i:([A-Z][a-z]+)),\s*$)"
    r"|^\s*([가-힣]{2,4})\s?(?:님|씨|팀장님|부장님|과장님|대리님|매니저님|대표님|이사님|실장님|선배님)\s*[,,]?",
    re.IGNORECASE,
)
# A capitalized first word that acts like a person ("Sarah will handle…"): the name recognizer skips first
# words of sentences (they are capitalized anyway), so the few verbs that only people do bring them back.
_LEADING_PERSON = re.compile(
    r"(?:^|(?<=[.!?;]\s)|(?<=\n))([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?=,?\s+(?:will|'ll|is going to|can|could|should|agreed|"
    r"has agreed|said|asked|wants|owns|leads|handles|is taking|is handling|is leading|is owning|volunteered|offered|"
    r"please|to handle|to own|to lead)\b)"
)
#: The object of a choice verb: "going with Photon Fusion", "switch to Temporal", "use Linear", "sign with Marqeta"
#: ("move the tasks to Priya Sharma" names a person: moving is not here).
_CHOSEN_THING = re.compile(
    r"(?i:\b(?:go|going|gone|went|goes) with|\bopt(?:ed|ing)? for|\bsettled? on|\bswitch(?:ed|ing|es)? (?:over )?to|"
    r"\bmigrat(?:e|ed|ing) to|\bus(?:e|ing)|\badopt(?:ed|ing)?|"
    r"\bstandardi[sz](?:e|ed|ing) on|\bsign(?:ed|ing)? with|\bstay(?:ing)? (?:with|on)|\bstick(?:ing)? with)"
    r"\s+(?:the\s+)?([A-Z][\w.+-]*(?: [A-Z][\w.+-]*)?)")
_NOT_A_PERSON = frozenset(
    "we this that it there everyone they he she you i which what who all nothing everything someone somebody "
    "anyone anybody legal finance marketing engineering sales support security ops operations design product hr "
    "management leadership facilities procurement accounting it the our your their each both team".split()
)
_SIGNOFF = re.compile(r"^\s*(?:thanks|thank you|regards|best|best regards|cheers|sincerely|br|감사합니다|고맙습니다|드림)\b[\s,!.]*$",
                      re.IGNORECASE)
_NOT_A_NAME = frozenset(
    "i i'll i'm i'd i've then thanks thank regards best cheers hi hello hey dear yes no ok okay sure please also but and "
    "so sorry great good let's lets re fwd fw note update meeting team all everyone hope just agreed confirmed approved "
    "moving going starting from following per attached morning afternoon evening tomorrow today tonight noon eod asap "
    "fyi btw pm am q1 q2 q3 q4 cc bcc subject sent from to".split()
)


@dataclass(slots=True)
class MessageFacts:
    """What one message names, found once and shared by every decision in it."""

    people: list[PersonRef] = field(default_factory=list)        # everyone involved, with their part
    names_in_text: list[str] = field(default_factory=list)       # names the body mentions
    organizations: list[str] = field(default_factory=list)
    projects: list[str] = field(default_factory=list)
    titles: dict[str, str] = field(default_factory=dict)         # name -> job title as written
    addressee: str | None = None                                 # "Hi Sarah," / "민수님," at the top
    signed: str | None = None                                    # the name under "Thanks,"


def _clean_name(name: str) -> str | None:
    words = [w.strip(".,;:!?\"'()") for w in name.split()]
    words = [w for w in words if w and w.lower() not in _NOT_A_NAME]
    out = " ".join(words)
    return out if len(out) >= 2 else None


def participant_ref(p: Participant, role: str) -> PersonRef | None:
    if not (p.name or p.email) or is_group_address(p.email):
        return None  # a no-reply sender or an all-staff alias ("GitHub <noreply@github.com>") is no one
    return PersonRef(name=p.name or None, email=p.email or None, role=role)


def message_facts(text: str, subject: str | None, item: SourceItem | None, language: str,
                  focus: str | None = None) -> MessageFacts:
    """Names, organizations and projects of one message, and the people of its header. ``focus`` (the
    sentences that matter) narrows the name search to them: a long mail's other paragraphs cost time and
    name nobody the findings need."""
    facts = MessageFacts()
    region = focus if focus is not None else text
    scan = f"{subject}\n{region}" if subject else region
    names, orgs, projects = _people_orgs_projects(scan[:6000], (), language)
    lines = [ln for ln in text.splitlines() if ln.strip()]
    for ln in lines[:2]:
        m = _GREETING_NAME.match(ln)
        if m:
            facts.addressee = next(g for g in m.groups() if g)
            break
    for i, ln in enumerate(lines[:-1]):
        if _SIGNOFF.match(ln) and i >= len(lines) - 4:
            cand = lines[i + 1].strip()
            if 2 <= len(cand) <= 30 and len(cand.split()) <= 3 and not any(ch.isdigit() for ch in cand):
                facts.signed = cand.rstrip(",. ")
            break
    for m in _KO_TITLED.finditer(text):
        if m.group(2) not in ("님", "씨"):
            facts.titles.setdefault(m.group(1), m.group(2))
    for m in _EN_TITLED.finditer(text):
        facts.titles.setdefault(m.group(1), m.group(2))
    names = list(names) + [m.group(1) for m in _LEADING_PERSON.finditer(scan)
                           if m.group(1).split()[0].lower() not in _NOT_A_PERSON]
    if language == "ko":  # names without a title, which only the analyzer can tell from words
        names = [n for n in names if not _a_word_not_a_name(n)] + korean_people(scan[:6000]) + foreign_people(scan[:6000])
    clean_people: list[str] = []
    for n in names:
        if EMAIL.fullmatch(n):
            continue
        c = _clean_name(n)
        if c:
            clean_people.append(c)
    clean_orgs = [c for c in (_clean_name(o) for o in orgs) if c]
    clean_orgs += [m.group(0) for m in _KO_ORG_EXTRA.finditer(scan) if not _common_compound(m.group(0))]
    if language == "ko":
        clean_orgs += [m.group(0) for m in _KO_ORG_KNOWN.finditer(scan)]
        clean_orgs = [o for o in clean_orgs if not _not_an_organization(o)]
        clean_orgs += korean_organizations(scan[:6000], clean_people)
    # a capitalized word the recognizer took for an organization is a person when it is a participant's
    # (first) name, the greeting's addressee or the signature
    known = _participant_names(item)
    for special in (facts.addressee, facts.signed):
        if special:
            known.add(special.casefold())
    moved = [o for o in clean_orgs if o.casefold() in known or o.split()[0].casefold() in known]
    clean_people += moved
    # what the message chooses is a product, not a person: "we're going with Photon Fusion", "switch to Temporal"
    chosen = {m.group(1).rstrip(".+-").casefold() for m in _CHOSEN_THING.finditer(scan)}
    clean_people = [c for c in clean_people if c.casefold() not in chosen or c.casefold() in known
                    or c.split()[0].casefold() in known]
    found = _dedupe(clean_people)
    # "유키" beside "타나카 유키", "Kevin" beside "Kevin Park": one person, named whole once and by the given name
    # again (the first word; in Hangul, where Japanese and Chinese names put it last, the last word too)
    facts.names_in_text = [n for n in found if not any(
        n != m and (m.split()[0] == n or (is_hangul(n) and m.split()[-1] == n)) for m in found)]
    people_keys = {n.casefold() for n in found}
    orgs_found = [o for o in _dedupe(clean_orgs) if o.casefold() not in people_keys]
    # "밝은눈안" beside "밝은눈안과": a reading that took the name's last syllable for a particle
    facts.organizations = [o for o in orgs_found if not any(len(p) == len(o) + 1 and p.startswith(o) for p in orgs_found)]
    facts.projects = _dedupe([p for p in projects if p.casefold() not in people_keys])
    facts.people = _header_people(item, facts)
    return facts


# Acronyms of work, not of companies, that Korean text writes in capitals ("API 문서", "QA 체크리스트"): a
# vocabulary, so a company written in capitals ("AWS", "KT", "SK") is still taken. Compared upper-cased.
_JARGON = frozenset("""
API SDK CLI GUI UI UX DB SQL ETL ELT ML AI LLM NLP OCR QA QC PR MR CI CD CICD SRE DEVOPS OPS SLA SLO SLI KPI OKR
ROI MVP POC PMF GTM B2B B2C B2G CRM ERP HR HRD CS CX PM PO PL TF FAQ NDA MOU LOI RFP RFQ RFI SOW PO IR PR ESG
IPO M&A CFO CEO CTO COO CMO CISO DPO VP GM MD EMR EHR PG VAN OTP SSO VPN DNS CDN SSL TLS HTTP HTTPS URL JSON XML
CSV PDF PPT DM CC BCC ASAP EOD FYI TBD TBA ETA QnA Q&A DR BCP ISMS ISO GDPR PIPA KYC AML SOC PII PCI DSS IDC
VM OS AWS_ GCP_ SaaS PaaS IaaS OEM ODM SKU POS O2O CPC CPM CTR CPA ROAS MAU DAU WAU ARPU LTV CAC GMV AOV NPS
R&D QA/QC UAT SIT E2E AB A/B KR OJT
""".upper().split()) - {"AWS_", "GCP_"}
_IDENTIFIER = re.compile(r"^[A-Za-z]+-?\d[\w-]*$")  # PAY-1203, B2B is in the vocabulary
_ROOM_OR_UNIT = re.compile(r"^[가-힣]{1,3}(?:실|센터)$")  # 회의실, 개발센터; not 국가안보실 or a 센터 of the state


# the suffixes a common noun also ends with: "이커머스", "종합병원", "운영위원회", "간편페이" are kinds of things
_COMMON_SUFFIXES = ("커머스", "물류", "팩토리", "에듀", "클라우드", "페이", "뱅크", "병원", "학회", "위원회", "공단", "재단",
                    "협회", "연구소", "안과", "치과")  # 안과, 치과: also a noun in -안/-치 and the particle 과 ("제안과")


def _common_compound(name: str) -> bool:
    """A word ending in an organization's suffix that is a kind of thing, not one of them: what comes before
    the suffix is only common words the analyzer knows ("종합병원", "국제물류", "스마트팩토리"), or a single
    syllable ("이커머스")."""
    suffix = next((x for x in _COMMON_SUFFIXES if name.endswith(x)), None)
    if suffix is None:
        return False
    head = name[:-len(suffix)]
    if len(head) < 2:
        return True
    if not is_hangul(head):
        return head.lower() in ("smart", "multi", "hybrid", "public", "private", "mobile", "online", "data", "social", "live")
    toks = tokens(head, "ko")
    return bool(toks) and all(t.tag in ("NNG", "XPN", "XSN", "XR") and not t.unknown for t in toks)


def _not_an_organization(name: str) -> bool:
    """In Korean text: what the recognizer takes for an organization but names none. A work acronym or an
    identifier ("API", "QA", "PoC", "PAY-1203"); a short room or unit made only of common words the analyzer
    knows ("회의실", "개발센터"; "스텔라랩스" or "하나은행" has a proper or unknown part); a verb ending in
    -실 ("보내주실")."""
    if name.upper() in _JARGON or _IDENTIFIER.match(name):
        return True
    if _ROOM_OR_UNIT.match(name):
        toks = tokens(name, "ko")
        common = bool(toks) and all(t.tag == "NNG" and not t.unknown for t in toks)
        verb = any(t.tag.startswith(("V", "E", "XSV")) for t in toks)  # "보내주실" is a verb, not a room
        return common or verb
    return False


def _a_word_not_a_name(name: str) -> bool:
    """A Korean "name" the title rule took that is a role, a team or a surname with its title: the analyzer
    reads it as common words it knows ("변호사님", "지점장님", "인사팀 대리", "마케팅 매니저"), or a title
    follows its surname ("김과장"). A name split into single syllables ("방준석") is kept, and so is a
    two-syllable one: given names are often words."""
    if not is_hangul(name) or len(name) < 2:
        return False
    if name[1:] in TITLE_WORDS:
        return True
    if len(name) < 3:
        return False  # a two-syllable given name is often a word too ("하늘 씨", "보람 님"): kept
    toks = tokens(name, "ko")
    return bool(toks) and all(t.tag == "NNG" and not t.unknown for t in toks) and any(len(t.form) >= 2 for t in toks)


def _participant_names(item: SourceItem | None) -> set[str]:
    out: set[str] = set()
    if item is None:
        return out
    for p in [item.author, *item.recipients]:
        if p and p.name:
            out.add(p.name.casefold())
            out.add(p.name.split()[0].casefold())
        if p and p.email:
            out.add(p.email.split("@")[0].split(".")[0].casefold())
    return out


def _header_people(item: SourceItem | None, facts: MessageFacts) -> list[PersonRef]:
    out: list[PersonRef] = []
    if item is not None and item.author is not None:
        ref = participant_ref(item.author, "author")
        if ref:
            out.append(ref)
    elif facts.signed and _clean_name(facts.signed):
        out.append(PersonRef(name=facts.signed, role="author"))
    if item is not None:
        for p in item.recipients[:8]:
            ref = participant_ref(p, "recipient")
            if ref:
                out.append(ref)
    return out


def match_participant(name: str, people: list[PersonRef]) -> PersonRef | None:
    """The header person a name in the text refers to: same name, same first name, or the email's user."""
    key = name.casefold()
    for p in people:
        if p.name and (p.name.casefold() == key or p.name.split()[0].casefold() == key or key in p.name.casefold().split()):
            return p
        if p.email and key.replace(" ", ".") == p.email.split("@")[0]:
            return p
        if p.email and " " not in key and len(key) >= 3 and p.email.split("@")[0].split(".")[0] == key:
            return p
    return None


_MARKUP = re.compile(r"<[^>\s][^>]*>|https?://\S+|(?<![\w&])[#@][\w.-]+")  # links, <@U123>, #launch-q1


def amounts_in(text: str) -> list[str]:
    return _dedupe([m.group(0).strip() for m in _AMOUNT.finditer(_MARKUP.sub(" ", text))])


def dates_in(text: str) -> list[str]:
    """Time phrases as written: dates, weekdays, quarters, relative days, and clock times (not the "q1"
    of a channel name or a link)."""
    text = _MARKUP.sub(" ", text)
    _, phrases = time_references(text)
    return _dedupe(phrases + [m.group(0).strip() for m in _CLOCK.finditer(text)])


def deadline_in(text: str) -> str | None:
    text = _MARKUP.sub(" ", text)
    m = _EN_DEADLINE.search(text)
    if m:
        return m.group(1).strip()
    m = _KO_DEADLINE.search(text)
    return " ".join((m.group(1) or m.group(2)).split()) if m else None


def emails_in(text: str) -> list[str]:
    return _dedupe([e.lower() for e in EMAIL.findall(text)])


def mentioned_in(names: list[str], text: str) -> list[str]:
    low = text.casefold()
    return [n for n in names if n.casefold() in low]


__all__ = ["MessageFacts", "amounts_in", "dates_in", "deadline_in", "emails_in", "match_participant",
           "mentioned_in", "message_facts", "participant_ref"]
