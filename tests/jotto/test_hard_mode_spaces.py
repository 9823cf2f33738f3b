"""Round 16: hard mode judges a test word as it goes on the pad.

The rules (parlor/jotto/RULES.md, hard mode): "a test word must agree with every answer the
side has been given so far ... so is a word tested before, even one that got 5 jots". The word
was checked with the spaces around it kept (' ample' is not 'ample'), then stored stripped:
AMPLE, tested on line 1, was taken again on line 2 when it came with a space or a newline.
"""

from __future__ import annotations

import pytest

from parlor.jotto.game import JottoGame, NotAWord, Test, Variant
from parlor.jotto.lexicon import default_valid

LEX = default_valid()


@pytest.mark.parametrize("typed", [" ample", "ample\n", " AMPLE ", "\tAmple"])
def test_a_word_tested_before_is_refused_with_spaces_around_it(typed: str) -> None:
    g = JottoGame(["grown", "maple"], 0, LEX, variant=Variant(hard_mode=True))
    g.apply(Test("ample"))  # 5 jots against MAPLE: an anagram, not the secret
    g.apply(Test("crane"))
    with pytest.raises(NotAWord, match="AMPLE was tested on line 1 already"):
        g.apply(Test(typed))
    assert len(g.tests[0]) == 1


def test_a_word_that_disagrees_is_refused_with_spaces_around_it() -> None:
    g = JottoGame(["grown", "maple"], 0, LEX, variant=Variant(hard_mode=True))
    g.apply(Test("fight"))  # 0 against MAPLE: no F, I, G, H or T
    g.apply(Test("crane"))
    with pytest.raises(NotAWord, match=r"FIGHT \(line 1\) would have got 2, not 0"):
        g.apply(Test(" THEME "))
    g.apply(Test(" MAPLE "))
    assert g.is_over() and g.winner == 0
