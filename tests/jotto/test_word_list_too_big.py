"""A player's word list that is far too big is refused with a one-line reason: a file that never
ends (``--words /dev/zero``) was read until memory ran out, and a list of millions of words left
the bot thinking for minutes over each test word."""

from __future__ import annotations

import itertools
import string
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.cli import LONG_LIST
from parlor.jotto.lexicon import MAX_LIST_BYTES, MAX_LIST_WORDS, Lexicon, LexiconError

runner = CliRunner()


def test_a_file_too_big_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "zeros.txt"
    with path.open("wb") as f:  # (sparse: a file of NULs, like /dev/zero)
        f.truncate(MAX_LIST_BYTES + 1)
    with pytest.raises(LexiconError, match=r"too big for a word list \(over 64 MB"):
        Lexicon.from_file(path)


def test_a_list_of_too_many_words_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "many.txt"
    letters = string.ascii_lowercase
    words = ("".join(w) for w in itertools.product(letters, repeat=5))
    path.write_text("\n".join(itertools.islice(words, MAX_LIST_WORDS + 1)) + "\n")
    with pytest.raises(LexiconError, match=rf"{MAX_LIST_WORDS + 1:,} five-letter words, more than"):
        Lexicon.from_file(path)
    result = runner.invoke(app, ["jotto", "--words", str(path)], input="")
    assert result.exit_code == 2
    assert "Error:" in result.output and "more than parlor plays with" in result.output
    assert "Traceback" not in result.output


def test_a_list_at_the_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "limit.txt"
    words = ("".join(w) for w in itertools.product(string.ascii_lowercase, repeat=5))
    path.write_text("\n".join(itertools.islice(words, MAX_LIST_WORDS)) + "\n")
    assert len(Lexicon.from_file(path)) == MAX_LIST_WORDS


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_is_refused() -> None:
    result = runner.invoke(app, ["jotto", "--words", "/dev/zero"], input="")
    assert result.exit_code == 2
    assert "/dev/zero: too big for a word list" in " ".join(result.output.split())


def _opening(tmp_path: Path, count: int, *args: str) -> str:
    path = tmp_path / f"list{count}.txt"
    words = ("".join(w) for w in itertools.product(string.ascii_lowercase, repeat=5))
    path.write_text("\n".join(itertools.islice(words, count)) + "\n")
    result = runner.invoke(app, ["jotto", "--words", str(path), *args], input="")
    return " ".join(result.output.split())


def test_a_long_list_says_the_bot_may_take_seconds(tmp_path: Path) -> None:
    # (the medium bot took 5 s a test word at 30000 words, 80 s at 100000)
    out = _opening(tmp_path, LONG_LIST + 1)
    assert (
        f"{LONG_LIST + 1:,} five-letter words - a long list: the bot may think for seconds over "
        "each test word."
    ) in out, out
    assert f"{LONG_LIST:,} five-letter words." in _opening(tmp_path, LONG_LIST)
    assert "long list" not in _opening(tmp_path, LONG_LIST + 1, "--vs", "human")  # (no bot)
