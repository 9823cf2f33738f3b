"""Round 14 (core): on a terminal that cannot show a character (an ASCII one: LC_ALL=C, or
PYTHONIOENCODING=ascii), a wide character such as 李 came out as one '?' where the table
around it had measured two columns: the row was one column short and its borders out of
line (parlor history, the Jotto pad, the rubber sheet). Each column it takes is a '?' now."""

from __future__ import annotations

import io
import os
import subprocess
import sys

from parlor.core.console import forgiving
from parlor.core.store import Store


def test_a_wide_character_is_a_question_mark_for_each_column() -> None:
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="ascii")
    forgiving(out)
    out.write("|李 v Zoë|e\u0301|")
    out.flush()
    assert raw.getvalue() == b"|?? v Zo?|e|"


def test_undecodable_input_still_reads_as_the_replacement_character() -> None:
    stream = io.TextIOWrapper(io.BytesIO("é\n".encode()), encoding="ascii")
    forgiving(stream)
    assert stream.readline() == "\ufffd\ufffd\n"


def test_the_history_keeps_its_columns_on_an_ascii_terminal() -> None:
    Store.open().add_match(
        "jojotte", "2026-11-27T10:49:00+00:00", ["李", "Zoë"], "李", {"李": 202, "Zoë": 50}, {}
    )
    env = dict(os.environ, PYTHONIOENCODING="ascii", LC_ALL="C", COLUMNS="80", NO_COLOR="1")
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "history"],
        capture_output=True,
        text=True,
        encoding="ascii",
        env=env,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    table = [line for line in proc.stdout.splitlines() if line[:1] in "+|"]
    assert len(table) >= 4 and "?? v Zo?" in proc.stdout, proc.stdout
    assert len({len(line) for line in table}) == 1, proc.stdout
