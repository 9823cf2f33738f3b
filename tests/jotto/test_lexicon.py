"""The shipped word lists: format, order, counts, and that the program finds them."""

from __future__ import annotations

import codecs
import re
import subprocess
import sys
from pathlib import Path

import pytest

from parlor.jotto.lexicon import (
    Lexicon,
    LexiconError,
    data_dir,
    default_common,
    default_valid,
    levels,
)

ROOT = Path(__file__).resolve().parents[2]


def lines(name: str) -> list[str]:
    return (ROOT / "data" / name).read_text(encoding="ascii").splitlines()


@pytest.mark.parametrize("name", ["valid.txt", "common.txt"])
def test_list_format_sorted_unique(name: str) -> None:
    words = lines(name)
    assert all(re.fullmatch(r"[a-z]{5}", w) for w in words)
    assert words == sorted(words)
    assert len(words) == len(set(words))


def test_expected_counts_and_common_within_valid() -> None:
    valid, common = lines("valid.txt"), lines("common.txt")
    assert len(valid) == 6704
    assert len(common) == 3461
    assert set(common) <= set(valid)
    tsv = [line.split("\t") for line in lines("levels.tsv")]
    assert [w for w, _ in tsv] == valid
    assert {int(s) for _, s in tsv} <= {10, 20, 35, 40, 50, 55, 60, 70}
    assert all(int(s) <= 35 for w, s in tsv if w in set(common))


def test_no_proper_nouns_abbreviations_or_accents() -> None:
    valid = set(lines("valid.txt"))
    for w in ["paris", "texas", "nasa", "cafe"]:  # proper nouns, abbreviations
        assert w not in valid
    for w in ["maple", "grown", "lulls", "flask", "whale", "ample", "wrong"]:
        assert w in valid


def test_licence_and_builder_ship_beside_the_lists() -> None:
    assert "Kevin Atkinson" in (ROOT / "data" / "LICENSE-SCOWL.txt").read_text()
    assert (ROOT / "data" / "build_wordlists.py").is_file()


def test_program_finds_its_lists() -> None:
    assert (data_dir() / "valid.txt").is_file()
    assert len(default_valid()) == 6704 and len(default_common()) == 3461
    assert levels()["maple"] in (10, 20, 35)
    # and from a fresh interpreter, as an installed program would
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "from parlor.jotto.lexicon import default_valid as d; print(len(d()))",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd="/",
    )
    assert out.stdout.strip() == "6704"


def test_word_problems_are_one_line_reasons() -> None:
    lex = default_valid()
    assert lex.problem("MAPLE") is None and "maple" in lex and "MAPLE" in lex
    assert "not in the word list" in (lex.problem("zzzzz") or "")
    assert "letters" in (lex.problem("cat") or "")
    assert "A to Z" in (lex.problem("ma-le") or "")
    assert "A to Z" in (lex.problem("mäple") or "")
    assert lex.problem("") is not None
    assert all("\n" not in (lex.problem(w) or "") for w in ["", "x", "12345", "abcdefg"])


def test_a_long_entry_is_shortened_and_a_hidden_one_never_shown() -> None:
    lex = default_valid()
    long = "a" * 5000
    reason = lex.problem(long) or ""
    assert "5000 letters" in reason and len(reason) < 80
    assert len(lex.problem("x" * 3000 + "1") or "") < 80
    for word in ("cr4ne", "qqqqq", "cran", "çrane", "Cr4ne"):
        reason = lex.problem(word, hide=True) or ""
        assert reason and word.lower() not in reason.lower(), reason


def test_own_word_list(tmp_path: Path) -> None:
    f = tmp_path / "mine.txt"
    f.write_text("Hello\nworld\nnope\nhello\n  crane \nab cd\n")
    lex = Lexicon.from_file(f)
    assert lex.words == ("crane", "hello", "world")
    (tmp_path / "empty.txt").write_text("a\nbb\n")
    with pytest.raises(LexiconError, match="no five-letter words"):
        Lexicon.from_file(tmp_path / "empty.txt")
    with pytest.raises(LexiconError, match="cannot read"):
        Lexicon.from_file(tmp_path / "missing.txt")


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-be"])
def test_own_word_list_with_a_byte_order_mark(tmp_path: Path, encoding: str) -> None:
    f = tmp_path / "windows.txt"
    f.write_bytes("crane\r\nslate\r\nstorm\r\n".encode(encoding))
    if encoding == "utf-16-be":
        f.write_bytes(codecs.BOM_UTF16_BE + f.read_bytes())
    assert Lexicon.from_file(f).words == ("crane", "slate", "storm")


def test_own_word_list_leaves_out_proper_nouns(tmp_path: Path) -> None:
    """Rules: a secret is 'a dictionary word that is neither capitalized (a proper noun) nor
    foreign'; a dictionary's words file mixes them in with capitals."""
    f = tmp_path / "words"
    f.write_text("Paris\nTexas\ncrane\nslate\nCrane\nstorm\nAaron\n")
    lex = Lexicon.from_file(f)
    assert lex.words == ("crane", "slate", "storm") and lex.proper_nouns == 3
    f.write_text("CRANE\nSLATE\nStorm\n")  # a list written in capitals is read as it is
    lex = Lexicon.from_file(f)
    assert lex.words == ("crane", "slate", "storm") and lex.proper_nouns == 0


def test_a_list_without_usable_words_says_what_a_list_looks_like(tmp_path: Path) -> None:
    f = tmp_path / "words.csv"
    (tmp_path / "empty.txt").write_text("crane\nslate\n")
    f.write_text("crane,slate,mound\n")  # not one word a line
    with pytest.raises(LexiconError, match="one word a line, letters A to Z"):
        Lexicon.from_file(f)
    f.write_text("cranes\nslates\n")  # six-letter words
    with pytest.raises(LexiconError, match=r"no five-letter words in it .*--length 4 or 6 plays"):
        Lexicon.from_file(f)  # (parlor plays four and six letters too: 'five only' was wrong)
    with pytest.raises(LexiconError, match=r"no six-letter words in it .*--length 4 or 5 plays"):
        Lexicon.from_file(tmp_path / "empty.txt", 6)
