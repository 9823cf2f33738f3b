"""Round 18 (judge C): the paper-game helper says what the words left share beyond the letters
the answers prove: with four words left, each with an O, it said only 'proved in: none yet'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _helper(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, entries: str) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    return CliRunner().invoke(app, ["--no-color", "jotto", "helper"], input=entries).output


def test_letters_every_word_left_has_and_none_has(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper(tmp_path, monkeypatch, "crane 0\nslimy 1\nbough 3\nsight 2\nthumb 2\n")
    assert "4 words remain, likeliest first: HOBOS GOUTY DHOBI GUYOT" in out, out
    assert "Letters proved in: none yet   proved out: A C E N R" in out
    # O in all four; the letters in none of them, less those proved out (A C E N R)
    assert "Every word left has O; none has F J K L M P Q V W X Z." in out


def test_only_the_letters_no_word_left_has(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = _helper(tmp_path, monkeypatch, "crane 0\nslimy 1\nbough 3\n")
    assert "No word left has F L Q V W Z." in out, out


def test_nothing_said_when_the_words_left_share_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper(tmp_path, monkeypatch, "crane 2\n")
    assert "word left has" not in out and "Every word left" not in out


def test_the_one_word_left_decides_the_letters_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Judge AT19 #2: 'It must be PLANK' under 'Letters proved in: K L N P', A and R left
    undecided, with nothing said of the word's letters (two words left said theirs)."""
    entries = "rates 1\ndeign 1\nlicks 2\nwitch 0\nflogs 1\npunks 3\ndusky 1\n"
    out = _helper(tmp_path, monkeypatch, entries)
    last = out[out.rindex("dusky 1") :]
    assert "1 word remains: PLANK" in last, out
    assert "Letters proved in: K L N P " in last
    assert "The word left has A too; it has no R." in last
    assert "It must be PLANK." in last
