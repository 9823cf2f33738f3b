"""Round 21: a line of only commas or semicolons in ``parlor jotto helper`` is refused as any
other line that is no entry; it ended the helper with an internal error (IndexError), every
entry typed before it lost (judge X15 #1)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from parlor.cli import app


@pytest.mark.parametrize("line", [",", ";", " , ", ",,,", ", ;"])
@pytest.mark.parametrize("length", [[], ["--length", "4"]])
def test_a_line_of_commas_is_refused_and_the_entries_kept(line: str, length: list[str]) -> None:
    word = "lamp" if length else "crane"
    result = CliRunner().invoke(
        app,
        ["jotto", "helper", *length],
        input=f"{word} 2\n{line}\n{'slat' if length else 'slate'} 1\n",
        env={"COLUMNS": "120"},
    )
    assert result.exception is None or isinstance(result.exception, SystemExit)
    out = " ".join(result.output.split())
    assert "internal error" not in out, out
    assert "! type a test word and its jots" in out, out
    # the entry before the bad line is kept, and the one after it is taken: the count of
    # words left after both is the one the two entries give without the bad line between
    alone = CliRunner().invoke(
        app,
        ["jotto", "helper", *length],
        input=f"{word} 2\n{'slat' if length else 'slate'} 1\n",
        env={"COLUMNS": "120"},
    )
    counts = [w for w in " ".join(alone.output.split()).split(" words remain")[:-1]]
    assert len(counts) == 2, alone.output
    last = counts[-1].split()[-1]
    assert f"{last} words remain" in out.split("! type a test word")[1], out
