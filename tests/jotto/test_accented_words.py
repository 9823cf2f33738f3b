"""Round 14: a word typed with its accents ('élève', 'NAÏVE') was refused ('is not a word: use
the letters A to Z only'), though a player's list in such a language is read without them
(69a0449) and NAIVE is in parlor's own. It is read without them, in the game, the helper and
solve; another alphabet's letters are still refused and named."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_a_word_typed_with_its_accents_is_played(tmp_path: Path) -> None:
    words = tmp_path / "mots.txt"
    words.write_text("élève\nnaïve\ncrane\nplane\n", encoding="utf-8")
    args = ["jotto", "--words", str(words), "--vs", "human", "--first", "1"]
    out = runner.invoke(
        app, args, input="élève\nnaïve\nÉlève\nnaive\n", env={"COLUMNS": "200"}
    ).output
    assert "not a word" not in out, out
    assert "Player 1 tests ELEVE" in out and "Player 2 tests NAIVE" in out


def test_the_default_list_takes_naive_typed_with_its_diaeresis() -> None:
    out = runner.invoke(
        app, ["jotto", "--vs", "human", "--first", "1"], input="crane\nplane\nNAÏVE\n"
    ).output
    assert "Player 1 tests NAIVE" in out
    out = runner.invoke(app, ["jotto", "solve", "naïve", "--json"]).output
    assert json.loads(out)["secret"] == "naive"
    out = runner.invoke(app, ["jotto", "helper"], input="naïve 2\nquit\n").output
    assert "words remain" in out and "not a word" not in out


def test_another_alphabet_is_still_refused_with_its_letters_named() -> None:
    out = runner.invoke(
        app, ["jotto", "--vs", "human", "--first", "1"], input="crane\nplane\nслово\n"
    ).output
    said = "! 'слово' is not a word: use the letters A to Z only (the с and о in it are Cyrillic"
    assert said in " ".join(out.split()), out
