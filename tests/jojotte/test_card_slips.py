"""Round 10 (a judge's eye): a card named in words with a slip of the keys."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_a_slip_in_the_suit_or_rank_word_asks_about_the_card_it_is_close_to() -> None:
    # Example 1, action 10: A must trump B's 10♣ lead. 'ace of hartz' was refused as "not a
    # card: 'ace'", though 'ace' alone is read: the message blamed the word that was right.
    for answer, meant in (
        ("ace of hartz", "A♥"),
        ("quen of hearts", "Q♥"),
        ("hearts tne", "10♥"),
        ("ten of diamons", "10♦"),
    ):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert f"! not a card: {answer!r} (did you mean {meant}?)" in text, answer
        assert "A plays" not in text, answer  # asked about, never played


def test_an_answer_of_several_words_that_names_no_card_is_quoted_whole() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["ace of bananas"]))
    assert "! not a card: 'ace of bananas' (write e.g. QS, 10H, TH or J♥)" in text
    assert "not a card: 'ace'" not in text
    text = run_until_end_of_input(session(partial(1, 10), ["Q de diamantes"]))
    assert "! not a card: 'Q de diamantes'" in text
