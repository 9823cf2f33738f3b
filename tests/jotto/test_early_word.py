"""A test word typed at the jots prompt of an announce game (a turn early) is told it is asked
for next; the refusal said only 'answer with a number of jots from 0 to 5'."""

from __future__ import annotations

from tests.jotto.test_screen_prompts import two_people


def test_a_word_typed_a_turn_early_is_told_when_it_is_asked_for() -> None:
    # Ann (MAPLE) tests CHIME; Bob types his test word FLASK before the jots, then answers.
    session, out, prompts = two_people(["maple", "grown", "chime", "flask", "0"], announce=True)
    assert (
        "! jots are a number from 0 to 5 (or a command: help); FLASK can be your "
        "test word: it is asked for next"
    ) in out, out
    assert prompts[-1].startswith("Bob, your test word for line 1")
    assert session.game is not None and session.game.tests[0][0].announced == 0


def test_no_word_keeps_the_plain_refusal() -> None:
    _, out, _ = two_people(["maple", "grown", "chime", "lots"], announce=True)
    assert "! jots are a number from 0 to 5 (or a command: help)\n" in out, out


def test_a_number_said_in_words_is_no_test_word() -> None:
    """SEVEN is a five-letter word, but typed at the jots prompt it is a number of jots."""
    _, out, _ = two_people(["maple", "grown", "chime", "seven"], announce=True)
    assert "! jots are a number from 0 to 5 (or a command: help)\n" in out, out
