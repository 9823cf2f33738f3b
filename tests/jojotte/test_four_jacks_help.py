"""Round 18 (judge D, finding 6): the in-game help wrote the four of a kind as "4J",
unexplained ("melds with all, none or e.g. KH-QH-JH 4J"); it now says "four jacks (4J)"."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_the_help_says_four_jacks_in_words() -> None:
    text = " ".join(run_until_end_of_input(session(partial(1, 6), ["help"])).split())
    assert "melds with all, none or e.g. KH-QH-JH or four jacks (4J)." in text
    assert "KH-QH-JH 4J" not in text


def test_four_jacks_as_the_help_writes_it_is_read() -> None:
    # Example 1, action 6: your melds (no four jacks): both forms get the same answer.
    for answer in ("4J", "four jacks"):
        text = " ".join(run_until_end_of_input(session(partial(1, 6), [answer])).split())
        assert "! four jacks is not one of your melds" in text, answer
