"""Round 17: ``replay --json`` of a save counts what the deal in progress has scored (its
melds, and Jo-Jotte once Jotte is said, scored above the line at once) in its totals, as the
text replay and the sheet do, and says it as ``in_progress``. The JSON said 0 where the text
replay of the same save said 'Totals: A 60, B 0 (deal 1, in progress, has scored its melds')."""

from __future__ import annotations

import re

import pytest

from parlor.jojotte.record import sheet_json
from parlor.jojotte.text import sitting_lines

from .test_ui import partial


def _text_totals(k: int) -> dict[str, int]:
    line = next(x for x in sitting_lines(partial(1, k)) if x.startswith("Totals"))
    return {m[0]: int(m[1]) for m in re.findall(r"\b([AB]) (\d+)", line)}


@pytest.mark.parametrize(("k", "a"), [(5, 0), (12, 60), (16, 80)])
def test_the_json_totals_of_a_deal_in_progress_are_the_text_replays(k: int, a: int) -> None:
    out = sheet_json(partial(1, k))
    assert out["totals"] == _text_totals(k) == {"A": a, "B": 0}
    assert out["in_progress"] == {"rubber": 1, "deal": 1, "above": {"A": a, "B": 0}}
    assert out["deals"] == []  # one entry per deal played out


def test_a_sitting_with_no_deal_in_progress_has_no_such_key() -> None:
    out = sheet_json(partial(1, 25))
    assert "in_progress" not in out
    assert out["totals"] == _text_totals(25) == {"A": 168, "B": 31}
