"""The write gate's injection filter: memory content that tries to instruct a future reader.

A memory is read back into some LLM's context later. Text written to steer that reader ("ignore previous
instructions", a fake system turn, a tool-call payload, instructions hidden in an HTML comment or behind
zero-width characters) is not a memory; it is an attack on whoever retrieves it. Three verdicts:

* ``reject``: an unmistakable instruction to the reader (override phrases, "you are now ...", chat-template
  control tokens, role tags, requests to reveal or ignore the system prompt, in English or Korean). Nothing
  is stored; the writer gets the reason.
* ``quarantine``: content that is suspicious but has innocent uses (a tool-call JSON payload pasted from a
  log, hidden text, a role-labelled transcript line addressing "you"). It is stored out of search and
  context for a person to review, with the reason.
* ``clean``: everything else, including notes that *talk about* prompts: "updated the summarizer's system
  prompt", or an attack phrase quoted as the subject of a note (``the filter now blocks "ignore previous
  instructions"``). A quoted or code-spanned phrase is a mention, not an instruction; it only adds a warning.

The checks run on a *revealed* copy of the text: NFKC, zero-width and bidi controls removed, and the inside
of HTML comments included, so hiding an instruction does not hide it from the filter.

Pure: standard library only.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Literal

Verdict = Literal["reject", "quarantine", "clean"]


@dataclass(frozen=True)
class InjectionVerdict:
    verdict: Verdict
    reason: str = ""
    rule: str | None = None  # stable name of the rule that decided, for logs and tests
    evidence: str | None = None  # the matched text (shortened)
    warnings: tuple[str, ...] = field(default_factory=tuple)

    @property
    def clean(self) -> bool:
        return self.verdict == "clean"


# Zero-width, word-joiner, BOM, soft hyphen and bidirectional controls: invisible when rendered.
_HIDDEN = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
_HTML_COMMENT = re.compile(r"<!--(.*?)(?:-->|$)", re.DOTALL)
_QUOTED = re.compile(r"`[^`\n]{1,400}`|\"[^\"\n]{1,400}\"|“[^”\n]{1,400}”|'[^'\n]{4,400}'|‘[^’\n]{1,400}’|「[^」\n]{1,400}」")
_CODE_BLOCK = re.compile(r"```.*?```", re.DOTALL)

_I = re.IGNORECASE

# --- reject: instructions to the reader --------------------------------------------------------------------
_PRIOR = r"(?:all\s+|any\s+|the\s+|your\s+|of\s+the\s+)?(?:previous|prior|preceding|above|earlier|former|original|system)"
_RULESET = r"(?:instructions?|prompts?|rules|directions|guidelines|context|messages?|constraints|commands?)"
_REJECT: list[tuple[str, re.Pattern[str], str]] = [
    ("override", re.compile(
        rf"\b(?:ignore|disregard|forget|override|bypass|skip|drop|discard)\s+(?:all\s+|any\s+|every\s+)?"
        rf"{_PRIOR}\s+{_RULESET}", _I), "tells the reader to ignore its earlier instructions"),
    ("override", re.compile(
        r"\b(?:ignore|disregard|forget)\s+(?:everything|all)\s+(?:you\s+(?:were|have\s+been)\s+told|above|before)", _I),
     "tells the reader to ignore its earlier instructions"),
    ("new-identity", re.compile(
        r"\byou\s+are\s+now\s+(?:an?\s+|the\s+|my\s+)?(?:\w+\s+){0,2}(?:assistant|ai|model|bot|agent|persona|"
        r"character|hacker|jailbroken|unrestricted|unfiltered|dan|admin(?:istrator)?|root|developer\s+mode)\b"
        r"|\byou\s+are\s+(?:now\s+)?(?:in\s+)?(?:developer|god|jailbreak|dan)\s+mode\b"
        r"|\byou\s+are\s+no\s+longer\s+(?:an?\s+)?(?:\w+\s+){0,2}(?:assistant|ai|model|bound|restricted)", _I),
     "tries to give the reader a new identity"),
    ("new-instructions", re.compile(
        r"\b(?:from\s+now\s+on|henceforth|starting\s+now),?\s+(?:you|the\s+(?:assistant|ai|model|agent))\s+"
        r"(?:will|must|should|shall|are\s+to|have\s+to)\b"
        r"|\bnew\s+(?:system\s+)?instructions?\s*:"
        r"|\b(?:when|if)\s+(?:you|an?\s+(?:ai|assistant|llm|agent|model))\s+(?:read|see|retrieve|load)s?\s+this\b", _I),
     "gives the reader new standing instructions"),
    ("system-prompt", re.compile(
        r"\b(?:reveal|print|show|output|repeat|leak|display|dump|disclose|tell\s+me|ignore|override|replace|"
        r"disregard)\s+(?:me\s+)?(?:your|the|its|all)\s+(?:\w+\s+)?(?:system|hidden|initial|original)\s+"
        r"(?:prompt|instructions?|message)", _I),
     "asks the reader to reveal or drop its system prompt"),
    ("control-token", re.compile(
        r"<\|\s*(?:im_start|im_end|system|assistant|user|endoftext|begin_of_text|start_header_id|eot_id)\s*\|>"
        r"|\[/?INST\]|<</?SYS>>|<\s*/?\s*(?:system|assistant)\s*>|\[\s*/?\s*system\s*\]", _I),
     "contains chat-template control tokens or role tags"),
    ("role-tag", re.compile(r"^\s*#{0,3}\s*(?:system|developer)\s*(?:prompt|message)?\s*:\s*(?:you|ignore|always|never|"
                            r"from\s+now)\b", _I | re.MULTILINE),
     "opens a fake system turn addressed to the reader"),
    # Korean
    ("override-ko", re.compile(
        r"(?:이전|앞|위|기존|모든|지금까지|앞선|위의|이전의)\s*(?:의\s*)?(?:모든\s*)?(?:지시|지침|명령|프롬프트|규칙|instruction)"
        r"\s*(?:사항|문|들)?\s*(?:을|를|은|는|들을)?\s*(?:전부\s*|모두\s*|다\s*)?(?:무시|잊어|잊고|무효|따르지\s*마)"), "이전 지시를 무시하라는 내용입니다"),
    ("new-identity-ko", re.compile(
        r"(?:너는|당신은|넌)\s*(?:이제|지금부터|앞으로)\s*(?:부터\s*)?(?:\S+\s*){0,4}?(?:이다|입니다|야|이야|역할)"
        r"|(?:지금부터|이제부터|앞으로)\s*(?:너는|당신은|넌)\s"), "읽는 모델에게 새 역할을 부여합니다"),
    ("system-prompt-ko", re.compile(
        r"시스템\s*프롬프트\s*(?:를|을|의\s*내용을|내용을)?\s*(?:무시|공개|출력|보여|알려|유출|노출|덮어|바꿔|변경해)"), "시스템 프롬프트를 공개하거나 무시하라고 합니다"),
]

# --- quarantine: suspicious, with innocent uses ---------------------------------------------------------------
_TOOL_CALL = re.compile(
    r"[\"']?(?:tool_calls?|function_call|tool_use|tool_choice)[\"']?\s*[:=]"
    r"|\{\s*\"name\"\s*:\s*\"[\w.\-]+\"\s*,\s*\"(?:arguments|parameters|input)\"\s*:"
    r"|<\s*(?:tool_call|function_calls?|invoke|antml:invoke|tool_use)\b", _I)
_ADDRESSES_READER = re.compile(
    r"\b(?:you|your|assistant|ai|llm|model|agent)\b.*\b(?:must|should|will|always|never|do\s+not|don't|ignore|"
    r"instead|obey|follow)\b|\b(?:ignore|obey|follow\s+these|do\s+not\s+tell)\b|너는|당신은|지시|무시", _I | re.DOTALL)
_ROLE_LINE = re.compile(r"^\s*(?:system|assistant|user|human|ai)\s*:\s*.*\b(?:you|your)\b", _I | re.MULTILINE)


def reveal(text: str) -> str:
    """What a model would read: NFKC, invisible characters dropped, HTML comments' text kept in place."""
    t = unicodedata.normalize("NFKC", text)
    t = _HIDDEN.sub("", t)
    return _HTML_COMMENT.sub(lambda m: " " + m.group(1) + " ", t)


def _mentions_only(text: str, match: re.Match[str]) -> bool:
    """True when the match sits inside a quotation or code span/block: the note talks about the phrase."""
    s, e = match.span()
    for rx in (_CODE_BLOCK, _QUOTED):
        for q in rx.finditer(text):
            if q.start() <= s and e <= q.end():
                return True
    return False


def _short(s: str, n: int = 80) -> str:
    s = " ".join(s.split())
    return s if len(s) <= n else s[: n - 1] + "…"


def check(text: str) -> InjectionVerdict:
    """Classify one text (content, or title and content together)."""
    if not text:
        return InjectionVerdict("clean")
    shown = unicodedata.normalize("NFKC", text)
    revealed = reveal(text)
    hidden_chars = len(_HIDDEN.findall(shown))
    comments = [c.group(1) for c in _HTML_COMMENT.finditer(shown)]
    warnings: list[str] = []

    for rule, rx, why in _REJECT:
        for m in rx.finditer(revealed):
            if _mentions_only(revealed, m) and not _in_hidden_part(m.group(0), comments, hidden_chars):
                warnings.append(f"mentions an injection phrase in quotes ({_short(m.group(0), 50)}); stored as a mention")
                continue
            where = " (hidden from a human reader)" if _in_hidden_part(m.group(0), comments, hidden_chars) else ""
            return InjectionVerdict("reject", f"The content {why}{where}: {_short(m.group(0))!r}", rule,
                                    _short(m.group(0)), tuple(warnings))

    call = _TOOL_CALL.search(revealed)
    if call and not _mentions_only(revealed, call):
        return InjectionVerdict("quarantine", f"The content carries a tool-call payload ({_short(call.group(0), 40)!r}) "
                                "that a model reading this memory could execute", "tool-call", _short(call.group(0)),
                                tuple(warnings))
    for body in comments:
        if body.strip() and _ADDRESSES_READER.search(body):
            return InjectionVerdict("quarantine", "An HTML comment hides text addressed to the reader: "
                                    f"{_short(body)!r}", "hidden-comment", _short(body), tuple(warnings))
    if hidden_chars >= 3 or (hidden_chars and _ADDRESSES_READER.search(revealed)):
        return InjectionVerdict("quarantine", f"The content contains {hidden_chars} invisible character(s) "
                                "(zero-width or direction controls) that can hide text from a human reviewer",
                                "hidden-characters", None, tuple(warnings))
    role = _ROLE_LINE.search(revealed)
    if role and not _mentions_only(revealed, role):
        return InjectionVerdict("quarantine", f"A role-labelled line addresses the reader: {_short(role.group(0))!r}",
                                "role-line", _short(role.group(0)), tuple(warnings))
    if comments:
        warnings.append("contains an HTML comment (invisible when rendered)")
    elif hidden_chars:
        warnings.append(f"removed {hidden_chars} invisible character(s)")
    return InjectionVerdict("clean", "", None, None, tuple(warnings))


def _in_hidden_part(matched: str, comments: list[str], hidden_chars: int) -> bool:
    """Whether the matched phrase came from a place a human reviewer would not see."""
    key = " ".join(matched.split()).casefold()
    return hidden_chars > 0 or any(key in " ".join(reveal(c).split()).casefold() for c in comments)
