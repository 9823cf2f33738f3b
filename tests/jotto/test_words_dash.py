"""Round 16: ``parlor jotto --words -`` (standard input, as ``-o -`` is standard output) is
refused in one line saying why; it was read as a file named '-' in the current folder:
'/home/me/-: cannot read word list (No such file or directory)'."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_words_dash_says_standard_input_cannot_hold_the_list(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["jotto", "--words", "-"], input="crane\nslate\n")
    assert result.exit_code == 2
    assert "standard input" in result.output
    assert "name a file" in result.output
    assert "No such file" not in result.output
    assert not (tmp_path / "home" / "saves").exists() or not os.listdir(tmp_path / "home" / "saves")


def test_a_file_really_named_dash_is_still_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "-").write_text("crane\nslate\nmoist\n", encoding="utf-8")
    result = runner.invoke(app, ["jotto", "--words", "-", "--seed", "1"], input="crane\n")
    assert "3 five-letter words" in " ".join(result.output.split())  # (wrapped at words)
    assert "standard input" not in result.output
