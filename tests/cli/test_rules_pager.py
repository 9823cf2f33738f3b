"""The rules pages go through a pager at a terminal too short for them (a newcomer on 24 lines
saw only the last section), and print plainly otherwise."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import ClassVar

import pytest
import rich.console
from rich.console import Console
from rich.markdown import Markdown

from parlor.core.cli_common import print_rules

PAGE = Markdown("# Rules\n\n" + "\n\n".join(f"- rule {i}" for i in range(60)))


class _Pager:
    shown: ClassVar[list[str]] = []

    def show(self, content: str) -> None:
        _Pager.shown.append(content)


def _console(height: int) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, force_terminal=True, width=80, height=height), out


@pytest.fixture(autouse=True)
def _pager(monkeypatch: pytest.MonkeyPatch) -> None:
    _Pager.shown = []
    monkeypatch.setattr(rich.console, "SystemPager", _Pager)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    monkeypatch.delenv("PAGER", raising=False)


def test_a_page_longer_than_the_terminal_goes_through_the_pager() -> None:
    console, out = _console(24)
    print_rules(console, PAGE)
    assert len(_Pager.shown) == 1 and "rule 59" in _Pager.shown[0]
    assert "\x1b[" not in _Pager.shown[0]  # (plain text: any pager shows it)
    assert out.getvalue() == ""


def test_a_page_that_fits_or_pager_cat_or_a_pipe_is_printed() -> None:
    console, out = _console(200)
    print_rules(console, PAGE)
    assert not _Pager.shown and "rule 59" in out.getvalue()


def test_pager_cat_prints_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAGER", "cat")
    console, out = _console(24)
    print_rules(console, PAGE)
    assert not _Pager.shown and "rule 59" in out.getvalue()


def test_input_not_from_a_terminal_prints_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.stdin, "isatty", lambda: False)
    console, out = _console(24)
    print_rules(console, PAGE)
    assert not _Pager.shown and "rule 59" in out.getvalue()


@pytest.mark.parametrize("pager", ["false", "no-such-pager-here"])
def test_a_pager_that_fails_or_is_missing_leaves_the_page_printed(
    monkeypatch: pytest.MonkeyPatch, pager: str
) -> None:
    # PAGER=nonexistent printed only the shell's 'not found' and exited 0: no rules at all.
    monkeypatch.setenv("PAGER", pager)
    console, out = _console(24)
    print_rules(console, PAGE)
    assert "rule 59" in out.getvalue()


def test_a_working_pager_from_the_environment_gets_the_page(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen = tmp_path / "paged.txt"
    monkeypatch.setenv("PAGER", f"cat > {seen}")
    console, out = _console(24)
    print_rules(console, PAGE)
    assert "rule 59" in seen.read_text() and out.getvalue() == ""
