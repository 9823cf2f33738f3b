"""``parlor jotto solve`` and ``parlor jotto helper``, driven as a user would."""

from __future__ import annotations

import io
import json
import random

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.console import make_console
from parlor.core.prompt import ScriptedInput
from parlor.jotto.cli_tools import Helper, solve
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import jots
from parlor.jotto.solver import make_guesser

runner = CliRunner()
VALID = default_valid()


def test_solve_json_shape() -> None:
    result = runner.invoke(app, ["jotto", "solve", "crane", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert set(data) == {"secret", "level", "guesses", "count"}
    assert data["secret"] == "crane" and data["level"] == "hard"
    assert data["guesses"][-1] == "crane"
    assert data["count"] == len(data["guesses"]) >= 1
    assert all(g in VALID for g in data["guesses"])


def test_solve_each_level_and_plain_output() -> None:
    for level in ("easy", "medium", "hard"):
        result = runner.invoke(app, ["jotto", "solve", "GHOST", "--level", level, "--json"])
        assert result.exit_code == 0
        assert json.loads(result.output)["guesses"][-1] == "ghost"
    result = runner.invoke(app, ["jotto", "solve", "ghost"], env={"COLUMNS": "100"})
    assert result.exit_code == 0
    assert "GHOST  JOTTO" in result.output and "Found in" in result.output


def test_solve_refuses_a_word_not_in_the_list() -> None:
    result = runner.invoke(app, ["jotto", "solve", "xyzzq"])
    assert result.exit_code == 2
    assert "not in the word list" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_solve_history_is_consistent() -> None:
    g = make_guesser("hard", VALID, random.Random(0))
    history = solve("pride", g)
    assert history[-1][0] == "pride"
    assert all(n == jots(w, "pride") for w, n in history)


def helper_transcript(lines: list[str]) -> str:
    buf = io.StringIO()
    console = make_console(no_color=True, file=buf)
    g = make_guesser("hard", VALID, random.Random(0))
    Helper(console, ScriptedInput(lines), VALID, g).run()
    return buf.getvalue()


def test_helper_scripted_session() -> None:
    secret = "pride"
    out = helper_transcript(
        [
            f"crane {jots('crane', secret)}",
            "crane 2",  # repeated
            "zzzzz 1",  # not a word
            "moist 7",  # bad count
            "one two three",  # bad shape
            f"moist {jots('moist', secret)}",
            "undo",
            f"moist {jots('moist', secret)}",
            f"plumb {jots('plumb', secret)}",
            "help",
            "quit",
        ]
    )
    assert "already entered" in out
    assert "not in the word list" in out
    assert "jots are a number from 0 to 5" in out
    assert "type a test word and its jots" in out
    assert "Took back MOIST" in out
    assert "words remain" in out and "Best next test word" in out
    assert "Letters proved in:" in out
    assert out.rstrip().endswith("Goodbye.")


def test_helper_narrows_to_the_secret_and_ends_at_end_of_input() -> None:
    secret = "ghost"
    g = make_guesser("hard", VALID, random.Random(0))
    history: list[tuple[str, int]] = []
    lines = []
    while True:
        w = g.guess(history)
        if w == secret:
            break
        history.append((w, jots(w, secret)))
        lines.append(f"{w} {jots(w, secret)}")
    out = helper_transcript(lines)
    assert "End of input" in out
    assert "GHOST" in out


def test_helper_warns_when_the_answers_contradict() -> None:
    out = helper_transcript(["crane 0", "caner 5"])
    assert "No word fits all the answers" in out


def test_helper_through_the_cli_pipe() -> None:
    result = runner.invoke(app, ["jotto", "helper"], input="crane 2\nbogus\nquit\n")
    assert result.exit_code == 0, result.output
    assert "words remain" in result.output
    assert "Goodbye." in result.output


def test_help_texts() -> None:
    for cmd in ("solve", "helper"):
        result = runner.invoke(app, ["jotto", cmd, "--help"])
        assert result.exit_code == 0
        assert "Usage" in result.output


def test_helper_refuses_a_digit_that_is_not_a_number() -> None:
    out = helper_transcript(["crane ²", "crane ３", "quit"])  # superscript two; full-width 3
    assert "jots are a number from 0 to 5, not '²'" in out
    assert "words remain" in out  # a full-width digit is a number all the same
    assert out.rstrip().endswith("Goodbye.")


def test_helper_with_show_zero_lists_no_words() -> None:
    result = runner.invoke(
        app, ["jotto", "helper", "--level", "easy", "--show", "0"], input="crane 2\n"
    )
    assert result.exit_code == 0
    fitting = sum(jots(w, "crane") == 2 for w in VALID.words)
    assert f"{fitting:,} words remain.\n" in result.output and "(and" not in result.output


def test_solve_found_at_once_says_one_test_word() -> None:
    first = make_guesser("medium", VALID, random.Random(0)).guess([])
    result = runner.invoke(app, ["jotto", "solve", first, "--level", "medium"])
    assert result.exit_code == 0 and "Found in 1 test word.\n" in result.output


def test_helper_never_names_a_tested_word_when_an_answer_is_read_as_wrong() -> None:
    # SLATE 5 then LEAST 0 cannot both be right; once every other anagram has been tested,
    # the reading "LEAST 0 is the wrong answer" must not offer LEAST: it was tested, not JOTTO.
    anagrams = ["steal", "stale", "tales", "teals", "stela", "taels"]
    out = helper_transcript(["slate 5", "least 0"] + [f"{w} 5" for w in anagrams])
    assert "It must be TESLA." in out
    after = out.split("No word fits all the answers", 1)[1]  # the reports after LEAST 0
    assert "remain: LEAST" not in after and "It must be LEAST" not in after
    out = helper_transcript(["slate 5", "least 0"] + [f"{w} 5" for w in [*anagrams, "tesla"]])
    last = out.split("No word fits all the answers")[-1]
    assert "It must be" not in last and "No word of the list fits the answers" in last


def test_solve_help_names_its_argument_as_the_text_does() -> None:
    result = runner.invoke(app, ["jotto", "solve", "--help"], env={"COLUMNS": "100"})
    assert "WORD" in result.output.split("Let the bot")[0]  # the usage line
    assert "│ *    WORD " in result.output and "│ *    word " not in result.output


def test_helper_lists_the_commonest_remaining_words_first() -> None:
    from parlor.jotto.lexicon import levels

    result = runner.invoke(
        app, ["jotto", "helper", "--show", "12"], input="crane 2\n", env={"COLUMNS": "200"}
    )
    assert result.exit_code == 0, result.output
    line = next(x for x in result.output.splitlines() if "words remain, likeliest first:" in x)
    shown = line.split(":", 1)[1].split("(")[0].split()
    size = levels()
    sizes = [size[w.lower()] for w in shown]
    # ABACI and ABACK (SCOWL size 35) fit CRANE 2 but are far rarer than ABOVE or AGAIN (10)
    assert len(shown) == 12 and sizes == sorted(sizes) and sizes[0] == 10, shown
    assert "ABACI" not in shown and "ABOVE" in shown
