"""The rich Console, built per invocation so that ``--no-color`` and ``NO_COLOR`` are honoured."""

from __future__ import annotations

import codecs
import contextlib
import io
import os
import shutil
import sys
from typing import TextIO

from rich.cells import cell_len
from rich.console import Console
from rich.markup import escape

__all__ = ["AsciiConsole", "ClosedOutput", "OutputClosed", "make_console", "plain"]


class OutputClosed(Exception):
    """Something was to be shown on a standard output that is closed (``parlor jotto >&-``)."""


class ClosedOutput(io.TextIOBase):
    """The console's output when standard output is closed: the first thing shown raises
    :class:`OutputClosed`, which ``parlor`` says on standard error. A game played with its
    output closed went on blind to the end of its input and stopped without a word."""

    encoding = "utf-8"

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return False

    def write(self, text: str) -> int:
        raise OutputClosed


def _dumb_terminal_size(file: TextIO) -> tuple[int | None, int | None]:
    """The real size of a ``TERM=dumb`` terminal (rich assumes 80 by 25 for one)."""
    if os.environ.get("TERM", "").lower() not in ("dumb", "unknown"):
        return (None, None)
    try:
        if not file.isatty():
            return (None, None)
    except (AttributeError, ValueError):
        return (None, None)
    size = shutil.get_terminal_size(fallback=(0, 0))
    if size.columns <= 0 or size.lines <= 0:
        return (None, None)
    return (size.columns, size.lines)


def _as_cells(exc: UnicodeError) -> tuple[str, int]:
    """The error handler :func:`forgiving` sets: what an encoding cannot write comes out as
    a ``?`` for each column it takes on a terminal (李 as ``??``, an accent on its own as
    nothing), so that tables keep their columns; what cannot be decoded reads as U+FFFD."""
    if isinstance(exc, UnicodeEncodeError):
        return "?" * cell_len(exc.object[exc.start : exc.end]), exc.end
    if isinstance(exc, UnicodeDecodeError):
        return "\ufffd", exc.end
    raise exc


codecs.register_error("parlor-cells", _as_cells)


def forgiving(stream: object) -> None:
    """Characters the stream's encoding cannot write (a name such as Zoë on an ASCII terminal)
    come out as ``?`` (one for each column: a table drawn around 李 kept its width as ``??``,
    where a single ``?`` pulled its line out of line), and bytes it cannot decode (é typed
    there) read as U+FFFD, instead of stopping the program with a Unicode error."""
    reconfigure = getattr(stream, "reconfigure", None)
    if callable(reconfigure):
        with contextlib.suppress(Exception):
            reconfigure(errors="parlor-cells")


class AsciiConsole(Console):
    """A console that draws as on an ASCII terminal (tables in ``+ - |``, rules in ``-``)
    whatever its terminal's encoding, for a font without box-drawing lines (``--ascii``).
    What it is given to print (a name such as Zoë) is written as the terminal can."""

    @property
    def encoding(self) -> str:
        return "ascii"


def make_console(
    no_color: bool = False, file: TextIO | None = None, ascii_only: bool = False
) -> Console:
    """A console for this run: no colour when asked or when ``NO_COLOR`` is set (non-empty);
    ``ascii_only``: lines drawn in ASCII (:class:`AsciiConsole`)."""
    colour_off = no_color or bool(os.environ.get("NO_COLOR"))
    out: TextIO = file or sys.stdout or ClosedOutput()  # type: ignore[assignment]
    forgiving(out)
    width, height = _dumb_terminal_size(out)
    kind = AsciiConsole if ascii_only else Console
    return kind(
        file=out,
        no_color=colour_off,
        highlight=False,
        emoji=False,
        color_system=None if colour_off else "auto",
        width=width,
        height=height,
    )


def plain(text: str) -> str:
    """``text`` for the terminal as it is: no markup, and '?' for a control character (a save
    named with an escape sequence or a line break, in its name or its folder's)."""
    return escape("".join(ch if ch.isprintable() else "?" for ch in text))
