"""Round 16b: a blank grid's columns keep the room to write the pad says they need."""

from __future__ import annotations

import pytest

from parlor.core.scorepad import render_text
from parlor.jotto.pad import blank_pad


def _blanks(text: str) -> list[int]:
    row = next(line for line in text.splitlines() if line.lstrip().startswith("100 "))
    return [len(part) for part in row.split() if set(part) == {"_"}]


@pytest.mark.parametrize("length", [4, 5, 6])
@pytest.mark.parametrize("width", [30, 32, 34, 36, 40])
def test_test_word_blanks_hold_a_word_at_a_narrow_terminal(length: int, width: int) -> None:
    text = render_text(blank_pad(length=length), width)
    assert max(len(line) for line in text.splitlines()) <= width
    words = _blanks(text)
    # YOUR TEST WORD and OPPONENT'S TEST WORD (the 2nd and 4th columns)
    assert words[0] >= max(length, 6) and words[2] >= max(length, 6), text
    # the jots columns keep room for their number (and their heading's words at 30)
    assert words[1] >= 2 and words[3] >= 2


def test_the_pad_in_a_file_is_as_before() -> None:
    text = render_text(blank_pad(length=6))
    assert "  100  ______________  ___________  ____________________  __________" in text
