"""Round 16: the replay of a save counts the melds (and Jo-Jotte) of the deal in progress in
its totals, as the sheet does: they are scored above the line at once (rules sections 6 and 7).
It said 'Totals (the deals played out): A 0, B 0' while the sheet said 60."""

from __future__ import annotations

from parlor.core.scorepad import Table
from parlor.jojotte.sheet import rubber_sheet
from parlor.jojotte.text import sitting_lines

from .test_ui import partial


def _sheet_total(k: int) -> list[str]:
    sheet = rubber_sheet(partial(1, k))
    totals = [b for b in sheet.blocks if isinstance(b, Table)][-1]
    return [c.text for c in totals.footer or []]


def _replay_totals(k: int) -> str:
    lines = sitting_lines(partial(1, k))
    start = next(i for i, line in enumerate(lines) if line.startswith("Totals"))
    return " ".join(line.strip() for line in lines[start:])


def test_the_replay_totals_count_the_melds_declared_as_the_sheet_does() -> None:
    # Example 1: A scores 60 for its melds as soon as they are declared.
    assert _sheet_total(12) == ["total", "60", "0"]
    text = _replay_totals(12)
    assert text.startswith("Totals: A 60, B 0 (deal 1, in progress, has scored its melds")
    assert "the rest is scored when it is played out" in text


def test_jo_jotte_joins_them_when_jotte_is_said() -> None:
    assert _sheet_total(16) == ["total", "80", "0"]
    assert _replay_totals(16).startswith("Totals: A 80, B 0 (deal 1, in progress")


def test_before_the_melds_the_totals_are_the_deals_played_out() -> None:
    assert _replay_totals(5) == "Totals (the deals played out): A 0, B 0"
    sitting = partial(3, 10)  # a Nullo: no melds, no Jo-Jotte
    assert sitting_lines(sitting)[-1] == "Totals (the deals played out): A 0, B 0"
