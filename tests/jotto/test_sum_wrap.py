"""Round 21 (session 14's note): at 40 to 44 columns the sheet's score line broke after the plus
sign of its sum, 'JOTTO on line 12: Annabelle scores 45 +' / '1 jot +110 -80 penalties = 76.',
in the text sheet and on the terminal alike. A sign standing alone is now kept on a row with the
word after it ('45' / '+ 1 jot ...'), in text, on the terminal, in the PDF and SVG, at every
width; the no-break units of be35eda ('line 11', 'Bob +20', '= 76') are kept as they were."""

from __future__ import annotations

import json
import re

from parlor.core.scorepad import Note, ScoreSheet, render_text, wrap_words
from parlor.jotto.pad import match_pads
from tests.jotto.test_pad_no_break import _kept_together, _record, _sheet_outputs
from tests.jotto.test_screen_prompts import LEX

SUM = "JOTTO on line 12: Annabelle scores 45 + 1 jot +110 -80 penalties = 76."
"""The winner's score line of the record (its words as the sheet shows them)."""


def _no_sign_ends_a_row(out: str, width: int) -> None:
    rows = [row.rstrip() for row in out.splitlines()]
    for row, after in zip(rows, [*rows[1:], ""], strict=True):
        assert not re.search(r"\s[+=]$", row), (width, row, after)  # (the alphabet's '-' may)


def test_the_sum_is_never_broken_after_its_plus_sign_at_any_width() -> None:
    for width in range(40, 121):
        for out in _sheet_outputs(width):  # (the text sheet, and the terminal's)
            assert "\xa0" not in out, width
            _no_sign_ends_a_row(out, width)
            _kept_together(out, width)  # (and the units of be35eda still whole)
            assert SUM in " ".join(out.split()), width


def test_at_forty_columns_the_plus_goes_down_with_what_it_adds() -> None:
    text = render_text(match_pads(json.loads(_record()), LEX)[0], 40)
    rows = [row.strip() for row in text.splitlines()]
    k = rows.index("JOTTO on line 12: Annabelle scores 45")
    assert rows[k + 1] == "+ 1 jot +110 -80 penalties = 76."


def test_a_sum_wider_than_its_row_is_parted_after_the_word_the_plus_adds() -> None:
    # words joined by no-break spaces, wider than the row: parted at them, the plus still
    # kept with its number
    note = "x 45 +\xa01\xa0jot\xa0+110\xa0-80\xa0penalties\xa0=\xa076."
    for width in range(10, 40):
        lines = wrap_words(note, width)
        assert " ".join(x.strip() for x in lines) == note.replace("\xa0", " "), width
        assert not any(re.search(r"(^|\s)[+=]$", x) for x in lines), (width, lines)
    sheet = ScoreSheet("PAD", blocks=[Note("Ann scores 45 + 21 jots = 66 + 5 = 71", "strong")])
    for width in range(8, 40):
        _no_sign_ends_a_row(render_text(sheet, width), width)


def test_only_a_sign_standing_alone_is_joined() -> None:
    from parlor.core.scorepad import joined_signs

    assert joined_signs("45 + 1 jot = 46") == "45 +\xa01 jot =\xa046"
    assert joined_signs("Bob +20, Ann -20; 1-12, a - b") == "Bob +20, Ann -20; 1-12, a -\xa0b"
    assert joined_signs("+ 3") == "+\xa03" and joined_signs("3 +") == "3 +"
