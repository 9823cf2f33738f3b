"""Round 18 (judge D, finding 3): the hint at the Slam question read "Hint (the hard bot): Slam
(you undertake to take all nine tricks: 500 above the line; a failed Slam costs nothing, rules
section 8)": long, wrapped, not a choice as shown and without its number. A hint is now the
choice as the prompt numbers it ("1) Slam"), any word of why on a line of its own, and pasted
back it is taken as that choice at every kind of prompt."""

from __future__ import annotations

import pytest

from .test_slam_hint import _SlamBot
from .test_ui import partial, run_until_end_of_input, session


def _hint_line(k: int, slam_bot: bool = False) -> tuple[str, str]:
    s = session(partial(1, k), ["hint"])
    if slam_bot:
        s.hint_bot = _SlamBot()
    lines = [*run_until_end_of_input(s).splitlines(), ""]
    i = next(i for i, line in enumerate(lines) if line.startswith("Hint (the "))
    return lines[i], lines[i + 1]


@pytest.mark.parametrize(
    ("k", "hint"),
    [
        (0, "1) accept ♥ (hearts)"),  # round 1 of the bidding
        (4, "1) exchange the 7"),  # the 7 of trumps
        (6, "1) declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)"),  # the melds
        (10, "1) K♥ Jo!"),  # a card
        (13, "2) K♥ Jo!"),
    ],
)
def test_the_hint_is_the_numbered_choice_and_pastes_back(k: int, hint: str) -> None:
    line, _ = _hint_line(k)
    assert line == f"Hint (the hard bot): {hint}"
    pasted = run_until_end_of_input(session(partial(1, k), [line.split(": ", 1)[1]]))
    assert "\n! " not in pasted, hint


def test_the_slam_hint_is_short_with_the_why_below() -> None:
    line, below = _hint_line(3, slam_bot=True)
    assert line == "Hint (the hard bot): 1) Slam"
    assert below == "A failed Slam costs nothing (rules section 8)."
    s = session(partial(1, 3), ["1) Slam"])
    s.hint_bot = _SlamBot()
    assert "You bid Slam." in run_until_end_of_input(s)
