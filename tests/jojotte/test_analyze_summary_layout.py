"""Round 10 of play-testing Jo-Jotte's analyze command."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from parlor.jojotte import analyze
from parlor.jojotte.cli_analyze import analyze_cmd

RECORDS = Path(__file__).parent / "records"


def _app() -> typer.Typer:
    app = typer.Typer()
    app.command()(analyze_cmd)

    @app.command("other")
    def other() -> None:  # two commands, so the first is called by name
        pass

    return app


def _with_losses(monkeypatch: pytest.MonkeyPatch, lost: dict[str, float]) -> Any:
    """analyze of example 3 with every player's points lost by phase set to ``lost``."""
    real = analyze.report_json

    def report(*args: Any, **kwargs: Any) -> dict[str, Any]:
        rep = real(*args, **kwargs)
        for s in rep["summary"]:
            s["points_lost_by_phase"] = dict(lost)
        return rep

    monkeypatch.setattr(analyze, "report_json", report)
    return CliRunner().invoke(_app(), ["analyze-cmd", str(RECORDS / "example3.json")])


def test_the_summary_names_the_phases_in_the_order_of_a_deal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A player's first loss in the play and a later one in the auction (the next deal) read
    # 'play 722, auction 1741' for one player and 'auction 843, play 642' for the other.
    res = _with_losses(monkeypatch, {"play": 7.0, "melds": 1.0, "auction": 5.0, "second": 3.0})
    assert res.exit_code == 0, res.output
    assert res.output.count("(auction 5, second 3, melds 1, play 7)") == 2, res.output


def test_a_wide_name_keeps_the_columns_in_line(tmp_path: Path) -> None:
    # A name in Japanese takes two terminal columns a letter: the phase, the action and the
    # value after it stood four columns to the right of the other rows'.
    import json

    from rich.cells import cell_len

    data = json.loads((RECORDS / "example3.json").read_text())
    data["players"] = ["名前", "B"]
    data["rubbers"][0]["first_dealer"] = data["rubbers"][0]["deals"][0]["dealer"] = "名前"
    path = tmp_path / "wide.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    res = CliRunner().invoke(_app(), ["analyze-cmd", str(path)])
    assert res.exit_code == 0, res.output
    rows = [line for line in res.output.splitlines() if line[:6].strip().endswith(".")]
    starts = {cell_len(line[: line.index(" play ")]) for line in rows if " play " in line}
    assert len(starts) == 1, rows


def test_a_name_longer_than_its_column_widens_it(tmp_path: Path) -> None:
    # The players' column was 10 letters: 'Alexandra Jones' pushed the rest of her rows right.
    import json

    data = json.loads((RECORDS / "example3.json").read_text())
    data["players"] = ["Alexandra Jones", "B"]
    data["rubbers"][0]["first_dealer"] = data["rubbers"][0]["deals"][0]["dealer"] = data["players"][
        0
    ]
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data))
    res = CliRunner().invoke(_app(), ["analyze-cmd", str(path)])
    assert res.exit_code == 0, res.output
    rows = [line for line in res.output.splitlines() if line[:6].strip().endswith(".")]
    starts = {line.index(" play ") for line in rows if " play " in line}
    assert len(starts) == 1, rows


def test_every_row_fits_80_columns_as_the_legend_does() -> None:
    # Rows had fixed columns (name 10, phase 9, action 26, value 8): 90 to 105 characters, so
    # an 80-column terminal broke them inside 'the best was ...'.
    res = CliRunner().invoke(_app(), ["analyze-cmd", str(RECORDS / "example1.json")])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert any("the best was" in line for line in lines), res.output
    assert max(len(line) for line in lines) <= 80, res.output
    rows = [line for line in lines if line[:6].strip().endswith(".")]
    assert len({line.index(" play ") for line in rows if " play " in line}) == 1, rows


def test_a_long_summary_puts_the_phases_on_a_line_of_their_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    res = _with_losses(
        monkeypatch,
        {"auction": 1741.0, "second": 300.0, "exchange": 12.0, "melds": 40.0, "play": 722.0},
    )
    assert res.exit_code == 0, res.output
    assert "\n    (auction 1741, second 300, exchange 12, melds 40, play 722)" in res.output
    assert max(len(line) for line in res.output.splitlines()) <= 80, res.output


def test_the_replays_sheet_line_names_the_prison_only_when_points_wait_in_it() -> None:
    # 'prison 0' stood on nearly every line of a replay.
    from parlor.jojotte.scoring import SheetEntry
    from parlor.jojotte.text import entry_line

    names = ("A", "B")
    tie = SheetEntry(above=(20, 0), below=(0, 0), prison=96, game_won_by=None)
    assert entry_line(tie, names) == (
        "above A 20, B 0; below A 0, B 0; prison 96 waiting for the next deal's winner"
    )
    won = SheetEntry(above=(0, 40), below=(0, 141), prison=0, game_won_by=1)
    assert entry_line(won, names) == "above A 0, B 40; below A 0, B 141; B wins a game"
