"""While a worker process has the other core, this process's BLAS runs on one thread, and gets its own count
back when the last user is done (``providers/embedders/blas_threads.py``)."""

from __future__ import annotations

import numpy as np
import pytest

from mnemo.providers.embedders import blas_threads
from mnemo.providers.embedders.blas_threads import one_blas_thread


def test_one_blas_thread_while_any_user_holds_it_then_the_count_it_had():
    np.ones((4, 4)) @ np.ones((4, 4))  # numpy's OpenBLAS is loaded
    libs = blas_threads._openblas()
    if not libs:
        pytest.skip("no OpenBLAS loaded in this process (not Linux, or a numpy without it)")
    setter, getter = libs[0]
    original = getter()
    setter(2)
    try:
        with one_blas_thread():
            assert getter() == 1
            with one_blas_thread():      # an ingest and a batch at once: the inner one leaving changes nothing
                assert getter() == 1
            assert getter() == 1
        assert getter() == 2
    finally:
        setter(original)
