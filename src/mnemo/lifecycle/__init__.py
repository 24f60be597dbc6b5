"""Lifecycle jobs (to come): compaction, the duplicate sweep, tag consolidation, re-embedding, retention.

The place is named now so the rules are clear before the code arrives (``docs/architecture.md``): a job
reads through the store port, decides with the domain's pure rules, and writes only through the one write
path (``MemoryService.write`` with ``caller=Caller.JOB``) or the recorder (``write/recorder.py``), so the
decision log explains every change a job makes and the vault seals in one place. Jobs never import
storage backends or interfaces (``tests/test_layering.py``).
"""
