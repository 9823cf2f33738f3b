"""Round 19 (judge K): piped answers with control characters (an arrow key's ESC sequence, a
BEL, a NUL) are echoed in the transcript without the raw bytes, in both games: the judge saw
'Your call (1-2 or a name): ^[[A1'. The echo writes each such character as '?' (as Jotto's
refusals quote them); the raw byte would move the cursor or ring the bell of a terminal
reading the transcript."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
RAW = ("\x1b", "\x07", "\x00")


@pytest.fixture(autouse=True)
def _home(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))


def test_jojotte_echoes_no_control_character() -> None:
    result = runner.invoke(
        app,
        ["jojotte", "--seed", "5", "--level", "medium"],
        input="\x1b[A1\n\x00\n\x07pass\n2\nquit\n",
    )
    out = result.output
    assert not any(c in out for c in RAW), repr(out[-800:])
    assert "Your call (1-2 or a name): ?[A1\n" in out
    assert "Your call (1-2 or a name): ?pass\n" in out


def test_jotto_echoes_no_control_character() -> None:
    result = runner.invoke(
        app, ["jotto", "--seed", "1"], input="maple\ncr\x1b[Ane\n\x07crane\nquit\n"
    )
    out = result.output
    assert not any(c in out for c in RAW), repr(out[-800:])
    assert ": cr?[Ane\n" in out and ": ?crane\n" in out
