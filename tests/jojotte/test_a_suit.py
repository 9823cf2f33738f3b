"""Round 15 (a play-test): at the card prompt 'a diamond' (any diamond) played the ace of
diamonds, read as 'A diamond'; 'AD?' was "not a card: 'ad?'", echoed lower-cased."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def _said(answer: str) -> str:
    # Example 1, action 12: You lead, holding ♠ 8, ♥ K Q (trumps), ♦ A K Q.
    return " ".join(run_until_end_of_input(session(partial(1, 12), [answer])).split())


def test_a_suit_after_a_is_any_card_of_it() -> None:
    text = _said("a diamond")
    assert "! which diamond? A♦, K♦, Q♦ (type e.g. QD, or its number)" in text
    assert "You play A♦" not in text
    assert "You play 8♠." in _said("a spade")  # the one spade


def test_the_ace_is_still_named_by_its_letters() -> None:
    for answer in ("A D", "AD", "ace of diamonds"):
        assert "You play A♦." in _said(answer), answer


def test_a_card_with_a_question_mark_is_the_card() -> None:
    assert "You play A♦." in _said("AD?")


def test_a_refused_card_is_echoed_as_typed() -> None:
    assert "! not a card: 'A_D' (write e.g. QS, 10H, TH or J♥)" in _said("A_D")
