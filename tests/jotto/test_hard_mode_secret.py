"""Round 20 (judge R14 #1): in hard mode a wrong answer could make the real secret 'not fit' and
keep it refused for ever; two sides that both miscounted and never corrected played on without
end. Ruling then: the other side's exact secret is always taken. Judge BB20 #1: so every word
refused was a free "not it". Ruling now: a wrong answer that rules out the secret lifts hard
mode for that side (any word, each on a line; the reveal shows the wrong answer and its
penalties); in an announce game the refusal of a word that does not fit says an answer may be
wrong and only its giver can correct it. The words offered to the bot stay the words that
fit."""

from __future__ import annotations

import contextlib
import io
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from parlor.core.prompt import EndOfInput, ScriptedInput
from parlor.jotto.game import Answer, Disagrees, JottoGame, Test, Variant
from parlor.jotto.lexicon import default_common, default_valid
from parlor.jotto.rules import jots
from parlor.jotto.solver import make_guesser
from parlor.jotto.ui import JottoSession, Side

VALID = default_valid()
HARD = Variant(hard_mode=True)


def _miscounted() -> JottoGame:
    """Ann (MAPLE) tests CRANE against Bob's GROWN; Bob answers 3 (truly 2); Bob tests PLUMB."""
    g = JottoGame(["maple", "grown"], 0, VALID, announce=(True, True), variant=HARD)
    g.apply(Test("crane"))
    assert g.tests[0][0].truth == jots("crane", "grown") != 3
    g.apply(Answer(3))
    g.apply(Test("plumb"))
    g.apply(Answer(jots("plumb", "maple")))
    return g


def test_the_exact_secret_is_taken_though_a_wrong_answer_rules_it_out() -> None:
    g = _miscounted()
    assert jots("grown", "crane") != 3  # (GROWN does not fit CRANE 3)
    g.apply(Test("grown"))
    assert g.is_over() and g.winner == 0
    result = g.result()
    wrong = [p for p in result.penalties if p.announcer == 1]
    assert [p.line for p in wrong] == [1] and wrong[0].said == (3,)
    assert result.points[0].penalties > 0 > result.points[1].penalties


def test_once_a_wrong_answer_rules_out_the_secret_any_word_costs_a_line() -> None:
    # Judge BB20 #1: with the secret alone taken, every word refused was a free "not it":
    # Ann tried CROWN, BROWN and DROWN for nothing (those of them that do not fit) and found
    # GROWN still on line 2.
    g = _miscounted()
    for word in ("drown", "wrong"):  # (neither fits CRANE 3; WRONG is an anagram: 5 jots)
        assert jots(word, "crane") != 3 and g.allows(0, word)
    g.apply(Test("drown"))
    assert len(g.tests[0]) == 2 and not g.is_over()  # a line of its own, as any test word
    g.apply(Answer(jots("drown", "maple")))


def test_a_word_that_does_not_fit_is_refused_while_the_answers_allow_the_secret() -> None:
    g = JottoGame(["maple", "grown"], 0, VALID, announce=(True, True), variant=HARD)
    g.apply(Test("crane"))
    g.apply(Answer(jots("crane", "grown")))  # right: GROWN still fits
    g.apply(Test("plumb"))
    g.apply(Answer(jots("plumb", "maple") + 1))  # Ann's wrong answer rules out only Bob's side
    with pytest.raises(Disagrees) as caught:
        g.apply(Test("fjord"))  # (FJORD against CRANE: 1, not 2)
    assert caught.value.side == 0 and len(g.tests[0]) == 1
    g.apply(Test("grown"))
    assert g.winner == 0


def test_the_words_offered_to_a_bot_are_the_words_that_fit() -> None:
    g = _miscounted()
    offered = {a.word for a in g.legal_actions() if isinstance(a, Test)}
    assert offered  # (some words fit the wrong answer)
    assert "grown" not in offered and "wrong" not in offered
    assert g.allows(0, "grown") and g.allows(0, "wrong")


def test_both_sides_miscount_and_the_game_still_ends() -> None:
    g = JottoGame(["maple", "grown"], 0, VALID, announce=(True, True), variant=HARD)
    g.apply(Test("crane"))
    g.apply(Answer(jots("crane", "grown") + 1))  # Bob miscounts
    g.apply(Test("plumb"))
    g.apply(Answer(jots("plumb", "maple") - 1))  # Ann miscounts
    fits = next(a.word for a in g.legal_actions() if isinstance(a, Test) and a.word != "grown")
    g.apply(Test(fits))  # Ann's line 2: a word that fits Bob's wrong answer
    g.apply(Answer(jots(fits, "grown")))
    # (PLUMB's wrong answer rules out MAPLE: any word may be tested, AMPLE, which does not fit)
    assert jots("ample", "plumb") != jots("plumb", "maple") - 1 and g.allows(1, "ample")
    g.apply(Test("maple"))  # Bob names Ann's secret, which PLUMB's wrong answer ruled out
    assert g.winner == 1


def _play(args: list[str], answers: str, home: Path) -> str:
    run = subprocess.run(
        [sys.executable, "-m", "parlor", "jotto", *args],
        input=answers,
        capture_output=True,
        text=True,
        env=dict(os.environ, PARLOR_HOME=str(home), COLUMNS="80", NO_COLOR="1"),
        timeout=120,
    )
    assert "Traceback" not in run.stderr, run.stderr
    return run.stdout


PEOPLE = ["--vs", "human", "--announce", "--hard-mode", "--first", "1"]
NAMES = ["--name1", "Ann", "--name2", "Bob", "--target", "50"]


def test_judges_game_reaches_jotto_at_the_real_secret(tmp_path: Path) -> None:
    out = _play([*PEOPLE, *NAMES], "maple\ngrown\ncrane\n3\nplumb\n3\ngrown\n", tmp_path)
    assert "Ann found GROWN on line 2" in out
    assert "Bob said 3 for CRANE" in " ".join(out.split())


def test_the_refusal_in_an_announce_game_names_who_can_correct(tmp_path: Path) -> None:
    out = _play([*PEOPLE, *NAMES], "maple\ngrown\ncrane\n2\nplumb\n3\nfjord\nquit\n", tmp_path)
    said = " ".join(out.split())
    assert "FJORD does not fit the jots your test words got (hard mode)" in said
    # (and when: 'correct' typed at Ann's prompt corrects Ann's own answers; judge AM18 #1)
    assert "an answer may be wrong: only Bob can correct it, at Bob's own prompt" in said
    refusal = [ln for ln in out.splitlines() if ln.startswith("!")]
    assert refusal and all(len(ln) <= 80 for ln in out.splitlines())


def test_a_word_tested_again_is_refused_with_no_word_of_wrong_answers(tmp_path: Path) -> None:
    # Judge AM18 #2: no answer, right or wrong, makes a word tested before the secret.
    out = _play([*PEOPLE, *NAMES], "maple\ngrown\ncloth\n0\nmushy\n1\ncloth\nquit\n", tmp_path)
    said = " ".join(out.split())
    assert "CLOTH was tested on line 1 already: it is not the secret (hard mode)" in said
    assert "can correct it" not in said


def test_already_says_names_the_word_of_the_line(tmp_path: Path) -> None:
    # Judge AM18 #1: 'line 1 already says 1' at Ann's prompt meant Ann's answer for Bob's
    # CRANE, read as Bob's answer for Ann's word; the word is named.
    out = _play(
        [*PEOPLE, *NAMES], "maple\ngrown\ncrane\n1\nlight\n2\ncorrect 1 2\nquit\n", tmp_path
    )
    assert "! line 1 (LIGHT) already says 2" in " ".join(out.split())


def test_no_such_clause_when_the_program_answers(tmp_path: Path) -> None:
    # (without --announce the answers are the program's, always right: nothing to correct)
    args = ["--vs", "human", "--hard-mode", "--first", "1", *NAMES]
    out = _play(args, "maple\ngrown\ncrane\nplumb\nflask\nquit\n", tmp_path)
    said = " ".join(out.split())
    assert "FLASK does not fit" in said
    assert "can correct it" not in said


def test_a_bot_naming_the_secret_that_a_wrong_answer_ruled_out_finds_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The bot's own choice (made without the secret) is taken when it is the secret: before,
    hard mode replaced it by a word that fits Ann's wrong answer."""
    guesser = make_guesser("easy", VALID, random.Random(1), hard_mode=True)
    said = iter(["crane", "maple"])
    monkeypatch.setattr(guesser, "guess", lambda history, own=None: next(said))
    assert jots("crane", "maple") != 3
    session = JottoSession(
        console=Console(file=io.StringIO(), width=100),
        inp=ScriptedInput(["maple", "3", "fjord"]),
        sides=(Side("Ann"), Side("Bot", guesser=guesser)),
        lexicon=VALID,
        common=default_common(),
        rng=random.Random(1),
        first=1,
        announce=True,
        variant=HARD,
        seed=1,
        target=1,
    )
    with contextlib.suppress(EndOfInput):
        session.run()
    game = session.games[0] if session.games else session.game
    assert game is not None
    assert [t.word for t in game.tests[1]] == ["crane", "maple"]
    assert game.winner == 1
