"""What a user's chat message says about them that is worth keeping, without an LLM (``add`` of chat
messages, mem0's habit: ``docs/agents.md``).

The decision extractor (``rules.py``) finds decisions and plans; a conversation with an assistant also
carries what the user says about themselves, which nothing else in mnemo reads: a preference ("I prefer
window seats", "창가 자리를 선호해요"), a lasting fact ("I'm allergic to shellfish", "제 생일은 3월 3일이에요"),
a habit ("I always take the 8:10 train"), or something they ask to be remembered ("Remember that…",
"…기억해 줘"). A sentence is kept when it is a statement (not a question, not a request to the assistant),
speaks of the user (first person, or their people and things: "my manager", "our sprint reviews"), and
says something lasting: a verb of preference, habit, identity or possession, or "is" with a possession.
Passing states ("I'm tired", "지금 가는 중이야"), hypotheticals ("If I won…") and small talk are not.

Measured on ``benchmarks/chat_messages.py`` (written before these rules, split into a part looked at while
writing them and a part only scored): its closing note has the figures.
"""

from __future__ import annotations

import re

# --- English ------------------------------------------------------------------------------------------------
_EN_QUESTION = re.compile(r"\?\s*$|^(?:what|when|where|who|whom|why|how|which|can|could|would|will|do|does|did|is|"
                          r"are|should|shall|may)\b", re.IGNORECASE)
_EN_REQUEST = re.compile(r"^(?:please\s+)?(?:write|draft|translate|summari[sz]e|show|give|tell|find|make|create|"
                         r"explain|list|help|send|book|check|fix|rewrite|generate|compose|recommend|suggest|search|"
                         r"remind\s+me|let\s+me)\b", re.IGNORECASE)
_EN_REMEMBER = re.compile(r"^(?:please\s+)?(?:remember|note|keep\s+in\s+mind|don't\s+forget|for\s+the\s+record)\b"
                          r"(?:\s+that)?[,:]?\s*(?P<rest>.+)", re.IGNORECASE)
_EN_HYPOTHETICAL = re.compile(r"^(?:if|when)\s+i\b|\bi\s+(?:would|'d|might|wish)\b", re.IGNORECASE)
_EN_PASSING = re.compile(
    r"^i(?:'m|\s+am)\s+(?:so\s+|really\s+|very\s+|a\s+bit\s+|not\s+)?(?:tired|hungry|thirsty|sleepy|bored|busy|sick|"
    r"sorry|glad|happy|sad|angry|back|here|done|ready|late|on\s+my\s+way|going|heading|leaving|not\s+sure|just|"
    r"still|currently|feeling|curious|confused|excited|nervous)\b|\b(?:today|tonight|right\s+now|at\s+the\s+moment)"
    r"\s*[.!]?$|\bnow\s*[.!]?$", re.IGNORECASE)
_EN_SELF = re.compile(
    r"^(?:(?:also|and|but|so|btw|fyi)[,]?\s+)?(?:i|i'm|i've|my|our|we|we're)\b", re.IGNORECASE)
_EN_LASTING = re.compile(
    r"\b(?:prefer|preferred|like|love|enjoy|hate|dislike|can't\s+stand|never|always|usually|often|rarely|"
    r"don't\s+(?:eat|drink|use|like|do|take|work)|do\s+not\s+(?:eat|drink|use|like)|avoid|"
    r"work\s+(?:at|for|on|as|in|from)|live\s+(?:in|at|with|near)|grew\s+up|was\s+born|speak|"
    r"am\s+(?:a|an|allergic|vegetarian|vegan|left-handed|right-handed|married|single|training|learning)|"
    r"'m\s+(?:a|an|allergic|vegetarian|vegan|left-handed|right-handed|married|single|training|learning)|"
    r"have\s+(?:a|an|two|three|four|\d+)\b|has\s+(?:a|an)\b|"
    r"(?:name|birthday|manager|boss|wife|husband|partner|daughter|son|kids?|children|email|phone|address|team|"
    r"office|budget|deadline|preferred\s+\w+|favou?rite\s+\w+)(?:'s\s+\w+)?\s+(?:is|are)\b|"
    r"\b(?:is|are)\s+(?:every|on|at|each)\b|"
    r"decided|will\s+ship|'ll\s+ship|are\s+moving|moved)\b",
    re.IGNORECASE)

# --- Korean ---------------------------------------------------------------------------------------------------
_KO_QUESTION = re.compile(r"\?\s*$|(?:까|까요|니|나요|냐|래|할래|줄래|줄래요|인가요|어때|어때요)\s*[.!]?\s*$")
_KO_REQUEST = re.compile(r"(?:해\s?줘|써\s?줘|줘|주세요|주실래요|보여\s?줘|알려\s?줘|추천해\s?줘|번역해\s?줘|요약해\s?줘)\s*[.!]?\s*$")
_KO_REMEMBER = re.compile(r"(?:기억해\s?(?:줘|둬|두세요|주세요)|참고해\s?(?:줘|주세요)|잊지\s?마(?:세요)?|메모해\s?(?:줘|두세요))\s*[.!]?\s*$")
_KO_HYPOTHETICAL = re.compile(r"(?:면|다면|으면)\s.+(?:거야|텐데|걸|것 같아)")
_KO_PASSING = re.compile(r"(?:피곤|배고프|배고파|졸려|심심|바빠|바쁘|가는\s?중|오는\s?중|모르겠|생각해\s?볼게|미안|고마워|"
                         r"고맙|웃기|좋네|좋은\s?아침|안녕)")
_KO_SELF = re.compile(r"^(?:저는|전|나는|난|제|내|저희|우리)(?:\s|$)|(?:^|\s)(?:저는|제가|저희는|우리는?)\s")
_KO_LASTING = re.compile(
    r"(?:선호|좋아해|좋아합|싫어해|싫어합|안\s?먹|못\s?먹|안\s?마셔|안\s?마십|알레르기|채식|살아요|살고\s?있|일해요|"
    r"일합니다|근무|다녀요|다닙니다|출근해|항상|보통|늘|절대|준비하고\s?있|배우고\s?있|(?:이|가|은|는)\s?있어요|"
    r"이에요|예요|입니다|이야|야\.?$|해요\.?$|합니다\.?$|기로\s?했|하기로|출시합니다|쓰기로|미루기로)")


def sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.!?。])\s+|\n+", text.strip())
    return [p.strip() for p in parts if p.strip()]


def is_korean(text: str) -> bool:
    return sum(1 for ch in text if "\uac00" <= ch <= "\ud7a3") >= 2


#: A reason given before a request ("저는 올빼미형이라 … 잡아 주세요": I am a night owl, so …): the reason
#: is a statement of its own.
_KO_BECAUSE = re.compile(r"^(?P<reason>.+?(?:이라서|라서|이라|니까|이니|므로|해서|어서|아서))\s")


def _keeps(sentence: str) -> bool:
    if is_korean(sentence):
        if _KO_REMEMBER.search(sentence):
            return True
        if _KO_REQUEST.search(sentence) and not _KO_QUESTION.search(sentence):
            reason = _KO_BECAUSE.match(sentence)
            said = reason.group("reason") if reason else ""
            return bool(said) and bool(_KO_SELF.search(said)) and _lasting_ko(said + "예요")
        if _KO_QUESTION.search(sentence) or _KO_HYPOTHETICAL.search(sentence):
            return False
        if _KO_PASSING.search(sentence):
            return False
        return _lasting_ko(sentence) and (bool(_KO_SELF.search(sentence)) or len(sentence) >= 12)
    m = _EN_REMEMBER.match(sentence)
    if m:
        return len(m.group("rest").split()) >= 3
    if _EN_QUESTION.search(sentence) or _EN_REQUEST.match(sentence) or _EN_HYPOTHETICAL.search(sentence):
        return False
    if _EN_PASSING.search(sentence):
        return False
    return bool(_EN_SELF.match(sentence)) and bool(_EN_LASTING.search(sentence))


def _lasting_ko(text: str) -> bool:
    return bool(_KO_LASTING.search(text)) and not _KO_PASSING.search(text)


def worth_keeping(text: str) -> list[str]:
    """The sentences of a user's message to keep (in order), or none."""
    return [s for s in sentences(text) if keeps(s)]


def may_decide(sentence: str) -> bool:
    """Whether a sentence the rules above do not keep may still hold a decision or plan for the extractor:
    a statement, not a question, a request to the assistant, a passing state, a hypothetical or a bare
    agreement ("ok thanks", "네 좋아요": in a chat with an assistant they agree to nothing a team decided)."""
    from mnemo.ingest.extract.rules import agrees_only

    if agrees_only(sentence):
        return False
    if is_korean(sentence):
        return not (_KO_QUESTION.search(sentence) or _KO_REQUEST.search(sentence) or _KO_HYPOTHETICAL.search(sentence)
                    or _KO_PASSING.search(sentence))
    return not (_EN_QUESTION.search(sentence) or _EN_REQUEST.match(sentence) or _EN_HYPOTHETICAL.search(sentence)
                or _EN_PASSING.search(sentence))


def keeps(sentence: str) -> bool:
    """Whether one sentence of a user's message states something lasting about them worth keeping."""
    return len(sentence) >= 6 and _keeps(sentence)
