"""Judge AH17 #2: a word list that cannot be used (empty, a folder, no word of the length, none
that the variants allow as a secret) was an ``Error:`` on standard output; every other error is
on standard error."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("text", "extra", "said"),
    [
        ("", [], "no five-letter words in it"),
        (None, [], "cannot read word list"),
        ("maple\ngrown\n", ["--length", "4"], "no four-letter words in it"),
        (
            "llama\nsassy\n",
            ["--no-repeats"],
            "can be a secret with these variants (no repeated letters in secrets)",
        ),
    ],
    ids=["empty", "folder", "length", "variants"],
)
def test_a_word_list_that_cannot_be_used_is_said_on_stderr(
    tmp_path: Path, text: str | None, extra: list[str], said: str
) -> None:
    path = tmp_path
    if text is not None:
        path = tmp_path / "words.txt"
        path.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["jotto", "--words", str(path), *extra], input="")
    assert result.exit_code == 2, result.output
    assert said in " ".join(result.stderr.split()) and "Error:" in result.stderr
    assert "Error" not in result.stdout
