"""Ninth play-test of the Jotto screen: with --announce, the bot's warning that the answers
cannot all be right is said again when its reading changes (a second wrong answer, a
correction that leaves them impossible), not only the first time; and the pad says 'at least
two are wrong' when no secret fits all the answers but one. Since session 10 the list of
suspect lines coming down to one is not said again: the bot says once that an answer must be
wrong (issue 3), and names the line when the secrets are revealed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.game import Answer, JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad, player_pad

WARNING = "cannot all be right"


def _play(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, typed: list[str]) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = CliRunner().invoke(
        app,
        ["--no-color", "jotto", "--seed", "3", "--first", "1", "--announce"],
        input="\n".join(typed) + "\n",
        env={"COLUMNS": "400"},
    )
    assert result.exit_code == 0, result.output
    return result.output


# MAPLE hidden; the bot (seed 3) tests RATES, PARCH, BINES, MODEL, HOPED, RATED, AMPLE, BROTH,
# MAPLE. RATES is answered 4 (truly 2: A, E), AMPLE 0 (truly 5), the rest truly; RATES is
# corrected to 2 at the prompt for BROTH's jots.
TYPED = [
    "MAPLE",
    *["WHALE", "4", "SHALE", "2", "FIELD", "1", "WORST", "3", "GROUT", "2", "BROWN", "2"],
    *["CHIME", "0", "PLANT", "correct 1 2", "0", "STOMP"],
]


def test_a_second_wrong_answer_and_a_correction_that_leaves_one_are_warned_about(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _play(tmp_path, monkeypatch, TYPED)
    assert "Bot tests AMPLE." in out and "Bot tests BROTH." in out, out  # (the bot's words)
    warnings = [x for x in out.splitlines() if WARNING in x]
    # RATES 4 against MODEL 3 (3 of M O D E L and 4 of R A T E S: six letters at least);
    # AMPLE 0: two wrong; RATES corrected: AMPLE's line alone is left. Each said once, before
    # the bot's next word.
    assert len(warnings) == 3, "\n".join(warnings)
    assert "If only one is wrong, it is on line 1 or 4 (RATES 4, MODEL 3)" in warnings[0]
    assert "At least two of your answers are wrong" in warnings[1]
    assert "lines 1, 4 and 7 (RATES 4, MODEL 3, AMPLE 0)" in warnings[1]
    assert "as if two of them are wrong" in warnings[1]
    assert "If only one is wrong, it is line 7 (AMPLE 0)" in warnings[2]
    assert all("your answers still cannot" in w for w in warnings[1:])
    assert "your answers cannot all" in warnings[0]
    # each comes before the bot's next word, once: AMPLE's answer is warned about before BROTH
    assert out.index(warnings[1]) < out.index("Bot tests BROTH.")
    # the pad that followed AMPLE 0 said two are wrong; after the correction, one
    pads = re.findall(r"the answers contradict each other: ([a-z ]+)[;)]", out)
    assert "at least two are wrong" in pads
    assert pads[-1] == "at least one is wrong"
    # the secret revealed, the line still wrong is named
    assert "Bot: your answer on line 7 was wrong: AMPLE has 5 jots in MAPLE, not 0." in out


def test_the_same_reading_is_not_said_again_every_turn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """RATES 4 only, every later answer true: one warning (line 1 or 4), not once more on the
    turns between, nor when line 1 is left alone."""
    typed = [*TYPED[: TYPED.index("CHIME")], "CHIME", "5", "PLANT", "0", "STOMP", "quit"]
    out = _play(tmp_path, monkeypatch, typed)
    warnings = [x for x in out.splitlines() if WARNING in x]
    assert len(warnings) == 1, "\n".join(warnings)
    assert "line 1 or 4 (RATES 4, MODEL 3)" in warnings[0]


def _game(answers: list[tuple[str, int]]) -> JottoGame:
    """The bot (side 2) tests first; Ann answers its words as ``answers`` say."""
    g = JottoGame(("maple", "cowed"), 1, default_valid(), announce=(True, False))
    for word, n in answers:
        g.apply(Test(word))
        g.apply(Answer(n))
        g.apply(Test("fjord"))  # (Ann's, answered by the program)
    return g


def test_the_pads_say_at_least_two_are_wrong_when_no_secret_fits_all_but_one() -> None:
    # RATED 5 and TREAD 5 (the same letters) against DATER 0 and TRADE 0
    two = [("rated", 5), ("tread", 5), ("dater", 0), ("trade", 0)]
    one = [("rated", 5), ("dater", 0)]
    for answers, said in ((two, "at least two are wrong"), (one, "at least one is wrong")):
        g = _game(answers)
        notes = [b.text for b in build_pad(g, ("Ann", "Bot")).blocks if hasattr(b, "text")]
        # (followed by what the alphabet still crosses off: DATER's 0, since 'at least one')
        assert any(f"(the answers contradict each other: {said};" in n for n in notes), notes
        paper = [b.text for b in player_pad(g, 1, ("Ann", "Bot")).blocks if hasattr(b, "text")]
        assert any(f"The answers on this pad contradict each other: {said};" in n for n in paper)
