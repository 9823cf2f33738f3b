"""Judge AE16 #7: a damaged file in history-pending is warned of on every command, for ever; the
warning never said what stops it. It names the file to remove now."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.store import pending_dir

runner = CliRunner()


def test_the_warning_says_to_remove_the_file() -> None:
    pending_dir().mkdir(parents=True)
    damaged = pending_dir() / "20261201000000-1-jotto.json"
    damaged.write_text('{"game": "jotto", "players": 5}', encoding="utf-8")
    said = " ".join(runner.invoke(app, ["history"]).stderr.split())
    assert f"Remove {damaged} to stop this warning." in said, said
    damaged.unlink()
    assert "Warning" not in runner.invoke(app, ["history"]).stderr
