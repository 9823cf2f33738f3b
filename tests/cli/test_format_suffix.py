"""Round 16b: -f and an -o name of another known format are refused, in both games."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize("game", ["jotto", "jojotte"])
@pytest.mark.parametrize(
    ("fmt", "name", "wanted"),
    [("svg", "x.pdf", "pdf"), ("text", "x.HTML", "html"), ("pdf", ".svg", "svg")],
)
def test_a_format_the_file_name_contradicts_is_refused(
    game: str, fmt: str, name: str, wanted: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, [game, "pad", "-f", fmt, "-o", name])
    assert result.exit_code == 2, result.output
    assert f"-f {fmt} does not match -o {name}" in result.output
    assert f"use -f {wanted}, or name the file" in result.output
    assert len(result.output.strip().splitlines()) == 1
    assert not (tmp_path / name).exists()


@pytest.mark.parametrize("game", ["jotto", "jojotte"])
def test_a_name_of_no_known_format_is_written_as_asked(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (the error for -o pads.docx alone suggests giving the format with -f)
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, [game, "pad", "-f", "html", "-o", "pads.docx"]).exit_code == 0
    assert (tmp_path / "pads.docx").read_text().startswith("<!DOCTYPE html>")
    assert runner.invoke(app, [game, "pad", "-f", "svg", "-o", "pads.SVG"]).exit_code == 0
