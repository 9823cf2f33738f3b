"""parlor jojotte > log.txt at a terminal shows the game there too (MirroredOutput): `sheet` at a
prompt was never drawn compact there (the console writes to a file, not a terminal), and the top
of the sheet scrolled off a 24-line screen; it is drawn as on a terminal."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlor.core.console import MirroredOutput
from parlor.core.prompt import EndOfInput, ScriptedInput
from parlor.jojotte.cli import build_session

from .test_sheet_at_a_prompt import _after_sheet
from .test_ui import partial


def test_the_sheet_shown_beside_a_file_is_compact_on_a_short_screen() -> None:
    file, screen = io.StringIO(), io.StringIO()
    mirror = MirroredOutput(file, screen)  # type: ignore[arg-type]
    mirror.show()
    console = Console(file=mirror, width=80, height=24, color_system=None, highlight=False)
    session = build_session(console, {"level": "medium", "seed": 1}, partial(1, 10))
    session.inp = ScriptedInput(["sheet"])
    with pytest.raises(EndOfInput):
        session.run()
    lines = _after_sheet(screen.getvalue())
    assert len(lines) <= 22, "\n".join(lines)
    assert lines[-1].startswith("1) "), lines
    assert _after_sheet(file.getvalue()) == lines  # the file gets the same
