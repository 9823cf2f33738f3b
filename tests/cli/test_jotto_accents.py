"""Round 14: a player's word list in a language written with accents (read without them since
69a0449, ÉLÈVE as ELEVE; words with other letters left out) was announced with its count alone:
the start-up line says how the list was read."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _list(tmp_path: Path) -> Path:
    words = tmp_path / "mots.txt"
    words.write_text("élève\nnaïve\ncrane\nstraße\nслово\nplane\ncœurs\n", encoding="utf-8")
    return words


def test_the_start_up_line_says_how_the_list_was_read(tmp_path: Path) -> None:
    words = _list(tmp_path)
    out = runner.invoke(
        app, ["jotto", "--words", str(words)], input="quit\n", env={"COLUMNS": "400"}
    ).output
    assert (
        "4 five-letter words (2 words read without their accents; 2 words with letters that "
        "are not A to Z even without accents left out)"
    ) in out, out
