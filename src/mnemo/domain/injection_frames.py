"""Who a sentence is about and what frames it, for the injection screen (``domain/injection.py``): the words
that name a model, a time from which an order holds, and a team's decision about its product's behaviour.
Kept apart so the screen's module stays within its size."""

from __future__ import annotations

import re

_I = re.IGNORECASE

AI_NOUN = (r"(?:ai|a\.i\.|assistant|(?:language\s+|reader\s+|ai\s+)?model|llm|bot|chatbot|agent|copilot|gpt|"
           r"summari[sz]er|ai\s+reader|ai\s+assistant)")
AI_SUBJ = r"(?:ai|assistant|model|llm|bot|chatbot|copilot|gpt|summari[sz]er|ai\s+agent|ai\s+assistant)"

# "Assistant, from now on answer …": a time from which the order holds opens the clause before its verb
FROM_NOW = re.compile(r"^\s*(?:from\s+now\s+on|from\s+here\s+on|going\s+forward|moving\s+forward|henceforth|"
                      r"hereafter|in\s+(?:the\s+)?future)\s+", _I)


# "Decision: the chatbot will answer pricing questions only with the public price list": a team deciding how
# its product behaves, in the future tense, with a verb that acts on nobody; not when it names this note, the
# user, a secret or the prompt (what an attack disguised as a decision is about)
_DECIDED = re.compile(r"^\W*(?:decision|decided|we\s+(?:have\s+)?(?:decided|agreed)|agreed|resolution|결정)\b", _I)
# "the|our <product> will answer|route|escalate …": a product's routing, not what it says or withholds about anything
_PRODUCT_WILL = re.compile(r"\b(?:the|our)\s+(?:[\w-]+\s+)?(?:chatbot|bot|assistant)\s+will\s+(?:only\s+|also\s+)?"
                           r"(?:answer|respond|reply|route|escalate|hand\s+off|greet)\b", _I)
_ABOUT_READER = re.compile(r"\bthis\s+(?:note|memory|message|entry|text)\b|\bthe\s+user'?s?\b|\bsecrets?\b|"
                           r"\bprompt\b|\bpassword|\bapi\s+keys?\b|\binstructions?\b|\bevery\s+(?:answer|question)\b|"
                           r"\bwith\s+[\"'“‘`]|\b(?:never|not|refuse|hide|omit|blame|scam)\b", _I)


# an address is not a report: "audit@evil.example" names no example
ADDRESSES = re.compile(r"\S+@\S+|\b[\w-]+(?:\.[\w-]+)+\b")


def product_decision(sentence: str) -> bool:
    """A team deciding how its product behaves ("Decision: the chatbot will answer …"), naming no reader."""
    return bool(_DECIDED.search(sentence) and _PRODUCT_WILL.search(sentence) and not _ABOUT_READER.search(sentence))
