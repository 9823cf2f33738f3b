"""An own word list's count says the words with capitals are left out of it, not taken
from it ('4 five-letter words, less 1 with capitals' read as a subtraction)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
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


@pytest.mark.skipif(not Path("/dev/fd").is_dir(), reason="no /dev/fd on this system")
def test_a_list_from_a_pipe_is_read(tmp_path: Path) -> None:
    """--words <(grep ...) names /dev/fd/63, a link to 'pipe:[...]', which is no file: the
    list was refused ('/proc/.../fd/pipe:[839858]: cannot read word list')."""
    read, write = os.pipe()
    try:
        os.write(write, b"apple\ncrane\nAlice\nhello\nworld\n")
        os.close(write)
        # --seed 1: the bot hides a word other than HELLO (a random secret of a 4-word list
        # was HELLO one time in four, and HELLO then ended the game as JOTTO)
        args = ["jotto", "--words", f"/dev/fd/{read}", "--first", "1", "--seed", "1"]
        result = runner.invoke(app, args, input="crane\nhello\nquit\n", env={"COLUMNS": "200"})
    finally:
        os.close(read)
    out = " ".join(result.output.split())
    assert f"Word list /dev/fd/{read}: 4 five-letter words" in out, out
    assert "You test HELLO" in out and result.exit_code == 0


def opening4(tmp_path: Path, words: str) -> str:
    path = tmp_path / "words4.txt"
    path.write_text(words)
    args = ["jotto", "--words", str(path), "--first", "1", "--length", "4"]
    return " ".join(runner.invoke(app, args, input="", env={"COLUMNS": "200"}).output.split())


def test_a_four_letter_list_says_what_it_left_out(tmp_path: Path) -> None:
    """The count of a four-letter list lost its proper nouns (cut down for the commands, the
    list forgot them) and left HELP, QUIT and EXIT out without a word."""
    out = opening4(tmp_path, "help\nlamp\ntone\nsale\nPisa\n")
    assert (
        "3 four-letter words (1 word with capitals, a proper noun, left out; "
        "HELP left out, a command at every prompt)"
    ) in out, out
    out = opening4(tmp_path, "help\nlamp\ntone\nsale\nexit\nquit\n")
    assert "3 four-letter words (EXIT, HELP, QUIT left out, commands at every prompt)" in out
    out = opening4(tmp_path, "lamp\ntone\nsale\n")
    assert "3 four-letter words - a very short list" in out
