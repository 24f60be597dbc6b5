"""The vault: client-side encryption of everything private, with keys only the user's passphrase opens.

``keys`` holds the key hierarchy (an Argon2id-derived key that wraps random data keys and an index key);
``manage`` the commands over a store (init, unlock, status, change-passphrase, rotate). Rows are sealed in
exactly one place, the store's row codec (``storage/codec.py``), which the store builds from the unlocked
keys (``MemoryStore.unlock``). ``docs/vault.md`` says what is sealed and what a stolen file still shows.
"""
