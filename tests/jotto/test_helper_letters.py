"""The paper-game helper writes a letter proved in as often as it is proved, as the pads do since
64f1a62: ASSES 4 then PILOT 0 proves two S's (it said 'Letters proved in: S')."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def _helper(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, entries: str) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    return CliRunner().invoke(app, ["--no-color", "jotto", "helper"], input=entries).output


def test_a_letter_proved_twice_is_written_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper(tmp_path, monkeypatch, "asses 4\npilot 0\n")
    assert "Letters proved in: S S   proved out: I L O P T" in out, out


def test_letters_proved_once_are_written_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # WHALE 1, SHALE 0 proves the W (the README's example), and S, H, A, L, E out
    out = _helper(tmp_path, monkeypatch, "whale 1\nshale 0\n")
    assert "Letters proved in: W   proved out: A E H L S" in out, out
