"""Round 20 (judge O13 #4): the sheet's penalty notes broke 'line' from its number ('(corrected
on line' / '11): 7 lines') and a name from the points it scores ('Bob' / '+20', 'You' /
'-70'); the game's own score line left its total alone on a row ('... penalties =' / '113' at
66 columns, '+50 -30' / 'penalties = 113' at 60). No-break spaces now join them, as they join
'7 lines' (b4088ce): kept on one row wherever the row has room for them."""

from __future__ import annotations

import io
import json
import re
from functools import cache

from rich.console import Console

from parlor.core.scorepad import render_rich, render_text
from parlor.jotto.game import jots
from parlor.jotto.pad import match_pads
from tests.jotto.test_screen_prompts import LEX, two_people

NAMES = ("Annabelle", "Bob")


def _corrected_late() -> list[str]:
    """Annabelle (MAPLE) and Bob (GROWN), Annabelle first. Bob says 2 for WHALE (truly 1) on
    line 1 and puts it right on line 11; Annabelle says one too many for FUDGE on line 5 and
    never corrects it; Annabelle finds GROWN on line 12."""
    mine = ["whale", "flask", "shale", "lulls", "bumpy", "chick"]
    mine += ["fifty", "jazzy", "kudzu", "pique", "dutch"]
    bobs = ["crane", "slate", "trick", "bloom", "fudge", "pinky"]
    bobs += ["vouch", "jumps", "wacky", "dizzy", "hymns"]
    typed = ["maple", "grown"]
    for n, (word, theirs) in enumerate(zip(mine, bobs, strict=True), start=1):
        said = jots(word, "grown") + (n == 1)
        typed += [word, str(said)]
        if n == 11:
            typed.append("correct 1 1")  # (at Bob's prompt: his own answer of line 1)
        typed += [theirs, str(jots(theirs, "maple") + (n == 5))]
    return [*typed, "grown"]


@cache
def _record() -> str:
    session, _, _ = two_people(_corrected_late(), announce=True, names=NAMES)
    return json.dumps(session.record())


def _sheet_outputs(width: int) -> list[str]:
    sheet = match_pads(json.loads(_record()), LEX)[0]
    buf = io.StringIO()
    Console(file=buf, width=width, color_system=None, force_terminal=True).print(render_rich(sheet))
    return [render_text(sheet, width), buf.getvalue()]


def _kept_together(out: str, width: int) -> None:
    rows = [row.rstrip() for row in out.splitlines()]
    for row, after in zip(rows, [*rows[1:], ""], strict=True):
        assert not re.search(r"\blines?$", row), (width, row, after)  # its number went down
        assert not (re.search(r"\b(Annabelle|Bob)$", row) and re.match(r"\s*[+-]\d", after)), (
            width,
            row,
            after,
        )
        assert not row.endswith(" ="), (width, row, after)
        assert not re.fullmatch(r"\s*(= )?-?\d+\.?", row), (width, row)  # a total alone


def test_the_sheet_keeps_line_numbers_and_signed_points_whole_at_every_width() -> None:
    text = render_text(match_pads(json.loads(_record()), LEX)[0], 200)
    # the record is the one the judge saw: a penalty corrected on a line of two digits
    assert "truly 1 (corrected on line 11): 11 lines, Annabelle +110, Bob -110." in text
    assert "truly 1 (never corrected): 8 lines, Bob +80, Annabelle -80." in text
    for width in range(40, 121):
        for out in _sheet_outputs(width):
            assert "\xa0" not in out, width  # (shown as plain spaces)
            _kept_together(out, width)
            flat = " ".join(out.split())
            assert "(corrected on line 11): 11 lines, Annabelle +110, Bob -110." in flat, width
            assert "JOTTO on line 12: Annabelle scores 45 + 1 jot +110 -80 penalties = 76." in flat


def test_at_the_widths_the_judge_saw() -> None:
    for width in (72, 75):
        text = _sheet_outputs(width)[0]
        assert "(corrected on line\n" not in text
        assert "\n  line 11): 11 lines, Annabelle +110, Bob -110." in text, text


# Judge O13's game: Annabelle scores 90 + 3 jots +50 -30 penalties = 113 (Bob's WHALE 2, truly
# 1, stands on lines 1-3; his FLASK 1, truly 0, on lines 2-3; her CRANE 1, truly 2, on 1-3).
JUDGE_GAME = ["maple", "grown", "whale", "2", "crane", "1", "flask", "1", "slate", "3", "grown"]


def _game_end(width: int) -> list[str]:
    """The rows the game itself shows at the end of game 1 at ``width`` columns."""
    _, out, _ = two_people(JUDGE_GAME, announce=True, names=NAMES, width=width)
    end = out[out.index("Game 1 over") :]
    return end[: end.index("Match: ")].splitlines()


def test_the_games_score_line_never_leaves_its_total_alone() -> None:
    for width in range(50, 101):
        rows = _game_end(width)
        flat = " ".join(" ".join(rows).split())
        assert "JOTTO on line 3: Annabelle scores 90 + 3 jots +50 -30 penalties = 113" in flat
        assert "Bob scores 4 jots +30 -50 penalties = -16" in flat
        _kept_together("\n".join(rows), width)
        # '+50 -30 penalties = 113' is one piece, and fits every row from 50 columns
        assert any("+50 -30 penalties = 113" in row for row in rows), (width, rows)
        assert all(len(row) <= width for row in rows), width


def test_at_66_and_60_columns() -> None:
    for width in (66, 60):
        rows = _game_end(width)
        at = rows.index("JOTTO on line 3: Annabelle scores 90 + 3 jots")
        assert rows[at + 1] == "+50 -30 penalties = 113", rows
