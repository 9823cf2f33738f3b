"""Judge AQ18 #5: the sheet drawn short after a deal that scored only above the line put the
"Below the line" headings two columns left of the others (its empty table, drawn without
lines, lost the column a line between columns takes). They line up now."""

from __future__ import annotations

import io
import random

from rich.console import Console

from parlor.jojotte.game import Sitting, draw_first_dealer, random_deck
from parlor.jojotte.options import Options
from parlor.jojotte.sheet import NOTHING_YET
from parlor.jojotte.ui import _compact_sheet, rubber_sheet


def test_an_empty_table_s_headings_line_up_with_the_others() -> None:
    rng = random.Random(0)  # (deal 1: Bot's 300 above the line, nothing below)
    sitting = Sitting(Options(), ("You", "Bot"))
    sitting.start_rubber(draw_first_dealer(rng))
    deal = sitting.new_deal(random_deck(rng))
    while not deal.is_over():
        deal.apply(rng.choice(deal.legal_actions()))
    sitting.finish_deal(deal)
    for ascii_lines in (False, True):
        out = io.StringIO()
        Console(file=out, width=80, color_system=None).print(
            _compact_sheet(rubber_sheet(sitting), ascii_lines=ascii_lines)
        )
        lines = out.getvalue().splitlines()
        assert any(line.strip() == NOTHING_YET for line in lines), lines
        heads = [
            ln for ln in lines if ln.startswith(("Above the line", "Below the line", "Totals"))
        ]
        assert len(heads) == 3
        assert len({ln.index("You") for ln in heads}) == 1, heads
        assert len({ln.index("Bot") for ln in heads}) == 1, heads
