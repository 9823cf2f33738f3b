"""With No-Trump switched off by the house rules, no refusal nor help names the call nt."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _play(seed: int, answers: str, *options: str) -> str:
    args = ["jojotte", "--seed", str(seed), "--think", "0.01"]
    for option in options:
        args += ["-o", option]
    return CliRunner().invoke(app, args, input=answers).output


@pytest.mark.parametrize(
    ("seed", "refusal"),
    [
        (2, "! not allowed: in round 2 you may name another suit or pass"),
        (4, "! not allowed: answer the suit bid with double or pass"),
    ],
)
def test_refusals_leave_out_nt_when_no_trump_is_off(seed: int, refusal: str) -> None:
    out = _play(seed, "pass\nslam\nhelp\nquit\n", "no_trump=off")
    assert refusal in out
    assert "nt," not in out.replace("\n", " ")
    assert "[bold]" not in out and "calls as accept, pass, hearts, double" in " ".join(out.split())


@pytest.mark.parametrize(
    ("seed", "refusal"),
    [
        (2, "! not allowed: in round 2 you may name another suit, bid No-Trump, or pass"),
        (4, "! not allowed: answer the suit bid with No-Trump, double or pass"),
    ],
)
def test_refusals_name_nt_where_it_is_allowed(seed: int, refusal: str) -> None:
    out = _play(seed, "pass\nslam\nhelp\nquit\n")
    assert refusal in out
    assert "calls as accept, pass, hearts, nt, double" in " ".join(out.split())
