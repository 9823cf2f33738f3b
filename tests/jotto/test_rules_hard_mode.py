"""Round 19 (judge I): `parlor jotto rules` said a hard-mode test word "must be a word that could
still be the secret", but with --no-repeats the game takes GEESE (a repeated letter, so never
a secret) when it fits the answers, as --help and jotto.md say. The rules page now says what
the game does: a test word must fit the jots the earlier test words got."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def _rules() -> str:
    result = runner.invoke(app, ["jotto", "rules"], env={"PAGER": "cat"})
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_the_rules_ask_hard_mode_words_to_fit_the_answers_not_to_be_possible_secrets() -> None:
    text = _rules()
    assert "could still be the secret" not in text
    hard = text.split("**Hard mode**", 1)[1].split("**Bots' words**", 1)[0]
    assert "it must fit the jots the side's earlier test words got" in hard
    assert (
        "with `--no-repeats` or `--no-anagrams` a word that fits the answers may be tested" in hard
    )
    assert "even though it cannot be the secret (GEESE, which repeats E)" in hard


def test_the_game_does_as_the_rules_say(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(
        app,
        ["jotto", "--vs", "human", "--no-repeats", "--hard-mode", "--first", "1", "--seed", "2"],
        input="BLIMP\nCHUNK\nLULLS\nWHALE\ngeese\nquit\n",
    )
    assert "Player 1 tests GEESE: 0 jots" in result.output, result.output[-1500:]
