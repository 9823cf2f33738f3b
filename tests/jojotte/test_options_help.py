"""Jo-Jotte's options read as Jotto's do: values named (N, SECONDS, NAME) rather than typer's
types, and a value out of range refused in the option's own terms (nan is no number of
seconds; it was refused as 'less than or equal to 60')."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_help_names_the_values_not_their_python_types() -> None:
    out = runner.invoke(app, ["jojotte", "--help"], env={"COLUMNS": "200"}).output
    for typed in ("<str>", "<int", "<float", "x<=", "<=x", "<easy"):
        assert typed not in out, typed
    flat = " ".join(out.replace("│", " ").split())
    assert "--rubbers N" in flat and "--think SECONDS" in flat and "--name NAME" in flat
    # easy|medium|hard [default: hard], as Jotto's --level (--hint's help names the hard bot)
    assert flat.count("easy|medium|hard") == 1 and flat.count("[default: hard]") == 1


def test_values_out_of_range_are_refused_in_words() -> None:
    cases = {
        ("--rubbers", "0"): "must be a whole number from 1 to 99, not 0",
        ("--rubbers", "100"): "must be a whole number from 1 to 99, not 100",
        ("--think", "nan"): "must be a number of seconds from 0.01 to 60, not nan",
        ("--think", "inf"): "must be a number of seconds from 0.01 to 60, not inf",
        ("--think", "0"): "must be a number of seconds from 0.01 to 60, not 0",
    }
    for (option, value), said in cases.items():
        result = runner.invoke(app, ["jojotte", option, value], env={"COLUMNS": "200"})
        assert result.exit_code == 2, (option, value)
        assert said in " ".join(result.output.replace("│", " ").split()), (option, value)
    ok = runner.invoke(app, ["jojotte", "--rubbers", "2", "--think", "0.05"], input="quit\n")
    assert ok.exit_code == 0 and "2 rubbers" in ok.output
