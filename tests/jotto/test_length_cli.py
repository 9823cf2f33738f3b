"""The word-length variant through the command line: ``--length 4|6`` in play, resume, the
pad, solve and the helper. Expected figures are worked by hand from the rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.lexicon import default_common

runner = CliRunner()


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "160"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, " ".join(result.output.split())


def test_a_six_letter_game_worked_by_hand() -> None:
    """Ann hides PLANET, Bob GARDEN; Ann starts. Ann's DANGER has all six letters of GARDEN:
    6 jots, an anagram, counting 12 (not JOTTO). Bob's STOLEN has T, L, E, N of PLANET: 4.
    Ann says GARDEN on line 2: SCORE(2) 95 + 12 = 107; Bob scores his 4 jots."""
    lines = ["planet", "garden", "danger", "stolen", "garden"]
    args = ["jotto", "--vs", "human", "--length", "6", "--first", "1", "--target", "100"]
    code, out = run([*args, "--name1", "Ann", "--name2", "Bob"], lines)
    assert code == 0, out
    assert "variants: six-letter words" in out
    assert "Ann tests DANGER: 6 jots (an anagram: counts 12)" in out
    assert "6 (12)" in out  # the pad's cell for an anagram
    assert "Bob tests STOLEN: 4 jots" in out
    assert "Ann scores 95 + 12 jots = 107" in out and "Bob scores 4 jots = 4" in out
    assert "Ann wins the match, 107 to 4." in out


def test_words_of_the_wrong_length_are_refused_and_the_game_resumes_with_its_length() -> None:
    code, out = run(["jotto", "--length", "4", "--seed", "2", "--first", "1"], ["stone", "salt"])
    assert code == 1  # end of input, saved
    assert "STONE has 5 letters; words have 4" in out or "has 5 letters; words have 4" in out
    code, out = run(["resume", "1"], ["crane", "dart"])
    assert "variants: four-letter words" in out
    assert "CRANE has 5 letters; words have 4" in out
    assert "You test DART" in out


def test_help_quit_and_exit_are_commands_not_four_letter_words() -> None:
    """HELP, QUIT and EXIT are four-letter words of the lists; at a prompt they are commands,
    so a four-letter game leaves them out: the bot never hides one, nobody tests one."""
    assert {"help", "quit", "exit"} <= set(default_common(4).words)  # (why the rule exists)
    from parlor.core.console import make_console
    from parlor.jotto.cli import build_session

    options = {
        "vs": "bot",
        "level": "easy",
        "seed": 1,
        "name1": "You",
        "name2": "Bot",
        "length": 4,
        "first": 1,
    }
    session = build_session(make_console(True), options)
    for word in ("help", "quit", "exit"):
        assert word not in session.common.words and session.lexicon.problem(word) is not None
    _, out = run(["jotto", "--length", "4", "--seed", "3", "--first", "1"], ["salt", "help"])
    assert "Commands at any prompt" in out and "4 (8) is an anagram" in out


def test_a_length_out_of_range_is_refused() -> None:
    for bad in ("3", "7", "five"):
        code, out = run(["jotto", "--length", bad], [])
        assert code == 2 and "--length" in out and "Traceback" not in out


def test_a_save_with_a_bad_length_is_refused_with_its_reason(tmp_path: Path) -> None:
    code, _ = run(["jotto", "--length", "6", "--seed", "5", "--first", "1"], ["planet"])
    (save,) = (tmp_path / "saves").glob("*.json")
    data = json.loads(save.read_text())
    assert data["options"]["length"] == 6
    data["options"]["length"] = 7
    save.write_text(json.dumps(data))
    code, out = run(["resume", "1"], [])
    assert code != 0 and "the word length is 7, not 4, 5 or 6" in out


def test_the_blank_pad_has_boxes_for_the_length() -> None:
    result = runner.invoke(app, ["jotto", "pad", "--length", "6", "-n", "1", "-f", "text"])
    assert result.exit_code == 0
    five = runner.invoke(app, ["jotto", "pad", "-n", "1", "-f", "text"]).output
    secret_box = [ln for ln in result.output.splitlines() if "SECRET JOTTO WORD" in ln]
    assert secret_box and result.output != five
    code, out = run(["jotto", "pad", "--length", "8"], [])
    assert code == 2 and "--length" in out


def test_solve_takes_the_length_of_the_word_and_the_helper_its_option() -> None:
    result = runner.invoke(app, ["jotto", "solve", "garden", "--json"])
    out = json.loads(result.output)
    assert out["secret"] == "garden" and out["guesses"][-1] == "garden"
    assert all(len(w) == 6 for w in out["guesses"]) and out["count"] == len(out["guesses"])
    _, out2 = run(["jotto", "helper", "--length", "4"], ["salt 5", "salt 2", "quit"])
    assert "jots are a number from 0 to 4, not '5'" in out2
    assert "words remain" in out2


def test_resume_list_names_the_word_length() -> None:
    """A save of a six-letter match is listed as such (it read as any Jotto match)."""
    run(["jotto", "--length", "6", "--seed", "7", "--first", "1"], ["planet"])
    run(["jotto", "--seed", "8", "--first", "1"], ["maple"])
    _, out = run(["resume", "--list"], [])
    assert out.count("Jotto (6 letters): You v Bot (hard), game 1") == 1
    assert out.count("Jotto: You v Bot (hard), game 1") == 1
