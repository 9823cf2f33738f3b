"""The rich Console, built per invocation so that ``--no-color`` and ``NO_COLOR`` are honoured."""

from __future__ import annotations

import os
import sys
from typing import TextIO

from rich.console import Console

__all__ = ["make_console"]


def make_console(no_color: bool = False, file: TextIO | None = None) -> Console:
    """A console for this run: no colour when asked or when ``NO_COLOR`` is set (non-empty)."""
    colour_off = no_color or bool(os.environ.get("NO_COLOR"))
    return Console(
        file=file or sys.stdout,
        no_color=colour_off,
        highlight=False,
        emoji=False,
        color_system=None if colour_off else "auto",
    )
