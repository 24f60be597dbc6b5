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
_PRODUCT_WILL = re.compile(rf"\b{AI_SUBJ}s?\s+will\s+(?:only\s+|now\s+|always\s+|also\s+)?(?:answer|respond|reply|"
                           r"recommend|rank|cite|include|mention|use|list|summari[sz]e|describe|refuse|escalate|route|"
                           r"hand\s+off|greet|support)\b", _I)
_ABOUT_READER = re.compile(r"\bthis\s+(?:note|memory|message|entry|text)\b|\bthe\s+user'?s?\b|\bsecrets?\b|"
                           r"\bprompt\b|\bpassword|\bapi\s+keys?\b|\binstructions?\b", _I)


# an address is not a report: "audit@evil.example" names no example
ADDRESSES = re.compile(r"\S+@\S+|\b[\w-]+(?:\.[\w-]+)+\b")


def product_decision(sentence: str) -> bool:
    """A team deciding how its product behaves ("Decision: the chatbot will answer …"), naming no reader."""
    return bool(_DECIDED.search(sentence) and _PRODUCT_WILL.search(sentence) and not _ABOUT_READER.search(sentence))
