"""Extraction by a configured LLM (``mnemo.prompts.extract_decisions``), with the rules as the fallback.

Why a fallback that sticks for a while: a dead or overloaded LLM server must cost one timeout per few
minutes of ingest, not one per message, and ingest must finish either way.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from mnemo.domain.extraction import Extraction
from mnemo.domain.sources import SourceItem
from mnemo.ingest.extract.commits import is_code_item
from mnemo.ingest.extract.facts import message_facts
from mnemo.ingest.extract.finding_text import clean_subject, source_fields
from mnemo.ingest.extract.rules import MAX_CHARS, RuleExtractor, visible_lines
from mnemo.ports import LLM
from mnemo.text.analysis import language_of

log = logging.getLogger(__name__)


class LLMExtractor:
    """Extraction by a configured LLM (``mnemo.prompts.extract_decisions``); the rules answer whenever it fails.

    After a failure the rules answer alone for ``retry_after_s`` (then the LLM is asked again), so a
    dead or overloaded server costs one timeout per few minutes of ingest, not one per message."""

    def __init__(self, llm: LLM, fallback: RuleExtractor | None = None, *, retry_after_s: float = 300.0,
                 clock: Callable[[], float] | None = None) -> None:
        self.llm = llm
        self.fallback = fallback or RuleExtractor()
        self.name = f"llm:{getattr(llm, 'model_id', 'llm')}"
        self.failures = 0
        self.retry_after_s = retry_after_s
        self._clock = clock or time.monotonic
        self._rules_until = 0.0

    def extract(self, text: str, *, item: SourceItem | None = None) -> list[Extraction]:
        from mnemo.errors import MnemoError
        from mnemo.prompts import extract_decisions as prompt

        if is_code_item(item):  # commits and pull requests are read by their own rules, not the prompt
            return self.fallback.extract(text, item=item)
        body = visible_lines((text or "")[:MAX_CHARS])
        subject = clean_subject(item.title if item else None)
        if not body.strip() and not subject:
            return []
        if self._clock() < self._rules_until:
            return self.fallback.extract(text, item=item)
        language = language_of(f"{subject or ''} {body}")
        try:
            answer = self.llm.complete(prompt.SYSTEM, prompt.user_message(body, subject=subject, item=item,
                                                                          language=language),
                                       prompt.Answer, name="extraction", temperature=0.0)
            facts = message_facts(body, subject, item, language)
            return prompt.to_findings(answer, facts=facts, body=body, subject=subject, language=language,
                                      source=source_fields(item), extractor=self.name)
        except (MnemoError, ValueError) as exc:  # ValueError: pydantic's, a finding the domain refuses
            self.failures += 1
            self._rules_until = self._clock() + self.retry_after_s
            reason = (exc.message if isinstance(exc, MnemoError)
                      else f"a finding did not fit: {str(exc).splitlines()[0]}")
            log.warning("LLM extraction failed (%s); the rules answer alone for the next %.0f s", reason,
                        self.retry_after_s)
            return self.fallback.extract(text, item=item)
