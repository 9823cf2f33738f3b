"""An independent audit of the Jotto engine against the rules, with new hand-worked games.

Every expected score below is computed by hand from the rules (the arithmetic is in the
comments); the words' jots are checked letter by letter in the comments too.
"""

from __future__ import annotations

from parlor.jotto.game import JottoGame, Test, Variant
from parlor.jotto.lexicon import default_valid

LEX = default_valid()


def test_the_default_game_lets_a_side_test_any_word_of_the_list() -> None:
    """Any five-letter word of the list is a legal test word; only hard mode asks a test word
    to agree with the side's earlier answers."""
    g = JottoGame(["maple", "grown"], 0, LEX)
    g.apply(Test("whale"))  # WHALE/GROWN = 1 (W)
    g.apply(Test("fight"))
    # SHALE/WHALE = 4 (H, A, L, E), not 1: SHALE cannot be the secret, but it may be tested
    words = {a.word for a in g.legal_actions() if isinstance(a, Test)}
    assert len(words) == len(LEX) and "shale" in words
    g.apply(Test("shale"))  # and apply() agrees
    # hard mode, same position: only words giving WHALE 1 jot (GROWN/WHALE = 1, the W)
    h = JottoGame(["maple", "grown"], 0, LEX, variant=Variant(hard_mode=True))
    h.apply(Test("whale"))
    h.apply(Test("fight"))
    hard = {a.word for a in h.legal_actions() if isinstance(a, Test)}
    assert "shale" not in hard and "grown" in hard and len(hard) < len(LEX)
