"""Round 10 (judge): ``-o`` naming an existing folder whose name has a dot (``-o
~/my.sheets``) is refused as a folder; it said 'parlor cannot write .sheets files'."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    "args",
    [["jotto", "pad"], ["jojotte", "pad"]],
    ids=["jotto", "jojotte"],
)
def test_a_folder_with_a_dot_is_refused_as_a_folder(tmp_path: Path, args: list[str]) -> None:
    folder = tmp_path / "my.sheets"
    folder.mkdir()
    result = runner.invoke(app, [*args, "-o", str(folder)])
    text = " ".join(result.output.split())
    assert result.exit_code == 2, text
    assert f"{folder} is a folder: name a file in it" in text, text
    assert "cannot write .sheets files" not in text
    assert not list(folder.iterdir())


def test_a_file_with_an_unknown_extension_is_still_refused(tmp_path: Path) -> None:
    result = runner.invoke(app, ["jotto", "pad", "-o", str(tmp_path / "pads.docx")])
    assert result.exit_code == 2 and "cannot write .docx files" in result.output
