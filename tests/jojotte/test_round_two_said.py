"""Round 14: the end of round 1 of the bidding is said.

After "You pass." the bot's "Bot bids ♥ (hearts)" came with nothing said between: a newcomer
who had just read that round 1 allows only accept or pass did not know that round 2 had
begun, where another suit may be named."""

from __future__ import annotations

from parlor.jojotte.options import Options

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


def test_both_passing_round_1_is_said() -> None:
    # Example 2: B passed; A, the dealer, passes too; then B bids spades in round 2.
    text = run_until_end_of_input(session(partial(2, 1), ["pass"]))
    said = text.split("You pass.\n", 1)[1]
    assert said.startswith(
        "Both passed: round 2 of the bidding (another suit or No-Trump may be named).\n"
        "B bids ♠ (spades)."
    ), said


def test_said_once_and_not_after_an_accept() -> None:
    text = run_until_end_of_input(session(round_two(), ["pass"]))
    assert text.count("Both passed: round 2") <= 1
    text = run_until_end_of_input(session(partial(1, 0), ["accept"]))
    assert "Both passed" not in text


def test_without_no_trump_only_a_suit_is_promised() -> None:
    sitting = partial(2, 1)
    sitting.options = Options(no_trump=False)
    assert sitting.current is not None
    sitting.current.options = sitting.options
    text = run_until_end_of_input(session(sitting, ["pass"]))
    assert "Both passed: round 2 of the bidding (another suit may be named)." in text
