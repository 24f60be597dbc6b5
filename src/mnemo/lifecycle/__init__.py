"""Lifecycle: the upkeep jobs (``docs/lifecycle.md``) and copying a store (``store_copy``).

``job_runner`` runs ``reembed``, ``tag_sweep``, ``duplicates``, ``compact`` and ``retention`` in that order
(``mnemo maintain``; ``mnemo serve`` runs the due ones on a schedule) and ``health`` counts what they would
fix. A job reads through the store port, decides with the domain's pure rules (and consolidation's, for
duplicates), and writes only through the recorder (``write/recorder.py``) with its name as the actor, so
the decision log explains every change a job makes and the vault seals in one place. Jobs never import
storage backends or interfaces (``tests/test_layering.py``).
"""
