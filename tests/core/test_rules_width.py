"""The rules pages fit 80 columns, piped as on a terminal of 80 (judge L, session 13: Jo-Jotte's
"Example 1" heading was 110 characters and broke inside a word at 80 columns)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from typer.testing import CliRunner

from parlor.cli import app


@pytest.mark.parametrize("game", ["jotto", "jojotte"])
def test_every_line_of_the_rules_fits_80_columns(game: str, tmp_path: Path) -> None:
    result = CliRunner().invoke(
        app, [game, "rules"], env={"PARLOR_HOME": str(tmp_path), "PAGER": "cat"}
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert len(lines) > 50  # the whole page
    assert [line for line in lines if cell_len(line) > 80] == []
