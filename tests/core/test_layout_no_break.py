"""Round 20 (judge O13 #4, in print): the PDF and SVG sheets wrap a note by their own measure,
and broke it where the text sheet now never does: 'line' / '11', 'Bob' / '+20'. Words joined
by a no-break space are kept together there too, where the line has room for them."""

from __future__ import annotations

import html
import json
import re

from parlor.core.render_layout import NOTE_PT, _wrap
from parlor.core.render_svg import render_svg
from parlor.jotto.pad import match_pads
from tests.jotto.test_pad_no_break import _record
from tests.jotto.test_screen_prompts import LEX

NB = "\xa0"
NOTE = (
    f"Penalty, line{NB}1: Bob said 2 then 1 for WHALE, truly 1 (corrected on line{NB}11): "
    f"11{NB}lines, Annabelle{NB}+110, Bob{NB}-110."
)
PARTED = re.compile(r"\b(line|lines|Annabelle|Bob)$")


def test_a_note_keeps_its_joined_words_on_one_line_of_print() -> None:
    for room in range(100, 420, 2):  # (points: a narrow column to a page's width)
        lines = _wrap(NOTE, NOTE_PT, False, float(room))
        assert " ".join(lines) == NOTE.replace(NB, " "), room
        assert not any(PARTED.search(line) for line in lines[:-1]), (room, lines)


def test_joined_words_wider_than_the_line_are_parted_at_their_no_break_spaces() -> None:
    lines = _wrap(f"x Annabelle{NB}+110{NB}-80{NB}penalties{NB}={NB}76.", NOTE_PT, False, 30.0)
    assert all(NB not in line for line in lines)
    assert "".join(lines).replace(" ", "") == "xAnnabelle+110-80penalties=76."
    words = {"x", "Annabelle", "+110", "-80", "penalties", "=", "76."}
    assert len(lines) > 1 and all(w in words for line in lines for w in line.split()), lines


def test_the_svg_sheet_shows_them_with_plain_spaces() -> None:
    svg = render_svg(match_pads(json.loads(_record()), LEX))
    texts = [html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]
    shown = " ".join(texts)
    assert NB not in shown
    assert "(corrected on line 11): 11 lines, Annabelle +110, Bob -110." in shown
    assert not any(PARTED.search(t) for t in texts), [t for t in texts if PARTED.search(t)]
