"""Round 18 (judge H): a short path pushed to the next line only because the line before was
full ran alone on its line, the words after it on yet another ('(/tmp/judgeH-file' / 'is a
file, not a folder); ...'). Only a long path (over half the line) stands alone now, for a
triple-click to copy it; a short one runs on with the words after it, as any word."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text

from parlor.core.console import naming_text, say_naming


def _said(text: str, path: str, width: int) -> list[str]:
    console = Console(file=io.StringIO(), width=width, no_color=True, highlight=False)
    say_naming(console, text, path)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    return out.splitlines()


def test_a_short_path_pushed_to_the_next_line_runs_on() -> None:
    path = "/tmp/judgeH-file"
    text = f"Warning: the data folder for the saves cannot be made ({path} is a file, not a folder)"
    lines = _said(text, path, 60)
    assert lines == [
        "Warning: the data folder for the saves cannot be made",
        f"({path} is a file, not a folder)",
    ], lines


def test_a_long_path_still_stands_alone() -> None:
    path = "/tmp/a-rather-long-folder-name/another-long-folder/parlor/saves/jotto-1.json"
    text = f"Warning: cannot save to {path} (Read-only file system); the game goes on"
    lines = _said(text, path, 60)
    assert path in lines, lines
    assert lines[-1].startswith("(Read-only"), lines


def test_the_breaks_of_a_fitting_message_are_none() -> None:
    text = Text("cannot save to /tmp/x.json; the game goes on")
    assert naming_text(text, ["/tmp/x.json"], 80).plain == text.plain
