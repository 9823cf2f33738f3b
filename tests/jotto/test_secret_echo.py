"""Round 18: a piped game's echo at the secret's prompt is honest.

It echoed ``*****`` for every line read there: for ``pad``, ``secret``, ``help`` and a word of
four letters alike, so a transcript seemed to show a five-letter word typed each time. A
command (no secret) now shows as typed, anything else a star for each character; the secret
itself is never printed."""

from __future__ import annotations

import io
import os
import sys
import threading
import time

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.console import make_console
from parlor.core.prompt import TerminalInput

runner = CliRunner()

PROMPT = "type your secret word (hidden): "


def _echoes(args: list[str], lines: list[str]) -> list[str]:
    """What the transcript shows after each secret prompt."""
    result = runner.invoke(app, ["jotto", *args], input="".join(x + "\n" for x in lines))
    assert result.exit_code == 0, result.output
    return [
        line.split(PROMPT, 1)[1].rstrip() for line in result.output.splitlines() if PROMPT in line
    ]


def test_the_judges_commands_show_as_typed_and_words_as_stars() -> None:
    echoes = _echoes(
        ["--announce", "--first", "1", "--seed", "3"],
        ["pad", "secret", "correct 1 1", "Help!", "mapl", "", "ma ple", "maple", "quit"],
    )
    assert echoes == ["pad", "secret", "correct 1 1", "Help!", "****", "", "******", "*****"]


def test_the_secret_never_shows_even_when_it_reads_like_a_command() -> None:
    # SECRET is a word of a six-letter game: at its secret prompt it is the word (piped, it
    # is taken at once), so it shows as stars, never as itself
    result = runner.invoke(
        app,
        ["jotto", "--length", "6", "--first", "1", "--seed", "3"],
        input="secret\nquit\n",
    )
    assert result.exit_code == 0, result.output
    assert f"{PROMPT}******" in result.output
    assert f"{PROMPT}secret" not in result.output
    # and a four-letter game's HINT (a word there) is a word, not the command
    result = runner.invoke(
        app, ["jotto", "--length", "4", "--first", "1", "--seed", "3"], input="hint\nquit\n"
    )
    assert f"{PROMPT}****" in result.output and f"{PROMPT}hint" not in result.output


def test_two_players_at_one_keyboard_get_the_same_echo() -> None:
    echoes = _echoes(
        ["--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob"],
        ["q?"],
    )
    assert echoes == ["q?"]
    echoes = _echoes(
        ["--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob"],
        ["maple", "pad", "grown", "quit"],
    )
    assert echoes == ["*****", "pad", "*****"]


def test_a_hidden_answer_without_an_echo_function_is_five_stars_as_before() -> None:
    out = io.StringIO()
    console = make_console(no_color=True, file=out)
    inp = TerminalInput(console, io.StringIO("pad\nab\n\n"))
    assert [inp.ask("? ", hidden=True) for _ in range(3)] == ["pad", "ab", ""]
    assert out.getvalue().splitlines() == ["? *****", "? *****", "? "]
    out.truncate(0)
    out.seek(0)
    inp = TerminalInput(console, io.StringIO("pad\nab\x1b\n"))
    shown = [inp.ask("? ", hidden=lambda a: a.upper()) for _ in range(2)]
    assert shown == ["pad", "ab\x1b"]
    assert out.getvalue().splitlines() == ["? PAD", "? AB?"]  # (no control character sent)


def test_a_long_line_at_the_secret_prompt_is_cut_in_its_echo() -> None:
    echoes = _echoes(["--first", "1", "--seed", "3"], ["x" * 500, "quit"])
    assert echoes[0] == "*" * 40 + "... (500)"


def test_at_the_keyboard_with_a_log_the_log_gets_the_same_echo(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # (parlor jotto | tee game.txt: the secret read from the terminal without echo, its line
    # in the log as a piped game's transcript has it)
    log = io.StringIO()
    monkeypatch.setattr(sys, "stdout", log)
    main, tty = os.openpty()
    stream = os.fdopen(tty, "r", closefd=False, encoding="utf-8")
    try:
        console = make_console(no_color=True, file=sys.stdout)
        inp = TerminalInput(console, stream)
        assert inp.interactive
        answers = []
        for keys in (b"pad\n", b"mapl\n"):
            typist = threading.Thread(target=lambda k=keys: (time.sleep(0.3), os.write(main, k)))
            typist.start()
            answers.append(inp.ask("? ", hidden=lambda a: "pad" if a == "pad" else "*" * len(a)))
            typist.join()
    finally:
        stream.close()
        os.close(main)
        os.close(tty)
    assert answers == ["pad", "mapl"]
    assert log.getvalue().splitlines() == ["? pad", "? ****"]
