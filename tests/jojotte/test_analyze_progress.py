"""Round 17: ``analyze`` says how far it is on the terminal, deal by deal ('Analysing rubber
1, deal 3 (3 of 12)...', on one line of standard error that is wiped at the end): a sitting
takes a second or two a deal, and the screen stayed blank until the whole report came.
Nothing of it goes to a pipe or a file."""

from __future__ import annotations

import io
import json

import pytest

from parlor.jojotte import cli_analyze
from parlor.jojotte.analyze import analyze_sitting
from parlor.jojotte.record import replay_record

from .jojotte_helpers import RECORDS


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_each_deal_is_told_before_it_is_valued() -> None:
    sitting = replay_record(json.loads((RECORDS / "example1.json").read_text()))
    seen: list[tuple[int, int, int, int]] = []
    decisions = analyze_sitting(sitting, lambda *where: seen.append(where))
    assert seen == [(1, 1, 1, 1)]
    assert decisions == analyze_sitting(sitting)


def test_the_progress_line_is_written_to_a_terminal_and_wiped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    err = _Terminal()
    monkeypatch.setattr("sys.stderr", err)
    with cli_analyze._progress_line() as progress:
        assert progress is not None
        progress(1, 1, 1, 2)
        progress(1, 2, 2, 2)
    text = err.getvalue()
    assert "\rAnalysing rubber 1, deal 1 (1 of 2)..." in text
    assert "\rAnalysing rubber 1, deal 2 (2 of 2)..." in text
    assert text.endswith("\r" + " " * len("Analysing rubber 1, deal 2 (2 of 2)...") + "\r")


def test_no_progress_line_where_standard_error_is_no_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    err = io.StringIO()
    monkeypatch.setattr("sys.stderr", err)
    with cli_analyze._progress_line() as progress:
        assert progress is None
    assert err.getvalue() == ""
