"""An independent audit of the Jotto engine against the rules, with new hand-worked games.

Every expected score below is computed by hand from the rules (the arithmetic is in the
comments); the words' jots are checked letter by letter in the comments too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.scorepad import render_text
from parlor.jotto.deduce import deduce
from parlor.jotto.game import (
    Answer,
    Correct,
    JottoGame,
    JottoMatch,
    NotAWord,
    Test,
    Variant,
)
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import player_pad
from parlor.jotto.rules import GamePoints

LEX = default_valid()


def test_the_default_game_lets_a_side_test_any_word_of_the_list() -> None:
    """Any five-letter word of the list is a legal test word; only hard mode asks a test word
    to agree with the side's earlier answers."""
    g = JottoGame(["maple", "grown"], 0, LEX)
    g.apply(Test("whale"))  # WHALE/GROWN = 1 (W)
    g.apply(Test("fight"))
    # SHALE/WHALE = 4 (H, A, L, E), not 1: SHALE cannot be the secret, but it may be tested
    words = {a.word for a in g.legal_actions() if isinstance(a, Test)}
    assert len(words) == len(LEX) and "shale" in words
    g.apply(Test("shale"))  # and apply() agrees
    # hard mode, same position: only words giving WHALE 1 jot (GROWN/WHALE = 1, the W)
    h = JottoGame(["maple", "grown"], 0, LEX, variant=Variant(hard_mode=True))
    h.apply(Test("whale"))
    h.apply(Test("fight"))
    hard = {a.word for a in h.legal_actions() if isinstance(a, Test)}
    assert "shale" not in hard and "grown" in hard and len(hard) < len(LEX)


# ---------------------------------------------------------------------- new hand-worked games
# Secrets used throughout: MAPLE (M, A, P, L, E) and GROWN (G, R, O, W, N).
# Jots checked by hand:
#   WRONG/GROWN = 5 (an anagram: counts 10)     AMPLE/MAPLE = 5 (an anagram: counts 10)
#   CHIME/GROWN = 0 (no C, H, I, M, E in GROWN) FIGHT/MAPLE = 0 (no F, I, G, H, T in MAPLE)
#   PLANE/MAPLE = 4 (P, L, A, E; no N)          LULLS/MAPLE = 1 (MAPLE has one L)
#   SUSHI/MAPLE = 0


def script(
    first: int,
    words: tuple[list[str], list[str]],
    answers: dict[tuple[int, int], int] | None = None,
    corrections: dict[tuple[int, int], tuple[int, int, int]] | None = None,
    secrets: tuple[str, str] = ("maple", "grown"),
) -> JottoGame:
    """Play ``words[side]`` in turn. In an announce game (``answers`` given) every test word is
    answered from ``answers[(side, line)]`` (else its true count), and
    ``corrections[(side, line)] = (corrector, line, jots)`` is made just before ``side`` tests
    its word for ``line``."""
    announce = answers is not None
    g = JottoGame(list(secrets), first, LEX, announce=(announce, announce))
    seqs = (list(words[0]), list(words[1]))
    while not g.is_over():
        side = g.tester()
        line = len(g.tests[side]) + 1
        if corrections and (side, line) in corrections:
            c = corrections[(side, line)]
            g.apply(Correct(c[0], c[1], c[2]))
        g.apply(Test(seqs[side].pop(0)))
        if g.pending() is not None:
            t = g.pending()
            assert t is not None
            g.apply(Answer((answers or {}).get((side, line), t.truth)))
    return g


def test_an_anagram_on_both_sides_then_jotto_on_line_2() -> None:
    """Side 1 tests WRONG (5 jots, an anagram: 10, not JOTTO), side 2 tests AMPLE (5: 10),
    side 1 says GROWN on line 2. Side 1: SCORE(2) + 10 = 95 + 10 = 105; side 2: 10."""
    g = script(0, (["wrong", "grown"], ["ample"]))
    r = g.result()
    assert (r.winner, r.line) == (0, 2)
    assert r.points[0] == GamePoints(score=95, jots=10, penalties=0)
    assert r.points[1] == GamePoints(score=0, jots=10, penalties=0)
    assert r.totals == (105, 10)
    # the anagram proves every letter: G, N, O, R, W circled, the other 21 crossed off
    facts = deduce([("wrong", 5)])
    assert facts.present == set("gnorw") and len(facts.absent) == 21


def long_game() -> JottoGame:
    """Line 21 with three wrong answers, two overlapping, by both sides.

    Side 1 tests WRONG, then CHIME on lines 2-21; side 2 tests PLANE, FIGHT on lines 2-20,
    and says MAPLE on line 21 (JOTTO). Wrong answers:
      E1 side 2 says 1 for side 1's line-2 CHIME (truly 0) and corrects it in frame 2, before
         its own line-2 test: frame 2 only.
      E2 side 1 says 2 for side 2's line-3 FIGHT (truly 0) and corrects it after line 5,
         before testing its line-6 word (between frames: it stood in none of line 6): frames
         3, 4, 5.
      E3 side 2 says 3 for side 1's line-5 CHIME (truly 0), never corrected: frames 5 to 21,
         the line the game ended on = 17 frames.
    """
    return script(
        0,
        (["wrong"] + ["chime"] * 20, ["plane"] + ["fight"] * 19 + ["maple"]),
        answers={(0, 2): 1, (1, 3): 2, (0, 5): 3},
        corrections={(1, 2): (1, 2, 0), (0, 6): (0, 3, 0)},
    )


def test_a_game_to_line_21_with_overlapping_errors_by_both_sides() -> None:
    r = long_game().result()
    assert (r.winner, r.line) == (1, 21)
    frames = {(p.line, p.announcer): p.frames for p in r.penalties}
    assert frames == {
        (2, 1): (2,),
        (3, 0): (3, 4, 5),
        (5, 1): tuple(range(5, 22)),
    }
    # side 1: jots as announced: WRONG 10 + the 3 said for line 5's CHIME (E3, never corrected;
    # the other CHIMEs 0) = 13; penalties +10 (E1) - 30 (E2) + 170 (E3) = 150
    assert r.points[0] == GamePoints(score=0, jots=13, penalties=150)
    # side 2: SCORE(21) = 0 (line 21 and later score nothing); jots PLANE 4 + 19 x FIGHT 0 = 4,
    # the JOTTO line earns none; penalties -10 + 30 - 170 = -150
    assert r.points[1] == GamePoints(score=0, jots=4, penalties=-150)
    assert r.totals == (163, -146)
    # the side that lost the game has 150 or more: it wins the match ("150 points or more")
    m = JottoMatch(first=0)
    m.add(r)
    assert m.winner() == 0


def test_jotto_on_line_20_scores_5_and_on_line_21_scores_0() -> None:
    """Side 1 tests CHIME 19 times and says GROWN on line 20: SCORE(20) = 100 - 5*19 = 5;
    side 2 tests FIGHT (0) 19 times. The same with GROWN on line 21: 0 + 0 jots = 0."""
    g = script(0, (["chime"] * 19 + ["grown"], ["fight"] * 19))
    assert g.result().totals == (5, 0)
    g = script(0, (["chime"] * 20 + ["grown"], ["fight"] * 20))
    r = g.result()
    assert (r.winner, r.line, r.totals) == (0, 21, (0, 0))


def test_a_correction_during_a_line_counts_in_it() -> None:
    """Our ruling: a line's frame runs from its first test word until both its words are
    answered. Side 2 says 2 for side 1's line-1 CHIME (truly 0). Corrected while side 2's own
    line-1 word awaits side 1's answer: frame 1, 10 points. Corrected once side 1 has tested
    its line-2 word (side 2's next prompt is its answer to it): frame 2 has begun, 20 points.
    Side 1 says GROWN on line 3: SCORE(3) = 90, all jots 0; so 90 + 10 = 100 v 0 - 10 = -10,
    and 90 + 20 = 110 v -20. (Between lines, before line 2's first word: frame 1 alone; see
    ``test_scoring_oracle``.)"""
    g = JottoGame(["maple", "grown"], 0, LEX, announce=(True, True))
    g.apply(Test("chime"))
    g.apply(Answer(2))
    g.apply(Test("fight"))
    g.apply(Correct(1, 1, 0))  # frame 1: FIGHT awaits side 1's answer
    g.apply(Answer(0))
    for w in ("chime", "fight", "grown"):
        g.apply(Test(w))
        if g.pending() is not None:
            g.apply(Answer(0))
    assert g.result().totals == (100, -10)
    g = JottoGame(["maple", "grown"], 0, LEX, announce=(True, True))
    for a in (Test("chime"), Answer(2), Test("fight"), Answer(0), Test("chime")):
        g.apply(a)
    assert g.frame() == 2
    g.apply(Correct(1, 1, 0))  # frame 2
    for a in (Answer(0), Test("fight"), Answer(0), Test("grown")):
        g.apply(a)
    r = g.result()
    assert r.penalties[0].frames == (1, 2) and r.totals == (110, -20)


def test_a_match_tied_at_160_plays_on_until_one_side_is_ahead() -> None:
    """Game 1 (side 1 first): WRONG 10, AMPLE 10, GROWN on line 2: 95 + 10 = 105 v 10.
    Game 2 (side 2 first): AMPLE 10, WRONG 10, MAPLE on line 2: 10 v 105. Match 115-115.
    Game 3 (side 1 first): side 1 tests CHIME (0) on lines 1-11 and says GROWN on line 12:
    SCORE(12) = 100 - 5*11 = 45, + 0 jots = 45; side 2 tests AMPLE x4 (4 x 10 = 40), PLANE
    (4), LULLS (1), FIGHT x5 (0): 45 jots. Match 160-160: both over 150 but tied, play on.
    Game 4 (side 2 first): as game 2, 10 v 105. Match 160 + 10 = 170 v 160 + 105 = 265: both
    over 150, the higher total wins."""
    m = JottoMatch(first=0)
    firsts = []
    games = [
        (["wrong", "grown"], ["ample"]),
        (["wrong"], ["ample", "maple"]),
        (["chime"] * 11 + ["grown"], ["ample"] * 4 + ["plane", "lulls"] + ["fight"] * 5),
        (["wrong"], ["ample", "maple"]),
    ]
    expected = [(105, 10), (10, 105), (45, 45), (10, 105)]
    running = []
    for words, totals in zip(games, expected, strict=True):
        firsts.append(m.next_first())
        r = script(m.next_first(), words).result()
        assert r.totals == totals
        m.add(r)
        running.append((m.totals, m.winner()))
    assert firsts == [0, 1, 0, 1]  # the lot's side first, then alternating
    assert running == [
        ((105, 10), None),
        ((115, 115), None),
        ((160, 160), None),
        ((170, 265), 1),
    ]


def test_the_eliminating_alphabet_after_answers_with_repeated_letters() -> None:
    """Side 2 tests LULLS (1 jot in MAPLE) and SUSHI (0). SUSHI 0 crosses off S, U, H, I;
    then LULLS's one jot can only be an L, and only one L: L is circled. LULLS 3 alone
    proves an L (three jots from L, U, S with at most one U and one S need an L) and
    crosses off nothing."""
    assert deduce([("lulls", 1), ("sushi", 0)]).present == {"l"}
    assert deduce([("lulls", 1), ("sushi", 0)]).absent == set("shiu")
    facts = deduce([("lulls", 3)])
    assert facts.present == {"l"} and not facts.absent
    # LULLS 1 alone proves nothing: one L, or one U, or one S
    assert not deduce([("lulls", 1)]).present and not deduce([("lulls", 1)]).absent
    g = script(0, (["chime", "chime", "grown"], ["lulls", "sushi"]))
    text = " ".join(render_text(player_pad(g, 1, ["Ann", "Bob"])).split())
    assert "OPPONENT'S SECRET JOT LETTERS" in text
    alphabet = text.split("ELIMINATING ALPHABET:")[1].split()[:26]  # crossed off: "-"
    crossed = {chr(65 + i) for i, cell in enumerate(alphabet) if cell == "-"}
    assert "(L)" in alphabet and crossed == set("HISU")


def test_variants_bind_secrets_only_and_the_default_game_is_the_rules() -> None:
    """No repeated letters: LULLS may not be a secret, but may still be tested. No anagrams:
    MAPLE (AMPLE) and GROWN (WRONG) may not be secrets; FIGHT and PLUMB may."""
    with pytest.raises(NotAWord, match="repeats"):
        JottoGame(["lulls", "grown"], 0, LEX, variant=Variant(no_repeats=True))
    g = JottoGame(["maple", "grown"], 0, LEX, variant=Variant(no_repeats=True))
    g.apply(Test("lulls"))  # LULLS/GROWN = 0
    assert g.tests[0][0].truth == 0
    no_anagrams = Variant(no_anagram_secrets=True)
    for secret in ("maple", "grown"):
        with pytest.raises(NotAWord, match="anagram"):
            JottoGame([secret, "fight"], 0, LEX, variant=no_anagrams)
    JottoGame(["fight", "plumb"], 0, LEX, variant=no_anagrams)


# ---------------------------------------------------------------------- the same through the CLI
def cli(args: list[str], lines: list[str]) -> str:
    result = CliRunner().invoke(
        app,
        ["--no-color", "jotto", "--vs", "human", *args],
        input="\n".join(lines) + "\n",
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_the_long_game_through_the_cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """:func:`long_game` typed at the prompts: secrets, then each test word and its answer;
    each ``correct LINE JOTS`` typed at the correcting side's prompt."""
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    lines = ["maple", "grown"]
    for n in range(1, 22):
        if n == 6:
            lines.append("correct 3 0")  # Ann, before her line-6 word: after line 5
        lines += ["wrong" if n == 1 else "chime", str({1: 5, 2: 1, 5: 3}.get(n, 0))]
        if n == 2:
            lines.append("correct 2 0")  # Bob, before his line-2 word: frame 2
        lines.append("maple" if n == 21 else "plane" if n == 1 else "fight")
        if n < 21:
            lines.append(str({1: 4, 3: 2}.get(n, 0)))
    out = cli(["--announce", "--first", "1", "--name1", "Ann", "--name2", "Bob"], lines)
    assert "line 2: Ann +10, Bob -10" in out
    assert "Corrected after line 5: Bob's line 3 (FIGHT) now has 0 jots." in out
    assert "(corrected after line 5); lines 3-5: Bob +30, Ann -30" in out
    assert "(never corrected); lines 5-21: Ann +170, Bob -170" in out
    assert "JOTTO on line 21: Bob scores 0 + 4 jots +30 -180 penalties = -146" in out
    assert "Ann scores 13 jots +180 -30 penalties = 163" in out
    assert "Ann wins the match, 163 to -146." in out


def test_the_tied_match_through_the_cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The four games of :func:`test_a_match_tied_at_160_plays_on_until_one_side_is_ahead`,
    the program answering: 105-10, 115-115, 160-160 (play on), 170-265."""
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    game3 = []
    for w1, w2 in zip(
        ["chime"] * 11, ["ample"] * 4 + ["plane", "lulls"] + ["fight"] * 5, strict=True
    ):
        game3 += [w1, w2]
    game1 = ["maple", "grown", "wrong", "ample", "grown"]  # secrets, then the test words
    game2 = ["maple", "grown", "ample", "wrong", "maple"]  # Bob first
    lines = [*game1, *game2, "maple", "grown", *game3, "grown", *game2]
    out = cli(["--first", "1", "--name1", "Ann", "--name2", "Bob"], lines)
    assert "Match: Ann 160, Bob 160 (to 150)" in out
    assert "Game 4: Bob won on line 2 (MAPLE / GROWN): Ann 10, Bob 105" in out
    assert "Bob wins the match, 265 to 170." in out


# ---------------------------------------------------------------- an independent referee's count
def referee(secrets: tuple[str, str], first: int, actions: list[str]) -> tuple[int, int]:
    """Score an announce game from its record alone, written from the rules text without the
    engine's helpers: jots by matching letters one by one; a frame is penalised when a wrong
    count stood in it at any moment (the count in force as it began, or one given in it). A
    frame begins with its first test word: a correction made after line n is complete and
    before line n + 1's first word is dated n + 1/2, in force as line n + 1 begins and given
    in neither line."""

    def count(test: str, secret: str) -> int:
        pool, n = list(secret), 0
        for ch in test:
            if ch in pool:
                pool.remove(ch)
                n += 1
        return n

    words: tuple[list[str], list[str]] = ([], [])
    said: dict[tuple[int, int], list[tuple[float, int]]] = {}
    turn, pending, end, winner = first, None, 0, -1
    for text in actions:
        kind, *rest = text.split()
        frame: float = max(len(words[0]), len(words[1]))
        if pending:
            frame = pending[1]
        elif len(words[0]) == len(words[1]):  # between lines
            frame += 0.5
        if kind == "test":
            side, word = turn, rest[0]
            words[side].append(word)
            if word == secrets[1 - side]:
                end, winner = len(words[side]), side
                break
            pending, turn = (side, len(words[side])), 1 - turn
        elif kind == "answer":
            assert pending is not None
            said[pending] = [(pending[1], int(rest[0]))]
            pending = None
        else:
            corrector, line, value = (int(x) for x in rest)
            said[(1 - corrector, line)].append((frame, value))
    points = [0, 0]
    for side in (0, 1):
        for n, word in enumerate(words[side], 1):
            if side == winner and n == end:
                points[side] += 100 - 5 * (n - 1) if n <= 20 else 0
                continue
            truth = count(word, secrets[1 - side])
            history = said[(side, n)]
            standing = history[-1][1] if history else truth  # the jots announced, as corrected
            points[side] += 10 if standing == 5 else standing
            for f in range(n, end + 1):
                before = [v for g, v in history if g < f][-1:]
                during = [v for g, v in history if g == f]
                if any(v != truth for v in before + during):
                    points[side] += 10
                    points[1 - side] -= 10
    return points[0], points[1]


def test_the_referee_counts_the_worked_games_alike() -> None:
    g = long_game()
    assert referee(g.secrets, g.first, [str(a) for a in g.actions]) == (163, -146)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["maple", "grown", "lulls", "sassy", "ample", "wrong"]),
    st.sampled_from(["maple", "grown", "lulls", "sassy", "ample", "wrong"]),
    st.integers(0, 1),
    st.data(),
)
def test_the_engine_scores_random_announce_games_as_the_referee(
    s1: str, s2: str, first: int, data: st.DataObject
) -> None:
    """Random announce games (wrong answers, corrections at any prompt, to line 25) score the
    same by the engine and by :func:`referee`."""
    pool = ["maple", "grown", "lulls", "sassy", "ample", "wrong", "chime", "level", "llama"]
    g = JottoGame([s1, s2], first, LEX, announce=(True, True))
    while not g.is_over():
        side = g.current_player()
        mine = g.tests[1 - side]
        if mine and data.draw(st.integers(0, 3)) == 0:
            t = mine[data.draw(st.integers(0, len(mine) - 1))]
            if t.history and not t.jotto:
                g.apply(
                    Correct(side, t.line, (t.history[-1][1] + data.draw(st.integers(1, 5))) % 6)
                )
        if g.pending() is not None:
            g.apply(Answer(data.draw(st.integers(0, 5))))
        elif len(g.tests[side]) >= 24:
            g.apply(Test(g.secrets[1 - side]))
        else:
            g.apply(Test(data.draw(st.sampled_from(pool))))
    assert g.result().totals == referee(g.secrets, g.first, [str(a) for a in g.actions])
