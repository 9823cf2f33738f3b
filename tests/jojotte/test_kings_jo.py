"""Round 16: 'kings jo' at the card prompt is the king of spades with Jo ('ks jo'), as 'kingh
jo' is the king of hearts: with spades as trumps, the King is played saying Jo. It was "not a
card: 'kings jo'" ('kings' alone is asked about: the plural, or KS)."""

from __future__ import annotations

from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .test_ui import partial, run_until_end_of_input, session


def test_kings_jo_is_the_king_of_spades_with_jo() -> None:
    # Seed 12 (medium): You declare spades; trick 3 is yours to lead, K♠ Q♠ J♠ in hand.
    sitting = Sitting(Options(), ("You", "Bot"))
    answers = ["1", "2", "1", "1", "1", "kings jo"]
    text = run_until_end_of_input(session(sitting, answers, level="medium", seed=12))
    assert 'You play K♠ and say "Jo".' in text
    assert "not a card" not in text


def test_kings_jo_where_spades_are_no_trumps_says_why() -> None:
    # Example 1, action 10: hearts are trumps and A holds no spade.
    text = run_until_end_of_input(session(partial(1, 10), ["kings jo"]))
    assert "! you do not hold K♠" in text
