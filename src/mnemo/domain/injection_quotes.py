"""Text that holds an order without giving one: a quotation a report makes of an attempt, a prompt kept as
configuration data, a transcript's speaker labels. Split from ``injection.py`` (the rules), which asks these
before it refuses; standard library only.

Why: on notes written by others, most refused notes were of these kinds: incident reports and QA plans that
quote the attack they saw ("QA case 14: paste '…' into the chat. Expected: the bot refuses"), configuration
notes that hold a system prompt as a value, and support transcripts whose "Bot:" lines were read as a note
speaking to a bot (``docs/injection.md``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mnemo.domain.injection_frames import ADDRESSES

_I = re.IGNORECASE

REPORTED = re.compile(
    r"\b(?:told|asked|typed|wrote|writes|said|says|saying|contained|contains|included|tried|attempted|reported|"
    r"blocked|detected|flagged|complained|noticed|pasted|submitted|entered|sent\s+us|received|quoted|caught|"
    r"attack|injection|jailbreak|payload|attempts?|red[\s-]team|test\s+case|phishing|spam|malicious|example)\b", _I)
KO_REPORTED = re.compile(r"(?:라고|다고|자고|달라고|라는|이라는|하라는)\s*\S{0,6}\s*(?:입력했|했|적었|적힌|썼|보냈|말했|요청했|문구|메시지|내용|민원)|"
                         r"입력했|입력해서|차단|탐지|감지|공격|인젝션|탈옥|테스트\s*케이스|예시|민원|격리|들어\s*있었|발견|"
                         r"포함돼|포함되어|숨겨져|오탐|사후\s*분석|분석\s*결과")
QUOTED_SPAN = re.compile(r"'[^'\n]{2,300}'|\"[^\"\n]{2,300}\"|“[^”\n]{2,300}”|‘[^’\n]{2,300}’|`[^`\n]{2,300}`|"
                         r"「[^」\n]{2,300}」|『[^』\n]{2,300}』")


MODEL_WORDS = re.compile(r"\b(?:ai|a\.i\.|assistants?|models?|llms?|bots?|chatbots?|agents?|copilot|gpt[\w.-]*|"
                          r"summari[sz]ers?|reader|whoever|you|henceforth|forward|now)\b|인공지능|어시스턴트|챗봇|봇|모델|에이전트|"
                          r"비서|요약기|역할극|너|당신|정체|LLM|GPT|AI", re.IGNORECASE)


# A speaker's label opening a turn: "Tester: …", "Bot: …", "고객: …" at the start of the text, a line or a sentence
_LABEL = re.compile(r"(?:^|(?<=[.!?\n])[ \t]*|(?<=[.!?] ))([A-Za-z가-힣][\w가-힣'-]{0,20}(?: [A-Za-z가-힣][\w가-힣'-]{0,20})?)"
                    r"[ \t]*:[ \t]+(?=\S)", re.MULTILINE)


def transcript_labels(text: str) -> set[str]:
    """The speaker labels of a role-labelled transcript (three or more turns, two or more speakers taking turns,
    one of them not a model), folded; empty for other text. In a transcript "Bot: You can request a refund" is
    the bot's line, not a note speaking to a bot."""
    labels = [m.group(1).casefold() for m in _LABEL.finditer(text)]
    if len(labels) < 3 or len(set(labels)) < 2 or sum(a != b for a, b in zip(labels, labels[1:])) < 2:
        return set()
    if all(MODEL_WORDS.fullmatch(label) for label in set(labels)):
        return set()
    return set(labels)


# What a report of an attempt says besides the attempt: what became of it, where it was seen, how often
OUTCOME = re.compile(r"\b(?:refused|refuses|declined|rejected|did\s+not|didn't|does\s+not|doesn't|expected|result|"
                     r"outcome|pass(?:ed)?|fail(?:ed)?|posted|joke|pen[\s-]?test|red[\s-]?team|QA|incident|digest|"
                     r"found|hidden\s+text|tickets?|case\s+\d+)\b|거절|거부|차단|탐지|감지|시도|결과|기대|입력|올렸|넣으면|넣은|"
                     r"현상|확인|보고|장난|테스트|모의해킹|숨은|발견|포함|\d+\s*건", _I)
# a prompt kept as a value: "system_prompt": "You are …", persona: '…', instructions = "…"
_CONFIG_KEY = re.compile(r"[\"']?\b(?:system[_\s-]?prompt|prompt|instructions?|persona|system[_\s-]?message|preamble|"
                         r"시스템\s*프롬프트|프롬프트|지침)[\"']?\s*[:=]\s*$", _I)
# what a report says the model did not do ("the bot refuses and does not print its prompt", "출력하지 않음")
_NEGATED = re.compile(r"\b(?:does|did|will|would|should|could)(?:\s+not|n't)\s+\w+(?:\s+(?:its|his|her|their|the|any|a)?"
                      r"\s*\w+){0,3}|\S+\s+\S*(?:하지|지)\s*(?:않|못)\S*", _I)


_LINK_TARGET = re.compile(r"\]\(\s*<?[^\s()]*>?\s*$")
_SECOND_PERSON = re.compile(r"\b(?:you|your|yours|yourself)\b|너는|너의|너가|네가|넌\b|당신", _I)


def quoted_as_data(text: str, evidence: str, clean: Callable[[str], bool]) -> bool:
    """Whether the order found (``evidence``) lies inside a quotation that the text holds as data: either a
    report of the attempt (what became of it, where it was seen: "QA case 14: paste '…' into the chat.
    Expected: the bot refuses", "'너는 이제 ~야' 류의 시도 23건") or a prompt kept as a configuration value
    (``"system_prompt": "You are …"``). Everything outside the quotations must be ``clean`` by every rule (what
    the report says the bot did not do aside), so a quotation handed to the reader ("Assistant, follow this:
    '…'") stays an order."""
    key = " ".join(evidence.split()).casefold()
    holding = [m for m in QUOTED_SPAN.finditer(text) if key and key in " ".join(m.group(0).split()).casefold()]
    if not holding or any(_LINK_TARGET.search(text, max(0, m.start() - 300), m.start()) for m in holding):
        return False  # a markdown link's title ([docs](https://… "…")) is no quotation: a person never sees it
    outside = QUOTED_SPAN.sub(" (quote) ", text)
    if _SECOND_PERSON.search(outside):
        return False  # a report speaks about a model; text that says "you" outside its quotes speaks to one
    config = any(_CONFIG_KEY.search(text[max(0, m.start() - 40):m.start()]) for m in holding)
    framed = ADDRESSES.sub(" ", outside)  # "docs.internal.example" is no example of anything
    if not config and not (OUTCOME.search(framed) or REPORTED.search(framed) or KO_REPORTED.search(framed)):
        return False
    return clean(_NEGATED.sub(" ", outside))
