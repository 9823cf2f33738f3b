"""Round 15 (a play-test): a choice's number after 'play', 'lead' or 'card' at the card prompt
('play 1', 'card 5') was "not a card: '1'", though 'option 2' is the choice: it is the choice
now, and 'play 10' past the choices names the ten as '10' does."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


def _said(k: int, answer: str) -> str:
    # Example 1 at action 12: You lead; the choices are 1) 8♠ 2) K♥ Jo! 3) K♥ (no Jo) 4) Q♥
    # 5) A♦ 6) K♦ 7) Q♦.
    return " ".join(run_until_end_of_input(session(partial(1, k), [answer])).split())


@pytest.mark.parametrize(
    ("answer", "played"),
    [("play 1", "8♠"), ("card 5", "A♦"), ("lead 7", "Q♦"), ("I play 6", "K♦"), ("play 1.", "8♠")],
)
def test_a_number_after_play_is_the_choice(answer: str, played: str) -> None:
    text = _said(12, answer)
    assert f"You play {played}." in text, answer
    assert "not a card" not in text, answer


def test_a_number_after_play_past_the_choices_is_refused_as_a_number() -> None:
    assert "! choose a number from 1 to 7" in _said(12, "play 12")


def test_play_10_past_the_choices_names_the_ten() -> None:
    # Action 10: A must trump with K♥ Q♥ J♥ 10♥ (five choices): 'play 10' plays 10♥, as '10'.
    assert "You play 10♥." in _said(10, "play 10")
