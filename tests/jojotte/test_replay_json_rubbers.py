"""Judge, session 11 (K6): ``replay --json`` of a sitting of several rubbers says which rubber
each deal belongs to: each entry of ``deals`` has its ``rubber`` and its ``deal`` within it
(from 1, as the text replay and the sheet number them), each object of ``rubbers`` its
``rubber``, and ``in_progress`` (a save) the deal being played. ``deals`` ran on over the
rubbers with no number, so a script could not tell them apart; ``games`` and
``rubber_won_by`` still describe the last rubber, as documented."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from parlor.jojotte.cli import app
from parlor.jojotte.record import save_record, sheet_json

from .test_jojotte_records import random_sitting
from .test_ui import partial

runner = CliRunner()


def test_each_deal_says_its_rubber_and_its_number_within_it(tmp_path: Path) -> None:
    sitting = random_sitting(5, rubbers=3)
    path = tmp_path / "sitting.json"
    save_record(path, sitting)
    result = runner.invoke(app, ["replay", "--json", str(path)])
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    where = [(d["rubber"], d["deal"]) for d in out["deals"]]
    assert where == [
        (r, n)
        for r, rubber in enumerate(sitting.rubbers, start=1)
        for n in range(1, len(rubber.deals) + 1)
    ]
    assert len({r for r, _ in where}) == 3
    assert [r["rubber"] for r in out["rubbers"]] == [1, 2, 3]
    # per rubber, its deals' entries add up to its totals (the 300 of a won rubber with them)
    for rub in out["rubbers"]:
        mine = [d for d in out["deals"] if d["rubber"] == rub["rubber"]]
        for name in ("Ann", "Bob"):
            bonus = 300 if rub["rubber_won_by"] == name else 0
            points = sum(d["above"][name] + d["below"][name] for d in mine)
            assert rub["totals"][name] == points + bonus
    # the top-level keys keep their meaning: the last rubber's games and winner
    assert out["games"] == out["rubbers"][-1]["games"]
    assert out["rubber_won_by"] == out["rubbers"][-1]["rubber_won_by"]


def test_the_deal_in_progress_says_where_it_is() -> None:
    out = sheet_json(partial(1, 12))
    assert out["in_progress"]["rubber"] == 1 and out["in_progress"]["deal"] == 1


def test_a_deal_in_progress_in_a_later_rubber_says_that_rubber() -> None:
    sitting = random_sitting(7, rubbers=2, stop_mid_deal=True)
    out = sheet_json(sitting)
    assert out["in_progress"]["rubber"] == 2
    assert out["in_progress"]["deal"] == len(sitting.rubbers[1].deals) + 1
    assert [d["rubber"] for d in out["deals"]].count(2) == len(sitting.rubbers[1].deals)
