"""Letters of other alphabets that look Latin (a Cyrillic с, a Greek Ο) are named when an entry
is refused for them, in the game, the helper and solve: 'сrane' shows as CRANE, and 'use the
letters A to Z only' alone told the player nothing. solve reads full-width letters as the
game's prompts do (ＣＲＡＮＥ is CRANE); it refused them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.ui import lookalike_note
from tests.jotto.test_playtest5_helper import helper

runner = CliRunner()

CYRILLIC_C = "\u0441"  # с
CYRILLIC_A = "\u0430"  # а
GREEK_O = "\u039f"  # Ο


def test_the_note_names_the_letters_and_their_alphabet() -> None:
    assert lookalike_note(f"{CYRILLIC_C}rane") == (
        f" (the {CYRILLIC_C} in it is Cyrillic, not the Latin c)"
    )
    assert lookalike_note(f"{CYRILLIC_C}r{CYRILLIC_A}ne") == (
        f" (the {CYRILLIC_C} and {CYRILLIC_A} in it are Cyrillic, not Latin letters)"
    )
    assert lookalike_note(f"GH{GREEK_O}ST") == f" (the {GREEK_O} in it is Greek, not the Latin O)"
    assert lookalike_note("crane") == "" and lookalike_note("crêpe") == ""


def test_a_hidden_secret_is_not_echoed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(
        app,
        ["jotto", "--seed", "3", "--first", "1"],
        input=f"{CYRILLIC_A}pple\napple\n{CYRILLIC_C}rane\ncrane\nquit\n",
        env={"COLUMNS": "200"},
    )
    out = result.output
    assert (
        "! that is not a word: use the letters A to Z only (it has a Cyrillic letter that "
        "looks Latin; in Latin letters it is a word of the list)"
    ) in out, out
    assert f"{CYRILLIC_A}pple" not in out  # (the secret's refusal names no letter of it)
    assert (
        f"! '{CYRILLIC_C}rane' is not a word: use the letters A to Z only (the {CYRILLIC_C} "
        "in it is Cyrillic, not the Latin c: did you mean CRANE?)"
    ) in out, out
    assert "You test CRANE" in out


def test_the_helper_names_them() -> None:
    h, out = helper([f"{CYRILLIC_C}rane 2", "crane 2"])
    assert h.history == [("crane", 2)]
    flat = " ".join(out.split())  # (the console wraps at 80 columns)
    assert f"(the {CYRILLIC_C} in it is Cyrillic, not the Latin c: did you mean CRANE?)" in flat


def test_solve_names_them_and_reads_full_width_letters() -> None:
    result = runner.invoke(app, ["jotto", "solve", f"{CYRILLIC_C}rane"])
    assert result.exit_code == 2
    said = f"(the {CYRILLIC_C} in it is Cyrillic, not the Latin c: did you mean CRANE?)"
    assert said in result.output
    result = runner.invoke(app, ["jotto", "solve", "\uff23\uff32\uff21\uff2e\uff25", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["secret"] == "crane"
