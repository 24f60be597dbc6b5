"""One BLAS thread in this process while a worker process works on the other core.

numpy's OpenBLAS runs the embedder's matrix products on as many threads as there are cores, which makes a
single write faster (≈1 ms of its 7 on two cores). While a worker process embeds a batch
(``embedders/worker.py``) or extracts an ingest's items (``ingest/extract_worker.py``), that second BLAS
thread competes with the worker for its core, and both pipelines ran slower for it: 10,000 ``add_many``
items at 319/s with it and 373/s without; 3,034 mails ingested in 12.0 s with it and 10.6 s without. So for
as long as such a worker runs, the loaded OpenBLAS is told to use one thread, and its own count afterwards.

The count is process-wide: overlapping users are counted and the last one out restores it. Only an
OpenBLAS that is already loaded is found (Linux, through ``/proc/self/maps``); elsewhere this does nothing.
"""

from __future__ import annotations

import ctypes
import logging
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

log = logging.getLogger(__name__)

_NAMES = (("scipy_openblas_set_num_threads64_", "scipy_openblas_get_num_threads64_"),
          ("openblas_set_num_threads64_", "openblas_get_num_threads64_"),
          ("openblas_set_num_threads", "openblas_get_num_threads"))
_lock = threading.Lock()
_users = 0
_saved: list[tuple[Callable[[int], None], int]] = []


def _openblas() -> list[tuple[Callable[[int], None], Callable[[], int]]]:
    """(set, get) of every OpenBLAS this process has loaded."""
    try:
        with open("/proc/self/maps", encoding="utf-8") as maps:
            paths = {line.split()[-1] for line in maps if "openblas" in line.lower() and ".so" in line}
    except OSError:
        return []
    found = []
    for path in sorted(paths):
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for set_name, get_name in _NAMES:
            setter, getter = getattr(lib, set_name, None), getattr(lib, get_name, None)
            if setter is not None and getter is not None:
                getter.restype = ctypes.c_int
                found.append((setter, getter))
                break
    return found


def one_blas_thread_from_now() -> bool:
    """The loaded OpenBLAS on one thread for the rest of the process (a server: ``mnemo serve``); True when
    there was one to tell."""
    libs = _openblas()
    for setter, _ in libs:
        setter(1)
    return bool(libs)


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """BLAS on one thread inside the block (see the module's docstring)."""
    global _users
    with _lock:
        _users += 1
        if _users == 1:
            try:
                for setter, getter in _openblas():
                    _saved.append((setter, int(getter())))
                    setter(1)
            except Exception as exc:  # noqa: BLE001 - only speed depends on it
                log.debug("BLAS threads left as they are (%s)", exc)
    try:
        yield
    finally:
        with _lock:
            _users -= 1
            if _users == 0:
                for setter, count in _saved:
                    setter(count)
                _saved.clear()
