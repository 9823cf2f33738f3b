"""Round 14: a sitting resumed in the bidding with the bot to call shows the turn-up first.

Stopped while the bot thought about its call (Ctrl-C, a closed terminal), the resumed sitting
began with "Bot bids No-Trump." under "Resumed where the sitting stopped.", before any card
was shown: the turn-up its call answers now comes first, as at the start of a deal."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_the_turn_up_comes_before_the_bots_call_after_a_resume() -> None:
    # Example 2 after B pass, A pass: B (the bot) bids spades in round 2.
    text = run_until_end_of_input(session(partial(2, 2), []))
    after = text.split("Resumed where the sitting stopped.\n", 1)[1]
    assert after.lstrip("\n").startswith("Turn-up: 9♣\nB bids ♠ (spades).\n"), after
    assert after.count("Turn-up: 9♣") == 1, after  # not again in the table that follows


def test_a_resume_at_your_own_call_is_as_before() -> None:
    text = run_until_end_of_input(session(partial(2, 1), []))
    after = text.split("Resumed where the sitting stopped.\n", 1)[1]
    assert after.count("Turn-up: 9♣") == 1, after
    assert "Calls: B passes" in after
