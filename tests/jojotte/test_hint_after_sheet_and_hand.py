"""Judge AS18 #2: with --hint, the choices reprinted by `sheet` or `hand` came back without the
hint's line ("Hint (the hard bot): ..."), which stood under them at first. It is said again
for the same decision, and a new decision gets its own hint."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def test_the_hint_stands_under_the_choices_reprinted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    got = CliRunner().invoke(
        app,
        ["jojotte", "--level", "easy", "--hint", "--seed", "1"],
        input="hand\nsheet\npass\nhand\nquit\n",
        env={"COLUMNS": "100"},
    )
    lines = got.output.splitlines()
    prompts = [i for i, line in enumerate(lines) if line.startswith("Your call")]
    assert len(prompts) == 5, got.output
    hints = [[ln for ln in lines[:p] if ln.startswith("Hint (the hard bot):")] for p in prompts]
    # a hint line right before each prompt: three for the first decision, two for the second
    for p in prompts:
        assert lines[p - 1].startswith("Hint (the hard bot):"), lines[p - 3 : p + 1]
    assert len(hints[-1]) == 5
    assert len({lines[p - 1] for p in prompts[:3]}) == 1  # (the same decision, the same hint)
