"""Judge AO18 #5: at the melds prompt four eights typed as the help writes four jacks (``4J``):
``48``, ``4 8`` or ``8888`` was read as a choice's number ("choose a number from 1 to 2"). They
are read as the four now; a four not held is refused as such."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _melds(answer: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    # Seed 236 against the easy bot: you accept, then hold four eights (choices 1 and 2).
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    got = CliRunner().invoke(
        app,
        ["jojotte", "--level", "easy", "--seed", "236"],
        input=f"1\n1\n{answer}\nquit\n",
        env={"COLUMNS": "200"},
    )
    assert "1) declare four eights (100)  2) declare nothing" in got.output, got.output
    return got.output


@pytest.mark.parametrize("answer", ["48", "4 8", "8888", "4x8", "8 8 8 8", "8,8,8,8"])
def test_four_eights_typed_with_digits_are_declared(
    answer: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _melds(answer, tmp_path, monkeypatch)
    assert "You declare four eights (100)." in out
    assert "choose a number" not in out and "one choice at a time" not in out


@pytest.mark.parametrize(
    ("answer", "four"), [("49", "nines"), ("4 10", "tens"), ("7777", "sevens")]
)
def test_a_four_not_held_is_refused_as_a_four(
    answer: str, four: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _melds(answer, tmp_path, monkeypatch)
    assert f"! four {four} is not one of your melds (four eights)" in out
    assert "You declare" not in out


@pytest.mark.parametrize("answer", ["8s 8h 8d 8c", "8S-8H-8D-8C", "8♥ 8♠ 8♣ 8♦"])
def test_a_four_typed_by_its_cards_is_declared(
    answer: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Judge AU19 #2: the four cards of a four held, typed as a run's cards are, were refused
    ("8♠ is no meld: a sequence is three or more cards in a row of one suit")."""
    out = _melds(answer, tmp_path, monkeypatch)
    assert "You declare four eights (100)." in out
    assert "is no meld" not in out and "not a sequence" not in out


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ("four eights four eights", "! four eights twice: name each meld once"),
        ("48 8s 8h 8d 8c", "! four eights twice: name each meld once"),
        ("8s 8h 8d", "! 8♠ 8♥ 8♦ is no meld: a four is all four cards of a rank (type e.g. four"),
    ],
)
def test_a_four_twice_or_short_of_a_card_says_so(
    answer: str, said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A four named twice was declared without a word, where a run named twice is refused; three
    cards of a four were told what a sequence is."""
    out = _melds(answer, tmp_path, monkeypatch)
    assert said in " ".join(out.split())
    assert "You declare" not in out
