"""Round 15 (judges): the four-letter helper took 'undo 2', 'help 2' and 'quit 1' as the words
UNDO, HELP and QUIT with their jots, and solve 'found' HELP and QUIT as secrets, while the game
keeps HELP, QUIT and EXIT out of a four-letter game's words (they are its commands). Now the
commands are commands in every length and the helper and solve read the game's list. (Round
19: the helper takes 'help 2' as a test word again, as an opponent on paper may test HELP; it is
never among the words left.)"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def helper(lines: list[str], *args: str) -> str:
    result = runner.invoke(app, ["jotto", "helper", *args], input="\n".join(lines) + "\n")
    return " ".join(result.output.split())


def test_undo_with_a_count_takes_back_entries_in_a_four_letter_helper() -> None:
    out = helper(["bake 2", "lime 1", "undo 2", "quit"], "--length", "4", "--show", "2")
    assert "Took back BAKE 2, LIME 1." in out
    assert "UNDO" not in out.split("Took back")[-1].replace("UNDO: 2", "")


@pytest.mark.parametrize("line", ["help 2", "quit 1", "exit 0", "HELP: 2"])
def test_help_quit_and_exit_with_jots_are_test_words(line: str) -> None:
    # (round 19, judge L: on paper an opponent may test them; they are entries again, with
    # their jots, and 'help' or 'quit' alone stays the command)
    out = helper([line, "undo", "quit"], "--length", "4")
    word = line.split()[0].rstrip(":").upper()
    assert "is a command at every prompt" not in out
    assert f"Took back {word} {line.split()[-1]}." in out


def test_the_word_undo_is_entered_with_a_colon() -> None:
    out = helper(["undo: 2", "undo", "quit"], "--length", "4")
    assert "Took back UNDO: 2." in out


def test_the_helper_finds_help_which_a_paper_opponent_may_hide() -> None:
    # HELP alone fits these answers. parlor's game never hides it (a command at its prompts),
    # but the helper is for a game on paper, where an opponent may: it said that no word fit,
    # and after more answers named a wrong word as certain (judge AT19 #1)
    out = helper(["held 3", "yelp 3", "hemp 3", "kelp 3", "quit"], "--length", "4")
    assert out.count("It must be HELP") == 2  # (after KELP 3 too)
    assert "No word fits all the answers" not in out


@pytest.mark.parametrize("word", ["help", "quit", "exit", "Help"])
@pytest.mark.parametrize("length", [[], ["--length", "4"]])
def test_solve_refuses_a_command_as_a_secret(word: str, length: list[str]) -> None:
    result = runner.invoke(app, ["jotto", "solve", word, *length])
    assert result.exit_code == 2, result.output
    assert f"{word.upper()} is a command at every prompt, so a four-letter game leaves" in (
        result.output
    )
    assert "looks for" not in result.output


def test_solve_still_finds_undo_a_word_of_the_game() -> None:
    result = runner.invoke(app, ["jotto", "solve", "undo"])
    assert result.exit_code == 0 and "UNDO  JOTTO" in result.output
