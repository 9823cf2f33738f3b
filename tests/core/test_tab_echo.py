"""Round 20 (judge T14 #9): a tab in a piped answer was echoed as '?' but quoted as a space
by the refusal that followed ('your test word for line 1: fi?ld', then "! 'fi ld' is not a
word"). The echo shows it as the refusal does (parlor.core.console.readable): a tab as a
space, another control character as '?', in Jotto, its helper and Jo-Jotte alike."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.prompt import TerminalInput

runner = CliRunner()


@pytest.fixture(autouse=True)
def _home(monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))


def test_a_piped_tab_is_echoed_as_the_refusal_quotes_it() -> None:
    out = io.StringIO()
    console = Console(file=out, width=80, color_system=None, force_terminal=False)
    inp = TerminalInput(console, stream=io.StringIO("fi\tld\x1b\n"))
    assert inp.ask("Word: ") == "fi\tld\x1b"  # (the answer itself is as typed)
    assert out.getvalue() == "Word: fi ld?\n"


def test_jotto_echo_and_refusal_agree() -> None:
    result = runner.invoke(app, ["jotto", "--seed", "3", "--first", "1"], input="crane\nfi\tld\n")
    out = result.output
    assert "your test word for line 1: fi ld\n" in out, out[-600:]
    assert "! 'fi ld' is not a word" in out
    assert "fi?ld" not in out and "\t" not in out


def test_the_helper_echo_and_refusal_agree() -> None:
    result = runner.invoke(app, ["jotto", "helper"], input="cr\tane 2\n")
    out = result.output
    assert "test word and jots> cr ane 2\n" in out, out
    assert "! 'cr ane' is not a word" in out
    assert "?" not in out.split("test word and jots> ", 1)[1].split("\n", 1)[0]


def test_jojotte_echo_and_refusal_agree() -> None:
    result = runner.invoke(
        app, ["jojotte", "--seed", "5", "--level", "medium"], input="pa\tss\nquit\n"
    )
    out = result.output
    assert "Your call (1-2 or a name): pa ss\n" in out, out[-800:]
    assert "'pa ss'" in out and "pa?ss" not in out
