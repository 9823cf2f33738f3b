"""The Jotto pad as a :class:`~parlor.core.scorepad.ScoreSheet` (pure: data, no drawing)."""

from __future__ import annotations

import string
from collections.abc import Sequence

from parlor.core.scorepad import Box, Cell, Letters, Mark, Note, ScoreSheet, Table
from parlor.jotto.game import JottoGame, TestLine
from parlor.jotto.rules import MATCH_TARGET, SCORE_COLUMN, score_column

__all__ = ["blank_pad", "build_pad", "side_label"]


def side_label(name: str, captain: str | None) -> str:
    """A side's name as the pad shows it (a team with its captain)."""
    return f"{name} (captain {captain})" if captain else name


def _jots_cell(t: TestLine | None) -> Cell:
    if t is None:
        return Cell("")
    if t.jotto:
        return Cell("JOTTO", "good")
    a = t.announced
    if a is None:
        return Cell("?", "dim")
    return Cell("5 (10)" if a == 5 else str(a))


def build_pad(
    game: JottoGame,
    names: Sequence[str],
    *,
    match_totals: Sequence[int] = (0, 0),
    game_number: int = 1,
    target: int = MATCH_TARGET,
    show_secrets: Sequence[bool] = (False, False),
    captains: Sequence[str | None] = (None, None),
) -> ScoreSheet:
    """The pad of ``game`` so far. Secrets show only when the game is over or when asked."""
    over = game.is_over()
    sheet = ScoreSheet(
        title=f"JOTTO - game {game_number} (match to {target})",
        fields=[
            (
                f"Side {i + 1}",
                side_label(names[i], captains[i]) + (" *starts*" if game.first == i else ""),
            )
            for i in (0, 1)
        ],
    )
    secrets = []
    for i in (0, 1):
        if over or show_secrets[i]:
            secrets.append(game.secrets[i].upper())
        else:
            secrets.append("*****")
    sheet.fields.append(("Secrets", f"{secrets[0]} / {secrets[1]}"))
    lines = max(len(game.tests[0]), len(game.tests[1]))
    table = Table(
        columns=[
            "LINE",
            "SCORE",
            f"{names[0]} TEST WORD",
            "JOTS",
            f"{names[1]} TEST WORD",
            "JOTS",
        ],
        align=["right", "right", "left", "right", "left", "right"],
    )
    for n in range(1, lines + 1):
        row = [Cell(str(n)), Cell(str(score_column(n)), "dim")]
        for side in (0, 1):
            t = game.tests[side][n - 1] if n <= len(game.tests[side]) else None
            row.append(Cell(t.word.upper(), "good" if t.jotto else None) if t else Cell(""))
            row.append(_jots_cell(t))
        table.rows.append(row)
    if lines == 0:
        table.rows.append([Cell("1"), Cell(str(score_column(1)), "dim")] + [Cell("")] * 4)
    sheet.blocks.append(table)

    from parlor.jotto.deduce import deduce  # numpy, on demand

    for side in (0, 1):
        answers = [
            (t.word, t.announced)
            for t in game.tests[side]
            if t.announced is not None and not t.jotto
        ]
        facts = deduce([(w, a) for w, a in answers if a is not None])
        letters = []
        for ch in string.ascii_uppercase:
            c = ch.lower()
            if c in facts.present:
                letters.append(Cell(ch, "circled"))
            elif c in facts.absent:
                letters.append(Cell(ch, "crossed"))
            else:
                letters.append(Cell(ch))
        sheet.blocks.append(Letters(f"{names[side]}'s alphabet", letters))
        jot_letters = " ".join(sorted(x.upper() for x in facts.present)) or "-"
        text = f"{names[side]}'s secret jot letters (in {names[1 - side]}'s word): {jot_letters}"
        if facts.contradiction:
            text += "   (the answers contradict each other: one must be wrong)"
        sheet.blocks.append(Note(text, "dim"))

    if over:
        result = game.result()
        for p in result.penalties:
            said = " then ".join(str(v) for v in p.said)
            frames = (
                f"frame {p.frames[0]}"
                if len(p.frames) == 1
                else f"frames {p.frames[0]}-{p.frames[-1]}"
            )
            how = f"corrected in frame {p.corrected_in}" if p.corrected_in else "never corrected"
            sheet.blocks.append(
                Note(
                    f"Penalty, line {p.line}: {names[p.announcer]} said {said} for "
                    f"{p.word.upper()}, the true count is {p.truth} ({how}); {frames}: "
                    f"{names[1 - p.announcer]} +{p.points}, {names[p.announcer]} -{p.points}",
                    "bad",
                )
            )
        w = result.winner
        for side in (w, 1 - w):
            pts = result.points[side]
            text = f"{names[side]} scores "
            if side == w:
                text = f"JOTTO on line {result.line}: " + text + f"{pts.score} + "
            text += f"{pts.jots} jots"
            if pts.penalties:
                text += f" {pts.penalties:+d} penalties"
            text += f" = {pts.total}"
            sheet.blocks.append(Note(text, "strong"))
        totals = (match_totals[0] + result.totals[0], match_totals[1] + result.totals[1])
    else:
        totals = (match_totals[0], match_totals[1])
    sheet.blocks.append(
        Note(f"Match: {names[0]} {totals[0]}, {names[1]} {totals[1]} (to {target})", "strong")
    )
    return sheet


# ------------------------------------------------------------------------------ the paper pad
PAD_LINES = len(SCORE_COLUMN)
"""Lines on a paper pad: one for each value of the SCORE column (100 down to 5)."""

PAD_COLUMNS = ["SCORE", "YOUR TEST WORD", "NO. OF JOTS", "OPPONENT'S TEST WORD", "JOTS GIVEN"]
TOTALS_COLUMNS = ["", "YOU", "OPPONENT"]
TOTALS_ROWS = ["Brought forward", "This game", "Match total"]


def _score_cell(line: int, *, circled: bool = False) -> Cell:
    return Cell(str(score_column(line)), "circled" if circled else "dim")


def _alphabet(present: frozenset[str] | set[str], absent: frozenset[str] | set[str]) -> Letters:
    letters = []
    for ch in string.ascii_uppercase:
        c = ch.lower()
        mark: Mark = "circled" if c in present else "crossed" if c in absent else None
        letters.append(Cell(ch, mark))
    return Letters("ELIMINATING ALPHABET", letters)


def blank_pad(*, target: int = MATCH_TARGET, lines: int = PAD_LINES) -> ScoreSheet:
    """A blank Jotto pad to print and play on paper, laid out like the original.

    YOUR SECRET JOTTO WORD at the top; twenty lines with the SCORE column, YOUR TEST WORD,
    NO. OF JOTS, OPPONENT'S TEST WORD and the jots you gave; OPPONENT'S SECRET JOT LETTERS; the
    ELIMINATING ALPHABET; and the running match totals ("GAME IS 150").
    """
    return ScoreSheet(
        title="JOTTO",
        fields=[("NAME", ""), ("OPPONENT", ""), ("GAME NO.", "")],
        blocks=[
            Box("YOUR SECRET JOTTO WORD", [Cell("")] * 5),
            Table(
                columns=list(PAD_COLUMNS),
                rows=[[_score_cell(n)] + [Cell("")] * 4 for n in range(1, lines + 1)],
                align=["right", "left", "center", "left", "center"],
                ruled=True,
            ),
            Box("OPPONENT'S SECRET JOT LETTERS", [Cell("")] * 5),
            _alphabet(set(), set()),
            Table(
                columns=list(TOTALS_COLUMNS),
                rows=[[Cell(r)] + [Cell("")] * 2 for r in TOTALS_ROWS],
                title=f"GAME IS {target}",
                align=["left", "right", "right"],
                ruled=True,
            ),
        ],
    )
