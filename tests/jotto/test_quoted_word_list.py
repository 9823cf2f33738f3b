"""A --words list exported with quotes (CSV, JSON lines) is read as its words."""

from __future__ import annotations

from pathlib import Path

import pytest

from parlor.jotto.lexicon import Lexicon, LexiconError


def test_quoted_words_one_a_line_are_read(tmp_path: Path) -> None:
    path = tmp_path / "words.json"
    path.write_text('[\n  "crane",\n  "slate",\n  \u201cmoist\u201d,\n  \'pudgy\';\n  `fjord`\n]\n')
    assert Lexicon.from_file(path).words == ("crane", "fjord", "moist", "pudgy", "slate")


def test_an_unmatched_or_empty_quote_is_no_word(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text('"crane\nslate"\n""\n')
    with pytest.raises(LexiconError, match="no five-letter words"):
        Lexicon.from_file(path)


def test_plain_lists_read_as_before() -> None:
    lex = Lexicon.from_lines(["crane", "Paris", "slate", "NASA"], "w")
    assert lex.words == ("crane", "slate")
    assert lex.proper_nouns == 1
