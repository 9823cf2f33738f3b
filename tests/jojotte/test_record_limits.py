"""Round 7: a record's options keep the command line's limits (--option last_trick=0..1000,
--rubbers 1..99); a record edited by hand took any last-trick bonus and any number of rubbers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.jojotte.cli import app
from parlor.jojotte.record import ReplayError, replay_record

from .jojotte_helpers import load_example


def _with(**options: Any) -> dict[str, Any]:
    data = load_example(1)
    data["options"] = {**data.get("options", {}), **options}
    return data


@pytest.mark.parametrize("bonus", [0, 10, 1000])
def test_a_last_trick_bonus_the_command_line_allows_is_read(bonus: int) -> None:
    sitting = replay_record(_with(last_trick=bonus))
    deal = sitting.rubber.deals[0]
    assert deal.result is not None
    # example 1: the 18 cards hold 109 points, and the last trick's bonus comes on top
    assert sum(deal.result.tp) == 109 + bonus


@pytest.mark.parametrize(
    ("bonus", "shown"),
    [(1001, "1001"), (10**9, "1000000000"), (10**30, "a number of over 20 digits")],
)
def test_a_last_trick_bonus_over_1000_is_refused(bonus: int, shown: str) -> None:
    with pytest.raises(ReplayError) as caught:
        replay_record(_with(last_trick=bonus))
    assert str(caught.value) == f"options: option last_trick must be 0 to 1000 points, not {shown}"


def test_more_than_99_rubbers_are_refused_and_99_are_read() -> None:
    assert replay_record(_with(rubbers=99)).options.rubbers == 99
    with pytest.raises(ReplayError, match=r"^options: option rubbers must be 1 to 99, not 100$"):
        replay_record(_with(rubbers=100))


def test_replay_of_such_a_record_exits_2_with_the_reason(tmp_path: Path) -> None:
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(_with(last_trick=5000)))
    result = CliRunner().invoke(app, ["replay", str(path)])
    assert result.exit_code == 2
    assert "last_trick must be 0 to 1000 points, not 5000" in result.output
    assert "Traceback" not in result.output
