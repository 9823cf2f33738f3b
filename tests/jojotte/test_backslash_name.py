"""A name ending in a backslash shows as typed in the middle of a line ("Me \\ passes")."""

from __future__ import annotations

import pytest
from rich.text import Text
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.ui import escape_text


@pytest.mark.parametrize("name", ["Me \\", "Me \\\\", "[b]\\", "a\\[bold]x\\", "plain"])
@pytest.mark.parametrize("around", ["{} passes", "[bold]{}[/]", "{}", "{}[dim] x[/]"])
def test_escape_text_shows_the_text_as_typed(name: str, around: str) -> None:
    shown = Text.from_markup(around.format(escape_text(name))).plain
    assert shown == around.replace("[bold]", "").replace("[dim]", "").replace("[/]", "").format(
        name
    )


def test_a_name_ending_in_a_backslash_is_shown_with_one() -> None:
    args = ["jojotte", "--seed", "3", "--think", "0.01", "--name", "Me \\"]
    out = CliRunner().invoke(app, args, input="pass\nquit\n").output
    lines = out.splitlines()
    assert lines[0].startswith("Jo-Jotte: Me \\ against Bot") and "\\\\" not in lines[0]
    # the commentary says "you" to the person at the keyboard (round 18); the name is shown
    # in the opening line, the deal's heading and the sheet
    calls = next(line for line in lines if line.startswith("Calls:"))
    assert calls.startswith("Calls: You pass")
    assert "You pass." in lines
