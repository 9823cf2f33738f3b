"""The word-length variant's rules, worked by hand: four- and six-letter games.

Jots run from 0 to the word length L; L jots (an anagram: every letter in common) count 2L, as
five jots count 10 in the default game; only the exact word is JOTTO; the SCORE column is the
same. A game's record says its length, so that replaying it rebuilds the same game.
"""

from __future__ import annotations

import json

import pytest

from parlor.jotto.game import (
    Answer,
    BadAnswer,
    Correct,
    JottoGame,
    NotAWord,
    Test,
    Variant,
    record_length,
)
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import jot_points, jots

FOUR = default_valid(4)
SIX = default_valid(6)


def test_jots_with_repeated_letters_by_hand() -> None:
    # LULL against BELL: three L's meet two, the U none: 2.
    assert jots("LULL", "bell") == 2
    # ELLS against BELL: E 1, L 2, S 0: 3.
    assert jots("ells", "bell") == 3
    # SETTLE against BOTTLE: S 0, E 1, T 2 (two each), L 1: 4.
    assert jots("settle", "bottle") == 4
    # TATTOO against BOTTLE: three T's meet two, two O's meet one, the A none: 3.
    assert jots("tattoo", "bottle") == 3
    # SETTLE against LETTER: E 2, T 2, L 1, S 0: 5 (not an anagram: S and R differ).
    assert jots("settle", "letter") == 5


def test_an_anagram_counts_twice_the_length() -> None:
    assert jots("pots", "stop") == 4 and jot_points(4, 4) == 8
    assert jots("silent", "listen") == 6 and jot_points(6, 6) == 12
    assert [jot_points(n, 4) for n in range(5)] == [0, 1, 2, 3, 8]
    assert [jot_points(n, 6) for n in range(7)] == [0, 1, 2, 3, 4, 5, 12]
    assert jot_points(5, 6) == 5  # five of six letters is no anagram
    assert jot_points(5) == 10 and jot_points(4) == 4  # the default game: five letters
    with pytest.raises(ValueError, match="between 0 and 4"):
        jot_points(5, 4)
    with pytest.raises(ValueError, match="between 0 and 6"):
        jot_points(7, 6)


def six_letter_game() -> JottoGame:
    """Ann (side 0) hides LISTEN, Bob (side 1) BOTTLE; Ann tests first."""
    game = JottoGame(["listen", "bottle"], 0, SIX)
    for word in ["tattoo", "silent", "settle", "enlist", "bottle"]:
        game.apply(Test(word))
    return game


def test_a_short_six_letter_game_by_hand() -> None:
    game = six_letter_game()
    # line 1: Ann's TATTOO gets 3 from BOTTLE; Bob's SILENT gets 6 from LISTEN (an anagram)
    # line 2: Ann's SETTLE gets 4; Bob's ENLIST gets 6 again (another anagram)
    # line 3: Ann's BOTTLE is JOTTO: SCORE(3) = 90, plus her jots 3 + 4 = 97.
    # Bob: 12 + 12 = 24 (each anagram of six letters counts 12).
    assert [t.truth for t in game.tests[0]] == [3, 4, 6]
    assert [t.truth for t in game.tests[1]] == [6, 6]
    assert not game.tests[1][0].jotto  # an anagram is not the word
    result = game.result()
    assert result.winner == 0 and result.line == 3
    assert result.totals == (97, 24)
    assert (result.points[0].score, result.points[0].jots) == (90, 7)


def test_a_short_four_letter_game_by_hand() -> None:
    """Ann hides BELL, Bob STOP; Bob tests first."""
    game = JottoGame(["bell", "stop"], 1, FOUR)
    for word in ["lull", "pots", "ells", "stop"]:
        game.apply(Test(word))
    # Bob: LULL 2, ELLS 3 = 5. Ann: POTS 4 (an anagram of STOP: 8), then STOP, JOTTO on
    # line 2: 95 + 8 = 103.
    result = game.result()
    assert (result.winner, result.line) == (0, 2)
    assert result.totals == (103, 5)


def test_answers_run_from_zero_to_the_length() -> None:
    game = JottoGame(["listen", "bottle"], 0, SIX, announce=(True, True))
    game.apply(Test("settle"))
    assert game.legal_actions() == [Answer(n) for n in range(7)]
    with pytest.raises(BadAnswer, match="from 0 to 6"):
        game.apply(Answer(7))
    game.apply(Answer(6))  # a wrong count, but a possible one
    game.apply(Test("silent"))
    game.apply(Answer(6))
    with pytest.raises(BadAnswer, match="from 0 to 6"):
        game.apply(Correct(1, 1, 9))
    game.apply(Correct(1, 1, 4))
    four = JottoGame(["bell", "stop"], 0, FOUR, announce=(True, True))
    four.apply(Test("pots"))
    assert four.legal_actions() == [Answer(n) for n in range(5)]
    with pytest.raises(BadAnswer, match="from 0 to 4"):
        four.apply(Answer(5))


def test_an_anagram_said_wrong_costs_as_in_five_letters() -> None:
    """Bob says SILENT got 5 (it got 6) and never corrects it: +10 a frame for Ann, -10 for
    Bob, and Ann's SILENT counts as announced, 5."""
    game = JottoGame(["bottle", "listen"], 0, SIX, announce=(True, True))
    game.apply(Test("silent"))
    game.apply(Answer(5))  # wrong: 6
    game.apply(Test("tattoo"))
    game.apply(Answer(3))
    game.apply(Test("listen"))  # JOTTO on line 2
    result = game.result()
    # Ann: 95 + 5 (as announced) + 10 x 2 frames; Bob: 3 - 20.
    assert result.totals == (95 + 5 + 20, 3 - 20)


def test_words_of_another_length_are_refused() -> None:
    with pytest.raises(NotAWord, match="side 1's secret: CRANE has 5 letters; words have 6"):
        JottoGame(["crane", "bottle"], 0, SIX)
    with pytest.raises(NotAWord, match="type a four-letter word"):
        JottoGame(["", "stop"], 0, FOUR)
    game = JottoGame(["listen", "bottle"], 0, SIX)
    with pytest.raises(NotAWord, match="MAPLE has 5 letters; words have 6"):
        game.apply(Test("maple"))
    with pytest.raises(NotAWord, match="STOP has 4 letters; words have 6"):
        game.apply(Test("stop"))
    for text in (str(e) for e in _errors(game)):
        assert "five" not in text


def _errors(game: JottoGame) -> list[Exception]:
    out: list[Exception] = []
    for action in (Test(""), Test("abcdefg"), Test("zzzzzz")):
        try:
            game.apply(action)
        except NotAWord as exc:
            out.append(exc)
    assert len(out) == 3
    return out


def test_variants_work_with_six_letters() -> None:
    v = Variant(no_repeats=True, hard_mode=True)
    with pytest.raises(NotAWord, match="repeats a letter"):
        JottoGame(["bottle", "listen"], 0, SIX, variant=v)
    game = JottoGame(["listen", "plumed"], 0, SIX, variant=v)
    game.apply(Test("silent"))  # 2 jots from PLUMED: L and E
    n = jots("silent", "plumed")
    assert n == 2
    game.apply(Test("tattoo"))
    bad = next(w for w in SIX.words if jots(w, "silent") != n)
    with pytest.raises(NotAWord, match="hard mode"):
        game.apply(Test(bad))


def test_the_record_carries_the_length_and_replays() -> None:
    game = six_letter_game()
    entry = game.to_record()
    assert entry["length"] == 6
    entry = json.loads(json.dumps(entry))  # as a save file holds it
    again = JottoGame.from_record(entry, SIX)
    assert again.length == 6 and again.actions == game.actions
    assert again.result() == game.result()
    # a five-letter game's entry has no length (and none means five)
    five = JottoGame(["maple", "grown"], 0, default_valid())
    five.apply(Test("wrong"))
    assert set(five.to_record()) == {
        "first",
        "secrets",
        "announce",
        "actions",
        "correction_frames",
    }
    assert JottoGame.from_record(five.to_record(), default_valid()).actions == five.actions
    assert record_length(five.to_record()) == 5 and record_length({"length": None}) == 5


def test_a_record_of_another_length_is_refused_with_its_reason() -> None:
    entry = six_letter_game().to_record()
    with pytest.raises(ValueError, match="six-letter words, and the word list has five-letter"):
        JottoGame.from_record(entry, default_valid())
    del entry["length"]  # an old record: five letters, which the six-letter words are not
    with pytest.raises(ValueError, match="five-letter words, and the word list has six-letter"):
        JottoGame.from_record(entry, SIX)
    for bad in (7, 0, "6", True, 6.0, [6]):
        with pytest.raises(ValueError, match="not 4, 5 or 6"):
            record_length({"length": bad})
    four = JottoGame(["bell", "stop"], 1, FOUR)
    four.apply(Test("lull"))
    assert record_length(four.to_record()) == 4
    again = JottoGame.from_record(four.to_record(), FOUR)
    assert again.frame() == four.frame() and again.tests[1][0].truth == 2
