"""Judge, session 11 (K5): an unknown -o option and --help name every option -o takes, rubbers
and exchange too; both were left out of the list, though -o rubbers=2 and -o
exchange=before-melds are taken, and a slip of either was not said as the one meant."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.cli import parse_options
from parlor.jojotte.options import OptionsError


def test_an_unknown_option_names_rubbers_and_exchange() -> None:
    with pytest.raises(OptionsError) as caught:
        parse_options(["foo=1"])
    said = str(caught.value)
    assert "last_trick, rubbers (as --rubbers) and exchange (before-melds, its only value)" in said
    # and each so named is taken
    assert parse_options(["rubbers=2"]).rubbers == 2
    assert parse_options(["exchange=before-melds"]).exchange == "before-melds"


@pytest.mark.parametrize(("typed", "meant"), [("rubers", "rubbers"), ("exchnge", "exchange")])
def test_a_slip_of_rubbers_or_exchange_says_the_one_meant(typed: str, meant: str) -> None:
    with pytest.raises(OptionsError, match=rf"unknown option '{typed}' \(did you mean {meant}\?\)"):
        parse_options([f"{typed}=2"])


def test_the_help_names_rubbers_and_exchange(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    result = CliRunner().invoke(app, ["jojotte", "--help"])
    text = " ".join(result.output.replace("│", " ").split())
    assert "also rubbers=N (as --rubbers) and exchange=before-melds (its only value)" in text
