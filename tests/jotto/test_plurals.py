"""Eighth play-test of the Jotto screen: counts of one read as one ('only line 1', not
'lines 1 to 1')."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app


def test_a_correction_too_far_down_after_one_line_says_only_line_1() -> None:
    lines = ["maple", "grown", "chime", "1", "correct 99999999999999999999999 1", "quit"]
    args = ["jotto", "--vs", "human", "--announce", "--first", "1"]
    result = CliRunner().invoke(app, args, input="\n".join(lines) + "\n", env={"COLUMNS": "200"})
    refused = [x for x in result.output.splitlines() if x.startswith("!")]
    assert refused == ["! there is no line that far down: only line 1 so far"], result.output
    lines[4:4] = ["fight", "0", "globe", "2"]  # two lines each: the range as before
    result = CliRunner().invoke(app, args, input="\n".join(lines) + "\n", env={"COLUMNS": "200"})
    assert "! there is no line that far down: lines 1 to 2 so far" in result.output


def test_the_help_says_1_point_for_a_match_to_1() -> None:
    for target, said in (("1", "has 1 point after a game"), ("2", "has 2 points after a game")):
        args = ["jotto", "--target", target, "--seed", "1"]
        result = CliRunner().invoke(app, args, input="help\nquit\n", env={"COLUMNS": "200"})
        assert said in result.output, result.output
