"""The README's two sample sessions are what the program prints.

Each sample is a fenced block starting with a ``$ parlor ...`` line; its other lines, but for
``...`` (output left out), must appear in the program's output in the same order. The Jo-Jotte
sample's closing lines went stale once (the Slam's failure came to be explained) while the
README still showed the old words.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

README = Path(__file__).resolve().parents[2] / "README.md"
runner = CliRunner()


def _sample(command_start: str) -> tuple[list[str], list[str]]:
    """The command's arguments (after ``parlor``) and the sample's shown lines."""
    blocks = re.findall(r"```\n(\$ parlor .*?)```", README.read_text(encoding="utf-8"), re.S)
    for block in blocks:
        lines = block.rstrip("\n").split("\n")
        if lines[0].startswith(command_start):
            command = lines[0].split("#", 1)[0]
            args = shlex.split(command)[2:]
            return args, [line.rstrip() for line in lines[1:] if line.strip() != "..."]
    raise AssertionError(f"no README sample starts with {command_start!r}")


def _in_order(shown: list[str], output: str) -> None:
    out_lines = [line.rstrip() for line in output.splitlines()]
    at = 0
    for line in shown:
        try:
            at = out_lines.index(line, at) + 1
        except ValueError:
            raise AssertionError(f"README line not printed (in this order): {line!r}") from None


def test_the_jotto_sample_game_is_printed_as_the_readme_shows_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args, shown = _sample("$ parlor jotto --vs human")
    # the rule sheet's sample game: the pad in the README gives both sides' test words
    rows = [line.split("\u2502") for line in shown if re.match(r"\u2502\s+\d+ \u2502", line)]
    assert len(rows) == 8, rows
    words: list[str] = []
    for row in rows:
        words += [cell.strip() for cell in (row[3], row[5]) if cell.strip()]
    assert words[-1] == "GROWN"
    answers = ["MAPLE", "GROWN", *words]
    result = runner.invoke(
        app, args, input="".join(w + "\n" for w in answers), env={"COLUMNS": "80"}
    )
    _in_order(shown, result.output)


def test_the_jojotte_sample_deal_is_printed_as_the_readme_shows_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    args, shown = _sample("$ parlor jojotte")
    assert "answering 1 at every prompt" in README.read_text(encoding="utf-8")
    result = runner.invoke(app, args, input="1\n" * 60, env={"COLUMNS": "80"})
    _in_order(shown, result.output)
