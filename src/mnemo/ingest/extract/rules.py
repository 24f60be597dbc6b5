"""Decision extraction (ingest step "Extract"): which of a message's sentences decide something, of which
of the ten kinds, how firmly, by and for whom — or, when nothing is decided, whether the message still
states a project fact, a deadline, a meeting or who someone is.

``RuleExtractor`` is the default and needs no model: the message is split into sentences
(``mnemo.text.sentences``), each sentence is scored against the Korean and English cue patterns of
``extract_cues`` (one regular expression per label), and the scores settle the kinds, the status
(pending for proposals, questions and conditions; reversed for "철회", "번복", "no longer", "we reversed")
and the confidence. People, organizations, projects, dates and amounts come from ``extract_facts``.
Meeting notes: each bullet under a decision header ("Decisions:", "결정 사항", "합의 사항", "Outcome:") is a
decision however tersely phrased, each "Name: task" bullet under "Action items:" / "액션 아이템" a delegation.
A bare agreement is returned marked ``agreement=True`` (the write path makes the proposal it answers decided);
volunteering with nothing to volunteer for ("I'll own it", "Owner: Dan Miller") yields nothing.
It runs in well under a millisecond per typical mail, so ingest is bounded by embedding, not by this.

``LLMExtractor`` asks a configured LLM with the prompt of ``mnemo.prompts.extract_decisions`` (JSON schema,
temperature 0, answers in the message's language) and falls back to the rules whenever the call or
its answer fails. ``draft_for`` turns a finding into the engine's ``MemoryDraft``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from mnemo.domain.sources import SourceItem
from mnemo.domain.extraction import (
    CATEGORY_LABELS,
    KIND_LABELS,
    Confidence,
    DecisionKind,
    DecisionStatus,
    ExtractedDecision,
    ExtractedMemory,
    Extraction,
    MemoryCategory,
    PersonRef,
    importance_of,
)
from mnemo.domain.supersession import Phrasing, is_bare_agreement, phrasing_of
from mnemo.ports import Extractor
from mnemo.ingest.extract.commits import extract_code_change, is_code_item
from mnemo.ingest.extract.cue_sentences import is_cue_only, with_their_cues
from mnemo.ingest.extract.cues import DECISION_LABELS, CompiledCues
from mnemo.ingest.extract.sentence_model import features, looks_back, shipped_model
from mnemo.text.linear_model import LinearModel
from mnemo.ingest.extract.facts import (
    MessageFacts,
    amounts_in,
    dates_in,
    deadline_in,
    emails_in,
    match_participant,
    mentioned_in,
    message_facts,
)
from mnemo.write.slots import MONTH_WORD, SETTLED_WORDS, labels_a_setting, states_a_setting
from mnemo.text.analysis import language_of
from mnemo.text.sentences import sentence_spans
from mnemo.ingest.extract.finding_text import clean_subject, full_context, shorten, source_fields

MAX_CHARS = 8000          # a decision is stated early; bounds the work on a pasted report
MAX_SENTENCE_CHARS = 500  # longer "sentences" are tables, legal text or unpunctuated dumps
MAX_FINDINGS = 8
SHORT_CONTENT = 40        # characters under which a decision's statement needs its context to stand alone

_CUES = CompiledCues()
_HANGUL = re.compile(r"[\uAC00-\uD7A3]")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "\u00a0": " "})

# Korean promises whose verb is not in the cue list: "-ㄹ게요" ("보낼게요", "볼게") and "-겠습니다" on any
# verb that is not a feeling, a possibility or an honorific aimed at the reader ("알겠습니다", "좋겠습니다",
# "하시겠습니까" do not promise anything).
# "할게요", "드릴께" promise; "선생님들께," and "부장님께" address someone (the honorific "to")
_KO_WILL = re.compile(r"([가-힣])(?:게요|께요|게|(?<!님)(?<!님들)께)(?=[\s.!~,]|$)")
_KO_FUTURE = re.compile(r"([가-힣]{1,5})겠(?:습니다|어요|음|네요)")
_KO_NOT_PROMISE = ("알", "감사하", "좋", "모르", "어렵", "같", "없", "있", "되", "괜찮", "힘들", "죄송하", "바라", "싶", "고맙",
                   "반갑", "기쁘", "늦", "많", "필요하", "가능하", "부탁드리", "시", "않", "못하", "말씀드리", "안내드리",
                   "안내하", "감사드리", "아니", "이")
_IMPERATIVE = re.compile(
    r"^(?:[-*•>\s]*)(?:(?:hi|hello|hey|dear)\s+\w+[,!]?\s*)?(?:[A-Z][a-z]+,\s+)?(?:please\s+)?"
    r"(?:add|send|check|review|call|contact|take|make|give|forward|find|see|note|remember|provide|update|submit|confirm|"
    r"keep|sign(?! off)|fill|complete|return|bring|read|look|post|reply|respond|write|let(?!'s|\s+us\b)|get|tell|ask|schedule|"
    r"book|prepare|set|join|include|attach|email|e-mail|share|visit|register|follow|come|feel free|try|use|do not|don't|"
    r"make sure|be sure|bear|print|pick|drop|stop|start|leave|put|move|fix|change|copy|sort|grab|ping|loop|cc|mark|save|"
    r"download|install|click|remove|delete|hold|think about|consider|mention|invite|notify|advise|inform|circulate|"
    r"double-check|verify|ensure|arrange|organi[sz]e|print|scan|fax|sign up|reach out|follow up|go ahead)\b(?=\s+[A-Za-z\"'])",
    re.IGNORECASE,
)
_QUESTION_END = re.compile(r"[?？][\s\"')\]]*(?:[:;]-?[)(DP]|\^\^|ㅠ+|ㅜ+|ㅎ+|~+)?[\s.!]*$")  # "…Seattle? :)", "…할까요?ㅎㅎ"
_INSTEAD = re.compile(r"(?i)\binstead\b")
_PRIOR = re.compile(r"(?i)\b(?:earlier|previously|originally|initially|last (?:week|time|month)|we had (?:decided|agreed|planned|chosen|approved)|"
                    r"as (?:decided|agreed|planned) (?:before|earlier)|the (?:original|previous|old) (?:plan|decision|choice))\b")
_NO_LONGER_EVENT = re.compile(r"(?i)\bno longer (?:happening|going ahead|taking place|needed|required|running|holding|on)\b")
_CHANGE_OF_PLAN = re.compile(r"(?i)\bchange of plans?\b|\bplans? (?:have |has )?changed\b")
_UNDONE = re.compile(r"(?i)\bno longer\b|\bundo\b|\bafter all\b|\bnot\b")
_QUOTED = re.compile(r"^\s*>")
_STOP_LINE = re.compile(
    r"^\s*(?:--\s*|-----\s*original message\s*-----|-----\s*원본 메시지\s*-----|sent from my \w+|on .{4,80} wrote:|"
    r"\d{4}년 \d{1,2}월 \d{1,2}일.{0,60}작성:|_{10,}|from:\s.*@.*|보낸 사람:.*)\s*$",
    re.IGNORECASE,
)

# Which kind wins when one sentence fires both (at equal strength or more): "not approved" is a rejection,
# "A안으로 진행하겠습니다" a selection (not also a promise), "focus on security before features" a priority.
_SUPPRESSES: dict[DecisionKind, tuple[DecisionKind, ...]] = {
    DecisionKind.REJECTION: (DecisionKind.APPROVAL, DecisionKind.SELECTION, DecisionKind.COMMITMENT),
    DecisionKind.SELECTION: (DecisionKind.COMMITMENT,),
    DecisionKind.APPROVAL: (DecisionKind.COMMITMENT,),
    DecisionKind.CANCELLATION: (DecisionKind.COMMITMENT, DecisionKind.REJECTION),
    DecisionKind.DIRECTION: (DecisionKind.COMMITMENT,),
    DecisionKind.CONFIRMATION: (DecisionKind.COMMITMENT,),
    DecisionKind.PRIORITIZATION: (DecisionKind.COMMITMENT, DecisionKind.DIRECTION),
    DecisionKind.NEGOTIATION: (DecisionKind.COMMITMENT, DecisionKind.SELECTION),
}
_LOWER = {Confidence.HIGH: Confidence.MEDIUM, Confidence.MEDIUM: Confidence.LOW, Confidence.LOW: Confidence.LOW}
_HIGHER = {Confidence.LOW: Confidence.MEDIUM, Confidence.MEDIUM: Confidence.HIGH, Confidence.HIGH: Confidence.HIGH}


# --- one sentence --------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SentenceReading:
    """What one sentence does: the speech acts and decision kinds it carries, and how firmly."""

    labels: frozenset[str]                  # request / proposal / commitment and the decision kinds
    kinds: tuple[DecisionKind, ...]         # the decisions it states, strongest first
    status: DecisionStatus
    confidence: Confidence
    question: bool
    cues: tuple[tuple[str, int], ...] = ()  # the cue scores it was read from (the model reads them too)


# "-ㄹ게요" on a personal errand promises nothing to the team: "운동 다녀올게요", "먼저 퇴근할게요"
_KO_ERRAND = ("다녀올", "갔다올", "갔다 올", "퇴근할", "들어갈", "나갈", "먹을", "쉴", "잘", "자러 갈", "일어날", "씻을")


def _ko_promise(s: str) -> int:
    for m in _KO_WILL.finditer(s):
        if s[:m.end(1)].endswith(_KO_ERRAND):
            continue
        code = ord(m.group(1)) - 0xAC00
        if 0 <= code < 11172 and code % 28 == 8:  # the syllable ends in ㄹ: 할게요, 보낼게요, 드릴게요
            return 3
    for m in _KO_FUTURE.finditer(s):
        stem = m.group(1)
        if not stem.endswith(_KO_NOT_PROMISE):
            return 2
    return 0


#: Something concrete a proposal settles on: a name past the first word, a number, a Korean target ("5초로").
_PROPOSAL_TARGET = re.compile(r"\s(?-i:[A-Z])[\w.+-]*[a-z0-9]|\d|[가-힣A-Za-z0-9](?:으로|로)\s")


#: A question that proposes ("세션을 4시간으로 제한하면 어떨까요?", "9월 8일 화요일 어때?", "How about we move it to Thursday?"), as a
#: statement would; "should we…?", "what if we…?" and "why don't we just ask…?" ask, and are left out.
_PROPOSING_QUESTION = re.compile(r"(?:면|는 게|는 건|는 거|는 것이|로|으로|\d일|요일|\d시|\d분|반)\s?(?:어떨까요|어떠세요|어떻습니까|어떨지요|어때)|"
                                 r"\bhow about we\b", re.I)


def read_sentence(sentence: str) -> SentenceReading:
    """Score one sentence against every cue and settle its kinds, status and confidence."""
    s = sentence.translate(_QUOTES)[:MAX_SENTENCE_CHARS]
    korean = bool(_HANGUL.search(s))
    scores = _CUES.scores(s, ("en", "ko") if korean else ("en",))
    question = bool(_QUESTION_END.search(s))
    if korean:
        promise = _ko_promise(s)
        if promise > scores.get("commitment", 0):
            scores["commitment"] = promise
    if scores.get("request", 0) < 2 and _IMPERATIVE.match(s) and len(s.split()) >= 3:
        scores["request"] = 2
    if question and scores.get("request", 0) < 2:
        scores["request"] = 2
    if _INSTEAD.search(s) and _PRIOR.search(s):
        scores["reversal"] = 3
    if scores.get("reversal") and _NO_LONGER_EVENT.search(s) and not re.search(
            r"(?i)revers|revert|rescind|retract|withdr|revok|overturn|changed (?:our|my) mind|scratch that", s):
        scores["reversal"] = 0  # "the offsite is no longer happening" cancels an event; it reverses no decision

    if scores.get("reversal") == 2 and _CHANGE_OF_PLAN.search(s) and not _UNDONE.search(s):
        scores["reversal"] = 0  # "Change of plan: the site moves to Netlify" states the new decision; it stands
    strength = {DecisionKind(k): v for k, v in scores.items() if k in DECISION_LABELS and v >= 2}
    if not strength and (scores.get("decided", 0) >= 3 or scores.get("reversal", 0) >= 3):
        # "we decided to…", "we are reverting…" with no more specific cue: a course of action taken or undone
        strength[DecisionKind.DIRECTION] = 2
    if not strength and (scores.get("proposal", 0) >= 3 and not question or question and _PROPOSING_QUESTION.search(s)) \
            and _PROPOSAL_TARGET.search(s):
        # a proposal of something concrete ("Proposal: we freeze the base model at Qwen2.5-7B", "수집 주기를
        # 1초에서 5초로 늘리는 걸 제안드립니다") is a pending decision: an agreement in its thread decides it
        strength[DecisionKind.DIRECTION] = 2
    kinds: list[DecisionKind] = []
    if strength:
        top = max(strength.values())
        kinds = [k for k, v in sorted(strength.items(), key=lambda kv: -kv[1]) if v == top or v >= 3]
        for winner in list(kinds):
            for loser in _SUPPRESSES.get(winner, ()):
                if loser in kinds and strength[winner] >= strength[loser]:
                    kinds.remove(loser)
    top = max((strength[k] for k in kinds), default=0)

    proposal = scores.get("proposal", 0)
    pending_cue = scores.get("pending", 0)
    if scores.get("reversal", 0) >= 2 and kinds:
        status = DecisionStatus.REVERSED
    elif question or pending_cue >= 3 or (pending_cue >= 2 and top < 3) or (proposal >= 2 and proposal >= top and proposal == 3) \
            or (proposal > top):
        status = DecisionStatus.PENDING
    else:
        status = DecisionStatus.DECIDED
    confidence = Confidence.HIGH if top >= 3 else Confidence.MEDIUM
    if status is DecisionStatus.PENDING:
        confidence = _LOWER[confidence]
    if scores.get("hedge", 0) >= 2:
        confidence = _LOWER[confidence]
    if scores.get("decided", 0) >= 3 and status is not DecisionStatus.PENDING:
        confidence = _HIGHER[confidence]

    labels = {k.value for k in kinds}
    for act in ("request", "proposal", "commitment"):
        if scores.get(act, 0) >= 2:
            labels.add(act)
    if DecisionKind.DELEGATION in kinds and status is not DecisionStatus.DECIDED:
        labels.add("request")
    return SentenceReading(frozenset(labels), tuple(kinds), status, confidence, question, tuple(scores.items()))


def classify_sentence(text: str) -> set[str]:
    """The labels of one sentence: the BC3/Enron speech acts (``request``, ``commitment``, ``proposal``)
    and the decision kinds it states (``approval``, ``selection``, …)."""
    return set(read_sentence(text).labels)


# --- one message ---------------------------------------------------------------------------------------------
_CODE_FENCE = re.compile(r"```.*?(?:```|$)", re.DOTALL)


def visible_lines(text: str) -> str:
    """The message without quoted lines, code blocks, and anything under a signature or an earlier
    message's header. (The normalize step does this properly for mail; this keeps ``extract`` safe on raw
    text.) Code is not where decisions are stated, and its words ("cancel", "취소") only mislead."""
    out = []
    for line in _CODE_FENCE.sub(" ", text).splitlines():
        if _STOP_LINE.match(line):
            break
        if not _QUOTED.match(line):
            out.append(line)
    return "\n".join(out)


@dataclass(slots=True)
class _Sentence:
    index: int
    text: str
    reading: SentenceReading


# Meeting notes: a header line that says what follows was decided ("Decisions:", "결정 사항", "합의 사항",
# "Outcome:") or assigned ("Action items:", "액션 아이템"); each bullet under it is one decision.
_DECISION_HEADER = re.compile(
    r"^\s*(?:#+\s*)?\**(?:key |final )?(?:decisions?(?: made)?|decided|outcomes?|resolutions?|resolved|agreed(?: in the meeting| items| on)?|"
    r"agreements?|결정(?:\s?사항)?|합의(?:\s?사항)?|회의\s?(?:결과|결론|합의\s?사항)|결론|확정\s?사항)\**\s*[:：]?\s*$"
    # an announcement of what changes or is settled, its details in the bullets below: "[공지] 금연클리닉 야간
    # 운영 변경", "성수 팝업 확정 사항", "Schedule change:"
    # (a change only under a notice tag, "[알림] 비밀번호 변경" of a password mail aside; no question heads it:
    # "What changed:" of release notes)
    r"|^\s*\[(?:공지|안내|notice)\]\s*[^\n.?!]{2,40}?\s(?:변경|확정|결정)(?:\s?(?:사항|안내))?\s*[:：]?\s*$"
    r"|^\s*[^\n.?!]{2,40}?\s(?:확정|결정)\s?(?:사항|안내)?\s*[:：]?\s*$"
    r"|^\s*(?!(?:what|how|why|when|who|which)\b)[^\n.?!:]{2,40}?\b(?:changed|confirmed|finali[sz]ed|decided)\s*:\s*$",
    re.IGNORECASE)
_ACTION_HEADER = re.compile(r"^\s*(?:#+\s*)?\**(?:action items?|next steps|todos?|to-dos?|owners|액션\s?아이템|할\s?일|후속\s?조치|담당)\**\s*[:：]?\s*$",
                            re.IGNORECASE)
_BULLET = re.compile(r"^\s*(?:[-*•·▪◦]|\d{1,2}[.)]|\[[ xX]?\])\s+")
_ASSIGNED = re.compile(r"^\s*(?:[-*•·▪◦]|\d{1,2}[.)]|\[[ xX]?\])\s+@?(?:[가-힣]{2,4}(?:\s?님)?|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\s*[:：—–-]\s*\S")
_SELECT_NOTE = re.compile(r"^\s*(?:[-*•·▪◦]|\d{1,2}[.)])?\s*(?:use|adopt|go with|switch to|move to|migrate to|keep|stay on|stick with|pick|choose)\b",
                          re.IGNORECASE)


def _line_modes(body: str) -> list[tuple[int, int, str]]:
    """(start, end, mode) of each bullet line under a decision ("decided") or action-item ("assigned")
    header; a blank line or a line that is not a bullet ends the section."""
    out: list[tuple[int, int, str]] = []
    mode = ""
    pos = 0
    for line in body.split("\n"):
        start, pos = pos, pos + len(line) + 1
        if _DECISION_HEADER.match(line):
            mode = "decided"
        elif _ACTION_HEADER.match(line):
            mode = "assigned"
        elif not line.strip() or not _BULLET.match(line):
            mode = ""
        elif mode:
            out.append((start, start + len(line), mode))
    return out


def _header_line(body: str, start: int) -> bool:
    end = body.find("\n", start)
    line = body[body.rfind("\n", 0, start) + 1:end if end >= 0 else len(body)]
    return bool(_DECISION_HEADER.match(line) or _ACTION_HEADER.match(line))


def _in_notes(reading: SentenceReading, text: str, mode: str) -> SentenceReading:
    """A bullet under a decision header states a decision however it is phrased ("Postgres 16 사용",
    "launch date stays May 3"); one under action items assigns its task to the person it names."""
    if reading.question:
        return reading
    if mode == "assigned":
        if not _ASSIGNED.match(text) or DecisionKind.DELEGATION in reading.kinds:
            return reading
        kinds = (DecisionKind.DELEGATION,) + tuple(k for k in reading.kinds if k is not DecisionKind.COMMITMENT)
        return replace(reading, kinds=kinds, labels=reading.labels | {"delegation"}, status=DecisionStatus.DECIDED)
    kinds = reading.kinds
    if not kinds:
        kinds = (DecisionKind.SELECTION if _SELECT_NOTE.match(text) else DecisionKind.DIRECTION,)
    status = reading.status if reading.status is DecisionStatus.REVERSED else DecisionStatus.DECIDED
    return replace(reading, kinds=kinds, labels=reading.labels | {k.value for k in kinds}, status=status,
                   confidence=Confidence.MEDIUM if not reading.kinds else reading.confidence)


# Volunteering with nothing to volunteer for: "I'll own it", "제가 맡을게요", "Owner: Dan Miller" alone answer a
# proposal this message does not carry, so they decide nothing by themselves.
_OWNERSHIP_ONLY = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|sure|yes|yep|happy to|네|넵)\W*)?(?:"
    r"(?:i(?:'ll| will| can|'m happy to| am happy to| could)|happy to) (?:own|take|handle|do|drive|lead|grab|pick up|run with|cover)"
    r"(?: (?:it|this|that|this one|that one|point))?(?: on it)?"
    r"|(?:owner|assignee|dri|poc|담당자?|책임자)\s*[:：]\s*@?[\w .'-]{1,40}"
    r"|(?:제가|저는|이건 제가|그건 제가|제가 이거)\s?(?:맡을게요|맡겠습니다|맡을께요|할게요|하겠습니다|가져갈게요|챙길게요|진행할게요|맡아서 할게요))"
    r"\W*$", re.IGNORECASE)
_ACK_ONLY = re.compile(r"^\W*(?:(?:ok(?:ay)?|sure|yes|yep|noted|got it|understood)[,.!]?\s*)?(?:will do|on it|i'?m on it|"
                       r"i'?ll do it|i'?ll do that|consider it done|will get (?:it|that) done|할게요|하겠습니다|알겠습니다)"
                       r"[\s,.!~]*(?:thanks?|thank you|감사합니다)?[\s.!~]*$", re.IGNORECASE)
# Agreement the write path's rule does not read as bare ("+1 from me too", "저도 동의해요"): the fillers it
# does not know, removed before asking it.
_AGREE_FILLER = re.compile(r"(?i)\b(?:from me|me too|too|as well|also|totally|fully|completely|100%)\b|저도|나도|전적으로|완전")


class RuleExtractor:
    """The default extractor: Korean and English cue patterns, and a small learned model (``sentence_model.py``)
    for a message the patterns find nothing in; no LLM."""

    name = "rules"

    def extract(self, text: str, *, item: SourceItem | None = None) -> list[Extraction]:
        if is_code_item(item):  # commits and pull requests: decisions about code (extract/commits.py)
            assert item is not None
            return extract_code_change(item, text)
        body = visible_lines((text or "")[:MAX_CHARS])
        subject = clean_subject(item.title if item else None)
        if not body.strip() and not subject:
            return []
        language = language_of(f"{subject or ''} {body}")
        plain = " ".join(body.split())
        if plain and agrees_only(plain):
            return [self._agreement(plain, body, subject, item, language)]
        if plain and not subject and _OWNERSHIP_ONLY.match(plain):
            return []
        sentences, open_to_model = read_sentences(body)
        model = shipped_model()
        groups = with_their_cues(decision_groups(sentences))[:MAX_FINDINGS]
        if all(kind is DecisionKind.COMMITMENT for kind, _ in groups):
            # a message that only promises ("발주서는 메일로 송부드리겠습니다") may still set a time or a value
            # ("정기 발주는 매월 5일에 진행하며"): that is its decision, the promises go with it
            taken = {m.index for _, members in groups for m in members}
            stated = [(k, [m for m in ms if m.index not in taken]) for k, ms in
                      _arrangements(sentences) or _settings(sentences)]
            groups = [(k, ms) for k, ms in stated if ms] + groups
            groups = groups[:MAX_FINDINGS]
        promoted = not groups
        if not groups:
            # a meeting, a deadline, a project fact or a person the rules recognise stays that kind of memory;
            # only a message that would leave nothing is read by the model
            found = _memories(sentences, body, subject, item, language)
            if found or model is None:
                return found
            groups = _promoted(model, sentences, open_to_model)
            if not groups:
                return []
        focus = "\n".join(dict.fromkeys(m.text for _, members in groups for m in members))
        facts = message_facts(body, subject, item, language, focus=focus)
        decisions = [self._decision(g, sentences, body, subject, item, facts, language) for g in groups]
        if promoted:  # the model found it: say so
            return [d.model_copy(update={"extractor": "rules+model"}) for d in decisions]
        return list(decisions)

    def _agreement(self, text: str, body: str, subject: str | None, item: SourceItem | None,
                   language: str) -> ExtractedDecision:
        """A bare agreement, marked: the write path turns it into "the proposal it answers is decided"
        (``write/supersede.py``) and stores no decision of its own."""
        reading = read_sentence(text)
        kind = DecisionKind.APPROVAL if DecisionKind.APPROVAL in reading.kinds else DecisionKind.CONFIRMATION
        label = _label(kind, language)
        core = f"{subject} — {text}" if subject else text
        facts = message_facts(body, subject, item, language, focus=text)
        people = [p.model_copy(update={"role": "decider"}) for p in facts.people if p.role == "author"]
        return ExtractedDecision(
            kind=kind, status=DecisionStatus.DECIDED, confidence=Confidence.LOW, importance=importance_of(kind, DecisionStatus.DECIDED),
            title=shorten(f"{label}: {core}", 90), summary=shorten(f"{label}: {core}", 300),
            full_context=full_context(subject, body), people=people, language=language, evidence=[text],
            sentence_index=0, agreement=True,
            **source_fields(item), extractor=self.name,
        )

    def _decision(self, group: tuple[DecisionKind, list[_Sentence]], sentences: list[_Sentence], body: str,
                  subject: str | None, item: SourceItem | None, facts: MessageFacts, language: str) -> ExtractedDecision:
        kind, members = group
        own = [m for m in members if not is_cue_only(m.text)] or members  # a cue opening it says no status
        status = group_status(own)
        confidence = max((m.reading.confidence for m in members), key=_CONF_ORDER.index)
        evidence = [m.text for m in members]
        joined = " ".join(evidence)
        scope = f"{subject or ''} {joined}"
        people = _decision_people(kind, status, joined, item, facts)
        deadline = deadline_in(joined)
        label = _label(kind, language)
        core = _core(" ".join(m.text for m in own), language)
        if len(core) < 14 and subject:
            core = f"{subject} — {core}" if core else subject
        title = shorten(f"{label}: {core}", 90)
        decider = next((p.label() for p in people if p.role in ("decider", "proposer", "assignee")), None)
        summary = _summary(label, core, decider, deadline, language)
        return ExtractedDecision(
            kind=kind, status=status, confidence=confidence, importance=importance_of(kind, status),
            title=title, summary=summary, full_context=full_context(subject, body),
            people=people, entities=mentioned_in(facts.organizations, scope),
            projects=mentioned_in(facts.projects, scope), dates=dates_in(joined), amounts=amounts_in(joined),
            deadline=deadline, language=language, evidence=evidence, sentence_index=members[0].index,
            **source_fields(item), extractor=self.name,
        )


_CONF_ORDER = [Confidence.LOW, Confidence.MEDIUM, Confidence.HIGH]

#: In a message where the cues found nothing, its likeliest sentence is a decision when the model gives it RESCUE
#: or more. The model only adds: vetoing what the cues found cost more than it saved, as its training messages
#: count a promise ("I'll send the contract by Friday"), an approval or an assignment as context where the
#: product counts them as decisions (``benchmarks/sentence_model.py``).
RESCUE = 0.7


#: A word of a sentence the model may promote: a list item's "1." or "18.(화) 14:00~16:00" alone states nothing.
_RESCUABLE_WORD = re.compile(r"[A-Za-z]{2,}|[가-힣]{2,}")
_NOT_PROSE = re.compile(r"(?i)https?://|www\.|\.(?:com|net|org)/|<[a-z/][^>]*>|^\W*(?:from|to|cc|sent|subject|date)\s*:|"
                        r"\w@[\w-]+\.\w")
_VALUE_MARK = re.compile(r"[\d:/,.%~–-]")


def _prose(text: str) -> bool:
    """A sentence written to be read, as decisions are: three words or more, mostly letters, no link, markup,
    mail header or address. Real mailboxes are full of the rest (price tables, pipeline notices, newsletter
    links, street addresses), and the model, trained on prose, reads some of them as statements."""
    # letters and the marks of a value ("5/15 18:00", "4,200원", "22:00-06:00") against the rest (tables of
    # symbols, markup debris)
    readable = sum(ch.isalpha() or bool(_VALUE_MARK.match(ch)) for ch in text)
    visible = sum(not ch.isspace() for ch in text)
    return (len(_RESCUABLE_WORD.findall(text)) >= 3 and visible > 0 and readable / visible >= 0.85
            and not _NOT_PROSE.search(text))


def _odds(model: LinearModel, sentence: _Sentence, count: int) -> tuple[float, dict[str, int]]:
    scores = dict(sentence.reading.cues)
    return model.probability(features(sentence.text, scores, position=sentence.index, count=count)), scores


def _promoted(model: LinearModel, sentences: list[_Sentence], open_to_model: list[int]) -> list[tuple[DecisionKind, list[_Sentence]]]:
    """When the cues found no decision at all: the sentence the model finds likeliest to state one, if it is
    likely enough and is a statement (not a question, a request, a reminder of something already settled, a
    report of what happened — "We're back to 100% after yesterday's outage" — or a list item's number)."""
    # only statements written as prose are scored (most sentences of real mail are not: tables, links, headers,
    # questions), which also keeps the model off the time of a message that decides nothing
    candidates = [i for i in open_to_model if not sentences[i].reading.question
                  and "request" not in sentences[i].reading.labels and _prose(sentences[i].text)]
    if not candidates:
        return []
    odds = {i: _odds(model, sentences[i], len(sentences)) for i in candidates}
    best = max(odds, key=lambda i: odds[i][0])
    chosen = sentences[best]
    p, scores = odds[best]
    if p < RESCUE or phrasing_of(chosen.text) is Phrasing.REMINDER or looks_back(chosen.text):
        return []
    chosen.reading = _rescued(chosen.reading, scores)
    return [(chosen.reading.kinds[0], [chosen])]


def _rescued(reading: SentenceReading, scores: dict[str, int]) -> SentenceReading:
    """A statement the cues missed but the model reads as a decision ("Uram Vina will make 55,000 pcs in Q4",
    "다시 해상 운송으로 돌아갑니다"): the kind its weak cues point at, else a direction; decided."""
    weak = [DecisionKind(k) for k, v in sorted(scores.items(), key=lambda kv: -kv[1]) if k in DECISION_LABELS and v >= 1]
    kind = weak[0] if weak and weak[0] is not DecisionKind.COMMITMENT else DecisionKind.DIRECTION
    status = (DecisionStatus.REVERSED if scores.get("reversal", 0) >= 2 else
              DecisionStatus.PENDING if max(scores.get("proposal", 0), scores.get("hedge", 0), scores.get("pending", 0)) >= 2 else
              DecisionStatus.DECIDED)
    return replace(reading, kinds=(kind,), labels=reading.labels | {kind.value}, status=status,
                   confidence=Confidence.MEDIUM if status is DecisionStatus.DECIDED else Confidence.LOW)


def agrees_only(plain: str) -> bool:
    """A bare agreement, filler words allowed ("+1 from me too", "저도 동의해요")."""
    return is_bare_agreement(plain) or is_bare_agreement(_AGREE_FILLER.sub(" ", plain))


def group_status(members: list[_Sentence]) -> DecisionStatus:
    """A decision's status: reversed when any of its sentences reverses, else its first sentence's."""
    if any(m.reading.status is DecisionStatus.REVERSED for m in members):
        return DecisionStatus.REVERSED
    return members[0].reading.status


def read_sentences(body: str) -> tuple[list[_Sentence], list[int]]:
    """Each sentence of ``body`` as the cues read it, and the ones the model may promote (not notes, headers
    or acknowledgements)."""
    modes = _line_modes(body)
    sentences: list[_Sentence] = []
    open_to_model: list[int] = []
    for i, (s, e) in enumerate(sentence_spans(body)):
        text = " ".join(body[s:e].split())
        reading = read_sentence(body[s:e])
        mode = next((m for a, b, m in modes if a <= s < b), "")
        if mode:
            reading = _in_notes(reading, body[s:e], mode)
        elif _header_line(body, s):
            if reading.kinds and len(body[s:e].split()) <= 4:
                reading = replace(reading, kinds=())  # "결정 사항", "Decisions:" themselves decide nothing
        elif reading.kinds and _ACK_ONLY.match(body[s:e]):
            # "Will do." names nothing it will do: kept, it is a memory that says nothing (a speech act,
            # as ``classify_sentence`` reads it for BC3, but no decision)
            reading = replace(reading, kinds=())
        else:
            open_to_model.append(i)
        sentences.append(_Sentence(i, text, reading))
    return sentences, open_to_model


def decision_groups(sentences: list[_Sentence]) -> list[tuple[DecisionKind, list[_Sentence]]]:
    """One group per kind per run of adjacent sentences: "Yes, approved. Go ahead with the proposal." is
    one approval with two sentences of evidence."""
    groups: list[tuple[DecisionKind, list[_Sentence]]] = []
    open_by_kind: dict[DecisionKind, tuple[DecisionKind, list[_Sentence]]] = {}
    for s in sentences:
        for kind in s.reading.kinds:
            g = open_by_kind.get(kind)
            if g is not None and g[1][-1].index == s.index - 1 and g[1][-1].reading.status == s.reading.status:
                g[1].append(s)
                continue
            g = (kind, [s])
            groups.append(g)
            open_by_kind[kind] = g
    return groups


def _decision_people(kind: DecisionKind, status: DecisionStatus, evidence: str, item: SourceItem | None,
                     facts: MessageFacts) -> list[PersonRef]:
    header = [p.model_copy() for p in facts.people]
    out: list[PersonRef] = []
    author = next((p for p in header if p.role == "author"), None)
    if author is not None:
        role = "assignee" if kind is DecisionKind.COMMITMENT else (
            "proposer" if status is DecisionStatus.PENDING else "decider")
        out.append(author.model_copy(update={"role": role, "title": facts.titles.get(author.name or "")}))
    named = mentioned_in(facts.names_in_text, evidence)
    if kind is DecisionKind.DELEGATION and not named:
        recipients = [p for p in header if p.role == "recipient"]
        if facts.addressee:
            named = [facts.addressee]
        elif len(recipients) == 1:
            out.append(recipients[0].model_copy(update={"role": "assignee"}))
    for name in named:
        role = "assignee" if kind is DecisionKind.DELEGATION else "mentioned"
        p = match_participant(name, header)
        if author is not None and p is author:
            continue
        ref = (p.model_copy(update={"role": role}) if p else PersonRef(name=name, role=role))
        out.append(ref.model_copy(update={"title": facts.titles.get(name) or ref.title}))
    for email in emails_in(evidence):
        out.append(PersonRef(email=email, role="mentioned"))
    for p in header:
        if p.role == "recipient":
            out.append(p)
    return _merge_people(out)


def _merge_people(people: list[PersonRef]) -> list[PersonRef]:
    """One entry per person (by email, else by name); the first (most specific) role stays."""
    out: list[PersonRef] = []
    for p in people:
        dup = next((q for q in out if (p.email and q.email == p.email) or
                    (p.name and q.name and p.name.casefold() == q.name.casefold())), None)
        if dup is None:
            out.append(p)
        else:
            i = out.index(dup)
            out[i] = dup.model_copy(update={"email": dup.email or p.email, "name": dup.name or p.name,
                                            "title": dup.title or p.title})
    return out


# --- memories from a message that decides nothing -------------------------------------------------------------
_MEETING = re.compile(r"(?i)\b(?:meeting|call|telecon|conference call|sync|standup|stand-up|workshop|webinar|session|interview|"
                      r"demo|offsite|off-site|kick-?off|town hall|all-hands|1:1|one-on-one|lunch|dinner|review meeting|"
                      r"f2f|face to face|face-to-face)\b|회의|미팅|통화|워크숍|면접|세미나|간담회|킥오프|회식|데모|발표회|설명회|콜\b")
_DEADLINE = re.compile(r"(?i)\b(?:deadline|due|no later than|cut-?off|submission|expires?|closes)\b|마감|기한|데드라인|납기|제출\s?기한|까지\s?(?:제출|완료|회신|마무리|접수)")
_PROJECT_WORD = re.compile(r"(?i)\b(?:project|campaign|launch|release|migration|pilot|initiative|rollout|roadmap|budget|"
                           r"milestone|phase|kick-?off|go-live)\b|프로젝트|캠페인|출시|런칭|릴리스|마이그레이션|이전\s?작업|"
                           r"파일럿|사업|예산|마일스톤|단계|오픈|착수|시작")
_PROJECT_NAME = re.compile(r"\b[Pp]roject\s+[A-Z0-9]|[A-Z][\w-]+\s+[Pp]roject\b|프로젝트")
_PERSON = re.compile(r"(?i)\b(?:(?:has |have )?joined|is joining|will join (?:us|the team)|please welcome|welcome(?: aboard)?|"
                     r"(?:my|his|her|our) (?:new )?(?:email|e-mail|number|phone|title|role|address) is|is (?:now )?(?:our|the) new|"
                     r"(?:moved|moving|transferred) to (?-i:[A-Z])|left (?:the company|us))\b"
                     r"|\b(?:i am|i'm|this is|my name is) (?-i:[A-Z][a-z]+)(?: (?-i:[A-Z][a-z]+))?(?:,| from| at| with| of| and i)"
                     r"|입사|합류|부임|발령|이직|취임|선임|퇴사|(?:으로|로)\s?(?:옮기|옮겼|이동)|저는\s.{1,30}(?:입니다|이에요|예요)|"
                     r"(?:연락처|이메일|전화번호|담당자)(?:는|은)\s")


#: A schedule or a due date set for the team, not reported: "Standup will be daily at 8:30am", "Standup from
#: tomorrow: 9:15am", "the grant report is due March 31 and Owen owns it" (a due date alone, "the invoice is due Friday", is a fact), "원고 마감은 목요일 자정으로 하자",
#: "주간회의는 수요일 10시로 합니다". The team later moves such a time, so it is a decision (a confirmation, as
#: ``docs/design/system.md`` has "Confirmed — meeting at 3pm tomorrow"), not a fact beside the decisions.
_ARRANGED = re.compile(
    r"(?i)\b(?:will (?:now )?be (?:held |moved |on |at |daily|weekly|every|from)|(?:is|are) (?:now )?(?:moved|moving|"
    r"rescheduled|pushed|pulled)|moves? to|from (?:now on|tomorrow|today|next)|starting (?:tomorrow|today|next|"
    r"(?-i:[A-Z0-9]))|going forward|owns? it|let's (?:do|have|hold|keep|move|make))\b"
    r"|(?:하자|합시다|하죠|하기로|(?:으로|로)\s?(?:합니다|한다|해요|할게요|하겠습니다|정했|정합니다|잡았|잡겠|변경|옮기|옮깁|"
    r"당길|당깁|미룹|미루|바꿉|바꿀|바꿨|갑니다|가요))")


#: A time or a day stated as what holds, of anything (a shift change, a cutoff, a slot): "야간조 교대 21시
#: 30분입니다", "응모 마감 토요일(3/14) 자정이야", "브레이크타임 15:00~16:30으로 통일", "Weekly all-hands in
#: 2026: Mondays 9:30", "Team offsite: 19–20 March at Naivasha", "Field trip … is on: 14-15 April".
_SCHEDULE_STATED = re.compile(
    # a copula only where the time holds from a day on or closes something ("회의는 4월 7일 10시입니다" is a
    # meeting, as "the session is on April 7 at 10am" is)
    r"(?:(?<![시\d])부터|마감|기한)[^.?!]{0,30}?(?<!지금 )(?<!현재 )(?<!지난 )(?<!이미 )(?:\d{1,2}시(?:\s?\d{1,2}분)?|자정|정오|\d{1,2}:\d{2}|"
    r"[월화수목금토일]요일(?:\s?\(\d{1,2}/\d{1,2}\))?)\s?(?:입니다|이에요|예요|이야|야(?=[.!\s]|$))"
    r"|(?:\d{1,2}시(?:\s?\d{1,2}분)?|\d{1,2}:\d{2}|요일)\s?(?:으로|로)\s?(?:통일|확정|고정)"
    r"|(?:\d{1,2}/\d{1,2}|\d{1,2}월\s?\d{1,2}일)\)?\s(?:[^.?!\s]+\s){0,3}(?:진행합니다|진행하겠습니다|실시합니다|시행합니다)"
    rf"|(?i:^\W*(?!(?:sent|date|from|to|cc|subject|re|birthday|dob|weather|status|when|flight|arrival|departure|"
    rf"my |time|place|where|location|venue)\b)[a-z][\w\s/&'-]{{2,40}}:\s+(?:(?:every |each )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\d{{1,2}}(?:[–-]\d{{1,2}})?"
    rf"\s{MONTH_WORD}\b|{MONTH_WORD}\s\d{{1,2}}\b))"
    rf"|(?i:\bis on:?\s+\d{{1,2}}(?:[–-]\d{{1,2}})?\s{MONTH_WORD}\b)")


def _arrangements(sentences: list[_Sentence]) -> list[tuple[DecisionKind, list[_Sentence]]]:
    """Sentences setting a meeting time or a due date (``_ARRANGED``), or stating the time or day that holds
    (``_SCHEDULE_STATED``), as one confirmation; [] for none."""
    found = [s for s in sentences if not s.reading.question and 8 <= len(s.text) <= MAX_SENTENCE_CHARS
             and not _REMINDER_LEAD.match(s.text)
             and ((_MEETING.search(s.text) or _DEADLINE.search(s.text)) and _ARRANGED.search(s.text)
                  and (dates_in(s.text) or deadline_in(s.text) or _CLOCK.search(s.text))
                  or _SCHEDULE_STATED.search(s.text))]
    return [(DecisionKind.CONFIRMATION, found[:3])] if found else []


_SETTINGS_READ = 12


def _settings(sentences: list[_Sentence]) -> list[tuple[DecisionKind, list[_Sentence]]]:
    """Sentences giving a setting a new value in words that say so ("PO BW-44817 is revised to 18,000 units",
    "자료 마감을 4월 7일(화)로 당기게", ``write.slots.states_a_setting``), as one finding; [] for none."""
    # a team's settings are said early and briefly: the first sentences of a message are read (a newsletter's
    # fortieth sentence sets nothing of the team's, and reading them all cost 3% of a mailbox's ingest)
    sentences = sentences[:_SETTINGS_READ]
    found = [(s, how) for s in sentences if not s.reading.question and 8 <= len(s.text) <= MAX_SENTENCE_CHARS
             and _MAY_SET.search(s.text) and not _REMINDER_LEAD.match(s.text) and (how := states_a_setting(s.text))]
    if not found and any(SETTLED_WORDS.search(s.text) for s in sentences):
        # "Server regions decided. KR region: AWS Seoul", "공지 / - 담당자 변경: 채민혁 주임": labelled values of
        # a message that says it announces what was settled
        found = [(s, "setting") for s in sentences if not s.reading.question and len(s.text) <= MAX_SENTENCE_CHARS
                 and labels_a_setting(s.text)]
    if not found:
        return []
    # a time or day set for something is a confirmation, as the arrangements above are; a new value a course set
    kind = DecisionKind.CONFIRMATION if found[0][1] == "schedule" else DecisionKind.DIRECTION
    return [(kind, [s for s, _ in found[:3]])]


# what every sentence a setting is given in has (a number, "to", "becomes", "now", "on", "로"): most sentences
# of most mail are rejected by this before the setting patterns run
_MAY_SET = re.compile(r"\d|로\s?[가-힣]|\b(?:to|becomes?|now|on|will)\b|→|->|⇒", re.I)


_REMINDER_LEAD = re.compile(r"\W*(?:(?:friendly |quick |just a )?reminder|as a reminder|fyi|리마인드|다시 한 ?번)\b", re.I)
_CLOCK = re.compile(r"\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|(?:오전|오후|밤|새벽)?\s?\d{1,2}시|자정|정오", re.I)


def _memories(sentences: list[_Sentence], body: str, subject: str | None, item: SourceItem | None,
              language: str) -> list[Extraction]:
    """``docs/design/system.md``'s memory categories in a message with no decision (cheap word checks first: most
    sentences of most mail match none of them, and then no names are looked up at all)."""
    candidates = []
    for s in sentences:
        if s.reading.question or len(s.text) < 8 or len(s.text) > MAX_SENTENCE_CHARS:
            continue
        text = s.text
        person, deadline, meeting = _PERSON.search(text), _DEADLINE.search(text), _MEETING.search(text)
        project = _PROJECT_WORD.search(text) or _PROJECT_NAME.search(text)
        if person or deadline or meeting or project:
            candidates.append((s, person, deadline, meeting, project))
    if not candidates:
        return []
    facts = message_facts(body, subject, item, language, focus="\n".join(c[0].text for c in candidates))
    hits: dict[MemoryCategory, list[_Sentence]] = {}
    for s, person, deadline, meeting, project in candidates:
        text = s.text
        when = bool(dates_in(text)) or bool(deadline_in(text))
        category = None
        if person and (mentioned_in(facts.names_in_text, text) or emails_in(text) or
                       (_HANGUL.search(text) and mentioned_in(facts.organizations, text))):
            category = MemoryCategory.PERSON
        elif deadline and when:
            category = MemoryCategory.DEADLINE
        elif meeting and when:
            category = MemoryCategory.MEETING
        elif project and (when or amounts_in(text)):
            category = MemoryCategory.PROJECT
        if category is not None:
            hits.setdefault(category, []).append(s)
    out: list[Extraction] = []
    for category, members in hits.items():
        members = members[:3]
        evidence = [m.text for m in members]
        joined = " ".join(evidence)
        scope = f"{subject or ''} {joined}"
        core = _core(joined, language)
        if len(core) < 14 and subject:
            core = f"{subject} — {core}"
        label = CATEGORY_LABELS.get(language, CATEGORY_LABELS["en"])[category]
        people = [p.model_copy() for p in facts.people]
        for name in mentioned_in(facts.names_in_text, joined):
            if match_participant(name, people) is None:
                people.append(PersonRef(name=name, role="mentioned", title=facts.titles.get(name)))
        signals = len(dates_in(joined)) + len(amounts_in(joined)) + len(mentioned_in(facts.projects, scope))
        out.append(ExtractedMemory(
            category=category, title=shorten(f"{label}: {core}", 90), summary=shorten(core, 300),
            full_context=full_context(subject, body), confidence=Confidence.MEDIUM if signals >= 2 else Confidence.LOW,
            importance=importance_of(category), people=_merge_people(people),
            entities=mentioned_in(facts.organizations, scope), projects=mentioned_in(facts.projects, scope),
            dates=dates_in(joined), amounts=amounts_in(joined), deadline=deadline_in(joined), language=language,
            evidence=evidence, sentence_index=members[0].index, **source_fields(item), extractor="rules",
        ))
    return out


# --- wording ----------------------------------------------------------------------------------------------------
_EN_FILLER = re.compile(r"^(?:[-*•>·]+\s*)?(?:(?:ok(?:ay)?|yes|yep|yeah|sure|great|perfect|thanks|thank you|alright|all right|so|well|"
                        r"hi all|hi team|hello all|hello team|hi everyone|fyi|update|note|good news|quick update|heads up)\b[,.!:;—–-]*\s*)+",
                        re.IGNORECASE)
_KO_FILLER = re.compile(r"^(?:[-*•>·]+\s*)?(?:(?:네|넵|예|좋습니다|좋아요|알겠습니다|그럼|그러면|그래서|일단|자|아|음|안녕하세요|"
                        r"감사합니다|여러분|공지|그렇게\s(?:하죠|하시죠|합시다|해요|하자|가죠|갑시다))[,.!~]*\s+)+")
#: The writer's own label of a decision ("결정: …", "Decision: …"): the title gives the kind's label, once.
_DECISION_LEAD = re.compile(r"^(?:\W{0,3}(?:결정|확정|결론|합의|최종\s?결정|decision|decided|final decision|confirmed|"
                            r"agreed)\s?(?:사항)?\s?[:：\]】]\s*)+", re.IGNORECASE)


def _core(text: str, language: str) -> str:
    s = _EN_FILLER.sub("", text.strip())
    s = _KO_FILLER.sub("", s) if language == "ko" else s
    s = _DECISION_LEAD.sub("", s.strip())
    return s.strip().rstrip(".!。 ")


def _label(kind: DecisionKind, language: str) -> str:
    """The kind's label ("Confirmed", "확정"), without the status: a title is written once and a proposal's
    status changes when it is agreed ("Confirmed (pending): …" stayed beside "status: standing"); every
    interface shows the status beside the title."""
    return KIND_LABELS.get(language, KIND_LABELS["en"])[kind]


def _summary(label: str, core: str, decider: str | None, deadline: str | None, language: str) -> str:
    extra = []
    if decider:
        extra.append(decider)
    if deadline:
        extra.append(f"기한 {deadline}" if language == "ko" else f"due {deadline}")
    tail = f" — {', '.join(extra)}" if extra else ""
    return shorten(f"{label}: {core}{tail}", 300)


_DEFAULT = RuleExtractor()


def extract(text: str, *, item: SourceItem | None = None, extractor: Extractor | None = None) -> list[Extraction]:
    """What one message yields: its decisions, or the memories worth keeping, or nothing."""
    return (extractor or _DEFAULT).extract(text, item=item)


__all__ = ["RuleExtractor", "SentenceReading", "classify_sentence", "extract", "read_sentence", "visible_lines"]
