"""Round 18 (judge B's observation): the hard bot's hint recommends Slam whenever the declarer
has any chance, since a failed Slam costs nothing (rules section 8); on a hand with two trumps
that read as a Slam promised. The hint now says why when the hand does not count nine sure
tricks, and the help at the second bidding says what a failed Slam costs."""

from __future__ import annotations

from collections.abc import Sequence

from parlor.jojotte import Sitting
from parlor.jojotte.actions import SLAM
from parlor.jojotte.game import Observation, Phase
from parlor.jojotte.options import Options

from .jojotte_helpers import make_deal
from .test_ui import parse, partial, run_until_end_of_input, session

WHY = "A failed Slam costs nothing (rules section 8)."


class _SlamBot:
    """A hint bot that recommends Slam whenever it may be bid (as the hard bot on any chance)."""

    name = "Bot"
    level = "hard"

    def choose(self, observation: Observation, legal_actions: Sequence[int]) -> int:
        return SLAM if SLAM in legal_actions else legal_actions[0]


def _hint(sitting: Sitting) -> str:
    s = session(sitting, ["hint"])
    s.hint_bot = _SlamBot()
    assert s.sitting.current is not None and s.sitting.current.phase == Phase.SECOND
    return run_until_end_of_input(s)


def test_a_slam_hinted_on_a_weak_hand_says_why() -> None:
    # Example 1 at A's Slam question: hearts by A with K-Q-J-10 of hearts, far from nine tricks.
    text = _hint(partial(1, 3))
    assert f"Hint (the hard bot): 1) Slam\n{WHY}\n" in text  # (round 18: the why on its own line)


def test_a_slam_hinted_on_nine_sure_tricks_is_plain() -> None:
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("JS 9S AS TS KS KH", "7H 8H 9H 7D 8D 9D", "QS", "AH TH AD", "7C 8C 9C").deck
    deal = sitting.new_deal(deck)
    # A: J-9-A-10-K of spades, A-10-K of hearts, A of diamonds: nine tricks from the top
    for text in ("accept", "pass", "pass"):  # A takes spades; B passes and bids no Nullo
        deal.apply(parse(text))
    text = " ".join(_hint(sitting).split())
    assert "Hint (the hard bot): 1) Slam" in text and WHY not in text


def test_the_help_at_the_slam_question_says_a_failed_slam_costs_nothing() -> None:
    text = " ".join(run_until_end_of_input(session(partial(1, 3), ["help"])).split())
    assert (
        "a failed Slam costs nothing beyond the normal scoring (rules section 8), so any "
        "chance of it is worth the bid" in text
    )
