"""Round 7: the command-line options of both games speak with one voice.

A value that is no number (``--rubbers abc``) is refused in the words a value out of range
is ("must be a whole number from 1 to 99, not 'abc'"), not in typer's ("Input should be a
valid integer"); ``--length`` is one option for the game, solve, helper and pad; the same
option reads the same in both games' --help; an argument shows no Python type (``RECORD
<path>``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _said(args: list[str]) -> tuple[int, str]:
    """The exit status and the output (the error panel's frame dropped, lines joined)."""
    result = runner.invoke(app, args, input="quit\n", env={"COLUMNS": "200"})
    flat = " ".join(result.output.replace("\u2502", " ").split())
    return result.exit_code, flat


NOT_A_NUMBER = [
    (["jotto", "--first", "x"], "--first", "must be 1 or 2, not 'x'"),
    (["jotto", "--seed", "x"], "--seed", "whole number from 0 to 9223372036854775807, not 'x'"),
    (["jotto", "--target", "x"], "--target", "must be a whole number from 1 to 10000, not 'x'"),
    (["jotto", "--length", "x"], "--length", "must be 4, 5 or 6, not 'x'"),
    (["jotto", "solve", "crane", "--length", "x"], "--length", "must be 4, 5 or 6, not 'x'"),
    (["jotto", "solve", "crane", "--seed", "1.5"], "--seed", "to 9223372036854775807, not '1.5'"),
    (["jotto", "helper", "--show", "x"], "--show", "must be a whole number from 0 to 500, not"),
    (["jotto", "helper", "--length", "five"], "--length", "must be 4, 5 or 6, not 'five'"),
    (["jotto", "pad", "--length", "x"], "--length", "must be 4, 5 or 6, not 'x'"),
    (["jotto", "pad", "--copies", "x"], "--copies", "a whole number from 1 to 100, not 'x'"),
    (["jotto", "pad", "--target", "x"], "--target", "whole number from 1 to 10000, not 'x'"),
    (["jojotte", "--rubbers", "abc"], "--rubbers", "a whole number from 1 to 99, not 'abc'"),
    (["jojotte", "--seed", "abc"], "--seed", "from 0 to 9223372036854775807, not 'abc'"),
    (["jojotte", "--think", "abc"], "--think", "a number of seconds from 0.01 to 60, not 'abc'"),
    (["jojotte", "pad", "--copies", "x"], "--copies", "a whole number from 1 to 20, not 'x'"),
]


@pytest.mark.parametrize(("args", "option", "says"), NOT_A_NUMBER, ids=lambda v: str(v))
def test_a_value_that_is_no_number_is_refused_in_parlor_s_words(
    args: list[str], option: str, says: str
) -> None:
    code, out = _said(args)
    assert code == 2, out
    assert f"Invalid value for '{option}'" in out and says in out, out
    assert "Input should be" not in out and "valid integer" not in out, out


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["jojotte", "--rubbers", "0"], "must be a whole number from 1 to 99, not 0"),
        (["jojotte", "--think", "nan"], "must be a number of seconds from 0.01 to 60, not nan"),
        (["jotto", "pad", "--length", "7"], "must be 4, 5 or 6, not 7"),  # said 'from 4 to 6'
        (["jotto", "--length", "3"], "must be 4, 5 or 6, not 3"),
        (["jojotte", "pad", "--copies", "0"], "a whole number from 1 to 20, not 0"),  # typer's
        (["jotto", "--target", "9" * 5000], "from 1 to 10000, not 99999999999999999..."),
        (["jojotte", "-o", "rubbers=abc"], "option rubbers must be 1 to 99, as --rubbers"),
        (["jojotte", "-o", "last_trick=x"], "option last_trick must be 0 to 1000 points"),
    ],
)
def test_a_value_out_of_range_is_refused_in_the_same_words(args: list[str], says: str) -> None:
    code, out = _said(args)
    assert code == 2 and says in out, out
    assert len(out) < 1000  # a pasted 5000 digits are cut


@pytest.mark.parametrize(
    ("args", "option", "says"),
    [
        (["jotto", "--vs", "robot"], "--vs", "must be bot or human, not 'robot'"),
        (["jotto", "--level", "expert"], "--level", "must be easy, medium or hard, not 'expert'"),
        (["jojotte", "--level", "expert"], "--level", "must be easy, medium or hard, not"),
        (["jotto", "pad", "--paper", "a3"], "--paper", "must be a4 or letter, not 'a3'"),
        (["jojotte", "pad", "--paper", "a3"], "--paper", "must be a4 or letter, not 'a3'"),
        (["jojotte", "pad", "-f", "doc"], "--format", "must be text, html, svg, pdf or terminal"),
    ],
)
def test_a_choice_is_refused_alike_in_both_games(args: list[str], option: str, says: str) -> None:
    # Jotto said "Value error, 'robot' is not one of 'bot', 'human'.", Jo-Jotte's --level
    # "Invalid value for --level: choose from easy, medium, hard (got 'expert')".
    code, out = _said(args)
    assert code == 2 and f"Invalid value for '{option}'" in out and says in out, out
    assert "Value error" not in out and "not one of" not in out, out


def test_choices_and_numbers_are_still_taken_in_any_case_and_with_spaces() -> None:
    code, out = _said(["jojotte", "--level", " HARD", "--rubbers", " 2 ", "--think", "0.05"])
    assert code == 0 and "(hard), 2 rubbers" in out, out
    result = runner.invoke(app, ["jotto", "pad", "--paper", "LETTER", "-f", "HTML", "-n", "1"])
    assert result.exit_code == 0 and result.stdout.lstrip().lower().startswith("<!doctype html")


HELPS = [
    [],
    ["jotto"],
    ["jotto", "pad"],
    ["jotto", "sheet"],
    ["jotto", "solve"],
    ["jotto", "helper"],
    ["jotto", "rules"],
    ["jojotte"],
    ["jojotte", "replay"],
    ["jojotte", "sheet"],
    ["jojotte", "pad"],
    ["jojotte", "analyze"],
    ["jojotte", "rules"],
    ["resume"],
    ["history"],
    ["stats"],
]


def _help(command: list[str]) -> str:
    result = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return result.output


def _row(out: str, option: str) -> str:
    """The --help row of ``option``: its metavar and help text, the frame dropped."""
    for line in out.splitlines():
        cells = line.replace("\u2502", " ").split()
        if option in cells[:2]:
            return re.sub(r"^-[a-z] ", "", " ".join(cells[cells.index(option) + 1 :]))
    raise AssertionError(f"{option} not in {out}")


@pytest.mark.parametrize("command", HELPS, ids=lambda c: " ".join(c) or "parlor")
def test_no_help_shows_a_python_type(command: list[str]) -> None:
    # jojotte sheet/replay/analyze showed 'RECORD <path>', the pad '--copies <int range>
    # [1<=x<=20]', --format '<text|html|svg|pdf|terminal>', Jotto's --level '<easy|...>'.
    out = _help(command)
    assert not re.search(r"<[a-z|0-9 ]+>", out), out
    assert "<=x" not in out and "x<=" not in out, out


def test_length_is_one_option_with_one_help() -> None:
    rows = {
        " ".join(c): _row(_help(c), "--length")
        for c in (["jotto"], ["jotto", "solve"], ["jotto", "helper"], ["jotto", "pad"])
    }
    texts = {row.removesuffix("[default: 5]").strip() for row in rows.values()}
    assert len(texts) == 1, rows
    assert texts.pop().startswith("4|5|6 Words of 4, 5 or 6 letters"), rows


def test_the_same_option_reads_the_same_in_both_games() -> None:
    jotto, jojotte = _help(["jotto"]), _help(["jojotte"])
    assert _row(jotto, "--level") == _row(jojotte, "--level")
    assert _row(jotto, "--level") == "easy|medium|hard The bot's strength. [default: hard]"
    for option in ("--format", "--output", "--paper"):
        assert (
            _row(_help(["jotto", "sheet"]), option).split()[0]
            == (_row(_help(["jojotte", "sheet"]), option).split()[0])
        ), option
    for command in (["jotto", "sheet"], ["jojotte", "sheet"], ["jotto", "pad"], ["jojotte", "pad"]):
        out = _help(command)
        assert _row(out, "--output") == "FILE Write to FILE (- for standard output).", command
        assert _row(out, "--paper").startswith("PAPER Paper size, a4 or letter"), command
    for command in (["jotto", "pad"], ["jojotte", "pad"]):
        assert _row(_help(command), "--copies").startswith("N How many "), command


@pytest.mark.parametrize(
    "command", [["jotto", "sheet"], ["jojotte", "sheet"], ["jojotte", "replay"]]
)
def test_record_is_named_alike_in_both_games(command: list[str]) -> None:
    out = " ".join(_help(command).replace("\u2502", " ").split())
    assert "RECORD <" not in out
    assert re.search(r"RECORD A (Jotto match|Jo-Jotte sitting's) record or save: its path", out)
    assert "or its name as the game printed it" in out


@pytest.mark.parametrize(
    ("args", "option", "says"),
    [
        (["jotto", "--name1", " "], "--name1", "must be 1 to 40 printable characters"),
        (["jotto", "--captain2", "x" * 41], "--captain2", "must be 1 to 40 printable characters"),
        (["jojotte", "--name", ""], "--name", "must be 1 to 40 printable characters"),
        (["jotto", "--name1", "Al", "--name2", "al"], "--name2", "need different names"),
        (["jojotte", "-o", "colour=red"], "--option' / '-o", "unknown option 'colour'"),
    ],
)
def test_every_option_s_error_names_it_alike(args: list[str], option: str, says: str) -> None:
    # They said "Invalid value: --name1 must be ...", "Invalid value for --name2: ..." and
    # "Invalid value for --option: ..." beside "Invalid value for '--rubbers': ...".
    code, out = _said(args)
    assert code == 2 and f"Invalid value for '{option}': " in out and says in out, out


def test_names_are_still_taken_trimmed() -> None:
    code, out = _said(["jotto", "--vs", "human", "--name1", " Al ", "--captain2", " Cy "])
    assert code == 0 and "Jotto: Al against Player 2 (captain Cy)" in out, out
    code, out = _said(["jojotte", "--name", " Zoe "])
    assert code == 0 and "Jo-Jotte: Zoe against Bot" in out, out


def test_ascii_reads_the_same_for_the_game_replay_and_analyze() -> None:
    # The game said "(S H D C)", replay and analyze "(10S, JH) ..., as the game's".
    rows = {_row(_help(c), "--ascii") for c in (["jojotte", "replay"], ["jojotte", "analyze"])}
    assert rows == {"Cards as letters (10S, JH) instead of suit symbols."}, rows
    # The game's --ascii draws its tables and rules in ASCII too, and says so (as Jotto's does)
    assert _row(_help(["jojotte"]), "--ascii").startswith("Cards as letters (10S, JH) instead")


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (
            ["jotto", "--rubbers", "2"],
            "No such option: --rubbers; it is Jo-Jotte's: parlor jojotte",
        ),
        (["jojotte", "--vs", "human"], "No such option: --vs; it is Jotto's: parlor jotto --vs"),
        (["jotto", "--think", "2"], "it is Jo-Jotte's: parlor jojotte --think SECONDS"),
        (["jojotte", "--length", "4"], "it is Jotto's: parlor jotto --length 4|5|6"),
        (["jotto", "--name", "Al"], "--name (Jotto's: --name1, --name2); it is Jo-Jotte's"),
    ],
)
def test_the_other_game_s_option_says_whose_it_is(args: list[str], says: str) -> None:
    # 'parlor jojotte --vs human' said "No such option: --vs (Possible options: --seed)".
    code, out = _said(args)
    assert code == 2 and says in out and "Possible options" not in out, out


def test_an_option_of_neither_game_or_of_this_one_is_said_as_before() -> None:
    code, out = _said(["jotto", "--bogus"])
    assert code == 2 and "No such option: --bogus" in out and "it is" not in out, out
    code, out = _said(["jotto", "--seed"])
    assert code == 2 and "Option '--seed' requires an argument; see parlor jotto -h" in out, out


def _commands(out: str) -> list[str]:
    part = out.split("Commands", 1)[1]
    rows = [line.replace("\u2502", " ").split() for line in part.splitlines()]
    return [r[0] for r in rows if len(r) > 1 and r[0].isalpha() and r[0].islower()]


def test_both_games_list_their_tools_in_the_same_order() -> None:
    # Jo-Jotte listed replay, rules, sheet, pad, analyze; Jotto pad, sheet, solve, helper, rules.
    assert _commands(_help(["jotto"])) == ["pad", "sheet", "solve", "helper", "rules"]
    assert _commands(_help(["jojotte"])) == ["pad", "sheet", "replay", "analyze", "rules"]
    out = " ".join(_help(["jojotte"]).replace("\u2502", " ").split())
    assert "pad Print blank rubber sheets" in out and "sheet Print the rubber sheets" in out
    assert "through the engine" not in out


@pytest.mark.parametrize(
    ("args", "usage"),
    [
        (["help"], "Usage: parlor [OPTIONS] COMMAND"),
        (["--no-color", "help"], "Usage: parlor [OPTIONS] COMMAND"),
        (["jotto", "help"], "Usage: parlor jotto [OPTIONS] [COMMAND"),  # "Did you mean 'helper'?"
        (["jojotte", "help"], "Usage: parlor jojotte [OPTIONS] [COMMAND"),
        (["help", "jotto", "pad"], "Usage: parlor jotto pad [OPTIONS]"),
        (["jo-jotte", "--help"], "Usage: parlor jojotte [OPTIONS] [COMMAND"),
        (["Jotto", "help"], "Usage: parlor jotto [OPTIONS] [COMMAND"),
    ],
)
def test_help_as_a_word_and_the_games_as_their_help_spells_them(
    args: list[str], usage: str
) -> None:
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0 and usage in result.output, result.output


def test_help_is_still_a_word_to_solve_not_the_help() -> None:
    # (round 15: no game hides HELP, a command at every prompt, so solve refuses it with the
    # game's reason; it was 'found' before. It is still read as the word, not as --help.)
    result = runner.invoke(app, ["jotto", "solve", "help", "--json"])
    assert result.exit_code == 2 and "HELP is a command at every prompt" in result.output
    assert "Usage" not in result.output


@pytest.mark.parametrize("blank", ["", " "])
def test_an_empty_word_list_path_is_refused_as_such(blank: str) -> None:
    # --words "" said "/home/me: cannot read word list (Is a directory)".
    code, out = _said(["jotto", "--words", blank])
    assert code == 2 and f"Invalid value for '--words': must name a file, not {blank!r}" in out


def test_a_word_list_is_still_read(tmp_path: Path) -> None:
    words = tmp_path / "w.txt"
    words.write_text("apple\ngrape\nlemon\n")
    code, out = _said(["jotto", "--words", str(words)])
    assert code == 0 and "3 five-letter words" in out, out


def test_a_file_given_to_the_game_s_o_says_o_is_option_there() -> None:
    # -o is --output for the sheet and the pad, --option in the game: 'parlor jojotte -o
    # sheet.html' said only "write an option as KEY=VALUE (got 'sheet.html')".
    code, out = _said(["jojotte", "-o", "sheet.html"])
    assert code == 2 and "in the game, -o is --option" in out, out
    assert "parlor jojotte sheet RECORD -o FILE" in out
    code, out = _said(["jojotte", "-o", "fours"])
    assert code == 2 and "write an option as KEY=VALUE (got 'fours')" in out, out
    assert "--option;" not in out


@pytest.mark.parametrize("game", ["jotto", "jojotte"])
def test_a_game_s_usage_says_its_command_is_optional(game: str) -> None:
    # 'parlor jotto' plays; its usage line read 'parlor jotto [OPTIONS] COMMAND [ARGS]...'.
    assert f"Usage: parlor {game} [OPTIONS] [COMMAND [ARGS]...]" in _help([game])
    assert "Usage: parlor [OPTIONS] COMMAND [ARGS]..." in _help([])  # parlor alone: the help


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["resume", "--list", "--delete", "1"], "--list and --delete do not go together"),
        (["resume", "-l", "1"], "--list takes no ID (parlor resume ID continues that game)"),
        (["resume", "--yes"], "--yes goes with --delete (parlor resume --delete ID --yes)"),
        (["resume", "-y", "1"], "--yes goes with --delete"),
    ],
)
def test_resume_options_that_do_not_go_together_say_so(args: list[str], says: str) -> None:
    # --list --delete 1 only listed, and --yes without --delete did nothing, without a word.
    code, out = _said(args)
    assert code == 2 and says in out, out


def test_resume_options_that_go_together_still_work() -> None:
    code, out = _said(["resume", "--list"])
    assert code == 0 and "No unfinished games" in out, out
    code, out = _said(["resume", "--delete", "1", "--yes"])
    assert code == 2 and "no unfinished game '1': there are none in" in out, out


def test_a_bot_level_for_a_game_without_a_bot_says_so() -> None:
    # parlor jotto --vs human --level easy took the level and used it nowhere, without a word.
    code, out = _said(["jotto", "--vs", "human", "--level", "easy"])
    assert code == 2 and "a game --vs human has no bot" in out, out
    code, out = _said(["jotto", "--vs", "human", "--first", "1"])
    assert code == 0 and "Jotto: Player 1 against Player 2" in out, out
    code, out = _said(["jotto", "--level", "easy", "--first", "1"])
    assert code == 0 and "against Bot (easy)" in out, out


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--rubbers", "2", "-o", "rubbers=3"], "--rubbers 2 and -o rubbers=3 say two things"),
        (["-o", "fours=belote", "-o", "fours=flat100"], "option fours is given twice"),
    ],
)
def test_a_rule_option_given_two_values_says_so(args: list[str], says: str) -> None:
    # The last one (or --rubbers) won without a word.
    code, out = _said(["jojotte", *args])
    assert code == 2 and says in out, out


def test_a_rule_option_given_twice_alike_is_taken() -> None:
    code, out = _said(["jojotte", "--rubbers", "2", "-o", "rubbers=2", "-o", "no_trump=on"])
    assert code == 0 and "2 rubbers" in out, out
    code, out = _said(["jojotte", "-o", "no_trump=on", "-o", "no_trump=yes"])
    assert code == 0 and "Jo-Jotte: You against Bot" in out, out
