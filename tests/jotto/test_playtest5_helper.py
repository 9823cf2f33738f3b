"""Fifth play-test: the paper helper (parlor jotto helper) with entries as people write them."""

from __future__ import annotations

import io
import random

from parlor.core.console import make_console
from parlor.core.prompt import ScriptedInput
from parlor.jotto.cli_tools import Helper
from parlor.jotto.lexicon import default_valid
from parlor.jotto.solver import make_guesser


def helper(lines: list[str]) -> tuple[Helper, str]:
    buf = io.StringIO()
    console = make_console(no_color=True, file=buf)
    h = Helper(
        console,
        ScriptedInput(lines),
        default_valid(),
        make_guesser("medium", default_valid(), random.Random(0)),
    )
    h.run()
    return h, buf.getvalue()


def test_entries_written_as_on_paper_are_taken() -> None:
    for text in (
        "CRANE2",
        "crane: 2",
        "crane, 2",
        "CRANE - 2",
        "crane 2 jots",
        "crane 2.",
        "crane two",
    ):
        h, out = helper([text])
        assert h.history == [("crane", 2)], (text, out)


def test_look_alike_entries_are_still_refused() -> None:
    # ('2 crane' is read as CRANE 2 since round 15: test_helper_jots_first)
    for text in ("crane -1", "crane 2 3", "crane two three", "cr4ne 2", "crane22"):
        h, out = helper([text])
        assert h.history == [] and "! " in out, (text, out)


def test_jotto_as_an_answer_and_mistyped_commands_are_explained() -> None:
    h, out = helper(["crane jotto", "undp", "qiut"])
    assert h.history == []
    said = " ".join(out.split())
    assert (
        "CRANE: JOTTO, the secret word found, and the game over. For a new game, undo all" in said
    )
    assert "! CRANE" not in said  # (a word found is no refusal)
    assert "(did you mean undo?)" in out and "(did you mean quit?)" in out


def test_a_jotto_word_that_does_not_fit_the_entries_is_refused() -> None:
    """Judge AT19 #5: GEESE JOTTO after CRANE 2 (GEESE gives CRANE one jot) was taken."""
    h, out = helper(["crane 2", "geese jotto", "slate jotto", "xqzzy jotto"])
    said = " ".join(out.split())
    assert "! GEESE does not fit entry 1, CRANE 2 (GEESE would give it 1 jot): check the" in said
    assert "SLATE: JOTTO, the secret word found" in said
    assert "! XQZZY is not in the word list" in said
    assert h.history == [("crane", 2)]


def test_a_jotto_word_tested_before_or_ruled_out_by_a_variant_is_refused() -> None:
    """Judge BA19 #1: SLATE JOTTO after SLATE 5 (a word tested was not the secret), and GEESE
    under --no-repeats, were said found."""
    _, out = helper(["slate 5", "slate jotto"])
    said = " ".join(out.split())
    assert "! SLATE was tested at entry 1 (SLATE 5), not found: check the entries" in said
    assert "JOTTO, the secret word found" not in said
    from typer.testing import CliRunner

    from parlor.cli import app

    run = CliRunner().invoke(app, ["jotto", "helper", "--no-repeats"], input="geese jotto\n")
    said = " ".join(run.output.split())
    assert "! GEESE cannot be the secret in a game of these variants" in said
    assert "When a word gets JOTTO, enter CRANE jotto: it is checked against the entries" in said


def test_solve_takes_a_seed_as_the_game_does() -> None:
    from typer.testing import CliRunner

    from parlor.cli import app

    runner = CliRunner()
    for bad in ("-5", str(2**63)):
        result = runner.invoke(app, ["jotto", "solve", "maple", "--seed", bad])
        assert result.exit_code == 2, result.output
        assert "9223372036854775807" in result.output, result.output
    result = runner.invoke(app, ["jotto", "solve", "maple", "--seed", "3", "--level", "easy"])
    assert result.exit_code == 0 and "MAPLE  JOTTO" in result.output, result.output
    result = runner.invoke(app, ["jotto", "solve", "--help"], env={"COLUMNS": "120"})
    assert "--seed" in result.output and "<int>" not in result.output, result.output


def test_jots_said_in_words_are_taken_as_the_game_takes_them() -> None:
    # The game's jots prompt and `correct` took 'two'; the helper said "jots are a number from
    # 0 to 5, not 'two'".
    for text, jots in (
        ("crane two", 2),
        ("CRANE Two jots", 2),
        ("crane none", 0),
        ("crane one jot", 1),
    ):
        h, out = helper([text])
        assert h.history == [("crane", jots)], (text, out)
    h, out = helper(["crane seven", "crane six"])
    assert h.history == [] and "jots are a number from 0 to 5, not 'seven'" in out, out
    assert "jots are a number from 0 to 5, not 'six'" in out, out
