"""Judge AJ17's wording findings in Jo-Jotte: ``s`` at the Slam and Nullo prompts is asked about
(#1: "not allowed: as the declarer you may bid Slam or pass"); a very long line at the 'Press
Enter' prompt between deals says to press Enter (#4: "type one choice", where there are none)."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import KeyboardScript

runner = CliRunner()


def _flat(args: list[str], lines: list[str]) -> str:
    result = runner.invoke(app, args, input="".join(x + "\n" for x in lines))
    return " ".join(result.output.split())


def test_s_at_the_slam_prompt_is_asked_about() -> None:
    out = _flat(["jojotte", "--level", "medium", "--seed", "12"], ["1", "s", "quit"])
    assert "(1-2 or a name): s ! 's': Slam? Type slam to bid Slam, or pass (no suit is" in out
    assert "not allowed" not in out


def test_a_suit_letter_at_the_nullo_prompt_says_no_suit_is_named() -> None:
    out = _flat(["jojotte", "--level", "medium", "--seed", "7"], [*["2"] * 11, "s", "quit"])
    assert "(1-2 or a name): s ! no suit is named now: type nullo to bid Nullo, or pass" in out


def test_a_long_line_between_deals_says_press_enter() -> None:
    s = session(partial(1, 24), [])  # the bot plays the last card of the deal
    keys = KeyboardScript(["x" * 300])
    s.inp = keys
    text = run_until_end_of_input(s)
    assert keys.prompts[0].startswith("Press Enter for the next deal")
    assert "! that answer is 300 characters long: press Enter to go on (or help)" in text


def test_ten_typed_with_no_ten_held_says_so() -> None:
    """#9: '10' at the card prompt with no ten in hand asked for a number from 1 to 8."""
    args = ["jojotte", "--level", "medium", "--seed", "12"]
    out = _flat(args, ["pass", "pass", "1", "2", "QD", "10", "quit"])
    assert "(1-8 or e.g. JH): 10 ! you hold no ten" in out


def test_the_help_says_the_hint_is_the_hard_bot_s() -> None:
    """#10: "hint asks the bot", where the hint is always the hard bot's."""
    out = _flat(["jojotte", "--level", "easy", "--seed", "12"], ["help", "quit"])
    assert "hint asks the hard bot" in out
