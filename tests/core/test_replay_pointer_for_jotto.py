"""Round 17, extra finding Y3: 'parlor jotto replay' (or analyze) pointed a Jotto player to
Jo-Jotte's command only; it also says how a Jotto match is shown: parlor jotto sheet RECORD."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _said(args: list[str]) -> str:
    result = runner.invoke(app, args, input="", env={"COLUMNS": "300"})
    assert result.exit_code == 2, result.output
    return " ".join(result.output.replace("│", " ").split())


@pytest.mark.parametrize("word", ["replay", "analyze"])
def test_jotto_replay_points_to_jottos_sheet_too(word: str) -> None:
    said = _said(["jotto", word, "jotto-20261130-100000-1"])
    assert f"it is Jo-Jotte's: parlor jojotte {word}" in said, said
    assert "a Jotto match is shown game by game with parlor jotto sheet RECORD" in said, said


def test_jojottes_pointers_to_jotto_are_as_they_were() -> None:
    said = _said(["jojotte", "helper"])
    assert "it is Jotto's: parlor jotto helper" in said
    assert "sheet" not in said
