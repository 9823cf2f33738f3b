"""Round 20 (judge T14 #4): in ``parlor jotto helper`` a line of several entries with a slip
in one word ('SLATE 1, CRA NE 2', a Cyrillic а in 'crаne', 'cr-ane') was told "type a test
word and its jots, e.g. CRANE 2 (or help)", naming no entry, though alone 'CRA NE 2' is asked
"(did you mean CRANE?)" and the Cyrillic line looks exactly like good entries. The entry is
named, with its suggestion, as it is alone, and none of the line's entries is taken."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from parlor.core.prompt import ScriptedInput
from parlor.jotto.cli_tools import Helper
from parlor.jotto.lexicon import default_valid
from parlor.jotto.solver import make_guesser

GENERIC = "! type a test word and its jots, e.g. CRANE 2 (or help)"
NONE_TAKEN = "so none of the line's entries is taken"


def helper(lines: list[str]) -> tuple[Helper, str]:
    buf = io.StringIO()
    console = Console(file=buf, width=300, color_system=None, force_terminal=False)
    h = Helper(
        console,
        ScriptedInput(lines),
        default_valid(),
        make_guesser("medium", default_valid(), random.Random(0)),
    )
    h.run()
    return h, buf.getvalue()


@pytest.mark.parametrize(
    ("line", "quoted"),
    [
        ("SLATE 1, CRA NE 2", "CRA NE"),
        ("SLATE 1, cr-ane 2", "cr-ane"),
        ("slate 1; cr\tane 2", "cr ane"),
        ("SLATE 1 cr-ane 2 jots", "cr-ane"),
        ("cr-ane 2, SLATE 1", "cr-ane"),
    ],
)
def test_the_split_word_of_a_line_is_named_and_asked_about(line: str, quoted: str) -> None:
    h, out = helper([line])
    assert not h.history, out  # nothing taken
    assert GENERIC not in out, out
    assert (
        f"! '{quoted}' is not a word: use the letters A to Z only (did you mean CRANE?), "
        f"{NONE_TAKEN}" in out
    ), out


def test_a_lookalike_letter_in_a_line_is_named() -> None:
    h, out = helper(["SLATE 1, cr\u0430ne 2", "SLATE 1, CR\u0410NE 2, MOIST 1"])
    assert not h.history, out
    assert GENERIC not in out, out
    assert (
        "! 'cr\u0430ne' is not a word: use the letters A to Z only (the \u0430 in it is "
        f"Cyrillic, not the Latin a: did you mean CRANE?), {NONE_TAKEN}" in out
    ), out
    assert "(the \u0410 in it is Cyrillic, not the Latin A: did you mean CRANE?)" in out, out


def test_the_same_entry_alone_is_refused_in_the_same_words() -> None:
    _, alone = helper(["CRA NE 2"])
    _, line = helper(["SLATE 1, CRA NE 2"])
    said = "'CRA NE' is not a word: use the letters A to Z only (did you mean CRANE?)"
    assert f"! {said}\n" in alone
    assert f"! {said}, {NONE_TAKEN}" in line


def test_lines_that_are_no_entries_keep_the_generic_refusal() -> None:
    h, out = helper(["I got 2, then 3", "crane 2 1", "SLATE 1, zz zzz 2"])
    assert not h.history
    assert out.count(GENERIC) == 3, out
    assert "did you mean" not in out


def test_good_lines_are_still_taken() -> None:
    h, out = helper(["SLATE 1, crane 2", "MOIST 0 PLUMB 1"])
    assert h.history == [("slate", 1), ("crane", 2), ("moist", 0), ("plumb", 1)], out
