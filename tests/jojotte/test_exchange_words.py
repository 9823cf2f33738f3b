"""Round 10 (a judge's eye): yes and no at the exchange of the 7 of trumps, as people say them."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session

_EXCHANGED = "You exchange 7♥ for the turn-up 10♥."
_KEPT = "You keep 7♥ rather than take the turn-up 10♥."
_ASKED = "! answer y to exchange your 7♥ for the turn-up 10♥, or n to keep it"


def test_everyday_yes_and_no_answer_the_exchange() -> None:
    # Example 1, action 4: A holds 7♥, the turn-up is 10♥. 'no, keep it', 'ok', 'nope' were
    # refused ("answer y to exchange ..."), though 'y', 'n', 'keep' and 'swap' were read.
    for answer in ("ok", "sure", "yeah", "yep", "yes, swap"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert _EXCHANGED in text and _ASKED not in text, answer
    for answer in ("no, keep it", "nope", "nah", "don't", "Don't exchange"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert _KEPT in text and _ASKED not in text, answer


def test_a_yes_and_a_no_together_are_asked_again() -> None:
    for answer in ("yes keep", "no swap", "do it"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert _ASKED in text, answer
        assert _EXCHANGED not in text and _KEPT not in text, answer
