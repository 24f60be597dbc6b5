"""The web app (to come), served by ``mnemo serve``: a thin adapter like every interface: parse, make one
``MemoryService`` call, render. No SQL, prompts or scoring here (``tests/test_layering.py``)."""
