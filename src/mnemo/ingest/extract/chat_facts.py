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
_EN_REMEMBER = re.compile(r"^(?:please\s+)?(?:remember|note\s+that|keep\s+in\s+mind|don't\s+forget|for\s+the\s+record)\b"
                          r"(?:\s+that)?[,:]?\s*(?P<rest>.+)", re.IGNORECASE)
_EN_HYPOTHETICAL = re.compile(r"^if\s+i\b|\bi\s+(?:might|wish)\b|\bi\s+would\s+(?!prefer|rather|like)", re.IGNORECASE)
_EN_PASSING = re.compile(
    r"^i(?:'m|\s+am)\s+(?:so\s+|really\s+|very\s+|a\s+bit\s+|not\s+)?(?:tired|hungry|thirsty|sleepy|bored|busy|sick|"
    r"sorry|glad|happy|sad|angry|back|here|done|ready|late|on\s+my\s+way|going|heading|leaving|not\s+sure|just|"
    r"still|feeling|curious|confused|excited|nervous|a\s+bit|a\s+little|lost|stuck)\b|"
    r"\b(?:today|tonight|tomorrow|right\s+now|at\s+the\s+moment)\s*[.!]?$", re.IGNORECASE)
_EN_SELF = re.compile(
    r"^(?:(?:also|and|but|so|oh|btw|fyi|hi|hello|hey|just\s+so\s+you\s+know|for\s+context)[,!]?\s+)*"
    r"(?:i|i'm|i've|my|our|we|we're)\b", re.IGNORECASE)
_EN_LASTING = re.compile(
    r"\b(?:prefer|preferred|(?:like|love|enjoy|hate|dislike)(?!\s+(?:it|this|that|your|the\s+(?:answer|idea|"
    r"draft|suggestion)))|can't\s+stand|never(?!\s+got)|always|usually|often|rarely|"
    r"don't\s+(?:eat|drink|use|like|do|take|work)|do\s+not\s+(?:eat|drink|use|like)|avoid|"
    r"work\s+(?:at|for|on|as|in|from)|live\s+(?:in|at|with|near)|grew\s+up|was\s+born|speak|"
    r"(?:am|'m)\s+(?:a|an|allergic|vegetarian|vegan|left-handed|right-handed|married|single|training|learning|"
    r"based\s+in|from)\b(?!\s+(?:bit|little|idiot))|"
    r"have\s+(?:two|three|four|five|\d+)\b|"
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
_KO_PASSING = re.compile(r"(?:피곤|배고프|배고파|졸려|심심|바빠|바쁘|가는\s?중|오는\s?중|가는\s?길|모르겠|생각해\s?볼게|미안|"
                         r"고마워|고맙|감사|웃기|좋네|좋은\s?아침|지금|방금|오늘|내일|중이라|중이에요|중이야)")
_KO_SELF = re.compile(r"^(?:저는|전|나는|난|제|내|저희|우리)(?:\s|$)|(?:^|\s)(?:저는|제가|저희는|우리는?)\s")
#: Verbs and words that say something lasting by themselves ("…를 선호해요": the speaker is understood)…
_KO_LASTING = re.compile(
    r"(?:선호|좋아해|좋아합|싫어해|싫어합|안\s?먹|못\s?먹|안\s?마셔|안\s?마십|못\s?마셔|알레르기|채식|살아요|살고\s?있|"
    r"일해요|일합니다|일하고\s?있|근무|다녀요|다닙니다|출근해|항상|보통|(?<!오)늘\s|절대|준비하고\s?있|배우고\s?있|"
    r"기로\s?했|하기로|출시합니다|쓰기로|미루기로)")
#: …and endings that do only when the sentence is about the speaker ("저는 … 이에요", "제 생일은 … 예요").
_KO_ABOUT = re.compile(r"(?:이에요|예요|입니다|이야|(?:이|가|은|는)\s?있어요|해요|합니다)\s*[.!]?$")


#: Sentences longer than this are not classified (the patterns are for chat lines; a pasted document is not
#: a statement about its sender, and long runs would make the end-anchored patterns slow).
MAX_SENTENCE = 600
_ABBREVIATION = re.compile(r"(?:\b(?:mr|mrs|ms|dr|st|inc|ltd|co|jr|sr|vs|etc|no)|\b[a-z]\.[a-z]|\b[a-z])\.$",
                           re.IGNORECASE)
_GREETING = re.compile(r"^(?:(?:hi|hello|hey|oh|ok(?:ay)?|thanks|thank\s+you)\b[,!.]*\s+|"
                       r"(?:안녕하세요|안녕|고마워요|감사합니다|감사해요|네|아)[,!.~]*\s+)+", re.IGNORECASE)


def sentences(text: str) -> list[str]:
    """The message's sentences: whitespace collapsed, curly apostrophes made straight ("I’m"), no split
    after an abbreviation ("St. Louis", "6 a.m."), a leading greeting dropped ("Hi, I'm…", "안녕하세요 저는…")."""
    text = re.sub(r"[ \t\r\f\v]+", " ", text.replace("\u2019", "'").replace("\u2018", "'")).strip()
    out: list[str] = []
    for line in text.split("\n"):
        pieces = re.split(r"(?<=[.!?。])\s+", line.strip())
        for piece in pieces:
            if out and out[-1] and _ABBREVIATION.search(out[-1]) and not out[-1].endswith(("!", "?")):
                out[-1] = f"{out[-1]} {piece}"
            elif piece:
                out.append(piece)
    return [s for s in (_GREETING.sub("", p).strip() for p in out) if s]


def is_korean(text: str) -> bool:
    return sum(1 for ch in text if "\uac00" <= ch <= "\ud7a3") >= 2


#: A reason given before a request ("저는 올빼미형이라 … 잡아 주세요": I am a night owl, so …): the reason
#: is a statement of its own: a copula ("…이라", "…라서": I am …) about the speaker, or a lasting verb.
_KO_BECAUSE = re.compile(r"^(?P<reason>.+?)(?P<link>이라서|라서|이라|니까|이니|므로|해서|어서|아서)\s")


def _keeps(sentence: str) -> bool:
    if len(sentence) > MAX_SENTENCE:
        return False
    if is_korean(sentence) and not _EN_SELF.match(sentence):  # "My name is 김민수." is English
        if _KO_QUESTION.search(sentence) or _KO_HYPOTHETICAL.search(sentence):
            return False
        if _KO_REMEMBER.search(sentence):
            return True
        if _KO_REQUEST.search(sentence):
            reason = _KO_BECAUSE.match(sentence)
            if reason is None or not _KO_SELF.search(reason.group("reason")) or _KO_PASSING.search(reason.group("reason")):
                return False
            return reason.group("link") in ("이라서", "라서", "이라", "이니") or bool(_KO_LASTING.search(reason.group(0)))
        if _KO_PASSING.search(sentence):
            return False
        return bool(_KO_LASTING.search(sentence)) or (bool(_KO_SELF.search(sentence)) and bool(_KO_ABOUT.search(sentence)))
    if _EN_QUESTION.search(sentence) or _EN_REQUEST.match(sentence) or _EN_HYPOTHETICAL.search(sentence):
        return False
    m = _EN_REMEMBER.match(sentence)
    if m:
        return len(m.group("rest").split()) >= 3 and not _EN_PASSING.search(m.group("rest"))
    if _EN_PASSING.search(sentence):
        return False
    return bool(_EN_SELF.match(sentence)) and bool(_EN_LASTING.search(sentence))


def worth_keeping(text: str) -> list[str]:
    """The sentences of a user's message to keep (in order), or none."""
    return [s for s in sentences(text) if keeps(s)]


def may_decide(sentence: str) -> bool:
    """Whether a sentence the rules above do not keep may still hold a decision or plan for the extractor:
    a statement, not a question, a request to the assistant, a passing state, a hypothetical or a bare
    agreement ("ok thanks", "네 좋아요": in a chat with an assistant they agree to nothing a team decided)."""
    from mnemo.ingest.extract.rules import agrees_only

    if agrees_only(sentence) or len(sentence) > MAX_SENTENCE:
        return False
    if is_korean(sentence):
        return not (_KO_QUESTION.search(sentence) or _KO_REQUEST.search(sentence) or _KO_HYPOTHETICAL.search(sentence)
                    or _KO_PASSING.search(sentence))
    return not (_EN_QUESTION.search(sentence) or _EN_REQUEST.match(sentence) or _EN_HYPOTHETICAL.search(sentence)
                or _EN_PASSING.search(sentence))


def keeps(sentence: str) -> bool:
    """Whether one sentence of a user's message states something lasting about them worth keeping."""
    return len(sentence) >= 6 and _keeps(sentence)
