"""Round 21 (judge AB15 #3): ``parlor jotto helper`` reads ``HUMOR-1`` (a dash against the word)
as ``HUMOR 1``, as it reads ``HUMOR - 1``, ``HUMOR:1`` and ``HUMOR=1``; it refused it as no
word ("'humor-' is not a word ... did you mean HUMOR?", naming the word typed). ``HUMOR -1``
is still a count below zero."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _said(lines: list[str]) -> str:
    result = CliRunner().invoke(
        app, ["jotto", "helper"], input="".join(x + "\n" for x in lines), env={"COLUMNS": "120"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return " ".join(result.output.split())


@pytest.mark.parametrize("typed", ["humor-1", "HUMOR- 1", "humor-1 jot", "slate 2, humor-1"])
def test_a_dash_against_the_word_is_read_as_its_jots(typed: str) -> None:
    spaced = typed.replace("humor-1", "humor 1").replace("HUMOR- 1", "HUMOR 1")
    assert "-" not in spaced
    out, expected = _said([typed]), _said([spaced])
    remain = expected.split(" words remain")[0].split()[-1]
    assert f"{remain} words remain" in out, out
    assert "is not a word" not in out


def test_a_count_below_zero_is_still_refused() -> None:
    assert "! jots are a number from 0 to 5, not '-1'" in _said(["humor -1"])
