"""A four-letter list of nothing but HELP, QUIT and EXIT (commands at every prompt, so left out
of a four-letter game) is refused: the game said '0 four-letter words', started, and asked for
a five-letter secret, refusing every word typed, for good."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import read_json

runner = CliRunner()


def _one_line(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(
    ("words", "said"),
    [
        ("help\nquit\nexit\n", "but EXIT, HELP and QUIT, commands at every prompt"),
        ("HELP\n", "but HELP, a command at every prompt"),
    ],
)
def test_a_list_of_commands_only_is_refused(
    words: str, said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path / "home"))
    path = tmp_path / "words.txt"
    path.write_text(words)
    result = runner.invoke(app, ["jotto", "--length", "4", "--words", str(path)], input="lamp\n")
    out = _one_line(result.output)
    assert result.exit_code == 2, out
    assert f"Error: {path}: no four-letter words in it {said}" in out
    assert "secret word" not in out
    assert not (tmp_path / "home" / "saves").exists() or not any(
        (tmp_path / "home" / "saves").glob("*.json")
    )


def test_a_resumed_match_whose_list_became_commands_only_plays_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path / "home"))
    path = tmp_path / "words.txt"
    path.write_text("lamp\nwhat\nplan\n")
    args = ["jotto", "--length", "4", "--words", str(path), "--first", "1", "--seed", "1"]
    first = runner.invoke(app, args, input="lamp\n")
    assert first.exit_code == 1, first.output  # (end of input, saved)
    (save,) = (tmp_path / "home" / "saves").glob("*.json")
    assert read_json(save)["games"][0]["secrets"][0] == "lamp"  # (in base64 in the file)
    path.write_text("help\nquit\n")
    result = runner.invoke(app, ["resume", save.stem], input="wasp\nquit\n")
    out = _one_line(result.output)
    assert "Warning:" in out and "no four-letter words in it but HELP and QUIT" in out, out
    assert "the match goes on with parlor's own word list" in out
    assert "You test WASP" in out, out  # a word of parlor's list, played
    assert "Traceback" not in out
