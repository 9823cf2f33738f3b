"""The Jotto game and match engine: the sample game, turns, JOTTO, penalties, the match."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parlor.core.state import IllegalAction
from parlor.jotto.game import (
    Answer,
    BadAnswer,
    BadCorrection,
    Correct,
    GameOver,
    GameResult,
    JottoGame,
    JottoMatch,
    NotAWord,
    NotYourTurn,
    Test,
    Variant,
    parse_action,
)
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import GamePoints, jots

LEX = default_valid()
SIDE1 = ["whale", "shale", "field", "worst", "grout", "brown", "wrong", "grown"]
SIDE2 = ["flask", "lulls", "stomp", "chime", "fight", "plane", "ample"]


def play(
    game: JottoGame, a: list[str], b: list[str], answers: dict[str, int] | None = None
) -> None:
    """Alternate test words (and, in announce games, answers from ``answers`` or the truth)."""
    seqs = {game.first: list(a), 1 - game.first: list(b)}
    while not game.is_over() and any(seqs.values()):
        side = game.tester()
        word = seqs[side].pop(0)
        game.apply(Test(word))
        if game.pending() is not None:
            secret = game.secrets[1 - side]
            game.apply(Answer((answers or {}).get(word, jots(word, secret))))


def sample_game(first: int = 0) -> JottoGame:
    g = JottoGame(["maple", "grown"], first, LEX)
    play(g, SIDE1, SIDE2)
    return g


def test_the_rule_sheets_sample_scores_86_to_21() -> None:
    g = sample_game()
    r = g.result()
    assert r.winner == 0 and r.line == 8
    assert r.points[0] == GamePoints(score=65, jots=21, penalties=0)
    assert r.points[1] == GamePoints(score=0, jots=21, penalties=0)
    assert r.totals == (86, 21)
    # JOTTO ends the game at once: side 2 never tests an 8th word
    assert len(g.tests[0]) == 8 and len(g.tests[1]) == 7
    assert g.current_player() == -1


def test_wrong_against_grown_is_five_jots_not_jotto() -> None:
    g = JottoGame(["maple", "grown"], 0, LEX)
    g.apply(Test("wrong"))
    assert not g.is_over()
    assert g.tests[0][0].truth == 5 and not g.tests[0][0].jotto
    assert g.current_player() == 1


def test_turns_alternate_from_the_first_side() -> None:
    g = JottoGame(["maple", "grown"], 1, LEX)
    order = []
    for w in ["crane", "slate", "pious", "dough"]:
        order.append(g.current_player())
        g.apply(Test(w))
    assert order == [1, 0, 1, 0]
    assert g.frame() == 3


def test_illegal_actions_say_why() -> None:
    g = JottoGame(["maple", "grown"], 0, LEX)
    with pytest.raises(NotAWord, match="not in the word list"):
        g.apply(Test("zzzzz"))
    with pytest.raises(NotAWord, match="letters"):
        g.apply(Test("cat"))
    with pytest.raises(NotAWord, match="A to Z"):
        g.apply(Test("ab1de"))
    with pytest.raises(NotYourTurn):
        g.apply(Answer(2))
    with pytest.raises(BadCorrection, match="always right"):
        g.apply(Correct(1, 1, 2))
    assert isinstance(NotAWord("x"), IllegalAction) and isinstance(NotAWord("x"), ValueError)
    assert g.actions == []  # nothing illegal was recorded
    with pytest.raises(NotAWord):
        JottoGame(["maple", "qqqqq"], 0, LEX)
    play(g, SIDE1, SIDE2)
    with pytest.raises(GameOver):
        g.apply(Test("crane"))


def announce_game() -> JottoGame:
    return JottoGame(["maple", "grown"], 0, LEX, announce=(True, True))


def test_announce_game_waits_for_answers() -> None:
    g = announce_game()
    g.apply(Test("whale"))
    assert g.current_player() == 1  # side 2 must answer side 1's word
    assert g.pending() is not None
    with pytest.raises(NotYourTurn):
        g.apply(Test("flask"))
    with pytest.raises(BadAnswer):
        g.apply(Answer(6))
    g.apply(Answer(1))
    assert g.current_player() == 1  # now side 2 tests
    assert g.observation(0).own == (("whale", 1),)


def test_wrong_answer_corrected_two_frames_later() -> None:
    """Side 2 says 1 for side 1's FIELD (line 3, truth 0) and corrects it during frame 5."""
    g = announce_game()
    script = iter(SIDE2)
    for n, word in enumerate(SIDE1, 1):
        g.apply(Test(word))
        if g.is_over():
            break
        g.apply(Answer(1 if word == "field" else jots(word, "grown")))
        if n == 5:  # frame 5 is in play: side 2 corrects before testing its 5th word
            g.apply(Correct(1, 3, 0))
        w2 = next(script)
        g.apply(Test(w2))
        g.apply(Answer(jots(w2, "maple")))
    r = g.result()
    assert len(r.penalties) == 1
    p = r.penalties[0]
    assert (p.line, p.announcer, p.truth, p.said) == (3, 1, 0, (1, 0))
    assert p.frames == (3, 4, 5) and p.corrected_in == 5 and p.points == 30
    assert r.points[0] == GamePoints(score=65, jots=21, penalties=30)
    assert r.points[1] == GamePoints(score=0, jots=21, penalties=-30)
    assert r.totals == (116, -9)


def test_wrong_answer_never_corrected_runs_to_the_last_frame() -> None:
    g = announce_game()
    play(g, SIDE1, SIDE2, answers={"stomp": 3})  # side 1 says 3 for STOMP (truth 2), line 3
    r = g.result()
    (p,) = r.penalties
    assert (p.line, p.announcer, p.frames, p.corrected_in) == (3, 0, (3, 4, 5, 6, 7, 8), None)
    assert r.points[1].penalties == 60 and r.points[0].penalties == -60
    # points for jots use the announced counts: STOMP counts the 3 side 1 said, not its true 2
    assert r.points[1].jots == 22


def test_errors_by_both_sides_and_a_same_frame_correction() -> None:
    g = announce_game()
    g.apply(Test("whale"))
    g.apply(Answer(2))  # wrong (truth 1)
    g.apply(Correct(1, 1, 1))  # corrected in frame 1
    g.apply(Test("flask"))
    g.apply(Answer(0))  # wrong (truth 2), never corrected
    for w1, w2 in [("shale", "lulls"), ("grown", "")]:
        g.apply(Test(w1))
        if g.is_over():
            break
        g.apply(Answer(jots(w1, "grown")))
        g.apply(Test(w2))
        g.apply(Answer(jots(w2, "maple")))
    r = g.result()
    assert r.line == 3
    by_line = {(p.line, p.announcer): p for p in r.penalties}
    assert by_line[(1, 1)].frames == (1,)
    assert by_line[(1, 0)].frames == (1, 2, 3)
    assert r.points[0].penalties == 10 - 30
    assert r.points[1].penalties == 30 - 10


def test_corrections_are_checked() -> None:
    g = announce_game()
    with pytest.raises(BadCorrection, match="no answer"):
        g.apply(Correct(1, 1, 1))
    g.apply(Test("whale"))
    with pytest.raises(BadCorrection, match="not been answered"):
        g.apply(Correct(1, 1, 1))
    g.apply(Answer(1))
    with pytest.raises(BadCorrection, match="already says"):
        g.apply(Correct(1, 1, 1))
    with pytest.raises(BadCorrection, match="no line 4"):
        g.apply(Correct(1, 4, 1))
    with pytest.raises(BadAnswer):
        g.apply(Correct(1, 1, 9))


def test_variants() -> None:
    with pytest.raises(NotAWord, match="repeats"):
        JottoGame(["lulls", "grown"], 0, LEX, variant=Variant(no_repeats=True))
    with pytest.raises(NotAWord, match="anagram"):
        JottoGame(["grown", "maple"], 0, LEX, variant=Variant(no_anagram_secrets=True))
    g = JottoGame(["maple", "grown"], 0, LEX, variant=Variant(hard_mode=True))
    g.apply(Test("whale"))  # 1 jot
    g.apply(Test("flask"))
    with pytest.raises(NotAWord, match="does not fit the jots your test words got"):
        g.apply(Test("shale"))  # SHALE against WHALE is 4 jots, not 1
    with pytest.raises(NotAWord, match=r"WHALE \(line 1\) would have got 4, not 1"):
        g.apply(Test("shale"))  # the refusal names the answer it contradicts
    with pytest.raises(NotAWord, match="WHALE was tested on line 1 already"):
        g.apply(Test("whale"))
    g.apply(Test("wound"))  # WOUND/WHALE = 1: agrees
    assert Variant().names() == []


def test_hard_mode_never_leaves_a_side_without_a_word_to_test() -> None:
    """Bob's correction (LULLS: 0 -> 5) leaves no word agreeing with Ann's answers."""
    g = JottoGame(
        ["maple", "bench"], 0, LEX, announce=(True, True), variant=Variant(hard_mode=True)
    )
    for action in (Test("lulls"), Answer(0), Test("grown"), Answer(0)):
        g.apply(action)
    g.apply(Test("crane"))  # CRANE/LULLS = 0: agrees
    g.apply(Answer(3))
    g.apply(Test("limbs"))  # LIMBS/GROWN = 0: agrees
    g.apply(Answer(2))
    g.apply(Correct(1, 1, 5))  # now only LULLS fits LULLS 5, and LULLS/CRANE is 0, not 3
    assert g.tester() == 0 and len(g.legal_actions()) == len(LEX)
    g.apply(Test("bench"))
    assert g.is_over() and g.winner == 0


def result(totals: tuple[int, int]) -> GameResult:
    return GameResult(
        winner=0 if totals[0] >= totals[1] else 1,
        line=1,
        secrets=("maple", "grown"),
        points=(GamePoints(0, totals[0], 0), GamePoints(0, totals[1], 0)),
        penalties=(),
    )


def test_match_alternates_and_ends_at_150() -> None:
    m = JottoMatch(first=1)
    assert m.next_first() == 1
    m.add(result((86, 21)))
    assert m.next_first() == 0 and not m.is_over()
    m.add(result((30, 70)))
    assert m.next_first() == 1 and m.totals == (116, 91) and not m.is_over()
    m.add(result((40, 10)))
    assert m.totals == (156, 101) and m.winner() == 0
    with pytest.raises(GameOver):
        m.add(result((1, 1)))


def test_match_both_over_and_ties() -> None:
    m = JottoMatch(first=0)
    m.add(result((100, 100)))
    m.add(result((55, 55)))  # tied at 155: play on
    assert m.totals == (155, 155) and not m.is_over()
    m.add(result((4, 20)))  # both over: the higher total wins
    assert m.winner() == 1


def test_parse_action_round_trip() -> None:
    for a in [Test("crane"), Answer(3), Correct(1, 4, 2)]:
        assert parse_action(str(a)) == a
    with pytest.raises(ValueError):
        parse_action("guess crane")


secret_st = st.sampled_from(LEX.words)


@given(secret_st, secret_st, st.integers(0, 1), st.lists(secret_st, max_size=30), st.data())
def test_random_games_finish_and_replay(
    s1: str, s2: str, first: int, words: list[str], data: st.DataObject
) -> None:
    """Random legal games (with random wrong answers and corrections) finish; replay rebuilds."""
    g = JottoGame([s1, s2], first, LEX, announce=(True, True))
    pool = list(words)
    while not g.is_over():
        side = g.current_player()
        if g.pending() is not None:
            g.apply(Answer(data.draw(st.integers(0, 5))))
        elif pool:
            g.apply(Test(pool.pop()))
        else:
            g.apply(Test(g.secrets[1 - side]))  # eventually someone finds the word
        if data.draw(st.booleans()) and g.tests[1 - side] and not g.is_over():
            t = g.tests[1 - side][-1]
            if t.history and not t.jotto:
                new = (t.history[-1][1] + 1) % 6
                g.apply(Correct(side, t.line, new))
    r = g.result()
    # conservation: penalties move points from one side to the other
    assert r.points[0].penalties + r.points[1].penalties == 0
    for side in (0, 1):
        gained = sum(p.points for p in r.penalties if p.announcer != side)
        lost = sum(p.points for p in r.penalties if p.announcer == side)
        assert r.points[side].penalties == gained - lost
    for p in r.penalties:
        assert p.frames[0] >= p.line and p.frames[-1] <= r.line
        assert p.said[0] != p.truth or len(p.said) > 1
    loser = 1 - r.winner
    assert r.points[loser].score == 0
    assert r.points[r.winner].score == max(0, 100 - 5 * (r.line - 1))
    # replay the record through the engine: same state, same result
    rec = g.to_record()
    h = JottoGame(rec["secrets"], rec["first"], LEX, announce=rec["announce"])
    for text in rec["actions"]:
        h.apply(parse_action(text))
    assert h.result() == r
    assert [[(t.word, t.history) for t in side] for side in h.tests] == [
        [(t.word, t.history) for t in side] for side in g.tests
    ]


def test_hard_mode_refuses_a_word_tested_before_even_at_five_jots() -> None:
    # AMPLE got 5 against MAPLE (an anagram): tested again it "agreed" with its own answer
    # (AMPLE/AMPLE is 5) and was taken, its 10 points counting again each time; any other word
    # tested before was refused as "not the secret".
    g = JottoGame(["grown", "maple"], 0, LEX, variant=Variant(hard_mode=True))
    g.apply(Test("ample"))  # 5 jots: an anagram of MAPLE
    g.apply(Test("crane"))
    with pytest.raises(NotAWord, match="AMPLE was tested on line 1 already: it is not the secret"):
        g.apply(Test("ample"))
    assert Test("ample") not in g.legal_actions() and Test("maple") in g.legal_actions()
    g.apply(Test("maple"))
    assert g.is_over() and g.winner == 0
