"""Answers that contradict each other keep, on the alphabet, what a 0 says on its own (judge
session 11, J2): WHALE 2 then SHALE 0 wiped the whole alphabet, though on paper SHALE 0
crosses off S, H, A, L and E."""

from __future__ import annotations

from parlor.core.scorepad import Letters, Note, ScoreSheet
from parlor.jotto.deduce import read_apart
from parlor.jotto.game import Answer, JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad, player_pad


def _game(answers: list[tuple[str, int]]) -> JottoGame:
    """Ann (side 1) tests each word and Bob answers as given; Bob tests and Ann answers."""
    lex = default_valid(5)
    game = JottoGame(("maple", "grown"), 0, lex, (True, True))
    for word, n in answers:
        game.apply(Test(word))
        game.apply(Answer(n))
        game.apply(Test("flask"))
        game.apply(Answer(2))  # (MAPLE: L and A)
    return game


def _notes(sheet: ScoreSheet) -> str:
    """The sheet's notes, a no-break space ('line\xa02': kept with its number) as a space."""
    return " ".join(b.text for b in sheet.blocks if isinstance(b, Note)).replace("\xa0", " ")


def _crossed(letters: Letters) -> str:
    return "".join(c.text for c in letters.letters if c.mark == "crossed")


def test_a_zero_still_crosses_its_letters_when_the_answers_contradict() -> None:
    game = _game([("whale", 2), ("shale", 0)])
    sheet = build_pad(game, ("Ann", "Bob"))
    alphabet = next(b for b in sheet.blocks if isinstance(b, Letters))
    assert _crossed(alphabet) == "AEHLS"
    assert not any(c.mark == "circled" for c in alphabet.letters)
    notes = _notes(sheet)
    assert "at least one is wrong" in notes
    assert "crosses off only the letters of a 0: SHALE (line 2)" in notes


def test_the_paper_pad_crosses_them_too_and_says_what_is_no_longer_marked() -> None:
    game = _game([("whale", 1), ("shale", 0), ("wiper", 0)])
    pad = player_pad(game, 0, ("Ann", "Bob"))
    alphabet = next(b for b in pad.blocks if isinstance(b, Letters))
    assert _crossed(alphabet) == "AEHILPRSW"
    notes = _notes(pad)
    assert "SHALE (line 2), WIPER (line 3)" in notes
    assert "no longer circled: W" in notes  # (WHALE 1 and SHALE 0 proved it)


def test_the_one_suspect_zero_crosses_nothing() -> None:
    # WHALE 2 and ASHEN 2 each contradict SHALE 0 alone: if only one is wrong, it is SHALE's
    answers = [("shale", 0), ("whale", 2), ("ashen", 2)]
    reading = read_apart(answers)
    assert reading.suspect == 0 and not reading.absent
    sheet = build_pad(_game(answers), ("Ann", "Bob"))
    alphabet = next(b for b in sheet.blocks if isinstance(b, Letters))
    assert _crossed(alphabet) == ""
    notes = _notes(sheet)
    assert "crosses off no letter of SHALE 0 (line 1)" in notes
    assert "no longer crossed: A E H L S" in notes


def test_answers_that_fit_are_read_as_before() -> None:
    game = _game([("whale", 1), ("shale", 0)])
    sheet = build_pad(game, ("Ann", "Bob"))
    alphabet = next(b for b in sheet.blocks if isinstance(b, Letters))
    assert _crossed(alphabet) == "AEHLS"
    assert [c.text for c in alphabet.letters if c.mark == "circled"] == ["W"]
