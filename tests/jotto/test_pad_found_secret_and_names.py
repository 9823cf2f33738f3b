"""Eighth play-test of the Jotto pad: the revealed secret's letters, names ending in s, and
'1 letter'."""

from __future__ import annotations

from parlor.core.scorepad import render_text
from parlor.jotto.game import Answer, JottoGame, Test, Variant
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad, possessive

LEX = default_valid()


def test_the_winner_s_jot_letters_are_the_secret_s_once_found() -> None:
    """Bot found FUZZY on line 2 with answers that proved no letter: its line said
    'proved in Ann's secret: -' although the secret was on the pad."""
    game = JottoGame(["fuzzy", "plant"], 1, LEX, (False, False), Variant())
    for action in (Test("rated"), Test("chimp"), Test("fuzzy")):
        game.apply(action)
    assert game.is_over()
    text = " ".join(render_text(build_pad(game, ("Ann", "Bot"))).split())
    assert "Bot's jot letters, found in Ann's secret: F U Y Z Z (JOTTO on line 2)" in text
    assert "Ann's jot letters, proved in Bot's secret:" in text  # the loser's: as read
    assert "proved in Ann's secret: -" not in text


def test_a_wrong_answer_is_still_named_beside_the_found_secret() -> None:
    game = JottoGame(["plant", "route"], 1, LEX, (True, False), Variant())
    game.apply(Test("rated"))
    game.apply(Answer(0))  # truly 2
    game.apply(Test("fjord"))
    game.apply(Test("plant"))
    text = " ".join(render_text(build_pad(game, ("Ann", "Bot"))).split())
    assert "found in Ann's secret: A L N P T (JOTTO on line 2; the answer on line 1 was wrong)" in (
        text
    )


def test_a_name_ending_in_s_takes_an_apostrophe_alone() -> None:
    assert possessive("Reds") == "Reds'" and possessive("BOSS", True) == "BOSS'"
    assert possessive("Ann") == "Ann's" and possessive("you", True) == "Your"
    game = JottoGame(["maple", "plant"], 0, LEX, (False, False), Variant())
    text = render_text(build_pad(game, ("Reds", "Bot")))
    assert "Reds' alphabet" in text and "proved in Reds' secret" in text and "Reds's" not in text


def test_one_letter_is_one_letter() -> None:
    assert LEX.problem("x") == "X has 1 letter; words have 5"
    assert LEX.problem("ab", hide=True) == "that word has 2 letters; words have 5"


def test_the_jots_question_names_a_tester_ending_in_s_as_written() -> None:
    from typer.testing import CliRunner

    from parlor.cli import app

    lines = ["maple", "grown", "chime", "quit"]
    args = ["jotto", "--vs", "human", "--announce", "--name1", "James", "--first", "1"]
    result = CliRunner().invoke(app, args, input="\n".join(lines) + "\n", env={"COLUMNS": "200"})
    assert "how many jots in your word for James' CHIME (line 1)?" in result.output, result.output


def test_a_correction_of_a_line_not_played_after_one_line_says_only_line_1() -> None:
    import pytest

    from parlor.jotto.game import Correct, JottoError

    game = JottoGame(["maple", "grown"], 0, LEX, (True, True), Variant())
    game.apply(Test("chime"))
    game.apply(Answer(1))
    with pytest.raises(JottoError, match=r"^there is no line 5: only line 1 so far$"):
        game.apply(Correct(1, 5, 1))
