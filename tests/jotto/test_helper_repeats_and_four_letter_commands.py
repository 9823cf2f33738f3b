"""Round 19 (judge L), the paper-game helper:

- a word entered twice on a line of several was named twice, with two brackets back to back:
  '! CRANE 5: CRANE 5 is already entered (entry 1) (none of the line's entries is taken)';
- ``--length 4`` refused HELP, QUIT and EXIT even with their jots ('help 2'), though on paper
  an opponent may test them: they are test words there now (alone they stay commands), and
  never among the words left."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.fixture(autouse=True)
def _home(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))


def _refusals(lines: str, *args: str) -> list[str]:
    result = runner.invoke(app, ["jotto", "helper", *args], input=lines)
    assert result.exit_code == 0, result.output
    out = result.output.replace("\n", " ")
    return [part.split(" test word and jots>")[0].strip() for part in out.split("! ")[1:]]


def test_an_entry_already_entered_is_named_once() -> None:
    got = _refusals("crane 5\ncrane 5 slate 1\n")
    assert got == ["CRANE 5 is already entered (entry 1), so none of the line's entries is taken"]


def test_a_word_typed_twice_on_a_line_is_named_once() -> None:
    got = _refusals("slate 1 slate 2\n")
    assert got == ["SLATE is typed twice on the line (none of the line's entries is taken)"]


def test_a_refusal_not_naming_the_entry_still_has_it_in_front() -> None:
    got = _refusals("crane 2 slate 9\n")
    assert got == [
        "SLATE 9: jots are a number from 0 to 5, not '9' (none of the line's entries is taken)"
    ]


def test_help_quit_and_exit_with_their_jots_are_four_letter_test_words() -> None:
    result = runner.invoke(
        app, ["jotto", "helper", "--length", "4"], input="help 2\nquit 1\nexit 0, lamp 1\nquit\n"
    )
    out = result.output
    assert result.exit_code == 0, out
    assert "! " not in out, out
    assert "End of input" not in out  # ('quit' alone is still the command)
    remain = [line for line in out.splitlines() if "words remain, likeliest first:" in line][-1]
    words = remain.split(": ", 1)[1].split()
    assert words and not {"HELP", "QUIT", "EXIT"} & set(words)
    # HELP 2, QUIT 1, EXIT 0, LAMP 1: E, X, I and T are out, so Q or U is in (QUIT's jot)
    assert all(set("QU") & set(w) and not set("EXIT") & set(w) for w in words), words
    assert (
        "EXIT, HELP and QUIT, which the game leaves out of its words, are words here (a "
        "game on paper may test or hide them)" in " ".join(out.split())
    )


def test_help_alone_is_still_the_command_and_five_letter_lists_are_as_before() -> None:
    result = runner.invoke(app, ["jotto", "helper", "--length", "4"], input="help\n")
    assert result.output.count("Enter each four-letter test word") == 2
    assert _refusals("help 2\n") == ["HELP has 4 letters; words have 5"]
