"""People's names in running English text, where nothing else says who is a person.

A memory added through the API, the MCP server or the CLI carries no people (only ingest extracts them), so
the supersession rules read every capitalised name in it as something the decision may choose. Two decisions
that mention the same colleague ("… and Jason Kang updated the tracker", "… Jason Kang could not get a
support commitment") then looked like one matter left for another choice. A name is taken for a person's when
a common given name is followed by a second capitalised word: "Jason Kang", "Maria T. Lopez". The given names
are the 1990 US Census lists (``given_names.txt``, public domain), without the ones that are also words,
months, places or products. One word alone is never taken ("Jason will" may be a product's name; "Ruby" is
left out of the list). What the lists do not hold (many Indian, Chinese and Korean given names written in
Latin letters, names common only after 1990) is missed: such a name stays a possible choice, as before.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

#: A given name, an optional middle initial, and a capitalised surname ("O'Neil", "McLeod", "Smith-Jones")
_FULL_NAME = re.compile(r"\b([A-Z][a-z]+)\s+(?:[A-Z]\.\s+)?((?:O'|D'|Mc|Mac)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")


@lru_cache(maxsize=1)
def given_names() -> frozenset[str]:
    """The shipped list, lower-cased (read once, on first use)."""
    text = resources.files("mnemo.domain").joinpath("given_names.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


@lru_cache(maxsize=4096)  # pure; the write path asks it of the same candidates for every new memory
def people_named(text: str) -> frozenset[str]:
    """The words of the people's names in ``text``, casefolded ("Jason Kang" gives "jason" and "kang")."""
    known = given_names()
    return frozenset(w.casefold() for m in _FULL_NAME.finditer(text) if m.group(1).casefold() in known
                     for w in (m.group(1), m.group(2)))
