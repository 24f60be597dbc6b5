"""Full names in running text are people's (``domain/person_names.py``): a given name from the shipped list
with a capitalised surname; one word alone, and products, places and months that look like names, are not."""

from __future__ import annotations

import pytest

from mnemo.domain.person_names import given_names, people_named


@pytest.mark.parametrize(("text", "people"), [
    ("Outcome: the team agreed and Laura Becker updated the tracker.", {"laura", "becker"}),
    ("Next step: Kevin Ortiz shares the checklist with Maria T. Lopez.", {"kevin", "ortiz", "maria", "lopez"}),
    ("Approved by Sarah O'Neil and Daniel Smith-Jones on Friday.", {"sarah", "o'neil", "daniel", "smith-jones"}),
])
def test_a_given_name_and_a_surname_name_a_person(text, people):
    assert people_named(text) == people


@pytest.mark.parametrize("text", [
    "Jason will migrate the jobs to Temporal.",          # a given name alone may be a product's name
    "We keep Aurora Serverless for the reporting database.",
    "Ruby Gems are mirrored on the internal registry.",
    "The June Release ships the new billing page.",
    "Book the Austin Office for the offsite.",
    "Decision: the Granite team will use Datadog for observability.",
])
def test_products_places_months_and_lone_names_are_not_people(text):
    assert people_named(text) == frozenset()


def test_the_list_is_lower_case_and_leaves_out_common_words():
    names = given_names()
    assert {"jason", "laura", "maria", "kevin"} <= names
    assert not names & {"will", "may", "june", "grace", "ruby", "austin", "manual", "sun", "aurora", "delta"}
    assert all(n == n.lower() and n.isalpha() for n in names)
