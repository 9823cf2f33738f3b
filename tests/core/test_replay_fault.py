"""Round 21 (judge Y15 #4): a save whose replay fails in a way the checks before it do not
foresee (an error of the program's, say) is listed as one that cannot be replayed and is not
offered to resume; it was taken as no problem ('parlor resume NUMBER continues one')."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import parlor.jotto.cli as jotto_cli
from parlor.cli import app

runner = CliRunner()


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "200"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, " ".join(result.output.split())


def test_a_save_the_replay_cannot_take_is_listed_as_damaged(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    run(["jotto", "--vs", "human", "--first", "1"], ["maple", "grown", "whale", "quit"])
    code, out = run(["resume", "--list"], [])
    assert "parlor resume NUMBER continues one" in out, out

    def broken(*args: object, **kwargs: object) -> None:
        raise TypeError("an unforeseen fault")

    monkeypatch.setattr(jotto_cli, "build_session", broken)
    code, out = run(["resume", "--list"], [])
    assert "the save cannot be replayed (an unforeseen fault)" in out, out
    assert "continues one" not in out and "--delete NUMBER removes one" in out, out
    code, out = run(["resume", "1"], [])
    assert code == 2 and "cannot be resumed" in out, out
    assert "internal error" not in out
