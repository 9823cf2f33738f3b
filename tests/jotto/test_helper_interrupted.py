"""Round 15 play-test: Ctrl-C in the helper said 'Interrupted.' alone, and the entries typed so
far were lost (the helper keeps no save). They are said on one line, as it takes them back."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import parlor.jotto.cli_tools as cli_tools
from parlor.cli import app

runner = CliRunner()


class CtrlC:
    """The keyboard: these lines, then Ctrl-C."""

    interactive = True

    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        if not self.lines:
            raise KeyboardInterrupt
        return self.lines.pop(0)


@pytest.mark.parametrize(
    ("lines", "said"),
    [
        (["crane 2", "slate 1"], "your entries were CRANE 2, SLATE 1"),
        ([], None),
    ],
)
def test_ctrl_c_says_the_entries_so_far(
    monkeypatch: pytest.MonkeyPatch, lines: list[str], said: str | None
) -> None:
    monkeypatch.setattr(cli_tools, "TerminalInput", lambda console: CtrlC(lines))
    result = runner.invoke(app, ["jotto", "helper"], env={"COLUMNS": "200"})
    assert result.exit_code == 130
    if said is None:  # (nothing to say: as before)
        assert "your entries" not in result.output
    else:
        assert f"Interrupted: {said} (typed on one line, they take the helper back" in (
            result.output
        )


def test_the_word_undo_is_said_as_the_helper_takes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli_tools, "TerminalInput", lambda console: CtrlC(["undo: 2"]))
    result = runner.invoke(app, ["jotto", "helper", "--length", "4"], env={"COLUMNS": "200"})
    assert "Interrupted: your entries were UNDO: 2 (typed" in result.output


def test_taking_back_the_word_undo_says_it_as_it_is_entered() -> None:
    # 'Took back LAKE 1, UNDO 2.' wrote the word UNDO as the undo command is typed
    result = runner.invoke(
        app, ["jotto", "helper", "--length", "4"], input="lake 1\nundo: 2\nundo 2\n"
    )
    assert "Took back LAKE 1, UNDO: 2." in result.output, result.output
