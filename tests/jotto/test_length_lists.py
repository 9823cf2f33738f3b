"""The word-length variant's lists: four- and six-letter words, built from SCOWL like the
five-letter ones, and the lexicon functions that load them by length."""

from __future__ import annotations

import hashlib
import importlib.util
import re
import sys
from pathlib import Path

import pytest

from parlor.jotto.lexicon import (
    LENGTHS,
    LexiconError,
    avoided,
    data_dir,
    default_common,
    default_valid,
    length_name,
    levels,
)

DATA = Path(__file__).resolve().parents[2] / "data"
SCOWL = Path("/usr/share/dict/scowl")


@pytest.mark.parametrize("length", [4, 6])
def test_lists_have_words_of_their_length_only(length: int) -> None:
    valid, common = default_valid(length), default_common(length)
    word = re.compile(rf"^[a-z]{{{length}}}$")
    assert valid.length == common.length == length
    assert all(word.match(w) for w in valid.words)
    assert list(valid.words) == sorted(set(valid.words))
    assert set(common.words) <= set(valid.words)
    assert set(levels(length)) == set(valid.words)
    assert set(levels(length).values()) <= {10, 20, 35, 40, 50, 55, 60, 70}
    assert avoided(length) and avoided(length) <= set(valid.words)


def test_the_lists_hold_the_expected_words() -> None:
    """Counts from SCOWL 2020.12.07 (data/README.md), and words anyone knows."""
    assert (len(default_valid(4)), len(default_common(4))) == (3270, 1878)
    assert (len(default_valid(6)), len(default_common(6))) == (11216, 5292)
    assert {"bell", "stop", "lull"} <= set(default_common(4).words)
    assert {"listen", "silent", "bottle"} <= set(default_valid(6).words)
    assert levels(6)["abacus"] == 35 and levels(4)["stop"] == 10


def test_the_slurs_a_judge_saw_the_bots_test_are_kept_back() -> None:
    # Judge BF20 #1: the easy bot tested SAMBO on line 2 of an ordinary game, and the lists
    # kept back SQUAWS and HONKIE but not SQUAW and HONKY.
    assert {"sambo", "honky", "kraut", "squaw", "poofs", "micks", "lubra", "kafir"} <= avoided(5)
    assert {"sheeny", "krauts", "kafirs", "squaws", "honkie"} <= avoided(6)
    assert {"mick", "poof"} <= avoided(4)
    # (and those judge BG20 #5 found, CUMS and SODOMY among the words the bots may hide)
    assert {"boong", "clits"} <= avoided(5) and {"clit", "cums"} <= avoided(4)
    assert {"bohunk", "coitus", "coital", "sodomy"} <= avoided(6)


def test_five_letters_stay_the_default() -> None:
    assert default_valid() is default_valid(5)
    assert default_common() is default_common(5)
    assert levels() == levels(5) and avoided() == avoided(5)
    assert len(default_valid()) == 6704 and len(avoided()) == 67
    # the avoided words of one length are not those of another
    assert "fuck" in avoided(4) and "fuck" not in avoided(5) and "fucked" in avoided(6)


@pytest.mark.parametrize("length", [0, 3, 7, -5, True])
def test_other_lengths_are_refused(length: int) -> None:
    with pytest.raises(LexiconError, match="4, 5 or 6 letters"):
        default_valid(length)
    with pytest.raises(LexiconError, match="4, 5 or 6 letters"):
        avoided(length)
    assert LENGTHS == (4, 5, 6)


def test_refusals_say_the_length_in_words() -> None:
    six, four = default_valid(6), default_valid(4)
    assert six.problem("") == "type a six-letter word"
    assert four.problem("  ") == "type a four-letter word"
    assert default_valid().problem("") == "type a 5-letter word"  # the default game as it was
    assert six.problem("crane") == "CRANE has 5 letters; words have 6"
    assert four.problem("crane") == "CRANE has 5 letters; words have 4"
    assert six.problem("zzzzzz") == "ZZZZZZ is not in the word list"
    assert six.problem("silent") is None and four.problem("STOP") is None
    assert [length_name(n) for n in (4, 5, 6, 9)] == ["four", "five", "six", "9"]


def test_a_players_list_without_words_of_the_length_says_so(tmp_path: Path) -> None:
    from parlor.jotto.lexicon import Lexicon

    f = tmp_path / "words.txt"
    f.write_text("crane\nbottle\nSTOP\nLISTEN\nsilent\n")
    assert Lexicon.from_file(f, 6).words == ("bottle", "silent")  # LISTEN: a proper noun
    assert Lexicon.from_file(f, 6).length == 6 and Lexicon.from_file(f, 6).proper_nouns == 1
    (tmp_path / "five.txt").write_text("crane\nmaple\n")
    with pytest.raises(LexiconError, match="no six-letter words in it"):
        Lexicon.from_file(tmp_path / "five.txt", 6)
    with pytest.raises(LexiconError, match="no four-letter words in it"):
        Lexicon.from_file(tmp_path / "five.txt", 4)


def _load_builder() -> object:
    spec = importlib.util.spec_from_file_location("build_wordlists", DATA / "build_wordlists.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_wordlists"] = module
    spec.loader.exec_module(module)
    return module


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.skipif(not SCOWL.is_dir(), reason="SCOWL is not installed (apt-get install scowl)")
def test_the_script_rebuilds_every_list_byte_for_byte(tmp_path: Path) -> None:
    builder = _load_builder()
    assert builder.main(["--scowl", str(SCOWL), "--out", str(tmp_path)]) == 0  # type: ignore[attr-defined]
    names = [
        f"{kind}{sfx}.{ext}"
        for sfx in ("", "4", "6")
        for kind, ext in (("valid", "txt"), ("common", "txt"), ("levels", "tsv"))
    ]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)
    for name in names:
        assert _digest(tmp_path / name) == _digest(DATA / name), name


def test_the_lists_are_found_where_the_package_looks() -> None:
    for name in ("valid4.txt", "common4.txt", "levels4.tsv", "avoid4.txt"):
        assert (data_dir() / name).is_file()
    for name in ("valid6.txt", "common6.txt", "levels6.tsv", "avoid6.txt"):
        assert (data_dir() / name).is_file()
