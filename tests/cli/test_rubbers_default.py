"""'parlor jojotte --help' gave --rubbers' default inside its text ('1 to 99; default 1')
where every other option shows '[default: ...]'. It shows '[default: 1]', and -o rubbers=N
still sets the rubbers when --rubbers is not given."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_rubbers_default_is_shown_as_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(app, ["jojotte", "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    line = next(x for x in result.output.splitlines() if "│ --rubbers" in x)
    assert "Rubbers in the sitting (1 to 99). [default: 1]" in line
    assert "default 1)" not in result.output


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["-o", "rubbers=3"], "3 rubbers"),
        (["--rubbers", "2"], "2 rubbers"),
        ([], "a rubber"),
    ],
)
def test_rubbers_are_set_either_way(
    args: list[str], said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(
        app, ["jojotte", "--level", "easy", "--seed", "1", *args], input="quit\n"
    )
    assert f"Bot (easy), {said} (seed 1)" in result.output, result.output


def test_both_given_and_different_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(
        app, ["jojotte", "--rubbers", "1", "-o", "rubbers=3"], env={"COLUMNS": "200"}
    )
    assert result.exit_code == 2 and "--rubbers 1 and -o rubbers=3 say two things" in result.output
