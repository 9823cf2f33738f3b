"""Fifth rules audit of Jotto: new games worked by hand from the rules (parlor/jotto/RULES.md).

Every jot count and score was computed from the rules text before running the engine; the
letter-by-letter counts are in the comments. Secrets: side 1 PETAL, side 2 LEVEL.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.game import Answer, Correct, JottoGame, JottoMatch, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import GamePoints, jots

LEX = default_valid()
SECRETS = ["petal", "level"]
NAMES = ["--name1", "Ann", "--name2", "Bob"]
ARGS = ["--no-color", "jotto", "--vs", "human", "--first", "1"]


@pytest.mark.parametrize(
    ("test", "secret", "expected"),
    [
        ("lulls", "level", 2),  # L: min(3, 2) = 2; U, S not in LEVEL
        ("eerie", "level", 2),  # E: min(3, 2) = 2; R, I not in LEVEL
        ("hello", "level", 3),  # E: min(1, 2) = 1, L: min(2, 2) = 2
        ("alley", "level", 3),  # L: 2, E: 1; A, Y not in LEVEL
        ("hello", "petal", 2),  # E: 1, L: min(2, 1) = 1
        ("sassy", "asses", 4),  # S: min(3, 3) = 3, A: 1; Y not in ASSES
        ("geese", "eases", 3),  # E: min(3, 2) = 2, S: min(1, 2) = 1; G not in EASES
        ("alley", "allay", 4),  # A: min(1, 2) = 1, L: 2, Y: 1; E not in ALLAY
        ("plate", "petal", 5),  # an anagram
    ],
)
def test_jots_with_repeated_letters(test: str, secret: str, expected: int) -> None:
    assert jots(test, secret) == expected
    assert jots(secret, test) == expected  # the count is the same either way round


def program_game(first: int, words: tuple[list[str], list[str]]) -> JottoGame:
    g = JottoGame(list(SECRETS), first, LEX)
    seqs = (list(words[0]), list(words[1]))
    while not g.is_over():
        g.apply(Test(seqs[g.tester()].pop(0)))
    return g


def test_two_anagrams_then_jotto_by_the_second_side_on_line_3() -> None:
    """Side 1 (first) tests LULLS 2, EERIE 2, HELLO 3 against LEVEL; side 2 tests PLATE 5 and
    PLEAT 5 (anagrams of PETAL: 10 each, the game goes on) and says PETAL on line 3.
    Side 2: SCORE(3) = 100 - 5 * 2 = 90, + 10 + 10 = 110. Side 1: 2 + 2 + 3 = 7 (its line-3
    word, tested before side 2's JOTTO, counts)."""
    g = program_game(0, (["lulls", "eerie", "hello"], ["plate", "pleat", "petal"]))
    r = g.result()
    assert (r.winner, r.line) == (1, 3)
    assert r.points == (GamePoints(0, 7, 0), GamePoints(90, 20, 0))
    assert [t.truth for t in g.tests[1]] == [5, 5, 5]  # the JOTTO line's 5 earns no jots


def test_jotto_on_line_1() -> None:
    """The first side's first word is the secret: SCORE(1) = 100; the other side has tested
    nothing: 0. If the second side says it on line 1, the first side's LULLS (2) counts."""
    assert program_game(0, (["level"], [])).result().totals == (100, 0)
    assert program_game(0, (["lulls"], ["petal"])).result().totals == (2, 100)


def announce_game(plate_answer: int) -> JottoGame:
    """Both sides answer (announce game), side 1 first.

    Frame 1: side 1 tests LULLS (truly 2); side 2 says 1 (wrong). Side 2 tests CHIME (PETAL:
    E only, 1); side 1 says 1.
    Frame 2: side 1 tests EERIE (2). Before answering, side 2 "corrects" line 1 to 3 (still
    wrong); then says 2. Side 2 tests HELLO (2); side 1 says 2.
    Frame 3: side 1 tests HELLO (3); side 2 says 3. Side 2 tests PLATE (5); side 1 says
    ``plate_answer``.
    Frame 4: side 1 tests ALLEY (3). Side 2 corrects line 1 to 2 (right), then says 3. Side 2
    says PETAL: JOTTO on line 4.
    """
    g = JottoGame(list(SECRETS), 0, LEX, announce=(True, True))
    for a in (
        Test("lulls"),
        Answer(1),
        Test("chime"),
        Answer(1),
        Test("eerie"),
        Correct(1, 1, 3),
        Answer(2),
        Test("hello"),
        Answer(2),
        Test("hello"),
        Answer(3),
        Test("plate"),
        Answer(plate_answer),
        Test("alley"),
        Correct(1, 1, 2),
        Answer(3),
        Test("petal"),
    ):
        g.apply(a)
    return g


def test_a_correction_to_another_wrong_count_does_not_stop_the_penalty() -> None:
    """Side 2's answer to line 1 was wrong in frame 1 (said 1), still wrong in frames 2 and 3
    (said 3) and right only from its correction in frame 4, which it stood in for part of:
    frames 1-4, 40 points: side 1 +40, side 2 -40.
    Side 2: SCORE(4) = 85, jots CHIME 1 + HELLO 2 + PLATE 10 = 13, -40: 58.
    Side 1: jots 2 + 2 + 3 + 3 = 10, +40: 50."""
    r = announce_game(5).result()
    assert [(p.line, p.announcer, p.frames) for p in r.penalties] == [(1, 1, (1, 2, 3, 4))]
    assert r.points == (GamePoints(0, 10, 40), GamePoints(85, 13, -40))
    assert r.totals == (50, 58)


def test_a_wrong_answer_to_an_anagram_costs_penalties_and_the_jots_count_as_announced() -> None:
    """As above, but side 1 says 4 for PLATE (truly 5) and never corrects it: frames 3 and 4,
    20 points: side 2 +20, side 1 -20. "A side's jots are the jots announced for its test
    words", so PLATE counts 4 for side 2, not the 10 of an anagram.
    Side 1: 10 + 40 - 20 = 30; side 2: 85 + (1 + 2 + 4) - 40 + 20 = 72."""
    r = announce_game(4).result()
    assert [(p.line, p.announcer, p.frames) for p in r.penalties] == [
        (1, 1, (1, 2, 3, 4)),
        (3, 0, (3, 4)),  # PLATE is side 2's line-3 word
    ]
    assert r.points == (GamePoints(0, 10, 20), GamePoints(85, 7, -20))
    assert r.totals == (30, 72)


def test_a_match_to_another_target() -> None:
    """``--target 100``: the game of 7 v 110 ends a match to 100 but not one to 150."""
    r = program_game(0, (["lulls", "eerie", "hello"], ["plate", "pleat", "petal"])).result()
    short, normal = JottoMatch(first=0, target=100), JottoMatch(first=0)
    short.add(r)
    normal.add(r)
    assert short.winner() == 1 and normal.winner() is None
    assert normal.next_first() == 1  # the first turn alternates from game to game


def test_the_anagram_game_through_the_cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game of :func:`test_two_anagrams_then_jotto_by_the_second_side_on_line_3` typed at
    the prompts of ``parlor jotto --vs human --target 100``: the match ends after it."""
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    lines = ["petal", "level", "lulls", "plate", "eerie", "pleat", "hello", "petal"]
    result = CliRunner().invoke(
        app,
        [*ARGS, "--target", "100", *NAMES],
        input="\n".join(lines) + "\n",
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "JOTTO on line 3: Bob scores 90 + 20 jots = 110" in out
    assert "Ann scores 7 jots = 7" in out
    assert "Bob wins the match, 110 to 7." in out
