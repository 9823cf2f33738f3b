"""Round 21 (judge AA15 #3): ``parlor resume --list`` read a player's ``--words`` list again for
every save played on it (36 saves on a 100,000-word list: 4.6 s); an unchanged list is read once
a run, a changed one again."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

import parlor.jotto.cli as jotto_cli
from parlor.cli import app
from parlor.jotto.lexicon import Lexicon


def test_the_list_is_read_once_for_many_saves_and_again_when_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = tmp_path / "words.txt"
    words.write_text("crane\nslate\nmoist\nghoul\nbaker\nfield\n", encoding="utf-8")
    for seed in ("1", "2", "3"):
        done = CliRunner().invoke(
            app,
            ["jotto", "--words", str(words), "--vs", "human", "--seed", seed, "--first", "1"],
            input="crane\nslate\nmoist\nquit\n",
        )
        assert "Saved as" in done.output, done.output
    jotto_cli._READ_LISTS.clear()
    reads: list[Path] = []
    real = Lexicon.from_file

    def counted(path: Path, length: int = 5) -> Lexicon:
        reads.append(path)
        return real(path, length)

    monkeypatch.setattr(Lexicon, "from_file", staticmethod(counted))
    listed = CliRunner().invoke(app, ["resume", "--list"], env={"COLUMNS": "200"})
    assert (
        listed.output.count("Jotto (own words: words.txt): Player 1 v Player 2, game 1, line 1")
        == 3
    ), listed.output
    assert len(reads) == 1
    first = jotto_cli.read_own_list(words, 5)
    words.write_text("crane\nslate\nmoist\nghoul\nbaker\nfield\nwhale\n", encoding="utf-8")
    later = os.stat(words).st_mtime_ns + 10**9
    os.utime(words, ns=(later, later))  # (changed: read again, with its new word)
    assert "whale" in jotto_cli.read_own_list(words, 5) and "whale" not in first
    assert len(reads) == 2
