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
    with pytest.raises(LexiconError, match=rf"{MAX_LIST_WORDS + 1} five-letter words, more than"):
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
