"""Seventh rules audit of Jotto: games worked by hand from the rules (/work/shared/rules/jotto.md
and parlor/jotto/RULES.md), none of them played by the earlier audits.

Each jot count is worked letter by letter in the comments and each score is added up there,
before the engine is asked. New ground: an announce game against a program-answered side (a
person against a bot: only one side can be wrong), a right answer "corrected" to a wrong one and
back, an error made in the frame the game ends, the second side saying JOTTO with wrong counts on
both sides, a four-letter announce game with a false anagram, and hard mode held up by a wrong
answer until it is corrected.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.game import (
    Answer,
    BadCorrection,
    Correct,
    JottoGame,
    JottoMatch,
    NotAWord,
    Test,
    Variant,
)
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import GamePoints, jots

LEX = default_valid()
FOUR = default_valid(4)


@pytest.mark.parametrize(
    ("test", "secret", "expected"),
    [
        ("crane", "stone", 2),  # N, E; C, R, A not in STONE
        ("tones", "stone", 5),  # T, O, N, E, S: an anagram
        ("flood", "blood", 4),  # L, O, O (two each), D; F not in BLOOD
        ("bloom", "blood", 4),  # B, L, O, O; M not in BLOOD
        ("blond", "blood", 4),  # B, L, O (one), D; N not in BLOOD
        ("cider", "pride", 4),  # I, D, E, R; C not in PRIDE
        ("dried", "pride", 4),  # D (two meet one), R, I, E
        ("hosts", "ghost", 4),  # H, O, S (two meet one), T
        ("shoot", "ghost", 4),  # S, H, O (two meet one), T
        ("ghoul", "ghost", 3),  # G, H, O
        ("spire", "pride", 4),  # P, I, R, E; S not in PRIDE
    ],
)
def test_the_worked_counts(test: str, secret: str, expected: int) -> None:
    assert jots(test, secret) == expected


def play(game: JottoGame, actions: list[Test | Answer | Correct]) -> JottoGame:
    for action in actions:
        game.apply(action)
    return game


# ------------------------------------------------------------- a person answering for a bot
def person_against_bot() -> JottoGame:
    """Side 1 (a person) hides STONE and answers the jots for side 2 (a bot, which hides BLOOD
    and whose answers the program gives, always right). The bot tests first.

    Frame 1: bot CRANE (truly 2), the person says 3 (wrong). Person FLOOD: 4 (program).
    Frame 2: bot TONES (5, an anagram), the person says 5. Person BLOOM: 4.
    Frame 3: bot ONSET (5), the person says 4 (wrong). Person BLOND: 4.
    Frame 4: bot CRANE again (2); before answering, the person corrects line 1 to 2 and line
    3 to 5, then says 2. Person BLOOD: JOTTO on line 4.
    """
    g = JottoGame(["stone", "blood"], 1, LEX, announce=(True, False))
    return play(
        g,
        [
            Test("crane"),
            Answer(3),
            Test("flood"),
            Test("tones"),
            Answer(5),
            Test("bloom"),
            Test("onset"),
            Answer(4),
            Test("blond"),
            Test("crane"),
            Correct(0, 1, 2),
            Correct(0, 3, 5),
            Answer(2),
            Test("blood"),
        ],
    )


def test_a_person_answering_for_a_bot_is_penalised_alone() -> None:
    g = person_against_bot()
    r = g.result()
    assert (r.winner, r.line) == (0, 4)
    # Line 1 (CRANE said 3): frames 1 to 4, corrected in frame 4 = 4 frames, 40.
    # Line 3 (ONSET said 4): frames 3 and 4 = 20. The person loses 60, the bot gains 60.
    assert [(p.line, p.announcer, p.frames, p.corrected_in) for p in r.penalties] == [
        (1, 0, (1, 2, 3, 4), 4),
        (3, 0, (3, 4), 4),
    ]
    # Person: SCORE(4) = 100 - 5 * 3 = 85, jots FLOOD 4 + BLOOM 4 + BLOND 4 = 12, -60: 37.
    # Bot: jots as they stand, CRANE 2 + TONES 10 + ONSET 10 (corrected to 5: counts 10) +
    # CRANE 2 = 24, +60: 84.
    assert r.points == (GamePoints(85, 12, -60), GamePoints(0, 24, 60))
    assert r.totals == (37, 84)


def test_the_program_side_has_no_answers_to_correct() -> None:
    g = JottoGame(["stone", "blood"], 1, LEX, announce=(True, False))
    play(g, [Test("crane"), Answer(3), Test("flood")])
    assert g.tests[0][0].auto and g.tests[0][0].announced == 4  # FLOOD, answered by the program
    with pytest.raises(BadCorrection, match="always right"):
        g.apply(Correct(1, 1, 3))


# ------------------------------------------------------ a right answer made wrong, and back
def made_wrong(back_in: int | None) -> JottoGame:
    """Side 1 hides GHOST, side 2 PRIDE; both announce; side 1 first.

    Side 1 tests CIDER 4, TIRED 4, SPIRE 4, DRIED 4 (all against PRIDE) and PRIDE on line 5;
    side 2 tests HOSTS 4, THOSE 4, GHOUL 3, SHOOT 4 (against GHOST). Every answer is right,
    but after line 2, before line 3's first word, side 2 "corrects" its right answer for CIDER
    (line 1) to 3; it puts it back to 4 before line ``back_in``'s first word (4 or 5), or
    never. Both corrections are made between lines: the wrong 3 first stands in frame 3 and
    last stands in the frame before ``back_in``.
    """
    g = JottoGame(["ghost", "pride"], 0, LEX, announce=(True, True))
    tests = (["cider", "tired", "spire", "dried", "pride"], ["hosts", "those", "ghoul", "shoot"])
    for line in range(1, 6):
        if line == 3:
            g.apply(Correct(1, 1, 3))  # after line 2: the side-1 word SPIRE comes next
        if line == back_in:
            g.apply(Correct(1, 1, 4))
        for side in (0, 1):
            if g.is_over():
                break
            g.apply(Test(tests[side][line - 1]))
            pending = g.pending()
            if pending is not None:
                g.apply(Answer(pending.truth))
    return g


def test_a_right_answer_made_wrong_is_penalised_while_it_stands() -> None:
    # Put right after line 3: the wrong 3 stood in frame 3 alone (SPIRE and GHOUL): 10.
    r = made_wrong(4).result()
    assert [(p.said, p.frames, p.corrected_in, p.corrected_after) for p in r.penalties] == [
        ((4, 3, 4), (3,), 3, True)
    ]
    # Side 1: SCORE(5) = 80, jots 4 + 4 + 4 + 4 = 16 (CIDER counts the 4 standing), +10: 106.
    # Side 2: jots 4 + 4 + 3 + 4 = 15, -10: 5.
    assert r.points == (GamePoints(80, 16, 10), GamePoints(0, 15, -10))
    assert r.totals == (106, 5)


def test_a_right_answer_made_wrong_and_left_wrong_runs_to_the_end() -> None:
    # Never put back: frames 3, 4 and 5 (the game ends on line 5): 30; CIDER counts 3.
    r = made_wrong(None).result()
    assert [(p.said, p.frames, p.corrected_in) for p in r.penalties] == [((4, 3), (3, 4, 5), None)]
    # Side 1: 80 + (3 + 4 + 4 + 4) + 30 = 125. Side 2: 15 - 30 = -15.
    assert r.totals == (125, -15)


def test_put_back_before_the_last_line_costs_a_frame_less_than_never() -> None:
    # Put back after line 4, just before PRIDE: frames 3 and 4 (it stood for none of line 5),
    # 20; and CIDER counts 4 again. Side 1: 80 + 16 + 20 = 116; side 2: 15 - 20 = -5.
    r = made_wrong(5).result()
    assert [(p.frames, p.corrected_in, p.corrected_after) for p in r.penalties] == [
        ((3, 4), 4, True)
    ]
    assert r.totals == (116, -5)


# ------------------------------------- the second side wins, with errors on both sides
def second_side_wins() -> JottoGame:
    """Side 1 (Ann) hides GHOST, side 2 (Bob) PRIDE; both announce; Ann first.

    Frame 1: Ann CIDER (4), Bob says 2 (wrong). Bob HOSTS (4), Ann says 5 (wrong).
    Frame 2: Ann TIRED (4), Bob says 4. Bob THOSE (4), Ann says 4.
    After line 2, before her line-3 word, Ann corrects HOSTS to 4 (between lines: it stood
    in frames 1 and 2). Frame 3: Ann tests SPIRE (4); Bob says 0 (wrong); Bob says GHOST:
    JOTTO on line 3, in the frame of his last error.
    """
    g = JottoGame(["ghost", "pride"], 0, LEX, announce=(True, True))
    return play(
        g,
        [
            Test("cider"),
            Answer(2),
            Test("hosts"),
            Answer(5),
            Test("tired"),
            Answer(4),
            Test("those"),
            Answer(4),
            Correct(0, 1, 4),
            Test("spire"),
            Answer(0),
            Test("ghost"),
        ],
    )


def test_the_second_side_wins_with_errors_on_both_sides() -> None:
    r = second_side_wins().result()
    assert (r.winner, r.line) == (1, 3)
    # CIDER said 2, never corrected: frames 1-3, Ann +30, Bob -30.
    # HOSTS said 5, corrected after line 2: frames 1-2, Bob +20, Ann -20.
    # SPIRE said 0 in frame 3, the frame the game ended: frame 3 only, Ann +10, Bob -10.
    assert [(p.line, p.announcer, p.frames) for p in r.penalties] == [
        (1, 0, (1, 2)),  # HOSTS, Ann's count
        (1, 1, (1, 2, 3)),  # CIDER, Bob's
        (3, 1, (3,)),
    ]
    # Ann: jots as they stand, CIDER 2 + TIRED 4 + SPIRE 0 = 6 (her line-3 word counts: she
    # tested it before Bob's JOTTO); penalties +30 - 20 + 10 = +20: 26.
    # Bob: SCORE(3) = 90, HOSTS 4 (the 5 that stood counted 10 only while it stood) + THOSE 4
    # = 8, penalties -30 + 20 - 10 = -20: 78.
    assert r.points == (GamePoints(0, 6, 20), GamePoints(90, 8, -20))
    assert r.totals == (26, 78)
    # The match: neither side at 150, play on, and Bob tests first in game 2.
    m = JottoMatch(first=0)
    m.add(r)
    assert (m.totals, m.winner(), m.next_first()) == ((26, 78), None, 1)


def test_the_second_side_wins_through_the_cli(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """:func:`second_side_wins` typed at the prompts; ``correct 1 4`` at Ann's line-3 prompt."""
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    lines = ["ghost", "pride", "cider", "2", "hosts", "5", "tired", "4", "those", "4"]
    lines += ["correct 1 4", "spire", "0", "ghost"]
    result = CliRunner().invoke(
        app,
        [
            *["--no-color", "jotto", "--vs", "human", "--announce", "--first", "1"],
            *["--name1", "Ann", "--name2", "Bob", "--target", "50"],
        ],
        input="\n".join(lines) + "\n",
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "Corrected after line 2: Bob's line 1 (HOSTS) now has 4 jots." in out
    assert "Ann said 5 then 4 for HOSTS, the true count is 4 (corrected after line 2); " in out
    assert "lines 1-2: Bob +20, Ann -20" in out
    assert "Bob said 2 for CIDER, the true count is 4 (never corrected); lines 1-3: " in out
    assert "Bob said 0 for SPIRE, the true count is 4 (never corrected); line 3: Ann +10" in out
    assert "JOTTO on line 3: Bob scores 90 + 8 jots +20 -40 penalties = 78" in out
    assert "Ann scores 6 jots +40 -20 penalties = 26" in out
    assert "Bob wins the match, 78 to 26." in out


# ------------------------------------------------ four letters: a false anagram said as such
def test_a_four_letter_announce_game_with_a_false_anagram() -> None:
    """Side 1 hides LAMP, side 2 TIDE; both announce; side 2 first.

    Frame 1: side 2 PALM (an anagram of LAMP: 4, counts 8), side 1 says 4. Side 1 DIET (an
    anagram of TIDE: 4), side 2 says 3 (wrong).
    Frame 2: side 2 MAPS (M, A, P: 3), side 1 says 4 (wrong, never corrected). Side 1 EDIT
    (4); side 2 corrects line 1 to 4, then says 4.
    Frame 3: side 2 says LAMP: JOTTO on line 3.
    """
    assert (jots("palm", "lamp"), jots("maps", "lamp"), jots("diet", "tide")) == (4, 3, 4)
    g = JottoGame(["lamp", "tide"], 1, FOUR, announce=(True, True))
    play(
        g,
        [
            Test("palm"),
            Answer(4),
            Test("diet"),
            Answer(3),
            Test("maps"),
            Answer(4),
            Test("edit"),
            Correct(1, 1, 4),
            Answer(4),
            Test("lamp"),
        ],
    )
    r = g.result()
    assert (r.winner, r.line) == (1, 3)
    # DIET said 3, corrected in frame 2: frames 1-2, side 1 +20, side 2 -20.
    # MAPS said 4, never corrected: frames 2-3, side 2 +20, side 1 -20. Net 0 each.
    assert [(p.line, p.announcer, p.frames) for p in r.penalties] == [
        (1, 1, (1, 2)),
        (2, 0, (2, 3)),
    ]
    # Side 2: SCORE(3) = 90, PALM 8 + MAPS 8 (the 4 said counts as an anagram, as announced)
    # = 16: 106. Side 1: DIET 8 (corrected to 4) + EDIT 8 = 16.
    assert r.points == (GamePoints(0, 16, 0), GamePoints(90, 16, 0))
    assert r.totals == (16, 106)


# ----------------------------------------------- hard mode held up by a wrong answer
def test_hard_mode_refuses_a_word_not_fitting_until_the_wrong_answer_is_corrected() -> None:
    """Hard mode, both announcing: side 1 tests CIDER against PRIDE (truly 4) and side 2 says 2.
    PRIDE would give CIDER 4, not the 2 announced: the wrong answer rules out the very secret,
    and hard mode no longer binds side 1 (judge BB20 #1: see test_hard_mode_secret), which may
    test any word, PRIED too. Side 2 corrects its answer: the answers allow the secret again,
    and a word that does not fit them, GHOST, is refused; PRIDE is JOTTO on line 2."""
    g = JottoGame(
        ["ghost", "pride"], 0, LEX, announce=(True, True), variant=Variant(hard_mode=True)
    )
    play(g, [Test("cider"), Answer(2), Test("hosts"), Answer(4)])
    assert g.allows(0, "pried") and g.allows(0, "ghost")
    g.apply(Correct(1, 1, 4))  # after line 1, before PRIDE
    with pytest.raises(NotAWord, match=r"CIDER \(line 1\) would have got 0, not 4"):
        g.apply(Test("ghost"))
    g.apply(Test("pride"))
    r = g.result()
    # CIDER said 2 in frame 1, corrected before line 2's first word: 10. Side 1: SCORE(2) =
    # 95 + 4 + 10 = 109. Side 2: HOSTS 4 - 10 = -6.
    assert r.totals == (109, -6)


# ------------------------------------------- a six-letter match through the command line
def test_a_six_letter_announce_match_through_the_cli(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``parlor jotto --vs human --announce --length 6 --target 109``: Ann hides LISTEN, Bob
    BOTTLE, in both games.

    Jots by hand: TATTOO/BOTTLE = 3 (T: three meet two = 2, O: two meet one = 1, A none);
    SETTLE/BOTTLE = 4 (E 1, T 2, L 1, S none); SILENT and ENLIST are anagrams of LISTEN (6,
    counting 12).

    Game 1, Ann first. Line 1: Ann TATTOO, Bob says 2 (wrong, never corrected); Bob SILENT,
    Ann says 6. Line 2: Ann SETTLE, Bob says 4; Bob ENLIST, Ann says 5 (wrong, never
    corrected). Line 3: Ann says BOTTLE, JOTTO.
      TATTOO: frames 1-3, Ann +30, Bob -30. ENLIST: frames 2-3, Bob +20, Ann -20.
      Ann: SCORE(3) = 90, jots 2 (as said) + 4 = 6, penalties +30 - 20 = +10: 106.
      Bob: jots 12 + 5 (as said) = 17, penalties -30 + 20 = -10: 7.
    Game 2, Bob first (the first turn alternates). Bob SILENT, Ann says 6; Ann TATTOO, Bob says
    3; Bob says LISTEN on line 2: 95 + 12 = 107; Ann 3.
    After game 1 nobody has 109 (106 and 7): play on. After game 2, Ann 106 + 3 = 109 (exactly
    the target) and Bob 7 + 107 = 114: both have reached it, the higher total wins.
    """
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    assert (jots("tattoo", "bottle"), jots("settle", "bottle")) == (3, 4)
    lines = ["listen", "bottle", "tattoo", "2", "silent", "6", "settle", "4", "enlist", "5"]
    lines += ["bottle", "listen", "bottle", "silent", "6", "tattoo", "3", "listen"]
    result = CliRunner().invoke(
        app,
        [
            *["--no-color", "jotto", "--vs", "human", "--announce", "--length", "6"],
            *["--first", "1", "--target", "109", "--name1", "Ann", "--name2", "Bob"],
        ],
        input="\n".join(lines) + "\n",
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "Bob said 2 for TATTOO, the true count is 3 (never corrected); lines 1-3: " in out
    assert "Ann said 5 for ENLIST, the true count is 6 (never corrected); lines 2-3: " in out
    assert "JOTTO on line 3: Ann scores 90 + 6 jots +30 -20 penalties = 106" in out
    assert "Bob scores 17 jots +20 -30 penalties = 7" in out
    assert "Match: Ann 106, Bob 7 (to 109)" in out
    assert "Bob tests first (taking turns from game to game)." in out
    assert "JOTTO on line 2: Bob scores 95 + 12 jots = 107" in out
    assert "Ann scores 3 jots = 3" in out
    assert "Bob wins the match, 114 to 109." in out
