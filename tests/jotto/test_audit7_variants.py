"""Rules audit, round 7: the secret-word variants ("no repeated letters in secrets; secrets with
no anagram in the list", rules: Variants) and case-insensitive letters ("Letters are
case-insensitive", rules: Sides and words).

The game checks a typed secret with ``secret_problem`` and draws a bot's secret from
``possible_secrets``: both must apply the same rule, word for word, or a bot could hide a word a
person may not choose (or the other way round).
"""

from __future__ import annotations

import pytest

from parlor.jotto.game import (
    JottoGame,
    NotAWord,
    Test,
    Variant,
    possible_secrets,
    secret_problem,
)
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import jots, normalize

LEX = default_valid()

VARIANTS = [
    Variant(no_repeats=True),
    Variant(no_anagram_secrets=True),
    Variant(no_repeats=True, no_anagram_secrets=True),
]


# Every 40th word of the list, and every word of an anagram pair whose words begin with the same
# letter (APPLE, APPEL): a word-for-word check of the whole list takes a minute (each word's
# anagram check reads the list).
SAMPLE = sorted(
    set(LEX.words[::40])
    | {w for w in LEX.words if w[0] in "ab" and sum(sorted(v) == sorted(w) for v in LEX.words) > 1}
)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "+".join(v.names()))
def test_the_bots_secrets_are_exactly_the_words_a_person_may_choose(variant: Variant) -> None:
    allowed = set(possible_secrets(LEX, variant))
    for word in SAMPLE:
        assert (word in allowed) == (secret_problem(word, LEX, variant) is None), word


def test_a_word_with_one_anagram_is_no_secret_and_neither_is_its_anagram() -> None:
    """By hand, from the default list: MAPLE and AMPLE are anagrams of each other (A E L M P)
    and have no third; APPLE and APPEL (A E L P P) begin with the same letter; FIGHT has no
    anagram in the list. With "no anagrams" none of the four pairs' words may be a secret,
    FIGHT may; with "no repeated letters" APPLE and APPEL (two P's) may not, MAPLE may."""
    no_anagrams = Variant(no_anagram_secrets=True)
    secrets = set(possible_secrets(LEX, no_anagrams))
    for word in ("maple", "ample", "apple", "appel"):
        assert word in LEX.words
        assert word not in secrets
        problem = secret_problem(word, LEX, no_anagrams)
        assert problem is not None and "anagram" in problem
    assert "fight" in secrets and secret_problem("fight", LEX, no_anagrams) is None
    with pytest.raises(NotAWord, match="anagram"):
        JottoGame(["apple", "fight"], 0, LEX, variant=no_anagrams)
    no_repeats = Variant(no_repeats=True)
    assert secret_problem("apple", LEX, no_repeats) is not None
    assert secret_problem("maple", LEX, no_repeats) is None
    # the default game: every word of the list may be a secret, repeated letters and anagrams too
    assert possible_secrets(LEX) == list(LEX.words)


def test_letters_are_case_insensitive_in_secrets_test_words_and_jots() -> None:
    """Rules examples in any case: LULLS/maple 1, FLASK/Maple 2 (L, A), WHALE/grown 1 (W).
    A secret typed in capitals is the same secret, and a test word in mixed case is the same
    word: "GrOwN" against the secret "GROWN" is JOTTO, not five jots."""
    assert normalize(" LULLS\n") == "lulls"
    assert jots("LULLS", "maple") == jots("lulls", "MAPLE") == 1
    assert jots("FLASK", "Maple") == 2
    assert jots("whale", "GROWN") == 1
    g = JottoGame(["MAPLE", "Grown"], 0, LEX)
    assert g.secrets == ("maple", "grown")
    g.apply(Test("WhAlE"))  # side 1 against GROWN: W, 1 jot
    assert g.tests[0][0].truth == 1 and g.tests[0][0].word == "whale"
    g.apply(Test("FLASK"))  # side 2 against MAPLE: L, A
    assert g.tests[1][0].truth == 2
    g.apply(Test("GrOwN"))
    assert g.is_over() and g.winner == 0
    r = g.result()
    # JOTTO on line 2: SCORE(2) = 100 - 5 = 95, plus WHALE's 1 jot = 96; side 2: FLASK's 2
    assert (r.line, r.totals) == (2, (96, 2))
