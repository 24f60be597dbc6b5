"""The vault on PostgreSQL (a real server with pgvector): the same codec seals the rows, so no column of
any table holds a written name, amount, word or e-mail, and search, duplicates and the locked state behave
as on SQLite."""

from __future__ import annotations

import pytest

from mnemo.errors import VaultLocked

from test_vault_at_rest import PASS, SECRETS, fill, leaked

psycopg = pytest.importorskip("psycopg")


def every_value(url: str) -> bytes:
    """Every row of every table of the public schema, as text."""
    with psycopg.connect(url) as c:
        tables = [r[0] for r in c.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
        return "\n".join(str(r[0]) for t in tables for r in c.execute(f'SELECT t::text FROM "{t}" t')).encode()


def test_postgres_rows_hold_nothing_readable_and_still_search(make_service, pg_url):
    svc = make_service(pg_url)
    svc.vault_init(PASS)
    fill(svc)
    assert leaked(every_value(pg_url), SECRETS) == []
    hits = svc.search("Zephyrine rollout")
    assert hits and "Zephyrine" in hits[0].memory.content and hits[0].keyword
    assert svc.search("신규 앱 예산")[0].memory.content.startswith("김철수")
    assert svc.add("Contact for the Zephyrine rollout is dana.whitlock@harborview.io until Friday.").decision.value == "skip"
    svc.close()
    with pytest.raises(VaultLocked):
        make_service(pg_url).search("Zephyrine")
    assert make_service(pg_url, passphrase=PASS).search("Zephyrine")


def test_postgres_existing_rows_are_sealed_by_init(make_service, pg_url):
    svc = make_service(pg_url)
    fill(svc)
    assert leaked(every_value(pg_url), ["Zephyrine", "김철수"]) == ["Zephyrine", "김철수"]  # the check can fail
    out = svc.vault_init(PASS)
    assert out["sealed_rows"] > 10
    assert leaked(every_value(pg_url), SECRETS) == []
    assert "Zephyrine" in svc.search("Zephyrine rollout")[0].memory.content



def test_a_forgotten_memory_leaves_no_term_in_the_keyword_statistics(make_service, pg_url):
    """Without a vault too: forgetting erases the memory's terms, and a term no memory holds any more
    leaves ``keyword_stats`` (its row spelled the word)."""
    svc = make_service(pg_url)
    keep = svc.add("The Brightwater kickoff is on Monday in the north office.")
    gone = svc.add("Quillfeather renewal: the vendor contract ends in March.")
    assert b"quillfeath" in every_value(pg_url).lower()
    svc.forget(gone.memory_id)
    assert b"quillfeath" not in every_value(pg_url).lower()
    assert svc.search("Brightwater kickoff")[0].memory.id == keep.memory_id


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_a_batch_finds_its_known_texts_by_their_keyed_hash(make_service, pg_url, backend):
    """A batch skips texts already stored before embedding them (``active_hashes``): with a vault the
    stored hash is keyed, and PostgreSQL looked the plain one up, so no text was ever known there."""
    from mnemo.domain.hashing import content_hash

    svc = make_service(pg_url if backend == "postgres" else None)
    svc.vault_init(PASS)
    text = "The Brightwater kickoff is on Monday in the north office."
    svc.add(text)
    other = "Quillfeather renewal: the vendor contract ends in March."
    assert svc.store.active_hashes("default", [content_hash(text), content_hash(other)]) == {content_hash(text)}
