"""Round 20 (judge R14 #2): one answer that fits no word by itself (BEGAN 5, with no anagram of
BEGAN in the list) was called answers that 'cannot all be right' and 'contradict each other':
the bot said '... as if one of them is wrong', the pads 'the answers contradict each other: at
least one is wrong', the helper 'No word fits all the answers'. Said now of that one answer;
answers that fit no word only together keep the old wording."""

from __future__ import annotations

import contextlib
import io
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.console import make_console
from parlor.core.prompt import EndOfInput, ScriptedInput
from parlor.core.scorepad import render_rich
from parlor.jotto.game import Answer, JottoGame, Test, possible_secrets
from parlor.jotto.lexicon import default_common, default_valid
from parlor.jotto.pad import build_pad, player_pad
from parlor.jotto.rules import jots
from parlor.jotto.solver import make_guesser
from parlor.jotto.ui import JottoSession, Side

VALID = default_valid()


def _fits_some_word(word: str, n: int) -> bool:
    return any(w != word and jots(word, w) == n for w in possible_secrets(VALID))


def _bot_game(monkeypatch: pytest.MonkeyPatch, bot_words: list[str], answers: list[str]) -> str:
    """Ann (MAPLE) against a bot that tests ``bot_words`` in turn (first), reading the answers
    as the bot does; Ann's ``answers`` in prompt order."""
    guesser = make_guesser("medium", VALID, random.Random(1))
    words: Iterator[str] = iter(bot_words)

    def guess(history: list[tuple[str, int]], own: str | None = None) -> str:
        guesser.candidates(history)  # (the bot's reading of the answers, as its own guess)
        return next(words)

    monkeypatch.setattr(guesser, "guess", guess)
    buf = io.StringIO()
    session = JottoSession(
        console=make_console(no_color=True, file=buf),
        inp=ScriptedInput(["maple", *answers]),
        sides=(Side("Ann"), Side("Bot", guesser=guesser)),
        lexicon=VALID,
        common=default_common(),
        rng=random.Random(1),
        first=1,
        announce=True,
        seed=1,
    )
    with contextlib.suppress(EndOfInput, StopIteration):
        session.run()
    return " ".join(buf.getvalue().split())


def test_the_bot_names_the_one_answer_that_fits_no_word(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not _fits_some_word("began", 5)  # (no anagram of BEGAN is a word of the list)
    out = _bot_game(monkeypatch, ["began", "fjord"], ["5", "crane"])
    assert (
        "Bot: your answer on line 1 (BEGAN 5) fits no word of the list: count it again, "
        "and correct 1 JOTS puts it right. I will play on as if it is wrong." in out
    )
    assert "cannot all be right" not in out and "one of them" not in out


def test_a_later_answer_that_fits_no_word_is_named_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    out = _bot_game(
        monkeypatch,
        ["crane", "began", "fjord"],
        [str(jots("crane", "maple")), "slate", "5", "plumb"],
    )
    assert "your answer on line 2 (BEGAN 5) fits no word of the list" in out
    assert "cannot all be right" not in out


def test_answers_that_fit_no_word_only_together_keep_the_wording(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # WHALE 2 and SHALE 0 each fit words; together none (two of W H A L E, none of H A L E)
    assert _fits_some_word("whale", 2) and _fits_some_word("shale", 0)
    out = _bot_game(monkeypatch, ["whale", "shale", "fjord"], ["2", "crane", "0", "plumb"])
    assert "Bot: your answers cannot all be right - no word fits them." in out
    assert "fits no word of the list" not in out


runner = CliRunner()


def _helper(lines: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(app, ["jotto", "helper"], input=lines, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return result.output


def test_the_helper_names_the_one_entry_that_fits_no_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper("crane 1\nbegan 5\n", tmp_path, monkeypatch)
    assert "Entry 2 (BEGAN 5) fits no word of the list: check it" in out
    assert "Letters: entry 2 fits no word, so none is proved in or out." in out
    assert "No word fits all the answers" not in out and "contradict each other" not in out


def test_the_helper_keeps_its_wording_for_entries_that_clash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper("whale 2\nshale 0\n", tmp_path, monkeypatch)
    assert "No word fits all the answers." in out
    assert "Letters: the answers contradict each other" in out
    assert "fits no word of the list" not in out


def _pad_text(game: JottoGame, side: int | None = None) -> str:
    names = ("Ann", "Bob")
    sheet = build_pad(game, names) if side is None else player_pad(game, side, names)
    console = Console(file=io.StringIO(), width=200, color_system=None)
    console.print(render_rich(sheet, plain_marks=True))
    assert isinstance(console.file, io.StringIO)
    return " ".join(console.file.getvalue().split())


def _announced(bob_words: list[tuple[str, int]]) -> JottoGame:
    """Ann (MAPLE) answers Bob's words as given; Bob (GROWN) answers Ann's truly."""
    game = JottoGame(["maple", "grown"], 1, VALID, announce=(True, True))
    for (word, n), mine in zip(bob_words, ["crane", "fjord", "stomp"], strict=False):
        game.apply(Test(word))
        game.apply(Answer(n))
        game.apply(Test(mine))
        game.apply(Answer(jots(mine, "grown")))
    return game


def test_the_pads_name_the_one_answer_that_fits_no_word() -> None:
    assert not _fits_some_word("plumb", 5)
    game = _announced([("plumb", 5)])
    said = "the answer on line 1, PLUMB 5, fits no word of the list: it is wrong"
    pad = _pad_text(game)
    assert f"({said}; so the alphabet marks no letter)" in pad
    assert "contradict each other" not in pad
    paper = _pad_text(game, 1)  # (Bob's pad: Ann's answers to his words)
    assert said[0].upper() + said[1:] in paper and "contradict each other" not in paper


def test_the_pads_keep_the_wording_for_answers_that_clash() -> None:
    game = _announced([("whale", 2), ("shale", 0)])
    pad = _pad_text(game)
    assert "(the answers contradict each other: at least one is wrong;" in pad
    assert "fits no word of the list" not in pad
    assert "The answers on this pad contradict each other: at least one is wrong" in _pad_text(
        game, 1
    )


def test_the_secret_itself_entered_with_5_says_jotto(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Judge AK17 #4: SASSY 5, typed for the secret found, got "fits no word of the list" and a
    new suggestion; nothing said that SASSY JOTTO is how a found word is entered."""
    out = " ".join(_helper("sassy 5\n", tmp_path, monkeypatch).split())
    assert (
        "Entry 1 (SASSY 5) fits no word of the list: check it (undo takes back entry 1; if "
        "SASSY is the secret itself, type SASSY JOTTO)." in out
    )
    out = " ".join(_helper("crane 1\nbegan 5\n", tmp_path, monkeypatch).split())
    assert "BEGAN is the secret itself" in out  # (5 of 5: the same)
    assert "secret itself" not in " ".join(
        _helper("began 4\nbegan 3\n", tmp_path, monkeypatch).split()
    )
