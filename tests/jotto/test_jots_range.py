"""Round 19 (judge K): at the jots prompt of an announce game '-1' was told 'answer with a
number of jots from 0 to 5 (or a command: help)' and '6' 'jots are a number from 0 to 5'. Every
answer that is no number of jots now gets the same words."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

RANGE = "! jots are a number from 0 to 5 (or a command: help)\n"


@pytest.mark.parametrize("bad", ["-1", "6", "lots", "99999999999999999999999", "2.0"])
def test_every_bad_count_gets_one_wording(
    bad: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = CliRunner().invoke(
        app,
        ["jotto", "--vs", "human", "--first", "1", "--announce"],
        input=f"maple\ngrown\nwhale\n{bad}\n1\nquit\n",
    )
    out = result.output
    assert out.count("! ") == 1 and RANGE in out, out[-1200:]
    assert "answer with a number of jots" not in out


def test_four_letters_say_their_own_range(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = CliRunner().invoke(
        app,
        ["jotto", "--vs", "human", "--first", "1", "--announce", "--length", "4"],
        input="lamp\nslot\nwhat\n5\n-1\n1\nquit\n",
    )
    assert result.output.count("! jots are a number from 0 to 4 (or a command: help)\n") == 2
