"""Round 20: '?' for a character that is not printable was written as the same one-liner in
parlor/core/console.py (three times), history.py and prompt.py (four times). It is one
function now, :func:`parlor.core.console.printable`, which they all use."""

from __future__ import annotations

import re
from pathlib import Path

import parlor.core.console as console_module
from parlor.core.console import plain, printable, readable
from parlor.core.history import _shown
from parlor.core.prompt import hidden_echo

CORE = Path(console_module.__file__).parent
ONE_LINER = re.compile(r"""isprintable\(\) else ["']\?["']""")


def test_printable_marks_each_control_character() -> None:
    assert printable("ma\x1b[31mple\n\t\x00") == "ma?[31mple???"
    assert printable("Zoë 李 🙂") == "Zoë 李 🙂"  # (printable letters of any script kept)
    assert printable("") == ""


def test_its_users_show_control_characters_as_it_does() -> None:
    odd = "An\x1b]0;x\x07n"
    assert plain(odd) == printable(odd) == "An?]0;x?n"
    assert _shown(odd) == printable(odd)  # a name from the history
    assert hidden_echo(lambda a: a.upper(), "ma\x1bple") == "MA?PLE"  # a hidden answer's echo
    # readable: a tab (any space) a space, the rest as printable says
    assert readable("x\tcra\x1bney") == "x cra?ney"


def test_the_one_liner_is_written_once_in_the_files_that_share_it() -> None:
    for name in ("console.py", "history.py", "prompt.py"):
        found = ONE_LINER.findall((CORE / name).read_text(encoding="utf-8"))
        assert len(found) == (1 if name == "console.py" else 0), (name, found)
