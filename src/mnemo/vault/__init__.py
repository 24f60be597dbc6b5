"""The vault (to come): client-side encryption of everything private, with keys only the user holds.

It plugs into exactly one place: the row codec's ``seal`` / ``unseal`` (``storage/codec.py``), which today
write a JSON payload and tomorrow AES-256-GCM ciphertext under a data key wrapped by a passphrase-derived
key (``docs/design/system.md#encryption``). Because every record already keeps its private fields in one
sealed payload (migration 004) and the keyword index holds the core's terms (``text/tokenize.py``), the
vault can add blind-index tokens and keyed content hashes without touching the write path or a backend.
``bootstrap.py`` will build it from settings; nothing else constructs it.
"""
