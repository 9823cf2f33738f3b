"""User text (names, words, titles) on the terminal: never read as rich markup, and never an
internal error on an output whose encoding cannot show it."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest
from rich.console import Console
from rich.text import Text

from parlor.core.console import make_console
from parlor.core.scorepad import (
    Box,
    Cell,
    Letters,
    Note,
    Rule,
    ScoreSheet,
    Table,
    render_rich,
    render_text,
)

MARKUP_NAMES = ["[/]", "[bob]", "[bold]x", "[red]c[/red]", "[link=x]y"]


def markup_sheet(name: str) -> ScoreSheet:
    """A sheet with ``name`` everywhere a game puts user text."""
    return ScoreSheet(
        title=f"Pad of {name}",
        fields=[("Players", f"{name} v Bot"), ("First dealer", name)],
        blocks=[
            Table(
                columns=["LINE", f"{name} TEST WORD", name],
                rows=[[Cell("1"), Cell(name), Cell("3")]],
                title=f"{name}'s game",
                footer=[Cell(""), Cell(name, "strong"), Cell("3")],
            ),
            Rule(f"{name} line"),
            Box(f"{name}'s secret", [Cell("A"), Cell("")]),
            Letters(f"{name}'s alphabet", [Cell("A", "crossed"), Cell("B", "circled")]),
            Note(f"won by {name}", "good"),
        ],
    )


def _shown(sheet: ScoreSheet, width: int) -> str:
    buf = io.StringIO()
    Console(file=buf, width=width, color_system=None).print(render_rich(sheet))
    return buf.getvalue()


@pytest.mark.parametrize("name", MARKUP_NAMES)
def test_names_that_look_like_markup_are_shown_as_typed(name: str) -> None:
    sheet = markup_sheet(name)
    out = _shown(sheet, 200)
    for text in (
        f"Pad of {name}",
        f"{name} v Bot",
        f"{name} TEST WORD",  # a column heading
        f"{name}'s game",  # a table's title
        f"{name} line",  # a rule's label
        f"{name}'s secret",
        f"{name}'s alphabet",
        f"won by {name}",
    ):
        assert text in out, (text, out)
    # Headings and footers drawn as text, not markup, on a narrow (compact) console too.
    narrow = _shown(sheet, 40)
    assert name in narrow and "TEST" in narrow
    assert render_text(sheet).count(name) >= 8  # plain text never had markup


# ------------------------------------------------------------------ strict output encodings
def _ascii_stream() -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(), encoding="ascii", errors="strict")


def test_the_console_writes_what_its_encoding_cannot_show_as_a_question_mark() -> None:
    stream = _ascii_stream()
    console = make_console(file=stream)
    console.print(Text("Zoë and Łukasz"))
    console.print(render_rich(markup_sheet("Zoë")))
    stream.flush()
    out = stream.buffer.getvalue().decode("ascii")  # type: ignore[attr-defined]
    assert "Zo? and ?ukasz" in out
    assert "Pad of Zo?" in out


def test_a_stream_without_reconfigure_still_works() -> None:
    buf = io.StringIO()
    make_console(file=buf).print(Text("Zoë"))
    assert buf.getvalue() == "Zoë\n"


def test_a_name_typed_in_utf8_under_the_c_locale_is_taken() -> None:
    # Under LC_ALL=C (Python's ASCII mode) --name Zoë came as 'Zo\udcc3\udcab', not printable,
    # and was refused as 'must be 1 to 40 printable characters'.
    import subprocess
    import sys

    env = dict(os.environ, LC_ALL="C", PYTHONCOERCECLOCALE="0", PYTHONUTF8="0", NO_COLOR="1")
    cmd = [sys.executable, "-m", "parlor", "jotto", "--vs", "human", "--first", "1"]
    out = subprocess.run(
        [*cmd, "--name1", "Zoë", "--name2", b"B\xe9a".decode("utf-8", "surrogateescape")],
        input=b"",
        capture_output=True,
        env=env,
        timeout=120,
    )
    err = out.stderr.decode("utf-8", "replace")
    assert "'--name2': must be 1 to 40 printable characters" in err  # Latin-1: not text
    assert "not UTF-8 text" in err and "--name1" not in err
    out = subprocess.run(
        [*cmd, "--name1", "Zoë", "--name2", "Bob"],
        input=b"maple\ngrown\nquit\n",
        capture_output=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    saves = list((Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json"))
    assert json.loads(saves[0].read_text(encoding="utf-8"))["names"] == ["Zoë", "Bob"]
