"""What stands now: how a new decision relates to a decision already on record (``docs/supersession.md``).

Similarity alone cannot tell a reversal from a duplicate or from a look-alike decision on another matter
("React for web" / "Flutter for mobile" are close in meaning and both stand). So a pair of decisions is
judged on what a reader would use:

- **scope** words that make two decisions about different matters, whatever else they share: a period
  (Q1 vs Q2, 1분기 vs 2분기, H1 vs 하반기, FY2026 vs FY2027) or a platform (web vs mobile, iOS vs Android);
- **how the newer one is phrased**: a change ("change of plan", "instead", "switch to", "moving it to",
  "변경합니다", "미루기로", "대신"), a cancellation ("cancelled", "취소합니다", "진행하지 않기로"), a return
  to what was ("never mind", "after all", "we're staying on", "기존대로 유지", "없던 일로"), a reminder of
  what stands ("reminder", "as a reminder", "리마인드"), or a bare agreement ("Agreed, let's do it",
  "LGTM", "+1", "동의합니다") that decides nothing of its own;
- **closeness of the matter**: the cosine of the two decisions' embeddings (multilingual, so a Korean
  follow-up of an English decision is compared on meaning), raised when they are in the same thread.

Time is the world's (when each message was written), never the order of arrival. Pure: standard library and the domain models.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from mnemo.domain.lazy_regex import lazy_compile
from mnemo.domain.decision_text import decision_part
from mnemo.domain.models import Memory, MemoryStatus
from mnemo.domain.scopes import scope_of, scopes_conflict
from mnemo.domain.write_rules import sentences
from mnemo.domain.romanize import alike_names, letters, same_name
from mnemo.domain.typed_values import sets_a_new_value, typed_values

#: A change of an earlier decision: the newer message says it replaces something.
_CHANGE = lazy_compile(
    r"\b(change of plans?|chang(e|ed|ing) (it |this |that )?to|"
    # "the log retention period changes to 30 days", "we change log retention to 90 days", "changes to Jira": to a
    # value or a name ("the changes to the API docs" changes nothing)
    r"(?<!\ball )(?<!\bany )(?<!\bthe )(?<!\bno )(?<!\bsome )(?<!\bof )(?<!\bfor )(?<!\bthese )(?<!\bthose )"
    r"(?<!\breview )(?<!\bfreeze )(?<!\btrack )(?<!\bapprove )(?<!\bpropose )(?<!\bmake )(?<!\bmajor )(?<!\bminor )"
    r"(?<!\brecent )(?<!\bmore )(?<!\bfew )(?<!\bmany )"
    r"chang(e|es|ed|ing) ([\w-]+ ){0,3}?to(?= [$€£₩]?\d+(?:[.,:]\d+)?(?![\w.,:]*\s+(?:services|files|endpoints|"
    r"modules|teams|repos|tables|pages|screens|systems|components|apps)\b)| (?-i:[A-Z]))|instead( of)?|switch(ed|ing)? (over )?(to|from)|"
    r"mov(e|ed|es|ing) ([\w-]+ ){0,3}?(to|from|off|onto|back)|migrat(e|ed|ing) (to|from|off)|"
    r"replac(e|ed|es|ing)|no longer|not anymore|push(ed)? (back|out)? ?to|postpon|reschedul|bump(ed)? to|"
    r"rais(e|ed|ing)|increas(e|ed|ing)|(cut|lower(s|ed|ing)?|reduc(e|es|ed|ing)|decreas(e|es|ed|ing)) ([\w-]+ ){0,4}?to(?= (?:[$€£₩~]|usd |"
    r"krw |eur )?\d| (?:zero|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|fifty|half|a (?:half|third|quarter))\b)|"
    r"from now on|going forward|new (plan|date|time|owner|vendor)|updated? (plan|date|time)|revis(e|ed|ing)|"
    # a decision that says when it takes effect changes what stood until then: "Standup from tomorrow: 9:15am",
    # "From April 1 our fleet fuel cards are with Ardova", "Effective Monday, …"
    r"^\W*(from|starting|as of|effective) (tomorrow|today|next \w+|monday|tuesday|wednesday|thursday|friday|"
    r"(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|"
    r"jul|aug|sep|sept|oct|nov|dec)\.? \d{1,2})(?!['’])|^\W*(?-i:[A-Z])[\w-]* from tomorrow|"
    r"reverted?|rolled back|roll back|swap(ped)?|drop(ped|ping|s)?(?! (?:(?:you|me|us|him|her|them) )?(?:a |an )?(?:line|note|message|mail|email)\b| by\b| in\b| off\b)|rather than|takes over|will now|now (be|is|are)|"
    r"ditch(ed|ing)?|actually,? (let'?s|we('ll| will| should| are going to)|go(ing)? with)|"
    # "from Monday 10:00 to Tuesday 14:00", "from Vercel to Netlify", "from $30k to $40k": a value replaced
    # (not a span of hours: "held from 3:00 PM to 5:00 PM")
    r"from (?!\d{1,2}(:\d{2})?\s?([ap]\.?m\.?)?\s?(to|-|–)\s?\d)(?-i:[A-Z$€£₩\d])[\w$€£₩.,:+-]*( [\w.,:+-]+){0,2} "
    r"(to|onto) (?-i:[A-Z$€£₩\d])\w*)\b"
    # Korean verbs by their conjugated stems (바꾸/바꿔/바꿨/바꿉/바뀌/바뀝, 미루/미뤄/미룹, 옮기/옮겨/옮깁, 갈아타/갈아탑,
    # 넘어가/넘어갑); raising and lowering only with a target ("3년으로 늘리기로", "iOS 16으로 올립니다"):
    # "시안은 피그마에 올려 뒀습니다" uploads, it changes nothing
    r"|변경|바꾸|바꿔|바꿨|바꿉|바꿀|바꾼|바꿈|바뀌|바뀝|바뀐|바뀔|교체|전환|대신|미루|미뤄|미룹|미뤘|미룰|미룬|연기|앞당|"
    r"(으로|로)\s?(당기|당겨|당긴|당깁|당겼|당김|당길|늦추|늦춰|늦춘|늦춥|늦췄|늦춤|늦출)|(?<!페이지)(?<!화면)(?<!버튼)(?<!메뉴)(?<!링크)(으로|로)\s?이동|옮기|옮깁|옮겨|옮겼|옮긴|옮김|옮길|"
    r"옮길|이전하|이전합|이전했|이관|갈아타|갈아탑|갈아탔|갈아탈|넘어가|넘어갑|넘어갔|넘어갈|증액|감액|상향|하향|인상|인하|"
    r"(으로|로|까지)\s?(늘리|늘려|늘립|늘렸|늘릴|늘린|늘림|줄이|줄여|줄입|줄였|줄일|줄인|줄임|올리|올려|올립|올렸|올릴|올린|올림|"
    r"내리|내려|내립|내렸|내릴|내린|내림|낮추|낮춰|낮춥|낮췄|낮춘|낮춤|높이|높여|높입|높였|높인|높임)|앞으로는|이제부터|지금부터|"
    r"다시 (?!한 ?번\s?(?:더\s)?(?:공지|안내|말씀|알려|공유|리마인드|강조))|재조정|조정합|조정했|수정합|수정했|되돌|롤백|철회|번복|대체|"
    # an owner changed: "S2231호선 RFID는 최우석 씨가 이어받는 걸로", "업무를 넘겨받아", "인수인계"
    r"이어받|이어 받|넘겨받|넘겨 받|인계|"
    # pushed back: "팝업 일정 일주일 밀립니다" (not "밀리미터", "밀리터리")
    r"(?<![가-힣])밀(립|려|렸|린|릴)|"
    # an arrow from a labelled old value to the new: "㈜라온가구 기장·신고: 좌민호 → 반서율", "Standup: 9:30 ->
    # 10:00" (not "parse() -> Result", "File -> Save As" with no label)
    r"[:：]\s?[^\s:：()]{1,20}(\s[^\s:：()]{1,20})?\s?(→|->|⇒)\s?[\w㈜$€£₩]",
    re.IGNORECASE)
#: Withdrawing a decision, an offer, one's name ("the proposal was withdrawn", "we withdraw our bid", "Acme
#: withdrew from the deal"), not gas, cash or amounts ("utilities withdrawing huge amounts of gas" in an Enron
#: newsletter cancelled five decisions of a trader's mail).
WITHDRAWN = (r"\bwithdrawn\b|\bwithdr(?:aw|aws|ew|awing)\s+(?:(?:from|out of)\s+(?:the|this|that|our|its|their)\b|"
             r"(?:(?:the|our|my|this|that|its|their|his|her|a|an)\s+)?(?:\w+\s+)?(?:offer|proposal|request|bid|"
             r"application|nomination|support|approval|motion|plan|decision|candidacy|pr|pull request|invitation|"
             r"complaint|claim|objection|resignation|submission|rfp|quote|order|name)s?\b)")
#: A cancellation: the earlier decision is retired with nothing in its place.
_CANCEL = lazy_compile(
    r"\b(cancel(l?ed|l?ing|s)?|call(ed|ing)? off|scrap(ped|ping)?|shelv(e|ed|ing)|won'?t (be )?(happen|go ahead|"
    r"proceed)|not (going to )?(happen|go ahead|proceed)|(is|are) off\b|pull(ed|ing)? the plug|" + WITHDRAWN + r"|"
    r"(we're|we are|we'll|we will) not (doing|holding|hosting|running|having|going ahead with) (?!any|issues|problems)"
    r"[^.?!\n]{0,40}\b(this (year|quarter|month|week|time|spring|summer|fall|autumn|winter)|after all|anymore|any more|"
    r"for now)\b|not doing (it|this|that) (this (year|quarter|month)|after all|anymore))"
    r"|취소|철회|중단|무산|보류|하지 않기로|안 하기로|안하기로|(?<![가-힣])안\s?하는\s?(?:걸로|것으로)|(?<![가-힣])하지\s?않는\s?(?:걸로|것으로)|(진행|추진|개최|시행|도입)하지 않|(은|는) 없는 (걸로|것으로)|없던 일|없던 걸로|없던 것으로|없었던 걸로|"
    r"없었던 것으로|백지화|접기로|접습니다|접었|접겠|무기한 연기",
    re.IGNORECASE)
#: A return to what stood before a change (the change is reversed, the original stands again).
_RESTORE = lazy_compile(
    r"\b(never ?mind|scratch that|after all|stay(ing)? (on|with)|stick(ing)? with|keep(ing)? (using|on|with)|"
    r"remain(s|ing)? on|stays? (our|the|on|with|as)|"
    # "back to Sept 1", not "I'll come back to you by tomorrow" (an answer promised to someone, nothing restored)
    r"back to(?! (you|him|her|them|me|us|everyone|the team|all)\b)|go(ing)? back|revert(ed|ing)? to|as (it )?was|"
    r"not (moving|switching|changing) (to|after all))\b"
    r"|기존대로|원래대로|기존\s?[^.?!\n]{0,20}유지(?!보수)|그대로 (유지|가|갑|쓰|둡|둬|두자|두기로|둔다)|유지합|유지하기로|유지할|유지하겠|계속 (쓰|사용|가|갑)|없던 일|"
    # "그냥 지금처럼 목요일 자정 유지!", "현행대로 갑니다": what stands now is kept
    r"(지금처럼|하던 ?대로|평소대로|현행대로|지금 ?그대로)\s?[^.?!,\n]{0,20}(유지(?!보수)|갑니다|가요|가자|가죠|씁니다|써요|"
    r"둡니다|둬요|합니다|하자|하죠)(?![가-힣])|"
    r"되돌|돌아가|돌아갑|돌아갔|돌아갈|복귀",
    re.IGNORECASE)
#: Returns in more words, read after the one-matter model was trained (``write/matter_model.py``), so the
#: older decision's phrasing it reads keeps the lexicon above (``model_phrasing_of``): "as originally
#: planned", "당초대로", "원안대로", "처음 말씀드린 대로". ("we're staying …", "we keep …" were tried and dropped:
#: "We're staying at the Hilton for the offsite" is no return.)
_RETURN_MORE = lazy_compile(
    r"\bas (?:originally|first|initially) (?:planned|agreed|decided|announced|scheduled)\b"
    r"|당초대로|애초대로|원안대로|(?:당초|애초|처음에?)\s?(?:계획|계획한|말씀드린|안내드린|공지드린|공지한|정한|정했던)\s?대로",
    re.IGNORECASE)
#: A reminder of what already stands: not a new decision.
_REMINDER = lazy_compile(
    r"\b(reminder|as a reminder|just a reminder|friendly reminder|to reiterate|as (previously|already) "
    r"(decided|agreed|announced)|as decided|still (on|stands|the plan)|nothing has changed|hasn'?t changed|"
    r"(quick )?recap)\b|리마인드|다시 한 ?번 (안내|공지|말씀)|재공지|상기|변동 ?없|그대로입니다|여전히",
    re.IGNORECASE)


def without_reminder(text: str) -> str | None:
    """``text`` without its reminder phrasing ("Reminder:", "as decided", "리마인드", "변동 없습니다"), or None
    when it is not phrased as a reminder."""
    if not _REMINDER.search(text):
        return None
    return _REMINDER.sub(" ", text)


#: A bare agreement: "Agreed, let's do it." carries no decision of its own; it makes the proposal decided.
_AGREEMENT = lazy_compile(
    r"^\W*(agreed|agree|lgtm|looks good( to me)?|sounds good|sgtm|\+1|👍|approved?|yes|yep|sure|ok(ay)?|"
    r"go (for it|ahead)|let'?s do (it|that|this)|ship it|(that )?works for (me|us)|fine by (me|us)|i'?m in|on board|"
    r"(i'?m |we'?re )?happy with (that|this|it)|(that'?s|that is) fine( (by|with) (me|us))?|fine with (me|us)|"
    r"(we'?re|i'?m) good with (this|that|it)|동의(합니다|해요|합니당|해|함)?|찬성(입니다|합니다|해|함)?|좋(습니다|아요|네요)|네|넵|확인(했습니다|합니다)?|"
    r"그렇게 (하시죠|해요|합시다|하죠|진행하시죠|해|하자|가자|갑시다)|오케이|오키|ㅇㅋ|ㅇㅇ|콜|좋아|그래|"
    r"진행(하시죠|해 주세요|해주세요))(?![가-힣A-Za-z0-9])",
    re.IGNORECASE)
_AGREEMENT_REST = lazy_compile(
    r"(agreed|agree|lgtm|looks good|sounds good|\+1|👍|approved?|yes|yep|sure|ok(ay)?|go (for it|ahead)|let'?s do "
    r"(it|that|this)|ship it|(that )?works for (me|us)|fine by (me|us)|(i'?m |we'?re )?happy with (that|this|it)|"
    r"(that'?s|that is) fine( (by|with) (me|us))?|fine with (me|us)|(we'?re|i'?m) good with (this|that|it)|"
    r"you have (our|my) (approval|go-ahead|ok)|그대로 (가자|가죠|갑시다|가요|진행)|이대로|and sign|thanks|thank you|from next week|starting next week|"
    r"동의합니다|동의|찬성|좋습니다|좋아요|네|넵|확인했습니다|그렇게 하시죠|그렇게|하시죠|다음 주부터|다음주부터|진행|"
    r"ㅇㅋ|ㅇㅇ|오키|콜|좋아|그래|해|하자|가자|갑시다)",
    re.IGNORECASE)
_WORD = lazy_compile(r"[\w$%]+", re.UNICODE)
_AGREEMENT_LEAD = lazy_compile(r"^((re|fwd?|decision|decided|confirmed|결정|확정|회신|답장)\s*[:：]\s*)+", re.I)
#: "Thanks Laura, …" / "감사합니다. …" before the agreement itself: a courtesy, not a decision of its own.
_THANKS_LEAD = lazy_compile(r"^\W*(thanks|thank you|thx|ty|감사합니다|고맙습니다|감사해요)\b[^,.!\n]{0,30}[,.!]+\s*", re.I)

#: When an agreement takes effect ("go ahead for May 1", "from March 3", "5월 1일부터"): it says when,
#: not what, so "Approved, go ahead for May 1." is still a bare agreement.
_WHEN = lazy_compile(
    r"\b(?:for|from|on|starting|by|as of)\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}"
    r"(?:st|nd|rd|th)?|\d{1,2}(?:/\d{1,2})+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next (?:week|month|sprint))\b"
    r"|\d{1,2}월\s?\d{1,2}일(?:부터|에|까지)?|다음 ?(?:주|달)(?:부터)?", re.I)

#: What the rest of an agreement decides by itself: a name, a Korean target, a verb of change.
_REST_DECIDES = lazy_compile(r"(?<![.!?]\s)(?<!^)\b(?-i:[A-Z])[a-z][\w.+-]*|[가-힣A-Za-z0-9](?:으로|로)(?:\s|$|[.!])|"
                           r"\b(?:switch|move|migrate|use|drop|cancel|go with)\b", re.I)

_THANKS_NAME = lazy_compile(r"\b(?:thanks|thank you|cheers|ty|hi|hey)\s*,?\s*(?-i:[A-Z])\w*", re.I)



#: A name as ``names_of`` reads one (capitalised, not ALL-CAPS), anchored on its left and unambiguous, so a long
#: pasted token costs one pass, not a cube of them.
_OWNER_NAME = r"(?<![A-Za-z0-9])(?-i:[A-Z])(?=[A-Za-z0-9]{0,40}(?-i:[a-z0-9]))[A-Za-z0-9][A-Za-z0-9.+-]{0,40}"
_CLAUSE = r"(?:^|[.!?;:]\s+|\]\s*)"
#: What a decision is about when it names it: a team or project ("the Granite team", "Raven 팀은", "결제 팀은"), a
#: product launching in a market ("Meridian launches in Canada", "we agreed to launch Onyx in Japan", "Umbra는
#: 5월 4일에 브라질 출시합니다"), the owner of a budget, a launch or a deadline named inside a clause ("cap Zephyr
#: cloud spend at $52,000", "the Atlas launch date", "Atlas 출시일"). Two decisions about different ones are two
#: projects, however alike their wording. Not a clause's first word before a budget ("Set the marketing
#: budget", "Annual budget"), and not the subject of other verbs: "Sarah will ship …", "Notion goes live as our
#: wiki", "Vercel은 호스팅에 씁니다" name people and vendors, which a decision may well replace.
_OWNERS = [lazy_compile(p, re.I) for p in (
    rf"({_OWNER_NAME}(?:\s{_OWNER_NAME})?)(?:'s)?\s+(?:team|squad|project|programme|program|crew|department|"
    rf"tribe|chapter)s?\b",
    rf"{_CLAUSE}(?:the\s+)?({_OWNER_NAME})(?:'s)?\s+(?:will\s+|is\s+going\s+to\s+|now\s+)?launch(?:es|ed)?\s+in\b",
    rf"\blaunch(?:es|ed|ing)?\s+(?:the\s+)?({_OWNER_NAME})\s+in\s+(?-i:[A-Z])",
    rf"(?<!^)(?<![.!?;:]\s)(?<!\]\s)({_OWNER_NAME})(?:'s)?\s+(?:[a-z][a-z-]*\s+){{0,2}}(?:budget|spend|spending|"
    rf"launch|release|roadmap|deadline|headcount)s?\b",
    rf"({_OWNER_NAME}|(?<![가-힣])[가-힣]{{2,8}})\s?(?:팀|프로젝트|본부|사업부|TF)(?:은|는|이|가|의|에서|도|\s)",
    rf"{_CLAUSE}({_OWNER_NAME})(?:은|는)\s[^.!?\n]{{0,40}}(?:출시|런칭)",
    rf"({_OWNER_NAME})\s?(?:[가-힣]{{1,6}}\s)?(?:예산|출시일|런칭)",
)]
#: Sites: a place a decision holds for, named the same way in either language ("the Sejong hospital", "세종병원").
_SITES = [lazy_compile(p, re.I) for p in (
    rf"({_OWNER_NAME}(?:\s{_OWNER_NAME})?)(?:'s)?\s+(?:hospital|clinic|plant|campus|store|warehouse|office)s?\b",
    rf"({_OWNER_NAME}|(?<![가-힣])[가-힣]{{2,8}}?)\s?(?:병원|지점|지사|공장|매장|캠퍼스|사업장|물류센터)"
    rf"(?:은|는|이|가|의|에서|도|에|을|를|\s)",
)]
#: Words before a site word that say what kind of site, not which: "the Head office", "App Store", "Data
#: warehouse", "신규 매장", "직영 매장", "협력 병원", "반환 지점" (a point, not a branch).
_NOT_SITES = frozenset("""head main home web app play data pilot staging dev test remote back front post box field central
regional local new old flagship online offline pop-up popup outlet main-office redis snowflake bigquery
신규 직영 오프라인 온라인 가맹 국내 해외 인근 일부 주요 전국 예정 대학 동물 거점 협력 제휴 반환 측정 지정 기존 신설 대형 소형
시범 임시 본점 모든 전체 지역 관할 대표 거래처 협력사 계열 소속 인접 주변""".split())
_NOT_OWNERS = frozenset("우리 저희 각 전 모든 해당 같은 다른 새 기존 타 본 상대 양 전체 이번 다음 관련 담당 운영 개발".split())


#: A service, repository or component named as code names it, as the subject a decision opens with
#: ("Decision: ledger-api moves to …", "billing_sync는 …"): lower case, joined by an underscore, or by a
#: hyphen with a digit in it or a component's suffix (-api, -service, -worker, -db …). Ordinary compounds are
#: not ("on-call", "follow-up", "year-end", "self-hosted": an independent review found them kept apart), nor
#: short tokens with a digit ("q3", "ipv6", "k8s"), nor a capitalized first word of prose.
_CODE_SUFFIX = ("api|svc|service|worker|db|sync|job|jobs|bot|app|web|cli|sdk|proxy|gateway|server|indexer|queue|"
                "cache|etl|pipeline|ui|backend|frontend|daemon|cron|lambda|consumer|producer|exporter|agent")
_CODE_SUBJECT = lazy_compile(r"(?:^|[.!?;:]\s+)(?:the\s+)?([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]*(?:-[a-z0-9]+)*"
                           rf"-(?:{_CODE_SUFFIX})|[a-z][a-z0-9]*(?:-[a-z0-9]+)*-[a-z]*[0-9][a-z0-9]*)"
                           r"(?:'s)?(?=\s|은|는|이|가|의|에서)")


#: A site named by its number ("regional warehouse 2", "Plant 3", "store #12", "2공장", "제3공장", "3호점"): two
#: numbers of one kind of site are two sites, and one change for warehouse 40 replaced the decisions of
#: warehouses 2 to 12. A site something moves to ("to warehouse 4", "4번 창고로") is what it chooses, not what
#: it is about; rooms and offices are left out (a meeting's room is its value).
_NUMBERED_SITE = lazy_compile(r"\b(?:(to|into|onto|toward|towards|at|in|from)\s+)?(?:the\s+)?(hospital|clinic|plant|"
                            r"campus|store|warehouse|depot|factory|hub|lab)\s+(?:no\.?\s*|number\s+|#\s*)?"
                            r"(\d{1,4}[a-z]?)\b", re.I)
_KO_NUMBERED_SITE = lazy_compile(r"(?<![\d.,])(?:제\s?)?(\d{1,4})\s?(?:번\s?)?(공장|물류센터|창고|매장|지점|지사|캠퍼스|"
                               r"사업장|병원|호점)(?!으?로)")


def _numbered_sites(text: str) -> frozenset[str]:
    found = {f"{m.group(2).casefold()} {m.group(3).casefold()}"
             for m in _NUMBERED_SITE.finditer(text) if not m.group(1)}  # group 1: a place it moves to
    return frozenset(found | {f"{m.group(1)}{m.group(2)}" for m in _KO_NUMBERED_SITE.finditer(text)})


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def owners_of(text: str) -> frozenset[str]:
    """The teams, projects, products, sites and code components a decision is about (``_OWNERS``,
    ``_SITES``, ``_NUMBERED_SITE``, ``_CODE_SUBJECT``), casefolded."""
    return _named(text, _OWNERS) | sites_of(text) | _numbered_sites(text) | _named(text, [_CODE_SUBJECT])


@lru_cache(maxsize=4096)
def sites_of(text: str) -> frozenset[str]:
    """The sites a decision holds for (``_SITES``), casefolded; not a kind of site (``_NOT_SITES``)."""
    return frozenset(n for n in _named(text, _SITES) if n.split()[-1] not in _NOT_SITES and n not in _NOT_SITES)


def _named(text: str, patterns: list[re.Pattern[str]]) -> frozenset[str]:
    found = {re.sub(r"^the\s+", "", m.group(1).casefold()) for rx in patterns for m in rx.finditer(text)}
    return frozenset(f for f in found if f not in _COMMON and f not in _NOT_OWNERS)


def owners_conflict(a: str, b: str) -> bool:
    """Each decision is about a team, project, product or site the other never names: two matters. A decision
    that names the other's ("Borealis launches instead of Krypton") may still replace it. A Korean and an
    English text are compared by their sites, romanized and loosely (``_sites_apart``), and by the owners
    both write in Latin letters ("the Meridian team", "Krypton 팀은"); not by the others: the payments team is
    "결제팀" in one of them, and no table says so."""
    if is_korean(a) != is_korean(b):
        # a name in Latin letters is spelled the same in both: "the Meridian team" and "Krypton 팀은" are two
        latin_a, latin_b = ({o for o in owners_of(t) if o.isascii()} for t in (a, b))
        return _sites_apart(a, b) or _apart(a, b, latin_a, latin_b)
    return _apart(a, b, owners_of(a), owners_of(b))


def _apart(a: str, b: str, oa: set[str] | frozenset[str], ob: set[str] | frozenset[str]) -> bool:
    """Each names owners and none of the other's, by name or in its text."""
    if not oa or not ob or any(_one_owner(x, y) for x in oa for y in ob):
        return False
    return not any(_mentions(b, o) for o in oa) and not any(_mentions(a, o) for o in ob)


def _one_owner(x: str, y: str) -> bool:
    """Two spellings of one owner ("St Luke's" is "St. Luke's"); a number names which one ("warehouse 2" is not
    "warehouse 40", though the letters are the same)."""
    if any(ch.isdigit() for ch in x + y):
        return re.findall(r"\d+", x) == re.findall(r"\d+", y) and same_name(x, y)
    return same_name(x, y)


def _sites_apart(a: str, b: str) -> bool:
    """A Korean and an English decision for two sites: compared by their romanized names, loosely, since a
    wrong "apart" loses a supersession ("세종병원" and "the Sejong hospital", "삼성병원" and "the Samsung hospital"
    are one site; "오창병원" and "the Novena clinic" two), unless one text holds the other's name."""
    sa, sb = sites_of(a), sites_of(b)
    if not sa or not sb or any(alike_names(x, y) for x in sa for y in sb):
        return False
    ra, rb = _letters(a), _letters(b)
    return not any(_letters(x) in rb for x in sa) and not any(_letters(y) in ra for y in sb)


@lru_cache(maxsize=4096)  # pure: the same texts are compared with each of a write's candidates
def _letters(text: str) -> str:
    """``romanize.letters`` of a text, once per text: a name is looked for in it in either script."""
    return letters(text) or text


def _mentions(text: str, name: str) -> bool:
    """``name`` as a word of ``text`` ("Ion" is not in "decision"; "Ion는" names it)."""
    return re.search(rf"(?<![a-z0-9]){re.escape(name)}(?![a-z0-9])", text.casefold()) is not None


#: One sentence whose verb is the agreement ("제안하신 내용 내부 검토 완료했으며 그대로 동의합니다", "품질 쪽도
#: 동의합니다"), not a disagreement ("부동의합니다", "비동의합니다", "반대합니다").
_KO_AGREES = lazy_compile(r"^(?<![부비])(?:동의|찬성|수락)(?:합니다|해요|드립니다|하겠습니다|합니당|했습니다|함)\W*$")
#: An English agreement whose object is the proposal and nothing after it ("We agree with your proposal.").
_EN_AGREES = lazy_compile(r"^\W*(?:we|i)\s+(?:fully\s+|also\s+)?(?:agree|approve|accept)\s+(?:to\s+|with\s+)?(?:your|the|this|"
                        r"that)\s+(?:proposal|suggestion|plan|request)\W*$|^\W*(?:your|the|this)\s+(?:proposal|request|"
                        r"suggestion)\s+is\s+(?:approved|accepted)\W*$", re.I)
#: The words such a sentence may hold besides its verb: the proposal, and how it was approved ("제안하신",
#: "내용", "내부 결재가 완료되어", "그대로"), each with its endings. Anything else is content of its own.
_REFERENCE_WORD = lazy_compile(r"^(?:제안|요청|말씀|조정안|안[에을은이도]|내용|방식|검토|내부|결재|결과|완료|그대로|모두|전적으로|"
                             r"저희|저도|우리|쪽|측|해당|상기|귀사|당사|주신|하신|드린)")
#: "요청하신 대로 진행해 주세요", "제안하신 대로 진행하시죠": go ahead with what was asked.
_KO_GO_AHEAD = lazy_compile(r"^\W*(?:그럼\s*|네\W*\s*)?(?:요청|제안|말씀|안|제안서)(?:하신|주신|드린|한)?\s*(?:내용\s*)?대로\s*"
                          r"(?:진행|처리)(?:해\s*주세요|해\s*주시기\s*바랍니다|하세요|하시죠|합시다|하겠습니다)\W*$")
_SENTENCE_BREAK = lazy_compile(r"[.!?。]\s+\S")
_CONTRAST = lazy_compile(r"말고|대신|아니라|아닌|보다는|instead|rather than", re.I)


def agrees_to_a_proposal(text: str) -> bool:
    """One sentence that agrees to the proposal it answers and decides nothing of its own: its verb is the
    agreement and every other word points at the proposal or its approval ("제안하신 내용 내부 검토 완료했으며
    그대로 동의합니다"), or it is at most three words with one other word and no value ("품질 쪽도 동의합니다");
    "요청하신 대로 진행해 주세요"; "We agree with your proposal." A second sentence, a value ("단가 1,150원에
    동의합니다"), a matter of its own ("재택근무는 주 2회까지만 허용하는 방식에 동의합니다") or a disagreement
    ("부동의합니다") is not one."""
    text = " ".join(text.split())
    if not text or _SENTENCE_BREAK.search(text):
        return False
    if _EN_AGREES.search(text) or _KO_GO_AHEAD.search(text):
        return True
    words = text.split()
    if len(words) > 12 or not _KO_AGREES.search(words[-1]):
        return False
    # "제안해 주신 단가에 동의합니다", "제안하신 격주 화요일 정기점검에 동의합니다": what the proposal's own words
    # qualify is the proposal's, its values included
    qualified = next((i for i, w in enumerate(words[:-1]) if w.endswith(("주신", "하신")) and (
        _REFERENCE_WORD.match(w) or i and _REFERENCE_WORD.match(words[i - 1]))), None)
    if qualified is not None and _CONTRAST.search(text):
        qualified = None  # "제안하신 3월 20일 말고 3월 27일에 동의합니다": a counter-offer
    others = [w for i, w in enumerate(words[:-1]) if not _REFERENCE_WORD.match(w)
              and (qualified is None or i <= qualified)]
    if qualified is not None and not others:
        return True
    if not others:
        return True
    return len(words) <= 3 and len(others) == 1 and not typed_values(text) and not re.search(r"\d", text)


def is_bare_agreement(text: str) -> bool:
    """"Agreed, let's do it." / "동의합니다. 다음 주부터 그렇게 하시죠." / "LGTM": agreement and nothing
    else worth a decision of its own (at most two other words), or one sentence that agrees to the proposal
    and says nothing else (``agrees_to_a_proposal``)."""
    text = _THANKS_LEAD.sub("", _AGREEMENT_LEAD.sub("", text.strip()))
    if text.rstrip(" ~!.)").endswith(("?", "？")):
        return False  # "동의해?", "Happy with this?": a question asks for agreement, it gives none
    if agrees_to_a_proposal(text):
        return True
    opening = _AGREEMENT.search(text)
    if not opening:
        return False
    if agrees_to_a_proposal(text[opening.end():].lstrip(" ,.!~")):  # "Agreed. 요청하신 대로 진행해 주세요."
        return True
    rest = _AGREEMENT_REST.sub(" ", _WHEN.sub(" ", _THANKS_NAME.sub(" ", text)))
    if _REST_DECIDES.search(rest):
        return False  # "OK, from May 1 Linear", "네, 5월 1일부터 Jira로", "Yes, starting Monday we switch"
    return len(_WORD.findall(rest)) <= 2


def opens_agreeing(text: str) -> bool:
    """The text starts with an agreement ("LGTM, go ahead and book the change window", "동의합니다. 다음 주부터
    적용해 주세요"), whatever follows it."""
    return bool(_AGREEMENT.search(_THANKS_LEAD.sub("", _AGREEMENT_LEAD.sub("", text.strip()))))


def restores(text: str) -> bool:
    """The text returns to what stood before a change ("back to Redis", "기존대로 유지", "되돌립니다")."""
    return bool(_RESTORE.search(text or "") or _RETURN_MORE.search(text or ""))


#: What a return undoes, named: "never mind on the Sunday change", "scratch the bump", "마감 변경은 원래대로".
_A_CHANGE = lazy_compile(r"(?i)\b(?:change|switch|move|bump)(?:e?s)?\b|변경|전환")
#: "never mind (on) the X": X is what it returns from (up to the first punctuation)
_NEVER_MIND_WHAT = lazy_compile(r"(?i)\b(?:never ?mind|scratch|forget)\s+(?:on |about )?([^,.;:!?]{1,40})")


def returns_just_before(full_context: str, evidence: str) -> bool:
    """The sentence of the same message right before a decision's evidence returns from a change it names:
    "Ok, never mind on the Sunday change. Members pushed back hard so we're staying 8am–8pm on Sundays." The
    decision is that return though its own sentence has no cue (the extractor keeps the sentence that
    decides). Asked only of a plain decision (``write/supersede.py``): one worded as a change or a
    cancellation says so itself. What it returns from must be named, as the object of "never mind": a change
    ("the Sunday change", "the bump") or a value the decision does not state ("Never mind on Thursday. We
    keep Mondays at 9:30"); other returns must name a change ("마감 변경은 원래대로 돌립니다"). "Never mind,
    found the doc. We'll use Notion for the onboarding wiki" returns from nothing, nor does "Never mind, thanks
    for the update" or "Never mind the offsite plan" (reviews found each replacing an unrelated decision
    when less was asked)."""
    parts = sentences(full_context or "")
    first = (sentences(evidence or "") or [""])[0]
    at = next((i for i, p in enumerate(parts) if first and (p == first or first in p)), None)
    if at is None or at == 0 or not restores(parts[at - 1]):
        return False
    lead = parts[at - 1]
    named = _NEVER_MIND_WHAT.search(lead)
    if named is None:
        return bool(_A_CHANGE.search(lead))
    said, decided = typed_values(named.group(1)), typed_values(evidence)
    return bool(_A_CHANGE.search(named.group(1))) or any(v - decided.get(k, frozenset()) for k, v in said.items())


class Phrasing(str, Enum):
    CHANGE = "change"
    CANCEL = "cancel"
    RESTORE = "restore"
    REMINDER = "reminder"
    AGREEMENT = "agreement"
    PLAIN = "plain"


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def phrasing_of(text: str, kind: str | None = None) -> Phrasing:
    """How a decision relates to what came before, from its own words (the first that applies), not from
    the background or next steps it is given with (``decision_part``)."""
    text = decision_part(text)
    found = model_phrasing_of(text, kind)
    if found is not Phrasing.AGREEMENT and _RETURN_MORE.search(text):
        return Phrasing.RESTORE  # a return, read where ``_RESTORE`` is: after an agreement, before the rest
    return found


@lru_cache(maxsize=4096)
def model_phrasing_of(text: str, kind: str | None = None) -> Phrasing:
    """``phrasing_of`` without the returns added after the one-matter model was trained (``_RETURN_MORE``),
    for the older decision's phrasing it reads ("as originally planned" was a plain statement to it)."""
    if is_bare_agreement(text):
        return Phrasing.AGREEMENT
    if _RESTORE.search(text):
        return Phrasing.RESTORE
    if kind == "cancellation" or _CANCEL.search(text):
        return Phrasing.CANCEL
    if _CHANGE.search(text):
        return Phrasing.CHANGE
    if _REMINDER.search(text):
        return Phrasing.REMINDER
    return Phrasing.PLAIN


class Relation(str, Enum):
    SUPERSEDES = "supersedes"    # the newer replaces the older on the same matter
    CANCELS = "cancels"          # the newer retires the older, nothing in its place
    RESTATES = "restates"        # the newer repeats what stands: one standing decision
    UNRELATED = "unrelated"      # another matter, or too far apart to say


@dataclass(frozen=True)
class Thresholds:
    """When two decisions are on the same matter, by how the newer one is phrased (``docs/supersession.md``).

    A change, cancellation or return says there *is* an earlier decision; which one is then found by an
    anchor (the same thread, or a name both mention: "Pretendard", "Vercel") and a moderate cosine, or by
    a high cosine alone (a Korean follow-up of an English decision shares no names). Plain phrasing needs
    near-identical wording and an anchor. Tuned on the development half of ``benchmarks/data/supersession``
    against the false supersessions it makes in an Enron mailbox (real mail nobody labelled); the holdout
    half was not used."""

    change_anchored: float = 0.28   # same thread, or a name both mention
    # the same, one Korean and one English: USE-m3 puts such pairs about one matter at 0.24-0.43 and unrelated
    # ones at -0.03-0.14 (the search's cross-language admission, ``SearchConfig.min_cosine_across``, is 0.20)
    change_anchored_across: float = 0.20
    change_terms: float = 0.40      # two content words both mention (정산 + DB, onboarding + owner)
    change_terms_ko: float = 0.15   # the same in Korean, where the embedding sets such pairs 0.17-0.34 apart
    change_free: float = 0.60
    change_free_across: float = 0.45  # one Korean, one English: cosines across languages run lower
    moves_away: float = 0.20        # the newer names the older one's choice and settles on another
    reminder: float = 0.55
    plain: float = 0.85
    # a change and an older decision (not a commitment around one) that share a word of the matter, or across
    # languages a thread or a name: "마감 화요일 18시로 당길게" and "원고 마감은 목요일 자정으로 하자" (0.51)
    matter: float = 0.45
    # two plain decisions on one matter, the newer setting a new value of a kind the older one set (a time,
    # an amount, weekdays): labelled pairs sit at 0.62-0.68, the Enron mailbox's meetings and notices at 0.45-0.57
    new_value: float = 0.60
    new_value_ko: float = 0.30        # the same in Korean, with a long word both use (the embedding sets them apart)
    changed_value: float = 0.30       # a change to a new value of that kind, sharing two words of the matter
    matter_across: float = 0.40
    # the learned one-matter model (``write/matter_model.py``): from matter_same it ties two decisions whatever the
    # anchors say, under matter_different it keeps them apart; between, the rules above decide
    matter_same: float = 0.7
    matter_different: float = 0.1
    matter_model_floor: float = 0.45         # the model ties no pair closer than this without a thread or two shared words
    matter_model_floor_across: float = 0.30  # one Korean, one English


def relation(newer_text: str, older_text: str, cosine: float, *, newer_phrasing: Phrasing, same_thread: bool,
             values_differ: bool, shared_names: bool = False, shared_terms: int = 0, leaves_choice: bool = False,
             one_matter: bool = False, new_value: bool = False, thresholds: Thresholds = Thresholds()) -> Relation:
    """How the newer decision (in world time) relates to the older one."""
    if scopes_conflict(scope_of(newer_text), scope_of(older_text)):
        return Relation.UNRELATED
    anchored = same_thread or shared_names
    if newer_phrasing in (Phrasing.CHANGE, Phrasing.RESTORE, Phrasing.CANCEL):
        across = is_korean(newer_text) != is_korean(older_text)
        free = thresholds.change_free_across if across else thresholds.change_free
        anchored_min = thresholds.change_anchored_across if across else thresholds.change_anchored
        same = ((anchored and cosine >= anchored_min) or cosine >= free
                or (shared_terms >= 2 and cosine >= (thresholds.change_terms_ko if is_korean(newer_text)
                                                     and is_korean(older_text) else thresholds.change_terms))
                or (leaves_choice and cosine >= thresholds.moves_away) or one_matter)
        if not same:
            return Relation.UNRELATED
        return Relation.CANCELS if newer_phrasing is Phrasing.CANCEL else Relation.SUPERSEDES
    if newer_phrasing is Phrasing.REMINDER:
        return (Relation.RESTATES if (anchored or shared_terms >= 2) and cosine >= thresholds.reminder
                else Relation.UNRELATED)
    if same_thread and cosine >= thresholds.plain:
        return Relation.SUPERSEDES if values_differ else Relation.RESTATES
    if leaves_choice and cosine >= thresholds.moves_away:
        return Relation.SUPERSEDES
    if new_value:  # on one matter, a new value of a kind the older one set (``sets_a_new_value``)
        return Relation.SUPERSEDES
    return Relation.UNRELATED


_NAME = lazy_compile(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]*[a-z0-9][A-Za-z0-9.+-]*(?![A-Za-z0-9])")  # "Pretendard에서"
_HANGUL = lazy_compile(r"[\uac00-\ud7a3]")
_COMMON = frozenset("""i we you they it the a an this that our my your their he she hi hey hello thanks thank
ok okay yes no so and but or if for to from on in at by with as of quick update fyi note heads also just
decision proposal reminder change plan team everyone all please confirmed approved agreed lgtm monday tuesday
wednesday thursday friday saturday sunday january february march april may june july august september october
november december next last this today tomorrow now then here there which what default new old current use
using support tests test option options feature features flag code docs doc file files unused deprecated""".split())


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def is_korean(text: str) -> bool:
    """Mostly Korean: at least a third of its letters are Hangul."""
    letters = sum(ch.isalpha() for ch in text)
    return bool(letters) and len(_HANGUL.findall(text)) * 3 >= letters


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def names_of(text: str) -> frozenset[str]:
    """Capitalised names (products, vendors, places, people) a decision mentions, in any language's text:
    two decisions naming the same one are likelier to be about the same matter. ALL-CAPS words are left
    out (newsletter banners, shouting), and so are the common words of ``_COMMON``."""
    # a name ending a sentence keeps its letters, not the full stop ("on Airflow." names "airflow")
    found = (n.rstrip(".-") for n in _NAME.findall(text))
    return frozenset(n.casefold() for n in found if n and n.casefold() not in _COMMON and not n.isupper())


#: What a Korean decision settles on, by the particle and verb after it: "사내 메신저는 잔디를 쓰기로",
#: "배포는 ArgoCD로 정했습니다", "회의실은 3층으로 잡았어요". Hangul has no capitals to find names by.
_KO_CHOICE = lazy_compile(r"([가-힣A-Za-z0-9][가-힣A-Za-z0-9.+-]{1,20}?)(?:을|를|으로|로)\s?"
                        # an adverb may stand between: "NICE평가정보로 최종 확정", "BPE로 다시 바꿨어요"
                        r"(?:(?:최종|최종적으로|다시|일단|그냥|우선|결국|정식으로|전면|모두|전부)\s)?"
                        r"(?:쓰|사용|도입|선정|선택|정했|정하|정합|하기로|가기로|갑니다|가죠|가자|간다|하자|한다|결정|채택|유지|"
                        r"운영|둡니|두기로|관리|잡았|잡기로|진행|확정|통일|변경|전환|교체|이전|바꾸|바꿨|바꿉|바꿔|갈아타|넘어가)")
_KO_VAGUE = frozenset("이것 그것 저것 이거 그거 저거 이걸 그걸 방식 방법 방향 이렇게 그렇게 그쪽 이쪽 이번 다음 기존 원래 계속 일단 우선".split())


def choices_of(text: str) -> frozenset[str]:
    """The things a Korean decision chooses (see ``_KO_CHOICE``), vague words and adverbs left out: "그대로
    가자", "제안대로 진행", "예정대로" (…대로, "as …") and "최종적으로" (…적으로) choose nothing."""
    return frozenset(m.group(1).casefold() for m in _KO_CHOICE.finditer(text)
                     if m.group(1) not in _KO_VAGUE and not _KO_ADVERB.search(text[:m.end(1) + 2]))


_KO_ADVERB = lazy_compile(r"(?:(?:^|[^가-힣])(?:그|이|저)|원래|예정|계획|말씀|제안|안|기존|지금|평소|마음|요청|합의|결정|방침|당초|"
                        r"처음|약속|규정|절차|순서)대로\s?$|적으로\s?$")  # not "현대로 결정" (Hyundai)


def names_the_choice(newer: str, older: str) -> bool:
    """The newer text names what the older Korean decision chose ("잔디 계약 끝나면 슬랙으로 넘어가기로" names
    the "잔디" of "잔디를 쓰기로"): an anchor like a shared name."""
    newer_folded = newer.casefold()
    return any(c in newer_folded for c in choices_of(older))


#: A sentence's first word is capitalised by grammar, not because it names something ("Extraction: …").
SENTENCE_OPENER = lazy_compile(r"(^|[.!?:;]\s+|\n\s*)[A-Z](?:[\w+-]|\.(?=\w))*")


def chosen_of(text: str, people: frozenset[str] | set[str] = frozenset()) -> frozenset[str]:
    """What a decision settles on by name: the capitalised names it mentions past a sentence's first word
    (not ALL-CAPS: "KYC", "DB" name the matter more often than the choice) and, in Korean, what it chooses
    by particle and verb ("잔디를 쓰기로"); people's names left out, and the team, project or product it is
    about ("the Meridian team will use Snowflake" chooses Snowflake, not Meridian)."""
    return _chosen(text) - people - owners_of(text)


@lru_cache(maxsize=4096)  # pure, and asked of the same texts for every candidate of a write
def _chosen(text: str) -> frozenset[str]:
    text = decision_part(text)  # "Reason: Paul could not get a commitment from Wonka Labs" chose nothing
    named = names_of(SENTENCE_OPENER.sub(r"\1", text))
    # a person addressed or sent to ("Morishita-san한테 공유해 주세요", "Kim님께"): no choice
    people = {m.group(1).casefold() for m in _PERSON_MARKED.finditer(text)}
    return frozenset(n for n in named if n not in people) | choices_of(text)


_PERSON_MARKED = lazy_compile(r"((?-i:[A-Z])[A-Za-z.'-]*)(?:\s?(?:한테|에게|께서|께|님|씨)|(?<=-san)|(?<=-sama)|(?<=-ssi)|"
                            r"(?<=-nim))(?![A-Za-z-])")


#: An English choice by position: the name after "go with", "switch to", "use", "on", "sign with"…
_EN_CHOICE = lazy_compile(r"\b(?:with|to|onto|on|use|using|adopt(?:ing)?|pick(?:ed|ing)?|choose|chose|choosing|"
                        r"select(?:ed|ing)?|via|in favou?r of|standardi[sz]e on|settled on)\s+(?:the |a |an )?"
                        r"((?-i:[A-Z])[\w.+-]*(?:\s(?-i:[A-Z0-9])[\w.+-]*){0,2})", re.I)


_KO_LATIN_CHOICE = lazy_compile(r"((?-i:[A-Z])[\w.+-]*(?:\s[A-Za-z0-9][\w.+-]*){0,2})(?:으로|로|을|를)\s?"
                              r"(?:(?:최종|다시|결국|일단|그냥)\s)?(?:가기로|가자|갑니다|간다|정했|결정|확정|쓰|사용|변경|전환|교체|바꾸|바꿨)")


def settles_on(text: str, people: frozenset[str] | set[str] = frozenset()) -> frozenset[str]:
    """What a decision settles on by its position in the sentence, not by being named anywhere: the name
    after a choice verb or preposition ("we're going with Photon Fusion", "putting the jobs on Temporal"),
    in Korean the thing before the particle and verb ("NICE평가정보로 최종 확정", "Ubuntu 22.04 LTS로 가기로")."""
    return _settled(text) - people


@lru_cache(maxsize=4096)
def _settled(text: str) -> frozenset[str]:
    text = decision_part(text)  # "배경: 일정이 밀리면서 우선순위를 다시 정했고" settles on no priority
    found = {w.rstrip(".-").casefold() for m in _EN_CHOICE.finditer(text) for w in m.group(1).split()
             if w.rstrip(".-").casefold() not in _COMMON | _DAY_WORDS and not w.isdigit()}
    # a Latin name of a few words before the Korean particle: "Ubuntu 22.04 LTS로 가기로" chooses "ubuntu"
    latin = {w.casefold() for m in _KO_LATIN_CHOICE.finditer(text) for w in m.group(1).split()
             if not w.replace(".", "").isdigit() and w.casefold() not in _COMMON}
    return frozenset(found | latin | choices_of(text))


#: "on Jan 21", "by Fri": a date said after a preposition is when, not what a decision settles on
_DAY_WORDS = frozenset("jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat "
                       "sun".split())


def moves_away(newer_text: str, newer_evidence: str, older_evidence: str,
               people: frozenset[str] | set[str] = frozenset()) -> bool:
    """The newer decision leaves what the older one chose, whatever its phrasing: it names the older one's
    choice ("Rocky는 공식 지원을 안 한다고 해서…", "MySQL 8에서 계속 고생했고", "Photon 말고") and settles on
    something the older one never mentions ("결국 Ubuntu 22.04 LTS로", "PostgreSQL로"). The older decision
    must name one to three things: a sentence listing many names is not one choice."""
    old = chosen_of(older_evidence, people)
    if not 0 < len(old) <= 3:
        return False
    newer_folded = _clauses_not_in(newer_text, older_evidence)
    if not any(c in newer_folded for c in old):
        return False
    older_folded = older_evidence.casefold()
    return any(c not in older_folded and c not in old for c in settles_on(newer_evidence, people))


def _clauses(text: str) -> list[str]:
    """A text's sentences (``write_rules.sentences``) cut at semicolons too, casefolded, spaces and end
    punctuation normalised."""
    return [" ".join(c.split()).rstrip(".!?。") for s in sentences(text.casefold()) for c in s.split(";")]


def _clauses_not_in(text: str, other: str) -> str:
    """``text``'s clauses that ``other`` does not hold word for word, casefolded: a clause both repeat ("Felix
    Han will report progress weekly.") says nothing of what the newer one leaves."""
    said = set(_clauses(other))
    return " ".join(c for c in _clauses(text) if c not in said)


_TOKEN = r"[\w.+#-]*\w"
#: What a text says it leaves, by an explicit frame: "from 30s to 60s", "replace TOML config with YAML",
#: "moving off ECS", "instead of Zoom", "Tibero → PostgreSQL", "wandb에서 MLflow로", "Photon 말고", "X 대신".
_LEFT = [lazy_compile(p, re.I) for p in (
    # "from A to B" after a verb of change: "propagate the timeout from methods to httpx" leaves nothing
    rf"\b(?:(?:mov|switch|migrat|chang|rais|lower|increas|decreas|reduc|bump|shift|upgrad|downgrad|extend|shorten|"
    rf"postpon|reschedul|transition)\w*|cut|cuts|push|pushed|pushing|port|ported|go|goes|going|went)\b"
    rf"[^.?!\n]{{0,40}}?\bfrom\s+(?:the\s+)?({_TOKEN}(?:\s{_TOKEN})?)\s+(?:to|onto)\s",
    rf"\breplac(?:e|es|ed|ing)\s+(?:the\s+|our\s+)?({_TOKEN}(?:\s{_TOKEN})?)\s+(?:with|by)\s",
    # a name left: "instead of Zoom", "moving off ECS" ("a day off the week" leaves nothing)
    rf"\b(?:instead of|rather than|away from)\s+(?:the\s+|our\s+)?((?-i:[A-Z0-9]){_TOKEN})",
    rf"\b(?:mov|switch|migrat|port)\w*\s(?:\w+\s){{0,5}}?off\s(?:of\s)?(?:the\s+|our\s+)?((?-i:[A-Z0-9]){_TOKEN})",
    # "Photon 말고 Unity NGO로", "Vercel 대신 Netlify를": another thing chosen after it ("팀장님 대신 제가" is not)
    rf"({_TOKEN})\s?(?:은|는|을|를)?\s(?:말고|대신)\s[^.?!\n]{{1,30}}?(?:으로|로|을|를)\s",
    # "wandb에서 MLflow로 이전": a change from one to the other ("회의에서 정한 대로 목요일로" is a place)
    rf"({_TOKEN})에서\s+[^.?!\n]{{1,30}}?(?:으로|로)\s?(?:변경|전환|교체|이전|이관|바꾸|바꿨|바꿉|바꿔|옮기|옮겼|옮깁|"
    rf"옮겨|갈아타|갈아탔|넘어가|넘어갔|마이그레이션)",
    # "초록들 건 없던 일로 하자", "빛나래 건은 접고", "새참푸드 건은 진행하지 않습니다": the deal named by "X 건" is
    # dropped (a company's short name: "바이오로지스 건 취소" leaves "바이오로지스코리아로")
    rf"({_TOKEN})\s건(?:은|도|을|는)?\s(?:[^.?!\n]{{0,12}}?\s)?(?:접|취소|없던\s?일|없었던\s?일|진행하지\s?않|"
    rf"안\s?하|보류|철회|백지화|무산|중단|드롭)",
)]
#: "Tibero → PostgreSQL" leaves Tibero only where the text speaks of a change ("gRPC->REST" converts types).
_ARROW = lazy_compile(rf"({_TOKEN}%?)\s*(?:→|->|=>)\s*\w")
_ARROW_CHANGE = lazy_compile(r"변경|전환|교체|이전|이관|migrat|switch|mov(?:e|ing)|replac|chang|"
                           # an amount raised or lowered: "관수 임계값 28% -> 32%로 상향", "timeout 30s -> 60s (raise)"
                           r"상향|하향|인상|인하|늘리|늘림|늘려|줄이|줄임|줄여|올림|올려|낮춤|낮춰|높임|높여|단축|연장|"
                           r"\b(?:rais|lower(?!case)|increas|decreas|reduc|bump|tighten|relax|extend|shorten)", re.I)


@lru_cache(maxsize=4096)  # pure, and asked of the same texts for every candidate of a write
def left_behind(text: str) -> frozenset[str]:
    """The words a decision says it leaves by an explicit frame (see ``_LEFT``): "from 30s to 60s" leaves
    "30s", "Replace TOML config with YAML" leaves "toml" and "config", "wandb에서 MLflow로" leaves "wandb"."""
    out: set[str] = set()
    for rx in _LEFT + ([_ARROW] if _ARROW_CHANGE.search(text) else []):
        for m in rx.finditer(text):
            out |= {w.casefold() for w in m.group(1).split() if len(w) >= 2 and w.casefold() not in _COMMON
                    and not w.isdigit()}
    return frozenset(out)


def names_what_it_leaves(newer_text: str, older_text: str) -> frozenset[str]:
    """The words the newer text explicitly leaves that the older one states, as whole words ("30s" in
    "Set default HTTP request timeout to 30s"; "wandb" in "실험 로깅 wandb로 통일", particles allowed)."""
    older = older_text.casefold()
    return frozenset(w for w in left_behind(newer_text)
                     if re.search(rf"(?<![\w.+#:-]){re.escape(w)}(?![a-z0-9_+#:-])(?!\.\w)", older))


_BOILERPLATE = lazy_compile(r"unsubscribe|no longer (wish to )?receive|opt[- ]out|remove (you|yourself) from|"
                          r"this (e-?mail|message) (is|was) (sent|intended)|수신 ?거부|구독 ?취소", re.I)


def is_boilerplate(text: str) -> bool:
    """Mailing-list footers ("if you wish to no longer receive emails…") read like cancellations; they
    decide nothing about the team's matters."""
    return bool(_BOILERPLATE.search(text))


_VALUE = lazy_compile(r"[$₩€£]?\d[\d,.]*\s?(k|m|만\s?원|억|원|%|시|분|일|월)?|\b[A-Z][\w.+-]+\b")


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def values_of(text: str) -> frozenset[str]:
    """Numbers (amounts, dates, times) and capitalised names: what a decision settles on."""
    return frozenset(m.group(0).replace(",", "").replace(" ", "").lower() for m in _VALUE.finditer(text))


_SUBJECT_PREFIX = lazy_compile(r"^\s*(\[[^\]]{1,20}\]\s*)*")
_LEAD = lazy_compile(r"^(decisions?|decided|결정(?:\s?사항)?|확정|공지|안내|proposal|제안|change of plans?|(?:quick |small )?"
                   r"update|heads[ -]up|fyi|reminder|note|correction|리마인드|변경|수정|정정|업데이트|참고)(?:\s*[:：]|\s+-)\s*", re.I)


def subject_of(content: str, title: str | None = None) -> str:
    """A short name for the matter a decision settles, for people to read: a mail's subject line when the
    content starts with one ("Q2 analytics tooling budget: …"), else the first words of the decision."""
    content = _LEAD.sub("", _SUBJECT_PREFIX.sub("", content), count=1)  # "Decision: …" names no matter
    title = _LEAD.sub("", _SUBJECT_PREFIX.sub("", title), count=1) if title else title
    head, sep, rest = content.partition(": ")
    if sep and 3 <= len(head) <= 80 and len(rest) > len(head):
        subject = head
    else:
        subject = (title or content).split(": ", 1)[-1]
    subject = _LEAD.sub("", _SUBJECT_PREFIX.sub("", subject)).strip(" .。")
    words = subject.split()
    return " ".join(words[:10]) + (" …" if len(words) > 10 else "")
