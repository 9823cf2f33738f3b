"""The eliminating alphabet for four- and six-letter secrets: every multiset of the length."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from math import comb

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlor.jotto.deduce import LetterFacts, _multisets, deduce
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import jots

FOUR = default_valid(4).words
SIX = default_valid(6).words


@pytest.mark.parametrize("length", [4, 5, 6])
def test_the_table_holds_every_multiset_once(length: int) -> None:
    m = _multisets(length)
    assert m.shape == (26, comb(26 + length - 1, length))  # 736,281 for six letters
    assert (m.sum(axis=0) == length).all()
    # no multiset twice: each column as two numbers in base length + 1, sorted, no two alike
    base = (length + 1) ** np.arange(13, dtype=np.int64)
    lo, hi = base @ m[:13].astype(np.int64), base @ m[13:].astype(np.int64)
    order = np.lexsort((lo, hi))
    same = (lo[order][1:] == lo[order][:-1]) & (hi[order][1:] == hi[order][:-1])
    assert not same.any()


def test_six_letters_by_hand() -> None:
    # an anagram fixes the letters: LISTEN's six, and nothing else
    facts = deduce([("silent", 6)])
    assert facts.present == set("listen")
    assert facts.absent == set("abcdefghijklmnopqrstuvwxyz") - set("listen")
    # TATTOO 0 crosses off T, A and O; BOTTLE 1 then proves one of B, L, E
    facts = deduce([("tattoo", 0), ("bottle", 1)])
    assert facts.absent == set("tao") and not facts.present
    # ... and BOTTLE 1 with BOTTOM 0 leaves the L or the E: PLURAL 0 leaves the E
    facts = deduce([("bottle", 1), ("bottom", 0), ("plural", 0)])
    assert facts.present == {"e"}
    assert facts.absent == set("botmplura")
    # BOTTOM 0 and LITTLE 0 cross off every letter of BOTTLE: then no secret gets 1 from it
    assert deduce([("bottle", 1), ("bottom", 0), ("little", 0)]).contradiction
    # a secret with two L's: LULLED against it gets 2 from the L's alone when U, E, D are out
    facts = deduce([("lulled", 2), ("tundra", 0), ("seethe", 0)])
    assert facts.present == {"l"}
    assert deduce([("silent", 6), ("listen", 5)]).contradiction


def test_four_letters_by_hand() -> None:
    # LULL 2 and then UNDO 0: the U is out, so the two jots are two L's
    facts = deduce([("lull", 2), ("undo", 0)])
    assert facts.present == {"l"}
    assert facts.absent == set("undo")
    # ULNA 0 would cross the L off too: then LULL 2 is impossible
    assert deduce([("lull", 2), ("ulna", 0)]).contradiction
    assert deduce([("stop", 4)]).present == set("stop")
    assert deduce([("stop", 4), ("pots", 3)]).contradiction


def test_the_length_is_the_test_words_unless_given() -> None:
    assert deduce([("lull", 2), ("undo", 0)]) == deduce([("lull", 2), ("undo", 0)], 4)
    # STOP 4 fixes a four-letter secret's letters; a five-letter one has a fifth, any letter
    assert len(deduce([("stop", 4)]).absent) == 22
    assert deduce([("stop", 4)], 5) == LetterFacts(frozenset("stop"), frozenset())
    with pytest.raises(ValueError, match="one length"):
        deduce([("lull", 2), ("bottle", 0)])
    assert deduce([]) == LetterFacts(frozenset(), frozenset())


def _brute(answers: list[tuple[str, int]], length: int) -> LetterFacts:
    """Every multiset tried one by one, as a person would with a great deal of patience."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    alive = [
        "".join(c)
        for c in combinations_with_replacement(letters, length)
        if all(jots(w, "".join(c)) == n for w, n in answers)
    ]
    if not alive:
        return LetterFacts(frozenset(), frozenset(), contradiction=True)
    present = frozenset(ch for ch in letters if all(ch in s for s in alive))
    absent = frozenset(ch for ch in letters if not any(ch in s for s in alive))
    return LetterFacts(present, absent)


def test_four_letters_agree_with_trying_every_multiset() -> None:
    rng = random.Random(4)
    for _ in range(6):
        secret = rng.choice(FOUR)
        answers = [(w, jots(w, secret)) for w in rng.sample(FOUR, rng.randint(1, 4))]
        if rng.random() < 0.3:
            answers[0] = (answers[0][0], rng.randint(0, 4))  # perhaps a wrong count
        assert deduce(answers) == _brute(answers, 4), answers


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from([4, 6]),
    st.integers(0, 10**6),
    st.integers(1, 6),
)
def test_deductions_are_sound_and_the_secret_fits(length: int, seed: int, n: int) -> None:
    """Whatever the answers prove is true of the secret, whichever the length."""
    words = FOUR if length == 4 else SIX
    rng = random.Random(seed)
    secret = rng.choice(words)
    facts = deduce([(t, jots(t, secret)) for t in rng.sample(words, n)])
    assert not facts.contradiction
    assert facts.present <= set(secret)
    assert not (facts.absent & set(secret))
