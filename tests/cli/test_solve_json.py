"""jotto solve shows its words in capitals, as the game does, and --json gives them in lower
case, as parlor's records keep them: the help says so, so the difference is no surprise."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_solve_help_says_the_json_words_are_lower_case() -> None:
    result = runner.invoke(app, ["jotto", "solve", "--help"], env={"COLUMNS": "200"})
    assert "the words in lower case as parlor's records keep them" in " ".join(
        result.output.replace("│", " ").split()
    )


def test_solve_text_is_capitals_and_json_lower_case_for_the_same_word() -> None:
    text = runner.invoke(app, ["jotto", "solve", "Crane"]).output
    data = json.loads(runner.invoke(app, ["jotto", "solve", "Crane", "--json"]).output)
    assert data["secret"] == "crane" and data["guesses"][-1] == "crane"
    shown = [line.split()[1] for line in text.splitlines() if line[:3].strip().isdigit()]
    assert shown == [g.upper() for g in data["guesses"]]
