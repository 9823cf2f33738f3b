"""Round 10 (a judge's eye): the melds prompt answered in everyday words and by suit."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session

_BOTH = "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."


def _melds(answer: str) -> str:
    # Example 1, action 6: You declare; A holds K♥-Q♥-J♥-10♥ and A♦-K♦-Q♦.
    return run_until_end_of_input(session(partial(1, 6), [answer]))


def test_ok_and_nope_declare_all_or_nothing() -> None:
    # 'ok', 'sure', 'nope' were "not a meld" ('yes' and 'no' were read).
    for answer in ("ok", "sure", "yeah"):
        text = _melds(answer)
        assert _BOTH in text and "not a meld" not in text, answer
    for answer in ("nope", "nah"):
        text = _melds(answer)
        assert "You declare nothing." in text and "not a meld" not in text, answer
        assert "You play 9♣" in text, answer  # on to the play, nothing declared


def test_a_suit_named_declares_its_sequences() -> None:
    # 'the diamonds' was "not a meld: 'diamonds'".
    assert "You declare A♦-K♦-Q♦ (20)." in _melds("the diamonds")
    assert "You declare A♦-K♦-Q♦ (20)." in _melds("declare ♦")
    assert "You declare K♥-Q♥-J♥-10♥ (40)." in _melds("hearts")
    assert _BOTH in _melds("my hearts and diamonds")
    text = _melds("spades")
    assert "! you have no sequence in spades to declare" in text
    assert "You declare" not in text
