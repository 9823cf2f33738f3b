"""Round 16: analyze's RECORD help says what is analysed ('every deal played out in it'); it
ended '...; a deal or a sitting.', which read as if a deal could be named."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.jojotte.cli import app


def test_the_record_help_says_which_deals_are_analysed() -> None:
    result = CliRunner().invoke(app, ["analyze", "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    text = " ".join(result.output.replace("│", " ").split())
    assert "every deal played out in it is analysed" in text
    assert "a deal or a sitting" not in text
