"""Judge AI17 #5: at 60 columns `parlor jojotte sheet -f terminal` drew a two-rubber
sitting's first rubber boxed and its second compact, because a long name in rubber 2's
"game 1: ..." label widened that rubber's first column alone. The rubbers of one sitting are
measured together now and drawn alike."""

from __future__ import annotations

import random

import pytest

from parlor.core.cli_sheets import draw_on_screen
from parlor.jojotte.game import Sitting, draw_first_dealer, random_deck
from parlor.jojotte.options import Options
from parlor.jojotte.sheet import sitting_sheets

LONG = "Zoë Ångström-Łukasz der Große"


def _sitting(seed: int) -> Sitting:
    rng = random.Random(seed)
    sitting = Sitting(Options(rubbers=2), (LONG, "Bot"))
    while not sitting.is_over:
        if sitting.needs_rubber:
            sitting.start_rubber(draw_first_dealer(rng))
        deal = sitting.new_deal(random_deck(rng))
        while not deal.is_over():
            deal.apply(rng.choice(deal.legal_actions()))
        sitting.finish_deal(deal)
    return sitting


@pytest.mark.parametrize("seed", [0, 16])  # (boxed then compact; compact then boxed)
def test_every_rubber_of_a_sitting_is_drawn_in_one_layout(
    seed: int, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    sheets = sitting_sheets(_sitting(seed))
    labels = [
        row[0].text for sheet in sheets for b in sheet.blocks for row in getattr(b, "rows", [])
    ]
    assert f"game 1: {LONG}" in labels or f"game 2: {LONG}" in labels  # (the wide label)
    monkeypatch.setenv("COLUMNS", "60")
    draw_on_screen(True, sheets)
    out = capsys.readouterr().out
    parts = out.split("Jo-Jotte rubber sheet")[1:]
    assert len(parts) == 2
    boxed = ["┏" in part for part in parts]
    assert boxed[0] == boxed[1], out
    assert max(len(line) for line in out.splitlines()) <= 60
