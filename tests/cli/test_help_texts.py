"""The --help of history and stats says what they show, flowed to the terminal's width."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _help(command: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("COLUMNS", "200")
    result = runner.invoke(app, [command, "--help"])
    assert result.exit_code == 0, result.output
    return result.output


def test_stats_help_names_each_games_figures_and_the_json_keys(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = _help("stats", monkeypatch)
    # One flowed paragraph: the source's line breaks do not cut it into ragged lines.
    assert "average number of test words that found the word. Jo-Jotte: sittings" in out
    assert "counts a Jo-Jotte sitting as a match (matches, matches_won)" in " ".join(out.split())


def test_history_help_says_what_a_match_is_and_what_the_json_adds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = " ".join(_help("history", monkeypatch).split())
    assert "A match is a Jotto match or a Jo-Jotte sitting" in out
    assert "the path of its record" in out


def test_resume_help_says_what_id_may_be_and_where_saves_are(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = " ".join(_help("resume", monkeypatch).split())
    assert "its number in the list or its name" in out
    assert "saved after each action in the saves folder that --list names" in out


def test_the_root_help_lists_the_games_first_and_says_where_to_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # parlor --help listed history, stats and resume before the games, and said nothing of
    # where to begin nor that games are saved.
    monkeypatch.setenv("COLUMNS", "200")
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    commands = [
        line.split()[1]
        for line in result.output.splitlines()
        if line.startswith("│ ") and len(line.split()) > 2 and line.split()[1].isalpha()
    ]
    assert commands == ["jotto", "jojotte", "resume", "history", "stats"], result.output
    out = " ".join(result.output.split())
    assert "Start with parlor jotto or parlor jojotte" in out
    assert "parlor resume continues one" in out


@pytest.mark.parametrize("command", ["history", "stats", "resume"])
def test_core_commands_name_their_values_not_python_types(
    command: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # history --help showed '--game <str>' and '--limit <int range> [x>=1]'; resume 'ID <str>'.
    out = _help(command, monkeypatch)
    assert "<str>" not in out and "<int" not in out and "x>=" not in out, out
    if command != "resume":
        assert "--game" in out and "GAME" in out.split("--game", 1)[1].split("\n")[0]
    if command == "history":
        assert " N " in out.split("--limit", 1)[1].split("\n")[0]
        result = runner.invoke(app, ["history", "-n", "0"])
        assert result.exit_code == 2 and "must be 1 or more, not 0" in result.output


def test_a_required_argument_is_named_plainly_in_the_usage_line() -> None:
    # typer wrote 'Usage: parlor jotto sheet [OPTIONS] {RECORD}' (the sheets', replay's and
    # analyze's RECORD are optional now, the newest record without it; solve's WORD is not)
    result = runner.invoke(app, ["jotto", "solve"])
    assert result.exit_code == 2
    assert "(usage: parlor jotto solve [OPTIONS] WORD)" in result.output, result.output
    assert "{WORD}" not in result.output


def test_resume_with_nothing_to_resume_says_how_to_start_a_game() -> None:
    # 'No unfinished games in ...' left a newcomer who typed parlor resume first at a loss.
    result = runner.invoke(app, ["resume"])
    assert result.exit_code == 0
    out = " ".join(result.output.split())
    assert "No unfinished games in" in out and "parlor jotto or parlor jojotte starts one." in out
