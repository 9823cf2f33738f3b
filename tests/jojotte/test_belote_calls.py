"""Round 16: the calls as a Belote player says them: 'prends' (accept), 'passe', 'contre' or
'coinche' (double), 'surcontre' or 'surcoinche' (redouble), 'capot' (all the tricks: the Slam),
and 'misère' or 'nil' for Nullo; each was "not a call". ('sans atout' was read already.)"""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize(
    ("example", "k", "answer", "said"),
    [
        (1, 0, "prends", "You accept ♥ (hearts)."),  # round 1, the turn-up 10♥
        (1, 0, "Je prends", "You accept ♥ (hearts)."),
        (1, 0, "passe", "You pass."),
        (2, 3, "contre", "You double."),  # answering B's spades
        (2, 3, "coinche", "You double."),
        (1, 3, "capot", "You bid Slam."),  # You declare hearts
        (2, 4, "misère", "You bid Nullo."),  # A defends B's spades
        (2, 4, "nil", "You bid Nullo."),
    ],
)
def test_a_belote_players_call(example: int, k: int, answer: str, said: str) -> None:
    text = run_until_end_of_input(session(partial(example, k), [answer]))
    assert said in text, text[-600:]
    assert "not a call" not in text


@pytest.mark.parametrize("answer", ["surcontre", "surcoinche"])
def test_a_redouble_in_belotes_words(answer: str) -> None:
    # Example 2: B bids spades, You double; B, the doubled player, is the person here.
    from parlor.jojotte.actions import DOUBLE

    sitting = partial(2, 3)
    deal = sitting.current
    assert deal is not None
    deal.apply(DOUBLE)
    s = session(sitting, [answer])
    s.human = 1
    text = run_until_end_of_input(s)
    assert "You redouble." in text, text[-600:]
