"""Round 6: answers typed in full-width forms; an empty hidden answer echoed as empty."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from rich.console import Console

from parlor.core.prompt import TerminalInput


def _asked(text: str, hidden: bool = False) -> tuple[str, str]:
    out = io.StringIO()
    inp = TerminalInput(Console(file=out, width=100), io.StringIO(text))
    return inp.ask("word: ", hidden=hidden), out.getvalue()


def test_full_width_letters_digits_and_space_read_as_ascii() -> None:
    assert _asked("ＣＲＡＮＥ\n")[0] == "CRANE"
    assert _asked("ｃｏｒｒｅｃｔ\u3000７\u3000１\n")[0] == "correct 7 1"
    assert _asked("１０♠？\n")[0] == "10♠?"  # a suit sign stays as it is
    assert _asked("ｍａｐｌｅ\n", hidden=True)[0] == "maple"


def test_a_full_width_word_is_played_in_jotto(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "jotto", "--seed", "1"],
        input="ＣＲＡＮＥ\nｑｕｉｔ\n",
        capture_output=True,
        text=True,
        env=dict(os.environ, NO_COLOR="1", COLUMNS="100", PARLOR_HOME=str(tmp_path)),
        timeout=120,
    )
    assert "A to Z" not in proc.stdout, proc.stdout[-800:]
    assert "Stopped at your request" in proc.stdout, proc.stdout[-800:]


def test_an_empty_hidden_answer_is_echoed_as_nothing_not_stars() -> None:
    # printf '\nmaple\n' | parlor jotto showed ***** for the empty line, then "type a word".
    answer, shown = _asked("\n", hidden=True)
    assert answer == "" and shown == "word: \n"
    answer, shown = _asked("maple\n", hidden=True)
    assert answer == "maple" and shown == "word: *****\n"
