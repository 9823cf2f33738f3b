"""Round 20 (judge P14, finding 4): the Nullo choice said what it gains but not what failing
costs ("1) Nullo (you undertake to take no trick: 200 above the line)  2) pass"); answering 1
at every prompt, as the README's example does, bid Nullo twice and gave the bot 1700 above the
line. The choice now gives the price too, in the figures of the rules (section 8) and of the
help at that prompt (200 + 100 for each trick after the first), and the Slam choice says the
same way that failing costs nothing. The choices keep their order and fit 80 columns."""

from __future__ import annotations

import io

from rich.console import Console

from parlor.jojotte import Sitting
from parlor.jojotte.actions import NULLO as NULLO_BID

from .test_sheet_at_a_prompt import _terminal
from .test_ui import partial, run_until_end_of_input, session

NULLO = "1) Nullo (take no trick: 200 above the line; else Bot 200 + 100 per extra trick)"
SLAM = "1) Slam (take all nine tricks: 500 above the line; else no penalty)"


def _named(sitting: Sitting) -> Sitting:
    sitting.names = ("You", "Bot")  # (the rules' examples are played by A and B)
    return sitting


def _at_80(sitting: Sitting, answers: list[str]) -> list[str]:
    s = session(_named(sitting), answers)
    c = s.console = _terminal(width=80)
    run_until_end_of_input(s)
    f = c.file
    assert isinstance(f, io.StringIO)
    return f.getvalue().splitlines()


def test_the_nullo_choice_says_what_failing_costs_within_80_columns() -> None:
    lines = _at_80(partial(3, 2), [])  # Example 3: You, the defender, may bid Nullo
    i = lines.index(NULLO)
    assert lines[i + 1] == "2) pass"
    assert max(len(line) for line in lines) <= 80
    # the figures of the help at this prompt (rules section 8)
    help_text = " ".join(run_until_end_of_input(session(_named(partial(3, 2)), ["help"])).split())
    assert "200 above the line if you take none, else the other player scores 200 + 100" in (
        help_text
    )


def test_the_slam_choice_says_it_the_same_way() -> None:
    lines = _at_80(partial(1, 3), [])  # Example 1: You, the declarer, may bid Slam
    assert f"{SLAM}  2) pass" in lines


def test_the_choices_keep_their_order_and_read_back_as_shown() -> None:
    text = run_until_end_of_input(session(_named(partial(3, 2)), ["1"]))
    assert "You bid Nullo." in text
    text = run_until_end_of_input(session(_named(partial(3, 2)), [NULLO]))  # pasted whole
    assert "You bid Nullo." in text
    text = run_until_end_of_input(session(_named(partial(1, 3)), [SLAM]))
    assert "You bid Slam." in text


class _NulloBot:
    """A hint bot that recommends Nullo whenever it may be bid."""

    name = "Bot"
    level = "hard"

    def choose(self, observation: object, legal_actions: list[int]) -> int:
        return NULLO_BID if NULLO_BID in legal_actions else legal_actions[0]


def test_the_hint_is_the_choice_without_its_note() -> None:
    s = session(_named(partial(3, 2)), ["hint"])
    s.hint_bot = _NulloBot()  # type: ignore[assignment]
    assert "Hint (the hard bot): 1) Nullo\n" in run_until_end_of_input(s)


def test_a_pipe_has_the_same_choice_line() -> None:
    s = session(_named(partial(3, 2)), [])
    s.console = Console(file=io.StringIO(), width=80, color_system=None, highlight=False)
    run_until_end_of_input(s)
    f = s.console.file
    assert isinstance(f, io.StringIO)
    assert f"{NULLO}\n2) pass\n" in f.getvalue()
