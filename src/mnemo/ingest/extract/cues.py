"""Cue patterns for sentence-level decision extraction, in English and Korean.

Each label has patterns with a strength: 3 = the cue alone settles the label ("approved", "승인합니다",
"I'll have it by Friday"), 2 = a usual cue ("go with", "드리겠습니다"), 1 = weak evidence that counts only
when a second weak cue agrees ("sounds good", "좋습니다"). The patterns describe how people write these
acts in general (a verb and its usual frame), not any one test sentence; ``benchmarks/extract.py``
measures them on BC3, the Enron intent sentences and a labeled set of Korean and English messages.

Labels: the ten decision kinds of ``docs/design/system.md``, the speech acts BC3 and the Enron intent
set annotate (``request``, ``proposal``; ``commitment`` is both), and modifiers the extractor reads for
status and confidence: ``pending``, ``reversal``, ``hedge``, ``decided`` (a generic "we decided" that
raises confidence and, alone, reads as a direction).

English patterns are matched case-insensitively against the sentence with curly quotes made straight;
``(?-i:...)`` marks the parts that need a capital letter (a name). Korean patterns match the surface text:
endings such as ``-기로 했습니다`` and ``-아 주세요`` carry the act, so no morphological analysis is needed
(Kiwi would cost ~1.5 ms per 140 characters, more than the whole extraction budget).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from mnemo.domain.supersession import WITHDRAWN

_WD = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri)"
_MON = r"(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)"
_WHEN = (rf"(?:{_WD}|tomorrow|tonight|today|eod|cob|eow|noon|the end of|end of|next|this|{_MON}|\d)")
_MONEY = r"(?:[$€£₩]\s?\d|\d[\d,.]*\s?(?:k|m|million|thousand|dollars|usd|eur|%))"
#: An adverb a Korean speaker puts between the particle and the verb of a switch: "금요일로 다시 바꿨습니다",
#: "Netlify로 결국 옮겼습니다"
_KO_ADVERB = r"(?:(?:다시|결국|최종적으로|일단|우선|그냥|모두|전부)\s)?"
_TASK_VERB = (r"(?:have|send|get|do|finish|prepare|draft|write|review|check|look into|look at|follow up|circulate|share|"
              r"post|update|set up|schedule|book|call|email|e-mail|forward|fix|handle|take care|deliver|submit|provide|"
              r"put together|bring|ping|reach out|contact|arrange|organi[sz]e|sort out|investigate|pass|make sure|"
              r"let you know|get back|confirm|ask|find out|talk to|speak to|dig|work on|start on|finali[sz]e|"
              r"complete|run|test|ship|deploy|present|attend|join|cover|own|drive|lead|coordinate)")
_OWN_VERB = (r"(?:handle|own|take care of|take over|take charge of|lead|drive|run|manage|coordinate|look after|"
             r"oversee|be responsible for|be in charge of|be the (?:owner|point person|point of contact|lead|poc|dri)|"
             r"take the lead(?: on)?|head up|spearhead|follow up on|pick up|work on|take point on)")

CUES: dict[str, dict[str, list[tuple[int, str]]]] = {
    "approval": {
        "en": [
            (3, r"\bapproved\b"), (3, r"\b(?:i|we) (?:hereby )?approve\b"), (3, r"\bapproval (?:is |has been )?(?:granted|given)\b"),
            (3, r"\bgo[- ]ahead\b"), (3, r"\bgreen[- ]?light(?:ed)?\b"), (3, r"\bsign(?:ed|s|ing)? off (?:on|for)\b"),
            (3, r"\bsigned off\b"), (3, r"\blgtm\b"), (3, r"\blooks good to me\b"), (3, r"\bauthori[sz]ed\b"),
            (3, r"\byou have (?:my|our) (?:approval|blessing|ok|okay|go-ahead|sign-off)\b"), (3, r"\bok(?:ay)?'?ed\b|\bok'd\b"),
            (2, r"\b(?:please|you|we|i|can|could|would|will|to|should|must|kindly|they|he|she|cfo|ceo|board|manager|management)\s+(?:\w+\s+)?approve\b"),
            (2, r"\bapproval (?:for|of|to|from)\b|\b(?:need|needs|require[sd]?|request(?:ing)?|seek(?:ing)?|awaiting|pending|get|got|received|have|has|gave|give|grant(?:ed)?|with|without|your|final|formal|written) (?:\w+ )?approval\b"),
            (2, r"\bgood to go\b"), (2, r"\b(?:you|we) (?:may|can) proceed\b"),
            (2, r"\bplease proceed\b"), (2, r"\bship it\b"), (2, r"\bno objections?\b"),
            (3, rf"\b(?:raised|increased|bumped|upped|lifted|doubled|set|approved|allocated|cut|reduced|lowered|capped)\b (?:the )?(?:\w+ ){{0,5}}?budget\b[^.?!]{{0,30}}?\b(?:to|at|by|of) {_MONEY}"),
            (3, rf"\bbudget\b[^.?!]{{0,30}}?\b(?:is |was |has been |will be )?(?:raised|increased|bumped|upped|doubled|set|approved|allocated|cut|reduced|lowered|capped)\b (?:to|at|by) {_MONEY}"),
            (2, r"\byou (?:can|may) (?:go ahead and )?(?:buy|order|purchase|book|hire|spend|merge|deploy|sign|proceed)\b"),
            (1, r"\bfine (?:by|with) me\b"), (1, r"\bproceed\b"),
        ],
        "ko": [
            (3, r"승인\s?(?:합니다|했습니다|하였습니다|되었습니다|됐습니다|드립니다|드려요|완료|했어요|함\b|해\s?드|해요|입니다|됨)"),
            (3, r"결재(?:했|하였|완료|합니다|드립니다|됐|되었)"), (3, r"재가(?:합니다|했|하였|드립니다)"),
            (3, r"허가(?:합니다|했|하였|드립니다|되었|됐)"), (3, r"(?:통과|가결)(?:됐|되었|시켰|했|입니다)"),
            (3, r"진행(?:하세요|하십시오|해\s?주세요|해\s?주십시오|하셔도\s?(?:좋|됩|괜찮)|하시죠|해도\s?(?:좋|됩|괜찮))"),
            (3, r"그대로 진행"), (3, r"(?:머지|배포|진행|병합|반영|구매|집행|발주)(?:해|하셔)도\s?(?:됩니다|돼요|좋|괜찮|무방)"), (3, r"(?:OK|오케이|ok)(?:입니다|이에요|합니다)"), (2, r"컨펌(?:합니다|했|드립니다)"), (3, r"(?<![가-힣])승인\s*(?:[.,!]|$)"),
            (3, r"예산[^?!\n]{0,60}?(?:올렸|올립니다|올리기로|증액|늘렸|늘립니다|늘리기로|삭감|줄였|줄입니다|줄이기로|책정|배정했|배정합니다)"),
            (2, r"(?:승인|결재|재가|컨펌)(?:을|를|은|는|이|가)\s?[^.?!]{0,15}(?:철회|취소|번복|보류|받았|났습니다|되었습니다|됐습니다)"),
            (2, r"(?:승인|결재|재가|컨펌)(?:을|를|은|는|이|가)?\s?(?:요청|부탁|바랍|해\s?주|받|났|나면|완료|필요|드려|대기|올려|올리|철회|취소|번복|보류)"),
            (1, r"좋습니다"), (1, r"괜찮습니다"),
        ],
    },
    "rejection": {
        "en": [
            (3, r"\breject(?:ed|s|ing)?\b"), (3, r"\blet'?s not\b"), (3, r"\bdecided (?:not to|against)\b"),
            (3, r"\b(?:we|i)(?:'ll| will)? ?(?:won't|will not|are not going to|aren't going to|'re not going to|do not want to|don't want to|shouldn't|should not|can't|cannot) (?:pursue|proceed|move forward|go ahead|go with|go forward|use|adopt|accept|approve|renew|sign|hire|fund|support|continue with|extend|buy|purchase|invest|take (?:this|that|it|the))\b"),
            (3, r"\b(?:we|i) (?:have |had |\w+ )?declined\b|\bdecline (?:the|your|this|their|that|to)\b|\b(?:was|were|has been|have been) declined\b"),
            (3, r"\bturn(?:ed|ing)? (?:it |this |that |them |him |her |the \w+ |their \w+ )?down\b"), (3, r"\bno[- ]go\b"),
            (3, r"\bpass(?:ing)? on (?:this|that|it|the|their|your)\b"), (3, r"\bnot (?:going to )?(?:pursue|proceed|move forward)\b"),
            (3, r"\b(?:denied|not approved)\b"), (3, r"\bcan(?:'t|not) approve\b"), (3, r"\bon hold\b"), (3, r"\bhold off\b"),
            (3, r"\bput (?:\w+ ){0,4}on ice\b"), (3, r"\bwon't be (?:moving forward|proceeding|pursuing|renewing|approving|using|going with)\b"),
            (2, r"\b(?:we|i) won't\b"), (2, r"\bwe will not\b"), (2, r"\bnot (?:an option|acceptable|something we can)\b"),
            (2, r"\b(?:unfortunately|regret(?:fully)?)\b.*\b(?:not|unable|can't|cannot)\b"),
        ],
        "ko": [
            (3, r"거절|반려|기각|불허|부결|퇴짜"), (3, r"보류(?:합니다|하겠|하기로|했|하였|하죠|합시다|입니다|하고|되었|됐|해\s?주세요)?"),
            (3, r"(?:하지|진행하지|채택하지|도입하지|사용하지|추진하지|계약하지|받지|쓰지|가지|선정하지|갱신하지|연장하지|승인하지|구매하지|투자하지) 않기로"),
            (3, r"(?:안|않) 하기로|하지 말(?:죠|자|기로|도록)|안 (?:가기로|쓰기로|하는 걸로)"),
            (3, r"(?:받아들이|수용하|승인하|진행하|허용하|허가하|지원하|채택하|집행하)기\s?(?:어렵|힘들|곤란)|(?:받아들일|수용할|승인할|진행할|허용할) 수 없"),
            (3, r"(?:제외|탈락)(?:하기로|합니다|했습니다|시키기로|됐|되었)"),
            (3, r"안\s(?:쓰겠|쓰기로|씁니다|쓸게요|하겠습니다|합니다|할게요|하는 걸로|갑니다|가겠|사겠|뽑겠|늘리겠)"),
            (2, r"불가(?:합니다|하다|입니다|해요)"), (2, r"진행하지 않|추진하지 않"), (1, r"어렵겠습니다|어려울 것 같"),
        ],
    },
    "selection": {
        "en": [
            (3, r"\b(?:let's|let us|we(?:'ll| will| are| have| had|'re|'ve|'d)?|i(?:'ll| will| have|'ve|'m| am)?|they(?:'ll| will| have|'ve)?) (?:go|going|gone|went) with\b"),
            (3, r"\b(?:chose|have chosen|has chosen|picked(?! up)|opted for|settled on|decided on|landed on|went with)\b"),
            (3, r"\b(?:we|i|they|team|he|she)(?: have| had|'ve)? selected\b"),
            (3, r"\b(?:was|were|has been|have been|is|are|got) (?:chosen|selected|picked)\b"), (3, r"\bselected as\b"),
            (3, r"\bthe winner is\b|\bwinning (?:bid|vendor|proposal|design)\b"), (3, r"(?-i:\b[A-Z][\w.+-]*) it is(?:[.!]|,? then\b)"), (3, r"\bawarded (?:the )?(?:contract|bid|deal|project|tender) to\b"),
            (3, r"\bopt(?:ed|ing)? for\b"), (3, r"\bsettle[ds]? on\b"), (3, r"\bour (?:choice|pick|selection) is\b"),
            # a contract signed says who was chosen: "the fieldwork contract is signed with Abacus Data"
            (3, r"\b(?:contract|deal|agreement|sow|msa|lease)\b[^.?!]{0,60}\b(?:is|was|has been|have been|are|were) signed with\b"),
            (3, r"\b(?:we(?:'ve| have)?|i(?:'ve| have)?) signed (?:the |a |our )?(?:\w+ )?(?:contract|deal|agreement|sow|msa) with\b"),
            (2, r"\b(?:we|i)(?:'ll| will| are going to|'re going to| shall) (?:use|adopt|switch to|migrate to|standardi[sz]e on|stick with|keep using|stay with|buy|license|hire)\b"),
            (2, rf"(?<!\bon )(?<!\babout )(?<!\bof )\b(?:switching|migrating|moving|standardi[sz]ing|transitioning) (?:over )?(?:to|on)\b(?! (?:{_WD}|{_MON}|\d|tomorrow|next|noon)\b)"),
            (2, r"\bwe(?:'ll| will| are going to|'re going to) (?:host|run|deploy|build|store|keep) (?:\w+ ){0,4}?(?:on|in|with) (?-i:[A-Z])"), (2, r"\bgo(?:ing)? with\b"),
            (2, rf"\bwe(?:'re| are) (?:hosting|running|deploying|putting|storing|keeping) (?:\w+ ){{0,4}}?(?:on|in|onto) (?!{_WD}\b|{_MON}\b|Q[1-4]\b)(?-i:[A-Z])"),
            (2, r"\b(?:stay|stick|staying|sticking|stays|sticks) (?:with|on)\b"), (2, r"\b(?:which|what) (?:one|option|vendor|tool|plan|approach) (?:should|do|shall|would)\b"),
            (2, r"\bwhich (?:of (?:the|these|those|our) )?(?:\w+ ){0,2}?(?:options?|ones?|vendors?|tools?|plans?|designs?|versions?|proposals?|candidates?|venues?|dates?)\b[^.?!]{0,30}\b(?:prefer|pick|choose|go with|like best|want|should)\b"),
            (2, r"\b(?:pick|choose|select|decide on) (?:one|between|among)\b"),
            (2, r"\b(?:choose|pick|select) (?:the|option|vendor|plan|between)\b"), (2, r"\binstead of\b(?!\s*[$€£₩\d])"),
            # a switch stated plainly: "we will switch the marketing site to Netlify", "let's move hosting to
            # Netlify", "the site moves to Netlify", "we're moving it to Netlify instead" (a named target, not a day)
            (2, rf"\b(?:we(?:'ll| will| are going to|'re going to| shall| plan to)|let's|let us|i(?:'ll| will)|to|should we|can we|could) (?:switch|move|migrate|port|transition|consolidate|standardi[sz]e)\b[^.?!]{{0,40}}?\b(?:to|on|onto) (?!{_WD}\b|{_MON}\b)(?-i:[A-Z])"),
            (2, rf"(?<!\bon )(?<!\babout )(?<!\bof )\b(?:switching|migrating|moving|switches|moves|migrates|is moving|are moving)\b (?:\w+ ){{0,4}}?(?:over )?(?:to|onto) (?:the )?(?!{_WD}\b|{_MON}\b)(?-i:[A-Z])"),
            # where a thing lives or runs, by name: "the mobile base goes on ROS 2 Jazzy", "billing runs on Stripe"
            (2, rf"\b(?:goes|will go|runs|will run) (?:on|onto) (?!{_WD}\b|{_MON}\b|Q[1-4]\b)(?-i:[A-Z][\w.+-]*)"),
            (2, r"\b(?:let's|let us|we(?:'ll| will| are going to|'re going to)) (?:use|adopt|standardi[sz]e on|stick with|stay on|keep using)\b"),
            # a move stated by where from and where to: "moving the API services off ECS and onto EKS"
            (2, rf"\b(?:mov|switch|migrat|port|shift|transition)(?:e|es|ed|ing)?\b[^.?!]{{0,50}}?\b(?:off|away from|from) (?!{_WD}\b|{_MON}\b)(?-i:[A-Z])[\w.+-]*[^.?!]{{0,30}}?\b(?:to|onto|over to) (?!{_WD}\b|{_MON}\b)(?-i:[A-Z])"),
            (2, r"(?-i:^\s*(?:[-*•]\s*)?(?:Going|Sticking|Staying) (?:with|on)\b)"),
            # a vendor signed: "we've signed with Intercom", "we signed a contract with Acme"
            (3, r"\b(?:we|i|they)(?:'ve| have| had)? signed (?:up )?(?:a |the |an )?(?:\w+ ){0,2}?(?:contract |deal |agreement |order )?with (?-i:[A-Z])"),
            (2, r"\b(?:we|they)(?:'ll| will| are going to|'re going to)? sign (?:a |the |an )?(?:\w+ ){0,2}?(?:contract |deal |agreement )?with (?-i:[A-Z])"),
            # a technology chosen for a build: "we're building the new customer dashboard in React"
            (2, rf"\b(?:we(?:'re| are|'ll| will)|let's) (?:building|rebuilding|writing|rewriting|implementing|build|rebuild|write|rewrite|implement) (?:\w+ ){{0,5}}?in (?!{_WD}\b|{_MON}\b|Q[1-4]\b)(?-i:[A-Z])"),
        ],
        "ko": [
            # "ShipMonk 뉴저지 센터와 계약 완료했습니다", "케이스터디즈와 계약을 체결했습니다"
            (3, r"(?:와|과|하고)\s?(?:[^.?!\s]{1,10}\s)?계약(?:을|이)?\s?(?:완료|체결|했|합니다|하기로|맺)(?!되면|하면|될|할 경우|되는 대로)"),
            (3, r"(?<![일걸것])(?:으로|(?<!으)로)\s?(?:최종|최종적으로|일단|잠정적으로|공식적으로)?\s?(?:가죠|갑시다|가자|가겠습니다|가기로|가시죠|갈게요|가는 걸로|결정|정했|정하겠|정하죠|정합시다|선정|하죠|합시다|하기로|하겠습니다|할게요|채택|진행하겠습니다|진행하기로|진행하죠|진행합시다|낙점|정리하죠)"),
            (2, r"(?<![일걸것])(?:으로|(?<!으)로)\s?진행합니다"),
            (3, r"(?:선정|채택|낙점|낙찰)(?:했|하였|되었|됐|합니다|하기로|입니다|됩니다)"), (3, r"선택(?:했|하였|합니다|하기로|됐|되었)"),
            (3, r"(?:도입|사용|적용|이용|계약|구매|채용)하기로"), (2, r"(?:으로|로) (?:가(?:요|는 게)|갑니다)"),
            (3, r"(?:으로|로)\s?(?:이전|전환|교체|변경|이관|마이그레이션|갈아타|통일|일원화)(?:하기로|합니다|하겠|했|하죠|합시다|키로)"),
            (3, r"기존(?:대로|처럼|과 같이)?\s?[^.?!]{0,20}유지"), (2, r"유지(?:하기로|하겠|합니다|하죠|할게요)"),
            # back to what was, said plainly: "태블릿 MDM은 그냥 원래대로 Knox 가자", "예전대로 잔디 씁시다"
            (3, r"(?:원래대로|기존대로|예전대로|하던 대로)\s?[^.?!]{0,20}(?:가자|갑시다|가죠|갈게요|간다|갑니다|쓰자|씁시다|쓰죠|씁니다|"
                r"둡시다|두자|둡니다)"),
            # a named thing chosen in chat without a particle: "Knox 가자", "Go 갑시다"
            (2, r"(?<=[A-Za-z0-9])\s(?:가자|갑시다|가죠|간다)(?=[\s.!,]|$)"),
            (2, r"(?:으로|로)\s?(?:갈지|할지|정할지|갈까|할까)|어느 (?:쪽|것|안|업체|방식)"),
            (2, r"(?:중|중에서?)\s?(?:어떤|어느|뭐|무엇)|(?:하나|한 곳|한 개|한 분)(?:로|를)\s?(?:정하|고르|결정하|선택하)|(?:고르|선택하|정하|결정하)고 싶"),
            (2, r"(?:도입|사용|적용|구매)(?:합니다|하겠습니다)"), (2, r"(?<=\S )대신\s|(?<=[가-힣A-Za-z0-9])대신\s"), (2, r"최종\s?(?:후보|업체|안|선택)"),
            # "호스팅은 Netlify로 바꿉니다", "Mintlify로 옮깁니다": a switch to a named product (a time or a date
            # moved is a confirmation), and note style "Netlify로 이전", "Postgres 16 사용"
            (3, r"(?<=[A-Za-z])\s?(?:으로|로)\s?" + _KO_ADVERB + r"(?:옮깁니다|옮기겠|옮기기로|옮겼|옮기죠|옮깁시다|바꿉니다|바꾸겠|바꾸기로|바꿨|바꾸죠|바꿉시다|바꿀게요|바꿔요|갈아탑니다|갈아타기로|이전|전환|교체|이관|통일)"),
            (2, r"(?:으로|로)\s?" + _KO_ADVERB + r"(?:바꿉니다|바꾸겠습니다|바꿨습니다|바꾸기로|바꾸죠|바꿉시다|바꿀게요|갈아탑니다|갈아타기로)"),
            (2, r"(?:으로|로)\s?(?:바꿀까|옮길까|갈아탈까|바꿀지|옮길지|전환할까|이전할까)"),
            (3, r"(?:을|를)\s?(?:쓰기로|쓰겠습니다|씁니다|쓰죠|씁시다|쓸게요|사용합니다|사용하겠습니다)"),
            (2, r"(?<=[A-Za-z0-9])\s(?:사용|도입|채택)\s*$"),
            # plain (해라체) and note-style (개조식) endings, as teams write in chat and commits: "결제 PG는 토스로
            # 간다", "API 서버는 Go로 다시 짠다", "Netlify로 옮김", "팀즈로 바꿈", "보관 기간 90일로 변경함"
            (3, r"(?<![일걸것적기])(?:으로|(?<!으)로)\s?(?:다시\s)?(?:간다|가기로 함|한다|함(?=[.!,\s]|$)|정함|정한다|"
                r"바꾼다|바꿈|옮긴다|옮김|변경(?:함|한다|됨|된다)|전환(?:함|한다|됨)|교체(?:함|한다|됨)|이전(?:함|한다)|통일(?:함|한다)|"
                r"짠다|쓴다|씀(?=[.!,\s]|$)|확정(?=[.!,\s]|$)|결정(?=[.!,\s]|$))"),
            (2, r"(?:을|를)\s?(?:쓴다|씀(?=[.!,\s]|$)|쓰기로 함|사용(?:함|한다|하기로 함)|도입(?:함|한다)|채택(?:함|한다))"),
        ],
    },
    "delegation": {
        "en": [
            (3, rf"(?-i:\b(?!(?:I|We|They|It|This|That|There|Also|So|And|But|Then|Now|Please|Just|Could|Can|Would|Will|Hi|Hello|Hey|Thanks|Ok|Okay|Yes|No|If|When|Maybe|Perhaps|Everyone|Someone|Somebody|Anyone|Who|What|Which|Where|Why|How)\b|He\b|She\b|You\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?:'ll| will| is going to|'s going to| can| should| shall| is to| has agreed to| agreed to| would) {_OWN_VERB}\b"),
            (3, rf"\b(?:you|he|she|they)(?:'ll| will| can| should| are going to| is going to| are to) {_OWN_VERB}\b"),
            (3, rf"\bplease (?:\w+ ){{0,2}}?{_OWN_VERB}\b"), (3, rf"\b(?:can|could|would) you (?:please )?{_OWN_VERB}\b"),
            (3, r"\bassign(?:ed|ing)? (?:\w+ ){0,5}?to (?-i:[A-Z])|\b(?:is|are|was|were|been|be) assigned\b|\bassign(?:ing)? (?:this|it|that|the)\b"),
            (3, r"\b(?:i'm|i am|we're|we are) (?:assigning|delegating|handing)\b|\bdelegat(?:e|ed|ing)\b"),
            (3, r"\bhand(?:ed|ing)? (?:\w+ ){0,3}?(?:off|over) to\b|\b(?:it's|this is|passing|pass|turning|turn) (?:it |this |that )?over to you\b"),
            (3, r"\b(?<!i )(?<!we )(?:is|are) (?:now )?(?:in charge of|responsible for|the owner of|the point person|the point of contact|owning|leading|taking over|the dri)\b"),
            (3, r"(?<!i )(?<!we )(?<!i'll )(?<!we'll )\bwill be (?:owning|leading|handling|responsible for|in charge of|the owner|driving|running|managing|taking over)\b"),
            # "Maya is taking point on the Globex onboarding", "Sam takes the lead on pricing", "Priya's team owns it"
            (3, r"(?<!i )(?<!we )\b(?:is|are|'s|'re|will be) (?:now )?(?:taking|on) (?:point|the lead)(?: on| for| with)?\b|\btakes? (?:point|the lead) on\b"),
            (2, r"(?-i:\b[A-Z][a-z]+(?:'s)? team) owns (?:it|this|that|the)\b"),
            (3, r"\b(?:owner|assignee|dri|poc)\s*[:=-]\s*@?(?-i:[A-Z])"),
            (2, r"\baction items?\s*(?:for|:)\s*@?(?-i:[A-Z])"),
            (2, rf"\bplease (?:\w+ ){{0,2}}?(?:send|prepare|draft|review|update|finish|submit|complete|set up|schedule|book|organi[sz]e|arrange|write|fix|deliver|provide|get|share|circulate|contact)\b[^.?!]{{0,60}}\bby {_WHEN}"),
            (2, rf"(?-i:\b(?!(?:I|We|They|It|This|That|There|Also|So|And|But|Then|Now|Please|Just|Could|Can|Would|Will|Hi|Hello|Hey|Thanks|Ok|Okay|Yes|No|If|When|Maybe|Perhaps|Everyone|Someone|Somebody|Anyone|Who|What|Which|Where|Why|How)\b)[A-Z][a-z]+),? (?:please|can you|could you) (?:\w+ ){{0,2}}?{_TASK_VERB}\b"),
        ],
        "ko": [
            # 반말 imperative: "달빛정원 2부 채색은 다은이가 메인으로 맡아."
            (3, r"(?:이가|가|이)\s(?:[^.?!\s]{1,6}\s)?맡아(?=[.!~]|\s*$)"),
            (3, r"맡아\s?(?:주세요|주시|줘|주실|주시겠|주면|주십시오|줄래|주셨으면|달라|주셔)"), (3, r"맡(?:기겠|기기로|기도록|겨|깁니다|기려|기고)"),
            (3, r"(?:이|가|께서|은|는|님|씨)\s?(?:맡기로|맡습니다|맡게|맡아서|맡아 진행|맡을 예정|맡으실|맡는다|맡음(?=[.!,\s]|$))"),
            (3, r"담당(?:해|하여)\s?주(?:세요|시|실|십|셔|겠)|담당(?:하기로|하도록|합니다|하게 됩니다|자로|자는|자가|하시|할 예정)"),
            (3, r"(?:이|가|께서)\s?(?:담당|전담|총괄|주관)"), (3, r"위임(?:했|합니다|하겠|되었|됐|하기로|드립니다)"),
            (3, r"(?:에게|께|님께|님에게|팀에|팀으로)\s?[^.?!]{0,20}(?:배정|할당|맡기|넘기|이관)"),
            # a role filled by designation: "안전관리 책임자로 권혁 대리를 지정합니다", "PM으로 김하늘 책임을 임명"
            (3, r"(?:책임자|담당자|관리자|담당|PM|PL|팀장|리더|위원장|간사|대표|총괄|매니저)(?:로|으로)\s?[^.?!]{0,25}?(?:을|를)\s?"
                r"(?:지정|임명|선임|위촉)"), (3, r"(?:을|를)\s?(?:임명|선임|위촉)(?:합니다|했습니다|하였습니다|하기로|함)"),
            (3, r"책임지고|전담(?:하기로|합니다|해\s?주세요)|총괄(?:해\s?주세요|하기로|합니다)"),
            (3, r"(?:님|씨)\s?(?:담당|전담|책임)(?:입니다|이에요|예요|으로|\s*$|[.,])"),
            (3, r"(?:님|씨)(?:이|가|께서)\s?[^.?!]{0,15}(?:리드|주도)(?:합니다|하기로|해요|할 예정|하겠습니다)"),
            (2, r"(?:님|씨)(?:이|가|께서|은|는)?\s[^.?!]{0,40}(?:해\s?주세요|주시기 바랍니다|부탁드립니다|해\s?줘|해\s?주시면 됩니다|하기로 했습니다)"),
            (2, r"(?:처리|챙겨|대응)(?:해\s?주세요|해\s?주시기|부탁드립니다|해\s?줘)"),
            (2, r"(?:까지)\s?[^.?!]{0,30}(?:준비|작성|정리|제출|완료|공유|전달|보내)(?:해\s?주세요|해\s?주시기 바랍니다|부탁드립니다)"),
        ],
    },
    "commitment": {
        "en": [
            (3, rf"\bi(?:'ll| will| shall)(?: \w+){{0,3}}? {_TASK_VERB}\b"),
            (3, rf"\b(?:i|we)(?:'ll| will| can| shall)\b[^.?!]{{0,60}}\bby {_WHEN}"),
            (3, r"\bi(?:'m| am) (?:going to|planning to|gonna)\b(?! be (?:out|away|in|at|on|back|traveling|travelling)\b)"),
            (3, r"\bi (?:\w+ )?(?:plan|intend|promise) to\b|\bi promise\b|\bi(?:'m| am) (?:\w+ )?planning\b"), (3, r"\bi can have\b"), (3, r"\bcount me in\b"),
            (3, r"\bi'?m on it\b|^\s*(?:will do|on it)\b"), (3, r"\bleave it (?:to|with) me\b"),
            (3, r"\blet me (?!know\b)(?:\w+ )?(?:check|look|find|get|see|ask|draft|send|take|handle|dig|follow|confirm|try|think|review|put|set|make|write|pull)\b"),
            (3, r"\bi(?:'ll| will) be (?:presenting|sending|attending|there|joining|bringing|hosting|leading|covering|drafting|writing|reviewing|calling|on call|available|around|responsible)\b"),
            (3, r"\b(?:and i|i) (?:will|shall) be (?:presenting|attending)\b|\b\w+ and i will be (?:\w+ing)\b"),
            (2, r"\bi(?:'ll| will| shall)\b(?! (?:be (?:out|away|unavailable|at|in|on|back|traveling|travelling)|not\b|never\b|need\b|have to\b|try\b|just\b|probably\b))"),
            (2, r"\bwe(?:'ll| will| shall) (?:send|get back|follow up|deliver|provide|circulate|post|share|update|let you know|review|prepare|make sure|take care|handle|get|schedule|set up|arrange|fix|confirm|cover|look into)\b"),
            (2, r"\b(?:will|shall) be (?:posted|sent|circulated|shared|provided|distributed|delivered|announced|published|uploaded|forwarded)\b"),
            (2, r"\bi(?:'d| would| am|'m) (?:be )?(?:happy|glad|willing) to\b"), (2, r"\bi (?:can|could) (?:have|send|get|do|draft|take|prepare|write|bring|cover|host|change|update|revise|fix|add|check|ask|set up|arrange|help|make|look into|follow up)\b"),
            (2, r"\bi(?:'ll| will) (?:have|need) to\b"),
        ],
        "ko": [
            (3, r"(?:(?<!부탁)(?<!말씀)(?<!안내)(?<!감사)드리|보내|공유하|전달하|회신하|정리하|작성하|준비하|처리하|챙기|확인하|검토하|마무리하|완료하|제출하|연락하|업데이트하|반영하|수정하|올리|보고하|맡|해결하|알려드리|말씀드리|예약하|잡|만들|가져가|참석하|발표하|해\s?두|해두|고치|배포하|적용하|요청하|문의하|조율하|찾아보|알아보|살펴보|점검하|테스트하|분석하|설정하|추가하|등록하|발송하|송부하|마치|끝내|정하|진행하|대응하|안내하|준비해\s?두|작업하|개발하|구현하|세팅하|해\s?놓|해놓)겠(?:습니다|어요|음|다|네요)"),
            (3, r"까지\s?[^.?!]{0,30}(?:드리겠|드릴게|하겠|할게|보내겠|완료하겠|마치겠|끝내겠|드릴 수 있도록|드리도록|하도록 하겠)"),
            (3, r"(?:제가|저는|저도|저희가|저희는|저희도|내가|난)\s[^.?!]{0,40}(?:(?<!알)(?<!좋)(?<!모르)(?<!감사하)(?<!되)겠(?:습니다|어요)|게요|께요)"),
            (2, r"(?:하도록 하겠|드리도록 하겠)"),
        ],
    },
    "direction": {
        "en": [
            (3, r"\bmoving forward\b"), (3, r"\bgoing forward\b"), (3, r"\bfrom now on\b"), (3, r"\bfrom here on\b"),
            (3, r"\bhenceforth\b|\bfrom this point (?:on|forward)\b"), (3, r"\beffective (?:immediately|today|now|from|as of|monday|next|this)\b"),
            (3, r"\bwe(?:'re| are|'ll| will| need to| must| should)? (?:be )?(?:focusing|shifting|pivoting|refocusing|doubling down|moving away from|transitioning|concentrating|re-?orienting)\b"),
            (3, r"\bwe(?:'re| are|'ll| will) (?:focus|shift|pivot|move away|transition|concentrate|double down)\b"),
            (3, r"\bour (?:new )?(?:focus|strategy|direction|approach|policy|plan|stance|position) (?:is|will be|going forward|for \w+ (?:is|will be))\b"),
            (3, r"\bthe (?:new )?(?:plan|strategy|direction|policy|approach|rule) (?:is|will be) (?:to|that)\b"),
            (2, r"\bwe(?:'re| are) going to (?:focus|shift|move away|stop|start|target)\b"),
            (2, r"\bnew (?:direction|strategy|policy|process|rule)\b"), (2, r"\bno more\b"), (2, r"\bpolicy (?:update|change)\b"),
            (2, rf"\bfrom (?:{_MON}|next \w+|now|today|tomorrow|{_WD}|q[1-4])\b[^.?!]{{0,40}}\b(?:every|all|each|must|needs?|only|will)\b"),
            (2, r"\bwe(?:'ll| will) (?:no longer|stop|start|begin|target|now)\b"),
            # a dated arrangement, stated as fact: "From April 1 our fleet fuel cards are with Ardova", "Starting
            # March 9, support goes 24/7"
            (2, rf"^\W*(?:from|starting|as of|effective) (?:{_MON}\.? \d{{1,2}}|\d{{1,2}} {_MON}|{_WD}|next \w+|today|tomorrow|q[1-4])\b,?\s+(?!we\b|i\b)[^.?!]{{0,60}}\b(?:is|are|goes|go|moves?|runs?|will be|happens?)\b"),
            (2, r"\bstarting (?:next|this|in|on|from|today|tomorrow|" + _WD + r"|" + _MON + r"|q[1-4])\b[^.?!()]{0,60}\b(?:will|must|should|we|all|every|no longer|only)\b"),
            (2, r"\b(?:all|every|each) (?:\w+ ){0,3}(?:must|will|should) now\b|\bmust now\b"),
        ],
        "ko": [
            # 개조식 notes end on the noun: "QC–YT 교신 CH 9로 이동", "정산 배치 서버 AWS로 전환"
            (3, r"(?<!페이지)(?<!화면)(?<!버튼)(?<!메뉴)(?<!링크)(?:으로|로)\s?(?:이동|전환|교체|변경)\s*(?=$|[.!,;)\]]|\s[-–(])"),
            (3, r"앞으로(?:는)?\s"), (3, r"이제부터|향후(?:에는)?\s|지금부터(?:는)?\s"),
            (3, r"(?:방향|방침|기조|전략|노선)(?:을|를|으로|은|는|이)?\s?[^.?!]{0,20}(?:정했|결정|확정|잡았|전환|바꾸|변경|입니다|갑니다|가져가|정리)"),
            (3, r"(?<![A-Za-z]로 )(?<![A-Za-z]로)(?<![A-Za-z]으로 )(?<![A-Za-z]으로)(?:전환|집중|주력|선회|올인|피벗|재편)(?:하기로|합니다|하겠습니다|하죠|합시다|할 것|하도록|할 계획|할 예정)"),
            (3, r"중심으로 (?:가|재편|운영|진행|전환)"), (2, r"부터(?:는)?\s[^.?!]{0,40}(?:하기로|합니다|하겠습니다|할 예정|진행|적용|시행)"),
            (2, r"(?:원칙|정책|규칙|방침)(?:으로|을|이|은)\s"), (3, r"부터\s?(?:[^.?!]{0,20}\s)?(?:적용|시행|의무화|금지|필수|동결)"), (2, r"더 이상\s[^.?!]{0,30}(?:않|안|없|금지)"),
        ],
    },
    "confirmation": {
        "en": [
            (3, r"\bconfirmed\b"), (3, r"\bi (?:can )?confirm\b|\b(?:we|i)(?:'re| are|'m| am) confirming\b|\bconfirming (?:that|the|our|your|we)\b"),
            (3, r"\bthis (?:is to )?confirms?\b"), (3, r"\b(?:is|are) (?:all )?set for\b"), (3, r"\blocked in\b"), (3, r"\bbooked\b"),
            (3, r"\bfinali[sz]ed\b"), (3, r"\b(?:it's|it is|that's|that is) (?:a go|official|final|confirmed|settled|a deal)\b"),
            (3, r"\b(?:is|are|has been|have been|was|were|will be) (?:now |officially |all )?(?:scheduled|set|fixed|moved|rescheduled|changed|pushed(?: back)?|postponed|delayed|brought forward|booked|reserved|confirmed) (?:for|to|until|till|on|at|from)\b"),
            (2, r"\b(?:moved|rescheduled|pushed back|pushed|postponed|delayed|bumped) (?:\w+ ){0,3}?(?:to|until|till)\b"),
            (2, rf"\b(?:move|reschedule|push|postpone|delay|shift|bump|change) (?:\w+ ){{0,4}}?(?:to|until|till) (?:{_WD}|{_MON}|\d|tomorrow|next|this|the)"),
            # "let's move the weekly frontend sync from Monday 9:30 to Tuesday 11:00"
            (2, rf"\b(?:move|moving|moved|reschedul\w*|push|pushing|shift|shifting|bump|change|changing)\b[^.?!]{{0,50}}?\bfrom (?:{_WD}|{_MON}|\d)[^.?!]{{0,25}}?\bto (?:{_WD}|{_MON}|\d|tomorrow|next)"),
            (2, rf"\b(?:moves|is moving|shifts|slips|slides|is pushed|gets pushed|is postponed|is delayed) (?:\w+ ){{0,4}}?(?:to|until|till) (?:{_WD}|{_MON}|\d|tomorrow|next|noon)"),
            (2, r"\b(?:that|this|it|tomorrow|" + _WD + r"|\d+(?::\d+)?\s*(?:am|pm)?) works(?: for (?:me|us|everyone)| fine| great| well)?\b"),
            (2, r"\bworks for (?:me|us|everyone)\b"),
            # when something starts, stated: "the code freeze starts Mon Dec 15, 18:00 CET"
            (2, rf"\b(?:starts|begins|kicks off|takes place|will start|will begin|will take place)\b (?:on |at |from )?(?:{_WD}|{_MON})\b"), (2, r"\bagreed\b(?! to\b)"), (2, r"\b(?:we|all|everyone) agree\b(?! to\b)"), (2, r"\bconfirm\b"),
            (2, r"\b(?:we're|we are|you're|you are|all|everything is|everyone is) (?:all )?set\b"),
            (2, r"\bthe (?:meeting|call|event|launch|deadline|date|session|workshop|demo|review|release|kickoff|kick-off|interview|offsite) (?:is|will be) (?:on|at|scheduled|set|moved|now)\b"),
            (1, r"\bsee you (?:at|on|then|there|tomorrow|next)\b"), (1, r"\bsounds (?:good|great|fine|perfect)\b"), (1, r"\bas (?:planned|scheduled|agreed)\b"),
            (1, r"\bdeal[.!]"), (1, r"\bnoted\b"),
        ],
        "ko": [
            (3, r"확정\s?(?:했|하였|되었|됐|합니다|입니다|짓|이에요|이요|됩니다|드립니다|할게요|하겠습니다)"), (3, r"확인\s?드립니다"),
            (3, r"(?:으로|로)\s?(?:변경|연기|조정|이동)(?:되었|됐|합니다|했|하겠|하기로|됩니다|하였|해요|할게요)"),
            (3, r"(?:일정|미팅|회의|약속|통화|콜|행사|출시|마감)[^.?!]{0,25}(?:잡았|잡혔|정해졌|정했|확정|변경됐|변경되었|연기됐|연기되었)"),
            (3, r"예약\s?(?:했|완료|되었|됐|해\s?두었|해뒀|해\s?놓았|했어요|확정)"), (1, r"(?:에|에서)\s(?:진행됩니다|진행합니다|만나요|뵙겠습니다|봬요|뵐게요|뵙죠|봅시다)"),
            (2, r"(?:으로|로)\s?(?:옮기|변경하|미루|연기하|당기|바꾸|조정하)(?:면|는|자|죠|기로|겠|ㄹ까|시죠|실까)"),
            (3, r"(?<![A-Za-z])(?<![A-Za-z] )(?:으로|로)\s?(?:미룹니다|미뤘습니다|미뤄졌|미뤄집니다|옮깁니다|옮겼습니다|당깁니다|당겼습니다|변경합니다|변경했습니다|조정합니다|조정했습니다)"),
            # a time or a date moved, in any ending: "마감 10시로 당긴다", "배포는 금요일로 미룬다", "오후 3시로 옮김"
            (3, r"(?:\d\s?(?:시|일|월|주|분)|요일|오전|오후|주말|다음 ?주|이번 ?주|내일|모레)(?:\s?\d+\s?분)?\s?(?:으로|로)\s?(?:당기|당겨|당긴|당김|당깁|당겼|"
                r"미루|미뤄|미룬|미룸|미룹|미뤘|늦추|늦춰|늦춘|늦춤|늦춥|늦췄|앞당|옮기|옮겨|옮긴|옮김|옮깁|옮겼|바꾸|바꿔|바꾼|바꿈|바꿉|바꿨|"
                r"변경|조정|연기|확정|잡았|잡음|잡는다)"),
            # an amount or a number moved: "최소 주문금액 2만원으로 올림", "예산 3천만 원으로 증액합니다", "한도 50%로 낮춘다"
            (3, r"(?:\d|원|억|만|천|%|퍼센트)\s?(?:으로|로|까지)\s?(?:올림|올린다|올립니다|올렸|올리기로|내림|내린다|내립니다|내렸|내리기로|"
                r"늘림|늘린다|늘립니다|늘렸|늘리기로|줄임|줄인다|줄입니다|줄였|줄이기로|낮춤|낮춘다|낮춥니다|낮췄|낮추기로|높임|높인다|높입니다|"
                r"높였|높이기로|인상|인하|상향|하향|증액|감액|조정)"),
            (2, r"확정"), (2, r"(?:변경|연기)(?:되었|됐|합니다)"),
            # 공문: "착수보고회를 아래와 같이 개최하고자 합니다" announces what will be held
            (2, r"(?:개최|실시|시행|진행|추진|운영)하고자 (?:합니다|하오니|하니)"),
            # a recurring slot stated: "랩미팅은 매주 목요일 오후 4시, 공학관 512호에서 합니다"
            (2, r"(?:매주|매월|격주|매일|매달)\s[^.?!]{0,40}?(?:에서|에)\s?(?:합니다|진행합니다|진행됩니다|열립니다|모입니다|해요|한다)"), (2, r"그렇게 (?:하죠|합시다|하겠습니다|할게요|진행|해요|하시죠)"),
            (2, r"동의(?:합니다|해요|했습니다|드립니다)|합의(?:했|하였|됐|되었|합니다)"), (2, r"(?:예정대로|계획대로)\s?(?:진행|갑니다|합니다)"),
            (1, r"확인(?:했습니다|했어요|하였습니다|됐습니다|되었습니다)"), (1, r"좋습니다|좋아요|괜찮습니다|문제\s?없습니다|알겠습니다"),
        ],
    },
    "cancellation": {
        "en": [
            (3, r"\bcancel(?:l?ed|l?ing|s|lation)?\b"), (3, r"\bcall(?:ed|ing)? (?:it |this |that |them |the \w+ |our \w+ )?off\b"),
            (3, r"\bscrap(?:ped|ping|s)?\b"), (3, r"\bno longer (?:happening|going ahead|taking place|needed|required|running|holding|on)\b"),
            (3, r"\bwon't be (?:holding|hosting|running|having|doing|launching|shipping)\b"), (3, r"\bdiscontinu(?:e|ed|ing)\b"),
            # "We're not doing Naivasha this quarter", "we are not running the pilot after all"
            (3, r"\b(?:we're|we are|we'll|we will) not (?:doing|holding|hosting|running|having|going ahead with) (?!any|issues|problems)"
                r"[^.?!\n]{0,40}\b(?:this (?:year|quarter|month|week|time|spring|summer|fall|autumn|winter)|after all|anymore|"
                r"any more|for now)\b"),
            (3, r"\bpull(?:ed|ing)? the plug\b"), (3, r"\bsunset(?:ting|ted)?\b"), (3, r"\bshelv(?:e|ed|ing)\b"),
            (2, r"\bdrop(?:ped|ping)? (?:the|our|this|that|it|support)\b"), (2, r"\b(?:is|are) (?:now )?off\b"),
            (2, r"\bterminat(?:e|ed|ing)\b"), (2, r"\bkill(?:ed|ing)? (?:the|this|that|off|it)\b"), (2, r"\bwithdraw(?:n|ing)? from\b"),
            (2, r"\bend(?:ing)? (?:the|our) (?:contract|partnership|subscription|pilot|trial|program)\b"),
        ],
        "ko": [
            (3, r"취소\s?(?:하|했|합|됐|되었|됩|할|해|입니다|예정|결정|처리|확정|요|!)|취소(?=[.!]|$)"), (3, r"(?:중단|중지|폐지|종료|해지|철수|폐기|폐쇄)(?:하기로|합니다|했|하겠|됩니다|되었|됐|하죠|합시다|할게요|하였)"),
            (3, r"무산"), (3, r"접(?:기로|습니다|겠습니다|자|죠|을게요)"),
            (3, r"(?:열지|개최하지|진행하지|출시하지) 않기로"),
            (3, r"(?:계획|일정|행사|계약|제휴|협업|캠페인|프로젝트|출시)(?:을|를|은|는|이|가)?\s?[^.?!]{0,15}(?:철회|백지화)"), (2, r"드롭|중단|폐지"),
        ],
    },
    "negotiation": {
        "en": [
            (3, r"\bcounter[- ]?(?:offer|proposal|propos)\w*\b|\bcounter(?:ed|ing)\b"), (3, r"\bbest (?:we can do|price|offer|i can do|rate)\b"),
            (3, r"\bfinal offer\b"), (3, r"\bmeet (?:you )?(?:in the middle|halfway)\b"),
            (3, rf"\b(?:we|i) (?:can|could|would|will) (?:do|offer|go (?:down|up|as low as|as high as)|accept|match|come down|agree|pay|sell|give)\b[^.?!]{{0,50}}{_MONEY}"),
            (3, rf"\binstead of {_MONEY}|{_MONEY}[^.?!]{{0,40}}\binstead\b"), (3, r"\bin exchange for\b|\bin return for\b"),
            (3, r"\b(?:payment |contract |renewal )?(?:terms|price|pricing|rate|discount)\b[^.?!]{0,40}\binstead of\b"),
            (3, rf"\b(?:settled|agreed|landed|closed) (?:at|on) {_MONEY}"),
            (2, r"\b(?:we|i|they)(?:'re| are|'ve| have| had)? (?:negotiated|negotiating)\b|\bnegotiated (?:a|an|the|our)\b|\bafter (?:some )?negotiation\b"),
            (3, r"\b(?:if|provided|as long as|on condition that) (?:you|they) [^.?!]{0,60}\b(?:we|i) (?:can|could|will|would)\b"),
            (2, r"\b(?:discount|rebate|price reduction|volume pricing)\b|\blower (?:the |your |our )?(?:price|rate|fee|cost)\b"),
            (2, rf"\b(?:would|could|can) you (?:accept|consider|take|do|come down to|lower|match|go)\b[^.?!]{{0,40}}{_MONEY}"),
            (2, rf"\b(?:our|my|the|a|their|your) (?:offer|quote|bid|counter) (?:is|stands|of|at|for)\b|\boffer(?:ing)? (?:you |them )?{_MONEY}"),
            (2, r"\b(?:price|rate|fee|terms)\b[^.?!]{0,40}\b(?:lower|reduce|down to|up to|at most|at least)\b"),
            (1, r"\bper (?:unit|hour|month|seat|license|user)\b"), (1, r"\b(?:terms|pricing)\b"),
        ],
        "ko": [
            (3, r"네고|협상|역제안"), (3, r"(?:할인|인하|감액|조정)\s?(?:해\s?드릴|해\s?주시|가능|하기로|해서|된|안|율|폭|해\s?드리|해\s?주실)"),
            (3, r"(?:까지|으로|로) (?:맞춰|해\s?드릴 수|드릴 수|조정\s?가능|수용\s?가능|가능합니다|해\s?드리겠)"),
            (3, r"(?:원|달러|%)\s?(?:대신|말고|이면|이라면|으로 해\s?주시면|에 해\s?주시면|까지는|선에서)"), (3, r"대신\s[^.?!]{0,20}(?:원|달러|%)"),
            (3, r"조건으로|조건이라면|조건부로"), (3, r"(?:낮춰|깎아|할인해|맞춰|조정해|인하해)\s?(?:드릴 수|드리겠|드릴게|드립니다|드릴 의향)"),
            (3, r"(?:원|달러|%)(?:으로|로)\s?(?:낮춰|깎아|조정|맞춰|인하|할인)"),
            (3, r"(?:원|달러|%)(?:에|으로|로)\s?(?:해\s?주|맞춰|해\s?드릴|드릴|계약|합의|가능|수용)"),
            (3, r"(?:조건|단가|가격|금액|할인율)(?:은|는|을|를)?\s?[^.?!]{0,25}(?:대신|에서)\s?[^.?!]{0,20}(?:으로|로)\s?(?:합의|계약|타결|확정)"), (2, r"할인|단가|견적[^.?!]{0,20}(?:조정|낮춰|맞춰|재검토)"), (2, r"제시(?:하신|한|드린|드립니다|해\s?주신)"),
            (2, r"수용(?:하겠|할 수|가능)"),
        ],
    },
    "prioritization": {
        "en": [
            (3, r"\bprioriti[sz](?:e|ed|es|ing|ation)\b"), (3, r"\b(?:top|first|highest|high|main|number one|#1|no\.? 1|biggest) priority\b"),
            (3, r"\bpriority (?:is|will be|one|#1|number one)\b"), (3, r"\bdeprioriti[sz]"), (3, r"\b(?:lower|low|higher) priority\b"),
            (3, r"\bfocus (?:\w+ ){0,6}?(?:before|first|ahead of|over|rather than|instead of)\b"), (3, r"\bcomes? first\b|\bfirst things first\b"),
            (3, r"\btakes? precedence\b"), (3, r"\bmore (?:important|urgent|pressing) than\b"),
            (3, r"\b(?:push|move|put|bump) (?:\w+ ){0,4}?(?:to the backlog|to the back burner|on the back burner|down the list|to next (?:sprint|quarter|release))\b"),
            (2, r"\b(?:before|ahead of) (?:any |adding |building |starting |more |other )?(?:new )?(?:features?|work|projects?|anything else)\b"),
            (2, r"\b(?:must|should|needs? to) (?:be )?(?:done|fixed|addressed|handled|finished|shipped|resolved) (?:first|before)\b"),
            (2, r"\bfirst[,;]\s[^.?!]{0,40}\b(?:after|afterwards|later|next|then|wait|can wait)\b"),
            (1, r"\bbefore we (?:do|start|move on|work on|add|build)\b"), (1, r"\burgent(?:ly)?\b"), (1, r"\bp[0-2]\b"),
        ],
        "ko": [
            (3, r"우선\s?순위|최우선|1순위|2순위|후순위|급선무"), (3, r"우선(?:적으로|으로|\s?처리|\s?진행|\s?집중|해서|시)"),
            (3, r"(?:보다|에 앞서|전에)\s[^.?!]{0,25}먼저"), (3, r"먼저\s?(?:처리|진행|해결|하고|집중|끝내|마무리|챙기|대응|하죠|합시다|하겠|해야)"),
            (3, r"뒤로 (?:미루|밀|빼)|나중으로 (?:미루|밀)"), (3, r"먼저[,\s][^.?!]{0,30}(?:그다음|그 다음|나중|후순위|다음입니다|다음에)"), (1, r"시급|급한"),
        ],
    },
    "request": {
        "en": [
            (3, r"\bplease\b|\bpls\b|\bplz\b"), (3, r"\b(?:could|can|would|will) (?:you|u|someone|anyone|somebody|everyone|people|we|all of you|each of you)\b"),
            (3, r"\blet (?:me|us) know\b"), (3, r"\bi (?:need|want|would like|'d like) (?:you|someone|everyone|each of you|all of you|somebody|a volunteer) to\b"),
            (3, r"\bkindly\b"), (3, r"\b(?:i(?:'d| would)|would) (?:really )?(?:appreciate|be grateful)\b"),
            (3, r"\bi(?:'d| would) like to (?:know|ask|get|see|request|have|receive|hear)\b"), (1, r"\b(?:asap|as soon as possible|at your earliest convenience)\b"),
            (3, r"\b(?:call|email|e-mail|ping|text|phone|contact|page) me\b|\bgive me a (?:call|ring|shout)\b|\bsend (?:me|us)\b"),
            (3, r"\bany (?:comments|thoughts|feedback|suggestions|ideas|objections|questions|volunteers|takers|input)\b"),
            (3, r"\b(?:are|is) (?:you|anyone|everyone|there anyone) (?:available|free|able|interested|willing|around|ok|okay)\b"),
            (2, r"\b(?:you|we) (?:need|have|must|should) to\b"), (2, r"\bwould (?:it|that) (?:work|be ok|be possible)\b"),
            (2, r"\bdon't forget\b|\bremember to\b|\bmake sure (?:you|to|that)\b|\bbe sure to\b"),
            (2, r"\bi (?:need|want) (?:a|the|your|an|to know|some|more)\b"),
        ],
        "ko": [
            (3, r"(?:해|하여|봐|알려|보내|확인해|검토해|공유해|전달해|회신해|답변해|참석해|작성해|제출해|준비해|연락해|말씀해|남겨|올려|넣어|채워|읽어|참고해|살펴|챙겨|처리해|정리해|고려해|와|가|줘|주)\s?주(?:세요|십시오|시기 바랍니다|시겠어요|시겠습니까|실 수 있|실래요|시면 감사|시면 좋겠|시길|셨으면|시겠|세용|실까요)"),
            (3, r"부탁(?:드립니다|드려요|합니다|해요|드리겠습니다|드릴게요|드릴께요|해|드리고)"), (3, r"바랍니다|바래요"), (3, r"요청(?:드립니다|합니다|드려요|드리고자)"),
            (3, r"해\s?줘|해\s?줄래|해\s?줄 수|해\s?달라"), (3, r"(?:가능할까요|가능하실까요|가능한가요|가능하신가요|되나요|있나요|있을까요|어떠세요|어떠신가요|괜찮으세요|괜찮을까요|계신가요|아시나요|하셨나요|보셨나요)"),
            (2, r"(?:해야|하셔야|주셔야)\s?(?:합니다|해요|할 것 같)"), (2, r"(?:필요합니다|필요해요)"), (2, r"(?:확인|검토|회신|참석|답변|피드백|의견)\s?(?:부탁|요청|주세요|바랍)"),
            (2, r"(?:하세요|하십시오)"),
        ],
    },
    "proposal": {
        "en": [
            (3, r"\bi (?:would |'d )?(?:suggest|propose|recommend)\b|\bmy (?:suggestion|proposal|recommendation) (?:is|would be)\b"),
            (3, r"\bhow about\b|\bwhat about\b|\bwhy don't (?:we|you)\b|\bshall we\b|\bshould we\b|\bwhat if (?:we|you|i)\b"),
            (3, r"\bit (?:would|might|could|may) (?:be|make) (?:a )?(?:good|better|nice|sense|worth|useful|helpful|wise|best|great|idea)\b"),
            (3, r"\b(?:it )?makes sense to\b"), (3, r"\b(?:proposed|suggested|recommended) (?:that|to|we)\b|\bit (?:has been|was) (?:proposed|suggested)\b"),
            (3, r"\b(?:i|we) (?:think|feel|believe) (?:that )?we (?:should|could|need to|ought to|have to|can)\b"),
            (2, r"\bwe (?:could|might|should|ought to|can always)\b"), (2, r"\b(?:maybe|perhaps) (?:we|you|a|the|it|this|that|i|they)\b"),
            (2, r"\b(?:i|we)(?:'d| would) like to (?:propose|suggest|find|try|get moving|move|have|do|go|see us|plan|start|meet|schedule|hold|use|keep|add|change)\b"),
            # a change of something the team has, put to the team ("I'd like to deprecate the --fix-all flag in 0.9")
            (3, r"\b(?:i|we)(?:'d| would) like to (?:deprecate|remove|drop|switch|replace|rename|migrate|retire|adopt|introduce|raise|lower|bump|extend|shorten|merge|split|move|change|postpone|delay|cancel|hire)\b"),
            (2, r"\blet's\b|\blet us\b(?! know)"), (2, r"\b(?:one|an|another) (?:option|alternative|idea|possibility) (?:is|would be|could be)\b"),
            (2, r"\b(?:we are|we're) (?:proposing|suggesting|planning|trying|thinking)\b|\b(?:is|are) proposing\b"),
            (2, r"\bi (?:wonder|was wondering) (?:if|whether)\b"), (1, r"\b(?:options?|alternatives?|proposal)\b"),
            (3, r"^\s*(?:proposal|proposed|suggestion|rfc|pitch)\b[^:.?!]{0,50}:"),
        ],
        "ko": [
            (3, r"제안(?:드립니다|합니다|드려요|해\s?봅니다|하고 싶|드리고 싶|드리고자|드릴게요|해\s?드립니다)"), (3, r"어떨까요|어떨지|어떻습니까|어때요|어떤가요|어떠실지"),
            (3, r"(?:하는|가는|두는|쓰는|바꾸는|미루는|늘리는|줄이는|진행하는|보는) (?:게|것이|건|편이) (?:좋|어떨|나을|낫)"), (3, r"(?:면|으면) 좋겠|면 좋을 것 같|하면 어떨|하는 건 어떨"),
            (3, r"(?:할까요|갈까요|볼까요|둘까요|잡을까요|정할까요|바꿀까요|미룰까요|진행할까요|쓸까요|해볼까요|해 볼까요)"),
            (3, r"추천(?:드립니다|합니다|해요)|권장(?:합니다|드립니다)"),
            (2, r"(?:검토해\s?보|고려해\s?보|논의해\s?보)(?:면|시죠|는 게|겠습니다|시면|는 것도)"), (2, r"제안|방안(?:으로|을|이|은)"),
            (3, r"(?:는|은|할) (?:안|방안)(?:을|으로)\s?(?:올립니다|올려\s?드립니다|드립니다|제출합니다|상신합니다|보고드립니다)"),
            (3, r"^\s*(?:제안|건의|안건)\s*[:：]"),
            (2, r"(?:해\s?봅시다|해\s?보죠|해보죠|해봐요|해\s?보면|해\s?보는 건)"),
        ],
    },
    "pending": {
        "en": [
            (3, r"\b(?:tentative(?:ly)?|tbd|tba|to be (?:decided|determined|confirmed))\b"), (3, r"\bnot (?:yet )?(?:decided|final|finali[sz]ed|confirmed|approved|settled)\b"),
            (3, r"\bunder (?:review|discussion|consideration)\b|\bup for discussion\b|\bstill (?:deciding|discussing|considering|evaluating|thinking|waiting)\b"),
            (3, r"\b(?:need|needs|needed|require[sd]?|awaiting|waiting for|seeking|requesting|pending|subject to|for your|get|getting|request(?:ing)? your) (?:\w+ ){0,2}?(?:approval|sign[- ]?off|decision|confirmation|go-ahead|ok)\b"),
            (3, r"\b(?:please|can you|could you|would you|kindly|will you) (?:\w+ ){0,2}?(?:approve|confirm|decide|sign off|choose|pick|select|accept)\b"),
            (3, r"\bnot (?:\w+ )?yet\b|\byet to\b|\bhas not been\b|\bhasn't been\b"),
            (3, r"\b(?:don't know|do not know|not sure|unsure|wondering|undecided) (?:if|whether|about)\b"), (2, r"\bwhether\b"),
            (2, r"\b(?:can|could|would|will) you\b"), (3, r"^\s*(?:if|unless|assuming|provided|should|whether)\b"),
            # "Once approved, we ship" is a condition; "Once we priced it, it didn't add up, so…" tells what happened
            (3, r"^\s*once\b(?! (?:we|they|i|he|she|it|you|the \w+) (?:\w+ed|had|was|were|did|saw|got|found|knew|made|took|ran|heard|ran)\b)"),
            (3, r"(?<!see )(?<!check )(?<!ask )(?<!know )(?<!wonder )(?<!as )(?<!even )(?<!whether )\bif (?:we|you|they|it|the|there|he|she|i|all|everyone|that|this|nobody|no one|needed|necessary|possible)\b|\bunless\b|\bassuming\b|\bprovided (?:that|we|you)\b"),
            (3, r"\b(?:need|needs|have|has) to (?:decide|choose|pick|make a (?:decision|call))\b|\b(?:like|want|need) a decision\b|\bdecision (?:by|before)\b"),
            (3, r"\b(?:i'd|i would|we'd|we would|i want|we want) (?:like )?to (?:pick|choose|decide|select|settle on|finali[sz]e)\b"),
            (2, r"\b(?:considering|thinking about|thinking of|leaning towards|might|proposal|draft)\b"), (1, r"\bmay\b|\bwould\b"),
        ],
        "ko": [
            (3, r"검토\s?중|논의\s?중|고민\s?중|협의\s?중|미정|확정(?:되지|이 안|은 아니|전)|결정(?:되지|이 안|은 아니|전)|정해지지|추후\s?(?:결정|논의|확정|공유)"),
            (3, r"(?:승인|결재|결정|확인|검토|컨펌|회신|재가)\s?(?:요청|부탁|바랍니다|해\s?주시|주시기|필요|받아야|받으면|대기)"),
            (3, r"만약|만일|(?:인|한|할) 경우(?:에는)?|조건으로|조건이라면|전제로|(?:다면|라면|으면|이면|시면|주면)\s"), (2, r"아직"), (2, r"예정인지|할지|될지"),
            (3, r"(?:정해야|결정해야|골라야|선택해야)|(?:결정|선택)(?:이|을)?\s?(?:필요|내려야)|(?:정하|고르|결정하|선택하)고 싶"),
        ],
    },
    "reversal": {
        "en": [
            (3, r"\brevers(?:e|ed|ing)\b"), (3, r"\brevert(?:ed|ing)?\b"), (3, r"\brescind(?:ed|ing)?\b"), (3, r"\bretract(?:ed|ing)?\b"),
            (3, WITHDRAWN), (3, r"\brevok(?:e|ed|ing)\b"), (3, r"\boverturn(?:ed|ing)?\b"),
            (3, r"\bchanged (?:our|my|their|his|her) minds?\b"), (3, r"\bscratch that\b"), (3, r"\bon second thought\b"),
            (3, r"\bwalk(?:ed|ing)? back\b|\bbacktrack(?:ed|ing)?\b"), (2, r"\bno longer\b"), (3, r"\bnot (?:\w+ ){0,4}after all\b"),
            (3, r"\b(?:ignore|disregard) (?:my|the|our) (?:previous|earlier|last)\b"),
            (3, r"\b(?:decision|approval|plan|selection|agreement|choice|sign-off) (?:is|has been|was|had been) (?:\w+ )?(?:reversed|withdrawn|revoked|cancel+ed|off|rescinded|overturned|pulled)\b"),
            (2, r"\bundo\b|\bafter all\b|\bchange of plans?\b|\bplans? (?:have |has )?changed\b"),
        ],
        "ko": [
            (3, r"철회|번복|뒤집|무효(?:로|화)"), (3, r"(?:결정|승인|합의|선정|채택|방침|지시|결재|계획)(?:을|를|은|는|이|가)?\s?(?:취소|철회|번복|뒤집|무효)"),
            (3, r"없던 (?:일|걸)로|없었던 (?:일|것)으로"), (3, r"(?:기존|원래|당초|이전|지난번|앞서)[^.?!]{0,30}(?:대신|변경|바꾸|바꿨|바뀌|취소|아니라|말고)"),
            (3, r"더 이상\s[^.?!]{0,30}(?:않|안 |없)"),
        ],
    },
    "hedge": {
        "en": [(2, r"\b(?:i think|i believe|probably|likely|maybe|perhaps|hopefully|i guess|i suppose|seems|tentatively|ideally|roughly)\b")],
        "ko": [(2, r"것 같|듯합니다|듯해요|아마|잠정|가능하면|될 듯|일단")],
    },
    "decided": {
        "en": [(3, r"\b(?:we|i|they|team|management|leadership|the board|board)(?: have| has|'ve)? (?:decided|agreed|resolved|concluded)\b"),
               (3, r"\bthe decision (?:is|was|has been)\b|\bfinal decision\b|\bit(?:'s| is| was) decided\b|\bwe made the (?:call|decision)\b|^\s*(?:decisions?|decided|final call|final answer|bottom line|verdict|outcomes?|resolution|resolved|agreed)(?:\s+(?:on|for|re|about|regarding)\s+[^:\n]{1,40})?\s*[:-]|\b(?:final answer|bottom line)\s*:")],
        "ko": [(3, r"(?:하기로|않기로|가기로|으로|로)\s?(?:했습니다|했어요|했다|결정|하였습니다|합의|정했|했고|했으니|했음|확정)"),
               (3, r"결정(?:했|하였|되었|됐|합니다|입니다|사항)|결론(?:을 냈|이 났|은|적으로)"),
               (3, r"(?:[가-힣]는|[가-힣]은) 걸로 (?:하죠|합시다|할게요|하자|하겠습니다|했습니다|했어요|정리|결정|해요|합니다|가죠|갑시다)"),
               (3, r"^\s*(?:결정|합의\s?사항|합의|결론|회의 결과)\s*[:：]")],
    },
}

#: Labels the extractor turns into decisions; the others describe a sentence (BC3 / Enron) or modify one.
DECISION_LABELS = ("approval", "rejection", "selection", "delegation", "commitment", "direction", "confirmation",
                   "cancellation", "negotiation", "prioritization")
SPEECH_ACTS = ("request", "proposal", "commitment")
MODIFIERS = ("pending", "reversal", "hedge", "decided")


class CompiledCues:
    """Every cue compiled on its own, behind a substring filter.

    One alternation per label cost ~45 µs per English sentence per label (Python's engine tries every
    alternative at every word), ~0.25 ms per sentence in all. Instead each cue's mandatory literal text
    is read from its parsed form ("approved", "go ahead", "맡아") and the cue's expression runs only when
    one of those literals occurs in the lower-cased sentence: a handful of ``str`` searches and a few
    regular expressions per sentence."""

    def __init__(self, cues: dict[str, dict[str, list[tuple[int, str]]]] = CUES) -> None:
        self.cues: dict[str, list[tuple[str, int, re.Pattern[str]]]] = {}
        self.unfiltered: dict[str, list[int]] = {}
        self.by_literal: dict[str, dict[str, list[int]]] = {}        # lang -> literal -> cue indexes
        self.by_key: dict[str, dict[str, list[str]]] = {}            # lang -> first two chars -> literals
        for label, by_lang in cues.items():
            for lang, items in by_lang.items():
                flags = re.IGNORECASE if lang == "en" else 0
                for strength, pattern in items:
                    bucket = self.cues.setdefault(lang, [])
                    bucket.append((label, strength, re.compile(pattern, flags)))
                    literals = required_literals(pattern, flags)
                    if literals is None:
                        self.unfiltered.setdefault(lang, []).append(len(bucket) - 1)
                        continue
                    for lit in literals:
                        self.by_literal.setdefault(lang, {}).setdefault(lit, []).append(len(bucket) - 1)
                        self.by_key.setdefault(lang, {}).setdefault(lit[:2], []).append(lit)

    def scores(self, sentence: str, languages: tuple[str, ...]) -> dict[str, int]:
        """Label -> strength (max of its cues; two or more weak cues count as 2)."""
        low = sentence.lower()
        keys = {low[i:i + 2] for i in range(len(low) - 1)} | set(low)
        out: dict[str, int] = {}
        weak: dict[str, int] = {}
        for lang in languages:
            by_key, by_literal, cues = self.by_key.get(lang, {}), self.by_literal.get(lang, {}), self.cues[lang]
            candidates = set(self.unfiltered.get(lang, ()))
            for key in keys & by_key.keys():
                for lit in by_key[key]:
                    if lit in low:
                        candidates.update(by_literal[lit])
            for i in candidates:
                label, strength, pattern = cues[i]
                if strength > 1 and strength <= out.get(label, 0):
                    continue  # cannot raise this label
                if pattern.search(sentence):
                    if strength == 1:
                        weak[label] = weak.get(label, 0) + 1
                    if strength > out.get(label, 0):
                        out[label] = strength
        for label, n in weak.items():
            if n >= 2 and out.get(label, 0) < 2:
                out[label] = 2
        return out


def required_literals(pattern: str, flags: int = 0) -> frozenset[str] | None:
    """Strings one of which every match of ``pattern`` contains (lower-cased), or None when the pattern
    has no such literal (of two Latin characters, or one Hangul syllable, at least)."""
    try:
        # the standard library's own pattern parser; typeshed stubs ``re`` as one module, without these
        # private submodules, hence the ignores (they are plain modules at run time since Python 3.11)
        from re import _constants as C  # type: ignore[attr-defined]
        from re import _parser as P  # type: ignore[attr-defined]
    except ImportError:  # pragma: no cover - a Python without the private modules: no filter
        return None

    def best(clauses: list[frozenset[str]]) -> frozenset[str] | None:
        return max(clauses, key=lambda c: min(len(x) for x in c), default=None)

    def clauses_of(seq: Iterable[tuple[Any, Any]]) -> list[frozenset[str]]:  # (opcode, argument) pairs
        out: list[frozenset[str]] = []
        run: list[str] = []

        def flush() -> None:
            if run:
                out.append(frozenset({"".join(run).lower()}))
                run.clear()

        for op, av in seq:
            if op is C.LITERAL:
                run.append(chr(av))
                continue
            flush()
            if op is C.BRANCH:
                options: list[str] = []
                for branch in av[1]:
                    b = best(clauses_of(branch))
                    if b is None:
                        options = []
                        break
                    options.extend(b)
                if options:
                    out.append(frozenset(options))
            elif op is C.SUBPATTERN:
                out.extend(clauses_of(av[-1]))
            elif op in (C.MAX_REPEAT, C.MIN_REPEAT) and av[0] >= 1:
                out.extend(clauses_of(av[2]))
        flush()
        return out

    try:
        chosen = best(clauses_of(P.parse(pattern, flags)))
    except Exception:
        return None
    if chosen is None or any(len(x) < 2 and x.isascii() for x in chosen):
        return None  # one Latin letter filters nothing; one Hangul syllable ("맡", "겠") filters well
    return chosen


__all__ = ["CUES", "DECISION_LABELS", "MODIFIERS", "SPEECH_ACTS", "CompiledCues"]
