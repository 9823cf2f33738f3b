"""The top-level command's help as a newcomer reads it: every command, every option."""

from __future__ import annotations

from typing import Any

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()
WIDE = {"COLUMNS": "200", "NO_COLOR": "1"}


def _paths(command: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command path in the tree under ``command``, the root's included."""
    out = [path]
    for name, sub in getattr(command, "commands", {}).items():
        out += _paths(sub, (*path, name))
    return out


COMMANDS = _paths(get_command(app))


def test_the_tree_has_every_command() -> None:
    assert ("jotto", "sheet") in COMMANDS and ("jojotte", "pad") in COMMANDS
    assert ("resume",) in COMMANDS and () in COMMANDS


@pytest.mark.parametrize("path", COMMANDS, ids=lambda p: " ".join(p) or "parlor")
def test_flags_are_shown_bare_in_every_help(path: tuple[str, ...]) -> None:
    # Typer's rich help labelled on/off flags "<bool>" (--json <bool>) as if they took a value.
    result = runner.invoke(app, [*path, "--help"], env=WIDE)
    assert result.exit_code == 0, result.output
    assert "<bool>" not in result.output
    assert "-h" in result.output and "Show this message and exit." in result.output


def test_flags_bare_and_values_still_typed() -> None:
    out = runner.invoke(app, ["jotto", "--help"], env=WIDE).output
    announce = next(line for line in out.splitlines() if "--announce" in line)
    assert announce.split("--announce", 1)[1].strip().startswith("People answer")
    target = next(line for line in out.splitlines() if "--target" in line)
    label = target.split("--target", 1)[1].split()[0]
    assert label.startswith("<int") or label.isupper()  # a value option still shows a value
    seed = next(line for line in out.splitlines() if "--seed" in line)
    assert seed.split("--seed", 1)[1].split()[0] == "N"  # or the metavar it was given
    out = runner.invoke(app, ["--help"], env=WIDE).output
    version = next(line for line in out.splitlines() if "--version" in line)
    assert version.split("--version", 1)[1].strip().startswith("Show the version")


def test_bare_flags_still_work() -> None:
    result = runner.invoke(app, ["history", "--json"])
    assert result.exit_code == 0 and result.output.strip() == "[]"
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.output.startswith("parlor ")
    result = runner.invoke(app, ["resume", "-l"])
    assert result.exit_code == 0 and "No unfinished games" in result.output


@pytest.mark.parametrize("path", COMMANDS, ids=lambda p: " ".join(p) or "parlor")
def test_usage_lines_bracket_each_argument_once(path: tuple[str, ...]) -> None:
    # resume's metavar "[ID]" came out as "parlor resume [OPTIONS] [[ID]]".
    out = runner.invoke(app, [*path, "--help"], env=WIDE).output
    usage = next(line for line in out.splitlines() if "Usage:" in line)
    assert "[[" not in usage and "{[" not in usage and "{{" not in usage


def test_resume_usage_names_its_optional_id() -> None:
    out = runner.invoke(app, ["resume", "--help"], env=WIDE).output
    assert "Usage: parlor resume [OPTIONS] [ID]" in out


@pytest.mark.parametrize(
    "args",
    [
        ["--no-color", "history"],
        ["history", "--no-color"],
        ["history", "--json", "--no-color"],
        ["stats", "--no-color"],
    ],
)
def test_no_color_is_taken_anywhere_on_the_line(
    args: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # `parlor history --no-color` said "No such option: --no-color": the option belongs to the
    # top-level command, and only worked before the command's name.
    import parlor.core.history as history

    asked: list[bool] = []
    real = history.make_console

    def spy(no_color: bool = False, **kw: Any) -> Any:
        asked.append(no_color)
        return real(no_color, **kw)

    monkeypatch.setattr(history, "make_console", spy)
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert asked == [True]


def test_a_no_color_after_a_double_dash_is_left_alone() -> None:
    result = runner.invoke(app, ["history", "--", "--no-color"])
    assert result.exit_code == 2 and "--no-color" in result.output
