"""The eliminating alphabet's logic: letters proved present and absent."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from parlor.jotto.deduce import deduce
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import jots


def test_whale_then_shale_proves_the_w() -> None:
    facts = deduce([("whale", 1), ("shale", 0)])
    assert facts.present == {"w"}
    assert facts.absent == set("shale")
    assert not facts.contradiction


def test_zero_jots_cross_off_letters() -> None:
    facts = deduce([("field", 0)])
    assert facts.absent == set("field") and facts.present == set()


def test_five_jots_fix_the_letters() -> None:
    facts = deduce([("wrong", 5)])
    assert facts.present == set("wrong")
    assert facts.absent == set("abcdefhijklmpqstuvxyz")


def test_contradiction_is_reported() -> None:
    facts = deduce([("field", 0), ("fiend", 5)])
    assert facts.contradiction and not facts.present and not facts.absent


def test_no_answers_prove_nothing() -> None:
    facts = deduce([])
    assert not facts.present and not facts.absent


WORDS = st.sampled_from(default_valid().words)


@settings(max_examples=60)
@given(WORDS, st.lists(WORDS, min_size=1, max_size=6))
def test_deductions_are_sound(secret: str, tests: list[str]) -> None:
    """Whatever the answers prove is true of the secret."""
    facts = deduce([(t, jots(t, secret)) for t in tests])
    assert not facts.contradiction
    assert facts.present <= set(secret)
    assert not (facts.absent & set(secret))
