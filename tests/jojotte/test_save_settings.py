"""Round 10 (a judge's eye): a save whose hint or ascii setting is not true or false."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


@pytest.mark.parametrize(("key", "value"), [("ascii", "no"), ("hint", "yes"), ("hint", 1)])
def test_a_setting_of_the_wrong_type_is_named_and_the_save_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str, value: object
) -> None:
    # A save edited by hand with "ascii": "no" resumed with the cards as letters (the string
    # read as true) but the tables drawn in lines; "hint": "yes" showed hints.
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    # one call first: a new sitting stopped at its first prompt is not saved
    CliRunner().invoke(app, ["jojotte", "--seed", "3", "--level", "easy"], input="pass\nquit\n")
    (save,) = (tmp_path / "saves").glob("jojotte-*.json")
    data = json.loads(save.read_text())
    data["session"][key] = value
    text = json.dumps(data)
    save.write_text(text)
    result = CliRunner().invoke(app, ["resume", "1"], input="quit\n", env={"COLUMNS": "300"})
    assert result.exit_code == 2
    assert f"the save's {key} setting must be true or false (got {value!r})" in result.output
    assert "Traceback" not in result.output
    assert save.read_text() == text  # left as it is


def test_a_save_with_both_settings_right_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    # one call first: a new sitting stopped at its first prompt is not saved
    CliRunner().invoke(app, ["jojotte", "--seed", "3", "--level", "easy"], input="pass\nquit\n")
    result = CliRunner().invoke(app, ["resume", "1"], input="quit\n")
    assert result.exit_code == 0 and "Resumed where the sitting stopped." in result.output
