"""A player's own word list in a language written with accents (--words): the accents are
dropped as word games in such languages play (ÉLÈVE is ELEVE), and words with letters that are
no A to Z even without them are counted, not lost without a word."""

from __future__ import annotations

from pathlib import Path

from parlor.jotto.lexicon import Lexicon


def test_accented_words_are_kept_without_their_accents() -> None:
    lex = Lexicon.from_lines(["naïve", "élève", "crème", "zebra", "hello"], "fr")
    assert lex.words == ("creme", "eleve", "hello", "naive", "zebra")
    assert lex.accents_dropped == 3
    assert lex.other_letters == 0
    assert "eleve" in lex and lex.problem("ELEVE") is None


def test_letters_that_are_no_a_to_z_are_counted_and_left_out() -> None:
    # cœurs (œ), добро (Cyrillic): five letters each, no A to Z even without accents.
    # straße has six letters: not a word of this game, so not counted either way.
    lex = Lexicon.from_lines(["cœurs", "добро", "straße", "zebra", "abc12"], "x")
    assert lex.words == ("zebra",)
    assert lex.other_letters == 2
    assert lex.accents_dropped == 0


def test_an_accented_word_and_its_plain_spelling_are_one_word() -> None:
    lex = Lexicon.from_lines(["élève", "eleve", "Éclat"], "x")
    assert lex.words == ("eleve",)  # Éclat: a capital in a lower-case list (a proper noun)
    assert lex.accents_dropped == 1
    assert lex.proper_nouns == 1


def test_a_file_in_nfd_form_reads_the_same(tmp_path: Path) -> None:
    # macOS writes file text decomposed: e + combining acute.
    f = tmp_path / "w.txt"
    f.write_text("e\u0301le\u0300ve\nzebra\n", encoding="utf-8")
    lex = Lexicon.from_file(f)
    assert lex.words == ("eleve", "zebra")
    assert lex.accents_dropped == 1


def test_a_refused_entry_is_quoted_as_typed_not_as_python() -> None:
    # repr() showed 'x\\tcraney' and "it's" (double quotes): code, not what was typed
    lex = Lexicon.from_lines(["crane", "zebra"], "x")
    assert lex.problem("x\tcraney") == "'x craney' is not a word: use the letters A to Z only"
    assert lex.problem("cr\x1bne") == "'cr?ne' is not a word: use the letters A to Z only"
    assert lex.problem("it's") == "'it's' is not a word: use the letters A to Z only"
