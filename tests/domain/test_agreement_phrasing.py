"""A bare agreement decides nothing of its own (it makes the proposal it answers decided); anything more
than a courtesy around it is a message of its own (``domain.supersession.is_bare_agreement``)."""

from __future__ import annotations

import pytest

from mnemo.domain.supersession import Phrasing, is_bare_agreement, phrasing_of


@pytest.mark.parametrize("text", [
    "Agreed, let's do it.", "LGTM", "+1", "동의합니다.", "확정: 동의합니다", "Thanks Laura, that works for us.",
    "Sounds good, thanks Mike.", "감사합니다. 그렇게 하시죠.", "Re: works for me",
])
def test_bare_agreements(text):
    assert is_bare_agreement(text) and phrasing_of(text) is Phrasing.AGREEMENT


@pytest.mark.parametrize("text", [
    "Thanks, I will send the invoice tomorrow.",
    "Thanks Laura, that works for us. I'll also book the room for the offsite on Friday.",
    "Thanks!", "Agreed, but let's move the launch to May 3 instead.", "We agreed to switch the site to Netlify.",
])
def test_not_bare_agreements(text):
    assert not is_bare_agreement(text)
