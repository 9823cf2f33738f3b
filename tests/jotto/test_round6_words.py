"""An own word list's count says the words with capitals are left out of it, not taken
from it ('4 five-letter words, less 1 with capitals' read as a subtraction)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def opening(tmp_path: Path, words: str) -> str:
    path = tmp_path / "words.txt"
    path.write_text(words)
    args = ["jotto", "--words", str(path), "--first", "1"]
    result = runner.invoke(app, args, input="", env={"COLUMNS": "200"})
    return " ".join(result.output.split())


def test_one_proper_noun_left_out(tmp_path: Path) -> None:
    out = opening(tmp_path, "apple\ncrane\nAlice\nhello\nworld\n")
    assert "4 five-letter words (1 word with capitals, a proper noun, left out)" in out, out
    assert "less" not in out


def test_several_proper_nouns_left_out(tmp_path: Path) -> None:
    out = opening(tmp_path, "apple\ncrane\nAlice\nParis\nhello\nworld\n")
    assert "4 five-letter words (2 words with capitals, proper nouns, left out)" in out, out


def test_no_proper_nouns_no_note(tmp_path: Path) -> None:
    out = opening(tmp_path, "apple\ncrane\nhello\nworld\n")
    assert "4 five-letter words - a very short list" in out and "capitals" not in out
