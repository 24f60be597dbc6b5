"""The batch embedding worker process (``providers/embedders/worker.py``): it answers vectors and the jobs the
composition root named, and imports nothing from the directory the user runs a batch in."""

from __future__ import annotations

import numpy as np

from mnemo.providers.embedders.worker import EmbeddingProcess


def test_the_worker_answers_and_ignores_modules_in_the_working_directory(tmp_path, monkeypatch, embedder):
    marker = tmp_path / "imported"
    (tmp_path / "numpy.py").write_text(f"open({str(marker)!r}, 'w').close()\nraise SystemExit('shadowed')\n")
    monkeypatch.chdir(tmp_path)
    worker = EmbeddingProcess(embedder.worker_name, jobs="mnemo.similarity.worker_jobs")
    try:
        texts = ["The billing team moved the invoice run to Thursday.", "결제팀은 송장 작업을 목요일로 옮겼습니다."]
        vectors, _, answers = worker.submit(texts, {"decompose": texts, "screen": [{"content": t} for t in texts]}
                                            ).result(timeout=120)
    finally:
        worker.close()
    assert not marker.exists()
    assert vectors.shape == (2, embedder.dim) and np.allclose(vectors, embedder.embed(texts), atol=1e-5)
    assert [d.language for d in answers["decomposed"]] == ["en", "ko"]
    assert [v.verdict for v in answers["verdicts"]] == ["clean", "clean"]
