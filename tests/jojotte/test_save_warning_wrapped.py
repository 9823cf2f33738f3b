"""Round 18 (judge E, finding 1, in Jo-Jotte): the sitting's save warnings are broken between
words with the path whole, as Jotto's are (say_naming); Jo-Jotte printed its own warning as one
line, which the terminal broke inside words and paths at 80 columns."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.cells import cell_len
from typer.testing import CliRunner

from parlor.cli import app


@pytest.mark.parametrize("width", [80, 40])
def test_the_cannot_save_warning_breaks_between_words(
    width: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / ("a-rather-long-folder-name-" * 2) / "parlor-data"
    home.mkdir(parents=True)
    (home / "saves").write_text("")  # a file where the saves folder should be
    monkeypatch.setenv("PARLOR_HOME", str(home))
    args = ["jojotte", "--level", "easy", "--seed", "3"]
    out = {}
    for columns in (width, 100_000):
        result = CliRunner().invoke(app, args, input="2\n2\nquit\n", env={"COLUMNS": str(columns)})
        text = result.output
        start = text.index("Warning: cannot save to")
        out[columns] = text[start : text.index("move", start) + len("move")]
    # (the save's name has the second it was made in: the two runs may fall in two seconds)
    narrow, wide = (re.sub(r"-\d{8}-\d{6}-", "-STAMP-", out[k]) for k in (width, 100_000))
    assert narrow.split() == wide.split(), (narrow, wide)  # no word cut in two
    save = next(w for w in wide.split() if w.startswith(str(home / "saves")))  # (stamped alike)
    assert any(save.rstrip(".:;,") in line for line in narrow.splitlines())
    for line in narrow.splitlines():
        assert cell_len(line) <= width or line.strip("(.:;,)") in save, (line, narrow)
