"""Round 19b (judge M13 #7): the sheet's penalty note broke '1 line' across two lines at 80
columns ('...(corrected on line 1): 1' / '  line, Bot +10, You -10.'). The number and 'line'
are joined by a no-break space, which the text and terminal sheets keep on one line and show
as a plain space."""

from __future__ import annotations

import io

from rich.console import Console

from parlor.core.scorepad import render_rich, render_text
from parlor.jotto.pad import match_pads
from tests.jotto.test_screen_prompts import LEX, two_people

# Ann says 3 for FLASK (truly 2), Bob 2 for WHALE (truly 1), neither corrected: 3 lines each.
BOTH_ERR = ["maple", "grown", "whale", "2", "flask", "3", "shale", "0", "lulls", "1", "grown"]


def _outputs(width: int) -> list[str]:
    session, _, _ = two_people(BOTH_ERR, announce=True)
    sheet = match_pads(session.record(), LEX)[0]
    buf = io.StringIO()
    Console(file=buf, width=width, color_system=None, force_terminal=True).print(render_rich(sheet))
    return [render_text(sheet, width), buf.getvalue()]


def test_the_number_stays_with_line_at_every_width() -> None:
    for width in range(40, 121):
        for out in _outputs(width):
            assert "\xa0" not in out, width
            lines = [x.strip() for x in out.splitlines()]
            assert not any(x.startswith(("lines,", "line,")) for x in lines), (width, out)
            assert "3 lines, " in " ".join(out.split()), width


def test_at_the_width_that_broke_it() -> None:
    # 'truly 2 (never corrected): 3' ended a line at 67 columns: the number goes down with it
    text = render_text(match_pads(two_people(BOTH_ERR, announce=True)[0].record(), LEX)[0], 67)
    assert "corrected): 3\n" not in text
    assert "(never corrected):\n  3 lines, Bob +30, Ann -30." in text
