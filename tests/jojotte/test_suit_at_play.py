"""Round 10 (a judge's eye): a suit named alone at the card prompt ("hearts", "a trump")."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def _said(n: int, k: int, answer: str) -> str:
    return run_until_end_of_input(session(partial(n, k), [answer]))


def test_the_one_card_of_the_suit_named_is_played() -> None:
    # Example 1, action 12: You lead, holding one spade. 'spades' said "play a card (e.g. JH,
    # or its number)", as if it named no card.
    assert "You play 8♠." in _said(1, 12, "spades")
    # Action 14: A's only trump left is Q♥, after Jo: 'trump' plays it, saying Jotte.
    assert 'You play Q♥ and say "Jotte"' in _say_joined(1, 14, "trump")


def _say_joined(n: int, k: int, answer: str) -> str:
    return " ".join(_said(n, k, answer).split())


def test_several_cards_of_the_suit_are_named_to_choose_from() -> None:
    # Action 10: A must trump; 'trump' and 'hearts' were "not a card: 'trump'" and "play a
    # card".
    for answer in ("hearts", "trump", "a trump"):
        text = _said(1, 10, answer)
        assert "! which heart? K♥, Q♥, J♥, 10♥ (type e.g. TH, or its number)" in text, answer
        assert "You play" not in text, answer


def test_a_suit_that_cannot_be_played_says_why() -> None:
    assert "! you hold no clubs" in _said(1, 10, "clubs")
    assert "! no spade of yours may be played now" in _said(1, 10, "spades")
    # Example 3 is Nullo, played without trumps.
    text = _said(3, 5, "trump")
    assert "! there are no trumps in this deal: Nullo is played without trumps" in text


def test_marks_alone_at_the_card_prompt_are_refused_in_a_line() -> None:
    # '(' or ';' alone stopped the game with an IndexError once a suit named alone was read
    # (0df4a6c); before that they were refused as "empty action".
    for answer in ("(", ";", ",", "!", "."):
        text = _said(1, 12, answer)
        assert f"! not a card: {answer!r} (write e.g. QS, 10H, TH or J♥)" in text, answer
